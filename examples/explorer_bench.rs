//! The explorer on real files, as the app builds it after listing a file:
//! the list (the game list's indexer, as the app's reading thread runs it),
//! the build (the pass that plays every game and the sort, on two threads
//! as the app runs them, into a kept index in a temporary folder), the
//! index's size, the process's peak memory, reopening the kept index
//! (checked and mapped) and the memory it then takes, lookups of the start
//! position and of the position 30 plies into game 1, and the search for
//! the games reaching a position past the ply limit (the filter, then the
//! candidates replayed). One block per file.
//!
//! `cargo run --release --example explorer_bench -- [--threads N] FILE...`

use std::{
    env,
    fs::File,
    io::{self, Read, Seek},
    path::Path,
    sync::atomic::{AtomicBool, AtomicU64},
    time::Instant,
};

use rookery::{
    chess::explorer::{Budget, Explorer, Games, Reaching, reaches},
    chess::pgn::{IndexEntry, Indexer, read_indexed},
};
use shakmaty::Chess;

/// A line of `/proc/self/status`, in MB (Linux).
fn status_mb(field: &str) -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(field))
                .and_then(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok())
        })
        .map_or(0, |kb| kb >> 10)
}

/// The games' byte ranges, and the first game's entry.
fn list(path: &Path) -> io::Result<(Vec<std::ops::Range<u64>>, Option<IndexEntry>)> {
    let mut entries = Vec::new();
    let mut first = None;
    for entry in Indexer::new(io::BufReader::with_capacity(1 << 20, File::open(path)?)) {
        let entry = entry?;
        entries.push(entry.range.clone());
        first.get_or_insert(entry);
    }
    Ok((entries, first))
}

/// The search for the games that reach `last`, a position past the ply
/// limit: its candidates read and played through, timed.
fn past_the_limit(
    explorer: &Explorer,
    path: &Path,
    entries: &[std::ops::Range<u64>],
    last: &Chess,
    plies: usize,
) -> io::Result<String> {
    let t = Instant::now();
    Ok(match explorer.reaching(last) {
        Reaching::Candidates(may) => {
            let filtered = t.elapsed().as_secs_f64();
            let mut file = File::open(path)?;
            let mut text = Vec::new();
            let mut found = 0;
            for &g in &may {
                let range = &entries[g as usize];
                file.seek(io::SeekFrom::Start(range.start))?;
                text.resize((range.end - range.start) as usize, 0);
                file.read_exact(&mut text)?;
                found += usize::from(reaches(&text, last));
            }
            format!(
                "{plies} plies into game 1: {} candidates in {:.0} ms, {found} games \
                 reach it, {:.2} s in all",
                may.len(),
                filtered * 1000.0,
                t.elapsed().as_secs_f64()
            )
        }
        Reaching::Games(games) => format!("game 1 ends within the limit: {}", games.len()),
    })
}

/// Builds the explorer of the file at `path` into `kept` on `threads`
/// threads: the seconds it took, and the process's peak memory before and
/// after, in MB.
fn build_timed(
    path: &Path,
    starts: &[u64],
    threads: usize,
    kept: &Path,
) -> io::Result<(f64, u64, u64)> {
    let end = std::fs::metadata(path)?.len();
    let before = status_mb("VmHWM");
    let t = Instant::now();
    let games = Games {
        path,
        starts,
        every: 1,
        games: starts.len(),
        end,
    };
    let built = Explorer::build(
        games,
        kept,
        threads,
        Budget::shared_by(threads),
        &AtomicU64::new(0),
        &AtomicBool::new(false),
    )?
    .expect("not cancelled");
    let build = t.elapsed().as_secs_f64();
    let peak = status_mb("VmHWM");
    drop(built);
    Ok((build, before, peak))
}

fn main() -> io::Result<()> {
    let mut args: Vec<String> = env::args().skip(1).collect();
    let mut threads = 2;
    if let Some(at) = args.iter().position(|a| a == "--threads") {
        threads = args.get(at + 1).and_then(|n| n.parse().ok()).unwrap_or(2);
        args.drain(at..(at + 2).min(args.len()));
    }
    if args.is_empty() {
        eprintln!("usage: explorer_bench [--threads N] FILE...");
        std::process::exit(2);
    }
    let cache = tempfile::tempdir()?;
    for path in args {
        let name = Path::new(&path)
            .file_name()
            .map_or(path.clone(), |n| n.to_string_lossy().into_owned());
        // The list, as the app's reading thread makes it.
        let t = Instant::now();
        let (entries, first) = list(Path::new(&path))?;
        let listed = t.elapsed().as_secs_f64();
        let starts: Vec<u64> = entries.iter().map(|r| r.start).collect();
        let end = std::fs::metadata(&path)?.len();
        let kept = cache.path().join(format!("explorer-{name}.bin"));
        let (build, before, peak) = build_timed(Path::new(&path), &starts, threads, &kept)?;

        let rss = status_mb("VmRSS");
        let t = Instant::now();
        let explorer = Explorer::open(&kept, starts.len())?.expect("the kept index is whole");
        let reopen = t.elapsed().as_secs_f64();

        let start = Chess::default();
        let t = Instant::now();
        let stats = explorer.position(&start);
        let start_ms = t.elapsed().as_secs_f64() * 1000.0;
        let t = Instant::now();
        let again = explorer.position(&start);
        let again_ms = t.elapsed().as_secs_f64() * 1000.0;
        assert_eq!(again, stats);
        let first = first.expect("a game");
        let game = read_indexed(&mut File::open(&path)?, &first)?;
        let plies = game.game.plies().len();
        let deep = game.game.position_at(plies.min(30)).expect("a ply").clone();
        let t = Instant::now();
        let deep_stats = explorer.position(&deep);
        let deep_ms = t.elapsed().as_secs_f64() * 1000.0;
        let t = Instant::now();
        assert_eq!(explorer.position(&deep), deep_stats);
        let deep_again_ms = t.elapsed().as_secs_f64() * 1000.0;
        let resident = status_mb("VmRSS").saturating_sub(rss);

        // Past the limit: the last position of game 1 (if it goes so far).
        let last = game.game.position_at(plies).expect("its end").clone();
        let search = past_the_limit(&explorer, Path::new(&path), &entries, &last, plies)?;
        let index_mb = explorer.index_bytes() as f64 / (1 << 20) as f64;
        println!(
            "{name}: {} games, file {} MB, listed in {listed:.2} s",
            explorer.games(),
            end >> 20
        );
        println!(
            "  built in {build:.2} s ({threads} threads), index {index_mb:.0} MB \
             ({:.2} of the file), peak {peak} MB ({} MB before the build)",
            explorer.index_bytes() as f64 / end as f64,
            before
        );
        println!(
            "  reopened in {:.3} s; start {start_ms:.2} ms, again {again_ms:.2} ms ({} games, \
             {} moves), 30 plies into game 1 {deep_ms:.3} ms, again {deep_again_ms:.3} ms \
             ({} games); resident for the index {resident} MB",
            reopen,
            stats.games,
            stats.moves.len(),
            deep_stats.games
        );
        println!("  past the limit: {search}");
    }
    Ok(())
}
