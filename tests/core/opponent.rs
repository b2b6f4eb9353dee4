//! The computer as an opponent in the core: whose turn the board takes,
//! takebacks against it, the autosave keeping its side and level; the
//! levels' choice among an engine's lines; practice's verdicts and a
//! reported game's mistakes as puzzles; `--uci --level` against the real
//! engine.

use std::time::{Duration, Instant};

use rookery::{
    chess::{
        clock::TimeControl,
        eval::{Eval, Judgement},
        game::{Game, GameError},
        opponent::{LEVELS, level},
        pgn::read_str,
        session::{Action, NewGame, Session},
        training::{FirstLook, Verdict, practice_verdict, puzzles, solves},
    },
    desktop::autosave,
};
use shakmaty::{Color, Square};

fn play(from: Square, to: Square) -> Action {
    Action::Play {
        from,
        to,
        promotion: None,
        dropped: false,
    }
}

fn against_level_3(t0: Instant) -> Session {
    Session::new(
        NewGame::timed(Game::new(), TimeControl::fischer_minutes(5, 3))
            .named("Ann", "Computer, Rookery level 3")
            .against_computer(Color::Black, 3),
        t0,
    )
}

#[test]
fn the_board_takes_no_move_while_the_computer_is_to_move() {
    let t0 = Instant::now();
    let mut s = against_level_3(t0);
    assert_eq!(s.computer(Color::Black), Some(3));
    assert_eq!(s.computer(Color::White), None);
    assert!(s.against_computer());
    assert!(s.takes_moves());
    assert_eq!(s.computer_to_move(), None);
    s.apply(&play(Square::E2, Square::E4), t0).unwrap();
    assert!(!s.takes_moves(), "the computer's turn");
    assert_eq!(s.computer_to_move(), Some((Color::Black, 3)));
    // Paused clocks: the computer waits too.
    s.apply(&Action::PauseClock, t0).unwrap();
    assert_eq!(s.computer_to_move(), None);
    s.apply(&Action::ResumeClock, t0).unwrap();
    // Two people from now on.
    s.apply(&Action::SetComputer(Color::Black, None), t0)
        .unwrap();
    assert!(s.takes_moves());
    assert!(!s.against_computer());
}

#[test]
fn a_takeback_against_the_computer_takes_back_its_answer_too() {
    let t0 = Instant::now();
    let mut s = against_level_3(t0);
    assert_eq!(
        s.apply(&Action::TakeBackAgainstComputer(Color::White), t0),
        Err(GameError::NothingToTakeBack)
    );
    let t1 = t0 + Duration::from_secs(10);
    s.apply(&play(Square::E2, Square::E4), t0).unwrap();
    s.apply(&play(Square::E7, Square::E5), t1).unwrap();
    let white_left = s.clock().unwrap().remaining(Color::White, t1);
    let t2 = t1 + Duration::from_secs(4);
    s.apply(&Action::TakeBackAgainstComputer(Color::White), t2)
        .unwrap();
    assert_eq!(s.game().ply_count(), 0);
    assert!(s.takes_moves());
    // No time given back (lichess's rule): White's four seconds are gone.
    let clock = s.clock().unwrap();
    assert_eq!(
        clock.remaining(Color::White, t2),
        white_left - Duration::from_secs(4)
    );
    // Only White's own move when the computer has not answered yet.
    s.apply(&play(Square::D2, Square::D4), t2).unwrap();
    s.apply(&Action::TakeBackAgainstComputer(Color::White), t2)
        .unwrap();
    assert_eq!(s.game().ply_count(), 0);
    // Two people: no such takeback.
    let mut people = Session::new(NewGame::untimed(Game::new()), t0);
    people.apply(&play(Square::E2, Square::E4), t0).unwrap();
    assert_eq!(
        people.apply(&Action::TakeBackAgainstComputer(Color::White), t0),
        Err(GameError::NothingToTakeBack)
    );
}

#[test]
fn the_autosave_keeps_the_computers_side_and_level() {
    let t0 = Instant::now();
    let mut s = against_level_3(t0);
    s.apply(&play(Square::E2, Square::E4), t0).unwrap();
    let text = autosave::to_text(&s.snapshot(t0));
    assert!(text.contains("computer=-,3"), "{text}");
    let back = Session::restore(autosave::from_text(&text).unwrap(), t0);
    assert_eq!(back.computer(Color::Black), Some(3));
    assert_eq!(back.computer(Color::White), None);
    assert_eq!(back.name(Color::Black), "Computer, Rookery level 3");
    // Restored, the clocks wait for the player: the computer too.
    assert_eq!(back.computer_to_move(), None);
    let mut back = back;
    back.apply(&Action::ResumeClock, t0).unwrap();
    assert_eq!(back.computer_to_move(), Some((Color::Black, 3)));
    // A level out of range is an unreadable autosave, not a crash.
    let bad = text.replace("computer=-,3", "computer=-,11");
    assert!(
        autosave::from_text(&bad)
            .unwrap_err()
            .contains("computer=-,11")
    );
}

#[test]
fn the_pgn_names_the_computer_and_its_level() {
    let spec = level(3).unwrap();
    assert_eq!(
        spec.player_name("Stockfish 15.1"),
        "Stockfish 15.1, Rookery level 3"
    );
    assert_eq!(LEVELS.len(), 10);
}

#[test]
fn practice_judges_a_hanging_queen_a_blunder() {
    // 1.e4 e5 2.Qh5 Nc6 3.Qxf7+?? is no blunder to judge here; the rule:
    // from +0.3 to −9 for White is a blunder, to +0.1 good, to −0.5 a
    // mistake.
    assert_eq!(
        practice_verdict(Color::White, Eval::Cp(30), Eval::Cp(-900), false),
        Verdict::Blunder
    );
    assert_eq!(
        practice_verdict(Color::White, Eval::Cp(30), Eval::Cp(10), false),
        Verdict::Good
    );
    assert_eq!(
        practice_verdict(Color::White, Eval::Cp(30), Eval::Cp(-50), false),
        Verdict::Mistake
    );
    assert_eq!(
        practice_verdict(Color::Black, Eval::Cp(0), Eval::Cp(60), false),
        Verdict::Inaccuracy
    );
}

/// A reported game: Black's 2...f6? and 3...g5?? (the fool's mate
/// pattern), White's moves good; the report's evals and marks as Rookery
/// writes them, with the better line at the blunder.
const REPORTED: &str = "[Event \"?\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n\
1. e4 { [%eval 0.3] } 1... e5 { [%eval 0.3] } 2. Nf3 { [%eval 0.3] } \
2... f6?! { [%eval 1.0] } 3. Nxe5 { [%eval 0.9] } 3... g5?? \
( 3... fxe5 4. Qh5+ ) { [%eval #1] } 4. Qh5# 1-0\n";

#[test]
fn a_reported_games_mistakes_become_puzzles_for_the_side_that_made_them() {
    let game = read_str(REPORTED).remove(0).game;
    let black = puzzles(&game, Color::Black);
    // 2...f6 is the Damiano Defense in the opening table: skipped.
    assert_eq!(black.len(), 1, "{black:?}");
    let p = &black[0];
    assert_eq!(p.ply, 5);
    assert_eq!(p.judgement, Judgement::Blunder);
    assert_eq!(p.best_eval, Eval::Cp(90));
    assert_eq!(p.side(), Color::Black);
    let san = |m| shakmaty::san::San::from_move(&p.position, m).to_string();
    assert_eq!(san(p.played), "g5");
    assert_eq!(p.best.map(san).as_deref(), Some("fxe5"));
    assert_eq!(p.first_look(p.played), FirstLook::TheMistake);
    assert_eq!(p.first_look(p.best.unwrap()), FirstLook::TheBest);
    // White made none.
    assert!(puzzles(&game, Color::White).is_empty());
    // An answer within 0.035 of the best solves; the mate let in does not.
    assert!(solves(Color::Black, p.best_eval, Eval::Cp(100)));
    assert!(!solves(Color::Black, p.best_eval, Eval::Cp(250)));
    assert!(!solves(Color::Black, p.best_eval, Eval::Mate(1)));
}

/// Serves `level` over `input` with rolls from `seed`: what it printed.
fn served(program: &std::path::Path, level_number: u8, input: &str, seed: u64) -> String {
    let mut output = Vec::new();
    rookery::desktop::computer::serve_uci(
        level(level_number).unwrap(),
        program,
        input.as_bytes(),
        &mut output,
        &mut rookery::chess::opponent::Rolls::seeded(seed),
    )
    .unwrap();
    String::from_utf8(output).unwrap()
}

/// Back-rank mate in one: 1. Ra8#.
const BACK_RANK: &str = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";

#[test]
fn uci_level_1_answers_as_a_uci_engine() {
    let Some(program) = crate::stockfish::stockfish() else {
        return;
    };
    let input = format!(
        "uci\nisready\nposition startpos moves e2e4\ngo movetime 100\n\
         position startpos moves e2e4 e2e5 d2d4\ngo depth 3\n\
         position fen 8/8/8 w - - 0 1\ngo depth 3\n\
         position fen {BACK_RANK}\ngo depth 5\nquit\n"
    );
    let text = served(&program, 1, &input, 7);
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].starts_with("id name Rookery level 1 (Stockfish"),
        "{text}"
    );
    assert_eq!(
        lines[1..4],
        ["id author the Rookery developers", "uciok", "readyok"]
    );
    // Each bestmove follows the info of the line it begins.
    let after_e4 = {
        use shakmaty::{Chess, Position, uci::UciMove};
        let mut p = Chess::default();
        p.play_unchecked(UciMove::from_ascii(b"e2e4").unwrap().to_move(&p).unwrap());
        p
    };
    let answer = |at: usize, position: &shakmaty::Chess| {
        let info = lines[at];
        let best = lines[at + 1].strip_prefix("bestmove ").expect(&text);
        assert!(info.starts_with("info depth 1 score "), "{text}");
        assert_eq!(
            info.split(" pv ").nth(1).unwrap().split(' ').next(),
            Some(best),
            "{text}"
        );
        let m: shakmaty::uci::UciMove = best.parse().unwrap();
        assert!(m.to_move(position).is_ok(), "{best}: {text}");
    };
    answer(4, &after_e4);
    // A move that cannot be played: the position stops before it, and the
    // answer is Black's, after 1. e4 (not a move of another position).
    assert_eq!(
        lines[6],
        "info string the move e2e5 cannot be played after 1 moves: the position stops before it"
    );
    answer(7, &after_e4);
    // A start that cannot be read: no position, no move.
    assert!(
        lines[9].starts_with("info string unreadable position: the FEN 8/8/8"),
        "{text}"
    );
    assert_eq!(
        lines[10..12],
        ["info string no position to search", "bestmove 0000"]
    );
    let fen: shakmaty::fen::Fen = BACK_RANK.parse().unwrap();
    let back_rank: shakmaty::Chess = fen.into_position(shakmaty::CastlingMode::Standard).unwrap();
    answer(12, &back_rank);
    assert_eq!(lines.len(), 14, "{text}");
}

#[test]
fn uci_level_1_misses_mates_in_one_that_level_10_always_plays() {
    let Some(program) = crate::stockfish::stockfish() else {
        return;
    };
    let tries = 12;
    let input = format!(
        "position fen {BACK_RANK}\n{}quit\n",
        "go depth 5\n".repeat(tries)
    );
    let mates = |level: u8| {
        let text = served(&program, level, &input, 11);
        let bests: Vec<&str> = text
            .lines()
            .filter_map(|l| l.strip_prefix("bestmove "))
            .collect();
        assert_eq!(bests.len(), tries, "{text}");
        bests.iter().filter(|b| **b == "a1a8").count()
    };
    // Level 1 (about 400) draws among twenty moves, most of them still
    // winning a rook up: the mate is one of several it plays (about two
    // in five; the seed fixes which).
    let weak = mates(1);
    assert!(
        (1..tries).contains(&weak),
        "level 1 mated {weak} times in {tries}"
    );
    assert_eq!(mates(10), tries, "level 10 mates every time");
}
