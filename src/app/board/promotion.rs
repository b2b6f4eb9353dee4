//! The promotion chooser: queen, knight, rook and bishop in a column from
//! the promotion square toward the centre; a click plays that promotion, Esc
//! or a click elsewhere puts the pawn back.

use bevy::prelude::*;
use shakmaty::{Piece, Role, Square};

use super::{
    layout::BoardLayout,
    shared::{
        PanelRelayoutStep, PieceTextures, PointerEventKind, PointerEvents, PromotionChooser,
        SHAPE_PX, Z_CELL, Z_CELL_PIECE, Z_SHADE, shape,
    },
};
use crate::app::{
    Phase,
    session::{BoardChanged, GameSession, MoveIntent, PromotionNeeded},
    settings::PlayerSettings,
};

/// The order of the choices, from the promotion square inward (as lichess).
pub const CHOICES: [Role; 4] = [Role::Queen, Role::Knight, Role::Rook, Role::Bishop];

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
                // The session's answer (a piece to choose) opens it.
                open_chooser
                    .in_set(Phase::Follow)
                    .run_if(on_message::<PromotionNeeded>),
                draw_chooser.in_set(Phase::Sync).run_if(
                    resource_changed::<PromotionChooser>.or_eager(resource_changed::<BoardLayout>),
                ),
            ),
        )
        .add_systems(
            PostUpdate,
            draw_chooser
                .in_set(PanelRelayoutStep::Place)
                .run_if(resource_changed::<BoardLayout>),
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

/// A click on a choice promotes; Esc, a right click or a click elsewhere
/// puts the pawn back. The click is read where it happened.
pub(super) fn chooser_input(
    keys: Res<ButtonInput<KeyCode>>,
    events: Res<PointerEvents>,
    layout: Res<BoardLayout>,
    mut chooser: ResMut<PromotionChooser>,
    mut moves: MessageWriter<MoveIntent>,
) {
    let Some((from, to)) = chooser.pending else {
        return;
    };
    if keys.just_pressed(KeyCode::Escape) {
        chooser.pending = None;
        return;
    }
    let Some(press) = events.0.iter().find(|e| {
        matches!(
            e.kind,
            PointerEventKind::Pressed(MouseButton::Left | MouseButton::Right)
        )
    }) else {
        return;
    };
    if press.kind == PointerEventKind::Pressed(MouseButton::Right) {
        chooser.pending = None;
        return;
    }
    let picked = press.at.and_then(|at| {
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
    session: Res<GameSession>,
    textures: Res<PieceTextures>,
    disc: Res<DiscTexture>,
    settings: Res<PlayerSettings>,
    parts: Query<Entity, With<ChooserPart>>,
    mut commands: Commands,
) {
    for entity in &parts {
        commands.entity(entity).despawn();
    }
    let Some((_, to)) = chooser.pending else {
        return;
    };
    let color = session.game().turn();
    let theme = settings.colours();
    commands.spawn((
        Name::new("promotion shade"),
        ChooserPart,
        Sprite::from_color(theme.chooser_shade, layout.rect().size()),
        Transform::from_translation(layout.center.extend(Z_SHADE)),
    ));
    for (role, center) in choice_positions(&layout, to) {
        commands.spawn((
            Name::new(format!("promotion choice {role:?}")),
            ChooserPart,
            Sprite {
                image: disc.0.clone(),
                color: theme.chooser_disc,
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
