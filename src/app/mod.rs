//! The Bevy side of Rookery: a view of and an input layer over the pure
//! core. The game at the board is one resource ([`session::GameSession`]);
//! one plugin per file, messages between them, and each frame's `Update`
//! runs in the [`Phase`]s below, in order.
//!
//! - [`session`]: the game resource, its commands and the one system that
//!   applies them.
//! - [`board`]: squares, pieces, highlights, input, promotion chooser,
//!   animation, coordinates and layout.
//! - [`panel`]: the side panel, one file per widget.
//! - [`engine`]: the engine on the analysis board and the game report.
//! - [`files`]: files in and out; [`autosave`], [`settings`], [`start`],
//!   [`instance`], [`shortcuts`]; [`notice`] the panel's notice line;
//!   [`timer`] wakes the window for the clock; [`theme`] holds every
//!   colour; [`window`] the real window.
//!
//! The phases, in order: Measure (the layout) → Input (events become
//! messages) → Files (file commands) → Apply (the session changes, only
//! here) → Follow (autosave, title, selection) → Sync (entities mirror the
//! session) → Present (animation).

use bevy::{
    prelude::*,
    window::{RequestRedraw, WindowEvent},
};

use crate::{chess::game::Status, desktop::cli::StartOptions};

pub mod autosave;
pub mod board;
pub mod book;
pub mod editor;
pub mod engine;
pub mod engines;
pub mod explorer;
pub mod files;
pub mod instance;
pub mod language;
pub mod modes;
pub mod notice;
pub mod opponent;
pub mod panel;
pub mod puzzles;
pub mod repertoire;
pub mod session;
pub mod settings;
pub mod shortcuts;
pub mod sound;
pub mod start;
pub mod tablebase;
pub mod theme;
pub mod timer;
pub mod training;
pub mod window;

pub use board::{animation, highlights, input, layout, pieces, promotion, shared, squares};
pub use session::{GameCommand, GameSession};

/// The phases of a frame in `Update`, in this order. Each says what runs in
/// it and the one ordering rule it relies on.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The board's layout follows the window, the panel's width and the
    /// orientation. Rule: it reads only what the last frame left, so every
    /// later phase maps pointer positions with this frame's layout.
    Measure,
    /// Pointer, keys, drops, other launches and dialogs' answers become
    /// messages (moves, game and file commands). Rule: nothing here changes
    /// the session.
    Input,
    /// File commands are carried out (open, read, save, paste, copy); a game
    /// opened becomes a game command. Rule: runs after the messages of
    /// Input, and still does not change the session.
    Files,
    /// The session applies the frame's game commands and moves, a fallen
    /// flag first, in one system, and says what changed. Rule: the only
    /// phase that changes the session.
    Apply,
    /// What follows the session's change: the autosave, the archive, the
    /// window title, a selection that no longer fits. Rule: reads the
    /// session as Apply left it and the change it announced.
    Follow,
    /// Entities mirror the session and the layout: pieces, highlights, the
    /// promotion chooser. Rule: after Follow, so the frame shows one state.
    Sync,
    /// Slides, fades and the dragged piece move. Rule: the last, on the
    /// entities as Sync placed them.
    Present,
}

/// The board, pieces, input and the game session: everything that runs
/// without a window, so headless tests drive exactly what players use.
pub fn plugin(app: &mut App) {
    // The window's plugins bring states; the headless app adds them here.
    if !app.is_plugin_added::<bevy::state::app::StatesPlugin>() {
        app.add_plugins(bevy::state::app::StatesPlugin);
    }
    app.init_state::<board::shared::BoardMode>()
        .add_message::<RequestRedraw>()
        .add_message::<WindowEvent>()
        .configure_sets(
            Update,
            (
                Phase::Measure,
                Phase::Input,
                Phase::Files,
                Phase::Apply,
                Phase::Follow,
                Phase::Sync,
                Phase::Present,
            )
                .chain(),
        )
        .add_plugins((
            notice::plugin,
            settings::plugin,
            session::plugin,
            board::plugin,
            files::plugin,
            autosave::plugin,
            start::plugin,
            instance::plugin,
            shortcuts::plugin,
            editor::plugin,
            explorer::plugin,
            engine::plugin,
            opponent::plugin,
            training::plugin,
            sound::plugin,
        ))
        .add_plugins((
            modes::plugin,
            engines::plugin,
            tablebase::plugin,
            book::plugin,
            language::plugin,
            puzzles::plugin,
            repertoire::plugin,
        ));
}

/// An app with every board plugin and no window, renderer or egui, for
/// tests: drive it with window events (`WindowEvent`) and keys; its time is
/// whatever `TimeUpdateStrategy` the test sets.
pub fn headless_app() -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        bevy::asset::AssetPlugin::default(),
        bevy::input::InputPlugin,
    ))
    .init_asset::<Image>()
    .add_plugins(plugin);
    app
}

/// Builds the full windowed app, starting as the command line asked.
/// `primary` is this process's hold on being the one Rookery: later
/// launches hand their requests to this window through it.
pub fn windowed_app(
    options: StartOptions,
    primary: Option<crate::desktop::instance::Primary>,
) -> App {
    let mut app = App::new();
    // Read once, before anything needs them (the window's size first).
    settings::load(&mut app, settings::SettingsFile::from_environment());
    app.add_plugins(window::plugin)
        .add_plugins(plugin)
        .add_plugins((panel::plugin, board::coords::plugin))
        .insert_resource(files::DialogService::Detect)
        .insert_resource(autosave::AutosaveFolder::from_environment())
        .insert_resource(puzzles::PuzzleStorePath(
            crate::desktop::puzzle_store::default_path(),
        ))
        .insert_resource(start::CommandLine(Some(options)))
        .insert_resource(instance::HeldInstance(primary))
        .insert_resource(sound::SoundOutput::start())
        .add_systems(Startup, instance::serve_later_launches);
    window::place_as_remembered(&mut app);
    app
}

/// Runs Rookery in a window until it is closed.
pub fn run(options: StartOptions, primary: Option<crate::desktop::instance::Primary>) -> AppExit {
    // A list of millions of games keeps its older games' numbers in the
    // cache folder, not in memory (nor in a temporary folder that is).
    crate::chess::game_list::spill_into(crate::desktop::source::cache_folder());
    windowed_app(options, primary).run()
}

/// The status line in words, with the players' names, in the player's
/// language: whose move, check, or the result and reason. Composed from
/// the names, never patched.
pub fn status_text(session: &crate::chess::session::Session, words: &crate::i18n::Words) -> String {
    use crate::i18n::Arg;
    use shakmaty::Position;
    let game = session.game();
    let name = |side| language::player(words, session, side);
    let named = |id: &str, side| words.with(id, &[("name", Arg::Text(&name(side)))]);
    match game.status() {
        // A record with no result yet says how the position shown stands
        // (its result is the player's to set).
        Status::Ongoing if session.is_analysis() => {
            let position = game.view_position();
            let side = position.turn();
            if position.is_checkmate() {
                named("status-checkmated", side)
            } else if position.is_stalemate() {
                named("status-stalemated", side)
            } else if position.is_check() {
                named("status-to-move-check", side)
            } else {
                named("status-to-move", side)
            }
        }
        Status::Ongoing if game.position().is_check() => named("status-to-move-check", game.turn()),
        Status::Ongoing => named("status-to-move", game.turn()),
        finished => language::describe(words, finished, name),
    }
}

/// The game-over banner's words: the result and reason with the players'
/// names, composed from them, in the player's language.
pub fn banner_text(session: &crate::chess::session::Session, words: &crate::i18n::Words) -> String {
    language::describe(words, session.game().status(), |side| {
        language::player(words, session, side)
    })
}
