//! The chess clock, pure: base time with Fischer increment, Bronstein delay
//! or simple (US) delay, per side. Time is always passed in as a monotonic
//! [`Instant`]; nothing here reads the system clock, and remaining time is
//! computed from the instant a turn started, never by summing frame deltas.
//!
//! ```
//! use std::time::{Duration, Instant};
//! use rookery::chess::clock::{Clock, TimeControl};
//! use shakmaty::Color;
//!
//! let t0 = Instant::now();
//! let mut clock = Clock::new(TimeControl::fischer_minutes(3, 2));
//! // White's first move is untimed: Black's clock starts once White moved.
//! clock.on_move(Color::White, t0);
//! let black_left = clock.on_move(Color::Black, t0 + Duration::from_secs(10));
//! assert_eq!(black_left, Duration::from_secs(180 - 10 + 2));
//! ```

mod control;

use std::time::{Duration, Instant};

use shakmaty::{ByColor, Color};

pub use control::{DelayMode, ParseTimeControlError, SideControl, TimeControl, untimed_or};

/// The turn whose time is being counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Turn {
    side: Color,
    /// Thinking time used in this turn before the latest start or resume.
    used_before: Duration,
    /// When the clock last started or resumed for this turn; `None` while
    /// paused or stopped.
    since: Option<Instant>,
}

/// A two-sided chess clock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    /// Each side's time at the start of its current or next turn.
    banked: ByColor<Duration>,
    turn: Option<Turn>,
    paused: bool,
    stopped: bool,
}

impl Clock {
    /// A clock at the start of a game: full time, nothing running. The first
    /// move of the game is untimed.
    pub fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            banked: ByColor {
                white: control.sides.white.base,
                black: control.sides.black.base,
            },
            turn: None,
            paused: false,
            stopped: false,
        }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The side whose clock runs, if any (none before the first move, while
    /// paused or after the game).
    pub fn running(&self) -> Option<Color> {
        self.turn.filter(|t| t.since.is_some()).map(|t| t.side)
    }

    /// The side whose turn is being timed, running or paused.
    pub fn timing(&self) -> Option<Color> {
        self.turn.map(|t| t.side)
    }

    /// Whether the clocks are paused.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Whether the clocks were stopped for good (the game ended).
    pub fn is_stopped(&self) -> bool {
        self.stopped
    }

    fn used(turn: &Turn, now: Instant) -> Duration {
        turn.used_before
            + turn
                .since
                .map_or(Duration::ZERO, |s| now.saturating_duration_since(s))
    }

    /// The time charged for `used` thinking time under `side`'s control: a
    /// simple delay spares its first seconds.
    fn charged(&self, side: Color, used: Duration) -> Duration {
        let control = self.control.side(side);
        match control.mode {
            DelayMode::Simple => used.saturating_sub(control.increment),
            DelayMode::Fischer | DelayMode::Bronstein => used,
        }
    }

    /// `color`'s remaining time at `now`.
    pub fn remaining(&self, color: Color, now: Instant) -> Duration {
        let banked = *self.banked.get(color);
        match self.turn {
            Some(turn) if turn.side == color => {
                banked.saturating_sub(self.charged(color, Self::used(&turn, now)))
            }
            _ => banked,
        }
    }

    /// The side whose flag has fallen at `now`, if any. A flag falls when
    /// the remaining time reaches exactly zero.
    pub fn flagged(&self, now: Instant) -> Option<Color> {
        let turn = self.turn?;
        (self.remaining(turn.side, now).is_zero()).then_some(turn.side)
    }

    /// When the running side's flag will fall, if a clock runs.
    pub fn flag_instant(&self) -> Option<Instant> {
        let turn = self.turn?;
        let since = turn.since?;
        let control = self.control.side(turn.side);
        let grace = match control.mode {
            DelayMode::Simple => control.increment,
            _ => Duration::ZERO,
        };
        let left = (*self.banked.get(turn.side) + grace).saturating_sub(turn.used_before);
        Some(since + left)
    }

    /// `mover` completed a move at `now`: their time is charged, their
    /// increment or Bronstein refund added, and the opponent's clock starts
    /// (unless paused). The first move of the game is untimed. Returns the
    /// mover's remaining time, to record with the move.
    pub fn on_move(&mut self, mover: Color, now: Instant) -> Duration {
        if self.stopped {
            return *self.banked.get(mover);
        }
        match self.turn {
            Some(turn) if turn.side == mover => {
                let used = Self::used(&turn, now);
                let control = self.control.side(mover);
                let charged = self.charged(mover, used);
                let mut left = self.banked.get(mover).saturating_sub(charged);
                if !left.is_zero() {
                    left += match control.mode {
                        DelayMode::Fischer => control.increment,
                        DelayMode::Bronstein => used.min(control.increment),
                        DelayMode::Simple => Duration::ZERO,
                    };
                }
                *self.banked.get_mut(mover) = left;
            }
            // The untimed first move, or a move while the other side's turn
            // was being timed (cannot happen in a game; keeps the clock sane).
            _ => {}
        }
        self.turn = Some(Turn {
            side: !mover,
            used_before: Duration::ZERO,
            since: (!self.paused).then_some(now),
        });
        *self.banked.get(mover)
    }

    /// Freezes both clocks.
    pub fn pause(&mut self, now: Instant) {
        if self.paused || self.stopped {
            return;
        }
        self.paused = true;
        if let Some(turn) = self.turn.as_mut() {
            turn.used_before = Self::used(turn, now);
            turn.since = None;
        }
    }

    /// Starts the clocks again after a pause.
    pub fn resume(&mut self, now: Instant) {
        if !self.paused || self.stopped {
            return;
        }
        self.paused = false;
        if let Some(turn) = self.turn.as_mut() {
            turn.since = Some(now);
        }
    }

    /// Stops both clocks for good (the game ended), keeping the times shown.
    pub fn stop(&mut self, now: Instant) {
        if let Some(turn) = self.turn {
            let left = self.remaining(turn.side, now);
            *self.banked.get_mut(turn.side) = left;
        }
        self.turn = None;
        self.stopped = true;
    }

    /// Sets both sides' times after a takeback:
    /// `to_move`'s clock runs from `now` unless no move has been played
    /// (`started` false) or the clocks are paused.
    pub fn restore(
        &mut self,
        times: ByColor<Duration>,
        to_move: Color,
        started: bool,
        now: Instant,
    ) {
        self.banked = times;
        self.stopped = false;
        self.turn = started.then_some(Turn {
            side: to_move,
            used_before: Duration::ZERO,
            since: (!self.paused).then_some(now),
        });
    }

    /// How long from `now` until a shown digit of the running clock changes
    /// (or the flag falls), for waking a sleeping window just in time.
    pub fn next_display_change(&self, now: Instant) -> Option<Duration> {
        let turn = self.turn?;
        turn.since?;
        let control = self.control.side(turn.side);
        let used = Self::used(&turn, now);
        // During a simple delay the display stands still.
        let waiting = match control.mode {
            DelayMode::Simple => control.increment.saturating_sub(used),
            _ => Duration::ZERO,
        };
        let left = self.remaining(turn.side, now);
        let step = if left > Duration::from_secs(10) {
            Duration::from_secs(1)
        } else {
            Duration::from_millis(100)
        };
        let step_nanos = step.as_nanos();
        let into_step = Duration::from_nanos((left.as_nanos() % step_nanos) as u64);
        Some(waiting + into_step + Duration::from_millis(1))
    }

    /// Whether `color`'s time is low: under 10 s, or under 10 % of the base
    /// when that is more.
    pub fn is_low(&self, color: Color, now: Instant) -> bool {
        let threshold = (self.control.side(color).base / 10).max(Duration::from_secs(10));
        self.remaining(color, now) < threshold
    }
}

/// A clock reading as players expect it: `h:mm:ss` from one hour, `m:ss`
/// below, and tenths under ten seconds (`0:09.9`). Digits are cut, never
/// rounded up, so `0:00.0` shows only when the flag has fallen.
pub fn clock_face(d: Duration) -> String {
    let total = d.as_secs();
    let (h, m, s) = (total / 3600, (total / 60) % 60, total % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else if d < Duration::from_secs(10) {
        format!("{m}:{s:02}.{}", d.subsec_millis() / 100)
    } else {
        format!("{m}:{s:02}")
    }
}
