//! A second opening's work on its thread: a file's kept list read back
//! whole. The file is listed as the app lists it (on two threads, its
//! games handed on in gatherings, each written to the kept list as it
//! goes), the list kept in a temporary folder, then read 41 times: one
//! line per file with the kept list's size and chunks, and the fastest and
//! the median read.
//!
//! `cargo run --release --example kept_bench -- FILE...`

use std::{
    env,
    fs::File,
    io::{self, Seek, SeekFrom},
    path::Path,
    sync::atomic::AtomicBool,
    time::Instant,
};

use rookery::{
    chess::game_list::GameTable,
    chess::pgn::{Listing, cuts, runs_for},
    desktop::kept_list::{KeptWriter, read_kept_list},
};

fn main() -> io::Result<()> {
    let files: Vec<String> = env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: kept_bench FILE...");
        std::process::exit(2);
    }
    let cache = tempfile::tempdir()?;
    for path in &files {
        let path = Path::new(path);
        let len = std::fs::metadata(path)?.len();
        let threads = 2;
        let cuts = cuts(&mut File::open(path)?, len, runs_for(len, threads))?;
        let open = |at: u64| -> io::Result<File> {
            let mut file = File::open(path)?;
            file.seek(SeekFrom::Start(at))?;
            Ok(file)
        };
        let listing = Listing {
            open: &open,
            cuts: &cuts,
            threads,
            chunk: 1 << 16,
            cancel: &AtomicBool::new(false),
        };
        let mut writer = KeptWriter::new(cache.path())?;
        let mut chunks = 0;
        // The app hands the first run's games on every 30 ms; here every
        // 16,384 games, which is about as often.
        listing.run(&mut |n| n >= 1 << 14, &mut |games: GameTable| {
            chunks += 1;
            writer.add(&games).is_ok()
        })?;
        let kept = cache.path().join("list-bench.bin");
        writer.keep(&kept)?;
        let mut times = Vec::new();
        let mut games = 0;
        for _ in 0..41 {
            let started = Instant::now();
            games = read_kept_list(&kept)?.len();
            times.push(started.elapsed().as_secs_f64() * 1e3);
        }
        times.sort_by(f64::total_cmp);
        let name = path.file_name().map_or(path.display().to_string(), |n| {
            n.to_string_lossy().into_owned()
        });
        println!(
            "{name} games={games} kept={} KB chunks={chunks} \
             read: fastest {:.2} ms, median {:.2} ms",
            std::fs::metadata(&kept)?.len() >> 10,
            times[0],
            times[20]
        );
    }
    Ok(())
}
