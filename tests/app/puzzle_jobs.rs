//! The puzzle jobs as a script meets them: `--import-puzzles` into a store
//! (twice, a bad file, a kill in the middle) and `--find-puzzles`.

use std::{
    io::{BufRead, BufReader, Write},
    path::{Path, PathBuf},
    process::{Command, Output, Stdio},
};

use rookery::desktop::puzzle_store::PuzzleStore;

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/puzzles")
        .join(name)
}

fn rookery(args: &[&str], home: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_rookery"));
    command
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env("HOME", home)
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CACHE_HOME", home.join("cache"));
    command
}

fn run(args: &[&str], home: &Path) -> Output {
    rookery(args, home).output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn importing_prints_the_number_added_and_a_second_import_adds_nothing() {
    let home = tempfile::tempdir().unwrap();
    let store = home.path().join("store.sqlite");
    let csv = fixture("lichess.csv");
    let args = [
        "--import-puzzles",
        csv.to_str().unwrap(),
        "--puzzle-store",
        store.to_str().unwrap(),
    ];
    let first = run(&args, home.path());
    assert_eq!(first.status.code(), Some(0), "{}", text(&first.stderr));
    assert_eq!(text(&first.stdout), "3\n");
    let said = text(&first.stderr);
    assert!(
        said.contains("lichess.csv: line 4: the move \"e2e4\" is not legal there"),
        "{said}"
    );
    assert!(
        said.contains("lichess.csv: line 8: 2 columns, a puzzle needs 3"),
        "{said}"
    );
    let again = run(&args, home.path());
    assert_eq!(text(&again.stdout), "0\n");
    let epd = fixture("suite.epd");
    let sets = run(
        &[
            "--import-puzzles",
            epd.to_str().unwrap(),
            "--puzzle-store",
            store.to_str().unwrap(),
        ],
        home.path(),
    );
    assert_eq!(text(&sets.stdout), "3\n");
    let opened = PuzzleStore::open(&store).unwrap();
    assert_eq!(opened.count().unwrap(), 6);
    assert_eq!(
        opened.sources().unwrap(),
        [("lichess".to_owned(), 3), ("suite.epd".to_owned(), 3)]
    );
}

#[test]
fn a_file_without_puzzles_exits_2_and_names_it() {
    let home = tempfile::tempdir().unwrap();
    let store = home.path().join("store.sqlite");
    let bad = home.path().join("notes.csv");
    std::fs::write(&bad, "hello,world\nno puzzles here\n").unwrap();
    let out = run(
        &[
            "--import-puzzles",
            bad.to_str().unwrap(),
            "--puzzle-store",
            store.to_str().unwrap(),
        ],
        home.path(),
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        format!(
            "rookery: {} holds no puzzle that can be read\n",
            bad.display()
        )
    );
    let missing = home.path().join("missing.csv");
    let out = run(
        &[
            "--import-puzzles",
            missing.to_str().unwrap(),
            "--puzzle-store",
            store.to_str().unwrap(),
        ],
        home.path(),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("missing.csv: No such file"),
        "{}",
        text(&out.stderr)
    );
}

/// A lichess CSV of `rows` puzzles, each a copy of the fixture's first
/// with its own id and rating.
fn big_csv(path: &Path, rows: usize) {
    let mut out = std::io::BufWriter::new(std::fs::File::create(path).unwrap());
    writeln!(
        out,
        "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags"
    )
    .unwrap();
    for i in 0..rows {
        writeln!(
            out,
            "k{i:07},r5k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1,a8a2 d1d8,{},76,94,2113,\
             backRankMate mate mateIn1,,",
            600 + i % 2000
        )
        .unwrap();
    }
}

/// Imports 200,000 rows, kills the job once it has said `line` (its first
/// batch, or the start of filing), and imports again: returns how many
/// the first run kept, and how many of them were filed by rating.
fn killed_import(line: &str) -> (u64, u64) {
    let home = tempfile::tempdir().unwrap();
    let store = home.path().join("store.sqlite");
    let csv = home.path().join("big.csv");
    let total = 200_000;
    big_csv(&csv, total);
    let args = [
        "--import-puzzles",
        csv.to_str().unwrap(),
        "--puzzle-store",
        store.to_str().unwrap(),
    ];
    let mut child = rookery(&args, home.path())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let said = BufReader::new(child.stderr.take().unwrap())
        .lines()
        .map(Result::unwrap)
        .find(|said| said == line);
    assert_eq!(said.as_deref(), Some(line));
    child.kill().unwrap();
    child.wait().unwrap();
    let opened = PuzzleStore::open(&store).unwrap();
    assert!(opened.integrity_ok().unwrap());
    let (kept, filed) = (opened.count().unwrap(), opened.filed().unwrap());
    drop(opened);
    // The next import adds what is missing and files what the first left
    // unfiled.
    let again = run(&args, home.path());
    assert_eq!(text(&again.stdout), format!("{}\n", total as u64 - kept));
    let opened = PuzzleStore::open(&store).unwrap();
    assert_eq!(opened.count().unwrap(), total as u64);
    assert_eq!(opened.filed().unwrap(), total as u64);
    assert!(opened.integrity_ok().unwrap());
    let found = opened
        .next_by_rating(1_000, Some("backRankMate"), 1_800_000_000)
        .unwrap()
        .unwrap();
    assert_eq!(found.puzzle.rating, Some(1_000.0));
    (kept, filed)
}

#[test]
fn a_kill_during_an_import_loses_at_most_the_batch_under_way() {
    let (kept, filed) = killed_import("rookery: 20000 puzzles added so far");
    assert!((20_000..=200_000).contains(&kept), "{kept}");
    assert_eq!(kept % 20_000, 0, "whole batches only: {kept}");
    // The puzzles are filed in one step at the import's end: all of them,
    // or (killed before it) none.
    assert!(filed == 0 || filed == 200_000, "{filed} filed");
}

#[test]
fn a_kill_while_filing_keeps_every_puzzle_and_the_next_import_files_them() {
    let (kept, filed) = killed_import("rookery: filing 200000 puzzles by theme and rating");
    assert_eq!(kept, 200_000);
    assert!(filed == 0 || filed == 200_000, "{filed} filed");
}

#[test]
fn finding_puzzles_writes_lichess_s_csv() {
    let Some(stockfish) = crate::stockfish::stockfish() else {
        return;
    };
    let home = tempfile::tempdir().unwrap();
    let games = home.path().join("games.pgn");
    std::fs::write(
        &games,
        "[Site \"https://lichess.org/legall00\"]\n\n1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 \
         5. Nxe5 Bxd1 6. Bxf7+ Ke7 7. Nd5# 1-0\n\n[Site \"?\"]\n\n1. e4 e5 2. Nf3 Nc6 1/2-1/2\n",
    )
    .unwrap();
    let output = home.path().join("found.csv");
    let out = run(
        &[
            "--find-puzzles",
            games.to_str().unwrap(),
            "--output",
            output.to_str().unwrap(),
            "--depth",
            "12",
            "--engine",
            stockfish.to_str().unwrap(),
        ],
        home.path(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        std::fs::read_to_string(&output).unwrap(),
        "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags\n\
         1-10,rn1qkbnr/ppp2p1p/3p2p1/4N3/2B1P1b1/2N5/PPPP1PPP/R1BQK2R b KQkq - 0 5,\
         g4d1 c4f7 e8e7 c3d5,,,0,0,mate mateIn2 short opening,https://lichess.org/legall00#10,\n"
    );
    assert_eq!(
        text(&out.stderr),
        format!(
            "rookery: 1 puzzles found in 2 games, written to {}\n",
            output.display()
        )
    );
}

#[test]
fn a_folder_an_empty_or_a_binary_file_exits_2_and_writes_nothing() {
    let home = tempfile::tempdir().unwrap();
    let folder = home.path().join("folder");
    std::fs::create_dir(&folder).unwrap();
    let empty = home.path().join("empty.csv");
    std::fs::write(&empty, "").unwrap();
    let binary = home.path().join("binary.csv");
    std::fs::write(
        &binary,
        (0..2000u32)
            .map(|i| (i * 7919 % 251) as u8)
            .collect::<Vec<_>>(),
    )
    .unwrap();
    let store = home.path().join("store.sqlite");
    let output = home.path().join("found.csv");
    let cases = [
        (
            &folder,
            "is a folder, not a file",
            "is a folder, not a file",
        ),
        (
            &empty,
            "holds no puzzle that can be read",
            "holds no game with moves",
        ),
        (
            &binary,
            "holds no puzzle that can be read",
            "holds no game with moves",
        ),
    ];
    for (input, import_says, find_says) in cases {
        let path = input.to_str().unwrap();
        let out = run(
            &[
                "--import-puzzles",
                path,
                "--puzzle-store",
                store.to_str().unwrap(),
            ],
            home.path(),
        );
        assert_eq!(out.status.code(), Some(2), "{path}");
        assert_eq!(
            text(&out.stderr),
            format!("rookery: {path} {import_says}\n")
        );
        assert!(!store.exists(), "{path}: a store was left");
        let out = run(
            &["--find-puzzles", path, "--output", output.to_str().unwrap()],
            home.path(),
        );
        assert_eq!(out.status.code(), Some(2), "{path}");
        assert_eq!(text(&out.stderr), format!("rookery: {path} {find_says}\n"));
        assert!(!output.exists(), "{path}: an output was written");
    }
}
