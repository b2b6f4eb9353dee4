//! How an engine is told to play weaker: `UCI_LimitStrength` and
//! `UCI_Elo` where it has them, else `Skill Level`.

/// The options an engine has to play weaker.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Strength {
    /// `UCI_Elo`'s range, with `UCI_LimitStrength`.
    pub(super) elo: Option<(i64, i64)>,
    /// `Skill Level`'s range.
    pub(super) skill: Option<(i64, i64)>,
}

impl Strength {
    /// The options that make the engine play at `elo` (`None`: full
    /// strength). Without `UCI_Elo`, `Skill Level` is set by Stockfish's
    /// own map between the two (Elo ≈ 1350 at level 0 to 2850 at 20,
    /// linear between), clamped to the engine's range.
    pub(super) fn options(&self, elo: Option<u32>) -> Vec<String> {
        match (elo, self.elo, self.skill) {
            (Some(elo), Some((min, max)), _) => vec![
                "setoption name UCI_LimitStrength value true".to_owned(),
                format!(
                    "setoption name UCI_Elo value {}",
                    i64::from(elo).clamp(min, max)
                ),
            ],
            (Some(elo), None, Some((min, max))) => {
                let level = ((i64::from(elo) - 1350) * 20 / 1500).clamp(min, max);
                vec![format!("setoption name Skill Level value {level}")]
            }
            (None, Some(_), _) => vec!["setoption name UCI_LimitStrength value false".to_owned()],
            (None, None, Some((_, max))) => vec![format!("setoption name Skill Level value {max}")],
            _ => Vec::new(),
        }
    }
}
