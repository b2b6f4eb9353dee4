//! Files and text going in and out, without a window: atomic writes, the
//! name a saved game is offered, writing one game back into its file, what
//! a pasted text is. Pure: the app's file plugins call these.

use std::{
    fs,
    io::{self, Write},
    ops::Range,
    path::{Path, PathBuf},
};

use crate::{
    chess::game::Game,
    chess::pgn::{PgnGame, Tags, read_str},
    i18n::Said,
};

/// Writes a file atomically: the bytes go to a temporary file in the same
/// folder, which is flushed to disk and then renamed over `path`. A failure
/// at any step leaves an existing file as it was (and no temporary file).
/// The error names the folder or the file, never the hidden temporary
/// file the player did not ask for.
///
/// ```
/// let dir = tempfile::tempdir().unwrap();
/// let path = dir.path().join("no/such/game.pgn");
/// let e = rookery::desktop::files::write_atomic(&path, b"*").unwrap_err();
/// let folder = dir.path().join("no/such");
/// assert_eq!(e.to_string(), format!("there is no folder {}", folder.display()));
/// ```
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut file = tempfile::Builder::new()
        .prefix(".rookery-")
        .suffix(".tmp")
        .tempfile_in(folder)
        .map_err(|e| {
            let kind = e.kind();
            io::Error::new(
                kind,
                write_error_words(path, &io::Error::from(kind)).english(),
            )
        })?;
    file.write_all(bytes)?;
    file.as_file().sync_all()?;
    // Keep the permissions of the file being replaced; a new file gets the
    // usual ones (the temporary file is private to its owner).
    match fs::metadata(path) {
        Ok(meta) => {
            let _ = fs::set_permissions(file.path(), meta.permissions());
        }
        Err(_) => super::platform::make_usual_file(file.path()),
    }
    file.persist(path).map_err(|e| e.error)?;
    // The rename is in the folder's entries: only a sync of the folder
    // makes it survive a power cut (what `atomic-write-file` does too; three
    // lines here instead of a crate). The file is in place either way.
    super::platform::sync_folder(folder);
    Ok(())
}

/// Why a file could not be written, in words a player can act on: the
/// folder is named, since writing makes a new file there.
///
/// ```
/// use std::{io, path::Path};
/// use rookery::desktop::files::write_error_words;
/// let e = io::Error::from(io::ErrorKind::NotFound);
/// assert_eq!(
///     write_error_words(Path::new("/proc/test.pgn"), &e).english(),
///     "the folder /proc cannot be written to"
/// );
/// assert_eq!(
///     write_error_words(Path::new("/no/such/folder/a.pgn"), &e).english(),
///     "there is no folder /no/such/folder"
/// );
/// ```
pub fn write_error_words(path: &Path, e: &io::Error) -> Said {
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let shown = display_path(folder).to_string();
    match e.kind() {
        io::ErrorKind::NotFound if !folder.is_dir() => {
            Said::new("write-no-folder").with("folder", shown)
        }
        io::ErrorKind::NotFound | io::ErrorKind::PermissionDenied => {
            Said::new("write-not-writable").with("folder", shown)
        }
        io::ErrorKind::ReadOnlyFilesystem => Said::new("write-read-only").with("folder", shown),
        io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => Said::new("write-disk-full"),
        io::ErrorKind::IsADirectory => {
            Said::new("write-is-folder").with("path", display_path(path).to_string())
        }
        _ => Said::Text(e.to_string()),
    }
}

/// Replaces one game's bytes in a whole file's bytes: every other game is
/// copied byte for byte, and the games stay one blank line apart.
///
/// ```
/// let file = b"[White \"A\"]\n\n1. e4 *\n\n[White \"B\"]\n\n1. d4 *\n";
/// let out = rookery::desktop::files::splice_game(file, 0..22, "[White \"A\"]\n\n1. c4 *\n");
/// assert_eq!(out, b"[White \"A\"]\n\n1. c4 *\n\n[White \"B\"]\n\n1. d4 *\n");
/// ```
pub fn splice_game(file: &[u8], range: Range<u64>, game: &str) -> Vec<u8> {
    let start = (range.start as usize).min(file.len());
    let end = (range.end as usize).clamp(start, file.len());
    let (before, after) = (&file[..start], &file[end..]);
    let mut out = Vec::with_capacity(file.len() + game.len());
    out.extend_from_slice(before);
    end_with_a_blank_line(&mut out);
    out.extend_from_slice(game.as_bytes());
    if !after.is_empty() {
        let rest = after.trim_ascii_start();
        if !rest.is_empty() {
            out.push(b'\n');
        }
        out.extend_from_slice(rest);
    }
    out
}

/// Ends text that holds games with a blank line, so that the next game
/// follows one blank line after the last (nothing for empty text).
pub(crate) fn end_with_a_blank_line(out: &mut Vec<u8>) {
    if !out.is_empty() && !out.ends_with(b"\n\n") && !out.ends_with(b"\r\n\r\n") {
        out.extend_from_slice(if out.ends_with(b"\n") { b"\n" } else { b"\n\n" });
    }
}

/// A file name as the player named it. A name that is not UTF-8 (an old
/// archive's Latin-1 `Réti.pgn`) is read as Windows-1252, as PGN text is,
/// instead of showing its accented letters as U+FFFD boxes.
///
/// ```
/// # #[cfg(unix)] {
/// use std::os::unix::ffi::OsStrExt;
/// let latin1 = std::ffi::OsStr::from_bytes(b"R\xe9ti.pgn");
/// assert_eq!(rookery::desktop::files::display_name(latin1), "Réti.pgn");
/// # }
/// assert_eq!(rookery::desktop::files::display_name("Réti.pgn".as_ref()), "Réti.pgn");
/// ```
pub fn display_name(name: &std::ffi::OsStr) -> String {
    if let Some(text) = name.to_str() {
        return text.to_owned();
    }
    super::platform::name_text(name)
}

/// A whole path as the player reads it: [`display_name`] for every part.
pub fn display_path(path: &Path) -> String {
    display_name(path.as_os_str())
}

/// Where a first file dialog starts: the user's documents folder (as the
/// system names it: `XDG_DOCUMENTS_DIR`, Documents, Dokumente), else their
/// home folder.
pub fn documents_folder() -> Option<PathBuf> {
    let user = directories::UserDirs::new()?;
    Some(
        user.document_dir()
            .unwrap_or_else(|| user.home_dir())
            .to_path_buf(),
    )
}

/// The file name a game is offered under when it is saved:
/// `Alice-vs-Bob-2026.11.23.pgn`, from the White, Black and Date tags
/// (parts that are unknown are left out).
///
/// ```
/// use rookery::{desktop::files::default_file_name, chess::pgn::Tags};
/// let mut tags = Tags::default();
/// tags.set("White", "Tal, Mikhail");
/// tags.set("Black", "Botvinnik");
/// tags.set("Date", "1960.??.??");
/// assert_eq!(default_file_name(&tags), "Tal_Mikhail-vs-Botvinnik-1960.pgn");
/// assert_eq!(default_file_name(&Tags::default()), "game.pgn");
/// // A side left unnamed ("White", the board's English placeholder) is no
/// // name: the file is not "White-vs-Black" in any language.
/// tags.set("White", "White");
/// tags.set("Black", "Black");
/// assert_eq!(default_file_name(&tags), "1960.pgn");
/// ```
pub fn default_file_name(tags: &Tags) -> String {
    let part = |name: &str| -> Option<String> {
        let value = tags.get(name).filter(|v| v.trim() != name)?;
        let mut out = String::new();
        for word in value.split(|c: char| !c.is_alphanumeric()) {
            if !word.is_empty() {
                if !out.is_empty() {
                    out.push('_');
                }
                out.push_str(word);
            }
        }
        (!out.is_empty()).then_some(out)
    };
    let date = tags.get("Date").map(|d| {
        d.split('.')
            .take_while(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
            .collect::<Vec<_>>()
            .join(".")
    });
    let mut name = match (part("White"), part("Black")) {
        (Some(w), Some(b)) => format!("{w}-vs-{b}"),
        (Some(one), None) | (None, Some(one)) => one,
        (None, None) => String::new(),
    };
    if let Some(date) = date.filter(|d| !d.is_empty()) {
        if !name.is_empty() {
            name.push('-');
        }
        name.push_str(&date);
    }
    if name.is_empty() {
        name.push_str("game");
    }
    // Keep names short enough for every file system.
    if name.len() > 120 {
        let mut cut = 120;
        while !name.is_char_boundary(cut) {
            cut -= 1;
        }
        name.truncate(cut);
    }
    name + ".pgn"
}

/// Today's date as PGN writes it (`2026.11.23`), in the local time zone:
/// a game played at 23:30 in New York is dated that day, not the next.
pub fn pgn_date_today() -> String {
    pgn_date(jiff::ZonedDateTime::now().date())
}

/// A date as PGN writes it.
///
/// ```
/// use jiff::civil::date;
/// assert_eq!(rookery::desktop::files::pgn_date(date(1970, 1, 1)), "1970.01.01");
/// assert_eq!(rookery::desktop::files::pgn_date(date(2025, 11, 23)), "2025.11.23");
/// ```
pub fn pgn_date(date: jiff::civil::Date) -> String {
    date.strftime("%Y.%m.%d").to_string()
}

/// What a pasted text turned out to be.
#[derive(Debug)]
pub enum Pasted {
    /// PGN with at least one game.
    Pgn(Vec<PgnGame>),
    /// A FEN: a new game from that position.
    Fen(Box<Game>),
    /// Neither; the message says why.
    Neither(Said),
}

/// Reads pasted text as a FEN (one line) or as PGN.
///
/// ```
/// use rookery::desktop::files::{Pasted, read_pasted};
/// assert!(matches!(read_pasted("8/8/8/8/8/4k3/8/R3K3 w Q - 0 1"), Pasted::Fen(_)));
/// assert!(matches!(read_pasted("1. e4 e5 2. Nf3 *"), Pasted::Pgn(_)));
/// assert!(matches!(read_pasted("hello"), Pasted::Neither(_)));
/// ```
pub fn read_pasted(text: &str) -> Pasted {
    let trimmed = text.trim().trim_start_matches('\u{feff}');
    if trimmed.is_empty() {
        return Pasted::Neither(Said::new("notice-clipboard-empty"));
    }
    let one_line = !trimmed.contains('\n');
    let looks_like_fen = one_line
        && trimmed.split_whitespace().next().is_some_and(|board| {
            board.matches('/').count() == 7
                && board
                    .chars()
                    .all(|c| c == '/' || c.is_ascii_digit() || "pnbrqkPNBRQK".contains(c))
        });
    if looks_like_fen {
        return match Game::from_fen(trimmed) {
            Ok(game) => Pasted::Fen(Box::new(game)),
            Err(e) => Pasted::Neither(Said::new("paste-bad-fen").with("why", e.said())),
        };
    }
    let games = read_str(trimmed);
    let has_moves_or_tags = games
        .iter()
        .any(|g| g.game.ply_count() > 0 || !g.tags.is_empty());
    if has_moves_or_tags {
        Pasted::Pgn(games)
    } else if let Some(error) = games.iter().find_map(|g| g.error.as_ref()) {
        Pasted::Neither(Said::new("paste-neither-why").with("why", error.to_string()))
    } else {
        let shown: String = trimmed.chars().take(40).collect();
        let more = if trimmed.chars().count() > 40 {
            "…"
        } else {
            ""
        };
        Pasted::Neither(Said::new("paste-neither").with("text", format!("{shown}{more}")))
    }
}

/// A path as the hex of its bytes, so that any name (Latin-1, a newline in
/// it) survives a line of text exactly.
///
/// ```
/// use rookery::desktop::files::{path_from_hex, path_to_hex};
/// let path = std::path::Path::new("/tmp/Réti games.pgn");
/// assert_eq!(path_from_hex(&path_to_hex(path)).as_deref(), Some(path));
/// assert_eq!(path_from_hex("zz"), None);
/// ```
pub fn path_to_hex(path: &Path) -> String {
    hex::encode(super::platform::path_bytes(path))
}

/// The path [`path_to_hex`] wrote, or `None` for text that is not hex.
pub fn path_from_hex(text: &str) -> Option<PathBuf> {
    hex::decode(text).ok().map(super::platform::path_from_bytes)
}
