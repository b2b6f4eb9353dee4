//! The explorer on real files, as the app builds it after listing a file:
//! the pass that plays every game (on two threads, as the app runs it),
//! a lookup of the start position and of the position 30 plies into game
//! 1, and the index's own memory. One line per file, then a line with the
//! pass on one thread and the process's peak memory.
//!
//! `cargo run --release --example explorer_bench -- FILE...`

use std::{
    env,
    fs::File,
    io,
    path::Path,
    sync::atomic::{AtomicBool, AtomicU64},
    time::Instant,
};

use rookery::{
    chess::explorer::Explorer,
    chess::pgn::{Indexer, read_indexed},
};
use shakmaty::Chess;

/// The process's peak resident memory, in MB (Linux).
fn peak_mb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok())
        })
        .map_or(0, |kb| kb >> 10)
}

fn build(path: &str, starts: &[u64], end: u64, threads: usize) -> io::Result<(Explorer, f64)> {
    let t = Instant::now();
    let explorer = Explorer::of_file(
        Path::new(path),
        starts,
        end,
        threads,
        &AtomicU64::new(0),
        &AtomicBool::new(false),
    )?
    .expect("not cancelled");
    Ok((explorer, t.elapsed().as_secs_f64()))
}

fn main() -> io::Result<()> {
    let files: Vec<String> = env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: explorer_bench FILE...");
        std::process::exit(2);
    }
    for path in files {
        let name = Path::new(&path)
            .file_name()
            .map_or(path.clone(), |n| n.to_string_lossy().into_owned());
        // The list, as the app has it before the pass.
        let mut starts = Vec::new();
        let mut first = None;
        for entry in Indexer::new(io::BufReader::with_capacity(1 << 20, File::open(&path)?)) {
            let entry = entry?;
            starts.push(entry.range.start);
            first.get_or_insert(entry);
        }
        let end = std::fs::metadata(&path)?.len();
        let (one_thread, one_time) = build(&path, &starts, end, 1)?;
        drop(one_thread);
        let (explorer, time) = build(&path, &starts, end, 2)?;

        let start = Chess::default();
        let t = Instant::now();
        let stats = explorer.position(&start);
        let start_ms = t.elapsed().as_secs_f64() * 1000.0;

        let game = read_indexed(&mut File::open(&path)?, &first.expect("a game"))?;
        let plies = game.game.plies().len().min(30);
        let deep = game
            .game
            .position_at(plies)
            .expect("a ply of the game")
            .clone();
        let t = Instant::now();
        let deep_stats = explorer.position(&deep);
        let deep_ms = t.elapsed().as_secs_f64() * 1000.0;

        println!(
            "{name} games={} index={time:.2}s start_ms={start_ms:.2} deep_ms={deep_ms:.3} \
             index_mb={}",
            explorer.games(),
            explorer.heap_bytes() >> 20,
        );
        println!(
            "  one thread {one_time:.2}s; start: {} games, {} moves; {plies} plies into game 1: \
             {} games; file {} MB, peak {} MB",
            stats.games,
            stats.moves.len(),
            deep_stats.games,
            end >> 20,
            peak_mb()
        );
    }
    Ok(())
}
