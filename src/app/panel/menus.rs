//! The panel's menus from the keyboard: F10 or Alt and a menu's letter
//! (underlined in its title) opens it with its first item focused; ↑ and ↓
//! move through it (the keyboard stays in it), Enter chooses, ← and → go
//! to the menu beside it, Esc closes it. A menu the mouse opened works as
//! before.

use bevy::prelude::*;
use bevy_egui::egui;

use super::PanelContext;
use crate::app::shortcuts::{Menu, PanelRequest};

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

/// A menu's title with its key letter underlined.
pub(super) fn title(ui: &egui::Ui, menu: Menu) -> egui::WidgetText {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let color = ui.visuals().widgets.inactive.text_color();
    let (first, rest) = menu.title().split_at(1);
    let mut job = egui::text::LayoutJob::default();
    job.append(
        first,
        0.0,
        egui::TextFormat {
            font_id: font.clone(),
            color,
            underline: egui::Stroke::new(1.0, color),
            ..Default::default()
        },
    );
    job.append(
        rest,
        0.0,
        egui::TextFormat {
            font_id: font,
            color,
            ..Default::default()
        },
    );
    job.into()
}

/// After a menu's button is drawn: opens it when the keyboard asked, keeps
/// the keyboard in it while it is open from the keyboard, and ← → move to
/// the menu beside it (`menus`: those the panel shows, left to right).
pub(super) fn follow(
    ctx: &egui::Context,
    menu: Menu,
    button: &egui::Response,
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
    ctx.memory_mut(|m| m.set_modal_layer(egui::LayerId::new(egui::Order::Foreground, popup)));
    let (left, right) = ctx.input(|i| {
        (
            i.key_pressed(egui::Key::ArrowLeft),
            i.key_pressed(egui::Key::ArrowRight),
        )
    });
    let at = menus.iter().position(|&m| m == menu).unwrap_or(0);
    let next = if right {
        menus.get(at + 1)
    } else if left {
        at.checked_sub(1).and_then(|i| menus.get(i))
    } else {
        None
    };
    if let Some(&next) = next {
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
