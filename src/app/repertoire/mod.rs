//! An opening repertoire in the window: opened from a PGN file (its side
//! from its `[Repertoire]` tag, or chosen once and written there), grown
//! from any board ("Add these moves to my repertoire"), its holes against
//! the file open in the explorer, and drilled ([`Drilling::On`]): from a
//! chapter's start the opponent's replies come as the explorer's file
//! plays them, toward the cards due; the player finds the repertoire's
//! move (any of several); a wrong move is taken back and the right one
//! shown with an arrow, to be played. Each card's first answer is graded
//! for FSRS (wrong: Again, after a hint: Hard, right: Good, right within
//! five seconds: Easy) and its next review kept in the store
//! ([`crate::desktop::puzzle_store`]), keyed by its position.
//!
//! As with puzzles, the drill is a game at the board: the session plays
//! every move, and this plugin judges the player's after the session took
//! them.

mod jobs;
mod judge;

use std::{collections::HashSet, path::PathBuf, sync::Arc};

use bevy::prelude::*;
use shakmaty::{Color, Move};

pub use crate::app::modes::Drilling;
use crate::{
    app::{
        Phase,
        explorer::{ExplorerState, FileExplorer},
        files::JobPlace,
        notice::PanelNotice,
        puzzles::PuzzleStorePath,
        session::{Action, GameCommand, GameSession},
    },
    chess::{
        game::Game,
        repertoire::{
            Repertoire,
            drill::{Drill, Turn},
            memory::Memory,
        },
        session::NewGame,
    },
    desktop::{job::Job, puzzle_store::Known},
    i18n::Said,
};
pub use jobs::{HoleRow, LINE_DEPTH, Reply};

/// What the player asks of the repertoire.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum RepertoireCommand {
    /// Open this file as the repertoire.
    Open(PathBuf),
    /// The side of a file that names none (written into it as a tag).
    Side(Color),
    /// Drill the cards due.
    Drill,
    /// Drill every card, due or not.
    PractiseAhead,
    /// Show a right move (the card counts as Hard).
    Hint,
    /// Stop drilling.
    Stop,
    /// List the holes against the explorer's file (in the repertoire's
    /// window).
    Holes,
    /// Show or hide the repertoire's window: how well it is known, its
    /// holes, its lines.
    Progress,
    /// Add the game's moves to the position viewed to the repertoire (a
    /// new one asks for its file first).
    AddLine,
    /// Make a new repertoire in this file with those moves.
    NewWithLine(PathBuf),
    /// Close the repertoire.
    Close,
}

/// The time the repertoire's schedule reads: the clock's, unless a test
/// sets it (seconds since the epoch).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RepertoireClock(pub Option<i64>);

impl RepertoireClock {
    /// Now, in seconds since the epoch.
    pub fn now(&self) -> i64 {
        self.0.unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs() as i64)
        })
    }
}

/// What the panel shows of the repertoire.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct RepertoireView {
    /// The file's name, once one is open (or waits for its side).
    pub name: Option<String>,
    /// Its side.
    pub side: Option<Color>,
    /// The file names no side: the panel asks for one.
    pub needs_side: bool,
    /// Its cards.
    pub cards: usize,
    /// The positions where it gives two moves or more, as their lines.
    pub doubles: Vec<String>,
    /// How well it is known.
    pub known: Known,
    /// Its holes, once asked for.
    pub holes: Option<Vec<HoleRow>>,
    /// What the drill says.
    pub words: Said,
    /// A right move shown as an arrow (after a wrong one, or a hint).
    pub shown: Option<Move>,
    /// Cards answered this session.
    pub drilled: u32,
    /// The repertoire's window is shown.
    pub window: bool,
}

impl RepertoireView {
    /// The move shown, as an arrow on the board.
    pub fn shown_shape(&self) -> Option<crate::chess::game::Shape> {
        crate::app::opponent::move_arrow(self.shown?)
    }

    /// Whether a card is asked (not every card done, or none due).
    pub fn asking(&self) -> bool {
        !matches!(
            &self.words,
            Said::Message {
                id: "repertoire-all-done" | "repertoire-none-due",
                ..
            }
        )
    }

    /// Cards to drill now: due, and never drilled.
    pub fn due_now(&self) -> u32 {
        self.known.due + self.known.new
    }
}

/// The repertoire open, and the drill under way.
#[derive(Resource, Default)]
struct Held {
    file: Option<PathBuf>,
    repertoire: Option<Arc<Repertoire>>,
    id: i64,
    memories: std::collections::HashMap<String, Memory>,
    drill: Option<Drill>,
    /// Every card, due or not (practising ahead).
    ahead: bool,
    /// Cards answered in this drill (by position).
    done: HashSet<usize>,
    /// The card being asked: its position, when it was asked, whether a
    /// wrong move or a hint came first.
    asking: Option<Asking>,
    /// The game's plies already judged.
    seen: usize,
    rng: Option<fastrand::Rng>,
}

#[derive(Clone, Copy)]
struct Asking {
    at: usize,
    since: i64,
    wrong: bool,
    hinted: bool,
}

/// The jobs under way.
#[derive(Resource, Default)]
struct Jobs(Vec<Job<Reply>>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RepertoireView>()
        .init_resource::<Held>()
        .init_resource::<Jobs>()
        .init_resource::<RepertoireClock>()
        .add_message::<RepertoireCommand>()
        .add_systems(
            Update,
            (carry_out, follow_jobs, judge::judge)
                .chain()
                .in_set(Phase::Follow),
        )
        .add_systems(Update, files_to_repertoire.in_set(Phase::Files))
        .add_systems(OnExit(Drilling::On), leave);
}

/// The repertoire files chosen in their dialogs.
fn files_to_repertoire(
    mut files: MessageReader<crate::app::files::FileCommand>,
    mut commands: MessageWriter<RepertoireCommand>,
) {
    use crate::app::files::FileCommand;
    for file in files.read() {
        match file {
            FileCommand::OpenRepertoire(path) => {
                commands.write(RepertoireCommand::Open(path.clone()));
            }
            FileCommand::NewRepertoire(path) => {
                commands.write(RepertoireCommand::NewWithLine(path.clone()));
            }
            _ => {}
        }
    }
}

/// What the commands read and write.
#[derive(bevy::ecs::system::SystemParam)]
struct Desk<'w> {
    jobs: ResMut<'w, Jobs>,
    store: Res<'w, PuzzleStorePath>,
    place: JobPlace<'w>,
    clock: Res<'w, RepertoireClock>,
    session: Res<'w, GameSession>,
    explorer: Res<'w, FileExplorer>,
    games: MessageWriter<'w, GameCommand>,
    files: MessageWriter<'w, crate::app::files::FileCommand>,
    notice: ResMut<'w, PanelNotice>,
    next: ResMut<'w, NextState<Drilling>>,
}

impl Desk<'_> {
    fn run(&mut self, name: &str, work: impl FnOnce() -> Reply + Send + 'static) {
        match jobs::start(&self.place, name, work) {
            Ok(job) => self.jobs.0.push(job),
            Err(why) => self
                .notice
                .error(Said::new("repertoire-failed").with("why", why)),
        }
    }
}

fn carry_out(
    mut commands: MessageReader<RepertoireCommand>,
    mut view: ResMut<RepertoireView>,
    mut held: ResMut<Held>,
    mut desk: Desk,
) {
    for command in commands.read().cloned() {
        let (store, now) = (desk.store.0.clone(), desk.clock.now());
        match command {
            RepertoireCommand::Open(file) => {
                desk.run("rookery repertoire", move || {
                    jobs::load(file, None, store, now)
                });
            }
            RepertoireCommand::Side(side) => {
                if let Some(file) = held.file.clone() {
                    desk.run("rookery repertoire", move || {
                        jobs::choose_side(file, side, store, now)
                    });
                }
            }
            RepertoireCommand::Drill | RepertoireCommand::PractiseAhead => {
                held.ahead = command == RepertoireCommand::PractiseAhead;
                held.done.clear();
                start_line(&mut view, &mut held, &mut desk);
            }
            RepertoireCommand::Hint => {
                let held = &mut *held;
                if let (Some(asking), Some(r)) = (held.asking.as_mut(), &held.repertoire) {
                    asking.hinted = true;
                    view.shown = r.nodes[asking.at].moves.first().map(|b| b.mv);
                    view.words = Said::new("repertoire-hint");
                }
            }
            RepertoireCommand::Stop => desk.next.set(Drilling::Off),
            RepertoireCommand::Holes => holes(&held, &mut desk),
            RepertoireCommand::Progress => view.window = !view.window,
            RepertoireCommand::AddLine => add_line(&view, &held, &mut desk, None),
            RepertoireCommand::NewWithLine(file) => add_line(&view, &held, &mut desk, Some(file)),
            RepertoireCommand::Close => {
                desk.next.set(Drilling::Off);
                *held = Held::default();
                *view = RepertoireView::default();
            }
        }
    }
}

/// The holes against the explorer's file, asked of a job.
fn holes(held: &Held, desk: &mut Desk) {
    let Some(repertoire) = held.repertoire.clone() else {
        return;
    };
    match &desk.explorer.state {
        ExplorerState::Ready(explorer) => {
            let explorer = explorer.clone();
            desk.run("rookery repertoire holes", move || {
                jobs::holes(repertoire, explorer, 5.0)
            });
        }
        _ => desk.notice.error(Said::new("repertoire-holes-need-file")),
    }
}

/// Adds the game's moves to the position viewed: to the repertoire open,
/// or to a new one in `new` (the file dialog's answer), or asks for that
/// file.
fn add_line(view: &RepertoireView, held: &Held, desk: &mut Desk, new: Option<PathBuf>) {
    let game = desk.session.game();
    let line = game.line_record(game.view_cursor());
    if line.ply_count() == 0 {
        desk.notice.error(Said::new("repertoire-no-moves"));
        return;
    }
    let (file, side) = match (new, &held.file, view.side) {
        (Some(file), _, _) => (file, desk.session.orientation()),
        (None, Some(file), Some(side)) => (file.clone(), side),
        _ => {
            desk.files
                .write(crate::app::files::FileCommand::NewRepertoireDialog);
            return;
        }
    };
    let (store, now) = (desk.store.0.clone(), desk.clock.now());
    desk.run("rookery repertoire", move || {
        jobs::add_line(file, line, side, store, now)
    });
}

/// Whether a card is wanted in this drill: not answered yet, and due
/// (any, practising ahead).
fn wanted(held: &Held, now: i64) -> impl Fn(usize) -> bool + '_ {
    move |at| {
        let Some(repertoire) = &held.repertoire else {
            return false;
        };
        !held.done.contains(&at)
            && (held.ahead
                || held
                    .memories
                    .get(&repertoire.nodes[at].key)
                    .is_none_or(|m| m.is_due(now)))
    }
}

/// Starts a line from the first chapter start that leads to a wanted
/// card; says so when none does.
fn start_line(view: &mut RepertoireView, held: &mut Held, desk: &mut Desk) {
    let Some(repertoire) = held.repertoire.clone() else {
        return;
    };
    let now = desk.clock.now();
    let root = {
        let wanted = wanted(held, now);
        repertoire
            .roots
            .iter()
            .copied()
            .find(|&root| repertoire.leads_to(root, &wanted))
    };
    let Some(root) = root else {
        view.words = Said::new(match held.ahead || view.drilled > 0 {
            true => "repertoire-all-done",
            false => "repertoire-none-due",
        });
        view.shown = None;
        held.drill = None;
        held.asking = None;
        return;
    };
    (*desk.next).set_if_neq(Drilling::On);
    let node = &repertoire.nodes[root];
    let game = Game::from_position(node.position.clone(), shakmaty::CastlingMode::Standard);
    // An exercise: neither autosaved nor archived when the next comes.
    let mut new = NewGame::untimed(game).exercise();
    new.names = shakmaty::ByColor {
        white: String::new(),
        black: String::new(),
    };
    desk.games.write(GameCommand::NewGame(Box::new(new)));
    desk.games.write(Action::Face(repertoire.side).into());
    held.drill = Some(Drill::new(root));
    held.seen = 0;
    advance(view, held, desk, &repertoire);
}

/// Plays the opponent's replies until the player is to move (a card is
/// asked) or the line is over (the next one starts).
fn advance(view: &mut RepertoireView, held: &mut Held, desk: &mut Desk, repertoire: &Repertoire) {
    let now = desk.clock.now();
    let reference = match &desk.explorer.state {
        ExplorerState::Ready(explorer) => Some(explorer.clone()),
        _ => None,
    };
    loop {
        let Some(mut drill) = held.drill.clone() else {
            return;
        };
        match drill.turn(repertoire) {
            // Every card on the line is asked; the due ones are graded.
            Turn::Player => {
                held.asking = Some(Asking {
                    at: drill.at,
                    since: now,
                    wrong: false,
                    hinted: false,
                });
                view.shown = None;
                view.words = Said::new("repertoire-your-move").with(
                    "side",
                    Said::new(repertoire.side.fold_wb("side-white", "side-black")),
                );
                return;
            }
            Turn::Opponent => {
                let roll = held
                    .rng
                    .get_or_insert_with(|| fastrand::Rng::with_seed(2026))
                    .f64();
                let reply = {
                    let wanted = wanted(held, now);
                    let reference = reference
                        .as_deref()
                        .map(|e| e as &dyn crate::chess::repertoire::Reference);
                    drill.reply(repertoire, reference, &wanted, roll)
                };
                match reply {
                    Some(branch) => {
                        desk.games.write(play(branch.mv).into());
                        held.drill = Some(drill);
                    }
                    None => {
                        held.drill = None;
                        start_line(view, held, desk);
                        return;
                    }
                }
            }
            Turn::Over => {
                held.drill = None;
                start_line(view, held, desk);
                return;
            }
        }
    }
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

/// The jobs' answers.
fn follow_jobs(
    mut jobs: ResMut<Jobs>,
    mut view: ResMut<RepertoireView>,
    mut held: ResMut<Held>,
    mut notice: ResMut<PanelNotice>,
    mut look: crate::app::timer::LookAgain,
) {
    let mut replies = Vec::new();
    jobs.0.retain_mut(|job| match job.reports().next() {
        Some(reply) => {
            replies.push(reply);
            false
        }
        None => true,
    });
    if !jobs.0.is_empty() {
        look.after(std::time::Duration::from_millis(100));
    }
    for reply in replies {
        look.now();
        match reply {
            Reply::Loaded(loaded) => {
                let repertoire = &loaded.repertoire;
                view.name = Some(crate::app::files::file_name(&loaded.file));
                view.side = Some(repertoire.side);
                view.needs_side = false;
                view.cards = repertoire.cards().count();
                view.doubles = repertoire
                    .doubles()
                    .map(|n| {
                        n.line
                            .iter()
                            .map(ToString::to_string)
                            .collect::<Vec<_>>()
                            .join(" ")
                    })
                    .collect();
                view.known = loaded.known.clone();
                view.holes = None;
                held.file = Some(loaded.file.clone());
                held.repertoire = Some(repertoire.clone());
                held.id = loaded.id;
                held.memories = loaded.memories.clone();
            }
            Reply::NeedsSide(file) => {
                view.name = Some(crate::app::files::file_name(&file));
                view.needs_side = true;
                held.file = Some(file);
            }
            Reply::Reviewed(key, memory, known) => {
                held.memories.insert(key, memory);
                view.known = *known;
            }
            Reply::Holes(rows) => {
                view.holes = Some(rows);
                view.window = true;
            }
            Reply::Failed(why) => notice.error(Said::new("repertoire-failed").with("why", why)),
        }
    }
}

/// Leaving the drill: no card asked, no arrow.
fn leave(mut view: ResMut<RepertoireView>, mut held: ResMut<Held>) {
    held.drill = None;
    held.asking = None;
    view.shown = None;
    view.words = Said::default();
}
