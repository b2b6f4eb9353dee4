//! The game report's searches: an engine run over every position of a
//! main line to a fixed depth, one after another, on the caller's thread
//! (a background job in the app, the terminal for `--annotate`); and
//! `rookery --annotate IN.pgn --depth N --output OUT.pgn`, which writes a
//! whole file's games with their reports.

use crate::i18n::Said;
use std::{
    io::Write,
    path::{Path, PathBuf},
    sync::{
        atomic::{AtomicBool, AtomicUsize, Ordering},
        mpsc,
    },
    time::Duration,
};

use shakmaty::Position;

use crate::{
    chess::{
        game::Game,
        pgn::{Games, write_game},
        report::{self, Searched, main_line_positions, settled},
    },
    desktop::engine::{Answer, Engine, EngineOptions, Event, Limit, Search},
};

/// How long one position's search may take before the engine counts as
/// hung (a depth the engine never reaches, or an engine that stopped
/// answering).
pub const SEARCH_TIMEOUT: Duration = Duration::from_secs(120);

/// Searches every position of `game`'s main line with `engine` to `limit`:
/// `searched[i]` the position after `i` moves (`None` for a finished
/// position, which needs no search). `progress(done, total)` after each;
/// `cancelled()` stops between positions. On a fault, what was searched
/// so far comes back with it.
pub fn search_main_line(
    engine: &mut Engine,
    game: &Game,
    limit: Limit,
    progress: impl FnMut(usize, usize),
    cancelled: impl Fn() -> bool + Sync,
) -> (Vec<Option<Searched>>, Option<Said>) {
    let engines = std::slice::from_mut(engine);
    let sweep = Sweep {
        game,
        limit,
        known: &[],
    };
    search_main_line_from(engines, sweep, |_, _| {}, progress, cancelled)
}

/// What [`search_main_line_from`] goes over: a game's main line, each
/// position searched to `limit`, from what `known` already holds.
#[derive(Debug, Clone, Copy)]
pub struct Sweep<'a> {
    /// The game.
    pub game: &'a Game,
    /// How far each position is searched.
    pub limit: Limit,
    /// The searches of the first positions made before.
    pub known: &'a [Option<Searched>],
}

/// [`search_main_line`] on several engines, each a thread of its own that
/// takes the next position not yet taken, going on from `known`, the
/// searches of the first positions made before (a report a kill stopped:
/// taken as they are, not searched again). `found(i, search)` and
/// `progress` come in the positions' order, each search as soon as those
/// before it are in (the app keeps them on disk as they come). Each engine
/// searches every position it takes to `limit`, as one engine alone
/// would.
pub fn search_main_line_from(
    engines: &mut [Engine],
    sweep: Sweep<'_>,
    mut found: impl FnMut(usize, Option<&Searched>),
    mut progress: impl FnMut(usize, usize),
    cancelled: impl Fn() -> bool + Sync,
) -> (Vec<Option<Searched>>, Option<Said>) {
    let Sweep { game, limit, known } = sweep;
    let positions = main_line_positions(game);
    let total = positions.len();
    let mut searched: Vec<Option<Searched>> = known.iter().take(total).cloned().collect();
    if !searched.is_empty() {
        progress(searched.len(), total);
    }
    let moves: Vec<_> = game.plies().iter().map_while(|p| p.mv).collect();
    // A null move in the main line cannot be sent as UCI: the report stops
    // before it.
    let end = total.min(moves.len() + 1);
    let next = AtomicUsize::new(searched.len());
    let stop = AtomicBool::new(false);
    let mut fault = None;
    std::thread::scope(|scope| {
        let (send, receive) = mpsc::channel();
        for engine in engines.iter_mut() {
            let send = send.clone();
            let (next, stop, positions, moves, cancelled) =
                (&next, &stop, &positions, &moves, &cancelled);
            scope.spawn(move || {
                let engine: &Engine = engine;
                let mut first = true;
                while !stop.load(Ordering::Relaxed) && !cancelled() {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= end {
                        break;
                    }
                    let at = Sweep {
                        game,
                        limit,
                        known: &[],
                    };
                    let result =
                        search_position(engine, at, &positions[i], &moves[..i], &mut first);
                    let failed = result.is_err();
                    if send.send((i, result)).is_err() || failed {
                        break;
                    }
                }
            });
        }
        drop(send);
        // Each search waits for those before it.
        let mut waiting = std::collections::BTreeMap::new();
        for (i, result) in receive {
            waiting.insert(i, result);
            while fault.is_none()
                && let Some(result) = waiting.remove(&searched.len())
            {
                match result {
                    Ok(new) => {
                        found(searched.len(), new.as_ref());
                        searched.push(new);
                        progress(searched.len(), total);
                    }
                    Err(words) => {
                        fault = Some(words);
                        stop.store(true, Ordering::Relaxed);
                    }
                }
            }
        }
    });
    (searched, fault)
}

/// Searches one position of a sweep's main line (reached by `moves`), the
/// first of an engine's as a new game; none when the game is over there.
fn search_position(
    engine: &Engine,
    sweep: Sweep<'_>,
    position: &shakmaty::Chess,
    moves: &[shakmaty::Move],
    first: &mut bool,
) -> Result<Option<Searched>, Said> {
    if settled(position).is_some() || position.legal_moves().is_empty() {
        return Ok(None);
    }
    let id = moves.len() as u64;
    let game = sweep.game;
    engine.search(Search {
        id,
        new_game: std::mem::take(first),
        ..Search::new(
            game.initial_position().clone(),
            moves.to_vec(),
            game.castling_mode(),
            sweep.limit,
        )
    });
    wait_done(engine, id)
}

/// Marks each searched position of the main line the endgame tables
/// cover with its exact worth, which then judges the moves between two
/// such positions instead of the engine's scores ([`report::notes`]).
pub fn judge_by_tables(
    tables: &crate::desktop::tablebase::Tables,
    game: &Game,
    searched: &mut [Option<Searched>],
) {
    use crate::{chess::report::Exact, desktop::tablebase::Outcome};
    for (position, found) in main_line_positions(game).iter().zip(searched.iter_mut()) {
        let Some(found) = found else {
            continue;
        };
        found.exact = tables.outcome(position).map(|outcome| {
            let mover_wins = match outcome {
                Outcome::Win => Some(true),
                Outcome::Loss => Some(false),
                Outcome::CursedWin | Outcome::Draw | Outcome::BlessedLoss => None,
            };
            match mover_wins.map(|wins| wins == (position.turn() == shakmaty::Color::White)) {
                Some(true) => Exact::WhiteWins,
                Some(false) => Exact::BlackWins,
                None => Exact::Draw,
            }
        });
    }
}

/// The end of search `id`: its best line.
fn wait_done(engine: &Engine, id: u64) -> Result<Option<Searched>, Said> {
    match engine.wait_for(Answer::Done(id), SEARCH_TIMEOUT)? {
        Event::Done { lines, .. } => Ok(lines.into_iter().next().map(|best| Searched {
            eval: best.eval,
            best: best.moves,
            exact: None,
        })),
        _ => Ok(None),
    }
}

/// How many engines a report runs at most.
const MAX_REPORT_ENGINES: usize = 16;

/// Starts the engines a report runs, one per core: each searches with one
/// thread and its share of the hash (at least 16 MB). At a fixed depth,
/// engines each on their own positions go faster than one engine with a
/// thread per core, whose threads share each search (measured in
/// docs/performance.md). An engine that fails to start after the first
/// is done without; the first's failure is the answer.
pub fn ready_engines(
    path: &Path,
    options: &EngineOptions,
    cores: usize,
) -> Result<(Vec<Engine>, String), Said> {
    let count = cores.clamp(1, MAX_REPORT_ENGINES);
    let each = EngineOptions {
        threads: 1,
        hash_mb: (options.hash_mb / count as u32)
            .max(16)
            .min(options.hash_mb.max(1)),
        ..options.clone()
    };
    let (first, name) = Engine::ready(path, each.clone())?;
    let mut engines = vec![first];
    engines
        .extend((1..count).filter_map(|_| Engine::ready(path, each.clone()).ok().map(|(e, _)| e)));
    Ok((engines, name))
}

/// What `--annotate` was asked to do.
#[derive(Debug, Clone)]
pub struct Annotate {
    /// The file read.
    pub input: PathBuf,
    /// The file written.
    pub output: PathBuf,
    /// The depth of each search.
    pub depth: u32,
    /// Whether `output` may be `input` (`--replace`): the file annotated in
    /// place.
    pub replace: bool,
    /// The engine.
    pub engine: PathBuf,
    /// Its options.
    pub options: EngineOptions,
}

/// The searches of one game of `--annotate`, its progress told in `log`.
fn annotate_game(
    engines: &mut [Engine],
    game: &Game,
    number: usize,
    depth: u32,
    log: &mut dyn Write,
    progress: Progress,
) -> (Vec<Option<Searched>>, Option<Said>) {
    let mut positions = 0;
    let sweep = Sweep {
        game,
        limit: Limit::Depth(depth),
        known: &[],
    };
    let searched = search_main_line_from(
        engines,
        sweep,
        |_, _| {},
        |done, total| {
            positions = total;
            if progress == Progress::Live {
                let _ = write!(log, "\rrookery: game {number} position {done}/{total}");
            }
        },
        || false,
    );
    let _ = match progress {
        Progress::Live => writeln!(log),
        Progress::Lines => writeln!(
            log,
            "rookery: game {number}: {} of {positions} positions searched",
            searched.0.len(),
        ),
    };
    searched
}

/// How `--annotate` tells its progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress {
    /// A terminal: one line per game, rewritten (`\r`) position by
    /// position.
    Live,
    /// A file or a pipe: one line per game, written when the game is done.
    Lines,
}

/// Checks what `--annotate` was given before any engine starts: the input
/// is a readable file holding PGN, the output is not a folder and its
/// folder exists and takes a new file, and it is not the input unless
/// `replace` says it may be. The problem, in one line naming the file or
/// folder.
pub fn check_annotate(input: &Path, output: &Path, replace: bool) -> Result<(), String> {
    use std::io::Read;
    let shown = |p: &Path| crate::desktop::files::display_path(p);
    if input.is_dir() {
        return Err(format!("{} is a folder, not a PGN file", shown(input)));
    }
    let mut start = Vec::new();
    std::fs::File::open(input)
        .and_then(|f| {
            f.take(crate::chess::pgn::SNIFF_BYTES as u64)
                .read_to_end(&mut start)
        })
        .map_err(|e| format!("could not read {}: {e}", shown(input)))?;
    if start.trim_ascii().is_empty() {
        return Err(format!("{} is empty: it holds no games", shown(input)));
    }
    if !crate::chess::pgn::looks_like_pgn(&start) {
        return Err(format!("{} is not a PGN file", shown(input)));
    }
    if output.is_dir() {
        return Err(format!(
            "--output {} is a folder: name the file to write",
            shown(output)
        ));
    }
    // The same file by any name (a symbolic link, `./`): the games read
    // would be replaced by their annotated copies, the originals lost.
    let same = match (input.canonicalize(), output.canonicalize()) {
        (Ok(read), Ok(written)) => read == written,
        _ => false,
    };
    if same && !replace {
        return Err(format!(
            "--output {} is the file --annotate reads: name another file, \
             or add --replace to write the annotated games over it",
            shown(output)
        ));
    }
    let folder = match output.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    tempfile::Builder::new()
        .prefix(".rookery-")
        .tempfile_in(folder)
        .map(drop)
        .map_err(|e| crate::desktop::files::write_error_words(output, &e).english())
}

/// Annotates every game of a file; progress and each game's problem go to
/// `log`. The games are written whatever happened to any one of them (a
/// game the reader stopped in keeps the part read, and says so), one blank
/// line apart. Every engine started is ended, and waited for, before this
/// returns.
pub fn annotate_file(
    job: &Annotate,
    log: &mut dyn Write,
    progress: Progress,
) -> Result<usize, String> {
    check_annotate(&job.input, &job.output, job.replace)?;
    let file = std::fs::File::open(&job.input)
        .map_err(|e| format!("Could not read {}: {e}", job.input.display()))?;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let start = || ready_engines(&job.engine, &job.options, cores);
    let (running, name) = start().map_err(|e| e.english())?;
    // The tables the engine is given judge the positions they cover.
    let tables = crate::desktop::tablebase::Tables::open(&job.options.syzygy).ok();
    let _ = writeln!(
        log,
        "rookery: annotating with {name} at depth {}",
        job.depth
    );
    let mut engines = Some(running);
    let mut out = String::new();
    let mut count = 0;
    for mut read in Games::new(std::io::BufReader::new(file)) {
        count += 1;
        if let Some(error) = &read.error {
            let _ = writeln!(
                log,
                "rookery: game {}: {error}; the {} moves before it are annotated",
                read.number,
                read.game.plies().len()
            );
        }
        // Engines that failed on a game are started again for the next.
        if engines.is_none() {
            engines = start().ok().map(|(e, _)| e);
        }
        if let Some(running) = &mut engines
            && !read.game.plies().is_empty()
        {
            let (mut searched, fault) =
                annotate_game(running, &read.game, read.number, job.depth, log, progress);
            if let Some(fault) = fault {
                let _ = writeln!(
                    log,
                    "rookery: game {}: {fault} The {} positions searched are written.",
                    read.number,
                    searched.len()
                );
                // The others are started again with the one that failed.
                engines = None;
            }
            if let Some(tables) = &tables {
                judge_by_tables(tables, &read.game, &mut searched);
            }
            if let Err(e) = report::write(&mut read.game, &searched) {
                let _ = writeln!(log, "rookery: game {}: {e}", read.number);
            }
        } else if engines.is_none() {
            let _ = writeln!(
                log,
                "rookery: game {}: written as read (no engine)",
                read.number
            );
        }
        if !out.is_empty() {
            out.push('\n');
        }
        write_game(&mut out, &read.tags, &read.game);
    }
    for engine in engines.into_iter().flatten() {
        engine.quit();
    }
    crate::desktop::files::write_atomic(&job.output, out.as_bytes())
        .map_err(|e| crate::desktop::files::write_error_words(&job.output, &e).english())?;
    Ok(count)
}
