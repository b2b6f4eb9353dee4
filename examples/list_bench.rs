//! The game list's search and sort on real files, as the app runs them on
//! a keystroke or a click on a column: one line per file and query.
//!
//! `cargo run --release --example list_bench -- FILE...`

use std::{env, fs::File, io, path::Path, time::Instant};

use rookery::{
    chess::game_list::{Column, GameQuery, GameTable, filter_and_sort},
    chess::pgn::Indexer,
};

fn main() -> io::Result<()> {
    let files: Vec<String> = env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: list_bench FILE...");
        std::process::exit(2);
    }
    for path in files {
        let name = Path::new(&path)
            .file_name()
            .map_or(path.clone(), |n| n.to_string_lossy().into_owned());
        let t = Instant::now();
        let mut table = GameTable::new();
        for entry in Indexer::new(io::BufReader::with_capacity(1 << 20, File::open(&path)?)) {
            table.push(&entry?);
        }
        println!(
            "{name} games={} index={:.2}s table_mb={}",
            table.len(),
            t.elapsed().as_secs_f64(),
            table.heap_bytes() >> 20
        );
        for query in ["k", "kasparov", "tal 1960", "reti", "nobody"] {
            let q = GameQuery::new(query);
            let t = Instant::now();
            let rows = filter_and_sort(&table, &q, Column::Number, false);
            println!(
                "  search \"{query}\": {} rows in {:.1} ms",
                rows.len(),
                t.elapsed().as_secs_f64() * 1000.0
            );
        }
        for column in [Column::White, Column::Date, Column::WhiteElo] {
            let t = Instant::now();
            let rows = filter_and_sort(&table, &GameQuery::new(""), column, true);
            println!(
                "  sort by {}: {} rows in {:.1} ms",
                column.title(),
                rows.len(),
                t.elapsed().as_secs_f64() * 1000.0
            );
        }
    }
    Ok(())
}
