//! How a game gets on the board at start and from later launches: what the
//! command line asks for wins over the autosave, whose unfinished game goes
//! to the archive with a word in the panel; later launches' requests open
//! in this window.

use rookery::chess::session::Action;
use std::path::Path;

use rookery::{
    app::{
        autosave::AutosaveFolder, files::GameList, instance::InstanceInbox, notice::PanelNotice,
        start::CommandLine,
    },
    chess::clock::TimeControl,
    chess::game::Game,
    chess::pgn::{Tags, read_str},
    chess::session::NewGame,
    chess::session::Snapshot,
    desktop::autosave::{self, ARCHIVE_FILE, AUTOSAVE_FILE},
    desktop::cli::parse_args,
    desktop::instance::Request,
};
use shakmaty::Color as Side;

use super::harness::{Harness, fixture};

const FEN: &str = "8/8/8/8/8/4k3/8/R3K3 w Q - 0 1";

/// An autosave of Alice and Bob's unfinished game, 1.e4 e5 2.Nf3.
fn autosaved(dir: &Path) {
    let mut game = Game::new();
    for san in ["e4", "e5", "Nf3"] {
        game.play_san(san).unwrap();
    }
    let mut tags = Tags::default();
    tags.set("White", "Alice");
    tags.set("Black", "Bob");
    let snapshot = Snapshot {
        game,
        tags,
        clock: None,
        orientation: Side::White,
        takeback: None,
        computer: Default::default(),
        analysis: None,
    };
    autosave::write(dir, &snapshot).unwrap();
}

fn started(dir: &Path, args: &[&str]) -> Harness {
    let options = parse_args(args).unwrap().start_options();
    let dir = dir.to_path_buf();
    let mut h = Harness::with_setup(move |app| {
        app.insert_resource(AutosaveFolder(Some(dir)));
        app.insert_resource(CommandLine(Some(options)));
    });
    h.update();
    h
}

fn notice(h: &Harness) -> String {
    h.res::<PanelNotice>()
        .0
        .as_ref()
        .map(|n| n.text())
        .unwrap_or_default()
}

fn archived(dir: &Path) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(dir.join(ARCHIVE_FILE)).unwrap_or_default();
    read_str(&text)
        .iter()
        .map(|g| g.game.plies().iter().map(|p| p.san.to_string()).collect())
        .collect()
}

#[test]
fn options_a_launcher_passed_that_cannot_be_read_are_said_in_the_window() {
    let dir = tempfile::tempdir().unwrap();
    autosaved(dir.path());
    let error = parse_args(["--time", "0+1"]).unwrap_err();
    let options = rookery::desktop::cli::StartOptions {
        problem: Some(rookery::desktop::cli::error_words(&error)),
        ..Default::default()
    };
    let folder = dir.path().to_path_buf();
    let mut h = Harness::with_setup(move |app| {
        app.insert_resource(AutosaveFolder(Some(folder)));
        app.insert_resource(CommandLine(Some(options)));
    });
    h.update();
    let said = notice(&h);
    assert!(
        said.starts_with(
            "Rookery was started with options it cannot use: invalid value '0+1' for \
                          '--time <MINUTES+SECONDS>'"
        ),
        "{said}"
    );
    assert!(said.ends_with("It starts as usual instead."), "{said}");
    // Nothing else was asked: the autosaved game comes back.
    assert!(h.session().is_restored());
}

#[test]
fn without_a_request_the_autosaved_game_comes_back() {
    let dir = tempfile::tempdir().unwrap();
    autosaved(dir.path());
    let h = started(dir.path(), &[]);
    assert_eq!(h.sans(), ["e4", "e5", "Nf3"]);
    assert!(h.session().is_restored());
    assert!(archived(dir.path()).is_empty());
}

#[test]
fn fen_and_time_on_the_command_line_win_and_the_old_game_is_archived() {
    let dir = tempfile::tempdir().unwrap();
    autosaved(dir.path());
    let h = started(dir.path(), &["--fen", FEN, "--time", "3+2"]);
    assert_eq!(h.game().ply_count(), 0);
    assert_eq!(h.game().fen(), FEN);
    assert_eq!(h.clock().0.control(), TimeControl::fischer_minutes(3, 2));
    assert!(!h.session().is_restored());
    assert_eq!(archived(dir.path()), [["e4", "e5", "Nf3"]]);
    // The new game has no move yet: nothing to autosave.
    assert!(!dir.path().join(AUTOSAVE_FILE).exists());
    assert_eq!(
        notice(&h),
        format!(
            "The unfinished game Alice vs Bob was kept in {} (File › Recent games).",
            dir.path().join(ARCHIVE_FILE).display()
        )
    );
}

#[test]
fn a_file_at_start_means_no_restore_banner_and_the_game_is_archived() {
    let dir = tempfile::tempdir().unwrap();
    autosaved(dir.path());
    let file = fixture("annotated.pgn");
    let h = started(dir.path(), &[file.to_str().unwrap()]);
    assert!(!h.session().is_restored());
    assert_eq!(archived(dir.path()), [["e4", "e5", "Nf3"]]);
    assert_eq!(
        (h.session().name(Side::White), h.session().name(Side::Black)),
        ("Alice", "Bob"),
        "the names of the opened file's game"
    );
    assert!(h.game().plies().len() > 3);
}

#[test]
fn the_restore_banner_goes_once_another_game_replaces_the_restored_one() {
    let dir = tempfile::tempdir().unwrap();
    autosaved(dir.path());
    let mut h = started(dir.path(), &[]);
    assert!(h.session().is_restored());
    h.start(NewGame::untimed(Game::new()));
    assert!(!h.session().is_restored());
    // The restored game was not lost: it is in the archive.
    assert_eq!(archived(dir.path()), [["e4", "e5", "Nf3"]]);
}

#[test]
fn a_later_launch_hands_its_file_and_its_game_to_this_window() {
    let mut h = Harness::new();
    let sender = h.res::<InstanceInbox>().sender();
    let file = fixture("annotated.pgn");
    sender
        .send(Request {
            file: Some(file.clone()),
            ..Request::default()
        })
        .unwrap();
    // The request is read in one frame and the file opened in it (the
    // window's executor once started it a frame late, taking the request
    // after the system that acts on it); the game goes on the board in the
    // next.
    h.update();
    let list = h.res::<GameList>();
    assert_eq!(list.path.as_deref(), Some(file.as_path()));
    h.update();
    assert!(h.game().ply_count() > 0);

    sender
        .send(Request {
            fen: Some(FEN.into()),
            time: Some("5+3".into()),
            ..Request::default()
        })
        .unwrap();
    h.update();
    h.update();
    assert_eq!(h.game().fen(), FEN);
    assert_eq!(h.clock().0.control(), TimeControl::fischer_minutes(5, 3));

    // A request this version cannot do is said, and changes nothing.
    sender
        .send(Request {
            time: Some("0+1".into()),
            ..Request::default()
        })
        .unwrap();
    h.update();
    assert_eq!(h.game().fen(), FEN);
    assert_eq!(
        notice(&h),
        "Another launch of Rookery asked for something it cannot do: invalid value '0+1' \
         for '--time <MINUTES+SECONDS>': \"0+1\" is not a time control Rookery plays: the \
         base time is from 15 seconds to 600 minutes (0.25 to 600)."
    );
}

#[test]
fn an_unsaved_analysis_comes_back_and_asks_before_the_command_lines_file() {
    let dir = tempfile::tempdir().unwrap();
    // An analysis with an edit, as the autosave keeps it.
    let mut game = Game::new().into_record();
    for san in ["d4", "d5"] {
        game.play_san(san).unwrap();
    }
    let snapshot = Snapshot {
        game,
        tags: Tags::default(),
        clock: None,
        orientation: Side::White,
        takeback: None,
        computer: Default::default(),
        analysis: Some(rookery::chess::session::AnalysisState::default()),
    };
    autosave::write(dir.path(), &snapshot).unwrap();
    let file = fixture("annotated.pgn");
    let mut h = started(dir.path(), &[file.to_str().unwrap()]);
    h.update();
    assert!(h.session().is_analysis());
    assert_eq!(h.sans(), ["d4", "d5"]);
    assert!(
        h.res::<rookery::app::session::UnsavedQuestion>()
            .0
            .is_some(),
        "the file waits for the answer"
    );
    // Nothing went to the archive.
    assert!(archived(dir.path()).is_empty());
    // Discarded, the file opens.
    h.command(rookery::app::GameCommand::Act(Action::DiscardEdits));
    h.update();
    assert_eq!(h.session().origin().path, Some(file));
}
