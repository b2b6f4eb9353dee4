//! PGN import and export, pure (no Bevy types).
//!
//! Parsing is pgn-reader's and every rule shakmaty's; this module adds what a
//! chess app needs around them:
//!
//! - [`Games`] and [`read_str`] turn each game into a [`PgnGame`]: a record
//!   ([`crate::chess::game::GameMode::Record`]) with every tag in file order,
//!   comments, NAGs, nested variations and `[%clk]` readings, or the good part
//!   of the game with a [`PgnError`] that names the game, the move and the
//!   text. Lenient notations (`0-0`, `b8Q`, `exf6e.p.`, `e2-e4`, `Rh7++`,
//!   Unicode dashes) are read as lichess reads them, and any token that still
//!   cannot be read stops its game with an error instead of being skipped.
//!   Text is UTF-8 or, where the bytes are not, Windows-1252.
//! - [`to_pgn`] and [`write_game`] write the standard export format.
//! - [`Indexer`] lists a big file's games (byte ranges and list tags) without
//!   playing them, and [`read_indexed`] reads one game from its range.
//!
//! ```
//! use rookery::chess::pgn::{read_str, to_pgn};
//!
//! let text = "[Event \"Casual\"]\n\n1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 $1 { Natural. } *\n";
//! let game = &read_str(text)[0];
//! assert!(game.error.is_none());
//! let ply = &game.game.plies()[2];
//! assert_eq!(ply.variations[0].plies[0].san.to_string(), "f4");
//! let written = to_pgn(&game.tags, &game.game);
//! assert!(written.ends_with("1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 $1 { Natural. } *\n"));
//! ```

mod builder;
mod clk;
mod error;
mod index;
mod lenient;
pub(crate) mod nag;
mod parts;
mod read;
mod san;
pub(crate) use index::elo_value;
pub use san::{Word, WordError, read_move, read_word};
mod setup;
pub(crate) use setup::start_position;
mod tags;
mod write;

pub use clk::{clk_value, take_clock};
pub use error::{MoveNumber, PgnError, PgnErrorKind};
pub(crate) use index::Counted;
pub use index::{
    Field, INDEXED_TAGS, IndexEntry, Indexer, SNIFF_BYTES, looks_like_pgn, read_indexed,
    read_indexed_bytes, read_numbered_bytes,
};
pub use lenient::Lenient;
pub use nag::{nag_ascii, nag_glyph, nag_is_move_assessment, nag_text, symbol_nag};
pub use parts::{Gather, Listing, RUN_BYTES, cuts, index_stream, runs_for};
pub use read::{
    Games, MAX_COMMENT_BYTES, MAX_TAG_LINE_BYTES, MAX_VARIATION_DEPTH, PgnGame, read_str,
};
pub use tags::Tags;
pub use write::{MAX_LINE, export_tags, games_to_pgn, termination_tag, to_pgn, write_game};
