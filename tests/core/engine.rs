//! The engine as a child process, against Debian's Stockfish 15.1 (which
//! `.ci/run` installs; without it these tests say so and pass only outside
//! CI) and against misbehaving engines (scripts in tests/fixtures/engines),
//! and the game report it writes.

use std::{path::PathBuf, time::Duration};

use rookery::{
    chess::{
        eval::{Eval, eval_in},
        game::Game,
        pgn::{read_str, to_pgn},
        report::{self, SideSummary, main_line_evals, summary},
    },
    desktop::{
        engine::{Engine, EngineOptions, Event, Limit, Search},
        report::{Annotate, Progress, annotate_file, check_annotate, search_main_line},
    },
};
use shakmaty::{CastlingMode, Chess};

use super::stockfish::stockfish;

/// One thread and a small hash: the same search every time.
fn repeatable() -> EngineOptions {
    EngineOptions {
        threads: 1,
        hash_mb: 16,
        ..EngineOptions::default()
    }
}

fn script(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/engines")
        .join(name)
}

/// The fixture engine `name`, told to write the options it is set to a
/// file in `dir`: the program to start, and that file.
fn logging(dir: &std::path::Path, name: &str) -> (PathBuf, PathBuf) {
    use std::os::unix::fs::PermissionsExt;
    let log = dir.join("options.txt");
    let wrapper = dir.join("engine.sh");
    std::fs::write(
        &wrapper,
        format!(
            "#!/bin/sh\nROOKERY_OPTIONS_LOG='{}' exec '{}'\n",
            log.display(),
            script(name).display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    (wrapper, log)
}

fn quick() -> EngineOptions {
    EngineOptions {
        answer_timeout: Duration::from_millis(400),
        ..repeatable()
    }
}

fn search(id: u64, moves: &[&str], limit: Limit, lines: u32) -> Search {
    let mut game = Game::new();
    for san in moves {
        game.play_san(san).unwrap();
    }
    Search {
        id,
        lines,
        ..Search::new(
            Chess::default(),
            game.plies().iter().filter_map(|p| p.mv).collect(),
            CastlingMode::Standard,
            limit,
        )
    }
}

/// Every event until the search's end (or a fault).
fn until_done(engine: &Engine, id: u64) -> Vec<Event> {
    let mut seen = Vec::new();
    while let Some(event) = engine.next_event(Duration::from_secs(60)) {
        let end = matches!(&event, Event::Done { search, .. } if *search == id)
            || matches!(event, Event::Fault(_));
        seen.push(event);
        if end {
            break;
        }
    }
    seen
}

#[test]
fn stockfish_at_a_fixed_depth_gives_the_same_three_lines_in_san() {
    let Some(path) = stockfish() else { return };
    let (engine, name) = Engine::ready(&path, repeatable()).unwrap();
    assert!(name.starts_with("Stockfish"), "{name}");
    engine.search(search(
        1,
        &["e4", "e5", "Qh5", "Nc6", "Bc4"],
        Limit::Depth(10),
        3,
    ));
    let events = until_done(&engine, 1);
    let Some(Event::Done { lines, .. }) = events.last() else {
        panic!("no end: {events:?}");
    };
    assert_eq!(lines.len(), 3);
    assert_eq!(lines.iter().map(|l| l.rank).collect::<Vec<_>>(), [1, 2, 3]);
    assert!(lines.iter().all(|l| l.depth == 10));
    let mut game = Game::new();
    for san in ["e4", "e5", "Qh5", "Nc6", "Bc4"] {
        game.play_san(san).unwrap();
    }
    let firsts: Vec<String> = lines.iter().map(|l| l.sans[0].to_string()).collect();
    // Black must meet the threat on f7: each line's first move does.
    for first in &firsts {
        assert!(
            ["g6", "Qe7", "Qf6", "Nh6", "Qe8"].contains(&first.as_str()),
            "{firsts:?}"
        );
    }
    // Scores are White's: Black is fine here, so none is a White win.
    assert!(
        lines.iter().all(|l| l.eval.winning_chances() < 0.2),
        "{lines:?}"
    );
    // The same search by a fresh engine gives the same lines.
    let (engine, _) = Engine::ready(&path, repeatable()).unwrap();
    engine.search(search(
        2,
        &["e4", "e5", "Qh5", "Nc6", "Bc4"],
        Limit::Depth(10),
        3,
    ));
    let again = until_done(&engine, 2);
    let Some(Event::Done { lines: second, .. }) = again.last() else {
        panic!("no end: {again:?}");
    };
    assert_eq!(second, lines);
    assert_eq!(
        lines[0].numbered(game.position()).split(' ').next(),
        Some("3...")
    );
}

#[test]
fn a_new_position_stops_the_running_search_and_no_line_of_it_comes_after() {
    let Some(path) = stockfish() else { return };
    let (engine, _) = Engine::ready(&path, repeatable()).unwrap();
    engine.search(search(1, &[], Limit::Infinite, 1));
    // The first lines of the infinite search.
    let first = engine.next_event(Duration::from_secs(10)).unwrap();
    assert!(matches!(first, Event::Lines { search: 1, .. }), "{first:?}");
    engine.search(search(2, &["f3", "e5", "g4"], Limit::Depth(6), 1));
    let events = until_done(&engine, 2);
    // Search 1 ends without a Done (it was replaced); every line after the
    // first of search 2 is search 2's.
    let at = events
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::Lines { search: 2, .. } | Event::Done { search: 2, .. }
            )
        })
        .expect("search 2 reports");
    assert!(
        events[at..].iter().all(|e| matches!(
            e,
            Event::Lines { search: 2, .. } | Event::Done { search: 2, .. }
        )),
        "{events:?}"
    );
    let Some(Event::Done { lines, .. }) = events.last() else {
        panic!("{events:?}");
    };
    assert_eq!(lines[0].sans[0].to_string(), "Qh4#");
    assert_eq!(lines[0].eval, Eval::Mate(-1));
}

#[test]
fn a_program_that_is_not_an_engine_is_said_and_ended() {
    let engine = Engine::start(&script("not-uci.sh"), quick(), |_| {}).unwrap();
    let Some(Event::Fault(words)) = engine.next_event(Duration::from_secs(10)) else {
        panic!("no fault");
    };
    let words = words.english();
    assert!(
        words.ends_with("not-uci.sh is not a UCI engine: it did not answer `uci` with `uciok`."),
        "{words}"
    );
    let missing = Engine::start(&script("no-such-engine"), quick(), |_| {})
        .unwrap_err()
        .english();
    assert!(missing.starts_with("Could not start "), "{missing}");
}

#[test]
fn an_engine_that_crashes_mid_search_is_said_with_what_it_found() {
    let engine = Engine::start(&script("crashes.sh"), quick(), |_| {}).unwrap();
    assert_eq!(
        engine.next_event(Duration::from_secs(10)),
        Some(Event::Ready("Crasher".into()))
    );
    engine.search(search(7, &[], Limit::Infinite, 1));
    let events = until_done(&engine, 7);
    assert!(
        matches!(&events[0], Event::Lines { search: 7, lines, .. } if lines[0].sans[0].to_string() == "e4"),
        "{events:?}"
    );
    let Some(Event::Fault(words)) = events.last() else {
        panic!("no fault: {events:?}");
    };
    assert_eq!(
        words.english(),
        "The engine quit unexpectedly (exit status: 3)."
    );
}

#[test]
fn an_engine_that_does_not_stop_is_ended() {
    let engine = Engine::start(&script("hangs.sh"), quick(), |_| {}).unwrap();
    assert_eq!(
        engine.next_event(Duration::from_secs(10)),
        Some(Event::Ready("Sleeper".into()))
    );
    engine.search(search(1, &[], Limit::Infinite, 1));
    assert!(matches!(
        engine.next_event(Duration::from_secs(10)),
        Some(Event::Lines { search: 1, .. })
    ));
    engine.stop();
    let Some(Event::Fault(words)) = engine.next_event(Duration::from_secs(10)) else {
        panic!("no fault");
    };
    assert_eq!(
        words.english(),
        "The engine did not stop within 0.4 seconds and was ended."
    );
}

#[test]
fn what_an_engine_should_not_print_never_becomes_a_move() {
    let engine = Engine::start(&script("noisy.sh"), quick(), |_| {}).unwrap();
    assert_eq!(
        engine.next_event(Duration::from_secs(10)),
        Some(Event::Ready("Noisy".into()))
    );
    engine.search(search(1, &[], Limit::Depth(3), 1));
    let events = until_done(&engine, 1);
    let shown: Vec<Vec<String>> = events
        .iter()
        .filter_map(|e| match e {
            Event::Lines { lines, .. } => {
                Some(lines[0].sans.iter().map(ToString::to_string).collect())
            }
            _ => None,
        })
        .collect();
    assert_eq!(shown, [vec!["e4"], vec!["d4", "d5"]]);
    let Some(Event::Done { lines, .. }) = events.last() else {
        panic!("{events:?}");
    };
    assert_eq!(lines[0].eval, Eval::Cp(25));
    assert_eq!(lines[0].depth, 3);
}

const BLUNDER: &str = "[Event \"Scholar's mate\"]\n[White \"W\"]\n[Black \"B\"]\n\
    [Result \"1-0\"]\n\n\
    1. e4 e5 2. Qh5 Nc6 3. Bc4 { Threatens mate. } Nf6 4. Qxf7# 1-0\n";

#[test]
fn the_report_marks_the_blunder_with_the_better_line_as_one_edit() {
    let Some(path) = stockfish() else { return };
    let (mut engine, _) = Engine::ready(&path, repeatable()).unwrap();
    let read = read_str(BLUNDER).remove(0);
    let mut game = read.game;
    let mut done = Vec::new();
    let (searched, fault) = search_main_line(
        &mut engine,
        &game,
        Limit::Depth(10),
        |d, t| done.push((d, t)),
        || false,
    );
    assert_eq!(fault, None);
    assert_eq!(done.last(), Some(&(8, 8)));
    assert_eq!(searched.len(), 8);
    assert_eq!(searched[7], None, "the mate needs no search");
    let edit = report::write(&mut game, &searched).unwrap();
    assert_eq!(edit.label, "Game report");
    let nf6 = &game.plies()[5];
    assert_eq!(nf6.nags, [4], "Nf6 is a blunder");
    assert_eq!(eval_in(&nf6.comments), Some(Eval::Mate(1)));
    assert_eq!(nf6.variations.len(), 1);
    let better = &nf6.variations[0].plies;
    assert_eq!(
        Some(better[0].mv.unwrap()),
        searched[5].as_ref().unwrap().best.first().copied()
    );
    assert_ne!(better[0].san.to_string(), "Nf6");
    // The player's words stay beside the evaluation.
    assert!(
        game.plies()[4].comments[0].ends_with("Threatens mate."),
        "{:?}",
        game.plies()[4].comments
    );
    assert!(eval_in(&game.plies()[4].comments).is_some());
    // Black's blunder is counted, and White's early queen sortie.
    let [white, black] = summary(&game).unwrap();
    let judged: Vec<(usize, Vec<u8>)> = game
        .plies()
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.nags.is_empty())
        .map(|(i, p)| (i, p.nags.clone()))
        .collect();
    assert_eq!(
        judged,
        [(2, vec![6]), (5, vec![4])],
        "2. Qh5?! and 3...Nf6??"
    );
    assert_eq!(
        (white.inaccuracies, white.mistakes, white.blunders),
        (1, 0, 0)
    );
    assert_eq!(
        SideSummary {
            acpl: None,
            ..black
        },
        SideSummary {
            inaccuracies: 0,
            mistakes: 0,
            blunders: 1,
            acpl: None
        }
    );
    assert!(black.acpl.unwrap() > 300, "{black:?}");
    // Undone whole.
    let before = read_str(BLUNDER).remove(0).game;
    let mut edit = edit;
    game.undo(&mut edit).unwrap();
    assert_eq!(game.plies(), before.plies());
}

#[test]
fn evaluations_are_written_read_and_written_back_the_same() {
    let text = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n\
        [Black \"?\"]\n[Result \"*\"]\n\n1. e4 { [%eval 0.17] [%clk 0:05:00] } 1... c5 \
        { [%eval 0.3] Sicilian. } 2. Nf3 { [%eval #-3] } *\n";
    let read = read_str(text).remove(0);
    let evals = main_line_evals(&read.game);
    assert_eq!(
        evals,
        [
            Some(Eval::Cp(15)),
            Some(Eval::Cp(17)),
            Some(Eval::Cp(30)),
            Some(Eval::Mate(-3))
        ]
    );
    let written = to_pgn(&read.tags, &read.game);
    // The clock reading is written first, the evaluation kept as it was.
    assert!(
        written.contains(
            "1. e4 { [%clk 0:05:00] [%eval 0.17] } 1... c5 { [%eval 0.3] Sicilian. } \
             2. Nf3 {\n[%eval #-3] } *"
        ),
        "{written}"
    );
    let again = read_str(&written).remove(0);
    assert_eq!(to_pgn(&again.tags, &again.game), written);
    // White's 2. Nf3 let in a mate: a blunder in the summary, with no engine.
    let [white, _] = summary(&read.game).unwrap();
    assert_eq!(white.blunders, 1);
}

#[test]
fn annotate_writes_every_game_and_keeps_a_broken_one_s_good_part() {
    let Some(path) = stockfish() else { return };
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.pgn");
    let output = dir.path().join("out.pgn");
    let broken = "[Event \"Broken\"]\n\n1. e4 e5 2. Nf3 Ke2 3. d4 *\n";
    std::fs::write(&input, format!("{BLUNDER}\n{broken}")).unwrap();
    let mut log = Vec::new();
    let job = Annotate {
        input,
        output: output.clone(),
        depth: 8,
        replace: false,
        engine: path,
        options: repeatable(),
    };
    assert_eq!(annotate_file(&job, &mut log, Progress::Lines).unwrap(), 2);
    let log = String::from_utf8(log).unwrap();
    assert!(log.contains("game 2: "), "{log}");
    assert!(log.contains("the 3 moves before it are annotated"), "{log}");
    // Progress to a file or a pipe: a line per game, no carriage returns.
    assert!(!log.contains('\r'), "{log}");
    assert!(
        log.contains("rookery: game 1: 8 of 8 positions searched\n"),
        "{log}"
    );
    let text = std::fs::read_to_string(&output).unwrap();
    // Another reader finds each game with its own tags and result.
    super::written::one_blank_line_apart(&text, 2);
    let strict = super::written::strict_read(&text);
    assert_eq!(strict.len(), 2);
    assert_eq!((strict[0].white.as_str(), strict[0].moves), ("W", 7));
    assert_eq!(strict[0].outcome, "1-0");
    assert_eq!((strict[1].white.as_str(), strict[1].moves), ("?", 3));
    let games = read_str(&text);
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].game.plies()[5].nags, [4]);
    assert_eq!(games[1].game.plies().len(), 3);
    assert!(
        games[1]
            .game
            .plies()
            .iter()
            .all(|p| eval_in(&p.comments).is_some())
    );
}

#[test]
fn annotate_is_on_the_command_line() {
    let cli = rookery::desktop::cli::parse_args([
        "--annotate",
        "a.pgn",
        "--depth",
        "9",
        "--output",
        "b.pgn",
    ])
    .unwrap();
    assert_eq!(cli.annotate, Some(PathBuf::from("a.pgn")));
    assert_eq!(cli.output, Some(PathBuf::from("b.pgn")));
    assert_eq!(cli.depth, 9);
    assert!(
        rookery::desktop::cli::parse_args(["--annotate", "a.pgn"]).is_err(),
        "needs --output"
    );
    assert!(
        rookery::desktop::cli::parse_args(["--annotate", "a.pgn", "--output", "b", "--depth", "0"])
            .is_err()
    );
}

#[test]
fn annotate_checks_its_input_and_output_before_any_engine_starts() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.pgn");
    std::fs::write(&good, BLUNDER).unwrap();
    let empty = dir.path().join("empty.pgn");
    std::fs::write(&empty, "\n  \n").unwrap();
    let binary = dir.path().join("binary.pgn");
    std::fs::write(&binary, [0u8, 159, 146, 150, 7, 0, 255, 1].repeat(64)).unwrap();
    let out = dir.path().join("out.pgn");
    let shown = |p: &std::path::Path| p.display().to_string();
    for (input, output, says) in [
        (
            dir.path().to_owned(),
            out.clone(),
            format!("{} is a folder, not a PGN file", shown(dir.path())),
        ),
        (
            empty.clone(),
            out.clone(),
            format!("{} is empty: it holds no games", shown(&empty)),
        ),
        (
            binary.clone(),
            out.clone(),
            format!("{} is not a PGN file", shown(&binary)),
        ),
        (
            dir.path().join("missing.pgn"),
            out.clone(),
            format!(
                "could not read {}: No such file or directory (os error 2)",
                shown(&dir.path().join("missing.pgn"))
            ),
        ),
        (
            good.clone(),
            dir.path().to_owned(),
            format!(
                "--output {} is a folder: name the file to write",
                shown(dir.path())
            ),
        ),
        (
            good.clone(),
            dir.path().join("no/such/out.pgn"),
            format!("there is no folder {}", shown(&dir.path().join("no/such"))),
        ),
    ] {
        assert_eq!(check_annotate(&input, &output, false), Err(says.clone()));
        // The same words from the whole job, with an engine that is not
        // there: the check comes first.
        let job = Annotate {
            input,
            output: output.clone(),
            depth: 1,
            replace: false,
            engine: dir.path().join("no-engine"),
            options: quick(),
        };
        let mut log = Vec::new();
        assert_eq!(annotate_file(&job, &mut log, Progress::Lines), Err(says));
        assert!(log.is_empty());
    }
    assert_eq!(check_annotate(&good, &out, false), Ok(()));
    // The file it reads, by its own name or another: refused unless asked.
    let again = dir.path().join(".").join("good.pgn");
    let replaced = format!(
        "--output {} is the file --annotate reads: name another file, \
         or add --replace to write the annotated games over it",
        shown(&again)
    );
    assert_eq!(check_annotate(&good, &again, false), Err(replaced));
    assert_eq!(check_annotate(&good, &good, true), Ok(()));
    assert_eq!(std::fs::read_to_string(&good).unwrap(), BLUNDER, "kept");
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        3,
        "nothing written"
    );
}

/// The report on two engines, each taking the next position: every
/// search said once and in order, the blunder marked as one engine marks
/// it; two engines that crash say so, with nothing searched.
#[test]
fn the_report_on_two_engines_says_each_search_in_order() {
    use rookery::{
        chess::report::journal,
        desktop::report::{Sweep, search_main_line_from},
    };
    let Some(path) = stockfish() else { return };
    let mut engines: Vec<_> = (0..2)
        .map(|_| Engine::ready(&path, repeatable()).unwrap().0)
        .collect();
    let mut game = read_str(BLUNDER).remove(0).game;
    let (mut lines, mut done) = (Vec::new(), Vec::new());
    let sweep = Sweep {
        game: &game,
        limit: Limit::Depth(10),
        known: &[],
    };
    let (searched, fault) = search_main_line_from(
        &mut engines,
        sweep,
        |i, found| lines.push(journal::line(i, found, CastlingMode::Standard)),
        |d, t| done.push((d, t)),
        || false,
    );
    assert_eq!(fault, None);
    assert_eq!(searched.len(), 8);
    assert_eq!(done, (1..=8).map(|d| (d, 8)).collect::<Vec<_>>());
    assert_eq!(lines.len(), 8);
    assert!(
        lines
            .iter()
            .enumerate()
            .all(|(k, l)| l.starts_with(&format!("{k} ")))
    );
    assert_eq!(searched[7], None, "the mate needs no search");
    report::write(&mut game, &searched).unwrap();
    let nf6 = &game.plies()[5];
    assert_eq!(nf6.nags, [4], "Nf6 is a blunder");
    assert_eq!(eval_in(&nf6.comments), Some(Eval::Mate(1)));

    let mut crashing: Vec<_> = (0..2)
        .map(|_| {
            let engine = Engine::start(&script("crashes.sh"), quick(), |_| {}).unwrap();
            assert_eq!(
                engine.next_event(Duration::from_secs(10)),
                Some(Event::Ready("Crasher".into()))
            );
            engine
        })
        .collect();
    let sweep = Sweep {
        game: &game,
        limit: Limit::Depth(10),
        known: &[],
    };
    let (searched, fault) =
        search_main_line_from(&mut crashing, sweep, |_, _| {}, |_, _| {}, || false);
    assert_eq!(searched, []);
    assert_eq!(
        fault.map(|f| f.english()),
        Some("The engine quit unexpectedly (exit status: 3).".to_owned())
    );
}

#[test]
fn a_report_goes_on_from_what_was_kept_and_says_each_new_search() {
    use rookery::{
        chess::report::{Searched, journal},
        desktop::report::{Sweep, search_main_line_from},
    };
    let Some(path) = stockfish() else { return };
    let (engine, _) = Engine::ready(&path, repeatable()).unwrap();
    let mut engines = [engine];
    let game = read_str(BLUNDER).remove(0).game;
    let e4 = game.plies()[0].mv.unwrap();
    let kept = vec![
        Some(Searched {
            eval: Eval::Cp(1234),
            best: vec![e4],
            exact: None,
        }),
        None,
    ];
    let mut lines = Vec::new();
    let sweep = Sweep {
        game: &game,
        limit: Limit::Depth(6),
        known: &kept,
    };
    let (searched, fault) = search_main_line_from(
        &mut engines,
        sweep,
        |i, found| lines.push(journal::line(i, found, CastlingMode::Standard)),
        |_, _| {},
        || false,
    );
    let [engine] = engines;
    engine.quit();
    assert_eq!(fault, None);
    assert_eq!(searched.len(), 8);
    assert_eq!(
        searched[..2],
        kept[..],
        "what was kept is not searched again"
    );
    // Each new search said once, in order, from the third position on;
    // the mate at the end needs none.
    assert_eq!(lines.len(), 6);
    assert!(
        lines
            .iter()
            .enumerate()
            .all(|(k, l)| l.starts_with(&format!("{} ", k + 2)))
    );
    assert_eq!(lines[5], "7 -");
    // The journal (its header, the kept lines, the new ones) reads back as
    // the searches made; another game's does not, and a cut line is not
    // taken.
    let mut text = journal::header(&game) + "\n";
    for (i, found) in kept.iter().enumerate() {
        text.push_str(&journal::line(i, found.as_ref(), CastlingMode::Standard));
        text.push('\n');
    }
    for line in &lines {
        text.push_str(line);
        text.push('\n');
    }
    assert_eq!(journal::read(&text, &game), Some(searched.clone()));
    let cut = &text[..text.len() - 2];
    assert_eq!(journal::read(cut, &game).map(|r| r.len()), Some(7));
    let other = read_str("1. d4 d5 *").remove(0).game;
    assert_eq!(journal::read(&text, &other), None);
}

#[test]
fn an_owner_that_shows_no_lines_is_woken_by_the_end_only() {
    use std::sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    };
    let Some(path) = stockfish() else { return };
    let wakes = Arc::new(AtomicUsize::new(0));
    let counted = wakes.clone();
    let quiet = EngineOptions {
        quiet_lines: true,
        ..repeatable()
    };
    let engine = Engine::start(&path, quiet, move |_| {
        counted.fetch_add(1, Ordering::SeqCst);
    })
    .unwrap();
    assert!(matches!(
        engine.next_event(Duration::from_secs(10)),
        Some(Event::Ready(_))
    ));
    engine.search(search(1, &[], Limit::Depth(12), 1));
    let events = until_done(&engine, 1);
    let lines = events
        .iter()
        .filter(|e| matches!(e, Event::Lines { .. }))
        .count();
    assert!(lines >= 5, "{lines} lines");
    assert!(matches!(
        events.last(),
        Some(Event::Done { best: Some(_), .. })
    ));
    // Its thread wakes the owner just after it sends the event: counted
    // once the thread has ended. The handshake and the end: two wakes,
    // however many lines came.
    engine.quit();
    assert_eq!(wakes.load(Ordering::SeqCst), 2);
}

#[test]
fn an_engine_without_uci_elo_is_weakened_by_its_skill_level() {
    let dir = tempfile::tempdir().unwrap();
    let (wrapper, log) = logging(dir.path(), "skill-only.sh");
    let engine = Engine::start(&wrapper, quick(), |_| {}).unwrap();
    assert_eq!(
        engine.next_event(Duration::from_secs(10)),
        Some(Event::Ready("Skilled".into()))
    );
    let at = |elo| Search {
        elo,
        ..search(1, &[], Limit::Depth(1), 1)
    };
    engine.search(at(Some(1700)));
    until_done(&engine, 1);
    engine.search(Search { id: 2, ..at(None) });
    until_done(&engine, 2);
    engine.quit();
    let set = std::fs::read_to_string(&log).unwrap();
    let skill: Vec<&str> = set.lines().filter(|l| l.contains("Skill Level")).collect();
    // Stockfish's own map: 1350 is level 0, 2850 level 20; then full
    // strength again.
    assert_eq!(
        skill,
        [
            "setoption name Skill Level value 4",
            "setoption name Skill Level value 20"
        ]
    );
    assert!(!set.contains("UCI_Elo"), "{set}");
}

#[test]
fn an_engine_with_uci_show_wdl_is_asked_for_its_chances_and_they_are_white_s() {
    let dir = tempfile::tempdir().unwrap();
    let (wrapper, log) = logging(dir.path(), "wdl.sh");
    let engine = Engine::start(&wrapper, quick(), |_| {}).unwrap();
    assert_eq!(
        engine.next_event(Duration::from_secs(10)),
        Some(Event::Ready("Chances".into()))
    );
    // After 1.e4 Black is to move: its 60 % to win are White's 60 % to lose.
    engine.search(search(1, &["e4"], Limit::Depth(1), 1));
    let events = until_done(&engine, 1);
    engine.quit();
    let wdl = events.iter().find_map(|e| match e {
        Event::Lines { lines, .. } => lines.first().and_then(|l| l.wdl),
        _ => None,
    });
    let wdl = wdl.expect("a line with its chances");
    assert_eq!((wdl.win, wdl.draw, wdl.loss), (100, 300, 600));
    assert_eq!(wdl.expected(), 0.25);
    let set = std::fs::read_to_string(&log).unwrap();
    assert!(
        set.contains("setoption name UCI_ShowWDL value true"),
        "{set}"
    );
}

#[test]
#[cfg(target_os = "linux")]
fn an_engine_that_is_ended_takes_what_it_started_with_it() {
    use super::platform::ends_within;
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let helper = dir.path().join("helper.pid");
    let wrapper = dir.path().join("engine.sh");
    // A script's engine: a helper started beside it, then the engine.
    std::fs::write(
        &wrapper,
        format!(
            "#!/bin/sh\nsleep 300 &\necho $! > '{}'\nexec '{}'\n",
            helper.display(),
            script("hangs.sh").display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    let engine = Engine::start(&wrapper, quick(), |_| {}).unwrap();
    assert_eq!(
        engine.next_event(Duration::from_secs(10)),
        Some(Event::Ready("Sleeper".into()))
    );
    let pid: u32 = std::fs::read_to_string(&helper)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    assert!(
        !ends_within(pid, Duration::ZERO),
        "the helper runs beside the engine"
    );
    engine.search(search(1, &[], Limit::Infinite, 1));
    engine.stop();
    // It does not stop, so it is ended, and its helper with it.
    loop {
        match engine.next_event(Duration::from_secs(10)) {
            Some(Event::Fault(_)) => break,
            Some(_) => continue,
            None => panic!("the engine was not ended"),
        }
    }
    // The helper was killed with the group before the fault was said.
    assert!(
        ends_within(pid, Duration::from_secs(10)),
        "the helper {pid} outlived its engine"
    );
}
