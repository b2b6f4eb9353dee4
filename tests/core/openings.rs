//! Opening names: the deepest named position of a line within 40 plies,
//! found by position (transpositions too), not by move list.

use rookery::{
    chess::game::{RepetitionKey, ViewCursor},
    chess::openings::{of_keys, of_line},
    chess::pgn::read_str,
};

/// The opening a line of moves reaches, as the panel names it.
fn name(moves: &str) -> Option<String> {
    let games = read_str(&format!("{moves} *"));
    let game = &games[0].game;
    assert!(games[0].error.is_none(), "{moves}: {:?}", games[0].error);
    of_line(game, &ViewCursor::LATEST).map(|o| o.to_string())
}

#[test]
fn lines_are_named_by_the_deepest_named_position() {
    let najdorf = "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6";
    let cases = [
        ("1. e4", Some("B00 King's Pawn Game")),
        (najdorf, Some("B90 Sicilian Defense: Najdorf Variation")),
        // Past the table's depth the name stays.
        (
            "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Qd2 h6 7. Qd1 h5",
            Some("B90 Sicilian Defense: Najdorf Variation"),
        ),
        // A transposition: 1.Nf3 d5 2.d4 is the position of 1.d4 d5 2.Nf3.
        (
            "1. Nf3 d5 2. d4",
            Some("D02 Queen's Pawn Game: Zukertort Variation"),
        ),
        ("", None),
    ];
    for (moves, expected) in cases {
        assert_eq!(name(moves).as_deref(), expected, "{moves}");
    }
    // Only the first 40 plies count: ten rounds of knights out and back
    // (40 plies), then 1.e4's position at ply 41 is not looked at.
    let shuffle = (1..=10)
        .map(|i| format!("{}. Nf3 Nf6 {}. Ng1 Ng8", 2 * i - 1, 2 * i))
        .collect::<Vec<_>>()
        .join(" ");
    assert_eq!(
        name(&format!("{shuffle} 21. e4")).as_deref(),
        Some("A05 Zukertort Opening")
    );
    // A game from another position has no name from the table.
    let games = read_str("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 *");
    assert_eq!(of_line(&games[0].game, &ViewCursor::LATEST), None);
    // The viewed position's line, not the game's end.
    let games = read_str(&format!("{najdorf} *"));
    assert_eq!(
        of_line(&games[0].game, &ViewCursor::at(1, 10)).map(|o| o.eco),
        Some("B00")
    );
    assert_eq!(of_keys(std::iter::empty::<RepetitionKey>()), None);
}
