//! The native open and save dialogs, run asynchronously so the window stays
//! live, and the path field offered when the desktop has no dialog service.
//!
//! rfd asks the desktop portal for a dialog and falls back to `zenity`;
//! with neither it returns nothing, as for a cancel. Rookery looks for them
//! first, and treats an answer of nothing that comes back faster than a
//! person could cancel as "no dialog": either way the player is told, and
//! offered a path field, at once.

use std::{
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use bevy::{
    prelude::*,
    tasks::{IoTaskPool, Task, block_on, poll_once},
};

use super::FileCommand;
use crate::i18n::Said;
use crate::{
    app::{Phase, session::GameSession, settings::PlayerSettings},
    desktop::files::default_file_name,
};

/// Whether Rookery may show native dialogs.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub enum DialogService {
    /// Look for a portal or zenity, and use rfd when one is there.
    Detect,
    /// Never show one (headless tests): the path field is offered instead.
    Unavailable,
}

/// What the path field is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PromptPurpose {
    /// Open the file typed.
    Open,
    /// Save the game to the file typed.
    Save,
    /// Use the program typed as the chess engine.
    Engine,
    /// Write an image of the board to the file typed.
    Export,
    /// Append the file typed to the listed one.
    Append,
    /// Copy the chosen games to the file typed.
    CopyTo,
    /// Read the endgame tables in the folder typed.
    Tables,
    /// Use the opening book typed.
    Book,
    /// Add the puzzle file typed to the puzzle store.
    Puzzles,
    /// Open the repertoire typed.
    Repertoire,
    /// Make a new repertoire in the file typed.
    NewRepertoire,
}

/// The path field shown instead of a dialog.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct PathPrompt(pub Option<PathPromptState>);

/// The path field's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathPromptState {
    /// Open or save.
    pub purpose: PromptPurpose,
    /// The path typed so far.
    pub text: String,
    /// Why a dialog did not appear.
    pub reason: Said,
    /// The folder a relative path starts in (the one last used).
    pub folder: Option<PathBuf>,
    /// For saving: the name used when nothing is typed.
    pub default_name: Option<String>,
}

impl PathPromptState {
    /// The file the typed text names: relative paths start in the folder
    /// last used, `~/` in the home folder; for saving, nothing typed is the
    /// offered name and a name without an extension gets `.pgn` (`.png`
    /// for an image).
    pub fn path(&self) -> Option<PathBuf> {
        let text = self.text.trim();
        let text = match (text.is_empty(), &self.default_name) {
            (false, _) => text,
            (true, Some(name)) => name.as_str(),
            (true, None) => return None,
        };
        let path = match text.strip_prefix("~/") {
            Some(rest) => PathBuf::from(std::env::var_os("HOME")?).join(rest),
            None => PathBuf::from(text),
        };
        let path = match &self.folder {
            Some(folder) if path.is_relative() => folder.join(path),
            _ => path,
        };
        Some(self.purpose.with_extension(path))
    }
}

impl PromptPurpose {
    /// `path`, with the extension a name given without one gets: `.pgn`
    /// for a game or games written, `.png` for an image.
    fn with_extension(self, path: PathBuf) -> PathBuf {
        let extension = match self {
            PromptPurpose::Save | PromptPurpose::CopyTo | PromptPurpose::NewRepertoire => "pgn",
            PromptPurpose::Export => "png",
            PromptPurpose::Open
            | PromptPurpose::Engine
            | PromptPurpose::Append
            | PromptPurpose::Tables
            | PromptPurpose::Book
            | PromptPurpose::Puzzles
            | PromptPurpose::Repertoire => return path,
        };
        if path.extension().is_none() {
            path.with_extension(extension)
        } else {
            path
        }
    }

    /// What is done with the file chosen or typed.
    pub fn command(self, path: PathBuf) -> FileCommand {
        let path = self.with_extension(path);
        match self {
            PromptPurpose::Open => FileCommand::Open(path),
            PromptPurpose::Save => FileCommand::SaveTo(path),
            PromptPurpose::Engine => FileCommand::ChooseEngine(path),
            PromptPurpose::Export => FileCommand::ExportTo(path),
            PromptPurpose::Append => FileCommand::AppendFrom(path),
            PromptPurpose::CopyTo => FileCommand::CopyChosenTo(path),
            PromptPurpose::Tables => FileCommand::AddTables(path),
            PromptPurpose::Book => FileCommand::ChooseBook(path),
            PromptPurpose::Puzzles => FileCommand::ImportPuzzles(path),
            PromptPurpose::Repertoire => FileCommand::OpenRepertoire(path),
            PromptPurpose::NewRepertoire => FileCommand::NewRepertoire(path),
        }
    }
}

/// A dialog being shown.
#[derive(Resource)]
struct OpenDialog {
    purpose: PromptPurpose,
    /// The folder and name the path field would offer instead.
    place: DialogPlace,
    started: Instant,
    task: Task<Option<PathBuf>>,
}

/// The native file dialog shown now, if any: its purpose (what waits on
/// it, like the question about unsaved edits, stands aside meanwhile).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct FileChooser(pub Option<PromptPurpose>);

/// An answer of nothing faster than this is no dialog at all.
const TOO_FAST_TO_CANCEL: Duration = Duration::from_millis(600);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PathPrompt>()
        .init_resource::<FileChooser>()
        .insert_resource(DialogService::Unavailable)
        .add_systems(
            Update,
            (show_dialogs, follow_dialogs).chain().in_set(Phase::Files),
        );
}

/// Why no dialog can be shown on this desktop, if that is known before
/// asking.
fn missing_service() -> Option<Said> {
    let portal = session_bus();
    let zenity = std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join("zenity").is_file()));
    (!portal && !zenity && cfg!(target_os = "linux")).then(|| Said::new("dialog-no-service"))
}

/// Whether a session bus (and so perhaps a desktop portal) is there.
fn session_bus() -> bool {
    std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some()
        || std::env::var_os("XDG_RUNTIME_DIR")
            .is_some_and(|dir| Path::new(&dir).join("bus").exists())
}

/// Where a dialog opens: its folder, and the name it offers (a save).
#[derive(Debug, Clone, Default)]
struct DialogPlace {
    folder: Option<PathBuf>,
    name: Option<String>,
}

fn prompt(prompts: &mut PathPrompt, purpose: PromptPurpose, place: DialogPlace, reason: Said) {
    prompts.0 = Some(PathPromptState {
        purpose,
        text: String::new(),
        folder: place.folder,
        default_name: place.name,
        reason,
    });
}

/// What a dialog is opened with: the service, the one showing, the
/// settings' folders and the words.
#[derive(bevy::ecs::system::SystemParam)]
struct DialogSources<'w> {
    service: Res<'w, DialogService>,
    showing: Option<Res<'w, OpenDialog>>,
    settings: Res<'w, PlayerSettings>,
    words: Res<'w, crate::app::language::AppWords>,
}

fn show_dialogs(
    mut requests: MessageReader<FileCommand>,
    mut commands: Commands,
    sources: DialogSources,
    session: Res<GameSession>,
    mut prompts: ResMut<PathPrompt>,
) {
    let DialogSources {
        service,
        showing,
        settings,
        words,
    } = sources;
    for request in requests.read() {
        let purpose = match request {
            FileCommand::OpenDialog => PromptPurpose::Open,
            FileCommand::SaveAsDialog => PromptPurpose::Save,
            FileCommand::ChooseEngineDialog => PromptPurpose::Engine,
            FileCommand::ExportDialog => PromptPurpose::Export,
            FileCommand::AppendDialog => PromptPurpose::Append,
            FileCommand::CopyToDialog => PromptPurpose::CopyTo,
            FileCommand::TablesDialog => PromptPurpose::Tables,
            FileCommand::BookDialog => PromptPurpose::Book,
            FileCommand::PuzzlesDialog => PromptPurpose::Puzzles,
            FileCommand::RepertoireDialog => PromptPurpose::Repertoire,
            FileCommand::NewRepertoireDialog => PromptPurpose::NewRepertoire,
            _ => continue,
        };
        if showing.is_some() {
            continue;
        }
        // The folder last used, the game's own, or the documents folder
        // (a first dialog opened at "/").
        let folder = settings
            .last_folder
            .clone()
            .or_else(|| {
                session
                    .origin()
                    .path
                    .as_deref()?
                    .parent()
                    .map(Path::to_path_buf)
            })
            .or_else(crate::desktop::files::documents_folder);
        let name = match purpose {
            // `Alice-vs-Bob-2026.11.23.png`.
            PromptPurpose::Export => Path::new(&default_file_name(&session.tags()))
                .with_extension("png")
                .display()
                .to_string(),
            _ => default_file_name(&session.tags()),
        };
        // The path field starts empty: what is typed is relative to the
        // folder last used, and saving with nothing typed takes the offered
        // name.
        let place = DialogPlace {
            folder: folder.clone(),
            name: matches!(purpose, PromptPurpose::Save | PromptPurpose::Export)
                .then(|| name.clone()),
        };
        let missing = match *service {
            DialogService::Unavailable => Some(Said::new("dialog-unavailable")),
            DialogService::Detect => missing_service(),
        };
        if let Some(reason) = missing {
            prompt(&mut prompts, purpose, place, reason);
            continue;
        }
        let task = native_dialog(purpose, folder.as_deref(), name, &words.0);
        commands.insert_resource(FileChooser(Some(purpose)));
        commands.insert_resource(OpenDialog {
            purpose,
            place,
            started: Instant::now(),
            task,
        });
    }
}

/// The kinds of file a dialog for `purpose` lists: compressed files open;
/// a game is saved as plain PGN; an engine is any program.
fn filtered(
    dialog: rfd::AsyncFileDialog,
    purpose: PromptPurpose,
    words: &crate::i18n::Words,
) -> rfd::AsyncFileDialog {
    let games = words.get("dialog-pgn-games");
    match purpose {
        PromptPurpose::Open => dialog.add_filter(games, &["pgn", "PGN", "gz", "zst", "bz2", "zip"]),
        PromptPurpose::Append
        | PromptPurpose::CopyTo
        | PromptPurpose::Save
        | PromptPurpose::Repertoire
        | PromptPurpose::NewRepertoire => dialog.add_filter(games, &["pgn", "PGN"]),
        PromptPurpose::Export => {
            dialog.add_filter(words.get("dialog-images"), &["png", "svg", "gif"])
        }
        PromptPurpose::Book => dialog.add_filter(words.get("dialog-books"), &["bin", "BIN"]),
        PromptPurpose::Puzzles => dialog.add_filter(
            words.get("dialog-puzzles"),
            &["csv", "CSV", "zst", "epd", "EPD", "pgn", "PGN"],
        ),
        PromptPurpose::Engine | PromptPurpose::Tables => dialog,
    }
}

/// Shows the native dialog for `purpose`, starting in `folder`, offering
/// `name` for a file to write; its answer comes on the task.
fn native_dialog(
    purpose: PromptPurpose,
    folder: Option<&Path>,
    name: String,
    words: &crate::i18n::Words,
) -> Task<Option<PathBuf>> {
    let mut dialog = filtered(rfd::AsyncFileDialog::new(), purpose, words);
    // Without a session bus rfd asks zenity, which takes no starting
    // folder: the folder goes into the file name instead.
    let zenity = cfg!(target_os = "linux") && !session_bus();
    let mut name = name;
    if let Some(folder) = &folder {
        dialog = dialog.set_directory(folder);
        if zenity {
            name = folder.join(&name).display().to_string();
            if purpose == PromptPurpose::Open {
                dialog = dialog.set_file_name(format!("{}/", folder.display()));
            }
        }
    }
    let title = match purpose {
        PromptPurpose::Engine => "prompt-engine",
        PromptPurpose::Tables => "prompt-tables",
        PromptPurpose::Book => "prompt-book",
        PromptPurpose::Puzzles => "prompt-puzzles",
        PromptPurpose::Repertoire => "prompt-repertoire",
        PromptPurpose::NewRepertoire => "prompt-new-repertoire",
        PromptPurpose::Open => "prompt-open",
        PromptPurpose::Append => "prompt-append",
        PromptPurpose::CopyTo => "prompt-copy",
        PromptPurpose::Export => "prompt-export",
        PromptPurpose::Save => "prompt-save",
    };
    let dialog = dialog.set_title(words.get(title));
    match purpose {
        PromptPurpose::Tables => answer(dialog.pick_folder()),
        PromptPurpose::Engine
        | PromptPurpose::Book
        | PromptPurpose::Puzzles
        | PromptPurpose::Repertoire
        | PromptPurpose::Open
        | PromptPurpose::Append => answer(dialog.pick_file()),
        PromptPurpose::CopyTo => answer(dialog.set_file_name("games.pgn").save_file()),
        PromptPurpose::NewRepertoire => answer(dialog.set_file_name("repertoire.pgn").save_file()),
        PromptPurpose::Export | PromptPurpose::Save => {
            answer(dialog.set_file_name(&name).save_file())
        }
    }
}

/// The dialog's answer, awaited on the I/O pool.
fn answer(
    pick: impl std::future::Future<Output = Option<rfd::FileHandle>> + Send + 'static,
) -> Task<Option<PathBuf>> {
    IoTaskPool::get().spawn(async move { pick.await.map(|f| f.path().to_path_buf()) })
}

fn follow_dialogs(
    mut commands: Commands,
    showing: Option<ResMut<OpenDialog>>,
    mut out: MessageWriter<FileCommand>,

    mut prompts: ResMut<PathPrompt>,
    mut chooser: ResMut<FileChooser>,
    mut look: crate::app::timer::LookAgain,
) {
    let Some(mut showing) = showing else {
        return;
    };
    let Some(answer) = block_on(poll_once(&mut showing.task)) else {
        // The dialog is its own window; ours sleeps meanwhile, and a wake-up
        // five times a second notices the answer.
        look.after(Duration::from_millis(200));
        return;
    };
    commands.remove_resource::<OpenDialog>();
    chooser.0 = None;
    look.now();
    match (answer, showing.purpose) {
        (Some(path), purpose) => {
            out.write(purpose.command(path));
        }
        (None, purpose) if showing.started.elapsed() < TOO_FAST_TO_CANCEL => prompt(
            &mut prompts,
            purpose,
            showing.place.clone(),
            Said::new("dialog-failed"),
        ),
        (None, _) => {}
    }
}
