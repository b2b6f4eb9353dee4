//! The computer as an opponent in the app: the searches its level asks
//! of the engine service ([`crate::app::engines`], [`Owner::Computer`]) for
//! when it is to move ([`crate::desktop::computer`]), its move played
//! through the session like any move (it slides, sounds and is announced),
//! never sooner than [`LEAST_ANSWER`] after the move it answers; its
//! answers to draw offers ([`crate::chess::opponent::accepts_draw`]); a
//! hint; and what happens when its engine fails (the clocks stop, the
//! panel offers to restart it or to go on as two people).
//!
//! Whether the computer thinks is a Bevy state, [`ComputerTurn`], set from
//! the session with the other modes ([`crate::app::modes`]): the board
//! takes no move while it is [`ComputerTurn::Thinking`] (the core's
//! [`crate::chess::session::Session::takes_moves`] says the same).

use std::time::{Duration, Instant};

use crate::i18n::Said;
use bevy::{prelude::*, window::RequestRedraw};
use shakmaty::{Color, Move};

mod commands;
mod hang;
mod practice;
mod replies;
mod tables;

pub use crate::app::modes::{ComputerTurn, Practice};
pub use hang::HANG_MARGIN;
pub use practice::PRACTICE_LEVEL;
pub use tables::TABLES_LEVEL;

use practice::{follow_practice, judge_practice};

use crate::{
    app::{
        Phase,
        engines::{EngineDesk, Owner, ReadEngines, Role},
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
        computer::{Think, search_for},
        engine::{Limit, Search},
    },
};

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
}

impl OpponentView {
    /// The hint as a shape on the board: a circle on the piece, then the
    /// move's arrow.
    pub fn hint_shape(&self) -> Option<Shape> {
        let (m, whole) = self.hint?;
        match whole {
            true => move_arrow(m),
            false => Some(Shape::Circle {
                square: m.from()?,
                brush: crate::chess::game::Brush::Blue,
            }),
        }
    }
}

/// A move shown on the board: a blue arrow (a hint, a puzzle's answer).
pub fn move_arrow(m: Move) -> Option<Shape> {
    Some(Shape::Arrow {
        from: m.from()?,
        to: arrow_target(m),
        brush: crate::chess::game::Brush::Blue,
    })
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

/// A search for the computer's move under way.
struct MoveSearch {
    /// What was asked.
    search: Search,
    /// The service's number for it.
    id: u64,
    /// The game's revision it is of.
    revision: u64,
    /// When it was asked.
    at: Instant,
    /// Whether the opening varies ([`varies`]).
    varying: bool,
}

/// A search of the game's latest position (a hint, practice's), and the
/// game's revision it is of.
#[derive(Clone, Copy)]
struct Asked {
    id: u64,
    revision: u64,
}

/// The computer's move found, kept until it may be played.
#[derive(Clone, Copy)]
struct Answer {
    m: Move,
    /// The earliest instant it may be played.
    not_before: Instant,
    /// The game's revision it answers.
    revision: u64,
}

/// Practice: the evaluation before the player's move (the computer's best
/// line's), the move the engine expects as best, and the position the
/// player moves from.
struct Before {
    eval: Eval,
    best: Option<Move>,
    position: shakmaty::Chess,
}

/// What the computer asked and found in the game against it under way
/// (none when no such game goes on).
#[derive(Resource)]
struct ComputerGame {
    asked: Option<MoveSearch>,
    hint: Option<Asked>,
    answer: Option<Answer>,
    /// The latest score the engine gave (White's side), for draw offers.
    score: Option<Eval>,
    before: Option<Before>,
    /// Practice: a search of the player's first position, for `before`.
    judge: Option<Asked>,
    /// The endgame tables' move being read (level 10 in a position they
    /// cover).
    table: Option<tables::TableAsk>,
    /// The revision the tables were last tried for.
    tables_tried: Option<u64>,
    rolls: Rolls,
}

impl ComputerGame {
    /// Whether a move for the game's `revision` is asked, found or being
    /// read from the tables.
    fn works_on(&self, revision: u64) -> bool {
        self.asked.as_ref().is_some_and(|a| a.revision == revision)
            || self.answer.is_some_and(|a| a.revision == revision)
            || self.table.as_ref().is_some_and(|t| t.revision == revision)
    }

    fn new() -> ComputerGame {
        ComputerGame {
            asked: None,
            hint: None,
            answer: None,
            score: None,
            before: None,
            judge: None,
            table: None,
            tables_tried: None,
            rolls: Rolls::new(),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OpponentView>()
        .add_message::<OpponentCommand>()
        .add_systems(
            Update,
            (
                commands::carry_out,
                replies::read_engine,
                play_answer,
                commands::answer_offers,
            )
                .chain()
                .after(ReadEngines)
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
        .add_systems(OnExit(ComputerTurn::Thinking), forget_answer)
        .add_systems(OnEnter(Practice::On), practice::begin)
        .add_systems(OnExit(Practice::On), practice::end);
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

fn forget_answer(running: Option<ResMut<ComputerGame>>) {
    if let Some(mut running) = running {
        running.answer = None;
        running.asked = None;
    }
}

/// What the computer's turn reads besides the game.
#[derive(bevy::ecs::system::SystemParam)]
struct Sources<'w> {
    settings: Res<'w, PlayerSettings>,
    opened: Res<'w, crate::app::tablebase::Opened>,
    inline: Res<'w, crate::app::files::InlineLoading>,
    book: Res<'w, crate::app::book::OpenBook>,
    practice: Res<'w, State<Practice>>,
    turn: Res<'w, State<ComputerTurn>>,
    time: Res<'w, Time<Real>>,
}

/// The game, and what changed in it this frame.
#[derive(bevy::ecs::system::SystemParam)]
struct GameNow<'w, 's> {
    session: Res<'w, GameSession>,
    changes: MessageReader<'w, 's, SessionChanged>,
}

/// Begins the computer's part when a game against it begins (its engine
/// starts, so its name comes) and ends it when none goes on; when the
/// computer is to move ([`ComputerTurn::Thinking`]), asks the book, the
/// tables or the engine for its move.
fn follow_game(
    mut commands: Commands,
    game: GameNow,
    running: Option<ResMut<ComputerGame>>,
    mut view: ResMut<OpponentView>,
    sources: Sources,
    mut desk: EngineDesk,
) {
    let GameNow {
        session,
        mut changes,
    } = game;
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
            commands.remove_resource::<ComputerGame>();
            desk.engines().end(Owner::Computer);
        }
        return;
    }
    let Some(mut running) = running else {
        if desk.prepare(Owner::Computer) {
            commands.insert_resource(ComputerGame::new());
            // The search starts next frame, with the resource.
            commands.queue(|world: &mut World| {
                world.write_message(RequestRedraw);
            });
        }
        return;
    };
    let Some((side, number)) = session.computer_to_move() else {
        return;
    };
    if *sources.turn.get() != ComputerTurn::Thinking {
        return;
    }
    if !running.works_on(session.game().revision()) {
        ask_for_move(&mut running, &session, side, number, &sources, &mut desk);
    }
}

/// Asks the book, the tables or the engine for the computer's move at
/// level `number`.
fn ask_for_move(
    running: &mut ComputerGame,
    session: &GameSession,
    side: Color,
    number: u8,
    sources: &Sources,
    desk: &mut EngineDesk,
) {
    let revision = session.game().revision();
    let now = crate::app::timer::now(&sources.time);
    // Levels of the engine's own strength open from the book, for variety;
    // the weaker levels keep their own mistakes, and practice judges the
    // player against the engine's moves.
    if number >= BOOK_LEVELS
        && sources.settings.0.engine.computer_book
        && *sources.practice.get() == Practice::Off
        && let Some(book) = sources.book.book()
        && let Some(m) = book.pick(session.game().position(), running.rolls.roll())
    {
        running.answer = Some(Answer {
            m,
            not_before: now + LEAST_ANSWER,
            revision,
        });
        return;
    }
    if number == tables::TABLES_LEVEL
        && tables::ask(
            running,
            session,
            side,
            &sources.opened,
            sources.inline.0,
            now,
        )
    {
        return;
    }
    ask_engine(running, session, number, now, desk);
}

/// The lowest level that opens from the book (when the settings say so).
pub const BOOK_LEVELS: u8 = 6;

/// Asks the engine for the computer's move at level `number`, on its
/// clock or for its think time.
fn ask_engine(
    running: &mut ComputerGame,
    session: &GameSession,
    number: u8,
    now: Instant,
    desk: &mut EngineDesk,
) {
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
    let from_start = game.starts_from_standard_position();
    let search = search_for(
        spec,
        game.initial_position(),
        &moves,
        game.castling_mode(),
        think,
        from_start,
    );
    running.answer = None;
    running.asked = desk
        .search(Role::Opponent, search.clone())
        .map(|id| MoveSearch {
            search: Search { id, ..search },
            id,
            revision: game.revision(),
            at: now,
            varying: varies(moves.len(), from_start),
        });
}

/// A full-strength search of the game's latest position for `HINT_THINK`
/// (a hint, practice's evaluation of the player's position).
fn latest_search(
    role: Role,
    game: &crate::chess::game::Game,
    desk: &mut EngineDesk,
) -> Option<Asked> {
    let search = Search::new(
        game.initial_position().clone(),
        game.plies().iter().filter_map(|p| p.mv).collect(),
        game.castling_mode(),
        Limit::MoveTime(HINT_THINK.as_millis() as u64),
    );
    let id = desk.search(role, search)?;
    Some(Asked {
        id,
        revision: game.revision(),
    })
}

/// Plays the computer's move once it may be: on the game it was found
/// for, never sooner than [`LEAST_ANSWER`] after it was asked.
fn play_answer(
    running: Option<ResMut<ComputerGame>>,
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
    let Some(Answer {
        m,
        not_before,
        revision,
    }) = running.answer
    else {
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
