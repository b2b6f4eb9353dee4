//! A game list whose games are mostly in its own file (pages past its
//! budget) shows, searches, sorts, keeps and names them exactly as one
//! held whole in memory.

use rookery::chess::{
    game_list::{
        Column, GameQuery, GameTable, filter_and_sort, read_kept_joined, write_kept,
        write_kept_start,
    },
    pgn::{IndexEntry, Indexer},
};

/// 500 games: players, events and dates repeating at different rates,
/// Elo on some, an Opening tag on every fifth, the last one broken.
fn file() -> Vec<u8> {
    let mut pgn = String::new();
    for g in 0..500 {
        pgn.push_str(&format!(
            "[Event \"Open {}\"]\n[Date \"{}.01.01\"]\n",
            g % 13,
            1990 + g % 11
        ));
        pgn.push_str(&format!(
            "[White \"Player {}\"]\n[Black \"Rival {}\"]\n[Result \"{}\"]\n",
            g % 37,
            (g * 7) % 29,
            ["1-0", "0-1", "1/2-1/2", "*"][g % 4],
        ));
        if g % 3 == 0 {
            pgn.push_str(&format!("[WhiteElo \"{}\"]\n", 2000 + (g * 17) % 700));
        }
        if g % 5 == 0 {
            pgn.push_str(&format!(
                "[ECO \"B{:02}\"]\n[Opening \"Sicilian {g}\"]\n",
                g % 100
            ));
        }
        let moves = [
            "1. e4 c5 2. Nf3",
            "1. d4 d5",
            "1. e4 e5 2. Nf3 Nc6 3. Bb5",
            "1. c4",
        ][g % 4];
        // The last cut inside a comment: its syntax error is shown.
        let end = if g == 499 { "{ cut" } else { "*" };
        pgn.push_str(&format!("\n{moves} {end}\n\n"));
    }
    pgn.into_bytes()
}

fn entries(pgn: &[u8]) -> Vec<IndexEntry> {
    Indexer::new(pgn).map(Result::unwrap).collect()
}

type Row = (
    usize,
    String,
    String,
    String,
    String,
    String,
    String,
    [Option<u16>; 2],
    u32,
    u32,
);

/// Everything the list shows of every game, and where each lies.
fn shown(table: &GameTable) -> Vec<(Row, std::ops::Range<u64>, Option<String>)> {
    table
        .rows(0..table.len())
        .map(|r| {
            (
                (
                    r.number(),
                    r.white().into(),
                    r.black().into(),
                    r.event().into(),
                    r.date().into(),
                    r.result().into(),
                    r.opening().into(),
                    r.elo(),
                    r.plies(),
                    r.tags(),
                ),
                r.range(),
                r.syntax_error().map(str::to_owned),
            )
        })
        .collect()
}

/// The table of these games in pages of 7, at most 3 full ones in memory.
fn paged(entries: &[IndexEntry]) -> GameTable {
    let mut table = GameTable::with_pages(7, 3);
    entries.iter().for_each(|e| table.push(e));
    table
}

/// The same games in memory and mostly in their file (pages of 7).
fn both(entries: &[IndexEntry]) -> (GameTable, GameTable) {
    let mut whole = GameTable::new();
    entries.iter().for_each(|e| whole.push(e));
    (whole, paged(entries))
}

#[test]
fn a_list_mostly_in_its_file_reads_as_one_in_memory() {
    let pgn = file();
    let entries = entries(&pgn);
    assert_eq!(entries.len(), 500);
    let (whole, paged) = both(&entries);
    // 72 pages of 7 games (the last of 3): 68 in the file, 3 full and the
    // last in memory.
    assert_eq!((whole.pages_in_file(), paged.pages_in_file()), (0, 68));
    assert_eq!(shown(&paged), shown(&whole));
    assert_eq!(
        shown(&whole)[499].2.as_deref(),
        Some("unterminated comment")
    );
    for g in [0, 6, 7, 250, 479, 499] {
        assert_eq!(paged.get(g).unwrap().range(), entries[g].range);
    }
    assert!(paged.get(500).is_none());
    let wanted = [3, 250, 499, 500, 2];
    let ranges: Vec<_> = [3, 250, 499, 2]
        .iter()
        .map(|&g| (g as u32, entries[g].range.clone()))
        .collect();
    assert_eq!(paged.ranges_of(&wanted), ranges);
    assert_eq!(paged.starts_every(50), whole.starts_every(50));
    assert_eq!(paged.starts_every(50).len(), 10);
}

#[test]
fn a_list_mostly_in_its_file_searches_and_sorts_as_one_in_memory() {
    let pgn = file();
    let entries = entries(&pgn);
    let (whole, paged) = both(&entries);
    // Every search and every sort, both ways.
    for query in [
        "",
        "player 3",
        "open 12 1995",
        "sicilian",
        "rival 2",
        "1999",
        "nobody",
    ] {
        let query = GameQuery::new(query);
        for column in Column::ALL {
            for descending in [false, true] {
                assert_eq!(
                    filter_and_sort(&paged, &query, column, descending),
                    filter_and_sort(&whole, &query, column, descending),
                    "{query:?} by {column:?}, descending {descending}"
                );
            }
        }
    }
    let found = filter_and_sort(
        &paged,
        &GameQuery::new("player 36 1990"),
        Column::Number,
        false,
    );
    assert_eq!(found, [110]);
}

/// Changes both tables alike: moves counted by the explorer's pass,
/// openings it named, game 100 written back 9 bytes longer.
fn change_alike(tables: [&mut GameTable; 2]) {
    let plies: Vec<u16> = (0..500).map(|g| (g * 3 % 200) as u16).collect();
    let named: Vec<u16> = (0..500)
        .map(|g| {
            if g % 2 == 0 {
                (g % 50) as u16
            } else {
                u16::MAX
            }
        })
        .collect();
    for table in tables {
        table.set_plies(plies.iter().copied());
        table.name_openings(named.iter().copied());
        let range = table.get(100).unwrap().range();
        table.replace_range(100, range.start..range.end + 9, 9);
    }
}

#[test]
fn a_list_mostly_in_its_file_changes_as_one_in_memory() {
    let pgn = file();
    let entries = entries(&pgn);
    let (mut whole, mut paged) = both(&entries);
    change_alike([&mut whole, &mut paged]);
    assert_eq!(shown(&paged), shown(&whole));
    assert_eq!(
        paged.get(101).unwrap().range().start,
        entries[101].range.start + 9
    );
    assert_eq!(paged.get(2).unwrap().plies(), 6);
    assert_eq!(
        paged.get(2).unwrap().opening(),
        rookery::chess::openings::by_id(2).to_string()
    );
    assert_eq!(paged.get(3).unwrap().opening(), "");
}

#[test]
fn a_list_mostly_in_its_file_is_kept_and_joined_as_one_in_memory() {
    let pgn = file();
    let entries = entries(&pgn);
    let (mut whole, mut paged) = both(&entries);
    change_alike([&mut whole, &mut paged]);
    // Kept and read back, and joined from the listing's pieces.
    let mut kept = Vec::new();
    write_kept_start(&mut kept).unwrap();
    write_kept(&mut kept, &paged).unwrap();
    assert_eq!(shown(&read_kept_joined(&kept[..]).unwrap()), shown(&whole));
    let mut joined = GameTable::with_pages(7, 3);
    for piece in entries.chunks(60) {
        joined.append(paged_piece(piece));
    }
    assert_eq!(joined.pages_in_file(), 68);
    assert_eq!(shown(&joined), shown(&self::paged(&entries)));

    // The names found before an edit are kept for the same games after.
    let mut after = self::paged(&entries[1..]);
    after.keep_opening_names(&paged);
    let mut after_whole = GameTable::new();
    entries[1..].iter().for_each(|e| after_whole.push(e));
    after_whole.keep_opening_names(&whole);
    assert_eq!(shown(&after), shown(&after_whole));
    assert_eq!(
        after.get(1).unwrap().opening(),
        rookery::chess::openings::by_id(2).to_string()
    );
}

/// A piece of the listing: a table of its own (in memory, as the
/// listing's threads make them).
fn paged_piece(entries: &[IndexEntry]) -> GameTable {
    let mut table = GameTable::new();
    entries.iter().for_each(|e| table.push(e));
    table
}

#[test]
fn a_table_of_one_game_a_page_and_none_kept_in_memory_reads_back_whole() {
    let entries = entries(&file());
    let mut table = GameTable::with_pages(1, 0);
    entries.iter().for_each(|e| table.push(e));
    assert_eq!(table.pages_in_file(), 499);
    let mut whole = GameTable::new();
    entries.iter().for_each(|e| whole.push(e));
    assert_eq!(shown(&table), shown(&whole));
}
