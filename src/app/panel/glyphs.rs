//! Glyphs (NAGs) as the panel shows them: the symbol if the font has it,
//! and what each means, for tooltips.

use bevy_egui::egui;

use crate::chess::pgn::{nag_ascii, nag_glyph};

/// What a glyph means, for its tooltip, in the player's language (empty
/// for a glyph the panel does not offer).
pub(super) fn glyph_name(words: &crate::i18n::Words, nag: u8) -> String {
    const NAMED: [u8; 23] = [
        1, 2, 3, 4, 5, 6, 10, 13, 14, 15, 16, 17, 18, 19, 146, 32, 36, 40, 132, 138, 44, 140, 22,
    ];
    if NAMED.contains(&nag) {
        words.get(&format!("glyph-{nag}"))
    } else {
        String::new()
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
