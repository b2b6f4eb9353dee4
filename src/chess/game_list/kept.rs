//! A listed file's games kept on disk, so that opening the same file again
//! lists it from there instead of reading it: the [`GameTable`]s the
//! listing handed on, one after another, each as its strings and then its
//! columns of numbers, with its length and CRC-32 before it. A kept list
//! cut short, damaged or of another version reads as an error (and the
//! file is listed afresh); nothing in it is trusted: every id and count is
//! checked before use.
//!
//! Written by hand, not with serde and a binary format crate: the table is
//! a handful of flat arrays, and the release binary has no room to spare.

use std::io::{self, Read, Write};

use super::{paged::Game, table::GameTable};

/// The kept list's first bytes: its kind and version.
const MAGIC: &[u8; 8] = b"RKLIST\x00\x01";

/// The most bytes one kept chunk may say it holds (a chunk of the listing
/// is far smaller).
const MAX_CHUNK_BYTES: u32 = 1 << 30;

/// The most room a chunk's bytes are given before they are read: a
/// listing's chunk (65,536 games) is about 5 MB.
const MAX_ROOM: usize = 64 << 20;

/// Writes the start of a kept list.
pub fn write_kept_start(out: &mut impl Write) -> io::Result<()> {
    out.write_all(MAGIC)
}

/// Writes one table of the listing after the others.
///
/// ```
/// use rookery::chess::{
///     game_list::{GameTable, read_kept, write_kept, write_kept_start},
///     pgn::Indexer,
/// };
/// let pgn = b"[White \"Tal\"]\n[WhiteElo \"2700\"]\n\n1. e4 *\n\n[White \"Reti\"]\n\n1. Nf3 {\n";
/// let mut table = GameTable::new();
/// for entry in Indexer::new(&pgn[..]) {
///     table.push(&entry.unwrap());
/// }
/// let mut kept = Vec::new();
/// write_kept_start(&mut kept).unwrap();
/// write_kept(&mut kept, &table).unwrap();
/// write_kept(&mut kept, &table).unwrap();
/// let read = read_kept(&kept[..]).unwrap();
/// assert_eq!(read.len(), 2);
/// let back = &read[1];
/// assert_eq!(back.len(), 2);
/// let (tal, reti) = (back.get(0).unwrap(), back.get(1).unwrap());
/// assert_eq!((tal.white(), tal.elo(), tal.range()), ("Tal", [Some(2700), None], 0..41));
/// assert_eq!(reti.syntax_error(), table.get(1).unwrap().syntax_error());
/// // Cut short: an error, not a shorter list.
/// assert!(read_kept(&kept[..kept.len() - 1]).is_err());
/// ```
pub fn write_kept(out: &mut impl Write, table: &GameTable) -> io::Result<()> {
    let mut bytes = Vec::with_capacity(64 * table.len() + 64);
    let strings = &table.strings;
    put_u32(&mut bytes, table.len() as u32);
    put_u32(&mut bytes, strings.len() as u32);
    for id in 0..strings.len() as u32 {
        put_text(&mut bytes, strings.text(id));
    }
    // Column by column, as version 1 has them (a page of games in the
    // table's file is read once per column: a kept chunk is one page or
    // less).
    let column = |bytes: &mut Vec<u8>, put: &dyn Fn(&mut Vec<u8>, &Game)| {
        let mut reader = table.reader();
        for g in 0..table.len() {
            put(bytes, &reader.get(g));
        }
    };
    column(&mut bytes, &|b, g| {
        g.fields.iter().for_each(|&id| put_u32(b, id))
    });
    column(&mut bytes, &|b, g| put_u32(b, g.opening));
    column(&mut bytes, &|b, g| {
        b.extend_from_slice(&g.start.to_le_bytes())
    });
    column(&mut bytes, &|b, g| put_u32(b, g.len));
    column(&mut bytes, &|b, g| {
        b.extend_from_slice(&g.elo[0].to_le_bytes());
        b.extend_from_slice(&g.elo[1].to_le_bytes());
    });
    column(&mut bytes, &|b, g| put_u32(b, g.plies));
    column(&mut bytes, &|b, g| {
        b.extend_from_slice(&g.tags.to_le_bytes())
    });
    let mut errors: Vec<_> = table.errors.iter().collect();
    errors.sort_unstable_by_key(|(g, _)| **g);
    put_u32(&mut bytes, errors.len() as u32);
    for (&game, error) in errors {
        put_u32(&mut bytes, game);
        put_text(&mut bytes, error);
    }
    let len = u32::try_from(bytes.len())
        .ok()
        .filter(|&n| n <= MAX_CHUNK_BYTES)
        .ok_or_else(|| io::Error::other("a chunk of the list is too big to keep"))?;
    out.write_all(&len.to_le_bytes())?;
    out.write_all(&crc32fast::hash(&bytes).to_le_bytes())?;
    out.write_all(&bytes)
}

/// Reads a kept list: its tables in order.
pub fn read_kept(input: impl Read) -> io::Result<Vec<GameTable>> {
    let mut tables = Vec::new();
    read_chunks(input, |bytes| {
        let mut table = GameTable::new();
        read_chunk_onto(bytes, &mut table)?;
        tables.push(table);
        Some(())
    })?;
    Ok(tables)
}

/// Reads a kept list whole: its tables joined in order, as
/// [`GameTable::append`] joins them, but as they are read: each chunk's
/// strings are found among (or added to) those before, not gathered in a
/// table of their own first (a second opening of a file is mostly this).
///
/// ```
/// use rookery::chess::{
///     game_list::{GameTable, read_kept, read_kept_joined, write_kept, write_kept_start},
///     pgn::Indexer,
/// };
/// let pgn = b"[White \"Tal\"]\n\n1. e4 *\n\n[White \"Reti\"]\n\n*\n\n\
///             [White \"Tal\"]\n\n1. Nf3 {\n";
/// let entries: Vec<_> = Indexer::new(&pgn[..]).map(Result::unwrap).collect();
/// let mut kept = Vec::new();
/// write_kept_start(&mut kept).unwrap();
/// for chunk in entries.chunks(2) {
///     let mut table = GameTable::new();
///     chunk.iter().for_each(|entry| table.push(entry));
///     write_kept(&mut kept, &table).unwrap();
/// }
/// let joined = read_kept_joined(&kept[..]).unwrap();
/// let mut appended = GameTable::new();
/// read_kept(&kept[..]).unwrap().into_iter().for_each(|t| appended.append(t));
/// assert_eq!(joined.len(), 3);
/// for g in 0..3 {
///     let (a, b) = (joined.get(g).unwrap(), appended.get(g).unwrap());
///     assert_eq!((a.white(), a.range()), (b.white(), b.range()));
///     assert_eq!(a.syntax_error(), b.syntax_error());
/// }
/// // The second chunk's strings are the first's; its error is its game's.
/// let last = joined.get(2).unwrap();
/// assert_eq!((last.white(), last.syntax_error().is_some()), ("Tal", true));
/// assert!(read_kept_joined(&kept[..kept.len() - 1]).is_err());
/// ```
pub fn read_kept_joined(input: impl Read) -> io::Result<GameTable> {
    let mut table = GameTable::new();
    read_chunks(input, |bytes| read_chunk_onto(bytes, &mut table))?;
    Ok(table)
}

/// Hands each chunk's bytes, checked against its CRC, to `chunk`, which
/// gives `None` for one that does not read.
fn read_chunks(mut input: impl Read, mut chunk: impl FnMut(&[u8]) -> Option<()>) -> io::Result<()> {
    let mut magic = [0; 8];
    input.read_exact(&mut magic)?;
    if &magic != MAGIC {
        return Err(damaged("it is not a kept list of this version"));
    }
    let mut bytes = Vec::new();
    loop {
        let mut head = [0; 8];
        match input.read(&mut head[..1])? {
            0 => return Ok(()),
            _ => input.read_exact(&mut head[1..])?,
        }
        let len = u32::from_le_bytes(head[..4].try_into().unwrap_or_default());
        let crc = u32::from_le_bytes(head[4..].try_into().unwrap_or_default());
        if len > MAX_CHUNK_BYTES {
            return Err(damaged("a chunk says it is bigger than any"));
        }
        // Read into room for all of it at once (a few megabytes; not grown
        // by copies), but no more than a sound chunk could need, whatever
        // a damaged length says.
        bytes.clear();
        bytes.reserve((len as usize).min(MAX_ROOM));
        (&mut input).take(u64::from(len)).read_to_end(&mut bytes)?;
        if bytes.len() != len as usize {
            return Err(damaged("it is cut short"));
        }
        if crc32fast::hash(&bytes) != crc {
            return Err(damaged("a chunk fails its checksum"));
        }
        chunk(&bytes).ok_or_else(|| damaged("a chunk does not read"))?;
    }
}

fn damaged(why: &str) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidData,
        format!("the kept list is damaged: {why}"),
    )
}

fn put_u32(bytes: &mut Vec<u8>, n: u32) {
    bytes.extend_from_slice(&n.to_le_bytes());
}

fn put_text(bytes: &mut Vec<u8>, text: &str) {
    put_u32(bytes, text.len() as u32);
    bytes.extend_from_slice(text.as_bytes());
}

/// Reads through a chunk's bytes; `None` past their end.
struct Cursor<'a>(&'a [u8]);

impl<'a> Cursor<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if n > self.0.len() {
            return None;
        }
        let (taken, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(taken)
    }
    fn u16(&mut self) -> Option<u16> {
        Some(u16::from_le_bytes(self.take(2)?.try_into().ok()?))
    }
    fn u32(&mut self) -> Option<u32> {
        Some(u32::from_le_bytes(self.take(4)?.try_into().ok()?))
    }
    fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take(8)?.try_into().ok()?))
    }
    fn text(&mut self) -> Option<&'a str> {
        let len = self.u32()? as usize;
        std::str::from_utf8(self.take(len)?).ok()
    }
    /// `n` items of `size` bytes each, if that many are left.
    fn room(&self, n: usize, size: usize) -> Option<usize> {
        (n.checked_mul(size)? <= self.0.len()).then_some(n)
    }
}

/// Reads a chunk's games after `table`'s: its strings found in the
/// table's or added (a table empty so far takes them as they are, ids and
/// all). `None` for a chunk that does not read, and then `table` may hold
/// part of it.
fn read_chunk_onto(bytes: &[u8], table: &mut GameTable) -> Option<()> {
    let mut at = Cursor(bytes);
    let games = at.u32()? as usize;
    let count = at.u32()? as usize;
    // Each string takes at least its 4-byte length.
    at.room(count, 4)?;
    let first = table.is_empty() && table.strings.len() == 0;
    let ids: Vec<u32> = if first {
        table.strings.reserve(count);
        for _ in 0..count {
            table.strings.push(at.text()?);
        }
        Vec::new()
    } else {
        (0..count)
            .map(|_| Some(table.strings.intern(at.text()?)))
            .collect::<Option<_>>()?
    };
    let id = |id: u32| match first {
        true => (id < count as u32).then_some(id),
        false => ids.get(id as usize).copied(),
    };
    let shift = table.len() as u32;
    // Each game takes 62 bytes of numbers, laid out column by column: read
    // into the chunk's games, then added to the table.
    let mut read = vec![Game::default(); at.room(games, 62)?];
    table.reserve(games);
    for game in &mut read {
        for slot in &mut game.fields {
            *slot = id(at.u32()?)?;
        }
    }
    for game in &mut read {
        game.opening = id(at.u32()?)?;
    }
    for game in &mut read {
        game.start = at.u64()?;
    }
    for game in &mut read {
        game.len = at.u32()?;
    }
    for game in &mut read {
        game.elo = [at.u16()?, at.u16()?];
    }
    for game in &mut read {
        game.plies = at.u32()?;
    }
    for game in &mut read {
        game.tags = at.u16()?;
    }
    for game in read {
        table.push_game(game);
    }
    let errors = at.u32()? as usize;
    for _ in 0..at.room(errors, 8)? {
        let game = at.u32()?;
        let error = at.text()?;
        if game as usize >= games {
            return None;
        }
        table.errors.insert(shift.checked_add(game)?, error.into());
    }
    at.0.is_empty().then_some(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::pgn::Indexer;

    /// A kept list of one chunk of these bytes, its CRC right.
    fn kept_of(chunk: &[u8]) -> Vec<u8> {
        let mut kept = MAGIC.to_vec();
        kept.extend_from_slice(&(chunk.len() as u32).to_le_bytes());
        kept.extend_from_slice(&crc32fast::hash(chunk).to_le_bytes());
        kept.extend_from_slice(chunk);
        kept
    }

    fn chunk_of(pgn: &[u8]) -> Vec<u8> {
        let mut table = GameTable::new();
        for entry in Indexer::new(pgn) {
            table.push(&entry.unwrap());
        }
        let mut kept = Vec::new();
        write_kept(&mut kept, &table).unwrap();
        kept[8..].to_vec()
    }

    #[test]
    fn a_kept_list_that_lies_is_refused_whole() {
        let chunk = chunk_of(b"[White \"A\"]\n[Black \"B\"]\n\n1. e4 *\n");
        assert_eq!(read_kept(&kept_of(&chunk)[..]).unwrap()[0].len(), 1);
        let error = |bytes: &[u8]| read_kept(bytes).unwrap_err().to_string();
        // Another kind of file.
        assert_eq!(
            error(b"RKLIST\x00\x02"),
            "the kept list is damaged: it is not a kept list of this version"
        );
        // A byte changed under its CRC.
        let mut changed = kept_of(&chunk);
        *changed.last_mut().unwrap() ^= 1;
        assert_eq!(
            error(&changed),
            "the kept list is damaged: a chunk fails its checksum"
        );
        // A string id past the strings, with its CRC made right.
        let mut bad_id = chunk.clone();
        let strings = u32::from_le_bytes(bad_id[4..8].try_into().unwrap());
        let first_field = 8
            + (0..strings).fold(0, |at, _| {
                let len = u32::from_le_bytes(bad_id[8 + at..12 + at].try_into().unwrap());
                at + 4 + len as usize
            });
        bad_id[first_field..first_field + 4].copy_from_slice(&strings.to_le_bytes());
        assert_eq!(
            error(&kept_of(&bad_id)),
            "the kept list is damaged: a chunk does not read"
        );
        // Four billion games said in a few bytes: refused before any room
        // is made for them.
        let mut many = chunk.clone();
        many[..4].copy_from_slice(&u32::MAX.to_le_bytes());
        assert_eq!(
            error(&kept_of(&many)),
            "the kept list is damaged: a chunk does not read"
        );
        // A chunk longer than any.
        let mut huge = MAGIC.to_vec();
        huge.extend_from_slice(&u32::MAX.to_le_bytes());
        huge.extend_from_slice(&[0; 4]);
        assert_eq!(
            error(&huge),
            "the kept list is damaged: a chunk says it is bigger than any"
        );
        // Bytes left over after the columns.
        let mut longer = chunk.clone();
        longer.push(0);
        assert_eq!(
            error(&kept_of(&longer)),
            "the kept list is damaged: a chunk does not read"
        );
        // Cut inside a chunk's head.
        let mut cut = kept_of(&chunk);
        cut.extend_from_slice(&[1, 0]);
        assert!(read_kept(&cut[..]).is_err());
    }
}
