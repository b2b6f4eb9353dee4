//! How well a card is known, and when it is next asked: FSRS (the Free
//! Spaced Repetition Scheduler) through the `rs-fsrs` crate, with its
//! default parameters (named in [`parameters`]). Time is passed in, as
//! seconds since the epoch.
//!
//! ```
//! use rookery::chess::repertoire::memory::{Grade, Memory, DAY};
//! let first = Memory::NEW.after(Grade::Good, 0);
//! assert_eq!(first.scheduled_days, 0); // learning: again in minutes
//! let second = first.after(Grade::Good, first.due);
//! assert_eq!(second.scheduled_days, 4);
//! assert_eq!(second.due, first.due + 4 * DAY);
//! ```

use chrono::{DateTime, Utc};
use rs_fsrs::{Card, FSRS, Parameters, Rating, State};

/// Seconds in a day.
pub const DAY: i64 = 86_400;
/// A right first move played within this many seconds is graded Easy.
pub const QUICK_SECONDS: f64 = 5.0;

/// The scheduler's parameters: the retention asked for (nine reviews in
/// ten remembered), the longest interval (a hundred years), FSRS-5's
/// default weights, its short-term (same-day learning) steps, and no fuzz
/// (so that a card's dates depend on its reviews alone).
pub fn parameters() -> Parameters {
    Parameters {
        request_retention: 0.9,
        maximum_interval: 36_500,
        enable_short_term: true,
        enable_fuzz: false,
        ..Parameters::default()
    }
}

/// How a card was answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Grade {
    /// Wrong.
    Again,
    /// Right after a hint.
    Hard,
    /// Right the first time.
    Good,
    /// Right the first time, quickly.
    Easy,
}

impl Grade {
    /// The grade of an answer: right or not, after a hint or not, in so
    /// many seconds.
    pub fn of(right_first: bool, hinted: bool, seconds: f64) -> Grade {
        match (right_first, hinted) {
            (false, _) => Grade::Again,
            (true, true) => Grade::Hard,
            (true, false) if seconds <= QUICK_SECONDS => Grade::Easy,
            (true, false) => Grade::Good,
        }
    }

    /// Its number as FSRS counts (Again 1 … Easy 4), as kept.
    pub fn code(self) -> i64 {
        match self {
            Grade::Again => 1,
            Grade::Hard => 2,
            Grade::Good => 3,
            Grade::Easy => 4,
        }
    }

    fn rating(self) -> Rating {
        match self {
            Grade::Again => Rating::Again,
            Grade::Hard => Rating::Hard,
            Grade::Good => Rating::Good,
            Grade::Easy => Rating::Easy,
        }
    }
}

/// Where a card is in its learning.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Never asked.
    New,
    /// Being learnt (asked again the same day).
    Learning,
    /// Learnt: asked again after days.
    Review,
    /// Forgotten after it was learnt, being learnt again.
    Relearning,
}

impl Stage {
    /// Its number as kept.
    pub fn code(self) -> i64 {
        match self {
            Stage::New => 0,
            Stage::Learning => 1,
            Stage::Review => 2,
            Stage::Relearning => 3,
        }
    }

    /// The stage of a number kept (an unknown one reads as new).
    pub fn of_code(code: i64) -> Stage {
        match code {
            1 => Stage::Learning,
            2 => Stage::Review,
            3 => Stage::Relearning,
            _ => Stage::New,
        }
    }
}

/// A card's memory, as kept: FSRS's card, its times in seconds.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Memory {
    /// When it is next due.
    pub due: i64,
    /// FSRS's stability (days for the recall chance to fall to 90 %).
    pub stability: f64,
    /// FSRS's difficulty (1 to 10).
    pub difficulty: f64,
    /// Days between its last two reviews.
    pub elapsed_days: i64,
    /// Days from its last review to its due date.
    pub scheduled_days: i64,
    /// Times reviewed.
    pub reps: i32,
    /// Times forgotten after it was learnt.
    pub lapses: i32,
    /// Its stage.
    pub stage: Stage,
    /// When it was last reviewed.
    pub last_review: i64,
}

impl Memory {
    /// A card never asked (due at once).
    pub const NEW: Memory = Memory {
        due: 0,
        stability: 0.0,
        difficulty: 0.0,
        elapsed_days: 0,
        scheduled_days: 0,
        reps: 0,
        lapses: 0,
        stage: Stage::New,
        last_review: 0,
    };

    /// Its memory after a review graded `grade` at `now`.
    pub fn after(self, grade: Grade, now: i64) -> Memory {
        let fsrs = FSRS::new(parameters());
        let next = fsrs.next(self.card(), time(now), grade.rating());
        Memory::of_card(&next.card)
    }

    /// Whether it is due at `now` (a new card always is).
    pub fn is_due(&self, now: i64) -> bool {
        self.stage == Stage::New || self.due <= now
    }

    /// Learnt: in review and not forgotten since.
    pub fn learned(&self) -> bool {
        self.stage == Stage::Review
    }

    fn card(&self) -> Card {
        Card {
            due: time(self.due),
            stability: self.stability,
            difficulty: self.difficulty,
            elapsed_days: self.elapsed_days,
            scheduled_days: self.scheduled_days,
            reps: self.reps,
            lapses: self.lapses,
            state: match self.stage {
                Stage::New => State::New,
                Stage::Learning => State::Learning,
                Stage::Review => State::Review,
                Stage::Relearning => State::Relearning,
            },
            last_review: time(self.last_review),
        }
    }

    fn of_card(card: &Card) -> Memory {
        Memory {
            due: card.due.timestamp(),
            stability: card.stability,
            difficulty: card.difficulty,
            elapsed_days: card.elapsed_days,
            scheduled_days: card.scheduled_days,
            reps: card.reps,
            lapses: card.lapses,
            stage: match card.state {
                State::New => Stage::New,
                State::Learning => Stage::Learning,
                State::Review => Stage::Review,
                State::Relearning => Stage::Relearning,
            },
            last_review: card.last_review.timestamp(),
        }
    }
}

/// Seconds since the epoch as a time (the epoch itself for one out of
/// range).
fn time(seconds: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(seconds, 0).unwrap_or_default()
}
