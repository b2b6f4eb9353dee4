//! lichess's puzzle themes: their names (as its database spells them), and
//! the themes a found puzzle's solution shows, after lichess-puzzler's
//! `cook.py`, with simpler rules where it asks the engine again: mate and
//! its length, the solution's length, the game's phase, forks, pins,
//! hanging pieces, sacrifices, promotions, castling, en passant, advanced
//! pawns, back-rank mates, and how winning the end is.

use shakmaty::{
    Bitboard, Board, Chess, Color, Move, Position, Role, Square,
    attacks::{between, bishop_attacks, rook_attacks},
};

use super::TacticPuzzle;

/// The themes a player can choose from, in the chooser's order: the ones
/// Rookery tags, then lichess's most common others.
pub const THEMES: [&str; 32] = [
    "mate",
    "mateIn1",
    "mateIn2",
    "mateIn3",
    "mateIn4",
    "mateIn5",
    "oneMove",
    "short",
    "long",
    "veryLong",
    "opening",
    "middlegame",
    "endgame",
    "fork",
    "pin",
    "skewer",
    "discoveredAttack",
    "hangingPiece",
    "sacrifice",
    "deflection",
    "attraction",
    "promotion",
    "advancedPawn",
    "backRankMate",
    "castling",
    "enPassant",
    "quietMove",
    "defensiveMove",
    "kingsideAttack",
    "crushing",
    "advantage",
    "equality",
];

/// The message that names a theme in the player's language, if it is one
/// of [`THEMES`].
pub fn theme_message(theme: &str) -> Option<String> {
    THEMES.contains(&theme).then(|| format!("theme-{theme}"))
}

/// How the solution ends, from the solver's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// The last move mates.
    Mate,
    /// The engine's evaluation after the line, in centipawns.
    Cp(i32),
}

/// A piece's value in pawns (the king none), as lichess-puzzler counts.
pub fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

/// `side`'s material minus the other side's, in pawns.
pub fn material_diff(board: &Board, side: Color) -> i32 {
    let count = |c: Color| -> i32 {
        Role::ALL
            .iter()
            .map(|&r| value(r) * (board.by_role(r) & board.by_color(c)).count() as i32)
            .sum()
    };
    count(side) - count(!side)
}

/// The positions along the solution, each with the move played from it.
fn walk(puzzle: &TacticPuzzle) -> Vec<(Chess, Move)> {
    let mut at = puzzle.start();
    let first = usize::from(puzzle.setup);
    let mut steps = Vec::new();
    for &m in &puzzle.moves[first..] {
        steps.push((at.clone(), m));
        at.play_unchecked(m);
    }
    steps
}

/// The themes of a solution that ends as `ending`: lichess's names, in
/// [`THEMES`] order.
pub fn tag(puzzle: &TacticPuzzle, ending: Ending) -> Vec<&'static str> {
    let steps = walk(puzzle);
    let solver = puzzle.solver();
    let mine: Vec<&(Chess, Move)> = steps.iter().step_by(2).collect();
    let mut end = puzzle.start();
    for (_, m) in &steps {
        end.play_unchecked(*m);
    }
    let mut found: Vec<&'static str> = Vec::new();
    let mates = end.is_checkmate();
    if mates {
        found.push("mate");
        const MATE_IN: [&str; 5] = ["mateIn1", "mateIn2", "mateIn3", "mateIn4", "mateIn5"];
        if let Some(name) = MATE_IN.get(mine.len().wrapping_sub(1)) {
            found.push(name);
        }
    }
    found.push(match mine.len() {
        1 => "oneMove",
        2 => "short",
        3 => "long",
        _ => "veryLong",
    });
    found.push(phase(&puzzle.start()));
    let any = |f: &dyn Fn(&Chess, Move) -> bool| mine.iter().any(|(p, m)| f(p, *m));
    if any(&|p, m| forks(p, m, solver)) {
        found.push("fork");
    }
    if any(&|p, m| pins(p, m, solver)) {
        found.push("pin");
    }
    if hanging(&steps, solver) {
        found.push("hangingPiece");
    }
    if sacrifice(&puzzle.start(), &steps, solver) {
        found.push("sacrifice");
    }
    if any(&|_, m| m.is_promotion()) {
        found.push("promotion");
    }
    if any(&|p, m| advanced_pawn(p, m, solver)) {
        found.push("advancedPawn");
    }
    if mates && back_rank(&end, !solver) {
        found.push("backRankMate");
    }
    if any(&|_, m| m.is_castle()) {
        found.push("castling");
    }
    if any(&|_, m| m.is_en_passant()) {
        found.push("enPassant");
    }
    if !mates {
        found.push(match ending {
            Ending::Mate => "crushing",
            Ending::Cp(cp) if cp >= 600 => "crushing",
            Ending::Cp(cp) if cp >= 200 => "advantage",
            Ending::Cp(_) => "equality",
        });
    }
    found.sort_by_key(|t| THEMES.iter().position(|x| x == t));
    found
}

/// Opening up to move 12 with most pieces on, endgame with at most six
/// knights, bishops, rooks and queens in all, middlegame between.
fn phase(position: &Chess) -> &'static str {
    let board = position.board();
    let pieces = (board.occupied() & !board.pawns() & !board.kings()).count();
    if pieces <= 6 {
        "endgame"
    } else if position.fullmoves().get() <= 12 {
        "opening"
    } else {
        "middlegame"
    }
}

/// The moved piece (not a king, not a pawn capturing nothing) attacks two
/// or more of the opponent's pieces worth more than itself, or the king
/// and one such piece, where the opponent cannot simply take it.
fn forks(position: &Chess, m: Move, solver: Color) -> bool {
    if m.role() == Role::King {
        return false;
    }
    let mut after = position.clone();
    after.play_unchecked(m);
    let board = after.board();
    let to = m.to();
    let attacked = board.attacks_from(to) & board.by_color(!solver);
    let mine = value(m.promotion().unwrap_or(m.role()));
    let targets = attacked
        .into_iter()
        .filter(|&sq| {
            board
                .role_at(sq)
                .is_some_and(|r| r == Role::King || value(r) > mine)
        })
        .count();
    let defended_by_them = !board.attacks_to(to, !solver, board.occupied()).is_empty();
    targets >= 2 && !defended_by_them
}

/// After the move one of the opponent's pieces (not a pawn) cannot move
/// off a line between the solver's slider and the opponent's king, and
/// was not so pinned before.
fn pins(position: &Chess, m: Move, solver: Color) -> bool {
    let before = pinned(position.board(), !solver);
    let mut after = position.clone();
    after.play_unchecked(m);
    let now = pinned(after.board(), !solver);
    !(now & !before & !after.board().pawns()).is_empty()
}

/// `side`'s pieces pinned to its king.
fn pinned(board: &Board, side: Color) -> Bitboard {
    let Some(king) = board.king_of(side) else {
        return Bitboard::EMPTY;
    };
    let theirs = board.by_color(!side);
    let diagonal = (board.bishops() | board.queens()) & theirs;
    let straight = (board.rooks() | board.queens()) & theirs;
    let snipers = (bishop_attacks(king, Bitboard::EMPTY) & diagonal)
        | (rook_attacks(king, Bitboard::EMPTY) & straight);
    let mut found = Bitboard::EMPTY;
    for sniper in snipers {
        let blockers = between(king, sniper) & board.occupied();
        if blockers.count() == 1 && !(blockers & board.by_color(side)).is_empty() {
            found |= blockers;
        }
    }
    found
}

/// The solver's first move takes a piece (not a pawn) nobody defended,
/// in a solution of one or two moves.
fn hanging(steps: &[(Chess, Move)], solver: Color) -> bool {
    let Some((position, m)) = steps.first() else {
        return false;
    };
    let Some(taken) = m.capture() else {
        return false;
    };
    let board = position.board();
    let defenders = board.attacks_to(m.to(), !solver, board.occupied());
    taken != Role::Pawn && defenders.is_empty() && steps.len() <= 3
}

/// Somewhere along the line, after the opponent's answer, the solver is
/// two pawns or more down on where they began.
fn sacrifice(start: &Chess, steps: &[(Chess, Move)], solver: Color) -> bool {
    let initial = material_diff(start.board(), solver);
    let mut lowest = initial;
    for (position, _) in steps.iter().skip(2).step_by(2) {
        lowest = lowest.min(material_diff(position.board(), solver));
    }
    initial - lowest >= 2
}

/// A pawn of the solver's moves to its sixth or seventh rank.
fn advanced_pawn(_position: &Chess, m: Move, solver: Color) -> bool {
    let rank = match solver {
        Color::White => m.to().rank(),
        Color::Black => m.to().rank().flip_vertical(),
    };
    m.role() == Role::Pawn && !m.is_promotion() && rank >= shakmaty::Rank::Sixth
}

/// The mated king stands on its first rank and the mating piece is a rook
/// or queen on that rank.
fn back_rank(end: &Chess, mated: Color) -> bool {
    let board = end.board();
    let Some(king) = board.king_of(mated) else {
        return false;
    };
    let home = if mated == Color::White {
        shakmaty::Rank::First
    } else {
        shakmaty::Rank::Eighth
    };
    let checkers = end.checkers();
    king.rank() == home
        && checkers.into_iter().any(|sq: Square| {
            sq.rank() == home && matches!(board.role_at(sq), Some(Role::Rook | Role::Queen))
        })
}
