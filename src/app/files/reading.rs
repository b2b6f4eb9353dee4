//! The background job that reads a file for the game list: it opens the
//! file's text (decoding a compressed one into its copy on the way),
//! checks that it is PGN, and sends the games it finds in batches.

use std::{
    io::Read as _,
    path::PathBuf,
    time::{Duration, Instant},
};

use crate::i18n::Said;
use bevy::prelude::*;

use super::io_words;
use crate::{
    chess::pgn::{IndexEntry, Indexer, looks_like_pgn},
    desktop::job::Worker,
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
    /// More games.
    Games(Vec<IndexEntry>),
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
/// way).
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
    let packing = source.packing;
    let indexed = source.index_text(reports.progress(), |text| {
        // A peek at the start: a file that is no PGN at all is said so.
        let mut start = Vec::with_capacity(1 << 16);
        std::io::Read::take(&mut *text, 1 << 16).read_to_end(&mut start)?;
        if !start.is_empty() && !looks_like_pgn(&start) {
            reports.send(Report::NotPgn(packing));
            return Ok(());
        }
        let mut indexer = Indexer::new(std::io::Read::chain(&start[..], text));
        let mut batch = Vec::new();
        let mut last_sent = Instant::now();
        loop {
            if reports.cancelled() {
                break;
            }
            match indexer.next() {
                Some(Ok(entry)) => batch.push(entry),
                Some(Err(e)) => {
                    reports.send(Report::Games(std::mem::take(&mut batch)));
                    return Err(e);
                }
                None => break,
            }
            if batch.len() >= 64 && last_sent.elapsed() >= BATCH_TIME {
                if !reports.send(Report::Games(std::mem::take(&mut batch))) {
                    return Ok(());
                }
                last_sent = Instant::now();
            }
        }
        reports.send(Report::Games(batch));
        Ok(())
    });
    match indexed {
        Ok(Ok(())) => {}
        Ok(Err(e)) | Err(e) => failed(e),
    }
}
