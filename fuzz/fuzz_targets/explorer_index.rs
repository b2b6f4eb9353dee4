//! The explorer's kept index, as a crash or another program may leave it
//! in the cache: it opens or is refused (built again), and an index that
//! opens answers every question within its games — never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rookery::chess::explorer::Explorer;
use shakmaty::{Chess, Position};

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("index");
    std::fs::write(&path, rest).expect("the bytes are written");
    let games = usize::from(first);
    let Ok(Some(explorer)) = Explorer::open(&path, games) else {
        return;
    };
    assert_eq!(explorer.games(), games);
    assert_eq!(explorer.opening_ids().len(), games);
    assert_eq!(explorer.ply_counts().len(), games);
    let mut position = Chess::default();
    for _ in 0..3 {
        let _ = explorer.position(&position);
        for game in explorer.games_reaching(&position) {
            assert!((game as usize) < games);
        }
        let Some(m) = position.legal_moves().first().copied() else {
            return;
        };
        position.play_unchecked(m);
    }
});
