//! The panel's frame in each pass: the context's look the first time, the
//! panel at the window's right and the part its boxes fill, the middle the
//! boxes leave, the divider the player drags, and the pass's parts let go
//! at the end, inner ones first. The window runs the pass in bevy_egui's;
//! the layout probe runs the same schedule headless.

use bevy::{ecs::system::SystemState, prelude::*};
use bevy_egui::{EguiContexts, egui};

use super::{
    PANEL_TIMES_ENV, PanelContext, PanelPass, PanelUi, PanelWorld, WIDGETS_ENV, fonts, panel_width,
};
use crate::app::{
    board::layout::{BoardLayout, SidePanelWidth},
    editor::BoardEditor,
    timer,
};

/// The panel's share of the window while its divider is dragged (kept in
/// the settings when let go).
#[derive(Resource, Debug, Default)]
pub(super) struct DraggedShare(Option<f32>);

/// Below this board height the panel does not follow the board's edges (a
/// small window, or a board its width keeps small): it takes the whole
/// height, so the move list keeps its rows.
const MIN_REGION: f32 = 620.0;

/// Runs the pass in the window's egui context, in bevy_egui's pass (with
/// [`PANEL_TIMES_ENV`], timed).
pub(super) fn draw_panel(
    world: &mut World,
    contexts: &mut SystemState<EguiContexts>,
    mut timed: Local<Option<bool>>,
    mut last_frame: Local<Option<std::time::Instant>>,
) {
    let Ok(mut contexts) = contexts.get_mut(world) else {
        return;
    };
    let Ok(ctx) = contexts.ctx_mut().cloned() else {
        return;
    };
    let timed = *timed.get_or_insert_with(|| std::env::var_os(PANEL_TIMES_ENV).is_some());
    let start = timed.then(std::time::Instant::now);
    run(world, ctx);
    if let Some(start) = start {
        // The time since the last frame's panel: while frames follow each
        // other (a file being listed, an animation), a frame's length.
        let frame = last_frame.replace(start).map(|last| start - last);
        eprintln!(
            "panel {:.3} ms frame {:.3} ms",
            start.elapsed().as_secs_f64() * 1e3,
            frame.map_or(0.0, |f| f.as_secs_f64() * 1e3)
        );
    }
}

/// One pass of the panel in `ctx` (inside egui's pass).
pub(super) fn run(world: &mut World, ctx: egui::Context) {
    world.insert_resource(PanelContext(ctx));
    world.run_schedule(PanelPass);
}

/// A context's look and fonts, the first time the panel draws in it; and
/// the tooltips' wake-ups.
pub(super) fn style_once(
    ctx: Res<PanelContext>,
    world: PanelWorld,
    wake: Option<Res<timer::WakeTimer>>,
    mut styled: Local<Option<egui::Context>>,
) {
    let ctx = &ctx.0;
    if styled.as_ref() == Some(ctx) {
        return;
    }
    super::style(ctx, &world.theme());
    fonts::install(ctx);
    if std::env::var_os(WIDGETS_ENV).is_some() {
        ctx.enable_accesskit();
    }
    // egui asks for a later frame to show a tooltip after its delay; the
    // sleeping window is woken for it.
    if let Some(wake) = wake {
        let sender = wake.sender();
        ctx.set_request_repaint_callback(move |info| {
            if info.delay > std::time::Duration::ZERO
                && info.delay < std::time::Duration::from_secs(60)
            {
                let _ = sender.send(std::time::Instant::now() + info.delay);
            }
        });
    }
    *styled = Some(ctx.clone());
}

/// The panel's frame at the window's right (its width the share the
/// settings keep, or the one being dragged), and the part its boxes fill.
pub(super) fn begin(
    ctx: Res<PanelContext>,
    mut parts: ResMut<PanelUi>,
    world: PanelWorld,
    dragged: Res<DraggedShare>,
    editor: Res<BoardEditor>,
    mut width: ResMut<SidePanelWidth>,
) {
    let ctx = &ctx.0;
    // Alt and a letter is a shortcut (a menu, the board), never text: the
    // window delivers the letter as text too, which a focused field would
    // take (`e4` became `be4` after Alt+B). AltGr's characters come with
    // Ctrl on some systems, or without Alt, and stay text.
    ctx.input_mut(|i| {
        if i.modifiers.alt && !i.modifiers.ctrl {
            i.events.retain(|e| {
                !matches!(e, egui::Event::Text(t) if t.chars().all(|c| c.is_ascii_alphanumeric()))
            });
        }
    });
    let mut root = egui::Ui::new(
        ctx.clone(),
        "rookery root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let share = dragged.0.unwrap_or(world.settings.panel_share);
    // No fill: the window is cleared to the panel's colour (see
    // `board::backdrop`), which costs a software renderer nothing.
    let frame = egui::Frame::side_top_panel(&ctx.global_style()).fill(egui::Color32::TRANSPARENT);
    let shown = egui::Panel::right("side panel")
        .frame(frame)
        .resizable(false)
        .exact_size(panel_width(ctx.viewport_rect().width(), share))
        .show(&mut root, |ui| ui.max_rect());
    let (inside, panel) = (shown.inner, shown.response.rect);
    width.set_if_neq(SidePanelWidth(panel.width()));
    let mut content = root.new_child(
        egui::UiBuilder::new()
            .id_salt("side panel content")
            .max_rect(inside)
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    content.set_clip_rect(panel);
    // Setting up a position: its form fills the panel, in place of the
    // players and the game.
    let region = if editor.0.is_some() {
        inside
    } else {
        panel_region(inside, &world.layout)
    };
    let region_ui = content.new_child(egui::UiBuilder::new().max_rect(region));
    *parts = PanelUi {
        root: Some(root),
        content: Some(content),
        region: Some(region_ui),
        middle: None,
        panel,
        region_rect: Some((region, region != inside)),
        list_rect: parts.list_rect,
    };
}

/// The part of the panel its boxes fill: the height of the board, so the
/// player boxes sit beside its top and bottom edges, or the whole panel in
/// a window too low for that.
fn panel_region(panel: egui::Rect, layout: &BoardLayout) -> egui::Rect {
    let board = layout.rect();
    let top = layout.to_window(Vec2::new(board.min.x, board.max.y)).y;
    let bottom = layout.to_window(Vec2::new(board.min.x, board.min.y)).y;
    let (top, bottom) = (top.max(panel.top()), bottom.min(panel.bottom()));
    if bottom - top < MIN_REGION {
        panel
    } else {
        egui::Rect::from_x_y_ranges(panel.x_range(), top..=bottom)
    }
}

/// The middle: what the boxes at the edges left.
pub(super) fn begin_middle(mut parts: ResMut<PanelUi>) {
    let Some(region) = parts.region() else {
        return;
    };
    let rect = region.available_rect_before_wrap();
    let mut middle = region.new_child(
        egui::UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    middle.set_clip_rect(rect);
    parts.middle = Some(middle);
}

/// The edge between the board and the panel, which the player drags to
/// give the panel another share of the window (kept in the settings when
/// let go; the width follows the window from then on).
pub(super) fn divider(
    mut parts: ResMut<PanelUi>,
    mut dragged: ResMut<DraggedShare>,
    mut settings: ResMut<crate::app::settings::PlayerSettings>,
    words: Res<crate::app::language::AppWords>,
) {
    let panel = parts.panel;
    let Some(root) = parts.root.as_mut() else {
        return;
    };
    let window = root.ctx().viewport_rect().width();
    let edge =
        egui::Rect::from_x_y_ranges(panel.left() - 3.0..=panel.left() + 3.0, panel.y_range());
    let id = egui::Id::new("panel divider");
    let response = root.interact(edge, id, egui::Sense::drag());
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::WidgetType::Other, true, words.0.get("panel-width"))
    });
    root.ctx().accesskit_node_builder(id, |node| {
        node.set_role(egui::accesskit::Role::Splitter);
    });
    if response.hovered() || response.dragged() {
        root.ctx()
            .set_cursor_icon(egui::CursorIcon::ResizeHorizontal);
    }
    // From the keyboard (a Tab stop, so it shows when it has the
    // keyboard): each ← widens the panel by a fiftieth of the window, each
    // → narrows it.
    if response.has_focus() {
        let accent = root.visuals().selection.stroke.color;
        root.painter().rect_filled(edge, 2.0, accent);
        let (wider, narrower) = root.input_mut(|i| {
            (
                i.count_and_consume_key(egui::Modifiers::NONE, egui::Key::ArrowLeft),
                i.count_and_consume_key(egui::Modifiers::NONE, egui::Key::ArrowRight),
            )
        });
        if (wider, narrower) != (0, 0) && window > 0.0 {
            root.memory_mut(|m| m.move_focus(egui::FocusDirection::None));
            let steps = wider as f32 - narrower as f32;
            let share = panel.width() / window + steps * 0.02;
            settings.panel_share = panel_width(window, share.clamp(0.1, 0.8)) / window;
        }
    }
    if response.dragged()
        && let Some(pointer) = response.interact_pointer_pos()
        && window > 0.0
    {
        dragged.0 = Some(((window - pointer.x) / window).clamp(0.1, 0.8));
    }
    if response.drag_stopped()
        && let Some(share) = dragged.0.take()
    {
        // What the width came to, as a share: a drag past the limits
        // keeps the share that shows.
        settings.panel_share = panel_width(window, share) / window;
    }
}

/// egui names every window's × "Close window" in English: said in the
/// player's language instead.
pub(super) fn name_close_buttons(
    ctx: Res<PanelContext>,
    words: Res<crate::app::language::AppWords>,
) {
    const EGUI_NAME: &str = "Close window";
    let ctx = &ctx.0;
    let buttons: Vec<egui::Id> = ctx.viewport(|v| {
        v.this_pass
            .widgets
            .layers()
            .flat_map(|(_, widgets)| widgets.iter())
            .filter(|w| w.sense.senses_click())
            .map(|w| w.id)
            .collect()
    });
    let mut name = None;
    for id in buttons {
        ctx.accesskit_node_builder(id, |node| {
            if node.label() == Some(EGUI_NAME) {
                let name = name.get_or_insert_with(|| words.0.get("window-close"));
                node.set_label(name.as_str());
            }
        });
    }
}

/// The pass's parts let go, inner ones first (each tells egui the room it
/// took as it goes).
pub(super) fn end(mut parts: ResMut<PanelUi>) {
    parts.middle = None;
    parts.region = None;
    parts.content = None;
    parts.root = None;
}
