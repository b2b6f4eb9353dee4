//! The engine on the analysis board, and the game report: this plugin
//! asks the engine service ([`crate::app::engines`]) for searches of the
//! position shown as the player asks and as it changes (told by the
//! session's `SessionChanged`, never by comparing positions), takes its
//! lines from the service's replies, and runs the report as a background
//! job whose result is one edit of the record. Never during a live game:
//! the engine is there for a record (an analysis, a game from a file)
//! only. While a report runs, the board's engine rests: the cores are the
//! report's.

mod report;

use crate::i18n::Said;

use bevy::prelude::*;
use shakmaty::{Chess, EnPassantMode, FromSetup, Move, Position};

use crate::{
    app::{
        Phase,
        engines::{EngineDesk, EngineReply, Owner, ReadEngines, Role},
        files::JobPlace,
        session::{AnalysisEdit, GameCommand, GameSession, SessionChanged},
        settings::PlayerSettings,
    },
    chess::{session::Action, uci::PvLine},
    desktop::engine::{Event, Limit, Search},
};

pub use crate::app::engines::{EngineHeard, no_engine_words};

/// Whether the window is hidden (minimised, or covered whole): the engine
/// rests meanwhile and searches again when it shows.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct WindowHidden(pub bool);

/// What the player asked of the analysis board's engine: one value, read
/// by the panel, the board and this plugin alike.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EngineMode {
    /// No engine.
    #[default]
    Off,
    /// The best lines of the position shown.
    Lines,
    /// Show threat: the best lines of the position shown with the move
    /// passed, what the side that just moved threatens.
    Threat,
}

/// What the engine area shows.
#[derive(Resource, Debug, Default)]
pub struct EngineView {
    /// What the player asked for.
    pub mode: EngineMode,
    /// The engine's name, once it answered.
    pub name: Option<String>,
    /// The lines of the position shown (with Show threat, of the position
    /// with the move passed), best first: emptied when the position shown
    /// changes, so they are always of it.
    pub lines: Vec<PvLine>,
    /// The lines are the threat's.
    pub lines_are_threat: bool,
    /// The search the lines come from.
    search: Option<u64>,
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
}

impl EngineView {
    /// Whether the engine is on (lines or threat).
    pub fn is_on(&self) -> bool {
        self.mode != EngineMode::Off
    }

    /// Whether Show threat is on.
    pub fn shows_threat(&self) -> bool {
        self.mode == EngineMode::Threat
    }

    /// The lines shown, and whether they are the threat's.
    pub fn shown_lines(&self) -> (&[PvLine], bool) {
        (&self.lines, self.lines_are_threat)
    }

    /// Forgets the lines shown (another position, or the engine off).
    fn forget_lines(&mut self) {
        self.lines.clear();
        self.lines_are_threat = false;
        self.search = None;
        self.depth = 0;
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
use report::{
    Report, ReportAsk, follow_report, journal_path, notice_a_stopped_report, start_report,
};

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
                .after(ReadEngines)
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
                on_message::<SessionChanged>
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

/// The search of the position shown: from the game's start by the moves
/// of the line shown, or from the last null move's position; with Show
/// threat, of the position with the move passed.
fn search_of(session: &GameSession, lines: u32, threat: Option<Chess>) -> Search {
    let game = session.game();
    let mode = game.castling_mode();
    let (start, moves) = match threat {
        Some(passed) => (passed, Vec::new()),
        None => {
            let line = game.view_line();
            let after_null = line.iter().rposition(|p| p.mv.is_none());
            let (start, from) = match after_null {
                Some(at) => (line[at].position.clone(), at + 1),
                None => (game.initial_position().clone(), 0),
            };
            (start, line[from..].iter().filter_map(|p| p.mv).collect())
        }
    };
    Search {
        lines,
        ..Search::new(start, moves, mode, Limit::Infinite)
    }
}

/// What the engine area needs to carry out a command.
#[derive(bevy::ecs::system::SystemParam)]
struct EngineOut<'w, 's> {
    commands: Commands<'w, 's>,
    games: MessageWriter<'w, GameCommand>,
    folder: Res<'w, crate::app::autosave::AutosaveFolder>,
    /// The endgame tables, which judge the report's positions they cover.
    opened: Res<'w, crate::app::tablebase::Opened>,
    /// Where the report's job runs.
    place: JobPlace<'w>,
    desk: EngineDesk<'w>,
}

/// The mode after `command` in `mode`: Toggle turns the engine on or
/// off, Threat turns Show threat on or off (and the engine on with it).
fn mode_after(mode: EngineMode, command: &EngineCommand) -> EngineMode {
    match (command, mode) {
        (EngineCommand::Toggle, EngineMode::Off) => EngineMode::Lines,
        (EngineCommand::Toggle, _) => EngineMode::Off,
        (EngineCommand::Threat, EngineMode::Threat) => EngineMode::Lines,
        (EngineCommand::Threat, _) => EngineMode::Threat,
        _ => mode,
    }
}

fn carry_out(
    mut asked: MessageReader<EngineCommand>,
    mut view: ResMut<EngineView>,
    session: Res<GameSession>,
    settings: Res<PlayerSettings>,
    report: Option<Res<Report>>,
    mut out: EngineOut,
) {
    for command in asked.read() {
        out.desk.redraw();
        match command {
            EngineCommand::Toggle | EngineCommand::Threat => {
                let mode = match session.is_analysis() {
                    true => mode_after(view.mode, command),
                    false => EngineMode::Off,
                };
                if mode != EngineMode::Off && view.mode == EngineMode::Off {
                    view.problem = None;
                }
                view.mode = mode;
            }
            EngineCommand::PlayLine { rank, upto } => {
                let Some(line) = view.lines.iter().find(|l| l.rank == *rank) else {
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
                // The board's engine rests while the report runs: the
                // cores are the report's.
                out.desk.engines().end(Owner::AnalysisBoard);
                view.searching = false;
                let lease = match out.desk.engines().lend(report_engines()) {
                    Ok(lease) => lease,
                    Err(words) => {
                        view.problem = Some(words);
                        continue;
                    }
                };
                let ask = ReportAsk {
                    session: &session,
                    settings: &settings,
                    opened: &out.opened,
                    place: &out.place,
                    journal,
                    lease,
                };
                start_report(ask, &mut view, &mut out.commands);
            }
            EngineCommand::CancelReport => {
                if let Some(report) = &report {
                    report.job.cancel();
                }
            }
        }
    }
}

/// How many engines a report asks for: one a core.
fn report_engines() -> u32 {
    std::thread::available_parallelism().map_or(1, |n| n.get() as u32)
}

/// A program chosen in the dialog (or typed) becomes the engine: the one
/// running ends, and the next start uses it.
fn choose_program(
    mut chosen: MessageReader<crate::app::files::FileCommand>,
    mut settings: ResMut<PlayerSettings>,
    mut view: ResMut<EngineView>,
    mut engines: ResMut<crate::app::engines::Engines>,
) {
    for command in chosen.read() {
        if let crate::app::files::FileCommand::ChooseEngine(path) = command {
            settings.0.engine.path = Some(path.clone());
            view.name = None;
            view.problem = None;
            view.forget_lines();
            view.searching = false;
            engines.end(Owner::AnalysisBoard);
        }
    }
}

/// Takes the analysis board's replies: its name, the lines of the search
/// asked last, a fault (the engine goes off, in words).
fn read_engine(mut replies: MessageReader<EngineReply>, mut view: ResMut<EngineView>) {
    for reply in replies.read() {
        if reply.owner() != Owner::AnalysisBoard {
            continue;
        }
        match &reply.event {
            Event::Ready(name) => view.name = Some(name.clone()),
            Event::Lines {
                search,
                lines,
                depth,
                nps,
                ..
            } if Some(*search) == view.search => {
                view.lines.clone_from(lines);
                view.depth = *depth;
                view.nps = *nps;
            }
            Event::Done { search, lines, .. }
                if Some(*search) == view.search && !lines.is_empty() =>
            {
                view.lines.clone_from(lines);
            }
            Event::Fault(words) => {
                view.problem = Some(words.clone());
                view.mode = EngineMode::Off;
                view.searching = false;
                view.forget_lines();
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

/// What the board's engine follows: the session and its changes, the
/// settings, the window, a report.
#[derive(bevy::ecs::system::SystemParam)]
struct BoardState<'w, 's> {
    changes: MessageReader<'w, 's, SessionChanged>,
    session: Res<'w, GameSession>,
    settings: Res<'w, PlayerSettings>,
    hidden: Res<'w, WindowHidden>,
    report: Option<Res<'w, Report>>,
}

/// Starts, points and stops the engine: on, in a record, searching the
/// position shown; off, hidden, during a live game or a report, no
/// process. A search is asked when the position shown changed (the
/// session says so), when the mode or a setting changed, or when no
/// process runs; the lines of the position left are forgotten at once.
fn follow_position(
    board: BoardState,
    mut view: ResMut<EngineView>,
    mut desk: EngineDesk,
    mut asked: Local<Option<EngineMode>>,
) {
    let BoardState {
        mut changes,
        session,
        settings,
        hidden,
        report,
    } = board;
    let moved = changes.read().any(|c| c.0.board.is_some() || c.0.new_game);
    if moved && !hidden.0 {
        view.forget_lines();
    }
    if view.is_on() && !session.is_analysis() {
        view.mode = EngineMode::Off;
    }
    let wanted = view.is_on() && !hidden.0 && report.is_none();
    let runs = desk.engines().runs(Owner::AnalysisBoard);
    if !wanted {
        if runs {
            // Hidden, the lines stay shown for when the window comes back.
            desk.engines().end(Owner::AnalysisBoard);
            if !hidden.0 {
                view.forget_lines();
            }
        }
        view.searching = false;
        *asked = None;
        return;
    }
    if runs && !moved && *asked == Some(view.mode) && !settings.is_changed() {
        return;
    }
    let position = session.game().view_position();
    let threat = view
        .shows_threat()
        .then(|| threat_position(position))
        .flatten();
    let (role, threatened) = match threat.is_some() {
        true => (Role::Threat, true),
        false => (Role::Analysis, false),
    };
    let lines = settings.0.engine.lines.clamp(1, 5);
    view.forget_lines();
    view.search = desk.search(role, search_of(&session, lines, threat));
    view.lines_are_threat = threatened;
    view.searching = view.search.is_some();
    *asked = view.search.map(|_| view.mode);
}
