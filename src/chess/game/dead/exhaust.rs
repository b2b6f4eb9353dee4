//! Every position reachable from a start, visited once: a mate of the
//! wanted side found on the way is a "yes" with its line, none at all a
//! "no" that holds for every continuation.

use nohash_hasher::IntMap;
use shakmaty::{ByColor, Chess, Color, EnPassantMode, Move, Position, zobrist::Zobrist64};

use super::Mateability;

/// Visits every position reachable from `start` (both sides' moves, move
/// counters aside), up to `cap` positions. A checkmate of `side`'s opponent
/// among them is a "yes" with its line; visiting them all without one is a
/// "no" that holds for every continuation (the real game can only stop
/// earlier, by the 75-move rule or repetition). `None` when the cap came
/// first.
pub(super) fn exhaust(start: &Chess, side: Color, cap: usize) -> Option<Mateability> {
    let wanted = ByColor::new_with(|c| c == side);
    exhaust_sides(start, wanted, cap).get(side).clone()
}

/// Each visited position: the position, the one it came from, the move
/// that led to it, its zobrist key, and the next visited position with
/// the same key (keys are confirmed by comparing positions).
struct Node {
    position: Chess,
    parent: usize,
    mv: Option<Move>,
    key: u64,
    same_key: Option<usize>,
}

/// The positions visited, in the order found, and the first of each key.
struct Visited {
    nodes: Vec<Node>,
    // The zobrist key is already a hash: used as is.
    first: IntMap<u64, usize>,
}

fn key_of(p: &Chess) -> u64 {
    p.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

impl Visited {
    fn new(start: &Chess) -> Visited {
        let key = key_of(start);
        let mut first: IntMap<u64, usize> = IntMap::default();
        first.insert(key, 0);
        Visited {
            nodes: vec![Node {
                position: start.clone(),
                parent: 0,
                mv: None,
                key,
                same_key: None,
            }],
            first,
        }
    }

    /// The moves from the start to node `at`.
    fn line_to(&self, at: usize) -> Vec<Move> {
        let mut line = Vec::new();
        let mut i = at;
        while let Some(m) = self.nodes[i].mv {
            line.push(m);
            i = self.nodes[i].parent;
        }
        line.reverse();
        line
    }

    /// Whether position `p` (of zobrist key `key`) was visited.
    fn knows(&self, key: u64, p: &Chess) -> bool {
        let mut probe = self.first.get(&key).copied();
        while let Some(i) = probe {
            if self.nodes[i].position == *p {
                return true;
            }
            probe = self.nodes[i].same_key;
        }
        false
    }

    /// Visits `p`, reached from node `parent` by `mv`.
    fn add(&mut self, p: Chess, parent: usize, mv: Move, key: u64) {
        let same_key = self.first.insert(key, self.nodes.len());
        self.nodes.push(Node {
            position: p,
            parent,
            mv: Some(mv),
            key,
            same_key,
        });
    }
}

/// [`exhaust`] for the sides marked in `wanted` in one pass: a position is
/// left out only when no wanted side can mate from it.
pub(super) fn exhaust_sides(
    start: &Chess,
    wanted: ByColor<bool>,
    cap: usize,
) -> ByColor<Option<Mateability>> {
    let mut visited = Visited::new(start);
    let mut found: ByColor<Option<Mateability>> = ByColor::new_with(|_| None);
    let open =
        |found: &ByColor<Option<Mateability>>, c: Color| *wanted.get(c) && found.get(c).is_none();
    let mut next = 0;
    while next < visited.nodes.len() {
        let at = next;
        next += 1;
        let moves = visited.nodes[at].position.legal_moves();
        if moves.is_empty() {
            let p = &visited.nodes[at].position;
            let winner = !p.turn();
            if p.is_check() && open(&found, winner) {
                *found.get_mut(winner) = Some(Mateability::Yes(visited.line_to(at)));
                if !open(&found, Color::White) && !open(&found, Color::Black) {
                    return found;
                }
            }
            continue;
        }
        for m in moves {
            let before = &visited.nodes[at];
            let key = before
                .position
                .update_zobrist_hash(Zobrist64(before.key), m, EnPassantMode::Legal)
                .map(|z: Zobrist64| z.0);
            let mut p = before.position.clone();
            p.play_unchecked(m);
            // A side with no mating material left cannot mate from here
            // on; a position no open side can mate from needs no visit.
            if Color::ALL
                .iter()
                .all(|&c| !open(&found, c) || p.has_insufficient_material(c))
            {
                continue;
            }
            let key = key.unwrap_or_else(|| key_of(&p));
            if visited.knows(key, &p) {
                continue;
            }
            if visited.nodes.len() >= cap {
                // Out of room: what was found stands, the rest is unknown.
                return found;
            }
            visited.add(p, at, m, key);
        }
    }
    // Every reachable position visited: a wanted side that never mated
    // cannot.
    for c in Color::ALL {
        if open(&found, c) {
            *found.get_mut(c) = Some(Mateability::No);
        }
    }
    found
}
