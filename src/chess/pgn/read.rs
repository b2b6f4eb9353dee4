//! Reading PGN: every game of a stream becomes a [`PgnGame`], a record with
//! its tags, comments, NAGs, variations and clock readings, or the good part
//! of it with a [`PgnError`] that says what went wrong and where.

use std::{io, io::Read, ops::ControlFlow};

use pgn_reader::{Nag, Outcome, RawComment, RawTag, Reader, SanPlus, Skip, Visitor};

use super::{
    PgnError, PgnErrorKind, Tags,
    builder::Builder,
    lenient::Lenient,
    tags::{decode_text, tag_name, tag_value},
};
use crate::chess::game::Game;

/// Variations nested deeper than this stop the game with
/// [`PgnErrorKind::TooDeep`]. Real games nest a handful of levels; the cap
/// keeps every walk over the tree (drop, clone, compare, write, display)
/// within a small, fixed stack.
pub const MAX_VARIATION_DEPTH: usize = 64;

/// Comments longer than this are cut, with a note, so a broken file cannot
/// fill the memory through one comment.
pub const MAX_COMMENT_BYTES: usize = 1 << 20;

/// Tag lines up to this length are read whole; a longer one is a syntax
/// error for its game. (pgn-reader keeps this much in its buffer before each
/// tag, so a much larger value would slow every file down.)
pub const MAX_TAG_LINE_BYTES: usize = 1 << 14;

/// One game read from a PGN file.
#[derive(Debug, Clone)]
pub struct PgnGame {
    /// Its number in the file, from 1.
    pub number: usize,
    /// Every tag pair, in file order.
    pub tags: Tags,
    /// The moves as a record ([`crate::chess::game::GameMode::Record`]), with
    /// comments, NAGs, variations and clock readings. For a game with an
    /// error, the moves up to the error.
    pub game: Game,
    /// What stopped the game from being read whole, if anything.
    pub error: Option<PgnError>,
}

impl PartialEq for PgnGame {
    /// Equal tags as exported ([`super::export_tags`]: unknown roster tags
    /// read as `?`), start, moves (with comments, NAGs, clocks and
    /// variations) and result; the game number and any error are not
    /// compared.
    fn eq(&self, other: &PgnGame) -> bool {
        super::export_tags(&self.tags, &self.game) == super::export_tags(&other.tags, &other.game)
            && self.game.initial_position() == other.game.initial_position()
            && self.game.castling_mode() == other.game.castling_mode()
            && self.game.comments_before() == other.game.comments_before()
            && self.game.plies() == other.game.plies()
            && self.game.status() == other.game.status()
    }
}

/// Reads every game of a PGN text.
///
/// ```
/// use rookery::chess::pgn::read_str;
///
/// let games = read_str("[White \"Réti\"]\n\n1. Nf3 d5 2. c4 { The Réti } 1-0\n");
/// assert_eq!(games.len(), 1);
/// assert_eq!(games[0].tags.get("White"), Some("Réti"));
/// assert_eq!(games[0].game.ply_count(), 3);
/// assert_eq!(games[0].game.plies()[2].comments, ["The Réti"]);
/// assert_eq!(games[0].game.status().result_str(), "1-0");
/// ```
pub fn read_str(text: &str) -> Vec<PgnGame> {
    Games::new(text.as_bytes()).collect()
}

/// The games of a PGN stream, one at a time: a 50 MB file is read without
/// holding more than one game.
#[derive(Debug)]
pub struct Games<R> {
    reader: Reader<Lenient<R>>,
    visitor: GameVisitor,
    queue: std::collections::VecDeque<PgnGame>,
    failures_in_a_row: usize,
    done: bool,
}

impl<R: Read> Games<R> {
    /// Reads games from a stream (a file, a byte slice).
    pub fn new(inner: R) -> Games<R> {
        Games::numbered_from(inner, 1)
    }

    /// Reads games whose numbers in their file start at `first` (for a game
    /// read alone from an index).
    pub fn numbered_from(inner: R, first: usize) -> Games<R> {
        Games {
            reader: Reader::build(Lenient::new(inner))
                .set_supported_tag_line_length(MAX_TAG_LINE_BYTES)
                .finish(),
            visitor: GameVisitor {
                next_number: first,
                current: None,
                pending: Vec::new(),
            },
            queue: std::collections::VecDeque::new(),
            failures_in_a_row: 0,
            done: false,
        }
    }
}

impl<R: Read> Iterator for Games<R> {
    type Item = PgnGame;

    fn next(&mut self) -> Option<PgnGame> {
        if let Some(game) = self.queue.pop_front() {
            return Some(game);
        }
        let game = self.read_next()?;
        if self.visitor.pending.is_empty() {
            return Some(game);
        }
        self.queue.extend(self.visitor.pending.drain(..));
        self.queue.push_back(game);
        self.queue.pop_front()
    }
}

impl<R: Read> Games<R> {
    fn read_next(&mut self) -> Option<PgnGame> {
        if self.done {
            return None;
        }
        match self.reader.read_game(&mut self.visitor) {
            Ok(Some(game)) => {
                self.failures_in_a_row = 0;
                Some(game)
            }
            Ok(None) => {
                self.done = true;
                None
            }
            Err(e) => {
                // pgn-reader reports broken syntax as InvalidData and can go
                // on with the next game; any other error ends the stream.
                self.failures_in_a_row += 1;
                let syntax = e.kind() == io::ErrorKind::InvalidData;
                if !syntax || self.failures_in_a_row > 1000 {
                    self.done = true;
                }
                let kind = if syntax {
                    PgnErrorKind::Syntax(e.to_string())
                } else {
                    PgnErrorKind::Io(e.to_string())
                };
                match self.visitor.current.take() {
                    Some(mut builder) => {
                        builder.fail(kind);
                        Some(builder.finish())
                    }
                    None if syntax => self.read_next(),
                    None => {
                        let number = self.visitor.next_number;
                        self.visitor.next_number += 1;
                        Some(PgnGame {
                            number,
                            tags: Tags::default(),
                            game: Game::new().into_record(),
                            error: Some(PgnError {
                                game: number,
                                at: None,
                                after: None,
                                in_variation: false,
                                kind,
                            }),
                        })
                    }
                }
            }
        }
    }
}

/// The pgn-reader visitor. The game being read lives here, not in
/// pgn-reader's tag and movetext values, so that its good part survives a
/// syntax error that makes pgn-reader return early.
#[derive(Debug)]
struct GameVisitor {
    next_number: usize,
    current: Option<Builder>,
    /// Games finished inside one pgn-reader game (glued tagless games), to
    /// be handed out before it.
    pending: Vec<PgnGame>,
}

impl Visitor for GameVisitor {
    type Tags = ();
    type Movetext = ();
    type Output = PgnGame;

    fn begin_tags(&mut self) -> ControlFlow<PgnGame> {
        self.current = Some(Builder::new(self.next_number));
        self.next_number += 1;
        ControlFlow::Continue(())
    }

    fn tag(&mut self, _: &mut (), name: &[u8], value: RawTag<'_>) -> ControlFlow<PgnGame> {
        if let Some(builder) = &mut self.current {
            builder
                .tags
                .push(tag_name(&decode_text(name)), tag_value(value.as_bytes()));
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _: ()) -> ControlFlow<PgnGame> {
        let builder = self.builder();
        match builder.set_up() {
            Ok(()) => {
                let plies = builder
                    .tags
                    .get("PlyCount")
                    .and_then(|n| n.parse::<usize>().ok())
                    .map_or(100, |n| n.min(1000));
                builder.game.reserve_plies(plies + 1);
                ControlFlow::Continue(())
            }
            Err(kind) => self.stop(kind),
        }
    }

    fn san(&mut self, _: &mut (), san_plus: SanPlus) -> ControlFlow<PgnGame> {
        let builder = self.builder();
        if builder.in_broken_line() {
            return ControlFlow::Continue(());
        }
        if builder.ended && builder.lines.is_empty() {
            // A move after the result token: the next game follows without
            // a blank line or tags (tagless games one per line).
            let next = Builder::new(self.next_number);
            self.next_number += 1;
            let done = std::mem::replace(self.builder(), next);
            self.pending.push(done.finish());
        }
        match self.builder().play(san_plus) {
            Ok(()) => ControlFlow::Continue(()),
            Err(kind) => self.stop(kind),
        }
    }

    fn nag(&mut self, _: &mut (), nag: Nag) -> ControlFlow<PgnGame> {
        let builder = self.builder();
        if builder.in_broken_line() {
            return ControlFlow::Continue(());
        }
        // A NAG before any move has nothing to annotate.
        if let Some(ply) = builder.last_ply_mut() {
            ply.nags.push(nag.0);
        }
        ControlFlow::Continue(())
    }

    fn partial_comment(&mut self, _: &mut (), comment: RawComment<'_>) -> ControlFlow<PgnGame> {
        let builder = self.builder();
        let room = MAX_COMMENT_BYTES.saturating_sub(builder.partial.len());
        let bytes = comment.as_bytes();
        builder
            .partial
            .extend_from_slice(&bytes[..bytes.len().min(room)]);
        ControlFlow::Continue(())
    }

    fn comment(&mut self, _: &mut (), comment: RawComment<'_>) -> ControlFlow<PgnGame> {
        let builder = self.builder();
        if builder.in_broken_line() {
            builder.partial.clear();
            return ControlFlow::Continue(());
        }
        let result = if builder.partial.is_empty() {
            builder.add_comment(comment.as_bytes())
        } else {
            let mut whole = std::mem::take(&mut builder.partial);
            let truncated = whole.len() + comment.as_bytes().len() > MAX_COMMENT_BYTES;
            let room = MAX_COMMENT_BYTES.saturating_sub(whole.len());
            let bytes = comment.as_bytes();
            whole.extend_from_slice(&bytes[..bytes.len().min(room)]);
            if truncated {
                whole.extend_from_slice(" [comment cut: longer than 1 MiB]".as_bytes());
            }
            builder.add_comment(&whole)
        };
        match result {
            Ok(()) => ControlFlow::Continue(()),
            Err(kind) => self.stop(kind),
        }
    }

    fn begin_variation(&mut self, _: &mut ()) -> ControlFlow<PgnGame, Skip> {
        let builder = self.builder();
        if builder.in_broken_line() {
            // pgn-reader skips it whole and then calls end_variation.
            builder.push_skipped_line();
            return ControlFlow::Continue(Skip(true));
        }
        match builder.begin_variation() {
            Ok(()) => ControlFlow::Continue(Skip(false)),
            Err(kind) => match self.stop(kind) {
                ControlFlow::Break(game) => ControlFlow::Break(game),
                ControlFlow::Continue(()) => {
                    // The variation that could not open is skipped whole;
                    // its `)` still arrives, so it gets a line to close.
                    self.builder().push_skipped_line();
                    ControlFlow::Continue(Skip(true))
                }
            },
        }
    }

    fn end_variation(&mut self, _: &mut ()) -> ControlFlow<PgnGame> {
        self.builder().end_variation();
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, _: &mut (), outcome: Outcome) -> ControlFlow<PgnGame> {
        let builder = self.builder();
        if builder.lines.is_empty() {
            builder.ended = true;
            if let Outcome::Known(known) = outcome {
                builder.outcome = Some(known);
            }
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, _: ()) -> PgnGame {
        self.current
            .take()
            .unwrap_or_else(|| Builder::new(self.next_number))
            .finish()
    }
}

impl GameVisitor {
    /// The game being read (begin_tags always creates it first).
    fn builder(&mut self) -> &mut Builder {
        let number = self.next_number;
        self.current.get_or_insert_with(|| Builder::new(number))
    }

    /// Stops at an error, keeping what was read: in a variation, the rest
    /// of the variation is left out and the game goes on; on the mainline
    /// the game ends there.
    fn stop(&mut self, kind: PgnErrorKind) -> ControlFlow<PgnGame> {
        let builder = self.builder();
        if !builder.lines.is_empty() {
            builder.fail(kind);
            if let Some(line) = builder.lines.last_mut() {
                line.broken = true;
            }
            return ControlFlow::Continue(());
        }
        let mut builder = self
            .current
            .take()
            .unwrap_or_else(|| Builder::new(self.next_number));
        builder.fail(kind);
        ControlFlow::Break(builder.finish())
    }
}

impl PgnGame {
    /// Whether the game was read whole.
    pub fn is_complete(&self) -> bool {
        self.error.is_none()
    }
}
