//! Tests of the Bevy layer: headless app tests that drive the real plugins
//! with simulated pointer and key input, and the window test (ignored by
//! default; `.ci/run` runs it under Xvfb).

mod access;
mod analysis;
mod autosave;
mod board;
mod book;
mod command_line;
mod desktop;
mod dialogs;
mod editor;
mod engine;
mod explorer;
mod files;
mod image;
#[path = "../common/random_games.rs"]
mod random_games;
#[path = "../common/stockfish.rs"]
mod stockfish;

mod harness;
mod language;
mod layout;
mod manage;
mod opponent;
mod package;
mod puzzle_jobs;
mod puzzles;
mod repertoire;
mod repertoire_jobs;
mod session;
mod settings;
mod shape;
mod shortcuts;
mod sound;
mod start;
mod tablebase;
mod typing;
mod window;
