//! The explorer of the listed file: once a file is listed, a background
//! pass plays every game once ([`crate::chess::explorer`]), on two threads, with
//! progress and Cancel while frames keep coming; the index is kept in the
//! cache folder and read in place, so reopening the same file has it at
//! once. The panel shows the moves played from the viewed position; this
//! plugin carries out what the panel asks of it: a move played, the game
//! list kept to the games reaching the position (past the explorer's ply
//! limit, found by a background replay of the games that can reach it).

use std::{ops::Range, path::PathBuf, sync::Arc, time::Instant};

use crate::i18n::Said;
use bevy::prelude::*;
use shakmaty::Move;

use crate::{
    app::timer::{LookAgain, progress_refresh},
    app::{
        Phase,
        files::{DecodedCache, GameList, JobPlace, Reaching},
        notice::PanelNotice,
        session::{GameCommand, GameSession},
    },
    chess::explorer::{Budget, Explorer, Games, Reaching as Found, reaches},
    chess::game::RepetitionKey,
    desktop::job::{Job, Worker},
    desktop::source::GameSource,
    desktop::source::explorer_cache_file,
};

/// The explorer of the file in the game list.
#[derive(Resource, Debug, Default)]
pub struct FileExplorer {
    /// The list's generation it was made for.
    generation: Option<u64>,
    /// Where it stands.
    pub state: ExplorerState,
    /// How far the search for the games reaching a position past the ply
    /// limit has come (0 to 1), while it runs.
    pub searching: Option<f32>,
}

/// Where the explorer of the listed file stands.
#[derive(Debug, Clone, Default)]
pub enum ExplorerState {
    /// No file with several games is listed.
    #[default]
    None,
    /// The pass is playing the games, this far (0 to 1).
    Building(f32),
    /// Ready.
    Ready(Arc<Explorer>),
    /// The player stopped the pass.
    Stopped,
    /// The pass failed (the file could not be read).
    Failed(Said),
}

impl ExplorerState {
    /// How far the pass has come (0 to 1), while it runs.
    pub fn progress(&self) -> Option<f32> {
        match self {
            ExplorerState::Building(progress) => Some(*progress),
            _ => None,
        }
    }
}

/// What the pass gives: the explorer, none when cancelled, or why it
/// could not read the file.
type PassResult = Result<Option<Explorer>, Said>;

/// What the panel asks of the explorer.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum ExplorerCommand {
    /// Play a move from the viewed position (in a record or an analysis:
    /// it browses or creates the variation, as a move on the board does).
    Play(Move),
    /// Keep the game list to the games reaching the viewed position, and
    /// show it.
    ShowReaching,
    /// Stop the pass.
    Cancel,
    /// Start the pass again after it was stopped.
    Restart,
    /// Stop the search for the games reaching a position.
    CancelSearch,
}

/// The pass under way.
#[derive(Resource)]
struct Pass {
    job: Job<PassResult>,
    started: Instant,
}

/// What the search gives: the games found, none when stopped, or why the
/// file could not be read.
type SearchResult = Result<Option<Vec<u32>>, Said>;

/// The search for the games reaching a position past the ply limit.
#[derive(Resource)]
struct Search {
    job: Job<SearchResult>,
    reaching: Reaching,
    /// The list's generation it searches.
    generation: u64,
    started: Instant,
}

/// How many threads the pass plays games on: every core (up to 16), at
/// least two (a file's pass and sort overlap reading and playing).
fn threads() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get().clamp(2, 16))
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FileExplorer>()
        .add_message::<ExplorerCommand>()
        .add_systems(
            Update,
            (
                start_pass,
                follow_pass,
                carry_out,
                show_reaching,
                follow_search,
            )
                .chain()
                .in_set(Phase::Input),
        );
}

/// What the pass needs to know of the listed file.
struct PassRequest {
    source: GameSource,
    /// The starts of every `every`-th game, where the pass may split the
    /// file.
    starts: Vec<u64>,
    every: usize,
    games: usize,
    cache: PathBuf,
}

impl PassRequest {
    /// Builds (or reads back) the explorer, counting the bytes read as
    /// the job's progress.
    fn run(self, worker: &Worker<PassResult>) -> PassResult {
        let file = match &self.source {
            GameSource::Memory(bytes) => {
                if worker.cancelled() {
                    return Ok(None);
                }
                return Explorer::of_bytes(bytes)
                    .map(Some)
                    .map_err(|e| crate::app::files::io_words(&e));
            }
            GameSource::File(file) => file,
        };
        let kept = explorer_cache_file(&self.cache, &file.path, file.entry.as_deref(), file.stamp);
        match Explorer::open(&kept, self.games) {
            Ok(Some(explorer)) => return Ok(Some(explorer)),
            // Cut short, damaged, of another version or another file's
            // length: built again, over it.
            Ok(None) => warn!(
                "the explorer's kept index {} is not whole: building it again",
                kept.display()
            ),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => warn!("could not read the explorer's kept index: {e}"),
        }
        let words = |e: std::io::Error| crate::app::files::io_words(&e);
        let end = std::fs::metadata(&file.text).map_err(words)?.len();
        let games = Games {
            path: &file.text,
            starts: &self.starts,
            every: self.every,
            games: self.games,
            end,
        };
        let explorer = Explorer::build(
            games,
            &kept,
            threads(),
            Budget::shared_by(threads()),
            worker.progress(),
            worker.cancel_flag(),
        )
        .map_err(words)?;
        if explorer.is_some()
            && let Err(e) = crate::desktop::source::prune_explorer_cache(&self.cache, &kept)
        {
            warn!("could not tidy the explorer's kept indexes: {e}");
        }
        Ok(explorer)
    }
}

/// Starts the pass once a file with several games is listed (or again,
/// when asked after a Cancel).
/// Where the pass runs: its job's place, and the cache folder its index
/// is kept in.
#[derive(bevy::ecs::system::SystemParam)]
struct PassPlace<'w> {
    cache: Res<'w, DecodedCache>,
    place: JobPlace<'w>,
}

fn start_pass(
    mut commands: Commands,
    list: Res<GameList>,
    mut explorer: ResMut<FileExplorer>,
    pass: Option<Res<Pass>>,
    at: PassPlace,
    mut asked: MessageReader<ExplorerCommand>,
) {
    let PassPlace { cache, place } = at;
    let restart = asked.read().any(|c| *c == ExplorerCommand::Restart);
    let listed = !list.is_indexing() && list.choose.is_none();
    let new_list = explorer.generation != Some(list.generation);
    if !(new_list || restart) || !listed {
        return;
    }
    if let Some(old) = &pass {
        old.job.cancel();
        commands.remove_resource::<Pass>();
    }
    explorer.generation = Some(list.generation);
    let source = match &list.source {
        Some(source) if list.len() > 1 && !list.stale => source.clone(),
        _ => {
            explorer.state = ExplorerState::None;
            return;
        }
    };
    let total = match &source {
        GameSource::Memory(bytes) => bytes.len() as u64,
        GameSource::File(file) => std::fs::metadata(&file.text).map_or(0, |m| m.len()),
    };
    let (starts, every) = list.games.starts_for_runs();
    let request = PassRequest {
        source,
        starts,
        every,
        games: list.len(),
        cache: cache.0.clone(),
    };
    let work = place.waker().after(|worker: Worker<PassResult>| {
        let result = request.run(&worker);
        worker.send(result);
    });
    let job = match Job::start(place.inline(), "rookery explorer", total, work) {
        Ok(job) => job,
        Err(e) => {
            explorer.state = ExplorerState::Failed(Said::Text(e.to_string()));
            return;
        }
    };
    explorer.state = ExplorerState::Building(0.0);
    commands.insert_resource(Pass {
        job,
        started: Instant::now(),
    });
}

/// Takes the pass's result when it comes; meanwhile the window wakes for
/// its progress.
fn follow_pass(
    mut commands: Commands,
    pass: Option<Res<Pass>>,
    mut explorer: ResMut<FileExplorer>,
    mut list: ResMut<GameList>,
    mut notice: ResMut<PanelNotice>,
    mut look: LookAgain,
) {
    let Some(pass) = pass else {
        return;
    };
    let result = match pass.job.reports().next() {
        Some(result) => result,
        None if pass.job.is_done() => Err(Said::new("explorer-pass-stopped")),
        None => {
            explorer.state = ExplorerState::Building(pass.job.progress().unwrap_or(0.0));
            look.after(progress_refresh(pass.started.elapsed()));
            return;
        }
    };
    commands.remove_resource::<Pass>();
    look.now();
    explorer.state = match result {
        Ok(Some(built)) => {
            info!(
                "explorer: {} games in {:.3} s, index {} MB",
                built.games(),
                pass.started.elapsed().as_secs_f64(),
                built.index_bytes() >> 20
            );
            // Read from the index a game at a time, not gathered first (2
            // bytes a game each).
            list.games.name_openings(built.opening_ids());
            list.games.set_plies(built.ply_counts());
            list.view.invalidate();
            ExplorerState::Ready(Arc::new(built))
        }
        Ok(None) => ExplorerState::Stopped,
        Err(why) => {
            notice.error(Said::new("notice-explorer-failed").with("why", why.clone()));
            ExplorerState::Failed(why)
        }
    };
}

/// Carries out what the panel asked.
fn carry_out(
    mut asked: MessageReader<ExplorerCommand>,
    pass: Option<Res<Pass>>,
    mut moves: MessageWriter<GameCommand>,
) {
    for command in asked.read() {
        match command {
            ExplorerCommand::Play(m) => {
                let (Some(from), to) = (m.from(), m.to()) else {
                    continue;
                };
                moves.write(GameCommand::Act(crate::chess::session::Action::Play {
                    from,
                    to,
                    promotion: m.promotion(),
                    dropped: false,
                }));
            }
            ExplorerCommand::ShowReaching
            | ExplorerCommand::Restart
            | ExplorerCommand::CancelSearch => {}
            ExplorerCommand::Cancel => {
                if let Some(pass) = &pass {
                    pass.job.cancel();
                }
            }
        }
    }
}

/// What starting a search for the games reaching a position needs.
#[derive(bevy::ecs::system::SystemParam)]
struct Searches<'w, 's> {
    commands: Commands<'w, 's>,
    place: JobPlace<'w>,
    search: Option<Res<'w, Search>>,
}

/// Keeps the game list to the games reaching the viewed position: those
/// the index gives, or, past its ply limit, those a background search
/// finds by replaying the games that can reach it.
fn show_reaching(
    mut asked: MessageReader<ExplorerCommand>,
    mut explorer: ResMut<FileExplorer>,
    session: Res<GameSession>,
    mut list: ResMut<GameList>,
    mut searches: Searches,
) {
    for command in asked.read() {
        if *command == ExplorerCommand::CancelSearch {
            if let Some(search) = &searches.search {
                search.job.cancel();
            }
            continue;
        }
        if *command != ExplorerCommand::ShowReaching {
            continue;
        }
        let ExplorerState::Ready(index) = &explorer.state else {
            continue;
        };
        let game = session.game();
        let position = game.view_position().clone();
        let reaching = Reaching {
            key: RepetitionKey::of(&position),
            line: line_words(game),
        };
        let candidates = match index.reaching(&position) {
            Found::Games(games) => {
                keep_to(&mut list, games, reaching);
                continue;
            }
            Found::Candidates(candidates) => candidates,
        };
        let Some(source) = list.source.clone().filter(|_| !list.stale) else {
            continue;
        };
        let ranges: Vec<(u32, Range<u64>)> = list.games.ranges_of(&candidates);
        let work = searches
            .place
            .waker()
            .after(move |worker: Worker<SearchResult>| {
                let found = replay(&source, &ranges, &position, &worker);
                worker.send(found);
            });
        let total = 0;
        let job = match Job::start(searches.place.inline(), "rookery search", total, work) {
            Ok(job) => job,
            Err(e) => {
                warn!("could not start the search: {e}");
                continue;
            }
        };
        explorer.searching = Some(0.0);
        // A search under way is let go (and so cancelled).
        searches.commands.insert_resource(Search {
            job,
            reaching,
            generation: list.generation,
            started: Instant::now(),
        });
    }
}

/// Keeps the list to `games`, all shown.
fn keep_to(list: &mut GameList, games: Vec<u32>, reaching: Reaching) {
    list.view.set_within(Some(games.into()));
    // They all show: a search typed before would hide some.
    list.view.query.clear();
    list.reaching = Some(reaching);
    list.shown = true;
}

/// The games among `ranges` that reach `position`, each read from its
/// bytes and replayed; `None` when cancelled.
fn replay(
    source: &GameSource,
    ranges: &[(u32, Range<u64>)],
    position: &shakmaty::Chess,
    worker: &Worker<SearchResult>,
) -> SearchResult {
    use std::io::{Read as _, Seek as _};
    let words = |e: std::io::Error| crate::app::files::io_words(&e);
    worker.set_total(ranges.len() as u64);
    let mut file = match source {
        GameSource::File(file) => Some(std::fs::File::open(&file.text).map_err(words)?),
        GameSource::Memory(_) => None,
    };
    let mut bytes = Vec::new();
    let mut found = Vec::new();
    for (game, range) in ranges {
        if worker.cancelled() {
            return Ok(None);
        }
        let text: &[u8] = match (source, &mut file) {
            (GameSource::Memory(all), _) => all
                .get(range.start as usize..range.end as usize)
                .unwrap_or_default(),
            (GameSource::File(_), Some(file)) => {
                bytes.resize((range.end - range.start) as usize, 0);
                file.seek(std::io::SeekFrom::Start(range.start))
                    .and_then(|_| file.read_exact(&mut bytes))
                    .map_err(words)?;
                &bytes
            }
            (GameSource::File(_), None) => &[],
        };
        if reaches(text, position) {
            found.push(*game);
        }
        worker
            .progress()
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
    Ok(Some(found))
}

/// Follows the search: its progress, then the list kept to what it found.
fn follow_search(
    mut commands: Commands,
    mut notice: ResMut<PanelNotice>,
    search: Option<Res<Search>>,
    mut explorer: ResMut<FileExplorer>,
    mut list: ResMut<GameList>,
    mut look: LookAgain,
) {
    let Some(search) = search else {
        explorer.searching = None;
        return;
    };
    if search.generation != list.generation {
        // Another file: its games are not these.
        commands.remove_resource::<Search>();
        return;
    }
    let Some(found) = search.job.reports().next() else {
        if search.job.is_done() {
            commands.remove_resource::<Search>();
            return;
        }
        explorer.searching = Some(search.job.progress().unwrap_or(0.0));
        look.after(progress_refresh(search.started.elapsed()));
        return;
    };
    commands.remove_resource::<Search>();
    look.now();
    explorer.searching = None;
    match found {
        Ok(Some(games)) => keep_to(&mut list, games, search.reaching.clone()),
        Ok(None) => {}
        Err(why) => notice.error(Said::new("notice-search-failed").with("why", why)),
    }
}

/// The moves to the viewed position, numbered (`1. e4 c5`; `12... Nf6`
/// for a game from a set-up position).
fn line_words(game: &crate::chess::game::Game) -> String {
    let mut words = String::new();
    for (i, ply) in game.view_line().into_iter().enumerate() {
        use shakmaty::Position as _;
        let white = ply.mover() == shakmaty::Color::White;
        // The count goes up after Black's move.
        let after = ply.position.fullmoves().get();
        let number = if white { after } else { after - 1 };
        if !words.is_empty() {
            words.push(' ');
        }
        if white {
            words.push_str(&format!("{number}. "));
        } else if i == 0 {
            words.push_str(&format!("{number}... "));
        }
        words.push_str(&ply.san.to_string());
    }
    words
}
