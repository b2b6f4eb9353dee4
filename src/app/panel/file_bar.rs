//! The bar at the top of the panel's middle (the File and Game menus, the
//! list of the file's games, the game's name) and the messages about
//! files under the status.

use bevy::prelude::*;
use bevy_egui::egui;

use super::{Asks, FileWorld, PanelUi, PanelWorld, menus::MenuKeyboard};
use crate::app::{
    files::{FileCommand, file_name},
    session::GameCommand,
    shortcuts::{Menu, Shortcut, keys_for},
    theme::{Theme, egui_color},
};

/// The File and Game menus, the list of the file's games, and the game's
/// name (with `*` while it has changes not saved).
pub(super) fn file_bar(
    mut parts: ResMut<PanelUi>,
    mut world: PanelWorld,
    files: FileWorld,
    mut keyboard: ResMut<MenuKeyboard>,
    mut asks: Asks,
) {
    let Some(ui) = parts.middle() else {
        return;
    };
    ui.horizontal(|ui| {
        let title = super::menus::title(ui, Menu::File, &world.words.0);
        let file = ui.menu_button(title, |ui| {
            file_menu(ui, &world, &files, &mut keyboard, &mut asks);
        });
        super::menus::follow(
            ui.ctx(),
            Menu::File,
            &file.response,
            &world.words.0,
            &world.shown_menus(),
            &mut keyboard,
        );
        super::game_menu::game_menu(ui, &mut world, &mut keyboard, &mut asks);
        if files.list.len() > 1
            && ui
                .button(world.tr_with(
                    "bar-games",
                    &[(
                        "count",
                        crate::i18n::Arg::Text(&world.words.0.number(files.list.len() as u64)),
                    )],
                ))
                .on_hover_text(world.tr("bar-games-hover"))
                .clicked()
        {
            asks.file(FileCommand::ShowList);
        }
        let name = match &world.session.origin().path {
            Some(path) => file_name(path),
            None if world.session.is_analysis() => world.tr("bar-analysis"),
            None => world.tr("bar-new-game"),
        };
        let label = if world.session.is_dirty() {
            format!("{name} *")
        } else {
            name
        };
        ui.add(egui::Label::new(egui::RichText::new(label).weak()).truncate());
    });
}

/// The File menu's items after the new games: save, the recent games,
/// paste and copy, the image, quit.
fn save_and_copy_items(ui: &mut egui::Ui, world: &PanelWorld, files: &FileWorld, asks: &mut Asks) {
    let mut item = |ui: &mut egui::Ui, label: &str, keys: &str, command: FileCommand| {
        if ui.add(super::menus::menu_item(label, keys)).clicked() {
            asks.file(command);
            ui.close();
        }
    };
    item(
        ui,
        &world.tr("file-save"),
        &keys_for(Shortcut::Save, &world.words.0),
        FileCommand::Save,
    );
    item(
        ui,
        &world.tr("file-save-as"),
        &keys_for(Shortcut::SaveAs, &world.words.0),
        FileCommand::SaveAsDialog,
    );
    if let Some(archive) = files.autosave.archive().filter(|a| a.exists()) {
        item(
            ui,
            &world.tr("file-recent"),
            "",
            FileCommand::OpenRecent(archive),
        );
    }
    ui.separator();
    item(
        ui,
        &world.tr("file-paste"),
        &keys_for(Shortcut::Paste, &world.words.0),
        FileCommand::PasteFromClipboard,
    );
    item(ui, &world.tr("file-copy-pgn"), "", FileCommand::CopyPgn);
    item(ui, &world.tr("file-copy-fen"), "", FileCommand::CopyFen);
    ui.separator();
    item(
        ui,
        &world.tr("file-export-image"),
        "",
        FileCommand::ExportWindow,
    );
    item(ui, &world.tr("file-copy-image"), "", FileCommand::CopyImage);
    ui.separator();
    super::game_menu::quit_item(ui, &world.tr("control-quit"), asks);
}

/// The File menu's items, each with its keys.
fn file_menu(
    ui: &mut egui::Ui,
    world: &PanelWorld,
    files: &FileWorld,
    keyboard: &mut MenuKeyboard,
    asks: &mut Asks,
) {
    let mut item = |ui: &mut egui::Ui, label: &str, keys: &str, command: FileCommand| {
        let response = ui.add(super::menus::menu_item(label, keys));
        if response.clicked() {
            asks.file(command);
            ui.close();
        }
        response
    };
    let open = item(
        ui,
        &world.tr("file-open"),
        &keys_for(Shortcut::Open, &world.words.0),
        FileCommand::OpenDialog,
    );
    super::menus::first_item(&open, Menu::File, keyboard);
    let game = world.session.game();
    for (label, keys, position, mode) in [
        (
            world.tr("file-new-analysis"),
            keys_for(Shortcut::NewAnalysis, &world.words.0),
            shakmaty::Chess::default(),
            shakmaty::CastlingMode::Standard,
        ),
        (
            world.tr("file-analyse-position"),
            String::new(),
            game.view_position().clone(),
            game.castling_mode(),
        ),
    ] {
        if ui.add(super::menus::menu_item(label, keys)).clicked() {
            asks.game(GameCommand::NewGame(Box::new(
                crate::chess::session::NewGame::analysis(position, mode),
            )));
            ui.close();
        }
    }
    if ui
        .add(super::menus::menu_item(
            world.tr("file-set-up"),
            keys_for(Shortcut::SetUp, &world.words.0),
        ))
        .on_hover_text(world.tr("file-set-up-hover"))
        .clicked()
    {
        asks.editor(crate::app::editor::EditorCommand::Open(
            crate::chess::editor::SetUp::of(game.view_position()),
        ));
        ui.close();
    }
    save_and_copy_items(ui, world, files, asks);
}

/// The notices under the status, and the line under them.
pub(super) fn notices_line(
    mut parts: ResMut<PanelUi>,
    world: PanelWorld,
    files: FileWorld,
    mut asks: Asks,
) {
    let Some(ui) = parts.middle() else {
        return;
    };
    notices(ui, &files, &world.theme(), &mut asks);
    ui.separator();
}

/// The latest message about files, and the error of a game read in part.
pub(super) fn notices(ui: &mut egui::Ui, files: &FileWorld, theme: &Theme, asks: &mut Asks) {
    if let Some(notice) = &files.notice.0 {
        let text = asks.words.0.say(&notice.said);
        let color = if notice.error {
            egui_color(theme.error)
        } else {
            ui.visuals().weak_text_color()
        };
        // Two lines at most, the rest on hover (a notice naming a long
        // path took four lines from the move list at 800×600).
        let font = egui::TextStyle::Body.resolve(ui.style());
        let mut job = egui::text::LayoutJob::single_section(
            text.clone(),
            egui::TextFormat::simple(font, color),
        );
        job.wrap = egui::text::TextWrapping {
            max_width: ui.available_width(),
            max_rows: 2,
            break_anywhere: false,
            overflow_character: Some('…'),
        };
        let shown = ui.add(egui::Label::new(job));
        if shown.rect.height() > 0.0 {
            shown.on_hover_text(text);
        }
    }
    // A listed file changed on disk: listing it again is one click.
    if files.list.stale
        && let Some(path) = &files.list.path
        && ui
            .button(asks.words.0.with(
                "file-reload",
                &[("name", crate::i18n::Arg::Text(&file_name(path)))],
            ))
            .on_hover_text(asks.words.0.get("file-reload-hover"))
            .clicked()
    {
        asks.file(FileCommand::Open(path.clone()));
    }
}
