//! What the board shows: the latest position, or an earlier one while the
//! players browse the game, in the mainline or down any variation.

use shakmaty::Chess;

use super::{Game, GameError, Ply};

/// Which position of the game the board shows: the latest (and then it
/// follows the game), or the position after some ply of the mainline or of
/// a variation (a sideline, possibly nested in others).
///
/// It lives in [`Game`] because every change to the moves must correct it in
/// the same step (a new move returns to the latest position, a takeback
/// cannot leave it past the end), and the model is where those steps happen.
///
/// ```
/// use rookery::{chess::game::ViewCursor, chess::pgn::read_str};
///
/// let mut game = read_str("1. e4 e5 (1... c5 2. Nf3 (2. c3) d6) 2. Nf3 *").remove(0).game;
/// // 1...c5 2.c3: the variation on ply 1 (1...e5), then the one on its ply 1 (2.Nf3).
/// let cursor = ViewCursor::in_variation(&[(1, 0), (1, 0)], 1);
/// game.set_view_cursor(cursor).unwrap();
/// assert_eq!(game.view_last_ply().unwrap().san.to_string(), "c3");
/// game.view_back();
/// assert_eq!(game.view_last_ply().unwrap().san.to_string(), "c5");
/// game.view_back();
/// assert_eq!(game.view_last_ply().unwrap().san.to_string(), "e4");
/// assert!(!game.view_cursor().is_in_variation());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct ViewCursor {
    /// The variations taken, from the mainline inwards: the index of the
    /// ply (in the line that holds it) whose variation is followed, and the
    /// variation's index among that ply's variations.
    pub(super) branches: Vec<(usize, usize)>,
    /// How many plies of the innermost line are played, or `None` for the
    /// latest position of the mainline. Inside a variation it is at least 1.
    pub(super) past: Option<usize>,
}

impl ViewCursor {
    /// Following the latest position.
    pub const LATEST: ViewCursor = ViewCursor {
        branches: Vec::new(),
        past: None,
    };

    /// The position after `ply` plies of a mainline of `len` plies; the
    /// latest one follows the game.
    pub fn at(ply: usize, len: usize) -> ViewCursor {
        ViewCursor {
            branches: Vec::new(),
            past: (ply < len).then_some(ply),
        }
    }

    /// The position after `plies` plies (at least one) of a variation,
    /// reached through `branches`: for each, the index of the ply in the
    /// enclosing line (the mainline first) and the index of the variation
    /// among that ply's.
    pub fn in_variation(branches: &[(usize, usize)], plies: usize) -> ViewCursor {
        ViewCursor {
            branches: branches.to_vec(),
            past: Some(plies.max(1)),
        }
    }

    /// The cursor of the position after ply `index` (from 0) of the line
    /// this cursor is in: the address of that ply's move in a move list.
    pub fn sibling(&self, index: usize) -> ViewCursor {
        ViewCursor {
            branches: self.branches.clone(),
            past: Some(index + 1),
        }
    }

    /// The cursor of the first move of variation `variation` of ply `index`
    /// of this cursor's line.
    pub fn into_variation(&self, index: usize, variation: usize) -> ViewCursor {
        let mut branches = self.branches.clone();
        branches.push((index, variation));
        ViewCursor {
            branches,
            past: Some(1),
        }
    }

    /// The ply index shown in a mainline of `len` plies (for a variation,
    /// where it leaves the mainline).
    pub fn ply(&self, len: usize) -> usize {
        match self.branches.first() {
            Some(&(index, _)) => index.min(len),
            None => self.past.unwrap_or(len).min(len),
        }
    }

    /// Whether an earlier position is shown (or one in a variation).
    pub fn is_past(&self) -> bool {
        self.past.is_some()
    }

    /// Whether the position shown is in a variation.
    pub fn is_in_variation(&self) -> bool {
        !self.branches.is_empty()
    }

    /// The variations taken, from the mainline inwards.
    pub fn branches(&self) -> &[(usize, usize)] {
        &self.branches
    }

    /// This cursor if it names a position of `game`; otherwise the nearest
    /// one it does: the variations that still exist, as far into the line
    /// as it reaches.
    pub fn valid_in(&self, game: &Game) -> ViewCursor {
        let mut branches = Vec::new();
        for &(index, variation) in &self.branches {
            let mut next = branches.clone();
            next.push((index, variation));
            if game.plies_of(&next).is_some_and(|p| !p.is_empty()) {
                branches = next;
            } else {
                // The variation is gone: its branch point, where it left.
                let len = game.plies_of(&branches).map_or(0, Vec::len);
                return if branches.is_empty() {
                    ViewCursor::at(index.min(len), len)
                } else if index == 0 {
                    let mut cursor = ViewCursor {
                        branches,
                        past: Some(1),
                    };
                    game.cursor_back(&mut cursor);
                    cursor
                } else {
                    ViewCursor {
                        branches,
                        past: Some(index.min(len)),
                    }
                };
            }
        }
        let len = game.plies_of(&branches).map_or(0, Vec::len);
        if branches.is_empty() {
            return match self.past {
                Some(k) => ViewCursor::at(k.min(len), len),
                None => ViewCursor::LATEST,
            };
        }
        ViewCursor {
            branches,
            past: Some(self.past.unwrap_or(1).clamp(1, len)),
        }
    }

    /// The cursor after the mainline shrank to `len` plies.
    pub fn clamped(&self, len: usize) -> ViewCursor {
        match (self.branches.first(), self.past) {
            (Some(&(index, _)), _) if index < len => self.clone(),
            (Some(_), _) => ViewCursor::LATEST,
            (None, Some(ply)) => ViewCursor::at(ply, len),
            (None, None) => ViewCursor::LATEST,
        }
    }
}

/// A cursor as text: `latest`; `:k` for the position after `k` plies of
/// the mainline; the variations taken as `ply.variation` joined by `/`,
/// then `:k`, for a position in a variation (`2.0/1.1:3`). The autosave
/// writes it so an analysis comes back viewed where it was.
///
/// ```
/// use rookery::chess::game::ViewCursor;
/// let cursor = ViewCursor::in_variation(&[(2, 0), (1, 1)], 3);
/// assert_eq!(cursor.to_string(), "2.0/1.1:3");
/// assert_eq!("2.0/1.1:3".parse::<ViewCursor>(), Ok(cursor));
/// assert_eq!("latest".parse::<ViewCursor>(), Ok(ViewCursor::LATEST));
/// assert!("2.x:1".parse::<ViewCursor>().is_err());
/// ```
impl std::fmt::Display for ViewCursor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let Some(past) = self.past else {
            return f.write_str("latest");
        };
        let branches: Vec<String> = self
            .branches
            .iter()
            .map(|(ply, variation)| format!("{ply}.{variation}"))
            .collect();
        write!(f, "{}:{past}", branches.join("/"))
    }
}

/// Text that is not a cursor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseCursorError;

impl std::fmt::Display for ParseCursorError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("not a position in the game (latest, :3 or 2.0/1.1:3)")
    }
}

impl std::error::Error for ParseCursorError {}

impl std::str::FromStr for ViewCursor {
    type Err = ParseCursorError;

    fn from_str(text: &str) -> Result<ViewCursor, ParseCursorError> {
        if text == "latest" {
            return Ok(ViewCursor::LATEST);
        }
        let (branches, past) = text.rsplit_once(':').ok_or(ParseCursorError)?;
        let past: usize = past.parse().map_err(|_| ParseCursorError)?;
        let branches = if branches.is_empty() {
            Vec::new()
        } else {
            branches
                .split('/')
                .map(|b| {
                    let (ply, variation) = b.split_once('.')?;
                    Some((ply.parse().ok()?, variation.parse().ok()?))
                })
                .collect::<Option<Vec<(usize, usize)>>>()
                .ok_or(ParseCursorError)?
        };
        if !branches.is_empty() && past == 0 {
            return Err(ParseCursorError);
        }
        Ok(ViewCursor {
            branches,
            past: Some(past),
        })
    }
}

/// The line a cursor is in, found in the game.
struct Line<'a> {
    /// The position before the line's first ply.
    start: &'a Chess,
    plies: &'a [Ply],
}

impl Game {
    /// The ply index the board shows: the latest unless browsing history;
    /// in a variation, where it leaves the mainline.
    pub fn view_index(&self) -> usize {
        self.view.ply(self.plies.len())
    }

    /// Where the board is in the game.
    pub fn view_cursor(&self) -> &ViewCursor {
        &self.view
    }

    /// Whether an earlier position (or a variation) is being viewed.
    pub fn is_viewing_past(&self) -> bool {
        self.view.is_past()
    }

    /// Views the position after `ply` plies of the mainline without
    /// changing the game; viewing the latest ply returns to the live view.
    pub fn set_view(&mut self, ply: usize) -> Result<(), GameError> {
        if ply > self.plies.len() {
            return Err(GameError::NoSuchPly(ply));
        }
        self.view = ViewCursor::at(ply, self.plies.len());
        Ok(())
    }

    /// Views the position a cursor names (from a move list).
    pub fn set_view_cursor(&mut self, cursor: ViewCursor) -> Result<(), GameError> {
        if cursor.branches.is_empty() {
            return self.set_view(cursor.past.unwrap_or(self.plies.len()));
        }
        let line = self
            .line(&cursor.branches)
            .ok_or(GameError::NoSuchVariation)?;
        match cursor.past {
            Some(k) if (1..=line.plies.len()).contains(&k) => {
                self.view = cursor;
                Ok(())
            }
            _ => Err(GameError::NoSuchVariation),
        }
    }

    /// Returns to the latest position.
    pub fn view_latest(&mut self) {
        self.view = ViewCursor::LATEST;
    }

    /// Views the position one ply earlier in the line being viewed; from a
    /// variation's first move, the position it branches from.
    pub fn view_back(&mut self) {
        let mut view = std::mem::take(&mut self.view);
        self.cursor_back(&mut view);
        self.view = view;
    }

    /// Moves a cursor one ply earlier (see [`Game::view_back`]).
    pub(super) fn cursor_back(&self, cursor: &mut ViewCursor) {
        let len = self.plies.len();
        let k = cursor.past.unwrap_or(len);
        if cursor.branches.is_empty() {
            *cursor = ViewCursor::at(k.saturating_sub(1), len);
        } else if k > 1 {
            cursor.past = Some(k - 1);
        } else {
            let (index, _) = cursor.branches.pop().expect("in a variation");
            if cursor.branches.is_empty() {
                *cursor = ViewCursor::at(index, len);
            } else if index == 0 {
                // The branch point is the start of the enclosing variation:
                // its own branch point shows that position.
                cursor.past = Some(1);
                self.cursor_back(cursor);
            } else {
                cursor.past = Some(index);
            }
        }
    }

    /// Views the position one ply later in the line being viewed.
    pub fn view_forward(&mut self) {
        let len = self.plies.len();
        if self.view.branches.is_empty() {
            let k = self.view.past.unwrap_or(len);
            self.view = ViewCursor::at((k + 1).min(len), len);
        } else if let Some(line) = self.line(&self.view.branches) {
            let k = self.view.past.unwrap_or(1);
            self.view.past = Some((k + 1).min(line.plies.len()));
        }
    }

    /// Whether there is a later position in the line being viewed.
    pub fn can_view_forward(&self) -> bool {
        match self.line(&self.view.branches) {
            Some(line) if self.view.is_in_variation() => {
                self.view.past.unwrap_or(1) < line.plies.len()
            }
            _ => self.view.past.is_some_and(|k| k < self.plies.len()),
        }
    }

    /// Whether there is an earlier position than the one viewed.
    pub fn can_view_back(&self) -> bool {
        self.view.is_in_variation() || self.view_index() > 0
    }

    /// The position being viewed.
    pub fn view_position(&self) -> &Chess {
        match self.view_last_ply() {
            Some(ply) => &ply.position,
            None => &self.initial,
        }
    }

    /// The position before the viewed ply (the one it was played in).
    pub fn view_position_before(&self) -> &Chess {
        let line = self.view_line();
        match line.len() {
            0 | 1 => &self.initial,
            n => &line[n - 2].position,
        }
    }

    /// The ply that led to the viewed position, if any (for last-move
    /// highlights).
    pub fn view_last_ply(&self) -> Option<&Ply> {
        if self.view.branches.is_empty() {
            return match self.view_index() {
                0 => None,
                n => self.plies.get(n - 1),
            };
        }
        let line = self.line(&self.view.branches)?;
        line.plies.get(self.view.past.unwrap_or(1).checked_sub(1)?)
    }

    /// Every ply from the start of the game to the viewed position, through
    /// the variations viewed: the game as it went to reach it.
    pub fn view_line(&self) -> Vec<&Ply> {
        self.line_to(&self.view)
    }

    /// Every ply from the start of the game to a cursor's position, through
    /// its variations.
    pub fn line_to(&self, cursor: &ViewCursor) -> Vec<&Ply> {
        let mut out = Vec::new();
        let mut plies: &[Ply] = &self.plies;
        for &(index, variation) in &cursor.branches {
            let Some(variation) = plies.get(index).and_then(|p| p.variations.get(variation)) else {
                return out;
            };
            out.extend(&plies[..index]);
            plies = &variation.plies;
        }
        let k = match cursor.past {
            Some(k) => k.min(plies.len()),
            None => plies.len(),
        };
        out.extend(&plies[..k]);
        out
    }

    /// The moves from the start to a cursor's position as a record of their
    /// own (their comments and glyphs, no variations): "copy line".
    pub fn line_record(&self, cursor: &ViewCursor) -> Game {
        let mut game = Game::from_position(self.initial.clone(), self.castling_mode).into_record();
        game.comments_before = self.comments_before.clone();
        for ply in self.line_to(cursor) {
            let mut ply = ply.clone();
            ply.variations.clear();
            game.push_record_ply(ply);
        }
        game
    }

    /// The line a list of branches leads to.
    fn line(&self, branches: &[(usize, usize)]) -> Option<Line<'_>> {
        let mut line = Line {
            start: &self.initial,
            plies: &self.plies,
        };
        for &(index, variation) in branches {
            let ply = line.plies.get(index)?;
            let start = match index {
                0 => line.start,
                i => &line.plies[i - 1].position,
            };
            line = Line {
                start,
                plies: &ply.variations.get(variation)?.plies,
            };
        }
        Some(line)
    }

    /// The position before the first ply of the line a cursor is in.
    pub fn line_start(&self, cursor: &ViewCursor) -> Option<&Chess> {
        self.line(&cursor.branches).map(|l| l.start)
    }
}
