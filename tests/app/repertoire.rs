//! An opening repertoire at the board: opened from its file, drilled card
//! by card (a wrong move taken back and the right one shown, a hint, any
//! of two answers right), each card's grade kept in the store and read
//! again the next (simulated) day; a line added from the board; a file
//! without a side asked for one; its holes against the explorer's file.

use rookery::{
    app::{
        explorer::{ExplorerState, FileExplorer},
        files::FileCommand,
        modes::Drilling,
        notice::PanelNotice,
        puzzles::PuzzleStorePath,
        repertoire::{HoleRow, RepertoireClock, RepertoireCommand, RepertoireView},
    },
    chess::{
        game::Game,
        repertoire::{Repertoire, key_of},
        session::NewGame,
    },
    i18n::Said,
};
use shakmaty::{Color, Square};

use super::harness::Harness;

/// 2026-12-01 09:00:00 UTC.
const MONDAY: i64 = 1_764_579_600;
const DAY: i64 = 86_400;

fn fixture(name: &str) -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/repertoire")
        .join(name)
}

/// A harness with a store of its own, its clock at `now`, and a copy of
/// the fixture `name` to open (a file Rookery may write).
fn harness(dir: &tempfile::TempDir, now: i64) -> Harness {
    let store = dir.path().join("store.sqlite");
    Harness::with_setup(|app| {
        app.insert_resource(PuzzleStorePath(Some(store)));
        app.insert_resource(RepertoireClock(Some(now)));
    })
}

fn copy(dir: &tempfile::TempDir, name: &str) -> std::path::PathBuf {
    let path = dir.path().join(name);
    std::fs::copy(fixture(name), &path).unwrap();
    path
}

fn ask(h: &mut Harness, command: RepertoireCommand) {
    h.app.world_mut().write_message(command);
    h.update();
    h.update();
}

fn view(h: &Harness) -> &RepertoireView {
    h.res::<RepertoireView>()
}

fn drilling(h: &Harness) -> Drilling {
    *h.res::<bevy::state::state::State<Drilling>>().get()
}

/// The repertoire's answers at the board's position, as squares.
fn answers(repertoire: &Repertoire, h: &Harness) -> Vec<(Square, Square)> {
    let at = repertoire
        .find(&key_of(h.game().position()))
        .unwrap_or_else(|| panic!("{:?} is not in the repertoire", h.sans()));
    let moves = &repertoire.nodes[at].moves;
    moves
        .iter()
        .map(|b| (b.mv.from().unwrap(), b.mv.to()))
        .collect()
}

/// Plays the repertoire's answer to every card asked until the drill
/// says all is done, trying its answers in order while the drill asks
/// for another; the lines asked, in order, and the answers taken back
/// for another.
fn answer_all(h: &mut Harness, repertoire: &Repertoire) -> (Vec<String>, Vec<(String, Said)>) {
    let (mut lines, mut others) = (Vec::new(), Vec::new());
    for _ in 0..40 {
        if view(h).words == Said::new("repertoire-all-done") {
            return (lines, others);
        }
        assert_eq!(
            view(h).words,
            Said::new("repertoire-your-move").with("side", Said::new("side-white")),
            "after {:?}",
            h.sans()
        );
        lines.push(h.sans().join(" "));
        for right in answers(repertoire, h) {
            h.play(&[right]);
            h.update();
            match &view(h).words {
                Said::Message { id, .. } if *id == "repertoire-other" => {
                    others.push((h.sans().join(" "), view(h).words.clone()));
                }
                _ => break,
            }
        }
    }
    panic!("the drill did not end within 40 cards: {lines:?}");
}

#[test]
fn a_drill_asks_each_card_once_and_its_grades_come_back_the_next_day() {
    let dir = tempfile::tempdir().unwrap();
    let file = copy(&dir, "white.pgn");
    let repertoire = Repertoire::from_pgn(&std::fs::read_to_string(&file).unwrap(), None).unwrap();
    let mut h = harness(&dir, MONDAY);
    ask(&mut h, RepertoireCommand::Open(file.clone()));
    assert_eq!(view(&h).name.as_deref(), Some("white.pgn"));
    assert_eq!(view(&h).side, Some(Color::White));
    assert_eq!(view(&h).cards, 9);
    assert_eq!(view(&h).doubles, ["", "e4 e5 Nf3 Nc6"]);
    assert_eq!(
        (view(&h).known.cards, view(&h).known.new, view(&h).due_now()),
        (9, 9, 9)
    );

    ask(&mut h, RepertoireCommand::Drill);
    assert_eq!(drilling(&h), Drilling::On);
    assert!(view(&h).asking());
    assert_eq!(h.game().plies().len(), 0);
    assert_eq!(h.session().orientation(), Color::White);
    // 1.d3 is not in the repertoire: taken back, 1.e4 shown.
    h.play(&[(Square::D2, Square::D3)]);
    h.update();
    assert_eq!(h.game().plies().len(), 0);
    assert_eq!(
        view(&h).words,
        Said::new("repertoire-wrong").with("san", "d3")
    );
    let shown = view(&h).shown.unwrap();
    assert_eq!((shown.from(), shown.to()), (Some(Square::E2), Square::E4));
    assert!(view(&h).shown_shape().is_some(), "an arrow on the board");
    h.play(&[(Square::E2, Square::E4)]);
    h.update();
    assert_eq!(view(&h).shown, None);
    // The player answers every card asked. Each line is played from its
    // start (its cards answered again, not graded again) to a card not
    // yet answered; without a reference, the opponent's replies are drawn
    // evenly (from a fixed seed).
    let (asked, others) = answer_all(&mut h, &repertoire);
    assert_eq!(
        asked,
        [
            "e4 e6",
            "e4 e6 d4 d5",
            "",
            "e4 e5",
            "e4 e5 Nf3 Nc6",
            "",
            "e4 c5",
            "e4 c5 Nf3 d6",
            "",
            "e4 c5",
            "e4 c5 Nf3 Nc6",
            "",
            "d4 e6",
        ]
    );
    // The last card left, 1.d4 e6, is reached by 1.d4 only: 1.e4 is
    // right but taken back, and 1.d4 asked for.
    assert_eq!(
        others,
        [(
            String::new(),
            Said::new("repertoire-other").with("san", "e4")
        )]
    );
    assert_eq!(view(&h).drilled, 9);
    assert!(!view(&h).asking(), "no Hint once every card is answered");
    assert!(
        !h.session().worth_autosaving() && !h.session().worth_keeping(),
        "a drill's game is neither autosaved nor archived"
    );
    // The start was wrong first (Again: due within minutes); the eight
    // others right at once (Easy: learnt, due in over a week).
    let known = &view(&h).known;
    assert_eq!(
        (
            known.new,
            known.due,
            known.due_week,
            known.learned,
            known.lapsed
        ),
        (0, 0, 1, 8, 0)
    );
    // Per line (its first four moves; here each card is a line of its
    // own): cards, learnt.
    let line = |moves: &str, learned| (moves.to_owned(), 1, learned);
    assert_eq!(
        known.lines,
        [
            line("", 0),
            line("d4 e6", 1),
            line("d4 e6 e4 d5", 1),
            line("e4 c5", 1),
            line("e4 c5 Nf3 Nc6", 1),
            line("e4 c5 Nf3 d6", 1),
            line("e4 e5", 1),
            line("e4 e5 Nf3 Nc6", 1),
            line("e4 e6", 1),
        ]
    );
    ask(&mut h, RepertoireCommand::Stop);
    assert_eq!(drilling(&h), Drilling::Off);
    assert_eq!(view(&h).words, Said::default());
    drop(h);

    // The next day, in a new launch: only the start is due.
    let mut h = harness(&dir, MONDAY + DAY);
    ask(&mut h, RepertoireCommand::Open(file));
    assert_eq!(
        (
            view(&h).known.new,
            view(&h).known.due,
            view(&h).known.learned
        ),
        (0, 1, 8)
    );
    ask(&mut h, RepertoireCommand::Drill);
    ask(&mut h, RepertoireCommand::Hint);
    assert_eq!(view(&h).words, Said::new("repertoire-hint"));
    assert_eq!(view(&h).shown.unwrap().to(), Square::E4);
    // Either answer is right: 1.d4, after the hint (Hard).
    h.play(&[(Square::D2, Square::D4)]);
    h.update();
    assert_eq!(view(&h).words, Said::new("repertoire-all-done"));
    assert_eq!(view(&h).drilled, 1);
    assert_eq!(
        (view(&h).known.due, view(&h).known.learned),
        (0, 8),
        "a Hard review of a card in learning leaves it learning"
    );
    // Practising ahead asks every card again, due or not.
    ask(&mut h, RepertoireCommand::PractiseAhead);
    let (mut asked, _) = answer_all(&mut h, &repertoire);
    asked.sort();
    asked.dedup();
    assert_eq!(asked.len(), 9, "every card asked: {asked:?}");
    assert_eq!(view(&h).drilled, 10, "each of the nine graded once more");
}

#[test]
fn a_line_from_the_board_makes_a_repertoire_then_grows_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("mine.pgn");
    let mut h = harness(&dir, MONDAY);
    h.play(&[(Square::E2, Square::E4), (Square::E7, Square::E5)]);
    h.play(&[(Square::G1, Square::F3)]);
    ask(&mut h, RepertoireCommand::NewWithLine(file.clone()));
    let chapter = |moves: &str| {
        format!(
            "[Event \"Rookery\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
             [White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n[Repertoire \"White\"]\n\n\
             {moves} *\n\n"
        )
    };
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        chapter("1. e4 e5 2. Nf3")
    );
    assert_eq!(view(&h).name.as_deref(), Some("mine.pgn"));
    assert_eq!((view(&h).side, view(&h).cards), (Some(Color::White), 2));

    // Another game, with clocks: 1.d4 d5 2.c4, added to the repertoire
    // open (its moves only, no clock times).
    let control = rookery::chess::clock::TimeControl::fischer_minutes(5, 3);
    h.start(NewGame::timed(Game::default(), control));
    h.play(&[(Square::D2, Square::D4), (Square::D7, Square::D5)]);
    h.play(&[(Square::C2, Square::C4)]);
    ask(&mut h, RepertoireCommand::AddLine);
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        chapter("1. e4 e5 2. Nf3") + &chapter("1. d4 d5 2. c4")
    );
    assert_eq!(view(&h).cards, 3);
    assert_eq!(view(&h).doubles, [""], "1.e4 and 1.d4 at the start");
}

#[test]
fn a_file_without_a_side_is_asked_for_one_and_tagged() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("sicilian.pgn");
    std::fs::write(&file, "1. e4 c5 2. Nf3 d6 *\n").unwrap();
    let mut h = harness(&dir, MONDAY);
    ask(&mut h, RepertoireCommand::Open(file.clone()));
    assert!(view(&h).needs_side);
    assert_eq!(view(&h).side, None);
    ask(&mut h, RepertoireCommand::Side(Color::Black));
    assert!(!view(&h).needs_side);
    assert_eq!((view(&h).side, view(&h).cards), (Some(Color::Black), 2));
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
         [White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n[Repertoire \"Black\"]\n\n\
         1. e4 c5 2. Nf3 d6 *\n\n"
    );
    // A drill for Black starts with White's move played.
    ask(&mut h, RepertoireCommand::Drill);
    assert_eq!(h.sans(), ["e4"]);
    assert_eq!(h.session().orientation(), Color::Black);
    assert_eq!(
        view(&h).words,
        Said::new("repertoire-your-move").with("side", Said::new("side-black"))
    );
}

#[test]
fn holes_are_listed_against_the_explorer_s_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = copy(&dir, "white.pgn");
    let mut h = harness(&dir, MONDAY);
    ask(&mut h, RepertoireCommand::Open(file));
    // No file in the explorer: said so.
    ask(&mut h, RepertoireCommand::Holes);
    assert_eq!(view(&h).holes, None);
    let notice = h.res::<PanelNotice>().0.clone().unwrap();
    assert_eq!(
        (notice.said, notice.error),
        (Said::new("repertoire-holes-need-file"), true)
    );
    assert!(!view(&h).window);
    h.file(FileCommand::Open(fixture("reference.pgn")));
    h.update();
    let ExplorerState::Ready(explorer) = &h.res::<FileExplorer>().state else {
        panic!("the explorer is built within the frame, headless");
    };
    assert_eq!(explorer.games(), 14);
    ask(&mut h, RepertoireCommand::Holes);
    let row = |line: &str, reply: &str, games, reaching| HoleRow {
        line: line.split_whitespace().map(str::to_owned).collect(),
        reply: reply.to_owned(),
        games,
        reaching,
    };
    assert!(
        view(&h).window,
        "the holes are shown in the repertoire's window"
    );
    assert_eq!(
        view(&h).holes.as_deref(),
        Some(
            &[
                row("e4", "c6", 1, 13),
                row("e4 c5 Nf3", "e6", 2, 8),
                row("e4 c5 Nf3", "g6", 1, 8),
                row("e4 e5 Nf3", "Nf6", 1, 3),
                row("e4 e6 d4", "Nf6", 1, 2),
            ][..]
        )
    );
}

#[test]
fn the_repertoire_s_window_shows_its_lines_and_esc_closes_it() {
    use bevy_egui::egui;
    use rookery::app::panel::{probe_keys, probe_layout};
    const SMALL: egui::Vec2 = egui::vec2(800.0, 600.0);
    let dir = tempfile::tempdir().unwrap();
    let file = copy(&dir, "white.pgn");
    let mut h = harness(&dir, MONDAY);
    ask(&mut h, RepertoireCommand::Open(file));
    let ctx = egui::Context::default();
    let labels = |probe: &rookery::app::panel::Probe| -> Vec<String> {
        probe
            .widgets
            .iter()
            .filter(|w| w.role == "Label" || w.role == "Window")
            .map(|w| w.text.clone())
            .collect()
    };
    // The panel's buttons, none of the lines.
    let probe = probe_layout(h.app.world_mut(), &ctx, SMALL, 1.0, 3);
    let shown = labels(&probe);
    assert!(
        probe
            .widgets
            .iter()
            .any(|w| w.role == "Button" && w.text == "Progress…"),
        "{shown:?}"
    );
    assert!(!shown.iter().any(|l| l.starts_with("e4 c5: ")), "{shown:?}");
    ask(&mut h, RepertoireCommand::Progress);
    let probe = probe_layout(h.app.world_mut(), &ctx, SMALL, 1.0, 3);
    let shown = labels(&probe);
    assert!(
        shown.contains(&"Repertoire: white.pgn (White)".to_owned()),
        "{shown:?}"
    );
    assert!(
        shown.contains(&"Two moves after: the start; e4 e5 Nf3 Nc6".to_owned()),
        "{shown:?}"
    );
    assert!(
        shown.contains(&"e4 c5: 0 of 1 learned".to_owned()),
        "{shown:?}"
    );
    probe_keys(
        h.app.world_mut(),
        &ctx,
        SMALL,
        &[(egui::Key::Escape, egui::Modifiers::NONE)],
    );
    h.update();
    assert!(!view(&h).window, "Esc closed it");
    // Drilling, the screen reader hears what to do, and a wrong move.
    ask(&mut h, RepertoireCommand::Drill);
    let texts = |h: &mut Harness| -> Vec<String> {
        let probe = probe_layout(h.app.world_mut(), &ctx, SMALL, 1.0, 3);
        probe.widgets.iter().map(|w| w.text.clone()).collect()
    };
    let shown = texts(&mut h);
    let asked = "White to move: play your repertoire's move.";
    assert!(shown.iter().any(|t| t == asked), "{shown:?}");
    // (Played as the board's command: the probed panel holds the pointer.)
    h.act(rookery::chess::session::Action::Play {
        from: Square::D2,
        to: Square::D3,
        promotion: None,
        dropped: false,
    });
    h.update();
    let shown = texts(&mut h);
    let wrong = "d3 is not in your repertoire. The arrow shows its move: play it.";
    assert!(shown.iter().any(|t| t.ends_with(wrong)), "{shown:?}");
}
