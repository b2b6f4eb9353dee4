//! What a UCI engine prints, read line by line, and its lines of play
//! turned into moves and SAN through `shakmaty::uci`.
//!
//! Written here rather than taken from `shakmaty-uci` 0.2 (which shares
//! shakmaty 0.30): its `info` reader refuses a whole line over one field it
//! does not know (Stockfish's `wdl`, an engine's own extensions), and a
//! line refused is a search whose depth and score never show. This reader
//! takes the fields Rookery shows and steps over any other, keeping what it
//! read of a line an engine garbled.

use std::fmt::Write as _;

use shakmaty::{
    CastlingMode, Chess, Move, Position,
    san::{San, SanPlus},
    uci::UciMove,
};

use super::eval::Eval;

/// One line an engine printed, as far as Rookery cares.
#[derive(Debug, Clone, PartialEq)]
pub enum EngineLine {
    /// `id name …`: the engine's name.
    Name(String),
    /// `uciok`: it speaks UCI and has listed its options.
    UciOk,
    /// `readyok`.
    ReadyOk,
    /// `bestmove …`: the search ended (`None`: no move, `(none)` or a
    /// position already over).
    BestMove(Option<String>),
    /// `info …`.
    Info(Info),
    /// `option name … type spin … min … max …`: an option the engine has,
    /// with its range if it is a number.
    Option {
        /// Its name (`UCI_Elo`, `Skill Level`).
        name: String,
        /// Its least value, for a spin.
        min: Option<i64>,
        /// Its greatest value, for a spin.
        max: Option<i64>,
    },
    /// Anything else (`option …`, `id author …`, a banner, noise).
    Other,
}

/// Whether a score is exact or only a bound (the search failed high or low
/// and will look again).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Bound {
    /// The score.
    #[default]
    Exact,
    /// At least this (`lowerbound`).
    Lower,
    /// At most this (`upperbound`).
    Upper,
}

/// The fields of an `info` line Rookery reads; every one is optional.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Info {
    /// `depth`.
    pub depth: Option<u32>,
    /// `multipv`: which of the best lines (1 the best).
    pub multipv: Option<u32>,
    /// `score cp …` or `score mate …`, from the side to move.
    pub score: Option<Eval>,
    /// Whether the score is exact.
    pub bound: Bound,
    /// `nodes`.
    pub nodes: Option<u64>,
    /// `nps`.
    pub nps: Option<u64>,
    /// `time`, in milliseconds.
    pub time_ms: Option<u64>,
    /// `pv`: the line, as UCI moves.
    pub pv: Vec<String>,
    /// `string …`: words the engine says.
    pub string: Option<String>,
    /// `wdl W D L`: the side to move's chances of a win, a draw and a loss,
    /// per mille (engines that have `UCI_ShowWDL`).
    pub wdl: Option<[u32; 3]>,
}

/// Words of an `info` line that take a value Rookery does not read (so the
/// value is not mistaken for a field name).
fn skipped_values(key: &str) -> usize {
    match key {
        "seldepth" | "hashfull" | "tbhits" | "cpuload" | "currmove" | "currmovenumber"
        | "sbhits" => 1,
        "wdl" => 3,
        _ => 0,
    }
}

/// Reads one line an engine printed.
///
/// ```
/// use rookery::chess::eval::Eval;
/// use rookery::chess::uci::{EngineLine, read_line};
///
/// let line = "info depth 12 seldepth 15 multipv 2 score cp -31 wdl 20 900 80 \
///             nodes 5000 nps 250000 time 20 pv e7e5 g1f3";
/// let EngineLine::Info(info) = read_line(line) else { panic!() };
/// assert_eq!(info.depth, Some(12));
/// assert_eq!(info.multipv, Some(2));
/// assert_eq!(info.score, Some(Eval::Cp(-31)));
/// assert_eq!(info.nps, Some(250_000));
/// assert_eq!(info.wdl, Some([20, 900, 80]));
/// assert_eq!(info.pv, ["e7e5", "g1f3"]);
/// assert_eq!(read_line("bestmove e2e4 ponder e7e5"), EngineLine::BestMove(Some("e2e4".into())));
/// ```
pub fn read_line(line: &str) -> EngineLine {
    let mut words = line.split_whitespace();
    match words.next() {
        Some("id") => match words.next() {
            Some("name") => EngineLine::Name(words.collect::<Vec<_>>().join(" ")),
            _ => EngineLine::Other,
        },
        Some("uciok") => EngineLine::UciOk,
        Some("readyok") => EngineLine::ReadyOk,
        Some("bestmove") => EngineLine::BestMove(
            words
                .next()
                .filter(|m| *m != "(none)" && *m != "0000")
                .map(str::to_owned),
        ),
        Some("info") => EngineLine::Info(read_info(words)),
        Some("option") => read_option(words),
        _ => EngineLine::Other,
    }
}

/// Reads `option name NAME type T [default D] [min A] [max B] …` (the name
/// may have spaces: it runs to `type`).
///
/// ```
/// use rookery::chess::uci::{EngineLine, read_line};
/// assert_eq!(
///     read_line("option name UCI_Elo type spin default 1350 min 1350 max 2850"),
///     EngineLine::Option { name: "UCI_Elo".into(), min: Some(1350), max: Some(2850) },
/// );
/// assert_eq!(
///     read_line("option name Skill Level type spin default 20 min 0 max 20"),
///     EngineLine::Option { name: "Skill Level".into(), min: Some(0), max: Some(20) },
/// );
/// ```
fn read_option<'a>(words: impl Iterator<Item = &'a str>) -> EngineLine {
    let words: Vec<&str> = words.collect();
    if words.first() != Some(&"name") {
        return EngineLine::Other;
    }
    let end = words
        .iter()
        .position(|w| *w == "type")
        .unwrap_or(words.len());
    let name = words[1..end].join(" ");
    let value = |key: &str| {
        let at = words[end..].iter().position(|w| *w == key)?;
        words.get(end + at + 1)?.parse().ok()
    };
    EngineLine::Option {
        name,
        min: value("min"),
        max: value("max"),
    }
}

fn read_info<'a>(mut words: impl Iterator<Item = &'a str>) -> Info {
    let mut info = Info::default();
    while let Some(key) = words.next() {
        match key {
            "depth" => info.depth = words.next().and_then(|v| v.parse().ok()),
            "multipv" => info.multipv = words.next().and_then(|v| v.parse().ok()),
            "nodes" => info.nodes = words.next().and_then(|v| v.parse().ok()),
            "nps" => info.nps = words.next().and_then(|v| v.parse().ok()),
            "time" => info.time_ms = words.next().and_then(|v| v.parse().ok()),
            "score" => {
                let kind = words.next();
                let value = words.next().and_then(|v| v.parse().ok());
                info.score = match (kind, value) {
                    (Some("cp"), Some(cp)) => Some(Eval::Cp(cp)),
                    (Some("mate"), Some(n)) => Some(Eval::Mate(n)),
                    _ => None,
                };
            }
            "wdl" => {
                let mut value = || words.next().and_then(|v| v.parse::<u32>().ok());
                info.wdl = match (value(), value(), value()) {
                    (Some(w), Some(d), Some(l)) => Some([w, d, l]),
                    _ => None,
                };
            }
            "lowerbound" => info.bound = Bound::Lower,
            "upperbound" => info.bound = Bound::Upper,
            // The rest of the line is the line of play, or words.
            "pv" => info.pv = words.by_ref().map(str::to_owned).collect(),
            "string" => info.string = Some(words.by_ref().collect::<Vec<_>>().join(" ")),
            other => {
                for _ in 0..skipped_values(other) {
                    words.next();
                }
            }
        }
    }
    info
}

/// One of the engine's best lines from a position: its rank, depth, score
/// from White's side, and its moves (as far as they are legal).
#[derive(Debug, Clone, PartialEq)]
pub struct PvLine {
    /// 1 for the best line.
    pub rank: u32,
    /// The depth searched.
    pub depth: u32,
    /// The score, from White's side.
    pub eval: Eval,
    /// Whether the score is exact.
    pub bound: Bound,
    /// The moves.
    pub moves: Vec<Move>,
    /// The moves in SAN, with check signs.
    pub sans: Vec<SanPlus>,
    /// White's chances of a win, a draw and a loss, per mille, where the
    /// engine says them.
    pub wdl: Option<Wdl>,
}

/// Chances of a win, a draw and a loss, per mille, from White's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Wdl {
    /// White wins.
    pub win: u32,
    /// A draw.
    pub draw: u32,
    /// White loses.
    pub loss: u32,
}

impl Wdl {
    /// The chances an engine gives for the side to move, as White's.
    ///
    /// ```
    /// use rookery::chess::uci::Wdl;
    /// use shakmaty::Color;
    /// let black = Wdl::from_mover([600, 300, 100], Color::Black);
    /// assert_eq!((black.win, black.draw, black.loss), (100, 300, 600));
    /// assert_eq!(black.expected(), 0.25);
    /// assert_eq!(black.to_string(), "W 10.0% D 30.0% L 60.0%");
    /// ```
    pub fn from_mover([win, draw, loss]: [u32; 3], mover: shakmaty::Color) -> Wdl {
        match mover {
            shakmaty::Color::White => Wdl { win, draw, loss },
            shakmaty::Color::Black => Wdl {
                win: loss,
                draw,
                loss: win,
            },
        }
    }

    /// White's expected score, 0 to 1: a win and half a draw.
    pub fn expected(&self) -> f32 {
        let total = (self.win + self.draw + self.loss).max(1) as f32;
        (self.win as f32 + self.draw as f32 / 2.0) / total
    }
}

impl std::fmt::Display for Wdl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let pc = |n: u32| f64::from(n) / 10.0;
        write!(
            f,
            "W {:.1}% D {:.1}% L {:.1}%",
            pc(self.win),
            pc(self.draw),
            pc(self.loss)
        )
    }
}

impl PvLine {
    /// The line an `info` gives from `position`, when it has a score and
    /// at least one legal move (its moves stop at the first that is not
    /// legal: an engine's noise never becomes a move).
    pub fn from_info(position: &Chess, info: &Info) -> Option<PvLine> {
        let eval = Eval::from_mover(info.score?, position.turn());
        let mut moves = Vec::new();
        let mut sans = Vec::new();
        let mut at = position.clone();
        for word in &info.pv {
            let Some(m) = UciMove::from_ascii(word.as_bytes())
                .ok()
                .and_then(|uci| uci.to_move(&at).ok())
            else {
                break;
            };
            sans.push(SanPlus::from_move_and_play_unchecked(&mut at, m));
            moves.push(m);
        }
        if moves.is_empty() {
            return None;
        }
        Some(PvLine {
            wdl: info.wdl.map(|w| Wdl::from_mover(w, position.turn())),
            rank: info.multipv.unwrap_or(1),
            depth: info.depth.unwrap_or(0),
            eval,
            bound: info.bound,
            moves,
            sans,
        })
    }

    /// The line in SAN with move numbers, from a position whose side to
    /// move and move number are given: `12. Nf3 Nc6 13. d4` or
    /// `12... Nc6 13. d4`.
    pub fn numbered(&self, position: &Chess) -> String {
        numbered_sans(&self.sans, position)
    }
}

/// SAN moves with move numbers, starting from `position`.
pub fn numbered_sans(sans: &[SanPlus], position: &Chess) -> String {
    let mut text = String::new();
    let mut number = position.fullmoves().get();
    let mut white = position.turn().is_white();
    for (i, san) in sans.iter().enumerate() {
        if !text.is_empty() {
            text.push(' ');
        }
        if white {
            let _ = write!(text, "{number}. ");
        } else if i == 0 {
            let _ = write!(text, "{number}... ");
        }
        let _ = write!(text, "{san}");
        if !white {
            number += 1;
        }
        white = !white;
    }
    text
}

/// A move as UCI sends it, for this castling mode (`e1g1`, or the king
/// onto its rook in Chess960).
pub fn uci_move(m: &Move, mode: CastlingMode) -> String {
    m.to_uci(mode).to_string()
}

/// The `position` command for a game: its start (`startpos` or a FEN) and
/// its moves.
pub fn position_command(start: &Chess, moves: &[Move], mode: CastlingMode) -> String {
    let mut command = if start == &Chess::default() {
        "position startpos".to_owned()
    } else {
        let fen = shakmaty::fen::Fen::from_position(start, shakmaty::EnPassantMode::Legal);
        format!("position fen {fen}")
    };
    if !moves.is_empty() {
        command.push_str(" moves");
        for m in moves {
            command.push(' ');
            command.push_str(&uci_move(m, mode));
        }
    }
    command
}

/// The SAN of a move (no check sign).
pub fn san_of(position: &Chess, m: Move) -> San {
    San::from_move(position, m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;

    #[test]
    fn an_info_line_keeps_what_it_read_of_fields_it_does_not_know() {
        let EngineLine::Info(info) = read_line(
            "info depth 20 seldepth 30 multipv 1 score mate -3 upperbound nodes 10 \
             hashfull 5 tbhits 0 frobnicate time 7 pv h7h8q",
        ) else {
            panic!("not an info line");
        };
        assert_eq!(info.depth, Some(20));
        assert_eq!(info.score, Some(Eval::Mate(-3)));
        assert_eq!(info.bound, Bound::Upper);
        assert_eq!(info.nodes, Some(10));
        assert_eq!(info.time_ms, Some(7));
        assert_eq!(info.pv, ["h7h8q"]);
        let EngineLine::Info(words) = read_line("info string NNUE evaluation enabled") else {
            panic!("not an info line");
        };
        assert_eq!(words.string.as_deref(), Some("NNUE evaluation enabled"));
        assert_eq!(
            read_line("id name Stockfish 15.1"),
            EngineLine::Name("Stockfish 15.1".into())
        );
        assert_eq!(read_line("bestmove (none)"), EngineLine::BestMove(None));
        assert_eq!(
            read_line("Stockfish 15.1 by the Stockfish developers"),
            EngineLine::Other
        );
        assert_eq!(read_line(""), EngineLine::Other);
    }

    #[test]
    fn a_line_becomes_moves_and_san_from_white_s_side_up_to_its_first_illegal_move() {
        let fen: Fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
            .parse()
            .unwrap();
        let position: Chess = fen.into_position(CastlingMode::Standard).unwrap();
        let info = Info {
            depth: Some(9),
            score: Some(Eval::Cp(40)),
            pv: vec![
                "f1b5".into(),
                "a7a6".into(),
                "e1g1".into(),
                "zz".into(),
                "b5a4".into(),
            ],
            ..Info::default()
        };
        let line = PvLine::from_info(&position, &info).unwrap();
        assert_eq!(line.rank, 1);
        assert_eq!(line.eval, Eval::Cp(40));
        assert_eq!(line.numbered(&position), "3. Bb5 a6 4. O-O");
        let black = Chess::default()
            .play(Move::Normal {
                role: shakmaty::Role::Pawn,
                from: shakmaty::Square::E2,
                capture: None,
                to: shakmaty::Square::E4,
                promotion: None,
            })
            .unwrap();
        let info = Info {
            score: Some(Eval::Cp(-20)),
            pv: vec!["c7c5".into(), "g1f3".into()],
            ..Info::default()
        };
        let line = PvLine::from_info(&black, &info).unwrap();
        assert_eq!(line.eval, Eval::Cp(20), "Black's −0.20 is White's +0.20");
        assert_eq!(line.numbered(&black), "1... c5 2. Nf3");
        assert_eq!(
            PvLine::from_info(
                &black,
                &Info {
                    score: Some(Eval::Cp(0)),
                    ..Info::default()
                }
            ),
            None
        );
        assert_eq!(
            position_command(&Chess::default(), &[], CastlingMode::Standard),
            "position startpos"
        );
    }
}
