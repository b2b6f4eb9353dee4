//! Normalises the movetext of a PGN stream before pgn-reader reads it, so
//! that no token is skipped silently.
//!
//! pgn-reader reads standard SAN and skips, without telling its visitor,
//! every token it cannot read (`b8Q`, `exf6ep`, `e2-e4`, `Rh7++`, `O‑O`
//! written with a Unicode hyphen). The next move then fails, or a wrong move
//! is played. [`Lenient`] sits between the file and pgn-reader: it passes tag
//! lines, comments and `%` escape lines through untouched, rewrites the
//! lenient move forms that lichess and python-chess accept into standard
//! SAN, turns `;` line comments into brace comments (so they are kept), and
//! replaces any other token it cannot read with a marker comment that the
//! reader turns into an error naming the token.
//!
//! It does not split the stream into games or read moves: pgn-reader does
//! that. This file is the byte-stream state machine, which only knows where
//! comments, tag lines and escape lines start and end, and the
//! [`comment_text`] that undoes what it did to a `;` comment; [`word`]
//! makes one movetext word standard.

mod quick;
mod word;

use std::io::{self, Read};

use word::{is_kept_as_it_is, normalize_word};

/// The first byte of a marker comment `{\x01TOKEN}` that stands for a token
/// that could not be read.
pub(crate) const SKIPPED_MARK: u8 = 0x01;

/// Bytes that stand for `}` inside a `;` comment turned into a brace comment
/// (U+E000, a private-use character, which real text does not contain).
pub(crate) const BRACE_MARK: &[u8] = "\u{E000}".as_bytes();

/// How many bytes are read from the inner reader at a time.
const CHUNK: usize = 1 << 16;

/// Where the normaliser stands in the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    /// Moves, numbers, NAGs, results.
    Movetext,
    /// Inside `{ … }`.
    BraceComment,
    /// Inside `; …` up to the end of the line.
    LineComment,
    /// Inside a `%` escape line.
    Escape,
    /// Inside a tag pair `[Name "value"]`.
    Tag { quoted: bool, escaped: bool },
    /// After a tag pair's `]` on the same line.
    AfterTag,
}

/// A [`Read`] adaptor that makes a PGN stream's movetext standard SAN (see
/// the module docs).
#[derive(Debug)]
pub struct Lenient<R> {
    inner: R,
    raw: Box<[u8]>,
    out: Vec<u8>,
    out_pos: usize,
    state: State,
    /// Only white space (or a byte-order mark) since the start of the line.
    fresh_line: bool,
    /// The movetext word being collected.
    word: Vec<u8>,
    /// In the chunk being fed, the input before this is in `out`; from it
    /// to where the feed stands, the input is its own output, copied in
    /// one go when something else is written or the chunk ends (not word
    /// by word: most words are already standard).
    flushed: usize,
    eof: bool,
    /// Whether [`Lenient::pass_words`] takes the common case (only the
    /// tests turn it off, to compare it with the byte-at-a-time path).
    quick: bool,
}

impl<R: Read> Lenient<R> {
    /// Wraps a PGN stream.
    pub fn new(inner: R) -> Lenient<R> {
        Lenient {
            inner,
            raw: vec![0; CHUNK].into_boxed_slice(),
            out: Vec::with_capacity(CHUNK + CHUNK / 4),
            out_pos: 0,
            state: State::Movetext,
            fresh_line: true,
            word: Vec::new(),
            flushed: 0,
            eof: false,
            quick: true,
        }
    }

    /// The same reader without its common-case loop, every byte read by
    /// the state machine: the fuzz target `lenient` compares the two.
    #[cfg(fuzzing)]
    pub fn byte_at_a_time(inner: R) -> Lenient<R> {
        Lenient {
            quick: false,
            ..Lenient::new(inner)
        }
    }

    /// Puts the input up to `to` in the output (what is not there yet is
    /// its own output), before something else is written there.
    fn flush(&mut self, to: usize) {
        if self.flushed < to {
            self.out.extend_from_slice(&self.raw[self.flushed..to]);
        }
        self.flushed = to;
    }

    /// Normalises one chunk of input into `self.out`. Input that stays as
    /// it is is only passed over here (see [`Lenient::flush`]).
    fn feed(&mut self, n: usize) {
        self.flushed = 0;
        let mut i = 0;
        while i < n {
            let byte = self.raw[i];
            i = match self.state {
                State::BraceComment => self.brace_comment(i, n),
                State::LineComment => self.line_comment(i, n),
                State::Escape => match memchr::memchr(b'\n', &self.raw[i..n]) {
                    Some(end) => {
                        self.state = State::Movetext;
                        self.fresh_line = true;
                        i + end + 1
                    }
                    None => n,
                },
                // Inside a tag pair, everything up to the next quote,
                // backslash, bracket or line end is copied in one go.
                State::Tag {
                    quoted,
                    escaped: false,
                } if !matches!(byte, b'"' | b'\\' | b']' | b'\n') => {
                    let rest = &self.raw[i..n];
                    let run = if quoted {
                        memchr::memchr3(b'"', b'\\', b'\n', rest)
                    } else {
                        memchr::memchr3(b'"', b']', b'\n', rest)
                    }
                    .unwrap_or(rest.len());
                    i + run
                }
                State::Tag { quoted, escaped } => {
                    self.state = self.in_tag(byte, quoted, escaped);
                    i + 1
                }
                State::AfterTag => self.after_tag(i, byte),
                State::Movetext => self.movetext(i, n, byte),
            };
        }
        self.flush(n);
    }

    /// Inside a brace comment: passed over up to its end.
    #[inline]
    fn brace_comment(&mut self, i: usize, n: usize) -> usize {
        match memchr::memchr(b'}', &self.raw[i..n]) {
            Some(end) => {
                self.state = State::Movetext;
                self.fresh_line = false;
                i + end + 1
            }
            None => n,
        }
    }

    /// Inside a `;` comment: written as a brace comment to its line's end.
    #[inline]
    fn line_comment(&mut self, i: usize, n: usize) -> usize {
        self.flush(i);
        let next = match memchr::memchr(b'\n', &self.raw[i..n]) {
            Some(end) => {
                push_line_comment(&mut self.out, &self.raw[i..i + end]);
                self.out.extend_from_slice(b"}\n");
                self.state = State::Movetext;
                self.fresh_line = true;
                i + end + 1
            }
            None => {
                push_line_comment(&mut self.out, &self.raw[i..n]);
                n
            }
        };
        self.flushed = next;
        next
    }

    /// The state after `byte` inside a tag pair (quoted, or just after a
    /// backslash in quotes).
    #[inline]
    fn in_tag(&mut self, byte: u8, quoted: bool, escaped: bool) -> State {
        match byte {
            b'\n' => {
                self.fresh_line = true;
                State::Movetext
            }
            _ if escaped => State::Tag {
                quoted,
                escaped: false,
            },
            b'\\' if quoted => State::Tag {
                quoted,
                escaped: true,
            },
            b'"' => State::Tag {
                quoted: !quoted,
                escaped: false,
            },
            b']' if !quoted => State::AfterTag,
            _ => State::Tag {
                quoted,
                escaped: false,
            },
        }
    }

    /// After a tag pair: another, or the line's end, or movetext.
    #[inline]
    fn after_tag(&mut self, i: usize, byte: u8) -> usize {
        match byte {
            b' ' | b'\t' | b'\r' => i + 1,
            b'\n' => {
                self.state = State::Movetext;
                self.fresh_line = true;
                i + 1
            }
            b'[' => {
                self.state = State::Tag {
                    quoted: false,
                    escaped: false,
                };
                i + 1
            }
            _ => {
                self.state = State::Movetext;
                self.fresh_line = false;
                i
            }
        }
    }

    /// Movetext: standard words passed over in a loop of their own
    /// ([`Lenient::pass_words`]), else one byte at a time, its output
    /// written as it comes.
    #[inline]
    fn movetext(&mut self, i: usize, n: usize, byte: u8) -> usize {
        if self.quick && self.word.is_empty() {
            let stop = self.pass_words(i, n);
            if stop != i {
                return stop;
            }
        }
        self.flush(i);
        self.flushed = i + 1;
        match byte {
            b' ' | b'\t' | b'\r' | b'\n' => {
                self.end_word();
                self.out.push(byte);
                if byte == b'\n' {
                    self.fresh_line = true;
                }
            }
            b'{' => {
                self.end_word();
                self.out.push(byte);
                self.state = State::BraceComment;
            }
            b';' => {
                self.end_word();
                self.out.push(b'{');
                self.state = State::LineComment;
            }
            b'%' if self.fresh_line && self.word.is_empty() => {
                self.out.push(byte);
                self.state = State::Escape;
            }
            b'[' if self.fresh_line && (self.word.is_empty() || self.word == BOM) => {
                self.end_word();
                self.fresh_line = true;
                self.out.push(byte);
                self.state = State::Tag {
                    quoted: false,
                    escaped: false,
                };
            }
            // A promotion written `b8(Q)`: the parentheses belong to the
            // move, not to a variation.
            b'(' if ends_on_back_rank(&self.word) => self.word.push(byte),
            b')' if is_open_promotion(&self.word) => self.word.push(byte),
            b'(' | b')' | b'}' | b'*' => {
                self.end_word();
                self.out.push(byte);
                self.fresh_line = false;
            }
            b'$' => {
                self.end_word();
                self.word.push(byte);
            }
            _ => self.word.push(byte),
        }
        i + 1
    }

    /// Writes the collected word, normalised.
    fn end_word(&mut self) {
        if self.word.is_empty() {
            return;
        }
        if self.word != BOM {
            self.fresh_line = false;
        }
        match self.word.iter().position(|&b| b == b'(') {
            // `b8(` that was not a promotion after all: a variation opened
            // right after the move.
            Some(open) if !self.word.ends_with(b")") => {
                normalize_word(&self.word[..open], &mut self.out);
                self.out.push(b'(');
                normalize_word(&self.word[open + 1..], &mut self.out);
            }
            _ => normalize_word(&self.word, &mut self.out),
        }
        self.word.clear();
    }
}

impl<R: Read> Read for Lenient<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        while self.out_pos == self.out.len() {
            if self.eof {
                return Ok(0);
            }
            self.out.clear();
            self.out_pos = 0;
            let n = loop {
                match self.inner.read(&mut self.raw) {
                    Ok(n) => break n,
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                    Err(e) => return Err(e),
                }
            };
            if n == 0 {
                self.eof = true;
                self.end_word();
                if self.state == State::LineComment {
                    self.out.push(b'}');
                }
            } else {
                self.feed(n);
            }
        }
        let n = buf.len().min(self.out.len() - self.out_pos);
        buf[..n].copy_from_slice(&self.out[self.out_pos..self.out_pos + n]);
        self.out_pos += n;
        Ok(n)
    }
}

pub(super) const BOM: &[u8] = b"\xef\xbb\xbf";

/// Whether a word ends on a square of the first or last rank (`b8`, `exd1`).
fn ends_on_back_rank(word: &[u8]) -> bool {
    matches!(word, [.., b'a'..=b'h', b'1' | b'8'])
}

/// Whether a word is a promotion waiting for its `)`: `b8(Q`.
fn is_open_promotion(word: &[u8]) -> bool {
    match word {
        [rest @ .., b'(', piece] => ends_on_back_rank(rest) && b"QRBNqrbn".contains(piece),
        _ => false,
    }
}

/// Copies the text of a `;` comment, with `}` replaced by [`BRACE_MARK`].
fn push_line_comment(out: &mut Vec<u8>, text: &[u8]) {
    let mut rest = text;
    while let Some(at) = memchr::memchr(b'}', rest) {
        out.extend_from_slice(&rest[..at]);
        out.extend_from_slice(BRACE_MARK);
        rest = &rest[at + 1..];
    }
    out.extend_from_slice(rest);
}

/// A comment's text as the file meant it: decoded, the `}` of a `;`
/// comment restored where [`BRACE_MARK`] stands for it, and white space
/// collapsed (PGN writers wrap comments at their line length, so line
/// breaks in a comment are not the annotator's).
pub(crate) fn comment_text(raw: &[u8]) -> String {
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
    let text = super::tags::decode_text(raw);
    let mut out = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

#[cfg(test)]
mod tests {
    use std::io::Read as _;

    use super::*;

    fn norm(text: &str) -> String {
        let mut out = String::new();
        Lenient::new(text.as_bytes())
            .read_to_string(&mut out)
            .unwrap();
        out
    }

    /// The bytes of every PGN fixture.
    pub(super) fn fixture_texts() -> Vec<Vec<u8>> {
        let fixtures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pgn");
        let mut texts = Vec::new();
        for entry in std::fs::read_dir(fixtures).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "pgn") {
                texts.push(std::fs::read(path).unwrap());
            }
        }
        texts
    }

    /// A reader that hands its text on in pieces of the sizes given, in
    /// turn.
    pub(super) struct Pieces<'a> {
        pub(super) text: &'a [u8],
        pub(super) sizes: &'a [usize],
        pub(super) next: usize,
    }

    impl std::io::Read for Pieces<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let size = self.sizes[self.next % self.sizes.len()];
            self.next += 1;
            let n = size.min(buf.len()).min(self.text.len());
            buf[..n].copy_from_slice(&self.text[..n]);
            self.text = &self.text[n..];
            Ok(n)
        }
    }

    #[test]
    fn the_text_made_standard_is_the_same_however_it_arrives() {
        // Every branch: tags, escapes, brace and line comments (with a
        // brace), a byte-order mark, lenient moves, promotions written
        // with parentheses, a variation after one, NAGs and symbols.
        let mixed = "\u{feff}[Event \"a ] \\\" b\"] [Site \"x\"]\n%escape e2-e4\n\
                     1. e2-e4 {b8Q 0-0} e5 2. Nf3 ; a } b\n2... Nc6 3. 0-0 b8(Q) 4. b8( Nf6)\n\
                     5. Rh7++ $1 !? Kb8 \u{2013} 6. exf6ep 0000 -- 1/2-1/2\n\n";
        let mut texts = vec![mixed.as_bytes().to_vec()];
        texts.extend(fixture_texts());
        assert!(texts.len() > 10);
        let whole = |text: &[u8]| {
            let mut out = Vec::new();
            Lenient::new(text).read_to_end(&mut out).unwrap();
            out
        };
        assert_eq!(
            String::from_utf8(whole(mixed.as_bytes())).unwrap(),
            "[Event \"a ] \\\" b\"] [Site \"x\"]\n%escape e2-e4\n\
             1. e2e4 {b8Q 0-0} e5 2. Nf3 { a \u{E000} b}\n2... Nc6 3. O-O b8=Q 4. b8( Nf6)\n\
             5. Rh7# $1 $5 Kb8 {-} 6. exf6 -- -- 1/2-1/2\n\n"
        );
        for text in &texts {
            let expected = whole(text);
            for sizes in [&[1, 2, 3, 5, 8, 13][..], &[7, 300, 1, 64, 4096, 2]] {
                let mut out = Vec::new();
                Lenient::new(Pieces {
                    text,
                    sizes,
                    next: 0,
                })
                .read_to_end(&mut out)
                .unwrap();
                assert!(out == expected, "{}", String::from_utf8_lossy(text));
            }
        }
    }

    #[test]
    fn comments_tags_and_escapes_pass_through() {
        let text = "[Event \"0-0 b8Q \\\" ]\"] [Site \"x\"]\n%e2-e4 escaped\n\
                    1. e4 {b8Q 0-0\n e2-e4} e5 ; a } b\n";
        assert_eq!(
            norm(text),
            "[Event \"0-0 b8Q \\\" ]\"] [Site \"x\"]\n%e2-e4 escaped\n\
             1. e4 {b8Q 0-0\n e2-e4} e5 { a \u{E000} b}\n"
        );
    }
}
