//! The settings window (board colours, coordinates, legal-move dots,
//! animation speed, auto-flip, figurines, sound and its volume, and the
//! new-game defaults) and the list of keyboard shortcuts.

use bevy::prelude::*;
use bevy_egui::egui;

use super::{PanelContext, PanelWorld};
use crate::i18n::Words;
use crate::{
    app::shortcuts::PanelRequest,
    chess::clock::TimeControl,
    desktop::settings::{AnimationSpeed, BoardTheme, Settings},
};

/// The settings window's own state: the time control as typed.
#[derive(Resource, Debug, Default)]
pub(super) struct SettingsForm {
    open: bool,
    time_text: Option<String>,
}

/// Whether the list of shortcuts shows.
#[derive(Resource, Debug, Default)]
pub(super) struct ShortcutsWindow(bool);

pub(super) fn install(world: &mut World) {
    world.init_resource::<SettingsForm>();
    world.init_resource::<ShortcutsWindow>();
}

/// The ids of the window's one-line fields.
const TIME_FIELD: &str = "settings time control";
const WHITE_FIELD: &str = "settings white";
const BLACK_FIELD: &str = "settings black";

/// The settings window (Game › Settings…): every change is kept as it is
/// made; Esc or Enter closes it.
pub(super) fn settings_window(
    ctx: Res<PanelContext>,
    mut world: PanelWorld,
    mut form: ResMut<SettingsForm>,
    mut requests: MessageReader<PanelRequest>,
    mut files: MessageWriter<crate::app::files::FileCommand>,
    book: Res<crate::app::book::OpenBook>,
) {
    let mut ask = None;
    if requests.read().any(|r| *r == PanelRequest::Settings) {
        form.open = true;
    }
    let ctx = &ctx.0;
    let form = &mut *form;
    if !form.open {
        form.time_text = None;
        return;
    }
    let text = form
        .time_text
        .get_or_insert_with(|| match world.settings.time_control {
            Some(tc) => tc.to_string(),
            None => "untimed".to_owned(),
        });
    let open = &mut form.open;
    // Edit a copy: the settings (and everything that follows them) change
    // only when a field does.
    let mut s = world.settings.0.clone();
    let fields = [TIME_FIELD, WHITE_FIELD, BLACK_FIELD].map(egui::Id::new);
    let keys = super::dialog::keys(ctx, super::dialog::window_layer("settings"), &fields);
    if keys.escape || keys.enter {
        // Every change is kept as it is made: closing is OK and Cancel.
        *open = false;
    }
    let error = crate::app::theme::egui_color(world.theme().error);
    let w = &world.words.0;
    super::dialog::dialog(w.get("settings-title"), "settings")
        .open(open)
        .show(ctx, |ui| {
            super::dialog::scrolled(ui, "settings scroll", false, |ui| {
                egui::Grid::new("settings grid")
                    .num_columns(2)
                    .spacing(egui::vec2(12.0, 8.0))
                    .show(ui, |ui| {
                        language_rows(ui, &mut s, w);
                        board_rows(ui, &mut s, w);
                        ui.label(w.get("settings-new-games"));
                        ui.vertical(|ui| new_game_rows(ui, &mut s, text, error, w));
                        ui.end_row();
                        ui.label(w.get("settings-engine"));
                        ui.vertical(|ui| {
                            engine_rows(ui, &mut s, world.engine.name.as_deref(), &mut ask, w)
                        });
                        ui.end_row();
                        ui.label(w.get("settings-book"));
                        ui.vertical(|ui| book_rows(ui, &mut s.engine, book.problem(), &mut ask, w));
                        ui.end_row();
                    });
            });
        });
    if let Some(ask) = ask {
        files.write(ask);
    }
    if s != world.settings.0 {
        world.settings.0 = s;
    }
}

/// The language of Rookery's words (the system's, or one chosen), and the
/// piece letters moves are written with; said in the language shown.
fn language_rows(ui: &mut egui::Ui, s: &mut Settings, words: &crate::i18n::Words) {
    use crate::i18n::{Arg, Language, system_language};
    ui.label(words.get("settings-language"));
    let system = system_language().unwrap_or(Language::English);
    let system_words = words.with(
        "settings-language-system",
        &[("language", Arg::Text(system.name()))],
    );
    let shown = match s
        .language
        .as_deref()
        .and_then(|tag| Language::ALL.into_iter().find(|l| l.tag() == tag))
    {
        Some(language) => language.name().to_owned(),
        None => system_words.clone(),
    };
    let combo = egui::ComboBox::from_id_salt("settings language")
        .selected_text(shown)
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut s.language, None, system_words);
            for language in Language::ALL {
                ui.selectable_value(
                    &mut s.language,
                    Some(language.tag().to_owned()),
                    language.name(),
                );
            }
        });
    super::named(ui, combo.response, words.get("settings-language"));
    ui.end_row();
    ui.label(words.get("settings-letters"));
    ui.horizontal(|ui| {
        let spelled = |letters: crate::i18n::Letters| letters.0.join(" ");
        let own = words.with(
            "settings-letters-language",
            &[("letters", Arg::Text(&spelled(s.language().letters())))],
        );
        let english = words.with(
            "settings-letters-english",
            &[("letters", Arg::Text(&spelled(Language::English.letters())))],
        );
        ui.radio_value(&mut s.english_letters, false, own);
        ui.radio_value(&mut s.english_letters, true, english);
    });
    ui.end_row();
}

/// How the board looks and plays.
fn board_rows(ui: &mut egui::Ui, s: &mut Settings, w: &Words) {
    ui.label(w.get("settings-board"));
    ui.horizontal(|ui| {
        for theme in BoardTheme::ALL {
            ui.selectable_value(&mut s.theme, theme, w.get(theme.label_id()));
        }
    });
    ui.end_row();
    ui.label(w.get("settings-slide"));
    ui.horizontal(|ui| {
        for speed in AnimationSpeed::ALL {
            ui.selectable_value(&mut s.animation, speed, w.get(speed.label_id()));
        }
    });
    ui.end_row();
    ui.label(w.get("settings-show"));
    ui.vertical(|ui| {
        ui.checkbox(&mut s.coordinates, w.get("settings-coordinates"));
        ui.checkbox(&mut s.legal_move_dots, w.get("settings-dots"));
        ui.checkbox(&mut s.figurines, w.get("settings-figurines"));
    });
    ui.end_row();
    ui.label(w.get("settings-play"));
    ui.vertical(|ui| {
        ui.checkbox(&mut s.auto_flip, w.get("settings-auto-flip"));
        ui.checkbox(
            &mut s.engine.computer_takebacks,
            w.get("settings-takebacks"),
        );
    });
    ui.end_row();
    ui.label(w.get("settings-sound"));
    ui.horizontal(|ui| {
        ui.checkbox(&mut s.sound, w.get("settings-sounds"));
        ui.add_enabled(
            s.sound,
            egui::Slider::new(&mut s.volume, 0..=100)
                .suffix(" %")
                .text(w.get("settings-volume")),
        );
    });
    ui.end_row();
}

/// The chess engine: its program (chosen in a dialog, or the one found),
/// threads, hash, the lines shown and the report's depth.
fn engine_rows(
    ui: &mut egui::Ui,
    s: &mut Settings,
    name: Option<&str>,
    ask: &mut Option<Ask>,
    w: &Words,
) {
    let engine = &mut s.engine;
    ui.horizontal(|ui| {
        let program = match (&engine.path, crate::desktop::engine::find_engine()) {
            (Some(path), _) => path.display().to_string(),
            (None, Some(found)) => found_words(w, &found),
            (None, None) => w.get("settings-no-engine"),
        };
        ui.add(egui::Label::new(program).truncate());
        let choose = ui.button(w.get("settings-choose"));
        if super::named(ui, choose, w.get("settings-choose-engine")).clicked() {
            *ask = Some(Ask::ChooseEngineDialog);
        }
        if engine.path.is_some() && ui.button(w.get("settings-default")).clicked() {
            engine.path = None;
        }
    });
    if let Some(name) = name {
        ui.weak(name);
    }
    ui.horizontal(|ui| {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get() as u32);
        let mut threads = engine
            .threads
            .unwrap_or_else(|| cores.saturating_sub(1).max(1));
        ui.label(w.get("settings-threads"));
        let field = ui.add(egui::DragValue::new(&mut threads).range(1..=cores.max(1)));
        if super::named(ui, field, w.get("settings-engine-threads")).changed() {
            engine.threads = Some(threads);
        }
        ui.label(w.get("settings-hash"));
        let hash = ui.add(egui::DragValue::new(&mut engine.hash_mb).range(1..=4096));
        super::named(ui, hash, w.get("settings-hash-name"));
    });
    ui.horizontal(|ui| {
        ui.label(w.get("settings-lines"));
        for n in 1..=5 {
            ui.selectable_value(&mut engine.lines, n, n.to_string());
        }
    });
    ui.checkbox(&mut engine.bar_wdl, w.get("settings-bar-wdl"))
        .on_hover_text(w.get("settings-bar-wdl-hover"));
    ui.horizontal(|ui| {
        ui.label(w.get("settings-report"));
        let mut by_time = engine.report_movetime_ms.is_some();
        ui.radio_value(&mut by_time, false, w.get("settings-depth"));
        let depth = ui.add_enabled(
            !by_time,
            egui::DragValue::new(&mut engine.report_depth).range(6..=30),
        );
        super::named(ui, depth, w.get("settings-report-depth"));
        ui.radio_value(&mut by_time, true, w.get("settings-seconds"));
        let mut seconds = engine.report_movetime_ms.unwrap_or(1000) as f32 / 1000.0;
        let time = ui.add_enabled(
            by_time,
            egui::DragValue::new(&mut seconds)
                .range(0.1..=60.0)
                .speed(0.1),
        );
        let changed = super::named(ui, time, w.get("settings-report-seconds")).changed();
        engine.report_movetime_ms = match (by_time, changed) {
            (false, _) => None,
            (true, true) => Some((seconds * 1000.0).round() as u32),
            (true, false) => Some(engine.report_movetime_ms.unwrap_or(1000)),
        };
    });
    table_folders(ui, &mut engine.syzygy, ask, w);
}

/// "/usr/games/stockfish (found)".
fn found_words(w: &Words, found: &std::path::Path) -> String {
    w.with(
        "settings-found",
        &[("path", crate::i18n::Arg::Text(&found.display().to_string()))],
    )
}

/// A request the settings make of the file dialogs.
type Ask = crate::app::files::FileCommand;

/// The opening book: the file chosen (or the data folder's `book.bin`),
/// why it does not read, a button to choose another and one to stop using
/// it, and whether the computer opens from it.
fn book_rows(
    ui: &mut egui::Ui,
    engine: &mut crate::desktop::settings::EngineSettings,
    problem: Option<&crate::i18n::Said>,
    ask: &mut Option<Ask>,
    w: &Words,
) {
    ui.horizontal(|ui| {
        let file = match (&engine.book, engine.book_file()) {
            (Some(path), _) => path.display().to_string(),
            (None, Some(found)) => found_words(w, &found),
            (None, None) => w.get("settings-no-book"),
        };
        ui.add(egui::Label::new(file).truncate());
        let choose = ui.button(w.get("settings-choose"));
        if super::named(ui, choose, w.get("settings-choose-book")).clicked() {
            *ask = Some(Ask::BookDialog);
        }
        if engine.book.is_some() {
            let remove = ui
                .button(w.get("settings-remove"))
                .on_hover_text(w.get("settings-remove-book-hover"));
            if super::named(ui, remove, w.get("settings-stop-book")).clicked() {
                engine.book = None;
            }
        }
    });
    if let Some(problem) = problem {
        let color = ui.visuals().error_fg_color;
        let problem = w.say(problem);
        ui.add(egui::Label::new(egui::RichText::new(problem).color(color)).wrap());
    }
    ui.checkbox(&mut engine.computer_book, w.get("settings-computer-book"));
}

/// The folders of Syzygy endgame tables: each with a button that removes
/// it, and a field to add one (the data folder's `syzygy/` is read
/// besides, unasked).
fn table_folders(
    ui: &mut egui::Ui,
    folders: &mut Vec<std::path::PathBuf>,
    ask: &mut Option<Ask>,
    w: &Words,
) {
    ui.label(w.get("settings-tables"));
    let mut removed = None;
    for (i, folder) in folders.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.add(egui::Label::new(folder.display().to_string()).truncate());
            let remove = ui
                .small_button(w.get("settings-remove"))
                .on_hover_text(w.get("settings-remove-tables-hover"));
            let shown = folder.display().to_string();
            let name = w.with(
                "settings-remove-folder",
                &[("folder", crate::i18n::Arg::Text(&shown))],
            );
            if super::named(ui, remove, name).clicked() {
                removed = Some(i);
            }
        });
    }
    if let Some(i) = removed {
        folders.remove(i);
    }
    let id = egui::Id::new(TABLES_FIELD);
    let mut typed: String = ui
        .data_mut(|d| d.get_temp::<String>(id))
        .unwrap_or_default();
    ui.horizontal(|ui| {
        let field = ui.add(
            egui::TextEdit::singleline(&mut typed)
                .id(id)
                .desired_width(220.0)
                .hint_text("/path/to/syzygy"),
        );
        super::named(ui, field, w.get("settings-tables-field"));
        let folder = std::path::PathBuf::from(typed.trim());
        let usable = !typed.trim().is_empty() && folder.is_dir() && !folders.contains(&folder);
        let add = ui
            .add_enabled(usable, egui::Button::new(w.get("settings-add")))
            .on_disabled_hover_text(w.get("settings-add-disabled"));
        if add.clicked() {
            folders.push(folder);
            typed.clear();
        }
        let choose = ui.button(w.get("settings-choose"));
        if super::named(ui, choose, w.get("settings-choose-tables")).clicked() {
            *ask = Some(Ask::TablesDialog);
        }
    });
    ui.data_mut(|d| d.insert_temp(id, typed));
}

/// The id of the field that adds a folder of endgame tables.
const TABLES_FIELD: &str = "settings tables folder";

/// A new game's time control (as typed: kept when it reads) and names.
fn new_game_rows(
    ui: &mut egui::Ui,
    s: &mut Settings,
    text: &mut String,
    error: egui::Color32,
    w: &Words,
) {
    ui.horizontal(|ui| {
        ui.label(w.get("settings-time-control"));
        let field = ui.add(
            egui::TextEdit::singleline(text)
                .id(egui::Id::new(TIME_FIELD))
                .desired_width(120.0)
                .hint_text("5+3"),
        );
        super::named(ui, field, w.get("settings-time-field"));
    });
    let parsed = match text.trim() {
        "untimed" => Ok(None),
        typed => typed.parse::<TimeControl>().map(Some),
    };
    match parsed {
        Ok(control) => s.time_control = control,
        Err(e) => {
            ui.add(
                egui::Label::new(
                    egui::RichText::new(w.with(
                        "settings-or-untimed",
                        &[("error", crate::i18n::Arg::Text(&e.to_string()))],
                    ))
                    .small()
                    .color(error),
                )
                .wrap(),
            );
        }
    }
    name_field(ui, &mut s.white, shakmaty::Color::White, w);
    name_field(ui, &mut s.black, shakmaty::Color::Black, w);
}

/// A new game's name for one side: empty while the side is unnamed (PGN's
/// "White"), its name in the player's language the field's hint.
fn name_field(ui: &mut egui::Ui, name: &mut String, side: shakmaty::Color, w: &Words) {
    let placeholder = crate::chess::game::side_name(side);
    let mut shown = match name == placeholder {
        true => String::new(),
        false => name.clone(),
    };
    ui.horizontal(|ui| {
        let side_words = w.get(side.fold_wb("side-white", "side-black"));
        ui.label(&side_words);
        let field = ui.add(
            egui::TextEdit::singleline(&mut shown)
                .id(egui::Id::new(side.fold_wb(WHITE_FIELD, BLACK_FIELD)))
                .hint_text(side_words)
                .desired_width(160.0),
        );
        let field = super::named(
            ui,
            field,
            w.get(side.fold_wb("settings-new-white", "settings-new-black")),
        );
        if field.changed() {
            *name = match shown.trim().is_empty() {
                true => placeholder.to_owned(),
                false => shown,
            };
        }
    });
}

/// Every keyboard shortcut, in one window (F1 shows it or hides it again;
/// Esc or Enter closes it).
pub(super) fn shortcuts_window(
    ctx: Res<PanelContext>,
    mut window: ResMut<ShortcutsWindow>,
    mut requests: MessageReader<PanelRequest>,
    words: Res<crate::app::language::AppWords>,
) {
    for request in requests.read() {
        if *request == PanelRequest::ToggleHelp {
            window.0 = !window.0;
        }
    }
    let ctx = &ctx.0;
    if !window.0 {
        return;
    }
    let keys = super::dialog::keys(ctx, super::dialog::window_layer("shortcuts"), &[]);
    if keys.escape || keys.enter {
        window.0 = false;
        return;
    }
    // The list fits the window at any size: its rows scroll, and what each
    // key does wraps, so no key is cut at the window's edge.
    let screen = ctx.content_rect();
    let width = (screen.width() - 60.0).clamp(280.0, 720.0);
    let w = &words.0;
    super::dialog::dialog(w.get("shortcuts-title"), "shortcuts")
        .open(&mut window.0)
        .max_width(width)
        .show(ctx, |ui| {
            super::dialog::scrolled(ui, "shortcuts scroll", true, |ui| {
                // Clear of the scroll bar at the right.
                let bar = ui.spacing().scroll.bar_width + ui.spacing().scroll.bar_outer_margin;
                ui.set_max_width(width - bar - 8.0);
                egui::Grid::new("shortcut list")
                    .num_columns(2)
                    .striped(true)
                    .spacing(egui::vec2(16.0, 6.0))
                    .show(ui, |ui| {
                        for (keys, what) in crate::app::shortcuts::help_lines() {
                            let keys = crate::app::shortcuts::local_keys(keys, w);
                            ui.add(
                                egui::Label::new(egui::RichText::new(keys).monospace().strong())
                                    .extend(),
                            );
                            let what = w.get(what);
                            ui.add(egui::Label::new(what).wrap());
                            ui.end_row();
                        }
                    });
            });
        });
}
