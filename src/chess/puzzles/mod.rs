//! Tactics puzzles: a position, the opponent's move that sets it (for
//! lichess's puzzles), and the line the player must find, move by move.
//!
//! - [`lichess`]: lichess's puzzle CSV, read row by row (each bad row
//!   named by its line) and written.
//! - [`sets`]: puzzles from EPD test suites (`bm`, `am`) and from PGN
//!   files whose games start from a FEN with the solution as main line.
//! - [`glicko`]: the player's puzzle rating, Glicko-2 as lichess rates it.
//! - [`finder`]: lichess-puzzler's rules for a puzzle in a game: the
//!   moment a mistake hands the player a win, and a line where each of
//!   the player's moves is the only good one.
//! - [`themes`]: lichess's theme names, and the themes a solution shows.
//! - [`schedule`]: which puzzle comes next: near the rating, a streak's
//!   climb, failed puzzles brought back after 1, 3 and 7 days, a set
//!   repeated in timed cycles.
//!
//! Pure, as the rest of the core: the store and the engine are the
//! desktop's ([`crate::desktop`]).

pub mod finder;
pub mod glicko;
pub mod lichess;
pub mod schedule;
pub mod sets;
pub mod themes;

use shakmaty::{CastlingMode, Chess, Move, Position, fen::Fen, uci::UciMove};

/// One puzzle, ready to play.
#[derive(Debug, Clone, PartialEq)]
pub struct TacticPuzzle {
    /// Its name in its source (lichess's id, an EPD's `id`, a game's
    /// number).
    pub id: String,
    /// The position before the first of [`Self::moves`].
    pub position: Chess,
    /// The whole line: the opponent's setting move first when
    /// [`Self::setup`], then the player's and the opponent's moves in
    /// turn, ending with the player's.
    pub moves: Vec<Move>,
    /// The first move is the opponent's, played for the player (lichess).
    pub setup: bool,
    /// Other moves that also solve the player's first step (an EPD `bm`
    /// with several moves).
    pub also: Vec<Move>,
    /// Moves that fail the player's first step (an EPD `am`); with no
    /// solution line, any other move solves it.
    pub avoid: Vec<Move>,
    /// The puzzle's rating, if its source rates it.
    pub rating: Option<f64>,
    /// lichess's theme names.
    pub themes: Vec<String>,
}

/// Why a puzzle cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PuzzleProblem {
    /// The FEN is not a legal position (its text).
    Fen(String),
    /// A move is not legal in the line (its text).
    Move(String),
    /// The line has no move for the player.
    NoSolution,
}

impl std::fmt::Display for PuzzleProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PuzzleProblem::Fen(fen) => write!(f, "the FEN \"{fen}\" is not a legal position"),
            PuzzleProblem::Move(m) => write!(f, "the move \"{m}\" is not legal there"),
            PuzzleProblem::NoSolution => write!(f, "there is no move to find"),
        }
    }
}

/// A FEN's position, Standard castling (lichess's puzzles) or Chess960 if
/// that is how its castling rights read.
pub fn position_of(fen: &str) -> Result<Chess, PuzzleProblem> {
    let bad = || PuzzleProblem::Fen(fen.to_owned());
    let parsed: Fen = fen.trim().parse().map_err(|_| bad())?;
    match parsed.clone().into_position(CastlingMode::Standard) {
        Ok(position) => Ok(position),
        Err(_) => parsed
            .into_position(CastlingMode::Chess960)
            .map_err(|_| bad()),
    }
}

/// The moves of a line in UCI (`e2e4 e7e5`), each legal after the ones
/// before it.
pub fn line_of(position: &Chess, uci: &str) -> Result<Vec<Move>, PuzzleProblem> {
    let mut at = position.clone();
    let mut moves = Vec::new();
    for word in uci.split_ascii_whitespace() {
        let bad = || PuzzleProblem::Move(word.to_owned());
        let m = word
            .parse::<UciMove>()
            .map_err(|_| bad())?
            .to_move(&at)
            .map_err(|_| bad())?;
        at.play_unchecked(m);
        moves.push(m);
    }
    Ok(moves)
}

/// A line as UCI words.
pub fn uci_line(moves: &[Move], mode: CastlingMode) -> String {
    let words: Vec<String> = moves.iter().map(|m| m.to_uci(mode).to_string()).collect();
    words.join(" ")
}

impl TacticPuzzle {
    /// The side that solves it.
    pub fn solver(&self) -> shakmaty::Color {
        if self.setup {
            !self.position.turn()
        } else {
            self.position.turn()
        }
    }

    /// The position the player first sees, after the setting move.
    pub fn start(&self) -> Chess {
        let mut at = self.position.clone();
        if self.setup
            && let Some(&m) = self.moves.first()
        {
            at.play_unchecked(m);
        }
        at
    }

    /// The player's moves in the line.
    pub fn player_moves(&self) -> usize {
        let first = usize::from(self.setup);
        (self.moves.len().saturating_sub(first)).div_ceil(2)
    }

    /// Begins solving it.
    pub fn run(&self) -> Run {
        Run {
            at: usize::from(self.setup),
            position: self.start(),
        }
    }
}

/// A puzzle being solved: where in its line the player is (the puzzle
/// itself is passed to each call).
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    /// The index in the line of the move the player is to find.
    at: usize,
    position: Chess,
}

/// What a move of the player's does to the puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Judged {
    /// The right move; the opponent answers with this move.
    Right(Move),
    /// The right move, and the puzzle is solved.
    Solved,
    /// The wrong move: the puzzle is failed. The move that was right, if
    /// the puzzle names one.
    Wrong(Option<Move>),
}

impl Run {
    /// The position the player is to move in.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// The move the player is to find in `puzzle`, if its line names one.
    pub fn expected(&self, puzzle: &TacticPuzzle) -> Option<Move> {
        puzzle.moves.get(self.at).copied()
    }

    /// The moves of the line played so far (the setting move counted).
    pub fn played(&self) -> usize {
        self.at
    }

    /// Judges the player's move (legal in [`Self::position`]) and, when
    /// right, plays it and the opponent's answer. Any move that mates is
    /// right, as on lichess; on the first step an EPD's other best moves
    /// are right, and its moves to avoid wrong.
    pub fn play(&mut self, puzzle: &TacticPuzzle, m: Move) -> Judged {
        let first = self.at == usize::from(puzzle.setup);
        let expected = self.expected(puzzle);
        let mut after = self.position.clone();
        after.play_unchecked(m);
        let right = Some(m) == expected
            || after.is_checkmate()
            || (first && puzzle.also.contains(&m))
            || (first && expected.is_none() && !puzzle.avoid.contains(&m));
        let wrong_by_avoid = first && puzzle.avoid.contains(&m);
        if !right || wrong_by_avoid {
            return Judged::Wrong(expected);
        }
        self.position = after;
        let reply = puzzle.moves.get(self.at + 1).copied();
        match reply {
            Some(reply) if !self.position.is_game_over() => {
                self.position.play_unchecked(reply);
                self.at += 2;
                Judged::Right(reply)
            }
            _ => {
                self.at = puzzle.moves.len();
                Judged::Solved
            }
        }
    }
}
