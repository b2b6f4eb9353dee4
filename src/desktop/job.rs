//! One kind of background job for every long task (listing a file, the
//! explorer's pass, an engine): the work runs on a thread of its own and
//! sends what it finds as it goes; the owner reads that without waiting,
//! sees how far it has come, and cancels it (dropping the job cancels it
//! too). Bevy-free: the app polls it each frame; tests run the work inline,
//! so no result waits on another thread's timing.
//!
//! ```
//! use rookery::desktop::job::Job;
//!
//! let job = Job::inline(100, |worker| {
//!     for n in 1..=3 {
//!         worker.progress().fetch_add(25, std::sync::atomic::Ordering::Relaxed);
//!         worker.send(n);
//!     }
//! });
//! assert_eq!(job.reports().collect::<Vec<_>>(), [1, 2, 3]);
//! assert_eq!(job.progress(), Some(0.75));
//! assert!(job.is_done());
//! ```

use std::{
    io,
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, AtomicU64, Ordering},
        mpsc::{self, Receiver, Sender, TryRecvError},
    },
};

/// A task running in the background (or already run, inline).
#[derive(Debug)]
pub struct Job<M> {
    reports: Mutex<Receiver<M>>,
    shared: Arc<Shared>,
    /// Set once the work has returned and its reports are all read.
    done: AtomicBool,
}

/// What the owner and the worker share.
#[derive(Debug, Default)]
struct Shared {
    cancel: AtomicBool,
    /// How much is done, of `total` (bytes read, positions searched…).
    done: AtomicU64,
    total: AtomicU64,
}

/// The work's side of a job: it sends what it finds, counts its progress
/// and stops when asked.
#[derive(Debug)]
pub struct Worker<M> {
    sender: Sender<M>,
    shared: Arc<Shared>,
}

impl<M> Worker<M> {
    /// Sends a report; `false` once the owner let the job go (stop then).
    pub fn send(&self, report: M) -> bool {
        self.sender.send(report).is_ok()
    }

    /// Whether the owner asked the work to stop.
    pub fn cancelled(&self) -> bool {
        self.shared.cancel.load(Ordering::Relaxed)
    }

    /// The cancel flag itself, for work that checks it deep inside.
    pub fn cancel_flag(&self) -> &AtomicBool {
        &self.shared.cancel
    }

    /// The counter of what is done (of the total the job was made with).
    pub fn progress(&self) -> &AtomicU64 {
        &self.shared.done
    }

    /// Sets the total the progress counts towards (when only the work
    /// learns it).
    pub fn set_total(&self, total: u64) {
        self.shared.total.store(total, Ordering::Relaxed);
    }
}

impl<M: Send + 'static> Job<M> {
    /// Starts `work` on a thread named `name`; `total` is what its progress
    /// counts towards (0: unknown, or set by the work).
    pub fn spawn(
        name: &str,
        total: u64,
        work: impl FnOnce(Worker<M>) + Send + 'static,
    ) -> io::Result<Job<M>> {
        let (job, worker) = Job::new(total);
        std::thread::Builder::new()
            .name(name.to_owned())
            .spawn(move || {
                work(worker);
                super::platform::give_back_freed_memory();
            })?;
        Ok(job)
    }
}

impl<M: Send + 'static> Job<M> {
    /// Runs `work` here and now when `inline` (headless tests: no result
    /// waits on a thread), else starts it on a thread named `name`.
    pub fn start(
        inline: bool,
        name: &str,
        total: u64,
        work: impl FnOnce(Worker<M>) + Send + 'static,
    ) -> io::Result<Job<M>> {
        if inline {
            Ok(Job::inline(total, work))
        } else {
            Job::spawn(name, total, work)
        }
    }
}

/// Where a job that sends one answer stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer<M> {
    /// Still working.
    Waiting,
    /// Its answer.
    Came(M),
    /// It ended without one (its thread failed).
    Lost,
}

impl<M> Job<M> {
    /// For a job whose work sends one report, its answer: the first report,
    /// once sent.
    ///
    /// ```
    /// use rookery::desktop::job::{Answer, Job};
    /// assert_eq!(Job::inline(0, |w| { w.send(7); }).answer(), Answer::Came(7));
    /// assert_eq!(Job::<u8>::inline(0, |_| {}).answer(), Answer::Lost);
    /// ```
    pub fn answer(&self) -> Answer<M> {
        match self.reports().next() {
            Some(answer) => Answer::Came(answer),
            None if self.is_done() => Answer::Lost,
            None => Answer::Waiting,
        }
    }

    /// Runs `work` here and now; its reports wait to be read.
    pub fn inline(total: u64, work: impl FnOnce(Worker<M>)) -> Job<M> {
        let (job, worker) = Job::new(total);
        work(worker);
        job
    }

    fn new(total: u64) -> (Job<M>, Worker<M>) {
        let (sender, receiver) = mpsc::channel();
        let shared = Arc::new(Shared::default());
        shared.total.store(total, Ordering::Relaxed);
        let job = Job {
            reports: Mutex::new(receiver),
            shared: Arc::clone(&shared),
            done: AtomicBool::new(false),
        };
        (job, Worker { sender, shared })
    }

    /// Every report sent since the last call, without waiting.
    pub fn reports(&self) -> impl Iterator<Item = M> + '_ {
        let receiver = self.reports.lock().unwrap_or_else(|e| e.into_inner());
        let mut out = Vec::new();
        loop {
            match receiver.try_recv() {
                Ok(report) => out.push(report),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    self.done.store(true, Ordering::Relaxed);
                    break;
                }
            }
        }
        out.into_iter()
    }

    /// Whether the work has returned and every report was read.
    pub fn is_done(&self) -> bool {
        self.done.load(Ordering::Relaxed)
    }

    /// How far the work has come (0 to 1), if its total is known.
    pub fn progress(&self) -> Option<f32> {
        let total = self.shared.total.load(Ordering::Relaxed);
        (total > 0)
            .then(|| (self.shared.done.load(Ordering::Relaxed) as f32 / total as f32).min(1.0))
    }

    /// Asks the work to stop (it sends what it has, then returns).
    pub fn cancel(&self) {
        self.shared.cancel.store(true, Ordering::Relaxed);
    }

    /// Whether the job was asked to stop.
    pub fn is_cancelled(&self) -> bool {
        self.shared.cancel.load(Ordering::Relaxed)
    }
}

impl<M> Drop for Job<M> {
    /// A job let go is cancelled: no thread works on for nothing.
    fn drop(&mut self) {
        self.cancel();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thread_reports_as_it_goes_and_stops_when_cancelled() {
        let (go, wait) = mpsc::channel::<()>();
        let job = Job::spawn("test job", 0, move |worker: Worker<u32>| {
            worker.set_total(10);
            worker.progress().store(5, Ordering::Relaxed);
            worker.send(1);
            // Waits until the owner has read the first report and
            // cancelled.
            let _ = wait.recv();
            if worker.cancelled() {
                worker.send(2);
            }
        })
        .unwrap();
        let first = loop {
            if let Some(report) = job.reports().next() {
                break report;
            }
            std::thread::yield_now();
        };
        assert_eq!(first, 1);
        assert_eq!(job.progress(), Some(0.5));
        job.cancel();
        go.send(()).unwrap();
        let mut rest = Vec::new();
        while !job.is_done() {
            rest.extend(job.reports());
            std::thread::yield_now();
        }
        assert_eq!(rest, [2]);
    }
}
