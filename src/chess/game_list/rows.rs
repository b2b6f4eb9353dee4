//! The rows a list shows. With no search and in the file's order (the list
//! as opened) they are every game, held as a count: a list of ten million
//! games keeps no number per game for them. A search, a sort by another
//! column or the games reaching a position lists them one by one.

/// The rows a [`super::ListView`] holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Shown {
    /// Every game of the table, first to last or last to first.
    Every { len: usize, descending: bool },
    /// These games (indices into the table), in the order shown.
    Listed(Vec<u32>),
}

impl Default for Shown {
    fn default() -> Shown {
        Shown::Every {
            len: 0,
            descending: false,
        }
    }
}

impl Shown {
    pub(super) fn rows(&self) -> Rows<'_> {
        Rows(match self {
            Shown::Every { len, descending } => Inner::Every {
                len: *len,
                descending: *descending,
            },
            Shown::Listed(rows) => Inner::Listed(rows),
        })
    }
}

/// The games a list shows, in order, as indices into its table: the row
/// at `i` with [`Rows::get`], how many with [`Rows::len`].
///
/// ```
/// use rookery::{chess::game_list::{Column, GameTable, ListView}, chess::pgn::Indexer};
///
/// let pgn: String = ["Tal", "Anand", "Tal"]
///     .map(|white| format!("[White \"{white}\"]\n\n1. e4 *\n\n"))
///     .concat();
/// let mut table = GameTable::new();
/// for entry in Indexer::new(pgn.as_bytes()) {
///     table.push(&entry.unwrap());
/// }
/// let mut view = ListView::sorted(Column::Number, true);
/// view.refresh(&table);
/// assert_eq!((view.rows().len(), view.rows().get(0), view.rows().get(3)), (3, Some(2), None));
/// assert_eq!(view.rows().iter().collect::<Vec<_>>(), [2, 1, 0]);
/// view.query = "tal".into();
/// view.refresh(&table);
/// assert_eq!(view.rows(), [2, 0]);
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Rows<'a>(Inner<'a>);

#[derive(Debug, Clone, Copy)]
enum Inner<'a> {
    Every { len: usize, descending: bool },
    Listed(&'a [u32]),
}

impl Rows<'_> {
    /// How many rows.
    pub fn len(&self) -> usize {
        match self.0 {
            Inner::Every { len, .. } => len,
            Inner::Listed(rows) => rows.len(),
        }
    }

    /// Whether there is no row.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The game shown in row `i`, if there is one.
    pub fn get(&self, i: usize) -> Option<u32> {
        match self.0 {
            // A table holds fewer than 2^32 games (its indices are `u32`).
            Inner::Every { len, descending } if i < len => {
                Some(if descending { len - 1 - i } else { i } as u32)
            }
            Inner::Every { .. } => None,
            Inner::Listed(rows) => rows.get(i).copied(),
        }
    }

    /// The games shown, in order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = u32> + ExactSizeIterator + '_ {
        let rows = *self;
        (0..self.len()).map(move |i| rows.get(i).expect("i < len"))
    }

    /// The games shown, in order, in a vector.
    pub fn to_vec(&self) -> Vec<u32> {
        match self.0 {
            Inner::Listed(rows) => rows.to_vec(),
            Inner::Every { .. } => self.iter().collect(),
        }
    }
}

impl<'a> From<&'a [u32]> for Rows<'a> {
    /// These games, in this order.
    fn from(rows: &'a [u32]) -> Rows<'a> {
        Rows(Inner::Listed(rows))
    }
}

impl PartialEq<[u32]> for Rows<'_> {
    fn eq(&self, other: &[u32]) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter().copied())
    }
}

impl<const N: usize> PartialEq<[u32; N]> for Rows<'_> {
    fn eq(&self, other: &[u32; N]) -> bool {
        *self == other[..]
    }
}

impl PartialEq<Vec<u32>> for Rows<'_> {
    fn eq(&self, other: &Vec<u32>) -> bool {
        *self == other[..]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_counted_not_listed_and_reads_as_a_list_would() {
        let up = Shown::Every {
            len: 4,
            descending: false,
        };
        let down = Shown::Every {
            len: 4,
            descending: true,
        };
        let listed = Shown::Listed(vec![3, 2, 1, 0]);
        assert_eq!(up.rows(), [0, 1, 2, 3]);
        assert_eq!(down.rows(), [3, 2, 1, 0]);
        assert_eq!(down.rows(), listed.rows().to_vec());
        assert_eq!(
            (down.rows().get(0), down.rows().get(3), down.rows().get(4)),
            (Some(3), Some(0), None)
        );
        assert_eq!(up.rows().iter().rev().collect::<Vec<_>>(), [3, 2, 1, 0]);
        assert!(Shown::default().rows().is_empty());
        assert!(up.rows() != [0, 1, 2]);
        assert!(listed.rows() != [3, 2, 1, 1]);
    }
}
