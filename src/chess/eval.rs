//! An engine's evaluation of a position, from White's side as PGN writes it
//! (`[%eval 0.17]`, `[%eval #-3]`, the form lichess exports), and what
//! lichess makes of two in a row: White's winning chances (its evaluation
//! bar) and the judgement of the move between them (inaccuracy, mistake,
//! blunder: lila's `Advice` thresholds on those chances).

use shakmaty::Color;

/// An evaluation from White's side: centipawns, or mate in so many moves
/// (positive: White mates; `Mate(0)` is a position already mated, signed
/// for the side that won).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Eval {
    /// Centipawns, positive when White is better.
    Cp(i32),
    /// Mate in this many moves, positive when White mates.
    Mate(i32),
}

/// Centipawns beyond this count as this much (lichess's ceiling).
const CP_CEILING: i32 = 1000;

impl Eval {
    /// An engine's score, which UCI gives from the side to move, turned to
    /// White's side.
    pub fn from_mover(score: Eval, turn: Color) -> Eval {
        match turn {
            Color::White => score,
            Color::Black => score.negated(),
        }
    }

    /// The same evaluation from the other side.
    pub fn negated(self) -> Eval {
        match self {
            Eval::Cp(cp) => Eval::Cp(-cp),
            Eval::Mate(n) => Eval::Mate(-n),
        }
    }

    /// White's winning chances, from −1 (Black wins) to 1 (White wins):
    /// lichess's `2 / (1 + exp(−0.00368208 · cp)) − 1`, centipawns capped
    /// at ±1000, a mate at the ends.
    ///
    /// ```
    /// use rookery::chess::eval::Eval;
    /// assert_eq!(Eval::Cp(0).winning_chances(), 0.0);
    /// assert_eq!(Eval::Mate(-3).winning_chances(), -1.0);
    /// assert!((Eval::Cp(100).winning_chances() - 0.1821).abs() < 1e-4);
    /// ```
    pub fn winning_chances(self) -> f64 {
        match self {
            Eval::Cp(cp) => {
                let capped = f64::from(cp.clamp(-CP_CEILING, CP_CEILING));
                2.0 / (1.0 + (-0.003_682_08 * capped).exp()) - 1.0
            }
            Eval::Mate(n) if n > 0 => 1.0,
            Eval::Mate(0) => 0.0,
            Eval::Mate(_) => -1.0,
        }
    }

    /// Centipawns, a mate counted as the ceiling (±1000), as lichess counts
    /// a move's centipawn loss.
    pub fn capped_cp(self) -> i32 {
        match self {
            Eval::Cp(cp) => cp.clamp(-CP_CEILING, CP_CEILING),
            Eval::Mate(n) if n >= 0 => CP_CEILING,
            Eval::Mate(_) => -CP_CEILING,
        }
    }

    /// As `[%eval]` writes it: pawns to two decimals (`0.17`, `-1.5` as
    /// `-1.50`), or `#3` / `#-3`.
    ///
    /// ```
    /// use rookery::chess::eval::Eval;
    /// assert_eq!(Eval::Cp(17).pgn(), "0.17");
    /// assert_eq!(Eval::Cp(-150).pgn(), "-1.50");
    /// assert_eq!(Eval::Mate(-3).pgn(), "#-3");
    /// ```
    pub fn pgn(self) -> String {
        match self {
            Eval::Cp(cp) => {
                let sign = if cp < 0 { "-" } else { "" };
                let abs = cp.unsigned_abs();
                format!("{sign}{}.{:02}", abs / 100, abs % 100)
            }
            Eval::Mate(n) => format!("#{n}"),
        }
    }

    /// As the engine area shows it: `+1.23`, `−0.50`, `0.00`, `#3`, `#−3`.
    pub fn shown(self) -> String {
        match self {
            Eval::Cp(cp) if cp > 0 => format!("+{}", self.pgn()),
            Eval::Cp(cp) if cp < 0 => format!("\u{2212}{}", Eval::Cp(-cp).pgn()),
            Eval::Cp(_) => "0.00".to_owned(),
            Eval::Mate(n) if n < 0 => format!("#\u{2212}{}", -n),
            Eval::Mate(n) => format!("#{n}"),
        }
    }

    /// The comment command: `[%eval 0.17]`.
    pub fn command(self) -> String {
        format!("[%eval {}]", self.pgn())
    }

    /// Reads what follows `%eval`: `0.17`, `-1.5`, `#-3`, with or without
    /// a depth after a comma (`0.17,24`, as some tools write).
    pub fn parse_pgn(text: &str) -> Option<Eval> {
        let value = text.trim().split(',').next()?.trim();
        if let Some(mate) = value.strip_prefix('#') {
            return mate.parse().ok().map(Eval::Mate);
        }
        let pawns: f64 = value.parse().ok()?;
        if !pawns.is_finite() || pawns.abs() > 1e6 {
            return None;
        }
        Some(Eval::Cp((pawns * 100.0).round() as i32))
    }
}

/// The first `[%eval …]` of a move's comments.
///
/// ```
/// use rookery::chess::eval::{Eval, eval_in};
/// let comments = vec!["[%eval -0.4] [%clk 0:01:00]".to_owned()];
/// assert_eq!(eval_in(&comments), Some(Eval::Cp(-40)));
/// assert_eq!(eval_in(&["[%eval #2]".to_owned()]), Some(Eval::Mate(2)));
/// ```
pub fn eval_in(comments: &[String]) -> Option<Eval> {
    comments.iter().find_map(|comment| {
        let start = comment.find("[%eval")?;
        let rest = &comment[start + "[%eval".len()..];
        let end = rest.find(']')?;
        Eval::parse_pgn(&rest[..end])
    })
}

/// What lichess calls a move that lost winning chances.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Judgement {
    /// Lost at least 0.1 of the winning chances (`?!`).
    Inaccuracy,
    /// At least 0.2 (`?`).
    Mistake,
    /// At least 0.3 (`??`).
    Blunder,
}

impl Judgement {
    /// The move glyph (NAG) it is written as: `$6`, `$2`, `$4`.
    pub fn nag(self) -> u8 {
        match self {
            Judgement::Inaccuracy => 6,
            Judgement::Mistake => 2,
            Judgement::Blunder => 4,
        }
    }

    /// Its name, as the report counts it.
    pub fn name(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "Inaccuracy",
            Judgement::Mistake => "Mistake",
            Judgement::Blunder => "Blunder",
        }
    }
}

/// The judgement of a move `mover` made, from the evaluations before and
/// after it (lila's `Advice`): the drop in the mover's winning chances
/// (0.3 a blunder, 0.2 a mistake, 0.1 an inaccuracy) between two
/// centipawn scores; a mate the mover let in, or a forced mate the mover
/// let go, judged by the centipawns on the other side of it (beyond 999 an
/// inaccuracy, beyond 700 a mistake, else a blunder).
///
/// ```
/// use rookery::chess::eval::{Eval, Judgement, judge};
/// use shakmaty::Color;
/// assert_eq!(judge(Color::White, Eval::Cp(30), Eval::Cp(-300)), Some(Judgement::Blunder));
/// assert_eq!(judge(Color::Black, Eval::Cp(30), Eval::Cp(-300)), None);
/// assert_eq!(judge(Color::White, Eval::Cp(0), Eval::Mate(-2)), Some(Judgement::Blunder));
/// ```
pub fn judge(mover: Color, before: Eval, after: Eval) -> Option<Judgement> {
    let (before, after) = match mover {
        Color::White => (before, after),
        Color::Black => (before.negated(), after.negated()),
    };
    match (before, after) {
        (Eval::Cp(_), Eval::Cp(_)) => {
            let drop = before.winning_chances() - after.winning_chances();
            [
                (0.3, Judgement::Blunder),
                (0.2, Judgement::Mistake),
                (0.1, Judgement::Inaccuracy),
            ]
            .into_iter()
            .find(|(least, _)| drop >= *least)
            .map(|(_, judgement)| judgement)
        }
        // Mate now unavoidable for the mover.
        (Eval::Cp(cp), Eval::Mate(n)) if n < 0 => Some(mate_judgement(-cp)),
        // A forced mate let go.
        (Eval::Mate(m), Eval::Cp(cp)) if m > 0 => Some(mate_judgement(cp)),
        (Eval::Mate(m), Eval::Mate(n)) if m > 0 && n < 0 => Some(Judgement::Blunder),
        _ => None,
    }
}

/// A mate sequence's judgement by the centipawns the mover keeps (or the
/// opponent had) on the other side of it.
fn mate_judgement(cp: i32) -> Judgement {
    if cp > 999 {
        Judgement::Inaccuracy
    } else if cp > 700 {
        Judgement::Mistake
    } else {
        Judgement::Blunder
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pgn_form_reads_back_the_same() {
        for eval in [
            Eval::Cp(0),
            Eval::Cp(17),
            Eval::Cp(-5),
            Eval::Cp(-150),
            Eval::Cp(1234),
            Eval::Mate(1),
            Eval::Mate(-3),
        ] {
            assert_eq!(Eval::parse_pgn(&eval.pgn()), Some(eval), "{}", eval.pgn());
        }
        assert_eq!(Eval::Cp(-5).pgn(), "-0.05");
        assert_eq!(Eval::parse_pgn("0.17,24"), Some(Eval::Cp(17)));
        assert_eq!(Eval::parse_pgn(" -1.5 "), Some(Eval::Cp(-150)));
        assert_eq!(Eval::parse_pgn("abc"), None);
        assert_eq!(Eval::parse_pgn("#x"), None);
        assert_eq!(Eval::Cp(-50).shown(), "\u{2212}0.50");
        assert_eq!(Eval::Cp(123).shown(), "+1.23");
        assert_eq!(Eval::Mate(-3).shown(), "#\u{2212}3");
    }

    #[test]
    fn the_thresholds_are_lichess_s() {
        // White's chances at +0.5: 0.0918….
        let at = |cp| Eval::Cp(cp).winning_chances();
        assert!((at(50) - 0.091_9).abs() < 1e-3, "{}", at(50));
        assert!((at(1000) - at(5000)).abs() < 1e-12, "capped");
        // From +0.3 (0.055) a drop to −0.3 loses 0.110 of the chances.
        assert_eq!(
            judge(Color::White, Eval::Cp(30), Eval::Cp(-30)),
            Some(Judgement::Inaccuracy)
        );
        assert_eq!(
            judge(Color::White, Eval::Cp(30), Eval::Cp(-100)),
            Some(Judgement::Mistake)
        );
        assert_eq!(judge(Color::White, Eval::Cp(30), Eval::Cp(10)), None);
        // Black's move from −0.3 to +1.5 is Black's blunder.
        assert_eq!(
            judge(Color::Black, Eval::Cp(-30), Eval::Cp(150)),
            Some(Judgement::Blunder)
        );
        // Already lost, a little more lost is nothing.
        assert_eq!(judge(Color::White, Eval::Cp(-900), Eval::Cp(-1000)), None);
        // A mate let in from a lost position is an inaccuracy.
        assert_eq!(
            judge(Color::White, Eval::Cp(-1200), Eval::Mate(-4)),
            Some(Judgement::Inaccuracy)
        );
        assert_eq!(
            judge(Color::Black, Eval::Mate(-3), Eval::Cp(-800)),
            Some(Judgement::Mistake)
        );
        // Mating a move later is no judgement.
        assert_eq!(judge(Color::White, Eval::Mate(2), Eval::Mate(3)), None);
    }
}
