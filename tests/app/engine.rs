//! The engine in the app, against Debian's Stockfish (`.ci/run` installs
//! it; outside CI these tests say so and pass without it): on in a record
//! only, its lines, arrows and bar for the position shown, a line clicked
//! into the record, the game report as one edit, and an engine that fails
//! said in words with nothing of the record lost.

use rookery::i18n::Said;
use std::{
    path::PathBuf,
    time::{Duration, Instant},
};

use bevy::prelude::*;
use rookery::{
    app::{
        board::{drawings::DrawnOnBoard, eval_bar::EvalBar},
        engine::{EngineCommand, EngineHeard, EngineView},
        files::FileCommand,
        settings::PlayerSettings,
    },
    chess::{
        eval::{Eval, eval_in},
        session::{Action, NewGame},
    },
};
use shakmaty::{CastlingMode, Chess, Square};

use super::{harness::Harness, stockfish::stockfish};

fn engine(h: &mut Harness, command: EngineCommand) {
    h.app.world_mut().write_message(command);
    h.update();
    h.update();
}

/// Frames until `done` holds; between them, waits for the engine's thread
/// to say it has something to read (at most 30 s: the engine is a real
/// process), never on the clock.
fn until(h: &mut Harness, mut done: impl FnMut(&Harness) -> bool) {
    let heard = h.res::<Heard>().0.clone();
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        h.update();
        if done(h) {
            return;
        }
        let left = deadline.saturating_duration_since(Instant::now());
        let word = heard.lock().unwrap().recv_timeout(left);
        assert!(word.is_ok(), "the engine did not answer in 30 s");
    }
}

/// The receiving end of [`EngineHeard`].
#[derive(Resource)]
pub(super) struct Heard(
    pub(super) std::sync::Arc<std::sync::Mutex<std::sync::mpsc::Receiver<Instant>>>,
);

/// A harness whose engine tells a channel when it has something to read.
pub(super) fn harness() -> Harness {
    let (sender, receiver) = std::sync::mpsc::channel();
    let mut h = Harness::with_setup(|app| {
        app.insert_resource(EngineHeard(sender));
    });
    h.app
        .insert_resource(Heard(std::sync::Arc::new(std::sync::Mutex::new(receiver))));
    h
}

fn count<C: Component>(h: &mut Harness) -> usize {
    h.app
        .world_mut()
        .query_filtered::<(), With<C>>()
        .iter(h.app.world())
        .count()
}

pub(super) fn one_thread(h: &mut Harness, path: PathBuf) {
    let mut settings = h.app.world_mut().resource_mut::<PlayerSettings>();
    settings.0.engine.path = Some(path);
    settings.0.engine.threads = Some(1);
    settings.0.engine.hash_mb = 16;
    settings.0.engine.report_depth = 8;
}

/// The evaluation bar is as wide as a fortieth of the board (8 to 24
/// pixels), where the board leaves the room.
fn bar_is_a_fortieth_of_the_board(h: &mut Harness) {
    let side = h.layout().rect().width();
    let expected = rookery::app::board::eval_bar::shown_width(&h.layout()).unwrap();
    assert_eq!(
        expected,
        rookery::app::board::eval_bar::bar_width(side).min(expected)
    );
    assert!(expected >= 8.0, "{expected}");
    let widths: Vec<f32> = h
        .app
        .world_mut()
        .query_filtered::<&Sprite, With<EvalBar>>()
        .iter(h.app.world())
        .filter_map(|s| s.custom_size.map(|size| size.x))
        .collect();
    assert_eq!(widths, [expected; 2], "{side}");
}

#[test]
fn the_engine_runs_on_a_record_only_and_a_line_clicked_plays_into_it() {
    let Some(path) = stockfish() else { return };
    let mut h = harness();
    one_thread(&mut h, path);
    // A game being played: no engine, offered to no one.
    h.key(KeyCode::KeyL);
    h.update();
    assert!(!h.res::<EngineView>().is_on());
    assert_eq!(count::<EvalBar>(&mut h), 0);
    // An analysis: on with L, lines, arrows and the bar for the position.
    h.start(NewGame::analysis(Chess::default(), CastlingMode::Standard));
    h.play(&[(Square::E2, Square::E4), (Square::E7, Square::E5)]);
    h.settle();
    h.key(KeyCode::KeyL);
    assert!(h.res::<EngineView>().is_on());
    until(&mut h, |h| {
        let view = h.res::<EngineView>();
        view.shown_lines().0.first().is_some_and(|l| l.depth >= 6)
    });
    h.update();
    let view = h.res::<EngineView>();
    assert!(
        view.name
            .as_deref()
            .is_some_and(|n| n.starts_with("Stockfish"))
    );
    let best = view.shown_lines().0[0].clone();
    assert!(best.moves.len() >= 2);
    assert_eq!(count::<EvalBar>(&mut h), 2, "the bar and White's share");
    bar_is_a_fortieth_of_the_board(&mut h);
    // The best line's arrow: a shaft and a head (three lines asked, so up
    // to three arrows; the game has no drawings of its own).
    let arrows = count::<DrawnOnBoard>(&mut h);
    assert!(
        arrows >= 2 && arrows.is_multiple_of(2) && arrows <= 6,
        "{arrows}"
    );
    // The line up to its second move goes into the record.
    let shown = h.res::<EngineView>().shown_lines().0.to_vec();
    let line = shown.iter().find(|l| l.rank == 1).unwrap().clone();
    engine(&mut h, EngineCommand::PlayLine { rank: 1, upto: 1 });
    let played: Vec<String> = h.game().plies()[2..]
        .iter()
        .map(|p| p.san.to_string())
        .collect();
    let want: Vec<String> = line.sans[..2].iter().map(ToString::to_string).collect();
    assert_eq!(played, want);
    assert_eq!(h.game().ply_count(), 4);
    assert!(
        !h.game().is_viewing_past(),
        "the board shows the line's end"
    );
    // Hidden (minimised), the engine rests; shown again, it searches.
    let occluded = |occluded| bevy::window::WindowOccluded {
        window: Entity::PLACEHOLDER,
        occluded,
    };
    h.app.world_mut().write_message(occluded(true));
    h.update();
    assert!(h.res::<EngineView>().is_on() && !h.res::<EngineView>().searching);
    h.app.world_mut().write_message(occluded(false));
    h.update();
    assert!(h.res::<EngineView>().searching);
    // Off: the process goes, and with it the bar (no [%eval] here).
    h.key(KeyCode::KeyL);
    h.update();
    assert!(!h.res::<EngineView>().is_on() && !h.res::<EngineView>().searching);
    assert_eq!(count::<EvalBar>(&mut h), 0);
    let _ = best;
}

const BLUNDER: &str = "[Event \"Scholar's mate\"]\n[White \"W\"]\n[Black \"B\"]\n\
    [Result \"1-0\"]\n\n\
    1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";

/// The engines together never take more threads than the cores: on two,
/// the board's engine asked for four gets two and no core is left to
/// lend; a report (inline here) rests the board's engine and has the
/// cores, and the board's engine comes back after it with the same share.
#[test]
fn the_engines_share_the_cores_and_the_board_s_engine_comes_back_after_a_report() {
    use rookery::app::engines::{Engines, Owner};
    let Some(path) = stockfish() else { return };
    let (sender, receiver) = std::sync::mpsc::channel();
    let mut h = Harness::with_setup(|app| {
        app.insert_resource(EngineHeard(sender));
        app.insert_resource(Engines::with_cores(2));
    });
    h.app
        .insert_resource(Heard(std::sync::Arc::new(std::sync::Mutex::new(receiver))));
    one_thread(&mut h, path);
    h.app
        .world_mut()
        .resource_mut::<PlayerSettings>()
        .0
        .engine
        .threads = Some(4);
    h.file(FileCommand::Paste(BLUNDER.to_owned()));
    h.act(Action::View(":2".parse().unwrap()));
    engine(&mut h, EngineCommand::Toggle);
    until(&mut h, |h| {
        !h.res::<EngineView>().shown_lines().0.is_empty()
    });
    let engines = h.res::<Engines>();
    assert_eq!(engines.threads_of(Owner::AnalysisBoard), Some(2));
    assert_eq!(engines.threads_in_use(), 2);
    let refused = h.app.world_mut().resource_mut::<Engines>().lend(1);
    assert_eq!(refused.unwrap_err(), Said::new("engine-no-core"));
    h.app.world_mut().write_message(EngineCommand::AnalyseGame);
    until(&mut h, |h| {
        h.session().undo_label().is_some_and(|l| l == "Game report")
    });
    until(&mut h, |h| {
        !h.res::<EngineView>().shown_lines().0.is_empty()
    });
    assert!(h.res::<EngineView>().is_on());
    assert_eq!(h.res::<Engines>().threads_of(Owner::AnalysisBoard), Some(2));
    // The report's lease came back.
    assert_eq!(h.res::<Engines>().threads_in_use(), 2);
}

#[test]
fn the_report_is_one_edit_of_the_record_with_its_bar_and_graph_values() {
    let Some(path) = stockfish() else { return };
    let mut h = harness();
    one_thread(&mut h, path);
    h.file(FileCommand::Paste(BLUNDER.to_owned()));
    assert!(h.session().is_analysis());
    engine(&mut h, EngineCommand::AnalyseGame);
    until(&mut h, |h| {
        h.session().undo_label().is_some_and(|l| l == "Game report")
    });
    let nf6 = &h.game().plies()[5];
    assert_eq!(nf6.nags, [4]);
    assert_eq!(eval_in(&nf6.comments), Some(Eval::Mate(1)));
    assert_eq!(nf6.variations.len(), 1);
    // With the engine off, the bar shows the move's [%eval].
    h.act(Action::View(":6".parse().unwrap()));
    assert_eq!(count::<EvalBar>(&mut h), 2);
    h.act(Action::Undo);
    assert!(
        h.game()
            .plies()
            .iter()
            .all(|p| p.comments.is_empty() && p.nags.is_empty())
    );
}

#[test]
fn an_engine_that_fails_is_said_and_the_record_stays() {
    let mut h = harness();
    let crashes =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/engines/crashes.sh");
    one_thread(&mut h, crashes);
    h.file(FileCommand::Paste(BLUNDER.to_owned()));
    let before = h.game().clone();
    engine(&mut h, EngineCommand::AnalyseGame);
    until(&mut h, |h| {
        h.res::<EngineView>().report.is_none() && h.res::<EngineView>().problem.is_some()
    });
    assert_eq!(
        h.res::<EngineView>()
            .problem
            .as_ref()
            .map(Said::english)
            .as_deref(),
        Some(
            "The engine quit unexpectedly (exit status: 3). The report keeps what was found before."
        )
    );
    assert_eq!(h.game().plies(), before.plies());
    // On the board: it crashes on its first search, and is said.
    h.key(KeyCode::KeyL);
    until(&mut h, |h| !h.res::<EngineView>().is_on());
    assert_eq!(
        h.res::<EngineView>()
            .problem
            .as_ref()
            .map(Said::english)
            .as_deref(),
        Some("The engine quit unexpectedly (exit status: 3).")
    );
    // A program that does not exist.
    one_thread(&mut h, PathBuf::from("/nonexistent/engine"));
    h.key(KeyCode::KeyL);
    h.update();
    let problem = h.res::<EngineView>().problem.clone().unwrap().english();
    assert!(
        problem.starts_with("Could not start /nonexistent/engine: "),
        "{problem}"
    );
    assert!(!h.res::<EngineView>().is_on());
}

/// The journal of a report of `game` killed after three positions: an
/// evaluation no engine would give 1.e4 (to tell it from a search made
/// again), and a fourth line cut short.
fn cut_journal(game: &rookery::chess::game::Game) -> String {
    use rookery::chess::report::{Searched, journal};
    let start = Chess::default();
    let after_e4 = game.plies()[0].position.clone();
    let after_e5 = game.plies()[1].position.clone();
    let best = |position: &Chess, uci: &str| {
        vec![
            shakmaty::uci::UciMove::from_ascii(uci.as_bytes())
                .unwrap()
                .to_move(position)
                .unwrap(),
        ]
    };
    let found = [
        Searched {
            eval: Eval::Cp(30),
            best: best(&start, "e2e4"),
            exact: None,
        },
        Searched {
            eval: Eval::Cp(1234),
            best: best(&after_e4, "e7e5"),
            exact: None,
        },
        Searched {
            eval: Eval::Cp(40),
            best: best(&after_e5, "g1f3"),
            exact: None,
        },
    ];
    let mut text = journal::header(game);
    text.push('\n');
    for (i, f) in found.iter().enumerate() {
        text.push_str(&journal::line(i, Some(f), CastlingMode::Standard));
        text.push('\n');
    }
    // The next line was cut by the kill.
    text.push_str("3 0.2");
    text
}

#[test]
fn a_report_a_kill_stopped_is_said_after_the_restart_and_goes_on_from_its_journal() {
    use rookery::app::{autosave::AutosaveFolder, engine::REPORT_JOURNAL, session::AnalysisEdit};
    let Some(path) = stockfish() else { return };
    let dir = tempfile::tempdir().unwrap();
    let in_folder = |dir: &std::path::Path| {
        let dir = dir.to_path_buf();
        let (sender, receiver) = std::sync::mpsc::channel();
        let mut h = Harness::with_setup(move |app| {
            app.insert_resource(EngineHeard(sender));
            app.insert_resource(AutosaveFolder(Some(dir)));
        });
        h.app
            .insert_resource(Heard(std::sync::Arc::new(std::sync::Mutex::new(receiver))));
        h
    };
    {
        let mut h = in_folder(dir.path());
        h.file(FileCommand::Paste(BLUNDER.to_owned()));
        h.act(Action::Edit(AnalysisEdit::Comment(
            ":1".parse().unwrap(),
            "The king's pawn".into(),
        )));
        // The report had searched three positions when Rookery was
        // killed: what its journal holds (an evaluation no engine would
        // give 1.e4, to tell it from a search made again).
        let text = cut_journal(h.game());
        std::fs::write(dir.path().join(REPORT_JOURNAL), text).unwrap();
    }
    let mut h = in_folder(dir.path());
    assert!(h.session().is_analysis() && h.session().is_restored());
    // Three positions: the start, after 1.e4 and after 1...e5, move 1.
    assert_eq!(h.res::<EngineView>().stopped_report, Some(1));
    let ctx = bevy_egui::egui::Context::default();
    let probe = rookery::app::panel::probe_layout(
        h.app.world_mut(),
        &ctx,
        bevy_egui::egui::vec2(1280.0, 800.0),
        1.0,
        3,
    );
    let says = |text: &str| probe.widgets.iter().any(|w| w.text.contains(text));
    assert!(says(
        "The game report stopped at move 1 when Rookery was closed"
    ));
    assert!(says("Go on"));
    // And a screen reader hears it.
    let live = probe.widgets.iter().find(|w| w.live).unwrap();
    assert!(
        live.text.ends_with(
            "The game report stopped at move 1 when Rookery was closed; what it found is kept."
        ),
        "{}",
        live.text
    );
    // Going on: the journal's searches are kept, the rest searched.
    one_thread(&mut h, path);
    engine(&mut h, EngineCommand::AnalyseGame);
    until(&mut h, |h| {
        h.session().undo_label().is_some_and(|l| l == "Game report")
    });
    assert_eq!(eval_in(&h.game().plies()[0].comments), Some(Eval::Cp(1234)));
    assert_eq!(
        h.game().plies()[5].nags,
        [4],
        "3...Nf6?? found by the search"
    );
    assert_eq!(h.res::<EngineView>().stopped_report, None);
    assert!(
        !dir.path().join(REPORT_JOURNAL).exists(),
        "the report is an edit now"
    );
}

#[test]
fn show_threat_finds_what_the_side_that_just_moved_threatens_in_red() {
    let Some(path) = stockfish() else { return };
    let mut h = harness();
    one_thread(&mut h, path);
    h.start(NewGame::analysis(Chess::default(), CastlingMode::Standard));
    // 1.e4 e5 2.Bc4 Nc6 3.Qh5: White threatens mate on f7.
    h.play(&[
        (Square::E2, Square::E4),
        (Square::E7, Square::E5),
        (Square::F1, Square::C4),
        (Square::B8, Square::C6),
        (Square::D1, Square::H5),
    ]);
    h.settle();
    // X: the threat (and the engine with it).
    h.key(KeyCode::KeyX);
    assert!(h.res::<EngineView>().is_on() && h.res::<EngineView>().shows_threat());
    until(&mut h, |h| {
        let (lines, threat) = h.res::<EngineView>().shown_lines();
        threat && lines.first().is_some_and(|l| l.depth >= 4)
    });
    h.update();
    let (lines, threat) = h.res::<EngineView>().shown_lines();
    assert!(threat);
    assert_eq!(lines[0].sans[0].to_string(), "Qxf7#");
    assert_eq!(
        lines[0].eval,
        Eval::Mate(1),
        "White mates next if Black passes"
    );
    // Its arrows are the threat's colour, and no line of it plays into
    // the record (it is the other side's).
    let red = rookery::app::theme::Theme::default().threat_arrows[0];
    let colours: Vec<Color> = h
        .app
        .world_mut()
        .query_filtered::<&Sprite, With<DrawnOnBoard>>()
        .iter(h.app.world())
        .map(|s| s.color)
        .collect();
    assert!(colours.contains(&red), "{colours:?}");
    let ctx = bevy_egui::egui::Context::default();
    let size = bevy_egui::egui::vec2(1280.0, 800.0);
    let probe = rookery::app::panel::probe_layout(h.app.world_mut(), &ctx, size, 1.0, 2);
    let texts: Vec<&str> = probe.widgets.iter().map(|w| w.text.as_str()).collect();
    assert!(texts.contains(&"Threat (#1): 4. Qxf7#"), "{texts:?}");
    engine(&mut h, EngineCommand::PlayLine { rank: 1, upto: 0 });
    assert_eq!(h.game().ply_count(), 5);
    // X again: the engine's own lines of the position shown.
    h.key(KeyCode::KeyX);
    assert!(h.res::<EngineView>().is_on() && !h.res::<EngineView>().shows_threat());
    until(&mut h, |h| {
        let (lines, threat) = h.res::<EngineView>().shown_lines();
        !threat && !lines.is_empty()
    });
}

#[test]
fn the_engine_s_lines_are_one_keyboard_stop_whose_arrows_choose_a_line_and_a_move() {
    use bevy_egui::egui;
    use rookery::app::panel::{Probe, probe_keys, probe_layout};
    let mut h = harness();
    one_thread(
        &mut h,
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/engines/two-lines.sh"),
    );
    h.start(NewGame::analysis(Chess::default(), CastlingMode::Standard));
    h.play(&[(Square::E2, Square::E4)]);
    h.settle();
    h.key(KeyCode::KeyL);
    until(&mut h, |h| h.res::<EngineView>().shown_lines().0.len() == 2);
    let size = egui::vec2(1280.0, 800.0);
    let ctx = egui::Context::default();
    probe_layout(h.app.world_mut(), &ctx, size, 1.0, 2);
    let focused = |probe: &Probe| -> String {
        probe
            .widgets
            .iter()
            .find(|w| w.focused)
            .map_or(String::new(), |w| w.text.clone())
    };
    // Tab reaches the lines once: no move of theirs is a stop of its own.
    let tab = [(egui::Key::Tab, egui::Modifiers::NONE)];
    let mut stops = Vec::new();
    for _ in 0..60 {
        let probe = probe_keys(h.app.world_mut(), &ctx, size, &tab);
        stops.push(focused(&probe));
        if stops.last().is_some_and(|s| s.starts_with("Line ")) {
            break;
        }
    }
    let first = stops.last().unwrap().clone();
    assert!(first.starts_with("Line 1 of 2: "), "{stops:?}");
    assert!(
        first.ends_with("1... e5 2. Nf3 Nc6; Enter plays it up to e5"),
        "{first}"
    );
    assert!(
        !stops.iter().any(|s| s == "e5" || s == "Nf3" || s == "c5"),
        "a move was a stop: {stops:?}"
    );
    // ↓ to the second line, → to its second move: said, then played.
    let arrows = [
        (egui::Key::ArrowDown, egui::Modifiers::NONE),
        (egui::Key::ArrowRight, egui::Modifiers::NONE),
    ];
    let probe = probe_keys(h.app.world_mut(), &ctx, size, &arrows);
    let said = focused(&probe);
    assert!(said.starts_with("Line 2 of 2: "), "{said}");
    assert!(
        said.ends_with("1... c5 2. Nf3; Enter plays it up to Nf3"),
        "{said}"
    );
    assert_eq!(h.sans(), ["e4"], "the arrows browse nothing");
    probe_keys(
        h.app.world_mut(),
        &ctx,
        size,
        &[(egui::Key::Enter, egui::Modifiers::NONE)],
    );
    h.update();
    h.update();
    assert_eq!(h.sans(), ["e4", "c5", "Nf3"]);
}

#[test]
fn a_report_over_a_file_s_game_with_no_edit_comes_back_after_a_kill() {
    use rookery::{app::autosave::AutosaveFolder, desktop::autosave::AUTOSAVE_FILE};
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("scholar.pgn");
    std::fs::write(&file, BLUNDER).unwrap();
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    let in_folder = |data: &std::path::Path| {
        let data = data.to_path_buf();
        let mut h = Harness::with_setup(move |app| {
            app.insert_resource(AutosaveFolder(Some(data)));
            // The report on a thread of its own, as in the window.
            app.insert_resource(rookery::app::files::InlineLoading(false));
        });
        // An engine that searches and never answers: the report runs on.
        one_thread(
            &mut h,
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/engines/hangs.sh"),
        );
        h
    };
    {
        let mut h = in_folder(&data);
        h.file(FileCommand::Open(file.clone()));
        assert!(h.session().is_analysis());
        assert!(!data.join(AUTOSAVE_FILE).exists(), "a file's game, no edit");
        engine(&mut h, EngineCommand::AnalyseGame);
        assert!(h.res::<EngineView>().report.is_some(), "the report runs");
        // Written as the report starts: a kill now loses nothing.
        assert!(data.join(AUTOSAVE_FILE).exists());
    }
    let mut h = in_folder(&data);
    h.settle();
    assert!(h.session().is_analysis() && h.session().is_restored());
    assert_eq!(h.sans(), ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]);
    assert_eq!(h.session().origin().path.as_deref(), Some(file.as_path()));
}
