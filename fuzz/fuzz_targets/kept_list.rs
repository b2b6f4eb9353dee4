//! The kept list of a listed file (the cache folder's `list-*.bin`): any
//! bytes read as an error or as tables whose every game reads, and which
//! write and read back the same; read joined as they are read, the same
//! games as the tables appended one after another (into a table whose
//! games are mostly in its own file).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rookery::chess::game_list::{
    GameTable, read_kept, read_kept_joined, write_kept, write_kept_start,
};

fuzz_target!(|data: &[u8]| {
    let joined = read_kept_joined(data);
    let Ok(tables) = read_kept(data) else {
        assert!(joined.is_err(), "read joined, not in tables");
        return;
    };
    let joined = joined.expect("read in tables, not joined");
    // Appended into pages of two games, one full page in memory: the
    // rest go to the table's file and are read back from it.
    let mut appended = GameTable::with_pages(2, 1);
    read_kept(data)
        .expect("read once, read twice")
        .into_iter()
        .for_each(|t| appended.append(t));
    assert_eq!(joined.len(), appended.len());
    for g in 0..joined.len() {
        let (x, y) = (joined.get(g).unwrap(), appended.get(g).unwrap());
        assert_eq!(
            (
                x.white(),
                x.opening(),
                x.range(),
                x.syntax_error(),
                x.elo(),
                x.plies(),
                x.tags()
            ),
            (
                y.white(),
                y.opening(),
                y.range(),
                y.syntax_error(),
                y.elo(),
                y.plies(),
                y.tags()
            )
        );
    }
    let mut again = Vec::new();
    write_kept_start(&mut again).unwrap();
    for table in &tables {
        for g in 0..table.len() {
            let row = table.get(g).unwrap();
            let _ = (
                row.white(),
                row.opening(),
                row.range(),
                row.syntax_error(),
                row.elo(),
            );
        }
        write_kept(&mut again, table).unwrap();
    }
    let back = read_kept(&again[..]).expect("a kept list written reads back");
    assert_eq!(back.len(), tables.len());
    for (a, b) in back.iter().zip(&tables) {
        assert_eq!(a.len(), b.len());
        for g in 0..a.len() {
            let (x, y) = (a.get(g).unwrap(), b.get(g).unwrap());
            assert_eq!(
                (x.white(), x.opening(), x.range()),
                (y.white(), y.opening(), y.range())
            );
        }
    }
});
