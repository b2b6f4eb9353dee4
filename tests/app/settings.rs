//! Settings in the app: a change applies at once and is written; the next
//! start reads it back; a damaged file starts with defaults and says so.

use std::path::Path;

use bevy::prelude::*;
use rookery::app::{
    notice::PanelNotice,
    settings::{self, PlayerSettings, SettingsFile},
    squares::BoardSquare,
    theme::Theme,
};
use rookery::desktop::settings::{BoardTheme, SETTINGS_FILE};
use shakmaty::Square;

use super::harness::Harness;

/// The colours the square entities show on a1 (dark) and h1 (light).
fn square_colours(h: &mut Harness) -> (Color, Color) {
    let mut query = h.app.world_mut().query::<(&BoardSquare, &Sprite)>();
    let mut colour = |square| {
        query
            .iter(h.app.world())
            .find(|(s, _)| s.0 == square)
            .map(|(_, sprite)| sprite.color)
            .expect("a square entity")
    };
    (colour(Square::A1), colour(Square::H1))
}

fn harness_with(path: &Path) -> Harness {
    let path = path.to_path_buf();
    // Read once before the app starts, as the windowed app does.
    Harness::with_setup(move |app| settings::load(app, SettingsFile(Some(path))))
}

#[test]
fn a_changed_setting_applies_at_once_and_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(SETTINGS_FILE);
    {
        let mut h = harness_with(&path);
        assert_eq!(
            square_colours(&mut h),
            (Theme::BROWN.dark, Theme::BROWN.light)
        );
        let mut settings = h.app.world_mut().resource_mut::<PlayerSettings>();
        settings.theme = BoardTheme::Blue;
        settings.coordinates = false;
        h.update();
        h.update();
        assert_eq!(
            square_colours(&mut h),
            (Theme::BLUE.dark, Theme::BLUE.light)
        );
        assert!(
            std::fs::read_to_string(&path)
                .unwrap()
                .contains("theme = \"blue\"")
        );
    }
    let mut h = harness_with(&path);
    h.update();
    assert_eq!(
        square_colours(&mut h),
        (Theme::BLUE.dark, Theme::BLUE.light)
    );
    assert!(!h.res::<PlayerSettings>().coordinates);
}

#[test]
fn a_damaged_settings_file_starts_with_defaults_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(SETTINGS_FILE);
    std::fs::write(&path, "theme = [").unwrap();
    let mut h = harness_with(&path);
    h.update();
    let notice = h.res::<PanelNotice>().0.clone().expect("a notice");
    assert!(
        notice.error && notice.text().contains("is damaged"),
        "{}",
        notice.text()
    );
    assert!(dir.path().join("settings.toml.bak").exists());
    assert_eq!(
        square_colours(&mut h),
        (Theme::BROWN.dark, Theme::BROWN.light)
    );
    // The defaults are not written over anything until the player changes
    // a setting.
    assert!(!path.exists());
}
