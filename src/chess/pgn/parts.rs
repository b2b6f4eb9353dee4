//! A file listed on several threads. The file is cut where a game seems to
//! start (a `[` that begins a line after a blank one) into a run per
//! thread; each run is indexed from its cut up to the first game that
//! starts at or past the next cut, and the runs are joined in order. A cut
//! is kept only when the run before it ends exactly there, where one
//! [`Indexer`] over the whole file starts a game: pgn-reader holds nothing
//! from one game to the next but its place in the text. A cut that is not
//! such a place (a comment holding a blank line and a `[`) drops the run
//! after it, and the file is read on, on the joining thread, from where the
//! run before ended. The games, their numbers, ranges and syntax errors
//! are therefore one [`Indexer`]'s, whatever the number of threads. (A
//! tag line longer than the 16 KB pgn-reader is asked to support is read
//! as its buffer happens to hold it, by one indexer as by several.)
//!
//! Written here, not taken from a library: where a game starts cannot be
//! known without reading from the file's start (a comment may hold
//! anything), so a split needs this check, which no PGN crate offers.

use std::{
    io::{self, Read, Seek, SeekFrom},
    sync::{
        Condvar, Mutex,
        atomic::{AtomicBool, AtomicUsize, Ordering},
        mpsc,
    },
};

use super::index::{IndexEntry, Indexer, MAX_FAILURES_IN_A_ROW};

/// What gathers the games of a run: `Vec<IndexEntry>`, or the game list's
/// compact table.
pub trait Gather: Default + Send {
    /// Adds the next game.
    fn push(&mut self, entry: IndexEntry);
    /// How many games it holds.
    fn len(&self) -> usize;
    /// Whether it holds none.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Keeps the first `games` games.
    fn truncate(&mut self, games: usize);
    /// Numbers its games from `first`, their number in the file (a run
    /// numbers its own from 1).
    fn number_from(&mut self, first: usize);
}

impl Gather for Vec<IndexEntry> {
    fn push(&mut self, entry: IndexEntry) {
        Vec::push(self, entry);
    }
    fn len(&self) -> usize {
        Vec::len(self)
    }
    fn truncate(&mut self, games: usize) {
        Vec::truncate(self, games);
    }
    fn number_from(&mut self, first: usize) {
        for (i, entry) in self.iter_mut().enumerate() {
            entry.number = first + i;
        }
    }
}

/// How far past each even share of a file [`cuts`] looks for a game's
/// start.
const CUT_SEARCH: usize = 1 << 20;

/// How much of that is read at a time.
const CUT_STEP: usize = 64 << 10;

/// Where to cut a file of `len` bytes for `parts` threads: 0, then near
/// each `len * k / parts` the first `[` that begins a line after a blank
/// line (`\n\n[` or `\n\r\n[`), looked for in the megabyte
/// from there. Increasing; fewer when a share has no such place.
///
/// ```
/// use rookery::chess::pgn::cuts;
/// let pgn = b"[White \"A\"]\n\n1. e4 *\n\n[White \"B\"]\n\n1. d4 *\n\n[White \"C\"]\n\n*\n";
/// let mut file = std::io::Cursor::new(&pgn[..]);
/// assert_eq!(cuts(&mut file, pgn.len() as u64, 3).unwrap(), [0, 22, 44]);
/// assert_eq!(&pgn[22..32], b"[White \"B\"");
/// ```
pub fn cuts(file: &mut (impl Read + Seek), len: u64, parts: usize) -> io::Result<Vec<u64>> {
    let mut cuts = vec![0];
    let mut window = vec![0; CUT_SEARCH];
    for k in 1..parts.max(1) as u64 {
        let at = len * k / parts as u64;
        file.seek(SeekFrom::Start(at))?;
        // Read a little at a time: a game starts within a few kilobytes.
        let mut filled = 0;
        let found = loop {
            let step = (filled + CUT_STEP).min(window.len());
            let read = match file.read(&mut window[filled..step]) {
                Ok(n) => n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            filled += read;
            if let Some(i) = game_start(&window[..filled]) {
                break Some(i);
            }
            if read == 0 || filled == window.len() {
                break None;
            }
        };
        if let Some(i) = found {
            let cut = at + i as u64;
            if cuts.last().is_some_and(|&last| cut > last) {
                cuts.push(cut);
            }
        }
    }
    Ok(cuts)
}

/// The first `[` in `bytes` after a blank line.
fn game_start(bytes: &[u8]) -> Option<usize> {
    memchr::memmem::find_iter(bytes, b"\n[")
        .map(|i| i + 1)
        .find(|&i| matches!(bytes[..i - 1], [.., b'\n'] | [.., b'\n', b'\r']))
}

/// A run's games, handed on as they come.
#[derive(Debug, Default)]
struct Chunk<G> {
    games: G,
    /// Games pgn-reader could not read before the first it could (all of
    /// them when it could read none).
    leading: usize,
    /// Games it could not read since the last it could.
    trailing: usize,
}

impl<G: Gather> Chunk<G> {
    fn push(&mut self, entry: IndexEntry) {
        if entry.syntax_error.is_some() {
            if self.trailing == self.games.len() {
                self.leading += 1;
            }
            self.trailing += 1;
        } else {
            self.trailing = 0;
        }
        self.games.push(entry);
    }
}

/// How many bytes of a file a run reads, about: a file is cut into runs of
/// this size (or one per thread, if that is more), read ahead only a few
/// at a time ([`Listing`]), so what waits for the join stays small however
/// big the file.
pub const RUN_BYTES: u64 = 32 << 20;

/// How many runs to cut a file of `len` bytes into for `threads` threads:
/// one per [`RUN_BYTES`], and at least one per thread; on one thread, one
/// (read on the joining thread, with nothing waiting to be joined).
///
/// ```
/// use rookery::chess::pgn::{RUN_BYTES, runs_for};
/// assert_eq!(runs_for(5 << 20, 2), 2);
/// assert_eq!(runs_for(10 * RUN_BYTES + 1, 2), 11);
/// assert_eq!(runs_for(10 * RUN_BYTES + 1, 1), 1);
/// ```
pub fn runs_for(len: u64, threads: usize) -> usize {
    if threads <= 1 {
        return 1;
    }
    let runs = usize::try_from(len.div_ceil(RUN_BYTES)).unwrap_or(usize::MAX);
    runs.max(threads)
}

/// What a run sends to the join: its games, then where it ended.
enum Piece<G> {
    Games(Chunk<G>),
    End(io::Result<Option<u64>>),
}

/// A file to list in runs, one per cut: the first on the joining thread,
/// the others taken in order by [`Listing::threads`] threads.
pub struct Listing<'a, R> {
    /// Opens the file's text from a byte on (counting what is read, for
    /// progress).
    pub open: &'a (dyn Fn(u64) -> io::Result<R> + Sync),
    /// Where each run starts: 0 first, increasing ([`cuts`]).
    pub cuts: &'a [u64],
    /// How many threads read the runs after the first. A thread starts a
    /// run only while it is at most two per thread past the run being
    /// joined, so that few runs' games wait for the join.
    pub threads: usize,
    /// How many games the runs after the first gather into each chunk
    /// they hold until the join reaches them.
    pub chunk: usize,
    /// Set to stop.
    pub cancel: &'a AtomicBool,
}

impl<R: Read> Listing<'_, R> {
    /// Lists the file: its games go to `sink` in the file's order, in
    /// gatherings numbered as one [`Indexer`] numbers them, until `sink`
    /// returns false, the file ends or `cancel` is set. The first run is
    /// read on this thread and handed on when `ready(games)` says a
    /// gathering of that many is to go now; the others on the
    /// [`Listing::threads`], in chunks of [`Listing::chunk`] games.
    ///
    /// ```
    /// use std::{io::Cursor, sync::atomic::AtomicBool};
    /// use rookery::chess::pgn::{IndexEntry, Indexer, Listing, cuts};
    ///
    /// let pgn: Vec<u8> = (0..50)
    ///     .flat_map(|i| format!("[Round \"{i}\"]\n\n1. e4 *\n\n").into_bytes())
    ///     .collect();
    /// let open = |at: u64| -> std::io::Result<Cursor<&[u8]>> {
    ///     Ok(Cursor::new(&pgn[at as usize..]))
    /// };
    /// let cuts = cuts(&mut Cursor::new(&pgn[..]), pgn.len() as u64, 4).unwrap();
    /// assert_eq!(cuts.len(), 4);
    /// let cancel = AtomicBool::new(false);
    /// let listing = Listing { open: &open, cuts: &cuts, threads: 2, chunk: 5, cancel: &cancel };
    /// let mut games: Vec<IndexEntry> = Vec::new();
    /// let mut sink = |mut g: Vec<IndexEntry>| {
    ///     games.append(&mut g);
    ///     true
    /// };
    /// listing.run(&mut |n| n >= 3, &mut sink).unwrap();
    /// let one: Vec<IndexEntry> = Indexer::new(&pgn[..]).map(Result::unwrap).collect();
    /// assert_eq!(games, one);
    /// assert_eq!((games[49].number, games[49].round()), (50, "49"));
    /// ```
    pub fn run<G: Gather>(
        &self,
        ready: &mut dyn FnMut(usize) -> bool,
        sink: &mut dyn FnMut(G) -> bool,
    ) -> io::Result<()> {
        let runs = self.cuts.len();
        let pool = Pool {
            quits: self.cuts.iter().map(|_| AtomicBool::new(false)).collect(),
            next: AtomicUsize::new(1),
            joined: (Mutex::new(0), Condvar::new()),
            ahead: 2 * self.threads.max(1),
            over: AtomicBool::new(false),
        };
        let mut receivers = Vec::with_capacity(runs);
        let senders: Vec<Mutex<Option<mpsc::Sender<Piece<G>>>>> = (0..runs)
            .map(|_| {
                let (send, receive) = mpsc::channel();
                receivers.push(receive);
                Mutex::new(Some(send))
            })
            .collect();
        std::thread::scope(|scope| {
            let workers: Vec<_> = (0..self.threads.min(runs.saturating_sub(1)))
                .map(|_| scope.spawn(|| self.work(&pool, &senders)))
                .collect();
            let result = self.join(&pool, &receivers, ready, sink);
            pool.end();
            // Every thread joined here (a panic left unjoined would panic
            // the scope).
            let panicked = workers
                .into_iter()
                .map(|w| w.join().is_err())
                .filter(|&p| p)
                .count();
            if panicked > 0 {
                return Err(io::Error::other("the listing failed"));
            }
            result
        })
    }

    /// A thread's work: the runs after the first, taken in order, each
    /// once there is room ahead of the join; every run taken ends with its
    /// [`Piece::End`].
    fn work<G: Gather>(&self, pool: &Pool, senders: &[Mutex<Option<mpsc::Sender<Piece<G>>>>]) {
        loop {
            let k = pool.next.fetch_add(1, Ordering::Relaxed);
            let Some(slot) = senders.get(k) else {
                return;
            };
            let Some(send) = slot.lock().ok().and_then(|mut s| s.take()) else {
                continue;
            };
            pool.wait_for_room(k);
            let stopped = || {
                self.cancel.load(Ordering::Relaxed)
                    || pool.over.load(Ordering::Relaxed)
                    || pool.quits[k].load(Ordering::Relaxed)
            };
            let end = if stopped() {
                Ok(None)
            } else {
                (self.open)(self.cuts[k]).and_then(|text| {
                    read_run(
                        text,
                        self.cuts[k],
                        self.stop_of(k),
                        &mut |n| n >= self.chunk,
                        &stopped,
                        &mut |chunk: Chunk<G>| send.send(Piece::Games(chunk)).is_ok(),
                    )
                })
            };
            let _ = send.send(Piece::End(end));
        }
    }

    /// Where run `k` stops: at the first game starting at or past this.
    fn stop_of(&self, k: usize) -> u64 {
        self.cuts.get(k + 1).copied().unwrap_or(u64::MAX)
    }

    /// The joining thread's work: the first run read here, then each
    /// run's games handed on in order as they come.
    fn join<G: Gather>(
        &self,
        pool: &Pool,
        receivers: &[mpsc::Receiver<Piece<G>>],
        ready: &mut dyn FnMut(usize) -> bool,
        sink: &mut dyn FnMut(G) -> bool,
    ) -> io::Result<()> {
        let mut join = Join {
            sink,
            failing: 0,
            number: 0,
            done: false,
        };
        let stopped = || self.cancel.load(Ordering::Relaxed);
        let mut next = read_run(
            (self.open)(0)?,
            0,
            self.stop_of(0),
            ready,
            &stopped,
            &mut |chunk| join.take(chunk),
        )?;
        for (k, receiver) in receivers.iter().enumerate().skip(1) {
            if join.done || stopped() {
                break;
            }
            let Some(from) = next else {
                break;
            };
            if from == self.cuts[k] {
                next = None;
                for piece in receiver {
                    match piece {
                        Piece::Games(chunk) => {
                            if stopped() || !join.take(chunk) {
                                break;
                            }
                        }
                        Piece::End(end) => {
                            next = end?;
                            break;
                        }
                    }
                }
            } else {
                // The run before ended past this cut: its run is not one
                // of the file's, and the file is read on from there.
                pool.quits[k].store(true, Ordering::Relaxed);
                next = read_run(
                    (self.open)(from)?,
                    from,
                    self.stop_of(k),
                    ready,
                    &stopped,
                    &mut |chunk| join.take(chunk),
                )?;
            }
            pool.joined(k + 1);
        }
        Ok(())
    }
}

/// What the threads of a [`Listing`] share.
struct Pool {
    /// Per run, set when its games are not wanted (anymore).
    quits: Vec<AtomicBool>,
    /// The next run to take.
    next: AtomicUsize,
    /// How many runs are joined (the join is at the next), and a wake-up
    /// when it grows.
    joined: (Mutex<usize>, Condvar),
    /// How many runs past the one being joined may be read.
    ahead: usize,
    /// Set when the join is over.
    over: AtomicBool,
}

impl Pool {
    /// Waits until run `k` may be read (or the listing is over).
    fn wait_for_room(&self, k: usize) {
        let (joined, grown) = &self.joined;
        let Ok(mut joined) = joined.lock() else {
            return;
        };
        while k > *joined + self.ahead && !self.over.load(Ordering::Relaxed) {
            joined = match grown.wait(joined) {
                Ok(joined) => joined,
                Err(_) => return,
            };
        }
    }

    fn joined(&self, runs: usize) {
        if let Ok(mut joined) = self.joined.0.lock() {
            *joined = runs;
        }
        self.joined.1.notify_all();
    }

    /// Ends the listing: every run still read stops, every thread waiting
    /// goes.
    fn end(&self) {
        // Set under the lock, so that no thread checks it, misses it and
        // then waits.
        let joined = self.joined.0.lock();
        self.over.store(true, Ordering::Relaxed);
        drop(joined);
        self.joined.1.notify_all();
    }
}

/// Lists a stream (a compressed file as it is decoded) on this thread:
/// its games go to `sink` in gatherings as `ready(games)` says, until it
/// returns false, the stream ends or `cancel` is set.
pub fn index_stream<G: Gather>(
    text: impl Read,
    cancel: &AtomicBool,
    ready: &mut dyn FnMut(usize) -> bool,
    sink: &mut dyn FnMut(G) -> bool,
) -> io::Result<()> {
    let mut join = Join {
        sink,
        failing: 0,
        number: 0,
        done: false,
    };
    let stopped = || cancel.load(Ordering::Relaxed);
    read_run(text, 0, u64::MAX, ready, &stopped, &mut |chunk| {
        join.take(chunk)
    })
    .map(drop)
}

/// Indexes `text`, which starts at byte `at` of its file where a game
/// starts, up to the first game starting at or past `stop`, handing chunks
/// to `emit` when `ready(games)` says so (until it returns false). Where
/// that game starts; `None` at the stream's end, when the index ends early
/// (a run of unreadable games), when stopped, or when `emit` refuses.
fn read_run<G: Gather>(
    text: impl Read,
    at: u64,
    stop: u64,
    ready: &mut dyn FnMut(usize) -> bool,
    stopped: &dyn Fn() -> bool,
    emit: &mut dyn FnMut(Chunk<G>) -> bool,
) -> io::Result<Option<u64>> {
    let mut indexer = Indexer::at(text, at);
    let mut chunk = Chunk::<G>::default();
    let next = loop {
        if stopped() {
            return Ok(None);
        }
        match indexer.next_start() {
            Ok(Some(start)) if start >= stop => break Some(start),
            Ok(Some(_)) => {}
            Ok(None) => break None,
            Err(e) => {
                emit(chunk);
                return Err(e);
            }
        }
        match indexer.next() {
            Some(Ok(entry)) => chunk.push(entry),
            Some(Err(e)) => {
                emit(chunk);
                return Err(e);
            }
            None => break None,
        }
        if ready(chunk.games.len()) && !emit(std::mem::take(&mut chunk)) {
            return Ok(None);
        }
    };
    if !chunk.games.is_empty() && !emit(chunk) {
        return Ok(None);
    }
    Ok(next)
}

/// The runs joined: games numbered on, and the index's end after too many
/// unreadable games in a row kept across the runs' seams.
struct Join<'s, G> {
    sink: &'s mut dyn FnMut(G) -> bool,
    /// Unreadable games in a row so far.
    failing: usize,
    /// Games handed on so far.
    number: usize,
    done: bool,
}

impl<G: Gather> Join<'_, G> {
    /// Hands a chunk on; whether to go on.
    fn take(&mut self, mut chunk: Chunk<G>) -> bool {
        if self.done {
            return false;
        }
        let len = chunk.games.len();
        if len == 0 {
            return true;
        }
        if self.failing + chunk.leading > MAX_FAILURES_IN_A_ROW {
            // One indexer would stop after the one past the limit.
            chunk
                .games
                .truncate(MAX_FAILURES_IN_A_ROW + 1 - self.failing);
            self.done = true;
        } else if chunk.leading == len {
            self.failing += len;
        } else {
            self.failing = chunk.trailing;
        }
        chunk.games.number_from(self.number + 1);
        self.number += chunk.games.len();
        if !(self.sink)(chunk.games) {
            self.done = true;
        }
        !self.done
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_starts_after_a_blank_line_with_either_line_ending() {
        assert_eq!(game_start(b"x\n[a\n\n[b"), Some(6));
        assert_eq!(game_start(b"x\r\n\r\n[b"), Some(5));
        assert_eq!(game_start(b"[a]\n[b]\n"), None);
        assert_eq!(game_start(b"\n[b"), None);
    }
}
