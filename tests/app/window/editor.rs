//! The board editor in the real window: a K+R v K position set up with
//! the mouse from the palette, played from there with a clock.

use super::*;

#[test]
#[ignore = "needs an X display, xdotool and ImageMagick: .ci/run runs it under Xvfb"]
fn a_rook_ending_set_up_with_the_mouse_is_played_with_a_clock() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let app = start(&[]);
    let (_, board) = steady_board();
    focus_rookery();
    key("ctrl+e");
    tap_widget("Button", "Clear");
    wait_for("the board cleared", Duration::from_secs(30), || {
        widgets()
            .iter()
            .any(|w| w.text == "• White has no king")
            .then_some(())
    });
    // Each piece is chosen (its button shown chosen: on a loaded machine a
    // tap can come before the frame that took the last) before its square.
    // The palette's buttons are named by their pieces, not their figurines.
    for (piece, square) in [
        ("white king", (4, 0)),
        ("white rook", (0, 0)),
        ("black king", (4, 7)),
    ] {
        let name = format!("{piece}: Click squares to put it");
        let name = name.as_str();
        wait_for(&format!("{piece} chosen"), Duration::from_secs(60), || {
            let chosen = |w: &[Widget]| w.iter().any(|w| w.text == name && w.selected);
            if chosen(&widgets()) {
                return Some(());
            }
            tap_widget("Button", name);
            std::thread::sleep(Duration::from_millis(1000));
            chosen(&widgets()).then_some(())
        });
        tap(center(board, square.0, square.1));
    }
    wait_for_position(board, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    wait_for("the position said legal", Duration::from_secs(30), || {
        widgets()
            .iter()
            .any(|w| w.text == "Legal position")
            .then_some(())
    });
    tap_widget("Button", "Play from here…");
    // The dialog fades in: a tap is repeated until it took.
    let tap_until = |text: &str, done: &dyn Fn(&[Widget]) -> bool| {
        wait_for(&format!("{text} taken"), Duration::from_secs(60), || {
            if done(&widgets()) {
                return Some(());
            }
            tap_widget("Button", text);
            std::thread::sleep(Duration::from_millis(500));
            done(&widgets()).then_some(())
        })
    };
    tap_until("3+2", &|w| w.iter().any(|w| w.text == "3+2" && w.selected));
    tap_until("Start game", &|w| !w.iter().any(|w| w.text == "Start game"));
    // A 3+2 clock on both sides.
    wait_for("both clocks", Duration::from_secs(30), || {
        let clocks = widgets()
            .into_iter()
            .filter(|w| {
                w.role == "Label" && (w.text == "White clock 3:00" || w.text == "Black clock 3:00")
            })
            .count();
        (clocks == 2).then_some(())
    });
    // The rook goes up the board: the game is played from there.
    tap(center(board, 0, 0));
    tap(center(board, 0, 6));
    wait_for_position(board, "4k3/R7/8/8/8/8/8/4K3 b - - 1 1");
    drop(app);
}
