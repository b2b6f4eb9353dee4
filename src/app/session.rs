//! The game at the board in the app: one resource, [`GameSession`], holds
//! the core's [`Session`]; one system applies every [`GameCommand`] and
//! [`MoveIntent`] of the frame to it (a fallen flag first) and announces
//! what changed with one [`SessionChanged`]. Everything else reads the
//! session and follows that message. An analysis with unsaved edits is
//! never replaced or quit without the player's answer
//! ([`UnsavedQuestion`]).

use bevy::prelude::*;
use shakmaty::{Color as Side, Role, Square};

use super::{Phase, settings::PlayerSettings, timer};
use crate::{
    autosave::Snapshot,
    files::Origin,
    game::{GameError, Shape, ViewCursor},
    pgn::Tags,
    session::{BoardMotion, Change, NewGame, Session},
};

/// The game at the board: the truth every entity and widget mirrors.
#[derive(Resource, Debug, Clone, Deref)]
pub struct GameSession(pub Session);

impl Default for GameSession {
    /// A game from the start, dated today.
    fn default() -> Self {
        let mut session = Session::default();
        session.set_tag("Date", crate::files::pgn_date_today());
        GameSession(session)
    }
}

/// A player asks to move a piece on the board.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveIntent {
    /// The square of the piece.
    pub from: Square,
    /// The square it goes to (for castling: the king's destination or its
    /// rook's square).
    pub to: Square,
    /// The promotion piece, once chosen.
    pub promotion: Option<Role>,
    /// Whether the piece slides there (a click) or is already there (a drop).
    pub animate: bool,
}

/// Something the players ask of the game outside of moving pieces: from the
/// side panel, keys, files and the start.
#[derive(Message, Debug, Clone)]
pub enum GameCommand {
    /// Start another game (the one at the board goes to the archive if it
    /// is unfinished).
    NewGame(Box<NewGame>),
    /// Bring back the game the autosave kept.
    Restore(Box<Snapshot>),
    /// Turn the board around.
    Flip,
    /// Take back the last ply at once.
    Takeback,
    /// View the position after this many plies of the mainline.
    View(usize),
    /// View the position a move list names (in the mainline or a
    /// variation).
    ViewAt(ViewCursor),
    /// View one ply earlier.
    ViewBack,
    /// View one ply later.
    ViewForward,
    /// View the initial position.
    ViewStart,
    /// Return to the latest position.
    ViewLatest,
    /// This side offers a draw.
    OfferDraw(Side),
    /// This side accepts the standing offer.
    AcceptDraw(Side),
    /// This side declines the standing offer.
    DeclineDraw(Side),
    /// The player to move claims a draw in the current position.
    ClaimDraw,
    /// The player to move claims a draw with this move.
    ClaimDrawWithMove {
        /// The square of the piece.
        from: Square,
        /// Its destination.
        to: Square,
        /// The promotion piece, if any.
        promotion: Option<Role>,
    },
    /// This side resigns.
    Resign(Side),
    /// This side asks to take back its last move.
    RequestTakeback(Side),
    /// The opponent answers a takeback request.
    AnswerTakeback {
        /// Whether the takeback is allowed.
        allow: bool,
    },
    /// Freeze both clocks.
    PauseClock,
    /// Start the clocks again (and a restored game goes on).
    ResumeClock,
    /// A player's name as typed.
    Rename(Side, String),
    /// The game was written to this file as it now is.
    Saved(Box<Origin>),
    /// A finished game becomes a record to analyse.
    Analyse,
    /// One of the analysis board's edits.
    Edit(AnalysisEdit),
    /// Undo the last edit of the record.
    Undo,
    /// Make the last undone edit again.
    Redo,
    /// The player lets the unsaved edits go (and what waited for the
    /// answer goes on).
    DiscardEdits,
    /// The player keeps editing: what waited for the answer is dropped.
    KeepEditing,
}

/// An edit of the record at the board, on the move a cursor names (the
/// position after it).
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
    Result(Option<shakmaty::KnownOutcome>),
}

/// What waits for the player's answer about an analysis's unsaved edits.
#[derive(Debug, Clone)]
pub enum Pending {
    /// Another game would replace it.
    Replace(Box<NewGame>),
    /// The app would close.
    Quit,
}

/// The question about unsaved edits, while it stands: Save, Discard or
/// Cancel. Saved or discarded, what waited goes on.
#[derive(Resource, Debug, Clone, Default)]
pub struct UnsavedQuestion(pub Option<Pending>);

/// The player asks to close Rookery (Ctrl+Q, the menu, the window's close
/// button).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuitRequest;

/// What changed in the session this frame (one message a frame at most).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SessionChanged(pub Change);

/// A game left unfinished for another: it goes to the archive.
#[derive(Message, Debug, Clone)]
pub struct GameReplaced {
    /// Its tags.
    pub tags: Tags,
    /// The game.
    pub game: crate::game::Game,
}

/// The board's pieces must follow the session (or a dragged piece go
/// home).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardChanged {
    /// Whether pieces slide to their new squares.
    pub animate: bool,
    /// The origin of a piece the player dropped by drag: it is already where
    /// it belongs and does not slide (a castling rook still does).
    pub dropped: Option<Square>,
}

impl BoardChanged {
    /// Pieces slide to their squares.
    pub const SLIDE: BoardChanged = BoardChanged {
        animate: true,
        dropped: None,
    };
    /// Pieces jump to their squares.
    pub const INSTANT: BoardChanged = BoardChanged {
        animate: false,
        dropped: None,
    };

    fn of(motion: BoardMotion) -> BoardChanged {
        match motion {
            BoardMotion::Slide => BoardChanged::SLIDE,
            BoardMotion::Jump => BoardChanged::INSTANT,
            BoardMotion::Dropped(from) => BoardChanged {
                animate: true,
                dropped: Some(from),
            },
        }
    }
}

/// A move needs a promotion piece: the chooser opens for it.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PromotionNeeded {
    /// The pawn's square.
    pub from: Square,
    /// The promotion square.
    pub to: Square,
}

/// The last thing the session refused, in words, for the status line.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct LastError(pub Option<String>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameSession>()
        .init_resource::<LastError>()
        .init_resource::<UnsavedQuestion>()
        .add_message::<QuitRequest>()
        .add_message::<bevy::app::AppExit>()
        .add_message::<MoveIntent>()
        .add_message::<GameCommand>()
        .add_message::<SessionChanged>()
        .add_message::<GameReplaced>()
        .add_message::<BoardChanged>()
        .add_message::<PromotionNeeded>()
        .add_systems(Startup, announce_initial_board)
        .add_systems(Update, ask_before_quitting.in_set(Phase::Follow))
        .add_systems(Update, apply.in_set(Phase::Apply))
        // After the frame's Follow (the autosave lets go of discarded
        // edits first).
        .add_systems(Last, carry_out_answered);
}

/// Whether the game at the board has edits a quit or another game would
/// lose.
fn has_unsaved_edits(session: &Session) -> bool {
    session.is_analysis() && session.is_dirty()
}

/// A quit goes at once, or waits for the answer about unsaved edits.
fn ask_before_quitting(
    mut requests: MessageReader<QuitRequest>,
    session: Res<GameSession>,
    mut question: ResMut<UnsavedQuestion>,
    mut exit: MessageWriter<bevy::app::AppExit>,
) {
    if requests.read().count() == 0 {
        return;
    }
    if has_unsaved_edits(&session) {
        question.0 = Some(Pending::Quit);
    } else {
        exit.write(bevy::app::AppExit::Success);
    }
}

/// Once the edits are saved or let go, what waited for the answer goes on.
fn carry_out_answered(
    session: Res<GameSession>,
    mut question: ResMut<UnsavedQuestion>,
    mut games: MessageWriter<GameCommand>,
    mut exit: MessageWriter<bevy::app::AppExit>,
) {
    if question.0.is_none() || has_unsaved_edits(&session) {
        return;
    }
    match question.0.take() {
        Some(Pending::Replace(new)) => {
            games.write(GameCommand::NewGame(new));
        }
        Some(Pending::Quit) => {
            exit.write(bevy::app::AppExit::Success);
        }
        None => {}
    }
}

fn announce_initial_board(mut changed: MessageWriter<BoardChanged>) {
    changed.write(BoardChanged::INSTANT);
}

/// Applies the frame's commands and moves to the session, a fallen flag
/// first, and says what changed.
fn apply(
    time: Res<Time<Real>>,
    settings: Res<PlayerSettings>,
    mut session: ResMut<GameSession>,
    mut commands: MessageReader<GameCommand>,
    mut intents: MessageReader<MoveIntent>,
    mut last_error: ResMut<LastError>,
    mut changed: MessageWriter<SessionChanged>,
    mut board: MessageWriter<BoardChanged>,
    mut promotions: MessageWriter<PromotionNeeded>,
    mut replaced: MessageWriter<GameReplaced>,
    mut question: ResMut<UnsavedQuestion>,
) {
    let now = timer::now(&time);
    // A flag that has fallen ends the game even while the window slept.
    let mut change = if session.clock().is_some_and(|c| c.flagged(now).is_some()) {
        session.bypass_change_detection().0.flag_fall(now)
    } else {
        Change::NONE
    };
    let mut snap_back = false;
    for command in commands.read() {
        let s = &mut session.bypass_change_detection().0;
        let result = match command {
            GameCommand::NewGame(new) if has_unsaved_edits(s) => {
                // Asked first: Save, Discard or Cancel.
                question.0 = Some(Pending::Replace(new.clone()));
                Ok(Change::NONE)
            }
            GameCommand::NewGame(new) => {
                let mut fresh = Session::new((**new).clone(), now);
                if new.origin.is_none() {
                    fresh.set_tag("Date", crate::files::pgn_date_today());
                }
                let old = std::mem::replace(s, fresh);
                keep_if_unfinished(&old, &mut replaced);
                Ok(new_game_change())
            }
            GameCommand::Restore(snapshot) => {
                let old = std::mem::replace(s, Session::restore((**snapshot).clone(), now));
                keep_if_unfinished(&old, &mut replaced);
                // The autosave holds this game as it stands: nothing to
                // write until the players change something.
                Ok(Change {
                    game: false,
                    clock: false,
                    orientation: false,
                    ..new_game_change()
                })
            }
            GameCommand::Flip => Ok(s.flip()),
            GameCommand::Takeback => s.take_back(now),
            GameCommand::View(ply) => s.view_ply(*ply),
            GameCommand::ViewAt(cursor) => s.view(cursor.clone()),
            GameCommand::ViewBack => Ok(s.view_back()),
            GameCommand::ViewForward => Ok(s.view_forward()),
            GameCommand::ViewStart => s.view_ply(0),
            GameCommand::ViewLatest => Ok(s.view_latest()),
            GameCommand::OfferDraw(side) => s.offer_draw(*side, now),
            GameCommand::AcceptDraw(side) => s.accept_draw(*side, now),
            GameCommand::DeclineDraw(side) => s.decline_draw(*side),
            GameCommand::ClaimDraw => s.claim_draw(now),
            GameCommand::ClaimDrawWithMove {
                from,
                to,
                promotion,
            } => s.claim_draw_with_move(*from, *to, *promotion, now),
            GameCommand::Resign(side) => s.resign(*side, now),
            GameCommand::RequestTakeback(side) => s.request_takeback(*side),
            GameCommand::AnswerTakeback { allow } => s.answer_takeback(*allow, now),
            GameCommand::PauseClock => Ok(s.pause(now)),
            GameCommand::ResumeClock => Ok(s.resume(now)),
            GameCommand::Rename(side, name) => Ok(s.rename(*side, name)),
            GameCommand::Saved(origin) => {
                s.mark_saved((**origin).clone());
                Ok(Change {
                    game: true,
                    ..Change::NONE
                })
            }
            GameCommand::Analyse => s.analyse(),
            GameCommand::Edit(edit) => apply_edit(s, edit),
            GameCommand::Undo => s.undo(),
            GameCommand::Redo => s.redo(),
            GameCommand::DiscardEdits => {
                s.discard_edits();
                Ok(Change {
                    game: true,
                    ..Change::NONE
                })
            }
            GameCommand::KeepEditing => {
                question.0 = None;
                Ok(Change::NONE)
            }
        };
        match result {
            Ok(c) => {
                last_error.set_if_neq(LastError(None));
                change = change.and(c);
            }
            Err(e) => {
                last_error.0 = Some(e.to_string());
                snap_back = true;
            }
        }
    }
    for intent in intents.read() {
        let s = &mut session.bypass_change_detection().0;
        match s.play(intent.from, intent.to, intent.promotion, now) {
            Ok(mut c) => {
                last_error.set_if_neq(LastError(None));
                if !intent.animate {
                    c.board = Some(BoardMotion::Dropped(intent.from));
                }
                if settings.auto_flip && !s.is_analysis() {
                    c = c.and(s.set_orientation(s.game().turn()));
                }
                change = change.and(c);
            }
            Err(GameError::PromotionRequired) => {
                promotions.write(PromotionNeeded {
                    from: intent.from,
                    to: intent.to,
                });
            }
            Err(e) => {
                last_error.0 = Some(e.to_string());
                // Whatever the pointer did, the pieces go back where the
                // session has them.
                snap_back = true;
            }
        }
    }
    if change.any() {
        session.set_changed();
        changed.write(SessionChanged(change));
    }
    match change.board {
        Some(motion) => {
            board.write(BoardChanged::of(motion));
        }
        None if snap_back || change.orientation => {
            board.write(BoardChanged::SLIDE);
        }
        None => {}
    }
}

/// One edit of the record.
fn apply_edit(s: &mut Session, edit: &AnalysisEdit) -> Result<Change, GameError> {
    match edit {
        AnalysisEdit::Promote(at) => s.promote_variation(at),
        AnalysisEdit::MakeMainLine(at) => s.make_main_line(at),
        AnalysisEdit::DeleteFrom(at) => s.delete_from(at),
        AnalysisEdit::DeleteVariation(at) => s.delete_variation(at),
        AnalysisEdit::Collapse(at, collapsed) => s.set_collapsed(at, *collapsed),
        AnalysisEdit::Comment(at, text) => s.set_comment(at, text),
        AnalysisEdit::CommentBefore(at, text) => s.set_comment_before(at, text),
        AnalysisEdit::Glyph(at, nag) => s.toggle_glyph(at, *nag),
        AnalysisEdit::Shape(at, shape) => s.toggle_shape(at, *shape),
        AnalysisEdit::Result(outcome) => s.set_result(*outcome),
    }
}

/// What a new game at the board changes.
fn new_game_change() -> Change {
    Change {
        board: Some(BoardMotion::Jump),
        game: true,
        clock: true,
        orientation: true,
        new_game: true,
    }
}

/// A game replaced before it ended is kept.
fn keep_if_unfinished(old: &Session, replaced: &mut MessageWriter<GameReplaced>) {
    if old.worth_keeping() && !old.game().status().is_finished() {
        replaced.write(GameReplaced {
            tags: old.tags(),
            game: old.game().clone(),
        });
    }
}

/// Asks for a wake-up when a shown clock digit changes or the flag falls;
/// with no clock running the window sleeps until input arrives.
pub(super) fn schedule_wake_up(session: Res<GameSession>, timer: Option<ResMut<timer::WakeTimer>>) {
    if let Some(mut timer) = timer {
        // The wake-up thread sleeps on the real clock.
        let now = std::time::Instant::now();
        timer.wake_at(session.next_wake(now).map(|wait| now + wait), now);
    }
}
