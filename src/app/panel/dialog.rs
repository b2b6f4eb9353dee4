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

/// A dialog's contents in a box that scrolls where the window is too short
/// for them (Settings at 800×600): the wheel scrolls it, a widget that the
/// keyboard reaches (Tab) is scrolled into view, and Page Up, Page Down,
/// Home and End scroll it while the keyboard is in no text field (with
/// `arrows`, ↑ and ↓ too: a list with nothing to focus, such as F1's).
pub(super) fn scrolled<R>(
    ui: &mut egui::Ui,
    id: &str,
    arrows: bool,
    body: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let ctx = ui.ctx().clone();
    // Down to the screen's foot, less the window's frame below it.
    let height = (ctx.content_rect().bottom() - ui.cursor().top() - 24.0).max(120.0);
    egui::ScrollArea::vertical()
        .id_salt(id)
        .max_height(height)
        .show(ui, |ui| {
            let out = body(ui);
            let page = ui.clip_rect().height() * 0.9;
            let step = if ctx.text_edit_focused() {
                0.0
            } else {
                keyboard_scroll(&ctx, page, arrows)
            };
            if step != 0.0 {
                let none = egui::style::ScrollAnimation::none();
                ui.scroll_with_delta_animation(egui::vec2(0.0, step), none);
            }
            keep_focus_in_view(ui, egui::Id::new(id));
            out
        })
        .inner
}

/// How far the keys pressed scroll a box whose page is `page` tall
/// (positive: up, as egui's deltas go).
fn keyboard_scroll(ctx: &egui::Context, page: f32, arrows: bool) -> f32 {
    use egui::{Key, Modifiers};
    ctx.input_mut(|i| {
        let mut count = |key| i.count_and_consume_key(Modifiers::NONE, key) as f32;
        let mut delta = (count(Key::PageUp) - count(Key::PageDown)) * page;
        if count(Key::Home) > 0.0 {
            delta = 1e7;
        }
        if count(Key::End) > 0.0 {
            delta = -1e7;
        }
        if arrows {
            delta += (count(Key::ArrowUp) - count(Key::ArrowDown)) * 40.0;
        }
        delta
    })
}

/// The widget that just took the keyboard, scrolled into the view of the
/// box `area` (egui scrolls to it only when asked).
fn keep_focus_in_view(ui: &egui::Ui, area: egui::Id) {
    let ctx = ui.ctx();
    let Some(id) = ctx.memory(|m| m.focused()) else {
        return;
    };
    // The widget this box last saw with the keyboard: a new one gained it.
    let seen = area.with("focus seen");
    let before: Option<egui::Id> = ctx.data_mut(|d| d.get_temp(seen));
    if before == Some(id) {
        return;
    }
    ctx.data_mut(|d| d.insert_temp(seen, id));
    let rect = ctx.viewport(|v| v.this_pass.widgets.get(id).map(|w| w.rect));
    if let Some(rect) = rect
        && ui.min_rect().intersects(rect)
    {
        ui.scroll_to_rect_animation(rect, None, egui::style::ScrollAnimation::none());
    }
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
