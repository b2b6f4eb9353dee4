//! The Bevy side of Rookery: a view of and an input layer over the pure
//! [`crate::game`] model. One plugin per file; messages between them; the
//! [`flow::TurnSet`] chain orders each frame (layout → pointer → input →
//! commands → sync → highlights → animation).
//!
//! - [`board`]: squares, pieces, highlights, input, promotion chooser,
//!   animation, coordinates and layout.
//! - `panel`: the side panel, one file per widget.
//! - [`flow`]: the game resource, the messages and the turn flow.
//! - `timer`: the chess clock beside the game; [`theme`]: every colour.

use bevy::{
    prelude::*,
    window::{RequestRedraw, WindowEvent},
};

use crate::{cli::StartOptions, game::Status};

pub mod autosave;
pub mod board;
pub mod files;
pub mod flow;
pub mod instance;
pub mod panel;
pub mod settings;
pub mod shortcuts;
pub mod start;
pub mod theme;
pub mod timer;
pub mod window;

pub use board::{animation, highlights, input, layout, pieces, promotion, shared, squares};

pub use flow::{
    BoardChanged, ChessGame, GameClock, GameCommand, MoveIntent, NewGame, Orientation, Players,
    TurnSet,
};

/// The board, pieces, input and turn flow: everything that runs without a
/// window, so headless tests drive exactly what players use.
pub fn plugin(app: &mut App) {
    app.add_message::<RequestRedraw>()
        .add_message::<WindowEvent>()
        .add_plugins((
            theme::plugin,
            flow::plugin,
            board::plugin,
            timer::plugin,
            files::plugin,
            autosave::plugin,
            settings::plugin,
            start::plugin,
            instance::plugin,
            shortcuts::plugin,
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
pub fn windowed_app(options: StartOptions, primary: Option<crate::instance::Primary>) -> App {
    let mut app = App::new();
    app.add_plugins(window::plugin)
        .add_plugins(plugin)
        .add_plugins((panel::plugin, board::coords::plugin))
        .insert_resource(files::DialogService::Detect)
        .insert_resource(autosave::AutosaveFolder::from_environment())
        .insert_resource(settings::SettingsFile::from_environment())
        .insert_resource(start::CommandLine(Some(options)))
        .insert_resource(instance::HeldInstance(primary))
        .add_systems(Startup, instance::serve_later_launches);
    window::place_as_remembered(&mut app);
    app
}

/// Runs Rookery in a window until it is closed.
pub fn run(options: StartOptions, primary: Option<crate::instance::Primary>) -> AppExit {
    windowed_app(options, primary).run()
}

/// The status line in words, with the players' names: whose move, check,
/// or the result and reason. Composed from the names, never patched.
pub fn status_text(game: &ChessGame, players: &Players) -> String {
    match game.status() {
        Status::Ongoing => {
            let mut s = format!("{} to move", players.name(game.turn()));
            if shakmaty::Position::is_check(game.position()) {
                s.push_str(" — check");
            }
            s
        }
        finished => finished.describe(|side| players.name(side)),
    }
}

/// The game-over banner's words: the result and reason with the players'
/// names, composed from them.
pub fn banner_text(status: Status, players: &Players) -> String {
    status.describe(|side| players.name(side))
}
