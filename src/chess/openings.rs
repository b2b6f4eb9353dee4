//! Opening names, from lichess's chess-openings table (CC0, embedded):
//! a line is named by the deepest named *position* it reaches within its
//! first 40 plies, so a transposition finds its name; positions are
//! compared without move counters (by the same key as repetitions).

use std::sync::OnceLock;

use nohash_hasher::IntMap;
use shakmaty::{Chess, Position, san::San};

use crate::chess::game::{Game, RepetitionKey, ViewCursor};

/// How deep a line is looked at.
pub const MAX_PLIES: usize = 40;

/// A named opening.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Opening {
    /// Its ECO code (`B90`).
    pub eco: &'static str,
    /// Its name (`Sicilian Defense: Najdorf Variation`).
    pub name: &'static str,
}

impl std::fmt::Display for Opening {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.eco, self.name)
    }
}

const TABLES: [&str; 5] = [
    include_str!("../../assets/openings/a.tsv"),
    include_str!("../../assets/openings/b.tsv"),
    include_str!("../../assets/openings/c.tsv"),
    include_str!("../../assets/openings/d.tsv"),
    include_str!("../../assets/openings/e.tsv"),
];

/// The named positions: each position's key (a zobrist hash, used as is)
/// to its opening's place in `names`.
struct Table {
    ids: IntMap<u64, u16>,
    /// A bit per value of a key's low 16 bits, set where a named position's
    /// key has them: most positions a database's games reach are named by
    /// none, and this 8 KB answers for them without the map.
    maybe: Box<[u64; 1024]>,
    names: Vec<Opening>,
}

/// Every named position, built once: each row's moves played from the
/// start; where several rows reach one position, the first names it.
fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = Table {
            ids: IntMap::default(),
            maybe: Box::new([0; 1024]),
            names: Vec::with_capacity(4096),
        };
        for text in TABLES {
            for row in text.lines().skip(1) {
                let mut fields = row.split('\t');
                let (Some(eco), Some(name), Some(pgn)) =
                    (fields.next(), fields.next(), fields.next())
                else {
                    continue;
                };
                if let Some(position) = play(pgn) {
                    let next = table.names.len() as u16;
                    let key = RepetitionKey::of(&position).0;
                    table.maybe[maybe_slot(key)] |= maybe_bit(key);
                    let id = *table.ids.entry(key).or_insert(next);
                    if id == next {
                        table.names.push(Opening { eco, name });
                    }
                }
            }
        }
        table
    })
}

/// The position after a row's moves (`1. e4 c5 2. Nf3`).
fn play(pgn: &str) -> Option<Chess> {
    let mut position = Chess::default();
    for word in pgn.split_whitespace() {
        if word.ends_with('.') {
            continue;
        }
        let m = word.parse::<San>().ok()?.to_move(&position).ok()?;
        position.play_unchecked(m);
    }
    Some(position)
}

/// The name of a position, if the table names it.
pub fn named(position: &Chess) -> Option<Opening> {
    id_of(RepetitionKey::of(position)).map(by_id)
}

/// The id of a named position's opening (for tables of many games that
/// keep a small number per game), if the table names it.
pub fn id_of(key: RepetitionKey) -> Option<u16> {
    let table = table();
    if table.maybe[maybe_slot(key.0)] & maybe_bit(key.0) == 0 {
        return None;
    }
    table.ids.get(&key.0).copied()
}

/// Where a key's bit is in [`Table::maybe`]: its word, then the bit.
fn maybe_slot(key: u64) -> usize {
    (key >> 6) as usize & 1023
}

fn maybe_bit(key: u64) -> u64 {
    1 << (key & 63)
}

/// The opening of an id from [`id_of`].
///
/// # Panics
/// If the id was not given by [`id_of`].
pub fn by_id(id: u16) -> Opening {
    table().names[usize::from(id)]
}

/// The opening of a line: the deepest named position among its first
/// [`MAX_PLIES`] positions (keys), if any.
pub fn of_keys(keys: impl IntoIterator<Item = RepetitionKey>) -> Option<Opening> {
    keys.into_iter()
        .take(MAX_PLIES)
        .filter_map(id_of)
        .last()
        .map(by_id)
}

/// The opening of the line that leads to a cursor's position in a game
/// (from the standard start only: the table's lines all begin there). A
/// null move ends the line for its name, as it does for the explorer's
/// pass (no real game reaches what follows it).
pub fn of_line(game: &Game, cursor: &ViewCursor) -> Option<Opening> {
    if !game.starts_from_standard_position() {
        return None;
    }
    of_keys(
        game.line_to(cursor)
            .into_iter()
            .take_while(|ply| !ply.is_null())
            .map(|ply| ply.key),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_of_the_table_is_read() {
        let rows: usize = TABLES.iter().map(|t| t.lines().count() - 1).sum();
        assert_eq!(rows, 3807);
        // Rows that name one position twice count once.
        assert!(table().names.len() > 3000, "{}", table().names.len());
        assert_eq!(table().names.len(), table().ids.len());
        assert!(
            TABLES
                .iter()
                .flat_map(|t| t.lines().skip(1))
                .all(|row| { play(row.split('\t').nth(2).unwrap()).is_some() })
        );
    }
}
