//! The computer's moves from a real engine, at a level
//! ([`crate::chess::opponent`]): the search a level asks for, the move it
//! then chooses, and `rookery --uci --level N`, which serves a level as a
//! UCI engine on standard input and output so that any tournament manager
//! can measure it.

use std::{
    io::{BufRead, Write},
    path::Path,
    time::Duration,
};

use shakmaty::{CastlingMode, Chess, Move, Position, fen::Fen, uci::UciMove};

use crate::{
    chess::opponent::{GoClock, LevelSpec, Rolls, choose, read_go_clock, varies},
    desktop::engine::{Answer, Engine, EngineOptions, Event, Limit, Search},
};

/// How long the computer may think, as its caller says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Think {
    /// On the clocks.
    Clock(GoClock),
    /// For this long (an untimed game: the level's think time).
    For(Duration),
    /// To this depth (a tournament manager's `go depth`).
    Depth(u32),
}

/// The search a level asks for at a position: `moves` from `start` (its
/// number is the caller's to give: `Search { id, ..search_for(…) }`).
pub fn search_for(
    level: &LevelSpec,
    start: &Chess,
    moves: &[Move],
    mode: CastlingMode,
    think: Think,
    from_standard_start: bool,
) -> Search {
    let varying = varies(moves.len(), from_standard_start);
    let turn = {
        let mut p = start.clone();
        for m in moves {
            p.play_unchecked(*m);
        }
        p.turn()
    };
    let limit = match (level.depth(), think) {
        (Some(depth), Think::Clock(clock)) => {
            Limit::DepthWithin(depth, clock.share(turn, level.think).as_millis() as u64)
        }
        (Some(depth), Think::For(time)) => Limit::DepthWithin(depth, time.as_millis() as u64),
        (Some(depth), Think::Depth(asked)) => Limit::Depth(depth.min(asked)),
        (None, Think::Clock(clock)) => Limit::Clock(clock),
        (None, Think::For(time)) => Limit::MoveTime(time.as_millis() as u64),
        (None, Think::Depth(asked)) => Limit::Depth(asked),
    };
    Search {
        lines: level.lines(varying),
        elo: level.elo(),
        ..Search::new(start.clone(), moves.to_vec(), mode, limit)
    }
}

/// The move the level plays from what a search gave (`Event::Done`),
/// `varying` its opening ([`varies`]).
pub fn move_from(
    level: &LevelSpec,
    search: &Search,
    done: &Event,
    varying: bool,
    roll: f64,
) -> Option<Move> {
    let Event::Done { lines, best, .. } = done else {
        return None;
    };
    let position = search.position();
    choose(level, lines, *best, position.turn(), varying, roll)
        .or(*best)
        .or_else(|| position.legal_moves().first().copied())
}

/// `rookery --uci --level N`: serves `level` as a UCI engine on `input`
/// and `output`, with `program` searching and `rolls` drawing the level's
/// choices. Commands: `uci`, `isready`, `ucinewgame`, `position
/// startpos|fen … [moves …]`, `go` with `wtime`/`btime`/`winc`/`binc`,
/// `movetime`, `depth` or `infinite` (the level's think time), `stop` and
/// `setoption` (taken and ignored: a search ends by its limit), `quit`.
/// Each `bestmove` follows an `info depth … score … pv …` of the line the
/// level chose, so a tournament manager shows its evaluation.
///
/// A `position` whose moves cannot all be played stops at the first that
/// cannot, as Stockfish does, and says so in an `info string`; one whose
/// start cannot be read leaves no position, and `go` answers `bestmove
/// 0000` after an `info string`, never a move of another position.
/// Returns when the input ends or on `quit`; `Err` if the engine cannot
/// start or fails.
pub fn serve_uci(
    level: &LevelSpec,
    program: &Path,
    input: impl BufRead,
    mut output: impl Write,
    rolls: &mut Rolls,
) -> Result<(), String> {
    let options = EngineOptions {
        threads: 1,
        ..EngineOptions::default()
    };
    let (engine, name) = Engine::ready(program, options).map_err(|e| e.english())?;
    let mut position: Option<Served> = Some(Served::standard());
    let mut id = 0;
    let say = |output: &mut dyn Write, text: &str| -> Result<(), String> {
        writeln!(output, "{text}")
            .and_then(|()| output.flush())
            .map_err(|e| format!("Could not write: {e}"))
    };
    for line in input.lines() {
        let line = line.map_err(|e| format!("Could not read: {e}"))?;
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            Some("uci") => {
                say(
                    &mut output,
                    &format!("id name Rookery level {} ({name})", level.number),
                )?;
                say(&mut output, "id author the Rookery developers")?;
                say(&mut output, "uciok")?;
            }
            Some("isready") => say(&mut output, "readyok")?,
            Some("position") => match read_position(&words[1..]) {
                Ok((served, skipped)) => {
                    if let Some(skipped) = skipped {
                        say(&mut output, &format!("info string {skipped}"))?;
                    }
                    position = Some(served);
                }
                Err(why) => {
                    say(&mut output, &format!("info string {why}"))?;
                    position = None;
                }
            },
            Some("go") => {
                let Some(served) = &position else {
                    say(&mut output, "info string no position to search")?;
                    say(&mut output, "bestmove 0000")?;
                    continue;
                };
                id += 1;
                let (chosen, info) = choose_served(level, &engine, id, served, &words, rolls)?;
                if let Some(info) = info {
                    say(&mut output, &info)?;
                }
                let uci = chosen.map_or("0000".to_owned(), |m| {
                    m.to_uci(CastlingMode::Standard).to_string()
                });
                say(&mut output, &format!("bestmove {uci}"))?;
            }
            Some("quit") => break,
            _ => {}
        }
    }
    engine.quit();
    Ok(())
}

/// The position a `position` command set.
#[derive(Debug, Clone, PartialEq)]
struct Served {
    start: Chess,
    moves: Vec<Move>,
    /// Whether the start is the usual one (the level varies its openings).
    standard: bool,
}

impl Served {
    fn standard() -> Served {
        Served {
            start: Chess::default(),
            moves: Vec::new(),
            standard: true,
        }
    }
}

/// Searches `served` for `go …` and chooses the level's move: the move,
/// and the `info` line of the line it begins, if the search gave one.
fn choose_served(
    level: &LevelSpec,
    engine: &Engine,
    id: u64,
    served: &Served,
    words: &[&str],
    rolls: &mut Rolls,
) -> Result<(Option<Move>, Option<String>), String> {
    let think = if let Some(clock) = read_go_clock(words) {
        Think::Clock(clock)
    } else if let Some(ms) = number_after(words, "movetime") {
        Think::For(Duration::from_millis(ms))
    } else if let Some(depth) = number_after(words, "depth") {
        Think::Depth(depth as u32)
    } else {
        Think::For(level.think)
    };
    let moves = &served.moves;
    let search = Search {
        id,
        ..search_for(
            level,
            &served.start,
            moves,
            CastlingMode::Standard,
            think,
            served.standard,
        )
    };
    engine.search(search.clone());
    let done = engine
        .wait_for(Answer::Done(id), Duration::from_secs(3600))
        .map_err(|e| e.english())?;
    let varying = varies(moves.len(), served.standard);
    let chosen = move_from(level, &search, &done, varying, rolls.roll());
    let info = match (&done, chosen) {
        (Event::Done { lines, .. }, Some(m)) => lines
            .iter()
            .find(|l| l.moves.first() == Some(&m))
            .map(|l| info_line(l, search.position().turn())),
        _ => None,
    };
    Ok((chosen, info))
}

/// A line as UCI's `info` says it: its depth, its score from the side to
/// move (`turn`), and its moves.
///
/// ```
/// use rookery::{chess::{eval::Eval, uci::{Bound, PvLine}}, desktop::computer::info_line};
/// use shakmaty::{Chess, Color, Position, uci::UciMove};
/// let start = Chess::default();
/// let e4 = UciMove::from_ascii(b"e2e4").unwrap().to_move(&start).unwrap();
/// let line = PvLine {
///     rank: 1, depth: 12, eval: Eval::Cp(-35), bound: Bound::Exact,
///     moves: vec![e4], sans: Vec::new(), wdl: None,
/// };
/// assert_eq!(info_line(&line, Color::Black), "info depth 12 score cp 35 pv e2e4");
/// let mate = PvLine { eval: Eval::Mate(2), ..line };
/// assert_eq!(info_line(&mate, Color::White), "info depth 12 score mate 2 pv e2e4");
/// ```
pub fn info_line(line: &crate::chess::uci::PvLine, turn: shakmaty::Color) -> String {
    let score = match crate::chess::eval::Eval::from_mover(line.eval, turn) {
        crate::chess::eval::Eval::Cp(cp) => format!("cp {cp}"),
        crate::chess::eval::Eval::Mate(n) => format!("mate {n}"),
    };
    let moves: Vec<String> = line
        .moves
        .iter()
        .map(|m| m.to_uci(CastlingMode::Standard).to_string())
        .collect();
    format!(
        "info depth {} score {score} pv {}",
        line.depth,
        moves.join(" ")
    )
}

fn number_after(words: &[&str], key: &str) -> Option<u64> {
    let at = words.iter().position(|w| *w == key)?;
    words.get(at + 1)?.parse().ok()
}

/// `startpos|fen F… [moves m…]`: the position, played up to the first move
/// that cannot be played there, with the words for that move if one could
/// not; `Err` with words when the start cannot be read.
fn read_position(words: &[&str]) -> Result<(Served, Option<String>), String> {
    let moves_at = words.iter().position(|w| *w == "moves");
    let (head, tail) = match moves_at {
        Some(at) => (&words[..at], &words[at + 1..]),
        None => (words, &[][..]),
    };
    let (start, standard) = match head.first().copied() {
        Some("startpos") => (Chess::default(), true),
        Some("fen") => {
            let text = head[1..].join(" ");
            let fen: Fen = text
                .parse()
                .map_err(|e| format!("unreadable position: the FEN {text} ({e})"))?;
            let position: Chess = fen
                .into_position(CastlingMode::Standard)
                .map_err(|e| format!("unreadable position: the FEN {text} ({e})"))?;
            let standard = position == Chess::default();
            (position, standard)
        }
        _ => return Err("unreadable position: startpos or fen expected".to_owned()),
    };
    let mut at = start.clone();
    let mut moves = Vec::new();
    let mut skipped = None;
    for word in tail {
        let Some(m) = word
            .parse::<UciMove>()
            .ok()
            .and_then(|u| u.to_move(&at).ok())
        else {
            skipped = Some(format!(
                "the move {word} cannot be played after {} moves: the position stops before it",
                moves.len()
            ));
            break;
        };
        at.play_unchecked(m);
        moves.push(m);
    }
    let served = Served {
        start,
        moves,
        standard,
    };
    Ok((served, skipped))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_command_reads_its_moves() {
        let (served, skipped) =
            read_position(&["startpos", "moves", "e2e4", "e7e5", "g1f3"]).unwrap();
        assert!(served.standard);
        assert_eq!(served.start, Chess::default());
        assert_eq!(served.moves.len(), 3);
        assert_eq!(skipped, None);
        let (served, _) = read_position(&[
            "fen",
            "8/8/8/8/8/4k3/8/R3K3",
            "w",
            "Q",
            "-",
            "0",
            "1",
            "moves",
            "a1a3",
        ])
        .unwrap();
        assert!(!served.standard);
        assert_eq!(served.moves.len(), 1);
        // A move that cannot be played: the position stops before it, as
        // Stockfish's does, and the rest is not read.
        let (served, skipped) =
            read_position(&["startpos", "moves", "e2e4", "e2e5", "e7e5"]).unwrap();
        assert_eq!(served.moves.len(), 1);
        assert_eq!(
            skipped.as_deref(),
            Some("the move e2e5 cannot be played after 1 moves: the position stops before it")
        );
        // A start that cannot be read sets no position at all.
        assert_eq!(
            read_position(&["fen", "8/8/8", "w", "-", "-", "0", "1"]),
            Err(
                "unreadable position: the FEN 8/8/8 w - - 0 1 (invalid board part in fen)"
                    .to_owned()
            )
        );
        assert_eq!(
            read_position(&["start"]),
            Err("unreadable position: startpos or fen expected".to_owned())
        );
    }

    #[test]
    fn each_level_asks_for_its_own_search() {
        let start = Chess::default();
        let levels = crate::chess::opponent::LEVELS;
        let s = search_for(
            &levels[0],
            &start,
            &[],
            CastlingMode::Standard,
            Think::For(Duration::from_millis(800)),
            true,
        );
        assert_eq!(s.limit, Limit::DepthWithin(1, 800));
        assert_eq!((s.lines, s.elo), (20, None));
        let clock = GoClock {
            time: shakmaty::ByColor::new_with(|_| Duration::from_secs(60)),
            increment: shakmaty::ByColor::new_with(|_| Duration::from_secs(1)),
        };
        let s = search_for(
            &levels[6],
            &start,
            &[],
            CastlingMode::Standard,
            Think::Clock(clock),
            true,
        );
        assert_eq!(
            (s.limit, s.lines, s.elo),
            (Limit::Clock(clock), 1, Some(1700))
        );
        // Full strength varies its first moves only.
        let s = search_for(
            &levels[9],
            &start,
            &[],
            CastlingMode::Standard,
            Think::Clock(clock),
            true,
        );
        assert_eq!((s.lines, s.elo), (5, None));
        let s = search_for(
            &levels[9],
            &start,
            &[],
            CastlingMode::Standard,
            Think::Clock(clock),
            false,
        );
        assert_eq!(s.lines, 1);
    }
}
