//! The opening book on the analysis board, with no engine: the book's
//! moves for the position shown with their shares, a click plays one;
//! nothing in a game being played; a file that is no book is said so; and
//! the computer opens from the book.

use bevy_egui::egui;
use rookery::{
    app::{
        book::BookView,
        panel::{probe_click, probe_layout},
        settings::PlayerSettings,
    },
    chess::session::NewGame,
};
use shakmaty::{CastlingMode, Chess};

use super::harness::Harness;

const SIZE: egui::Vec2 = egui::vec2(1280.0, 800.0);

fn fixture(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

fn with_book(name: &str) -> Harness {
    let mut h = Harness::new();
    h.app
        .world_mut()
        .resource_mut::<PlayerSettings>()
        .0
        .engine
        .book = Some(fixture(name));
    h
}

fn texts(probe: &rookery::app::panel::Probe) -> Vec<String> {
    probe.widgets.iter().map(|w| w.text.clone()).collect()
}

#[test]
fn the_books_moves_show_with_their_shares_and_a_click_plays_one() {
    let mut h = with_book("book/ruy-lopez.bin");
    h.start(NewGame::analysis(Chess::default(), CastlingMode::Standard));
    h.update();
    let sans: Vec<(String, u16)> = h
        .res::<BookView>()
        .for_position(h.game().view_position())
        .expect("read")
        .iter()
        .map(|m| (m.san.clone(), m.weight))
        .collect();
    assert_eq!(sans, [("e4".into(), 1), ("d4".into(), 1), ("c4".into(), 1)]);
    let ctx = egui::Context::default();
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    let all = texts(&probe);
    assert!(all.iter().any(|t| t == "Book:"), "{all:?}");
    let e4 = probe
        .widgets
        .iter()
        .find(|w| w.role == "Button" && w.text == "Book move e4, 33 per cent")
        .unwrap_or_else(|| panic!("the book's e4: {all:?}"));
    probe_click(h.app.world_mut(), &ctx, SIZE, e4.rect.center());
    h.update();
    assert_eq!(h.sans(), ["e4"]);
    h.update();
    let after: Vec<String> = h
        .res::<BookView>()
        .for_position(h.game().view_position())
        .expect("read")
        .iter()
        .map(|m| {
            format!(
                "{} {}",
                m.san,
                m.share(h.res::<BookView>().moves.as_ref().unwrap().1.as_slice())
            )
        })
        .collect();
    assert_eq!(after, ["e5 50", "c5 50"]);
}

#[test]
fn a_game_being_played_shows_no_book_and_a_file_that_is_no_book_is_said_so() {
    let mut h = with_book("book/ruy-lopez.bin");
    h.start(NewGame::untimed(rookery::chess::game::Game::new()));
    h.update();
    assert_eq!(*h.res::<BookView>(), BookView::default());
    // A PGN file chosen as the book: its size is no whole number of
    // entries, or it is read and finds nothing; here, 17 bytes.
    let dir = tempfile::tempdir().unwrap();
    let odd = dir.path().join("odd.bin");
    std::fs::write(&odd, [7u8; 17]).unwrap();
    h.app
        .world_mut()
        .resource_mut::<PlayerSettings>()
        .0
        .engine
        .book = Some(odd.clone());
    h.start(NewGame::analysis(Chess::default(), CastlingMode::Standard));
    h.update();
    let words = format!(
        "{} is not a Polyglot book: its 17 bytes are not a whole number of 16-byte entries.",
        odd.display()
    );
    assert_eq!(
        h.res::<BookView>()
            .problem
            .as_ref()
            .map(rookery::i18n::Said::english)
            .as_deref(),
        Some(words.as_str())
    );
    let ctx = egui::Context::default();
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert!(texts(&probe).contains(&words), "{:?}", texts(&probe));
}

#[test]
fn the_computer_opens_from_the_book() {
    use rookery::chess::game::Game;
    use shakmaty::{Color, Square};
    let mut h = with_book("book/ruy-lopez.bin");
    // An engine that is never asked for a move here (it would crash).
    h.app
        .world_mut()
        .resource_mut::<PlayerSettings>()
        .0
        .engine
        .path = Some(fixture("engines/crashes.sh"));
    h.start(
        NewGame::untimed(Game::new())
            .named("Ann", "Book")
            .against_computer(Color::Black, 8),
    );
    h.update();
    h.update();
    h.play(&[(Square::E2, Square::E4)]);
    for _ in 0..60 {
        h.update();
        if h.game().ply_count() == 2 {
            break;
        }
    }
    let sans = h.sans();
    assert!(
        sans == ["e4", "e5"] || sans == ["e4", "c5"],
        "a book move: {sans:?}"
    );
    assert_eq!(
        h.res::<rookery::app::opponent::OpponentView>().problem,
        None,
        "the engine was never asked"
    );
}
