//! The app's sounds: after each change of the session the core's
//! [`Cues`] say what is heard (a move, a capture, a check, the start and
//! end of a game, an offer), each frame whether the side to move just ran
//! low on time, and the panel asks for the refused typed move's sound
//! ([`PlaySound`]). The window plays them through the desktop's sound
//! thread ([`SoundOutput`]); the headless app only keeps them in
//! [`Heard`], which the tests read.

use bevy::prelude::*;

use super::{
    Phase,
    session::{GameSession, SessionChanged},
    settings::PlayerSettings,
    timer::{self, LookAgain},
};
use crate::chess::sound::{Cue, Cues, Sound};

/// A sound the panel asks for (a refused typed move).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlaySound(pub Sound);

/// The sound thread, in the window; none headless.
#[derive(Resource, Default)]
pub struct SoundOutput(pub Option<crate::desktop::sound::Player>);

impl SoundOutput {
    /// The sound thread started (none if a thread cannot be made: the
    /// game goes on silent).
    pub fn start() -> SoundOutput {
        match crate::desktop::sound::Player::start() {
            Ok(player) => SoundOutput(Some(player)),
            Err(e) => {
                warn!("could not start the sound thread: {e}; Rookery plays no sounds");
                SoundOutput(None)
            }
        }
    }
}

/// What the game's sounds follow, and the last sounds played (while
/// sound is on), newest last.
#[derive(Resource, Debug, Default)]
pub struct Heard {
    cues: Cues,
    /// The sounds played, newest last (the last [`Heard::KEPT`]).
    pub played: Vec<Cue>,
}

impl Heard {
    /// How many played sounds are kept.
    pub const KEPT: usize = 64;
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SoundOutput>()
        .init_resource::<Heard>()
        .add_message::<PlaySound>()
        .add_systems(Update, hear.in_set(Phase::Follow));
}

/// What asks for a sound: the session's changes and the panel.
#[derive(bevy::ecs::system::SystemParam)]
struct SoundAsks<'w, 's> {
    changes: MessageReader<'w, 's, SessionChanged>,
    panel: MessageReader<'w, 's, PlaySound>,
}

/// Where sounds go: the settings' volume, the output.
#[derive(bevy::ecs::system::SystemParam)]
struct Speaker<'w> {
    settings: Res<'w, PlayerSettings>,
    output: Res<'w, SoundOutput>,
}

/// Plays the frame's sounds: the session's change, the low-time warning,
/// what the panel asked.
fn hear(
    time: Res<Time<Real>>,
    session: Res<GameSession>,
    speaker: Speaker,
    mut asks: SoundAsks,
    mut heard: ResMut<Heard>,
    mut look: LookAgain,
) {
    let (settings, output) = (&speaker.settings, &speaker.output);
    let (changes, asked) = (&mut asks.changes, &mut asks.panel);
    let now = timer::now(&time);
    let heard = &mut *heard;
    heard.cues.watch(&session);
    let mut cues = Vec::new();
    for SessionChanged(change) in changes.read() {
        cues.extend(heard.cues.after(&session, *change, now));
    }
    cues.extend(heard.cues.low_time(&session, now));
    cues.extend(asked.read().map(|PlaySound(sound)| Cue {
        sound: *sound,
        quiet: false,
    }));
    // Wake the window when the warning is due (the clock's own wake-ups
    // come at digit changes only).
    if let Some(due) = heard.cues.low_time_in(&session, now) {
        look.after(due);
    }
    if !settings.sound {
        return;
    }
    for cue in cues {
        if let Some(player) = &output.0 {
            player.play(cue.sound, settings.volume, cue.quiet);
        }
        heard.played.push(cue);
    }
    let extra = heard.played.len().saturating_sub(Heard::KEPT);
    heard.played.drain(..extra);
}
