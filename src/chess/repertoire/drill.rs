//! A line drilled move by move: from a chapter's start, the player plays
//! the repertoire's move at each card; the opponent's replies are the
//! repertoire's, chosen as often as a reference plays them (each equally
//! without one), and only toward cards still wanted (those due), so that
//! a whole line is drilled in one go.
//!
//! ```
//! use rookery::chess::repertoire::{Repertoire, drill::{Drill, Turn}};
//! let text = "[Repertoire \"White\"]\n\n1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *\n";
//! let repertoire = Repertoire::from_pgn(text, None).unwrap();
//! let mut drill = Drill::new(repertoire.roots[0]);
//! assert_eq!(drill.turn(&repertoire), Turn::Player);
//! let e4 = repertoire.nodes[0].moves[0].mv;
//! assert!(drill.play(&repertoire, e4));
//! // Black's reply: 1...e5 (the roll is under a half) or 1...c5.
//! let reply = drill.reply(&repertoire, None, &|_| true, 0.25).unwrap();
//! assert_eq!(reply.san.to_string(), "e5");
//! ```

use shakmaty::{Move, Position};

use super::{Branch, Reference, Repertoire};

/// Whose move it is in a drill.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Turn {
    /// The player's: the position is a card.
    Player,
    /// The opponent's: a reply is to be chosen.
    Opponent,
    /// The line is over.
    Over,
}

/// A drill under way: the position reached.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drill {
    /// The position (an index into the repertoire's positions).
    pub at: usize,
}

impl Drill {
    /// A drill from position `root` (a chapter's start).
    pub fn new(root: usize) -> Drill {
        Drill { at: root }
    }

    /// Whose move it is.
    pub fn turn(&self, repertoire: &Repertoire) -> Turn {
        let node = &repertoire.nodes[self.at];
        match (
            node.moves.is_empty(),
            node.position.turn() == repertoire.side,
        ) {
            (true, _) => Turn::Over,
            (false, true) => Turn::Player,
            (false, false) => Turn::Opponent,
        }
    }

    /// The player's move: right (and played) if the repertoire gives it
    /// here.
    pub fn play(&mut self, repertoire: &Repertoire, mv: Move) -> bool {
        match repertoire.nodes[self.at].branch(mv) {
            Some(branch) => {
                self.at = branch.to;
                true
            }
            None => false,
        }
    }

    /// The opponent's reply, played: among the repertoire's replies that
    /// lead to a card `wanted` (by index), one chosen by `roll` (0 to 1)
    /// weighted by the reference's games (at least one each), or each
    /// equally without a reference. `None` when no reply leads to one.
    pub fn reply(
        &mut self,
        repertoire: &Repertoire,
        reference: Option<&dyn Reference>,
        wanted: &dyn Fn(usize) -> bool,
        roll: f64,
    ) -> Option<Branch> {
        let node = &repertoire.nodes[self.at];
        let open: Vec<&Branch> = node
            .moves
            .iter()
            .filter(|b| repertoire.leads_to(b.to, wanted))
            .collect();
        let counts = reference.map(|r| r.replies(&node.position).1);
        let weight = |b: &Branch| -> u64 {
            match &counts {
                Some(counts) => counts
                    .iter()
                    .find(|(mv, _)| *mv == b.mv)
                    .map_or(1, |(_, games)| u64::from(*games).max(1)),
                None => 1,
            }
        };
        let total: u64 = open.iter().map(|b| weight(b)).sum();
        let mut point = (roll.clamp(0.0, 1.0) * total as f64) as u64;
        let chosen = open
            .iter()
            .find(|b| {
                let w = weight(b);
                if point < w {
                    return true;
                }
                point -= w;
                false
            })
            .or(open.last())
            .map(|b| (*b).clone())?;
        self.at = chosen.to;
        Some(chosen)
    }
}
