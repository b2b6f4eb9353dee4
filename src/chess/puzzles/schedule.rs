//! Which puzzle comes next, and when a failed one comes back. Times are
//! seconds since the Unix epoch, passed in.

/// A day in seconds.
pub const DAY: i64 = 86_400;

/// Puzzles played this recently are not chosen again by rating (four
/// weeks).
pub const RECENT: i64 = 28 * DAY;

/// How hard the next puzzle is, against the player's rating (lichess's
/// five steps).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Difficulty {
    /// 600 below.
    Easiest,
    /// 300 below.
    Easier,
    /// At the rating.
    #[default]
    Normal,
    /// 300 above.
    Harder,
    /// 600 above.
    Hardest,
}

impl Difficulty {
    /// Every step, easiest first.
    pub const ALL: [Difficulty; 5] = [
        Difficulty::Easiest,
        Difficulty::Easier,
        Difficulty::Normal,
        Difficulty::Harder,
        Difficulty::Hardest,
    ];

    /// Points from the player's rating.
    pub fn offset(self) -> i32 {
        match self {
            Difficulty::Easiest => -600,
            Difficulty::Easier => -300,
            Difficulty::Normal => 0,
            Difficulty::Harder => 300,
            Difficulty::Hardest => 600,
        }
    }

    /// The step nearest `offset` points from the rating (a settings
    /// file's).
    ///
    /// ```
    /// use rookery::chess::puzzles::schedule::Difficulty;
    /// assert_eq!(Difficulty::from_offset(300), Difficulty::Harder);
    /// assert_eq!(Difficulty::from_offset(-10_000), Difficulty::Easiest);
    /// ```
    pub fn from_offset(offset: i32) -> Difficulty {
        *Difficulty::ALL
            .iter()
            .min_by_key(|d| (d.offset() - offset).abs())
            .expect("five steps")
    }

    /// The message that names it.
    pub fn message(self) -> &'static str {
        match self {
            Difficulty::Easiest => "puzzle-difficulty-easiest",
            Difficulty::Easier => "puzzle-difficulty-easier",
            Difficulty::Normal => "puzzle-difficulty-normal",
            Difficulty::Harder => "puzzle-difficulty-harder",
            Difficulty::Hardest => "puzzle-difficulty-hardest",
        }
    }

    /// The rating the next puzzle is chosen near.
    ///
    /// ```
    /// use rookery::chess::puzzles::schedule::Difficulty;
    /// assert_eq!(Difficulty::Harder.target(1500.4), 1800);
    /// assert_eq!(Difficulty::Easiest.target(500.0), 0);
    /// ```
    pub fn target(self, rating: f64) -> i32 {
        (rating.round() as i32 + self.offset()).max(0)
    }
}

/// A streak's nth puzzle (from 0): each a little harder, from 1000.
///
/// ```
/// use rookery::chess::puzzles::schedule::streak_target;
/// assert_eq!(streak_target(0), 1000);
/// assert_eq!(streak_target(10), 1400);
/// ```
pub fn streak_target(solved: u32) -> i32 {
    1000 + 40 * solved as i32
}

/// Days after which a failed puzzle comes back: after the failure, then
/// after each return.
pub const INTERVALS: [i64; 3] = [1, 3, 7];
/// Solved this often on its returns, a failed puzzle stops coming back.
pub const SOLVED_TO_END: u8 = 2;

/// A failed puzzle's return.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Review {
    /// When it is due.
    pub due: i64,
    /// How often it came back.
    pub returns: u8,
    /// How often it was solved on its returns.
    pub solved: u8,
}

/// The review after an attempt at `now`: a failure brings the puzzle back
/// after a day, each return after 1, 3, then 7 days, until it is solved
/// twice on its returns (`None`: nothing to review). A puzzle solved
/// without a review stays without one.
///
/// ```
/// use rookery::chess::puzzles::schedule::{DAY, Review, after_attempt};
/// let failed = after_attempt(None, false, 0).unwrap();
/// assert_eq!(failed, Review { due: DAY, returns: 0, solved: 0 });
/// let once = after_attempt(Some(failed), true, DAY).unwrap();
/// assert_eq!(once.due, DAY + 3 * DAY);
/// assert_eq!(after_attempt(Some(once), true, 4 * DAY), None);
/// ```
pub fn after_attempt(review: Option<Review>, solved: bool, now: i64) -> Option<Review> {
    let Some(r) = review else {
        return (!solved).then_some(Review {
            due: now + INTERVALS[0] * DAY,
            returns: 0,
            solved: 0,
        });
    };
    let returns = r.returns.saturating_add(1);
    let solved_count = r.solved + u8::from(solved);
    if solved_count >= SOLVED_TO_END {
        return None;
    }
    let step = usize::from(returns).min(INTERVALS.len() - 1);
    Some(Review {
        due: now + INTERVALS[step] * DAY,
        returns,
        solved: solved_count,
    })
}

/// One cycle through a fixed set (the Woodpecker method).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Cycle {
    /// Its number, from 1.
    pub number: u32,
    /// When it began.
    pub started: i64,
    /// When its last puzzle was played, if it is over.
    pub finished: Option<i64>,
    /// Puzzles solved in it.
    pub solved: u32,
    /// Puzzles failed in it.
    pub failed: u32,
}

impl Cycle {
    /// Its time in seconds, once over.
    pub fn seconds(&self) -> Option<i64> {
        self.finished.map(|f| f - self.started)
    }
}

/// The day (from the epoch) of a time, for puzzles per day.
pub fn day_of(time: i64) -> i64 {
    time.div_euclid(DAY)
}
