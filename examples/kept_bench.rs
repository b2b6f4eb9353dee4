//! A second opening's work on its thread: a file's kept list read back
//! whole. The file is listed as the app lists it (on two threads, its
//! games handed on in gatherings, each written to the kept list as it
//! goes), the list kept in a temporary folder, then read 41 times: one
//! line per file with the kept list's size and chunks, and the fastest and
//! the median read.
//!
//! `cargo run --release --example kept_bench -- FILE...`

use std::{env, io, path::Path, time::Instant};

use rookery::desktop::kept_list::{KeptWriter, read_kept_list};

#[path = "common/listing.rs"]
mod listing;
use listing::list_file;

fn main() -> io::Result<()> {
    let files: Vec<String> = env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: kept_bench FILE...");
        std::process::exit(2);
    }
    let cache = tempfile::tempdir()?;
    for path in &files {
        let path = Path::new(path);
        let mut writer = KeptWriter::new(cache.path())?;
        let (mut chunks, mut failed) = (0, None);
        list_file(path, 2, &mut |games| {
            chunks += 1;
            writer.add(&games).map_err(|e| failed = Some(e)).is_ok()
        })?;
        if let Some(e) = failed {
            return Err(e);
        }
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
