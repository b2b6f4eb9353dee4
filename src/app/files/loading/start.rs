//! A file's listing begins: the request taken, the size checked, the
//! job started (here, or on a thread of its own) and the list emptied for
//! the games to come.

// lichess's puzzle CSV and EPD suites go to the puzzle store, not the list.
use crate::desktop::puzzle_store::is_puzzle_file;
use std::{path::PathBuf, time::Instant};

use bevy::prelude::*;

use super::{GameList, JobPlace, Loading};
use crate::{
    app::{
        files::{
            FileCommand, file_name, io_words,
            reading::{DecodedCache, Report, Request, index_file},
        },
        notice::PanelNotice,
    },
    chess::game_list::{Column, ListView},
    desktop::job::Job,
    i18n::Said,
};

/// Where a listing runs: its job's place, and the cache folder its kept
/// list goes to.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct ListingPlace<'w> {
    place: JobPlace<'w>,
    cache: Res<'w, DecodedCache>,
}

/// The job that lists a file: here (headless tests), or on a thread of
/// its own whose end wakes the window (its reports all sent: the worker
/// is gone), not at its next look.
fn listing_job(place: &JobPlace, total: u64, read: Request) -> Result<Job<Report>, Said> {
    if place.inline() {
        // Read right here: the reports wait to be read.
        return Ok(Job::inline(total, |worker| index_file(read, worker)));
    }
    let name = file_name(&read.path);
    let work = place.waker().after(|worker| index_file(read, worker));
    Job::spawn("rookery listing", total, work).map_err(|e| {
        Said::new("notice-not-started-reading")
            .with("name", name)
            .with("why", e.to_string())
    })
}

/// The list as a listing of `path` starts: empty, its view kept when
/// listed again, the newest first for a recent file.
fn fresh_list(
    list: &GameList,
    request: &FileCommand,
    path: &std::path::Path,
    relist: bool,
) -> GameList {
    GameList {
        path: Some(path.to_path_buf()),
        progress: Some(0.0),
        generation: list.generation + 1,
        relisted: relist,
        view: match request {
            FileCommand::OpenRecent(_) => ListView::sorted(Column::Number, true),
            FileCommand::Relist(_) => list.view.clone(),
            _ => ListView::default(),
        },
        ..GameList::default()
    }
}

pub(super) fn start_loading(
    mut requests: MessageReader<FileCommand>,
    at: ListingPlace,
    mut commands: Commands,
    loading: Option<Res<Loading>>,
    mut list: ResMut<GameList>,
    mut notice: ResMut<PanelNotice>,
) {
    let ListingPlace { place, cache } = at;
    for request in requests.read() {
        let (path, entry) = match request {
            FileCommand::Open(path) if is_puzzle_file(path) => continue,
            FileCommand::Open(path) | FileCommand::OpenRecent(path) | FileCommand::Relist(path) => {
                (path, None)
            }
            FileCommand::OpenEntry(path, entry) => (path, Some(entry.clone())),
            _ => (&PathBuf::new(), None),
        };
        match request {
            FileCommand::Open(_)
            | FileCommand::OpenRecent(_)
            | FileCommand::OpenEntry(..)
            | FileCommand::Relist(_) => {
                if let Some(old) = &loading {
                    old.job.cancel();
                }
                let total = match size_to_list(path) {
                    Ok(total) => total,
                    Err(why) => {
                        notice.error(why);
                        continue;
                    }
                };
                let read = Request {
                    path: path.clone(),
                    entry,
                    cache: cache.0.clone(),
                };
                let job = match listing_job(&place, total, read) {
                    Ok(job) => job,
                    Err(words) => {
                        notice.error(words);
                        continue;
                    }
                };
                let relist = matches!(request, FileCommand::Relist(_))
                    && list.path.as_deref() == Some(path.as_path());
                let previous = relist.then(|| std::mem::take(&mut list.games));
                commands.insert_resource(Loading {
                    previous,
                    pending: Default::default(),
                    path: path.clone(),
                    always_list: matches!(
                        request,
                        FileCommand::OpenRecent(_) | FileCommand::Relist(_)
                    ),
                    job,
                    started: Instant::now(),
                    read: None,
                    whole: false,
                });
                *list = fresh_list(&list, request, path, relist);
                notice.info(Said::new("notice-reading").with("name", file_name(path)));
            }
            FileCommand::CancelIndexing => {
                if let Some(old) = &loading {
                    old.job.cancel();
                }
            }
            FileCommand::ShowList => list.shown = list.len() > 1,
            FileCommand::HideList => {
                list.shown = false;
                list.choose = None;
            }
            _ => {}
        }
    }
}

/// The size of a file to list, or why it cannot be opened (a folder, a
/// missing file, no permission) as the notice says it.
fn size_to_list(path: &std::path::Path) -> Result<u64, Said> {
    let why = match std::fs::metadata(path) {
        Ok(meta) if meta.is_dir() => Said::new("io-folder"),
        Ok(meta) => return Ok(meta.len()),
        Err(e) => io_words(&e),
    };
    Err(Said::new("notice-not-opened")
        .with(
            "path",
            crate::desktop::files::display_path(path).to_string(),
        )
        .with("why", why))
}
