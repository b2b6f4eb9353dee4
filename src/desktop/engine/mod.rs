//! A UCI engine as a child process, spoken to on a thread of its own: the
//! owner sends searches and reads what comes back without ever waiting;
//! the thread answers the protocol (a new search stops the one running and
//! starts when its `bestmove` arrives, so no line of an old position is
//! taken for the new one). Every fault (a program that is not an engine,
//! one that hangs, crashes or prints nonsense) becomes an [`Event::Fault`]
//! in words, and the process is killed. No engine outlives Rookery: on
//! Linux the child is killed when its parent dies (even by `kill -9`), and
//! dropping an [`Engine`] ends it.

use std::{
    io::{BufRead, BufReader},
    path::{Path, PathBuf},
    process::{Command as Process, Stdio},
    sync::mpsc::{self, Receiver, Sender},
    thread::JoinHandle,
    time::{Duration, Instant},
};

use shakmaty::{CastlingMode, Chess, Move, Position};

use crate::chess::uci::PvLine;

mod driver;
mod strength;

use driver::Driver;

/// How long an engine has to answer `uci`, `isready` or `stop`.
pub const ANSWER_TIMEOUT: Duration = Duration::from_secs(5);

/// The most lines a search asks for.
pub const MAX_LINES: u32 = 24;

/// The engine's options Rookery sets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineOptions {
    /// Search threads.
    pub threads: u32,
    /// Hash table size in MB.
    pub hash_mb: u32,
    /// How long the engine has to answer `uci`, `isready` or `stop`
    /// before it counts as hung ([`ANSWER_TIMEOUT`]).
    pub answer_timeout: Duration,
    /// The owner shows no lines as they come (the computer's own search,
    /// a puzzle's judgement): only an end, a handshake or a fault wakes
    /// it, so a window does not redraw for what it does not show.
    pub quiet_lines: bool,
    /// Folders of Syzygy tables the engine is given (`SyzygyPath`), if it
    /// has the option.
    pub syzygy: Vec<PathBuf>,
}

impl Default for EngineOptions {
    /// One thread less than the machine's cores (at least one), 64 MB.
    fn default() -> EngineOptions {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get() as u32);
        EngineOptions {
            threads: cores.saturating_sub(1).max(1),
            hash_mb: 64,
            answer_timeout: ANSWER_TIMEOUT,
            quiet_lines: false,
            syzygy: Vec::new(),
        }
    }
}

/// How long a search runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    /// Until stopped.
    Infinite,
    /// To this depth.
    Depth(u32),
    /// For this many milliseconds.
    MoveTime(u64),
    /// To this depth, for at most this many milliseconds.
    DepthWithin(u32, u64),
    /// On the clocks, as a player thinks.
    Clock(crate::chess::opponent::GoClock),
}

/// A search to run: a position reached from `start` by `moves`, and how
/// many best lines to follow.
#[derive(Debug, Clone, PartialEq)]
pub struct Search {
    /// The owner's number for it; every event of the search carries it.
    pub id: u64,
    /// Where the game started.
    pub start: Chess,
    /// The moves from there to the position searched.
    pub moves: Vec<Move>,
    /// Standard or Chess960 castling.
    pub mode: CastlingMode,
    /// How long.
    pub limit: Limit,
    /// How many lines (`MultiPV`, 1 to [`MAX_LINES`]: the analysis board
    /// shows up to five, the computer's weakest levels draw among more).
    pub lines: u32,
    /// A position of another game: the engine forgets what it learnt
    /// (`ucinewgame`), so the same searches give the same lines.
    pub new_game: bool,
    /// Play at this rating (`UCI_LimitStrength` and `UCI_Elo`, or
    /// `Skill Level` where the engine has no `UCI_Elo`); `None`: full
    /// strength.
    pub elo: Option<u32>,
}

impl Search {
    /// A search of the position `moves` from `start` to `limit`: one line,
    /// at full strength, in the same game as the last (the fields are
    /// public: `Search { lines: 3, ..Search::new(…) }` for others).
    pub fn new(start: Chess, moves: Vec<Move>, mode: CastlingMode, limit: Limit) -> Search {
        Search {
            id: 0,
            start,
            moves,
            mode,
            limit,
            lines: 1,
            new_game: false,
            elo: None,
        }
    }

    /// The position searched.
    pub fn position(&self) -> Chess {
        let mut position = self.start.clone();
        for m in &self.moves {
            position.play_unchecked(*m);
        }
        position
    }
}

/// What the engine's thread reports.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// The engine answered the handshake: its name.
    Ready(String),
    /// A search's lines so far (best first), with its depth, nodes per
    /// second and nodes.
    Lines {
        /// The search.
        search: u64,
        /// The lines, by rank.
        lines: Vec<PvLine>,
        /// The deepest depth reached.
        depth: u32,
        /// Nodes per second.
        nps: Option<u64>,
        /// Nodes searched.
        nodes: Option<u64>,
    },
    /// A search ended (its limit reached, or stopped).
    Done {
        /// The search.
        search: u64,
        /// Its lines as they stood.
        lines: Vec<PvLine>,
        /// The move the engine chose (`bestmove`), if legal there.
        best: Option<Move>,
    },
    /// Something went wrong, in words; the engine is gone.
    Fault(crate::i18n::Said),
}

/// What a caller that may wait (a job's thread, the command line, a test)
/// waits for: never the frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// The handshake: [`Event::Ready`].
    Ready,
    /// The end of search `id`: [`Event::Done`].
    Done(u64),
}

/// What the owner asks of the thread.
#[derive(Debug)]
pub(super) enum Request {
    Search(Box<Search>),
    Stop,
    Quit,
}

pub(super) enum Inbox {
    Request(Request),
    Line(String),
    Closed,
}

/// A running engine.
#[derive(Debug)]
pub struct Engine {
    /// The program, as its words name it.
    program: String,
    inbox: Sender<Inbox>,
    events: Receiver<Event>,
    thread: Option<JoinHandle<()>>,
}

/// Where an engine is usually found: `stockfish` on `PATH`, then Debian's
/// `/usr/games/stockfish`.
pub fn find_engine() -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain(super::platform::engine_folders())
        .map(|dir| dir.join(super::platform::STOCKFISH))
        .find(|candidate| super::platform::is_program(candidate))
}

impl Engine {
    /// Starts the program at `path` and begins the handshake; its answer
    /// (or the fault) comes as the first event. `wake` is called with the
    /// instant the owner should look at the events again (after each
    /// batch of them, at most every 50 ms).
    pub fn start(
        path: &Path,
        options: EngineOptions,
        wake: impl Fn(Instant) + Send + 'static,
    ) -> Result<Engine, crate::i18n::Said> {
        let mut process = Process::new(path);
        process
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        super::platform::before_engine_starts(&mut process);
        let mut child = process.spawn().map_err(|e| {
            crate::i18n::Said::new("engine-not-started")
                .with("path", path.display().to_string())
                .with("why", e.to_string())
        })?;
        super::platform::after_engine_started(&child);
        let stdin = child
            .stdin
            .take()
            .ok_or(crate::i18n::Said::new("engine-no-input"))?;
        let stdout = child
            .stdout
            .take()
            .ok_or(crate::i18n::Said::new("engine-no-output"))?;
        let (inbox, receiver) = mpsc::channel();
        let (events_out, events) = mpsc::channel();
        let lines = inbox.clone();
        let _ = std::thread::Builder::new()
            .name("rookery engine output".into())
            .spawn(move || {
                for line in BufReader::new(stdout).lines() {
                    let Ok(line) = line else { break };
                    if lines.send(Inbox::Line(line)).is_err() {
                        return;
                    }
                }
                let _ = lines.send(Inbox::Closed);
            });
        let name = path.display().to_string();
        let thread = std::thread::Builder::new()
            .name("rookery engine".into())
            .spawn(move || {
                let mut driver =
                    Driver::new(child, stdin, receiver, events_out, Box::new(wake), &options);
                driver.run(&name, &options);
            })
            .map_err(|e| crate::i18n::Said::new("engine-no-thread").with("why", e.to_string()))?;
        Ok(Engine {
            program: path.display().to_string(),
            inbox,
            events,
            thread: Some(thread),
        })
    }

    /// Searches a position: the running search is stopped first, and no
    /// more of its lines come.
    pub fn search(&self, search: Search) {
        let _ = self
            .inbox
            .send(Inbox::Request(Request::Search(Box::new(search))));
    }

    /// Stops the running search.
    pub fn stop(&self) {
        let _ = self.inbox.send(Inbox::Request(Request::Stop));
    }

    /// The events come so far, without waiting.
    pub fn events(&self) -> impl Iterator<Item = Event> + '_ {
        self.events.try_iter()
    }

    /// The next event, waiting at most `timeout` (for the report's thread
    /// and tests; never the frame).
    pub fn next_event(&self, timeout: Duration) -> Option<Event> {
        self.events.recv_timeout(timeout).ok()
    }

    /// Waits at most `timeout` for `answer` (the events before it are
    /// passed over): the event, or the engine's fault, or what it did not
    /// answer, in words. The one way a waiting caller hears an engine.
    pub fn wait_for(&self, answer: Answer, timeout: Duration) -> Result<Event, crate::i18n::Said> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match (self.next_event(left), answer) {
                (Some(ready @ Event::Ready(_)), Answer::Ready) => return Ok(ready),
                (Some(done @ Event::Done { search, .. }), Answer::Done(id)) if search == id => {
                    return Ok(done);
                }
                (Some(Event::Fault(words)), _) => return Err(words),
                (Some(_), _) => {}
                (None, Answer::Ready) => {
                    return Err(crate::i18n::Said::new("engine-did-not-start")
                        .with("path", self.program.clone()));
                }
                (None, Answer::Done(_)) => {
                    return Err(crate::i18n::Said::new("engine-found-nothing")
                        .with("seconds", timeout.as_secs().to_string()));
                }
            }
        }
    }

    /// Starts the program at `path` and waits for its handshake: the
    /// engine and its name (for a caller that may wait; the app starts
    /// engines with [`Engine::start`] and reads the handshake as an event).
    pub fn ready(
        path: &Path,
        options: EngineOptions,
    ) -> Result<(Engine, String), crate::i18n::Said> {
        let engine = Engine::start(path, options, |_| {})?;
        match engine.wait_for(Answer::Ready, HANDSHAKE_TIMEOUT)? {
            Event::Ready(name) => Ok((engine, name)),
            _ => Err(crate::i18n::Said::new("engine-did-not-start")
                .with("path", path.display().to_string())),
        }
    }
}

/// How long a waiting caller gives an engine for its handshake.
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);

impl Engine {
    /// Ends the engine and waits until its process is gone (tests, and
    /// the command line before it exits).
    pub fn quit(mut self) {
        let _ = self.inbox.send(Inbox::Request(Request::Quit));
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Engine {
    /// Asks the thread to end the engine, without waiting for it: the
    /// frame that turned the engine off never waits (the thread ends the
    /// process within half a second, killing it if it does not quit).
    fn drop(&mut self) {
        let _ = self.inbox.send(Inbox::Request(Request::Quit));
    }
}
