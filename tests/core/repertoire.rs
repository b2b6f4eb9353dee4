//! The opening repertoire: its cards (transpositions, two answers, a tag
//! for each side), its holes against a reference, the drill's choice of
//! replies and FSRS's intervals.

use rookery::chess::{
    explorer::Explorer,
    repertoire::{
        Repertoire, RepertoireError,
        drill::{Drill, Turn},
        memory::{DAY, Grade, Memory, Stage},
    },
};
use shakmaty::{Color, san::San};

pub fn fixture(name: &str) -> String {
    let path = format!(
        "{}/tests/fixtures/repertoire/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(path).unwrap()
}

/// Each card as its line and its moves.
fn cards(repertoire: &Repertoire) -> Vec<(String, String)> {
    repertoire
        .cards()
        .map(|card| {
            let line: Vec<String> = card.line.iter().map(ToString::to_string).collect();
            (line.join(" "), card.moves().join(" "))
        })
        .collect()
}

fn pairs(expected: &[(&str, &str)]) -> Vec<(String, String)> {
    expected
        .iter()
        .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
        .collect()
}

#[test]
fn a_white_repertoire_s_cards_meet_at_a_transposition() {
    let repertoire = Repertoire::from_pgn(&fixture("white.pgn"), None).unwrap();
    assert_eq!(repertoire.side, Color::White);
    // 1.d4 e6 2.e4 is 1.e4 e6 2.d4: one position, which the first
    // chapter reaches and the second goes on from (2...d5 3.Nc3).
    assert_eq!(
        cards(&repertoire),
        pairs(&[
            ("", "e4 d4"),
            ("e4 e5", "Nf3"),
            ("e4 c5", "Nf3"),
            ("e4 c5 Nf3 d6", "d4"),
            ("e4 c5 Nf3 Nc6", "d4"),
            ("e4 e6", "d4"),
            ("e4 e5 Nf3 Nc6", "Bb5 Bc4"),
            ("d4 e6", "e4"),
            ("d4 e6 e4 d5", "Nc3"),
        ])
    );
    let doubles: Vec<String> = repertoire.doubles().map(|n| n.moves().join(" ")).collect();
    assert_eq!(doubles, ["e4 d4", "Bb5 Bc4"]);
    let after_e4 = &repertoire.nodes[1];
    assert_eq!(
        after_e4.fen,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    assert_eq!(
        after_e4.key,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -"
    );
}

#[test]
fn a_black_repertoire_is_told_by_its_tag_or_chosen() {
    let text = fixture("black.pgn");
    let repertoire = Repertoire::from_pgn(&text, None).unwrap();
    assert_eq!(repertoire.side, Color::Black);
    assert_eq!(
        cards(&repertoire),
        pairs(&[
            ("e4", "c5"),
            ("e4 c5 Nf3", "d6 Nc6"),
            ("e4 c5 Nf3 d6 d4", "cxd4"),
            ("d4", "Nf6"),
            ("d4 Nf6 c4", "e6"),
        ])
    );
    // Chosen as White, the same file's cards are White's moves (the line
    // ending 2...Nc6 has none).
    let as_white = Repertoire::from_pgn(&text, Some(Color::White)).unwrap();
    assert_eq!(as_white.cards().count(), 4);
    assert_eq!(as_white.cards().next().unwrap().moves(), ["e4", "d4"]);
    // Without a tag, a side must be chosen; a file without moves is none.
    let untagged = "1. e4 e5 *\n";
    assert_eq!(
        Repertoire::from_pgn(untagged, None).unwrap_err(),
        RepertoireError::NoSide
    );
    assert_eq!(
        Repertoire::from_pgn("[Repertoire \"Black\"]\n\n*\n", None).unwrap_err(),
        RepertoireError::NoMoves
    );
    // An empty file is said to hold no move, not to lack a side.
    assert_eq!(
        Repertoire::from_pgn("", None).unwrap_err(),
        RepertoireError::NoMoves
    );
}

/// Each hole as its position's line, the reply, its games and the games
/// reaching the position.
fn holes(repertoire: &Repertoire, reference: &Explorer, share: f64) -> Vec<String> {
    repertoire
        .holes(reference, share)
        .iter()
        .map(|h| {
            let line: Vec<String> = repertoire.nodes[h.at]
                .line
                .iter()
                .map(ToString::to_string)
                .collect();
            format!("{}: {} {}/{}", line.join(" "), h.reply, h.games, h.reaching)
        })
        .collect()
}

#[test]
fn holes_are_the_reference_s_replies_left_unanswered() {
    let repertoire = Repertoire::from_pgn(&fixture("white.pgn"), None).unwrap();
    let reference = Explorer::of_bytes(fixture("reference.pgn").as_bytes()).unwrap();
    assert_eq!(reference.games(), 14);
    // 1...c6 is 1 of 13 games after 1.e4; 2...g6 is given but not
    // answered; 2...Nf6 after 1.d4 e6 2.e4 is counted with 1.e4 e6 2.d4.
    assert_eq!(
        holes(&repertoire, &reference, 5.0),
        [
            "e4: c6 1/13",
            "e4 c5 Nf3: e6 2/8",
            "e4 c5 Nf3: g6 1/8",
            "e4 e5 Nf3: Nf6 1/3",
            "e4 e6 d4: Nf6 1/2",
        ]
    );
    assert_eq!(
        holes(&repertoire, &reference, 20.0),
        [
            "e4 c5 Nf3: e6 2/8",
            "e4 e5 Nf3: Nf6 1/3",
            "e4 e6 d4: Nf6 1/2"
        ]
    );
}

#[test]
fn a_drill_plays_the_reference_s_replies_as_often_as_it_does() {
    let repertoire = Repertoire::from_pgn(&fixture("white.pgn"), None).unwrap();
    let reference = Explorer::of_bytes(fixture("reference.pgn").as_bytes()).unwrap();
    let start = repertoire.roots[0];
    let after_e4 = |roll: f64, wanted: &dyn Fn(usize) -> bool| {
        let mut drill = Drill::new(start);
        let e4 = San::from_ascii(b"e4")
            .unwrap()
            .to_move(&repertoire.nodes[start].position)
            .unwrap();
        assert_eq!(drill.turn(&repertoire), Turn::Player);
        assert!(drill.play(&repertoire, e4));
        assert_eq!(drill.turn(&repertoire), Turn::Opponent);
        drill
            .reply(&repertoire, Some(&reference), wanted, roll)
            .map(|b| b.san.to_string())
    };
    // After 1.e4 the repertoire's replies are e5, c5, e6: the reference
    // plays them 3, 8 and 1 times.
    let any = |_: usize| true;
    assert_eq!(after_e4(0.2, &any).as_deref(), Some("e5"));
    assert_eq!(after_e4(0.5, &any).as_deref(), Some("c5"));
    assert_eq!(after_e4(0.95, &any).as_deref(), Some("e6"));
    // Only the French's cards wanted: 1...e6 whatever the roll.
    let french = repertoire.find("rnbqkbnr/pppp1ppp/4p3/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -");
    let french = french.unwrap();
    let only = |at: usize| at == french;
    assert_eq!(after_e4(0.2, &only).as_deref(), Some("e6"));
    // No card wanted: no reply.
    assert_eq!(after_e4(0.2, &|_| false), None);
    // A wrong move is refused and the drill stays.
    let mut drill = Drill::new(start);
    let d3 = San::from_ascii(b"d3")
        .unwrap()
        .to_move(&repertoire.nodes[start].position)
        .unwrap();
    assert!(!drill.play(&repertoire, d3));
    assert_eq!(drill.at, start);
}

#[test]
fn fsrs_intervals_equal_the_library_s_reference_values() {
    // rs-fsrs 1.2.1's test_basic_scheduler_interval: default parameters,
    // from 2022-11-29 12:30:00 UTC, each review when due.
    use Grade::{Again, Good};
    let grades = [
        Good, Good, Good, Good, Good, Good, Again, Again, Good, Good, Good, Good, Good,
    ];
    let mut memory = Memory::NEW;
    let mut now = 1_669_725_000;
    let mut intervals = Vec::new();
    for grade in grades {
        memory = memory.after(grade, now);
        intervals.push(memory.scheduled_days);
        now = memory.due;
    }
    assert_eq!(intervals, [0, 4, 15, 48, 136, 351, 0, 0, 7, 13, 24, 43, 77]);
    assert_eq!(memory.lapses, 1);
    assert_eq!(memory.stage, Stage::Review);
    // Grades from the answer: wrong, after a hint, slow, quick.
    assert_eq!(Grade::of(false, false, 2.0), Grade::Again);
    assert_eq!(Grade::of(true, true, 2.0), Grade::Hard);
    assert_eq!(Grade::of(true, false, 12.0), Grade::Good);
    assert_eq!(Grade::of(true, false, 3.0), Grade::Easy);
    // A new card is due at once; after Easy, in days.
    assert!(Memory::NEW.is_due(0));
    let easy = Memory::NEW.after(Grade::Easy, 0);
    assert_eq!(easy.stage, Stage::Review);
    assert_eq!(easy.due, easy.scheduled_days * DAY);
    assert!(!easy.is_due(DAY - 1));
}
