//! What a game read from a file can go wrong with, and how the player is
//! told: "game 3, 23...: illegal move Nf6 in the position after 22...Rc8".

use std::fmt;

use shakmaty::{Chess, Color, Position};

use super::MAX_VARIATION_DEPTH;

/// A move in a game, as a player names it: move number and side (`23.` for
/// White, `23...` for Black).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveNumber {
    /// The full-move number.
    pub number: u32,
    /// The side to move.
    pub color: Color,
}

impl MoveNumber {
    /// The number of the move about to be played in `position`.
    pub fn of(position: &Chess) -> MoveNumber {
        MoveNumber {
            number: position.fullmoves().get(),
            color: position.turn(),
        }
    }
}

impl fmt::Display for MoveNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = self.color.fold_wb(".", "...");
        write!(f, "{}{dots}", self.number)
    }
}

/// Why a game could not be read whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// A move that is not legal in its position.
    IllegalMove {
        /// The move as written.
        san: String,
    },
    /// A move that more than one legal move matches.
    AmbiguousMove {
        /// The move as written.
        san: String,
    },
    /// A null move (`--`, `Z0`) while the side to move is in check: no
    /// pass can answer a check.
    NullMove,
    /// Text in the moves that is neither a move, a move number, a NAG nor a
    /// result.
    UnreadableToken {
        /// The text.
        token: String,
    },
    /// A `Variant` other than standard chess and Chess960.
    UnsupportedVariant(String),
    /// A `FEN` tag that is not a legal position.
    InvalidFen {
        /// The tag's value.
        fen: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A variation that starts before any move it could replace.
    VariationWithoutMove,
    /// Variations nested deeper than [`MAX_VARIATION_DEPTH`].
    TooDeep,
    /// The text breaks the PGN syntax (an unterminated tag or comment).
    Syntax(String),
    /// The file could not be read.
    Io(String),
}

/// A game that could not be read whole: where and why. The moves before the
/// error are kept in [`PgnGame::game`](super::PgnGame::game).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnError {
    /// The game's number in the file, from 1.
    pub game: usize,
    /// The move at which it happened, if it happened in the moves.
    pub at: Option<MoveNumber>,
    /// The last move read before it on the same line (`22...Rc8`).
    pub after: Option<String>,
    /// Whether it happened in a variation. The rest of that variation is
    /// left out and the game goes on; an error on the mainline ends the game
    /// there.
    pub in_variation: bool,
    /// What went wrong.
    pub kind: PgnErrorKind,
}

impl fmt::Display for PgnError {
    /// For example "game 3, 23...: illegal move Nf6 in the position after
    /// 22...Rc8".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}", self.game)?;
        if let Some(at) = self.at {
            write!(f, ", {at}")?;
        }
        f.write_str(": ")?;
        let mut position = match &self.after {
            Some(after) => format!("the position after {after}"),
            None => "the starting position".to_owned(),
        };
        if self.in_variation {
            position.push_str(" (in a variation, which is cut there)");
        }
        match &self.kind {
            PgnErrorKind::IllegalMove { san } => write!(f, "illegal move {san} in {position}"),
            PgnErrorKind::AmbiguousMove { san } => write!(
                f,
                "ambiguous move {san} in {position}: more than one piece can make it"
            ),
            PgnErrorKind::NullMove => write!(f, "null move while in check in {position}"),
            PgnErrorKind::UnreadableToken { token } => write!(
                f,
                "\"{token}\" in {position} is not a move, move number, NAG or result"
            ),
            PgnErrorKind::UnsupportedVariant(v) => write!(
                f,
                "unsupported variant {v} (Rookery plays standard chess and Chess960)"
            ),
            PgnErrorKind::InvalidFen { fen, reason } => write!(f, "FEN \"{fen}\": {reason}"),
            PgnErrorKind::VariationWithoutMove => {
                write!(f, "a variation in {position} has no move to replace")
            }
            PgnErrorKind::TooDeep => write!(
                f,
                "variations nested more than {MAX_VARIATION_DEPTH} deep in {position}"
            ),
            PgnErrorKind::Syntax(what) => f.write_str(what),
            PgnErrorKind::Io(what) => write!(f, "the file could not be read: {what}"),
        }
    }
}

impl std::error::Error for PgnError {}
