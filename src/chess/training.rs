//! Training against the engine, lichess's two ways: **practice** (each of
//! the player's moves judged at once by the winning chances it gives
//! away, `practiceCtrl`) and **learn from your mistakes** (a reported
//! game's inaccuracies, mistakes and blunders replayed as puzzles,
//! `retroCtrl`). Pure: the app runs the engine and asks these rules.
//!
//! Both measure on lichess's scale: `povDiff`, half the difference of two
//! winning chances (each from −1 to 1), so a shift runs from 0 to 1.

use shakmaty::{Chess, Color, Move};

use crate::chess::{
    eval::{Eval, Judgement, judge},
    game::Game,
    openings,
    report::main_line_evals,
};

/// How practice judges a move (lila's `practiceCtrl` verdicts).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    /// Gave away less than 0.025 (or was the best move).
    Good,
    /// Less than 0.06.
    Inaccuracy,
    /// Less than 0.14.
    Mistake,
    /// 0.14 or more.
    Blunder,
}

impl Verdict {
    /// As the panel says it.
    pub fn words(self) -> &'static str {
        match self {
            Verdict::Good => "Good move",
            Verdict::Inaccuracy => "Inaccuracy",
            Verdict::Mistake => "Mistake",
            Verdict::Blunder => "Blunder",
        }
    }

    /// The message that names it.
    pub fn id(self) -> &'static str {
        match self {
            Verdict::Good => "verdict-good",
            Verdict::Inaccuracy => "verdict-inaccuracy",
            Verdict::Mistake => "verdict-mistake",
            Verdict::Blunder => "verdict-blunder",
        }
    }
}

/// Half the difference of `side`'s winning chances between two
/// evaluations (from White's side): lichess's `povDiff`.
///
/// ```
/// use rookery::chess::{eval::Eval, training::pov_diff};
/// use shakmaty::Color;
/// assert_eq!(pov_diff(Color::White, Eval::Mate(3), Eval::Mate(-3)), 1.0);
/// assert_eq!(pov_diff(Color::Black, Eval::Cp(0), Eval::Cp(0)), 0.0);
/// ```
pub fn pov_diff(side: Color, e1: Eval, e2: Eval) -> f64 {
    let chances = |e: Eval| Eval::from_mover(e, side).winning_chances();
    (chances(e1) - chances(e2)) / 2.0
}

/// Practice's verdict on a move by `mover` from a position evaluated
/// `before` (its best line) to one evaluated `after`; `was_best`: the
/// move is the engine's best, always good.
///
/// ```
/// use rookery::chess::{eval::Eval, training::{Verdict, practice_verdict}};
/// use shakmaty::Color;
/// // A knight given away in an even position: a blunder.
/// let white = |after, best| practice_verdict(Color::White, Eval::Cp(20), Eval::Cp(after), best);
/// assert_eq!(white(-300, false), Verdict::Blunder);
/// assert_eq!(white(0, false), Verdict::Good);
/// assert_eq!(white(-300, true), Verdict::Good);
/// ```
pub fn practice_verdict(mover: Color, before: Eval, after: Eval, was_best: bool) -> Verdict {
    if was_best {
        return Verdict::Good;
    }
    let shift = pov_diff(mover, before, after);
    if shift < 0.025 {
        Verdict::Good
    } else if shift < 0.06 {
        Verdict::Inaccuracy
    } else if shift < 0.14 {
        Verdict::Mistake
    } else {
        Verdict::Blunder
    }
}

/// How close to the best move's winning chances a puzzle's answer must
/// keep (lila's `retroCtrl`).
pub const SOLVED_WITHIN: f64 = 0.035;

/// The depth at which an answer's evaluation counts (lila waits for a
/// solid depth before it judges).
pub const SOLID_DEPTH: u32 = 16;

/// Whether an answer solves a puzzle: the position after it (evaluated
/// `after`) keeps the mover within [`SOLVED_WITHIN`] of the best
/// move's winning chances (`best`, the evaluation before the mistake).
///
/// ```
/// use rookery::chess::{eval::Eval, training::solves};
/// use shakmaty::Color;
/// assert!(solves(Color::Black, Eval::Cp(-150), Eval::Cp(-140)));
/// assert!(!solves(Color::Black, Eval::Cp(-150), Eval::Cp(40)));
/// ```
pub fn solves(mover: Color, best: Eval, after: Eval) -> bool {
    pov_diff(mover, after, best) > -SOLVED_WITHIN
}

/// One of a player's mistakes, as a puzzle: find a better move.
#[derive(Debug, Clone, PartialEq)]
pub struct Puzzle {
    /// The main line's ply that was the mistake (0 the first move).
    pub ply: usize,
    /// The position before it.
    pub position: Chess,
    /// The move played.
    pub played: Move,
    /// Its judgement.
    pub judgement: Judgement,
    /// The evaluation before the mistake (the best move's).
    pub best_eval: Eval,
    /// The better move the report wrote, if it wrote one.
    pub best: Option<Move>,
}

/// `side`'s mistakes in `game`'s main line as puzzles, in the game's
/// order: every move its `[%eval]` commands judge an inaccuracy, mistake
/// or blunder (as the report counts them), except moves that reach a
/// position the opening table names (still in the book).
pub fn puzzles(game: &Game, side: Color) -> Vec<Puzzle> {
    let evals = main_line_evals(game);
    let mut puzzles = Vec::new();
    let mut before = game.initial_position().clone();
    for (i, ply) in game.plies().iter().enumerate() {
        let position = std::mem::replace(&mut before, ply.position.clone());
        let Some(mv) = ply.mv else {
            continue;
        };
        if ply.mover() != side || openings::id_of(ply.key).is_some() {
            continue;
        }
        let (Some(best_eval), Some(after)) = (evals[i], evals[i + 1]) else {
            continue;
        };
        let Some(judgement) = judge(side, best_eval, after) else {
            continue;
        };
        let best = ply
            .variations
            .iter()
            .find_map(|v| v.plies.first().and_then(|p| p.mv))
            .filter(|m| *m != mv);
        puzzles.push(Puzzle {
            ply: i,
            position,
            played: mv,
            judgement,
            best_eval,
            best,
        });
    }
    puzzles
}

/// What becomes of an answer to a puzzle before any search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FirstLook {
    /// The move played in the game: refused at once.
    TheMistake,
    /// The better move the report found: solved at once.
    TheBest,
    /// Another move: the engine must judge it ([`solves`]).
    Search,
}

impl Puzzle {
    /// What an answer is before any search.
    pub fn first_look(&self, answer: Move) -> FirstLook {
        if answer == self.played {
            FirstLook::TheMistake
        } else if Some(answer) == self.best {
            FirstLook::TheBest
        } else {
            FirstLook::Search
        }
    }

    /// The side to find the move.
    pub fn side(&self) -> Color {
        shakmaty::Position::turn(&self.position)
    }
}

/// A series' tally.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tally {
    /// Puzzles solved.
    pub solved: u32,
    /// Puzzles failed (a wrong answer, or the solution shown).
    pub failed: u32,
}
