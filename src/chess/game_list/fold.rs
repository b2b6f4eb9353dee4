//! Text folded for comparing: case and accents set aside.

/// Text as a search compares it: lower case, without accents ("Réti"
/// and "RETI" both fold to "reti"), by Unicode canonical decomposition
/// with the combining marks left out.
///
/// ```
/// use rookery::chess::game_list::fold;
/// assert_eq!(fold("Réti"), "reti");
/// assert_eq!(fold("NIMZOWITSCH"), "nimzowitsch");
/// assert_eq!(fold("Łukasz Øberg"), "łukasz øberg");
/// assert_eq!(fold("Чигорин"), "чигорин");
/// ```
pub fn fold(text: &str) -> String {
    let mut folded = String::new();
    fold_into(text, &mut folded);
    folded
}

/// [`fold`], written at the end of `out` (no string of its own: the
/// table of a list folds every distinct name it reads).
pub(super) fn fold_into(text: &str, out: &mut String) {
    use unicode_normalization::{UnicodeNormalization, char::is_combining_mark};
    if text.is_ascii() {
        let start = out.len();
        out.push_str(text);
        out[start..].make_ascii_lowercase();
        return;
    }
    out.extend(
        text.nfd()
            .filter(|c| !is_combining_mark(*c))
            .flat_map(char::to_lowercase),
    );
}
