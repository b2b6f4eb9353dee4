//! A frozen pawn structure: no pawn can ever promote, capture or be
//! captured, so the squares each king can reach and each side can attack
//! are fixed, and a side that can never attack its enemy king's squares
//! can never give check.

use shakmaty::{
    Bitboard, ByColor, Chess, Color, EnPassantMode, Position, Role, Square,
    attacks::{
        bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
    },
};

/// The fixed regions of a frozen pawn structure.
pub(super) struct Regions {
    /// Squares each side's king can ever stand on.
    king: ByColor<Bitboard>,
    /// Squares each side's pieces (not king, not pawns) can ever attack.
    attacks: ByColor<Bitboard>,
}

impl Regions {
    /// Whether `side` can ever give check.
    pub(super) fn can_check(&self, side: Color) -> bool {
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
pub(super) fn frozen_regions(position: &Chess) -> Option<Regions> {
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
