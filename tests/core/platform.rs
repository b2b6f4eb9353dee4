//! The system seams of `desktop::platform` that can be tried where the
//! tests run: an engine's process ends with Rookery's, however Rookery
//! ends (Linux: `PR_SET_PDEATHSIG`; Windows: the Job Object, tried under
//! Wine in `.ci/run`).

use std::{
    io::BufRead as _,
    process::{Command, Stdio},
    time::Duration,
};

use rookery::desktop::platform;

/// The stand-in engine: this test program, waiting to be ended.
#[test]
#[ignore = "run by an_engine_ends_with_rookery_however_rookery_ends as a grandchild"]
fn engine_stand_in_child() {
    if std::env::var_os("ROOKERY_ENGINE_STAND_IN").is_none() {
        return;
    }
    loop {
        std::thread::park();
    }
}

/// The stand-in Rookery: starts the engine as Rookery does, says its
/// process number, and waits to be killed.
#[test]
#[ignore = "run by an_engine_ends_with_rookery_however_rookery_ends as a child"]
#[allow(
    clippy::zombie_processes,
    reason = "the stand-in is killed, never ends: its engine is not waited for"
)]
fn rookery_stand_in_child() {
    use std::io::Write as _;
    if std::env::var_os("ROOKERY_ROOKERY_STAND_IN").is_none() {
        return;
    }
    let mut engine = Command::new(std::env::current_exe().unwrap());
    engine
        .args(["--exact", "platform::engine_stand_in_child", "--ignored"])
        .env("ROOKERY_ENGINE_STAND_IN", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    platform::before_engine_starts(&mut engine);
    let engine = engine.spawn().unwrap();
    platform::after_engine_started(&engine);
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "engine {}", engine.id());
    let _ = out.flush();
    loop {
        std::thread::park();
    }
}

/// Waits at most `timeout` for process `pid` to end (to be gone, or a
/// zombie not yet reaped), woken by the system rather than by looking
/// again and again: a pidfd on Linux, the process's handle on Windows.
/// Whether it ended. Also used by tests/core/engine.rs.
pub fn ends_within(pid: u32, timeout: Duration) -> bool {
    let millis = timeout.as_millis().min(i32::MAX as u128);
    #[cfg(target_os = "linux")]
    // SAFETY: a pidfd opened here, polled, closed.
    unsafe {
        let fd = libc::syscall(libc::SYS_pidfd_open, pid as libc::pid_t, 0) as i32;
        if fd < 0 {
            // No such process: it ended and was reaped.
            return true;
        }
        let mut ready = libc::pollfd {
            fd,
            events: libc::POLLIN,
            revents: 0,
        };
        let ended = libc::poll(&mut ready, 1, millis as i32) == 1;
        libc::close(fd);
        ended
    }
    #[cfg(windows)]
    {
        use windows_sys::Win32::{
            Foundation::{CloseHandle, WAIT_OBJECT_0},
            System::Threading::{OpenProcess, PROCESS_SYNCHRONIZE, WaitForSingleObject},
        };
        // SAFETY: a handle opened here, waited on, closed.
        unsafe {
            let handle = OpenProcess(PROCESS_SYNCHRONIZE, 0, pid);
            if handle.is_null() {
                return true;
            }
            let ended = WaitForSingleObject(handle, millis as u32) == WAIT_OBJECT_0;
            CloseHandle(handle);
            ended
        }
    }
}

#[test]
fn an_engine_ends_with_rookery_however_rookery_ends() {
    let mut rookery = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "platform::rookery_stand_in_child",
            "--ignored",
            "--nocapture",
            "--test-threads",
            "1",
        ])
        .env("ROOKERY_ROOKERY_STAND_IN", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = std::io::BufReader::new(rookery.stdout.take().unwrap()).lines();
    let engine: u32 = lines
        // The harness prints "test … ... " on the same line first.
        .find_map(|l| l.ok()?.split("engine ").nth(1)?.trim().parse().ok())
        .expect("the stand-in Rookery started its engine");
    assert!(
        !ends_within(engine, Duration::ZERO),
        "the engine runs while Rookery does"
    );
    // Killed, as a crash would end it: nothing of Rookery's runs after.
    rookery.kill().unwrap();
    rookery.wait().unwrap();
    let outlived = !ends_within(engine, Duration::from_secs(10));
    if outlived {
        end(engine);
    }
    assert!(!outlived, "the engine {engine} outlived Rookery");
}

/// Ends process `pid` (an engine left behind by a failing test, which
/// would hold the test run's output open).
fn end(pid: u32) {
    #[cfg(unix)]
    // SAFETY: a signal to a process this test started.
    unsafe {
        libc::kill(pid as i32, libc::SIGKILL);
    }
    #[cfg(windows)]
    {
        use windows_sys::Win32::{
            Foundation::CloseHandle,
            System::Threading::{OpenProcess, PROCESS_TERMINATE, TerminateProcess},
        };
        // SAFETY: a handle opened here, used once, closed.
        unsafe {
            let handle = OpenProcess(PROCESS_TERMINATE, 0, pid);
            if !handle.is_null() {
                TerminateProcess(handle, 1);
                CloseHandle(handle);
            }
        }
    }
}
