//! The computer as an opponent: ten levels, how each asks an engine for a
//! move, and how the weak levels choose among the engine's lines; the
//! computer's answer to a draw offer; and the clocks as UCI's `go` says
//! them. Pure: the engine itself runs in [`crate::desktop::engine`], the
//! app and `rookery --uci --level N` drive it with these rules.
//!
//! # The levels
//!
//! Stockfish's own weakening (`UCI_LimitStrength` with `UCI_Elo`) stops at
//! 1320–1350, far above a beginner. Levels 6–9 use it (or `Skill Level`
//! where an engine has no `UCI_Elo`); level 10 is the engine at full
//! strength. Below, levels 1–5 weaken the engine here: it searches to a
//! shallow depth (1 for levels 1–4, 2 for level 5) for several lines
//! (`MultiPV`: 20, 12, 8, 5, 5), and the move is drawn at random among them
//! with a weight that falls with the winning chances the move gives away
//! against the best line (lichess's winning chances, from −1 to 1, see
//! [`choice_chances`]): weight = exp(−loss / t), where `t` is the level's
//! *temperature* (0.45, 0.30, 0.22, 0.14, 0.08). A move that loses nothing
//! weighs 1; at level 1 a move that drops a piece in an even position (a
//! loss of about 0.5) still weighs 0.33, so a beginner level hangs pieces
//! as beginners do; at level 5 the same move weighs 0.002. The engine's
//! lines are its best moves, so even level 1 takes what is left hanging
//! and mates when it sees how: a human's mistakes, not random moves.
//!
//! Measured by `examples/strength.rs` (24 games a pairing, 20 ms a move,
//! the engine at `UCI_Elo` 1320, 1600 and 2000 as anchors): each level
//! beats the one below it (71 % to 96 %), and the ratings shown are that
//! run's estimates rounded (362, 716, 959, 1222, 1246, 1392, 1659, 2055,
//! 2373, 2666: each within 200 of what the level shows; the table in
//! docs/manual.md).
//!
//! # Variety
//!
//! The first [`OPENING_PLIES`] half-moves of a game from the usual start
//! are drawn among the engine's lines within [`OPENING_SPREAD`] winning
//! chances of the best, so the computer's openings vary from game to game
//! at every level.

use std::time::Duration;

use shakmaty::{ByColor, Color, Move};

use crate::chess::{clock::TimeControl, eval::Eval, uci::PvLine};

/// How a level asks its engine for moves.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Strength {
    /// Weakened here: a shallow search, several lines, one drawn by
    /// weight.
    Weakened {
        /// The search's depth.
        depth: u32,
        /// How many lines the move is drawn from.
        lines: u32,
        /// The temperature of the draw, in winning chances.
        temperature: f64,
    },
    /// The engine's own weakening at this rating (`UCI_Elo`, or
    /// `Skill Level` where it has none).
    Elo(u32),
    /// The engine at full strength.
    Full,
}

/// One level: its approximate rating and how it plays.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LevelSpec {
    /// The level's number, 1–10.
    pub number: u8,
    /// Its approximate rating (see the table in docs/manual.md for what
    /// was measured).
    pub rating: u32,
    /// How it plays.
    pub strength: Strength,
    /// How long it thinks in an untimed game.
    pub think: Duration,
}

/// The ten levels, weakest first.
pub const LEVELS: [LevelSpec; 10] = [
    weakened(1, 400, 1, 20, 0.45, 800),
    weakened(2, 700, 1, 12, 0.30, 900),
    weakened(3, 900, 1, 8, 0.22, 1000),
    weakened(4, 1100, 1, 5, 0.14, 1100),
    weakened(5, 1300, 2, 5, 0.08, 1200),
    elo(6, 1400, 1500),
    elo(7, 1700, 2000),
    elo(8, 2000, 2000),
    elo(9, 2400, 2500),
    // Measured at 20 ms a move; with the seconds the app gives it, more.
    LevelSpec {
        number: 10,
        rating: 2600,
        strength: Strength::Full,
        think: Duration::from_millis(3000),
    },
];

const fn weakened(
    number: u8,
    rating: u32,
    depth: u32,
    lines: u32,
    temperature: f64,
    ms: u64,
) -> LevelSpec {
    LevelSpec {
        number,
        rating,
        strength: Strength::Weakened {
            depth,
            lines,
            temperature,
        },
        think: Duration::from_millis(ms),
    }
}

const fn elo(number: u8, rating: u32, ms: u64) -> LevelSpec {
    LevelSpec {
        number,
        rating,
        strength: Strength::Elo(rating),
        think: Duration::from_millis(ms),
    }
}

/// The half-moves from the usual start during which the computer varies
/// its openings.
pub const OPENING_PLIES: usize = 8;
/// How much of the winning chances an opening move may give away to vary.
pub const OPENING_SPREAD: f64 = 0.05;
/// The lines a varied opening move is drawn from.
pub const CHOICE_LINES: u32 = 5;

/// The computer never answers sooner than this after the move it answers:
/// the player sees their own move land and the answer come.
pub const LEAST_ANSWER: Duration = Duration::from_millis(500);

/// A level by its number (1–10).
pub fn level(number: u8) -> Option<&'static LevelSpec> {
    LEVELS.get(usize::from(number).checked_sub(1)?)
}

impl LevelSpec {
    /// As the new-game dialog lists it: "Level 3 (about 900)".
    pub fn label(&self) -> String {
        match self.strength {
            Strength::Full => format!("Level {} (full strength)", self.number),
            _ => format!("Level {} (about {})", self.number, self.rating),
        }
    }

    /// How many lines the engine is asked for, `varying` in the opening.
    pub fn lines(&self, varying: bool) -> u32 {
        match self.strength {
            Strength::Weakened { lines, .. } => lines,
            Strength::Full if varying => CHOICE_LINES,
            _ => 1,
        }
    }

    /// The depth the engine searches to, if the level limits it.
    pub fn depth(&self) -> Option<u32> {
        match self.strength {
            Strength::Weakened { depth, .. } => Some(depth),
            _ => None,
        }
    }

    /// The rating the engine is asked to play at, if any.
    pub fn elo(&self) -> Option<u32> {
        match self.strength {
            Strength::Elo(elo) => Some(elo),
            _ => None,
        }
    }

    /// The name the game's PGN gives the computer:
    /// `Stockfish 15.1, Rookery level 3`.
    pub fn player_name(&self, engine: &str) -> String {
        format!("{engine}, Rookery level {}", self.number)
    }
}

/// Whether the computer varies its move at this point of a game: in its
/// first [`OPENING_PLIES`] half-moves from the usual start.
pub fn varies(plies_played: usize, from_standard_start: bool) -> bool {
    from_standard_start && plies_played < OPENING_PLIES
}

/// The weights of `lines` (best first) for the side `turn` at
/// `temperature`: exp(−loss / t), the loss in winning chances against the
/// best line; a line more than `cutoff` worse weighs 0.
///
/// ```
/// use rookery::chess::opponent::weights;
/// // A loss of 0.3 at t = 0.3 weighs e^-1.
/// let w = weights(&[0.0, 0.3, 0.9], 0.3, 2.0);
/// assert_eq!(w[0], 1.0);
/// assert!((w[1] - (-1.0f64).exp()).abs() < 1e-12);
/// assert_eq!(weights(&[0.0, 0.06], 0.01, 0.05), [1.0, 0.0]);
/// ```
pub fn weights(losses: &[f64], temperature: f64, cutoff: f64) -> Vec<f64> {
    losses
        .iter()
        .map(|&loss| {
            if loss > cutoff {
                0.0
            } else {
                (-loss.max(0.0) / temperature.max(1e-6)).exp()
            }
        })
        .collect()
}

/// Each line's loss in `turn`'s winning chances against the best of them,
/// as the computer weighs its choice ([`choice_chances`]).
pub fn losses(lines: &[PvLine], turn: Color) -> Vec<f64> {
    let chances: Vec<f64> = lines.iter().map(|l| choice_chances(l.eval, turn)).collect();
    let best = chances.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    chances.iter().map(|c| best - c).collect()
}

/// `turn`'s chances as the computer weighs its choice: lichess's winning
/// chances without their ±1000 centipawn ceiling (so a rook more still
/// counts when a queen is already up), and a forced mate above them all,
/// the shorter the better (mate in `n`: 1 + 1/n; being mated: −1 − 1/n).
/// Without it every move of a won position weighs the same, and a weak
/// level, a queen up, shuffles into a draw.
///
/// ```
/// use rookery::chess::{eval::Eval, opponent::choice_chances};
/// use shakmaty::Color;
/// assert_eq!(choice_chances(Eval::Mate(1), Color::White), 2.0);
/// assert_eq!(choice_chances(Eval::Mate(2), Color::Black), -1.5);
/// let white = |cp| choice_chances(Eval::Cp(cp), Color::White);
/// assert!(white(2000) > white(1000));
/// ```
pub fn choice_chances(eval: Eval, turn: Color) -> f64 {
    match Eval::from_mover(eval, turn) {
        Eval::Cp(cp) => 2.0 / (1.0 + (-0.003_682_08 * f64::from(cp)).exp()) - 1.0,
        Eval::Mate(n) if n > 0 => 1.0 + 1.0 / f64::from(n),
        Eval::Mate(0) => 0.0,
        Eval::Mate(n) => -1.0 - 1.0 / f64::from(-n),
    }
}

/// `turn`'s winning chances (−1 to 1) under a White-side evaluation.
pub fn mover_chances(eval: Eval, turn: Color) -> f64 {
    Eval::from_mover(eval, turn).winning_chances()
}

/// Which of `weights` a roll in [0, 1) draws.
fn draw(weights: &[f64], roll: f64) -> Option<usize> {
    let total: f64 = weights.iter().sum();
    if total <= 0.0 {
        return None;
    }
    let mut left = roll.clamp(0.0, 1.0) * total;
    for (i, w) in weights.iter().enumerate() {
        if left < *w {
            return Some(i);
        }
        left -= w;
    }
    weights.iter().rposition(|w| *w > 0.0)
}

/// The move the computer plays at `level`: from the engine's `lines`
/// (best first) and its `best` move (`bestmove`), for the side `turn`, a
/// `roll` in [0, 1) drawing among lines where the level draws.
///
/// ```
/// use rookery::chess::{eval::Eval, opponent::{choose, level}, uci::PvLine};
/// use shakmaty::{Chess, Color, Position, uci::UciMove, CastlingMode};
///
/// let start = Chess::default();
/// let line = |rank, cp, uci: &str| {
///     let m = uci.parse::<UciMove>().unwrap().to_move(&start).unwrap();
///     PvLine { rank, depth: 1, eval: Eval::Cp(cp), bound: Default::default(),
///              moves: vec![m], sans: vec![], wdl: None }
/// };
/// let lines = [line(1, 30, "e2e4"), line(2, -270, "g2g4")];
/// let best = lines[0].moves[0];
/// // Level 1 (t = 0.45) plays the bad move about one time in four …
/// let weak = level(1).unwrap();
/// assert_eq!(choose(weak, &lines, Some(best), Color::White, false, 0.5), Some(best));
/// assert_eq!(choose(weak, &lines, Some(best), Color::White, false, 0.9), Some(lines[1].moves[0]));
/// // … level 10 never.
/// let full = level(10).unwrap();
/// assert_eq!(choose(full, &lines, Some(best), Color::White, false, 0.99), Some(best));
/// ```
pub fn choose(
    level: &LevelSpec,
    lines: &[PvLine],
    best: Option<Move>,
    turn: Color,
    varying: bool,
    roll: f64,
) -> Option<Move> {
    let lines: Vec<&PvLine> = lines.iter().filter(|l| !l.moves.is_empty()).collect();
    let owned: Vec<PvLine> = lines.iter().map(|l| (*l).clone()).collect();
    let losses = losses(&owned, turn);
    let weights = match level.strength {
        // A weakened level's draw varies its openings by itself.
        Strength::Weakened { temperature, .. } => weights(&losses, temperature, 2.0),
        _ if varying => weights(&losses, OPENING_SPREAD / 3.0, OPENING_SPREAD),
        // The engine's own choice: at an Elo, its weakened `bestmove`.
        _ => return best.or_else(|| lines.first().map(|l| l.moves[0])),
    };
    draw(&weights, roll).map(|i| owned[i].moves[0]).or(best)
}

/// Whether the computer accepts a draw offer, as a person at the board
/// would: at once when the position is dead (no sequence of legal moves
/// can mate, FIDE 5.2.2); otherwise only when the game has gone on
/// ([`has_gone_on`]) and its own evaluation (`score`, from White's side,
/// of its latest search) says it is not better: its winning chances at
/// most [`DRAW_ACCEPT_CHANCES`] (about +0.27 pawns; a position the
/// endgame tables call drawn scores 0). Without an evaluation it declines.
///
/// ```
/// use rookery::chess::{eval::Eval, opponent::accepts_draw};
/// use shakmaty::Color;
/// assert!(accepts_draw(Color::Black, Some(Eval::Cp(40)), false, true)); // Black is worse
/// assert!(!accepts_draw(Color::Black, Some(Eval::Cp(40)), false, false)); // but at move 2
/// assert!(!accepts_draw(Color::Black, Some(Eval::Cp(-40)), false, true)); // Black is better
/// assert!(accepts_draw(Color::Black, Some(Eval::Cp(-200)), true, false)); // dead position
/// assert!(!accepts_draw(Color::White, None, false, true));
/// ```
pub fn accepts_draw(computer: Color, score: Option<Eval>, dead: bool, gone_on: bool) -> bool {
    if dead {
        return true;
    }
    gone_on && score.is_some_and(|s| mover_chances(s, computer) <= DRAW_ACCEPT_CHANCES)
}

/// The most winning chances at which the computer still takes a draw:
/// about +0.27 pawns, a position no better than equal.
pub const DRAW_ACCEPT_CHANCES: f64 = 0.05;

/// The plies after which a draw offer may be taken in any position: twenty
/// moves each (nobody agrees a draw at move 2).
pub const DRAW_AFTER_PLIES: usize = 40;

/// Whether a game has gone on far enough for a draw by agreement: twenty
/// moves each ([`DRAW_AFTER_PLIES`]), or an endgame of seven pieces or
/// fewer, kings included (where the tables may say it is drawn).
///
/// ```
/// use rookery::chess::opponent::has_gone_on;
/// assert!(!has_gone_on(3, 32));
/// assert!(has_gone_on(40, 30));
/// assert!(has_gone_on(2, 3));
/// ```
pub fn has_gone_on(plies: usize, pieces: usize) -> bool {
    plies >= DRAW_AFTER_PLIES || pieces <= 7
}

/// The clocks as UCI's `go` gives them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GoClock {
    /// Each side's time left.
    pub time: ByColor<Duration>,
    /// What each side gains a move.
    pub increment: ByColor<Duration>,
}

impl GoClock {
    /// The clocks of `control` with `remaining` time. UCI knows only
    /// Fischer increments: a Bronstein or simple delay of `d` is said as
    /// an increment of `d`. Both give back at most `d` a move, so an
    /// engine that plans to spend its increment a move plus a share of its
    /// time spends what the delay allows; it never counts on more time than
    /// it has, since `wtime`/`btime` is the time on the clock.
    pub fn of(control: &TimeControl, remaining: ByColor<Duration>) -> GoClock {
        GoClock {
            time: remaining,
            // Every mode's increment or delay, as the doc says.
            increment: ByColor::new_with(|side| control.side(side).increment),
        }
    }

    /// `go wtime … btime … winc … binc …`.
    ///
    /// ```
    /// use rookery::chess::{clock::TimeControl, opponent::GoClock};
    /// use shakmaty::ByColor;
    /// use std::time::Duration;
    /// let control = TimeControl::fischer_minutes(5, 3);
    /// let left = ByColor {
    ///     white: Duration::from_millis(281_500),
    ///     black: Duration::from_secs(300),
    /// };
    /// assert_eq!(GoClock::of(&control, left).go(),
    ///            "go wtime 281500 btime 300000 winc 3000 binc 3000");
    /// ```
    pub fn go(&self) -> String {
        format!(
            "go wtime {} btime {} winc {} binc {}",
            self.time.white.as_millis(),
            self.time.black.as_millis(),
            self.increment.white.as_millis(),
            self.increment.black.as_millis()
        )
    }

    /// A think time for a level that searches to a depth on the clock: a
    /// fortieth of its time plus its increment, at most its untimed think
    /// and at least a tenth of a second (a cap; the depth usually ends the
    /// search first).
    pub fn share(&self, side: Color, think: Duration) -> Duration {
        let share = *self.time.get(side) / 40 + *self.increment.get(side);
        share.min(think).max(Duration::from_millis(100))
    }
}

/// A UCI `go` line's clock, as a tournament manager sends it: `wtime`,
/// `btime`, `winc`, `binc` (missing increments are zero).
pub fn read_go_clock(words: &[&str]) -> Option<GoClock> {
    let value = |key: &str| -> Option<Duration> {
        let at = words.iter().position(|w| *w == key)?;
        let ms: i64 = words.get(at + 1)?.parse().ok()?;
        Some(Duration::from_millis(ms.max(0) as u64))
    };
    Some(GoClock {
        time: ByColor {
            white: value("wtime")?,
            black: value("btime")?,
        },
        increment: ByColor {
            white: value("winc").unwrap_or_default(),
            black: value("binc").unwrap_or_default(),
        },
    })
}

/// A stream of rolls in [0, 1) for the draws (a seed per game, so a test
/// can repeat one).
#[derive(Debug, Clone)]
pub struct Rolls(fastrand::Rng);

impl Rolls {
    /// Rolls from `seed`.
    pub fn seeded(seed: u64) -> Rolls {
        Rolls(fastrand::Rng::with_seed(seed))
    }

    /// Rolls from the system's randomness.
    pub fn new() -> Rolls {
        Rolls(fastrand::Rng::new())
    }

    /// The next roll.
    pub fn roll(&mut self) -> f64 {
        self.0.f64()
    }
}

impl Default for Rolls {
    fn default() -> Rolls {
        Rolls::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::clock::DelayMode;

    #[test]
    fn the_levels_climb_and_hand_over_to_the_engine_at_about_1350() {
        for pair in LEVELS.windows(2) {
            assert!(pair[0].rating < pair[1].rating);
        }
        for (i, spec) in LEVELS.iter().enumerate() {
            assert_eq!(usize::from(spec.number), i + 1);
            match spec.strength {
                Strength::Weakened { .. } => assert!(spec.rating < 1350),
                Strength::Elo(elo) => assert!((1350..=2850).contains(&elo)),
                Strength::Full => assert_eq!(spec.number, 10),
            }
        }
        assert!(level(0).is_none() && level(11).is_none());
        assert_eq!(level(3).unwrap().label(), "Level 3 (about 900)");
        assert_eq!(level(10).unwrap().label(), "Level 10 (full strength)");
    }

    #[test]
    fn a_roll_draws_by_weight() {
        let w = [1.0, 1.0, 2.0];
        assert_eq!(draw(&w, 0.0), Some(0));
        assert_eq!(draw(&w, 0.26), Some(1));
        assert_eq!(draw(&w, 0.5), Some(2));
        assert_eq!(draw(&w, 0.999), Some(2));
        assert_eq!(draw(&[0.0, 0.0], 0.5), None);
    }

    #[test]
    fn a_delay_is_said_as_an_increment() {
        let side = crate::chess::clock::SideControl {
            base: Duration::from_secs(180),
            increment: Duration::from_secs(2),
            mode: DelayMode::Simple,
        };
        let control = TimeControl {
            sides: ByColor {
                white: side,
                black: crate::chess::clock::SideControl {
                    mode: DelayMode::Bronstein,
                    increment: Duration::from_secs(1),
                    ..side
                },
            },
        };
        let left = ByColor::new_with(|_| Duration::from_secs(100));
        assert_eq!(
            GoClock::of(&control, left).go(),
            "go wtime 100000 btime 100000 winc 2000 binc 1000"
        );
        let read = read_go_clock(&["go", "wtime", "100000", "btime", "100000", "winc", "2000"]);
        assert_eq!(read.unwrap().increment.black, Duration::ZERO);
        assert_eq!(read_go_clock(&["go", "movetime", "10"]), None);
    }
}
