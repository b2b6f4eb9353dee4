//! Square highlights: the last move, the selected piece, legal destinations
//! (a dot for a quiet move, a ring for a capture), the king in check (a red
//! radial glow) and the square under a dragged piece.

use bevy::prelude::*;
use shakmaty::{Position, Square};

use super::{
    flow::{ChessGame, TurnSet},
    input::{DragState, Selection},
    layout::BoardLayout,
    pieces::rgba_image,
    promotion::PromotionChooser,
};

const LAST_MOVE: Color = Color::srgba(0.61, 0.78, 0.0, 0.41);
const SELECTED: Color = Color::srgba(0.08, 0.33, 0.12, 0.5);
const TARGET: Color = Color::srgba(0.08, 0.33, 0.12, 0.5);
const HOVER: Color = Color::srgba(1.0, 1.0, 1.0, 0.35);
const CHECK: Color = Color::srgb(1.0, 0.0, 0.0);

const Z_SQUARE_TINT: f32 = 1.0;
const Z_CHECK: f32 = 2.0;
const Z_TARGET: f32 = 3.0;
const Z_CAPTURE_RING: f32 = 4.0;

/// Texture size of the generated highlight shapes.
pub(super) const SHAPE_PX: u32 = 128;

/// What a highlight entity shows.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Highlight {
    /// The last move's origin or destination.
    LastMove(Square),
    /// The selected piece's square.
    Selected(Square),
    /// A legal destination without a capture.
    QuietTarget(Square),
    /// A legal destination that captures, or the rook a king castles onto.
    CaptureTarget(Square),
    /// The king in check.
    Check(Square),
    /// The square under a dragged piece.
    Hover(Square),
}

impl Highlight {
    fn square(self) -> Square {
        match self {
            Highlight::LastMove(s)
            | Highlight::Selected(s)
            | Highlight::QuietTarget(s)
            | Highlight::CaptureTarget(s)
            | Highlight::Check(s)
            | Highlight::Hover(s) => s,
        }
    }
}

#[derive(Resource, Debug, Clone, Default)]
struct ShapeTextures {
    dot: Handle<Image>,
    ring: Handle<Image>,
    glow: Handle<Image>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ShapeTextures>()
        .add_systems(Startup, make_shapes)
        .add_systems(Update, draw_highlights.in_set(TurnSet::Animate));
}

/// Draws a white round shape of `SHAPE_PX` pixels whose alpha at a distance
/// `d` (0 at the centre, 1 at the edge midpoint) is `alpha(d)`; sprites tint
/// it. The promotion chooser's discs are drawn with it too.
pub(super) fn shape(alpha: impl Fn(f32) -> f32) -> Image {
    let mut data = Vec::with_capacity((SHAPE_PX * SHAPE_PX * 4) as usize);
    let half = SHAPE_PX as f32 / 2.0;
    for y in 0..SHAPE_PX {
        for x in 0..SHAPE_PX {
            let d = Vec2::new(x as f32 + 0.5 - half, y as f32 + 0.5 - half).length() / half;
            let a = alpha(d).clamp(0.0, 1.0);
            data.extend_from_slice(&[255, 255, 255, (a * 255.0).round() as u8]);
        }
    }
    rgba_image(SHAPE_PX, data)
}

fn make_shapes(mut images: ResMut<Assets<Image>>, mut shapes: ResMut<ShapeTextures>) {
    let px = 1.0 / (SHAPE_PX as f32 / 2.0);
    // A dot of radius 0.17 squares (0.34 of the half-side), anti-aliased.
    shapes.dot = images.add(shape(|d| (0.34 - d) / px + 0.5));
    // A ring hugging the square's edge.
    shapes.ring = images.add(shape(|d| {
        let outer = (1.0 - d) / px + 0.5;
        let inner = (d - 0.82) / px + 0.5;
        outer.min(inner)
    }));
    // A radial glow: strong in the middle, gone at the edge.
    shapes.glow = images.add(shape(|d| {
        if d >= 1.0 {
            0.0
        } else {
            (1.0 - d).powf(0.9) * 0.95
        }
    }));
}

/// The highlights that fit the current state.
pub fn wanted_highlights(
    game: &ChessGame,
    selection: &Selection,
    drag: &DragState,
    layout: &BoardLayout,
    chooser: &PromotionChooser,
) -> Vec<Highlight> {
    let mut out = Vec::new();
    if let Some(ply) = game.view_last_ply() {
        let from = ply.mv.from().unwrap_or(ply.mv.to());
        out.push(Highlight::LastMove(from));
        // For castling show the king's destination, not the rook's square.
        let before = game
            .position_at(game.view_index() - 1)
            .cloned()
            .unwrap_or_default();
        let to = match ply.mv.castling_side() {
            Some(side) if game.castling_mode().is_standard() => side.king_to(before.turn()),
            _ => ply.mv.to(),
        };
        out.push(Highlight::LastMove(to));
    }
    let viewed = game.view_position();
    if viewed.is_check()
        && let Some(king) = viewed.board().king_of(viewed.turn())
    {
        out.push(Highlight::Check(king));
    }
    if let Some((from, to)) = chooser.pending() {
        out.push(Highlight::Selected(from));
        out.push(Highlight::Selected(to));
        return out;
    }
    if let Some(from) = selection.0 {
        out.push(Highlight::Selected(from));
        let board = game.position().board();
        for m in game.legal_moves_from(from) {
            for to in game.target_squares(m) {
                // A ring, not a dot, wherever a piece stands: a capture, or
                // the own rook a castling king moves onto (a dot would hide
                // under it).
                let ring = board.piece_at(to).is_some() || m.is_en_passant();
                let h = if ring {
                    Highlight::CaptureTarget(to)
                } else {
                    Highlight::QuietTarget(to)
                };
                if !out.contains(&h) {
                    out.push(h);
                }
            }
        }
    }
    if let Some((_, pointer)) = drag.dragging()
        && let Some(square) = layout.square_at(pointer)
    {
        out.push(Highlight::Hover(square));
    }
    out
}

fn draw_highlights(
    game: Res<ChessGame>,
    selection: Res<Selection>,
    drag: Res<DragState>,
    layout: Res<BoardLayout>,
    chooser: Res<PromotionChooser>,
    shapes: Res<ShapeTextures>,
    existing: Query<(Entity, &Highlight)>,
    mut commands: Commands,
) {
    let wanted = wanted_highlights(&game, &selection, &drag, &layout, &chooser);
    let mut have: Vec<Highlight> = existing.iter().map(|(_, h)| *h).collect();
    have.sort_by_key(|h| format!("{h:?}"));
    let mut want_sorted = wanted.clone();
    want_sorted.sort_by_key(|h| format!("{h:?}"));
    if have == want_sorted && !layout.is_changed() {
        return;
    }
    for (entity, _) in &existing {
        commands.entity(entity).despawn();
    }
    for h in wanted {
        let center = layout.square_center(h.square());
        let size = Vec2::splat(layout.square);
        let (sprite, z) = match h {
            Highlight::LastMove(_) => (Sprite::from_color(LAST_MOVE, size), Z_SQUARE_TINT),
            Highlight::Selected(_) => (Sprite::from_color(SELECTED, size), Z_SQUARE_TINT),
            Highlight::Hover(_) => (Sprite::from_color(HOVER, size), Z_SQUARE_TINT),
            Highlight::QuietTarget(_) => (textured(&shapes.dot, TARGET, size), Z_TARGET),
            Highlight::CaptureTarget(_) => (textured(&shapes.ring, TARGET, size), Z_CAPTURE_RING),
            Highlight::Check(_) => (textured(&shapes.glow, CHECK, size), Z_CHECK),
        };
        commands.spawn((
            Name::new(format!("highlight {h:?}")),
            h,
            sprite,
            Transform::from_translation(center.extend(z)),
        ));
    }
}

fn textured(image: &Handle<Image>, color: Color, size: Vec2) -> Sprite {
    Sprite {
        image: image.clone(),
        color,
        custom_size: Some(size),
        ..default()
    }
}
