//! Times the analysis board's edits on a big annotated game: 300 plies in
//! the main line, 2,000 moves in variations, 500 comments. Every edit and
//! every undo must stay under a millisecond.
//!
//! `cargo run --release --example edit_bench [FILE.pgn]` prints, per
//! operation, how many were made and the mean and worst time of the edit
//! and of its undo; with a file name it also writes the game there (for
//! timing the panel on it: `ROOKERY_PANEL_TIMES=1 rookery FILE.pgn`).

use std::time::{Duration, Instant};

use rookery::chess::game::{Brush, Edit, Game, GameError, Shape, ViewCursor};
use shakmaty::{Position, Square};

/// A small random generator (xorshift), so runs are repeatable.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// A main line of `plies` random moves that never ends the game early.
fn main_line(rng: &mut Rng, plies: usize) -> Game {
    'again: loop {
        let mut game = Game::new().into_record();
        for _ in 0..plies {
            let moves: Vec<_> = game
                .position()
                .legal_moves()
                .into_iter()
                .filter(|&m| {
                    let mut after = game.position().clone();
                    after.play_unchecked(m);
                    !after.is_game_over() && !after.is_insufficient_material()
                })
                .collect();
            if moves.is_empty() {
                continue 'again;
            }
            game.play(moves[rng.below(moves.len())]).unwrap();
        }
        return game;
    }
}

/// Views a random position of the main line, then walks `walk` random moves
/// from it (adding them as variations where they are new).
fn wander(game: &mut Game, rng: &mut Rng, walk: usize) -> Vec<Edit> {
    let len = game.ply_count();
    game.set_view_cursor(ViewCursor::at(rng.below(len), len))
        .unwrap();
    let mut edits = Vec::new();
    for _ in 0..walk {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        if let Some(edit) = game.play_in_record(moves[rng.below(moves.len())]).unwrap() {
            edits.push(edit);
        }
    }
    edits
}

/// A cursor somewhere in the tree: a main-line move, or (half the time)
/// a move some way into one of the variations there.
fn somewhere(game: &mut Game, rng: &mut Rng) -> ViewCursor {
    let len = game.ply_count();
    let k = rng.below(len);
    if rng.below(2) == 0 {
        let into = ViewCursor::at(k, len).into_variation(k, rng.below(3));
        if game.set_view_cursor(into).is_ok() {
            for _ in 0..rng.below(6) {
                game.view_forward();
            }
            return game.view_cursor().clone();
        }
    }
    game.set_view_cursor(ViewCursor::at(k + 1, len)).unwrap();
    game.view_cursor().clone()
}

#[derive(Default)]
struct Timing {
    count: u32,
    edit_total: Duration,
    edit_worst: Duration,
    undo_total: Duration,
    undo_worst: Duration,
}

/// A game of 300 main-line plies, 2,000 moves in variations and 500
/// comments, drawn with `rng`.
fn big_game(rng: &mut Rng) -> Game {
    let mut game = main_line(rng, 300);
    let mut variation_moves = 0;
    while variation_moves < 2_000 {
        variation_moves += wander(&mut game, rng, 12).len();
    }
    let mut comments = 0;
    while comments < 500 {
        let at = somewhere(&mut game, rng);
        if let Ok(Some(_)) =
            game.set_comment(&at, &format!("A note, number {comments}, on this move"))
        {
            comments += 1;
        }
    }
    println!(
        "game: {} main-line plies, {variation_moves} moves added in variations, \
         {comments} comments",
        game.ply_count()
    );
    game
}

fn main() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let mut game = big_game(&mut rng);
    // Written out for the app's own measure (the panel's time per frame).
    if let Some(path) = std::env::args().nth(1) {
        let text = rookery::chess::pgn::to_pgn(&rookery::chess::pgn::Tags::default(), &game);
        std::fs::write(&path, text).expect("the game is written");
        println!("written to {path}");
    }
    let ops: [(
        &str,
        fn(&mut Game, &ViewCursor, &mut Rng) -> Result<Edit, GameError>,
    ); 8] = [
        ("add a move", |g, _, rng| {
            let moves = g.legal_moves();
            g.play_in_record(moves[rng.below(moves.len())])?
                .ok_or(GameError::NothingToUndo)
        }),
        ("promote variation", |g, at, _| g.promote_variation(at)),
        ("make main line", |g, at, _| g.make_main_line(at)),
        ("delete from here", |g, at, _| g.delete_from(at)),
        ("delete variation", |g, at, _| g.delete_variation(at)),
        ("comment", |g, at, rng| {
            g.set_comment(at, &format!("Edited {}", rng.below(1000)))?
                .ok_or(GameError::NothingToUndo)
        }),
        ("glyph", |g, at, rng| {
            g.toggle_glyph(at, [1, 2, 16, 146][rng.below(4)])
        }),
        ("arrow", |g, at, rng| {
            g.toggle_shape(
                at,
                Shape::Arrow {
                    from: Square::new(rng.below(64) as u32),
                    to: Square::new(rng.below(64) as u32),
                    brush: Brush::Green,
                },
            )
        }),
    ];
    let mut worst = Duration::ZERO;
    for (name, op) in ops {
        let mut t = Timing::default();
        let mut tries = 0;
        while t.count < 200 && tries < 20_000 {
            tries += 1;
            let at = somewhere(&mut game, &mut rng);
            let start = Instant::now();
            let Ok(mut edit) = op(&mut game, &at, &mut rng) else {
                continue;
            };
            let took = start.elapsed();
            let start = Instant::now();
            game.undo(&mut edit).unwrap();
            let undo = start.elapsed();
            t.count += 1;
            t.edit_total += took;
            t.edit_worst = t.edit_worst.max(took);
            t.undo_total += undo;
            t.undo_worst = t.undo_worst.max(undo);
        }
        worst = worst.max(t.edit_worst).max(t.undo_worst);
        let us = |d: Duration| d.as_secs_f64() * 1e6;
        println!(
            "{name:<18} n={:<4} edit mean={:>7.1} µs worst={:>7.1} µs   \
             undo mean={:>7.1} µs worst={:>7.1} µs",
            t.count,
            us(t.edit_total) / f64::from(t.count.max(1)),
            us(t.edit_worst),
            us(t.undo_total) / f64::from(t.count.max(1)),
            us(t.undo_worst),
        );
    }
    println!("worst of all: {:.1} µs", worst.as_secs_f64() * 1e6);
}
