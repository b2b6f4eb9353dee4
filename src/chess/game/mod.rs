//! The pure game model: positions, moves, SAN, outcome and every FIDE ending.
//!
//! Nothing here knows about Bevy. [`Game`] is the single source of truth the
//! board, the side panel, PGN and autosave all read; every rule comes from
//! [`shakmaty`].
//!
//! ```
//! use rookery::chess::game::{Game, Status, Termination};
//! use shakmaty::{Color, KnownOutcome};
//!
//! let mut game = Game::new();
//! for san in ["f3", "e5", "g4", "Qh4#"] {
//!     game.play_san(san).unwrap();
//! }
//! assert_eq!(
//!     game.status(),
//!     Status::Finished {
//!         outcome: KnownOutcome::Decisive { winner: Color::Black },
//!         termination: Termination::Checkmate,
//!     }
//! );
//! assert_eq!(game.plies().last().unwrap().san.to_string(), "Qh4#");
//! ```

mod annotate;
pub mod dead;
mod edit;
mod error;
mod model;
mod moves;
mod notes;
mod offers;
mod repetition;
mod status;
mod tree;
mod view;

pub use annotate::MoveNote;
pub use edit::Edit;
pub use error::{FenError, GameError};
pub use model::{Game, GameMode, Ply, RuleEnding, Variation};
pub use notes::{
    Brush, GlyphGroup, MOVE_GLYPHS, OBSERVATION_GLYPHS, POSITION_GLYPHS, Shape, glyph_group,
    readable_comment, shapes_in, toggle_shape_in,
};
pub use repetition::RepetitionKey;
pub use status::{DrawClaim, Status, Termination, piece_name, role_name, side_name};
pub use view::{ParseCursorError, ViewCursor};
