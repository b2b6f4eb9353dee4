//! The game session in the app: clocks that flag on their own, draw
//! offers, claims, takebacks and resignation through the panel's commands,
//! and history browsing by keys, at exact injected times.

use rookery::chess::session::Action;
use std::time::Duration;

use bevy::prelude::*;
use rookery::{
    app::{banner_text, status_text},
    chess::clock::{DelayMode, SideControl, TimeControl},
    chess::game::{Game, Status, Termination},
    chess::session::NewGame,
};
use shakmaty::{Color as Side, KnownOutcome, Square};

use super::harness::Harness;

fn timed(fen: Option<&str>, base_ms: u64) -> Harness {
    let mut h = Harness::new();
    let game = match fen {
        Some(fen) => Game::from_fen(fen).unwrap(),
        None => Game::new(),
    };
    let control = TimeControl::both(SideControl {
        base: Duration::from_millis(base_ms),
        increment: Duration::ZERO,
        mode: DelayMode::Fischer,
    });
    h.start(NewGame::timed(game, control).named("Anna", "Boris"));
    h
}

fn status_line(h: &Harness) -> String {
    status_text(h.session(), rookery::i18n::english())
}

#[test]
fn a_flag_falls_with_no_input_and_the_opponent_wins() {
    let mut h = timed(None, 300);
    h.play(&[(Square::E2, Square::E4)]);
    assert_eq!(h.game().status(), Status::Ongoing);
    let (clock, _) = h.clock();
    assert_eq!(
        clock.running(),
        Some(Side::Black),
        "Black's clock starts after 1.e4"
    );
    // Nobody touches anything; the frames keep coming as the window's
    // wake-ups would make them.
    h.advance(Duration::from_millis(400));
    assert_eq!(
        h.game().status(),
        Status::Finished {
            outcome: KnownOutcome::Decisive {
                winner: Side::White
            },
            termination: Termination::Timeout {
                flagged: Side::Black
            },
        }
    );
    assert_eq!(status_line(&h), "Anna wins on time");
    assert!(h.clock().0.is_stopped());
    // The board takes no more moves.
    h.play(&[(Square::E7, Square::E5)]);
    assert_eq!(h.game().ply_count(), 1);
}

#[test]
fn a_flag_fall_against_a_lone_knight_is_a_draw() {
    let mut h = timed(Some("3qk3/8/8/8/8/8/8/4K1N1 w - - 0 1"), 300);
    h.play(&[(Square::G1, Square::F3)]);
    h.advance(Duration::from_millis(400));
    assert_eq!(
        h.game().status().termination(),
        Some(Termination::TimeoutVsInsufficientMaterial {
            flagged: Side::Black
        })
    );
    assert_eq!(h.game().status().outcome(), Some(KnownOutcome::Draw));
    assert_eq!(
        status_line(&h),
        "Draw — Boris's flag fell, but Anna cannot checkmate"
    );
}

#[test]
fn each_move_records_the_movers_time() {
    let mut h = timed(None, 60_000);
    h.play(&[(Square::E2, Square::E4), (Square::E7, Square::E5)]);
    let plies = h.game().plies();
    assert_eq!(
        plies[0].clock,
        Some(Duration::from_secs(60)),
        "first move untimed"
    );
    // Black answered four 16 ms frames after 1.e4 (the release on e4, the
    // taps on e7 and e5): 64 ms used, recorded to the tenth.
    assert_eq!(plies[1].clock, Some(Duration::from_millis(59_900)));
}

#[test]
fn pause_stops_the_flag() {
    let mut h = timed(None, 300);
    h.play(&[(Square::E2, Square::E4)]);
    h.act(Action::PauseClock);
    h.advance(Duration::from_millis(400));
    assert_eq!(h.game().status(), Status::Ongoing);
    h.act(Action::ResumeClock);
    h.advance(Duration::from_millis(400));
    assert!(h.game().status().is_finished());
}

#[test]
fn takeback_needs_the_opponents_consent_and_gives_no_time_back() {
    let mut h = timed(None, 60_000);
    h.play(&[(Square::E2, Square::E4), (Square::E7, Square::E5)]);
    let (before, now) = h.clock();
    assert!(before.remaining(Side::Black, now) < Duration::from_secs(60));
    h.act(Action::RequestTakeback(Side::White));
    assert!(h.game().ply_count() == 2, "a request alone changes nothing");
    h.act(Action::RequestTakeback(Side::Black));
    h.act(Action::AnswerTakeback { allow: false });
    assert_eq!(h.game().ply_count(), 2);
    h.act(Action::RequestTakeback(Side::Black));
    let (before, now) = h.clock();
    h.act(Action::AnswerTakeback { allow: true });
    assert_eq!(h.game().ply_count(), 1);
    h.assert_board_matches_model();
    // Each clock keeps what it showed when the takeback was allowed (the
    // frame after `now`): Black's stood since 1...e5, White's ran until
    // then. Black is to move again, its clock running from there.
    let allowed = now + Harness::FRAME;
    let (clock, then) = h.clock();
    assert_eq!(then, allowed);
    assert_eq!(clock.running(), Some(Side::Black));
    assert_eq!(
        clock.remaining(Side::Black, then),
        before.remaining(Side::Black, now)
    );
    assert_eq!(
        clock.remaining(Side::White, then),
        before.remaining(Side::White, allowed)
    );
    assert!(clock.remaining(Side::White, then) < Duration::from_secs(60));
    // Time runs on from there.
    h.advance(Duration::from_millis(1000));
    let (clock, now) = h.clock();
    assert_eq!(
        clock.remaining(Side::Black, now),
        before.remaining(Side::Black, allowed) - Duration::from_millis(1000)
    );
}

#[test]
fn the_clock_gives_the_same_times_every_run() {
    // 1.e4 starts Black's clock on the frame that plays it (the press on
    // e4); 1...e5 comes four 16 ms frames later (release on e4, press and
    // release on e7, press on e5), so Black has used exactly 64 ms, every
    // time.
    let mut times = Vec::new();
    for _ in 0..20 {
        let mut h = timed(None, 60_000);
        h.play(&[(Square::E2, Square::E4), (Square::E7, Square::E5)]);
        let (clock, now) = h.clock();
        times.push(clock.remaining(Side::Black, now));
        // The record keeps the reading to the tenth, as PGN writes it.
        assert_eq!(
            h.game().plies()[1].clock,
            Some(Duration::from_millis(59_900))
        );
    }
    assert!(times.iter().all(|&t| t == times[0]), "{times:?}");
    assert_eq!(times[0], Duration::from_secs(60) - Harness::FRAME * 4);
}

#[test]
fn names_are_composed_into_messages_never_patched() {
    let mut h = Harness::new();
    h.start(NewGame::untimed(Game::new()).named("Blackburne", "Karpov"));
    assert_eq!(status_line(&h), "Blackburne to move");
    h.play(&[(Square::E2, Square::E4)]);
    assert_eq!(status_line(&h), "Karpov to move");
    h.act(Action::Resign(Side::Black));
    assert_eq!(status_line(&h), "Karpov resigns");
    assert_eq!(
        banner_text(h.session(), rookery::i18n::english()),
        "Karpov resigns"
    );
    // Names that contain the other side's colour.
    h.start(NewGame::untimed(Game::new()).named("Black Knight", "White Rook"));
    h.act(Action::Resign(Side::Black));
    assert_eq!(
        banner_text(h.session(), rookery::i18n::english()),
        "White Rook resigns"
    );
    let mut h = timed(None, 300);
    h.act(Action::Rename(Side::White, "Blackburne".into()));
    h.act(Action::Rename(Side::Black, "Karpov".into()));
    h.play(&[(Square::E2, Square::E4), (Square::E7, Square::E5)]);
    h.advance(Duration::from_millis(400));
    assert_eq!(
        h.game().status().termination(),
        Some(Termination::Timeout {
            flagged: Side::White
        })
    );
    assert_eq!(
        banner_text(h.session(), rookery::i18n::english()),
        "Karpov wins on time"
    );
}

#[test]
fn draw_offer_accepted_through_the_panel() {
    let mut h = Harness::new();
    h.play(&[(Square::E2, Square::E4)]);
    h.act(Action::OfferDraw(Side::White));
    assert_eq!(h.game().draw_offer(), Some(Side::White));
    // White cannot accept its own offer.
    h.act(Action::AcceptDraw(Side::White));
    assert_eq!(h.game().status(), Status::Ongoing);
    h.act(Action::AcceptDraw(Side::Black));
    assert_eq!(
        h.game().status().termination(),
        Some(Termination::Agreement)
    );
    assert_eq!(status_line(&h), "Draw by agreement");
}

#[test]
fn draw_offer_declined_or_answered_by_a_move() {
    let mut h = Harness::new();
    h.act(Action::OfferDraw(Side::White));
    h.act(Action::DeclineDraw(Side::Black));
    assert_eq!(h.game().draw_offer(), None);
    h.play(&[(Square::E2, Square::E4)]);
    h.act(Action::OfferDraw(Side::White));
    h.play(&[(Square::E7, Square::E5)]);
    assert_eq!(
        h.game().draw_offer(),
        None,
        "Black moved instead of answering"
    );
    assert_eq!(h.game().status(), Status::Ongoing);
}

#[test]
fn threefold_claim_and_claim_with_a_move_through_the_panel() {
    let mut h = Harness::new();
    let shuffle = [
        (Square::G1, Square::F3),
        (Square::G8, Square::F6),
        (Square::F3, Square::G1),
        (Square::F6, Square::G8),
    ];
    h.play(&shuffle);
    h.play(&shuffle[..3]);
    // Black announces Ng8, which repeats the start position a third time.
    h.act(Action::ClaimDrawWithMove {
        from: Square::F6,
        to: Square::G8,
        promotion: None,
    });
    assert_eq!(h.game().ply_count(), 8);
    assert_eq!(
        status_line(&h),
        "Draw by threefold repetition (claimed by Black)"
    );
    h.assert_board_matches_model();

    let mut h = Harness::new();
    h.play(&shuffle);
    h.act(Action::ClaimDraw);
    assert_eq!(h.game().status(), Status::Ongoing, "only two occurrences");
    h.play(&shuffle);
    h.act(Action::ClaimDraw);
    assert_eq!(
        status_line(&h),
        "Draw by threefold repetition (claimed by White)"
    );
}

#[test]
fn resignation_through_the_panel() {
    let mut h = Harness::new();
    h.act(Action::Resign(Side::Black));
    assert_eq!(status_line(&h), "Black resigns");
    assert_eq!(h.game().status().result_str(), "1-0");
}

#[test]
fn history_keys_browse_without_changing_the_game() {
    let mut h = Harness::new();
    h.play(&[
        (Square::E2, Square::E4),
        (Square::E7, Square::E5),
        (Square::G1, Square::F3),
    ]);
    let fen = h.game().fen();
    h.key(KeyCode::ArrowLeft);
    assert_eq!(h.game().view_index(), 2);
    h.key(KeyCode::Home);
    assert_eq!(h.game().view_index(), 0);
    h.assert_board_matches_model();
    h.key(KeyCode::ArrowRight);
    assert_eq!(h.game().view_index(), 1);
    h.key(KeyCode::ArrowUp);
    assert_eq!(h.game().view_index(), 0);
    h.key(KeyCode::ArrowDown);
    assert!(!h.game().is_viewing_past());
    h.key(KeyCode::ArrowLeft);
    h.key(KeyCode::End);
    assert!(!h.game().is_viewing_past());
    h.act(Action::View(rookery::chess::game::ViewCursor::at(
        1,
        h.game().ply_count(),
    )));
    assert_eq!(h.game().view_index(), 1);
    h.act(Action::ViewLatest);
    assert_eq!(h.game().fen(), fen);
    assert_eq!(h.game().ply_count(), 3);
    h.assert_board_matches_model();
}

#[test]
fn a_flag_against_a_side_that_can_never_mate_is_a_draw_with_the_reason() {
    // Black's bishop and king are shut in behind locked pawns: Black can
    // never mate, though White still can (the position is not dead).
    let mut h = timed(Some("K1k3b1/P1Pp1p2/3P1Pp1/6P1/8/8/1P6/8 w - - 0 1"), 300);
    h.play(&[(Square::B2, Square::B3), (Square::G8, Square::H7)]);
    assert_eq!(h.game().ply_count(), 2);
    assert_eq!(
        h.game().status(),
        Status::Ongoing,
        "not dead: White can mate"
    );
    // White's clock runs out.
    h.advance(Duration::from_millis(400));
    assert_eq!(
        h.game().status().termination(),
        Some(Termination::TimeoutVsInsufficientMaterial {
            flagged: Side::White
        })
    );
    assert_eq!(h.game().status().outcome(), Some(KnownOutcome::Draw));
    assert_eq!(
        status_line(&h),
        "Draw — Anna's flag fell, but Boris cannot checkmate"
    );
}
