//! The game in progress on disk, so that no move is ever lost: a PGN file
//! (moves, comments, `[%clk]` times, names) with one more tag,
//! `RookeryState`, that holds what PGN has no tag for: the time control
//! and both clocks' times at the moment of saving, the board's
//! orientation, a standing draw offer or takeback request, the computer's
//! side and level; for an analysis
//! with unsaved edits, the position shown and the file it came from. It is
//! written atomically after every move, action and edit; finished games go
//! to the archive, `games.pgn`. Pure: the app's autosave plugin calls these.

use std::{
    fs,
    io::{self, Write},
    path::{Path, PathBuf},
    time::Duration,
};

use shakmaty::{ByColor, Color};

use crate::{
    chess::{
        clock::TimeControl,
        game::Game,
        pgn::{Tags, read_str, to_pgn},
        session::{AnalysisState, ClockState, Snapshot},
    },
    desktop::files::{path_from_hex, path_to_hex, write_atomic},
};

/// The autosave's file name in the data folder.
pub const AUTOSAVE_FILE: &str = "autosave.pgn";
/// The archive of played games in the data folder.
pub const ARCHIVE_FILE: &str = "games.pgn";

/// The tag that holds the state PGN cannot say.
const STATE_TAG: &str = "RookeryState";

/// The snapshot as the text written to disk.
pub fn to_text(snapshot: &Snapshot) -> String {
    let s = snapshot;
    let mut state = vec![format!("orientation={}", s.orientation)];
    if let Some(side) = s.game.draw_offer() {
        state.push(format!("offer={side}"));
    }
    if let Some(side) = s.takeback {
        state.push(format!("takeback={side}"));
    }
    if s.computer.iter().any(Option::is_some) {
        let level = |l: Option<u8>| l.map_or("-".to_owned(), |l| l.to_string());
        state.push(format!(
            "computer={},{}",
            level(s.computer.white),
            level(s.computer.black)
        ));
    }
    if let Some(clock) = &s.clock {
        state.push(format!("control={}", clock.control));
        state.push(format!(
            "clock={},{}",
            clock.remaining.white.as_millis(),
            clock.remaining.black.as_millis()
        ));
        state.push(format!("started={}", u8::from(clock.started)));
    }
    if let Some(analysis) = &s.analysis {
        state.push("mode=analysis".to_owned());
        state.push(format!("view={}", analysis.view));
        if let Some(file) = &analysis.file {
            state.push(format!("file={}", path_to_hex(file)));
        }
        if let Some(entry) = analysis.entry {
            state.push(format!("entry={entry}"));
        }
    }
    let mut tags = s.tags.clone();
    tags.set(STATE_TAG, state.join(";"));
    to_pgn(&tags, &s.game)
}

/// The clocks' part of the state: White's and Black's milliseconds.
fn clock_part(value: &str) -> Option<ByColor<Duration>> {
    let (w, b) = value.split_once(',')?;
    Some(ByColor {
        white: Duration::from_millis(w.parse().ok()?),
        black: Duration::from_millis(b.parse().ok()?),
    })
}

/// The computer's part of the state: each side's level, or `-`.
fn computer_part(value: &str) -> Option<ByColor<Option<u8>>> {
    let (w, b) = value.split_once(',')?;
    let level = |l: &str| match l {
        "-" => Some(None),
        _ => l
            .parse::<u8>()
            .ok()
            .filter(|l| (1..=10).contains(l))
            .map(Some),
    };
    Some(ByColor {
        white: level(w)?,
        black: level(b)?,
    })
}

/// Reads a snapshot back; the message says what is wrong with a text that
/// is not one.
pub fn from_text(text: &str) -> Result<Snapshot, String> {
    let mut games = read_str(text);
    if games.len() != 1 {
        return Err(format!("it holds {} games, not one", games.len()));
    }
    let pgn = games.remove(0);
    if let Some(error) = pgn.error {
        return Err(error.to_string());
    }
    let state = pgn
        .tags
        .get(STATE_TAG)
        .ok_or("it has no RookeryState tag")?
        .to_owned();
    let mut tags = pgn.tags.clone();
    tags.remove(STATE_TAG);
    let mut snapshot = Snapshot {
        game: Game::new(),
        tags,
        clock: None,
        orientation: Color::White,
        takeback: None,
        computer: ByColor::default(),
        analysis: None,
    };
    let (mut control, mut remaining, mut started) = (None, None, false);
    let (mut offer, mut analysis) = (None, AnalysisState::default());
    let mut is_analysis = false;
    for field in state.split(';').filter(|f| !f.is_empty()) {
        let bad = || format!("RookeryState has an unreadable part \"{field}\"");
        let (key, value) = field.split_once('=').ok_or_else(bad)?;
        match key {
            "orientation" => snapshot.orientation = value.parse().map_err(|_| bad())?,
            "offer" => offer = Some(value.parse::<Color>().map_err(|_| bad())?),
            "mode" => is_analysis = value == "analysis",
            "view" => analysis.view = value.parse().map_err(|_| bad())?,
            "file" => analysis.file = Some(path_from_hex(value).ok_or_else(bad)?),
            "entry" => analysis.entry = Some(value.parse().map_err(|_| bad())?),
            "takeback" => snapshot.takeback = Some(value.parse().map_err(|_| bad())?),
            "control" => control = Some(value.parse::<TimeControl>().map_err(|_| bad())?),
            "clock" => remaining = Some(clock_part(value).ok_or_else(bad)?),
            "started" => started = value == "1",
            "computer" => snapshot.computer = computer_part(value).ok_or_else(bad)?,
            // Later versions may add more: ignored.
            _ => {}
        }
    }
    if let (Some(control), Some(remaining)) = (control, remaining) {
        snapshot.clock = Some(ClockState {
            control,
            remaining,
            started,
        });
    }
    if is_analysis {
        let mut game = pgn.game;
        // A view the tree does not have shows the nearest position.
        let view = analysis.view.valid_in(&game);
        game.set_view_cursor(view.clone())
            .map_err(|e| e.to_string())?;
        analysis.view = view;
        snapshot.game = game;
        snapshot.analysis = Some(analysis);
    } else {
        let mut game = pgn.game.continued_from_view();
        if let Some(side) = offer {
            game.offer_draw(side).map_err(|e| e.to_string())?;
        }
        snapshot.game = game;
    }
    Ok(snapshot)
}

/// Writes the autosave atomically: the file on disk is always the old
/// snapshot or the new one, whole.
pub fn write(folder: &Path, snapshot: &Snapshot) -> io::Result<()> {
    fs::create_dir_all(folder)?;
    write_atomic(&folder.join(AUTOSAVE_FILE), to_text(snapshot).as_bytes())
}

/// Reads the autosave: `Ok(None)` when there is none.
pub fn read(folder: &Path) -> Result<Option<Snapshot>, String> {
    let path = folder.join(AUTOSAVE_FILE);
    match fs::read_to_string(&path) {
        Ok(text) => from_text(&text)
            .map(Some)
            .map_err(|e| format!("{} could not be read: {e}", path.display())),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!("{} could not be read: {e}", path.display())),
    }
}

/// Removes the autosave (the game ended or was archived).
pub fn clear(folder: &Path) -> io::Result<()> {
    match fs::remove_file(folder.join(AUTOSAVE_FILE)) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

/// Keeps a bad autosave as `autosave.pgn.bak` so nothing is lost.
pub fn set_aside(folder: &Path) -> io::Result<PathBuf> {
    let bak = folder.join(format!("{AUTOSAVE_FILE}.bak"));
    fs::rename(folder.join(AUTOSAVE_FILE), &bak)?;
    Ok(bak)
}

/// Appends a game to the archive, one blank line from the game before.
pub fn archive(folder: &Path, tags: &Tags, game: &Game) -> io::Result<()> {
    fs::create_dir_all(folder)?;
    let path = folder.join(ARCHIVE_FILE);
    let mut file = fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)?;
    let empty = file.metadata()?.len() == 0;
    let mut text = String::new();
    if !empty {
        text.push('\n');
    }
    text.push_str(&to_pgn(tags, game));
    file.write_all(text.as_bytes())?;
    file.sync_all()
}
