//! Practice (lichess's `practiceCtrl`): a game against the computer at
//! full strength from any position, each of the player's moves judged at
//! once by the winning chances it gives away, with the better move and a
//! retry ([`crate::chess::training`]).

use crate::i18n::Said;
use bevy::prelude::*;
use shakmaty::{Move, Position};

use super::{Before, ComputerGame, OpponentView, Practice};
use crate::{
    app::session::{GameSession, SessionChanged},
    desktop::engine::Search,
};

/// The computer's level in practice: full strength.
pub const PRACTICE_LEVEL: u8 = 10;

/// Practice: the verdict on the player's move the computer now answers
/// (from the evaluation before it, kept from the computer's previous
/// search, and this search's of the position after it), and the
/// evaluation before the player's next move (this search's best line,
/// after the computer's move `m`).
pub(super) fn judge_practice(
    running: &mut ComputerGame,
    view: &mut OpponentView,
    asked: &Search,
    lines: &[crate::chess::uci::PvLine],
    m: Move,
) {
    use crate::chess::training::practice_verdict;
    let Some(line) = lines.first() else {
        return;
    };
    if let Some((played, earlier)) = asked.moves.split_last() {
        let mut from = asked.start.clone();
        for mv in earlier {
            from.play_unchecked(*mv);
        }
        if let Some(Before {
            eval,
            best,
            position,
        }) = running.before.take()
            && position == from
        {
            let player = from.turn();
            let verdict = practice_verdict(player, eval, line.eval, best == Some(*played));
            let better = best
                .filter(|b| b != played)
                .map(|b| shakmaty::san::SanPlus::from_move(from.clone(), b).to_string());
            let words = match (verdict, better) {
                (crate::chess::training::Verdict::Good, _) | (_, None) => {
                    Said::new("practice-verdict").with("verdict", Said::new(verdict.id()))
                }
                (_, Some(better)) => Said::new("practice-verdict-best")
                    .with("verdict", Said::new(verdict.id()))
                    .with("san", better),
            };
            view.verdict = Some((words, verdict != crate::chess::training::Verdict::Good));
        }
    }
    // The player's next position: after the computer's move.
    let mut next = asked.position();
    next.play_unchecked(m);
    let expected = (line.moves.first() == Some(&m))
        .then(|| line.moves.get(1).copied())
        .flatten();
    running.before = Some(Before {
        eval: line.eval,
        best: expected,
        position: next,
    });
}

/// A practice begins ([`Practice::On`], set from the session's
/// [`crate::chess::session::Session::is_practice`]): no verdict yet.
pub(super) fn begin(mut view: ResMut<OpponentView>) {
    view.verdict = None;
    view.judging = false;
}

/// A practice ends: its verdict goes with it.
pub(super) fn end(mut view: ResMut<OpponentView>) {
    view.verdict = None;
    view.judging = false;
}

/// While a practice goes on, the player's position is searched when no
/// earlier search gave its evaluation (the first move of a practice); a
/// new game forgets the last verdict.
pub(super) fn follow_practice(
    mut changes: MessageReader<SessionChanged>,
    mut view: ResMut<OpponentView>,
    practice: Res<State<Practice>>,
    running: Option<ResMut<ComputerGame>>,
    session: Res<GameSession>,
    mut desk: crate::app::engines::EngineDesk,
) {
    if changes.read().any(|c| c.0.new_game) {
        view.verdict = None;
        return;
    }
    let Some(mut running) = running else {
        return;
    };
    if *practice.get() != Practice::On
        || !session.takes_moves()
        || session.game().status().is_finished()
        || running.judge.is_some()
    {
        return;
    }
    let position = session.game().position();
    let judging = running
        .before
        .as_ref()
        .is_some_and(|b| b.position == *position);
    if view.judging != judging {
        view.judging = judging;
    }
    if judging {
        return;
    }
    let game = session.game();
    running.judge = super::latest_search(crate::app::engines::Role::Practice, game, &mut desk);
}
