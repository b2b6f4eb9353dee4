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
//! that. It only knows where comments and tag lines start and end.

use std::io::{self, Read, Write as _};

use shakmaty::san::SanPlus;

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
    eof: bool,
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
            eof: false,
        }
    }

    /// Normalises one chunk of input into `self.out`.
    fn feed(&mut self, n: usize) {
        let mut i = 0;
        while i < n {
            let byte = self.raw[i];
            match self.state {
                State::BraceComment => match memchr::memchr(b'}', &self.raw[i..n]) {
                    Some(end) => {
                        self.out.extend_from_slice(&self.raw[i..=i + end]);
                        i += end + 1;
                        self.state = State::Movetext;
                        self.fresh_line = false;
                    }
                    None => {
                        self.out.extend_from_slice(&self.raw[i..n]);
                        i = n;
                    }
                },
                State::LineComment => match memchr::memchr(b'\n', &self.raw[i..n]) {
                    Some(end) => {
                        push_line_comment(&mut self.out, &self.raw[i..i + end]);
                        self.out.extend_from_slice(b"}\n");
                        i += end + 1;
                        self.state = State::Movetext;
                        self.fresh_line = true;
                    }
                    None => {
                        push_line_comment(&mut self.out, &self.raw[i..n]);
                        i = n;
                    }
                },
                State::Escape => match memchr::memchr(b'\n', &self.raw[i..n]) {
                    Some(end) => {
                        self.out.extend_from_slice(&self.raw[i..=i + end]);
                        i += end + 1;
                        self.state = State::Movetext;
                        self.fresh_line = true;
                    }
                    None => {
                        self.out.extend_from_slice(&self.raw[i..n]);
                        i = n;
                    }
                },
                State::Tag { quoted, escaped } => {
                    self.out.push(byte);
                    i += 1;
                    self.state = match byte {
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
                    };
                }
                State::AfterTag => match byte {
                    b' ' | b'\t' | b'\r' => {
                        self.out.push(byte);
                        i += 1;
                    }
                    b'\n' => {
                        self.out.push(byte);
                        i += 1;
                        self.state = State::Movetext;
                        self.fresh_line = true;
                    }
                    b'[' => {
                        self.out.push(byte);
                        i += 1;
                        self.state = State::Tag {
                            quoted: false,
                            escaped: false,
                        };
                    }
                    _ => {
                        self.state = State::Movetext;
                        self.fresh_line = false;
                    }
                },
                State::Movetext => {
                    // A run of white space is copied in one go.
                    if self.word.is_empty() && matches!(byte, b' ' | b'\t' | b'\r' | b'\n') {
                        let run = self.raw[i..n]
                            .iter()
                            .position(|b| !matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
                            .unwrap_or(n - i);
                        let spaces = &self.raw[i..i + run];
                        if memchr::memchr(b'\n', spaces).is_some() {
                            self.fresh_line = true;
                        }
                        self.out.extend_from_slice(spaces);
                        i += run;
                        continue;
                    }
                    // The common case: a whole word inside this chunk is
                    // normalised straight from the input.
                    if self.word.is_empty()
                        && !is_delimiter(byte)
                        && !matches!(byte, b'[' | b'%' | 0xef)
                    {
                        let len = self.raw[i..n].iter().position(|&b| is_delimiter(b));
                        match len {
                            Some(len)
                                if !(self.raw[i + len] == b'('
                                    && ends_on_back_rank(&self.raw[i..i + len])) =>
                            {
                                let word = &self.raw[i..i + len];
                                if word != BOM {
                                    self.fresh_line = false;
                                }
                                normalize_word(word, &mut self.out);
                                i += len;
                                continue;
                            }
                            _ => {}
                        }
                    }
                    i += 1;
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
                        // A promotion written `b8(Q)`: the parentheses
                        // belong to the move, not to a variation.
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
                }
            }
        }
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

const BOM: &[u8] = b"\xef\xbb\xbf";

/// Bytes that end a movetext word.
fn is_delimiter(byte: u8) -> bool {
    matches!(
        byte,
        b' ' | b'\t' | b'\r' | b'\n' | b'{' | b'}' | b';' | b'(' | b')' | b'*' | b'$'
    )
}

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

/// Writes one movetext word (no white space, no comment, no parenthesis) in
/// a form pgn-reader reads, or a marker comment if it cannot be read.
pub(crate) fn normalize_word(word: &[u8], out: &mut Vec<u8>) {
    // The common case: plain ASCII SAN, a move number, a NAG or a result.
    if is_plain(word) || is_standard(word) {
        out.extend_from_slice(word);
        return;
    }
    let cleaned = clean_unicode(word);
    if is_standard(&cleaned) {
        out.extend_from_slice(&cleaned);
        return;
    }
    if let Some(nag) = glyph_nag(&cleaned) {
        let _ = write!(out, "${nag}");
        return;
    }
    match lenient_move(&cleaned) {
        Some(normalized) => out.extend_from_slice(&normalized),
        None if is_symbolic(&cleaned) => {
            // An annotation symbol with no NAG (→, ↑, ⇆ …): keep it as a
            // comment.
            out.push(b'{');
            out.extend_from_slice(&cleaned);
            out.push(b'}');
        }
        None if word == BOM || cleaned.is_empty() => out.extend_from_slice(word),
        None => {
            out.push(b'{');
            out.push(SKIPPED_MARK);
            out.extend_from_slice(word);
            out.push(b'}');
        }
    }
}

/// The commonest words, recognised without parsing: `e4`, `Nf3`, `exd5`,
/// `Nxe5`, `O-O`, a move number `12.`, each with an optional `+` or `#`.
fn is_plain(word: &[u8]) -> bool {
    let file = |b: &u8| (b'a'..=b'h').contains(b);
    let rank = |b: &u8| (b'1'..=b'8').contains(b);
    let piece = |b: &u8| matches!(b, b'N' | b'B' | b'R' | b'Q' | b'K');
    let body = match word {
        [rest @ .., b'+' | b'#'] => rest,
        _ => word,
    };
    match body {
        b"O-O" | b"O-O-O" => true,
        [f, r] => file(f) && rank(r),
        [p, f, r] => piece(p) && file(f) && rank(r),
        [a, b'x', f, r] => (file(a) || piece(a)) && file(f) && rank(r),
        [b'1'..=b'9', ..] => {
            let digits = body.iter().take_while(|b| b.is_ascii_digit()).count();
            digits < body.len() && body[digits..].iter().all(|&b| b == b'.')
        }
        _ => false,
    }
}

/// Whether pgn-reader reads the word as it is, losing nothing.
fn is_standard(word: &[u8]) -> bool {
    match word {
        [] => true,
        b"1-0" | b"0-1" | b"1/2-1/2" | b"*" | b"--" => true,
        // Marks pgn-reader skips and nothing is lost by: an en passant mark
        // after its move, forum wrappers, forfeit results (read from the
        // Result tag).
        b"e.p." | b"ep" | b"e.p" | b"[pgn]" | b"[/pgn]" | b"+--" | b"--+" | b"-/-" => true,
        _ if word.iter().all(|&b| b == b'.') => true,
        [b'$', digits @ ..] => {
            !digits.is_empty() && digits.len() <= 3 && digits.iter().all(u8::is_ascii_digit)
        }
        [b'0'..=b'9', ..] => {
            // A move number (`12.`, `12...`), optionally glued to a move.
            let digits = word.iter().take_while(|b| b.is_ascii_digit()).count();
            let dots = word[digits..].iter().take_while(|&&b| b == b'.').count();
            let rest = &word[digits + dots..];
            if rest.is_empty() {
                true
            } else if dots > 0 {
                is_standard_move(rest)
            } else {
                false
            }
        }
        _ => is_standard_move(word),
    }
}

/// Whether the word is SAN, with `!`/`?` glyphs glued on at most.
fn is_standard_move(word: &[u8]) -> bool {
    let glyphs = word
        .iter()
        .rev()
        .take_while(|&&b| b == b'!' || b == b'?')
        .count();
    let (mv, glyph) = word.split_at(word.len() - glyphs);
    glyph.len() <= 2 && !mv.is_empty() && mv[0] != b'Z' && SanPlus::from_ascii(mv).is_ok()
}

/// The NAG of an annotation symbol written on its own (ChessBase and
/// Informator style): `±` or `+/-` is `$16`, and so on.
fn glyph_nag(word: &[u8]) -> Option<u8> {
    let text = std::str::from_utf8(word).ok()?;
    Some(match text {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        "□" | "[]" => 7,
        "=" => 10,
        "∞" => 13,
        "⩲" | "+=" | "+/=" => 14,
        "⩱" | "=+" | "=/+" => 15,
        "±" | "+/-" => 16,
        "∓" | "-/+" => 17,
        "+-" => 18,
        "-+" => 19,
        "⨀" | "zz" => 22,
        "=/∞" | "∞/=" => 44,
        "∆" | "Δ" => 140,
        "N" | "TN" => 146,
        _ => return None,
    })
}

/// Whether a word holds no letter or digit (an annotation symbol).
fn is_symbolic(word: &[u8]) -> bool {
    std::str::from_utf8(word).is_ok_and(|t| !t.is_empty() && !t.chars().any(char::is_alphanumeric))
}

/// Replaces Unicode dashes with `-`, `½` in results with `1/2`, and drops
/// invisible characters (zero-width spaces and joiners, byte-order marks,
/// soft hyphens).
fn clean_unicode(word: &[u8]) -> Vec<u8> {
    let Ok(text) = std::str::from_utf8(word) else {
        return word.to_vec();
    };
    let mut out = Vec::with_capacity(word.len());
    for c in text.chars() {
        match c {
            '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{FE58}' | '\u{FE63}' | '\u{FF0D}' => {
                out.push(b'-')
            }
            '\u{200B}'..='\u{200D}' | '\u{2060}' | '\u{FEFF}' | '\u{00AD}' => {}
            '½' => out.extend_from_slice(b"1/2"),
            '…' => out.extend_from_slice(b"..."),
            c => {
                let mut buf = [0; 4];
                out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            }
        }
    }
    out
}

/// Reads the lenient move forms and returns them as standard SAN (with any
/// glued `!`/`?` glyphs kept after it), or `None`.
fn lenient_move(word: &[u8]) -> Option<Vec<u8>> {
    // A move number glued to the move: `12.e4`, `12...Nf6`.
    let digits = word.iter().take_while(|b| b.is_ascii_digit()).count();
    let dots = word[digits..].iter().take_while(|&&b| b == b'.').count();
    let (number, word) = if digits > 0 && dots > 0 {
        word.split_at(digits + dots)
    } else {
        (&b""[..], word)
    };
    if matches!(word, b"1-0" | b"0-1" | b"1/2-1/2" | b"0.5-0.5") {
        let mut out = number.to_vec();
        out.push(b' ');
        out.extend_from_slice(if word == b"0.5-0.5" { b"1/2-1/2" } else { word });
        return Some(out);
    }
    // Glyphs glued after the move.
    let glyphs = word
        .iter()
        .rev()
        .take_while(|&&b| b == b'!' || b == b'?')
        .count();
    if glyphs > 2 {
        return None;
    }
    let (mv, glyph) = word.split_at(word.len() - glyphs);
    // Check and mate signs: `+`, `#`, `++` (mate, old style), `†`, `‡`.
    let mut mv = mv.to_vec();
    let mut suffix: &[u8] = b"";
    loop {
        if mv.ends_with(b"+") {
            mv.pop();
            suffix = if suffix.is_empty() { b"+" } else { b"#" };
        } else if mv.ends_with(b"#") {
            mv.pop();
            suffix = b"#";
        } else if mv.ends_with("†".as_bytes()) {
            mv.truncate(mv.len() - "†".len());
            suffix = b"+";
        } else if mv.ends_with("‡".as_bytes()) {
            mv.truncate(mv.len() - "‡".len());
            suffix = b"#";
        } else {
            break;
        }
    }
    // En passant marks.
    for mark in [&b"e.p."[..], b"e.p", b"ep", b"(ep)", b"(e.p.)"] {
        if mv.len() > mark.len() && mv.ends_with(mark) {
            mv.truncate(mv.len() - mark.len());
            break;
        }
    }
    let mut san = standard_core(&mv)?;
    san.extend_from_slice(suffix);
    SanPlus::from_ascii(&san).ok()?;
    let mut out = number.to_vec();
    if !number.is_empty() {
        out.push(b' ');
    }
    out.extend_from_slice(&san);
    out.extend_from_slice(glyph);
    Some(out)
}

/// The standard form of a move without check sign or glyphs.
fn standard_core(mv: &[u8]) -> Option<Vec<u8>> {
    match mv {
        b"O-O" | b"0-0" | b"o-o" => return Some(b"O-O".to_vec()),
        b"O-O-O" | b"0-0-0" | b"o-o-o" => return Some(b"O-O-O".to_vec()),
        b"--" | b"Z0" | b"z0" | b"null" | b"pass" | b"@@@@" => return Some(b"--".to_vec()),
        _ => {}
    }
    // Promotion written `b8Q`, `b8(Q)`, `b8/Q`, `b8=q`: make it `b8=Q`.
    let mut mv = mv.to_vec();
    let promotion = promotion_suffix(&mut mv);
    // Long algebraic: `e2-e4`, `e2e4`, `Ng1-f3`, `e4xd5`, `e4:d5`.
    let role_len = usize::from(matches!(
        mv.first(),
        Some(b'K' | b'Q' | b'R' | b'B' | b'N' | b'P')
    ));
    let body = &mv[role_len..];
    let is_square = |s: &[u8]| matches!(s, [b'a'..=b'h', b'1'..=b'8']);
    let mut core = match body.len() {
        5 if is_square(&body[..2])
            && matches!(body[2], b'-' | b'x' | b':')
            && is_square(&body[3..]) =>
        {
            let mut core = mv[..role_len].to_vec();
            core.extend_from_slice(&body[..2]);
            if body[2] != b'-' {
                core.push(b'x');
            }
            core.extend_from_slice(&body[3..]);
            core
        }
        _ => {
            // `:` as the capture sign (`Bb5:c6`, `ed:`) is rare; only the
            // middle form is read.
            let mut core = mv.clone();
            if let Some(colon) = core.iter().position(|&b| b == b':')
                && colon > 0
                && colon + 1 < core.len()
            {
                core[colon] = b'x';
            }
            core
        }
    };
    if let Some(role) = promotion {
        core.push(b'=');
        core.push(role);
    }
    Some(core)
}

/// Takes a promotion written without `=` (or with a lowercase piece) off the
/// end of a move whose destination is on the first or last rank.
fn promotion_suffix(mv: &mut Vec<u8>) -> Option<u8> {
    let piece = |b: u8| match b.to_ascii_uppercase() {
        p @ (b'Q' | b'R' | b'B' | b'N') => Some(p),
        _ => None,
    };
    let on_back_rank = |s: &[u8]| matches!(s, [.., b'a'..=b'h', b'1' | b'8']);
    let n = mv.len();
    let (keep, role) = match mv.as_slice() {
        [.., b'(', p, b')'] => (n - 3, piece(*p)?),
        [.., b'=' | b'/', p] => (n - 2, piece(*p)?),
        [.., b'1' | b'8', p] if p.is_ascii_uppercase() => (n - 1, piece(*p)?),
        // UCI: `d7d8q`.
        [b'a'..=b'h', b'1'..=b'8', b'a'..=b'h', b'1' | b'8', p] => (n - 1, piece(*p)?),
        _ => return None,
    };
    if !on_back_rank(&mv[..keep]) {
        return None;
    }
    mv.truncate(keep);
    Some(role)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn norm(text: &str) -> String {
        let mut out = String::new();
        Lenient::new(text.as_bytes())
            .read_to_string(&mut out)
            .unwrap();
        out
    }

    #[test]
    fn lenient_forms_become_standard_san() {
        let cases = [
            ("b8Q", "b8=Q"),
            ("b8=Q+", "b8=Q+"),
            ("b8(Q)", "b8=Q"),
            ("b8/N", "b8=N"),
            ("exf6ep", "exf6"),
            ("exf6e.p.", "exf6"),
            ("Rh7++", "Rh7#"),
            ("0-0", "O-O"),
            ("O\u{2011}O\u{2011}O", "O-O-O"),
            ("O\u{2013}O", "O-O"),
            ("e2-e4", "e2e4"),
            ("e2e4", "e2e4"),
            ("Ng1-f3", "Ng1f3"),
            ("e4xd5", "e4xd5"),
            ("Nf3!?", "Nf3!?"),
            ("12.e4", "12.e4"),
            ("12.e2-e4!", "12. e2e4!"),
            ("Z0", "--"),
            ("...", "..."),
            ("--", "--"),
            ("xyzzy", "{\u{1}xyzzy}"),
            ("1\u{2013}0", "1-0"),
            ("½-½", "1/2-1/2"),
            ("d7d8q", "d7d8=Q"),
            ("±", "$16"),
            ("⩱", "$15"),
            ("→", "{→}"),
            ("e.p.", "e.p."),
        ];
        for (input, expected) in cases {
            let mut out = Vec::new();
            normalize_word(input.as_bytes(), &mut out);
            let out = String::from_utf8(out).unwrap();
            assert_eq!(out, expected, "{input}");
        }
    }

    #[test]
    fn comments_tags_and_escapes_pass_through() {
        let text = "[Event \"0-0 b8Q \\\" ]\"] [Site \"x\"]\n%e2-e4 escaped\n1. e4 {b8Q 0-0\n e2-e4} e5 ; a } b\n";
        assert_eq!(
            norm(text),
            "[Event \"0-0 b8Q \\\" ]\"] [Site \"x\"]\n%e2-e4 escaped\n1. e4 {b8Q 0-0\n e2-e4} e5 { a \u{E000} b}\n"
        );
    }
}
