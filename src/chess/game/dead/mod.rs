//! Can a side still checkmate by some sequence of legal moves (both sides
//! cooperating)? The question of FIDE 5.2.2 (a dead position ends the game)
//! and 6.9 (a flag fall is a draw when the opponent cannot checkmate).
//!
//! The answer is sound: [`Mateability::No`] comes only from an argument
//! that holds for every continuation, [`Mateability::Yes`] only with a
//! helpmate line that was played out, and anything else is
//! [`Mateability::Unknown`], which the Laws' callers treat as "can mate".
//!
//! The arguments for "no":
//! - the material rule (shakmaty's `has_insufficient_material`);
//! - a frozen pawn structure: every pawn is blocked by a pawn, no piece can
//!   ever reach a square where it captures a pawn or is captured by one, so
//!   the pawns never change; then the squares each piece can ever reach are
//!   fixed, and a side none of whose pieces can ever attack a square the
//!   enemy king can ever stand on can never give check.
//!
//! ```
//! use rookery::chess::game::dead::{Mateability, full, quick};
//! use shakmaty::{Chess, Color, CastlingMode, fen::Fen};
//!
//! // A locked pawn wall with bishops that can never reach the other side.
//! let fen: Fen = "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1".parse().unwrap();
//! let pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
//! assert_eq!(quick(&pos, Color::White), Mateability::No);
//! assert_eq!(quick(&pos, Color::Black), Mateability::No);
//!
//! // A queen against a bare king can mate: here is a line.
//! let fen: Fen = "7k/8/6K1/8/8/8/8/1Q6 w - - 0 1".parse().unwrap();
//! let pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
//! assert!(matches!(full(&pos, Color::White, FULL_BUDGET), Mateability::Yes(_)));
//! # use rookery::chess::game::dead::FULL_BUDGET;
//! ```

mod exhaust;
mod frozen;
mod helpmate;

use shakmaty::{ByColor, Chess, Color, Move, Position};

use exhaust::{exhaust, exhaust_sides};
use frozen::frozen_regions;
use helpmate::helpmate;

/// Positions the full decision may visit: half to exhaust every reachable
/// position, the rest to look for a helpmate (under 100 ms a position in a
/// release build on these machines; beyond it the answer is unknown).
pub const FULL_BUDGET: usize = 200_000;

/// Whether a side can still checkmate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mateability {
    /// It can: a sequence of legal moves ending in its checkmate.
    Yes(Vec<Move>),
    /// It cannot, whatever is played.
    No,
    /// Not decided within the budget (treated as "can mate").
    Unknown,
}

impl Mateability {
    /// Whether this proves the side cannot mate.
    pub fn is_no(&self) -> bool {
        matches!(self, Mateability::No)
    }
}

/// The quick test, cheap enough for every move: the material rule and the
/// frozen pawn structure. Never answers [`Mateability::Yes`].
pub fn quick(position: &Chess, side: Color) -> Mateability {
    if position.has_insufficient_material(side) {
        return Mateability::No;
    }
    match frozen_regions(position) {
        Some(regions) if !regions.can_check(side) => Mateability::No,
        _ => Mateability::Unknown,
    }
}

/// Whether neither side can checkmate by the quick test: a dead position
/// (FIDE 5.2.2).
pub fn is_dead_quick(position: &Chess) -> bool {
    if position.is_insufficient_material() {
        return true;
    }
    match frozen_regions(position) {
        Some(regions) => {
            let material = |c: Color| position.has_insufficient_material(c);
            (material(Color::White) || !regions.can_check(Color::White))
                && (material(Color::Black) || !regions.can_check(Color::Black))
        }
        None => false,
    }
}

/// The full decision: the quick test, then a helpmate search within
/// `budget` nodes.
pub fn full(position: &Chess, side: Color, budget: usize) -> Mateability {
    if let Mateability::No = quick(position, side) {
        return Mateability::No;
    }
    // One side alone: most of the budget to visit every reachable position,
    // a little to look for a helpmate, within 100 ms.
    if let Some(answer) = exhaust(position, side, budget * 2 / 5) {
        return answer;
    }
    helpmate(position, side, budget / 10)
}

/// Both sides at once (a dead position is one neither side can mate in):
/// the quick test, one pass over the reachable positions for both, then a
/// helpmate search for a side still undecided.
pub fn full_both(position: &Chess, budget: usize) -> ByColor<Mateability> {
    let quick_answers = ByColor::new_with(|side| quick(position, side));
    let wanted = quick_answers.as_ref().map(|a| !a.is_no());
    let exhausted = if wanted.white || wanted.black {
        exhaust_sides(position, wanted, budget / 2)
    } else {
        ByColor::new_with(|_| None)
    };
    ByColor::new_with(|side| {
        if !*wanted.get(side) {
            return quick_answers.get(side).clone();
        }
        match exhausted.get(side) {
            Some(answer) => answer.clone(),
            None => helpmate(position, side, budget / 4),
        }
    })
}
