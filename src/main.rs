//! Starts Rookery: reads the command line, then opens the window.

use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = match rookery::cli::parse_args(std::env::args_os().skip(1)) {
        Ok(cli) => cli,
        // `--help` and `--version` print and exit 0; mistakes print clap's
        // usual message and exit 2.
        Err(e) => e.exit(),
    };
    if rookery::app::run(cli.start_options()).is_error() {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
