//! The board: squares, pieces, highlights, input, the promotion chooser,
//! animation, coordinates and layout. [`shared`] holds the vocabulary they
//! all use; each file is one plugin, in the [`crate::app::Phase`]s.

pub mod animation;
pub mod backdrop;
pub mod coords;
pub mod drawings;
pub mod eval_bar;
pub mod highlights;
pub mod input;
pub mod layout;
pub mod pieces;
pub mod promotion;
pub mod shared;
pub mod squares;

use bevy::prelude::*;

/// The board plugins that run without a window (coordinates need egui and
/// are added by the windowed app).
pub(super) fn plugin(app: &mut App) {
    use shared::{PanelRelayout, PanelRelayoutStep};
    app.init_resource::<shared::PromotionChooser>()
        .init_resource::<shared::BoardWork>()
        .add_systems(Startup, shared::add_plain_pixel)
        .configure_sets(
            PostUpdate,
            (PanelRelayoutStep::Layout, PanelRelayoutStep::Place)
                .chain()
                .in_set(PanelRelayout),
        )
        .add_plugins((
            layout::plugin,
            backdrop::plugin,
            squares::plugin,
            pieces::plugin,
            animation::plugin,
            input::plugin,
            highlights::plugin,
            promotion::plugin,
            drawings::plugin,
            eval_bar::plugin,
        ));
}
