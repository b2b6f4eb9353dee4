//! Polyglot books (fixtures from python-chess 1.11.2's `data/polyglot/`,
//! GPL-3.0): the moves and weights each position finds are python-chess's
//! `find_all` on the same files, castling and an underpromotion included.

use std::path::PathBuf;

use rookery::desktop::book::Book;
use shakmaty::{CastlingMode, Chess, Position, fen::Fen, san::San};

fn book(name: &str) -> Book {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/book")
        .join(name);
    Book::open(&path).unwrap()
}

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

/// "SAN UCI weight" for each of the book's moves in `pos`.
fn found(book: &Book, pos: &Chess) -> Vec<String> {
    book.moves(pos)
        .unwrap()
        .iter()
        .map(|m| format!("{} {} {}", m.san, m.uci, m.weight))
        .collect()
}

#[test]
fn the_ruy_lopez_from_a_real_book_moves_and_weights_as_python_chess_reads_them() {
    let book = book("ruy-lopez.bin");
    assert_eq!(book.len(), 16);
    // python-chess: find_all on each position of 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6
    // 4.Ba4 Nf6 in performance.bin.
    let expected: &[&[&str]] = &[
        &["e4 e2e4 1", "d4 d2d4 1", "c4 c2c4 1"],
        &["e5 e7e5 1", "c5 c7c5 1"],
        &["Nf3 g1f3 126"],
        &["Nc6 b8c6 127"],
        &["Bb5 f1b5 103", "Bc4 f1c4 8", "Nc3 b1c3 6"],
        &["a6 a7a6 96", "Nf6 g8f6 5"],
        &["Ba4 b5a4 86", "Bxc6 b5c6 12"],
        &["Nf6 g8f6 91"],
        &["O-O e1g1 82"],
    ];
    let mut pos = Chess::default();
    for (ply, want) in expected.iter().enumerate() {
        assert_eq!(found(&book, &pos), *want, "ply {ply}");
        let first = book.moves(&pos).unwrap()[0].mv;
        pos.play_unchecked(first);
    }
    assert_eq!(
        pos.board().to_string(),
        "r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1"
    );
    assert_eq!(found(&book, &pos), Vec::<String>::new());
}

#[test]
fn the_lasker_trap_ends_in_a_knight_promotion_with_check() {
    let book = book("lasker-trap.bin");
    let line = "d4 d5 c4 e5 dxe5 d4 e3 Bb4+ Bd2 dxe3 Bxb4 exf2+ Ke2";
    let mut pos = Chess::default();
    for san in line.split(' ') {
        let mv = san
            .trim_end_matches('+')
            .parse::<San>()
            .unwrap()
            .to_move(&pos)
            .unwrap();
        pos.play_unchecked(mv);
    }
    assert_eq!(found(&book, &pos), vec!["fxg1=N+ f2g1n 2"]);
    // White's moves are not in this book, nor is the start.
    assert_eq!(found(&book, &Chess::default()), Vec::<String>::new());
    assert_eq!(
        found(
            &book,
            &position("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1")
        ),
        vec!["d5 d7d5 2"]
    );
}

#[test]
fn the_key_is_polyglots() {
    // Two of the Polyglot format's own reference keys, each with an en
    // passant capture to be had.
    use shakmaty::{EnPassantMode, zobrist::Zobrist64};
    let key = |fen| {
        position(fen)
            .zobrist_hash::<Zobrist64>(EnPassantMode::Legal)
            .0
    };
    assert_eq!(
        key("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"),
        0x22a4_8b5a_8e47_ff78
    );
    assert_eq!(
        key("rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3"),
        0x3c81_23ea_7b06_7637
    );
}
