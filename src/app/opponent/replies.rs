//! What the computer's engine says, taken from the engine service's
//! replies: its move (kept until it may be played), a hint, practice's
//! evaluation, its name, a failure.

use bevy::prelude::*;
use shakmaty::Color;

use super::{
    Answer, Before, ComputerGame, OpponentView, Practice, judge_practice, provisional_name,
};
use crate::{
    app::{
        engines::{EngineReply, Owner},
        session::{Action, GameCommand, GameSession},
    },
    chess::opponent::{LEAST_ANSWER, level},
    desktop::{computer::move_from, engine::Event},
    i18n::Said,
};

/// Where the computer's replies are written.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct ReplyOut<'w, 's> {
    commands: Commands<'w, 's>,
    view: ResMut<'w, OpponentView>,
    games: MessageWriter<'w, GameCommand>,
}

/// Reads what the computer's engine said: its move (kept until it may be
/// played), a hint, practice's evaluation, its name, a failure.
pub(super) fn read_engine(
    mut replies: MessageReader<EngineReply>,
    running: Option<ResMut<ComputerGame>>,
    session: Res<GameSession>,
    practice: Res<State<Practice>>,
    mut out: ReplyOut,
) {
    let Some(mut running) = running else {
        // An engine that did not start: the game waits, in its words.
        if let Some(reply) = replies.read().find(|r| r.owner() == Owner::Computer)
            && let Event::Fault(words) = &reply.event
        {
            out.view.problem = Some(words.clone());
        }
        return;
    };
    for reply in replies.read() {
        if reply.owner() != Owner::Computer {
            continue;
        }
        match &reply.event {
            Event::Ready(name) => {
                for side in [Color::White, Color::Black] {
                    if let Some(number) = session.computer(side)
                        && session.players().get(side).name == provisional_name(number)
                        && let Some(spec) = level(number)
                    {
                        let name = spec.player_name(name);
                        out.games.write(Action::Rename(side, name).into());
                    }
                }
                out.view.name = Some(name.clone());
            }
            Event::Lines { lines, .. } => {
                if let Some(first) = lines.first() {
                    running.score = Some(first.eval);
                }
            }
            done @ Event::Done { .. } => {
                let on = *practice.get() == Practice::On;
                take_done(&mut running, &session, on, done, &mut out.view);
            }
            Event::Fault(words) => {
                out.games.write(Action::PauseClock.into());
                // "Its clocks are stopped" only where there are clocks.
                let id = match session.clock() {
                    Some(_) => "computer-stopped",
                    None => "computer-stopped-untimed",
                };
                out.view.problem = Some(Said::new(id).with("why", words.clone()));
                out.view.hint_coming = false;
                out.commands.remove_resource::<ComputerGame>();
                return;
            }
        }
    }
}

/// A search's end: practice's evaluation, a hint, or the computer's move.
fn take_done(
    running: &mut ComputerGame,
    session: &GameSession,
    practice: bool,
    done: &Event,
    view: &mut OpponentView,
) {
    let Event::Done {
        search,
        best,
        lines,
    } = done
    else {
        return;
    };
    let revision = session.game().revision();
    if let Some(judge) = running.judge.filter(|j| j.id == *search) {
        running.judge = None;
        if judge.revision == revision
            && let Some(line) = lines.first()
        {
            running.before = Some(Before {
                eval: line.eval,
                best: line.moves.first().copied(),
                position: session.game().position().clone(),
            });
        }
        return;
    }
    if let Some(hint) = running.hint.filter(|h| h.id == *search) {
        running.hint = None;
        view.hint_coming = false;
        if hint.revision == revision
            && let Some(best) = best
        {
            view.hint = Some((*best, false));
        }
        return;
    }
    if running.asked.as_ref().is_none_or(|a| a.id != *search) {
        return;
    }
    let Some(asked) = running.asked.take() else {
        return;
    };
    let Some(spec) = session.computer_to_move().and_then(|(_, n)| level(n)) else {
        return;
    };
    let roll = running.rolls.roll();
    if let Some(m) = move_from(spec, &asked.search, done, asked.varying, roll) {
        running.answer = Some(Answer {
            m,
            not_before: asked.at + LEAST_ANSWER,
            revision: asked.revision,
        });
        if practice {
            judge_practice(running, view, &asked.search, lines, m);
        }
    }
}
