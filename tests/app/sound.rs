//! The app's sounds, headless: what the board, the keys, the clock and the
//! move field make heard (the window plays the same through the sound
//! server; see `window::sound`).

use std::time::Duration;

use bevy::prelude::KeyCode;
use bevy_egui::egui;
use rookery::{
    app::panel::probe_typing,
    app::settings::PlayerSettings,
    app::sound::Heard,
    chess::clock::TimeControl,
    chess::game::Game,
    chess::session::NewGame,
    chess::sound::{Cue, Sound},
};
use shakmaty::Square;

use super::harness::Harness;

/// The sounds played since the last call, as (sound, quiet).
fn heard(h: &mut Harness) -> Vec<(Sound, bool)> {
    let played = std::mem::take(&mut h.app.world_mut().resource_mut::<Heard>().played);
    played
        .iter()
        .map(|Cue { sound, quiet }| (*sound, *quiet))
        .collect()
}

#[test]
fn the_board_and_the_keys_make_their_sounds_and_sound_off_is_silent() {
    let mut h = Harness::new();
    h.start(NewGame::timed(
        Game::new(),
        TimeControl::fischer_minutes(5, 3),
    ));
    assert_eq!(heard(&mut h), [(Sound::Start, false)]);
    h.play(&[(Square::E2, Square::E4), (Square::D7, Square::D5)]);
    h.play(&[(Square::E4, Square::D5)]);
    assert_eq!(
        heard(&mut h),
        [
            (Sound::Move, false),
            (Sound::Move, false),
            (Sound::Capture, false)
        ]
    );
    // Browsing with the arrow keys: quietly, one sound per 80 ms at most.
    h.advance(Duration::from_millis(100));
    h.key(KeyCode::ArrowLeft);
    h.key(KeyCode::ArrowLeft);
    assert_eq!(heard(&mut h), [(Sound::Move, true)]);
    h.advance(Duration::from_millis(100));
    h.key(KeyCode::ArrowRight);
    assert_eq!(heard(&mut h), [(Sound::Move, true)]);

    // Sound off: nothing, and the cues still follow the game.
    h.app.world_mut().resource_mut::<PlayerSettings>().0.sound = false;
    h.key(KeyCode::End);
    h.play(&[(Square::D8, Square::D5)]);
    assert_eq!(heard(&mut h), []);
    h.app.world_mut().resource_mut::<PlayerSettings>().0.sound = true;
    h.play(&[(Square::B1, Square::C3)]);
    assert_eq!(heard(&mut h), [(Sound::Move, false)]);
}

#[test]
fn the_clock_warns_once_when_time_runs_low() {
    let mut h = Harness::new();
    h.start(NewGame::timed(
        Game::new(),
        TimeControl::fischer_minutes(1, 0),
    ));
    h.play(&[(Square::E2, Square::E4), (Square::E7, Square::E5)]);
    heard(&mut h);
    // A minute's threshold is 10 s: after 45 s of White's thinking,
    // nothing; after 51 s, the warning, once.
    h.advance(Duration::from_secs(45));
    assert_eq!(heard(&mut h), []);
    h.advance(Duration::from_secs(6));
    h.update();
    assert_eq!(heard(&mut h), [(Sound::LowTime, false)]);
    h.advance(Duration::from_secs(1));
    h.update();
    assert_eq!(heard(&mut h), []);
}

#[test]
fn a_refused_typed_move_sounds_on_enter_only() {
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    let size = egui::vec2(800.0, 600.0);
    probe_typing(h.app.world_mut(), &ctx, size, "Ke6", false);
    h.update();
    assert_eq!(heard(&mut h), []);
    probe_typing(h.app.world_mut(), &ctx, size, "", true);
    h.update();
    assert_eq!(heard(&mut h), [(Sound::Error, false)]);
}
