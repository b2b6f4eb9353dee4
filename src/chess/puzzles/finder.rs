//! Puzzles in games, by lichess-puzzler's rules (its `generator.py`):
//!
//! - **The moment**: after the opponent's move the side to move (the
//!   winner) gains more than 0.5 in winning chances (lila's formula, −1 to
//!   1), from a position that was not already won (at most +4), without
//!   being up in material already; or it has a mate in 2 to 15.
//! - **The line**: at each of the winner's moves the engine's best must be
//!   the only good one: no second move, a mate in one, a mate in two (the
//!   second under +5) or three (under +3), a gap of more than 0.42 in
//!   winning chances to the second move, or a mate whose second move wins
//!   less than +4 and takes nothing. The opponent plays the engine's best.
//! - A mate line runs to the mate; an advantage line is cut back to end on
//!   the winner's move that still had a second choice, and must win more
//!   than a piece's worth of material (a gain over one pawn).
//!
//! The engine is behind [`Analyst`], so the rules run the same on a real
//! engine ([`crate::desktop`]) and on scripted answers in tests.

use shakmaty::{Chess, Move, Position, san::SanPlus};

use super::{
    TacticPuzzle,
    themes::{Ending, material_diff, tag},
};
use crate::chess::eval::Eval;

/// A mate this near (in moves) makes a mate puzzle.
pub const MATE_SOON: i32 = 15;
/// The longest line looked at, in plies.
const MAX_LINE: usize = 24;

/// The engine's two best moves in a position, each evaluated from the
/// side to move's view (as UCI gives it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pair {
    /// The best move and its evaluation.
    pub best: (Move, Eval),
    /// The second best, if there is another legal move.
    pub second: Option<(Move, Eval)>,
}

/// Asks the engine for a position's [`Pair`] (`multipv 2`); `None` if it
/// cannot answer (no legal move, or the engine failed).
pub trait Analyst {
    /// The two best moves in `position`.
    fn pair(&mut self, position: &Chess) -> Option<Pair>;
}

/// The evaluation is worse for its side than `cp` centipawns (a mate
/// against it is, a mate for it is not).
fn below(e: Eval, cp: i32) -> bool {
    match e {
        Eval::Cp(x) => x < cp,
        Eval::Mate(n) => n <= 0,
    }
}

fn chances(e: Eval) -> f64 {
    e.winning_chances()
}

/// Whether the best move is the only good one (lichess-puzzler's
/// `is_valid_attack`), from the winner's side to move.
pub fn only_move(position: &Chess, pair: &Pair) -> bool {
    let Some((second_move, second)) = pair.second else {
        return true;
    };
    let best = pair.best.1;
    match best {
        Eval::Mate(1) => return true,
        Eval::Mate(2) => return below(second, 500),
        Eval::Mate(3) => return below(second, 300),
        _ => {}
    }
    if chances(best) > chances(second) + 0.42 {
        return true;
    }
    matches!(best, Eval::Mate(n) if n > 0)
        && below(second, 400)
        && !second_move.is_capture()
        && !SanPlus::from_move(position.clone(), second_move)
            .to_string()
            .contains('x')
}

/// Whether the position after the opponent's move, evaluated `now` from
/// the winner's side and `before` (the position before that move) also
/// from the winner's side, is where a puzzle starts, and which kind.
pub fn moment(position: &Chess, before: Eval, now: Eval) -> Option<Kind> {
    let winner = position.turn();
    if position.legal_moves().len() < 2 || !below(before, 401) {
        return None;
    }
    if material_diff(position.board(), winner) > 0 {
        return None;
    }
    match now {
        Eval::Mate(1) => None,
        Eval::Mate(n) if n > 1 && n <= MATE_SOON => Some(Kind::Mate),
        _ if !below(now, 0) && chances(now) > chances(before) + 0.5 => {
            let clear = !below(now, 400) || material_diff(position.board(), winner) <= -1;
            clear.then_some(Kind::Advantage)
        }
        _ => None,
    }
}

/// The two kinds of puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A forced mate.
    Mate,
    /// A decisive gain of material.
    Advantage,
}

/// The winner's line of a mate puzzle from `position` (the winner to
/// move), to the mate; `None` if a step is not forced.
fn mate_line(analyst: &mut dyn Analyst, position: &Chess) -> Option<(Vec<Move>, Ending)> {
    let winner = position.turn();
    let mut at = position.clone();
    let mut line = Vec::new();
    while !at.is_game_over() {
        if line.len() >= MAX_LINE {
            return None;
        }
        let pair = analyst.pair(&at)?;
        let mating = matches!(pair.best.1, Eval::Mate(n) if n > 0 && n <= MATE_SOON);
        if at.turn() == winner && (!only_move(&at, &pair) || !mating) {
            return None;
        }
        at.play_unchecked(pair.best.0);
        line.push(pair.best.0);
    }
    at.is_checkmate().then_some((line, Ending::Mate))
}

/// The winner's line of an advantage puzzle: each step forced, cut back
/// to end on a winner's move that had a second choice, and winning more
/// than one pawn's worth.
fn advantage_line(analyst: &mut dyn Analyst, position: &Chess) -> Option<(Vec<Move>, Ending)> {
    let winner = position.turn();
    let mut at = position.clone();
    let mut steps: Vec<(Move, bool, Eval)> = Vec::new();
    let mut seen = vec![at.board().clone()];
    while steps.len() < MAX_LINE && !at.is_game_over() {
        let Some(pair) = analyst.pair(&at) else {
            break;
        };
        if at.turn() == winner && !only_move(&at, &pair) {
            break;
        }
        if matches!(pair.best.1, Eval::Mate(_)) {
            return None;
        }
        let eval = Eval::from_mover(pair.best.1, at.turn());
        steps.push((pair.best.0, pair.second.is_some(), eval));
        at.play_unchecked(pair.best.0);
        if seen.iter().filter(|b| **b == *at.board()).count() >= 1 {
            return None;
        }
        seen.push(at.board().clone());
    }
    while steps.len().is_multiple_of(2) || steps.last().is_some_and(|s| !s.1) {
        steps.pop();
        if steps.is_empty() {
            return None;
        }
    }
    let mut end = position.clone();
    for s in &steps {
        end.play_unchecked(s.0);
    }
    let gain = material_diff(end.board(), winner) - material_diff(position.board(), winner);
    let last = steps.last()?.2;
    let cp = Eval::from_mover(last, winner).capped_cp();
    (gain > 1).then(|| (steps.iter().map(|s| s.0).collect(), Ending::Cp(cp)))
}

/// A puzzle that starts after the opponent's move `mistake` from
/// `before` (the position it was played in), or none. `evals`: the
/// evaluation of `before` and of the position after the mistake, each
/// from its side to move's view.
pub fn puzzle_at(
    analyst: &mut dyn Analyst,
    before: &Chess,
    mistake: Move,
    evals: (Eval, Eval),
) -> Option<TacticPuzzle> {
    let mut position = before.clone();
    position.play_unchecked(mistake);
    // Both from the winner's (the side to move after the mistake) view.
    let was = evals.0.negated();
    let kind = moment(&position, was, evals.1)?;
    let (line, ending) = match kind {
        Kind::Mate => mate_line(analyst, &position)?,
        Kind::Advantage => advantage_line(analyst, &position)?,
    };
    let mut moves = vec![mistake];
    moves.extend(line);
    let mut puzzle = TacticPuzzle {
        id: String::new(),
        position: before.clone(),
        moves,
        setup: true,
        also: Vec::new(),
        avoid: Vec::new(),
        rating: None,
        themes: Vec::new(),
    };
    puzzle.themes = tag(&puzzle, ending)
        .into_iter()
        .map(str::to_owned)
        .collect();
    Some(puzzle)
}

/// Every puzzle in a game's main line (`start` and its `moves`), in order:
/// each position is evaluated once, and after a puzzle is found the search
/// goes on after the move that set it.
pub fn puzzles_in(analyst: &mut dyn Analyst, start: &Chess, moves: &[Move]) -> Vec<TacticPuzzle> {
    let mut found = Vec::new();
    let mut at = start.clone();
    let mut eval_here = analyst.pair(&at).map(|p| p.best.1);
    for &m in moves {
        let before = at.clone();
        at.play_unchecked(m);
        if at.is_game_over() {
            break;
        }
        let eval_next = analyst.pair(&at).map(|p| p.best.1);
        if let (Some(e0), Some(e1)) = (eval_here, eval_next)
            && let Some(p) = puzzle_at(analyst, &before, m, (e0, e1))
        {
            found.push(p);
        }
        eval_here = eval_next;
    }
    found
}
