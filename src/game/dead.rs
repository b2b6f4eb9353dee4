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

/// Visits every position reachable from `start` (both sides' moves, move
/// counters aside), up to `cap` positions. A checkmate of `side`'s opponent
/// among them is a "yes" with its line; visiting them all without one is a
/// "no" that holds for every continuation (the real game can only stop
/// earlier, by the 75-move rule or repetition). `None` when the cap came
/// first.
fn exhaust(start: &Chess, side: Color, cap: usize) -> Option<Mateability> {
    let [white, black] = exhaust_sides(start, [side == Color::White, side == Color::Black], cap);
    side.fold_wb(white, black)
}

/// [`exhaust`] for the sides marked in `wanted` (White, Black) in one pass:
/// a position is left out only when no wanted side can mate from it.
fn exhaust_sides(start: &Chess, wanted: [bool; 2], cap: usize) -> [Option<Mateability>; 2] {
    use std::collections::HashMap;

    /// Each visited position: the position, the one it came from, the move
    /// that led to it, its zobrist key, and the next visited position with
    /// the same key (keys are confirmed by comparing positions).
    struct Node {
        position: Chess,
        parent: usize,
        mv: Option<Move>,
        key: u64,
        same_key: Option<usize>,
    }
    let key_of = |p: &Chess| -> u64 { p.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0 };
    let start_key = key_of(start);
    let mut nodes = vec![Node {
        position: start.clone(),
        parent: 0,
        mv: None,
        key: start_key,
        same_key: None,
    }];
    // The zobrist key is already a hash: use it as is.
    let mut first: HashMap<u64, usize, std::hash::BuildHasherDefault<KeyHasher>> =
        HashMap::default();
    first.insert(start_key, 0);
    let index = |c: Color| c.fold_wb(0, 1);
    let mut found: [Option<Mateability>; 2] = [None, None];
    let open =
        |found: &[Option<Mateability>; 2], c: Color| wanted[index(c)] && found[index(c)].is_none();
    let mut next = 0;
    while next < nodes.len() {
        let at = next;
        next += 1;
        let moves = nodes[at].position.legal_moves();
        if moves.is_empty() {
            let p = &nodes[at].position;
            let winner = !p.turn();
            if p.is_check() && open(&found, winner) {
                let mut line = Vec::new();
                let mut i = at;
                while let Some(m) = nodes[i].mv {
                    line.push(m);
                    i = nodes[i].parent;
                }
                line.reverse();
                found[index(winner)] = Some(Mateability::Yes(line));
                if !open(&found, Color::White) && !open(&found, Color::Black) {
                    return found;
                }
            }
            continue;
        }
        for m in moves {
            let before = &nodes[at];
            let key = before
                .position
                .update_zobrist_hash(Zobrist64(before.key), m, EnPassantMode::Legal)
                .map(|z: Zobrist64| z.0);
            let mut p = before.position.clone();
            p.play_unchecked(m);
            // A side with no mating material left cannot mate from here
            // on; a position no open side can mate from needs no visit.
            if Color::ALL
                .iter()
                .all(|&c| !open(&found, c) || p.has_insufficient_material(c))
            {
                continue;
            }
            let key = key.unwrap_or_else(|| key_of(&p));
            let head = first.get(&key).copied();
            let mut probe = head;
            let mut known = false;
            while let Some(i) = probe {
                if nodes[i].position == p {
                    known = true;
                    break;
                }
                probe = nodes[i].same_key;
            }
            if known {
                continue;
            }
            if nodes.len() >= cap {
                // Out of room: what was found stands, the rest is unknown.
                return found;
            }
            first.insert(key, nodes.len());
            nodes.push(Node {
                position: p,
                parent: at,
                mv: Some(m),
                key,
                same_key: head,
            });
        }
    }
    // Every reachable position visited: a wanted side that never mated
    // cannot.
    for c in Color::ALL {
        if open(&found, c) {
            found[index(c)] = Some(Mateability::No);
        }
    }
    found
}

/// Both sides at once (a dead position is one neither side can mate in):
/// the quick test, one pass over the reachable positions for both, then a
/// helpmate search for a side still undecided.
pub fn full_both(position: &Chess, budget: usize) -> [Mateability; 2] {
    let quick_answers = [quick(position, Color::White), quick(position, Color::Black)];
    let wanted = [!quick_answers[0].is_no(), !quick_answers[1].is_no()];
    let exhausted = if wanted.iter().any(|&w| w) {
        exhaust_sides(position, wanted, budget / 2)
    } else {
        [None, None]
    };
    let mut answers = quick_answers;
    for (i, side) in [Color::White, Color::Black].into_iter().enumerate() {
        if !wanted[i] {
            continue;
        }
        answers[i] = match &exhausted[i] {
            Some(answer) => answer.clone(),
            None => helpmate(position, side, budget / 4),
        };
    }
    answers
}

/// A guided search for a helpmate by `side` within `budget` nodes.
fn helpmate(position: &Chess, side: Color, budget: usize) -> Mateability {
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

/// A hasher for keys that are already hashes (zobrist keys).
#[derive(Default)]
struct KeyHasher(u64);

impl std::hash::Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = value;
    }
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

/// The squares a pawn can ever stand on, if it can never promote: the
/// squares ahead of it up to the first pawn on its file, which is one that
/// comes towards it (an enemy pawn) or one that stops there itself.
fn pawn_ranges(position: &Chess) -> Option<Vec<(Square, Color, Bitboard)>> {
    let board = position.board();
    let pawns = board.pawns();
    let mut ranges = Vec::with_capacity(pawns.count());
    for square in pawns {
        let color = board.color_at(square)?;
        let step = color.fold_wb(8, -8);
        let mut range = Bitboard::from(square);
        let mut at = square;
        loop {
            // Off the board ahead: the pawn reached the last rank, so it
            // can promote.
            let next = at.offset(step)?;
            if pawns.contains(next) {
                break;
            }
            range.add(next);
            at = next;
        }
        ranges.push((square, color, range));
    }
    // A pawn blocked by a pawn of its own colour can follow it as far as
    // that one goes: each range ends before the furthest square of its
    // blocker's range. Chains are widened until nothing changes.
    let blockers: Vec<Option<usize>> = ranges
        .iter()
        .map(|&(square, color, range)| {
            let step = color.fold_wb(8, -8);
            let front = range
                .into_iter()
                .find(|sq| sq.offset(step).is_some_and(|next| !range.contains(next)))?;
            let ahead = front.offset(step)?;
            ranges
                .iter()
                .position(|&(sq, c, _)| sq == ahead && c == color && sq != square)
        })
        .collect();
    loop {
        let mut changed = false;
        for i in 0..ranges.len() {
            let Some(b) = blockers[i] else { continue };
            let (_, color, range) = ranges[i];
            let blocker_range = ranges[b].2;
            let step = color.fold_wb(8, -8);
            let mut widened = range;
            // Every square of the blocker's range but its furthest one.
            for sq in blocker_range {
                if sq
                    .offset(step)
                    .is_some_and(|next| blocker_range.contains(next))
                {
                    widened.add(sq);
                }
            }
            if widened != range {
                ranges[i].2 = widened;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    Some(ranges)
}

/// If no pawn can ever promote, capture or be captured, the squares each
/// king can reach and each side's pieces and pawns can attack, over every
/// continuation. Pawns may still step forward within their ranges; every
/// set here is the most that can ever be, so an empty meeting is proof.
fn frozen_regions(position: &Chess) -> Option<Regions> {
    let board = position.board();
    let pawns = board.pawns();
    if pawns.is_empty() || position.is_check() {
        return None;
    }
    let ranges = pawn_ranges(position)?;
    // A double step would open en passant captures: leave those aside.
    for &(square, color, range) in &ranges {
        let start_rank = color.fold_wb(shakmaty::Rank::Second, shakmaty::Rank::Seventh);
        if square.rank() == start_rank && range.count() >= 3 {
            return None;
        }
    }
    if position.ep_square(EnPassantMode::Legal).is_some() {
        return None;
    }
    // Pawns that never move block and attack for good; moving ones may be
    // anywhere in their range.
    let mut fixed = Bitboard::EMPTY;
    let mut may_stand = ByColor::new_with(|_| Bitboard::EMPTY);
    let mut always_attacked = ByColor::new_with(|_| Bitboard::EMPTY);
    let mut may_attack = ByColor::new_with(|_| Bitboard::EMPTY);
    for &(square, color, range) in &ranges {
        *may_stand.get_mut(color) |= range;
        for at in range {
            *may_attack.get_mut(color) |= pawn_attacks(color, at);
        }
        if range.count() == 1 {
            fixed.add(square);
            *always_attacked.get_mut(color) |= pawn_attacks(color, square);
        }
    }
    // Two pawns that may ever attack each other's squares could capture.
    for color in Color::ALL {
        if (*may_attack.get(color) & *may_stand.get(!color)).any() {
            return None;
        }
    }

    let mut regions = Regions {
        king: ByColor::new_with(|_| Bitboard::EMPTY),
        attacks: ByColor::new_with(|_| Bitboard::EMPTY),
    };
    let mut reach_of_pieces = ByColor::new_with(|_| Bitboard::EMPTY);
    for color in Color::ALL {
        let own_fixed = fixed & board.by_color(color);
        for square in board.by_color(color) & !pawns {
            let role = board.role_at(square)?;
            let forbidden = if role == Role::King {
                own_fixed | *always_attacked.get(!color)
            } else {
                own_fixed
            };
            let reach = flood(square, role, fixed, forbidden)?;
            // Standing where an enemy pawn may be is capturing it.
            if (reach & *may_stand.get(!color)).any() {
                return None;
            }
            if role == Role::King {
                *regions.king.get_mut(color) |= reach;
            } else {
                *reach_of_pieces.get_mut(color) |= reach;
                for at in reach {
                    *regions.attacks.get_mut(color) |= piece_attacks(role, at, fixed);
                }
            }
        }
    }
    for color in Color::ALL {
        // A piece that can stand where an enemy pawn may capture could be
        // taken.
        if (*may_attack.get(color) & *reach_of_pieces.get(!color)).any() {
            return None;
        }
        // Pawns that step forward may check a king where it stands.
        *regions.attacks.get_mut(color) |= *may_attack.get(color);
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
