//! What the store's jobs answer (a puzzle, a rating, the dashboard) and
//! an import's progress and end, as the panel shows them.

use super::*;

/// The store's answers as they come.
pub(super) fn follow_store(
    mut view: ResMut<PuzzleView>,
    mut solving: ResMut<Solving>,
    mut desk: Desk,
    mut games: MessageWriter<GameCommand>,
    mut look: LookAgain,
) {
    let answers = desk.jobs.step(&desk.path, &desk.place);
    if desk.jobs.busy() {
        look.after(std::time::Duration::from_millis(100));
    }
    for answer in answers {
        look.now();
        match answer {
            Answer::Refreshed {
                rating,
                best_streak,
                sources,
                openings,
                due,
            } => {
                view.rating = rating;
                view.best_streak = best_streak;
                view.sources = sources;
                view.openings = openings;
                view.due = due;
            }
            Answer::Puzzle(Some(stored), set_at) => {
                view.set_at = set_at;
                view.failed = false;
                solving.recorded = false;
                show(&stored, &mut view, &mut solving, &mut games);
                view.current = Some(*stored);
            }
            Answer::Puzzle(None, set_at) => {
                view.set_at = set_at;
                view.current = None;
                solving.run = None;
                view.words = Said::new(match view.mode {
                    TrainMode::Review => "puzzle-none-due",
                    TrainMode::Set(_) => "puzzle-set-done",
                    _ => "puzzle-none",
                });
            }
            Answer::Recorded(rating, cycle) => {
                if view.mode == TrainMode::Rated {
                    view.change = Some(rating.rating - view.rating.rating);
                }
                view.rating = rating;
                if let (Some(cycle), Some(at)) = (cycle, view.set_at.as_mut()) {
                    at.2 = cycle;
                }
            }
            Answer::Best(best) => view.best_streak = best,
            Answer::Dashboard(dashboard) => view.dashboard = Some(*dashboard),
            Answer::Failed(why) => view.words = Said::new("puzzle-store-failed").with("why", why),
        }
    }
}

/// An import's progress, and its end in words.
pub(super) fn follow_import(
    mut view: ResMut<PuzzleView>,
    mut jobs: ResMut<StoreJobs>,
    mut notice: ResMut<PanelNotice>,
    mut look: LookAgain,
) {
    let Some(import) = &jobs.import else {
        return;
    };
    let Some(result) = import.job.reports().next() else {
        let filing = import
            .progress
            .filing
            .load(std::sync::atomic::Ordering::Relaxed);
        view.importing = Some((import.share(), import.name.clone(), filing));
        look.after(std::time::Duration::from_millis(200));
        return;
    };
    let name = import.name.clone();
    jobs.import = None;
    view.importing = None;
    look.now();
    match result {
        Ok(report) => {
            let added = Said::new("puzzle-imported")
                .count("added", report.added)
                .count("bad", report.bad)
                .with("name", name.clone());
            // The first bad row named after the count, in one notice.
            match report.errors.first() {
                Some(first) => notice.error(
                    Said::new("join-sentences").with("first", added).with(
                        "then",
                        Said::new("puzzle-bad-row")
                            .with("what", first.to_string())
                            .with("name", name),
                    ),
                ),
                None => notice.info(added),
            }
            jobs.ask(Ask::Refresh { now: unix_now() });
        }
        Err(why) => notice.error(Said::new("puzzle-store-failed").with("why", why)),
    }
}
