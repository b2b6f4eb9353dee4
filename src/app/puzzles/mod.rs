//! Tactics puzzles in the window ([`Tactics::On`]): lichess's flow. The
//! opponent's move slides in, the player finds the answer on the board
//! (by mouse, keys, a typed move or the screen reader, as any move), a
//! right move brings the opponent's reply, a wrong one is taken back, the
//! puzzle counts as failed and its move is shown; after it: next, retry,
//! analyse. Rated puzzles move the player's Glicko-2 rating; a streak
//! climbs until the first mistake; failed puzzles come back after 1, 3 and
//! 7 days; a set is repeated in timed cycles. The puzzles and the history
//! are in the store ([`crate::desktop::puzzle_store`]), asked on a thread
//! of its own for each question.
//!
//! A puzzle is a game at the board from its position, two people at one
//! board: the session plays every move, and this plugin judges each of
//! the player's moves after the session took it.

mod answers;
mod finding;
mod judging;
mod store;

use std::path::PathBuf;

use bevy::prelude::*;
use shakmaty::{Move, san::SanPlus};

use store::{Answer, Ask, StoreJobs};
pub use store::{PuzzleStorePath, TrainMode};

pub use crate::app::modes::Tactics;
use crate::{
    app::{
        Phase,
        files::JobPlace,
        notice::PanelNotice,
        session::{Action, GameCommand, GameSession, SessionChanged},
        timer::LookAgain,
    },
    chess::{
        game::{Game, Shape},
        puzzles::{
            Judged, Run,
            glicko::Rating,
            schedule::{Cycle, Difficulty},
            themes::THEMES,
        },
        session::NewGame,
    },
    desktop::puzzle_store::{Attempt, Dashboard, Mode, Stored},
    i18n::Said,
};

/// What the panel and the keys ask of the puzzles.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum PuzzleCommand {
    /// Begin (or go on with) puzzles in the mode chosen.
    Open,
    /// Leave puzzles; the board keeps the last position.
    Close,
    /// The next puzzle.
    Next,
    /// Show the solution (the puzzle counts as failed).
    ShowSolution,
    /// The same puzzle again (it counts once).
    Retry,
    /// The puzzle's position on the analysis board, the engine on.
    Analyse,
    /// How puzzles are chosen.
    Mode(TrainMode),
    /// How hard rated puzzles are.
    Difficulty(Difficulty),
    /// Only puzzles of this theme (lichess's name, or an opening family's
    /// `opening:NAME`), or any.
    Theme(Option<String>),
    /// Add a puzzle file to the store (lichess's CSV, EPD, PGN set).
    Import(PathBuf),
    /// Stop the import under way (what it added stays).
    CancelImport,
    /// Show or hide the dashboard.
    Dashboard,
    /// Find puzzles in the listed file's games with the engine.
    FindInFile,
    /// Stop finding (what was found so far is dropped).
    CancelFind,
}

/// What the panel shows of the puzzles.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct PuzzleView {
    /// How puzzles are chosen, and the choices for it.
    pub mode: TrainMode,
    /// How hard rated puzzles are.
    pub difficulty: Difficulty,
    /// The theme chosen, if any.
    pub theme: Option<String>,
    /// The player's rating.
    pub rating: Rating,
    /// The last rated puzzle's change, in points.
    pub change: Option<f64>,
    /// The streak under way and the best.
    pub streak: u32,
    /// The best streak kept.
    pub best_streak: u32,
    /// The store's sources and their sizes.
    pub sources: Vec<(String, u64)>,
    /// The opening families of the store's puzzles (`opening:NAME`).
    pub openings: Vec<String>,
    /// Failed puzzles due now.
    pub due: u64,
    /// The puzzle shown.
    pub current: Option<Stored>,
    /// A set's place (from 0), size and cycle.
    pub set_at: Option<(usize, usize, Cycle)>,
    /// What the panel says now.
    pub words: Said,
    /// The puzzle shown is over (solved, or its solution shown).
    pub over: bool,
    /// It counts as failed.
    pub failed: bool,
    /// A move shown as an arrow: the right one after a wrong move.
    pub shown: Option<Move>,
    /// An import's progress (0 to 1), its file's name, and whether its
    /// puzzles are being filed by theme and rating (its last step).
    pub importing: Option<(f32, String, bool)>,
    /// The dashboard, when shown.
    pub dashboard: Option<Dashboard>,
    /// Puzzles being found in a file: games searched, the file's games,
    /// puzzles found.
    pub finding: Option<(u64, usize, u64)>,
}

impl PuzzleView {
    /// The move shown, as an arrow on the board.
    pub fn shown_shape(&self) -> Option<Shape> {
        crate::app::opponent::move_arrow(self.shown?)
    }

    /// The rating as shown: rounded, with "?" while provisional.
    pub fn rating_text(&self) -> String {
        let mark = if self.rating.provisional() { "?" } else { "" };
        format!("{}{mark}", self.rating.rating.round())
    }
}

/// The puzzle being solved.
#[derive(Resource, Default)]
struct Solving {
    run: Option<Run>,
    /// The game's plies already judged.
    seen: usize,
    /// When it began (for its time).
    began: Option<std::time::Instant>,
    /// Its attempt is recorded (a retry is not counted again).
    recorded: bool,
    /// Varies the target rating a little.
    rng: Option<fastrand::Rng>,
}

/// A search of the listed file for puzzles, under way.
#[derive(Resource, Default)]
struct Finder(Option<finding::Finding>);

/// What finding puzzles in the listed file needs.
#[derive(bevy::ecs::system::SystemParam)]
struct FindSources<'w> {
    list: Res<'w, crate::app::files::GameList>,
    desk: crate::app::engines::EngineDesk<'w>,
    finder: ResMut<'w, Finder>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PuzzleView>()
        .init_resource::<Finder>()
        .init_resource::<Solving>()
        .init_resource::<StoreJobs>()
        .init_resource::<PuzzleStorePath>()
        .add_message::<PuzzleCommand>()
        .add_systems(
            Update,
            (
                keep_choices,
                carry_out,
                answers::follow_store,
                answers::follow_import,
                finding::follow_finding,
                judging::judge,
            )
                .chain()
                .in_set(Phase::Follow),
        )
        .add_systems(Update, files_to_import.in_set(Phase::Files))
        .add_systems(OnExit(Tactics::On), leave);
}

/// Seconds since the epoch (the store's times).
fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// Where the systems write.
#[derive(bevy::ecs::system::SystemParam)]
struct Out<'w> {
    games: MessageWriter<'w, GameCommand>,
    words: Res<'w, crate::app::language::AppWords>,
    settings: Res<'w, crate::app::settings::PlayerSettings>,
    engine: MessageWriter<'w, crate::app::engine::EngineCommand>,
    notice: ResMut<'w, PanelNotice>,
    next: ResMut<'w, NextState<Tactics>>,
}

/// The store and where its jobs run.
#[derive(bevy::ecs::system::SystemParam)]
struct Desk<'w> {
    jobs: ResMut<'w, StoreJobs>,
    path: Res<'w, PuzzleStorePath>,
    place: JobPlace<'w>,
}

/// Puzzle files opened (menu, drop, command line) become imports.
fn files_to_import(
    mut files: MessageReader<crate::app::files::FileCommand>,
    mut commands: MessageWriter<PuzzleCommand>,
) {
    use crate::app::files::FileCommand;
    for file in files.read() {
        match file {
            FileCommand::ImportPuzzles(path) => {
                commands.write(PuzzleCommand::Import(path.clone()));
            }
            FileCommand::Open(path) if crate::desktop::puzzle_store::is_puzzle_file(path) => {
                commands.write(PuzzleCommand::Import(path.clone()));
            }
            _ => {}
        }
    }
}

/// Keeps the difficulty and theme chosen in the settings (written to
/// their file when they change), for the next launch.
fn keep_choices(
    mut commands: MessageReader<PuzzleCommand>,
    mut settings: ResMut<crate::app::settings::PlayerSettings>,
) {
    for command in commands.read() {
        match command {
            PuzzleCommand::Difficulty(d) if settings.puzzle_difficulty != d.offset() => {
                settings.puzzle_difficulty = d.offset();
            }
            PuzzleCommand::Theme(theme) if settings.puzzle_theme != *theme => {
                settings.puzzle_theme = theme.clone();
            }
            _ => {}
        }
    }
}

fn carry_out(
    mut commands: MessageReader<PuzzleCommand>,
    mut view: ResMut<PuzzleView>,
    mut solving: ResMut<Solving>,
    mut desk: Desk,
    mut out: Out,
    mut find: FindSources,
) {
    for command in commands.read().cloned() {
        match command {
            PuzzleCommand::FindInFile => {
                let engine = out.settings.0.engine.program();
                if let Err(words) = finding::start_finding(&mut find, &desk, engine) {
                    out.notice.error(words);
                }
            }
            PuzzleCommand::CancelFind => {
                if let Some(f) = &find.finder.0 {
                    f.progress
                        .cancel
                        .store(true, std::sync::atomic::Ordering::Relaxed);
                }
            }
            PuzzleCommand::Open => {
                // The difficulty and theme chosen last time.
                view.difficulty = Difficulty::from_offset(out.settings.puzzle_difficulty);
                view.theme = out.settings.puzzle_theme.clone();
                out.next.set(Tactics::On);
                desk.jobs.ask(Ask::Refresh { now: unix_now() });
                ask_next(&view, &mut solving, &mut desk.jobs);
            }
            PuzzleCommand::Close => out.next.set(Tactics::Off),
            PuzzleCommand::Next => ask_next(&view, &mut solving, &mut desk.jobs),
            PuzzleCommand::Retry => {
                if let Some(stored) = view.current.clone() {
                    show(&stored, &mut view, &mut solving, &mut out.games);
                }
            }
            PuzzleCommand::ShowSolution => {
                show_solution(&mut view, &mut solving, &mut desk, &mut out)
            }
            PuzzleCommand::Analyse => analyse(&view, &mut out),
            PuzzleCommand::Mode(mode) => {
                view.mode = mode;
                view.streak = 0;
                ask_next(&view, &mut solving, &mut desk.jobs);
            }
            PuzzleCommand::Difficulty(d) => view.difficulty = d,
            PuzzleCommand::Theme(theme) => view.theme = theme,
            PuzzleCommand::Import(file) => {
                if let Err(why) = store::start_import(&mut desk.jobs, &desk.path, &desk.place, file)
                {
                    out.notice
                        .error(Said::new("puzzle-store-failed").with("why", why));
                }
            }
            PuzzleCommand::CancelImport => {
                if let Some(import) = &desk.jobs.import {
                    import
                        .progress
                        .cancel
                        .store(true, std::sync::atomic::Ordering::Relaxed);
                }
            }
            PuzzleCommand::Dashboard => {
                if view.dashboard.take().is_none() {
                    desk.jobs.ask(Ask::Dashboard);
                }
            }
        }
    }
}

fn ask_next(view: &PuzzleView, solving: &mut Solving, jobs: &mut StoreJobs) {
    let rng = solving
        .rng
        .get_or_insert_with(|| fastrand::Rng::with_seed(2026));
    jobs.ask(Ask::Next {
        mode: view.mode.clone(),
        difficulty: view.difficulty,
        theme: view.theme.clone(),
        rating: view.rating,
        streak: view.streak,
        jitter: rng.i32(-50..=50),
        now: unix_now(),
    });
}

/// Shows a puzzle: its position at the board, the opponent's setting move
/// played (it slides in), the board turned to the solver.
fn show(
    stored: &Stored,
    view: &mut PuzzleView,
    solving: &mut Solving,
    games: &mut MessageWriter<GameCommand>,
) {
    let puzzle = &stored.puzzle;
    let game = Game::from_position(puzzle.position.clone(), shakmaty::CastlingMode::Standard);
    // An exercise: neither autosaved nor archived when the next comes.
    let mut new = NewGame::untimed(game).exercise();
    new.names = shakmaty::ByColor {
        white: String::new(),
        black: String::new(),
    };
    games.write(GameCommand::NewGame(Box::new(new)));
    if puzzle.setup
        && let Some(&m) = puzzle.moves.first()
    {
        games.write(play(m).into());
    }
    games.write(Action::Face(puzzle.solver()).into());
    solving.run = Some(puzzle.run());
    solving.seen = usize::from(puzzle.setup);
    solving.began = Some(std::time::Instant::now());
    view.over = false;
    view.shown = None;
    view.words = Said::new("puzzle-find").with(
        "side",
        Said::new(puzzle.solver().fold_wb("side-white", "side-black")),
    );
}

/// A move as the board plays it.
fn play(m: Move) -> Action {
    Action::Play {
        from: m.from().expect("a chess move has a square it leaves"),
        to: m.to(),
        promotion: m.promotion(),
        dropped: false,
    }
}

/// The solution played out on the board; the puzzle counts as failed.
fn show_solution(view: &mut PuzzleView, solving: &mut Solving, desk: &mut Desk, out: &mut Out) {
    let (Some(stored), Some(run)) = (view.current.clone(), solving.run.clone()) else {
        return;
    };
    if view.over {
        return;
    }
    let puzzle = &stored.puzzle;
    let rest = &puzzle.moves[run.played().min(puzzle.moves.len())..];
    let mut at = run.position().clone();
    let mut sans = Vec::new();
    for &m in rest {
        sans.push(SanPlus::from_move_and_play_unchecked(&mut at, m).to_string());
        out.games.write(play(m).into());
    }
    view.over = true;
    // The line is on the board: no arrow for a move already played.
    view.shown = None;
    view.words = if sans.is_empty() {
        Said::new("puzzle-no-line")
    } else {
        // Each move with the player's piece letters (Dxe4+ in German).
        let letters = out.words.0.letters();
        let local = |san: &String| match out.settings.english_letters {
            true => san.clone(),
            false => letters.local(san),
        };
        let line: Vec<String> = sans.iter().map(local).collect();
        Said::new("puzzle-solution").with("line", line.join(" "))
    };
    fail(view, solving, &mut desk.jobs);
    solving.seen = usize::MAX;
}

/// Counts the puzzle as failed (once) and ends a streak.
fn fail(view: &mut PuzzleView, solving: &mut Solving, jobs: &mut StoreJobs) {
    if view.failed {
        return;
    }
    view.failed = true;
    record(view, solving, jobs, false);
    if view.mode == TrainMode::Streak {
        jobs.ask(Ask::StreakEnded(view.streak));
    }
}

/// Records the attempt (the first only).
fn record(view: &mut PuzzleView, solving: &mut Solving, jobs: &mut StoreJobs, solved: bool) {
    let Some(stored) = &view.current else {
        return;
    };
    if solving.recorded {
        return;
    }
    solving.recorded = true;
    let mode = match view.mode {
        TrainMode::Rated => Mode::Rated,
        TrainMode::Streak => Mode::Streak,
        TrainMode::Review => Mode::Review,
        TrainMode::Set(_) => Mode::Set,
    };
    let set = match (&view.mode, view.set_at) {
        (TrainMode::Set(source), Some((_, of, _))) => Some((source.clone(), of)),
        _ => None,
    };
    let seconds = solving.began.map_or(0.0, |b| b.elapsed().as_secs_f64());
    jobs.ask(Ask::Record {
        attempt: Attempt {
            puzzle: stored.key,
            at: unix_now(),
            solved,
            mode,
            seconds,
            theme: view
                .theme
                .as_deref()
                .and_then(|chosen| THEMES.iter().copied().find(|t| *t == chosen)),
        },
        set,
    });
}

/// The puzzle's position on the analysis board, its line so far played,
/// the engine on.
fn analyse(view: &PuzzleView, out: &mut Out) {
    let Some(stored) = &view.current else {
        return;
    };
    out.next.set(Tactics::Off);
    let puzzle = &stored.puzzle;
    out.games
        .write(GameCommand::NewGame(Box::new(NewGame::analysis(
            puzzle.start(),
            shakmaty::CastlingMode::Standard,
        ))));
    out.engine.write(crate::app::engine::EngineCommand::Toggle);
}

fn leave(mut view: ResMut<PuzzleView>, mut solving: ResMut<Solving>) {
    view.current = None;
    view.shown = None;
    view.over = false;
    solving.run = None;
}
