//! What ties Rookery to a computer, with no Bevy: files on disk (atomic
//! writes, a game written back into its file, pasted text) and where a
//! listed file's games are read from (compressed files decoded into the
//! cache), the autosave and the archive, the settings file, one instance
//! per user, the desktop entry and icon, the command line, the background
//! jobs the app runs, and a chess engine as a child process (and the
//! computer's moves from it).

pub mod autosave;
pub mod book;
pub mod cli;
pub mod computer;
pub mod engine;
#[cfg(feature = "app")]
pub mod entry;
pub mod files;
pub mod game_file;
#[cfg(feature = "app")]
pub mod icon;
#[cfg(feature = "app")]
pub mod image;
pub mod instance;
pub mod job;
pub mod kept_list;
pub mod platform;
pub mod puzzle_finder;
#[cfg(feature = "app")]
pub mod puzzle_store;
pub mod repertoire_job;
pub mod report;
pub mod settings;
pub mod sound;
pub mod source;
pub mod tablebase;
