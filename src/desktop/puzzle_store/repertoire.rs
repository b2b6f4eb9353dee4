//! The repertoires' side of the store: each repertoire (a file and its
//! side), each card's memory keyed by its position, and every review.
//! A repertoire's cards are matched to its file each time it is opened
//! ([`PuzzleStore::sync_cards`]): a card whose position stays keeps its
//! history, a new one starts fresh, a removed one is dropped.

use std::collections::HashMap;

use rusqlite::{OptionalExtension, params};
use shakmaty::Color;

use super::{PuzzleStore, StoreError};
use crate::chess::repertoire::memory::{DAY, Grade, Memory, Stage};

/// The repertoires' tables (created with the store's).
pub(super) const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS repertoire (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, side INTEGER NOT NULL, UNIQUE (name, side)
);
CREATE TABLE IF NOT EXISTS card (
    repertoire INTEGER NOT NULL, key TEXT NOT NULL, line TEXT NOT NULL,
    due INTEGER NOT NULL, stability REAL NOT NULL, difficulty REAL NOT NULL,
    elapsed_days INTEGER NOT NULL, scheduled_days INTEGER NOT NULL,
    reps INTEGER NOT NULL, lapses INTEGER NOT NULL, stage INTEGER NOT NULL,
    last_review INTEGER NOT NULL,
    PRIMARY KEY (repertoire, key)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS card_review (
    id INTEGER PRIMARY KEY, repertoire INTEGER NOT NULL, key TEXT NOT NULL,
    at INTEGER NOT NULL, grade INTEGER NOT NULL
);
";

/// What matching a repertoire's cards to its file did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Synced {
    /// Cards kept with their history.
    pub kept: u32,
    /// New cards.
    pub added: u32,
    /// Cards no longer in the file, dropped.
    pub dropped: u32,
}

/// How well a repertoire is known at a moment.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Known {
    /// Cards in all.
    pub cards: u32,
    /// Never drilled.
    pub new: u32,
    /// Due now (new ones aside).
    pub due: u32,
    /// Due in the next seven days, after now.
    pub due_week: u32,
    /// Learnt (in review).
    pub learned: u32,
    /// Forgotten at least once after they were learnt.
    pub lapsed: u32,
    /// Per line (its first moves): cards, and of them learnt.
    pub lines: Vec<(String, u32, u32)>,
}

/// A card as kept: its key, its line, its memory.
type Row = (String, String, Memory);

impl PuzzleStore {
    /// The key of a repertoire (a file's name and a side), made if new.
    pub fn repertoire_id(&self, name: &str, side: Color) -> Result<i64, StoreError> {
        let side = i64::from(side.is_white());
        self.conn.execute(
            "INSERT OR IGNORE INTO repertoire (name, side) VALUES (?1, ?2)",
            params![name, side],
        )?;
        Ok(self.conn.query_row(
            "SELECT id FROM repertoire WHERE name = ?1 AND side = ?2",
            params![name, side],
            |r| r.get(0),
        )?)
    }

    /// Matches a repertoire's cards to `cards` (each a key and its line),
    /// in one transaction.
    pub fn sync_cards(
        &mut self,
        repertoire: i64,
        cards: &[(String, String)],
    ) -> Result<Synced, StoreError> {
        let tx = self.conn.transaction()?;
        let known: Vec<String> = {
            let mut st = tx.prepare("SELECT key FROM card WHERE repertoire = ?1")?;
            st.query_map([repertoire], |r| r.get(0))?
                .collect::<Result<_, _>>()?
        };
        let wanted: HashMap<&str, &str> = cards
            .iter()
            .map(|(k, l)| (k.as_str(), l.as_str()))
            .collect();
        let mut synced = Synced::default();
        for key in &known {
            if !wanted.contains_key(key.as_str()) {
                tx.execute(
                    "DELETE FROM card WHERE repertoire = ?1 AND key = ?2",
                    params![repertoire, key],
                )?;
                synced.dropped += 1;
            }
        }
        {
            let mut add = tx.prepare(
                "INSERT INTO card (repertoire, key, line, due, stability, difficulty, \
                 elapsed_days, scheduled_days, reps, lapses, stage, last_review) \
                 VALUES (?1, ?2, ?3, 0, 0, 0, 0, 0, 0, 0, 0, 0) \
                 ON CONFLICT (repertoire, key) DO UPDATE SET line = ?3",
            )?;
            for (key, line) in cards {
                add.execute(params![repertoire, key, line])?;
            }
        }
        tx.commit()?;
        synced.kept = (known.len() as u32).saturating_sub(synced.dropped);
        synced.added = (cards.len() as u32).saturating_sub(synced.kept);
        Ok(synced)
    }

    /// Every card of a repertoire: key, line and memory.
    pub fn cards(&self, repertoire: i64) -> Result<Vec<Row>, StoreError> {
        let mut st = self.conn.prepare_cached(
            "SELECT key, line, due, stability, difficulty, elapsed_days, scheduled_days, reps, \
             lapses, stage, last_review FROM card WHERE repertoire = ?1 ORDER BY key",
        )?;
        let rows = st.query_map([repertoire], |r| {
            Ok((r.get(0)?, r.get(1)?, memory_of(r, 2)?))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// A card's memory, if the repertoire has it.
    pub fn card_memory(&self, repertoire: i64, key: &str) -> Result<Option<Memory>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT due, stability, difficulty, elapsed_days, scheduled_days, reps, lapses, \
                 stage, last_review FROM card WHERE repertoire = ?1 AND key = ?2",
                params![repertoire, key],
                |r| memory_of(r, 0),
            )
            .optional()?)
    }

    /// Records a card's review graded `grade` at `now`, in one transaction:
    /// its memory after it (from FSRS) and the review. `None` for a card
    /// the repertoire does not have.
    pub fn review_card(
        &mut self,
        repertoire: i64,
        key: &str,
        grade: Grade,
        now: i64,
    ) -> Result<Option<Memory>, StoreError> {
        let Some(before) = self.card_memory(repertoire, key)? else {
            return Ok(None);
        };
        let after = before.after(grade, now);
        let tx = self.conn.transaction()?;
        tx.execute(
            "UPDATE card SET due = ?3, stability = ?4, difficulty = ?5, elapsed_days = ?6, \
             scheduled_days = ?7, reps = ?8, lapses = ?9, stage = ?10, last_review = ?11 \
             WHERE repertoire = ?1 AND key = ?2",
            params![
                repertoire,
                key,
                after.due,
                after.stability,
                after.difficulty,
                after.elapsed_days,
                after.scheduled_days,
                after.reps,
                after.lapses,
                after.stage.code(),
                after.last_review
            ],
        )?;
        tx.execute(
            "INSERT INTO card_review (repertoire, key, at, grade) VALUES (?1, ?2, ?3, ?4)",
            params![repertoire, key, now, grade.code()],
        )?;
        tx.commit()?;
        Ok(Some(after))
    }

    /// How well a repertoire is known at `now`; lines are named by their
    /// first `depth` moves.
    pub fn known(&self, repertoire: i64, now: i64, depth: usize) -> Result<Known, StoreError> {
        let mut known = Known::default();
        let mut lines: Vec<(String, u32, u32)> = Vec::new();
        for (_, line, memory) in self.cards(repertoire)? {
            known.cards += 1;
            match memory.stage {
                Stage::New => known.new += 1,
                _ if memory.due <= now => known.due += 1,
                _ if memory.due <= now + 7 * DAY => known.due_week += 1,
                _ => {}
            }
            known.learned += u32::from(memory.learned());
            known.lapsed += u32::from(memory.lapses > 0);
            let name = line
                .split_whitespace()
                .take(depth)
                .collect::<Vec<_>>()
                .join(" ");
            match lines.iter_mut().find(|(n, _, _)| *n == name) {
                Some(entry) => {
                    entry.1 += 1;
                    entry.2 += u32::from(memory.learned());
                }
                None => lines.push((name, 1, u32::from(memory.learned()))),
            }
        }
        lines.sort();
        known.lines = lines;
        Ok(known)
    }
}

/// A memory from nine columns from `at`.
fn memory_of(r: &rusqlite::Row, at: usize) -> rusqlite::Result<Memory> {
    Ok(Memory {
        due: r.get(at)?,
        stability: r.get(at + 1)?,
        difficulty: r.get(at + 2)?,
        elapsed_days: r.get(at + 3)?,
        scheduled_days: r.get(at + 4)?,
        reps: r.get(at + 5)?,
        lapses: r.get(at + 6)?,
        stage: Stage::of_code(r.get(at + 7)?),
        last_review: r.get(at + 8)?,
    })
}
