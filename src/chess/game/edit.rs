//! Edits of a record, each one undoable without limit: an [`Edit`] is the
//! list of [`Step`]s it made, and every step *swaps* what it holds with
//! what the tree holds at its place, so applying a step again undoes it.
//! Undo applies an edit's steps backwards, redo forwards; nothing is copied
//! to remember what was there (a deleted line lives on in its step, which
//! is how it comes back).
//!
//! Each step addresses a line by the variations taken from the mainline
//! (the branches of a [`ViewCursor`]); steps undo in the reverse order they
//! were made, so each finds the tree as it left it.

use super::{Game, GameError, GameMode, Ply, Status, Termination, ViewCursor, model::Variation};

/// Where a line of the tree is: for each variation taken from the
/// mainline inwards, the index of the ply that holds it and its index
/// among that ply's variations. Empty for the mainline.
pub(super) type LinePath = Vec<(usize, usize)>;

/// One change to the tree that undoes itself when applied again.
#[derive(Debug, Clone)]
pub(super) enum Step {
    /// Puts `plies` in place of the `remove` plies at `at` of a line.
    Plies {
        line: LinePath,
        at: usize,
        remove: usize,
        plies: Vec<Ply>,
    },
    /// Puts `variations` in place of the `remove` variations at `at` of a
    /// ply's variations.
    Variations {
        line: LinePath,
        ply: usize,
        at: usize,
        remove: usize,
        variations: Vec<Variation>,
    },
    /// Swaps the comments after a ply.
    CommentsAfter {
        line: LinePath,
        ply: usize,
        comments: Vec<String>,
    },
    /// Swaps the comments before a line's first move (for the mainline,
    /// the game's comments before its first move).
    CommentsBefore {
        line: LinePath,
        comments: Vec<String>,
    },
    /// Swaps a ply's NAGs.
    Nags {
        line: LinePath,
        ply: usize,
        nags: Vec<u8>,
    },
    /// Swaps the game's result.
    Result { status: Status },
}

/// One edit of a record, as undo and redo need it.
#[derive(Debug, Clone)]
pub struct Edit {
    steps: Vec<Step>,
    view_before: ViewCursor,
    view_after: ViewCursor,
    revision_before: u64,
    revision_after: u64,
    /// The game's result before and after: undo and redo put it back
    /// exactly (the reason of a result follows the main line otherwise).
    status_before: Status,
    status_after: Status,
    /// Whether the steps stand applied (done or redone) or undone.
    applied: bool,
    /// What it did, in a player's words ("Delete from 12...Nf6").
    pub label: crate::i18n::Said,
}

/// Builds an edit: each step is applied as it is added.
pub(super) struct Editor<'g> {
    pub(super) game: &'g mut Game,
    steps: Vec<Step>,
    view_before: ViewCursor,
    revision_before: u64,
    status_before: Status,
}

impl<'g> Editor<'g> {
    /// Starts an edit of a record.
    pub(super) fn new(game: &'g mut Game) -> Result<Editor<'g>, GameError> {
        if game.mode != GameMode::Record {
            return Err(GameError::NotARecord);
        }
        Ok(Editor {
            view_before: game.view.clone(),
            revision_before: game.revision,
            status_before: game.status,
            game,
            steps: Vec::new(),
        })
    }

    /// Applies a step and keeps it.
    pub(super) fn apply(&mut self, mut step: Step) -> Result<(), GameError> {
        self.game.swap(&mut step)?;
        self.steps.push(step);
        Ok(())
    }

    /// The finished edit, the board showing `view`.
    pub(super) fn finish(self, view: ViewCursor, label: impl Into<crate::i18n::Said>) -> Edit {
        self.game.view = view.clone();
        self.game.after_edit();
        Edit {
            steps: self.steps,
            view_before: self.view_before,
            view_after: view,
            revision_before: self.revision_before,
            revision_after: self.game.revision,
            status_before: self.status_before,
            status_after: self.game.status,
            applied: true,
            label: label.into(),
        }
    }

    /// Gives up: every step made is undone.
    pub(super) fn abandon(mut self) {
        for step in self.steps.iter_mut().rev() {
            let _ = self.game.swap(step);
        }
    }
}

impl Edit {
    /// Whether the edit stands (done or redone).
    pub fn is_applied(&self) -> bool {
        self.applied
    }

    /// The same edit under another label.
    pub fn then_label(mut self, label: impl Into<crate::i18n::Said>) -> Edit {
        self.label = label.into();
        self
    }

    /// This edit and the one made right after it, as one (undone and
    /// redone together), labelled `label`.
    pub fn then(mut self, next: Edit, label: impl Into<crate::i18n::Said>) -> Edit {
        self.steps.extend(next.steps);
        self.view_after = next.view_after;
        self.revision_after = next.revision_after;
        self.status_after = next.status_after;
        self.label = label.into();
        self
    }
}

impl Game {
    /// The plies of a line.
    pub(super) fn plies_of(&self, line: &[(usize, usize)]) -> Option<&Vec<Ply>> {
        let mut plies = &self.plies;
        for &(index, variation) in line {
            plies = &plies.get(index)?.variations.get(variation)?.plies;
        }
        Some(plies)
    }

    fn plies_of_mut(&mut self, line: &[(usize, usize)]) -> Option<&mut Vec<Ply>> {
        let mut plies = &mut self.plies;
        for &(index, variation) in line {
            plies = &mut plies.get_mut(index)?.variations.get_mut(variation)?.plies;
        }
        Some(plies)
    }

    /// The comments before a line's first move.
    pub(super) fn comments_before_line(&self, line: &[(usize, usize)]) -> Option<&Vec<String>> {
        match line.split_last() {
            None => Some(&self.comments_before),
            Some((&(index, variation), parent)) => Some(
                &self
                    .plies_of(parent)?
                    .get(index)?
                    .variations
                    .get(variation)?
                    .comments,
            ),
        }
    }

    fn comments_before_line_mut(&mut self, line: &[(usize, usize)]) -> Option<&mut Vec<String>> {
        match line.split_last() {
            None => Some(&mut self.comments_before),
            Some((&(index, variation), parent)) => Some(
                &mut self
                    .plies_of_mut(parent)?
                    .get_mut(index)?
                    .variations
                    .get_mut(variation)?
                    .comments,
            ),
        }
    }

    /// Applies a step: what it holds goes into the tree, what the tree had
    /// there goes into the step.
    fn swap(&mut self, step: &mut Step) -> Result<(), GameError> {
        let missing = GameError::NoSuchVariation;
        match step {
            Step::Plies {
                line,
                at,
                remove,
                plies,
            } => {
                let target = self.plies_of_mut(line).ok_or(missing)?;
                if *at + *remove > target.len() {
                    return Err(GameError::NoSuchVariation);
                }
                let inserted = plies.len();
                *plies = target
                    .splice(*at..*at + *remove, std::mem::take(plies))
                    .collect();
                *remove = inserted;
            }
            Step::Variations {
                line,
                ply,
                at,
                remove,
                variations,
            } => {
                let target = &mut self
                    .plies_of_mut(line)
                    .and_then(|p| p.get_mut(*ply))
                    .ok_or(missing)?
                    .variations;
                if *at + *remove > target.len() {
                    return Err(GameError::NoSuchVariation);
                }
                let inserted = variations.len();
                *variations = target
                    .splice(*at..*at + *remove, std::mem::take(variations))
                    .collect();
                *remove = inserted;
            }
            Step::CommentsAfter {
                line,
                ply,
                comments,
            } => {
                let target = self
                    .plies_of_mut(line)
                    .and_then(|p| p.get_mut(*ply))
                    .ok_or(missing)?;
                std::mem::swap(&mut target.comments, comments);
            }
            Step::CommentsBefore { line, comments } => {
                let target = self.comments_before_line_mut(line).ok_or(missing)?;
                std::mem::swap(target, comments);
            }
            Step::Nags { line, ply, nags } => {
                let target = self
                    .plies_of_mut(line)
                    .and_then(|p| p.get_mut(*ply))
                    .ok_or(missing)?;
                std::mem::swap(&mut target.nags, nags);
            }
            Step::Result { status } => std::mem::swap(&mut self.status, status),
        }
        Ok(())
    }

    /// What follows any change of the tree: the rule ending is found again
    /// along the mainline. The result is the game's and no edit of the
    /// tree changes it (lichess keeps it too; the player sets it with
    /// [`Game::set_record_result`]); only the reason of a result the final
    /// position gave follows the main line's new end: the same outcome
    /// there keeps or takes that reason, another end makes it a recorded
    /// result. What the players decided (a resignation, an agreement, a
    /// flag) stays as it was.
    fn after_edit(&mut self) {
        self.touch();
        self.rule_ending = None;
        for index in 1..=self.plies.len() {
            if let Some((outcome, termination)) = self.ending_with_moves_left_at(index, false) {
                self.rule_ending = Some(super::RuleEnding {
                    ply: index,
                    outcome,
                    termination,
                });
                break;
            }
        }
        if let Status::Finished {
            outcome,
            termination,
        } = self.status
            && (termination.is_by_position() || termination == Termination::Recorded)
        {
            let termination = match self.automatic_ending_at(self.plies.len()) {
                Some((at_end, reason)) if at_end == outcome => reason,
                _ => Termination::Recorded,
            };
            self.status = Status::Finished {
                outcome,
                termination,
            };
        }
        self.view = self.view.valid_in(self);
    }

    /// Sets a record's result (`None`: unknown, `*`), as one edit; `None`
    /// when it is already that result. Its reason is the main line's end
    /// when that gives the same result, else it is a recorded result.
    pub fn set_record_result(
        &mut self,
        outcome: Option<shakmaty::KnownOutcome>,
    ) -> Result<Option<Edit>, GameError> {
        if self.status.outcome() == outcome {
            return Ok(None);
        }
        let status = match outcome {
            Some(outcome) => Status::Finished {
                outcome,
                termination: Termination::Recorded,
            },
            None => Status::Ongoing,
        };
        let label = crate::i18n::Said::new("undo-result")
            .with("result", status.result_str().replace("1/2-1/2", "½-½"));
        let view = self.view.clone();
        let mut editor = Editor::new(self)?;
        editor.apply(Step::Result { status })?;
        Ok(Some(editor.finish(view, label)))
    }

    /// Undoes an edit made by this game's edit operations (the last one not
    /// undone): the tree and the view are as they were before it.
    pub fn undo(&mut self, edit: &mut Edit) -> Result<(), GameError> {
        if !edit.applied {
            return Err(GameError::NothingToUndo);
        }
        for step in edit.steps.iter_mut().rev() {
            self.swap(step)?;
        }
        edit.applied = false;
        self.view = edit.view_before.clone();
        self.after_edit();
        self.status = edit.status_before;
        // The same tree as before the edit: the same revision, so the game
        // is saved again if it was then.
        self.revision = edit.revision_before;
        Ok(())
    }

    /// Makes an undone edit again.
    pub fn redo(&mut self, edit: &mut Edit) -> Result<(), GameError> {
        if edit.applied {
            return Err(GameError::NothingToUndo);
        }
        for step in edit.steps.iter_mut() {
            self.swap(step)?;
        }
        edit.applied = true;
        self.view = edit.view_after.clone();
        self.after_edit();
        self.status = edit.status_after;
        self.revision = edit.revision_after;
        Ok(())
    }
}
