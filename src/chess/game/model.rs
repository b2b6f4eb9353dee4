//! [`Game`]: the initial position, the mainline of plies with their
//! variations, moves and takeback. Repetition and claims, offers and other
//! endings, and the view cursor are in their own files.

use std::{
    sync::atomic::{AtomicU64, Ordering},
    time::Duration,
};

use shakmaty::{
    CastlingMode, Chess, Color, EnPassantMode, FromSetup, KnownOutcome, Move, Position,
    PositionError,
    fen::Fen,
    san::{San, SanPlus, Suffix},
    zobrist::Zobrist64,
};

use super::{FenError, RepetitionKey, Status, Termination, ViewCursor};

/// A sideline that branches off before the ply that holds it: its first ply
/// is an alternative to that ply.
#[derive(Debug, Clone, Default)]
pub struct Variation {
    /// Comments before the sideline's first move (PGN `( { … } 12. e4 …)`).
    pub comments: Vec<String>,
    /// The moves of the sideline, in order.
    pub plies: Vec<Ply>,
    /// Shown folded in the move list (a way of looking at it, not part of
    /// the game: not written, not compared).
    pub collapsed: bool,
}

impl Variation {
    /// A sideline of these moves.
    pub fn of(plies: Vec<Ply>) -> Variation {
        Variation {
            comments: Vec::new(),
            plies,
            collapsed: false,
        }
    }
}

impl PartialEq for Variation {
    fn eq(&self, other: &Variation) -> bool {
        self.comments == other.comments && self.plies == other.plies
    }
}

/// One half-move of the game with everything recorded about it.
#[derive(Debug, Clone, PartialEq)]
pub struct Ply {
    /// The move as shakmaty knows it; `None` for a null move (`--`), which
    /// passes the turn. Only a record holds null moves (analysis files
    /// write them in variations: "if Black passes, White threatens …").
    pub mv: Option<Move>,
    /// Its SAN, with `+` or `#`.
    pub san: SanPlus,
    /// The position after the move.
    pub position: Chess,
    /// The repetition identity of [`Ply::position`].
    pub key: RepetitionKey,
    /// Comments after the move (PGN `{ … }`).
    pub comments: Vec<String>,
    /// Numeric annotation glyphs (PGN `$1` …).
    pub nags: Vec<u8>,
    /// The mover's remaining time after this move, if a clock ran.
    pub clock: Option<Duration>,
    /// Sidelines that branch off *before* this ply.
    pub variations: Vec<Variation>,
}

impl Ply {
    /// Records `mv` played from `before`. The move must be legal there.
    pub fn new(before: &Chess, mv: Move) -> Ply {
        Ply::with_san(before, None, mv, San::from_move(before, mv))
    }

    /// Records `mv` played from `before` (whose repetition key may be known)
    /// with its SAN (without suffix) already known.
    pub(crate) fn with_san(
        before: &Chess,
        before_key: Option<RepetitionKey>,
        mv: Move,
        san: San,
    ) -> Ply {
        let mut position = before.clone();
        // shakmaty's `from_move_and_play_unchecked` decides the suffix
        // through `outcome()`, which generates every legal move of every
        // position; only a check needs them, to tell mate from check.
        position.play_unchecked(mv);
        let suffix = if position.checkers().is_empty() {
            None
        } else if position.legal_moves().is_empty() {
            Some(Suffix::Checkmate)
        } else {
            Some(Suffix::Check)
        };
        let san = SanPlus { san, suffix };
        let key = before_key
            .and_then(|k| before.update_zobrist_hash(Zobrist64(k.0), mv, EnPassantMode::Legal))
            .map_or_else(
                || RepetitionKey::of(&position),
                |z: Zobrist64| RepetitionKey(z.0),
            );
        Ply {
            mv: Some(mv),
            san,
            position,
            key,
            comments: Vec::new(),
            nags: Vec::new(),
            clock: None,
            variations: Vec::new(),
        }
    }

    /// A null move from `before`: the same position with the other side to
    /// move and no en passant square (the clocks go on as after a move).
    /// `None` while the side to move is in check, which no pass can answer.
    pub fn null(before: &Chess) -> Option<Ply> {
        if before.is_check() {
            return None;
        }
        let mut setup = before.to_setup(EnPassantMode::Legal);
        setup.swap_turn();
        setup.halfmoves = setup.halfmoves.saturating_add(1);
        if setup.turn == Color::White {
            setup.fullmoves = setup.fullmoves.saturating_add(1);
        }
        let position = Chess::from_setup(setup, before.castles().mode()).ok()?;
        let key = RepetitionKey::of(&position);
        Some(Ply {
            mv: None,
            san: SanPlus {
                san: San::Null,
                suffix: None,
            },
            position,
            key,
            comments: Vec::new(),
            nags: Vec::new(),
            clock: None,
            variations: Vec::new(),
        })
    }

    /// Whether this is a null move.
    pub fn is_null(&self) -> bool {
        self.mv.is_none()
    }

    /// The side that made this move.
    pub fn mover(&self) -> Color {
        !self.position.turn()
    }
}

/// Whether the rules are enforced as in a live game or a record is held whole.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum GameMode {
    /// A game being played: every automatic ending ends it, and a finished
    /// game takes no more moves.
    #[default]
    Live,
    /// A record of a game already played (a PGN import): moves are accepted
    /// past the point where the rules would have ended a live game, and that
    /// point is reported by [`Game::rule_ending`].
    Record,
}

/// Where the rules would have ended a game record on their own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RuleEnding {
    /// How many plies had been played when the rule applied (0 is the
    /// initial position).
    pub ply: usize,
    /// The result the rule gives.
    pub outcome: KnownOutcome,
    /// The rule.
    pub termination: Termination,
}

/// A game of chess: an initial position, the mainline of plies and how it
/// stands. All rules come from shakmaty; this type adds the FIDE endings that
/// need the game's history (repetition, the 50- and 75-move rules), claims,
/// offers, resignation and timeouts.
#[derive(Debug, Clone)]
pub struct Game {
    pub(super) initial: Chess,
    pub(super) initial_key: RepetitionKey,
    pub(super) castling_mode: CastlingMode,
    pub(super) mode: GameMode,
    pub(super) plies: Vec<Ply>,
    pub(super) status: Status,
    pub(super) draw_offer: Option<Color>,
    pub(super) view: ViewCursor,
    pub(super) rule_ending: Option<RuleEnding>,
    pub(super) comments_before: Vec<String>,
    pub(super) revision: u64,
}

/// Hands out revisions: every change to any game gets a number no other
/// state of any game has had.
static NEXT_REVISION: AtomicU64 = AtomicU64::new(1);

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}

impl Game {
    /// A live game from the standard starting position.
    pub fn new() -> Game {
        Game::from_position(Chess::default(), CastlingMode::Standard)
    }

    /// A live game from a position. If the position is already over
    /// (checkmate, stalemate, dead position) the game starts finished.
    pub fn from_position(initial: Chess, castling_mode: CastlingMode) -> Game {
        let initial_key = RepetitionKey::of(&initial);
        let mut game = Game {
            initial,
            initial_key,
            castling_mode,
            mode: GameMode::Live,
            plies: Vec::new(),
            status: Status::Ongoing,
            draw_offer: None,
            view: ViewCursor::LATEST,
            rule_ending: None,
            comments_before: Vec::new(),
            revision: 0,
        };
        game.touch();
        if let Some((outcome, termination)) = game.automatic_ending_at(0) {
            game.status = Status::Finished {
                outcome,
                termination,
            };
        }
        game
    }

    /// A live game from a FEN. Standard castling rights (`KQkq`) and Chess960
    /// rights in X-FEN or Shredder-FEN (`HAha`, `Gb`) are accepted; a position
    /// whose castling rights only make sense in Chess960 is played with
    /// Chess960 castling.
    ///
    /// ```
    /// use rookery::chess::game::Game;
    /// let game = Game::from_fen("8/8/8/8/8/8/4k3/4K3 w - - 0 1").unwrap_err();
    /// assert!(game.to_string().contains("the side not to move is in check"));
    /// let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    /// let g = Game::from_fen(fen).unwrap();
    /// assert_eq!(g.castling_mode(), shakmaty::CastlingMode::Chess960);
    /// ```
    pub fn from_fen(fen: &str) -> Result<Game, FenError> {
        let (position, mode) = parse_fen(fen)?;
        Ok(Game::from_position(position, mode))
    }

    /// Turns this game into a record (see [`GameMode::Record`]). A record
    /// whose initial position is already over reports that at ply 0.
    pub fn into_record(mut self) -> Game {
        self.mode = GameMode::Record;
        if self.rule_ending.is_none()
            && let Some((outcome, termination)) = self.automatic_ending_at(0)
        {
            self.rule_ending = Some(RuleEnding {
                ply: 0,
                outcome,
                termination,
            });
        }
        self
    }

    /// Makes room for `additional` more plies (a reader that knows the
    /// game's length avoids growing the list move by move).
    pub(crate) fn reserve_plies(&mut self, additional: usize) {
        self.plies.reserve(additional);
    }

    /// The repetition key of the latest position.
    pub(crate) fn latest_key(&self) -> RepetitionKey {
        self.key_at(self.plies.len())
    }

    /// A number that changes with every change to the game (a move, a
    /// takeback, an offer, an ending, an edit) and that no other game or
    /// earlier state shares: caches of anything derived from the game key on
    /// it.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Marks the game changed.
    pub(super) fn touch(&mut self) {
        self.revision = NEXT_REVISION.fetch_add(1, Ordering::Relaxed);
    }

    /// Comments before the first move (PGN `{ … } 1. e4`).
    pub fn comments_before(&self) -> &[String] {
        &self.comments_before
    }

    /// Comments before the first move, for adding or editing.
    pub fn comments_before_mut(&mut self) -> &mut Vec<String> {
        self.touch();
        &mut self.comments_before
    }

    /// Appends a ply to a record without checking it again: the PGN reader
    /// has just found `ply.mv` legal in the latest position. Checkmate and
    /// stalemate can only stand at the end of a record (no move follows
    /// them), and a dead position stays dead, so only material, repetition
    /// and the 75-move rule are looked for here; [`Game::rule_ending`] looks
    /// at the end of the record for the rest.
    pub(crate) fn push_record_ply(&mut self, ply: Ply) -> &mut Ply {
        debug_assert_eq!(self.mode, GameMode::Record);
        self.touch();
        self.plies.push(ply);
        let index = self.plies.len();
        if self.rule_ending.is_none()
            && let Some((outcome, termination)) = self.ending_with_moves_left_at(index, false)
        {
            self.rule_ending = Some(RuleEnding {
                ply: index,
                outcome,
                termination,
            });
        }
        self.plies.last_mut().expect("a ply was just pushed")
    }

    /// Continues a record as a live game from its last position: the rules
    /// are enforced from here on, and the game is finished at once if the
    /// final position is over by an automatic rule.
    pub fn resume_live(&mut self) {
        self.touch();
        self.mode = GameMode::Live;
        self.rule_ending = None;
        self.status = match self.automatic_ending_at(self.plies.len()) {
            Some((outcome, termination)) => Status::Finished {
                outcome,
                termination,
            },
            None => Status::Ongoing,
        };
    }

    /// A live game that starts where this one started and has the moves
    /// that led to the viewed position (through any variations viewed), with
    /// their comments: "continue from here". It is finished at once if the
    /// rules had already ended the game there.
    pub fn continued_from_view(&self) -> Game {
        let mut game = Game::from_position(self.initial.clone(), self.castling_mode).into_record();
        game.comments_before = self.comments_before.clone();
        for ply in self.view_line() {
            game.push_record_ply(ply.clone());
        }
        game.resume_live();
        game
    }

    /// Live or record.
    pub fn mode(&self) -> GameMode {
        self.mode
    }

    /// Standard or Chess960 castling.
    pub fn castling_mode(&self) -> CastlingMode {
        self.castling_mode
    }

    /// The position the game started from.
    pub fn initial_position(&self) -> &Chess {
        &self.initial
    }

    /// Whether the game started from the standard initial position.
    pub fn starts_from_standard_position(&self) -> bool {
        self.initial == Chess::default() && self.initial.fullmoves().get() == 1
    }

    /// The latest position of the game.
    pub fn position(&self) -> &Chess {
        self.position_at(self.plies.len())
            .expect("the latest position always exists")
    }

    /// The position after `ply` plies (0 is the initial position).
    pub fn position_at(&self, ply: usize) -> Option<&Chess> {
        match ply {
            0 => Some(&self.initial),
            n => self.plies.get(n - 1).map(|p| &p.position),
        }
    }

    /// The FEN of the latest position.
    pub fn fen(&self) -> String {
        Fen::from_position(self.position(), EnPassantMode::Legal).to_string()
    }

    /// The side to move in the latest position.
    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    /// The mainline.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// A mainline ply, for adding comments, NAGs, clock readings or variations.
    pub fn ply_mut(&mut self, index: usize) -> Option<&mut Ply> {
        self.touch();
        self.plies.get_mut(index)
    }

    /// How many plies have been played.
    pub fn ply_count(&self) -> usize {
        self.plies.len()
    }

    /// Ongoing or finished.
    pub fn status(&self) -> Status {
        self.status
    }

    /// The side whose draw offer stands, if any.
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// For a record: the first point where the rules would have ended a live
    /// game on their own.
    pub fn rule_ending(&self) -> Option<RuleEnding> {
        if self.mode != GameMode::Record {
            return self.rule_ending;
        }
        let last = self.plies.len();
        // Every position after a dead one is dead too: a dead end of the
        // record began where the dead stretch before its end began.
        let mut dead_from = None;
        let mut ply = last;
        while self
            .position_at(ply)
            .is_some_and(|p| !p.is_insufficient_material() && super::dead::is_dead_quick(p))
        {
            dead_from = Some(ply);
            if ply == 0 {
                break;
            }
            ply -= 1;
        }
        let dead = dead_from.map(|ply| RuleEnding {
            ply,
            outcome: KnownOutcome::Draw,
            termination: Termination::DeadPosition,
        });
        let at_end = || {
            self.automatic_ending_at(last)
                .map(|(outcome, termination)| RuleEnding {
                    ply: last,
                    outcome,
                    termination,
                })
        };
        [self.rule_ending, dead, self.rule_ending.or_else(at_end)]
            .into_iter()
            .flatten()
            .min_by_key(|ending| ending.ply)
    }
}

/// Parses a FEN into a position, choosing Chess960 castling when the castling
/// rights need it.
pub(crate) fn parse_fen(fen: &str) -> Result<(Chess, CastlingMode), FenError> {
    let parsed = Fen::from_ascii(fen.trim().as_bytes()).map_err(FenError::Syntax)?;
    let setup = parsed.into_setup();
    match Chess::from_setup(setup.clone(), CastlingMode::Standard) {
        Ok(pos) => Ok((pos, CastlingMode::Standard)),
        Err(standard_err) => {
            let kinds = standard_err.kinds();
            if kinds == shakmaty::PositionErrorKinds::INVALID_CASTLING_RIGHTS {
                Chess::from_setup(setup, CastlingMode::Chess960)
                    .map(|pos| (pos, CastlingMode::Chess960))
                    .map_err(|e: PositionError<Chess>| FenError::IllegalPosition(e.kinds()))
            } else {
                Err(FenError::IllegalPosition(kinds))
            }
        }
    }
}
