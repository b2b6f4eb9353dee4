//! The game session without a window: every action with its consequences,
//! at exact instants. Each test is a table of steps — when, what the
//! players do, what must change — then what the session holds.

use std::time::{Duration, Instant};

use rookery::{
    chess::clock::TimeControl,
    chess::game::{Game, GameError, Status, Termination},
    chess::session::{Action, BoardMotion, Change, NewGame, Session},
};
use shakmaty::{Color, KnownOutcome, Square};

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

fn at(t0: Instant, millis: u64) -> Instant {
    t0 + ms(millis)
}

fn blitz(t0: Instant) -> Session {
    Session::new(
        NewGame::timed(Game::new(), TimeControl::fischer_minutes(3, 2)).named("Alice", "Bob"),
        t0,
    )
}

fn left(session: &Session, side: Color, now: Instant) -> Duration {
    session.clock().unwrap().remaining(side, now)
}

/// A move clicked on the board.
fn play(from: Square, to: Square) -> Action {
    Action::Play {
        from,
        to,
        promotion: None,
        dropped: false,
    }
}

/// Applies each step (milliseconds after `t0`, the action, what must come
/// of it), saying which step differs.
fn run(s: &mut Session, t0: Instant, steps: &[(u64, Action, Result<Change, GameError>)]) {
    for (i, (millis, action, expected)) in steps.iter().enumerate() {
        let got = s.apply(action, at(t0, *millis));
        assert_eq!(&got, expected, "step {i}: {action:?}");
    }
}

/// The change of a move that ends nothing.
const MOVED: Result<Change, GameError> = Ok(Change::MOVED);

#[test]
fn moves_charge_the_clock_and_record_each_reading_to_the_tenth() {
    let t0 = Instant::now();
    let mut s = blitz(t0);
    run(
        &mut s,
        t0,
        &[
            // White's first move is untimed.
            (5_000, play(Square::E2, Square::E4), MOVED),
            (17_345, play(Square::E7, Square::E5), MOVED),
        ],
    );
    assert_eq!(s.game().plies()[0].clock, Some(ms(180_000)));
    // Black thought 12.345 s from White's move, then got 2 s.
    assert_eq!(
        left(&s, Color::Black, at(t0, 17_345)),
        ms(180_000 - 12_345 + 2_000)
    );
    assert_eq!(s.game().plies()[1].clock, Some(ms(169_600)));
    run(&mut s, t0, &[(20_000, play(Square::G1, Square::F3), MOVED)]);
    assert_eq!(
        left(&s, Color::White, at(t0, 20_000)),
        ms(180_000 - 2_655 + 2_000)
    );
    assert_eq!(s.clock().unwrap().running(), Some(Color::Black));
    assert_eq!(left(&s, Color::Black, at(t0, 21_000)), ms(169_655 - 1_000));
    // A dragged piece does not slide: the board is told which one.
    let mut s = blitz(t0);
    let dragged = Action::Play {
        from: Square::E2,
        to: Square::E4,
        promotion: None,
        dropped: true,
    };
    run(
        &mut s,
        t0,
        &[(
            0,
            dragged,
            Ok(Change {
                board: Some(BoardMotion::Dropped(Square::E2)),
                ..Change::MOVED
            }),
        )],
    );
}

#[test]
fn a_takeback_by_consent_gives_no_time_back() {
    let t0 = Instant::now();
    let mut s = blitz(t0);
    run(
        &mut s,
        t0,
        &[
            (0, play(Square::E2, Square::E4), MOVED),
            (10_000, play(Square::E7, Square::E5), MOVED),
            (13_000, play(Square::G1, Square::F3), MOVED),
            // Only the side that moved last may ask, and the opponent
            // answers.
            (
                13_000,
                Action::RequestTakeback(Color::Black),
                Err(GameError::NothingToTakeBack),
            ),
            (
                13_000,
                Action::RequestTakeback(Color::White),
                Ok(Change::GAME),
            ),
        ],
    );
    assert_eq!(s.takeback_request(), Some(Color::White));
    run(
        &mut s,
        t0,
        &[(
            14_000,
            Action::AnswerTakeback { allow: false },
            Ok(Change::GAME),
        )],
    );
    assert_eq!(s.game().ply_count(), 3);
    run(
        &mut s,
        t0,
        &[
            (
                14_000,
                Action::RequestTakeback(Color::White),
                Ok(Change::GAME),
            ),
            (15_000, Action::AnswerTakeback { allow: true }, MOVED),
        ],
    );
    assert_eq!(s.game().ply_count(), 2);
    assert_eq!(s.takeback_request(), None);
    // Each clock keeps what it showed (lichess's rule): White 3:00 - 3 s
    // for 2.Nf3 + 2 s increment, Black 2:52 less the 2 s spent thinking
    // since 2.Nf3, which are not given back. White's clock runs from the
    // takeback; Black's stands.
    assert_eq!(left(&s, Color::White, at(t0, 15_000)), ms(179_000));
    assert_eq!(left(&s, Color::Black, at(t0, 15_000)), ms(170_000));
    assert_eq!(left(&s, Color::White, at(t0, 16_500)), ms(177_500));
    assert_eq!(left(&s, Color::Black, at(t0, 16_500)), ms(170_000));
    // Taking back the first move: no move is left, so no clock runs.
    run(
        &mut s,
        t0,
        &[
            (17_000, Action::TakeBack, MOVED),
            (18_000, Action::TakeBack, MOVED),
        ],
    );
    assert_eq!(s.game().ply_count(), 0);
    assert_eq!(left(&s, Color::White, at(t0, 30_000)), ms(177_000));
    assert_eq!(left(&s, Color::Black, at(t0, 30_000)), ms(169_000));
}

#[test]
fn a_flag_falls_exactly_at_zero_and_against_a_lone_knight_it_is_a_draw() {
    let t0 = Instant::now();
    let control = TimeControl::fischer_minutes(1, 0);
    // White has a knight only; Black a queen.
    let game = Game::from_fen("3qk3/8/8/8/8/8/8/4K1N1 w - - 0 1").unwrap();
    let mut s = Session::new(NewGame::timed(game, control), t0);
    run(
        &mut s,
        t0,
        &[
            (0, play(Square::G1, Square::F3), MOVED),
            // Black's clock runs from t0: it falls at exactly 60 s.
            (59_999, Action::FlagFall, Ok(Change::NONE)),
            (
                60_000,
                Action::FlagFall,
                Ok(Change {
                    board: Some(BoardMotion::Jump),
                    ended: true,
                    ..Change::MOVED
                }),
            ),
        ],
    );
    assert_eq!(
        s.game().status(),
        Status::Finished {
            outcome: KnownOutcome::Draw,
            termination: Termination::TimeoutVsInsufficientMaterial {
                flagged: Color::Black
            },
        }
    );
    assert!(s.clock().unwrap().is_stopped());
    assert_eq!(left(&s, Color::Black, at(t0, 90_000)), Duration::ZERO);
    // Nothing more falls.
    run(&mut s, t0, &[(120_000, Action::FlagFall, Ok(Change::NONE))]);
}

#[test]
fn the_end_of_the_game_stops_the_clocks_where_they_stood() {
    let t0 = Instant::now();
    let mut s = blitz(t0);
    let ended = Ok(Change {
        ended: true,
        ..Change::DECIDED
    });
    run(
        &mut s,
        t0,
        &[
            (0, play(Square::E2, Square::E4), MOVED),
            (7_000, Action::Resign(Color::Black), ended),
            (
                8_000,
                play(Square::E7, Square::E5),
                Err(GameError::GameOver),
            ),
        ],
    );
    let clock = s.clock().unwrap();
    assert!(clock.is_stopped());
    assert_eq!(clock.remaining(Color::Black, at(t0, 60_000)), ms(173_000));
    assert!(!s.takes_moves());
}

#[test]
fn the_autosave_text_brings_the_session_back_with_its_clocks_waiting() {
    let t0 = Instant::now();
    let mut s = blitz(t0);
    run(
        &mut s,
        t0,
        &[
            (0, play(Square::E2, Square::E4), MOVED),
            (4_000, play(Square::E7, Square::E5), MOVED),
            (5_000, Action::OfferDraw(Color::Black), Ok(Change::DECIDED)),
            (
                5_000,
                Action::Flip,
                Ok(Change {
                    orientation: true,
                    ..Change::GAME
                }),
            ),
        ],
    );
    let text = rookery::desktop::autosave::to_text(&s.snapshot(at(t0, 6_500)));
    assert!(text.contains("[White \"Alice\"]"), "{text}");
    assert!(
        text.contains(
            "[RookeryState \"orientation=black;offer=black;control=3+2;\
             clock=177500,178000;started=1\"]"
        ),
        "{text}"
    );
    let t1 = at(t0, 3_600_000);
    let back = Session::restore(rookery::desktop::autosave::from_text(&text).unwrap(), t1);
    assert!(back.is_restored());
    assert_eq!(back.orientation(), Color::Black);
    assert_eq!(back.game().draw_offer(), Some(Color::Black));
    assert_eq!(back.name(Color::White), "Alice");
    let clock = back.clock().unwrap();
    assert!(clock.is_paused());
    // White was to move, 2.5 s into the turn: the time as saved, waiting.
    assert_eq!(clock.remaining(Color::White, at(t1, 30_000)), ms(177_500));
    let mut back = back;
    run(
        &mut back,
        t1,
        &[(30_000, Action::ResumeClock, Ok(Change::CLOCK))],
    );
    assert!(!back.is_restored());
    assert_eq!(left(&back, Color::White, at(t1, 31_000)), ms(176_500));
    assert_eq!(left(&back, Color::Black, at(t1, 31_000)), ms(178_000));
}

#[test]
fn browsing_never_plays_and_names_and_orientation_are_changes() {
    let t0 = Instant::now();
    let mut s = blitz(t0);
    run(
        &mut s,
        t0,
        &[
            (0, play(Square::E2, Square::E4), MOVED),
            (0, Action::ViewBack, Ok(Change::VIEWED)),
            (
                1_000,
                play(Square::E7, Square::E5),
                Err(GameError::ViewingPast),
            ),
            (1_000, Action::ViewLatest, Ok(Change::VIEWED)),
        ],
    );
    assert!(s.takes_moves());
    run(
        &mut s,
        t0,
        &[
            (
                1_000,
                Action::Rename(Color::Black, "Bob".into()),
                Ok(Change::NONE),
            ),
            (
                1_000,
                Action::Rename(Color::Black, "Robert".into()),
                Ok(Change::GAME),
            ),
        ],
    );
    assert_eq!(s.tags().get("Black"), Some("Robert"));
    assert!(s.apply(&Action::Flip, t0).unwrap().orientation);
    assert!(s.is_dirty());
}

#[test]
fn another_game_replaces_the_session_and_the_unfinished_one_is_let_go_to_keep() {
    let t0 = Instant::now();
    let mut s = blitz(t0);
    // A game not begun is not kept.
    let (change, left_game) = s.replace(NewGame::untimed(Game::new()), t0);
    assert!(change.new_game && change.orientation);
    assert_eq!(change.board, Some(BoardMotion::Jump));
    assert!(left_game.is_none());
    run(&mut s, t0, &[(0, play(Square::D2, Square::D4), MOVED)]);
    let (_, left_game) = s.replace(NewGame::untimed(Game::new()), t0);
    let kept = left_game.expect("an unfinished game with a move is kept");
    assert_eq!(kept.game.ply_count(), 1);
    assert_eq!(kept.tags.get("White"), Some("White"));
    assert_eq!(s.game().ply_count(), 0);
}

#[test]
fn an_exercise_s_game_is_neither_autosaved_nor_archived() {
    let now = Instant::now();
    let mut game = Game::new();
    let e4 = shakmaty::Position::legal_moves(game.position())
        .into_iter()
        .find(|m| m.to() == Square::E4)
        .unwrap();
    game.play(e4).unwrap();
    let live = Session::new(NewGame::untimed(game.clone()), now);
    assert!(live.worth_keeping() && live.worth_autosaving());
    let drill = Session::new(NewGame::untimed(game).exercise(), now);
    assert!(!drill.worth_keeping() && !drill.worth_autosaving());
}
