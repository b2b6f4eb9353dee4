//! The app's words: those of the language the settings choose (else the
//! system's, else English), followed at once when the setting changes,
//! with no restart.

use bevy::prelude::*;

use crate::{app::settings::PlayerSettings, i18n::Words};

/// The words the panel and the screen reader say.
#[derive(Resource, Debug, Default)]
pub struct AppWords(pub Words);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AppWords>().add_systems(
        PreUpdate,
        follow_settings.run_if(resource_changed::<PlayerSettings>),
    );
}

/// A language chosen (or the system's at start) becomes the words.
fn follow_settings(settings: Res<PlayerSettings>, mut words: ResMut<AppWords>) {
    let language = settings.0.language();
    if words.0.language() != language {
        words.0 = Words::new(language);
    }
}
