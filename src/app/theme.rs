//! The colours of Rookery, in one place: the board's squares and
//! highlights, the promotion chooser, and the panel's accents and banner.
//! A theme is a value of [`Theme`], chosen by the settings
//! ([`super::settings::PlayerSettings::colours`]); more can be offered by
//! adding values.

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
    /// The side to move, the running clock's dot, confirming buttons.
    pub accent: Color,
    /// Clock digits when time is low; destructive buttons.
    pub low_time: Color,
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
}

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
        low_time: Color::srgb_u8(0xe0, 0x4a, 0x3f),
        active_fill: Color::srgb_u8(0x3a, 0x3f, 0x33),
        idle_fill: Color::srgb_u8(0x2e, 0x2d, 0x2b),
        running_clock_fill: Color::srgb_u8(0x2f, 0x4d, 0x1a),
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

    /// The theme a setting names.
    pub fn named(name: crate::settings::BoardTheme) -> Theme {
        use crate::settings::BoardTheme;
        match name {
            BoardTheme::Brown => Theme::BROWN,
            BoardTheme::Blue => Theme::BLUE,
            BoardTheme::Green => Theme::GREEN,
            BoardTheme::Grey => Theme::GREY,
        }
    }

    /// The colour a square's coordinate label takes: that of the other
    /// squares, so it reads on its own.
    pub fn label_on(&self, light_square: bool) -> Color {
        if light_square { self.dark } else { self.light }
    }
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
