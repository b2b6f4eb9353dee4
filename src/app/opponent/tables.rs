//! Full strength in an endgame the tables cover: the tables' move instead
//! of the engine's, read on a job, and words when the player's move threw
//! the result away ([`crate::desktop::tablebase`]).

use std::time::Instant;

use shakmaty::{Color, Move};

use super::{Answer, ComputerGame, OpponentView};
use crate::{
    app::session::GameSession,
    chess::opponent::LEAST_ANSWER,
    desktop::job::{Job, Worker},
};

/// What reading the tables gives: their move, and the words when the
/// player's last move threw the result away.
type TableJob = crate::desktop::job::Job<(Option<Move>, Option<crate::i18n::Said>)>;

/// The tables being read for the computer's move.
pub(super) struct TableAsk {
    job: TableJob,
    /// The game's revision it is for.
    pub(super) revision: u64,
    /// When it was asked.
    at: Instant,
}

/// The level that plays the endgame tables' moves where they cover the
/// position: full strength, perfect there.
pub const TABLES_LEVEL: u8 = 10;

/// Asks the tables for the computer's move when they cover the position
/// and were not tried for it yet; whether they were asked.
pub(super) fn ask(
    running: &mut ComputerGame,
    session: &GameSession,
    side: Color,
    opened: &crate::app::tablebase::Opened,
    inline: bool,
    now: Instant,
) -> bool {
    let game = session.game();
    let revision = game.revision();
    let Some(tables) = opened.tables() else {
        return false;
    };
    if running.tables_tried == Some(revision) || !tables.may_cover(game.position()) {
        return false;
    }
    running.tables_tried = Some(revision);
    let position = game.position().clone();
    // The position the player moved from, when the last move was theirs.
    let before = game
        .plies()
        .last()
        .filter(|p| p.mover() != side)
        .and_then(|_| game.position_at(game.ply_count() - 1))
        .cloned();
    let work = move |worker: Worker<(Option<Move>, Option<crate::i18n::Said>)>| {
        let best = tables.best_move(&position);
        let words = before.and_then(|before| {
            crate::desktop::tablebase::thrown_away(
                tables.outcome(&before)?,
                tables.outcome(&position)?,
            )
        });
        worker.send((best, words));
    };
    match Job::start(inline, "rookery tables move", 1, work) {
        Ok(job) => {
            running.table = Some(TableAsk {
                job,
                revision,
                at: now,
            });
            true
        }
        Err(_) => false,
    }
}

/// Takes the tables' answer when it came: their move becomes the
/// computer's answer, the words practice's verdict. `false` while it is
/// still being read.
pub(super) fn read(running: &mut ComputerGame, view: &mut OpponentView) -> bool {
    let Some(TableAsk { job, revision, at }) = &running.table else {
        return true;
    };
    let (read, done) = (job.reports().next(), job.is_done());
    let (revision, at) = (*revision, *at);
    match read {
        Some((best, words)) => {
            running.table = None;
            if let Some(m) = best {
                running.answer = Some(Answer {
                    m,
                    not_before: at + LEAST_ANSWER,
                    revision,
                });
            }
            if let Some(words) = words {
                view.verdict = Some((words, true));
            }
            true
        }
        None if done => {
            running.table = None;
            true
        }
        None => false,
    }
}
