//! The session as the autosave keeps it: everything needed to put a game
//! in progress back exactly (the autosave's file format is
//! `desktop::autosave`'s), and which games are worth keeping.

use std::{path::PathBuf, time::Duration};

use shakmaty::{ByColor, Color};

use crate::chess::{
    clock::TimeControl,
    game::{Game, GameMode, ViewCursor},
    pgn::Tags,
};

/// The clocks of a timed game at the moment of saving.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockState {
    /// The time control.
    pub control: TimeControl,
    /// Each side's remaining time.
    pub remaining: ByColor<Duration>,
    /// Whether the clocks had started (the first move was played).
    pub started: bool,
}

/// What an analysis keeps beside its tree.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AnalysisState {
    /// The position shown.
    pub view: ViewCursor,
    /// The file the record came from, if any.
    pub file: Option<PathBuf>,
    /// Its number in that file's game list, when the file holds several.
    pub entry: Option<usize>,
}

/// Everything needed to put a game in progress back exactly.
#[derive(Debug, Clone)]
pub struct Snapshot {
    /// The game: live, with its moves, comments and clock readings, or an
    /// analysis's record.
    pub game: Game,
    /// Its tags: names, event, date, time control.
    pub tags: Tags,
    /// The clocks, for a timed game.
    pub clock: Option<ClockState>,
    /// The side at the bottom of the board.
    pub orientation: Color,
    /// A standing takeback request, by the side that asked.
    pub takeback: Option<Color>,
    /// The sides the computer plays, at their levels.
    pub computer: ByColor<Option<u8>>,
    /// For an analysis: where it was viewed and where it came from.
    pub analysis: Option<AnalysisState>,
}

/// Whether a live game is worth keeping in the archive when it ends or is
/// replaced: one with at least one move. A position set up or given with
/// `--fen` and never played is no game of the archive (the editor and the
/// command line still have it).
pub fn worth_keeping(game: &Game) -> bool {
    game.mode() == GameMode::Live && game.ply_count() > 0
}

/// Whether the autosave keeps a live game: one with at least one move.
pub fn worth_autosaving(game: &Game) -> bool {
    game.mode() == GameMode::Live && game.ply_count() > 0
}
