//! Puzzles into the store: lichess's CSV (plain or zstd) and sets. The
//! rows are read and checked on one thread while another writes them, a
//! transaction for every batch: a kill loses at most the batch under
//! way, and importing the file again adds only what is missing (a puzzle
//! is known by its source and name).

use std::{
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

/// What an import shares with whoever watches it.
#[derive(Default)]
pub struct Progress {
    /// Called after each batch is committed, with the puzzles added so far
    /// (the command line says it).
    pub each_batch: Option<Box<dyn Fn(u64) + Send + Sync>>,
    /// Bytes of the file read (compressed bytes for a .zst).
    pub bytes: AtomicU64,
    /// Puzzles added so far.
    pub added: AtomicU64,
    /// Set to stop the import after the batch under way.
    pub cancel: AtomicBool,
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
        // A big import touches its indexes all over (random ids, ratings
        // and themes): a page cache of 256 MB (flat, whatever the file's
        // size) keeps them in memory, and checkpoints of 64 MB copy the
        // log into the database less often.
        self.conn.pragma_update(None, "cache_size", -262_144)?;
        self.conn
            .pragma_update(None, "wal_autocheckpoint", 16_384)?;
        let (sender, batches) = mpsc::sync_channel::<Vec<Result<Row, RowError>>>(4);
        // The rows are read here (the decoder is not Send) and written on
        // a second thread.
        std::thread::scope(|scope| {
            let writer = scope.spawn(move || -> Result<ImportReport, StoreError> {
                let mut report = ImportReport::default();
                for batch in batches {
                    self.write_batch(source, &batch, &mut report)?;
                    progress.added.store(report.added, Ordering::Relaxed);
                    // Said after each full batch (not the short last one).
                    if let Some(said) = progress
                        .each_batch
                        .as_ref()
                        .filter(|_| batch.len() == BATCH)
                    {
                        said(report.added);
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
        })
    }

    fn write_batch(
        &mut self,
        source: i64,
        batch: &[Result<Row, RowError>],
        report: &mut ImportReport,
    ) -> Result<(), StoreError> {
        let mut themes = self.theme_ids()?;
        let rows = good_rows(batch, report);
        let tx = self.conn.transaction()?;
        let mut tags: Vec<(i64, u16, i64)> = Vec::with_capacity(rows.len() * 6);
        {
            let mut insert = tx.prepare_cached(INSERT)?;
            let mut new_theme = tx.prepare_cached("INSERT INTO theme (name) VALUES (?1)")?;
            for row in rows {
                let game = row
                    .game_url
                    .strip_prefix(LICHESS_SITE)
                    .unwrap_or(&row.game_url);
                let added = insert.execute(params![
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
                ])?;
                if added == 0 {
                    continue;
                }
                report.added += 1;
                let key = tx.last_insert_rowid();
                tags.push((ANY_THEME, row.rating, key));
                // The opening's family (its first tag) is chosen like a theme.
                let family = row
                    .openings
                    .split_whitespace()
                    .next()
                    .map(|f| format!("{OPENING}{f}"));
                for theme in row.themes.split_whitespace().chain(family.as_deref()) {
                    let id = match themes.get(theme) {
                        Some(&id) => id,
                        None => {
                            new_theme.execute([theme])?;
                            let id = tx.last_insert_rowid();
                            themes.insert(theme.to_owned(), id);
                            id
                        }
                    };
                    tags.push((id, row.rating, key));
                }
            }
        }
        // The themes' index is written in its own order: each of its pages
        // is touched once a batch, not once a row.
        tags.sort_unstable();
        let mut tag = tx.prepare_cached(TAG)?;
        for (theme, rating, key) in tags {
            tag.execute(params![theme, rating, key])?;
        }
        drop(tag);
        tx.commit()?;
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
