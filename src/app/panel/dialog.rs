//! What every dialog of the panel shares: a window of fixed size and place,
//! modal while it shows (Tab and clicks stay inside it, the panel behind
//! it waits), and its keys: Esc closes or cancels, Enter presses its
//! default button (Start game, Save, OK) unless a button or a text box of
//! several lines has the keyboard.

use bevy_egui::egui;

/// A dialog window of the panel: fixed size, its top edge at a fixed place
/// so that growing (a custom time control shown) never moves what is under
/// the pointer, with an id of its own (its title may change).
pub(super) fn dialog(title: impl Into<egui::WidgetText>, id: &str) -> egui::Window<'static> {
    egui::Window::new(title)
        .id(egui::Id::new(id))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 40.0))
}

/// The keys a dialog answers in this frame.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct DialogKeys {
    /// Esc: close or cancel.
    pub escape: bool,
    /// Enter: press the default button.
    pub enter: bool,
}

/// The layer a dialog window of `id` is drawn on.
pub(super) fn window_layer(id: &str) -> egui::LayerId {
    egui::LayerId::new(egui::Order::Middle, egui::Id::new(id))
}

/// The layer of an [`egui::Modal`] of `id`.
pub(super) fn modal_layer(id: &str) -> egui::LayerId {
    egui::LayerId::new(egui::Order::Foreground, egui::Id::new(id))
}

/// The areas over the board that are no dialog.
const BANNERS: [&str; 3] = ["board hint", "game over", "drop hint"];

/// Whether a window (Settings, the game list, a dialog) is open, as egui
/// knew it last frame: the banners over the board stand aside for it.
pub(super) fn a_window_is_open(ctx: &egui::Context) -> bool {
    let banners = BANNERS.map(egui::Id::new);
    ctx.memory(|m| {
        m.areas()
            .visible_layer_ids()
            .iter()
            .any(|layer| layer.order == egui::Order::Middle && !banners.contains(&layer.id))
    })
}

/// The keys a banner over the board answers (the game-over banner, the
/// restored game's): only while no dialog is open and nothing has the
/// keyboard.
pub(super) fn banner_keys(ctx: &egui::Context) -> DialogKeys {
    let free = ctx.memory(|m| m.top_modal_layer().is_none() && m.focused().is_none());
    if !free || egui::Popup::is_any_open(ctx) {
        return DialogKeys::default();
    }
    ctx.input_mut(|i| DialogKeys {
        escape: i.consume_key(egui::Modifiers::NONE, egui::Key::Escape),
        enter: i.key_pressed(egui::Key::Enter),
    })
}

/// Makes the dialog on `layer` modal and reads its keys; call it before
/// the dialog is drawn. The keys count only for the topmost dialog (as
/// egui knew it last frame), never while a menu or list pops up inside it
/// (Esc closes that first), and Enter only while nothing but one of the
/// dialog's one-line `fields` has the keyboard (Enter on a focused button
/// presses that button).
pub(super) fn keys(ctx: &egui::Context, layer: egui::LayerId, fields: &[egui::Id]) -> DialogKeys {
    let top = ctx.memory_mut(|m| {
        m.set_modal_layer(layer);
        m.top_modal_layer() == Some(layer)
    });
    if !top || egui::Popup::is_any_open(ctx) {
        return DialogKeys::default();
    }
    let focused = ctx.memory(|m| m.focused());
    let enter_is_default = focused.is_none_or(|id| fields.contains(&id));
    ctx.input_mut(|i| DialogKeys {
        escape: i.consume_key(egui::Modifiers::NONE, egui::Key::Escape),
        enter: enter_is_default && i.key_pressed(egui::Key::Enter),
    })
}
