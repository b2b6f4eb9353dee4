//! The one engine service: every engine process of the app is this
//! plugin's, by [`Role`]. A plugin asks for a search through
//! [`EngineDesk::search`] and hears back on one stream, [`EngineReply`]
//! (the role and the search's number on each), where a fault, a failed
//! start included, comes in words as [`Event::Fault`] once. The service
//! keeps a thread budget: the engines' `Threads` together never exceed
//! the machine's cores (the report's engines, started on its job's thread,
//! hold a [`Lease`] of them).
//!
//! Roles that follow one another share a process ([`Owner`]): the
//! analysis board's lines and its threat; the computer's moves, its hints
//! and practice's judgements; the puzzles from one's mistakes; the report.

use std::{
    sync::{
        Arc, Mutex,
        atomic::{AtomicU32, Ordering},
    },
    time::Instant,
};

use bevy::{ecs::system::SystemParam, prelude::*, window::RequestRedraw};

use crate::{
    app::{Phase, settings::PlayerSettings, timer::WakeTimer},
    desktop::engine::{Engine, EngineOptions, Event, Search},
    i18n::Said,
};

/// What a search is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// The analysis board's lines of the position shown.
    Analysis,
    /// What the side that just moved threatens (the analysis board's).
    Threat,
    /// The computer's move.
    Opponent,
    /// A hint for the player against the computer.
    Hint,
    /// Practice's evaluation of the player's position.
    Practice,
    /// A puzzle from one's mistakes: its answer judged, its best move.
    Puzzles,
    /// The game report.
    Report,
}

/// Whose process serves a role.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Owner {
    /// The analysis board: [`Role::Analysis`], [`Role::Threat`].
    AnalysisBoard,
    /// The computer: [`Role::Opponent`], [`Role::Hint`], [`Role::Practice`].
    Computer,
    /// [`Role::Puzzles`].
    Puzzles,
    /// [`Role::Report`]: its engines run on the report's thread.
    Report,
}

impl Role {
    /// The owner whose process serves this role.
    pub fn owner(self) -> Owner {
        match self {
            Role::Analysis | Role::Threat => Owner::AnalysisBoard,
            Role::Opponent | Role::Hint | Role::Practice => Owner::Computer,
            Role::Puzzles => Owner::Puzzles,
            Role::Report => Owner::Report,
        }
    }
}

impl Owner {
    /// The role a process's own events (its handshake, its fault) go to.
    fn first_role(self) -> Role {
        match self {
            Owner::AnalysisBoard => Role::Analysis,
            Owner::Computer => Role::Opponent,
            Owner::Puzzles => Role::Puzzles,
            Owner::Report => Role::Report,
        }
    }

    /// Whether its lines show as they come: else only an end, a handshake
    /// or a fault wakes the window.
    fn shows_lines(self) -> bool {
        self == Owner::AnalysisBoard
    }
}

/// What an engine said, for whom: every reply of every engine.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct EngineReply {
    /// The role the search was asked for (a handshake or a fault: the
    /// owner's first role; see [`EngineReply::owner`]).
    pub role: Role,
    /// What it said ([`Event::Lines`] and [`Event::Done`] carry the
    /// search's number [`EngineDesk::search`] gave).
    pub event: Event,
}

impl EngineReply {
    /// Whose process said it.
    pub fn owner(&self) -> Owner {
        self.role.owner()
    }
}

/// An engine process and what was asked of it.
struct Process {
    owner: Owner,
    engine: Mutex<Engine>,
    threads: u32,
    /// The searches asked and not yet done, with their roles.
    asked: Vec<(u64, Role)>,
}

/// How many searches a process keeps the roles of.
const KEPT_SEARCHES: usize = 8;

/// Every engine process of the app, and the cores they may use.
#[derive(Resource)]
pub struct Engines {
    processes: Vec<Process>,
    last_id: u64,
    cores: u32,
    /// The threads lent to engines that run on a job's thread.
    lent: Arc<AtomicU32>,
}

impl Default for Engines {
    /// The machine's cores.
    fn default() -> Engines {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get() as u32);
        Engines::with_cores(cores)
    }
}

impl Engines {
    /// A service whose engines share `cores` threads.
    pub fn with_cores(cores: u32) -> Engines {
        Engines {
            processes: Vec::new(),
            last_id: 0,
            cores: cores.max(1),
            lent: Arc::new(AtomicU32::new(0)),
        }
    }

    /// The threads given out: running processes' and lent ones.
    pub fn threads_in_use(&self) -> u32 {
        self.processes.iter().map(|p| p.threads).sum::<u32>() + self.lent.load(Ordering::Relaxed)
    }

    /// Whether `owner`'s process runs.
    pub fn runs(&self, owner: Owner) -> bool {
        self.processes.iter().any(|p| p.owner == owner)
    }

    /// The threads `owner`'s process was given.
    pub fn threads_of(&self, owner: Owner) -> Option<u32> {
        self.process(owner).map(|p| p.threads)
    }

    /// What is left of the budget for `wanted` threads: none when every
    /// core is taken.
    fn grant(&self, wanted: u32) -> u32 {
        wanted.min(self.cores.saturating_sub(self.threads_in_use()))
    }

    fn process(&self, owner: Owner) -> Option<&Process> {
        self.processes.iter().find(|p| p.owner == owner)
    }

    fn process_mut(&mut self, owner: Owner) -> Option<&mut Process> {
        self.processes.iter_mut().find(|p| p.owner == owner)
    }

    /// Ends `owner`'s process (without waiting: its thread ends it).
    pub fn end(&mut self, owner: Owner) {
        self.processes.retain(|p| p.owner != owner);
    }

    /// Stops `owner`'s running search (it answers with what it found).
    pub fn stop(&self, owner: Owner) {
        if let Some(process) = self.process(owner)
            && let Ok(engine) = process.engine.lock()
        {
            engine.stop();
        }
    }

    /// Lends `wanted` single-thread engines (at most what the budget has
    /// left, at least one) to a job that starts them on its own thread;
    /// the threads come back when the lease is dropped. `Err` in words
    /// when every core is taken.
    pub fn lend(&mut self, wanted: u32) -> Result<Lease, Said> {
        let count = self.grant(wanted);
        if count == 0 {
            return Err(no_core_words());
        }
        self.lent.fetch_add(count, Ordering::Relaxed);
        Ok(Lease {
            count,
            lent: self.lent.clone(),
        })
    }
}

/// Threads of the budget lent to engines on a job's thread, given back
/// when dropped.
#[derive(Debug)]
pub struct Lease {
    count: u32,
    lent: Arc<AtomicU32>,
}

impl Lease {
    /// How many single-thread engines it allows.
    pub fn count(&self) -> u32 {
        self.count
    }
}

impl Drop for Lease {
    fn drop(&mut self) {
        self.lent.fetch_sub(self.count, Ordering::Relaxed);
    }
}

/// The words when every core is already searching.
fn no_core_words() -> Said {
    Said::new("engine-no-core")
}

/// The words when no engine is found.
pub fn no_engine_words() -> Said {
    Said::new("engine-none-found")
}

/// The service's systems: the replies are read before every plugin that
/// follows them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ReadEngines;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Engines>()
        .add_message::<EngineReply>()
        .add_systems(
            Update,
            read_engines.in_set(ReadEngines).in_set(Phase::Input),
        );
}

/// A channel told each time an engine has something to read (besides the
/// window's wake-up): headless tests wait on it between frames, so no
/// test sleeps on the clock while an engine thinks.
#[derive(Resource, Debug, Clone)]
pub struct EngineHeard(pub std::sync::mpsc::Sender<Instant>);

/// Who hears that an engine has something to read: the window (woken at
/// the instant given) and [`EngineHeard`].
#[derive(SystemParam)]
pub(crate) struct Wakes<'w> {
    window: Option<Res<'w, WakeTimer>>,
    heard: Option<Res<'w, EngineHeard>>,
}

impl Wakes<'_> {
    /// The function an engine's thread calls.
    pub(crate) fn waker(&self) -> impl Fn(Instant) + Send + 'static {
        let senders: Vec<std::sync::mpsc::Sender<Instant>> = self
            .window
            .as_deref()
            .map(WakeTimer::sender)
            .into_iter()
            .chain(self.heard.as_deref().map(|heard| heard.0.clone()))
            .collect();
        move |at| {
            for sender in &senders {
                let _ = sender.send(at);
            }
        }
    }
}

/// Where plugins ask the service for searches.
#[derive(SystemParam)]
pub struct EngineDesk<'w> {
    engines: ResMut<'w, Engines>,
    settings: Res<'w, PlayerSettings>,
    wakes: Wakes<'w>,
    replies: MessageWriter<'w, EngineReply>,
    redraw: MessageWriter<'w, RequestRedraw>,
}

impl EngineDesk<'_> {
    /// Asks for `search` in `role`, starting its owner's process if none
    /// runs (a new search stops the one its process runs): the search's
    /// number, which its replies carry. `None` when no process could be
    /// started; the reason comes as the role's [`Event::Fault`].
    pub fn search(&mut self, role: Role, search: Search) -> Option<u64> {
        let owner = role.owner();
        if !self.prepare_for(role) {
            return None;
        }
        self.engines.last_id += 1;
        let id = self.engines.last_id;
        let process = self.engines.process_mut(owner)?;
        // A search a newer one replaced may never say it is done: only
        // the last few are kept.
        if process.asked.len() >= KEPT_SEARCHES {
            process.asked.remove(0);
        }
        process.asked.push((id, role));
        if let Ok(engine) = process.engine.lock() {
            engine.search(Search { id, ..search });
        }
        Some(id)
    }

    /// Starts `owner`'s process if none runs (its handshake comes as a
    /// reply); whether one runs. When none could start, the reason comes
    /// as the owner's [`Event::Fault`].
    pub fn prepare(&mut self, owner: Owner) -> bool {
        self.prepare_for(owner.first_role())
    }

    fn prepare_for(&mut self, role: Role) -> bool {
        let owner = role.owner();
        if self.engines.runs(owner) {
            return true;
        }
        match self.start(owner) {
            Ok(()) => true,
            Err(words) => {
                self.replies.write(EngineReply {
                    role,
                    event: Event::Fault(words),
                });
                self.redraw.write(RequestRedraw);
                false
            }
        }
    }

    /// Starts `owner`'s process with its share of the cores.
    fn start(&mut self, owner: Owner) -> Result<(), Said> {
        let program = self
            .settings
            .0
            .engine
            .program()
            .ok_or_else(no_engine_words)?;
        let options = options_for(owner, self.settings.0.engine.options());
        let threads = self.engines.grant(options.threads);
        if threads == 0 {
            return Err(no_core_words());
        }
        let engine = Engine::start(
            &program,
            EngineOptions { threads, ..options },
            self.wakes.waker(),
        )?;
        self.engines.processes.push(Process {
            owner,
            engine: Mutex::new(engine),
            threads,
            asked: Vec::new(),
        });
        Ok(())
    }

    /// Asks the window for a frame (for a system that also asks searches).
    pub fn redraw(&mut self) {
        self.redraw.write(RequestRedraw);
    }

    /// The service itself: ends, stops, lends.
    pub fn engines(&mut self) -> &mut Engines {
        &mut self.engines
    }
}

/// The options `owner`'s process starts with, from the player's.
fn options_for(owner: Owner, player: EngineOptions) -> EngineOptions {
    match owner {
        // The opponent thinks on one core: the machine stays quick, and
        // levels play alike everywhere.
        Owner::Computer => EngineOptions {
            threads: 1,
            quiet_lines: true,
            ..player
        },
        Owner::Puzzles | Owner::Report => EngineOptions {
            quiet_lines: true,
            ..player
        },
        Owner::AnalysisBoard => player,
    }
}

/// Reads what every engine said since the last frame, without waiting,
/// into [`EngineReply`]s; an engine that failed is gone after its fault.
fn read_engines(
    mut engines: ResMut<Engines>,
    mut replies: MessageWriter<EngineReply>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let mut failed = Vec::new();
    for process in &mut engines.processes {
        let events: Vec<Event> = match process.engine.lock() {
            Ok(engine) => engine.events().collect(),
            Err(_) => continue,
        };
        for event in events {
            let role = match &event {
                Event::Lines { search, .. } => role_of(&process.asked, *search),
                Event::Done { search, .. } => {
                    let role = role_of(&process.asked, *search);
                    process.asked.retain(|(id, _)| id != search);
                    role
                }
                Event::Ready(_) => Some(process.owner.first_role()),
                Event::Fault(_) => {
                    failed.push(process.owner);
                    Some(process.owner.first_role())
                }
            };
            if process.owner.shows_lines() || !matches!(event, Event::Lines { .. }) {
                redraw.write(RequestRedraw);
            }
            if let Some(role) = role {
                replies.write(EngineReply { role, event });
            }
        }
    }
    for owner in failed {
        engines.end(owner);
    }
}

/// The role search `id` was asked for.
fn role_of(asked: &[(u64, Role)], id: u64) -> Option<Role> {
    asked
        .iter()
        .find(|(at, _)| *at == id)
        .map(|(_, role)| *role)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_that_follow_one_another_share_their_owner_s_process() {
        let owners = [
            Role::Analysis,
            Role::Threat,
            Role::Opponent,
            Role::Hint,
            Role::Practice,
            Role::Puzzles,
            Role::Report,
        ]
        .map(Role::owner);
        assert_eq!(
            owners,
            [
                Owner::AnalysisBoard,
                Owner::AnalysisBoard,
                Owner::Computer,
                Owner::Computer,
                Owner::Computer,
                Owner::Puzzles,
                Owner::Report,
            ]
        );
    }

    #[test]
    fn leases_never_lend_more_threads_than_the_cores_and_come_back_when_dropped() {
        let mut engines = Engines::with_cores(3);
        let first = engines.lend(2).unwrap();
        assert_eq!(first.count(), 2);
        // One core is left: a lease of two gets one.
        let second = engines.lend(2).unwrap();
        assert_eq!(second.count(), 1);
        assert_eq!(engines.threads_in_use(), 3);
        assert_eq!(engines.lend(1).unwrap_err(), Said::new("engine-no-core"));
        drop(first);
        assert_eq!(engines.threads_in_use(), 1);
        assert_eq!(engines.lend(4).unwrap().count(), 2);
        // Every lease dropped: the whole budget is free again.
        drop(second);
        assert_eq!(engines.threads_in_use(), 0);
    }

    #[test]
    fn the_computer_thinks_on_one_quiet_thread_and_the_board_takes_the_player_s_options() {
        let player = EngineOptions {
            threads: 6,
            ..EngineOptions::default()
        };
        let computer = options_for(Owner::Computer, player.clone());
        assert_eq!((computer.threads, computer.quiet_lines), (1, true));
        let puzzles = options_for(Owner::Puzzles, player.clone());
        assert_eq!((puzzles.threads, puzzles.quiet_lines), (6, true));
        assert_eq!(options_for(Owner::AnalysisBoard, player.clone()), player);
    }
}
