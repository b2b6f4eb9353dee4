//! The explorer's pass over any bytes read as PGN (its own quick reader of
//! moves, not the game reader's), built twice: once whole and once with its
//! entries filed in many tiny runs and parts and sorted in windows of 64
//! entries. Both give the same games, move counts and openings, and the
//! same numbers and games at every position along the most played line —
//! never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rookery::chess::explorer::{Budget, Explorer};
use shakmaty::{Chess, Position};

/// Every part written out many times over, in as many parts as the buckets
/// allow, windows of 64 entries, the games' records every 7 games.
const TINY: Budget = Budget {
    held: 12 * 64,
    part: 1,
    records: 7,
};

fuzz_target!(|data: &[u8]| {
    let Ok(whole) = Explorer::of_bytes(data) else {
        return;
    };
    let tiny = Explorer::of_bytes_within(data, TINY).expect("built whole, built in runs");
    let games = rookery::chess::pgn::Indexer::new(data).count();
    assert_eq!((whole.games(), tiny.games()), (games, games));
    assert!(whole.ply_counts().eq(tiny.ply_counts()));
    assert!(whole.opening_ids().eq(tiny.opening_ids()));
    let mut position = Chess::default();
    for _ in 0..8 {
        let stats = whole.position(&position);
        assert_eq!(stats, tiny.position(&position));
        let reaching = whole.games_reaching(&position);
        assert!(reaching.iter().all(|&g| (g as usize) < games));
        assert_eq!(reaching, tiny.games_reaching(&position));
        match stats.moves.first() {
            Some(next) if position.is_legal(next.mv) => position.play_unchecked(next.mv),
            _ => break,
        }
    }
});
