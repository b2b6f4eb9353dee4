//! Moves and commands typed into the move field, read as lichess's
//! keyboard move box reads them (lila `ui/keyboardMove`): SAN with its case
//! and capture mark forgiven where only one move fits (`nf3`, `exd5`,
//! `ed5`), coordinates (`e2e4`, `e7e8q`), castling as `O-O`, `0-0` or
//! `o-o`, promotions as `e8=Q`, `e8Q` or `e8q`. A move is played as soon
//! as exactly one legal move fits and no other could still fit with more
//! letters; otherwise it waits for Enter. A lone square selects a piece, or
//! plays the only move to it. The same field takes a few words: `resign`,
//! `draw`, `takeback`, `flip`, `clock`, `who`, `help`.
//!
//! Written here, not taken from a crate: shakmaty reads strict SAN and UCI
//! (and this leans on it for every move's spelling), but the forgiving
//! spellings and the "wait while more could fit" rule are lichess's
//! interface, not a notation any crate reads.

use shakmaty::{
    CastlingMode, Chess, Move, Position, Role, Square,
    san::{San, SanPlus},
};

/// A word the move field takes besides moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Command {
    /// Resign the game (the side to move).
    Resign,
    /// Offer a draw, accept the opponent's, or claim one.
    Draw,
    /// Ask to take back the last move.
    Takeback,
    /// Turn the board around.
    Flip,
    /// Say both clocks.
    Clock,
    /// Say whose move it is, and the last move.
    Who,
    /// List what the field takes.
    Help,
}

impl Command {
    /// Every command, with its word.
    pub const ALL: [(Command, &'static str); 7] = [
        (Command::Resign, "resign"),
        (Command::Draw, "draw"),
        (Command::Takeback, "takeback"),
        (Command::Flip, "flip"),
        (Command::Clock, "clock"),
        (Command::Who, "who"),
        (Command::Help, "help"),
    ];
}

/// What the text typed so far means.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Typed {
    /// Nothing typed.
    Empty,
    /// Play this move.
    Play(Move),
    /// Pick up the piece on this square.
    Select(Square),
    /// Carry out a command.
    Command(Command),
    /// More letters (or Enter) are needed: these moves still fit.
    Wait(Vec<Move>),
    /// Nothing can come of it, and why, in words.
    Refused(crate::i18n::Said),
}

/// Every way a legal move may be typed, lowercase, besides coordinates:
/// its SAN without check marks, without the capture mark (`Nf3`, `exd5`,
/// `ed5`), a promotion without `=` (`e8Q`), castling with zeros.
fn spellings(position: &Chess, m: Move) -> Vec<String> {
    let san = San::from_move(position, m).to_string();
    let mut out = vec![san.clone()];
    if san.contains('x') {
        out.push(san.replace('x', ""));
    }
    for text in out.clone() {
        if text.contains('=') {
            out.push(text.replace('=', ""));
        }
    }
    if san.starts_with('O') {
        out.push(san.replace('O', "0"));
    }
    // Coordinates; castling as the king's step or the king onto its rook.
    out.push(m.to_uci(CastlingMode::Standard).to_string());
    out.push(m.to_uci(CastlingMode::Chess960).to_string());
    out.dedup();
    out
}

/// Reads what was typed at `position`; `enter`: the player pressed Enter
/// (a move that fits exactly is played though others could still fit);
/// `selected`: the piece picked up on the board, if any.
///
/// ```
/// use rookery::chess::typed::{Typed, read_typed};
/// use shakmaty::Chess;
///
/// let start = Chess::default();
/// assert!(matches!(read_typed("nf3", &start, false, None), Typed::Play(_)));
/// assert!(matches!(read_typed("N", &start, false, None), Typed::Wait(_)));
/// assert!(matches!(read_typed("Ke2", &start, false, None), Typed::Refused(_)));
/// ```
pub fn read_typed(text: &str, position: &Chess, enter: bool, selected: Option<Square>) -> Typed {
    let typed: String = text
        .trim()
        .trim_end_matches(['+', '#', '!', '?'])
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    if typed.is_empty() {
        return Typed::Empty;
    }
    let lower = typed.to_lowercase();
    let moves = position.legal_moves();
    let square = lower.parse::<Square>().ok();
    // A square typed with a piece picked up moves it there.
    if let (Some(square), Some(from)) = (square, selected)
        && let Some(m) = onto(&moves, Some(from), square)
    {
        return Typed::Play(m);
    }
    let mut exact: Vec<Move> = Vec::new();
    let mut exact_cased: Vec<Move> = Vec::new();
    let mut fitting: Vec<Move> = Vec::new();
    for &m in &moves {
        let spelled = spellings(position, m);
        if spelled.contains(&typed) {
            exact_cased.push(m);
        }
        if spelled.iter().any(|s| s.to_lowercase() == lower) {
            exact.push(m);
        }
        if spelled.iter().any(|s| s.to_lowercase().starts_with(&lower)) {
            fitting.push(m);
        }
    }
    // The one move the letters name: by their case first (`Bc4` the
    // bishop, `bc4` the pawn), then forgiving it.
    let named = match (exact_cased.as_slice(), exact.as_slice()) {
        ([one], _) | ([], [one]) => Some(*one),
        _ => None,
    };
    if let Some(m) = named {
        if fitting.len() == 1 || enter {
            return Typed::Play(m);
        }
        return Typed::Wait(fitting);
    }
    if exact.len() > 1 {
        return if enter {
            Typed::Refused(ambiguous(&typed, position, &exact))
        } else {
            Typed::Wait(exact)
        };
    }
    if let Some(square) = square {
        let own = position.board().color_at(square) == Some(position.turn());
        if own {
            return Typed::Select(square);
        }
        if fitting.is_empty() || enter {
            return square_typed(square, position, &moves);
        }
        return Typed::Wait(fitting);
    }
    let command = Command::ALL
        .iter()
        .find(|(_, word)| word.starts_with(&lower));
    match (fitting.is_empty(), command) {
        (false, _) if enter => Typed::Refused(ambiguous(&typed, position, &fitting)),
        (false, _) => Typed::Wait(fitting),
        // A command runs on Enter only: `resign` is not carried out as
        // its last letter is typed.
        (true, Some((command, word))) if *word == lower && enter => Typed::Command(*command),
        (true, Some(_)) => Typed::Wait(Vec::new()),
        (true, None) => Typed::Refused(why_not(&typed, position)),
    }
}

/// As [`read_typed`], with a language's piece letters taken too (`Cf3`
/// in French, `Sf3` in German): the language's reading first, English's
/// when that names nothing (French `R` is the king, English `R` the
/// rook).
///
/// ```
/// use rookery::{chess::typed::{Typed, read_typed_in}, i18n::Language};
/// use shakmaty::{Chess, Position, san::San};
///
/// let start = Chess::default();
/// let french = Language::French.letters();
/// let Typed::Play(m) = read_typed_in("Cf3", &start, false, None, french) else { panic!() };
/// assert_eq!(San::from_move(&start, m).to_string(), "Nf3");
/// // English still reads.
/// assert!(matches!(read_typed_in("Nf3", &start, false, None, french), Typed::Play(_)));
/// ```
pub fn read_typed_in(
    text: &str,
    position: &Chess,
    enter: bool,
    selected: Option<Square>,
    letters: crate::i18n::Letters,
) -> Typed {
    if let Some(english) = letters.english(text.trim()) {
        let read = read_typed(&english, position, enter, selected);
        if matches!(read, Typed::Play(_) | Typed::Wait(_) | Typed::Select(_)) {
            return read;
        }
    }
    read_typed(text, position, enter, selected)
}

/// The move from `from` to `square` (a promotion: the queen, unless the
/// piece was named in the letters), if there is one.
fn onto(moves: &[Move], from: Option<Square>, square: Square) -> Option<Move> {
    let found: Vec<Move> = moves
        .iter()
        .filter(|m| m.from() == from && m.to() == square)
        .copied()
        .collect();
    found
        .iter()
        .find(|m| m.promotion() == Some(Role::Queen))
        .or(found.first())
        .copied()
}

/// A lone square with no piece of the side to move: the only move to it.
fn square_typed(square: Square, position: &Chess, moves: &[Move]) -> Typed {
    let onto: Vec<Move> = moves.iter().filter(|m| m.to() == square).copied().collect();
    match onto.as_slice() {
        [one] => Typed::Play(*one),
        [] => Typed::Refused(
            crate::i18n::Said::new("typed-no-piece").with("square", square.to_string()),
        ),
        several => Typed::Refused(ambiguous(&square.to_string(), position, several)),
    }
}

/// "bc8 fits several moves: Bc8, bxc8=Q, …".
fn ambiguous(typed: &str, position: &Chess, moves: &[Move]) -> crate::i18n::Said {
    let mut sans: Vec<String> = moves
        .iter()
        .map(|m| SanPlus::from_move(position.clone(), *m).to_string())
        .collect();
    sans.sort();
    sans.dedup();
    crate::i18n::Said::new("typed-several")
        .with("typed", typed)
        .with("moves", sans.join(", "))
}

/// Why nothing fits: a move that is written well but names several moves
/// (they are listed) or none that is legal here, or words that are no
/// move. SAN names pieces in capitals; `nd7` and `ke8` are read as the
/// knight's and the king's moves they mean.
fn why_not(typed: &str, position: &Chess) -> crate::i18n::Said {
    let castling = typed.replace(['0', 'o'], "O");
    let mut spellings = vec![castling.clone()];
    let mut letters = castling.chars();
    if let Some(first) = letters.next()
        && "nbrqk".contains(first)
    {
        spellings.push(first.to_ascii_uppercase().to_string() + letters.as_str());
    }
    let sans: Vec<San> = spellings
        .iter()
        .filter_map(|text| San::from_ascii(text.as_bytes()).ok())
        .collect();
    let moves = position.legal_moves();
    for san in &sans {
        let fits: Vec<Move> = moves.iter().copied().filter(|m| san.matches(*m)).collect();
        if fits.len() > 1 {
            return ambiguous(typed, position, &fits);
        }
    }
    match sans.last() {
        Some(san) => crate::i18n::Said::new("typed-illegal").with("san", san.to_string()),
        None => crate::i18n::Said::new("typed-nothing").with("typed", typed),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;

    fn at(fen: &str) -> Chess {
        let fen: Fen = fen.parse().unwrap();
        let mode = if fen.as_setup().castling_rights.is_empty() {
            CastlingMode::Standard
        } else {
            CastlingMode::detect(fen.as_setup())
        };
        fen.into_position(mode).unwrap()
    }

    /// What the text means, in words: `play Nf3`, `wait Bc8 bxc8=Q`, …
    fn read(text: &str, position: &Chess, enter: bool, selected: Option<Square>) -> String {
        let san = |m: &Move| SanPlus::from_move(position.clone(), *m).to_string();
        match read_typed(text, position, enter, selected) {
            Typed::Empty => "empty".to_owned(),
            Typed::Play(m) => format!("play {}", san(&m)),
            Typed::Select(square) => format!("select {square}"),
            Typed::Command(c) => format!("command {c:?}"),
            Typed::Wait(moves) => {
                let mut sans: Vec<String> = moves.iter().map(san).collect();
                sans.sort();
                format!("wait {}", sans.join(" ")).trim_end().to_owned()
            }
            Typed::Refused(why) => format!("refused {why}"),
        }
    }

    #[test]
    fn each_rule_on_a_table_of_inputs_and_positions() {
        let start = Chess::default();
        // A bishop on d7 and a pawn on b7 can both take on c8.
        let both_to_c8 = at("2r4k/1P1B4/8/8/8/8/8/4K3 w - - 0 1");
        let castles = at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let chess960 = at("4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1");
        let pawns = at("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
        let knights = at("rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R b KQkq - 3 3");
        let table: &[(&str, &Chess, bool, Option<Square>, &str)] = &[
            ("", &start, false, None, "empty"),
            ("nf3", &start, false, None, "play Nf3"),
            ("Nf3", &start, false, None, "play Nf3"),
            ("Nf3+", &start, false, None, "play Nf3"),
            ("e4", &start, false, None, "play e4"),
            ("e2e4", &start, false, None, "play e4"),
            ("g1f3", &start, false, None, "play Nf3"),
            ("N", &start, false, None, "wait Na3 Nc3 Nf3 Nh3"),
            ("Nc", &start, false, None, "wait Nc3"),
            (
                "Ke2",
                &start,
                false,
                None,
                "refused Ke2 is not a legal move here",
            ),
            (
                "zz",
                &start,
                false,
                None,
                "refused \"zz\" is no move and no command (help lists them)",
            ),
            ("exd5", &pawns, false, None, "play exd5"),
            ("ed5", &pawns, false, None, "play exd5"),
            ("EXD5", &pawns, false, None, "play exd5"),
            ("e5", &pawns, false, None, "play e5"),
            // Castling: O-O waits while O-O-O could still be meant.
            ("O-O", &castles, false, None, "wait O-O O-O-O"),
            ("O-O", &castles, true, None, "play O-O"),
            ("0-0", &castles, true, None, "play O-O"),
            ("o-o-o", &castles, false, None, "play O-O-O"),
            ("e1g1", &castles, false, None, "play O-O"),
            ("e1h1", &castles, false, None, "play O-O"),
            // Chess960: the king onto its rook, or O-O.
            ("O-O-O", &chess960, false, None, "play O-O-O"),
            ("e1g1", &chess960, false, None, "play O-O"),
            // Promotions, and a bishop and a pawn both able to reach c8.
            ("b8=Q", &both_to_c8, false, None, "play b8=Q"),
            ("b8Q", &both_to_c8, false, None, "play b8=Q"),
            ("b8q", &both_to_c8, false, None, "play b8=Q"),
            ("b7b8n", &both_to_c8, false, None, "play b8=N"),
            ("b8", &both_to_c8, false, None, "wait b8=B b8=N b8=Q b8=R"),
            (
                "bc8",
                &both_to_c8,
                false,
                None,
                "wait Bxc8 bxc8=B bxc8=N bxc8=Q+ bxc8=R+",
            ),
            ("bc8", &both_to_c8, true, None, "play Bxc8"),
            (
                "Bxc",
                &both_to_c8,
                false,
                None,
                "wait Bxc8 bxc8=B bxc8=N bxc8=Q+ bxc8=R+",
            ),
            ("bxc8=q", &both_to_c8, false, None, "play bxc8=Q+"),
            // A lone square: a piece picked up, or the only move there.
            ("g1", &start, false, None, "select g1"),
            ("f3", &start, false, Some(Square::G1), "play Nf3"),
            ("h3", &start, false, None, "play h3"),
            (
                "d1",
                &castles,
                false,
                None,
                "refused d1 fits several moves: Kd1, Rd1",
            ),
            ("d5", &pawns, false, None, "play exd5"),
            ("a5", &start, false, None, "refused No piece can go to a5"),
            // Commands, and their beginnings.
            // Commands, and their beginnings: each runs on Enter.
            ("resign", &start, false, None, "wait"),
            ("resign", &start, true, None, "command Resign"),
            ("Draw", &start, true, None, "command Draw"),
            ("dra", &start, false, None, "wait"),
            ("takeback", &start, false, None, "wait"),
            ("takeback", &start, true, None, "command Takeback"),
            ("flip", &start, true, None, "command Flip"),
            ("f", &start, false, None, "wait f3 f4"),
            ("clock", &start, true, None, "command Clock"),
            ("who", &start, true, None, "command Who"),
            ("help", &start, true, None, "command Help"),
            // Two knights can go to d7: the move names neither.
            (
                "nd7",
                &knights,
                true,
                None,
                "refused nd7 fits several moves: Nbd7, Nfd7",
            ),
            (
                "Nd7",
                &knights,
                false,
                None,
                "refused Nd7 fits several moves: Nbd7, Nfd7",
            ),
            ("nbd7", &knights, false, None, "play Nbd7"),
            // A king's move that is not legal, in any case.
            (
                "ke2",
                &start,
                true,
                None,
                "refused Ke2 is not a legal move here",
            ),
            (
                "ke8",
                &knights,
                false,
                None,
                "refused Ke8 is not a legal move here",
            ),
        ];
        let wrong: Vec<String> = table
            .iter()
            .filter_map(|(text, position, enter, selected, want)| {
                let got = read(text, position, *enter, *selected);
                (got != *want).then(|| format!("{text:?} (Enter {enter}): {got}, not {want}"))
            })
            .collect();
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }
}
