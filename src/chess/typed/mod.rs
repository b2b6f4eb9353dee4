//! Moves and commands typed into the move field, read as lichess's
//! keyboard move box reads them (lila `ui/keyboardMove`): SAN with its case
//! and capture mark forgiven where only one move fits (`nf3`, `exd5`,
//! `ed5`), coordinates (`e2e4`, `e7e8q`), castling as `O-O`, `0-0` or
//! `o-o`, promotions as `e8=Q`, `e8Q` or `e8q`. A move is played as soon
//! as exactly one legal move fits and no other could still fit with more
//! letters; otherwise it waits for Enter. A lone square selects a piece, or
//! plays the only move to it. The same field takes a few words: `resign`,
//! `draw`, `takeback`, `flip`, `clock`, `who`, `help`, and the player's
//! language's own for them (`aufgeben`, `remis` in German; [`Tongue`]).
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

/// The message id of each command's word in a language (`typed-word-resign
/// = aufgeben` in German's messages).
pub const COMMAND_WORD_IDS: [(Command, &str); 7] = [
    (Command::Resign, "typed-word-resign"),
    (Command::Draw, "typed-word-draw"),
    (Command::Takeback, "typed-word-takeback"),
    (Command::Flip, "typed-word-flip"),
    (Command::Clock, "typed-word-clock"),
    (Command::Who, "typed-word-who"),
    (Command::Help, "typed-word-help"),
];

/// What a player's language adds to what the field reads: its piece letters
/// (`Sf3` in German) and its words for the commands (`aufgeben`). English's
/// letters and words are read too; moves named back in refusals are written
/// in these letters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tongue {
    /// The piece letters.
    pub letters: crate::i18n::Letters,
    /// Each command's word, lowercase.
    pub words: Vec<(Command, String)>,
}

impl Tongue {
    /// English's letters and words alone.
    pub fn english() -> Tongue {
        Tongue {
            letters: crate::i18n::Language::English.letters(),
            words: Vec::new(),
        }
    }

    /// `letters`, and the words `word` gives for [`COMMAND_WORD_IDS`] (a
    /// language's messages); a word with a space or none is left out.
    ///
    /// ```
    /// use rookery::{chess::typed::{Command, Tongue}, i18n::{Language, Words}};
    /// let german = Words::new(Language::German);
    /// let tongue = Tongue::new(german.letters(), |id| german.get(id));
    /// assert!(tongue.words.contains(&(Command::Resign, "aufgeben".to_owned())));
    /// ```
    pub fn new(letters: crate::i18n::Letters, word: impl Fn(&str) -> String) -> Tongue {
        let words = COMMAND_WORD_IDS
            .iter()
            .map(|(command, id)| (*command, word(id).trim().to_lowercase()))
            .filter(|(_, w)| !w.is_empty() && !w.contains(char::is_whitespace))
            .collect();
        Tongue { letters, words }
    }

    /// Every word that names a command: English's, then the language's.
    fn commands(&self) -> impl Iterator<Item = (Command, &str)> {
        Command::ALL
            .iter()
            .map(|(c, w)| (*c, *w))
            .chain(self.words.iter().map(|(c, w)| (*c, w.as_str())))
    }

    /// The language's word for `command` (English's where it has none).
    pub fn word(&self, command: Command) -> &str {
        self.words
            .iter()
            .find(|(c, _)| *c == command)
            .map(|(_, w)| w.as_str())
            .or_else(|| {
                Command::ALL
                    .iter()
                    .find(|(c, _)| *c == command)
                    .map(|(_, w)| *w)
            })
            .unwrap_or_default()
    }
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
    read_with(text, position, enter, selected, &Tongue::english())
}

/// The legal moves whose spellings the typed letters give.
struct Spelled {
    /// Spelled so, case aside.
    exact: Vec<Move>,
    /// Spelled so, case and all.
    exact_cased: Vec<Move>,
    /// Spelled so far (a spelling starts with them).
    fitting: Vec<Move>,
}

impl Spelled {
    fn of(moves: &[Move], position: &Chess, typed: &str) -> Spelled {
        let lower = typed.to_lowercase();
        let mut found = Spelled {
            exact: Vec::new(),
            exact_cased: Vec::new(),
            fitting: Vec::new(),
        };
        for &m in moves {
            let spelled = spellings(position, m);
            if spelled.iter().any(|s| s == typed) {
                found.exact_cased.push(m);
            }
            if spelled.iter().any(|s| s.to_lowercase() == lower) {
                found.exact.push(m);
            }
            if spelled.iter().any(|s| s.to_lowercase().starts_with(&lower)) {
                found.fitting.push(m);
            }
        }
        found
    }
}

/// [`read_typed`], with `tongue`'s command words taken and its letters in
/// the moves a refusal names.
fn read_with(
    text: &str,
    position: &Chess,
    enter: bool,
    selected: Option<Square>,
    tongue: &Tongue,
) -> Typed {
    let letters = tongue.letters;
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
    let Spelled {
        exact,
        exact_cased,
        fitting,
    } = Spelled::of(&moves, position, &typed);
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
            Typed::Refused(ambiguous(&typed, position, &exact, letters))
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
            return square_typed(square, position, &moves, letters);
        }
        return Typed::Wait(fitting);
    }
    let exact_word = tongue.commands().find(|(_, word)| *word == lower);
    let command = exact_word.or_else(|| tongue.commands().find(|(_, w)| w.starts_with(&lower)));
    match (fitting.is_empty(), command) {
        (false, _) if enter => Typed::Refused(ambiguous(&typed, position, &fitting, letters)),
        (false, _) => Typed::Wait(fitting),
        // A command runs on Enter only: `resign` is not carried out as
        // its last letter is typed.
        (true, Some((command, word))) if word == lower && enter => Typed::Command(command),
        (true, Some(_)) => Typed::Wait(Vec::new()),
        (true, None) => Typed::Refused(why_not(&typed, position, letters)),
    }
}

/// As [`read_typed`], with a language's piece letters and words taken too
/// (`Cf3` in French, `Sf3` and `aufgeben` in German): the language's
/// reading first, English's when that names nothing (French `R` is the
/// king, English `R` the rook). What cannot be played is said with the
/// language's letters: German `Sb5` with knights on c3 and d4 fits `Scb5`
/// and `Sdb5`.
///
/// ```
/// use rookery::{chess::typed::{Tongue, Typed, read_typed_in}, i18n::{Language, Words}};
/// use shakmaty::{Chess, Position, san::San};
///
/// let start = Chess::default();
/// let french = Tongue { letters: Language::French.letters(), words: Vec::new() };
/// let Typed::Play(m) = read_typed_in("Cf3", &start, false, None, &french) else { panic!() };
/// assert_eq!(San::from_move(&start, m).to_string(), "Nf3");
/// // English still reads.
/// assert!(matches!(read_typed_in("Nf3", &start, false, None, &french), Typed::Play(_)));
/// ```
pub fn read_typed_in(
    text: &str,
    position: &Chess,
    enter: bool,
    selected: Option<Square>,
    tongue: &Tongue,
) -> Typed {
    let as_typed = read_with(text, position, enter, selected, tongue);
    let Some(english) = tongue.letters.english(text.trim()) else {
        return as_typed;
    };
    let read = read_with(&english, position, enter, selected, tongue);
    let names_something = |t: &Typed| {
        matches!(
            t,
            Typed::Play(_) | Typed::Wait(_) | Typed::Select(_) | Typed::Command(_)
        )
    };
    match &read {
        _ if names_something(&read) && !matches!(read, Typed::Command(_)) => read,
        // Moves it fits, or a move that is not legal: better words than
        // the "no move" of the letters read as English.
        Typed::Refused(why)
            if !is_nothing(why) && matches!(&as_typed, Typed::Refused(raw) if is_nothing(raw)) =>
        {
            read
        }
        _ => as_typed,
    }
}

/// Whether a refusal says the text is no move at all.
fn is_nothing(why: &crate::i18n::Said) -> bool {
    matches!(
        why,
        crate::i18n::Said::Message {
            id: "typed-nothing",
            ..
        }
    )
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
fn square_typed(
    square: Square,
    position: &Chess,
    moves: &[Move],
    letters: crate::i18n::Letters,
) -> Typed {
    let onto: Vec<Move> = moves.iter().filter(|m| m.to() == square).copied().collect();
    match onto.as_slice() {
        [one] => Typed::Play(*one),
        [] => Typed::Refused(
            crate::i18n::Said::new("typed-no-piece").with("square", square.to_string()),
        ),
        several => Typed::Refused(ambiguous(&square.to_string(), position, several, letters)),
    }
}

/// "bc8 fits several moves: Bc8, bxc8=Q, …", in `letters`.
fn ambiguous(
    typed: &str,
    position: &Chess,
    moves: &[Move],
    letters: crate::i18n::Letters,
) -> crate::i18n::Said {
    let mut sans: Vec<String> = moves
        .iter()
        .map(|m| letters.local(&SanPlus::from_move(position.clone(), *m).to_string()))
        .collect();
    sans.sort();
    sans.dedup();
    crate::i18n::Said::new("typed-several")
        .with("typed", letters.local(typed))
        .with("moves", sans.join(", "))
}

/// Why nothing fits: a move that is written well but names several moves
/// (they are listed) or none that is legal here, or words that are no
/// move. SAN names pieces in capitals; `nd7` and `ke8` are read as the
/// knight's and the king's moves they mean.
fn why_not(typed: &str, position: &Chess, shown_in: crate::i18n::Letters) -> crate::i18n::Said {
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
            return ambiguous(typed, position, &fits, shown_in);
        }
    }
    match sans.last() {
        Some(san) => {
            crate::i18n::Said::new("typed-illegal").with("san", shown_in.local(&san.to_string()))
        }
        None => crate::i18n::Said::new("typed-nothing").with("typed", typed),
    }
}

#[cfg(test)]
mod tests;
