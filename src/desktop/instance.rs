//! One Rookery per user, as desktop apps do. The first launch holds a lock
//! in the runtime folder and listens on a local socket beside it; a later
//! launch (a double-click on a `.pgn` file runs `rookery FILE`) hands what
//! it was asked to open to the running window and exits. Two windows would
//! restore the same autosave and overwrite each other's moves.
//!
//! The lock is the operating system's own file lock ([`File::try_lock`]): it
//! is let go when its process ends, however it ends, so a launch after a
//! crash takes over at once. The socket is `interprocess`'s local socket (a
//! Unix socket file, a named pipe on Windows). Windows's named pipes have
//! no I/O timeouts, so a launch waits for its answer on a thread of its own
//! ([`within`]) and the running Rookery answers each launch on its own
//! thread: a launch that hangs holds up neither side. Pure: no window; the
//! app passes the requests it receives on to its file and game plugins.
//!
//! ```no_run
//! use rookery::desktop::instance::{Launch, Request, claim, folder};
//!
//! let request = Request { file: Some("games.pgn".into()), ..Request::default() };
//! match claim(&folder(), &request).unwrap() {
//!     Launch::Primary(primary) => {
//!         // This process shows the window; later launches reach it here.
//!         let _thread = primary.serve(|request| println!("asked: {request:?}"));
//!     }
//!     Launch::Handed => println!("the running Rookery opens it"),
//!     Launch::Refused(why) => eprintln!("{why}"),
//! }
//! ```

use std::{
    fmt,
    fs::{self, File, OpenOptions, TryLockError},
    io::{self, BufRead, BufReader, Read, Write},
    path::{Path, PathBuf},
    thread::{self, JoinHandle},
    time::{Duration, Instant},
};

use interprocess::local_socket::{ListenerOptions, Stream, prelude::*};

/// The lock file's name in the instance folder.
pub const LOCK_FILE: &str = "rookery.lock";
/// The socket's name in the instance folder.
pub const SOCKET_FILE: &str = "rookery.sock";
/// Where the running Rookery writes its process number, for a later
/// launch's message. Not the lock file: Windows's locks are mandatory, so
/// no other process could read it.
pub const PID_FILE: &str = "rookery.pid";

/// The first line of every request: a later version that speaks otherwise
/// is refused with a message rather than misread.
const GREETING: &str = "rookery-open 1";
/// The running window's answer once it has the request.
const ACCEPTED: &str = "ok";
/// The start of its answer when the file asked for cannot be opened, the
/// words why after it.
const REFUSED: &str = "refused ";
/// How long a later launch keeps trying to reach a running window that is
/// still starting (it holds the lock before it listens).
const CONNECT_PATIENCE: Duration = Duration::from_secs(5);
/// How long a request may take to arrive or be answered.
const EXCHANGE_TIMEOUT: Duration = Duration::from_secs(5);
/// The longest request read (a path, a FEN and a time control).
const MAX_REQUEST: u64 = 64 * 1024;

/// What a launch asks the window to do: open a file, or start a game from
/// a position and with a clock. The command line's own words are passed,
/// so the running window reads them as its own command line would.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Request {
    /// A PGN file to open, as an absolute path.
    pub file: Option<PathBuf>,
    /// `--fen`.
    pub fen: Option<String>,
    /// `--time`.
    pub time: Option<String>,
}

impl Request {
    /// Whether the launch asked for nothing (a plain `rookery`): the
    /// running window is only raised.
    pub fn is_empty(&self) -> bool {
        self.file.is_none() && self.fen.is_none() && self.time.is_none()
    }

    /// The request as sent: a greeting, one `key value` line per part, and
    /// a blank line. A path is sent as the hex of its bytes, so any name
    /// (Latin-1, a newline in it) arrives exactly.
    pub fn to_text(&self) -> String {
        let mut out = format!("{GREETING}\n");
        if let Some(file) = &self.file {
            out.push_str("file "); // not a player's words: the protocol's
            out.push_str(&crate::desktop::files::path_to_hex(file));
            out.push('\n');
        }
        for (key, value) in [("fen", &self.fen), ("time", &self.time)] {
            if let Some(value) = value {
                out.push_str(&format!("{key} {}\n", value.replace(['\n', '\r'], " ")));
            }
        }
        out.push('\n');
        out
    }

    /// Reads a request; the message says what is wrong with one that is not.
    ///
    /// ```
    /// use rookery::desktop::instance::Request;
    /// let request = Request {
    ///     file: Some("/tmp/Réti games.pgn".into()),
    ///     fen: None,
    ///     time: Some("3+2".into()),
    /// };
    /// assert_eq!(Request::from_text(&request.to_text()), Ok(request));
    /// assert!(Request::from_text("hello\n\n").is_err());
    /// ```
    pub fn from_text(text: &str) -> Result<Request, String> {
        let mut lines = text.lines();
        if lines.next() != Some(GREETING) {
            return Err("the request does not come from this version of Rookery".into());
        }
        let mut request = Request::default();
        for line in lines.take_while(|l| !l.is_empty()) {
            let (key, value) = line.split_once(' ').unwrap_or((line, ""));
            match key {
                "file" => {
                    request.file = Some(
                        crate::desktop::files::path_from_hex(value)
                            .ok_or("the file's name is garbled")?,
                    );
                }
                "fen" => request.fen = Some(value.to_owned()),
                "time" => request.time = Some(value.to_owned()),
                // A later version may say more: ignored.
                _ => {}
            }
        }
        Ok(request)
    }
}

/// Why this launch could neither run nor hand its request over.
#[derive(Debug)]
pub enum InstanceError {
    /// The instance folder or its lock file could not be made or opened.
    Folder(PathBuf, io::Error),
    /// Another Rookery holds the lock but did not take the request.
    NoAnswer {
        /// The process that holds the lock, as it wrote itself down.
        pid: Option<u32>,
        /// What went wrong when it was asked.
        why: String,
    },
}

impl fmt::Display for InstanceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InstanceError::Folder(path, e) => write!(
                f,
                "Rookery could not use {} to make sure it runs once: {e}",
                path.display()
            ),
            InstanceError::NoAnswer { pid, why } => {
                f.write_str("Rookery is already running")?;
                if let Some(pid) = pid {
                    write!(f, " (process {pid})")?;
                }
                write!(
                    f,
                    " but did not take the request ({why}). Nothing was opened; \
                     close the other Rookery, or end that process, and try again."
                )
            }
        }
    }
}

impl std::error::Error for InstanceError {}

/// The folder the lock and the socket live in: the user's runtime folder
/// (`$XDG_RUNTIME_DIR/rookery`, private to the user and emptied at logout),
/// else `rookery` in the cache folder.
pub fn folder() -> PathBuf {
    let base = directories::BaseDirs::new();
    let runtime = base
        .as_ref()
        .and_then(|b| b.runtime_dir().map(Path::to_path_buf));
    match runtime {
        Some(dir) => dir.join("rookery"),
        None => crate::desktop::settings::project_dirs()
            .map(|dirs| dirs.cache_dir().to_path_buf())
            .unwrap_or_else(|| std::env::temp_dir().join("rookery")),
    }
}

/// How this launch goes on.
#[derive(Debug)]
pub enum Launch {
    /// No other Rookery runs: this one shows the window and takes the
    /// requests of later launches.
    Primary(Primary),
    /// The running Rookery took the request: this launch is done.
    Handed,
    /// The running Rookery could not open the file asked for: why, in
    /// words naming it. Nothing was opened.
    Refused(String),
}

/// The running Rookery's hold on being the one: its lock and its socket.
/// Dropping it lets another launch take over.
pub struct Primary {
    /// Held for the life of the process; the system lets go of it at exit.
    lock: File,
    listener: LocalSocketListener,
    folder: PathBuf,
}

impl fmt::Debug for Primary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Primary")
            .field("folder", &self.folder)
            .finish_non_exhaustive()
    }
}

fn socket_name(folder: &Path) -> io::Result<interprocess::local_socket::Name<'static>> {
    super::platform::instance_socket(folder, SOCKET_FILE)
}

/// Becomes the running Rookery, or hands `request` to the one that runs.
pub fn claim(folder: &Path, request: &Request) -> Result<Launch, InstanceError> {
    claim_within(folder, request, CONNECT_PATIENCE, EXCHANGE_TIMEOUT)
}

/// [`claim`], waiting at most `patience` for a running Rookery to listen
/// and `timeout` for its answer.
pub fn claim_within(
    folder: &Path,
    request: &Request,
    patience: Duration,
    timeout: Duration,
) -> Result<Launch, InstanceError> {
    let fail = |e| InstanceError::Folder(folder.to_path_buf(), e);
    super::platform::make_private_folder(folder).map_err(fail)?;
    let lock_path = folder.join(LOCK_FILE);
    let lock = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&lock_path)
        .map_err(fail)?;
    // A running Rookery that does not take the request may be quitting
    // (freeing its memory, writing its last autosave): its lock is looked
    // at again for as long as it was waited for.
    let mut quitting_until = None;
    loop {
        match lock.try_lock() {
            Ok(()) => return become_primary(folder, lock),
            Err(TryLockError::WouldBlock) => {
                let pid = fs::read_to_string(folder.join(PID_FILE))
                    .ok()
                    .and_then(|text| text.trim().parse().ok());
                match hand_over(folder, request, patience, timeout) {
                    Ok(None) => return Ok(Launch::Handed),
                    Ok(Some(why)) => return Ok(Launch::Refused(why)),
                    Err(e) => {
                        let until =
                            *quitting_until.get_or_insert_with(|| Instant::now() + patience);
                        if Instant::now() >= until {
                            return Err(InstanceError::NoAnswer {
                                pid,
                                why: e.to_string(),
                            });
                        }
                        std::thread::sleep(Duration::from_millis(100));
                    }
                }
            }
            Err(TryLockError::Error(e)) => return Err(fail(e)),
        }
    }
}

/// This launch holds the lock: it listens for later launches.
fn become_primary(folder: &Path, lock: File) -> Result<Launch, InstanceError> {
    let fail = |e| InstanceError::Folder(folder.to_path_buf(), e);
    // Any socket file left here belongs to a Rookery that is gone (it
    // would hold the lock): it is replaced.
    let name = socket_name(folder).map_err(fail)?;
    let listener = ListenerOptions::new()
        .name(name)
        .try_overwrite(true)
        .max_spin_time(Duration::from_secs(1))
        .create_sync()
        .map_err(fail)?;
    // Who holds the lock, for a later launch's message.
    let _ = fs::write(folder.join(PID_FILE), std::process::id().to_string());
    Ok(Launch::Primary(Primary {
        lock,
        listener,
        folder: folder.to_path_buf(),
    }))
}

/// Sends the request to the running Rookery and waits for its answer: none
/// when it took the request, or why it could not open the file asked for.
/// The running one may still be starting (it locks before it listens): the
/// connection is tried again for `patience`; the answer is waited for
/// `timeout` more.
fn hand_over(
    folder: &Path,
    request: &Request,
    patience: Duration,
    timeout: Duration,
) -> io::Result<Option<String>> {
    let name = socket_name(folder)?;
    let text = request.to_text();
    within(patience + timeout, move || {
        let started = Instant::now();
        let stream = loop {
            match Stream::connect(name.clone()) {
                Ok(stream) => break stream,
                Err(_) if started.elapsed() < patience => thread::sleep(Duration::from_millis(50)),
                Err(e) => return Err(e),
            }
        };
        set_timeouts(&stream, timeout);
        let mut stream = BufReader::new(stream);
        stream.get_mut().write_all(text.as_bytes())?;
        stream.get_mut().flush()?;
        let mut answer = String::new();
        stream.read_line(&mut answer)?;
        Ok(answer)
    })
    .and_then(|answer| {
        if let Some(why) = answer.strip_prefix(REFUSED) {
            return Ok(Some(why.trim_end().to_owned()));
        }
        match answer.trim() {
            ACCEPTED => Ok(None),
            "" => Err(io::Error::other("it closed the connection")),
            refused => Err(io::Error::other(refused.to_owned())),
        }
    })
}

/// Runs `work` on a thread of its own and waits at most `timeout` for it.
/// Windows's named pipes have no I/O timeouts (`interprocess` says
/// `Unsupported`) and a connection to a pipe whose one instance is taken
/// waits for the next: a running Rookery that hangs must not hang the
/// launch that asks it. A thread left waiting ends with this process,
/// which gives up and says why.
///
/// ```
/// use std::time::Duration;
/// use rookery::desktop::instance::within;
/// assert_eq!(within(Duration::from_secs(5), || Ok(7)).unwrap(), 7);
/// let hung = within(Duration::from_millis(10), || {
///     std::thread::sleep(Duration::from_secs(60));
///     Ok(())
/// });
/// assert_eq!(hung.unwrap_err().kind(), std::io::ErrorKind::TimedOut);
/// ```
pub fn within<T: Send + 'static>(
    timeout: Duration,
    work: impl FnOnce() -> io::Result<T> + Send + 'static,
) -> io::Result<T> {
    let (done, result) = std::sync::mpsc::sync_channel(1);
    thread::Builder::new()
        .name("rookery launch".into())
        .spawn(move || {
            let _ = done.send(work());
        })?;
    match result.recv_timeout(timeout) {
        Ok(result) => result,
        Err(_) => Err(io::Error::new(
            io::ErrorKind::TimedOut,
            format!("no answer within {} s", timeout.as_secs_f32()),
        )),
    }
}

/// Bounds a connection's reads and writes where the system can (Unix
/// sockets); Windows's named pipes cannot, and are bounded by [`within`]
/// and by answering each launch on its own thread.
fn set_timeouts(stream: &Stream, timeout: Duration) {
    let _ = stream.set_recv_timeout(Some(timeout));
    let _ = stream.set_send_timeout(Some(timeout));
}

impl Primary {
    /// The folder the lock and socket are in.
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// Takes later launches' requests on a thread of its own, passing each
    /// to `on_request` (which must not block: send it on and wake the
    /// window). Each launch is answered on a thread of its own, so one that
    /// connects and says nothing holds up no other. The lock stays held as
    /// long as the process runs.
    pub fn serve(self, on_request: impl FnMut(Request) + Send + 'static) -> JoinHandle<()> {
        let on_request = std::sync::Arc::new(std::sync::Mutex::new(on_request));
        thread::Builder::new()
            .name("rookery instance".into())
            .spawn(move || {
                let Primary {
                    lock,
                    listener,
                    folder: _,
                } = self;
                for connection in listener.incoming() {
                    let Ok(stream) = connection else {
                        continue;
                    };
                    answer_on_its_own_thread(stream, on_request.clone());
                }
                drop(lock);
            })
            .expect("a thread for the instance socket starts")
    }

    /// Takes the next launch's connection and lets go of the lock and the
    /// socket before hanging up on it unanswered, as a Rookery that is
    /// quitting does (for tests of the launch that asked).
    #[doc(hidden)]
    pub fn quit_on_next_launch(self) {
        let Primary { lock, listener, .. } = self;
        let connection = listener.accept();
        drop(lock);
        drop(listener);
        drop(connection);
    }

    /// Answers one waiting launch, on this thread (for tests and callers
    /// that poll): its request, if it sent one that reads.
    pub fn accept_one(&self) -> Option<Request> {
        let stream = self.listener.accept().ok()?;
        answer(stream)
    }
}

/// Answers a launch on a thread of its own and passes its request on. With
/// no thread to spare, the launch is told nothing and says so itself.
fn answer_on_its_own_thread(
    stream: Stream,
    on_request: std::sync::Arc<std::sync::Mutex<impl FnMut(Request) + Send + 'static>>,
) {
    let _ = thread::Builder::new()
        .name("rookery launch".into())
        .spawn(move || {
            if let Some(request) = answer(stream) {
                let mut on_request = on_request.lock().unwrap_or_else(|p| p.into_inner());
                (*on_request)(request);
            }
        });
}

/// Reads one request and says whether it was taken.
fn answer(stream: Stream) -> Option<Request> {
    set_timeouts(&stream, EXCHANGE_TIMEOUT);
    let mut reader = BufReader::new(stream);
    let mut text = String::new();
    loop {
        let mut line = String::new();
        match (&mut reader).take(MAX_REQUEST).read_line(&mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {
                let end = line == "\n";
                text.push_str(&line);
                if end || text.len() as u64 >= MAX_REQUEST {
                    break;
                }
            }
        }
    }
    let request = Request::from_text(&text);
    let unopenable = match &request {
        Ok(Request {
            file: Some(file), ..
        }) => cannot_open(file),
        _ => None,
    };
    let reply = match (&request, &unopenable) {
        (_, Some(why)) => format!("{REFUSED}{why}\n"),
        (Ok(_), None) => format!("{ACCEPTED}\n"),
        (Err(why), None) => format!("{why}\n"),
    };
    let _ = reader.get_mut().write_all(reply.as_bytes());
    let _ = reader.get_mut().flush();
    request.ok().filter(|_| unopenable.is_none())
}

/// Why `file` cannot be opened, in words naming it, if it cannot: it is not
/// there, not readable, or a folder. Said to the launch that asked (which
/// exits 2 with the words), rather than taken and lost in the window.
fn cannot_open(file: &Path) -> Option<String> {
    let shown = crate::desktop::files::display_path(file);
    // A folder first: Windows refuses to open one as a file ("Access
    // denied"), which would not say what is wrong.
    if file.is_dir() {
        return Some(format!("{shown} is a folder, not a PGN file"));
    }
    File::open(file)
        .err()
        .map(|e| format!("could not open {shown}: {e}"))
}
