//! Settings in the app: a change applies at once and is written; the next
//! start reads it back; a damaged file starts with defaults and says so.

use std::path::Path;

use rookery::app::{
    files::FileNotice,
    settings::{PlayerSettings, SettingsFile},
    shared::BoardOptions,
    theme::Theme,
};
use rookery::settings::{BoardTheme, SETTINGS_FILE};

use super::harness::Harness;

fn harness_with(path: &Path) -> Harness {
    let path = path.to_path_buf();
    Harness::with_setup(move |app| {
        app.insert_resource(SettingsFile(Some(path)));
    })
}

#[test]
fn a_changed_setting_applies_at_once_and_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(SETTINGS_FILE);
    {
        let mut h = harness_with(&path);
        assert_eq!(*h.app.world().resource::<Theme>(), Theme::BROWN);
        let mut settings = h.app.world_mut().resource_mut::<PlayerSettings>();
        settings.theme = BoardTheme::Blue;
        settings.coordinates = false;
        h.update();
        h.update();
        assert_eq!(*h.app.world().resource::<Theme>(), Theme::BLUE);
        assert!(!h.app.world().resource::<BoardOptions>().coordinates);
        assert!(
            std::fs::read_to_string(&path)
                .unwrap()
                .contains("theme = \"blue\"")
        );
    }
    let mut h = harness_with(&path);
    h.update();
    assert_eq!(*h.app.world().resource::<Theme>(), Theme::BLUE);
    assert!(!h.app.world().resource::<BoardOptions>().coordinates);
}

#[test]
fn a_damaged_settings_file_starts_with_defaults_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(SETTINGS_FILE);
    std::fs::write(&path, "theme = [").unwrap();
    let mut h = harness_with(&path);
    h.update();
    let notice = h.app.world().resource::<FileNotice>().0.clone().unwrap();
    assert!(
        notice.error && notice.text.contains("is damaged"),
        "{}",
        notice.text
    );
    assert!(dir.path().join("settings.toml.bak").exists());
    assert_eq!(*h.app.world().resource::<Theme>(), Theme::BROWN);
    // The defaults are not written over anything until the player changes
    // a setting.
    assert!(!path.exists());
}
