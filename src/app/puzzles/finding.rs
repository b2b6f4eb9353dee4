//! Puzzles found in the listed file's games, in the window: the engines
//! borrow every free core from the engine service ([`Engines::lend`]),
//! each game is searched by lichess-puzzler's rules
//! ([`crate::desktop::puzzle_finder`]), and what is found becomes a set in
//! the store ("Found in NAME"). Its progress shows with Cancel; the cores
//! come back when it ends.

use std::{path::PathBuf, sync::Arc};

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
