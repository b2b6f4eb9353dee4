//! Rookery: a native desktop chess app for two players at one screen.
//!
//! [`game`] is the pure model (no Bevy types): positions, moves, SAN, every
//! FIDE ending. [`clock`] is the chess clock and [`pgn`] reads and writes
//! PGN; both are pure too. `app` (feature `app`, on by default) is the Bevy
//! view and input layer over them.

#[cfg(feature = "app")]
pub mod app;
pub mod autosave;
pub mod cli;
pub mod clock;
#[cfg(feature = "app")]
pub mod desktop;
pub mod editor;
pub mod explorer;
pub mod files;
pub mod game;
pub mod game_list;
#[cfg(feature = "app")]
pub mod icon;
pub mod instance;
pub mod job;
pub mod openings;
pub mod pgn;
pub mod session;
pub mod settings;
pub mod source;
