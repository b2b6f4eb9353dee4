//! Saving: Save writes the game where it belongs, Save as writes it alone
//! to a new file, and a game from a file of many can be written back into
//! it (every other game copied byte for byte). Every write is atomic: a
//! failure leaves the file on disk as it was, and the player is told.

use crate::chess::session::Action;
use crate::i18n::Said;
use std::path::Path;

use bevy::{prelude::*, window::RequestRedraw};

use super::{FileCommand, GameList, file_name, io_words, remember_folder};
use crate::app::notice::PanelNotice;
use crate::{
    app::{
        Phase,
        session::{GameCommand, GameSession},
        settings::PlayerSettings,
    },
    chess::pgn::to_pgn,
    chess::session::Origin,
    chess::session::Session,
    desktop::files::{splice_game, write_atomic},
    desktop::source::GameSource,
};

/// Save was asked for a game from a file of many: the panel asks whether
/// to write it back or save it alone.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SaveChoice(pub bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SaveChoice>()
        .add_systems(Update, save.in_set(Phase::Files));
}

/// What saving leads to: the question of a game from a file of many, the
/// Save as dialog, the game told where it now is, a frame.
#[derive(bevy::ecs::system::SystemParam)]
struct SaveOut<'w, 's> {
    choice: ResMut<'w, SaveChoice>,
    commands: Commands<'w, 's>,
    saved: MessageWriter<'w, GameCommand>,
    redraw: MessageWriter<'w, RequestRedraw>,
}

fn save(
    mut requests: MessageReader<FileCommand>,
    session: Res<GameSession>,
    mut list: ResMut<GameList>,
    mut notice: ResMut<PanelNotice>,
    mut settings: ResMut<PlayerSettings>,
    out: SaveOut,
) {
    let SaveOut {
        mut choice,
        mut commands,
        mut saved,
        mut redraw,
    } = out;
    for request in requests.read() {
        match request {
            FileCommand::Save => match (&session.origin().path, session.origin().entry) {
                (Some(_), Some(_)) => choice.0 = true,
                (Some(path), None) => {
                    let path = path.clone();
                    if let Some(origin) = write_alone(&path, &session, &mut notice) {
                        saved.write(GameCommand::Act(Action::Saved(Box::new(origin))));
                    }
                }
                (None, _) => {
                    commands.write_message(FileCommand::SaveAsDialog);
                }
            },
            FileCommand::SaveTo(path) => {
                choice.0 = false;
                let listed = list.path.as_deref().is_some_and(|p| same_file(p, path));
                if listed && list.len() > 1 {
                    if session.origin().entry.is_some()
                        && session.origin().path.as_deref() == list.path.as_deref()
                    {
                        if let Some(origin) = write_back(&session, &mut list, &mut notice) {
                            saved.write(GameCommand::Act(Action::Saved(Box::new(origin))));
                        }
                    } else {
                        notice.error(
                            Said::new("notice-would-lose")
                                .with("name", file_name(path))
                                .count("count", list.len()),
                        );
                    }
                } else if let Some(origin) = write_alone(path, &session, &mut notice) {
                    // Dialogs start where a save last worked.
                    remember_folder(&mut settings, path);
                    saved.write(GameCommand::Act(Action::Saved(Box::new(origin))));
                }
            }
            FileCommand::WriteBack => {
                choice.0 = false;
                if let Some(origin) = write_back(&session, &mut list, &mut notice) {
                    saved.write(GameCommand::Act(Action::Saved(Box::new(origin))));
                }
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

/// The game as PGN, as it is saved.
fn pgn_of(session: &Session) -> String {
    to_pgn(&session.tags(), session.game())
}

/// Writes the game alone to a file; where it now is, if that worked.
fn write_alone(path: &Path, session: &Session, notice: &mut PanelNotice) -> Option<Origin> {
    match write_atomic(path, pgn_of(session).as_bytes()) {
        Ok(()) => {
            notice.info(Said::new("notice-saved").with("name", file_name(path)));
            Some(Origin {
                path: Some(path.to_path_buf()),
                entry: None,
                tags: session.tags(),
                error: session.origin().error.clone(),
            })
        }
        Err(e) => {
            notice.error(
                Said::new("notice-not-saved")
                    .with(
                        "path",
                        crate::desktop::files::display_path(path).to_string(),
                    )
                    .with("why", crate::desktop::files::write_error_words(path, &e)),
            );
            None
        }
    }
}

/// The file's bytes, if it still has the length it was opened with; else
/// what is wrong, in words.
fn read_as_opened(path: &std::path::Path, len: u64) -> Result<Vec<u8>, Said> {
    match std::fs::read(path) {
        Ok(on_disk) if on_disk.len() as u64 == len => Ok(on_disk),
        Ok(_) => Err(Said::new("notice-changed-since-opened").with("name", file_name(path))),
        Err(e) => Err(Said::new("notice-could-not-read")
            .with(
                "path",
                crate::desktop::files::display_path(path).to_string(),
            )
            .with("why", io_words(&e))),
    }
}

/// Writes the game back into the listed file it came from: every other
/// game is copied byte for byte from the file as it was opened, after
/// checking that the file on disk has not changed since.
fn write_back(session: &Session, list: &mut GameList, notice: &mut PanelNotice) -> Option<Origin> {
    let (Some(path), Some(index)) = (list.path.clone(), session.origin().entry) else {
        notice.error(Said::new("notice-not-from-file"));
        return None;
    };
    if list.is_indexing() {
        notice.error(Said::new("notice-still-reading").with("name", file_name(&path)));
        return None;
    }
    let range = list.games.get(index).map(|g| g.range())?;
    let Some(GameSource::File(source)) = &list.source else {
        notice.error(Said::new("notice-not-from-file"));
        return None;
    };
    if source.packing.is_compressed() {
        notice.error(
            Said::new("notice-compressed")
                .with("name", file_name(&path))
                .with("packing", source.packing.name()),
        );
        return None;
    }
    if source.changed_on_disk() {
        notice.error(Said::new("notice-changed-since-opened").with("name", file_name(&path)));
        return None;
    }
    let on_disk = match read_as_opened(&path, source.stamp.len) {
        Ok(on_disk) => on_disk,
        Err(words) => {
            notice.error(words);
            return None;
        }
    };
    let text = pgn_of(session);
    let bytes = splice_game(&on_disk, range.clone(), &text);
    if let Err(e) = write_atomic(&path, &bytes) {
        notice.error(
            Said::new("notice-not-saved")
                .with(
                    "path",
                    crate::desktop::files::display_path(&path).to_string(),
                )
                .with("why", crate::desktop::files::write_error_words(&path, &e)),
        );
        return None;
    }
    // The games after this one moved; the list follows without reading
    // the file again.
    let old_len = on_disk.len() as i64;
    let delta = bytes.len() as i64 - old_len;
    let start = range.start;
    let new_end = (range.end as i64 + delta).max(start as i64) as u64;
    list.games.replace_range(index, start..new_end, delta);
    // The file as written is the one listed now.
    if let Some(GameSource::File(source)) = &mut list.source
        && let Ok(stamp) = crate::desktop::source::Stamp::of(&path)
    {
        source.stamp = stamp;
    }
    notice.info(
        Said::new("notice-saved-back")
            .count("number", index + 1)
            .with("name", file_name(&path))
            .count("count", list.len() - 1),
    );
    Some(Origin {
        tags: session.tags(),
        ..session.origin().clone()
    })
}
