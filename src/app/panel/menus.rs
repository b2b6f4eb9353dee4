//! The panel's menus from the keyboard: F10 or Alt and a menu's letter
//! (underlined in its title) opens it with its first item focused; ↑ and ↓
//! move through it (the keyboard stays in it), Enter chooses, ← and → go
//! to the menu beside it, Esc closes it. A menu the mouse opened works as
//! before.

use bevy::prelude::*;
use bevy_egui::egui;

use super::PanelContext;
use crate::app::shortcuts::{Menu, PanelRequest, menu_letters};

/// What the keyboard asked of the menus (the File and Game menus' system
/// and the analysis bar's Move menu share it).
#[derive(Resource, Debug, Default)]
pub(super) struct MenuKeyboard {
    /// A menu to open at its button's next drawing.
    open: Option<Menu>,
    /// The menu opened from the keyboard, while it is open: its first item
    /// takes the keyboard once, and the keyboard stays in it.
    opened: Option<(Menu, bool)>,
}

pub(super) fn install(world: &mut World) {
    world.init_resource::<MenuKeyboard>();
}

/// A menu the keyboard asked for opens at its button's next drawing; not
/// behind a dialog (the dialog has the keyboard).
pub(super) fn take_requests(
    ctx: Res<PanelContext>,
    mut requests: MessageReader<PanelRequest>,
    mut keyboard: ResMut<MenuKeyboard>,
) {
    for request in requests.read() {
        if let PanelRequest::OpenMenu(menu) = request
            && ctx.0.memory(|m| m.top_modal_layer().is_none())
        {
            keyboard.open = Some(*menu);
        }
    }
}

/// A menu's title in the player's language, with the letter Alt opens
/// it with underlined ([`menu_letters`]: Datei, Partie, Zug in German).
pub(super) fn title(ui: &egui::Ui, menu: Menu, words: &crate::i18n::Words) -> egui::WidgetText {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let color = ui.visuals().widgets.inactive.text_color();
    let shown = words.get(menu.title_id());
    let at = Menu::ALL.iter().position(|&m| m == menu).unwrap_or(0);
    let letter = menu_letters(words)[at];
    let (before, key, after) = match shown
        .char_indices()
        .find(|(_, c)| c.to_lowercase().next() == Some(letter))
    {
        Some((i, c)) => (
            &shown[..i],
            &shown[i..i + c.len_utf8()],
            &shown[i + c.len_utf8()..],
        ),
        None => (shown.as_str(), "", ""),
    };
    let mut job = egui::text::LayoutJob::default();
    let plain = egui::TextFormat {
        font_id: font,
        color,
        ..Default::default()
    };
    job.append(before, 0.0, plain.clone());
    job.append(
        key,
        0.0,
        egui::TextFormat {
            underline: egui::Stroke::new(1.0, color),
            ..plain.clone()
        },
    );
    job.append(after, 0.0, plain);
    job.into()
}

/// After a menu's button is drawn: opens it when the keyboard asked, keeps
/// the keyboard in it while it is open from the keyboard, and ← → move to
/// the menu beside it (`menus`: those the panel shows, left to right).
pub(super) fn follow(
    ctx: &egui::Context,
    menu: Menu,
    button: &egui::Response,
    words: &crate::i18n::Words,
    menus: &[Menu],
    keyboard: &mut MenuKeyboard,
) {
    let popup = egui::Popup::default_response_id(button);
    if keyboard.open == Some(menu) {
        keyboard.open = None;
        egui::Popup::open_id(ctx, popup);
        keyboard.opened = Some((menu, true));
        ctx.request_repaint();
        return;
    }
    let layer = egui::LayerId::new(egui::Order::Foreground, popup);
    if egui::Popup::is_id_open(ctx, popup) {
        let label = words.with(
            "menu-a11y",
            &[("title", crate::i18n::Arg::Text(&words.get(menu.title_id())))],
        );
        menu_items(ctx, layer, &label);
    }
    let Some((opened, _)) = keyboard.opened else {
        return;
    };
    if opened != menu {
        return;
    }
    if !egui::Popup::is_id_open(ctx, popup) {
        keyboard.opened = None;
        return;
    }
    // The keyboard stays in the menu (and its submenus, above it).
    ctx.memory_mut(|m| m.set_modal_layer(layer));
    walk_items(ctx, layer);
    // ← and → from an item of this menu (not of a submenu, whose arrows
    // are egui's) go to the menu beside it, round from the last to the
    // first: taken here, so egui does not move the keyboard out of the
    // menu (← on the first menu left no item lit, and the next ↓ lost).
    let in_menu = ctx
        .memory(|m| m.focused())
        .is_some_and(|id| items_of(ctx, layer).contains(&id));
    let (left, right) = if in_menu {
        ctx.input_mut(|i| {
            (
                i.count_and_consume_key(egui::Modifiers::NONE, egui::Key::ArrowLeft) > 0,
                i.count_and_consume_key(egui::Modifiers::NONE, egui::Key::ArrowRight) > 0,
            )
        })
    } else {
        (false, false)
    };
    let at = menus.iter().position(|&m| m == menu).unwrap_or(0);
    let next = match (left, right, menus.len()) {
        (_, _, 0) | (false, false, _) => None,
        (_, true, len) => menus.get((at + 1) % len),
        (true, false, len) => menus.get((at + len - 1) % len),
    };
    if let Some(&next) = next
        && next != menu
    {
        egui::Popup::close_id(ctx, popup);
        keyboard.opened = None;
        keyboard.open = Some(next);
        ctx.request_repaint();
    }
}

/// In a menu's contents, for its first item: it takes the keyboard when
/// the menu was just opened from the keyboard.
pub(super) fn first_item(item: &egui::Response, menu: Menu, keyboard: &mut MenuKeyboard) {
    if let Some((opened, fresh @ true)) = keyboard.opened.as_mut()
        && *opened == menu
    {
        *fresh = false;
        item.request_focus();
    }
}

/// A switch in a menu (Auto-flip), for a screen reader: a menu item that
/// is checked or not, named without the check mark the menu draws.
pub(super) fn check_item(ui: &egui::Ui, response: &egui::Response, on: bool, name: &str) {
    ui.ctx().accesskit_node_builder(response.id, |node| {
        node.set_role(egui::accesskit::Role::MenuItemCheckBox);
        node.set_toggled(if on {
            egui::accesskit::Toggled::True
        } else {
            egui::accesskit::Toggled::False
        });
        node.set_label(name);
    });
}

/// The open menu on `layer` for a screen reader: its box a menu, its
/// buttons its items (its switches are checked items already).
fn menu_items(ctx: &egui::Context, layer: egui::LayerId, label: &str) {
    let buttons: Vec<egui::Id> = ctx.viewport(|v| {
        v.this_pass
            .widgets
            .get_layer(layer)
            .filter(|w| w.sense.senses_click())
            .map(|w| w.id)
            .collect()
    });
    for id in buttons {
        ctx.accesskit_node_builder(id, |node| match node.role() {
            egui::accesskit::Role::Button => node.set_role(egui::accesskit::Role::MenuItem),
            // The popup's own area, around the items: the menu.
            egui::accesskit::Role::Unknown => {
                node.set_role(egui::accesskit::Role::Menu);
                node.set_label(label);
            }
            _ => {}
        });
    }
}

/// The items of the menu on `layer` that can be chosen, in the order drawn
/// (not the menu's own box, egui's area `…with("move")`, which senses
/// clicks too: ↑ from the first item went to it, and no item was lit).
fn items_of(ctx: &egui::Context, layer: egui::LayerId) -> Vec<egui::Id> {
    ctx.viewport(|v| {
        v.this_pass
            .widgets
            .get_layer(layer)
            .filter(|w| w.enabled && w.sense.is_focusable() && w.sense.senses_click())
            .filter(|w| w.id != layer.id && w.id != layer.id.with("move"))
            .map(|w| w.id)
            .collect()
    })
}

/// ↑ and ↓ go from item to item of the open menu on `layer`, in the order
/// they are drawn, past disabled items and from the last back to the first;
/// every press counts. egui's own arrows look for the nearest widget in a
/// direction, which left the menu after an indented or a disabled item;
/// they are cancelled here.
fn walk_items(ctx: &egui::Context, layer: egui::LayerId) {
    let pressed = ctx.input(|i| {
        i.events.iter().any(|e| {
            matches!(
                e,
                egui::Event::Key {
                    key: egui::Key::ArrowDown | egui::Key::ArrowUp,
                    pressed: true,
                    ..
                }
            )
        })
    });
    if !pressed {
        return;
    }
    let items = items_of(ctx, layer);
    let focused = ctx.memory(|m| m.focused());
    let at = focused.and_then(|id| items.iter().position(|&item| item == id));
    // A submenu's items (another layer) keep egui's own arrows.
    if items.is_empty() || (focused.is_some() && at.is_none()) {
        return;
    }
    let (down, up) = ctx.input_mut(|i| {
        (
            i.count_and_consume_key(egui::Modifiers::NONE, egui::Key::ArrowDown),
            i.count_and_consume_key(egui::Modifiers::NONE, egui::Key::ArrowUp),
        )
    });
    let steps = down as isize - up as isize;
    let len = items.len() as isize;
    let next = match at {
        Some(at) => (at as isize + steps).rem_euclid(len),
        // Nothing in the menu has the keyboard: ↓ starts at the first item,
        // ↑ at the last.
        None if steps >= 0 => (steps - 1).max(0).rem_euclid(len),
        None => (len + steps).rem_euclid(len),
    } as usize;
    ctx.memory_mut(|m| {
        m.move_focus(egui::FocusDirection::None);
        m.request_focus(items[next]);
    });
    ctx.request_repaint();
}

/// A menu item with its keys shown at the right, if it has any: egui names
/// an item by its words and keys joined by a space, which left a screen
/// reader a trailing space for an item without keys.
pub(super) fn menu_item<'a>(
    label: impl egui::IntoAtoms<'a>,
    keys: impl Into<String>,
) -> egui::Button<'a> {
    let (button, keys) = (egui::Button::new(label), keys.into());
    match keys.is_empty() {
        true => button,
        false => button.shortcut_text(keys),
    }
}
