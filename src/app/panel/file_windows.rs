//! The windows about files: the path field shown when there is no file
//! dialog, the choice of a file inside a zip archive, the question Save
//! asks for a game from a file of many, and the hint shown while a file is
//! dragged over the window.

use bevy::prelude::*;
use bevy_egui::egui;

use super::{Asks, FileWorld, PanelContext, PanelWorld};
use crate::app::{
    files::{FileCommand, PromptPurpose, file_name, thousands},
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
    egui::Window::new(format!("Open a file of {}", file_name(path)))
        .id(egui::Id::new("archive chooser"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 60.0))
        .show(ctx, |ui| {
            ui.label(format!(
                "{} holds {} PGN files:",
                file_name(path),
                entries.len()
            ));
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

/// The path field offered when no file dialog can be shown.
pub(super) fn path_prompt(ctx: Res<PanelContext>, mut files: FileWorld, mut asks: Asks) {
    let ctx = &ctx.0;
    let Some(state) = files.prompt.0.as_mut() else {
        return;
    };
    let (title, action) = match state.purpose {
        PromptPurpose::Open => ("Open a PGN file", "Open"),
        PromptPurpose::Save => ("Save the game", "Save"),
        PromptPurpose::Engine => ("Choose a chess engine", "Choose"),
        PromptPurpose::Export => ("Export an image of the board", "Export"),
        PromptPurpose::Append => ("Append a PGN file", "Append"),
        PromptPurpose::CopyTo => ("Copy the game to a file", "Copy"),
        PromptPurpose::Tables => ("Add a folder of endgame tables", "Add"),
        PromptPurpose::Book => ("Choose an opening book", "Choose"),
    };
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
            ui.add(egui::Label::new(&state.reason).wrap());
            ui.label(match state.purpose {
                PromptPurpose::Open => {
                    "Type the file's path, drop the file on the window, or give it on the \
                     command line (rookery FILE.pgn)."
                }
                PromptPurpose::Save => "Type the path to save the game to.",
                PromptPurpose::Engine => "Type the path of a UCI engine's program.",
                PromptPurpose::Export => {
                    "Type the path of the image: .png or .svg for the position, .gif for \
                     the game."
                }
                PromptPurpose::Append => "Type the path of the PGN file whose games to add.",
                PromptPurpose::CopyTo => {
                    "Type the path of the PGN file to add the game to (made if missing)."
                }
                PromptPurpose::Tables => {
                    "Type the path of a folder that holds Syzygy tables (.rtbw and .rtbz files)."
                }
                PromptPurpose::Book => "Type the path of a Polyglot book (a .bin file).",
            });
            let hint = match (&state.default_name, &state.folder) {
                (Some(name), _) => name.clone(),
                (None, Some(folder)) => {
                    format!("{}/…", crate::desktop::files::display_path(folder))
                }
                (None, None) => "/home/me/games/game.pgn".to_owned(),
            };
            let field = ui.add(
                egui::TextEdit::singleline(&mut state.text)
                    .desired_width(440.0)
                    .hint_text(hint),
            );
            let field = super::named(ui, field, "Path");
            if let Some(folder) = &state.folder {
                ui.label(
                    egui::RichText::new(format!(
                        "A name alone is looked for in {}",
                        crate::desktop::files::display_path(folder)
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
                if ui.button("Cancel").clicked() {
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
    super::dialog::dialog("Save the game", "save choice")
        .open(&mut open)
        .show(ctx, |ui| {
            ui.label(format!(
                "This game came from {name}, which holds {} more games.",
                thousands(others)
            ));
            ui.add_space(4.0);
            if ui
                .button(format!("Write it back into {name}"))
                .on_hover_text("The other games are copied unchanged")
                .clicked()
            {
                asks.file(FileCommand::WriteBack);
                close = true;
            }
            if ui.button("Save this game alone as…").clicked() {
                asks.file(FileCommand::SaveAsDialog);
                close = true;
            }
            if ui.button("Cancel").clicked() {
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
        format!("Drop to open {}", file_name(path))
    } else {
        format!("{} is not a PGN file", file_name(path))
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
