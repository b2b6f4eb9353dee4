//! Piece entities: crisp textures rasterised from the embedded SVG set at the
//! physical size of a square, and the diff that keeps one entity per piece in
//! line with what the board shows: the position the game shows, or the one
//! being set up ([`shown_board`]). They follow the session's announcement
//! ([`SessionChanged`]: slide, jump or drop), a piece sent home
//! ([`PiecesHome`]), and the editor's position.

use std::collections::HashMap;

use bevy::{ecs::system::SystemParam, prelude::*};
use resvg::{tiny_skia, usvg};
use shakmaty::{Color as Side, Piece, Position, Role, Square};

use super::{
    layout::BoardLayout,
    shared::{
        BoardPiece, BoardWork, DragState, FadeOut, PanelRelayoutStep, PieceTextures, PiecesHome,
        Slide, Z_DRAGGED, Z_PIECE, rgba_image,
    },
};
use crate::{
    app::{
        Phase,
        editor::BoardEditor,
        session::{GameSession, SessionChanged},
        settings::PlayerSettings,
    },
    chess::{game::piece_name, session::BoardMotion},
};

/// What the board shows: the position being set up while the editor is
/// open, else the position the game shows. The one place every board
/// system reads it from.
pub fn shown_board(session: &GameSession, editor: &BoardEditor) -> shakmaty::Board {
    match &editor.0 {
        Some(editing) => editing.set_up.board().clone(),
        None => session.game().view_position().board().clone(),
    }
}

/// The embedded SVG of a piece.
pub fn piece_svg(piece: Piece) -> &'static str {
    match (piece.color, piece.role) {
        (Side::White, Role::Pawn) => include_str!("../../../assets/pieces/wP.svg"),
        (Side::White, Role::Knight) => include_str!("../../../assets/pieces/wN.svg"),
        (Side::White, Role::Bishop) => include_str!("../../../assets/pieces/wB.svg"),
        (Side::White, Role::Rook) => include_str!("../../../assets/pieces/wR.svg"),
        (Side::White, Role::Queen) => include_str!("../../../assets/pieces/wQ.svg"),
        (Side::White, Role::King) => include_str!("../../../assets/pieces/wK.svg"),
        (Side::Black, Role::Pawn) => include_str!("../../../assets/pieces/bP.svg"),
        (Side::Black, Role::Knight) => include_str!("../../../assets/pieces/bN.svg"),
        (Side::Black, Role::Bishop) => include_str!("../../../assets/pieces/bB.svg"),
        (Side::Black, Role::Rook) => include_str!("../../../assets/pieces/bR.svg"),
        (Side::Black, Role::Queen) => include_str!("../../../assets/pieces/bQ.svg"),
        (Side::Black, Role::King) => include_str!("../../../assets/pieces/bK.svg"),
    }
}

/// Every piece kind.
pub fn all_pieces() -> impl Iterator<Item = Piece> {
    [Side::White, Side::Black]
        .into_iter()
        .flat_map(|color| Role::ALL.into_iter().map(move |role| Piece { color, role }))
}

/// The parsed SVG of every piece, read once at start-up; textures are drawn
/// from these trees whenever the square size changes.
#[derive(Resource, Default)]
pub struct PieceArt {
    trees: HashMap<Piece, usvg::Tree>,
    /// How many SVG files have been parsed (twelve, once).
    pub parsed: usize,
}

impl std::fmt::Debug for PieceArt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PieceArt")
            .field("parsed", &self.parsed)
            .finish()
    }
}

impl PieceArt {
    /// Parses the twelve embedded SVG files.
    pub fn load() -> PieceArt {
        let mut art = PieceArt::default();
        for piece in all_pieces() {
            match usvg::Tree::from_str(piece_svg(piece), &usvg::Options::default()) {
                Ok(tree) => {
                    art.trees.insert(piece, tree);
                }
                Err(e) => error!("the {piece:?} SVG does not parse: {e}"),
            }
            art.parsed += 1;
        }
        art
    }

    /// Rasterises a piece to straight-alpha RGBA of `px` × `px` pixels.
    pub fn rasterize(&self, piece: Piece, px: u32) -> Option<Vec<u8>> {
        let tree = self.trees.get(&piece)?;
        let mut pixmap = tiny_skia::Pixmap::new(px, px)?;
        let size = tree.size();
        let scale = px as f32 / size.width().max(size.height());
        resvg::render(
            tree,
            tiny_skia::Transform::from_scale(scale, scale),
            &mut pixmap.as_mut(),
        );
        let mut rgba = Vec::with_capacity((px * px * 4) as usize);
        for p in pixmap.pixels() {
            let c = p.demultiply();
            rgba.extend_from_slice(&[c.red(), c.green(), c.blue(), c.alpha()]);
        }
        Some(rgba)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PieceTextures>()
        .insert_resource(PieceArt::load())
        .add_systems(Startup, (create_textures, first_pieces).chain())
        .add_systems(
            Update,
            (
                (
                    rasterize_textures.run_if(resource_changed::<BoardLayout>),
                    sync_pieces.run_if(
                        on_message::<SessionChanged>
                            .or_eager(on_message::<PiecesHome>)
                            .or_eager(resource_changed::<BoardEditor>),
                    ),
                )
                    .chain()
                    .in_set(Phase::Sync),
                place_pieces.in_set(Phase::Present).run_if(
                    resource_changed::<BoardLayout>
                        .or_eager(resource_changed::<DragState>)
                        .or_eager(on_message::<PiecesHome>),
                ),
            ),
        )
        .add_systems(
            PostUpdate,
            place_pieces
                .in_set(PanelRelayoutStep::Place)
                .run_if(resource_changed::<BoardLayout>),
        );
}

fn create_textures(mut textures: ResMut<PieceTextures>, mut images: ResMut<Assets<Image>>) {
    for piece in all_pieces() {
        let handle = images.add(rgba_image(1, vec![0; 4]));
        textures.handles.insert(piece, handle);
    }
}

fn rasterize_textures(
    layout: Res<BoardLayout>,
    art: Res<PieceArt>,
    mut textures: ResMut<PieceTextures>,
    mut images: ResMut<Assets<Image>>,
) {
    let px = layout.square_pixels();
    if textures.pixels == px {
        return;
    }
    textures.pixels = px;
    for piece in all_pieces() {
        let Some(data) = art.rasterize(piece, px) else {
            error!("could not draw the {piece:?} at {px} px");
            continue;
        };
        if let Some(handle) = textures.handles.get(&piece) {
            // Drawn at the size it was rasterised at, a texel to a pixel:
            // filtering would change nothing and costs a software renderer
            // a fifth of a frame's time.
            let mut image = rgba_image(px, data);
            image.sampler = bevy::image::ImageSampler::nearest();
            let _ = images.insert(handle.id(), image);
        }
    }
}

/// What the board shows and how its pieces move.
#[derive(SystemParam)]
struct PieceWorld<'w, 's> {
    session: Res<'w, GameSession>,
    editor: Res<'w, BoardEditor>,
    layout: Res<'w, BoardLayout>,
    textures: Res<'w, PieceTextures>,
    time: Res<'w, Time<Real>>,
    settings: Res<'w, PlayerSettings>,
    work: ResMut<'w, BoardWork>,
    commands: Commands<'w, 's>,
    pieces: PieceQuery<'w, 's>,
}

/// The pieces of the first position, where they stand.
fn first_pieces(mut world: PieceWorld) {
    follow(&mut world, BoardMotion::Jump);
}

/// The pieces follow what the board shows: as the session's change says
/// (the last of the frame), sliding when a piece was sent home, jumping
/// when the editor's position changed.
fn sync_pieces(
    mut changes: MessageReader<SessionChanged>,
    mut home: MessageReader<PiecesHome>,
    mut world: PieceWorld,
) {
    let motion = changes
        .read()
        .filter_map(|c| c.0.board)
        .last()
        .or_else(|| home.read().last().map(|_| BoardMotion::Slide))
        .or_else(|| world.editor.is_changed().then_some(BoardMotion::Jump));
    if let Some(motion) = motion {
        follow(&mut world, motion);
    }
}

/// The piece entities, as [`follow`] moves them.
type PieceQuery<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        &'static mut BoardPiece,
        &'static mut Transform,
        &'static mut Sprite,
    ),
>;

/// Brings the piece entities in line with what the board shows: pieces
/// that stay keep their entity, moved pieces slide, captured pieces fade,
/// a promoted pawn becomes its new piece, missing pieces are spawned.
fn follow(world: &mut PieceWorld, motion: BoardMotion) {
    let (animate, dropped) = match motion {
        BoardMotion::Slide => (true, None),
        BoardMotion::Jump => (false, None),
        BoardMotion::Dropped(from) => (true, Some(from)),
    };
    let slide_seconds = world.settings.animation.seconds();
    world.work.piece_syncs += 1;
    let now = world.time.elapsed_secs();
    let board = shown_board(&world.session, &world.editor);
    let PieceWorld {
        layout,
        textures,
        commands,
        pieces,
        ..
    } = world;
    // The dragged piece's entity, which must not slide from the drop point.
    let dropped_entity = dropped.and_then(|from| {
        pieces
            .iter()
            .find(|(_, bp, _, _)| bp.square == from)
            .map(|(e, _, _, _)| e)
    });
    let (placed, free, remaining) = reuse_entities(pieces, textures, commands, &board);

    // Pieces no square wants were captured: they fade out.
    for entity in free {
        commands
            .entity(entity)
            .remove::<BoardPiece>()
            .insert(FadeOut { start: now });
    }

    // Pieces that appear from nowhere (a new game from a set-up position).
    for (square, piece) in remaining {
        let at = layout.square_center(square);
        commands.spawn((
            Name::new(piece_name(piece)),
            BoardPiece { square, piece },
            Sprite {
                image: textures.get(piece),
                custom_size: Some(Vec2::splat(layout.square)),
                ..default()
            },
            Transform::from_translation(at.extend(Z_PIECE)),
        ));
    }

    // Every placed piece that is not where it belongs goes there: sliding
    // after a click or a takeback, at once after a drop.
    let slide = (animate && slide_seconds > 0.0).then_some((now, slide_seconds));
    for (entity, square) in placed {
        let Ok((_, _, mut transform, _)) = pieces.get_mut(entity) else {
            continue;
        };
        let target = layout.square_center(square);
        let here = transform.translation.truncate();
        if here.distance(target) < 0.5 {
            transform.translation.z = Z_PIECE;
            commands.entity(entity).remove::<Slide>();
            continue;
        }
        match slide {
            Some((start, duration)) if Some(entity) != dropped_entity => {
                commands.entity(entity).insert(Slide {
                    from: here,
                    start,
                    duration,
                });
            }
            _ => {
                transform.translation = target.extend(Z_PIECE);
                commands.entity(entity).remove::<Slide>();
            }
        }
    }
}

/// Matches the pieces of `board` to the entities there are: an entity
/// whose square still holds its piece stays; the remaining squares take
/// free entities, the same piece first, then a piece of the same colour
/// (a pawn that promoted, or a promoted piece taken back), nearest first.
/// Returns the entities placed on their squares, the free ones left, and
/// the pieces no entity was found for.
fn reuse_entities(
    pieces: &mut PieceQuery,
    textures: &PieceTextures,
    commands: &mut Commands,
    board: &shakmaty::Board,
) -> (Vec<(Entity, Square)>, Vec<Entity>, Vec<(Square, Piece)>) {
    let mut wanted: HashMap<Square, Piece> = board.iter().collect();
    let mut free: Vec<Entity> = Vec::new();
    let mut placed: Vec<(Entity, Square)> = Vec::new();
    for (entity, bp, _, _) in pieces.iter() {
        if wanted.get(&bp.square) == Some(&bp.piece) {
            wanted.remove(&bp.square);
            placed.push((entity, bp.square));
        } else {
            free.push(entity);
        }
    }
    let mut remaining: Vec<(Square, Piece)> = wanted.into_iter().collect();
    remaining.sort_by_key(|(sq, _)| *sq);
    for same_role in [true, false] {
        remaining.retain(|&(square, piece)| {
            let best = free
                .iter()
                .enumerate()
                .filter_map(|(i, &e)| {
                    let (_, bp, _, _) = pieces.get(e).ok()?;
                    let fits = if same_role {
                        bp.piece == piece
                    } else {
                        bp.piece.color == piece.color
                    };
                    fits.then(|| (i, bp.square.distance(square)))
                })
                .min_by_key(|&(_, d)| d);
            let Some((i, _)) = best else {
                return true;
            };
            let entity = free.swap_remove(i);
            if let Ok((_, mut bp, _, mut sprite)) = pieces.get_mut(entity) {
                bp.square = square;
                if bp.piece != piece {
                    bp.piece = piece;
                    sprite.image = textures.get(piece);
                }
            }
            commands.entity(entity).insert(Name::new(piece_name(piece)));
            placed.push((entity, square));
            false
        });
    }
    (placed, free, remaining)
}

/// Puts resting pieces on their squares and sizes them, follows the pointer
/// with the dragged piece.
fn place_pieces(
    layout: Res<BoardLayout>,
    drag: Res<DragState>,
    mut work: ResMut<BoardWork>,
    mut pieces: Query<(&BoardPiece, &mut Transform, &mut Sprite), Without<Slide>>,
) {
    work.placements += 1;
    for (bp, mut transform, mut sprite) in &mut pieces {
        let size = Some(Vec2::splat(layout.square));
        if sprite.custom_size != size {
            sprite.custom_size = size;
        }
        let target = match drag.dragging() {
            Some((from, pointer)) if from == bp.square => pointer.extend(Z_DRAGGED),
            _ => layout.square_center(bp.square).extend(Z_PIECE),
        };
        if transform.translation != target {
            transform.translation = target;
        }
    }
}
