//! The endgame tables on the analysis board: when the position shown has
//! few enough pieces for the tables the player has
//! ([`crate::desktop::tablebase`]), its exact outcome and every move's,
//! read on a background job when the session says the position changed
//! (no engine needed). Never during a game being played.

use crate::i18n::Said;
use std::{sync::Arc, time::Duration};

use bevy::prelude::*;
use shakmaty::Position;

use crate::{
    app::{
        Phase,
        files::InlineLoading,
        session::{GameSession, SessionChanged},
        settings::PlayerSettings,
        timer::LookAgain,
    },
    desktop::{
        job::{Job, Worker},
        tablebase::{Probed, Tables},
    },
};

/// What the panel shows of the tables.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct TablebaseView {
    /// The tables' answer for the position shown, with that position.
    pub probed: Option<(shakmaty::Chess, Probed)>,
    /// Why the position shown could not be read from the tables, in words
    /// (a missing table, a damaged file).
    pub problem: Option<Said>,
}

impl TablebaseView {
    /// The answer, if it is of `position`.
    pub fn for_position(&self, position: &shakmaty::Chess) -> Option<&Probed> {
        self.probed
            .as_ref()
            .filter(|(of, _)| of == position)
            .map(|(_, p)| p)
    }
}

/// The tables opened, and the folders they came from: the analysis
/// board's and the computer's (level 10 plays their moves).
#[derive(Resource, Default)]
pub struct Opened {
    tables: Option<Arc<Tables>>,
    folders: Vec<std::path::PathBuf>,
    /// Why the folders gave no tables, if they did not.
    problem: Option<String>,
}

impl Opened {
    /// The tables, if any were found.
    pub fn tables(&self) -> Option<Arc<Tables>> {
        self.tables.clone()
    }

    /// Why the folders gave no tables (a folder that is not there, none
    /// with a table), if they did not.
    pub fn problem(&self) -> Option<&str> {
        self.problem.as_deref()
    }

    /// Opens the tables in `folders` unless they are the ones open; whether
    /// they were opened again.
    fn follow(&mut self, folders: Vec<std::path::PathBuf>) -> bool {
        if self.folders == folders {
            return false;
        }
        (self.tables, self.problem) = if folders.is_empty() {
            (None, None)
        } else {
            match Tables::open(&folders) {
                Ok(tables) => (Some(Arc::new(tables)), None),
                Err(why) => (None, Some(why)),
            }
        };
        self.folders = folders;
        true
    }
}

/// The reading under way.
#[derive(Resource)]
struct Reading {
    job: Job<Result<Probed, Said>>,
    of: shakmaty::Chess,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TablebaseView>()
        .init_resource::<Opened>()
        .add_systems(
            Update,
            follow_position
                .in_set(Phase::Follow)
                .run_if(on_message::<SessionChanged>.or_eager(resource_changed::<PlayerSettings>)),
        )
        .add_systems(Update, (read_answer, add_folder).in_set(Phase::Input))
        .add_systems(
            Update,
            open_tables
                .in_set(Phase::Input)
                .run_if(resource_changed::<PlayerSettings>),
        );
}

/// A folder chosen in the dialog (or typed) is read too, once.
fn add_folder(
    mut chosen: MessageReader<crate::app::files::FileCommand>,
    mut settings: ResMut<PlayerSettings>,
) {
    for command in chosen.read() {
        if let crate::app::files::FileCommand::AddTables(folder) = command
            && !settings.0.engine.syzygy.contains(folder)
        {
            settings.0.engine.syzygy.push(folder.clone());
        }
    }
}

/// The tables follow the settings' folders; folders that give none are
/// said (a folder typed wrong, one without a table).
fn open_tables(
    settings: Res<PlayerSettings>,
    mut opened: ResMut<Opened>,
    mut notice: ResMut<crate::app::notice::PanelNotice>,
) {
    if opened.follow(settings.0.engine.syzygy_folders())
        && let Some(why) = opened.problem()
    {
        notice.error(Said::Text(why.to_owned()));
    }
}

/// Starts reading the position shown when it may be in the tables.
fn follow_position(
    mut commands: Commands,
    session: Res<GameSession>,
    settings: Res<PlayerSettings>,
    mut opened: ResMut<Opened>,
    mut view: ResMut<TablebaseView>,
    inline: Res<InlineLoading>,
) {
    let position = session.game().view_position().clone();
    if !session.is_analysis() {
        if view.probed.is_some() || view.problem.is_some() {
            *view = TablebaseView::default();
        }
        return;
    }
    if view.probed.as_ref().is_some_and(|(of, _)| *of == position) {
        return;
    }
    opened.follow(settings.0.engine.syzygy_folders());
    let Some(tables) = opened.tables.clone() else {
        return;
    };
    if !tables.may_cover(&position) || position.is_game_over() {
        if view.probed.is_some() || view.problem.is_some() {
            *view = TablebaseView::default();
        }
        return;
    }
    let of = position.clone();
    let work = move |worker: Worker<Result<Probed, Said>>| {
        worker.send(tables.probe(&position));
    };
    match Job::start(inline.0, "rookery tables", 1, work) {
        Ok(job) => {
            commands.insert_resource(Reading { job, of });
        }
        Err(e) => view.problem = Some(Said::new("tables-not-read").with("why", e.to_string())),
    }
}

/// Takes the answer when it comes.
fn read_answer(
    mut commands: Commands,
    reading: Option<Res<Reading>>,
    mut view: ResMut<TablebaseView>,
    mut look: LookAgain,
) {
    let Some(reading) = reading else {
        return;
    };
    match reading.job.reports().next() {
        Some(Ok(probed)) => {
            view.probed = Some((reading.of.clone(), probed));
            view.problem = None;
        }
        Some(Err(words)) => {
            view.probed = None;
            view.problem = Some(words);
        }
        None if reading.job.is_done() => {}
        None => {
            look.after(Duration::from_millis(20));
            return;
        }
    }
    commands.remove_resource::<Reading>();
    look.now();
}
