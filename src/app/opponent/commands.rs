//! What the player asks of the computer (a hint, a takeback, practice,
//! a restart or two people after a failure) and its answers to what the
//! player offers (a draw, a takeback).

use bevy::prelude::*;
use shakmaty::{Color, Position};

use super::{
    ComputerGame, OpponentCommand, OpponentView, PRACTICE_LEVEL, Practice, latest_search,
    provisional_name,
};
use crate::{
    app::{
        session::{Action, GameCommand, GameSession, SessionChanged},
        settings::PlayerSettings,
    },
    chess::opponent::{accepts_draw, has_gone_on},
};

/// Answers a draw offer made to the computer ([`accepts_draw`], on its
/// latest score) and a takeback a player asked of it (allowed when the
/// settings allow takebacks against the computer).
pub(super) fn answer_offers(
    running: Option<Res<ComputerGame>>,
    session: Res<GameSession>,
    settings: Res<PlayerSettings>,
    mut changes: MessageReader<SessionChanged>,
    mut games: MessageWriter<GameCommand>,
) {
    if changes.read().count() == 0 {
        return;
    }
    let Some(running) = running else {
        return;
    };
    let game = session.game();
    if game.status().is_finished() {
        return;
    }
    if let Some(offerer) = game.draw_offer()
        && session.computer(!offerer).is_some()
    {
        let computer = !offerer;
        let dead = game.position().is_insufficient_material();
        let pieces = game.position().board().occupied().count();
        let gone_on = has_gone_on(game.ply_count(), pieces);
        if accepts_draw(computer, running.score, dead, gone_on) {
            games.write(Action::AcceptDraw(computer).into());
        } else {
            games.write(Action::DeclineDraw(computer).into());
        }
    }
    if let Some(asker) = session.takeback_request()
        && session.computer(!asker).is_some()
    {
        games.write(
            Action::AnswerTakeback {
                allow: settings.0.engine.computer_takebacks,
            }
            .into(),
        );
    }
}

/// What the player asks of the computer, and what it is asked in.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct OpponentAsks<'w, 's> {
    commands: MessageReader<'w, 's, OpponentCommand>,
    session: Res<'w, GameSession>,
    settings: Res<'w, PlayerSettings>,
    practice: Res<'w, State<Practice>>,
}

/// A practice of the position shown: the player with the side to move,
/// the computer at full strength against them; none when the game is over
/// there.
fn practice_from_view(session: &GameSession) -> Option<crate::chess::session::NewGame> {
    let game = session.game().continued_from_view();
    if game.status().is_finished() {
        return None;
    }
    let person = game.turn();
    let mut names = shakmaty::ByColor::new_with(|side| session.name(side).to_owned());
    *names.get_mut(!person) = provisional_name(PRACTICE_LEVEL);
    if session.computer(person).is_some() {
        *names.get_mut(person) = crate::chess::game::side_name(person).to_owned();
    }
    let new = crate::chess::session::NewGame {
        names,
        ..crate::chess::session::NewGame::untimed(game)
    };
    Some(new.against_computer(!person, PRACTICE_LEVEL).practising())
}

/// Hints, restarts, two people, takebacks.
pub(super) fn carry_out(
    asks: OpponentAsks,
    mut running: Option<ResMut<ComputerGame>>,
    mut view: ResMut<OpponentView>,
    mut games: MessageWriter<GameCommand>,
    mut desk: crate::app::engines::EngineDesk,
) {
    let OpponentAsks {
        commands: mut asked,
        session,
        settings,
        practice,
    } = asks;
    for command in asked.read() {
        desk.redraw();
        match command {
            OpponentCommand::Hint => {
                if let Some((m, false)) = view.hint {
                    view.hint = Some((m, true));
                    continue;
                }
                let Some(running) = running.as_mut() else {
                    continue;
                };
                let game = session.game();
                if view.hint.is_some()
                    || view.hint_coming
                    || !session.takes_moves()
                    || game.status().is_finished()
                {
                    continue;
                }
                running.hint = latest_search(crate::app::engines::Role::Hint, game, &mut desk);
                view.hint_coming = running.hint.is_some();
            }
            OpponentCommand::Restart => {
                view.problem = None;
                games.write(Action::ResumeClock.into());
            }
            OpponentCommand::TwoPeople => {
                view.problem = None;
                for side in [Color::White, Color::Black] {
                    games.write(Action::SetComputer(side, None).into());
                }
                games.write(Action::ResumeClock.into());
            }
            OpponentCommand::Practice => {
                if let Some(new) = practice_from_view(&session) {
                    games.write(GameCommand::NewGame(Box::new(new)));
                }
            }
            OpponentCommand::TakeBack => {
                view.verdict = None;
                // Practice's Retry is always allowed.
                if !settings.0.engine.computer_takebacks && *practice.get() != Practice::On {
                    continue;
                }
                let game = session.game();
                let person = [Color::White, Color::Black]
                    .into_iter()
                    .find(|s| session.computer(*s).is_none());
                if let Some(person) = person
                    && game.plies().iter().any(|p| p.mover() == person)
                {
                    games.write(Action::TakeBackAgainstComputer(person).into());
                }
            }
        }
    }
}
