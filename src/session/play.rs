//! What players do at the board, each with all of its consequences: moves
//! (the clock charged, the reading recorded), offers, claims, resignation,
//! takebacks by consent (the clocks put back), a flag fall, pauses, the
//! board turned and the game browsed.

use std::time::{Duration, Instant};

use shakmaty::{ByColor, Color, Move, Role, Square};

use super::{BoardMotion, Change, Session};
use crate::game::{GameError, ViewCursor};

/// A change of the game that the board shows by sliding.
const MOVED: Change = Change {
    board: Some(BoardMotion::Slide),
    game: true,
    clock: true,
    orientation: false,
    new_game: false,
};

/// A change of the view only.
const VIEWED: Change = Change {
    board: Some(BoardMotion::Slide),
    game: false,
    clock: false,
    orientation: false,
    new_game: false,
};

impl Session {
    /// Plays the move from `from` to `to` (with a promotion piece when a
    /// pawn reaches the last rank) at `now`: the mover's clock is charged
    /// and its reading recorded with the move, the opponent's starts, a
    /// takeback request lapses, and the clocks stop if the move ends the
    /// game.
    pub fn play(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
        now: Instant,
    ) -> Result<Change, GameError> {
        let m = self.game.find_move(from, to, promotion)?;
        if self.is_analysis() {
            return self.play_in_record(m);
        }
        if self.game.is_viewing_past() {
            return Err(GameError::ViewingPast);
        }
        self.play_move(m, now)
    }

    fn play_move(&mut self, m: Move, now: Instant) -> Result<Change, GameError> {
        self.game.play(m)?;
        self.after_move(now);
        Ok(MOVED)
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
    pub fn claim_draw_with_move(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
        now: Instant,
    ) -> Result<Change, GameError> {
        let m = self.game.find_move(from, to, promotion)?;
        self.game.claim_draw_with_move(m)?;
        self.after_move(now);
        Ok(MOVED)
    }

    /// The player to move claims a draw in the position.
    pub fn claim_draw(&mut self, now: Instant) -> Result<Change, GameError> {
        self.game.claim_draw()?;
        self.stop_clock_if_over(now);
        Ok(MOVED)
    }

    /// `side` offers a draw (or accepts the opponent's standing offer).
    pub fn offer_draw(&mut self, side: Color, now: Instant) -> Result<Change, GameError> {
        self.game.offer_draw(side)?;
        self.stop_clock_if_over(now);
        Ok(MOVED)
    }

    /// `side` accepts the opponent's offer.
    pub fn accept_draw(&mut self, side: Color, now: Instant) -> Result<Change, GameError> {
        self.game.accept_draw(side)?;
        self.stop_clock_if_over(now);
        Ok(MOVED)
    }

    /// `side` declines the opponent's offer.
    pub fn decline_draw(&mut self, side: Color) -> Result<Change, GameError> {
        self.game.decline_draw(side)?;
        Ok(MOVED)
    }

    /// `side` resigns.
    pub fn resign(&mut self, side: Color, now: Instant) -> Result<Change, GameError> {
        self.game.resign(side)?;
        self.stop_clock_if_over(now);
        Ok(MOVED)
    }

    /// Whether `side` may ask to take back its last move now.
    pub fn can_request_takeback(&self, side: Color) -> bool {
        self.takeback.is_none()
            && self.game.can_take_back()
            && self.game.plies().last().is_some_and(|p| p.mover() == side)
    }

    /// `side` asks to take back its last move; the opponent answers.
    pub fn request_takeback(&mut self, side: Color) -> Result<Change, GameError> {
        if let Some(refusal) = self.game.takeback_refusal() {
            return Err(refusal);
        }
        if !self.can_request_takeback(side) {
            return Err(GameError::NothingToTakeBack);
        }
        self.takeback = Some(side);
        Ok(Change {
            game: true,
            ..Change::NONE
        })
    }

    /// The opponent allows or refuses the takeback asked for. Allowed, the
    /// last move goes and both clocks show the times recorded before it;
    /// the side to move's clock runs from `now`.
    pub fn answer_takeback(&mut self, allow: bool, now: Instant) -> Result<Change, GameError> {
        if self.takeback.take().is_none() {
            return Ok(Change::NONE);
        }
        if !allow {
            return Ok(Change {
                game: true,
                ..Change::NONE
            });
        }
        self.take_back(now)
    }

    /// Takes back the last move at once (both players agreed at the board).
    pub fn take_back(&mut self, now: Instant) -> Result<Change, GameError> {
        self.takeback = None;
        self.game.takeback()?;
        if let Some(clock) = self.clock.as_mut() {
            let control = clock.control();
            let mut times = ByColor::new_with(|side| control.side(side).base);
            for ply in self.game.plies() {
                if let Some(t) = ply.clock {
                    *times.get_mut(ply.mover()) = t;
                }
            }
            let started = self.game.ply_count() > 0;
            clock.restore(times, self.game.turn(), started, now);
        }
        Ok(MOVED)
    }

    /// Ends the game if a flag has fallen at `now` (a side that cannot mate
    /// draws, FIDE 6.9): before any move of the frame.
    pub fn flag_fall(&mut self, now: Instant) -> Change {
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
            ..MOVED
        }
    }

    /// Freezes both clocks.
    pub fn pause(&mut self, now: Instant) -> Change {
        match self.clock.as_mut() {
            Some(clock) if !clock.is_paused() => {
                clock.pause(now);
                Change {
                    clock: true,
                    game: true,
                    ..Change::NONE
                }
            }
            _ => Change::NONE,
        }
    }

    /// Starts the clocks again; a restored game goes on.
    pub fn resume(&mut self, now: Instant) -> Change {
        self.restored = false;
        match self.clock.as_mut() {
            Some(clock) if clock.is_paused() => {
                clock.resume(now);
                Change {
                    clock: true,
                    game: true,
                    ..Change::NONE
                }
            }
            _ => Change::NONE,
        }
    }

    /// Turns the board around.
    pub fn flip(&mut self) -> Change {
        self.set_orientation(!self.orientation)
    }

    /// Puts `side` at the bottom.
    pub fn set_orientation(&mut self, side: Color) -> Change {
        if self.orientation == side {
            return Change::NONE;
        }
        self.orientation = side;
        Change {
            orientation: true,
            game: true,
            ..Change::NONE
        }
    }

    /// Names a player.
    pub fn rename(&mut self, side: Color, name: &str) -> Change {
        if self.players.get(side).name == name {
            return Change::NONE;
        }
        self.players.get_mut(side).name = name.to_owned();
        Change {
            game: true,
            ..Change::NONE
        }
    }

    /// Shows the position a move list names.
    pub fn view(&mut self, cursor: ViewCursor) -> Result<Change, GameError> {
        self.game.set_view_cursor(cursor)?;
        Ok(VIEWED)
    }

    /// Shows the position after `ply` plies of the mainline.
    pub fn view_ply(&mut self, ply: usize) -> Result<Change, GameError> {
        self.game.set_view(ply)?;
        Ok(VIEWED)
    }

    /// One move back in the line viewed.
    pub fn view_back(&mut self) -> Change {
        self.game.view_back();
        VIEWED
    }

    /// One move forward in the line viewed.
    pub fn view_forward(&mut self) -> Change {
        self.game.view_forward();
        VIEWED
    }

    /// Back to the latest position.
    pub fn view_latest(&mut self) -> Change {
        self.game.view_latest();
        VIEWED
    }
}
