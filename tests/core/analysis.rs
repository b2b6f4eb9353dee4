//! The analysis board's edits without a window: every operation on a
//! table of (game, move acted on, operation) → (tree, view), each undone
//! back to the exact game and view and redone again; comments keep their
//! commands; glyph groups; shapes written as `[%cal]`/`[%csl]`; the session's
//! undo history and its saved state.

use std::time::Instant;

use rookery::{
    chess::game::{Brush, Game, GameError, Shape, ViewCursor},
    chess::pgn::{Tags, read_str, to_pgn},
    chess::session::{Action, AnalysisEdit, Change, NewGame, Session},
};
use shakmaty::{Chess, Square, uci::UciMove};

/// The movetext of a game as Rookery writes it, on one line.
fn movetext(game: &Game) -> String {
    let text = to_pgn(&Tags::default(), game);
    let moves = text.split_once("\n\n").map_or(&text[..], |(_, m)| m);
    // Lines joined (a line may break right after a variation's `(`).
    moves
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace("( ", "(")
}

fn record(pgn: &str) -> Game {
    let mut games = read_str(pgn);
    assert_eq!(games.len(), 1);
    let game = games.remove(0);
    assert!(game.error.is_none(), "{:?}", game.error);
    game.game
}

fn cursor(text: &str) -> ViewCursor {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The operations of the table.
#[derive(Debug, Clone, Copy)]
enum Op {
    Play(&'static str),
    Promote,
    MainLine,
    DeleteFrom,
    DeleteVariation,
    Comment(&'static str),
    CommentBefore(&'static str),
    Glyph(u8),
    Arrow(Square, Square, Brush),
    Circle(Square, Brush),
}

const A: &str = "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 (2... d6) 3. Bb5 *";
const B: &str = "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3 *";
const C: &str =
    "1. d4 { Queen's pawn [%eval 0.2] } 1... d5 2. c4 (2. Nf3 { Quiet } 2... Nf6) 2... e6 *";

/// (game, view and move acted on, operation, tree after, view after).
const CASES: &[(&str, &str, Op, &str, &str)] = &[
    // A move at the view: the next move is followed, a variation's first
    // move entered (no edit: see `following_is_not_an_edit`), another move
    // added after the variations there, or at a line's end the line grows.
    (
        A,
        ":1",
        Op::Play("e7e6"),
        "1. e4 e5 (1... c5 2. Nf3) (1... e6) 2. Nf3 Nc6 (2... d6) 3. Bb5 *",
        "1.1:1",
    ),
    (
        A,
        "latest",
        Op::Play("a7a6"),
        "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 (2... d6) 3. Bb5 a6 *",
        "latest",
    ),
    (
        A,
        "1.0:2",
        Op::Play("d7d6"),
        "1. e4 e5 (1... c5 2. Nf3 d6) 2. Nf3 Nc6 (2... d6) 3. Bb5 *",
        "1.0:3",
    ),
    (
        A,
        ":0",
        Op::Play("d2d4"),
        "1. e4 (1. d4) 1... e5 (1... c5 2. Nf3) 2. Nf3 Nc6 (2... d6) 3. Bb5 *",
        "0.0:1",
    ),
    // Promote one level: the variation takes its parent line's place, which
    // becomes its first variation.
    (
        A,
        "1.0:2",
        Op::Promote,
        "1. e4 c5 (1... e5 2. Nf3 Nc6 (2... d6) 3. Bb5) 2. Nf3 *",
        "latest",
    ),
    (
        B,
        "1.0/1.0:2",
        Op::Promote,
        "1. e4 e5 (1... c5 2. c3 (2. Nf3 d6) 2... d5) 2. Nf3 *",
        "1.0:3",
    ),
    // Make main line: as many levels as it takes, one edit.
    (
        B,
        "1.0/1.0:2",
        Op::MainLine,
        "1. e4 c5 (1... e5 2. Nf3) 2. c3 (2. Nf3 d6) 2... d5 *",
        "latest",
    ),
    // Delete from a move: it and what follows, with their variations.
    (A, ":2", Op::DeleteFrom, "1. e4 *", "latest"),
    (
        A,
        "1.0:2",
        Op::DeleteFrom,
        "1. e4 e5 (1... c5) 2. Nf3 Nc6 (2... d6) 3. Bb5 *",
        "1.0:1",
    ),
    // From a variation's first move: the whole variation; the view goes
    // to where it branched off.
    (
        A,
        "1.0:1",
        Op::DeleteFrom,
        "1. e4 e5 2. Nf3 Nc6 (2... d6) 3. Bb5 *",
        ":1",
    ),
    (
        A,
        "3.0:1",
        Op::DeleteVariation,
        "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 3. Bb5 *",
        ":3",
    ),
    (
        B,
        "1.0/1.0:1",
        Op::DeleteVariation,
        "1. e4 e5 (1... c5 2. Nf3 d6) 2. Nf3 *",
        "1.0:1",
    ),
    // Comments: the words change, the commands stay.
    (
        C,
        ":1",
        Op::Comment("Solid,\n  classical"),
        "1. d4 { Solid, classical [%eval 0.2] } 1... d5 2. c4 (2. Nf3 { Quiet } 2... Nf6) \
         2... e6 *",
        ":1",
    ),
    (
        C,
        ":1",
        Op::Comment(""),
        "1. d4 { [%eval 0.2] } 1... d5 2. c4 (2. Nf3 { Quiet } 2... Nf6) 2... e6 *",
        ":1",
    ),
    (
        C,
        ":0",
        Op::Comment("A classic"),
        "{ A classic } 1. d4 { Queen's pawn [%eval 0.2] } 1... d5 2. c4 \
         (2. Nf3 { Quiet } 2... Nf6) 2... e6 *",
        ":0",
    ),
    (
        C,
        "2.0:1",
        Op::CommentBefore("Or"),
        "1. d4 { Queen's pawn [%eval 0.2] } 1... d5 2. c4 ({ Or } 2. Nf3 { Quiet } 2... Nf6) \
         2... e6 *",
        "2.0:1",
    ),
    // Glyphs.
    (
        A,
        ":3",
        Op::Glyph(1),
        "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 $1 Nc6 (2... d6) 3. Bb5 *",
        ":3",
    ),
    // Shapes.
    (
        A,
        ":3",
        Op::Arrow(Square::F3, Square::E5, Brush::Red),
        "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 { [%cal Rf3e5] } 2... Nc6 (2... d6) 3. Bb5 *",
        ":3",
    ),
    (
        C,
        ":1",
        Op::Circle(Square::D4, Brush::Green),
        "1. d4 { Queen's pawn [%eval 0.2] [%csl Gd4] } 1... d5 2. c4 (2. Nf3 { Quiet } 2... Nf6) \
         2... e6 *",
        ":1",
    ),
];

fn apply(
    game: &mut Game,
    at: &ViewCursor,
    op: Op,
) -> Result<rookery::chess::game::Edit, GameError> {
    let none = || GameError::NothingToUndo;
    match op {
        Op::Play(uci) => {
            let m = uci
                .parse::<UciMove>()
                .unwrap()
                .to_move(game.view_position())
                .unwrap();
            game.play_in_record(m)?.ok_or_else(none)
        }
        Op::Promote => game.promote_variation(at),
        Op::MainLine => game.make_main_line(at),
        Op::DeleteFrom => game.delete_from(at),
        Op::DeleteVariation => game.delete_variation(at),
        Op::Comment(text) => game.set_comment(at, text)?.ok_or_else(none),
        Op::CommentBefore(text) => game.set_comment_before(at, text)?.ok_or_else(none),
        Op::Glyph(nag) => game.toggle_glyph(at, nag),
        Op::Arrow(from, to, brush) => game.toggle_shape(at, Shape::Arrow { from, to, brush }),
        Op::Circle(square, brush) => game.toggle_shape(at, Shape::Circle { square, brush }),
    }
}

#[test]
fn every_operation_undoes_and_redoes_exactly() {
    for &(pgn, at, op, tree, view) in CASES {
        let what = format!("{op:?} at {at} of {pgn}");
        let mut game = record(pgn);
        let at = cursor(at);
        game.set_view_cursor(at.clone()).unwrap();
        let (before_text, before_view, before_revision) =
            (movetext(&game), game.view_cursor().clone(), game.revision());
        let mut edit = apply(&mut game, &at, op).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(movetext(&game), tree, "{what}");
        assert_eq!(game.view_cursor().to_string(), view, "{what}");
        assert_ne!(game.revision(), before_revision, "{what}");
        // The tree reads back as it is written.
        assert_eq!(
            movetext(&record(&movetext(&game))),
            tree,
            "{what}: read back"
        );
        let after_revision = game.revision();
        game.undo(&mut edit).unwrap();
        assert_eq!(movetext(&game), before_text, "{what}: undone");
        assert_eq!(game.view_cursor(), &before_view, "{what}: undone");
        assert_eq!(game.revision(), before_revision, "{what}: undone");
        assert_eq!(game.undo(&mut edit), Err(GameError::NothingToUndo));
        game.redo(&mut edit).unwrap();
        assert_eq!(movetext(&game), tree, "{what}: redone");
        assert_eq!(game.view_cursor().to_string(), view, "{what}: redone");
        assert_eq!(game.revision(), after_revision, "{what}: redone");
    }
}

#[test]
fn following_is_not_an_edit() {
    let mut game = record(A);
    game.set_view_cursor(cursor(":1")).unwrap();
    let e5 = game
        .find_move(Square::E7, Square::E5, None)
        .expect("legal at the view");
    let revision = game.revision();
    assert!(game.play_in_record(e5).unwrap().is_none());
    assert_eq!(game.view_cursor().to_string(), ":2");
    game.set_view_cursor(cursor(":1")).unwrap();
    let c5 = game.find_move(Square::C7, Square::C5, None).unwrap();
    assert!(game.play_in_record(c5).unwrap().is_none());
    assert_eq!(game.view_cursor().to_string(), "1.0:1");
    assert_eq!(game.revision(), revision);
    // A move the view's position does not allow.
    assert_eq!(
        game.find_move(Square::E2, Square::E4, None),
        Err(GameError::IllegalMove {
            from: Square::E2,
            to: Square::E4
        })
    );
}

#[test]
fn glyphs_replace_within_their_group() {
    let mut game = record(A);
    let at = cursor(":3");
    let steps = [
        (1, "$1"),
        (2, "$2"),
        (16, "$2 $16"),
        (146, "$2 $16 $146"),
        (36, "$2 $16 $146 $36"),
        (2, "$16 $146 $36"),
        (10, "$10 $146 $36"),
        (146, "$10 $36"),
    ];
    for (nag, shown) in steps {
        game.toggle_glyph(&at, nag).unwrap();
        let text = movetext(&game);
        let after = text.split("2. Nf3 ").nth(1).unwrap();
        assert!(after.starts_with(&format!("{shown} Nc6")), "{nag}: {text}");
    }
    // On the initial position there is no move to mark.
    assert_eq!(
        game.toggle_glyph(&cursor(":0"), 1).unwrap_err(),
        GameError::NoSuchPly(0)
    );
}

#[test]
fn shapes_toggle_and_recolour() {
    let mut game = record(A);
    let at = cursor(":2");
    let arrow = |brush| Shape::Arrow {
        from: Square::G1,
        to: Square::F3,
        brush,
    };
    game.toggle_shape(&at, arrow(Brush::Green)).unwrap();
    game.toggle_shape(
        &at,
        Shape::Circle {
            square: Square::E5,
            brush: Brush::Blue,
        },
    )
    .unwrap();
    assert_eq!(game.shapes(&at).len(), 2);
    assert!(
        movetext(&game).contains("e5 { [%csl Be5] [%cal Gg1f3] }"),
        "{}",
        movetext(&game)
    );
    // The same squares in another colour: recoloured, not doubled.
    game.toggle_shape(&at, arrow(Brush::Yellow)).unwrap();
    assert!(movetext(&game).contains("[%cal Yg1f3]"));
    // The same again: gone.
    game.toggle_shape(&at, arrow(Brush::Yellow)).unwrap();
    assert_eq!(
        game.shapes(&at),
        [Shape::Circle {
            square: Square::E5,
            brush: Brush::Blue
        }]
    );
    // Imported drawings are read.
    let imported = record("1. e4 { [%cal Gd2d4] [%csl Rd5] } *");
    assert_eq!(imported.shapes(&cursor(":1")).len(), 2);
}

#[test]
fn a_live_game_is_not_edited() {
    let mut game = Game::new();
    game.play_san("e4").unwrap();
    assert_eq!(
        game.delete_from(&cursor(":1")).unwrap_err(),
        GameError::NotARecord
    );
    assert_eq!(
        game.toggle_glyph(&cursor(":1"), 1).unwrap_err(),
        GameError::NotARecord
    );
}

#[test]
fn the_result_is_the_games_through_every_edit_and_the_player_sets_it() {
    use shakmaty::KnownOutcome;
    let black = Some(KnownOutcome::Decisive {
        winner: shakmaty::Color::Black,
    });
    // The mate deleted: Black still won, as recorded.
    let mut game = record("1. f3 e5 2. g4 Qh4# 0-1");
    assert_eq!(game.status().to_string(), "Black wins by checkmate");
    let mut edit = game.delete_from(&cursor(":4")).unwrap();
    assert_eq!(game.status().result_str(), "0-1");
    assert_eq!(game.status().to_string(), "Black wins");
    game.undo(&mut edit).unwrap();
    assert_eq!(game.status().to_string(), "Black wins by checkmate");
    game.redo(&mut edit).unwrap();
    assert_eq!(game.status().to_string(), "Black wins");
    // A variation promoted over the mating line keeps it too (the
    // defect: it became `*`).
    let mut game = record("1. f3 e5 2. g4 Qh4# 0-1");
    game.set_view_cursor(cursor(":2")).unwrap();
    let m = game
        .find_move(shakmaty::Square::G1, shakmaty::Square::H3, None)
        .unwrap();
    game.play_in_record(m).unwrap().unwrap();
    let promoted = game.view_cursor().clone();
    game.promote_variation(&promoted).unwrap();
    assert_eq!(movetext(&game), "1. f3 e5 2. Nh3 (2. g4 Qh4#) 0-1");
    assert_eq!(game.status().result_str(), "0-1");
    // A resignation is the players' result: it stays with its reason.
    let mut resigned = record("[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 1-0");
    resigned.delete_from(&cursor(":3")).unwrap();
    assert_eq!(resigned.status().result_str(), "1-0");
    // The player sets it, as one edit that undoes.
    let mut game = record("1. f3 e5 2. g4 Qh4# *");
    assert_eq!(game.status().result_str(), "*");
    let mut set = game.set_record_result(black).unwrap().unwrap();
    assert_eq!(set.label, "Result 0-1");
    // The main line ends in Black's mate: that is the reason.
    assert_eq!(game.status().to_string(), "Black wins by checkmate");
    assert!(
        game.set_record_result(black).unwrap().is_none(),
        "no change"
    );
    game.undo(&mut set).unwrap();
    assert_eq!(game.status().result_str(), "*");
    let mut draw = game
        .set_record_result(Some(KnownOutcome::Draw))
        .unwrap()
        .unwrap();
    assert_eq!(draw.label, "Result ½-½");
    assert_eq!(game.status().to_string(), "Draw");
    assert_eq!(movetext(&game), "1. f3 e5 2. g4 Qh4# 1/2-1/2");
    game.undo(&mut draw).unwrap();
    assert_eq!(movetext(&game), "1. f3 e5 2. g4 Qh4# *");
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

#[test]
fn the_session_undoes_without_limit_and_knows_when_it_is_saved() {
    let t0 = Instant::now();
    let mut s = Session::new(
        NewGame::analysis(Chess::default(), shakmaty::CastlingMode::Standard),
        t0,
    );
    assert!(s.is_analysis());
    assert!(!s.is_dirty());
    let moves = [
        (Square::E2, Square::E4),
        (Square::E7, Square::E5),
        (Square::G1, Square::F3),
        (Square::B8, Square::C6),
    ];
    for (from, to) in moves {
        assert_eq!(s.apply(&play(from, to), t0), Ok(Change::EDITED));
    }
    assert!(s.is_dirty());
    // Back to 1...e5 and another move: a variation.
    s.apply(&Action::View(cursor(":2")), t0).unwrap();
    s.apply(&play(Square::B1, Square::C3), t0).unwrap();
    assert_eq!(
        s.undo_label().map(rookery::i18n::Said::english).as_deref(),
        Some("Add 2.Nc3")
    );
    assert_eq!(movetext(s.game()), "1. e4 e5 2. Nf3 (2. Nc3) 2... Nc6 *");
    // Everything undone: the empty board, saved as it started.
    for _ in 0..5 {
        assert_eq!(s.apply(&Action::Undo, t0), Ok(Change::EDITED));
    }
    assert_eq!(s.apply(&Action::Undo, t0), Err(GameError::NothingToUndo));
    assert_eq!(s.game().ply_count(), 0);
    assert!(!s.is_dirty());
    for _ in 0..5 {
        s.apply(&Action::Redo, t0).unwrap();
    }
    assert_eq!(movetext(s.game()), "1. e4 e5 2. Nf3 (2. Nc3) 2... Nc6 *");
    assert_eq!(s.apply(&Action::Redo, t0), Err(GameError::NothingToUndo));
    // A new edit after an undo drops what was undone.
    s.apply(&Action::Undo, t0).unwrap();
    s.apply(&Action::Edit(AnalysisEdit::DeleteFrom(cursor(":4"))), t0)
        .unwrap();
    assert_eq!(s.apply(&Action::Redo, t0), Err(GameError::NothingToUndo));
    assert_eq!(movetext(s.game()), "1. e4 e5 2. Nf3 *");
}

#[test]
fn a_finished_game_is_analysed_with_its_clock_readings() {
    let t0 = Instant::now();
    let mut s = Session::new(
        NewGame::timed(
            Game::new(),
            rookery::chess::clock::TimeControl::fischer_minutes(3, 2),
        ),
        t0,
    );
    for (from, to) in [
        (Square::F2, Square::F3),
        (Square::E7, Square::E5),
        (Square::G2, Square::G4),
    ] {
        s.apply(&play(from, to), t0).unwrap();
    }
    assert_eq!(
        s.apply(&Action::Analyse, t0),
        Err(GameError::NotARecord),
        "not over yet"
    );
    let mate = s.apply(&play(Square::D8, Square::H4), t0).unwrap();
    assert!(mate.ended, "the mate ends the game");
    s.apply(&Action::Analyse, t0).unwrap();
    assert!(s.is_analysis());
    assert!(s.clock().is_none());
    assert!(!s.is_dirty());
    assert!(s.game().plies().iter().all(|p| p.clock.is_some()));
    // Another try for White at move 2.
    s.apply(&Action::View(cursor(":2")), t0).unwrap();
    s.apply(&play(Square::D2, Square::D4), t0).unwrap();
    assert_eq!(
        movetext(s.game()),
        "1. f3 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:02] } 2. g4 { [%clk 0:03:02] } (2. d4) \
         2... Qh4# { [%clk 0:03:04] } 0-1"
    );
    assert_eq!(s.game().status().result_str(), "0-1");
}

#[test]
fn an_analysis_autosave_brings_back_the_tree_the_view_and_the_file() {
    let t0 = Instant::now();
    let mut game = record(B);
    game.set_view_cursor(cursor("1.0/1.0:2")).unwrap();
    let origin = rookery::chess::session::Origin {
        path: Some("/tmp/Réti games.pgn".into()),
        entry: Some(41),
        ..Default::default()
    };
    let mut s = Session::new(
        NewGame {
            origin: Some(Box::new(origin)),
            ..NewGame::untimed(game)
        },
        t0,
    );
    s.apply(
        &Action::Edit(AnalysisEdit::Glyph(cursor("1.0/1.0:2"), 3)),
        t0,
    )
    .unwrap();
    assert!(s.worth_autosaving());
    let text = rookery::desktop::autosave::to_text(&s.snapshot(t0));
    let back = Session::restore(rookery::desktop::autosave::from_text(&text).unwrap(), t0);
    assert!(back.is_analysis());
    assert!(back.is_dirty(), "the edits are in no file yet");
    assert_eq!(movetext(back.game()), movetext(s.game()));
    assert_eq!(back.game().view_cursor().to_string(), "1.0/1.0:2");
    assert_eq!(
        back.origin().path.as_deref(),
        Some(std::path::Path::new("/tmp/Réti games.pgn"))
    );
    assert_eq!(back.origin().entry, Some(41));
}

/// Random edits on a real tree, each checked against its undo: the tree
/// text after every edit, undone back to the start and redone to the end.
#[test]
fn a_long_run_of_random_edits_undoes_and_redoes_exactly() {
    let mut game = record(B);
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n.max(1) as u64) as usize
    };
    let mut texts = vec![(movetext(&game), game.view_cursor().clone())];
    let mut edits = Vec::new();
    for _ in 0..400 {
        // A random position of the tree: walk from the start.
        let mut at = ViewCursor::LATEST;
        game.set_view_cursor(ViewCursor::at(0, game.ply_count()))
            .unwrap();
        for _ in 0..next(8) {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[next(moves.len())];
            // Following moves already there is no edit; new ones are.
            if let Some(edit) = game.play_in_record(m).unwrap() {
                edits.push(edit);
                texts.push((movetext(&game), game.view_cursor().clone()));
            }
            at = game.view_cursor().clone();
        }
        let result = match next(6) {
            0 => game.promote_variation(&at),
            1 => game.make_main_line(&at),
            2 => game.delete_from(&at),
            3 => game.toggle_glyph(&at, [1, 2, 16, 146][next(4)]),
            4 => game
                .set_comment(&at, ["", "a", "b c"][next(3)])
                .and_then(|e| e.ok_or(GameError::NothingToUndo)),
            _ => game.toggle_shape(
                &at,
                Shape::Circle {
                    square: Square::new(next(64) as u32),
                    brush: Brush::Green,
                },
            ),
        };
        if let Ok(edit) = result {
            edits.push(edit);
            texts.push((movetext(&game), game.view_cursor().clone()));
        }
    }
    assert!(edits.len() > 300, "{} edits", edits.len());
    // Undone, each edit leaves the tree it found (the view may have moved
    // between edits, so only the tree is compared here).
    for (edit, (text, _)) in edits.iter_mut().zip(&texts).rev() {
        game.undo(edit).unwrap();
        assert_eq!(&movetext(&game), text);
    }
    assert_eq!(movetext(&game), movetext(&record(B)));
    for (edit, (text, view)) in edits.iter_mut().zip(texts.iter().skip(1)) {
        game.redo(edit).unwrap();
        assert_eq!(&movetext(&game), text);
        assert_eq!(game.view_cursor(), view);
    }
}

/// An annotated tree with every kind of note written, read back and
/// written again: the same game, the same bytes.
#[test]
fn an_edited_tree_writes_reads_and_writes_the_same() {
    let mut game = record(B);
    let edits: [(&str, Op); 7] = [
        ("1.0:1", Op::Comment("Sharp } and double-edged")),
        ("1.0/1.0:1", Op::CommentBefore("Quiet")),
        ("1.0/1.0:2", Op::Glyph(5)),
        ("1.0/1.0:2", Op::Glyph(14)),
        (":1", Op::Arrow(Square::E7, Square::E5, Brush::Blue)),
        (":1", Op::Circle(Square::E4, Brush::Yellow)),
        (":0", Op::Comment("Start")),
    ];
    for (at, op) in edits {
        let at = cursor(at);
        game.set_view_cursor(at.clone()).unwrap();
        apply(&mut game, &at, op).unwrap();
    }
    let mut tags = Tags::default();
    tags.set("White", "Réti");
    let first = to_pgn(&tags, &game);
    let read = read_str(&first).remove(0);
    assert!(read.error.is_none(), "{:?}", read.error);
    assert_eq!(to_pgn(&read.tags, &read.game), first);
    assert_eq!(read.game.plies(), game.plies());
    assert_eq!(read.game.comments_before(), ["Start"]);
}

#[test]
fn an_engine_s_line_and_a_report_are_each_one_edit_and_a_stale_report_is_refused() {
    use rookery::chess::{eval::Eval, report::Searched};
    let t0 = Instant::now();
    let mut s = Session::new(NewGame::untimed(record("1. e4 e5 2. Nf3 *")), t0);
    s.apply(&Action::View(cursor(":2")), t0).unwrap();
    let at = s.game().view_position().clone();
    let uci = |text: &str, pos: &Chess| {
        UciMove::from_ascii(text.as_bytes())
            .unwrap()
            .to_move(pos)
            .unwrap()
    };
    let nc3 = uci("b1c3", &at);
    let after = {
        use shakmaty::Position;
        at.clone().play(nc3).unwrap()
    };
    let nf6 = uci("g8f6", &after);
    assert_eq!(
        s.apply(&Action::Edit(AnalysisEdit::PlayLine(vec![nc3, nf6])), t0),
        Ok(Change::EDITED)
    );
    assert_eq!(movetext(s.game()), "1. e4 e5 2. Nf3 (2. Nc3 Nf6) *");
    assert_eq!(
        s.undo_label().map(rookery::i18n::Said::english).as_deref(),
        Some("Line Nc3 Nf6")
    );
    s.apply(&Action::Undo, t0).unwrap();
    assert_eq!(movetext(s.game()), "1. e4 e5 2. Nf3 *");
    // A report of the main line as it was: refused once the line changed.
    let main: Vec<_> = s.game().plies().iter().filter_map(|p| p.mv).collect();
    let searched = vec![
        Some(Searched {
            eval: Eval::Cp(20),
            best: vec![],
            exact: None,
        }),
        Some(Searched {
            eval: Eval::Cp(25),
            best: vec![],
            exact: None,
        }),
        Some(Searched {
            eval: Eval::Cp(300),
            best: vec![],
            exact: None,
        }),
    ];
    let report = Action::Edit(AnalysisEdit::Report {
        moves: vec![main[0], nf6],
        searched: searched.clone(),
    });
    assert_eq!(s.apply(&report, t0), Err(GameError::MainLineChanged));
    let report = Action::Edit(AnalysisEdit::Report {
        moves: main[..2].to_vec(),
        searched,
    });
    assert_eq!(s.apply(&report, t0), Ok(Change::EDITED));
    assert_eq!(
        movetext(s.game()),
        "1. e4 { [%eval 0.25] } 1... e5 $4 { [%eval 3.00] } 2. Nf3 *"
    );
    assert_eq!(
        s.undo_label().map(rookery::i18n::Said::english).as_deref(),
        Some("Game report")
    );
    s.apply(&Action::Undo, t0).unwrap();
    assert_eq!(movetext(s.game()), "1. e4 e5 2. Nf3 *");
}
