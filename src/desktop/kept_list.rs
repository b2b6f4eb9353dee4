//! A listed file's games kept in the cache folder
//! ([`crate::chess::game_list::write_kept`]), one file per listed file,
//! its name from the file's path, zip entry, size and date: opening the
//! same file again lists it from there, and a changed file is listed
//! afresh. The list is written beside the listing as its games come, and
//! kept only when the whole file was listed.

use std::{
    fs,
    io::{self, BufWriter},
    path::{Path, PathBuf},
};

use crate::{
    chess::game_list::{GameTable, read_kept_joined, write_kept, write_kept_start},
    desktop::source::{Stamp, file_key, prune_kept},
};

/// How many kept lists the cache holds besides the one in use.
pub const LISTS_KEPT: usize = 4;

/// Where the list of a file (or of a zip's entry) of this stamp is kept.
pub fn kept_list_file(cache: &Path, path: &Path, entry: Option<&str>, stamp: Stamp) -> PathBuf {
    cache.join(format!("list-{:016x}.bin", file_key(path, entry, stamp)))
}

/// A kept list's games, its tables joined in order.
pub fn read_kept_list(path: &Path) -> io::Result<GameTable> {
    read_kept_joined(io::BufReader::with_capacity(1 << 20, fs::File::open(path)?))
}

/// A kept list being written as the listing goes.
pub struct KeptWriter {
    out: BufWriter<tempfile::NamedTempFile>,
}

impl KeptWriter {
    /// Starts a kept list in `cache` (a temporary file until kept).
    pub fn new(cache: &Path) -> io::Result<KeptWriter> {
        fs::create_dir_all(cache)?;
        // What listings stopped half-way left (one Rookery runs per user,
        // and one listing at a time that is not cancelled).
        for entry in fs::read_dir(cache)?.filter_map(Result::ok) {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if name.starts_with("list-") && name.ends_with(".part") {
                let _ = fs::remove_file(entry.path());
            }
        }
        let file = tempfile::Builder::new()
            .prefix("list-")
            .suffix(".part")
            .tempfile_in(cache)?;
        let mut out = BufWriter::with_capacity(1 << 20, file);
        write_kept_start(&mut out)?;
        Ok(KeptWriter { out })
    }

    /// Adds the listing's next games.
    pub fn add(&mut self, games: &GameTable) -> io::Result<()> {
        write_kept(&mut self.out, games)
    }

    /// Keeps the list at `to` (the whole file was listed), and removes
    /// all but the [`LISTS_KEPT`] most recent others.
    pub fn keep(self, to: &Path) -> io::Result<()> {
        let file = self.out.into_inner().map_err(|e| e.into_error())?;
        file.persist(to).map_err(|e| e.error)?;
        let cache = to.parent().unwrap_or(Path::new("."));
        prune_kept(cache, to, LISTS_KEPT, "list-")
    }
}
