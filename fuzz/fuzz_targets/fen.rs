//! A FEN as the editor's field and the New game dialog read it: any text
//! reads or is refused with words, and a position read writes a FEN that
//! reads back as the same set-up.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rookery::chess::{editor::SetUp, game::Game};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match SetUp::read_fen(&text) {
        Ok(read) => {
            let _ = read.dropped.iter().map(|d| d.english()).count();
            let _ = read.set_up.problem_words();
            let fen = read.set_up.fen();
            let again = SetUp::read_fen(&fen).expect("a FEN written reads");
            assert_eq!(again.set_up.fen(), fen);
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
    if let Err(e) = Game::from_fen(&text) {
        assert!(!e.to_string().is_empty());
    }
});
