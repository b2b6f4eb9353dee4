//! The notice line of the panel: what a file, the settings, the autosave
//! or another launch has to tell the player, one notice at a time (the
//! newest wins). A notice lasts until it is replaced or dismissed, or until
//! the game at the board changes after it was said: "Saved game.pgn" is
//! untrue once a move is made, "Could not save …" once another game is on
//! the board (the session's announcement retires it: `session.rs`).

use bevy::prelude::*;

use crate::i18n::Said;

/// The notice the panel shows, if any.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct PanelNotice(pub Option<Notice>);

/// One notice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// The words, said in the player's language where they are shown.
    pub said: Said,
    /// Whether something failed.
    pub error: bool,
    /// The game's revision when the notice was said (stamped in the frame
    /// it was said), so a later change of the game retires it.
    pub revision: Option<u64>,
}

impl PanelNotice {
    /// Says that something worked.
    pub fn info(&mut self, said: impl Into<Said>) {
        self.0 = Some(Notice {
            said: said.into(),
            error: false,
            revision: None,
        });
    }

    /// Says what failed.
    pub fn error(&mut self, said: impl Into<Said>) {
        self.0 = Some(Notice {
            said: said.into(),
            error: true,
            revision: None,
        });
    }
}

impl Notice {
    /// The words in English (the log, tests).
    pub fn text(&self) -> String {
        self.said.english()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PanelNotice>();
}
