//! An opening book a player chose, whatever its bytes: it opens or is
//! refused with words, and every move it gives at a position is legal
//! there.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rookery::desktop::book::Book;
use shakmaty::{Chess, Position};

fuzz_target!(|data: &[u8]| {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("book.bin");
    std::fs::write(&path, data).expect("the bytes are written");
    let Ok(book) = Book::open(&path) else {
        return;
    };
    let mut position = Chess::default();
    for _ in 0..4 {
        let Ok(moves) = book.moves(&position) else {
            return;
        };
        for m in &moves {
            assert!(position.is_legal(m.mv), "{m:?}");
        }
        let Some(first) = moves.first() else {
            return;
        };
        position.play_unchecked(first.mv);
    }
});
