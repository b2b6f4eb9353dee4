//! PulseAudio's protocol (which PipeWire desktops serve too), spoken with
//! the pure-Rust `pulseaudio` crate: a stream per sound, written whole,
//! drained and deleted.

use std::{
    ffi::CString,
    io::{self, BufReader, Cursor, Read},
    os::unix::net::UnixStream,
    time::Instant,
};

use pulseaudio::protocol;

use crate::chess::sound::synth;

/// How long a reply of the server may take before the connection is
/// given up (a server that hangs must not keep the sounds waiting).
const REPLY_WAIT: std::time::Duration = std::time::Duration::from_secs(3);

/// The length of PulseAudio's authentication cookie.
const COOKIE_LEN: usize = 256;

/// A connection to the sound server.
pub(super) struct Server {
    socket: BufReader<UnixStream>,
    version: u16,
    seq: u32,
}

/// Where the sound server listens: `$PULSE_SERVER` (`unix:PATH` or a
/// path), `$PULSE_RUNTIME_PATH/native`, `$XDG_RUNTIME_DIR/pulse/native`,
/// the first that exists. Written here because the crate's
/// `socket_path_from_env` gives up at the first candidate missing and
/// looks for `pulse/native` under `$PULSE_RUNTIME_PATH`, which is the
/// `pulse` folder itself.
pub fn socket_path() -> Option<std::path::PathBuf> {
    let var = |name| std::env::var_os(name).filter(|v| !v.is_empty());
    let server = var("PULSE_SERVER").and_then(|v| {
        let v = v.to_str()?.to_owned();
        let path = v.strip_prefix("unix:").unwrap_or(&v);
        path.starts_with('/')
            .then(|| std::path::PathBuf::from(path))
    });
    server
        .into_iter()
        .chain(var("PULSE_RUNTIME_PATH").map(|d| std::path::Path::new(&d).join("native")))
        .chain(var("XDG_RUNTIME_DIR").map(|d| std::path::Path::new(&d).join("pulse/native")))
        .find(|path| path.exists())
}

fn protocol_error(e: protocol::ProtocolError) -> io::Error {
    io::Error::other(e.to_string())
}

impl Server {
    pub(super) fn connect() -> io::Result<Server> {
        let path = socket_path()
            .ok_or_else(|| io::Error::new(io::ErrorKind::NotFound, "no PulseAudio socket"))?;
        let stream = UnixStream::connect(&path)
            .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
        stream.set_read_timeout(Some(REPLY_WAIT))?;
        let mut server = Server {
            socket: BufReader::new(stream),
            version: protocol::MAX_VERSION,
            seq: 0,
        };
        // The server reads exactly 256 bytes of cookie: without one (a
        // server that lets anyone in), zeros.
        let cookie = pulseaudio::cookie_path_from_env()
            .and_then(|path| std::fs::read(path).ok())
            .filter(|cookie| cookie.len() == COOKIE_LEN)
            .unwrap_or_else(|| vec![0; COOKIE_LEN]);
        let auth = protocol::Command::Auth(protocol::AuthParams {
            version: protocol::MAX_VERSION,
            supports_shm: false,
            supports_memfd: false,
            cookie,
        });
        let reply: protocol::AuthReply = server.ask(&auth)?;
        server.version = protocol::MAX_VERSION.min(reply.version);
        let mut props = protocol::Props::new();
        props.set(
            protocol::Prop::ApplicationName,
            CString::new("Rookery").unwrap_or_default(),
        );
        let _: protocol::SetClientNameReply =
            server.ask(&protocol::Command::SetClientName(props))?;
        Ok(server)
    }

    /// Sends a command and reads its reply, skipping what else comes.
    fn ask<T: protocol::CommandReply>(&mut self, command: &protocol::Command) -> io::Result<T> {
        let seq = self.send(command)?;
        loop {
            let frame = self.frame()?;
            let mut reader = Cursor::new(&frame[..]);
            match protocol::read_reply_message::<T>(&mut reader, self.version) {
                Ok((got, reply)) if got == seq => return Ok(reply),
                Err(protocol::ProtocolError::ServerError(e)) => {
                    return Err(io::Error::other(format!("the server refused: {e:?}")));
                }
                _ => continue,
            }
        }
    }

    /// Sends a command, waits for its empty reply, skipping what else
    /// comes (the stream's requests for more, its start).
    fn ask_ack(&mut self, command: &protocol::Command) -> io::Result<()> {
        let seq = self.send(command)?;
        loop {
            let frame = self.frame()?;
            match protocol::read_ack_message(&mut Cursor::new(&frame[..])) {
                Ok(got) if got == seq => return Ok(()),
                Err(protocol::ProtocolError::ServerError(e)) => {
                    return Err(io::Error::other(format!("the server refused: {e:?}")));
                }
                _ => continue,
            }
        }
    }

    fn send(&mut self, command: &protocol::Command) -> io::Result<u32> {
        self.seq = self.seq.wrapping_add(1);
        protocol::write_command_message(self.socket.get_mut(), self.seq, command, self.version)
            .map_err(protocol_error)?;
        Ok(self.seq)
    }

    /// One whole message of the server, its descriptor included, so that
    /// a message read only in part never leaves the rest in the socket.
    fn frame(&mut self) -> io::Result<Vec<u8>> {
        let mut frame = vec![0; protocol::DESCRIPTOR_SIZE];
        self.socket.read_exact(&mut frame)?;
        let length = u32::from_be_bytes([frame[0], frame[1], frame[2], frame[3]]) as usize;
        if length > 1 << 24 {
            return Err(io::Error::other("a message of the server too long"));
        }
        frame.resize(protocol::DESCRIPTOR_SIZE + length, 0);
        self.socket
            .read_exact(&mut frame[protocol::DESCRIPTOR_SIZE..])?;
        Ok(frame)
    }

    /// Plays `bytes` (mono 16-bit at the synth's rate): a stream made for
    /// them, written whole, drained, deleted.
    pub(super) fn play(&mut self, bytes: &[u8], asked: Instant) -> io::Result<()> {
        let rate = synth::RATE;
        // A small target: the server starts playing as soon as it can.
        let target = rate * 2 * 30 / 1000;
        let params = protocol::PlaybackStreamParams {
            sample_spec: protocol::SampleSpec {
                format: protocol::SampleFormat::S16Le,
                channels: 1,
                sample_rate: rate,
            },
            channel_map: protocol::ChannelMap::mono(),
            cvolume: Some(protocol::ChannelVolume::norm(1)),
            sink_name: Some(protocol::DEFAULT_SINK.to_owned()),
            buffer_attr: protocol::stream::BufferAttr {
                target_length: target,
                pre_buffering: target / 3,
                ..Default::default()
            },
            ..Default::default()
        };
        let reply: protocol::CreatePlaybackStreamReply =
            self.ask(&protocol::Command::CreatePlaybackStream(params))?;
        let channel = reply.channel;
        protocol::write_memblock(self.socket.get_mut(), channel, bytes, 0)
            .map_err(protocol_error)?;
        log::debug!(
            "sound written {:.1} ms after it was asked (the server's latency: {:.1} ms)",
            asked.elapsed().as_secs_f64() * 1000.0,
            reply.stream_latency as f64 / 1000.0
        );
        let drained = self.ask_ack(&protocol::Command::DrainPlaybackStream(channel));
        let deleted = self.ask_ack(&protocol::Command::DeletePlaybackStream(channel));
        drained.and(deleted)
    }

    /// Nothing has played for a while: nothing to let go of (each sound's
    /// stream was deleted once it had played).
    pub(super) fn idle(&mut self) {}
}
