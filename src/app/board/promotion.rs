//! The promotion chooser, a mode of the board ([`BoardMode::ChoosingPromotion`]):
//! queen, knight, rook and bishop in a column from the promotion square
//! toward the centre; a click plays that promotion, Esc or a click
//! elsewhere puts the pawn back. Its entities go when the mode ends.

use bevy::prelude::*;
use shakmaty::{Piece, Role, Square};

use super::{
    layout::BoardLayout,
    shared::{
        BoardMode, PanelRelayoutStep, PieceTextures, PointerEventKind, PointerEvents,
        PromotionChooser, SHAPE_PX, Z_CELL, Z_CELL_PIECE, Z_SHADE, shape,
    },
};
use crate::{
    app::{
        session::{GameCommand, GameSession},
        settings::PlayerSettings,
    },
    chess::session::Action,
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
        .add_systems(OnEnter(BoardMode::ChoosingPromotion), draw_chooser)
        .add_systems(OnExit(BoardMode::ChoosingPromotion), close)
        .add_systems(
            PostUpdate,
            draw_chooser
                .in_set(PanelRelayoutStep::Place)
                .run_if(in_state(BoardMode::ChoosingPromotion))
                .run_if(resource_changed::<BoardLayout>),
        );
}

fn make_disc(mut images: ResMut<Assets<Image>>, mut disc: ResMut<DiscTexture>) {
    // Opaque to a pixel inside the edge, anti-aliased there.
    let pixel = 2.0 / SHAPE_PX as f32;
    disc.0 = images.add(shape(|d| (1.0 - d) / pixel - 1.0));
}

/// A click on a choice promotes; Esc, a right click or a click elsewhere
/// puts the pawn back. The click is read where it happened.
pub(super) fn chooser_input(
    keys: Res<ButtonInput<KeyCode>>,
    events: Res<PointerEvents>,
    layout: Res<BoardLayout>,
    chooser: Res<PromotionChooser>,
    mut mode: ResMut<NextState<BoardMode>>,
    mut moves: MessageWriter<GameCommand>,
) {
    let Some((from, to)) = chooser.pending else {
        return;
    };
    if keys.just_pressed(KeyCode::Escape) {
        mode.set(BoardMode::Play);
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
    mode.set(BoardMode::Play);
    if press.kind == PointerEventKind::Pressed(MouseButton::Right) {
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
    if let Some(role) = picked {
        moves.write(GameCommand::Act(Action::Play {
            from,
            to,
            promotion: Some(role),
            dropped: false,
        }));
    }
}

/// The chooser closes: it waits for no piece.
fn close(mut chooser: ResMut<PromotionChooser>) {
    chooser.pending = None;
}

/// What the chooser is drawn with: the pieces' textures, its discs', the
/// settings' colours.
#[derive(bevy::ecs::system::SystemParam)]
struct ChooserArt<'w> {
    textures: Res<'w, PieceTextures>,
    disc: Res<'w, DiscTexture>,
    settings: Res<'w, PlayerSettings>,
}

/// Draws the chooser (again, when the layout changes); its parts go with
/// the mode.
fn draw_chooser(
    chooser: Res<PromotionChooser>,
    layout: Res<BoardLayout>,
    session: Res<GameSession>,
    art: ChooserArt,
    parts: Query<Entity, With<ChooserPart>>,
    mut commands: Commands,
) {
    let ChooserArt {
        textures,
        disc,
        settings,
    } = art;
    for entity in &parts {
        commands.entity(entity).despawn();
    }
    let Some((_, to)) = chooser.pending else {
        return;
    };
    let color = shakmaty::Position::turn(session.game().view_position());
    let theme = settings.colours();
    let part = || (ChooserPart, DespawnOnExit(BoardMode::ChoosingPromotion));
    commands.spawn((
        Name::new("promotion shade"),
        part(),
        Sprite::from_color(theme.chooser_shade, layout.rect().size()),
        Transform::from_translation(layout.center.extend(Z_SHADE)),
    ));
    for (role, center) in choice_positions(&layout, to) {
        commands.spawn((
            Name::new(format!("promotion choice {role:?}")),
            part(),
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
            part(),
            Sprite {
                image: textures.get(Piece { color, role }),
                // The size the textures are rasterised at: they are drawn
                // unfiltered (the art's own margin keeps it on the disc).
                custom_size: Some(Vec2::splat(layout.square)),
                ..default()
            },
            Transform::from_translation(center.extend(Z_CELL_PIECE)),
        ));
    }
}
