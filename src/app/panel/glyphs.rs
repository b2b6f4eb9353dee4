//! Glyphs (NAGs) as the panel shows them: the symbol if the font has it,
//! and what each means, for tooltips.

use bevy_egui::egui;

use crate::chess::pgn::{nag_ascii, nag_glyph};

/// What a glyph means, for its tooltip.
pub(super) fn glyph_name(nag: u8) -> &'static str {
    match nag {
        1 => "Good move",
        2 => "Mistake",
        3 => "Brilliant move",
        4 => "Blunder",
        5 => "Interesting move",
        6 => "Dubious move",
        10 => "Equal position",
        13 => "Unclear position",
        14 => "White is slightly better",
        15 => "Black is slightly better",
        16 => "White is better",
        17 => "Black is better",
        18 => "White is winning",
        19 => "Black is winning",
        146 => "Novelty",
        32 => "Development",
        36 => "Initiative",
        40 => "Attack",
        132 => "Counterplay",
        138 => "Time trouble",
        44 => "With compensation",
        140 => "With the idea",
        22 => "Zugzwang",
        _ => "",
    }
}

/// A NAG as the panel's font can draw it: its symbol, a plain-text form, or
/// `$n`.
pub(super) fn nag_shown(ui: &egui::Ui, nag: u8) -> String {
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    match nag_glyph(nag) {
        Some(glyph) if ui.ctx().fonts_mut(|f| f.has_glyphs(&font, glyph)) => glyph.to_owned(),
        glyph => nag_ascii(nag)
            .or(glyph)
            .map_or_else(|| format!("${nag}"), str::to_owned),
    }
}
