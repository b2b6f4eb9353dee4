//! Rookery: a native desktop chess app for two players at one screen.
pub mod game;
