//! The File menu at the top of the panel, the messages about files, the
//! path field shown when there is no file dialog, the question Save asks
//! for a game from a file of many, and the hint shown while a file is
//! dragged over the window.

use bevy_egui::egui;

use super::{Asked, FileWorld, PanelState, PanelWorld};
use crate::app::{
    files::{FileCommand, PromptPurpose, file_name, thousands},
    session::GameCommand,
    shortcuts::Menu,
    theme::{Theme, egui_color},
};

pub(super) fn file_bar(
    ui: &mut egui::Ui,
    files: &FileWorld,
    world: &mut PanelWorld,
    state: &mut PanelState,
    dirty: bool,
    asked: &mut Asked,
) {
    ui.horizontal(|ui| {
        let title = super::menus::title(ui, Menu::File);
        let keyboard = &mut state.menus;
        let file = ui.menu_button(title, |ui| {
            let out = &mut asked.files;
            let mut item = |ui: &mut egui::Ui, label: &str, keys: &str, command: FileCommand| {
                let button = egui::Button::new(label).shortcut_text(keys);
                let response = ui.add(button);
                if response.clicked() {
                    out.push(command);
                    ui.close();
                }
                response
            };
            let open = item(ui, "Open…", "Ctrl+O", FileCommand::OpenDialog);
            super::menus::first_item(&open, Menu::File, keyboard);
            let game = world.session.game();
            for (label, keys, position, mode) in [
                (
                    "New analysis",
                    "Ctrl+Shift+N",
                    shakmaty::Chess::default(),
                    shakmaty::CastlingMode::Standard,
                ),
                (
                    "Analyse this position",
                    "",
                    game.view_position().clone(),
                    game.castling_mode(),
                ),
            ] {
                if ui
                    .add(egui::Button::new(label).shortcut_text(keys))
                    .clicked()
                {
                    asked.games.push(GameCommand::NewGame(Box::new(
                        crate::session::NewGame::analysis(position, mode),
                    )));
                    ui.close();
                }
            }
            if ui
                .add(egui::Button::new("Set up position…").shortcut_text("Ctrl+E"))
                .on_hover_text("Place pieces with the mouse, starting from the position shown")
                .clicked()
            {
                asked.editor.push(crate::app::editor::EditorCommand::Open(
                    crate::editor::SetUp::of(game.view_position()),
                ));
                ui.close();
            }
            item(ui, "Save", "Ctrl+S", FileCommand::Save);
            item(ui, "Save as…", "Ctrl+Shift+S", FileCommand::SaveAsDialog);
            if let Some(archive) = files.autosave.archive().filter(|a| a.exists()) {
                item(ui, "Recent games…", "", FileCommand::OpenRecent(archive));
            }
            ui.separator();
            item(
                ui,
                "Paste game or FEN",
                "Ctrl+V",
                FileCommand::PasteFromClipboard,
            );
            item(ui, "Copy PGN", "", FileCommand::CopyPgn);
            item(ui, "Copy FEN", "", FileCommand::CopyFen);
            ui.separator();
            super::controls::quit_item(ui, asked);
        });
        super::menus::follow(
            ui.ctx(),
            Menu::File,
            &file.response,
            &super::shown_menus(world),
            &mut state.menus,
        );
        super::controls::game_menu(ui, world, state, asked);
        if files.list.len() > 1
            && ui
                .button(format!("Games ({})", thousands(files.list.len())))
                .on_hover_text("The list of games in the open file")
                .clicked()
        {
            asked.files.push(FileCommand::ShowList);
        }
        let name = match &world.session.origin().path {
            Some(path) => file_name(path),
            None if world.session.is_analysis() => "Analysis".to_owned(),
            None => "New game".to_owned(),
        };
        let label = if dirty { format!("{name} *") } else { name };
        ui.add(egui::Label::new(egui::RichText::new(label).weak()).truncate());
    });
}

/// The latest message about files, and the error of a game read in part.
pub(super) fn notices(
    ui: &mut egui::Ui,
    files: &FileWorld,
    theme: &Theme,
    out: &mut Vec<FileCommand>,
) {
    if let Some(notice) = &files.notice.0 {
        let color = if notice.error {
            egui_color(theme.error)
        } else {
            ui.visuals().weak_text_color()
        };
        ui.add(egui::Label::new(egui::RichText::new(&notice.text).color(color)).wrap());
    }
    // A listed file changed on disk: listing it again is one click.
    if files.list.stale
        && let Some(path) = &files.list.path
        && ui
            .button(format!("Reload {}", file_name(path)))
            .on_hover_text("List the file again as it is now")
            .clicked()
    {
        out.push(FileCommand::Open(path.clone()));
    }
}

/// A zip archive of several PGN files: which one to open.
pub(super) fn archive_chooser(ctx: &egui::Context, files: &FileWorld, out: &mut Vec<FileCommand>) {
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
                            out.push(FileCommand::OpenEntry(path.clone(), entry.clone()));
                        }
                    }
                });
        });
    if !open {
        out.push(FileCommand::HideList);
    }
}

/// The path field offered when no file dialog can be shown.
pub(super) fn path_prompt(ctx: &egui::Context, files: &mut FileWorld, out: &mut Vec<FileCommand>) {
    let Some(state) = files.prompt.0.as_mut() else {
        return;
    };
    let (title, action) = match state.purpose {
        PromptPurpose::Open => ("Open a PGN file", "Open"),
        PromptPurpose::Save => ("Save the game", "Save"),
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
            });
            let hint = match (&state.default_name, &state.folder) {
                (Some(name), _) => name.clone(),
                (None, Some(folder)) => format!("{}/…", crate::files::display_path(folder)),
                (None, None) => "/home/me/games/game.pgn".to_owned(),
            };
            let field = ui.add(
                egui::TextEdit::singleline(&mut state.text)
                    .desired_width(440.0)
                    .hint_text(hint),
            );
            if let Some(folder) = &state.folder {
                ui.label(
                    egui::RichText::new(format!(
                        "A name alone is looked for in {}",
                        crate::files::display_path(folder)
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
                    out.push(match state.purpose {
                        PromptPurpose::Open => FileCommand::Open(path),
                        PromptPurpose::Save => FileCommand::SaveTo(path),
                    });
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
pub(super) fn save_choice(ctx: &egui::Context, files: &mut FileWorld, out: &mut Vec<FileCommand>) {
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
        out.push(FileCommand::WriteBack);
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
                out.push(FileCommand::WriteBack);
                close = true;
            }
            if ui.button("Save this game alone as…").clicked() {
                out.push(FileCommand::SaveAsDialog);
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
pub(super) fn drop_hint(ctx: &egui::Context, files: &FileWorld, theme: &Theme) {
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
