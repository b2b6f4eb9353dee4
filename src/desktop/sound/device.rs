//! The system's own sound output through `cpal`: WASAPI on Windows,
//! CoreAudio on macOS. A stream on the default output device is opened for
//! the first sound and fed each sound in turn; once nothing has played for
//! a while it is closed ([`Server::idle`]), so no audio thread wakes while
//! Rookery is silent. One stream for a run of sounds rather than one each:
//! a stream's start costs tens of milliseconds, and a stream closed as its
//! last samples are handed over may cut them (the latency an output
//! reports is not always what it buffers).

use std::{
    collections::VecDeque,
    io,
    sync::{Arc, Mutex, mpsc},
    time::{Duration, Instant},
};

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};

/// How long past a sound's own length the output may take to take it
/// before it is given up (a device that stalls must not keep the sounds
/// waiting).
const SLACK: Duration = Duration::from_secs(2);

/// The samples waiting to be handed to the device, and whom to tell when
/// the last is handed over.
struct Queue {
    samples: VecDeque<f32>,
    emptied: Option<mpsc::SyncSender<()>>,
}

/// The open stream and its queue.
struct Open {
    /// Held, never read: dropping it closes the output.
    _stream: cpal::Stream,
    queue: Arc<Mutex<Queue>>,
}

/// The default output device, the format it takes, and the stream while
/// sounds play.
pub(super) struct Server {
    device: cpal::Device,
    config: cpal::StreamConfig,
    format: cpal::SampleFormat,
    open: Option<Open>,
}

fn sound_error(e: impl std::fmt::Display) -> io::Error {
    io::Error::other(e.to_string())
}

impl Server {
    pub(super) fn connect() -> io::Result<Server> {
        let device = cpal::default_host()
            .default_output_device()
            .ok_or_else(|| io::Error::new(io::ErrorKind::NotFound, "no sound output device"))?;
        let supported = device.default_output_config().map_err(sound_error)?;
        Ok(Server {
            format: supported.sample_format(),
            config: supported.config(),
            device,
            open: None,
        })
    }

    /// Plays `bytes` (mono 16-bit at the synth's rate), converted to the
    /// device's rate, channels and sample format, and returns once the
    /// device has taken the last of it.
    pub(super) fn play(&mut self, bytes: &[u8], asked: Instant) -> io::Result<()> {
        let mono: Vec<i16> = bytes
            .chunks_exact(2)
            .map(|b| i16::from_le_bytes([b[0], b[1]]))
            .collect();
        let samples = super::for_output(&mono, self.config.sample_rate, self.config.channels);
        let per_second = f64::from(self.config.sample_rate) * f64::from(self.config.channels);
        let length = Duration::from_secs_f64(samples.len() as f64 / per_second.max(1.0));
        let (emptied, taken) = mpsc::sync_channel(1);
        let queue = match &self.open {
            Some(open) => Arc::clone(&open.queue),
            None => {
                let open = self.open()?;
                let queue = Arc::clone(&open.queue);
                self.open = Some(open);
                queue
            }
        };
        {
            let mut queue = queue.lock().unwrap_or_else(|p| p.into_inner());
            queue.samples.extend(samples);
            queue.emptied = Some(emptied);
        }
        log::debug!(
            "sound queued {:.1} ms after it was asked",
            asked.elapsed().as_secs_f64() * 1000.0
        );
        taken.recv_timeout(length + SLACK).map_err(|_| {
            // A stream that stalled is made again for the next sound.
            self.open = None;
            io::Error::new(
                io::ErrorKind::TimedOut,
                "the sound output did not take the sound",
            )
        })
    }

    /// Nothing has played for a while: the stream closes (its last sound
    /// has long been heard).
    pub(super) fn idle(&mut self) {
        self.open = None;
    }

    fn open(&self) -> io::Result<Open> {
        let queue = Arc::new(Mutex::new(Queue {
            samples: VecDeque::new(),
            emptied: None,
        }));
        use cpal::SampleFormat as F;
        let stream = match self.format {
            F::F32 => self.stream::<f32>(&queue),
            F::F64 => self.stream::<f64>(&queue),
            F::I16 => self.stream::<i16>(&queue),
            F::I32 => self.stream::<i32>(&queue),
            F::U16 => self.stream::<u16>(&queue),
            F::I8 => self.stream::<i8>(&queue),
            F::U8 => self.stream::<u8>(&queue),
            other => Err(io::Error::new(
                io::ErrorKind::Unsupported,
                format!("the sound output takes samples as {other:?}"),
            )),
        }?;
        stream.play().map_err(sound_error)?;
        Ok(Open {
            _stream: stream,
            queue,
        })
    }

    /// A stream that hands the device what is queued, then silence, and
    /// says so once the queue has emptied.
    fn stream<T: cpal::SizedSample + cpal::FromSample<f32>>(
        &self,
        queue: &Arc<Mutex<Queue>>,
    ) -> io::Result<cpal::Stream> {
        let queue = Arc::clone(queue);
        self.device
            .build_output_stream::<T, _, _>(
                self.config,
                move |data: &mut [T], _: &cpal::OutputCallbackInfo| {
                    let mut queue = queue.lock().unwrap_or_else(|p| p.into_inner());
                    for out in data.iter_mut() {
                        let sample = queue.samples.pop_front().unwrap_or(0.0);
                        *out = <T as cpal::Sample>::from_sample(sample);
                    }
                    if queue.samples.is_empty()
                        && let Some(emptied) = queue.emptied.take()
                    {
                        let _ = emptied.try_send(());
                    }
                },
                |e| log::warn!("sound output: {e}"),
                None,
            )
            .map_err(sound_error)
    }
}
