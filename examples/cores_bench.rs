//! The long jobs on every core, as the app runs them on a plain file: the
//! list (the file cut into runs, each indexed on a thread of its own into
//! the game list's compact table, joined in order) and then the explorer
//! (the pass that plays every game and the sort, into a kept index in a
//! temporary folder), for each number of threads asked for. One line per
//! file and number of threads, with the process's peak memory (VmHWM)
//! after the list and after the explorer, the first line's included.
//! Compare with `../shared/tools/prbench` run on the same file just
//! before: its tag pass (`tags`) for the list, its validating pass
//! (`validate`) for the explorer.
//!
//! `cargo run --release --example cores_bench -- [--threads 1,2] FILE...`

use std::{
    env, io,
    path::Path,
    sync::atomic::{AtomicBool, AtomicU64},
    time::Instant,
};

use rookery::{
    chess::explorer::{Budget, Explorer, Games},
    chess::game_list::GameTable,
};

#[path = "common/listing.rs"]
mod listing;
use listing::list_file;

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

/// Lists `path` on `threads` threads as the app's reading job does.
fn list(path: &Path, threads: usize) -> io::Result<GameTable> {
    let mut table = GameTable::new();
    list_file(path, threads, &mut |games| {
        table.append(games);
        true
    })?;
    Ok(table)
}

fn main() -> io::Result<()> {
    let mut args: Vec<String> = env::args().skip(1).collect();
    let mut threads = vec![1, 2];
    if let Some(at) = args.iter().position(|a| a == "--threads") {
        threads = args
            .get(at + 1)
            .map(|n| n.split(',').filter_map(|n| n.parse().ok()).collect())
            .unwrap_or(threads);
        args.drain(at..(at + 2).min(args.len()));
    }
    if args.is_empty() {
        eprintln!("usage: cores_bench [--threads 1,2] FILE...");
        std::process::exit(2);
    }
    let cache = tempfile::tempdir()?;
    for path in &args {
        let path = Path::new(path);
        let name = path.file_name().map_or(path.display().to_string(), |n| {
            n.to_string_lossy().into_owned()
        });
        for &t in &threads {
            let started = Instant::now();
            let table = list(path, t)?;
            let listed = started.elapsed().as_secs_f64();
            let list_mb = status_mb("VmHWM");
            let kept = cache.path().join(format!("explorer-{name}-{t}.bin"));
            let started = Instant::now();
            let (starts, every) = table.starts_for_runs();
            let games = Games {
                path,
                starts: &starts,
                every,
                games: table.len(),
                end: std::fs::metadata(path)?.len(),
            };
            let explorer = Explorer::build(
                games,
                &kept,
                t,
                Budget::shared_by(t),
                &AtomicU64::new(0),
                &AtomicBool::new(false),
            )?
            .expect("not cancelled");
            let explored = started.elapsed().as_secs_f64();
            println!(
                "{name} threads={t} games={} list={listed:.2}s explorer={explored:.2}s \
                 table_mb={} peak_after_list_mb={list_mb} peak_mb={}",
                table.len(),
                table.heap_bytes() >> 20,
                status_mb("VmHWM"),
            );
            assert_eq!(explorer.games(), table.len());
            drop(explorer);
            std::fs::remove_file(&kept)?;
        }
    }
    Ok(())
}
