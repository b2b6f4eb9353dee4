//! A repertoire's schedule in the store: kept per card (its position),
//! surviving an edit of the file; each review's memory from FSRS.

use rookery::{
    chess::repertoire::{
        Repertoire,
        memory::{DAY, Grade, Memory, Stage},
    },
    desktop::puzzle_store::{Known, PuzzleStore, Synced},
};
use shakmaty::Color;

use crate::repertoire::fixture;

/// A repertoire's cards as the store takes them: key and line.
fn rows(repertoire: &Repertoire) -> Vec<(String, String)> {
    repertoire
        .cards()
        .map(|card| {
            let line: Vec<String> = card.line.iter().map(ToString::to_string).collect();
            (card.key.clone(), line.join(" "))
        })
        .collect()
}

#[test]
fn a_card_keeps_its_history_through_an_edit_of_the_file() {
    let mut store = PuzzleStore::in_memory().unwrap();
    let id = store.repertoire_id("white.pgn", Color::White).unwrap();
    assert_eq!(store.repertoire_id("white.pgn", Color::White).unwrap(), id);
    let before = Repertoire::from_pgn(&fixture("white.pgn"), None).unwrap();
    assert_eq!(
        store.sync_cards(id, &rows(&before)).unwrap(),
        Synced {
            kept: 0,
            added: 9,
            dropped: 0
        }
    );
    let e5 = before.cards().nth(1).unwrap().key.clone();
    let now = 1_800_000_000;
    let reviewed = store
        .review_card(id, &e5, Grade::Good, now)
        .unwrap()
        .unwrap();
    assert_eq!(reviewed, Memory::NEW.after(Grade::Good, now));
    // The edit: 3.Bc4 and the second chapter gone, 1...c6 2.d4 added.
    let edited = "[Repertoire \"White\"]\n\n1. e4 e5 (1... c5 2. Nf3 d6 (2... Nc6 3. d4) \
                  (2... g6) 3. d4) (1... e6 2. d4) (1... c6 2. d4) 2. Nf3 Nc6 3. Bb5 *\n";
    let after = Repertoire::from_pgn(edited, None).unwrap();
    assert_eq!(
        store.sync_cards(id, &rows(&after)).unwrap(),
        Synced {
            kept: 7,
            added: 1,
            dropped: 2
        }
    );
    assert_eq!(store.card_memory(id, &e5).unwrap(), Some(reviewed));
    let c6 = after
        .cards()
        .find(|c| c.moves() == ["d4"] && c.line.len() == 2);
    let c6 = c6.unwrap().key.clone();
    assert_eq!(store.card_memory(id, &c6).unwrap(), Some(Memory::NEW));
    // The second chapter's 1.d4 e6 is gone, and with it its history.
    let dropped = before.cards().nth(7).unwrap().key.clone();
    assert_eq!(store.card_memory(id, &dropped).unwrap(), None);
    assert_eq!(
        store.review_card(id, &dropped, Grade::Good, now).unwrap(),
        None
    );
    // The same file as Black is another repertoire.
    assert_ne!(store.repertoire_id("white.pgn", Color::Black).unwrap(), id);
}

#[test]
fn progress_counts_new_due_learned_and_lapsed_cards_by_line() {
    let mut store = PuzzleStore::in_memory().unwrap();
    let id = store.repertoire_id("black.pgn", Color::Black).unwrap();
    let repertoire = Repertoire::from_pgn(&fixture("black.pgn"), None).unwrap();
    store.sync_cards(id, &rows(&repertoire)).unwrap();
    let keys: Vec<String> = repertoire.cards().map(|c| c.key.clone()).collect();
    let now = 1_800_000_000;
    // Card 0 learnt (Easy: in review, due in 15 days); card 1 learnt, then
    // forgotten when due (relearning, due again in minutes); card 2
    // learning (Good: due in minutes).
    store.review_card(id, &keys[0], Grade::Easy, now).unwrap();
    store.review_card(id, &keys[1], Grade::Easy, now).unwrap();
    let later = store
        .card_memory(id, &keys[1])
        .unwrap()
        .map(|m| m.due)
        .unwrap();
    let lapsed = store
        .review_card(id, &keys[1], Grade::Again, later)
        .unwrap()
        .unwrap();
    assert_eq!(lapsed.stage, Stage::Relearning);
    store.review_card(id, &keys[2], Grade::Good, now).unwrap();
    let easy = store.card_memory(id, &keys[0]).unwrap().unwrap();
    assert_eq!(easy.scheduled_days, 15);
    // Nine days on: card 2 is due (in minutes since), cards 0 and 1 in the
    // next week (15 days after their first review).
    let known = store.known(id, now + 9 * DAY, 2).unwrap();
    assert_eq!(
        known,
        Known {
            cards: 5,
            new: 2,
            due: 1,
            due_week: 2,
            learned: 1,
            lapsed: 1,
            lines: vec![
                ("d4".into(), 1, 0),
                ("d4 Nf6".into(), 1, 0),
                ("e4".into(), 1, 1),
                ("e4 c5".into(), 2, 0),
            ],
        }
    );
    // An hour after the lapse, all three are due.
    let known = store.known(id, later + 3_600, 2).unwrap();
    assert_eq!((known.due, known.due_week), (3, 0));
}
