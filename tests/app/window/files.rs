//! Files in the real window: a big file from the command line, the zenity
//! dialog, and the path field when there is no dialog service.

use super::*;

/// Starts the app on a 50,000-game file in `dir`, narrows the list to Tal's
/// game and opens it.
fn open_tals_game(dir: &std::path::Path) -> App {
    let path = big_file(dir);
    let app = start(&[path.to_str().unwrap()]);
    // The list covers the board; its search box has the keyboard.
    wait_for("the list", Duration::from_secs(120), || {
        widgets()
            .iter()
            .any(|w| w.text.contains("50,000 games"))
            .then_some(())
    });
    focus_rookery();
    type_text("Tal");
    wait_for_field("Tal");
    key("Return");
    wait_for("Tal's game to open", Duration::from_secs(60), || {
        window_title().filter(|t| t.contains("Tal, Mikhail 4321 vs Petrosian"))
    });
    app
}

#[test]
#[ignore = "needs an X display, xdotool and ImageMagick: .ci/run runs it under Xvfb"]
fn a_big_file_from_the_command_line_lists_filters_and_opens() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let app = open_tals_game(dir.path());
    let (_, board) = steady_board();
    assert_eq!(
        window_title().unwrap(),
        "Rookery — big.pgn — Tal, Mikhail 4321 vs Petrosian, Tigran"
    );
    wait_for_position(board, TAL_FINAL);
    drop(app);
}

#[test]
#[ignore = "needs an X display, xdotool and ImageMagick: .ci/run runs it under Xvfb"]
fn the_explorer_of_a_big_file_narrows_as_a_move_is_clicked() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let app = open_tals_game(dir.path());
    // At its start, with the Explorer tab.
    key("Home");
    tap_widget("Button", "Explorer");
    // Every game starts from the start: 49,999 with 1.d4, Tal's with 1.e4.
    let has = |text: &str| widgets().iter().any(|w| w.text == text);
    wait_for("the explorer", Duration::from_secs(120), || {
        (has("50,000 games") && has("49,999") && has("e4")).then_some(())
    });
    tap_widget("Button", "e4");
    wait_for("the counts after 1.e4", Duration::from_secs(30), || {
        (has("1 game") && has("c5") && !has("50,000 games")).then_some(())
    });
    drop(app);
}

#[test]
#[ignore = "needs an X display, xdotool, ImageMagick and zenity: .ci/run runs it under Xvfb"]
fn the_open_dialog_opens_a_file_through_zenity() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    assert!(has_zenity(), "zenity must be installed for this test");
    let dir = tempfile::tempdir().unwrap();
    let path = tal_file(dir.path());
    let app = start(&[]);
    let (_, board) = steady_board();
    focus_rookery();
    key("ctrl+o");
    // zenity's file chooser: the app has no session bus (`NO_SESSION_BUS`),
    // so rfd's portal fails and it falls back to zenity.
    let zenity = || {
        Command::new("xdotool")
            .args(["search", "--onlyvisible", "--class", "zenity"])
            .output()
            .is_ok_and(|out| !out.stdout.is_empty())
    };
    wait_for("the file dialog", Duration::from_secs(60), || {
        zenity().then_some(())
    });
    // GTK handles keys in order: the location field Ctrl+L opens takes
    // the path typed after it.
    focus(&["--class", "zenity"]);
    key("ctrl+l");
    type_text(path.to_str().unwrap());
    key("Return");
    // GTK's chooser may take the first Return for its completion of the
    // path, and on an X server just started xdotool's first typing can
    // lose letters: while the dialog stays, the path is typed again over
    // what the location field holds, and Return pressed again.
    let mut last_return = Instant::now();
    wait_for("the game to open", Duration::from_secs(60), || {
        let opened = window_title().filter(|t| t.contains("tal.pgn — Tal vs Petrosian"));
        if opened.is_none() && zenity() && last_return.elapsed() > Duration::from_secs(3) {
            focus(&["--class", "zenity"]);
            key("ctrl+l");
            key("ctrl+a");
            type_text(path.to_str().unwrap());
            key("Return");
            last_return = Instant::now();
        }
        opened
    });
    wait_for_position(board, TAL_FINAL);
    drop(app);
}

#[test]
#[ignore = "needs an X display, xdotool and ImageMagick: .ci/run runs it under Xvfb"]
fn without_a_dialog_service_the_path_field_opens_a_file() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let path = tal_file(dir.path());
    // No zenity on the PATH and no session bus: no dialog can be shown.
    let empty = dir.path().join("bin");
    std::fs::create_dir(&empty).unwrap();
    let app = start_with_env(&[], &[("PATH", empty.to_str().unwrap())]);
    let (_, board) = steady_board();
    focus_rookery();
    let asked = Instant::now();
    key("ctrl+o");
    // The path field appears with the keyboard.
    wait_for_field("");
    // Enter once the field holds the whole path. On an X server just
    // started, xdotool's first typing can lose letters (it remaps keys for
    // the characters it types): the field is emptied and the path typed
    // again, at most three times.
    let typed = path.to_str().unwrap();
    for _ in 0..3 {
        type_text(typed);
        let until = Instant::now() + Duration::from_secs(10);
        while Instant::now() < until && !field_holds(typed) {
            std::thread::sleep(Duration::from_millis(100));
        }
        if field_holds(typed) {
            break;
        }
        key("ctrl+a");
        key("BackSpace");
    }
    wait_for_field(typed);
    key("Return");
    wait_for("the game to open", Duration::from_secs(60), || {
        window_title().filter(|t| t.contains("tal.pgn — Tal vs Petrosian"))
    });
    assert!(asked.elapsed() < Duration::from_secs(30));
    wait_for_position(board, TAL_FINAL);
    drop(app);
}

/// Whether a text field holds `text` now.
fn field_holds(text: &str) -> bool {
    widgets()
        .iter()
        .any(|w| w.role == "TextInput" && w.value == text)
}
