//! The puzzle store: the next puzzle by rating and theme, an attempt's
//! rating and return, the dashboard and the Woodpecker cycles.

use rookery::{
    chess::puzzles::{glicko::Rating, schedule::DAY},
    desktop::puzzle_store::{Attempt, Mode, Progress, PuzzleStore},
};

/// Rows of the fixture's first puzzle at these ratings, with these themes.
fn store_of(rows: &[(&str, u16, &str)]) -> PuzzleStore {
    let mut text = String::from(
        "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags\n",
    );
    for (id, rating, themes) in rows {
        text.push_str(&format!(
            "{id},r5k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1,a8a2 d1d8,{rating},80,90,100,{themes},\
             https://lichess.org/x#1,{}\n",
            if *id == "b" {
                "Italian_Game Italian_Game_Two_Knights"
            } else {
                ""
            }
        ));
    }
    let mut store = PuzzleStore::in_memory().unwrap();
    let report = store
        .import_rows(&mut text.as_bytes(), &Progress::default())
        .unwrap();
    assert_eq!(report.added, rows.len() as u64);
    store
}

fn name(store: &PuzzleStore, target: i32, theme: Option<&str>, now: i64) -> Option<String> {
    store
        .next_by_rating(target, theme, now)
        .unwrap()
        .map(|s| s.puzzle.id)
}

#[test]
fn the_next_puzzle_is_the_nearest_by_rating_in_its_theme_not_played_lately() {
    let mut store = store_of(&[
        ("a", 1000, "fork short"),
        ("b", 1400, "pin short"),
        ("c", 1550, "fork long"),
        ("d", 2100, "fork"),
    ]);
    let now = 100 * DAY;
    assert_eq!(name(&store, 1500, None, now).as_deref(), Some("c"));
    assert_eq!(name(&store, 1460, None, now).as_deref(), Some("b"));
    assert_eq!(name(&store, 1500, Some("fork"), now).as_deref(), Some("c"));
    assert_eq!(name(&store, 1200, Some("fork"), now).as_deref(), Some("a"));
    assert_eq!(name(&store, 1300, Some("fork"), now).as_deref(), Some("c"));
    assert_eq!(name(&store, 1500, Some("mate"), now), None);
    // The opening family is chosen as a theme is.
    assert_eq!(store.openings().unwrap(), ["opening:Italian_Game"]);
    assert_eq!(
        name(&store, 2000, Some("opening:Italian_Game"), now).as_deref(),
        Some("b")
    );
    let c = store.next_by_rating(1550, None, now).unwrap().unwrap();
    assert_eq!(c.game, "https://lichess.org/x#1");
    assert_eq!(c.deviation, 80);
    store
        .record(Attempt {
            puzzle: c.key,
            at: now,
            solved: true,
            mode: Mode::Rated,
            seconds: 12.0,
            theme: None,
        })
        .unwrap();
    // Played today: the next nearest; in five weeks, again.
    assert_eq!(name(&store, 1550, None, now + DAY).as_deref(), Some("b"));
    assert_eq!(
        name(&store, 1550, None, now + 35 * DAY).as_deref(),
        Some("c")
    );
}

#[test]
fn a_rated_puzzle_in_a_chosen_theme_moves_the_rating_by_its_weight() {
    let mut store = store_of(&[("a", 1500, "fork")]);
    let key = store
        .next_by_rating(1500, Some("fork"), 0)
        .unwrap()
        .unwrap()
        .key;
    let after = store
        .record(Attempt {
            puzzle: key,
            at: 0,
            solved: true,
            mode: Mode::Rated,
            seconds: 9.0,
            theme: Some("fork"),
        })
        .unwrap();
    // A fifth of the way to 1736.85: 1547.37.
    assert_eq!(format!("{:.2}", after.rating), "1547.37");
    assert_eq!(store.rating().unwrap(), after);
}

#[test]
fn an_attempt_moves_the_rating_and_a_failure_comes_back_after_1_3_and_7_days() {
    let mut store = store_of(&[("a", 1500, "fork")]);
    let key = store.next_by_rating(1500, None, 0).unwrap().unwrap().key;
    assert_eq!(store.rating().unwrap(), Rating::NEW);
    let after = store
        .record(Attempt {
            puzzle: key,
            at: 0,
            solved: false,
            mode: Mode::Rated,
            seconds: 30.0,
            theme: None,
        })
        .unwrap();
    assert_eq!(after, Rating::NEW.after_puzzle(1500.0, 80.0, false));
    assert_eq!(store.rating().unwrap(), after);
    assert_eq!(store.due_count(DAY - 1).unwrap(), 0);
    assert_eq!(store.due(DAY).unwrap().map(|s| s.key), Some(key));
    // Its first return solved: back in 3 days; a failure: 7; then two
    // solved returns in all end it.
    let review = |store: &mut PuzzleStore, at, solved| {
        store
            .record(Attempt {
                puzzle: key,
                at,
                solved,
                mode: Mode::Review,
                seconds: 5.0,
                theme: None,
            })
            .unwrap();
        store.review_of(key).unwrap().map(|r| r.due - at)
    };
    assert_eq!(review(&mut store, DAY, true), Some(3 * DAY));
    assert_eq!(review(&mut store, 4 * DAY, false), Some(7 * DAY));
    assert_eq!(review(&mut store, 11 * DAY, true), None);
    // Reviews leave the rating alone.
    assert_eq!(store.rating().unwrap(), after);
    let dash = store.dashboard().unwrap();
    assert_eq!(dash.played, 4);
    assert_eq!(dash.solved, 2);
    assert_eq!(dash.ratings, [(0, after.rating)]);
    assert_eq!(dash.per_day, [(0, 1), (1, 1), (4, 1), (11, 1)]);
    assert_eq!(dash.themes.len(), 1);
    assert_eq!((dash.themes[0].played, dash.themes[0].solved), (4, 2));
}

#[test]
fn the_best_streak_is_kept() {
    let mut store = PuzzleStore::in_memory().unwrap();
    assert_eq!(store.best_streak().unwrap(), 0);
    assert_eq!(store.streak_ended(7).unwrap(), 7);
    assert_eq!(store.streak_ended(3).unwrap(), 7);
}

#[test]
fn a_set_is_repeated_in_timed_cycles() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/puzzles/suite.epd"
    ))
    .unwrap();
    let (puzzles, _) = rookery::chess::puzzles::sets::read_epd(&text);
    let mut store = PuzzleStore::in_memory().unwrap();
    assert_eq!(store.add_set("suite.epd", &puzzles).unwrap(), 3);
    assert_eq!(store.add_set("suite.epd", &puzzles).unwrap(), 0);
    let keys = store.keys_of("suite.epd").unwrap();
    assert_eq!(keys.len(), 3);
    let back = store.puzzle(keys[0]).unwrap().unwrap();
    assert_eq!(back.puzzle, puzzles[0]);
    let (cycle, next) = store.cycle_under_way("suite.epd", 1000).unwrap();
    assert_eq!((cycle.number, next), (1, 0));
    store.cycle_step("suite.epd", true, 3, 1100).unwrap();
    store.cycle_step("suite.epd", false, 3, 1200).unwrap();
    let first = store.cycle_step("suite.epd", true, 3, 1400).unwrap();
    assert_eq!(
        (first.solved, first.failed, first.seconds()),
        (2, 1, Some(400))
    );
    let (second, next) = store.cycle_under_way("suite.epd", 2000).unwrap();
    assert_eq!((second.number, next), (2, 0));
    store.cycle_step("suite.epd", true, 3, 2050).unwrap();
    let (_, next) = store.cycle_under_way("suite.epd", 2060).unwrap();
    assert_eq!(next, 1);
    assert_eq!(store.cycles("suite.epd").unwrap().len(), 2);
    let dash = store.dashboard().unwrap();
    assert_eq!(dash.cycles.len(), 1);
    assert_eq!(dash.cycles[0].0, "suite.epd");
    assert_eq!(dash.cycles[0].1[0].seconds(), Some(400));
    assert_eq!(dash.cycles[0].1[1].seconds(), None);
}

/// The store a killed child records attempts in (set for the child only).
const CHILD_STORE: &str = "ROOKERY_TEST_ATTEMPT_STORE";

#[test]
#[cfg(unix)]
fn a_kill_during_attempts_loses_at_most_the_one_under_way() {
    use std::io::BufRead;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("puzzles.sqlite");
    let mut store = PuzzleStore::open(&path).unwrap();
    let csv = "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,\
               OpeningTags\na,r5k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1,a8a2 d1d8,1500,80,90,100,\
               mate,,\n";
    store
        .import_rows(&mut csv.as_bytes(), &Progress::default())
        .unwrap();
    drop(store);
    // This test binary again, running only the child below, killed once
    // it has said its fortieth attempt is recorded.
    let mut child = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "puzzle_store::records_attempts_until_killed",
            "--exact",
            "--ignored",
            "--nocapture",
        ])
        .env(CHILD_STORE, &path)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let said = std::io::BufReader::new(child.stdout.take().unwrap())
        .lines()
        .map(Result::unwrap)
        .find(|line| line == "recorded 40");
    assert_eq!(said.as_deref(), Some("recorded 40"));
    child.kill().unwrap();
    child.wait().unwrap();
    let store = PuzzleStore::open(&path).unwrap();
    assert!(store.integrity_ok().unwrap());
    let dashboard = store.dashboard().unwrap();
    // Every attempt said to be recorded is kept, with the rating it left:
    // the player's rating is the last attempt's.
    assert!(dashboard.played >= 40, "{}", dashboard.played);
    assert_eq!(dashboard.ratings.len(), dashboard.played as usize);
    let last = dashboard.ratings.last().unwrap().1;
    assert_eq!(store.rating().unwrap().rating, last);
    // Attempt n (from 0) was solved when n is even.
    assert_eq!(dashboard.solved, dashboard.played.div_ceil(2));
}

/// The child of the test above: records attempts until it is killed.
#[test]
#[ignore = "run by a_kill_during_attempts_loses_at_most_the_one_under_way"]
fn records_attempts_until_killed() {
    use std::io::Write;
    let path = std::env::var_os(CHILD_STORE).expect("run by the test above");
    let mut store = PuzzleStore::open(std::path::Path::new(&path)).unwrap();
    let key = store.next_by_rating(1500, None, 0).unwrap().unwrap().key;
    for n in 0..100_000 {
        store
            .record(Attempt {
                puzzle: key,
                at: n,
                solved: n % 2 == 0,
                mode: Mode::Rated,
                seconds: 1.0,
                theme: None,
            })
            .unwrap();
        let mut out = std::io::stdout().lock();
        writeln!(out, "recorded {}", n + 1).unwrap();
        out.flush().unwrap();
    }
}
