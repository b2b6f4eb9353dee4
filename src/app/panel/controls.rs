//! The rows under the move list (browsing, and the game's actions) and the
//! Game menu. A row shows the buttons that fit the panel's width, in order
//! of use; the Game menu holds every action, so nothing is out of reach in
//! a narrow window.

use bevy::prelude::*;
use bevy_egui::egui;

use super::{Asks, PanelUi, PanelWorld};
use crate::app::{
    session::{Action, GameCommand},
    shortcuts::{PanelRequest, Shortcut, keys_for},
    theme::egui_color,
};
use crate::i18n::Arg;

/// Below this height the panel's controls take one row, not two.
const COMPACT_HEIGHT: f32 = 640.0;

/// Something a button or menu item does.
#[derive(Debug, Clone)]
pub(super) enum Choice {
    Game(GameCommand),
    /// A dialog or window of the panel.
    Open(PanelRequest),
    AutoFlip,
    Figurines,
    Engine(crate::app::engine::EngineCommand),
    Opponent(crate::app::opponent::OpponentCommand),
    Retro(crate::app::training::RetroCommand),
    Puzzle(crate::app::puzzles::PuzzleCommand),
    Repertoire(crate::app::repertoire::RepertoireCommand),
    File(crate::app::files::FileCommand),
}

/// A button of a row or an item of the Game menu.
#[derive(Debug, Clone)]
pub(super) struct Item {
    pub(super) label: String,
    /// Its shortcut, shown in the menu and the tooltip.
    pub(super) keys: String,
    pub(super) hover: String,
    pub(super) enabled: bool,
    /// Filled with the accent colour (the one thing to do now).
    pub(super) prominent: bool,
    pub(super) action: Choice,
}

impl Item {
    pub(super) fn new(label: impl Into<String>, action: Choice) -> Item {
        Item {
            label: label.into(),
            keys: String::new(),
            hover: String::new(),
            enabled: true,
            prominent: false,
            action,
        }
    }

    pub(super) fn keys(mut self, keys: String) -> Item {
        self.keys = keys;
        self
    }

    pub(super) fn hover(mut self, hover: String) -> Item {
        self.hover = hover;
        self
    }

    pub(super) fn enabled(mut self, enabled: bool) -> Item {
        self.enabled = enabled;
        self
    }

    fn prominent(mut self) -> Item {
        self.prominent = true;
        self
    }
}

/// The browsing actions that are not arrows: back to the live game, or
/// continue from the position shown.
pub(super) fn browsing_items(world: &PanelWorld) -> Vec<Item> {
    let game = world.session.game();
    let record = game.mode() == crate::chess::game::GameMode::Record;
    let mut items = Vec::new();
    if game.is_viewing_past() && !record {
        items.push(
            Item::new(
                world.tr("control-back-to-game"),
                Choice::Game(GameCommand::Act(Action::ViewLatest)),
            )
            .keys(keys_for(Shortcut::Latest, &world.words.0))
            .prominent(),
        );
    }
    if record || game.is_viewing_past() {
        items.push(
            Item::new(
                world.tr("control-continue"),
                Choice::Open(PanelRequest::ContinueFromHere),
            )
            .hover(world.tr("control-continue-hover")),
        );
    }
    if record && !shakmaty::Position::is_game_over(game.view_position()) {
        items.push(
            Item::new(
                world.tr("control-practice"),
                Choice::Opponent(crate::app::opponent::OpponentCommand::Practice),
            )
            .hover(world.tr("control-practice-hover"))
            .enabled(world.settings.engine.program().is_some()),
        );
    }
    items
}

/// The engine's and the report's items: a record's only (never a game
/// played).
fn analysis_items(world: &PanelWorld) -> Vec<Item> {
    let mut items = Vec::new();
    if !world.session.is_analysis() {
        return items;
    }
    let game = world.session.game();
    use crate::app::engine::EngineCommand;
    items.push(
        Item::new(
            world.tr(if world.engine.is_on() {
                "control-engine-off"
            } else {
                "control-engine"
            }),
            Choice::Engine(EngineCommand::Toggle),
        )
        .keys(keys_for(Shortcut::Engine, &world.words.0))
        .hover(world.tr("control-engine-hover")),
    );
    items.push(
        Item::new(
            world.tr(if world.engine.shows_threat() {
                "control-threat-off"
            } else {
                "control-threat"
            }),
            Choice::Engine(EngineCommand::Threat),
        )
        .keys(keys_for(Shortcut::Threat, &world.words.0))
        .hover(world.tr("control-threat-hover"))
        .enabled(world.settings.engine.program().is_some()),
    );
    items.push(match world.engine.report {
        Some(_) => Item::new(
            world.tr("control-stop-report"),
            Choice::Engine(EngineCommand::CancelReport),
        )
        .hover(world.tr("control-stop-report-hover")),
        None => Item::new(
            world.tr("control-report"),
            Choice::Engine(EngineCommand::AnalyseGame),
        )
        .keys(keys_for(Shortcut::Report, &world.words.0))
        .hover(world.tr("control-report-hover"))
        .enabled(!world.session.game().plies().is_empty()),
    });
    // After a report: its mistakes as puzzles, for either side.
    if crate::chess::report::has_evals(game) && world.retro.side.is_none() {
        use crate::app::training::RetroCommand;
        for side in [shakmaty::Color::White, shakmaty::Color::Black] {
            let name = world.player(side);
            items.push(
                Item::new(
                    world.tr_with("control-learn", &[("name", Arg::Text(&name))]),
                    Choice::Retro(RetroCommand::Start(side)),
                )
                .hover(world.tr("control-learn-hover")),
            );
        }
    }
    items
}

/// Against the computer: a hint, and its takebacks (it agrees to each one
/// the settings allow).
fn computer_items(world: &PanelWorld) -> Vec<Item> {
    let mut items = Vec::new();
    if !world.session.against_computer() || world.session.is_analysis() {
        return items;
    }
    let game = world.session.game();
    use crate::app::opponent::OpponentCommand;
    let person_moves = world.session.takes_moves();
    let hint = match world.opponent.hint {
        Some((_, false)) => world.tr("control-show-move"),
        _ => world.tr("control-hint"),
    };
    items.push(
        Item::new(hint, Choice::Opponent(OpponentCommand::Hint))
            .keys(keys_for(Shortcut::Hint, &world.words.0))
            .hover(world.tr("control-hint-hover"))
            .enabled(person_moves && !world.opponent.hint_coming),
    );
    let person_moved = [shakmaty::Color::White, shakmaty::Color::Black]
        .into_iter()
        .find(|s| world.session.computer(*s).is_none())
        .is_some_and(|person| game.plies().iter().any(|p| p.mover() == person));
    items.push(
        Item::new(
            world.tr("control-take-back"),
            Choice::Opponent(OpponentCommand::TakeBack),
        )
        .keys(keys_for(Shortcut::Undo, &world.words.0))
        .hover(world.tr("control-take-back-hover"))
        .enabled(person_moved && game.can_take_back() && world.settings.engine.computer_takebacks),
    );
    items
}

/// The game's actions, in order of use.
pub(super) fn game_items(world: &PanelWorld) -> Vec<Item> {
    let game = world.session.game();
    let mut items = vec![
        Item::new(
            world.tr("control-new-game"),
            Choice::Open(PanelRequest::NewGameDialog),
        )
        .keys(keys_for(Shortcut::NewGame, &world.words.0)),
        Item::new(
            world.tr("control-flip"),
            Choice::Game(GameCommand::Act(Action::Flip)),
        )
        .keys(keys_for(Shortcut::Flip, &world.words.0)),
    ];
    items.extend(analysis_items(world));
    items.extend(computer_items(world));
    // An analysis undoes its edits instead (the bar above).
    if !world.session.is_analysis() && !world.session.against_computer() {
        items.push(
            Item::new(
                world.tr("control-takeback"),
                Choice::Game(GameCommand::Act(Action::RequestTakeback(
                    game.plies()
                        .last()
                        .map_or(shakmaty::Color::White, |p| p.mover()),
                ))),
            )
            .keys(keys_for(Shortcut::Undo, &world.words.0))
            .hover(world.tr("control-takeback-hover"))
            .enabled(game.can_take_back() && world.session.takeback_request().is_none()),
        );
    }
    if let Some(clock) = &world.session.clock()
        && !clock.is_stopped()
        && !game.status().is_finished()
    {
        items.push(if clock.is_paused() {
            Item::new(
                world.tr("control-resume-clocks"),
                Choice::Game(GameCommand::Act(Action::ResumeClock)),
            )
        } else {
            Item::new(
                world.tr("control-pause-clocks"),
                Choice::Game(GameCommand::Act(Action::PauseClock)),
            )
        });
    }
    items
}

pub(super) fn apply(action: Choice, world: &mut PanelWorld, asks: &mut Asks) {
    match action {
        Choice::Game(command) => asks.game(command),
        Choice::Open(request) => asks.open(request),
        Choice::AutoFlip => world.settings.auto_flip = !world.settings.auto_flip,
        Choice::Figurines => world.settings.figurines = !world.settings.figurines,
        Choice::Engine(command) => asks.engine(command),
        Choice::Opponent(command) => asks.opponent(command),
        Choice::Retro(command) => asks.retro(command),
        Choice::Puzzle(command) => asks.puzzle(command),
        Choice::Repertoire(command) => asks.repertoire(command),
        Choice::File(command) => asks.file(command),
    }
}

/// The rows under the move list: browsing, and the game's actions (one row
/// for both in a low panel, so the move list keeps its rows).
pub(super) fn controls(
    mut parts: ResMut<PanelUi>,
    mut world: PanelWorld,
    mut asks: Asks,
    mut typing: Typing,
) {
    let Some(ui) = parts.region() else {
        return;
    };
    let compact = ui.max_rect().height() < COMPACT_HEIGHT;
    egui::Panel::bottom("controls")
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 4)))
        .show(ui, |ui| {
            navigation(ui, &mut world, compact, &mut asks, &mut typing);
            let error = egui_color(world.theme().error);
            computer_problem(ui, &world, &mut asks, error);
            puzzles(ui, &world, &mut asks);
            super::puzzles::tactics(ui, &world, &mut asks);
            super::repertoire::repertoire(ui, &world, &mut asks);
            super::move_field::words(ui, &typing.field, error);
            if !compact {
                actions(ui, &mut world, &mut asks);
            }
        });
}

/// The move field's state and the piece picked up on the board.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Typing<'w> {
    field: ResMut<'w, super::move_field::MoveField>,
    selection: ResMut<'w, crate::app::board::shared::Selection>,
}

/// The width a button with `label` takes.
pub(super) fn button_width(ui: &egui::Ui, label: &str) -> f32 {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let galley = ui
        .painter()
        .layout_no_wrap(label.to_owned(), font, egui::Color32::WHITE);
    galley.size().x + 2.0 * ui.spacing().button_padding.x
}

/// Shows the items that fit the rest of the row, in order (one too wide
/// for what is left makes way for the next); returns the one clicked.
fn fitting(ui: &mut egui::Ui, world: &PanelWorld, items: Vec<Item>) -> Option<Choice> {
    let accent = egui_color(world.theme().accent_fill);
    let spacing = ui.spacing().item_spacing.x;
    let mut room = ui.available_width();
    let mut clicked = None;
    for item in items {
        // An item too wide for what is left is skipped, and a shorter one
        // after it may still fit.
        let width = button_width(ui, &item.label);
        if width > room + 0.5 {
            continue;
        }
        room -= width + spacing;
        let mut text = egui::RichText::new(&item.label);
        let mut button = egui::Button::new(text.clone());
        if item.prominent {
            text = text.strong();
            button = egui::Button::new(text).fill(accent);
        }
        let mut response = ui.add_enabled(item.enabled, button);
        let hover = match (item.hover.as_str(), item.keys.as_str()) {
            ("", "") => String::new(),
            ("", keys) => keys.to_owned(),
            (hover, "") => hover.to_owned(),
            (hover, keys) => format!("{hover} ({keys})"),
        };
        if !hover.is_empty() {
            response = response.on_hover_text(hover);
        }
        if response.clicked() {
            clicked = Some(item.action);
        }
    }
    clicked
}

/// ⏮ ⏴ ⏵ ⏭, then Back to game or Continue from here… when they fit; in
/// a low panel (`compact`) the game's actions follow on the same row, as
/// many as fit (the Game menu holds them all).
fn navigation(
    ui: &mut egui::Ui,
    world: &mut PanelWorld,
    compact: bool,
    asks: &mut Asks,
    typing: &mut Typing,
) {
    let game = world.session.game();
    let back = game.can_view_back();
    let forward = game.can_view_forward();
    let at_end = !game.is_viewing_past();
    let clicked = ui
        .horizontal(|ui| {
            for (glyph, enabled, hover, shortcut, action) in [
                (
                    "⏮",
                    back,
                    "control-start",
                    Shortcut::Start,
                    Action::ViewStart,
                ),
                ("⏴", back, "control-back", Shortcut::Back, Action::ViewBack),
                (
                    "⏵",
                    forward,
                    "control-forward",
                    Shortcut::Forward,
                    Action::ViewForward,
                ),
                (
                    "⏭",
                    !at_end,
                    "control-latest",
                    Shortcut::Latest,
                    Action::ViewLatest,
                ),
            ] {
                let hover = world.tr(hover);
                let r = ui.add_enabled(enabled, egui::Button::new(glyph));
                // A screen reader says what the sign means.
                r.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::WidgetType::Button, enabled, &hover)
                });
                let r =
                    r.on_hover_text(format!("{hover} ({})", keys_for(shortcut, &world.words.0)));
                if r.clicked() {
                    asks.act(action);
                }
            }
            super::move_field::field(ui, world, &mut typing.field, &mut typing.selection, asks);
            let mut items = browsing_items(world);
            if compact {
                items.extend(game_items(world));
            }
            fitting(ui, world, items)
        })
        .inner;
    if let Some(action) = clicked {
        apply(action, world, asks);
    }
}

/// Learn from your mistakes: where the series stands, what was said of
/// the last answer, and its buttons.
fn puzzles(ui: &mut egui::Ui, world: &PanelWorld, asks: &mut Asks) {
    use crate::app::training::RetroCommand;
    let retro = &world.retro;
    let Some(side) = retro.side else {
        return;
    };
    let tally = retro.tally;
    ui.label(
        egui::RichText::new(world.tr_with(
            "control-puzzles",
            &[
                ("name", Arg::Text(&world.player(side))),
                ("at", Arg::Count((retro.at + 1).min(retro.total) as i64)),
                ("total", Arg::Count(retro.total as i64)),
                ("solved", Arg::Count(tally.solved as i64)),
                ("failed", Arg::Count(tally.failed as i64)),
            ],
        ))
        .strong(),
    );
    ui.add(egui::Label::new(world.words.0.say(&retro.words)).wrap());
    // Wrapped: German's three buttons are wider than a narrow panel.
    ui.horizontal_wrapped(|ui| {
        if !retro.over && ui.button(world.tr("control-show-answer")).clicked() {
            asks.retro(RetroCommand::ShowAnswer);
        }
        if !retro.done {
            let next = world.tr(if retro.over {
                "control-next"
            } else {
                "control-skip"
            });
            if ui.button(next).clicked() {
                asks.retro(RetroCommand::Next);
            }
        }
        if ui.button(world.tr("control-stop")).clicked() {
            asks.retro(RetroCommand::Stop);
        }
    });
}

/// The computer's engine failed: what happened, and the two ways on.
fn computer_problem(ui: &mut egui::Ui, world: &PanelWorld, asks: &mut Asks, error: egui::Color32) {
    use crate::app::opponent::OpponentCommand;
    if let Some((words, retry)) = &world.opponent.verdict {
        ui.horizontal_wrapped(|ui| {
            let color = if *retry {
                error
            } else {
                egui_color(world.theme().accent)
            };
            ui.label(
                egui::RichText::new(world.words.0.say(words))
                    .color(color)
                    .strong(),
            );
            if *retry && ui.button(world.tr("control-retry")).clicked() {
                asks.opponent(OpponentCommand::TakeBack);
            }
        });
    }
    let Some(problem) = &world.opponent.problem else {
        return;
    };
    let problem = world.words.0.say(problem);
    ui.add(egui::Label::new(egui::RichText::new(problem).color(error)).wrap());
    if !world.session.against_computer() {
        return;
    }
    ui.horizontal(|ui| {
        if ui.button(world.tr("control-restart-engine")).clicked() {
            asks.opponent(OpponentCommand::Restart);
        }
        if ui.button(world.tr("control-two-people")).clicked() {
            asks.opponent(OpponentCommand::TwoPeople);
        }
    });
}

/// New game, flip, takeback and the clocks, as many as fit.
fn actions(ui: &mut egui::Ui, world: &mut PanelWorld, asks: &mut Asks) {
    let clicked = ui
        .horizontal(|ui| fitting(ui, world, game_items(world)))
        .inner;
    if let Some(action) = clicked {
        apply(action, world, asks);
    }
}
