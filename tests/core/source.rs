//! Listed files read without holding them: plain files by byte range,
//! compressed ones (gzip, zstd, bzip2, zip, made by the standard tools in
//! `tests/fixtures/pgn/packed/`) through a decoded copy in the cache,
//! made once; a file changed on disk is noticed.

use std::{
    fs,
    io::Write,
    path::PathBuf,
    sync::atomic::{AtomicU64, Ordering},
};

use rookery::{
    chess::pgn::{IndexEntry, Indexer, read_numbered_bytes},
    desktop::source::{FileSource, GameSource, Packing, Stamp, zip_entries},
};

fn packed(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/pgn")
        .join(name)
}

/// Lists a source whole: its entries, and each game's movetext as read
/// from the source by its range.
fn list(source: &FileSource) -> (Vec<IndexEntry>, Vec<String>) {
    let read = AtomicU64::new(0);
    let entries: Vec<IndexEntry> = source
        .index_text(&read, |text| {
            Indexer::new(text).map(Result::unwrap).collect()
        })
        .unwrap();
    let games = entries
        .iter()
        .map(|e| {
            let bytes = GameSource::File(source.clone())
                .read(e.range.clone())
                .unwrap();
            let game = read_numbered_bytes(&bytes, e.number);
            let error = game.error.map(|e| e.to_string()).unwrap_or_default();
            format!(
                "{}{error}",
                rookery::chess::pgn::to_pgn(&game.tags, &game.game)
            )
        })
        .collect();
    (entries, games)
}

#[test]
fn every_packing_lists_and_reads_the_games_of_the_plain_file() {
    let cache = tempfile::tempdir().unwrap();
    let plain = FileSource::prepare(&packed("setup.pgn"), None, cache.path()).unwrap();
    assert_eq!(plain.packing, Packing::Plain);
    assert_eq!(plain.text, packed("setup.pgn"));
    let (entries, games) = list(&plain);
    assert_eq!(entries.len(), 5);
    for (name, packing) in [
        ("packed/setup.pgn.gz", Packing::Gzip),
        ("packed/setup.pgn.zst", Packing::Zstd),
        ("packed/setup.pgn.bz2", Packing::Bzip2),
        ("packed/twic1500g.zip", Packing::Zip),
    ] {
        let source = FileSource::prepare(&packed(name), None, cache.path()).unwrap();
        assert_eq!(source.packing, packing, "{name}");
        assert!(source.text.starts_with(cache.path()), "{name}");
        assert!(!source.is_decoded(), "{name}");
        let (packed_entries, packed_games) = list(&source);
        assert_eq!(packed_entries, entries, "{name}");
        assert_eq!(packed_games, games, "{name}");
        // The copy is the plain text, and it is whole.
        assert_eq!(
            fs::read(&source.text).unwrap(),
            fs::read(packed("setup.pgn")).unwrap(),
            "{name}"
        );
        assert!(source.is_decoded(), "{name}");
    }
}

#[test]
fn a_decoded_copy_is_read_again_instead_of_decoding() {
    let cache = tempfile::tempdir().unwrap();
    let path = packed("packed/setup.pgn.zst");
    let first = FileSource::prepare(&path, None, cache.path()).unwrap();
    let read = AtomicU64::new(0);
    first
        .index_text(&read, |text| Indexer::new(text).count())
        .unwrap();
    // Decoding reads the compressed file.
    assert_eq!(
        read.load(Ordering::Relaxed),
        fs::metadata(&path).unwrap().len()
    );
    let again = FileSource::prepare(&path, None, cache.path()).unwrap();
    assert_eq!(again, first);
    assert!(again.is_decoded());
    let read = AtomicU64::new(0);
    let count = again
        .index_text(&read, |text| Indexer::new(text).count())
        .unwrap();
    assert_eq!(count, 5);
    // The copy was read, not the compressed file.
    assert_eq!(
        read.load(Ordering::Relaxed),
        fs::metadata(packed("setup.pgn")).unwrap().len()
    );
}

#[test]
fn gzip_members_and_zip_entries_are_read_as_players_have_them() {
    let cache = tempfile::tempdir().unwrap();
    // Two gzip members one after the other (as `cat a.gz b.gz` makes).
    let two =
        FileSource::prepare(&packed("packed/two-members.pgn.gz"), None, cache.path()).unwrap();
    assert_eq!(list(&two).0.len(), 6);
    // A zip of several files offers its PGN files; each is listed alone.
    let zip = packed("packed/two.zip");
    assert_eq!(
        zip_entries(&zip).unwrap(),
        ["twic1500.pgn", "annotated.pgn"]
    );
    let first = FileSource::prepare(&zip, None, cache.path()).unwrap();
    assert_eq!(list(&first).0.len(), 5);
    let annotated = FileSource::prepare(&zip, Some("annotated.pgn"), cache.path()).unwrap();
    assert_ne!(annotated.text, first.text);
    let (entries, _) = list(&annotated);
    assert_eq!(entries.len(), 1);
    assert_eq!(
        fs::read(&annotated.text).unwrap(),
        fs::read(packed("annotated.pgn")).unwrap()
    );
    let missing = FileSource::prepare(&zip, Some("nothing.pgn"), cache.path()).unwrap();
    let error = missing
        .index_text(&AtomicU64::new(0), |text| Indexer::new(text).count())
        .unwrap_err();
    assert_eq!(error.to_string(), "specified file not found in archive");
}

/// setup.pgn 1,000 times over in one gzip stream (5,000 games).
fn large_gzip(dir: &std::path::Path) -> PathBuf {
    let plain = fs::read(packed("setup.pgn")).unwrap();
    let path = dir.join("big.pgn.gz");
    let mut encoder = flate2::write::GzEncoder::new(
        fs::File::create(&path).unwrap(),
        flate2::Compression::fast(),
    );
    for _ in 0..1000 {
        encoder.write_all(&plain).unwrap();
        encoder.write_all(b"\n").unwrap();
    }
    encoder.finish().unwrap();
    path
}

#[test]
fn a_large_stream_is_indexed_while_its_copy_is_written() {
    // Many buffers of the decoder and the reader, and every game listed
    // can be read from the copy at once.
    let dir = tempfile::tempdir().unwrap();
    let path = large_gzip(dir.path());
    let source = FileSource::prepare(&path, None, &dir.path().join("cache")).unwrap();
    let read = AtomicU64::new(0);
    let checked = source
        .index_text(&read, |text| {
            let mut checked = 0;
            for entry in Indexer::new(text) {
                let entry = entry.unwrap();
                // Read while the stream is still being decoded.
                let bytes = source.read(entry.range.clone()).unwrap();
                let game = read_numbered_bytes(&bytes, entry.number);
                // (Game 4 of setup.pgn is atomic chess, on purpose.)
                assert_eq!(
                    game.error.is_some(),
                    entry.number % 5 == 4,
                    "game {}: {:?}",
                    entry.number,
                    game.error
                );
                checked += 1;
            }
            checked
        })
        .unwrap();
    assert_eq!(checked, 5000);
    assert_eq!(
        read.load(Ordering::Relaxed),
        fs::metadata(&path).unwrap().len()
    );
}

#[test]
fn a_listing_stopped_early_leaves_a_copy_that_is_not_taken_for_whole() {
    let dir = tempfile::tempdir().unwrap();
    let path = large_gzip(dir.path());
    let source = FileSource::prepare(&path, None, &dir.path().join("cache")).unwrap();
    let first = source
        .index_text(&AtomicU64::new(0), |text| {
            Indexer::new(text).next().unwrap().unwrap()
        })
        .unwrap();
    assert_eq!(first.number, 1);
    assert!(!source.is_decoded());
    let count = |source: &FileSource| {
        source
            .index_text(&AtomicU64::new(0), |text| Indexer::new(text).count())
            .unwrap()
    };
    assert_eq!(count(&source), 5000);
    assert!(source.is_decoded());
    assert_eq!(count(&source), 5000);
}

#[test]
fn a_broken_compressed_file_is_an_error_that_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let mut bytes = fs::read(packed("packed/setup.pgn.gz")).unwrap();
    let cut = bytes.len() / 2;
    bytes[cut..].iter_mut().for_each(|b| *b = !*b);
    let path = dir.path().join("broken.pgn.gz");
    fs::write(&path, &bytes).unwrap();
    let source = FileSource::prepare(&path, None, dir.path()).unwrap();
    let result = source.index_text(&AtomicU64::new(0), |text| {
        let mut all = Vec::new();
        text.read_to_end(&mut all).map(|_| all.len())
    });
    let error = match result {
        Ok(Ok(n)) => panic!("{n} bytes read from a broken file"),
        Ok(Err(e)) | Err(e) => e,
    };
    // flate2 says what is wrong: a corrupt stream, a bad checksum …
    assert!(error.to_string().contains("corrupt"), "{error}");
    assert!(!source.is_decoded());
}

#[test]
fn a_file_changed_on_disk_is_noticed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.pgn");
    fs::copy(packed("setup.pgn"), &path).unwrap();
    let source = FileSource::prepare(&path, None, dir.path()).unwrap();
    assert_eq!(source.stamp, Stamp::of(&path).unwrap());
    assert!(!source.changed_on_disk());
    let mut file = fs::OpenOptions::new().append(true).open(&path).unwrap();
    file.write_all(b"\n[Event \"Appended\"]\n\n1. e4 *\n")
        .unwrap();
    drop(file);
    assert!(source.changed_on_disk());
    fs::remove_file(&path).unwrap();
    assert!(source.changed_on_disk());
}

#[test]
fn packings_are_told_by_their_first_bytes() {
    for (start, packing) in [
        (&b"\x1f\x8b\x08\x00"[..], Packing::Gzip),
        (b"\x28\xb5\x2f\xfd", Packing::Zstd),
        (b"BZh9", Packing::Bzip2),
        (b"PK\x03\x04", Packing::Zip),
        (b"[Event", Packing::Plain),
        (b"BZh", Packing::Plain),
        (b"", Packing::Plain),
    ] {
        assert_eq!(Packing::of(start), packing, "{start:?}");
    }
}
