//! Syzygy endgame tables, offline: the exact outcome of a position with
//! few pieces, and of every legal move from it, read by `shakmaty-syzygy`
//! from the folders of tables the player has. Missing, damaged or partial
//! tables are said in words, never a crash.

use crate::i18n::Said;
use std::path::{Path, PathBuf};

use shakmaty::{CastlingMode, Chess, Move, Position, fen::Fen, san::SanPlus};
use shakmaty_syzygy::{Dtz, SyzygyError, Tablebase, Wdl};

/// A position's or a move's outcome for the side it is said for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Outcome {
    /// Lost whatever the 50-move rule says.
    Loss,
    /// Lost, but the 50-move rule saves it.
    BlessedLoss,
    /// Drawn.
    Draw,
    /// Won, but the 50-move rule spoils it.
    CursedWin,
    /// Won.
    Win,
}

impl Outcome {
    fn of(wdl: Wdl) -> Outcome {
        match wdl {
            Wdl::Loss => Outcome::Loss,
            Wdl::BlessedLoss => Outcome::BlessedLoss,
            Wdl::Draw => Outcome::Draw,
            Wdl::CursedWin => Outcome::CursedWin,
            Wdl::Win => Outcome::Win,
        }
    }

    /// The same outcome for the other side.
    pub fn flipped(self) -> Outcome {
        match self {
            Outcome::Loss => Outcome::Win,
            Outcome::BlessedLoss => Outcome::CursedWin,
            Outcome::Draw => Outcome::Draw,
            Outcome::CursedWin => Outcome::BlessedLoss,
            Outcome::Win => Outcome::Loss,
        }
    }

    /// In words: "win", "cursed win", "draw", "blessed loss", "loss".
    pub fn words(self) -> &'static str {
        match self {
            Outcome::Loss => "loss",
            Outcome::BlessedLoss => "blessed loss",
            Outcome::Draw => "draw",
            Outcome::CursedWin => "cursed win",
            Outcome::Win => "win",
        }
    }
}

/// What the tables say of one legal move, for the side that makes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveOutcome {
    /// The move.
    pub mv: Move,
    /// In UCI.
    pub uci: String,
    /// In SAN, with its check sign.
    pub san: String,
    /// Its outcome for the mover.
    pub outcome: Outcome,
    /// The distance to zeroing after it, in plies, for the mover
    /// (positive when winning), as the tables give it.
    pub dtz: i32,
    /// It mates.
    pub mate: bool,
    /// It zeroes the 50-move count (a capture or a pawn move).
    pub zeroing: bool,
}

/// What the tables say of a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Probed {
    /// Its outcome for the side to move (assuming the 50-move count was
    /// just reset, as the tables do).
    pub outcome: Outcome,
    /// The distance to zeroing, in plies, for the side to move.
    pub dtz: i32,
    /// Every legal move, best first as lichess's tablebase page sorts
    /// them ([`sort_moves`]).
    pub moves: Vec<MoveOutcome>,
}

/// The tables found in some folders.
pub struct Tables {
    tables: Tablebase<Chess>,
    files: usize,
}

impl std::fmt::Debug for Tables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tables")
            .field("files", &self.files)
            .field("max_pieces", &self.tables.max_pieces())
            .finish()
    }
}

impl Tables {
    /// The tables in `folders`; `Err` in words when a folder cannot be
    /// read or none holds a table.
    pub fn open(folders: &[PathBuf]) -> Result<Tables, String> {
        let mut tables = Tablebase::new();
        let mut files = 0;
        for folder in folders {
            files += tables.add_directory(folder).map_err(|e| match e.kind() {
                std::io::ErrorKind::NotFound => {
                    format!("There is no folder {} for the tables.", folder.display())
                }
                _ => format!("The tables in {} could not be read: {e}", folder.display()),
            })?;
        }
        if files == 0 {
            let names: Vec<String> = folders.iter().map(|f| f.display().to_string()).collect();
            return Err(format!(
                "No Syzygy tables (.rtbw, .rtbz) were found in {}.",
                if names.is_empty() {
                    "no folder".to_owned()
                } else {
                    names.join(", ")
                }
            ));
        }
        Ok(Tables { tables, files })
    }

    /// How many table files were found.
    pub fn files(&self) -> usize {
        self.files
    }

    /// The most pieces a position may have to be covered.
    pub fn max_pieces(&self) -> usize {
        self.tables.max_pieces()
    }

    /// Whether a position has few enough pieces and no castling right.
    pub fn may_cover(&self, position: &Chess) -> bool {
        position.board().occupied().count() <= self.max_pieces() && position.castles().is_empty()
    }

    /// The outcome of `position` and of each legal move, or why not.
    pub fn probe(&self, position: &Chess) -> Result<Probed, Said> {
        let words = |e: SyzygyError| probe_error(position, &e, self.max_pieces());
        let outcome = Outcome::of(
            self.tables
                .probe_wdl_after_zeroing(position)
                .map_err(words)?,
        );
        let Dtz(dtz) = self
            .tables
            .probe_dtz(position)
            .map_err(words)?
            .ignore_rounding();
        let mut moves = Vec::new();
        for m in position.legal_moves() {
            let mut after = position.clone();
            after.play_unchecked(m);
            let mate = after.is_checkmate();
            let (outcome, dtz) = if mate {
                (Outcome::Win, 1)
            } else {
                let wdl = self.tables.probe_wdl_after_zeroing(&after).map_err(words)?;
                let Dtz(theirs) = self
                    .tables
                    .probe_dtz(&after)
                    .map_err(words)?
                    .ignore_rounding();
                (Outcome::of(wdl).flipped(), -theirs)
            };
            moves.push(MoveOutcome {
                mv: m,
                uci: m.to_uci(CastlingMode::Standard).to_string(),
                san: SanPlus::from_move(position.clone(), m).to_string(),
                outcome,
                dtz,
                mate,
                zeroing: m.is_zeroing(),
            });
        }
        sort_moves(&mut moves);
        Ok(Probed {
            outcome,
            dtz,
            moves,
        })
    }
}

impl Tables {
    /// The tables' move in `position`: the best by their outcome and
    /// distance (`shakmaty-syzygy`'s choice), if they cover it.
    pub fn best_move(&self, position: &Chess) -> Option<Move> {
        if !self.may_cover(position) {
            return None;
        }
        self.tables
            .best_move(position)
            .ok()
            .flatten()
            .map(|(m, _)| m)
    }

    /// The outcome of `position` for the side to move, if the tables
    /// cover it.
    pub fn outcome(&self, position: &Chess) -> Option<Outcome> {
        if !self.may_cover(position) {
            return None;
        }
        self.tables
            .probe_wdl_after_zeroing(position)
            .ok()
            .map(Outcome::of)
    }
}

/// What a player's move did to the result, in words, when it made it
/// worse (`before`: their outcome before the move; `after`: the
/// opponent's outcome after it): "That move throws away the win: the
/// tables say it is a draw now."
pub fn thrown_away(before: Outcome, after_for_opponent: Outcome) -> Option<Said> {
    let after = after_for_opponent.flipped();
    if after >= before {
        return None;
    }
    let had = match before {
        Outcome::Win | Outcome::CursedWin => "win",
        Outcome::Draw => "draw",
        _ => return None,
    };
    let now = match after {
        Outcome::Draw | Outcome::CursedWin | Outcome::BlessedLoss => "draw",
        Outcome::Loss => "lost",
        Outcome::Win => return None,
    };
    Some(
        Said::new("tables-thrown-away")
            .with("had", had)
            .with("now", now),
    )
}

/// Sorts moves as lichess's tablebase page does: the best outcome for the
/// mover first; among wins, a mate first, then the quickest (a zeroing
/// move before others at the same distance); among losses and blessed
/// losses, the longest resistance first; ties by SAN.
pub fn sort_moves(moves: &mut [MoveOutcome]) {
    moves.sort_by(|a, b| {
        b.outcome
            .cmp(&a.outcome)
            .then_with(|| b.mate.cmp(&a.mate))
            .then_with(|| match a.outcome {
                Outcome::Win | Outcome::CursedWin => a
                    .dtz
                    .abs()
                    .cmp(&b.dtz.abs())
                    .then_with(|| b.zeroing.cmp(&a.zeroing)),
                Outcome::Loss | Outcome::BlessedLoss => b.dtz.abs().cmp(&a.dtz.abs()),
                Outcome::Draw => std::cmp::Ordering::Equal,
            })
            .then_with(|| a.san.cmp(&b.san))
    });
}

/// A probe's failure in words.
fn probe_error(position: &Chess, error: &SyzygyError, max: usize) -> Said {
    match error {
        SyzygyError::Castling => Said::new("tables-castling"),
        SyzygyError::TooManyPieces => Said::new("tables-too-many")
            .count("count", position.board().occupied().count())
            .count("max", max),
        SyzygyError::MissingTable { material, .. } => {
            Said::new("tables-missing").with("material", material.to_string())
        }
        other => Said::new("tables-unreadable").with("why", other.to_string()),
    }
}

/// `rookery --probe FEN [--tables DIR]`: the position's outcome and every
/// legal move's, as text (a first line for the position, then a move a
/// line: UCI, SAN, outcome, distance to zeroing in plies); `Err` with the
/// reason (a bad FEN, too many pieces, missing tables).
pub fn probe_text(fen: &str, folders: &[PathBuf]) -> Result<String, String> {
    let fen: Fen = fen
        .trim()
        .parse()
        .map_err(|e| format!("\"{}\" is not a FEN: {e}", fen.trim()))?;
    let position: Chess = fen
        .into_position(CastlingMode::Standard)
        .map_err(|e| format!("The FEN is not a legal position: {e}"))?;
    let tables = Tables::open(folders)?;
    let probed = tables.probe(&position).map_err(|e| e.english())?;
    let side = crate::chess::game::side_name(position.turn());
    let mut text = format!(
        "{side} to move: {}, DTZ {}\n",
        probed.outcome.words(),
        probed.dtz
    );
    for m in &probed.moves {
        text.push_str(&format!(
            "{} {} {} {}\n",
            m.uci,
            m.san,
            m.outcome.words(),
            if m.mate {
                "mate".to_owned()
            } else {
                m.dtz.to_string()
            }
        ));
    }
    Ok(text)
}

/// The folders searched for tables when none is named: the data folder's
/// `syzygy/`.
pub fn default_folders(data: Option<&Path>) -> Vec<PathBuf> {
    data.map(|d| d.join("syzygy")).into_iter().collect()
}
