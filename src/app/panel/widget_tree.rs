//! The panel seen as a screen reader sees it: every widget's role, words
//! and place, from egui's accessibility tree. The window writes them out
//! for the window tests ([`super::WIDGETS_ENV`]); [`probe_layout`] draws
//! the panel headless for the layout tests.

use bevy::prelude::*;
use bevy_egui::egui;

use super::{PanelPass, PanelUi, frame, moves, panel_width};
use crate::app::{
    board::layout::{BoardLayout, SidePanelWidth},
    session::GameSession,
};

/// One widget as the layout probe saw it.
#[derive(Debug, Clone, PartialEq)]
pub struct ProbedWidget {
    /// Its role: "Button", "Label", "TextInput", "CheckBox", …
    pub role: String,
    /// Its words (a button's label, a label's text, a field's name, or
    /// its contents when it has no name).
    pub text: String,
    /// What a field holds, or a number's value (empty for other widgets).
    pub value: String,
    /// Where it is, in logical pixels from the window's top left.
    pub rect: egui::Rect,
    /// Whether it shows as selected (the viewed move, the game list's row).
    pub selected: bool,
    /// Whether it has the keyboard (or is the active one in what has it,
    /// as the game list's selected row is in its search field).
    pub focused: bool,
    /// Whether it is an item of the move list or of the explorer's list
    /// (which scroll: an item may lie outside the part shown).
    pub in_move_list: bool,
    /// The part of a box that scrolls (the move list, the explorer's list,
    /// the comment box) it lies in, if it lies in one: only what falls in
    /// it shows.
    pub clip: Option<egui::Rect>,
    /// Whether a screen reader says its changes (a live region).
    pub live: bool,
    /// Whether it is reported disabled (greyed out).
    pub disabled: bool,
    /// Its description, if any.
    pub description: String,
}

/// What the layout probe saw in one frame.
#[derive(Debug, Clone, PartialEq)]
pub struct Probe {
    /// Every widget, from egui's accessibility tree.
    pub widgets: Vec<ProbedWidget>,
    /// The side panel.
    pub panel: egui::Rect,
    /// The part of the panel the boxes fill.
    pub region: egui::Rect,
    /// Whether that part follows the board's top and bottom edges (in a
    /// window tall enough), or is the panel's whole height.
    pub follows_board: bool,
    /// The board, in window pixels.
    pub board: egui::Rect,
    /// The part of the panel the move list (or the explorer's list)
    /// shows.
    pub move_list: egui::Rect,
    /// Whether egui asked for another frame (at once or later).
    pub wants_repaint: bool,
    /// Why, as egui tells it.
    pub repaint_causes: Vec<String>,
}

/// A node's bounds as egui's rectangle.
fn rect(bounds: egui::accesskit::Rect) -> egui::Rect {
    egui::Rect::from_min_max(
        egui::pos2(bounds.x0 as f32, bounds.y0 as f32),
        egui::pos2(bounds.x1 as f32, bounds.y1 as f32),
    )
}

/// A field's text, or a number's value (a DragValue's).
fn value_of(node: &egui::accesskit::Node) -> String {
    node.value().map_or_else(
        || {
            node.numeric_value()
                .map_or(String::new(), |v| v.to_string())
        },
        str::to_owned,
    )
}

/// Every widget of an accessibility tree update, with its place.
pub fn widgets_of(update: &egui::accesskit::TreeUpdate) -> Vec<ProbedWidget> {
    // Which nodes lie inside the move list.
    let mut parent = std::collections::HashMap::new();
    for (id, node) in &update.nodes {
        for child in node.children() {
            parent.insert(*child, *id);
        }
    }
    // The move list, or the explorer's list of moves in its place.
    let is_list = |n: &egui::accesskit::Node| {
        [moves::MOVE_LIST_LABEL, super::explorer::EXPLORER_LABEL]
            .iter()
            .any(|class| n.class_name() == Some(class))
            && n.role() == egui::accesskit::Role::List
    };
    let rect_of = |n: &egui::accesskit::Node| n.bounds().map(rect);
    let nodes: std::collections::HashMap<_, _> = update.nodes.iter().cloned().collect();
    let in_list = |mut id| {
        while let Some(&up) = parent.get(&id) {
            if nodes.get(&up).is_some_and(is_list) {
                return true;
            }
            id = up;
        }
        false
    };
    // The innermost box that scrolls around a widget: a list, or a node
    // named a scroll view (the comment box).
    let clip = |mut id| {
        while let Some(&up) = parent.get(&id) {
            if let Some(node) = nodes.get(&up)
                && (is_list(node) || node.role() == egui::accesskit::Role::ScrollView)
            {
                return rect_of(node);
            }
            id = up;
        }
        None
    };
    // The widget with the keyboard, or the one it says is active in it (the
    // game list's selected row, while the search field has the keyboard).
    let active = nodes
        .get(&update.focus)
        .and_then(|node| node.active_descendant());
    let mut widgets = Vec::new();
    for (id, node) in &update.nodes {
        let Some(bounds) = node.bounds() else {
            continue;
        };
        let text = node.label().or(node.value()).unwrap_or_default().to_owned();
        widgets.push(ProbedWidget {
            role: format!("{:?}", node.role()),
            text,
            value: value_of(node),
            rect: rect(bounds),
            selected: node.toggled() == Some(egui::accesskit::Toggled::True)
                || node.is_selected() == Some(true),
            focused: active.map_or(update.focus == *id, |active| active == *id),
            in_move_list: in_list(*id),
            clip: clip(*id),
            live: node.live().is_some_and(|l| l != egui::accesskit::Live::Off),
            disabled: node.is_disabled(),
            description: node.description().unwrap_or_default().to_owned(),
        });
    }
    widgets
}

/// Draws the panel into `ctx` as the window would, for `frames` frames of a
/// window of `size` logical pixels at `scale` pixels per point (and more,
/// up to 20, while egui asks for them, as bevy_egui draws them), and
/// reports every widget of the last frame (for layout tests: nothing may cross the
/// panel's edges or another widget). The game, files and dialogs are the
/// app's own: set them up through its messages first.
pub fn probe_layout(
    world: &mut World,
    ctx: &egui::Context,
    size: egui::Vec2,
    scale: f32,
    frames: usize,
) -> Probe {
    probe_with(
        world,
        ctx,
        Frames {
            size,
            scale,
            frames,
            step: 1.0,
        },
        |_| Vec::new(),
    )
}

/// As [`probe_layout`], with a click of the primary button at `at` (the
/// pointer there in the first frame, pressed in the second, let go in the
/// third): what the click asks for is sent as the panel sends it, and
/// carried out at the app's next update.
pub fn probe_click(
    world: &mut World,
    ctx: &egui::Context,
    size: egui::Vec2,
    at: egui::Pos2,
) -> Probe {
    let button = |pressed| egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::NONE,
    };
    // A tenth of a second between frames: a press and release a second
    // apart would be a long press, not a click.
    probe_with(world, ctx, Frames::tenths(size, 4), |frame| match frame {
        0 => vec![egui::Event::PointerMoved(at)],
        1 => vec![button(true)],
        2 => vec![button(false)],
        _ => Vec::new(),
    })
}

/// As [`probe_layout`], with a drag of the primary button from `from` to
/// `to` (pressed at `from`, moved in steps, let go at `to`).
pub fn probe_drag(
    world: &mut World,
    ctx: &egui::Context,
    size: egui::Vec2,
    from: egui::Pos2,
    to: egui::Pos2,
) -> Probe {
    let button = |pos, pressed| egui::Event::PointerButton {
        pos,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::NONE,
    };
    probe_with(world, ctx, Frames::tenths(size, 8), |frame| match frame {
        0 => vec![egui::Event::PointerMoved(from)],
        1 => vec![button(from, true)],
        2..=5 => vec![egui::Event::PointerMoved(
            from + (to - from) * (frame as f32 - 1.0) / 4.0,
        )],
        6 => vec![button(to, false)],
        _ => Vec::new(),
    })
}

/// As [`probe_layout`], with these keys pressed and let go, one a frame,
/// after a first frame without.
pub fn probe_keys(
    world: &mut World,
    ctx: &egui::Context,
    size: egui::Vec2,
    keys: &[(egui::Key, egui::Modifiers)],
) -> Probe {
    let keys = keys.to_vec();
    probe_with(
        world,
        ctx,
        Frames::tenths(size, keys.len() + 3),
        move |frame| match frame.checked_sub(1).and_then(|i| keys.get(i)) {
            Some(&(key, modifiers)) => [true, false]
                .map(|pressed| egui::Event::Key {
                    key,
                    physical_key: None,
                    pressed,
                    repeat: false,
                    modifiers,
                })
                .to_vec(),
            None => Vec::new(),
        },
    )
}

/// As [`probe_layout`], with `text` typed, a character a frame, after a
/// first frame without, then Enter if `enter`, as the window delivers
/// typing (egui text events; a key event for Enter).
pub fn probe_typing(
    world: &mut World,
    ctx: &egui::Context,
    size: egui::Vec2,
    text: &str,
    enter: bool,
) -> Probe {
    let chars: Vec<char> = text.chars().collect();
    let count = chars.len();
    probe_with(
        world,
        ctx,
        Frames::tenths(size, count + 3),
        move |frame| match frame.checked_sub(1) {
            Some(i) if i < count => vec![egui::Event::Text(chars[i].to_string())],
            Some(i) if i == count && enter => [true, false]
                .map(|pressed| egui::Event::Key {
                    key: egui::Key::Enter,
                    physical_key: None,
                    pressed,
                    repeat: false,
                    modifiers: egui::Modifiers::NONE,
                })
                .to_vec(),
            _ => Vec::new(),
        },
    )
}

/// What one pass of the panel gives the probe: egui's output, whether it
/// asked for another frame, and why.
type PassOutput = (egui::FullOutput, (bool, Vec<String>));

/// As [`probe_layout`], with each frame's events as given (after a first
/// frame without): held keys come as `ModifiersChanged`, as bevy_egui
/// sends them (Alt+G: Alt held, the G key, and the text "g").
pub fn probe_frames(
    world: &mut World,
    ctx: &egui::Context,
    size: egui::Vec2,
    frames: Vec<Vec<egui::Event>>,
) -> Probe {
    let count = frames.len();
    probe_with(world, ctx, Frames::tenths(size, count + 3), move |frame| {
        frame
            .checked_sub(1)
            .and_then(|i| frames.get(i))
            .cloned()
            .unwrap_or_default()
    })
}

/// One pass of the panel in `ctx` with `input`, as bevy_egui runs it (the
/// panel's schedule is put in the world the first time).
fn panel_pass(world: &mut World, ctx: &egui::Context, input: egui::RawInput) -> PassOutput {
    if !world.resource::<Schedules>().contains(PanelPass) {
        super::install(world);
    }
    ctx.begin_pass(input);
    frame::run(world, ctx.clone());
    let output = ctx.end_pass();
    // As bevy_egui asks after the pass.
    let wants = ctx.has_requested_repaint();
    let causes: Vec<String> = ctx.repaint_causes().iter().map(|c| c.to_string()).collect();
    (output, (wants, causes))
}

/// How the panel is drawn for a probe: its size and scale, how many
/// frames, and the seconds between them.
struct Frames {
    size: egui::Vec2,
    scale: f32,
    frames: usize,
    step: f64,
}

impl Frames {
    /// `frames` frames of a window of `size` at one pixel a point, a tenth
    /// of a second apart (a press and release a second apart would be a
    /// long press, not a click).
    fn tenths(size: egui::Vec2, frames: usize) -> Frames {
        Frames {
            size,
            scale: 1.0,
            frames,
            step: 0.1,
        }
    }
}

/// A frame's input: a window of `size` at `scale`, at `time` seconds.
fn raw_input(size: egui::Vec2, scale: f32, time: f64, events: Vec<egui::Event>) -> egui::RawInput {
    egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
        time: Some(time),
        events,
        viewports: std::iter::once((
            egui::ViewportId::ROOT,
            egui::ViewportInfo {
                native_pixels_per_point: Some(scale),
                ..Default::default()
            },
        ))
        .collect(),
        ..Default::default()
    }
}

/// Lays the board out for a window of `size` at `scale`, as the app does.
fn lay_out_board(world: &mut World, size: egui::Vec2, scale: f32) {
    // The board's layout follows the window and the panel as in the
    // real app.
    let width = panel_width(
        size.x,
        world
            .resource::<crate::app::settings::PlayerSettings>()
            .panel_share,
    );
    let session = world.resource::<GameSession>();
    let layout = crate::app::board::layout::layout_for(
        Vec2::new(size.x, size.y),
        width,
        scale,
        session.orientation(),
        crate::app::board::layout::shows_report(session),
    );
    world.insert_resource(layout);
}

fn probe_with(
    world: &mut World,
    ctx: &egui::Context,
    frames: Frames,
    events: impl Fn(usize) -> Vec<egui::Event>,
) -> Probe {
    let Frames {
        size,
        scale,
        frames,
        step,
    } = frames;
    // A new context gets the style and fonts on its first frame, as the
    // window's does.
    ctx.enable_accesskit();
    let mut last: Option<(egui::FullOutput, (bool, Vec<String>))> = None;
    let frames = frames.max(1);
    // A context probed before goes on from its last frame's time.
    let base = ctx.input(|i| i.time);
    for frame in 0..20 {
        if frame >= frames && last.as_ref().is_some_and(|(_, (wants, _))| !wants) {
            break;
        }
        if let Some((output, _)) = last.as_mut() {
            output.textures_delta.clear();
        }
        // `step` seconds between frames: with a second, animations (a
        // window fading in) end as they would.
        let at = base + frame as f64 * step;
        let input = raw_input(size, scale, at, events(frame));
        lay_out_board(world, size, scale);
        // One panel schedule for every probe of this world, as the window
        // runs one: its messages are read once, its memory kept.
        last = Some(panel_pass(world, ctx, input));
    }
    let (mut output, (wants_repaint, repaint_causes)) = last.expect("at least one frame");
    // The probe draws nothing: the font atlas's updates are let go.
    output.textures_delta.clear();
    let layout = *world.resource::<BoardLayout>();
    let rect = layout.rect();
    let corner = layout.to_window(Vec2::new(rect.min.x, rect.max.y));
    let board = egui::Rect::from_min_size(
        egui::pos2(corner.x, corner.y),
        egui::vec2(rect.width(), rect.height()),
    );
    let panel = egui::Rect::from_x_y_ranges(
        (size.x - world.resource::<SidePanelWidth>().0)..=size.x,
        0.0..=size.y,
    );
    let widgets = output
        .platform_output
        .accesskit_update
        .as_ref()
        .map(widgets_of)
        .unwrap_or_default();
    let parts = world.resource::<PanelUi>();
    let (region, follows_board) = parts.region_rect.unwrap_or((panel, false));
    let move_list = parts.list_rect.unwrap_or(egui::Rect::NOTHING);
    Probe {
        widgets,
        panel,
        region,
        follows_board,
        board,
        move_list,
        wants_repaint,
        repaint_causes,
    }
}
