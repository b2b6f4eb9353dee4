//! Rookery in the player's language: the move list in German writes
//! `Sf3`, the move field in French plays `Cf3`, the screen reader's squares
//! are named in the language, and a language chosen in Settings shows at
//! once, with no restart.

use bevy_egui::egui;
use rookery::{
    app::{
        language::AppWords,
        panel::{probe_layout, probe_typing},
        settings::PlayerSettings,
    },
    chess::session::NewGame,
    i18n::Language,
};
use shakmaty::{CastlingMode, Chess};

use super::harness::Harness;

const SIZE: egui::Vec2 = egui::vec2(1280.0, 800.0);

fn speaking(tag: &str) -> Harness {
    let mut h = Harness::new();
    h.app
        .world_mut()
        .resource_mut::<PlayerSettings>()
        .0
        .language = Some(tag.to_owned());
    h.update();
    h
}

fn texts(h: &mut Harness) -> Vec<String> {
    let ctx = egui::Context::default();
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    probe.widgets.iter().map(|w| w.text.clone()).collect()
}

#[test]
fn the_move_list_in_german_writes_sf3_and_its_squares_are_named_in_german() {
    let mut h = speaking("de");
    assert_eq!(h.res::<AppWords>().0.language(), Language::German);
    h.start(NewGame::analysis(Chess::default(), CastlingMode::Standard));
    h.act(rookery::chess::session::Action::Edit(
        rookery::app::session::AnalysisEdit::PlayLine(vec![
            shakmaty::san::San::from_ascii(b"Nf3")
                .unwrap()
                .to_move(&Chess::default())
                .unwrap(),
        ]),
    ));
    let all = texts(&mut h);
    // The move's button, as a screen reader names it.
    assert!(all.iter().any(|t| t == "1. Sf3, White"), "{all:?}");
    assert!(!all.iter().any(|t| t == "1. Nf3, White"), "{all:?}");
    assert!(
        all.iter().any(|t| t == "f3, weißer Springer, letzter Zug"),
        "{all:?}"
    );
    assert!(all.iter().any(|t| t == "e5, leer"), "{all:?}");
    // The live region says the move in German.
    assert!(all.iter().any(|t| t == "White: Springer f3"), "{all:?}");
    // English letters, as a setting: the same move list says Nf3.
    h.app
        .world_mut()
        .resource_mut::<PlayerSettings>()
        .0
        .english_letters = true;
    h.update();
    let all = texts(&mut h);
    assert!(all.iter().any(|t| t == "1. Nf3, White"), "{all:?}");
    // The game's file is English SAN whatever the language.
    assert_eq!(h.sans(), ["Nf3"]);
}

#[test]
fn the_move_field_in_french_plays_cf3_and_still_reads_english() {
    let mut h = speaking("fr");
    let ctx = egui::Context::default();
    probe_typing(
        h.app.world_mut(),
        &ctx,
        egui::vec2(800.0, 600.0),
        "Cf3",
        false,
    );
    h.update();
    h.update();
    assert_eq!(h.sans(), ["Nf3"]);
    // `c5` is the pawn (a file in lowercase), `Cc6` the knight.
    for typed in ["c5", "Nc3", "Cc6"] {
        probe_typing(
            h.app.world_mut(),
            &ctx,
            egui::vec2(800.0, 600.0),
            typed,
            false,
        );
        h.update();
        h.update();
    }
    assert_eq!(h.sans(), ["Nf3", "c5", "Nc3", "Nc6"]);
}

#[test]
fn a_language_chosen_in_settings_shows_at_once() {
    let mut h = speaking("en");
    let all = texts(&mut h);
    assert!(all.iter().any(|t| t == "e4, empty"), "{all:?}");
    h.app
        .world_mut()
        .resource_mut::<PlayerSettings>()
        .0
        .language = Some("ru".to_owned());
    h.update();
    let all = texts(&mut h);
    assert!(all.iter().any(|t| t == "e4, пусто"), "{all:?}");
    assert!(all.iter().any(|t| t == "e1, белый король"), "{all:?}");
    // An unknown tag in the settings file: the system's, else English.
    h.app
        .world_mut()
        .resource_mut::<PlayerSettings>()
        .0
        .language = Some("xx".to_owned());
    h.update();
    let language = h.res::<AppWords>().0.language();
    assert_eq!(
        language,
        rookery::i18n::system_language().unwrap_or(Language::English)
    );
}
