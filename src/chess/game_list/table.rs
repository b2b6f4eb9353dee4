//! [`GameTable`]: the games of a listed file, held compactly. Each game
//! is a byte range and a handful of numbers; its names, event, site, date
//! and the rest are ids into one table of distinct strings, which a file of
//! a million games repeats thousands of times each. The search and the sort
//! work on the distinct strings first and then on numbers.

use std::{collections::HashMap, ops::Range, sync::Arc};

use crate::chess::pgn::{Field, Gather, IndexEntry};

use super::fold::fold;

/// The distinct strings of a table, each with its folded form for search.
#[derive(Debug, Default, Clone)]
pub(super) struct Strings {
    texts: Vec<Box<str>>,
    folded: Vec<Box<str>>,
    /// Looked up once per tag of every game listed: a fast hash (no
    /// attacker chooses a file's names to slow its own list).
    ids: foldhash::HashMap<Box<str>, u32>,
}

impl Strings {
    fn intern(&mut self, text: &str) -> u32 {
        if let Some(&id) = self.ids.get(text) {
            return id;
        }
        let id = self.texts.len() as u32;
        self.texts.push(text.into());
        self.folded.push(fold(text).into());
        self.ids.insert(text.into(), id);
        id
    }

    /// Adds a string read from a kept list (a second copy of one keeps
    /// the first's id for later games).
    pub(super) fn push(&mut self, text: &str) {
        let id = self.texts.len() as u32;
        self.texts.push(text.into());
        self.folded.push(fold(text).into());
        self.ids.entry(text.into()).or_insert(id);
    }

    /// How many distinct strings there are.
    pub(super) fn len(&self) -> usize {
        self.texts.len()
    }

    /// A string.
    pub(super) fn text(&self, id: u32) -> &str {
        &self.texts[id as usize]
    }

    /// A string as the search compares it.
    pub(super) fn folded(&self, id: u32) -> &str {
        &self.folded[id as usize]
    }
}

/// The games of a listed file, in file order: game `i` (from 0) is the
/// file's game number `i + 1`.
#[derive(Debug, Default, Clone)]
pub struct GameTable {
    pub(super) strings: Strings,
    /// Per game, the id of each [`Field`] in [`Field::ALL`] order.
    pub(super) fields: Vec<[u32; 9]>,
    /// Per game, the id of the opening the list shows: the file's ECO and
    /// Opening tags, or the name the explorer found.
    pub(super) openings: Vec<u32>,
    /// Shared with the explorer's pass, which reads them while the list
    /// is shown (a copy would be 40 MB for 5,000,000 games); changed in
    /// place while not shared.
    pub(super) starts: Arc<Vec<u64>>,
    pub(super) lens: Vec<u32>,
    /// White's and Black's Elo, 0 when not given.
    pub(super) elo: Vec<[u16; 2]>,
    pub(super) plies: Vec<u32>,
    pub(super) tags: Vec<u16>,
    /// Syntax errors pgn-reader met, by game.
    pub(super) errors: HashMap<u32, Box<str>>,
}

/// A run of a file listed on another thread gathers its games compactly.
impl Gather for GameTable {
    fn push(&mut self, entry: IndexEntry) {
        GameTable::push(self, &entry);
    }
    fn len(&self) -> usize {
        GameTable::len(self)
    }
    fn truncate(&mut self, games: usize) {
        self.fields.truncate(games);
        self.openings.truncate(games);
        Arc::make_mut(&mut self.starts).truncate(games);
        self.lens.truncate(games);
        self.elo.truncate(games);
        self.plies.truncate(games);
        self.tags.truncate(games);
        self.errors.retain(|&g, _| (g as usize) < games);
    }
    /// A table's games are numbered by their place in it.
    fn number_from(&mut self, _: usize) {}
}

/// One game of a [`GameTable`], as the list shows it.
#[derive(Debug, Clone, Copy)]
pub struct GameRow<'a> {
    table: &'a GameTable,
    index: usize,
}

impl GameTable {
    /// An empty table.
    pub fn new() -> GameTable {
        GameTable::default()
    }

    /// Adds the next game of the file.
    pub fn push(&mut self, entry: &IndexEntry) {
        let mut fields = [0; 9];
        for (slot, field) in fields.iter_mut().zip(Field::ALL) {
            *slot = self.strings.intern(entry.get(field));
        }
        self.fields.push(fields);
        let opening = match (entry.eco(), entry.get(Field::Opening)) {
            (eco, "") => self.strings.intern(eco),
            ("", _) => fields[Field::Opening as usize],
            (eco, name) => self.strings.intern(&format!("{eco} {name}")),
        };
        self.openings.push(opening);
        Arc::make_mut(&mut self.starts).push(entry.range.start);
        self.lens
            .push((entry.range.end - entry.range.start).min(u64::from(u32::MAX)) as u32);
        self.elo
            .push([entry.elo[0].unwrap_or(0), entry.elo[1].unwrap_or(0)]);
        self.plies.push(entry.plies);
        self.tags.push(entry.tags.min(u32::from(u16::MAX)) as u16);
        if let Some(error) = &entry.syntax_error {
            self.errors
                .insert(self.fields.len() as u32 - 1, error.as_str().into());
        }
    }

    /// Adds the games of `more`, the file's next ones (listed on another
    /// thread): its strings are found or added here, its games follow.
    ///
    /// ```
    /// use rookery::chess::{game_list::GameTable, pgn::Indexer};
    /// let file = b"[White \"A\"]\n\n1. e4 *\n\n[White \"B\"]\n\n1. d4 *\n\n[White \"A\"]\n\n*\n";
    /// let entries: Vec<_> = Indexer::new(&file[..]).map(Result::unwrap).collect();
    /// let (mut first, mut rest) = (GameTable::new(), GameTable::new());
    /// first.push(&entries[0]);
    /// rest.push(&entries[1]);
    /// rest.push(&entries[2]);
    /// first.append(rest);
    /// let whites: Vec<_> = (0..3).map(|g| first.get(g).unwrap().white()).collect();
    /// assert_eq!(whites, ["A", "B", "A"]);
    /// assert_eq!(first.get(2).unwrap().range(), entries[2].range);
    /// ```
    pub fn append(&mut self, more: GameTable) {
        if self.is_empty() {
            // The first games (a kept list read back whole): taken as they
            // are, their strings not looked up one by one again.
            *self = more;
            return;
        }
        let ids: Vec<u32> = more
            .strings
            .texts
            .iter()
            .map(|text| self.strings.intern(text))
            .collect();
        let shift = self.len() as u32;
        self.fields
            .extend(more.fields.iter().map(|f| f.map(|id| ids[id as usize])));
        self.openings
            .extend(more.openings.iter().map(|&id| ids[id as usize]));
        Arc::make_mut(&mut self.starts).extend_from_slice(&more.starts);
        self.lens.extend(more.lens);
        self.elo.extend(more.elo);
        self.plies.extend(more.plies);
        self.tags.extend(more.tags);
        self.errors
            .extend(more.errors.into_iter().map(|(g, e)| (g + shift, e)));
    }

    /// The games' mainline moves as the game reader reads them (the
    /// explorer's pass counts them; the index's quick count cannot read
    /// lenient notations).
    pub fn set_plies(&mut self, plies: &[u16]) {
        for (count, &read) in self.plies.iter_mut().zip(plies) {
            *count = u32::from(read);
        }
    }

    /// Names the openings of the games whose file does not (no Opening
    /// tag): per game, an id of [`crate::chess::openings::id_of`] or `u16::MAX`,
    /// as the explorer's pass found them.
    pub fn name_openings(&mut self, ids: &[u16]) {
        let mut names: HashMap<u16, u32> = HashMap::new();
        let given = Field::Opening as usize;
        for (g, &id) in ids.iter().enumerate().take(self.len()) {
            if id == u16::MAX || !self.strings.text(self.fields[g][given]).is_empty() {
                continue;
            }
            let strings = &mut self.strings;
            self.openings[g] = *names
                .entry(id)
                .or_insert_with(|| strings.intern(&crate::chess::openings::by_id(id).to_string()));
        }
    }

    /// Gives the games that have no Opening tag the names `old` (the same
    /// file's list before an edit) had found for the same games, so that
    /// names do not vanish while the explorer's pass finds them again. A
    /// game is the same when its players, event, date, result, tag count
    /// and length in bytes are.
    ///
    /// ```
    /// use rookery::chess::{game_list::GameTable, pgn::Indexer};
    /// let file = b"[White \"A\"]\n\n1. e4 *\n\n[White \"B\"]\n\n1. d4 *\n";
    /// let table = |bytes: &[u8]| {
    ///     let mut t = GameTable::default();
    ///     for entry in Indexer::new(bytes) {
    ///         t.push(&entry.unwrap());
    ///     }
    ///     t
    /// };
    /// let mut old = table(file);
    /// old.name_openings(&[0, 1]);
    /// let named = old.get(1).unwrap().opening().to_owned();
    /// assert!(!named.is_empty());
    /// // Game A deleted: B, now first, keeps its name.
    /// let mut new = table(&file[21..]);
    /// assert_eq!(new.get(0).unwrap().opening(), "");
    /// new.keep_opening_names(&old);
    /// assert_eq!(new.get(0).unwrap().opening(), named);
    /// ```
    pub fn keep_opening_names(&mut self, old: &GameTable) {
        let given = Field::Opening as usize;
        let key = |t: &GameTable, g: usize| {
            let row = GameRow { table: t, index: g };
            (
                row.white().to_owned(),
                row.black().to_owned(),
                row.event().to_owned(),
                row.date().to_owned(),
                row.result().to_owned(),
                t.tags[g],
                row.range().end - row.range().start,
            )
        };
        let mut named: HashMap<_, String> = HashMap::new();
        for g in 0..old.len() {
            if old.strings.text(old.fields[g][given]).is_empty() {
                named
                    .entry(key(old, g))
                    .or_insert_with(|| old.strings.text(old.openings[g]).to_owned());
            }
        }
        for g in 0..self.len() {
            if !self.strings.text(self.fields[g][given]).is_empty() {
                continue;
            }
            if let Some(name) = named.get(&key(self, g)) {
                self.openings[g] = self.strings.intern(name);
            }
        }
    }

    /// Where each game starts in the file, in order.
    pub fn starts(&self) -> &[u64] {
        &self.starts
    }

    /// The same, shared, for a job on another thread: not copied (unless
    /// the table changes while the job holds them).
    ///
    /// ```
    /// use rookery::chess::{game_list::GameTable, pgn::Indexer};
    /// let file = b"[White \"A\"]\n\n1. e4 *\n\n[White \"B\"]\n\n1. d4 *\n";
    /// let entries: Vec<_> = Indexer::new(&file[..]).map(Result::unwrap).collect();
    /// let mut table = GameTable::new();
    /// table.push(&entries[0]);
    /// let shared = table.shared_starts();
    /// assert!(std::ptr::eq(shared.as_slice(), table.starts()));
    /// table.push(&entries[1]);
    /// assert_eq!((shared.as_slice(), table.starts()), (&[0][..], &[0, 22][..]));
    /// ```
    pub fn shared_starts(&self) -> Arc<Vec<u64>> {
        Arc::clone(&self.starts)
    }

    /// How many games there are.
    pub fn len(&self) -> usize {
        self.fields.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.fields.is_empty()
    }

    /// Game `index` (from 0).
    pub fn get(&self, index: usize) -> Option<GameRow<'_>> {
        (index < self.len()).then_some(GameRow { table: self, index })
    }

    /// The games' bytes moved: game `index` now spans `range`, and every
    /// game after it moved by `delta` bytes (a game written back into its
    /// file).
    pub fn replace_range(&mut self, index: usize, range: Range<u64>, delta: i64) {
        if index >= self.len() {
            return;
        }
        let starts = Arc::make_mut(&mut self.starts);
        starts[index] = range.start;
        self.lens[index] = (range.end - range.start).min(u64::from(u32::MAX)) as u32;
        for start in &mut starts[index + 1..] {
            *start = (*start as i64 + delta).max(0) as u64;
        }
    }

    /// The memory the table holds, roughly, in bytes.
    pub fn heap_bytes(&self) -> usize {
        let strings: usize = self
            .strings
            .texts
            .iter()
            .zip(&self.strings.folded)
            .map(|(t, f)| 2 * t.len() + f.len() + 3 * 16 + 8)
            .sum();
        strings + self.len() * (36 + 4 + 8 + 4 + 4 + 4 + 2) + self.errors.len() * 64
    }
}

impl<'a> GameRow<'a> {
    /// Its index in the table (from 0).
    pub fn index(&self) -> usize {
        self.index
    }

    /// Its number in the file, from 1.
    pub fn number(&self) -> usize {
        self.index + 1
    }

    /// One of its tags, empty when missing.
    pub fn get(&self, field: Field) -> &'a str {
        self.table
            .strings
            .text(self.table.fields[self.index][field as usize])
    }

    /// White's name.
    pub fn white(&self) -> &'a str {
        self.get(Field::White)
    }

    /// Black's name.
    pub fn black(&self) -> &'a str {
        self.get(Field::Black)
    }

    /// The result.
    pub fn result(&self) -> &'a str {
        self.get(Field::Result)
    }

    /// The date (`1972.??.??`).
    pub fn date(&self) -> &'a str {
        self.get(Field::Date)
    }

    /// The opening: the file's ECO and Opening tags, or the name found by
    /// the explorer's pass.
    pub fn opening(&self) -> &'a str {
        self.table.strings.text(self.table.openings[self.index])
    }

    /// The event.
    pub fn event(&self) -> &'a str {
        self.get(Field::Event)
    }

    /// White's and Black's Elo.
    pub fn elo(&self) -> [Option<u16>; 2] {
        self.table.elo[self.index].map(|e| (e > 0).then_some(e))
    }

    /// How many mainline half-moves it has.
    pub fn plies(&self) -> u32 {
        self.table.plies[self.index]
    }

    /// How many tag pairs it has.
    pub fn tags(&self) -> u32 {
        u32::from(self.table.tags[self.index])
    }

    /// Its bytes in the file.
    pub fn range(&self) -> Range<u64> {
        let start = self.table.starts[self.index];
        start..start + u64::from(self.table.lens[self.index])
    }

    /// A syntax error pgn-reader met in it.
    pub fn syntax_error(&self) -> Option<&'a str> {
        self.table.errors.get(&(self.index as u32)).map(|e| &**e)
    }
}
