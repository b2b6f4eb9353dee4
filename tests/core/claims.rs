//! Draws the players claim or agree, resignations and flags, against the
//! FIDE Laws (Arts. 5.2.3, 6.9, 9.2, 9.3): the repetition and 50-move
//! claims, with the intended move too, offers, resigning and timeouts.

use rookery::chess::game::{DrawClaim, Game, GameError, Status, Termination};
use shakmaty::{Color, KnownOutcome, Position, Square};

use super::model::{BLACK_WINS, SHUFFLE, WHITE_WINS, finished, game_from, play_all, sans};

// --------------------------------------------------------------- repetition

#[test]
fn threefold_repetition_can_be_claimed_on_the_third_occurrence() {
    let mut g = Game::new();
    play_all(&mut g, SHUFFLE);
    assert_eq!(g.repetitions(), 2);
    assert_eq!(g.claimable_draw(), None);
    assert_eq!(g.claim_draw().unwrap_err(), GameError::NoValidClaim);
    play_all(&mut g, SHUFFLE);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.status(), Status::Ongoing, "threefold is not automatic");
    assert_eq!(g.claimable_draw(), Some(DrawClaim::ThreefoldRepetition));
    assert_eq!(g.claim_draw().unwrap(), DrawClaim::ThreefoldRepetition);
    assert_eq!(
        g.status(),
        finished(
            KnownOutcome::Draw,
            Termination::ThreefoldRepetition {
                claimed_by: Color::White
            }
        )
    );
    assert_eq!(
        g.status().to_string(),
        "Draw by threefold repetition (claimed by White)"
    );
}

#[test]
fn threefold_claim_with_the_intended_move() {
    let mut g = Game::new();
    play_all(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    // Ng8 would bring the start position a third time: Black claims with it.
    let m = g.find_move(Square::F6, Square::G8, None).unwrap();
    assert_eq!(g.claimable_draw(), None);
    assert_eq!(
        g.claimable_draw_with_move(m),
        Some(DrawClaim::ThreefoldRepetition)
    );
    let status = g.claim_draw_with_move(m).unwrap();
    assert_eq!(
        status,
        finished(
            KnownOutcome::Draw,
            Termination::ThreefoldRepetition {
                claimed_by: Color::Black
            }
        )
    );
    assert_eq!(g.ply_count(), 8, "the announced move is recorded");
    assert_eq!(sans(&g).last().unwrap(), "Ng8");
}

#[test]
fn an_incorrect_claim_with_a_move_changes_nothing() {
    let mut g = Game::new();
    play_all(&mut g, "Nf3 Nf6 Ng1");
    let m = g.find_move(Square::F6, Square::G8, None).unwrap();
    assert_eq!(g.claimable_draw_with_move(m), None);
    assert_eq!(
        g.claim_draw_with_move(m).unwrap_err(),
        GameError::NoValidClaim
    );
    assert_eq!(g.ply_count(), 3);
    assert_eq!(g.status(), Status::Ongoing);
}

#[test]
fn repetition_ignores_positions_with_other_castling_rights() {
    let mut g = Game::new();
    // After 1...e5 both sides may castle; after 3...Ke8 neither may, so the
    // same placement of pieces is a different position.
    play_all(&mut g, "e4 e5 Ke2 Ke7 Ke1 Ke8");
    assert_eq!(g.repetitions(), 1);
    play_all(&mut g, "Ke2 Ke7 Ke1 Ke8");
    assert_eq!(g.repetitions(), 2);
    assert_eq!(g.claimable_draw(), None);
    play_all(&mut g, "Ke2 Ke7 Ke1 Ke8");
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.claimable_draw(), Some(DrawClaim::ThreefoldRepetition));
}

#[test]
fn repetition_ignores_a_position_where_en_passant_was_possible() {
    // After 1.e4 Black's d4 pawn may take en passant; later the same
    // placement without that possibility is a different position.
    let mut g = game_from("8/8/8/8/k2p4/8/4P3/4K3 w - - 0 1");
    play_all(&mut g, "e4 Ka3 Kd1 Ka4 Ke1");
    assert_eq!(g.repetitions(), 1);
    play_all(&mut g, "Ka3 Kd1 Ka4 Ke1");
    assert_eq!(g.repetitions(), 2);
}

#[test]
fn repetition_counts_an_en_passant_square_without_a_legal_capture() {
    // After 1.e4 the capture dxe3 would expose Black's king to the rook on
    // h4, so no en passant is possible: the position is the same as after
    // the later king shuffles.
    let mut g = game_from("8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1");
    play_all(&mut g, "e4 Ka3 Kd1 Ka4 Ke1");
    assert_eq!(g.repetitions(), 2);
    play_all(&mut g, "Ka3 Kd1 Ka4 Ke1");
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.claimable_draw(), Some(DrawClaim::ThreefoldRepetition));
}

#[test]
fn repetition_counts_a_double_push_with_no_pawn_to_capture() {
    let mut g = Game::new();
    // The position after 1.e4 recurs after 3.Ng1 and 5.Ng1.
    play_all(&mut g, "e4 Nf6 Nf3 Ng8 Ng1");
    assert_eq!(g.repetitions(), 2);
    play_all(&mut g, "Nf6 Nf3 Ng8 Ng1");
    assert_eq!(g.repetitions(), 3);
}

// ------------------------------------------------------- 50 and 75 moves

#[test]
fn fifty_move_claim_at_exactly_one_hundred_half_moves() {
    let mut g = game_from("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    assert_eq!(g.claimable_draw(), None, "99 half-moves are not enough");
    g.play_san("Ra2").unwrap();
    assert_eq!(g.position().halfmoves(), 100);
    assert_eq!(g.claimable_draw(), Some(DrawClaim::FiftyMoveRule));
    g.claim_draw().unwrap();
    assert_eq!(
        g.status(),
        finished(
            KnownOutcome::Draw,
            Termination::FiftyMoveRule {
                claimed_by: Color::Black
            }
        )
    );
}

#[test]
fn fifty_move_claim_with_the_intended_move() {
    let mut g = game_from("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    let m = g.find_move(Square::A1, Square::A2, None).unwrap();
    assert_eq!(
        g.claimable_draw_with_move(m),
        Some(DrawClaim::FiftyMoveRule)
    );
    g.claim_draw_with_move(m).unwrap();
    assert_eq!(
        g.status(),
        finished(
            KnownOutcome::Draw,
            Termination::FiftyMoveRule {
                claimed_by: Color::White
            }
        )
    );
    assert_eq!(sans(&g), vec!["Ra2"]);
}

#[test]
fn a_pawn_move_resets_the_fifty_move_count() {
    let mut g = game_from("4k3/p7/8/8/8/8/8/R3K3 b - - 99 80");
    let m = g.find_move(Square::A7, Square::A6, None).unwrap();
    assert_eq!(g.claimable_draw_with_move(m), None);
    g.play(m).unwrap();
    assert_eq!(g.position().halfmoves(), 0);
    assert_eq!(g.claimable_draw(), None);
}

// ----------------------------------------------------- offers and resigning

#[test]
fn draw_offer_accepted_by_the_opponent() {
    let mut g = Game::new();
    g.play_san("e4").unwrap();
    g.offer_draw(Color::White).unwrap();
    assert_eq!(g.draw_offer(), Some(Color::White));
    assert_eq!(
        g.accept_draw(Color::White).unwrap_err(),
        GameError::NoDrawOffer
    );
    g.accept_draw(Color::Black).unwrap();
    assert_eq!(
        g.status(),
        finished(KnownOutcome::Draw, Termination::Agreement)
    );
    assert_eq!(g.status().to_string(), "Draw by agreement");
}

#[test]
fn draw_offer_declined() {
    let mut g = Game::new();
    g.offer_draw(Color::White).unwrap();
    assert_eq!(
        g.decline_draw(Color::White).unwrap_err(),
        GameError::NoDrawOffer
    );
    g.decline_draw(Color::Black).unwrap();
    assert_eq!(g.draw_offer(), None);
    assert_eq!(
        g.accept_draw(Color::Black).unwrap_err(),
        GameError::NoDrawOffer
    );
    assert_eq!(g.status(), Status::Ongoing);
}

#[test]
fn draw_offer_lapses_when_the_opponent_moves() {
    let mut g = Game::new();
    g.play_san("e4").unwrap();
    g.offer_draw(Color::White).unwrap();
    g.play_san("e5").unwrap();
    assert_eq!(g.draw_offer(), None);
    assert_eq!(
        g.accept_draw(Color::Black).unwrap_err(),
        GameError::NoDrawOffer
    );
}

#[test]
fn draw_offer_stands_while_the_offerer_moves() {
    let mut g = Game::new();
    // White offers before moving; the offer stands for Black to answer.
    g.offer_draw(Color::White).unwrap();
    g.play_san("e4").unwrap();
    assert_eq!(g.draw_offer(), Some(Color::White));
    assert_eq!(
        g.offer_draw(Color::White).unwrap_err(),
        GameError::OfferAlreadyMade
    );
    g.accept_draw(Color::Black).unwrap();
    assert_eq!(g.status().termination(), Some(Termination::Agreement));
}

#[test]
fn resignation_by_either_side() {
    let mut g = Game::new();
    g.resign(Color::White).unwrap();
    assert_eq!(
        g.status(),
        finished(
            BLACK_WINS,
            Termination::Resignation {
                resigned: Color::White
            }
        )
    );
    assert_eq!(g.status().to_string(), "White resigns");

    let mut g = Game::new();
    g.play_san("e4").unwrap();
    g.resign(Color::Black).unwrap();
    assert_eq!(g.status().outcome(), Some(WHITE_WINS));
    assert_eq!(g.play_san("e5").unwrap_err(), GameError::GameOver);
}

// ------------------------------------------------------------------ timeout

#[test]
fn flag_fall_loses_when_the_opponent_has_a_rook() {
    let mut g = game_from("4k3/8/8/8/8/8/8/R3K3 b - - 0 1");
    g.flag(Color::Black).unwrap();
    assert_eq!(
        g.status(),
        finished(
            WHITE_WINS,
            Termination::Timeout {
                flagged: Color::Black
            }
        )
    );
    assert_eq!(g.status().to_string(), "White wins on time");
}

#[test]
fn flag_fall_draws_when_the_opponent_has_only_king_and_knight() {
    let mut g = game_from("3qk3/8/8/8/8/8/8/4K1N1 b - - 0 1");
    g.flag(Color::Black).unwrap();
    assert_eq!(
        g.status(),
        finished(
            KnownOutcome::Draw,
            Termination::TimeoutVsInsufficientMaterial {
                flagged: Color::Black
            }
        )
    );
    assert_eq!(
        g.status().to_string(),
        "Draw — Black's flag fell, but White cannot checkmate"
    );
}

#[test]
fn flag_fall_of_the_side_with_the_knight_loses() {
    let mut g = game_from("3qk3/8/8/8/8/8/8/4K1N1 w - - 0 1");
    g.flag(Color::White).unwrap();
    assert_eq!(g.status().outcome(), Some(BLACK_WINS));
}
