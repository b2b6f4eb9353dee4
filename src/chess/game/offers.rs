//! Draw offers, resignation, a flag fall and recorded results: the endings
//! that come from the players or the clock rather than from a move.

use shakmaty::{Color, KnownOutcome};

use super::{Game, GameError, Status, Termination, dead};

impl Game {
    /// `color` offers a draw. The offer stands until the opponent accepts,
    /// declines or moves. An offer made while the opponent's own offer stands
    /// accepts it.
    ///
    /// ```
    /// use rookery::chess::game::{Game, Termination};
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
                self.touch();
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
        self.touch();
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
    /// checkmate by any series of legal moves: then it is a draw (Art. 6.9),
    /// decided by [`dead::full`].
    ///
    /// ```
    /// use rookery::chess::game::Game;
    /// use shakmaty::Color;
    ///
    /// // White has only king and knight: Black's flag fall is a draw.
    /// let mut game = Game::from_fen("3qk3/8/8/8/8/8/8/4K1N1 b - - 0 1").unwrap();
    /// let status = game.flag(Color::Black).unwrap();
    /// assert_eq!(status.result_str(), "1/2-1/2");
    /// assert_eq!(status.to_string(), "Draw — Black's flag fell, but White cannot checkmate");
    /// ```
    pub fn flag(&mut self, color: Color) -> Result<Status, GameError> {
        if self.is_closed() {
            return Err(GameError::GameOver);
        }
        // The full decision (material, frozen pawn walls, then a search for
        // a helpmate); "unknown" counts as "can mate".
        if dead::full(self.position(), !color, dead::FULL_BUDGET).is_no() {
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
        self.touch();
        self.status = Status::Finished {
            outcome,
            termination,
        };
        self.draw_offer = None;
    }

    /// Makes a record's result unknown (`*`): a record's result is what the
    /// record says, while where the rules would have ended it is
    /// [`Game::rule_ending`].
    pub(crate) fn clear_result(&mut self) {
        self.touch();
        self.status = Status::Ongoing;
    }

    pub(super) fn finish(&mut self, outcome: KnownOutcome, termination: Termination) {
        self.touch();
        self.status = Status::Finished {
            outcome,
            termination,
        };
        self.draw_offer = None;
    }
}
