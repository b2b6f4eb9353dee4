//! The promotion chooser: queen, knight, rook and bishop in a column from
//! the promotion square toward the centre; a click plays that promotion, Esc
//! or a click elsewhere puts the pawn back.

use bevy::prelude::*;
use shakmaty::{Piece, Role, Square};

use super::{
    flow::{BoardChanged, ChessGame, MoveIntent, PromotionNeeded, TurnSet},
    highlights::{SHAPE_PX, shape},
    input::{BoardPointer, board_pointer},
    layout::BoardLayout,
    pieces::PieceTextures,
};

/// The order of the choices, from the promotion square inward (as lichess).
pub const CHOICES: [Role; 4] = [Role::Queen, Role::Knight, Role::Rook, Role::Bishop];
/// The chooser floats above the board.
const Z_SHADE: f32 = 25.0;
const Z_CELL: f32 = 30.0;
const Z_CELL_PIECE: f32 = 31.0;
/// The board is dimmed behind the chooser.
const SHADE: Color = Color::srgba(0.0, 0.0, 0.0, 0.45);
/// The disc behind each choice.
const CELL: Color = Color::srgb(0.93, 0.93, 0.93);

/// The promotion waiting for a piece, if any.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PromotionChooser {
    pending: Option<(Square, Square)>,
}

impl PromotionChooser {
    /// Whether the chooser is showing.
    pub fn is_open(&self) -> bool {
        self.pending.is_some()
    }

    /// The pawn's square and the promotion square, while open.
    pub fn pending(&self) -> Option<(Square, Square)> {
        self.pending
    }
}

/// Where each choice sits, in world coordinates.
pub fn choice_positions(layout: &BoardLayout, to: Square) -> [(Role, Vec2); 4] {
    let (col, row) = layout.grid(to);
    let step: f32 = if row >= 4 { -1.0 } else { 1.0 };
    CHOICES.map(|role| {
        let i = CHOICES.iter().position(|&r| r == role).unwrap_or(0) as f32;
        (role, layout.grid_point(col as f32, row as f32 + step * i))
    })
}

/// Part of the chooser's display.
#[derive(Component, Debug, Clone, Copy)]
struct ChooserPart;

/// The round backdrop texture, drawn once.
#[derive(Resource, Debug, Clone, Default)]
struct DiscTexture(Handle<Image>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PromotionChooser>()
        .init_resource::<DiscTexture>()
        .add_systems(Startup, make_disc)
        .add_systems(
            Update,
            (
                chooser_input.in_set(TurnSet::Input).after(board_pointer),
                open_chooser.in_set(TurnSet::SyncBoard),
                draw_chooser.in_set(TurnSet::Animate),
            ),
        );
}

fn make_disc(mut images: ResMut<Assets<Image>>, mut disc: ResMut<DiscTexture>) {
    // Opaque to a pixel inside the edge, anti-aliased there.
    let pixel = 2.0 / SHAPE_PX as f32;
    disc.0 = images.add(shape(|d| (1.0 - d) / pixel - 1.0));
}

fn open_chooser(
    mut needed: MessageReader<PromotionNeeded>,
    mut chooser: ResMut<PromotionChooser>,
    mut changed: MessageWriter<BoardChanged>,
) {
    if let Some(n) = needed.read().last() {
        chooser.pending = Some((n.from, n.to));
        // A dragged pawn goes back to its square while the choice is made.
        changed.write(BoardChanged::SLIDE);
    }
}

fn chooser_input(
    buttons: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    pointer: Res<BoardPointer>,
    layout: Res<BoardLayout>,
    mut chooser: ResMut<PromotionChooser>,
    mut moves: MessageWriter<MoveIntent>,
) {
    let Some((from, to)) = chooser.pending else {
        return;
    };
    let cancel = keys.just_pressed(KeyCode::Escape) || buttons.just_pressed(MouseButton::Right);
    if cancel {
        chooser.pending = None;
        return;
    }
    if !buttons.just_pressed(MouseButton::Left) {
        return;
    }
    let picked = pointer.world.and_then(|at| {
        choice_positions(&layout, to)
            .into_iter()
            .find(|(_, center)| {
                let d = (at - *center).abs();
                d.x <= layout.square / 2.0 && d.y <= layout.square / 2.0
            })
            .map(|(role, _)| role)
    });
    chooser.pending = None;
    if let Some(role) = picked {
        moves.write(MoveIntent {
            from,
            to,
            promotion: Some(role),
            animate: true,
        });
    }
}

/// Shows the chooser while a promotion is pending and hides it afterwards.
fn draw_chooser(
    chooser: Res<PromotionChooser>,
    layout: Res<BoardLayout>,
    game: Res<ChessGame>,
    textures: Res<PieceTextures>,
    disc: Res<DiscTexture>,
    parts: Query<Entity, With<ChooserPart>>,
    mut commands: Commands,
) {
    if !chooser.is_changed() && !layout.is_changed() {
        return;
    }
    for entity in &parts {
        commands.entity(entity).despawn();
    }
    let Some((_, to)) = chooser.pending else {
        return;
    };
    let color = game.turn();
    commands.spawn((
        Name::new("promotion shade"),
        ChooserPart,
        Sprite::from_color(SHADE, layout.rect().size()),
        Transform::from_translation(layout.center.extend(Z_SHADE)),
    ));
    for (role, center) in choice_positions(&layout, to) {
        commands.spawn((
            Name::new(format!("promotion choice {role:?}")),
            ChooserPart,
            Sprite {
                image: disc.0.clone(),
                color: CELL,
                custom_size: Some(Vec2::splat(layout.square * 0.96)),
                ..default()
            },
            Transform::from_translation(center.extend(Z_CELL)),
        ));
        commands.spawn((
            Name::new(format!("promotion piece {role:?}")),
            ChooserPart,
            Sprite {
                image: textures.get(Piece { color, role }),
                custom_size: Some(Vec2::splat(layout.square * 0.9)),
                ..default()
            },
            Transform::from_translation(center.extend(Z_CELL_PIECE)),
        ));
    }
}
