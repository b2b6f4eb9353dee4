//! Games made up for the explorer's tests, the same for a seed: openings
//! from a few first moves (so games meet, and transpose), then moves drawn
//! at random (captures, promotions, castling and checks come up), 10 to
//! 140 plies, with results and ratings drawn too.

use std::fmt::Write as _;

use shakmaty::{Chess, Color, Position, san::SanPlus};

/// A small xorshift: the same games for the same seed on every machine.
pub struct Draw(u64);

impl Draw {
    pub fn new(seed: u64) -> Draw {
        Draw(seed.max(1))
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// First moves, some of which transpose into each other.
const OPENINGS: [&str; 6] = [
    "e4 e5 Nf3 Nc6",
    "Nf3 Nc6 e4 e5",
    "d4 d5 c4 e6",
    "c4 e6 d4 d5",
    "e4 c5 Nf3 d6",
    "d4 Nf6 c4 g6",
];

/// `count` games as PGN text.
pub fn games(seed: u64, count: usize) -> String {
    let mut draw = Draw::new(seed);
    let mut text = String::new();
    for number in 1..=count {
        let result = ["1-0", "0-1", "1/2-1/2", "*"][draw.below(4)];
        writeln!(text, "[Event \"Made up {number}\"]").unwrap();
        writeln!(text, "[White \"W{}\"]", draw.below(20)).unwrap();
        writeln!(text, "[Black \"B{}\"]", draw.below(20)).unwrap();
        writeln!(text, "[Result \"{result}\"]").unwrap();
        if draw.below(3) > 0 {
            writeln!(text, "[WhiteElo \"{}\"]", 1800 + draw.below(900)).unwrap();
            writeln!(text, "[BlackElo \"{}\"]", 1800 + draw.below(900)).unwrap();
        }
        text.push('\n');
        let mut position = Chess::default();
        let mut words = Vec::new();
        let opening = OPENINGS[draw.below(OPENINGS.len())];
        let length = 10 + draw.below(131);
        for ply in 0..length {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let from_book = opening.split_whitespace().nth(ply).and_then(|w| {
                w.parse::<shakmaty::san::San>()
                    .ok()?
                    .to_move(&position)
                    .ok()
            });
            // Captures now and then, so material goes as in real games.
            let captures: Vec<_> = moves.iter().filter(|m| m.is_capture()).collect();
            let m = match from_book {
                Some(m) if draw.below(8) > 0 => m,
                _ if !captures.is_empty() && draw.below(3) == 0 => {
                    *captures[draw.below(captures.len())]
                }
                _ => moves[draw.below(moves.len())],
            };
            let san = SanPlus::from_move_and_play_unchecked(&mut position, m);
            if position.turn() == Color::Black {
                words.push(format!("{}. {san}", ply / 2 + 1));
            } else {
                words.push(san.to_string());
            }
        }
        words.push(result.to_owned());
        for line in words.chunks(12) {
            text.push_str(&line.join(" "));
            text.push('\n');
        }
        text.push('\n');
    }
    text
}
