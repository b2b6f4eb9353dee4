//! The game session without a window: every operation with its
//! consequences, at exact instants.

use std::time::{Duration, Instant};

use rookery::{
    autosave::Snapshot,
    clock::TimeControl,
    game::{Game, GameError, Status, Termination},
    session::{BoardMotion, Change, NewGame, Session},
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

#[test]
fn moves_charge_the_clock_and_record_each_reading_to_the_tenth() {
    let t0 = Instant::now();
    let mut s = blitz(t0);
    // White's first move is untimed.
    let change = s.play(Square::E2, Square::E4, None, at(t0, 5_000)).unwrap();
    assert_eq!(change.board, Some(BoardMotion::Slide));
    assert!(change.game && change.clock);
    assert_eq!(s.game().plies()[0].clock, Some(ms(180_000)));
    s.play(Square::E7, Square::E5, None, at(t0, 17_345))
        .unwrap();
    // Black thought 12.345 s from White's move, then got 2 s.
    assert_eq!(
        left(&s, Color::Black, at(t0, 17_345)),
        ms(180_000 - 12_345 + 2_000)
    );
    assert_eq!(s.game().plies()[1].clock, Some(ms(169_600)));
    s.play(Square::G1, Square::F3, None, at(t0, 20_000))
        .unwrap();
    assert_eq!(
        left(&s, Color::White, at(t0, 20_000)),
        ms(180_000 - 2_655 + 2_000)
    );
    assert_eq!(s.clock().unwrap().running(), Some(Color::Black));
    assert_eq!(left(&s, Color::Black, at(t0, 21_000)), ms(169_655 - 1_000));
}

#[test]
fn a_takeback_by_consent_puts_both_clocks_back() {
    let t0 = Instant::now();
    let mut s = blitz(t0);
    s.play(Square::E2, Square::E4, None, t0).unwrap();
    s.play(Square::E7, Square::E5, None, at(t0, 10_000))
        .unwrap();
    s.play(Square::G1, Square::F3, None, at(t0, 13_000))
        .unwrap();
    // Only the side that moved last may ask, and the opponent answers.
    assert_eq!(
        s.request_takeback(Color::Black),
        Err(GameError::NothingToTakeBack)
    );
    s.request_takeback(Color::White).unwrap();
    assert_eq!(s.takeback_request(), Some(Color::White));
    assert_eq!(
        s.answer_takeback(false, at(t0, 14_000)).unwrap().board,
        None
    );
    assert_eq!(s.game().ply_count(), 3);
    s.request_takeback(Color::White).unwrap();
    let change = s.answer_takeback(true, at(t0, 15_000)).unwrap();
    assert_eq!(change.board, Some(BoardMotion::Slide));
    assert_eq!(s.game().ply_count(), 2);
    assert_eq!(s.takeback_request(), None);
    // White's time as recorded after 1.e4, Black's after 1...e5; White's
    // clock runs again from the takeback.
    assert_eq!(left(&s, Color::White, at(t0, 15_000)), ms(180_000));
    assert_eq!(left(&s, Color::Black, at(t0, 15_000)), ms(172_000));
    assert_eq!(left(&s, Color::White, at(t0, 16_500)), ms(178_500));
}

#[test]
fn a_flag_falls_exactly_at_zero_and_against_a_lone_knight_it_is_a_draw() {
    let t0 = Instant::now();
    let control = TimeControl::fischer_minutes(1, 0);
    // White has a knight only; Black a queen.
    let game = Game::from_fen("3qk3/8/8/8/8/8/8/4K1N1 w - - 0 1").unwrap();
    let mut s = Session::new(NewGame::timed(game, control), t0);
    s.play(Square::G1, Square::F3, None, t0).unwrap();
    // Black's clock runs from t0: it falls at exactly 60 s.
    assert_eq!(s.flag_fall(at(t0, 59_999)), Change::NONE);
    let change = s.flag_fall(at(t0, 60_000));
    assert_eq!(change.board, Some(BoardMotion::Jump));
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
    assert_eq!(s.flag_fall(at(t0, 120_000)), Change::NONE);
}

#[test]
fn the_end_of_the_game_stops_the_clocks_where_they_stood() {
    let t0 = Instant::now();
    let mut s = blitz(t0);
    s.play(Square::E2, Square::E4, None, t0).unwrap();
    s.resign(Color::Black, at(t0, 7_000)).unwrap();
    let clock = s.clock().unwrap();
    assert!(clock.is_stopped());
    assert_eq!(clock.remaining(Color::Black, at(t0, 60_000)), ms(173_000));
    assert!(!s.takes_moves());
    assert_eq!(
        s.play(Square::E7, Square::E5, None, at(t0, 8_000)),
        Err(GameError::GameOver)
    );
}

#[test]
fn the_autosave_text_brings_the_session_back_with_its_clocks_waiting() {
    let t0 = Instant::now();
    let mut s = blitz(t0);
    s.play(Square::E2, Square::E4, None, t0).unwrap();
    s.play(Square::E7, Square::E5, None, at(t0, 4_000)).unwrap();
    s.offer_draw(Color::Black, at(t0, 5_000)).unwrap();
    s.flip();
    let text = s.snapshot(at(t0, 6_500)).to_text();
    assert!(text.contains("[White \"Alice\"]"), "{text}");
    assert!(
        text.contains(
            "[RookeryState \"orientation=black;offer=black;control=3+2;\
             clock=177500,178000;started=1\"]"
        ),
        "{text}"
    );
    let t1 = at(t0, 3_600_000);
    let back = Session::restore(Snapshot::from_text(&text).unwrap(), t1);
    assert!(back.is_restored());
    assert_eq!(back.orientation(), Color::Black);
    assert_eq!(back.game().draw_offer(), Some(Color::Black));
    assert_eq!(back.name(Color::White), "Alice");
    let clock = back.clock().unwrap();
    assert!(clock.is_paused());
    // White was to move, 2.5 s into the turn: the time as saved, waiting.
    assert_eq!(clock.remaining(Color::White, at(t1, 30_000)), ms(177_500));
    let mut back = back;
    back.resume(at(t1, 30_000));
    assert!(!back.is_restored());
    assert_eq!(left(&back, Color::White, at(t1, 31_000)), ms(176_500));
    assert_eq!(left(&back, Color::Black, at(t1, 31_000)), ms(178_000));
}

#[test]
fn browsing_never_plays_and_names_and_orientation_are_changes() {
    let t0 = Instant::now();
    let mut s = blitz(t0);
    s.play(Square::E2, Square::E4, None, t0).unwrap();
    s.view_back();
    assert_eq!(
        s.play(Square::E7, Square::E5, None, at(t0, 1_000)),
        Err(GameError::ViewingPast)
    );
    s.view_latest();
    assert!(s.takes_moves());
    assert_eq!(s.rename(Color::Black, "Bob"), Change::NONE);
    assert!(s.rename(Color::Black, "Robert").game);
    assert_eq!(s.tags().get("Black"), Some("Robert"));
    assert!(s.flip().orientation);
    assert!(s.is_dirty());
}
