//! Playing the computer in the app, against Debian's Stockfish (`.ci/run`
//! installs it; outside CI these tests say so and pass without it): it
//! answers on its clock and its time is charged, no sooner than a person
//! could see; a hint, then the move; a takeback of a move and its answer;
//! draw offers by the rule; a restored game resumes with the computer to
//! move; an engine that crashes mid-game leaves the game whole.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use rookery::{
    app::{
        opponent::{ComputerTurn, OpponentCommand, OpponentView},
        session::GameCommand,
    },
    chess::{
        clock::TimeControl,
        game::{Game, Shape},
        opponent::LEAST_ANSWER,
        session::{Action, NewGame},
    },
};
use shakmaty::{Color, Position, Square};

use super::{
    engine::{Heard, harness, one_thread},
    harness::Harness,
    stockfish::stockfish,
};

/// Frames until `done` holds (each frame advances the injected time by a
/// frame); between them, the engine's word is awaited briefly, so a
/// thinking engine is not spun past. At most 60 s of real time: the
/// engine is a real process.
fn until(h: &mut Harness, what: &str, mut done: impl FnMut(&Harness) -> bool) {
    let heard = h.res::<Heard>().0.clone();
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        h.update();
        if done(h) {
            return;
        }
        assert!(Instant::now() < deadline, "{what}: not within 60 s");
        let _ = heard
            .lock()
            .unwrap()
            .recv_timeout(Duration::from_millis(20));
    }
}

fn computer(h: &mut Harness, command: OpponentCommand) {
    h.app.world_mut().write_message(command);
    h.update();
}

fn state(h: &Harness) -> ComputerTurn {
    *h.res::<State<ComputerTurn>>().get()
}

/// A 5+3 game, Black the computer at `level`.
fn against(h: &mut Harness, game: Game, level: u8) {
    h.start(
        NewGame::timed(game, TimeControl::fischer_minutes(5, 3))
            .named("Ann", &rookery::app::opponent::provisional_name(level))
            .against_computer(Color::Black, level),
    );
    h.update();
}

#[test]
fn the_computer_answers_on_its_clock_and_is_charged_its_time() {
    let Some(path) = stockfish() else { return };
    let mut h = harness();
    one_thread(&mut h, path);
    against(&mut h, Game::new(), 5);
    assert_eq!(state(&h), ComputerTurn::Idle);
    h.play(&[(Square::E2, Square::E4)]);
    h.update();
    assert_eq!(state(&h), ComputerTurn::Thinking);
    // The board takes no move meanwhile.
    h.drag(Square::D2, Square::D4);
    assert_eq!(h.game().ply_count(), 1);
    until(&mut h, "the computer's move", |h| h.game().ply_count() == 2);
    // The mode follows in the frame the move was played in.
    assert_eq!(state(&h), ComputerTurn::Idle);
    // Its engine's name replaced the provisional one.
    let name = h.session().name(Color::Black).to_owned();
    assert!(
        name.starts_with("Stockfish") && name.ends_with(", Rookery level 5"),
        "{name}"
    );
    // Charged at least the least answer time, with its increment: 5:00
    // − at least 0.5 s + 3 s, recorded to the tenth below.
    let recorded = h.game().plies()[1].clock.unwrap();
    assert!(
        recorded <= Duration::from_secs(303) - LEAST_ANSWER,
        "{recorded:?}"
    );
    assert!(recorded > Duration::from_secs(290), "{recorded:?}");
    assert_eq!(h.clock().0.running(), Some(Color::White));
    h.assert_board_matches_model();
}

#[test]
fn a_hint_shows_the_piece_then_the_move_and_a_takeback_takes_both_moves_back() {
    let Some(path) = stockfish() else { return };
    let mut h = harness();
    one_thread(&mut h, path);
    against(&mut h, Game::new(), 3);
    h.play(&[(Square::E2, Square::E4)]);
    until(&mut h, "the computer's move", |h| h.game().ply_count() == 2);
    h.chord(&[KeyCode::ControlLeft], KeyCode::KeyH);
    h.update();
    assert!(
        h.res::<OpponentView>().hint_coming,
        "{:?}",
        h.res::<OpponentView>()
    );
    until(&mut h, "the hint", |h| {
        h.res::<OpponentView>().hint.is_some()
    });
    let view = h.res::<OpponentView>().clone();
    let (m, whole) = view.hint.unwrap();
    assert!(!whole);
    assert!(h.game().position().is_legal(m), "{m:?}");
    let from = m.from().unwrap();
    assert!(matches!(view.hint_shape(), Some(Shape::Circle { square, .. }) if square == from));
    h.chord(&[KeyCode::ControlLeft], KeyCode::KeyH);
    h.update();
    let shape = h.res::<OpponentView>().hint_shape();
    assert!(
        matches!(shape, Some(Shape::Arrow { from: f, .. }) if f == from),
        "{shape:?}"
    );
    // Ctrl+Z: White's move and the computer's answer go; the hint too.
    h.chord(&[KeyCode::ControlLeft], KeyCode::KeyZ);
    h.update();
    assert_eq!(h.game().ply_count(), 0);
    assert_eq!(h.res::<OpponentView>().hint, None);
    assert!(h.session().takes_moves());
    h.assert_board_matches_model();
}

#[test]
fn the_computer_takes_a_draw_when_it_is_not_winning_and_declines_when_it_is() {
    let Some(path) = stockfish() else { return };
    // Black, the computer, a queen down: it takes the draw.
    let mut h = harness();
    one_thread(&mut h, path.clone());
    let losing = Game::from_fen("4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1").unwrap();
    against(&mut h, losing, 8);
    h.play(&[(Square::D2, Square::D3)]);
    until(&mut h, "the computer's move", |h| h.game().ply_count() == 2);
    h.act(Action::OfferDraw(Color::White));
    h.update();
    h.update();
    assert!(h.game().status().is_finished(), "{:?}", h.game().status());
    assert_eq!(h.game().draw_offer(), None);
    assert!(
        h.game()
            .status()
            .describe(rookery::chess::game::side_name)
            .contains("agreement")
    );
    // A queen up: it declines, and plays on.
    let mut h = harness();
    one_thread(&mut h, path);
    let winning = Game::from_fen("4k3/3q4/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    against(&mut h, winning, 8);
    h.play(&[(Square::E1, Square::F1)]);
    until(&mut h, "the computer's move", |h| h.game().ply_count() == 2);
    h.act(Action::OfferDraw(Color::White));
    h.update();
    h.update();
    assert!(!h.game().status().is_finished());
    assert_eq!(h.game().draw_offer(), None, "declined");
}

#[test]
fn the_computer_answers_an_offer_before_the_first_move_and_takes_no_draw_at_move_2() {
    let Some(path) = stockfish() else { return };
    let mut h = harness();
    one_thread(&mut h, path);
    against(&mut h, Game::new(), 10);
    // Before any move: answered (declined), the game goes on.
    h.act(Action::OfferDraw(Color::White));
    until(&mut h, "an answer to the offer", |h| {
        h.game().draw_offer().is_none()
    });
    assert!(!h.game().status().is_finished());
    // After 1. e4 and its answer, level 10 is not better, but a draw at
    // move 2 is no draw a person takes: declined.
    h.play(&[(Square::E2, Square::E4)]);
    until(&mut h, "the computer's move", |h| h.game().ply_count() == 2);
    h.act(Action::OfferDraw(Color::White));
    until(&mut h, "an answer to the offer", |h| {
        h.game().draw_offer().is_none()
    });
    assert!(!h.game().status().is_finished(), "{:?}", h.game().status());
    assert!(h.session().takes_moves());
}

#[test]
fn a_restored_game_waits_for_the_player_then_the_computer_moves() {
    let Some(path) = stockfish() else { return };
    let mut h = harness();
    one_thread(&mut h, path);
    against(&mut h, Game::new(), 2);
    h.play(&[(Square::E2, Square::E4)]);
    // Kept as the autosave keeps it, with the computer to move.
    let now = h.clock().1;
    let snapshot = h.session().snapshot(now);
    let mut h2 = harness();
    one_thread(&mut h2, stockfish().unwrap());
    h2.command(GameCommand::Restore(Box::new(snapshot)));
    h2.update();
    h2.update();
    assert_eq!(h2.session().computer(Color::Black), Some(2));
    assert_eq!(state(&h2), ComputerTurn::Idle, "the clocks wait");
    assert_eq!(h2.game().ply_count(), 1);
    h2.act(Action::ResumeClock);
    until(&mut h2, "the computer's move", |h| {
        h.game().ply_count() == 2
    });
}

#[test]
fn an_engine_that_crashes_mid_game_stops_the_clocks_and_keeps_the_game() {
    let mut h = harness();
    one_thread(
        &mut h,
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/engines/crashes.sh"),
    );
    against(&mut h, Game::new(), 4);
    h.play(&[(Square::E2, Square::E4)]);
    until(&mut h, "the fault", |h| {
        h.res::<OpponentView>().problem.is_some()
    });
    h.update();
    let problem = h.res::<OpponentView>().problem.clone().unwrap().english();
    assert!(
        problem.starts_with("The computer's engine stopped: The engine quit unexpectedly"),
        "{problem}"
    );
    assert!(problem.ends_with(" The game is kept and its clocks are stopped."));
    assert!(h.clock().0.is_paused(), "the clocks stopped");
    assert_eq!(h.game().ply_count(), 1, "the game is whole");
    assert_eq!(state(&h), ComputerTurn::Idle);
    // Go on as two people: Black is a person now, the clocks run.
    computer(&mut h, OpponentCommand::TwoPeople);
    h.update();
    assert_eq!(h.session().computer(Color::Black), None);
    assert!(!h.clock().0.is_paused());
    assert_eq!(h.res::<OpponentView>().problem, None);
    h.play(&[(Square::E7, Square::E5)]);
    assert_eq!(h.game().ply_count(), 2);
}

/// 1.e4 e5 2.Nf3 Nc6 on the analysis board, then practice from there:
/// White's move is the player's.
fn practise_white_s_third_move(h: &mut Harness) {
    h.start(NewGame::analysis(
        Game::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
            .unwrap()
            .initial_position()
            .clone(),
        shakmaty::CastlingMode::Standard,
    ));
    h.update();
    computer(h, OpponentCommand::Practice);
    h.update();
}

#[test]
fn practice_judges_a_blunder_offers_a_retry_and_takes_it_back() {
    let Some(path) = stockfish() else { return };
    let mut h = harness();
    one_thread(&mut h, path);
    practise_white_s_third_move(&mut h);
    h.update();
    assert_eq!(
        *h.res::<State<rookery::app::opponent::Practice>>().get(),
        rookery::app::opponent::Practice::On
    );
    assert_eq!(h.session().computer(Color::Black), Some(10));
    assert!(h.session().clock().is_none(), "practice is untimed");
    until(&mut h, "the position evaluated", |h| {
        h.res::<OpponentView>().judging
    });
    // 3.Nxe5?? gives a knight for a pawn.
    h.play(&[(Square::F3, Square::E5)]);
    until(&mut h, "the verdict", |h| {
        h.res::<OpponentView>().verdict.is_some()
    });
    let (words, retry) = h.res::<OpponentView>().verdict.clone().unwrap();
    let words = words.english();
    assert!(words.starts_with("Blunder. "), "{words}");
    assert!(words.ends_with(" was best."), "{words}");
    assert!(retry);
    until(&mut h, "the computer's answer", |h| {
        h.game().ply_count() == 2
    });
    computer(&mut h, OpponentCommand::TakeBack);
    h.update();
    assert_eq!(h.game().ply_count(), 0, "Retry: back before the blunder");
    assert_eq!(h.res::<OpponentView>().verdict, None);
}

/// Practice's words from an engine whose evaluations are fixed
/// (`judged.sh`): each verdict exact, the better move named, a retry
/// offered after a mistake only.
#[test]
fn practice_says_each_verdict_and_the_better_move_from_the_engine_s_evaluations() {
    let mut h = harness();
    one_thread(
        &mut h,
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/engines/judged.sh"),
    );
    practise_white_s_third_move(&mut h);
    let mut verdicts = Vec::new();
    for (from, to) in [
        (Square::F3, Square::E5),
        (Square::F1, Square::C4),
        (Square::H2, Square::H3),
    ] {
        until(&mut h, "the position evaluated", |h| {
            h.res::<OpponentView>().judging
        });
        h.play(&[(from, to)]);
        until(&mut h, "the verdict", |h| {
            h.res::<OpponentView>().verdict.is_some()
        });
        let (words, retry) = h.res::<OpponentView>().verdict.clone().unwrap();
        verdicts.push((words.english(), retry));
        until(&mut h, "the computer's answer", |h| {
            h.game().ply_count() == 2
        });
        computer(&mut h, OpponentCommand::TakeBack);
        h.update();
        assert_eq!(h.game().ply_count(), 0);
    }
    assert_eq!(
        verdicts,
        [
            ("Blunder. d4 was best.".to_owned(), true),
            ("Good move.".to_owned(), false),
            ("Inaccuracy. d4 was best.".to_owned(), true),
        ]
    );
}

/// A reported game (as `tests/core/opponent.rs` has it): Black's
/// 3...g5?? with the better line 3...fxe5 written by the report.
const REPORTED: &str = "[Event \"?\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n\
1. e4 { [%eval 0.3] } 1... e5 { [%eval 0.3] } 2. Nf3 { [%eval 0.3] } \
2... f6?! { [%eval 1.0] } 3. Nxe5 { [%eval 0.9] } 3... g5?? \
( 3... fxe5 4. Qh5+ ) { [%eval #1] } 4. Qh5# 1-0\n";

/// A harness on the analysis of [`REPORTED`], its engine at `path`.
fn reported_analysis(path: std::path::PathBuf) -> Harness {
    let mut h = harness();
    one_thread(&mut h, path);
    let record = rookery::chess::pgn::read_str(REPORTED).remove(0).game;
    h.start(NewGame {
        names: shakmaty::ByColor {
            white: "Ann".into(),
            black: "Bob".into(),
        },
        ..NewGame::untimed(record)
    });
    h.update();
    assert!(h.session().is_analysis());
    h
}

#[test]
fn learning_from_mistakes_refuses_the_mistake_judges_an_answer_and_takes_the_best() {
    use rookery::app::training::{Retro, RetroCommand, RetroView};
    let Some(path) = stockfish() else { return };
    let mut h = reported_analysis(path);
    let revision = h.game().revision();
    h.app
        .world_mut()
        .write_message(RetroCommand::Start(Color::Black));
    h.update();
    h.update();
    assert_eq!(*h.res::<State<Retro>>().get(), Retro::On);
    // Black's mistakes, seen from Black's side.
    assert_eq!(h.session().orientation(), Color::Black);
    let view = h.res::<RetroView>().clone();
    assert_eq!((view.total, view.at), (1, 0));
    assert_eq!(
        view.words.english(),
        "Black's move 3 was g5 (blunder). Find a better move."
    );
    // The board shows the position before 3...g5.
    assert_eq!(h.game().view_position(), h.game().position_at(5).unwrap());
    // The move played: refused at once, nothing edited.
    h.drag(Square::G7, Square::G5);
    h.update();
    assert_eq!(
        h.res::<RetroView>().words.english(),
        "g5 is the move played in the game. Find a better one."
    );
    assert_eq!(h.game().revision(), revision);
    // A bishop given away: searched, and not good enough.
    h.drag(Square::F8, Square::A3);
    until(&mut h, "the judgement", |h| {
        h.res::<RetroView>()
            .words
            .english()
            .starts_with("Ba3 is not good enough")
    });
    assert_eq!(h.res::<RetroView>().tally.failed, 1);
    assert!(!h.res::<RetroView>().over);
    // The report's better move: solved, and shown.
    h.drag(Square::F6, Square::E5);
    h.update();
    let view = h.res::<RetroView>().clone();
    assert_eq!(view.words.english(), "Solved: fxe5 is a good move.");
    assert_eq!((view.tally.solved, view.tally.failed), (1, 1));
    assert!(view.over);
    assert!(matches!(
        h.res::<RetroView>().shown_shape(),
        Some(Shape::Arrow {
            from: Square::F6,
            to: Square::E5,
            ..
        })
    ));
    assert_eq!(
        h.res::<OpponentView>().hint,
        None,
        "no hint of the computer's"
    );
    assert_eq!(h.game().revision(), revision, "the record is untouched");
    h.app.world_mut().write_message(RetroCommand::Next);
    h.update();
    assert!(h.res::<RetroView>().done);
    assert_eq!(
        h.res::<RetroView>().words.english(),
        "Done: 1 solved, 1 failed."
    );
    h.app.world_mut().write_message(RetroCommand::Stop);
    h.update();
    h.update();
    assert_eq!(*h.res::<State<Retro>>().get(), Retro::Off);
    // Back to edits: a new move goes into the record again.
    h.drag(Square::D8, Square::E7);
    h.update();
    assert_ne!(h.game().revision(), revision);
}

#[test]
fn an_engine_that_hangs_mid_game_is_stopped_and_the_game_kept() {
    let mut h = harness();
    one_thread(
        &mut h,
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/engines/hangs.sh"),
    );
    // Untimed: level 7 thinks 2 s; past that and the margin it is stopped.
    h.start(
        NewGame::untimed(Game::new())
            .named("Ann", &rookery::app::opponent::provisional_name(7))
            .against_computer(Color::Black, 7),
    );
    h.update();
    h.play(&[(Square::E2, Square::E4)]);
    h.update();
    assert_eq!(state(&h), ComputerTurn::Thinking);
    h.advance(Duration::from_secs(6));
    h.update();
    assert!(
        h.res::<OpponentView>().problem.is_none(),
        "still within its time"
    );
    h.advance(Duration::from_secs(2));
    until(&mut h, "the engine given up", |h| {
        h.res::<OpponentView>().problem.is_some()
    });
    let problem = h.res::<OpponentView>().problem.clone().unwrap().english();
    assert!(problem.contains("did not stop within"), "{problem}");
    assert_eq!(h.game().ply_count(), 1);
    // Restart: the engine starts again and the game waits for it.
    computer(&mut h, OpponentCommand::Restart);
    h.update();
    assert_eq!(h.res::<OpponentView>().problem, None);
}

#[test]
fn an_engine_that_crashes_in_an_untimed_game_speaks_of_no_clocks() {
    let mut h = harness();
    one_thread(
        &mut h,
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/engines/crashes.sh"),
    );
    h.start(
        NewGame::untimed(Game::new())
            .named("Ann", &rookery::app::opponent::provisional_name(4))
            .against_computer(Color::Black, 4),
    );
    h.update();
    h.play(&[(Square::E2, Square::E4)]);
    until(&mut h, "the fault", |h| {
        h.res::<OpponentView>().problem.is_some()
    });
    let problem = h.res::<OpponentView>().problem.clone().unwrap().english();
    assert!(problem.ends_with(" The game is kept."), "{problem}");
    assert!(!problem.contains("clocks"), "{problem}");
}
