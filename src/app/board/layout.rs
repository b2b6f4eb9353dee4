//! Where the board sits: the largest square that fits beside the side panel,
//! following the window live, and the mapping between squares and the world.

use bevy::{prelude::*, window::PrimaryWindow};
use shakmaty::{Color as Side, File, Rank, Square};

use super::shared::PanelRelayoutStep;
use crate::app::{Phase, session::GameSession};

/// Margin around the board, in logical pixels.
const MARGIN: f32 = 16.0;
/// Window size assumed when there is no window (headless tests).
const HEADLESS_WINDOW: Vec2 = Vec2::new(1024.0, 768.0);
/// The side panel's width before egui has measured it.
pub const DEFAULT_PANEL_WIDTH: f32 = 320.0;
/// The smallest square drawn, however small the window.
const MIN_SQUARE: f32 = 8.0;

/// The width the side panel takes on the right, in logical pixels.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct SidePanelWidth(pub f32);

impl Default for SidePanelWidth {
    fn default() -> Self {
        SidePanelWidth(DEFAULT_PANEL_WIDTH)
    }
}

/// The board's place in the world. World units are logical pixels with the
/// origin at the window's centre (Bevy's 2D camera).
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct BoardLayout {
    /// Centre of the board in world coordinates.
    pub center: Vec2,
    /// Side of one square in logical pixels.
    pub square: f32,
    /// The side at the bottom.
    pub orientation: Side,
    /// Physical pixels per logical pixel.
    pub scale_factor: f32,
    /// The window's logical size.
    pub window: Vec2,
}

impl Default for BoardLayout {
    fn default() -> Self {
        BoardLayout::fit(HEADLESS_WINDOW, DEFAULT_PANEL_WIDTH, 1.0, Side::White)
    }
}

impl BoardLayout {
    /// The largest board that fits a window of `window` logical pixels with
    /// a panel of `panel` pixels on the right.
    pub fn fit(window: Vec2, panel: f32, scale_factor: f32, orientation: Side) -> BoardLayout {
        BoardLayout::fit_above(window, panel, scale_factor, orientation, 0.0)
    }

    /// As [`BoardLayout::fit`], leaving a strip `below` pixels high under
    /// the board (the game report's graph and counts).
    pub fn fit_above(
        window: Vec2,
        panel: f32,
        scale_factor: f32,
        orientation: Side,
        below: f32,
    ) -> BoardLayout {
        let below = below.clamp(0.0, window.y / 3.0);
        let area = Vec2::new((window.x - panel).max(0.0), window.y - below);
        let room = area.x.min(area.y);
        // Margins go first when the window is small; the board never grows
        // past the room beside the panel.
        let side = (room - 2.0 * MARGIN).max(room.min(8.0 * MIN_SQUARE));
        // Whole physical pixels per square keep square edges crisp.
        let square = ((side / 8.0) * scale_factor).floor().max(1.0) / scale_factor;
        let center = Vec2::new(-window.x / 2.0 + area.x / 2.0, below / 2.0);
        // Snap the board's corner to the physical pixel grid too, towards
        // the left so the board never reaches under the panel.
        let corner = center - Vec2::splat(4.0 * square);
        let snapped = (corner * scale_factor).floor() / scale_factor;
        BoardLayout {
            center: snapped + Vec2::splat(4.0 * square),
            square,
            orientation,
            scale_factor,
            window,
        }
    }

    /// Column and row from the bottom-left corner as seen by the player at
    /// the bottom (0..8 each).
    pub fn grid(&self, square: Square) -> (usize, usize) {
        let file = usize::from(square.file());
        let rank = usize::from(square.rank());
        match self.orientation {
            Side::White => (file, rank),
            Side::Black => (7 - file, 7 - rank),
        }
    }

    /// The world position of a point in grid coordinates (0.0 is the centre
    /// of the bottom-left square).
    pub fn grid_point(&self, col: f32, row: f32) -> Vec2 {
        self.center + Vec2::new((col - 3.5) * self.square, (row - 3.5) * self.square)
    }

    /// The world position of a square's centre.
    pub fn square_center(&self, square: Square) -> Vec2 {
        let (col, row) = self.grid(square);
        self.grid_point(col as f32, row as f32)
    }

    /// The square under a world position, if it is on the board.
    pub fn square_at(&self, world: Vec2) -> Option<Square> {
        let local = (world - self.center) / self.square + Vec2::splat(4.0);
        if !(0.0..8.0).contains(&local.x) || !(0.0..8.0).contains(&local.y) {
            return None;
        }
        let (col, row) = (local.x as u32, local.y as u32);
        let (file, rank) = match self.orientation {
            Side::White => (col, row),
            Side::Black => (7 - col, 7 - row),
        };
        Some(Square::from_coords(File::new(file), Rank::new(rank)))
    }

    /// The board's rectangle in world coordinates.
    pub fn rect(&self) -> Rect {
        Rect::from_center_size(self.center, Vec2::splat(8.0 * self.square))
    }

    /// A world position as a window position (logical pixels from the top
    /// left), as egui and the cursor use.
    pub fn to_window(&self, world: Vec2) -> Vec2 {
        Vec2::new(world.x + self.window.x / 2.0, self.window.y / 2.0 - world.y)
    }

    /// A window position (logical pixels from the top left) as a world
    /// position.
    pub fn to_world(&self, window: Vec2) -> Vec2 {
        Vec2::new(
            window.x - self.window.x / 2.0,
            self.window.y / 2.0 - window.y,
        )
    }

    /// The size of one square in physical pixels, for rasterising pieces.
    pub fn square_pixels(&self) -> u32 {
        (self.square * self.scale_factor).round().max(1.0) as u32
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SidePanelWidth>()
        .init_resource::<BoardLayout>()
        // At the frame's start for the window and the panel; again after
        // the session changed (a flip), so the frame shows the new layout.
        .add_systems(Update, update_layout.in_set(Phase::Measure))
        .add_systems(Update, update_layout.in_set(Phase::Follow))
        .add_systems(
            PostUpdate,
            update_layout
                .in_set(PanelRelayoutStep::Layout)
                .run_if(resource_changed::<SidePanelWidth>),
        );
}

/// The strip under the board for a game report's graph and counts, in a
/// window `window_height` tall: the graph ([`report_graph_height`]), its
/// gap and a row of counts.
pub fn report_strip(window_height: f32) -> f32 {
    report_graph_height(window_height) + REPORT_COUNTS
}

/// The graph's height: a ninth of the window's, 36 to 100 pixels (lichess's
/// is about a sixth of its board's; it was 36 at every size, a sliver at
/// 1920×1080).
///
/// ```
/// use rookery::app::board::layout::report_graph_height;
/// assert_eq!(report_graph_height(1080.0), 100.0);
/// assert_eq!(report_graph_height(600.0), 600.0 / 9.0);
/// assert_eq!(report_graph_height(300.0), 36.0);
/// ```
pub fn report_graph_height(window_height: f32) -> f32 {
    (window_height / 9.0).clamp(36.0, 100.0)
}

/// The gap under the graph and the row of counts.
const REPORT_COUNTS: f32 = 30.0;

/// Whether the board leaves the report's strip under it: an analysis
/// whose main line has evaluations.
pub fn shows_report(session: &crate::chess::session::Session) -> bool {
    session.is_analysis() && crate::chess::report::has_evals(session.game())
}

/// The layout a window of `size` gives the board beside a panel `panel`
/// wide, turned `orientation`'s way, the report's strip under it if
/// `report`.
pub fn layout_for(
    size: Vec2,
    panel: f32,
    scale: f32,
    orientation: Side,
    report: bool,
) -> BoardLayout {
    let below = if report { report_strip(size.y) } else { 0.0 };
    BoardLayout::fit_above(size, panel, scale, orientation, below)
}

/// Recomputes the layout from the window, the panel and the orientation;
/// writes only when something changed so dependants run only then.
fn update_layout(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    panel: Res<SidePanelWidth>,
    session: Res<GameSession>,
    mut layout: ResMut<BoardLayout>,
    mut report: Local<Option<(u64, bool)>>,
) {
    let (size, scale) = match window {
        Some(w) => (Vec2::new(w.width(), w.height()), w.scale_factor()),
        None => (HEADLESS_WINDOW, 1.0),
    };
    // Looked for once per state of the game, not every frame.
    let revision = session.game().revision();
    let shows = match *report {
        Some((at, shows)) if at == revision => shows,
        _ => {
            let shows = shows_report(&session);
            *report = Some((revision, shows));
            shows
        }
    };
    let new = layout_for(size, panel.0, scale, session.orientation(), shows);
    layout.set_if_neq(new);
}
