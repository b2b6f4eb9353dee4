//! The command line, read by clap: `rookery [FILE.pgn] [--time 5+3] [--fen
//! FEN]`, `--help`, `--version`.

use std::path::PathBuf;

use clap::Parser;

use crate::{chess::clock::TimeControl, chess::game::Game};

/// Rookery: chess for two players at one screen or against the computer,
/// with clocks, draw offers and claims, and PGN files.
#[derive(Debug, Clone, Parser)]
#[command(name = "rookery", version, about, long_about = None)]
pub struct Cli {
    /// A PGN file to open: one game opens at once, more show the game list.
    /// One file at a time; open others from the window.
    #[arg(value_name = "FILE.pgn", value_hint = clap::ValueHint::FilePath)]
    pub file: Option<PathBuf>,

    /// Start a timed game: minutes + increment in seconds (5+3, 0.5+0,
    /// 5+2 delay, "W 5+0 / B 3+0").
    #[arg(long, value_name = "MINUTES+SECONDS", value_hint = clap::ValueHint::Other)]
    pub time: Option<TimeControl>,

    /// Start from this position (Standard or Chess960 castling).
    #[arg(long, value_name = "FEN", value_parser = parse_fen, value_hint = clap::ValueHint::Other)]
    pub fen: Option<Game>,

    /// Register Rookery with the desktop (menu entry, icon, and the program
    /// for .pgn files) in the user's XDG folders, then exit.
    #[arg(long, conflicts_with_all = ["file", "time", "fen", "uninstall_desktop"])]
    pub install_desktop: bool,

    /// Remove what --install-desktop put in place, then exit.
    #[arg(long, conflicts_with_all = ["file", "time", "fen"])]
    pub uninstall_desktop: bool,
    /// Write every game of this file with a game report (evaluations,
    /// judgements, better lines) to --output, without opening a window.
    #[arg(
        long,
        value_name = "IN.pgn",
        requires = "output",
        conflicts_with_all = ["file", "time", "fen", "install_desktop", "uninstall_desktop"]
    )]
    pub annotate: Option<PathBuf>,
    /// The file --annotate, --image or --find-puzzles writes.
    #[arg(long, value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// Let --annotate write over the file it reads (--output the same
    /// file); without it, that is refused.
    #[arg(long, requires = "annotate")]
    pub replace: bool,
    /// Write an image without opening a window: of a FEN's position, or of
    /// a PGN file's first game (its last position as .png or .svg, its
    /// main line as .gif), to --output.
    #[arg(
        long,
        value_name = "FEN|IN.pgn",
        requires = "output",
        conflicts_with_all = [
            "file", "time", "fen", "install_desktop", "uninstall_desktop", "annotate"
        ]
    )]
    pub image: Option<String>,
    /// --image from Black's side.
    #[arg(long, requires = "image")]
    pub flip: bool,
    /// The board's width in pixels for --image.
    #[arg(long, value_name = "PIXELS", default_value_t = 480, requires = "image",
          value_hint = clap::ValueHint::Other,
          value_parser = clap::value_parser!(u32).range(64..=4096))]
    pub size: u32,
    /// The depth of each search of --annotate and --find-puzzles.
    #[arg(long, value_name = "N", default_value_t = 14,
          value_hint = clap::ValueHint::Other,
          value_parser = clap::value_parser!(u32).range(1..=60))]
    pub depth: u32,
    #[cfg_attr(
        not(windows),
        doc = "The UCI engine --annotate, --find-puzzles or --uci runs (default: the settings' \
               engine, or stockfish on PATH or in /usr/games)."
    )]
    #[cfg_attr(
        windows,
        doc = "The UCI engine --annotate, --find-puzzles or --uci runs (default: the settings' \
               engine, or stockfish.exe on PATH, beside Rookery or in its stockfish folder)."
    )]
    #[arg(long, value_name = "PROGRAM")]
    pub engine: Option<PathBuf>,
    /// Serve the computer at --level as a UCI engine on standard input and
    /// output (for a tournament manager to measure it), without a window.
    #[arg(
        long,
        requires = "level",
        conflicts_with_all = [
            "file", "time", "fen", "install_desktop", "uninstall_desktop", "annotate", "image"
        ]
    )]
    pub uci: bool,
    /// The computer's level for --uci: 1 (a beginner, about 400) to 10
    /// (the engine at full strength).
    #[arg(long, value_name = "N", requires = "uci", value_hint = clap::ValueHint::Other,
          value_parser = clap::value_parser!(u8).range(1..=10))]
    pub level: Option<u8>,
    /// Print what the Syzygy endgame tables say of a position: its
    /// outcome, then every legal move's (UCI, SAN, outcome, distance to
    /// zeroing in plies), without a window.
    #[arg(
        long,
        value_name = "FEN",
        value_hint = clap::ValueHint::Other,
        conflicts_with_all = [
            "file", "time", "fen", "install_desktop", "uninstall_desktop", "annotate", "image",
            "uci"
        ]
    )]
    pub probe: Option<String>,
    /// A folder of Syzygy tables for --probe (more than once for several;
    /// default: the data folder's syzygy/).
    #[arg(long, value_name = "DIR", requires = "probe", value_hint = clap::ValueHint::DirPath)]
    pub tables: Vec<PathBuf>,
    /// Find tactics puzzles in a PGN file's games with the engine, on
    /// every core, and write them to --output as lichess's puzzle CSV,
    /// without a window.
    #[arg(
        long,
        value_name = "IN.pgn",
        requires = "output",
        value_hint = clap::ValueHint::FilePath,
        conflicts_with_all = [
            "file", "time", "fen", "install_desktop", "uninstall_desktop", "annotate", "image",
            "uci", "probe"
        ]
    )]
    pub find_puzzles: Option<PathBuf>,
    /// Add puzzles to the puzzle store without a window: lichess's
    /// database (.csv or .csv.zst), an EPD test suite (.epd) or a PGN file
    /// of positions with their solutions (.pgn). Prints how many were
    /// added.
    #[arg(
        long,
        value_name = "FILE",
        value_hint = clap::ValueHint::FilePath,
        conflicts_with_all = [
            "file", "time", "fen", "install_desktop", "uninstall_desktop", "annotate", "image",
            "uci", "probe", "find_puzzles"
        ]
    )]
    pub import_puzzles: Option<PathBuf>,
    /// The puzzle store --import-puzzles adds to (default: puzzles.sqlite
    /// in the data folder).
    #[arg(long, value_name = "FILE", requires = "import_puzzles",
          value_hint = clap::ValueHint::FilePath)]
    pub puzzle_store: Option<PathBuf>,
    /// An opening repertoire (a PGN file of variations) to print, without
    /// a window: its cards with --cards, its holes with --gaps. One JSON
    /// object a line.
    #[arg(
        long,
        value_name = "FILE.pgn",
        value_hint = clap::ValueHint::FilePath,
        conflicts_with_all = [
            "file", "time", "fen", "install_desktop", "uninstall_desktop", "annotate", "image",
            "uci", "probe", "find_puzzles", "import_puzzles"
        ]
    )]
    pub repertoire: Option<PathBuf>,
    /// The repertoire's side (default: the side its Repertoire tag names).
    #[arg(long, value_name = "SIDE", requires = "repertoire", value_enum)]
    pub side: Option<Side>,
    /// Print the repertoire's cards: each position where its side is to
    /// move, with the moves it accepts there in SAN.
    #[arg(long, requires = "repertoire", conflicts_with = "gaps")]
    pub cards: bool,
    /// Print the repertoire's holes against a reference PGN file: each
    /// position where the reference's games play a reply the repertoire
    /// does not answer, with the reply and its games.
    #[arg(long, value_name = "REFERENCE.pgn", requires = "repertoire",
          value_hint = clap::ValueHint::FilePath)]
    pub gaps: Option<PathBuf>,
    /// The share of the games reaching a position, in percent, from which a
    /// reply counts for --gaps (default 5).
    #[arg(long, value_name = "PERCENT", requires = "gaps", value_hint = clap::ValueHint::Other)]
    pub min_share: Option<f64>,
}

/// A repertoire's side on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Side {
    /// White's repertoire.
    White,
    /// Black's.
    Black,
}

impl Side {
    /// As a colour.
    pub fn color(self) -> shakmaty::Color {
        match self {
            Side::White => shakmaty::Color::White,
            Side::Black => shakmaty::Color::Black,
        }
    }
}

/// How Rookery was asked to start.
#[derive(Debug, Clone, Default)]
pub struct StartOptions {
    /// The game to start with, if not the usual starting position.
    pub game: Option<Game>,
    /// The time control, if timed.
    pub control: Option<TimeControl>,
    /// A PGN file to open.
    pub file: Option<PathBuf>,
    /// What the command line asked that cannot be done, in words: a
    /// player who started Rookery from a launcher has no terminal to read
    /// it, so the window says it.
    pub problem: Option<String>,
}

impl StartOptions {
    /// Whether nothing was asked for (a plain `rookery`).
    pub fn is_empty(&self) -> bool {
        self.game.is_none() && self.control.is_none() && self.file.is_none()
    }
}

impl Cli {
    /// What to hand to a Rookery that already runs: the file as an
    /// absolute path (the running one has another working folder), the
    /// position and the clock as the command line reads them.
    pub fn instance_request(&self) -> crate::desktop::instance::Request {
        crate::desktop::instance::Request {
            file: self
                .file
                .as_ref()
                .map(|f| std::path::absolute(f).unwrap_or_else(|_| f.clone())),
            fen: self.fen.as_ref().map(|g| {
                shakmaty::fen::Fen::from_position(
                    g.initial_position(),
                    shakmaty::EnPassantMode::Legal,
                )
                .to_string()
            }),
            time: self.time.as_ref().map(ToString::to_string),
        }
    }

    /// The options the window starts with.
    pub fn start_options(&self) -> StartOptions {
        StartOptions {
            game: self.fen.clone(),
            control: self.time,
            file: self.file.clone(),
            problem: None,
        }
    }
}

/// What was wrong with a command line, in one line of words: clap's
/// message up to its usage, without its `error:` (the arguments it lists
/// on lines of their own follow the colon).
///
/// ```
/// let e = rookery::desktop::cli::parse_args(["--annotate", "a.pgn"]).unwrap_err();
/// assert_eq!(
///     rookery::desktop::cli::error_words(&e),
///     "the following required arguments were not provided: --output <OUT>"
/// );
/// ```
pub fn error_words(error: &clap::Error) -> String {
    let text = error.render().to_string();
    let words: Vec<&str> = text
        .lines()
        .take_while(|line| !line.trim().is_empty())
        .map(str::trim)
        .collect();
    words.join(" ").trim_start_matches("error: ").to_owned()
}

/// The options of the jobs that write files and open no window.
const JOB_OPTIONS: [&str; 22] = [
    "--repertoire",
    "--side",
    "--cards",
    "--gaps",
    "--min-share",
    "--find-puzzles",
    "--import-puzzles",
    "--puzzle-store",
    "--probe",
    "--tables",
    "--uci",
    "--level",
    "--annotate",
    "--image",
    "--output",
    "--replace",
    "--depth",
    "--engine",
    "--size",
    "--flip",
    "--install-desktop",
    "--uninstall-desktop",
];

/// Whether a command line asks for a job that opens no window (even one
/// clap refuses): such a job only ever prints.
///
/// ```
/// use rookery::desktop::cli::asks_for_a_job;
/// assert!(asks_for_a_job(&["--annotate", "a.pgn"]));
/// assert!(asks_for_a_job(&["--depth=abc"]));
/// assert!(!asks_for_a_job(&["game.pgn", "--time", "5+3"]));
/// assert!(!asks_for_a_job(&["--", "--image"]), "a file's name");
/// ```
pub fn asks_for_a_job<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> bool {
    args.iter()
        .map(|a| a.as_ref().to_string_lossy())
        .take_while(|a| a != "--")
        .any(|a| {
            let name = a.split('=').next().unwrap_or_default();
            JOB_OPTIONS.contains(&name)
        })
}

/// Why no window can open here, or `None` when one can: this build draws
/// through X11 (Wayland sessions run it through Xwayland, which sets
/// `DISPLAY`), so without `DISPLAY` there is no graphical session for it
/// (over SSH without `-X`, on a text console).
pub fn display_problem() -> Option<String> {
    display_problem_in(|name| std::env::var_os(name))
}

/// [`display_problem`] with the environment passed in: a Wayland session
/// (`WAYLAND_DISPLAY`) or an X11 one (`DISPLAY`) will do.
///
/// ```
/// use rookery::desktop::cli::display_problem_in;
/// assert_eq!(display_problem_in(|_| None).unwrap(),
///     "Rookery needs a graphical session: neither WAYLAND_DISPLAY nor DISPLAY is set \
///      (start it from the desktop, or over ssh -X)");
/// assert!(display_problem_in(|v| (v == "DISPLAY").then(|| ":0".into())).is_none());
/// assert!(display_problem_in(|v| (v == "WAYLAND_DISPLAY").then(|| "wayland-0".into())).is_none());
/// ```
pub fn display_problem_in(var: impl Fn(&str) -> Option<std::ffi::OsString>) -> Option<String> {
    if !cfg!(all(unix, not(target_os = "macos"))) {
        return None;
    }
    let set = |name: &str| var(name).is_some_and(|v| !v.is_empty());
    if set("DISPLAY") || set("WAYLAND_DISPLAY") {
        return None;
    }
    Some(
        "Rookery needs a graphical session: neither WAYLAND_DISPLAY nor DISPLAY is set \
         (start it from the desktop, or over ssh -X)"
            .to_owned(),
    )
}

fn parse_fen(text: &str) -> Result<Game, String> {
    Game::from_fen(text).map_err(|e| e.to_string())
}

/// Parses the arguments after the program name (for tests and `main`).
pub fn parse_args<I, S>(args: I) -> Result<Cli, clap::Error>
where
    I: IntoIterator<Item = S>,
    S: Into<std::ffi::OsString> + Clone,
{
    let cli = Cli::try_parse_from(
        std::iter::once(std::ffi::OsString::from("rookery"))
            .chain(args.into_iter().map(Into::into)),
    )?;
    if cli.engine.is_some() && cli.annotate.is_none() && cli.find_puzzles.is_none() && !cli.uci {
        return Err(clap::Error::raw(
            clap::error::ErrorKind::MissingRequiredArgument,
            "--engine goes with --annotate, --find-puzzles or --uci\n",
        )
        .with_cmd(&<Cli as clap::CommandFactory>::command()));
    }
    let writes = cli.annotate.is_some() || cli.image.is_some() || cli.find_puzzles.is_some();
    if cli.output.is_some() && !writes {
        return Err(clap::Error::raw(
            clap::error::ErrorKind::MissingRequiredArgument,
            "--output goes with --annotate, --image or --find-puzzles\n",
        )
        .with_cmd(&<Cli as clap::CommandFactory>::command()));
    }
    if cli.repertoire.is_some() && !cli.cards && cli.gaps.is_none() {
        return Err(clap::Error::raw(
            clap::error::ErrorKind::MissingRequiredArgument,
            "--repertoire goes with --cards or --gaps REFERENCE.pgn\n",
        )
        .with_cmd(&<Cli as clap::CommandFactory>::command()));
    }
    if cli.file.is_some() && (cli.fen.is_some() || cli.time.is_some()) {
        return Err(clap::Error::raw(
            clap::error::ErrorKind::ArgumentConflict,
            "a PGN file opens as it was recorded: give it without --fen or --time\n",
        )
        .with_cmd(&<Cli as clap::CommandFactory>::command()));
    }
    Ok(cli)
}
