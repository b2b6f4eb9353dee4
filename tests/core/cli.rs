//! The command line.

use std::time::Duration;

use rookery::cli::{parse_args, parse_time_control};
use shakmaty::Color;

#[test]
fn time_and_fen_options() {
    let o = parse_args(["--time", "3+2", "--fen", "8/8/8/8/8/k7/8/K6R w - - 0 1"]).unwrap();
    let control = o.control.unwrap();
    assert_eq!(control.side(Color::Black).base, Duration::from_secs(180));
    assert_eq!(control.side(Color::White).increment, Duration::from_secs(2));
    assert_eq!(o.game.unwrap().fen(), "8/8/8/8/8/k7/8/K6R w - - 0 1");
    assert!(parse_args(Vec::<String>::new()).unwrap().game.is_none());
}

#[test]
fn bad_options_say_what_is_wrong() {
    let e = parse_args(["--time", "fast"]).unwrap_err();
    assert!(
        e.to_string().contains("\"fast\" is not a time control"),
        "{e}"
    );
    let e = parse_args(["--fen"]).unwrap_err();
    assert_eq!(e.to_string(), "--fen needs a value");
    let e = parse_args(["--fen", "8/8/8 w - - 0 1"]).unwrap_err();
    assert!(e.to_string().starts_with("--fen: invalid FEN"), "{e}");
    let e = parse_args(["--colour"]).unwrap_err();
    assert_eq!(e.to_string(), "unknown argument \"--colour\"");
    assert!(parse_time_control("0+5").is_err());
    assert!(parse_time_control("0.5+0").is_ok());
}

#[test]
fn a_pgn_file_on_the_command_line() {
    let o = parse_args(["games/tal.pgn"]).unwrap();
    assert_eq!(
        o.file.as_deref(),
        Some(std::path::Path::new("games/tal.pgn"))
    );
    let o = parse_args(["--", "-odd name.pgn"]).unwrap();
    assert_eq!(
        o.file.as_deref(),
        Some(std::path::Path::new("-odd name.pgn"))
    );
    let e = parse_args(["a.pgn", "b.pgn"]).unwrap_err();
    assert!(e.to_string().contains("one PGN file at a time"), "{e}");
    let e = parse_args(["a.pgn", "--time", "5+3"]).unwrap_err();
    assert!(e.to_string().contains("without --fen or --time"), "{e}");
}
