//! Dead positions and "cannot checkmate" (FIDE 5.2.2 and 6.9): the quick
//! test and the full decision on positions of each class, soundness on
//! positions where a side can mate, and the two model defects.

use rookery::chess::game::{
    Game, RuleEnding, Status, Termination,
    dead::{FULL_BUDGET, Mateability, full, full_both, is_dead_quick, quick},
};
use shakmaty::{CastlingMode, Chess, Color, KnownOutcome, Position, fen::Fen};

fn pos(fen: &str) -> Chess {
    let fen: Fen = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
    fen.into_position(CastlingMode::Standard)
        .unwrap_or_else(|e| panic!("{e:?}"))
}

/// Positions where neither side can ever mate, each with why.
const DEAD: &[(&str, &str)] = &[
    ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "bare kings"),
    ("4k3/8/8/8/8/8/8/4KN2 w - - 0 1", "a lone knight"),
    ("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", "bishops on one colour"),
    (
        "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1",
        "a locked wall with bishops that never meet a pawn",
    ),
    (
        "8/4k3/4p2p/p2pP2P/P2P3K/8/8/8 w - - 0 1",
        "kings behind a locked wall",
    ),
    (
        "2k5/2p1p1p1/p1P1P1P1/P1P4K/8/8/8/8 w - - 0 1",
        "a wall the kings cannot cross",
    ),
];

/// Positions where the side named can still mate (so "no" would be wrong).
const CAN_MATE: &[(&str, Color, &str)] = &[
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Color::White,
        "the start",
    ),
    ("7k/8/6K1/8/8/8/8/1Q6 w - - 0 1", Color::White, "a queen"),
    (
        "6k1/6P1/6K1/8/8/8/8/8 w - - 0 1",
        Color::White,
        "a pawn that can still promote after Kh7",
    ),
    (
        "8/4k3/4p3/p2pP3/P2P3K/8/8/8 w - - 0 1",
        Color::White,
        "a wall with a way through on the h-file",
    ),
    (
        "8/2k5/8/1p1p1p2/1P1P1P2/4B3/2K5/8 w - - 0 1",
        Color::White,
        "a bishop that can take a pawn",
    ),
    (
        "4k3/8/8/8/8/8/4p3/4K3 b - - 0 1",
        Color::Black,
        "a pawn to promote",
    ),
    (
        "k7/8/1K6/8/8/8/8/6N1 w - - 0 1",
        Color::White,
        "a knight with help... no: K+N cannot force, but a helpmate needs a blocker",
    ),
];

#[test]
fn dead_positions_are_dead_by_the_quick_test() {
    for (fen, why) in DEAD {
        let p = pos(fen);
        assert!(is_dead_quick(&p), "{why}: {fen}");
        for side in Color::ALL {
            assert_eq!(quick(&p, side), Mateability::No, "{why}: {fen}");
            assert_eq!(full(&p, side, FULL_BUDGET), Mateability::No, "{why}: {fen}");
        }
    }
}

/// Dead positions that need more than the quick test: a pawn can still
/// step, a rook is boxed in by its own king and pawns, pieces shut each
/// other in. The full decision visits every reachable position and finds
/// no mate for either side.
const DEAD_BY_SEARCH: &[&str] = &[
    "8/8/8/1k3p1p/3p1P2/1p1P1PpP/1P4P1/K7 b - - 0 1",
    "2k5/6p1/6P1/6PK/6P1/6PR/7P/8 b - - 0 1",
    "2k5/2p1p1p1/p1P1P1P1/P1p4K/8/8/2P5/8 w - - 0 1",
    "5bR1/4p1pk/4P1P1/7K/8/8/8/8 b - - 0 1",
];

#[test]
fn harder_dead_positions_are_proved_by_the_full_search() {
    for fen in DEAD_BY_SEARCH {
        let p = pos(fen);
        assert!(
            !is_dead_quick(&p),
            "the quick test alone does not see it: {fen}"
        );
        for side in Color::ALL {
            assert_eq!(full(&p, side, FULL_BUDGET), Mateability::No, "{fen}");
        }
        let both = full_both(&p, FULL_BUDGET);
        assert_eq!(
            both,
            shakmaty::ByColor::new_with(|_| Mateability::No),
            "{fen}"
        );
    }
}

#[test]
fn no_side_that_can_mate_is_ever_called_unable() {
    for (fen, side, why) in CAN_MATE {
        let p = pos(fen);
        if p.has_insufficient_material(*side) {
            // The K+N line above: shakmaty's material rule says a lone knight
            // cannot mate a bare king; both agree.
            assert_eq!(quick(&p, *side), Mateability::No, "{why}");
            continue;
        }
        assert!(!quick(&p, *side).is_no(), "{why}: {fen}");
        assert!(!full(&p, *side, FULL_BUDGET).is_no(), "{why}: {fen}");
        assert!(!is_dead_quick(&p), "{why}: {fen}");
    }
}

#[test]
fn a_yes_comes_with_a_line_that_mates() {
    for (fen, side) in [
        ("7k/8/6K1/8/8/8/8/1Q6 w - - 0 1", Color::White),
        ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", Color::White),
        ("k7/8/1K6/8/8/8/8/7R w - - 0 1", Color::White),
    ] {
        let start = pos(fen);
        let Mateability::Yes(line) = full(&start, side, FULL_BUDGET) else {
            panic!("{fen}: no line found");
        };
        let mut p = start.clone();
        for m in &line {
            assert!(p.is_legal(*m), "{fen}: {m:?} is not legal");
            p.play_unchecked(*m);
        }
        assert!(p.is_checkmate(), "{fen}: the line does not mate");
        assert_eq!(p.turn(), !side, "{fen}: the wrong side is mated");
    }
}

#[test]
fn a_live_game_ends_when_a_wall_locks() {
    // 1...h5 locks the last file: nobody can ever mate.
    let mut game = Game::from_fen("2b1k3/7p/8/1p1p1p2/1P1P1P1P/8/8/2B1K3 b - - 0 1").unwrap();
    assert_eq!(game.status(), Status::Ongoing);
    game.play_san("h5").unwrap();
    assert_eq!(
        game.status(),
        Status::Finished {
            outcome: KnownOutcome::Draw,
            termination: Termination::DeadPosition,
        }
    );
    assert_eq!(
        game.status().to_string(),
        "Draw — dead position: no sequence of legal moves can checkmate"
    );
}

#[test]
fn a_record_reports_where_a_wall_locked() {
    let mut game = Game::from_fen("2b1k3/7p/8/1p1p1p2/1P1P1P1P/8/8/2B1K3 b - - 0 1")
        .unwrap()
        .into_record();
    game.play_san("h5").unwrap();
    game.play_san("Kd2").unwrap();
    let ending = game.rule_ending().unwrap();
    assert_eq!(
        ending,
        RuleEnding {
            ply: 1,
            outcome: KnownOutcome::Draw,
            termination: Termination::DeadPosition,
        }
    );
    assert_eq!(game.ply_count(), 2);
}

#[test]
fn a_flag_against_a_side_that_cannot_mate_is_a_draw() {
    // Black's flag falls; White has only a knight.
    let mut game = Game::from_fen("3qk3/8/8/8/8/8/8/4K1N1 b - - 0 1").unwrap();
    let status = game.flag(Color::Black).unwrap();
    assert_eq!(status.outcome(), Some(KnownOutcome::Draw));
    assert_eq!(
        status.to_string(),
        "Draw — Black's flag fell, but White cannot checkmate"
    );
    // With a queen Black wins.
    let mut game = Game::from_fen("4k3/8/8/8/8/8/8/q3K3 w - - 0 1").unwrap();
    let status = game.flag(Color::White).unwrap();
    assert_eq!(status.to_string(), "Black wins on time");
}

#[test]
fn no_claim_after_checkmate_in_a_record() {
    // Defect: the 50-move claim was offered in a mate and replaced it.
    let mut game = Game::from_fen("7k/8/6K1/8/8/8/8/R7 w - - 149 100")
        .unwrap()
        .into_record();
    game.play_uci("a1a8").unwrap();
    assert!(game.position().is_checkmate());
    assert_eq!(game.claimable_draw(), None);
    assert!(game.claim_draw().is_err());
    assert_eq!(
        game.rule_ending().unwrap().termination,
        Termination::Checkmate
    );
}

#[test]
fn a_record_that_starts_finished_reports_ply_zero() {
    // Defect: the status was finished but no rule ending was reported.
    let game = Game::from_fen("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1")
        .unwrap()
        .into_record();
    assert_eq!(
        game.rule_ending(),
        Some(RuleEnding {
            ply: 0,
            outcome: KnownOutcome::Draw,
            termination: Termination::InsufficientMaterial,
        })
    );
}
