//! The endgame tables on the analysis board, with no engine: the outcome
//! of the position shown and of each move, a click plays one; nothing in a
//! game being played.

use bevy_egui::egui;
use rookery::i18n::Said;
use rookery::{
    app::{
        panel::{probe_click, probe_layout},
        settings::PlayerSettings,
        tablebase::TablebaseView,
    },
    chess::session::NewGame,
    desktop::tablebase::Outcome,
};
use shakmaty::{CastlingMode, Chess, fen::Fen};

use super::harness::Harness;

const SIZE: egui::Vec2 = egui::vec2(1280.0, 800.0);

fn with_tables() -> Harness {
    let mut h = Harness::new();
    h.app
        .world_mut()
        .resource_mut::<PlayerSettings>()
        .0
        .engine
        .syzygy =
        vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/syzygy")];
    h
}

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

#[test]
fn a_covered_position_shows_every_moves_outcome_and_a_click_plays_one() {
    let mut h = with_tables();
    // KRvKP, Black to move: only Re1 wins.
    h.start(NewGame::analysis(
        position("8/8/2K5/8/4P3/8/8/3r3k b - - 1 1"),
        CastlingMode::Standard,
    ));
    h.update();
    h.update();
    let view = h.res::<TablebaseView>().clone();
    let probed = view.for_position(h.game().view_position()).expect("read");
    assert_eq!(probed.outcome, Outcome::Win);
    assert_eq!(probed.dtz, 7);
    assert_eq!(probed.moves.len(), 16);
    assert_eq!(
        (
            probed.moves[0].san.as_str(),
            probed.moves[0].outcome,
            probed.moves[0].dtz
        ),
        ("Re1", Outcome::Win, 6)
    );
    let ctx = egui::Context::default();
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert!(
        probe
            .widgets
            .iter()
            .any(|w| w.text == "Tablebase: Black to move, win · DTZ 7"),
        "{:?}",
        probe.widgets.iter().map(|w| &w.text).collect::<Vec<_>>()
    );
    let button = probe
        .widgets
        .iter()
        .find(|w| w.role == "Button" && w.text == "Re1 win · DTZ 6")
        .expect("the winning move's button");
    probe_click(h.app.world_mut(), &ctx, SIZE, button.rect.center());
    h.update();
    assert_eq!(h.sans(), ["Re1"]);
    // The position after it is read in turn: White, lost.
    h.update();
    h.update();
    let view = h.res::<TablebaseView>().clone();
    let after = view.for_position(h.game().view_position()).expect("read");
    assert_eq!(after.outcome, Outcome::Loss);
}

#[test]
fn a_game_being_played_or_too_many_pieces_shows_nothing() {
    let mut h = with_tables();
    // A live game from the same position: no help.
    h.start(NewGame::untimed(
        rookery::chess::game::Game::from_fen("8/8/2K5/8/4P3/8/8/3r3k b - - 1 1").unwrap(),
    ));
    h.update();
    h.update();
    assert_eq!(*h.res::<TablebaseView>(), TablebaseView::default());
    // An analysis of the usual start: more pieces than any table.
    h.start(NewGame::analysis(Chess::default(), CastlingMode::Standard));
    h.update();
    h.update();
    assert_eq!(*h.res::<TablebaseView>(), TablebaseView::default());
    // A covered material whose table is missing (KQvKQ): said.
    h.start(NewGame::analysis(
        position("4k3/8/8/8/8/8/q7/Q3K3 w - - 0 1"),
        CastlingMode::Standard,
    ));
    h.update();
    h.update();
    assert_eq!(
        h.res::<TablebaseView>()
            .problem
            .as_ref()
            .map(Said::english)
            .as_deref(),
        Some("The table for KQvKQ is missing.")
    );
}

#[test]
fn the_computer_at_full_strength_plays_the_tables_and_says_when_a_win_is_thrown_away() {
    use rookery::{
        app::opponent::OpponentView,
        chess::{game::Game, session::NewGame},
    };
    use shakmaty::{Color, Square};
    let mut h = with_tables();
    // An engine that is never asked for a move here (it would crash).
    h.app
        .world_mut()
        .resource_mut::<PlayerSettings>()
        .0
        .engine
        .path = Some(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/engines/crashes.sh"),
    );
    h.start(
        NewGame::untimed(Game::from_fen("8/8/8/8/8/1k6/8/R6K w - - 0 1").unwrap())
            .named("Ann", "Tables")
            .against_computer(Color::Black, 10),
    );
    h.update();
    h.update();
    // 1.Ra2?? gives the rook away: the tables take it at once.
    h.play(&[(Square::A1, Square::A2)]);
    for _ in 0..60 {
        h.update();
        if h.game().ply_count() == 2 {
            break;
        }
    }
    assert_eq!(h.sans(), ["Ra2", "Kxa2"]);
    assert!(h.game().status().is_finished(), "two kings: a draw");
    assert_eq!(
        h.res::<OpponentView>()
            .verdict
            .as_ref()
            .map(|v| v.0.english())
            .as_deref(),
        Some("That move throws away the win: the tables say it is a draw now.")
    );
    assert_eq!(
        h.res::<OpponentView>().problem,
        None,
        "the engine was never asked"
    );
}

#[test]
fn a_folder_of_tables_that_is_not_there_or_holds_none_is_said() {
    let dir = tempfile::tempdir().unwrap();
    let notice = |h: &Harness| {
        h.res::<rookery::app::notice::PanelNotice>()
            .0
            .clone()
            .map(|n| (n.text(), n.error))
    };
    for (folder, says) in [
        (
            dir.path().join("no-such"),
            format!(
                "There is no folder {} for the tables.",
                dir.path().join("no-such").display()
            ),
        ),
        (
            dir.path().to_owned(),
            format!(
                "No Syzygy tables (.rtbw, .rtbz) were found in {}.",
                dir.path().display()
            ),
        ),
    ] {
        let mut h = Harness::new();
        h.app
            .world_mut()
            .resource_mut::<PlayerSettings>()
            .0
            .engine
            .syzygy = vec![folder];
        h.update();
        assert_eq!(notice(&h), Some((says, true)));
    }
}
