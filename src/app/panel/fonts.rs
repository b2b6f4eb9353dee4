//! The panel's fonts: egui's own, then DejaVu Sans for what they lack
//! (arrows in comments, the chess figurines, Cyrillic and Greek names, the
//! replacement character) and a subset of Noto Sans Math for the
//! annotation glyphs ⩲ and ⩱. Both are embedded (their licences are beside
//! them in `assets/fonts/`), so a glyph never shows as a box.

use std::sync::Arc;

use bevy_egui::egui::{self, FontData, FontDefinitions, FontFamily};

const DEJAVU: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");
/// DejaVu Sans's ◻ and U+FFFD alone. egui draws a missing glyph with the
/// first face of a family that has ◻, and reports a glyph as missing when
/// it resolves to that face (so Hack's arrows, Hack having ◻, read as
/// missing): first in every family, this face owns nothing else.
const REPLACEMENT: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Replacement.ttf");
const NOTO_MATH: &[u8] = include_bytes!("../../../assets/fonts/NotoSansMath-Subset.ttf");

/// Adds the fallback fonts to every family.
pub(super) fn install(ctx: &egui::Context) {
    ctx.set_fonts(definitions());
}

/// egui's fonts with Rookery's fallbacks after them.
pub(super) fn definitions() -> FontDefinitions {
    let mut fonts = FontDefinitions::default();
    for (name, bytes) in [
        ("Replacement", REPLACEMENT),
        ("DejaVu Sans", DEJAVU),
        ("Noto Sans Math", NOTO_MATH),
    ] {
        fonts
            .font_data
            .insert(name.to_owned(), Arc::new(FontData::from_static(bytes)));
        for family in [FontFamily::Proportional, FontFamily::Monospace] {
            let list = fonts.families.entry(family).or_default();
            if name == "Replacement" {
                list.insert(0, name.to_owned());
            } else {
                list.push(name.to_owned());
            }
        }
    }
    fonts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_glyph_a_game_shows_has_a_font() {
        let ctx = egui::Context::default();
        ctx.set_fonts(definitions());
        // Fonts set take effect at the next pass.
        for _ in 0..2 {
            let mut output = ctx.run_ui(egui::RawInput::default(), |_| {});
            output.textures_delta.clear();
        }
        // (U+FFFD itself egui always calls missing: it is the face of
        // missing glyphs.)
        let text = "→←↑↓⇆⟳∞⩲⩱±∓−⨀∆□⊕♔♕♖♗♘♙♚♛♜♝♞♟éÉüöñŁńЧигоринΣ–—…½";
        for family in [FontFamily::Proportional, FontFamily::Monospace] {
            let font = egui::FontId::new(14.0, family.clone());
            for c in text.chars() {
                let found = ctx.fonts_mut(|f| f.has_glyphs(&font, &c.to_string()));
                assert!(found, "{c} ({:04X}) in {family:?}", c as u32);
            }
        }
    }
}
