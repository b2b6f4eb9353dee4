//! The player's side of the store: each attempt, the rating it leaves,
//! failed puzzles' returns, the best streak, the Woodpecker cycles, and
//! what the dashboard shows of them.

use rusqlite::{OptionalExtension, params};

use super::{PuzzleStore, StoreError};
use crate::chess::puzzles::{
    glicko::Rating,
    schedule::{Cycle, Review, after_attempt, day_of},
};

/// How a puzzle was played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Rated: the player's rating moves.
    Rated,
    /// A streak's puzzle.
    Streak,
    /// A set's, in a cycle (Woodpecker) or on its own.
    Set,
    /// A failed puzzle come back.
    Review,
}

impl Mode {
    fn code(self) -> i64 {
        match self {
            Mode::Rated => 0,
            Mode::Streak => 1,
            Mode::Set => 2,
            Mode::Review => 3,
        }
    }
}

/// One attempt at a puzzle.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Attempt {
    /// The puzzle's key.
    pub puzzle: i64,
    /// When it ended (seconds since the epoch).
    pub at: i64,
    /// Solved without a mistake or the solution shown.
    pub solved: bool,
    /// How it was played.
    pub mode: Mode,
    /// How long it took.
    pub seconds: f64,
    /// The theme the player chose (lichess's name), if any: a rated
    /// puzzle's change is weighed by it ([`crate::chess::puzzles::glicko::theme_weight`]).
    pub theme: Option<&'static str>,
}

/// Success in one theme.
#[derive(Debug, Clone, PartialEq)]
pub struct ThemeScore {
    /// lichess's theme name.
    pub theme: String,
    /// Puzzles of that theme played.
    pub played: u32,
    /// Of them solved.
    pub solved: u32,
}

impl ThemeScore {
    /// The share solved, 0 to 1.
    pub fn share(&self) -> f64 {
        f64::from(self.solved) / f64::from(self.played.max(1))
    }
}

/// What the dashboard shows.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Dashboard {
    /// The rating after each rated attempt, oldest first (time, rating).
    pub ratings: Vec<(i64, f64)>,
    /// Success per theme, weakest first.
    pub themes: Vec<ThemeScore>,
    /// Puzzles played per day (day since the epoch, count), oldest first.
    pub per_day: Vec<(i64, u32)>,
    /// Puzzles played and solved in all.
    pub played: u32,
    /// Of them solved.
    pub solved: u32,
    /// Each set's cycles (the Woodpecker method), oldest first, to compare
    /// their times.
    pub cycles: Vec<(String, Vec<Cycle>)>,
}

impl PuzzleStore {
    /// The player's rating (a new player's if none is kept).
    pub fn rating(&self) -> Result<Rating, StoreError> {
        let kept = self
            .conn
            .query_row(
                "SELECT rating, deviation, volatility FROM player WHERE id = 1",
                [],
                |r| {
                    Ok(Rating {
                        rating: r.get(0)?,
                        deviation: r.get(1)?,
                        volatility: r.get(2)?,
                    })
                },
            )
            .optional()?;
        Ok(kept.unwrap_or(Rating::NEW))
    }

    /// The best streak kept.
    pub fn best_streak(&self) -> Result<u32, StoreError> {
        let best: Option<i64> = self
            .conn
            .query_row("SELECT best_streak FROM player WHERE id = 1", [], |r| {
                r.get(0)
            })
            .optional()?;
        Ok(best.unwrap_or(0) as u32)
    }

    /// Keeps a streak's length if it is the best.
    pub fn streak_ended(&mut self, length: u32) -> Result<u32, StoreError> {
        let rating = self.rating()?;
        self.conn.execute(
            "INSERT INTO player (id, rating, deviation, volatility, best_streak) \
             VALUES (1, ?1, ?2, ?3, ?4) ON CONFLICT (id) DO UPDATE SET \
             best_streak = max(best_streak, excluded.best_streak)",
            params![rating.rating, rating.deviation, rating.volatility, length],
        )?;
        self.best_streak()
    }

    /// Records an attempt in one transaction: the attempt, the rating it
    /// leaves (rated puzzles only), and the puzzle's return if it failed
    /// or was one. Returns the rating after it.
    pub fn record(&mut self, attempt: Attempt) -> Result<Rating, StoreError> {
        let before = self.rating()?;
        let puzzle: Option<(i64, i64)> = self
            .conn
            .query_row(
                "SELECT rating, deviation FROM puzzle WHERE id = ?1",
                [attempt.puzzle],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        let after = match (attempt.mode, puzzle) {
            (Mode::Rated, Some((rating, deviation))) if rating > 0 => {
                let deviation = (deviation as f64).max(45.0);
                before.after_round(rating as f64, deviation, attempt.solved, attempt.theme)
            }
            _ => before,
        };
        let review = self.review_of(attempt.puzzle)?;
        let next = after_attempt(review, attempt.solved, attempt.at);
        let rated = attempt.mode == Mode::Rated;
        let tx = self.conn.transaction()?;
        tx.execute(
            "INSERT INTO attempt \
             (puzzle, at, solved, mode, seconds, rating, deviation, volatility) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                attempt.puzzle,
                attempt.at,
                attempt.solved,
                attempt.mode.code(),
                attempt.seconds,
                rated.then_some(after.rating),
                rated.then_some(after.deviation),
                rated.then_some(after.volatility)
            ],
        )?;
        tx.execute(
            "INSERT INTO player (id, rating, deviation, volatility) VALUES (1, ?1, ?2, ?3) \
             ON CONFLICT (id) DO UPDATE SET rating = ?1, deviation = ?2, volatility = ?3",
            params![after.rating, after.deviation, after.volatility],
        )?;
        match next {
            Some(r) => tx.execute(
                "INSERT OR REPLACE INTO review (puzzle, due, returns, solved) \
                 VALUES (?1, ?2, ?3, ?4)",
                params![attempt.puzzle, r.due, r.returns, r.solved],
            )?,
            None => tx.execute("DELETE FROM review WHERE puzzle = ?1", [attempt.puzzle])?,
        };
        tx.commit()?;
        Ok(after)
    }

    /// A puzzle's return, if it has one.
    pub fn review_of(&self, puzzle: i64) -> Result<Option<Review>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT due, returns, solved FROM review WHERE puzzle = ?1",
                [puzzle],
                |r| {
                    Ok(Review {
                        due: r.get(0)?,
                        returns: r.get(1)?,
                        solved: r.get(2)?,
                    })
                },
            )
            .optional()?)
    }

    /// What the dashboard shows, from every attempt kept.
    pub fn dashboard(&self) -> Result<Dashboard, StoreError> {
        let mut ratings = Vec::new();
        let mut st = self.conn.prepare_cached(
            "SELECT at, rating FROM attempt WHERE rating IS NOT NULL ORDER BY id",
        )?;
        for row in st.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))? {
            ratings.push(row?);
        }
        let mut st = self.conn.prepare_cached(
            "SELECT t.name, count(*), sum(a.solved) FROM attempt a \
             JOIN puzzle_theme pt ON pt.puzzle = a.puzzle JOIN theme t ON t.id = pt.theme \
             GROUP BY t.id",
        )?;
        let mut themes: Vec<ThemeScore> = st
            .query_map([], |r| {
                Ok(ThemeScore {
                    theme: r.get(0)?,
                    played: r.get(1)?,
                    solved: r.get(2)?,
                })
            })?
            .collect::<Result<_, _>>()?;
        themes.sort_by(|a, b| {
            a.share()
                .total_cmp(&b.share())
                .then(b.played.cmp(&a.played))
        });
        let mut per_day: Vec<(i64, u32)> = Vec::new();
        let mut st = self
            .conn
            .prepare_cached("SELECT at FROM attempt ORDER BY at")?;
        for at in st.query_map([], |r| r.get::<_, i64>(0))? {
            let day = day_of(at?);
            match per_day.last_mut() {
                Some((d, n)) if *d == day => *n += 1,
                _ => per_day.push((day, 1)),
            }
        }
        let (played, solved): (u32, u32) = self.conn.query_row(
            "SELECT count(*), coalesce(sum(solved), 0) FROM attempt",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        let mut cycles = Vec::new();
        let mut st = self.conn.prepare_cached(
            "SELECT DISTINCT s.name FROM cycle c JOIN source s ON s.id = c.source ORDER BY s.name",
        )?;
        let sets: Vec<String> = st.query_map([], |r| r.get(0))?.collect::<Result<_, _>>()?;
        for set in sets {
            let of_set = self.cycles(&set)?;
            cycles.push((set, of_set));
        }
        Ok(Dashboard {
            ratings,
            themes,
            per_day,
            played,
            solved,
            cycles,
        })
    }

    /// The cycles through a set so far, oldest first.
    pub fn cycles(&self, source: &str) -> Result<Vec<Cycle>, StoreError> {
        let mut st = self.conn.prepare_cached(
            "SELECT c.number, c.started, c.finished, c.solved, c.failed FROM cycle c \
             JOIN source s ON s.id = c.source WHERE s.name = ?1 ORDER BY c.number",
        )?;
        let rows = st.query_map([source], |r| {
            Ok(Cycle {
                number: r.get(0)?,
                started: r.get(1)?,
                finished: r.get(2)?,
                solved: r.get(3)?,
                failed: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The cycle under way through a set, begun at `now` if none is; and
    /// the index of the set's next puzzle in it.
    pub fn cycle_under_way(
        &mut self,
        source: &str,
        now: i64,
    ) -> Result<(Cycle, usize), StoreError> {
        let id = self.source_id(source)?;
        let open: Option<(u32, i64)> = self
            .conn
            .query_row(
                "SELECT number, next FROM cycle WHERE source = ?1 AND finished IS NULL",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        if open.is_none() {
            self.conn.execute(
                "INSERT INTO cycle (source, number, started) VALUES (?1, \
                 (SELECT coalesce(max(number), 0) + 1 FROM cycle WHERE source = ?1), ?2)",
                params![id, now],
            )?;
        }
        let cycles = self.cycles(source)?;
        let cycle = *cycles.last().expect("a cycle was just made or found");
        Ok((cycle, open.map_or(0, |o| o.1 as usize)))
    }

    /// Counts a set's puzzle in its cycle under way; the last of the set
    /// (`of` puzzles) ends the cycle at `now`.
    pub fn cycle_step(
        &mut self,
        source: &str,
        solved: bool,
        of: usize,
        now: i64,
    ) -> Result<Cycle, StoreError> {
        let (cycle, next) = self.cycle_under_way(source, now)?;
        let id = self.source_id(source)?;
        let next = next + 1;
        let stored_next = next as i64;
        let finished = (next >= of).then_some(now);
        self.conn.execute(
            "UPDATE cycle SET next = ?3, solved = solved + ?4, failed = failed + ?5, \
             finished = ?6 WHERE source = ?1 AND number = ?2",
            params![id, cycle.number, stored_next, solved, !solved, finished],
        )?;
        let cycles = self.cycles(source)?;
        Ok(*cycles
            .iter()
            .find(|c| c.number == cycle.number)
            .expect("the cycle was just updated"))
    }
}
