//! The engine on the analysis board, and the game report: this plugin
//! starts and stops the engine ([`crate::desktop::engine`]) as the player
//! asks and as the position shown changes (told by the session's
//! `SessionChanged`, never by comparing positions each frame), reads its lines each frame
//! without waiting, and runs the report as a background job whose result
//! is one edit of the record. Never during a live game: the engine is
//! there for a record (an analysis, a game from a file) only.

mod report;

use crate::i18n::Said;
use std::{sync::Mutex, time::Instant};

use bevy::{prelude::*, window::RequestRedraw};
use shakmaty::{Chess, EnPassantMode, FromSetup, Move, Position, fen::Fen};

use crate::{
    app::{
        Phase,
        files::JobPlace,
        session::{AnalysisEdit, GameCommand, GameSession},
        settings::PlayerSettings,
        timer::WakeTimer,
    },
    chess::{session::Action, uci::PvLine},
    desktop::engine::{Engine, Event, Limit, Search},
};

/// Whether the window is hidden (minimised, or covered whole): the engine
/// rests meanwhile and searches again when it shows.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct WindowHidden(pub bool);

/// What the engine area shows.
#[derive(Resource, Debug, Default)]
pub struct EngineView {
    /// The player turned the engine on.
    pub on: bool,
    /// The engine's name, once it answered.
    pub name: Option<String>,
    /// The lines of the position shown, best first.
    pub lines: Vec<PvLine>,
    /// The position the lines are of (its FEN).
    pub lines_of: Option<String>,
    /// The depth reached.
    pub depth: u32,
    /// Nodes per second.
    pub nps: Option<u64>,
    /// What went wrong, or why there is no engine, in words.
    pub problem: Option<Said>,
    /// How far the report has come (done, total), while it runs.
    pub report: Option<(usize, usize)>,
    /// Whether an engine process runs for the board (none when off,
    /// hidden or during a game).
    pub searching: bool,
    /// A report of the game shown that stopped when Rookery was closed or
    /// killed: the moves it had come to (its journal keeps what it found,
    /// and the report goes on from there).
    pub stopped_report: Option<usize>,
    /// Show threat: the engine searches the position shown with the move
    /// passed, for what the side that just moved threatens.
    pub threat: bool,
}

impl EngineView {
    /// The lines shown for `position`: its own, or with Show threat on, the
    /// threat's (the position with the move passed); and whether they are
    /// the threat's.
    pub fn shown_lines(&self, position: &Chess) -> (&[PvLine], bool) {
        match self.threat.then(|| threat_position(position)).flatten() {
            Some(passed) => (self.lines_for(&passed), true),
            None => (self.lines_for(position), false),
        }
    }

    /// The lines, if they are of `position`.
    pub fn lines_for(&self, position: &Chess) -> &[PvLine] {
        match &self.lines_of {
            Some(fen) if *fen == fen_of(position) => &self.lines,
            _ => &[],
        }
    }
}

/// What the panel and the keys ask of the engine.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum EngineCommand {
    /// Start or stop the engine on the position shown.
    Toggle,
    /// Play line `rank` (1 the best) into the record up to its move
    /// `upto` (0 its first).
    PlayLine {
        /// Which line.
        rank: u32,
        /// Up to which of its moves.
        upto: usize,
    },
    /// Run the game report.
    AnalyseGame,
    /// Stop the report (what it found is kept).
    CancelReport,
    /// Show threat on or off (it turns the engine on).
    Threat,
}

/// The position shown with the move passed to the other side, whose best
/// lines are what the side that just moved threatens; none when the side
/// to move is in check (a pass is no legal position) or the game is over.
///
/// ```
/// use rookery::app::engine::threat_position;
/// use shakmaty::{Chess, Color, Position, fen::Fen, CastlingMode};
/// let after_qh5: Chess = "rnbqkbnr/pppp1ppp/8/4p3/4P2Q/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2"
///     .parse::<Fen>().unwrap().into_position(CastlingMode::Standard).unwrap();
/// let passed = threat_position(&after_qh5).unwrap();
/// assert_eq!(passed.turn(), Color::White);
/// assert_eq!(passed.board(), after_qh5.board());
/// // White's next move is move 3.
/// assert_eq!(passed.fullmoves().get(), 3);
/// // In check, a pass is no position.
/// let checked: Chess = "rnbqkbnr/ppppp2p/5p2/6pQ/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 3"
///     .parse::<Fen>().unwrap().into_position(CastlingMode::Standard).unwrap();
/// assert_eq!(threat_position(&checked), None);
/// ```
pub fn threat_position(position: &Chess) -> Option<Chess> {
    if position.is_game_over() {
        return None;
    }
    let mut setup = position.to_setup(EnPassantMode::Legal);
    setup.swap_turn();
    // Black's pass makes the next move White's next: its number is one on.
    if setup.turn == shakmaty::Color::White {
        setup.fullmoves = setup.fullmoves.saturating_add(1);
    }
    Chess::from_setup(setup, position.castles().mode()).ok()
}

pub use report::REPORT_JOURNAL;
use report::{Report, follow_report, journal_path, notice_a_stopped_report, start_report};

/// The engine process of the analysis board.
#[derive(Resource)]
struct Running {
    engine: Mutex<Engine>,
    /// The search asked last.
    search: u64,
    /// The position it is of.
    of: Option<String>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EngineView>()
        .init_resource::<WindowHidden>()
        .add_message::<EngineCommand>()
        .add_message::<bevy::window::WindowOccluded>()
        .add_systems(Update, follow_window.in_set(Phase::Input))
        .add_systems(
            Update,
            (carry_out, read_engine, follow_report)
                .chain()
                .in_set(Phase::Input),
        )
        .add_systems(Update, choose_program.in_set(Phase::Files))
        .add_systems(
            Update,
            notice_a_stopped_report
                .in_set(Phase::Follow)
                .run_if(on_message::<crate::app::session::SessionChanged>),
        )
        .add_systems(
            Update,
            tell_the_autosave
                .in_set(Phase::Follow)
                .run_if(resource_changed::<EngineView>),
        )
        // The engine hears of a new position as every follower does, from
        // the session's change (a move, a view, another game), and of
        // the engine area's own change (turned on or off, a fault), a
        // setting or the window being hidden.
        .add_systems(
            Update,
            follow_position.in_set(Phase::Follow).run_if(
                on_message::<crate::app::session::SessionChanged>
                    .or_eager(resource_changed::<EngineView>)
                    .or_eager(resource_changed::<PlayerSettings>)
                    .or_eager(resource_changed::<WindowHidden>),
            ),
        );
}

/// The autosave keeps an analysis while a report runs over it (a kill
/// brings it back, and the report goes on from its journal).
fn tell_the_autosave(
    view: Res<EngineView>,
    mut running: ResMut<crate::app::autosave::ReportRunning>,
) {
    running.set_if_neq(crate::app::autosave::ReportRunning(view.report.is_some()));
}

fn fen_of(position: &Chess) -> String {
    Fen::from_position(position, EnPassantMode::Legal).to_string()
}

/// The search of the position shown: from the game's start by the moves
/// of the line shown, or from the last null move's position.
fn search_of(session: &GameSession, id: u64, lines: u32, threat: Option<Chess>) -> Search {
    let game = session.game();
    if let Some(passed) = threat {
        return Search {
            id,
            start: passed,
            moves: Vec::new(),
            mode: game.castling_mode(),
            limit: Limit::Infinite,
            lines,
            new_game: false,
            elo: None,
        };
    }
    let line = game.view_line();
    let after_null = line.iter().rposition(|p| p.mv.is_none());
    let (start, from) = match after_null {
        Some(at) => (line[at].position.clone(), at + 1),
        None => (game.initial_position().clone(), 0),
    };
    Search {
        id,
        start,
        moves: line[from..].iter().filter_map(|p| p.mv).collect(),
        mode: game.castling_mode(),
        limit: Limit::Infinite,
        lines,
        new_game: false,
        elo: None,
    }
}

/// A channel told each time the engine has something to read (besides the
/// window's wake-up): headless tests wait on it between frames, so no
/// test sleeps on the clock while the engine thinks.
#[derive(Resource, Debug, Clone)]
pub struct EngineHeard(pub std::sync::mpsc::Sender<Instant>);

/// Who hears that the engine has something to read: the window (woken at
/// the instant given) and [`EngineHeard`].
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Wakes<'w> {
    window: Option<Res<'w, WakeTimer>>,
    heard: Option<Res<'w, EngineHeard>>,
}

impl Wakes<'_> {
    /// The function the engine's thread calls.
    pub(crate) fn waker(&self) -> impl Fn(Instant) + Send + 'static {
        let senders: Vec<std::sync::mpsc::Sender<Instant>> = self
            .window
            .as_deref()
            .map(WakeTimer::sender)
            .into_iter()
            .chain(self.heard.as_deref().map(|heard| heard.0.clone()))
            .collect();
        move |at| {
            for sender in &senders {
                let _ = sender.send(at);
            }
        }
    }
}

/// What the engine area needs to carry out a command.
#[derive(bevy::ecs::system::SystemParam)]
struct EngineOut<'w, 's> {
    commands: Commands<'w, 's>,
    games: MessageWriter<'w, GameCommand>,
    redraw: MessageWriter<'w, RequestRedraw>,
    folder: Res<'w, crate::app::autosave::AutosaveFolder>,
    /// The endgame tables, which judge the report's positions they cover.
    opened: Res<'w, crate::app::tablebase::Opened>,
}

fn carry_out(
    mut asked: MessageReader<EngineCommand>,
    mut view: ResMut<EngineView>,
    session: Res<GameSession>,
    settings: Res<PlayerSettings>,
    report: Option<Res<Report>>,
    place: JobPlace,
    mut out: EngineOut,
) {
    for command in asked.read() {
        out.redraw.write(RequestRedraw);
        match command {
            EngineCommand::Toggle if !session.is_analysis() => {
                view.on = false;
            }
            EngineCommand::Toggle => {
                view.on = !view.on;
                view.threat = false;
                if view.on {
                    view.problem = None;
                }
            }
            EngineCommand::Threat if !session.is_analysis() => {
                view.threat = false;
            }
            EngineCommand::Threat => {
                view.threat = !view.threat;
                if view.threat && !view.on {
                    view.on = true;
                    view.problem = None;
                }
            }
            EngineCommand::PlayLine { rank, upto } => {
                let position = session.game().view_position();
                let Some(line) = view.lines_for(position).iter().find(|l| l.rank == *rank) else {
                    continue;
                };
                let moves: Vec<Move> = line.moves.iter().take(upto + 1).copied().collect();
                out.games
                    .write(Action::Edit(AnalysisEdit::PlayLine(moves)).into());
            }
            EngineCommand::AnalyseGame => {
                if report.is_some() || !session.is_analysis() {
                    continue;
                }
                let journal = journal_path(&out.folder);
                view.stopped_report = None;
                start_report(
                    &session,
                    (&settings, &out.opened),
                    (&place, journal),
                    &mut view,
                    &mut out.commands,
                );
            }
            EngineCommand::CancelReport => {
                if let Some(report) = &report {
                    report.job.cancel();
                }
            }
        }
    }
}

/// The words of the engine area when no engine is found.
pub fn no_engine_words() -> Said {
    Said::new("engine-none-found")
}

/// A program chosen in the dialog (or typed) becomes the engine: the one
/// running ends, and the next start uses it.
fn choose_program(
    mut commands: Commands,
    mut chosen: MessageReader<crate::app::files::FileCommand>,
    mut settings: ResMut<PlayerSettings>,
    mut view: ResMut<EngineView>,
) {
    for command in chosen.read() {
        if let crate::app::files::FileCommand::ChooseEngine(path) = command {
            settings.0.engine.path = Some(path.clone());
            view.name = None;
            view.problem = None;
            view.lines.clear();
            view.lines_of = None;
            view.searching = false;
            commands.remove_resource::<Running>();
        }
    }
}

/// Reads what the engine said since the last frame.
fn read_engine(
    mut commands: Commands,
    running: Option<Res<Running>>,
    mut view: ResMut<EngineView>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(running) = running else {
        return;
    };
    let events: Vec<Event> = match running.engine.lock() {
        Ok(engine) => engine.events().collect(),
        Err(_) => return,
    };
    if events.is_empty() {
        return;
    }
    redraw.write(RequestRedraw);
    for event in events {
        match event {
            Event::Ready(name) => view.name = Some(name),
            Event::Lines {
                search,
                lines,
                depth,
                nps,
                ..
            } if search == running.search => {
                view.lines = lines;
                view.lines_of.clone_from(&running.of);
                view.depth = depth;
                view.nps = nps;
            }
            Event::Done { search, lines, .. } if search == running.search && !lines.is_empty() => {
                view.lines = lines;
                view.lines_of.clone_from(&running.of);
            }
            Event::Fault(words) => {
                view.problem = Some(words);
                view.on = false;
                view.searching = false;
                view.lines.clear();
                commands.remove_resource::<Running>();
                return;
            }
            _ => {}
        }
    }
}

/// Follows whether the window can be seen.
fn follow_window(
    mut occluded: MessageReader<bevy::window::WindowOccluded>,
    mut hidden: ResMut<WindowHidden>,
) {
    if let Some(last) = occluded.read().last() {
        hidden.set_if_neq(WindowHidden(last.occluded));
    }
}

/// Starts, points and stops the engine: on, in a record, searching the
/// position shown; off, hidden, or during a live game, no process.
fn follow_position(
    mut commands: Commands,
    session: Res<GameSession>,
    settings: Res<PlayerSettings>,
    mut view: ResMut<EngineView>,
    running: Option<ResMut<Running>>,
    wakes: Wakes,
    hidden: Res<WindowHidden>,
) {
    let wanted = view.on && session.is_analysis() && !hidden.0;
    if !wanted {
        if view.on && !session.is_analysis() {
            view.on = false;
            view.threat = false;
        }
        if running.is_some() {
            // Hidden, the lines stay shown for when the window comes back.
            commands.remove_resource::<Running>();
            view.searching = false;
            if !hidden.0 {
                view.lines.clear();
                view.lines_of = None;
            }
        }
        return;
    }
    let position = session.game().view_position().clone();
    let threat = view.threat.then(|| threat_position(&position)).flatten();
    let fen = fen_of(threat.as_ref().unwrap_or(&position));
    let lines = settings.0.engine.lines.clamp(1, 5);
    match running {
        Some(mut running) => {
            // The same position, and the same number of lines asked.
            if running.of.as_deref() == Some(fen.as_str()) && !settings.is_changed() {
                return;
            }
            running.search += 1;
            running.of = Some(fen);
            let search = search_of(&session, running.search, lines, threat);
            if let Ok(engine) = running.engine.lock() {
                engine.search(search);
            }
            view.depth = 0;
        }
        None => {
            let Some(program) = settings.0.engine.program() else {
                view.on = false;
                view.problem = Some(no_engine_words());
                return;
            };
            match Engine::start(&program, settings.0.engine.options(), wakes.waker()) {
                Ok(engine) => {
                    engine.search(search_of(&session, 1, lines, threat));
                    view.depth = 0;
                    commands.insert_resource(Running {
                        engine: Mutex::new(engine),
                        search: 1,
                        of: Some(fen),
                    });
                    view.searching = true;
                }
                Err(words) => {
                    view.on = false;
                    view.problem = Some(words);
                }
            }
        }
    }
}
