//! Square highlights: the last move, the selected piece, legal destinations
//! (a dot for a quiet move, a ring for a capture), the king in check (a red
//! radial glow) and the square under a dragged piece.

use bevy::prelude::*;
use shakmaty::{Position, Square};

use super::{
    layout::BoardLayout,
    shared::{
        BoardMode, BoardWork, DragState, PanelRelayoutStep, PromotionChooser, SHAPE_PX, Selection,
        Z_CAPTURE_RING, Z_CHECK, Z_SQUARE_TINT, Z_TARGET, shape,
    },
};
use crate::{
    app::{Phase, session::GameSession, settings::PlayerSettings},
    chess::game::Game,
};

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
        .add_systems(
            Update,
            draw_highlights.in_set(Phase::Sync).run_if(
                resource_changed::<GameSession>
                    .or_eager(resource_changed::<Selection>)
                    .or_eager(resource_changed::<DragState>)
                    .or_eager(resource_changed::<BoardLayout>)
                    .or_eager(resource_changed::<PromotionChooser>)
                    .or_eager(resource_changed::<PlayerSettings>)
                    .or_eager(state_changed::<BoardMode>),
            ),
        )
        .add_systems(
            PostUpdate,
            draw_highlights
                .in_set(PanelRelayoutStep::Place)
                .run_if(resource_changed::<BoardLayout>),
        );
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
    game: &Game,
    selection: &Selection,
    drag: &DragState,
    layout: &BoardLayout,
    chooser: &PromotionChooser,
) -> Vec<Highlight> {
    let mut out = Vec::new();
    // A null move moved nothing: nothing to mark.
    if let Some(mv) = game.view_last_ply().and_then(|ply| ply.mv) {
        let from = mv.from().unwrap_or(mv.to());
        out.push(Highlight::LastMove(from));
        // For castling show the king's destination, not the rook's square.
        let before = game.view_position_before();
        let to = match mv.castling_side() {
            Some(side) if game.castling_mode().is_standard() => side.king_to(before.turn()),
            _ => mv.to(),
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
        let board = game.board_position().board();
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

/// What the highlights mark: the game's last move and check, the piece in
/// hand and where it may go, the square under a dragged piece.
#[derive(bevy::ecs::system::SystemParam)]
struct Marked<'w> {
    session: Res<'w, GameSession>,
    selection: Res<'w, Selection>,
    drag: Res<'w, DragState>,
    chooser: Res<'w, PromotionChooser>,
    mode: Res<'w, State<BoardMode>>,
}

/// Redraws the highlights; it runs only when something they show changed.
/// What the highlights look like: the board's layout, the shapes' images
/// and the theme's colours.
#[derive(bevy::ecs::system::SystemParam)]
struct HighlightLook<'w> {
    layout: Res<'w, BoardLayout>,
    shapes: Res<'w, ShapeTextures>,
    settings: Res<'w, PlayerSettings>,
}

fn draw_highlights(
    marked: Marked,
    look: HighlightLook,
    existing: Query<(Entity, &Highlight)>,
    mut work: ResMut<BoardWork>,
    mut commands: Commands,
) {
    let HighlightLook {
        layout,
        shapes,
        settings,
    } = look;
    work.highlights += 1;
    let theme = settings.colours();
    // A position being set up has no last move, check or targets to mark.
    let mut wanted = if *marked.mode.get() == BoardMode::SettingUp {
        Vec::new()
    } else {
        wanted_highlights(
            marked.session.game(),
            &marked.selection,
            &marked.drag,
            &layout,
            &marked.chooser,
        )
    };
    if !settings.legal_move_dots {
        wanted.retain(|h| !matches!(h, Highlight::QuietTarget(_) | Highlight::CaptureTarget(_)));
    }
    // While a piece is dragged within a square, nothing changes: keep the
    // entities (the order of both lists follows the same rules).
    let same =
        existing.iter().count() == wanted.len() && existing.iter().all(|(_, h)| wanted.contains(h));
    if same && !layout.is_changed() && !settings.is_changed() {
        return;
    }
    for (entity, _) in &existing {
        commands.entity(entity).despawn();
    }
    for h in wanted {
        let center = layout.square_center(h.square());
        let size = Vec2::splat(layout.square);
        let (sprite, z) = match h {
            Highlight::LastMove(_) => (Sprite::from_color(theme.last_move, size), Z_SQUARE_TINT),
            Highlight::Selected(_) => (Sprite::from_color(theme.selected, size), Z_SQUARE_TINT),
            Highlight::Hover(_) => (Sprite::from_color(theme.hover, size), Z_SQUARE_TINT),
            Highlight::QuietTarget(_) => (textured(&shapes.dot, theme.target, size), Z_TARGET),
            Highlight::CaptureTarget(_) => {
                (textured(&shapes.ring, theme.target, size), Z_CAPTURE_RING)
            }
            Highlight::Check(_) => (textured(&shapes.glow, theme.check, size), Z_CHECK),
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
