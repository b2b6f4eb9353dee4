//! The settings window: board colours, coordinates, legal-move dots,
//! animation speed, auto-flip, figurines, and the new-game defaults.

use bevy_egui::egui;

use super::PanelWorld;
use crate::{
    clock::TimeControl,
    settings::{AnimationSpeed, BoardTheme},
};

/// The settings window's own state: the time control as typed.
#[derive(Debug, Default)]
pub(super) struct SettingsForm {
    pub open: bool,
    time_text: Option<String>,
}

/// The ids of the window's one-line fields.
const TIME_FIELD: &str = "settings time control";
const WHITE_FIELD: &str = "settings white";
const BLACK_FIELD: &str = "settings black";

pub(super) fn settings_window(
    ctx: &egui::Context,
    world: &mut PanelWorld,
    form: &mut SettingsForm,
) {
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
    super::dialog::dialog("Settings", "settings")
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
                                egui::TextEdit::singleline(text)
                                    .id(egui::Id::new(TIME_FIELD))
                                    .desired_width(120.0)
                                    .hint_text("5+3"),
                            );
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
                                        egui::RichText::new(format!("{e}, or untimed"))
                                            .small()
                                            .color(crate::app::theme::egui_color(
                                                world.theme().error,
                                            )),
                                    )
                                    .wrap(),
                                );
                            }
                        }
                        ui.horizontal(|ui| {
                            ui.label("White");
                            ui.add(
                                egui::TextEdit::singleline(&mut s.white)
                                    .id(egui::Id::new(WHITE_FIELD))
                                    .desired_width(160.0),
                            );
                        });
                        ui.horizontal(|ui| {
                            ui.label("Black");
                            ui.add(
                                egui::TextEdit::singleline(&mut s.black)
                                    .id(egui::Id::new(BLACK_FIELD))
                                    .desired_width(160.0),
                            );
                        });
                    });
                    ui.end_row();
                });
        });
    if s != world.settings.0 {
        world.settings.0 = s;
    }
}
