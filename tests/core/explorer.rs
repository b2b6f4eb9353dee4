//! The explorer: the moves played from a position in a file and how they
//! scored, counted by position (transpositions meet), each game once per
//! position, a game with a bad move up to the position before it.

use std::{
    path::{Path, PathBuf},
    sync::atomic::{AtomicBool, AtomicU64},
};

use rookery::{
    chess::explorer::{Explorer, PositionStats},
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
    let explorer = Explorer::of_bytes(text().as_bytes());
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
    let explorer = Explorer::of_bytes(text().as_bytes());
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
    let explorer = Explorer::of_bytes(text().as_bytes());
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
    let explorer = Explorer::of_bytes(text().as_bytes());
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
    let explorer = Explorer::of_bytes(text.as_bytes());
    let games = read_str(&text);
    assert_eq!((explorer.games(), games.len()), (5, 5));
    for (i, game) in games.iter().enumerate() {
        assert!(game.error.is_none(), "game {}: {:?}", i + 1, game.error);
        // The game list's Moves column and Opening column are the game
        // reader's, game by game.
        assert_eq!(
            usize::from(explorer.ply_counts()[i]),
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
    assert_eq!(explorer.ply_counts(), [7, 8, 6, 3, 6]);
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

fn same(a: &Explorer, b: &Explorer) {
    assert_eq!(a.games(), b.games());
    for line in ["", "e4", "e4 e5 Nf3", "e4 e5 Nf3 Nc6", "Nf3", "d4 d5"] {
        let position = after(line);
        assert_eq!(a.position(&position), b.position(&position), "{line}");
        assert_eq!(a.games_reaching(&position), b.games_reaching(&position));
    }
    for i in 0..a.games() {
        assert_eq!(a.opening(i), b.opening(i));
    }
}

#[test]
fn a_file_read_in_parts_on_threads_is_the_file_read_at_once() {
    let path = fixture();
    let whole = Explorer::of_bytes(text().as_bytes());
    let len = std::fs::metadata(&path).unwrap().len();
    let read = AtomicU64::new(0);
    for threads in [1, 2, 3, 6, 8] {
        read.store(0, std::sync::atomic::Ordering::Relaxed);
        let parts = Explorer::of_file(
            &path,
            &starts(&path),
            len,
            threads,
            &read,
            &AtomicBool::new(false),
        )
        .unwrap()
        .unwrap();
        same(&whole, &parts);
        assert_eq!(read.load(std::sync::atomic::Ordering::Relaxed), len);
    }
    // Cancelled: nothing.
    let cancelled =
        Explorer::of_file(&path, &starts(&path), len, 2, &read, &AtomicBool::new(true)).unwrap();
    assert!(cancelled.is_none());
}

#[test]
fn the_kept_index_comes_back_for_the_same_file_only() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.pgn");
    std::fs::write(&path, text()).unwrap();
    let explorer = Explorer::of_bytes(text().as_bytes());
    let stamp = Stamp::of(&path).unwrap();
    let kept = explorer_cache_file(dir.path(), &path, None, stamp);
    explorer.save(&kept).unwrap();
    same(&explorer, &Explorer::load(&kept, 6).unwrap().unwrap());
    // Kept for 6 games: a list of another length is another file.
    assert!(Explorer::load(&kept, 5).unwrap().is_none());
    // Cut short: not taken.
    let bytes = std::fs::read(&kept).unwrap();
    std::fs::write(&kept, &bytes[..bytes.len() - 5]).unwrap();
    assert!(Explorer::load(&kept, 6).unwrap().is_none());
    // A changed file has another name for its index.
    std::fs::write(&path, format!("{}\n1. c4 *\n", text())).unwrap();
    assert_ne!(
        explorer_cache_file(dir.path(), &path, None, Stamp::of(&path).unwrap()),
        kept
    );
}
