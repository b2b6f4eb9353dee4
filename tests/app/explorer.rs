//! The explorer in the app: built once a file is listed, its view in the
//! panel for the viewed position, a click on a move, the game list kept to
//! the games reaching a position, and the list's Opening column and search.

use bevy_egui::egui;
use rookery::chess::session::Action;
use rookery::{
    app::{
        explorer::{ExplorerState, FileExplorer},
        files::{FileCommand, GameList},
        panel::{Probe, ProbedWidget, probe_click, probe_layout},
    },
    chess::game::RepetitionKey,
};
use shakmaty::{Chess, Position, san::San};

use super::harness::{Harness, fixture};

const SIZE: egui::Vec2 = egui::vec2(1280.0, 800.0);

fn probe(h: &mut Harness) -> Probe {
    probe_layout(h.app.world_mut(), &egui::Context::default(), SIZE, 1.0, 4)
}

/// Clicks the widget with these words (the first found), as a player
/// would, and lets the app carry out what it asked.
fn click(h: &mut Harness, ctx: &egui::Context, role: &str, text: &str) {
    let before = probe_layout(h.app.world_mut(), ctx, SIZE, 1.0, 2);
    let widget = before
        .widgets
        .iter()
        .find(|w| w.role == role && w.text == text)
        .unwrap_or_else(|| panic!("no {role} \"{text}\" in {:?}", words(&before)));
    probe_click(h.app.world_mut(), ctx, SIZE, widget.rect.center());
    h.update();
    h.update();
}

fn words(probe: &Probe) -> Vec<String> {
    probe
        .widgets
        .iter()
        .filter(|w| !w.text.is_empty())
        .map(|w| format!("{}:{}", w.role, w.text))
        .collect()
}

/// The explorer's rows as shown: each move's button, then its games and
/// its bar's words, in order down the panel.
fn rows(probe: &Probe) -> Vec<String> {
    let mut widgets: Vec<_> = probe
        .widgets
        .iter()
        .filter(|w| w.rect.left() >= probe.panel.left())
        .filter(|w| w.text.starts_with("White ") || w.role == "Button" || w.role == "Label")
        .collect();
    // Down the panel row by row (widgets whose middles lie within a few
    // points share a row), left to right in a row.
    widgets.sort_by(|a, b| a.rect.center().y.total_cmp(&b.rect.center().y));
    let mut row = 0;
    let mut last = f32::NEG_INFINITY;
    let mut placed: Vec<(i32, f32, &&ProbedWidget)> = Vec::new();
    for w in &widgets {
        if w.rect.center().y - last > 6.0 {
            row += 1;
            last = w.rect.center().y;
        }
        placed.push((row, w.rect.left(), w));
    }
    placed.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
    let widgets: Vec<&ProbedWidget> = placed.into_iter().map(|(_, _, w)| *w).collect();
    let start = widgets
        .iter()
        .position(|w| w.text == "Games reaching this position")
        .expect("the explorer is shown");
    widgets[start + 1..]
        .iter()
        .filter(|w| !w.text.is_empty())
        .map(|w| w.text.clone())
        .collect()
}

fn after(moves: &str) -> Chess {
    let mut position = Chess::default();
    for word in moves.split_whitespace() {
        let m = word.parse::<San>().unwrap().to_move(&position).unwrap();
        position.play_unchecked(m);
    }
    position
}

fn opened(h: &mut Harness) {
    h.file(FileCommand::Open(fixture("explorer.pgn")));
    h.update();
    let ExplorerState::Ready(explorer) = &h.res::<FileExplorer>().state else {
        panic!("the explorer is built within the frame, headless");
    };
    assert_eq!(explorer.games(), 6);
}

/// The fixture file opened, its first game at its start, the Explorer
/// tab chosen; the panel's context, to go on clicking in it.
fn first_game_in_the_explorer(h: &mut Harness) -> egui::Context {
    opened(h);
    h.file(FileCommand::OpenGame(0));
    h.act(Action::ViewStart);
    let ctx = egui::Context::default();
    click(h, &ctx, "Button", "Explorer");
    ctx
}

#[test]
fn the_explorer_shows_the_start_and_a_click_browses_or_makes_a_variation() {
    let mut h = Harness::new();
    let ctx = first_game_in_the_explorer(&mut h);
    let shown = probe(&mut h);
    assert!(
        shown.widgets.iter().any(|w| w.text == "6 games"),
        "{:?}",
        words(&shown)
    );
    assert_eq!(
        rows(&shown)[..13],
        [
            // Each move: the move, its games, its bar, the players' average.
            "e4",
            "3",
            "White 67%, draws 33%, Black 0%",
            "2525",
            "Nf3",
            "2",
            "White 0%, draws 50%, Black 50%",
            "d4",
            "1",
            "no result known",
            // All the games reaching the position.
            "Σ",
            "6",
            "White 40%, draws 40%, Black 20%",
        ]
    );

    // 1.e4 is game 1's own move: the record goes forward, nothing added.
    click(&mut h, &ctx, "Button", "e4");
    assert_eq!(h.game().view_position(), &after("e4"));
    assert_eq!(h.game().view_index(), 1);
    let shown = probe(&mut h);
    // Game 6 comes to it too: 1.Nf3 Nf6 2.Ng1 Ng8 3.e4.
    assert!(shown.widgets.iter().any(|w| w.text == "4 games"));
    assert_eq!(
        rows(&shown)[..8],
        [
            "e5",
            "2",
            "White 100%, draws 0%, Black 0%",
            "2450",
            "c5",
            "1",
            "White 0%, draws 100%, Black 0%",
            "2600",
        ]
    );
    // 1...c5 is not: it becomes a variation, as on the analysis board.
    click(&mut h, &ctx, "Button", "c5");
    assert_eq!(h.game().view_position(), &after("e4 c5"));
    assert!(h.game().is_viewing_past());
    assert_eq!(h.sans()[..3], ["e4", "e5", "Nf3"]);
}

#[test]
fn games_reaching_a_position_fill_the_list_and_open_there() {
    let mut h = Harness::new();
    let ctx = first_game_in_the_explorer(&mut h);
    click(&mut h, &ctx, "Button", "e4");
    click(&mut h, &ctx, "Button", "e5");
    click(&mut h, &ctx, "Button", "Nf3");
    // A search typed before is let go: every game reaching it shows.
    h.app.world_mut().resource_mut::<GameList>().view.query = "Anna".into();
    click(&mut h, &ctx, "Button", "Games reaching this position");
    let list = h.res::<GameList>();
    assert_eq!(list.view.query, "");
    assert!(list.shown);
    // Game 1 and game 4 (read up to its bad second move).
    assert_eq!(list.rows(), [0, 3]);
    assert_eq!(list.reaching.as_ref().unwrap().line, "1. e4 e5 2. Nf3");
    let heading = probe(&mut h);
    assert!(
        heading
            .widgets
            .iter()
            .any(|w| w.text == "Only the 2 games reaching the position after 1. e4 e5 2. Nf3"),
        "{:?}",
        words(&heading)
    );
    // Opening one shows it at that position.
    h.file(FileCommand::OpenGame(3));
    assert_eq!(h.session().name(shakmaty::Color::White), "Gita");
    assert_eq!(h.game().view_index(), 3);
    assert_eq!(
        RepetitionKey::of(h.game().view_position()),
        RepetitionKey::of(&after("e4 e5 Nf3"))
    );
    // "Show all games" lets the list go.
    h.file(FileCommand::ShowList);
    click(&mut h, &ctx, "Button", "Show all games");
    assert_eq!(h.res::<GameList>().rows(), [0, 1, 2, 3, 4, 5]);
    assert!(h.res::<GameList>().reaching.is_none());
}

#[test]
fn the_list_names_each_games_opening_and_finds_games_by_it() {
    let mut h = Harness::new();
    opened(&mut h);
    let list = h.res::<GameList>();
    let openings: Vec<&str> = (0..6)
        .map(|i| list.games.get(i).unwrap().opening())
        .collect();
    assert_eq!(
        openings,
        [
            "C50 Italian Game",
            "C60 Ruy Lopez",
            "B50 Sicilian Defense: Modern Variations",
            "C40 King's Knight Opening",
            // The file's own tags win.
            "D00 Closed Game",
            "B00 King's Pawn Game",
        ]
    );
    let search = |h: &mut Harness, text: &str| {
        h.app.world_mut().resource_mut::<GameList>().view.query = text.to_owned();
        h.update();
        h.res::<GameList>().rows().to_vec()
    };
    assert_eq!(search(&mut h, "sicilian"), [2]);
    assert_eq!(search(&mut h, "king's"), [3, 5]);
    assert_eq!(search(&mut h, "closed"), [4]);
    assert_eq!(search(&mut h, "C60"), [1]);
}

#[test]
fn a_file_in_coordinate_notation_lists_its_openings_and_moves_as_its_games_read() {
    let mut h = Harness::new();
    h.file(FileCommand::Open(fixture("explorer-forms.pgn")));
    h.update();
    assert!(matches!(
        h.res::<FileExplorer>().state,
        ExplorerState::Ready(_)
    ));
    // Each row's Opening and Moves are what opening the game shows.
    for i in 0..5 {
        let (opening, moves) = {
            let list = h.res::<GameList>();
            let game = list.games.get(i).unwrap();
            (game.opening().to_owned(), game.plies())
        };
        h.file(FileCommand::OpenGame(i));
        let game = h.game();
        let panel =
            rookery::chess::openings::of_line(game, &rookery::chess::game::ViewCursor::LATEST)
                .map_or(String::new(), |o| o.to_string());
        assert_eq!(opening, panel, "game {}", i + 1);
        assert_eq!(moves as usize, game.ply_count(), "game {}", i + 1);
    }
    let list = h.res::<GameList>();
    assert!(list.games.get(0).unwrap().opening().starts_with("C5"));
    assert_eq!(list.games.get(4).unwrap().plies(), 6);
}

#[test]
fn during_a_live_game_the_explorer_only_shows() {
    let mut h = Harness::new();
    opened(&mut h);
    h.file(FileCommand::HideList);
    h.start(rookery::chess::session::NewGame::untimed(
        rookery::chess::game::Game::new(),
    ));
    let ctx = egui::Context::default();
    click(&mut h, &ctx, "Button", "Explorer");
    // A click on e4 plays nothing in a live game.
    click(&mut h, &ctx, "Button", "e4");
    assert!(h.sans().is_empty());
    assert_eq!(rows(&probe(&mut h))[..2], ["e4", "3"]);
}

#[test]
fn past_the_ply_limit_a_replay_keeps_the_list_to_the_games_reaching_the_position() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("long.pgn");
    // Forty made-up games, each twice: a late position has two games.
    let games = super::random_games::games(5, 40).repeat(2);
    std::fs::write(&path, &games).unwrap();
    let read = rookery::chess::pgn::read_str(&games);
    let long = read
        .iter()
        .position(|g| g.game.ply_count() > 70)
        .expect("a long game");
    let mut h = Harness::new();
    h.file(FileCommand::Open(path));
    h.update();
    h.file(FileCommand::OpenGame(long));
    h.act(Action::ViewLatest);
    let ctx = egui::Context::default();
    click(&mut h, &ctx, "Button", "Explorer");
    let shown = probe(&mut h);
    let limit =
        "The explorer counts the moves of the first 50 plies (to move 25), as lichess's does.";
    assert!(
        shown.widgets.iter().any(|w| w.text == limit),
        "{:?}",
        words(&shown)
    );
    click(&mut h, &ctx, "Button", "Games reaching this position");
    h.update();
    // The games whose record reaches it, as the game reader reads them.
    let key = RepetitionKey::of(h.game().view_position());
    let expected: Vec<u32> = read
        .iter()
        .enumerate()
        .filter(|(_, g)| g.game.plies().iter().any(|p| p.key == key))
        .map(|(i, _)| i as u32)
        .collect();
    assert_eq!(expected, [long as u32, (long + 40) as u32]);
    let list = h.res::<GameList>();
    assert!(list.shown);
    assert_eq!(list.rows(), expected);
    assert!(h.res::<FileExplorer>().searching.is_none());
}

#[test]
fn a_damaged_kept_index_is_noticed_and_built_again() {
    let mut h = Harness::new();
    opened(&mut h);
    let cache = h.res::<rookery::app::files::DecodedCache>().0.clone();
    let kept: Vec<_> = std::fs::read_dir(&cache)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.extension().is_some_and(|x| x == "bin")
                && p.file_name()
                    .unwrap()
                    .to_string_lossy()
                    .starts_with("explorer-")
        })
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    let mut bytes = std::fs::read(&kept[0]).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x40;
    std::fs::write(&kept[0], &bytes).unwrap();
    assert!(
        rookery::chess::explorer::Explorer::open(&kept[0], 6)
            .unwrap()
            .is_none()
    );
    // Opened again: the explorer is right, and its index whole again.
    opened(&mut h);
    let ExplorerState::Ready(explorer) = &h.res::<FileExplorer>().state else {
        panic!("built again");
    };
    assert_eq!(explorer.position(&Chess::default()).games, 6);
    assert!(
        rookery::chess::explorer::Explorer::open(&kept[0], 6)
            .unwrap()
            .is_some()
    );
}
