//! An opponent's engine that thinks past its budget is stopped; if it
//! does not stop, its thread ends it and the game waits (a failure).

use std::time::Duration;

use bevy::prelude::*;
use shakmaty::Position;

use super::ComputerGame;
use crate::app::engines::{Engines, Owner};
use crate::{
    app::timer::LookAgain,
    desktop::engine::{Limit, Search},
};

/// How long a search for a move may run before the engine counts as
/// hung: a third of the computer's time on a clock, its think time or
/// depth otherwise (a minute), and [`HANG_MARGIN`] more.
fn search_budget(search: &Search) -> Duration {
    let side = search.position().turn();
    let limit = match search.limit {
        Limit::Clock(clock) => (*clock.time.get(side) / 3).min(Duration::from_secs(120)),
        Limit::MoveTime(ms) | Limit::DepthWithin(_, ms) => Duration::from_millis(ms),
        Limit::Depth(_) | Limit::Infinite => Duration::from_secs(60),
    };
    limit + HANG_MARGIN
}

/// What a search may run past its limit before the engine is stopped.
pub const HANG_MARGIN: Duration = Duration::from_secs(5);

/// An engine that thinks past its budget is told to stop: it answers with
/// its move, or it counts as failed (the engine's thread ends it when it
/// does not stop) and the game waits, its clocks stopped.
pub(super) fn watch_the_engine(
    running: Option<Res<ComputerGame>>,
    engines: Res<Engines>,
    time: Res<Time<Real>>,
    mut look: LookAgain,
    mut stopped: Local<Option<u64>>,
) {
    let Some(running) = running else {
        return;
    };
    let Some(asked) = &running.asked else {
        return;
    };
    let deadline = asked.at + search_budget(&asked.search);
    let now = crate::app::timer::now(&time);
    if now < deadline {
        look.after(deadline - now);
        return;
    }
    if *stopped != Some(asked.id) {
        engines.stop(Owner::Computer);
        *stopped = Some(asked.id);
    }
}
