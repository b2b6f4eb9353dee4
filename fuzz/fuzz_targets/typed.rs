//! The move field: any text typed at a position (chosen by the first byte)
//! in any language's letters and words reads as a move, a command, a
//! square, a wait or a refusal with words; a move it plays is legal there.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rookery::{
    chess::typed::{Tongue, Typed, read_typed_in},
    i18n::{Language, Words},
};
use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

const POSITIONS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2P5/8/8/8/8/5k1p/K7 w - - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
];

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let fen: Fen = POSITIONS[usize::from(first) % POSITIONS.len()]
        .parse()
        .unwrap();
    let position: Chess = fen.into_position(CastlingMode::Standard).unwrap();
    let text = String::from_utf8_lossy(rest);
    let language = Language::ALL[usize::from(first / 4) % Language::ALL.len()];
    let words = Words::new(language);
    let tongue = Tongue::new(language.letters(), |id| words.get(id));
    for enter in [false, true] {
        match read_typed_in(&text, &position, enter, None, &tongue) {
            Typed::Play(m) => assert!(position.is_legal(m), "{text:?}"),
            Typed::Refused(why) => assert!(!why.english().is_empty()),
            _ => {}
        }
    }
});
