//! Puzzle sets in the classic formats:
//!
//! - **EPD** test suites (Win at Chess, the Bratko-Kopec test): each line
//!   a position's four FEN fields, then operations; `bm` names the best
//!   move(s), `am` the move(s) to avoid, `id` the puzzle. EPD has no crate
//!   of its own in Rust, so the operations are split here; the moves are
//!   read as SAN by shakmaty.
//! - **PGN** files whose games start from a FEN (`[SetUp "1"]`) with the
//!   solution as main line, the player to move first; the pgn module reads
//!   them.

use shakmaty::{Chess, Move, san::San};

use super::{PuzzleProblem, TacticPuzzle, position_of};
use crate::chess::pgn::Games;

/// A line of a set that is not a puzzle: its line (EPD) or game (PGN)
/// number, from 1, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetError {
    /// The EPD's line or the PGN's game, from 1.
    pub at: usize,
    /// What is wrong.
    pub problem: PuzzleProblem,
}

/// The operations of one EPD line after its four FEN fields: each opcode
/// with its operands (quotes removed).
fn operations(text: &str) -> Vec<(String, Vec<String>)> {
    let mut ops = Vec::new();
    let mut words: Vec<String> = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    for c in text.chars() {
        match c {
            '"' => quoted = !quoted,
            ';' if !quoted => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
                if let Some((opcode, rest)) = words.split_first() {
                    ops.push((opcode.clone(), rest.to_vec()));
                }
                words.clear();
            }
            c if c.is_whitespace() && !quoted => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
            }
            c => word.push(c),
        }
    }
    ops
}

fn sans(position: &Chess, words: &[String]) -> Result<Vec<Move>, PuzzleProblem> {
    words
        .iter()
        .map(|w| {
            let bad = || PuzzleProblem::Move(w.clone());
            let san: San = w
                .trim_end_matches(['+', '#', '!', '?'])
                .parse()
                .map_err(|_| bad())?;
            san.to_move(position).map_err(|_| bad())
        })
        .collect()
}

/// One EPD line as a puzzle (`number`: its line, for a name when it has
/// no `id`).
pub fn epd_puzzle(line: &str, number: usize) -> Result<TacticPuzzle, PuzzleProblem> {
    let fields: Vec<&str> = line.split_whitespace().take(4).collect();
    if fields.len() < 4 {
        return Err(PuzzleProblem::Fen(line.trim().to_owned()));
    }
    let fen = format!("{} 0 1", fields.join(" "));
    let position = position_of(&fen)?;
    let rest = nth_field_end(line, 4);
    let mut best = Vec::new();
    let mut avoid = Vec::new();
    let mut id = format!("{number}");
    for (opcode, operands) in operations(rest) {
        match opcode.as_str() {
            "bm" => best = sans(&position, &operands)?,
            "am" => avoid = sans(&position, &operands)?,
            "id" => id = operands.join(" "),
            _ => {}
        }
    }
    if best.is_empty() && avoid.is_empty() {
        return Err(PuzzleProblem::NoSolution);
    }
    let (moves, also) = match best.split_first() {
        Some((first, others)) => (vec![*first], others.to_vec()),
        None => (Vec::new(), Vec::new()),
    };
    Ok(TacticPuzzle {
        id,
        position,
        moves,
        setup: false,
        also,
        avoid,
        rating: None,
        themes: Vec::new(),
    })
}

/// The text after the `n`th whitespace-separated field.
fn nth_field_end(line: &str, n: usize) -> &str {
    let mut rest = line.trim_start();
    for _ in 0..n {
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        rest = rest[end..].trim_start();
    }
    rest
}

/// Every puzzle of an EPD file, and the lines that are not puzzles (blank
/// lines and `#` comments are skipped).
pub fn read_epd(text: &str) -> (Vec<TacticPuzzle>, Vec<SetError>) {
    let mut puzzles = Vec::new();
    let mut errors = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        match epd_puzzle(line, i + 1) {
            Ok(p) => puzzles.push(p),
            Err(problem) => errors.push(SetError { at: i + 1, problem }),
        }
    }
    (puzzles, errors)
}

/// Every puzzle of a PGN file: each game that starts from a FEN, the
/// side to move there the solver, its main line the solution. A game
/// from the standard position, without moves, or with a broken move is
/// named and skipped.
pub fn read_pgn_set(text: &str) -> (Vec<TacticPuzzle>, Vec<SetError>) {
    let mut puzzles = Vec::new();
    let mut errors = Vec::new();
    for pgn in Games::new(text.as_bytes()) {
        let at = pgn.number;
        let fail = |problem| SetError { at, problem };
        if pgn.tags.get("FEN").is_none() {
            errors.push(fail(PuzzleProblem::Fen(String::new())));
            continue;
        }
        if let Some(e) = &pgn.error {
            errors.push(fail(PuzzleProblem::Move(e.to_string())));
            continue;
        }
        let moves: Vec<Move> = pgn.game.plies().iter().filter_map(|p| p.mv).collect();
        if moves.is_empty() {
            errors.push(fail(PuzzleProblem::NoSolution));
            continue;
        }
        let id = pgn
            .tags
            .get("Event")
            .filter(|e| !e.is_empty() && *e != "?")
            .map_or_else(|| format!("{at}"), str::to_owned);
        puzzles.push(TacticPuzzle {
            id,
            position: pgn.game.initial_position().clone(),
            moves,
            setup: false,
            also: Vec::new(),
            avoid: Vec::new(),
            rating: None,
            themes: Vec::new(),
        });
    }
    (puzzles, errors)
}
