//! Learn from your mistakes (lichess's retrospect): after a game report, a
//! player's inaccuracies, mistakes and blunders replayed as puzzles
//! ([`crate::chess::training`]). While it runs ([`Retro::On`]) the board
//! shows the position before each mistake and a move made there is an
//! answer, not an edit of the record: the move played in the game is
//! refused at once, the report's better move solves at once, any other is
//! searched to a solid depth and solves when it keeps within 0.035 of the
//! best move's winning chances. Solved and failed puzzles are counted.
//! The engine is the service's [`Role::Puzzles`] process, started when
//! needed.

use crate::i18n::Said;

pub use crate::app::session::{PuzzleAnswer, Retro};

use bevy::prelude::*;
use shakmaty::{CastlingMode, Color, Move, Position, san::SanPlus};

use crate::{
    app::{
        Phase,
        engines::{EngineDesk, EngineReply, Owner, Role},
        session::{Action, GameCommand, GameSession, SessionChanged},
    },
    chess::{
        game::ViewCursor,
        training::{FirstLook, Puzzle, SOLID_DEPTH, Tally, puzzles, solves},
    },
    desktop::engine::{Event, Limit, Search},
};

/// What the panel shows of the series.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct RetroView {
    /// Whose mistakes.
    pub side: Option<Color>,
    /// The puzzle shown (from 0), and how many there are.
    pub at: usize,
    /// How many puzzles.
    pub total: usize,
    /// Solved and failed so far.
    pub tally: Tally,
    /// What the panel says now.
    pub words: Said,
    /// The puzzle shown is over (solved, or its answer shown).
    pub over: bool,
    /// The series is over.
    pub done: bool,
    /// The move shown on the board: the one that solved the puzzle, or
    /// its answer.
    pub shown: Option<Move>,
}

impl RetroView {
    /// The move shown, as an arrow on the board.
    pub fn shown_shape(&self) -> Option<crate::chess::game::Shape> {
        crate::app::opponent::move_arrow(self.shown?)
    }
}

/// What the panel asks of the series.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum RetroCommand {
    /// Begin with this side's mistakes in the record's report.
    Start(Color),
    /// The next puzzle.
    Next,
    /// Show the answer (the puzzle counts as failed).
    ShowAnswer,
    /// End the series.
    Stop,
}

/// The series under way.
#[derive(Resource, Default)]
struct Series {
    puzzles: Vec<Puzzle>,
    /// The answer being searched, and its search's number.
    judging: Option<(Move, u64)>,
    /// The search for the best move of a puzzle without one, and its
    /// number.
    solving: Option<u64>,
    /// The best move, when known.
    solution: Option<Move>,
    /// This puzzle already counted as failed.
    failed: bool,
}

/// The search of the position after `moves` from `start` to the solid
/// depth.
fn solid_search(start: &shakmaty::Chess, moves: &[Move], mode: CastlingMode) -> Search {
    Search::new(
        start.clone(),
        moves.to_vec(),
        mode,
        Limit::Depth(SOLID_DEPTH),
    )
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RetroView>()
        .init_resource::<Series>()
        .add_message::<RetroCommand>()
        .add_message::<PuzzleAnswer>()
        .add_systems(
            Update,
            (carry_out, answer, read_engine)
                .chain()
                .in_set(Phase::Follow),
        )
        .add_systems(OnEnter(Retro::On), face_the_mistakes)
        .add_systems(OnExit(Retro::On), end_series);
}

/// The board from the side whose mistakes they are.
fn face_the_mistakes(view: Res<RetroView>, mut games: MessageWriter<GameCommand>) {
    if let Some(side) = view.side {
        games.write(Action::Face(side).into());
    }
}

fn end_series(mut series: ResMut<Series>, mut view: ResMut<RetroView>, mut desk: EngineDesk) {
    *series = Series::default();
    view.shown = None;
    desk.engines().end(Owner::Puzzles);
}

fn san(position: &shakmaty::Chess, m: Move) -> String {
    SanPlus::from_move(position.clone(), m).to_string()
}

/// Shows puzzle `at` on the board.
fn show(
    at: usize,
    series: &mut Series,
    view: &mut RetroView,
    session: &GameSession,
    out: &mut Out,
) {
    let games = &mut out.games;
    let Some(p) = series.puzzles.get(at).cloned() else {
        view.done = true;
        view.over = true;
        view.words = Said::new("retro-done")
            .count("solved", view.tally.solved)
            .count("failed", view.tally.failed);
        return;
    };
    view.at = at;
    view.over = false;
    view.shown = None;
    series.failed = false;
    series.judging = None;
    series.solution = p.best;
    let length = session.game().plies().len();
    games.write(Action::View(ViewCursor::at(p.ply, length)).into());
    let number = p.ply / 2 + 1;
    let played = san(&p.position, p.played);
    view.words = Said::new("retro-find")
        .with(
            "side",
            Said::new(p.side().fold_wb("side-white", "side-black")),
        )
        .count("number", number)
        .with("played", played)
        .with("judgement", Said::new(judgement_id(p.judgement)));
    if series.solution.is_none() {
        let search = solid_search(&p.position, &[], session.game().castling_mode());
        series.solving = out.desk.search(Role::Puzzles, search);
    }
}

/// Where the systems write.
#[derive(bevy::ecs::system::SystemParam)]
struct Out<'w> {
    games: MessageWriter<'w, GameCommand>,
    notice: ResMut<'w, crate::app::notice::PanelNotice>,
    desk: EngineDesk<'w>,
}

/// The series' state as it is and as it is to be.
#[derive(bevy::ecs::system::SystemParam)]
struct RetroState<'w> {
    now: Res<'w, State<Retro>>,
    next: ResMut<'w, NextState<Retro>>,
}

impl RetroState<'_> {
    fn on(&self) -> bool {
        *self.now.get() == Retro::On
    }
}

/// What the series hears: the panel's commands, and the session's
/// changes (another game ends it).
#[derive(bevy::ecs::system::SystemParam)]
struct RetroAsks<'w, 's> {
    commands: MessageReader<'w, 's, RetroCommand>,
    changes: MessageReader<'w, 's, SessionChanged>,
}

fn carry_out(
    mut asks: RetroAsks,
    session: Res<GameSession>,
    mut series: ResMut<Series>,
    mut view: ResMut<RetroView>,
    mut state: RetroState,
    mut out: Out,
) {
    if asks.changes.read().any(|c| c.0.new_game) && state.on() {
        state.next.set(Retro::Off);
        *view = RetroView::default();
    }
    for command in asks.commands.read() {
        out.desk.redraw();
        match *command {
            RetroCommand::Start(side) => {
                if !session.is_analysis() {
                    continue;
                }
                let found = puzzles(session.game(), side);
                if found.is_empty() {
                    out.notice.info(
                        Said::new("notice-no-mistakes")
                            .with("side", Said::new(side.fold_wb("side-white", "side-black"))),
                    );
                    continue;
                }
                *view = RetroView {
                    side: Some(side),
                    total: found.len(),
                    ..RetroView::default()
                };
                *series = Series {
                    puzzles: found,
                    ..Series::default()
                };
                state.next.set(Retro::On);
                show(0, &mut series, &mut view, &session, &mut out);
            }
            RetroCommand::Next if state.on() => {
                let at = view.at + 1;
                show(at, &mut series, &mut view, &session, &mut out);
            }
            RetroCommand::ShowAnswer if state.on() && !view.over => {
                if !series.failed {
                    series.failed = true;
                    view.tally.failed += 1;
                }
                view.over = true;
                let p = &series.puzzles[view.at];
                view.words = match series.solution {
                    Some(best) => {
                        view.shown = Some(best);
                        Said::new("retro-better").with("san", san(&p.position, best))
                    }
                    None => Said::new("retro-not-found"),
                };
            }
            RetroCommand::Stop => {
                state.next.set(Retro::Off);
                *view = RetroView::default();
            }
            _ => {}
        }
    }
}

/// A move made on the board while a puzzle is shown.
fn answer(
    mut answers: MessageReader<PuzzleAnswer>,
    session: Res<GameSession>,
    mut series: ResMut<Series>,
    mut view: ResMut<RetroView>,
    mut out: Out,
) {
    for a in answers.read() {
        out.desk.redraw();
        if view.over || view.done {
            continue;
        }
        let Some(p) = series.puzzles.get(view.at).cloned() else {
            continue;
        };
        // Castling by the king's two squares or onto its rook, as the
        // board takes it.
        let turn = p.position.turn();
        let m = p.position.legal_moves().into_iter().find(|m| {
            m.from() == Some(a.from)
                && (m.to() == a.to || m.castling_side().map(|s| s.king_to(turn)) == Some(a.to))
                && m.promotion() == a.promotion
        });
        let Some(m) = m else {
            continue;
        };
        let said = san(&p.position, m);
        match p.first_look(m) {
            FirstLook::TheMistake => {
                view.words = Said::new("retro-the-mistake").with("san", said.clone());
            }
            FirstLook::TheBest => solved(&mut view, m, &said),
            FirstLook::Search => {
                let search = solid_search(&p.position, &[m], session.game().castling_mode());
                let Some(id) = out.desk.search(Role::Puzzles, search) else {
                    continue;
                };
                series.judging = Some((m, id));
                view.words = Said::new("retro-checking").with("san", said.clone());
            }
        }
    }
}

fn solved(view: &mut RetroView, m: Move, said: &str) {
    view.over = true;
    view.tally.solved += 1;
    view.shown = Some(m);
    view.words = Said::new("retro-solved").with("san", said);
}

/// The message naming a judgement inside a sentence ("a mistake").
fn judgement_id(judgement: crate::chess::eval::Judgement) -> &'static str {
    use crate::chess::eval::Judgement;
    match judgement {
        Judgement::Inaccuracy => "judgement-inaccuracy",
        Judgement::Mistake => "judgement-mistake",
        Judgement::Blunder => "judgement-blunder",
    }
}

/// The engine's judgement of an answer, or a puzzle's best move.
fn read_engine(
    mut replies: MessageReader<EngineReply>,
    mut series: ResMut<Series>,
    mut view: ResMut<RetroView>,
) {
    for reply in replies.read() {
        if reply.owner() != Owner::Puzzles {
            continue;
        }
        match reply.event.clone() {
            Event::Done {
                search,
                lines,
                best,
            } => {
                if series.solving == Some(search) {
                    series.solving = None;
                    series.solution = series.solution.or(best);
                    continue;
                }
                let Some((m, id)) = series.judging else {
                    continue;
                };
                if id != search {
                    continue;
                }
                series.judging = None;
                let Some(p) = series.puzzles.get(view.at).cloned() else {
                    continue;
                };
                let said = san(&p.position, m);
                let Some(after) = lines.first().map(|l| l.eval).or_else(|| {
                    let mut position = p.position.clone();
                    position.play_unchecked(m);
                    crate::chess::report::settled(&position)
                }) else {
                    continue;
                };
                if solves(p.side(), p.best_eval, after) {
                    solved(&mut view, m, &said);
                } else {
                    if !series.failed {
                        series.failed = true;
                        view.tally.failed += 1;
                    }
                    view.words = Said::new("retro-not-enough").with("san", said.clone());
                }
            }
            Event::Fault(words) => {
                view.words = words;
                series.judging = None;
                series.solving = None;
                return;
            }
            _ => {}
        }
    }
}
