//! The moves of the move list as buttons, for the keyboard and screen
//! readers: the list is one Tab stop (the move shown), its arrows browse
//! the game with the keyboard following the move shown, and each move is
//! named as a player says it. Shared by the plain list ([`super::moves`])
//! and the annotated one ([`super::annotations`]).

use bevy_egui::egui;
use shakmaty::Color as Side;

use super::{Asks, PanelWorld};
use crate::app::session::Action;

/// Where the keyboard goes in the move list after the arrows browsed: the
/// move of this cursor takes it when it is drawn.
const REFOCUS: &str = "move list refocus";

/// Whether a move of the list had the keyboard in this frame.
const LIST_FOCUSED: &str = "move list focused";

/// A move of the list, named for a screen reader as a player says it
/// ("1. e4, White"). The list is one Tab stop, as a list widget is: only
/// the move shown (`tab_stop`; the first move at the start) is in the Tab
/// order, and ← ↑ → ↓ Home End inside it browse the game, the keyboard
/// following the move shown ([`browse_from_the_list`]).
pub(super) fn move_button(
    ui: &mut egui::Ui,
    selected: bool,
    tab_stop: bool,
    rich: egui::RichText,
    spoken: String,
    cursor: &crate::chess::game::ViewCursor,
) -> egui::Response {
    let sense = if tab_stop {
        egui::Sense::click()
    } else {
        egui::Sense::CLICK
    };
    let response = ui.add(egui::Button::selectable(selected, rich).sense(sense));
    response.widget_info(|| {
        egui::WidgetInfo::selected(egui::WidgetType::Button, true, selected, &spoken)
    });
    let refocus = egui::Id::new(REFOCUS);
    // Once the move browsed to is the one shown (the browsing is applied
    // at the app's next update), it takes the keyboard.
    if tab_stop
        && ui
            .data(|d| d.get_temp::<crate::chess::game::ViewCursor>(refocus))
            .as_ref()
            == Some(cursor)
    {
        ui.data_mut(|d| d.remove::<crate::chess::game::ViewCursor>(refocus));
        response.request_focus();
    }
    if response.has_focus() {
        ui.data_mut(|d| d.insert_temp(egui::Id::new(LIST_FOCUSED), true));
    }
    // What has the keyboard is in sight.
    if response.gained_focus() {
        response.scroll_to_me(None);
    }
    response
}

/// How a screen reader hears a move of the list: "1. e4, White",
/// "12. Nf3, Black".
pub(super) fn spoken_move(
    words: &crate::i18n::Words,
    number: u32,
    san: &str,
    mover: Side,
) -> String {
    let side = words.get(mover.fold_wb("side-white", "side-black"));
    format!("{number}. {san}, {side}")
}

/// After the list is drawn: while one of its moves has the keyboard, the
/// arrows, Home and End browse the game (each press counted), and the
/// keyboard goes to the move then shown.
pub(super) fn browse_from_the_list(ui: &mut egui::Ui, world: &PanelWorld, asks: &mut Asks) {
    let focused = ui.data_mut(|d| d.remove_temp::<bool>(egui::Id::new(LIST_FOCUSED)));
    if focused != Some(true) {
        // The keyboard left the list: no move takes it back later.
        ui.data_mut(|d| d.remove::<crate::chess::game::ViewCursor>(egui::Id::new(REFOCUS)));
        return;
    }
    let count = |ui: &mut egui::Ui, key| {
        ui.input_mut(|i| i.count_and_consume_key(egui::Modifiers::NONE, key))
    };
    let back = count(ui, egui::Key::ArrowLeft) + count(ui, egui::Key::ArrowUp);
    let forward = count(ui, egui::Key::ArrowRight) + count(ui, egui::Key::ArrowDown);
    let home = count(ui, egui::Key::Home) > 0;
    let end = count(ui, egui::Key::End) > 0;
    if back + forward == 0 && !home && !end {
        return;
    }
    ui.memory_mut(|m| m.move_focus(egui::FocusDirection::None));
    let mut game = world.session.game().clone();
    if home {
        let _ = game.set_view_cursor(crate::chess::game::ViewCursor::at(0, game.ply_count()));
    }
    if end {
        game.view_latest();
    }
    for _ in 0..back {
        game.view_back();
    }
    for _ in 0..forward {
        game.view_forward();
    }
    let target = game.view_cursor().clone();
    if target == *world.session.game().view_cursor() {
        return;
    }
    // At the start no move is shown: the first move keeps the keyboard.
    let focus_on = if game.view_index() == 0 {
        crate::chess::game::ViewCursor::at(1, game.ply_count())
    } else {
        target.clone()
    };
    ui.data_mut(|d| d.insert_temp(egui::Id::new(REFOCUS), focus_on));
    asks.act(Action::View(target));
}
