//! The review's bugs, each shown fixed: taps read where they happen, the
//! panel's claims follow the game, idle frames do no work, the board and panel never
//! overlap, the board follows the panel's width in the same frame, and the
//! piece art is parsed once.

use bevy::prelude::*;
use bevy_egui::egui;
use rookery::app::{
    layout::{BoardLayout, SidePanelWidth},
    panel::probe_layout,
    pieces::PieceArt,
    promotion::choice_positions,
    shared::{BoardPiece, PanelRelayoutStep},
    squares::BoardSquare,
};
use rookery::chess::session::Action;
use rookery::{chess::game::Game, chess::session::NewGame};
use shakmaty::{Color as Side, Piece, Role, Square};

use super::harness::Harness;

#[test]
fn a_tap_on_the_chooser_promotes() {
    let mut h = Harness::from_fen("8/P7/8/8/8/8/8/k6K w - - 0 1");
    // Each step a tap: the pointer jumps and presses in the same frame.
    let layout = h.layout();
    h.tap_at(layout.square_center(Square::A7));
    h.tap_at(layout.square_center(Square::A8));
    assert!(h.chooser().is_open());
    let (role, at) = choice_positions(&h.layout(), Square::A8)[2];
    assert_eq!(role, Role::Rook);
    h.tap_at(at);
    assert_eq!(h.sans(), vec!["a8=R+"]);
    assert_eq!(
        h.entity_pieces().get(&Square::A8),
        Some(&Piece {
            color: Side::White,
            role: Role::Rook
        })
    );
}

#[test]
fn taps_select_and_move_where_they_land() {
    let mut h = Harness::new();
    let layout = h.layout();
    h.tap_at(layout.square_center(Square::G1));
    assert_eq!(h.selection(), Some(Square::G1));
    h.tap_at(layout.square_center(Square::F3));
    assert_eq!(h.sans(), vec!["Nf3"]);
    h.assert_board_matches_model();
}

/// The claim buttons the panel shows now, drawn by the app's own panel
/// system (its claims are worked out once per revision of the game).
fn claim_buttons(h: &mut Harness, ctx: &egui::Context) -> Vec<String> {
    let probe = probe_layout(h.app.world_mut(), ctx, egui::vec2(1100.0, 760.0), 1.0, 2);
    probe
        .widgets
        .into_iter()
        .filter(|w| w.role == "Button" && w.text.starts_with("Claim a draw"))
        .map(|w| w.text)
        .collect()
}

#[test]
fn the_panel_offers_the_claims_of_the_game_shown() {
    // The panel keeps its claims until the game's revision changes: the
    // same ply count in another game, or after a takeback, is another
    // revision, so stale claims never show.
    let ctx = egui::Context::default();
    let mut h = Harness::new();
    let dance = [
        (Square::G1, Square::F3),
        (Square::G8, Square::F6),
        (Square::F3, Square::G1),
        (Square::F6, Square::G8),
        (Square::G1, Square::F3),
        (Square::G8, Square::F6),
        (Square::F3, Square::G1),
    ];
    h.play(&dance);
    assert_eq!(claim_buttons(&mut h, &ctx), ["Claim a draw with Ng8"]);
    // Another game of seven plies, Black to move: nothing to claim.
    let mut other = Game::new();
    for san in ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"] {
        other.play_san(san).unwrap();
    }
    h.start(NewGame::untimed(other));
    assert_eq!(h.game().ply_count(), 7);
    assert_eq!(claim_buttons(&mut h, &ctx), Vec::<String>::new());
    // Back to the dance: the third time the position stands, the player
    // to move claims it as it is.
    h.start(NewGame::untimed(Game::new()));
    h.play(&dance);
    h.play(&[(Square::F6, Square::G8)]);
    assert_eq!(
        claim_buttons(&mut h, &ctx),
        ["Claim a draw (threefold repetition)"]
    );
    // Taken back to seven plies: the claim with a move again.
    h.act(Action::TakeBack);
    assert_eq!(h.game().ply_count(), 7);
    assert_eq!(claim_buttons(&mut h, &ctx), ["Claim a draw with Ng8"]);
}

#[test]
fn an_idle_frame_runs_no_highlight_sync_or_placement() {
    let mut h = Harness::new();
    h.tap(Square::E2);
    h.tap(Square::E4);
    h.settle();
    let before = h.work();
    for _ in 0..10 {
        h.update();
    }
    assert_eq!(h.work(), before, "idle frames did board work");
    // Work resumes when something happens.
    h.tap(Square::E7);
    assert!(h.work().highlights > before.highlights);
}

#[test]
fn board_and_panel_never_overlap_at_any_scale() {
    let windows = [
        Vec2::new(1100.0, 760.0),
        Vec2::new(800.0, 600.0),
        Vec2::new(1920.0, 1080.0),
        Vec2::new(640.0, 480.0),
        Vec2::new(333.0, 517.0),
    ];
    for scale in [1.0, 1.25, 1.5, 2.0] {
        for window in windows {
            // The panel keeps to 45% of the window at most.
            for panel in [250.0_f32, 320.0, 437.5, 560.0].map(|p| p.min(window.x * 0.45)) {
                for side in [Side::White, Side::Black] {
                    let layout = BoardLayout::fit(window, panel, scale, side);
                    let rect = layout.rect();
                    let panel_left = window.x / 2.0 - panel;
                    assert!(
                        rect.max.x <= panel_left + 1e-3,
                        "scale {scale} window {window} panel {panel}: board ends at {} past {}",
                        rect.max.x,
                        panel_left
                    );
                    assert!(rect.min.x >= -window.x / 2.0 - 1e-3);
                    assert!(rect.max.y <= window.y / 2.0 + 1e-3);
                    // Squares are whole physical pixels.
                    let px = layout.square * scale;
                    assert!((px - px.round()).abs() < 1e-3, "{px}");
                }
            }
        }
    }
}

/// Widens the panel after `Update`, as egui's pass does.
fn widen_panel(mut width: ResMut<SidePanelWidth>, mut done: Local<bool>) {
    if !*done {
        *done = true;
        width.0 = 500.0;
    }
}

#[test]
fn the_board_follows_the_panel_width_in_the_same_frame() {
    let mut h = Harness::new();
    let old = h.layout();
    h.app
        .add_systems(PostUpdate, widen_panel.before(PanelRelayoutStep::Layout));
    h.update();
    let new = h.layout();
    assert!(new.square < old.square, "the layout followed the panel");
    // In that very frame the squares and pieces stand on the new layout.
    let mut squares = h.app.world_mut().query::<(&BoardSquare, &Transform)>();
    for (square, transform) in squares.iter(h.app.world()) {
        assert_eq!(
            transform.translation.truncate(),
            new.square_center(square.0),
            "{}",
            square.0
        );
    }
    let mut pieces = h
        .app
        .world_mut()
        .query::<(&BoardPiece, &Transform, &Sprite)>();
    for (piece, transform, sprite) in pieces.iter(h.app.world()) {
        assert_eq!(
            transform.translation.truncate(),
            new.square_center(piece.square)
        );
        assert_eq!(sprite.custom_size, Some(Vec2::splat(new.square)));
    }
}

#[test]
fn piece_art_is_parsed_once_whatever_the_resizes() {
    let mut h = Harness::new();
    for width in [300.0, 420.0, 260.0, 510.0] {
        h.app.world_mut().resource_mut::<SidePanelWidth>().0 = width;
        h.update();
    }
    assert_eq!(h.app.world().resource::<PieceArt>().parsed, 12);
}
