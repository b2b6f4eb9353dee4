//! The game report in the app: a background job that runs the engine over
//! every position of the main line (the endgame tables judging those they
//! cover), keeps what it finds in a journal that survives a kill, and
//! ends in one edit of the record.

use crate::i18n::Said;

use bevy::prelude::*;
use shakmaty::Move;

use super::{EngineView, no_engine_words};
use crate::app::engines::Lease;
use crate::{
    app::{
        files::JobPlace,
        session::{AnalysisEdit, GameCommand, GameSession},
        settings::PlayerSettings,
    },
    chess::{report::Searched, session::Action},
    desktop::{
        job::{Job, Worker},
        report::ready_engines,
    },
};

/// The report under way.
#[derive(Resource)]
pub(super) struct Report {
    pub(super) job: Job<ReportDone>,
    moves: Vec<Move>,
    /// Where what it finds is kept as it goes, if anywhere.
    journal: Option<std::path::PathBuf>,
    started: std::time::Instant,
}

/// The report's journal in the data folder (see
/// [`crate::chess::report::journal`]): what a report has found survives a
/// kill, and the next report of the same game goes on from there.
pub const REPORT_JOURNAL: &str = "report-journal.txt";

/// The journal's path, where there is a data folder.
pub(super) fn journal_path(
    folder: &crate::app::autosave::AutosaveFolder,
) -> Option<std::path::PathBuf> {
    Some(folder.0.as_ref()?.join(REPORT_JOURNAL))
}

/// What the journal at `path` holds for `game`: the searches of its first
/// positions, if it is of this game.
fn journal_of(
    path: Option<&std::path::Path>,
    game: &crate::chess::game::Game,
) -> Vec<Option<Searched>> {
    path.and_then(|p| std::fs::read_to_string(p).ok())
        .and_then(|text| crate::chess::report::journal::read(&text, game))
        .unwrap_or_default()
}

/// What the report's job gives: the searches made and, if the engine
/// failed, why.
type ReportDone = (Vec<Option<Searched>>, Option<Said>);

/// A restored analysis whose report a close or a kill stopped says so,
/// and offers to go on ([`EngineView::stopped_report`]); another game
/// forgets it.
pub(super) fn notice_a_stopped_report(
    mut changes: MessageReader<crate::app::session::SessionChanged>,
    session: Res<GameSession>,
    folder: Res<crate::app::autosave::AutosaveFolder>,
    report: Option<Res<Report>>,
    mut view: ResMut<EngineView>,
) {
    if !changes.read().any(|c| c.0.new_game) {
        return;
    }
    let mut stopped = None;
    if session.is_analysis() && session.is_restored() && report.is_none() {
        let game = session.game();
        let known = journal_of(journal_path(&folder).as_deref(), game);
        let total = game.plies().iter().map_while(|p| p.mv).count() + 1;
        if !known.is_empty() && known.len() < total {
            stopped = Some(crate::chess::report::progress_in_moves(known.len(), total).0);
        }
    }
    if view.stopped_report != stopped {
        view.stopped_report = stopped;
    }
}

/// What a report starts from.
pub(super) struct ReportAsk<'a> {
    pub(super) session: &'a GameSession,
    pub(super) settings: &'a PlayerSettings,
    /// The endgame tables, which judge the positions they cover.
    pub(super) opened: &'a crate::app::tablebase::Opened,
    /// Where its job runs.
    pub(super) place: &'a JobPlace<'a>,
    /// Its journal's path, if there is a data folder.
    pub(super) journal: Option<std::path::PathBuf>,
    /// The cores it may take.
    pub(super) lease: Lease,
}

/// Starts the report of the game shown: on from what its journal kept of
/// an earlier report of the same game, writing what it finds there as it
/// goes.
pub(super) fn start_report(ask: ReportAsk, view: &mut EngineView, commands: &mut Commands) {
    let ReportAsk {
        session,
        settings,
        opened,
        place,
        journal,
        lease,
    } = ask;
    let Some(program) = settings.0.engine.program() else {
        view.problem = Some(no_engine_words());
        return;
    };
    let game = session.game().clone();
    let moves: Vec<Move> = game.plies().iter().map_while(|p| p.mv).collect();
    let options = settings.0.engine.options();
    let limit = settings.0.engine.report_limit();
    let total = moves.len() as u64 + 1;
    let known = journal_of(journal.as_deref(), &game);
    let kept = journal.clone();
    let tables = opened.tables();
    let work = place.waker().after(move |worker: Worker<ReportDone>| {
        // The journal is written on the report's thread, never the frame's.
        let mut file = kept.and_then(|path| start_journal(&path, &game, &known));
        let mode = game.castling_mode();
        // The engines run on this thread under the service's lease of
        // cores, given back when the job ends.
        let cores = lease.count() as usize;
        let mut result = match ready_engines(&program, &options, cores) {
            Ok((mut engines, _)) => crate::desktop::report::search_main_line_from(
                &mut engines,
                crate::desktop::report::Sweep {
                    game: &game,
                    limit,
                    known: &known,
                },
                |i, found| {
                    if let Some(out) = file.as_mut() {
                        use std::io::Write;
                        let line = crate::chess::report::journal::line(i, found, mode);
                        if writeln!(out, "{line}").and_then(|()| out.flush()).is_err() {
                            file = None;
                        }
                    }
                },
                |done, _| {
                    worker
                        .progress()
                        .store(done as u64, std::sync::atomic::Ordering::Relaxed)
                },
                || worker.cancelled(),
            ),
            Err(fault) => (known.clone(), Some(fault)),
        };
        // Positions the endgame tables cover are judged by them.
        if let Some(tables) = &tables {
            crate::desktop::report::judge_by_tables(tables, &game, &mut result.0);
        }
        drop(lease);
        worker.send(result);
    });
    let job = match Job::start(place.inline(), "rookery report", total, work) {
        Ok(job) => job,
        Err(e) => {
            view.problem = Some(Said::new("report-not-started").with("why", e.to_string()));
            return;
        }
    };
    view.report = Some((0, total as usize));
    commands.insert_resource(Report {
        job,
        moves,
        journal,
        started: std::time::Instant::now(),
    });
}

/// Writes the journal's start afresh (atomically): the game, and what an
/// earlier report of it found; returns it open for the lines to come.
fn start_journal(
    path: &std::path::Path,
    game: &crate::chess::game::Game,
    known: &[Option<Searched>],
) -> Option<std::fs::File> {
    use crate::chess::report::journal;
    let mut text = journal::header(game);
    text.push('\n');
    for (i, found) in known.iter().enumerate() {
        text.push_str(&journal::line(i, found.as_ref(), game.castling_mode()));
        text.push('\n');
    }
    crate::desktop::files::write_atomic(path, text.as_bytes()).ok()?;
    std::fs::OpenOptions::new().append(true).open(path).ok()
}

/// Takes the report's result when it comes: one edit of the record (what
/// was searched before a fault or Cancel included).
pub(super) fn follow_report(
    mut commands: Commands,
    report: Option<Res<Report>>,
    mut view: ResMut<EngineView>,
    mut games: MessageWriter<GameCommand>,
    mut look: crate::app::timer::LookAgain,
) {
    let Some(report) = report else {
        return;
    };
    let Some((searched, fault)) = report.job.reports().next() else {
        if report.job.is_done() {
            view.report = None;
            view.problem = Some(Said::new("report-stopped"));
            commands.remove_resource::<Report>();
            return;
        }
        let total = view.report.map_or(0, |(_, total)| total);
        let done = (report.job.progress().unwrap_or(0.0) * total as f32).round() as usize;
        if view.report != Some((done, total)) {
            view.report = Some((done, total));
        }
        look.after(crate::app::timer::progress_refresh(
            report.started.elapsed(),
        ));
        return;
    };
    commands.remove_resource::<Report>();
    // The report's end is one edit of the record, which the autosave keeps
    // from now on: the journal goes.
    if let Some(path) = &report.journal {
        let _ = std::fs::remove_file(path);
    }
    view.report = None;
    view.problem = fault.map(|words| Said::new("report-fault").with("why", words));
    look.now();
    if searched.iter().any(Option::is_some) {
        games.write(
            Action::Edit(AnalysisEdit::Report {
                moves: report.moves.clone(),
                searched,
            })
            .into(),
        );
    }
}
