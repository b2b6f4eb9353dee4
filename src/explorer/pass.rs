//! The explorer's pass: every game of a run of a file played once, each
//! position it reaches kept with the move played there.

use std::{
    io::{self, Read},
    ops::ControlFlow,
    sync::atomic::{AtomicBool, AtomicU64, Ordering},
};

use pgn_reader::{Outcome, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::{
    CastlingMode, Chess, EnPassantMode, KnownOutcome, Position, fen::Fen, zobrist::Zobrist64,
};

use super::{Entry, NO_MOVE, Score, move_code};
use crate::{
    game::RepetitionKey,
    openings,
    pgn::{MAX_TAG_LINE_BYTES, elo_value},
    source::Counted,
};

/// What the pass found in a run of games.
#[derive(Debug, Clone, Default)]
pub struct Part {
    /// The number (from 0) of the run's first game in the file.
    pub(super) first_game: u32,
    pub(super) entries: Vec<Entry>,
    pub(super) scores: Vec<u8>,
    pub(super) elo: Vec<[u16; 2]>,
    pub(super) openings: Vec<u16>,
}

/// Plays up to `games` games of a PGN text whose first is game number
/// `first_game`, counting games as the game list's indexer does (a game
/// pgn-reader finds broken counts too). `read` counts the bytes read;
/// `None` when `cancel` is set.
pub fn read_part(
    text: impl Read,
    first_game: u32,
    games: u32,
    read: &AtomicU64,
    cancel: &AtomicBool,
) -> io::Result<Option<Part>> {
    let mut reader = Reader::build(Counted {
        inner: text,
        count: read,
    })
    .set_supported_tag_line_length(MAX_TAG_LINE_BYTES)
    .finish();
    let mut pass = Pass {
        part: Part {
            first_game,
            ..Part::default()
        },
        game: first_game,
        position: Chess::default(),
        key: 0,
        playing: false,
        plies: 0,
        seen: Vec::new(),
        from_start: true,
        opening: u16::MAX,
        skip: false,
        start: None,
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
        // As the indexer, which stops listing there.
        if failures_in_a_row > 1000 {
            break;
        }
    }
    Ok(Some(pass.part))
}

/// The visitor of the pass; it keeps what it finds in its part as it goes.
struct Pass {
    part: Part,
    /// The game being read (from 0 in the file).
    game: u32,
    position: Chess,
    /// The position's key.
    key: u64,
    /// Whether the moves are still being played (not after a bad move).
    playing: bool,
    plies: usize,
    /// The keys since the last capture or pawn move: a repeated position
    /// counts once.
    seen: Vec<u64>,
    /// Whether the game began at the standard start (openings are named
    /// from it only).
    from_start: bool,
    opening: u16,
    /// A game of another variant, or with a broken FEN: not played.
    skip: bool,
    start: Option<Chess>,
    tag_score: Score,
    score: Score,
    elo: [u16; 2],
}

impl Pass {
    fn begin_game(&mut self) {
        self.playing = false;
        self.plies = 0;
        self.seen.clear();
        self.opening = u16::MAX;
        self.skip = false;
        self.start = None;
        self.tag_score = Score::Unknown;
        self.score = Score::Unknown;
        self.elo = [0; 2];
    }

    /// Keeps the position with the move played there (the first time the
    /// game reaches it).
    fn keep(&mut self, code: u16) {
        if self.seen.contains(&self.key) {
            return;
        }
        self.seen.push(self.key);
        self.part
            .entries
            .push(Entry::new(RepetitionKey(self.key), code, self.game));
    }

    fn end_game(&mut self) {
        if self.playing {
            self.keep(NO_MOVE);
            self.playing = false;
        }
        let score = match self.tag_score {
            Score::Unknown => self.score,
            known => known,
        };
        self.part.scores.push(score as u8);
        self.part.elo.push(self.elo);
        self.part.openings.push(self.opening);
        self.game += 1;
    }
}

impl Visitor for Pass {
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
            b"FEN" => {
                match Fen::from_ascii(value.as_bytes())
                    .ok()
                    .and_then(|fen| fen.into_position(CastlingMode::Chess960).ok())
                {
                    Some(position) => self.start = Some(position),
                    None => self.skip = true,
                }
            }
            b"Variant" => {
                let variant = String::from_utf8_lossy(value.as_bytes()).to_lowercase();
                let standard = [
                    "standard",
                    "chess",
                    "normal",
                    "from position",
                    "chess960",
                    "chess 960",
                    "fischerandom",
                ];
                if !standard.contains(&variant.trim()) {
                    self.skip = true;
                }
            }
            _ => {}
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _: ()) -> ControlFlow<()> {
        if self.skip {
            return ControlFlow::Continue(());
        }
        self.from_start = self.start.is_none();
        self.position = self.start.take().unwrap_or_default();
        self.key = RepetitionKey::of(&self.position).0;
        self.playing = true;
        ControlFlow::Continue(())
    }

    fn san(&mut self, _: &mut (), san: SanPlus) -> ControlFlow<()> {
        if !self.playing {
            return ControlFlow::Continue(());
        }
        // Standard SAN as shakmaty reads it first (the fast path); a word
        // written loosely as the game reader takes it.
        let found = san
            .san
            .to_move(&self.position)
            .or_else(|_| crate::pgn::resolve_lenient(san.san, &self.position).map(|(m, _)| m));
        let Ok(m) = found else {
            // Counted up to the position before the move it could not read.
            self.keep(NO_MOVE);
            self.playing = false;
            return ControlFlow::Continue(());
        };
        self.keep(move_code(m));
        self.key = self
            .position
            .update_zobrist_hash(Zobrist64(self.key), m, EnPassantMode::Legal)
            .map(|z| z.0)
            .unwrap_or(0);
        self.position.play_unchecked(m);
        if self.key == 0 {
            self.key = RepetitionKey::of(&self.position).0;
        }
        if self.position.halfmoves() == 0 {
            self.seen.clear();
        }
        self.plies += 1;
        if self.from_start
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
