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
        atomic::{AtomicBool, Ordering},
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
        let mut filled = 0;
        while filled < window.len() {
            match file.read(&mut window[filled..]) {
                Ok(0) => break,
                Ok(n) => filled += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        if let Some(i) = game_start(&window[..filled]) {
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

/// A file to list in runs, one per cut, on as many threads.
pub struct Listing<'a, R> {
    /// Opens the file's text from a byte on (counting what is read, for
    /// progress).
    pub open: &'a (dyn Fn(u64) -> io::Result<R> + Sync),
    /// Where each run starts: 0 first, increasing ([`cuts`]).
    pub cuts: &'a [u64],
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
    /// gathering of that many is to go now; the others each on a thread of
    /// its own, in chunks of [`Listing::chunk`] games.
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
    /// let listing = Listing { open: &open, cuts: &cuts, chunk: 5, cancel: &cancel };
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
        let quits: Vec<AtomicBool> = self.cuts.iter().map(|_| AtomicBool::new(false)).collect();
        let stop_of = |k: usize| self.cuts.get(k + 1).copied().unwrap_or(u64::MAX);
        let mut join = Join {
            sink,
            failing: 0,
            number: 0,
            done: false,
        };
        std::thread::scope(|scope| {
            let later: Vec<_> = (1..self.cuts.len())
                .map(|k| {
                    let (send, receive) = mpsc::channel();
                    let quit = &quits[k];
                    let handle = scope.spawn(move || {
                        let text = (self.open)(self.cuts[k])?;
                        let stopped =
                            || self.cancel.load(Ordering::Relaxed) || quit.load(Ordering::Relaxed);
                        read_run(
                            text,
                            (self.cuts[k], stop_of(k)),
                            &mut |n| n >= self.chunk,
                            &stopped,
                            &mut |chunk: Chunk<G>| send.send(chunk).is_ok(),
                        )
                    });
                    (receive, handle)
                })
                .collect();
            let stopped = || self.cancel.load(Ordering::Relaxed);
            let result = (|| {
                let mut next = read_run(
                    (self.open)(0)?,
                    (0, stop_of(0)),
                    ready,
                    &stopped,
                    &mut |chunk| join.take(chunk),
                )?;
                for (k, (receive, handle)) in (1..).zip(later) {
                    if join.done || stopped() || next.is_none() {
                        break;
                    }
                    if next == Some(self.cuts[k]) {
                        for chunk in receive {
                            if !join.take(chunk) {
                                break;
                            }
                        }
                        quits[k].store(true, Ordering::Relaxed);
                        next = handle
                            .join()
                            .unwrap_or_else(|_| Err(io::Error::other("the listing failed")))?;
                    } else if let Some(from) = next {
                        // The run before ended past this cut: its run is
                        // not one of the file's, and the file is read on
                        // from there.
                        quits[k].store(true, Ordering::Relaxed);
                        drop(receive);
                        let _ = handle.join();
                        next = read_run(
                            (self.open)(from)?,
                            (from, stop_of(k)),
                            ready,
                            &stopped,
                            &mut |chunk| join.take(chunk),
                        )?;
                    }
                }
                Ok(())
            })();
            for quit in &quits {
                quit.store(true, Ordering::Relaxed);
            }
            result
        })
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
    read_run(text, (0, u64::MAX), ready, &stopped, &mut |chunk| {
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
    (at, stop): (u64, u64),
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
