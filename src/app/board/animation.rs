//! Slides and fades, with easing, and the redraw requests that keep frames
//! coming only while something moves.

use bevy::{prelude::*, window::RequestRedraw};

use super::{
    layout::BoardLayout,
    shared::{BoardPiece, DragState, FADE_SECONDS, FadeOut, Slide, Z_MOVING, Z_PIECE},
};
use crate::app::Phase;

/// Cubic ease-out: quick to leave, gentle to arrive.
pub fn ease_out_cubic(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    1.0 - (1.0 - t).powi(3)
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (slide_pieces, fade_pieces, keep_redrawing).in_set(Phase::Present),
    );
}

fn slide_pieces(
    time: Res<Time<Real>>,
    layout: Res<BoardLayout>,
    mut commands: Commands,
    mut pieces: Query<(Entity, &BoardPiece, &Slide, &mut Transform)>,
) {
    let now = time.elapsed_secs();
    for (entity, piece, slide, mut transform) in &mut pieces {
        let target = layout.square_center(piece.square);
        let t = (now - slide.start) / slide.duration;
        if t >= 1.0 {
            transform.translation = target.extend(Z_PIECE);
            commands.entity(entity).remove::<Slide>();
        } else {
            let at = slide.from.lerp(target, ease_out_cubic(t));
            transform.translation = at.extend(Z_MOVING);
        }
    }
}

fn fade_pieces(
    time: Res<Time<Real>>,
    mut commands: Commands,
    mut pieces: Query<(Entity, &FadeOut, &mut Sprite)>,
) {
    let now = time.elapsed_secs();
    for (entity, fade, mut sprite) in &mut pieces {
        let t = (now - fade.start) / FADE_SECONDS;
        if t >= 1.0 {
            commands.entity(entity).despawn();
        } else {
            // Only the alpha changes: the piece keeps its own colours.
            sprite.color = sprite.color.with_alpha(1.0 - ease_out_cubic(t));
        }
    }
}

/// Asks winit for another frame while anything moves; otherwise the app
/// sleeps until the next input event.
fn keep_redrawing(
    slides: Query<(), With<Slide>>,
    fades: Query<(), With<FadeOut>>,
    drag: Res<DragState>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if !slides.is_empty() || !fades.is_empty() || drag.dragging().is_some() {
        redraw.write(RequestRedraw);
    }
}
