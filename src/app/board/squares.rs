//! The 64 square entities, in the theme's light and dark colours (a1 dark).

use bevy::prelude::*;
use shakmaty::Square;

use super::{
    layout::BoardLayout,
    shared::{PanelRelayoutStep, Z_SQUARE, plain_sprite},
};
use crate::app::{Phase, settings::PlayerSettings, theme::Theme};

/// A square of the board.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardSquare(pub Square);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_squares)
        .add_systems(
            Update,
            place_squares.in_set(Phase::Sync).run_if(
                resource_changed::<BoardLayout>.or_eager(resource_changed::<PlayerSettings>),
            ),
        )
        .add_systems(
            PostUpdate,
            place_squares
                .in_set(PanelRelayoutStep::Place)
                .run_if(resource_changed::<BoardLayout>),
        );
}

fn square_color(theme: &Theme, square: Square) -> Color {
    if square.is_light() {
        theme.light
    } else {
        theme.dark
    }
}

fn spawn_squares(mut commands: Commands, layout: Res<BoardLayout>, settings: Res<PlayerSettings>) {
    let theme = settings.colours();
    for square in Square::ALL {
        commands.spawn((
            Name::new(format!("square {square}")),
            BoardSquare(square),
            plain_sprite(square_color(&theme, square), Vec2::splat(layout.square)),
            Transform::from_translation(layout.square_center(square).extend(Z_SQUARE)),
        ));
    }
}

fn place_squares(
    layout: Res<BoardLayout>,
    settings: Res<PlayerSettings>,
    mut squares: Query<(&BoardSquare, &mut Sprite, &mut Transform)>,
) {
    let theme = settings.colours();
    for (square, mut sprite, mut transform) in &mut squares {
        sprite.custom_size = Some(Vec2::splat(layout.square));
        sprite.color = square_color(&theme, square.0);
        transform.translation = layout.square_center(square.0).extend(Z_SQUARE);
    }
}
