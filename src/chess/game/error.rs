//! Errors of the game model, each naming exactly what was wrong.

use std::fmt;

use shakmaty::{PositionErrorKinds, Square, fen::ParseFenError};

use crate::i18n::Said;

/// A FEN that could not become a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenError {
    /// The text is not FEN: which field failed to parse.
    Syntax(ParseFenError),
    /// The FEN parses but describes an illegal position.
    IllegalPosition(PositionErrorKinds),
}

impl FenError {
    /// What was wrong, in a message of the player's language.
    pub fn said(&self) -> Said {
        match self {
            FenError::Syntax(e) => Said::new("fen-invalid").with(
                "part",
                Said::new(match e {
                    ParseFenError::InvalidFen => "fen-not-fen",
                    ParseFenError::InvalidBoard => "fen-bad-board",
                    ParseFenError::InvalidPocket => "fen-bad-pocket",
                    ParseFenError::InvalidTurn => "fen-bad-turn",
                    ParseFenError::InvalidCastling => "fen-bad-castling",
                    ParseFenError::InvalidEpSquare => "fen-bad-ep",
                    ParseFenError::InvalidRemainingChecks => "fen-bad-checks",
                    ParseFenError::InvalidHalfmoveClock => "fen-bad-halfmoves",
                    ParseFenError::InvalidFullmoves => "fen-bad-fullmoves",
                }),
            ),
            FenError::IllegalPosition(kinds) => {
                let reasons = [
                    (PositionErrorKinds::EMPTY_BOARD, "fen-empty-board"),
                    (PositionErrorKinds::MISSING_KING, "fen-missing-king"),
                    (PositionErrorKinds::TOO_MANY_KINGS, "fen-too-many-kings"),
                    (PositionErrorKinds::PAWNS_ON_BACKRANK, "fen-back-rank-pawns"),
                    (
                        PositionErrorKinds::INVALID_CASTLING_RIGHTS,
                        "editor-castling-rights",
                    ),
                    (PositionErrorKinds::INVALID_EP_SQUARE, "fen-bad-ep-square"),
                    (PositionErrorKinds::OPPOSITE_CHECK, "fen-opposite-check"),
                    (PositionErrorKinds::IMPOSSIBLE_CHECK, "fen-impossible-check"),
                    (
                        PositionErrorKinds::TOO_MUCH_MATERIAL,
                        "fen-too-much-material",
                    ),
                    (PositionErrorKinds::VARIANT, "fen-variant"),
                ];
                let listed = reasons
                    .into_iter()
                    .filter(|(kind, _)| kinds.contains(*kind))
                    .map(|(_, id)| Said::new(id))
                    .reduce(|first, rest| {
                        Said::new("list-comma")
                            .with("first", first)
                            .with("last", rest)
                    })
                    .unwrap_or(Said::Text(String::new()));
                Said::new("fen-illegal").with("reasons", listed)
            }
        }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said().english())
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

impl GameError {
    /// Why, in a message of the player's language.
    pub fn said(&self) -> Said {
        match self {
            GameError::GameOver => Said::new("refused-game-over"),
            GameError::IllegalMove { from, to } => Said::new("refused-illegal-move")
                .with("from", from.to_string())
                .with("to", to.to_string()),
            GameError::PromotionRequired => Said::new("refused-promotion"),
            GameError::InvalidSan(s) => Said::new("refused-san").with("text", s.as_str()),
            GameError::InvalidUci(s) => Said::new("refused-uci").with("text", s.as_str()),
            GameError::NoValidClaim => Said::new("refused-no-claim"),
            GameError::NoDrawOffer => Said::new("refused-no-offer"),
            GameError::OfferAlreadyMade => Said::new("refused-offered"),
            GameError::NothingToTakeBack => Said::new("refused-no-takeback"),
            GameError::CannotTakeBackAfterEnding => Said::new("refused-takeback-over"),
            GameError::NoSuchPly(n) => Said::new("refused-no-ply").with("ply", n.to_string()),
            GameError::NoSuchVariation => Said::new("refused-no-variation"),
            GameError::ViewingPast => Said::new("refused-viewing-past"),
            GameError::NotARecord => Said::new("refused-not-record"),
            GameError::NotInVariation => Said::new("refused-main-line"),
            GameError::NothingToUndo => Said::new("refused-nothing-to-undo"),
            GameError::MainLineChanged => Said::new("refused-main-line-changed"),
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said().english())
    }
}

impl std::error::Error for GameError {}
