//! Writing PGN by the standard: the Seven Tag Roster first and in order,
//! escaped tag values, numbered movetext with comments, NAGs, variations and
//! `[%clk]` readings, lines of at most 80 characters.

use std::fmt::Write as _;

use shakmaty::{CastlingMode, Chess, EnPassantMode, fen::Fen};

use super::{MoveNumber, PgnGame, Tags, clk::clk_value, tags::tag_name};
use crate::chess::game::{Game, GameMode, Ply, Status, Termination};

/// The longest movetext line.
pub const MAX_LINE: usize = 80;

/// The Seven Tag Roster with the value written when a tag is unknown.
const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// Tags the writer places itself, after the roster, in this order.
const PLACED: [&str; 5] = ["TimeControl", "Termination", "SetUp", "FEN", "Variant"];

/// A game as PGN text, ending with a newline.
///
/// ```
/// use rookery::{chess::game::Game, chess::pgn::{Tags, to_pgn}};
///
/// let mut game = Game::new();
/// for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
///     game.play_san(san).unwrap();
/// }
/// let mut tags = Tags::default();
/// tags.set("White", "Alice \"the Rook\"");
/// let pgn = to_pgn(&tags, &game);
/// assert!(pgn.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"));
/// assert!(pgn.contains("[White \"Alice \\\"the Rook\\\"\"]\n"));
/// assert!(pgn.ends_with("\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"));
/// ```
pub fn to_pgn(tags: &Tags, game: &Game) -> String {
    let mut out = String::new();
    write_game(&mut out, tags, game);
    out
}

/// Several games, one blank line between them.
pub fn games_to_pgn<'a>(games: impl IntoIterator<Item = &'a PgnGame>) -> String {
    let mut out = String::new();
    for (i, pgn) in games.into_iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        write_game(&mut out, &pgn.tags, &pgn.game);
    }
    out
}

/// Appends a game as PGN text to `out`.
pub fn write_game(out: &mut String, tags: &Tags, game: &Game) {
    for (name, value) in export_tags(tags, game).iter() {
        write_tag(out, name, value);
    }
    out.push('\n');
    let mut text = Movetext::new(out);
    text.comments(game.comments_before());
    text.line(game.initial_position(), game.plies());
    text.token(game.status().result_str());
    text.out.push('\n');
}

/// The tags as they are written: the Seven Tag Roster first and in order
/// (`?` and `????.??.??` for unknown values, the result from the game), then
/// TimeControl, Termination, SetUp and FEN (from the game's start), Variant
/// (for Chess960), then every other tag in its order.
pub fn export_tags(tags: &Tags, game: &Game) -> Tags {
    let mut out = Tags::default();
    let status = game.status();
    for (name, unknown) in ROSTER {
        let value = match name {
            "Result" => status.result_str(),
            _ => tags
                .get(name)
                .filter(|v| !v.trim().is_empty())
                .unwrap_or(unknown),
        };
        out.push(name.to_owned(), value.to_owned());
    }
    if let Some(tc) = tags.get("TimeControl") {
        out.push("TimeControl".to_owned(), tc.to_owned());
    }
    let termination = match (game.mode(), status) {
        (GameMode::Live, Status::Finished { termination, .. }) => {
            Some(termination_tag(termination).to_owned())
        }
        _ => tags.get("Termination").map(str::to_owned),
    };
    if let Some(termination) = termination {
        out.push("Termination".to_owned(), termination);
    }
    if !game.starts_from_standard_position() {
        out.push("SetUp".to_owned(), "1".to_owned());
        let fen = Fen::from_position(game.initial_position(), EnPassantMode::Legal);
        out.push("FEN".to_owned(), fen.to_string());
    }
    if game.castling_mode() == CastlingMode::Chess960 {
        out.push("Variant".to_owned(), "Chess960".to_owned());
    }
    for (name, value) in tags.iter() {
        if !ROSTER.iter().any(|(n, _)| *n == name) && !PLACED.contains(&name) {
            out.push(name.to_owned(), value.to_owned());
        }
    }
    out
}

/// The standard `Termination` value for how a live game ended.
pub fn termination_tag(termination: Termination) -> &'static str {
    match termination {
        Termination::Timeout { .. } | Termination::TimeoutVsInsufficientMaterial { .. } => {
            "time forfeit"
        }
        _ => "normal",
    }
}

fn write_tag(out: &mut String, name: &str, value: &str) {
    let name = tag_name(name);
    out.push('[');
    out.push_str(&name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' | '\r' | '\t' => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

/// Movetext with line breaks at [`MAX_LINE`].
struct Movetext<'a> {
    out: &'a mut String,
    /// Characters on the current line.
    column: usize,
    /// Whether the next Black move needs its number (`12...`).
    number_black: bool,
    /// Whether the next token follows the last without a space (after `(`).
    glue: bool,
}

impl<'a> Movetext<'a> {
    fn new(out: &'a mut String) -> Movetext<'a> {
        Movetext {
            out,
            column: 0,
            number_black: true,
            glue: false,
        }
    }

    /// Writes a token, on a new line if it would not fit.
    fn token(&mut self, token: &str) {
        let len = token.chars().count();
        let space = !std::mem::take(&mut self.glue);
        if self.column > 0 {
            if self.column + usize::from(space) + len > MAX_LINE {
                self.out.push('\n');
                self.column = 0;
            } else if space {
                self.out.push(' ');
                self.column += 1;
            }
        }
        self.out.push_str(token);
        self.column += len;
    }

    /// Writes the moves of a line starting from `start`, with their
    /// comments, NAGs and variations (recursion depth is bounded by the
    /// reader's variation cap).
    fn line(&mut self, start: &Chess, plies: &[Ply]) {
        self.number_black = true;
        let mut before = start;
        for ply in plies {
            // A move number stays on the line of its move.
            let number = MoveNumber::of(before);
            if number.color.is_white() || self.number_black {
                self.token(&format!("{number} {}", ply.san));
            } else {
                self.token(&ply.san.to_string());
            }
            self.number_black = false;
            for nag in &ply.nags {
                let mut glyph = String::with_capacity(4);
                let _ = write!(glyph, "${nag}");
                self.token(&glyph);
            }
            let mut comments: Vec<String> = Vec::with_capacity(ply.comments.len() + 1);
            match (ply.clock, ply.comments.first()) {
                (Some(clock), Some(first)) => {
                    comments.push(format!("[%clk {}] {first}", clk_value(clock)));
                    comments.extend(ply.comments[1..].iter().cloned());
                }
                (Some(clock), None) => comments.push(format!("[%clk {}]", clk_value(clock))),
                (None, _) => comments.extend(ply.comments.iter().cloned()),
            }
            self.comments(&comments);
            for variation in &ply.variations {
                self.token("(");
                self.glue = true;
                self.comments(&variation.comments);
                self.line(before, &variation.plies);
                self.glue = true;
                self.token(")");
                self.number_black = true;
            }
            before = &ply.position;
        }
    }

    /// Writes comments as `{ … }`, or as a `;` comment when the text holds
    /// a `}` (which a brace comment cannot).
    fn comments<S: AsRef<str>>(&mut self, comments: &[S]) {
        for comment in comments {
            let comment = comment.as_ref();
            if comment.contains('}') {
                let text: Vec<&str> = comment.split_whitespace().collect();
                self.token(&format!("; {}", text.join(" ")));
                self.out.push('\n');
                self.column = 0;
            } else {
                self.token("{");
                for word in comment.split_whitespace() {
                    self.token(word);
                }
                self.token("}");
            }
            self.number_black = true;
        }
    }
}
