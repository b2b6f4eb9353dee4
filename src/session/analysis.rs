//! The analysis board in a session: a record's moves, variations,
//! comments, glyphs and drawings are edited, every edit undone and redone
//! without limit; a finished game becomes a record to analyse, and a new
//! analysis starts from any position. A live game's moves are the game and
//! are never edited.

use shakmaty::{CastlingMode, Chess};

use super::{BoardMotion, Change, NewGame, Session};
use crate::{
    files::Origin,
    game::{Edit, Game, GameError, GameMode, Shape, ViewCursor},
    pgn::Tags,
};

/// A record's edits: the ones to undo, newest last, and the undone ones to
/// redo. A new edit drops what was undone.
#[derive(Debug, Clone, Default)]
pub(super) struct History {
    undo: Vec<Edit>,
    redo: Vec<Edit>,
}

/// An edit: the tree changed and the board may show another position.
const EDITED: Change = Change {
    board: Some(BoardMotion::Slide),
    game: true,
    clock: false,
    orientation: false,
    new_game: false,
};

/// The view moved (a move already there was followed).
const FOLLOWED: Change = Change {
    board: Some(BoardMotion::Slide),
    game: false,
    clock: false,
    orientation: false,
    new_game: false,
};

impl Session {
    /// Whether the game is a record the players may edit (an opened or
    /// pasted game, an analysis).
    pub fn is_analysis(&self) -> bool {
        self.game.mode() == GameMode::Record
    }

    fn edited(&mut self, edit: Edit) -> Change {
        self.history.undo.push(edit);
        self.history.redo.clear();
        EDITED
    }

    fn edit(
        &mut self,
        f: impl FnOnce(&mut Game) -> Result<Edit, GameError>,
    ) -> Result<Change, GameError> {
        let edit = f(&mut self.game)?;
        Ok(self.edited(edit))
    }

    fn maybe_edit(
        &mut self,
        f: impl FnOnce(&mut Game) -> Result<Option<Edit>, GameError>,
    ) -> Result<Change, GameError> {
        Ok(match f(&mut self.game)? {
            Some(edit) => self.edited(edit),
            None => FOLLOWED,
        })
    }

    /// A move played on the board of a record, at the position shown (see
    /// [`Game::play_in_record`]).
    pub(super) fn play_in_record(&mut self, m: shakmaty::Move) -> Result<Change, GameError> {
        self.maybe_edit(|game| game.play_in_record(m))
    }

    /// Promotes the variation of a move one level.
    pub fn promote_variation(&mut self, cursor: &ViewCursor) -> Result<Change, GameError> {
        self.edit(|game| game.promote_variation(cursor))
    }

    /// Makes a move's line the main line.
    pub fn make_main_line(&mut self, cursor: &ViewCursor) -> Result<Change, GameError> {
        self.edit(|game| game.make_main_line(cursor))
    }

    /// Deletes a move and what follows it.
    pub fn delete_from(&mut self, cursor: &ViewCursor) -> Result<Change, GameError> {
        self.edit(|game| game.delete_from(cursor))
    }

    /// Deletes a move's variation.
    pub fn delete_variation(&mut self, cursor: &ViewCursor) -> Result<Change, GameError> {
        self.edit(|game| game.delete_variation(cursor))
    }

    /// Folds or unfolds a move's variation in the move list.
    pub fn set_collapsed(
        &mut self,
        cursor: &ViewCursor,
        collapsed: bool,
    ) -> Result<Change, GameError> {
        self.game.set_collapsed(cursor, collapsed)?;
        Ok(FOLLOWED)
    }

    /// Sets the words of the comment after a move.
    pub fn set_comment(&mut self, cursor: &ViewCursor, text: &str) -> Result<Change, GameError> {
        self.maybe_edit(|game| game.set_comment(cursor, text))
    }

    /// Sets the words of the comment before a variation's first move.
    pub fn set_comment_before(
        &mut self,
        cursor: &ViewCursor,
        text: &str,
    ) -> Result<Change, GameError> {
        self.maybe_edit(|game| game.set_comment_before(cursor, text))
    }

    /// Puts a glyph on a move or takes it off.
    pub fn toggle_glyph(&mut self, cursor: &ViewCursor, nag: u8) -> Result<Change, GameError> {
        self.edit(|game| game.toggle_glyph(cursor, nag))
    }

    /// Draws an arrow or a circle for a position, or takes it away.
    pub fn toggle_shape(&mut self, cursor: &ViewCursor, shape: Shape) -> Result<Change, GameError> {
        self.edit(|game| game.toggle_shape(cursor, shape))
    }

    /// Sets the game's result (`None`: unknown); it stays through every
    /// other edit.
    pub fn set_result(
        &mut self,
        outcome: Option<shakmaty::KnownOutcome>,
    ) -> Result<Change, GameError> {
        self.maybe_edit(|game| game.set_record_result(outcome))
    }

    /// Undoes the last edit not undone.
    pub fn undo(&mut self) -> Result<Change, GameError> {
        let mut edit = self.history.undo.pop().ok_or(GameError::NothingToUndo)?;
        let result = self.game.undo(&mut edit);
        match result {
            Ok(()) => {
                self.history.redo.push(edit);
                Ok(EDITED)
            }
            Err(e) => {
                // A failed undo leaves the history as it was.
                self.history.undo.push(edit);
                Err(e)
            }
        }
    }

    /// Makes the last undone edit again.
    pub fn redo(&mut self) -> Result<Change, GameError> {
        let mut edit = self.history.redo.pop().ok_or(GameError::NothingToUndo)?;
        match self.game.redo(&mut edit) {
            Ok(()) => {
                self.history.undo.push(edit);
                Ok(EDITED)
            }
            Err(e) => {
                self.history.redo.push(edit);
                Err(e)
            }
        }
    }

    /// The unsaved edits are let go: the game counts as saved as it stands
    /// (the player chose Discard; what waited for the answer goes on).
    pub fn discard_edits(&mut self) {
        self.saved_revision = Some(self.game.revision());
    }

    /// What undo would undo, in words.
    pub fn undo_label(&self) -> Option<&str> {
        self.history.undo.last().map(|e| e.label.as_str())
    }

    /// What redo would make again, in words.
    pub fn redo_label(&self) -> Option<&str> {
        self.history.redo.last().map(|e| e.label.as_str())
    }

    /// A finished game becomes a record to analyse: its moves, clock
    /// readings, comments and result stay; the clocks go. It counts as
    /// saved (it is in the archive) until it is edited.
    pub fn analyse(&mut self) -> Result<Change, GameError> {
        if self.is_analysis() {
            return Ok(Change::NONE);
        }
        if !self.game.status().is_finished() {
            return Err(GameError::NotARecord);
        }
        let mut record = self.game.clone().into_record();
        record.view_latest();
        self.origin.tags = self.tags();
        self.game = record;
        self.clock = None;
        self.takeback = None;
        self.restored = false;
        self.history = History::default();
        self.saved_revision = Some(self.game.revision());
        Ok(Change {
            board: Some(BoardMotion::Jump),
            game: true,
            clock: true,
            orientation: false,
            new_game: false,
        })
    }
}

impl NewGame {
    /// An empty record to analyse from a position: both sides move freely,
    /// no clock.
    pub fn analysis(position: Chess, mode: CastlingMode) -> NewGame {
        let mut tags = Tags::default();
        tags.set("Event", "Analysis");
        tags.set("Site", "Rookery");
        tags.set("Result", "*");
        let game = Game::from_position(position, mode).into_record();
        if !game.starts_from_standard_position() {
            tags.set("SetUp", "1");
            tags.set(
                "FEN",
                shakmaty::fen::Fen::from_position(
                    game.initial_position(),
                    shakmaty::EnPassantMode::Legal,
                )
                .to_string(),
            );
        }
        NewGame {
            origin: Some(Box::new(Origin {
                tags,
                ..Origin::default()
            })),
            ..NewGame::untimed(game)
        }
    }
}
