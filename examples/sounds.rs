//! Plays every sound of Rookery once, through the system's own output, as
//! the app does: PulseAudio or PipeWire on Linux, WASAPI on Windows,
//! CoreAudio on macOS. A check by ear on a new system, and what `.ci/run`
//! records under Wine to show Windows's output plays.
//!
//! `cargo run --example sounds [VOLUME]` (0–100, 100 if not given).

use rookery::{chess::sound::Sound, desktop::sound::Player};

fn main() {
    let volume = match std::env::args().nth(1).map(|v| v.parse::<u8>()) {
        None => 100,
        Some(Ok(v)) if v <= 100 => v,
        Some(_) => {
            eprintln!("the volume is a whole number from 0 to 100");
            std::process::exit(2);
        }
    };
    // What the sound thread says (no output, a device that failed) is
    // printed, as the app's log would show it.
    log::set_logger(&PRINT).ok();
    log::set_max_level(log::LevelFilter::Info);
    let player = match Player::start() {
        Ok(player) => player,
        Err(e) => {
            eprintln!("could not start the sound thread: {e}");
            std::process::exit(1);
        }
    };
    for sound in Sound::ALL {
        println!("{sound:?}");
        player.play(sound, volume, false);
    }
    player.finish();
}

/// Prints the sound thread's log lines on standard error.
struct Print;
static PRINT: Print = Print;

impl log::Log for Print {
    fn enabled(&self, _: &log::Metadata) -> bool {
        true
    }
    fn log(&self, record: &log::Record) {
        eprintln!("{}: {}", record.level(), record.args());
    }
    fn flush(&self) {}
}
