//! Starts Rookery: reads the command line, then opens the window.

use std::process::ExitCode;

use rookery::cli::{USAGE, parse_args};

fn main() -> ExitCode {
    let options = match parse_args(std::env::args().skip(1)) {
        Ok(options) => options,
        Err(e) => {
            eprintln!("rookery: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    if options.help {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    if rookery::app::run(options).is_error() {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
