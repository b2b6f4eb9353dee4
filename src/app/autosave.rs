//! Never lose a game: the game in progress (or an analysis with unsaved
//! edits) is written to the data folder after every change the session
//! announces (atomically, see
//! [`crate::desktop::autosave`]); finished games and games left unfinished for
//! another go to the archive, `games.pgn`, which the File menu reopens. (A
//! kept game comes back at start: [`super::start`].)

use crate::i18n::Said;
use std::path::PathBuf;

use bevy::prelude::*;

use super::{
    Phase,
    notice::PanelNotice,
    session::{GameReplaced, GameSession, SessionChanged},
    timer,
};
use crate::desktop::autosave;

/// Where the autosave and the archive live; `None` turns both off (tests,
/// or `ROOKERY_NO_AUTOSAVE=1`).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct AutosaveFolder(pub Option<PathBuf>);

impl AutosaveFolder {
    /// The data folder of Rookery (`~/.local/share/rookery` on Linux),
    /// unless `ROOKERY_NO_AUTOSAVE` is set.
    pub fn from_environment() -> AutosaveFolder {
        if std::env::var_os("ROOKERY_NO_AUTOSAVE").is_some_and(|v| v != "0") {
            return AutosaveFolder(None);
        }
        AutosaveFolder(
            crate::desktop::settings::project_dirs().map(|dirs| dirs.data_dir().to_path_buf()),
        )
    }

    /// The archive of played games.
    pub fn archive(&self) -> Option<PathBuf> {
        Some(self.0.as_ref()?.join(autosave::ARCHIVE_FILE))
    }
}

/// Whether a game report runs over the analysis at the board (the engine's
/// plugin says so): the analysis is kept while it does.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ReportRunning(pub bool);

/// How many times the autosave was written (for tests and the curious).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AutosaveWrites(pub u64);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AutosaveFolder>()
        .init_resource::<AutosaveWrites>()
        .init_resource::<ReportRunning>()
        .add_systems(
            Update,
            (
                archive_replaced_games.run_if(on_message::<GameReplaced>),
                save_game.run_if(on_message::<SessionChanged>),
            )
                .chain()
                .in_set(Phase::Follow),
        )
        .add_systems(
            Update,
            keep_a_game_being_reported
                .in_set(Phase::Follow)
                .run_if(resource_changed::<ReportRunning>),
        )
        .add_systems(
            Last,
            save_at_quit
                .after(super::session::carry_out_answered)
                .run_if(on_message::<AppExit>),
        );
}

/// Where the autosave writes, and says what went wrong.
#[derive(bevy::ecs::system::SystemParam)]
struct AutosaveOut<'w> {
    folder: Res<'w, AutosaveFolder>,
    time: Res<'w, Time<Real>>,
    writes: ResMut<'w, AutosaveWrites>,
    notice: ResMut<'w, PanelNotice>,
}

/// A report started over an analysis with no edit (a file's game): the
/// analysis is written, so a kill during the report brings it back and the
/// report goes on from its journal (it came back as a blank new game).
fn keep_a_game_being_reported(
    running: Res<ReportRunning>,
    mut was_reporting: Local<bool>,
    session: Res<GameSession>,
    mut out: AutosaveOut,
) {
    let reporting = running.0;
    let started = reporting && !std::mem::replace(&mut *was_reporting, reporting);
    let Some(dir) = out.folder.0.clone() else {
        return;
    };
    if started && session.is_analysis() && !session.worth_autosaving() {
        out.write(&dir, &session);
    }
}

/// At a quit (Ctrl+Q, the menu, the window closed) a timed game in
/// progress is written once more: its clocks as they stand at the quit.
/// The last write was at the last change, so a clock that ran since would
/// come back with the time it had then (0:57 at the quit came back as
/// 1:00). A kill -9 still brings back the last write.
fn save_at_quit(session: Res<GameSession>, mut out: AutosaveOut) {
    let Some(dir) = out.folder.0.clone() else {
        return;
    };
    let live = !session.is_analysis() && !session.game().status().is_finished();
    if live && session.clock().is_some() && session.worth_autosaving() {
        out.write(&dir, &session);
    }
}

/// A game replaced by another before it ended (a new game, a game opened
/// from a file) goes to the archive, so it is never lost.
fn archive_replaced_games(
    mut replaced: MessageReader<GameReplaced>,
    folder: Res<AutosaveFolder>,
    mut notice: ResMut<PanelNotice>,
) {
    for GameReplaced(crate::chess::session::LeftGame { tags, game }) in replaced.read() {
        let Some(dir) = &folder.0 else {
            continue;
        };
        if let Err(e) = autosave::archive(dir, tags, game) {
            // The autosave stays, so the game is still there next time.
            notice.error(Said::new("notice-unfinished-not-archived").with("why", e.to_string()));
            continue;
        }
        notice.info(
            Said::new("notice-unfinished-kept")
                .with("names", crate::app::language::game_names(tags))
                .with(
                    "path",
                    crate::desktop::files::display_path(&dir.join(autosave::ARCHIVE_FILE))
                        .to_string(),
                ),
        );
        clear_autosave(dir, &mut notice);
    }
}

/// After every change of the game the session announces: the game in
/// progress is written; a game that ended goes to the archive and the
/// autosave is removed. Browsing a live game writes nothing; browsing an
/// analysis with unsaved edits keeps where it is viewed (it comes back
/// there after a crash).
fn save_game(
    mut changes: MessageReader<SessionChanged>,
    reporting: Res<ReportRunning>,
    session: Res<GameSession>,
    mut out: AutosaveOut,
) {
    let change = changes
        .read()
        .fold(crate::chess::session::Change::NONE, |all, c| all.and(c.0));
    let Some(dir) = out.folder.0.clone() else {
        return;
    };
    if session.is_analysis() {
        // An analysis is kept, viewed where it is, while it has edits no
        // file holds or a report runs over it (its journal goes on from
        // there after a kill); saved or let go, there is nothing to keep.
        if session.worth_autosaving() || reporting.0 {
            out.write(&dir, &session);
        } else if change.game {
            clear_autosave(&dir, &mut out.notice);
        }
        return;
    }
    let changed = change.game || change.clock || change.orientation;
    if !changed || !session.worth_autosaving() {
        return;
    }
    let game = session.game();
    if change.ended {
        match autosave::archive(&dir, &session.tags(), game) {
            Ok(()) => clear_autosave(&dir, &mut out.notice),
            Err(e) => {
                (out.notice).error(Said::new("notice-not-archived").with("why", e.to_string()))
            }
        }
        return;
    }
    if !game.status().is_finished() {
        out.write(&dir, &session);
    }
}

impl AutosaveOut<'_> {
    /// Writes the game at the board to the autosave in `dir`.
    fn write(&mut self, dir: &std::path::Path, session: &GameSession) {
        let snapshot = session.snapshot(timer::now(&self.time));
        match autosave::write(dir, &snapshot) {
            Ok(()) => self.writes.0 += 1,
            Err(e) => self.notice.error(
                Said::new("notice-autosave-failed")
                    .with("path", crate::desktop::files::display_path(dir).to_string())
                    .with("why", e.to_string()),
            ),
        }
    }
}

/// Removes the autosave of a game now kept in the archive; if that fails,
/// the player hears it, since the game would come back at the next start.
fn clear_autosave(dir: &std::path::Path, notice: &mut PanelNotice) {
    if let Err(e) = autosave::clear(dir) {
        notice.error(
            Said::new("notice-autosave-not-removed")
                .with("path", crate::desktop::files::display_path(dir).to_string())
                .with("why", e.to_string()),
        );
    }
}
