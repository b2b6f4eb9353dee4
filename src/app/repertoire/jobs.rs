//! The repertoire's work off the frame: reading its file and matching its
//! cards to the store, each review, its holes against the explorer's
//! file, and the edits of its file (a side's tag, a line added). Each is
//! a job of its own (inline in headless tests); several may run at once,
//! SQLite keeping their writes apart.

use std::{collections::HashMap, path::PathBuf, sync::Arc};

use shakmaty::Color;

use crate::{
    chess::{
        explorer::Explorer,
        repertoire::{
            Repertoire, RepertoireError, chapter,
            memory::{Grade, Memory},
            tagged,
        },
    },
    desktop::{
        files::write_atomic,
        job::Job,
        puzzle_store::{Known, PuzzleStore},
    },
};

/// Moves that name a line in the progress view.
pub const LINE_DEPTH: usize = 4;

/// What a job answers.
#[derive(Debug, Clone)]
pub enum Reply {
    /// A repertoire read, its cards matched to the store.
    Loaded(Box<Loaded>),
    /// The file names no side: the player chooses one.
    NeedsSide(PathBuf),
    /// A card reviewed: its memory, and how well the whole is known now.
    Reviewed(String, Memory, Box<Known>),
    /// The holes against the reference, each as its line, the reply, the
    /// reply's games and the games reaching its position.
    Holes(Vec<HoleRow>),
    /// What failed, in words.
    Failed(String),
}

/// A repertoire open: its file, what it holds, its key in the store and
/// each card's memory.
#[derive(Debug, Clone)]
pub struct Loaded {
    /// Its file.
    pub file: PathBuf,
    /// What it holds.
    pub repertoire: Arc<Repertoire>,
    /// Its key in the store.
    pub id: i64,
    /// Each card's memory, by its position's key.
    pub memories: HashMap<String, Memory>,
    /// How well it is known.
    pub known: Known,
}

/// A hole as the panel lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HoleRow {
    /// The moves to its position, in SAN.
    pub line: Vec<String>,
    /// The reply not answered.
    pub reply: String,
    /// The reference's games with that reply.
    pub games: u32,
    /// The reference's games reaching the position.
    pub reaching: u32,
}

/// Starts `work` as a job named `name`.
pub fn start(
    place: &crate::app::files::JobPlace,
    name: &str,
    work: impl FnOnce() -> Reply + Send + 'static,
) -> Result<Job<Reply>, String> {
    let work = place
        .waker()
        .after(move |worker: crate::desktop::job::Worker<Reply>| {
            worker.send(work());
        });
    Job::start(place.inline(), name, 0, work).map_err(|e| e.to_string())
}

/// Reads a repertoire and matches its cards to the store.
pub fn load(file: PathBuf, side: Option<Color>, store: Option<PathBuf>, now: i64) -> Reply {
    let shown = crate::desktop::files::display_path(&file);
    let text = match std::fs::read(&file) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => return Reply::Failed(format!("{shown}: {e}")),
    };
    let repertoire = match Repertoire::from_pgn(&text, side) {
        Ok(repertoire) => repertoire,
        Err(RepertoireError::NoSide) => return Reply::NeedsSide(file),
        Err(e) => return Reply::Failed(format!("{shown}: {e}")),
    };
    let Some(store) = store else {
        return Reply::Failed("no data folder is known here".to_owned());
    };
    let matched = || -> Result<Loaded, crate::desktop::puzzle_store::StoreError> {
        let mut opened = PuzzleStore::open(&store)?;
        let name = std::path::absolute(&file).unwrap_or_else(|_| file.clone());
        let id = opened.repertoire_id(&name.to_string_lossy(), repertoire.side)?;
        let cards: Vec<(String, String)> = repertoire
            .cards()
            .map(|card| {
                let line: Vec<String> = card.line.iter().map(ToString::to_string).collect();
                (card.key.clone(), line.join(" "))
            })
            .collect();
        opened.sync_cards(id, &cards)?;
        let memories = opened
            .cards(id)?
            .into_iter()
            .map(|(key, _, memory)| (key, memory))
            .collect();
        let known = opened.known(id, now, LINE_DEPTH)?;
        Ok(Loaded {
            file: file.clone(),
            repertoire: Arc::new(repertoire),
            id,
            memories,
            known,
        })
    };
    match matched() {
        Ok(loaded) => Reply::Loaded(Box::new(loaded)),
        Err(e) => Reply::Failed(format!("{}: {e}", store.display())),
    }
}

/// Records a card's review.
pub fn review(store: Option<PathBuf>, id: i64, key: String, grade: Grade, now: i64) -> Reply {
    let Some(store) = store else {
        return Reply::Failed("no data folder is known here".to_owned());
    };
    let done = || -> Result<Option<(Memory, Known)>, crate::desktop::puzzle_store::StoreError> {
        let mut opened = PuzzleStore::open(&store)?;
        let Some(memory) = opened.review_card(id, &key, grade, now)? else {
            return Ok(None);
        };
        Ok(Some((memory, opened.known(id, now, LINE_DEPTH)?)))
    };
    match done() {
        Ok(Some((memory, known))) => Reply::Reviewed(key, memory, Box::new(known)),
        Ok(None) => Reply::Failed(format!("{key}: no such card")),
        Err(e) => Reply::Failed(format!("{}: {e}", store.display())),
    }
}

/// The holes against a reference's explorer, from `share` percent.
pub fn holes(repertoire: Arc<Repertoire>, reference: Arc<Explorer>, share: f64) -> Reply {
    let rows = repertoire
        .holes(reference.as_ref(), share)
        .into_iter()
        .map(|hole| HoleRow {
            line: repertoire.nodes[hole.at]
                .line
                .iter()
                .map(ToString::to_string)
                .collect(),
            reply: hole.reply.to_string(),
            games: hole.games,
            reaching: hole.reaching,
        })
        .collect();
    Reply::Holes(rows)
}

/// Tags the file's chapters for `side`, then reads it again.
pub fn choose_side(file: PathBuf, side: Color, store: Option<PathBuf>, now: i64) -> Reply {
    let shown = crate::desktop::files::display_path(&file);
    let text = match std::fs::read(&file) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => return Reply::Failed(format!("{shown}: {e}")),
    };
    if let Err(e) = write_atomic(&file, tagged(&text, side).as_bytes()) {
        return Reply::Failed(format!("{shown}: {e}"));
    }
    load(file, Some(side), store, now)
}

/// Adds a line (PGN of the game to the position viewed) to the file as a
/// chapter (making the file if it is new), then reads it again.
pub fn add_line(
    file: PathBuf,
    line: crate::chess::game::Game,
    side: Color,
    store: Option<PathBuf>,
    now: i64,
) -> Reply {
    let shown = crate::desktop::files::display_path(&file);
    let mut text = match std::fs::read(&file) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Reply::Failed(format!("{shown}: {e}")),
    };
    if !text.is_empty() && !text.ends_with("\n\n") {
        text.push_str(if text.ends_with('\n') { "\n" } else { "\n\n" });
    }
    text.push_str(&chapter(&line, side));
    if let Err(e) = write_atomic(&file, text.as_bytes()) {
        return Reply::Failed(format!("{shown}: {e}"));
    }
    load(file, Some(side), store, now)
}
