//! Errors of the game model, each naming exactly what was wrong.

use std::fmt;

use shakmaty::{PositionErrorKinds, Square, fen::ParseFenError};

/// A FEN that could not become a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenError {
    /// The text is not FEN: which field failed to parse.
    Syntax(ParseFenError),
    /// The FEN parses but describes an illegal position.
    IllegalPosition(PositionErrorKinds),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Syntax(e) => {
                let part = match e {
                    ParseFenError::InvalidFen => "the text is not a FEN",
                    ParseFenError::InvalidBoard => "the piece placement (first field) is not valid",
                    ParseFenError::InvalidPocket => "the pocket is not valid",
                    ParseFenError::InvalidTurn => "the side to move (second field) must be w or b",
                    ParseFenError::InvalidCastling => {
                        "the castling rights (third field) are not valid"
                    }
                    ParseFenError::InvalidEpSquare => {
                        "the en passant square (fourth field) is not valid"
                    }
                    ParseFenError::InvalidRemainingChecks => "the remaining checks are not valid",
                    ParseFenError::InvalidHalfmoveClock => {
                        "the halfmove clock (fifth field) is not a number"
                    }
                    ParseFenError::InvalidFullmoves => {
                        "the move number (sixth field) is not a positive number"
                    }
                };
                write!(f, "invalid FEN: {part}")
            }
            FenError::IllegalPosition(kinds) => {
                f.write_str("illegal position: ")?;
                let reasons = [
                    (PositionErrorKinds::EMPTY_BOARD, "the board is empty"),
                    (PositionErrorKinds::MISSING_KING, "a king is missing"),
                    (
                        PositionErrorKinds::TOO_MANY_KINGS,
                        "a side has more than one king",
                    ),
                    (
                        PositionErrorKinds::PAWNS_ON_BACKRANK,
                        "pawns stand on the first or last rank",
                    ),
                    (
                        PositionErrorKinds::INVALID_CASTLING_RIGHTS,
                        "the castling rights do not match the kings and rooks",
                    ),
                    (
                        PositionErrorKinds::INVALID_EP_SQUARE,
                        "the en passant square does not follow a double pawn push",
                    ),
                    (
                        PositionErrorKinds::OPPOSITE_CHECK,
                        "the side not to move is in check",
                    ),
                    (
                        PositionErrorKinds::IMPOSSIBLE_CHECK,
                        "the check is impossible",
                    ),
                    (
                        PositionErrorKinds::TOO_MUCH_MATERIAL,
                        "there is more material than a game can have",
                    ),
                    (PositionErrorKinds::VARIANT, "a variant rule is broken"),
                ];
                let mut first = true;
                for (kind, text) in reasons {
                    if kinds.contains(kind) {
                        if !first {
                            f.write_str(", ")?;
                        }
                        f.write_str(text)?;
                        first = false;
                    }
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for FenError {}

/// Why the model refused an action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The game is over; no more moves, offers or claims.
    GameOver,
    /// No legal move goes from `from` to `to` (with that promotion).
    IllegalMove {
        /// Where the move started.
        from: Square,
        /// Where it was meant to go.
        to: Square,
    },
    /// A pawn reaching the last rank needs a promotion piece.
    PromotionRequired,
    /// SAN that does not parse or names no legal move, with the text.
    InvalidSan(String),
    /// UCI that does not parse or names no legal move, with the text.
    InvalidUci(String),
    /// A draw claim that the position does not support.
    NoValidClaim,
    /// Accepting or declining with no offer standing from the opponent.
    NoDrawOffer,
    /// A player offered a draw while their own offer already stands.
    OfferAlreadyMade,
    /// There is no ply to take back.
    NothingToTakeBack,
    /// The game is over (or is a record, which is edited instead): a
    /// takeback cannot undo an ending.
    CannotTakeBackAfterEnding,
    /// The ply index is past the end of the game.
    NoSuchPly(usize),
    /// A move list named a variation the game does not have.
    NoSuchVariation,
    /// A move tried while an earlier position is shown.
    ViewingPast,
    /// A live game's moves are the game: it is not edited (a finished one
    /// is analysed as a record).
    NotARecord,
    /// The move is on the mainline: it is in no variation.
    NotInVariation,
    /// There is nothing to undo or redo.
    NothingToUndo,
    /// A game report's main line is no longer the game's.
    MainLineChanged,
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::GameOver => f.write_str("the game is over"),
            GameError::IllegalMove { from, to } => write!(f, "{from}-{to} is not a legal move"),
            GameError::PromotionRequired => {
                f.write_str("a pawn reaching the last rank must promote: choose a piece")
            }
            GameError::InvalidSan(s) => write!(f, "\"{s}\" is not a legal move in SAN"),
            GameError::InvalidUci(s) => write!(f, "\"{s}\" is not a legal move in UCI"),
            GameError::NoValidClaim => f.write_str(
                "no draw can be claimed: the position has not occurred three times \
                 and 50 moves have not passed without a capture or pawn move",
            ),
            GameError::NoDrawOffer => f.write_str("the opponent has not offered a draw"),
            GameError::OfferAlreadyMade => f.write_str("you have already offered a draw"),
            GameError::NothingToTakeBack => f.write_str("there is no move to take back"),
            GameError::CannotTakeBackAfterEnding => {
                f.write_str("the game is over: its moves cannot be taken back")
            }
            GameError::NoSuchPly(n) => write!(f, "the game has no ply {n}"),
            GameError::NoSuchVariation => f.write_str("the game has no such variation"),
            GameError::ViewingPast => {
                f.write_str("an earlier move is shown: back to the game to move")
            }
            GameError::NotARecord => {
                f.write_str("a game being played is not edited: analyse it once it is over")
            }
            GameError::NotInVariation => f.write_str("the move is on the main line"),
            GameError::NothingToUndo => f.write_str("there is nothing to undo"),
            GameError::MainLineChanged => {
                f.write_str("the main line changed while the report ran: run it again")
            }
        }
    }
}

impl std::error::Error for GameError {}
