//! A Polyglot opening book: the moves a `.bin` book gives for a position,
//! with their weights.
//!
//! Written here rather than taken from a crate: the format is 16-byte
//! entries sorted by key, read by a binary search; shakmaty already gives
//! the key (`Zobrist64` is Polyglot's hash) and the legal moves the
//! entries are matched against. The crates that read books bring their own
//! board, FEN parser and hash (polyglot-book-rs), or a whole book editor
//! (jja).

use std::{
    fs::File,
    io::{Read, Seek, SeekFrom},
    path::{Path, PathBuf},
    sync::Mutex,
};

use shakmaty::{
    Chess, EnPassantMode, Move, Position, Role, Square, san::SanPlus, zobrist::Zobrist64,
};

/// The size of one entry: key (8 bytes), move (2), weight (2), learn (4),
/// big-endian.
const ENTRY: u64 = 16;

/// A book move for a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BookMove {
    /// The move.
    pub mv: Move,
    /// In UCI (castling as the king's two steps).
    pub uci: String,
    /// In SAN, with its check sign.
    pub san: String,
    /// Its weight in the book.
    pub weight: u16,
}

impl BookMove {
    /// Its share of the weights of `moves`, in per cent (rounded).
    pub fn share(&self, moves: &[BookMove]) -> u32 {
        let total: u32 = moves.iter().map(|m| u32::from(m.weight)).sum();
        if total == 0 {
            return 0;
        }
        (f64::from(self.weight) * 100.0 / f64::from(total)).round() as u32
    }
}

/// Why a book cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BookError {
    /// The file cannot be opened or read.
    Unreadable(PathBuf, String),
    /// The file is empty.
    Empty(PathBuf),
    /// The file's size is not a whole number of entries.
    NotABook(PathBuf, u64),
}

impl BookError {
    /// What went wrong, as a sentence of the player's language.
    pub fn said(&self) -> crate::i18n::Said {
        use crate::i18n::Said;
        match self {
            BookError::Unreadable(path, why) => Said::new("book-unreadable")
                .with("path", path.display().to_string())
                .with("why", why.as_str()),
            BookError::Empty(path) => {
                Said::new("book-empty").with("path", path.display().to_string())
            }
            BookError::NotABook(path, size) => Said::new("book-not-a-book")
                .with("path", path.display().to_string())
                .with("size", size.to_string()),
        }
    }
}

impl std::fmt::Display for BookError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BookError::Unreadable(path, why) => {
                write!(
                    f,
                    "the opening book {} cannot be read: {why}",
                    path.display()
                )
            }
            BookError::Empty(path) => write!(f, "the opening book {} is empty", path.display()),
            BookError::NotABook(path, size) => write!(
                f,
                "{} is not a Polyglot book: its {size} bytes are not a whole number of \
                 16-byte entries",
                path.display()
            ),
        }
    }
}

impl std::error::Error for BookError {}

/// An open book. Entries are read from the file as a position asks for
/// them: a book of any size costs no memory.
#[derive(Debug)]
pub struct Book {
    path: PathBuf,
    file: Mutex<File>,
    entries: u64,
}

/// One entry as the file holds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Entry {
    key: u64,
    raw_move: u16,
    weight: u16,
}

impl Book {
    /// Opens the book at `path`, checking that it looks like one.
    pub fn open(path: &Path) -> Result<Book, BookError> {
        let unreadable = |e: std::io::Error| BookError::Unreadable(path.into(), e.to_string());
        let file = File::open(path).map_err(unreadable)?;
        let meta = file.metadata().map_err(unreadable)?;
        if meta.is_dir() {
            return Err(BookError::Unreadable(path.into(), "it is a folder".into()));
        }
        let size = meta.len();
        if size == 0 {
            return Err(BookError::Empty(path.into()));
        }
        if size % ENTRY != 0 {
            return Err(BookError::NotABook(path.into(), size));
        }
        Ok(Book {
            path: path.into(),
            file: Mutex::new(file),
            entries: size / ENTRY,
        })
    }

    /// Where the book is.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// How many entries it holds.
    pub fn len(&self) -> u64 {
        self.entries
    }

    /// It holds no entry (never true of an open book).
    pub fn is_empty(&self) -> bool {
        self.entries == 0
    }

    /// The book's moves for `pos`, heaviest first (the file's order among
    /// equal weights), as python-chess's `find_all` gives them: entries of
    /// weight 0 and entries that are not legal moves here are left out.
    pub fn moves(&self, pos: &Chess) -> Result<Vec<BookMove>, BookError> {
        let key = pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0;
        let mut file = self
            .file
            .lock()
            .map_err(|_| BookError::Unreadable(self.path.clone(), "a reader failed".into()))?;
        let mut read = |index: u64| read_entry(&mut file, index);
        // The first entry whose key is not below `key`.
        let (mut low, mut high) = (0, self.entries);
        while low < high {
            let middle = low + (high - low) / 2;
            let entry = read(middle).map_err(|e| self.unreadable(e))?;
            if entry.key < key {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        let legal = pos.legal_moves();
        let mut found: Vec<BookMove> = Vec::new();
        let mut index = low;
        while index < self.entries {
            let entry = read(index).map_err(|e| self.unreadable(e))?;
            if entry.key != key {
                break;
            }
            index += 1;
            if entry.weight == 0 {
                continue;
            }
            let Some(mv) = decode(entry.raw_move, &legal) else {
                continue;
            };
            if found.iter().any(|f| f.mv == mv) {
                continue;
            }
            found.push(BookMove {
                uci: mv.to_uci(shakmaty::CastlingMode::Standard).to_string(),
                san: SanPlus::from_move(pos.clone(), mv).to_string(),
                mv,
                weight: entry.weight,
            });
        }
        // A stable sort keeps the file's order among equal weights.
        found.sort_by_key(|m| std::cmp::Reverse(m.weight));
        Ok(found)
    }

    /// A move drawn from the book's moves for `pos` with the chance of its
    /// weight, `roll` in [0, 1) choosing; none when the book has none.
    pub fn pick(&self, pos: &Chess, roll: f64) -> Option<Move> {
        let moves = self.moves(pos).ok()?;
        pick_weighted(&moves, roll)
    }

    fn unreadable(&self, e: std::io::Error) -> BookError {
        BookError::Unreadable(self.path.clone(), e.to_string())
    }
}

/// The move `roll` (in [0, 1)) falls on when each move's chance is its
/// weight's share.
pub fn pick_weighted(moves: &[BookMove], roll: f64) -> Option<Move> {
    let total: u64 = moves.iter().map(|m| u64::from(m.weight)).sum();
    if total == 0 {
        return None;
    }
    let mut point = roll.clamp(0.0, 1.0) * total as f64;
    for m in moves {
        point -= f64::from(m.weight);
        if point < 0.0 {
            return Some(m.mv);
        }
    }
    moves.last().map(|m| m.mv)
}

fn read_entry(file: &mut File, index: u64) -> std::io::Result<Entry> {
    let mut bytes = [0u8; ENTRY as usize];
    file.seek(SeekFrom::Start(index * ENTRY))?;
    file.read_exact(&mut bytes)?;
    let [k0, k1, k2, k3, k4, k5, k6, k7, m0, m1, w0, w1, ..] = bytes;
    Ok(Entry {
        key: u64::from_be_bytes([k0, k1, k2, k3, k4, k5, k6, k7]),
        raw_move: u16::from_be_bytes([m0, m1]),
        weight: u16::from_be_bytes([w0, w1]),
    })
}

/// The legal move a Polyglot move stands for: to-square in bits 0–5,
/// from-square in bits 6–11, promotion in 12–14 (1 knight … 4 queen);
/// castling is the king taking its own rook.
fn decode(raw: u16, legal: &[Move]) -> Option<Move> {
    let to = Square::new(u32::from(raw & 0x3f));
    let from = Square::new(u32::from((raw >> 6) & 0x3f));
    let promotion = match (raw >> 12) & 0x7 {
        0 => None,
        1 => Some(Role::Knight),
        2 => Some(Role::Bishop),
        3 => Some(Role::Rook),
        4 => Some(Role::Queen),
        _ => return None,
    };
    legal.iter().copied().find(|m| match *m {
        Move::Castle { king, rook } => king == from && rook == to,
        _ => m.from() == Some(from) && m.to() == to && m.promotion() == promotion,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry_bytes(key: u64, raw: u16, weight: u16) -> Vec<u8> {
        let mut v = key.to_be_bytes().to_vec();
        v.extend(raw.to_be_bytes());
        v.extend(weight.to_be_bytes());
        v.extend(0u32.to_be_bytes());
        v
    }

    #[test]
    fn a_move_is_decoded_against_the_legal_moves() {
        let pos = Chess::default();
        let legal = pos.legal_moves();
        // e2e4: from 12, to 28.
        let mv = decode((12 << 6) | 28, &legal).unwrap();
        assert_eq!(mv.to_string(), "e2-e4");
        // e2e5 is no legal move.
        assert_eq!(decode((12 << 6) | 36, &legal), None);
        // A promotion code past the queen is no move.
        assert_eq!(decode((5 << 12) | (12 << 6) | 28, &legal), None);
    }

    #[test]
    fn a_roll_falls_on_a_move_by_its_weight() {
        let pos = Chess::default();
        let moves: Vec<BookMove> = ["e4", "d4"]
            .iter()
            .zip([3u16, 1])
            .map(|(san, weight)| {
                let mv = san
                    .parse::<shakmaty::san::San>()
                    .unwrap()
                    .to_move(&pos)
                    .unwrap();
                BookMove {
                    mv,
                    uci: String::new(),
                    san: san.to_string(),
                    weight,
                }
            })
            .collect();
        let san = |roll| {
            SanPlus::from_move(pos.clone(), pick_weighted(&moves, roll).unwrap()).to_string()
        };
        assert_eq!(san(0.0), "e4");
        assert_eq!(san(0.74), "e4");
        assert_eq!(san(0.75), "d4");
        assert_eq!(san(0.999), "d4");
        assert_eq!(moves[0].share(&moves), 75);
        assert_eq!(pick_weighted(&[], 0.5), None);
    }

    #[test]
    fn a_file_that_is_no_book_is_said_so() {
        let dir = std::env::temp_dir().join(format!("rookery-book-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let odd = dir.join("odd.bin");
        std::fs::write(&odd, [0u8; 17]).unwrap();
        assert_eq!(
            Book::open(&odd).unwrap_err().to_string(),
            format!(
                "{} is not a Polyglot book: its 17 bytes are not a whole number of 16-byte entries",
                odd.display()
            )
        );
        let empty = dir.join("empty.bin");
        std::fs::write(&empty, []).unwrap();
        assert_eq!(
            Book::open(&empty).unwrap_err(),
            BookError::Empty(empty.clone())
        );
        assert!(matches!(Book::open(&dir), Err(BookError::Unreadable(..))));
        // A book written here: two moves for the start position, the
        // lighter first in the file, and an illegal one left out.
        let start = 0x463b_9618_1691_fc9c;
        let mut bytes = entry_bytes(start, (11 << 6) | 27, 5);
        bytes.extend(entry_bytes(start, (12 << 6) | 28, 7));
        bytes.extend(entry_bytes(start, (12 << 6) | 44, 9));
        bytes.extend(entry_bytes(start + 1, (6 << 6) | 21, 9));
        let own = dir.join("own.bin");
        std::fs::write(&own, bytes).unwrap();
        let book = Book::open(&own).unwrap();
        assert_eq!(book.len(), 4);
        let found: Vec<(String, u16)> = book
            .moves(&Chess::default())
            .unwrap()
            .into_iter()
            .map(|m| (m.san, m.weight))
            .collect();
        assert_eq!(found, vec![("e4".to_string(), 7), ("d4".to_string(), 5)]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
