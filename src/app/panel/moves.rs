//! The status line, a record's header and the move list.

use bevy::prelude::*;
use bevy_egui::egui;
use shakmaty::{Color as Side, Position};

use super::{
    Asks, PanelUi, PanelWorld, analysis, annotations, annotations::san_text, move_buttons,
};
use crate::i18n::Arg;
use crate::{
    app::{
        session::{Action, SessionChanged},
        status_text,
        theme::egui_color,
    },
    chess::game::GameMode,
    chess::pgn::MoveNumber,
};

/// How the move list keeps the viewed move in sight.
#[derive(Resource, Debug)]
pub(super) struct MoveListView {
    /// The board showed another position, or another game came, since the
    /// list was last drawn.
    moved: bool,
    /// Scroll to the viewed move in this frame (or the next, if a scroll
    /// was asked for in the last one).
    refollow: bool,
    /// Whether the list was asked to scroll to the viewed move last frame.
    followed: bool,
    /// The list's height last frame: when it changes (a notice appeared),
    /// the list scrolls to the viewed move again.
    height: f32,
}

impl Default for MoveListView {
    /// The list's first drawing shows the viewed move.
    fn default() -> Self {
        MoveListView {
            moved: false,
            refollow: true,
            followed: false,
            height: 0.0,
        }
    }
}

impl MoveListView {
    /// Whether the list scrolls to the viewed move in this frame: when the
    /// board showed another position or another game came, or when asked
    /// to in the last frame.
    fn follow(&mut self) -> bool {
        let mut follow = std::mem::take(&mut self.moved) || std::mem::take(&mut self.refollow);
        if follow && self.followed {
            // A scroll asked for last frame shows only in this one: another
            // asked now would count from where the list was and overshoot.
            self.refollow = true;
            follow = false;
        }
        self.followed = follow;
        follow
    }

    /// The list showed `height` points: when that changed (a notice or a
    /// row of buttons came or went), the viewed move is scrolled to again
    /// in the next frame. Returns whether it will be.
    fn shown(&mut self, height: f32) -> bool {
        if (height - self.height).abs() > 0.5 {
            self.height = height;
            self.refollow = true;
        }
        self.refollow
    }
}

/// Notes what the session announced: the list follows a new position
/// shown when it is next drawn (the Explorer tab may hide it meanwhile).
pub(super) fn note_changes(
    mut changes: MessageReader<SessionChanged>,
    mut view: ResMut<MoveListView>,
) {
    if changes.read().any(|c| c.0.board.is_some() || c.0.new_game) {
        view.moved = true;
    }
}

pub(super) fn install(world: &mut World) {
    world.init_resource::<MoveListView>();
    world.init_resource::<annotations::BlockHeights>();
}

/// The status line and what goes with it (a record's header, the opening,
/// an offer, the time control, what was refused).
pub(super) fn status(mut parts: ResMut<PanelUi>, world: PanelWorld) {
    if let Some(ui) = parts.middle() {
        status_block(ui, &world);
    }
}

fn status_block(ui: &mut egui::Ui, world: &PanelWorld) {
    let game = world.session.game();
    if game.mode() == GameMode::Record {
        record_header(ui, world);
    }
    let text = status_text(&world.session, &world.words.0);
    let strong = egui::RichText::new(text).size(17.0).strong();
    ui.label(if game.status().is_finished() {
        strong.color(egui_color(world.theme().result))
    } else {
        strong
    });
    // The opening of the line shown (the deepest named position of its
    // first 40 plies). Its line is kept when there is no name, so what is
    // under it (the tabs) never moves as the name comes and goes.
    // The opening and the time control read at the body's size in a wide
    // panel (small grey text was hard to read at 1920×1080), a little
    // smaller in a narrow one, where the move list needs the room.
    let size = if ui.available_width() >= 360.0 {
        14.5
    } else {
        12.5
    };
    match crate::chess::openings::of_line(game, game.view_cursor()) {
        Some(opening) => {
            ui.add(
                egui::Label::new(egui::RichText::new(opening.to_string()).size(size).weak())
                    .truncate(),
            )
            .on_hover_text(opening.to_string());
        }
        None => {
            ui.label(egui::RichText::new(" ").size(size));
        }
    }
    if let Some(side) = game.draw_offer() {
        ui.label(world.tr_with(
            "header-has-offered",
            &[("name", Arg::Text(&world.player(side)))],
        ));
    }
    if let Some(clock) = &world.session.clock() {
        let control = clock.control().to_string();
        let line = world.tr_with(
            if clock.is_paused() {
                "header-time-control-paused"
            } else {
                "header-time-control"
            },
            &[("control", Arg::Text(&control))],
        );
        ui.label(egui::RichText::new(line).size(size));
    }
    if let Some(err) = &world.last_error.0 {
        ui.colored_label(egui_color(world.theme().error), world.words.0.say(err));
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
            Some(round) if round != "-" => world.tr_with(
                "header-round",
                &[("event", Arg::Text(event)), ("round", Arg::Text(round))],
            ),
            _ => event.to_owned(),
        });
    }
    if let Some(site) = known("Site") {
        line.push(site.to_owned());
    }
    if let Some(date) = known("Date") {
        let date = world.words.0.date(date);
        if !date.is_empty() {
            line.push(date);
        }
    }
    if !line.is_empty() {
        // One line, cut with an ellipsis; the whole of it on hover.
        let line = line.join(" · ");
        ui.add(egui::Label::new(egui::RichText::new(&line).strong()).truncate())
            .on_hover_text(line);
    }
    if let Some(error) = &world.session.origin().error {
        // One line; the whole of it on hover.
        let words = world.tr_with(
            "header-read-error",
            &[("error", Arg::Text(&error.to_string()))],
        );
        ui.add(
            egui::Label::new(egui::RichText::new(&words).color(egui_color(world.theme().error)))
                .truncate(),
        )
        .on_hover_text(words);
    }
    if let Some(ending) = world.session.game().rule_ending() {
        let game = world.session.game();
        let at = (ending.ply > 0).then(|| {
            let ply = &game.plies()[ending.ply - 1];
            let number = MoveNumber::of(game.position_at(ending.ply - 1).unwrap_or(&ply.position));
            format!("{number}{}", world.letters().local(&ply.san.to_string()))
        });
        let result = crate::app::language::describe(
            &world.words.0,
            crate::chess::game::Status::Finished {
                outcome: ending.outcome,
                termination: ending.termination,
            },
            |side| world.player(side),
        );
        if ending.ply < game.ply_count()
            || game.status()
                != (crate::chess::game::Status::Finished {
                    outcome: ending.outcome,
                    termination: ending.termination,
                })
        {
            let words = match &at {
                None => world.tr_with("header-rules-start", &[("result", Arg::Text(&result))]),
                Some(at) => world.tr_with(
                    "header-rules-after",
                    &[("move", Arg::Text(at)), ("result", Arg::Text(&result))],
                ),
            };
            ui.add(egui::Label::new(egui::RichText::new(&words).italics()).truncate())
                .on_hover_text(words);
        }
    }
}

/// The label the move list carries in the accessibility tree (screen
/// readers, and the layout tests, find it by it).
pub const MOVE_LIST_LABEL: &str = "label-moves";

/// What the move list reads and keeps.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct MoveListState<'w> {
    view: ResMut<'w, MoveListView>,
    comment: ResMut<'w, analysis::CommentBox>,
    heights: ResMut<'w, annotations::BlockHeights>,
}

/// The move list, in the rest of the middle: it scrolls to the viewed
/// move when the board shows another position.
pub(super) fn move_list(
    mut parts: ResMut<PanelUi>,
    world: PanelWorld,
    mut state: MoveListState,
    mut asks: Asks,
) {
    let follow = state.view.follow();
    let Some(ui) = parts.middle() else {
        return;
    };
    let height = ui.available_height().max(40.0);
    let shown = ui
        .scope(|ui| {
            ui.ctx().accesskit_node_builder(ui.unique_id(), |node| {
                node.set_role(egui::accesskit::Role::List);
                node.set_label(world.tr(MOVE_LIST_LABEL));
                node.set_class_name(MOVE_LIST_LABEL);
            });
            let mut list = List {
                world: &world,
                follow,
                height,
                comment: &mut state.comment,
                heights: &mut state.heights,
                asks: &mut asks,
            };
            let shown = if annotations::is_annotated(world.session.game())
                || world.session.game().view_cursor().is_in_variation()
            {
                annotated(ui, &mut list)
            } else {
                moves_in(ui, &mut list)
            };
            move_buttons::browse_from_the_list(ui, &world, list.asks);
            shown
        })
        .inner;
    parts.list_rect = Some(shown);
    if follow || state.view.shown(shown.height()) {
        // The list lays out this frame; it scrolls in the next.
        asks.redraw();
    }
}

/// What drawing the move list takes.
struct List<'a, 'w, 'x> {
    world: &'a PanelWorld<'w>,
    follow: bool,
    height: f32,
    comment: &'a mut analysis::CommentBox,
    heights: &'a mut annotations::BlockHeights,
    asks: &'a mut Asks<'x>,
}

/// A game with comments or variations, in blocks of text; returns the
/// rectangle it shows.
fn annotated(ui: &mut egui::Ui, list: &mut List) -> egui::Rect {
    let world = list.world;
    egui::ScrollArea::vertical()
        .id_salt("annotated moves")
        .max_height(list.height)
        .min_scrolled_height(list.height)
        .auto_shrink([false, false])
        .show_viewport(ui, |ui, viewport| {
            let top = ui.max_rect().top();
            annotations::annotated_moves(
                ui,
                &mut annotations::Annotated {
                    game: world.session.game(),
                    theme: world.theme(),
                    notation: world.notation(),
                    letters: world.letters(),
                    follow: list.follow,
                    analysis: world.session.is_analysis(),
                    comment: list.comment,
                    asks: list.asks,
                    blocks: annotations::Blocks {
                        heights: list.heights,
                        viewport,
                        top,
                        next: 0,
                    },
                },
            );
        })
        .inner_rect
}

/// A game of moves alone, in rows of two; returns the rectangle it shows.
fn moves_in(ui: &mut egui::Ui, list: &mut List) -> egui::Rect {
    let game = list.world.session.game();
    // A whole number of rows: scrolled to the end, the top row shows whole
    // (a row cut at the top read as other moves: "Nxt3+" for "Nxf3+"). The
    // rows' pitch is the one the last frame laid out.
    let pitch = ui
        .data(|d| d.get_temp::<f32>(egui::Id::new(ROW_PITCH)))
        .unwrap_or(27.0);
    let height = if list.height > 2.0 * pitch {
        (((list.height + ROW_SPACING) / pitch).floor() * pitch - ROW_SPACING).max(pitch)
    } else {
        list.height
    };
    egui::ScrollArea::vertical()
        .max_height(height)
        .min_scrolled_height(height)
        .auto_shrink([false, false])
        // The end of the game stays in sight as moves come; a move viewed
        // in the past is scrolled to instead.
        .stick_to_bottom(!game.is_viewing_past())
        .show(ui, |ui| {
            if game.plies().is_empty() {
                ui.label(egui::RichText::new(list.world.tr("moves-none")).weak());
                return;
            }
            egui::Grid::new("move list")
                .num_columns(3)
                .striped(true)
                .min_col_width(30.0)
                .spacing(egui::vec2(10.0, ROW_SPACING))
                .show(ui, |ui| rows(ui, list));
        })
        .inner_rect
}

/// Where the plain list keeps the pitch of its rows, as laid out.
const ROW_PITCH: &str = "move list row pitch";

/// The size of a move in the plain list.
const MOVE_SIZE: f32 = 15.0;
/// The space between two rows of the plain list.
const ROW_SPACING: f32 = 2.0;

/// The move list's rows: the move number, White's move, Black's.
fn rows(ui: &mut egui::Ui, list: &mut List) {
    let world = list.world;
    let game = world.session.game();
    let initial = game.initial_position();
    let first_number = initial.fullmoves().get() as usize;
    let offset = usize::from(initial.turn() == Side::Black);
    let plies = game.plies();
    let viewed = game.view_index();
    let total = plies.len() + offset;
    let mut tops = [0.0f32; 2];
    for row in 0..total.div_ceil(2) {
        let number = ui.label(egui::RichText::new(format!("{}.", first_number + row)).weak());
        // The rows' pitch, for the list's height (see `moves_in`).
        if row < 2 {
            tops[row] = number.rect.center().y;
            if row == 1 && tops[1] > tops[0] {
                let pitch = tops[1] - tops[0];
                ui.data_mut(|d| d.insert_temp(egui::Id::new(ROW_PITCH), pitch));
            }
        }
        if row == 0 && list.follow && viewed == 0 {
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
            let text = san_text(&plies[i].san, world.notation());
            let cursor = crate::chess::game::ViewCursor::at(i + 1, plies.len());
            let spoken = move_buttons::spoken_move(
                &world.words.0,
                (first_number + row) as u32,
                &world.letters().local(&plies[i].san.to_string()),
                plies[i].mover(),
            );
            let response = move_buttons::move_button(
                ui,
                selected,
                selected || (viewed == 0 && i == 0),
                egui::RichText::new(text).monospace().size(MOVE_SIZE),
                spoken,
                &cursor,
            );
            if selected && list.follow {
                response.scroll_to_me(None);
            }
            if response.clicked() {
                list.asks.act(Action::View(cursor.clone()));
            }
            response.context_menu(|ui| {
                let analysis = world.session.is_analysis();
                analysis::move_menu(ui, game, &cursor, analysis, list.comment, list.asks);
            });
        }
        ui.end_row();
    }
}
