//! `[%clk h:mm:ss]` clock readings in PGN comments (the form lichess, chess.com
//! and DGT boards write): read into [`crate::chess::game::Ply::clock`] and written
//! back.

use std::time::Duration;

/// Takes the first `[%clk …]` command out of a comment: the comment without
/// it (other `[%…]` commands such as `%eval` stay verbatim) and the time.
///
/// ```
/// use std::time::Duration;
/// use rookery::chess::pgn::take_clock;
///
/// let (text, clock) = take_clock("[%eval 0.3] [%clk 0:04:58.5] Good");
/// assert_eq!(text, "[%eval 0.3] Good");
/// assert_eq!(clock, Some(Duration::from_millis(298_500)));
/// assert_eq!(take_clock("no clock"), ("no clock".to_owned(), None));
/// ```
pub fn take_clock(comment: &str) -> (String, Option<Duration>) {
    let mut text = comment.to_owned();
    let mut first = None;
    // Every reading is taken out (a move has one clock; a second reading in
    // its comments is a copy or a mistake), so the text never holds one.
    let mut from = 0;
    while let Some(found) = text[from..].find("[%clk") {
        let start = from + found;
        let Some(len) = text[start..].find(']') else {
            break;
        };
        let inner = &text[start + "[%clk".len()..start + len];
        let Some(clock) = parse_clock(inner.trim()) else {
            from = start + 1;
            continue;
        };
        first.get_or_insert(clock);
        let before = text[..start].trim_end().to_owned();
        let after = text[start + len + 1..].trim_start().to_owned();
        // Taking a command out can join a `[%clk` left open before it with
        // the rest after it (`[%clk [%clk 0:04:51]5]`): the scan goes on
        // from that one, so no reading is left in the text to be found on
        // reading it again. (An earlier open one spans this one's `[%clk`,
        // and no reading holds letters.)
        from = before.rfind("[%clk").unwrap_or(before.len());
        text = match (before.is_empty(), after.is_empty()) {
            (true, _) => after,
            (false, true) => before,
            (false, false) => format!("{before} {after}"),
        };
    }
    (text, first)
}

/// Reads `h:mm:ss`, `mm:ss` or `ss`, each with optional decimals.
pub(crate) fn parse_clock(text: &str) -> Option<Duration> {
    let mut parts = text.rsplit(':');
    let seconds = parts.next()?;
    let minutes = parts.next().unwrap_or("0");
    let hours = parts.next().unwrap_or("0");
    if parts.next().is_some() {
        return None;
    }
    let whole = |s: &str| -> Option<u64> {
        (!s.is_empty() && s.len() <= 9 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse().ok())
            .flatten()
    };
    let (secs, fraction) = match seconds.split_once('.') {
        Some((s, f)) => (s, f),
        None => (seconds, ""),
    };
    if !fraction.bytes().all(|b| b.is_ascii_digit()) || fraction.len() > 9 {
        return None;
    }
    let nanos = if fraction.is_empty() {
        0
    } else {
        let digits: u32 = fraction.parse().ok()?;
        digits * 10u32.pow(9 - fraction.len() as u32)
    };
    let total = whole(hours)? * 3600 + whole(minutes)? * 60 + whole(secs)?;
    Some(Duration::new(total, nanos))
}

/// The clock as `[%clk]` writes it: `h:mm:ss`, with the decimals a reading
/// had (`0:00:09.3`).
///
/// ```
/// use std::time::Duration;
/// use rookery::chess::pgn::clk_value;
///
/// assert_eq!(clk_value(Duration::from_secs(298)), "0:04:58");
/// assert_eq!(clk_value(Duration::from_millis(9_300)), "0:00:09.3");
/// assert_eq!(clk_value(Duration::from_secs(3 * 3600 + 5)), "3:00:05");
/// ```
pub fn clk_value(time: Duration) -> String {
    let secs = time.as_secs();
    let mut out = format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60);
    let nanos = time.subsec_nanos();
    if nanos > 0 {
        let fraction = format!("{nanos:09}");
        out.push('.');
        out.push_str(fraction.trim_end_matches('0'));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_round_trip() {
        for text in [
            "0:04:58",
            "1:31:15",
            "0:00:00.1",
            "12:00:00.125",
            "0:00:59.999999999",
        ] {
            let (_, clock) = take_clock(&format!("[%clk {text}]"));
            assert_eq!(clk_value(clock.unwrap()), text);
        }
        assert_eq!(take_clock("[%clk 4:58]").1, Some(Duration::from_secs(298)));
        assert_eq!(take_clock("[%clk x]").1, None);
        assert_eq!(take_clock("[%clk 1:2:3:4]").1, None);
    }

    #[test]
    fn no_reading_is_left_where_one_was_taken_out() {
        // A fuzzer's find: the inner reading out, `[%clk 5]` was made.
        let (text, clock) = take_clock("a [%clk [%clk 0:04:51]5] b [%clk x] c");
        assert_eq!(clock, Some(Duration::from_secs(291)));
        assert_eq!(text, "a b [%clk x] c");
        assert_eq!(take_clock(&text), (text.clone(), None));
    }
}
