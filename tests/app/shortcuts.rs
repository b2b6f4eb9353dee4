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
    assert_eq!(lines.len(), 32);
}

#[test]
fn alt_y_and_alt_n_answer_what_one_player_asked_of_the_other() {
    let alt = [KeyCode::AltLeft];
    // A takeback request: Alt+N refuses, Alt+Y allows.
    let mut h = Harness::new();
    h.play(&[(Square::E2, Square::E4), (Square::E7, Square::E5)]);
    h.act(Action::RequestTakeback(Side::Black));
    h.chord(&alt, KeyCode::KeyN);
    assert_eq!(h.session().takeback_request(), None);
    assert_eq!(h.game().ply_count(), 2);
    h.act(Action::RequestTakeback(Side::Black));
    h.chord(&alt, KeyCode::KeyY);
    assert_eq!(h.game().ply_count(), 1);
    // A draw offered by the side to move: the other side answers.
    h.act(Action::OfferDraw(Side::Black));
    h.chord(&alt, KeyCode::KeyN);
    assert_eq!(h.game().draw_offer(), None);
    assert!(!h.game().status().is_finished());
    h.act(Action::OfferDraw(Side::Black));
    h.chord(&alt, KeyCode::KeyY);
    assert!(h.game().status().is_finished());
    // Nothing asked: nothing happens.
    let mut h = Harness::new();
    h.chord(&alt, KeyCode::KeyY);
    assert!(!h.game().status().is_finished());
    assert_eq!(h.game().draw_offer(), None);
}

#[test]
fn alt_and_a_letter_is_a_shortcut_even_while_typing() {
    use rookery::app::shortcuts::{Chord, Menu, Shortcut, pressed};
    for (key, shortcut) in [
        (KeyCode::KeyF, Shortcut::Menu(Menu::File)),
        (KeyCode::KeyG, Shortcut::Menu(Menu::Game)),
        (KeyCode::KeyM, Shortcut::Menu(Menu::Move)),
        (KeyCode::KeyB, Shortcut::Board),
        (KeyCode::KeyY, Shortcut::Answer(true)),
    ] {
        let chord = Chord {
            key,
            ctrl: false,
            shift: false,
            alt: true,
            repeat: false,
            letter: None,
        };
        assert_eq!(pressed(&[chord], true), [shortcut], "{key:?}");
    }
}

#[test]
fn each_language_opens_its_menus_with_letters_of_their_titles() {
    use rookery::{
        app::shortcuts::{Chord, Menu, Shortcut, menu_letters, pressed_in},
        i18n::{Language, Words},
    };
    let alt = |key, letter| Chord {
        key,
        ctrl: false,
        shift: false,
        alt: true,
        repeat: false,
        letter,
    };
    // Every language: three letters, each in its menu's title, none
    // another Alt shortcut's.
    for language in Language::ALL {
        let words = Words::new(language);
        let letters = menu_letters(&words);
        for (i, menu) in Menu::ALL.iter().enumerate() {
            let title = words.get(menu.title_id()).to_lowercase();
            assert!(
                title.contains(letters[i]),
                "{language:?}: {title} {letters:?}"
            );
            assert!(
                !letters[..i].contains(&letters[i]),
                "{language:?}: {letters:?}"
            );
            assert!(
                !['b', 'y', 'n'].contains(&letters[i]),
                "{language:?}: {letters:?}"
            );
        }
    }
    let german = menu_letters(&Words::new(Language::German));
    assert_eq!(german, ['d', 'p', 'z']);
    for (key, menu) in [
        (KeyCode::KeyD, Menu::File),
        (KeyCode::KeyP, Menu::Game),
        (KeyCode::KeyZ, Menu::Move),
        // English's letters still open them where no menu takes them.
        (KeyCode::KeyF, Menu::File),
        (KeyCode::KeyG, Menu::Game),
    ] {
        assert_eq!(
            pressed_in(&[alt(key, None)], false, german),
            [Shortcut::Menu(menu)]
        );
    }
    // The letter the layout types, not the key's place: a Russian
    // keyboard's A key types ф, Файл's letter.
    let russian = menu_letters(&Words::new(Language::Russian));
    assert_eq!(russian, ['ф', 'п', 'х']);
    assert_eq!(
        pressed_in(&[alt(KeyCode::KeyA, Some('ф'))], false, russian),
        [Shortcut::Menu(Menu::File)]
    );
}

#[test]
fn alt_d_opens_the_german_file_menu() {
    let mut h = Harness::new();
    h.app
        .insert_resource(rookery::app::language::AppWords(rookery::i18n::Words::new(
            rookery::i18n::Language::German,
        )));
    h.record::<PanelRequest>();
    h.chord(&[KeyCode::AltLeft], KeyCode::KeyD);
    assert_eq!(
        h.recorded::<PanelRequest>(),
        [PanelRequest::OpenMenu(rookery::app::shortcuts::Menu::File)]
    );
    h.chord(&[KeyCode::AltLeft], KeyCode::KeyP);
    assert_eq!(
        h.recorded::<PanelRequest>(),
        [PanelRequest::OpenMenu(rookery::app::shortcuts::Menu::Game)]
    );
}

#[test]
fn l_in_a_game_being_played_says_why_the_engine_stays_off() {
    let mut h = Harness::new();
    h.play(&[(Square::E2, Square::E4)]);
    h.key(KeyCode::KeyL);
    let notice = h
        .res::<rookery::app::notice::PanelNotice>()
        .0
        .clone()
        .expect("L says something");
    assert_eq!(
        notice.text(),
        "The engine and the report are for analysis: they stay off while a game is played."
    );
    assert!(!h.res::<rookery::app::engine::EngineView>().is_on());
}

#[test]
fn every_line_of_the_help_is_said_in_english_by_its_message_and_in_every_language() {
    use rookery::{
        app::shortcuts::local_keys,
        i18n::{Language, Words, english},
    };
    for (keys, id) in help_lines() {
        assert!(id.starts_with("help-"), "{keys}: {id}");
        assert_ne!(english().get(id), id, "{keys}: {id}");
        for language in Language::ALL {
            let words = Words::new(language);
            let said = words.get(id);
            assert!(!said.is_empty() && said != id, "{language:?} {id}");
            // Every name of a key is the language's.
            let shown = local_keys(keys, &words);
            assert!(!shown.contains("key-"), "{language:?}: {shown}");
        }
    }
    // German's own words for the list's first line, and its key names.
    let german = Words::new(Language::German);
    assert_eq!(german.get(help_lines()[0].1), "Neue Partie…");
    let keys: Vec<String> = help_lines()
        .iter()
        .map(|(keys, _)| local_keys(keys, &german))
        .collect();
    for shown in [
        "Strg+N",
        "Strg+Umschalt+Z oder Strg+Y",
        "↑ oder Pos1",
        "Esc oder Rechtsklick",
        "Alt+D, Alt+P, Alt+Z",
        "Entf",
    ] {
        assert!(keys.iter().any(|k| k == shown), "{shown}: {keys:?}");
    }
    // No English key name is left in French.
    let french = Words::new(Language::French);
    let keys: Vec<String> = help_lines()
        .iter()
        .map(|(keys, _)| local_keys(keys, &french))
        .collect();
    for english_name in ["Ctrl+Shift", " or ", "Home", "End", "right click", "Delete"] {
        assert!(
            !keys.iter().any(|k| k.contains(english_name)),
            "{english_name}: {keys:?}"
        );
    }
}

#[test]
fn each_press_of_an_arrow_steps_and_a_held_arrow_steps_on_as_it_repeats() {
    use bevy::input::ButtonState::{Pressed, Released};
    let frame =
        |h: &mut Harness, events: &[(KeyCode, _, bool)]| h.keys_repeating_in_one_frame(events);
    let mut h = Harness::new();
    h.record::<PanelRequest>();
    h.play(&[
        (Square::E2, Square::E4),
        (Square::E7, Square::E5),
        (Square::G1, Square::F3),
        (Square::B8, Square::C6),
        (Square::F1, Square::B5),
    ]);
    let shown = |h: &Harness| h.game().view_cursor().ply(h.game().ply_count());
    assert_eq!(shown(&h), 5);
    // Three presses of ← in one frame (a quick hand, or a key sender's
    // presses a few milliseconds apart): three moves back, not one.
    let left = [
        (KeyCode::ArrowLeft, Pressed, false),
        (KeyCode::ArrowLeft, Released, false),
    ];
    frame(&mut h, &[left, left, left].concat());
    assert_eq!(shown(&h), 2);
    // → held down: its press, then the key's own repeats, step on.
    frame(
        &mut h,
        &[
            (KeyCode::ArrowRight, Pressed, false),
            (KeyCode::ArrowRight, Pressed, true),
        ],
    );
    frame(&mut h, &[(KeyCode::ArrowRight, Pressed, true)]);
    frame(&mut h, &[(KeyCode::ArrowRight, Released, false)]);
    assert_eq!(shown(&h), 5);
    // Another shortcut held counts once: Ctrl+N's repeats open nothing more.
    frame(
        &mut h,
        &[
            (KeyCode::ControlLeft, Pressed, false),
            (KeyCode::KeyN, Pressed, false),
            (KeyCode::KeyN, Pressed, true),
        ],
    );
    frame(&mut h, &[(KeyCode::KeyN, Pressed, true)]);
    assert_eq!(drain::<PanelRequest>(&mut h), [PanelRequest::NewGameDialog]);
}
