//! What the board shows: the latest position, or an earlier one while the
//! players browse the game.

use shakmaty::Chess;

use super::{Game, GameError, Ply};

/// Which position of the game the board shows: the latest (and then it
/// follows the game), or the position after an earlier mainline ply.
///
/// It lives in [`Game`] because every change to the moves must correct it in
/// the same step (a new move returns to the latest position, a takeback
/// cannot leave it past the end), and the model is where those steps happen.
/// It is a type of its own so that browsing into variations can make it a
/// path into the tree of moves without the rules code noticing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ViewCursor {
    /// The ply index shown, or `None` for the latest.
    past: Option<usize>,
}

impl ViewCursor {
    /// Following the latest position.
    pub const LATEST: ViewCursor = ViewCursor { past: None };

    /// The position after `ply` plies of a mainline of `len` plies; the
    /// latest one follows the game.
    pub fn at(ply: usize, len: usize) -> ViewCursor {
        ViewCursor {
            past: (ply < len).then_some(ply),
        }
    }

    /// The ply index shown in a mainline of `len` plies.
    pub fn ply(self, len: usize) -> usize {
        self.past.unwrap_or(len).min(len)
    }

    /// Whether an earlier position is shown.
    pub fn is_past(self) -> bool {
        self.past.is_some()
    }

    /// The cursor after the mainline shrank to `len` plies.
    pub fn clamped(self, len: usize) -> ViewCursor {
        match self.past {
            Some(ply) => ViewCursor::at(ply, len),
            None => ViewCursor::LATEST,
        }
    }
}

impl Game {
    /// The ply index the board shows: the latest unless browsing history.
    pub fn view_index(&self) -> usize {
        self.view.ply(self.plies.len())
    }

    /// Whether an earlier position is being viewed.
    pub fn is_viewing_past(&self) -> bool {
        self.view.is_past()
    }

    /// Views the position after `ply` plies without changing the game;
    /// viewing the latest ply returns to the live view.
    pub fn set_view(&mut self, ply: usize) -> Result<(), GameError> {
        if ply > self.plies.len() {
            return Err(GameError::NoSuchPly(ply));
        }
        self.view = ViewCursor::at(ply, self.plies.len());
        Ok(())
    }

    /// Returns to the latest position.
    pub fn view_latest(&mut self) {
        self.view = ViewCursor::LATEST;
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
