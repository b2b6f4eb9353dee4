//! What players do at the board, each with all of its consequences (the
//! actions [`super::Action`] names): moves (the clock charged, the reading
//! recorded), offers, claims, resignation, takebacks by consent (the clocks
//! put back), a flag fall, pauses, the board turned and the game browsed.

use std::time::{Duration, Instant};

use shakmaty::{ByColor, Color, Move, Role, Square};

use super::{BoardMotion, Change, Session};
use crate::{
    chess::game::{Game, GameError, ViewCursor},
    chess::session::Origin,
};

impl Session {
    /// Plays the move from `from` to `to` (with a promotion piece when a
    /// pawn reaches the last rank) at `now`: the mover's clock is charged
    /// and its reading recorded with the move, the opponent's starts, a
    /// takeback request lapses, and the clocks stop if the move ends the
    /// game.
    pub(super) fn play(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
        dropped: bool,
        now: Instant,
    ) -> Result<Change, GameError> {
        let m = self.game.find_move(from, to, promotion)?;
        let mut change = if self.is_analysis() {
            self.play_in_record(m)?
        } else if self.game.is_viewing_past() {
            return Err(GameError::ViewingPast);
        } else {
            self.play_move(m, now)?
        };
        if dropped {
            // The dragged piece is where it belongs; a castling rook slides.
            change.board = Some(BoardMotion::Dropped(from));
        }
        Ok(change)
    }

    fn play_move(&mut self, m: Move, now: Instant) -> Result<Change, GameError> {
        self.game.play(m)?;
        self.after_move(now);
        Ok(Change::MOVED)
    }

    /// The clock follows a move just played.
    fn after_move(&mut self, now: Instant) {
        self.takeback = None;
        self.restored = false;
        let index = self.game.ply_count() - 1;
        let mover = self.game.plies()[index].mover();
        if let Some(clock) = self.clock.as_mut() {
            let left = clock.on_move(mover, now);
            // Recorded to the tenth, as `[%clk 0:04:59.3]` reads.
            let tenth = Duration::from_millis(left.as_millis() as u64 / 100 * 100);
            if let Some(ply) = self.game.ply_mut(index) {
                ply.clock = Some(tenth);
            }
        }
        self.stop_clock_if_over(now);
    }

    fn stop_clock_if_over(&mut self, now: Instant) {
        if self.game.status().is_finished()
            && let Some(clock) = self.clock.as_mut()
            && !clock.is_stopped()
        {
            clock.stop(now);
        }
    }

    /// The player to move claims a draw by announcing the move from `from`
    /// to `to` (FIDE 9.2.1.1, 9.3.1): the move is played and recorded, and
    /// the game drawn if the claim is right.
    pub(super) fn claim_draw_with_move(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
        now: Instant,
    ) -> Result<Change, GameError> {
        let m = self.game.find_move(from, to, promotion)?;
        self.game.claim_draw_with_move(m)?;
        self.after_move(now);
        Ok(Change::MOVED)
    }

    /// The player to move claims a draw in the position.
    pub(super) fn claim_draw(&mut self, now: Instant) -> Result<Change, GameError> {
        self.game.claim_draw()?;
        self.stop_clock_if_over(now);
        Ok(Change::DECIDED)
    }

    /// `side` offers a draw (or accepts the opponent's standing offer).
    pub(super) fn offer_draw(&mut self, side: Color, now: Instant) -> Result<Change, GameError> {
        self.game.offer_draw(side)?;
        self.stop_clock_if_over(now);
        Ok(Change::DECIDED)
    }

    /// `side` accepts the opponent's offer.
    pub(super) fn accept_draw(&mut self, side: Color, now: Instant) -> Result<Change, GameError> {
        self.game.accept_draw(side)?;
        self.stop_clock_if_over(now);
        Ok(Change::DECIDED)
    }

    /// `side` declines the opponent's offer.
    pub(super) fn decline_draw(&mut self, side: Color) -> Result<Change, GameError> {
        self.game.decline_draw(side)?;
        Ok(Change::DECIDED)
    }

    /// `side` resigns.
    pub(super) fn resign(&mut self, side: Color, now: Instant) -> Result<Change, GameError> {
        self.game.resign(side)?;
        self.stop_clock_if_over(now);
        Ok(Change::DECIDED)
    }

    /// Whether `side` may ask to take back its last move now.
    pub fn can_request_takeback(&self, side: Color) -> bool {
        self.takeback.is_none()
            && self.game.can_take_back()
            && self.game.plies().last().is_some_and(|p| p.mover() == side)
    }

    /// `side` asks to take back its last move; the opponent answers.
    pub(super) fn request_takeback(&mut self, side: Color) -> Result<Change, GameError> {
        if let Some(refusal) = self.game.takeback_refusal() {
            return Err(refusal);
        }
        if !self.can_request_takeback(side) {
            return Err(GameError::NothingToTakeBack);
        }
        self.takeback = Some(side);
        Ok(Change::GAME)
    }

    /// The opponent allows or refuses the takeback asked for. Allowed, the
    /// last move goes; the clocks follow [`Session::take_back`]'s rule.
    pub(super) fn answer_takeback(
        &mut self,
        allow: bool,
        now: Instant,
    ) -> Result<Change, GameError> {
        if self.takeback.take().is_none() {
            return Ok(Change::NONE);
        }
        if !allow {
            return Ok(Change::GAME);
        }
        self.take_back(now)
    }

    /// Takes back the last move at once (both players agreed at the board).
    ///
    /// The clocks' rule, lichess's: a takeback gives no time back and takes
    /// none. Each clock keeps the time it shows at `now` (the increment the
    /// taken-back move earned stays, and the time the opponent spent
    /// thinking since is not returned); then the side to move's clock runs,
    /// unless no move is left on the board (the first move is untimed) or
    /// the clocks are paused.
    pub(super) fn take_back(&mut self, now: Instant) -> Result<Change, GameError> {
        self.takeback = None;
        self.game.takeback()?;
        if let Some(clock) = self.clock.as_mut() {
            let times = ByColor::new_with(|side| clock.remaining(side, now));
            let started = self.game.ply_count() > 0;
            clock.restore(times, self.game.turn(), started, now);
        }
        Ok(Change::MOVED)
    }

    /// Takes back `side`'s last move and whatever the computer answered
    /// since, at once, by the clocks' rule of [`Session::take_back`]:
    /// against the computer, which agrees to every takeback.
    pub(super) fn take_back_against_computer(
        &mut self,
        side: Color,
        now: Instant,
    ) -> Result<Change, GameError> {
        if let Some(refusal) = self.game.takeback_refusal() {
            return Err(refusal);
        }
        let last_own = self.game.plies().iter().rposition(|p| p.mover() == side);
        let Some(last_own) = last_own else {
            return Err(GameError::NothingToTakeBack);
        };
        if self.players.get(!side).computer.is_none() || !self.game.can_take_back() {
            return Err(GameError::NothingToTakeBack);
        }
        let mut change = Change::NONE;
        while self.game.ply_count() > last_own {
            change = change.and(self.take_back(now)?);
        }
        Ok(change)
    }

    /// Who plays `side`: the computer at `level`, or a person (`None`).
    pub(super) fn set_computer(&mut self, side: Color, level: Option<u8>) -> Change {
        if self.players.get(side).computer == level {
            return Change::NONE;
        }
        self.players.get_mut(side).computer = level;
        Change::GAME
    }

    /// Ends the game if a flag has fallen at `now` (a side that cannot mate
    /// draws, FIDE 6.9): before any move of the frame.
    pub(super) fn flag_fall(&mut self, now: Instant) -> Change {
        let Some(side) = self.clock.as_ref().and_then(|c| c.flagged(now)) else {
            return Change::NONE;
        };
        if self.game.status().is_finished() {
            return Change::NONE;
        }
        if self.game.flag(side).is_err() {
            return Change::NONE;
        }
        self.takeback = None;
        self.stop_clock_if_over(now);
        Change {
            board: Some(BoardMotion::Jump),
            ..Change::MOVED
        }
    }

    /// Freezes both clocks.
    pub(super) fn pause(&mut self, now: Instant) -> Change {
        match self.clock.as_mut() {
            Some(clock) if !clock.is_paused() => {
                clock.pause(now);
                Change::CLOCK
            }
            _ => Change::NONE,
        }
    }

    /// Starts the clocks again; a restored game goes on.
    pub(super) fn resume(&mut self, now: Instant) -> Change {
        self.restored = false;
        match self.clock.as_mut() {
            Some(clock) if clock.is_paused() => {
                clock.resume(now);
                Change::CLOCK
            }
            _ => Change::NONE,
        }
    }

    /// Puts `side` at the bottom.
    pub(super) fn set_orientation(&mut self, side: Color) -> Change {
        if self.orientation == side {
            return Change::NONE;
        }
        self.orientation = side;
        Change {
            orientation: true,
            ..Change::GAME
        }
    }

    /// Names a player.
    pub(super) fn rename(&mut self, side: Color, name: &str) -> Change {
        if self.players.get(side).name == name {
            return Change::NONE;
        }
        self.players.get_mut(side).name = name.to_owned();
        Change::GAME
    }

    /// Shows the position a move list names.
    pub(super) fn view(&mut self, cursor: ViewCursor) -> Result<Change, GameError> {
        self.game.set_view_cursor(cursor)?;
        Ok(Change::VIEWED)
    }

    /// Moves the view, as `f` does.
    pub(super) fn viewed(&mut self, f: impl FnOnce(&mut Game)) -> Change {
        f(&mut self.game);
        Change::VIEWED
    }

    /// The game is saved to `origin` as it now is.
    pub(super) fn mark_saved(&mut self, origin: Origin) -> Change {
        self.origin = origin;
        self.saved_revision = Some(self.game.revision());
        Change::GAME
    }
}
