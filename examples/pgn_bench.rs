//! PGN speed on real files: two bare pgn-reader passes as the practical
//! limits, then Rookery's index, opening single games from it, and a full
//! import. One line per file:
//!
//! `cargo run --release --example pgn_bench -- FILE...`
//!
//! - `bare`: a visitor that reads the list tags and lets pgn-reader scan the
//!   movetext without playing it.
//! - `index`: [`rookery::chess::pgn::Indexer`] (byte ranges, list tags, ply counts);
//!   `ratio` is index / bare.
//! - `validate`: a visitor that plays every mainline move and nothing else.
//! - `import`: [`rookery::chess::pgn::Games`]: every game played, checked and built
//!   as a record with comments, NAGs, variations and clocks, then dropped.
//! - `open_ms`: reading game 1, game N/2 and the last game from the index.
//! - `peak_mb`: the process's peak resident memory (VmHWM).
//!
//! A compressed file (`.pgn.gz`, `.pgn.zst`, `.pgn.bz2`, `.zip`) gets a line
//! of its own, as the app reads it ([`rookery::desktop::source::FileSource`]):
//! `index_cold` decodes it into a copy while indexing, `index_warm` indexes
//! the copy made then (a second opening), `open_ms` reads games from it.

use std::{env, fs::File, io, ops::ControlFlow, path::Path, time::Instant};

use pgn_reader::{RawTag, Reader, SanPlus, Skip, Visitor};
use rookery::{
    chess::pgn::{Games, Indexer, read_indexed, read_numbered_bytes},
    desktop::source::{FileSource, Packing},
};
use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

/// Reads the list tags; pgn-reader scans the movetext.
struct Tags {
    games: usize,
    kept: usize,
}

impl Visitor for Tags {
    type Tags = ();
    type Movetext = ();
    type Output = ();
    fn begin_tags(&mut self) -> ControlFlow<()> {
        self.games += 1;
        ControlFlow::Continue(())
    }
    fn tag(&mut self, _: &mut (), name: &[u8], value: RawTag<'_>) -> ControlFlow<()> {
        if matches!(
            name,
            b"White"
                | b"Black"
                | b"Result"
                | b"Date"
                | b"Event"
                | b"Round"
                | b"ECO"
                | b"WhiteElo"
                | b"BlackElo"
        ) {
            self.kept += value.decode_utf8_lossy().len();
        }
        ControlFlow::Continue(())
    }
    fn begin_movetext(&mut self, _: ()) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    fn begin_variation(&mut self, _: &mut ()) -> ControlFlow<(), Skip> {
        ControlFlow::Continue(Skip(true))
    }
    fn san(&mut self, _: &mut (), _: SanPlus) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    fn end_game(&mut self, _: ()) {}
}

/// Plays every mainline move, nothing else.
struct Validate {
    plies: usize,
}

impl Visitor for Validate {
    type Tags = Option<Chess>;
    type Movetext = Chess;
    type Output = ();
    fn begin_tags(&mut self) -> ControlFlow<(), Option<Chess>> {
        ControlFlow::Continue(None)
    }
    fn tag(&mut self, t: &mut Option<Chess>, name: &[u8], value: RawTag<'_>) -> ControlFlow<()> {
        if name == b"FEN"
            && let Ok(fen) = Fen::from_ascii(value.as_bytes())
            && let Ok(p) = fen.into_position(CastlingMode::Chess960)
        {
            *t = Some(p);
        }
        ControlFlow::Continue(())
    }
    fn begin_movetext(&mut self, t: Option<Chess>) -> ControlFlow<(), Chess> {
        ControlFlow::Continue(t.unwrap_or_default())
    }
    fn begin_variation(&mut self, _: &mut Chess) -> ControlFlow<(), Skip> {
        ControlFlow::Continue(Skip(true))
    }
    fn san(&mut self, pos: &mut Chess, san: SanPlus) -> ControlFlow<()> {
        match san.san.to_move(pos) {
            Ok(m) => {
                pos.play_unchecked(m);
                self.plies += 1;
                ControlFlow::Continue(())
            }
            Err(_) => ControlFlow::Break(()),
        }
    }
    fn end_game(&mut self, _: Chess) {}
}

fn peak_mb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|l| l.starts_with("VmHWM"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<u64>().ok())
        })
        .map_or(0, |kb| kb / 1024)
}

fn main() -> io::Result<()> {
    let files: Vec<String> = env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: pgn_bench FILE...");
        std::process::exit(2);
    }
    for path in files {
        let name = Path::new(&path)
            .file_name()
            .map_or(path.clone(), |n| n.to_string_lossy().into_owned());
        if Packing::of_file(Path::new(&path))?.is_compressed() {
            compressed(&name, Path::new(&path))?;
            continue;
        }

        let t = Instant::now();
        let mut tags = Tags { games: 0, kept: 0 };
        Reader::new(File::open(&path)?).visit_all_games(&mut tags)?;
        let bare = t.elapsed().as_secs_f64();

        let t = Instant::now();
        let entries: Vec<_> = Indexer::new(File::open(&path)?).collect::<io::Result<_>>()?;
        let index = t.elapsed().as_secs_f64();

        let mut file = File::open(&path)?;
        let mut open_ms = Vec::new();
        if !entries.is_empty() {
            for i in [0, entries.len() / 2, entries.len() - 1] {
                let t = Instant::now();
                let game = read_indexed(&mut file, &entries[i])?;
                open_ms.push(format!("{:.2}", t.elapsed().as_secs_f64() * 1000.0));
                assert_eq!(game.number, entries[i].number);
            }
        }

        let t = Instant::now();
        let mut validate = Validate { plies: 0 };
        Reader::new(File::open(&path)?).visit_all_games(&mut validate)?;
        let validate_s = t.elapsed().as_secs_f64();

        let t = Instant::now();
        let (mut games, mut errors, mut plies) = (0, 0, 0);
        for game in Games::new(File::open(&path)?) {
            games += 1;
            errors += usize::from(game.error.is_some());
            plies += game.game.ply_count();
        }
        let import = t.elapsed().as_secs_f64();

        println!(
            "{name} games={games} bare={bare:.2}s index={index:.2}s ratio={:.2} \
             validate={validate_s:.2}s import={import:.2}s import_ratio={:.2} open_ms={} \
             peak_mb={} (listed={} bare_games={} errors={errors} plies={plies} validate_plies={})",
            index / bare,
            import / validate_s,
            open_ms.join("/"),
            peak_mb(),
            entries.len(),
            tags.games,
            validate.plies,
        );
    }
    Ok(())
}

/// Indexes a compressed file as the app does: decoded into a copy (in a
/// temporary folder) while indexing, then again from the copy.
fn compressed(name: &str, path: &Path) -> io::Result<()> {
    let cache = tempfile::tempdir()?;
    let source = FileSource::prepare(path, None, cache.path())?;
    let count = std::sync::atomic::AtomicU64::new(0);
    let index = |source: &FileSource| -> io::Result<(Vec<_>, f64)> {
        let t = Instant::now();
        let entries = source.index_text(&count, |text| {
            Indexer::new(text).collect::<io::Result<Vec<_>>>()
        })??;
        Ok((entries, t.elapsed().as_secs_f64()))
    };
    let (entries, cold) = index(&source)?;
    let (again, warm) = index(&source)?;
    assert_eq!(entries.len(), again.len());
    let mut open_ms = Vec::new();
    if !entries.is_empty() {
        for i in [0, entries.len() / 2, entries.len() - 1] {
            let t = Instant::now();
            let bytes = source.read(entries[i].range.clone())?;
            let game = read_numbered_bytes(&bytes, entries[i].number);
            open_ms.push(format!("{:.2}", t.elapsed().as_secs_f64() * 1000.0));
            assert_eq!(game.number, entries[i].number);
        }
    }
    println!(
        "{name} packing={} games={} index_cold={cold:.2}s index_warm={warm:.2}s open_ms={} \
         compressed_mb={} decoded_mb={} peak_mb={}",
        source.packing.name(),
        entries.len(),
        open_ms.join("/"),
        std::fs::metadata(path)?.len() >> 20,
        std::fs::metadata(&source.text)?.len() >> 20,
        peak_mb(),
    );
    Ok(())
}
