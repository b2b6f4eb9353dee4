//! Reads PGN files as Rookery imports them and prints, per file, the number
//! of games and moves and every error, then checks that writing each game and
//! reading it back gives the same game:
//!
//! `cargo run --example pgn_check -- FILE...`
//!
//! Compressed files (`.pgn.gz`, `.pgn.zst`, `.pgn.bz2`, the first PGN file
//! of a `.zip`) are read as the app reads them, decoded on the way.

use std::{env, fs::File, io, path::Path};

use rookery::{
    chess::pgn::{Games, read_str, to_pgn},
    desktop::source::{FileSource, Packing},
};

fn main() -> io::Result<()> {
    let files: Vec<String> = env::args().skip(1).collect();
    for path in files {
        let name = Path::new(&path).display().to_string();
        if Packing::of_file(Path::new(&path))?.is_compressed() {
            let cache = tempfile::tempdir()?;
            let source = FileSource::prepare(Path::new(&path), None, cache.path())?;
            source.index_text(&Default::default(), |text| check(&name, text))?;
        } else {
            check(&name, File::open(&path)?);
        }
    }
    Ok(())
}

/// Reads every game of a text, prints the counts and the errors.
fn check(name: &str, text: impl io::Read) {
    let (mut games, mut plies, mut errors, mut mismatches) = (0, 0, 0, 0);
    let mut lines = Vec::new();
    for game in Games::new(text) {
        games += 1;
        plies += game.game.ply_count();
        if let Some(error) = &game.error {
            errors += 1;
            lines.push(format!("  {error}"));
        }
        let written = to_pgn(&game.tags, &game.game);
        let again = read_str(&written);
        if again.len() != 1 || again[0] != game || again[0].error.is_some() {
            mismatches += 1;
            let why = if again.len() != 1 {
                format!("{} games", again.len())
            } else if let Some(e) = &again[0].error {
                format!("error {e}")
            } else {
                let (a, b) = (&game.game, &again[0].game);
                let first = a.plies().iter().zip(b.plies()).position(|(x, y)| x != y);
                format!(
                    "tags_equal={} plies {} vs {} first_diff={:?} {:?} status {:?} vs {:?}",
                    rookery::chess::pgn::export_tags(&game.tags, a)
                        == rookery::chess::pgn::export_tags(&again[0].tags, b),
                    a.ply_count(),
                    b.ply_count(),
                    first,
                    first.map(|i| (
                        &a.plies()[i].comments,
                        &b.plies()[i].comments,
                        a.plies()[i].nags.clone(),
                        b.plies()[i].nags.clone(),
                        a.plies()[i].variations.len(),
                        b.plies()[i].variations.len()
                    )),
                    a.status(),
                    b.status()
                )
            };
            lines.push(format!(
                "  game {}: does not read back the same: {why}",
                game.number
            ));
        } else if to_pgn(&again[0].tags, &again[0].game) != written {
            mismatches += 1;
            lines.push(format!("  game {}: second write differs", game.number));
        }
    }
    println!(
        "{name}: games={games} plies={plies} errors={errors} round_trip_mismatches={mismatches}"
    );
    for line in lines.iter().take(30) {
        println!("{line}");
    }
    if lines.len() > 30 {
        println!("  … {} more", lines.len() - 30);
    }
}
