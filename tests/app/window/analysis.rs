//! The analysis board in the real window: an arrow drawn with a right-drag
//! and a circle with a right-click show on the board, are saved with Ctrl+S
//! into the file, and show again when the file is opened anew.

use super::*;

/// Whether a pixel is the arrows' green over a light or dark square.
fn greenish([r, g, b]: [u8; 3]) -> bool {
    g > r.saturating_add(25) && g > b.saturating_add(25)
}

/// A right-drag between two points, as a mouse makes it.
fn right_drag(from: (usize, usize), to: (usize, usize)) {
    let mid = ((from.0 + to.0) / 2, (from.1 + to.1) / 2);
    xdotool(&[
        "mousemove",
        "--sync",
        &from.0.to_string(),
        &from.1.to_string(),
        "mousedown",
        "3",
    ]);
    xdotool(&[
        "mousemove",
        "--sync",
        &mid.0.to_string(),
        &mid.1.to_string(),
    ]);
    xdotool(&[
        "mousemove",
        "--sync",
        &to.0.to_string(),
        &to.1.to_string(),
        "mouseup",
        "3",
    ]);
}

/// The arrow d4–b5 and the circle on e6 both show.
fn drawings_shown(shot: &Shot, board: (f32, f32, f32)) -> bool {
    let (d4, b5) = (center(board, 3, 3), center(board, 1, 4));
    let shaft = shot.pixel((d4.0 + b5.0) / 2, (d4.1 + b5.1) / 2);
    let e6 = center(board, 4, 5);
    let ring = shot.pixel(e6.0 + (board.2 * 0.43) as usize, e6.1);
    greenish(shaft) && greenish(ring)
}

#[test]
#[ignore = "needs an X display, xdotool and ImageMagick: .ci/run runs it under Xvfb"]
fn an_arrow_and_a_circle_show_are_saved_and_come_back() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let path = tal_file(dir.path());
    let app = start(&[path.to_str().unwrap()]);
    let (_, board) = steady_board();
    wait_for_position(board, TAL_FINAL);
    right_drag(center(board, 3, 3), center(board, 1, 4));
    click(center(board, 4, 5), "3");
    let shot = wait_for("the arrow and the circle", Duration::from_secs(30), || {
        let shot = Shot::take()?;
        drawings_shown(&shot, board).then_some(shot)
    });
    // The board's own squares are untouched elsewhere.
    assert!(!greenish(
        shot.pixel(center(board, 7, 7).0, center(board, 7, 7).1)
    ));
    focus_rookery();
    key("ctrl+s");
    let saved = wait_for("the file saved", Duration::from_secs(30), || {
        std::fs::read_to_string(&path)
            .ok()
            .filter(|t| t.contains("[%cal Gd4b5]"))
    });
    assert!(saved.contains("[%csl Ge6]"), "{saved}");
    assert!(saved.contains("[White \"Tal\"]"), "{saved}");
    drop(app);

    // Opened anew: drawn again.
    let app = start(&[path.to_str().unwrap()]);
    let (_, board) = steady_board();
    wait_for("the drawings read back", Duration::from_secs(60), || {
        drawings_shown(&Shot::take()?, board).then_some(())
    });
    drop(app);
}
