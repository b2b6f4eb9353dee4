//! The chess core: pure data and rules, no Bevy, no windows, no threads of
//! its own; time is passed in. Nothing here reads [`crate::desktop`].
//!
//! - [`game`]: positions, moves, SAN, the record's tree, every ending.
//! - [`session`]: one game at the board (the game, its clock, the players,
//!   offers and takebacks, an analysis's undo) and the one door for every
//!   action; a snapshot of it for the autosave.
//! - [`clock`]: the chess clock and its time controls.
//! - [`pgn`]: reading (leniently, losslessly) and writing PGN; indexing a
//!   file's games.
//! - [`editor`]: setting up a position, and why one is not legal.
//! - [`openings`]: opening names by position.
//! - [`explorer`]: the moves a file's games played from each position.
//! - [`game_list`]: a file's games as a table, searched and sorted.
//! - [`eval`]: an engine's evaluation, winning chances and lichess's
//!   judgement of a move.
//! - [`uci`]: what a UCI engine prints, and its lines as moves.
//! - [`typed`]: moves and commands typed into the move field.
//! - [`opponent`]: the computer's levels and how each chooses its move.
//! - [`puzzles`]: tactics puzzles: lichess's database, sets, the player's
//!   rating, and puzzles found in games.
//! - [`training`]: practice's verdicts and a game's mistakes as puzzles.
//! - [`repertoire`]: an opening repertoire's cards, its holes against a
//!   reference, its drill and each card's spaced repetition.
//! - [`report`]: a game report from an engine's searches, and what a
//!   record's evaluations say.

pub mod clock;
pub mod diagram;
pub mod editor;
pub mod eval;
pub mod explorer;
mod file_at;
pub mod game;
pub mod game_list;
pub mod openings;
pub mod opponent;
pub mod pgn;
pub mod puzzles;
pub mod repertoire;
pub mod report;
pub mod session;
pub mod sound;
pub mod training;
pub mod typed;
pub mod uci;
