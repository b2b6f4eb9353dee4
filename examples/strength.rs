//! Measures the computer's levels: each level plays its neighbours, level 1
//! a random mover, and every level the engine at `UCI_Elo` 1320, 1600 and
//! 2000, with fixed short think times, colours alternated and openings
//! varied (eight short openings, each played with both colours, besides the
//! levels' own variety). Prints each pairing's score, then each level's
//! rating estimated from the games (the `UCI_Elo` opponents anchored at
//! their ratings) beside the rating the level shows, and the issue's goals.
//!
//! ```text
//! cargo run --release --example strength -- [GAMES_PER_PAIRING] [MS] [ENGINE]
//! ```
//!
//! Defaults: 16 games a pairing, 50 ms a move, stockfish on PATH or in
//! /usr/games. Two pairings run at a time (one per core). Stockfish 15.1's
//! `UCI_Elo` starts at 1350: the "1320" opponent plays at 1350 there.

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    sync::{Arc, Mutex},
    time::Duration,
};

use rookery::{
    chess::opponent::{LEVELS, LevelSpec, Rolls, varies},
    desktop::{
        computer::{Think, move_from, search_for},
        engine::{Answer, Engine, EngineOptions, Event, Limit, Search},
    },
};
use shakmaty::{
    CastlingMode, Chess, Color, EnPassantMode, KnownOutcome, Move, Outcome, Position, san::San,
    zobrist::Zobrist64,
};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Player {
    Level(u8),
    Elo(u32),
    Random,
}

impl Player {
    fn name(self) -> String {
        match self {
            Player::Level(n) => format!("level {n}"),
            Player::Elo(e) => format!("UCI_Elo {e}"),
            Player::Random => "random".to_owned(),
        }
    }
}

const OPENINGS: [&str; 8] = [
    "e4 e5",
    "d4 d5",
    "e4 c5",
    "c4 e5",
    "e4 e6",
    "d4 Nf6 c4 e6",
    "Nf3 d5",
    "e4 c6",
];

struct Seat {
    player: Player,
    engine: Option<Engine>,
}

fn opening(line: &str) -> (Chess, Vec<Move>) {
    let mut position = Chess::default();
    let mut moves = Vec::new();
    for word in line.split_whitespace() {
        let m = word.parse::<San>().unwrap().to_move(&position).unwrap();
        position.play_unchecked(m);
        moves.push(m);
    }
    (position, moves)
}

fn choose(seat: &Seat, moves: &[Move], ms: u64, id: u64, rolls: &mut Rolls) -> Option<Move> {
    let start = Chess::default();
    let mut position = start.clone();
    for m in moves {
        position.play_unchecked(*m);
    }
    let legal = position.legal_moves();
    if legal.is_empty() {
        return None;
    }
    let engine = seat.engine.as_ref();
    match seat.player {
        Player::Random => Some(legal[(rolls.roll() * legal.len() as f64) as usize % legal.len()]),
        Player::Elo(elo) => {
            let search = Search {
                id,
                elo: Some(elo),
                ..Search::new(
                    start,
                    moves.to_vec(),
                    CastlingMode::Standard,
                    Limit::MoveTime(ms),
                )
            };
            let engine = engine?;
            engine.search(search);
            match engine
                .wait_for(Answer::Done(id), Duration::from_secs(60))
                .ok()?
            {
                Event::Done { best, .. } => best,
                _ => None,
            }
        }
        Player::Level(n) => {
            let level: &LevelSpec = &LEVELS[usize::from(n) - 1];
            let think = Think::For(Duration::from_millis(if level.depth().is_some() {
                ms * 4
            } else {
                ms
            }));
            let search = Search {
                id,
                ..search_for(level, &start, moves, CastlingMode::Standard, think, true)
            };
            let engine = engine?;
            engine.search(search.clone());
            let done = engine
                .wait_for(Answer::Done(id), Duration::from_secs(60))
                .ok()?;
            move_from(
                level,
                &search,
                &done,
                varies(moves.len(), true),
                rolls.roll(),
            )
        }
    }
}

/// One game: White's score (1, ½, 0).
fn play(white: &Seat, black: &Seat, line: &str, ms: u64, rolls: &mut Rolls) -> f64 {
    let (mut position, mut moves) = opening(line);
    let mut seen: HashMap<u64, u32> = HashMap::new();
    let mut id = 0;
    loop {
        if let Outcome::Known(outcome) = position.outcome() {
            return match outcome {
                KnownOutcome::Decisive { winner } => {
                    if winner == Color::White {
                        1.0
                    } else {
                        0.0
                    }
                }
                KnownOutcome::Draw => 0.5,
            };
        }
        if position.is_insufficient_material() || position.halfmoves() >= 100 || moves.len() >= 400
        {
            return 0.5;
        }
        let key: Zobrist64 = position.zobrist_hash(EnPassantMode::Legal);
        let count = seen.entry(key.0).or_default();
        *count += 1;
        if *count >= 3 {
            return 0.5;
        }
        id += 1;
        let seat = if position.turn() == Color::White {
            white
        } else {
            black
        };
        let Some(m) = choose(seat, &moves, ms, id, rolls) else {
            // The engine failed: the game counts for the other side.
            return if position.turn() == Color::White {
                0.0
            } else {
                1.0
            };
        };
        position.play_unchecked(m);
        moves.push(m);
    }
}

fn seat(player: Player, program: &Path) -> Seat {
    let engine = match player {
        Player::Random => None,
        _ => Some(
            Engine::ready(
                program,
                EngineOptions {
                    threads: 1,
                    hash_mb: 16,
                    ..EngineOptions::default()
                },
            )
            .expect("the engine starts")
            .0,
        ),
    };
    Seat { player, engine }
}

/// The first player's score over `games` games.
fn pairing(a: Player, b: Player, games: usize, ms: u64, program: &Path) -> f64 {
    let (sa, sb) = (seat(a, program), seat(b, program));
    let mut rolls = Rolls::new();
    let mut score = 0.0;
    for g in 0..games {
        let line = OPENINGS[(g / 2) % OPENINGS.len()];
        score += if g % 2 == 0 {
            play(&sa, &sb, line, ms, &mut rolls)
        } else {
            1.0 - play(&sb, &sa, line, ms, &mut rolls)
        };
    }
    for s in [sa, sb] {
        if let Some(e) = s.engine {
            e.quit();
        }
    }
    score
}

fn expected(ra: f64, rb: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((rb - ra) / 400.0))
}

/// Plays every pairing's games on two threads: each pairing's score.
fn play_all(
    pairings: &[(Player, Player)],
    games: usize,
    ms: u64,
    program: &std::path::Path,
) -> Vec<(Player, Player, f64)> {
    let queue = Arc::new(Mutex::new(pairings.to_vec()));
    let results = Arc::new(Mutex::new(Vec::new()));
    let workers: Vec<_> = (0..2)
        .map(|_| {
            let (queue, results, program) = (queue.clone(), results.clone(), program.to_path_buf());
            std::thread::spawn(move || {
                loop {
                    let Some((a, b)) = queue.lock().unwrap().pop() else {
                        return;
                    };
                    let score = pairing(a, b, games, ms, &program);
                    println!(
                        "{:>12} vs {:<12} {:>5.1}/{games} ({:>3.0} %)",
                        a.name(),
                        b.name(),
                        score,
                        100.0 * score / games as f64
                    );
                    results.lock().unwrap().push((a, b, score));
                }
            })
        })
        .collect();
    for w in workers {
        w.join().unwrap();
    }
    results.lock().unwrap().clone()
}

/// Ratings: the anchors fixed, each level's by Newton steps on the
/// likelihood (one virtual draw against each opponent keeps a clean sweep
/// finite).
fn ratings(
    results: &[(Player, Player, f64)],
    games: usize,
    anchors: [u32; 3],
) -> HashMap<Player, f64> {
    let mut rating: HashMap<Player, f64> = HashMap::new();
    for elo in anchors {
        rating.insert(Player::Elo(elo), f64::from(elo));
    }
    for spec in LEVELS {
        rating.insert(Player::Level(spec.number), f64::from(spec.rating));
    }
    for _ in 0..200 {
        for spec in LEVELS {
            let me = Player::Level(spec.number);
            let (mut score, mut expect, mut slope) = (0.0, 0.0, 0.0);
            for &(a, b, s) in results {
                let (other, mine) = if a == me {
                    (b, s)
                } else if b == me {
                    (a, games as f64 - s)
                } else {
                    continue;
                };
                let Some(&r_other) = rating.get(&other) else {
                    continue;
                };
                let n = games as f64 + 1.0;
                let e = expected(rating[&me], r_other);
                score += mine + 0.5;
                expect += n * e;
                slope += n * e * (1.0 - e) * 10f64.ln() / 400.0;
            }
            if slope > 0.0 {
                let step = ((score - expect) / slope).clamp(-200.0, 200.0);
                *rating.get_mut(&me).unwrap() += step;
            }
        }
    }
    rating
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(16);
    let ms: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(50);
    let program = args
        .get(2)
        .map(PathBuf::from)
        .or_else(rookery::desktop::engine::find_engine)
        .expect("no engine: install stockfish or name one");
    let anchors = [1320u32, 1600, 2000];
    let mut pairings: Vec<(Player, Player)> = Vec::new();
    pairings.push((Player::Level(1), Player::Random));
    for n in 1..10u8 {
        pairings.push((Player::Level(n + 1), Player::Level(n)));
    }
    for n in 1..=10u8 {
        for elo in anchors {
            pairings.push((Player::Level(n), Player::Elo(elo)));
        }
    }
    println!(
        "{} pairings, {games} games each, {ms} ms a move, engine {}",
        pairings.len(),
        program.display()
    );
    let results = play_all(&pairings, games, ms, &program);
    // Ratings: the anchors fixed, each level's by Newton steps on the
    // likelihood (one virtual draw against each opponent keeps a clean
    // sweep finite).
    let rating = ratings(&results, games, anchors);
    println!();
    println!("| level | shown | measured |");
    println!("| --- | --- | --- |");
    for spec in LEVELS {
        println!(
            "| {} | {} | {:.0} |",
            spec.number,
            spec.rating,
            rating[&Player::Level(spec.number)]
        );
    }
    let score_of = |a: Player, b: Player| {
        results
            .iter()
            .find(|r| r.0 == a && r.1 == b)
            .map(|r| r.2 / games as f64)
    };
    println!();
    for n in 1..10u8 {
        let s = score_of(Player::Level(n + 1), Player::Level(n)).unwrap_or(0.0);
        println!(
            "level {} against level {n}: {:.0} % (goal at least 60 %)",
            n + 1,
            100.0 * s
        );
    }
    if let Some(s) = score_of(Player::Level(1), Player::Random) {
        println!(
            "level 1 against a random mover: {:.0} % (goal at least 95 %)",
            100.0 * s
        );
    }
    if let Some(s) = score_of(Player::Level(1), Player::Elo(1320)) {
        println!(
            "level 1 against UCI_Elo 1320: {:.0} % (goal at most 15 %)",
            100.0 * s
        );
    }
}
