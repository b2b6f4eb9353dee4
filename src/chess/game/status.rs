//! How a game stands: ongoing, or finished with a result and the reason.

use std::fmt;

use shakmaty::{Color, KnownOutcome};

/// Why a game ended, in the words of the FIDE Laws of Chess.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Termination {
    /// The side to move is checkmated (Art. 5.1.1).
    Checkmate,
    /// The side to move has no legal move and is not in check (Art. 5.2.1).
    Stalemate,
    /// Neither side has the material to checkmate (Art. 5.2.2).
    InsufficientMaterial,
    /// Neither side can checkmate by any series of legal moves although
    /// both have material: a locked pawn structure, say (Art. 5.2.2).
    DeadPosition,
    /// The same position appeared for the fifth time (Art. 9.6.1).
    FivefoldRepetition,
    /// 75 moves by each side without a capture or pawn move (Art. 9.6.2).
    SeventyFiveMoveRule,
    /// A correct claim of threefold repetition (Art. 9.2).
    ThreefoldRepetition {
        /// The player who claimed.
        claimed_by: Color,
    },
    /// A correct claim under the 50-move rule (Art. 9.3).
    FiftyMoveRule {
        /// The player who claimed.
        claimed_by: Color,
    },
    /// Both players agreed to a draw (Art. 9.1).
    Agreement,
    /// A player resigned (Art. 5.1.2).
    Resignation {
        /// The player who resigned.
        resigned: Color,
    },
    /// A player's flag fell and the opponent can still checkmate (Art. 6.9).
    Timeout {
        /// The player whose time ran out.
        flagged: Color,
    },
    /// A player's flag fell but the opponent cannot checkmate by any series of
    /// legal moves, so the game is drawn (Art. 6.9).
    TimeoutVsInsufficientMaterial {
        /// The player whose time ran out.
        flagged: Color,
    },
    /// The result came from a game record (a PGN `Result`) without a reason
    /// Rookery can check.
    Recorded,
}

impl Termination {
    /// Whether the final position alone decides this ending (checkmate,
    /// stalemate, a dead position, the fivefold repetition, the 75-move
    /// rule), as opposed to what the players did (a claim, an agreement, a
    /// resignation, a flag, a result only recorded).
    pub fn is_by_position(self) -> bool {
        matches!(
            self,
            Termination::Checkmate
                | Termination::Stalemate
                | Termination::InsufficientMaterial
                | Termination::DeadPosition
                | Termination::FivefoldRepetition
                | Termination::SeventyFiveMoveRule
        )
    }
}

/// A draw the player to move may claim (FIDE Art. 9.2 and 9.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DrawClaim {
    /// The position has appeared at least three times.
    ThreefoldRepetition,
    /// At least 50 moves by each side without a capture or pawn move.
    FiftyMoveRule,
}

impl DrawClaim {
    /// The termination a correct claim by `color` produces.
    pub const fn termination(self, color: Color) -> Termination {
        match self {
            DrawClaim::ThreefoldRepetition => {
                Termination::ThreefoldRepetition { claimed_by: color }
            }
            DrawClaim::FiftyMoveRule => Termination::FiftyMoveRule { claimed_by: color },
        }
    }
}

/// Whether a game goes on or how it ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// The game goes on.
    Ongoing,
    /// The game is over.
    Finished {
        /// `1-0`, `0-1` or `1/2-1/2`.
        outcome: KnownOutcome,
        /// Why it ended.
        termination: Termination,
    },
}

impl Status {
    /// Whether the game is over.
    pub const fn is_finished(self) -> bool {
        matches!(self, Status::Finished { .. })
    }

    /// The outcome, if the game is over.
    pub const fn outcome(self) -> Option<KnownOutcome> {
        match self {
            Status::Ongoing => None,
            Status::Finished { outcome, .. } => Some(outcome),
        }
    }

    /// The termination, if the game is over.
    pub const fn termination(self) -> Option<Termination> {
        match self {
            Status::Ongoing => None,
            Status::Finished { termination, .. } => Some(termination),
        }
    }

    /// The PGN result token: `1-0`, `0-1`, `1/2-1/2`, or `*` while ongoing.
    pub const fn result_str(self) -> &'static str {
        match self {
            Status::Ongoing => "*",
            Status::Finished { outcome, .. } => outcome.as_str(),
        }
    }
}

/// "White" or "Black".
pub fn side_name(color: Color) -> &'static str {
    color.fold_wb("White", "Black")
}

/// A piece's kind as a player says it: `pawn`, `knight`, … (shakmaty
/// names them by letter only).
pub fn role_name(role: shakmaty::Role) -> &'static str {
    use shakmaty::Role;
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// A piece as a player says it: `white knight`.
///
/// ```
/// use rookery::chess::game::piece_name;
/// use shakmaty::{Color, Piece, Role};
/// assert_eq!(piece_name(Piece { color: Color::Black, role: Role::Queen }), "black queen");
/// ```
pub fn piece_name(piece: shakmaty::Piece) -> String {
    format!(
        "{} {}",
        piece.color.fold_wb("white", "black"),
        role_name(piece.role)
    )
}

impl Status {
    /// The result in words with the players' names: "Karpov wins on time",
    /// "Draw by threefold repetition (claimed by Blackburne)". Each message
    /// is composed from `name`, so no name is patched into another's text.
    ///
    /// ```
    /// use rookery::chess::game::{Status, Termination};
    /// use shakmaty::{Color, KnownOutcome};
    ///
    /// let status = Status::Finished {
    ///     outcome: KnownOutcome::Decisive { winner: Color::Black },
    ///     termination: Termination::Timeout { flagged: Color::White },
    /// };
    /// let name = |c: Color| c.fold_wb("Blackburne", "Karpov");
    /// assert_eq!(status.describe(name), "Karpov wins on time");
    /// assert_eq!(status.to_string(), "Black wins on time");
    /// ```
    pub fn describe<'a>(self, name: impl Fn(Color) -> &'a str) -> String {
        let (outcome, termination) = match self {
            Status::Ongoing => return "Game in progress".to_owned(),
            Status::Finished {
                outcome,
                termination,
            } => (outcome, termination),
        };
        let winner = match outcome {
            KnownOutcome::Decisive { winner } => Some(winner),
            KnownOutcome::Draw => None,
        };
        match (termination, winner) {
            (Termination::Checkmate, Some(w)) => format!("{} wins by checkmate", name(w)),
            (Termination::Stalemate, _) => "Draw by stalemate".to_owned(),
            (Termination::InsufficientMaterial, _) => {
                "Draw: neither side can checkmate (dead position)".to_owned()
            }
            (Termination::DeadPosition, _) => {
                "Draw — dead position: no sequence of legal moves can checkmate".to_owned()
            }
            (Termination::FivefoldRepetition, _) => "Draw by fivefold repetition".to_owned(),
            (Termination::SeventyFiveMoveRule, _) => "Draw by the 75-move rule".to_owned(),
            (Termination::ThreefoldRepetition { claimed_by }, _) => format!(
                "Draw by threefold repetition (claimed by {})",
                name(claimed_by)
            ),
            (Termination::FiftyMoveRule { claimed_by }, _) => {
                format!("Draw by the 50-move rule (claimed by {})", name(claimed_by))
            }
            (Termination::Agreement, _) => "Draw by agreement".to_owned(),
            (Termination::Resignation { resigned }, _) => format!("{} resigns", name(resigned)),
            (Termination::Timeout { flagged }, _) => format!("{} wins on time", name(!flagged)),
            (Termination::TimeoutVsInsufficientMaterial { flagged }, _) => format!(
                "Draw — {}'s flag fell, but {} cannot checkmate",
                name(flagged),
                name(!flagged)
            ),
            (_, Some(w)) => format!("{} wins", name(w)),
            (_, None) => "Draw".to_owned(),
        }
    }
}

impl fmt::Display for Status {
    /// The result in words, as a player reads it: "Black wins by checkmate",
    /// "Draw by threefold repetition (claimed by White)", "White resigns".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(side_name))
    }
}
