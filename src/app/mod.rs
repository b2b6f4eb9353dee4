//! The Bevy side of Rookery: a view of and an input layer over the pure
//! [`crate::game`] model. One plugin per file; messages between them; the
//! [`flow::TurnSet`] chain orders each frame (layout → input → apply move →
//! sync board → animate).

use bevy::{prelude::*, window::RequestRedraw};

use crate::{
    cli::StartOptions,
    game::{Status, side_name},
};

pub mod animation;
pub mod board;
mod coords;
pub mod flow;
pub mod highlights;
pub mod input;
pub mod layout;
mod panel;
pub mod pieces;
pub mod promotion;
mod timer;
pub mod window;

pub use flow::{
    BoardChanged, ChessGame, GameClock, GameCommand, MoveIntent, NewGame, Orientation, Players,
    TurnSet,
};

/// The board, pieces, input and turn flow: everything that runs without a
/// window, so headless tests drive exactly what players use.
pub fn plugin(app: &mut App) {
    app.add_message::<RequestRedraw>().add_plugins((
        flow::plugin,
        layout::plugin,
        board::plugin,
        pieces::plugin,
        animation::plugin,
        input::plugin,
        highlights::plugin,
        promotion::plugin,
        timer::plugin,
    ));
}

/// An app with every board plugin and no window, renderer or egui, for
/// tests: drive it with mouse messages and [`input::BoardPointer`].
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
pub fn windowed_app(options: StartOptions) -> App {
    let mut app = App::new();
    app.add_plugins(window::plugin)
        .add_plugins(plugin)
        .add_plugins((panel::plugin, coords::plugin));
    if options.game.is_some() || options.control.is_some() {
        let new = NewGame {
            game: options.game.unwrap_or_default(),
            control: options.control,
            white: "White".into(),
            black: "Black".into(),
        };
        app.world_mut()
            .write_message(GameCommand::NewGame(Box::new(new)));
    }
    app
}

/// Runs Rookery in a window until it is closed.
pub fn run(options: StartOptions) -> AppExit {
    windowed_app(options).run()
}

/// The status line in words: whose move, check, or the result and reason.
pub fn status_text(game: &ChessGame) -> String {
    match game.status() {
        Status::Ongoing => {
            let mut s = format!("{} to move", side_name(game.turn()));
            if shakmaty::Position::is_check(game.position()) {
                s.push_str(" — check");
            }
            s
        }
        finished => finished.to_string(),
    }
}
