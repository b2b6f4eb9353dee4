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
    io::{BufRead, BufReader, Write},
    path::{Path, PathBuf},
    process::{Child, ChildStdin, Command as Process, Stdio},
    sync::mpsc::{self, Receiver, RecvTimeoutError, Sender},
    thread::JoinHandle,
    time::{Duration, Instant},
};

use shakmaty::{CastlingMode, Chess, Move, Position};

use crate::chess::uci::{EngineLine, PvLine, position_command, read_line};

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
    Fault(String),
}

/// What the owner asks of the thread.
#[derive(Debug)]
enum Request {
    Search(Box<Search>),
    Stop,
    Quit,
}

enum Inbox {
    Request(Request),
    Line(String),
    Closed,
}

/// A running engine.
#[derive(Debug)]
pub struct Engine {
    inbox: Sender<Inbox>,
    events: Receiver<Event>,
    thread: Option<JoinHandle<()>>,
}

/// Where an engine is usually found: `stockfish` on `PATH`, then Debian's
/// `/usr/games/stockfish`.
pub fn find_engine() -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain([PathBuf::from("/usr/games")])
        .map(|dir| dir.join("stockfish"))
        .find(|candidate| is_program(candidate))
}

fn is_program(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        path.metadata()
            .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        path.is_file()
    }
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
    ) -> Result<Engine, String> {
        let mut process = Process::new(path);
        process
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        die_with_parent(&mut process);
        let mut child = process
            .spawn()
            .map_err(|e| format!("Could not start {}: {e}", path.display()))?;
        let stdin = child.stdin.take().ok_or("the engine has no input")?;
        let stdout = child.stdout.take().ok_or("the engine has no output")?;
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
                let mut driver = Driver {
                    child,
                    stdin,
                    inbox: receiver,
                    events: events_out,
                    wake: Box::new(wake),
                    last_wake: None,
                    running: None,
                    pending: None,
                    stopping: None,
                    lines: Vec::new(),
                    chess960: false,
                    multipv: 1,
                    strength: Strength::default(),
                    elo: None,
                    timeout: options.answer_timeout,
                    quiet_lines: options.quiet_lines,
                };
                driver.run(&name, &options);
            })
            .map_err(|e| format!("Could not start the engine's thread: {e}"))?;
        Ok(Engine {
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
}

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

/// Asks Linux to kill the child when Rookery dies, however it dies.
#[cfg(target_os = "linux")]
fn die_with_parent(process: &mut Process) {
    use std::os::unix::process::CommandExt;
    // SAFETY: prctl is async-signal-safe and touches no memory of the
    // parent; it is all the child runs between fork and exec.
    unsafe {
        process.pre_exec(|| {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) == -1 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
}

#[cfg(not(target_os = "linux"))]
fn die_with_parent(_process: &mut Process) {}

/// The engine's thread: the process, its input, and the protocol's state.
struct Driver {
    child: Child,
    stdin: ChildStdin,
    inbox: Receiver<Inbox>,
    events: Sender<Event>,
    wake: Box<dyn Fn(Instant) + Send>,
    last_wake: Option<Instant>,
    /// The search the engine is running.
    running: Option<Box<Search>>,
    /// The search to start once the running one has stopped.
    pending: Option<Box<Search>>,
    /// When `stop` was sent, while the engine has not yet answered.
    stopping: Option<Instant>,
    /// The running search's lines, by rank.
    lines: Vec<PvLine>,
    chess960: bool,
    multipv: u32,
    /// Lines wake no one ([`EngineOptions::quiet_lines`]).
    quiet_lines: bool,
    /// How the engine can be weakened (from its options).
    strength: Strength,
    /// The rating it now plays at.
    elo: Option<u32>,
    timeout: Duration,
}

/// The options an engine has to play weaker.
#[derive(Debug, Clone, Copy, Default)]
struct Strength {
    /// `UCI_Elo`'s range, with `UCI_LimitStrength`.
    elo: Option<(i64, i64)>,
    /// `Skill Level`'s range.
    skill: Option<(i64, i64)>,
}

impl Strength {
    /// The options that make the engine play at `elo` (`None`: full
    /// strength). Without `UCI_Elo`, `Skill Level` is set by Stockfish's
    /// own map between the two (Elo ≈ 1350 at level 0 to 2850 at 20,
    /// linear between), clamped to the engine's range.
    fn options(&self, elo: Option<u32>) -> Vec<String> {
        match (elo, self.elo, self.skill) {
            (Some(elo), Some((min, max)), _) => vec![
                "setoption name UCI_LimitStrength value true".to_owned(),
                format!(
                    "setoption name UCI_Elo value {}",
                    i64::from(elo).clamp(min, max)
                ),
            ],
            (Some(elo), None, Some((min, max))) => {
                let level = ((i64::from(elo) - 1350) * 20 / 1500).clamp(min, max);
                vec![format!("setoption name Skill Level value {level}")]
            }
            (None, Some(_), _) => vec!["setoption name UCI_LimitStrength value false".to_owned()],
            (None, None, Some((_, max))) => vec![format!("setoption name Skill Level value {max}")],
            _ => Vec::new(),
        }
    }
}

/// A duration as words: "5 seconds", "0.3 seconds".
fn seconds(duration: Duration) -> String {
    let secs = duration.as_secs_f64();
    if secs.fract() == 0.0 {
        format!("{secs:.0} seconds")
    } else {
        format!("{secs:.1} seconds")
    }
}

/// Why the thread ends.
enum End {
    Quit,
    Fault(String),
}

impl Driver {
    fn run(&mut self, name: &str, options: &EngineOptions) {
        let end = match self.handshake(name, options) {
            Ok(engine_name) => {
                self.send(Event::Ready(engine_name));
                self.serve()
            }
            Err(end) => end,
        };
        match end {
            End::Quit => {
                let _ = self.write("stop");
                let _ = self.write("quit");
                let deadline = Instant::now() + Duration::from_millis(500);
                while Instant::now() < deadline {
                    if matches!(self.child.try_wait(), Ok(Some(_))) {
                        return;
                    }
                    std::thread::sleep(Duration::from_millis(10));
                }
                let _ = self.child.kill();
                let _ = self.child.wait();
            }
            End::Fault(words) => {
                let _ = self.child.kill();
                let _ = self.child.wait();
                self.send(Event::Fault(words));
            }
        }
    }

    fn send(&mut self, event: Event) {
        let quiet = self.quiet_lines && matches!(event, Event::Lines { .. });
        let _ = self.events.send(event);
        if quiet {
            return;
        }
        let now = Instant::now();
        let at = match self.last_wake {
            Some(last) if now < last + Duration::from_millis(50) => {
                last + Duration::from_millis(50)
            }
            _ => now,
        };
        if self.last_wake != Some(at) {
            self.last_wake = Some(at);
            (self.wake)(at);
        }
    }

    fn write(&mut self, command: &str) -> Result<(), End> {
        writeln!(self.stdin, "{command}")
            .and_then(|()| self.stdin.flush())
            .map_err(|_| self.gone())
    }

    /// The fault when the engine stopped reading or printing.
    fn gone(&mut self) -> End {
        // Its output closed as it exited: the status follows within moments.
        let deadline = Instant::now() + Duration::from_secs(1);
        let status = loop {
            match self.child.try_wait() {
                Ok(Some(status)) => break format!(" ({status})"),
                Ok(None) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(5));
                }
                _ => break String::new(),
            }
        };
        End::Fault(format!("The engine quit unexpectedly{status}."))
    }

    /// Waits for a line the handshake needs; requests wait meanwhile.
    fn expect(&mut self, what: &str, mut done: impl FnMut(&EngineLine) -> bool) -> Result<(), End> {
        let deadline = Instant::now() + self.timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.inbox.recv_timeout(left) {
                Ok(Inbox::Line(line)) => {
                    if done(&read_line(&line)) {
                        return Ok(());
                    }
                }
                Ok(Inbox::Request(Request::Quit)) => return Err(End::Quit),
                Ok(Inbox::Request(Request::Search(search))) => self.pending = Some(search),
                Ok(Inbox::Request(Request::Stop)) => self.pending = None,
                Ok(Inbox::Closed) => return Err(self.gone()),
                Err(RecvTimeoutError::Timeout) => {
                    return Err(End::Fault(format!(
                        "The engine did not answer {what} within {}.",
                        seconds(self.timeout)
                    )));
                }
                Err(RecvTimeoutError::Disconnected) => return Err(End::Quit),
            }
        }
    }

    fn handshake(&mut self, path: &str, options: &EngineOptions) -> Result<String, End> {
        self.write("uci")?;
        let mut name = None;
        let mut nonsense = 0usize;
        let mut strength = Strength::default();
        let mut has_syzygy = false;
        self.expect("`uci`", |line| match line {
            EngineLine::Name(n) => {
                name = Some(n.clone());
                false
            }
            EngineLine::Option { name, min, max } => {
                let range = min.zip(*max);
                match name.as_str() {
                    "UCI_Elo" => strength.elo = range,
                    "Skill Level" => strength.skill = range,
                    "SyzygyPath" => has_syzygy = true,
                    _ => {}
                }
                false
            }
            EngineLine::UciOk => true,
            _ => {
                nonsense += 1;
                false
            }
        })
        .map_err(|end| match end {
            End::Fault(_) => End::Fault(format!(
                "{path} is not a UCI engine: it did not answer `uci` with `uciok`."
            )),
            quit => quit,
        })?;
        self.strength = strength;
        let folders: Vec<&PathBuf> = options.syzygy.iter().filter(|f| f.is_dir()).collect();
        if has_syzygy && !folders.is_empty() {
            // Stockfish's separator: `:` (`;` on Windows).
            let separator = if cfg!(windows) { ";" } else { ":" };
            let path: Vec<String> = folders.iter().map(|f| f.display().to_string()).collect();
            self.write(&format!(
                "setoption name SyzygyPath value {}",
                path.join(separator)
            ))?;
        }
        self.write(&format!("setoption name Threads value {}", options.threads))?;
        self.write(&format!("setoption name Hash value {}", options.hash_mb))?;
        self.ready()?;
        Ok(name.unwrap_or_else(|| path.to_owned()))
    }

    fn ready(&mut self) -> Result<(), End> {
        self.write("isready")?;
        self.expect("`isready`", |line| *line == EngineLine::ReadyOk)
    }

    /// Answers requests and lines until asked to quit or the engine fails.
    fn serve(&mut self) -> End {
        if let Some(search) = self.pending.take()
            && let Err(end) = self.start_search(search)
        {
            return end;
        }
        loop {
            let received = match self.stopping {
                Some(since) => self
                    .inbox
                    .recv_timeout((since + self.timeout).saturating_duration_since(Instant::now())),
                None => self
                    .inbox
                    .recv()
                    .map_err(|_| RecvTimeoutError::Disconnected),
            };
            let step = match received {
                Ok(Inbox::Request(request)) => self.request(request),
                Ok(Inbox::Line(line)) => self.line(&line),
                Ok(Inbox::Closed) => Err(self.gone()),
                Err(RecvTimeoutError::Timeout) => Err(End::Fault(format!(
                    "The engine did not stop within {} and was ended.",
                    seconds(self.timeout)
                ))),
                Err(RecvTimeoutError::Disconnected) => Err(End::Quit),
            };
            if let Err(end) = step {
                return end;
            }
        }
    }

    fn request(&mut self, request: Request) -> Result<(), End> {
        match request {
            Request::Quit => Err(End::Quit),
            Request::Stop => {
                self.pending = None;
                self.stop_running()
            }
            Request::Search(search) => {
                if self.running.is_some() {
                    self.pending = Some(search);
                    self.stop_running()
                } else {
                    self.start_search(search)
                }
            }
        }
    }

    fn stop_running(&mut self) -> Result<(), End> {
        if self.running.is_some() && self.stopping.is_none() {
            self.stopping = Some(Instant::now());
            self.write("stop")?;
        }
        Ok(())
    }

    fn start_search(&mut self, search: Box<Search>) -> Result<(), End> {
        let chess960 = search.mode == CastlingMode::Chess960;
        if chess960 != self.chess960 {
            self.chess960 = chess960;
            self.write(&format!("setoption name UCI_Chess960 value {chess960}"))?;
        }
        let lines = search.lines.clamp(1, MAX_LINES);
        if lines != self.multipv {
            self.multipv = lines;
            self.write(&format!("setoption name MultiPV value {lines}"))?;
        }
        if search.elo != self.elo {
            self.elo = search.elo;
            for option in self.strength.options(search.elo) {
                self.write(&option)?;
            }
        }
        if search.new_game {
            self.write("ucinewgame")?;
        }
        self.write(&position_command(&search.start, &search.moves, search.mode))?;
        let go = match search.limit {
            Limit::Infinite => "go infinite".to_owned(),
            Limit::Depth(depth) => format!("go depth {depth}"),
            Limit::MoveTime(ms) => format!("go movetime {ms}"),
            Limit::DepthWithin(depth, ms) => format!("go depth {depth} movetime {ms}"),
            Limit::Clock(clock) => clock.go(),
        };
        self.write(&go)?;
        self.lines.clear();
        self.running = Some(search);
        Ok(())
    }

    fn line(&mut self, text: &str) -> Result<(), End> {
        match read_line(text) {
            EngineLine::Info(info) => {
                let Some(search) = self.running.as_ref() else {
                    return Ok(());
                };
                if self.stopping.is_some() {
                    return Ok(());
                }
                let position = search.position();
                let Some(line) = PvLine::from_info(&position, &info) else {
                    return Ok(());
                };
                let id = search.id;
                let rank = line.rank as usize;
                if rank == 0 || rank > MAX_LINES as usize {
                    return Ok(());
                }
                if self.lines.len() < rank {
                    self.lines.resize(rank, line.clone());
                }
                self.lines[rank - 1] = line;
                let depth = self.lines.iter().map(|l| l.depth).max().unwrap_or(0);
                let lines = self.lines.clone();
                self.send(Event::Lines {
                    search: id,
                    lines,
                    depth,
                    nps: info.nps,
                    nodes: info.nodes,
                });
            }
            EngineLine::BestMove(uci) => {
                let Some(search) = self.running.take() else {
                    return Ok(());
                };
                let was_stopped = self.stopping.take().is_some();
                let lines = std::mem::take(&mut self.lines);
                if !was_stopped || self.pending.is_none() {
                    let position = search.position();
                    let best = uci
                        .and_then(|u| u.parse::<shakmaty::uci::UciMove>().ok())
                        .and_then(|u| u.to_move(&position).ok());
                    self.send(Event::Done {
                        search: search.id,
                        lines,
                        best,
                    });
                }
                if let Some(next) = self.pending.take() {
                    self.start_search(next)?;
                }
            }
            _ => {}
        }
        Ok(())
    }
}
