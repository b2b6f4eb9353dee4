//! What players do at the board, as one vocabulary: [`Action`], applied by
//! [`Session::apply`], the one door through which a session changes (a
//! new game replaces it whole: [`Session::replace`]). The app turns input
//! into actions and announces the [`Change`] the session returns; it never
//! builds one itself.
//!
//! ```
//! use std::time::Instant;
//! use rookery::chess::session::{Action, BoardMotion, Session};
//! use shakmaty::{Color, Square};
//!
//! let t0 = Instant::now();
//! let mut session = Session::default();
//! let e4 = Action::Play { from: Square::E2, to: Square::E4, promotion: None, dropped: false };
//! let change = session.apply(&e4, t0).unwrap();
//! assert_eq!(change.board, Some(BoardMotion::Slide));
//! let change = session.apply(&Action::Resign(Color::Black), t0).unwrap();
//! assert!(change.ended && change.board.is_none());
//! ```

use std::time::Instant;

use shakmaty::{Color, KnownOutcome, Move, Role, Square};

use super::{Change, Session};
use crate::{
    chess::game::{GameError, Shape, ViewCursor},
    chess::report::Searched,
    chess::session::Origin,
};

/// Something a player does at the board (or the clock does: a flag falls).
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// A piece moved on the board: from `from` to `to` (for castling the
    /// king's destination or its rook's square), with the promotion piece
    /// a pawn reaching the last rank needs. `dropped`: the player dragged
    /// it there, so it does not slide. In a record (the analysis board) the
    /// move is played at the position shown: it steps forward, enters a
    /// variation or makes one.
    Play {
        /// The square of the piece.
        from: Square,
        /// Where it goes.
        to: Square,
        /// The promotion piece.
        promotion: Option<Role>,
        /// The piece is already there (dragged).
        dropped: bool,
    },
    /// The player to move claims a draw in the position (FIDE 9.2, 9.3).
    ClaimDraw,
    /// The player to move claims a draw with this move (FIDE 9.2.1.1).
    ClaimDrawWithMove {
        /// The square of the piece.
        from: Square,
        /// Its destination.
        to: Square,
        /// The promotion piece, if any.
        promotion: Option<Role>,
    },
    /// This side offers a draw (or accepts the standing offer).
    OfferDraw(Color),
    /// This side accepts the standing offer.
    AcceptDraw(Color),
    /// This side declines the standing offer.
    DeclineDraw(Color),
    /// This side resigns.
    Resign(Color),
    /// This side asks to take back its last move.
    RequestTakeback(Color),
    /// The opponent answers a takeback request.
    AnswerTakeback {
        /// Whether the takeback is allowed.
        allow: bool,
    },
    /// Take back the last move at once (both players agreed at the board).
    TakeBack,
    /// Take back this side's last move and the computer's answer to it at
    /// once (the computer agrees to every takeback the settings allow).
    TakeBackAgainstComputer(Color),
    /// Who plays a side: the computer at this level (1–10), or a person.
    SetComputer(Color, Option<u8>),
    /// A flag falls if time has run out by now (checked before any move of
    /// a frame).
    FlagFall,
    /// Freeze both clocks.
    PauseClock,
    /// Start the clocks again; a restored game goes on.
    ResumeClock,
    /// Turn the board around.
    Flip,
    /// Put this side at the bottom (auto-flip: the side to move).
    Face(Color),
    /// A player's name as typed.
    Rename(Color, String),
    /// Show the position after the move a cursor names.
    View(ViewCursor),
    /// One move back in the line shown.
    ViewBack,
    /// One move forward in the line shown.
    ViewForward,
    /// The start.
    ViewStart,
    /// The latest position of the line shown (the game's latest for a live
    /// game).
    ViewLatest,
    /// A finished game becomes a record to analyse.
    Analyse,
    /// One of the analysis board's edits.
    Edit(AnalysisEdit),
    /// Undo the last edit of the record.
    Undo,
    /// Make the last undone edit again.
    Redo,
    /// The unsaved edits are let go: the game counts as saved as it stands.
    DiscardEdits,
    /// The game was written to this file as it now is.
    Saved(Box<Origin>),
}

/// An edit of a record, on the move a cursor names (the position after
/// it); each one is undone and redone.
#[derive(Debug, Clone, PartialEq)]
pub enum AnalysisEdit {
    /// Promote the move's variation one level.
    Promote(ViewCursor),
    /// Make the move's line the main line.
    MakeMainLine(ViewCursor),
    /// Delete the move and what follows it.
    DeleteFrom(ViewCursor),
    /// Delete the move's variation.
    DeleteVariation(ViewCursor),
    /// Fold (`true`) or unfold the move's variation in the move list.
    Collapse(ViewCursor, bool),
    /// The words of the comment after the move.
    Comment(ViewCursor, String),
    /// The words of the comment before a variation's first move.
    CommentBefore(ViewCursor, String),
    /// Put a glyph on the move, or take it off.
    Glyph(ViewCursor, u8),
    /// Draw an arrow or circle for the position, or take it away.
    Shape(ViewCursor, Shape),
    /// The game's result (`None`: unknown, `*`).
    Result(Option<KnownOutcome>),
    /// Moves played one after another at the position shown, as board
    /// moves would be (an engine's line): one edit.
    PlayLine(Vec<Move>),
    /// A game report on the main line `moves` (refused if the main line is
    /// no longer those moves): one edit.
    Report {
        /// The main line's moves the searches were of.
        moves: Vec<Move>,
        /// The searches, one per position (see [`crate::chess::report`]).
        searched: Vec<Option<Searched>>,
    },
}

impl Session {
    /// Applies an action at `now`, with all its consequences, and says what
    /// changed ([`Change::ended`] when it ended the game). A refused action
    /// changes nothing and says why.
    pub fn apply(&mut self, action: &Action, now: Instant) -> Result<Change, GameError> {
        let was_over = self.game.status().is_finished();
        let mut change = self.act(action, now)?;
        change.ended = !was_over && self.game.status().is_finished();
        Ok(change)
    }

    fn act(&mut self, action: &Action, now: Instant) -> Result<Change, GameError> {
        match action {
            Action::Play {
                from,
                to,
                promotion,
                dropped,
            } => self.play(*from, *to, *promotion, *dropped, now),
            Action::ClaimDraw => self.claim_draw(now),
            Action::ClaimDrawWithMove {
                from,
                to,
                promotion,
            } => self.claim_draw_with_move(*from, *to, *promotion, now),
            Action::OfferDraw(side) => self.offer_draw(*side, now),
            Action::AcceptDraw(side) => self.accept_draw(*side, now),
            Action::DeclineDraw(side) => self.decline_draw(*side),
            Action::Resign(side) => self.resign(*side, now),
            Action::RequestTakeback(side) => self.request_takeback(*side),
            Action::AnswerTakeback { allow } => self.answer_takeback(*allow, now),
            Action::TakeBack => self.take_back(now),
            Action::TakeBackAgainstComputer(side) => self.take_back_against_computer(*side, now),
            Action::SetComputer(side, level) => Ok(self.set_computer(*side, *level)),
            Action::FlagFall => Ok(self.flag_fall(now)),
            Action::PauseClock => Ok(self.pause(now)),
            Action::ResumeClock => Ok(self.resume(now)),
            Action::Flip => Ok(self.set_orientation(!self.orientation)),
            Action::Face(side) => Ok(self.set_orientation(*side)),
            Action::Rename(side, name) => Ok(self.rename(*side, name)),
            Action::View(cursor) => self.view(cursor.clone()),
            Action::ViewBack => Ok(self.viewed(|game| game.view_back())),
            Action::ViewForward => Ok(self.viewed(|game| game.view_forward())),
            Action::ViewStart => self.view(ViewCursor::at(0, self.game.ply_count())),
            Action::ViewLatest => Ok(self.viewed(|game| game.view_latest())),
            Action::Analyse => self.analyse(),
            Action::Edit(edit) => self.apply_edit(edit),
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::DiscardEdits => Ok(self.discard_edits()),
            Action::Saved(origin) => Ok(self.mark_saved((**origin).clone())),
        }
    }

    /// One edit of the record.
    fn apply_edit(&mut self, edit: &AnalysisEdit) -> Result<Change, GameError> {
        match edit {
            AnalysisEdit::Promote(at) => self.edit(|game| game.promote_variation(at)),
            AnalysisEdit::MakeMainLine(at) => self.edit(|game| game.make_main_line(at)),
            AnalysisEdit::DeleteFrom(at) => self.edit(|game| game.delete_from(at)),
            AnalysisEdit::DeleteVariation(at) => self.edit(|game| game.delete_variation(at)),
            AnalysisEdit::Collapse(at, collapsed) => {
                self.game.set_collapsed(at, *collapsed)?;
                Ok(Change::VIEWED)
            }
            AnalysisEdit::Comment(at, text) => self.maybe_edit(|game| game.set_comment(at, text)),
            AnalysisEdit::CommentBefore(at, text) => {
                self.maybe_edit(|game| game.set_comment_before(at, text))
            }
            AnalysisEdit::Glyph(at, nag) => self.edit(|game| game.toggle_glyph(at, *nag)),
            AnalysisEdit::Shape(at, shape) => self.edit(|game| game.toggle_shape(at, *shape)),
            AnalysisEdit::Result(outcome) => {
                self.maybe_edit(|game| game.set_record_result(*outcome))
            }
            AnalysisEdit::PlayLine(moves) => self.play_line(moves),
            AnalysisEdit::Report { moves, searched } => self.edit(|game| {
                let main: Vec<Move> = game.plies().iter().map_while(|p| p.mv).collect();
                if !main.starts_with(moves) || searched.len() > moves.len() + 1 {
                    return Err(GameError::MainLineChanged);
                }
                crate::chess::report::write(game, searched)
            }),
        }
    }
}
