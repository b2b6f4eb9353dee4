//! Keyboard shortcuts, read as a key sender sends them: the modifier goes
//! down and up within the same frame as the key.

use bevy::{app::AppExit, prelude::*};
use rookery::app::{
    files::FileCommand,
    shortcuts::{BINDINGS, PanelRequest, help_lines},
};
use rookery::chess::session::Action;
use shakmaty::{Color as Side, Square};

use super::harness::Harness;

fn drain<M: Message + Clone>(h: &mut Harness) -> Vec<M> {
    h.recorded::<M>()
}

const CTRL: [KeyCode; 1] = [KeyCode::ControlLeft];

#[test]
fn ctrl_n_in_one_frame_opens_the_new_game_dialog() {
    let mut h = Harness::new();
    h.record::<PanelRequest>();
    h.chord(&CTRL, KeyCode::KeyN);
    assert_eq!(drain::<PanelRequest>(&mut h), [PanelRequest::NewGameDialog]);
    h.chord(&[], KeyCode::F1);
    assert_eq!(drain::<PanelRequest>(&mut h), [PanelRequest::ToggleHelp]);
}

#[test]
fn file_shortcuts_in_one_frame() {
    let mut h = Harness::new();
    h.record::<FileCommand>();
    h.chord(&CTRL, KeyCode::KeyO);
    h.chord(&[KeyCode::ControlLeft, KeyCode::ShiftLeft], KeyCode::KeyS);
    h.chord(&CTRL, KeyCode::KeyS);
    // Save's own answer (ask where) comes a frame later.
    h.update();
    let sent: Vec<FileCommand> = drain(&mut h);
    // Save with no file yet asks where, as Save as does.
    assert_eq!(
        sent,
        [
            FileCommand::OpenDialog,
            FileCommand::SaveAsDialog,
            FileCommand::Save,
            FileCommand::SaveAsDialog
        ]
    );
}

#[test]
fn a_key_just_after_ctrl_is_let_go_in_the_same_frame_is_a_plain_key() {
    use bevy::input::ButtonState::{Pressed, Released};
    let mut h = Harness::new();
    h.record::<PanelRequest>();
    h.record::<rookery::app::GameCommand>();
    // Ctrl+A (select all in a field), then "en" typed at once: no Ctrl+E
    // (the editor) and no Ctrl+N (a new game).
    h.keys_in_one_frame(&[
        (KeyCode::ControlLeft, Pressed),
        (KeyCode::KeyA, Pressed),
        (KeyCode::KeyA, Released),
        (KeyCode::ControlLeft, Released),
        (KeyCode::KeyE, Pressed),
        (KeyCode::KeyE, Released),
        (KeyCode::KeyN, Pressed),
        (KeyCode::KeyN, Released),
    ]);
    h.update();
    assert_eq!(drain::<PanelRequest>(&mut h), []);
    // ← after the release is ←: one move back.
    h.keys_in_one_frame(&[
        (KeyCode::ControlLeft, Pressed),
        (KeyCode::KeyA, Pressed),
        (KeyCode::KeyA, Released),
        (KeyCode::ControlLeft, Released),
        (KeyCode::ArrowLeft, Pressed),
        (KeyCode::ArrowLeft, Released),
    ]);
    assert!(
        drain::<rookery::app::GameCommand>(&mut h)
            .iter()
            .any(|c| matches!(c, rookery::app::GameCommand::Act(Action::ViewBack)))
    );
    // And Ctrl held from an earlier frame still makes a chord.
    h.keys_in_one_frame(&[(KeyCode::ControlLeft, Pressed)]);
    h.keys_in_one_frame(&[(KeyCode::KeyE, Pressed), (KeyCode::KeyE, Released)]);
    h.keys_in_one_frame(&[(KeyCode::ControlLeft, Released)]);
    assert_eq!(drain::<PanelRequest>(&mut h), [PanelRequest::SetUpPosition]);
}

#[test]
fn ctrl_q_quits() {
    let mut h = Harness::new();
    h.record::<AppExit>();
    h.chord(&CTRL, KeyCode::KeyQ);
    assert_eq!(drain::<AppExit>(&mut h), [AppExit::Success]);
}

#[test]
fn ctrl_z_asks_for_a_takeback_only_where_one_can_happen() {
    let mut h = Harness::new();
    h.chord(&CTRL, KeyCode::KeyZ);
    h.update();
    assert_eq!(h.session().takeback_request(), None);
    h.play(&[(Square::E2, Square::E4)]);
    h.chord(&CTRL, KeyCode::KeyZ);
    h.update();
    assert_eq!(h.session().takeback_request(), Some(Side::White));
}

#[test]
fn every_line_of_the_help_names_its_keys_once() {
    let lines = help_lines();
    for (i, (keys, _)) in lines.iter().enumerate() {
        assert!(
            !lines[..i].iter().any(|(k, _)| k == keys),
            "{keys} listed twice"
        );
    }
    // Each key of the table is in the list.
    for b in BINDINGS {
        assert!(lines.iter().any(|(k, _)| *k == b.keys), "{}", b.keys);
    }
    assert_eq!(lines.len(), 27);
}
