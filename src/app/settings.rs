//! The player's settings in the app: read once at start (see [`load`]),
//! held in one resource that the board, the panel and the files read, and
//! written back whenever they change (see [`crate::desktop::settings`]).

use crate::i18n::Said;
use std::path::PathBuf;

use bevy::{
    prelude::*,
    window::{PrimaryWindow, RequestRedraw, WindowMoved, WindowResized},
};

use super::{Phase, notice::PanelNotice};
use crate::desktop::settings::{SETTINGS_FILE, Settings, WindowPlacement};

/// The settings in use: the one place every part of the app reads them.
#[derive(Resource, Debug, Clone, Default, PartialEq, Deref, DerefMut)]
pub struct PlayerSettings(pub Settings);

/// Where the settings are kept; `None` keeps them in memory only (tests).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsFile(pub Option<PathBuf>);

impl SettingsFile {
    /// `settings.toml` in Rookery's config folder (`~/.config/rookery` on
    /// Linux).
    pub fn from_environment() -> SettingsFile {
        SettingsFile(
            crate::desktop::settings::project_dirs()
                .map(|dirs| dirs.config_dir().join(SETTINGS_FILE)),
        )
    }

    /// Reads the file (the defaults when there is none).
    pub fn load(&self) -> crate::desktop::settings::Loaded {
        match &self.0 {
            Some(path) => Settings::load(path),
            None => crate::desktop::settings::Loaded {
                settings: Settings::default(),
                notice: None,
            },
        }
    }
}

/// A notice about the settings file, shown once the app runs.
#[derive(Resource, Debug, Clone, Default)]
struct StartNotice(Option<crate::i18n::Said>);

/// Reads the settings from `file`, once, before the app starts: the window
/// opens at the remembered size and every plugin finds them.
pub fn load(app: &mut App, file: SettingsFile) {
    let loaded = file.load();
    app.insert_resource(PlayerSettings(loaded.settings))
        .insert_resource(StartNotice(loaded.notice))
        .insert_resource(file);
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PlayerSettings>()
        .init_resource::<SettingsFile>()
        .init_resource::<StartNotice>()
        .add_message::<WindowResized>()
        .add_message::<WindowMoved>()
        .add_systems(
            Update,
            (say_start_notice, remember_window).in_set(Phase::Follow),
        )
        .add_systems(
            Last,
            save_settings.run_if(resource_changed::<PlayerSettings>),
        );
}

/// A damaged settings file is said once the panel can show it.
fn say_start_notice(mut start: ResMut<StartNotice>, mut notice: ResMut<PanelNotice>) {
    if let Some(text) = start.0.take() {
        notice.error(text);
    }
}

/// The window's size and place are remembered.
fn remember_window(
    mut settings: ResMut<PlayerSettings>,
    mut resized: MessageReader<WindowResized>,
    mut moved: MessageReader<WindowMoved>,
    windows: Query<&Window, With<PrimaryWindow>>,
) {
    let resized = resized.read().count() > 0;
    let moved = moved.read().count() > 0;
    if (resized || moved)
        && let Ok(window) = windows.single()
    {
        let (x, y) = match window.position {
            WindowPosition::At(at) => (Some(at.x), Some(at.y)),
            _ => (None, None),
        };
        let placement = WindowPlacement {
            width: window.resolution.width().round() as u32,
            height: window.resolution.height().round() as u32,
            x,
            y,
        };
        if settings.window != Some(placement) {
            settings.window = Some(placement);
        }
    }
}

/// Writes the settings when they change (not when they were just read:
/// change detection counts their insertion), and wakes the window to show
/// them.
fn save_settings(
    settings: Res<PlayerSettings>,
    file: Res<SettingsFile>,
    mut notice: ResMut<PanelNotice>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if settings.is_added() {
        return;
    }
    redraw.write(RequestRedraw);
    if let Some(path) = &file.0
        && let Err(e) = settings.save(path)
    {
        notice.error(
            Said::new("notice-settings-not-saved")
                .with(
                    "path",
                    crate::desktop::files::display_path(path).to_string(),
                )
                .with("why", e.to_string()),
        );
    }
}
