//! One movetext word made standard: lenient move forms (`0-0`, `b8Q`,
//! `e2-e4`, `Rh7++`, Unicode dashes) become SAN, annotation symbols NAGs
//! (through the one table of [`crate::chess::pgn::symbol_nag`]), and a word that
//! cannot be read a marker comment naming it.

use std::io::Write as _;

use shakmaty::san::SanPlus;

use super::{BOM, SKIPPED_MARK};
use crate::chess::pgn::{nag::is_annotation_symbol, symbol_nag};

/// Writes one movetext word (no white space, no comment, no parenthesis) in
/// a form pgn-reader reads, or a marker comment if it cannot be read.
pub(super) fn normalize_word(word: &[u8], out: &mut Vec<u8>) {
    if is_kept_as_it_is(word) {
        out.extend_from_slice(word);
        return;
    }
    let cleaned = clean_unicode(word);
    if is_standard(&cleaned) {
        out.extend_from_slice(&cleaned);
        return;
    }
    if let Some(nag) = std::str::from_utf8(&cleaned).ok().and_then(symbol_nag) {
        let _ = write!(out, "${nag}");
        return;
    }
    match lenient_move(&cleaned) {
        Some(normalized) => out.extend_from_slice(&normalized),
        None if is_symbolic(&cleaned)
            || std::str::from_utf8(&cleaned).is_ok_and(is_annotation_symbol) =>
        {
            // An annotation symbol with no NAG of its own (→ is White's
            // attack or Black's, ⇆ …): keep it as a comment.
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

/// Whether a word is written as it is: the common case, plain ASCII SAN, a
/// move number, a NAG or a result.
#[inline]
pub(super) fn is_kept_as_it_is(word: &[u8]) -> bool {
    is_plain(word) || is_standard(word)
}

/// The commonest words, recognised without parsing (a subset of
/// [`is_standard`]'s, which parses SAN): a move number (`12.`, `12...`),
/// alone or glued to its move (`12.Nf3`); a move `e4`, `Nf3`, `exd5`,
/// `Nxe5`, `Nbd7`, `R1xe2`, `e8=Q`, `dxe1=N`, `O-O`, each with an optional
/// `+` or `#`; a result.
#[inline]
fn is_plain(word: &[u8]) -> bool {
    let file = |b: &u8| (b'a'..=b'h').contains(b);
    let rank = |b: &u8| (b'1'..=b'8').contains(b);
    let piece = |b: &u8| matches!(b, b'N' | b'B' | b'R' | b'Q' | b'K');
    // The pieces a move names by where it comes from, and that a pawn
    // becomes.
    let officer = |b: &u8| matches!(b, b'N' | b'B' | b'R' | b'Q');
    let last_rank = |b: &u8| matches!(b, b'1' | b'8');
    let word = match word {
        b"1-0" | b"0-1" | b"1/2-1/2" => return true,
        [b'1'..=b'9', ..] => {
            let digits = word.iter().take_while(|b| b.is_ascii_digit()).count();
            let dots = word[digits..].iter().take_while(|&&b| b == b'.').count();
            if dots == 0 {
                return false;
            }
            match &word[digits + dots..] {
                [] => return true,
                rest => rest,
            }
        }
        _ => word,
    };
    let body = match word {
        [rest @ .., b'+' | b'#'] => rest,
        _ => word,
    };
    let from = |b: &u8| file(b) || rank(b);
    match body {
        b"O-O" | b"O-O-O" => true,
        [f, r] => file(f) && rank(r),
        [p, f, r] => piece(p) && file(f) && rank(r),
        [a, b'x', f, r] if file(a) || piece(a) => file(f) && rank(r),
        [p, d, f, r] if officer(p) => from(d) && file(f) && rank(r),
        [f, r, b'=', q] => file(f) && last_rank(r) && officer(q),
        [p, d, b'x', f, r] => officer(p) && from(d) && file(f) && rank(r),
        [a, b'x', f, r, b'=', q] => file(a) && file(f) && last_rank(r) && officer(q),
        _ => false,
    }
}

/// Whether pgn-reader reads the word as it is, losing nothing.
fn is_standard(word: &[u8]) -> bool {
    match word {
        [] => true,
        // A null move as UCI writes it, not a move number.
        b"0000" => false,
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
        b"--" | b"Z0" | b"z0" | b"0000" | b"null" | b"pass" | b"@@@@" => {
            return Some(b"--".to_vec());
        }
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

    #[test]
    fn the_words_recognised_without_parsing_are_standard_ones() {
        let plain = [
            "e4", "Nf3+", "exd5", "Nxe5#", "Nbd7", "R1e2", "Qhxh4", "R8xe2+", "e8=Q", "dxe1=N#",
            "O-O", "O-O-O+", "12.", "12...", "1.e4", "23.Nbd7", "7...O-O", "1-0", "0-1", "1/2-1/2",
        ];
        for word in plain {
            assert!(is_plain(word.as_bytes()), "{word}");
            assert!(is_standard(word.as_bytes()), "{word}");
        }
        // Left to the parser (standard or not): glyphs, a piece named by
        // its square, a king named by its file, a promotion to a king, a
        // number without its dot, a pawn promoted short of the last rank.
        let parsed = [
            "Nf3!", "Qh4e1", "Kbd7", "e8=K", "12", "e7=Q", "0.e4", "Nb", "x", "1.", "e4e5",
        ];
        for word in parsed {
            assert_eq!(is_plain(word.as_bytes()), word == "1.", "{word}");
        }
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
            ("0000", "--"),
            ("@@@@", "--"),
            ("...", "..."),
            ("--", "--"),
            ("xyzzy", "{\u{1}xyzzy}"),
            ("1\u{2013}0", "1-0"),
            ("½-½", "1/2-1/2"),
            ("d7d8q", "d7d8=Q"),
            ("±", "$16"),
            ("⩱", "$15"),
            ("→", "{→}"),
            ("⨀", "{⨀}"),
            ("zz", "{zz}"),
            ("RR", "$145"),
            ("TN", "$146"),
            ("+/=", "$14"),
            ("Δ", "$140"),
            ("e.p.", "e.p."),
        ];
        for (input, expected) in cases {
            let mut out = Vec::new();
            normalize_word(input.as_bytes(), &mut out);
            let out = String::from_utf8(out).unwrap();
            assert_eq!(out, expected, "{input}");
        }
    }
}
