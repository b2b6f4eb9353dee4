//! The endgame tables' answer on the analysis board: the outcome of the
//! position shown for the side to move, and each move's, best first; a
//! click plays a move into the record.

use bevy::prelude::*;
use bevy_egui::egui;

use super::{Asks, PanelUi, PanelWorld};
use crate::{
    app::{
        session::{Action, AnalysisEdit},
        theme::egui_color,
    },
    desktop::tablebase::Outcome,
};

/// The most moves the list shows before it scrolls.
const LIST_HEIGHT: f32 = 120.0;

/// A move's outcome for its mover, as the list says it: "win in 12"
/// (plies to zeroing), "mate", "draw", "loss in 15".
fn said(words: &crate::i18n::Words, outcome: Outcome, dtz: i32, mate: bool) -> String {
    if mate {
        return words.get("tables-mate");
    }
    let outcome_words = words.get(match outcome {
        Outcome::Win => "tables-win",
        Outcome::CursedWin => "tables-cursed-win",
        Outcome::Draw => "tables-draw",
        Outcome::BlessedLoss => "tables-blessed-loss",
        Outcome::Loss => "tables-loss",
    });
    match outcome {
        Outcome::Draw => outcome_words,
        _ => format!("{outcome_words} · DTZ {}", dtz.abs()),
    }
}

/// The moves the tables give, coloured by their outcome: the one clicked.
fn table_moves(
    ui: &mut egui::Ui,
    moves: &[crate::desktop::tablebase::MoveOutcome],
    win: egui::Color32,
    loss: egui::Color32,
    world: &PanelWorld,
) -> Option<shakmaty::Move> {
    let letters = world.letters();
    let mut played = None;
    egui::ScrollArea::vertical()
        .id_salt("tablebase moves")
        .max_height(LIST_HEIGHT)
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                for m in moves {
                    let color = match m.outcome {
                        Outcome::Win | Outcome::CursedWin => win,
                        Outcome::Draw => ui.visuals().text_color(),
                        Outcome::Loss | Outcome::BlessedLoss => loss,
                    };
                    let text = format!(
                        "{} {}",
                        letters.local(&m.san),
                        said(&world.words.0, m.outcome, m.dtz, m.mate)
                    );
                    if ui
                        .button(egui::RichText::new(text).color(color))
                        .on_hover_text(world.tr("tables-play-hover"))
                        .clicked()
                    {
                        played = Some(m.mv);
                    }
                }
            });
        });
    played
}

pub(super) fn tablebase_box(
    mut parts: ResMut<PanelUi>,
    world: PanelWorld,
    tables: Res<crate::app::tablebase::TablebaseView>,
    mut asks: Asks,
) {
    if !world.session.is_analysis() {
        return;
    }
    let position = world.session.game().view_position();
    let probed = tables.for_position(position);
    if probed.is_none() && tables.problem.is_none() {
        return;
    }
    let Some(ui) = parts.middle() else {
        return;
    };
    let theme = world.theme();
    let (win, loss) = (egui_color(theme.accent), egui_color(theme.error));
    if let Some(problem) = &tables.problem {
        let problem = world.words.0.say(problem);
        ui.add(egui::Label::new(egui::RichText::new(problem).color(loss)).wrap());
    }
    if let Some(probed) = probed {
        let side = world.side(shakmaty::Position::turn(position));
        let outcome = said(&world.words.0, probed.outcome, probed.dtz, false);
        // What DTZ counts, where it shows: the root's and the moves' are
        // counted from different sides, so they rarely agree.
        ui.label(
            egui::RichText::new(world.tr_with(
                "tables-title",
                &[
                    ("side", crate::i18n::Arg::Text(&side)),
                    ("outcome", crate::i18n::Arg::Text(&outcome)),
                ],
            ))
            .strong(),
        )
        .on_hover_text(world.tr("tables-dtz-hover"));
        let played = table_moves(ui, &probed.moves, win, loss, &world);
        if let Some(m) = played {
            asks.game(Action::Edit(AnalysisEdit::PlayLine(vec![m])).into());
        }
        // Practice from here: the computer at full strength answers with
        // the tables' moves, and says when a result is thrown away.
        let can = world.settings.engine.program().is_some();
        if ui
            .add_enabled(can, egui::Button::new(world.tr("tables-practice")))
            .on_hover_text(world.tr("tables-practice-hover"))
            .on_disabled_hover_text(world.tr("engine-none-found"))
            .clicked()
        {
            asks.opponent(crate::app::opponent::OpponentCommand::Practice);
        }
    }
    ui.separator();
}
