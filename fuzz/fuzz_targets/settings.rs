//! `settings.toml` as a player (or a broken disk) may leave it: it reads or
//! is refused with words, and settings read write a file that reads back
//! the same.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rookery::desktop::settings::Settings;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match Settings::from_toml(text) {
        Ok(settings) => {
            let written = settings.to_toml();
            let again = Settings::from_toml(&written).expect("settings written read back");
            assert_eq!(again, settings, "{written}");
        }
        Err(why) => assert!(!why.is_empty()),
    }
});
