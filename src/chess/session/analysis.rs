//! The analysis board in a session: a record's moves, variations,
//! comments, glyphs and drawings are edited, every edit undone and redone
//! without limit; a finished game becomes a record to analyse, and a new
//! analysis starts from any position. A live game's moves are the game and
//! are never edited.

use crate::i18n::Said;
use shakmaty::{CastlingMode, Chess};

use super::{BoardMotion, Change, NewGame, Session};
use crate::{
    chess::game::{Edit, Game, GameError, GameMode},
    chess::pgn::Tags,
    chess::session::Origin,
};

/// A record's edits: the ones to undo, newest last, and the undone ones to
/// redo. A new edit drops what was undone.
#[derive(Debug, Clone, Default)]
pub(super) struct History {
    undo: Vec<Edit>,
    redo: Vec<Edit>,
}

impl Session {
    /// Whether the game is a record the players may edit (an opened or
    /// pasted game, an analysis).
    pub fn is_analysis(&self) -> bool {
        self.game.mode() == GameMode::Record
    }

    fn edited(&mut self, edit: Edit) -> Change {
        self.history.undo.push(edit);
        self.history.redo.clear();
        Change::EDITED
    }

    /// An edit `f` makes of the record, kept to undo.
    pub(super) fn edit(
        &mut self,
        f: impl FnOnce(&mut Game) -> Result<Edit, GameError>,
    ) -> Result<Change, GameError> {
        let edit = f(&mut self.game)?;
        Ok(self.edited(edit))
    }

    /// An edit `f` may make (none: the view followed what was there).
    pub(super) fn maybe_edit(
        &mut self,
        f: impl FnOnce(&mut Game) -> Result<Option<Edit>, GameError>,
    ) -> Result<Change, GameError> {
        Ok(match f(&mut self.game)? {
            Some(edit) => self.edited(edit),
            None => Change::VIEWED,
        })
    }

    /// A move played on the board of a record, at the position shown (see
    /// [`Game::play_in_record`]).
    pub(super) fn play_in_record(&mut self, m: shakmaty::Move) -> Result<Change, GameError> {
        self.maybe_edit(|game| game.play_in_record(m))
    }

    /// Moves played one after another at the position shown, as one edit
    /// ("Line 12...Nf6 13. d4"); nothing changes if one is not legal.
    pub(super) fn play_line(&mut self, moves: &[shakmaty::Move]) -> Result<Change, GameError> {
        let mut made: Option<Edit> = None;
        let mut names = Vec::new();
        for &m in moves {
            let before = self.game.view_position().clone();
            match self.game.play_in_record(m) {
                Ok(edit) => {
                    names.push(shakmaty::san::San::from_move(&before, m).to_string());
                    if let Some(edit) = edit {
                        made = Some(match made {
                            Some(first) => first.then(edit, Said::default()),
                            None => edit,
                        });
                    }
                }
                Err(e) => {
                    if let Some(mut edit) = made {
                        let _ = self.game.undo(&mut edit);
                    }
                    return Err(e);
                }
            }
        }
        Ok(match made {
            Some(edit) => {
                let label = Said::new("undo-line").with("moves", names.join(" "));
                self.edited(edit.then_label(label))
            }
            None => Change::VIEWED,
        })
    }

    /// Undoes the last edit not undone.
    pub(super) fn undo(&mut self) -> Result<Change, GameError> {
        let mut edit = self.history.undo.pop().ok_or(GameError::NothingToUndo)?;
        match self.game.undo(&mut edit) {
            Ok(()) => {
                self.history.redo.push(edit);
                Ok(Change::EDITED)
            }
            Err(e) => {
                // A failed undo leaves the history as it was.
                self.history.undo.push(edit);
                Err(e)
            }
        }
    }

    /// Makes the last undone edit again.
    pub(super) fn redo(&mut self) -> Result<Change, GameError> {
        let mut edit = self.history.redo.pop().ok_or(GameError::NothingToUndo)?;
        match self.game.redo(&mut edit) {
            Ok(()) => {
                self.history.undo.push(edit);
                Ok(Change::EDITED)
            }
            Err(e) => {
                self.history.redo.push(edit);
                Err(e)
            }
        }
    }

    /// The unsaved edits are let go: the game counts as saved as it stands
    /// (the player chose Discard; what waited for the answer goes on).
    pub(super) fn discard_edits(&mut self) -> Change {
        self.saved_revision = Some(self.game.revision());
        Change::GAME
    }

    /// What undo would undo, in words.
    pub fn undo_label(&self) -> Option<&Said> {
        self.history.undo.last().map(|e| &e.label)
    }

    /// What redo would make again, in words.
    pub fn redo_label(&self) -> Option<&Said> {
        self.history.redo.last().map(|e| &e.label)
    }

    /// A finished game becomes a record to analyse: its moves, clock
    /// readings, comments and result stay; the clocks go. It counts as
    /// saved (it is in the archive) until it is edited.
    pub(super) fn analyse(&mut self) -> Result<Change, GameError> {
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
            ..Change::MOVED
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
