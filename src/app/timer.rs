//! Runs the game's chess clock alongside the model: charges each move, ends
//! the game when a flag falls (even while the window sleeps), restores times
//! on takeback, and wakes the window only when a shown digit changes.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use shakmaty::{ByColor, Color as Side};

use super::flow::{BoardChanged, ChessGame, GameClock, GameCommand, TurnSet};

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
            flag_fall.in_set(TurnSet::Flag),
            (pause_and_resume, follow_game)
                .chain()
                .in_set(TurnSet::ClockFollow),
        ),
    );
}

/// The app's reading of monotonic time, passed to the pure clock: the
/// instant of this frame from Bevy's real time, which tests drive by hand
/// (`TimeUpdateStrategy::ManualDuration`) so no result depends on how busy
/// the machine is.
pub fn now(time: &Time<Real>) -> Instant {
    time.last_update().unwrap_or_else(|| time.startup())
}

/// A flag that has fallen ends the game before any move of this frame.
fn flag_fall(
    time: Res<Time<Real>>,
    mut clock: ResMut<GameClock>,
    mut game: ResMut<ChessGame>,
    mut changed: MessageWriter<BoardChanged>,
) {
    let now = now(&time);
    let Some(side) = clock.0.as_ref().and_then(|c| c.flagged(now)) else {
        return;
    };
    if let Some(c) = clock.0.as_mut()
        && !game.status().is_finished()
    {
        let _ = game.flag(side);
        c.stop(now);
        changed.write(BoardChanged::INSTANT);
    }
}

fn pause_and_resume(
    time: Res<Time<Real>>,
    mut commands: MessageReader<GameCommand>,
    mut clock: ResMut<GameClock>,
) {
    let now = now(&time);
    for command in commands.read() {
        let Some(c) = clock.0.as_mut() else {
            continue;
        };
        match command {
            GameCommand::PauseClock => c.pause(now),
            GameCommand::ResumeClock => c.resume(now),
            _ => {}
        }
    }
}

/// Follows the model: a new ply charges the mover and records their time, a
/// takeback restores the times recorded at that point, the end stops both
/// clocks.
fn follow_game(
    time: Res<Time<Real>>,
    mut commands: MessageReader<GameCommand>,
    mut clock: ResMut<GameClock>,
    mut game: ResMut<ChessGame>,
    mut sync: ResMut<ClockSync>,
) {
    let now = now(&time);
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
                    // Recorded to the tenth, as `[%clk 0:04:59.3]` reads.
                    ply.clock = Some(Duration::from_millis(left.as_millis() as u64 / 100 * 100));
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

/// The instants the window must wake at: the next clock digit change, and
/// the moments egui asked to be drawn again (a tooltip after its delay).
/// Several can be pending; each wakes the window once.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WakeSchedule(std::collections::BTreeSet<Instant>);

impl WakeSchedule {
    /// Adds an instant (keeping no more than a handful: the earliest).
    pub fn add(&mut self, at: Instant) {
        self.0.insert(at);
        while self.0.len() > 16 {
            self.0.pop_last();
        }
    }

    /// The earliest pending instant.
    pub fn next(&self) -> Option<Instant> {
        self.0.first().copied()
    }

    /// Takes every instant at or before `now`; whether there was one.
    pub fn take_due(&mut self, now: Instant) -> bool {
        let due = self.0.first().is_some_and(|&first| first <= now);
        self.0.retain(|&at| at > now);
        due
    }
}

/// Wakes the sleeping window at chosen instants: a thread that waits for
/// them and then nudges winit. Changing winit's own update mode every frame
/// would make it redraw at once, every frame.
#[derive(Resource, Debug)]
pub(crate) struct WakeTimer {
    sender: std::sync::mpsc::Sender<Instant>,
    scheduled: Option<Instant>,
}

impl WakeTimer {
    /// A sender that asks the window to wake at an instant.
    pub(crate) fn sender(&self) -> std::sync::mpsc::Sender<Instant> {
        self.sender.clone()
    }
}

/// Starts the wake-up thread of the windowed app.
pub(super) fn start_wake_timer(
    mut commands: Commands,
    proxy: Res<bevy::winit::EventLoopProxyWrapper>,
) {
    let proxy = (**proxy).clone();
    let (sender, receiver) = std::sync::mpsc::channel::<Instant>();
    let spawned = std::thread::Builder::new()
        .name("rookery wake-up".into())
        .spawn(move || {
            use std::sync::mpsc::RecvTimeoutError;
            let mut schedule = WakeSchedule::default();
            loop {
                let received = match schedule.next() {
                    Some(at) => receiver.recv_timeout(at.saturating_duration_since(Instant::now())),
                    None => receiver.recv().map_err(|_| RecvTimeoutError::Disconnected),
                };
                match received {
                    Ok(at) => schedule.add(at),
                    Err(RecvTimeoutError::Timeout) => {
                        if schedule.take_due(Instant::now())
                            && proxy
                                .send_event(bevy::winit::WinitUserEvent::WakeUp)
                                .is_err()
                        {
                            break;
                        }
                    }
                    Err(RecvTimeoutError::Disconnected) => break,
                }
            }
        });
    if let Err(e) = spawned {
        error!("the clock cannot wake the window on its own: {e}");
        return;
    }
    commands.insert_resource(WakeTimer {
        sender,
        scheduled: None,
    });
}

/// Asks for a wake-up when a shown clock digit changes or the flag falls;
/// with no clock running the window sleeps until input arrives.
pub(super) fn schedule_wake_up(clock: Res<GameClock>, timer: Option<ResMut<WakeTimer>>) {
    let Some(mut timer) = timer else {
        return;
    };
    // The wake-up thread sleeps on the real clock.
    let now = Instant::now();
    let wanted = clock
        .0
        .as_ref()
        .and_then(|c| c.next_display_change(now))
        .map(|wait| now + wait);
    let Some(wanted) = wanted else {
        timer.scheduled = None;
        return;
    };
    // The same moment computed again in a later frame is not news.
    let known = timer.scheduled.is_some_and(|s| {
        let gap = if s > wanted { s - wanted } else { wanted - s };
        gap < Duration::from_millis(2) && s > now
    });
    if !known && timer.sender.send(wanted).is_ok() {
        timer.scheduled = Some(wanted);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pending_wake_up_fires_once_in_order() {
        let t0 = Instant::now();
        let ms = |n| t0 + Duration::from_millis(n);
        let mut schedule = WakeSchedule::default();
        // A clock digit at 1000 ms and a tooltip at 500 ms: both fire.
        schedule.add(ms(1000));
        schedule.add(ms(500));
        assert_eq!(schedule.next(), Some(ms(500)));
        assert!(!schedule.take_due(ms(400)));
        assert!(schedule.take_due(ms(500)));
        assert_eq!(schedule.next(), Some(ms(1000)));
        assert!(schedule.take_due(ms(1200)));
        assert_eq!(schedule.next(), None);
        assert!(!schedule.take_due(ms(5000)));
    }
}
