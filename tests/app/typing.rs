//! Moves and commands typed into the move field, through the real panel
//! with egui's text events (the probe), as the window delivers typing: a
//! move's first letter on the board focuses the field, a move is played
//! as soon as it is the only one that fits, a refused one says why, a
//! square picks up a piece, and the field's words act on the game.

use bevy_egui::egui;
use rookery::{
    app::panel::{Probe, probe_typing},
    chess::game::{Status, Termination},
};
use shakmaty::{Color, KnownOutcome, Square};

use super::harness::Harness;

const SIZE: egui::Vec2 = egui::vec2(800.0, 600.0);

/// Types `text` (then Enter if `enter`), and lets the app apply what the
/// field asked.
fn type_in(h: &mut Harness, ctx: &egui::Context, text: &str, enter: bool) -> Probe {
    let probe = probe_typing(h.app.world_mut(), ctx, SIZE, text, enter);
    h.update();
    h.update();
    probe
}

fn says(probe: &Probe, words: &str) -> bool {
    probe.widgets.iter().any(|w| w.text.contains(words))
}

#[test]
fn moves_typed_on_the_board_are_played_and_a_refused_one_says_why() {
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    for typed in ["e4", "e5", "nf3", "Nc6", "Bb5"] {
        type_in(&mut h, &ctx, typed, false);
    }
    assert_eq!(h.sans(), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    // The field kept the keyboard.
    let probe = type_in(&mut h, &ctx, "Ke6", false);
    assert_eq!(h.sans().len(), 5);
    assert!(
        says(&probe, "Ke6 is not a legal move here"),
        "{:?}",
        probe.widgets
    );
    // Castling waits while O-O-O could be meant, and Enter plays O-O.
    let mut h = Harness::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    type_in(&mut h, &ctx, "O-O", false);
    assert!(h.sans().is_empty(), "waiting");
    type_in(&mut h, &ctx, "", true);
    assert_eq!(h.sans(), ["O-O"]);
}

#[test]
fn a_square_picks_up_a_piece_and_the_next_square_moves_it() {
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    type_in(&mut h, &ctx, "g1", false);
    assert_eq!(h.selection(), Some(Square::G1));
    type_in(&mut h, &ctx, "f3", false);
    assert_eq!(h.sans(), ["Nf3"]);
    assert_eq!(h.selection(), None);
}

#[test]
fn the_field_s_words_offer_and_accept_a_draw_flip_and_resign() {
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    type_in(&mut h, &ctx, "e4", false);
    type_in(&mut h, &ctx, "draw", false);
    assert_eq!(h.game().draw_offer(), Some(Color::Black));
    // Black offered with the move; White answers `draw`: accepted.
    type_in(&mut h, &ctx, "e5", false);
    type_in(&mut h, &ctx, "draw", false);
    assert_eq!(
        h.game().status(),
        Status::Finished {
            outcome: KnownOutcome::Draw,
            termination: Termination::Agreement,
        }
    );
    let mut h = Harness::new();
    type_in(&mut h, &ctx, "flip", false);
    assert_eq!(h.session().orientation(), Color::Black);
    let probe = type_in(&mut h, &ctx, "who", false);
    assert!(says(&probe, "White (White) to move"), "{:?}", probe.widgets);
    let probe = type_in(&mut h, &ctx, "clock", false);
    assert!(says(&probe, "The game has no clock."));
    type_in(&mut h, &ctx, "resign", false);
    assert_eq!(
        h.game().status(),
        Status::Finished {
            outcome: KnownOutcome::Decisive {
                winner: Color::Black
            },
            termination: Termination::Resignation {
                resigned: Color::White
            },
        }
    );
}
