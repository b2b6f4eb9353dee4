//! How numeric annotation glyphs read: `$1` is `!`, `$16` is `±`. One
//! table says it, for showing a NAG ([`nag_glyph`], [`nag_ascii`]) and for
//! reading a symbol written on its own in a file ([`symbol_nag`]).

/// One row of the table: NAGs that print alike.
#[derive(Debug, Clone, Copy)]
struct NagRow {
    /// The first and last NAG of the row.
    nags: (u8, u8),
    /// The symbol chess books print.
    glyph: &'static str,
    /// Its plain-text form, for fonts without the symbol.
    ascii: Option<&'static str>,
    /// Other spellings files use for it.
    also: &'static [&'static str],
    /// The row is White's NAG and Black's (`$22` and `$23`, zugzwang): a
    /// symbol alone does not say whose, so it is not read as either.
    sides: bool,
}

const fn row(nags: (u8, u8), glyph: &'static str, ascii: Option<&'static str>) -> NagRow {
    NagRow {
        nags,
        glyph,
        ascii,
        also: &[],
        sides: false,
    }
}

const fn sides(nags: (u8, u8), glyph: &'static str, ascii: &'static str) -> NagRow {
    NagRow {
        sides: true,
        ..row(nags, glyph, Some(ascii))
    }
}

const fn also(mut r: NagRow, spellings: &'static [&'static str]) -> NagRow {
    r.also = spellings;
    r
}

/// The NAGs with a common symbol (the PGN standard's numbering, the symbols
/// of chess books and ChessBase). A symbol read alone means the first row
/// that spells it.
const TABLE: &[NagRow] = &[
    row((1, 1), "!", None),
    row((2, 2), "?", None),
    row((3, 3), "!!", None),
    row((4, 4), "??", None),
    row((5, 5), "!?", None),
    row((6, 6), "?!", None),
    row((7, 8), "□", Some("[]")),
    row((10, 12), "=", None),
    row((13, 13), "∞", Some("~")),
    also(row((14, 14), "⩲", Some("+=")), &["+/="]),
    also(row((15, 15), "⩱", Some("=+")), &["=/+"]),
    row((16, 16), "±", Some("+/-")),
    row((17, 17), "∓", Some("-/+")),
    row((18, 18), "+−", Some("+-")),
    row((19, 19), "−+", Some("-+")),
    row((20, 20), "+−−", Some("+--")),
    row((21, 21), "−−+", Some("--+")),
    sides((22, 23), "⨀", "zz"),
    sides((32, 33), "⟳", "@"),
    sides((36, 37), "↑", "^"),
    sides((40, 41), "→", "->"),
    also(sides((44, 45), "=/∞", "=/~"), &["∞/="]),
    sides((132, 133), "⇆", "<=>"),
    sides((138, 139), "⊕", "(+)"),
    also(row((140, 140), "∆", Some("/\\")), &["Δ"]),
    row((142, 142), "⌓", Some("(.)")),
    row((145, 145), "RR", None),
    also(row((146, 146), "N", None), &["TN"]),
];

fn row_of(nag: u8) -> Option<&'static NagRow> {
    TABLE.iter().find(|r| (r.nags.0..=r.nags.1).contains(&nag))
}

/// The symbol of a NAG, as chess books print it, or `None` for a NAG with
/// no common symbol (shown as `$n`).
///
/// ```
/// use rookery::chess::pgn::{nag_glyph, nag_is_move_assessment};
/// assert_eq!(nag_glyph(1), Some("!"));
/// assert_eq!(nag_glyph(16), Some("±"));
/// assert_eq!(nag_glyph(36), Some("↑"));
/// assert_eq!(nag_glyph(250), None);
/// assert!(nag_is_move_assessment(4) && !nag_is_move_assessment(16));
/// ```
pub fn nag_glyph(nag: u8) -> Option<&'static str> {
    row_of(nag).map(|r| r.glyph)
}

/// The plain-text form of a NAG's symbol, for fonts without the symbol
/// (`+=` for `⩲`), or `None` when the symbol is plain already or unknown.
///
/// ```
/// assert_eq!(rookery::chess::pgn::nag_ascii(14), Some("+="));
/// assert_eq!(rookery::chess::pgn::nag_ascii(1), None);
/// ```
pub fn nag_ascii(nag: u8) -> Option<&'static str> {
    row_of(nag)?.ascii
}

/// Whether a NAG judges the move (`!`, `?` …: printed right after it)
/// rather than the position (`±`, `=` …: printed apart).
pub fn nag_is_move_assessment(nag: u8) -> bool {
    (1..=9).contains(&nag)
}

/// A NAG as text: its symbol, or `$n`.
pub fn nag_text(nag: u8) -> String {
    nag_glyph(nag).map_or_else(|| format!("${nag}"), str::to_owned)
}

/// The NAG an annotation symbol written on its own stands for (ChessBase
/// and Informator style: `±` or `+/-` is `$16`). A symbol both sides' NAGs
/// share (`→`, White's or Black's attack) is not read: `None`, and the
/// reader keeps it as a comment.
///
/// ```
/// use rookery::chess::pgn::symbol_nag;
/// assert_eq!(symbol_nag("+/-"), Some(16));
/// assert_eq!(symbol_nag("TN"), Some(146));
/// assert_eq!(symbol_nag("→"), None);
/// ```
pub fn symbol_nag(symbol: &str) -> Option<u8> {
    let row = row_spelled(symbol)?;
    (!row.sides).then_some(row.nags.0)
}

/// Whether the table spells this symbol (read as a NAG or not): `zz` is an
/// annotation, not a misspelt move.
pub(crate) fn is_annotation_symbol(symbol: &str) -> bool {
    row_spelled(symbol).is_some()
}

/// The first row that spells a symbol.
fn row_spelled(symbol: &str) -> Option<&'static NagRow> {
    TABLE
        .iter()
        .find(|r| r.glyph == symbol || r.ascii == Some(symbol) || r.also.contains(&symbol))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symbol_read_alone_prints_as_itself() {
        for row in TABLE {
            let spellings = [row.glyph]
                .into_iter()
                .chain(row.ascii)
                .chain(row.also.iter().copied());
            for symbol in spellings {
                match symbol_nag(symbol) {
                    Some(nag) => assert_eq!(nag_glyph(nag), Some(row.glyph), "{symbol}"),
                    None => assert!(row.sides, "{symbol} is not read"),
                }
            }
        }
    }

    #[test]
    fn rows_do_not_overlap_and_each_nag_has_one_symbol() {
        for (i, a) in TABLE.iter().enumerate() {
            assert!(a.nags.0 <= a.nags.1);
            for b in &TABLE[i + 1..] {
                assert!(a.nags.1 < b.nags.0, "{:?} and {:?} overlap", a.nags, b.nags);
            }
        }
        assert_eq!(
            [7, 8, 10, 11, 12, 22, 23, 37, 41, 145].map(nag_glyph),
            [
                Some("□"),
                Some("□"),
                Some("="),
                Some("="),
                Some("="),
                Some("⨀"),
                Some("⨀"),
                Some("↑"),
                Some("→"),
                Some("RR")
            ]
        );
        assert_eq!([9, 24, 141, 147].map(nag_glyph), [None; 4]);
        // The first row that spells a symbol is the one it reads as.
        assert_eq!(symbol_nag("="), Some(10));
        assert_eq!(symbol_nag("[]"), Some(7));
        assert_eq!(symbol_nag("zz"), None);
    }
}
