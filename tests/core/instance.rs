//! One Rookery per user: a second launch hands its request to the first,
//! and a launch after the first is gone (closed or killed) takes over.

use std::{
    io::BufRead as _,
    path::Path,
    process::{Command, Stdio},
    time::Duration,
};

use rookery::desktop::instance::{
    InstanceError, Launch, Request, SOCKET_FILE, claim, claim_within,
};

fn primary(dir: &Path) -> rookery::desktop::instance::Primary {
    match claim(dir, &Request::default()).expect("the folder is usable") {
        Launch::Primary(p) => p,
        other => panic!("nobody else holds {}: {other:?}", dir.display()),
    }
}

#[test]
fn a_second_launch_hands_its_request_to_the_first() {
    let dir = tempfile::tempdir().unwrap();
    let first = primary(dir.path());
    let games = dir.path().join("Réti, Richard.pgn");
    std::fs::write(&games, "1. Nf3 *\n").unwrap();
    let request = Request {
        file: Some(games),
        fen: Some("8/8/8/8/8/4k3/8/R3K3 w Q - 0 1".into()),
        time: Some("3+2".into()),
    };
    let (taken, handed) = std::thread::scope(|s| {
        let taken = s.spawn(|| first.accept_one());
        let handed = claim(dir.path(), &request).unwrap();
        (taken.join().unwrap(), handed)
    });
    assert!(matches!(handed, Launch::Handed));
    assert_eq!(taken, Some(request));
    // Still the one: a third launch is handed over too.
    let third = std::thread::scope(|s| {
        let taken = s.spawn(|| first.accept_one());
        let handed = claim(dir.path(), &Request::default()).unwrap();
        assert_eq!(taken.join().unwrap(), Some(Request::default()));
        handed
    });
    assert!(matches!(third, Launch::Handed));
}

#[test]
fn after_the_first_closes_the_next_launch_takes_over() {
    let dir = tempfile::tempdir().unwrap();
    drop(primary(dir.path()));
    let again = primary(dir.path());
    assert_eq!(again.folder(), dir.path());
}

#[test]
fn a_launch_takes_over_from_a_first_that_is_quitting() {
    let dir = tempfile::tempdir().unwrap();
    let first = primary(dir.path());
    // The first takes the launch's connection and quits without answering.
    let launch = std::thread::scope(|s| {
        s.spawn(move || first.quit_on_next_launch());
        claim(dir.path(), &Request::default()).unwrap()
    });
    let Launch::Primary(second) = launch else {
        panic!("the first was gone: this launch runs");
    };
    assert_eq!(second.folder(), dir.path());
}

/// The child: becomes the running Rookery in the folder it is given, says
/// so, and waits to be killed without ever answering.
#[test]
#[ignore = "run by a_killed_first_is_taken_over as a child process"]
fn instance_holder_child() {
    use std::io::Write as _;
    let Some(dir) = std::env::var_os("ROOKERY_INSTANCE_CHILD_DIR") else {
        return;
    };
    let _held = primary(Path::new(&dir));
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "holding {}", std::process::id());
    let _ = out.flush();
    loop {
        std::thread::park();
    }
}

fn holder(dir: &Path) -> (std::process::Child, u32) {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "instance::instance_holder_child",
            "--ignored",
            "--nocapture",
            "--test-threads",
            "1",
        ])
        .env("ROOKERY_INSTANCE_CHILD_DIR", dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = std::io::BufReader::new(child.stdout.take().unwrap()).lines();
    let pid = lines
        // The harness prints "test … ... " on the same line first.
        .find_map(|l| l.ok()?.split("holding ").nth(1)?.trim().parse().ok())
        .expect("the child holds the lock");
    (child, pid)
}

#[test]
fn a_launch_that_gets_no_answer_says_who_holds_the_lock() {
    let dir = tempfile::tempdir().unwrap();
    let (mut child, pid) = holder(dir.path());
    let err = claim_within(
        dir.path(),
        &Request::default(),
        Duration::from_millis(200),
        Duration::from_millis(200),
    )
    .unwrap_err();
    child.kill().unwrap();
    child.wait().unwrap();
    match &err {
        InstanceError::NoAnswer { pid: Some(p), .. } => assert_eq!(*p, pid),
        other => panic!("expected no answer from {pid}, got {other:?}"),
    }
    let text = err.to_string();
    assert!(
        text.starts_with(&format!(
            "Rookery is already running (process {pid}) but did not take the request"
        )),
        "{text}"
    );
}

#[test]
fn a_killed_first_is_taken_over() {
    let dir = tempfile::tempdir().unwrap();
    let (mut child, _) = holder(dir.path());
    // A Unix socket is a file, which the killed one leaves behind (its
    // lock goes with it); Windows's named pipe goes with its process.
    assert_eq!(dir.path().join(SOCKET_FILE).exists(), cfg!(unix));
    child.kill().unwrap();
    child.wait().unwrap();
    assert_eq!(dir.path().join(SOCKET_FILE).exists(), cfg!(unix));
    let next = primary(dir.path());
    // And the new one answers.
    std::thread::scope(|s| {
        let taken = s.spawn(|| next.accept_one());
        let games = dir.path().join("a.pgn");
        std::fs::write(&games, "1. e4 *\n").unwrap();
        let request = Request {
            file: Some(games),
            ..Request::default()
        };
        assert!(matches!(
            claim(dir.path(), &request).unwrap(),
            Launch::Handed
        ));
        assert_eq!(taken.join().unwrap(), Some(request));
    });
}

#[test]
fn a_file_the_running_rookery_cannot_open_is_refused_with_words() {
    let dir = tempfile::tempdir().unwrap();
    let first = primary(dir.path());
    let missing = dir.path().join("missing.pgn");
    // The system's own words: "No such file or directory (os error 2)" on
    // Linux, "The system cannot find the file specified." on Windows.
    let not_found = std::fs::File::open(&missing).unwrap_err();
    assert_eq!(not_found.raw_os_error(), Some(2));
    for (file, says) in [
        (
            missing.clone(),
            format!("could not open {}: {not_found}", missing.display()),
        ),
        (
            dir.path().to_owned(),
            format!("{} is a folder, not a PGN file", dir.path().display()),
        ),
    ] {
        let request = Request {
            file: Some(file),
            ..Request::default()
        };
        let (taken, launch) = std::thread::scope(|s| {
            let taken = s.spawn(|| first.accept_one());
            let launch = claim(dir.path(), &request).unwrap();
            (taken.join().unwrap(), launch)
        });
        // Nothing reaches the window; the launch is told why.
        assert_eq!(taken, None);
        match launch {
            Launch::Refused(why) => assert_eq!(why, says),
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn a_launch_that_says_nothing_holds_up_no_other() {
    use interprocess::local_socket::{Stream, prelude::*};
    let dir = tempfile::tempdir().unwrap();
    let (sent, received) = std::sync::mpsc::channel();
    let _serving = primary(dir.path()).serve(move |request| {
        let _ = sent.send(request);
    });
    // Connected, silent, and kept open past the next launch.
    let name = rookery::desktop::platform::instance_socket(dir.path(), SOCKET_FILE).unwrap();
    let silent = Stream::connect(name).unwrap();
    let games = dir.path().join("b.pgn");
    std::fs::write(&games, "1. d4 *\n").unwrap();
    let request = Request {
        file: Some(games),
        ..Request::default()
    };
    // Answered well before the silent one's 5 s run out.
    let launch = claim_within(
        dir.path(),
        &request,
        Duration::from_secs(1),
        Duration::from_secs(2),
    );
    assert!(matches!(launch, Ok(Launch::Handed)), "{launch:?}");
    assert_eq!(received.recv().unwrap(), request);
    drop(silent);
}
