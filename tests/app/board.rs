//! The board driven by simulated pointer and keys, checking after each step
//! that the piece entities match the model.

use bevy::prelude::*;
use rookery::app::{
    highlights::Highlight,
    input::{BROWSING_HINT, BoardHint},
    promotion::choice_positions,
    shared::{BoardPiece, Slide},
};
use rookery::chess::session::Action;
use shakmaty::{Color as Side, Piece, Role, Square};

use super::harness::{FOOLS_MATE, Harness};

const CASTLES: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";

#[test]
fn the_start_position_is_mirrored_by_32_piece_entities() {
    let mut h = Harness::new();
    assert_eq!(h.entity_pieces().len(), 32);
    h.assert_board_matches_model();
}

#[test]
fn click_click_plays_a_move() {
    let mut h = Harness::new();
    h.tap(Square::E2);
    assert_eq!(h.selection(), Some(Square::E2));
    h.tap(Square::E4);
    assert_eq!(h.sans(), vec!["e4"]);
    assert_eq!(h.selection(), None);
    h.assert_board_matches_model();
    h.settle();
    let at = h.piece_translation(Square::E4);
    assert!(at.distance(h.layout().square_center(Square::E4)) < 0.5);
}

#[test]
fn drag_and_drop_plays_a_move_without_a_slide() {
    let mut h = Harness::new();
    h.drag(Square::G1, Square::F3);
    assert_eq!(h.sans(), vec!["Nf3"]);
    h.assert_board_matches_model();
    // A dropped piece is already where it belongs: no slide.
    let at = h.piece_translation(Square::F3);
    assert!(at.distance(h.layout().square_center(Square::F3)) < 0.5);
    let mut slides = h.app.world_mut().query::<(&BoardPiece, &Slide)>();
    assert_eq!(slides.iter(h.app.world()).count(), 0);
}

#[test]
fn the_dragged_piece_follows_the_pointer() {
    let mut h = Harness::new();
    h.point(Square::E2);
    h.press(MouseButton::Left);
    let target = h.layout().square_center(Square::E3) + Vec2::new(10.0, 7.0);
    h.point_at(Some(target));
    h.update();
    h.update();
    assert!(h.piece_translation(Square::E2).distance(target) < 0.5);
    h.release(MouseButton::Left);
}

#[test]
fn a_dropped_king_lands_at_once_while_its_rook_slides() {
    let mut h = Harness::from_fen(CASTLES);
    h.drag(Square::E1, Square::G1);
    assert_eq!(h.sans(), vec!["O-O"]);
    let mut q = h.app.world_mut().query::<(&BoardPiece, Option<&Slide>)>();
    let sliding: Vec<Square> = q
        .iter(h.app.world())
        .filter(|(_, slide)| slide.is_some())
        .map(|(bp, _)| bp.square)
        .collect();
    assert_eq!(sliding, vec![Square::F1], "only the rook slides");
    h.settle();
    let f1 = h.layout().square_center(Square::F1);
    assert!(h.piece_translation(Square::F1).distance(f1) < 0.5);
}

#[test]
fn an_illegal_drop_snaps_back_and_changes_nothing() {
    let mut h = Harness::new();
    h.drag(Square::E2, Square::E5);
    assert!(h.game().plies().is_empty());
    h.assert_board_matches_model();
    h.settle();
    let home = h.layout().square_center(Square::E2);
    assert!(h.piece_translation(Square::E2).distance(home) < 0.5);
}

#[test]
fn a_drop_outside_the_window_snaps_back() {
    let mut h = Harness::new();
    h.drag_to(Square::D2, None);
    assert!(h.game().plies().is_empty());
    h.settle();
    let home = h.layout().square_center(Square::D2);
    assert!(h.piece_translation(Square::D2).distance(home) < 0.5);
    h.assert_board_matches_model();
}

#[test]
fn selection_switches_and_deselects() {
    let mut h = Harness::new();
    h.tap(Square::E2);
    assert_eq!(h.selection(), Some(Square::E2));
    h.tap(Square::D2);
    assert_eq!(
        h.selection(),
        Some(Square::D2),
        "another own piece switches"
    );
    h.tap(Square::D2);
    assert_eq!(h.selection(), None, "the selected piece deselects");
    h.tap(Square::G1);
    h.tap(Square::E5);
    assert_eq!(h.selection(), None, "an empty non-target square deselects");
    assert!(h.game().plies().is_empty());
}

#[test]
fn right_click_and_escape_cancel() {
    let mut h = Harness::new();
    h.tap(Square::E2);
    h.point(Square::E4);
    h.press(MouseButton::Right);
    h.release(MouseButton::Right);
    assert_eq!(h.selection(), None);
    h.tap(Square::E2);
    h.key(KeyCode::Escape);
    assert_eq!(h.selection(), None);
    h.tap(Square::E4);
    assert!(h.game().plies().is_empty());
}

#[test]
fn promotion_through_the_chooser() {
    let mut h = Harness::from_fen("8/P7/8/8/8/8/8/k6K w - - 0 1");
    h.tap(Square::A7);
    h.tap(Square::A8);
    assert_eq!(h.chooser().pending(), Some((Square::A7, Square::A8)));
    assert!(
        h.game().plies().is_empty(),
        "nothing is played before the choice"
    );
    let layout = h.layout();
    let (role, at) = choice_positions(&layout, Square::A8)[1];
    assert_eq!(role, Role::Knight);
    h.tap_at(at);
    assert!(!h.chooser().is_open());
    assert_eq!(h.sans(), vec!["a8=N"]);
    h.assert_board_matches_model();
    assert_eq!(
        h.entity_pieces().get(&Square::A8),
        Some(&Piece {
            color: Side::White,
            role: Role::Knight
        })
    );
}

#[test]
fn promotion_by_drag_then_queen() {
    let mut h = Harness::from_fen("8/P7/8/8/8/8/8/k6K w - - 0 1");
    h.drag(Square::A7, Square::A8);
    assert!(h.chooser().is_open());
    let (role, at) = choice_positions(&h.layout(), Square::A8)[0];
    assert_eq!(role, Role::Queen);
    h.tap_at(at);
    assert_eq!(h.sans(), vec!["a8=Q+"]);
    h.assert_board_matches_model();
}

#[test]
fn promotion_cancelled_by_escape_or_a_click_outside() {
    let mut h = Harness::from_fen("8/P7/8/8/8/8/8/k6K w - - 0 1");
    h.tap(Square::A7);
    h.tap(Square::A8);
    assert!(h.chooser().is_open());
    h.key(KeyCode::Escape);
    assert!(!h.chooser().is_open());
    assert!(h.game().plies().is_empty());
    h.assert_board_matches_model();

    h.drag(Square::A7, Square::A8);
    assert!(h.chooser().is_open());
    h.tap(Square::H4);
    assert!(!h.chooser().is_open());
    assert!(h.game().plies().is_empty());
    h.settle();
    h.assert_board_matches_model();
    let home = h.layout().square_center(Square::A7);
    assert!(h.piece_translation(Square::A7).distance(home) < 0.5);
}

#[test]
fn castling_by_king_two_squares_both_ways() {
    let mut h = Harness::from_fen(CASTLES);
    h.tap(Square::E1);
    h.tap(Square::G1);
    h.drag(Square::E8, Square::C8);
    assert_eq!(h.sans(), vec!["O-O", "O-O-O"]);
    h.assert_board_matches_model();
}

#[test]
fn castling_by_king_onto_rook_both_ways() {
    let mut h = Harness::from_fen(CASTLES);
    h.tap(Square::E1);
    let mut q = h.app.world_mut().query::<&Highlight>();
    let shown: Vec<Highlight> = q.iter(h.app.world()).copied().collect();
    for target in [Square::G1, Square::C1] {
        assert!(shown.contains(&Highlight::QuietTarget(target)), "{target}");
    }
    for rook in [Square::H1, Square::A1] {
        assert!(
            shown.contains(&Highlight::CaptureTarget(rook)),
            "ring on {rook}"
        );
    }
    h.key(KeyCode::Escape);
    h.drag(Square::E1, Square::A1);
    h.tap(Square::E8);
    h.tap(Square::H8);
    assert_eq!(h.sans(), vec!["O-O-O", "O-O"]);
    h.assert_board_matches_model();
    assert_eq!(
        h.entity_pieces().get(&Square::D1).map(|p| p.role),
        Some(Role::Rook)
    );
}

#[test]
fn en_passant_removes_the_captured_pawn() {
    let mut h = Harness::new();
    h.play(&[
        (Square::E2, Square::E4),
        (Square::A7, Square::A6),
        (Square::E4, Square::E5),
        (Square::D7, Square::D5),
    ]);
    h.drag(Square::E5, Square::D6);
    assert_eq!(h.sans().last().unwrap(), "exd6");
    h.assert_board_matches_model();
    assert_eq!(h.entity_pieces().len(), 31);
    assert!(!h.entity_pieces().contains_key(&Square::D5));
}

#[test]
fn the_wrong_side_cannot_pick_up_pieces() {
    let mut h = Harness::new();
    h.tap(Square::E7);
    assert_eq!(h.selection(), None);
    h.drag(Square::E7, Square::E5);
    assert!(h.game().plies().is_empty());
    h.settle();
    h.assert_board_matches_model();
    let home = h.layout().square_center(Square::E7);
    assert!(h.piece_translation(Square::E7).distance(home) < 0.5);
}

#[test]
fn no_moves_while_browsing_history() {
    let mut h = Harness::new();
    h.tap(Square::E2);
    h.tap(Square::E4);
    h.tap(Square::E7);
    h.tap(Square::E5);
    h.key(KeyCode::ArrowLeft);
    assert_eq!(h.game().view_index(), 1);
    h.assert_board_matches_model();
    assert_eq!(
        h.entity_pieces().get(&Square::E7).map(|p| p.role),
        Some(Role::Pawn)
    );
    // White's knight cannot be picked up while Black's reply is hidden:
    // the board says why.
    let hint = |h: &Harness| h.app.world().resource::<BoardHint>().0;
    assert_eq!(hint(&h), None);
    h.tap(Square::G1);
    assert_eq!(h.selection(), None);
    assert_eq!(hint(&h), Some(BROWSING_HINT));
    h.drag(Square::G1, Square::F3);
    assert_eq!(h.game().ply_count(), 2);
    h.key(KeyCode::End);
    assert!(!h.game().is_viewing_past());
    assert_eq!(hint(&h), None, "the hint goes with the view");
    h.assert_board_matches_model();
    h.drag(Square::G1, Square::F3);
    assert_eq!(h.sans(), vec!["e4", "e5", "Nf3"]);
}

#[test]
fn no_moves_after_the_game_ends() {
    let mut h = Harness::new();
    for (from, to) in FOOLS_MATE {
        h.tap(from);
        h.tap(to);
    }
    assert!(h.game().status().is_finished());
    h.tap(Square::A2);
    assert_eq!(h.selection(), None);
}

#[test]
fn flipping_turns_the_board_and_clicks_follow() {
    let mut h = Harness::new();
    let before = h.layout().square_center(Square::E2);
    h.chord(&[KeyCode::ShiftLeft], KeyCode::KeyF);
    h.update();
    assert_eq!(h.layout().orientation, Side::Black);
    let after = h.layout().square_center(Square::E2);
    assert!(after.y > before.y, "White's pawns are at the top now");
    h.settle();
    assert!(h.piece_translation(Square::E2).distance(after) < 0.5);
    h.tap(Square::E2);
    h.tap(Square::E4);
    assert_eq!(h.sans(), vec!["e4"]);
    h.act(Action::Flip);
    assert_eq!(h.layout().orientation, Side::White);
}

#[test]
fn takeback_restores_the_pieces() {
    let mut h = Harness::new();
    h.tap(Square::E2);
    h.tap(Square::E4);
    h.tap(Square::D7);
    h.tap(Square::D5);
    h.tap(Square::E4);
    h.tap(Square::D5);
    assert_eq!(h.entity_pieces().len(), 31);
    h.act(Action::TakeBack);
    assert_eq!(h.sans(), vec!["e4", "d5"]);
    h.assert_board_matches_model();
    assert_eq!(h.entity_pieces().len(), 32);
}

fn highlights(h: &mut Harness) -> Vec<Highlight> {
    let mut q = h.app.world_mut().query::<&Highlight>();
    let mut v: Vec<Highlight> = q.iter(h.app.world()).copied().collect();
    v.sort_by_key(|x| format!("{x:?}"));
    v
}

#[test]
fn highlights_show_selection_targets_last_move_and_check() {
    let mut h = Harness::new();
    h.tap(Square::E2);
    let shown = highlights(&mut h);
    assert!(shown.contains(&Highlight::Selected(Square::E2)));
    assert!(shown.contains(&Highlight::QuietTarget(Square::E3)));
    assert!(shown.contains(&Highlight::QuietTarget(Square::E4)));
    assert_eq!(shown.len(), 3, "{shown:?}");

    h.tap(Square::E4);
    let shown = highlights(&mut h);
    assert_eq!(
        shown,
        vec![
            Highlight::LastMove(Square::E2),
            Highlight::LastMove(Square::E4)
        ]
    );

    // A check glows under the king; only blocking moves are targets.
    for (from, to) in [(Square::D7, Square::D5), (Square::F1, Square::B5)] {
        h.tap(from);
        h.tap(to);
    }
    assert!(highlights(&mut h).contains(&Highlight::Check(Square::E8)));
    h.tap(Square::C7);
    let shown = highlights(&mut h);
    assert!(shown.contains(&Highlight::QuietTarget(Square::C6)));
    assert!(
        !shown.contains(&Highlight::QuietTarget(Square::C5)),
        "c5 leaves the king in check"
    );
    h.tap(Square::C6);
    assert!(
        !highlights(&mut h)
            .iter()
            .any(|x| matches!(x, Highlight::Check(_)))
    );
    // A capture shows a ring.
    h.tap(Square::E4);
    let shown = highlights(&mut h);
    assert!(shown.contains(&Highlight::CaptureTarget(Square::D5)));
    assert!(shown.contains(&Highlight::QuietTarget(Square::E5)));
}

/// A frame's cost under a software renderer is its pixels': the window is
/// cleared to the panel's colour (the panel paints no fill), the board's
/// side is four strips around the board in the theme's background, and
/// the squares, strips and pieces are drawn unfiltered, a texel to a pixel.
#[test]
fn the_board_side_is_four_strips_and_plain_sprites_and_pieces_are_unfiltered() {
    use bevy::image::ImageSampler;
    use rookery::app::{
        board::{backdrop::Backdrop, squares::BoardSquare},
        layout::SidePanelWidth,
        shared::{PLAIN, PieceTextures},
    };
    let mut h = Harness::new();
    h.update();
    let layout = h.layout();
    let panel = h.res::<SidePanelWidth>().0;
    let board = layout.rect();
    let theme = rookery::app::theme::Theme::default();
    let strips: Vec<(Color, Vec2, Vec3)> = h
        .app
        .world_mut()
        .query_filtered::<(&Sprite, &Transform), With<Backdrop>>()
        .iter(h.app.world())
        .map(|(s, t)| (s.color, s.custom_size.unwrap(), t.translation))
        .collect();
    assert_eq!(strips.len(), 4);
    assert!(strips.iter().all(|(c, _, _)| *c == theme.background));
    let covered: f32 = strips.iter().map(|(_, size, _)| size.x * size.y).sum();
    let left = (layout.window.x - panel) * layout.window.y;
    assert_eq!(covered + board.width() * board.height(), left);
    // Under the squares.
    assert!(strips.iter().all(|(_, _, at)| at.z < 0.0));
    let images = h.res::<Assets<Image>>();
    let nearest = |id: AssetId<Image>| {
        images
            .get(id)
            .is_some_and(|i| matches!(i.sampler, ImageSampler::Descriptor(ref d) if *d == bevy::image::ImageSamplerDescriptor::nearest()))
    };
    assert!(nearest(PLAIN.id()), "the plain pixel is unfiltered");
    let textures = h.res::<PieceTextures>();
    let white_king = textures.get(Piece {
        color: Side::White,
        role: Role::King,
    });
    assert!(nearest(white_king.id()), "pieces are unfiltered");
    let squares: Vec<AssetId<Image>> = h
        .app
        .world_mut()
        .query_filtered::<&Sprite, With<BoardSquare>>()
        .iter(h.app.world())
        .map(|s| s.image.id())
        .collect();
    assert_eq!(squares, vec![PLAIN.id(); 64]);
    assert_eq!(
        h.res::<ClearColor>().0,
        rookery::app::theme::PANEL_FILL,
        "the window is cleared to the panel's colour"
    );
}
