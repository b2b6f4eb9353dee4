//! The explorer's index as one file, read in place: memory-mapped
//! (`memmap2`), so that reopening a file of millions of games has its
//! explorer in a moment and only the pages a lookup touches are in memory.
//!
//! The file, little-endian throughout:
//!
//! | bytes | what |
//! | --- | --- |
//! | 64 | header: magic, counts, how records are packed, the ply limit, the CRC-32 |
//! | games | per game its [`Score`](super::Score) |
//! | 4 × games | White's and Black's Elo |
//! | 2 × games | its opening's id, or `u16::MAX` |
//! | 2 × games | its mainline moves |
//! | 12 × games | its [`Trace`] for the filter |
//! | 8 × (buckets + 1) | where each bucket's entries start (padded to 8 first) |
//! | 8 × entries | the entries, sorted |
//!
//! An entry is one `u64`: from the top, the position's key bits after its
//! bucket's (`key_bits` of them), the move's 15-bit code, the game's
//! number (`game_bits`). Sorting the numbers sorts by position, move and
//! game. The bucket is the key's top `bucket_bits`, as many as the game
//! number takes (10 to 22), so a position is told by 48 bits of its key
//! for files of up to 16 million games.
//!
//! A file is trusted only whole: written under another name and renamed,
//! its length what its header says, its CRC right (read through, not
//! mapped, so checking it adds nothing to the app's memory). Anything else
//! is not an index and is built again.

use std::{
    fs::File,
    io::{self, Read},
    path::Path,
};

use super::filter::{TRACE_BYTES, Trace};

const MAGIC: &[u8; 8] = b"RKEXPL03";

/// The header's size.
pub(super) const HEADER: usize = 64;

/// The most entries a header may give (2^40, 8 TB of entries).
const MAX_ENTRIES: u64 = 1 << 40;

/// Where the CRC sits in the header.
const CRC_AT: usize = 40;

/// The bits of a move's code.
pub(super) const CODE_BITS: u32 = 15;

/// The bits of a position's key an entry can carry at most (the pass
/// keeps the top 48).
const KEY_BITS: u32 = 48;

/// How records are packed and where each part of the file lies, from the
/// number of games and entries alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Shape {
    pub(super) games: u64,
    pub(super) entries: u64,
    pub(super) bucket_bits: u32,
    pub(super) game_bits: u32,
    pub(super) key_bits: u32,
}

impl Shape {
    pub(super) fn new(games: u64, entries: u64) -> Shape {
        let game_bits = (u64::BITS - games.saturating_sub(1).leading_zeros()).max(1);
        let bucket_bits = game_bits.clamp(10, 22);
        let key_bits = (KEY_BITS - bucket_bits).min(64 - CODE_BITS - game_bits);
        Shape {
            games,
            entries,
            bucket_bits,
            game_bits,
            key_bits,
        }
    }

    pub(super) fn buckets(&self) -> usize {
        1 << self.bucket_bits
    }

    pub(super) fn scores_at(&self) -> usize {
        HEADER
    }

    pub(super) fn elo_at(&self) -> usize {
        self.scores_at() + self.games as usize
    }

    pub(super) fn openings_at(&self) -> usize {
        self.elo_at() + 4 * self.games as usize
    }

    pub(super) fn plies_at(&self) -> usize {
        self.openings_at() + 2 * self.games as usize
    }

    pub(super) fn traces_at(&self) -> usize {
        self.plies_at() + 2 * self.games as usize
    }

    pub(super) fn buckets_at(&self) -> usize {
        (self.traces_at() + TRACE_BYTES * self.games as usize).next_multiple_of(8)
    }

    pub(super) fn entries_at(&self) -> usize {
        self.buckets_at() + 8 * (self.buckets() + 1)
    }

    pub(super) fn len(&self) -> usize {
        self.entries_at() + 8 * self.entries as usize
    }

    /// A position's bucket and the key bits its entries carry.
    pub(super) fn split_key(&self, key: u64) -> (usize, u64) {
        let bucket = (key >> (64 - self.bucket_bits)) as usize;
        let stored = (key << self.bucket_bits) >> (64 - self.key_bits);
        (bucket, stored)
    }

    /// The entry of a position (its top 48 key bits), a move and a game.
    pub(super) fn entry(&self, key: u64, code: u16, game: u32) -> u64 {
        let (_, stored) = self.split_key(key);
        (stored << (CODE_BITS + self.game_bits))
            | (u64::from(code) << self.game_bits)
            | u64::from(game)
    }

    /// The key bits an entry carries.
    pub(super) fn stored(&self, entry: u64) -> u64 {
        entry >> (CODE_BITS + self.game_bits)
    }

    pub(super) fn code(&self, entry: u64) -> u16 {
        ((entry >> self.game_bits) & ((1 << CODE_BITS) - 1)) as u16
    }

    pub(super) fn game(&self, entry: u64) -> u32 {
        (entry & ((1 << self.game_bits) - 1)) as u32
    }

    /// The header of a file of this shape, without its CRC.
    pub(super) fn header(&self, ply_limit: u32) -> [u8; HEADER] {
        let mut header = [0; HEADER];
        header[..8].copy_from_slice(MAGIC);
        header[8..16].copy_from_slice(&self.games.to_le_bytes());
        header[16..24].copy_from_slice(&self.entries.to_le_bytes());
        header[24] = self.bucket_bits as u8;
        header[25] = self.game_bits as u8;
        header[26] = self.key_bits as u8;
        header[28..32].copy_from_slice(&ply_limit.to_le_bytes());
        header
    }

    /// The shape a header gives, if it is one this version wrote for
    /// `ply_limit`.
    fn of_header(header: &[u8; HEADER], ply_limit: u32) -> Option<Shape> {
        let word = |at: usize| u64::from_le_bytes(header[at..at + 8].try_into().expect("8 bytes"));
        if &header[..8] != MAGIC {
            return None;
        }
        // Numbers no index of this version holds (games are numbered in 32
        // bits, and entries fit a file): a damaged header, whose shape's
        // arithmetic would overflow (found by the `explorer_index` fuzz
        // target).
        let (games, entries) = (word(8), word(16));
        if games > u64::from(u32::MAX) || entries > MAX_ENTRIES {
            return None;
        }
        let shape = Shape::new(games, entries);
        (shape.header(ply_limit)[..CRC_AT] == header[..CRC_AT]).then_some(shape)
    }
}

/// The bytes of an index: a mapped file, or bytes in memory.
#[derive(Debug)]
enum Bytes {
    Mapped(memmap2::Mmap),
    Held(Vec<u8>),
}

/// An index's bytes and their shape. Every read is bounds-checked: a
/// damaged file gives wrong numbers at worst, never a crash.
#[derive(Debug)]
pub(super) struct Index {
    bytes: Bytes,
    pub(super) shape: Shape,
}

impl Default for Index {
    fn default() -> Index {
        let shape = Shape::new(0, 0);
        Index {
            bytes: Bytes::Held(vec![0; shape.len()]),
            shape,
        }
    }
}

impl Index {
    fn bytes(&self) -> &[u8] {
        match &self.bytes {
            Bytes::Mapped(map) => map,
            Bytes::Held(bytes) => bytes,
        }
    }

    /// The index file at `path`, for a file of `games` games, if it is a
    /// whole one (see the module docs).
    pub(super) fn open(path: &Path, games: u64, ply_limit: u32) -> io::Result<Option<Index>> {
        let mut file = File::open(path)?;
        let mut header = [0; HEADER];
        if file.read_exact(&mut header).is_err() {
            return Ok(None);
        }
        let Some(shape) = Shape::of_header(&header, ply_limit) else {
            return Ok(None);
        };
        let len = file.metadata()?.len();
        if shape.games != games
            || len != shape.len() as u64
            || crc_of(&mut file)? != header_crc(&header)
        {
            return Ok(None);
        }
        Index::map(&file, shape).map(Some)
    }

    /// Maps a file whose shape is known (one just written, or checked).
    pub(super) fn map(file: &File, shape: Shape) -> io::Result<Index> {
        // SAFETY: the file is Rookery's own, in its cache folder, written
        // under another name and renamed into place, never changed after:
        // a new index is a new file (a new inode), so this mapping's bytes
        // cannot change under it. Only one Rookery runs per user.
        let map = unsafe { memmap2::Mmap::map(file)? };
        if map.len() != shape.len() {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                "the explorer's index changed while it was opened",
            ));
        }
        Ok(Index {
            bytes: Bytes::Mapped(map),
            shape,
        })
    }

    /// The index's size in bytes.
    pub(super) fn len(&self) -> usize {
        self.bytes().len()
    }

    fn u16_at(&self, at: usize) -> u16 {
        self.bytes()
            .get(at..at + 2)
            .map_or(0, |b| u16::from_le_bytes([b[0], b[1]]))
    }

    fn u64_at(&self, at: usize) -> u64 {
        self.bytes()
            .get(at..at + 8)
            .map_or(0, |b| u64::from_le_bytes(b.try_into().expect("8 bytes")))
    }

    /// The games' scores and ratings, for a lookup that reads many.
    pub(super) fn games_view(&self) -> GamesView<'_> {
        let bytes = self.bytes();
        let games = self.shape.games as usize;
        let section = |at: usize, len: usize| bytes.get(at..at + len).unwrap_or_default();
        GamesView {
            scores: section(self.shape.scores_at(), games),
            elo: section(self.shape.elo_at(), 4 * games),
        }
    }

    /// The entries in `range`, as the file holds them (8 bytes each).
    pub(super) fn entries_in(&self, range: std::ops::Range<u64>) -> &[u8] {
        let at = self.shape.entries_at();
        self.bytes()
            .get(at + 8 * range.start as usize..at + 8 * range.end as usize)
            .unwrap_or_default()
    }

    pub(super) fn opening(&self, game: u32) -> u16 {
        self.u16_at(self.shape.openings_at() + 2 * game as usize)
    }

    pub(super) fn plies(&self, game: u32) -> u16 {
        self.u16_at(self.shape.plies_at() + 2 * game as usize)
    }

    pub(super) fn trace(&self, game: u32) -> Trace {
        let at = self.shape.traces_at() + TRACE_BYTES * game as usize;
        self.bytes()
            .get(at..at + TRACE_BYTES)
            .map_or_else(Trace::default, Trace::from_bytes)
    }

    /// The entries of a bucket, as indices (within the entries' count).
    pub(super) fn bucket(&self, bucket: usize) -> std::ops::Range<u64> {
        let at = self.shape.buckets_at() + 8 * bucket;
        let end = self.u64_at(at + 8).min(self.shape.entries);
        self.u64_at(at).min(end)..end
    }

    pub(super) fn entry(&self, i: u64) -> u64 {
        self.u64_at(self.shape.entries_at() + 8 * i as usize)
    }
}

/// The games' scores and ratings, read in place.
pub(super) struct GamesView<'a> {
    scores: &'a [u8],
    elo: &'a [u8],
}

impl GamesView<'_> {
    pub(super) fn score(&self, game: u32) -> u8 {
        self.scores.get(game as usize).copied().unwrap_or(0)
    }

    pub(super) fn elo(&self, game: u32) -> [u16; 2] {
        let at = 4 * game as usize;
        match self.elo.get(at..at + 4) {
            Some(b) => [
                u16::from_le_bytes([b[0], b[1]]),
                u16::from_le_bytes([b[2], b[3]]),
            ],
            None => [0; 2],
        }
    }
}

/// The CRC a header carries.
fn header_crc(header: &[u8; HEADER]) -> u32 {
    u32::from_le_bytes(header[CRC_AT..CRC_AT + 4].try_into().expect("4 bytes"))
}

/// The CRC-32 of a whole index file (its header's CRC field read as
/// zero), read from its start. `crc32fast` is already in the tree (the
/// gzip decoder's).
pub(super) fn crc_of(file: &mut File) -> io::Result<u32> {
    use std::io::Seek as _;
    file.seek(io::SeekFrom::Start(0))?;
    let mut header = [0; HEADER];
    file.read_exact(&mut header)?;
    header[CRC_AT..CRC_AT + 4].fill(0);
    let mut hasher = crc32fast::Hasher::new();
    hasher.update(&header);
    let mut buffer = vec![0; 1 << 20];
    loop {
        match file.read(&mut buffer) {
            Ok(0) => break,
            Ok(n) => hasher.update(&buffer[..n]),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(hasher.finalize())
}

/// Writes the CRC into a header.
pub(super) fn set_crc(header: &mut [u8], crc: u32) {
    header[CRC_AT..CRC_AT + 4].copy_from_slice(&crc.to_le_bytes());
}
