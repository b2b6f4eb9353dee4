//! Arrows and circles on the board, drawn with the right button: a
//! right-drag between two squares is an arrow, a right-click on a square a
//! circle; Shift or Ctrl make it red, Alt blue, both yellow (chessground's
//! brushes). In an analysis they belong to the move shown and are kept in
//! its comment (`[%cal]`, `[%csl]`), so imported ones are drawn too; during
//! a game they are the players' own scribbles, gone with the next move.

use crate::chess::session::Action;
use bevy::prelude::*;
use shakmaty::Square;

use super::{
    layout::BoardLayout,
    shared::{
        BoardMode, Drawing, DrawnShape, PanelRelayoutStep, SHAPE_PX, Z_DRAWING, rgba_image, shape,
    },
};
use crate::{
    app::{
        Phase,
        session::{AnalysisEdit, GameCommand, GameSession, SessionChanged},
    },
    chess::game::{Shape, toggle_shape_in},
};

/// The shapes drawn during a game (not an analysis): they go with the next
/// change of the position shown.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct LiveDrawings(pub Vec<Shape>);

/// An entity of a drawn shape.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrawnOnBoard;

#[derive(Resource, Debug, Clone, Default)]
struct DrawingTextures {
    head: Handle<Image>,
    ring: Handle<Image>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LiveDrawings>()
        .init_resource::<DrawingTextures>()
        .add_systems(Startup, make_textures)
        .add_systems(
            Update,
            keep_drawn_shapes
                .in_set(Phase::Input)
                .after(super::input::BoardInput),
        )
        .add_systems(Update, forget_live_drawings.in_set(Phase::Follow))
        .add_systems(
            Update,
            draw_shapes.in_set(Phase::Sync).run_if(
                resource_changed::<GameSession>
                    .or_eager(resource_changed::<LiveDrawings>)
                    .or_eager(resource_changed::<Drawing>)
                    .or_eager(resource_changed::<BoardLayout>)
                    .or_eager(resource_changed::<crate::app::engine::EngineView>)
                    .or_eager(resource_changed::<crate::app::opponent::OpponentView>)
                    .or_eager(resource_changed::<crate::app::training::RetroView>)
                    .or_eager(state_changed::<BoardMode>),
            ),
        )
        .add_systems(
            PostUpdate,
            draw_shapes
                .in_set(PanelRelayoutStep::Place)
                .run_if(resource_changed::<BoardLayout>),
        );
}

fn make_textures(mut images: ResMut<Assets<Image>>, mut textures: ResMut<DrawingTextures>) {
    let px = 1.0 / (SHAPE_PX as f32 / 2.0);
    // A ring just inside the square's edge.
    textures.ring = images.add(shape(|d| {
        let outer = (0.94 - d) / px + 0.5;
        let inner = (d - 0.80) / px + 0.5;
        outer.min(inner)
    }));
    textures.head = images.add(arrow_head());
}

/// A white triangle pointing right (+x), filling its square image,
/// anti-aliased; sprites tint and stretch it.
fn arrow_head() -> Image {
    let n = SHAPE_PX;
    let mut data = Vec::with_capacity((n * n * 4) as usize);
    for y in 0..n {
        for x in 0..n {
            let u = (x as f32 + 0.5) / n as f32;
            let v = (y as f32 + 0.5) / n as f32;
            // Distance inside the edges, in pixels.
            let inside = (0.5 * (1.0 - u) - (v - 0.5).abs()) * n as f32 * 0.9;
            let a = (inside + 0.5).clamp(0.0, 1.0) * (u * n as f32 + 0.5).clamp(0.0, 1.0);
            data.extend_from_slice(&[255, 255, 255, (a * 255.0).round() as u8]);
        }
    }
    rgba_image(n, data)
}

/// A finished shape: into the analysis's move, or among the game's
/// scribbles.
fn keep_drawn_shapes(
    mut drawn: MessageReader<DrawnShape>,
    session: Res<GameSession>,
    mut live: ResMut<LiveDrawings>,
    mut games: MessageWriter<GameCommand>,
) {
    for DrawnShape(shape) in drawn.read() {
        if session.is_analysis() {
            let at = session.game().view_cursor().clone();
            games.write(GameCommand::Act(Action::Edit(AnalysisEdit::Shape(
                at, *shape,
            ))));
        } else {
            toggle_shape_in(&mut live.0, *shape);
        }
    }
}

/// A game's scribbles go when the position shown changes.
fn forget_live_drawings(
    mut changes: MessageReader<SessionChanged>,
    mut live: ResMut<LiveDrawings>,
) {
    let moved = changes.read().any(|c| c.0.board.is_some());
    if moved && !live.0.is_empty() {
        live.0.clear();
    }
}

/// The shapes to show: the analysis's for the move shown (or the game's
/// scribbles), and the one being drawn.
fn wanted(session: &GameSession, live: &LiveDrawings, drawing: &Drawing) -> Vec<(Shape, bool)> {
    let mut shapes: Vec<(Shape, bool)> = if session.is_analysis() {
        let game = session.game();
        game.shapes(game.view_cursor())
            .into_iter()
            .map(|s| (s, false))
            .collect()
    } else {
        live.0.iter().map(|&s| (s, false)).collect()
    };
    if let Some((from, Some(to), brush)) = drawing.current {
        let preview = if from == to {
            Shape::Circle {
                square: from,
                brush,
            }
        } else {
            Shape::Arrow { from, to, brush }
        };
        shapes.push((preview, true));
    }
    shapes
}

/// The shapes the board shows: the game's at the position shown, those
/// drawn live, the one being drawn.
#[derive(bevy::ecs::system::SystemParam)]
struct ShownShapes<'w> {
    session: Res<'w, GameSession>,
    live: Res<'w, LiveDrawings>,
    drawing: Res<'w, Drawing>,
    mode: Res<'w, State<BoardMode>>,
    engine: Res<'w, crate::app::engine::EngineView>,
    opponent: Res<'w, crate::app::opponent::OpponentView>,
    retro: Res<'w, crate::app::training::RetroView>,
    tactics: Res<'w, crate::app::puzzles::PuzzleView>,
    repertoire: Res<'w, crate::app::repertoire::RepertoireView>,
}

impl ShownShapes<'_> {
    /// Each shape, and whether it is the one being drawn; none on a
    /// position being set up (the game's shapes do not belong there).
    fn shapes(&self) -> Vec<(Shape, bool)> {
        if *self.mode.get() == BoardMode::SettingUp {
            Vec::new()
        } else {
            let mut shapes = wanted(&self.session, &self.live, &self.drawing);
            // The computer's hint, over the player's own.
            shapes.extend(self.opponent.hint_shape().map(|s| (s, false)));
            // A puzzle's answer, from one's mistakes.
            shapes.extend(self.retro.shown_shape().map(|s| (s, false)));
            // A tactics puzzle's right move, after a wrong one.
            shapes.extend(self.tactics.shown_shape().map(|s| (s, false)));
            // The repertoire's move, after a wrong one or a hint.
            shapes.extend(self.repertoire.shown_shape().map(|s| (s, false)));
            shapes
        }
    }

    /// The engine's arrows: each line's first move, the best one first
    /// (lichess's autoShapes).
    fn engine_arrows(&self) -> (Vec<(Square, Square, u32)>, bool) {
        if !self.engine.is_on() || *self.mode.get() == BoardMode::SettingUp {
            return (Vec::new(), false);
        }
        let (lines, threat) = self.engine.shown_lines();
        let arrows = lines
            .iter()
            .filter_map(|line| {
                let m = line.moves.first()?;
                let from = m.from()?;
                // Castling is drawn to the king's square, as on the board.
                let to = match m {
                    shakmaty::Move::Castle { king, rook } => {
                        let file = if rook.file() > king.file() {
                            shakmaty::File::G
                        } else {
                            shakmaty::File::C
                        };
                        Square::from_coords(file, king.rank())
                    }
                    _ => m.to(),
                };
                Some((from, to, line.rank))
            })
            .collect();
        (arrows, threat)
    }
}

fn draw_shapes(
    shown: ShownShapes,
    layout: Res<BoardLayout>,
    textures: Res<DrawingTextures>,
    settings: Res<crate::app::settings::PlayerSettings>,
    existing: Query<Entity, With<DrawnOnBoard>>,
    mut commands: Commands,
) {
    let theme = settings.colours();
    let shapes = shown.shapes();
    for entity in &existing {
        commands.entity(entity).despawn();
    }
    let s = layout.square;
    // The engine's, under the player's own: the best line's first move
    // full width, the others thinner and fainter.
    // The threat's in red.
    let (arrows, threat) = shown.engine_arrows();
    let colours = if threat {
        theme.threat_arrows
    } else {
        theme.engine_arrows
    };
    for (from, to, rank) in arrows.into_iter().rev() {
        let (color, scale) = if rank == 1 {
            (colours[0], 1.0)
        } else {
            (colours[1], 0.6)
        };
        let arrow = Arrow { from, to, color };
        spawn_arrow(&mut commands, &layout, &textures, arrow, scale);
    }
    for &(shape, preview) in &shapes {
        match shape {
            Shape::Circle { square, brush } => {
                commands.spawn((
                    Name::new(format!("circle {square}")),
                    DrawnOnBoard,
                    Sprite {
                        image: textures.ring.clone(),
                        color: theme.brush(brush, preview),
                        custom_size: Some(Vec2::splat(s)),
                        ..default()
                    },
                    Transform::from_translation(layout.square_center(square).extend(Z_DRAWING)),
                ));
            }
            Shape::Arrow { from, to, brush } => {
                let color = theme.brush(brush, preview);
                let arrow = Arrow { from, to, color };
                spawn_arrow(&mut commands, &layout, &textures, arrow, 1.0);
            }
        }
    }
}

/// An arrow from the middle of one square to near the middle of another: a
/// shaft and a head.
/// An arrow to draw: its squares and colour.
struct Arrow {
    from: Square,
    to: Square,
    color: Color,
}

fn spawn_arrow(
    commands: &mut Commands,
    layout: &BoardLayout,
    textures: &DrawingTextures,
    arrow: Arrow,
    scale: f32,
) {
    let Arrow { from, to, color } = arrow;
    let s = layout.square;
    let a = layout.square_center(from);
    let b = layout.square_center(to);
    let dir = (b - a).normalize_or_zero();
    let angle = dir.y.atan2(dir.x);
    let (width, head_length, head_width) = (0.16 * s * scale, 0.45 * s, 0.6 * s * scale);
    let tip = b - dir * 0.12 * s;
    let base = tip - dir * head_length;
    // The shaft reaches a little under the head, so no seam shows.
    let shaft_end = base + dir * 0.05 * s;
    let length = (shaft_end - a).length();
    let rotation = Quat::from_rotation_z(angle);
    commands.spawn((
        Name::new(format!("arrow {from}{to}")),
        DrawnOnBoard,
        Sprite::from_color(color, Vec2::new(length, width)),
        Transform::from_translation(((a + shaft_end) / 2.0).extend(Z_DRAWING))
            .with_rotation(rotation),
    ));
    commands.spawn((
        Name::new(format!("arrow head {from}{to}")),
        DrawnOnBoard,
        Sprite {
            image: textures.head.clone(),
            color,
            custom_size: Some(Vec2::new(head_length, head_width)),
            ..default()
        },
        Transform::from_translation(((base + tip) / 2.0).extend(Z_DRAWING + 0.1))
            .with_rotation(rotation),
    ));
}
