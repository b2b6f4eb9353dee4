//! The app's modes, each a Bevy State whose plugin says what entering
//! and leaving it does (`OnEnter`, `OnExit`, `DespawnOnExit` for what it
//! spawns):
//!
//! - [`crate::app::board::shared::BoardMode`]: the game at the board, a
//!   position being set up (the editor's), the promotion chooser;
//! - [`ComputerTurn`]: the computer is to move ([`crate::app::opponent`]);
//! - [`Practice`]: the game is a practice ([`crate::app::opponent`]);
//! - [`Retro`]: puzzles from one's mistakes ([`crate::app::training`]);
//! - [`Tactics`]: tactics puzzles ([`crate::app::puzzles`]);
//! - [`Drilling`]: an opening repertoire drilled
//!   ([`crate::app::repertoire`]).
//!
//! Those the session implies (the computer's turn, practice) are set in
//! one place, right after the session takes the frame's commands
//! ([`SettleModes`], in [`crate::app::session`]); then every mode asked
//! for this frame is entered at once (`enter_modes`), so the frame that
//! changed the session already runs in the modes it implies, and the
//! board, the panel and the keys read one answer.

use bevy::{prelude::*, state::state::StateTransition};

use crate::app::Phase;

/// Whether the computer is thinking: the board waits meanwhile.
#[derive(States, Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum ComputerTurn {
    /// No computer to move (none plays, a person is to move, the game is
    /// over or its clocks wait).
    #[default]
    Idle,
    /// The computer is to move.
    Thinking,
}

/// Practice (lichess's): a game against the computer at full strength
/// from any position, each of the player's moves judged at once.
#[derive(States, Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Practice {
    /// A game as any other.
    #[default]
    Off,
    /// The player's moves are judged.
    On,
}

/// Whether the board asks for answers to puzzles from one's mistakes.
#[derive(States, Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Retro {
    /// The board edits the record as usual.
    #[default]
    Off,
    /// A move on the board answers the puzzle shown.
    On,
}

/// Whether the board holds a tactics puzzle ([`crate::app::puzzles`]).
#[derive(States, Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Tactics {
    /// No puzzle.
    #[default]
    Off,
    /// A puzzle is shown: the player's moves are judged.
    On,
}

/// Whether the board drills the opening repertoire
/// ([`crate::app::repertoire`]).
#[derive(States, Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Drilling {
    /// No drill.
    #[default]
    Off,
    /// A card is asked: the player's moves are judged.
    On,
}

/// Where the modes the session implies are set (after the session took
/// the frame's commands).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct SettleModes;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<ComputerTurn>()
        .init_state::<Practice>()
        .init_state::<Retro>()
        .init_state::<Tactics>()
        .init_state::<Drilling>()
        .add_systems(Update, enter_modes.in_set(Phase::Apply).after(SettleModes));
}

/// Enters the modes asked for this frame now, not at the next frame's
/// transitions: their `OnEnter` and `OnExit` run here.
fn enter_modes(world: &mut World) {
    let _ = world.try_run_schedule(StateTransition);
}
