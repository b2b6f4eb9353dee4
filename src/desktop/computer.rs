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
    desktop::engine::{Engine, EngineOptions, Event, Limit, Search},
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

/// The search a level asks for at a position: `moves` from `start`.
pub fn search_for(
    level: &LevelSpec,
    id: u64,
    (start, moves, mode): (&Chess, &[Move], CastlingMode),
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
        id,
        start: start.clone(),
        moves: moves.to_vec(),
        mode,
        limit,
        lines: level.lines(varying),
        new_game: false,
        elo: level.elo(),
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

/// Waits for a search's end; `Err` with the engine's fault in words.
pub fn wait_done(engine: &Engine, id: u64, timeout: Duration) -> Result<Event, String> {
    let deadline = std::time::Instant::now() + timeout;
    loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        match engine.next_event(left) {
            Some(done @ Event::Done { search, .. }) if search == id => return Ok(done),
            Some(Event::Fault(words)) => return Err(words.english()),
            Some(_) => {}
            None => return Err("The engine did not answer in time.".to_owned()),
        }
    }
}

/// Starts the engine at `program` and waits for its handshake: the engine
/// and its name.
pub fn start_engine(program: &Path, options: EngineOptions) -> Result<(Engine, String), String> {
    let engine = Engine::start(program, options, |_| {}).map_err(|e| e.english())?;
    match engine.next_event(Duration::from_secs(10)) {
        Some(Event::Ready(name)) => Ok((engine, name)),
        Some(Event::Fault(words)) => Err(words.english()),
        _ => Err(format!(
            "{} did not answer as an engine.",
            program.display()
        )),
    }
}

/// `rookery --uci --level N`: serves `level` as a UCI engine on `input`
/// and `output`, with `program` searching. Commands: `uci`, `isready`,
/// `ucinewgame`, `position startpos|fen … [moves …]`, `go` with
/// `wtime`/`btime`/`winc`/`binc`, `movetime`, `depth` or `infinite` (the
/// level's think time), `stop` and `setoption` (taken and ignored: a
/// search ends by its limit), `quit`. Returns when the input ends or on
/// `quit`; `Err` if the engine cannot start or fails.
pub fn serve_uci(
    level: &LevelSpec,
    program: &Path,
    input: impl BufRead,
    mut output: impl Write,
) -> Result<(), String> {
    let options = EngineOptions {
        threads: 1,
        ..EngineOptions::default()
    };
    let (engine, name) = start_engine(program, options)?;
    let mut rolls = Rolls::new();
    let mut position: (Chess, Vec<Move>, bool) = (Chess::default(), Vec::new(), true);
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
                Some(read) => position = read,
                None => say(&mut output, "info string unreadable position")?,
            },
            Some("go") => {
                id += 1;
                let think = if let Some(clock) = read_go_clock(&words) {
                    Think::Clock(clock)
                } else if let Some(ms) = number_after(&words, "movetime") {
                    Think::For(Duration::from_millis(ms))
                } else if let Some(depth) = number_after(&words, "depth") {
                    Think::Depth(depth as u32)
                } else {
                    Think::For(level.think)
                };
                let (start, moves, standard) = &position;
                let search = search_for(
                    level,
                    id,
                    (start, moves, CastlingMode::Standard),
                    think,
                    *standard,
                );
                engine.search(search.clone());
                let done = wait_done(&engine, id, Duration::from_secs(3600))?;
                let varying = varies(moves.len(), *standard);
                let chosen = move_from(level, &search, &done, varying, rolls.roll());
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

fn number_after(words: &[&str], key: &str) -> Option<u64> {
    let at = words.iter().position(|w| *w == key)?;
    words.get(at + 1)?.parse().ok()
}

/// `startpos|fen F… [moves m…]`: the start, the moves, and whether the
/// start is the usual one.
fn read_position(words: &[&str]) -> Option<(Chess, Vec<Move>, bool)> {
    let moves_at = words.iter().position(|w| *w == "moves");
    let (head, tail) = match moves_at {
        Some(at) => (&words[..at], &words[at + 1..]),
        None => (words, &[][..]),
    };
    let (start, standard) = match head.first().copied() {
        Some("startpos") => (Chess::default(), true),
        Some("fen") => {
            let fen: Fen = head[1..].join(" ").parse().ok()?;
            let position: Chess = fen.into_position(CastlingMode::Standard).ok()?;
            let standard = position == Chess::default();
            (position, standard)
        }
        _ => return None,
    };
    let mut at = start.clone();
    let mut moves = Vec::new();
    for word in tail {
        let m = word.parse::<UciMove>().ok()?.to_move(&at).ok()?;
        at.play_unchecked(m);
        moves.push(m);
    }
    Some((start, moves, standard))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_command_reads_its_moves() {
        let (start, moves, standard) =
            read_position(&["startpos", "moves", "e2e4", "e7e5", "g1f3"]).unwrap();
        assert!(standard);
        assert_eq!(start, Chess::default());
        assert_eq!(moves.len(), 3);
        let (_, moves, standard) = read_position(&[
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
        assert!(!standard);
        assert_eq!(moves.len(), 1);
        assert!(read_position(&["startpos", "moves", "e2e5"]).is_none());
    }

    #[test]
    fn each_level_asks_for_its_own_search() {
        let start = Chess::default();
        let levels = crate::chess::opponent::LEVELS;
        let s = search_for(
            &levels[0],
            1,
            (&start, &[], CastlingMode::Standard),
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
            2,
            (&start, &[], CastlingMode::Standard),
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
            3,
            (&start, &[], CastlingMode::Standard),
            Think::Clock(clock),
            true,
        );
        assert_eq!((s.lines, s.elo), (5, None));
        let s = search_for(
            &levels[9],
            3,
            (&start, &[], CastlingMode::Standard),
            Think::Clock(clock),
            false,
        );
        assert_eq!(s.lines, 1);
    }
}
