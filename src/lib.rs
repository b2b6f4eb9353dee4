//! Rookery: a native desktop chess app for two players at one screen, or
//! one player against the computer.
//!
//! Four parts, each leaning only on the ones before it:
//!
//! - [`i18n`]: the languages Rookery speaks, their messages (Project
//!   Fluent), piece letters, plural forms and numbers.
//! - [`chess`]: the chess core, pure (no Bevy, no windows, time passed in):
//!   the game and every FIDE ending, the session at the board, the clock,
//!   PGN, the board editor, opening names, the explorer and a file's list
//!   of games.
//! - [`desktop`]: what ties Rookery to a computer: files and their sources,
//!   the autosave, the settings, one instance per user, the desktop entry
//!   and the command line.
//! - `app` (feature `app`, on by default): the Bevy view and input layer
//!   over both.

#[cfg(feature = "app")]
pub mod app;
pub mod chess;
pub mod desktop;
pub mod i18n;
