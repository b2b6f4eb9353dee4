//! The game at the board in the app: one resource, [`GameSession`], holds
//! the core's [`Session`]; one system forwards every [`GameCommand`] of
//! the frame to it (a fallen flag first) and announces what changed with
//! one [`SessionChanged`], carrying the core's [`Change`]. Everything else
//! reads the session and follows that message. An analysis with unsaved edits is
//! never replaced or quit without the player's answer
//! ([`UnsavedQuestion`]).

use bevy::{ecs::system::SystemParam, prelude::*};

use super::{
    Phase, board::shared::PiecesHome, notice::PanelNotice, settings::PlayerSettings, timer,
};
use crate::{
    chess::game::GameError,
    chess::session::Snapshot,
    chess::session::{Change, LeftGame, NewGame, Session},
};

/// The game at the board: the truth every entity and widget mirrors.
#[derive(Resource, Debug, Clone, Deref)]
pub struct GameSession(pub Session);

impl Default for GameSession {
    /// A game from the start, dated today.
    fn default() -> Self {
        let mut session = Session::default();
        session.set_tag("Date", crate::desktop::files::pgn_date_today());
        GameSession(session)
    }
}

pub use crate::chess::session::{Action, AnalysisEdit};

/// What the app asks of the game at the board: an [`Action`] the session
/// applies, or another game in its place.
#[derive(Message, Debug, Clone)]
pub enum GameCommand {
    /// An action on the game at the board.
    Act(Action),
    /// Start another game (the one at the board goes to the archive if it
    /// is unfinished; an analysis with unsaved edits asks first).
    NewGame(Box<NewGame>),
    /// Bring back the game the autosave kept.
    Restore(Box<Snapshot>),
    /// The player keeps editing: what waited for the answer is dropped.
    KeepEditing,
}

impl From<Action> for GameCommand {
    fn from(action: Action) -> GameCommand {
        GameCommand::Act(action)
    }
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
pub struct GameReplaced(pub LeftGame);

pub use crate::app::modes::Retro;
use crate::app::modes::{ComputerTurn, Practice, SettleModes};

/// A move made on the board while a puzzle is shown: an answer.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PuzzleAnswer {
    /// From.
    pub from: shakmaty::Square,
    /// To.
    pub to: shakmaty::Square,
    /// The promotion piece.
    pub promotion: Option<shakmaty::Role>,
}

/// The last thing the session refused, in words, for the status line.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct LastError(pub Option<crate::i18n::Said>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameSession>()
        .init_resource::<LastError>()
        .init_resource::<UnsavedQuestion>()
        .add_message::<QuitRequest>()
        .add_message::<bevy::app::AppExit>()
        .add_message::<GameCommand>()
        .add_message::<SessionChanged>()
        .add_message::<GameReplaced>()
        .add_message::<PiecesHome>()
        .add_systems(Update, ask_before_quitting.in_set(Phase::Follow))
        .add_systems(
            Update,
            (apply, settle_modes.in_set(SettleModes))
                .chain()
                .in_set(Phase::Apply),
        )
        .add_systems(Update, retire_untrue_notices.in_set(Phase::Follow))
        // After the frame's Follow (the autosave lets go of discarded
        // edits first).
        .add_systems(Last, carry_out_answered);
}

/// The modes the session implies, set in one place after it took the
/// frame's commands ([`crate::app::modes`]): the computer's turn and
/// practice.
fn settle_modes(
    session: Res<GameSession>,
    mut turn: ResMut<NextState<ComputerTurn>>,
    mut practice: ResMut<NextState<Practice>>,
) {
    (*turn).set_if_neq(match session.computer_to_move() {
        Some(_) => ComputerTurn::Thinking,
        None => ComputerTurn::Idle,
    });
    (*practice).set_if_neq(match session.is_practice() {
        true => Practice::On,
        false => Practice::Off,
    });
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
pub(super) fn carry_out_answered(
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

/// What the apply system writes besides the announcement.
#[derive(SystemParam)]
struct Outcomes<'w> {
    last_error: ResMut<'w, LastError>,
    changed: MessageWriter<'w, SessionChanged>,
    home: MessageWriter<'w, PiecesHome>,
    replaced: MessageWriter<'w, GameReplaced>,
    question: ResMut<'w, UnsavedQuestion>,
    /// A puzzle is shown: a move on the board answers it.
    retro: Res<'w, State<Retro>>,
    answers: MessageWriter<'w, PuzzleAnswer>,
    /// What a takeback did, said in words (the board alone shows it).
    notice: ResMut<'w, PanelNotice>,
}

/// Applies the frame's commands and moves to the session, a fallen flag
/// first, and says what changed: the session decides every consequence
/// ([`Session::apply`], [`Session::replace`]), this system only forwards
/// and announces.
fn apply(
    time: Res<Time<Real>>,
    settings: Res<PlayerSettings>,
    mut session: ResMut<GameSession>,
    mut commands: MessageReader<GameCommand>,
    mut out: Outcomes,
) {
    let now = timer::now(&time);
    let s = &mut session.bypass_change_detection().0;
    // A flag that has fallen ends the game even while the window slept.
    let mut change = s.apply(&Action::FlagFall, now).unwrap_or(Change::NONE);
    let mut refused = false;
    for command in commands.read().cloned() {
        let result = carry_out(s, command, now, &settings, &mut out);
        match result {
            Ok(c) => {
                out.last_error.set_if_neq(LastError(None));
                change = change.and(c);
            }
            Err(e) => {
                out.last_error.0 = Some(e.said());
                refused = true;
            }
        }
    }
    if change.any() {
        session.set_changed();
        out.changed.write(SessionChanged(change));
    } else if refused {
        // Whatever the pointer did, the pieces go back where the session
        // has them.
        out.home.write(PiecesHome);
    }
}

/// One command of the frame: what it changed, or why it was refused.
fn carry_out(
    s: &mut Session,
    command: GameCommand,
    now: std::time::Instant,
    settings: &PlayerSettings,
    out: &mut Outcomes,
) -> Result<Change, GameError> {
    match command {
        // While a puzzle is shown, a move answers it and edits nothing.
        GameCommand::Act(Action::Play {
            from,
            to,
            promotion,
            ..
        }) if *out.retro.get() == Retro::On => {
            out.answers.write(PuzzleAnswer {
                from,
                to,
                promotion,
            });
            out.home.write(PiecesHome);
            Ok(Change::NONE)
        }
        GameCommand::Act(action) => {
            let before = (s.game().ply_count(), s.takeback_request());
            let result = act(s, &action, now, settings);
            if result.is_ok()
                && let Some(said) = takeback_words(s, &action, before.0, before.1)
            {
                out.notice.info(said);
            }
            result
        }
        GameCommand::NewGame(new) if has_unsaved_edits(s) => {
            // Asked first: Save, Discard or Cancel.
            out.question.0 = Some(Pending::Replace(new));
            Ok(Change::NONE)
        }
        GameCommand::NewGame(new) => {
            let dated = new.origin.is_none();
            let (c, left) = s.replace(*new, now);
            if dated {
                s.set_tag("Date", crate::desktop::files::pgn_date_today());
            }
            out.replaced.write_batch(left.map(GameReplaced));
            Ok(c)
        }
        GameCommand::Restore(snapshot) => {
            let (c, left) = s.restore_from(*snapshot, now);
            out.replaced.write_batch(left.map(GameReplaced));
            Ok(c)
        }
        GameCommand::KeepEditing => {
            out.question.0 = None;
            Ok(Change::NONE)
        }
    }
}

/// One action, and what follows it: with auto-flip, the side to move of a
/// live game comes to the bottom.
/// What a takeback did, for the notice line and a screen reader: the
/// moves taken back (one, or the player's and the computer's), or the
/// refusal; `before`, the plies and the standing request before `action`.
fn takeback_words(
    s: &Session,
    action: &Action,
    plies: usize,
    asker: Option<shakmaty::Color>,
) -> Option<crate::i18n::Said> {
    use crate::i18n::Said;
    match action {
        Action::AnswerTakeback { allow: false } => {
            let refuser = !asker?;
            Some(Said::new("notice-takeback-refused").with("name", s.name(refuser).to_owned()))
        }
        Action::AnswerTakeback { allow: true }
        | Action::TakeBack
        | Action::TakeBackAgainstComputer(_) => {
            let taken = plies.checked_sub(s.game().ply_count()).filter(|&n| n > 0)?;
            Some(Said::new("notice-taken-back").count("count", taken))
        }
        _ => None,
    }
}

fn act(
    s: &mut Session,
    action: &Action,
    now: std::time::Instant,
    settings: &PlayerSettings,
) -> Result<Change, GameError> {
    let change = s.apply(action, now)?;
    if matches!(action, Action::Play { .. }) && settings.auto_flip && !s.is_analysis() {
        let turn = s.game().turn();
        return Ok(change.and(s.apply(&Action::Face(turn), now)?));
    }
    Ok(change)
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

/// A new notice is stamped with the game as it stands; a notice the game
/// has changed since (a move, an edit, another game) goes.
fn retire_untrue_notices(
    mut notice: ResMut<PanelNotice>,
    session: Res<GameSession>,
    mut changes: MessageReader<SessionChanged>,
) {
    let changed = changes.read().any(|c| c.0.game || c.0.new_game);
    let now = session.game().revision();
    let Some(said) = notice.bypass_change_detection().0.as_mut() else {
        return;
    };
    match said.revision {
        None => said.revision = Some(now),
        Some(then) if changed && then != now => notice.0 = None,
        Some(_) => {}
    }
}
