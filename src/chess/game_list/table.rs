//! [`GameTable`]: the games of a listed file, held compactly. Each game
//! is a byte range and a handful of numbers; its names, event, site, date
//! and the rest are ids into one table of distinct strings, which a file of
//! a million games repeats thousands of times each. The search and the sort
//! work on the distinct strings first and then on numbers.

use std::{collections::HashMap, hash::BuildHasher, ops::Range};

use crate::chess::pgn::{Field, Gather, IndexEntry};

use super::{
    fold::fold_into,
    paged::{Game, Games, Reader},
};

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
/// file's game number `i + 1`. Their numbers are held in pages, those past
/// about 2 million games in a file of their own (`paged`): a list of many
/// millions takes no more memory than one of 2 million, besides its
/// distinct strings.
#[derive(Debug, Default)]
pub struct GameTable {
    pub(super) strings: Strings,
    /// Per game, its tags' string ids, the opening the list shows (the
    /// file's ECO and Opening tags, or the name the explorer found), its
    /// bytes in the file, Elo, moves and tag count.
    pub(super) games: Games,
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
        self.games.truncate(games);
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
    game: Game,
}

impl GameTable {
    /// An empty table.
    pub fn new() -> GameTable {
        GameTable::default()
    }

    /// An empty table whose games' numbers are held in pages of `page`
    /// games, at most `resident` full pages of them in memory and the
    /// rest in a file (the default: pages of 65,536 games, 32 in memory).
    ///
    /// ```
    /// use rookery::chess::{game_list::GameTable, pgn::Indexer};
    /// let file = "[White \"A\"]\n\n1. e4 *\n\n".repeat(10);
    /// let mut table = GameTable::with_pages(2, 1);
    /// for entry in Indexer::new(file.as_bytes()) {
    ///     table.push(&entry.unwrap());
    /// }
    /// // Three full pages of the five in the file, every game as listed.
    /// assert_eq!((table.len(), table.pages_in_file()), (10, 3));
    /// assert_eq!(table.get(3).unwrap().range(), 66..87);
    /// ```
    pub fn with_pages(page: usize, resident: usize) -> GameTable {
        GameTable {
            games: Games::with_pages(page, resident),
            ..GameTable::default()
        }
    }

    /// How many pages of games are in the table's file, not in memory.
    pub fn pages_in_file(&self) -> usize {
        self.games.spilled()
    }

    /// Room for `more` games' numbers.
    pub(super) fn reserve(&mut self, more: usize) {
        self.games.reserve(more);
    }

    /// Adds the next game of the file.
    pub fn push(&mut self, entry: &IndexEntry) {
        let mut fields = [0; 9];
        for (slot, field) in fields.iter_mut().zip(Field::ALL) {
            *slot = self.strings.intern(entry.get(field));
        }
        let opening = match (entry.eco(), entry.get(Field::Opening)) {
            (eco, "") => self.strings.intern(eco),
            ("", _) => fields[Field::Opening as usize],
            (eco, name) => self.strings.intern(&format!("{eco} {name}")),
        };
        self.games.push(Game {
            fields,
            opening,
            start: entry.range.start,
            len: (entry.range.end - entry.range.start).min(u64::from(u32::MAX)) as u32,
            elo: [entry.elo[0].unwrap_or(0), entry.elo[1].unwrap_or(0)],
            plies: entry.plies,
            tags: entry.tags.min(u32::from(u16::MAX)) as u16,
        });
        if let Some(error) = &entry.syntax_error {
            self.errors
                .insert(self.len() as u32 - 1, error.as_str().into());
        }
    }

    /// Adds a game's numbers read from a kept list.
    pub(super) fn push_game(&mut self, game: Game) {
        self.games.push(game);
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
            // are, their strings not looked up one by one again, into
            // pages of this table's shape.
            let shape = self.games.empty_like();
            *self = more;
            if !self.games.same_shape(&shape) {
                let games = std::mem::replace(&mut self.games, shape);
                let mut reader = games.reader();
                for g in 0..games.len() {
                    self.games.push(reader.get(g));
                }
            }
            return;
        }
        let ids: Vec<u32> = (0..more.strings.len() as u32)
            .map(|id| self.strings.intern(more.strings.text(id)))
            .collect();
        let shift = self.len() as u32;
        self.games.reserve(more.len());
        let mut reader = more.games.reader();
        for g in 0..more.len() {
            let mut game = reader.get(g);
            game.fields = game.fields.map(|id| ids[id as usize]);
            game.opening = ids[game.opening as usize];
            self.games.push(game);
        }
        self.errors
            .extend(more.errors.into_iter().map(|(g, e)| (g + shift, e)));
    }

    /// The games' mainline moves as the game reader reads them (the
    /// explorer's pass counts them; the index's quick count cannot read
    /// lenient notations).
    pub fn set_plies(&mut self, plies: impl ExactSizeIterator<Item = u16>) {
        let mut plies = plies.enumerate();
        self.games.update(0..plies.len(), |g, game| {
            let (i, count) = plies.next().expect("as many as the range");
            debug_assert_eq!(i, g);
            game.plies = u32::from(count);
        });
    }

    /// Names the openings of the games whose file does not (no Opening
    /// tag): per game, an id of [`crate::chess::openings::id_of`] or `u16::MAX`,
    /// as the explorer's pass found them.
    pub fn name_openings(&mut self, ids: impl ExactSizeIterator<Item = u16>) {
        let mut names: HashMap<u16, u32> = HashMap::new();
        let given = Field::Opening as usize;
        let strings = &mut self.strings;
        let mut ids = ids.enumerate();
        self.games.update(0..ids.len(), |g, game| {
            let (i, id) = ids.next().expect("as many as the range");
            debug_assert_eq!(i, g);
            if id == u16::MAX || !strings.text(game.fields[given]).is_empty() {
                return;
            }
            game.opening = *names
                .entry(id)
                .or_insert_with(|| strings.intern(&crate::chess::openings::by_id(id).to_string()));
        });
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
    /// old.name_openings([0, 1].into_iter());
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
        let key = |strings: &Strings, game: &Game| {
            let field = |f: Field| strings.text(game.fields[f as usize]).to_owned();
            (
                field(Field::White),
                field(Field::Black),
                field(Field::Event),
                field(Field::Date),
                field(Field::Result),
                game.tags,
                game.len,
            )
        };
        let mut named: HashMap<_, String> = HashMap::new();
        let mut reader = old.games.reader();
        for g in 0..old.len() {
            let game = reader.get(g);
            if old.strings.text(game.fields[given]).is_empty() {
                named
                    .entry(key(&old.strings, &game))
                    .or_insert_with(|| old.strings.text(game.opening).to_owned());
            }
        }
        let strings = &mut self.strings;
        self.games.update(0..usize::MAX, |_, game| {
            if !strings.text(game.fields[given]).is_empty() {
                return;
            }
            if let Some(name) = named.get(&key(strings, game)) {
                game.opening = strings.intern(name);
            }
        });
    }

    /// Where every `every`-th game starts in the file (games 0, `every`,
    /// 2 × `every`, …), in order: how a job splits the file in runs at
    /// games' starts without a copy of them all.
    ///
    /// ```
    /// use rookery::chess::{game_list::GameTable, pgn::Indexer};
    /// let file = "[White \"A\"]\n\n1. e4 *\n\n".repeat(5);
    /// let mut table = GameTable::new();
    /// for entry in Indexer::new(file.as_bytes()) {
    ///     table.push(&entry.unwrap());
    /// }
    /// assert_eq!(table.starts_every(2), [0, 44, 88]);
    /// assert_eq!(table.starts_every(1), [0, 22, 44, 66, 88]);
    /// ```
    pub fn starts_every(&self, every: usize) -> Vec<u64> {
        // One game read at a time: a few thousand of millions, not every
        // page of them.
        (0..self.len())
            .step_by(every.max(1))
            .filter_map(|g| Some(self.games.get(g)?.start))
            .collect()
    }

    /// The starts a job on other threads splits the file by (those of
    /// about 4,096 games spread over it, [`GameTable::starts_every`]), and
    /// how many games apart they are.
    pub fn starts_for_runs(&self) -> (Vec<u64>, usize) {
        let every = self.len().div_ceil(4096).max(1);
        (self.starts_every(every), every)
    }

    /// How many games there are.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Game `index` (from 0).
    pub fn get(&self, index: usize) -> Option<GameRow<'_>> {
        let game = self.games.get(index)?;
        Some(GameRow {
            table: self,
            index,
            game,
        })
    }

    /// Games `range` one after another (those of a page in the file read
    /// from it once).
    pub fn rows(&self, range: Range<usize>) -> impl Iterator<Item = GameRow<'_>> {
        let mut reader = self.games.reader();
        (range.start..range.end.min(self.len())).map(move |index| GameRow {
            table: self,
            index,
            game: reader.get(index),
        })
    }

    /// The bytes of each of `games` (indices; those past the table left
    /// out), read through one reader: games in file order read a page of
    /// the table's file once.
    pub fn ranges_of(&self, games: &[u32]) -> Vec<(u32, Range<u64>)> {
        let mut reader = self.games.reader();
        games
            .iter()
            .filter(|&&g| (g as usize) < self.len())
            .map(|&g| {
                let game = reader.get(g as usize);
                (g, game.start..game.start + u64::from(game.len))
            })
            .collect()
    }

    /// A reader of games' numbers one after another.
    pub(super) fn reader(&self) -> Reader<'_> {
        self.games.reader()
    }

    /// The games' bytes moved: game `index` now spans `range`, and every
    /// game after it moved by `delta` bytes (a game written back into its
    /// file).
    pub fn replace_range(&mut self, index: usize, range: Range<u64>, delta: i64) {
        if index >= self.len() {
            return;
        }
        self.games.update(index..usize::MAX, |g, game| {
            if g == index {
                game.start = range.start;
                game.len = (range.end - range.start).min(u64::from(u32::MAX)) as u32;
            } else {
                game.start = (game.start as i64 + delta).max(0) as u64;
            }
        });
    }

    /// The memory the table holds, roughly, in bytes.
    pub fn heap_bytes(&self) -> usize {
        self.strings.heap_bytes() + self.games.heap_bytes() + self.errors.len() * 64
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
        self.table.strings.text(self.game.fields[field as usize])
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
        self.table.strings.text(self.game.opening)
    }

    /// The event.
    pub fn event(&self) -> &'a str {
        self.get(Field::Event)
    }

    /// White's and Black's Elo.
    pub fn elo(&self) -> [Option<u16>; 2] {
        self.game.elo.map(|e| (e > 0).then_some(e))
    }

    /// How many mainline half-moves it has.
    pub fn plies(&self) -> u32 {
        self.game.plies
    }

    /// How many tag pairs it has.
    pub fn tags(&self) -> u32 {
        u32::from(self.game.tags)
    }

    /// Its bytes in the file.
    pub fn range(&self) -> Range<u64> {
        self.game.start..self.game.start + u64::from(self.game.len)
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
