//! The common case of [`Lenient`]'s movetext in a loop of its own: runs
//! of white space, whole words already standard and plain tag lines are
//! only passed over, a byte class looked up per byte, without the
//! byte-at-a-time state machine of [`Lenient::feed`] (which reads
//! everything else, and all of it when `quick` is off, as the tests
//! compare).

use super::{Lenient, ends_on_back_rank, is_kept_as_it_is, normalize_word};

impl<R> Lenient<R> {
    /// The common case of the movetext in a loop of its own: runs of white
    /// space and whole words inside the chunk (most already standard, so
    /// only passed over), up to the first byte that needs the byte-at-a-time
    /// path of [`Lenient::feed`] (a delimiter other than white space, a word
    /// the chunk cuts or that begins with `[`, `%` or a byte-order mark's
    /// first byte, a promotion's parenthesis) or the chunk's end. Where it
    /// stopped.
    pub(super) fn pass_words(&mut self, mut i: usize, n: usize) -> usize {
        let Lenient {
            raw,
            out,
            flushed,
            fresh_line,
            ..
        } = self;
        let raw = &raw[..n];
        while let Some(&byte) = raw.get(i) {
            match BYTE_CLASS[usize::from(byte)] {
                SPACE => {
                    *fresh_line |= byte == b'\n';
                    i += 1;
                }
                WORD => {
                    let Some(len) = raw[i..]
                        .iter()
                        .position(|&b| BYTE_CLASS[usize::from(b)] >= SPACE)
                    else {
                        break;
                    };
                    let word = &raw[i..i + len];
                    if raw[i + len] == b'(' && ends_on_back_rank(word) {
                        break;
                    }
                    // Not a byte-order mark: its first byte is not a word's.
                    *fresh_line = false;
                    if !is_kept_as_it_is(word) {
                        if *flushed < i {
                            out.extend_from_slice(&raw[*flushed..i]);
                        }
                        normalize_word(word, out);
                        *flushed = i + len;
                    }
                    i += len;
                }
                WORD_INSIDE if byte == b'[' && *fresh_line => match plain_tag_line(&raw[i..]) {
                    Some(len) => i += len,
                    None => break,
                },
                _ => break,
            }
        }
        i
    }
}

/// [`BYTE_CLASS`]: a byte that may begin a word [`Lenient::pass_words`]
/// reads whole.
const WORD: u8 = 0;
/// A byte inside a word, but one whose word the byte-at-a-time path
/// begins (`[` and `%` at a line's start, a byte-order mark).
const WORD_INSIDE: u8 = 1;
/// White space, which ends a word.
const SPACE: u8 = 2;
/// Any other byte that ends a word.
const DELIMITER: u8 = 3;

/// Each byte's class, looked up in the movetext's word loop (a table, not
/// a `match`, as that loop runs over every byte of a database).
static BYTE_CLASS: [u8; 256] = {
    let mut class = [WORD; 256];
    class[b'[' as usize] = WORD_INSIDE;
    class[b'%' as usize] = WORD_INSIDE;
    class[0xef] = WORD_INSIDE;
    class[b' ' as usize] = SPACE;
    class[b'\t' as usize] = SPACE;
    class[b'\r' as usize] = SPACE;
    class[b'\n' as usize] = SPACE;
    let mut k = 0;
    let others = b"{};()*$";
    while k < others.len() {
        class[others[k] as usize] = DELIMITER;
        k += 1;
    }
    class
};

/// The length, with its line end, of a line that is one plain tag pair
/// (`[Name "value"]`, then only white space): the line the byte-at-a-time
/// path would pass through as it is, ending in the movetext at a line's
/// start. `None` for anything else (an escaped quote, two pairs on a line,
/// a line the chunk cuts), which that path reads.
fn plain_tag_line(text: &[u8]) -> Option<usize> {
    let end = memchr::memchr(b'\n', text)?;
    let line = &text[..end];
    let open = memchr::memchr2(b'"', b']', line)?;
    let close = open + 1 + memchr::memchr(b'"', &line[open + 1..])?;
    let plain = line[open] == b'"'
        && memchr::memchr(b'\\', line).is_none()
        && line.get(close + 1) == Some(&b']')
        && line[close + 2..]
            .iter()
            .all(|b| matches!(b, b' ' | b'\t' | b'\r'));
    plain.then_some(end + 1)
}

#[cfg(test)]
mod tests {
    use std::io::Read as _;

    use super::super::tests::{Pieces, fixture_texts};
    use super::*;

    #[test]
    fn the_common_case_loop_writes_what_the_byte_at_a_time_path_writes() {
        let tricky = "[A \"x\"] junk\n[A] \"x\"]\n[A \"x\"]\r\n1. e4 [A \"x\"] \t\n\
                      [A \"x\\\"y\"]\n[A \"x\"][B \"y\"]\n[A \"x\" ]\n[A \"x\"]]\n[A \"x\"\n\n\
                      1.e4 e5 2.Nbd7 2...R1xe2+\n3.exd8=Q e8=K Qh4e1 1/2-1/2 *\n[A \"]\"]\n%x\n\
                      [B \"\"]\n{[C \"y\"]\n}\n\u{feff}[D \"z\"]\n";
        let mut texts = vec![tricky.as_bytes().to_vec()];
        texts.extend(fixture_texts());
        for text in &texts {
            for sizes in [
                &[1 << 16][..],
                &[1, 2, 3, 5, 8, 13],
                &[7, 300, 1, 64, 4096, 2],
            ] {
                let read = |quick| {
                    let mut lenient = Lenient::new(Pieces {
                        text,
                        sizes,
                        next: 0,
                    });
                    lenient.quick = quick;
                    let mut out = Vec::new();
                    lenient.read_to_end(&mut out).unwrap();
                    out
                };
                let quick = read(true);
                assert!(quick == read(false), "{}", String::from_utf8_lossy(text));
                if text == tricky.as_bytes() {
                    // Only the tags alone on their lines are tags; junk
                    // after a tag is a token that could not be read.
                    assert_eq!(
                        String::from_utf8(quick).unwrap(),
                        "[A \"x\"] {\u{1}junk}\n\
                         [A] {\u{1}\"x\"]}\n\
                         [A \"x\"]\r\n\
                         1. e4 {\u{1}[A} {\u{1}\"x\"]} \t\n\
                         [A \"x\\\"y\"]\n\
                         [A \"x\"][B \"y\"]\n\
                         [A \"x\" ]\n\
                         [A \"x\"]{]}\n\
                         [A \"x\"\n\
                         \n\
                         1.e4 e5 2.Nbd7 2...R1xe2+\n\
                         3.exd8=Q e8=K Qh4e1 1/2-1/2 *\n\
                         [A \"]\"]\n\
                         %x\n\
                         [B \"\"]\n\
                         {[C \"y\"]\n\
                         }\n\
                         [D \"z\"]\n"
                    );
                }
            }
        }
    }
}
