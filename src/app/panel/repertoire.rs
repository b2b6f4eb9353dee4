//! The opening repertoire's part of the panel: its name and side (or the
//! question of its side), how well it is known, the drill's words and
//! buttons; and its window: the counts, its double answers, its holes
//! and its lines (a window, so the move list keeps its rows at 800×600).

use bevy_egui::egui;

use super::{Asks, PanelWorld};
use crate::{
    app::{modes::Drilling, repertoire::RepertoireCommand},
    i18n::Arg,
};

/// The repertoire's part of the controls, once one is open.
pub(super) fn repertoire(ui: &mut egui::Ui, world: &PanelWorld, asks: &mut Asks) {
    let view = &world.repertoire;
    let Some(name) = &view.name else {
        return;
    };
    ui.separator();
    if view.needs_side {
        ui.label(world.tr_with("repertoire-which-side", &[("name", Arg::Text(name))]));
        ui.horizontal(|ui| {
            for side in [shakmaty::Color::White, shakmaty::Color::Black] {
                if ui.button(world.side(side)).clicked() {
                    asks.repertoire(RepertoireCommand::Side(side));
                }
            }
            if ui.button(world.tr("repertoire-close")).clicked() {
                asks.repertoire(RepertoireCommand::Close);
            }
        });
        return;
    }
    let side = view.side.map(|s| world.side(s)).unwrap_or_default();
    ui.strong(world.tr_with(
        "repertoire-title",
        &[("name", Arg::Text(name)), ("side", Arg::Text(&side))],
    ));
    ui.label(counts(world));
    let drilling = *world.drilling.get() == Drilling::On;
    if drilling {
        ui.label(world.words.0.say(&view.words));
    }
    ui.horizontal_wrapped(|ui| buttons(ui, world, asks, drilling));
    if view.window && !drilling {
        progress(ui.ctx(), world, asks);
    }
}

/// Drill, practise ahead, holes, close; while drilling, hint and stop.
fn buttons(ui: &mut egui::Ui, world: &PanelWorld, asks: &mut Asks, drilling: bool) {
    let view = &world.repertoire;
    let mut ask = |ui: &mut egui::Ui, words: String, command: RepertoireCommand| {
        if ui.button(words).clicked() {
            asks.repertoire(command);
        }
    };
    if drilling {
        if view.asking() {
            ask(
                ui,
                world.tr("repertoire-hint-button"),
                RepertoireCommand::Hint,
            );
        }
        ask(ui, world.tr("repertoire-stop"), RepertoireCommand::Stop);
        return;
    }
    let due = Arg::Count(i64::from(view.due_now()));
    ask(
        ui,
        world.tr_with("repertoire-drill", &[("count", due)]),
        RepertoireCommand::Drill,
    );
    ask(
        ui,
        world.tr("repertoire-ahead"),
        RepertoireCommand::PractiseAhead,
    );
    ask(ui, world.tr("repertoire-holes"), RepertoireCommand::Holes);
    ask(
        ui,
        world.tr("repertoire-progress"),
        RepertoireCommand::Progress,
    );
    ask(ui, world.tr("repertoire-close"), RepertoireCommand::Close);
}

/// The repertoire's window: how well it is known, its double answers,
/// its holes (once asked for) and its lines; Esc or Enter closes it.
fn progress(ctx: &egui::Context, world: &PanelWorld, asks: &mut Asks) {
    let view = &world.repertoire;
    let keys = super::dialog::keys(ctx, super::dialog::window_layer("repertoire"), &[]);
    let mut open = !(keys.escape || keys.enter);
    let name = view.name.as_deref().unwrap_or_default();
    let side = view.side.map(|s| world.side(s)).unwrap_or_default();
    let title = world.tr_with(
        "repertoire-title",
        &[("name", Arg::Text(name)), ("side", Arg::Text(&side))],
    );
    let width = (ctx.content_rect().width() - 60.0).clamp(280.0, 560.0);
    super::dialog::dialog(title, "repertoire")
        .open(&mut open)
        .max_width(width)
        .show(ctx, |ui| {
            ui.set_width(width);
            super::dialog::scrolled(ui, "repertoire scroll", true, |ui| {
                ui.label(counts(world));
                doubles(ui, world);
                lists(ui, world);
            });
        });
    if !open {
        asks.repertoire(RepertoireCommand::Progress);
    }
}

/// The cards, new, due, due within a week, learned, lapsed.
fn counts(world: &PanelWorld) -> String {
    let known = &world.repertoire.known;
    let count = |n: u32| Arg::Count(i64::from(n));
    world.tr_with(
        "repertoire-counts",
        &[
            ("cards", count(known.cards)),
            ("new", count(known.new)),
            ("due", count(known.due)),
            ("week", count(known.due_week)),
            ("learned", count(known.learned)),
            ("lapsed", count(known.lapsed)),
        ],
    )
}

/// The positions where the repertoire gives two moves, as their lines.
fn doubles(ui: &mut egui::Ui, world: &PanelWorld) {
    let view = &world.repertoire;
    if view.doubles.is_empty() {
        return;
    }
    let lines: Vec<String> = view
        .doubles
        .iter()
        .map(|l| {
            let moves: Vec<String> = l.split_whitespace().map(str::to_owned).collect();
            line_words(world, &moves)
        })
        .collect();
    ui.label(world.tr_with(
        "repertoire-doubles",
        &[("lines", Arg::Text(&lines.join("; ")))],
    ));
}

/// The holes (once asked for) and the lines.
fn lists(ui: &mut egui::Ui, world: &PanelWorld) {
    let view = &world.repertoire;
    if let Some(holes) = &view.holes {
        let count = Arg::Count(holes.len() as i64);
        egui::CollapsingHeader::new(world.tr_with("repertoire-holes-title", &[("count", count)]))
            .id_salt("repertoire holes")
            .default_open(true)
            .show(ui, |ui| {
                if holes.is_empty() {
                    ui.label(world.tr("repertoire-no-holes"));
                }
                for hole in holes {
                    let line = line_words(world, &hole.line);
                    let reply = line_words(world, std::slice::from_ref(&hole.reply));
                    ui.label(world.tr_with(
                        "repertoire-hole",
                        &[
                            ("line", Arg::Text(&line)),
                            ("reply", Arg::Text(&reply)),
                            ("games", Arg::Count(i64::from(hole.games))),
                            ("reaching", Arg::Count(i64::from(hole.reaching))),
                        ],
                    ));
                }
            });
    }
    egui::CollapsingHeader::new(world.tr("repertoire-lines"))
        .id_salt("repertoire lines")
        .default_open(true)
        .show(ui, |ui| {
            for (line, cards, learned) in &view.known.lines {
                let moves: Vec<String> = line.split_whitespace().map(str::to_owned).collect();
                ui.label(world.tr_with(
                    "repertoire-line",
                    &[
                        ("line", Arg::Text(&line_words(world, &moves))),
                        ("learned", Arg::Count(i64::from(*learned))),
                        ("cards", Arg::Count(i64::from(*cards))),
                    ],
                ));
            }
        });
}

/// A line's moves in the player's letters, or "the start".
fn line_words(world: &PanelWorld, moves: &[String]) -> String {
    if moves.is_empty() {
        return world.tr("repertoire-start");
    }
    let letters = world.words.0.letters();
    moves
        .iter()
        .map(|san| match world.settings.english_letters {
            true => san.clone(),
            false => letters.local(san),
        })
        .collect::<Vec<_>>()
        .join(" ")
}
