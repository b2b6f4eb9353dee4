//! Settings: a round trip through TOML, unknown and missing keys, and a
//! damaged file (defaults, a notice, a .bak copy).

use std::fs;

use rookery::desktop::settings::{
    AnimationSpeed, BoardTheme, EngineSettings, SETTINGS_FILE, Settings, WindowPlacement,
};

#[test]
fn settings_round_trip_through_their_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("rookery").join(SETTINGS_FILE);
    let settings = Settings {
        theme: BoardTheme::Green,
        coordinates: false,
        legal_move_dots: false,
        animation: AnimationSpeed::Off,
        auto_flip: true,
        figurines: true,
        language: Some("de".into()),
        english_letters: true,
        time_control: Some(rookery::chess::clock::TimeControl::fischer_minutes(3, 2)),
        white: "Alice \"the Rook\"".into(),
        black: "Bob".into(),
        computer_white: None,
        computer_black: Some(7),
        last_folder: Some("/home/alice/games".into()),
        window: Some(WindowPlacement {
            width: 1280,
            height: 800,
            x: Some(10),
            y: None,
        }),
        panel_share: 0.45,
        engine: EngineSettings {
            path: Some("/opt/engines/stockfish".into()),
            threads: Some(3),
            hash_mb: 256,
            lines: 5,
            report_depth: 18,
            report_movetime_ms: Some(1500),
            computer_takebacks: false,
            syzygy: vec!["/opt/syzygy".into()],
            book: Some("/opt/books/performance.bin".into()),
            computer_book: false,
            bar_wdl: true,
        },
        sound: false,
        volume: 35,
        puzzle_difficulty: -300,
        puzzle_theme: Some("opening:Sicilian_Defense".into()),
    };
    settings.save(&path).unwrap();
    let text = fs::read_to_string(&path).unwrap();
    assert!(text.contains("theme = \"green\""), "human-readable: {text}");
    let loaded = Settings::load(&path);
    assert_eq!(loaded.notice, None);
    assert_eq!(loaded.settings, settings);
}

#[test]
fn unknown_keys_are_ignored_and_missing_ones_take_defaults() {
    let s = Settings::from_toml("animation = \"slow\"\n[future]\nanything = [1, 2]\n").unwrap();
    assert_eq!(s.animation, AnimationSpeed::Slow);
    // Sound is on by default, at 70 %.
    assert_eq!((s.sound, s.volume), (true, 70));
    assert_eq!(
        Settings {
            animation: AnimationSpeed::Normal,
            ..s
        },
        Settings::default()
    );
    // A missing file is no problem and no notice.
    let dir = tempfile::tempdir().unwrap();
    let loaded = Settings::load(&dir.path().join(SETTINGS_FILE));
    assert_eq!(loaded.settings, Settings::default());
    assert_eq!(loaded.notice, None);
}

#[test]
fn a_damaged_file_gives_defaults_a_notice_and_a_bak() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(SETTINGS_FILE);
    for bad in [
        "theme = \"purple\"\n".as_bytes(),
        b"coordinates = \n",
        b"\xff\xfe not text",
    ] {
        fs::write(&path, bad).unwrap();
        let loaded = Settings::load(&path);
        assert_eq!(loaded.settings, Settings::default());
        let notice = loaded.notice.expect("a notice").english();
        assert!(notice.contains("is damaged"), "{notice}");
        assert!(notice.contains("settings.toml.bak"), "{notice}");
        assert_eq!(fs::read(dir.path().join("settings.toml.bak")).unwrap(), bad);
        assert!(!path.exists(), "the bad file is set aside, not overwritten");
    }
}

#[test]
fn the_report_searches_to_the_depth_or_for_the_time_the_settings_give() {
    use rookery::desktop::engine::Limit;
    let mut engine = EngineSettings::default();
    assert_eq!(engine.report_limit(), Limit::Depth(14));
    engine.report_movetime_ms = Some(1500);
    assert_eq!(engine.report_limit(), Limit::MoveTime(1500));
    // A file's nonsense is kept within bounds.
    engine.report_movetime_ms = Some(0);
    assert_eq!(engine.report_limit(), Limit::MoveTime(50));
    engine.report_movetime_ms = None;
    engine.report_depth = 500;
    assert_eq!(engine.report_limit(), Limit::Depth(60));
    let read = Settings::from_toml("[engine]\nreport_movetime_ms = 800\n").unwrap();
    assert_eq!(read.engine.report_limit(), Limit::MoveTime(800));
    assert_eq!(read.engine.lines, 3, "missing keys take their defaults");
}
