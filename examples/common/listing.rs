//! The listing as the app's reading job runs it, shared by the examples
//! that measure it (`cores_bench`) or what it leaves (`kept_bench`).

use std::{
    fs::File,
    io::{self, Seek, SeekFrom},
    path::Path,
    sync::atomic::AtomicBool,
};

use rookery::{
    chess::game_list::GameTable,
    chess::pgn::{Listing, cuts, runs_for},
};

/// Lists `path` on `threads` threads, its games handed to `sink` in the
/// file's order, in gatherings about as big as the app's.
pub fn list_file(
    path: &Path,
    threads: usize,
    sink: &mut dyn FnMut(GameTable) -> bool,
) -> io::Result<()> {
    let len = std::fs::metadata(path)?.len();
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
    // The app hands the first run's games on every 30 ms; here every
    // 16,384 games, which is about as often.
    listing.run(&mut |n| n >= 1 << 14, sink)
}
