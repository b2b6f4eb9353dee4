//! Puzzles into the store: lichess's CSV (plain or zstd) and sets. The
//! rows are read and checked on one thread while another writes them, a
//! transaction for every batch: a kill loses at most the batch under
//! way, and importing the file again adds only what is missing (a puzzle
//! is known by its source and name).

use std::{
    borrow::Cow,
    io::Read,
    path::Path,
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering},
        mpsc,
    },
};

use rusqlite::params;

use super::{ANY_THEME, LICHESS, LICHESS_SITE, OPENING, PuzzleStore, StoreError};
use crate::chess::puzzles::{
    TacticPuzzle,
    lichess::{Row, RowError, Rows},
    uci_line,
};
use crate::desktop::source::{Packing, with_decoder};

/// Rows written in one transaction.
const BATCH: usize = 20_000;
/// Bad rows kept to be named (the rest are only counted).
const NAMED: usize = 100;

/// How an import went.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ImportReport {
    /// Puzzles added.
    pub added: u64,
    /// Rows read whole (new or already in the store).
    pub read: u64,
    /// Rows skipped as bad.
    pub bad: u64,
    /// The first bad rows, named by line.
    pub errors: Vec<RowError>,
    /// The import was cancelled (what was added stays).
    pub cancelled: bool,
}

/// A step of an import, as it is told.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Another full batch committed: the puzzles added so far.
    Added(u64),
    /// Filing by theme and rating has started, for so many puzzles.
    Filing(u64),
}

/// What an import shares with whoever watches it.
#[derive(Default)]
pub struct Progress {
    /// Told each step: after each full batch is committed, the puzzles
    /// added so far; then, when filing starts, how many are to be filed
    /// (the command line says both).
    pub each_step: Option<Box<dyn Fn(Step) + Send + Sync>>,
    /// Bytes of the file read (compressed bytes for a .zst).
    pub bytes: AtomicU64,
    /// Puzzles added so far.
    pub added: AtomicU64,
    /// Set to stop the import after the batch under way.
    pub cancel: AtomicBool,
    /// Set while the puzzles read are filed by theme and rating (after the
    /// last batch, or the one under way when cancelled).
    pub filing: AtomicBool,
}

impl PuzzleStore {
    /// Imports lichess's puzzle CSV at `path`, plain or zstd-compressed
    /// (told by its first bytes).
    pub fn import_lichess(
        &mut self,
        path: &Path,
        progress: &Progress,
    ) -> Result<ImportReport, StoreError> {
        let packing = Packing::of_file(path)?;
        let packing = match packing {
            Packing::Zstd => Packing::Zstd,
            _ => Packing::Plain,
        };
        with_decoder(path, packing, None, &progress.bytes, |input| {
            self.import_rows(input, progress)
        })?
    }

    /// Imports rows from `input` (CSV text).
    pub fn import_rows(
        &mut self,
        input: &mut dyn Read,
        progress: &Progress,
    ) -> Result<ImportReport, StoreError> {
        let source = self.source_id(LICHESS)?;
        // What an import cut short left unfiled is filed first.
        self.file_unfiled(progress)?;
        self.mark_unfiled()?;
        // A page cache of 64 MB (flat, whatever the file's size), and
        // checkpoints of 64 MB that copy the log into the database less often.
        self.conn.pragma_update(None, "cache_size", -65_536)?;
        self.conn
            .pragma_update(None, "wal_autocheckpoint", 16_384)?;
        let (sender, batches) = mpsc::sync_channel::<Vec<Result<Row, RowError>>>(4);
        // The rows are read here (the decoder is not Send) and written on
        // a second thread.
        let store = &mut *self;
        let read = std::thread::scope(|scope| {
            let writer = scope.spawn(move || -> Result<ImportReport, StoreError> {
                let mut report = ImportReport::default();
                for batch in batches {
                    store.write_batch(source, &batch, &mut report)?;
                    progress.added.store(report.added, Ordering::Relaxed);
                    // Said after each full batch (not the short last one).
                    if let Some(said) = progress.each_step.as_ref().filter(|_| batch.len() == BATCH)
                    {
                        said(Step::Added(report.added));
                    }
                    if progress.cancel.load(Ordering::Relaxed) {
                        report.cancelled = true;
                        break;
                    }
                }
                Ok(report)
            });
            read_batches(input, sender, &progress.cancel);
            writer
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
        });
        let report = read?;
        self.file_unfiled(progress)?;
        Ok(report)
    }

    fn write_batch(
        &mut self,
        source: i64,
        batch: &[Result<Row, RowError>],
        report: &mut ImportReport,
    ) -> Result<(), StoreError> {
        let rows = good_rows(batch, report);
        let tx = self.conn.transaction()?;
        {
            let mut insert = tx.prepare_cached(INSERT)?;
            for row in rows {
                let game = row
                    .game_url
                    .strip_prefix(LICHESS_SITE)
                    .unwrap_or(&row.game_url);
                report.added += insert.execute(params![
                    source,
                    row.id,
                    row.fen,
                    row.moves,
                    true,
                    "",
                    "",
                    row.rating,
                    row.deviation,
                    row.popularity,
                    row.plays,
                    row.themes,
                    game,
                    row.openings
                ])? as u64;
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// Marks the puzzles an import is about to add (every key above the
    /// highest now) as not yet filed by theme and rating. An earlier
    /// mark (an import cut short) stays: it is lower.
    fn mark_unfiled(&mut self) -> Result<(), StoreError> {
        self.conn.execute(
            "INSERT INTO unfiled (first) SELECT coalesce(max(id), 0) + 1 FROM puzzle \
             WHERE NOT EXISTS (SELECT 1 FROM unfiled)",
            [],
        )?;
        Ok(())
    }

    /// Files the puzzles an import added (or one cut short by a crash
    /// left) in the index of themes by rating, in one transaction that
    /// also removes the mark: their entries are gathered in a temporary
    /// table and written in the index's order, sorted by SQLite's
    /// external sorter on every core. One sort of all the entries costs
    /// far less than merging each batch's into an index that covers the
    /// whole file (a batch's entries fall on most of its pages).
    pub(super) fn file_unfiled(&mut self, progress: &Progress) -> Result<(), StoreError> {
        let first: Option<i64> =
            self.conn
                .query_row("SELECT min(first) FROM unfiled", [], |r| r.get(0))?;
        let Some(first) = first else {
            return Ok(());
        };
        let count: i64 =
            self.conn
                .query_row("SELECT count(*) FROM puzzle WHERE id >= ?1", [first], |r| {
                    r.get(0)
                })?;
        if count == 0 {
            self.conn.execute("DELETE FROM unfiled", [])?;
            return Ok(());
        }
        progress.filing.store(true, Ordering::Relaxed);
        if let Some(said) = &progress.each_step {
            said(Step::Filing(count as u64));
        }
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        // The sorter keeps runs of the page cache's size (64 MB) in
        // memory, one a thread.
        self.conn.pragma_update(None, "cache_size", -65_536)?;
        self.conn
            .pragma_update(None, "threads", cores.min(8) as i64)?;
        let mut themes = self.theme_ids()?;
        let tx = self.conn.transaction()?;
        tx.execute_batch(
            "CREATE TEMP TABLE IF NOT EXISTS filing (theme INTEGER, rating INTEGER, puzzle INTEGER);
             DELETE FROM temp.filing;",
        )?;
        {
            let mut read = tx.prepare(
                "SELECT id, rating, themes, openings FROM puzzle WHERE id >= ?1 ORDER BY id",
            )?;
            let mut stage = tx.prepare("INSERT INTO temp.filing VALUES (?1, ?2, ?3)")?;
            let mut new_theme = tx.prepare_cached("INSERT INTO theme (name) VALUES (?1)")?;
            let mut rows = read.query([first])?;
            while let Some(row) = rows.next()? {
                let (key, rating): (i64, i64) = (row.get(0)?, row.get(1)?);
                stage.execute(params![ANY_THEME, rating, key])?;
                let text = |i| row.get_ref(i)?.as_str().map_err(rusqlite::Error::from);
                let (named, openings) = (text(2)?, text(3)?);
                for theme in tags(named, openings) {
                    let id = match themes.get(theme.as_ref()) {
                        Some(&id) => id,
                        None => {
                            new_theme.execute([theme.as_ref()])?;
                            let id = tx.last_insert_rowid();
                            themes.insert(theme.into_owned(), id);
                            id
                        }
                    };
                    stage.execute(params![id, rating, key])?;
                }
            }
        }
        tx.execute_batch(
            "INSERT OR IGNORE INTO puzzle_theme (theme, rating, puzzle) \
             SELECT theme, rating, puzzle FROM temp.filing ORDER BY theme, rating, puzzle;
             DELETE FROM temp.filing;
             DELETE FROM unfiled;",
        )?;
        tx.commit()?;
        self.conn.execute_batch("DROP TABLE temp.filing")?;
        progress.filing.store(false, Ordering::Relaxed);
        Ok(())
    }

    fn theme_ids(&self) -> Result<std::collections::HashMap<String, i64>, StoreError> {
        let mut st = self.conn.prepare_cached("SELECT name, id FROM theme")?;
        let rows = st.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Adds a set's puzzles under the source `name` (an EPD's or PGN's file
    /// name, or [`super::FOUND`]); returns how many were new.
    pub fn add_set(&mut self, name: &str, puzzles: &[TacticPuzzle]) -> Result<u64, StoreError> {
        let source = self.source_id(name)?;
        let mut themes = self.theme_ids()?;
        let tx = self.conn.transaction()?;
        let mut added = 0;
        {
            let mut insert = tx.prepare_cached(INSERT)?;
            let mut tag = tx.prepare_cached(TAG)?;
            for (i, p) in puzzles.iter().enumerate() {
                let mode = shakmaty::CastlingMode::Standard;
                let fen =
                    shakmaty::fen::Fen::from_position(&p.position, shakmaty::EnPassantMode::Legal);
                let id = if p.id.is_empty() {
                    format!("{}", i + 1)
                } else {
                    p.id.clone()
                };
                let rating = p.rating.map_or(0, |r| r.round() as i64);
                let n = insert.execute(params![
                    source,
                    id,
                    fen.to_string(),
                    uci_line(&p.moves, mode),
                    p.setup,
                    uci_line(&p.also, mode),
                    uci_line(&p.avoid, mode),
                    rating,
                    0,
                    0,
                    0,
                    p.themes.join(" "),
                    "",
                    ""
                ])?;
                if n == 0 {
                    continue;
                }
                added += 1;
                let key = tx.last_insert_rowid();
                tag.execute(params![ANY_THEME, rating, key])?;
                for theme in &p.themes {
                    if !themes.contains_key(theme) {
                        tx.execute("INSERT OR IGNORE INTO theme (name) VALUES (?1)", [theme])?;
                        let id =
                            tx.query_row("SELECT id FROM theme WHERE name = ?1", [theme], |r| {
                                r.get(0)
                            })?;
                        themes.insert(theme.clone(), id);
                    }
                    tag.execute(params![themes[theme], rating, key])?;
                }
            }
        }
        tx.commit()?;
        Ok(added)
    }
}

/// The themes a lichess row is filed under: its own, and its opening's
/// family (the first of its opening tags) as `opening:NAME`.
fn tags<'a>(themes: &'a str, openings: &'a str) -> impl Iterator<Item = Cow<'a, str>> {
    let family = openings
        .split_whitespace()
        .next()
        .map(|f| Cow::Owned(format!("{OPENING}{f}")));
    themes.split_whitespace().map(Cow::Borrowed).chain(family)
}

/// A batch's good rows in the order of their ids (lichess's file is in
/// that order already), so the index of names grows at its end; the bad
/// ones counted and the first named.
fn good_rows<'a>(batch: &'a [Result<Row, RowError>], report: &mut ImportReport) -> Vec<&'a Row> {
    let mut rows: Vec<&Row> = Vec::with_capacity(batch.len());
    for row in batch {
        match row {
            Ok(row) => rows.push(row),
            Err(e) => {
                report.bad += 1;
                if report.errors.len() < NAMED {
                    report.errors.push(e.clone());
                }
            }
        }
    }
    rows.sort_unstable_by(|a, b| a.id.cmp(&b.id));
    report.read += rows.len() as u64;
    rows
}

const INSERT: &str = "INSERT OR IGNORE INTO puzzle (source, name, fen, moves, setup, also, avoid, \
    rating, deviation, popularity, plays, themes, game, openings) \
    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)";
const TAG: &str = "INSERT OR IGNORE INTO puzzle_theme (theme, rating, puzzle) VALUES (?1, ?2, ?3)";

/// Reads and checks rows, sending them in batches until the input ends,
/// the writer stops listening, or `cancel` is set.
fn read_batches(
    input: &mut dyn Read,
    sender: mpsc::SyncSender<Vec<Result<Row, RowError>>>,
    cancel: &AtomicBool,
) {
    let mut batch = Vec::with_capacity(BATCH);
    for row in Rows::new(input) {
        batch.push(row);
        if batch.len() == BATCH {
            let full = std::mem::replace(&mut batch, Vec::with_capacity(BATCH));
            if sender.send(full).is_err() || cancel.load(Ordering::Relaxed) {
                return;
            }
        }
    }
    if !batch.is_empty() {
        let _ = sender.send(batch);
    }
}

/// Whether a file opened is a puzzle file rather than games: lichess's
/// CSV (`.csv`, `.csv.zst`) or an EPD suite (`.epd`); a PGN set opens as
/// games unless imported as puzzles.
///
/// ```
/// use rookery::desktop::puzzle_store::is_puzzle_file;
/// use std::path::Path;
/// assert!(is_puzzle_file(Path::new("lichess_db_puzzle.csv.zst")));
/// assert!(is_puzzle_file(Path::new("wac.EPD")));
/// assert!(!is_puzzle_file(Path::new("lichess_db_standard_rated_2013-01.pgn.zst")));
/// ```
pub fn is_puzzle_file(path: &Path) -> bool {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    name.ends_with(".csv") || name.ends_with(".csv.zst") || name.ends_with(".epd")
}

/// What kind of puzzle file a file is, by its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PuzzleFile {
    /// lichess's CSV (`.csv`, `.csv.zst`, anything else).
    Lichess,
    /// An EPD test suite (`.epd`).
    Epd,
    /// A PGN file of positions with their solutions (`.pgn`).
    Pgn,
}

impl PuzzleFile {
    /// The kind of `path`, by its extension.
    pub fn of(path: &Path) -> PuzzleFile {
        let ext = path
            .extension()
            .map(|e| e.to_string_lossy().to_ascii_lowercase())
            .unwrap_or_default();
        match ext.as_str() {
            "epd" => PuzzleFile::Epd,
            "pgn" => PuzzleFile::Pgn,
            _ => PuzzleFile::Lichess,
        }
    }
}

impl PuzzleStore {
    /// Imports any puzzle file: lichess's database, or a set named after
    /// the file. A file with no puzzle in it at all is an error in words.
    pub fn import_file(
        &mut self,
        path: &Path,
        progress: &Progress,
    ) -> Result<ImportReport, String> {
        let shown = path.display();
        let report = match PuzzleFile::of(path) {
            PuzzleFile::Lichess => self
                .import_lichess(path, progress)
                .map_err(|e| format!("{shown}: {e}"))?,
            kind => {
                let text = std::fs::read(path).map_err(|e| format!("{shown}: {e}"))?;
                let text = String::from_utf8_lossy(&text);
                let (puzzles, errors) = match kind {
                    PuzzleFile::Epd => crate::chess::puzzles::sets::read_epd(&text),
                    _ => crate::chess::puzzles::sets::read_pgn_set(&text),
                };
                let name = path
                    .file_name()
                    .map_or_else(|| shown.to_string(), |n| n.to_string_lossy().into_owned());
                let added = self
                    .add_set(&name, &puzzles)
                    .map_err(|e| format!("{shown}: {e}"))?;
                progress.added.store(added, Ordering::Relaxed);
                ImportReport {
                    added,
                    read: puzzles.len() as u64,
                    bad: errors.len() as u64,
                    errors: errors
                        .into_iter()
                        .take(NAMED)
                        .map(|e| RowError {
                            line: e.at as u64,
                            problem: crate::chess::puzzles::lichess::RowProblem::Puzzle(e.problem),
                        })
                        .collect(),
                    cancelled: false,
                }
            }
        };
        if report.read == 0 && !report.cancelled {
            return Err(format!("{shown} holds no puzzle that can be read"));
        }
        Ok(report)
    }
}
