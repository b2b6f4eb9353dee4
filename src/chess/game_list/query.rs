//! The game list's search: every word must begin a word of a player's
//! name, the event, the site or the opening, or be the year; case and accents do not
//! count. Each word is looked for once in the table's distinct strings, then
//! the games are matched by string id.

use super::{
    fold::fold,
    table::{GameTable, Strings},
};
use crate::chess::pgn::Field;

/// Whether a word of `folded` starts with `word` (both folded): `tal`
/// finds "mikhail tal" and "tal shaked", not "asztalos".
pub(crate) fn starts_a_word(folded: &str, word: &str) -> bool {
    if word.is_empty() {
        return true;
    }
    let bytes = folded.as_bytes();
    memchr::memmem::find_iter(bytes, word.as_bytes()).any(|i| {
        i == 0
            || folded[..i]
                .chars()
                .next_back()
                .is_some_and(|c| !c.is_alphanumeric())
    })
}

/// A search typed into the game list.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GameQuery {
    /// The words, folded.
    words: Vec<String>,
}

impl GameQuery {
    /// Reads the search box's text.
    pub fn new(text: &str) -> GameQuery {
        GameQuery {
            words: text.split_whitespace().map(fold).collect(),
        }
    }

    /// Whether the search is empty (every game matches).
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// The words, folded.
    pub fn words(&self) -> &[String] {
        &self.words
    }
}

/// A query prepared for one table: for each word, which distinct strings
/// it matches. It follows the table as games are added.
#[derive(Debug, Clone, Default)]
pub(super) struct Matcher {
    query: GameQuery,
    /// Per word: whether each string matches as a name, event or site.
    names: Vec<Vec<bool>>,
    /// Per word that is a year: whether each string is a date of that year.
    years: Vec<Option<Vec<bool>>>,
}

impl Matcher {
    pub(super) fn new(query: GameQuery) -> Matcher {
        let years = query
            .words
            .iter()
            .map(|w| (w.len() == 4 && w.bytes().all(|b| b.is_ascii_digit())).then(Vec::new))
            .collect();
        Matcher {
            names: vec![Vec::new(); query.words.len()],
            years,
            query,
        }
    }

    pub(super) fn query(&self) -> &GameQuery {
        &self.query
    }

    /// Looks at strings added to the table since the last call.
    fn follow(&mut self, strings: &Strings) {
        for (i, word) in self.query.words.iter().enumerate() {
            let names = &mut self.names[i];
            for id in names.len()..strings.len() {
                names.push(starts_a_word(strings.folded(id as u32), word));
            }
            if let Some(years) = &mut self.years[i] {
                for id in years.len()..strings.len() {
                    years.push(strings.text(id as u32).starts_with(word.as_str()));
                }
            }
        }
    }

    /// The games of `range` that match, in order.
    pub(super) fn matching(
        &mut self,
        table: &GameTable,
        range: std::ops::Range<usize>,
    ) -> Vec<u32> {
        if self.query.is_empty() {
            return (range.start as u32..range.end as u32).collect();
        }
        self.follow(&table.strings);
        let searched = [Field::White, Field::Black, Field::Event, Field::Site];
        let date = Field::Date as usize;
        let mut reader = table.reader();
        range
            .filter(|&g| {
                let game = reader.get(g);
                let (ids, opening) = (&game.fields, game.opening as usize);
                self.names.iter().zip(&self.years).all(|(names, years)| {
                    searched.iter().any(|f| names[ids[*f as usize] as usize])
                        || names[opening]
                        || years.as_ref().is_some_and(|y| y[ids[date] as usize])
                })
            })
            .map(|g| g as u32)
            .collect()
    }
}
