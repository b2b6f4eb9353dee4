//! The status line, the move list and the browsing buttons.

use bevy_egui::egui;
use shakmaty::{Color as Side, Position, san::SanPlus};

use super::PanelWorld;
use crate::app::{flow::GameCommand, status_text, theme::egui_color};

/// SAN with figurines instead of piece letters.
fn figurine(san: &str) -> String {
    san.chars()
        .map(|c| match c {
            'K' => '♔',
            'Q' => '♕',
            'R' => '♖',
            'B' => '♗',
            'N' => '♘',
            other => other,
        })
        .collect()
}

pub(super) fn san_text(san: &SanPlus, figurines: bool) -> String {
    let s = san.to_string();
    if figurines { figurine(&s) } else { s }
}

pub(super) fn status_block(ui: &mut egui::Ui, world: &PanelWorld) {
    let game = &world.game;
    let text = status_text(game, &world.players);
    let strong = egui::RichText::new(text).size(17.0).strong();
    ui.label(if game.status().is_finished() {
        strong.color(egui_color(world.theme.result))
    } else {
        strong
    });
    if let Some(side) = game.draw_offer() {
        ui.label(format!("{} has offered a draw.", world.players.name(side)));
    }
    if let Some(clock) = &world.clock.0 {
        let mut line = format!("Time control {}", clock.control());
        if clock.is_paused() {
            line.push_str(" — clocks paused");
        }
        ui.label(egui::RichText::new(line).small());
    }
    if let Some(err) = &world.last_error.0 {
        ui.colored_label(egui_color(world.theme.error), err);
    }
}

pub(super) fn move_list(
    ui: &mut egui::Ui,
    world: &PanelWorld,
    figurines: bool,
    height: f32,
    out: &mut Vec<GameCommand>,
) {
    let game = &world.game;
    let initial = game.initial_position();
    let first_number = initial.fullmoves().get() as usize;
    let offset = usize::from(initial.turn() == Side::Black);
    let plies = game.plies();
    let viewed = game.view_index();
    egui::ScrollArea::vertical()
        .max_height(height)
        .min_scrolled_height(height)
        .auto_shrink([false, false])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            if plies.is_empty() {
                ui.label(egui::RichText::new("No moves yet.").weak());
                return;
            }
            egui::Grid::new("move list")
                .num_columns(3)
                .striped(true)
                .min_col_width(30.0)
                .spacing(egui::vec2(10.0, 2.0))
                .show(ui, |ui| {
                    let total = plies.len() + offset;
                    for row in 0..total.div_ceil(2) {
                        ui.label(egui::RichText::new(format!("{}.", first_number + row)).weak());
                        for col in 0..2 {
                            let k = row * 2 + col;
                            if k < offset || k - offset >= plies.len() {
                                ui.label(if k < offset { "…" } else { "" });
                                continue;
                            }
                            let i = k - offset;
                            let selected = viewed == i + 1;
                            let text = san_text(&plies[i].san, figurines);
                            let response = ui.add(egui::Button::selectable(
                                selected,
                                egui::RichText::new(text).monospace().size(15.0),
                            ));
                            if selected && game.is_viewing_past() {
                                response.scroll_to_me(None);
                            }
                            if response.clicked() {
                                out.push(GameCommand::View(i + 1));
                            }
                        }
                        ui.end_row();
                    }
                });
        });
}

pub(super) fn navigation(ui: &mut egui::Ui, world: &PanelWorld, out: &mut Vec<GameCommand>) {
    let game = &world.game;
    ui.horizontal(|ui| {
        let at = game.view_index();
        let last = game.ply_count();
        if ui
            .add_enabled(at > 0, egui::Button::new("⏮"))
            .on_hover_text("Start (Home or ↑)")
            .clicked()
        {
            out.push(GameCommand::ViewStart);
        }
        if ui
            .add_enabled(at > 0, egui::Button::new("⏴"))
            .on_hover_text("Back one move (←)")
            .clicked()
        {
            out.push(GameCommand::ViewBack);
        }
        if ui
            .add_enabled(at < last, egui::Button::new("⏵"))
            .on_hover_text("Forward one move (→)")
            .clicked()
        {
            out.push(GameCommand::ViewForward);
        }
        if ui
            .add_enabled(at < last, egui::Button::new("⏭"))
            .on_hover_text("Latest move (End or ↓)")
            .clicked()
        {
            out.push(GameCommand::ViewLatest);
        }
        if game.is_viewing_past()
            && ui
                .add(
                    egui::Button::new(egui::RichText::new("Back to game").strong())
                        .fill(egui_color(world.theme.accent)),
                )
                .clicked()
        {
            out.push(GameCommand::ViewLatest);
        }
    });
}
