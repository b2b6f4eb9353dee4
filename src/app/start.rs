//! How a game gets on the board at start: what the command line asked for
//! (a file, or `--fen` and `--time`), or else the game the autosave kept.
//! What the command line asks for wins; an unfinished game it replaces goes
//! to the archive, and the panel says where; an analysis with unsaved edits
//! comes back and asks about them first. Later launches' requests
//! ([`super::instance`]) start the same way.

use crate::i18n::Said;
use bevy::prelude::*;
use shakmaty::ByColor;

use super::{
    Phase, autosave::AutosaveFolder, files::FileCommand, notice::PanelNotice, session::GameCommand,
    settings::PlayerSettings,
};
use crate::{chess::session::NewGame, desktop::autosave, desktop::cli::StartOptions};

/// Start as asked: open a file, or a new game from a position or with a
/// clock.
#[derive(Message, Debug, Clone)]
pub struct StartCommand(pub StartOptions);

/// What this process's command line asked for, taken on the first frame.
#[derive(Resource, Debug, Clone, Default)]
pub struct CommandLine(pub Option<StartOptions>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CommandLine>()
        .add_message::<StartCommand>()
        .add_systems(
            Update,
            (start_up, start_as_asked).chain().in_set(Phase::Input),
        );
}

/// On the first frame: the command line's request, or the autosaved game.
fn start_up(
    mut done: Local<bool>,
    mut command_line: ResMut<CommandLine>,
    folder: Res<AutosaveFolder>,
    mut notice: ResMut<PanelNotice>,
    mut games: MessageWriter<GameCommand>,
    mut starts: MessageWriter<StartCommand>,
) {
    if std::mem::replace(&mut *done, true) {
        return;
    }
    let mut asked = command_line.0.take();
    // A command line that could not be read: the window says why (a
    // launcher shows no terminal).
    if let Some(problem) = asked.as_mut().and_then(|o| o.problem.take()) {
        notice.error(Said::new("notice-bad-options").with("why", problem.to_string()));
    }
    let asked = asked.filter(|o| !o.is_empty());
    if let Some(dir) = &folder.0 {
        remove_stale_temporary_files(dir);
        let snapshot = match autosave::read(dir) {
            Ok(snapshot) => snapshot,
            Err(why) => {
                let said = match autosave::set_aside(dir) {
                    Ok(bak) => Said::new("notice-not-restored-kept").with(
                        "path",
                        crate::desktop::files::display_path(&bak).to_string(),
                    ),
                    Err(_) => Said::new("notice-not-restored"),
                };
                notice.error(said.with("why", why.to_string()));
                None
            }
        };
        match (snapshot, &asked) {
            (Some(snapshot), Some(_)) if snapshot.analysis.is_some() => {
                // An analysis with unsaved edits comes back first; what the
                // command line asks for then asks about them.
                games.write(GameCommand::Restore(Box::new(snapshot)));
            }
            (Some(snapshot), Some(_)) => {
                // The command line wins; the game it replaces is kept.
                archive_unfinished(dir, &snapshot, &mut notice);
            }
            (Some(snapshot), None) => {
                games.write(GameCommand::Restore(Box::new(snapshot)));
            }
            (None, _) => {}
        }
    }
    if let Some(options) = asked {
        starts.write(StartCommand(options));
    }
}

/// Keeps an unfinished game in the archive for the game the command line
/// asks for, and says where (or why it stays in the autosave).
fn archive_unfinished(
    dir: &std::path::Path,
    snapshot: &crate::chess::session::Snapshot,
    notice: &mut PanelNotice,
) {
    let names = crate::app::language::game_names(&snapshot.tags);
    let shown = |file: &str| crate::desktop::files::display_path(&dir.join(file)).to_string();
    match autosave::archive(dir, &snapshot.tags, &snapshot.game) {
        Ok(()) => {
            let _ = autosave::clear(dir);
            notice.info(
                Said::new("notice-unfinished-kept")
                    .with("names", names)
                    .with("path", shown(autosave::ARCHIVE_FILE)),
            );
        }
        Err(e) => notice.error(
            Said::new("notice-unfinished-stays")
                .with("names", names)
                .with("why", e.to_string())
                .with("path", shown(autosave::AUTOSAVE_FILE)),
        ),
    }
}

/// Temporary files of writes cut short (a killed process) are removed.
fn remove_stale_temporary_files(dir: &std::path::Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with(".rookery-") && name.ends_with(".tmp") {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Opens the file, or starts the game, a start request names.
pub(super) fn start_as_asked(
    mut starts: MessageReader<StartCommand>,
    settings: Res<PlayerSettings>,
    mut files: MessageWriter<FileCommand>,
    mut games: MessageWriter<GameCommand>,
) {
    for StartCommand(options) in starts.read() {
        if let Some(file) = &options.file {
            files.write(FileCommand::Open(file.clone()));
        } else if options.game.is_some() || options.control.is_some() {
            games.write(GameCommand::NewGame(Box::new(NewGame {
                computer: Default::default(),
                practice: false,
                exercise: false,
                game: options.game.clone().unwrap_or_default(),
                control: options.control,
                names: ByColor {
                    white: settings.white.clone(),
                    black: settings.black.clone(),
                },
                origin: None,
            })));
        }
    }
}
