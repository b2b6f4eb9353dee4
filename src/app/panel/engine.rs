//! The engine area of a record, over the move list: with the engine on,
//! its evaluation, depth and speed and its best lines in SAN (a click on a
//! move plays the line up to it into the record); the game report's
//! progress; what went wrong, in words. (The report's graph and counts,
//! under the board, are `report_strip.rs`'s.)

use bevy::prelude::*;
use bevy_egui::egui;

use super::{Asks, PanelUi, PanelWorld, annotations::san_text};
use crate::i18n::Arg;
use crate::{
    app::{
        engine::EngineCommand,
        shortcuts::{PanelRequest, Shortcut, keys_for},
        theme::egui_color,
    },
    chess::report::settled,
};

/// The label the engine's lines carry in the accessibility tree.
pub const LINES_LABEL: &str = "engine lines";

/// The room the move list keeps under the engine area: six rows of moves
/// (27 pixels each) and the separator.
const LIST_ROOM: f32 = 176.0;

/// The narrowest row of an engine line that still shows its chances (per
/// mille) beside the moves: narrower, the moves have the room.
const WDL_COLUMN_FROM: f32 = 380.0;

pub(super) fn engine_box(mut parts: ResMut<PanelUi>, world: PanelWorld, mut asks: Asks) {
    if !world.session.is_analysis() {
        return;
    }
    let view = &world.engine;
    if !view.is_on()
        && view.problem.is_none()
        && view.report.is_none()
        && view.stopped_report.is_none()
    {
        return;
    }
    let Some(ui) = parts.middle() else {
        return;
    };
    if view.is_on() {
        lines(ui, &world, &mut asks);
    }
    if let Some((done, total)) = view.report {
        ui.horizontal(|ui| {
            let progress = done as f32 / total.max(1) as f32;
            let (move_done, moves) = crate::chess::report::progress_in_moves(done, total);
            ui.add(
                egui::ProgressBar::new(progress)
                    .desired_width((ui.available_width() - 70.0).max(60.0))
                    .text(world.tr_with(
                        "engine-report-progress",
                        &[
                            ("done", Arg::Count(move_done as i64)),
                            ("total", Arg::Count(moves as i64)),
                        ],
                    )),
            );
            if ui
                .button(world.tr("engine-stop"))
                .on_hover_text(world.tr("engine-stop-hover"))
                .clicked()
            {
                asks.engine(EngineCommand::CancelReport);
            }
        });
    }
    if let Some(moves) = view.stopped_report
        && view.report.is_none()
    {
        ui.horizontal_wrapped(|ui| {
            ui.label(stopped_words(&world.words.0, moves));
            if ui
                .button(world.tr("engine-go-on"))
                .on_hover_text(world.tr("engine-go-on-hover"))
                .clicked()
            {
                asks.engine(EngineCommand::AnalyseGame);
            }
        });
    }
    if let Some(problem) = &view.problem {
        ui.horizontal_wrapped(|ui| {
            ui.colored_label(egui_color(world.theme().error), world.words.0.say(problem));
            if world.settings.engine.program().is_none()
                && ui.button(world.tr("engine-choose")).clicked()
            {
                asks.open(PanelRequest::Settings);
            }
        });
    }
    ui.separator();
}

/// What the engine area says of a report a close or a kill stopped.
pub(super) fn stopped_words(words: &crate::i18n::Words, moves: usize) -> String {
    words.with(
        "engine-stopped-report",
        &[("moves", Arg::Count(moves as i64))],
    )
}

/// "depth 23 · 600 kn/s".
fn depth_words(world: &PanelWorld, view: &crate::app::engine::EngineView) -> Vec<String> {
    let mut words = vec![world.tr_with(
        "engine-depth",
        &[("depth", Arg::Count(i64::from(view.depth)))],
    )];
    if let Some(nps) = view.nps {
        words.push(format!("{} kn/s", world.words.0.number(nps / 1000)));
    }
    words
}

/// The engine's header (score, depth, speed, name) and its lines.
fn lines(ui: &mut egui::Ui, world: &PanelWorld, asks: &mut Asks) {
    let view = &world.engine;
    let position = world.session.game().view_position();
    if view.shows_threat() {
        threat_lines(ui, world, position);
        return;
    }
    let (lines, _) = view.shown_lines();
    // The header always shows (the score, the chances, the depth); where
    // the panel is short (800×600) the lines give way to it.
    header(ui, world, lines, position);
    let room = ((ui.available_height() - LIST_ROOM) / LINE_HEIGHT)
        .floor()
        .clamp(1.0, 5.0) as usize;
    let notation = world.notation();
    let shown_lines = &lines[..lines.len().min(room)];
    let group_id = ui.id().with(LINES_GROUP);
    let focused = ui.ctx().memory(|m| m.has_focus(group_id));
    let cursor = lines_cursor(ui.ctx(), group_id, shown_lines, focused);
    let shown = ui.push_id(LINES_LABEL, |ui| {
        ui.spacing_mut().item_spacing.y = 0.5;
        for line in shown_lines {
            let at = cursor.filter(|c| c.0 == line.rank && focused).map(|c| c.1);
            let row = LineRow {
                line,
                position,
                notation,
                at,
            };
            line_row(ui, row, world, asks);
        }
    });
    // The lines are one stop of the keyboard, as the move list is: ↑ ↓
    // choose a line, ← → a move of it (Home, End), Enter or Space plays
    // the line into the record up to that move.
    if !shown_lines.is_empty() {
        let group = ui.interact(shown.response.rect, group_id, egui::Sense::FOCUSABLE);
        let name = cursor.map_or(String::new(), |(rank, upto)| {
            line_name(world, shown_lines, position, rank, upto)
        });
        group.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Other, true, &name));
        if focused
            && let Some((rank, upto)) = cursor
            && ui.input_mut(|i| {
                i.consume_key(egui::Modifiers::NONE, egui::Key::Enter)
                    | i.consume_key(egui::Modifiers::NONE, egui::Key::Space)
            })
        {
            asks.engine(EngineCommand::PlayLine { rank, upto });
        }
    }
    if lines.is_empty() && !position_is_over(position) {
        ui.weak(world.tr_with(
            "engine-thinking",
            &[(
                "keys",
                Arg::Text(&keys_for(Shortcut::Engine, &world.words.0)),
            )],
        ));
    }
}

/// Show threat: what the side that just moved threatens, the engine's
/// lines from the position with the move passed, in red, in words.
fn threat_lines(ui: &mut egui::Ui, world: &PanelWorld, position: &shakmaty::Chess) {
    let red = egui_color(world.theme().error);
    let keys = keys_for(Shortcut::Threat, &world.words.0);
    let Some(passed) = crate::app::engine::threat_position(position) else {
        let side = world.side(shakmaty::Position::turn(position));
        ui.label(world.tr_with("engine-no-threat", &[("side", Arg::Text(&side))]));
        ui.weak(world.tr_with("engine-threat-off", &[("keys", Arg::Text(&keys))]));
        return;
    };
    let (lines, _) = world.engine.shown_lines();
    let mover = world.side(shakmaty::Position::turn(&passed));
    let shown = ui.push_id(THREAT_LABEL, |ui| {
        ui.spacing_mut().item_spacing.y = 2.0;
        match lines.first() {
            Some(best) => {
                // One row a line, as the engine's own lines: the whole
                // line on hover.
                let letters = world.letters();
                let local = |line: &crate::chess::uci::PvLine| {
                    let numbered = line.numbered(&passed);
                    numbered
                        .split(' ')
                        .map(|word| letters.local(word))
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                let best_words = world.tr_with(
                    "engine-threat",
                    &[
                        ("score", Arg::Text(&best.eval.shown())),
                        ("line", Arg::Text(&local(best))),
                    ],
                );
                ui.add(
                    egui::Label::new(egui::RichText::new(&best_words).color(red).strong())
                        .truncate(),
                );
                let room = ((ui.available_height() - LIST_ROOM) / LINE_HEIGHT)
                    .floor()
                    .clamp(1.0, 5.0) as usize;
                for line in lines.iter().skip(1).take(room - 1) {
                    let words = format!("{} {}", line.eval.shown(), local(line));
                    ui.add(egui::Label::new(egui::RichText::new(&words).color(red)).truncate());
                }
            }
            None => {
                ui.weak(world.tr_with("engine-looking", &[("side", Arg::Text(&mover))]));
            }
        }
    });
    shown.response.on_hover_text(world.tr_with(
        "engine-threat-hover",
        &[("side", Arg::Text(&mover)), ("keys", Arg::Text(&keys))],
    ));
}

/// The label Show threat's lines carry in the accessibility tree.
pub const THREAT_LABEL: &str = "threat lines";

/// The height of one of the engine's lines, with the space under it.
const LINE_HEIGHT: f32 = 20.0;

/// The engine's row: the position's score, the depth and speed, its name.
fn header(
    ui: &mut egui::Ui,
    world: &PanelWorld,
    lines: &[crate::chess::uci::PvLine],
    position: &shakmaty::Chess,
) {
    let view = &world.engine;
    ui.horizontal(|ui| {
        let score = match (lines.first(), settled(position)) {
            (Some(best), _) => best.eval.shown(),
            (None, Some(_)) if position_is_mate(position) => world.tr("engine-checkmate"),
            (None, Some(_)) => world.tr("engine-stalemate"),
            (None, None) => "…".to_owned(),
        };
        ui.label(egui::RichText::new(score).strong().size(16.0));
        if let Some(wdl) = lines.first().and_then(|l| l.wdl) {
            ui.label(
                egui::RichText::new(wdl_words(world, wdl))
                    .monospace()
                    .small(),
            )
            .on_hover_text(world.tr("engine-wdl-hover"));
        }
        // The depth, the speed and the engine's name: as much as the row
        // holds (a narrow panel cuts the name first), all of it on hover.
        let mut words = depth_words(world, view);
        if let Some(name) = &view.name {
            words.push(name.clone());
        }
        let about = words.join(" · ");
        ui.add(egui::Label::new(egui::RichText::new(&about).weak()).truncate())
            .on_hover_text(about);
    });
}

/// The id of the engine lines' one keyboard stop (under the panel's ui).
const LINES_GROUP: &str = "engine lines group";

/// The line and move the keyboard is on in the engine's lines (rank, index
/// of the move), moved by this frame's arrows while `focused`; kept in
/// egui's memory, and kept on a line that is still shown.
fn lines_cursor(
    ctx: &egui::Context,
    id: egui::Id,
    lines: &[crate::chess::uci::PvLine],
    focused: bool,
) -> Option<(u32, usize)> {
    let first = lines.first()?;
    let (mut rank, mut upto) = ctx
        .data(|d| d.get_temp::<(u32, usize)>(id))
        .filter(|(rank, _)| lines.iter().any(|l| l.rank == *rank))
        .unwrap_or((first.rank, 0));
    if focused {
        use egui::{Key, Modifiers};
        let [up, down, left, right, home, end] = [
            Key::ArrowUp,
            Key::ArrowDown,
            Key::ArrowLeft,
            Key::ArrowRight,
            Key::Home,
            Key::End,
        ]
        .map(|key| ctx.input_mut(|i| i.count_and_consume_key(Modifiers::NONE, key)) as isize);
        if up + down + left + right > 0 {
            // The arrows are the lines': egui would move the keyboard on.
            ctx.memory_mut(|m| m.move_focus(egui::FocusDirection::None));
        }
        let at = lines.iter().position(|l| l.rank == rank).unwrap_or(0) as isize;
        let line = (at + down - up).clamp(0, lines.len() as isize - 1) as usize;
        if line as isize != at {
            upto = 0;
        }
        rank = lines[line].rank;
        let last = lines[line].moves.len().saturating_sub(1) as isize;
        upto = (upto as isize + right - left).clamp(0, last) as usize;
        if home > 0 {
            upto = 0;
        }
        if end > 0 {
            upto = last as usize;
        }
    }
    ctx.data_mut(|d| d.insert_temp(id, (rank, upto)));
    Some((rank, upto))
}

/// The engine lines' stop as a screen reader says it: the line, its score
/// and moves, and the move Enter plays it up to.
fn line_name(
    world: &PanelWorld,
    lines: &[crate::chess::uci::PvLine],
    position: &shakmaty::Chess,
    rank: u32,
    upto: usize,
) -> String {
    let Some(at) = lines.iter().position(|l| l.rank == rank) else {
        return String::new();
    };
    let line = &lines[at];
    let letters = world.letters();
    let local = |text: &str| {
        text.split(' ')
            .map(|word| letters.local(word))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let upto_san = line
        .sans
        .get(upto)
        .map_or(String::new(), |s| letters.local(&s.to_string()));
    world.tr_with(
        "engine-line-name",
        &[
            ("at", Arg::Count(at as i64 + 1)),
            ("total", Arg::Count(lines.len() as i64)),
            ("score", Arg::Text(&line.eval.shown())),
            ("line", Arg::Text(&local(&line.numbered(position)))),
            ("move", Arg::Text(&upto_san)),
        ],
    )
}

/// One of the engine's lines: its score, then its moves, each played into
/// the record up to it when clicked; `at`, the move the keyboard is on.
/// An engine line as a row of the engine area.
struct LineRow<'a> {
    line: &'a crate::chess::uci::PvLine,
    /// The position it is of.
    position: &'a shakmaty::Chess,
    notation: super::annotations::Notation,
    /// The move the keyboard is on, if on this line.
    at: Option<usize>,
}

/// A line's chances, per mille and White's: win, draw, loss.
fn wdl_column(ui: &mut egui::Ui, wdl: crate::chess::uci::Wdl, world: &PanelWorld) {
    ui.add_sized(
        egui::vec2(84.0, 18.0),
        egui::Label::new(
            egui::RichText::new(format!("{}/{}/{}", wdl.win, wdl.draw, wdl.loss))
                .monospace()
                .small(),
        ),
    )
    .on_hover_text(world.tr_with(
        "engine-wdl-line",
        &[("wdl", Arg::Text(&wdl_words(world, wdl)))],
    ));
}

/// How wide `text` is on one line in the body's font.
fn text_width(ui: &egui::Ui, text: &str) -> f32 {
    egui::WidgetText::from(text)
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Body,
        )
        .size()
        .x
}

fn line_row(ui: &mut egui::Ui, row: LineRow, world: &PanelWorld, asks: &mut Asks) {
    let LineRow {
        line,
        position,
        notation,
        at,
    } = row;
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        ui.add_sized(
            egui::vec2(52.0, 18.0),
            egui::Label::new(egui::RichText::new(line.eval.shown()).monospace()),
        );
        // Per mille, White's: win, draw, loss; where the panel is narrow
        // the moves have the room (the best line's chances are in the
        // header).
        if let Some(wdl) = line.wdl.filter(|_| ui.available_width() >= WDL_COLUMN_FROM) {
            wdl_column(ui, wdl, world);
        }
        let numbered = line.numbered(position);
        let words: Vec<&str> = numbered.split(' ').collect();
        let mut move_index = 0;
        for (i, word) in words.iter().enumerate() {
            // A word (with the move after a number) that would not fit
            // whole with "…" after it is not begun.
            let text = match word.ends_with('.') {
                true => word.to_string(),
                false => san_text(&line.sans[move_index], notation),
            };
            let then = words
                .get(i + 1)
                .filter(|_| word.ends_with('.'))
                .map_or(String::new(), |next| format!(" {next}"));
            if ui.available_width() < text_width(ui, &format!("{text}{then} …")) {
                ui.weak("…");
                break;
            }
            if word.ends_with('.') {
                ui.weak(text);
                continue;
            }
            // Clicked, not a stop of the keyboard of its own: the lines are
            // one stop together.
            let r = ui
                .add(egui::Label::new(text).sense(egui::Sense::CLICK))
                .on_hover_text(world.tr("engine-play-line"));
            if at == Some(move_index) {
                let accent = egui_color(world.theme().accent);
                ui.painter().rect_stroke(
                    r.rect.expand(1.0),
                    2.0,
                    egui::Stroke::new(2.0, accent),
                    egui::StrokeKind::Outside,
                );
            }
            if r.clicked() {
                asks.engine(EngineCommand::PlayLine {
                    rank: line.rank,
                    upto: move_index,
                });
            }
            move_index += 1;
        }
    });
}

fn position_is_mate(position: &shakmaty::Chess) -> bool {
    use shakmaty::Position;
    position.is_checkmate()
}

fn position_is_over(position: &shakmaty::Chess) -> bool {
    use shakmaty::Position;
    position.is_game_over()
}

/// White's chances as percentages, with the language's initials: "W 0.3%
/// D 97.0% L 2.7%", "G 0.3% N 97.0% P 2.7%".
fn wdl_words(world: &PanelWorld, wdl: crate::chess::uci::Wdl) -> String {
    let pc = |n: u32| world.words.0.decimal(f64::from(n) / 10.0, 1);
    world.tr_with(
        "engine-wdl",
        &[
            ("win", Arg::Text(&pc(wdl.win))),
            ("draw", Arg::Text(&pc(wdl.draw))),
            ("loss", Arg::Text(&pc(wdl.loss))),
        ],
    )
}
