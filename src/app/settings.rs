//! The player's settings in the app: read at start from the config folder,
//! applied to the board, the panel and the new-game dialog, and written
//! back whenever they change (see [`crate::settings`]).

use std::path::PathBuf;

use bevy::{
    prelude::*,
    window::{PrimaryWindow, RequestRedraw, WindowMoved, WindowResized},
};

use super::{
    board::shared::BoardOptions,
    files::{FileNotice, LastFolder},
    flow::{FlowSettings, Players, TurnSet},
    theme::Theme,
};
use crate::settings::{SETTINGS_FILE, Settings, WindowPlacement};

/// The settings in use.
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
            crate::settings::project_dirs().map(|dirs| dirs.config_dir().join(SETTINGS_FILE)),
        )
    }

    /// Reads the file (the defaults when there is none).
    pub fn load(&self) -> crate::settings::Loaded {
        match &self.0 {
            Some(path) => Settings::load(path),
            None => crate::settings::Loaded {
                settings: Settings::default(),
                notice: None,
            },
        }
    }
}

/// A notice about the settings file, shown once the panel is there.
#[derive(Resource, Debug, Clone, Default)]
struct StartNotice(Option<String>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PlayerSettings>()
        .init_resource::<SettingsFile>()
        .init_resource::<StartNotice>()
        .add_message::<WindowResized>()
        .add_message::<WindowMoved>()
        .add_systems(PreStartup, load_settings)
        .add_systems(
            Update,
            (apply_settings, follow_the_app)
                .chain()
                .in_set(TurnSet::Layout),
        )
        .add_systems(Last, save_settings);
}

/// Reads the settings before anything else starts.
fn load_settings(
    file: Res<SettingsFile>,
    mut settings: ResMut<PlayerSettings>,
    mut notice: ResMut<StartNotice>,
    mut players: ResMut<Players>,
    mut last_folder: ResMut<LastFolder>,
) {
    let loaded = file.load();
    settings.0 = loaded.settings;
    notice.0 = loaded.notice;
    players.white = settings.white.clone();
    players.black = settings.black.clone();
    last_folder.0 = settings.last_folder.clone();
}

/// The settings become the board's colours and options and the turn flow's
/// auto-flip.
fn apply_settings(
    settings: Res<PlayerSettings>,
    mut theme: ResMut<Theme>,
    mut options: ResMut<BoardOptions>,
    mut flow: ResMut<FlowSettings>,
    mut start_notice: ResMut<StartNotice>,
    mut notice: ResMut<FileNotice>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if let Some(text) = start_notice.0.take() {
        notice.error(text);
    }
    if !settings.is_changed() {
        return;
    }
    theme.set_if_neq(Theme::named(settings.theme));
    options.set_if_neq(BoardOptions {
        coordinates: settings.coordinates,
        legal_move_dots: settings.legal_move_dots,
        slide_seconds: settings.animation.seconds(),
    });
    flow.set_if_neq(FlowSettings {
        auto_flip: settings.auto_flip,
    });
    redraw.write(RequestRedraw);
}

/// What the player changes elsewhere is remembered: the last folder, the
/// names of a new game, the window's size and place.
fn follow_the_app(
    mut settings: ResMut<PlayerSettings>,
    last_folder: Res<LastFolder>,
    mut resized: MessageReader<WindowResized>,
    mut moved: MessageReader<WindowMoved>,
    windows: Query<&Window, With<PrimaryWindow>>,
) {
    if last_folder.is_changed() && settings.last_folder != last_folder.0 {
        settings.last_folder = last_folder.0.clone();
    }
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

/// Writes the settings when they change (not when they were just read).
fn save_settings(
    settings: Res<PlayerSettings>,
    file: Res<SettingsFile>,
    mut notice: ResMut<FileNotice>,
    mut last: Local<Option<Settings>>,
) {
    if !settings.is_changed() {
        return;
    }
    if last.is_none() {
        // The first change is the load itself.
        *last = Some(settings.0.clone());
        return;
    }
    if last.as_ref() == Some(&settings.0) {
        return;
    }
    *last = Some(settings.0.clone());
    if let Some(path) = &file.0
        && let Err(e) = settings.save(path)
    {
        notice.error(format!(
            "The settings could not be saved to {}: {e}.",
            path.display()
        ));
    }
}
