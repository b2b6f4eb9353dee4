//! The program's command line as a player meets it: jobs that write files
//! print and exit, never opening a window, and a start without a display
//! says so in one line.

use std::{
    path::{Path, PathBuf},
    process::{Command, Output},
};

/// Runs `rookery` with `args` and no terminal; `display` is the X
/// display it is given (none at all for `None`).
fn rookery(args: &[&str], display: Option<&str>, home: &Path) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_rookery"));
    command
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env("HOME", home)
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CACHE_HOME", home.join("cache"))
        .env("XDG_RUNTIME_DIR", home);
    if let Some(display) = display {
        command.env("DISPLAY", display);
    }
    command.output().unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn engine(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/engines")
        .join(name)
}

/// A display no X server answers: a command that tried to open a window
/// there would fail, not print and exit 2.
const NO_SERVER: &str = ":987";

#[test]
fn a_mistaken_job_prints_what_is_wrong_and_exits_2_without_a_window() {
    let home = tempfile::tempdir().unwrap();
    for (args, says) in [
        (
            &["--annotate", "a.pgn"][..],
            "the following required arguments were not provided:\n  --output <OUT>",
        ),
        (
            &["--annotate", "a.pgn", "--output", "b.pgn", "--depth", "0"][..],
            "invalid value '0' for '--depth <N>': 0 is not in 1..=60",
        ),
        (
            &["--annotate", "a.pgn", "--output", "b.pgn", "--depth", "abc"][..],
            "invalid value 'abc' for '--depth <N>'",
        ),
        (
            &["--image", "8/8/8/8/8/8/8/8 w - - 0 1"][..],
            "--output <OUT>",
        ),
        (
            &["--output", "b.pgn"][..],
            "--output goes with --annotate, --image or --find-puzzles",
        ),
    ] {
        let out = rookery(args, Some(NO_SERVER), home.path());
        let text = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {text}");
        assert!(text.contains(says), "{args:?}: {text}");
        assert!(!text.contains("panicked"), "{args:?}: {text}");
    }
}

#[test]
fn without_a_display_rookery_says_it_needs_one_in_a_line() {
    let home = tempfile::tempdir().unwrap();
    let out = rookery(&[], None, home.path());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out),
        "rookery: Rookery needs a graphical session: neither WAYLAND_DISPLAY nor DISPLAY \
         is set (start it from the desktop, or over ssh -X)\n"
    );
    // A mistaken option is said first, with clap's usual exit code.
    let out = rookery(&["--colour"], None, home.path());
    assert_eq!(out.status.code(), Some(2));
    let text = stderr(&out);
    assert!(
        text.starts_with("error: unexpected argument '--colour'"),
        "{text}"
    );
    assert!(!text.contains("panicked"), "{text}");
    // The jobs that need no window run as usual.
    let image = home.path().join("start.svg");
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let out = rookery(
        &["--image", fen, "--output", image.to_str().unwrap()],
        None,
        home.path(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(image.is_file());
}

#[test]
fn annotate_refuses_what_it_cannot_use_before_its_engine_starts() {
    let home = tempfile::tempdir().unwrap();
    let dir = home.path();
    let binary = dir.join("binary.pgn");
    std::fs::write(
        &binary,
        [0u8, 27, b'[', b'2', b'J', 7, 255, 254].repeat(100),
    )
    .unwrap();
    let empty = dir.join("empty.pgn");
    std::fs::write(&empty, "").unwrap();
    let good = dir.join("good.pgn");
    std::fs::write(&good, "[Event \"x\"]\n\n1. e4 *\n").unwrap();
    let out_pgn = dir.join("out.pgn");
    let path = |p: &Path| p.to_str().unwrap().to_owned();
    // An engine that is not there: each check must come before it.
    let none = path(&dir.join("no-engine"));
    for (input, output, says) in [
        (
            path(dir),
            path(&out_pgn),
            format!("{} is a folder, not a PGN file", dir.display()),
        ),
        (
            path(&binary),
            path(&out_pgn),
            format!("{} is not a PGN file", binary.display()),
        ),
        (
            path(&empty),
            path(&out_pgn),
            format!("{} is empty: it holds no games", empty.display()),
        ),
        (
            path(&good),
            path(dir),
            format!("--output {} is a folder", dir.display()),
        ),
        (
            path(&good),
            path(&good),
            format!("--output {} is the file --annotate reads", good.display()),
        ),
    ] {
        let out = rookery(
            &["--annotate", &input, "--output", &output, "--engine", &none],
            Some(NO_SERVER),
            dir,
        );
        let text = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{input}: {text}");
        assert_eq!(text.lines().count(), 1, "{input}: {text}");
        assert!(
            text.starts_with(&format!("rookery: {says}")),
            "{input}: {text}"
        );
        // No raw bytes of the input on the terminal.
        assert!(
            !text.contains('\u{1b}') && !text.contains('\u{7}'),
            "{text:?}"
        );
        assert!(!out_pgn.exists());
    }
    assert_eq!(
        std::fs::read_to_string(&good).unwrap(),
        "[Event \"x\"]\n\n1. e4 *\n",
        "the input is kept"
    );
    let out = rookery(
        &["--replace", "--output", &path(&good)],
        Some(NO_SERVER),
        dir,
    );
    assert_eq!(out.status.code(), Some(2), "--replace goes with --annotate");
}

#[test]
fn annotate_waits_for_its_engine_to_end_and_counts_one_game_as_one() {
    let home = tempfile::tempdir().unwrap();
    let dir = home.path();
    let input = dir.join("one.pgn");
    // No moves: nothing to search, only the engine's start and end.
    std::fs::write(&input, "[Event \"x\"]\n\n*\n").unwrap();
    let output = dir.join("out.pgn");
    let ended = dir.join("ended");
    let out = Command::new(env!("CARGO_BIN_EXE_rookery"))
        .args(["--annotate", input.to_str().unwrap(), "--output"])
        .arg(&output)
        .arg("--engine")
        .arg(engine("slow-quit.sh"))
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("ROOKERY_TEST_ENDED", &ended)
        .output()
        .unwrap();
    let text = stderr(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(ended.exists(), "Rookery exited before its engine had ended");
    assert!(
        text.ends_with(&format!(
            "rookery: 1 game written to {}\n",
            output.display()
        )),
        "{text}"
    );
}

#[test]
fn a_file_a_running_rookery_cannot_open_exits_2_with_why() {
    use rookery::desktop::instance::{Launch, Request, claim};
    let home = tempfile::tempdir().unwrap();
    // The running Rookery of this user: its folder in the runtime folder.
    let Launch::Primary(first) = claim(&home.path().join("rookery"), &Request::default()).unwrap()
    else {
        panic!("nobody else runs here");
    };
    let missing = home.path().join("missing.pgn");
    let (taken, out) = std::thread::scope(|s| {
        let taken = s.spawn(|| first.accept_one());
        let out = rookery(&[missing.to_str().unwrap()], Some(NO_SERVER), home.path());
        (taken.join().unwrap(), out)
    });
    assert_eq!(taken, None, "nothing reaches the window");
    let text = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{text}");
    assert_eq!(
        text.lines().next(),
        Some(
            format!(
                "rookery: Rookery is already running, and could not open {}: \
                 No such file or directory (os error 2).",
                missing.display()
            )
            .as_str()
        ),
        "{text}"
    );
}
