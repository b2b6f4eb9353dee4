//! Setting up a position by hand (the board editor's core), pure: pieces
//! placed, moved and removed; the side to move; castling rights offered
//! only where a king and rook stand so that castling is possible (the
//! rook's file kept, for Chess960); en passant offered only on a square
//! where a capture is really possible; the move counters; FEN both ways;
//! and what is wrong with the position, in words, for every reason
//! shakmaty knows and the ones it leaves to us. Every rule comes from
//! shakmaty: a position is legal when `Chess::from_setup` accepts it.

use std::num::NonZeroU32;

use shakmaty::{
    Bitboard, Board, CastlingMode, CastlingSide, Chess, Color, EnPassantMode, File, FromSetup,
    Piece, Position, PositionErrorKinds, Rank, Role, Setup, Square,
    fen::{Fen, ParseFenError},
};

use crate::game::{FenError, Game, Status};

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
    /// which field fails.
    pub fn from_fen(fen: &str) -> Result<SetUp, FenError> {
        let fen = Fen::from_ascii(fen.trim().as_bytes()).map_err(FenError::Syntax)?;
        let mut set_up = SetUp {
            setup: fen.into_setup(),
        };
        // Rights that no king and rook support, and an en passant square
        // no capture can use, are not kept: the editor never holds them.
        set_up.tidy();
        Ok(set_up)
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
    /// each with the rook it would use, if any stands so that castling is
    /// possible.
    pub fn castling(&self) -> [CastlingToggle; 4] {
        let toggle = |color, side| {
            let rook = castling_rook(&self.setup.board, color, side);
            CastlingToggle {
                color,
                side,
                rook,
                on: rook.is_some_and(|r| self.setup.castling_rights.contains(r)),
            }
        };
        [
            toggle(Color::White, CastlingSide::KingSide),
            toggle(Color::White, CastlingSide::QueenSide),
            toggle(Color::Black, CastlingSide::KingSide),
            toggle(Color::Black, CastlingSide::QueenSide),
        ]
    }

    /// Gives or takes a castling right; nothing happens where no king and
    /// rook stand for it.
    pub fn set_castling(&mut self, color: Color, side: CastlingSide, on: bool) {
        let Some(rook) = castling_rook(&self.setup.board, color, side) else {
            return;
        };
        self.setup.castling_rights.set(rook, on);
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

    /// The position, if it is legal.
    pub fn position(&self) -> Result<Chess, Vec<String>> {
        Chess::from_setup(self.setup.clone(), self.mode()).map_err(|e| self.problems_of(e.kinds()))
    }

    /// What is wrong with the position, in words (none: it is legal).
    pub fn problems(&self) -> Vec<String> {
        match self.position() {
            Ok(_) => Vec::new(),
            Err(problems) => problems,
        }
    }

    /// A legal position already over (mate, stalemate, dead), in words.
    pub fn ending(&self) -> Option<String> {
        let position = self.position().ok()?;
        match Game::from_position(position, self.mode()).status() {
            Status::Ongoing => None,
            status => Some(status.to_string()),
        }
    }

    /// Drops castling rights no king and rook support now, and an en
    /// passant square no capture can use.
    fn tidy(&mut self) {
        let mut kept = Bitboard::EMPTY;
        for color in Color::ALL {
            for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
                if let Some(rook) = castling_rook(&self.setup.board, color, side)
                    && self.setup.castling_rights.contains(rook)
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

    /// Every reason shakmaty gives, in words that name the side and the
    /// squares.
    fn problems_of(&self, kinds: PositionErrorKinds) -> Vec<String> {
        let board = &self.setup.board;
        let mut out = Vec::new();
        for color in Color::ALL {
            let kings = (board.kings() & board.by_color(color)).count();
            if kings == 0 {
                out.push(format!("{color:?} has no king"));
            } else if kings > 1 {
                out.push(format!("{color:?} has {kings} kings"));
            }
        }
        if kinds.contains(PositionErrorKinds::PAWNS_ON_BACKRANK) {
            let back = Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth);
            let squares: Vec<String> = (board.pawns() & back)
                .into_iter()
                .map(|s| s.to_string())
                .collect();
            out.push(format!(
                "a pawn cannot stand on the first or last rank ({})",
                squares.join(", ")
            ));
        }
        let turn = self.setup.turn;
        if kinds.contains(PositionErrorKinds::OPPOSITE_CHECK) {
            out.push(format!(
                "{:?} is in check but it is {turn:?}'s move: the side not to move cannot be in \
                 check",
                !turn
            ));
        }
        if kinds.contains(PositionErrorKinds::IMPOSSIBLE_CHECK) {
            out.push(format!(
                "{turn:?}'s king is in a check no last move could have given"
            ));
        }
        if kinds.contains(PositionErrorKinds::TOO_MUCH_MATERIAL) {
            for color in Color::ALL {
                if let Some(words) = too_much_material(board, color) {
                    out.push(words);
                }
            }
            if out.is_empty() {
                out.push("there are more pieces than a game can have".to_owned());
            }
        }
        if kinds.contains(PositionErrorKinds::INVALID_CASTLING_RIGHTS) {
            out.push("the castling rights do not match the kings and rooks".to_owned());
        }
        if kinds.contains(PositionErrorKinds::INVALID_EP_SQUARE) {
            out.push("no en passant capture is possible on that square".to_owned());
        }
        if out.is_empty() {
            out.push("the position is not legal".to_owned());
        }
        out
    }
}

/// The rook a king castles with on one side: the king on its back rank,
/// the outermost rook of its colour beyond it on that side.
fn castling_rook(board: &Board, color: Color, side: CastlingSide) -> Option<Square> {
    let back = color.backrank();
    let kings = board.kings() & board.by_color(color);
    let king = kings.single_square().filter(|k| k.rank() == back)?;
    let rooks = board.rooks() & board.by_color(color) & Bitboard::from_rank(back);
    let beyond = rooks.into_iter().filter(|r| match side {
        CastlingSide::KingSide => r.file() > king.file(),
        CastlingSide::QueenSide => r.file() < king.file(),
    });
    match side {
        CastlingSide::KingSide => beyond.max_by_key(|r| r.file()),
        CastlingSide::QueenSide => beyond.min_by_key(|r| r.file()),
    }
}

/// Too many pieces of a kind for the pawns a side is missing: each piece
/// beyond the starting set needs a promotion, and each promotion a pawn.
fn too_much_material(board: &Board, color: Color) -> Option<String> {
    let ours = board.by_color(color);
    let count = |role: Role| (board.by_role(role) & ours).count();
    let pawns = count(Role::Pawn);
    let extra: usize = [
        (Role::Queen, 1),
        (Role::Rook, 2),
        (Role::Bishop, 2),
        (Role::Knight, 2),
    ]
    .into_iter()
    .map(|(role, start)| count(role).saturating_sub(start))
    .sum();
    if pawns > 8 {
        return Some(format!("{color:?} has {pawns} pawns: a side has at most 8"));
    }
    let missing = 8 - pawns;
    let plural = |n: usize, word: &str| {
        if n == 1 {
            format!("{n} {word}")
        } else {
            format!("{n} {word}s")
        }
    };
    (extra > missing).then(|| {
        format!(
            "{color:?} has {} more than the starting set but only {} to have promoted",
            plural(extra, "piece"),
            plural(missing, "missing pawn"),
        )
    })
}

/// Why a FEN could not be read, as the editor's FEN field says it.
pub fn fen_words(error: &FenError) -> String {
    match error {
        FenError::Syntax(ParseFenError::InvalidBoard) => {
            "the piece placement (first field) is not valid: 8 ranks of 8 squares, from a8"
                .to_owned()
        }
        other => other.to_string(),
    }
}
