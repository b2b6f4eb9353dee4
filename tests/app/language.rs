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
    assert!(all.iter().any(|t| t == "1. Sf3, Weiß"), "{all:?}");
    assert!(!all.iter().any(|t| t == "1. Nf3, Weiß"), "{all:?}");
    assert!(
        all.iter().any(|t| t == "f3, weißer Springer, letzter Zug"),
        "{all:?}"
    );
    assert!(all.iter().any(|t| t == "e5, leer"), "{all:?}");
    // The live region says the move in German.
    assert!(all.iter().any(|t| t == "Weiß: Springer f3"), "{all:?}");
    // English letters, as a setting: the same move list says Nf3.
    h.app
        .world_mut()
        .resource_mut::<PlayerSettings>()
        .0
        .english_letters = true;
    h.update();
    let all = texts(&mut h);
    assert!(all.iter().any(|t| t == "1. Nf3, Weiß"), "{all:?}");
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

/// Every call that puts words on the screen or in a screen reader's ear —
/// a label, a button, a tooltip, a window's title, a notice, a dialog's
/// title or filter, an accessibility label — whose first words are a
/// literal of the app's code.
fn literal_words_in(source: &str) -> Vec<String> {
    // What is after the app's own tests is no player's.
    let source = source
        .split("\n#[cfg(test)]\nmod tests")
        .next()
        .unwrap_or(source);
    let calls = [
        ".label(",
        ".button(",
        ".small_button(",
        ".heading(",
        ".checkbox(",
        ".selectable_label(",
        ".selectable_value(",
        ".radio_value(",
        ".on_hover_text(",
        ".on_disabled_hover_text(",
        ".hint_text(",
        ".colored_label(",
        ".info(",
        ".error(",
        ".set_title(",
        ".add_filter(",
        ".set_label(",
        "RichText::new(",
        "Button::new(",
        "Label::new(",
        "Window::new(",
        "WidgetInfo::labeled(",
        "Asked::Notice(",
        "Said::Text(",
        "dialog::dialog(",
        "named(ui, ",
        // Announcements and accessible names built up for a screen reader.
        ".push_str(",
        "said_all.push(",
        ".set_description(",
        ".set_value(",
        "set_label(format!(",
    ];
    let mut found = Vec::new();
    for (number, line) in source.lines().enumerate() {
        let code = line.trim_start();
        if code.starts_with("//") || line.contains("// not a player's words") {
            continue;
        }
        for call in calls {
            let Some(at) = line.find(call) else {
                continue;
            };
            // The call's arguments up to the first literal, on this line or
            // the next few (a `format!(` may open them).
            let rest: String = source
                .lines()
                .skip(number)
                .take(4)
                .collect::<Vec<_>>()
                .join(" ");
            let rest = &rest[at.min(rest.len())..];
            let args = rest.get(call.len()..).unwrap_or("");
            let Some(open) = args.find('"') else {
                continue;
            };
            // A literal only when nothing but other arguments or a
            // `format!(` come before it.
            let before = &args[..open];
            let later_argument = !FIRST_ARGUMENT_ONLY.contains(&call) || !before.contains(',');
            if (before.contains(')') && !before.contains("format!(")) || !later_argument {
                continue;
            }
            let literal: String = args[open + 1..].chars().take_while(|&c| c != '"').collect();
            if is_words(&literal) {
                found.push(format!("{}: {literal}", number + 1));
            }
        }
    }
    found
}

/// Calls whose later arguments are ids, not words.
const FIRST_ARGUMENT_ONLY: [&str; 2] = ["dialog::dialog(", "Window::new("];

/// Whether a literal reads as words a player would see: a word of two
/// lowercase letters or more, or a capitalised one, that is not part of a
/// path or a FEN nor a message's id (`export-width`); "Rookery" is a name.
fn is_words(literal: &str) -> bool {
    let id = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-';
    // Markup (the MIME types' XML) is a file's, not the window's.
    if literal == "Rookery"
        || (!literal.contains(' ') && literal.contains('/'))
        || literal.chars().all(id)
        || literal.trim_start().starts_with('<')
    {
        return false;
    }
    // What a placeholder names, and a FEN's or a path's parts, are no words.
    let mut text = String::new();
    let mut depth = 0;
    for c in literal.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => text.push(c),
            _ => {}
        }
    }
    let text: Vec<&str> = text.split(' ').filter(|t| !t.contains('/')).collect();
    text.join(" ")
        .split(|c: char| !c.is_alphabetic())
        .any(|word| word.chars().count() >= 2 && word.chars().skip(1).all(char::is_lowercase))
}

#[test]
fn no_words_a_player_meets_are_written_in_the_apps_code() {
    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    walk(&root.join("src/app"), &mut files);
    // The desktop layer says things in the window too (a dialog's title and
    // filters, a notice's words).
    walk(&root.join("src/desktop"), &mut files);
    files.sort();
    assert!(files.len() > 50, "{files:?}");
    let mut found = Vec::new();
    for path in &files {
        let source = std::fs::read_to_string(path).unwrap();
        let name = path.strip_prefix(root).unwrap().display().to_string();
        found.extend(
            literal_words_in(&source)
                .into_iter()
                .map(|hit| format!("{name}:{hit}")),
        );
    }
    assert!(
        found.is_empty(),
        "words in the code, not in assets/i18n/en.ftl:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_literal_finder_finds_a_label_a_notice_and_a_format_and_passes_ids_and_paths() {
    let code = r#"
fn panel(ui: &mut egui::Ui) {
    ui.label("Board width");
    notice.error(format!(
        "Could not save {name}."
    ));
    ui.label(world.tr("export-width"));
    egui::Window::new(title).id(egui::Id::new("export grid"));
    ui.add(egui::TextEdit::singleline(&mut text).hint_text("/home/me/games/game.pgn"));
    ui.add(egui::TextEdit::singleline(&mut fen).hint_text("FEN"));
    // ui.label("A comment");
}
"#;
    assert_eq!(
        literal_words_in(code),
        ["3: Board width", "4: Could not save {name}."]
    );
}
