//! A screen reader's view: the app's accessibility tree read through
//! AT-SPI (pyatspi) on a session bus of its own, with the accessibility bus
//! saying a screen reader is on: the application, its 64 named squares, and
//! after 1.e4 typed on the board, e4's new name and the announcement.

use super::*;

#[test]
#[ignore = "needs X, xdotool, dbus-run-session, at-spi2-core, python3-pyatspi: .ci/run has them"]
fn a_screen_reader_reads_the_squares_and_hears_the_move() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let out = tempfile::tempdir().unwrap();
    let script =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/atspi/session.sh");
    let status = Command::new("dbus-run-session")
        .arg("--")
        .arg(&script)
        .arg(env!("CARGO_BIN_EXE_rookery"))
        .arg(out.path())
        .env("ROOKERY_NO_AUTOSAVE", "1")
        .env("XDG_CONFIG_HOME", private_config())
        .env("XDG_RUNTIME_DIR", private_runtime())
        .env("XDG_CACHE_HOME", private_config().join("cache"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("dbus-run-session runs (apt install dbus-x11 at-spi2-core python3-pyatspi)");
    assert!(status.success());
    let read = |name: &str| std::fs::read_to_string(out.path().join(name)).unwrap_or_default();
    let before = read("before.txt");
    let names: Vec<&str> = before
        .lines()
        .filter_map(|l| l.split('\t').nth(1))
        .collect();
    assert!(
        before
            .lines()
            .next()
            .is_some_and(|l| l.starts_with("application\trookery\t")),
        "no Rookery on the accessibility bus: {before}\n{}",
        read("python.log")
    );
    let squares = names
        .iter()
        .filter(|n| {
            n.len() >= 4 && n.as_bytes()[2] == b',' && n[..2].parse::<shakmaty::Square>().is_ok()
        })
        .count();
    assert_eq!(squares, 64, "{before}");
    assert!(names.contains(&"e2, white pawn"));
    assert!(names.contains(&"Type a move"), "the move field is named");
    // A greyed-out button is not sensitive (vendor/accesskit_atspi_common:
    // the release reported every button enabled), with no English word.
    assert!(
        before
            .lines()
            .any(|l| l == "push button\tTakeback…\t\tinsensitive"),
        "{before}"
    );
    assert!(
        before
            .lines()
            .any(|l| l == "push button\tFlip board\t\tsensitive"),
        "{before}"
    );
    let after = read("after.txt");
    let names: Vec<&str> = after.lines().filter_map(|l| l.split('\t').nth(1)).collect();
    assert!(
        names.contains(&"e4, white pawn, last move"),
        "{after}\n{}",
        read("python.log")
    );
    assert!(names.contains(&"e2, empty, last move"));
    assert!(
        names.contains(&"White: pawn e4"),
        "the announcement: {after}"
    );
}
