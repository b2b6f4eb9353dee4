//! Time controls as players write them: `5+3` (minutes + seconds of
//! Fischer increment), `0:30+1`, `5+3 Bronstein`, `5+2 delay`, and time odds
//! `W 5+0 / B 3+0`. One text form, through [`Display`](fmt::Display) and
//! [`FromStr`], serves the command line, the settings, the autosave and the
//! new-game dialog; the PGN `TimeControl` tag has its own (`300+3`,
//! seconds).
//!
//! ```
//! use rookery::chess::clock::TimeControl;
//!
//! let tc: TimeControl = "5+3".parse().unwrap();
//! assert_eq!(tc, TimeControl::fischer_minutes(5, 3));
//! assert_eq!(tc.pgn_tag().as_deref(), Some("300+3"));
//! for text in ["0:30+0", "1:30+0.5", "5+2 delay", "15+10 Bronstein", "W 5+0 / B 3+2"] {
//!     assert_eq!(text.parse::<TimeControl>().unwrap().to_string(), text);
//! }
//! assert_eq!("0.5+0".parse::<TimeControl>().unwrap().to_string(), "0:30+0");
//! assert!("fast".parse::<TimeControl>().is_err());
//! ```

use std::{fmt, str::FromStr, time::Duration};

use shakmaty::{ByColor, Color};

/// The shortest base time a side may have.
const MIN_BASE: Duration = Duration::from_secs(15);
/// The longest base time.
const MAX_BASE: Duration = Duration::from_secs(600 * 60);
/// The largest increment or delay.
const MAX_INCREMENT: Duration = Duration::from_secs(600);

/// How a side's thinking time is topped up or spared on each move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum DelayMode {
    /// Fischer: the increment is added after each move.
    #[default]
    Fischer,
    /// Bronstein: after each move, the time used is given back, up to the
    /// delay.
    Bronstein,
    /// Simple (US) delay: the clock waits for the delay before it starts
    /// counting down on each move.
    Simple,
}

impl DelayMode {
    /// Every mode, for choosers.
    pub const ALL: [DelayMode; 3] = [DelayMode::Fischer, DelayMode::Bronstein, DelayMode::Simple];

    /// A short name for the mode.
    pub const fn label(self) -> &'static str {
        match self {
            DelayMode::Fischer => "Fischer increment",
            DelayMode::Bronstein => "Bronstein delay",
            DelayMode::Simple => "Simple delay",
        }
    }
}

/// One side's time control.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SideControl {
    /// Time at the start of the game.
    pub base: Duration,
    /// The increment (Fischer) or delay (Bronstein, simple) per move.
    pub increment: Duration,
    /// How `increment` is applied.
    pub mode: DelayMode,
}

impl SideControl {
    /// `base` plus a Fischer increment.
    pub const fn fischer(base: Duration, increment: Duration) -> SideControl {
        SideControl {
            base,
            increment,
            mode: DelayMode::Fischer,
        }
    }
}

/// Both sides' time controls (they differ for time odds).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// Per side.
    pub sides: ByColor<SideControl>,
}

impl TimeControl {
    /// The same control for both sides.
    pub const fn both(side: SideControl) -> TimeControl {
        TimeControl {
            sides: ByColor {
                white: side,
                black: side,
            },
        }
    }

    /// `minutes` + `increment_seconds`, Fischer, for both sides.
    pub const fn fischer_minutes(minutes: u64, increment_seconds: u64) -> TimeControl {
        TimeControl::both(SideControl::fischer(
            Duration::from_secs(minutes * 60),
            Duration::from_secs(increment_seconds),
        ))
    }

    /// The presets offered in the new-game dialog as (minutes, increment).
    pub const PRESETS: [(u64, u64); 12] = [
        (1, 0),
        (2, 1),
        (3, 0),
        (3, 2),
        (5, 0),
        (5, 3),
        (10, 0),
        (10, 5),
        (15, 10),
        (30, 0),
        (30, 20),
        (90, 30),
    ];

    /// The control of one side.
    pub fn side(&self, color: Color) -> SideControl {
        *self.sides.get(color)
    }
}

impl fmt::Display for DelayMode {
    /// The word after a control: none for Fischer, `Bronstein`, `delay`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DelayMode::Fischer => "",
            DelayMode::Bronstein => "Bronstein",
            DelayMode::Simple => "delay",
        })
    }
}

impl FromStr for DelayMode {
    type Err = ParseTimeControlError;

    fn from_str(s: &str) -> Result<DelayMode, ParseTimeControlError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "" | "fischer" => Ok(DelayMode::Fischer),
            "bronstein" => Ok(DelayMode::Bronstein),
            "delay" | "simple" | "us" => Ok(DelayMode::Simple),
            _ => Err(ParseTimeControlError::Unreadable(s.trim().to_owned())),
        }
    }
}

/// Seconds with up to three decimals, no trailing zeros: `3`, `0.5`.
fn seconds(d: Duration) -> String {
    let ms = d.as_millis();
    if ms.is_multiple_of(1000) {
        format!("{}", ms / 1000)
    } else {
        format!("{}.{:03}", ms / 1000, ms % 1000)
            .trim_end_matches('0')
            .to_owned()
    }
}

impl fmt::Display for SideControl {
    /// `5+3`, `0:30+0.5`, `5+2 delay`: the base in minutes (`m:ss` when not
    /// whole minutes), the increment or delay in seconds.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let base = self.base;
        if base.as_millis().is_multiple_of(60_000) {
            write!(f, "{}", base.as_secs() / 60)?;
        } else {
            let rest = base - Duration::from_secs(base.as_secs() / 60 * 60);
            let pad = if rest < Duration::from_secs(10) {
                "0"
            } else {
                ""
            };
            write!(f, "{}:{pad}{}", base.as_secs() / 60, seconds(rest))?;
        }
        write!(f, "+{}", seconds(self.increment))?;
        if self.mode != DelayMode::Fischer {
            write!(f, " {}", self.mode)?;
        }
        Ok(())
    }
}

/// Why a text is not a time control.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseTimeControlError {
    /// Not of the form `5+3`.
    Unreadable(String),
    /// A base time out of range.
    Base(String),
    /// An increment or delay out of range.
    Increment(String),
}

impl fmt::Display for ParseTimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseTimeControlError::Unreadable(text) => write!(
                f,
                "\"{text}\" is not a time control like 5+3 (minutes+seconds)"
            ),
            ParseTimeControlError::Base(text) => write!(
                f,
                "\"{text}\" is not a time control Rookery plays: the base time is from 15 \
                 seconds to 600 minutes (0.25 to 600)."
            ),
            ParseTimeControlError::Increment(text) => write!(
                f,
                "\"{text}\" is not a time control Rookery plays: the increment is from 0 to \
                 600 seconds."
            ),
        }
    }
}

impl std::error::Error for ParseTimeControlError {}

/// A number of seconds or minutes as written: `5`, `0.5`, `2.25`.
fn number(text: &str) -> Option<f64> {
    let text = text.trim();
    let ok = !text.is_empty()
        && text.bytes().all(|b| b.is_ascii_digit() || b == b'.')
        && text.bytes().filter(|&b| b == b'.').count() <= 1;
    ok.then(|| text.parse().ok()).flatten()
}

/// Milliseconds, rounded.
fn millis(seconds: f64) -> Duration {
    Duration::from_millis((seconds * 1000.0).round() as u64)
}

impl FromStr for SideControl {
    type Err = ParseTimeControlError;

    fn from_str(s: &str) -> Result<SideControl, ParseTimeControlError> {
        let text = s.trim();
        let unreadable = || ParseTimeControlError::Unreadable(text.to_owned());
        let (times, mode) = match text.split_once(' ') {
            Some((times, mode)) => (times, mode.parse::<DelayMode>().map_err(|_| unreadable())?),
            None => (text, DelayMode::Fischer),
        };
        let (base, increment) = times.split_once('+').ok_or_else(unreadable)?;
        let base = match base.split_once(':') {
            Some((m, s)) => {
                let (m, s) = (
                    number(m).ok_or_else(unreadable)?,
                    number(s).ok_or_else(unreadable)?,
                );
                if m.fract() != 0.0 || s >= 60.0 {
                    return Err(unreadable());
                }
                millis(m * 60.0 + s)
            }
            None => millis(number(base).ok_or_else(unreadable)? * 60.0),
        };
        let increment = millis(number(increment).ok_or_else(unreadable)?);
        if !(MIN_BASE..=MAX_BASE).contains(&base) {
            return Err(ParseTimeControlError::Base(text.to_owned()));
        }
        if increment > MAX_INCREMENT {
            return Err(ParseTimeControlError::Increment(text.to_owned()));
        }
        Ok(SideControl {
            base,
            increment,
            mode,
        })
    }
}

impl fmt::Display for TimeControl {
    /// `3+2`, `5+3 Bronstein`, or `W 5+0 / B 3+0` for time odds.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.sides.white == self.sides.black {
            write!(f, "{}", self.sides.white)
        } else {
            write!(f, "W {} / B {}", self.sides.white, self.sides.black)
        }
    }
}

impl FromStr for TimeControl {
    type Err = ParseTimeControlError;

    fn from_str(s: &str) -> Result<TimeControl, ParseTimeControlError> {
        let text = s.trim();
        if let Some(rest) = text.strip_prefix("W ")
            && let Some((white, black)) = rest.split_once(" / B ")
        {
            return Ok(TimeControl {
                sides: ByColor {
                    white: white.parse()?,
                    black: black.parse()?,
                },
            });
        }
        Ok(TimeControl::both(text.parse()?))
    }
}

impl TimeControl {
    /// The PGN `TimeControl` tag (`300+3`: seconds and increment), when
    /// the standard's form can say it: the same Fischer control for both
    /// sides.
    pub fn pgn_tag(&self) -> Option<String> {
        let side = self.sides.white;
        (self.sides.white == self.sides.black && side.mode == DelayMode::Fischer)
            .then(|| format!("{}+{}", seconds(side.base), seconds(side.increment)))
    }

    /// A control from a PGN `TimeControl` tag of that form (`300+3`).
    pub fn from_pgn_tag(tag: &str) -> Option<TimeControl> {
        let (base, increment) = tag.trim().split_once('+')?;
        Some(TimeControl::both(SideControl::fischer(
            millis(number(base)?),
            millis(number(increment)?),
        )))
    }
}

impl serde::Serialize for TimeControl {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for TimeControl {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<TimeControl, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Serde for an optional time control written as its text, or `untimed`
/// (the settings' new-game control).
pub mod untimed_or {
    use super::TimeControl;

    /// Writes `untimed` or the control.
    pub fn serialize<S: serde::Serializer>(
        control: &Option<TimeControl>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        match control {
            Some(control) => s.collect_str(control),
            None => s.serialize_str("untimed"),
        }
    }

    /// Reads `untimed` or a control.
    pub fn deserialize<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Option<TimeControl>, D::Error> {
        let text = <String as serde::Deserialize>::deserialize(d)?;
        if text.trim() == "untimed" {
            return Ok(None);
        }
        text.parse().map(Some).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_reads_back_and_out_of_range_names_the_range() {
        for (m, s) in TimeControl::PRESETS {
            let tc = TimeControl::fischer_minutes(m, s);
            assert_eq!(tc.to_string().parse::<TimeControl>(), Ok(tc));
        }
        assert_eq!(
            "0+1".parse::<TimeControl>(),
            Err(ParseTimeControlError::Base("0+1".into()))
        );
        assert_eq!(
            "5+601".parse::<TimeControl>(),
            Err(ParseTimeControlError::Increment("5+601".into()))
        );
        assert_eq!(
            TimeControl::from_pgn_tag("300+3"),
            Some(TimeControl::fischer_minutes(5, 3))
        );
        let odd = TimeControl {
            sides: ByColor {
                white: SideControl::fischer(
                    Duration::from_millis(61_500),
                    Duration::from_millis(250),
                ),
                black: SideControl {
                    base: Duration::from_secs(600),
                    increment: Duration::from_secs(5),
                    mode: DelayMode::Simple,
                },
            },
        };
        assert_eq!(odd.to_string(), "W 1:01.5+0.25 / B 10+5 delay");
        assert_eq!(odd.to_string().parse::<TimeControl>(), Ok(odd));
        assert_eq!(odd.pgn_tag(), None);
    }
}
