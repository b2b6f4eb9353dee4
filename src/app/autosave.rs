//! Never lose a game: the game in progress is written to the data folder
//! after every move and action (atomically, see [`crate::autosave`]); at
//! start an unfinished game comes back exactly, its clocks paused until the
//! players resume; finished and abandoned games go to the archive,
//! `games.pgn`, which the File menu reopens.

use std::path::PathBuf;

use bevy::{prelude::*, window::RequestRedraw};
use shakmaty::Color as Side;

use super::{
    files::{Document, FileNotice},
    flow::{ChessGame, GameClock, GameCommand, Orientation, Players, TakebackRequest, TurnSet},
    timer,
};
use crate::{
    autosave::{self, ClockState, Snapshot},
    clock::Clock,
};

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
        AutosaveFolder(crate::settings::project_dirs().map(|dirs| dirs.data_dir().to_path_buf()))
    }

    /// The archive of played games.
    pub fn archive(&self) -> Option<PathBuf> {
        Some(self.0.as_ref()?.join(autosave::ARCHIVE_FILE))
    }
}

/// A game was restored at start: the panel offers to resume it.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RestoredGame(pub bool);

/// How many times the autosave was written (for tests and the curious).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AutosaveWrites(pub u64);

/// The clocks, orientation and request of a restored game, applied once
/// the restored game is in place.
#[derive(Resource, Debug)]
pub(super) struct PendingRestore {
    pub clock: Option<ClockState>,
    pub orientation: Side,
    pub takeback: Option<Side>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AutosaveFolder>()
        .init_resource::<RestoredGame>()
        .init_resource::<AutosaveWrites>()
        .add_systems(
            Update,
            (archive_replaced_game, forget_restore).in_set(TurnSet::Flag),
        )
        .add_systems(Update, apply_restored_state.in_set(TurnSet::Relayout))
        .add_systems(Last, save_game);
}

fn apply_restored_state(
    mut commands: Commands,
    pending: Option<Res<PendingRestore>>,
    game: Res<ChessGame>,
    mut clock: ResMut<GameClock>,
    mut orientation: ResMut<Orientation>,
    mut takeback: ResMut<TakebackRequest>,
    time: Res<Time<Real>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(pending) = pending else {
        return;
    };
    let now = timer::now(&time);
    if let Some(state) = pending.clock {
        let mut c = Clock::new(state.control);
        // Restored clocks wait for the players.
        c.pause(now);
        c.restore(state.remaining, game.turn(), state.started, now);
        clock.0 = Some(c);
    }
    orientation.0 = pending.orientation;
    takeback.0 = pending.takeback;
    commands.remove_resource::<PendingRestore>();
    redraw.write(RequestRedraw);
}

/// The restored game's banner goes once another game replaces it.
fn forget_restore(
    mut commands: MessageReader<GameCommand>,
    pending: Option<Res<PendingRestore>>,
    mut restored: ResMut<RestoredGame>,
) {
    let replaced = commands
        .read()
        .any(|c| matches!(c, GameCommand::NewGame(_)));
    if replaced && pending.is_none() && restored.0 {
        restored.0 = false;
    }
}

/// A game replaced by another before it ended (a new game, a file opened)
/// goes to the archive, so it is never lost.
fn archive_replaced_game(
    mut commands: MessageReader<GameCommand>,
    folder: Res<AutosaveFolder>,
    game: Res<ChessGame>,
    document: Res<Document>,
    players: Res<Players>,
    mut notice: ResMut<FileNotice>,
) {
    let Some(dir) = &folder.0 else {
        commands.clear();
        return;
    };
    let replaced = commands
        .read()
        .any(|c| matches!(c, GameCommand::NewGame(_)));
    if !replaced || !autosave::worth_keeping(&game) || game.status().is_finished() {
        return;
    }
    if let Err(e) = autosave::archive(dir, &document.tags(&players), &game) {
        notice.error(format!(
            "The unfinished game could not be added to the archive: {e}."
        ));
    }
    let _ = autosave::clear(dir);
}

/// After every change: the game in progress is written; a finished one
/// goes to the archive and the autosave is removed.
#[allow(clippy::too_many_arguments)]
fn save_game(
    folder: Res<AutosaveFolder>,
    game: Res<ChessGame>,
    clock: Res<GameClock>,
    players: Res<Players>,
    orientation: Res<Orientation>,
    takeback: Res<TakebackRequest>,
    document: Res<Document>,
    time: Res<Time<Real>>,
    pending: Option<Res<PendingRestore>>,
    mut last: Local<Option<(u64, String)>>,
    mut archived: Local<Option<u64>>,
    mut writes: ResMut<AutosaveWrites>,
    mut notice: ResMut<FileNotice>,
) {
    let Some(dir) = &folder.0 else {
        return;
    };
    if pending.is_some() {
        return;
    }
    let changed = game.is_changed()
        || clock.is_changed()
        || players.is_changed()
        || orientation.is_changed()
        || takeback.is_changed();
    if !changed || !autosave::worth_keeping(&game) {
        return;
    }
    let tags = document.tags(&players);
    if game.status().is_finished() {
        if *archived != Some(game.revision()) {
            *archived = Some(game.revision());
            if let Err(e) = autosave::archive(dir, &tags, &game) {
                notice.error(format!("The game could not be added to the archive: {e}."));
            }
            let _ = autosave::clear(dir);
        }
        return;
    }
    let now = timer::now(&time);
    let snapshot = Snapshot {
        game: game.0.clone(),
        tags,
        clock: clock.0.as_ref().map(|c| ClockState {
            control: c.control(),
            remaining: shakmaty::ByColor {
                white: c.remaining(Side::White, now),
                black: c.remaining(Side::Black, now),
            },
            started: c.timing().is_some(),
        }),
        orientation: orientation.0,
        takeback: takeback.0,
    };
    let text = snapshot.to_text();
    if last.as_ref().is_some_and(|(_, t)| *t == text) {
        return;
    }
    match autosave::write(dir, &snapshot) {
        Ok(()) => {
            writes.0 += 1;
            *last = Some((game.revision(), text));
        }
        Err(e) => notice.error(format!(
            "The game could not be saved to {}: {e}. It is still on the board.",
            crate::files::display_path(dir)
        )),
    }
}
