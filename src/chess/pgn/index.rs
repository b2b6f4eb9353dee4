//! The index of a PGN file: per game, its byte range and the tags a game
//! list shows, found without playing the moves, so that a 50 MB file lists
//! in a fraction of a second. One game is then read from its bytes alone.

use std::{
    io::{self, Read, Seek, SeekFrom},
    ops::{ControlFlow, Range},
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
};

use pgn_reader::{Outcome, RawTag, Reader, SanPlus, Skip, Visitor};

use super::{
    Games, PgnError, PgnGame,
    error::PgnErrorKind,
    tags::{decode_text, unescape},
};
use crate::chess::game::Game;

/// A tag the index keeps for the game list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Field {
    /// White's name.
    White,
    /// Black's name.
    Black,
    /// The result tag.
    Result,
    /// The date tag (`1972.??.??`).
    Date,
    /// The event.
    Event,
    /// The round.
    Round,
    /// The ECO code.
    Eco,
    /// The site.
    Site,
    /// The opening's name, as the file gives it.
    Opening,
}

impl Field {
    /// Every field, in the order of [`INDEXED_TAGS`].
    pub const ALL: [Field; 9] = [
        Field::White,
        Field::Black,
        Field::Result,
        Field::Date,
        Field::Event,
        Field::Round,
        Field::Eco,
        Field::Site,
        Field::Opening,
    ];

    /// Its tag's name.
    pub const fn tag(self) -> &'static str {
        INDEXED_TAGS[self as usize]
    }
}

/// The names of the tags an index keeps, in the order of [`Field::ALL`].
pub const INDEXED_TAGS: [&str; 9] = [
    "White", "Black", "Result", "Date", "Event", "Round", "ECO", "Site", "Opening",
];

/// One game of an indexed file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IndexEntry {
    /// Its number in the file, from 1.
    pub number: usize,
    /// Its bytes in the file.
    pub range: Range<u64>,
    /// The [`INDEXED_TAGS`] values, one after another.
    text: Box<str>,
    /// Where each value ends in `text`.
    ends: [u32; INDEXED_TAGS.len()],
    /// White's and Black's Elo, if given.
    pub elo: [Option<u16>; 2],
    /// How many mainline moves (half-moves) the game has.
    pub plies: u32,
    /// How many tag pairs it has.
    pub tags: u32,
    /// A syntax error pgn-reader met in the game (an unterminated tag, say).
    pub syntax_error: Option<String>,
}

impl IndexEntry {
    /// The value of one of the kept tags (empty when missing).
    pub fn get(&self, field: Field) -> &str {
        let index = field as usize;
        let start = index.checked_sub(1).map_or(0, |i| self.ends[i] as usize);
        self.text
            .get(start..self.ends[index] as usize)
            .unwrap_or_default()
    }

    /// White's name.
    pub fn white(&self) -> &str {
        self.get(Field::White)
    }
    /// Black's name.
    pub fn black(&self) -> &str {
        self.get(Field::Black)
    }
    /// The result tag.
    pub fn result(&self) -> &str {
        self.get(Field::Result)
    }
    /// The date tag (`1972.??.??`).
    pub fn date(&self) -> &str {
        self.get(Field::Date)
    }
    /// The event.
    pub fn event(&self) -> &str {
        self.get(Field::Event)
    }
    /// The round.
    pub fn round(&self) -> &str {
        self.get(Field::Round)
    }
    /// The ECO code.
    pub fn eco(&self) -> &str {
        self.get(Field::Eco)
    }
    /// The site.
    pub fn site(&self) -> &str {
        self.get(Field::Site)
    }
}

/// Counts the bytes read from the inner reader into `count` (an
/// `&AtomicU64` or an `Arc` of one), for a progress bar.
#[derive(Debug)]
pub(crate) struct Counted<R, C> {
    pub(crate) inner: R,
    pub(crate) count: C,
}

impl<R: Read, C: std::ops::Deref<Target = AtomicU64>> Read for Counted<R, C> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.count.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

/// A zip archive is read from its end first: the count is of what was
/// read, wherever it was.
impl<R: std::io::Seek, C> std::io::Seek for Counted<R, C> {
    fn seek(&mut self, pos: std::io::SeekFrom) -> io::Result<u64> {
        self.inner.seek(pos)
    }
}

/// After this many games in a row that pgn-reader cannot read (a binary
/// file's "games" of skipped bytes), the index ends.
pub(crate) const MAX_FAILURES_IN_A_ROW: usize = 1000;

/// Indexes a PGN stream game by game; stop whenever you like (drop it).
///
/// ```
/// use rookery::chess::pgn::Indexer;
///
/// let pgn = "[White \"Tal\"]\n[Black \"Botvinnik\"]\n\n1. e4 e5 (1... c5) 2. Nf3 1-0\n\n\
///            [White \"Fischer\"]\n\n1. d4 *\n";
/// let entries: Vec<_> = Indexer::new(pgn.as_bytes()).map(Result::unwrap).collect();
/// assert_eq!(entries.len(), 2);
/// assert_eq!((entries[0].white(), entries[0].black(), entries[0].plies), ("Tal", "Botvinnik", 3));
/// assert_eq!(&pgn[entries[1].range.start as usize..][..8], "[White \"");
/// ```
#[derive(Debug)]
pub struct Indexer<R> {
    reader: Reader<Counted<R, Arc<AtomicU64>>>,
    count: Arc<AtomicU64>,
    visitor: IndexVisitor,
    number: usize,
    failures_in_a_row: usize,
    done: bool,
    /// Where the stream starts in its file: added to every range.
    base: u64,
}

impl<R: Read> Indexer<R> {
    /// Starts indexing a stream.
    pub fn new(inner: R) -> Indexer<R> {
        Indexer::at(inner, 0)
    }

    /// Starts indexing a stream that begins at byte `base` of its file
    /// (where a game starts): the entries' ranges are the file's.
    pub fn at(inner: R, base: u64) -> Indexer<R> {
        let count = Arc::new(AtomicU64::new(0));
        Indexer {
            reader: Reader::build(Counted {
                inner,
                count: Arc::clone(&count),
            })
            .set_supported_tag_line_length(super::MAX_TAG_LINE_BYTES)
            .finish(),
            count,
            visitor: IndexVisitor::default(),
            number: 0,
            failures_in_a_row: 0,
            done: false,
            base,
        }
    }

    /// Where the next game starts in the file (its whitespace skipped, as
    /// its entry's range starts), or `None` at the end.
    pub(crate) fn next_start(&mut self) -> io::Result<Option<u64>> {
        if self.done || !self.reader.has_more()? {
            return Ok(None);
        }
        Ok(Some(self.base + self.bytes_indexed()))
    }

    /// How many bytes of the stream have been indexed.
    pub fn bytes_indexed(&self) -> u64 {
        self.count.load(Ordering::Relaxed) - self.reader.buffer().len() as u64
    }

    fn next_entry(&mut self) -> io::Result<Option<IndexEntry>> {
        if !self.reader.has_more()? {
            return Ok(None);
        }
        let start = self.bytes_indexed();
        self.visitor.reset();
        let syntax_error = match self.reader.read_game(&mut self.visitor) {
            Ok(_) => None,
            Err(e) if e.kind() == io::ErrorKind::InvalidData => Some(e.to_string()),
            Err(e) => return Err(e),
        };
        self.number += 1;
        let end = self.bytes_indexed().max(start);
        Ok(Some(self.visitor.entry(
            self.number,
            self.base + start..self.base + end,
            syntax_error,
        )))
    }
}

impl<R: Read> Iterator for Indexer<R> {
    type Item = io::Result<IndexEntry>;

    fn next(&mut self) -> Option<io::Result<IndexEntry>> {
        if self.done {
            return None;
        }
        match self.next_entry() {
            Ok(Some(entry)) => {
                self.failures_in_a_row = if entry.syntax_error.is_some() {
                    self.failures_in_a_row + 1
                } else {
                    0
                };
                if self.failures_in_a_row > MAX_FAILURES_IN_A_ROW {
                    self.done = true;
                }
                Some(Ok(entry))
            }
            Ok(None) => {
                self.done = true;
                None
            }
            Err(e) => {
                self.done = true;
                Some(Err(e))
            }
        }
    }
}

/// Reads the tags a list shows and counts mainline moves.
#[derive(Debug, Default)]
struct IndexVisitor {
    values: [Vec<u8>; INDEXED_TAGS.len()],
    elo: [Option<u16>; 2],
    plies: u32,
    tags: u32,
}

impl IndexVisitor {
    fn reset(&mut self) {
        for value in &mut self.values {
            value.clear();
        }
        self.elo = [None; 2];
        self.plies = 0;
        self.tags = 0;
    }

    fn entry(&self, number: usize, range: Range<u64>, syntax_error: Option<String>) -> IndexEntry {
        let mut text = String::with_capacity(self.values.iter().map(Vec::len).sum());
        let mut ends = [0; INDEXED_TAGS.len()];
        for (i, value) in self.values.iter().enumerate() {
            match std::str::from_utf8(value) {
                Ok(v) => text.push_str(v),
                Err(_) => text.push_str(&decode_text(value)),
            }
            ends[i] = text.len() as u32;
        }
        IndexEntry {
            number,
            range,
            text: text.into_boxed_str(),
            ends,
            elo: self.elo,
            plies: self.plies,
            tags: self.tags,
            syntax_error,
        }
    }
}

impl Visitor for IndexVisitor {
    type Tags = ();
    type Movetext = ();
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }

    fn tag(&mut self, _: &mut (), name: &[u8], value: RawTag<'_>) -> ControlFlow<()> {
        self.tags += 1;
        // A match, not a search of INDEXED_TAGS: it runs for every tag of
        // every game listed, and compares lengths before bytes.
        let kept = match name {
            b"White" => Field::White,
            b"Black" => Field::Black,
            b"Result" => Field::Result,
            b"Date" => Field::Date,
            b"Event" => Field::Event,
            b"Round" => Field::Round,
            b"ECO" => Field::Eco,
            b"Site" => Field::Site,
            b"Opening" => Field::Opening,
            b"WhiteElo" | b"BlackElo" => {
                self.elo[usize::from(name[0] == b'B')] = elo_value(value.as_bytes());
                return ControlFlow::Continue(());
            }
            _ => return ControlFlow::Continue(()),
        };
        let slot = &mut self.values[kept as usize];
        slot.clear();
        slot.extend_from_slice(unescape(value.as_bytes()).trim_ascii());
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _: ()) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }

    fn san(&mut self, _: &mut (), _: SanPlus) -> ControlFlow<()> {
        self.plies += 1;
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _: &mut ()) -> ControlFlow<(), Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn outcome(&mut self, _: &mut (), _: Outcome) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, _: ()) {}
}

/// An Elo tag's rating, if it gives one (not `?`, `-` or 0).
pub(crate) fn elo_value(value: &[u8]) -> Option<u16> {
    std::str::from_utf8(value)
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .filter(|&elo| elo > 0)
}

/// How much of a file [`looks_like_pgn`] reads.
pub const SNIFF_BYTES: usize = 64 * 1024;

/// Whether the start of a file is PGN: a tag pair or a move in its first
/// [`SNIFF_BYTES`]. A binary file (a program renamed `.pgn`) has neither,
/// though pgn-reader finds "games" of skipped bytes in it.
///
/// ```
/// use rookery::chess::pgn::looks_like_pgn;
/// assert!(looks_like_pgn(b"[Event \"x\"]\n\n*\n"));
/// assert!(looks_like_pgn(b"1. e4 e5 *"));
/// assert!(!looks_like_pgn(b"\x7fELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0>\0"));
/// assert!(!looks_like_pgn(b""));
/// ```
pub fn looks_like_pgn(start: &[u8]) -> bool {
    let start = &start[..start.len().min(SNIFF_BYTES)];
    Indexer::new(start)
        .filter_map(Result::ok)
        .any(|entry| entry.tags > 0 || entry.plies > 0)
}

/// Reads one indexed game from its file: only its bytes are read and played.
pub fn read_indexed<R: Read + Seek>(file: &mut R, entry: &IndexEntry) -> io::Result<PgnGame> {
    file.seek(SeekFrom::Start(entry.range.start))?;
    let len = entry.range.end - entry.range.start;
    let mut bytes = Vec::with_capacity(len.min(1 << 26) as usize);
    file.take(len).read_to_end(&mut bytes)?;
    Ok(read_indexed_bytes(&bytes, entry))
}

/// Reads one indexed game from the bytes of its range.
pub fn read_indexed_bytes(bytes: &[u8], entry: &IndexEntry) -> PgnGame {
    read_numbered_bytes(bytes, entry.number)
}

/// Reads game number `number` of a file from the bytes of its range.
pub fn read_numbered_bytes(bytes: &[u8], number: usize) -> PgnGame {
    let mut games = Games::numbered_from(bytes, number);
    games.next().unwrap_or_else(|| PgnGame {
        number,
        tags: Default::default(),
        game: Game::new().into_record(),
        error: Some(PgnError {
            game: number,
            at: None,
            after: None,
            in_variation: false,
            kind: PgnErrorKind::Syntax("the game's text is empty".to_owned()),
        }),
    })
}
