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
pub mod export;
mod loading;
pub mod manage;
mod reading;
mod save;

use crate::i18n::Said;
use std::path::{Path, PathBuf};

use bevy::{prelude::*, window::RequestRedraw};

pub use clipboard::LastCopied;
pub use dialogs::{DialogService, FileChooser, PathPrompt, PromptPurpose};
pub use drop::{DropHover, is_pgn};
pub(crate) use loading::JobPlace;
pub use loading::{GameList, InlineLoading, Reaching, is_listing, thousands};
pub use reading::DecodedCache;
pub use save::SaveChoice;

use super::{Phase, session::GameSession, settings::PlayerSettings};
use crate::{chess::game::GameMode, chess::session::Session};

/// What the player asks of files, from the panel, keys, drops and the
/// command line.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum FileCommand {
    /// Show the open dialog.
    OpenDialog,
    /// Open this PGN file.
    Open(PathBuf),
    /// Open this PGN file of a zip archive.
    OpenEntry(PathBuf, String),
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
    /// Put the moves from the start to this one on the clipboard as PGN.
    CopyLine(crate::chess::game::ViewCursor),
    /// Ask which program is the chess engine.
    ChooseEngineDialog,
    /// Use this program as the chess engine.
    ChooseEngine(PathBuf),
    /// Ask which folder of endgame tables to add.
    TablesDialog,
    /// Read the endgame tables in this folder too.
    AddTables(PathBuf),
    /// Ask which Polyglot book to use.
    BookDialog,
    /// Use this Polyglot book.
    ChooseBook(PathBuf),
    /// Ask which puzzle file to add to the puzzle store.
    PuzzlesDialog,
    /// Add this puzzle file (lichess's CSV, EPD, a PGN set) to the store.
    ImportPuzzles(PathBuf),
    /// Ask which repertoire to open.
    RepertoireDialog,
    /// Open this file as the opening repertoire.
    OpenRepertoire(PathBuf),
    /// Ask which file a new repertoire goes in.
    NewRepertoireDialog,
    /// Make a new repertoire in this file from the moves on the board.
    NewRepertoire(PathBuf),
    /// Show the export window (size, caption, format).
    ExportWindow,
    /// Ask where to write an image of the board.
    ExportDialog,
    /// Write an image of the board to this file: PNG or SVG of the
    /// position shown, a GIF of the main line, by its extension.
    ExportTo(PathBuf),
    /// Put a PNG of the board on the clipboard.
    CopyImage,
    /// List this file again after an edit of it: the list stays shown,
    /// sorted and searched as it was.
    Relist(PathBuf),
    /// Ask which PGN file's games to append to the listed file.
    AppendDialog,
    /// Ask which file the chosen games are copied to.
    CopyToDialog,
    /// Append this PGN file's games to the listed file.
    AppendFrom(PathBuf),
    /// Copy the chosen games to the end of this file.
    CopyChosenTo(PathBuf),
}

/// Remembers the folder of a file as the one dialogs start in.
pub fn remember_folder(settings: &mut PlayerSettings, file: &Path) {
    let file = std::path::absolute(file).unwrap_or_else(|_| file.to_path_buf());
    if let Some(folder) = file.parent().filter(|p| !p.as_os_str().is_empty())
        && settings.last_folder.as_deref() != Some(folder)
    {
        settings.last_folder = Some(folder.to_path_buf());
    }
}

/// The window's title, desktop style: `Rookery — games.pgn — Tal vs
/// Smyslov *`.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct WindowTitle(pub String);

/// The file name shown for a path (see [`crate::desktop::files::display_name`]).
pub fn file_name(path: &Path) -> String {
    crate::desktop::files::display_name(path.file_name().unwrap_or(path.as_os_str()))
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WindowTitle>()
        .add_message::<FileCommand>()
        .add_plugins((
            loading::plugin,
            dialogs::plugin,
            drop::plugin,
            clipboard::plugin,
            save::plugin,
            export::plugin,
            manage::plugin,
        ))
        .add_systems(Update, window_title.in_set(Phase::Follow));
}

/// The title names what the player is looking at: the file whose list is
/// open, or the file the game came from, and the players of a game on the
/// board (a live game's too); `*` while there are unsaved moves.
fn window_title(
    session: Res<GameSession>,
    list: Res<GameList>,
    mut title: ResMut<WindowTitle>,
    mut redraw: MessageWriter<RequestRedraw>,
    words: Res<crate::app::language::AppWords>,
) {
    let text = title_text(&session, &list, &words.0);
    if title.0 != text {
        title.0 = text;
        redraw.write(RequestRedraw);
    }
}

fn title_text(session: &Session, list: &GameList, words: &crate::i18n::Words) -> String {
    let origin = session.origin();
    let mut parts = vec!["Rookery".to_owned()];
    let choosing = list.shown && list.path.is_some();
    let file = if choosing {
        list.path.as_deref()
    } else {
        origin.path.as_deref()
    };
    if let Some(path) = file {
        parts.push(file_name(path));
    }
    let player = |side| crate::app::language::player(words, session, side);
    let names = format!(
        "{} vs {}",
        player(shakmaty::Color::White),
        player(shakmaty::Color::Black)
    );
    let unnamed = session.name(shakmaty::Color::White) == "White"
        && session.name(shakmaty::Color::Black) == "Black";
    if !choosing && (origin.path.is_some() || session.game().mode() == GameMode::Live) {
        parts.push(names);
    } else if !choosing && session.is_analysis() {
        // An analysis not in a file yet: of a game played here, or new.
        parts.push(words.get("bar-analysis"));
        if !unnamed {
            parts.push(names);
        }
    }
    let mut text = parts.join(" — ");
    if !choosing && session.is_dirty() {
        text.push_str(" *");
    }
    text
}

/// Words for an I/O error a player can act on.
pub(crate) fn io_words(e: &std::io::Error) -> Said {
    use std::io::ErrorKind;
    match e.kind() {
        ErrorKind::NotFound => Said::new("io-not-found"),
        ErrorKind::PermissionDenied => Said::new("io-permission"),
        _ => Said::Text(e.to_string()),
    }
}
