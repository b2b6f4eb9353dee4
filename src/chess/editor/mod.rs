//! Setting up a position by hand (the board editor's core), pure: pieces
//! placed, moved and removed; the side to move; castling rights offered
//! only where a king and rook stand so that castling is possible (the
//! rook's file kept, for Chess960); en passant offered only on a square
//! where a capture is really possible; the move counters; FEN both ways;
//! and what is wrong with the position, in words, for every reason
//! shakmaty knows and the ones it leaves to us (`reasons.rs`). Every rule of
//! play comes from shakmaty: a position is legal when `Chess::from_setup`
//! accepts it and no reason of ours says no game can reach it.

mod reasons;

use std::num::NonZeroU32;

use shakmaty::{
    Bitboard, Board, CastlingMode, CastlingSide, Chess, Color, EnPassantMode, File, FromSetup,
    Piece, Position, PositionErrorKinds, Rank, Setup, Square,
    fen::{Fen, ParseFenError},
};

use crate::{
    chess::game::{FenError, Game, Status},
    i18n::Said,
};

/// A position being set up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetUp {
    setup: Setup,
}

/// One of the four castling rights, as the editor offers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CastlingToggle {
    /// Whose right.
    pub color: Color,
    /// Which way.
    pub side: CastlingSide,
    /// The rook it would castle with, where one stands so that castling is
    /// possible (`None`: the toggle is disabled).
    pub rook: Option<Square>,
    /// Whether the right is given.
    pub on: bool,
}

impl Default for SetUp {
    fn default() -> Self {
        SetUp::start()
    }
}

impl SetUp {
    /// The standard starting position.
    pub fn start() -> SetUp {
        SetUp {
            setup: Setup::initial(),
        }
    }

    /// An empty board, White to move.
    pub fn empty() -> SetUp {
        SetUp {
            setup: Setup::empty(),
        }
    }

    /// Chess960 starting position number `number` (0–959, the standard
    /// numbering: 518 is the classical set-up), all four castling rights.
    pub fn chess960(number: u32) -> Option<SetUp> {
        if number >= 960 {
            return None;
        }
        let board = Board::chess960(number);
        let rooks =
            board.rooks() & (Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth));
        Some(SetUp {
            setup: Setup {
                board,
                castling_rights: rooks,
                ..Setup::initial()
            },
        })
    }

    /// The set-up of a position.
    pub fn of(position: &Chess) -> SetUp {
        SetUp {
            setup: position.to_setup(EnPassantMode::Legal),
        }
    }

    /// Reads a FEN (X-FEN and Shredder-FEN castling too). The error says
    /// which field fails; castling rights and an en passant square the
    /// position cannot use are dropped (see [`SetUp::read_fen`]).
    pub fn from_fen(fen: &str) -> Result<SetUp, FenError> {
        SetUp::read_fen(fen).map(|read| read.set_up)
    }

    /// Reads a FEN, saying what of it was dropped: a castling right no king
    /// and rook support, and an en passant square no capture can use (the
    /// editor never holds them, and the player is told which and why).
    pub fn read_fen(fen: &str) -> Result<ReadFen, FenError> {
        let fen = Fen::from_ascii(fen.trim().as_bytes()).map_err(FenError::Syntax)?;
        let given = fen.into_setup();
        let mut set_up = SetUp {
            setup: given.clone(),
        };
        set_up.tidy();
        let dropped = set_up.dropped_from(&given);
        Ok(ReadFen { set_up, dropped })
    }

    /// What of `given` the tidy set-up no longer holds, in words.
    fn dropped_from(&self, given: &Setup) -> Vec<Said> {
        let board = &given.board;
        let mut out = Vec::new();
        let side = |color: Color| Said::new(color.fold_wb("side-white", "side-black"));
        for rook in given.castling_rights & !self.setup.castling_rights {
            let color = if rook.rank() == Rank::First {
                Color::White
            } else {
                Color::Black
            };
            let why = if board.piece_at(rook) != Some(color.rook()) {
                Said::new(color.fold_wb("fen-no-white-rook", "fen-no-black-rook"))
            } else if board
                .king_of(color)
                .is_none_or(|k| k.rank() != color.backrank())
            {
                Said::new("fen-king-not-home")
            } else {
                Said::new("fen-other-rook")
            };
            out.push(
                Said::new("fen-castling-dropped")
                    .with("square", rook.to_string())
                    .with(
                        "why",
                        why.with("side", side(color))
                            .with("square", rook.to_string()),
                    ),
            );
        }
        if let Some(ep) = given.ep_square
            && self.setup.ep_square.is_none()
        {
            let taker = given.turn;
            let pushed = Square::from_coords(ep.file(), taker.fold_wb(Rank::Fifth, Rank::Fourth));
            let why = if ep.rank() != taker.fold_wb(Rank::Sixth, Rank::Third) {
                Said::new(taker.fold_wb("fen-ep-rank-white", "fen-ep-rank-black"))
            } else if board.piece_at(pushed) != Some((!taker).pawn()) {
                Said::new(taker.fold_wb("fen-ep-no-black-pawn", "fen-ep-no-white-pawn"))
                    .with("square", pushed.to_string())
            } else {
                Said::new(taker.fold_wb("fen-ep-no-white-taker", "fen-ep-no-black-taker"))
                    .with("square", ep.to_string())
            };
            out.push(
                Said::new("fen-ep-dropped")
                    .with("square", ep.to_string())
                    .with("why", why),
            );
        }
        out
    }

    /// The FEN of the position as set up (castling in X-FEN: `KQkq` for
    /// the outermost rooks, the rook's file otherwise).
    pub fn fen(&self) -> String {
        // The editor keeps at most two rights a side, on the back rank:
        // nothing is lost.
        Fen::try_from_setup(self.setup.clone())
            .unwrap_or_else(|e| e.ignore())
            .to_string()
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.setup.board
    }

    /// The piece on a square.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.setup.board.piece_at(square)
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.setup.turn
    }

    /// Sets the side to move.
    pub fn set_turn(&mut self, color: Color) {
        self.setup.turn = color;
        self.tidy();
    }

    /// The half-move clock (for the 50-move rule).
    pub fn halfmoves(&self) -> u32 {
        self.setup.halfmoves
    }

    /// The move number.
    pub fn fullmoves(&self) -> NonZeroU32 {
        self.setup.fullmoves
    }

    /// Sets the half-move clock and the move number.
    pub fn set_counters(&mut self, halfmoves: u32, fullmoves: NonZeroU32) {
        self.setup.halfmoves = halfmoves;
        self.setup.fullmoves = fullmoves;
    }

    /// Puts a piece on a square (or clears it).
    pub fn put(&mut self, square: Square, piece: Option<Piece>) {
        match piece {
            Some(piece) => self.setup.board.set_piece_at(square, piece),
            None => self.setup.board.discard_piece_at(square),
        }
        self.tidy();
    }

    /// Moves whatever stands on `from` to `to` (taking what stood there).
    pub fn move_piece(&mut self, from: Square, to: Square) {
        if from == to {
            return;
        }
        if let Some(piece) = self.setup.board.remove_piece_at(from) {
            self.setup.board.set_piece_at(to, piece);
        }
        self.tidy();
    }

    /// Empties the board (the side to move and counters stay).
    pub fn clear(&mut self) {
        self.setup.board = Board::empty();
        self.tidy();
    }

    /// The four castling rights (White's king side, queen side, Black's),
    /// each with the rook it names: the rook holding the right, else the
    /// outermost rook that could (a right turned on goes to it).
    pub fn castling(&self) -> [CastlingToggle; 4] {
        let toggle = |color, side| {
            let rooks = castling_rooks(&self.setup.board, color, side);
            let held = rooks
                .iter()
                .copied()
                .find(|&r| self.setup.castling_rights.contains(r));
            CastlingToggle {
                color,
                side,
                rook: held.or_else(|| rooks.first().copied()),
                on: held.is_some(),
            }
        };
        [
            toggle(Color::White, CastlingSide::KingSide),
            toggle(Color::White, CastlingSide::QueenSide),
            toggle(Color::Black, CastlingSide::KingSide),
            toggle(Color::Black, CastlingSide::QueenSide),
        ]
    }

    /// Gives or takes a castling right: given to the outermost rook beyond
    /// the king on that side, taken from whichever rook holds it; nothing
    /// happens where no king and rook stand for it.
    pub fn set_castling(&mut self, color: Color, side: CastlingSide, on: bool) {
        let rooks = castling_rooks(&self.setup.board, color, side);
        let held = rooks
            .iter()
            .any(|&r| self.setup.castling_rights.contains(r));
        match (on, rooks.first()) {
            (true, Some(&outer)) if !held => self.setup.castling_rights.add(outer),
            (false, _) => {
                for rook in rooks {
                    self.setup.castling_rights.discard(rook);
                }
            }
            _ => {}
        }
        self.tidy();
    }

    /// The squares an en passant capture could be made on now: a pawn of
    /// the side not to move stands as after a double step, and a pawn of
    /// the side to move can legally take it.
    pub fn en_passant_options(&self) -> Vec<Square> {
        let turn = self.setup.turn;
        let (pawn_rank, target_rank) = match turn {
            Color::White => (Rank::Fifth, Rank::Sixth),
            Color::Black => (Rank::Fourth, Rank::Third),
        };
        File::ALL
            .into_iter()
            .map(|file| Square::from_coords(file, target_rank))
            .filter(|&target| {
                let pushed = Square::from_coords(target.file(), pawn_rank);
                if self.setup.board.piece_at(pushed) != Some((!turn).pawn()) {
                    return false;
                }
                let mut setup = self.setup.clone();
                setup.ep_square = Some(target);
                Chess::from_setup(setup, self.mode())
                    .is_ok_and(|pos| pos.ep_square(EnPassantMode::Legal) == Some(target))
            })
            .collect()
    }

    /// The en passant square, if one is set.
    pub fn en_passant(&self) -> Option<Square> {
        self.setup.ep_square
    }

    /// Sets the en passant square; only one of
    /// [`SetUp::en_passant_options`] is taken.
    pub fn set_en_passant(&mut self, square: Option<Square>) {
        self.setup.ep_square = square.filter(|s| self.en_passant_options().contains(s));
    }

    /// Standard castling, or Chess960 when a right's rook or king stands
    /// elsewhere than a1, h1, a8, h8 and e1, e8.
    pub fn mode(&self) -> CastlingMode {
        let standard_rooks = Bitboard::from(Square::A1)
            | Bitboard::from(Square::H1)
            | Bitboard::from(Square::A8)
            | Bitboard::from(Square::H8);
        let rights = self.setup.castling_rights;
        let kings_home = Color::ALL.into_iter().all(|color| {
            let back = Bitboard::from_rank(color.backrank());
            (rights & back).is_empty()
                || self.setup.board.king_of(color) == Some(color.fold_wb(Square::E1, Square::E8))
        });
        if (rights & !standard_rooks).is_empty() && kings_home {
            CastlingMode::Standard
        } else {
            CastlingMode::Chess960
        }
    }

    /// The position, if it is legal and a game can reach it; else every
    /// reason it cannot stand, in words.
    pub fn position(&self) -> Result<Chess, Vec<Said>> {
        match Chess::from_setup(self.setup.clone(), self.mode()) {
            Ok(position) => {
                let problems = reasons::problems(&self.setup, PositionErrorKinds::empty());
                if problems.is_empty() {
                    Ok(position)
                } else {
                    Err(problems)
                }
            }
            Err(e) => Err(reasons::problems(&self.setup, e.kinds())),
        }
    }

    /// What is wrong with the position, in words (none: it is legal).
    pub fn problems(&self) -> Vec<Said> {
        match self.position() {
            Ok(_) => Vec::new(),
            Err(problems) => problems,
        }
    }

    /// What is wrong with the position, in English (tests, the command
    /// line).
    pub fn problem_words(&self) -> Vec<String> {
        self.problems().iter().map(Said::english).collect()
    }

    /// A legal position already over (mate, stalemate, dead), in words.
    pub fn ending(&self) -> Option<String> {
        self.ending_status().map(|status| status.to_string())
    }

    /// A legal position already over (mate, stalemate, dead): its status.
    pub fn ending_status(&self) -> Option<Status> {
        let position = self.position().ok()?;
        match Game::from_position(position, self.mode()).status() {
            Status::Ongoing => None,
            status => Some(status),
        }
    }

    /// Drops castling rights no king and rook support now (a side keeps
    /// one right each way: the outermost rook holding one), and an en
    /// passant square no capture can use.
    fn tidy(&mut self) {
        let mut kept = Bitboard::EMPTY;
        for color in Color::ALL {
            for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
                if let Some(&rook) = castling_rooks(&self.setup.board, color, side)
                    .iter()
                    .find(|&&r| self.setup.castling_rights.contains(r))
                {
                    kept.add(rook);
                }
            }
        }
        self.setup.castling_rights = kept;
        if let Some(ep) = self.setup.ep_square
            && !self.en_passant_options().contains(&ep)
        {
            self.setup.ep_square = None;
        }
    }
}

/// A FEN read into a set-up, with what was dropped from it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadFen {
    /// The position.
    pub set_up: SetUp,
    /// Each castling right or en passant square the FEN gave that the
    /// position cannot use, and why, in words.
    pub dropped: Vec<Said>,
}

/// The rooks that may hold a castling right on one side: the king on its
/// back rank, the rooks of its colour on that rank beyond it on that side,
/// outermost first. Any of them can (a Shredder or X-FEN right names
/// which: Chess960 starts with rooks inside others).
fn castling_rooks(board: &Board, color: Color, side: CastlingSide) -> Vec<Square> {
    let back = color.backrank();
    let kings = board.kings() & board.by_color(color);
    let Some(king) = kings.single_square().filter(|k| k.rank() == back) else {
        return Vec::new();
    };
    let rooks = board.rooks() & board.by_color(color) & Bitboard::from_rank(back);
    let mut beyond: Vec<Square> = rooks
        .into_iter()
        .filter(|r| match side {
            CastlingSide::KingSide => r.file() > king.file(),
            CastlingSide::QueenSide => r.file() < king.file(),
        })
        .collect();
    // Outermost first: the h-side from h, the a-side from a.
    if side == CastlingSide::KingSide {
        beyond.reverse();
    }
    beyond
}

/// Why a FEN could not be read, as the editor's FEN field says it.
pub fn fen_words(error: &FenError) -> Said {
    match error {
        FenError::Syntax(ParseFenError::InvalidBoard) => Said::new("fen-bad-board-ranks"),
        other => other.said(),
    }
}
