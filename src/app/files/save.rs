//! Saving: Save writes the game where it belongs, Save as writes it alone
//! to a new file, and a game from a file of many can be written back into
//! it (every other game copied byte for byte). Every write is atomic: a
//! failure leaves the file on disk as it was, and the player is told.

use std::path::Path;

use bevy::{prelude::*, window::RequestRedraw};

use super::{
    Document, FileCommand, FileNotice, GameList, LastFolder, file_name, loading::io_words,
};
use crate::{
    app::flow::{ChessGame, Players, TurnSet},
    files::{splice_game, write_atomic},
};

/// Save was asked for a game from a file of many: the panel asks whether
/// to write it back or save it alone.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SaveChoice(pub bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SaveChoice>()
        .add_systems(Update, save.in_set(TurnSet::Input));
}

fn save(
    mut requests: MessageReader<FileCommand>,
    mut document: ResMut<Document>,
    mut list: ResMut<GameList>,
    mut notice: ResMut<FileNotice>,
    mut choice: ResMut<SaveChoice>,
    mut last_folder: ResMut<LastFolder>,
    mut commands: Commands,
    mut redraw: MessageWriter<RequestRedraw>,
    game: Res<ChessGame>,
    players: Res<Players>,
) {
    for request in requests.read() {
        match request {
            FileCommand::Save => match (&document.origin.path, document.origin.entry) {
                (Some(_), Some(_)) => choice.0 = true,
                (Some(path), None) => {
                    let path = path.clone();
                    write_alone(&path, &mut document, &mut notice, &game, &players);
                }
                (None, _) => {
                    commands.write_message(FileCommand::SaveAsDialog);
                }
            },
            FileCommand::SaveTo(path) => {
                choice.0 = false;
                let listed = list.path.as_deref().is_some_and(|p| same_file(p, path));
                if listed && list.len() > 1 {
                    if document.origin.entry.is_some()
                        && document.origin.path.as_deref() == list.path.as_deref()
                    {
                        write_back(&mut document, &mut list, &mut notice, &game, &players);
                    } else {
                        notice.error(format!(
                            "{} holds {} games and saving this game over it would lose them: \
                             nothing was written. Choose another name.",
                            file_name(path),
                            list.len()
                        ));
                    }
                } else if write_alone(path, &mut document, &mut notice, &game, &players) {
                    // Dialogs start where a save last worked.
                    last_folder.remember(path);
                }
            }
            FileCommand::WriteBack => {
                choice.0 = false;
                write_back(&mut document, &mut list, &mut notice, &game, &players);
            }
            _ => continue,
        }
        redraw.write(RequestRedraw);
    }
}

fn same_file(a: &Path, b: &Path) -> bool {
    a == b
        || match (a.canonicalize(), b.canonicalize()) {
            (Ok(a), Ok(b)) => a == b,
            _ => false,
        }
}

/// Writes the game alone to a file; whether it worked.
fn write_alone(
    path: &Path,
    document: &mut Document,
    notice: &mut FileNotice,
    game: &ChessGame,
    players: &Players,
) -> bool {
    let text = document.pgn(game, players);
    match write_atomic(path, text.as_bytes()) {
        Ok(()) => {
            let tags = document.tags(players);
            document.origin.tags = tags;
            document.origin.path = Some(path.to_path_buf());
            document.origin.entry = None;
            document.mark_saved(game);
            notice.info(format!("Saved {}.", file_name(path)));
            true
        }
        Err(e) => {
            notice.error(format!(
                "Could not save {}: {}. Nothing on disk was changed.",
                crate::files::display_path(path),
                crate::files::write_error_words(path, &e)
            ));
            false
        }
    }
}

/// Writes the game back into the listed file it came from: every other
/// game is copied byte for byte from the file as it was opened, after
/// checking that the file on disk has not changed since.
fn write_back(
    document: &mut Document,
    list: &mut GameList,
    notice: &mut FileNotice,
    game: &ChessGame,
    players: &Players,
) {
    let (Some(path), Some(index)) = (list.path.clone(), document.origin.entry) else {
        notice.error("The game is not from a file of several games: use Save as.");
        return;
    };
    if list.is_indexing() {
        notice.error(format!(
            "{} is still being read: write the game back once it is listed whole.",
            file_name(&path)
        ));
        return;
    }
    let Some(range) = list.games.get(index).map(|g| g.range()) else {
        return;
    };
    match std::fs::read(&path) {
        Ok(on_disk) if on_disk[..] == list.bytes[..] => {}
        Ok(_) => {
            notice.error(format!(
                "{} changed on disk since it was opened: nothing was written. Use Save as, \
                 or open the file again.",
                file_name(&path)
            ));
            return;
        }
        Err(e) => {
            notice.error(format!(
                "Could not read {}: {}.",
                crate::files::display_path(&path),
                io_words(&e)
            ));
            return;
        }
    }
    let text = document.pgn(game, players);
    let bytes = splice_game(&list.bytes, range.clone(), &text);
    if let Err(e) = write_atomic(&path, &bytes) {
        notice.error(format!(
            "Could not save {}: {}. Nothing on disk was changed.",
            crate::files::display_path(&path),
            crate::files::write_error_words(&path, &e)
        ));
        return;
    }
    // The games after this one moved; the list follows without reading
    // the file again.
    let old_len = list.bytes.len() as i64;
    let delta = bytes.len() as i64 - old_len;
    let start = range.start;
    let new_end = (range.end as i64 + delta).max(start as i64) as u64;
    list.games.replace_range(index, start..new_end, delta);
    list.bytes = bytes.into();
    document.origin.tags = document.tags(players);
    document.mark_saved(game);
    notice.info(format!(
        "Saved game {} back into {}; its other {} games are unchanged.",
        index + 1,
        file_name(&path),
        list.len() - 1
    ));
}
