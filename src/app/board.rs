//! The 64 square entities: light `#f0d9b5`, dark `#b58863`, a1 dark.

use bevy::prelude::*;
use shakmaty::Square;

use super::{flow::TurnSet, layout::BoardLayout};

/// The light squares' colour.
pub const LIGHT: Color = Color::srgb_u8(0xf0, 0xd9, 0xb5);
/// The dark squares' colour.
pub const DARK: Color = Color::srgb_u8(0xb5, 0x88, 0x63);
/// Squares sit at the bottom of the scene.
const Z_SQUARE: f32 = 0.0;

/// A square of the board.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardSquare(pub Square);

/// Whether a square is light (h1 is light, a1 dark).
pub fn is_light(square: Square) -> bool {
    square.is_light()
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_squares)
        .add_systems(Update, place_squares.in_set(TurnSet::SyncBoard));
}

fn spawn_squares(mut commands: Commands, layout: Res<BoardLayout>) {
    for square in Square::ALL {
        let color = if is_light(square) { LIGHT } else { DARK };
        commands.spawn((
            Name::new(format!("square {square}")),
            BoardSquare(square),
            Sprite::from_color(color, Vec2::splat(layout.square)),
            Transform::from_translation(layout.square_center(square).extend(Z_SQUARE)),
        ));
    }
}

fn place_squares(
    layout: Res<BoardLayout>,
    mut squares: Query<(&BoardSquare, &mut Sprite, &mut Transform)>,
) {
    if !layout.is_changed() {
        return;
    }
    for (square, mut sprite, mut transform) in &mut squares {
        sprite.custom_size = Some(Vec2::splat(layout.square));
        transform.translation = layout.square_center(square.0).extend(Z_SQUARE);
    }
}
