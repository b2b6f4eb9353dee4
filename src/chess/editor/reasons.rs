//! Why a position set up by hand cannot stand, in words that name the side,
//! the pieces and the squares: every reason shakmaty gives, and those it
//! leaves to us because no game can reach the position although the rules
//! of play accept it — a double check no single move gives, a check by a
//! piece that cannot have just moved, and pawns on files that need more
//! captures than the other side has lost pieces. Each of these is a
//! necessary condition of a real game, so no reachable position is ever
//! refused (the table in `tests/core/editor.rs` holds both kinds).

use shakmaty::{
    Bitboard, Board, Color, File, Piece, PositionErrorKinds, Rank, Role, Setup, Square, attacks,
};

use crate::i18n::Said;

/// Every reason the position cannot stand: shakmaty's `kinds` in words,
/// then the positions no game reaches.
pub(super) fn problems(setup: &Setup, kinds: PositionErrorKinds) -> Vec<Said> {
    let board = &setup.board;
    let mut out = Vec::new();
    for color in Color::ALL {
        let kings = (board.kings() & board.by_color(color)).count();
        if kings == 0 {
            out.push(Said::new("editor-no-king").with("side", side(color)));
        } else if kings > 1 {
            out.push(
                Said::new("editor-kings")
                    .with("side", side(color))
                    .count("count", kings),
            );
        }
    }
    if kinds.contains(PositionErrorKinds::PAWNS_ON_BACKRANK) {
        let back = Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth);
        out.push(Said::new("editor-pawn-back-rank").with("squares", squares(board.pawns() & back)));
    }
    let turn = setup.turn;
    if kinds.contains(PositionErrorKinds::OPPOSITE_CHECK) {
        out.push(
            Said::new("editor-opposite-check")
                .with("side", side(!turn))
                .with("mover", side(turn)),
        );
    }
    if kinds.contains(PositionErrorKinds::IMPOSSIBLE_CHECK) {
        out.push(Said::new("editor-impossible-check").with("side", side(turn)));
    }
    for color in Color::ALL {
        if let Some(words) = too_much_material(board, color) {
            out.push(words);
        }
    }
    if kinds.contains(PositionErrorKinds::INVALID_CASTLING_RIGHTS) {
        out.push(Said::new("editor-castling-rights"));
    }
    if kinds.contains(PositionErrorKinds::INVALID_EP_SQUARE) {
        out.push(Said::new("editor-bad-en-passant"));
    }
    // A check already found wrong, or no single king to check: the check's
    // own reasons would say the same thing again.
    let checks_known = kinds.intersects(
        PositionErrorKinds::IMPOSSIBLE_CHECK
            | PositionErrorKinds::OPPOSITE_CHECK
            | PositionErrorKinds::MISSING_KING
            | PositionErrorKinds::TOO_MANY_KINGS
            | PositionErrorKinds::INVALID_EP_SQUARE,
    );
    // With an en passant square the last move is known, and shakmaty
    // checks the check against it.
    if !checks_known && setup.ep_square.is_none() {
        out.extend(unreachable_check(board, turn));
    }
    if !kinds.contains(PositionErrorKinds::PAWNS_ON_BACKRANK) {
        for color in Color::ALL {
            out.extend(pawn_files(board, color));
        }
    }
    if out.is_empty() && !kinds.is_empty() {
        out.push(Said::new("editor-not-legal"));
    }
    out
}

/// "White" or "Black".
fn side(color: Color) -> Said {
    Said::new(color.fold_wb("side-white", "side-black"))
}

/// `a2, a3`.
fn squares(set: Bitboard) -> String {
    let names: Vec<String> = set.into_iter().map(|s| s.to_string()).collect();
    names.join(", ")
}

/// A small number in words, as a player says it ("two light-squared
/// bishops"; digits past twelve), with the count its plural hangs on.
fn number(message: &'static str, n: usize) -> Said {
    Said::new(message)
        .count("count", n)
        .with("number", Said::new("number-words").count("count", n))
}

/// `a, b, c`.
fn join(items: Vec<Said>) -> Said {
    items
        .into_iter()
        .reduce(|first, rest| {
            Said::new("list-comma")
                .with("first", first)
                .with("last", rest)
        })
        .unwrap_or(Said::Text(String::new()))
}

/// `a, b and c`.
fn and_list(mut items: Vec<Said>) -> Said {
    let Some(last) = items.pop() else {
        return Said::Text(String::new());
    };
    match items.is_empty() {
        true => last,
        false => Said::new("list-and")
            .with("first", join(items))
            .with("last", last),
    }
}

/// Too many pieces of a kind for the pawns a side is missing, counted as
/// the rules count them (shakmaty's `is_standard_material`): every queen
/// past one, rook or knight past two, and bishop past one on each colour of
/// square needs a promotion, and each promotion a pawn of the eight.
pub(super) fn too_much_material(board: &Board, color: Color) -> Option<Said> {
    let ours = board.by_color(color);
    let count = |set: Bitboard| (set & ours).count();
    let pawns = count(board.pawns());
    if pawns > 8 {
        return Some(
            Said::new("editor-too-many-pawns")
                .with("side", side(color))
                .count("count", pawns),
        );
    }
    let kinds = [
        (count(board.queens()), 1, "editor-queens"),
        (count(board.rooks()), 2, "editor-rooks"),
        (count(board.knights()), 2, "editor-knights"),
        (
            count(board.bishops() & Bitboard::LIGHT_SQUARES),
            1,
            "editor-light-bishops",
        ),
        (
            count(board.bishops() & Bitboard::DARK_SQUARES),
            1,
            "editor-dark-bishops",
        ),
    ];
    let promoted: usize = kinds
        .iter()
        .map(|&(n, start, ..)| n.saturating_sub(start))
        .sum();
    let missing = 8 - pawns;
    if promoted <= missing {
        return None;
    }
    let mut items: Vec<Said> = kinds
        .iter()
        .filter(|&&(n, start, _)| n > start)
        .map(|&(n, _, message)| number(message, n))
        .collect();
    items.push(number("editor-pawns", pawns));
    let pieces = and_list(items);
    Some(match missing {
        0 => Said::new("editor-material")
            .with("side", side(color))
            .with("pieces", pieces),
        _ => Said::new("editor-material-missing")
            .with("side", side(color))
            .with("pieces", pieces)
            .with("promoted", number("editor-promoted", promoted))
            .with("missing", number("editor-missing", missing)),
    })
}

/// A piece with its square, as the reasons name it: "knight on f6".
fn piece_on(board: &Board, square: Square) -> Said {
    Said::new("editor-piece-on")
        .with("piece", role_at(board, square))
        .with("square", square.to_string())
}

/// The kind of piece on a square, in words.
fn role_at(board: &Board, square: Square) -> Said {
    Said::new(board.role_at(square).map_or("role-piece", role_id))
}

/// The message naming a kind of piece.
pub(crate) fn role_id(role: Role) -> &'static str {
    match role {
        Role::Pawn => "role-pawn",
        Role::Knight => "role-knight",
        Role::Bishop => "role-bishop",
        Role::Rook => "role-rook",
        Role::Queen => "role-queen",
        Role::King => "role-king",
    }
}

/// Why the check on the side to move cannot have come about, if it cannot:
/// a checking pawn or knight must have made the last move, from a square
/// that is empty now; a second checker's line must have been opened by
/// that move; and no move reveals a check from next to the king.
fn unreachable_check(board: &Board, turn: Color) -> Vec<Said> {
    let Some(king) = board.king_of(turn) else {
        return Vec::new();
    };
    let checkers = board.attacks_to(king, !turn, board.occupied()) & !board.kings();
    let steppers = checkers & (board.pawns() | board.knights());
    let mut out = Vec::new();
    let (Some(a), Some(b)) = (checkers.first(), checkers.last()) else {
        return out;
    };
    let them = side(!turn);
    if a != b {
        // Two checkers (shakmaty refuses more, and two pawns or knights):
        // one moved, and its move revealed the other, whose line must
        // cross the square it left.
        let close = |sq: Square| attacks::between(sq, king).is_empty();
        if close(a) && close(b) {
            out.push(
                Said::new("editor-close-checks")
                    .with("side", them)
                    .with("first", piece_on(board, a))
                    .with("second", piece_on(board, b)),
            );
            return out;
        }
        if let Some(stepper) = steppers.first() {
            let slider = if stepper == a { b } else { a };
            let line = attacks::between(slider, king);
            let opened = origins(board, stepper).iter().any(|o| {
                line.contains(o.from) || (o.empty && o.captured.is_some_and(|c| line.contains(c)))
            });
            if !opened {
                out.push(
                    Said::new("editor-line-not-opened")
                        .with("side", them)
                        .with("first", piece_on(board, stepper))
                        .with("second", piece_on(board, slider))
                        .with("mover", role_at(board, stepper))
                        .with("slider", role_at(board, slider))
                        .with("squares", squares(line)),
                );
                return out;
            }
        }
    }
    // A pawn or knight giving check made the last move: it came from a
    // square that is empty now.
    for stepper in steppers {
        let candidates = origins(board, stepper);
        if candidates.iter().any(|o| o.empty) {
            continue;
        }
        let piece = piece_on(board, stepper);
        out.push(if candidates.is_empty() {
            Said::new("editor-check-unmoved")
                .with("side", them.clone())
                .with("piece", piece)
        } else {
            let from: Bitboard = candidates.iter().map(|o| o.from).collect();
            Said::new("editor-check-blocked")
                .with("side", them.clone())
                .with("piece", piece)
                .with("squares", squares(from))
        });
    }
    out
}

/// A square a pawn or knight could have made its last move from.
#[derive(Debug, Clone, Copy)]
struct Origin {
    from: Square,
    /// Whether the move could have been made from there as the board now
    /// stands: the square is empty (and a double step's middle square too).
    empty: bool,
    /// The square of a pawn taken en passant by that move, empty now.
    captured: Option<Square>,
}

/// Every square the pawn or knight on `square` could have come from by one
/// move (a promotion to a knight included), whether or not it is empty now.
fn origins(board: &Board, square: Square) -> Vec<Origin> {
    let Some(Piece { color, role }) = board.piece_at(square) else {
        return Vec::new();
    };
    let empty = |sq: Square| !board.occupied().contains(sq);
    let back = |ranks: i32| square.offset(color.fold_wb(-8, 8) * ranks);
    let diagonals = || {
        [-1, 1]
            .into_iter()
            .filter_map(move |df| back(1).and_then(|s| s.offset(df)))
            .filter(move |s| s.rank().distance(square.rank()) == 1)
            .filter(move |s| s.file().distance(square.file()) == 1)
    };
    let mut out = Vec::new();
    match role {
        Role::Knight => {
            for from in attacks::knight_attacks(square) {
                out.push(Origin {
                    from,
                    empty: empty(from),
                    captured: None,
                });
            }
            // A pawn that promoted to it on the last rank.
            if square.rank() == color.fold_wb(Rank::Eighth, Rank::First) {
                let push = back(1);
                for from in push.into_iter().chain(diagonals()) {
                    out.push(Origin {
                        from,
                        empty: empty(from),
                        captured: None,
                    });
                }
            }
        }
        Role::Pawn => {
            // Its rank counted from its own side's first rank.
            let rank = color.fold_wb(square.rank(), square.rank().flip_vertical());
            if rank <= Rank::Second {
                return out;
            }
            if let Some(from) = back(1).filter(|_| rank >= Rank::Third) {
                out.push(Origin {
                    from,
                    empty: empty(from),
                    captured: None,
                });
            }
            if rank == Rank::Fourth
                && let (Some(middle), Some(from)) = (back(1), back(2))
            {
                out.push(Origin {
                    from,
                    empty: empty(from) && empty(middle),
                    captured: None,
                });
            }
            for from in diagonals() {
                out.push(Origin {
                    from,
                    empty: empty(from),
                    captured: None,
                });
                // En passant: the pawn taken stood beside the one taking,
                // behind the square it went to.
                if rank == Rank::Sixth
                    && let Some(taken) = back(1).filter(|&t| empty(t))
                {
                    out.push(Origin {
                        from,
                        empty: empty(from),
                        captured: Some(taken),
                    });
                }
            }
        }
        _ => {}
    }
    out
}

/// Pawns stand on files a side's pawns can reach only by capturing: each
/// capture moves a pawn one file and one rank, and takes one of the
/// other side's sixteen men. When the fewest captures that put the pawns
/// where they stand are more than the other side has lost, no game
/// reaches the position.
fn pawn_files(board: &Board, color: Color) -> Option<Said> {
    let pawns: Vec<Square> = (board.pawns() & board.by_color(color))
        .into_iter()
        .collect();
    if pawns.is_empty() || pawns.len() > 8 {
        return None;
    }
    let lost = 16usize.saturating_sub(board.by_color(!color).count());
    let (captures, moved) = match fewest_captures(&pawns, color, true) {
        Some(found) => found,
        // No pawn can have come from where the others leave room: count
        // the captures as if each could have come from any file, and if
        // even those were made, say why the files cannot be.
        None => {
            let relaxed = fewest_captures(&pawns, color, false)?;
            if relaxed.0 <= lost {
                return Some(Said::new("editor-pawn-files").with("side", side(color)));
            }
            relaxed
        }
    };
    if captures <= lost {
        return None;
    }
    let moved: Vec<Said> = moved
        .iter()
        .map(|(sq, from)| {
            Said::new("editor-pawn-from")
                .with("square", sq.to_string())
                .with("file", from.char().to_string())
        })
        .collect();
    Some(
        Said::new("editor-pawn-captures")
            .with("side", side(color))
            .with("captures", number("editor-captures", captures))
            .with("moved", join(moved))
            .with("other", side(!color))
            .with("lost", number("editor-lost", lost)),
    )
}

/// The fewest captures that bring each pawn from a file of its own (no two
/// from one file) to where it stands: the least total change of file over
/// every way to pair the pawns with starting files. With `by_rank`, a pawn
/// has made no more captures than the ranks it has advanced. With it, the
/// pawns that changed files and the file each came from. `None` when no
/// pairing exists (with `by_rank`, a position [`pawn_files`] says is
/// impossible; without it, one of too many pawns or of pawns on the back
/// rank, said elsewhere).
///
/// Promoted pieces need no count of their own: each came from a pawn of a
/// file that the pawns left over, and every pairing here leaves
/// `8 - pawns` files over, as many as there can be promotions (more
/// pieces than that are said elsewhere).
///
/// An assignment problem of at most eight pawns to eight files: solved
/// exactly over the 256 subsets of files rather than with a crate's
/// Hungarian algorithm, which would be a dependency for 2,048 steps.
fn fewest_captures(
    pawns: &[Square],
    color: Color,
    by_rank: bool,
) -> Option<(usize, Vec<(Square, File)>)> {
    const NONE: usize = usize::MAX;
    let cost = |pawn: Square, file: File| -> Option<usize> {
        let advanced = color.fold_wb(pawn.rank(), pawn.rank().flip_vertical()) as usize;
        // A pawn on its own second rank has advanced 0 ranks.
        let advanced = advanced.checked_sub(1)?;
        let shift = pawn.file().distance(file) as usize;
        (shift <= advanced || !by_rank).then_some(shift)
    };
    // best[mask]: fewest captures placing the first popcount(mask) pawns on
    // the files of `mask`.
    let mut best = [NONE; 256];
    let mut choice = [0u8; 256];
    best[0] = 0;
    for mask in 0usize..256 {
        let placed = mask.count_ones() as usize;
        if best[mask] == NONE || placed >= pawns.len() {
            continue;
        }
        for file in File::ALL {
            let bit = 1 << (file as usize);
            if mask & bit != 0 {
                continue;
            }
            if let Some(c) = cost(pawns[placed], file) {
                let next = mask | bit;
                if best[mask] + c < best[next] {
                    best[next] = best[mask] + c;
                    choice[next] = file as u8;
                }
            }
        }
    }
    let (mask, &captures) = best
        .iter()
        .enumerate()
        .filter(|(mask, _)| mask.count_ones() as usize == pawns.len())
        .min_by_key(|(_, c)| **c)?;
    if captures == NONE {
        return None;
    }
    // Walk the choices back to name the pawns that changed files.
    let mut moved = Vec::new();
    let mut mask = mask;
    for i in (0..pawns.len()).rev() {
        let file = File::new(u32::from(choice[mask]));
        if file != pawns[i].file() {
            moved.push((pawns[i], file));
        }
        mask &= !(1 << (file as usize));
    }
    moved.reverse();
    Some((captures, moved))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fewest_captures_follow_the_files_and_the_ranks() {
        use Square::*;
        // Two pawns on the a-file: one came from b by a capture.
        assert_eq!(
            fewest_captures(&[A2, A3], Color::White, true),
            Some((1, vec![(A3, File::B)]))
        );
        // A pawn on its second rank has never moved: never from another
        // file.
        assert_eq!(
            fewest_captures(&[A2, B2], Color::White, true),
            Some((0, Vec::new()))
        );
        // Three pawns tripled on the c-file of Black's: two captures at
        // least (from b and d), and each has advanced far enough.
        assert_eq!(
            fewest_captures(&[C5, C6, C7], Color::Black, true),
            Some((2, vec![(C5, File::B), (C6, File::D)]))
        );
        // A pawn on its third rank cannot have come two files across.
        assert_eq!(fewest_captures(&[A3, A2, B2, C2], Color::White, true), None);
        // Without the ranks' limit: from the d-file, three files across.
        assert_eq!(
            fewest_captures(&[A3, A2, B2, C2], Color::White, false).map(|f| f.0),
            Some(3)
        );
    }
}
