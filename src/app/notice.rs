//! The notice line of the panel: what a file, the settings, the autosave
//! or another launch has to tell the player, one notice at a time (the
//! newest wins; the panel shows it until it is dismissed or replaced).

use bevy::prelude::*;

/// The notice the panel shows, if any.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct PanelNotice(pub Option<Notice>);

/// One notice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// The words.
    pub text: String,
    /// Whether something failed.
    pub error: bool,
}

impl PanelNotice {
    /// Says that something worked.
    pub fn info(&mut self, text: impl Into<String>) {
        self.0 = Some(Notice {
            text: text.into(),
            error: false,
        });
    }

    /// Says what failed.
    pub fn error(&mut self, text: impl Into<String>) {
        self.0 = Some(Notice {
            text: text.into(),
            error: true,
        });
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PanelNotice>();
}
