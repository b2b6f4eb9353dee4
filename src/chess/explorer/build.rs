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
        atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering},
    },
};

use super::{
    PLY_LIMIT,
    pass::{Keep, Part, read_part},
    split,
    store::{Index, Shape, set_crc},
};

/// The bytes of a raw entry, as the pass hands it on: the position's top
/// 48 key bits with the move's code in the 16 below, and the game.
const RAW: usize = 12;

/// The most entries a game gives: one per ply before the limit, and its
/// end.
const ENTRIES_PER_GAME: u64 = PLY_LIMIT as u64 + 1;

/// How much memory a build may use, besides what it keeps per game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// The bytes of entries each thread of the pass holds before it writes
    /// them out.
    pub held: usize,
    /// About the bytes of entries one part holds, which one thread sorts
    /// at a time (twice that with its sorted copy).
    pub part: u64,
}

impl Default for Budget {
    /// 64 MB per thread of the pass, parts of about 32 MB: a file of
    /// 5,000,000 games builds in about 300 MB besides the game list.
    fn default() -> Budget {
        Budget {
            held: 64 << 20,
            part: 32 << 20,
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
            failed: None,
        }
    }

    /// Writes a part's held entries to the file.
    fn write_out(&mut self, part: usize) {
        if self.failed.is_some() {
            self.held[part].clear();
            return;
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
            write_at(file, &self.held[part], self.written)
        })();
        let len = self.held[part].len() as u64;
        match result {
            Ok(()) => {
                self.runs[part].push(self.written..self.written + len);
                self.written += len;
            }
            Err(e) => self.failed = Some(e),
        }
        self.held[part].clear();
    }

    /// The bytes of a part's entries, here and in the file.
    fn part_len(&self, part: usize) -> u64 {
        self.held[part].len() as u64 + self.runs[part].iter().map(|r| r.end - r.start).sum::<u64>()
    }
}

/// A thread's entries once the pass is over: those it held, and its file.
struct Filed {
    held: Mutex<Vec<Vec<u8>>>,
    file: Option<tempfile::NamedTempFile>,
    runs: Vec<Vec<Range<u64>>>,
}

/// What the threads share while they sort the parts.
struct Sorting<'a> {
    plan: Plan,
    filed: &'a [Filed],
    /// Where each part's entries start among all.
    starts: Vec<u64>,
    out: &'a File,
    next: AtomicUsize,
    cancel: &'a AtomicBool,
}

/// What sorting a part gives for the index's CRC: the CRCs of its
/// buckets' starts and of its entries.
type PartCrcs = (crc32fast::Hasher, crc32fast::Hasher);

impl Sorting<'_> {
    /// Sorts parts, the next not yet taken each time, until none is left.
    fn run(&self) -> io::Result<Vec<(usize, PartCrcs)>> {
        let mut done = Vec::new();
        loop {
            let part = self.next.fetch_add(1, Ordering::Relaxed);
            if part >= self.plan.parts() || self.cancel.load(Ordering::Relaxed) {
                return Ok(done);
            }
            done.push((part, self.sort(part)?));
        }
    }

    fn sort(&self, part: usize) -> io::Result<PartCrcs> {
        let mut raw = Vec::new();
        for filed in self.filed {
            for run in &filed.runs[part] {
                let from = raw.len();
                raw.resize(from + (run.end - run.start) as usize, 0);
                if let Some(file) = &filed.file {
                    read_exact_at(file.as_file(), &mut raw[from..], run.start)?;
                }
            }
            let mut held = filed.held.lock().unwrap_or_else(|e| e.into_inner());
            raw.extend_from_slice(&std::mem::take(&mut held[part]));
        }
        let shape = self.plan.shape;
        let per_part = shape.buckets() >> self.plan.part_bits;
        let first_bucket = part * per_part;
        let raws = || {
            raw.chunks_exact(RAW).map(|r| {
                let key = u64::from_le_bytes(r[..8].try_into().expect("8 bytes"));
                let game = u32::from_le_bytes(r[8..].try_into().expect("4 bytes"));
                (key, game)
            })
        };
        // Counted by bucket, then each put in its bucket's place, then
        // each bucket (a few dozen entries) sorted.
        let mut next = vec![0u64; per_part + 1];
        for (key, _) in raws() {
            next[shape.split_key(key).0 - first_bucket + 1] += 1;
        }
        for i in 1..next.len() {
            next[i] += next[i - 1];
        }
        let bounds = next.clone();
        let mut entries = vec![0u64; raw.len() / RAW];
        for (key, game) in raws() {
            let bucket = shape.split_key(key).0 - first_bucket;
            entries[next[bucket] as usize] = shape.entry(key, (key & 0xffff) as u16, game);
            next[bucket] += 1;
        }
        drop(raw);
        for pair in bounds.windows(2) {
            entries[pair[0] as usize..pair[1] as usize].sort_unstable();
        }
        let start = self.starts[part];
        let bucket_starts: Vec<u8> = bounds[..per_part]
            .iter()
            .flat_map(|b| (start + b).to_le_bytes())
            .collect();
        let mut entry_bytes = Vec::with_capacity(entries.len() * 8);
        for entry in &entries {
            entry_bytes.extend_from_slice(&entry.to_le_bytes());
        }
        drop(entries);
        write_at(
            self.out,
            &bucket_starts,
            (shape.buckets_at() + 8 * first_bucket) as u64,
        )?;
        write_at(
            self.out,
            &entry_bytes,
            shape.entries_at() as u64 + 8 * start,
        )?;
        Ok((crc(&bucket_starts), crc(&entry_bytes)))
    }
}

fn crc(bytes: &[u8]) -> crc32fast::Hasher {
    let mut hasher = crc32fast::Hasher::new();
    hasher.update(bytes);
    hasher
}

/// Writes the header and after it the games' own records, in the index's
/// order (scores, ratings, openings, moves, traces), a megabyte at a time
/// with each part's records let go once written; returns their CRC.
fn write_per_game(
    out: &File,
    header: &[u8],
    mut parts: Vec<Part>,
    shape: &Shape,
) -> io::Result<crc32fast::Hasher> {
    let mut records = Records {
        out,
        at: 0,
        buffer: Vec::with_capacity(1 << 20),
        crc: crc32fast::Hasher::new(),
    };
    records.put(header)?;
    for part in &mut parts {
        records.put(&std::mem::take(&mut part.scores))?;
    }
    for part in &mut parts {
        for elo in std::mem::take(&mut part.elo) {
            records.put(&elo[0].to_le_bytes())?;
            records.put(&elo[1].to_le_bytes())?;
        }
    }
    for part in &mut parts {
        for id in std::mem::take(&mut part.openings) {
            records.put(&id.to_le_bytes())?;
        }
    }
    for part in &mut parts {
        for plies in std::mem::take(&mut part.plies) {
            records.put(&plies.to_le_bytes())?;
        }
    }
    for part in &mut parts {
        for trace in std::mem::take(&mut part.traces) {
            records.put(&trace.to_bytes())?;
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
    pub(super) starts: &'a [u64],
    pub(super) end: u64,
}

/// Builds the index of a text's games into `out` (an empty file), filing
/// entries in `folder`, the pass on up to `threads` threads; `None` when
/// cancelled.
pub(super) fn build(
    source: &Source<'_>,
    out: &File,
    folder: &Path,
    threads: usize,
    budget: Budget,
    read: &AtomicU64,
    cancel: &AtomicBool,
) -> io::Result<Option<Index>> {
    let plan = Plan::new(source.starts.len() as u64, budget);
    let threads = threads.max(1);
    let Some((parts, spills)) = pass(source, plan, folder, threads, read, cancel)? else {
        return Ok(None);
    };
    let mut starts = Vec::with_capacity(plan.parts() + 1);
    let mut total = 0;
    for part in 0..plan.parts() {
        starts.push(total);
        total += spills.iter().map(|s| s.part_len(part)).sum::<u64>() / RAW as u64;
    }
    let shape = Shape::new(plan.shape.games, total);
    out.set_len(shape.len() as u64)?;
    // The games' own records go to the index at once, not held while
    // the parts are sorted (a fifth of the build's memory for 5,000,000
    // games); the header is written again, with the CRC, at the end.
    let head = shape.header(PLY_LIMIT);
    let head_crc = write_per_game(out, &head, parts, &shape)?;
    let filed: Vec<Filed> = spills
        .into_iter()
        .map(|s| Filed {
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
    finish(out, shape, (head.to_vec(), head_crc), sorted, total).map(Some)
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
) -> io::Result<Option<(Vec<Part>, Vec<Spill<'a>>)>> {
    let ranges = split(source.starts, source.end, threads);
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
    let Some(passes) = passes else {
        return Ok(None);
    };
    let (mut parts, spills): (Vec<Part>, Vec<Spill>) = passes.into_iter().unzip();
    // Games are numbered as the list numbers them: a part that found
    // fewer games than its run of the list (a file changed since) counts
    // none for the rest.
    for (part, (games, _)) in parts.iter_mut().zip(&ranges) {
        part.pad_to((games.end - games.start) as usize);
    }
    Ok(Some((parts, spills)))
}

/// Sorts the filed parts on `threads` threads into their places in the
/// index; each part's CRCs in the part's order, `None` when cancelled.
fn sort_parts(sorting: &Sorting<'_>, threads: usize) -> io::Result<Option<Vec<PartCrcs>>> {
    let mut sorted = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| scope.spawn(|| sorting.run()))
            .collect();
        let mut all = Vec::new();
        for h in handles {
            all.extend(
                h.join()
                    .unwrap_or_else(|_| Err(io::Error::other("the sort failed")))?,
            );
        }
        io::Result::Ok(all)
    })?;
    if sorting.cancel.load(Ordering::Relaxed) {
        return Ok(None);
    }
    sorted.sort_by_key(|(part, _)| *part);
    Ok(Some(sorted.into_iter().map(|(_, crcs)| crcs).collect()))
}

/// Writes the sentinel and the header (the games' records, after it, were
/// written before the sort) with the CRC of the whole, combined in the
/// file's order from its pieces' (`head_crc`: the header's and records'),
/// and maps the index.
fn finish(
    out: &File,
    shape: Shape,
    (mut header, head_crc): (Vec<u8>, crc32fast::Hasher),
    sorted: Vec<PartCrcs>,
    total: u64,
) -> io::Result<Index> {
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
    Index::map(out, shape)
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

/// Writes all of `bytes` at `offset` (threads write their own places).
fn write_at(file: &File, bytes: &[u8], offset: u64) -> io::Result<()> {
    #[cfg(unix)]
    {
        std::os::unix::fs::FileExt::write_all_at(file, bytes, offset)
    }
    #[cfg(windows)]
    {
        let (mut bytes, mut offset) = (bytes, offset);
        while !bytes.is_empty() {
            let n = std::os::windows::fs::FileExt::seek_write(file, bytes, offset)?;
            bytes = &bytes[n..];
            offset += n as u64;
        }
        Ok(())
    }
}

/// Reads exactly `buffer.len()` bytes at `offset`.
fn read_exact_at(file: &File, buffer: &mut [u8], offset: u64) -> io::Result<()> {
    #[cfg(unix)]
    {
        std::os::unix::fs::FileExt::read_exact_at(file, buffer, offset)
    }
    #[cfg(windows)]
    {
        let (mut buffer, mut offset) = (buffer, offset);
        while !buffer.is_empty() {
            match std::os::windows::fs::FileExt::seek_read(file, buffer, offset)? {
                0 => return Err(io::ErrorKind::UnexpectedEof.into()),
                n => {
                    buffer = &mut buffer[n..];
                    offset += n as u64;
                }
            }
        }
        Ok(())
    }
}
