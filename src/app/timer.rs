//! Time in the app: the instant a frame is at (passed to the session and
//! the clock, which never read time themselves), and the wake-ups that get
//! a sleeping window drawn at a chosen instant (the session asks for the
//! next clock digit change or flag fall; egui for a tooltip's delay).

use std::time::{Duration, Instant};

use bevy::prelude::*;

/// The app's reading of monotonic time, passed to the pure clock: the
/// instant of this frame from Bevy's real time, which tests drive by hand
/// (`TimeUpdateStrategy::ManualDuration`) so no result depends on how busy
/// the machine is.
pub fn now(time: &Time<Real>) -> Instant {
    time.last_update().unwrap_or_else(|| time.startup())
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

    /// A timer whose wake-ups go to the receiver instead of a thread.
    #[cfg(test)]
    pub(crate) fn for_tests() -> (WakeTimer, std::sync::mpsc::Receiver<Instant>) {
        let (sender, receiver) = std::sync::mpsc::channel();
        let timer = WakeTimer {
            sender,
            scheduled: None,
        };
        (timer, receiver)
    }

    /// What a background job's thread keeps to wake the window when it
    /// is done.
    pub(crate) fn waker(&self) -> Waker {
        Waker(Some(self.sender.clone()))
    }
}

/// Wakes the sleeping window from another thread, at once: a job that
/// ends wakes it, so what it found shows in the next frame, not when the
/// window next looks at its progress (a fifth of a second later).
/// Without the wake-up thread (headless) it does nothing: frames keep
/// coming there.
#[derive(Debug, Clone, Default)]
pub(crate) struct Waker(Option<std::sync::mpsc::Sender<Instant>>);

impl Waker {
    /// A waker of the window that `timer` wakes, if there is one.
    pub(crate) fn of(timer: Option<&WakeTimer>) -> Waker {
        timer.map(WakeTimer::waker).unwrap_or_default()
    }

    /// Wakes the window now.
    pub(crate) fn wake(&self) {
        if let Some(sender) = &self.0 {
            let _ = sender.send(Instant::now());
        }
    }

    /// A job's `work`, then a wake-up once its worker is gone: every
    /// report is sent and the job reads as done in the frame woken.
    pub(crate) fn after<M>(
        self,
        work: impl FnOnce(crate::desktop::job::Worker<M>),
    ) -> impl FnOnce(crate::desktop::job::Worker<M>) {
        move |worker| {
            work(worker);
            self.wake();
        }
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

/// Gets the window to look again after a while, for work it waits on (a
/// background job's progress, a dialog's answer): the sleeping window is
/// woken then; without the wake-up thread (headless), at the next frame.
/// Each system keeps at most one wake-up pending: frames that come
/// meanwhile (input, egui) do not each add another, which would multiply
/// the frames drawn while a job runs.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct LookAgain<'w, 's> {
    wake: Option<Res<'w, WakeTimer>>,
    redraw: MessageWriter<'w, bevy::window::RequestRedraw>,
    pending: Local<'s, Option<Instant>>,
}

impl LookAgain<'_, '_> {
    /// Looks again `after` this long (or at the wake-up already pending).
    pub(crate) fn after(&mut self, after: Duration) {
        match &self.wake {
            Some(wake) => {
                let now = Instant::now();
                if self.pending.is_some_and(|at| at > now) {
                    return;
                }
                *self.pending = Some(now + after);
                let _ = wake.sender.send(now + after);
            }
            None => {
                self.redraw.write(bevy::window::RequestRedraw);
            }
        }
    }

    /// Draws the next frame at once.
    pub(crate) fn now(&mut self) {
        self.redraw.write(bevy::window::RequestRedraw);
    }
}

/// How often the window shows a long job's progress (the list growing, the
/// explorer's pass, the report), `running` after the job began: five times
/// a second for its first second, so that a short job looks alive at once,
/// then twice a second. Each look is a frame, and on a software renderer a
/// frame takes a core for tens of milliseconds: at five a second the
/// window's own drawing took a tenth of a two-core machine from a 10 s
/// listing, which finished that much later.
pub(crate) fn progress_refresh(running: Duration) -> Duration {
    if running < Duration::from_secs(1) {
        Duration::from_millis(200)
    } else {
        Duration::from_millis(500)
    }
}

impl WakeTimer {
    /// Wakes the window at `wanted` (none: only input wakes it). The same
    /// moment asked for again in a later frame is not news.
    pub(crate) fn wake_at(&mut self, wanted: Option<Instant>, now: Instant) {
        let Some(wanted) = wanted else {
            self.scheduled = None;
            return;
        };
        let known = self.scheduled.is_some_and(|s| {
            let gap = if s > wanted { s - wanted } else { wanted - s };
            gap < Duration::from_millis(2) && s > now
        });
        if !known && self.sender.send(wanted).is_ok() {
            self.scheduled = Some(wanted);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_job_is_looked_at_less_often_after_its_first_second() {
        let ms = Duration::from_millis;
        assert_eq!(progress_refresh(ms(0)), ms(200));
        assert_eq!(progress_refresh(ms(999)), ms(200));
        assert_eq!(progress_refresh(ms(1000)), ms(500));
        assert_eq!(progress_refresh(ms(40_000)), ms(500));
    }

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

    #[test]
    fn a_job_wakes_the_window_once_its_reports_are_all_sent() {
        use crate::desktop::job::{Job, Worker};
        let (sender, wakes) = std::sync::mpsc::channel();
        let work = Waker(Some(sender)).after(|worker: Worker<u32>| {
            for n in 0..1000 {
                worker.send(n);
            }
        });
        let job = Job::spawn("rookery test", 0, work).unwrap();
        // Awaited on its channel: the thread's timing does not matter.
        wakes.recv().expect("the job wakes the window");
        // Woken, the window finds the job done with every report.
        let reports: Vec<u32> = job.reports().collect();
        assert_eq!(reports, (0..1000).collect::<Vec<_>>());
        assert!(job.is_done());
        // Once.
        assert!(wakes.recv().is_err());
    }
}
