//! The player's moves judged as the session takes them: a right move
//! brings the opponent's reply, a wrong one is taken back and the right
//! one shown, the last one solves the puzzle.

use super::*;

/// The session, and the words moves are written in.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Reading<'w> {
    session: Res<'w, GameSession>,
    words: Res<'w, crate::app::language::AppWords>,
    settings: Res<'w, crate::app::settings::PlayerSettings>,
}

impl Reading<'_> {
    /// A move in SAN with the player's piece letters (Dh4 in German),
    /// unless the settings ask for English letters.
    fn local(&self, san: String) -> String {
        if self.settings.english_letters {
            san
        } else {
            self.words.0.letters().local(&san)
        }
    }
}

/// Judges the player's moves as the session takes them.
pub(super) fn judge(
    mut changes: MessageReader<SessionChanged>,
    reading: Reading,
    mut view: ResMut<PuzzleView>,
    mut solving: ResMut<Solving>,
    mut jobs: ResMut<StoreJobs>,
    mut games: MessageWriter<GameCommand>,
) {
    if changes.read().count() == 0 {
        return;
    }
    let (Some(stored), Some(mut run)) = (view.current.clone(), solving.run.clone()) else {
        return;
    };
    let session = &reading.session;
    let plies = session.game().plies();
    solving.seen = solving.seen.min(plies.len());
    while solving.seen < plies.len() {
        let ply = &plies[solving.seen];
        solving.seen += 1;
        let (Some(m), true) = (ply.mv, ply.mover() == stored.puzzle.solver()) else {
            continue;
        };
        if view.over {
            continue;
        }
        match run.play(&stored.puzzle, m) {
            Judged::Right(reply) => {
                games.write(play(reply).into());
                view.shown = None;
                view.words = Said::new("puzzle-right");
            }
            Judged::Solved => {
                view.over = true;
                view.shown = None;
                if view.failed {
                    view.words = Said::new("puzzle-solved-after");
                } else {
                    view.words = Said::new("puzzle-solved");
                    if view.mode == TrainMode::Streak {
                        view.streak += 1;
                    }
                    record(&mut view, &mut solving, &mut jobs, true);
                }
            }
            Judged::Wrong(right) => {
                let san = SanPlus::from_move(ply_before(session, solving.seen - 1), m).to_string();
                let san = reading.local(san);
                games.write(Action::TakeBack.into());
                solving.seen -= 1;
                view.shown = right;
                view.words = Said::new("puzzle-wrong").with("san", san);
                fail(&mut view, &mut solving, &mut jobs);
                if view.mode == TrainMode::Streak {
                    view.over = true;
                    view.words = Said::new("puzzle-streak-over").count("count", view.streak);
                }
                // The takeback comes with the next frame's session.
                break;
            }
        }
    }
    solving.run = Some(run);
}

/// The position before ply `index` of the game.
fn ply_before(session: &GameSession, index: usize) -> shakmaty::Chess {
    match index.checked_sub(1) {
        Some(i) => session.game().plies()[i].position.clone(),
        None => session.game().initial_position().clone(),
    }
}
