//! Rookery: a native desktop chess app for two players at one screen.
//!
//! [`game`] is the pure model (no Bevy types): positions, moves, SAN, every
//! FIDE ending. [`app`] is the Bevy view and input layer over it.

pub mod app;
pub mod cli;
pub mod clock;
pub mod game;
pub mod pgn;
