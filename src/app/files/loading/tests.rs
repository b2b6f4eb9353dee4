//! The listing as the window follows it.

use super::*;
use crate::chess::pgn::Indexer;

#[test]
fn a_kept_list_ends_the_listing_in_the_frame_that_takes_it() {
    let mut app = crate::app::headless_app();
    app.update();
    let pgn = b"[White \"Tal\"]\n\n1. e4 *\n\n[White \"Reti\"]\n\n1. Nf3 *\n";
    let mut games = GameTable::new();
    for entry in Indexer::new(&pgn[..]) {
        games.push(&entry.unwrap());
    }
    // The job's thread has sent the kept list but not yet returned:
    // its worker is still held, so the job is not seen done.
    let mut held = None;
    let job = Job::inline(0, |worker: crate::desktop::job::Worker<Report>| {
        worker.send(Report::Kept(Box::new(games)));
        held = Some(worker);
    });
    app.insert_resource(listing_of(job, Instant::now()));
    app.update();
    let list = app.world().resource::<GameList>();
    assert_eq!(
        (
            list.len(),
            list.games.get(1).map(|g| g.white()),
            list.progress
        ),
        (2, Some("Reti"), None)
    );
    assert!(!is_listing(app.world()));
    assert!(held.is_some());
}

/// The listing of `kept.pgn` by `job`, `started` then.
pub(super) fn listing_of(job: Job<Report>, started: Instant) -> Loading {
    Loading {
        previous: None,
        pending: Default::default(),
        path: PathBuf::from("kept.pgn"),
        always_list: false,
        job,
        started,
        read: None,
        whole: false,
    }
}
