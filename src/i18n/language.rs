//! The languages Rookery speaks, and the letters each writes its pieces
//! with: a German scoresheet reads `Sf3`, a French one `Cf3`. Files are
//! always written and read in English SAN; these letters are for the eye,
//! the typed-move field and the screen reader.

use std::fmt;

/// A language of Rookery's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Language {
    /// English (the messages every other language falls back to).
    English,
    /// Deutsch.
    German,
    /// Français.
    French,
    /// Español.
    Spanish,
    /// Italiano.
    Italian,
    /// Nederlands.
    Dutch,
    /// Polski.
    Polish,
    /// Português (Brasil).
    Portuguese,
    /// Русский.
    Russian,
    /// Suomi.
    Finnish,
}

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 10] = [
        Language::English,
        Language::German,
        Language::French,
        Language::Spanish,
        Language::Italian,
        Language::Dutch,
        Language::Polish,
        Language::Portuguese,
        Language::Russian,
        Language::Finnish,
    ];

    /// Its BCP 47 tag: `en`, `de`, … `pt-BR`.
    pub fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::French => "fr",
            Language::Spanish => "es",
            Language::Italian => "it",
            Language::Dutch => "nl",
            Language::Polish => "pl",
            Language::Portuguese => "pt-BR",
            Language::Russian => "ru",
            Language::Finnish => "fi",
        }
    }

    /// Its name in itself, as a list of languages shows it.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "Deutsch",
            Language::French => "Français",
            Language::Spanish => "Español",
            Language::Italian => "Italiano",
            Language::Dutch => "Nederlands",
            Language::Polish => "Polski",
            Language::Portuguese => "Português (Brasil)",
            Language::Russian => "Русский",
            Language::Finnish => "Suomi",
        }
    }

    /// The language of a locale name as the system gives it (`de_DE.UTF-8`,
    /// `fr-CA`, `pt_BR`, `C`): its language part, whatever the country;
    /// none for a language Rookery does not speak (English then).
    ///
    /// ```
    /// use rookery::i18n::Language;
    /// assert_eq!(Language::from_locale("de_DE.UTF-8"), Some(Language::German));
    /// assert_eq!(Language::from_locale("fr-CA"), Some(Language::French));
    /// assert_eq!(Language::from_locale("pt_PT"), Some(Language::Portuguese));
    /// assert_eq!(Language::from_locale("ja_JP.UTF-8"), None);
    /// assert_eq!(Language::from_locale("C"), None);
    /// ```
    pub fn from_locale(locale: &str) -> Option<Language> {
        let language = locale
            .split(['_', '-', '.', '@'])
            .next()?
            .to_ascii_lowercase();
        Language::ALL
            .into_iter()
            .find(|l| l.tag().split('-').next() == Some(language.as_str()))
    }

    /// The letters of its pieces.
    pub fn letters(self) -> Letters {
        Letters(match self {
            Language::English => ["K", "Q", "R", "B", "N"],
            Language::German => ["K", "D", "T", "L", "S"],
            Language::French => ["R", "D", "T", "F", "C"],
            Language::Spanish | Language::Italian => ["R", "D", "T", "A", "C"],
            Language::Dutch => ["K", "D", "T", "L", "P"],
            Language::Polish => ["K", "H", "W", "G", "S"],
            Language::Portuguese => ["R", "D", "T", "B", "C"],
            Language::Russian => ["Кр", "Ф", "Л", "С", "К"],
            Language::Finnish => ["K", "D", "T", "L", "R"],
        })
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The letters of the king, queen, rook, bishop and knight, in that order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Letters(pub [&'static str; 5]);

/// English SAN's letters.
const ENGLISH: [char; 5] = ['K', 'Q', 'R', 'B', 'N'];

impl Letters {
    /// English SAN (`Nf3`, `exd8=Q+`) written with these letters (`Sf3`,
    /// `exd8=D+` in German); castling and pawn moves as they are.
    ///
    /// ```
    /// use rookery::i18n::Language;
    /// assert_eq!(Language::German.letters().local("Nf3"), "Sf3");
    /// assert_eq!(Language::French.letters().local("exd8=Q+"), "exd8=D+");
    /// assert_eq!(Language::Russian.letters().local("Kxe2"), "Крxe2");
    /// assert_eq!(Language::Spanish.letters().local("O-O-O#"), "O-O-O#");
    /// assert_eq!(Language::Polish.letters().local("Bb5"), "Gb5");
    /// ```
    pub fn local(&self, san: &str) -> String {
        let mut out = String::with_capacity(san.len() + 2);
        let mut first = true;
        for c in san.chars() {
            let piece_place = first || out.ends_with('=');
            match ENGLISH.iter().position(|&p| p == c) {
                Some(i) if piece_place => out.push_str(self.0[i]),
                _ => out.push(c),
            }
            first = false;
        }
        out
    }

    /// Typed letters read back as English SAN: a piece letter of these
    /// letters, first or after `=`, becomes the English one; none when the
    /// text has no piece letter of this language there.
    ///
    /// ```
    /// use rookery::i18n::Language;
    /// assert_eq!(Language::French.letters().english("Cf3").as_deref(), Some("Nf3"));
    /// assert_eq!(Language::German.letters().english("e8=D").as_deref(), Some("e8=Q"));
    /// assert_eq!(Language::Russian.letters().english("Крe2").as_deref(), Some("Ke2"));
    /// assert_eq!(Language::German.letters().english("e4"), None);
    /// // `c` and `f` are files; French `t` (tour) is the rook either way.
    /// assert_eq!(Language::French.letters().english("fxe5"), None);
    /// assert_eq!(Language::French.letters().english("te1").as_deref(), Some("Re1"));
    /// ```
    pub fn english(&self, typed: &str) -> Option<String> {
        let mut out = String::with_capacity(typed.len());
        let mut rest = typed;
        let mut changed = false;
        let mut piece_place = true;
        while !rest.is_empty() {
            let found = piece_place
                .then(|| {
                    // Longest first: Russian's king, Кр, before its knight, К.
                    let mut order: Vec<usize> = (0..5).collect();
                    order.sort_by_key(|&i| std::cmp::Reverse(self.0[i].chars().count()));
                    order.into_iter().find(|&i| {
                        let letter = self.0[i];
                        // A lowercase letter that names a file (`c`, `d`,
                        // `f`) is the file; other letters in either case.
                        let file = letter.len() == 1
                            && ('A'..='H').contains(&letter.chars().next().unwrap_or(' '));
                        rest.get(..letter.len()).is_some_and(|head| {
                            head == letter
                                || (!file && head.to_lowercase() == letter.to_lowercase())
                        })
                    })
                })
                .flatten();
            match found {
                Some(i) => {
                    out.push(ENGLISH[i]);
                    rest = &rest[self.0[i].len()..];
                    changed = true;
                    piece_place = false;
                }
                None => {
                    let c = rest.chars().next().unwrap_or_default();
                    out.push(c);
                    rest = &rest[c.len_utf8()..];
                    piece_place = c == '=';
                }
            }
        }
        changed.then_some(out)
    }
}
