//! `rookery --repertoire FILE.pgn [--side white|black] --cards` and
//! `--gaps REFERENCE.pgn [--min-share 5]`: a repertoire's cards, or its
//! holes against a reference file's games, one JSON object a line, for
//! scripts. Positions where the repertoire gives two moves are said on
//! standard error with the holes.

use std::{io::Write, path::Path};

use serde::Serialize;
use shakmaty::Color;

use crate::chess::{
    explorer::Explorer,
    repertoire::{Repertoire, tag_value},
};

/// A card as printed.
#[derive(Serialize)]
struct CardLine<'a> {
    fen: &'a str,
    moves: Vec<String>,
    line: Vec<String>,
}

/// A hole as printed.
#[derive(Serialize)]
struct HoleLine<'a> {
    fen: &'a str,
    reply: String,
    games: u32,
    reaching: u32,
    line: Vec<String>,
}

/// What the job was asked for.
pub enum Asked<'a> {
    /// The cards.
    Cards,
    /// The holes against a reference, from a share in percent.
    Gaps(&'a Path, f64),
}

/// Why the job stopped, in words (the exit status is 2).
#[derive(Debug)]
pub struct JobError(pub String);

/// Runs the job: the cards or holes to `out`, the repertoire's double
/// answers (with the holes) to `said`.
pub fn run(
    file: &Path,
    side: Option<Color>,
    asked: &Asked,
    out: &mut dyn Write,
    said: &mut dyn Write,
) -> Result<(), JobError> {
    let text = read(file)?;
    let repertoire = Repertoire::from_pgn(&text, side)
        .map_err(|e| JobError(format!("{} is not a repertoire: {e}", file.display())))?;
    let io = |e: std::io::Error| JobError(e.to_string());
    match asked {
        Asked::Cards => {
            for card in repertoire.cards() {
                let line = CardLine {
                    fen: &card.fen,
                    moves: card.moves(),
                    line: line_of(&card.line),
                };
                writeln!(out, "{}", json(&line)).map_err(io)?;
            }
        }
        Asked::Gaps(reference, share) => {
            let games = read(reference)?;
            let explorer = Explorer::of_bytes(games.as_bytes())
                .map_err(|e| JobError(format!("{}: {e}", reference.display())))?;
            if explorer.games() == 0 {
                return Err(JobError(format!(
                    "{} holds no game to compare with",
                    reference.display()
                )));
            }
            for hole in repertoire.holes(&explorer, *share) {
                let node = &repertoire.nodes[hole.at];
                let line = HoleLine {
                    fen: &node.fen,
                    reply: hole.reply.to_string(),
                    games: hole.games,
                    reaching: hole.reaching,
                    line: line_of(&node.line),
                };
                writeln!(out, "{}", json(&line)).map_err(io)?;
            }
            for double in repertoire.doubles() {
                let side = tag_value(repertoire.side);
                let at = match double.line.is_empty() {
                    true => "at the start".to_owned(),
                    false => format!("after {}", line_of(&double.line).join(" ")),
                };
                writeln!(
                    said,
                    "rookery: {side} has two moves {at}: {}",
                    double.moves().join(", ")
                )
                .map_err(io)?;
            }
        }
    }
    out.flush().map_err(io)
}

/// A file's text (any bytes that are not UTF-8 replaced).
fn read(path: &Path) -> Result<String, JobError> {
    match std::fs::metadata(path) {
        Ok(m) if m.is_dir() => {
            return Err(JobError(format!(
                "{} is a folder, not a file",
                path.display()
            )));
        }
        _ => {}
    }
    let bytes = std::fs::read(path)
        .map_err(|e| JobError(format!("could not read {}: {e}", path.display())))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// Moves as SAN, from the chapter's start.
fn line_of(line: &[shakmaty::san::SanPlus]) -> Vec<String> {
    line.iter().map(ToString::to_string).collect()
}

fn json(value: &impl Serialize) -> String {
    serde_json::to_string(value).unwrap_or_default()
}
