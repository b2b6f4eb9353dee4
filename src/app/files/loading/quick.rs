//! When a listing's frames come: a few a second while the file is read,
//! at once while the list falls behind the reading, and none for the
//! asking in its first moments, while a kept list may still come at once.
//!
//! A file opened again is listed from its kept list in a few milliseconds
//! (the 50,000-game archive's in 6 ms), on the job's thread, which wakes
//! the window when it is done. The frame that starts the job has already
//! drawn the panel's "Reading …"; the frame that egui or the window's
//! title asks for next comes a few milliseconds later, before the job is
//! done more often than not, and on a software renderer it draws for tens
//! of milliseconds: the list would wait for it. So for the first
//! [`QUICK_LIST`] of a listing the frames asked for are held back to its
//! end, and the job's end wakes the window sooner; input still wakes it
//! at once (a frame for an event is not asked for).

use std::time::{Duration, Instant};

use bevy::{prelude::*, window::RequestRedraw};

use super::Loading;
use crate::app::timer::{WakeTimer, now};

/// How long after a listing starts the frames asked for wait: several
/// times the archive's kept list's reading, and short enough that a
/// longer listing's first look at its progress comes no later than its
/// second frame would have, by eye.
pub(super) const QUICK_LIST: Duration = Duration::from_millis(30);

/// How many of the reading's tables (a run's games, up to 65,536) may wait
/// for the list before frames come as fast as they can to take them.
pub(super) const MAX_BEHIND: usize = 4;

/// When the list looks again at a file being read, `elapsed` since it
/// started, with `behind` tables of games waiting: `None` at once, when
/// more wait than [`MAX_BEHIND`] (what waits is held in memory, and would
/// grow with the file: each frame takes what it has time for), else after
/// the job's usual refresh (a frame drawn as fast as the window can would
/// take the machine from the reading, on a software renderer most of it).
pub(super) fn next_look(behind: usize, elapsed: Duration) -> Option<Duration> {
    (behind <= MAX_BEHIND).then(|| crate::app::timer::progress_refresh(elapsed))
}

/// Until when the frames asked for wait, `now`, for a listing `started`
/// then and not yet `done`: none once [`QUICK_LIST`] has passed.
pub(super) fn held_until(started: Instant, now: Instant, done: bool) -> Option<Instant> {
    let until = started + QUICK_LIST;
    (!done && now < until).then_some(until)
}

/// Holds back the frames asked for in this frame while a listing is in
/// its first moments, and wakes the window at their end instead. Runs
/// last, after every system that asks (egui's output among them). Without
/// the wake-up thread (headless) nothing is held.
pub(super) fn hold_frames_while_a_list_may_come(
    loading: Option<Res<Loading>>,
    wake: Option<Res<WakeTimer>>,
    time: Res<Time<Real>>,
    mut redraws: ResMut<Messages<RequestRedraw>>,
) {
    let (Some(loading), Some(wake)) = (loading, wake) else {
        return;
    };
    if redraws.is_empty() {
        return;
    }
    let now = now(&time);
    let done = loading.whole || loading.job.is_done();
    if let Some(until) = held_until(loading.started, now, done) {
        redraws.clear();
        // The same instant sent again wakes once (the clock's own
        // wake-up, kept apart, is not disturbed).
        let _ = wake.sender().send(until);
    }
}

#[cfg(test)]
mod tests {
    use bevy::time::TimeUpdateStrategy;

    use super::*;
    use crate::{app::files::reading::Report, desktop::job::Job};

    #[test]
    fn a_list_behind_the_reading_looks_again_at_once() {
        let (first, later) = (Duration::from_millis(300), Duration::from_secs(5));
        // Up to four tables waiting: the usual looks, 5 a second in the
        // first second and 2 a second after.
        assert_eq!(next_look(0, first), Some(Duration::from_millis(200)));
        assert_eq!(
            next_look(MAX_BEHIND, later),
            Some(Duration::from_millis(500))
        );
        // One more: at once, early or late.
        assert_eq!(next_look(MAX_BEHIND + 1, first), None);
        assert_eq!(next_look(40, later), None);
    }

    #[test]
    fn frames_asked_for_wait_only_in_a_listings_first_moments() {
        let t0 = Instant::now();
        let ms = Duration::from_millis;
        assert_eq!(held_until(t0, t0, false), Some(t0 + ms(30)));
        assert_eq!(held_until(t0, t0 + ms(29), false), Some(t0 + ms(30)));
        assert_eq!(held_until(t0, t0 + ms(30), false), None);
        assert_eq!(held_until(t0, t0 + ms(500), false), None);
        // A job already done holds nothing: its list comes in this frame.
        assert_eq!(held_until(t0, t0, true), None);
    }

    /// Runs the system in one frame, `since` into a listing whose job's
    /// thread has not ended, with a redraw asked for: the instants the
    /// wake-up thread was sent, counted from the frame's, and whether the
    /// redraw is still asked for.
    fn frame_of_a_listing(since: Duration) -> (Vec<Duration>, bool) {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_message::<RequestRedraw>()
            .add_systems(Last, hold_frames_while_a_list_may_come);
        let frame = Instant::now();
        app.insert_resource(TimeUpdateStrategy::ManualInstant(frame));
        let (timer, wakes) = WakeTimer::for_tests();
        app.insert_resource(timer);
        let mut held = None;
        let job = Job::inline(0, |worker: crate::desktop::job::Worker<Report>| {
            held = Some(worker);
        });
        app.insert_resource(super::super::tests::listing_of(job, frame - since));
        app.world_mut().write_message(RequestRedraw);
        app.update();
        assert!(held.is_some(), "the job's worker is held to its end");
        let asked = !app.world().resource::<Messages<RequestRedraw>>().is_empty();
        let wakes = wakes.try_iter().map(|at| at - frame).collect();
        (wakes, asked)
    }

    #[test]
    fn a_frame_asked_for_early_in_a_listing_waits_for_the_list_or_its_end() {
        let ms = Duration::from_millis;
        // 10 ms in: held back, and the window woken 20 ms later instead.
        assert_eq!(frame_of_a_listing(ms(10)), (vec![ms(20)], false));
        // 40 ms in: drawn as asked, no wake-up added.
        assert_eq!(frame_of_a_listing(ms(40)), (vec![], true));
    }
}
