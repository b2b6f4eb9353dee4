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
    // A word runs on Enter only.
    type_in(&mut h, &ctx, "draw", false);
    assert_eq!(h.game().draw_offer(), None);
    type_in(&mut h, &ctx, "", true);
    assert_eq!(h.game().draw_offer(), Some(Color::Black));
    // Black offered with the move; White answers `draw`: accepted.
    type_in(&mut h, &ctx, "e5", false);
    type_in(&mut h, &ctx, "draw", true);
    assert_eq!(h.game().status(), agreed());
    let mut h = Harness::new();
    type_in(&mut h, &ctx, "flip", true);
    assert_eq!(h.session().orientation(), Color::Black);
    let probe = type_in(&mut h, &ctx, "who", true);
    assert!(says(&probe, "White (White) to move"), "{:?}", probe.widgets);
    let probe = type_in(&mut h, &ctx, "clock", true);
    assert!(says(&probe, "The game has no clock."));
    // `resign` as typed does nothing; on Enter it asks once more, and
    // Enter there resigns.
    type_in(&mut h, &ctx, "resign", false);
    assert!(!h.game().status().is_finished());
    let probe = type_in(&mut h, &ctx, "", true);
    assert!(says(&probe, "Resign as White?"), "{:?}", probe.widgets);
    assert!(!h.game().status().is_finished());
    type_in(&mut h, &ctx, "", true);
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

fn agreed() -> Status {
    Status::Finished {
        outcome: KnownOutcome::Draw,
        termination: Termination::Agreement,
    }
}

#[test]
fn draw_and_takeback_answer_the_offer_or_request_that_stands() {
    let ctx = egui::Context::default();
    // White offers before moving; `draw` again is Black's acceptance,
    // though it is still White's turn.
    let mut h = Harness::new();
    type_in(&mut h, &ctx, "draw", true);
    assert_eq!(h.game().draw_offer(), Some(Color::White));
    type_in(&mut h, &ctx, "draw", true);
    assert_eq!(h.game().status(), agreed());

    // Black asks to take back 1...e5; `takeback` is White's consent.
    let mut h = Harness::new();
    for typed in ["e4", "e5"] {
        type_in(&mut h, &ctx, typed, false);
    }
    type_in(&mut h, &ctx, "takeback", true);
    assert_eq!(h.session().takeback_request(), Some(Color::Black));
    let probe = type_in(&mut h, &ctx, "takeback", true);
    assert_eq!(h.sans(), ["e4"]);
    assert_eq!(h.session().takeback_request(), None);
    assert!(
        !says(&probe, "There is no move to take back"),
        "{:?}",
        probe.widgets
    );
}

#[test]
fn an_ambiguous_or_illegal_typed_move_says_so_and_a_new_game_starts_empty() {
    let ctx = egui::Context::default();
    let mut h =
        Harness::from_fen("rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R b KQkq - 3 3");
    let probe = type_in(&mut h, &ctx, "nd7", true);
    assert!(
        says(&probe, "nd7 fits several moves: Nbd7, Nfd7"),
        "{:?}",
        probe.widgets
    );
    let probe = type_in(&mut h, &ctx, "", false);
    assert!(says(&probe, "nd7"), "the text stays to be corrected");
    // A new game: the field is empty and says nothing.
    h.start(rookery::chess::session::NewGame::untimed(
        rookery::chess::game::Game::new(),
    ));
    let probe = type_in(&mut h, &ctx, "", false);
    assert!(!says(&probe, "nd7"), "{:?}", probe.widgets);
    type_in(&mut h, &ctx, "e4", false);
    assert_eq!(h.sans(), ["e4"]);
}

#[test]
fn alt_and_a_letter_types_nothing_into_the_move_field() {
    use rookery::app::panel::probe_frames;
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    type_in(&mut h, &ctx, "N", false);
    let alt = egui::Modifiers::ALT;
    let chord = |key, text: &str| {
        vec![
            egui::Event::Key {
                key,
                physical_key: None,
                pressed: true,
                repeat: false,
                modifiers: alt,
            },
            egui::Event::Text(text.to_owned()),
            egui::Event::Key {
                key,
                physical_key: None,
                pressed: false,
                repeat: false,
                modifiers: alt,
            },
        ]
    };
    probe_frames(
        h.app.world_mut(),
        &ctx,
        SIZE,
        vec![
            vec![egui::Event::ModifiersChanged(alt)],
            chord(egui::Key::G, "g"),
            chord(egui::Key::M, "m"),
            vec![egui::Event::ModifiersChanged(egui::Modifiers::NONE)],
        ],
    );
    h.update();
    // The field still holds the N typed; f3 makes Nf3, not Ngmf3.
    type_in(&mut h, &ctx, "f3", false);
    assert_eq!(h.sans(), ["Nf3"]);
}

#[test]
fn an_empty_field_lets_the_arrows_browse_and_its_words_go_with_the_next_move() {
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    // Enter puts the keyboard in the field (every letter typed after it is
    // the field's, not only a move's first). Nothing to take back: said in
    // red under it.
    type_in(&mut h, &ctx, "", true);
    let probe = type_in(&mut h, &ctx, "takeback", true);
    assert!(says(&probe, "There is no move to take back."));
    for typed in ["e4", "e5"] {
        type_in(&mut h, &ctx, typed, false);
    }
    let probe = type_in(&mut h, &ctx, "", false);
    assert!(
        !says(&probe, "There is no move to take back."),
        "the words went with the next move"
    );
    // The field has the keyboard and is empty: ← and → browse.
    let key = |key| [(key, egui::Modifiers::NONE)];
    rookery::app::panel::probe_keys(h.app.world_mut(), &ctx, SIZE, &key(egui::Key::ArrowLeft));
    h.update();
    assert_eq!(h.game().view_index(), 1);
    rookery::app::panel::probe_keys(h.app.world_mut(), &ctx, SIZE, &key(egui::Key::ArrowRight));
    h.update();
    assert_eq!(h.game().view_index(), 2);
    // With text in it, the arrows move the text's cursor instead.
    type_in(&mut h, &ctx, "N", false);
    rookery::app::panel::probe_keys(h.app.world_mut(), &ctx, SIZE, &key(egui::Key::ArrowLeft));
    h.update();
    assert_eq!(h.game().view_index(), 2);
}

#[test]
fn ctrl_z_in_the_empty_field_asks_the_game_not_the_field() {
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    type_in(&mut h, &ctx, "Nf", false);
    type_in(&mut h, &ctx, "3", false);
    assert_eq!(h.sans(), ["Nf3"]);
    // The field is empty after the move and keeps the keyboard: Ctrl+Z
    // there asks to take Nf3 back; the field gets no text back.
    let ctrl = egui::Modifiers::COMMAND;
    let probe =
        rookery::app::panel::probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::Z, ctrl)]);
    h.update();
    assert_eq!(h.session().takeback_request(), Some(Color::White));
    let field = probe
        .widgets
        .iter()
        .find(|w| w.role == "TextInput")
        .expect("the move field");
    assert_eq!((field.value.as_str(), field.focused), ("", true));
}
