//! Rookery in the player's language: the languages it speaks and the
//! letters each writes its pieces with ([`language`]), and each one's words
//! as Project Fluent messages (`assets/i18n/<tag>.ftl`, embedded), with
//! their plural forms and the language's grouping of digits.
//!
//! A message a language lacks is said in English; a message English lacks
//! (never, a test walks them) is shown as its id. Neither is a crash.

pub mod language;

use fluent_bundle::{FluentArgs, FluentResource, FluentValue, concurrent::FluentBundle};
pub use language::{Language, Letters};

/// Every language's messages, deflated by `build.rs` from
/// `assets/i18n/<tag>.ftl`.
const FILES: [(Language, &[u8]); 10] = [
    (
        Language::English,
        include_bytes!(concat!(env!("OUT_DIR"), "/i18n/en.ftl.z")),
    ),
    (
        Language::German,
        include_bytes!(concat!(env!("OUT_DIR"), "/i18n/de.ftl.z")),
    ),
    (
        Language::French,
        include_bytes!(concat!(env!("OUT_DIR"), "/i18n/fr.ftl.z")),
    ),
    (
        Language::Spanish,
        include_bytes!(concat!(env!("OUT_DIR"), "/i18n/es.ftl.z")),
    ),
    (
        Language::Italian,
        include_bytes!(concat!(env!("OUT_DIR"), "/i18n/it.ftl.z")),
    ),
    (
        Language::Dutch,
        include_bytes!(concat!(env!("OUT_DIR"), "/i18n/nl.ftl.z")),
    ),
    (
        Language::Polish,
        include_bytes!(concat!(env!("OUT_DIR"), "/i18n/pl.ftl.z")),
    ),
    (
        Language::Portuguese,
        include_bytes!(concat!(env!("OUT_DIR"), "/i18n/pt-BR.ftl.z")),
    ),
    (
        Language::Russian,
        include_bytes!(concat!(env!("OUT_DIR"), "/i18n/ru.ftl.z")),
    ),
    (
        Language::Finnish,
        include_bytes!(concat!(env!("OUT_DIR"), "/i18n/fi.ftl.z")),
    ),
];

/// The messages of `language`'s file, inflated (empty if that failed,
/// which leaves every message to English, or to its id).
pub fn source(language: Language) -> String {
    use std::io::Read;
    let Some((_, deflated)) = FILES.iter().find(|(l, _)| *l == language) else {
        return String::new();
    };
    let mut text = String::new();
    match flate2::read::DeflateDecoder::new(*deflated).read_to_string(&mut text) {
        Ok(_) => text,
        Err(_) => String::new(),
    }
}

/// One argument of a message.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Arg<'a> {
    /// Words, as they are.
    Text(&'a str),
    /// A count: it chooses the plural form.
    Count(i64),
}

/// A message and its arguments, to be said later in whatever language is
/// the player's then: what the core and the background jobs report (an
/// editor's reasons, a notice), formatted where it is shown.
///
/// ```
/// use rookery::i18n::{Language, Said, Words};
/// let said = Said::new("editor-no-king").with("side", Said::new("side-white"));
/// assert_eq!(said.english(), "White has no king");
/// assert_eq!(Words::new(Language::German).say(&said), "Weiß hat keinen König");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// Message `id` with its arguments.
    Message {
        /// The message's id in the `.ftl` files.
        id: &'static str,
        /// Its arguments, by name.
        args: Vec<(&'static str, Value)>,
    },
    /// Words that come from outside and are shown as they are (a file's
    /// name, the system's words for an error).
    Text(String),
    /// Another, with its first letter a capital: what was done ("deleted
    /// 2 games") as a sentence of its own.
    Capitalised(Box<Said>),
}

/// One argument of a [`Said`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// Words, as they are.
    Text(String),
    /// A count: it chooses the plural form.
    Count(i64),
    /// Another message, said first.
    Said(Box<Said>),
    /// A whole number written with the language's grouping (50.000).
    Grouped(u64),
}

impl Default for Said {
    fn default() -> Said {
        Said::Text(String::new())
    }
}

impl Said {
    /// Whether it says nothing.
    pub fn is_empty(&self) -> bool {
        matches!(self, Said::Text(text) if text.is_empty())
    }
}

impl From<String> for Value {
    fn from(text: String) -> Value {
        Value::Text(text)
    }
}

impl From<&str> for Value {
    fn from(text: &str) -> Value {
        Value::Text(text.to_owned())
    }
}

impl From<Said> for Value {
    fn from(said: Said) -> Value {
        Value::Said(Box::new(said))
    }
}

impl From<String> for Said {
    fn from(text: String) -> Said {
        Said::Text(text)
    }
}

impl From<&str> for Said {
    fn from(text: &str) -> Said {
        Said::Text(text.to_owned())
    }
}

impl Said {
    /// Message `id`, with no arguments yet.
    pub fn new(id: &'static str) -> Said {
        Said::Message {
            id,
            args: Vec::new(),
        }
    }

    /// The same message with argument `name` (words, or another message).
    pub fn with(mut self, name: &'static str, value: impl Into<Value>) -> Said {
        if let Said::Message { args, .. } = &mut self {
            args.push((name, value.into()));
        }
        self
    }

    /// The same message with a count `name` (its plural form hangs on it).
    pub fn count(self, name: &'static str, n: impl TryInto<i64>) -> Said {
        let n = n.try_into().unwrap_or(i64::MAX);
        self.with(name, Value::Count(n))
    }

    /// The same message with a count `name` written with the language's
    /// grouping of digits, and its plural form chosen by it.
    pub fn grouped(self, name: &'static str, n: u64) -> Said {
        self.count("count", n).with(name, Value::Grouped(n))
    }

    /// In English (tests, the log, the command line).
    pub fn english(&self) -> String {
        english().say(self)
    }
}

/// Said in English, equal to these words (tests, the command line).
impl PartialEq<str> for Said {
    fn eq(&self, other: &str) -> bool {
        self.english() == other
    }
}

impl PartialEq<&str> for Said {
    fn eq(&self, other: &&str) -> bool {
        self.english() == *other
    }
}

impl std::fmt::Display for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.english())
    }
}

/// A language's words, English's beside them for what it lacks.
pub struct Words {
    language: Language,
    bundle: FluentBundle<FluentResource>,
    english: Option<FluentBundle<FluentResource>>,
    /// What each message said with its arguments: the panel asks for the
    /// same few hundred every frame (the 64 squares' names among them),
    /// and a lookup costs a fraction of Fluent's formatting.
    said: std::sync::Mutex<std::collections::HashMap<String, String>>,
}

/// The most messages [`Words`] keeps formatted; past it, it starts again.
const SAID_KEPT: usize = 4096;

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Words")
            .field("language", &self.language)
            .finish_non_exhaustive()
    }
}

impl Default for Words {
    fn default() -> Words {
        Words::new(Language::English)
    }
}

fn bundle(language: Language) -> FluentBundle<FluentResource> {
    let tag = language
        .tag()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // No Unicode isolation marks around arguments: egui would draw them.
    bundle.set_use_isolating(false);
    // A file with a mistake keeps the messages it could read.
    let resource = match FluentResource::try_new(source(language)) {
        Ok(resource) | Err((resource, _)) => resource,
    };
    let _ = bundle.add_resource(resource);
    bundle
}

impl Words {
    /// The words of `language`.
    pub fn new(language: Language) -> Words {
        Words {
            language,
            bundle: bundle(language),
            english: (language != Language::English).then(|| bundle(Language::English)),
            said: std::sync::Mutex::default(),
        }
    }

    /// The language they are in.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The letters of its pieces.
    pub fn letters(&self) -> Letters {
        self.language.letters()
    }

    /// Message `id` without arguments.
    pub fn get(&self, id: &str) -> String {
        self.with(id, &[])
    }

    /// Message `id` with `args`, in the language, else in English, else
    /// the id itself.
    ///
    /// ```
    /// use rookery::i18n::{Arg, Language, Words};
    /// let polish = Words::new(Language::Polish);
    /// assert_eq!(polish.with("games-count", &[("count", Arg::Count(22))]), "22 partie");
    /// assert_eq!(polish.with("games-count", &[("count", Arg::Count(25))]), "25 partii");
    /// assert_eq!(polish.get("no-such-message"), "no-such-message");
    /// ```
    pub fn with(&self, id: &str, args: &[(&str, Arg)]) -> String {
        use std::fmt::Write;
        let mut key = String::with_capacity(id.len() + 16 * args.len());
        key.push_str(id);
        for (name, arg) in args {
            let _ = match arg {
                Arg::Text(text) => write!(key, "\u{1f}{name}\u{1e}{text}"),
                Arg::Count(n) => write!(key, "\u{1f}{name}\u{1d}{n}"),
            };
        }
        if let Ok(said) = self.said.lock()
            && let Some(text) = said.get(&key)
        {
            return text.clone();
        }
        let text = self.format(id, args);
        if let Ok(mut said) = self.said.lock() {
            if said.len() >= SAID_KEPT {
                said.clear();
            }
            said.insert(key, text.clone());
        }
        text
    }

    /// Message `id` with `args`, formatted by Fluent.
    fn format(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent = FluentArgs::new();
        for (name, arg) in args {
            match arg {
                Arg::Text(text) => fluent.set(*name, FluentValue::from(*text)),
                Arg::Count(n) => fluent.set(*name, FluentValue::from(*n)),
            }
        }
        for bundle in std::iter::once(&self.bundle).chain(self.english.as_ref()) {
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&fluent), &mut errors);
                if errors.is_empty() {
                    return text.into_owned();
                }
            }
        }
        id.to_owned()
    }

    /// What `said` says in this language.
    pub fn say(&self, said: &Said) -> String {
        match said {
            Said::Text(text) => text.clone(),
            Said::Capitalised(inner) => {
                let text = self.say(inner);
                let mut chars = text.chars();
                chars
                    .next()
                    .map(|c| c.to_uppercase().chain(chars).collect())
                    .unwrap_or_default()
            }
            Said::Message { id, args } => {
                let texts: Vec<Option<String>> = args
                    .iter()
                    .map(|(_, value)| match value {
                        Value::Text(text) => Some(text.clone()),
                        Value::Said(inner) => Some(self.say(inner)),
                        Value::Grouped(n) => Some(self.number(*n)),
                        Value::Count(_) => None,
                    })
                    .collect();
                let args: Vec<(&str, Arg)> = args
                    .iter()
                    .zip(&texts)
                    .map(|((name, value), text)| match (value, text) {
                        (Value::Count(n), _) => (*name, Arg::Count(*n)),
                        (_, text) => (*name, Arg::Text(text.as_deref().unwrap_or(""))),
                    })
                    .collect();
                self.with(id, &args)
            }
        }
    }

    /// A PGN date (`2026.11.27`, with `??` for what is unknown) in the
    /// language's form: as PGN writes it in English, day first elsewhere,
    /// the unknown parts left out.
    ///
    /// ```
    /// use rookery::i18n::{Language, Words};
    /// assert_eq!(Words::new(Language::English).date("1956.10.17"), "1956.10.17");
    /// assert_eq!(Words::new(Language::German).date("1956.10.17"), "17.10.1956");
    /// assert_eq!(Words::new(Language::French).date("1956.10.??"), "10/1956");
    /// assert_eq!(Words::new(Language::Dutch).date("1956.??.??"), "1956");
    /// assert_eq!(Words::new(Language::German).date("????.??.??"), "");
    /// assert_eq!(Words::new(Language::Russian).date("about 1956"), "about 1956");
    /// ```
    pub fn date(&self, pgn: &str) -> String {
        let known = |part: &str| {
            (!part.is_empty() && part.chars().all(|c| c.is_ascii_digit())).then(|| part.to_owned())
        };
        let parts: Vec<&str> = pgn.trim().split('.').collect();
        let [year, month, day] = parts.as_slice() else {
            return pgn.trim().to_owned();
        };
        let separator = match self.language {
            Language::English => {
                return pgn
                    .trim()
                    .trim_end_matches(".??")
                    .trim_end_matches(".??")
                    .trim_start_matches("????")
                    .to_owned();
            }
            Language::German | Language::Polish | Language::Russian | Language::Finnish => ".",
            Language::French | Language::Spanish | Language::Italian | Language::Portuguese => "/",
            Language::Dutch => "-",
        };
        let (Some(year), month, day) = (known(year), known(month), known(day)) else {
            return String::new();
        };
        match (month, day) {
            (Some(month), Some(day)) => [day, month, year].join(separator),
            (Some(month), None) => [month, year].join(separator),
            _ => year,
        }
    }

    /// A whole number with the language's grouping of thousands: 50,000
    /// in English, 50.000 in German, 50 000 in French (a narrow no-break
    /// space; a no-break space in Polish, Russian and Finnish).
    ///
    /// ```
    /// use rookery::i18n::{Language, Words};
    /// assert_eq!(Words::new(Language::English).number(1_500_000), "1,500,000");
    /// assert_eq!(Words::new(Language::German).number(50_000), "50.000");
    /// assert_eq!(Words::new(Language::French).number(50_000), "50\u{a0}000");
    /// assert_eq!(Words::new(Language::Polish).number(999), "999");
    /// ```
    pub fn number(&self, n: u64) -> String {
        self.grouped(n)
    }

    /// Parts of one thing said joined the language's way ("knight f6,
    /// check"; `join-parts`).
    ///
    /// ```
    /// use rookery::i18n::{Language, Words};
    /// let english = Words::new(Language::English);
    /// assert_eq!(english.parts(["knight f6", "check"]), "knight f6, check");
    /// assert_eq!(english.parts(["e4"]), "e4");
    /// ```
    pub fn parts<S: AsRef<str>>(&self, parts: impl IntoIterator<Item = S>) -> String {
        self.joined("join-parts", parts)
    }

    /// Sentences said one after another the language's way ("Knight f6.
    /// Black to move."; `join-sentences`); one that ends itself ("… 12
    /// moves.", "Check!") takes no second stop (`join-after-stop`).
    ///
    /// ```
    /// use rookery::i18n::{Language, Words};
    /// let english = Words::new(Language::English);
    /// assert_eq!(english.sentences(["Knight f6", "Black to move"]), "Knight f6. Black to move");
    /// assert_eq!(english.sentences(["Saved.", "Black to move"]), "Saved. Black to move");
    /// ```
    pub fn sentences<S: AsRef<str>>(&self, sentences: impl IntoIterator<Item = S>) -> String {
        self.joined("join-sentences", sentences)
    }

    /// Folds `items` (the empty ones left out) with the two-part message
    /// `id` (`{ $first }…{ $then }`).
    fn joined<S: AsRef<str>>(&self, id: &str, items: impl IntoIterator<Item = S>) -> String {
        let mut out = String::new();
        for item in items {
            let item = item.as_ref();
            if item.is_empty() {
                continue;
            }
            if out.is_empty() {
                out.push_str(item);
                continue;
            }
            let id = match id == "join-sentences" && out.ends_with(['.', '!', '?', '…']) {
                true => "join-after-stop",
                false => id,
            };
            out = self.format(id, &[("first", Arg::Text(&out)), ("then", Arg::Text(item))]);
        }
        out
    }

    /// A number with `places` decimals, written with the language's
    /// decimal mark: 3.2 in English, 3,2 in French and German.
    ///
    /// ```
    /// use rookery::i18n::{Language, Words};
    /// assert_eq!(Words::new(Language::English).decimal(3.24, 1), "3.2");
    /// assert_eq!(Words::new(Language::French).decimal(97.0, 1), "97,0");
    /// ```
    pub fn decimal(&self, value: f64, places: usize) -> String {
        let text = format!("{value:.places$}");
        match self.language {
            Language::English => text,
            _ => text.replace('.', ","),
        }
    }

    fn grouped(&self, n: u64) -> String {
        let separator = match self.language {
            Language::English => ",",
            Language::German
            | Language::Spanish
            | Language::Italian
            | Language::Dutch
            | Language::Portuguese => ".",
            // A no-break space. (French prints a narrow one, U+202F, but
            // egui 0.36 breaks a line at any space but U+00A0: "50" and
            // "000 parties" came on two lines.)
            Language::French | Language::Polish | Language::Russian | Language::Finnish => "\u{a0}",
        };
        let digits = n.to_string();
        let mut out = String::with_capacity(digits.len() + digits.len() / 3 * 3);
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push_str(separator);
            }
            out.push(c);
        }
        out
    }
}

/// English's words, read once (for words not yet said in the player's
/// language).
pub fn english() -> &'static Words {
    static ENGLISH: std::sync::OnceLock<Words> = std::sync::OnceLock::new();
    ENGLISH.get_or_init(Words::default)
}

/// The language the system asks for (`LC_ALL`, `LC_MESSAGES`, the first
/// of `LANGUAGE`, `LANG`, as gettext reads them), if Rookery speaks it.
/// Read from the environment rather than through `sys-locale`: on Linux,
/// these variables are what that crate reads too.
pub fn system_language() -> Option<Language> {
    let var = |name| std::env::var(name).ok().filter(|v| !v.is_empty());
    let wanted = var("LC_ALL")
        .or_else(|| var("LC_MESSAGES"))
        .or_else(|| var("LANGUAGE").and_then(|l| l.split(':').next().map(str::to_owned)))
        .or_else(|| var("LANG"))?;
    Language::from_locale(&wanted)
}

#[cfg(test)]
mod tests;
