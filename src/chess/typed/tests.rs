//! Tests of the module above.

use super::*;
use shakmaty::fen::Fen;

fn at(fen: &str) -> Chess {
    let fen: Fen = fen.parse().unwrap();
    let mode = if fen.as_setup().castling_rights.is_empty() {
        CastlingMode::Standard
    } else {
        CastlingMode::detect(fen.as_setup())
    };
    fen.into_position(mode).unwrap()
}

/// What the text means, in words: `play Nf3`, `wait Bc8 bxc8=Q`, …
fn read(text: &str, position: &Chess, enter: bool, selected: Option<Square>) -> String {
    let san = |m: &Move| SanPlus::from_move(position.clone(), *m).to_string();
    match read_typed(text, position, enter, selected) {
        Typed::Empty => "empty".to_owned(),
        Typed::Play(m) => format!("play {}", san(&m)),
        Typed::Select(square) => format!("select {square}"),
        Typed::Command(c) => format!("command {c:?}"),
        Typed::Wait(moves) => {
            let mut sans: Vec<String> = moves.iter().map(san).collect();
            sans.sort();
            format!("wait {}", sans.join(" ")).trim_end().to_owned()
        }
        Typed::Refused(why) => format!("refused {why}"),
    }
}

/// One row of a table: the text typed, the position, whether Enter was
/// pressed, the square picked up, and what is read.
type Row<'a> = (&'a str, &'a Chess, bool, Option<Square>, &'a str);

/// Every row of `table` read as it says, or the rows that are not.
fn check(table: &[Row]) {
    let wrong: Vec<String> = table
        .iter()
        .filter_map(|(text, position, enter, selected, want)| {
            let got = read(text, position, *enter, *selected);
            (got != *want).then(|| format!("{text:?} (Enter {enter}): {got}, not {want}"))
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A move in SAN, any case, with or without its signs, or in UCI.
#[test]
fn moves_are_read_in_any_usual_spelling() {
    let start = Chess::default();
    let pawns = at("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    check(&[
        ("", &start, false, None, "empty"),
        ("nf3", &start, false, None, "play Nf3"),
        ("Nf3", &start, false, None, "play Nf3"),
        ("Nf3+", &start, false, None, "play Nf3"),
        ("e4", &start, false, None, "play e4"),
        ("e2e4", &start, false, None, "play e4"),
        ("g1f3", &start, false, None, "play Nf3"),
        ("N", &start, false, None, "wait Na3 Nc3 Nf3 Nh3"),
        ("Nc", &start, false, None, "wait Nc3"),
        (
            "Ke2",
            &start,
            false,
            None,
            "refused Ke2 is not a legal move here",
        ),
        (
            "zz",
            &start,
            false,
            None,
            "refused \"zz\" is no move and no command (help lists them)",
        ),
        ("exd5", &pawns, false, None, "play exd5"),
        ("ed5", &pawns, false, None, "play exd5"),
        ("EXD5", &pawns, false, None, "play exd5"),
        ("e5", &pawns, false, None, "play e5"),
    ]);
}

/// Castling by O-O or 0-0, or by the king onto its square or its rook, in Chess960 too.
#[test]
fn castling_by_its_signs_or_the_king_s_move() {
    let castles = at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let chess960 = at("4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1");
    check(&[
        // Castling: O-O waits while O-O-O could still be meant.
        ("O-O", &castles, false, None, "wait O-O O-O-O"),
        ("O-O", &castles, true, None, "play O-O"),
        ("0-0", &castles, true, None, "play O-O"),
        ("o-o-o", &castles, false, None, "play O-O-O"),
        ("e1g1", &castles, false, None, "play O-O"),
        ("e1h1", &castles, false, None, "play O-O"),
        // Chess960: the king onto its rook, or O-O.
        ("O-O-O", &chess960, false, None, "play O-O-O"),
        ("e1g1", &chess960, false, None, "play O-O"),
    ]);
}

/// Promotions, and a bishop on d7 and a pawn on b7 that can both take on c8.
#[test]
fn promotions_and_two_pieces_that_reach_one_square() {
    let both_to_c8 = at("2r4k/1P1B4/8/8/8/8/8/4K3 w - - 0 1");
    check(&[
        // Promotions, and a bishop and a pawn both able to reach c8.
        ("b8=Q", &both_to_c8, false, None, "play b8=Q"),
        ("b8Q", &both_to_c8, false, None, "play b8=Q"),
        ("b8q", &both_to_c8, false, None, "play b8=Q"),
        ("b7b8n", &both_to_c8, false, None, "play b8=N"),
        ("b8", &both_to_c8, false, None, "wait b8=B b8=N b8=Q b8=R"),
        (
            "bc8",
            &both_to_c8,
            false,
            None,
            "wait Bxc8 bxc8=B bxc8=N bxc8=Q+ bxc8=R+",
        ),
        ("bc8", &both_to_c8, true, None, "play Bxc8"),
        (
            "Bxc",
            &both_to_c8,
            false,
            None,
            "wait Bxc8 bxc8=B bxc8=N bxc8=Q+ bxc8=R+",
        ),
        ("bxc8=q", &both_to_c8, false, None, "play bxc8=Q+"),
    ]);
}

/// A lone square: a piece picked up, the move of the piece picked up, or the only move there.
#[test]
fn a_lone_square_picks_up_or_plays_the_one_move_there() {
    let start = Chess::default();
    let castles = at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let pawns = at("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    check(&[
        // A lone square: a piece picked up, or the only move there.
        ("g1", &start, false, None, "select g1"),
        ("f3", &start, false, Some(Square::G1), "play Nf3"),
        ("h3", &start, false, None, "play h3"),
        (
            "d1",
            &castles,
            false,
            None,
            "refused d1 fits several moves: Kd1, Rd1",
        ),
        ("d5", &pawns, false, None, "play exd5"),
        ("a5", &start, false, None, "refused No piece can go to a5"),
    ]);
}

/// Commands, and their beginnings: each runs on Enter only.
#[test]
fn commands_and_their_beginnings_run_on_enter() {
    let start = Chess::default();
    check(&[
        // Commands, and their beginnings: each runs on Enter.
        ("resign", &start, false, None, "wait"),
        ("resign", &start, true, None, "command Resign"),
        ("Draw", &start, true, None, "command Draw"),
        ("dra", &start, false, None, "wait"),
        ("takeback", &start, false, None, "wait"),
        ("takeback", &start, true, None, "command Takeback"),
        ("flip", &start, true, None, "command Flip"),
        ("f", &start, false, None, "wait f3 f4"),
        ("clock", &start, true, None, "command Clock"),
        ("who", &start, true, None, "command Who"),
        ("help", &start, true, None, "command Help"),
    ]);
}

/// Two knights can go to d7: a move that names neither is refused, as is
/// a king's move that is not legal.
#[test]
fn a_move_that_names_neither_piece_or_an_illegal_king_move_is_refused() {
    let start = Chess::default();
    let knights = at("rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R b KQkq - 3 3");
    check(&[
        // Two knights can go to d7: the move names neither.
        (
            "nd7",
            &knights,
            true,
            None,
            "refused nd7 fits several moves: Nbd7, Nfd7",
        ),
        (
            "Nd7",
            &knights,
            false,
            None,
            "refused Nd7 fits several moves: Nbd7, Nfd7",
        ),
        ("nbd7", &knights, false, None, "play Nbd7"),
        // A king's move that is not legal, in any case.
        (
            "ke2",
            &start,
            true,
            None,
            "refused Ke2 is not a legal move here",
        ),
        (
            "ke8",
            &knights,
            false,
            None,
            "refused Ke8 is not a legal move here",
        ),
    ]);
}

/// What a language's player reads: the move or command, or the
/// refusal in that language's words.
fn read_in(text: &str, position: &Chess, enter: bool, language: crate::i18n::Language) -> String {
    let words = crate::i18n::Words::new(language);
    let tongue = Tongue::new(language.letters(), |id| words.get(id));
    match read_typed_in(text, position, enter, None, &tongue) {
        Typed::Play(m) => format!("play {}", San::from_move(position, m)),
        Typed::Command(c) => format!("command {c:?}"),
        Typed::Wait(moves) => format!("wait {}", moves.len()),
        Typed::Refused(why) => format!("refused {}", words.say(&why)),
        other => format!("{other:?}"),
    }
}

#[test]
fn a_language_s_letters_and_words_are_read_and_its_refusals_use_its_letters() {
    use crate::i18n::Language::{English, French, German};
    // Knights on c3 and d4 can both go to b5; the king on e1 cannot go
    // to e3.
    let knights = at("4k3/8/8/8/3N4/2N5/8/4K3 w - - 0 1");
    let start = Chess::default();
    let table: &[(&str, &Chess, bool, crate::i18n::Language, &str)] = &[
        (
            "Sb5",
            &knights,
            true,
            German,
            "refused Sb5 passt zu mehreren Zügen: Scb5, Sdb5",
        ),
        (
            "Sb5",
            &knights,
            false,
            German,
            "refused Sb5 passt zu mehreren Zügen: Scb5, Sdb5",
        ),
        ("Sc", &knights, false, German, "wait 4"),
        ("Scb5", &knights, false, German, "play Ncb5"),
        (
            "Nb5",
            &knights,
            true,
            English,
            "refused Nb5 fits several moves: Ncb5, Ndb5",
        ),
        (
            "Cb5",
            &knights,
            true,
            French,
            "refused Cb5 correspond à plusieurs coups : Ccb5, Cdb5",
        ),
        (
            "Ke3",
            &knights,
            true,
            German,
            "refused Ke3 ist hier kein legaler Zug",
        ),
        ("Rd2", &knights, true, French, "play Kd2"),
        // The language's words for the commands, and English's still.
        ("aufgeben", &start, true, German, "command Resign"),
        ("Remis", &start, true, German, "command Draw"),
        ("zurücknehmen", &start, true, German, "command Takeback"),
        ("drehen", &start, true, German, "command Flip"),
        ("resign", &start, true, German, "command Resign"),
        ("aufgeben", &start, false, German, "wait 0"),
        ("nulle", &start, true, French, "command Draw"),
        ("abandon", &start, true, French, "command Resign"),
        ("pendule", &start, true, French, "command Clock"),
        (
            "nulle",
            &start,
            true,
            English,
            "refused \"nulle\" is no move and no command (help lists them)",
        ),
        (
            "zz",
            &start,
            true,
            German,
            "refused „zz“ ist weder Zug noch Befehl (hilfe listet sie auf)",
        ),
    ];
    let wrong: Vec<String> = table
        .iter()
        .filter_map(|(text, position, enter, language, want)| {
            let got = read_in(text, position, *enter, *language);
            (got != *want).then(|| format!("{text:?} ({language:?}): {got}, not {want}"))
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
