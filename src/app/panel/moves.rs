//! The status line, a record's header and the move list.

use crate::session::Action;
use bevy_egui::egui;
use shakmaty::{Color as Side, Position};

use super::{Asked, PanelWorld, analysis, annotations, annotations::san_text};
use crate::{
    app::{session::GameCommand, status_text, theme::egui_color},
    game::GameMode,
    pgn::MoveNumber,
};

pub(super) fn status_block(ui: &mut egui::Ui, world: &PanelWorld) {
    let game = world.session.game();
    if game.mode() == GameMode::Record {
        record_header(ui, world);
    }
    let text = status_text(&world.session);
    let strong = egui::RichText::new(text).size(17.0).strong();
    ui.label(if game.status().is_finished() {
        strong.color(egui_color(world.theme().result))
    } else {
        strong
    });
    // The opening of the line shown (the deepest named position of its
    // first 40 plies). Its line is kept when there is no name, so what is
    // under it (the tabs) never moves as the name comes and goes.
    match crate::openings::of_line(game, game.view_cursor()) {
        Some(opening) => {
            ui.add(
                egui::Label::new(egui::RichText::new(opening.to_string()).small().weak())
                    .truncate(),
            )
            .on_hover_text(opening.to_string());
        }
        None => {
            ui.label(egui::RichText::new(" ").small());
        }
    }
    if let Some(side) = game.draw_offer() {
        ui.label(format!("{} has offered a draw.", world.session.name(side)));
    }
    if let Some(clock) = &world.session.clock() {
        let mut line = format!("Time control {}", clock.control());
        if clock.is_paused() {
            line.push_str(" — clocks paused");
        }
        ui.label(egui::RichText::new(line).small());
    }
    if let Some(err) = &world.last_error.0 {
        ui.colored_label(egui_color(world.theme().error), err);
    }
}

/// The event, site, date and round of a game from a file, its reading
/// error, and where the rules would have ended it.
fn record_header(ui: &mut egui::Ui, world: &PanelWorld) {
    let tags = &world.session.origin().tags;
    let known = |name: &str| {
        tags.get(name)
            .map(str::trim)
            .filter(|v| !v.is_empty() && !v.starts_with('?'))
    };
    let mut line = Vec::new();
    if let Some(event) = known("Event") {
        line.push(match known("Round") {
            Some(round) if round != "-" => format!("{event}, round {round}"),
            _ => event.to_owned(),
        });
    }
    if let Some(site) = known("Site") {
        line.push(site.to_owned());
    }
    if let Some(date) = known("Date") {
        line.push(date.trim_end_matches(".??").to_owned());
    }
    if !line.is_empty() {
        // One line, cut with an ellipsis; the whole of it on hover.
        let line = line.join(" · ");
        ui.add(egui::Label::new(egui::RichText::new(&line).strong()).truncate())
            .on_hover_text(line);
    }
    if let Some(error) = &world.session.origin().error {
        // One line; the whole of it on hover.
        let words = format!("⚠ Read up to an error: {error}.");
        ui.add(
            egui::Label::new(egui::RichText::new(&words).color(egui_color(world.theme().error)))
                .truncate(),
        )
        .on_hover_text(words);
    }
    if let Some(ending) = world.session.game().rule_ending() {
        let game = world.session.game();
        let at = if ending.ply == 0 {
            "at the start".to_owned()
        } else {
            let ply = &game.plies()[ending.ply - 1];
            let number = MoveNumber::of(game.position_at(ending.ply - 1).unwrap_or(&ply.position));
            format!("after {number}{}", ply.san)
        };
        let result = crate::game::Status::Finished {
            outcome: ending.outcome,
            termination: ending.termination,
        }
        .describe(|side| world.session.name(side));
        if ending.ply < game.ply_count()
            || game.status()
                != (crate::game::Status::Finished {
                    outcome: ending.outcome,
                    termination: ending.termination,
                })
        {
            let words = format!("The rules would have ended this game {at}: {result}.");
            ui.add(egui::Label::new(egui::RichText::new(&words).italics()).truncate())
                .on_hover_text(words);
        }
    }
}

/// The label the move list carries in the accessibility tree (screen
/// readers, and the layout tests, find it by it).
pub const MOVE_LIST_LABEL: &str = "Moves";

/// The move list, in a part of the panel of its own; returns the rectangle
/// it shows.
pub(super) fn move_list(
    ui: &mut egui::Ui,
    world: &PanelWorld,
    follow: bool,
    height: f32,
    comment: &mut analysis::CommentBox,
    heights: &mut annotations::BlockHeights,
    asked: &mut Asked,
) -> egui::Rect {
    ui.scope(|ui| {
        ui.ctx().accesskit_node_builder(ui.unique_id(), |node| {
            node.set_role(egui::accesskit::Role::List);
            node.set_label(MOVE_LIST_LABEL);
        });
        moves_in(ui, world, follow, height, comment, heights, asked)
    })
    .inner
}

fn moves_in(
    ui: &mut egui::Ui,
    world: &PanelWorld,
    follow: bool,
    height: f32,
    comment: &mut analysis::CommentBox,
    heights: &mut annotations::BlockHeights,
    asked: &mut Asked,
) -> egui::Rect {
    let figurines = world.settings.figurines;
    let analysis = world.session.is_analysis();
    let game = world.session.game();
    if annotations::is_annotated(game) || game.view_cursor().is_in_variation() {
        return egui::ScrollArea::vertical()
            .id_salt("annotated moves")
            .max_height(height)
            .min_scrolled_height(height)
            .auto_shrink([false, false])
            .show_viewport(ui, |ui, viewport| {
                let top = ui.max_rect().top();
                annotations::annotated_moves(
                    ui,
                    &mut annotations::Annotated {
                        game,
                        theme: world.theme(),
                        figurines,
                        follow,
                        analysis,
                        comment,
                        asked,
                        blocks: annotations::Blocks {
                            heights,
                            viewport,
                            top,
                            next: 0,
                        },
                    },
                );
            })
            .inner_rect;
    }
    let initial = game.initial_position();
    let first_number = initial.fullmoves().get() as usize;
    let offset = usize::from(initial.turn() == Side::Black);
    let plies = game.plies();
    let viewed = game.view_index();
    egui::ScrollArea::vertical()
        .max_height(height)
        .min_scrolled_height(height)
        .auto_shrink([false, false])
        // The end of the game stays in sight as moves come; a move viewed
        // in the past is scrolled to instead.
        .stick_to_bottom(!game.is_viewing_past())
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
                        let number = ui
                            .label(egui::RichText::new(format!("{}.", first_number + row)).weak());
                        if row == 0 && follow && viewed == 0 {
                            // The start (Home): the list's top is in sight.
                            number.scroll_to_me(Some(egui::Align::TOP));
                        }
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
                            if selected && follow {
                                response.scroll_to_me(None);
                            }
                            if response.clicked() {
                                asked.games.push(GameCommand::Act(Action::View(
                                    crate::game::ViewCursor::at(i + 1, plies.len()),
                                )));
                            }
                            let cursor = crate::game::ViewCursor::at(i + 1, plies.len());
                            response.context_menu(|ui| {
                                analysis::move_menu(ui, game, &cursor, analysis, comment, asked);
                            });
                        }
                        ui.end_row();
                    }
                });
        })
        .inner_rect
}
