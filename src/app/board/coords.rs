//! File letters and rank numbers on the board's edge, in the colour of the
//! opposite square, painted by egui beneath its panels and dialogs.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use shakmaty::{File, Rank, Square};

use super::layout::BoardLayout;
use crate::app::{settings::PlayerSettings, theme::egui_color};

/// Label size relative to a square.
const LABEL_SCALE: f32 = 0.2;
/// Inset from the square's corner relative to a square.
const INSET: f32 = 0.05;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, paint_coordinates);
}

fn paint_coordinates(
    mut contexts: EguiContexts,
    layout: Res<BoardLayout>,
    settings: Res<PlayerSettings>,
) -> Result {
    if !settings.coordinates {
        return Ok(());
    }
    let theme = settings.colours();
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::background());
    let s = layout.square;
    let font = egui::FontId::proportional((s * LABEL_SCALE).max(7.0));
    let inset = s * INSET;
    for i in 0..8u32 {
        // Rank numbers in the top-left corner of the left column's squares.
        let rank = Rank::new(i);
        let file_at_left = match layout.orientation {
            shakmaty::Color::White => File::A,
            shakmaty::Color::Black => File::H,
        };
        let sq = Square::from_coords(file_at_left, rank);
        let top_left = layout.to_window(layout.square_center(sq) + Vec2::new(-s / 2.0, s / 2.0));
        painter.text(
            egui::pos2(top_left.x + inset, top_left.y + inset * 0.6),
            egui::Align2::LEFT_TOP,
            rank.char().to_string(),
            font.clone(),
            egui_color(theme.label_on(sq.is_light())),
        );
        // File letters in the bottom-right corner of the bottom row.
        let file = File::new(i);
        let rank_at_bottom = match layout.orientation {
            shakmaty::Color::White => Rank::First,
            shakmaty::Color::Black => Rank::Eighth,
        };
        let sq = Square::from_coords(file, rank_at_bottom);
        let bottom_right =
            layout.to_window(layout.square_center(sq) + Vec2::new(s / 2.0, -s / 2.0));
        painter.text(
            egui::pos2(bottom_right.x - inset, bottom_right.y - inset * 0.4),
            egui::Align2::RIGHT_BOTTOM,
            file.char().to_string(),
            font.clone(),
            egui_color(theme.label_on(sq.is_light())),
        );
    }
    Ok(())
}
