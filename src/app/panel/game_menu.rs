//! The Game menu: every action of the rows under the move list with its
//! shortcut, the answers to an offer or a takeback request, each player's
//! offer and resignation, the switches, the analysis's result, and the
//! File menu's Quit.

use bevy_egui::egui;

use super::{
    Asks, PanelWorld,
    controls::{Choice, Item, apply, browsing_items, game_items},
    menus,
};
use crate::{
    app::{
        session::{Action, AnalysisEdit, GameCommand},
        shortcuts::{Menu, PanelRequest, Shortcut, keys_for},
    },
    i18n::Arg,
};

/// The Game menu's two switches (auto-flip, figurines), ticked when on:
/// the one clicked.
fn switches(ui: &mut egui::Ui, world: &PanelWorld) -> Option<Choice> {
    let mut switched = None;
    let checked = |on: bool, label: &str| {
        if on {
            format!("✔ {label}")
        } else {
            format!("   {label}")
        }
    };
    for (on, label, action, hover) in [
        (
            world.settings.auto_flip,
            world.tr("control-auto-flip"),
            Choice::AutoFlip,
            world.tr("control-auto-flip-hover"),
        ),
        (
            world.settings.figurines,
            world.tr("control-figurines"),
            Choice::Figurines,
            world.tr("control-figurines-hover"),
        ),
    ] {
        let response = ui.button(checked(on, &label));
        menus::check_item(ui, &response, on, &label);
        if response.on_hover_text(hover).clicked() {
            switched = Some(action);
            ui.close();
        }
    }
    switched
}

/// The Game menu: every action, with its shortcut, and the switches.
pub(super) fn game_menu(
    ui: &mut egui::Ui,
    world: &mut PanelWorld,
    keyboard: &mut menus::MenuKeyboard,
    asks: &mut Asks,
) {
    let mut clicked = None;
    let title = menus::title(ui, Menu::Game, &world.words.0);
    let button = ui.menu_button(title, |ui| {
        let mut first = true;
        let mut item = |ui: &mut egui::Ui, item: Item| {
            let button = super::menus::menu_item(item.label.as_str(), item.keys);
            let mut response = ui.add_enabled(item.enabled, button);
            if std::mem::take(&mut first) {
                menus::first_item(&response, Menu::Game, keyboard);
            }
            if !item.hover.is_empty() {
                response = response.on_hover_text(item.hover);
            }
            if response.clicked() {
                clicked = Some(item.action);
                ui.close();
            }
        };
        for i in answer_items(world).into_iter().chain(game_items(world)) {
            item(ui, i);
        }
        for i in browsing_items(world) {
            item(ui, i);
        }
        for i in player_items(world) {
            item(ui, i);
        }
        let result = if world.session.is_analysis() {
            result_menu(ui, world)
        } else {
            None
        };
        for group in [puzzle_items(world), repertoire_items(world)] {
            ui.separator();
            group.into_iter().for_each(|i| item(ui, i));
        }
        ui.separator();
        let switched = switches(ui, world);
        item(
            ui,
            Item::new(
                world.tr("control-settings"),
                Choice::Open(PanelRequest::Settings),
            ),
        );
        item(
            ui,
            Item::new(
                world.tr("control-shortcuts"),
                Choice::Open(PanelRequest::ToggleHelp),
            )
            .keys(keys_for(Shortcut::Help, &world.words.0)),
        );
        if switched.is_some() {
            clicked = switched;
        }
        if result.is_some() {
            clicked = result;
        }
    });
    menus::follow(
        ui.ctx(),
        Menu::Game,
        &button.response,
        &world.words.0,
        &world.shown_menus(),
        keyboard,
    );
    if let Some(action) = clicked {
        apply(action, world, asks);
    }
}

/// The opening repertoire: open one, add the board's moves to it, drill
/// it or stop.
fn repertoire_items(world: &PanelWorld) -> Vec<Item> {
    use crate::app::{files::FileCommand, modes::Drilling, repertoire::RepertoireCommand};
    let drilling = *world.drilling.get() == Drilling::On;
    let open = world.repertoire.side.is_some();
    let mut items = vec![
        Item::new(
            world.tr("control-open-repertoire"),
            Choice::File(FileCommand::RepertoireDialog),
        )
        .hover(world.tr("control-open-repertoire-hover")),
        Item::new(
            world.tr("control-add-to-repertoire"),
            Choice::Repertoire(RepertoireCommand::AddLine),
        )
        .hover(world.tr("control-add-to-repertoire-hover"))
        .enabled(world.session.game().ply_count() > 0 && !drilling),
    ];
    if drilling {
        items.push(Item::new(
            world.tr("control-stop-drilling"),
            Choice::Repertoire(RepertoireCommand::Stop),
        ));
    } else if open {
        items.push(Item::new(
            world.tr("control-drill-repertoire"),
            Choice::Repertoire(RepertoireCommand::Drill),
        ));
    }
    items
}

/// Tactics puzzles: begin or stop them, import a file of them, their
/// dashboard.
fn puzzle_items(world: &PanelWorld) -> Vec<Item> {
    use crate::app::{files::FileCommand, modes::Tactics, puzzles::PuzzleCommand};
    let on = *world.tactics_on.get() == Tactics::On;
    let (label, command) = if on {
        ("control-stop-puzzles", PuzzleCommand::Close)
    } else {
        ("control-puzzles-start", PuzzleCommand::Open)
    };
    vec![
        Item::new(world.tr(label), Choice::Puzzle(command))
            .hover(world.tr("control-puzzles-hover")),
        Item::new(
            world.tr("control-import-puzzles"),
            Choice::File(FileCommand::PuzzlesDialog),
        )
        .hover(world.tr("control-import-puzzles-hover")),
        Item::new(
            world.tr("control-find-puzzles"),
            Choice::Puzzle(PuzzleCommand::FindInFile),
        )
        .hover(world.tr("control-find-puzzles-hover")),
        Item::new(
            world.tr("control-dashboard"),
            Choice::Puzzle(PuzzleCommand::Dashboard),
        ),
    ]
}

/// The answers to what one player asked of the other (a takeback, a
/// draw), with their keys: the Game menu's first items while they stand.
fn answer_items(world: &PanelWorld) -> Vec<Item> {
    let session = &world.session;
    let game = session.game();
    if game.mode() != crate::chess::game::GameMode::Live || game.status().is_finished() {
        return Vec::new();
    }
    let mut items = Vec::new();
    if session.takeback_request().is_some() {
        items.push(
            Item::new(
                world.tr("control-allow-takeback"),
                Choice::Game(GameCommand::Act(Action::AnswerTakeback { allow: true })),
            )
            .keys(keys_for(Shortcut::Answer(true), &world.words.0)),
        );
        items.push(
            Item::new(
                world.tr("control-refuse-takeback"),
                Choice::Game(GameCommand::Act(Action::AnswerTakeback { allow: false })),
            )
            .keys(keys_for(Shortcut::Answer(false), &world.words.0)),
        );
    }
    if let Some(offerer) = game.draw_offer() {
        let name = world.player(!offerer);
        items.push(
            Item::new(
                world.tr_with("control-accepts-draw", &[("name", Arg::Text(&name))]),
                Choice::Game(GameCommand::Act(Action::AcceptDraw(!offerer))),
            )
            .keys(keys_for(Shortcut::Answer(true), &world.words.0)),
        );
        items.push(
            Item::new(
                world.tr_with("control-declines-draw", &[("name", Arg::Text(&name))]),
                Choice::Game(GameCommand::Act(Action::DeclineDraw(!offerer))),
            )
            .keys(keys_for(Shortcut::Answer(false), &world.words.0)),
        );
    }
    items
}

/// Each player's draw offer and resignation, while a live game goes on
/// (the players' boxes have them as ½ and ⚑); none for the computer, which
/// answers offers and never resigns: the person speaks for themselves only.
fn player_items(world: &PanelWorld) -> Vec<Item> {
    let session = &world.session;
    let game = session.game();
    if game.mode() != crate::chess::game::GameMode::Live || game.status().is_finished() {
        return Vec::new();
    }
    let mut items = Vec::new();
    let people = [game.turn(), !game.turn()]
        .into_iter()
        .filter(|&side| session.computer(side).is_none());
    for side in people {
        let name = world.player(side);
        items.push(
            Item::new(
                world.tr_with("control-offers-draw", &[("name", Arg::Text(&name))]),
                Choice::Game(GameCommand::Act(Action::OfferDraw(side))),
            )
            .enabled(game.draw_offer().is_none()),
        );
        items.push(Item::new(
            world.tr_with("control-resigns", &[("name", Arg::Text(&name))]),
            Choice::Open(PanelRequest::Resign(side)),
        ));
    }
    items
}

/// Result ▸ 1-0, ½-½, 0-1, * — the analysis's result, which edits of the
/// tree keep.
fn result_menu(ui: &mut egui::Ui, world: &PanelWorld) -> Option<Choice> {
    use shakmaty::{Color, KnownOutcome};
    let now = world.session.game().status().outcome();
    let mut clicked = None;
    ui.menu_button(world.tr("control-result"), |ui| {
        for (label, outcome) in [
            (
                "1-0",
                Some(KnownOutcome::Decisive {
                    winner: Color::White,
                }),
            ),
            ("½-½", Some(KnownOutcome::Draw)),
            (
                "0-1",
                Some(KnownOutcome::Decisive {
                    winner: Color::Black,
                }),
            ),
            ("*", None),
        ] {
            let label = if outcome.is_none() {
                world.tr("control-result-unknown")
            } else {
                label.to_owned()
            };
            let text = if now == outcome {
                format!("✔ {label}")
            } else {
                format!("   {label}")
            };
            if ui.button(text).clicked() {
                clicked = Some(Choice::Game(GameCommand::Act(Action::Edit(
                    AnalysisEdit::Result(outcome),
                ))));
                ui.close();
            }
        }
    })
    .response
    .on_hover_text(world.tr("control-result-hover"));
    clicked
}

/// The File menu's last item.
pub(super) fn quit_item(ui: &mut egui::Ui, words: &str, asks: &mut Asks) {
    if ui
        .add(super::menus::menu_item(
            words,
            keys_for(Shortcut::Quit, &asks.words.0),
        ))
        .clicked()
    {
        asks.quit();
        ui.close();
    }
}
