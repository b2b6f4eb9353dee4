//! The puzzle store seen from the window: each question is a job on a
//! thread of its own that opens the store, asks and answers, so no frame
//! waits on the disk (in headless tests the job runs inline). One job at
//! a time; later questions wait their turn in order.

use std::{collections::VecDeque, path::PathBuf, sync::Arc};

use bevy::prelude::*;

use crate::{
    chess::puzzles::{
        glicko::Rating,
        schedule::{Cycle, Difficulty, streak_target},
    },
    desktop::{
        job::Job,
        puzzle_store::{Attempt, Dashboard, ImportReport, Progress, PuzzleStore, Stored},
    },
};

/// Where the puzzle store is (none: puzzles are off, as in headless tests
/// that give none).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct PuzzleStorePath(pub Option<PathBuf>);

/// How puzzles are chosen.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub enum TrainMode {
    /// Near the player's rating, which each puzzle moves.
    #[default]
    Rated,
    /// Each a little harder; one mistake ends it.
    Streak,
    /// Failed puzzles that are due again.
    Review,
    /// A set's puzzles in order, in timed cycles (Woodpecker).
    Set(String),
}

/// A question for the store.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Ask {
    /// The rating, best streak, sources and due count.
    Refresh { now: i64 },
    /// The next puzzle.
    Next {
        mode: TrainMode,
        difficulty: Difficulty,
        theme: Option<String>,
        rating: Rating,
        streak: u32,
        /// Added to the target rating, so the same rating does not always
        /// give the same puzzle.
        jitter: i32,
        now: i64,
    },
    /// An attempt, with the set's cycle step if it was a set's.
    Record {
        attempt: Attempt,
        set: Option<(String, usize)>,
    },
    /// A streak's length, kept if best.
    StreakEnded(u32),
    /// The dashboard's figures.
    Dashboard,
}

/// The store's answer.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Answer {
    Refreshed {
        rating: Rating,
        best_streak: u32,
        sources: Vec<(String, u64)>,
        openings: Vec<String>,
        due: u64,
    },
    /// The next puzzle (none fits), with the set's place and cycle.
    Puzzle(Option<Box<Stored>>, Option<(usize, usize, Cycle)>),
    /// The rating after an attempt, and the set's cycle after it.
    Recorded(Rating, Option<Cycle>),
    Best(u32),
    Dashboard(Box<Dashboard>),
    /// The store failed, in words.
    Failed(String),
}

/// An import under way: its job, what it shares, its file's name and
/// size.
pub(super) struct Import {
    pub(super) job: Job<Result<ImportReport, String>>,
    pub(super) progress: Arc<Progress>,
    pub(super) name: String,
    pub(super) total: u64,
}

impl Import {
    /// How far it is, 0 to 1 (by the file's bytes read).
    pub(super) fn share(&self) -> f32 {
        let read = self
            .progress
            .bytes
            .load(std::sync::atomic::Ordering::Relaxed);
        (read as f32 / self.total.max(1) as f32).min(1.0)
    }
}

/// The store's jobs: the one running and those waiting.
#[derive(Resource, Default)]
pub(super) struct StoreJobs {
    running: Option<Job<Answer>>,
    waiting: VecDeque<Ask>,
    /// An import under way, and what it shares.
    pub(super) import: Option<Import>,
}

impl StoreJobs {
    pub(super) fn ask(&mut self, ask: Ask) {
        self.waiting.push_back(ask);
    }

    /// Whether a question is waiting or being answered.
    pub(super) fn busy(&self) -> bool {
        self.running.is_some() || !self.waiting.is_empty()
    }

    /// Starts the next question if none runs; the answers come so far.
    pub(super) fn step(
        &mut self,
        path: &PuzzleStorePath,
        place: &crate::app::files::JobPlace,
    ) -> Vec<Answer> {
        let mut answers = Vec::new();
        loop {
            if let Some(job) = &self.running {
                answers.extend(job.reports());
                if !job.is_done() {
                    return answers;
                }
                self.running = None;
            }
            let Some(ask) = self.waiting.pop_front() else {
                return answers;
            };
            let Some(path) = path.0.clone() else {
                answers.push(Answer::Failed("no data folder is known here".into()));
                continue;
            };
            let work = place
                .waker()
                .after(move |worker: crate::desktop::job::Worker<Answer>| {
                    worker.send(answer(&path, ask));
                });
            match Job::start(place.inline(), "rookery puzzles", 0, work) {
                Ok(job) => self.running = Some(job),
                Err(e) => answers.push(Answer::Failed(e.to_string())),
            }
        }
    }
}

/// Answers one question, opening the store for it.
fn answer(path: &std::path::Path, ask: Ask) -> Answer {
    let mut store = match PuzzleStore::open(path) {
        Ok(store) => store,
        Err(e) => return Answer::Failed(format!("{}: {e}", path.display())),
    };
    asked(&mut store, ask).unwrap_or_else(|e| Answer::Failed(e.to_string()))
}

fn asked(
    store: &mut PuzzleStore,
    ask: Ask,
) -> Result<Answer, crate::desktop::puzzle_store::StoreError> {
    Ok(match ask {
        Ask::Refresh { now } => Answer::Refreshed {
            rating: store.rating()?,
            best_streak: store.best_streak()?,
            sources: store.sources()?,
            openings: store.openings()?,
            due: store.due_count(now)?,
        },
        Ask::Next {
            mode,
            difficulty,
            theme,
            rating,
            streak,
            jitter,
            now,
        } => match mode {
            TrainMode::Rated => {
                let target = difficulty.target(rating.rating) + jitter;
                Answer::Puzzle(
                    store
                        .next_by_rating(target, theme.as_deref(), now)?
                        .map(Box::new),
                    None,
                )
            }
            TrainMode::Streak => {
                let target = streak_target(streak) + jitter;
                Answer::Puzzle(store.next_by_rating(target, None, now)?.map(Box::new), None)
            }
            TrainMode::Review => Answer::Puzzle(store.due(now)?.map(Box::new), None),
            TrainMode::Set(source) => {
                let keys = store.keys_of(&source)?;
                let (cycle, next) = store.cycle_under_way(&source, now)?;
                let found = match keys.get(next) {
                    Some(&key) => store.puzzle(key)?.map(Box::new),
                    None => None,
                };
                Answer::Puzzle(found, Some((next, keys.len(), cycle)))
            }
        },
        Ask::Record { attempt, set } => {
            let rating = store.record(attempt)?;
            let cycle = match set {
                Some((source, of)) => {
                    Some(store.cycle_step(&source, attempt.solved, of, attempt.at)?)
                }
                None => None,
            };
            Answer::Recorded(rating, cycle)
        }
        Ask::StreakEnded(length) => Answer::Best(store.streak_ended(length)?),
        Ask::Dashboard => Answer::Dashboard(Box::new(store.dashboard()?)),
    })
}

/// Starts importing `file` into the store.
pub(super) fn start_import(
    jobs: &mut StoreJobs,
    path: &PuzzleStorePath,
    place: &crate::app::files::JobPlace,
    file: PathBuf,
) -> Result<(), String> {
    let store = path.0.clone().ok_or("no data folder is known here")?;
    let progress = Arc::new(Progress::default());
    let shared = progress.clone();
    let name = file.file_name().map_or_else(
        || file.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let total = std::fs::metadata(&file).map_or(0, |m| m.len());
    let work = place.waker().after(
        move |worker: crate::desktop::job::Worker<Result<ImportReport, String>>| {
            let result = PuzzleStore::open(&store)
                .map_err(|e| format!("{}: {e}", store.display()))
                .and_then(|mut s| s.import_file(&file, &shared));
            worker.send(result);
        },
    );
    let job = Job::start(place.inline(), "rookery puzzle import", total, work)
        .map_err(|e| e.to_string())?;
    jobs.import = Some(Import {
        job,
        progress,
        name,
        total,
    });
    Ok(())
}
