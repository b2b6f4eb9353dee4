//! The board editor in the app: opened from the position shown (Ctrl+E),
//! the board shows what is set up and the pointer edits it; the game is
//! untouched; Play from here asks the new-game dialog, Analyse opens a
//! record with that FEN.

use bevy::prelude::*;
use rookery::i18n::Said;
use rookery::{
    app::{
        editor::{BoardEditor, EditorCommand, Tool},
        shortcuts::PanelRequest,
    },
    chess::editor::SetUp,
};
use shakmaty::{CastlingSide, Color as Side, Piece, Square};

use super::harness::Harness;

const CTRL: [KeyCode; 1] = [KeyCode::ControlLeft];

fn editor(h: &mut Harness, command: EditorCommand) {
    h.app.world_mut().write_message(command);
    h.update();
}

fn set_up(h: &Harness) -> SetUp {
    h.res::<BoardEditor>()
        .0
        .as_ref()
        .expect("the editor is open")
        .set_up
        .clone()
}

fn piece(c: char) -> Piece {
    Piece::from_char(c).unwrap()
}

#[test]
fn the_pointer_places_moves_and_removes_pieces_and_the_game_is_kept() {
    let mut h = Harness::new();
    h.play(&[(Square::E2, Square::E4), (Square::E7, Square::E5)]);
    let game_fen = h.game().fen();
    h.chord(&CTRL, KeyCode::KeyE);
    h.update();
    assert_eq!(
        set_up(&h).fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    // A queen from the palette, on d4; the same piece again takes it off.
    editor(&mut h, EditorCommand::Tool(Tool::Piece(piece('Q'))));
    h.tap(Square::D4);
    h.update();
    assert_eq!(set_up(&h).piece_at(Square::D4), Some(piece('Q')));
    h.assert_board_matches_editor();
    h.tap(Square::D4);
    h.update();
    assert_eq!(set_up(&h).piece_at(Square::D4), None);
    // The eraser clears what it touches.
    editor(&mut h, EditorCommand::Tool(Tool::Eraser));
    h.tap(Square::A7);
    h.update();
    assert_eq!(set_up(&h).piece_at(Square::A7), None);
    // The hand drags a piece to another square, or off the board.
    editor(&mut h, EditorCommand::Tool(Tool::Hand));
    h.drag(Square::G1, Square::F3);
    h.update();
    assert_eq!(set_up(&h).piece_at(Square::F3), Some(piece('N')));
    h.drag_to(Square::B8, None);
    h.update();
    assert_eq!(set_up(&h).piece_at(Square::B8), None);
    // A right click removes.
    h.point(Square::H2);
    h.press(MouseButton::Right);
    h.release(MouseButton::Right);
    h.update();
    assert_eq!(set_up(&h).piece_at(Square::H2), None);
    assert_eq!(
        set_up(&h).fen(),
        "r1bqkbnr/1ppp1ppp/8/4p3/4P3/5N2/PPPP1PP1/RNBQKB1R w KQkq - 0 2"
    );
    h.assert_board_matches_editor();
    // Nothing reached the game; Cancel shows it again.
    assert_eq!(h.game().fen(), game_fen);
    editor(&mut h, EditorCommand::Close);
    assert!(h.res::<BoardEditor>().0.is_none());
    h.assert_board_matches_model();
}

#[test]
fn side_castling_and_the_form_follow_the_core() {
    let mut h = Harness::new();
    editor(&mut h, EditorCommand::Open(SetUp::start()));
    editor(&mut h, EditorCommand::Put(Square::H1, None));
    assert_eq!(set_up(&h).castling()[0].rook, None);
    editor(&mut h, EditorCommand::Turn(Side::Black));
    editor(
        &mut h,
        EditorCommand::Castling(Side::Black, CastlingSide::QueenSide, false),
    );
    assert_eq!(
        set_up(&h).fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 b Qk - 0 1"
    );
    // A FEN typed in sets the board; an unreadable one says why and
    // leaves the board.
    editor(
        &mut h,
        EditorCommand::Fen("8/8/8/8/8/8/8/8 x - - 0 1".into()),
    );
    let editing = h.res::<BoardEditor>().0.clone().unwrap();
    assert_eq!(
        editing.fen_error.as_ref().map(Said::english).as_deref(),
        Some("invalid FEN: the side to move (second field) must be w or b")
    );
    assert_eq!(editing.fen, "8/8/8/8/8/8/8/8 x - - 0 1");
    editor(
        &mut h,
        EditorCommand::Fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1".into()),
    );
    assert_eq!(set_up(&h).fen(), "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    h.assert_board_matches_editor();
    // A right the position cannot use is dropped, and the form says so
    // beside the field until the next change.
    editor(
        &mut h,
        EditorCommand::Fen("4k3/8/8/8/8/8/8/R3K3 w KQ - 0 1".into()),
    );
    let editing = h.res::<BoardEditor>().0.clone().unwrap();
    assert_eq!(
        editing
            .fen_notes
            .iter()
            .map(Said::english)
            .collect::<Vec<_>>(),
        ["The castling right of the rook on h1 was dropped: there is no white rook on h1."]
    );
    assert_eq!(set_up(&h).fen(), "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    editor(&mut h, EditorCommand::Turn(Side::White));
    assert!(
        h.res::<BoardEditor>()
            .0
            .clone()
            .unwrap()
            .fen_notes
            .is_empty()
    );
    // Clear empties the board, a Chess960 number sets its position, Start
    // the usual one.
    editor(&mut h, EditorCommand::Clear);
    assert_eq!(set_up(&h).fen(), "8/8/8/8/8/8/8/8 w - - 0 1");
    h.assert_board_matches_editor();
    editor(&mut h, EditorCommand::Chess960(0));
    assert_eq!(
        set_up(&h).fen(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
    editor(&mut h, EditorCommand::Start);
    assert_eq!(set_up(&h), SetUp::start());
    h.assert_board_matches_editor();
}

#[test]
fn play_from_here_asks_for_the_players_and_analyse_opens_a_record() {
    let mut h = Harness::new();
    h.record::<PanelRequest>();
    editor(&mut h, EditorCommand::Open(SetUp::empty()));
    // An illegal position neither plays nor analyses.
    editor(&mut h, EditorCommand::Play);
    editor(&mut h, EditorCommand::Analyse);
    assert!(h.res::<BoardEditor>().0.is_some());
    assert!(h.recorded::<PanelRequest>().is_empty());
    // K+R v K, set up square by square.
    for (square, c) in [(Square::E1, 'K'), (Square::A1, 'R'), (Square::E8, 'k')] {
        editor(&mut h, EditorCommand::Put(square, Some(piece(c))));
    }
    editor(&mut h, EditorCommand::Play);
    assert_eq!(
        h.recorded::<PanelRequest>(),
        [PanelRequest::NewGameFrom(
            "4k3/8/8/8/8/8/8/R3K3 w - - 0 1".into()
        )]
    );
    assert!(h.res::<BoardEditor>().0.is_none());
    // Analyse: a record from that position, its FEN in the tags.
    editor(
        &mut h,
        EditorCommand::Open(SetUp::from_fen("4k3/8/8/8/8/8/8/R3K3 b - - 0 1").unwrap()),
    );
    editor(&mut h, EditorCommand::Analyse);
    h.settle();
    assert!(h.session().is_analysis());
    assert_eq!(h.game().fen(), "4k3/8/8/8/8/8/8/R3K3 b - - 0 1");
    assert_eq!(
        h.session().origin().tags.get("FEN"),
        Some("4k3/8/8/8/8/8/8/R3K3 b - - 0 1")
    );
    h.assert_board_matches_model();
}

fn harness_in(dir: &std::path::Path) -> Harness {
    let dir = dir.to_path_buf();
    let mut h = Harness::with_setup(move |app| {
        app.insert_resource(rookery::app::autosave::AutosaveFolder(Some(dir)));
    });
    h.update();
    h
}

#[test]
fn a_position_being_set_up_survives_a_kill_and_goes_when_the_editor_closes() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join(rookery::app::editor::EDITOR_FILE);
    let mut h = harness_in(dir.path());
    editor(&mut h, EditorCommand::Open(SetUp::start()));
    editor(&mut h, EditorCommand::Put(Square::D1, None));
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1";
    assert_eq!(std::fs::read_to_string(&file).unwrap(), fen);
    // Killed here: the next start opens the editor on it again.
    drop(h);
    let mut h = harness_in(dir.path());
    assert_eq!(set_up(&h).fen(), fen);
    assert_eq!(
        h.res::<rookery::app::notice::PanelNotice>()
            .0
            .as_ref()
            .unwrap()
            .text(),
        "The position you were setting up is back."
    );
    h.assert_board_matches_editor();
    editor(&mut h, EditorCommand::Close);
    assert!(!file.exists());
}

/// Esc closes the editor as Cancel does: the board is the game's again.
#[test]
fn esc_closes_the_editor() {
    use bevy_egui::egui;
    let mut h = Harness::new();
    editor(&mut h, EditorCommand::Open(SetUp::start()));
    assert!(h.res::<BoardEditor>().0.is_some());
    let ctx = egui::Context::default();
    let size = egui::vec2(1280.0, 800.0);
    rookery::app::panel::probe_layout(h.app.world_mut(), &ctx, size, 1.0, 2);
    rookery::app::panel::probe_keys(
        h.app.world_mut(),
        &ctx,
        size,
        &[(egui::Key::Escape, egui::Modifiers::NONE)],
    );
    h.update();
    assert_eq!(h.res::<BoardEditor>().0, None);
    assert_eq!(
        *h.res::<State<rookery::app::board::shared::BoardMode>>()
            .get(),
        rookery::app::board::shared::BoardMode::Play
    );
}
