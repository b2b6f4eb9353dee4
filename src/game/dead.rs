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
//! use rookery::game::dead::{Mateability, full, quick};
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
//! # use rookery::game::dead::FULL_BUDGET;
//! ```

use std::collections::HashSet;

use shakmaty::{
    Bitboard, ByColor, Chess, Color, EnPassantMode, Move, Position, Role, Square,
    attacks::{
        bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
    },
    zobrist::Zobrist64,
};

/// Nodes the full search may visit (about 100 ms in a debug-free build on
/// these machines; beyond it the answer is unknown).
pub const FULL_BUDGET: usize = 60_000;

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

/// The fixed regions of a frozen pawn structure.
struct Regions {
    /// Squares each side's king can ever stand on.
    king: ByColor<Bitboard>,
    /// Squares each side's pieces (not king, not pawns) can ever attack.
    attacks: ByColor<Bitboard>,
}

impl Regions {
    /// Whether `side` can ever give check.
    fn can_check(&self, side: Color) -> bool {
        (*self.attacks.get(side) & *self.king.get(!side)).any()
    }
}

/// If no pawn can ever move, capture or be captured, the squares each king
/// can reach and each side's pieces can attack, over every continuation.
fn frozen_regions(position: &Chess) -> Option<Regions> {
    let board = position.board();
    let pawns = board.pawns();
    // Cheap first: every pawn blocked head-on by a pawn.
    for square in pawns {
        let color = board.color_at(square)?;
        let ahead = square.offset(color.fold_wb(8, -8))?;
        if !pawns.contains(ahead) {
            return None;
        }
    }
    if pawns.is_empty() || position.ep_square(EnPassantMode::Legal).is_some() || position.is_check()
    {
        return None;
    }
    let pawn_attacked = |color: Color| {
        let mut attacked = Bitboard::EMPTY;
        for p in pawns & board.by_color(color) {
            attacked |= pawn_attacks(color, p);
        }
        attacked
    };
    let attacked_by = ByColor::new_with(pawn_attacked);

    let mut regions = Regions {
        king: ByColor::new_with(|_| Bitboard::EMPTY),
        attacks: ByColor::new_with(|_| Bitboard::EMPTY),
    };
    let mut reach_of_pieces = ByColor::new_with(|_| Bitboard::EMPTY);
    for color in Color::ALL {
        let own_pawns = pawns & board.by_color(color);
        let enemy_pawns = pawns & board.by_color(!color);
        for square in board.by_color(color) & !pawns {
            let role = board.role_at(square)?;
            // Squares the piece may stand on: not its own pawns, and for a
            // king not under an enemy pawn's attack.
            let forbidden = if role == Role::King {
                own_pawns | *attacked_by.get(!color)
            } else {
                own_pawns
            };
            let reach = flood(square, role, pawns, forbidden)?;
            // Reaching an enemy pawn's square is a capture: the structure
            // would change.
            if (reach & enemy_pawns).any() {
                return None;
            }
            if role == Role::King {
                *regions.king.get_mut(color) |= reach;
            } else {
                *reach_of_pieces.get_mut(color) |= reach;
                for at in reach {
                    *regions.attacks.get_mut(color) |= piece_attacks(role, at, pawns);
                }
            }
        }
    }
    // A piece that can stand where an enemy pawn captures could be taken.
    for color in Color::ALL {
        if (*attacked_by.get(color) & *reach_of_pieces.get(!color)).any() {
            return None;
        }
    }
    Some(regions)
}

/// The squares a piece attacks from `at` with only the pawns in the way
/// (other pieces can always step aside, so this is the most it can ever
/// attack).
fn piece_attacks(role: Role, at: Square, blockers: Bitboard) -> Bitboard {
    match role {
        Role::Knight => knight_attacks(at),
        Role::Bishop => bishop_attacks(at, blockers),
        Role::Rook => rook_attacks(at, blockers),
        Role::Queen => queen_attacks(at, blockers),
        Role::King => king_attacks(at),
        Role::Pawn => Bitboard::EMPTY,
    }
}

/// Every square a piece can ever stand on, moving by its own pattern with
/// only the pawns in the way and never onto `forbidden` squares. `None` for
/// a pawn.
fn flood(from: Square, role: Role, blockers: Bitboard, forbidden: Bitboard) -> Option<Bitboard> {
    if role == Role::Pawn {
        return None;
    }
    let mut reach = Bitboard::from(from);
    let mut frontier = vec![from];
    while let Some(at) = frontier.pop() {
        for to in piece_attacks(role, at, blockers) & !forbidden & !reach {
            reach.add(to);
            // A piece does not move on through an enemy pawn it lands on.
            if !blockers.contains(to) {
                frontier.push(to);
            }
        }
    }
    Some(reach)
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
