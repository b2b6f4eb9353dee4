//! Glicko-2 as lichess rates puzzle players: Glickman's algorithm
//! (<http://www.glicko.net/glicko/glicko2.pdf>), with lila's constants for
//! puzzles: a new player at 1500, deviation 500, volatility 0.09; the
//! system constant τ 0.75; the volatility found by the Illinois method to
//! a tolerance of 0.000001; the result capped as lila caps it (deviation
//! 45 to 500, volatility at most 0.1). Written here because the crates
//! that do Glicko-2 fix τ or the caps otherwise, and the arithmetic is a
//! page.

/// Glicko-1 points per Glicko-2 unit.
const SCALE: f64 = 173.7178;
/// The centre of the scale.
const CENTRE: f64 = 1500.0;
/// How close the volatility iteration stops.
const TOLERANCE: f64 = 0.000_001;

/// lichess's system constant for puzzles.
pub const TAU: f64 = 0.75;
/// The lowest deviation lichess keeps.
pub const MIN_DEVIATION: f64 = 45.0;
/// The highest deviation (a new player's).
pub const MAX_DEVIATION: f64 = 500.0;
/// The highest volatility lichess keeps.
pub const MAX_VOLATILITY: f64 = 0.1;

/// The deviation from which lichess calls a rating provisional.
pub const PROVISIONAL: f64 = 110.0;

/// How much of a rated round's change lila keeps when the player chose
/// `theme` (`PuzzleFinisher.ponder.weightOf`, its `Float`s kept as such):
/// all of it for a mix (no theme); a tenth of a success (four tenths of a
/// failure) in a theme that gives the solution away (a mate, en passant,
/// castling, a double check, an attack on f2/f7); two tenths (seven) in
/// one that hints at it; seven tenths (eight) in one that does not (the
/// game's phase, and who played it).
pub fn theme_weight(theme: Option<&str>, solved: bool) -> f32 {
    let Some(theme) = theme else {
        return 1.0;
    };
    let obvious = matches!(
        theme,
        "enPassant" | "attackingF2F7" | "doubleCheck" | "castling" | "mate"
    ) || theme.starts_with("mateIn")
        || theme.ends_with("Mate");
    let says_nothing = matches!(
        theme,
        "opening"
            | "middlegame"
            | "endgame"
            | "rookEndgame"
            | "bishopEndgame"
            | "pawnEndgame"
            | "knightEndgame"
            | "queenEndgame"
            | "queenRookEndgame"
            | "master"
            | "masterVsMaster"
            | "superGM"
    );
    match (obvious, says_nothing, solved) {
        (true, _, true) => 0.1,
        (true, _, false) => 0.4,
        (_, false, true) => 0.2,
        (_, false, false) => 0.7,
        (_, true, true) => 0.7,
        (_, true, false) => 0.8,
    }
}

/// A rating on the Glicko scale.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// The rating (1500 new).
    pub rating: f64,
    /// Its deviation (500 new).
    pub deviation: f64,
    /// Its volatility (0.09 new).
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::NEW
    }
}

/// One game of a rating period: the opponent and the score (1 a win, 0 a
/// loss, ½ a draw).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Outcome {
    /// The opponent's rating (a puzzle's, for a puzzle).
    pub opponent: Rating,
    /// The player's score.
    pub score: f64,
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// A new player's (lila's puzzle default).
    pub const NEW: Rating = Rating {
        rating: CENTRE,
        deviation: MAX_DEVIATION,
        volatility: 0.09,
    };

    /// The rating after a period of `games`, with the system constant
    /// `tau`, uncapped (Glickman's steps 2 to 8). No game: only the
    /// deviation grows (step 6).
    ///
    /// Glickman's own example (τ 0.5):
    ///
    /// ```
    /// use rookery::chess::puzzles::glicko::{Outcome, Rating};
    /// let player = Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
    /// let rd = |rating, deviation| Rating { rating, deviation, volatility: 0.06 };
    /// let games = [
    ///     Outcome { opponent: rd(1400.0, 30.0), score: 1.0 },
    ///     Outcome { opponent: rd(1550.0, 100.0), score: 0.0 },
    ///     Outcome { opponent: rd(1700.0, 300.0), score: 0.0 },
    /// ];
    /// let after = player.after_period(&games, 0.5);
    /// assert_eq!(format!("{:.2}", after.rating), "1464.05");
    /// assert_eq!(format!("{:.2}", after.deviation), "151.52");
    /// // The paper prints 0.05999 for 0.059996.
    /// assert_eq!(format!("{:.6}", after.volatility), "0.059996");
    /// ```
    pub fn after_period(self, games: &[Outcome], tau: f64) -> Rating {
        let mu = (self.rating - CENTRE) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            let grown = (phi * phi + sigma * sigma).sqrt();
            return Rating {
                deviation: grown * SCALE,
                ..self
            };
        }
        let mut inverse_v = 0.0;
        let mut sum = 0.0;
        for game in games {
            let mu_j = (game.opponent.rating - CENTRE) / SCALE;
            let phi_j = game.opponent.deviation / SCALE;
            let e = expected(mu, mu_j, phi_j);
            inverse_v += g(phi_j) * g(phi_j) * e * (1.0 - e);
            sum += g(phi_j) * (game.score - e);
        }
        let v = 1.0 / inverse_v;
        let delta = v * sum;
        let sigma = new_volatility(Spread { phi, v, delta }, sigma, tau);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu = mu + phi * phi * sum;
        Rating {
            rating: mu * SCALE + CENTRE,
            deviation: phi * SCALE,
            volatility: sigma,
        }
    }

    /// Within lila's bounds: deviation 45 to 500, volatility at most 0.1.
    pub fn capped(self) -> Rating {
        Rating {
            rating: self.rating,
            deviation: self.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION),
            volatility: self.volatility.min(MAX_VOLATILITY),
        }
    }

    /// The player's rating after one puzzle rated `puzzle` (its deviation
    /// `deviation`), solved or not: one period of one game at τ 0.75,
    /// capped, as lichess rates a puzzle round.
    ///
    /// ```
    /// use rookery::chess::puzzles::glicko::Rating;
    /// let after = Rating::NEW.after_puzzle(1500.0, 80.0, true);
    /// assert_eq!(after.rating.round(), 1737.0);
    /// ```
    pub fn after_puzzle(self, puzzle: f64, deviation: f64, solved: bool) -> Rating {
        let opponent = Rating {
            rating: puzzle,
            deviation,
            volatility: 0.09,
        };
        let score = if solved { 1.0 } else { 0.0 };
        self.after_period(&[Outcome { opponent, score }], TAU)
            .capped()
    }

    /// The player's rating after a rated puzzle played with `theme` chosen
    /// (or none, a healthy mix), as lila's `PuzzleFinisher` keeps it: the
    /// new rating from [`Self::after_puzzle`], moved toward by only
    /// [`theme_weight`] of the way (less again from a provisional puzzle,
    /// one with a deviation of 110 or more; at least a tenth).
    ///
    /// ```
    /// use rookery::chess::puzzles::glicko::Rating;
    /// let mix = Rating::NEW.after_round(1500.0, 80.0, true, None);
    /// assert_eq!(mix, Rating::NEW.after_puzzle(1500.0, 80.0, true));
    /// let fork = Rating::NEW.after_round(1500.0, 80.0, true, Some("fork"));
    /// assert_eq!(fork.rating.round(), 1547.0);
    /// ```
    pub fn after_round(
        self,
        puzzle: f64,
        deviation: f64,
        solved: bool,
        theme: Option<&str>,
    ) -> Rating {
        let after = self.after_puzzle(puzzle, deviation, solved);
        let provisional: f32 = match (deviation >= PROVISIONAL, solved) {
            (false, _) => 0.0,
            (true, true) => -0.2,
            (true, false) => -0.7,
        };
        self.toward(after, (theme_weight(theme, solved) + provisional).max(0.1))
    }

    /// lila's `Glicko.average`: each of the three figures `weight` of the
    /// way from this one to `other` (all of it from 1, none at 0).
    pub fn toward(self, other: Rating, weight: f32) -> Rating {
        if weight >= 1.0 {
            return other;
        }
        if weight <= 0.0 {
            return self;
        }
        let w = f64::from(weight);
        let mix = |a: f64, b: f64| a * (1.0 - w) + b * w;
        Rating {
            rating: mix(self.rating, other.rating),
            deviation: mix(self.deviation, other.deviation),
            volatility: mix(self.volatility, other.volatility),
        }
    }

    /// The rating shown: rounded, with "?" while the deviation is wide
    /// (lichess's provisional mark, at 110 and above).
    pub fn provisional(self) -> bool {
        self.deviation >= PROVISIONAL
    }
}

/// What the volatility iteration needs of the period.
#[derive(Clone, Copy)]
struct Spread {
    phi: f64,
    v: f64,
    delta: f64,
}

/// Glickman's step 5: the new volatility, by the Illinois method.
fn new_volatility(s: Spread, sigma: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = s.phi * s.phi + s.v + ex;
        ex * (s.delta * s.delta - d) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if s.delta * s.delta > s.phi * s.phi + s.v {
        (s.delta * s.delta - s.phi * s.phi - s.v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    while (big_b - big_a).abs() > TOLERANCE {
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}
