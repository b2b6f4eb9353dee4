//! Where a new game starts: the position shown with the moves that led
//! to it (Continue from here), or a FEN (with a Chess960 number, a random
//! one, the board editor, or the last position used).

use bevy_egui::egui;

use super::{FEN_FIELD, NewGameForm};
use crate::{
    app::{panel::PanelWorld, theme::egui_color},
    i18n::Arg,
};

/// Where the game starts: the position shown with the moves that led to
/// it (Continue from here), or a FEN.
pub(super) fn start_position(ui: &mut egui::Ui, world: &PanelWorld, form: &mut NewGameForm) {
    let accent = egui_color(world.theme().accent);
    let low_time = egui_color(world.theme().error);
    let Some(base) = &form.base else {
        fen_field(ui, form, accent, low_time, world);
        return;
    };
    let moves = base.ply_count();
    ui.label(if moves == 0 {
        world.tr("new-from-shown")
    } else {
        world.tr_with("new-goes-on", &[("count", Arg::Count(moves as i64))])
    });
    if let crate::chess::game::Status::Finished { .. } = base.status() {
        ui.colored_label(
            low_time,
            world.tr_with(
                "new-already-over",
                &[(
                    "why",
                    Arg::Text(&base.status().describe(crate::chess::game::side_name)),
                )],
            ),
        );
    }
}

/// The start position as FEN: empty for the usual start; the last position
/// used is offered, never filled in.
fn fen_field(
    ui: &mut egui::Ui,
    form: &mut NewGameForm,
    accent: egui::Color32,
    low_time: egui::Color32,
    world: &PanelWorld,
) {
    ui.label(egui::RichText::new(world.tr("new-fen-title")).strong());
    let fen = ui.add(
        egui::TextEdit::singleline(&mut form.fen)
            .id(egui::Id::new(FEN_FIELD))
            .desired_width(ui.available_width())
            .hint_text("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    );
    super::super::named(ui, fen, world.tr("new-fen-name"));
    ui.horizontal_wrapped(|ui| {
        ui.label(world.tr("new-960"));
        let number = ui.add(egui::DragValue::new(&mut form.chess960).range(0..=959));
        super::super::named(ui, number, world.tr("new-960-name"));
        let mut chosen = ui
            .button(world.tr("new-use"))
            .on_hover_text(world.tr("new-use-hover"))
            .clicked();
        if ui.button(world.tr("new-random")).clicked() {
            form.chess960 = super::super::editor::random_960();
            chosen = true;
        }
        if chosen && let Some(position) = crate::chess::editor::SetUp::chess960(form.chess960) {
            form.fen = position.fen();
        }
        if ui
            .button(world.tr("new-set-up"))
            .on_hover_text(world.tr("new-set-up-hover"))
            .clicked()
        {
            form.set_up = true;
        }
    });
    if form.fen.trim().is_empty()
        && let Some(last) = form.last_fen.clone()
        && ui
            .small_button(world.tr("new-last"))
            .on_hover_text(last.as_str())
            .clicked()
    {
        form.fen = last;
    }
    match form.game() {
        Ok(_) if form.fen.trim().is_empty() => {}
        Ok(_) => {
            ui.colored_label(accent, world.tr("new-legal"));
        }
        Err(e) => {
            ui.add(egui::Label::new(egui::RichText::new(e).color(low_time)).wrap());
        }
    }
}
