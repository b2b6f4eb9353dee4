//! A soak of the session: a thousand random games played move by move,
//! each then analysed with random edits (lines, comments, glyphs,
//! deletions, promotions, results, undo and redo), all through
//! `Session::apply`. Every few actions the session is written as the
//! autosave writes it and read back: the text it reads back writes the same
//! text, the position and the line shown are the same. At the end of each
//! game, undoing every edit gives back the game as it was played.

use std::time::{Duration, Instant};

use rookery::{
    chess::{
        game::ViewCursor,
        session::{Action, AnalysisEdit, NewGame, Session},
    },
    desktop::autosave::{from_text, to_text},
};
use shakmaty::{Color, EnPassantMode, KnownOutcome, Position, fen::Fen};

use crate::random_games::Draw;

const GAMES: usize = 1000;
/// How many actions pass between two autosaves read back.
const EVERY: usize = 5;

fn fen(session: &Session) -> String {
    Fen::from_position(session.game().view_position(), EnPassantMode::Legal).to_string()
}

fn main_line(session: &Session) -> Vec<String> {
    session
        .game()
        .plies()
        .iter()
        .map(|p| p.san.to_string())
        .collect()
}

/// The session written as the autosave writes it, read back and written
/// again: the same text, the same latest position and position shown (a
/// record's), the same main line.
fn written_and_read_back(session: &Session, now: Instant) {
    let text = to_text(&session.snapshot(now));
    let back = Session::restore(from_text(&text).expect("the autosave reads back"), now);
    assert_eq!(to_text(&back.snapshot(now)), text);
    let latest = |s: &Session| Fen::from_position(s.game().position(), EnPassantMode::Legal);
    assert_eq!(
        latest(&back).to_string(),
        latest(session).to_string(),
        "{text}"
    );
    // A record comes back at the move shown; a game being played at its
    // latest position.
    if session.is_analysis() {
        assert_eq!(fen(&back), fen(session), "{text}");
    }
    assert_eq!(main_line(&back), main_line(session), "{text}");
}

/// A legal move of the position shown, drawn at random.
fn random_move(session: &Session, draw: &mut Draw) -> Option<shakmaty::Move> {
    let moves = session.game().view_position().legal_moves();
    (!moves.is_empty()).then(|| moves[draw.below(moves.len())])
}

fn play(m: shakmaty::Move) -> Action {
    Action::Play {
        from: m.from().expect("no drops in chess"),
        to: m.to(),
        promotion: m.promotion(),
        dropped: false,
    }
}

/// An edit of the analysis at `here`, drawn at random: a line of moves,
/// a comment, a glyph, a deletion, a promotion, a result, undo or redo.
fn random_edit(session: &Session, here: ViewCursor, draw: &mut Draw) -> Action {
    match draw.below(10) {
        0..=2 => {
            let mut line = Vec::new();
            let mut position = session.game().view_position().clone();
            for _ in 0..(1 + draw.below(4)) {
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[draw.below(moves.len())];
                position.play_unchecked(m);
                line.push(m);
            }
            Action::Edit(AnalysisEdit::PlayLine(line))
        }
        3 => Action::Edit(AnalysisEdit::Comment(
            here,
            format!("note {}", draw.below(100)),
        )),
        4 => Action::Edit(AnalysisEdit::Glyph(
            here,
            [1u8, 2, 3, 4, 5, 6][draw.below(6)],
        )),
        5 => Action::Edit(AnalysisEdit::DeleteFrom(here)),
        6 => Action::Edit(AnalysisEdit::Promote(here)),
        7 => Action::Edit(AnalysisEdit::Result(
            [
                None,
                Some(KnownOutcome::Draw),
                Some(KnownOutcome::Decisive {
                    winner: Color::White,
                }),
            ][draw.below(3)],
        )),
        8 => Action::Undo,
        _ => Action::Redo,
    }
}

#[test]
fn a_thousand_random_games_and_their_analyses_survive_the_autosave_and_undo() {
    let mut draw = Draw::new(2026);
    let mut now = Instant::now();
    let mut actions = 0usize;
    let mut edits = 0usize;
    for game in 0..GAMES {
        let mut session = Session::new(NewGame::untimed(rookery::chess::game::Game::new()), now);
        // Played, with now and then a look back and a flip of the board.
        let length = 4 + draw.below(80);
        for _ in 0..length {
            let action = match draw.below(12) {
                0 => Action::ViewBack,
                1 => Action::Flip,
                _ => {
                    let _ = session.apply(&Action::ViewLatest, now);
                    match random_move(&session, &mut draw) {
                        Some(m) => play(m),
                        None => break,
                    }
                }
            };
            session
                .apply(&action, now)
                .unwrap_or_else(|e| panic!("game {game}: {action:?}: {e}"));
            now += Duration::from_millis(700);
            actions += 1;
            if actions.is_multiple_of(EVERY) {
                written_and_read_back(&session, now);
            }
            if session.game().status().is_finished() {
                break;
            }
        }
        if !session.game().status().is_finished() {
            let side = session.game().turn();
            session.apply(&Action::Resign(side), now).unwrap();
        }
        session.apply(&Action::Analyse, now).unwrap();
        let played = main_line(&session);
        let first = session.game().initial_position().clone();
        // Edited at random: each edit is kept or refused with a reason.
        for _ in 0..(10 + draw.below(30)) {
            let plies = session.game().plies().len();
            let cursor = ViewCursor::at(draw.below(plies + 1), plies);
            let _ = session.apply(&Action::View(cursor), now);
            let here = session.game().view_cursor().clone();
            let action = random_edit(&session, here, &mut draw);
            if session.apply(&action, now).is_ok() {
                edits += 1;
            }
            now += Duration::from_millis(300);
            actions += 1;
            if actions.is_multiple_of(EVERY) {
                written_and_read_back(&session, now);
            }
        }
        // Undo to the start: the game as it was played.
        while session.apply(&Action::Undo, now).is_ok() {}
        assert_eq!(main_line(&session), played, "game {game}");
        assert_eq!(session.game().initial_position(), &first, "game {game}");
    }
    assert!(actions > 40_000, "{actions} actions");
    assert!(edits > 10_000, "{edits} edits kept");
}
