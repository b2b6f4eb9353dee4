//! Managing the listed file of games: add the game on the board, delete
//! games (after a confirmation), append another file, remove duplicates,
//! copy games to another file; each undoable until another file is
//! opened. The edit runs on a background task (a big file is rewritten
//! whole, through a temporary file); then the file is listed again, so the
//! count shows and the explorer's kept index follows the file.

use crate::i18n::Said;
use std::{ops::Range, path::PathBuf};

use bevy::prelude::*;

use super::{FileCommand, GameList, file_name, loading::InlineLoading, reading::DecodedCache};
use crate::{
    app::{Phase, notice::PanelNotice, session::GameSession},
    desktop::game_file::{self, Undo},
    desktop::job::{Answer, Job},
    desktop::source::FileSource,
};

/// What the player asks of the listed file.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum ManageCommand {
    /// Add the game on the board at the end of the file.
    AddGame,
    /// Ask before deleting these games (indexes in the file, from 0).
    AskDelete(Vec<u32>),
    /// The player keeps them: no deletion waits.
    KeepGames,
    /// These games are the ones "Copy to…" copies.
    Choose(Vec<u32>),
    /// Delete these games.
    Delete(Vec<u32>),
    /// Append another PGN file's games.
    Append(PathBuf),
    /// Remove the later copies of games.
    RemoveDuplicates,
    /// Copy these games to the end of another file (made if missing).
    CopyTo(PathBuf, Vec<u32>),
    /// Undo the last edit.
    Undo,
}

/// The edits made to the listed file, newest last, and the deletion
/// waiting for the player's answer.
#[derive(Resource, Debug, Default)]
pub struct FileEdits {
    /// What each edit was, in words, and how to undo it.
    pub done: Vec<(Said, Undo)>,
    /// Games to delete once the player confirms.
    pub asking: Option<Vec<u32>>,
    /// The games "Copy to…" copies, while its dialog shows.
    pub copying: Vec<u32>,
    /// The file the edits were made to.
    path: Option<PathBuf>,
}

/// An edit being made.
#[derive(Resource)]
struct Editing(Job<Outcome>);

/// Whether an edit of the listed file is being made now.
pub fn is_editing(world: &World) -> bool {
    world.contains_resource::<Editing>()
}

/// What an edit came to: its words and undo, or why it failed.
type Outcome = Result<(Said, Option<Undo>, PathBuf), Said>;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FileEdits>()
        .add_message::<ManageCommand>()
        .add_systems(Startup, tidy_kept_copies)
        .add_systems(
            Update,
            (forget_other_files, dialog_answers, manage, follow_edits)
                .chain()
                .in_set(Phase::Files),
        );
}

/// The copies a Rookery that quit kept for undo go (one Rookery runs per
/// user: none is in use).
fn tidy_kept_copies(cache: Res<DecodedCache>) {
    if let Ok(entries) = std::fs::read_dir(kept_copies(&cache)) {
        for entry in entries.filter_map(Result::ok) {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if name.starts_with("undo-") && name.ends_with(".pgn") {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }
}

/// Where the files' former bytes are kept for undo: beside the decoded
/// copies in Rookery's cache folder.
fn kept_copies(cache: &DecodedCache) -> PathBuf {
    cache.0.with_file_name("rookery-undo")
}

/// Another file listed: the edits of the last one can no longer be
/// undone, and their kept copies go.
fn forget_other_files(list: Res<GameList>, mut edits: ResMut<FileEdits>) {
    if list.path != edits.path && list.progress.is_none() {
        for (_, undo) in edits.done.drain(..) {
            if Some(&undo.path) != list.path.as_ref() {
                undo.forget();
            }
        }
        edits.path.clone_from(&list.path);
    }
}

/// What the dialogs answered, as edits: a file to append, a file to copy
/// the chosen games to.
fn dialog_answers(
    mut answers: MessageReader<FileCommand>,
    edits: Res<FileEdits>,
    mut out: MessageWriter<ManageCommand>,
) {
    for answer in answers.read() {
        match answer {
            FileCommand::AppendFrom(path) => {
                out.write(ManageCommand::Append(path.clone()));
            }
            FileCommand::CopyChosenTo(path) => {
                out.write(ManageCommand::CopyTo(path.clone(), edits.copying.clone()));
            }
            _ => {}
        }
    }
}

/// Where the file's edits go: their jobs, their undo, their words.
#[derive(bevy::ecs::system::SystemParam)]
struct ManageOut<'w, 's> {
    commands: Commands<'w, 's>,
    edits: ResMut<'w, FileEdits>,
    notice: ResMut<'w, PanelNotice>,
    /// The copies kept for undo.
    cache: Res<'w, DecodedCache>,
    inline: Res<'w, InlineLoading>,
}

fn manage(
    mut requests: MessageReader<ManageCommand>,
    list: Res<GameList>,
    session: Res<GameSession>,
    out: ManageOut,
) {
    let ManageOut {
        mut commands,
        mut edits,
        mut notice,
        cache,
        inline,
    } = out;
    for request in requests.read() {
        let Some(path) = list.path.clone() else {
            continue;
        };
        if let Some(reason) = game_file::read_only_reason(&path)
            && !matches!(request, ManageCommand::CopyTo(..) | ManageCommand::Undo)
        {
            notice.error(reason);
            continue;
        }
        let listed = file_name(&path);
        // The list's byte ranges hold only for the file as it was listed.
        let changed = list.stale
            || list
                .source
                .as_ref()
                .and_then(|s| s.file())
                .is_some_and(FileSource::changed_on_disk);
        if changed && !matches!(request, ManageCommand::Undo) {
            notice.error(Said::new("notice-changed-first").with("name", listed.clone()));
            continue;
        }
        let target = Target {
            name: listed.clone(),
            path,
            keep: kept_copies(&cache),
        };
        let Some(job) = edit_job(request.clone(), target, &list, &session, &mut edits) else {
            continue;
        };
        notice.info(Said::new("notice-changing").with("name", listed.clone()));
        match Job::start(inline.0, "rookery file edit", 0, move |worker| {
            worker.send(job());
        }) {
            Ok(job) => commands.insert_resource(Editing(job)),
            Err(e) => notice.error(
                Said::new("notice-not-started-changing")
                    .with("name", listed.clone())
                    .with("why", e.to_string()),
            ),
        }
    }
}

/// The job that makes an edit of the listed file (none for a request that
/// only asks or chooses).
fn edit_job(
    request: ManageCommand,
    target: Target,
    list: &GameList,
    session: &GameSession,
    edits: &mut FileEdits,
) -> Option<EditJob> {
    let ranges = |games: &[u32]| -> Vec<Range<u64>> {
        list.games
            .ranges_of(games)
            .into_iter()
            .map(|(_, range)| range)
            .collect()
    };
    let job: EditJob = match request {
        ManageCommand::AskDelete(games) => {
            edits.asking = Some(games);
            return None;
        }
        ManageCommand::KeepGames => {
            edits.asking = None;
            return None;
        }
        ManageCommand::Choose(games) => {
            edits.copying = games;
            return None;
        }
        ManageCommand::Undo => match edits.done.pop() {
            Some((what, undo)) => undo_job(what, undo),
            None => return None,
        },
        ManageCommand::AddGame => {
            let pgn = crate::chess::pgn::to_pgn(&session.tags(), session.game());
            let words = Said::new("edit-added").with("name", target.name.clone());
            Box::new(move || target.append(words, pgn.as_bytes()))
        }
        ManageCommand::Delete(games) => {
            edits.asking = None;
            let gone = ranges(&games);
            let words = Said::new("edit-deleted")
                .with("games", games_words(gone.len()))
                .with("name", target.name.clone());
            Box::new(move || target.rewrite(words, |b| game_file::without(b, &gone)))
        }
        ManageCommand::Append(other) => append_job(target, other),
        ManageCommand::RemoveDuplicates => duplicates_job(
            target,
            ranges(&(0..list.games.len() as u32).collect::<Vec<_>>()),
        ),
        ManageCommand::CopyTo(other, games) => copy_job(target, other, ranges(&games)),
    };
    Some(job)
}

/// An edit to make on a background task.
type EditJob = Box<dyn FnOnce() -> Outcome + Send>;

/// The listed file, its name, and where undo keeps its former bytes.
struct Target {
    path: PathBuf,
    keep: PathBuf,
    name: String,
}

impl Target {
    /// Rewrites the file with what `edit` makes of it; `words` say what
    /// was done.
    fn rewrite(self, words: Said, edit: impl FnOnce(&[u8]) -> Vec<u8>) -> Outcome {
        self.try_rewrite(words, |bytes| Ok(edit(bytes)))
    }

    /// Adds `text` at the end of the file, unless its last game ends
    /// inside a comment.
    fn append(self, words: Said, text: &[u8]) -> Outcome {
        self.try_rewrite(words, |b| game_file::appended_after_a_whole_game(b, text))
    }

    fn try_rewrite(
        self,
        words: Said,
        edit: impl FnOnce(&[u8]) -> std::io::Result<Vec<u8>>,
    ) -> Outcome {
        let undo = game_file::try_rewrite(&self.path, &self.keep, edit)
            .map_err(|e| edit_error(&self.name, &e))?;
        Ok((words, Some(undo), self.path))
    }
}

fn undo_job(what: Said, undo: Undo) -> EditJob {
    Box::new(move || {
        undo.undo().map_err(|e| {
            Said::new("edit-not-undone")
                .with("what", what.clone())
                .with("why", e.to_string())
        })?;
        Ok((
            Said::new("edit-undone").with("what", what),
            None,
            undo.path.clone(),
        ))
    })
}

fn append_job(target: Target, other: PathBuf) -> EditJob {
    Box::new(move || {
        let other_name = file_name(&other);
        let text = std::fs::read(&other).map_err(|e| {
            Said::new("notice-not-read")
                .with("name", other_name.clone())
                .with("why", e.to_string())
        })?;
        if !crate::chess::pgn::looks_like_pgn(&text) {
            return Err(Said::new("edit-not-pgn").with("name", other_name));
        }
        let words = Said::new("edit-appended")
            .with("other", other_name)
            .with("name", target.name.clone());
        target.append(words, &text)
    })
}

fn duplicates_job(target: Target, all: Vec<Range<u64>>) -> EditJob {
    Box::new(move || {
        let bytes = std::fs::read(&target.path).map_err(|e| edit_error(&target.name, &e))?;
        let later = game_file::duplicates(&bytes, &all);
        if later.is_empty() {
            return Ok((
                Said::new("edit-no-duplicates").with("name", target.name),
                None,
                target.path,
            ));
        }
        let words = Said::new("edit-removed")
            .with("games", games_words(later.len()))
            .with("name", target.name.clone());
        target.rewrite(words, |b| game_file::without(b, &later))
    })
}

fn copy_job(target: Target, other: PathBuf, picked: Vec<Range<u64>>) -> EditJob {
    Box::new(move || {
        let bytes = std::fs::read(&target.path).map_err(|e| edit_error(&target.name, &e))?;
        let text = game_file::games_at(&bytes, &picked);
        let into = Target {
            name: file_name(&other),
            path: other,
            keep: target.keep,
        };
        let words = Said::new("edit-copied")
            .with("games", games_words(picked.len()))
            .with("name", into.name.clone());
        into.append(words, &text)
    })
}

fn games_words(n: usize) -> Said {
    Said::new("games-count-grouped").grouped("number", n as u64)
}

fn edit_error(name: &str, e: &std::io::Error) -> Said {
    match e.kind() {
        std::io::ErrorKind::Unsupported => Said::new("edit-unsupported").with("why", e.to_string()),
        _ => Said::new("edit-failed")
            .with("name", name)
            .with("why", e.to_string()),
    }
}

/// The edit's end: the notice, the undo kept, the file listed again.
fn follow_edits(
    mut commands: Commands,
    editing: Option<Res<Editing>>,
    mut edits: ResMut<FileEdits>,
    mut notice: ResMut<PanelNotice>,
    mut files: MessageWriter<FileCommand>,
    mut look: crate::app::timer::LookAgain,
) {
    let Some(editing) = editing else {
        return;
    };
    let outcome = match editing.0.answer() {
        Answer::Waiting => {
            look.after(std::time::Duration::from_millis(100));
            return;
        }
        Answer::Came(outcome) => outcome,
        Answer::Lost => Err(Said::new("edit-lost")),
    };
    commands.remove_resource::<Editing>();
    look.now();
    match outcome {
        Ok((words, undo, path)) => {
            let listed = edits.path.clone();
            if let Some(undo) = undo {
                edits.done.push((words.clone(), undo));
            }
            notice.info(Said::new("edit-done").with("what", Said::Capitalised(Box::new(words))));
            // Listed again: the count, the rows and the explorer follow.
            if listed.as_ref() == Some(&path) {
                files.write(FileCommand::Relist(path));
            }
        }
        Err(e) => notice.error(e),
    }
}
