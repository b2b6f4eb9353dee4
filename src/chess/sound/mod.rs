//! What is heard: which sound each moment of a game makes ([`Cues`]), the
//! low-time warning's threshold, and the sounds themselves ([`synth`]).
//! The app tells [`Cues`] what the session became after each change and
//! plays what it answers; nothing here plays anything or reads the time.

pub mod synth;

use std::time::{Duration, Instant};

use shakmaty::{ByColor, Color, KnownOutcome};

use crate::chess::game::{GameMode, Ply, RepetitionKey};
use crate::chess::session::{Change, Session};

/// A sound Rookery makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sound {
    /// A quiet move.
    Move,
    /// A capture.
    Capture,
    /// A move that gives check (mate too).
    Check,
    /// Castling.
    Castle,
    /// A promotion.
    Promote,
    /// A game starts.
    Start,
    /// A game ends with a winner.
    Win,
    /// A game ends drawn.
    Draw,
    /// A draw offer or a takeback request.
    Offer,
    /// The side to move is low on time.
    LowTime,
    /// A typed move was refused.
    Error,
}

impl Sound {
    /// Every sound, in the order above.
    pub const ALL: [Sound; 11] = [
        Sound::Move,
        Sound::Capture,
        Sound::Check,
        Sound::Castle,
        Sound::Promote,
        Sound::Start,
        Sound::Win,
        Sound::Draw,
        Sound::Offer,
        Sound::LowTime,
        Sound::Error,
    ];

    /// The sound of a move: a check above all, then a promotion,
    /// castling, a capture, a plain move.
    pub fn of_ply(ply: &Ply) -> Sound {
        let Some(mv) = ply.mv else {
            return Sound::Move;
        };
        if ply.san.suffix.is_some() {
            Sound::Check
        } else if mv.is_promotion() {
            Sound::Promote
        } else if mv.is_castle() {
            Sound::Castle
        } else if mv.is_capture() {
            Sound::Capture
        } else {
            Sound::Move
        }
    }

    /// The sound of a game's end.
    pub fn of_outcome(outcome: KnownOutcome) -> Sound {
        match outcome {
            KnownOutcome::Decisive { .. } => Sound::Win,
            KnownOutcome::Draw => Sound::Draw,
        }
    }
}

/// A sound to play, and whether quietly (browsing the moves).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cue {
    /// The sound.
    pub sound: Sound,
    /// Played softly: a move shown while browsing, not played.
    pub quiet: bool,
}

impl Cue {
    const fn loud(sound: Sound) -> Cue {
        Cue {
            sound,
            quiet: false,
        }
    }
}

/// How soon after a browsing sound another may play: dragging through the
/// moves fast makes one sound, not a rattle.
pub const BROWSE_GAP: Duration = Duration::from_millis(80);

/// Below how much time left the warning sounds, for a clock that started
/// with `initial`: lichess's 1000·min(60, max(10, initial·0.125)) ms, so
/// 10 s at 1 minute, 37.5 s at 5 minutes, a minute from 8 minutes.
pub fn low_time_threshold(initial: Duration) -> Duration {
    let secs = (initial.as_secs_f64() * 0.125).clamp(10.0, 60.0);
    Duration::from_millis((secs * 1000.0) as u64)
}

/// What the session showed when last seen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Seen {
    /// The position the board showed, and how many plies led to it.
    shown: (RepetitionKey, usize),
    finished: bool,
    offer: Option<Color>,
    takeback: Option<Color>,
}

impl Seen {
    fn of(session: &Session) -> Seen {
        let game = session.game();
        Seen {
            shown: (
                RepetitionKey::of(game.view_position()),
                game.view_line().len(),
            ),
            finished: game.status().is_finished(),
            offer: game.draw_offer(),
            takeback: session.takeback_request(),
        }
    }
}

/// Decides the sounds of a session's changes: follows it change by change
/// and remembers what it showed, which players were warned of low time,
/// and when the moves were last browsed.
#[derive(Debug, Clone, Default)]
pub struct Cues {
    seen: Option<Seen>,
    warned: ByColor<bool>,
    browsed: Option<Instant>,
}

impl Cues {
    /// Starts following `session` as it is, if not yet following one.
    pub fn watch(&mut self, session: &Session) {
        if self.seen.is_none() {
            self.seen = Some(Seen::of(session));
        }
    }

    /// The sounds of what `change` did to `session` at `now`, in order
    /// (a mating move's check, then the win).
    pub fn after(&mut self, session: &Session, change: Change, now: Instant) -> Vec<Cue> {
        let seen = Seen::of(session);
        let before = self.seen.replace(seen);
        let mut cues = Vec::new();
        if change.new_game || before.is_none() {
            self.warned = ByColor::default();
            self.browsed = None;
            let live = session.game().mode() == GameMode::Live;
            if change.new_game && live && !seen.finished && session.game().ply_count() == 0 {
                cues.push(Cue::loud(Sound::Start));
            }
            return cues;
        }
        let Some(before) = before else {
            return cues;
        };
        let game = session.game();
        if seen.shown != before.shown {
            let forward = seen.shown.1 == before.shown.1 + 1
                && RepetitionKey::of(game.view_position_before()) == before.shown.0;
            match game.view_last_ply() {
                // A move played: the game grew by it.
                Some(ply) if change.game && forward => cues.push(Cue::loud(Sound::of_ply(ply))),
                // Browsing (a move of the record followed on the board
                // too): softly, and not again within the gap.
                Some(ply) if !change.game => cues.extend(self.browse(ply, now)),
                _ => {}
            }
        }
        if seen.finished && !before.finished {
            if let Some(outcome) = game.status().outcome() {
                cues.push(Cue::loud(Sound::of_outcome(outcome)));
            }
        } else if (seen.offer.is_some() && seen.offer != before.offer)
            || (seen.takeback.is_some() && seen.takeback != before.takeback)
        {
            cues.push(Cue::loud(Sound::Offer));
        }
        cues
    }

    /// A move shown while browsing: softly, unless another was heard
    /// within [`BROWSE_GAP`].
    fn browse(&mut self, ply: &Ply, now: Instant) -> Option<Cue> {
        if self
            .browsed
            .is_some_and(|last| now.saturating_duration_since(last) < BROWSE_GAP)
        {
            return None;
        }
        self.browsed = Some(now);
        Some(Cue {
            sound: Sound::of_ply(ply),
            quiet: true,
        })
    }

    /// The low-time warning, once per game and player: when the side whose
    /// clock runs has less than [`low_time_threshold`] of its initial time
    /// left.
    pub fn low_time(&mut self, session: &Session, now: Instant) -> Option<Cue> {
        let clock = session.clock()?;
        let side = clock.running()?;
        if session.game().status().is_finished() || *self.warned.get(side) {
            return None;
        }
        let threshold = low_time_threshold(clock.control().side(side).base);
        if clock.remaining(side, now) >= threshold {
            return None;
        }
        *self.warned.get_mut(side) = true;
        Some(Cue::loud(Sound::LowTime))
    }

    /// When the warning for the side whose clock runs is due, if it is
    /// still to come (for waking a sleeping window just in time).
    pub fn low_time_in(&self, session: &Session, now: Instant) -> Option<Duration> {
        let clock = session.clock()?;
        let side = clock.running()?;
        if *self.warned.get(side) || session.game().status().is_finished() {
            return None;
        }
        let threshold = low_time_threshold(clock.control().side(side).base);
        Some(
            clock
                .remaining(side, now)
                .saturating_sub(threshold)
                .saturating_add(Duration::from_millis(1)),
        )
    }
}
