//! A new game's time control: a preset, untimed, or a custom control with
//! each side's row (minutes, seconds, increment or delay), the same for
//! both unless time odds are chosen.

use bevy_egui::egui;

use super::{NewGameForm, TimeChoice};
use crate::{
    app::panel::PanelWorld, chess::clock::DelayMode, chess::clock::TimeControl, i18n::Arg,
};

/// The presets, untimed, and a custom control with each side's row.
pub(super) fn time_control(ui: &mut egui::Ui, form: &mut NewGameForm, world: &PanelWorld) {
    ui.label(egui::RichText::new(world.tr("new-time-control")).strong());
    egui::Grid::new("presets").num_columns(4).show(ui, |ui| {
        for (i, (m, s)) in TimeControl::PRESETS.iter().enumerate() {
            ui.selectable_value(&mut form.choice, TimeChoice::Preset(i), format!("{m}+{s}"));
            if i % 4 == 3 {
                ui.end_row();
            }
        }
        ui.selectable_value(
            &mut form.choice,
            TimeChoice::Untimed,
            world.tr("new-untimed"),
        );
        ui.selectable_value(&mut form.choice, TimeChoice::Custom, world.tr("new-custom"));
        ui.end_row();
    });
    // A preset shows in the custom fields, greyed (3+2 showed 5.0 + 3.0),
    // and Custom starts from it.
    if let TimeChoice::Preset(i) = form.choice
        && let Some(&(minutes, seconds)) = TimeControl::PRESETS.get(i)
    {
        form.base_minutes = [minutes as f64; 2];
        form.increment_seconds = [seconds as f64; 2];
        form.mode = [DelayMode::Fischer; 2];
        form.odds = false;
    }
    // The custom fields are always there, enabled with Custom, so choosing
    // it never moves the rest of the dialog. Without time odds Black's row
    // shows White's time, greyed.
    ui.add_enabled_ui(form.choice == TimeChoice::Custom, |ui| {
        for i in 0..2 {
            side_row(ui, form, i, world);
        }
        if ui.checkbox(&mut form.odds, world.tr("new-odds")).changed() && form.odds {
            // Black's time starts as White's, as it showed.
            form.base_minutes[1] = form.base_minutes[0];
            form.increment_seconds[1] = form.increment_seconds[0];
            form.mode[1] = form.mode[0];
        }
    });
}

/// A side's custom time (`i`: 0 White, 1 Black): its own, or White's
/// while both sides have the same time.
fn side_row(ui: &mut egui::Ui, form: &mut NewGameForm, i: usize, world: &PanelWorld) {
    let own = i == 0 || form.odds;
    let from = if own { i } else { 0 };
    let (mut base, mut increment, mut mode) = (
        form.base_minutes[from],
        form.increment_seconds[from],
        form.mode[from],
    );
    ui.horizontal(|ui| {
        ui.add_enabled_ui(own, |ui| {
            let side = world.side(if i == 0 {
                shakmaty::Color::White
            } else {
                shakmaty::Color::Black
            });
            let side_arg = [("side", Arg::Text(&side))];
            ui.label(world.tr_with("new-side-colon", &side_arg));
            let minutes = ui.add(
                egui::DragValue::new(&mut base)
                    .range(0.25..=600.0)
                    .speed(0.25)
                    .suffix(" min"),
            );
            super::super::named(ui, minutes, world.tr_with("new-minutes", &side_arg));
            ui.label("+");
            let seconds = ui.add(
                egui::DragValue::new(&mut increment)
                    .range(0.0..=600.0)
                    .speed(0.5)
                    .suffix(" s"),
            );
            super::super::named(ui, seconds, world.tr_with("new-seconds", &side_arg));
            let combo = egui::ComboBox::from_id_salt(("delay mode", i))
                .selected_text(world.tr(delay_id(mode)))
                .show_ui(ui, |ui| {
                    for choice in DelayMode::ALL {
                        ui.selectable_value(&mut mode, choice, world.tr(delay_id(choice)));
                    }
                });
            super::super::named(ui, combo.response, world.tr_with("new-delay", &side_arg));
        });
    });
    if own {
        form.base_minutes[i] = base;
        form.increment_seconds[i] = increment;
        form.mode[i] = mode;
    }
}

/// The message naming a way of adding time.
fn delay_id(mode: DelayMode) -> &'static str {
    match mode {
        DelayMode::Fischer => "delay-fischer",
        DelayMode::Bronstein => "delay-bronstein",
        DelayMode::Simple => "delay-simple",
    }
}
