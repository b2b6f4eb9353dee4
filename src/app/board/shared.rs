//! The board's shared vocabulary: the components, resources and constants
//! every board file uses. It imports no other board file, so imports among
//! them run one way: each file uses this one and [`super::layout`].

use std::collections::HashMap;

use bevy::{
    asset::RenderAssetUsages,
    prelude::*,
    render::render_resource::{Extent3d, TextureDimension, TextureFormat},
};
use shakmaty::{Piece, Square};

/// The background strips around the board lie under everything.
pub const Z_BACKDROP: f32 = -1.0;
/// Squares sit at the bottom of the board.
pub const Z_SQUARE: f32 = 0.0;
/// Last move, selection and hover tints over the squares.
pub const Z_SQUARE_TINT: f32 = 1.0;
/// The glow under a king in check.
pub const Z_CHECK: f32 = 2.0;
/// Dots on quiet destinations.
pub const Z_TARGET: f32 = 3.0;
/// Rings on captures.
pub const Z_CAPTURE_RING: f32 = 4.0;
/// Pieces stand above squares and highlights.
pub const Z_PIECE: f32 = 5.0;
/// A sliding piece passes over the others.
pub const Z_MOVING: f32 = 6.0;
/// Arrows and circles the players draw, over the pieces.
pub const Z_DRAWING: f32 = 10.0;
/// The dragged piece is above everything on the board.
pub const Z_DRAGGED: f32 = 20.0;
/// The shade behind the promotion chooser.
pub const Z_SHADE: f32 = 25.0;
/// The discs of the promotion chooser.
pub const Z_CELL: f32 = 30.0;
/// The pieces on those discs.
pub const Z_CELL_PIECE: f32 = 31.0;

/// How long a captured piece takes to fade.
pub const FADE_SECONDS: f32 = 0.18;

/// Texture size of the generated round shapes (dots, rings, glow, discs).
pub const SHAPE_PX: u32 = 128;

/// A piece on the board, mirroring the model's piece on `square`.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardPiece {
    /// The square the model has it on (its sprite may still be sliding).
    pub square: Square,
    /// Colour and role.
    pub piece: Piece,
}

/// A piece sliding from a world position to its square.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Slide {
    /// Where it started, in world coordinates.
    pub from: Vec2,
    /// When it started (seconds of [`Time<Real>`]).
    pub start: f32,
    /// How long it takes.
    pub duration: f32,
}

/// A captured piece fading away before it is despawned.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct FadeOut {
    /// When it started (seconds of [`Time<Real>`]).
    pub start: f32,
}

/// One texture handle per piece kind, rasterised at the physical size of a
/// square.
#[derive(Resource, Debug, Default)]
pub struct PieceTextures {
    /// The handle of each piece kind.
    pub handles: HashMap<Piece, Handle<Image>>,
    /// The pixel size the textures were last drawn at.
    pub pixels: u32,
}

impl PieceTextures {
    /// The texture of a piece.
    pub fn get(&self, piece: Piece) -> Handle<Image> {
        self.handles.get(&piece).cloned().unwrap_or_default()
    }
}

/// The pointer in world coordinates, fed by the window (or by tests).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct BoardPointer {
    /// Where the pointer is, if it is over the window.
    pub world: Option<Vec2>,
}

/// What the pointer did this frame, in the order it happened, each with the
/// position it happened at. A touchscreen tap (or an instant `xdotool
/// mousemove … click`) brings the move and the press in one frame: the press
/// must be read where it happened, not where the pointer was before.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct PointerEvents(pub Vec<PointerEvent>);

/// One thing the pointer did.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PointerEvent {
    /// What happened.
    pub kind: PointerEventKind,
    /// Where the pointer was then, if over the window.
    pub at: Option<Vec2>,
}

/// A pointer move, press or release.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PointerEventKind {
    /// The pointer moved (or left the window).
    Moved,
    /// A button went down.
    Pressed(MouseButton),
    /// A button went up.
    Released(MouseButton),
}

/// Whether egui has the pointer or the keyboard (a text field, a dialog):
/// then the board ignores them.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct UiCapture {
    /// The pointer is over a panel or dialog.
    pub pointer: bool,
    /// A text field has the keyboard.
    pub keyboard: bool,
}

/// The selected square, if a piece is selected.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Selection(pub Option<Square>);

/// A left-button press on one of the mover's pieces, which may become a drag.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Press {
    /// The piece's square.
    pub from: Square,
    /// Where the press happened.
    pub at: Vec2,
    /// Where the pointer is now.
    pub pointer: Vec2,
    /// Whether the piece was selected before the press.
    pub was_selected: bool,
    /// Whether the press has become a drag.
    pub dragging: bool,
}

/// The press or drag in progress.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct DragState {
    /// The press, until the button goes up.
    pub press: Option<Press>,
}

impl DragState {
    /// The dragged piece's square and the pointer, while dragging.
    pub fn dragging(&self) -> Option<(Square, Vec2)> {
        self.press
            .filter(|p| p.dragging)
            .map(|p| (p.from, p.pointer))
    }
}

/// An arrow or circle being drawn with the right button: where it
/// started, the square under the pointer now, and its colour.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Drawing {
    /// The square the right button went down on, the square under the
    /// pointer, and the brush, while the button is held.
    pub current: Option<(Square, Option<Square>, crate::chess::game::Brush)>,
}

/// A shape the player finished drawing: an arrow (right-drag between two
/// squares) or a circle (right-click on one).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrawnShape(pub crate::chess::game::Shape);

/// The promotion waiting for a piece, if any.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PromotionChooser {
    /// The pawn's square and the promotion square, while open.
    pub pending: Option<(Square, Square)>,
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

/// How many times the board's change-driven systems ran: an idle frame must
/// run none of them.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BoardWork {
    /// Highlight redraws.
    pub highlights: u64,
    /// Piece syncs with the model.
    pub piece_syncs: u64,
    /// Piece placements (size and position).
    pub placements: u64,
}

/// One white pixel sampled as it is, which the sprites of plain colour
/// (the squares, the background strips) are tinted from. Bevy's default
/// white image is filtered; sampling a plain sprite's pixels without the
/// filter costs a software renderer a tenth less per frame.
pub const PLAIN: Handle<Image> = bevy::asset::uuid_handle!("5d1c3f0e-2b7a-4e8e-9a51-6f0a8c2d9b47");

/// Puts the [`PLAIN`] pixel in place.
pub fn add_plain_pixel(mut images: ResMut<Assets<Image>>) {
    let mut image = rgba_image(1, vec![255; 4]);
    image.sampler = bevy::image::ImageSampler::nearest();
    let _ = images.insert(PLAIN.id(), image);
}

/// A sprite of one colour and size, drawn from the [`PLAIN`] pixel.
pub fn plain_sprite(color: Color, size: Vec2) -> Sprite {
    Sprite {
        image: PLAIN,
        color,
        custom_size: Some(size),
        ..default()
    }
}

/// An RGBA image asset.
pub fn rgba_image(px: u32, data: Vec<u8>) -> Image {
    Image::new(
        Extent3d {
            width: px,
            height: px,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD | RenderAssetUsages::MAIN_WORLD,
    )
}

/// Draws a white round shape of [`SHAPE_PX`] pixels whose alpha at a distance
/// `d` (0 at the centre, 1 at the edge midpoint) is `alpha(d)`; sprites tint
/// it. Highlights and the promotion chooser's discs are drawn with it.
pub fn shape(alpha: impl Fn(f32) -> f32) -> Image {
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

/// Systems that follow a change of the side panel's width in the frame it
/// happens: the panel is laid out after `Update`, so the board's layout and
/// placement run once more, in order, before the frame is drawn.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PanelRelayout;

/// The steps inside [`PanelRelayout`].
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PanelRelayoutStep {
    /// The layout follows the new width.
    Layout,
    /// Squares, pieces, highlights and the chooser follow the layout.
    Place,
}

/// What the board is doing: playing (or browsing) the game, setting up a
/// position (the board shows the editor's position, takes no moves and
/// draws no shapes), or choosing a promotion piece (the chooser covers the
/// board). Each mode's entities go when it ends.
#[derive(States, Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum BoardMode {
    /// The game at the board.
    #[default]
    Play,
    /// The board editor.
    SettingUp,
    /// The promotion chooser.
    ChoosingPromotion,
}

/// The pieces go back where the position has them, sliding: a dragged
/// piece let go off its target, a drag cancelled. Board-local: the session
/// did not change (its changes come as
/// [`crate::app::session::SessionChanged`]).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PiecesHome;
