//! The game model against the FIDE Laws: the endings the rules bring
//! about (a table in `tests/fixtures/endings.txt`), promotion, SAN,
//! takeback, the view cursor, FENs and records, each with concrete FENs and
//! moves. Claims, offers and flags are in `claims.rs`.

use rookery::chess::game::{DrawClaim, FenError, Game, GameError, GameMode, Status, Termination};
use shakmaty::{CastlingMode, Color, KnownOutcome, Position, Role, Square};

pub(crate) fn play_all(game: &mut Game, sans: &str) {
    for san in sans.split_whitespace() {
        game.play_san(san)
            .unwrap_or_else(|e| panic!("{san} should be legal: {e}"));
    }
}

pub(crate) fn game_from(fen: &str) -> Game {
    Game::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

pub(crate) fn sans(game: &Game) -> Vec<String> {
    game.plies().iter().map(|p| p.san.to_string()).collect()
}

pub(crate) const WHITE_WINS: KnownOutcome = KnownOutcome::Decisive {
    winner: Color::White,
};
pub(crate) const BLACK_WINS: KnownOutcome = KnownOutcome::Decisive {
    winner: Color::Black,
};

pub(crate) fn finished(outcome: KnownOutcome, termination: Termination) -> Status {
    Status::Finished {
        outcome,
        termination,
    }
}

// Knight shuffles that bring back the start position every four plies.
pub(crate) const SHUFFLE: &str = "Nf3 Nf6 Ng1 Ng8";

// ------------------------------------------------------ automatic endings

/// Every case of `tests/fixtures/endings.txt`: from its position, its
/// moves end the game exactly at the last one, with the result and words
/// given.
#[test]
fn the_endings_table() {
    let table = include_str!("../fixtures/endings.txt");
    let mut cases = 0;
    for line in table.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [fen, moves, result, words] = fields[..] else {
            panic!("a case has four fields: {line}");
        };
        let mut g = if fen == "start" {
            Game::new()
        } else {
            game_from(fen)
        };
        let moves: Vec<&str> = moves.split_whitespace().collect();
        for (i, san) in moves.iter().enumerate() {
            assert_eq!(g.status(), Status::Ongoing, "{line}: over before move {i}");
            g.play_san(san)
                .unwrap_or_else(|e| panic!("{line}: {san} is legal: {e}"));
        }
        assert_eq!(g.status().result_str(), result, "{line}");
        assert_eq!(g.status().to_string(), words, "{line}");
        cases += 1;
    }
    assert_eq!(cases, 13);
}

#[test]
fn moves_after_checkmate_are_refused() {
    let mut g = Game::new();
    play_all(&mut g, "f3 e5 g4 Qh4#");
    assert_eq!(g.play_san("a3").unwrap_err(), GameError::GameOver);
    assert_eq!(
        g.play_move(Square::A2, Square::A3, None).unwrap_err(),
        GameError::GameOver
    );
    assert_eq!(g.offer_draw(Color::White).unwrap_err(), GameError::GameOver);
    assert_eq!(g.resign(Color::White).unwrap_err(), GameError::GameOver);
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.ply_count(), 4);
}

#[test]
fn the_fifth_occurrence_is_counted_and_ends_play() {
    let mut g = Game::new();
    for _ in 0..4 {
        play_all(&mut g, SHUFFLE);
    }
    assert_eq!(g.repetitions(), 5);
    assert_eq!(
        g.status(),
        finished(KnownOutcome::Draw, Termination::FivefoldRepetition)
    );
    assert_eq!(g.play_san("Nf3").unwrap_err(), GameError::GameOver);
}

// ---------------------------------------------------------------- promotion

#[test]
fn promotion_to_each_piece() {
    for (role, san) in [
        (Role::Queen, "a8=Q+"),
        (Role::Rook, "a8=R+"),
        (Role::Bishop, "a8=B"),
        (Role::Knight, "a8=N"),
    ] {
        let mut g = game_from("8/P7/8/8/8/8/8/k6K w - - 0 1");
        assert!(g.is_promotion(Square::A7, Square::A8));
        let ply = g.play_move(Square::A7, Square::A8, Some(role)).unwrap();
        assert_eq!(ply.san.to_string(), san);
        assert_eq!(
            g.position().board().role_at(Square::A8),
            Some(role),
            "{san}"
        );
    }
}

#[test]
fn promotion_needs_a_piece() {
    let g = game_from("8/P7/8/8/8/8/8/k6K w - - 0 1");
    assert_eq!(
        g.find_move(Square::A7, Square::A8, None).unwrap_err(),
        GameError::PromotionRequired
    );
    assert_eq!(
        g.find_move(Square::A7, Square::A8, Some(Role::King))
            .unwrap_err(),
        GameError::IllegalMove {
            from: Square::A7,
            to: Square::A8
        }
    );
}

#[test]
fn promotion_with_check_in_san() {
    let mut g = game_from("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    g.play_uci("b7b8q").unwrap();
    assert_eq!(sans(&g), vec!["b8=Q+"]);
}

// --------------------------------------------------------------------- SAN

#[test]
fn san_for_both_castlings_by_king_two_squares() {
    let mut g = game_from("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    g.play_move(Square::E1, Square::G1, None).unwrap();
    g.play_move(Square::E8, Square::C8, None).unwrap();
    assert_eq!(sans(&g), vec!["O-O", "O-O-O"]);
    let board = g.position().board();
    assert_eq!(board.role_at(Square::G1), Some(Role::King));
    assert_eq!(board.role_at(Square::F1), Some(Role::Rook));
    assert_eq!(board.role_at(Square::C8), Some(Role::King));
    assert_eq!(board.role_at(Square::D8), Some(Role::Rook));
}

#[test]
fn castling_by_king_onto_rook() {
    let mut g = game_from("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    g.play_move(Square::E1, Square::A1, None).unwrap();
    g.play_move(Square::E8, Square::H8, None).unwrap();
    assert_eq!(sans(&g), vec!["O-O-O", "O-O"]);
    assert_eq!(g.position().board().role_at(Square::C1), Some(Role::King));
    assert_eq!(g.position().board().role_at(Square::G8), Some(Role::King));
}

#[test]
fn san_for_en_passant_removes_the_captured_pawn() {
    let mut g = Game::new();
    play_all(&mut g, "e4 a6 e5 d5");
    let ply = g.play_move(Square::E5, Square::D6, None).unwrap();
    assert_eq!(ply.san.to_string(), "exd6");
    assert!(ply.mv.unwrap().is_en_passant());
    assert_eq!(g.position().board().piece_at(Square::D5), None);
}

#[test]
fn san_disambiguates_by_file_and_by_rank() {
    let mut g = Game::new();
    play_all(&mut g, "d4 d5 Nf3 Nf6");
    let ply = g.play_move(Square::B1, Square::D2, None).unwrap();
    assert_eq!(ply.san.to_string(), "Nbd2");

    let mut g = game_from("4k3/4p3/8/8/8/4R3/8/4R1K1 w - - 0 1");
    let ply = g.play_move(Square::E1, Square::E2, None).unwrap();
    assert_eq!(ply.san.to_string(), "R1e2");
}

#[test]
fn uci_and_san_input() {
    let mut g = Game::new();
    g.play_uci("e2e4").unwrap();
    g.play_san("c5").unwrap();
    assert_eq!(
        g.play_san("Qh9").unwrap_err(),
        GameError::InvalidSan("Qh9".into())
    );
    assert_eq!(
        g.play_uci("e4e6").unwrap_err(),
        GameError::InvalidUci("e4e6".into())
    );
    assert_eq!(sans(&g), vec!["e4", "c5"]);
}

#[test]
fn legal_moves_from_a_square() {
    let g = Game::new();
    let mut targets: Vec<Square> = g
        .legal_moves_from(Square::G1)
        .into_iter()
        .map(|m| m.to())
        .collect();
    targets.sort();
    assert_eq!(targets, vec![Square::F3, Square::H3]);
    assert!(
        g.legal_moves_from(Square::E7).is_empty(),
        "not Black's turn"
    );
    assert_eq!(
        g.find_move(Square::E2, Square::E5, None).unwrap_err(),
        GameError::IllegalMove {
            from: Square::E2,
            to: Square::E5
        }
    );
}

// ---------------------------------------------------------------- takeback

#[test]
fn takeback_across_a_promotion_and_a_castle() {
    let start = "r3k3/7P/8/8/8/8/8/4K2R w Kq - 0 1";
    let mut g = game_from(start);
    g.play_move(Square::E1, Square::G1, None).unwrap();
    g.play_move(Square::E8, Square::C8, None).unwrap();
    g.play_move(Square::H7, Square::H8, Some(Role::Queen))
        .unwrap();
    assert_eq!(sans(&g), vec!["O-O", "O-O-O", "h8=Q"]);

    let ply = g.takeback().unwrap();
    assert_eq!(ply.san.to_string(), "h8=Q");
    assert_eq!(g.position().board().role_at(Square::H7), Some(Role::Pawn));
    assert_eq!(g.position().board().piece_at(Square::H8), None);
    assert_eq!(g.position().board().role_at(Square::D8), Some(Role::Rook));
    g.takeback().unwrap();
    g.takeback().unwrap();
    assert_eq!(g.fen(), Game::from_fen(start).unwrap().fen());
    assert!(
        g.position()
            .castles()
            .has(Color::White, shakmaty::CastlingSide::KingSide)
    );
    assert_eq!(g.takeback().unwrap_err(), GameError::NothingToTakeBack);
    // The same moves play again from the restored position.
    g.play_move(Square::E1, Square::H1, None).unwrap();
    assert_eq!(sans(&g), vec!["O-O"]);
}

#[test]
fn no_takeback_after_checkmate_or_in_a_record() {
    let mut g = Game::new();
    play_all(&mut g, "f3 e5 g4");
    assert!(g.can_take_back());
    play_all(&mut g, "Qh4#");
    assert!(!g.can_take_back());
    assert_eq!(g.takeback(), Err(GameError::CannotTakeBackAfterEnding));
    assert_eq!(g.ply_count(), 4);
    let mut record = Game::new().into_record();
    record.play_san("e4").unwrap();
    assert!(!record.can_take_back());
    assert_eq!(Game::new().takeback(), Err(GameError::NothingToTakeBack));
}

#[test]
fn takeback_is_refused_after_resignation() {
    let mut g = Game::new();
    g.play_san("e4").unwrap();
    g.resign(Color::Black).unwrap();
    assert_eq!(
        g.takeback().unwrap_err(),
        GameError::CannotTakeBackAfterEnding
    );
    assert_eq!(g.ply_count(), 1);
}

#[test]
fn takeback_withdraws_a_draw_offer() {
    let mut g = Game::new();
    g.play_san("e4").unwrap();
    g.offer_draw(Color::White).unwrap();
    g.takeback().unwrap();
    assert_eq!(g.draw_offer(), None);
}

// -------------------------------------------------------------- view cursor

#[test]
fn the_view_cursor_never_changes_the_game() {
    let mut g = Game::new();
    play_all(&mut g, "e4 e5 Nf3");
    g.set_view(1).unwrap();
    assert!(g.is_viewing_past());
    assert_eq!(g.view_index(), 1);
    assert_eq!(
        g.view_position().board().role_at(Square::E4),
        Some(Role::Pawn)
    );
    assert_eq!(g.view_position().board().piece_at(Square::E5), None);
    assert_eq!(g.view_last_ply().unwrap().san.to_string(), "e4");
    assert_eq!(g.ply_count(), 3);
    assert_eq!(g.turn(), Color::Black);
    assert_eq!(g.set_view(4).unwrap_err(), GameError::NoSuchPly(4));
    g.set_view(3).unwrap();
    assert!(!g.is_viewing_past());
    g.set_view(0).unwrap();
    assert!(g.view_last_ply().is_none());
    g.view_latest();
    assert_eq!(g.view_index(), 3);
}

// --------------------------------------------------------------------- FEN

#[test]
fn malformed_fen_names_the_field() {
    let err =
        Game::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1").unwrap_err();
    assert!(matches!(err, FenError::Syntax(_)));
    assert!(err.to_string().contains("side to move"), "{err}");
    let err =
        Game::from_fen("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
    assert!(err.to_string().contains("piece placement"), "{err}");
}

#[test]
fn illegal_fen_names_the_problem() {
    let err = Game::from_fen("8/8/8/8/8/8/8/4K3 w - - 0 1").unwrap_err();
    assert!(matches!(err, FenError::IllegalPosition(_)));
    assert!(err.to_string().contains("a king is missing"), "{err}");
}

#[test]
fn chess960_fen_with_shredder_castling_rights() {
    let g = game_from("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    assert_eq!(g.castling_mode(), CastlingMode::Chess960);
}

#[test]
fn chess960_castling_by_king_onto_rook() {
    let mut g = game_from("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1");
    assert_eq!(g.castling_mode(), CastlingMode::Chess960);
    let ply = g.play_move(Square::E1, Square::G1, None).unwrap();
    assert_eq!(ply.san.to_string(), "O-O");
    assert_eq!(g.position().board().role_at(Square::G1), Some(Role::King));
    assert_eq!(g.position().board().role_at(Square::F1), Some(Role::Rook));
    let ply = g.play_move(Square::E8, Square::B8, None).unwrap();
    assert_eq!(ply.san.to_string(), "O-O-O");
    assert_eq!(g.position().board().role_at(Square::C8), Some(Role::King));
    assert_eq!(g.position().board().role_at(Square::D8), Some(Role::Rook));
    // A king move two squares is not castling in Chess960.
    let g = game_from("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 b GBgb - 0 1");
    assert!(g.find_move(Square::E8, Square::C8, None).is_err());
}

#[test]
fn shredder_rights_on_a_standard_setup_play_as_standard_chess() {
    let g = game_from("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    assert_eq!(g.castling_mode(), CastlingMode::Standard);
}

#[test]
fn standard_fen_keeps_standard_castling() {
    let g = game_from("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(g.castling_mode(), CastlingMode::Standard);
    assert!(g.starts_from_standard_position());
}

// ------------------------------------------------------------------ records

#[test]
fn a_record_is_held_whole_past_fivefold_repetition() {
    let mut g = Game::new().into_record();
    assert_eq!(g.mode(), GameMode::Record);
    for _ in 0..5 {
        play_all(&mut g, SHUFFLE);
    }
    assert_eq!(g.ply_count(), 20);
    assert_eq!(g.status(), Status::Ongoing);
    let ending = g.rule_ending().expect("fivefold happened");
    assert_eq!(ending.ply, 16);
    assert_eq!(ending.termination, Termination::FivefoldRepetition);
}

#[test]
fn a_record_reports_the_seventy_five_move_point_and_takes_moves_after_a_result() {
    let mut g = game_from("4k3/8/8/8/8/8/8/R3K3 w - - 148 100").into_record();
    play_all(&mut g, "Ra2 Kd8 Ra3");
    assert_eq!(g.rule_ending().unwrap().ply, 2);
    g.set_result(
        WHITE_WINS,
        Termination::Resignation {
            resigned: Color::Black,
        },
    );
    // Some records list moves after the resignation.
    g.play_san("Kc8").unwrap();
    assert_eq!(g.ply_count(), 4);
    assert_eq!(g.rule_ending().unwrap().ply, 2);
    // A record is not taken back: its moves are what was played.
    assert_eq!(g.takeback(), Err(GameError::CannotTakeBackAfterEnding));
}

#[test]
fn resuming_a_record_live_enforces_the_rules_again() {
    let mut g = Game::new().into_record();
    for _ in 0..5 {
        play_all(&mut g, SHUFFLE);
    }
    g.resume_live();
    assert_eq!(
        g.status(),
        finished(KnownOutcome::Draw, Termination::FivefoldRepetition)
    );
    let mut g = Game::new().into_record();
    play_all(&mut g, "e4 e5");
    g.resume_live();
    assert_eq!(g.status(), Status::Ongoing);
    g.play_san("Nf3").unwrap();
    assert_eq!(g.mode(), GameMode::Live);
}

#[test]
fn a_mating_move_claims_nothing_and_mate_stands() {
    let mut g = game_from("7k/8/6K1/8/8/8/8/R7 w - - 99 100");
    let mate = g.find_move(Square::A1, Square::A8, None).unwrap();
    let quiet = g.find_move(Square::A1, Square::A2, None).unwrap();
    assert_eq!(g.claimable_draw_with_move(mate), None);
    assert_eq!(
        g.claimable_draw_with_move(quiet),
        Some(DrawClaim::FiftyMoveRule)
    );
    let status = g.claim_draw_with_move(mate).unwrap();
    assert_eq!(status, finished(WHITE_WINS, Termination::Checkmate));
}

#[test]
fn claimable_moves_agree_with_claims_made() {
    // Every legal move's forecast matches what claiming with it does.
    let mut base = Game::new();
    play_all(&mut base, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    for m in base.legal_moves() {
        let mut g = base.clone();
        let forecast = g.claimable_draw_with_move(m);
        let result = g.claim_draw_with_move(m);
        match forecast {
            Some(claim) => assert_eq!(
                result.unwrap().termination(),
                Some(claim.termination(Color::Black))
            ),
            None => assert_eq!(result.unwrap_err(), GameError::NoValidClaim),
        }
    }
}
