//! A guided, depth-limited search for a helpmate: both sides play towards
//! a checkmate of one side's king, the moves ordered to find one soon.

use std::collections::HashSet;

use shakmaty::{Chess, Color, EnPassantMode, Move, Position, Role, Square, zobrist::Zobrist64};

use super::Mateability;

/// A guided search for a helpmate by `side` within `budget` nodes.
pub(super) fn helpmate(position: &Chess, side: Color, budget: usize) -> Mateability {
    let mut search = Helpmate {
        side,
        nodes: 0,
        budget,
        failed: HashSet::new(),
        line: Vec::new(),
    };
    for depth in 1..=24 {
        match search.search(position, depth) {
            Some(true) => return Mateability::Yes(search.line),
            Some(false) => {}
            None => break,
        }
        if search.nodes >= budget {
            break;
        }
    }
    Mateability::Unknown
}

/// A depth-limited search for a checkmate by `side`, both sides helping.
struct Helpmate {
    side: Color,
    nodes: usize,
    budget: usize,
    /// Positions (and remaining depth) already searched without success.
    failed: HashSet<(u64, u32)>,
    /// The line found, first move first.
    line: Vec<Move>,
}

impl Helpmate {
    /// `Some(true)` when a mate was found (in `line`), `Some(false)` when
    /// none exists within `depth` plies, `None` when the budget ran out.
    fn search(&mut self, position: &Chess, depth: u32) -> Option<bool> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        let moves = position.legal_moves();
        if moves.is_empty() {
            return Some(position.is_check() && position.turn() != self.side);
        }
        if depth == 0 || position.is_insufficient_material() {
            return Some(false);
        }
        let key: Zobrist64 = position.zobrist_hash(EnPassantMode::Legal);
        if self.failed.contains(&(key.0, depth)) {
            return Some(false);
        }
        let mut ordered: Vec<(i32, Move)> = moves
            .iter()
            .map(|&m| (self.score(position, m), m))
            .collect();
        ordered.sort_by_key(|&(score, _)| -score);
        for (_, m) in ordered {
            let mut next = position.clone();
            next.play_unchecked(m);
            // The mating side never lets its own mating material go.
            if next.has_insufficient_material(self.side) {
                continue;
            }
            match self.search(&next, depth - 1) {
                Some(true) => {
                    self.line.insert(0, m);
                    return Some(true);
                }
                Some(false) => {}
                None => return None,
            }
        }
        self.failed.insert((key.0, depth));
        Some(false)
    }

    /// Move ordering: the mating side checks, promotes and approaches; the
    /// other side boxes its own king in and gives up material.
    fn score(&self, position: &Chess, m: Move) -> i32 {
        let board = position.board();
        let mut score = 0;
        if let Some(role) = m.promotion() {
            score += if role == Role::Queen { 60 } else { 20 };
        }
        let Some(enemy_king) = board.king_of(!self.side) else {
            return score;
        };
        if position.turn() == self.side {
            if let Some(captured) = m.capture() {
                score += 10 + captured as i32;
            }
            let mut after = position.clone();
            after.play_unchecked(m);
            if after.is_check() {
                score += 50;
            }
            // Closer to the enemy king.
            score -= m.to().distance(enemy_king) as i32 * 2;
        } else {
            // The helping side does not capture the mating side's men and
            // steers its king to the edge, next to its own pieces.
            if m.is_capture() {
                score -= 40;
            }
            if m.role() == Role::King {
                let edge = |sq: Square| {
                    let f = i32::from(sq.file());
                    let r = i32::from(sq.rank());
                    f.min(7 - f) + r.min(7 - r)
                };
                score += 10 - edge(m.to()) * 3;
            } else {
                score -= m.to().distance(enemy_king) as i32 * 2;
            }
        }
        score
    }
}
