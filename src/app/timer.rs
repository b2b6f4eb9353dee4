//! Runs the game's chess clock alongside the model: charges each move, ends
//! the game when a flag falls (even while the window sleeps), restores times
//! on takeback, and wakes the window only when a shown digit changes.

use std::time::{Duration, Instant};

use bevy::{prelude::*, winit::WinitSettings};
use shakmaty::{ByColor, Color as Side};

use super::flow::{
    BoardChanged, ChessGame, GameClock, GameCommand, TurnSet, apply_commands, apply_moves,
};

/// What the clock last saw of the game, to notice moves, takebacks and the
/// end.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
struct ClockSync {
    plies: usize,
    finished: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ClockSync>().add_systems(
        Update,
        (
            flag_fall.before(apply_moves),
            (pause_and_resume, follow_game)
                .chain()
                .after(apply_commands),
        )
            .in_set(TurnSet::ApplyMove),
    );
}

/// The app's reading of monotonic time, taken here and passed to the core.
fn now() -> Instant {
    Instant::now()
}

/// A flag that has fallen ends the game before any move of this frame.
fn flag_fall(
    mut clock: ResMut<GameClock>,
    mut game: ResMut<ChessGame>,
    mut changed: MessageWriter<BoardChanged>,
) {
    let now = now();
    let Some(c) = clock.0.as_mut() else {
        return;
    };
    if let Some(side) = c.flagged(now)
        && !game.status().is_finished()
    {
        let _ = game.flag(side);
        c.stop(now);
        changed.write(BoardChanged { animate: false });
    }
}

fn pause_and_resume(mut commands: MessageReader<GameCommand>, mut clock: ResMut<GameClock>) {
    for command in commands.read() {
        let Some(c) = clock.0.as_mut() else {
            continue;
        };
        match command {
            GameCommand::PauseClock => c.pause(now()),
            GameCommand::ResumeClock => c.resume(now()),
            _ => {}
        }
    }
}

/// Follows the model: a new ply charges the mover and records their time, a
/// takeback restores the times recorded at that point, the end stops both
/// clocks.
fn follow_game(
    mut commands: MessageReader<GameCommand>,
    mut clock: ResMut<GameClock>,
    mut game: ResMut<ChessGame>,
    mut sync: ResMut<ClockSync>,
) {
    let now = now();
    if commands
        .read()
        .any(|c| matches!(c, GameCommand::NewGame(_)))
    {
        *sync = ClockSync {
            plies: game.ply_count(),
            finished: game.status().is_finished(),
        };
        if sync.finished
            && let Some(c) = clock.0.as_mut()
        {
            c.stop(now);
        }
        return;
    }
    let plies = game.ply_count();
    let finished = game.status().is_finished();
    if plies == sync.plies && finished == sync.finished {
        return;
    }
    if let Some(c) = clock.0.as_mut() {
        if plies > sync.plies {
            for index in sync.plies..plies {
                let mover = game.plies()[index].mover();
                let left = c.on_move(mover, now);
                if let Some(ply) = game.ply_mut(index) {
                    ply.clock = Some(left);
                }
            }
        } else if plies < sync.plies {
            let times = recorded_times(&game, c.control());
            c.restore(times, game.turn(), plies > 0, now);
        }
        if finished {
            c.stop(now);
        }
    }
    *sync = ClockSync { plies, finished };
}

/// Each side's time as recorded at its latest remaining ply, or its base.
fn recorded_times(game: &ChessGame, control: crate::clock::TimeControl) -> ByColor<Duration> {
    let mut times = ByColor {
        white: control.side(Side::White).base,
        black: control.side(Side::Black).base,
    };
    for ply in game.plies() {
        if let Some(t) = ply.clock {
            *times.get_mut(ply.mover()) = t;
        }
    }
    times
}

/// Tells winit when to wake next: when a clock digit changes or the flag
/// falls; otherwise it sleeps until input arrives.
pub(super) fn schedule_wake_up(clock: Res<GameClock>, mut winit: ResMut<WinitSettings>) {
    let wait = clock.0.as_ref().and_then(|c| c.next_display_change(now()));
    let wanted = match wait {
        Some(wait) => WinitSettings {
            focused_mode: bevy::winit::UpdateMode::reactive(wait),
            unfocused_mode: bevy::winit::UpdateMode::reactive_low_power(wait),
        },
        None => WinitSettings::desktop_app(),
    };
    if winit.focused_mode != wanted.focused_mode || winit.unfocused_mode != wanted.unfocused_mode {
        *winit = wanted;
    }
}
