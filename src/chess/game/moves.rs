//! Moves in a [`Game`]: the legal ones and where they go, finding a move
//! from a tap or a drag, playing it (the endings it brings about, an offer
//! it lapses), and taking the last one back.

use shakmaty::{CastlingMode, Chess, Move, Position, Role, Square, san::SanPlus, uci::UciMove};

use super::{Game, GameError, GameMode, Ply, RuleEnding, Status, ViewCursor};

impl Game {
    /// Every legal move in the board's position (see
    /// [`Game::board_position`]).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.is_closed() {
            return Vec::new();
        }
        self.board_position().legal_moves().into_iter().collect()
    }

    /// The position moves are played in: a live game's latest position, or
    /// the position shown of a record (the analysis board plays there).
    pub fn board_position(&self) -> &Chess {
        match self.mode {
            GameMode::Live => self.position(),
            GameMode::Record => self.view_position(),
        }
    }

    /// The legal moves of the piece on `from` in the board's position.
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
            let color = self.board_position().turn();
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
        self.touch();
        self.plies.push(ply);
        self.view = ViewCursor::LATEST;
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

    /// A live game that is over takes no moves, offers or claims; a record
    /// always takes moves.
    pub(super) fn is_closed(&self) -> bool {
        self.mode == GameMode::Live && self.status.is_finished()
    }

    /// Whether the last ply can be taken back: a live game that goes on,
    /// with a move played. A finished game stays as it ended (a checkmate
    /// ends the game at once, FIDE Art. 5.1.1); a record is edited, not
    /// taken back.
    pub fn can_take_back(&self) -> bool {
        self.takeback_refusal().is_none()
    }

    /// Why the last ply cannot be taken back now, if it cannot.
    pub fn takeback_refusal(&self) -> Option<GameError> {
        if self.mode == GameMode::Record || self.status.is_finished() {
            Some(GameError::CannotTakeBackAfterEnding)
        } else if self.plies.is_empty() {
            Some(GameError::NothingToTakeBack)
        } else {
            None
        }
    }

    /// Takes back the last ply of a live game that goes on (see
    /// [`Game::can_take_back`]), restoring the position before it. A
    /// standing draw offer is withdrawn.
    ///
    /// ```
    /// use rookery::chess::game::{Game, GameError, Status};
    ///
    /// let mut game = Game::new();
    /// for san in ["f3", "e5", "g4"] {
    ///     game.play_san(san).unwrap();
    /// }
    /// let ply = game.takeback().unwrap();
    /// assert_eq!(ply.san.to_string(), "g4");
    /// assert_eq!(game.ply_count(), 2);
    /// game.play_san("g4").unwrap();
    /// game.play_san("Qh4#").unwrap();
    /// assert_eq!(game.takeback(), Err(GameError::CannotTakeBackAfterEnding));
    /// ```
    pub fn takeback(&mut self) -> Result<Ply, GameError> {
        if let Some(refusal) = self.takeback_refusal() {
            return Err(refusal);
        }
        self.touch();
        let ply = self.plies.pop().expect("checked non-empty");
        self.draw_offer = None;
        self.view = self.view.clamped(self.plies.len());
        Ok(ply)
    }
}
