//! [`Tags`]: a game's PGN tag pairs in file order, and the text helpers the
//! reader, the index and the writer share.

use std::borrow::Cow;

/// The tag pairs of a game, in the order they were read or set. Every tag is
/// kept, unknown ones too.
///
/// ```
/// use rookery::chess::pgn::Tags;
///
/// let mut tags = Tags::default();
/// tags.set("White", "Réti");
/// tags.set("Annotator", "me");
/// tags.set("White", "Richard Réti");
/// assert_eq!(tags.get("White"), Some("Richard Réti"));
/// assert_eq!(tags.iter().map(|(name, _)| name).collect::<Vec<_>>(), ["White", "Annotator"]);
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tags(Vec<(String, String)>);

impl Tags {
    /// The value of the first tag named `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag: replaces the first of that name, or appends it.
    pub fn set(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.0.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => *v = value,
            None => self.0.push((name.to_owned(), value)),
        }
    }

    /// Appends a tag as read, even if one of that name exists.
    pub fn push(&mut self, name: String, value: String) {
        self.0.push((name, value));
    }

    /// Removes every tag named `name`.
    pub fn remove(&mut self, name: &str) {
        self.0.retain(|(n, _)| n != name);
    }

    /// A player's name from the `White` or `Black` tag, or `default`
    /// when the tag is missing, empty or `?`.
    ///
    /// ```
    /// let mut tags = rookery::chess::pgn::Tags::default();
    /// tags.set("White", "Tal");
    /// tags.set("Black", "?");
    /// assert_eq!(tags.player(shakmaty::Color::White), "Tal");
    /// assert_eq!(tags.player(shakmaty::Color::Black), "Black");
    /// ```
    pub fn player(&self, side: shakmaty::Color) -> String {
        let (tag, default) = side.fold_wb(("White", "White"), ("Black", "Black"));
        self.get(tag)
            .map(str::trim)
            .filter(|v| !v.is_empty() && *v != "?")
            .unwrap_or(default)
            .to_owned()
    }

    /// The tags in order, as (name, value).
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    /// How many tags there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Decodes text from a PGN file: UTF-8 when the bytes are valid UTF-8,
/// otherwise Windows-1252 (a superset of Latin-1, the encoding of many old
/// archives), so `Réti` comes out right from either.
pub(crate) fn decode_text(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) => {
            let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(bytes);
            text.into_owned()
        }
    }
}

/// A tag name as a PGN symbol: letters, digits and `_+#=:-` only (anything
/// else would break the tag line when written), or `Tag` if nothing is left.
pub(crate) fn tag_name(raw: &str) -> String {
    let name: String = raw
        .chars()
        .filter(|c| c.is_alphanumeric() || "_+#=:-".contains(*c))
        .collect();
    if name.is_empty() {
        "Tag".to_owned()
    } else {
        name
    }
}

/// A tag value without its escapes (`\"` and `\\`). pgn-reader's
/// `RawTag::decode` would do, but it drops a backslash from `\\\\` (two
/// escaped backslashes in a row), so this small loop stands in for it.
pub(crate) fn unescape(raw: &[u8]) -> Cow<'_, [u8]> {
    if !raw.contains(&b'\\') {
        return Cow::Borrowed(raw);
    }
    let mut out = Vec::with_capacity(raw.len());
    let mut bytes = raw.iter().copied();
    while let Some(b) = bytes.next() {
        if b == b'\\' {
            match bytes.next() {
                Some(next @ (b'\\' | b'"')) => out.push(next),
                Some(other) => {
                    out.push(b'\\');
                    out.push(other);
                }
                None => out.push(b'\\'),
            }
        } else {
            out.push(b);
        }
    }
    Cow::Owned(out)
}

/// A tag value decoded and unescaped, without surrounding white space and
/// with tabs made spaces (a tag line cannot hold them).
pub(crate) fn tag_value(raw: &[u8]) -> String {
    let text = decode_text(&unescape(raw));
    let text = text.trim();
    if text.contains(['\t', '\r', '\n']) {
        text.replace(['\t', '\r', '\n'], " ")
    } else {
        text.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_encodings() {
        assert_eq!(tag_value(br#"a \"b\" \\\\ c\\"#), r#"a "b" \\ c\"#);
        assert_eq!(tag_value(b"R\xe9ti"), "Réti");
        assert_eq!(tag_value("Réti".as_bytes()), "Réti");
        assert_eq!(tag_value(b"\x80 euro"), "€ euro");
    }
}
