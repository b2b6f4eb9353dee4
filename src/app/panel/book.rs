//! The opening book's moves for the position shown on the analysis board,
//! heaviest first with their share of the weights; a click plays a move
//! into the record.

use bevy::prelude::*;
use bevy_egui::egui;

use super::{Asks, PanelUi, PanelWorld};
use crate::app::{
    session::{Action, AnalysisEdit},
    theme::egui_color,
};
use crate::i18n::Arg;

pub(super) fn book_box(
    mut parts: ResMut<PanelUi>,
    world: PanelWorld,
    book: Res<crate::app::book::BookView>,
    mut asks: Asks,
) {
    if !world.session.is_analysis() {
        return;
    }
    let position = world.session.game().view_position();
    let moves = book.for_position(position).filter(|m| !m.is_empty());
    if moves.is_none() && book.problem.is_none() {
        return;
    }
    let Some(ui) = parts.middle() else {
        return;
    };
    if let Some(problem) = &book.problem {
        let color = egui_color(world.theme().error);
        let problem = world.words.0.say(problem);
        ui.add(egui::Label::new(egui::RichText::new(problem).color(color)).wrap());
    }
    if let Some(moves) = moves {
        let mut played = None;
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(world.tr("book-title")).strong());
            let letters = world.letters();
            for m in moves {
                let share = m.share(moves);
                let button = ui
                    .button(format!("{} {share}%", letters.local(&m.san)))
                    .on_hover_text(
                        world.tr_with("book-hover", &[("weight", Arg::Count(i64::from(m.weight)))]),
                    );
                let button = super::named(
                    ui,
                    button,
                    world.tr_with(
                        "book-name",
                        &[
                            ("move", Arg::Text(&letters.local(&m.san))),
                            ("share", Arg::Count(i64::from(share))),
                        ],
                    ),
                );
                if button.clicked() {
                    played = Some(m.mv);
                }
            }
        });
        if let Some(m) = played {
            asks.game(Action::Edit(AnalysisEdit::PlayLine(vec![m])).into());
        }
    }
    ui.separator();
}
