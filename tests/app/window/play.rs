//! The board in the real window: its colours, a move by taps, a promotion
//! through the chooser.

use super::*;

#[test]
#[ignore = "needs an X display, xdotool and ImageMagick: .ci/run runs it under Xvfb"]
fn the_real_window_shows_the_board_and_plays_e4() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    assert!(
        std::env::var_os("DISPLAY").is_some(),
        "DISPLAY must name an X server (Xvfb)"
    );
    let app = start(&[]);

    // The first frames: the board's colours appear, and the board stays put
    // once the side panel has measured itself.
    let (shot, board) = steady_board();
    assert!(board.2 > 20.0, "squares are {} px", board.2);

    // a1 dark, h1 light (sampled beside the piece, inside the square).
    let corner = |file, rank| {
        let (x, y) = center(board, file, rank);
        let off = (board.2 * 0.45) as usize;
        shot.pixel(x - off, y)
    };
    assert!(close(corner(0, 2), DARK), "a3 is dark: {:?}", corner(0, 2));
    assert!(
        close(corner(7, 2), LIGHT),
        "h3 is light: {:?}",
        corner(7, 2)
    );
    let (x, y) = center(board, 4, 3);
    assert!(close(shot.pixel(x, y), LIGHT), "e4 is light and empty");
    let (x, y) = center(board, 3, 3);
    assert!(close(shot.pixel(x, y), DARK), "d4 is dark and empty");

    let area = sample_area(board);
    assert!(piece_pixels(&shot, board, 4, 0) > area / 8, "a piece on e1");
    assert!(piece_pixels(&shot, board, 4, 7) > area / 8, "a piece on e8");
    assert_eq!(piece_pixels(&shot, board, 4, 3), 0, "nothing on e4");

    // 1.e4 with the real pointer: tap the pawn, tap its square.
    tap(center(board, 4, 1));
    tap(center(board, 4, 3));
    let shot = wait_for("the pawn on e4", Duration::from_secs(30), || {
        let shot = Shot::take()?;
        (piece_pixels(&shot, board, 4, 3) > area / 10).then_some(shot)
    });
    assert_eq!(piece_pixels(&shot, board, 4, 1), 0, "the pawn left e2");
    assert!(
        piece_pixels(&shot, board, 3, 1) > area / 10,
        "d2 keeps its pawn"
    );
    drop(app);
}

#[test]
#[ignore = "needs an X display, xdotool and ImageMagick: .ci/run runs it under Xvfb"]
fn a_tap_in_the_real_chooser_promotes_to_a_knight() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    assert!(
        std::env::var_os("DISPLAY").is_some(),
        "DISPLAY must name an X server (Xvfb)"
    );
    // A white knight on h3, a light square like a8, to compare with.
    let app = start(&["--fen", "8/P7/8/8/8/7N/8/k6K w - - 0 1"]);
    let (_, board) = steady_board();
    let area = sample_area(board);
    tap(center(board, 0, 6));
    tap(center(board, 0, 7));
    // The chooser shows queen, knight, rook, bishop from a8 down, over a
    // shade: the board's own colours are gone.
    wait_for("the chooser", Duration::from_secs(30), || {
        (Shot::take()?.find_board() != Some(board)).then_some(())
    });
    // The knight stands on a7.
    tap(center(board, 0, 6));
    let mut last_a8 = None;
    let shot = wait_for("the promoted piece", Duration::from_secs(30), || {
        let shot = Shot::take()?;
        // The chooser's shade is gone when the board's colours are back,
        // and the piece has landed when two shots show it alike.
        let back = shot.find_board() == Some(board);
        let mask = piece_mask(&shot, board, 0, 7);
        let landed = last_a8.replace(mask.clone()) == Some(mask);
        (back && landed && piece_pixels(&shot, board, 0, 7) > area / 10).then_some(shot)
    });
    assert_eq!(piece_pixels(&shot, board, 0, 6), 0, "a7 is empty");
    // The same piece: its masks agree but for a few edge pixels, whose
    // anti-aliasing blends with the last move's tint on a8. (Another piece
    // differs in hundreds.)
    let (a8, h3) = (
        piece_mask(&shot, board, 0, 7),
        piece_mask(&shot, board, 7, 2),
    );
    let differ = a8.iter().zip(&h3).filter(|(a, b)| a != b).count();
    let drawn = h3.iter().filter(|p| **p).count();
    assert!(
        differ * 20 < drawn,
        "a8 shows the same piece as the knight on h3: {differ} of {drawn} pixels differ"
    );
    drop(app);
}
