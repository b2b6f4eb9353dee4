//! The command line, read by clap: `rookery [FILE.pgn] [--time 5+3] [--fen
//! FEN]`, `--help`, `--version`.

use std::{path::PathBuf, time::Duration};

use clap::Parser;

use crate::{
    clock::{SideControl, TimeControl},
    game::Game,
};

/// Rookery: chess for two players at one screen, with clocks, draw offers
/// and claims, and PGN files.
#[derive(Debug, Clone, Parser)]
#[command(name = "rookery", version, about, long_about = None)]
pub struct Cli {
    /// A PGN file to open: one game opens at once, more show the game list.
    /// One file at a time; open others from the window.
    #[arg(value_name = "FILE.pgn")]
    pub file: Option<PathBuf>,

    /// Start a timed game: minutes + increment in seconds (5+3, 0.5+0).
    #[arg(long, value_name = "MINUTES+SECONDS", value_parser = parse_time_control)]
    pub time: Option<TimeControl>,

    /// Start from this position (Standard or Chess960 castling).
    #[arg(long, value_name = "FEN", value_parser = parse_fen)]
    pub fen: Option<Game>,

    /// Register Rookery with the desktop (menu entry, icon, and the program
    /// for .pgn files) in the user's XDG folders, then exit.
    #[arg(long, conflicts_with_all = ["file", "time", "fen", "uninstall_desktop"])]
    pub install_desktop: bool,

    /// Remove what --install-desktop put in place, then exit.
    #[arg(long, conflicts_with_all = ["file", "time", "fen"])]
    pub uninstall_desktop: bool,
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
    pub fn instance_request(&self) -> crate::instance::Request {
        crate::instance::Request {
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
            time: self.time.as_ref().and_then(time_control_text),
        }
    }

    /// The options the window starts with.
    pub fn start_options(&self) -> StartOptions {
        StartOptions {
            game: self.fen.clone(),
            control: self.time,
            file: self.file.clone(),
        }
    }
}

/// Parses a time control such as `5+3`, `0.5+0` or `90+30`.
pub fn parse_time_control(text: &str) -> Result<TimeControl, String> {
    let bad = || format!("\"{text}\" is not a time control like 5+3 (minutes+seconds)");
    let (minutes, seconds) = text.split_once('+').ok_or_else(bad)?;
    let minutes: f64 = minutes.trim().parse().map_err(|_| bad())?;
    let seconds: f64 = seconds.trim().parse().map_err(|_| bad())?;
    let refuse = |what: &str| format!("\"{text}\" is not a time control Rookery plays: {what}");
    if !(0.25..=600.0).contains(&minutes) {
        return Err(refuse(
            "the base time is from 15 seconds to 600 minutes (0.25 to 600).",
        ));
    }
    if !(0.0..=600.0).contains(&seconds) {
        return Err(refuse("the increment is from 0 to 600 seconds."));
    }
    Ok(TimeControl::both(SideControl::fischer(
        Duration::from_secs_f64(minutes * 60.0),
        Duration::from_secs_f64(seconds),
    )))
}

/// A time control as [`parse_time_control`] reads it (`5+3`, `0.5+0`),
/// when it is one: the same Fischer control for both sides.
///
/// ```
/// use rookery::{cli::{parse_time_control, time_control_text}, clock::TimeControl};
/// assert_eq!(time_control_text(&TimeControl::fischer_minutes(5, 3)).as_deref(), Some("5+3"));
/// let half = parse_time_control("0.5+0").unwrap();
/// assert_eq!(time_control_text(&half).as_deref(), Some("0.5+0"));
/// ```
pub fn time_control_text(control: &TimeControl) -> Option<String> {
    let (w, b) = (
        control.side(shakmaty::Color::White),
        control.side(shakmaty::Color::Black),
    );
    (w == b && w.mode == crate::clock::DelayMode::Fischer).then(|| {
        format!(
            "{}+{}",
            w.base.as_secs_f64() / 60.0,
            w.increment.as_secs_f64()
        )
    })
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
    if cli.file.is_some() && (cli.fen.is_some() || cli.time.is_some()) {
        return Err(clap::Error::raw(
            clap::error::ErrorKind::ArgumentConflict,
            "a PGN file opens as it was recorded: give it without --fen or --time\n",
        )
        .with_cmd(&<Cli as clap::CommandFactory>::command()));
    }
    Ok(cli)
}
