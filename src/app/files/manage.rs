//! Managing the listed file of games: add the game on the board, delete
//! games (after a confirmation), append another file, remove duplicates,
//! copy games to another file; each undoable until another file is
//! opened. The edit runs on a background task (a big file is rewritten
//! whole, through a temporary file); then the file is listed again, so the
//! count shows and the explorer's kept index follows the file.

use std::path::PathBuf;

use bevy::{
    prelude::*,
    tasks::{AsyncComputeTaskPool, Task, block_on, poll_once},
};

use super::{FileCommand, GameList, file_name, loading::InlineLoading, reading::DecodedCache};
use crate::{
    app::{Phase, notice::PanelNotice, session::GameSession},
    desktop::game_file::{self, Undo},
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
    pub done: Vec<(String, Undo)>,
    /// Games to delete once the player confirms.
    pub asking: Option<Vec<u32>>,
    /// The games "Copy to…" copies, while its dialog shows.
    pub copying: Vec<u32>,
    /// The file the edits were made to.
    path: Option<PathBuf>,
}

/// An edit being made.
#[derive(Resource)]
enum Editing {
    Task(Task<Outcome>),
    Done(Outcome),
}

/// What an edit came to: its words and undo, or why it failed.
type Outcome = Result<(String, Option<Undo>, PathBuf), String>;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FileEdits>()
        .add_message::<ManageCommand>()
        .add_systems(
            Update,
            (forget_other_files, dialog_answers, manage, follow_edits)
                .chain()
                .in_set(Phase::Files),
        );
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

fn manage(
    mut requests: MessageReader<ManageCommand>,
    mut commands: Commands,
    list: Res<GameList>,
    session: Res<GameSession>,
    mut edits: ResMut<FileEdits>,
    mut notice: ResMut<PanelNotice>,
    (cache, inline): (Res<DecodedCache>, Res<InlineLoading>),
) {
    for request in requests.read() {
        let Some(path) = list.path.clone() else {
            continue;
        };
        if let Some(reason) = game_file::read_only_reason(&path)
            && !matches!(request, ManageCommand::CopyTo(..) | ManageCommand::Undo)
        {
            notice.error(format!("{reason}."));
            continue;
        }
        let ranges = |games: &[u32]| -> Vec<std::ops::Range<u64>> {
            games
                .iter()
                .filter_map(|&g| list.games.get(g as usize).map(|row| row.range()))
                .collect()
        };
        let keep = cache.0.with_file_name("undo");
        let name = file_name(&path);
        let job: Box<dyn FnOnce() -> Outcome + Send> = match request.clone() {
            ManageCommand::AskDelete(games) => {
                edits.asking = Some(games);
                continue;
            }
            ManageCommand::KeepGames => {
                edits.asking = None;
                continue;
            }
            ManageCommand::Choose(games) => {
                edits.copying = games;
                continue;
            }
            ManageCommand::Undo => {
                let Some((what, undo)) = edits.done.pop() else {
                    continue;
                };
                Box::new(move || {
                    undo.undo()
                        .map_err(|e| format!("Could not undo ({what}): {e}"))?;
                    Ok((format!("undone: {what}"), None, undo.path.clone()))
                })
            }
            ManageCommand::AddGame => {
                let pgn = crate::chess::pgn::to_pgn(&session.tags(), session.game());
                Box::new(move || {
                    let undo = game_file::rewrite(&path, &keep, |b| {
                        game_file::appended(b, pgn.as_bytes())
                    })
                    .map_err(|e| edit_error(&name, &e))?;
                    Ok((format!("added the game to {name}"), Some(undo), path))
                })
            }
            ManageCommand::Delete(games) => {
                edits.asking = None;
                let gone = ranges(&games);
                let count = gone.len();
                Box::new(move || {
                    let undo = game_file::rewrite(&path, &keep, |b| game_file::without(b, &gone))
                        .map_err(|e| edit_error(&name, &e))?;
                    Ok((
                        format!("deleted {} from {name}", games_words(count)),
                        Some(undo),
                        path,
                    ))
                })
            }
            ManageCommand::Append(other) => Box::new(move || {
                let text = std::fs::read(&other).map_err(|e| {
                    format!(
                        "Could not read {}: {e}. Nothing was changed",
                        file_name(&other)
                    )
                })?;
                if !crate::chess::pgn::looks_like_pgn(&text) {
                    return Err(format!(
                        "{} is not a PGN file. Nothing was changed",
                        file_name(&other)
                    ));
                }
                let undo = game_file::rewrite(&path, &keep, |b| game_file::appended(b, &text))
                    .map_err(|e| edit_error(&name, &e))?;
                Ok((
                    format!("appended {} to {name}", file_name(&other)),
                    Some(undo),
                    path,
                ))
            }),
            ManageCommand::RemoveDuplicates => {
                let all = ranges(&(0..list.games.len() as u32).collect::<Vec<_>>());
                Box::new(move || {
                    let bytes = std::fs::read(&path).map_err(|e| edit_error(&name, &e))?;
                    let later = game_file::duplicates(&bytes, &all);
                    if later.is_empty() {
                        return Ok((format!("{name} has no duplicates"), None, path));
                    }
                    let undo = game_file::rewrite(&path, &keep, |b| game_file::without(b, &later))
                        .map_err(|e| edit_error(&name, &e))?;
                    let words = format!("removed {} from {name}", games_words(later.len()));
                    Ok((words, Some(undo), path))
                })
            }
            ManageCommand::CopyTo(other, games) => {
                let picked = ranges(&games);
                let count = picked.len();
                Box::new(move || {
                    let bytes = std::fs::read(&path).map_err(|e| edit_error(&name, &e))?;
                    let text = game_file::games_at(&bytes, &picked);
                    let other_name = file_name(&other);
                    let undo = game_file::rewrite(&other, &keep, |b| game_file::appended(b, &text))
                        .map_err(|e| edit_error(&other_name, &e))?;
                    let words = format!("copied {} to {other_name}", games_words(count));
                    Ok((words, Some(undo), other))
                })
            }
        };
        if let Some(path) = &list.path {
            notice.info(format!("Changing {}…", file_name(path)));
        }
        commands.insert_resource(if inline.0 {
            Editing::Done(job())
        } else {
            Editing::Task(AsyncComputeTaskPool::get().spawn(async move { job() }))
        });
    }
}

fn games_words(n: usize) -> String {
    match n {
        1 => "1 game".to_owned(),
        n => format!("{} games", super::loading::thousands(n)),
    }
}

fn edit_error(name: &str, e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::Unsupported => format!("{e}. Nothing was changed"),
        _ => format!("Could not change {name}: {e}. Nothing was changed"),
    }
}

/// The edit's end: the notice, the undo kept, the file listed again.
fn follow_edits(
    mut commands: Commands,
    editing: Option<ResMut<Editing>>,
    mut edits: ResMut<FileEdits>,
    mut notice: ResMut<PanelNotice>,
    mut files: MessageWriter<FileCommand>,
    mut look: crate::app::timer::LookAgain,
) {
    let Some(mut editing) = editing else {
        return;
    };
    let outcome = match &mut *editing {
        Editing::Done(outcome) => outcome.clone(),
        Editing::Task(task) => match block_on(poll_once(task)) {
            Some(outcome) => outcome,
            None => {
                look.after(std::time::Duration::from_millis(100));
                return;
            }
        },
    };
    commands.remove_resource::<Editing>();
    look.now();
    match outcome {
        Ok((words, undo, path)) => {
            let listed = edits.path.clone();
            if let Some(undo) = undo {
                edits.done.push((words.clone(), undo));
            }
            notice.info(capitalised(&words) + ".");
            // Listed again: the count, the rows and the explorer follow.
            if listed.as_ref() == Some(&path) {
                files.write(FileCommand::Relist(path));
            }
        }
        Err(e) => notice.error(format!("{e}.")),
    }
}

fn capitalised(words: &str) -> String {
    let mut chars = words.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
