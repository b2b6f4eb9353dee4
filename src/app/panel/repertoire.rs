//! The opening repertoire's part of the panel: its name and side (or the
//! question of its side), how well it is known, the drill's words and
//! buttons, its double answers, its holes and its lines.

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
    let known = &view.known;
    let count = |n: u32| Arg::Count(i64::from(n));
    ui.label(world.tr_with(
        "repertoire-counts",
        &[
            ("cards", count(known.cards)),
            ("new", count(known.new)),
            ("due", count(known.due)),
            ("week", count(known.due_week)),
            ("learned", count(known.learned)),
            ("lapsed", count(known.lapsed)),
        ],
    ));
    let drilling = *world.drilling.get() == Drilling::On;
    if drilling {
        ui.label(world.words.0.say(&view.words));
    }
    ui.horizontal_wrapped(|ui| buttons(ui, world, asks, drilling));
    if !view.doubles.is_empty() {
        let start = world.tr("repertoire-start");
        let lines: Vec<&str> = view
            .doubles
            .iter()
            .map(|l| if l.is_empty() { start.as_str() } else { l })
            .collect();
        ui.label(world.tr_with(
            "repertoire-doubles",
            &[("lines", Arg::Text(&lines.join("; ")))],
        ));
    }
    if !drilling {
        lists(ui, world);
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
        ask(
            ui,
            world.tr("repertoire-hint-button"),
            RepertoireCommand::Hint,
        );
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
    ask(ui, world.tr("repertoire-close"), RepertoireCommand::Close);
}

/// The holes (once asked for) and the lines, each folded.
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
                egui::ScrollArea::vertical()
                    .id_salt("repertoire holes list")
                    .max_height(120.0)
                    .show(ui, |ui| {
                        for hole in holes {
                            let line = line_words(world, &hole.line);
                            ui.label(world.tr_with(
                                "repertoire-hole",
                                &[
                                    ("line", Arg::Text(&line)),
                                    ("reply", Arg::Text(&hole.reply)),
                                    ("games", Arg::Count(i64::from(hole.games))),
                                    ("reaching", Arg::Count(i64::from(hole.reaching))),
                                ],
                            ));
                        }
                    });
            });
    }
    egui::CollapsingHeader::new(world.tr("repertoire-lines"))
        .id_salt("repertoire lines")
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("repertoire lines list")
                .max_height(120.0)
                .show(ui, |ui| {
                    for (line, cards, learned) in &view.known.lines {
                        let moves: Vec<String> =
                            line.split_whitespace().map(str::to_owned).collect();
                        let line = line_words(world, &moves);
                        ui.label(world.tr_with(
                            "repertoire-line",
                            &[
                                ("line", Arg::Text(&line)),
                                ("learned", Arg::Count(i64::from(*learned))),
                                ("cards", Arg::Count(i64::from(*cards))),
                            ],
                        ));
                    }
                });
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
