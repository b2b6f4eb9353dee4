//! The windows about files: the path field shown when there is no file
//! dialog, the choice of a file inside a zip archive, the question Save
//! asks for a game from a file of many, and the hint shown while a file is
//! dragged over the window.

use bevy::prelude::*;
use bevy_egui::egui;

use super::{Asks, FileWorld, PanelContext, PanelWorld};
use crate::app::{
    files::{FileCommand, PromptPurpose, file_name},
    theme::egui_color,
};

/// A zip archive of several PGN files: which one to open.
pub(super) fn archive_chooser(ctx: Res<PanelContext>, files: FileWorld, mut asks: Asks) {
    let ctx = &ctx.0;
    let Some((path, entries)) = &files.list.choose else {
        return;
    };
    let mut open = true;
    if super::dialog::keys(ctx, super::dialog::window_layer("archive chooser"), &[]).escape {
        open = false;
    }
    let name = file_name(path);
    let named = [("name", crate::i18n::Arg::Text(&name))];
    let title = asks.words.0.with("archive-title", &named);
    let holds = asks.words.0.with(
        "archive-holds",
        &[
            ("name", crate::i18n::Arg::Text(&name)),
            ("count", crate::i18n::Arg::Count(entries.len() as i64)),
        ],
    );
    egui::Window::new(title)
        .id(egui::Id::new("archive chooser"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 60.0))
        .show(ctx, |ui| {
            ui.label(holds);
            egui::ScrollArea::vertical()
                .max_height(320.0)
                .show(ui, |ui| {
                    for entry in entries {
                        if ui.button(entry).clicked() {
                            asks.file(FileCommand::OpenEntry(path.clone(), entry.clone()));
                        }
                    }
                });
        });
    if !open {
        asks.file(FileCommand::HideList);
    }
}

/// The path prompt's title, button and words for `purpose`.
fn prompt_messages(purpose: PromptPurpose) -> (&'static str, &'static str, &'static str) {
    match purpose {
        PromptPurpose::Open => ("prompt-open", "prompt-open-action", "prompt-open-words"),
        PromptPurpose::Save => ("prompt-save", "prompt-save-action", "prompt-save-words"),
        PromptPurpose::Engine => (
            "prompt-engine",
            "prompt-choose-action",
            "prompt-engine-words",
        ),
        PromptPurpose::Export => (
            "prompt-export",
            "prompt-export-action",
            "prompt-export-words",
        ),
        PromptPurpose::Append => (
            "prompt-append",
            "prompt-append-action",
            "prompt-append-words",
        ),
        PromptPurpose::CopyTo => ("prompt-copy", "prompt-copy-action", "prompt-copy-words"),
        PromptPurpose::Tables => ("prompt-tables", "prompt-add-action", "prompt-tables-words"),
        PromptPurpose::Book => ("prompt-book", "prompt-choose-action", "prompt-book-words"),
        PromptPurpose::Repertoire => (
            "prompt-repertoire",
            "prompt-open-action",
            "prompt-repertoire-words",
        ),
        PromptPurpose::NewRepertoire => (
            "prompt-new-repertoire",
            "prompt-save-action",
            "prompt-new-repertoire-words",
        ),
        PromptPurpose::Puzzles => (
            "prompt-puzzles",
            "prompt-add-action",
            "prompt-puzzles-words",
        ),
    }
}

/// What the empty path field shows: the name offered, or the folder, or
/// an example.
fn path_hint(name: Option<&str>, folder: Option<&std::path::Path>) -> String {
    match (name, folder) {
        (Some(name), _) => name.to_owned(),
        (None, Some(folder)) => format!("{}/…", crate::desktop::files::display_path(folder)),
        (None, None) => "/home/me/games/game.pgn".to_owned(),
    }
}

/// The path field offered when no file dialog can be shown.
pub(super) fn path_prompt(ctx: Res<PanelContext>, mut files: FileWorld, mut asks: Asks) {
    let ctx = &ctx.0;
    let Some(state) = files.prompt.0.as_mut() else {
        return;
    };
    let (title, action, words) = prompt_messages(state.purpose);
    let (title, action, words) = (asks.tr(title), asks.tr(action), asks.tr(words));
    let mut open = true;
    // Esc cancels (Enter in the field opens or saves, below).
    let mut done = super::dialog::keys(ctx, super::dialog::window_layer("path prompt"), &[]).escape;
    egui::Window::new(title)
        .id(egui::Id::new("path prompt"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 60.0))
        .show(ctx, |ui| {
            ui.set_max_width(460.0);
            ui.add(egui::Label::new(asks.words.0.say(&state.reason)).wrap());
            ui.label(words);
            let hint = path_hint(state.default_name.as_deref(), state.folder.as_deref());
            let field = ui.add(
                egui::TextEdit::singleline(&mut state.text)
                    .desired_width(440.0)
                    .hint_text(hint),
            );
            let field = super::named(ui, field, asks.tr("prompt-path"));
            if let Some(folder) = &state.folder {
                ui.label(
                    egui::RichText::new(asks.words.0.with(
                        "prompt-name-alone",
                        &[(
                            "folder",
                            crate::i18n::Arg::Text(&crate::desktop::files::display_path(folder)),
                        )],
                    ))
                    .small()
                    .weak(),
                );
            }
            // Read Enter before focus is given back: egui answers
            // `lost_focus` from its memory as it now stands.
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if !enter && !field.has_focus() && !ctx.memory(|m| m.focused().is_some()) {
                field.request_focus();
            }
            ui.horizontal(|ui| {
                let path = state.path();
                let ready = path.is_some();
                if (ui.add_enabled(ready, egui::Button::new(action)).clicked() || enter)
                    && let Some(path) = path
                {
                    asks.file(state.purpose.command(path));
                    done = true;
                }
                if ui.button(asks.tr("prompt-cancel")).clicked() {
                    done = true;
                }
            });
        });
    if done || !open {
        files.prompt.0 = None;
    }
}

/// Save asked for a game from a file of many: write it back, or save it
/// alone.
pub(super) fn save_choice(ctx: Res<PanelContext>, mut files: FileWorld, mut asks: Asks) {
    let ctx = &ctx.0;
    if !files.choice.0 {
        return;
    }
    let name = files
        .list
        .path
        .as_deref()
        .map(file_name)
        .unwrap_or_default();
    let others = files.list.len().saturating_sub(1);
    let mut open = true;
    let mut close = false;
    // Enter writes it back (the first choice), Esc cancels.
    let keys = super::dialog::keys(ctx, super::dialog::window_layer("save choice"), &[]);
    if keys.enter {
        asks.file(FileCommand::WriteBack);
        close = true;
    }
    close |= keys.escape;
    let named = [("name", crate::i18n::Arg::Text(&name))];
    super::dialog::dialog(asks.tr("prompt-save"), "save choice")
        .open(&mut open)
        .show(ctx, |ui| {
            ui.label(asks.words.0.with(
                "choice-holds",
                &[
                    named[0],
                    (
                        "count",
                        crate::i18n::Arg::Text(&asks.words.0.number(others as u64)),
                    ),
                ],
            ));
            ui.add_space(4.0);
            if ui
                .button(asks.words.0.with("choice-write-back", &named))
                .on_hover_text(asks.tr("choice-write-back-hover"))
                .clicked()
            {
                asks.file(FileCommand::WriteBack);
                close = true;
            }
            if ui.button(asks.tr("choice-alone")).clicked() {
                asks.file(FileCommand::SaveAsDialog);
                close = true;
            }
            if ui.button(asks.tr("prompt-cancel")).clicked() {
                close = true;
            }
        });
    if close || !open {
        files.choice.0 = false;
    }
}

/// While a file is dragged over the window, say what a drop will do.
pub(super) fn drop_hint(ctx: Res<PanelContext>, files: FileWorld, world: PanelWorld) {
    let (ctx, theme) = (&ctx.0, &world.theme());
    let Some(path) = &files.hover.0 else {
        return;
    };
    let text = if crate::app::files::is_pgn(path) {
        world.tr_with(
            "drop-open",
            &[("name", crate::i18n::Arg::Text(&file_name(path)))],
        )
    } else {
        world.tr_with(
            "drop-not-pgn",
            &[("name", crate::i18n::Arg::Text(&file_name(path)))],
        )
    };
    let screen = ctx.content_rect();
    egui::Area::new(egui::Id::new("drop hint"))
        .order(egui::Order::Foreground)
        .fixed_pos(screen.min)
        .show(ctx, |ui| {
            let painter = ui.painter();
            painter.rect_filled(screen, 0, egui_color(theme.overlay));
            painter.rect_stroke(
                screen.shrink(12.0),
                12,
                egui::Stroke::new(3.0, egui_color(theme.accent)),
                egui::StrokeKind::Inside,
            );
            painter.text(
                screen.center(),
                egui::Align2::CENTER_CENTER,
                text,
                egui::FontId::proportional(28.0),
                egui_color(theme.overlay_text),
            );
        });
}
