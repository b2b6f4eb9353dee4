//! `rookery --probe FEN` with no tables: any text is refused with words
//! (a bad FEN, an illegal position, no tables), never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rookery::desktop::tablebase::probe_text;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let empty = std::path::PathBuf::from("/nonexistent/rookery-fuzz-tables");
    if let Err(why) = probe_text(&text, &[empty]) {
        assert!(!why.is_empty());
    }
});
