//! The puzzle store: an SQLite database (rusqlite, SQLite compiled in) in
//! the data folder, `puzzles.sqlite`, in WAL mode. It holds the puzzles
//! (lichess's database, sets, puzzles found in games), the player's
//! attempts, rating and streak, failed puzzles' returns and the
//! Woodpecker cycles; and the opening repertoires' cards with their
//! spaced repetition. Every change is one transaction, so a kill at any
//! moment loses at most the attempt or the import batch under way, never
//! what was committed before.
//!
//! The app reads and writes it on a thread of its own (no frame waits on
//! the disk); this module is plain blocking calls.

mod history;
mod import;
mod repertoire;

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OptionalExtension, params};

pub use history::{Attempt, Dashboard, Mode, ThemeScore};
pub use import::{ImportReport, Progress, PuzzleFile, Step, is_puzzle_file};
pub use repertoire::{Known, Synced};

use crate::chess::puzzles::{PuzzleProblem, TacticPuzzle, line_of, position_of, schedule::RECENT};

/// The store's file in a data folder.
pub fn path_in(data: &Path) -> PathBuf {
    data.join("puzzles.sqlite")
}

/// The store's file in the user's data folder.
pub fn default_path() -> Option<PathBuf> {
    crate::desktop::settings::project_dirs().map(|d| path_in(d.data_dir()))
}

/// What went wrong with the store, in words.
#[derive(Debug)]
pub enum StoreError {
    /// SQLite refused (the file is not a database, the disk is full…).
    Sql(rusqlite::Error),
    /// The input file could not be read.
    Io(std::io::Error),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Sql(e) => write!(f, "the puzzle store: {e}"),
            StoreError::Io(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for StoreError {}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        StoreError::Sql(e)
    }
}

impl From<std::io::Error> for StoreError {
    fn from(e: std::io::Error) -> StoreError {
        StoreError::Io(e)
    }
}

/// The schema: puzzles (each with a source: lichess's database or a
/// set), their themes by rating for the choice of the next one, and the
/// player's history. `unfiled` holds, while an import runs (or after one
/// cut short), the first key of the puzzles it added that are not yet in
/// `puzzle_theme`: they are filed at its end, or by the next import.
const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS source (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE IF NOT EXISTS puzzle (
    id INTEGER PRIMARY KEY,
    source INTEGER NOT NULL,
    name TEXT NOT NULL,
    fen TEXT NOT NULL,
    moves TEXT NOT NULL,
    setup INTEGER NOT NULL,
    also TEXT NOT NULL DEFAULT '',
    avoid TEXT NOT NULL DEFAULT '',
    rating INTEGER NOT NULL,
    deviation INTEGER NOT NULL,
    popularity INTEGER NOT NULL DEFAULT 0,
    plays INTEGER NOT NULL DEFAULT 0,
    themes TEXT NOT NULL DEFAULT '',
    game TEXT NOT NULL DEFAULT '',
    openings TEXT NOT NULL DEFAULT '',
    UNIQUE (source, name)
);
CREATE TABLE IF NOT EXISTS unfiled (first INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS theme (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE IF NOT EXISTS puzzle_theme (
    theme INTEGER NOT NULL, rating INTEGER NOT NULL, puzzle INTEGER NOT NULL,
    PRIMARY KEY (theme, rating, puzzle)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS attempt (
    id INTEGER PRIMARY KEY,
    puzzle INTEGER NOT NULL,
    at INTEGER NOT NULL,
    solved INTEGER NOT NULL,
    mode INTEGER NOT NULL,
    seconds REAL NOT NULL,
    rating REAL,
    deviation REAL,
    volatility REAL
);
CREATE INDEX IF NOT EXISTS attempt_by_puzzle ON attempt (puzzle, at);
CREATE INDEX IF NOT EXISTS attempt_by_time ON attempt (at);
CREATE TABLE IF NOT EXISTS review (
    puzzle INTEGER PRIMARY KEY, due INTEGER NOT NULL, returns INTEGER NOT NULL,
    solved INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS review_by_due ON review (due);
CREATE TABLE IF NOT EXISTS player (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    rating REAL NOT NULL, deviation REAL NOT NULL, volatility REAL NOT NULL,
    best_streak INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS cycle (
    source INTEGER NOT NULL, number INTEGER NOT NULL, started INTEGER NOT NULL,
    finished INTEGER, solved INTEGER NOT NULL DEFAULT 0, failed INTEGER NOT NULL DEFAULT 0,
    next INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (source, number)
);
";

/// The theme every puzzle has in `puzzle_theme` (no row in `theme`): the
/// index by rating of all puzzles, written in order with the others.
pub(crate) const ANY_THEME: i64 = 0;

/// The theme name of an opening family in `theme` ("opening:" and
/// lichess's tag, `opening:Sicilian_Defense`).
pub const OPENING: &str = "opening:";

/// The source name of lichess's database.
pub const LICHESS: &str = "lichess";
/// The source name of puzzles found in the player's games.
pub const FOUND: &str = "found";
/// lichess's game links, stored without this.
const LICHESS_SITE: &str = "https://lichess.org/";

/// The store, open.
pub struct PuzzleStore {
    conn: Connection,
}

/// A puzzle as the store keeps it.
#[derive(Debug, Clone, PartialEq)]
pub struct Stored {
    /// Its key in the store.
    pub key: i64,
    /// Its source's name (lichess, or a set's).
    pub source: String,
    /// The puzzle.
    pub puzzle: TacticPuzzle,
    /// Its rating's deviation (lichess's), 0 if unrated.
    pub deviation: u16,
    /// The game it comes from (a link), or empty.
    pub game: String,
    /// lichess's opening tags.
    pub openings: Vec<String>,
}

impl PuzzleStore {
    /// Opens (or creates) the store at `path`, in WAL mode. A file that is
    /// not a database is refused in words and left as it is.
    pub fn open(path: &Path) -> Result<PuzzleStore, StoreError> {
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder)?;
        }
        let conn = Connection::open(path)?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.pragma_update(None, "foreign_keys", "OFF")?;
        conn.execute_batch(SCHEMA)?;
        conn.execute_batch(repertoire::SCHEMA)?;
        Ok(PuzzleStore { conn })
    }

    /// A store in memory (tests).
    pub fn in_memory() -> Result<PuzzleStore, StoreError> {
        let conn = Connection::open_in_memory()?;
        conn.execute_batch(SCHEMA)?;
        conn.execute_batch(repertoire::SCHEMA)?;
        Ok(PuzzleStore { conn })
    }

    /// How many puzzles it holds.
    pub fn count(&self) -> Result<u64, StoreError> {
        let n: i64 = self
            .conn
            .query_row("SELECT count(*) FROM puzzle", [], |r| r.get(0))?;
        Ok(n as u64)
    }

    /// How many puzzles are filed by rating (those the next puzzle is
    /// chosen among); fewer than [`Self::count`] only while an import
    /// runs, or after one cut short until the next import.
    pub fn filed(&self) -> Result<u64, StoreError> {
        let n: i64 = self.conn.query_row(
            "SELECT count(*) FROM puzzle_theme WHERE theme = ?1",
            [ANY_THEME],
            |r| r.get(0),
        )?;
        Ok(n as u64)
    }

    /// Whether SQLite finds the file whole.
    pub fn integrity_ok(&self) -> Result<bool, StoreError> {
        let said: String = self
            .conn
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))?;
        Ok(said == "ok")
    }

    /// Each source's name and how many puzzles it holds, lichess's first.
    pub fn sources(&self) -> Result<Vec<(String, u64)>, StoreError> {
        let mut st = self.conn.prepare_cached(
            "SELECT s.name, count(p.id) FROM source s LEFT JOIN puzzle p ON p.source = s.id \
             GROUP BY s.id ORDER BY s.name != 'lichess', s.name",
        )?;
        let rows = st.query_map([], |r| Ok((r.get(0)?, r.get::<_, i64>(1)? as u64)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The id of a source, made if new.
    fn source_id(&self, name: &str) -> Result<i64, StoreError> {
        self.conn
            .execute("INSERT OR IGNORE INTO source (name) VALUES (?1)", [name])?;
        Ok(self
            .conn
            .query_row("SELECT id FROM source WHERE name = ?1", [name], |r| {
                r.get(0)
            })?)
    }

    /// The puzzle with this key.
    pub fn puzzle(&self, key: i64) -> Result<Option<Stored>, StoreError> {
        let mut st = self.conn.prepare_cached(
            "SELECT p.id, s.name, p.name, p.fen, p.moves, p.setup, p.also, p.avoid, p.rating, \
             p.deviation, p.themes, p.game, p.openings FROM puzzle p JOIN source s \
             ON s.id = p.source WHERE p.id = ?1",
        )?;
        let text = st.query_row([key], text_of).optional()?;
        Ok(text.and_then(|t| t.stored().ok()))
    }

    /// The rated puzzle nearest `target` (with `theme`, if one is asked)
    /// not played since `now` − four weeks; `None` if there is none.
    pub fn next_by_rating(
        &self,
        target: i32,
        theme: Option<&str>,
        now: i64,
    ) -> Result<Option<Stored>, StoreError> {
        let since = now - RECENT;
        let key = match theme {
            Some(theme) => {
                let Some(id) = self.known_theme(theme)? else {
                    return Ok(None);
                };
                self.nearest(NEAREST_IN_THEME, params![id, target, since])?
            }
            None => self.nearest(NEAREST_IN_THEME, params![ANY_THEME, target, since])?,
        };
        match key {
            Some(key) => self.puzzle(key),
            None => Ok(None),
        }
    }

    fn known_theme(&self, name: &str) -> Result<Option<i64>, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT id FROM theme WHERE name = ?1", [name], |r| r.get(0))
            .optional()?)
    }

    /// The key of the puzzle the query finds nearest its target.
    fn nearest(&self, sql: &str, args: &[&dyn rusqlite::ToSql]) -> Result<Option<i64>, StoreError> {
        let mut st = self.conn.prepare_cached(sql)?;
        Ok(st.query_row(args, |r| r.get(0)).optional()?)
    }

    /// The opening families the puzzles come from (lichess's tags, as
    /// `opening:Sicilian_Defense`), by name.
    pub fn openings(&self) -> Result<Vec<String>, StoreError> {
        let mut st = self
            .conn
            .prepare_cached("SELECT name FROM theme WHERE name LIKE 'opening:%' ORDER BY name")?;
        let names = st.query_map([], |r| r.get(0))?;
        Ok(names.collect::<Result<_, _>>()?)
    }

    /// The failed puzzle due first, if one is due by `now`.
    pub fn due(&self, now: i64) -> Result<Option<Stored>, StoreError> {
        let key: Option<i64> = self
            .conn
            .query_row(
                "SELECT puzzle FROM review WHERE due <= ?1 ORDER BY due LIMIT 1",
                [now],
                |r| r.get(0),
            )
            .optional()?;
        match key {
            Some(key) => self.puzzle(key),
            None => Ok(None),
        }
    }

    /// How many failed puzzles are due by `now`.
    pub fn due_count(&self, now: i64) -> Result<u64, StoreError> {
        let n: i64 =
            self.conn
                .query_row("SELECT count(*) FROM review WHERE due <= ?1", [now], |r| {
                    r.get(0)
                })?;
        Ok(n as u64)
    }

    /// The keys of a source's puzzles, in the order they were added.
    pub fn keys_of(&self, source: &str) -> Result<Vec<i64>, StoreError> {
        let mut st = self.conn.prepare_cached(
            "SELECT p.id FROM puzzle p JOIN source s ON s.id = p.source \
             WHERE s.name = ?1 ORDER BY p.id",
        )?;
        let keys = st.query_map([source], |r| r.get(0))?;
        Ok(keys.collect::<Result<_, _>>()?)
    }
}

/// The puzzle nearest a rating (?2) within a theme (?1, or every
/// puzzle's [`ANY_THEME`]) not played since ?3: the nearest above and the
/// nearest below, whichever is closer.
const NEAREST_IN_THEME: &str = "
SELECT puzzle FROM (
  SELECT * FROM (SELECT puzzle, rating FROM puzzle_theme t WHERE theme = ?1 AND rating >= ?2
    AND rating > 0
    AND NOT EXISTS (SELECT 1 FROM attempt a WHERE a.puzzle = t.puzzle AND a.at > ?3)
    ORDER BY rating LIMIT 1)
  UNION ALL
  SELECT * FROM (SELECT puzzle, rating FROM puzzle_theme t WHERE theme = ?1 AND rating < ?2
    AND rating > 0
    AND NOT EXISTS (SELECT 1 FROM attempt a WHERE a.puzzle = t.puzzle AND a.at > ?3)
    ORDER BY rating DESC LIMIT 1)
) ORDER BY abs(rating - ?2) LIMIT 1";

/// A puzzle's columns as text, before they are read as a puzzle.
struct StoredText {
    key: i64,
    source: String,
    name: String,
    fen: String,
    moves: String,
    setup: bool,
    also: String,
    avoid: String,
    rating: u16,
    deviation: u16,
    themes: String,
    game: String,
    openings: String,
}

fn text_of(r: &rusqlite::Row) -> rusqlite::Result<StoredText> {
    Ok(StoredText {
        key: r.get(0)?,
        source: r.get(1)?,
        name: r.get(2)?,
        fen: r.get(3)?,
        moves: r.get(4)?,
        setup: r.get(5)?,
        also: r.get(6)?,
        avoid: r.get(7)?,
        rating: r.get(8)?,
        deviation: r.get(9)?,
        themes: r.get(10)?,
        game: r.get(11)?,
        openings: r.get(12)?,
    })
}

impl StoredText {
    fn stored(self) -> Result<Stored, PuzzleProblem> {
        let position = position_of(&self.fen)?;
        let moves = line_of(&position, &self.moves)?;
        let first = {
            let mut p = position.clone();
            if self.setup
                && let Some(&m) = moves.first()
            {
                shakmaty::Position::play_unchecked(&mut p, m);
            }
            p
        };
        let puzzle = TacticPuzzle {
            id: self.name,
            position,
            moves,
            setup: self.setup,
            also: first_moves(&first, &self.also)?,
            avoid: first_moves(&first, &self.avoid)?,
            rating: (self.rating > 0).then_some(f64::from(self.rating)),
            themes: self.themes.split_whitespace().map(str::to_owned).collect(),
        };
        let game = if self.game.is_empty() || self.game.contains("://") {
            self.game
        } else {
            format!("{LICHESS_SITE}{}", self.game)
        };
        Ok(Stored {
            key: self.key,
            source: self.source,
            puzzle,
            deviation: self.deviation,
            game,
            openings: self
                .openings
                .split_whitespace()
                .map(str::to_owned)
                .collect(),
        })
    }
}

/// Moves each legal in `position` (not a line), in UCI.
fn first_moves(
    position: &shakmaty::Chess,
    uci: &str,
) -> Result<Vec<shakmaty::Move>, PuzzleProblem> {
    uci.split_whitespace()
        .map(|w| line_of(position, w).map(|mut m| m.remove(0)))
        .collect()
}
