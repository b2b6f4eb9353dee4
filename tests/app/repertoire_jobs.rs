//! The repertoire jobs as a script meets them: `--repertoire FILE --cards`
//! and `--gaps REFERENCE --min-share N`, one JSON object a line; exit 2
//! and words for what is not a repertoire.

use std::{path::PathBuf, process::Command};

fn fixture(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/repertoire")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

/// The job's exit status, standard output and standard error.
fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_rookery"))
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The card at the start of the White fixture.
const START_CARD: &str = concat!(
    r#"{"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","#,
    r#""moves":["e4","d4"],"line":[]}"#
);

#[test]
fn cards_are_printed_one_json_object_a_line() {
    let white = fixture("white.pgn");
    let (code, out, said) = run(&["--repertoire", &white, "--cards"]);
    assert_eq!(code, Some(0), "{said}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 9);
    assert_eq!(lines[0], START_CARD);
    assert_eq!(
        lines[6],
        concat!(
            r#"{"fen":"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3","#,
            r#""moves":["Bb5","Bc4"],"line":["e4","e5","Nf3","Nc6"]}"#
        )
    );
    // The Black file read as White: White's moves are its cards.
    let (code, out, _) = run(&[
        "--repertoire",
        &fixture("black.pgn"),
        "--side",
        "white",
        "--cards",
    ]);
    assert_eq!(code, Some(0));
    assert_eq!(out.lines().next(), Some(START_CARD));
}

#[test]
fn gaps_are_printed_most_reached_first_and_double_answers_said() {
    let (white, reference) = (fixture("white.pgn"), fixture("reference.pgn"));
    let (code, out, said) = run(&[
        "--repertoire",
        &white,
        "--gaps",
        &reference,
        "--min-share",
        "20",
    ]);
    assert_eq!(code, Some(0), "{said}");
    assert_eq!(
        out,
        concat!(
            r#"{"fen":"rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2","#,
            r#""reply":"e6","games":2,"reaching":8,"line":["e4","c5","Nf3"]}"#,
            "\n",
            r#"{"fen":"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2","#,
            r#""reply":"Nf6","games":1,"reaching":3,"line":["e4","e5","Nf3"]}"#,
            "\n",
            r#"{"fen":"rnbqkbnr/pppp1ppp/4p3/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2","#,
            r#""reply":"Nf6","games":1,"reaching":2,"line":["e4","e6","d4"]}"#,
            "\n",
        )
    );
    assert_eq!(
        said,
        "rookery: White has two moves at the start: e4, d4\n\
         rookery: White has two moves after e4 e5 Nf3 Nc6: Bb5, Bc4\n"
    );
    // At the default 5 %, 1...c6 (1 game of 13) is one too.
    let (_, out, _) = run(&["--repertoire", &white, "--gaps", &reference]);
    assert_eq!(out.lines().count(), 5);
    assert!(out.starts_with(concat!(
        r#"{"fen":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1","#,
        r#""reply":"c6","games":1,"reaching":13,"#
    )));
}

#[test]
fn what_is_not_a_repertoire_exits_2_and_names_it() {
    let dir = tempfile::tempdir().unwrap();
    let untagged = dir.path().join("untagged.pgn");
    std::fs::write(&untagged, "1. e4 e5 *\n").unwrap();
    let untagged = untagged.to_string_lossy().into_owned();
    let (code, out, said) = run(&["--repertoire", &untagged, "--cards"]);
    assert_eq!((code, out.as_str()), (Some(2), ""));
    assert_eq!(
        said,
        format!(
            "rookery: {untagged} is not a repertoire: it names no side: choose White or Black \
             (a [Repertoire \"White\"] tag names it)\n"
        )
    );
    let folder = dir.path().to_string_lossy().into_owned();
    let (code, _, said) = run(&["--repertoire", &folder, "--cards"]);
    assert_eq!(code, Some(2));
    assert_eq!(said, format!("rookery: {folder} is a folder, not a file\n"));
    let empty = dir.path().join("empty.pgn");
    std::fs::write(&empty, "").unwrap();
    let (code, _, said) = run(&[
        "--repertoire",
        &fixture("white.pgn"),
        "--gaps",
        &empty.to_string_lossy(),
    ]);
    assert_eq!(code, Some(2));
    assert_eq!(
        said,
        format!(
            "rookery: {} holds no game to compare with\n",
            empty.display()
        )
    );
    // Neither --cards nor --gaps: clap's usage error.
    let (code, _, said) = run(&["--repertoire", &untagged]);
    assert_eq!(code, Some(2));
    assert!(
        said.contains("--repertoire goes with --cards or --gaps REFERENCE.pgn"),
        "{said}"
    );
}
