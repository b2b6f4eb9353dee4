//! [`GameTable`]: the games of a listed file, held compactly. Each game
//! is a byte range and a handful of numbers; its names, event, site, date
//! and the rest are ids into one table of distinct strings, which a file of
//! a million games repeats thousands of times each. The search and the sort
//! work on the distinct strings first and then on numbers.

use std::{collections::HashMap, hash::BuildHasher, ops::Range, sync::Arc};

use crate::chess::pgn::{Field, Gather, IndexEntry};

use super::fold::fold_into;

/// The distinct strings of a table, each with its folded form for search.
/// Written here rather than taken from an interner crate: each string
/// needs its folded form beside it, ids that a kept list stores, and a
/// second copy of a string (from a kept list) that keeps the first's id.
#[derive(Debug, Default, Clone)]
pub(super) struct Strings {
    /// Every string, one after another: string `id` ends at `ends[id]`
    /// and starts where the one before ends (one allocation for all, not
    /// three per string).
    text: String,
    ends: Vec<usize>,
    /// Their folded forms, the same way.
    folded: String,
    folded_ends: Vec<usize>,
    /// The ids, found by their text's hash: a fast hash, looked up once
    /// per tag of every game listed (no attacker chooses a file's names to
    /// slow its own list).
    ids: hashbrown::HashTable<u32>,
    hasher: foldhash::fast::FixedState,
}

/// String `id` of texts laid one after another, each ending at `ends[id]`.
fn slice<'a>(text: &'a str, ends: &[usize], id: u32) -> &'a str {
    let id = id as usize;
    let start = if id == 0 { 0 } else { ends[id - 1] };
    &text[start..ends[id]]
}

impl Strings {
    /// Adds a string at the end; its id.
    fn add(&mut self, text: &str) -> u32 {
        let id = self.ends.len() as u32;
        self.text.push_str(text);
        self.ends.push(self.text.len());
        fold_into(text, &mut self.folded);
        self.folded_ends.push(self.folded.len());
        id
    }

    /// The id of the first string `text`, if there is one, and its hash.
    fn find(&self, text: &str) -> (Option<u32>, u64) {
        let hash = self.hasher.hash_one(text);
        let id = self
            .ids
            .find(hash, |&id| slice(&self.text, &self.ends, id) == text)
            .copied();
        (id, hash)
    }

    /// The table of ids, and how an id's hash is found again as that
    /// table grows (from its string).
    fn ids_and_rehash(&mut self) -> (&mut hashbrown::HashTable<u32>, impl Fn(&u32) -> u64 + '_) {
        let Strings {
            text,
            ends,
            ids,
            hasher,
            ..
        } = self;
        (ids, |&id| hasher.hash_one(slice(text, ends, id)))
    }

    /// Files `id` under `hash`.
    fn file(&mut self, hash: u64, id: u32) {
        let (ids, rehash) = self.ids_and_rehash();
        ids.insert_unique(hash, id, rehash);
    }

    /// The id of the first string `text`, added if there is none.
    pub(super) fn intern(&mut self, text: &str) -> u32 {
        let (found, hash) = self.find(text);
        if let Some(id) = found {
            return id;
        }
        let id = self.add(text);
        self.file(hash, id);
        id
    }

    /// Adds a string read from a kept list (a second copy of one keeps
    /// the first's id for later games).
    pub(super) fn push(&mut self, text: &str) {
        let (found, hash) = self.find(text);
        let id = self.add(text);
        if found.is_none() {
            self.file(hash, id);
        }
    }

    /// Room for `more` strings (their texts grow as they come).
    pub(super) fn reserve(&mut self, more: usize) {
        self.ends.reserve(more);
        self.folded_ends.reserve(more);
        let (ids, rehash) = self.ids_and_rehash();
        ids.reserve(more, rehash);
    }

    /// How many distinct strings there are.
    pub(super) fn len(&self) -> usize {
        self.ends.len()
    }

    /// A string.
    pub(super) fn text(&self, id: u32) -> &str {
        slice(&self.text, &self.ends, id)
    }

    /// A string as the search compares it.
    pub(super) fn folded(&self, id: u32) -> &str {
        slice(&self.folded, &self.folded_ends, id)
    }

    /// The memory they hold, roughly, in bytes.
    fn heap_bytes(&self) -> usize {
        self.text.capacity()
            + self.folded.capacity()
            + 8 * (self.ends.capacity() + self.folded_ends.capacity())
            + 5 * self.ids.capacity()
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

    /// Room for `more` games' numbers.
    pub(super) fn reserve(&mut self, more: usize) {
        self.fields.reserve(more);
        self.openings.reserve(more);
        Arc::make_mut(&mut self.starts).reserve(more);
        self.lens.reserve(more);
        self.elo.reserve(more);
        self.plies.reserve(more);
        self.tags.reserve(more);
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
        let ids: Vec<u32> = (0..more.strings.len() as u32)
            .map(|id| self.strings.intern(more.strings.text(id)))
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
        self.strings.heap_bytes()
            + self.len() * (36 + 4 + 8 + 4 + 4 + 4 + 2)
            + self.errors.len() * 64
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_laid_end_to_end_are_found_again_and_folded() {
        let mut strings = Strings::default();
        assert_eq!(strings.intern(""), 0);
        assert_eq!(strings.intern("Réti"), 1);
        assert_eq!(strings.intern("Tal"), 2);
        assert_eq!(strings.intern("Réti"), 1);
        assert_eq!(
            (strings.text(0), strings.text(1), strings.folded(1)),
            ("", "Réti", "reti")
        );
        // A kept list's second copy of a string keeps the first's id.
        strings.push("Tal");
        assert_eq!((strings.len(), strings.text(3)), (4, "Tal"));
        assert_eq!(strings.intern("Tal"), 2);
        // Thousands more (the table of ids grows many times): each found.
        let names: Vec<String> = (0..5000).map(|i| format!("Player {i}")).collect();
        let ids: Vec<u32> = names.iter().map(|n| strings.intern(n)).collect();
        assert_eq!(ids, (4..5004).collect::<Vec<u32>>());
        for (name, &id) in names.iter().zip(&ids) {
            assert_eq!(
                (strings.intern(name), strings.text(id)),
                (id, name.as_str())
            );
            assert_eq!(strings.folded(id), crate::chess::game_list::fold(name));
        }
        assert_eq!(strings.intern("Réti"), 1);
    }
}
