//! lichess's puzzle database (<https://database.lichess.org/#puzzles>,
//! CC0): a CSV file, optionally zstd-compressed, one puzzle a row:
//!
//! ```text
//! PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags
//! ```
//!
//! FEN is the position before the opponent's move, `Moves` (UCI) begins
//! with that move; themes and opening tags are separated by spaces. The
//! `csv` crate reads and writes the rows; this module checks each one.

use std::io::{Read, Write};

use shakmaty::CastlingMode;

use super::{PuzzleProblem, TacticPuzzle, line_of, position_of};

/// The header lichess's file begins with.
pub const HEADER: [&str; 10] = [
    "PuzzleId",
    "FEN",
    "Moves",
    "Rating",
    "RatingDeviation",
    "Popularity",
    "NbPlays",
    "Themes",
    "GameUrl",
    "OpeningTags",
];

/// One row, as text and numbers, checked: its FEN is legal and its moves
/// are legal in turn.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Row {
    /// lichess's id.
    pub id: String,
    /// The position before the opponent's move.
    pub fen: String,
    /// The line in UCI, the opponent's move first.
    pub moves: String,
    /// The puzzle's rating (0 when the file leaves it empty).
    pub rating: u16,
    /// Its deviation.
    pub deviation: u16,
    /// lichess's popularity, −100 to 100.
    pub popularity: i16,
    /// How often it was played.
    pub plays: u32,
    /// Theme names, space-separated.
    pub themes: String,
    /// The game it comes from.
    pub game_url: String,
    /// Opening tags, space-separated.
    pub openings: String,
}

/// Why a row was skipped, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowError {
    /// The line in the file (from 1).
    pub line: u64,
    /// What is wrong.
    pub problem: RowProblem,
}

/// What is wrong with a row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RowProblem {
    /// Fewer than the three columns a puzzle needs (id, FEN, moves).
    Columns(usize),
    /// A number column holds something else (its name).
    Number(&'static str),
    /// The position or the line.
    Puzzle(PuzzleProblem),
    /// The text is not CSV (or not UTF-8).
    Text(String),
}

impl std::fmt::Display for RowError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.problem {
            RowProblem::Columns(n) => write!(f, "{n} columns, a puzzle needs 3"),
            RowProblem::Number(column) => write!(f, "{column} is not a number"),
            RowProblem::Puzzle(p) => write!(f, "{p}"),
            RowProblem::Text(t) => write!(f, "{t}"),
        }
    }
}

/// The rows of a lichess puzzle CSV, each checked, in file order; a header
/// line is skipped. Stops at the end of the text.
pub struct Rows<R: Read> {
    reader: csv::Reader<R>,
    record: csv::StringRecord,
}

impl<R: Read> Rows<R> {
    /// Rows read from `input` (decompressed already).
    pub fn new(input: R) -> Rows<R> {
        let reader = csv::ReaderBuilder::new()
            .has_headers(false)
            .flexible(true)
            .buffer_capacity(1 << 16)
            .from_reader(input);
        Rows {
            reader,
            record: csv::StringRecord::new(),
        }
    }

    /// How far into the input the reader is, in bytes.
    pub fn bytes_read(&self) -> u64 {
        self.reader.position().byte()
    }
}

impl<R: Read> Iterator for Rows<R> {
    type Item = Result<Row, RowError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let line = self.reader.position().line();
            match self.reader.read_record(&mut self.record) {
                Ok(false) => return None,
                Ok(true) => {}
                Err(e) => {
                    let line = e.position().map_or(line, |p| p.line());
                    let problem = RowProblem::Text(e.to_string());
                    // A broken line is skipped; the reader goes on after it.
                    return Some(Err(RowError { line, problem }));
                }
            }
            let line = self.record.position().map_or(line, |p| p.line());
            if self.record.get(0) == Some(HEADER[0]) || is_blank(&self.record) {
                continue;
            }
            return Some(row_of(&self.record).map_err(|problem| RowError { line, problem }));
        }
    }
}

fn is_blank(record: &csv::StringRecord) -> bool {
    record.len() == 1 && record[0].trim().is_empty()
}

fn number<T: std::str::FromStr + Default>(
    record: &csv::StringRecord,
    at: usize,
) -> Result<T, RowProblem> {
    match record.get(at).map(str::trim) {
        None | Some("") => Ok(T::default()),
        Some(text) => text.parse().map_err(|_| RowProblem::Number(HEADER[at])),
    }
}

/// One record as a row, checked.
pub fn row_of(record: &csv::StringRecord) -> Result<Row, RowProblem> {
    if record.len() < 3 {
        return Err(RowProblem::Columns(record.len()));
    }
    let text = |at: usize| record.get(at).unwrap_or("").trim().to_owned();
    let row = Row {
        id: text(0),
        fen: text(1),
        moves: text(2),
        rating: number(record, 3)?,
        deviation: number(record, 4)?,
        popularity: number(record, 5)?,
        plays: number(record, 6)?,
        themes: text(7),
        game_url: text(8),
        openings: text(9),
    };
    row.puzzle().map_err(RowProblem::Puzzle)?;
    Ok(row)
}

impl Row {
    /// The puzzle the row holds: its FEN legal, its moves legal in turn,
    /// at least one of them the player's.
    pub fn puzzle(&self) -> Result<TacticPuzzle, PuzzleProblem> {
        let position = position_of(&self.fen)?;
        let moves = line_of(&position, &self.moves)?;
        if moves.len() < 2 {
            return Err(PuzzleProblem::NoSolution);
        }
        Ok(TacticPuzzle {
            id: self.id.clone(),
            position,
            moves,
            setup: true,
            also: Vec::new(),
            avoid: Vec::new(),
            rating: (self.rating > 0).then_some(f64::from(self.rating)),
            themes: self.themes.split_whitespace().map(str::to_owned).collect(),
        })
    }

    /// The row of a puzzle found in a game (`setup`: its first move is
    /// the opponent's).
    pub fn of(puzzle: &TacticPuzzle, game_url: &str) -> Row {
        let fen =
            shakmaty::fen::Fen::from_position(&puzzle.position, shakmaty::EnPassantMode::Legal);
        Row {
            id: puzzle.id.clone(),
            fen: fen.to_string(),
            moves: super::uci_line(&puzzle.moves, CastlingMode::Standard),
            rating: puzzle.rating.map_or(0, |r| r.round() as u16),
            themes: puzzle.themes.join(" "),
            game_url: game_url.to_owned(),
            ..Row::default()
        }
    }
}

/// Writes rows as lichess's CSV, its header first.
pub struct Writer<W: Write> {
    inner: csv::Writer<W>,
}

impl<W: Write> Writer<W> {
    /// A writer that has written the header.
    pub fn new(out: W) -> std::io::Result<Writer<W>> {
        let mut inner = csv::Writer::from_writer(out);
        inner.write_record(HEADER).map_err(std::io::Error::other)?;
        Ok(Writer { inner })
    }

    /// One row (an unknown rating left empty).
    pub fn write(&mut self, row: &Row) -> std::io::Result<()> {
        let blank_zero = |n: u16| if n == 0 { String::new() } else { n.to_string() };
        let record = [
            row.id.clone(),
            row.fen.clone(),
            row.moves.clone(),
            blank_zero(row.rating),
            blank_zero(row.deviation),
            row.popularity.to_string(),
            row.plays.to_string(),
            row.themes.clone(),
            row.game_url.clone(),
            row.openings.clone(),
        ];
        self.inner
            .write_record(&record)
            .map_err(std::io::Error::other)
    }

    /// Flushes what is written.
    pub fn finish(mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}
