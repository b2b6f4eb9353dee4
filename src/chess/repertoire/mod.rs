//! An opening repertoire: a PGN file of variations (one or more games,
//! its chapters) for White or for Black, read as a tree of positions.
//! Positions are known by their EPD (board, side to move, castling, a
//! legal en passant square), so two move orders that reach one position
//! meet there: its moves are the union of both.
//!
//! - [`Repertoire::cards`]: each position where the repertoire's side is
//!   to move and the repertoire gives its move (or moves: any is right).
//! - [`Repertoire::holes`]: the opponent's replies a reference file plays
//!   often that the repertoire does not answer.
//! - [`drill`]: a line drilled move by move, the opponent's replies chosen
//!   as the reference plays them.
//! - [`memory`]: each card's spaced repetition (FSRS).
//!
//! ```
//! use rookery::chess::repertoire::Repertoire;
//! use shakmaty::Color;
//!
//! let text = "[Repertoire \"White\"]\n\n1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *\n";
//! let repertoire = Repertoire::from_pgn(text, None).unwrap();
//! assert_eq!(repertoire.side, Color::White);
//! // The start, and after 1.e4 e5 and 1.e4 c5: each answered by 2.Nf3.
//! let cards: Vec<String> = repertoire
//!     .cards()
//!     .map(|card| card.moves().join(" "))
//!     .collect();
//! assert_eq!(cards, ["e4", "Nf3", "Nf3"]);
//! ```

pub mod drill;
pub mod memory;

use std::collections::HashMap;

use shakmaty::{
    Chess, Color, EnPassantMode, Move, Position,
    fen::{Epd, Fen},
    san::SanPlus,
};

use super::{
    explorer::Explorer,
    game::Ply,
    pgn::{PgnGame, Tags},
};

/// The tag that names a repertoire's side: `[Repertoire "White"]`.
pub const TAG: &str = "Repertoire";

/// The key of a position: its EPD.
pub fn key_of(position: &Chess) -> String {
    Epd::from_position(position, EnPassantMode::Legal).to_string()
}

/// The side a game's `[Repertoire]` tag names, if it names one.
pub fn side_of(tags: &Tags) -> Option<Color> {
    match tags.get(TAG)?.trim().to_ascii_lowercase().as_str() {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// The tag's value for a side.
pub fn tag_value(side: Color) -> &'static str {
    match side {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// A repertoire's text with every chapter tagged for `side` (the rest
/// of each game as it was: comments, variations, other tags).
pub fn tagged(text: &str, side: Color) -> String {
    let games = super::pgn::read_str(text);
    let mut out = String::new();
    for game in &games {
        let mut tags = game.tags.clone();
        tags.set(TAG, tag_value(side));
        out.push_str(&super::pgn::to_pgn(&tags, &game.game));
        out.push('\n');
    }
    out
}

/// A line as a new chapter for a repertoire of `side`: its moves from its
/// start (its comments and clock times left out), tagged (and its FEN
/// when it does not start from the usual position).
pub fn chapter(line: &super::game::Game, side: Color) -> String {
    let mut tags = Tags::default();
    tags.set("Event", "Rookery");
    tags.set(TAG, tag_value(side));
    tags.set("Result", "*");
    let mut moves =
        super::game::Game::from_position(line.initial_position().clone(), line.castling_mode());
    for mv in line.plies().iter().map_while(|ply| ply.mv) {
        if moves.play(mv).is_err() {
            break;
        }
    }
    let mut text = super::pgn::to_pgn(&tags, &moves);
    text.push('\n');
    text
}

/// Why a text is not a repertoire.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RepertoireError {
    /// No game (chapter) in it has a move.
    NoMoves,
    /// Its side was neither tagged nor chosen.
    NoSide,
}

impl std::fmt::Display for RepertoireError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RepertoireError::NoMoves => write!(f, "it holds no move"),
            RepertoireError::NoSide => write!(
                f,
                "it names no side: choose White or Black (a [Repertoire \"White\"] tag names it)"
            ),
        }
    }
}

impl std::error::Error for RepertoireError {}

/// A move of the repertoire from a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Branch {
    /// The move.
    pub mv: Move,
    /// As SAN, with `+` or `#`.
    pub san: SanPlus,
    /// The position it leads to (an index into the repertoire's positions).
    pub to: usize,
}

/// A position of the repertoire.
#[derive(Debug, Clone)]
pub struct Node {
    /// Its key ([`key_of`]).
    pub key: String,
    /// The position.
    pub position: Chess,
    /// Its FEN as first reached (with that line's move counters).
    pub fen: String,
    /// The repertoire's moves from it, in the order first given.
    pub moves: Vec<Branch>,
    /// The moves that first reached it, from its chapter's start.
    pub line: Vec<SanPlus>,
}

impl Node {
    /// The repertoire's moves from here, as SAN.
    pub fn moves(&self) -> Vec<String> {
        self.moves.iter().map(|b| b.san.to_string()).collect()
    }

    /// The branch of a move, if the repertoire gives it here.
    pub fn branch(&self, mv: Move) -> Option<&Branch> {
        self.moves.iter().find(|b| b.mv == mv)
    }
}

/// A reply the repertoire does not answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hole {
    /// The position before it (an index into the repertoire's positions).
    pub at: usize,
    /// The reply.
    pub reply: SanPlus,
    /// How many of the reference's games played it there.
    pub games: u32,
    /// How many reached the position.
    pub reaching: u32,
}

/// A repertoire: its side and its positions.
#[derive(Debug, Clone)]
pub struct Repertoire {
    /// The side it is for.
    pub side: Color,
    /// Its positions, in the order first reached (chapter by chapter; at
    /// each move, the position after it, then its variations', then the
    /// rest of its line).
    pub nodes: Vec<Node>,
    /// The first position of each chapter.
    pub roots: Vec<usize>,
    by_key: HashMap<String, usize>,
}

impl Repertoire {
    /// Reads a repertoire from PGN text; its side is `side` if given, else
    /// the first `[Repertoire]` tag's.
    pub fn from_pgn(text: &str, side: Option<Color>) -> Result<Repertoire, RepertoireError> {
        Repertoire::from_games(&super::pgn::read_str(text), side)
    }

    /// A repertoire from games read (its chapters).
    pub fn from_games(
        games: &[PgnGame],
        side: Option<Color>,
    ) -> Result<Repertoire, RepertoireError> {
        // An empty (or unreadable) file is told as such, not as one
        // without a side.
        if games.iter().all(|g| g.game.plies().is_empty()) {
            return Err(RepertoireError::NoMoves);
        }
        let side = side
            .or_else(|| games.iter().find_map(|g| side_of(&g.tags)))
            .ok_or(RepertoireError::NoSide)?;
        let mut repertoire = Repertoire {
            side,
            nodes: Vec::new(),
            roots: Vec::new(),
            by_key: HashMap::new(),
        };
        for game in games {
            let start = game.game.initial_position();
            let root = repertoire.node_of(start, &[]);
            if !repertoire.roots.contains(&root) {
                repertoire.roots.push(root);
            }
            repertoire.walk(root, game.game.plies(), &mut Vec::new());
        }
        if repertoire.nodes.iter().all(|n| n.moves.is_empty()) {
            return Err(RepertoireError::NoMoves);
        }
        Ok(repertoire)
    }

    /// The index of a position, added if new.
    fn node_of(&mut self, position: &Chess, line: &[SanPlus]) -> usize {
        let key = key_of(position);
        if let Some(&at) = self.by_key.get(&key) {
            return at;
        }
        let at = self.nodes.len();
        self.nodes.push(Node {
            key: key.clone(),
            position: position.clone(),
            fen: Fen::from_position(position, EnPassantMode::Legal).to_string(),
            moves: Vec::new(),
            line: line.to_vec(),
        });
        self.by_key.insert(key, at);
        at
    }

    /// Adds a line's moves from node `from`: at each ply its move, then
    /// its variations (which branch off before it, from the same
    /// position), then the rest of the line.
    fn walk(&mut self, from: usize, plies: &[Ply], line: &mut Vec<SanPlus>) {
        let depth = line.len();
        let mut at = from;
        for ply in plies {
            // A null move (an analysis's "if Black passes") is no move of
            // a repertoire: the line ends there (its variations still count).
            let to = ply.mv.map(|mv| {
                line.push(ply.san);
                let to = self.node_of(&ply.position, line);
                line.pop();
                if self.nodes[at].branch(mv).is_none() {
                    self.nodes[at].moves.push(Branch {
                        mv,
                        san: ply.san,
                        to,
                    });
                }
                to
            });
            for variation in &ply.variations {
                self.walk(at, &variation.plies, line);
            }
            let Some(to) = to else {
                break;
            };
            line.push(ply.san);
            at = to;
        }
        line.truncate(depth);
    }

    /// The position of a key, if the repertoire reaches it.
    pub fn find(&self, key: &str) -> Option<usize> {
        self.by_key.get(key).copied()
    }

    /// Its cards: the positions where its side is to move and it gives a
    /// move, in the order first reached.
    pub fn cards(&self) -> impl Iterator<Item = &Node> + '_ {
        self.nodes
            .iter()
            .filter(|n| n.position.turn() == self.side && !n.moves.is_empty())
    }

    /// The cards that give more than one move (allowed: any is right).
    pub fn doubles(&self) -> impl Iterator<Item = &Node> + '_ {
        self.cards().filter(|n| n.moves.len() > 1)
    }

    /// The replies a reference plays in at least `min_share` percent of
    /// the games that reach a position where the repertoire answers some
    /// of the opponent's replies, that it does not answer: not given, or
    /// given without a move after it. The most reached positions first,
    /// then the most played replies. A line's last position (where the
    /// opponent is to move and the repertoire stops) is where its
    /// preparation ends, not a hole.
    pub fn holes(&self, reference: &dyn Reference, min_share: f64) -> Vec<Hole> {
        let mut holes = Vec::new();
        for (at, node) in self.nodes.iter().enumerate() {
            if node.position.turn() == self.side || node.moves.is_empty() {
                continue;
            }
            let (reaching, replies) = reference.replies(&node.position);
            for (mv, games) in replies {
                let share = f64::from(games) * 100.0 / f64::from(reaching.max(1));
                let answered = node
                    .branch(mv)
                    .is_some_and(|b| !self.nodes[b.to].moves.is_empty());
                if share >= min_share && !answered {
                    holes.push(Hole {
                        at,
                        reply: SanPlus::from_move(node.position.clone(), mv),
                        games,
                        reaching,
                    });
                }
            }
        }
        // Stable: ties keep the repertoire's order.
        holes.sort_by(|a, b| b.reaching.cmp(&a.reaching).then(b.games.cmp(&a.games)));
        holes
    }

    /// Whether a position's lines hold a card among `wanted` (by index):
    /// it or a position after it, through the repertoire's moves.
    pub fn leads_to(&self, from: usize, wanted: &dyn Fn(usize) -> bool) -> bool {
        let mut seen = vec![false; self.nodes.len()];
        let mut stack = vec![from];
        while let Some(at) = stack.pop() {
            if std::mem::replace(&mut seen[at], true) {
                continue;
            }
            let node = &self.nodes[at];
            if node.position.turn() == self.side && !node.moves.is_empty() && wanted(at) {
                return true;
            }
            stack.extend(node.moves.iter().map(|b| b.to));
        }
        false
    }
}

/// How often a reference's games play each move from a position.
pub trait Reference {
    /// How many games reached `position`, and each move played from it
    /// with its games.
    fn replies(&self, position: &Chess) -> (u32, Vec<(Move, u32)>);
}

impl Reference for Explorer {
    fn replies(&self, position: &Chess) -> (u32, Vec<(Move, u32)>) {
        let stats = self.position(position);
        let moves = stats.moves.iter().map(|m| (m.mv, m.games)).collect();
        (stats.games, moves)
    }
}
