//! Tactics puzzles in the core: lichess's CSV, EPD and PGN sets, solving
//! a puzzle move by move, the Glicko-2 rating, the themes and the
//! generator's rules.

use rookery::chess::{
    eval::Eval,
    puzzles::{
        Judged, PuzzleProblem, TacticPuzzle,
        finder::{Analyst, Pair, moment, only_move, puzzle_at},
        glicko::{Outcome, Rating, TAU, theme_weight},
        lichess::{RowProblem, Rows, Writer},
        position_of,
        sets::{read_epd, read_pgn_set},
        themes::{Ending, tag},
    },
};
use shakmaty::{Chess, Move, Position, uci::UciMove};

fn fixture(name: &str) -> String {
    let path = format!(
        "{}/tests/fixtures/puzzles/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(path).unwrap()
}

fn mv(position: &Chess, uci: &str) -> Move {
    uci.parse::<UciMove>().unwrap().to_move(position).unwrap()
}

#[test]
fn lichess_rows_are_read_and_bad_ones_named_by_line() {
    let text = fixture("lichess.csv");
    let rows: Vec<_> = Rows::new(text.as_bytes()).collect();
    let good: Vec<_> = rows.iter().filter_map(|r| r.as_ref().ok()).collect();
    assert_eq!(
        good.iter().map(|r| r.id.as_str()).collect::<Vec<_>>(),
        ["R0001", "R0002", "R0008"]
    );
    let first = good[0];
    assert_eq!(first.rating, 1184);
    assert_eq!(first.deviation, 76);
    assert_eq!(first.popularity, 94);
    assert_eq!(first.plays, 2113);
    assert_eq!(first.themes, "backRankMate endgame mate mateIn1 oneMove");
    assert_eq!(first.game_url, "https://lichess.org/abcdEFGH#61");
    assert_eq!(
        good[1].openings,
        "Italian_Game Italian_Game_Other_variations"
    );
    assert_eq!(good[2].rating, 0, "an empty rating reads as none");
    let errors: Vec<(u64, RowProblem)> = rows
        .iter()
        .filter_map(|r| r.as_ref().err())
        .map(|e| (e.line, e.problem.clone()))
        .collect();
    assert_eq!(
        errors,
        [
            (4, RowProblem::Puzzle(PuzzleProblem::Move("e2e4".into()))),
            (
                5,
                RowProblem::Puzzle(PuzzleProblem::Fen(
                    "r5k1/5ppp/8/8/8/8/5PPP/3R2K1 x - - 0 1".into()
                ))
            ),
            (6, RowProblem::Number("Rating")),
            (
                7,
                RowProblem::Puzzle(PuzzleProblem::Fen("8/8/8/8/8/8/8/8 w - - 0 1".into()))
            ),
            (8, RowProblem::Columns(2)),
        ]
    );
    let said = rows[2].as_ref().unwrap_err().to_string();
    assert_eq!(said, "line 4: the move \"e2e4\" is not legal there");
}

#[test]
fn a_lichess_puzzle_is_solved_move_by_move() {
    let text = fixture("lichess.csv");
    let rows: Vec<_> = Rows::new(text.as_bytes()).filter_map(Result::ok).collect();
    let puzzle = rows[1].puzzle().unwrap();
    assert!(puzzle.setup);
    assert_eq!(puzzle.solver(), shakmaty::Color::Black);
    assert_eq!(puzzle.player_moves(), 3);
    let mut run = puzzle.run();
    // The knight has taken on f7; Black is to move.
    assert_eq!(run.position().turn(), shakmaty::Color::Black);
    let qxg2 = mv(run.position(), "g5g2");
    let rf1 = mv(
        &{
            let mut p = run.position().clone();
            p.play_unchecked(qxg2);
            p
        },
        "h1f1",
    );
    assert_eq!(run.play(&puzzle, qxg2), Judged::Right(rf1));
    let wrong = mv(run.position(), "g2h1");
    let right = mv(run.position(), "g2e4");
    assert_eq!(run.play(&puzzle, wrong), Judged::Wrong(Some(right)));
    assert!(matches!(run.play(&puzzle, right), Judged::Right(_)));
    let mate = mv(run.position(), "d4f3");
    assert_eq!(run.play(&puzzle, mate), Judged::Solved);
}

#[test]
fn any_mate_solves_the_last_step() {
    // White to mate in one after ...Ra2: Rd8 is the line; no other mate
    // exists, so a rook move along the first rank fails.
    let rows: Vec<_> = Rows::new(fixture("lichess.csv").as_bytes())
        .filter_map(Result::ok)
        .collect();
    let puzzle = rows[0].puzzle().unwrap();
    let mut run = puzzle.run();
    let rd8 = mv(run.position(), "d1d8");
    let rd7 = mv(run.position(), "d1d7");
    assert_eq!(run.clone().play(&puzzle, rd7), Judged::Wrong(Some(rd8)));
    assert_eq!(run.play(&puzzle, rd8), Judged::Solved);
}

#[test]
fn rows_are_written_as_lichess_writes_them() {
    let rows: Vec<_> = Rows::new(fixture("lichess.csv").as_bytes())
        .filter_map(Result::ok)
        .collect();
    let mut out = Vec::new();
    let mut writer = Writer::new(&mut out).unwrap();
    writer.write(&rows[0]).unwrap();
    writer.write(&rows[2]).unwrap();
    writer.finish().unwrap();
    let text = String::from_utf8(out).unwrap();
    let expected = fixture("lichess.csv");
    let lines: Vec<&str> = expected.lines().collect();
    assert_eq!(
        text,
        format!(
            "{}\n{}\n{}\n",
            lines[0],
            lines[1],
            lines[8].replace(",,,,,mateIn1", ",,,0,0,mateIn1")
        )
    );
}

#[test]
fn epd_suites_give_best_moves_and_moves_to_avoid() {
    let (puzzles, errors) = read_epd(&fixture("suite.epd"));
    assert_eq!(
        puzzles.iter().map(|p| p.id.as_str()).collect::<Vec<_>>(),
        ["WAC.001", "BK.01", "avoid Ra2"]
    );
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].at, 5);
    assert_eq!(errors[0].problem, PuzzleProblem::Move("Qh4".into()));
    let wac = &puzzles[0];
    assert!(!wac.setup);
    let mut run = wac.run();
    let qg6 = mv(run.position(), "g3g6");
    let nh5 = mv(run.position(), "f6h5");
    assert_eq!(run.clone().play(wac, nh5), Judged::Wrong(Some(qg6)));
    assert_eq!(run.play(wac, qg6), Judged::Solved);
    let avoid = &puzzles[2];
    let mut run = avoid.run();
    let ra2 = mv(run.position(), "a8a2");
    let kf8 = mv(run.position(), "g8f8");
    assert_eq!(run.clone().play(avoid, ra2), Judged::Wrong(None));
    assert_eq!(run.play(avoid, kf8), Judged::Solved);
}

#[test]
fn pgn_sets_take_games_from_a_fen_with_their_main_line() {
    let (puzzles, errors) = read_pgn_set(&fixture("set.pgn"));
    assert_eq!(
        puzzles
            .iter()
            .map(|p| (p.id.as_str(), p.moves.len()))
            .collect::<Vec<_>>(),
        [("Back rank", 1), ("Two moves", 3)]
    );
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].at, 2);
    let two = &puzzles[1];
    assert_eq!(two.player_moves(), 2);
    let mut run = two.run();
    let qg6 = mv(run.position(), "g3g6");
    assert!(matches!(run.play(two, qg6), Judged::Right(_)));
    let qh7 = mv(run.position(), "g6h7");
    assert_eq!(run.play(two, qh7), Judged::Solved);
}

fn rating(rating: f64, deviation: f64, volatility: f64) -> Rating {
    Rating {
        rating,
        deviation,
        volatility,
    }
}

/// Rating, deviation and volatility rounded as compared.
fn shown(r: Rating) -> (String, String, String) {
    (
        format!("{:.2}", r.rating),
        format!("{:.2}", r.deviation),
        format!("{:.4}", r.volatility),
    )
}

#[test]
fn glicko_updates_equal_the_reference_at_tau_0_75() {
    // Reference values from the PyPI `glicko2` package 2.1.0 (Glickman's
    // formulas, its volatility by Newton's method) with _tau = 0.75; the
    // volatility agrees to four places with the Illinois method used here.
    let cases = [
        (
            rating(1500.0, 500.0, 0.09),
            (1500.0, 80.0),
            1.0,
            ("1736.85", "291.38", "0.0900"),
        ),
        (
            rating(1500.0, 500.0, 0.09),
            (1500.0, 80.0),
            0.0,
            ("1263.15", "291.38", "0.0900"),
        ),
        (
            rating(1800.0, 60.0, 0.06),
            (2100.0, 75.0),
            1.0,
            ("1817.24", "60.44", "0.0600"),
        ),
        (
            rating(1800.0, 60.0, 0.06),
            (1400.0, 75.0),
            0.0,
            ("1781.42", "60.59", "0.0600"),
        ),
        (
            rating(1200.0, 120.0, 0.09),
            (1250.0, 90.0),
            1.0,
            ("1241.53", "114.86", "0.0900"),
        ),
    ];
    for (player, (r, rd), score, expected) in cases {
        let opponent = rating(r, rd, 0.06);
        let after = player.after_period(&[Outcome { opponent, score }], TAU);
        let expected = (
            expected.0.to_owned(),
            expected.1.to_owned(),
            expected.2.to_owned(),
        );
        assert_eq!(shown(after), expected, "{player:?} against {r}");
    }
}

#[test]
fn glicko_keeps_lichess_s_bounds_and_starts_new_players_at_1500() {
    assert_eq!(Rating::NEW, rating(1500.0, 500.0, 0.09));
    assert_eq!(
        rating(1600.0, 30.0, 0.2).capped(),
        rating(1600.0, 45.0, 0.1)
    );
    let after = Rating::NEW.after_puzzle(1500.0, 80.0, true);
    assert_eq!(
        shown(after),
        ("1736.85".into(), "291.38".into(), "0.0900".into())
    );
    assert!(after.provisional());
    // No game in a period: only the deviation grows.
    let idle = rating(1500.0, 50.0, 0.06).after_period(&[], TAU);
    assert_eq!(format!("{:.2}", idle.deviation), "51.07");
}

#[test]
fn a_chosen_theme_weighs_a_rated_round_as_lila_does() {
    // Expected: the PyPI `glicko2` package's update (τ 0.75, capped),
    // then lila's `Glicko.average` with its `Float` weight, in Python.
    let cases = [
        // A hinting theme: a fifth of a success.
        (
            rating(1500.0, 500.0, 0.09),
            (1500.0, 80.0, true, Some("fork")),
            ("1547.37", "458.28", "0.0900"),
        ),
        // An obvious one: four tenths of a failure.
        (
            rating(1500.0, 500.0, 0.09),
            (1500.0, 80.0, false, Some("mateIn2")),
            ("1405.26", "416.55", "0.0900"),
        ),
        // The game's phase says nothing: seven tenths, eight.
        (
            rating(1800.0, 60.0, 0.06),
            (2100.0, 75.0, true, Some("endgame")),
            ("1812.07", "60.30", "0.0600"),
        ),
        (
            rating(1800.0, 60.0, 0.06),
            (1400.0, 75.0, false, Some("middlegame")),
            ("1785.13", "60.47", "0.0600"),
        ),
        // A provisional puzzle (deviation 130): a mix's success counts
        // eight tenths; a hinting theme's failure the floor, a tenth.
        (
            rating(1200.0, 120.0, 0.09),
            (1250.0, 130.0, true, None),
            ("1232.03", "116.23", "0.0900"),
        ),
        (
            rating(1200.0, 120.0, 0.09),
            (1250.0, 130.0, false, Some("fork")),
            ("1196.93", "119.53", "0.0900"),
        ),
    ];
    for (player, (puzzle, deviation, solved, theme), expected) in cases {
        let after = player.after_round(puzzle, deviation, solved, theme);
        let expected = (
            expected.0.to_owned(),
            expected.1.to_owned(),
            expected.2.to_owned(),
        );
        assert_eq!(shown(after), expected, "{theme:?}, solved {solved}");
    }
    assert_eq!(theme_weight(None, false), 1.0);
    assert_eq!(theme_weight(Some("smotheredMate"), true), 0.1);
    assert_eq!(theme_weight(Some("castling"), false), 0.4);
}

#[test]
fn themes_are_tagged_from_the_solution() {
    let rows: Vec<_> = Rows::new(fixture("lichess.csv").as_bytes())
        .filter_map(Result::ok)
        .collect();
    let back_rank = rows[0].puzzle().unwrap();
    assert_eq!(
        tag(&back_rank, Ending::Mate),
        ["mate", "mateIn1", "oneMove", "endgame", "backRankMate"]
    );
    let blackburne = rows[1].puzzle().unwrap();
    // Qxe4+ attacks the king and a bishop, worth less than the queen: no
    // fork by lichess's rule.
    assert_eq!(
        tag(&blackburne, Ending::Mate),
        ["mate", "mateIn3", "long", "opening"]
    );
    // Nc7+ attacks the king and the rook.
    let fork = TacticPuzzle {
        id: "fork".into(),
        position: position_of("r3k3/8/8/1N6/8/8/8/4K3 w - - 0 40").unwrap(),
        moves: Vec::new(),
        setup: false,
        also: Vec::new(),
        avoid: Vec::new(),
        rating: None,
        themes: Vec::new(),
    };
    let fork = TacticPuzzle {
        moves: rookery::chess::puzzles::line_of(&fork.position, "b5c7 e8d7 c7a8").unwrap(),
        ..fork
    };
    assert_eq!(
        tag(&fork, Ending::Cp(700)),
        ["short", "endgame", "fork", "crushing"]
    );
    assert_eq!(
        tag(&fork, Ending::Cp(300)),
        ["short", "endgame", "fork", "advantage"]
    );
}

/// Answers from a table: the position's FEN (its board and side) to the
/// two best moves in UCI with their evaluations.
struct Scripted(
    Vec<(
        &'static str,
        (&'static str, Eval),
        Option<(&'static str, Eval)>,
    )>,
);

impl Analyst for Scripted {
    fn pair(&mut self, position: &Chess) -> Option<Pair> {
        let fen =
            shakmaty::fen::Fen::from_position(position, shakmaty::EnPassantMode::Legal).to_string();
        let (_, best, second) = self.0.iter().find(|(f, ..)| fen.starts_with(f))?;
        Some(Pair {
            best: (mv(position, best.0), best.1),
            second: second.map(|s| (mv(position, s.0), s.1)),
        })
    }
}

#[test]
fn the_generator_takes_an_only_move_and_skips_two_winning_moves() {
    let before =
        position_of("r1b1kbnr/pppp1ppp/8/4N1q1/2BnP3/8/PPPP1PPP/RNBQK2R w KQkq - 1 5").unwrap();
    let nxf7 = mv(&before, "e5f7");
    let mut after = before.clone();
    after.play_unchecked(nxf7);
    // Black's winning chances jump from a level game.
    assert_eq!(
        moment(&after, Eval::Cp(17), Eval::Cp(528)),
        Some(rookery::chess::puzzles::finder::Kind::Advantage)
    );
    assert_eq!(moment(&after, Eval::Cp(17), Eval::Cp(150)), None);
    let only = Pair {
        best: (mv(&after, "g5g2"), Eval::Cp(528)),
        second: Some((mv(&after, "g5h4"), Eval::Cp(-242))),
    };
    assert!(only_move(&after, &only));
    let two = Pair {
        second: Some((mv(&after, "d4c2"), Eval::Cp(480))),
        ..only
    };
    assert!(!only_move(&after, &two));
    // The whole line by scripted answers: a mate in three, each move the
    // only one.
    let line =
        |fen: &'static str, best, e, second: Option<(&'static str, Eval)>| (fen, (best, e), second);
    let mut forced = Scripted(vec![
        line(
            "r1b1kbnr/pppp1Npp/8/6q1/2BnP3/8/PPPP1PPP/RNBQK2R b",
            "g5g2",
            Eval::Mate(3),
            Some(("g5h4", Eval::Cp(-242))),
        ),
        line(
            "r1b1kbnr/pppp1Npp/8/8/2BnP3/8/PPPP1PqP/RNBQK2R w",
            "h1f1",
            Eval::Mate(-2),
            Some(("d2d3", Eval::Mate(-2))),
        ),
        line(
            "r1b1kbnr/pppp1Npp/8/8/2BnP3/8/PPPP1PqP/RNBQKR2 b",
            "g2e4",
            Eval::Mate(2),
            Some(("d7d5", Eval::Cp(478))),
        ),
        line(
            "r1b1kbnr/pppp1Npp/8/8/2Bnq3/8/PPPP1P1P/RNBQKR2 w",
            "c4e2",
            Eval::Mate(-1),
            Some(("d1e2", Eval::Mate(-1))),
        ),
        line(
            "r1b1kbnr/pppp1Npp/8/8/3nq3/8/PPPPBP1P/RNBQKR2 b",
            "d4f3",
            Eval::Mate(1),
            Some(("e8f7", Eval::Cp(601))),
        ),
    ]);
    let found = puzzle_at(&mut forced, &before, nxf7, (Eval::Cp(-17), Eval::Mate(3))).unwrap();
    let uci: Vec<String> = found
        .moves
        .iter()
        .map(|m| m.to_uci(shakmaty::CastlingMode::Standard).to_string())
        .collect();
    assert_eq!(uci, ["e5f7", "g5g2", "h1f1", "g2e4", "c4e2", "d4f3"]);
    assert_eq!(found.themes, ["mate", "mateIn3", "long", "opening"]);
    // The same mate, but the first step has a second mate as good.
    let mut two_ways = Scripted(vec![line(
        "r1b1kbnr/pppp1Npp/8/6q1/2BnP3/8/PPPP1PPP/RNBQK2R b",
        "g5g2",
        Eval::Mate(3),
        Some(("d4f3", Eval::Mate(4))),
    )]);
    assert_eq!(
        puzzle_at(&mut two_ways, &before, nxf7, (Eval::Cp(-17), Eval::Mate(3))),
        None
    );
}

#[test]
fn a_puzzle_is_a_tactic_puzzle_with_its_fields() {
    let p = TacticPuzzle {
        id: "x".into(),
        position: Chess::default(),
        moves: Vec::new(),
        setup: false,
        also: Vec::new(),
        avoid: Vec::new(),
        rating: None,
        themes: Vec::new(),
    };
    assert_eq!(p.player_moves(), 0);
    assert_eq!(p.run().expected(&p), None);
}

#[test]
fn the_engine_finds_legall_s_mate_in_a_game() {
    use rookery::desktop::puzzle_finder::EngineAnalyst;
    let Some(stockfish) = crate::stockfish::stockfish() else {
        return;
    };
    // Legall's mate: 5...Bxd1?? lets White mate in two.
    let game = &rookery::chess::pgn::read_str(
        "1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ Ke7 7. Nd5# 1-0\n",
    )[0];
    let moves: Vec<Move> = game.game.plies().iter().filter_map(|p| p.mv).collect();
    let mut analyst = EngineAnalyst::start(&stockfish, 12).unwrap();
    let start = Chess::default();
    let found = rookery::chess::puzzles::finder::puzzles_in(&mut analyst, &start, &moves);
    analyst.quit();
    let lines: Vec<(String, Vec<&str>)> = found
        .iter()
        .map(|p| {
            let fen =
                shakmaty::fen::Fen::from_position(&p.position, shakmaty::EnPassantMode::Legal);
            (
                rookery::chess::puzzles::uci_line(&p.moves, shakmaty::CastlingMode::Standard)
                    + " @ "
                    + &fen.to_string(),
                p.themes.iter().map(String::as_str).collect(),
            )
        })
        .collect();
    assert_eq!(
        lines,
        [(
            "g4d1 c4f7 e8e7 c3d5 @ \
             rn1qkbnr/ppp2p1p/3p2p1/4N3/2B1P1b1/2N5/PPPP1PPP/R1BQK2R b KQkq - 0 5"
                .to_owned(),
            vec!["mate", "mateIn2", "short", "opening"]
        )]
    );
}
