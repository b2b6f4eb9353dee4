//! The explorer's pass: every game of a run of a file played once, each
//! position it reaches handed to a [`Keep`] with the move played there.
//!
//! It reads a game's moves as the game reader does: the text made standard
//! by [`Lenient`] (coordinate and dashed moves, `0-0`, null moves written
//! `0000`), each word by [`read_move`], the start from the `FEN` and
//! `Variant` tags by [`start_position`]. A null move passes the turn in
//! the game reader; the positions after one are reached by no real game,
//! so the pass keeps the position before it (with no move, as at a game's
//! end), and neither that game's later positions nor its opening name
//! count past it. It still plays on to count the game's moves, which the
//! game list shows.

use std::{
    io::{self, Read},
    ops::ControlFlow,
    sync::atomic::{AtomicBool, AtomicU64, Ordering},
};

use pgn_reader::{Outcome, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::{
    CastlingSide, Chess, Color, EnPassantMode, KnownOutcome, Move, Position, Role, Square,
    zobrist::{Zobrist64, ZobristValue},
};

use super::{
    NO_MOVE, Score,
    filter::{Trace, Tracer},
    move_code, ply_number,
};
use crate::{
    chess::game::{Ply, RepetitionKey},
    chess::openings,
    chess::pgn::{Counted, Lenient, MAX_TAG_LINE_BYTES, elo_value, read_move, start_position},
};

/// Where the pass hands each position a game reaches (the first time the
/// game reaches it), with the move played there ([`NO_MOVE`] at the
/// game's end) and the position's ply number ([`ply_number`]).
pub(super) trait Keep {
    /// The plies before this are all it keeps: past it the pass does not
    /// follow the positions' keys.
    const PLY_LIMIT: u32 = u32::MAX;

    fn keep(&mut self, key: u64, code: u16, game: u32, ply: u32);

    /// May take the games' records gathered so far in `part` (shown it
    /// after each game); by default they stay there.
    fn file_records(&mut self, _part: &mut Part) {}
}

/// How many columns a game's record has in the index: score, ratings,
/// opening, moves, trace ([`Part::column`]).
pub(super) const RECORD_COLUMNS: usize = 5;

/// What the pass found in a run of games.
#[derive(Debug, Clone, Default)]
pub(super) struct Part {
    pub(super) scores: Vec<u8>,
    pub(super) elo: Vec<[u16; 2]>,
    pub(super) openings: Vec<u16>,
    /// Per game, the mainline moves the game reader reads (up to an error;
    /// at most `u16::MAX`).
    pub(super) plies: Vec<u16>,
    /// Per game, what the filter of games reaching a position keeps.
    pub(super) traces: Vec<Trace>,
}

impl Part {
    /// How many games' records it holds.
    pub(super) fn len(&self) -> usize {
        self.scores.len()
    }

    /// Column `c` of its games' records as the index stores it: scores,
    /// ratings, openings, moves or traces.
    pub(super) fn column(&self, c: usize) -> Vec<u8> {
        match c {
            0 => self.scores.clone(),
            1 => self
                .elo
                .iter()
                .flatten()
                .flat_map(|e| e.to_le_bytes())
                .collect(),
            2 => self
                .openings
                .iter()
                .flat_map(|id| id.to_le_bytes())
                .collect(),
            3 => self.plies.iter().flat_map(|n| n.to_le_bytes()).collect(),
            _ => self.traces.iter().flat_map(|t| t.to_bytes()).collect(),
        }
    }

    /// Lets go of its games' records.
    pub(super) fn clear(&mut self) {
        self.scores.clear();
        self.elo.clear();
        self.openings.clear();
        self.plies.clear();
        self.traces.clear();
    }

    /// Pads the games' records to `games` games (those not found count
    /// nothing).
    pub(super) fn pad_to(&mut self, games: usize) {
        self.scores
            .resize(games.max(self.scores.len()), Score::Unknown as u8);
        let games = self.scores.len();
        self.elo.resize(games, [0; 2]);
        self.openings.resize(games, u16::MAX);
        self.plies.resize(games, 0);
        self.traces.resize(games, Trace::default());
    }
}

/// Plays up to `games` games of a PGN text whose first is game number
/// `first_game`, counting games as the game list's indexer does (a game
/// pgn-reader finds broken counts too), and hands their positions to
/// `keep`. `read` counts the bytes read; `None` when `cancel` is set.
pub(super) fn read_part<K: Keep>(
    text: impl Read,
    first_game: u32,
    games: u32,
    read: &AtomicU64,
    cancel: &AtomicBool,
    keep: &mut K,
) -> io::Result<Option<Part>> {
    let mut reader = Reader::build(Lenient::new(Counted {
        inner: text,
        count: read,
    }))
    .set_supported_tag_line_length(MAX_TAG_LINE_BYTES)
    .finish();
    let mut pass = Pass {
        keeper: keep,
        tracer: Tracer::default(),
        part: Part::default(),
        game: first_game,
        position: Chess::default(),
        key: 0,
        playing: false,
        keeping: false,
        last_trace: None,
        plies: 0,
        seen: Vec::new(),
        from_start: true,
        opening: u16::MAX,
        fen: None,
        variant: None,
        tag_score: Score::Unknown,
        score: Score::Unknown,
        elo: [0; 2],
    };
    let mut failures_in_a_row = 0;
    for _ in 0..games {
        if cancel.load(Ordering::Relaxed) {
            return Ok(None);
        }
        if !reader.has_more()? {
            break;
        }
        pass.begin_game();
        match reader.read_game(&mut pass) {
            Ok(_) => failures_in_a_row = 0,
            Err(e) if e.kind() == io::ErrorKind::InvalidData => failures_in_a_row += 1,
            Err(e) => return Err(e),
        }
        pass.end_game();
        pass.keeper.file_records(&mut pass.part);
        // As the indexer, which stops listing there.
        if failures_in_a_row > 1000 {
            break;
        }
    }
    Ok(Some(pass.part))
}

/// The visitor of the pass; it keeps what it finds in its part as it goes.
struct Pass<'k, K> {
    keeper: &'k mut K,
    tracer: Tracer,
    part: Part,
    /// The game being read (from 0 in the file).
    game: u32,
    position: Chess,
    /// The position's key.
    key: u64,
    /// Whether the moves are still being played (not after a bad move).
    playing: bool,
    /// Whether the positions reached are kept (not after a null move).
    keeping: bool,
    /// The trace of a game that stopped counting before its end.
    last_trace: Option<Trace>,
    plies: usize,
    /// The keys since the last capture or pawn move: a repeated position
    /// counts once.
    seen: Vec<u64>,
    /// Whether the game began at the standard start (openings are named
    /// from it only).
    from_start: bool,
    opening: u16,
    /// The `FEN` and `Variant` tags' values.
    fen: Option<String>,
    variant: Option<String>,
    tag_score: Score,
    score: Score,
    elo: [u16; 2],
}

impl<K: Keep> Pass<'_, K> {
    fn begin_game(&mut self) {
        self.playing = false;
        self.keeping = false;
        self.last_trace = None;
        self.plies = 0;
        self.seen.clear();
        self.opening = u16::MAX;
        self.fen = None;
        self.variant = None;
        self.tag_score = Score::Unknown;
        self.score = Score::Unknown;
        self.elo = [0; 2];
    }

    /// Keeps the position with the move played there (the first time the
    /// game reaches it).
    fn keep(&mut self, code: u16) {
        if !self.keeping || self.seen.contains(&self.key) {
            return;
        }
        self.seen.push(self.key);
        self.keeper
            .keep(self.key, code, self.game, ply_number(&self.position));
    }

    /// The game's positions stop counting here (a null move, a move that
    /// could not be read): its trace ends.
    fn stop_keeping(&mut self) {
        if self.keeping {
            self.last_trace = Some(self.tracer.finish(&self.position));
            self.keeping = false;
        }
    }

    fn end_game(&mut self) {
        if self.playing {
            self.keep(NO_MOVE);
            self.playing = false;
        }
        if self.keeping {
            self.part.traces.push(self.tracer.finish(&self.position));
        } else {
            self.part
                .traces
                .push(self.last_trace.take().unwrap_or_default());
        }
        let score = match self.tag_score {
            Score::Unknown => self.score,
            known => known,
        };
        self.part.scores.push(score as u8);
        self.part.elo.push(self.elo);
        self.part.openings.push(self.opening);
        self.part
            .plies
            .push(u16::try_from(self.plies).unwrap_or(u16::MAX));
        self.game += 1;
    }
}

/// What the key after a move needs of the position before it where
/// shakmaty's own update of the key declines the move (a pawn's double
/// step, a king's move, a move from or to a rook's castling square, or an
/// en passant square before it), as most openings have several times: the
/// key is updated by hand from the pieces that moved, the castling rights
/// that went and the en passant squares, not hashed again from the whole
/// board (the test below compares the two after every move of random
/// games).
struct Before {
    turn: Color,
    rights: u8,
    en_passant: Option<Square>,
}

/// The castling rights held, a bit per side and colour.
fn castling_rights(position: &Chess) -> u8 {
    let castles = position.castles();
    let mut bits = 0;
    for (i, (color, side)) in Color::ALL
        .into_iter()
        .flat_map(|c| CastlingSide::ALL.map(|s| (c, s)))
        .enumerate()
    {
        bits |= u8::from(castles.has(color, side)) << i;
    }
    bits
}

impl Before {
    fn of(position: &Chess) -> Before {
        Before {
            turn: position.turn(),
            rights: castling_rights(position),
            en_passant: position.ep_square(EnPassantMode::Legal),
        }
    }

    /// The key of `after`, reached by `m` from the position whose key is
    /// `key`: what [`RepetitionKey::of`] gives `after`.
    fn key_after(&self, key: u64, m: Move, after: &Chess) -> u64 {
        let us = self.turn;
        let piece = Zobrist64::zobrist_for_piece;
        let mut z = Zobrist64(key);
        z ^= Zobrist64::zobrist_for_white_turn();
        match m {
            Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            } => {
                z ^= piece(from, role.of(us));
                z ^= piece(to, promotion.unwrap_or(role).of(us));
                if let Some(taken) = capture {
                    z ^= piece(to, taken.of(!us));
                }
            }
            Move::EnPassant { from, to } => {
                z ^= piece(from, us.pawn());
                z ^= piece(to, us.pawn());
                z ^= piece(Square::from_coords(to.file(), from.rank()), (!us).pawn());
            }
            Move::Castle { king, rook } => {
                let side = CastlingSide::from_king_side(king < rook);
                z ^= piece(king, us.king());
                z ^= piece(side.king_to(us), us.king());
                z ^= piece(rook, us.rook());
                z ^= piece(side.rook_to(us), us.rook());
            }
            Move::Put { role, to } => z ^= piece(to, role.of(us)),
        }
        let gone = self.rights ^ castling_rights(after);
        for (i, (color, side)) in Color::ALL
            .into_iter()
            .flat_map(|c| CastlingSide::ALL.map(|s| (c, s)))
            .enumerate()
        {
            if gone & (1 << i) != 0 {
                z ^= Zobrist64::zobrist_for_castling_right(color, side);
            }
        }
        for square in [self.en_passant, after.ep_square(EnPassantMode::Legal)]
            .into_iter()
            .flatten()
        {
            z ^= Zobrist64::zobrist_for_en_passant_file(square.file());
        }
        z.0
    }
}

impl<K: Keep> Visitor for Pass<'_, K> {
    type Tags = ();
    type Movetext = ();
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }

    fn tag(&mut self, _: &mut (), name: &[u8], value: RawTag<'_>) -> ControlFlow<()> {
        match name {
            b"Result" => self.tag_score = Score::of_result(value.as_bytes()),
            b"WhiteElo" | b"BlackElo" => {
                self.elo[usize::from(name == b"BlackElo")] =
                    elo_value(value.as_bytes()).unwrap_or(0);
            }
            b"FEN" => self.fen = Some(String::from_utf8_lossy(value.as_bytes()).into_owned()),
            b"Variant" => {
                self.variant = Some(String::from_utf8_lossy(value.as_bytes()).into_owned());
            }
            _ => {}
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _: ()) -> ControlFlow<()> {
        // The start as the game reader finds it; a game it cannot start
        // (another variant, a broken FEN) is not played.
        match start_position(self.fen.as_deref(), self.variant.as_deref()) {
            Ok((position, _)) => {
                self.from_start = self.fen.is_none();
                self.position = position;
            }
            Err(_) => {
                return ControlFlow::Continue(());
            }
        }
        self.key = RepetitionKey::of(&self.position).0;
        self.tracer.start(&self.position);
        self.playing = true;
        self.keeping = true;
        ControlFlow::Continue(())
    }

    fn san(&mut self, _: &mut (), san: SanPlus) -> ControlFlow<()> {
        if !self.playing {
            return ControlFlow::Continue(());
        }
        let m = match read_move(san.san, &self.position) {
            Ok(Some(m)) => m,
            Ok(None) => {
                // The position before it is the game's last that counts
                // (see the module docs); the game goes on for its length.
                self.keep(NO_MOVE);
                self.stop_keeping();
                match Ply::null(&self.position) {
                    Some(null) => {
                        self.position = null.position;
                        self.key = null.key.0;
                        self.plies += 1;
                    }
                    None => self.playing = false,
                }
                return ControlFlow::Continue(());
            }
            Err(_) => {
                // Counted up to the position before the move it could not
                // read.
                self.keep(NO_MOVE);
                self.playing = false;
                self.stop_keeping();
                return ControlFlow::Continue(());
            }
        };
        // Past the keeper's last ply the game is only played on (for its
        // length and its trace): no position is kept, no key followed.
        let keyed = ply_number(&self.position) < K::PLY_LIMIT;
        let mut before = None;
        if keyed {
            self.keep(move_code(m));
            match self
                .position
                .update_zobrist_hash(Zobrist64(self.key), m, EnPassantMode::Legal)
            {
                Some(key) => self.key = key.0,
                None => before = Some(Before::of(&self.position)),
            }
        }
        self.position.play_unchecked(m);
        if let Some(before) = before {
            self.key = before.key_after(self.key, m, &self.position);
        }
        if keyed && self.position.halfmoves() == 0 {
            self.seen.clear();
        }
        // Only a pawn's move or a capture takes a pawn off its home
        // square.
        if self.keeping && (m.role() == Role::Pawn || m.is_capture()) {
            self.tracer.follow(&self.position);
        }
        self.plies += 1;
        if keyed
            && self.keeping
            && self.from_start
            && self.plies <= openings::MAX_PLIES
            && let Some(id) = openings::id_of(RepetitionKey(self.key))
        {
            self.opening = id;
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _: &mut ()) -> ControlFlow<(), Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn outcome(&mut self, _: &mut (), outcome: Outcome) -> ControlFlow<()> {
        self.score = match outcome {
            Outcome::Known(KnownOutcome::Decisive { winner }) => {
                winner.fold_wb(Score::White, Score::Black)
            }
            Outcome::Known(KnownOutcome::Draw) => Score::Draw,
            Outcome::Unknown => Score::Unknown,
        };
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, _: ()) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plays `games` games of random legal moves (a fixed seed; castling and
    /// en passant preferred), up to
    /// `plies` each, and hands each move to `each` with the positions
    /// before and after it.
    fn random_games(games: u32, plies: u32, mut each: impl FnMut(&Chess, Move, &Chess)) {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..games {
            let mut position = Chess::default();
            for _ in 0..plies {
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                // Castling and en passant, rare in random play, are taken
                // whenever they come one time in two.
                let rare = moves.iter().find(|m| m.is_castle() || m.is_en_passant());
                let m = match rare {
                    Some(&m) if seed & (1 << 40) != 0 => m,
                    _ => moves[(seed % moves.len() as u64) as usize],
                };
                let mut after = position.clone();
                after.play_unchecked(m);
                each(&position, m, &after);
                position = after;
            }
        }
    }

    #[test]
    fn the_key_updated_by_hand_is_the_key_hashed_whole() {
        let (mut by_hand, mut castles, mut en_passant, mut promotions) = (0, 0, 0, 0);
        random_games(400, 300, |before, m, after| {
            let key = RepetitionKey::of(before).0;
            let whole = RepetitionKey::of(after).0;
            assert_eq!(Before::of(before).key_after(key, m, after), whole, "{m:?}");
            if before
                .update_zobrist_hash(Zobrist64(key), m, EnPassantMode::Legal)
                .is_none()
            {
                by_hand += 1;
            }
            castles += u32::from(m.is_castle());
            en_passant += u32::from(m.is_en_passant());
            promotions += u32::from(m.is_promotion());
        });
        // Every kind of move shakmaty's update declines came by.
        assert!(by_hand > 10_000, "{by_hand}");
        assert!(
            castles > 50 && en_passant > 50 && promotions > 50,
            "{castles} {en_passant} {promotions}"
        );
    }
}
