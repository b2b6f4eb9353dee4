//! Puzzles found in the listed file's games, in the window: the engines
//! borrow every free core from the engine service ([`Engines::lend`]),
//! each game is searched by lichess-puzzler's rules
//! ([`crate::desktop::puzzle_finder`]), and what is found becomes a set in
//! the store ("Found in NAME"). Its progress shows with Cancel; the cores
//! come back when it ends.

use std::{path::PathBuf, sync::Arc};

use bevy::prelude::*;

use super::{Desk, FindSources, Finder, PuzzleView, StoreJobs, store::Ask, unix_now};
use crate::app::{notice::PanelNotice, timer::LookAgain};

use crate::{
    app::{engines::Lease, files::JobPlace},
    desktop::{
        job::{Job, Worker},
        puzzle_finder::{FindJob, FindProgress, find_in_file},
        puzzle_store::PuzzleStore,
    },
    i18n::Said,
};

/// A search of a file under way.
pub(super) struct Finding {
    pub(super) job: Job<Result<(u64, String), String>>,
    pub(super) progress: Arc<FindProgress>,
    /// The file's games.
    pub(super) games: usize,
}

impl Finding {
    /// Games searched of all, and puzzles found so far.
    pub(super) fn counts(&self) -> (u64, usize, u64) {
        use std::sync::atomic::Ordering::Relaxed;
        (
            self.progress.games.load(Relaxed),
            self.games,
            self.progress.found.load(Relaxed),
        )
    }
}

/// What a search of a file needs.
pub(super) struct FindAsk {
    pub(super) file: PathBuf,
    pub(super) games: usize,
    pub(super) engine: PathBuf,
    pub(super) store: PathBuf,
    pub(super) lease: Lease,
}

/// The depth of each search (the command line's default is 14; the
/// window's is lower, to find puzzles while the player waits).
pub const WINDOW_DEPTH: u32 = 12;

/// Starts searching `ask.file` on the lease's engines.
pub(super) fn start(ask: FindAsk, place: &JobPlace) -> Result<Finding, Said> {
    let progress = Arc::new(FindProgress::default());
    let shared = progress.clone();
    let FindAsk {
        file,
        games,
        engine,
        store,
        lease,
    } = ask;
    let name = file.file_name().map_or_else(
        || file.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let work = place
        .waker()
        .after(move |worker: Worker<Result<(u64, String), String>>| {
            let job = FindJob {
                input: file,
                engine,
                depth: WINDOW_DEPTH,
                workers: lease.count() as usize,
            };
            let result = find_in_file(&job, &shared).and_then(|found| {
                let set = format!("Found in {name}");
                let puzzles: Vec<_> = found.into_iter().map(|f| f.puzzle).collect();
                let mut opened = PuzzleStore::open(&store).map_err(|e| e.to_string())?;
                let added = opened.add_set(&set, &puzzles).map_err(|e| e.to_string())?;
                Ok((added, set))
            });
            // The cores go back once the engines have ended.
            drop(lease);
            worker.send(result);
        });
    let job = Job::start(place.inline(), "rookery puzzle finder", 0, work)
        .map_err(|e| Said::Text(e.to_string()))?;
    Ok(Finding {
        job,
        progress,
        games,
    })
}

/// Starts finding puzzles in the listed file, on the cores the engine
/// service lends.
pub(super) fn start_finding(
    find: &mut FindSources,
    desk: &Desk,
    engine: Option<PathBuf>,
) -> Result<(), Said> {
    if find.finder.0.is_some() {
        return Ok(());
    }
    let file = match (&find.list.source, find.list.is_indexing()) {
        (Some(crate::desktop::source::GameSource::File(file)), false) => file.text.clone(),
        _ => return Err(Said::new("puzzle-no-file")),
    };
    let engine = engine.ok_or_else(crate::app::engines::no_engine_words)?;
    let store = desk.path.0.clone().ok_or_else(|| {
        Said::new("puzzle-store-failed").with("why", "no data folder is known here")
    })?;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get() as u32);
    let lease = find.desk.engines().lend(cores)?;
    let ask = FindAsk {
        file,
        games: find.list.len(),
        engine,
        store,
        lease,
    };
    find.finder.0 = Some(start(ask, &desk.place)?);
    Ok(())
}

/// A search's progress, and its end in words.
pub(super) fn follow_finding(
    mut finder: ResMut<Finder>,
    mut view: ResMut<PuzzleView>,
    mut jobs: ResMut<StoreJobs>,
    mut notice: ResMut<PanelNotice>,
    mut look: LookAgain,
) {
    let Some(f) = &finder.0 else {
        return;
    };
    let Some(result) = f.job.reports().next() else {
        view.finding = Some(f.counts());
        look.after(std::time::Duration::from_millis(250));
        return;
    };
    finder.0 = None;
    view.finding = None;
    look.now();
    match result {
        Ok((added, set)) => {
            notice.info(
                Said::new("puzzle-found")
                    .count("count", added)
                    .with("name", set),
            );
            jobs.ask(Ask::Refresh { now: unix_now() });
        }
        Err(why) => notice.error(Said::Text(why)),
    }
}
