//! The explorer of a file of games: every position its games reach, with
//! the move each game played there, so that "what was played here, and how
//! did it score?" is answered at once for any position, as Scid's tree and
//! lichess's explorer do, straight from a plain PGN file.
//!
//! One pass plays every game (on several threads over parts of the file);
//! [`Explorer::build`] sorts what it found by position in bounded memory
//! (see `build.rs`) into one file in the cache folder, which is then read
//! in place (see `store.rs`), so a database of millions of games has its
//! explorer in a few hundred megabytes while it builds and in a moment
//! when it is opened again.
//!
//! Positions are compared without move counters, by the same zobrist key as
//! repetitions; each game counts once per position (a position a game
//! repeats counts at its first occurrence), and a game with a bad move
//! counts up to the position before it. Moves are counted from positions
//! before [`PLY_LIMIT`]; the games reaching a later one are found by
//! replaying the few that can ([`Explorer::reaching`]).
//!
//! ```
//! use rookery::chess::explorer::Explorer;
//! use shakmaty::Chess;
//!
//! let pgn = "[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n[Result \"0-1\"]\n\n1. d4 d5 0-1\n\n\
//!            [Result \"1/2-1/2\"]\n\n1. e4 c5 1/2-1/2\n";
//! let explorer = Explorer::of_bytes(pgn.as_bytes()).unwrap();
//! let start = explorer.position(&Chess::default());
//! assert_eq!((start.games, start.white, start.draws, start.black), (3, 1, 1, 1));
//! let e4 = &start.moves[0];
//! assert_eq!((e4.san.to_string(), e4.games, e4.white, e4.draws), ("e4".to_owned(), 2, 1, 1));
//! ```

mod build;
mod filter;
mod pass;
mod store;

use std::{
    io::{self, Read},
    ops::Range,
    path::Path,
    sync::atomic::{AtomicBool, AtomicU64},
};

use shakmaty::{Chess, Color, Move, Position as _, packed::PackedUciMove, san::San};

pub use build::Budget;

use crate::{
    chess::game::RepetitionKey,
    chess::openings::{self, Opening},
    chess::pgn::Indexer,
};
use pass::{Keep, read_part};
use store::Index;

/// A game's result, as the explorer counts it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Score {
    /// Not known (`*` or nothing).
    Unknown = 0,
    /// White won.
    White = 1,
    /// A draw.
    Draw = 2,
    /// Black won.
    Black = 3,
}

impl Score {
    fn of_byte(byte: u8) -> Score {
        match byte {
            1 => Score::White,
            2 => Score::Draw,
            3 => Score::Black,
            _ => Score::Unknown,
        }
    }

    /// The score of a result as PGN writes it (`1-0`, `0-1`, `1/2-1/2`).
    pub fn of_result(result: &[u8]) -> Score {
        match result.trim_ascii() {
            b"1-0" => Score::White,
            b"0-1" => Score::Black,
            b"1/2-1/2" | b"\xc2\xbd-\xc2\xbd" => Score::Draw,
            _ => Score::Unknown,
        }
    }
}

/// The code of "no move": the game ended in the position (or its next move
/// could not be read). A move's code never has it (from h8 to h8).
const NO_MOVE: u16 = 0x7fff;

/// The code of a move: the fifteen bits of shakmaty's [`PackedUciMove`]
/// of its UCI form (a castling king's move as king takes rook), written
/// here straight from the move (the pass codes every move of a database),
/// never [`NO_MOVE`].
fn move_code(m: Move) -> u16 {
    let (from, to, promotion) = match m {
        Move::Normal {
            from,
            to,
            promotion,
            ..
        } => (from, to, promotion),
        Move::EnPassant { from, to } => (from, to, None),
        Move::Castle { king, rook } => (king, rook, None),
        Move::Put { to, .. } => (to, to, None),
    };
    u16::from(from) | (u16::from(to) << 6) | (promotion.map_or(0, u16::from) << 12)
}

/// The legal move a code names in a position, if any.
fn code_move(code: u16, position: &Chess) -> Option<Move> {
    PackedUciMove::from_bytes(code.to_le_bytes())
        .unpack()
        .to_move(position)
        .ok()
}

/// The explorer counts the moves played from positions before this ply
/// (move 26), as lichess's opening explorer does (`MAX_PLIES` in
/// lila-openingexplorer): past it games rarely meet, and the index of a
/// database stays about half the database's size. The games reaching a
/// later position are still found, by [`Explorer::reaching`] and
/// [`reaches`].
pub const PLY_LIMIT: u32 = 50;

/// A position's ply number, from its own move number and turn (0 at the
/// start of a game's first move).
pub fn ply_number(position: &Chess) -> u32 {
    let moves = position.fullmoves().get().saturating_sub(1);
    moves
        .saturating_mul(2)
        .saturating_add(u32::from(position.turn() == Color::Black))
}

/// Whether the explorer counts the moves played from a position: it comes
/// before [`PLY_LIMIT`]. A game is counted at a position when it reaches
/// it before the limit.
pub fn counts_moves(position: &Chess) -> bool {
    ply_number(position) < PLY_LIMIT
}

/// The moves played from a position, and how the games that reached it
/// scored.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PositionStats {
    /// How many games reached it.
    pub games: u32,
    /// How many of them White won.
    pub white: u32,
    /// How many were drawn.
    pub draws: u32,
    /// How many Black won.
    pub black: u32,
    /// Each move played from it, the most played first.
    pub moves: Vec<MoveStats>,
}

/// A move played from a position, and how its games scored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveStats {
    /// The move.
    pub mv: Move,
    /// As SAN.
    pub san: San,
    /// How many games played it.
    pub games: u32,
    /// How many of them White won.
    pub white: u32,
    /// How many were drawn.
    pub draws: u32,
    /// How many Black won.
    pub black: u32,
    elo_sum: u64,
    elo_count: u32,
}

impl MoveStats {
    /// The average rating of the players of its games, where given.
    pub fn average_rating(&self) -> Option<u32> {
        (self.elo_count > 0).then(|| (self.elo_sum / u64::from(self.elo_count)) as u32)
    }

    /// White's score in percent of the games with a known result: wins,
    /// draws and losses (each rounded; `None` with no known result).
    pub fn percentages(&self) -> Option<[u32; 3]> {
        percentages(self.white, self.draws, self.black)
    }
}

impl PositionStats {
    /// As [`MoveStats::percentages`], for every game that reached it.
    pub fn percentages(&self) -> Option<[u32; 3]> {
        percentages(self.white, self.draws, self.black)
    }
}

/// Wins, draws and losses in percent, rounded so that they add up to 100.
fn percentages(white: u32, draws: u32, black: u32) -> Option<[u32; 3]> {
    let known = u64::from(white) + u64::from(draws) + u64::from(black);
    if known == 0 {
        return None;
    }
    let share = |n: u32| ((u64::from(n) * 100 + known / 2) / known) as u32;
    let (w, b) = (share(white), share(black));
    Some([w, 100u32.saturating_sub(w + b), b])
}

/// The index of a file's games by position, read in place from its file
/// (see `store.rs`). Game numbers are indices into the file's games in
/// order (from 0), as the game list counts them.
#[derive(Debug, Default)]
pub struct Explorer {
    index: Index,
}

/// A file's games for [`Explorer::build`]: its path, how many games it
/// has and where they start, as the game list found them.
#[derive(Debug, Clone, Copy)]
pub struct Games<'a> {
    /// The PGN text.
    pub path: &'a Path,
    /// The first byte of every `every`-th game (0, `every`, …), in order:
    /// where the pass may split the file into runs.
    pub starts: &'a [u64],
    /// How many games apart those starts are (1: every game's).
    pub every: usize,
    /// How many games the text has.
    pub games: usize,
    /// The text's length.
    pub end: u64,
}

/// The games reaching a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reaching {
    /// Before the ply limit: these games, from the index.
    Games(Vec<u32>),
    /// Past it: the games that may reach it, each to be replayed with
    /// [`reaches`] (the others cannot: their home-square pawns went in
    /// another order, or they lost more material).
    Candidates(Vec<u32>),
}

impl Explorer {
    /// Builds the explorer of a file's games into `kept` (in the cache
    /// folder, where its entries are filed while it builds), the pass on
    /// up to `threads` threads within `budget`. `read` counts the bytes
    /// read; `None` when `cancel` was set.
    pub fn build(
        games: Games<'_>,
        kept: &Path,
        threads: usize,
        budget: Budget,
        read: &AtomicU64,
        cancel: &AtomicBool,
    ) -> io::Result<Option<Explorer>> {
        let folder = kept.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(folder)?;
        build::tidy(folder);
        let out = tempfile::Builder::new()
            .prefix("explorer-")
            .suffix(".part")
            .tempfile_in(folder)?;
        let open = |at: u64, len: u64| -> io::Result<Box<dyn Read + Send>> {
            use std::io::Seek as _;
            let mut file = std::fs::File::open(games.path)?;
            file.seek(io::SeekFrom::Start(at))?;
            Ok(Box::new(file.take(len)))
        };
        let source = build::Source {
            open: &open,
            starts: games.starts,
            every: games.every,
            games: games.games,
            end: games.end,
        };
        let built = build::build(
            &source,
            out.as_file(),
            folder,
            build::Work {
                threads,
                budget,
                read,
                cancel,
            },
        )?;
        let Some(shape) = built else {
            return Ok(None);
        };
        // Renamed into place first, then mapped: Windows renames no file
        // that is mapped.
        out.persist(kept).map_err(|e| e.error)?;
        let index = Index::map(&std::fs::File::open(kept)?, shape)?;
        Ok(Some(Explorer { index }))
    }

    /// The explorer kept at `kept` for a file of `games` games, if it is a
    /// whole one built for it (else it is to be built again).
    pub fn open(kept: &Path, games: usize) -> io::Result<Option<Explorer>> {
        Ok(Index::open(kept, games as u64, PLY_LIMIT)?.map(|index| Explorer { index }))
    }

    /// The explorer of a text in memory (its index in a temporary file),
    /// built on this thread and one more.
    pub fn of_bytes(bytes: &[u8]) -> io::Result<Explorer> {
        Explorer::of_bytes_within(bytes, Budget::default())
    }

    /// As [`Explorer::of_bytes`], within `budget` (a small one files the
    /// entries in many runs).
    pub fn of_bytes_within(bytes: &[u8], budget: Budget) -> io::Result<Explorer> {
        let starts: Vec<u64> = Indexer::new(bytes)
            .map(|e| e.map(|e| e.range.start))
            .collect::<io::Result<_>>()?;
        let open = |at: u64, len: u64| -> io::Result<Box<dyn Read + Send + '_>> {
            let from = usize::try_from(at).unwrap_or(usize::MAX).min(bytes.len());
            let to = from.saturating_add(usize::try_from(len).unwrap_or(usize::MAX));
            Ok(Box::new(&bytes[from..to.min(bytes.len())]))
        };
        let source = build::Source {
            open: &open,
            starts: &starts,
            every: 1,
            games: starts.len(),
            end: bytes.len() as u64,
        };
        let out = tempfile::tempfile()?;
        let built = build::build(
            &source,
            &out,
            &std::env::temp_dir(),
            build::Work {
                threads: 2,
                budget,
                read: &AtomicU64::new(0),
                cancel: &AtomicBool::new(false),
            },
        )?;
        Ok(match built {
            Some(shape) => Explorer {
                index: Index::map(&out, shape)?,
            },
            None => Explorer::default(),
        })
    }

    /// How many games were read.
    pub fn games(&self) -> usize {
        self.index.shape.games as usize
    }

    /// The opening a game reached, if the table names one (standard start
    /// only; see [`openings::of_keys`]).
    pub fn opening(&self, game: usize) -> Option<Opening> {
        let id = self.index.opening(u32::try_from(game).ok()?);
        (id != u16::MAX && game < self.games()).then(|| openings::by_id(id))
    }

    /// Per game, its opening's id ([`openings::id_of`]) or `u16::MAX`.
    pub fn opening_ids(&self) -> impl ExactSizeIterator<Item = u16> + '_ {
        (0..self.games() as u32).map(|g| self.index.opening(g))
    }

    /// Per game, its mainline moves as the game reader reads them (up to
    /// an error; lenient notations and null moves counted): the game
    /// list's Moves column, which its own quick count cannot know for a
    /// file in coordinate notation.
    pub fn ply_counts(&self) -> impl ExactSizeIterator<Item = u16> + '_ {
        (0..self.games() as u32).map(|g| self.index.plies(g))
    }

    /// The entries of a position, as indices.
    fn range(&self, position: &Chess) -> Range<u64> {
        let shape = self.index.shape;
        let (bucket, stored) = shape.split_key(RepetitionKey::of(position).0);
        let bucket = self.index.bucket(bucket);
        // The first entry of the bucket whose key bits fail `before`.
        let first = |before: &dyn Fn(u64) -> bool| {
            let (mut low, mut high) = (bucket.start, bucket.end);
            while low < high {
                let middle = low + (high - low) / 2;
                if before(shape.stored(self.index.entry(middle))) {
                    low = middle + 1;
                } else {
                    high = middle;
                }
            }
            low
        };
        first(&|s| s < stored)..first(&|s| s <= stored)
    }

    /// The entries of a position: each its move's code and game.
    fn entries(&self, position: &Chess) -> impl Iterator<Item = (u16, u32)> + '_ {
        let shape = self.index.shape;
        let bytes = self.index.entries_in(self.range(position));
        bytes.chunks_exact(8).map(move |b| {
            let entry = u64::from_le_bytes(b.try_into().expect("8 bytes"));
            (shape.code(entry), shape.game(entry))
        })
    }

    /// The moves played from a position and how they scored, the most
    /// played first (ties in move order). Games count at a position they
    /// reach before [`PLY_LIMIT`]; past it, none do.
    pub fn position(&self, position: &Chess) -> PositionStats {
        let mut stats = PositionStats::default();
        let mut groups: Vec<(u16, MoveStats)> = Vec::new();
        let mut current: Option<(u16, Option<MoveStats>)> = None;
        let view = self.index.games_view();
        for (code, game) in self.entries(position) {
            let score = Score::of_byte(view.score(game));
            stats.games += 1;
            add(&mut stats.white, &mut stats.draws, &mut stats.black, score);
            if code == NO_MOVE {
                continue;
            }
            if current.as_ref().is_none_or(|(c, _)| *c != code) {
                if let Some((c, Some(m))) = current.take() {
                    groups.push((c, m));
                }
                current = Some((
                    code,
                    code_move(code, position).map(|mv| MoveStats {
                        mv,
                        san: San::from_move(position, mv),
                        games: 0,
                        white: 0,
                        draws: 0,
                        black: 0,
                        elo_sum: 0,
                        elo_count: 0,
                    }),
                ));
            }
            if let Some((_, Some(m))) = &mut current {
                m.games += 1;
                add(&mut m.white, &mut m.draws, &mut m.black, score);
                for elo in view.elo(game) {
                    if elo > 0 {
                        m.elo_sum += u64::from(elo);
                        m.elo_count += 1;
                    }
                }
            }
        }
        if let Some((c, Some(m))) = current {
            groups.push((c, m));
        }
        groups.sort_by(|(a_code, a), (b_code, b)| b.games.cmp(&a.games).then(a_code.cmp(b_code)));
        stats.moves = groups.into_iter().map(|(_, m)| m).collect();
        stats
    }

    /// The games that reached a position before [`PLY_LIMIT`]
    /// (transpositions included), in file order.
    pub fn games_reaching(&self, position: &Chess) -> Vec<u32> {
        let mut games: Vec<u32> = self.entries(position).map(|(_, game)| game).collect();
        games.sort_unstable();
        games.dedup();
        games
    }

    /// The games reaching a position: from the index before the ply limit,
    /// else those that may (to be replayed with [`reaches`]).
    pub fn reaching(&self, position: &Chess) -> Reaching {
        if counts_moves(position) {
            return Reaching::Games(self.games_reaching(position));
        }
        let target = filter::Target::of(position);
        Reaching::Candidates(
            (0..self.games() as u32)
                .filter(|&g| target.admits(self.index.trace(g)))
                .collect(),
        )
    }

    /// The index's size in bytes (its file's).
    pub fn index_bytes(&self) -> usize {
        self.index.len()
    }
}

/// Whether a game (its text, as the game list's range gives it) reaches
/// a position at any ply, read as the explorer's pass reads it.
pub fn reaches(text: &[u8], position: &Chess) -> bool {
    struct Find {
        key: u64,
        found: bool,
    }
    impl Keep for Find {
        fn keep(&mut self, key: u64, _: u16, _: u32, _: u32) {
            self.found |= key == self.key;
        }
    }
    let mut find = Find {
        key: RepetitionKey::of(position).0,
        found: false,
    };
    let read = read_part(
        text,
        0,
        1,
        &AtomicU64::new(0),
        &AtomicBool::new(false),
        &mut find,
    );
    read.is_ok() && find.found
}

/// Counts a score.
fn add(white: &mut u32, draws: &mut u32, black: &mut u32, score: Score) {
    match score {
        Score::White => *white += 1,
        Score::Draw => *draws += 1,
        Score::Black => *black += 1,
        Score::Unknown => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_codes_come_back_as_the_same_legal_moves() {
        // Castling both ways, a promotion with capture, en passant.
        let fen = "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1";
        let setup: shakmaty::fen::Fen = fen.parse().unwrap();
        let tricky: Chess = setup
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap();
        for position in [Chess::default(), tricky] {
            for m in shakmaty::Position::legal_moves(&position) {
                assert_ne!(move_code(m), NO_MOVE);
                assert_eq!(code_move(move_code(m), &position), Some(m));
                // shakmaty's own packing of the move's UCI form.
                let uci = m.to_uci(shakmaty::CastlingMode::Chess960);
                let packed = shakmaty::packed::PackedUciMove::pack(uci).to_bytes();
                assert_eq!(move_code(m), u16::from_le_bytes(packed), "{m}");
            }
        }
        assert_eq!(percentages(1, 1, 1), Some([33, 34, 33]));
        assert_eq!(percentages(0, 0, 0), None);
    }
}
