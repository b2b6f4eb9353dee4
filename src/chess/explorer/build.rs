//! Building the explorer's index in bounded memory, for files of any size.
//!
//! The pass ([`read_part`], on several threads over parts of the file)
//! hands each position to a [`Spill`], which files it by the top bits of
//! its key into one of a number of parts (ranges of buckets) and writes a
//! part's entries out to a file in the cache folder whenever they fill
//! their share of the thread's memory. Then each part, read back whole
//! (a few dozen megabytes), is sorted on its own, on every thread at once,
//! and written to its place in the index: the parts' sizes, known once
//! the pass ends, give every place before any is sorted.
//!
//! This is an external sort by distribution rather than by merging sorted
//! runs: the keys are zobrist hashes, evenly spread, so parts by their top
//! bits come out the same size, need no merge (which would compare every
//! entry on one thread) and sort in parallel. No crate does this for
//! records read back from a pass (`extsort` merges on one thread and keeps
//! its runs as serde records); the whole is a hundred lines.
//!
//! Nothing is trusted until it is whole: the index is written under a
//! temporary name (`explorer-….part`) and renamed over the kept one once
//! its CRC is in its header. A pass killed half-way leaves `.part` files,
//! which the next build removes.

use std::{
    fs::{self, File},
    io,
    ops::Range,
    path::Path,
    sync::{
        Mutex,
        atomic::{AtomicBool, AtomicU64, AtomicUsize},
    },
};

use super::{
    PLY_LIMIT,
    pass::{Keep, Part, RECORD_COLUMNS, read_part},
    store::{Shape, set_crc},
};

pub(super) use crate::chess::file_at::{read_exact_at, write_at};

mod sort;
use sort::{Filed, PartCrcs, Sorting, crc, sort_parts};

/// The bytes of a raw entry, as the pass hands it on: the position's top
/// 48 key bits with the move's code in the 16 below, and the game.
const RAW: usize = 12;

/// The most entries a game gives: one per ply before the limit, and its
/// end.
const ENTRIES_PER_GAME: u64 = PLY_LIMIT as u64 + 1;

/// How much memory a build may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// The bytes of entries each thread of the pass holds before it writes
    /// them out.
    pub held: usize,
    /// About the bytes of entries one part holds, which one thread sorts
    /// at a time. A part that holds more (the start position's holds an
    /// entry for every game) is sorted in windows of at most twice these
    /// bytes of sorted entries, its entries read once for each.
    pub part: u64,
    /// The games whose own records (21 bytes each) each thread of the
    /// pass holds before it writes them out.
    pub records: usize,
}

impl Default for Budget {
    /// 32 MB of entries per thread of the pass, parts of about 16 MB, the
    /// records of 16,384 games per thread: whatever the number of games,
    /// a build holds about 40 MB per thread besides the games' starts.
    fn default() -> Budget {
        Budget {
            held: 32 << 20,
            part: 16 << 20,
            records: 1 << 14,
        }
    }
}

impl Budget {
    /// The app's budget for a build on `threads` threads, whatever their
    /// number: 32 MB of entries held in all, parts of 8 MB (a file of
    /// 5,000,000 games builds in about 70 MB besides its list).
    pub fn shared_by(threads: usize) -> Budget {
        Budget {
            held: ((32 << 20) / threads.max(1)).max(4 << 20),
            part: 8 << 20,
            ..Budget::default()
        }
    }
}

/// How a build files its entries.
#[derive(Debug, Clone, Copy)]
struct Plan {
    shape: Shape,
    /// The parts are the buckets' top `part_bits`.
    part_bits: u32,
    /// The bytes of a part a thread holds before writing them out.
    held: usize,
    /// The games whose records a thread holds before writing them out.
    records: usize,
    /// The most sorted entries a thread holds at once.
    window: u64,
}

impl Plan {
    fn new(games: u64, budget: Budget) -> Plan {
        let shape = Shape::new(games, 0);
        let most = games.max(1) * ENTRIES_PER_GAME * RAW as u64;
        let parts = most.div_ceil(budget.part.max(1)).next_power_of_two();
        let part_bits = parts.trailing_zeros().min(shape.bucket_bits);
        let held = ((budget.held >> part_bits) / RAW).max(64) * RAW;
        Plan {
            shape,
            part_bits,
            held,
            records: budget.records.max(1),
            // Sorted entries take 8 bytes: twice a part's bytes.
            window: (budget.part / 4).max(64),
        }
    }

    fn parts(&self) -> usize {
        1 << self.part_bits
    }

    fn part_of(&self, key: u64) -> usize {
        key.checked_shr(64 - self.part_bits).unwrap_or(0) as usize
    }
}

/// Where one thread of the pass files its entries.
struct Spill<'a> {
    plan: Plan,
    folder: &'a Path,
    /// Per part, the entries held.
    held: Vec<Vec<u8>>,
    /// The file the held entries go to when they fill their share.
    file: Option<tempfile::NamedTempFile>,
    written: u64,
    /// Per part, the runs of the file that hold its entries.
    runs: Vec<Vec<Range<u64>>>,
    /// Per column of the games' records, the runs of the file that hold
    /// it, in the games' order.
    records: [Vec<Range<u64>>; RECORD_COLUMNS],
    /// How many games' records went to the file.
    games_filed: usize,
    failed: Option<io::Error>,
}

impl Keep for Spill<'_> {
    const PLY_LIMIT: u32 = PLY_LIMIT;

    fn keep(&mut self, key: u64, code: u16, game: u32, ply: u32) {
        if ply >= PLY_LIMIT {
            return;
        }
        let part = self.plan.part_of(key);
        let mut raw = [0; RAW];
        raw[..8].copy_from_slice(&((key & !0xffff) | u64::from(code)).to_le_bytes());
        raw[8..].copy_from_slice(&game.to_le_bytes());
        let held = &mut self.held[part];
        if held.capacity() == 0 {
            // Filled to its share, written out and filled again: room for
            // the share at once, not grown by copies (the pages are only
            // taken as they are written).
            held.reserve_exact(self.plan.held + RAW);
        }
        held.extend_from_slice(&raw);
        if held.len() >= self.plan.held {
            self.write_out(part);
        }
    }

    /// The games' records go to the file too, [`Budget::records`] games'
    /// at a time, not held through the pass (a third of its memory for
    /// 5,000,000 games).
    fn file_records(&mut self, part: &mut Part) {
        if part.len() < self.plan.records {
            return;
        }
        for c in 0..RECORD_COLUMNS {
            if let Some(run) = self.write(&part.column(c)) {
                self.records[c].push(run);
            }
        }
        self.games_filed += part.len();
        part.clear();
    }
}

impl Spill<'_> {
    fn new(plan: Plan, folder: &Path) -> Spill<'_> {
        Spill {
            plan,
            folder,
            held: vec![Vec::new(); plan.parts()],
            file: None,
            written: 0,
            runs: vec![Vec::new(); plan.parts()],
            records: Default::default(),
            games_filed: 0,
            failed: None,
        }
    }

    /// Writes a part's held entries to the file.
    fn write_out(&mut self, part: usize) {
        let held = std::mem::take(&mut self.held[part]);
        if let Some(run) = self.write(&held) {
            self.runs[part].push(run);
        }
        self.held[part] = held;
        self.held[part].clear();
    }

    /// Writes bytes at the file's end (made at the first write); where
    /// they went, `None` once a write failed.
    fn write(&mut self, bytes: &[u8]) -> Option<Range<u64>> {
        if self.failed.is_some() {
            return None;
        }
        let result = (|| {
            if self.file.is_none() {
                self.file = Some(
                    tempfile::Builder::new()
                        .prefix("explorer-run-")
                        .suffix(".part")
                        .tempfile_in(self.folder)?,
                );
            }
            let file = self.file.as_ref().expect("just made").as_file();
            write_at(file, bytes, self.written)
        })();
        match result {
            Ok(()) => {
                let run = self.written..self.written + bytes.len() as u64;
                self.written = run.end;
                Some(run)
            }
            Err(e) => {
                self.failed = Some(e);
                None
            }
        }
    }

    /// The bytes of a part's entries, here and in the file.
    fn part_len(&self, part: usize) -> u64 {
        self.held[part].len() as u64 + self.runs[part].iter().map(|r| r.end - r.start).sum::<u64>()
    }
}

/// Writes the header and after it the games' own records, in the index's
/// order (scores, ratings, openings, moves, traces): each column read back
/// from the threads' files a megabyte at a time, then what each part still
/// holds; returns their CRC.
fn write_per_game(
    out: &File,
    header: &[u8],
    parts: &[(Part, Spill<'_>)],
    shape: &Shape,
) -> io::Result<crc32fast::Hasher> {
    let mut records = Records {
        out,
        at: 0,
        buffer: Vec::with_capacity(1 << 20),
        crc: crc32fast::Hasher::new(),
    };
    records.put(header)?;
    let mut block = vec![0; 1 << 20];
    for c in 0..RECORD_COLUMNS {
        for (part, spill) in parts {
            for run in &spill.records[c] {
                let file = spill.file.as_ref().expect("records were written");
                let mut at = run.start;
                while at < run.end {
                    let n = ((run.end - at) as usize).min(block.len());
                    read_exact_at(file.as_file(), &mut block[..n], at)?;
                    records.put(&block[..n])?;
                    at += n as u64;
                }
            }
            records.put(&part.column(c))?;
        }
    }
    let written = records.at + records.buffer.len() as u64;
    debug_assert!(written <= shape.buckets_at() as u64);
    records.put(&vec![
        0;
        (shape.buckets_at() as u64).saturating_sub(written)
            as usize
    ])?;
    records.flush()?;
    Ok(records.crc)
}

/// The games' records on their way to the index.
struct Records<'a> {
    out: &'a File,
    /// Where the buffer goes in the file.
    at: u64,
    buffer: Vec<u8>,
    crc: crc32fast::Hasher,
}

impl Records<'_> {
    fn put(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.buffer.extend_from_slice(bytes);
        if self.buffer.len() >= 1 << 20 {
            self.flush()?;
        }
        Ok(())
    }

    fn flush(&mut self) -> io::Result<()> {
        write_at(self.out, &self.buffer, self.at)?;
        self.crc.update(&self.buffer);
        self.at += self.buffer.len() as u64;
        self.buffer.clear();
        Ok(())
    }
}

/// What a build reads: a text's games and where each starts.
pub(super) struct Source<'a> {
    /// Opens the text at a byte offset, for `len` bytes.
    pub(super) open: &'a (dyn Fn(u64, u64) -> io::Result<Box<dyn io::Read + Send + 'a>> + Sync),
    /// The starts of every `every`-th game of `games`.
    pub(super) starts: &'a [u64],
    pub(super) every: usize,
    pub(super) games: usize,
    pub(super) end: u64,
}

/// How a build works: on up to `threads` threads within `budget`, adding
/// the bytes read to `read`, and stopping when `cancel` is set.
pub(super) struct Work<'a> {
    pub(super) threads: usize,
    pub(super) budget: Budget,
    pub(super) read: &'a AtomicU64,
    pub(super) cancel: &'a AtomicBool,
}

/// Builds the index of a text's games into `out` (an empty file), filing
/// entries in `folder`, the pass on up to `threads` threads; `None` when
/// cancelled.
pub(super) fn build(
    source: &Source<'_>,
    out: &File,
    folder: &Path,
    work: Work<'_>,
) -> io::Result<Option<Shape>> {
    let Work {
        threads,
        budget,
        read,
        cancel,
    } = work;
    let plan = Plan::new(source.games as u64, budget);
    let threads = threads.max(1);
    let Some(passes) = pass(source, plan, folder, threads, read, cancel)? else {
        return Ok(None);
    };
    let mut starts = Vec::with_capacity(plan.parts() + 1);
    let mut total = 0;
    for part in 0..plan.parts() {
        starts.push(total);
        total += passes.iter().map(|(_, s)| s.part_len(part)).sum::<u64>() / RAW as u64;
    }
    let shape = Shape::new(plan.shape.games, total);
    out.set_len(shape.len() as u64)?;
    // The games' own records go to the index first; the header is
    // written again, with the CRC, at the end.
    let head = shape.header(PLY_LIMIT);
    let head_crc = write_per_game(out, &head, &passes, &shape)?;
    let filed: Vec<Filed> = passes
        .into_iter()
        .map(|(_, s)| Filed {
            held: Mutex::new(s.held),
            file: s.file,
            runs: s.runs,
        })
        .collect();
    let sorting = Sorting {
        plan: Plan { shape, ..plan },
        filed: &filed,
        starts,
        out,
        next: AtomicUsize::new(0),
        cancel,
    };
    let Some(sorted) = sort_parts(&sorting, threads)? else {
        return Ok(None);
    };
    drop(filed);
    finish(out, shape, head.to_vec(), head_crc, sorted, total).map(Some)
}

/// The pass over the games on `threads` threads, each filing the entries
/// of its run of the list; `None` when cancelled.
fn pass<'a>(
    source: &Source<'_>,
    plan: Plan,
    folder: &'a Path,
    threads: usize,
    read: &AtomicU64,
    cancel: &AtomicBool,
) -> io::Result<Option<Vec<(Part, Spill<'a>)>>> {
    let ranges = split(
        source.starts,
        source.every,
        source.games,
        source.end,
        threads,
    );
    let passes = std::thread::scope(|scope| {
        let handles: Vec<_> = ranges
            .iter()
            .map(|(games, bytes)| {
                let (games, bytes) = (games.clone(), bytes.clone());
                scope.spawn(move || -> io::Result<Option<(Part, Spill<'a>)>> {
                    let text = (source.open)(bytes.start, bytes.end - bytes.start)?;
                    let mut spill = Spill::new(plan, folder);
                    let part = read_part(
                        text,
                        games.start,
                        games.end - games.start,
                        read,
                        cancel,
                        &mut spill,
                    )?;
                    match spill.failed.take() {
                        Some(e) => Err(e),
                        None => Ok(part.map(|p| (p, spill))),
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(io::Error::other("the pass failed")))
            })
            .collect::<io::Result<Option<Vec<_>>>>()
    })?;
    let Some(mut passes) = passes else {
        return Ok(None);
    };
    // Games are numbered as the list numbers them: a part that found
    // fewer games than its run of the list (a file changed since) counts
    // none for the rest.
    for ((part, spill), (games, _)) in passes.iter_mut().zip(&ranges) {
        let games = (games.end - games.start) as usize;
        part.pad_to(games.saturating_sub(spill.games_filed));
    }
    Ok(Some(passes))
}

/// Writes the sentinel and the header (the games' records, after it, were
/// written before the sort) with the CRC of the whole, combined in the
/// file's order from its pieces' (`head_crc`: the header's and records'),
/// and maps the index.
fn finish(
    out: &File,
    shape: Shape,
    mut header: Vec<u8>,
    head_crc: crc32fast::Hasher,
    sorted: Vec<PartCrcs>,
    total: u64,
) -> io::Result<Shape> {
    let sentinel = total.to_le_bytes();
    write_at(
        out,
        &sentinel,
        (shape.buckets_at() + 8 * shape.buckets()) as u64,
    )?;
    let mut whole = head_crc;
    for (buckets, _) in &sorted {
        whole.combine(buckets);
    }
    whole.combine(&crc(&sentinel));
    for (_, entries) in &sorted {
        whole.combine(entries);
    }
    set_crc(&mut header, whole.finalize());
    write_at(out, &header, 0)?;
    Ok(shape)
}

/// Removes what builds killed half-way left in `folder` (only one Rookery
/// runs per user: no build is under way there).
pub(super) fn tidy(folder: &Path) {
    let Ok(entries) = fs::read_dir(folder) else {
        return;
    };
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with("explorer-") && name.ends_with(".part") {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Splits a file's `games` into up to `parts` runs of about equal bytes,
/// each beginning at one of `starts` (those of every `every`-th game): per
/// run, its games and its bytes.
fn split(
    starts: &[u64],
    every: usize,
    games: usize,
    end: u64,
    parts: usize,
) -> Vec<(Range<u32>, Range<u64>)> {
    let every = every.max(1);
    if games == 0 || starts.is_empty() {
        return Vec::new();
    }
    // The start of game `g`, a multiple of `every`, or the end.
    let start = |g: usize| {
        starts
            .get(g / every)
            .copied()
            .filter(|_| g < games)
            .unwrap_or(end)
    };
    let first = starts[0];
    let size = end.saturating_sub(first);
    let mut runs = Vec::new();
    let mut game = 0;
    for k in 1..=parts {
        let next = if k == parts {
            games
        } else {
            let target = first + size * k as u64 / parts as u64;
            let sample = starts.partition_point(|&s| s < target);
            (sample * every).min(games).max(game)
        };
        if next > game {
            let (from, stop) = (start(game), start(next));
            runs.push((game as u32..next as u32, from..stop.max(from)));
            game = next;
        }
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_keeps_every_game_once_in_order() {
        let starts = [0, 10, 20, 30, 40];
        let runs = split(&starts, 1, 5, 50, 2);
        assert_eq!(runs, vec![(0..3, 0..30), (3..5, 30..50)]);
        assert_eq!(split(&starts, 1, 5, 50, 1), vec![(0..5, 0..50)]);
        assert_eq!(split(&[0], 1, 1, 9, 4), vec![(0..1, 0..9)]);
        assert!(split(&[], 1, 0, 0, 2).is_empty());
        // Every third game's start of 8 games (0, 10, …, 70): the runs
        // begin at those only.
        let every_third = [0, 30, 60];
        assert_eq!(
            split(&every_third, 3, 8, 80, 2),
            vec![(0..6, 0..60), (6..8, 60..80)]
        );
        assert_eq!(
            split(&every_third, 3, 8, 80, 4),
            vec![(0..3, 0..30), (3..6, 30..60), (6..8, 60..80)]
        );
        assert_eq!(split(&[0], 3, 2, 20, 2), vec![(0..2, 0..20)]);
    }
}
