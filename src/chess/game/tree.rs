//! The analysis board's moves: a move played at the viewed position of a
//! record steps forward, enters a variation or adds one; variations are
//! promoted, made the main line, deleted, folded. Every operation returns
//! the [`Edit`] that undoes it (see [`super::edit`]).
//!
//! ```
//! use rookery::chess::game::Game;
//! use shakmaty::{Square, Position};
//!
//! let mut game = Game::new().into_record();
//! for san in ["e4", "e5", "Nf3"] {
//!     game.play_san(san).unwrap();
//! }
//! game.view_back(); // after 2.Nf3 … back to after 1...e5
//! let m = game.find_move(Square::B1, Square::C3, None).unwrap();
//! let mut added = game.play_in_record(m).unwrap().expect("a new variation");
//! assert_eq!(game.plies()[2].variations[0].plies[0].san.to_string(), "Nc3");
//! assert_eq!(game.view_last_ply().unwrap().san.to_string(), "Nc3");
//! let mut main = game.make_main_line(&game.view_cursor().clone()).unwrap();
//! assert_eq!(game.plies()[2].san.to_string(), "Nc3");
//! assert_eq!(game.plies()[2].variations[0].plies[0].san.to_string(), "Nf3");
//! // Undone newest first, the game is as it was.
//! game.undo(&mut main).unwrap();
//! game.undo(&mut added).unwrap();
//! assert!(game.plies()[2].variations.is_empty());
//! ```

use crate::i18n::Said;
use shakmaty::{Chess, Move, Position};

use super::{
    Game, GameError, Ply, ViewCursor,
    edit::{Edit, Editor, LinePath, Step},
    model::Variation,
};

/// A move as a player names it: `12.Nf3` or `12...Nf6`.
pub(super) fn move_name(before: &Chess, ply: &Ply) -> String {
    let dots = if before.turn().is_white() { "." } else { "..." };
    format!("{}{dots}{}", before.fullmoves(), ply.san)
}

impl Game {
    /// The line and index of the ply that led to a cursor's position, or
    /// `None` for the initial position.
    pub fn ply_address(&self, cursor: &ViewCursor) -> Option<(LinePath, usize)> {
        let plies = self.plies_of(&cursor.branches)?;
        let k = match cursor.past {
            Some(k) => k,
            None if cursor.branches.is_empty() => plies.len(),
            None => return None,
        };
        (k >= 1 && k <= plies.len()).then(|| (cursor.branches.clone(), k - 1))
    }

    /// The cursor of ply `index` of a line (the position after it).
    pub(super) fn cursor_of(&self, line: &[(usize, usize)], index: usize) -> ViewCursor {
        if line.is_empty() {
            ViewCursor::at(index + 1, self.plies.len())
        } else {
            ViewCursor {
                branches: line.to_vec(),
                past: Some(index + 1),
            }
        }
    }

    /// The position before ply `index` of a line.
    fn position_before(&self, line: &[(usize, usize)], index: usize) -> Option<&Chess> {
        match index {
            0 => self.line_start(&ViewCursor {
                branches: line.to_vec(),
                past: Some(1),
            }),
            i => self.plies_of(line)?.get(i - 1).map(|p| &p.position),
        }
    }

    /// A ply's name as a player says it (`12...Nf6`).
    pub(super) fn ply_name(&self, line: &[(usize, usize)], index: usize) -> String {
        match (
            self.position_before(line, index),
            self.plies_of(line).and_then(|p| p.get(index)),
        ) {
            (Some(before), Some(ply)) => move_name(before, ply),
            _ => String::new(),
        }
    }

    /// Plays `m` at the viewed position of a record. The next move of the
    /// line viewed, or the first move of a variation there, is followed
    /// (`None`: nothing was edited); any other move extends the line at its
    /// end, or becomes a new variation after the others. The board shows
    /// the position after it.
    pub fn play_in_record(&mut self, m: Move) -> Result<Option<Edit>, GameError> {
        let line = self.view.branches.clone();
        let plies = self.plies_of(&line).ok_or(GameError::NoSuchVariation)?;
        let k = match self.view.past {
            Some(k) => k,
            None => plies.len(),
        };
        let before = self.view_position().clone();
        if !before.is_legal(m) {
            return Err(match m.from() {
                Some(from) => GameError::IllegalMove { from, to: m.to() },
                None => GameError::InvalidUci(format!("{m:?}")),
            });
        }
        if let Some(next) = plies.get(k) {
            if next.mv == Some(m) {
                self.view = self.cursor_of(&line, k);
                return Ok(None);
            }
            if let Some(j) = next
                .variations
                .iter()
                .position(|v| v.plies.first().is_some_and(|p| p.mv == Some(m)))
            {
                self.view = self.view.into_variation(k, j);
                return Ok(None);
            }
        }
        let ply = Ply::new(&before, m);
        let label = Said::new("undo-add").with("move", move_name(&before, &ply));
        let at_end = k >= plies.len();
        let j = plies.get(k).map_or(0, |p| p.variations.len());
        let mut editor = Editor::new(self)?;
        if at_end {
            editor.apply(Step::Plies {
                line: line.clone(),
                at: k,
                remove: 0,
                plies: vec![ply],
            })?;
            let view = editor.game.cursor_of(&line, k);
            Ok(Some(editor.finish(view, label)))
        } else {
            editor.apply(Step::Variations {
                line: line.clone(),
                ply: k,
                at: j,
                remove: 0,
                variations: vec![Variation::of(vec![ply])],
            })?;
            let view = ViewCursor {
                branches: line,
                past: Some(k),
            }
            .into_variation(k, j);
            Ok(Some(editor.finish(view, label)))
        }
    }

    /// Promotes the variation holding a cursor's move one level: it takes
    /// the place of the line it branched from, which becomes its first
    /// variation. The board shows the move.
    pub fn promote_variation(&mut self, cursor: &ViewCursor) -> Result<Edit, GameError> {
        let (line, index) = self.ply_address(cursor).ok_or(GameError::NoSuchPly(0))?;
        let label = Said::new("undo-promote").with("move", self.ply_name(&line, index));
        let mut editor = Editor::new(self)?;
        match promote(&mut editor, &line, index) {
            Ok(view) => Ok(editor.finish(view, label)),
            Err(e) => {
                editor.abandon();
                Err(e)
            }
        }
    }

    /// Makes the line of a cursor's move the main line, promoting it as
    /// many levels as it is deep: one edit.
    pub fn make_main_line(&mut self, cursor: &ViewCursor) -> Result<Edit, GameError> {
        let (mut line, mut index) = self.ply_address(cursor).ok_or(GameError::NoSuchPly(0))?;
        if line.is_empty() {
            return Err(GameError::NotInVariation);
        }
        let label = Said::new("undo-main-line").with("move", self.ply_name(&line, index));
        let mut editor = Editor::new(self)?;
        while !line.is_empty() {
            match promote(&mut editor, &line, index) {
                Ok(_) => {
                    let (i, _) = line.pop().expect("in a variation");
                    index += i;
                }
                Err(e) => {
                    editor.abandon();
                    return Err(e);
                }
            }
        }
        let view = editor.game.cursor_of(&line, index);
        Ok(editor.finish(view, label))
    }

    /// Deletes a cursor's move and every move after it in its line (the
    /// variations they hold go too). The first move of a variation takes
    /// the whole variation. A view inside what went shows the position
    /// before the move.
    pub fn delete_from(&mut self, cursor: &ViewCursor) -> Result<Edit, GameError> {
        let (line, index) = self.ply_address(cursor).ok_or(GameError::NoSuchPly(0))?;
        if index == 0 && !line.is_empty() {
            return self.delete_variation(cursor);
        }
        let label = Said::new("undo-delete-from").with("move", self.ply_name(&line, index));
        let len = self.plies_of(&line).map_or(0, Vec::len);
        let inside = self.view_within(&line, index);
        let mut view = self.view.clone();
        if inside {
            view = match line.is_empty() {
                true => ViewCursor::at(index, index),
                false => ViewCursor {
                    branches: line.clone(),
                    past: Some(index),
                },
            };
        }
        let mut editor = Editor::new(self)?;
        editor.apply(Step::Plies {
            line,
            at: index,
            remove: len - index,
            plies: Vec::new(),
        })?;
        Ok(editor.finish(view, label))
    }

    /// Deletes the variation holding a cursor's move, whole. A view inside
    /// it shows the position it branched from.
    pub fn delete_variation(&mut self, cursor: &ViewCursor) -> Result<Edit, GameError> {
        let (line, _) = self.ply_address(cursor).ok_or(GameError::NoSuchPly(0))?;
        let Some((&(i, j), parent)) = line.split_last() else {
            return Err(GameError::NotInVariation);
        };
        let parent = parent.to_vec();
        let label = Said::new("undo-delete-variation").with("move", self.ply_name(&line, 0));
        let view = if self.view.branches.starts_with(&line) {
            let mut branch_point = ViewCursor {
                branches: line.clone(),
                past: Some(1),
            };
            self.cursor_back(&mut branch_point);
            branch_point
        } else {
            // A later sibling the view is in moves up one place.
            let mut view = self.view.clone();
            let on_parent = view.branches.starts_with(&parent);
            if let Some(step) = view.branches.get_mut(parent.len())
                && on_parent
                && step.0 == i
                && step.1 > j
            {
                step.1 -= 1;
            }
            view
        };
        let mut editor = Editor::new(self)?;
        editor.apply(Step::Variations {
            line: parent,
            ply: i,
            at: j,
            remove: 1,
            variations: Vec::new(),
        })?;
        Ok(editor.finish(view, label))
    }

    /// Folds or unfolds the variation holding a cursor's move in the move
    /// list. It is a way of looking at the game, not an edit: nothing to
    /// undo or save.
    pub fn set_collapsed(&mut self, cursor: &ViewCursor, collapsed: bool) -> Result<(), GameError> {
        let Some((&(i, j), parent)) = cursor.branches.split_last() else {
            return Err(GameError::NotInVariation);
        };
        let mut plies = &mut self.plies;
        for &(index, variation) in parent {
            plies = &mut plies
                .get_mut(index)
                .and_then(|p| p.variations.get_mut(variation))
                .ok_or(GameError::NoSuchVariation)?
                .plies;
        }
        let variation = plies
            .get_mut(i)
            .and_then(|p| p.variations.get_mut(j))
            .ok_or(GameError::NoSuchVariation)?;
        variation.collapsed = collapsed;
        if collapsed && self.view.branches.starts_with(&cursor.branches) {
            // The view cannot stay inside what is folded away.
            let mut branch_point = ViewCursor {
                branches: cursor.branches.clone(),
                past: Some(1),
            };
            self.cursor_back(&mut branch_point);
            self.view = branch_point;
        }
        Ok(())
    }

    /// Whether the view is at ply `index` of `line` or after it, or in a
    /// variation of one of those plies: inside what deleting from there
    /// removes.
    fn view_within(&self, line: &[(usize, usize)], index: usize) -> bool {
        let view = &self.view;
        if !view.branches.starts_with(line) {
            return false;
        }
        match view.branches.get(line.len()) {
            Some(&(i, _)) => i >= index,
            None => {
                let len = self.plies_of(line).map_or(0, Vec::len);
                view.past.unwrap_or(len) > index
            }
        }
    }
}

/// Promotes the variation holding ply `index` of `line` one level (see
/// [`Game::promote_variation`]); the cursor of that ply afterwards.
fn promote(
    editor: &mut Editor,
    line: &[(usize, usize)],
    index: usize,
) -> Result<ViewCursor, GameError> {
    let Some((&(i, j), parent)) = line.split_last() else {
        return Err(GameError::NotInVariation);
    };
    let parent: LinePath = parent.to_vec();
    let game = &*editor.game;
    let parent_plies = game.plies_of(&parent).ok_or(GameError::NoSuchVariation)?;
    let mut old: Vec<Ply> = parent_plies
        .get(i..)
        .ok_or(GameError::NoSuchVariation)?
        .to_vec();
    let mut siblings = std::mem::take(&mut old[0].variations);
    if j >= siblings.len() {
        return Err(GameError::NoSuchVariation);
    }
    let promoted = siblings.remove(j);
    let mut new = promoted.plies;
    let own = std::mem::take(&mut new[0].variations);
    // As lichess does: the line it replaces becomes the first variation.
    siblings.insert(0, Variation::of(old));
    siblings.extend(own);
    new[0].variations = siblings;
    // Words before the variation's first move now stand between two moves
    // of a line: after the move before it, as PGN reads them.
    let comments = (!promoted.comments.is_empty()).then(|| {
        if i == 0 {
            let mut before = game
                .comments_before_line(&parent)
                .cloned()
                .unwrap_or_default();
            before.extend(promoted.comments.iter().cloned());
            Step::CommentsBefore {
                line: parent.clone(),
                comments: before,
            }
        } else {
            let mut after = parent_plies[i - 1].comments.clone();
            after.extend(promoted.comments.iter().cloned());
            Step::CommentsAfter {
                line: parent.clone(),
                ply: i - 1,
                comments: after,
            }
        }
    });
    let remove = parent_plies.len() - i;
    editor.apply(Step::Plies {
        line: parent.clone(),
        at: i,
        remove,
        plies: new,
    })?;
    if let Some(step) = comments {
        editor.apply(step)?;
    }
    Ok(editor.game.cursor_of(&parent, i + index))
}
