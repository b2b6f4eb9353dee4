//! The board editor's core: every reason a position is not legal, in
//! words; castling rights offered only where castling is possible
//! (standard and Chess960); en passant offered only where a capture is;
//! FEN both ways; the Chess960 numbering.

use std::num::NonZeroU32;

use rookery::chess::editor::{SetUp, fen_words};
use shakmaty::{CastlingMode, CastlingSide, Color, Piece, Square};

fn set_up(fen: &str) -> SetUp {
    SetUp::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn chess960_positions_follow_the_standard_numbering() {
    for (number, back_rank) in [
        (0, "bbqnnrkr"),
        (1, "bqnbnrkr"),
        (518, "rnbqkbnr"),
        (959, "rkrnnqbb"),
    ] {
        let position = SetUp::chess960(number).unwrap();
        let fen = position.fen();
        assert!(
            fen.starts_with(&format!("{back_rank}/pppppppp/8/8/8/8/PPPPPPPP/")),
            "{fen}"
        );
        assert!(
            position.problem_words().is_empty(),
            "{number}: {:?}",
            position.problem_words()
        );
        assert!(
            position.castling().iter().all(|t| t.on && t.rook.is_some()),
            "{number}"
        );
    }
    assert_eq!(
        SetUp::chess960(518).unwrap().fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(SetUp::chess960(518).unwrap().mode(), CastlingMode::Standard);
    assert_eq!(SetUp::chess960(0).unwrap().mode(), CastlingMode::Chess960);
    assert!(SetUp::chess960(960).is_none());
}

/// Each FEN's problems, as the editor says them.
fn says(cases: &[(&str, Vec<&str>)]) {
    for (fen, expected) in cases {
        assert_eq!(set_up(fen).problem_words(), *expected, "{fen}");
    }
}

#[test]
fn every_reason_a_position_is_not_legal_is_said() {
    says(&[
        (
            "8/8/8/8/8/8/8/8 w - - 0 1",
            vec!["White has no king", "Black has no king"],
        ),
        ("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", vec!["White has 2 kings"]),
        (
            "P3k3/8/8/8/8/8/8/4K2p w - - 0 1",
            vec!["a pawn cannot stand on the first or last rank (h1, a8)"],
        ),
        ("4k3/8/8/8/8/8/8/4KR2 w - - 0 1", vec![]),
        (
            "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
            vec![
                "Black is in check but it is White's move: the side not to move cannot be in \
                 check",
            ],
        ),
        (
            "k7/8/5n2/8/4K3/8/8/1b2r3 w - - 0 1",
            vec!["White's king is in a check no last move could have given"],
        ),
        (
            "QQQQk3/QQQQ4/Q7/8/8/8/PPPPPPPP/4K3 b - - 0 1",
            vec![
                "White has nine queens and all eight pawns",
                "White's queen on d7 and queen on d8 both give check from next to the king (or a \
                 knight's jump away): no single move gives two such checks",
            ],
        ),
        // Bishops count by the colour of their squares, as the rules
        // count them, and the reason stays beside another one.
        (
            "4k3/8/8/8/8/8/PPPPPPPP/3BKB2 w - - 0 1",
            vec!["White has two light-squared bishops and all eight pawns"],
        ),
        (
            "4k3/8/8/8/8/8/PPPPPPPP/3B1B2 w - - 0 1",
            vec![
                "White has no king",
                "White has two light-squared bishops and all eight pawns",
            ],
        ),
        (
            "4k3/8/8/8/8/8/1PPPPPPP/NNNNK3 w - - 0 1",
            vec![
                "White has four knights and seven pawns: two pieces must have been promoted, \
                 but only one pawn is missing",
            ],
        ),
        // Light and dark bishops with all eight pawns are the starting
        // set.
        ("4k3/8/8/8/8/8/PPPPPPPP/2B1KB2 w - - 0 1", vec![]),
    ]);
    // One queen too many in the starting position.
    assert_eq!(
        set_up("rnbqkbnr/pppppppp/8/8/3Q4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").problem_words(),
        ["White has two queens and all eight pawns"]
    );
}

/// Checks no last move could have given, however the rules of play take
/// them.
#[test]
fn a_check_no_game_can_reach_is_said() {
    says(&[
        // Positions no game can reach, though the rules of play accept
        // them: a pawn's check cannot have opened the bishop's line …
        (
            "4k3/7b/8/3p4/4K3/8/8/8 w - - 0 1",
            vec![
                "Black's pawn on d5 and bishop on h7 both give check, but no move of that pawn \
                 could have opened the bishop's line (f5, g6)",
            ],
        ),
        // … two checks from next to the king …
        (
            "4k3/8/8/8/8/5n2/6q1/6K1 w - - 0 1",
            vec![
                "Black's queen on g2 and knight on f3 both give check from next to the king \
                 (or a knight's jump away): no single move gives two such checks",
            ],
        ),
        // … a check by a pawn that has never moved, by a knight whose
        // squares of departure are all taken …
        (
            "8/8/8/8/8/3k4/4P3/7K b - - 0 1",
            vec![
                "White's pawn on e2 gives check, but it cannot have moved: a pawn on its second \
                 rank has never moved",
            ],
        ),
        (
            "k1r5/3p4/1N6/3p4/p1p5/8/8/7K b - - 0 1",
            vec![
                "White's knight on b6 gives check, but every square it could have come from \
                 (a4, c4, d5, d7, a8, c8) is occupied",
            ],
        ),
    ]);
}

/// Pawns that need more captures than the other side lost, or files they
/// cannot have come from; and checks that can come about, said nothing of.
#[test]
fn pawns_that_cannot_stand_where_they_do_are_said() {
    says(&[
        // White's pawns on the a, a, b, c, c, f, f and g files need seven
        // captures, though no pawn can have come from the h-file as far
        // as the ranks go; Black has lost four men.
        (
            "8/q1R1p3/1P2rp1K/2P2p1n/P1P4k/1pp1pPN1/P4PP1/2b4b w - - 0 1",
            vec![
                "White's pawns need at least seven captures to stand where they do (f3 from the \
                 h-file, a4 from the b-file, c5 from the d-file, b6 from the e-file), but Black \
                 has lost only four pieces",
            ],
        ),
        // The captures were made, but a pawn on its third rank cannot have
        // come from three files away.
        (
            "4k3/8/8/8/8/P7/PPP5/4K3 w - - 0 1",
            vec![
                "White's pawns cannot each have come from a file of its own: a pawn changes \
                 file only by capturing, one file for each rank it advances",
            ],
        ),
        // … and a pawn on another file with nothing of Black's taken.
        (
            "rnbqkbnr/pppppppp/8/8/8/P7/P1PPPPPP/RNBQKBNR w KQkq - 0 1",
            vec![
                "White's pawns need at least one capture to stand where they do (a3 from the \
                 b-file), but Black has lost no piece",
            ],
        ),
        // Where the same checks can come about, nothing is said: a
        // knight leaving the rook's rank (c1-e2), a pawn's capture opening
        // the rook's file (e5xd6), a knight just promoted. From f3 the
        // knight could not have left the rook's line (f1).
        ("4k3/8/8/8/8/8/4n3/r5K1 w - - 0 1", vec![]),
        ("8/4k3/3P4/8/8/8/8/4R1K1 b - - 0 1", vec![]),
        (
            "4k3/8/8/8/8/5n2/8/4r1K1 w - - 0 1",
            vec![
                "Black's knight on f3 and rook on e1 both give check, but no move of that knight \
                 could have opened the rook's line (f1)",
            ],
        ),
        ("7k/8/2K5/8/8/8/8/8 w - - 0 1", vec![]),
        ("3N4/8/4k3/8/8/8/8/4K3 b - - 0 1", vec![]),
    ]);
}

/// Legal positions already over say so.
#[test]
fn a_position_already_over_says_how() {
    assert_eq!(
        set_up("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1")
            .ending()
            .as_deref(),
        Some("White wins by checkmate")
    );
    assert_eq!(
        set_up("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").ending().as_deref(),
        Some("Draw by stalemate")
    );
    assert_eq!(
        set_up("4k3/8/8/8/8/8/8/4K3 w - - 0 1").ending().as_deref(),
        Some("Draw: neither side can checkmate (dead position)")
    );
    assert_eq!(SetUp::start().ending(), None);
}

#[test]
fn castling_is_offered_only_where_king_and_rook_stand_for_it() {
    let mut position = SetUp::start();
    let on = |p: &SetUp| p.castling().map(|t| (t.rook.is_some(), t.on));
    assert_eq!(on(&position), [(true, true); 4]);
    // The h1 rook leaves: White's king side goes, and the FEN says so.
    position.put(Square::H1, None);
    assert_eq!(on(&position)[0], (false, false));
    assert!(position.fen().contains(" w Qkq "), "{}", position.fen());
    // Back on h1 it is offered again, but not given back on its own.
    position.put(Square::H1, Some(Piece::from_char('R').unwrap()));
    assert_eq!(on(&position)[0], (true, false));
    position.set_castling(Color::White, CastlingSide::KingSide, true);
    assert!(position.fen().contains(" w KQkq "));
    // The king off its square: none of White's.
    position.move_piece(Square::E1, Square::E2);
    assert_eq!(&on(&position)[..2], [(false, false), (false, false)]);
    assert!(position.fen().contains(" w kq "), "{}", position.fen());
    // A right asked for where no rook stands changes nothing.
    position.set_castling(Color::White, CastlingSide::QueenSide, true);
    assert!(position.fen().contains(" w kq "));

    // Chess960: king b1, rooks a1 and e1; the rook's file is kept.
    let mut chess960 = set_up("1k6/8/8/8/8/8/8/RK2R3 w - - 0 1");
    let rooks = chess960.castling().map(|t| t.rook);
    assert_eq!(rooks, [Some(Square::E1), Some(Square::A1), None, None]);
    chess960.set_castling(Color::White, CastlingSide::KingSide, true);
    assert_eq!(chess960.mode(), CastlingMode::Chess960);
    assert_eq!(chess960.fen(), "1k6/8/8/8/8/8/8/RK2R3 w K - 0 1");
    assert!(
        chess960.problem_words().is_empty(),
        "{:?}",
        chess960.problem_words()
    );
    // An inner rook beside the outer one: the outermost is the right's.
    let inner = set_up("4k3/8/8/8/8/8/8/R1R1K3 w Q - 0 1");
    assert_eq!(inner.castling()[1].rook, Some(Square::A1));
    assert!(inner.castling()[1].on);
    // Rights a FEN gives without their rooks are not kept.
    assert_eq!(
        set_up("4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1").fen(),
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
    );
}

#[test]
fn a_chess960_right_on_an_inner_rook_is_kept() {
    // b1 inside a1, and b8: the rights name the rooks they mean.
    let position = set_up("1r1k2r1/8/8/8/8/8/8/RR1K2R1 w BGbg - 0 1");
    assert_eq!(position.fen(), "1r1k2r1/8/8/8/8/8/8/RR1K2R1 w KBkq - 0 1");
    assert_eq!(
        position.castling().map(|t| (t.rook, t.on)),
        [
            (Some(Square::G1), true),
            (Some(Square::B1), true),
            (Some(Square::G8), true),
            (Some(Square::B8), true),
        ]
    );
    assert_eq!(position.mode(), CastlingMode::Chess960);
    assert!(
        position.problem_words().is_empty(),
        "{:?}",
        position.problem_words()
    );
    // g1 inside h1.
    let mut position = set_up("4k3/8/8/8/8/8/8/4K1RR w G - 0 1");
    assert_eq!(position.fen(), "4k3/8/8/8/8/8/8/4K1RR w G - 0 1");
    assert_eq!(position.castling()[0].rook, Some(Square::G1));
    assert!(
        position.problem_words().is_empty(),
        "{:?}",
        position.problem_words()
    );
    // Turned off, then on again: the right goes to the outermost rook.
    position.set_castling(Color::White, CastlingSide::KingSide, false);
    assert_eq!(position.fen(), "4k3/8/8/8/8/8/8/4K1RR w - - 0 1");
    position.set_castling(Color::White, CastlingSide::KingSide, true);
    assert_eq!(position.fen(), "4k3/8/8/8/8/8/8/4K1RR w K - 0 1");
    // Two rights on one side: the outermost rook's stays.
    assert_eq!(
        set_up("4k3/8/8/8/8/8/8/4K1RR w GH - 0 1").fen(),
        "4k3/8/8/8/8/8/8/4K1RR w K - 0 1"
    );
}

#[test]
fn what_a_fen_gives_that_the_position_cannot_use_is_said() {
    let dropped = |fen: &str| -> Vec<String> {
        SetUp::read_fen(fen)
            .unwrap()
            .dropped
            .iter()
            .map(rookery::i18n::Said::english)
            .collect()
    };
    assert_eq!(
        dropped("4k3/8/8/8/8/8/8/4K3 w Kq - 0 1"),
        [
            "The castling right of the rook on h1 was dropped: there is no white rook on h1.",
            "The castling right of the rook on a8 was dropped: there is no black rook on a8.",
        ]
    );
    assert_eq!(
        dropped("4k3/8/8/8/8/8/4K3/7R w K - 0 1"),
        [
            "The castling right of the rook on h1 was dropped: White's king is not on its first \
          rank, where castling starts."
        ]
    );
    assert_eq!(
        dropped("4k3/8/8/8/8/8/8/4K1RR w GH - 0 1"),
        [
            "The castling right of the rook on g1 was dropped: White already castles with another \
          rook on that side of the king."
        ]
    );
    assert_eq!(
        dropped("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"),
        ["The en passant square e3 was dropped: no black pawn can take on e3."]
    );
    assert_eq!(
        dropped("4k3/8/8/8/8/8/8/4K3 b - e3 0 1"),
        [
            "The en passant square e3 was dropped: no white pawn stands on e4 as after a double \
          step."
        ]
    );
    assert_eq!(
        dropped("4k3/8/8/8/3pP3/8/8/4K3 w - e3 0 1"),
        [
            "The en passant square e3 was dropped: with White to move, an en passant square is on \
          the sixth rank."
        ]
    );
    // What the position uses is kept, and nothing said.
    assert!(dropped("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").is_empty());
    assert!(dropped("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1").is_empty());
}

/// A tiny deterministic generator (xorshift64*), for random games that are
/// the same in every run.
struct Xorshift(u64);

impl Xorshift {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }
}

#[test]
fn no_position_a_game_reaches_is_refused() {
    use shakmaty::{Chess, EnPassantMode, Position};
    // Random games reach every kind of check (double, discovered, by
    // promotion, after en passant) and pawns on every file: each position
    // is reachable, so the editor must find nothing wrong with it, with
    // its en passant square or without.
    let mut random = Xorshift(0x9e37_79b9_7f4a_7c15);
    let mut checked = 0;
    for _ in 0..300 {
        let mut position = Chess::default();
        for _ in 0..300 {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[random.below(moves.len())];
            position.play_unchecked(m);
            let set_up = SetUp::of(&position);
            assert_eq!(
                set_up.problem_words(),
                Vec::<String>::new(),
                "{}",
                shakmaty::fen::Fen::from_position(&position, EnPassantMode::Legal)
            );
            checked += 1;
        }
    }
    assert!(checked > 30_000, "{checked}");
}

#[test]
fn en_passant_is_offered_only_where_a_capture_is_possible() {
    let cases: [(&str, &[Square]); 12] = [
        ("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1", &[Square::E3]),
        ("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1", &[]),
        ("4k3/8/8/3Pp3/8/8/8/4K3 w - - 0 1", &[Square::E6]),
        ("4k3/8/8/3PpP2/8/8/8/4K3 w - - 0 1", &[Square::E6]),
        ("4k3/8/8/2pP1p2/8/8/8/4K3 w - - 0 1", &[Square::C6]),
        ("4k3/4p3/8/3Pp3/8/8/8/4K3 w - - 0 1", &[]),
        ("4k3/8/8/K2Pp2r/8/8/8/8 w - - 0 1", &[]),
        ("4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1", &[]),
        ("4k3/8/8/8/Pp6/8/8/4K3 b - - 0 1", &[Square::A3]),
        ("4k3/8/8/2PpP3/8/8/8/4K3 w - - 0 1", &[Square::D6]),
        // Two pawns that could just have stepped twice: both squares.
        (
            "4k3/8/8/pP4Pp/8/8/8/4K3 w - - 0 1",
            &[Square::A6, Square::H6],
        ),
        // The capture would leave the king in check along the diagonal.
        ("7k/1K6/8/3Pp3/8/5b2/8/8 w - - 0 1", &[]),
    ];
    for (fen, expected) in cases {
        assert_eq!(set_up(fen).en_passant_options(), expected, "{fen}");
    }
    let mut position = set_up("4k3/8/8/3Pp3/8/8/8/4K3 w - - 0 1");
    position.set_en_passant(Some(Square::D6));
    assert_eq!(position.en_passant(), None, "d6 is not offered");
    position.set_en_passant(Some(Square::E6));
    assert_eq!(position.fen(), "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1");
    // Black to move: the square no longer serves.
    position.set_turn(Color::Black);
    assert_eq!(position.en_passant(), None);
}

#[test]
fn fen_board_fen_round_trips_and_unreadable_fens_say_where() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 12 40",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
        "8/8/8/8/8/8/6k1/K7 w - - 99 150",
        "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1",
    ] {
        let position = set_up(fen);
        assert_eq!(position.fen(), fen);
        assert_eq!(set_up(&position.fen()), position);
    }
    // Shredder-FEN comes back as X-FEN.
    assert_eq!(
        set_up("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9").fen(),
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9"
    );
    let mut counters = SetUp::empty();
    counters.set_counters(7, NonZeroU32::new(31).unwrap());
    assert!(counters.fen().ends_with(" w - - 7 31"));
    let error = SetUp::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1").unwrap_err();
    assert_eq!(
        fen_words(&error).english(),
        "the piece placement (first field) is not valid: 8 ranks of 8 squares, from a8"
    );
    let error = SetUp::from_fen("8/8/8/8/8/8/8/8 x - - 0 1").unwrap_err();
    assert_eq!(
        fen_words(&error).english(),
        "invalid FEN: the side to move (second field) must be w or b"
    );
}

#[test]
fn placing_moving_removing_and_clearing() {
    let mut position = SetUp::start();
    position.move_piece(Square::E2, Square::E4);
    position.put(Square::D1, None);
    position.put(Square::D4, Some(Piece::from_char('q').unwrap()));
    assert_eq!(
        position.fen(),
        "rnbqkbnr/pppppppp/8/8/3qP3/8/PPPP1PPP/RNB1KBNR w KQkq - 0 1"
    );
    assert_eq!(
        position.piece_at(Square::E4),
        Some(Piece::from_char('P').unwrap())
    );
    position.clear();
    assert_eq!(position.fen(), "8/8/8/8/8/8/8/8 w - - 0 1");
}
