//! Starts Rookery: reads the command line, then opens the window.
// A release build on Windows opens no console window behind the app.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = match rookery::cli::parse_args(std::env::args_os().skip(1)) {
        Ok(cli) => cli,
        // `--help` and `--version` print and exit 0; mistakes print clap's
        // usual message and exit 2.
        Err(e) => e.exit(),
    };
    if cli.install_desktop || cli.uninstall_desktop {
        return desktop(cli.install_desktop);
    }
    if rookery::app::run(cli.start_options()).is_error() {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// `--install-desktop` and `--uninstall-desktop`.
fn desktop(install: bool) -> ExitCode {
    use rookery::desktop::{XdgHome, install as put, uninstall};
    let Some(home) = XdgHome::from_environment() else {
        eprintln!("rookery: HOME is not set, so the desktop folders are unknown");
        return ExitCode::FAILURE;
    };
    let result = if install {
        std::env::current_exe()
            .and_then(|exe| exe.canonicalize())
            .and_then(|exe| put(&home, &exe))
    } else {
        uninstall(&home)
    };
    match result {
        Ok(files) => {
            let verb = if install { "Installed" } else { "Removed" };
            println!("{verb}:");
            for file in files {
                println!("  {}", file.display());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("rookery: {e}");
            ExitCode::FAILURE
        }
    }
}
