//! The explorer of a file of games: every position its games reach, with
//! the move each game played there, so that "what was played here, and how
//! did it score?" is answered at once for any position, as Scid's tree and
//! lichess's explorer do, straight from a plain PGN file.
//!
//! One pass plays every game ([`read_part`], on several threads over parts
//! of the file); [`Explorer::build`] sorts what it found by position.
//! Positions are compared without move counters, by the same zobrist key as
//! repetitions; each game counts once per position (a position a game
//! repeats counts at its first occurrence), and a game with a bad move
//! counts up to the position before it.
//!
//! ```
//! use rookery::chess::explorer::Explorer;
//! use shakmaty::Chess;
//!
//! let pgn = "[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n[Result \"0-1\"]\n\n1. d4 d5 0-1\n\n\
//!            [Result \"1/2-1/2\"]\n\n1. e4 c5 1/2-1/2\n";
//! let explorer = Explorer::of_bytes(pgn.as_bytes());
//! let start = explorer.position(&Chess::default());
//! assert_eq!((start.games, start.white, start.draws, start.black), (3, 1, 1, 1));
//! let e4 = &start.moves[0];
//! assert_eq!((e4.san.to_string(), e4.games, e4.white, e4.draws), ("e4".to_owned(), 2, 1, 1));
//! ```

mod pass;
mod store;

use std::{
    io::{self, Read},
    ops::Range,
    path::Path,
    sync::atomic::{AtomicBool, AtomicU64},
};

use shakmaty::{CastlingMode, Chess, Move, packed::PackedUciMove, san::San};

pub use pass::{Part, read_part};

use crate::{
    chess::game::RepetitionKey,
    chess::openings::{self, Opening},
};

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
/// could not be read). A packed move never has it (no role is 7).
const NO_MOVE: u16 = u16::MAX;

/// One position reached by one game, and the move it played there: the
/// top 48 bits of the position's key and a 16-bit move code in `key`.
/// Twelve bytes, as a file of 1,500,000 games holds over 100,000,000.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[repr(C, packed(4))]
pub(crate) struct Entry {
    key: u64,
    game: u32,
}

impl Entry {
    fn new(position: RepetitionKey, code: u16, game: u32) -> Entry {
        Entry {
            key: (position.0 & !0xffff) | u64::from(code),
            game,
        }
    }

    fn position(self) -> u64 {
        self.key & !0xffff
    }

    fn code(self) -> u16 {
        (self.key & 0xffff) as u16
    }

    fn game(self) -> u32 {
        self.game
    }

    fn sort_key(self) -> (u64, u32) {
        (self.key, self.game)
    }
}

/// The code of a move: shakmaty's two-byte [`PackedUciMove`] of its UCI
/// form (a castling king's move as king takes rook), never [`NO_MOVE`].
fn move_code(m: Move) -> u16 {
    u16::from_le_bytes(PackedUciMove::pack(m.to_uci(CastlingMode::Chess960)).to_bytes())
}

/// The legal move a code names in a position, if any.
fn code_move(code: u16, position: &Chess) -> Option<Move> {
    PackedUciMove::from_bytes(code.to_le_bytes())
        .unpack()
        .to_move(position)
        .ok()
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

/// The index of a file's games by position. Game numbers are indices into
/// the file's games in order (from 0), as the game list counts them.
#[derive(Debug, Clone, Default)]
pub struct Explorer {
    /// Sorted by position, then move, then game.
    entries: Vec<Entry>,
    /// Where each bucket (the top 16 bits of a position) starts in
    /// `entries`, and the end.
    buckets: Vec<u64>,
    /// Per game: its [`Score`].
    scores: Vec<u8>,
    /// Per game: White's and Black's Elo (0 when not given).
    elo: Vec<[u16; 2]>,
    /// Per game: its opening's id ([`openings::id_of`]), or `u16::MAX`.
    openings: Vec<u16>,
    /// Per game: its mainline moves as the game reader reads them.
    plies: Vec<u16>,
}

impl Explorer {
    /// The explorer of the games read in parts (each part's games follow
    /// the previous part's).
    pub fn build(mut parts: Vec<Part>) -> Explorer {
        parts.sort_by_key(|p| p.first_game);
        let mut explorer = Explorer::default();
        let mut lists = Vec::with_capacity(parts.len());
        for part in parts {
            explorer.scores.extend(part.scores);
            explorer.elo.extend(part.elo);
            explorer.openings.extend(part.openings);
            explorer.plies.extend(part.plies);
            lists.push(part.entries);
        }
        let (entries, buckets) = store::sort(lists);
        explorer.entries = entries;
        explorer.buckets = buckets;
        explorer
    }

    /// The explorer of a text in memory, read on this thread.
    pub fn of_bytes(bytes: &[u8]) -> Explorer {
        let part = read_part(
            bytes,
            0,
            u32::MAX,
            &AtomicU64::new(0),
            &AtomicBool::new(false),
        )
        .ok()
        .flatten()
        .unwrap_or_default();
        Explorer::build(vec![part])
    }

    /// The explorer of a PGN file whose games start at `starts` (their
    /// byte offsets, in order, as the game list found them), read in up to
    /// `threads` parts at once. `read` counts the bytes read; `None` when
    /// `cancel` was set.
    pub fn of_file(
        path: &Path,
        starts: &[u64],
        end: u64,
        threads: usize,
        read: &AtomicU64,
        cancel: &AtomicBool,
    ) -> io::Result<Option<Explorer>> {
        let ranges = split(starts, end, threads.max(1));
        let parts = std::thread::scope(|scope| {
            let handles: Vec<_> = ranges
                .iter()
                .map(|(games, bytes)| {
                    let (games, bytes) = (games.clone(), bytes.clone());
                    scope.spawn(move || -> io::Result<Option<Part>> {
                        use std::io::Seek as _;
                        let mut file = std::fs::File::open(path)?;
                        file.seek(io::SeekFrom::Start(bytes.start))?;
                        let text = file.take(bytes.end - bytes.start);
                        read_part(text, games.start, games.end - games.start, read, cancel)
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| {
                    h.join()
                        .unwrap_or_else(|_| Err(io::Error::other("the pass failed")))
                })
                .collect::<io::Result<Option<Vec<Part>>>>()
        })?;
        Ok(parts.map(Explorer::build))
    }

    /// How many games were read.
    pub fn games(&self) -> usize {
        self.scores.len()
    }

    /// The opening a game reached, if the table names one (standard start
    /// only; see [`openings::of_keys`]).
    pub fn opening(&self, game: usize) -> Option<Opening> {
        self.openings
            .get(game)
            .filter(|&&id| id != u16::MAX)
            .map(|&id| openings::by_id(id))
    }

    /// Per game, its opening's id ([`openings::id_of`]) or `u16::MAX`.
    pub fn opening_ids(&self) -> &[u16] {
        &self.openings
    }

    /// Per game, its mainline moves as the game reader reads them (up to
    /// an error; lenient notations and null moves counted): the game
    /// list's Moves column, which its own quick count cannot know for a
    /// file in coordinate notation.
    pub fn ply_counts(&self) -> &[u16] {
        &self.plies
    }

    /// The entries of a position.
    fn range(&self, position: &Chess) -> &[Entry] {
        let key = RepetitionKey::of(position).0 & !0xffff;
        let bucket = (key >> 48) as usize;
        let (Some(&start), Some(&end)) = (self.buckets.get(bucket), self.buckets.get(bucket + 1))
        else {
            return &[];
        };
        let entries = &self.entries[start as usize..end as usize];
        let from = entries.partition_point(|e| e.position() < key);
        let to = from + entries[from..].partition_point(|e| e.position() == key);
        &entries[from..to]
    }

    /// The moves played from a position and how they scored, the most
    /// played first (ties in move order).
    pub fn position(&self, position: &Chess) -> PositionStats {
        let mut stats = PositionStats::default();
        let mut groups: Vec<(u16, MoveStats)> = Vec::new();
        let mut current: Option<(u16, Option<MoveStats>)> = None;
        for &entry in self.range(position) {
            let game = entry.game() as usize;
            let score = Score::of_byte(self.scores.get(game).copied().unwrap_or(0));
            stats.games += 1;
            add(&mut stats.white, &mut stats.draws, &mut stats.black, score);
            let code = entry.code();
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
                for elo in self.elo.get(game).copied().unwrap_or_default() {
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

    /// The games that reached a position (transpositions included), in
    /// file order.
    pub fn games_reaching(&self, position: &Chess) -> Vec<u32> {
        let mut games: Vec<u32> = self.range(position).iter().map(|e| e.game()).collect();
        games.sort_unstable();
        games.dedup();
        games
    }

    /// The memory the index holds, in bytes.
    pub fn heap_bytes(&self) -> usize {
        self.entries.capacity() * size_of::<Entry>()
            + self.buckets.capacity() * 8
            + self.scores.capacity()
            + self.elo.capacity() * 4
            + self.openings.capacity() * 2
            + self.plies.capacity() * 2
    }
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

/// Splits a file's games into up to `parts` runs of about equal bytes:
/// per run, its games and its bytes.
fn split(starts: &[u64], end: u64, parts: usize) -> Vec<(Range<u32>, Range<u64>)> {
    let games = starts.len();
    if games == 0 {
        return Vec::new();
    }
    let first = starts[0];
    let size = end.saturating_sub(first);
    let mut runs = Vec::new();
    let mut game = 0;
    for k in 1..=parts {
        let next = if k == parts {
            games
        } else {
            let target = first + size * k as u64 / parts as u64;
            starts.partition_point(|&s| s < target).max(game)
        };
        if next > game {
            let stop = starts.get(next).copied().unwrap_or(end);
            runs.push((
                game as u32..next as u32,
                starts[game]..stop.max(starts[game]),
            ));
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
        let runs = split(&starts, 50, 2);
        assert_eq!(runs, vec![(0..3, 0..30), (3..5, 30..50)]);
        assert_eq!(split(&starts, 50, 1), vec![(0..5, 0..50)]);
        assert_eq!(split(&[0], 9, 4), vec![(0..1, 0..9)]);
        assert!(split(&[], 0, 2).is_empty());
    }

    #[test]
    fn move_codes_come_back_as_the_same_legal_moves() {
        // Castling both ways, a promotion with capture, en passant.
        let fen = "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1";
        let setup: shakmaty::fen::Fen = fen.parse().unwrap();
        let tricky: Chess = setup.into_position(CastlingMode::Standard).unwrap();
        for position in [Chess::default(), tricky] {
            for m in shakmaty::Position::legal_moves(&position) {
                assert_ne!(move_code(m), NO_MOVE);
                assert_eq!(code_move(move_code(m), &position), Some(m));
            }
        }
        assert_eq!(percentages(1, 1, 1), Some([33, 34, 33]));
        assert_eq!(percentages(0, 0, 0), None);
    }
}
