//! The drill's judge: each of the player's moves, as the session takes
//! it, against the card asked. A right one is graded (the first answer
//! to a card due) and the line goes on; a wrong one is taken back and the
//! right one shown; a right one after which nothing is left to drill,
//! where another answer leads on, is taken back and that one asked for.

use bevy::prelude::*;
use shakmaty::{Move, san::SanPlus};

use super::{Asking, Desk, Held, RepertoireView, advance, jobs, wanted};
use crate::{
    app::{
        modes::Drilling,
        session::{Action, GameSession, SessionChanged},
    },
    chess::repertoire::{Repertoire, memory::Grade},
    i18n::Said,
};

/// The session, the words and where a review goes.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Judging<'w> {
    session: Res<'w, GameSession>,
    words: Res<'w, crate::app::language::AppWords>,
    settings: Res<'w, crate::app::settings::PlayerSettings>,
    drilling: Res<'w, State<Drilling>>,
}

/// Judges the player's moves as the session takes them.
pub(super) fn judge(
    mut changes: MessageReader<SessionChanged>,
    judging: Judging,
    mut view: ResMut<RepertoireView>,
    mut held: ResMut<Held>,
    mut desk: Desk,
) {
    if changes.read().count() == 0 || *judging.drilling.get() != Drilling::On {
        return;
    }
    let Some(repertoire) = held.repertoire.clone() else {
        return;
    };
    let plies = judging.session.game().plies();
    held.seen = held.seen.min(plies.len());
    while held.seen < plies.len() {
        let ply = &plies[held.seen];
        held.seen += 1;
        let (Some(m), true) = (ply.mv, ply.mover() == repertoire.side) else {
            continue;
        };
        let (Some(mut drill), Some(mut asking)) = (held.drill.clone(), held.asking) else {
            continue;
        };
        if drill.play(&repertoire, m) {
            let now = desk.clock.now();
            if (wanted(&held, now))(asking.at) {
                let seconds = (now - asking.since) as f64;
                let grade = Grade::of(!asking.wrong, asking.hinted, seconds);
                let key = repertoire.nodes[asking.at].key.clone();
                let (store, id) = (desk.store.0.clone(), held.id);
                desk.run("rookery repertoire review", move || {
                    jobs::review(store, id, key, grade, now)
                });
                held.done.insert(asking.at);
                view.drilled += 1;
            }
            // A right move after which nothing is left to drill, where
            // another answer leads on to cards wanted: taken back, and
            // that one asked for (else the drill would come back here).
            let now = desk.clock.now();
            let card = &repertoire.nodes[asking.at];
            if leads_on_elsewhere(&repertoire, &held, now, asking.at, drill.at) {
                let san = local_san(&judging, card.position.clone(), m);
                desk.games.write(Action::TakeBack.into());
                held.seen -= 1;
                held.asking = Some(Asking {
                    since: now,
                    ..asking
                });
                view.shown = None;
                view.words = Said::new("repertoire-other").with("san", san);
                break;
            }
            held.asking = None;
            held.drill = Some(drill);
            view.shown = None;
            view.words = Said::new("repertoire-right");
            advance(&mut view, &mut held, &mut desk, &repertoire);
            // The replies (or a new line's game) come as commands: the
            // session takes them next frame.
            break;
        } else {
            let san = local_san(&judging, repertoire.nodes[asking.at].position.clone(), m);
            desk.games.write(Action::TakeBack.into());
            held.seen -= 1;
            asking.wrong = true;
            held.asking = Some(asking);
            view.shown = repertoire.nodes[asking.at].moves.first().map(|b| b.mv);
            view.words = Said::new("repertoire-wrong").with("san", san);
            break;
        }
    }
}

/// A move in SAN, in the player's letters.
fn local_san(judging: &Judging, before: shakmaty::Chess, m: Move) -> String {
    let san = SanPlus::from_move(before, m).to_string();
    match judging.settings.english_letters {
        true => san,
        false => judging.words.0.letters().local(&san),
    }
}

/// Whether the answer played (to `played`) leads to no card wanted while
/// another answer at the card (`at`) does.
fn leads_on_elsewhere(
    repertoire: &Repertoire,
    held: &Held,
    now: i64,
    at: usize,
    played: usize,
) -> bool {
    let wanted = wanted(held, now);
    let other = repertoire.nodes[at]
        .moves
        .iter()
        .any(|b| b.to != played && repertoire.leads_to(b.to, &wanted));
    other && !repertoire.leads_to(played, &wanted)
}
