//! A file of games edited in place: each edit keeps every other game byte
//! for byte, and is undone back to the same bytes; a write that cannot be
//! made leaves everything as it was.

use std::{fs, ops::Range, path::PathBuf};

use rookery::{
    chess::pgn::Indexer,
    desktop::game_file::{appended, duplicates, games_at, read_only_reason, rewrite, without},
};

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/pgn")
        .join(name)
}

fn ranges(bytes: &[u8]) -> Vec<Range<u64>> {
    Indexer::new(bytes).map(|e| e.unwrap().range).collect()
}

fn events(bytes: &[u8]) -> Vec<String> {
    Indexer::new(bytes)
        .map(|e| e.unwrap().event().to_owned())
        .collect()
}

/// A copy of the fixture in a folder of its own, and a folder for what
/// undo keeps.
fn copy_of(name: &str) -> (tempfile::TempDir, PathBuf, PathBuf, Vec<u8>) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    let bytes = fs::read(fixture(name)).unwrap();
    fs::write(&path, &bytes).unwrap();
    let keep = dir.path().join("kept");
    (dir, path, keep, bytes)
}

#[test]
fn each_edit_keeps_the_other_games_and_is_undone_to_the_same_bytes() {
    let (_dir, path, keep, original) = copy_of("club.pgn");
    let games = ranges(&original);
    assert_eq!(events(&original), ["First", "Second", "Third"]);

    // Delete the second game.
    let undo = rewrite(&path, &keep, |b| without(b, &games[1..2])).unwrap();
    let now = fs::read(&path).unwrap();
    assert_eq!(events(&now), ["First", "Third"]);
    let r = ranges(&now);
    assert_eq!(
        &now[r[0].start as usize..r[0].end as usize],
        &original[games[0].start as usize..games[0].end as usize]
    );
    assert_eq!(
        &now[r[1].start as usize..],
        &original[games[2].start as usize..]
    );
    undo.undo().unwrap();
    assert_eq!(fs::read(&path).unwrap(), original);
    assert_eq!(
        fs::read_dir(&keep).unwrap().count(),
        0,
        "the kept copy goes"
    );

    // Add a game at the end.
    let game = "[Event \"Fourth\"]\n[White \"G\"]\n[Black \"H\"]\n[Result \"*\"]\n\n1. c4 *\n";
    let undo = rewrite(&path, &keep, |b| appended(b, game.as_bytes())).unwrap();
    let now = fs::read(&path).unwrap();
    assert_eq!(events(&now), ["First", "Second", "Third", "Fourth"]);
    assert!(now.starts_with(&original));
    undo.undo().unwrap();
    assert_eq!(fs::read(&path).unwrap(), original);

    // Append the file to itself, then remove the duplicates: the same
    // games again, the later copies gone.
    let undo_append = rewrite(&path, &keep, |b| appended(b, &original)).unwrap();
    let doubled = fs::read(&path).unwrap();
    assert_eq!(events(&doubled).len(), 6);
    let later = duplicates(&doubled, &ranges(&doubled));
    assert_eq!(later, ranges(&doubled)[3..].to_vec());
    let undo_dedup = rewrite(&path, &keep, |b| without(b, &later)).unwrap();
    let deduped = fs::read(&path).unwrap();
    assert_eq!(events(&deduped), ["First", "Second", "Third"]);
    assert_eq!(deduped.trim_ascii_end(), original.trim_ascii_end());
    undo_dedup.undo().unwrap();
    assert_eq!(fs::read(&path).unwrap(), doubled);
    undo_append.undo().unwrap();
    assert_eq!(fs::read(&path).unwrap(), original);
}

#[test]
fn a_game_differing_in_a_move_or_a_tag_is_no_duplicate() {
    let text = "[Event \"E\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n\
                [Event \"E\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n\
                [Event \"E\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 c5 *\n\n\
                [Event \"E\"]\n[White \"A\"]\n[Black \"C\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n\
                [Event \"E\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n[Annotator \"X\"]\n\n\
                1. e4 e5 {a comment} *\n";
    let all = ranges(text.as_bytes());
    // Other tags and comments do not count; a move or Black does.
    assert_eq!(
        duplicates(text.as_bytes(), &all),
        [all[1].clone(), all[4].clone()]
    );
}

#[test]
fn games_copied_to_another_file_are_appended_and_undone() {
    let (dir, path, keep, original) = copy_of("club.pgn");
    let games = ranges(&original);
    let picked = games_at(&original, &[games[2].clone(), games[0].clone()]);
    assert_eq!(events(&picked), ["Third", "First"]);
    // A new file: made, and undone by removing it.
    let other = dir.path().join("mine.pgn");
    let undo = rewrite(&other, &keep, |b| appended(b, &picked)).unwrap();
    assert_eq!(fs::read(&other).unwrap(), picked);
    undo.undo().unwrap();
    assert!(!other.exists());
    // An existing file keeps its games and gets these after them.
    fs::write(&other, b"[Event \"Mine\"]\n\n1. e4 *").unwrap();
    let undo = rewrite(&other, &keep, |b| appended(b, &picked)).unwrap();
    assert_eq!(
        events(&fs::read(&other).unwrap()),
        ["Mine", "Third", "First"]
    );
    undo.undo().unwrap();
    assert_eq!(fs::read(&other).unwrap(), b"[Event \"Mine\"]\n\n1. e4 *");
    assert_eq!(fs::read(&path).unwrap(), original);
}

#[test]
fn a_write_that_cannot_be_made_changes_nothing_and_a_compressed_file_is_read_only() {
    let dir = tempfile::tempdir().unwrap();
    let keep = dir.path().join("kept");
    // A "folder" that is a file: nothing can be made in it, by root either.
    let blocker = dir.path().join("not-a-folder");
    fs::write(&blocker, b"x").unwrap();
    let inside = blocker.join("games.pgn");
    let e = rewrite(&inside, &keep, |b| appended(b, b"1. e4 *")).unwrap_err();
    assert!(!inside.exists(), "{e}");
    assert_eq!(fs::read(&blocker).unwrap(), b"x");
    assert!(
        fs::read_dir(&keep).map_or(true, |d| d.count() == 0),
        "nothing kept"
    );

    let packed = dir.path().join("games.pgn.gz");
    fs::write(&packed, b"\x1f\x8b").unwrap();
    assert_eq!(
        read_only_reason(&packed).unwrap().english(),
        format!(
            "{} is compressed, so it is read-only here.",
            packed.display()
        )
    );
    let e = rewrite(&packed, &keep, |b| appended(b, b"1. e4 *")).unwrap_err();
    assert_eq!(e.kind(), std::io::ErrorKind::Unsupported);
    assert_eq!(fs::read(&packed).unwrap(), b"\x1f\x8b");
    assert_eq!(read_only_reason(&dir.path().join("games.pgn")), None);
}

#[test]
fn nothing_is_added_after_a_last_game_that_ends_inside_a_comment() {
    use rookery::desktop::game_file::{appended_after_a_whole_game, try_rewrite};
    // multi.pgn's last game stops inside `{`: a game added after it would
    // be read as part of that comment.
    let (_dir, path, keep, original) = copy_of("multi.pgn");
    let e = try_rewrite(&path, &keep, |b| {
        appended_after_a_whole_game(b, b"[Event \"New\"]\n\n1. e4 *\n")
    })
    .unwrap_err();
    assert_eq!(e.kind(), std::io::ErrorKind::InvalidData);
    assert!(e.to_string().contains("ends inside a comment"), "{e}");
    assert_eq!(fs::read(&path).unwrap(), original);
    assert!(
        fs::read_dir(&keep).map_or(true, |d| d.count() == 0),
        "nothing kept"
    );
    // A whole last game takes one.
    let (_dir, path, keep, _) = copy_of("club.pgn");
    try_rewrite(&path, &keep, |b| {
        appended_after_a_whole_game(b, b"1. e4 *\n")
    })
    .unwrap();
    assert_eq!(events(&fs::read(&path).unwrap()).len(), 4);
}
