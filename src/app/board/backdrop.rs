//! The background beside the board. The window is cleared to the side
//! panel's colour, and the part left of the panel that the board does not
//! cover is painted by four strips around the board, in the theme's
//! background.
//!
//! Under a software renderer a frame costs about what its pixels cost:
//! egui's fill of the whole panel ran its shader (two sRGB conversions per
//! pixel) over 700,000 pixels each time a clock digit changed at
//! 1920×1080. A cleared pixel costs next to nothing, and the strips are a
//! third of the panel's area.

use bevy::prelude::*;

use super::{
    layout::{BoardLayout, SidePanelWidth},
    shared::{PanelRelayoutStep, Z_BACKDROP, plain_sprite},
};
use crate::app::{Phase, settings::PlayerSettings};

/// One of the four strips around the board: left, right, above, below.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Backdrop(usize);

pub(super) fn plugin(app: &mut App) {
    // The panel draws no fill of its own: the window's clear is its
    // background.
    app.insert_resource(ClearColor(crate::app::theme::PANEL_FILL))
        .add_systems(Startup, spawn_strips)
        .add_systems(
            Update,
            place_strips.in_set(Phase::Sync).run_if(
                resource_changed::<BoardLayout>
                    .or_eager(resource_changed::<SidePanelWidth>)
                    .or_eager(resource_changed::<PlayerSettings>),
            ),
        )
        .add_systems(
            PostUpdate,
            place_strips.in_set(PanelRelayoutStep::Place).run_if(
                resource_changed::<BoardLayout>.or_eager(resource_changed::<SidePanelWidth>),
            ),
        );
}

fn spawn_strips(mut commands: Commands) {
    for strip in 0..4 {
        commands.spawn((
            Name::new("backdrop"),
            Backdrop(strip),
            plain_sprite(Color::NONE, Vec2::ZERO),
            Transform::default(),
        ));
    }
}

/// The strips' rectangles in world coordinates: the part of the window left
/// of the panel, less the board. A strip may be empty.
pub fn strips(layout: &BoardLayout, panel: f32) -> [Rect; 4] {
    let half = layout.window / 2.0;
    let area = Rect::new(-half.x, -half.y, (half.x - panel).max(-half.x), half.y);
    let board = layout.rect().intersect(area);
    [
        Rect::new(area.min.x, area.min.y, board.min.x, area.max.y),
        Rect::new(board.max.x, area.min.y, area.max.x, area.max.y),
        Rect::new(board.min.x, board.max.y, board.max.x, area.max.y),
        Rect::new(board.min.x, area.min.y, board.max.x, board.min.y),
    ]
}

fn place_strips(
    layout: Res<BoardLayout>,
    panel: Res<SidePanelWidth>,
    settings: Res<PlayerSettings>,
    mut query: Query<(&Backdrop, &mut Sprite, &mut Transform)>,
) {
    let colour = settings.colours().background;
    let rects = strips(&layout, panel.0);
    for (strip, mut sprite, mut transform) in &mut query {
        let rect = rects[strip.0];
        sprite.color = colour;
        sprite.custom_size = Some(rect.size().max(Vec2::ZERO));
        transform.translation = rect.center().extend(Z_BACKDROP);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_strips_and_the_board_fill_the_part_left_of_the_panel() {
        let layout = BoardLayout::fit(
            Vec2::new(1920.0, 1080.0),
            640.0,
            1.0,
            shakmaty::Color::White,
        );
        let board = layout.rect();
        let strips = strips(&layout, 640.0);
        let area: f32 = strips.iter().map(|r| r.width() * r.height()).sum();
        assert_eq!(area + board.width() * board.height(), 1280.0 * 1080.0);
        assert_eq!(strips[0].min, Vec2::new(-960.0, -540.0));
        assert_eq!(strips[1].max, Vec2::new(320.0, 540.0));
        assert_eq!(strips[2].min.y, board.max.y);
        assert_eq!(strips[3].max.y, board.min.y);
    }
}
