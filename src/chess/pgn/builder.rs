//! A game being read: the mainline and the open variations, filled move by
//! move, comment by comment, as pgn-reader's visitor hands them over, and
//! finished into a [`PgnGame`] with its result.

use pgn_reader::SanPlus;
use shakmaty::{Chess, KnownOutcome};

use super::{
    MAX_VARIATION_DEPTH, MoveNumber, PgnError, PgnErrorKind, PgnGame, Tags,
    clk::{parse_clock, take_clock},
    lenient::{SKIPPED_MARK, comment_text},
    san::{Word, WordError, read_word},
    setup,
    tags::decode_text,
};
use crate::chess::game::{Game, Ply, Variation};

/// A line of play being read: the mainline or a variation.
#[derive(Debug)]
pub(super) struct Line {
    /// The position before the line's first move.
    pub(super) start: Chess,
    /// Comments before its first move.
    pub(super) comments: Vec<String>,
    /// Its moves.
    pub(super) plies: Vec<Ply>,
    /// An error stopped this variation: the rest of it is passed over.
    pub(super) broken: bool,
    /// A variation pgn-reader is skipping whole (inside a broken one).
    pub(super) skipped: bool,
}

/// A game being read.
#[derive(Debug)]
pub(super) struct Builder {
    pub(super) number: usize,
    pub(super) tags: Tags,
    pub(super) game: Game,
    /// Open variations, innermost last; empty while on the mainline.
    pub(super) lines: Vec<Line>,
    pub(super) outcome: Option<KnownOutcome>,
    /// Whether a result token (`*` included) ended the mainline.
    pub(super) ended: bool,
    pub(super) error: Option<PgnError>,
    /// A comment longer than pgn-reader's buffer, in pieces.
    pub(super) partial: Vec<u8>,
}

impl Builder {
    pub(super) fn new(number: usize) -> Builder {
        Builder {
            number,
            tags: Tags::default(),
            game: Game::new().into_record(),
            lines: Vec::new(),
            outcome: None,
            ended: false,
            error: None,
            partial: Vec::new(),
        }
    }

    /// Opens a line for a variation pgn-reader skips whole: its `)` closes
    /// it and nothing is kept.
    pub(super) fn push_skipped_line(&mut self) {
        let start = self.position().clone();
        self.lines.push(Line {
            start,
            comments: Vec::new(),
            plies: Vec::new(),
            broken: true,
            skipped: true,
        });
    }

    /// Whether the current line is a variation cut by an error.
    pub(super) fn in_broken_line(&self) -> bool {
        self.lines.last().is_some_and(|line| line.broken)
    }

    /// The position at the end of the current line.
    fn position(&self) -> &Chess {
        match self.lines.last() {
            Some(line) => line.plies.last().map_or(&line.start, |p| &p.position),
            None => self.game.position(),
        }
    }

    /// The last ply of the current line.
    pub(super) fn last_ply_mut(&mut self) -> Option<&mut Ply> {
        match self.lines.last_mut() {
            Some(line) => line.plies.last_mut(),
            None => {
                let n = self.game.ply_count();
                n.checked_sub(1).and_then(|i| self.game.ply_mut(i))
            }
        }
    }

    /// The last move of the current line as a player names it (`22...Rc8`),
    /// or, at the start of a variation, the move before it.
    fn last_move_name(&self) -> Option<String> {
        let (before, ply) = match self.lines.last() {
            Some(line) => match line.plies.len() {
                0 => return self.parent_move_name(),
                1 => (&line.start, &line.plies[0]),
                n => (&line.plies[n - 2].position, &line.plies[n - 1]),
            },
            None => {
                let n = self.game.ply_count();
                let before = self.game.position_at(n.checked_sub(1)?)?;
                (before, self.game.plies().last()?)
            }
        };
        Some(format!("{}{}", MoveNumber::of(before), ply.san))
    }

    /// At the start of a variation: the move before the one it replaces.
    fn parent_move_name(&self) -> Option<String> {
        let mut name = None;
        // The move that led to the variation's start, on the line it left.
        if self.lines.len() >= 2 {
            let parent = &self.lines[self.lines.len() - 2];
            let n = parent.plies.len();
            if n >= 2 {
                let before = if n >= 3 {
                    &parent.plies[n - 3].position
                } else {
                    &parent.start
                };
                name = Some(format!(
                    "{}{}",
                    MoveNumber::of(before),
                    parent.plies[n - 2].san
                ));
            }
        } else {
            let n = self.game.ply_count();
            if n >= 2 {
                let before = self.game.position_at(n - 2)?;
                name = Some(format!(
                    "{}{}",
                    MoveNumber::of(before),
                    self.game.plies()[n - 2].san
                ));
            }
        }
        name
    }

    /// Records an error at the current point of the moves.
    pub(super) fn fail(&mut self, kind: PgnErrorKind) {
        if self.error.is_some() {
            return;
        }
        let in_moves = !matches!(
            kind,
            PgnErrorKind::UnsupportedVariant(_) | PgnErrorKind::InvalidFen { .. }
        );
        self.error = Some(PgnError {
            game: self.number,
            at: in_moves.then(|| MoveNumber::of(self.position())),
            after: if in_moves {
                self.last_move_name()
            } else {
                None
            },
            in_variation: !self.lines.is_empty(),
            kind,
        });
    }

    /// Sets up the starting position from the `FEN` and `Variant` tags.
    pub(super) fn set_up(&mut self) -> Result<(), PgnErrorKind> {
        self.game = setup::start(&self.tags)?;
        Ok(())
    }

    /// Plays a move on the current line.
    pub(super) fn play(&mut self, san_plus: SanPlus) -> Result<(), PgnErrorKind> {
        let position = self.position();
        let ply = match read_word(san_plus.san, position) {
            Ok(Word::Null) => Ply::null(position).ok_or(PgnErrorKind::NullMove)?,
            Ok(Word::Move(m, canonical)) => {
                let key = match self.lines.last() {
                    Some(line) => line.plies.last().map(|p| p.key),
                    None => Some(self.game.latest_key()),
                };
                Ply::with_san(position, key, m, canonical)
            }
            Err(e) => {
                let san = san_plus.to_string();
                return Err(match e {
                    WordError::Ambiguous => PgnErrorKind::AmbiguousMove { san },
                    WordError::Illegal => PgnErrorKind::IllegalMove { san },
                    WordError::NullInCheck => PgnErrorKind::NullMove,
                });
            }
        };
        match self.lines.last_mut() {
            Some(line) => line.plies.push(ply),
            None => {
                self.game.push_record_ply(ply);
            }
        }
        Ok(())
    }

    /// Adds a finished comment where it belongs: after the last move of the
    /// current line, or before its first.
    pub(super) fn add_comment(&mut self, raw: &[u8]) -> Result<(), PgnErrorKind> {
        if let [SKIPPED_MARK, token @ ..] = raw {
            return Err(PgnErrorKind::UnreadableToken {
                token: decode_text(token),
            });
        }
        // The commonest comment of all, `{ [%clk 0:04:58] }` after every
        // move of an online game, is read without building any text.
        if let Some(inner) = raw
            .trim_ascii()
            .strip_prefix(b"[%clk")
            .and_then(|r| r.strip_suffix(b"]"))
            && !inner.contains(&b'[')
            && let Ok(inner) = std::str::from_utf8(inner)
            && let Some(clock) = parse_clock(inner.trim())
            && let Some(ply) = self.last_ply_mut()
        {
            if ply.clock.is_none() {
                ply.clock = Some(clock);
            }
            return Ok(());
        }
        let text = comment_text(raw);
        let (text, clock) = take_clock(&text);
        match self.last_ply_mut() {
            Some(ply) => {
                if clock.is_some() && ply.clock.is_none() {
                    ply.clock = clock;
                }
                if !text.is_empty() {
                    ply.comments.push(text);
                }
            }
            None => {
                // Before the first move a clock reading has no ply; keep it
                // as text.
                let text = match clock {
                    Some(_) => comment_text(raw),
                    None => text,
                };
                if !text.is_empty() {
                    match self.lines.last_mut() {
                        Some(line) => line.comments.push(text),
                        None => self.game.comments_before_mut().push(text),
                    }
                }
            }
        }
        Ok(())
    }

    /// Opens a variation that replaces the last move of the current line.
    pub(super) fn begin_variation(&mut self) -> Result<(), PgnErrorKind> {
        if self.lines.len() >= MAX_VARIATION_DEPTH {
            return Err(PgnErrorKind::TooDeep);
        }
        let start = match self.lines.last() {
            Some(line) => match line.plies.len() {
                0 => None,
                1 => Some(line.start.clone()),
                n => Some(line.plies[n - 2].position.clone()),
            },
            None => self
                .game
                .ply_count()
                .checked_sub(1)
                .and_then(|n| self.game.position_at(n))
                .cloned(),
        };
        let start = start.ok_or(PgnErrorKind::VariationWithoutMove)?;
        self.lines.push(Line {
            start,
            comments: Vec::new(),
            plies: Vec::new(),
            broken: false,
            skipped: false,
        });
        Ok(())
    }

    /// Closes the innermost variation and attaches it to the move it
    /// replaces.
    pub(super) fn end_variation(&mut self) {
        let Some(line) = self.lines.pop() else {
            // A `)` without its `(`: nothing to close.
            return;
        };
        if line.skipped || (line.plies.is_empty() && line.comments.is_empty()) {
            return;
        }
        let variation = Variation {
            comments: line.comments,
            ..Variation::of(line.plies)
        };
        if let Some(ply) = self.last_ply_mut() {
            ply.variations.push(variation);
        }
    }

    /// The game as read.
    pub(super) fn finish(mut self) -> PgnGame {
        while !self.lines.is_empty() {
            self.end_variation();
        }
        let outcome = self.outcome.or_else(|| setup::tag_outcome(&self.tags));
        match outcome {
            Some(outcome) => {
                let termination = setup::recorded_termination(&self.game, &self.tags, outcome);
                self.game.set_result(outcome, termination);
            }
            // A record's result is the one it gives; a start position that
            // is already over shows in `rule_ending` instead.
            None => self.game.clear_result(),
        }
        PgnGame {
            number: self.number,
            tags: self.tags,
            game: self.game,
            error: self.error,
        }
    }
}
