//! The computer as an opponent in the app: its engine process (the
//! opponent's own: one process a role), the search its level asks for
//! when it is to move ([`crate::desktop::computer`]), its move played
//! through the session like any move (it slides, sounds and is announced),
//! never sooner than [`LEAST_ANSWER`] after the move it answers; its
//! answers to draw offers ([`crate::chess::opponent::accepts_draw`]); a
//! hint; and what happens when its engine fails (the clocks stop, the
//! panel offers to restart it or to go on as two people).
//!
//! Whether the computer thinks is a Bevy state, [`ComputerTurn`]: the
//! board takes no move while it is [`ComputerTurn::Thinking`] (the core's
//! [`crate::chess::session::Session::takes_moves`] says the same).

use std::{
    sync::Mutex,
    time::{Duration, Instant},
};

use crate::i18n::Said;
use bevy::{prelude::*, window::RequestRedraw};
use shakmaty::{Color, Move};

mod commands;
mod hang;
mod practice;
mod tables;

pub use hang::HANG_MARGIN;
pub use practice::{PRACTICE_LEVEL, Practice};
pub use tables::TABLES_LEVEL;

use practice::{follow_practice, judge_practice};

use crate::{
    app::{
        Phase,
        engine::Wakes,
        session::{Action, GameCommand, GameSession, SessionChanged},
        settings::PlayerSettings,
        timer::LookAgain,
    },
    chess::{
        eval::Eval,
        game::{GameMode, Shape},
        opponent::{GoClock, LEAST_ANSWER, Rolls, level, varies},
    },
    desktop::{
        computer::{Think, move_from, search_for},
        engine::{Engine, Event, Limit, Search},
    },
};

/// Whether the computer is thinking: the board waits meanwhile.
#[derive(States, Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum ComputerTurn {
    /// No computer to move (none plays, a person is to move, the game is
    /// over or its clocks wait).
    #[default]
    Idle,
    /// The computer is to move.
    Thinking,
}

/// What the panel shows of the computer, and what it asks of it.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct OpponentView {
    /// The engine's name, once it answered.
    pub name: Option<String>,
    /// What went wrong, in words: the game waits, its clocks stopped.
    pub problem: Option<Said>,
    /// The hint shown: the move, and whether the whole move shows (else
    /// its piece only).
    pub hint: Option<(Move, bool)>,
    /// A hint is being searched.
    pub hint_coming: bool,
    /// Practice's verdict on the player's last move: the words, and
    /// whether a retry is offered.
    pub verdict: Option<(Said, bool)>,
    /// Practice: the position the player moves from has been evaluated,
    /// so their move will be judged.
    pub judging: bool,
    /// The next new game is a practice.
    practice_next: bool,
}

impl OpponentView {
    /// Whether the game asked for next is a practice (the question about
    /// an analysis's unsaved edits says so).
    pub fn practice_asked(&self) -> bool {
        self.practice_next
    }

    /// The hint as a shape on the board: a circle on the piece, then the
    /// move's arrow.
    pub fn hint_shape(&self) -> Option<Shape> {
        let (m, whole) = self.hint?;
        let brush = crate::chess::game::Brush::Blue;
        let from = m.from()?;
        Some(if whole {
            Shape::Arrow {
                from,
                to: arrow_target(m),
                brush,
            }
        } else {
            Shape::Circle {
                square: from,
                brush,
            }
        })
    }
}

/// Where a move's arrow points: castling to the king's square, as the
/// board moves it.
fn arrow_target(m: Move) -> shakmaty::Square {
    match m {
        Move::Castle { king, rook } => {
            let file = if rook.file() > king.file() {
                shakmaty::File::G
            } else {
                shakmaty::File::C
            };
            shakmaty::Square::from_coords(file, king.rank())
        }
        _ => m.to(),
    }
}

/// What the panel and the keys ask of the computer.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpponentCommand {
    /// Show the piece to move, then the move.
    Hint,
    /// Start the engine again after a failure; the game goes on.
    Restart,
    /// Go on without the computer: two people play both sides.
    TwoPeople,
    /// Take back the player's last move and the computer's answer.
    TakeBack,
    /// Practise the position shown against the computer, the player
    /// with the side to move.
    Practice,
}

/// The opponent's engine, while a game against the computer goes on.
#[derive(Resource)]
struct Running {
    engine: Mutex<Engine>,
    /// The last search's number.
    id: u64,
    /// The search for a move under way: it, the game's revision it is of,
    /// when it was asked, and whether the opening varies.
    asked: Option<(Search, u64, Instant, bool)>,
    /// The hint's search, and the revision it is of.
    hint: Option<(u64, u64)>,
    /// The move found, and the earliest instant it may be played.
    answer: Option<(Move, Instant, u64)>,
    /// The latest score the engine gave (White's side), for draw offers.
    score: Option<Eval>,
    /// Practice: the evaluation before the player's move (the computer's
    /// best line's), the move the engine expects as best, and the game's
    /// position the player moves from.
    before: Option<(Eval, Option<Move>, shakmaty::Chess)>,
    /// Practice: a search of the player's first position, for `before`.
    judge: Option<(u64, u64)>,
    /// The endgame tables' move being read (level 10 in a position they
    /// cover), the revision it is for and when it was asked.
    table: Option<(tables::TableJob, u64, Instant)>,
    /// The revision the tables were last tried for.
    tables_tried: Option<u64>,
    rolls: Rolls,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<ComputerTurn>()
        .init_state::<Practice>()
        .init_resource::<OpponentView>()
        .add_message::<OpponentCommand>()
        .add_systems(
            Update,
            (
                commands::carry_out,
                read_engine,
                play_answer,
                commands::answer_offers,
            )
                .chain()
                .in_set(Phase::Input),
        )
        .add_systems(
            Update,
            (follow_game, follow_practice).chain().in_set(Phase::Follow),
        )
        .add_systems(
            Update,
            hang::watch_the_engine
                .in_set(Phase::Input)
                .run_if(in_state(ComputerTurn::Thinking)),
        )
        .add_systems(OnEnter(ComputerTurn::Thinking), forget_hint)
        .add_systems(OnExit(ComputerTurn::Thinking), forget_answer);
}

/// The provisional name of a computer's side, until its engine answers.
pub fn provisional_name(level: u8) -> String {
    format!("Computer, Rookery level {level}")
}

fn forget_hint(mut view: ResMut<OpponentView>) {
    view.hint = None;
    view.hint_coming = false;
    view.verdict = None;
}

fn forget_answer(running: Option<ResMut<Running>>) {
    if let Some(mut running) = running {
        running.answer = None;
        running.asked = None;
    }
}

/// The computer's turn as it stands, and as it is to be.
#[derive(bevy::ecs::system::SystemParam)]
struct Turn<'w> {
    now: Res<'w, State<ComputerTurn>>,
    next: ResMut<'w, NextState<ComputerTurn>>,
}

impl Turn<'_> {
    fn set(&mut self, wanted: ComputerTurn) {
        if *self.now.get() != wanted {
            self.next.set(wanted);
        }
    }
}

/// Starts the engine when a game against the computer begins, ends it
/// when none goes on, and follows whose turn it is; when the computer is
/// to move, asks the tables or the engine for its move.
fn follow_game(
    mut commands: Commands,
    (session, settings): (Res<GameSession>, Res<PlayerSettings>),
    (opened, inline, book, practice): (
        Res<crate::app::tablebase::Opened>,
        Res<crate::app::files::InlineLoading>,
        Res<crate::app::book::OpenBook>,
        Res<State<Practice>>,
    ),
    (running, mut view): (Option<ResMut<Running>>, ResMut<OpponentView>),
    mut turn: Turn,
    (wakes, time): (Wakes, Res<Time<Real>>),
    mut changes: MessageReader<SessionChanged>,
) {
    let (mut new_game, mut game_changed) = (false, false);
    for change in changes.read() {
        new_game |= change.0.new_game;
        game_changed |= change.0.game;
    }
    if new_game {
        view.problem = None;
    }
    if (new_game || game_changed) && (view.hint.is_some() || view.hint_coming) {
        view.hint = None;
        view.hint_coming = false;
    }
    let live = session.against_computer()
        && session.game().mode() == GameMode::Live
        && !session.game().status().is_finished();
    if !live || view.problem.is_some() {
        if running.is_some() {
            commands.remove_resource::<Running>();
        }
        turn.set(ComputerTurn::Idle);
        return;
    }
    let Some(mut running) = running else {
        match start_engine(&settings, &wakes) {
            Ok(running) => {
                commands.insert_resource(running);
                // The search starts next frame, with the resource.
                commands.queue(|world: &mut World| {
                    world.write_message(RequestRedraw);
                });
            }
            Err(words) => view.problem = Some(words),
        }
        return;
    };
    let to_move = session.computer_to_move();
    turn.set(if to_move.is_some() {
        ComputerTurn::Thinking
    } else {
        ComputerTurn::Idle
    });
    let Some((side, number)) = to_move else {
        return;
    };
    let revision = session.game().revision();
    if running.asked.as_ref().is_some_and(|a| a.1 == revision)
        || running.answer.as_ref().is_some_and(|a| a.2 == revision)
        || running.table.as_ref().is_some_and(|t| t.1 == revision)
    {
        return;
    }
    let now = crate::app::timer::now(&time);
    // Levels of the engine's own strength open from the book, for variety;
    // the weaker levels keep their own mistakes, and practice judges the
    // player against the engine's moves.
    if number >= BOOK_LEVELS
        && settings.0.engine.computer_book
        && *practice.get() == Practice::Off
        && let Some(book) = book.book()
        && let Some(m) = book.pick(session.game().position(), running.rolls.roll())
    {
        running.answer = Some((m, now + LEAST_ANSWER, revision));
        return;
    }
    if number == tables::TABLES_LEVEL
        && tables::ask(&mut running, &session, side, (&opened, inline.0), now)
    {
        return;
    }
    ask_engine(&mut running, &session, number, now);
}

/// The lowest level that opens from the book (when the settings say so).
pub const BOOK_LEVELS: u8 = 6;

/// Starts the opponent's engine: one thread, its lines quiet.
fn start_engine(settings: &PlayerSettings, wakes: &Wakes) -> Result<Running, Said> {
    let program = settings
        .0
        .engine
        .program()
        .ok_or_else(crate::app::engine::no_engine_words)?;
    let mut options = settings.0.engine.options();
    // The opponent thinks on one core: the player's own machine stays
    // quick, and levels play alike everywhere.
    options.threads = 1;
    options.quiet_lines = true;
    let engine = Engine::start(&program, options, wakes.waker())?;
    Ok(Running {
        engine: Mutex::new(engine),
        id: 0,
        asked: None,
        hint: None,
        answer: None,
        score: None,
        before: None,
        judge: None,
        table: None,
        tables_tried: None,
        rolls: Rolls::new(),
    })
}

/// Asks the engine for the computer's move at level `number`, on its
/// clock or for its think time.
fn ask_engine(running: &mut Running, session: &GameSession, number: u8, now: Instant) {
    let Some(spec) = level(number) else {
        return;
    };
    let game = session.game();
    let think = match session.clock() {
        Some(clock) => Think::Clock(GoClock::of(
            &clock.control(),
            shakmaty::ByColor::new_with(|s| clock.remaining(s, now)),
        )),
        None => Think::For(spec.think),
    };
    let moves: Vec<Move> = game.plies().iter().filter_map(|p| p.mv).collect();
    running.id += 1;
    let from_start = game.starts_from_standard_position();
    let search = search_for(
        spec,
        running.id,
        (game.initial_position(), &moves, game.castling_mode()),
        think,
        from_start,
    );
    if let Ok(engine) = running.engine.lock() {
        engine.search(search.clone());
    }
    let varying = varies(moves.len(), from_start);
    running.asked = Some((search, game.revision(), now, varying));
    running.answer = None;
}

/// A full-strength search of the game's latest position for `HINT_THINK`
/// (a hint, practice's evaluation of the player's position).
fn latest_search(running: &mut Running, game: &crate::chess::game::Game) -> u64 {
    running.id += 1;
    let search = Search {
        id: running.id,
        start: game.initial_position().clone(),
        moves: game.plies().iter().filter_map(|p| p.mv).collect(),
        mode: game.castling_mode(),
        limit: Limit::MoveTime(HINT_THINK.as_millis() as u64),
        lines: 1,
        new_game: false,
        elo: None,
    };
    if let Ok(engine) = running.engine.lock() {
        engine.search(search);
    }
    running.id
}

/// Reads what the engine said: the computer's move (kept until it may be
/// played), a hint, its name, a failure.
fn read_engine(
    mut commands: Commands,
    running: Option<ResMut<Running>>,
    session: Res<GameSession>,
    practice: Res<State<Practice>>,
    mut view: ResMut<OpponentView>,
    mut games: MessageWriter<GameCommand>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(mut running) = running else {
        return;
    };
    let events: Vec<Event> = match running.engine.lock() {
        Ok(engine) => engine.events().collect(),
        Err(_) => return,
    };
    for event in events {
        // Its lines show nowhere: only what the player sees redraws.
        if !matches!(event, Event::Lines { .. }) {
            redraw.write(RequestRedraw);
        }
        match event {
            Event::Ready(name) => {
                for side in [Color::White, Color::Black] {
                    if let Some(number) = session.computer(side)
                        && session.players().get(side).name == provisional_name(number)
                        && let Some(spec) = level(number)
                    {
                        games.write(Action::Rename(side, spec.player_name(&name)).into());
                    }
                }
                view.name = Some(name);
            }
            Event::Lines { lines, .. } => {
                if let Some(first) = lines.first() {
                    running.score = Some(first.eval);
                }
            }
            ref done @ Event::Done {
                search,
                best,
                ref lines,
            } => {
                if running.judge.is_some_and(|(id, _)| id == search) {
                    let (_, revision) = running.judge.take().unwrap_or_default();
                    if revision == session.game().revision()
                        && let Some(line) = lines.first()
                    {
                        let position = session.game().position().clone();
                        running.before = Some((line.eval, line.moves.first().copied(), position));
                    }
                    continue;
                }
                if running.hint.is_some_and(|(id, _)| id == search) {
                    let (_, revision) = running.hint.take().unwrap_or_default();
                    view.hint_coming = false;
                    if revision == session.game().revision()
                        && let Some(best) = best
                    {
                        view.hint = Some((best, false));
                    }
                    continue;
                }
                let Some((asked, revision, at, varying)) = running.asked.take() else {
                    continue;
                };
                if asked.id != search {
                    running.asked = Some((asked, revision, at, varying));
                    continue;
                }
                let Some(spec) = session.computer_to_move().and_then(|(_, n)| level(n)) else {
                    continue;
                };
                let roll = running.rolls.roll();
                if let Some(m) = move_from(spec, &asked, done, varying, roll) {
                    running.answer = Some((m, at + LEAST_ANSWER, revision));
                    if *practice.get() == Practice::On {
                        judge_practice(&mut running, &mut view, &asked, lines, m);
                    }
                }
            }
            Event::Fault(words) => {
                games.write(Action::PauseClock.into());
                // "Its clocks are stopped" only where there are clocks.
                let id = match session.clock() {
                    Some(_) => "computer-stopped",
                    None => "computer-stopped-untimed",
                };
                view.problem = Some(Said::new(id).with("why", words.clone()));
                view.hint_coming = false;
                commands.remove_resource::<Running>();
                return;
            }
        }
    }
}

/// Plays the computer's move once it may be: on the game it was found
/// for, never sooner than [`LEAST_ANSWER`] after it was asked.
fn play_answer(
    running: Option<ResMut<Running>>,
    mut view: ResMut<OpponentView>,
    session: Res<GameSession>,
    time: Res<Time<Real>>,
    mut games: MessageWriter<GameCommand>,
    mut look: LookAgain,
) {
    let Some(mut running) = running else {
        return;
    };
    if !tables::read(&mut running, &mut view) {
        look.after(Duration::from_millis(20));
        return;
    }
    let Some((m, not_before, revision)) = running.answer else {
        return;
    };
    if revision != session.game().revision() || session.computer_to_move().is_none() {
        running.answer = None;
        return;
    }
    let now = crate::app::timer::now(&time);
    if now < not_before {
        look.after(not_before - now);
        return;
    }
    running.answer = None;
    if session.game().is_viewing_past() {
        games.write(Action::ViewLatest.into());
    }
    let (Some(from), to) = (m.from(), m.to()) else {
        return;
    };
    games.write(
        Action::Play {
            from,
            to,
            promotion: m.promotion(),
            dropped: false,
        }
        .into(),
    );
}

/// How long the engine looks for a hint.
pub const HINT_THINK: Duration = Duration::from_millis(1000);
