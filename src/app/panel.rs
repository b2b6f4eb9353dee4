//! The side panel: status, players, move list and the game's actions.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{
    flow::{ChessGame, GameCommand, LastError},
    layout::SidePanelWidth,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, side_panel);
}

fn side_panel(
    mut contexts: EguiContexts,
    game: Res<ChessGame>,
    last_error: Res<LastError>,
    mut width: ResMut<SidePanelWidth>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "rookery root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let response = egui::Panel::right("side panel")
        .resizable(true)
        .default_size(super::layout::DEFAULT_PANEL_WIDTH)
        .size_range(240.0..=560.0)
        .show(&mut root, |ui| {
            ui.add_space(8.0);
            ui.heading("Rookery");
            ui.separator();
            ui.label(super::status_text(&game));
            if let Some(err) = &last_error.0 {
                ui.colored_label(egui::Color32::LIGHT_RED, err);
            }
            ui.separator();
            if ui.button("Flip board (F)").clicked() {
                commands.write(GameCommand::Flip);
            }
            ui.allocate_space(ui.available_size());
        });
    width.set_if_neq(SidePanelWidth(response.response.rect.width()));
    Ok(())
}
