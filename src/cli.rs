//! Command-line options: `rookery [--time M+S] [--fen FEN] [FILE.pgn]`.

use std::{fmt, path::PathBuf, time::Duration};

use crate::{
    clock::{SideControl, TimeControl},
    game::Game,
};

/// How Rookery was asked to start.
#[derive(Debug, Clone, Default)]
pub struct StartOptions {
    /// The game to start with, if not the usual starting position.
    pub game: Option<Game>,
    /// The time control, if timed.
    pub control: Option<TimeControl>,
    /// A PGN file to open.
    pub file: Option<PathBuf>,
    /// `--help` was given.
    pub help: bool,
}

/// What was wrong with the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError(pub String);

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CliError {}

/// The usage text.
pub const USAGE: &str = "\
Usage: rookery [--time MINUTES+SECONDS] [--fen FEN] [FILE.pgn]

  FILE.pgn     open this PGN file: one game opens at once, more show the
               game list (one file at a time; open others from the window)
  --time 5+3   start a game with 5 minutes and a 3 second increment
  --fen FEN    start from this position (Standard or Chess960 castling)
  --help       show this text";

/// Parses a time control such as `5+3`, `0.5+0` or `90+30`.
pub fn parse_time_control(text: &str) -> Result<TimeControl, CliError> {
    let bad = || {
        CliError(format!(
            "\"{text}\" is not a time control like 5+3 (minutes+seconds)"
        ))
    };
    let (minutes, seconds) = text.split_once('+').ok_or_else(bad)?;
    let minutes: f64 = minutes.trim().parse().map_err(|_| bad())?;
    let seconds: f64 = seconds.trim().parse().map_err(|_| bad())?;
    if !(minutes > 0.0 && minutes <= 600.0 && (0.0..=600.0).contains(&seconds)) {
        return Err(bad());
    }
    Ok(TimeControl::both(SideControl::fischer(
        Duration::from_secs_f64(minutes * 60.0),
        Duration::from_secs_f64(seconds),
    )))
}

/// Parses the arguments after the program name.
pub fn parse_args<I, S>(args: I) -> Result<StartOptions, CliError>
where
    I: IntoIterator<Item = S>,
    S: AsRef<str>,
{
    let mut options = StartOptions::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let arg = arg.as_ref();
        let mut value = |name: &str| {
            args.next()
                .map(|v| v.as_ref().to_owned())
                .ok_or_else(|| CliError(format!("{name} needs a value")))
        };
        match arg {
            "--help" | "-h" => options.help = true,
            "--time" => options.control = Some(parse_time_control(&value("--time")?)?),
            "--fen" => {
                let fen = value("--fen")?;
                let game = Game::from_fen(&fen).map_err(|e| CliError(format!("--fen: {e}")))?;
                options.game = Some(game);
            }
            "--" => {
                for file in args.by_ref() {
                    add_file(&mut options, file.as_ref())?;
                }
            }
            other if other.starts_with('-') && other.len() > 1 => {
                return Err(CliError(format!("unknown argument \"{other}\"")));
            }
            file => add_file(&mut options, file)?,
        }
    }
    if options.file.is_some() && (options.game.is_some() || options.control.is_some()) {
        return Err(CliError(
            "a PGN file opens as it was recorded: give it without --fen or --time".into(),
        ));
    }
    Ok(options)
}

fn add_file(options: &mut StartOptions, file: &str) -> Result<(), CliError> {
    if let Some(first) = &options.file {
        return Err(CliError(format!(
            "one PGN file at a time: \"{}\" and \"{file}\" were both given",
            first.display()
        )));
    }
    options.file = Some(PathBuf::from(file));
    Ok(())
}
