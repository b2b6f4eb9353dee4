//! What an engine prints: every line reads as something (or nothing) and
//! never panics, however it is broken.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rookery::chess::uci::read_line;

fuzz_target!(|data: &[u8]| {
    for line in String::from_utf8_lossy(data).lines() {
        let _ = read_line(line);
    }
});
