//! The panel in the real window: buttons and shortcuts take taps and key
//! senders, a second launch hands its file to the first, and on a small
//! screen the window fits.

use super::*;

#[test]
#[ignore = "needs an X display, xdotool and ImageMagick: .ci/run runs it under Xvfb"]
fn panel_buttons_take_taps_after_a_pause_and_ctrl_n_opens_the_dialog() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let app = start(&[]);
    let (_, board) = steady_board();
    for (from, to, san) in [((4, 1), (4, 3), "e4"), ((4, 6), (4, 4), "e5")] {
        tap(center(board, from.0, from.1));
        tap(center(board, to.0, to.1));
        wait_for(san, Duration::from_secs(30), || {
            (selected_moves() == [san]).then_some(())
        });
    }
    // Each tap after a pause of more than egui's longest click: every one
    // counts.
    for (glyph, expected) in [
        ("Back one move", &["e4"][..]),
        ("Back one move", &[]),
        ("Forward one move", &["e4"]),
        ("Forward one move", &["e5"]),
    ] {
        // The pause is what this test is about, not a wait.
        sleep(Duration::from_millis(1200));
        tap_widget("Button", glyph);
        wait_for(
            &format!("{expected:?} viewed"),
            Duration::from_secs(10),
            || (selected_moves() == expected).then_some(()),
        );
    }
    // A key sender presses Ctrl, N, and lets go, within one frame.
    focus_rookery();
    key("ctrl+n");
    wait_for("the new-game dialog", Duration::from_secs(20), || {
        widgets()
            .iter()
            .any(|w| w.role == "Button" && w.text == "Start game")
            .then_some(())
    });
    drop(app);
}

#[test]
#[ignore = "needs an X display, xdotool and ImageMagick: .ci/run runs it under Xvfb"]
fn alt_and_a_menu_s_letter_in_one_frame_opens_it_and_types_nothing() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let app = start(&[]);
    steady_board();
    focus_rookery();
    // A key sender presses Alt, G and lets go within one frame, the board
    // having the keyboard: the Game menu opens, and the G is no move's
    // first letter typed on the board (the move field took it as "g").
    key("alt+g");
    wait_for("the Game menu", Duration::from_secs(20), || {
        widgets()
            .iter()
            .any(|w| w.role == "MenuItem" && w.text == "Open repertoire…")
            .then_some(())
    });
    let fields: Vec<String> = widgets()
        .into_iter()
        .filter(|w| w.role == "TextInput")
        .map(|w| w.value)
        .collect();
    assert!(fields.iter().all(String::is_empty), "{fields:?}");
    drop(app);
}

#[test]
#[ignore = "needs an X display, xdotool and ImageMagick: .ci/run runs it under Xvfb"]
fn a_second_launch_hands_its_file_to_the_running_window() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let file = tal_file(dir.path());
    let env = [
        ("ROOKERY_NO_AUTOSAVE", "0"),
        ("XDG_DATA_HOME", data.to_str().unwrap()),
    ];
    let app = start_with_env(&[], &env);
    let (_, board) = steady_board();
    tap(center(board, 3, 1));
    tap(center(board, 3, 3));
    let autosave = data.join("rookery/autosave.pgn");
    wait_for("the autosave of 1.d4", Duration::from_secs(30), || {
        std::fs::read_to_string(&autosave)
            .ok()
            .filter(|t| t.contains("1. d4"))
    });
    // The second launch, as a double-click on a file runs it.
    let second = Command::new(env!("CARGO_BIN_EXE_rookery"))
        .arg(&file)
        .env(NO_SESSION_BUS.0, NO_SESSION_BUS.1)
        .env("XDG_CONFIG_HOME", private_config())
        .env("XDG_RUNTIME_DIR", private_runtime())
        .env("XDG_DATA_HOME", &data)
        .output()
        .expect("the second launch runs");
    assert!(second.status.success(), "{second:?}");
    assert_eq!(
        String::from_utf8_lossy(&second.stdout),
        "Rookery is already running: the request went to its window.\n"
    );
    wait_for(
        "the file to open in the first window",
        Duration::from_secs(60),
        || window_title().filter(|t| t == "Rookery — tal.pgn — Tal vs Petrosian"),
    );
    wait_for_position(board, TAL_FINAL);
    // The game the first window was playing went to the archive, written by
    // the first window: there was never a second one.
    let archive = std::fs::read_to_string(data.join("rookery/games.pgn")).unwrap();
    assert!(archive.contains("1. d4 *"), "{archive}");
    assert!(!autosave.exists(), "the opened record is not autosaved");
    let windows = Command::new("xdotool")
        .args(["search", "--name", "^Rookery"])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&windows.stdout).lines().count(),
        1,
        "one window"
    );
    drop(app);
}

#[test]
#[ignore = "needs Xvfb, xdotool and ImageMagick: .ci/run runs it"]
fn on_an_800_by_600_screen_the_window_fits_and_the_panel_shows() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    // A screen of its own, 800×600.
    let display = format!(":{}", 40 + std::process::id() % 20);
    let mut xvfb = Command::new("Xvfb")
        .args([&display, "-screen", "0", "800x600x24", "-nolisten", "tcp"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb starts");
    let socket = format!("/tmp/.X11-unix/X{}", &display[1..]);
    wait_for("the small screen", Duration::from_secs(20), || {
        std::path::Path::new(&socket).exists().then_some(())
    });
    let app = start_with_env(&[], &[("DISPLAY", display.as_str())]);
    let geometry = wait_for("the window to fit", Duration::from_secs(60), || {
        let out = Command::new("xdotool")
            .args([
                "search",
                "--name",
                "^Rookery",
                "getwindowgeometry",
                "--shell",
            ])
            .env("DISPLAY", &display)
            .output()
            .ok()?;
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let value = |key: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(key)?.parse::<i32>().ok())
        };
        let (x, y, w, h) = (
            value("X=")?,
            value("Y=")?,
            value("WIDTH=")?,
            value("HEIGHT=")?,
        );
        (w <= 720 && h <= 540).then_some((x, y, w, h))
    });
    let (x, y, w, h) = geometry;
    assert!(
        x >= 0 && y >= 0 && x + w <= 800 && y + h <= 600,
        "{geometry:?}"
    );
    // The panel's buttons and the move field are on the screen (New game…
    // is in the Game menu when the field takes its room).
    wait_for("the panel", Duration::from_secs(30), || {
        let all = widgets();
        let inside = all
            .iter()
            .all(|widget| widget.rect[2] <= w as f32 + 0.5 && widget.rect[3] <= h as f32 + 0.5);
        let field = all
            .iter()
            .any(|w| w.role == "TextInput" && w.text == "Type a move");
        let arrows = all.iter().any(|w| w.role == "Button" && w.text == "Start");
        (field && arrows && inside).then_some(())
    });
    drop(app);
    let _ = xvfb.kill();
    let _ = xvfb.wait();
}

#[test]
#[ignore = "needs an X display, xdotool and ImageMagick: .ci/run runs it under Xvfb"]
fn options_from_a_launcher_that_cannot_be_read_are_said_in_the_window() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    // Standard error goes nowhere, as from a launcher: the window opens
    // and says what was wrong.
    let _app = start(&["--time", "0+1"]);
    let said = wait_for("the notice", Duration::from_secs(30), || {
        widgets().into_iter().find(|w| {
            w.role == "Label"
                && w.text
                    .starts_with("Rookery was started with options it cannot use")
        })
    });
    assert!(said.text.contains("'0+1'"), "{}", said.text);
    // And a dialog answers Esc: Ctrl+N opens the new-game dialog, Esc
    // closes it.
    focus_rookery();
    key("ctrl+n");
    wait_for("the new-game dialog", Duration::from_secs(20), || {
        widgets()
            .iter()
            .any(|w| w.role == "Button" && w.text == "Start game")
            .then_some(())
    });
    key("Escape");
    wait_for("the dialog to close", Duration::from_secs(20), || {
        (!widgets()
            .iter()
            .any(|w| w.role == "Button" && w.text == "Start game"))
        .then_some(())
    });
}
