//! How numeric annotation glyphs read: `$1` is `!`, `$16` is `±`.

/// The symbol of a NAG, as chess books print it, or `None` for a NAG with
/// no common symbol (shown as `$n`).
///
/// ```
/// use rookery::pgn::{nag_glyph, nag_is_move_assessment};
/// assert_eq!(nag_glyph(1), Some("!"));
/// assert_eq!(nag_glyph(16), Some("±"));
/// assert_eq!(nag_glyph(250), None);
/// assert!(nag_is_move_assessment(4) && !nag_is_move_assessment(16));
/// ```
pub fn nag_glyph(nag: u8) -> Option<&'static str> {
    Some(match nag {
        1 => "!",
        2 => "?",
        3 => "!!",
        4 => "??",
        5 => "!?",
        6 => "?!",
        7 => "□",
        8 => "□",
        10..=12 => "=",
        13 => "∞",
        14 => "⩲",
        15 => "⩱",
        16 => "±",
        17 => "∓",
        18 => "+−",
        19 => "−+",
        20 => "+−−",
        21 => "−−+",
        22 | 23 => "⨀",
        32 | 33 => "⟳",
        36 | 37 => "→",
        40 | 41 => "↑",
        44 | 45 => "=/∞",
        132 | 133 => "⇆",
        138 | 139 => "⊕",
        140 => "∆",
        142 => "⌓",
        145 => "RR",
        146 => "N",
        _ => return None,
    })
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

/// The plain-text form of a NAG's symbol, for fonts without the symbol
/// (`+=` for `⩲`), or `None` when the symbol is plain already or unknown.
///
/// ```
/// assert_eq!(rookery::pgn::nag_ascii(14), Some("+="));
/// assert_eq!(rookery::pgn::nag_ascii(1), None);
/// ```
pub fn nag_ascii(nag: u8) -> Option<&'static str> {
    Some(match nag {
        7 | 8 => "[]",
        13 => "~",
        14 => "+=",
        15 => "=+",
        16 => "+/-",
        17 => "-/+",
        18 => "+-",
        19 => "-+",
        20 => "+--",
        21 => "--+",
        22 | 23 => "zz",
        32 | 33 => "@",
        36 | 37 => "->",
        40 | 41 => "^",
        44 | 45 => "=/~",
        132 | 133 => "<=>",
        138 | 139 => "(+)",
        140 => "/\\",
        142 => "(.)",
        _ => return None,
    })
}
