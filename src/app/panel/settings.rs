//! The settings window: board colours, coordinates, legal-move dots,
//! animation speed, auto-flip, figurines, and the new-game defaults.

use bevy_egui::egui;

use super::PanelWorld;
use crate::settings::{AnimationSpeed, BoardTheme};

pub(super) fn settings_window(ctx: &egui::Context, world: &mut PanelWorld, open: &mut bool) {
    if !*open {
        return;
    }
    // Edit a copy: the settings (and everything that follows them) change
    // only when a field does.
    let mut s = world.settings.0.clone();
    super::dialog("Settings", "settings")
        .open(open)
        .show(ctx, |ui| {
            egui::Grid::new("settings grid")
                .num_columns(2)
                .spacing(egui::vec2(12.0, 8.0))
                .show(ui, |ui| {
                    ui.label("Board");
                    ui.horizontal(|ui| {
                        for theme in BoardTheme::ALL {
                            ui.selectable_value(&mut s.theme, theme, theme.label());
                        }
                    });
                    ui.end_row();
                    ui.label("Pieces slide");
                    ui.horizontal(|ui| {
                        for speed in AnimationSpeed::ALL {
                            ui.selectable_value(&mut s.animation, speed, speed.label());
                        }
                    });
                    ui.end_row();
                    ui.label("Show");
                    ui.vertical(|ui| {
                        ui.checkbox(&mut s.coordinates, "Coordinates on the board");
                        ui.checkbox(&mut s.legal_move_dots, "Dots on legal moves");
                        ui.checkbox(&mut s.figurines, "Figurines in the move list");
                    });
                    ui.end_row();
                    ui.label("Play");
                    ui.checkbox(&mut s.auto_flip, "Turn the board after each move");
                    ui.end_row();
                    ui.label("New games");
                    ui.vertical(|ui| {
                        ui.horizontal(|ui| {
                            ui.label("Time control");
                            ui.add(
                                egui::TextEdit::singleline(&mut s.time_control)
                                    .desired_width(80.0)
                                    .hint_text("5+3"),
                            );
                        });
                        let valid = s.time_control.trim() == "untimed"
                            || crate::cli::parse_time_control(&s.time_control).is_ok();
                        if !valid {
                            ui.label(
                                egui::RichText::new("minutes+seconds like 5+3, or untimed")
                                    .small()
                                    .color(crate::app::theme::egui_color(world.theme.error)),
                            );
                        }
                        ui.horizontal(|ui| {
                            ui.label("White");
                            ui.add(egui::TextEdit::singleline(&mut s.white).desired_width(160.0));
                        });
                        ui.horizontal(|ui| {
                            ui.label("Black");
                            ui.add(egui::TextEdit::singleline(&mut s.black).desired_width(160.0));
                        });
                    });
                    ui.end_row();
                });
        });
    if s != world.settings.0 {
        world.settings.0 = s;
    }
}
