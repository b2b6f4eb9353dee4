//! Where a listed file's games are read from, without holding the file:
//! a plain PGN file is read game by game at the byte ranges its index
//! gives; a compressed one (`.pgn.gz`, `.pgn.zst`, `.pgn.bz2`, a `.zip` of
//! PGN files) is decoded once, as a stream, into a copy in the cache
//! folder while it is indexed, and its games are then read from that copy,
//! so opening one never decodes the file again. Every source remembers
//! the size and time of the file as it was listed, so a file changed on
//! disk is noticed before a game is read from stale offsets.
//!
//! The decoders are well-kept crates: `flate2` (gzip, several members
//! too), `ruzstd` (zstd, pure Rust), `bzip2` (pure Rust backend), `zip`.

use std::{
    fs::{self, File},
    hash::{Hash, Hasher},
    io::{self, Read, Seek, SeekFrom, Write},
    ops::Range,
    path::{Path, PathBuf},
    sync::{Arc, atomic::AtomicU64},
    time::SystemTime,
};

use crate::chess::pgn::Counted;

/// How a file is packed, told by its first bytes (not its name).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Packing {
    /// Plain text.
    Plain,
    /// gzip (`.gz`).
    Gzip,
    /// Zstandard (`.zst`, lichess's database).
    Zstd,
    /// bzip2 (`.bz2`).
    Bzip2,
    /// A zip archive (The Week in Chess).
    Zip,
}

impl Packing {
    /// The packing whose magic number `start` begins with.
    pub fn of(start: &[u8]) -> Packing {
        match start {
            [0x1f, 0x8b, ..] => Packing::Gzip,
            [0x28, 0xb5, 0x2f, 0xfd, ..] => Packing::Zstd,
            [b'B', b'Z', b'h', b'1'..=b'9', ..] => Packing::Bzip2,
            [b'P', b'K', 3, 4, ..] | [b'P', b'K', 5, 6, ..] => Packing::Zip,
            _ => Packing::Plain,
        }
    }

    /// The packing of a file, from its first bytes.
    pub fn of_file(path: &Path) -> io::Result<Packing> {
        let mut start = [0u8; 4];
        let mut file = File::open(path)?;
        let mut got = 0;
        while got < start.len() {
            match file.read(&mut start[got..])? {
                0 => break,
                n => got += n,
            }
        }
        Ok(Packing::of(&start[..got]))
    }

    /// Whether the file is compressed (its games come from a decoded copy).
    pub fn is_compressed(self) -> bool {
        self != Packing::Plain
    }

    /// Its name, for messages.
    pub fn name(self) -> &'static str {
        match self {
            Packing::Plain => "plain text",
            Packing::Gzip => "gzip",
            Packing::Zstd => "zstd",
            Packing::Bzip2 => "bzip2",
            Packing::Zip => "zip",
        }
    }
}

/// A file's size and modification time, to tell whether it changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Stamp {
    /// Its length in bytes.
    pub len: u64,
    /// When it was last modified, where the system tells.
    pub modified: Option<SystemTime>,
}

impl Stamp {
    /// The stamp of a file as it is now.
    pub fn of(path: &Path) -> io::Result<Stamp> {
        let meta = fs::metadata(path)?;
        Ok(Stamp {
            len: meta.len(),
            modified: meta.modified().ok(),
        })
    }
}

/// The `.pgn` files a zip archive holds, in archive order.
pub fn zip_entries(path: &Path) -> io::Result<Vec<String>> {
    let archive = zip::ZipArchive::new(File::open(path)?).map_err(zip_error)?;
    Ok(archive
        .file_names()
        .filter_map(Result::ok)
        .filter(|name| name.to_ascii_lowercase().ends_with(".pgn"))
        .map(|name| name.into_owned())
        .collect())
}

fn zip_error(e: zip::result::ZipError) -> io::Error {
    match e {
        zip::result::ZipError::Io(e) => e,
        e => io::Error::new(io::ErrorKind::InvalidData, e.to_string()),
    }
}

/// The games' text of a listed file, read by byte ranges.
#[derive(Debug, Clone)]
pub enum GameSource {
    /// Text held in memory (a pasted text).
    Memory(Arc<[u8]>),
    /// A file on disk.
    File(FileSource),
}

/// A listed file: the one the player opened and where its text is read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileSource {
    /// The file the player opened.
    pub path: PathBuf,
    /// For a zip, the PGN file inside it.
    pub entry: Option<String>,
    /// How it is packed.
    pub packing: Packing,
    /// The plain text: the file itself, or its decoded copy.
    pub text: PathBuf,
    /// The opened file as it was listed.
    pub stamp: Stamp,
}

impl GameSource {
    /// The text in `range`.
    pub fn read(&self, range: Range<u64>) -> io::Result<Vec<u8>> {
        match self {
            GameSource::Memory(bytes) => bytes
                .get(range.start as usize..range.end as usize)
                .map(<[u8]>::to_vec)
                .ok_or_else(|| io::Error::new(io::ErrorKind::UnexpectedEof, "past the end")),
            GameSource::File(file) => file.read(range),
        }
    }

    /// The file, if the text is one.
    pub fn file(&self) -> Option<&FileSource> {
        match self {
            GameSource::File(file) => Some(file),
            GameSource::Memory(_) => None,
        }
    }
}

impl FileSource {
    /// The text in `range`, by a positioned read: the file is not held.
    pub fn read(&self, range: Range<u64>) -> io::Result<Vec<u8>> {
        let len = usize::try_from(range.end.saturating_sub(range.start))
            .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "a game too long"))?;
        let mut file = File::open(&self.text)?;
        file.seek(SeekFrom::Start(range.start))?;
        let mut bytes = vec![0; len];
        file.read_exact(&mut bytes)?;
        Ok(bytes)
    }

    /// Whether the opened file changed on disk since it was listed (or is
    /// gone): its games' offsets may no longer hold.
    pub fn changed_on_disk(&self) -> bool {
        Stamp::of(&self.path).map_or(true, |now| now != self.stamp)
    }
}

/// Where the decoded copy of a compressed file is kept: one name per file,
/// entry, size and time, so a changed file is decoded again.
pub fn decoded_copy(cache: &Path, path: &Path, entry: Option<&str>, stamp: Stamp) -> PathBuf {
    let stem = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stem: String = stem
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
        .take(40)
        .collect();
    cache.join(format!("{stem}-{:016x}.pgn", file_key(path, entry, stamp)))
}

/// One number for a file (a zip's entry in it) as it is now: its path, size
/// and modification time. What the cache keeps of a file is named by it,
/// so a changed file is read afresh.
pub fn file_key(path: &Path, entry: Option<&str>, stamp: Stamp) -> u64 {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    path.hash(&mut hasher);
    entry.hash(&mut hasher);
    stamp.hash(&mut hasher);
    hasher.finish()
}

impl FileSource {
    /// The source of a file about to be listed: how it is packed and where
    /// its text will be read (for a compressed file, its decoded copy in
    /// `cache`; for a zip of several PGN files, `entry` names one, else the
    /// first is read).
    pub fn prepare(path: &Path, entry: Option<&str>, cache: &Path) -> io::Result<FileSource> {
        let stamp = Stamp::of(path)?;
        let packing = Packing::of_file(path)?;
        let text = if packing.is_compressed() {
            decoded_copy(cache, path, entry, stamp)
        } else {
            path.to_path_buf()
        };
        Ok(FileSource {
            path: path.to_path_buf(),
            entry: entry.map(str::to_owned),
            packing,
            text,
            stamp,
        })
    }

    /// Whether the text is a file to read as it is: a plain one, or a
    /// compressed one's copy decoded before.
    pub fn is_plain_text(&self) -> bool {
        !self.packing.is_compressed() || self.is_decoded()
    }

    /// Whether the text is read from a decoded copy made earlier.
    pub fn is_decoded(&self) -> bool {
        self.packing.is_compressed() && done_marker(&self.text).is_file()
    }

    /// Hands the file's PGN text as a stream to `index`, which reads as far
    /// as it likes (an indexer, stopped when cancelled); `read` counts the
    /// bytes of the file itself read so far (for a compressed one, before
    /// decoding), for a progress bar. A compressed file is decoded on the
    /// way and every decoded byte written to its copy before `index` sees
    /// it, so a game listed can be read from the copy at once; a marker
    /// beside the copy tells it whole. A copy made before is read instead
    /// of decoding again.
    pub fn index_text<T>(
        &self,
        read: &AtomicU64,
        index: impl FnOnce(&mut dyn Read) -> T,
    ) -> io::Result<T> {
        if !self.packing.is_compressed() || self.is_decoded() {
            let mut file = Counted {
                inner: File::open(&self.text)?,
                count: read,
            };
            return Ok(index(&mut file));
        }
        if let Some(folder) = self.text.parent() {
            fs::create_dir_all(folder)?;
        }
        let mut out = File::create(&self.text)?;
        let decoded = with_decoder(
            &self.path,
            self.packing,
            self.entry.as_deref(),
            read,
            |inner| {
                let mut tee = Tee {
                    inner,
                    copy: &mut out,
                    failed: None,
                    finished: false,
                };
                let result = index(&mut tee);
                (result, tee.failed, tee.finished)
            },
        );
        drop(out);
        let (result, failed, finished) = decoded?;
        if let Some(e) = failed {
            return Err(e);
        }
        // An index stopped early (cancelled) leaves the copy without its
        // marker: it serves the games listed and is decoded again next time.
        if finished {
            File::create(done_marker(&self.text))?;
        }
        Ok(result)
    }
}

/// The marker that a decoded copy is whole.
fn done_marker(copy: &Path) -> PathBuf {
    let mut name = copy.as_os_str().to_owned();
    name.push(".done");
    PathBuf::from(name)
}

/// Calls `f` with a streaming decoder of a compressed file (for a zip, of
/// one entry: the named one, or the first PGN file). The `zip` crate's
/// entry reader borrows its archive, hence a call rather than a return.
pub(crate) fn with_decoder<T>(
    path: &Path,
    packing: Packing,
    entry: Option<&str>,
    read: &AtomicU64,
    f: impl FnOnce(&mut dyn Read) -> T,
) -> io::Result<T> {
    let file = io::BufReader::with_capacity(
        1 << 16,
        Counted {
            inner: File::open(path)?,
            count: read,
        },
    );
    Ok(match packing {
        Packing::Plain => f(&mut { file }),
        Packing::Gzip => f(&mut flate2::read::MultiGzDecoder::new(file)),
        Packing::Zstd => f(&mut ruzstd::decoding::StreamingDecoder::new(file)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e.to_string()))?),
        Packing::Bzip2 => f(&mut bzip2::read::MultiBzDecoder::new(file)),
        Packing::Zip => {
            let mut archive = zip::ZipArchive::new(file).map_err(zip_error)?;
            let name = match entry {
                Some(name) => name.to_owned(),
                None => first_pgn(&archive).ok_or_else(|| {
                    io::Error::new(io::ErrorKind::InvalidData, "the archive holds no PGN file")
                })?,
            };
            let mut reader = archive.by_name(&name).map_err(zip_error)?;
            f(&mut reader)
        }
    })
}

/// The first `.pgn` file of an archive.
fn first_pgn<R: Read + Seek>(archive: &zip::ZipArchive<R>) -> Option<String> {
    archive
        .file_names()
        .filter_map(Result::ok)
        .find(|n| n.to_ascii_lowercase().ends_with(".pgn"))
        .map(|n| n.into_owned())
}

/// Passes a decoder's bytes on and writes each to the decoded copy as it
/// goes, so every byte indexed is in the copy when a game is read from it.
struct Tee<'a> {
    inner: &'a mut dyn Read,
    copy: &'a mut File,
    failed: Option<io::Error>,
    finished: bool,
}

impl Read for Tee<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = match self.inner.read(buf) {
            Ok(n) => n,
            Err(e) => {
                let words = e.to_string();
                self.failed = Some(e);
                return Err(io::Error::new(io::ErrorKind::InvalidData, words));
            }
        };
        if n == 0 {
            self.finished = true;
        }
        if let Err(e) = self.copy.write_all(&buf[..n]) {
            let words = e.to_string();
            self.failed = Some(e);
            return Err(io::Error::other(words));
        }
        Ok(n)
    }
}

/// The folder of decoded copies: `decoded` in Rookery's cache folder.
pub fn cache_folder() -> PathBuf {
    crate::desktop::settings::project_dirs()
        .map(|dirs| dirs.cache_dir().join("decoded"))
        .unwrap_or_else(|| std::env::temp_dir().join("rookery-decoded"))
}

/// How many decoded copies the cache keeps besides the one in use: a
/// decoded database can be many times its compressed size.
pub const COPIES_KEPT: usize = 2;

/// Removes all but the [`COPIES_KEPT`] most recently made copies from the
/// cache, and never `keep` (the copy about to be read or written).
pub fn prune_cache(cache: &Path, keep: &Path) -> io::Result<()> {
    prune_oldest(
        cache,
        keep,
        COPIES_KEPT,
        |p| p.extension().is_some_and(|x| x == "pgn"),
        |old| {
            fs::remove_file(done_marker(old)).ok();
            fs::remove_file(old)
        },
    )
}

/// Removes with `remove` all but the `kept` most recently changed files of
/// a cache folder that `ours` picks, and never `keep`.
pub(crate) fn prune_oldest(
    cache: &Path,
    keep: &Path,
    kept: usize,
    ours: impl Fn(&Path) -> bool,
    remove: impl Fn(&Path) -> io::Result<()>,
) -> io::Result<()> {
    let entries = match fs::read_dir(cache) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(e),
    };
    let mut files: Vec<(SystemTime, PathBuf)> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p != keep && ours(p))
        .map(|p| {
            let time = fs::metadata(&p)
                .and_then(|m| m.modified())
                .unwrap_or(SystemTime::UNIX_EPOCH);
            (time, p)
        })
        .collect();
    files.sort_by_key(|(time, _)| std::cmp::Reverse(*time));
    for (_, old) in files.into_iter().skip(kept) {
        remove(&old)?;
    }
    Ok(())
}

/// The file that keeps the explorer of a file: one name per file, size and
/// modification time, so a changed file is indexed afresh.
pub fn explorer_cache_file(
    cache: &Path,
    path: &Path,
    entry: Option<&str>,
    stamp: Stamp,
) -> PathBuf {
    cache.join(format!(
        "explorer-{:016x}.bin",
        file_key(path, entry, stamp)
    ))
}

/// How many kept indexes the cache holds besides the one in use.
pub const EXPLORER_INDEXES_KEPT: usize = 2;

/// Removes all but the [`EXPLORER_INDEXES_KEPT`] most recent kept indexes from the
/// cache, and never `keep`.
pub fn prune_explorer_cache(cache: &Path, keep: &Path) -> io::Result<()> {
    prune_kept(cache, keep, EXPLORER_INDEXES_KEPT, "explorer-")
}

/// Removes all but the `kept` most recent `PREFIX*.bin` files of the
/// cache, and never `keep`.
pub(crate) fn prune_kept(cache: &Path, keep: &Path, kept: usize, prefix: &str) -> io::Result<()> {
    prune_oldest(
        cache,
        keep,
        kept,
        |p| {
            p.extension().is_some_and(|x| x == "bin")
                && p.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with(prefix))
        },
        |old| fs::remove_file(old),
    )
}
