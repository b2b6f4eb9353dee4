//! The autosave as a crash or a full disk may leave it: it reads back as a
//! snapshot or is refused with words, and a snapshot read writes a text
//! that reads back as the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rookery::desktop::autosave::{from_text, to_text};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match from_text(&text) {
        Ok(snapshot) => {
            let written = to_text(&snapshot);
            let again = from_text(&written).expect("a snapshot written reads back");
            assert_eq!(to_text(&again), written);
        }
        Err(why) => assert!(!why.is_empty()),
    }
});
