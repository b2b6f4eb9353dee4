//! The autosave: a snapshot reads back exactly, a bad file is refused with
//! a reason, and a writer killed at any moment leaves the old or the new
//! snapshot on disk, whole.

use std::{
    path::Path,
    process::{Command, Stdio},
    time::Duration,
};

use rookery::{
    chess::clock::{DelayMode, SideControl, TimeControl},
    chess::game::Game,
    chess::pgn::Tags,
    chess::session::{ClockState, Snapshot},
    desktop::autosave::{self, AUTOSAVE_FILE},
};
use shakmaty::{ByColor, Color};

fn snapshot(moves: &[&str]) -> Snapshot {
    let mut game = Game::new();
    for (i, san) in moves.iter().enumerate() {
        game.play_san(san).unwrap();
        game.ply_mut(i).unwrap().clock = Some(Duration::from_millis(300_000 - 1_000 * i as u64));
    }
    let mut tags = Tags::default();
    tags.set("White", "Alice");
    tags.set("Black", "Bob");
    tags.set("TimeControl", "300+3");
    Snapshot {
        game,
        tags,
        clock: Some(ClockState {
            control: TimeControl {
                sides: ByColor {
                    white: SideControl::fischer(Duration::from_secs(300), Duration::from_secs(3)),
                    black: SideControl {
                        base: Duration::from_secs(180),
                        increment: Duration::from_secs(2),
                        mode: DelayMode::Simple,
                    },
                },
            },
            remaining: ByColor {
                white: Duration::from_millis(287_654),
                black: Duration::from_millis(171_001),
            },
            started: !moves.is_empty(),
        }),
        orientation: Color::Black,
        takeback: None,
        computer: Default::default(),
        analysis: None,
    }
}

#[test]
fn a_snapshot_reads_back_exactly() {
    let mut s = snapshot(&["e4", "e5", "Nf3", "Nc6"]);
    s.game.offer_draw(Color::White).unwrap();
    s.takeback = Some(Color::Black);
    s.game
        .ply_mut(1)
        .unwrap()
        .comments
        .push("A { brace }-free comment".into());
    let text = autosave::to_text(&s);
    let back = autosave::from_text(&text).unwrap();
    assert_eq!(back.game.plies(), s.game.plies());
    assert_eq!(back.game.draw_offer(), Some(Color::White));
    assert_eq!(back.takeback, Some(Color::Black));
    assert_eq!(back.orientation, Color::Black);
    assert_eq!(back.clock, s.clock);
    assert_eq!(back.tags.get("White"), Some("Alice"));
    assert_eq!(back.tags.get("RookeryState"), None);
    assert_eq!(back.game.mode(), rookery::chess::game::GameMode::Live);
    // And the text itself is stable.
    assert_eq!(autosave::to_text(&back), text);
}

#[test]
fn a_bad_autosave_is_refused_with_a_reason_and_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    assert!(autosave::read(dir.path()).unwrap().is_none());
    std::fs::write(dir.path().join(AUTOSAVE_FILE), "[White \"x\"]\n\n1. e4 *\n").unwrap();
    let e = autosave::read(dir.path()).unwrap_err();
    assert!(e.contains("no RookeryState tag"), "{e}");
    std::fs::write(
        dir.path().join(AUTOSAVE_FILE),
        "[RookeryState \"orientation=sideways\"]\n\n1. e4 *\n",
    )
    .unwrap();
    let e = autosave::read(dir.path()).unwrap_err();
    assert!(e.contains("orientation=sideways"), "{e}");
    let bak = autosave::set_aside(dir.path()).unwrap();
    assert!(bak.exists() && !dir.path().join(AUTOSAVE_FILE).exists());
}

#[test]
fn the_archive_collects_games_one_after_another() {
    let dir = tempfile::tempdir().unwrap();
    let a = snapshot(&["e4"]);
    let b = snapshot(&["d4", "d5"]);
    autosave::archive(dir.path(), &a.tags, &a.game).unwrap();
    autosave::archive(dir.path(), &b.tags, &b.game).unwrap();
    let text = std::fs::read_to_string(dir.path().join(autosave::ARCHIVE_FILE)).unwrap();
    let games = rookery::chess::pgn::read_str(&text);
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].game.ply_count(), 2);
}

/// The game the child writes, a move longer each time.
const CHILD_MOVES: [&str; 10] = [
    "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7",
];

/// The child: writes snapshots of a growing game, forever, until killed,
/// saying "written" on stdout after each one.
#[test]
#[ignore = "run by the_autosave_survives_kill_9 as a child process"]
fn autosave_writer_child() {
    use std::io::Write as _;
    let Some(dir) = std::env::var_os("ROOKERY_AUTOSAVE_CHILD_DIR") else {
        return;
    };
    let mut out = std::io::stdout().lock();
    for n in 0.. {
        let s = snapshot(&CHILD_MOVES[..n % CHILD_MOVES.len() + 1]);
        autosave::write(Path::new(&dir), &s).unwrap();
        let _ = writeln!(out, "written");
        let _ = out.flush();
    }
}

#[test]
fn the_autosave_survives_kill_9() {
    use std::io::BufRead as _;
    let dir = tempfile::tempdir().unwrap();
    let exe = std::env::current_exe().unwrap();
    for round in 0..12usize {
        let mut child = Command::new(&exe)
            .args([
                "--exact",
                "autosave::autosave_writer_child",
                "--ignored",
                "--nocapture",
                "--test-threads",
                "1",
            ])
            .env("ROOKERY_AUTOSAVE_CHILD_DIR", dir.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // Wait (on the child, not on a clock) until it has written a
        // different number of snapshots each round, then SIGKILL it
        // wherever it is: inside the next write, or between two.
        let mut lines = std::io::BufReader::new(child.stdout.take().unwrap()).lines();
        let wanted = 3 + 5 * round;
        let written = lines
            .by_ref()
            .filter(|l| l.as_deref().is_ok_and(|l| l == "written"))
            .take(wanted)
            .count();
        assert_eq!(written, wanted, "round {round}: the child stopped writing");
        child.kill().unwrap();
        child.wait().unwrap();
        let s = autosave::read(dir.path())
            .unwrap_or_else(|e| panic!("round {round}: {e}"))
            .unwrap_or_else(|| panic!("round {round}: no autosave on disk"));
        // Whole: the first n moves of the child's game, for the n it wrote
        // last (or the one before, if it was killed within a write).
        let n = s.game.ply_count();
        let sans: Vec<String> = s.game.plies().iter().map(|p| p.san.to_string()).collect();
        assert!(n >= 1, "round {round}: no move");
        assert_eq!(sans, CHILD_MOVES[..n], "round {round}");
    }
}
