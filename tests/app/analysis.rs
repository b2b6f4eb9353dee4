//! The analysis board in the app, driven as a player drives it: board moves
//! in a record make variations, the tree's operations and their undo and
//! redo (buttons' commands and keys), glyph keys, comments that keep their
//! `[%clk]`, arrows and circles drawn with the right button, Analyse after
//! a mate, an annotated record restored after a kill, and the question
//! unsaved edits ask.

use rookery::chess::session::Action;
use std::path::Path;

use bevy::{app::AppExit, prelude::*};
use rookery::{
    app::{
        autosave::AutosaveFolder,
        board::drawings::LiveDrawings,
        files::FileCommand,
        session::{AnalysisEdit, UnsavedQuestion},
    },
    chess::game::{Brush, Shape, ViewCursor},
    chess::pgn::{Tags, to_pgn},
    chess::session::NewGame,
};
use shakmaty::{CastlingMode, Chess, Square};

use super::harness::{FOOLS_MATE, Harness, fixture};

/// The movetext the game would be saved with, on one line.
fn movetext(h: &Harness) -> String {
    let text = to_pgn(&Tags::default(), h.game());
    let moves = text.split_once("\n\n").map_or(&text[..], |(_, m)| m);
    moves
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace("( ", "(")
}

fn view(h: &Harness) -> String {
    h.game().view_cursor().to_string()
}

fn edit(h: &mut Harness, edit: AnalysisEdit) {
    h.act(Action::Edit(edit));
}

/// A new analysis with 1.e4 e5 2.Nf3 Nc6 played on the board.
fn analysis_with_moves() -> Harness {
    let mut h = Harness::new();
    h.start(NewGame::analysis(Chess::default(), CastlingMode::Standard));
    h.play(&super::harness::OPEN_GAME);
    h.settle();
    h
}

/// With the quit question standing, the analysis saved to `file`: then
/// Rookery quits, and the file holds the moves.
fn saved_then_quits(h: &mut Harness, file: &Path) {
    h.file(FileCommand::SaveTo(file.to_path_buf()));
    h.update();
    assert_eq!(h.recorded::<AppExit>(), [AppExit::Success]);
    assert!(
        std::fs::read_to_string(file)
            .unwrap()
            .contains("1. e4 e5 2. Nf3 Nc6 *")
    );
}

#[test]
fn board_moves_make_variations_and_every_edit_undoes() {
    let mut h = analysis_with_moves();
    assert_eq!(movetext(&h), "1. e4 e5 2. Nf3 Nc6 *");
    // Back two moves (the keys), then another second move for White.
    h.key(KeyCode::ArrowLeft);
    h.key(KeyCode::ArrowLeft);
    assert_eq!(view(&h), ":2");
    h.play(&[(Square::B1, Square::C3)]);
    h.settle();
    assert_eq!(movetext(&h), "1. e4 e5 2. Nf3 (2. Nc3) 2... Nc6 *");
    assert_eq!(view(&h), "2.0:1");
    h.assert_board_matches_model();
    // The variation goes on, and a second one.
    h.play(&[(Square::G8, Square::F6)]);
    h.key(KeyCode::ArrowLeft);
    h.key(KeyCode::ArrowLeft);
    h.play(&[(Square::F1, Square::C4)]);
    h.settle();
    assert_eq!(
        movetext(&h),
        "1. e4 e5 2. Nf3 (2. Nc3 Nf6) (2. Bc4) 2... Nc6 *"
    );
    h.assert_board_matches_model();
    // A move already there is followed, not added again.
    h.act(Action::View("2.0:1".parse().unwrap()));
    h.play(&[(Square::G8, Square::F6)]);
    assert_eq!(view(&h), "2.0:2");
    assert_eq!(
        movetext(&h),
        "1. e4 e5 2. Nf3 (2. Nc3 Nf6) (2. Bc4) 2... Nc6 *"
    );

    // Promote, make main line, delete: each undone and redone. The line a
    // variation replaces becomes the first variation (as lichess does).
    let before = movetext(&h);
    edit(&mut h, AnalysisEdit::Promote("2.1:1".parse().unwrap()));
    let promoted = "1. e4 e5 2. Bc4 (2. Nf3 Nc6) (2. Nc3 Nf6) *";
    assert_eq!(movetext(&h), promoted);
    h.chord(&[KeyCode::ControlLeft], KeyCode::KeyZ);
    assert_eq!(movetext(&h), before);
    h.chord(&[KeyCode::ControlLeft, KeyCode::ShiftLeft], KeyCode::KeyZ);
    assert_eq!(movetext(&h), promoted);
    h.chord(&[KeyCode::ControlLeft], KeyCode::KeyZ);
    h.chord(&[KeyCode::ControlLeft], KeyCode::KeyY);
    assert_eq!(movetext(&h), promoted);
    edit(&mut h, AnalysisEdit::MakeMainLine("2.1:2".parse().unwrap()));
    assert_eq!(
        movetext(&h),
        "1. e4 e5 2. Nc3 (2. Bc4) (2. Nf3 Nc6) 2... Nf6 *"
    );
    assert_eq!(view(&h), "latest");
    h.assert_board_matches_model();
    // Delete (the key) from the move shown: 2...Nf6.
    h.key(KeyCode::Delete);
    assert_eq!(movetext(&h), "1. e4 e5 2. Nc3 (2. Bc4) (2. Nf3 Nc6) *");
    h.settle();
    h.assert_board_matches_model();
    // Every edit undone, back to the moves as played.
    for _ in 0..6 {
        h.chord(&[KeyCode::ControlLeft], KeyCode::KeyZ);
    }
    assert_eq!(movetext(&h), "1. e4 e5 2. Nf3 Nc6 *");
}

#[test]
fn glyph_keys_mark_the_move_shown() {
    let mut h = analysis_with_moves();
    h.key(KeyCode::ArrowLeft);
    h.key(KeyCode::Digit5);
    assert_eq!(movetext(&h), "1. e4 e5 2. Nf3 $5 Nc6 *");
    // Another move glyph replaces it; the same again takes it off.
    h.key(KeyCode::Digit4);
    assert_eq!(movetext(&h), "1. e4 e5 2. Nf3 $4 Nc6 *");
    h.key(KeyCode::Digit4);
    assert_eq!(movetext(&h), "1. e4 e5 2. Nf3 Nc6 *");
    // Not at the start, where there is no move.
    h.key(KeyCode::Home);
    h.key(KeyCode::Digit1);
    assert_eq!(movetext(&h), "1. e4 e5 2. Nf3 Nc6 *");
}

#[test]
fn a_comment_edit_keeps_the_clock_and_other_commands() {
    let mut h = Harness::new();
    h.file(FileCommand::Paste(
        "[White \"A\"]\n[Black \"B\"]\n\n1. e4 { [%clk 0:05:00] [%eval 0.3] Fine } e5 *".into(),
    ));
    assert!(h.session().is_analysis());
    let e4: ViewCursor = ":1".parse().unwrap();
    edit(
        &mut h,
        AnalysisEdit::Comment(e4.clone(), "The best by test".into()),
    );
    assert_eq!(
        movetext(&h),
        "1. e4 { [%clk 0:05:00] The best by test [%eval 0.3] } 1... e5 *"
    );
    assert_eq!(h.game().comment_text(&e4), "The best by test");
    assert!(h.session().is_dirty());
}

/// A right-drag from one square to another, as the window reports it.
fn right_drag(h: &mut Harness, from: Square, to: Square) {
    h.point(from);
    h.press(MouseButton::Right);
    let (a, b) = (h.layout().square_center(from), h.layout().square_center(to));
    h.point_at(Some(a.lerp(b, 0.5)));
    h.update();
    h.point(to);
    h.update();
    h.release(MouseButton::Right);
}

fn hold(h: &mut Harness, key: KeyCode, down: bool) {
    use bevy::input::{
        ButtonState,
        keyboard::{Key, KeyboardInput, NativeKey},
    };
    h.app.world_mut().write_message(KeyboardInput {
        key_code: key,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state: if down {
            ButtonState::Pressed
        } else {
            ButtonState::Released
        },
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
    h.update();
}

#[test]
fn right_drags_draw_arrows_and_right_clicks_circles_into_the_move() {
    let mut h = analysis_with_moves();
    right_drag(&mut h, Square::F3, Square::E5);
    // Shift held: red.
    hold(&mut h, KeyCode::ShiftLeft, true);
    h.point(Square::E5);
    h.press(MouseButton::Right);
    h.release(MouseButton::Right);
    hold(&mut h, KeyCode::ShiftLeft, false);
    assert_eq!(
        movetext(&h),
        "1. e4 e5 2. Nf3 Nc6 { [%csl Re5] [%cal Gf3e5] } *"
    );
    assert_eq!(
        h.game().shapes(h.game().view_cursor()),
        // As written: circles, then arrows.
        [
            Shape::Circle {
                square: Square::E5,
                brush: Brush::Red
            },
            Shape::Arrow {
                from: Square::F3,
                to: Square::E5,
                brush: Brush::Green
            },
        ]
    );
    // The same arrow again takes it away; undo brings it back.
    right_drag(&mut h, Square::F3, Square::E5);
    assert_eq!(movetext(&h), "1. e4 e5 2. Nf3 Nc6 { [%csl Re5] } *");
    h.chord(&[KeyCode::ControlLeft], KeyCode::KeyZ);
    assert_eq!(
        movetext(&h),
        "1. e4 e5 2. Nf3 Nc6 { [%csl Re5] [%cal Gf3e5] } *"
    );
    // A right click with a piece selected only puts the piece back.
    h.tap(Square::D2);
    assert_eq!(h.selection(), Some(Square::D2));
    h.point(Square::D4);
    h.press(MouseButton::Right);
    h.release(MouseButton::Right);
    assert_eq!(h.selection(), None);
    assert_eq!(h.game().shapes(h.game().view_cursor()).len(), 2);
}

#[test]
fn during_a_game_drawings_are_scribbles_gone_with_the_next_move() {
    let mut h = Harness::new();
    right_drag(&mut h, Square::E2, Square::E4);
    assert_eq!(
        h.res::<LiveDrawings>().0,
        [Shape::Arrow {
            from: Square::E2,
            to: Square::E4,
            brush: Brush::Green
        }]
    );
    assert_eq!(h.game().ply_count(), 0, "nothing is played by drawing");
    h.play(&[(Square::E2, Square::E4)]);
    assert!(h.res::<LiveDrawings>().0.is_empty());
    // A game being played is not edited.
    assert!(h.game().plies()[0].comments.is_empty());
}

#[test]
fn a_mated_game_is_analysed_and_its_moves_become_variations() {
    let mut h = Harness::new();
    h.play(&FOOLS_MATE);
    assert!(h.game().status().is_finished());
    h.act(Action::Analyse);
    assert!(h.session().is_analysis());
    assert!(!h.session().is_dirty());
    // Another try for White at move 2.
    h.act(Action::View(":2".parse().unwrap()));
    h.play(&[(Square::D2, Square::D4)]);
    assert_eq!(movetext(&h), "1. f3 e5 2. g4 (2. d4) 2... Qh4# 0-1");
    assert!(h.session().is_dirty());
}

#[test]
fn promoting_a_variation_keeps_the_games_result_and_the_player_sets_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness_in(dir.path());
    // Scholar's mate, then Analyse.
    h.play(&[
        (Square::E2, Square::E4),
        (Square::E7, Square::E5),
        (Square::F1, Square::C4),
        (Square::B8, Square::C6),
        (Square::D1, Square::H5),
        (Square::G8, Square::F6),
        (Square::H5, Square::F7),
    ]);
    h.act(Action::Analyse);
    // At 2...Nc6 another move, and it becomes the main line.
    h.act(Action::View(":4".parse().unwrap()));
    h.play(&[(Square::G1, Square::F3)]);
    let at = h.game().view_cursor().clone();
    edit(&mut h, AnalysisEdit::Promote(at));
    assert_eq!(
        movetext(&h),
        "1. e4 e5 2. Bc4 Nc6 3. Nf3 (3. Qh5 Nf6 4. Qxf7#) 1-0"
    );
    // The result stands, on the status line and in the autosave.
    assert_eq!(
        rookery::app::status_text(h.session(), rookery::i18n::english()),
        "White wins",
        "the result, no longer by mate"
    );
    let autosave = std::fs::read_to_string(dir.path().join("autosave.pgn")).unwrap();
    assert!(autosave.contains("[Result \"1-0\"]"), "{autosave}");
    // The player changes it, and Undo brings it back.
    edit(&mut h, AnalysisEdit::Result(None));
    assert_eq!(h.game().status().result_str(), "*");
    assert_eq!(
        rookery::app::status_text(h.session(), rookery::i18n::english()),
        "Black to move"
    );
    h.act(Action::Undo);
    assert_eq!(h.game().status().result_str(), "1-0");
}

fn harness_in(dir: &Path) -> Harness {
    let dir = dir.to_path_buf();
    Harness::with_setup(move |app| {
        app.insert_resource(AutosaveFolder(Some(dir)));
    })
}

#[test]
fn an_annotated_record_comes_back_after_a_kill_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let expected = {
        let mut h = harness_in(dir.path());
        h.file(FileCommand::Open(fixture("annotated.pgn")));
        assert!(h.session().is_analysis());
        h.act(Action::View(":2".parse().unwrap()));
        h.key(KeyCode::Digit3);
        right_drag(&mut h, Square::G1, Square::F3);
        edit(
            &mut h,
            AnalysisEdit::Comment(":2".parse().unwrap(), "Noted".into()),
        );
        h.act(Action::View("0.0:2".parse().unwrap()));
        h.update();
        // The process dies here: nothing is saved to the file.
        (movetext(&h), view(&h))
    };
    let h = harness_in(dir.path());
    assert!(h.session().is_analysis());
    assert!(h.session().is_restored());
    assert!(h.session().is_dirty());
    assert_eq!((movetext(&h), view(&h)), expected);
    assert!(
        expected.0.contains("$3 { Noted [%cal Gg1f3] }"),
        "{}",
        expected.0
    );
    assert_eq!(h.session().origin().path, Some(fixture("annotated.pgn")));
}

#[test]
fn save_from_the_quit_question_opens_its_chooser_alone_then_quits() {
    use bevy_egui::egui;
    use rookery::app::{
        files::PathPrompt,
        panel::{Probe, probe_keys, probe_layout},
    };
    const SIZE: egui::Vec2 = egui::vec2(1280.0, 800.0);
    let shows = |probe: &Probe, text: &str| probe.widgets.iter().any(|w| w.text.contains(text));
    let key = |key| [(key, egui::Modifiers::NONE)];
    let dir = tempfile::tempdir().unwrap();
    let mut h = analysis_with_moves();
    h.record::<AppExit>();
    let ctx = egui::Context::default();
    h.chord(&[KeyCode::ControlLeft], KeyCode::KeyQ);
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert!(shows(&probe, "Save the changes to this analysis?"));
    // Enter saves: the chooser (the path field here; tests have no native
    // dialog) asks where, and the question stands aside meanwhile.
    probe_keys(h.app.world_mut(), &ctx, SIZE, &key(egui::Key::Enter));
    h.update();
    h.update();
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert!(shows(&probe, "Type the path to save the game to."));
    assert!(!shows(&probe, "Save the changes"), "{:?}", probe.widgets);
    // Esc is the chooser's: it closes, and the question is back.
    probe_keys(h.app.world_mut(), &ctx, SIZE, &key(egui::Key::Escape));
    h.update();
    assert!(h.res::<PathPrompt>().0.is_none());
    assert!(h.res::<UnsavedQuestion>().0.is_some(), "still quitting");
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert!(shows(&probe, "Save the changes to this analysis?"));
    assert_eq!(h.recorded::<AppExit>(), []);
    // Save again, and a file given: written, then Rookery quits.
    probe_keys(h.app.world_mut(), &ctx, SIZE, &key(egui::Key::Enter));
    h.update();
    h.update();
    assert!(h.res::<PathPrompt>().0.is_some());
    saved_then_quits(&mut h, &dir.path().join("analysis.pgn"));
}

#[test]
fn unsaved_edits_ask_before_another_game_or_quitting() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = analysis_with_moves();
    h.record::<AppExit>();
    // Another game waits for the answer.
    h.start(NewGame::untimed(rookery::chess::game::Game::new()));
    assert!(h.res::<UnsavedQuestion>().0.is_some());
    assert_eq!(h.game().ply_count(), 4, "the analysis is still there");
    // Cancel: the question goes, the analysis stays.
    h.command(rookery::app::GameCommand::KeepEditing);
    h.update();
    assert!(h.res::<UnsavedQuestion>().0.is_none());
    assert_eq!(h.game().ply_count(), 4);
    // Quit waits too; Save (to a file) lets it go on.
    h.chord(&[KeyCode::ControlLeft], KeyCode::KeyQ);
    assert!(h.res::<UnsavedQuestion>().0.is_some());
    assert_eq!(h.recorded::<AppExit>(), []);
    saved_then_quits(&mut h, &dir.path().join("analysis.pgn"));

    // Discard: the other game comes.
    let mut h = analysis_with_moves();
    h.start(NewGame::untimed(rookery::chess::game::Game::new()));
    h.act(Action::DiscardEdits);
    h.update();
    assert!(!h.session().is_analysis());
    assert_eq!(h.game().ply_count(), 0);
}

/// Practice from an analysis with unsaved edits asks first, in words
/// that say what is coming; discarded, the practice game begins from
/// the position viewed.
#[test]
fn practice_from_an_analysis_with_unsaved_edits_says_it_is_for_practice() {
    use bevy_egui::egui;
    use rookery::app::{
        opponent::{OpponentCommand, Practice},
        panel::probe_layout,
    };
    use shakmaty::{Color, Position};
    let mut h = analysis_with_moves();
    h.app.world_mut().write_message(OpponentCommand::Practice);
    h.update();
    assert!(h.res::<UnsavedQuestion>().0.is_some());
    let ctx = egui::Context::default();
    let probe = probe_layout(h.app.world_mut(), &ctx, egui::vec2(800.0, 600.0), 1.0, 2);
    let said: Vec<&str> = probe.widgets.iter().map(|w| w.text.as_str()).collect();
    assert!(
        said.contains(
            &"Your moves, comments and drawings will be lost if you do not save them \
              before practising from this position."
        ),
        "{said:?}"
    );
    h.act(Action::DiscardEdits);
    h.update();
    h.update();
    assert!(h.res::<UnsavedQuestion>().0.is_none());
    assert_eq!(*h.res::<State<Practice>>().get(), Practice::On);
    assert_eq!(h.session().computer(Color::Black), Some(10));
    assert_eq!(
        h.game().ply_count(),
        4,
        "the moves before the position go on"
    );
    assert_eq!(h.game().position().board().to_string(), {
        let mut p = Chess::default();
        for (from, to) in super::harness::OPEN_GAME {
            let m = p
                .legal_moves()
                .into_iter()
                .find(|m| m.from() == Some(from) && m.to() == to)
                .unwrap();
            p.play_unchecked(m);
        }
        p.board().to_string()
    });
}
