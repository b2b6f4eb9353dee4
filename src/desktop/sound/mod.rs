//! Plays Rookery's sounds through the desktop's sound server, speaking
//! PulseAudio's protocol (which PipeWire desktops serve too) with the
//! pure-Rust `pulseaudio` crate: nothing to link at build time, no system
//! `-dev` package. One thread waits on a channel (no CPU while silent),
//! opens a stream per sound, writes it whole, drains it and deletes the
//! stream: no stream is open while nothing plays. Without a server the
//! thread says so once in the log and the game goes on silent.

use std::{
    collections::HashMap,
    io,
    sync::{Arc, mpsc},
    time::{Duration, Instant},
};

use crate::chess::sound::{Sound, synth};

/// How much softer a move shown while browsing is than a move played.
const QUIET: f32 = 0.35;

/// How long the thread waits before trying a server that was not there
/// again (a desktop's sound server may start after Rookery).
const RETRY: Duration = Duration::from_secs(30);

/// One sound to play: at `gain` (0–1), asked at `asked`.
#[derive(Debug, Clone, Copy)]
struct Play {
    sound: Sound,
    gain: f32,
    quiet: bool,
    asked: Instant,
}

/// The sound thread's handle; dropping it ends the thread.
#[derive(Debug)]
pub struct Player {
    send: mpsc::Sender<Play>,
}

impl Player {
    /// Starts the sound thread (it connects on the first sound).
    pub fn start() -> io::Result<Player> {
        let (send, receive) = mpsc::channel();
        std::thread::Builder::new()
            .name("rookery sound".into())
            .spawn(move || Speaker::default().serve(&receive))?;
        Ok(Player { send })
    }

    /// Plays `sound` at `volume` (0–100, heard as its square: 70 is about
    /// half as loud as 100), softer when `quiet`. Returns at once.
    pub fn play(&self, sound: Sound, volume: u8, quiet: bool) {
        let _ = self.send.send(Play {
            sound,
            gain: gain(volume, quiet),
            quiet,
            asked: Instant::now(),
        });
    }
}

/// The factor a sound's samples are scaled by at `volume` (0–100).
pub fn gain(volume: u8, quiet: bool) -> f32 {
    let v = f32::from(volume.min(100)) / 100.0;
    v * v * if quiet { QUIET } else { 1.0 }
}

/// The thread's side: the connection while it works, the sounds made so
/// far, when the server was last found missing.
#[derive(Default)]
struct Speaker {
    server: Option<Server>,
    made: HashMap<Sound, Arc<[i16]>>,
    missing_since: Option<Instant>,
    said_missing: bool,
}

impl Speaker {
    fn serve(mut self, receive: &mpsc::Receiver<Play>) {
        while let Ok(first) = receive.recv() {
            let mut waiting = vec![first];
            waiting.extend(receive.try_iter());
            for play in coalesce(waiting) {
                self.play(play);
            }
        }
    }

    fn play(&mut self, play: Play) {
        if self
            .missing_since
            .is_some_and(|since| since.elapsed() < RETRY)
        {
            return;
        }
        let samples = Arc::clone(
            self.made
                .entry(play.sound)
                .or_insert_with(|| synth::samples(play.sound).into()),
        );
        let bytes: Vec<u8> = samples
            .iter()
            .flat_map(|s| ((f32::from(*s) * play.gain).round() as i16).to_le_bytes())
            .collect();
        for attempt in 0..2 {
            let server = match self.server.take() {
                Some(server) => server,
                None => match Server::connect() {
                    Ok(server) => server,
                    Err(e) => {
                        self.missing_since = Some(Instant::now());
                        if !std::mem::replace(&mut self.said_missing, true) {
                            log::info!("no sound server ({e}): Rookery plays no sounds");
                        }
                        return;
                    }
                },
            };
            self.missing_since = None;
            let mut server = server;
            match server.play(&bytes, play.asked) {
                Ok(()) => {
                    self.server = Some(server);
                    return;
                }
                // A connection that went stale (the server restarted) is
                // made again once.
                Err(e) if attempt == 0 => log::debug!("sound server: {e}; connecting again"),
                Err(e) => log::warn!("could not play a sound: {e}"),
            }
        }
    }
}

/// The sounds waiting, in order, but of the moves shown while browsing
/// only the last: holding an arrow key plays where it stops, not a queue.
fn coalesce(waiting: Vec<Play>) -> Vec<Play> {
    let last_quiet = waiting.iter().rposition(|p| p.quiet);
    waiting
        .into_iter()
        .enumerate()
        .filter(|(i, p)| !p.quiet || Some(*i) == last_quiet)
        .map(|(_, p)| p)
        .collect()
}

/// The connection to the system's sound output: PulseAudio's protocol on
/// Linux; elsewhere none yet, said once in the log.
#[cfg(target_os = "linux")]
mod pulse;
#[cfg(target_os = "linux")]
use pulse::Server;
#[cfg(target_os = "linux")]
pub use pulse::socket_path;

/// No sound output on this system yet: the game goes on silent, and the
/// log says why once.
#[cfg(not(target_os = "linux"))]
struct Server;

#[cfg(not(target_os = "linux"))]
impl Server {
    fn connect() -> io::Result<Server> {
        Err(io::Error::new(
            io::ErrorKind::Unsupported,
            "Rookery plays sounds only through PulseAudio or PipeWire (Linux) so far",
        ))
    }

    fn play(&mut self, _bytes: &[u8], _asked: Instant) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(sound: Sound, quiet: bool) -> Play {
        Play {
            sound,
            gain: 1.0,
            quiet,
            asked: Instant::now(),
        }
    }

    #[test]
    fn waiting_browsing_sounds_give_way_to_the_last() {
        let waiting = vec![
            play(Sound::Move, true),
            play(Sound::Capture, true),
            play(Sound::Check, false),
            play(Sound::Castle, true),
            play(Sound::Win, false),
        ];
        let kept: Vec<_> = coalesce(waiting)
            .iter()
            .map(|p| (p.sound, p.quiet))
            .collect();
        assert_eq!(
            kept,
            [
                (Sound::Check, false),
                (Sound::Castle, true),
                (Sound::Win, false)
            ]
        );
    }

    #[test]
    fn the_volume_is_heard_as_its_square() {
        assert_eq!(gain(100, false), 1.0);
        assert_eq!(gain(0, false), 0.0);
        assert!((gain(70, false) - 0.49).abs() < 1e-6);
        assert!((gain(70, true) - 0.49 * QUIET).abs() < 1e-6);
        assert_eq!(gain(200, false), 1.0);
    }
}
