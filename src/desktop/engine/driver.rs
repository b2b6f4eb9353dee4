//! The engine's thread: it answers the protocol for the owner (a new
//! search stops the one running and starts when its `bestmove` arrives),
//! turns every fault into an [`Event::Fault`] in words, and ends the
//! process.

use crate::i18n::Said;
use std::{
    io::Write,
    path::PathBuf,
    process::{Child, ChildStdin},
    sync::mpsc::{Receiver, RecvTimeoutError, Sender},
    time::{Duration, Instant},
};

use shakmaty::CastlingMode;

use super::{EngineOptions, Event, Inbox, Limit, MAX_LINES, Request, Search, strength::Strength};
use crate::chess::uci::{EngineLine, PvLine, position_command, read_line};

/// The engine's thread: the process, its input, and the protocol's state.
pub(super) struct Driver {
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

/// A duration's seconds as digits: "5", "0.3".
fn seconds(duration: Duration) -> String {
    let secs = duration.as_secs_f64();
    if secs.fract() == 0.0 {
        format!("{secs:.0}")
    } else {
        format!("{secs:.1}")
    }
}

/// Why the thread ends.
enum End {
    Quit,
    Fault(Said),
}

impl Driver {
    /// The thread's state for a started process.
    pub(super) fn new(
        child: Child,
        stdin: ChildStdin,
        inbox: Receiver<Inbox>,
        events: Sender<Event>,
        wake: Box<dyn Fn(Instant) + Send>,
        options: &EngineOptions,
    ) -> Driver {
        Driver {
            child,
            stdin,
            inbox,
            events,
            wake,
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
        }
    }

    pub(super) fn run(&mut self, name: &str, options: &EngineOptions) {
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
                crate::desktop::platform::end_engine(&mut self.child);
            }
            End::Fault(words) => {
                crate::desktop::platform::end_engine(&mut self.child);
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
                Ok(Some(status)) => break Some(status.to_string()),
                Ok(None) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(5));
                }
                _ => break None,
            }
        };
        End::Fault(match status {
            Some(status) => Said::new("engine-quit-status").with("status", status),
            None => Said::new("engine-quit"),
        })
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
                    return Err(End::Fault(
                        Said::new("engine-no-answer")
                            .with("what", what)
                            .with("seconds", seconds(self.timeout)),
                    ));
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
        let (mut has_syzygy, mut has_wdl) = (false, false);
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
                    "UCI_ShowWDL" => has_wdl = true,
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
            End::Fault(_) => End::Fault(Said::new("engine-not-uci").with("path", path)),
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
        if has_wdl {
            // The lines' win/draw/loss chances (`info … wdl W D L`).
            self.write("setoption name UCI_ShowWDL value true")?;
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
                Err(RecvTimeoutError::Timeout) => Err(End::Fault(
                    Said::new("engine-not-stopped").with("seconds", seconds(self.timeout)),
                )),
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
