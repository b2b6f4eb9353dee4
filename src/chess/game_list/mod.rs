//! The game list of a file with many games, pure: the games held compactly
//! ([`GameTable`]), the search ([`GameQuery`]) and the sort by any column
//! ([`Column`]), and [`ListView`], which keeps the rows shown in step with
//! all three as the file is read and the player types. A search or a sort
//! of 1,500,000 games takes milliseconds (`examples/list_bench.rs`), so the
//! app runs them between frames.
//!
//! ```
//! use rookery::{chess::game_list::{Column, GameTable, ListView}, chess::pgn::Indexer};
//!
//! let pgn = "[White \"Réti\"]\n[Black \"Tal\"]\n\n1. Nf3 *\n\n[White \"Tal\"]\n\n1. e4 *\n";
//! let mut table = GameTable::new();
//! for entry in Indexer::new(pgn.as_bytes()) {
//!     table.push(&entry.unwrap());
//! }
//! let mut view = ListView::default();
//! view.query = "reti".into();
//! view.refresh(&table);
//! assert_eq!(view.rows(), [0]);
//! view.query.clear();
//! view.sort = Some((Column::White, false));
//! view.refresh(&table);
//! assert_eq!(view.rows(), [0, 1]);
//! ```

mod fold;
mod kept;
mod paged;
mod query;
mod rows;
mod table;

pub use fold::fold;
pub use kept::{read_kept, read_kept_joined, write_kept, write_kept_start};
pub use paged::spill_into;
pub use query::GameQuery;
pub use rows::Rows;
pub use table::{GameRow, GameTable};

use crate::chess::pgn::Field;

/// The game list's columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Column {
    /// The game's number in the file.
    Number,
    /// White's name.
    White,
    /// White's Elo rating.
    WhiteElo,
    /// Black's name.
    Black,
    /// Black's Elo rating.
    BlackElo,
    /// The result.
    Result,
    /// The date.
    Date,
    /// The event.
    Event,
    /// The opening.
    Opening,
    /// The number of moves.
    Moves,
}

impl Column {
    /// Every column, left to right.
    pub const ALL: [Column; 10] = [
        Column::Number,
        Column::White,
        Column::WhiteElo,
        Column::Black,
        Column::BlackElo,
        Column::Result,
        Column::Date,
        Column::Event,
        Column::Opening,
        Column::Moves,
    ];

    /// The heading.
    pub fn title(self) -> &'static str {
        match self {
            Column::Number => "#",
            Column::White => "White",
            Column::Black => "Black",
            Column::Result => "Result",
            Column::Date => "Date",
            Column::Event => "Event",
            Column::Opening => "Opening",
            Column::WhiteElo | Column::BlackElo => "Elo",
            Column::Moves => "Moves",
        }
    }

    /// The id of its heading's message (`column-white`); none for `#`.
    pub fn title_id(self) -> Option<&'static str> {
        match self {
            Column::Number => None,
            Column::White => Some("column-white"),
            Column::Black => Some("column-black"),
            Column::Result => Some("column-result"),
            Column::Date => Some("column-date"),
            Column::Event => Some("column-event"),
            Column::Opening => Some("column-opening"),
            Column::WhiteElo | Column::BlackElo => Some("column-elo"),
            Column::Moves => Some("column-moves"),
        }
    }

    /// The tag a text column shows.
    fn field(self) -> Option<Field> {
        match self {
            Column::White => Some(Field::White),
            Column::Black => Some(Field::Black),
            Column::Result => Some(Field::Result),
            Column::Date => Some(Field::Date),
            Column::Event => Some(Field::Event),
            _ => None,
        }
    }
}

/// The ranks of a table's distinct strings in text order (case and accents
/// set aside, then as written), computed once per table size.
#[derive(Debug, Clone, Default)]
struct Ranks {
    of: Vec<u32>,
}

impl Ranks {
    fn follow(&mut self, table: &GameTable) {
        let strings = &table.strings;
        if self.of.len() == strings.len() {
            return;
        }
        let mut ids: Vec<u32> = (0..strings.len() as u32).collect();
        ids.sort_unstable_by(|&a, &b| {
            strings
                .folded(a)
                .cmp(strings.folded(b))
                .then_with(|| strings.text(a).cmp(strings.text(b)))
        });
        self.of = vec![0; ids.len()];
        for (rank, id) in ids.into_iter().enumerate() {
            self.of[id as usize] = rank as u32;
        }
    }
}

/// Sorts rows (indices into `table`) by a column other than the number:
/// games with nothing in it last whichever the direction, ties in file
/// order.
fn sort_rows(
    table: &GameTable,
    ranks: &mut Ranks,
    rows: &mut Vec<u32>,
    column: Column,
    descending: bool,
) {
    if column.field().is_some() || column == Column::Opening {
        ranks.follow(table);
    }
    // One number per row: missing, then the column's value (turned over
    // for descending), then the row's index; one sort of plain numbers.
    // The rows come in file order (a search's or the games reaching a
    // position), so a page of games in the table's file is read once.
    let mut reader = table.reader();
    let mut keys: Vec<u64> = rows
        .iter()
        .map(|&row| {
            let game = reader.get(row as usize);
            let (missing, value) = match column {
                Column::WhiteElo | Column::BlackElo => {
                    let elo = game.elo[usize::from(column == Column::BlackElo)];
                    (elo == 0, u32::from(elo))
                }
                Column::Moves => (false, game.plies),
                Column::Opening => {
                    let id = game.opening;
                    (table.strings.text(id).is_empty(), ranks.of[id as usize])
                }
                _ => {
                    let field = column.field().expect("a text column");
                    let id = game.fields[field as usize];
                    (table.strings.text(id).is_empty(), ranks.of[id as usize])
                }
            };
            let value = if descending { u32::MAX - value } else { value };
            (u64::from(missing) << 63) | (u64::from(value) << 31) | u64::from(row)
        })
        .collect();
    keys.sort_unstable();
    rows.clear();
    rows.extend(keys.into_iter().map(|k| (k & 0x7fff_ffff) as u32));
}

/// The indices of the games a query matches, sorted by a column.
pub fn filter_and_sort(
    table: &GameTable,
    query: &GameQuery,
    column: Column,
    descending: bool,
) -> Vec<u32> {
    let mut view = ListView::sorted(column, descending);
    view.query = query.words().join(" ");
    view.refresh(table);
    view.rows().to_vec()
}

/// The rows a list shows: its search and sort, and the games that match,
/// in order. [`ListView::refresh`] follows the table as it grows, the
/// search and the sort.
#[derive(Debug, Clone, Default)]
pub struct ListView {
    /// The search typed.
    pub query: String,
    /// The column sorted by and whether descending; `None` is file order.
    pub sort: Option<(Column, bool)>,
    rows: rows::Shown,
    /// When set, only these games are shown (indices, in order): the games
    /// reaching a position.
    within: Option<std::sync::Arc<[u32]>>,
    matcher: Option<query::Matcher>,
    ranks: Ranks,
    /// The sort and how many games the rows were computed from.
    seen: Option<(Option<(Column, bool)>, usize)>,
}

impl ListView {
    /// A list sorted by a column, with no search.
    pub fn sorted(column: Column, descending: bool) -> ListView {
        ListView {
            sort: Some((column, descending)),
            ..ListView::default()
        }
    }

    /// The games shown, as indices into the table.
    pub fn rows(&self) -> Rows<'_> {
        self.rows.rows()
    }

    /// Shows only these games (indices into the table, in order), or
    /// every game again.
    pub fn set_within(&mut self, games: Option<std::sync::Arc<[u32]>>) {
        self.within = games;
        self.seen = None;
    }

    /// Computes the rows again at the next refresh (the games' openings
    /// were named).
    pub fn invalidate(&mut self) {
        self.seen = None;
    }

    /// The games the list is kept to, if it is.
    pub fn within(&self) -> Option<&[u32]> {
        self.within.as_deref()
    }

    /// The games of `range` that match the search and lie within the
    /// games the list is kept to.
    fn matching(
        matcher: &mut query::Matcher,
        within: Option<&[u32]>,
        table: &GameTable,
        range: std::ops::Range<usize>,
    ) -> Vec<u32> {
        let mut rows = matcher.matching(table, range);
        if let Some(within) = within {
            rows.retain(|g| within.binary_search(g).is_ok());
        }
        rows
    }

    /// Brings the rows up to date; whether they changed. Games added in
    /// file order are only matched and appended.
    pub fn refresh(&mut self, table: &GameTable) -> bool {
        self.refresh_growing(table, true)
    }

    /// As [`ListView::refresh`]; but while a file is still being read, a
    /// list sorted by another column may wait for more games before it is
    /// sorted again (`sort_growth` false: the rows stay as they are until a
    /// later call). A new search or sort is always carried out.
    pub fn refresh_growing(&mut self, table: &GameTable, sort_growth: bool) -> bool {
        let file_order = matches!(self.sort, None | Some((Column::Number, false)));
        let only_grown = self
            .seen
            .is_some_and(|(sort, n)| sort == self.sort && n < table.len())
            && self
                .matcher
                .as_ref()
                .is_some_and(|m| *m.query() == GameQuery::new(&self.query));
        if !sort_growth && !file_order && only_grown {
            return false;
        }
        let query = GameQuery::new(&self.query);
        let same_query = self.matcher.as_ref().is_some_and(|m| *m.query() == query);
        if !same_query {
            self.matcher = Some(query::Matcher::new(query));
            self.seen = None;
        }
        let matcher = self.matcher.as_mut().expect("set above");
        let file_order = matches!(self.sort, None | Some((Column::Number, false)));
        // With no search and no games to keep to, the file's order is
        // every game: a count, no number per game.
        let every = matcher.query().is_empty() && self.within.is_none();
        match self.seen {
            Some((sort, n)) if sort == self.sort && n == table.len() => false,
            Some((sort, n)) if sort == self.sort && file_order && n < table.len() => {
                match &mut self.rows {
                    rows::Shown::Every { len, .. } => *len = table.len(),
                    rows::Shown::Listed(rows) => {
                        let within = self.within.as_deref();
                        rows.extend(Self::matching(matcher, within, table, n..table.len()));
                    }
                }
                self.seen = Some((self.sort, table.len()));
                true
            }
            _ => {
                let (column, descending) = self.sort.unwrap_or((Column::Number, false));
                self.rows = if column == Column::Number && every {
                    rows::Shown::Every {
                        len: table.len(),
                        descending,
                    }
                } else {
                    let within = self.within.as_deref();
                    let mut rows = Self::matching(matcher, within, table, 0..table.len());
                    if column != Column::Number {
                        sort_rows(table, &mut self.ranks, &mut rows, column, descending);
                    } else if descending {
                        rows.reverse();
                    }
                    rows::Shown::Listed(rows)
                };
                self.seen = Some((self.sort, table.len()));
                true
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::pgn::Indexer;

    fn table_of(whites: &[&str]) -> GameTable {
        let mut pgn = String::new();
        for white in whites {
            pgn.push_str(&format!("[White \"{white}\"]\n\n1. e4 *\n\n"));
        }
        let mut table = GameTable::new();
        for entry in Indexer::new(pgn.as_bytes()) {
            table.push(&entry.unwrap());
        }
        table
    }

    #[test]
    fn a_sorted_list_waits_while_the_file_grows_but_a_new_search_does_not() {
        let mut view = ListView::sorted(Column::White, false);
        view.refresh(&table_of(&["Tal", "Anand"]));
        assert_eq!(view.rows(), [1, 0]);
        let grown = table_of(&["Tal", "Anand", "Botvinnik"]);
        // More games while reading: the sorted rows wait.
        assert!(!view.refresh_growing(&grown, false));
        assert_eq!(view.rows(), [1, 0]);
        // A new search is carried out at once, on every game so far.
        view.query = "b".into();
        assert!(view.refresh_growing(&grown, false));
        assert_eq!(view.rows(), [2]);
        view.query.clear();
        assert!(view.refresh_growing(&grown, true));
        assert_eq!(view.rows(), [1, 2, 0]);
        // In the file's order, growth is appended at once.
        let mut plain = ListView::default();
        plain.refresh(&table_of(&["Tal"]));
        assert!(plain.refresh_growing(&grown, false));
        assert_eq!(plain.rows(), [0, 1, 2]);
    }

    #[test]
    fn every_game_in_either_order_is_a_count_and_a_search_lists_its_games() {
        use rows::Shown::{Every, Listed};
        let table = table_of(&["Tal", "Anand", "Tal Shaked"]);
        let mut view = ListView::default();
        let shown = |view: &mut ListView| {
            view.refresh(&table);
            view.rows.clone()
        };
        let every = |descending| Every { len: 3, descending };
        assert_eq!(shown(&mut view), every(false));
        view.sort = Some((Column::Number, true));
        assert_eq!(shown(&mut view), every(true));
        assert_eq!(view.rows(), [2, 1, 0]);
        view.query = "tal".into();
        assert_eq!(shown(&mut view), Listed(vec![2, 0]));
        // Kept to the games reaching a position, the rows are listed too.
        view.query.clear();
        view.set_within(Some(vec![1, 2].into()));
        assert_eq!(shown(&mut view), Listed(vec![2, 1]));
        view.set_within(None);
        view.sort = None;
        assert_eq!(shown(&mut view), every(false));
    }
}
