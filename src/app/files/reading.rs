//! The background job that reads a file for the game list: it opens the
//! file's text (decoding a compressed one into its copy on the way),
//! checks that it is PGN, and sends the games it finds in batches.

use std::{
    cell::{Cell, RefCell},
    fs::File,
    io::{Read, Seek, SeekFrom},
    path::PathBuf,
    time::{Duration, Instant},
};

use crate::i18n::Said;
use bevy::prelude::*;

use super::io_words;
use crate::{
    chess::game_list::GameTable,
    chess::pgn::{Counted, Listing, SNIFF_BYTES, cuts, index_stream, looks_like_pgn, runs_for},
    desktop::job::Worker,
    desktop::kept_list::{KeptWriter, kept_list_file, read_kept_list},
    desktop::source::{FileSource, Packing, zip_entries},
};

/// Games found are sent in batches at least this far apart, so the list
/// grows smoothly without a message per game.
const BATCH_TIME: Duration = Duration::from_millis(30);

/// What the background task reports.
pub(super) enum Report {
    /// Where the games are read from.
    Source(FileSource),
    /// The file is a zip of several PGN files: which one?
    Choose(Vec<String>),
    /// The file's next games.
    Games(Box<GameTable>),
    /// All the file's games, from its kept list: the last report.
    Kept(Box<GameTable>),
    /// The file could not be read.
    Failed(Said),
    /// The file is not PGN: nothing in its start reads as a tag or a move.
    NotPgn(Packing),
}

/// Where the decoded copies of compressed files are kept.
#[derive(Resource, Debug, Clone)]
pub struct DecodedCache(pub PathBuf);

impl Default for DecodedCache {
    fn default() -> Self {
        DecodedCache(crate::desktop::source::cache_folder())
    }
}

/// What the background job is asked to read.
pub(super) struct Request {
    pub(super) path: PathBuf,
    pub(super) entry: Option<String>,
    pub(super) cache: PathBuf,
}

/// Indexes a file, reporting as it goes, until done or cancelled: its
/// games are sent in batches, its bytes counted as progress; the file
/// itself is not held (a compressed one is decoded into its copy on the
/// way, on this thread; a plain one, or a copy decoded before, is read on
/// every core).
pub(super) fn index_file(job: Request, reports: Worker<Report>) {
    let failed = |e: std::io::Error| {
        reports.send(Report::Failed(io_words(&e)));
    };
    let source = match FileSource::prepare(&job.path, job.entry.as_deref(), &job.cache) {
        Ok(source) => source,
        Err(e) => return failed(e),
    };
    if source.packing == Packing::Zip && job.entry.is_none() {
        match zip_entries(&job.path) {
            Ok(entries) if entries.len() > 1 => {
                reports.send(Report::Choose(entries));
                return;
            }
            Ok(entries) if entries.is_empty() => {
                reports.send(Report::Failed(Said::new("zip-no-pgn")));
                return;
            }
            Ok(_) => {}
            Err(e) => return failed(e),
        }
    }
    if let Err(e) = crate::desktop::source::prune_cache(&job.cache, &source.text) {
        warn!("could not tidy the cache of decoded files: {e}");
    }
    reports.send(Report::Source(source.clone()));
    let kept = kept_list_file(&job.cache, &job.path, job.entry.as_deref(), source.stamp);
    if source.is_plain_text() && send_kept(&kept, &reports) {
        return;
    }
    let batches = Batches::new(&job.cache);
    let indexed = if source.is_plain_text() {
        list_in_parts(&source, &reports, &batches)
    } else {
        let packing = source.packing;
        source.index_text(reports.progress(), |text| {
            let Some(start) = sniff(text, packing, &reports)? else {
                return Ok(false);
            };
            // Read through the same type as a plain file's runs: one copy
            // of pgn-reader's code in the binary.
            let text: Box<dyn Read + '_> = Box::new(std::io::Read::chain(&start[..], text));
            index_stream(
                text,
                reports.cancel_flag(),
                &mut |n| batches.ready(n),
                &mut |games| batches.send(games, &reports),
            )
            .map(|()| true)
        })
    };
    match indexed {
        Ok(Ok(true)) if !reports.cancelled() => batches.keep(&kept),
        Ok(Ok(_)) => {}
        Ok(Err(e)) | Err(e) => failed(e),
    }
}

/// Sends the games of the file's kept list, if there is a whole one;
/// whether it did. A damaged one is listed afresh.
fn send_kept(kept: &std::path::Path, reports: &Worker<Report>) -> bool {
    match read_kept_list(kept) {
        Ok(all) => {
            // Joined as it was read, so that the window takes the list
            // whole at once rather than looking its names up chunk by
            // chunk.
            reports.send(Report::Kept(Box::new(all)));
            true
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => false,
        Err(e) => {
            warn!("listing {} afresh: {e}", kept.display());
            false
        }
    }
}

/// A file of at least this many bytes is listed on every core.
const PARTS_FROM: u64 = 4 << 20;

/// How many games a run past the first gathers before it waits for the
/// join: its games held compactly, its strings shared.
const RUN_CHUNK: usize = 1 << 16;

/// Lists a file's text on every core (up to 16), in runs joined in the
/// file's order ([`Listing`]), a few read ahead at a time; whether it is
/// PGN.
fn list_in_parts(
    source: &FileSource,
    reports: &Worker<Report>,
    batches: &Batches,
) -> std::io::Result<std::io::Result<bool>> {
    let path = &source.text;
    let mut file = File::open(path)?;
    let len = file.metadata()?.len();
    let Some(_) = sniff(&mut file, source.packing, reports)? else {
        return Ok(Ok(false));
    };
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get().min(16));
    let threads = if len < PARTS_FROM { 1 } else { cores };
    let cuts = cuts(&mut file, len, runs_for(len, threads))?;
    let open = |at: u64| -> std::io::Result<Box<dyn Read + '_>> {
        let mut file = File::open(path)?;
        file.seek(SeekFrom::Start(at))?;
        Ok(Box::new(Counted {
            inner: file,
            count: reports.progress(),
        }))
    };
    let listing = Listing {
        open: &open,
        cuts: &cuts,
        threads,
        chunk: RUN_CHUNK,
        cancel: reports.cancel_flag(),
    };
    Ok(listing
        .run(&mut |n| batches.ready(n), &mut |games| {
            batches.send(games, reports)
        })
        .map(|()| true))
}

/// Reads the start of a file's text: `None` (said) when it is no PGN.
fn sniff(
    text: &mut dyn Read,
    packing: Packing,
    reports: &Worker<Report>,
) -> std::io::Result<Option<Vec<u8>>> {
    // A peek at the start: a file that is no PGN at all is said so.
    let mut start = Vec::with_capacity(SNIFF_BYTES);
    text.take(SNIFF_BYTES as u64).read_to_end(&mut start)?;
    if !start.is_empty() && !looks_like_pgn(&start) {
        reports.send(Report::NotPgn(packing));
        return Ok(None);
    }
    Ok(Some(start))
}

/// The first run's games go to the list in gatherings at least
/// [`BATCH_TIME`] apart, and every gathering into the kept list.
struct Batches {
    last_sent: Cell<Instant>,
    /// The kept list being written; `None` when it cannot be.
    kept: RefCell<Option<KeptWriter>>,
    /// Whether every gathering reached the list.
    whole: Cell<bool>,
}

impl Batches {
    fn new(cache: &std::path::Path) -> Batches {
        let kept = KeptWriter::new(cache)
            .inspect_err(|e| warn!("the list will not be kept: {e}"))
            .ok();
        Batches {
            last_sent: Cell::new(Instant::now()),
            kept: RefCell::new(kept),
            whole: Cell::new(true),
        }
    }

    fn ready(&self, games: usize) -> bool {
        games >= 64 && self.last_sent.get().elapsed() >= BATCH_TIME
    }

    fn send(&self, games: GameTable, reports: &Worker<Report>) -> bool {
        self.last_sent.set(Instant::now());
        let mut kept = self.kept.borrow_mut();
        if let Some(writer) = kept.as_mut()
            && let Err(e) = writer.add(&games)
        {
            warn!("the list will not be kept: {e}");
            *kept = None;
        }
        let sent = reports.send(Report::Games(Box::new(games)));
        self.whole.set(self.whole.get() && sent);
        sent
    }

    /// Keeps the list written, the whole file listed.
    fn keep(self, to: &std::path::Path) {
        if let Some(writer) = self.kept.into_inner()
            && self.whole.get()
            && let Err(e) = writer.keep(to)
        {
            warn!("the list was not kept: {e}");
        }
    }
}
