//! Sound through a real sound server: a PulseAudio server of the test's
//! own with a null sink, whose monitor `parec` records while a move is
//! played on the board.

use std::io::Read;

use super::*;

/// A PulseAudio server with one null sink, `out`, listening on a socket
/// in a folder of its own; stopped when dropped.
struct SoundServer {
    server: Child,
    dir: tempfile::TempDir,
}

impl SoundServer {
    fn start() -> SoundServer {
        let dir = tempfile::tempdir().unwrap();
        let socket = dir.path().join("native");
        let server = Command::new("pulseaudio")
            .args([
                "-n",
                "--daemonize=no",
                "--exit-idle-time=-1",
                "--use-pid-file=false",
                "--load=module-null-sink sink_name=out",
            ])
            .arg(format!(
                "--load=module-native-protocol-unix socket={} auth-anonymous=1",
                socket.display()
            ))
            .env("HOME", dir.path())
            .env("XDG_RUNTIME_DIR", dir.path())
            .env(NO_SESSION_BUS.0, NO_SESSION_BUS.1)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("pulseaudio runs (Debian's pulseaudio: .ci/run installs it)");
        let server = SoundServer { server, dir };
        wait_for("the sound server", Duration::from_secs(30), || {
            socket.exists().then_some(())
        });
        server
    }

    fn address(&self) -> String {
        format!("unix:{}", self.dir.path().join("native").display())
    }
}

impl Drop for SoundServer {
    fn drop(&mut self) {
        let _ = self.server.kill();
        let _ = self.server.wait();
    }
}

/// The samples recorded so far (mono, 16-bit, 48 kHz).
fn samples(path: &std::path::Path) -> Vec<i16> {
    let mut bytes = Vec::new();
    if let Ok(mut file) = std::fs::File::open(path) {
        let _ = file.read_to_end(&mut bytes);
    }
    bytes
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect()
}

#[test]
#[ignore = "needs an X display, xdotool, ImageMagick and pulseaudio: .ci/run runs it under Xvfb"]
fn a_move_on_the_board_is_heard_on_the_sound_server() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let server = SoundServer::start();
    let recording = server.dir.path().join("recording.raw");
    let mut parec = Command::new("parec")
        .args([
            "--server",
            &server.address(),
            "-d",
            "out.monitor",
            "--raw",
            "--format=s16le",
            "--rate=48000",
            "--channels=1",
        ])
        .stdout(std::fs::File::create(&recording).unwrap())
        .stderr(Stdio::null())
        .spawn()
        .expect("parec runs (Debian's pulseaudio-utils)");
    // A home without a PulseAudio cookie, as on a fresh machine.
    let home = server.dir.path().to_string_lossy().into_owned();
    let app = start_with_env(&[], &[("PULSE_SERVER", &server.address()), ("HOME", &home)]);
    let (_, board) = steady_board();
    // Silence while nothing happens (the app opened no stream).
    wait_for("the recording to start", Duration::from_secs(30), || {
        (samples(&recording).len() > 4800).then_some(())
    });
    let loud = |s: &[i16]| s.iter().filter(|s| s.unsigned_abs() > 1000).count();
    assert_eq!(loud(&samples(&recording)), 0, "silent before the move");
    let before = samples(&recording).len();
    tap(center(board, 4, 1));
    tap(center(board, 4, 3));
    // The move's knock: thousands of loud samples (it peaks at a half of
    // full scale, at 70 % volume a quarter).
    let heard = wait_for("the move's sound", Duration::from_secs(30), || {
        let s = samples(&recording);
        (loud(&s[before..]) > 200).then_some(s)
    });
    let peak = heard[before..]
        .iter()
        .map(|s| s.unsigned_abs())
        .max()
        .unwrap();
    assert!((6000..=9000).contains(&peak), "peak {peak}");
    let _ = parec.kill();
    let _ = parec.wait();
    drop(app);
}
