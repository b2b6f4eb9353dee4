//! The colours of Rookery, in one place: the board's squares and
//! highlights, the promotion chooser, the arrows and circles players draw,
//! and the panel's text, accents, banner and explorer bars. A theme is a
//! value of [`Theme`], chosen by the settings
//! ([`super::settings::PlayerSettings::colours`]); more can be offered by
//! adding values. Every text meets a contrast of 4.5:1 on what it stands
//! on (WCAG AA): [`Theme::text_pairs`] lists them, and a test checks each.

use bevy::prelude::*;
use bevy_egui::egui;

/// Every colour the board and the panel use.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Theme {
    /// Light squares.
    pub light: Color,
    /// Dark squares.
    pub dark: Color,
    /// The last move's two squares.
    pub last_move: Color,
    /// The selected piece's square.
    pub selected: Color,
    /// Dots and rings on legal destinations.
    pub target: Color,
    /// The square under a dragged piece.
    pub hover: Color,
    /// The glow under a king in check.
    pub check: Color,
    /// The shade over the board behind the promotion chooser.
    pub chooser_shade: Color,
    /// The disc behind each promotion choice.
    pub chooser_disc: Color,
    /// Behind the board and the panel.
    pub background: Color,
    /// The side to move, the running clock's dot, a legal position.
    pub accent: Color,
    /// The fill of the one button to press now (Start game, Accept, Save):
    /// the accent, dark enough for white words.
    pub accent_fill: Color,
    /// Clock digits when time is low.
    pub low_time: Color,
    /// The fill of a button that ends something (Resign).
    pub danger_fill: Color,
    /// The frame of the player to move.
    pub active_fill: Color,
    /// The frame of the player waiting.
    pub idle_fill: Color,
    /// Behind the running clock's digits.
    pub running_clock_fill: Color,
    /// Digits of the running clock.
    pub running_clock: Color,
    /// Digits of a clock that is not running.
    pub idle_clock: Color,
    /// The dot of the player who is not to move.
    pub idle_dot: Color,
    /// The status line once the game is over.
    pub result: Color,
    /// Messages about something refused.
    pub error: Color,
    /// The game-over banner's background.
    pub banner_fill: Color,
    /// The game-over banner's edge.
    pub banner_stroke: Color,
    /// The game-over banner's words.
    pub banner_text: Color,
    /// The game-over banner's result (`1-0`).
    pub banner_result: Color,
    /// The game-over banner's shadow.
    pub banner_shadow: Color,
    /// The panel's secondary words (move numbers, hints, the file's name).
    pub text_secondary: Color,
    /// The moves of a variation.
    pub variation_move: Color,
    /// A comment between the main line's moves.
    pub comment: Color,
    /// A comment inside a variation.
    pub variation_comment: Color,
    /// The words of the move shown in the list, on the selection's fill.
    pub selected_text: Color,
    /// The selection's fill (the move shown, a chosen row).
    pub selection: Color,
    /// A game with a reading error in the game list (⚠).
    pub warning: Color,
    /// The arrows and circles of each brush (green, red, blue, yellow).
    pub brushes: [Color; 4],
    /// The explorer's bar: White's wins, draws, Black's wins.
    pub score_fills: [Color; 3],
    /// The percentages on each part of the bar.
    pub score_texts: [Color; 3],
    /// The shade over the window while a file is dragged over it.
    pub overlay: Color,
    /// The words on that shade.
    pub overlay_text: Color,
    /// The engine's arrows: the best line's first move, the others'.
    pub engine_arrows: [Color; 2],
    /// Show threat's arrows: the best line's first move, then the others.
    pub threat_arrows: [Color; 2],
    /// The evaluation bar and graph: Black's part, White's part, and the
    /// graph's middle line.
    pub evaluation: [Color; 3],
    /// The graph's marks of an inaccuracy (?!), a mistake (?) and a blunder
    /// (??), lichess's colours.
    pub judgements: [Color; 3],
}

/// The panel's own background (egui's dark panels).
pub const PANEL_FILL: Color = Color::srgb_u8(27, 27, 27);
/// The panel's ordinary words (egui's dark text).
pub const PANEL_TEXT: Color = Color::srgb_u8(140, 140, 140);
/// A button's words and its background (egui's dark buttons).
pub const BUTTON_TEXT: Color = Color::srgb_u8(180, 180, 180);
/// A button's background.
pub const BUTTON_FILL: Color = Color::srgb_u8(60, 60, 60);
/// Strong words (a button to press now, the move shown's number).
pub const STRONG_TEXT: Color = Color::WHITE;

impl Theme {
    /// Brown and cream squares, green highlights: Rookery's first look.
    pub const BROWN: Theme = Theme {
        light: Color::srgb_u8(0xf0, 0xd9, 0xb5),
        dark: Color::srgb_u8(0xb5, 0x88, 0x63),
        last_move: Color::srgba(0.61, 0.78, 0.0, 0.41),
        selected: Color::srgba(0.08, 0.33, 0.12, 0.5),
        target: Color::srgba(0.08, 0.33, 0.12, 0.5),
        hover: Color::srgba(1.0, 1.0, 1.0, 0.35),
        check: Color::srgb(1.0, 0.0, 0.0),
        chooser_shade: Color::srgba(0.0, 0.0, 0.0, 0.45),
        chooser_disc: Color::srgb(0.93, 0.93, 0.93),
        background: Color::srgb_u8(0x26, 0x24, 0x21),
        accent: Color::srgb_u8(0x62, 0x99, 0x24),
        accent_fill: Color::srgb_u8(0x3f, 0x6e, 0x16),
        low_time: Color::srgb_u8(0xff, 0x8c, 0x82),
        danger_fill: Color::srgb_u8(0xa8, 0x2a, 0x22),
        active_fill: Color::srgb_u8(0x3a, 0x3f, 0x33),
        idle_fill: Color::srgb_u8(0x2e, 0x2d, 0x2b),
        running_clock_fill: Color::srgb_u8(0x2a, 0x46, 0x17),
        running_clock: Color::WHITE,
        idle_clock: Color::srgb_u8(170, 170, 170),
        idle_dot: Color::srgb_u8(80, 80, 80),
        result: Color::srgb_u8(0xf0, 0xc8, 0x5a),
        error: Color::srgb_u8(0xff, 0xa0, 0x7a),
        banner_fill: Color::srgb_u8(0x22, 0x20, 0x1e),
        banner_stroke: Color::srgb_u8(90, 90, 90),
        banner_text: Color::srgb_u8(225, 225, 225),
        banner_result: Color::WHITE,
        banner_shadow: Color::srgba(0.0, 0.0, 0.0, 0.47),
        text_secondary: Color::srgb_u8(150, 150, 150),
        variation_move: Color::srgb_u8(185, 185, 185),
        comment: Color::srgb_u8(205, 205, 205),
        variation_comment: Color::srgb_u8(165, 165, 165),
        selected_text: Color::srgb_u8(192, 222, 255),
        selection: Color::srgb_u8(0, 92, 128),
        warning: Color::srgb_u8(0xf0, 0x90, 0x70),
        brushes: [
            Color::srgb_u8(0x15, 0x78, 0x1b),
            Color::srgb_u8(0x88, 0x20, 0x20),
            Color::srgb_u8(0x00, 0x30, 0x88),
            Color::srgb_u8(0xe6, 0x8f, 0x00),
        ],
        score_fills: [
            Color::srgb_u8(0xf2, 0xf2, 0xf2),
            Color::srgb_u8(0x9a, 0x9a, 0x9a),
            Color::srgb_u8(0x30, 0x30, 0x30),
        ],
        score_texts: [
            Color::srgb_u8(0x20, 0x20, 0x20),
            Color::srgb_u8(0x10, 0x10, 0x10),
            Color::srgb_u8(0xf0, 0xf0, 0xf0),
        ],
        overlay: Color::srgba(0.0, 0.0, 0.0, 0.6),
        overlay_text: Color::WHITE,
        engine_arrows: [
            Color::srgba(0.16, 0.45, 0.85, 0.75),
            Color::srgba(0.16, 0.45, 0.85, 0.4),
        ],
        // Lichess's red brush (#882020).
        threat_arrows: [
            Color::srgba(0.533, 0.125, 0.125, 0.8),
            Color::srgba(0.533, 0.125, 0.125, 0.45),
        ],
        evaluation: [
            Color::srgb_u8(0x38, 0x38, 0x38),
            Color::srgb_u8(0xed, 0xed, 0xed),
            Color::srgb_u8(0x6e, 0x6e, 0x6e),
        ],
        judgements: [
            Color::srgb_u8(0x56, 0xb4, 0xe9),
            Color::srgb_u8(0xe6, 0x9f, 0x00),
            Color::srgb_u8(0xdb, 0x30, 0x31),
        ],
    };

    /// Blue-grey squares with blue highlights.
    pub const BLUE: Theme = Theme {
        light: Color::srgb_u8(0xde, 0xe3, 0xe6),
        dark: Color::srgb_u8(0x8c, 0xa2, 0xad),
        last_move: Color::srgba(0.25, 0.55, 0.85, 0.38),
        selected: Color::srgba(0.08, 0.25, 0.55, 0.5),
        target: Color::srgba(0.08, 0.25, 0.55, 0.5),
        ..Theme::BROWN
    };

    /// Cream and green squares with yellow highlights.
    pub const GREEN: Theme = Theme {
        light: Color::srgb_u8(0xee, 0xee, 0xd2),
        dark: Color::srgb_u8(0x76, 0x96, 0x56),
        last_move: Color::srgba(0.95, 0.9, 0.2, 0.5),
        selected: Color::srgba(0.45, 0.38, 0.02, 0.5),
        target: Color::srgba(0.2, 0.2, 0.0, 0.4),
        ..Theme::BROWN
    };

    /// Grey squares with blue highlights: quiet for long sessions.
    pub const GREY: Theme = Theme {
        light: Color::srgb_u8(0xd6, 0xd6, 0xd6),
        dark: Color::srgb_u8(0x96, 0x96, 0x96),
        last_move: Color::srgba(0.3, 0.6, 0.95, 0.35),
        selected: Color::srgba(0.1, 0.3, 0.6, 0.5),
        target: Color::srgba(0.1, 0.25, 0.5, 0.5),
        ..Theme::BROWN
    };

    /// The colours an exported diagram takes from the board.
    pub fn palette(&self) -> crate::chess::diagram::Palette {
        let rgba = |c: Color| c.to_srgba().to_u8_array();
        crate::chess::diagram::Palette {
            light: rgba(self.light),
            dark: rgba(self.dark),
            last_move: rgba(self.last_move),
            brushes: self.brushes.map(rgba),
            background: rgba(self.background),
            text: rgba(self.banner_text),
        }
    }

    /// The theme a setting names.
    pub fn named(name: crate::desktop::settings::BoardTheme) -> Theme {
        use crate::desktop::settings::BoardTheme;
        match name {
            BoardTheme::Brown => Theme::BROWN,
            BoardTheme::Blue => Theme::BLUE,
            BoardTheme::Green => Theme::GREEN,
            BoardTheme::Grey => Theme::GREY,
        }
    }

    /// The colour a square's coordinate label takes: the dark squares'
    /// hue, darkened until it reads at 4.5:1 on the square (on a light
    /// square a deep shade of it, on a dark square nearly black).
    pub fn label_on(&self, light_square: bool) -> Color {
        let dark = self.dark.to_srgba();
        let factor = if light_square { 0.5 } else { 0.2 };
        Color::srgb(dark.red * factor, dark.green * factor, dark.blue * factor)
    }

    /// A brush's colour on the board, see-through (more so while being
    /// drawn).
    pub fn brush(&self, brush: crate::chess::game::Brush, preview: bool) -> Color {
        use crate::chess::game::Brush;
        let i = match brush {
            Brush::Green => 0,
            Brush::Red => 1,
            Brush::Blue => 2,
            Brush::Yellow => 3,
        };
        self.brushes[i].with_alpha(if preview { 0.5 } else { 0.8 })
    }

    /// Every text colour of the panel with what it stands on, named: each
    /// must reach 4.5:1.
    pub fn text_pairs(&self) -> Vec<(&'static str, Color, Color)> {
        vec![
            ("text", PANEL_TEXT, PANEL_FILL),
            ("button", BUTTON_TEXT, BUTTON_FILL),
            ("secondary", self.text_secondary, PANEL_FILL),
            ("variation move", self.variation_move, PANEL_FILL),
            ("comment", self.comment, PANEL_FILL),
            ("variation comment", self.variation_comment, PANEL_FILL),
            ("move shown", self.selected_text, self.selection),
            ("result", self.result, PANEL_FILL),
            ("error", self.error, PANEL_FILL),
            ("warning", self.warning, PANEL_FILL),
            ("accent words", self.accent, PANEL_FILL),
            ("accent button", STRONG_TEXT, self.accent_fill),
            ("danger button", STRONG_TEXT, self.danger_fill),
            ("running clock", self.running_clock, self.running_clock_fill),
            ("idle clock", self.idle_clock, self.idle_fill),
            ("idle clock, to move", self.idle_clock, self.active_fill),
            ("low time, running", self.low_time, self.running_clock_fill),
            ("low time, idle", self.low_time, self.idle_fill),
            ("low time, to move", self.low_time, self.active_fill),
            ("banner", self.banner_text, self.banner_fill),
            ("banner result", self.banner_result, self.banner_fill),
            ("White's share", self.score_texts[0], self.score_fills[0]),
            ("draws' share", self.score_texts[1], self.score_fills[1]),
            ("Black's share", self.score_texts[2], self.score_fills[2]),
            ("overlay", self.overlay_text, self.overlay.with_alpha(1.0)),
            ("coordinate, light square", self.label_on(true), self.light),
            ("coordinate, dark square", self.label_on(false), self.dark),
        ]
    }
}

/// The contrast of two colours as WCAG 2 defines it: (L1 + 0.05) / (L2 +
/// 0.05) of their relative luminances, the lighter over the darker.
pub fn contrast(a: Color, b: Color) -> f32 {
    let luminance = |c: Color| {
        let c = c.to_linear();
        0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
    };
    let (a, b) = (luminance(a), luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

impl Default for Theme {
    fn default() -> Self {
        Theme::BROWN
    }
}

/// A theme colour for egui.
pub fn egui_color(color: Color) -> egui::Color32 {
    let c = color.to_srgba();
    let byte = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
    egui::Color32::from_rgba_unmultiplied(byte(c.red), byte(c.green), byte(c.blue), byte(c.alpha))
}

impl super::settings::PlayerSettings {
    /// The colours the settings choose.
    pub fn colours(&self) -> Theme {
        Theme::named(self.theme)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_reads_at_four_and_a_half_to_one() {
        for theme in crate::desktop::settings::BoardTheme::ALL {
            for (name, text, ground) in Theme::named(theme).text_pairs() {
                let ratio = contrast(text, ground);
                assert!(ratio >= 4.5, "{theme:?} {name}: {ratio:.2}:1");
            }
        }
        // egui's own dimmed text (its default weak colour) would not.
        let dimmed = PANEL_TEXT.mix(&PANEL_FILL, 0.5);
        assert!(contrast(dimmed, PANEL_FILL) < 4.5);
    }

    #[test]
    fn the_panel_colours_are_egui_s_dark_ones() {
        let visuals = egui::Visuals::dark();
        assert_eq!(egui_color(PANEL_FILL), visuals.panel_fill);
        assert_eq!(egui_color(PANEL_TEXT), visuals.text_color());
        assert_eq!(
            egui_color(BUTTON_TEXT),
            visuals.widgets.inactive.text_color()
        );
        assert_eq!(
            egui_color(BUTTON_FILL),
            visuals.widgets.inactive.weak_bg_fill
        );
        assert_eq!(egui_color(STRONG_TEXT), visuals.strong_text_color());
    }
}
