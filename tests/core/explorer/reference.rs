//! What the explorer should say, worked out the slow way: every game read
//! by the game reader, every position it reaches walked, counted in a map.

use std::collections::{HashMap, HashSet};

use rookery::{
    chess::explorer::{PositionStats, ply_number},
    chess::game::RepetitionKey,
    chess::pgn::read_str,
};
use shakmaty::{Chess, Move, san::San};

/// A game's score as the explorer counts it: 1 White, 2 draw, 3 Black.
fn score(result: Option<&str>) -> u8 {
    match result {
        Some("1-0") => 1,
        Some("1/2-1/2") => 2,
        Some("0-1") => 3,
        _ => 0,
    }
}

/// Each position some game reaches: the position, and per game reaching
/// it (the first time) the move played there.
pub struct Reference {
    pub positions: HashMap<u64, (Chess, Vec<(Option<Move>, u32)>)>,
    scores: Vec<u8>,
    elo: Vec<[u16; 2]>,
}

impl Reference {
    /// Of a text; with `limit`, only the positions before that ply count.
    pub fn of(text: &str, limit: Option<u32>) -> Reference {
        let mut reference = Reference {
            positions: HashMap::new(),
            scores: Vec::new(),
            elo: Vec::new(),
        };
        for (g, pgn) in read_str(text).into_iter().enumerate() {
            let elo = |tag: &str| pgn.tags.get(tag).and_then(|v| v.parse().ok()).unwrap_or(0);
            reference.scores.push(score(pgn.tags.get("Result")));
            reference.elo.push([elo("WhiteElo"), elo("BlackElo")]);
            let game = &pgn.game;
            let mut seen = HashSet::new();
            let plies = game.plies();
            let mut position = game.initial_position().clone();
            for i in 0..=plies.len() {
                let mv = plies.get(i).and_then(|p| p.mv);
                let counted = limit.is_none_or(|l| ply_number(&position) < l);
                if counted && seen.insert(RepetitionKey::of(&position).0) {
                    reference
                        .positions
                        .entry(RepetitionKey::of(&position).0)
                        .or_insert_with(|| (position.clone(), Vec::new()))
                        .1
                        .push((mv, g as u32));
                }
                // Nothing after a null move counts.
                if i == plies.len() || mv.is_none() {
                    break;
                }
                position = plies[i].position.clone();
            }
        }
        reference
    }

    /// The games reaching a position, in order.
    pub fn games(&self, key: u64) -> Vec<u32> {
        let mut games: Vec<u32> = self
            .positions
            .get(&key)
            .map(|(_, e)| e.iter().map(|&(_, g)| g).collect())
            .unwrap_or_default();
        games.sort_unstable();
        games
    }

    /// The stats the explorer should give, as [`shown`] writes them.
    pub fn stats(&self, key: u64) -> Shown {
        let Some((position, entries)) = self.positions.get(&key) else {
            return Shown::default();
        };
        let mut shown = Shown::default();
        let mut moves: HashMap<Move, (u32, [u32; 3], u64, u32)> = HashMap::new();
        for &(mv, g) in entries {
            let s = self.scores[g as usize];
            shown.games += 1;
            if (1..=3).contains(&s) {
                shown.scores[usize::from(s - 1)] += 1;
            }
            let Some(mv) = mv else { continue };
            let m = moves.entry(mv).or_default();
            m.0 += 1;
            if (1..=3).contains(&s) {
                m.1[usize::from(s - 1)] += 1;
            }
            for elo in self.elo[g as usize] {
                if elo > 0 {
                    m.2 += u64::from(elo);
                    m.3 += 1;
                }
            }
        }
        shown.moves = moves
            .into_iter()
            .map(|(mv, (games, scores, sum, count))| {
                let average = (count > 0).then(|| (sum / u64::from(count)) as u32);
                (
                    San::from_move(position, mv).to_string(),
                    games,
                    scores,
                    average,
                )
            })
            .collect();
        shown
            .moves
            .sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        shown
    }
}

/// A position's stats in a form both sides can give: games, White's wins,
/// draws, Black's wins, and each move (SAN, games, scores, average
/// rating), the most played first, then by SAN.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Shown {
    pub games: u32,
    pub scores: [u32; 3],
    pub moves: Vec<(String, u32, [u32; 3], Option<u32>)>,
}

/// The explorer's stats as [`Shown`].
pub fn shown(stats: &PositionStats) -> Shown {
    let mut moves: Vec<_> = stats
        .moves
        .iter()
        .map(|m| {
            (
                m.san.to_string(),
                m.games,
                [m.white, m.draws, m.black],
                m.average_rating(),
            )
        })
        .collect();
    moves.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    Shown {
        games: stats.games,
        scores: [stats.white, stats.draws, stats.black],
        moves,
    }
}
