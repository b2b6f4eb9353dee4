//! Debian's Stockfish for the engine tests of both test crates (included
//! with `#[path]`).

use std::path::PathBuf;

/// Debian's Stockfish, or `None` (outside CI) when it is not installed:
/// the test says it skipped. Under CI a missing Stockfish fails.
pub fn stockfish() -> Option<PathBuf> {
    let found = rookery::desktop::engine::find_engine();
    if found.is_none() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must have Stockfish: apt-get install stockfish"
        );
        eprintln!("skipped: no stockfish on PATH or in /usr/games");
    }
    found
}
