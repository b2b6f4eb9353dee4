//! Under the board, once the main line has evaluations (from a report, or
//! a file that carries `[%eval]`): the evaluation graph (a click or the
//! arrows go to a move) and each side's inaccuracies, mistakes, blunders
//! and average centipawn loss.

use bevy::prelude::*;
use bevy_egui::egui;
use shakmaty::Color;

use super::{Asks, PanelWorld};
use crate::i18n::Arg;
use crate::{
    app::{session::Action, theme::egui_color},
    chess::{
        eval::Eval,
        game::ViewCursor,
        report::{SideSummary, main_line_evals, summary},
    },
};

/// The evaluation graph's name for a screen reader.
pub const GRAPH_LABEL: &str = "label-graph";

/// Under the board, in the strip the board leaves for it: a report's
/// graph of White's chances over the game (a click goes to a move) and
/// each player's counts and average centipawn loss, in sight at every
/// size. (They sat over the move list before, which they took rows from.)
pub(super) fn report_strip(ctx: Res<super::PanelContext>, world: PanelWorld, mut asks: Asks) {
    let game = world.session.game();
    if !crate::app::board::layout::shows_report(&world.session) {
        return;
    }
    let layout = &world.layout;
    let board = layout.rect();
    let corner = layout.to_window(Vec2::new(board.min.x, board.min.y));
    let width = board.width();
    let evals = main_line_evals(game);
    let sides = summary(game);
    egui::Area::new(egui::Id::new(REPORT_STRIP_ID))
        .fixed_pos(egui::pos2(corner.x, corner.y + 6.0))
        .order(egui::Order::Background)
        // The graph takes clicks and the keyboard; the strip is no Tab stop.
        .sense(egui::Sense::CLICK)
        .show(&ctx.0, |ui| {
            ui.set_width(width);
            ui.spacing_mut().item_spacing.y = 4.0;
            graph(ui, &world, &evals, sides, &mut asks);
            if let Some(sides) = sides {
                counts(ui, &world, sides, width);
            }
        });
}

/// The strip's area.
const REPORT_STRIP_ID: &str = "report strip";

/// White's winning chances over the main line; the move shown marked; a
/// click goes to a move.
fn graph(
    ui: &mut egui::Ui,
    world: &PanelWorld,
    evals: &[Option<Eval>],
    sides: Option<[SideSummary; 2]>,
    asks: &mut Asks,
) {
    let theme = world.theme();
    let width = ui.available_width();
    let height = crate::app::board::layout::report_graph_height(ui.ctx().content_rect().height());
    let (rect, response) = ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::click());
    let game = world.session.game();
    // With the keyboard: ← → a move, Home and End the game's ends.
    if response.has_focus() {
        graph_keys(ui.ctx(), asks);
    }
    let label = match game.view_cursor().is_in_variation() {
        false => format!(
            "{}: {}",
            world.tr(GRAPH_LABEL),
            graph_words(
                &world.words.0,
                game,
                evals,
                game.view_cursor().ply(game.ply_count())
            )
        ),
        true => world.tr(GRAPH_LABEL),
    };
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Other, true, &label));
    let painter = ui.painter_at(rect);
    let [black, white, middle] = theme.evaluation.map(egui_color);
    painter.rect_filled(rect, 2.0, black);
    let mid = rect.center().y;
    let n = evals.len().max(2) - 1;
    let x_of = |i: usize| rect.left() + rect.width() * i as f32 / n as f32;
    let y_of = |e: Eval| mid - e.winning_chances() as f32 * (height / 2.0 - 2.0);
    let mut points = Vec::with_capacity(evals.len());
    let mut last = mid;
    for (i, eval) in evals.iter().enumerate() {
        let y = eval.map_or(last, y_of);
        last = y;
        points.push(egui::pos2(x_of(i), y));
    }
    // White's share filled from the bottom, as lichess draws it: one mesh
    // (no seams between the columns).
    let mut mesh = egui::Mesh::default();
    let fill = white;
    for (i, point) in points.iter().enumerate() {
        mesh.colored_vertex(*point, fill);
        mesh.colored_vertex(egui::pos2(point.x, rect.bottom()), fill);
        if i > 0 {
            let at = 2 * i as u32;
            mesh.add_triangle(at - 2, at - 1, at);
            mesh.add_triangle(at - 1, at, at + 1);
        }
    }
    painter.add(mesh);
    painter.line_segment(
        [egui::pos2(rect.left(), mid), egui::pos2(rect.right(), mid)],
        egui::Stroke::new(1.0, middle),
    );
    // A dot on each ?!, ? and ?? of the main line, in lichess's colours.
    let [inaccuracy, mistake, blunder] = theme.judgements.map(egui_color);
    for (i, ply) in game.plies().iter().enumerate() {
        let color = match () {
            _ if ply.nags.contains(&4) => blunder,
            _ if ply.nags.contains(&2) => mistake,
            _ if ply.nags.contains(&6) => inaccuracy,
            _ => continue,
        };
        if let Some(point) = points.get(i + 1) {
            painter.circle_filled(*point, 3.5, color);
            painter.circle_stroke(*point, 3.5, egui::Stroke::new(1.0, black));
        }
    }
    if response.has_focus() {
        painter.rect_stroke(
            rect.shrink(1.0),
            2.0,
            egui::Stroke::new(2.0, egui_color(theme.accent)),
            egui::StrokeKind::Inside,
        );
    }
    let shown = game.view_cursor();
    if !shown.is_in_variation() {
        let x = x_of(shown.ply(game.ply_count()));
        painter.line_segment(
            [egui::pos2(x, rect.top()), egui::pos2(x, rect.bottom())],
            egui::Stroke::new(2.0, egui_color(theme.accent)),
        );
    }
    let hovered = response.hover_pos().map(|p| {
        (((p.x - rect.left()) / rect.width() * n as f32).round() as usize).min(evals.len() - 1)
    });
    let mut words = match hovered {
        Some(ply) => graph_words(&world.words.0, game, evals, ply),
        None => world.tr("engine-graph"),
    };
    if let Some(sides) = sides {
        for (side, color) in sides.iter().zip([Color::White, Color::Black]) {
            words.push('\n');
            words.push_str(&count_words(&world.words.0, &world.player(color), side));
        }
    }
    let response = response.on_hover_text(words);
    if response.clicked()
        && let Some(ply) = hovered
    {
        asks.act(Action::View(ViewCursor::at(ply, game.ply_count())));
    }
}

/// The graph's keys while it has the keyboard: the arrows are its, not
/// egui's (which would move the keyboard on).
fn graph_keys(ctx: &egui::Context, asks: &mut Asks) {
    use egui::{Key, Modifiers};
    let [left, right, home, end] = [Key::ArrowLeft, Key::ArrowRight, Key::Home, Key::End]
        .map(|key| ctx.input_mut(|i| i.count_and_consume_key(Modifiers::NONE, key)));
    if left + right > 0 {
        ctx.memory_mut(|m| m.move_focus(egui::FocusDirection::None));
    }
    for _ in 0..left {
        asks.act(Action::ViewBack);
    }
    for _ in 0..right {
        asks.act(Action::ViewForward);
    }
    if home > 0 {
        asks.act(Action::ViewStart);
    }
    if end > 0 {
        asks.act(Action::ViewLatest);
    }
}

/// What the graph says of a move, in the player's language: "12. Nf3,
/// White, +0.35", "12. Sf3, Weiß, keine Bewertung", "Start, +0.20".
fn graph_words(
    words: &crate::i18n::Words,
    game: &crate::chess::game::Game,
    evals: &[Option<Eval>],
    ply: usize,
) -> String {
    let eval = evals
        .get(ply)
        .copied()
        .flatten()
        .map_or_else(|| words.get("graph-no-evaluation"), Eval::shown);
    let at = match ply.checked_sub(1).and_then(|i| game.plies().get(i)) {
        Some(p) => super::move_buttons::spoken_move(
            words,
            ply.div_ceil(2) as u32,
            &words.letters().local(&p.san.to_string()),
            p.mover(),
        ),
        None => words.get("graph-start"),
    };
    words.parts([at, eval])
}

/// A side's judgements and average centipawn loss in words, in the
/// language's: `Alice: 1 ?!, 0 ?, 2 ??, ACPL 34`.
fn count_words(words: &crate::i18n::Words, name: &str, side: &SideSummary) -> String {
    let counts = [
        ("name", Arg::Text(name)),
        ("inaccuracies", Arg::Count(i64::from(side.inaccuracies))),
        ("mistakes", Arg::Count(i64::from(side.mistakes))),
        ("blunders", Arg::Count(i64::from(side.blunders))),
    ];
    match side.acpl {
        Some(acpl) => {
            let acpl = acpl.to_string();
            let mut args = counts.to_vec();
            args.push(("acpl", Arg::Text(&acpl)));
            words.with("report-counts-acpl", &args)
        }
        None => words.with("report-counts", &counts),
    }
}

/// Each side's judgements and average centipawn loss, side by side in a
/// row `width` wide: White's at the left, Black's at the right.
fn counts(ui: &mut egui::Ui, world: &PanelWorld, sides: [SideSummary; 2], width: f32) {
    let half = (width - ui.spacing().item_spacing.x) / 2.0;
    ui.horizontal(|ui| {
        for (side, color) in sides.iter().zip([Color::White, Color::Black]) {
            let layout = match color {
                Color::White => egui::Layout::left_to_right(egui::Align::Center),
                Color::Black => egui::Layout::right_to_left(egui::Align::Center),
            };
            ui.allocate_ui_with_layout(egui::vec2(half, 18.0), layout, |ui| {
                ui.add(
                    egui::Label::new(count_words(&world.words.0, &world.player(color), side))
                        .truncate(),
                )
                .on_hover_text(world.tr("report-counts-hover"));
            });
        }
    });
}
