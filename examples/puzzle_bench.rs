//! The puzzle store's figures: an import of generated rows in lichess's
//! format (the size of its database, 5 million rows, by default), the
//! store's size on disk and the memory it took, then the time to choose
//! the next puzzle by rating (any theme, and within a theme) among them.
//! With `--find FILE.pgn`, puzzles found in the file's first games at a
//! fixed depth, an engine on every core: games and puzzles per minute.
//!
//! `cargo run --release --example puzzle_bench -- [ROWS] [--ids-out-of-order]`
//! `cargo run --release --example puzzle_bench -- --find FILE.pgn [GAMES] [DEPTH]`

use std::{
    io::{BufWriter, Write},
    path::Path,
    time::Instant,
};

use rookery::{
    chess::puzzles::themes::THEMES,
    desktop::puzzle_store::{Progress, PuzzleStore, Step},
};

/// Puzzles of the test fixtures, each a FEN and its line, that the
/// generated rows repeat under their own ids, ratings and themes.
const BASES: [(&str, &str); 3] = [
    ("r5k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1", "a8a2 d1d8"),
    (
        "r1b1kbnr/pppp1ppp/8/4N1q1/2BnP3/8/PPPP1PPP/RNBQK2R w KQkq - 1 5",
        "e5f7 g5g2 h1f1 g2e4 c4e2 d4f3",
    ),
    (
        "rn1qkbnr/ppp2p1p/3p2p1/4N3/2B1P1b1/2N5/PPPP1PPP/R1BQK2R b KQkq - 0 5",
        "g4d1 c4f7 e8e7 c3d5",
    ),
];

/// When filing by theme and rating started.
static FILING: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();

fn main() -> std::io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--find") {
        return find(&args[1..]);
    }
    let rows: usize = args
        .first()
        .and_then(|a| a.parse().ok())
        .unwrap_or(5_000_000);
    // lichess's file is in the order of its ids; this shows the cost of a
    // file that is not.
    let shuffled = args.iter().any(|a| a == "--ids-out-of-order");
    let dir = tempfile::tempdir()?;
    let csv = dir.path().join("puzzles.csv");
    let t = Instant::now();
    write_rows(&csv, rows, shuffled)?;
    let size = std::fs::metadata(&csv)?.len();
    println!(
        "{rows} rows written ({:.0} MB) in {:.1} s",
        size as f64 / 1e6,
        t.elapsed().as_secs_f64()
    );
    let store_path = dir.path().join("puzzles.sqlite");
    let mut store = PuzzleStore::open(&store_path).map_err(std::io::Error::other)?;
    let progress = Progress {
        each_step: Some(Box::new(|step| match step {
            Step::Added(added) if added % 1_000_000 == 0 => {
                println!("  {added} added, resident {} MB", memory("VmRSS:") / 1024)
            }
            Step::Added(_) => {}
            Step::Filing(count) => {
                let _ = FILING.set(Instant::now());
                println!("  filing {count}, resident {} MB", memory("VmRSS:") / 1024)
            }
        })),
        ..Progress::default()
    };
    let t = Instant::now();
    let report = store
        .import_lichess(&csv, &progress)
        .map_err(std::io::Error::other)?;
    let took = t.elapsed().as_secs_f64();
    if let Some(filing) = FILING.get() {
        println!(
            "  read and written in {:.1} s, filed in {:.1} s",
            (*filing - t).as_secs_f64(),
            filing.elapsed().as_secs_f64()
        );
    }
    drop(store);
    let store = PuzzleStore::open(&store_path).map_err(std::io::Error::other)?;
    let disk = disk_size(dir.path())?;
    println!(
        "import: {} added in {took:.1} s ({:.0} rows/s); store {:.0} MB on disk; \
         peak resident {} MB",
        report.added,
        report.added as f64 / took,
        disk as f64 / 1e6,
        memory("VmHWM:") / 1024
    );
    for theme in [None, Some("fork"), Some("mateIn1")] {
        time_next(&store, theme);
    }
    Ok(())
}

/// Writes `rows` generated rows in lichess's format, their ids in order
/// as in lichess's file (or, `shuffled`, spread: the row's number times
/// a prime that divides no row count here, modulo the count).
fn write_rows(path: &Path, rows: usize, shuffled: bool) -> std::io::Result<()> {
    let mut out = BufWriter::new(std::fs::File::create(path)?);
    writeln!(
        out,
        "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags"
    )?;
    let mut rng = fastrand::Rng::with_seed(7);
    for i in 0..rows {
        let (fen, moves) = BASES[i % BASES.len()];
        let id = match shuffled {
            true => (i as u64 * 1_000_003 % rows as u64) as usize,
            false => i,
        };
        let themes: Vec<&str> = (0..rng.usize(2..6))
            .map(|_| THEMES[rng.usize(..THEMES.len())])
            .collect();
        writeln!(
            out,
            "{id:07},{fen},{moves},{},{},{},{},{},https://lichess.org/{:08x}/black#{},{}",
            rng.u32(400..3000),
            rng.u32(60..120),
            rng.i32(-100..=100),
            rng.u32(0..50_000),
            themes.join(" "),
            rng.u32(..),
            rng.u32(10..80),
            if i % 3 == 0 {
                "Sicilian_Defense Sicilian_Defense_Najdorf_Variation"
            } else {
                ""
            }
        )?;
    }
    out.flush()
}

/// The next puzzle chosen 500 times near random ratings: the median and
/// the slowest.
fn time_next(store: &PuzzleStore, theme: Option<&str>) {
    let mut rng = fastrand::Rng::with_seed(11);
    let mut times: Vec<f64> = (0..500)
        .map(|_| {
            let target = rng.i32(600..2800);
            let t = Instant::now();
            let found = store.next_by_rating(target, theme, 1_800_000_000);
            let ms = t.elapsed().as_secs_f64() * 1000.0;
            assert!(matches!(found, Ok(Some(_))));
            ms
        })
        .collect();
    times.sort_by(f64::total_cmp);
    println!(
        "next puzzle, theme {}: median {:.3} ms, slowest {:.3} ms",
        theme.unwrap_or("any"),
        times[times.len() / 2],
        times[times.len() - 1]
    );
}

/// The store's files (database, log) in bytes.
fn disk_size(dir: &Path) -> std::io::Result<u64> {
    let mut total = 0;
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        if entry
            .file_name()
            .to_string_lossy()
            .starts_with("puzzles.sqlite")
        {
            total += entry.metadata()?.len();
        }
    }
    Ok(total)
}

/// A line of /proc/self/status in kB (0 where there is none).
fn memory(field: &str) -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(field))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

/// `--find FILE [GAMES] [DEPTH]`: the file's first games searched.
fn find(args: &[String]) -> std::io::Result<()> {
    use rookery::desktop::puzzle_finder::{FindJob, FindProgress, find_in_file};
    let file = args
        .first()
        .expect("usage: puzzle_bench --find FILE.pgn [GAMES] [DEPTH]");
    let games: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100);
    let depth: u32 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(10);
    let dir = tempfile::tempdir()?;
    let part = dir.path().join("part.pgn");
    let text = std::fs::read(file)?;
    let mut out = Vec::new();
    for game in rookery::chess::pgn::Games::new(text.as_slice()).take(games) {
        out.extend(rookery::chess::pgn::to_pgn(&game.tags, &game.game).into_bytes());
        out.push(b'\n');
    }
    std::fs::write(&part, out)?;
    let engine = rookery::desktop::engine::find_engine().expect("no engine: apt install stockfish");
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    let job = FindJob {
        input: part,
        engine,
        depth,
        workers,
    };
    let progress = FindProgress::default();
    let t = Instant::now();
    let found = find_in_file(&job, &progress).map_err(std::io::Error::other)?;
    let minutes = t.elapsed().as_secs_f64() / 60.0;
    println!(
        "{games} games at depth {depth} on {workers} engines: {} puzzles in {:.1} min \
         ({:.1} games, {:.1} puzzles a minute)",
        found.len(),
        minutes,
        games as f64 / minutes,
        found.len() as f64 / minutes
    );
    Ok(())
}
