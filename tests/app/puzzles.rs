//! Tactics puzzles at the board: the opponent's move comes, a wrong answer
//! is taken back and shown, the right line plays through, the attempt is
//! kept in the store with the rating it leaves; a puzzle file opened is
//! imported.

use rookery::{
    app::{
        modes::Tactics,
        puzzles::{PuzzleCommand, PuzzleStorePath, PuzzleView, TrainMode},
    },
    chess::puzzles::glicko::Rating,
    desktop::puzzle_store::{Progress, PuzzleStore},
    i18n::Said,
};
use shakmaty::{Position, Square};

use super::harness::Harness;

fn fixture(name: &str) -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/puzzles")
        .join(name)
}

/// A harness whose store holds the fixture's lichess puzzles.
fn with_store() -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("puzzles.sqlite");
    let mut store = PuzzleStore::open(&path).unwrap();
    store
        .import_file(&fixture("lichess.csv"), &Progress::default())
        .unwrap();
    drop(store);
    let h = Harness::with_setup(|app| {
        app.insert_resource(PuzzleStorePath(Some(path)));
    });
    (h, dir)
}

fn ask(h: &mut Harness, command: PuzzleCommand) {
    h.app.world_mut().write_message(command);
    h.update();
    h.update();
}

fn view(h: &Harness) -> &PuzzleView {
    h.res::<PuzzleView>()
}

#[test]
fn a_rated_puzzle_is_played_through_with_a_wrong_move_taken_back() {
    let (mut h, dir) = with_store();
    ask(&mut h, PuzzleCommand::Open);
    assert_eq!(
        *h.res::<bevy::state::state::State<Tactics>>().get(),
        Tactics::On
    );
    // Nearest 1500: the Blackburne Shilling trap (1622), Nxf7 played.
    assert_eq!(view(&h).current.as_ref().unwrap().puzzle.id, "R0002");
    assert_eq!(h.game().plies().len(), 1);
    assert_eq!(h.game().position().turn(), shakmaty::Color::Black);
    assert_eq!(
        view(&h).words,
        Said::new("puzzle-find").with("side", Said::new("side-black"))
    );
    // Qh4 is not the move: taken back, the right one shown.
    h.play(&[(Square::G5, Square::H4)]);
    h.update();
    assert_eq!(h.game().plies().len(), 1);
    assert!(view(&h).failed);
    assert_eq!(view(&h).shown.map(|m| m.to()), Some(Square::G2));
    assert_eq!(view(&h).words, Said::new("puzzle-wrong").with("san", "Qh4"));
    // The line: Qxg2 Rf1 Qxe4+ Be2 Nf3#.
    h.play(&[(Square::G5, Square::G2)]);
    h.update();
    assert_eq!(h.game().plies().len(), 3, "the reply Rf1 came");
    assert_eq!(view(&h).words, Said::new("puzzle-right"));
    h.play(&[(Square::G2, Square::E4)]);
    h.update();
    h.play(&[(Square::D4, Square::F3)]);
    h.update();
    h.update();
    assert!(h.game().position().is_checkmate());
    assert!(view(&h).over);
    assert_eq!(view(&h).words, Said::new("puzzle-solved-after"));
    // Counted once, as failed, in the store and the rating.
    let expected = Rating::NEW.after_puzzle(1622.0, 80.0, false);
    assert_eq!(view(&h).rating, expected);
    let store = PuzzleStore::open(&dir.path().join("puzzles.sqlite")).unwrap();
    assert_eq!(store.rating().unwrap(), expected);
    let dash = store.dashboard().unwrap();
    assert_eq!((dash.played, dash.solved), (1, 0));
}

#[test]
fn a_streak_ends_at_the_first_mistake_and_show_solution_plays_the_line() {
    let (mut h, _dir) = with_store();
    ask(&mut h, PuzzleCommand::Mode(TrainMode::Streak));
    ask(&mut h, PuzzleCommand::Open);
    // A streak begins near 1000: the back-rank mate (1184).
    assert_eq!(view(&h).current.as_ref().unwrap().puzzle.id, "R0001");
    h.play(&[(Square::D1, Square::D8)]);
    h.update();
    assert!(view(&h).over);
    assert_eq!(view(&h).streak, 1);
    assert_eq!(view(&h).words, Said::new("puzzle-solved"));
    ask(&mut h, PuzzleCommand::Next);
    assert_eq!(view(&h).current.as_ref().unwrap().puzzle.id, "R0002");
    ask(&mut h, PuzzleCommand::ShowSolution);
    h.update();
    assert!(h.game().position().is_checkmate());
    assert_eq!(
        view(&h).words,
        Said::new("puzzle-solution").with("line", "Qxg2 Rf1 Qxe4+ Be2 Nf3#")
    );
    assert_eq!(view(&h).best_streak, 1);
    ask(&mut h, PuzzleCommand::Close);
    assert_eq!(
        *h.res::<bevy::state::state::State<Tactics>>().get(),
        Tactics::Off
    );
    assert_eq!(view(&h).current, None);
}

#[test]
fn a_puzzle_file_opened_is_imported_with_its_count_said() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("puzzles.sqlite");
    let mut h = Harness::with_setup(|app| {
        app.insert_resource(PuzzleStorePath(Some(path.clone())));
    });
    h.file(rookery::app::files::FileCommand::Open(fixture(
        "lichess.csv",
    )));
    h.update();
    let notice = h.res::<rookery::app::notice::PanelNotice>().clone();
    let said = format!("{notice:?}");
    assert!(said.contains("puzzle-imported"), "{said}");
    assert!(
        said.contains("line 4: the move \\\"e2e4\\\" is not legal there"),
        "{said}"
    );
    assert_eq!(PuzzleStore::open(&path).unwrap().count().unwrap(), 3);
    // The game list was not touched: a puzzle file is no game file.
    assert!(h.res::<rookery::app::files::GameList>().is_empty());
}

#[test]
fn the_puzzle_panel_is_named_and_in_sight_at_800_by_600_and_1920_by_1080() {
    use bevy_egui::egui;
    use rookery::app::panel::probe_layout;
    for size in [egui::vec2(800.0, 600.0), egui::vec2(1920.0, 1080.0)] {
        let (mut h, _dir) = with_store();
        ask(&mut h, PuzzleCommand::Open);
        let ctx = egui::Context::default();
        let probe = probe_layout(h.app.world_mut(), &ctx, size, 1.0, 2);
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
        for name in [
            "Show solution",
            "Skip",
            "Puzzle dashboard",
            "Stop",
            "Puzzles",
            "Difficulty",
            "Theme",
        ] {
            let widget = probe
                .widgets
                .iter()
                .find(|w| w.text == name || w.text.starts_with(&format!("{name}:")))
                .unwrap_or_else(|| panic!("{size:?}: no {name}: {:?}", probe.widgets));
            assert!(
                window.contains_rect(widget.rect),
                "{size:?}: {widget:?} is off the window"
            );
        }
        let texts: Vec<&str> = probe.widgets.iter().map(|w| w.text.as_str()).collect();
        // The screen reader hears the move that set the puzzle, and what
        // to find.
        assert!(
            texts.contains(&"White: knight takes f7. Black to move: find the best move."),
            "{size:?}: {texts:?}"
        );
        assert!(texts.contains(&"Rating 1500?"), "{size:?}: {texts:?}");
        assert!(
            texts.contains(&"Black to move: find the best move."),
            "{size:?}: {texts:?}"
        );
    }
}

#[test]
fn puzzles_are_found_in_the_listed_file_and_kept_as_a_set() {
    if crate::stockfish::stockfish().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("puzzles.sqlite");
    let games = dir.path().join("legall.pgn");
    std::fs::write(
        &games,
        "[Event \"a\"]\n\n1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ Ke7 \
         7. Nd5# 1-0\n\n[Event \"b\"]\n\n1. d4 d5 1/2-1/2\n",
    )
    .unwrap();
    let mut h = Harness::with_setup(|app| {
        app.insert_resource(PuzzleStorePath(Some(store.clone())));
    });
    h.file(rookery::app::files::FileCommand::Open(games));
    ask(&mut h, PuzzleCommand::FindInFile);
    let notice = format!("{:?}", h.res::<rookery::app::notice::PanelNotice>());
    assert!(notice.contains("puzzle-found"), "{notice}");
    assert!(notice.contains("Found in legall.pgn"), "{notice}");
    assert_eq!(view(&h).finding, None);
    let opened = PuzzleStore::open(&store).unwrap();
    assert_eq!(
        opened.sources().unwrap(),
        [("Found in legall.pgn".to_owned(), 1)]
    );
    let key = opened.keys_of("Found in legall.pgn").unwrap()[0];
    let found = opened.puzzle(key).unwrap().unwrap();
    assert_eq!(found.puzzle.id, "1-10");
    assert_eq!(found.puzzle.themes, ["mate", "mateIn2", "short", "opening"]);
    // Played as a set.
    drop(opened);
    ask(
        &mut h,
        PuzzleCommand::Mode(TrainMode::Set("Found in legall.pgn".into())),
    );
    assert_eq!(view(&h).current.as_ref().unwrap().puzzle.id, "1-10");
    assert_eq!(
        view(&h).set_at.map(|s| (s.0, s.1, s.2.number)),
        Some((0, 1, 1))
    );
    h.play(&[(Square::C4, Square::F7)]);
    h.update();
    h.play(&[(Square::C3, Square::D5)]);
    h.update();
    h.update();
    assert_eq!(view(&h).words, Said::new("puzzle-solved"));
    let cycle = view(&h).set_at.unwrap().2;
    assert_eq!(
        (cycle.solved, cycle.failed, cycle.finished.is_some()),
        (1, 0, true)
    );
}

#[test]
fn in_german_the_moves_said_are_written_with_german_letters() {
    let (mut h, _dir) = with_store();
    h.app
        .world_mut()
        .resource_mut::<rookery::app::settings::PlayerSettings>()
        .0
        .language = Some("de".to_owned());
    h.update();
    ask(&mut h, PuzzleCommand::Open);
    h.play(&[(Square::G5, Square::H4)]);
    h.update();
    assert_eq!(view(&h).words, Said::new("puzzle-wrong").with("san", "Dh4"));
    ask(&mut h, PuzzleCommand::ShowSolution);
    assert_eq!(
        view(&h).words,
        Said::new("puzzle-solution").with("line", "Dxg2 Tf1 Dxe4+ Le2 Sf3#")
    );
}

#[test]
fn the_difficulty_and_theme_chosen_are_kept_in_the_settings_for_the_next_launch() {
    use rookery::{app::settings::PlayerSettings, chess::puzzles::schedule::Difficulty};
    let (mut h, dir) = with_store();
    ask(&mut h, PuzzleCommand::Difficulty(Difficulty::Harder));
    ask(&mut h, PuzzleCommand::Theme(Some("fork".to_owned())));
    let kept = h.res::<PlayerSettings>().0.clone();
    assert_eq!(
        (kept.puzzle_difficulty, kept.puzzle_theme.as_deref()),
        (300, Some("fork"))
    );
    // The settings file written and read back: the next launch's.
    let file = dir.path().join("settings.toml");
    kept.save(&file).unwrap();
    let read = rookery::desktop::settings::Settings::load(&file).settings;
    let (mut next, _other) = with_store();
    next.app.world_mut().resource_mut::<PlayerSettings>().0 = read;
    ask(&mut next, PuzzleCommand::Open);
    assert_eq!(view(&next).difficulty, Difficulty::Harder);
    assert_eq!(view(&next).theme.as_deref(), Some("fork"));
}

#[test]
fn esc_closes_the_puzzle_dashboard() {
    use bevy_egui::egui;
    use rookery::app::panel::{probe_keys, probe_layout};
    const SMALL: egui::Vec2 = egui::vec2(800.0, 600.0);
    let (mut h, _dir) = with_store();
    ask(&mut h, PuzzleCommand::Dashboard);
    assert!(view(&h).dashboard.is_some());
    let ctx = egui::Context::default();
    let probe = probe_layout(h.app.world_mut(), &ctx, SMALL, 1.0, 3);
    let window = |probe: &rookery::app::panel::Probe| {
        probe
            .widgets
            .iter()
            .any(|w| w.role == "Window" && w.text == "Puzzle dashboard")
    };
    assert!(window(&probe));
    probe_keys(
        h.app.world_mut(),
        &ctx,
        SMALL,
        &[(egui::Key::Escape, egui::Modifiers::NONE)],
    );
    h.update();
    assert!(view(&h).dashboard.is_none(), "Esc closed it");
}
