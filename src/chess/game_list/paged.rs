//! The numbers of a [`super::GameTable`]'s games, in pages of a fixed
//! number of games: the newest pages in memory, and the older ones, past a
//! budget, in a file of their own (unnamed, gone when the table is) from
//! which a page is read back when a search or a sort passes over it, and a
//! single game when the list shows it. A file of millions of games then
//! holds no more of its games' numbers in memory than the budget's (about
//! 2 million games, 128 MB); the rest sits in the system's file cache,
//! which gives it back under pressure.
//!
//! Written here rather than with a memory map (`memmap2`): a mapped file's
//! pages count in the process's memory while they are read, and a map
//! cannot grow as the list does; `pread` of a page is as quick.

use std::{fs::File, io, path::PathBuf, sync::OnceLock};

use crate::chess::file_at::{read_exact_at, write_at};

/// One game's numbers: its tags' string ids and the rest the list shows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct Game {
    /// The id of each [`crate::chess::pgn::Field`] in `Field::ALL` order.
    pub(super) fields: [u32; 9],
    /// The id of the opening the list shows.
    pub(super) opening: u32,
    /// Its first byte in the file and its length in bytes.
    pub(super) start: u64,
    pub(super) len: u32,
    /// White's and Black's Elo, 0 when not given.
    pub(super) elo: [u16; 2],
    pub(super) plies: u32,
    pub(super) tags: u16,
}

/// A game's bytes in the page file.
const RECORD: usize = 62;

impl Game {
    fn put(&self, out: &mut [u8]) {
        let mut at = 0;
        let mut put = |bytes: &[u8]| {
            out[at..at + bytes.len()].copy_from_slice(bytes);
            at += bytes.len();
        };
        for id in self.fields {
            put(&id.to_le_bytes());
        }
        put(&self.opening.to_le_bytes());
        put(&self.start.to_le_bytes());
        put(&self.len.to_le_bytes());
        put(&self.elo[0].to_le_bytes());
        put(&self.elo[1].to_le_bytes());
        put(&self.plies.to_le_bytes());
        put(&self.tags.to_le_bytes());
    }

    fn read(bytes: &[u8]) -> Game {
        let u32_at =
            |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
        let u16_at = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
        let mut fields = [0; 9];
        for (k, id) in fields.iter_mut().enumerate() {
            *id = u32_at(4 * k);
        }
        let mut start = [0; 8];
        start.copy_from_slice(&bytes[40..48]);
        Game {
            fields,
            opening: u32_at(36),
            start: u64::from_le_bytes(start),
            len: u32_at(48),
            elo: [u16_at(52), u16_at(54)],
            plies: u32_at(56),
            tags: u16_at(60),
        }
    }
}

/// A page's bytes in the file.
fn encode(games: &[Game]) -> Vec<u8> {
    let mut bytes = vec![0; games.len() * RECORD];
    for (game, out) in games.iter().zip(bytes.chunks_exact_mut(RECORD)) {
        game.put(out);
    }
    bytes
}

/// Where pages past the budget go: set once by the app (its cache
/// folder); the system's temporary folder when not set.
static FOLDER: OnceLock<PathBuf> = OnceLock::new();

/// Puts the pages of every game list past its budget in `folder` (not the
/// temporary folder, which is memory on some systems). The first call
/// counts.
pub fn spill_into(folder: PathBuf) {
    let _ = FOLDER.set(folder);
}

#[derive(Debug)]
enum Page {
    Here(Vec<Game>),
    /// In the page file, at its number times the page's bytes.
    There,
}

/// The games' numbers, in pages.
#[derive(Debug)]
pub(super) struct Games {
    pages: Vec<Page>,
    len: usize,
    /// Games per page.
    page: usize,
    /// How many full pages are kept in memory at most.
    resident: usize,
    /// Pages before this one are in the file; it and those after, here.
    first_here: usize,
    file: Option<File>,
    /// Where the file goes, when not where every table's does.
    folder: Option<PathBuf>,
    /// Set when the file could not be made or written: every page stays
    /// in memory from then on (nothing is lost).
    spill_failed: bool,
}

impl Default for Games {
    fn default() -> Games {
        Games::with_pages(1 << 16, 32)
    }
}

impl Games {
    /// Pages of `page` games, at most `resident` full ones in memory.
    pub(super) fn with_pages(page: usize, resident: usize) -> Games {
        Games {
            pages: Vec::new(),
            len: 0,
            page: page.max(1),
            resident,
            first_here: 0,
            file: None,
            folder: None,
            spill_failed: false,
        }
    }

    /// The same shape, empty.
    pub(super) fn empty_like(&self) -> Games {
        Games::with_pages(self.page, self.resident)
    }

    /// Whether `other`'s pages are as big and as many kept in memory.
    pub(super) fn same_shape(&self, other: &Games) -> bool {
        (self.page, self.resident) == (other.page, other.resident)
    }

    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// How many pages are in the file.
    pub(super) fn spilled(&self) -> usize {
        self.first_here
    }

    /// Room for `more` games in the page being filled.
    pub(super) fn reserve(&mut self, more: usize) {
        if let Some(Page::Here(last)) = self.pages.last_mut() {
            let room = self.page - last.len();
            last.reserve(more.min(room));
        }
    }

    /// Adds a game at the end.
    pub(super) fn push(&mut self, game: Game) {
        if self.len.is_multiple_of(self.page) {
            self.pages.push(Page::Here(Vec::with_capacity(self.page)));
            self.spill_past_budget();
        }
        if let Some(Page::Here(last)) = self.pages.last_mut() {
            last.push(game);
            self.len += 1;
        }
    }

    /// Writes the oldest pages in memory to the file while more full
    /// pages than the budget are here.
    fn spill_past_budget(&mut self) {
        while !self.spill_failed && self.pages.len() - 1 - self.first_here > self.resident {
            let number = self.first_here;
            if let Err(_e) = self.write_page(number) {
                #[cfg(feature = "app")]
                log::warn!("the game list stays in memory: {_e}");
                self.spill_failed = true;
                return;
            }
            self.pages[number] = Page::There;
            self.first_here += 1;
        }
    }

    fn page_bytes(&self) -> u64 {
        (self.page * RECORD) as u64
    }

    fn write_page(&mut self, number: usize) -> io::Result<()> {
        let Page::Here(games) = &self.pages[number] else {
            return Ok(());
        };
        let bytes = encode(games);
        if self.file.is_none() {
            self.file = Some(match self.folder.as_ref().or(FOLDER.get()) {
                Some(folder) => {
                    std::fs::create_dir_all(folder)?;
                    tempfile::tempfile_in(folder)?
                }
                None => tempfile::tempfile()?,
            });
        }
        let file = self.file.as_ref().expect("made above");
        write_at(file, &bytes, number as u64 * self.page_bytes())
    }

    /// How many games page `number` holds.
    fn games_in(&self, number: usize) -> usize {
        (self.len - number * self.page).min(self.page)
    }

    /// Reads page `number` from the file into `games`.
    fn read_page(&self, number: usize, games: &mut Vec<Game>) {
        games.clear();
        let count = self.games_in(number);
        let mut bytes = vec![0; count * RECORD];
        let read = match &self.file {
            Some(file) => read_exact_at(file, &mut bytes, number as u64 * self.page_bytes()),
            None => Err(io::ErrorKind::NotFound.into()),
        };
        if let Err(_e) = read {
            // The table's own file, written a moment ago: past reading
            // only when the disk fails. Its games show as empty rather
            // than stop the app.
            #[cfg(feature = "app")]
            log::warn!("a page of the game list could not be read back: {_e}");
            games.resize(count, Game::default());
            return;
        }
        games.extend(bytes.chunks_exact(RECORD).map(Game::read));
    }

    /// Game `index`, if there is one.
    pub(super) fn get(&self, index: usize) -> Option<Game> {
        if index >= self.len {
            return None;
        }
        let (number, at) = (index / self.page, index % self.page);
        match &self.pages[number] {
            Page::Here(games) => games.get(at).copied(),
            Page::There => {
                let mut bytes = [0; RECORD];
                let offset = number as u64 * self.page_bytes() + (at * RECORD) as u64;
                let file = self.file.as_ref()?;
                match read_exact_at(file, &mut bytes, offset) {
                    Ok(()) => Some(Game::read(&bytes)),
                    Err(_) => Some(Game::default()),
                }
            }
        }
    }

    /// A reader of games one after another (a page read from the file
    /// once for all its games).
    pub(super) fn reader(&self) -> Reader<'_> {
        Reader {
            games: self,
            number: usize::MAX,
            page: Vec::new(),
        }
    }

    /// Changes the games of `range` (clipped to the table), in order.
    pub(super) fn update(
        &mut self,
        range: std::ops::Range<usize>,
        mut change: impl FnMut(usize, &mut Game),
    ) {
        let end = range.end.min(self.len);
        let mut index = range.start;
        let mut held = Vec::new();
        while index < end {
            let number = index / self.page;
            let first = number * self.page;
            let stop = end.min(first + self.page);
            let there = matches!(self.pages[number], Page::There);
            if there {
                self.read_page(number, &mut held);
            }
            let games = match &mut self.pages[number] {
                Page::Here(games) => games,
                Page::There => &mut held,
            };
            for (k, game) in games[index - first..stop - first].iter_mut().enumerate() {
                change(index + k, game);
            }
            if there {
                let bytes = encode(&held);
                let offset = number as u64 * self.page_bytes();
                if let Some(Err(_e)) = self.file.as_ref().map(|f| write_at(f, &bytes, offset)) {
                    // Kept in memory instead: nothing is lost.
                    #[cfg(feature = "app")]
                    log::warn!("a page of the game list stays in memory: {_e}");
                    self.pages[number] = Page::Here(std::mem::take(&mut held));
                }
            }
            index = stop;
        }
    }

    /// Keeps the first `len` games.
    pub(super) fn truncate(&mut self, len: usize) {
        if len >= self.len {
            return;
        }
        let pages = len.div_ceil(self.page);
        self.pages.truncate(pages);
        if let Some(Page::Here(last)) = self.pages.last_mut() {
            last.truncate(len - (pages - 1) * self.page);
        } else if pages > 0 {
            let mut last = Vec::new();
            self.len = len;
            self.read_page(pages - 1, &mut last);
            self.pages[pages - 1] = Page::Here(last);
        }
        // The last page is here again if it was not: those before it in
        // the file stay there.
        self.first_here = self.first_here.min(pages.saturating_sub(1));
        self.len = len;
    }

    /// The memory the games hold, roughly, in bytes.
    pub(super) fn heap_bytes(&self) -> usize {
        self.pages
            .iter()
            .map(|p| match p {
                Page::Here(games) => games.capacity() * size_of::<Game>(),
                Page::There => 0,
            })
            .sum::<usize>()
            + self.pages.capacity() * size_of::<Page>()
    }
}

/// Reads games of a [`Games`], a page from the file at a time.
pub(super) struct Reader<'a> {
    games: &'a Games,
    number: usize,
    page: Vec<Game>,
}

impl Reader<'_> {
    /// Game `index` (a default one past the end).
    pub(super) fn get(&mut self, index: usize) -> Game {
        let games = self.games;
        if index >= games.len {
            return Game::default();
        }
        let (number, at) = (index / games.page, index % games.page);
        match &games.pages[number] {
            Page::Here(page) => page[at],
            Page::There => {
                if self.number != number {
                    games.read_page(number, &mut self.page);
                    self.number = number;
                }
                self.page[at]
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(n: u32) -> Game {
        Game {
            fields: [n, n + 1, n + 2, n + 3, n + 4, n + 5, n + 6, n + 7, n + 8],
            opening: n + 9,
            start: u64::from(n) << 33 | 5,
            len: n * 3,
            elo: [n as u16, u16::MAX - n as u16],
            plies: n * 7,
            tags: n as u16 ^ 0x5a5a,
        }
    }

    #[test]
    fn pages_that_cannot_go_to_a_file_stay_in_memory() {
        // The folder cannot be made: a file stands where it would be.
        let dir = tempfile::tempdir().unwrap();
        let blocked = dir.path().join("blocked");
        std::fs::write(&blocked, b"").unwrap();
        let mut games = Games::with_pages(4, 1);
        games.folder = Some(blocked.join("pages"));
        for n in 0..30 {
            games.push(game(n));
        }
        assert_eq!(
            (games.len(), games.spilled(), games.file.is_none()),
            (30, 0, true)
        );
        assert!(games.spill_failed);
        let mut reader = games.reader();
        for n in 0..30 {
            assert_eq!(
                (games.get(n as usize), reader.get(n as usize)),
                (Some(game(n)), game(n))
            );
        }
        // A folder that can be made takes the pages of the next table.
        let mut games = Games::with_pages(4, 1);
        games.folder = Some(dir.path().join("pages"));
        for n in 0..30 {
            games.push(game(n));
        }
        assert_eq!(games.spilled(), 6);
        assert_eq!(games.get(1), Some(game(1)));
    }

    #[test]
    fn a_game_written_to_its_bytes_reads_back_the_same() {
        let mut bytes = [0; RECORD];
        for n in [0, 1, 70_000, u32::MAX / 16] {
            game(n).put(&mut bytes);
            assert_eq!(Game::read(&bytes), game(n));
        }
    }

    #[test]
    fn pages_past_the_budget_go_to_the_file_and_every_game_reads_back() {
        // Pages of 4 games, 2 full ones kept here: 23 games make 6 pages,
        // the first 3 in the file.
        let mut games = Games::with_pages(4, 2);
        for n in 0..23 {
            games.push(game(n));
        }
        assert_eq!((games.len(), games.spilled()), (23, 3));
        assert!(matches!(games.pages[2], Page::There));
        assert!(matches!(games.pages[3], Page::Here(_)));
        let mut reader = games.reader();
        for n in 0..23 {
            assert_eq!(games.get(n as usize), Some(game(n)));
            assert_eq!(reader.get(n as usize), game(n));
        }
        // Backwards, a page at a time again.
        for n in (0..23).rev() {
            assert_eq!(reader.get(n as usize), game(n));
        }
        assert_eq!(games.get(23), None);
        // Changed in the file and here alike.
        games.update(2..21, |i, g| g.plies = i as u32 + 1000);
        for n in 0..23 {
            let plies = if (2..21).contains(&n) {
                n + 1000
            } else {
                n * 7
            };
            assert_eq!(games.get(n).map(|g| g.plies), Some(plies as u32));
        }
        // Cut back into a page in the file: it comes back here, and games
        // pushed after it spill again in turn.
        games.truncate(9);
        assert_eq!((games.len(), games.spilled()), (9, 2));
        assert_eq!(games.get(8).map(|g| g.tags), Some(game(8).tags));
        for n in 9..30 {
            games.push(game(n));
        }
        assert_eq!((games.len(), games.spilled()), (30, 5));
        let mut reader = games.reader();
        for n in 0..30u32 {
            let mut expected = game(n);
            if (2..9).contains(&n) {
                expected.plies = n + 1000;
            }
            assert_eq!(reader.get(n as usize), expected);
        }
        // Only the pages here count in memory: 3 pages of 4 games.
        assert_eq!(
            games.heap_bytes(),
            3 * 4 * size_of::<Game>() + games.pages.capacity() * size_of::<Page>()
        );
    }
}
