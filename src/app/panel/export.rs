//! The export window (File › Export image…): the board's width, a caption,
//! a GIF's time per move; Save… asks where (the name's extension chooses
//! PNG or SVG of the position, or a GIF of the game), Copy image puts the
//! PNG on the clipboard. Esc closes, Enter is Save….

use bevy::prelude::*;
use bevy_egui::egui;

use super::{Asks, PanelContext};
use crate::app::files::{FileCommand, export::ExportOptions};

pub(super) fn export_window(
    ctx: Res<PanelContext>,
    mut options: ResMut<ExportOptions>,
    mut asks: Asks,
) {
    if !options.window {
        return;
    }
    let ctx = &ctx.0;
    let keys = super::dialog::keys(ctx, super::dialog::window_layer("export"), &[]);
    let mut open = !keys.escape;
    let mut save = keys.enter;
    let mut copy = false;
    let mut edited = (*options).clone();
    let tr = |id: &str| asks.words.0.get(id);
    super::dialog::dialog(tr("export-title"), "export")
        .open(&mut open)
        .show(ctx, |ui| {
            egui::Grid::new("export grid")
                .num_columns(2)
                .spacing(egui::vec2(12.0, 8.0))
                .show(ui, |ui| {
                    ui.label(tr("export-width"));
                    let size = ui.add(
                        egui::DragValue::new(&mut edited.size)
                            .range(64..=4096)
                            .suffix(" px"),
                    );
                    super::named(ui, size, tr("export-width-name"));
                    ui.end_row();
                    ui.label(tr("export-caption"));
                    ui.checkbox(&mut edited.caption, tr("export-caption-what"));
                    ui.end_row();
                    ui.label("GIF");
                    let mut seconds = edited.delay_ms as f32 / 1000.0;
                    let delay = ui.add(
                        egui::DragValue::new(&mut seconds)
                            .range(0.1..=10.0)
                            .speed(0.05)
                            .suffix(format!(" {}", tr("export-seconds-suffix"))),
                    );
                    if super::named(ui, delay, tr("export-seconds-name")).changed() {
                        edited.delay_ms = (seconds * 1000.0).round() as u32;
                    }
                    ui.end_row();
                });
            ui.label(egui::RichText::new(tr("export-hint")).weak());
            ui.horizontal(|ui| {
                save |= ui.button(tr("export-save")).clicked();
                copy = ui.button(tr("export-copy")).clicked();
                if ui.button(tr("export-close")).clicked() {
                    edited.window = false;
                }
            });
        });
    if !open || save || copy {
        edited.window = false;
    }
    if save {
        asks.file(FileCommand::ExportDialog);
    }
    if copy {
        asks.file(FileCommand::CopyImage);
    }
    if edited != *options {
        *options = edited;
    }
}
