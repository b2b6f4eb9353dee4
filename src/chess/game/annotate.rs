//! A game report written into the record as one undoable [`Edit`]: each
//! main-line move's evaluation as a `[%eval …]` command in its comment
//! (replacing an older one, beside the player's words and other commands),
//! its judgement as a move glyph, and a better line as a variation.

use shakmaty::{Move, Position};

use super::{
    Game, GameError, GlyphGroup, Ply, Variation,
    edit::{Editor, Step},
    glyph_group,
};
use crate::chess::eval::Eval;

/// What a report says of one move of the main line.
#[derive(Debug, Clone, PartialEq)]
pub struct MoveNote {
    /// The move's index in the main line (0: the first move).
    pub ply: usize,
    /// The evaluation after it.
    pub eval: Option<Eval>,
    /// Its judgement's move glyph (`$6` `$2` `$4`), replacing the move
    /// glyph it had.
    pub glyph: Option<u8>,
    /// A better line from the position before it, added as a variation
    /// unless one starting with the same move is there.
    pub better: Vec<Move>,
    /// Words added after its comments, unless they are there already.
    pub comment: Option<String>,
}

/// The comments with every `[%eval …]` command taken out and `eval`'s put
/// first in the first comment (or a comment of its own).
fn with_eval(comments: &[String], eval: Eval) -> Vec<String> {
    let mut out: Vec<String> = comments
        .iter()
        .map(|comment| without_evals(comment))
        .filter(|comment| !comment.is_empty())
        .collect();
    match out.first_mut() {
        Some(first) => *first = format!("{} {first}", eval.command()),
        None => out.push(eval.command()),
    }
    out
}

/// A comment without its `[%eval …]` commands, its words and other
/// commands in the order the player wrote them (`notes::split_comment`
/// would move every command after the words).
fn without_evals(comment: &str) -> String {
    let mut text = String::with_capacity(comment.len());
    let mut rest = comment;
    while let Some(start) = rest.find("[%eval") {
        let Some(end) = rest[start..].find(']') else {
            break;
        };
        text.push_str(&rest[..start]);
        text.push(' ');
        rest = &rest[start + end + 1..];
    }
    text.push_str(rest);
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl Game {
    /// Writes a report's notes on the main line as one edit labelled
    /// `label`; the view stays. Refused for a live game.
    pub fn annotate_main_line(
        &mut self,
        notes: &[MoveNote],
        label: crate::i18n::Said,
    ) -> Result<super::Edit, GameError> {
        if let Some(note) = notes.iter().find(|n| n.ply >= self.plies.len()) {
            return Err(GameError::NoSuchPly(note.ply + 1));
        }
        let view = self.view.clone();
        let mut editor = Editor::new(self)?;
        for note in notes {
            if let Err(e) = annotate_one(&mut editor, note) {
                editor.abandon();
                return Err(e);
            }
        }
        Ok(editor.finish(view, label))
    }
}

fn annotate_one(editor: &mut Editor<'_>, note: &MoveNote) -> Result<(), GameError> {
    let index = note.ply;
    let ply = &editor.game.plies[index];
    if let Some(eval) = note.eval {
        let comments = with_eval(&ply.comments, eval);
        if comments != ply.comments {
            editor.apply(Step::CommentsAfter {
                line: Vec::new(),
                ply: index,
                comments,
            })?;
        }
    }
    let ply = &editor.game.plies[index];
    if let Some(words) = &note.comment
        && !ply.comments.iter().any(|c| c.contains(words.as_str()))
    {
        let mut comments = ply.comments.clone();
        comments.push(words.clone());
        editor.apply(Step::CommentsAfter {
            line: Vec::new(),
            ply: index,
            comments,
        })?;
    }
    let ply = &editor.game.plies[index];
    if let Some(glyph) = note.glyph {
        let mut nags: Vec<u8> = ply
            .nags
            .iter()
            .copied()
            .filter(|&n| glyph_group(n) != GlyphGroup::Move)
            .collect();
        nags.insert(0, glyph);
        if nags != ply.nags {
            editor.apply(Step::Nags {
                line: Vec::new(),
                ply: index,
                nags,
            })?;
        }
    }
    let ply = &editor.game.plies[index];
    let Some(&first) = note.better.first() else {
        return Ok(());
    };
    let there = ply.mv == Some(first)
        || ply
            .variations
            .iter()
            .any(|v| v.plies.first().and_then(|p| p.mv) == Some(first));
    if there {
        return Ok(());
    }
    let mut position = editor
        .game
        .position_at(index)
        .cloned()
        .ok_or(GameError::NoSuchPly(index))?;
    let mut plies = Vec::with_capacity(note.better.len());
    for &m in &note.better {
        if !position.is_legal(m) {
            break;
        }
        let ply = Ply::new(&position, m);
        position = ply.position.clone();
        plies.push(ply);
    }
    let at = editor.game.plies[index].variations.len();
    editor.apply(Step::Variations {
        line: Vec::new(),
        ply: index,
        at,
        remove: 0,
        variations: vec![Variation::of(plies)],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_eval_replaces_the_old_one_and_keeps_the_words_and_other_commands() {
        let old = vec!["Good [%eval 0.1] idea [%clk 0:01:00]".to_owned()];
        assert_eq!(
            with_eval(&old, Eval::Cp(-35)),
            ["[%eval -0.35] Good idea [%clk 0:01:00]"]
        );
        assert_eq!(with_eval(&[], Eval::Mate(2)), ["[%eval #2]"]);
        assert_eq!(
            with_eval(&["[%eval 0.3]".to_owned(), "b".to_owned()], Eval::Cp(0)),
            ["[%eval 0.00] b"]
        );
    }
}
