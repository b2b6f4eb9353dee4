//! Autosave in the app: a game in progress comes back exactly (moves,
//! clocks paused, names, offers, orientation); finished and abandoned games
//! go to the archive.

use rookery::chess::session::Action;
use std::{path::Path, time::Duration};

use bevy::prelude::*;
use rookery::{
    app::autosave::{AutosaveFolder, AutosaveWrites},
    chess::clock::TimeControl,
    chess::game::Game,
    chess::pgn::read_str,
    chess::session::NewGame,
    desktop::autosave::{ARCHIVE_FILE, AUTOSAVE_FILE},
};
use shakmaty::{Color as Side, Square};

use super::harness::{FOOLS_MATE, Harness};

fn harness_in(dir: &Path) -> Harness {
    let dir = dir.to_path_buf();
    let mut h = Harness::with_setup(move |app| {
        app.insert_resource(AutosaveFolder(Some(dir)));
    });
    h.update();
    h
}

fn remaining(h: &Harness, side: Side) -> Duration {
    let (clock, now) = h.clock();
    clock.remaining(side, now)
}

#[test]
fn a_game_in_progress_comes_back_exactly_with_its_clocks_paused() {
    let dir = tempfile::tempdir().unwrap();
    let (moves, white_left, black_left) = {
        let mut h = harness_in(dir.path());
        h.start(
            NewGame::timed(Game::new(), TimeControl::fischer_minutes(5, 3)).named("Alice", "Bob"),
        );
        for (from, to) in [
            (Square::E2, Square::E4),
            (Square::E7, Square::E5),
            (Square::G1, Square::F3),
        ] {
            h.advance(Duration::from_secs(7));
            h.tap(from);
            h.tap(to);
            h.settle();
        }
        h.act(Action::OfferDraw(Side::Black));
        h.act(Action::Flip);
        h.advance(Duration::from_secs(2));
        h.update();
        // One write per change, not one per frame: nothing for the empty
        // board, then three moves, the offer and the flip.
        assert_eq!(h.res::<AutosaveWrites>().0, 5);
        assert!(dir.path().join(AUTOSAVE_FILE).exists());
        // The times as last saved: the flip was the last change.
        let text = std::fs::read_to_string(dir.path().join(AUTOSAVE_FILE)).unwrap();
        let saved = rookery::desktop::autosave::from_text(&text).unwrap();
        let clock = saved.clock.unwrap();
        (h.sans(), clock.remaining.white, clock.remaining.black)
    };
    assert_eq!(moves, ["e4", "e5", "Nf3"]);

    // A new start: everything is back, and the clocks wait.
    let mut h = harness_in(dir.path());
    h.settle();
    assert_eq!(h.sans(), ["e4", "e5", "Nf3"]);
    assert_eq!(
        (h.session().name(Side::White), h.session().name(Side::Black)),
        ("Alice", "Bob")
    );
    assert_eq!(h.game().draw_offer(), Some(Side::Black));
    assert_eq!(h.session().orientation(), Side::Black);
    assert!(h.session().is_restored());
    assert!(h.clock().0.is_paused());
    // Restoring writes nothing.
    assert_eq!(h.res::<AutosaveWrites>().0, 0);
    assert_eq!(remaining(&h, Side::White), white_left);
    assert_eq!(remaining(&h, Side::Black), black_left);
    h.advance(Duration::from_secs(30));
    assert_eq!(remaining(&h, Side::Black), black_left, "paused clocks wait");
    // Resumed, Black's clock runs.
    h.act(Action::ResumeClock);
    h.advance(Duration::from_secs(5));
    assert!(remaining(&h, Side::Black) < black_left);
    // Each ply keeps its recorded clock reading.
    assert!(h.game().plies().iter().all(|p| p.clock.is_some()));
}

/// The times the autosave holds.
fn saved_times(dir: &Path) -> (Duration, Duration) {
    let text = std::fs::read_to_string(dir.join(AUTOSAVE_FILE)).unwrap();
    let clock = rookery::desktop::autosave::from_text(&text)
        .unwrap()
        .clock
        .unwrap();
    (clock.remaining.white, clock.remaining.black)
}

#[test]
fn a_quit_keeps_the_clocks_as_they_stand_at_the_quit() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness_in(dir.path());
    h.start(NewGame::timed(
        Game::new(),
        TimeControl::fischer_minutes(1, 0),
    ));
    h.advance(Duration::from_secs(1));
    h.tap(Square::E2);
    h.tap(Square::E4);
    h.settle();
    // Written at the move: Black's minute untouched.
    let (white, black) = saved_times(dir.path());
    assert_eq!(black, Duration::from_secs(60));
    // Black thinks for three seconds, then the players quit.
    h.advance(Duration::from_secs(3));
    h.update();
    let writes = h.res::<AutosaveWrites>().0;
    h.chord(&[KeyCode::ControlLeft], KeyCode::KeyQ);
    assert_eq!(
        h.res::<AutosaveWrites>().0,
        writes + 1,
        "written at the quit"
    );
    let at_quit = remaining(&h, Side::Black);
    assert!(at_quit < Duration::from_secs(57), "{at_quit:?}");
    assert_eq!(saved_times(dir.path()), (white, at_quit));
    // Brought back at the next start with the time it had at the quit,
    // not the minute it had at the last move.
    drop(h);
    let mut h = harness_in(dir.path());
    h.settle();
    assert_eq!(remaining(&h, Side::Black), at_quit);
    assert_eq!(remaining(&h, Side::White), white);
}

#[test]
fn finished_and_abandoned_games_go_to_the_archive() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness_in(dir.path());
    h.play(&FOOLS_MATE);
    h.settle();
    assert!(h.game().status().is_finished());
    h.update();
    assert!(
        !dir.path().join(AUTOSAVE_FILE).exists(),
        "a finished game leaves no autosave"
    );
    // An unfinished game replaced by a new one is archived too.
    h.start(NewGame::untimed(Game::new()));
    h.tap(Square::D2);
    h.tap(Square::D4);
    h.settle();
    h.start(NewGame::untimed(Game::new()));
    h.update();
    let text = std::fs::read_to_string(dir.path().join(ARCHIVE_FILE)).unwrap();
    let games = read_str(&text);
    assert_eq!(games.len(), 2, "{text}");
    assert_eq!(games[0].game.status().result_str(), "0-1");
    assert_eq!(games[1].game.plies()[0].san.to_string(), "d4");
    assert_eq!(games[1].game.status().result_str(), "*");
    assert!(!dir.path().join(AUTOSAVE_FILE).exists());
    // The panel says where it went.
    let notice = h
        .res::<rookery::app::notice::PanelNotice>()
        .0
        .clone()
        .unwrap();
    assert_eq!(
        notice.text(),
        format!(
            "The unfinished game White vs Black was kept in {} (File › Recent games).",
            rookery::desktop::files::display_path(&dir.path().join(ARCHIVE_FILE))
        )
    );
    // In German, the unnamed sides and "vs" are German too.
    let german = rookery::i18n::Words::new(rookery::i18n::Language::German).say(&notice.said);
    assert!(
        german.starts_with("Die unbeendete Partie Weiß gegen Schwarz wurde in "),
        "{german}"
    );
    // The new game's board is empty of moves.
    assert_eq!(h.game().ply_count(), 0);
}

#[test]
fn recent_games_lists_even_one_game_and_a_set_up_game_never_played_is_not_archived() {
    use rookery::app::files::{FileCommand, GameList};
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness_in(dir.path());
    // One finished game in the archive.
    h.play(&FOOLS_MATE);
    h.settle();
    let archive = dir.path().join(ARCHIVE_FILE);
    assert_eq!(
        read_str(&std::fs::read_to_string(&archive).unwrap()).len(),
        1
    );
    // A position set up and started with Play from here: no move yet.
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    h.start(NewGame::untimed(Game::from_fen(fen).unwrap()));
    // Recent games lists the one archived game rather than opening it;
    // the set-up game, never played, is not archived when it goes.
    h.file(FileCommand::OpenRecent(archive.clone()));
    h.update();
    assert!(h.res::<GameList>().shown, "the list of one game shows");
    assert_eq!(h.res::<GameList>().len(), 1);
    assert_eq!(h.game().fen(), fen, "the board's game is still there");
    h.file(FileCommand::OpenGame(0));
    let games = read_str(&std::fs::read_to_string(&archive).unwrap());
    assert_eq!(games.len(), 1, "only games with a move are archived");
    let notice = h.res::<rookery::app::notice::PanelNotice>().0.clone();
    assert!(
        notice
            .as_ref()
            .is_none_or(|n| !n.text().contains("was kept in")),
        "{notice:?}"
    );
    // Played once, it is.
    h.start(NewGame::untimed(Game::from_fen(fen).unwrap()));
    h.play(&[(Square::E2, Square::E4)]);
    h.start(NewGame::untimed(Game::new()));
    let games = read_str(&std::fs::read_to_string(&archive).unwrap());
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].game.plies().len(), 1);
}

#[test]
fn a_bad_autosave_is_kept_aside_and_said() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(AUTOSAVE_FILE), "this is not a game").unwrap();
    let h = harness_in(dir.path());
    let notice = h
        .res::<rookery::app::notice::PanelNotice>()
        .0
        .clone()
        .expect("a notice");
    assert!(
        notice.text().contains("could not be restored"),
        "{}",
        notice.text()
    );
    assert!(dir.path().join(format!("{AUTOSAVE_FILE}.bak")).exists());
    assert_eq!(h.game().ply_count(), 0);
}
