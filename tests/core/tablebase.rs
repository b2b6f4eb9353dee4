//! Syzygy tables (fixtures from python-chess 1.11.2's `data/syzygy/regular/`,
//! GPL-3.0): every position's and every move's outcome and distance as
//! python-chess 1.11.2 reads the same files (`probe_wdl`, `probe_dtz`, ten
//! positions), the moves sorted as lichess sorts them, and the failures in
//! words.

use std::path::PathBuf;

use rookery::desktop::tablebase::{Outcome, Tables, probe_text};

fn fixtures() -> Vec<PathBuf> {
    vec![PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/syzygy")]
}

/// Each position, and what python-chess says of it and of each move (its
/// first line, then the moves in UCI order).
const EXPECTED: &[(&str, &str)] = &[
    (
        "8/8/2K5/8/4P3/8/8/3r3k b - - 1 1",
        "Black to move: win, DTZ 7\n\
         d1a1 Ra1 draw 0\n\
         d1b1 Rb1 draw 0\n\
         d1c1 Rc1+ draw 0\n\
         d1d2 Rd2 draw 0\n\
         d1d3 Rd3 draw 0\n\
         d1d4 Rd4 draw 0\n\
         d1d5 Rd5 loss -1\n\
         d1d6 Rd6+ loss -1\n\
         d1d7 Rd7 loss -1\n\
         d1d8 Rd8 draw 0\n\
         d1e1 Re1 win 6\n\
         d1f1 Rf1 draw 0\n\
         d1g1 Rg1 draw 0\n\
         h1g1 Kg1 draw 0\n\
         h1g2 Kg2 draw 0\n\
         h1h2 Kh2 draw 0\n\
         ",
    ),
    (
        "8/8/8/5N2/5K2/2kB4/8/8 b - - 0 1",
        "Black to move: draw, DTZ 0\n\
         c3b2 Kb2 loss -48\n\
         c3b3 Kb3 loss -48\n\
         c3b4 Kb4 loss -48\n\
         c3d2 Kd2 loss -48\n\
         c3d3 Kxd3 draw 0\n\
         ",
    ),
    (
        "7n/6k1/4R3/4K3/8/8/8/8 w - - 0 1",
        "White to move: win, DTZ 10\n\
         e5d4 Kd4 draw 0\n\
         e5d5 Kd5 draw 0\n\
         e5d6 Kd6 draw 0\n\
         e5e4 Ke4 draw 0\n\
         e5f4 Kf4 draw 0\n\
         e5f5 Kf5 draw 0\n\
         e6a6 Ra6 draw 0\n\
         e6b6 Rb6 draw 0\n\
         e6c6 Rc6 draw 0\n\
         e6d6 Rd6 draw 0\n\
         e6e7 Re7+ win 9\n\
         e6e8 Re8 draw 0\n\
         e6f6 Rf6 draw 0\n\
         e6g6 Rg6+ draw 0\n\
         e6h6 Rh6 draw 0\n\
         ",
    ),
    (
        "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1",
        "White to move: win, DTZ 3\n\
         e6d5 Kd5 draw 0\n\
         e6d6 Kd6 win 2\n\
         e6f5 Kf5 draw 0\n\
         e6f6 Kf6 win 2\n\
         ",
    ),
    (
        "8/8/8/8/8/2k5/1q6/K7 w - - 0 1",
        "White to move: loss, DTZ -1\n\
         ",
    ),
    (
        "8/8/8/8/4k3/8/8/R3K3 w - - 0 1",
        "White to move: win, DTZ 25\n\
         a1a2 Ra2 win 28\n\
         a1a3 Ra3 win 28\n\
         a1a4 Ra4+ win 28\n\
         a1a5 Ra5 win 24\n\
         a1a6 Ra6 win 28\n\
         a1a7 Ra7 win 28\n\
         a1a8 Ra8 win 28\n\
         a1b1 Rb1 win 30\n\
         a1c1 Rc1 win 30\n\
         a1d1 Rd1 win 28\n\
         e1d1 Kd1 win 28\n\
         e1d2 Kd2 win 26\n\
         e1e2 Ke2 win 26\n\
         e1f1 Kf1 win 28\n\
         e1f2 Kf2 win 28\n\
         ",
    ),
    (
        "8/6k1/8/8/8/8/1K6/6Q1 b - - 0 1",
        "Black to move: loss, DTZ -16\n\
         g7f6 Kf6 loss -15\n\
         g7f7 Kf7 loss -15\n\
         g7f8 Kf8 loss -11\n\
         g7h6 Kh6 loss -9\n\
         g7h7 Kh7 loss -9\n\
         g7h8 Kh8 loss -9\n\
         ",
    ),
    (
        "8/8/8/8/8/5k2/4p3/4K2R b - - 0 1",
        "Black to move: loss, DTZ -6\n\
         f3e3 Ke3 loss -3\n\
         f3e4 Ke4 loss -1\n\
         f3f4 Kf4 loss -1\n\
         f3g2 Kg2 loss -5\n\
         f3g3 Kg3 loss -1\n\
         f3g4 Kg4 loss -1\n\
         ",
    ),
    (
        "8/8/8/8/8/2k5/8/KBN5 w - - 0 1",
        "White to move: win, DTZ 58\n\
         a1a2 Ka2 win 59\n\
         b1a2 Ba2 win 61\n\
         b1c2 Bc2 draw 0\n\
         b1d3 Bd3 win 59\n\
         b1e4 Be4 win 61\n\
         b1f5 Bf5 win 57\n\
         b1g6 Bg6 win 59\n\
         b1h7 Bh7 win 59\n\
         c1a2 Na2+ win 61\n\
         c1b3 Nb3 draw 0\n\
         c1d3 Nd3 win 57\n\
         c1e2 Ne2+ win 57\n\
         ",
    ),
    (
        "4k3/8/8/8/8/8/3r4/4K2Q w - - 0 1",
        "White to move: win, DTZ 1\n\
         e1d2 Kxd2 win 16\n\
         e1f1 Kf1 draw 0\n\
         h1a8 Qa8+ win 48\n\
         h1b7 Qb7 win 48\n\
         h1c6 Qc6+ win 48\n\
         h1d5 Qd5 loss -1\n\
         h1e4 Qe4+ win 2\n\
         h1f1 Qf1 win 48\n\
         h1f3 Qf3 win 48\n\
         h1g1 Qg1 win 48\n\
         h1g2 Qg2 loss -1\n\
         h1h2 Qh2 loss -1\n\
         h1h3 Qh3 win 46\n\
         h1h4 Qh4 win 48\n\
         h1h5 Qh5+ win 2\n\
         h1h6 Qh6 win 44\n\
         h1h7 Qh7 win 48\n\
         h1h8 Qh8+ win 2\n\
         ",
    ),
];

#[test]
fn every_position_and_move_reads_as_python_chess_reads_it() {
    for (fen, expected) in EXPECTED {
        let text = probe_text(fen, &fixtures()).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let mut lines: Vec<&str> = text.lines().collect();
        let first = lines.remove(0);
        lines.sort();
        let mut expected_lines: Vec<&str> = expected.lines().collect();
        assert_eq!(first, expected_lines.remove(0), "{fen}");
        assert_eq!(lines, expected_lines, "{fen}");
    }
}

#[test]
fn moves_are_sorted_mate_first_then_quickest_win_then_longest_loss() {
    let tables = Tables::open(&fixtures()).unwrap();
    assert_eq!(tables.max_pieces(), 4);
    // KQvK: mate in one first.
    let text = probe_text("7k/8/6K1/8/8/8/8/1Q6 w - - 0 1", &fixtures()).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "White to move: win, DTZ 1");
    assert_eq!(lines[1], "b1b8 Qb8# win mate");
    // KRvKP with Black to move: the one winning move, then the draws,
    // then the losses.
    let text = probe_text("8/8/2K5/8/4P3/8/8/3r3k b - - 1 1", &fixtures()).unwrap();
    let outcomes: Vec<&str> = text
        .lines()
        .skip(1)
        .map(|l| l.split(' ').nth(2).unwrap())
        .collect();
    assert_eq!(outcomes[0], "win");
    assert!(outcomes[1..13].iter().all(|o| *o == "draw"), "{text}");
    assert!(outcomes[13..].iter().all(|o| *o == "loss"), "{text}");
    // Black, lost in KQvK, resists longest first: Kf6 and Kf7 (15 plies).
    let text = probe_text("8/6k1/8/8/8/8/1K6/6Q1 b - - 0 1", &fixtures()).unwrap();
    let second: Vec<&str> = text.lines().skip(1).take(2).collect();
    assert_eq!(second, ["g7f6 Kf6 loss -15", "g7f7 Kf7 loss -15"]);
    assert_eq!(Outcome::CursedWin.flipped(), Outcome::BlessedLoss);
}

#[test]
fn what_the_tables_cannot_answer_is_said() {
    let e = probe_text("not a fen", &fixtures()).unwrap_err();
    assert!(e.starts_with("\"not a fen\" is not a FEN"), "{e}");
    let e = probe_text("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", &fixtures()).unwrap_err();
    assert_eq!(e, "The tables hold no position with a castling right.");
    let e = probe_text("4k3/8/8/8/8/8/PPP5/4K3 w - - 0 1", &fixtures()).unwrap_err();
    assert_eq!(
        e,
        "The position has 5 pieces; the tables here cover at most 4."
    );
    // KQvKQ: four pieces, but not among the fixtures.
    let e = probe_text("4k3/8/8/8/8/8/q7/Q3K3 w - - 0 1", &fixtures()).unwrap_err();
    assert_eq!(e, "The table for KQvKQ is missing.");
    let empty = tempfile::tempdir().unwrap();
    let e = probe_text("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", &[empty.path().to_owned()]).unwrap_err();
    assert!(
        e.starts_with("No Syzygy tables (.rtbw, .rtbz) were found in "),
        "{e}"
    );
    let e = probe_text(
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
        &[empty.path().join("gone")],
    )
    .unwrap_err();
    assert!(e.starts_with("There is no folder "), "{e}");
    assert!(e.ends_with("gone for the tables."), "{e}");
}

#[test]
fn a_report_marks_the_move_that_spoils_a_won_ending_from_the_tables_not_the_engine() {
    use rookery::{
        chess::{
            eval::Eval,
            game::Game,
            report::{Exact, Searched, notes, write},
        },
        desktop::report::judge_by_tables,
    };
    use shakmaty::{CastlingMode, Chess, fen::Fen};
    let tables = Tables::open(&fixtures()).unwrap();
    // Black's rook wins against the pawn (1... Re1 keeps the win); 1... Ra1
    // lets the pawn run to a draw (python-chess: "d1a1 Ra1 draw 0").
    let start: Chess = "8/8/2K5/8/4P3/8/8/3r3k b - - 1 1"
        .parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap();
    let mut game = Game::from_position(start, CastlingMode::Standard);
    game.play_san("Ra1").unwrap();
    let keep = tables.best_move(game.position()).unwrap();
    let keep_san = shakmaty::san::San::from_move(game.position(), keep).to_string();
    game.play_san(&keep_san).unwrap();
    // The engine's scores: Black's first move costs nothing, White's
    // answer looks like a blunder (0.00 to −9.00).
    let searched = |cp| {
        Some(Searched {
            eval: Eval::Cp(cp),
            best: Vec::new(),
            exact: None,
        })
    };
    let mut found = vec![searched(-500), searched(0), searched(-900)];
    judge_by_tables(&tables, &game, &mut found);
    let exact: Vec<Option<Exact>> = found.iter().map(|f| f.as_ref().unwrap().exact).collect();
    assert_eq!(
        exact,
        [Some(Exact::BlackWins), Some(Exact::Draw), Some(Exact::Draw)]
    );
    let marked = notes(&game, &found);
    assert_eq!(marked[0].glyph, Some(4), "Ra1 spoils the win: ??");
    assert_eq!(
        marked[0].comment.as_deref(),
        Some("Endgame tables: this turns a win into a draw.")
    );
    assert_eq!(
        marked[1].glyph, None,
        "{keep_san} keeps the draw, whatever the engine says"
    );
    assert_eq!(marked[1].comment, None);
    // Written into the record: the glyph and the words after the move.
    let mut game = game.into_record();
    write(&mut game, &found).unwrap();
    let first = &game.plies()[0];
    assert_eq!(first.nags, [4]);
    // The counts under the board say so too, though the scores did not.
    let [_, black] = rookery::chess::report::summary(&game).unwrap();
    assert_eq!(black.blunders, 1);
    assert_eq!(
        first.comments.last().map(String::as_str),
        Some("Endgame tables: this turns a win into a draw.")
    );
}
