//! Which side can still checkmate? Reads FEN lines on stdin (optionally
//! followed by `white` or `black`) and prints, per line,
//! `<fen> white=<yes|no|unknown> black=<yes|no|unknown> us=<micros>` using the
//! full search, or the quick test with `--quick`. Lines in the test vector's
//! format (two class characters, a space, the FEN) are checked against
//! their class, and a summary is printed at the end:
//!
//! `cargo run --release --example unwinnable [-- --quick] < FILE`

use std::{
    io::{self, BufRead},
    time::Instant,
};

use rookery::chess::game::dead::{FULL_BUDGET, Mateability, full, full_both, quick};
use shakmaty::{CastlingMode, Chess, Color, FromSetup, Position, fen::Fen};

fn word(m: &Mateability) -> &'static str {
    match m {
        Mateability::Yes(_) => "yes",
        Mateability::No => "no",
        Mateability::Unknown => "unknown",
    }
}

/// A position from a FEN; test positions with more material than a game
/// can have, or an impossible check, are taken as they are.
fn position(fen: &str) -> Option<Chess> {
    let fen: Fen = fen.trim().parse().ok()?;
    let setup = fen.into_setup();
    for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
        match Chess::from_setup(setup.clone(), mode) {
            Ok(pos) => return Some(pos),
            Err(e) => {
                if let Ok(pos) = e.ignore_too_much_material() {
                    return Some(pos);
                }
            }
        }
    }
    None
}

/// A line of a test vector: its class ("W-", "WB", "-B", "--"), its FEN,
/// and the one side asked about, if only one.
fn parse_line(line: &str) -> (Option<&str>, &str, Option<Color>) {
    // The vector's format: "W- fen", "WB fen", "-B fen", "-- fen".
    let class = line.split_once(' ').and_then(|(c, rest)| {
        (c.len() == 2 && c.chars().all(|ch| "WB-".contains(ch))).then_some((c, rest))
    });
    let (class, rest) = match class {
        Some((c, rest)) => (Some(c), rest),
        None => (None, line),
    };
    let (fen, only) = match rest.rsplit_once(' ') {
        Some((f, "white")) => (f, Some(Color::White)),
        Some((f, "black")) => (f, Some(Color::Black)),
        _ => (rest, None),
    };
    // A trailing word that is not part of the FEN (a game id) is
    // ignored.
    let fen = match (position(fen), fen.rsplit_once(' ')) {
        (None, Some((head, _))) if position(head).is_some() => head,
        _ => fen,
    };
    (class, fen, only)
}

/// Each side's answer: by the quick test only, or in full (both sides in
/// one pass over the reachable positions).
fn answers(pos: &Chess, only: Option<Color>, quick_only: bool) -> Vec<(Color, Mateability)> {
    let mut answers = Vec::new();
    if quick_only {
        for side in Color::ALL {
            if only.is_none_or(|o| o == side) {
                answers.push((side, quick(pos, side)));
            }
        }
    } else if let Some(side) = only {
        answers.push((side, full(pos, side, FULL_BUDGET)));
    } else {
        // Both sides in one pass over the reachable positions.
        let shakmaty::ByColor { white, black } = full_both(pos, FULL_BUDGET);
        answers.push((Color::White, white));
        answers.push((Color::Black, black));
    }
    answers
}

fn main() {
    let quick_only = std::env::args().any(|a| a == "--quick");
    let (mut unsound, mut cannot, mut proved, mut proved_quick, mut lines) = (0, 0, 0, 0, 0);
    let (mut total_us, mut worst_us) = (0u128, 0u128);
    // For a file of timeouts: the side not to move still had time.
    let mut waiting_side_cannot = 0;
    for line in io::stdin().lock().lines().map_while(Result::ok) {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (class, fen, only) = parse_line(line);
        let Some(pos) = position(fen) else {
            println!("{fen} error=illegal-fen");
            continue;
        };
        lines += 1;
        let start = Instant::now();
        let answers = answers(&pos, only, quick_only);
        let us = start.elapsed().as_micros();
        if answers
            .iter()
            .any(|(side, a)| *side != pos.turn() && a.is_no())
        {
            waiting_side_cannot += 1;
        }
        total_us += us;
        worst_us = worst_us.max(us);
        let shown: Vec<String> = answers
            .iter()
            .map(|(side, a)| format!("{}={}", side.fold_wb("white", "black"), word(a)))
            .collect();
        println!("{fen} {} us={us}", shown.join(" "));
        if let Some(class) = class {
            let bytes = class.as_bytes();
            for (side, answer) in &answers {
                let can = side.fold_wb(bytes[0] == b'W', bytes[1] == b'B');
                if can && answer.is_no() {
                    unsound += 1;
                    eprintln!(
                        "UNSOUND: {} can mate in {fen}",
                        side.fold_wb("White", "Black")
                    );
                }
                if !can {
                    cannot += 1;
                    if answer.is_no() {
                        proved += 1;
                        if quick(&pos, *side).is_no() {
                            proved_quick += 1;
                        }
                    }
                }
            }
        }
    }
    if cannot > 0 {
        println!(
            "summary: positions={lines} unsound={unsound} cannot_mate_sides={cannot} \
             proved={proved} ({:.1} %) by_quick_test={proved_quick} avg_us={} worst_us={worst_us}",
            100.0 * proved as f64 / cannot as f64,
            total_us / lines.max(1) as u128
        );
    } else {
        println!(
            "summary: positions={lines} avg_us={} worst_us={worst_us} \
             cannot_mate_side_not_to_move={waiting_side_cannot}",
            total_us / lines.max(1) as u128
        );
    }
}
