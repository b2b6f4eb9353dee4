//! [`Game`]: the mainline of plies, its status, draw offers, takeback and the
//! view cursor.

use std::time::Duration;

use shakmaty::{
    CastlingMode, Chess, Color, EnPassantMode, FromSetup, KnownOutcome, Move, Position,
    PositionError, Role, Square, fen::Fen, san::SanPlus, uci::UciMove, zobrist::Zobrist64,
};

use super::{DrawClaim, FenError, GameError, Status, Termination};

/// A compact identity of a position for repetition (FIDE Art. 9.2.2): side to
/// move, pieces on squares, castling rights and the *possibility* of en
/// passant. Equal keys are confirmed by comparing the positions themselves, so
/// a hash collision can never make a false repetition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RepetitionKey(pub u64);

impl RepetitionKey {
    /// The key of a position.
    pub fn of(position: &Chess) -> RepetitionKey {
        let hash: Zobrist64 = position.zobrist_hash(EnPassantMode::Legal);
        RepetitionKey(hash.0)
    }
}

/// A sideline that branches off before the ply that holds it: its first ply
/// is an alternative to that ply.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Variation {
    /// Comments before the sideline's first move (PGN `( { … } 12. e4 …)`).
    pub comments: Vec<String>,
    /// The moves of the sideline, in order.
    pub plies: Vec<Ply>,
}

/// One half-move of the game with everything recorded about it.
#[derive(Debug, Clone, PartialEq)]
pub struct Ply {
    /// The move as shakmaty knows it.
    pub mv: Move,
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
        let mut position = before.clone();
        let san = SanPlus::from_move_and_play_unchecked(&mut position, mv);
        let key = RepetitionKey::of(&position);
        Ply {
            mv,
            san,
            position,
            key,
            comments: Vec::new(),
            nags: Vec::new(),
            clock: None,
            variations: Vec::new(),
        }
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
    initial: Chess,
    initial_key: RepetitionKey,
    castling_mode: CastlingMode,
    mode: GameMode,
    plies: Vec<Ply>,
    status: Status,
    draw_offer: Option<Color>,
    view: Option<usize>,
    rule_ending: Option<RuleEnding>,
    comments_before: Vec<String>,
}

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
            view: None,
            rule_ending: None,
            comments_before: Vec::new(),
        };
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
    /// use rookery::game::Game;
    /// let game = Game::from_fen("8/8/8/8/8/8/4k3/4K3 w - - 0 1").unwrap_err();
    /// assert!(game.to_string().contains("the side not to move is in check"));
    /// let g = Game::from_fen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9").unwrap();
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

    /// Comments before the first move (PGN `{ … } 1. e4`).
    pub fn comments_before(&self) -> &[String] {
        &self.comments_before
    }

    /// Comments before the first move, for adding or editing.
    pub fn comments_before_mut(&mut self) -> &mut Vec<String> {
        &mut self.comments_before
    }

    /// Appends a ply to a record without checking it again: the PGN reader
    /// has just found `ply.mv` legal in the latest position. Checkmate and
    /// stalemate can only stand at the end of a record (no move follows
    /// them), so only the endings that allow further moves are looked for
    /// here; [`Game::rule_ending`] checks the final position.
    pub(crate) fn push_record_ply(&mut self, ply: Ply) -> &mut Ply {
        debug_assert_eq!(self.mode, GameMode::Record);
        self.plies.push(ply);
        let index = self.plies.len();
        if self.rule_ending.is_none()
            && let Some((outcome, termination)) = self.ending_with_moves_left_at(index)
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
        if self.rule_ending.is_some() || self.mode != GameMode::Record {
            return self.rule_ending;
        }
        let ply = self.plies.len();
        self.automatic_ending_at(ply).map(|(outcome, termination)| RuleEnding {
            ply,
            outcome,
            termination,
        })
    }

    /// Every legal move in the latest position.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.is_closed() {
            return Vec::new();
        }
        self.position().legal_moves().into_iter().collect()
    }

    /// The legal moves of the piece on `from` in the latest position.
    pub fn legal_moves_from(&self, from: Square) -> Vec<Move> {
        self.legal_moves()
            .into_iter()
            .filter(|m| m.from() == Some(from))
            .collect()
    }

    /// The square a move is made *to* on the board: the rook's square for
    /// castling in Chess960, and in standard chess both the king's destination
    /// and the rook's square are accepted (see [`Game::find_move`]).
    pub fn target_squares(&self, m: Move) -> Vec<Square> {
        let mut squares = vec![m.to()];
        if let (Move::Castle { king, .. }, CastlingMode::Standard) = (m, self.castling_mode)
            && let Some(side) = m.castling_side()
        {
            let color = self.position().turn();
            let dest = side.king_to(color);
            if dest != king {
                squares.insert(0, dest);
            }
        }
        squares
    }

    /// Finds the legal move from `from` to `to`. Castling is a king move two
    /// squares towards the rook (standard chess) or the king onto its own
    /// rook (both chess modes). A promotion needs `promotion`.
    pub fn find_move(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<Move, GameError> {
        if self.is_closed() {
            return Err(GameError::GameOver);
        }
        let candidates: Vec<Move> = self
            .legal_moves_from(from)
            .into_iter()
            .filter(|&m| self.target_squares(m).contains(&to))
            .collect();
        if candidates.is_empty() {
            return Err(GameError::IllegalMove { from, to });
        }
        if candidates.iter().any(|m| m.is_promotion()) {
            let Some(role) = promotion else {
                return Err(GameError::PromotionRequired);
            };
            return candidates
                .into_iter()
                .find(|m| m.promotion() == Some(role))
                .ok_or(GameError::IllegalMove { from, to });
        }
        if promotion.is_some() {
            return Err(GameError::IllegalMove { from, to });
        }
        Ok(candidates[0])
    }

    /// Whether a move from `from` to `to` is a promotion that needs a piece
    /// chosen.
    pub fn is_promotion(&self, from: Square, to: Square) -> bool {
        matches!(
            self.find_move(from, to, None),
            Err(GameError::PromotionRequired)
        )
    }

    /// Plays the move from `from` to `to` (with a promotion piece if needed).
    pub fn play_move(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<&Ply, GameError> {
        let m = self.find_move(from, to, promotion)?;
        self.play(m)
    }

    /// Plays a move given in SAN, e.g. `Nbd2`, `O-O`, `exd6`, `e8=Q+`.
    pub fn play_san(&mut self, san: &str) -> Result<&Ply, GameError> {
        if self.is_closed() {
            return Err(GameError::GameOver);
        }
        let invalid = || GameError::InvalidSan(san.to_owned());
        let parsed = SanPlus::from_ascii(san.trim().as_bytes()).map_err(|_| invalid())?;
        let m = parsed.san.to_move(self.position()).map_err(|_| invalid())?;
        self.play(m)
    }

    /// Plays a move given in UCI, e.g. `e2e4`, `e7e8q`, `e1g1` or `e1h1`.
    pub fn play_uci(&mut self, uci: &str) -> Result<&Ply, GameError> {
        if self.is_closed() {
            return Err(GameError::GameOver);
        }
        let invalid = || GameError::InvalidUci(uci.to_owned());
        let parsed = UciMove::from_ascii(uci.trim().as_bytes()).map_err(|_| invalid())?;
        let m = parsed.to_move(self.position()).map_err(|_| invalid())?;
        self.play(m)
    }

    /// The SAN of a legal move in the latest position, without playing it.
    pub fn san_of(&self, m: Move) -> SanPlus {
        SanPlus::from_move(self.position().clone(), m)
    }

    /// Plays a legal move: records the ply, lets a standing draw offer from
    /// the opponent lapse, and (in a live game) ends the game if an automatic
    /// rule applies.
    pub fn play(&mut self, m: Move) -> Result<&Ply, GameError> {
        if self.is_closed() {
            return Err(GameError::GameOver);
        }
        if !self.position().is_legal(m) {
            return Err(match m.from() {
                Some(from) => GameError::IllegalMove { from, to: m.to() },
                None => GameError::InvalidUci(format!("{m:?}")),
            });
        }
        let mover = self.turn();
        let ply = Ply::new(self.position(), m);
        self.plies.push(ply);
        self.view = None;
        // An offer lapses when the player it was made to moves instead of
        // answering it (FIDE Art. 9.1.2.3).
        if self.draw_offer == Some(!mover) {
            self.draw_offer = None;
        }
        let index = self.plies.len();
        if let Some((outcome, termination)) = self.automatic_ending_at(index) {
            match self.mode {
                GameMode::Live => {
                    self.status = Status::Finished {
                        outcome,
                        termination,
                    };
                    self.draw_offer = None;
                }
                GameMode::Record => {
                    if self.rule_ending.is_none() {
                        self.rule_ending = Some(RuleEnding {
                            ply: index,
                            outcome,
                            termination,
                        });
                    }
                }
            }
        }
        Ok(self.plies.last().expect("a ply was just pushed"))
    }

    /// How often the position after `ply` plies has occurred up to and
    /// including that point (FIDE Art. 9.2.2 identity).
    pub fn repetitions_at(&self, ply: usize) -> usize {
        let Some(target) = self.position_at(ply) else {
            return 0;
        };
        1 + self.earlier_occurrences(target, self.key_at(ply), ply)
    }

    /// How often `position` (with repetition key `key`), standing at index
    /// `ply`, occurred at earlier indices with the same side to move.
    fn earlier_occurrences(&self, position: &Chess, key: RepetitionKey, ply: usize) -> usize {
        // Positions before the last capture or pawn move can never recur, so
        // the halfmove clock bounds the search.
        let earliest = ply.saturating_sub(position.halfmoves() as usize);
        (earliest..ply.saturating_sub(1))
            .rev()
            .step_by(2)
            .filter(|&j| self.key_at(j) == key && self.position_at(j) == Some(position))
            .count()
    }

    /// How often the latest position has occurred.
    pub fn repetitions(&self) -> usize {
        self.repetitions_at(self.plies.len())
    }

    fn key_at(&self, ply: usize) -> RepetitionKey {
        match ply {
            0 => self.initial_key,
            n => self.plies[n - 1].key,
        }
    }

    /// The automatic ending that applies in the position after `ply` plies,
    /// if any. Checkmate comes first, so mate on the 150th half-move wins.
    fn automatic_ending_at(&self, ply: usize) -> Option<(KnownOutcome, Termination)> {
        let pos = self.position_at(ply)?;
        if pos.is_checkmate() {
            return Some((
                KnownOutcome::Decisive {
                    winner: !pos.turn(),
                },
                Termination::Checkmate,
            ));
        }
        if pos.is_stalemate() {
            return Some((KnownOutcome::Draw, Termination::Stalemate));
        }
        self.ending_with_moves_left_at(ply)
    }

    /// The automatic endings that can apply while moves remain: insufficient
    /// material, fivefold repetition and the 75-move rule.
    fn ending_with_moves_left_at(&self, ply: usize) -> Option<(KnownOutcome, Termination)> {
        let pos = self.position_at(ply)?;
        if pos.is_insufficient_material() {
            return Some((KnownOutcome::Draw, Termination::InsufficientMaterial));
        }
        if self.repetitions_at(ply) >= 5 {
            return Some((KnownOutcome::Draw, Termination::FivefoldRepetition));
        }
        if pos.halfmoves() >= 150 {
            return Some((KnownOutcome::Draw, Termination::SeventyFiveMoveRule));
        }
        None
    }

    fn claim_at(&self, ply: usize) -> Option<DrawClaim> {
        let pos = self.position_at(ply)?;
        if self.repetitions_at(ply) >= 3 {
            Some(DrawClaim::ThreefoldRepetition)
        } else if pos.halfmoves() >= 100 {
            Some(DrawClaim::FiftyMoveRule)
        } else {
            None
        }
    }

    /// The draw the player to move may claim now, if any.
    pub fn claimable_draw(&self) -> Option<DrawClaim> {
        if self.is_closed() {
            return None;
        }
        self.claim_at(self.plies.len())
    }

    /// The draw the player to move could claim by announcing `m` (its
    /// position would qualify), if any. Checkmating moves claim nothing.
    pub fn claimable_draw_with_move(&self, m: Move) -> Option<DrawClaim> {
        if self.is_closed() || !self.position().is_legal(m) {
            return None;
        }
        let mut after = self.position().clone();
        after.play_unchecked(m);
        if after.is_checkmate() || after.is_stalemate() || after.is_insufficient_material() {
            return None;
        }
        // The position after the move, counted with its earlier occurrences.
        let count =
            1 + self.earlier_occurrences(&after, RepetitionKey::of(&after), self.plies.len() + 1);
        if count >= 5 || after.halfmoves() >= 150 {
            // The move ends the game by itself; there is nothing to claim.
            None
        } else if count >= 3 {
            Some(DrawClaim::ThreefoldRepetition)
        } else if after.halfmoves() >= 100 {
            Some(DrawClaim::FiftyMoveRule)
        } else {
            None
        }
    }

    /// The player to move claims a draw by threefold repetition or the
    /// 50-move rule in the current position.
    pub fn claim_draw(&mut self) -> Result<DrawClaim, GameError> {
        if self.is_closed() {
            return Err(GameError::GameOver);
        }
        let claim = self.claimable_draw().ok_or(GameError::NoValidClaim)?;
        self.finish(KnownOutcome::Draw, claim.termination(self.turn()));
        Ok(claim)
    }

    /// The player to move claims a draw by announcing the move `m` whose
    /// position would qualify (FIDE Art. 9.2.1.1 and 9.3.1): the move is
    /// recorded and the game drawn. If the move ends the game by itself
    /// (checkmate, say), that ending stands instead. An incorrect claim
    /// changes nothing and returns [`GameError::NoValidClaim`].
    ///
    /// ```
    /// use rookery::game::{Game, Termination};
    /// use shakmaty::{Color, Square};
    ///
    /// let mut game = Game::new();
    /// for san in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
    ///     game.play_san(san).unwrap();
    /// }
    /// // Ng8 would bring the starting position a third time.
    /// let ng8 = game.find_move(Square::F6, Square::G8, None).unwrap();
    /// game.claim_draw_with_move(ng8).unwrap();
    /// assert_eq!(
    ///     game.status().termination(),
    ///     Some(Termination::ThreefoldRepetition { claimed_by: Color::Black })
    /// );
    /// assert_eq!(game.ply_count(), 8);
    /// ```
    pub fn claim_draw_with_move(&mut self, m: Move) -> Result<Status, GameError> {
        if self.is_closed() {
            return Err(GameError::GameOver);
        }
        let Some(from) = m.from() else {
            return Err(GameError::IllegalMove {
                from: m.to(),
                to: m.to(),
            });
        };
        if !self.position().is_legal(m) {
            return Err(GameError::IllegalMove { from, to: m.to() });
        }
        let claimant = self.turn();
        let before = self.clone();
        self.play(m)?;
        if self.status.is_finished() {
            return Ok(self.status);
        }
        match self.claim_at(self.plies.len()) {
            Some(claim) => {
                self.finish(KnownOutcome::Draw, claim.termination(claimant));
                Ok(self.status)
            }
            None => {
                *self = before;
                Err(GameError::NoValidClaim)
            }
        }
    }

    /// `color` offers a draw. The offer stands until the opponent accepts,
    /// declines or moves. An offer made while the opponent's own offer stands
    /// accepts it.
    ///
    /// ```
    /// use rookery::game::{Game, Termination};
    /// use shakmaty::Color;
    ///
    /// let mut game = Game::new();
    /// game.play_san("e4").unwrap();
    /// game.offer_draw(Color::White).unwrap();
    /// assert!(game.accept_draw(Color::White).is_err(), "only the opponent accepts");
    /// game.accept_draw(Color::Black).unwrap();
    /// assert_eq!(game.status().termination(), Some(Termination::Agreement));
    /// ```
    pub fn offer_draw(&mut self, color: Color) -> Result<(), GameError> {
        if self.is_closed() {
            return Err(GameError::GameOver);
        }
        match self.draw_offer {
            Some(c) if c == color => Err(GameError::OfferAlreadyMade),
            Some(_) => self.accept_draw(color),
            None => {
                self.draw_offer = Some(color);
                Ok(())
            }
        }
    }

    /// `color` accepts the opponent's standing offer: draw by agreement.
    pub fn accept_draw(&mut self, color: Color) -> Result<(), GameError> {
        if self.is_closed() {
            return Err(GameError::GameOver);
        }
        if self.draw_offer != Some(!color) {
            return Err(GameError::NoDrawOffer);
        }
        self.finish(KnownOutcome::Draw, Termination::Agreement);
        Ok(())
    }

    /// `color` declines the opponent's standing offer.
    pub fn decline_draw(&mut self, color: Color) -> Result<(), GameError> {
        if self.is_closed() {
            return Err(GameError::GameOver);
        }
        if self.draw_offer != Some(!color) {
            return Err(GameError::NoDrawOffer);
        }
        self.draw_offer = None;
        Ok(())
    }

    /// `color` resigns; the opponent wins.
    pub fn resign(&mut self, color: Color) -> Result<(), GameError> {
        if self.is_closed() {
            return Err(GameError::GameOver);
        }
        self.finish(
            KnownOutcome::Decisive { winner: !color },
            Termination::Resignation { resigned: color },
        );
        Ok(())
    }

    /// `color`'s flag fell. The opponent wins, unless the opponent cannot
    /// checkmate by any series of legal moves: then it is a draw (Art. 6.9).
    ///
    /// ```
    /// use rookery::game::Game;
    /// use shakmaty::Color;
    ///
    /// // White has only king and knight: Black's flag fall is a draw.
    /// let mut game = Game::from_fen("3qk3/8/8/8/8/8/8/4K1N1 b - - 0 1").unwrap();
    /// let status = game.flag(Color::Black).unwrap();
    /// assert_eq!(status.result_str(), "1/2-1/2");
    /// assert_eq!(status.to_string(), "Draw: Black's flag fell but White cannot checkmate");
    /// ```
    pub fn flag(&mut self, color: Color) -> Result<Status, GameError> {
        if self.is_closed() {
            return Err(GameError::GameOver);
        }
        if self.position().has_insufficient_material(!color) {
            self.finish(
                KnownOutcome::Draw,
                Termination::TimeoutVsInsufficientMaterial { flagged: color },
            );
        } else {
            self.finish(
                KnownOutcome::Decisive { winner: !color },
                Termination::Timeout { flagged: color },
            );
        }
        Ok(self.status)
    }

    /// Sets the result of a record (from a PGN `Result` tag, say). Moves can
    /// still be added to a record afterwards.
    pub fn set_result(&mut self, outcome: KnownOutcome, termination: Termination) {
        self.status = Status::Finished {
            outcome,
            termination,
        };
        self.draw_offer = None;
    }

    fn finish(&mut self, outcome: KnownOutcome, termination: Termination) {
        self.status = Status::Finished {
            outcome,
            termination,
        };
        self.draw_offer = None;
    }

    /// A live game that is over takes no moves, offers or claims; a record
    /// always takes moves.
    fn is_closed(&self) -> bool {
        self.mode == GameMode::Live && self.status.is_finished()
    }

    /// Takes back the last ply, restoring the position before it. Allowed
    /// while the game goes on and after an automatic ending (checkmate,
    /// stalemate, …); not after a resignation, agreement, claim or timeout.
    /// A standing draw offer is withdrawn.
    ///
    /// ```
    /// use rookery::game::{Game, Status};
    ///
    /// let mut game = Game::new();
    /// for san in ["f3", "e5", "g4", "Qh4#"] {
    ///     game.play_san(san).unwrap();
    /// }
    /// let ply = game.takeback().unwrap();
    /// assert_eq!(ply.san.to_string(), "Qh4#");
    /// assert_eq!(game.status(), Status::Ongoing);
    /// assert_eq!(game.ply_count(), 3);
    /// ```
    pub fn takeback(&mut self) -> Result<Ply, GameError> {
        if self.plies.is_empty() {
            return Err(GameError::NothingToTakeBack);
        }
        if self.mode == GameMode::Live
            && let Status::Finished { termination, .. } = self.status
            && !termination.is_automatic()
        {
            return Err(GameError::CannotTakeBackAfterEnding);
        }
        let ply = self.plies.pop().expect("checked non-empty");
        self.draw_offer = None;
        match self.mode {
            GameMode::Live => self.status = Status::Ongoing,
            GameMode::Record => {
                if self.rule_ending.is_some_and(|r| r.ply > self.plies.len()) {
                    self.rule_ending = None;
                }
            }
        }
        if let Some(v) = self.view {
            self.view = (v < self.plies.len()).then_some(v);
        }
        Ok(ply)
    }

    /// The ply index the board shows: the latest unless browsing history.
    pub fn view_index(&self) -> usize {
        self.view.unwrap_or(self.plies.len())
    }

    /// Whether an earlier position is being viewed.
    pub fn is_viewing_past(&self) -> bool {
        self.view.is_some()
    }

    /// Views the position after `ply` plies without changing the game;
    /// viewing the latest ply returns to the live view.
    pub fn set_view(&mut self, ply: usize) -> Result<(), GameError> {
        if ply > self.plies.len() {
            return Err(GameError::NoSuchPly(ply));
        }
        self.view = (ply < self.plies.len()).then_some(ply);
        Ok(())
    }

    /// Returns to the latest position.
    pub fn view_latest(&mut self) {
        self.view = None;
    }

    /// The position being viewed.
    pub fn view_position(&self) -> &Chess {
        self.position_at(self.view_index())
            .expect("the view index is always in range")
    }

    /// The ply that led to the viewed position, if any (for last-move
    /// highlights).
    pub fn view_last_ply(&self) -> Option<&Ply> {
        match self.view_index() {
            0 => None,
            n => self.plies.get(n - 1),
        }
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
