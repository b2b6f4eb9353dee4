//! Reading PGN: every game of a stream becomes a [`PgnGame`], a record with
//! its tags, comments, NAGs, variations and clock readings, or the good part
//! of it with a [`PgnError`] that says what went wrong and where.

use std::{fmt, io, io::Read, ops::ControlFlow};

use pgn_reader::{Nag, Outcome, RawComment, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::{
    CastlingMode, Chess, Color, FromSetup, KnownOutcome, Position, PositionErrorKinds,
    fen::Fen,
    san::{San, SanError},
};

use super::{
    Tags,
    clk::{parse_clock, take_clock},
    lenient::{BRACE_MARK, Lenient, SKIPPED_MARK},
    tags::{decode_text, tag_name, tag_value},
};
use crate::game::{FenError, Game, Ply, Termination, Variation};

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
    /// The moves as a record ([`crate::game::GameMode::Record`]), with
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

/// A move in a game, as a player names it: move number and side (`23.` for
/// White, `23...` for Black).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveNumber {
    /// The full-move number.
    pub number: u32,
    /// The side to move.
    pub color: Color,
}

impl MoveNumber {
    /// The number of the move about to be played in `position`.
    pub fn of(position: &Chess) -> MoveNumber {
        MoveNumber {
            number: position.fullmoves().get(),
            color: position.turn(),
        }
    }
}

impl fmt::Display for MoveNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = self.color.fold_wb(".", "...");
        write!(f, "{}{dots}", self.number)
    }
}

/// Why a game could not be read whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// A move that is not legal in its position.
    IllegalMove {
        /// The move as written.
        san: String,
    },
    /// A move that more than one legal move matches.
    AmbiguousMove {
        /// The move as written.
        san: String,
    },
    /// A null move (`--`, `Z0`), which a game of chess cannot contain.
    NullMove,
    /// Text in the moves that is neither a move, a move number, a NAG nor a
    /// result.
    UnreadableToken {
        /// The text.
        token: String,
    },
    /// A `Variant` other than standard chess and Chess960.
    UnsupportedVariant(String),
    /// A `FEN` tag that is not a legal position.
    InvalidFen {
        /// The tag's value.
        fen: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A variation that starts before any move it could replace.
    VariationWithoutMove,
    /// Variations nested deeper than [`MAX_VARIATION_DEPTH`].
    TooDeep,
    /// The text breaks the PGN syntax (an unterminated tag or comment).
    Syntax(String),
    /// The file could not be read.
    Io(String),
}

/// A game that could not be read whole: where and why. The moves before the
/// error are kept in [`PgnGame::game`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnError {
    /// The game's number in the file, from 1.
    pub game: usize,
    /// The move at which it happened, if it happened in the moves.
    pub at: Option<MoveNumber>,
    /// The last move read before it on the same line (`22...Rc8`).
    pub after: Option<String>,
    /// Whether it happened in a variation. The rest of that variation is
    /// left out and the game goes on; an error on the mainline ends the game
    /// there.
    pub in_variation: bool,
    /// What went wrong.
    pub kind: PgnErrorKind,
}

impl fmt::Display for PgnError {
    /// For example "game 3, 23...: illegal move Nf6 in the position after
    /// 22...Rc8".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}", self.game)?;
        if let Some(at) = self.at {
            write!(f, ", {at}")?;
        }
        f.write_str(": ")?;
        let mut position = match &self.after {
            Some(after) => format!("the position after {after}"),
            None => "the starting position".to_owned(),
        };
        if self.in_variation {
            position.push_str(" (in a variation, which is cut there)");
        }
        match &self.kind {
            PgnErrorKind::IllegalMove { san } => write!(f, "illegal move {san} in {position}"),
            PgnErrorKind::AmbiguousMove { san } => write!(
                f,
                "ambiguous move {san} in {position}: more than one piece can make it"
            ),
            PgnErrorKind::NullMove => write!(f, "null move in {position}"),
            PgnErrorKind::UnreadableToken { token } => write!(
                f,
                "\"{token}\" in {position} is not a move, move number, NAG or result"
            ),
            PgnErrorKind::UnsupportedVariant(v) => write!(
                f,
                "unsupported variant {v} (Rookery plays standard chess and Chess960)"
            ),
            PgnErrorKind::InvalidFen { fen, reason } => write!(f, "FEN \"{fen}\": {reason}"),
            PgnErrorKind::VariationWithoutMove => {
                write!(f, "a variation in {position} has no move to replace")
            }
            PgnErrorKind::TooDeep => write!(
                f,
                "variations nested more than {MAX_VARIATION_DEPTH} deep in {position}"
            ),
            PgnErrorKind::Syntax(what) => f.write_str(what),
            PgnErrorKind::Io(what) => write!(f, "the file could not be read: {what}"),
        }
    }
}

impl std::error::Error for PgnError {}

/// Reads every game of a PGN text.
///
/// ```
/// use rookery::pgn::read_str;
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

/// A line of play being read: the mainline or a variation.
#[derive(Debug)]
struct Line {
    /// The position before the line's first move.
    start: Chess,
    /// Comments before its first move.
    comments: Vec<String>,
    /// Its moves.
    plies: Vec<Ply>,
    /// An error stopped this variation: the rest of it is passed over.
    broken: bool,
    /// A variation pgn-reader is skipping whole (inside a broken one).
    skipped: bool,
}

/// A game being read.
#[derive(Debug)]
struct Builder {
    number: usize,
    tags: Tags,
    game: Game,
    /// Open variations, innermost last; empty while on the mainline.
    lines: Vec<Line>,
    outcome: Option<KnownOutcome>,
    /// Whether a result token (`*` included) ended the mainline.
    ended: bool,
    error: Option<PgnError>,
    /// A comment longer than pgn-reader's buffer, in pieces.
    partial: Vec<u8>,
}

impl Builder {
    fn new(number: usize) -> Builder {
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
    fn push_skipped_line(&mut self) {
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
    fn in_broken_line(&self) -> bool {
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
    fn last_ply_mut(&mut self) -> Option<&mut Ply> {
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
    fn fail(&mut self, kind: PgnErrorKind) {
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
    fn set_up(&mut self) -> Result<(), PgnErrorKind> {
        let chess960 = match self.tags.get("Variant").map(str::trim) {
            None => false,
            Some(v) => {
                let v_lower = v.to_ascii_lowercase();
                let v_lower = v_lower.as_str();
                if matches!(
                    v_lower,
                    "" | "standard" | "normal" | "chess" | "from position" | "fromposition"
                ) {
                    false
                } else if v_lower.starts_with("chess960")
                    || v_lower.starts_with("chess 960")
                    || v_lower.starts_with("fischerandom")
                    || v_lower.starts_with("fischer random")
                    || v_lower == "960"
                {
                    true
                } else {
                    return Err(PgnErrorKind::UnsupportedVariant(v.to_owned()));
                }
            }
        };
        let Some(fen) = self.tags.get("FEN").map(str::trim) else {
            if chess960 {
                self.game =
                    Game::from_position(Chess::default(), CastlingMode::Chess960).into_record();
            }
            return Ok(());
        };
        let invalid = |reason: String| PgnErrorKind::InvalidFen {
            fen: fen.to_owned(),
            reason,
        };
        let setup = Fen::from_ascii(fen.as_bytes())
            .map_err(|e| invalid(FenError::Syntax(e).to_string()))?
            .into_setup();
        let modes: &[CastlingMode] = if chess960 {
            &[CastlingMode::Chess960]
        } else {
            &[CastlingMode::Standard, CastlingMode::Chess960]
        };
        let mut first_error = None;
        for &mode in modes {
            match Chess::from_setup(setup.clone(), mode) {
                Ok(position) => {
                    self.game = Game::from_position(position, mode).into_record();
                    return Ok(());
                }
                Err(e) => {
                    // Castling rights without their rook and an en passant
                    // square no pawn can take on are common in real files
                    // (odds games); like lichess, drop them.
                    let harmless = PositionErrorKinds::INVALID_CASTLING_RIGHTS
                        | PositionErrorKinds::INVALID_EP_SQUARE;
                    let kinds = e.kinds();
                    if mode == CastlingMode::Standard
                        && kinds == PositionErrorKinds::INVALID_CASTLING_RIGHTS
                        && !chess960
                        && Chess::from_setup(setup.clone(), CastlingMode::Chess960).is_ok()
                    {
                        first_error.get_or_insert(kinds);
                        continue;
                    }
                    if harmless.contains(kinds) {
                        let position = match e.ignore_invalid_castling_rights() {
                            Ok(position) => Some(position),
                            Err(e) => e.ignore_invalid_ep_square().ok(),
                        };
                        if let Some(position) = position {
                            self.game = Game::from_position(position, mode).into_record();
                            return Ok(());
                        }
                    }
                    first_error.get_or_insert(kinds);
                }
            }
        }
        let kinds = first_error.unwrap_or(PositionErrorKinds::empty());
        Err(invalid(FenError::IllegalPosition(kinds).to_string()))
    }

    /// Plays a move on the current line.
    fn play(&mut self, san_plus: SanPlus) -> Result<(), PgnErrorKind> {
        let position = self.position();
        let (m, canonical) = match san_plus.san {
            San::Null => return Err(PgnErrorKind::NullMove),
            san => match resolve(san, position) {
                Ok(found) => found,
                Err(e) => match lenient_capture(san, position) {
                    Some(m) => (m, San::from_move(position, m)),
                    None => {
                        let san = san_plus.to_string();
                        return Err(match e {
                            SanError::AmbiguousSan => PgnErrorKind::AmbiguousMove { san },
                            SanError::IllegalSan => PgnErrorKind::IllegalMove { san },
                        });
                    }
                },
            },
        };
        let key = match self.lines.last() {
            Some(line) => line.plies.last().map(|p| p.key),
            None => Some(self.game.latest_key()),
        };
        let ply = Ply::with_san(position, key, m, canonical);
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
    fn add_comment(&mut self, raw: &[u8]) -> Result<(), PgnErrorKind> {
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
    fn begin_variation(&mut self) -> Result<(), PgnErrorKind> {
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
    fn end_variation(&mut self) {
        let Some(line) = self.lines.pop() else {
            // A `)` without its `(`: nothing to close.
            return;
        };
        if line.skipped || (line.plies.is_empty() && line.comments.is_empty()) {
            return;
        }
        let variation = Variation {
            comments: line.comments,
            plies: line.plies,
        };
        if let Some(ply) = self.last_ply_mut() {
            ply.variations.push(variation);
        }
    }

    /// The game as read.
    fn finish(mut self) -> PgnGame {
        while !self.lines.is_empty() {
            self.end_variation();
        }
        let outcome = self.outcome.or_else(|| {
            match self.tags.get("Result").map(str::trim) {
                Some("1-0") => Some(KnownOutcome::Decisive {
                    winner: Color::White,
                }),
                Some("0-1") => Some(KnownOutcome::Decisive {
                    winner: Color::Black,
                }),
                Some("1/2-1/2") => Some(KnownOutcome::Draw),
                // Forfeits, as some club software writes them.
                Some("+--" | "+/-" | "1-0 FF") => Some(KnownOutcome::Decisive {
                    winner: Color::White,
                }),
                Some("--+" | "-/+" | "0-1 FF") => Some(KnownOutcome::Decisive {
                    winner: Color::Black,
                }),
                _ => None,
            }
        });
        match outcome {
            Some(outcome) => {
                let termination = recorded_termination(&self.game, &self.tags, outcome);
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

/// Why a recorded result came about, where the final position or the
/// `Termination` tag says so.
fn recorded_termination(game: &Game, tags: &Tags, outcome: KnownOutcome) -> Termination {
    let position = game.position();
    match outcome {
        KnownOutcome::Decisive { winner }
            if position.is_checkmate() && position.turn() != winner =>
        {
            Termination::Checkmate
        }
        KnownOutcome::Draw if position.is_stalemate() => Termination::Stalemate,
        KnownOutcome::Decisive { winner }
            if tags
                .get("Termination")
                .is_some_and(|t| t.to_ascii_lowercase().contains("time")) =>
        {
            Termination::Timeout { flagged: !winner }
        }
        _ => Termination::Recorded,
    }
}

/// The legal move a SAN names and its standard SAN, from one list of
/// candidates. This is shakmaty's `San::to_move` filter, written out so the
/// candidate list it builds also serves `San::disambiguate`: calling
/// `to_move` and then `San::from_move` would build the list twice per move,
/// the largest single cost of an import.
fn resolve(san: San, position: &Chess) -> Result<(shakmaty::Move, San), SanError> {
    let San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion,
    } = san
    else {
        let m = san.to_move(position)?;
        return Ok((m, San::from_move(position, m)));
    };
    let candidates = position.san_candidates(role, to);
    let mut found = None;
    for &m in &candidates {
        let fits = match m {
            shakmaty::Move::Normal {
                from,
                capture: c,
                promotion: p,
                ..
            } => {
                file.is_none_or(|f| f == from.file())
                    && rank.is_none_or(|r| r == from.rank())
                    && capture == c.is_some()
                    && promotion == p
            }
            shakmaty::Move::EnPassant { from, .. } => {
                file.is_none_or(|f| f == from.file())
                    && rank.is_none_or(|r| r == from.rank())
                    && capture
                    && promotion.is_none()
            }
            _ => false,
        };
        if fits {
            if found.is_some() {
                return Err(SanError::AmbiguousSan);
            }
            found = Some(m);
        }
    }
    let m = found.ok_or(SanError::IllegalSan)?;
    let canonical = if role == shakmaty::Role::Pawn {
        San::from_move(position, m)
    } else {
        San::disambiguate(m, &candidates)
    };
    Ok((m, canonical))
}

/// A pawn capture written without `x` (`cd4`, long algebraic `e4d5`): the
/// one legal capture it can mean, if there is exactly one.
fn lenient_capture(san: San, position: &Chess) -> Option<shakmaty::Move> {
    match san {
        San::Normal {
            role,
            file: Some(file),
            rank,
            capture: false,
            to,
            promotion,
        } => San::Normal {
            role,
            file: Some(file),
            rank,
            capture: true,
            to,
            promotion,
        }
        .to_move(position)
        .ok(),
        _ => None,
    }
}

/// A comment's text: decoded, `}` restored where a `;` comment had one, and
/// white space collapsed (PGN writers wrap comments at their line length, so
/// line breaks in a comment are not the annotator's).
fn comment_text(raw: &[u8]) -> String {
    let restored;
    let raw = if raw.windows(BRACE_MARK.len()).any(|w| w == BRACE_MARK) {
        let mut out = Vec::with_capacity(raw.len());
        let mut rest = raw;
        while let Some(at) = rest.windows(BRACE_MARK.len()).position(|w| w == BRACE_MARK) {
            out.extend_from_slice(&rest[..at]);
            out.push(b'}');
            rest = &rest[at + BRACE_MARK.len()..];
        }
        out.extend_from_slice(rest);
        restored = out;
        &restored[..]
    } else {
        raw
    };
    let text = decode_text(raw);
    let mut out = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
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
