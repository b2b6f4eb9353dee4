//! The player's settings: a human-readable TOML file in the config folder,
//! read at start and written when something changes. A file that cannot be
//! read never stops Rookery: it starts with the defaults, says what was
//! wrong, and keeps the bad file as `settings.toml.bak`. Unknown keys are
//! ignored and missing ones take their defaults. Pure: the app's settings
//! plugin calls these.

use std::{
    fs, io,
    path::{Path, PathBuf},
};

use serde::{Deserialize, Serialize};

use crate::{chess::clock::TimeControl, desktop::files::write_atomic};

/// Rookery's folders (`~/.config/rookery`, `~/.local/share/rookery` on
/// Linux), from `directories`; `None` when the system names no home.
pub fn project_dirs() -> Option<directories::ProjectDirs> {
    directories::ProjectDirs::from("org", "Rookery", "rookery")
}

/// The settings file's name in the config folder.
pub const SETTINGS_FILE: &str = "settings.toml";

/// The board's colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BoardTheme {
    /// Brown and cream, green highlights.
    #[default]
    Brown,
    /// Blue-grey, blue highlights.
    Blue,
    /// Green and cream, yellow highlights.
    Green,
    /// Greys, blue highlights.
    Grey,
}

impl BoardTheme {
    /// Every theme, in the order the settings offer them.
    pub const ALL: [BoardTheme; 4] = [
        BoardTheme::Brown,
        BoardTheme::Blue,
        BoardTheme::Green,
        BoardTheme::Grey,
    ];

    /// Its name in the settings window.
    pub fn label(self) -> &'static str {
        match self {
            BoardTheme::Brown => "Brown",
            BoardTheme::Blue => "Blue",
            BoardTheme::Green => "Green",
            BoardTheme::Grey => "Grey",
        }
    }

    /// The id of its name's message (`theme-brown`).
    pub fn label_id(self) -> &'static str {
        match self {
            BoardTheme::Brown => "theme-brown",
            BoardTheme::Blue => "theme-blue",
            BoardTheme::Green => "theme-green",
            BoardTheme::Grey => "theme-grey",
        }
    }
}

/// How fast pieces slide.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AnimationSpeed {
    /// Pieces jump.
    Off,
    /// 0.1 s.
    Fast,
    /// 0.18 s.
    #[default]
    Normal,
    /// 0.3 s.
    Slow,
}

impl AnimationSpeed {
    /// Every speed, fastest first.
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Off,
        AnimationSpeed::Fast,
        AnimationSpeed::Normal,
        AnimationSpeed::Slow,
    ];

    /// How long a slide takes, in seconds (0 for none).
    pub fn seconds(self) -> f32 {
        match self {
            AnimationSpeed::Off => 0.0,
            AnimationSpeed::Fast => 0.1,
            AnimationSpeed::Normal => 0.18,
            AnimationSpeed::Slow => 0.3,
        }
    }

    /// Its name in the settings window.
    pub fn label(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "Off",
            AnimationSpeed::Fast => "Fast",
            AnimationSpeed::Normal => "Normal",
            AnimationSpeed::Slow => "Slow",
        }
    }

    /// The id of its name's message (`speed-fast`).
    pub fn label_id(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "speed-off",
            AnimationSpeed::Fast => "speed-fast",
            AnimationSpeed::Normal => "speed-normal",
            AnimationSpeed::Slow => "speed-slow",
        }
    }
}

/// Where the window was and how big.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct WindowPlacement {
    /// Width in logical pixels.
    pub width: u32,
    /// Height in logical pixels.
    pub height: u32,
    /// The left edge on the screen, if known.
    pub x: Option<i32>,
    /// The top edge on the screen, if known.
    pub y: Option<i32>,
}

/// Everything Rookery remembers for the player.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The board's colours.
    pub theme: BoardTheme,
    /// Letters and numbers along the board's edges.
    pub coordinates: bool,
    /// Dots on the squares a selected piece can go to.
    pub legal_move_dots: bool,
    /// How fast pieces slide.
    pub animation: AnimationSpeed,
    /// Turn the board after each move.
    pub auto_flip: bool,
    /// Piece figurines in the move list instead of letters.
    pub figurines: bool,
    /// The language of Rookery's words, by its tag (`de`, `pt-BR`); none:
    /// the system's, else English.
    pub language: Option<String>,
    /// English piece letters (K Q R B N) whatever the language.
    pub english_letters: bool,
    /// The time control a new game offers first (`5+3`, or `untimed` in
    /// the file).
    #[serde(with = "crate::chess::clock::untimed_or")]
    pub time_control: Option<TimeControl>,
    /// White's name in a new game.
    pub white: String,
    /// Black's name in a new game.
    pub black: String,
    /// The computer's level for White in the new game last started, if the
    /// computer played White.
    pub computer_white: Option<u8>,
    /// The same for Black.
    pub computer_black: Option<u8>,
    /// The folder dialogs start in.
    pub last_folder: Option<PathBuf>,
    /// The window's size and place.
    pub window: Option<WindowPlacement>,
    /// The side panel's share of the window's width (the player drags the
    /// divider to change it).
    pub panel_share: f32,
    /// The chess engine of the analysis board and the game report.
    pub engine: EngineSettings,
    /// Sounds on moves, checks, the start and end of a game, offers and
    /// low time.
    pub sound: bool,
    /// Their volume, 0–100.
    pub volume: u8,
    /// How far above or below the player's rating rated puzzles are
    /// chosen (−600, −300, 0, 300, 600).
    pub puzzle_difficulty: i32,
    /// The theme (lichess's name) or opening (`opening:NAME`) puzzles are
    /// chosen from; none: any.
    pub puzzle_theme: Option<String>,
}

/// The chess engine's settings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct EngineSettings {
    /// The program the player chose (`None`: `stockfish` wherever it is
    /// usually installed).
    pub path: Option<PathBuf>,
    /// Search threads (`None`: one less than the cores, at least one).
    pub threads: Option<u32>,
    /// Hash table size in MB.
    pub hash_mb: u32,
    /// How many best lines the analysis board shows (1–5).
    pub lines: u32,
    /// The depth of the game report's search of each position.
    pub report_depth: u32,
    /// Instead of a depth, this many milliseconds for each position of
    /// the game report (`None`: the depth).
    pub report_movetime_ms: Option<u32>,
    /// Whether the computer allows takebacks (a player's last move and
    /// its answer taken back at once).
    pub computer_takebacks: bool,
    /// Folders of Syzygy endgame tables, besides the data folder's
    /// `syzygy/`: the analysis board reads them, the engine is given them
    /// (`SyzygyPath`).
    pub syzygy: Vec<PathBuf>,
    /// A Polyglot opening book (`.bin`): its moves show on the analysis
    /// board (`None`: the data folder's `book.bin` where there is one).
    pub book: Option<PathBuf>,
    /// The computer plays from the book while it has moves for the
    /// position.
    pub computer_book: bool,
    /// The evaluation bar shows White's expected score from the engine's
    /// win/draw/loss chances (where it gives them) instead of the
    /// centipawn formula.
    pub bar_wdl: bool,
}

impl Default for EngineSettings {
    fn default() -> EngineSettings {
        EngineSettings {
            path: None,
            threads: None,
            hash_mb: 64,
            lines: 3,
            report_depth: 14,
            report_movetime_ms: None,
            computer_takebacks: true,
            syzygy: Vec::new(),
            book: None,
            computer_book: true,
            bar_wdl: false,
        }
    }
}

impl Settings {
    /// The language chosen, else the system's, else English.
    pub fn language(&self) -> crate::i18n::Language {
        use crate::i18n::{Language, system_language};
        self.language
            .as_deref()
            .and_then(|tag| Language::ALL.into_iter().find(|l| l.tag() == tag))
            .or_else(system_language)
            .unwrap_or(Language::English)
    }
}

impl EngineSettings {
    /// The options the engine is started with.
    pub fn options(&self) -> crate::desktop::engine::EngineOptions {
        let mut options = crate::desktop::engine::EngineOptions::default();
        if let Some(threads) = self.threads {
            options.threads = threads.clamp(1, 1024);
        }
        options.hash_mb = self.hash_mb.clamp(1, 65_536);
        options.syzygy = self.syzygy_folders();
        options
    }

    /// How long the report searches each position: the time per move if
    /// one is set, else the depth.
    pub fn report_limit(&self) -> crate::desktop::engine::Limit {
        match self.report_movetime_ms {
            Some(ms) => crate::desktop::engine::Limit::MoveTime(u64::from(ms.clamp(50, 600_000))),
            None => crate::desktop::engine::Limit::Depth(self.report_depth.clamp(1, 60)),
        }
    }

    /// The folders of Syzygy tables: those chosen, then the data folder's
    /// `syzygy/` where it exists.
    pub fn syzygy_folders(&self) -> Vec<PathBuf> {
        let found = project_dirs()
            .map(|d| d.data_dir().join("syzygy"))
            .filter(|f| f.is_dir() && !self.syzygy.contains(f));
        self.syzygy.iter().cloned().chain(found).collect()
    }

    /// The opening book: the one chosen, or the data folder's `book.bin`
    /// where it exists.
    pub fn book_file(&self) -> Option<PathBuf> {
        self.book.clone().or_else(|| {
            project_dirs()
                .map(|d| d.data_dir().join("book.bin"))
                .filter(|f| f.is_file())
        })
    }

    /// The program to run: the chosen one, or one found where engines are
    /// usually installed.
    pub fn program(&self) -> Option<PathBuf> {
        self.path
            .clone()
            .or_else(crate::desktop::engine::find_engine)
    }
}

/// The side panel's share of the window's width until the player drags
/// the divider.
pub const DEFAULT_PANEL_SHARE: f32 = 0.32;

impl Default for Settings {
    fn default() -> Self {
        Settings {
            theme: BoardTheme::Brown,
            coordinates: true,
            legal_move_dots: true,
            animation: AnimationSpeed::Normal,
            auto_flip: false,
            figurines: false,
            language: None,
            english_letters: false,
            time_control: Some(TimeControl::fischer_minutes(5, 3)),
            white: "White".into(),
            black: "Black".into(),
            computer_white: None,
            computer_black: None,
            last_folder: None,
            window: None,
            panel_share: DEFAULT_PANEL_SHARE,
            engine: EngineSettings::default(),
            sound: true,
            volume: 70,
            puzzle_difficulty: 0,
            puzzle_theme: None,
        }
    }
}

/// Settings read from disk, and what went wrong if they could not be.
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded {
    /// The settings (the defaults when the file was missing or bad).
    pub settings: Settings,
    /// For a bad file: what was wrong, and where it was kept.
    pub notice: Option<crate::i18n::Said>,
}

impl Settings {
    /// The settings as TOML.
    pub fn to_toml(&self) -> String {
        toml::to_string_pretty(self).expect("settings always serialise")
    }

    /// Reads settings from TOML text.
    ///
    /// ```
    /// use rookery::desktop::settings::{BoardTheme, Settings};
    /// let s = Settings::from_toml("theme = \"blue\"\nfuture_option = 3\n").unwrap();
    /// assert_eq!(s.theme, BoardTheme::Blue);
    /// assert!(s.coordinates, "missing keys take their defaults");
    /// ```
    pub fn from_toml(text: &str) -> Result<Settings, String> {
        toml::from_str(text).map_err(|e| e.message().to_owned())
    }

    /// Reads the settings file; a missing file gives the defaults quietly,
    /// a bad one gives the defaults, a notice, and a `.bak` copy.
    pub fn load(path: &Path) -> Loaded {
        let text = match fs::read(path) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(text) => text,
                Err(_) => return set_aside(path, "it is not UTF-8 text".into()),
            },
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return Loaded {
                    settings: Settings::default(),
                    notice: None,
                };
            }
            Err(e) => {
                return Loaded {
                    settings: Settings::default(),
                    notice: Some(
                        crate::i18n::Said::new("settings-unreadable")
                            .with("path", path.display().to_string())
                            .with("why", e.to_string()),
                    ),
                };
            }
        };
        match Settings::from_toml(&text) {
            Ok(settings) => Loaded {
                settings,
                notice: None,
            },
            Err(why) => set_aside(path, why),
        }
    }

    /// The player's settings as the file holds them, for the command line:
    /// the defaults when it is missing or bad (the window, not a terminal
    /// run, sets a bad file aside and says so).
    pub fn read_quietly() -> Settings {
        project_dirs()
            .and_then(|dirs| fs::read_to_string(dirs.config_dir().join(SETTINGS_FILE)).ok())
            .and_then(|text| Settings::from_toml(&text).ok())
            .unwrap_or_default()
    }

    /// Writes the settings file atomically.
    pub fn save(&self, path: &Path) -> io::Result<()> {
        if let Some(folder) = path.parent() {
            fs::create_dir_all(folder)?;
        }
        write_atomic(path, self.to_toml().as_bytes())
    }
}

fn set_aside(path: &Path, why: String) -> Loaded {
    let bak = path.with_file_name(format!("{SETTINGS_FILE}.bak"));
    use crate::i18n::Said;
    let kept = match fs::rename(path, &bak) {
        Ok(()) => Said::new("settings-kept-as").with("path", bak.display().to_string()),
        Err(e) => Said::new("settings-not-kept").with("why", e.to_string()),
    };
    Loaded {
        settings: Settings::default(),
        notice: Some(
            Said::new("settings-damaged")
                .with("path", path.display().to_string())
                .with("why", why.trim_end_matches('\n').replace('\n', " "))
                .with("kept", kept),
        ),
    }
}
