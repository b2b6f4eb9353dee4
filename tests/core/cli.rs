//! The command line.

use std::time::Duration;

use clap::error::ErrorKind;
use rookery::{chess::clock::TimeControl, desktop::cli::parse_args};

fn parse_time_control(text: &str) -> Result<TimeControl, String> {
    text.parse::<TimeControl>().map_err(|e| e.to_string())
}
use shakmaty::Color;

#[test]
fn time_and_fen_options() {
    let o = parse_args(["--time", "3+2", "--fen", "8/8/8/8/8/k7/8/K6R w - - 0 1"])
        .unwrap()
        .start_options();
    let control = o.control.unwrap();
    assert_eq!(control.side(Color::Black).base, Duration::from_secs(180));
    assert_eq!(control.side(Color::White).increment, Duration::from_secs(2));
    assert_eq!(o.game.unwrap().fen(), "8/8/8/8/8/k7/8/K6R w - - 0 1");
    assert!(
        parse_args(Vec::<String>::new())
            .unwrap()
            .start_options()
            .game
            .is_none()
    );
}

#[test]
fn bad_options_say_what_is_wrong() {
    let e = parse_args(["--time", "fast"]).unwrap_err();
    assert!(
        e.to_string().contains("\"fast\" is not a time control"),
        "{e}"
    );
    let e = parse_args(["--fen"]).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::InvalidValue, "{e}");
    assert!(e.to_string().contains("--fen <FEN>"), "{e}");
    let e = parse_args(["--fen", "8/8/8 w - - 0 1"]).unwrap_err();
    assert!(e.to_string().contains("invalid FEN"), "{e}");
    let e = parse_args(["--colour"]).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::UnknownArgument);
    assert!(
        e.to_string().contains("unexpected argument '--colour'"),
        "{e}"
    );
    // Out of range: the message gives the range.
    for (text, why) in [
        (
            "0+1",
            "the base time is from 15 seconds to 600 minutes (0.25 to 600).",
        ),
        (
            "1000+0",
            "the base time is from 15 seconds to 600 minutes (0.25 to 600).",
        ),
        ("5+601", "the increment is from 0 to 600 seconds."),
    ] {
        assert_eq!(
            parse_time_control(text).unwrap_err(),
            format!("\"{text}\" is not a time control Rookery plays: {why}")
        );
    }
    assert!(parse_time_control("0.5+0").is_ok());
    assert!(parse_time_control("0.25+0").is_ok());
}

#[test]
fn a_pgn_file_on_the_command_line() {
    let o = parse_args(["games/tal.pgn"]).unwrap().start_options();
    assert_eq!(
        o.file.as_deref(),
        Some(std::path::Path::new("games/tal.pgn"))
    );
    let o = parse_args(["--", "-odd name.pgn"]).unwrap().start_options();
    assert_eq!(
        o.file.as_deref(),
        Some(std::path::Path::new("-odd name.pgn"))
    );
    let e = parse_args(["a.pgn", "b.pgn"]).unwrap_err();
    assert!(e.to_string().contains("unexpected argument 'b.pgn'"), "{e}");
    let e = parse_args(["a.pgn", "--time", "5+3"]).unwrap_err();
    assert!(e.to_string().contains("without --fen or --time"), "{e}");
}

#[test]
fn help_and_version_print_and_exit_cleanly() {
    let help = parse_args(["--help"]).unwrap_err();
    assert_eq!(help.kind(), ErrorKind::DisplayHelp);
    assert_eq!(help.exit_code(), 0);
    let text = help.to_string();
    for expected in [
        "Usage: rookery [OPTIONS] [FILE.pgn]",
        "--time <MINUTES+SECONDS>",
        "--fen <FEN>",
        "One file at a time",
        "--version",
    ] {
        assert!(text.contains(expected), "{expected} missing from:\n{text}");
    }
    let version = parse_args(["--version"]).unwrap_err();
    assert_eq!(version.kind(), ErrorKind::DisplayVersion);
    assert_eq!(
        version.to_string().trim(),
        format!("rookery {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn uci_serves_a_level_from_1_to_10_and_is_a_job() {
    use rookery::desktop::cli::{asks_for_a_job, error_words};
    let cli = parse_args(["--uci", "--level", "3"]).unwrap();
    assert!(cli.uci);
    assert_eq!(cli.level, Some(3));
    let cli = parse_args(["--uci", "--level", "1", "--engine", "/usr/games/stockfish"]).unwrap();
    assert_eq!(
        cli.engine.as_deref(),
        Some(std::path::Path::new("/usr/games/stockfish"))
    );
    assert_eq!(
        error_words(&parse_args(["--uci"]).unwrap_err()),
        "the following required arguments were not provided: --level <N>"
    );
    let e = parse_args(["--uci", "--level", "11"]).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::ValueValidation);
    assert!(
        error_words(&e).contains("11 is not in 1..=10"),
        "{}",
        error_words(&e)
    );
    assert_eq!(
        error_words(&parse_args(["--engine", "x"]).unwrap_err()),
        "--engine goes with --annotate, --find-puzzles or --uci"
    );
    assert!(parse_args(["--uci", "--level", "2", "game.pgn"]).is_err());
    assert!(asks_for_a_job(&["--uci", "--level", "2"]));
    assert!(asks_for_a_job(&["--level=2"]));
}

#[test]
fn probe_reads_a_fen_and_folders_of_tables_and_is_a_job() {
    use rookery::desktop::cli::{asks_for_a_job, error_words};
    let cli = parse_args([
        "--probe",
        "8/8/8/8/4k3/8/8/R3K3 w - - 0 1",
        "--tables",
        "a",
        "--tables",
        "b",
    ])
    .unwrap();
    assert_eq!(cli.probe.as_deref(), Some("8/8/8/8/4k3/8/8/R3K3 w - - 0 1"));
    assert_eq!(cli.tables, [std::path::PathBuf::from("a"), "b".into()]);
    assert_eq!(
        error_words(&parse_args(["--tables", "a"]).unwrap_err()),
        "the following required arguments were not provided: --probe <FEN>"
    );
    assert!(parse_args(["--probe", "x", "--uci", "--level", "1"]).is_err());
    assert!(asks_for_a_job(&["--probe", "x"]));
}
