//! The new-game dialog, the resignation confirmation and the game-over
//! banner over the board.

use bevy_egui::egui;
use shakmaty::Color as Side;

use super::PanelWorld;
use crate::{
    app::{flow::GameCommand, flow::NewGame, theme::egui_color},
    clock::{DelayMode, SideControl, TimeControl},
    game::Game,
};

/// Which time control the new-game dialog has chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum TimeChoice {
    Preset(usize),
    Untimed,
    Custom,
}

/// The new-game dialog's fields, kept between openings.
#[derive(Debug, Clone)]
pub(super) struct NewGameForm {
    pub open: bool,
    choice: TimeChoice,
    base_minutes: [f64; 2],
    increment_seconds: [f64; 2],
    mode: [DelayMode; 2],
    odds: bool,
    fen: String,
    pub white: String,
    pub black: String,
    /// "Continue from here": the game to go on with, instead of a start
    /// position.
    pub base: Option<Game>,
}

impl Default for NewGameForm {
    fn default() -> Self {
        NewGameForm {
            open: false,
            choice: TimeChoice::Preset(5),
            base_minutes: [5.0, 5.0],
            increment_seconds: [3.0, 3.0],
            mode: [DelayMode::Fischer; 2],
            odds: false,
            fen: String::new(),
            white: "White".into(),
            black: "Black".into(),
            base: None,
        }
    }
}

impl NewGameForm {
    /// Opens the dialog with the players' names and the remembered time
    /// control, for a new game or to go on with `base`.
    pub(super) fn open_for(&mut self, world: &PanelWorld, base: Option<Game>) {
        self.open = true;
        self.white = world.players.white.clone();
        self.black = world.players.black.clone();
        self.base = base;
        self.choose(&world.settings.time_control);
    }

    /// Chooses the time control a setting names (`5+3`, `untimed`).
    pub(super) fn choose(&mut self, setting: &str) {
        let setting = setting.trim();
        if setting == "untimed" {
            self.choice = TimeChoice::Untimed;
            return;
        }
        let Ok(control) = crate::cli::parse_time_control(setting) else {
            return;
        };
        let side = control.side(Side::White);
        let preset = TimeControl::PRESETS
            .iter()
            .position(|&(m, s)| TimeControl::fischer_minutes(m, s) == control);
        match preset {
            Some(i) => self.choice = TimeChoice::Preset(i),
            None => {
                self.choice = TimeChoice::Custom;
                self.odds = false;
                self.base_minutes = [side.base.as_secs_f64() / 60.0; 2];
                self.increment_seconds = [side.increment.as_secs_f64(); 2];
                self.mode = [DelayMode::Fischer; 2];
            }
        }
    }

    fn side_control(&self, i: usize) -> SideControl {
        SideControl {
            base: std::time::Duration::from_secs_f64(self.base_minutes[i].max(0.0) * 60.0),
            increment: std::time::Duration::from_secs_f64(self.increment_seconds[i].max(0.0)),
            mode: self.mode[i],
        }
    }

    pub(super) fn control(&self) -> Option<TimeControl> {
        match self.choice {
            TimeChoice::Untimed => None,
            TimeChoice::Preset(i) => {
                let (m, s) = TimeControl::PRESETS[i];
                Some(TimeControl::fischer_minutes(m, s))
            }
            TimeChoice::Custom => {
                let white = self.side_control(0);
                let black = if self.odds {
                    self.side_control(1)
                } else {
                    white
                };
                Some(TimeControl {
                    sides: shakmaty::ByColor { white, black },
                })
            }
        }
    }

    pub(super) fn game(&self) -> Result<Game, String> {
        if let Some(base) = &self.base {
            return Ok(base.clone());
        }
        if self.fen.trim().is_empty() {
            Ok(Game::new())
        } else {
            Game::from_fen(&self.fen).map_err(|e| e.to_string())
        }
    }
}

/// What the dialogs keep between frames.
#[derive(Debug, Default)]
pub(super) struct DialogState {
    /// The new-game dialog's fields.
    pub new_game: NewGameForm,
    /// The side asked to confirm its resignation.
    pub confirm_resign: Option<Side>,
    /// Whether the player closed the game-over banner.
    pub banner_hidden: bool,
}

pub(super) fn new_game_dialog(
    ctx: &egui::Context,
    world: &mut PanelWorld,
    state: &mut DialogState,
    out: &mut Vec<GameCommand>,
) {
    let accent = egui_color(world.theme.accent);
    let low_time = egui_color(world.theme.low_time);
    if !state.new_game.open {
        return;
    }
    let form = &mut state.new_game;
    let mut open = true;
    let mut start = false;
    let mut cancel = false;
    let title = if form.base.is_some() {
        "Continue from here"
    } else {
        "New game"
    };
    super::dialog(title, "new game")
        .open(&mut open)
        .show(ctx, |ui| {
            egui::Grid::new("names").num_columns(2).show(ui, |ui| {
                ui.label("White");
                ui.text_edit_singleline(&mut form.white);
                ui.end_row();
                ui.label("Black");
                ui.text_edit_singleline(&mut form.black);
                ui.end_row();
            });
            ui.separator();
            ui.label(egui::RichText::new("Time control").strong());
            egui::Grid::new("presets").num_columns(4).show(ui, |ui| {
                for (i, (m, s)) in TimeControl::PRESETS.iter().enumerate() {
                    ui.selectable_value(
                        &mut form.choice,
                        TimeChoice::Preset(i),
                        format!("{m}+{s}"),
                    );
                    if i % 4 == 3 {
                        ui.end_row();
                    }
                }
                ui.selectable_value(&mut form.choice, TimeChoice::Untimed, "Untimed");
                ui.selectable_value(&mut form.choice, TimeChoice::Custom, "Custom…");
                ui.end_row();
            });
            if form.choice == TimeChoice::Custom {
                let sides = if form.odds { 2 } else { 1 };
                for i in 0..sides {
                    ui.horizontal(|ui| {
                        if form.odds {
                            ui.label(if i == 0 { "White:" } else { "Black:" });
                        }
                        ui.add(
                            egui::DragValue::new(&mut form.base_minutes[i])
                                .range(0.25..=600.0)
                                .speed(0.25)
                                .suffix(" min"),
                        );
                        ui.label("+");
                        ui.add(
                            egui::DragValue::new(&mut form.increment_seconds[i])
                                .range(0.0..=600.0)
                                .speed(0.5)
                                .suffix(" s"),
                        );
                        egui::ComboBox::from_id_salt(("delay mode", i))
                            .selected_text(form.mode[i].label())
                            .show_ui(ui, |ui| {
                                for mode in DelayMode::ALL {
                                    ui.selectable_value(&mut form.mode[i], mode, mode.label());
                                }
                            });
                    });
                }
                ui.checkbox(&mut form.odds, "Different time for each side (time odds)");
            }
            ui.separator();
            if let Some(base) = &form.base {
                let moves = base.ply_count();
                ui.label(if moves == 0 {
                    "The game starts from the position shown.".to_owned()
                } else {
                    format!(
                        "The game goes on from the position shown, keeping the {} {} that led to it.",
                        moves,
                        if moves == 1 { "half-move" } else { "half-moves" }
                    )
                });
                if let crate::game::Status::Finished { .. } = base.status() {
                    ui.colored_label(
                        low_time,
                        format!(
                            "The rules already end the game there: {}.",
                            base.status().describe(crate::game::side_name)
                        ),
                    );
                }
            } else {
            ui.label(
                egui::RichText::new("Start position (FEN, empty for the usual start)").strong(),
            );
            ui.add(
                egui::TextEdit::singleline(&mut form.fen)
                    .desired_width(420.0)
                    .hint_text("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            );
            let game = form.game();
            match &game {
                Ok(_) if form.fen.trim().is_empty() => {}
                Ok(_) => {
                    ui.colored_label(accent, "✔ a legal position");
                }
                Err(e) => {
                    ui.colored_label(low_time, e);
                }
            }
            }
            ui.separator();
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(
                        form.game().is_ok(),
                        egui::Button::new(egui::RichText::new("Start game").strong()).fill(accent),
                    )
                    .clicked()
                {
                    start = true;
                }
                if ui.button("Cancel").clicked() {
                    cancel = true;
                }
            });
        });
    if start && let Ok(game) = form.game() {
        // The names and the time control are remembered for next time.
        let settings = &mut world.settings;
        settings.white = non_empty(&form.white, "White");
        settings.black = non_empty(&form.black, "Black");
        settings.time_control = match form.control() {
            None => "untimed".to_owned(),
            // Delays and time odds are not remembered: the last plain
            // control stays.
            Some(tc) => {
                crate::cli::time_control_text(&tc).unwrap_or_else(|| settings.time_control.clone())
            }
        };
        out.push(GameCommand::NewGame(Box::new(NewGame {
            game,
            control: form.control(),
            white: non_empty(&form.white, "White"),
            black: non_empty(&form.black, "Black"),
            origin: None,
        })));
        form.open = false;
        form.base = None;
    }
    if cancel || !open {
        form.open = false;
        form.base = None;
    }
}

fn non_empty(name: &str, default: &str) -> String {
    let name = name.trim();
    if name.is_empty() {
        default.to_owned()
    } else {
        name.to_owned()
    }
}

pub(super) fn resign_dialog(
    ctx: &egui::Context,
    state: &mut DialogState,
    world: &PanelWorld,
    out: &mut Vec<GameCommand>,
) {
    let Some(side) = state.confirm_resign else {
        return;
    };
    let modal = egui::Modal::new(egui::Id::new("confirm resign")).show(ctx, |ui| {
        ui.set_width(280.0);
        ui.heading(format!("Resign as {}?", world.players.name(side)));
        ui.label(format!("{} will win the game.", world.players.name(!side)));
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui
                .add(egui::Button::new("Resign").fill(egui_color(world.theme.low_time)))
                .clicked()
            {
                out.push(GameCommand::Resign(side));
                state.confirm_resign = None;
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui.button("Keep playing").clicked() {
                    state.confirm_resign = None;
                }
            });
        });
    });
    if modal.should_close() {
        state.confirm_resign = None;
    }
}

pub(super) fn game_over_banner(ctx: &egui::Context, state: &mut DialogState, world: &PanelWorld) {
    let theme = &world.theme;
    let status = world.game.status();
    // A record opened from a file is read, not finished here: no banner.
    if !status.is_finished()
        || state.banner_hidden
        || world.game.is_viewing_past()
        || world.game.mode() == crate::game::GameMode::Record
    {
        return;
    }
    let layout = &world.layout;
    let center = layout.to_window(layout.center);
    egui::Area::new(egui::Id::new("game over"))
        .pivot(egui::Align2::CENTER_CENTER)
        .fixed_pos(egui::pos2(center.x, center.y))
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui_color(theme.banner_fill))
                .shadow(egui::Shadow {
                    offset: [0, 4],
                    blur: 16,
                    spread: 0,
                    color: egui_color(theme.banner_shadow),
                })
                .stroke(egui::Stroke::new(1.0, egui_color(theme.banner_stroke)))
                .corner_radius(10)
                .inner_margin(egui::Margin::symmetric(28, 18))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.label(
                            egui::RichText::new(status.result_str().replace("1/2", "½"))
                                .size(34.0)
                                .strong()
                                .color(egui_color(theme.banner_result)),
                        );
                        let words = crate::app::banner_text(status, &world.players);
                        ui.label(
                            egui::RichText::new(words)
                                .size(18.0)
                                .color(egui_color(theme.banner_text)),
                        );
                        ui.add_space(6.0);
                        if ui.button("Close").clicked() {
                            state.banner_hidden = true;
                        }
                    });
                });
        });
}

/// A game restored at start: its clocks wait until the players resume.
pub(super) fn restored_banner(
    ctx: &egui::Context,
    world: &mut PanelWorld,
    state: &mut DialogState,
    out: &mut Vec<GameCommand>,
) {
    if !world.restored.0 {
        return;
    }
    let accent = egui_color(world.theme.accent);
    let timed = world.clock.0.as_ref().is_some_and(|c| !c.is_stopped());
    let mut close = false;
    super::dialog("Game restored", "restored").show(ctx, |ui| {
        let moves = world.game.ply_count().div_ceil(2);
        ui.label(format!(
            "{} vs {}: the game goes on where it stopped, after {moves} {}.",
            world.players.name(Side::White),
            world.players.name(Side::Black),
            if moves == 1 { "move" } else { "moves" }
        ));
        if timed {
            ui.label("The clocks are paused until you resume.");
        }
        ui.horizontal(|ui| {
            let resume = if timed { "Resume" } else { "Continue" };
            if ui
                .add(egui::Button::new(egui::RichText::new(resume).strong()).fill(accent))
                .clicked()
            {
                if timed {
                    out.push(GameCommand::ResumeClock);
                }
                close = true;
            }
            if ui.button("New game…").clicked() {
                state.new_game.open_for(world, None);
                close = true;
            }
        });
    });
    if close {
        world.restored.0 = false;
    }
}
