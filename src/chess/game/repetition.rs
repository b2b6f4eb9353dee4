//! Repetition (FIDE Art. 9.2.2 identity), the automatic endings that need
//! the game's history, and draw claims, with or without the intended move.

use shakmaty::{Chess, EnPassantMode, KnownOutcome, Move, Position, zobrist::Zobrist64};

use super::{DrawClaim, Game, GameError, Status, Termination, dead};

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

impl Game {
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
    pub(super) fn earlier_occurrences(
        &self,
        position: &Chess,
        key: RepetitionKey,
        ply: usize,
    ) -> usize {
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

    pub(super) fn key_at(&self, ply: usize) -> RepetitionKey {
        match ply {
            0 => self.initial_key,
            n => self.plies[n - 1].key,
        }
    }

    /// The automatic ending that applies in the position after `ply` plies,
    /// if any. Checkmate comes first, so mate on the 150th half-move wins.
    pub(super) fn automatic_ending_at(&self, ply: usize) -> Option<(KnownOutcome, Termination)> {
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
        self.ending_with_moves_left_at(ply, true)
    }

    /// The automatic endings that can apply while moves remain: insufficient
    /// material, a dead position (when `dead` asks for the quick test),
    /// fivefold repetition and the 75-move rule.
    pub(super) fn ending_with_moves_left_at(
        &self,
        ply: usize,
        dead: bool,
    ) -> Option<(KnownOutcome, Termination)> {
        let pos = self.position_at(ply)?;
        if pos.is_insufficient_material() {
            return Some((KnownOutcome::Draw, Termination::InsufficientMaterial));
        }
        if dead && dead::is_dead_quick(pos) {
            return Some((KnownOutcome::Draw, Termination::DeadPosition));
        }
        if self.repetitions_at(ply) >= 5 {
            return Some((KnownOutcome::Draw, Termination::FivefoldRepetition));
        }
        if pos.halfmoves() >= 150 {
            return Some((KnownOutcome::Draw, Termination::SeventyFiveMoveRule));
        }
        None
    }

    pub(super) fn claim_at(&self, ply: usize) -> Option<DrawClaim> {
        let pos = self.position_at(ply)?;
        // Checkmate and stalemate end the game at once (5.1.1, 5.2.1):
        // nothing can be claimed in them, even in a record.
        if pos.legal_moves().is_empty() {
            return None;
        }
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
    /// use rookery::chess::game::{Game, Termination};
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
}
