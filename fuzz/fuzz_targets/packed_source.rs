//! A file Rookery opens, whatever its bytes, named as a gzip, Zstandard,
//! bzip2 or zip file (the first byte chooses): its packing is read from its
//! first bytes, a zip's entries listed, and its text decoded and indexed,
//! or an error said — never a panic.
#![no_main]

use std::sync::atomic::AtomicU64;

use libfuzzer_sys::fuzz_target;
use rookery::{
    chess::pgn::Indexer,
    desktop::source::{FileSource, Packing, zip_entries},
};

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let name = [
        "games.pgn",
        "games.pgn.gz",
        "games.pgn.zst",
        "games.pgn.bz2",
        "games.zip",
    ][usize::from(first) % 5];
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join(name);
    std::fs::write(&path, rest).expect("the bytes are written");
    let _ = Packing::of(rest);
    let entries = match Packing::of(rest) {
        Packing::Zip => zip_entries(&path).unwrap_or_default(),
        _ => Vec::new(),
    };
    let entry = entries.first().map(String::as_str);
    let cache = dir.path().join("cache");
    let Ok(source) = FileSource::prepare(&path, entry, &cache) else {
        return;
    };
    let read = AtomicU64::new(0);
    let _ = source.index_text(&read, |text| {
        let mut bytes = Vec::new();
        // A bounded read: a bomb decodes to at most 64 MB here.
        let _ = std::io::Read::read_to_end(&mut std::io::Read::take(text, 64 << 20), &mut bytes);
        Indexer::new(bytes.as_slice())
            .take_while(Result::is_ok)
            .count()
    });
});
