//! Files in and out of the app: what is open, the messages that open and
//! save, and the window title. One file per way in or out:
//!
//! - `loading`: reading and indexing a file on a background task, and
//!   opening one of its games;
//! - `dialogs`: the native open and save dialogs (rfd, async), and the
//!   path field when the desktop has no dialog service;
//! - `drop`: files dropped on the window;
//! - `clipboard`: paste PGN or a FEN, copy PGN or FEN;
//! - `save`: Save, Save as and writing a game back into its file.

mod clipboard;
mod dialogs;
mod drop;
mod loading;
mod save;

use std::path::{Path, PathBuf};

use bevy::{prelude::*, window::RequestRedraw};

pub use clipboard::LastCopied;
pub use dialogs::{DialogService, PathPrompt, PromptPurpose};
pub use drop::{DropHover, is_pgn};
pub use loading::{GameList, thousands};
pub use save::SaveChoice;

use super::flow::{ChessGame, GameClock, GameCommand, Players, TurnSet};
use crate::{
    files::{Origin, pgn_date_today},
    pgn::{Tags, to_pgn},
};

/// What the player asks of files, from the panel, keys, drops and the
/// command line.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum FileCommand {
    /// Show the open dialog.
    OpenDialog,
    /// Open this PGN file.
    Open(PathBuf),
    /// Open the archive of played games, newest first.
    OpenRecent(PathBuf),
    /// Open this game of the listed file (its index in the list).
    OpenGame(usize),
    /// Show the game list of the open file again.
    ShowList,
    /// Close the game list.
    HideList,
    /// Stop indexing the file being read.
    CancelIndexing,
    /// Save the game where it belongs (or ask where).
    Save,
    /// Ask where to save the game.
    SaveAsDialog,
    /// Write the game alone to this file.
    SaveTo(PathBuf),
    /// Write the game back into the file it came from; every other game is
    /// copied byte for byte.
    WriteBack,
    /// Open this text as PGN, or start from it as a FEN.
    Paste(String),
    /// Paste what the clipboard holds.
    PasteFromClipboard,
    /// Put the game's PGN on the clipboard.
    CopyPgn,
    /// Put the viewed position's FEN on the clipboard.
    CopyFen,
}

/// The game being shown as a document: where it came from and whether it
/// has changed since it was opened or saved.
#[derive(Resource, Debug, Clone, Default)]
pub struct Document {
    /// Its file and tags.
    pub origin: Origin,
    /// The game's revision when it was last opened or saved.
    saved_revision: Option<u64>,
}

impl Document {
    /// Whether the game has moves that are not in a file.
    pub fn is_dirty(&self, game: &ChessGame) -> bool {
        match self.saved_revision {
            Some(revision) => revision != game.revision(),
            None => game.ply_count() > 0,
        }
    }

    /// Marks the game as it now is as saved.
    pub(crate) fn mark_saved(&mut self, game: &ChessGame) {
        self.saved_revision = Some(game.revision());
    }

    /// The tags the game is written with: its own, with the names as the
    /// players now read.
    pub fn tags(&self, players: &Players) -> Tags {
        let mut tags = self.origin.tags.clone();
        for (name, value) in [("White", &players.white), ("Black", &players.black)] {
            let value = value.trim();
            if !value.is_empty() && tags.get(name) != Some(value) {
                tags.set(name, value);
            }
        }
        tags
    }

    /// The game as PGN, as it would be saved.
    pub fn pgn(&self, game: &ChessGame, players: &Players) -> String {
        to_pgn(&self.tags(players), game)
    }
}

/// A message for the player about files: what was opened or saved, or
/// what went wrong.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct FileNotice(pub Option<Notice>);

/// One message about files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// The words.
    pub text: String,
    /// Whether something failed.
    pub error: bool,
}

impl FileNotice {
    /// Says that something worked.
    pub fn info(&mut self, text: impl Into<String>) {
        self.0 = Some(Notice {
            text: text.into(),
            error: false,
        });
    }

    /// Says what failed.
    pub fn error(&mut self, text: impl Into<String>) {
        self.0 = Some(Notice {
            text: text.into(),
            error: true,
        });
    }
}

/// The folder the last file was opened from or saved to: dialogs start
/// there.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct LastFolder(pub Option<PathBuf>);

impl LastFolder {
    /// Remembers the folder of a file.
    pub fn remember(&mut self, file: &Path) {
        let file = std::path::absolute(file).unwrap_or_else(|_| file.to_path_buf());
        if let Some(folder) = file.parent().filter(|p| !p.as_os_str().is_empty()) {
            self.0 = Some(folder.to_path_buf());
        }
    }
}

/// The window's title, desktop style: `Rookery — games.pgn — Tal vs
/// Smyslov *`.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct WindowTitle(pub String);

/// The file name shown for a path (see [`crate::files::display_name`]).
pub fn file_name(path: &Path) -> String {
    crate::files::display_name(path.file_name().unwrap_or(path.as_os_str()))
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Document>()
        .init_resource::<FileNotice>()
        .init_resource::<LastFolder>()
        .init_resource::<WindowTitle>()
        .add_message::<FileCommand>()
        .add_plugins((
            loading::plugin,
            dialogs::plugin,
            drop::plugin,
            clipboard::plugin,
            save::plugin,
        ))
        .add_systems(
            Update,
            (follow_new_games, window_title)
                .chain()
                .in_set(TurnSet::ClockFollow),
        );
}

/// A new game gets a new document: a game from a file keeps its tags, a new
/// one gets its names, today's date and its time control.
fn follow_new_games(
    mut commands: MessageReader<GameCommand>,
    mut document: ResMut<Document>,
    game: Res<ChessGame>,
    clock: Res<GameClock>,
) {
    for command in commands.read() {
        let GameCommand::NewGame(new) = command else {
            continue;
        };
        match &new.origin {
            Some(origin) => {
                document.origin = (**origin).clone();
                document.saved_revision = Some(game.revision());
            }
            None => {
                let mut tags = Tags::default();
                tags.set("Event", "Casual game");
                tags.set("Site", "Rookery");
                tags.set("Date", pgn_date_today());
                tags.set("White", new.white.clone());
                tags.set("Black", new.black.clone());
                if let Some(tc) = clock.0.as_ref().and_then(|c| c.control().pgn_tag()) {
                    tags.set("TimeControl", tc);
                }
                document.origin = Origin {
                    tags,
                    ..Origin::default()
                };
                document.saved_revision = None;
            }
        }
    }
}

/// The title names what the player is looking at: the file whose list is
/// open, or the file the game came from, and the players of a game on the
/// board (a live game's too); `*` while there are unsaved moves.
fn window_title(
    document: Res<Document>,
    game: Res<ChessGame>,
    players: Res<Players>,
    list: Res<GameList>,
    mut title: ResMut<WindowTitle>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let text = title_text(&document, &game, &players, &list);
    if title.0 != text {
        title.0 = text;
        redraw.write(RequestRedraw);
    }
}

fn title_text(document: &Document, game: &ChessGame, players: &Players, list: &GameList) -> String {
    let mut parts = vec!["Rookery".to_owned()];
    let choosing = list.shown && list.path.is_some();
    let file = if choosing {
        list.path.as_deref()
    } else {
        document.origin.path.as_deref()
    };
    if let Some(path) = file {
        parts.push(file_name(path));
    }
    if !choosing && (document.origin.path.is_some() || game.mode() == crate::game::GameMode::Live) {
        parts.push(format!(
            "{} vs {}",
            players.name(shakmaty::Color::White),
            players.name(shakmaty::Color::Black)
        ));
    }
    let mut text = parts.join(" — ");
    if !choosing && document.is_dirty(game) {
        text.push_str(" *");
    }
    text
}
