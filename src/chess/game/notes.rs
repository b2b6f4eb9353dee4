//! What an annotator writes on a move: its comment (whose `[%…]` commands —
//! clock readings, evaluations, arrows — are kept when its words change),
//! its glyphs in lichess's three groups, and arrows and circles drawn on
//! the board, kept in the comment as `[%cal Ge2e4]` and `[%csl Rd5]`, the
//! convention lichess, ChessBase and Scid write. Each change is an
//! undoable [`Edit`].

use crate::i18n::Said;
use shakmaty::Square;

use super::{
    Game, GameError, ViewCursor,
    edit::{Edit, Editor, LinePath, Step},
};

/// The words of a comment as players read them: `[%…]` commands left out,
/// white space collapsed.
///
/// ```
/// use rookery::chess::game::readable_comment;
/// assert_eq!(readable_comment("[%eval 0.3] A  fine\nmove [%cal Ge2e4]"), "A fine move");
/// ```
pub fn readable_comment(comment: &str) -> String {
    split_comment(comment).0
}

/// A comment's words (white space collapsed) and its `[%…]` commands, each
/// as written.
fn split_comment(comment: &str) -> (String, Vec<String>) {
    let mut words = String::with_capacity(comment.len());
    let mut commands = Vec::new();
    let mut rest = comment;
    while let Some(start) = rest.find("[%") {
        words.push_str(&rest[..start]);
        words.push(' ');
        match rest[start..].find(']') {
            Some(end) => {
                commands.push(rest[start..start + end + 1].to_owned());
                rest = &rest[start + end + 1..];
            }
            None => {
                // An unclosed command is kept as it is, words and all.
                commands.push(rest[start..].to_owned());
                rest = "";
            }
        }
    }
    words.push_str(rest);
    (collapse(&words), commands)
}

/// White space collapsed to single spaces, as PGN writes and reads it.
fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The three groups of glyphs a move can have, as lichess offers them: one
/// move glyph and one position glyph at a time, observations freely.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum GlyphGroup {
    /// `!` `?` `!!` `??` `!?` `?!` (and `□`).
    Move,
    /// `=` `∞` `⩲` `⩱` `±` `∓` `+−` `−+`.
    Position,
    /// Novelty, development, initiative, attack, counterplay …
    Observation,
}

/// The move glyphs offered, in order: `!` `?` `!!` `??` `!?` `?!`.
pub const MOVE_GLYPHS: [u8; 6] = [1, 2, 3, 4, 5, 6];
/// The position glyphs offered: `=` `∞` `⩲` `⩱` `±` `∓` `+−` `−+`.
pub const POSITION_GLYPHS: [u8; 8] = [10, 13, 14, 15, 16, 17, 18, 19];
/// The observation glyphs offered: novelty, development, initiative,
/// attack, counterplay, time trouble, compensation, with the idea,
/// zugzwang (lichess's numbers, White's where the standard has a pair).
pub const OBSERVATION_GLYPHS: [u8; 9] = [146, 32, 36, 40, 132, 138, 44, 140, 22];

/// The group a NAG belongs to.
pub fn glyph_group(nag: u8) -> GlyphGroup {
    match nag {
        1..=9 => GlyphGroup::Move,
        10..=21 => GlyphGroup::Position,
        _ => GlyphGroup::Observation,
    }
}

/// A brush of the board's arrows and circles, as chessground names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Brush {
    /// The default.
    Green,
    /// With Shift or Ctrl.
    Red,
    /// With Alt.
    Blue,
    /// With Shift (or Ctrl) and Alt.
    Yellow,
}

impl Brush {
    /// Its letter in `[%cal]` and `[%csl]`.
    pub fn letter(self) -> char {
        match self {
            Brush::Green => 'G',
            Brush::Red => 'R',
            Brush::Blue => 'B',
            Brush::Yellow => 'Y',
        }
    }

    fn from_letter(c: u8) -> Option<Brush> {
        Some(match c.to_ascii_uppercase() {
            b'G' => Brush::Green,
            b'R' => Brush::Red,
            b'B' => Brush::Blue,
            b'Y' => Brush::Yellow,
            _ => return None,
        })
    }

    /// The brush the held modifiers choose.
    pub fn for_modifiers(shift_or_ctrl: bool, alt: bool) -> Brush {
        match (shift_or_ctrl, alt) {
            (false, false) => Brush::Green,
            (true, false) => Brush::Red,
            (false, true) => Brush::Blue,
            (true, true) => Brush::Yellow,
        }
    }
}

/// An arrow or a circle drawn on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shape {
    /// An arrow between two squares.
    Arrow {
        /// Where it starts.
        from: Square,
        /// Where it points.
        to: Square,
        /// Its colour.
        brush: Brush,
    },
    /// A circle on a square.
    Circle {
        /// The square.
        square: Square,
        /// Its colour.
        brush: Brush,
    },
}

impl Shape {
    /// The squares it covers, whatever its colour: two shapes on the same
    /// squares are the same drawing.
    fn place(self) -> (Square, Option<Square>) {
        match self {
            Shape::Arrow { from, to, .. } => (from, Some(to)),
            Shape::Circle { square, .. } => (square, None),
        }
    }

    fn brush(self) -> Brush {
        match self {
            Shape::Arrow { brush, .. } | Shape::Circle { brush, .. } => brush,
        }
    }
}

/// The shapes the `[%cal]` and `[%csl]` commands of comments draw, in the
/// order written. Unreadable entries are passed over.
///
/// ```
/// use rookery::chess::game::{Brush, Shape, shapes_in};
/// use shakmaty::Square;
/// let shapes = shapes_in(&["Good [%cal Ge2e4,Rd1d8] [%csl Yf3]".to_owned()]);
/// assert_eq!(shapes[0], Shape::Arrow { from: Square::E2, to: Square::E4, brush: Brush::Green });
/// assert_eq!(shapes[2], Shape::Circle { square: Square::F3, brush: Brush::Yellow });
/// ```
pub fn shapes_in(comments: &[String]) -> Vec<Shape> {
    let mut shapes = Vec::new();
    for comment in comments {
        for command in split_comment(comment).1 {
            let body = command.trim_start_matches("[%").trim_end_matches(']');
            let (name, list) = body.split_once(char::is_whitespace).unwrap_or((body, ""));
            let arrows = match name {
                "cal" => true,
                "csl" => false,
                _ => continue,
            };
            for entry in list.split(',').map(str::trim) {
                let bytes = entry.as_bytes();
                let square = |at: usize| {
                    bytes
                        .get(at..at + 2)
                        .and_then(|b| Square::from_ascii(b).ok())
                };
                let Some(brush) = bytes.first().and_then(|&b| Brush::from_letter(b)) else {
                    continue;
                };
                match (arrows, bytes.len(), square(1), square(3)) {
                    (true, 5, Some(from), Some(to)) => {
                        shapes.push(Shape::Arrow { from, to, brush })
                    }
                    (false, 3, Some(square), _) => shapes.push(Shape::Circle { square, brush }),
                    _ => {}
                }
            }
        }
    }
    shapes
}

/// The commands that draw `shapes`: `[%csl …]` then `[%cal …]`.
fn shape_commands(shapes: &[Shape]) -> Vec<String> {
    let circles: Vec<String> = shapes
        .iter()
        .filter_map(|s| match *s {
            Shape::Circle { square, brush } => Some(format!("{}{square}", brush.letter())),
            Shape::Arrow { .. } => None,
        })
        .collect();
    let arrows: Vec<String> = shapes
        .iter()
        .filter_map(|s| match *s {
            Shape::Arrow { from, to, brush } => Some(format!("{}{from}{to}", brush.letter())),
            Shape::Circle { .. } => None,
        })
        .collect();
    let mut out = Vec::new();
    if !circles.is_empty() {
        out.push(format!("[%csl {}]", circles.join(",")));
    }
    if !arrows.is_empty() {
        out.push(format!("[%cal {}]", arrows.join(",")));
    }
    out
}

/// Where the notes of a viewed position live: after its move, or, for the
/// game's initial position, before the first move.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Spot {
    After(LinePath, usize),
    Before(LinePath),
}

impl Game {
    fn spot(&self, cursor: &ViewCursor) -> Spot {
        match self.ply_address(cursor) {
            Some((line, index)) => Spot::After(line, index),
            None => Spot::Before(Vec::new()),
        }
    }

    fn spot_comments(&self, spot: &Spot) -> Option<&Vec<String>> {
        match spot {
            Spot::After(line, index) => self.plies_of(line)?.get(*index).map(|p| &p.comments),
            Spot::Before(line) => self.comments_before_line(line),
        }
    }

    fn comment_step(spot: Spot, comments: Vec<String>) -> Step {
        match spot {
            Spot::After(line, ply) => Step::CommentsAfter {
                line,
                ply,
                comments,
            },
            Spot::Before(line) => Step::CommentsBefore { line, comments },
        }
    }

    /// The words of the comment after a cursor's move (for the initial
    /// position, before the first move), commands left out.
    pub fn comment_text(&self, cursor: &ViewCursor) -> String {
        let spot = self.spot(cursor);
        joined_words(self.spot_comments(&spot).map_or(&[][..], Vec::as_slice))
    }

    /// The words of the comment before a cursor's move, when it is the first
    /// move of a variation (`None` elsewhere: between two moves a comment
    /// is the earlier move's).
    pub fn comment_before_text(&self, cursor: &ViewCursor) -> Option<String> {
        let (line, index) = self.ply_address(cursor)?;
        if index != 0 || line.is_empty() {
            return None;
        }
        Some(joined_words(self.comments_before_line(&line)?))
    }

    /// Sets the words of the comment after a cursor's move (the initial
    /// position: before the first move). Its `[%…]` commands stay; white
    /// space collapses as PGN keeps it. `None` when the words are the same.
    pub fn set_comment(
        &mut self,
        cursor: &ViewCursor,
        text: &str,
    ) -> Result<Option<Edit>, GameError> {
        let spot = self.spot(cursor);
        self.set_words(spot, text, "undo-comment")
    }

    /// Sets the words of the comment before the first move of a variation.
    pub fn set_comment_before(
        &mut self,
        cursor: &ViewCursor,
        text: &str,
    ) -> Result<Option<Edit>, GameError> {
        match self.ply_address(cursor) {
            Some((line, 0)) if !line.is_empty() => {
                self.set_words(Spot::Before(line), text, "undo-comment-before")
            }
            _ => Err(GameError::NotInVariation),
        }
    }

    fn set_words(
        &mut self,
        spot: Spot,
        text: &str,
        what: &'static str,
    ) -> Result<Option<Edit>, GameError> {
        let old = self
            .spot_comments(&spot)
            .ok_or(GameError::NoSuchVariation)?
            .clone();
        let words = collapse(text);
        if words == joined_words(&old) {
            return Ok(None);
        }
        let commands: Vec<String> = old.iter().flat_map(|c| split_comment(c).1).collect();
        let mut parts = Vec::with_capacity(commands.len() + 1);
        if !words.is_empty() {
            parts.push(words);
        }
        parts.extend(commands);
        let new = if parts.is_empty() {
            Vec::new()
        } else {
            vec![parts.join(" ")]
        };
        let label = Said::new(what).with("spot", self.spot_name(&spot));
        let view = self.view.clone();
        let mut editor = Editor::new(self)?;
        editor.apply(Game::comment_step(spot, new))?;
        Ok(Some(editor.finish(view, label)))
    }

    /// A spot's move as a player names it, or "the start".
    fn spot_name(&self, spot: &Spot) -> Said {
        match spot {
            Spot::After(line, index) => Said::Text(self.ply_name(line, *index)),
            Spot::Before(line) if line.is_empty() => Said::new("undo-the-start"),
            Spot::Before(line) => Said::Text(self.ply_name(line, 0)),
        }
    }

    /// Puts a glyph on a cursor's move, or takes it off if it is there. A
    /// move or position glyph replaces the other one of its group.
    pub fn toggle_glyph(&mut self, cursor: &ViewCursor, nag: u8) -> Result<Edit, GameError> {
        let (line, index) = self.ply_address(cursor).ok_or(GameError::NoSuchPly(0))?;
        let old = &self
            .plies_of(&line)
            .and_then(|p| p.get(index))
            .ok_or(GameError::NoSuchVariation)?
            .nags;
        let group = glyph_group(nag);
        let mut nags: Vec<u8> = if old.contains(&nag) {
            old.iter().copied().filter(|&n| n != nag).collect()
        } else {
            let mut kept: Vec<u8> = old
                .iter()
                .copied()
                .filter(|&n| group == GlyphGroup::Observation || glyph_group(n) != group)
                .collect();
            kept.push(nag);
            kept
        };
        // Written as books print them: the move's glyph first.
        nags.sort_by_key(|&n| glyph_group(n));
        let label = Said::new("undo-glyph").with("move", self.ply_name(&line, index));
        let view = self.view.clone();
        let mut editor = Editor::new(self)?;
        editor.apply(Step::Nags {
            line,
            ply: index,
            nags,
        })?;
        Ok(editor.finish(view, label))
    }

    /// The arrows and circles drawn for a cursor's position.
    pub fn shapes(&self, cursor: &ViewCursor) -> Vec<Shape> {
        let spot = self.spot(cursor);
        self.spot_comments(&spot)
            .map(|c| shapes_in(c))
            .unwrap_or_default()
    }

    /// Draws a shape for a cursor's position, or takes it away if the same
    /// one is there; one of another colour on the same squares is
    /// recoloured.
    pub fn toggle_shape(&mut self, cursor: &ViewCursor, shape: Shape) -> Result<Edit, GameError> {
        let spot = self.spot(cursor);
        let old = self
            .spot_comments(&spot)
            .ok_or(GameError::NoSuchVariation)?
            .clone();
        let mut shapes = shapes_in(&old);
        toggle_shape_in(&mut shapes, shape);
        // Every comment without its shape commands; the shapes go last.
        let mut new: Vec<String> = old
            .iter()
            .map(|c| without_shapes(c))
            .filter(|c| !c.is_empty())
            .collect();
        let commands = shape_commands(&shapes);
        if !commands.is_empty() {
            match new.last_mut() {
                Some(last) => {
                    last.push(' ');
                    last.push_str(&commands.join(" "));
                }
                None => new.push(commands.join(" ")),
            }
        }
        let label = Said::new("undo-drawing").with("spot", self.spot_name(&spot));
        let view = self.view.clone();
        let mut editor = Editor::new(self)?;
        editor.apply(Game::comment_step(spot, new))?;
        Ok(editor.finish(view, label))
    }
}

/// Draws a shape into a list, or takes it out if the same one is there;
/// one of another colour on the same squares is recoloured.
pub fn toggle_shape_in(shapes: &mut Vec<Shape>, shape: Shape) {
    match shapes.iter().position(|s| s.place() == shape.place()) {
        Some(i) if shapes[i].brush() == shape.brush() => {
            shapes.remove(i);
        }
        Some(i) => shapes[i] = shape,
        None => shapes.push(shape),
    }
}

/// A comment without its `[%cal]` and `[%csl]` commands, the rest as
/// written (its spaces tidied where a command went).
fn without_shapes(comment: &str) -> String {
    let mut out = String::with_capacity(comment.len());
    let mut rest = comment;
    while let Some(start) = rest.find("[%") {
        let end = rest[start..]
            .find(']')
            .map_or(rest.len(), |e| start + e + 1);
        let command = &rest[start..end];
        out.push_str(&rest[..start]);
        if !(command.starts_with("[%cal") || command.starts_with("[%csl")) {
            out.push_str(command);
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    collapse(&out)
}

/// The words of several comments, one text.
fn joined_words(comments: &[String]) -> String {
    let words: Vec<String> = comments
        .iter()
        .map(|c| readable_comment(c))
        .filter(|w| !w.is_empty())
        .collect();
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_split_into_words_and_commands() {
        let cases: &[(&str, &str, &[&str])] = &[
            ("Good move", "Good move", &[]),
            ("[%eval 0.31] Good", "Good", &["[%eval 0.31]"]),
            (
                "A [%cal Ge2e4,Rd1d8]\n b [%emt 0:00:03]",
                "A b",
                &["[%cal Ge2e4,Rd1d8]", "[%emt 0:00:03]"],
            ),
            ("[%csl Gf3]", "", &["[%csl Gf3]"]),
            ("unclosed [%eval 1", "unclosed", &["[%eval 1"]),
        ];
        for (comment, words, commands) in cases {
            let (w, c) = split_comment(comment);
            assert_eq!(w, *words, "{comment}");
            assert_eq!(c, *commands, "{comment}");
        }
    }

    #[test]
    fn shapes_read_and_write() {
        let shapes = shapes_in(&["[%cal Ge2e4, Rd1d8,xx,Bh1h9] [%csl Ya1,Gz9]".to_owned()]);
        assert_eq!(
            shapes,
            [
                Shape::Arrow {
                    from: Square::E2,
                    to: Square::E4,
                    brush: Brush::Green
                },
                Shape::Arrow {
                    from: Square::D1,
                    to: Square::D8,
                    brush: Brush::Red
                },
                Shape::Circle {
                    square: Square::A1,
                    brush: Brush::Yellow
                },
            ]
        );
        assert_eq!(
            shape_commands(&shapes),
            ["[%csl Ya1]", "[%cal Ge2e4,Rd1d8]"]
        );
        assert_eq!(
            without_shapes("Nice [%cal Ge2e4] [%eval 0.2] idea [%csl Ra1]"),
            "Nice [%eval 0.2] idea"
        );
    }

    #[test]
    fn glyph_groups() {
        assert_eq!(MOVE_GLYPHS.map(glyph_group), [GlyphGroup::Move; 6]);
        assert_eq!(POSITION_GLYPHS.map(glyph_group), [GlyphGroup::Position; 8]);
        assert_eq!(
            OBSERVATION_GLYPHS.map(glyph_group),
            [GlyphGroup::Observation; 9]
        );
        assert_eq!(
            Brush::for_modifiers(true, true).letter(),
            Brush::Yellow.letter()
        );
    }
}
