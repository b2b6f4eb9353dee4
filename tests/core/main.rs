//! Tests of Rookery's pure core (no window, no Bevy): the game model, and
//! the clock, the command line and PGN.

mod analysis;
mod autosave;
mod book;
mod claims;
mod cli;
mod clock;
mod dead;
mod editor;
// Its engines are shell scripts (tests/fixtures/engines/*.sh) or Debian's
// Stockfish: Unix only.
#[cfg(unix)]
mod engine;
mod explorer;
mod game_file;
mod instance;
mod model;
mod openings;
mod opponent;
mod paged_list;
mod parts;
mod pgn;
// The store is the app's (rusqlite comes with the `app` feature).
#[cfg(feature = "app")]
mod puzzle_store;
mod puzzles;
mod repertoire;
#[cfg(feature = "app")]
mod repertoire_store;
// What the system promises of an engine's process: Linux's and Windows's
// (macOS has no such promise to try; see desktop::platform).
#[cfg(any(target_os = "linux", windows))]
mod platform;
#[path = "../common/random_games.rs"]
mod random_games;
mod session;
mod settings;
mod soak;
mod sound;
mod source;
#[path = "../common/stockfish.rs"]
mod stockfish;
mod tablebase;
mod written;
