//! A file of games managed in place: a game added, games deleted, another
//! file appended, duplicates removed, games copied to another file. Every
//! game not touched is kept byte for byte; every write goes through a
//! temporary file ([`write_atomic`]); each edit keeps the file as it was
//! in a folder of Rookery's, so that it can be undone until the file is
//! closed.

use std::{
    collections::HashSet,
    fs, io,
    ops::Range,
    path::{Path, PathBuf},
};

use super::files::write_atomic;

/// What an edit of a file did, to undo it: the file, and where its former
/// bytes are kept (`None`: it did not exist).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Undo {
    /// The file edited.
    pub path: PathBuf,
    kept: Option<PathBuf>,
    /// The file as the edit left it (its length and CRC-32): a file
    /// changed since is not undone, as that change would be lost. The
    /// content, not the modification time: undoing a later edit brings
    /// back exactly these bytes.
    after: (usize, u32),
}

impl Undo {
    /// Puts the file back as it was (atomically), or removes it if the
    /// edit made it; refused if the file changed since the edit.
    pub fn undo(&self) -> io::Result<()> {
        if fs::read(&self.path).ok().map(|now| fingerprint(&now)) != Some(self.after) {
            return Err(io::Error::other(
                "it changed on disk since, and undoing would lose that change",
            ));
        }
        match &self.kept {
            Some(kept) => {
                write_atomic(&self.path, &fs::read(kept)?)?;
                let _ = fs::remove_file(kept);
                Ok(())
            }
            None => fs::remove_file(&self.path),
        }
    }

    /// Lets go of the kept bytes (the file was closed).
    pub fn forget(&self) {
        if let Some(kept) = &self.kept {
            let _ = fs::remove_file(kept);
        }
    }
}

/// Whether a file can be edited in place: compressed files and archives
/// are read-only.
pub fn read_only_reason(path: &Path) -> Option<crate::i18n::Said> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    ["gz", "zst", "bz2", "zip"]
        .contains(&ext.as_str())
        .then(|| {
            crate::i18n::Said::new("edit-read-only")
                .with("name", super::files::display_path(path).to_string())
        })
}

/// Rewrites `path` with what `edit` makes of its bytes (an empty file if
/// it does not exist yet), keeping its former bytes in `keep_in` for
/// [`Undo`]. A failure leaves the file as it was.
pub fn rewrite(
    path: &Path,
    keep_in: &Path,
    edit: impl FnOnce(&[u8]) -> Vec<u8>,
) -> io::Result<Undo> {
    try_rewrite(path, keep_in, |bytes| Ok(edit(bytes)))
}

/// [`rewrite`] with an edit that may refuse (its error is returned and
/// nothing is written).
pub fn try_rewrite(
    path: &Path,
    keep_in: &Path,
    edit: impl FnOnce(&[u8]) -> io::Result<Vec<u8>>,
) -> io::Result<Undo> {
    if let Some(reason) = read_only_reason(path) {
        return Err(io::Error::new(io::ErrorKind::Unsupported, reason.english()));
    }
    let old = match fs::read(path) {
        Ok(bytes) => Some(bytes),
        Err(e) if e.kind() == io::ErrorKind::NotFound => None,
        Err(e) => return Err(e),
    };
    let new = edit(old.as_deref().unwrap_or_default())?;
    let kept = match &old {
        Some(bytes) => {
            fs::create_dir_all(keep_in)?;
            let kept = tempfile::Builder::new()
                .prefix("undo-")
                .suffix(".pgn")
                .tempfile_in(keep_in)?;
            let (mut file, kept) = kept.keep().map_err(|e| e.error)?;
            io::Write::write_all(&mut file, bytes)?;
            Some(kept)
        }
        None => None,
    };
    if let Err(e) = write_atomic(path, &new) {
        if let Some(kept) = &kept {
            let _ = fs::remove_file(kept);
        }
        return Err(e);
    }
    Ok(Undo {
        path: path.to_path_buf(),
        kept,
        after: fingerprint(&new),
    })
}

/// A file's length and CRC-32.
fn fingerprint(bytes: &[u8]) -> (usize, u32) {
    (bytes.len(), crc32fast::hash(bytes))
}

/// `text` after `file`, one blank line between them.
///
/// ```
/// use rookery::desktop::game_file::appended;
/// assert_eq!(appended(b"1. e4 *\n", b"1. d4 *\n"), b"1. e4 *\n\n1. d4 *\n");
/// assert_eq!(appended(b"", b"1. d4 *\n"), b"1. d4 *\n");
/// ```
pub fn appended(file: &[u8], text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(file.len() + text.len() + 2);
    out.extend_from_slice(file);
    super::files::end_with_a_blank_line(&mut out);
    out.extend_from_slice(text);
    if !out.is_empty() && !out.ends_with(b"\n") {
        out.push(b'\n');
    }
    out
}

/// `text` after `file` as [`appended`] puts it, unless `file` ends inside
/// a `{` comment: games added there would be read as part of it, and
/// closing it would change that game, so the addition is refused.
///
/// ```
/// use rookery::desktop::game_file::appended_after_a_whole_game;
/// assert!(appended_after_a_whole_game(b"1. e4 {good *\n", b"1. d4 *\n").is_err());
/// assert!(appended_after_a_whole_game(b"[Annotator \"{x\"]\n\n1. e4 *\n", b"*").is_ok());
/// ```
pub fn appended_after_a_whole_game(file: &[u8], text: &[u8]) -> io::Result<Vec<u8>> {
    if ends_in_comment(file) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            "its last game ends inside a comment (a { with no }), so games added after it \
             would be read as part of that comment",
        ));
    }
    Ok(appended(file, text))
}

/// Whether the last `{` of `file` (outside a tag line) has no `}` after it.
/// Looked for in the last bytes: pgn-reader says "unterminated comment"
/// too, but only once it has read the whole file up to that last game
/// (seconds for a big one), and the file to add to may not be listed.
fn ends_in_comment(file: &[u8]) -> bool {
    let Some(open) = memchr::memrchr(b'{', file) else {
        return false;
    };
    if memchr::memrchr(b'}', file).is_some_and(|close| close > open) {
        return false;
    }
    let line = memchr::memrchr(b'\n', &file[..open]).map_or(0, |at| at + 1);
    !file[line..open].trim_ascii_start().starts_with(b"[")
}

/// `file` without the games at `ranges` (with the blank lines after each):
/// every other byte is kept.
///
/// ```
/// use rookery::desktop::game_file::without;
/// let file = b"[White \"A\"]\n\n1. e4 *\n\n[White \"B\"]\n\n1. d4 *\n";
/// assert_eq!(without(file, &[0..22]), b"[White \"B\"]\n\n1. d4 *\n");
/// ```
pub fn without(file: &[u8], ranges: &[Range<u64>]) -> Vec<u8> {
    let mut ranges: Vec<Range<usize>> = ranges
        .iter()
        .map(|r| (r.start as usize).min(file.len())..(r.end as usize).min(file.len()))
        .collect();
    ranges.sort_by_key(|r| r.start);
    let mut out = Vec::with_capacity(file.len());
    let mut at = 0;
    for range in ranges {
        if range.start < at {
            continue;
        }
        out.extend_from_slice(&file[at..range.start]);
        // The whitespace after the game goes with it.
        let rest = &file[range.end..];
        let blank = rest.len() - rest.trim_ascii_start().len();
        at = range.end + blank;
    }
    out.extend_from_slice(&file[at..]);
    out
}

/// The games at `ranges`, in order, one blank line apart.
pub fn games_at(file: &[u8], ranges: &[Range<u64>]) -> Vec<u8> {
    ranges.iter().fold(Vec::new(), |out, r| {
        let start = (r.start as usize).min(file.len());
        let end = (r.end as usize).clamp(start, file.len());
        appended(&out, file[start..end].trim_ascii())
    })
}

/// The tags two copies of a game share, besides their moves.
const SAME_TAGS: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// The later copies of games: a game whose main line (as moves) and
/// Event, Site, Date, Round, White, Black and Result are those of an
/// earlier one. `ranges` are the file's games, in order.
pub fn duplicates(file: &[u8], ranges: &[Range<u64>]) -> Vec<Range<u64>> {
    let mut seen = HashSet::new();
    let mut later = Vec::new();
    for (i, range) in ranges.iter().enumerate() {
        let start = (range.start as usize).min(file.len());
        let end = (range.end as usize).clamp(start, file.len());
        let game = crate::chess::pgn::read_numbered_bytes(&file[start..end], i + 1);
        let mut key: Vec<String> = SAME_TAGS
            .iter()
            .map(|t| game.tags.get(t).unwrap_or_default().to_owned())
            .collect();
        key.push(
            shakmaty::fen::Fen::from_position(
                game.game.initial_position(),
                shakmaty::EnPassantMode::Legal,
            )
            .to_string(),
        );
        key.extend(game.game.plies().iter().map(|p| p.san.to_string()));
        if !seen.insert(key) {
            later.push(range.clone());
        }
    }
    later
}
