//! A file listed on several threads lists exactly as on one: the same
//! games, numbers, byte ranges, tags and syntax errors, whatever the
//! number of threads and wherever the file is cut.

use std::{
    io::Cursor,
    path::Path,
    sync::{
        Mutex,
        atomic::{AtomicBool, Ordering},
    },
};

use rookery::chess::{
    game_list::GameTable,
    pgn::{Gather, IndexEntry, Indexer, Listing, cuts, index_stream},
};

/// The games of `pgn` listed in runs from `cuts` on 2 threads, runs after
/// the first gathered `chunk` games at a time, the first `ready` games at
/// a time.
fn listed<G: Gather>(pgn: &[u8], cuts: &[u64], chunk: usize, ready: usize) -> Vec<G> {
    listed_on(2, pgn, cuts, chunk, ready)
}

/// As [`listed`], on `threads` threads.
fn listed_on<G: Gather>(
    threads: usize,
    pgn: &[u8],
    cuts: &[u64],
    chunk: usize,
    ready: usize,
) -> Vec<G> {
    let open = |at: u64| -> std::io::Result<Cursor<&[u8]>> { Ok(Cursor::new(&pgn[at as usize..])) };
    let listing = Listing {
        open: &open,
        cuts,
        threads,
        chunk,
        cancel: &AtomicBool::new(false),
    };
    let mut got = Vec::new();
    listing
        .run(&mut |n| n >= ready, &mut |g: G| {
            got.push(g);
            true
        })
        .unwrap();
    got
}

fn one_indexer(pgn: &[u8]) -> Vec<IndexEntry> {
    Indexer::new(pgn).map(Result::unwrap).collect()
}

/// Every PGN fixture.
fn fixtures() -> Vec<(String, Vec<u8>)> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pgn");
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(p).unwrap())
        })
        .collect()
}

/// Every fixture together, each several times: a file of some size with
/// BOMs, CRLF, Latin-1, comments, variations and broken games in it.
fn everything() -> Vec<u8> {
    let mut all = Vec::new();
    for _ in 0..3 {
        for (_, bytes) in fixtures() {
            all.extend_from_slice(&bytes);
            all.extend_from_slice(b"\n\n");
        }
    }
    all
}

#[test]
fn every_fixture_lists_the_same_on_1_2_and_8_threads() {
    let mut files = fixtures();
    files.push(("everything".into(), everything()));
    for (name, pgn) in files {
        let one = one_indexer(&pgn);
        // A run per thread, and more runs than threads (read a few ahead
        // at a time).
        for (threads, runs) in [(1, 1), (2, 2), (8, 8), (1, 5), (2, 13), (3, 40)] {
            let cuts = cuts(&mut Cursor::new(&pgn[..]), pgn.len() as u64, runs).unwrap();
            for (chunk, ready) in [(1, 1), (3, 2), (1 << 16, 4096)] {
                let got: Vec<IndexEntry> =
                    listed_on::<Vec<IndexEntry>>(threads, &pgn, &cuts, chunk, ready)
                        .into_iter()
                        .flatten()
                        .collect();
                assert_eq!(
                    got, one,
                    "{name} on {threads} threads in {runs} runs, chunks of {chunk}"
                );
            }
        }
    }
}

#[test]
fn the_big_file_is_cut_in_eight_and_its_table_is_one_indexers() {
    let pgn = everything();
    let one = one_indexer(&pgn);
    assert_eq!(one.len(), 156);
    let cuts = cuts(&mut Cursor::new(&pgn[..]), pgn.len() as u64, 8).unwrap();
    assert_eq!(cuts.len(), 8, "{cuts:?}");
    let mut whole = GameTable::new();
    for entry in &one {
        whole.push(entry);
    }
    let mut joined = GameTable::new();
    for part in listed::<GameTable>(&pgn, &cuts, 5, 7) {
        joined.append(part);
    }
    assert_eq!(joined.len(), whole.len());
    for g in 0..whole.len() {
        let (a, b) = (whole.get(g).unwrap(), joined.get(g).unwrap());
        assert_eq!(
            (
                a.white(),
                a.black(),
                a.date(),
                a.opening(),
                a.elo(),
                a.plies(),
                a.tags()
            ),
            (
                b.white(),
                b.black(),
                b.date(),
                b.opening(),
                b.elo(),
                b.plies(),
                b.tags()
            ),
        );
        assert_eq!((a.range(), a.syntax_error()), (b.range(), b.syntax_error()));
    }
}

/// A file cut into many more runs than threads is read only a few runs
/// ahead of the join (two per thread), so what waits to be joined stays
/// small however big the file; a sink that stops, or a cancel, ends it.
#[test]
fn runs_are_read_only_a_few_ahead_of_the_join() {
    let pgn: Vec<u8> = (0..400)
        .flat_map(|i| format!("[Round \"{i}\"]\n\n1. e4 e5 *\n\n").into_bytes())
        .collect();
    let one = one_indexer(&pgn);
    let cuts = cuts(&mut Cursor::new(&pgn[..]), pgn.len() as u64, 100).unwrap();
    assert_eq!(cuts.len(), 100);
    let run_of = |at: u64| cuts.partition_point(|&c| c <= at) - 1;
    let opened = Mutex::new(Vec::new());
    let open = |at: u64| -> std::io::Result<Cursor<&[u8]>> {
        opened.lock().unwrap().push(run_of(at));
        Ok(Cursor::new(&pgn[at as usize..]))
    };
    for threads in [1, 2, 3] {
        opened.lock().unwrap().clear();
        let cancel = AtomicBool::new(false);
        let listing = Listing {
            open: &open,
            cuts: &cuts,
            threads,
            chunk: 1,
            cancel: &cancel,
        };
        let mut got = Vec::new();
        listing
            .run(&mut |n| n >= 1, &mut |mut games: Vec<IndexEntry>| {
                let joining = run_of(games[0].range.start);
                let furthest = *opened.lock().unwrap().iter().max().unwrap();
                assert!(
                    furthest <= joining + 2 * threads,
                    "run {furthest} opened while run {joining} is joined, on {threads} threads"
                );
                got.append(&mut games);
                true
            })
            .unwrap();
        assert_eq!(got, one);
        let mut runs = opened.lock().unwrap().clone();
        runs.sort_unstable();
        assert_eq!(runs, (0..100).collect::<Vec<_>>(), "each run opened once");
        // The sink stops after 10 games; then a cancel after 150.
        let mut taken = 0;
        listing
            .run(&mut |n| n >= 1, &mut |games: Vec<IndexEntry>| {
                taken += games.len();
                taken < 10
            })
            .unwrap();
        assert_eq!(taken, 10);
        let mut taken = 0;
        listing
            .run(&mut |n| n >= 1, &mut |games: Vec<IndexEntry>| {
                taken += games.len();
                if taken == 150 {
                    cancel.store(true, Ordering::Relaxed);
                }
                true
            })
            .unwrap();
        assert_eq!(taken, 150);
    }
}

/// A thread that fails (here a panic while it gathers a game) ends the
/// listing with an error: the join does not wait for that run forever, and
/// the other threads are joined.
#[test]
fn a_thread_that_fails_ends_the_listing_with_an_error() {
    #[derive(Default)]
    struct Fragile(Vec<IndexEntry>);
    impl Gather for Fragile {
        fn push(&mut self, entry: IndexEntry) {
            assert_ne!(entry.white(), "Boom", "a gathering that fails");
            self.0.push(entry);
        }
        fn len(&self) -> usize {
            self.0.len()
        }
        fn truncate(&mut self, games: usize) {
            self.0.truncate(games);
        }
        fn number_from(&mut self, first: usize) {
            self.0.number_from(first);
        }
    }
    let pgn: Vec<u8> = (0..400)
        .flat_map(|i| {
            let white = if i == 300 {
                "Boom".into()
            } else {
                format!("W{i}")
            };
            format!("[White \"{white}\"]\n\n1. e4 *\n\n").into_bytes()
        })
        .collect();
    let cuts = cuts(&mut Cursor::new(&pgn[..]), pgn.len() as u64, 100).unwrap();
    let open = |at: u64| -> std::io::Result<Cursor<&[u8]>> { Ok(Cursor::new(&pgn[at as usize..])) };
    let listing = Listing {
        open: &open,
        cuts: &cuts,
        threads: 2,
        chunk: 1,
        cancel: &AtomicBool::new(false),
    };
    let mut taken = 0;
    let result = listing.run(&mut |n| n >= 1, &mut |games: Fragile| {
        taken += games.len();
        true
    });
    assert_eq!(result.unwrap_err().to_string(), "the listing failed");
    assert_eq!(taken, 300, "every game before the one that failed");
}

/// A comment that holds a blank line and a tag: a cut there is no game's
/// start, and the run from it is dropped.
#[test]
fn a_cut_inside_a_comment_is_not_taken_for_a_game() {
    let pgn = b"[White \"A\"]\n\n1. e4 {a note\n\n[White \"Not a game\"]\n\n1. d4} e5 *\n\n\
                [White \"B\"]\n\n1. c4 *\n\n[White \"C\"]\n\n1. Nf3 {\n\n[Event \"x\"]\n\n} *\n";
    let one = one_indexer(pgn);
    let whites: Vec<&str> = one.iter().map(|e| e.white()).collect();
    assert_eq!(whites, ["A", "B", "C"]);
    // Every `[` after a blank line, two of them inside comments.
    let starts: Vec<u64> = (2..pgn.len())
        .filter(|&i| pgn[i] == b'[' && pgn[i - 1] == b'\n' && pgn[i - 2] == b'\n')
        .map(|i| i as u64)
        .collect();
    assert_eq!(starts.len(), 4);
    let all: Vec<u64> = std::iter::once(0).chain(starts.iter().copied()).collect();
    // Every choice of cuts among them.
    for mask in 0..1 << starts.len() {
        let cuts: Vec<u64> = all
            .iter()
            .enumerate()
            .filter(|&(i, _)| i == 0 || mask & (1 << (i - 1)) != 0)
            .map(|(_, &c)| c)
            .collect();
        let got: Vec<IndexEntry> = listed::<Vec<IndexEntry>>(pgn, &cuts, 1, 1)
            .into_iter()
            .flatten()
            .collect();
        assert_eq!(got, one, "cuts {cuts:?}");
    }
}

/// Past 1,000 unreadable games in a row the index ends; a run of them
/// across the runs' seams ends it at the same game.
#[test]
fn the_index_ends_after_the_same_unreadable_game_however_the_file_is_cut() {
    let mut pgn = b"[White \"A\"]\n\n1. e4 *\n\n".to_vec();
    // A tag value longer than pgn-reader's whole buffer (twice the tag
    // line it supports): a syntax error per game.
    let mut broken = b"[White \"".to_vec();
    broken.resize(2 * rookery::chess::pgn::MAX_TAG_LINE_BYTES + 64, b'x');
    broken.extend_from_slice(b"\n\n");
    for _ in 0..1010 {
        pgn.extend_from_slice(&broken);
    }
    pgn.extend_from_slice(b"[White \"Z\"]\n\n1. d4 *\n");
    let one = one_indexer(&pgn);
    assert_eq!(one.len(), 1 + 1001, "one readable game, then 1,001 broken");
    assert!(one[1..].iter().all(|e| e.syntax_error.is_some()));
    for threads in [2, 8] {
        let cuts = cuts(&mut Cursor::new(&pgn[..]), pgn.len() as u64, threads).unwrap();
        assert_eq!(cuts.len(), threads);
        for chunk in [1, 600, 5000] {
            let got: Vec<IndexEntry> = listed::<Vec<IndexEntry>>(&pgn, &cuts, chunk, chunk)
                .into_iter()
                .flatten()
                .collect();
            assert_eq!(got, one, "{threads} threads, chunks of {chunk}");
        }
    }
}

#[test]
fn a_stream_lists_as_one_indexer_and_stops_when_told() {
    let pgn = everything();
    let one = one_indexer(&pgn);
    let mut got: Vec<IndexEntry> = Vec::new();
    index_stream(
        &pgn[..],
        &AtomicBool::new(false),
        &mut |n| n >= 10,
        &mut |mut g| {
            got.append(&mut g);
            true
        },
    )
    .unwrap();
    assert_eq!(got, one);
    // The sink says stop after the first gathering of 10.
    let mut gatherings = 0;
    index_stream(
        &pgn[..],
        &AtomicBool::new(false),
        &mut |n| n >= 10,
        &mut |g: Vec<IndexEntry>| {
            assert_eq!(g.len(), 10);
            gatherings += 1;
            false
        },
    )
    .unwrap();
    assert_eq!(gatherings, 1);
    // Cancelled before it starts: nothing.
    let mut any = false;
    index_stream(
        &pgn[..],
        &AtomicBool::new(true),
        &mut |_| true,
        &mut |_: Vec<IndexEntry>| {
            any = true;
            true
        },
    )
    .unwrap();
    assert!(!any);
}
