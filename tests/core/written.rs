//! Every kind of file Rookery writes keeps its games one blank line apart,
//! as the PGN standard's export format says, so that other programs read
//! each game with its own tags. Rookery's lenient reader would read glued
//! games too, so each output's text is looked at, and pgn-reader's plain
//! visitor (no leniency of Rookery's) reads it back.

use std::ops::ControlFlow;

use pgn_reader::{Outcome, RawTag, Reader, SanPlus, Skip, Visitor};
use rookery::{
    chess::pgn::{games_to_pgn, read_str},
    desktop::{files::splice_game, game_file},
};

/// One game as pgn-reader's visitor saw it: its White tag, its moves, its
/// result.
#[derive(Debug, PartialEq, Eq)]
pub struct Seen {
    pub white: String,
    pub moves: usize,
    pub outcome: String,
}

struct Strict;

impl Visitor for Strict {
    type Tags = String;
    type Movetext = (String, usize, String);
    type Output = Seen;

    fn begin_tags(&mut self) -> ControlFlow<Seen, String> {
        ControlFlow::Continue(String::new())
    }
    fn tag(&mut self, white: &mut String, name: &[u8], value: RawTag<'_>) -> ControlFlow<Seen> {
        if name == b"White" {
            *white = value.decode_utf8_lossy().into_owned();
        }
        ControlFlow::Continue(())
    }
    fn begin_movetext(&mut self, white: String) -> ControlFlow<Seen, Self::Movetext> {
        ControlFlow::Continue((white, 0, String::new()))
    }
    fn san(&mut self, m: &mut Self::Movetext, _: SanPlus) -> ControlFlow<Seen> {
        m.1 += 1;
        ControlFlow::Continue(())
    }
    fn begin_variation(&mut self, _: &mut Self::Movetext) -> ControlFlow<Seen, Skip> {
        ControlFlow::Continue(Skip(true))
    }
    fn outcome(&mut self, m: &mut Self::Movetext, outcome: Outcome) -> ControlFlow<Seen> {
        m.2 = outcome.to_string();
        ControlFlow::Continue(())
    }
    fn end_game(&mut self, (white, moves, outcome): Self::Movetext) -> Seen {
        Seen {
            white,
            moves,
            outcome,
        }
    }
}

/// The games of `text` as pgn-reader reads them.
pub fn strict_read(text: &str) -> Vec<Seen> {
    let mut reader = Reader::new(text.as_bytes());
    let mut out = Vec::new();
    while let Some(seen) = reader.read_game(&mut Strict).unwrap() {
        out.push(seen);
    }
    out
}

/// Each game after the first starts after exactly one blank line.
pub fn one_blank_line_apart(text: &str, games: usize) {
    assert_eq!(text.matches("\n\n[Event ").count(), games - 1, "{text}");
    assert!(!text.contains("\n\n\n"), "{text}");
    for result in ["1-0", "0-1", "1/2-1/2", "*"] {
        assert!(!text.contains(&format!("{result}\n[")), "{text}");
    }
}

fn seen(white: &str, moves: usize, outcome: &str) -> Seen {
    Seen {
        white: white.to_owned(),
        moves,
        outcome: outcome.to_owned(),
    }
}

const A: &str = "[Event \"a\"]\n[White \"A\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
const B: &str = "[Event \"b\"]\n[White \"B\"]\n[Result \"1-0\"]\n\n1. e4 { x } e5 1-0\n";
const C: &str = "[Event \"c\"]\n[White \"C\"]\n[Result \"*\"]\n\n1. d4 *\n";

#[test]
fn every_writer_of_several_games_puts_one_blank_line_between_them() {
    let expected = [seen("A", 4, "0-1"), seen("B", 2, "1-0"), seen("C", 1, "*")];

    // Export of several games (the game list's "Copy to" and the clipboard).
    let games = read_str(&format!("{A}\n{B}\n{C}"));
    let exported = games_to_pgn(&games);
    one_blank_line_apart(&exported, 3);
    assert_eq!(strict_read(&exported).len(), 3);
    assert_eq!(strict_read(&exported)[0], seen("A", 4, "0-1"));

    // Appending (Add the game, Append a file) to a file that ends with no
    // newline, with one, and with several.
    for file in [A.trim_end(), A, &format!("{A}\n\n\n")] {
        let bytes = game_file::appended(
            &game_file::appended(file.as_bytes(), B.as_bytes()),
            C.as_bytes(),
        );
        let text = String::from_utf8(bytes).unwrap();
        // The file's own blank lines are its bytes, kept as they are.
        if !file.ends_with("\n\n") {
            one_blank_line_apart(&text, 3);
        }
        assert_eq!(strict_read(&text), expected);
    }

    // Games picked out of a file (Copy … to), and a file without one.
    let file = format!("{A}\n{B}\n{C}");
    let ranges = [
        0..A.len() as u64,
        (A.len() + 1 + B.len() + 1) as u64..file.len() as u64,
    ];
    let picked = String::from_utf8(game_file::games_at(file.as_bytes(), &ranges)).unwrap();
    one_blank_line_apart(&picked, 2);
    assert_eq!(
        strict_read(&picked),
        [seen("A", 4, "0-1"), seen("C", 1, "*")]
    );
    let left = String::from_utf8(game_file::without(file.as_bytes(), &ranges[..1])).unwrap();
    one_blank_line_apart(&left, 2);
    assert_eq!(strict_read(&left), [seen("B", 2, "1-0"), seen("C", 1, "*")]);

    // A game saved back into its file, between the others.
    let b2 = "[Event \"b\"]\n[White \"B2\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n";
    let glued = format!("{A}{B}{C}");
    for file in [&file, &glued] {
        let at = file.find("[Event \"b\"]").unwrap() as u64;
        let end = at + B.len() as u64;
        let text = String::from_utf8(splice_game(file.as_bytes(), at..end, b2)).unwrap();
        one_blank_line_apart(&text, 3);
        assert_eq!(
            strict_read(&text),
            [seen("A", 4, "0-1"), seen("B2", 3, "*"), seen("C", 1, "*")]
        );
    }
}
