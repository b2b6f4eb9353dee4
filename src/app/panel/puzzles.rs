//! Tactics puzzles in the panel: where the player stands (rating, streak,
//! a set's cycle), what was said of the last move, the buttons (solution,
//! next, retry, analyse, dashboard, stop), the choices (mode, difficulty,
//! theme), an import's progress with Cancel, and the dashboard window.

use bevy_egui::egui;

use super::{Asks, PanelWorld, named};
use crate::{
    app::{
        modes::Tactics,
        puzzles::{PuzzleCommand, PuzzleView, TrainMode},
        theme::egui_color,
    },
    chess::puzzles::{
        schedule::Difficulty,
        themes::{THEMES, theme_message},
    },
    i18n::Arg,
};

/// The puzzles' part of the controls.
pub(super) fn tactics(ui: &mut egui::Ui, world: &PanelWorld, asks: &mut Asks) {
    let view = &world.tactics;
    if let Some((share, name, filing)) = &view.importing {
        ui.horizontal(|ui| {
            // Filing, the last step, is one transaction: it cannot be
            // cancelled, and its puzzles are not chosen until it ends.
            let key = match filing {
                true => "puzzle-filing",
                false => "puzzle-importing",
            };
            let words = world.tr_with(key, &[("name", Arg::Text(name))]);
            ui.add(
                egui::ProgressBar::new(*share)
                    .text(words)
                    .desired_width(180.0),
            );
            if !filing && ui.button(world.tr("explorer-cancel")).clicked() {
                asks.puzzle(PuzzleCommand::CancelImport);
            }
        });
    }
    if let Some((done, games, found)) = view.finding {
        ui.horizontal(|ui| {
            let words = world.tr_with(
                "puzzle-finding",
                &[
                    ("done", Arg::Count(done as i64)),
                    ("games", Arg::Count(games as i64)),
                    ("found", Arg::Count(found as i64)),
                ],
            );
            let share = done as f32 / games.max(1) as f32;
            ui.add(
                egui::ProgressBar::new(share.min(1.0))
                    .text(words)
                    .desired_width(220.0),
            );
            if ui.button(world.tr("explorer-cancel")).clicked() {
                asks.puzzle(PuzzleCommand::CancelFind);
            }
        });
    }
    dashboard(ui.ctx(), world, asks);
    if *world.tactics_on.get() != Tactics::On {
        return;
    }
    ui.label(egui::RichText::new(status(world, view).trim_end()).strong());
    let words = world.words.0.say(&view.words);
    ui.add(
        egui::Label::new(egui::RichText::new(words).color(egui_color(world.theme().accent))).wrap(),
    );
    ui.horizontal_wrapped(|ui| buttons(ui, world, view, asks));
    ui.horizontal_wrapped(|ui| choices(ui, world, view, asks));
    // The theme on a row of its own: three choices do not fit 800 pixels.
    if view.mode == TrainMode::Rated {
        theme_choice(ui, world, view, asks);
    }
}

/// The line that says where the player stands in the mode.
fn status(world: &PanelWorld, view: &PuzzleView) -> String {
    match &view.mode {
        TrainMode::Rated => {
            let change = view
                .change
                .map(|c| format!("{:+}", c.round() as i64))
                .unwrap_or_default();
            world.tr_with(
                "puzzle-rating",
                &[
                    ("rating", Arg::Text(&view.rating_text())),
                    ("change", Arg::Text(&change)),
                ],
            )
        }
        TrainMode::Streak => world.tr_with(
            "puzzle-streak",
            &[
                ("count", Arg::Count(i64::from(view.streak))),
                ("best", Arg::Count(i64::from(view.best_streak))),
            ],
        ),
        TrainMode::Review => {
            world.tr_with("puzzle-review", &[("count", Arg::Count(view.due as i64))])
        }
        TrainMode::Set(name) => {
            let (at, total, cycle) = view.set_at.unwrap_or_default();
            world.tr_with(
                "puzzle-set",
                &[
                    ("name", Arg::Text(name)),
                    ("at", Arg::Count((at + 1).min(total.max(1)) as i64)),
                    ("total", Arg::Count(total as i64)),
                    ("cycle", Arg::Count(i64::from(cycle.number))),
                ],
            )
        }
    }
}

fn buttons(ui: &mut egui::Ui, world: &PanelWorld, view: &PuzzleView, asks: &mut Asks) {
    let mut button = |ui: &mut egui::Ui, id: &str, command: PuzzleCommand| {
        if ui.button(world.tr(id)).clicked() {
            asks.puzzle(command);
        }
    };
    let current = view.current.is_some();
    if current && !view.over {
        button(ui, "control-show-solution", PuzzleCommand::ShowSolution);
    }
    if !current || view.over {
        button(ui, "control-next", PuzzleCommand::Next);
    } else {
        button(ui, "control-skip", PuzzleCommand::Next);
    }
    if current && view.over {
        button(ui, "control-retry", PuzzleCommand::Retry);
        button(ui, "control-analyse-puzzle", PuzzleCommand::Analyse);
    }
    button(ui, "control-dashboard", PuzzleCommand::Dashboard);
    button(ui, "control-stop", PuzzleCommand::Close);
}

/// The mode, and for rated puzzles the difficulty and the theme.
fn choices(ui: &mut egui::Ui, world: &PanelWorld, view: &PuzzleView, asks: &mut Asks) {
    let mode_name = |mode: &TrainMode| match mode {
        TrainMode::Rated => world.tr("puzzle-mode-rated"),
        TrainMode::Streak => world.tr("puzzle-mode-streak"),
        TrainMode::Review => world.tr_with(
            "puzzle-mode-review",
            &[("count", Arg::Count(view.due as i64))],
        ),
        TrainMode::Set(name) => world.tr_with("puzzle-mode-set", &[("name", Arg::Text(name))]),
    };
    let mut modes = vec![TrainMode::Rated, TrainMode::Streak, TrainMode::Review];
    modes.extend(
        view.sources
            .iter()
            .filter(|(name, _)| name != crate::desktop::puzzle_store::LICHESS)
            .map(|(name, _)| TrainMode::Set(name.clone())),
    );
    let mut chosen = None;
    let combo = egui::ComboBox::from_id_salt("puzzle-mode")
        .selected_text(mode_name(&view.mode))
        .show_ui(ui, |ui| {
            for mode in &modes {
                if ui
                    .selectable_label(*mode == view.mode, mode_name(mode))
                    .clicked()
                {
                    chosen = Some(mode.clone());
                }
            }
        });
    named(ui, combo.response, world.tr("puzzle-mode"));
    if let Some(mode) = chosen {
        asks.puzzle(PuzzleCommand::Mode(mode));
    }
    if view.mode != TrainMode::Rated {
        return;
    }
    let mut difficulty = None;
    let combo = egui::ComboBox::from_id_salt("puzzle-difficulty")
        .selected_text(world.tr(view.difficulty.message()))
        .show_ui(ui, |ui| {
            for d in Difficulty::ALL {
                if ui
                    .selectable_label(d == view.difficulty, world.tr(d.message()))
                    .clicked()
                {
                    difficulty = Some(d);
                }
            }
        });
    named(ui, combo.response, world.tr("puzzle-difficulty"));
    if let Some(d) = difficulty {
        asks.puzzle(PuzzleCommand::Difficulty(d));
    }
}

fn theme_choice(ui: &mut egui::Ui, world: &PanelWorld, view: &PuzzleView, asks: &mut Asks) {
    let opening = crate::desktop::puzzle_store::OPENING;
    // Themes by their translated names; openings by lichess's (English).
    let theme_name = |theme: Option<&str>| match theme {
        Some(t) if t.starts_with(opening) => t[opening.len()..].replace('_', " "),
        Some(t) => theme_message(t).map_or_else(|| t.to_owned(), |id| world.tr(&id)),
        None => world.tr("puzzle-theme-any"),
    };
    let mut theme = None;
    let choices = THEMES
        .iter()
        .map(|t| (*t).to_owned())
        .chain(view.openings.iter().cloned());
    let combo = egui::ComboBox::from_id_salt("puzzle-theme")
        .selected_text(theme_name(view.theme.as_deref()))
        .height(320.0)
        .show_ui(ui, |ui| {
            if ui
                .selectable_label(view.theme.is_none(), theme_name(None))
                .clicked()
            {
                theme = Some(None);
            }
            for t in choices {
                let on = view.theme.as_deref() == Some(t.as_str());
                if ui.selectable_label(on, theme_name(Some(&t))).clicked() {
                    theme = Some(Some(t));
                }
            }
        });
    named(ui, combo.response, world.tr("puzzle-theme"));
    if let Some(theme) = theme {
        asks.puzzle(PuzzleCommand::Theme(theme));
    }
}

/// The dashboard: the rating over time, success per theme (weakest
/// first) and puzzles per day, from the player's history.
fn dashboard(ctx: &egui::Context, world: &PanelWorld, asks: &mut Asks) {
    let Some(dash) = &world.tactics.dashboard else {
        return;
    };
    // Esc or Enter closes it, as every window.
    let keys = super::dialog::keys(ctx, super::dialog::window_layer("puzzle dashboard"), &[]);
    let mut open = !(keys.escape || keys.enter);
    super::dialog::dialog(world.tr("dashboard-title"), "puzzle dashboard")
        .open(&mut open)
        .show(ctx, |ui| {
            ui.label(world.tr_with(
                "dashboard-played",
                &[
                    ("played", Arg::Count(i64::from(dash.played))),
                    ("solved", Arg::Count(i64::from(dash.solved))),
                ],
            ));
            ui.strong(world.tr("dashboard-rating"));
            let accent = egui_color(world.theme().accent);
            plot(
                ui,
                &dash.ratings.iter().map(|r| r.1).collect::<Vec<_>>(),
                accent,
            );
            ui.strong(world.tr("dashboard-per-day"));
            plot(
                ui,
                &dash
                    .per_day
                    .iter()
                    .map(|d| f64::from(d.1))
                    .collect::<Vec<_>>(),
                accent,
            );
            cycles(ui, world, &dash.cycles);
            ui.strong(world.tr("dashboard-themes"));
            egui::Grid::new("dashboard-themes")
                .striped(true)
                .show(ui, |ui| {
                    for score in dash.themes.iter().take(12) {
                        let name = theme_message(&score.theme)
                            .map_or_else(|| score.theme.clone(), |id| world.tr(&id));
                        ui.label(name);
                        ui.label(format!("{}/{}", score.solved, score.played));
                        ui.label(format!("{:.0} %", score.share() * 100.0));
                        ui.end_row();
                    }
                });
        });
    if !open {
        asks.puzzle(PuzzleCommand::Dashboard);
    }
}

/// Each set's cycles and their times, to compare (the Woodpecker method).
fn cycles(
    ui: &mut egui::Ui,
    world: &PanelWorld,
    sets: &[(String, Vec<crate::chess::puzzles::schedule::Cycle>)],
) {
    if sets.is_empty() {
        return;
    }
    ui.strong(world.tr("dashboard-cycles"));
    for (name, cycles) in sets {
        let times: Vec<String> = cycles
            .iter()
            .map(|c| {
                let time = c
                    .seconds()
                    .map_or_else(|| "…".to_owned(), |s| format!("{}:{:02}", s / 60, s % 60));
                world.tr_with(
                    "dashboard-cycle",
                    &[
                        ("number", Arg::Count(i64::from(c.number))),
                        ("time", Arg::Text(&time)),
                        ("solved", Arg::Count(i64::from(c.solved))),
                        ("played", Arg::Count(i64::from(c.solved + c.failed))),
                    ],
                )
            })
            .collect();
        ui.add(egui::Label::new(format!("{name}: {}", times.join(", "))).wrap());
    }
}

/// A small line plot of `values`, oldest left, with its lowest and
/// highest value written at its side.
fn plot(ui: &mut egui::Ui, values: &[f64], color: egui::Color32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(320.0, 90.0), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_stroke(
        rect,
        2.0,
        ui.visuals().widgets.noninteractive.bg_stroke,
        egui::StrokeKind::Inside,
    );
    if values.is_empty() {
        return;
    }
    let low = values.iter().copied().fold(f64::INFINITY, f64::min);
    let high = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let span = (high - low).max(1.0);
    let step = rect.width() / (values.len().max(2) - 1) as f32;
    let points: Vec<egui::Pos2> = values
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let y = rect.bottom() - 6.0 - ((v - low) / span) as f32 * (rect.height() - 12.0);
            egui::pos2(rect.left() + step * i as f32, y)
        })
        .collect();
    painter.add(egui::Shape::line(points, egui::Stroke::new(2.0, color)));
    let font = egui::TextStyle::Small.resolve(ui.style());
    let text = ui.visuals().text_color();
    painter.text(
        rect.left_top() + egui::vec2(4.0, 2.0),
        egui::Align2::LEFT_TOP,
        format!("{high:.0}"),
        font.clone(),
        text,
    );
    painter.text(
        rect.left_bottom() + egui::vec2(4.0, -2.0),
        egui::Align2::LEFT_BOTTOM,
        format!("{low:.0}"),
        font,
        text,
    );
}
