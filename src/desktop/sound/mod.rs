//! Plays Rookery's sounds through the system's sound output: on Linux the
//! desktop's sound server, speaking PulseAudio's protocol (which PipeWire
//! desktops serve too) with the pure-Rust `pulseaudio` crate (nothing to
//! link at build time, no system `-dev` package); on Windows and macOS
//! WASAPI and CoreAudio through `cpal`. One thread waits on a channel (no
//! CPU while silent), opens a stream per sound, writes it whole, drains it
//! and deletes the stream: no stream is open while nothing plays. Without
//! a server the thread says so once in the log and the game goes on silent.

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

/// How long after the last sound the output is let go of (Windows's and
/// macOS's stream closes; PulseAudio's closed with each sound), and how
/// long the thread lingers for it when Rookery quits.
const IDLE: Duration = Duration::from_secs(1);

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
    thread: std::thread::JoinHandle<()>,
}

impl Player {
    /// Starts the sound thread (it connects on the first sound).
    pub fn start() -> io::Result<Player> {
        let (send, receive) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("rookery sound".into())
            .spawn(move || Speaker::default().serve(&receive))?;
        Ok(Player { send, thread })
    }

    /// Waits until every sound asked for has played (or the output said
    /// why not), and ends the thread: for a program that quits after its
    /// sounds (`cargo run --example sounds`).
    pub fn finish(self) {
        let Player { send, thread } = self;
        drop(send);
        let _ = thread.join();
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
        loop {
            let first = match receive.recv_timeout(IDLE) {
                Ok(play) => play,
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    if let Some(server) = &mut self.server {
                        server.idle();
                    }
                    match receive.recv() {
                        Ok(play) => play,
                        Err(_) => return,
                    }
                }
                // The last sound plays out before the output closes.
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    if self.server.is_some() {
                        std::thread::sleep(IDLE);
                    }
                    return;
                }
            };
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

/// `samples` (mono, at the synth's rate) as `channels` interleaved
/// channels at `rate`, between -1 and 1: what an output that takes only
/// its own format wants (WASAPI's shared mode, CoreAudio). Written here
/// with linear interpolation: the sounds are short knocks and chimes well
/// below the highest frequency 44.1 kHz carries, and a resampling crate
/// (rubato) would add a dependency and no difference a player could hear.
///
/// ```
/// use rookery::desktop::sound::for_output;
/// // 48 kHz to 24 kHz in stereo: every other sample, twice.
/// let out = for_output(&[0, 16384, -16384, 32767], 24_000, 2);
/// assert_eq!(out, [0.0, 0.0, -0.5, -0.5]);
/// ```
pub fn for_output(samples: &[i16], rate: u32, channels: u16) -> Vec<f32> {
    let from = f64::from(crate::chess::sound::synth::RATE);
    let step = from / f64::from(rate.max(1));
    let frames = (samples.len() as f64 / step).floor() as usize;
    let at = |i: usize| samples.get(i).map_or(0.0, |s| f32::from(*s) / 32768.0);
    let mut out = Vec::with_capacity(frames * usize::from(channels));
    for frame in 0..frames {
        let pos = frame as f64 * step;
        let i = pos.floor() as usize;
        let frac = (pos - i as f64) as f32;
        let value = at(i) + (at(i + 1) - at(i)) * frac;
        out.extend(std::iter::repeat_n(value, usize::from(channels)));
    }
    out
}

/// The connection to the system's sound output: PulseAudio's protocol on
/// Linux; the system's own output through `cpal` on Windows (WASAPI) and
/// macOS (CoreAudio); elsewhere none, said once in the log.
#[cfg(target_os = "linux")]
mod pulse;
#[cfg(target_os = "linux")]
use pulse::Server;
#[cfg(target_os = "linux")]
pub use pulse::socket_path;

#[cfg(any(windows, target_os = "macos"))]
mod device;
#[cfg(any(windows, target_os = "macos"))]
use device::Server;

/// No sound output on this system: the game goes on silent, and the log
/// says why once.
#[cfg(not(any(target_os = "linux", windows, target_os = "macos")))]
struct Server;

#[cfg(not(any(target_os = "linux", windows, target_os = "macos")))]
impl Server {
    fn connect() -> io::Result<Server> {
        Err(io::Error::new(
            io::ErrorKind::Unsupported,
            "Rookery plays no sounds on this system",
        ))
    }

    fn play(&mut self, _bytes: &[u8], _asked: Instant) -> io::Result<()> {
        Ok(())
    }

    fn idle(&mut self) {}
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
    fn a_sound_keeps_its_samples_at_its_own_rate_and_its_length_at_another() {
        let samples: Vec<i16> = (0..4800).map(|i| (i % 200 - 100) as i16 * 300).collect();
        let same = for_output(&samples, crate::chess::sound::synth::RATE, 1);
        let exact: Vec<f32> = samples.iter().map(|s| f32::from(*s) / 32768.0).collect();
        assert_eq!(same, exact);
        // 100 ms at 48 kHz is 4,410 frames at 44.1 kHz, each in both
        // channels; the first and every 160th fall on a sample.
        let cd = for_output(&samples, 44_100, 2);
        assert_eq!(cd.len(), 4410 * 2);
        assert_eq!(cd[..2], [exact[0], exact[0]]);
        assert_eq!(cd[147 * 2], exact[160]);
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
