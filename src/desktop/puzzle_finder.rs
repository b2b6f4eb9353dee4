//! Puzzles found in a PGN file's games with a UCI engine, on every core:
//! one engine process (one thread each) per core, each taking the next
//! game; the rules are the core's ([`crate::chess::puzzles::finder`]).

use std::{
    io::BufReader,
    path::{Path, PathBuf},
    sync::{
        Mutex,
        atomic::{AtomicBool, AtomicU64, Ordering},
        mpsc,
    },
    time::Duration,
};

use shakmaty::{Chess, Position};

use crate::chess::{
    eval::Eval,
    pgn::Games,
    puzzles::{
        TacticPuzzle,
        finder::{Analyst, Pair, puzzles_in},
    },
};
use crate::desktop::engine::{Answer, Engine, EngineOptions, Event, Limit, Search};

/// The longest one search may take before the engine counts as hung.
const SEARCH_TIMEOUT: Duration = Duration::from_secs(300);

/// An engine asked for two lines to a fixed depth, waiting on its answer.
pub struct EngineAnalyst {
    engine: Engine,
    depth: u32,
    next: u64,
    /// What went wrong, if the engine failed (it answers nothing more).
    pub fault: Option<crate::i18n::Said>,
}

impl EngineAnalyst {
    /// Starts `program` with one thread and waits for its handshake.
    pub fn start(program: &Path, depth: u32) -> Result<EngineAnalyst, crate::i18n::Said> {
        let options = EngineOptions {
            threads: 1,
            hash_mb: 32,
            quiet_lines: true,
            ..EngineOptions::default()
        };
        let (engine, _) = Engine::ready(program, options)?;
        Ok(EngineAnalyst {
            engine,
            depth,
            next: 0,
            fault: None,
        })
    }

    /// Ends the engine's process.
    pub fn quit(self) {
        self.engine.quit();
    }
}

impl Analyst for EngineAnalyst {
    fn pair(&mut self, position: &Chess) -> Option<Pair> {
        if self.fault.is_some() || position.is_game_over() {
            return None;
        }
        self.next += 1;
        let base = Search::new(
            position.clone(),
            Vec::new(),
            shakmaty::CastlingMode::Standard,
            Limit::Depth(self.depth),
        );
        self.engine.search(Search {
            id: self.next,
            lines: 2,
            ..base
        });
        let lines = match self
            .engine
            .wait_for(Answer::Done(self.next), SEARCH_TIMEOUT)
        {
            Ok(Event::Done { lines, .. }) => lines,
            Ok(_) => return None,
            Err(words) => {
                self.fault = Some(words);
                return None;
            }
        };
        let turn = position.turn();
        let of = |rank: usize| {
            let line = lines.get(rank)?;
            Some((*line.moves.first()?, Eval::from_mover(line.eval, turn)))
        };
        Some(Pair {
            best: of(0)?,
            second: of(1),
        })
    }
}

/// What a search of a file shares with whoever watches it.
#[derive(Debug, Default)]
pub struct FindProgress {
    /// Games searched.
    pub games: AtomicU64,
    /// Puzzles found.
    pub found: AtomicU64,
    /// Set to stop after the games under way.
    pub cancel: AtomicBool,
}

/// A puzzle found, with where it comes from.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    /// The game's number in the file, from 1.
    pub game: usize,
    /// The ply (from 1) of the opponent's mistake that sets it.
    pub ply: usize,
    /// The game's `Site` if it is a link, with `#ply`.
    pub link: String,
    /// The puzzle (its id: "game-ply").
    pub puzzle: TacticPuzzle,
}

/// How to search a file.
#[derive(Debug, Clone)]
pub struct FindJob {
    /// The PGN file.
    pub input: PathBuf,
    /// The engine program.
    pub engine: PathBuf,
    /// The depth of each search.
    pub depth: u32,
    /// Engines run side by side (the cores).
    pub workers: usize,
}

/// Searches every game of the file; the puzzles found, by game and ply.
/// An engine that fails ends its worker (said in `Err` if none is left
/// to finish).
pub fn find_in_file(job: &FindJob, progress: &FindProgress) -> Result<Vec<Found>, String> {
    let file = std::fs::File::open(&job.input)
        .map_err(|e| format!("could not read {}: {e}", job.input.display()))?;
    let games = Mutex::new(Games::new(BufReader::new(file)));
    let (sender, found) = mpsc::channel::<Found>();
    let mut faults = Vec::new();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..job.workers.max(1))
            .map(|_| {
                let sender = sender.clone();
                let games = &games;
                scope.spawn(move || work(job, games, &sender, progress))
            })
            .collect();
        drop(sender);
        for handle in handles {
            if let Ok(Err(fault)) = handle.join() {
                faults.push(fault);
            }
        }
    });
    let mut all: Vec<Found> = found.into_iter().collect();
    if all.is_empty() && faults.len() >= job.workers.max(1) {
        return Err(faults.remove(0));
    }
    all.sort_by_key(|f| (f.game, f.ply));
    Ok(all)
}

/// One worker: its engine, then games until none is left.
fn work(
    job: &FindJob,
    games: &Mutex<Games<BufReader<std::fs::File>>>,
    sender: &mpsc::Sender<Found>,
    progress: &FindProgress,
) -> Result<(), String> {
    let mut analyst = EngineAnalyst::start(&job.engine, job.depth).map_err(|e| e.english())?;
    loop {
        if progress.cancel.load(Ordering::Relaxed) {
            break;
        }
        let next = games.lock().unwrap_or_else(|p| p.into_inner()).next();
        let Some(game) = next else {
            break;
        };
        let start = game.game.initial_position().clone();
        let moves: Vec<_> = game.game.plies().iter().filter_map(|p| p.mv).collect();
        let site = game.tags.get("Site").unwrap_or("").to_owned();
        for puzzle in puzzles_in(&mut analyst, &start, &moves) {
            let ply = ply_of(&start, &moves, &puzzle);
            let link = if site.starts_with("http") {
                format!("{site}#{ply}")
            } else {
                String::new()
            };
            progress.found.fetch_add(1, Ordering::Relaxed);
            let puzzle = TacticPuzzle {
                id: format!("{}-{ply}", game.number),
                ..puzzle
            };
            let _ = sender.send(Found {
                game: game.number,
                ply,
                link,
                puzzle,
            });
        }
        progress.games.fetch_add(1, Ordering::Relaxed);
        if let Some(fault) = analyst.fault.take() {
            analyst.quit();
            return Err(fault.english());
        }
    }
    analyst.quit();
    Ok(())
}

/// The ply (from 1) of the puzzle's setting move in the game.
fn ply_of(start: &Chess, moves: &[shakmaty::Move], puzzle: &TacticPuzzle) -> usize {
    let mut at = start.clone();
    for (i, &m) in moves.iter().enumerate() {
        if at == puzzle.position && puzzle.moves.first() == Some(&m) {
            return i + 1;
        }
        at.play_unchecked(m);
    }
    0
}

/// Writes the puzzles found as lichess's CSV (the rating left empty), in
/// one atomic write.
pub fn write_found(output: &Path, found: &[Found]) -> std::io::Result<()> {
    use crate::chess::puzzles::lichess::{Row, Writer};
    let mut bytes = Vec::new();
    let mut writer = Writer::new(&mut bytes)?;
    for f in found {
        writer.write(&Row::of(&f.puzzle, &f.link))?;
    }
    writer.finish()?;
    crate::desktop::files::write_atomic(output, &bytes)
}
