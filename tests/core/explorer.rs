//! The explorer: the moves played from a position in a file and how they
//! scored, counted by position (transpositions meet), each game once per
//! position, a game with a bad move up to the position before it.

use crate::random_games as random;
mod reference;

use std::{
    path::{Path, PathBuf},
    sync::atomic::{AtomicBool, AtomicU64, Ordering},
};

use rookery::{
    chess::explorer::{Budget, Explorer, Games, PLY_LIMIT, PositionStats, Reaching, reaches},
    chess::game::ViewCursor,
    chess::openings::of_line,
    chess::pgn::{Indexer, read_str},
    desktop::source::Stamp,
    desktop::source::explorer_cache_file,
};
use shakmaty::{Chess, Position, san::San};

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pgn/explorer.pgn")
}

fn text() -> String {
    std::fs::read_to_string(fixture()).unwrap()
}

/// The position after a line of SAN moves from the start.
fn after(moves: &str) -> Chess {
    let mut position = Chess::default();
    for word in moves.split_whitespace() {
        let m = word.parse::<San>().unwrap().to_move(&position).unwrap();
        position.play_unchecked(m);
    }
    position
}

/// The moves of a position as (SAN, games, white wins, draws, black wins,
/// average rating).
fn moves(stats: &PositionStats) -> Vec<(String, u32, u32, u32, u32, Option<u32>)> {
    stats
        .moves
        .iter()
        .map(|m| {
            (
                m.san.to_string(),
                m.games,
                m.white,
                m.draws,
                m.black,
                m.average_rating(),
            )
        })
        .collect()
}

#[test]
fn the_start_position_counts_every_game_and_its_moves() {
    let explorer = Explorer::of_bytes(text().as_bytes()).unwrap();
    assert_eq!(explorer.games(), 6);
    let start = explorer.position(&Chess::default());
    // Game 6 comes back to the start (knights out and home): once.
    assert_eq!(
        (start.games, start.white, start.draws, start.black),
        (6, 2, 2, 1)
    );
    assert_eq!(
        moves(&start),
        [
            ("e4".to_owned(), 3, 2, 1, 0, Some(2525)),
            ("Nf3".to_owned(), 2, 0, 1, 1, None),
            ("d4".to_owned(), 1, 0, 0, 0, None),
        ]
    );
    assert_eq!(start.percentages(), Some([40, 40, 20]));
    assert_eq!(start.moves[0].percentages(), Some([67, 33, 0]));
    assert_eq!(start.moves[2].percentages(), None);
    assert_eq!(
        explorer.games_reaching(&Chess::default()),
        [0, 1, 2, 3, 4, 5]
    );
}

#[test]
fn a_transposition_meets_and_variations_do_not_count() {
    let explorer = Explorer::of_bytes(text().as_bytes()).unwrap();
    // 1.e4 e5 2.Nf3 Nc6 (game 1) and 1.Nf3 Nc6 2.e4 e5 (game 2).
    let position = after("e4 e5 Nf3 Nc6");
    assert_eq!(after("Nf3 Nc6 e4 e5").board(), position.board());
    let stats = explorer.position(&position);
    assert_eq!((stats.games, stats.white, stats.black), (2, 1, 1));
    // Game 1's variation 3.Bb5 is not a game's move.
    assert_eq!(
        moves(&stats),
        [
            ("Bc4".to_owned(), 1, 1, 0, 0, Some(2450)),
            ("Bb5".to_owned(), 1, 0, 0, 1, None),
        ]
    );
    assert_eq!(explorer.games_reaching(&position), [0, 1]);
    assert_eq!(explorer.games_reaching(&after("e4 e5 Nf3 Nc6 Bb5")), [1]);
}

#[test]
fn a_game_with_a_bad_move_counts_up_to_the_position_before_it() {
    let explorer = Explorer::of_bytes(text().as_bytes()).unwrap();
    // Game 4: 1.e4 e5 2.Nf3 Nf5?? (no knight reaches f5) 3.d4 d5.
    let position = after("e4 e5 Nf3");
    let stats = explorer.position(&position);
    assert_eq!((stats.games, stats.white), (2, 2));
    assert_eq!(moves(&stats), [("Nc6".to_owned(), 1, 1, 0, 0, Some(2450))]);
    assert_eq!(explorer.games_reaching(&position), [0, 3]);
    // Nothing after the bad move counts.
    assert_eq!(explorer.position(&after("e4 e5 Nf3 Nf6 d4")).games, 0);
    assert!(explorer.games_reaching(&after("e4 e5 d4 d5")).is_empty());
    // A position no game reached.
    assert_eq!(explorer.position(&after("a4")), PositionStats::default());
}

#[test]
fn each_game_is_named_by_its_opening_as_the_panel_names_it() {
    let explorer = Explorer::of_bytes(text().as_bytes()).unwrap();
    let games = read_str(&text());
    let names: Vec<Option<String>> = (0..6)
        .map(|i| explorer.opening(i).map(|o| o.to_string()))
        .collect();
    for (i, game) in games.iter().enumerate() {
        // Game 4 is read up to its error; its name is that of the moves
        // read, as for the explorer.
        let panel = of_line(&game.game, &ViewCursor::LATEST).map(|o| o.to_string());
        assert_eq!(names[i], panel, "game {}", i + 1);
    }
    assert_eq!(
        names,
        [
            Some("C50 Italian Game".to_owned()),
            Some("C60 Ruy Lopez".to_owned()),
            Some("B50 Sicilian Defense: Modern Variations".to_owned()),
            Some("C40 King's Knight Opening".to_owned()),
            Some("D00 Queen's Pawn Game".to_owned()),
            Some("B00 King's Pawn Game".to_owned()),
        ]
    );
}

#[test]
fn the_pass_reads_every_game_as_the_game_reader_does() {
    let text = std::fs::read_to_string(fixture().with_file_name("explorer-forms.pgn")).unwrap();
    let explorer = Explorer::of_bytes(text.as_bytes()).unwrap();
    let games = read_str(&text);
    assert_eq!((explorer.games(), games.len()), (5, 5));
    let plies: Vec<u16> = explorer.ply_counts().collect();
    for (i, game) in games.iter().enumerate() {
        assert!(game.error.is_none(), "game {}: {:?}", i + 1, game.error);
        // The game list's Moves column and Opening column are the game
        // reader's, game by game.
        assert_eq!(
            usize::from(plies[i]),
            game.game.ply_count(),
            "game {}",
            i + 1
        );
        let panel = of_line(&game.game, &ViewCursor::LATEST).map(|o| o.to_string());
        assert_eq!(
            explorer.opening(i).map(|o| o.to_string()),
            panel,
            "game {}",
            i + 1
        );
    }
    assert_eq!(plies, [7, 8, 6, 3, 6]);
    // Coordinates and dashes are moves: game 1 counts to its end (the
    // Giuoco Piano after 3...Bc5), game 5 in engine notation too.
    assert!(
        explorer
            .opening(0)
            .is_some_and(|o| o.to_string().starts_with("C5")),
        "{:?}",
        explorer.opening(0)
    );
    let italian = explorer.position(&after("e4 e5 Nf3 Nc6 Bc4 Bc5"));
    assert_eq!(
        moves(&italian),
        [("c3".to_owned(), 1, 1, 0, 0, None)],
        "game 1's moves all count"
    );
    assert_eq!(explorer.games_reaching(&after("d4 d5 c4 e6 Nc3 Nf6")), [4]);
    // 0-0 is castling: game 2 reaches 4...Nxe4.
    assert_eq!(
        explorer.games_reaching(&after("e4 e5 Nf3 Nc6 Bb5 Nf6 O-O Nxe4")),
        [1]
    );
    // A null move: the positions up to it count, none after it, and the
    // game is named by the moves before it.
    assert_eq!(
        explorer
            .position(&after("e4 e5"))
            .moves
            .iter()
            .map(|m| m.san.to_string())
            .collect::<Vec<_>>(),
        ["Nf3"]
    );
    assert_eq!(explorer.games_reaching(&after("e4 e5")), [0, 1, 2]);
    assert_eq!(
        explorer.opening(2).map(|o| o.to_string()).as_deref(),
        Some("C20 King's Pawn Game")
    );
    // The Chess960 game with an en passant square it cannot use is played
    // from its start, as the game reader opens it.
    let start960 = games[3].game.initial_position().clone();
    let stats = explorer.position(&start960);
    assert_eq!(stats.games, 1);
    assert_eq!(moves(&stats)[0].0, "g3");
}

/// A file's game starts, as the game list finds them.
fn starts(path: &Path) -> Vec<u64> {
    Indexer::new(std::fs::File::open(path).unwrap())
        .map(|e| e.unwrap().range.start)
        .collect()
}

/// Builds the explorer of a file into `kept`.
fn build(path: &Path, kept: &Path, threads: usize, budget: Budget) -> Option<Explorer> {
    // Every third game's start: runs begin only at those, and the
    // counts are the same as from every game's (the reference).
    let all = starts(path);
    let starts: Vec<u64> = all.iter().copied().step_by(3).collect();
    let games = Games {
        path,
        starts: &starts,
        every: 3,
        games: all.len(),
        end: std::fs::metadata(path).unwrap().len(),
    };
    let read = AtomicU64::new(0);
    let built =
        Explorer::build(games, kept, threads, budget, &read, &AtomicBool::new(false)).unwrap();
    assert_eq!(read.load(Ordering::Relaxed), games.end - starts[0]);
    built
}

/// Checks every position of a reference against an explorer: its moves
/// and scores, and the games reaching it.
fn check(explorer: &Explorer, reference: &reference::Reference) {
    for (key, (position, _)) in &reference.positions {
        assert_eq!(
            reference::shown(&explorer.position(position)),
            reference.stats(*key),
            "{}",
            shakmaty::fen::Fen::from_position(position, shakmaty::EnPassantMode::Legal)
        );
        assert_eq!(explorer.games_reaching(position), reference.games(*key));
    }
}

/// A budget so small that every part is written out many times over, in
/// as many parts as the buckets allow, and the games' records every 7
/// games.
const TINY: Budget = Budget {
    held: 12 * 64,
    part: 1,
    records: 7,
};

#[test]
fn the_numbers_are_every_game_s_counted_the_slow_way_however_the_index_is_built() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("made-up.pgn");
    let text = random::games(7, 300);
    std::fs::write(&path, &text).unwrap();
    let limited = reference::Reference::of(&text, Some(PLY_LIMIT));
    // Every position before the limit: what the explorer showed before it
    // had one, which counted every position of every game.
    let whole = reference::Reference::of(&text, None);
    assert!(
        limited.positions.len() > 5000,
        "{}",
        limited.positions.len()
    );
    let within = whole
        .positions
        .iter()
        .filter(|(_, (p, _))| rookery::chess::explorer::counts_moves(p))
        .filter(|(k, _)| whole.games(**k) == limited.games(**k));
    assert!(within.count() > 5000);

    let one = build(&path, &dir.path().join("one.bin"), 1, Budget::default()).unwrap();
    assert_eq!(one.games(), 300);
    check(&one, &limited);
    // In many runs and many parts, on three threads: the same file, byte
    // for byte.
    let many = build(&path, &dir.path().join("many.bin"), 3, TINY).unwrap();
    check(&many, &limited);
    assert_eq!(
        std::fs::read(dir.path().join("one.bin")).unwrap(),
        std::fs::read(dir.path().join("many.bin")).unwrap()
    );
    // Nothing of the build is left but the index.
    let mut left: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    left.sort();
    assert_eq!(left, ["made-up.pgn", "many.bin", "one.bin"]);
    // The text in memory, in tiny runs too.
    check(
        &Explorer::of_bytes_within(text.as_bytes(), TINY).unwrap(),
        &limited,
    );
}

#[test]
fn the_fixture_s_numbers_are_the_same_in_many_runs() {
    let reference = reference::Reference::of(&text(), Some(PLY_LIMIT));
    check(&Explorer::of_bytes(text().as_bytes()).unwrap(), &reference);
    check(
        &Explorer::of_bytes_within(text().as_bytes(), TINY).unwrap(),
        &reference,
    );
}

#[test]
fn past_the_ply_limit_the_games_reaching_a_position_are_found_by_replaying_a_few() {
    let text = random::games(11, 300);
    let explorer = Explorer::of_bytes(text.as_bytes()).unwrap();
    let whole = reference::Reference::of(&text, None);
    let ranges: Vec<_> = Indexer::new(text.as_bytes())
        .map(|e| e.unwrap().range)
        .collect();
    let (mut past, mut candidates) = (0, 0);
    // Every eighth position past the limit (each replays its candidates).
    let mut keys: Vec<u64> = whole.positions.keys().copied().collect();
    keys.sort_unstable();
    for key in keys.iter().step_by(8) {
        let position = &whole.positions[key].0;
        if rookery::chess::explorer::counts_moves(position) {
            continue;
        }
        past += 1;
        // No move is counted past the limit.
        assert_eq!(explorer.position(position), PositionStats::default());
        let Reaching::Candidates(may) = explorer.reaching(position) else {
            panic!("past the limit, candidates");
        };
        candidates += may.len();
        let found: Vec<u32> = may
            .into_iter()
            .filter(|&g| {
                let range = &ranges[g as usize];
                reaches(
                    &text.as_bytes()[range.start as usize..range.end as usize],
                    position,
                )
            })
            .collect();
        assert_eq!(found, whole.games(*key));
    }
    assert!(past > 1000, "{past}");
    // The filter keeps few: on average under one game in ten (games made
    // up at random lose their pawns in any order; real ones, far fewer).
    assert!(candidates * 10 < past * 300, "{candidates} for {past}");
    // Before the limit, the index answers.
    assert_eq!(
        explorer.reaching(&Chess::default()),
        Reaching::Games((0..300).collect())
    );
}

#[test]
fn the_kept_index_comes_back_for_the_same_file_only_and_whole() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.pgn");
    std::fs::write(&path, text()).unwrap();
    let stamp = Stamp::of(&path).unwrap();
    let kept = explorer_cache_file(dir.path(), &path, None, stamp);
    let built = build(&path, &kept, 2, Budget::default()).unwrap();
    let reference = reference::Reference::of(&text(), Some(PLY_LIMIT));
    check(&Explorer::open(&kept, 6).unwrap().unwrap(), &reference);
    check(&built, &reference);
    // Windows writes over no file that is mapped: there the built one is
    // let go first.
    #[cfg(windows)]
    drop(built);
    // Kept for 6 games: a list of another length is another file.
    assert!(Explorer::open(&kept, 5).unwrap().is_none());
    let bytes = std::fs::read(&kept).unwrap();
    let damaged = |change: &dyn Fn(&mut Vec<u8>)| {
        let mut changed = bytes.clone();
        change(&mut changed);
        std::fs::write(&kept, &changed).unwrap();
        Explorer::open(&kept, 6).unwrap().is_none()
    };
    // Cut short, one bit changed anywhere, an empty file, another
    // version's: not taken.
    assert!(damaged(&|b| b.truncate(b.len() - 5)));
    for at in [9, 70, bytes.len() / 2, bytes.len() - 1] {
        assert!(damaged(&|b| b[at] ^= 0x10), "{at}");
    }
    assert!(damaged(&|b| b.clear()));
    assert!(damaged(&|b| b[7] = b'2'));
    // Whole again: taken.
    assert!(!damaged(&|_| {}));
    // The built explorer reads its own file, replaced under it: unchanged.
    #[cfg(unix)]
    check(&built, &reference);
    // A changed file has another name for its index.
    std::fs::write(&path, format!("{}\n1. c4 *\n", text())).unwrap();
    assert_ne!(
        explorer_cache_file(dir.path(), &path, None, Stamp::of(&path).unwrap()),
        kept
    );
}

#[test]
fn a_file_read_on_threads_is_the_file_read_at_once_and_a_cancel_stops_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = fixture();
    let reference = reference::Reference::of(&text(), Some(PLY_LIMIT));
    for threads in [1, 2, 3, 6, 8] {
        let kept = dir.path().join(format!("{threads}.bin"));
        check(
            &build(&path, &kept, threads, Budget::default()).unwrap(),
            &reference,
        );
    }
    let kept = dir.path().join("cancelled.bin");
    let starts = starts(&path);
    let games = Games {
        path: &path,
        starts: &starts,
        every: 1,
        games: starts.len(),
        end: std::fs::metadata(&path).unwrap().len(),
    };
    let cancelled = Explorer::build(
        games,
        &kept,
        2,
        Budget::default(),
        &AtomicU64::new(0),
        &AtomicBool::new(true),
    )
    .unwrap();
    assert!(cancelled.is_none());
    assert!(!kept.exists());
}

/// The child of [`a_build_killed_half_way_leaves_nothing_that_is_trusted`]:
/// builds the index it is told to (nothing when run on its own).
#[test]
#[ignore = "run by a_build_killed_half_way_leaves_nothing_that_is_trusted"]
fn child_builds_the_index_it_is_told_to() {
    let (Ok(path), Ok(kept)) = (
        std::env::var("ROOKERY_TEST_BUILD_TEXT"),
        std::env::var("ROOKERY_TEST_BUILD_KEPT"),
    ) else {
        return;
    };
    build(Path::new(&path), Path::new(&kept), 2, TINY);
}

/// The temporary files of a build in `cache`, with their lengths.
fn parts_in(cache: &Path) -> Vec<(String, u64)> {
    std::fs::read_dir(cache)
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| {
                    let len = e.metadata().map_or(0, |m| m.len());
                    (e.file_name().to_string_lossy().into_owned(), len)
                })
                .filter(|(n, _)| n.ends_with(".part"))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn a_build_killed_half_way_leaves_nothing_that_is_trusted() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.pgn");
    let text = random::games(3, 100).repeat(20);
    std::fs::write(&path, &text).unwrap();
    let cache = dir.path().join("cache");
    let kept = cache.join("explorer-0123456789abcdef.bin");
    let reference = reference::Reference::of(&random::games(3, 100), Some(PLY_LIMIT));
    let mut killed_before_done = 0;
    // The stages of a build, as its files in the cache folder show them:
    // the index's temporary file made, entries written out, the index's
    // temporary file sized (the parts being sorted into it).
    let stages: [(&str, &dyn Fn(&[(String, u64)]) -> bool); 3] = [
        ("started", &|p| !p.is_empty()),
        ("filing", &|p| {
            p.iter()
                .any(|(n, len)| n.starts_with("explorer-run-") && *len > 0)
        }),
        ("sorting", &|p| {
            p.iter()
                .any(|(n, len)| !n.starts_with("explorer-run-") && *len > 0)
        }),
    ];
    for (stage, reached) in stages {
        let mut child = std::process::Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "explorer::child_builds_the_index_it_is_told_to",
                "--ignored",
                "--test-threads",
                "1",
            ])
            .env("ROOKERY_TEST_BUILD_TEXT", &path)
            .env("ROOKERY_TEST_BUILD_KEPT", &kept)
            .stdout(std::process::Stdio::null())
            .spawn()
            .unwrap();
        // Watched until it reaches the stage (or ends first).
        while !reached(&parts_in(&cache)) && child.try_wait().unwrap().is_none() {
            std::thread::yield_now();
        }
        // SIGKILL: nothing of the child runs after it.
        child.kill().unwrap();
        child.wait().unwrap();
        match Explorer::open(&kept, 2000) {
            // Killed before the rename: no index at all.
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => killed_before_done += 1,
            // Done before the kill: whole, and right.
            Ok(Some(explorer)) => {
                assert_eq!(explorer.games(), 2000);
                let start = explorer.position(&Chess::default());
                assert_eq!(start.games, 2000);
                std::fs::remove_file(&kept).unwrap();
            }
            other => panic!("killed while {stage}: {other:?}"),
        }
    }
    assert!(killed_before_done >= 2, "{killed_before_done}");
    // The next build removes what the killed ones left, and is whole.
    let explorer = build(&path, &kept, 2, Budget::default()).unwrap();
    let left: Vec<String> = std::fs::read_dir(&cache)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(left, ["explorer-0123456789abcdef.bin"]);
    let start = explorer.position(&Chess::default());
    let once = reference.stats(rookery::chess::game::RepetitionKey::of(&Chess::default()).0);
    assert_eq!(start.games, 20 * once.games);
}

/// A kept index whose header gives more games than 32 bits can number (a
/// damaged cache; the `explorer_index` fuzz target's finding): refused,
/// to be built again, where its shape's arithmetic once overflowed.
#[test]
fn a_kept_index_with_an_impossible_header_is_refused() {
    let found = std::fs::read(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/explorer-index-huge-games.bin"),
    )
    .unwrap();
    // The fuzz target's input: the number of games, then the file.
    let (games, file) = found.split_first().unwrap();
    assert_eq!(&file[..8], b"RKEXPL03", "the header's magic is right");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("index");
    std::fs::write(&path, file).unwrap();
    assert!(
        rookery::chess::explorer::Explorer::open(&path, usize::from(*games))
            .unwrap()
            .is_none()
    );
}
