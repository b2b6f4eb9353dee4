//! Reads arbitrary bytes as PGN, writes every game and reads it back: no
//! panic, no hang, no unbounded memory, and what is written reads back as
//! the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rookery::chess::pgn::{Games, Indexer, read_str, to_pgn};

fuzz_target!(|data: &[u8]| {
    for game in Games::new(data) {
        let written = to_pgn(&game.tags, &game.game);
        let again = read_str(&written);
        assert_eq!(again.len(), 1, "{written}");
        assert!(again[0] == game, "{written}");
        assert_eq!(to_pgn(&again[0].tags, &again[0].game), written);
        // Deep trees must also clone, compare and drop.
        let copy = game.clone();
        assert!(copy == game);
    }
    for entry in Indexer::new(data) {
        let Ok(entry) = entry else { break };
        assert!(entry.range.end as usize <= data.len());
    }
});
