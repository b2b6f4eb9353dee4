//! The real window: Bevy's windowing and rendering, reactive updates, the
//! camera, egui, and feeding the pointer and egui's claims on input to the
//! board.

use bevy::{
    core_pipeline::tonemapping::{DebandDither, Tonemapping},
    prelude::*,
    render::view::Msaa,
    window::{RequestRedraw, WindowResized, WindowResolution, WindowScaleFactorChanged},
    winit::WinitSettings,
};
use bevy_egui::{
    EguiInput, EguiPlugin, EguiPostUpdateSet, EguiPreUpdateSet, egui, input::EguiWantsInput,
};

use super::{Phase, board::shared::PanelRelayout, board::shared::UiCapture};

/// The longest an idle window sleeps without a reason to wake.
const IDLE_WAIT: std::time::Duration = std::time::Duration::from_secs(3600);

/// The window's size at start, in logical pixels.
pub const START_SIZE: (u32, u32) = (1100, 760);

/// Everything a real window needs, on top of the headless plugins.
pub fn plugin(app: &mut App) {
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Rookery".into(),
                    name: Some("rookery".into()),
                    resolution: WindowResolution::new(START_SIZE.0, START_SIZE.1),
                    ..default()
                }),
                // The close button asks first when an analysis has unsaved
                // edits (see `ask_to_close`).
                close_when_requested: false,
                ..default()
            })
            // A reactive window draws few frames: shaders compiled in the
            // background would leave the first frames without the board
            // until the mouse moved. Compile them before the first frame.
            .set(bevy::render::RenderPlugin {
                synchronous_pipeline_compilation: true,
                ..default()
            })
            .set(bevy::log::LogPlugin {
                filter: "wgpu=error,naga=warn,bevy_render=warn,bevy_winit=warn".into(),
                ..default()
            }),
    )
    .add_plugins(EguiPlugin::default())
    // Sleep until input arrives; animations and clocks ask for frames.
    // Bevy's desktop_app() still wakes a focused window every 5 s; Rookery's
    // own wake-ups (clock digits, tooltips, dialogs) are exact, so an idle
    // window sleeps until input or one of them, focused or not.
    .insert_resource(WinitSettings {
        focused_mode: bevy::winit::UpdateMode::reactive_low_power(IDLE_WAIT),
        unfocused_mode: bevy::winit::UpdateMode::reactive_low_power(IDLE_WAIT),
    })
    .add_systems(Startup, (spawn_camera, super::timer::start_wake_timer))
    .add_systems(Update, ask_to_close.in_set(super::Phase::Input))
    .add_systems(
        Last,
        (super::session::schedule_wake_up, settle_after_resize),
    )
    .add_systems(
        PreUpdate,
        (
            drop_repeated_modifier_events,
            keep_modifiers_of_each_key,
            split_taps,
            real_time_for_egui,
        )
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    )
    .add_systems(
        Update,
        follow_egui
            .in_set(Phase::Input)
            .before(super::board::input::read_pointer),
    )
    .add_systems(Last, (show_title, write_widgets))
    .add_systems(Update, (set_window_icon, raise_window, fit_to_monitor))
    .add_systems(
        PostUpdate,
        draw_again_after_new_glyphs.after(EguiPostUpdateSet::ProcessOutput),
    )
    // The panel's width is known only after egui's pass: the board follows
    // it in the same frame.
    .configure_sets(
        PostUpdate,
        PanelRelayout
            .after(EguiPostUpdateSet::EndPass)
            .before(bevy::transform::TransformSystems::Propagate),
    );
}

/// A frame whose text met glyphs the font atlas did not hold yet sends
/// them to the GPU as it is drawn, and was seen with those letters missing
/// ("uy Lope" for "Ruy Lopez" in a list just opened, "2: 9" on a clock)
/// until something else drew again, seconds later in a window that sleeps.
/// The frame after any change of egui's textures draws the same text with
/// every glyph in place; a frame with no new glyph asks for nothing.
pub fn draw_again_after_new_glyphs(
    outputs: Query<&bevy_egui::EguiRenderOutput>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if outputs.iter().any(|o| !o.textures_delta.is_empty()) {
        redraw.write(RequestRedraw);
    }
}

fn spawn_camera(mut commands: Commands) {
    // Flat sprites on exact pixels need no multisampling, tone mapping or
    // dithering; without them a software renderer draws a frame in a
    // fraction of the time.
    commands.spawn((
        Name::new("board camera"),
        Camera2d,
        Msaa::Off,
        Tonemapping::None,
        DebandDither::Disabled,
    ));
}

/// Clicks on the panel or a dialog, and typing in a text field, stay with
/// egui; while a dialog is open the board and the shortcuts wait for it
/// (its arrows and Esc are its own).
fn follow_egui(
    wants: Option<Res<EguiWantsInput>>,
    mut contexts: bevy_egui::EguiContexts,
    mut capture: ResMut<UiCapture>,
) {
    let Some(wants) = wants else {
        return;
    };
    // A dialog, or a menu (its arrows and Enter are its own).
    let dialog = contexts.ctx_mut().is_ok_and(|ctx| {
        ctx.memory(|m| m.top_modal_layer().is_some()) || egui::Popup::is_any_open(ctx)
    });
    capture.set_if_neq(UiCapture {
        pointer: wants.wants_pointer_input() || wants.is_pointer_over_area() || dialog,
        keyboard: wants.wants_keyboard_input() || dialog,
    });
}

/// bevy_egui 0.42 reports the modifier keys to egui every frame, and egui
/// answers any input event with a request for another frame: an idle window
/// would redraw forever. Only a real change of modifiers is passed on, as
/// egui now asks integrations to do
/// (<https://github.com/emilk/egui/pull/8336>); this goes with a bevy_egui
/// that follows it.
fn drop_repeated_modifier_events(
    mut inputs: Query<&mut EguiInput>,
    mut last: Local<Option<egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        input.events.retain(|event| match event {
            egui::Event::ModifiersChanged(m) => {
                let changed = *last != Some(*m);
                *last = Some(*m);
                changed
            }
            _ => true,
        });
    }
}

/// bevy_egui 0.42 stamps every key event of a frame with the modifiers
/// held when the frame is read. A key sender (or a quick hand) presses
/// Ctrl, A and lets both go in one frame: the A came without Ctrl, and a
/// text field's Ctrl+A became an "a"; a key typed just after Ctrl was let
/// go, in the same frame, came with it. Each key event gets the modifiers
/// held when it happened instead ([`super::shortcuts::modifiers_at_each`],
/// as for Rookery's own shortcuts), and the letter of a Ctrl chord, or of
/// Alt and a letter (a menu's), is no text to type.
fn keep_modifiers_of_each_key(
    mut inputs: Query<&mut EguiInput>,
    mut events: MessageReader<bevy::input::keyboard::KeyboardInput>,
    keys: Res<ButtonInput<KeyCode>>,
) {
    use bevy_egui::helpers::{bevy_to_egui_key, bevy_to_egui_physical_key};
    let frame: Vec<_> = events.read().collect();
    if frame.is_empty() {
        return;
    }
    let held: Vec<KeyCode> = keys.get_pressed().copied().collect();
    let plain: Vec<_> = frame.iter().map(|e| (e.key_code, e.state)).collect();
    let modifiers = super::shortcuts::modifiers_at_each(&plain, &held);
    // The key events bevy_egui made of them, in the same order.
    let mut expected: std::collections::VecDeque<(egui::Key, bool, [bool; 3])> = frame
        .iter()
        .zip(modifiers)
        .filter_map(|(e, m)| {
            let key =
                bevy_to_egui_key(&e.logical_key).or(bevy_to_egui_physical_key(&e.key_code))?;
            Some((key, e.state.is_pressed(), m))
        })
        .collect();
    let mac = cfg!(target_os = "macos");
    for mut input in &mut inputs {
        let mut chord_text = Vec::new();
        for (i, event) in input.events.iter_mut().enumerate() {
            let egui::Event::Key {
                key,
                pressed,
                modifiers,
                ..
            } = event
            else {
                continue;
            };
            while let Some(&(k, p, [ctrl, shift, alt])) = expected.front() {
                expected.pop_front();
                if k != *key || p != *pressed {
                    continue;
                }
                modifiers.ctrl = ctrl && !mac;
                modifiers.mac_cmd = ctrl && mac;
                modifiers.command = ctrl;
                modifiers.shift = shift;
                modifiers.alt = alt;
                // Alt and a letter is a shortcut too (a menu), caught
                // here when the whole chord came within one frame (the
                // panel drops the rest); Ctrl with Alt may be AltGr's text.
                if *pressed && (ctrl || alt) {
                    chord_text.push((i, !ctrl));
                }
                break;
            }
        }
        // bevy_egui writes a key's text just before its key event: a
        // chord's letter is dropped.
        let mut i = 0;
        input.events.retain(|e| {
            let drop = match e {
                egui::Event::Text(t) => chord_text.iter().any(|&(at, alt_only)| {
                    at == i + 1 && (!alt_only || t.chars().all(|c| c.is_ascii_alphanumeric()))
                }),
                _ => false,
            };
            i += 1;
            !drop
        });
    }
}

/// egui times clicks (a press and its release must come within 0.8 s) and
/// bevy_egui 0.42 gives it Bevy's virtual time, which in a reactive app is
/// the time of the frame before: after the window slept, a press reads as
/// long before its release, and a tap on a button was not a click (3 taps
/// in 5 after a pause). egui gets the real time of this frame instead.
/// Upstream: <https://github.com/vladbat00/bevy_egui/issues/352> and
/// <https://github.com/bevyengine/bevy/issues/20412>; this goes once they
/// are fixed.
fn real_time_for_egui(mut inputs: Query<&mut EguiInput>, start: Local<Option<std::time::Instant>>) {
    let mut start = start;
    let start = *start.get_or_insert_with(std::time::Instant::now);
    for mut input in &mut inputs {
        input.time = Some(start.elapsed().as_secs_f64());
    }
}

/// A tap on a touchscreen (or an instant `xdotool mousemove X Y click 1`)
/// moves the pointer, presses and releases in one frame; egui sees no click
/// then. The release, and what came after it, wait for the next frame.
fn split_taps(
    mut inputs: Query<&mut EguiInput>,
    mut held_back: Local<Vec<egui::Event>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    for mut input in &mut inputs {
        if !held_back.is_empty() {
            let mut events = std::mem::take(&mut *held_back);
            events.append(&mut input.events);
            input.events = events;
        }
        let press = input
            .events
            .iter()
            .position(|e| matches!(e, egui::Event::PointerButton { pressed: true, .. }));
        let Some(press) = press else {
            continue;
        };
        let release = input.events[press..]
            .iter()
            .position(|e| matches!(e, egui::Event::PointerButton { pressed: false, .. }));
        if let Some(release) = release {
            *held_back = input.events.split_off(press + release);
            redraw.write(RequestRedraw);
        }
    }
}

/// egui learns of a new window size a frame after Bevy does; a sleeping
/// window must draw a couple more frames so the panel follows the board.
fn settle_after_resize(
    mut resized: MessageReader<WindowResized>,
    mut scale: MessageReader<WindowScaleFactorChanged>,
    mut frames_left: Local<u8>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if resized.read().count() + scale.read().count() > 0 {
        *frames_left = 3;
    }
    if *frames_left > 0 {
        *frames_left -= 1;
        redraw.write(RequestRedraw);
    }
}

/// The window's title follows what is open.
fn show_title(
    title: Res<super::files::WindowTitle>,
    mut windows: Query<&mut Window, With<bevy::window::PrimaryWindow>>,
) {
    if !title.is_changed() || title.0.is_empty() {
        return;
    }
    for mut window in &mut windows {
        if window.title != title.0 {
            window.title = title.0.clone();
        }
    }
}

/// Gives the window the size and place it had last time (from the
/// settings file, read here because the window exists before the first
/// frame).
pub fn place_as_remembered(app: &mut App) {
    let Some(file) = app.world().get_resource::<super::settings::SettingsFile>() else {
        return;
    };
    // Read quietly: a damaged file is reported (and set aside) when the
    // settings are loaded.
    let text = file
        .0
        .as_ref()
        .and_then(|p| std::fs::read_to_string(p).ok());
    let Some(placement) = text
        .and_then(|t| crate::desktop::settings::Settings::from_toml(&t).ok())
        .and_then(|s| s.window)
    else {
        return;
    };
    let world = app.world_mut();
    let mut windows = world.query_filtered::<&mut Window, With<bevy::window::PrimaryWindow>>();
    for mut window in windows.iter_mut(world) {
        let (w, h) = (
            placement.width.clamp(400, 8000),
            placement.height.clamp(300, 8000),
        );
        window.resolution.set(w as f32, h as f32);
        if let (Some(x), Some(y)) = (placement.x, placement.y) {
            window.position = WindowPosition::At(IVec2::new(x, y));
        }
    }
}

/// Gives the window Rookery's icon, once winit has made it.
fn set_window_icon(
    windows: Query<Entity, With<bevy::window::PrimaryWindow>>,
    mut done: Local<bool>,
    _main_thread: bevy::ecs::system::NonSendMarker,
) {
    if *done {
        return;
    }
    let Ok(entity) = windows.single() else {
        return;
    };
    const PX: u32 = 128;
    bevy::winit::WINIT_WINDOWS.with_borrow(|winit_windows| {
        let Some(window) = winit_windows.get_window(entity) else {
            return;
        };
        *done = true;
        let icon = crate::desktop::icon::icon_rgba(PX)
            .and_then(|rgba| winit::window::Icon::from_rgba(rgba, PX, PX).ok());
        window.set_window_icon(icon);
    });
}

/// Brings the window to the front, un-minimised and with the keyboard, when
/// a later launch handed it a request. Through winit: Bevy's `focused`
/// field only acts when it changes, and it is already true for a window
/// that lies behind others.
fn raise_window(
    mut raise: MessageReader<super::instance::RaiseWindow>,
    windows: Query<Entity, With<bevy::window::PrimaryWindow>>,
    _main_thread: bevy::ecs::system::NonSendMarker,
) {
    if raise.read().count() == 0 {
        return;
    }
    let Ok(entity) = windows.single() else {
        return;
    };
    bevy::winit::WINIT_WINDOWS.with_borrow(|winit_windows| {
        if let Some(window) = winit_windows.get_window(entity) {
            window.set_minimized(false);
            window.set_visible(true);
            window.focus_window();
        }
    });
}

/// The window's size on a monitor, in logical pixels. A size the player
/// left it at (`remembered`) comes back as it was while it fits the
/// monitor (a window maximised on a 1920×1080 screen comes back 1920×1080,
/// not 1728×972); the first size, or one remembered from a larger screen,
/// takes at most 90 % of the monitor (winit does not tell the work area,
/// which a panel or dock takes part of).
pub fn fit_within(window: Vec2, monitor: Vec2, remembered: bool) -> Vec2 {
    let least = Vec2::new(320.0, 240.0).min(monitor);
    if remembered && window.x <= monitor.x && window.y <= monitor.y {
        return window.max(least);
    }
    window.min(monitor * 0.9).max(least)
}

/// Whether a window of this size fills the monitor, as a maximised one
/// does: it is asked to be maximised again (the desktop then leaves its
/// panels in sight).
pub fn fills(window: Vec2, monitor: Vec2) -> bool {
    window.x >= monitor.x * 0.95 && window.y >= monitor.y * 0.9
}

/// On the first frame that knows the monitor: a window larger than 90 % of
/// it (the default 1100×760 on an 800×600 screen, or a size remembered from
/// a larger screen) shrinks to fit, and one the system placed is centred.
fn fit_to_monitor(
    mut done: Local<bool>,
    mut windows: Query<&mut Window, With<bevy::window::PrimaryWindow>>,
    monitors: Query<(&bevy::window::Monitor, Has<bevy::window::PrimaryMonitor>)>,
) {
    if *done {
        return;
    }
    let Some((monitor, _)) = monitors.iter().max_by_key(|(_, primary)| *primary) else {
        return;
    };
    let Ok(mut window) = windows.single_mut() else {
        return;
    };
    *done = true;
    let scale = monitor.scale_factor as f32;
    let screen = Vec2::new(
        monitor.physical_width as f32,
        monitor.physical_height as f32,
    ) / scale;
    let size = Vec2::new(window.width(), window.height());
    let remembered = size != Vec2::new(START_SIZE.0 as f32, START_SIZE.1 as f32);
    let fitted = fit_within(size, screen, remembered);
    if fitted != size {
        window.resolution.set(fitted.x.floor(), fitted.y.floor());
    }
    if remembered && fills(fitted, screen) {
        window.set_maximized(true);
    }
    // The window lies on the monitor: centred if the system placed it, kept
    // where it was remembered if it fits there, else moved in.
    let origin = monitor.physical_position.as_vec2();
    let room = (screen - fitted) * scale;
    let corner = match window.position {
        WindowPosition::At(at) => at.as_vec2().clamp(origin, origin + room.max(Vec2::ZERO)),
        _ if fitted != size => origin + room / 2.0,
        _ => return,
    };
    if window.position != WindowPosition::At(corner.as_ivec2()) {
        window.position = WindowPosition::At(corner.as_ivec2());
    }
}

/// With `ROOKERY_WIDGETS` set, writes every widget's role, place and words
/// to that file when they change (see [`super::panel::WIDGETS_ENV`]).
fn write_widgets(
    outputs: Query<&bevy_egui::EguiOutput>,
    mut last: Local<String>,
    path: Local<Option<Option<std::path::PathBuf>>>,
) {
    let mut path = path;
    let path = path.get_or_insert_with(|| {
        std::env::var_os(super::panel::WIDGETS_ENV).map(std::path::PathBuf::from)
    });
    let Some(path) = path else {
        return;
    };
    for output in &outputs {
        let Some(update) = &output.platform_output.accesskit_update else {
            continue;
        };
        let mut text = String::new();
        for w in super::panel::widgets_of(update) {
            text.push_str(&format!(
                "{}\t{}\t{:.0}\t{:.0}\t{:.0}\t{:.0}\t{}\t{}\n",
                w.role,
                u8::from(w.selected),
                w.rect.min.x,
                w.rect.min.y,
                w.rect.max.x,
                w.rect.max.y,
                w.text.replace(['\t', '\n'], " "),
                w.value.replace(['\t', '\n'], " ")
            ));
        }
        if text != *last {
            if let Err(e) = crate::desktop::files::write_atomic(path, text.as_bytes()) {
                warn!(
                    "the widgets could not be written to {}: {e}",
                    path.display()
                );
            }
            *last = text;
        }
    }
}

/// The window's close button is a quit request: it closes at once, or
/// after the answer about an analysis's unsaved edits.
fn ask_to_close(
    mut closing: MessageReader<bevy::window::WindowCloseRequested>,
    mut quit: MessageWriter<super::session::QuitRequest>,
) {
    if closing.read().count() > 0 {
        quit.write(super::session::QuitRequest);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_fits_nine_tenths_of_the_monitor() {
        let start = Vec2::new(1100.0, 760.0);
        assert_eq!(
            fit_within(start, Vec2::new(800.0, 600.0), false),
            Vec2::new(720.0, 540.0)
        );
        assert_eq!(fit_within(start, Vec2::new(1920.0, 1080.0), false), start);
        assert_eq!(
            fit_within(start, Vec2::new(1280.0, 800.0), false),
            Vec2::new(1100.0, 720.0)
        );
    }

    #[test]
    fn a_remembered_size_comes_back_while_it_fits_and_a_full_one_maximised() {
        let screen = Vec2::new(1920.0, 1080.0);
        let full = Vec2::new(1920.0, 1080.0);
        assert_eq!(fit_within(full, screen, true), full);
        assert!(fills(full, screen));
        let half = Vec2::new(960.0, 1000.0);
        assert_eq!(fit_within(half, screen, true), half);
        assert!(!fills(half, screen));
        // Remembered from a larger screen: nine tenths of this one.
        assert_eq!(
            fit_within(Vec2::new(2560.0, 1440.0), screen, true),
            Vec2::new(1728.0, 972.0)
        );
    }
}
