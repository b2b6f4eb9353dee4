//! The actions under the move list: new game, flip, takeback, clocks, and
//! the auto-flip and figurine switches.

use bevy_egui::egui;

use super::{PanelState, PanelWorld};
use crate::app::flow::GameCommand;

pub(super) fn actions(
    ui: &mut egui::Ui,
    world: &mut PanelWorld,
    state: &mut PanelState,
    out: &mut Vec<GameCommand>,
) {
    let game = &world.game;
    ui.horizontal_wrapped(|ui| {
        if ui.button("New game…").on_hover_text("Ctrl+N").clicked() {
            state.dialogs.new_game.open_for(world, None);
        }
        if ui.button("Flip board").on_hover_text("F").clicked() {
            out.push(GameCommand::Flip);
        }
        let can_takeback = game.can_take_back() && world.takeback.0.is_none();
        if ui
            .add_enabled(can_takeback, egui::Button::new("Takeback…"))
            .on_hover_text("Asks the opponent to allow taking back the last move (Ctrl+Z)")
            .clicked()
            && let Some(ply) = game.plies().last()
        {
            out.push(GameCommand::RequestTakeback(ply.mover()));
        }
        if let Some(clock) = &world.clock.0
            && !clock.is_stopped()
            && !game.status().is_finished()
        {
            if clock.is_paused() {
                if ui.button("Resume clocks").clicked() {
                    out.push(GameCommand::ResumeClock);
                }
            } else if ui.button("Pause clocks").clicked() {
                out.push(GameCommand::PauseClock);
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        // A copy, so the settings change only when the box is clicked.
        let mut auto_flip = world.settings.auto_flip;
        if ui
            .checkbox(&mut auto_flip, "Auto-flip")
            .on_hover_text(
                "Turn the board after each move so the player to move sits at the bottom",
            )
            .changed()
        {
            world.settings.auto_flip = auto_flip;
        }
        let mut figurines = world.settings.figurines;
        if ui.checkbox(&mut figurines, "Figurines").changed() {
            world.settings.figurines = figurines;
        }
        if ui
            .button("Settings…")
            .on_hover_text("F1 lists the keyboard shortcuts")
            .clicked()
        {
            state.settings_open = true;
        }
    });
}
