//! Opening a file: it is read and indexed by a background job, the list
//! fills as games are found (the window keeps drawing), and one game is
//! read from its bytes when the player opens it. A file with one game opens
//! it at once.

mod quick;
mod start;

use std::{
    path::PathBuf,
    time::{Duration, Instant},
};

use crate::i18n::Said;
use bevy::prelude::*;

use super::{
    FileCommand, file_name, io_words,
    reading::{DecodedCache, Report},
    remember_folder,
};
use crate::app::notice::PanelNotice;
use crate::{
    app::{Phase, session::GameCommand, settings::PlayerSettings},
    chess::game_list::{GameTable, ListView},
    chess::pgn::read_numbered_bytes,
    chess::session::NewGame,
    chess::session::Origin,
    desktop::job::Job,
    desktop::source::{FileSource, GameSource},
};

/// The games of the file open in the game list.
#[derive(Resource, Debug, Default)]
pub struct GameList {
    /// The file.
    pub path: Option<PathBuf>,
    /// Where its games' text is read (by byte range: the file is not held).
    pub source: Option<GameSource>,
    /// The file changed on disk since it was listed: its games are not
    /// read from the old offsets until it is listed again.
    pub stale: bool,
    /// A zip of several PGN files waits for the player to choose one.
    pub choose: Option<(PathBuf, Vec<String>)>,
    /// Its games, in file order (growing while it is indexed).
    pub games: GameTable,
    /// How far indexing has come (0 to 1), while it runs.
    pub progress: Option<f32>,
    /// Whether the list is shown.
    pub shown: bool,
    /// Whether the player stopped the indexing (the list holds what was
    /// found until then).
    pub cancelled: bool,
    /// Changes whenever another file is loaded: views of the list start
    /// again.
    pub generation: u64,
    /// The file is the one listed before, listed again after an edit: the
    /// list keeps its place (the selected row).
    pub relisted: bool,
    /// The search, the sort and the rows shown (each file starts with no
    /// search; the archive of played games newest first).
    pub view: ListView,
    /// The list is kept to the games reaching this position (the
    /// explorer's "Games reaching this position"): opening one shows it
    /// there.
    pub reaching: Option<Reaching>,
}

/// A position the game list is kept to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reaching {
    /// The position's key.
    pub key: crate::chess::game::RepetitionKey,
    /// The moves that lead to it, as the list's heading says them
    /// (`1. e4 c5`), empty for the start.
    pub line: String,
}

impl GameList {
    /// Whether the file is still being indexed.
    pub fn is_indexing(&self) -> bool {
        self.progress.is_some()
    }

    /// The games shown, as indices into [`GameList::games`].
    pub fn rows(&self) -> crate::chess::game_list::Rows<'_> {
        self.view.rows()
    }

    /// How many games the file holds (so far).
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Whether the list holds no game.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }
}

/// Whether a file is being listed now (tests wait on the work, not on a
/// number of frames).
pub fn is_listing(world: &World) -> bool {
    world.contains_resource::<Loading>()
}

/// The file being loaded.
#[derive(Resource)]
struct Loading {
    /// Games received and not yet in the list.
    pending: std::collections::VecDeque<GameTable>,
    path: PathBuf,
    /// The archive of played games: listed even when it holds one game
    /// (File › Recent games is a list to choose from).
    always_list: bool,
    /// The reading, with its progress (bytes of the file).
    job: Job<Report>,
    started: Instant,
    /// When the reading thread was seen done (the rest is the list
    /// catching up).
    read: Option<Instant>,
    /// The whole list came from the file's kept list: nothing follows it,
    /// so the listing ends in the frame that takes it (not in the next,
    /// once the thread is seen gone).
    whole: bool,
    /// The same file's games before an edit, when it is listed again:
    /// their opening names go to the same games of the new list.
    previous: Option<crate::chess::game_list::GameTable>,
}

/// Read files within the frame that opens them instead of by a background
/// job (headless tests: no result waits on another thread's timing).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct InlineLoading(pub bool);

/// Where a background job runs: within the frame ([`InlineLoading`],
/// headless), or on a thread of its own that wakes the window as it ends.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct JobPlace<'w> {
    inline: Res<'w, InlineLoading>,
    wake: Option<Res<'w, crate::app::timer::WakeTimer>>,
}

impl JobPlace<'_> {
    /// Whether jobs run within the frame.
    pub(crate) fn inline(&self) -> bool {
        self.inline.0
    }

    /// What a job's thread wakes the window with when it ends.
    pub(crate) fn waker(&self) -> crate::app::timer::Waker {
        crate::app::timer::Waker::of(self.wake.as_deref())
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameList>()
        .init_resource::<InlineLoading>()
        .init_resource::<DecodedCache>()
        .add_systems(
            Update,
            (
                start::start_loading,
                follow_loading,
                open_listed_games,
                refresh_rows,
            )
                .chain()
                .in_set(Phase::Files),
        )
        .add_systems(Last, quick::hold_frames_while_a_list_may_come);
}

/// While a file is read, a list sorted by another column than the file's
/// order is sorted again at most this often (each time is a sort of all
/// the games so far).
const RESORT_WHILE_READING: Duration = Duration::from_secs(1);

/// The list's rows follow its games, search and sort.
fn refresh_rows(mut list: ResMut<GameList>, mut last_sort: Local<Option<Instant>>) {
    if !list.is_changed() {
        return;
    }
    let list = list.bypass_change_detection();
    let sort_growth =
        !list.is_indexing() || last_sort.is_none_or(|at| at.elapsed() >= RESORT_WHILE_READING);
    if list.view.refresh_growing(&list.games, sort_growth) && sort_growth {
        *last_sort = Some(Instant::now());
    }
}

/// How long a frame may spend adding games to the list; the rest wait for
/// the next frame. Two frames a second of 60 ms each mostly keep up with
/// the reading (a game is appended in well under a microsecond); when they
/// do not, frames come at once until they do (`quick::next_look`).
const PUSH_BUDGET: Duration = Duration::from_millis(60);

/// What following a file's listing writes: the list, the notice, a game
/// to open, frames, the folder remembered.
#[derive(bevy::ecs::system::SystemParam)]
struct ListingOut<'w, 's> {
    commands: Commands<'w, 's>,
    list: ResMut<'w, GameList>,
    notice: ResMut<'w, PanelNotice>,
    open: MessageWriter<'w, FileCommand>,
    look: crate::app::timer::LookAgain<'w, 's>,
    settings: ResMut<'w, PlayerSettings>,
}

impl ListingOut<'_, '_> {
    /// The listing ends without a list (`choose` one of a zip's files, or
    /// none): the job goes.
    fn stop(&mut self) {
        self.list.progress = None;
        self.commands.remove_resource::<Loading>();
    }

    /// An empty list, for another file.
    fn clear_list(&mut self) {
        *self.list = GameList {
            generation: self.list.generation + 1,
            ..GameList::default()
        };
    }
}

/// Follows the file being listed: its reports, the games it found (into
/// the list, a bounded time per frame), and its end.
fn follow_loading(
    loading: Option<ResMut<Loading>>,
    mut out: ListingOut,
    inline: Res<InlineLoading>,
) {
    let Some(mut loading) = loading else {
        return;
    };
    let loading = &mut *loading;
    if !take_reports(loading, &mut out) {
        return;
    }
    let read_all = loading.whole || loading.job.is_done();
    if loading.read.is_none() && read_all {
        loading.read = Some(Instant::now());
    }
    // The games received go into the list, for a bounded time per frame
    // (all at once when read within the frame, headless).
    let started = Instant::now();
    let mut pushed = 0;
    while let Some(games) = loading.pending.pop_front() {
        pushed += games.len();
        out.list.games.append(games);
        if !inline.0 && started.elapsed() >= PUSH_BUDGET {
            break;
        }
    }
    if pushed > 0 {
        if let Some(progress) = loading.job.progress() {
            out.list.progress = Some(progress);
        }
        let several = out.list.len() > 1 || loading.always_list;
        if several && !out.list.shown && !loading.job.is_cancelled() {
            out.list.shown = true;
        }
    }
    if !read_all {
        // The list grows a few times a second (what the frame had no time
        // for waits for the next): a frame drawn as fast as the window can
        // would take the machine from the reading (on a software renderer,
        // most of it), and input still wakes the window at once. Without
        // the wake-up thread (headless), frames just keep coming. A list
        // behind the reading looks again at once (`quick::next_look`).
        match quick::next_look(loading.pending.len(), loading.started.elapsed()) {
            Some(after) => out.look.after(after),
            None => out.look.now(),
        }
        return;
    }
    if !loading.pending.is_empty() {
        // The reading is done: the rest goes in as fast as frames come.
        out.look.now();
        return;
    }
    finish(loading, &mut out);
}

/// Takes the job's reports; returns whether the listing goes on (a zip's
/// choice, a file that is not PGN or one that cannot be read ends it).
fn take_reports(loading: &mut Loading, out: &mut ListingOut) -> bool {
    let name = file_name(&loading.path);
    for report in loading.job.reports() {
        match report {
            Report::Source(source) => out.list.source = Some(GameSource::File(source)),
            Report::Games(games) => loading.pending.push_back(*games),
            Report::Kept(games) => {
                loading.pending.push_back(*games);
                loading.whole = true;
            }
            Report::Choose(entries) => {
                out.stop();
                out.notice.info(
                    Said::new("notice-choose-pgn")
                        .with("name", name.clone())
                        .count("count", entries.len()),
                );
                out.list.choose = Some((loading.path.clone(), entries));
                return false;
            }
            Report::NotPgn(packing) => {
                out.stop();
                let said = if packing.is_compressed() {
                    Said::new("notice-packed-not-pgn").with("packing", packing.name())
                } else {
                    Said::new("notice-not-pgn")
                };
                out.notice.error(said.with("name", name.clone()));
                out.clear_list();
                return false;
            }
            Report::Failed(why) => {
                out.stop();
                out.notice.error(
                    Said::new("notice-not-read")
                        .with("name", name.clone())
                        .with("why", why.clone()),
                );
                if out.list.is_empty() {
                    out.clear_list();
                }
                return false;
            }
        }
    }
    true
}

/// The whole file is listed (or the reading was stopped): what it came
/// to, in the notice; a file of one game opens it.
fn finish(loading: &mut Loading, out: &mut ListingOut) {
    let name = file_name(&loading.path);
    out.look.now();
    let cancelled = loading.job.is_cancelled();
    let read = loading.read.unwrap_or_else(Instant::now);
    info!(
        "{name}: {} games listed in {:.3} s (read in {:.3} s)",
        out.list.len(),
        loading.started.elapsed().as_secs_f64(),
        (read - loading.started).as_secs_f64()
    );
    out.list.progress = None;
    out.list.cancelled = cancelled;
    if let Some(previous) = loading.previous.take() {
        out.list.games.keep_opening_names(&previous);
        out.list.view.invalidate();
    }
    out.commands.remove_resource::<Loading>();
    remember_folder(&mut out.settings, &loading.path);
    match out.list.len() {
        0 if !cancelled => out
            .notice
            .error(Said::new("notice-no-games").with("name", name)),
        0 => out
            .notice
            .info(Said::new("notice-stopped-reading").with("name", name)),
        1 if !cancelled && !loading.always_list => {
            out.list.shown = false;
            out.open.write(FileCommand::OpenGame(0));
        }
        n => {
            let count = Said::new("games-count-grouped").grouped("number", n as u64);
            let said = match cancelled {
                true => Said::new("notice-stopped-listed"),
                false => Said::new("notice-listed"),
            };
            out.notice
                .info(said.with("name", name).with("games", count));
        }
    }
}

/// `55,500`.
pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Opens a game of the listed file: only its bytes are read and played.
fn open_listed_games(
    mut requests: MessageReader<FileCommand>,
    mut list: ResMut<GameList>,
    mut commands: MessageWriter<GameCommand>,
    mut notice: ResMut<PanelNotice>,
) {
    for request in requests.read() {
        let FileCommand::OpenGame(index) = request else {
            continue;
        };
        let Some(game) = list.games.get(*index) else {
            continue;
        };
        let (range, number) = (game.range(), game.number());
        let Some(source) = &list.source else {
            continue;
        };
        let name = list.path.as_deref().map(file_name).unwrap_or_default();
        if source.file().is_some_and(FileSource::changed_on_disk) {
            // Its games may have moved: none is read from the old offsets.
            notice.error(Said::new("notice-changed-reload").with("name", name.clone()));
            list.stale = true;
            continue;
        }
        let bytes = match source.read(range) {
            Ok(bytes) => bytes,
            Err(e) => {
                notice.error(
                    Said::new("notice-game-not-read")
                        .count("number", number)
                        .with("name", name.clone())
                        .with("why", io_words(&e)),
                );
                continue;
            }
        };
        let mut pgn = read_numbered_bytes(&bytes, number);
        if let Some(reaching) = &list.reaching {
            // Kept to the games reaching a position: shown there.
            let game = &mut pgn.game;
            let ply =
                if crate::chess::game::RepetitionKey::of(game.initial_position()) == reaching.key {
                    Some(0)
                } else {
                    game.plies()
                        .iter()
                        .position(|ply| ply.key == reaching.key)
                        .map(|i| i + 1)
                };
            if let Some(ply) = ply {
                let _ = game.set_view(ply);
            }
        }
        let error = pgn.error.as_ref().map(ToString::to_string);
        let white = pgn.tags.player(shakmaty::Color::White);
        let black = pgn.tags.player(shakmaty::Color::Black);
        let several = list.len() > 1;
        // A reading error shows once, in the game's header.
        notice.0 = None;
        list.shown = false;
        commands.write(GameCommand::NewGame(Box::new(NewGame {
            computer: Default::default(),
            practice: false,
            exercise: false,
            game: pgn.game,
            control: None,
            names: shakmaty::ByColor { white, black },
            origin: Some(Box::new(Origin {
                path: list.path.clone(),
                entry: several.then_some(*index),
                tags: pgn.tags,
                error,
            })),
        })));
    }
}

#[cfg(test)]
mod tests;
