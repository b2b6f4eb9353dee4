//! Rookery's own sounds, made from sines and a little noise when first
//! played: no recording to license (lichess's standard set is not free),
//! nothing to embed but this code, and the same samples every time.
//!
//! A move is a short wooden knock (a decaying low tone under a burst of
//! filtered noise), a capture a heavier one, castling two knocks; a check
//! a bright two-note ping; the start, the ends and an offer short chimes;
//! the low-time warning three beeps; a refused move a soft low buzz. Every
//! sound is under 0.8 s and peaks at half of full scale.

use std::f32::consts::TAU;

use super::Sound;

/// Samples per second of every sound (mono, signed 16-bit).
pub const RATE: u32 = 48_000;

/// The loudest sample of any sound: half of full scale.
pub const PEAK: f32 = 0.5;

/// A sound's samples, mono at [`RATE`].
pub fn samples(sound: Sound) -> Vec<i16> {
    let mut out = Mix::default();
    match sound {
        Sound::Move => out.knock(0.0, 190.0, 1.0),
        Sound::Capture => {
            out.knock(0.0, 150.0, 1.4);
            out.knock(22.0, 120.0, 0.8);
        }
        Sound::Castle => {
            out.knock(0.0, 190.0, 1.0);
            out.knock(95.0, 170.0, 1.0);
        }
        Sound::Check => {
            out.chime(0.0, 1318.5, 180.0, 0.5);
            out.chime(70.0, 1760.0, 220.0, 0.5);
        }
        Sound::Promote => {
            for (i, f) in [659.3, 830.6, 987.8].into_iter().enumerate() {
                out.chime(i as f32 * 65.0, f, 200.0, 0.45);
            }
        }
        Sound::Start => {
            out.chime(0.0, 523.3, 260.0, 0.5);
            out.chime(120.0, 784.0, 300.0, 0.5);
        }
        Sound::Win => {
            for (i, f) in [523.3, 659.3, 784.0, 1046.5].into_iter().enumerate() {
                out.chime(i as f32 * 80.0, f, 260.0, 0.45);
            }
        }
        Sound::Draw => {
            out.chime(0.0, 587.3, 280.0, 0.5);
            out.chime(160.0, 587.3, 280.0, 0.45);
        }
        Sound::Offer => {
            out.chime(0.0, 880.0, 200.0, 0.4);
            out.chime(110.0, 740.0, 260.0, 0.4);
        }
        Sound::LowTime => {
            for i in 0..3 {
                out.beep(i as f32 * 140.0, 1000.0, 80.0, 0.45);
            }
        }
        Sound::Error => out.buzz(0.0, 140.0, 140.0, 0.35),
    }
    out.finish()
}

/// Sounds laid over each other in float samples.
#[derive(Default)]
struct Mix {
    samples: Vec<f32>,
}

fn at(ms: f32) -> usize {
    (ms * RATE as f32 / 1000.0) as usize
}

impl Mix {
    /// Adds `f(t)` (t in seconds from `start_ms`) for `length_ms`.
    fn add(&mut self, start_ms: f32, length_ms: f32, f: impl Fn(f32) -> f32) {
        let start = at(start_ms);
        let len = at(length_ms);
        if self.samples.len() < start + len {
            self.samples.resize(start + len, 0.0);
        }
        for (i, sample) in self.samples[start..start + len].iter_mut().enumerate() {
            *sample += f(i as f32 / RATE as f32);
        }
    }

    /// A wooden knock: a low tone at `freq` and a burst of low-passed
    /// noise, both dying within ~60 ms; `weight` makes it heavier.
    fn knock(&mut self, start_ms: f32, freq: f32, weight: f32) {
        // A fixed seed: the same knock every time (fastrand is already in
        // the tree, through tempfile).
        let mut rng = fastrand::Rng::with_seed(0x0b0a_2d5e);
        let noise: Vec<f32> = {
            let mut low = 0.0f32;
            (0..at(90.0))
                .map(|_| {
                    low += 0.35 * (rng.f32() * 2.0 - 1.0 - low);
                    low
                })
                .collect()
        };
        self.add(start_ms, 90.0, |t| {
            let attack = (t / 0.0015).min(1.0);
            let body = (TAU * freq * t).sin() * (-t / 0.030).exp();
            let click = (TAU * freq * 4.1 * t).sin() * (-t / 0.008).exp();
            let rattle =
                noise[((t * RATE as f32) as usize).min(noise.len() - 1)] * (-t / 0.012).exp();
            attack * weight * (0.55 * body + 0.25 * click + 0.9 * rattle)
        });
    }

    /// A bell-like note: a sine with a quieter octave, decaying over
    /// `decay_ms`.
    fn chime(&mut self, start_ms: f32, freq: f32, decay_ms: f32, level: f32) {
        let decay = decay_ms / 1000.0;
        let length = decay * 2.0;
        self.add(start_ms, decay_ms * 2.0, |t| {
            let attack = (t / 0.004).min(1.0);
            let tone = (TAU * freq * t).sin() + 0.3 * (TAU * 2.0 * freq * t).sin();
            // Dies away, then fades to nothing by its end.
            attack * level * tone * (-t / decay).exp() * (1.0 - t / length)
        });
    }

    /// A short even beep with soft edges.
    fn beep(&mut self, start_ms: f32, freq: f32, length_ms: f32, level: f32) {
        let length = length_ms / 1000.0;
        self.add(start_ms, length_ms, |t| {
            let edge = (t / 0.005).min(1.0).min((length - t) / 0.005).max(0.0);
            level * edge * (TAU * freq * t).sin()
        });
    }

    /// A low buzz (odd harmonics), fading out.
    fn buzz(&mut self, start_ms: f32, freq: f32, length_ms: f32, level: f32) {
        let length = length_ms / 1000.0;
        self.add(start_ms, length_ms, |t| {
            let fade = (t / 0.005).min(1.0) * (1.0 - t / length).max(0.0);
            let wave: f32 = [1.0f32, 3.0, 5.0]
                .iter()
                .map(|h| (TAU * freq * h * t).sin() / h)
                .sum();
            level * fade * wave
        });
    }

    /// The samples scaled so the loudest is [`PEAK`], as 16-bit.
    fn finish(self) -> Vec<i16> {
        let loudest = self.samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        let scale = if loudest > 0.0 { PEAK / loudest } else { 0.0 };
        self.samples
            .iter()
            .map(|s| (s * scale * f32::from(i16::MAX)).round() as i16)
            .collect()
    }
}
