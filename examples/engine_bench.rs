//! Times the engine as Rookery drives it: from asking for a position to
//! its first line (a fresh engine, and a new position while one searches),
//! and the game report of a game of a PGN file at a fixed depth on one
//! thread, to compare with python-chess driving the same engine
//! (`examples/engine_bench.py`, same game, depth and options).
//!
//! Then the report again as several engines (one per core, each on its
//! own positions) and as one engine with a thread per core.
//!
//! `cargo run --release --example engine_bench -- FILE.pgn [DEPTH] [ENGINE]`
//! (the first game of at least 80 plies; depth 14; stockfish found as the
//! app finds it).

use std::{path::PathBuf, time::Instant};

use rookery::chess::{eval::Eval, report::Searched};
use rookery::{
    chess::pgn::Games,
    desktop::{
        engine::{Engine, EngineOptions, Event, Limit, Search, find_engine},
        report::{Sweep, search_main_line_from},
    },
};
use shakmaty::{CastlingMode, Chess};

/// How soon the first line comes: from the start position, and for a
/// position of `game` asked while the engine searches.
fn first_lines(
    engine: &std::path::Path,
    options: &EngineOptions,
    game: &rookery::chess::pgn::PgnGame,
) {
    let started = Instant::now();
    let (live, name) = Engine::ready(engine, options.clone()).expect("the engine starts");
    println!(
        "{name}: handshake {:.1} ms",
        started.elapsed().as_secs_f64() * 1e3
    );
    let search = |id, moves: Vec<shakmaty::Move>| Search {
        id,
        lines: 3,
        ..Search::new(
            Chess::default(),
            moves,
            CastlingMode::Standard,
            Limit::Infinite,
        )
    };
    let first_line = |id| {
        let asked = Instant::now();
        loop {
            match live.next_event(std::time::Duration::from_secs(10)) {
                Some(Event::Lines { search, .. }) if search == id => {
                    break asked.elapsed().as_secs_f64() * 1e3;
                }
                Some(Event::Fault(words)) => panic!("{words}"),
                None => panic!("no line in 10 s"),
                _ => {}
            }
        }
    };
    live.search(search(1, Vec::new()));
    let fresh = first_line(1);
    std::thread::sleep(std::time::Duration::from_millis(500));
    let moves: Vec<_> = game
        .game
        .plies()
        .iter()
        .take(20)
        .filter_map(|p| p.mv)
        .collect();
    live.search(search(2, moves));
    let next = first_line(2);
    println!(
        "first line: {fresh:.1} ms from the start position, \
         {next:.1} ms for a new position while searching"
    );
    drop(live);
}

/// How a report's searches agree with one engine's (`one`): the same best
/// move, and the median gap of their evaluations.
fn agreement(one: &[Option<Searched>], searched: &[Option<Searched>]) -> String {
    let same = one
        .iter()
        .zip(searched)
        .filter(|(a, b): &(&Option<Searched>, &Option<Searched>)| {
            a.as_ref().map(|a| a.best.first()) == b.as_ref().map(|b| b.best.first())
        })
        .count();
    let gaps: Vec<i32> = one
        .iter()
        .zip(searched)
        .filter_map(|(a, b)| match (a.as_ref()?.eval, b.as_ref()?.eval) {
            (Eval::Cp(a), Eval::Cp(b)) => Some((a - b).abs()),
            _ => None,
        })
        .collect();
    let median = {
        let mut g = gaps.clone();
        g.sort_unstable();
        g.get(g.len() / 2).copied().unwrap_or(0)
    };
    format!(
        "; against one engine: the same best move in {same} of {}, \
         evaluations a median {median} cp apart",
        searched.len()
    )
}

fn main() {
    let mut args = std::env::args().skip(1);
    let file = PathBuf::from(args.next().expect("a PGN file"));
    let depth: u32 = args.next().map_or(14, |d| d.parse().expect("a depth"));
    let engine = args
        .next()
        .map(PathBuf::from)
        .or_else(find_engine)
        .expect("an engine");
    let options = EngineOptions {
        threads: 1,
        hash_mb: 16,
        ..EngineOptions::default()
    };
    let game = Games::new(std::io::BufReader::new(
        std::fs::File::open(&file).expect("the file"),
    ))
    .find(|g| g.error.is_none() && g.game.plies().len() >= 80)
    .expect("a game of 80 plies");
    first_lines(&engine, &options, &game);
    let plies = game.game.plies().len();
    // The report as one engine on one thread (python-chess's way), as
    // several engines each on their own positions, and as one engine
    // with several threads; the later ones' evaluations against the first.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut configurations = vec![(1, 1), (cores, 1), (1, cores as u32)];
    configurations.dedup();
    let mut first: Option<Vec<_>> = None;
    for (count, threads) in configurations {
        let options = EngineOptions {
            threads,
            ..options.clone()
        };
        let mut engines: Vec<_> = (0..count)
            .map(|_| {
                Engine::ready(&engine, options.clone())
                    .expect("the engine starts")
                    .0
            })
            .collect();
        let started = Instant::now();
        let (searched, fault) = search_main_line_from(
            &mut engines,
            Sweep {
                game: &game.game,
                limit: Limit::Depth(depth),
                known: &[],
            },
            |_, _| {},
            |_, _| {},
            || false,
        );
        assert!(fault.is_none(), "{fault:?}");
        let took = started.elapsed().as_secs_f64();
        let against = first
            .as_ref()
            .map_or(String::new(), |one| agreement(one, &searched));
        println!(
            "report: game {} ({plies} plies, {} positions) at depth {depth}, {count} \
             engine(s) of {threads} thread(s): {took:.2} s{against}",
            game.number,
            searched.len()
        );
        first.get_or_insert(searched);
    }
}
