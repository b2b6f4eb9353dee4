//! The panel's layout, checked from the rectangles egui gives every widget
//! (its accessibility tree): at 800×600, 1100×760, 1280×800 and 1920×1080,
//! at scale 1 and 2, nothing crosses the window's or the panel's edge,
//! nothing covers anything else, the player boxes sit beside the board's
//! top and bottom edges, the game-over banner keeps to two lines, and the
//! viewed move stays in sight when a notice appears.

use bevy::prelude::*;
use bevy_egui::egui;
use rookery::chess::session::Action;
use rookery::{
    app::{
        files::{FileCommand, GameList},
        notice::PanelNotice,
        panel::{Probe, ProbedWidget, probe_layout},
    },
    chess::clock::TimeControl,
    chess::game::{Game, ViewCursor},
    chess::session::NewGame,
};
use shakmaty::{Color as Side, Square};

use super::harness::Harness;

const SIZES: [(f32, f32); 6] = [
    // The window on an 800×600 screen (nine tenths of it), and full.
    (720.0, 540.0),
    (800.0, 600.0),
    (1100.0, 760.0),
    (1280.0, 800.0),
    // Nine tenths of a 1920×1080 screen, and full.
    (1728.0, 972.0),
    (1920.0, 1080.0),
];

fn probe(h: &mut Harness, size: (f32, f32), scale: f32) -> Probe {
    let ctx = egui::Context::default();
    probe_layout(
        h.app.world_mut(),
        &ctx,
        egui::vec2(size.0, size.1),
        scale,
        4,
    )
}

/// Widgets that show something (not the windows and panes around them,
/// nor moves scrolled out of the move list's sight), each as the part of
/// it a box that scrolls shows.
/// (The panel's divider, a "Splitter", lies on its edge by design.)
fn leaves(probe: &Probe) -> Vec<ProbedWidget> {
    probe
        .widgets
        .iter()
        .filter(|w| !w.in_move_list || probe.move_list.contains_rect(w.rect))
        .map(|w| {
            let mut shown = w.clone();
            if let Some(clip) = w.clip {
                shown.rect = w.rect.intersect(clip);
            }
            shown
        })
        .filter(|w| {
            !matches!(
                w.role.as_str(),
                "Window"
                    | "Pane"
                    | "GenericContainer"
                    | "ScrollBar"
                    | "ScrollView"
                    | "Unknown"
                    | "TextRun"
                    | "Splitter"
            ) && w.rect.width() > 0.0
                && w.rect.height() > 0.0
                && !is_board_square(w)
        })
        .collect()
}

/// A square of the board's own layer for the keyboard and screen readers
/// ("e4, white pawn"): it lies over the board, under what covers it.
fn is_board_square(w: &ProbedWidget) -> bool {
    w.role == "Button"
        && w.text.len() >= 4
        && w.text.as_bytes()[2] == b','
        && w.text[..2].parse::<shakmaty::Square>().is_ok()
}

fn in_panel(probe: &Probe, w: &ProbedWidget) -> bool {
    w.rect.center().x >= probe.panel.min.x
}

/// Everything inside the window, the panel's widgets inside the panel, and
/// no two widgets covering each other.
fn assert_clean(probe: &Probe, what: &str) {
    let window = egui::Rect::from_min_max(egui::Pos2::ZERO, probe.panel.max);
    let widgets = leaves(probe);
    assert!(widgets.len() > 10, "{what}: only {} widgets", widgets.len());
    for w in &widgets {
        assert!(
            window.expand(0.5).contains_rect(w.rect),
            "{what}: {} \"{}\" at {:?} leaves the window {:?}",
            w.role,
            w.text,
            w.rect,
            window
        );
        if in_panel(probe, w) {
            assert!(
                w.rect.min.x >= probe.panel.min.x - 0.5 && w.rect.max.x <= probe.panel.max.x + 0.5,
                "{what}: {} \"{}\" at {:?} crosses the panel's edge {:?}",
                w.role,
                w.text,
                w.rect,
                probe.panel
            );
        }
    }
    for (i, a) in widgets.iter().enumerate() {
        for b in &widgets[i + 1..] {
            let overlap = a.rect.intersect(b.rect);
            let area = if overlap.is_positive() {
                overlap.area()
            } else {
                0.0
            };
            assert!(
                area < 1.0,
                "{what}: {} \"{}\" {:?} and {} \"{}\" {:?} overlap",
                a.role,
                a.text,
                a.rect,
                b.role,
                b.text,
                b.rect
            );
        }
    }
}

/// The players' boxes sit beside the board's top and bottom edges.
fn assert_boxes_beside_the_board(probe: &Probe, what: &str) {
    let panel: Vec<_> = leaves(probe)
        .into_iter()
        .filter(|w| in_panel(probe, w))
        .collect();
    let top = panel.iter().map(|w| w.rect.min.y).fold(f32::MAX, f32::min);
    let bottom = panel.iter().map(|w| w.rect.max.y).fold(0.0, f32::max);
    if probe.follows_board {
        assert!(
            (probe.board.min.y..probe.board.min.y + 16.0).contains(&top),
            "{what}: the top box starts at {top}, the board at {}",
            probe.board.min.y
        );
        assert!(
            (probe.board.max.y - 16.0..=probe.board.max.y + 0.5).contains(&bottom),
            "{what}: the bottom box ends at {bottom}, the board at {}",
            probe.board.max.y
        );
    }
}

fn timed_game(h: &mut Harness) {
    h.start(
        NewGame::timed(Game::new(), TimeControl::fischer_minutes(5, 3))
            .named("Alexandra Kosteniuk", "Hou Yifan"),
    );
}

#[test]
fn browsing_a_timed_game_covers_nothing_at_any_size() {
    let mut h = Harness::new();
    timed_game(&mut h);
    h.play(&[
        (Square::E2, Square::E4),
        (Square::E7, Square::E5),
        (Square::G1, Square::F3),
        (Square::B8, Square::C6),
    ]);
    h.act(Action::ViewBack);
    h.act(Action::ViewBack);
    h.app
        .world_mut()
        .resource_mut::<PanelNotice>()
        .info("Saved cont.pgn.");
    for size in SIZES {
        for scale in [1.0, 2.0] {
            let what = format!("browsing at {size:?} ×{scale}");
            let probe = probe(&mut h, size, scale);
            assert_clean(&probe, &what);
            assert_boxes_beside_the_board(&probe, &what);
            // Both clocks are shown, whole.
            let clocks = probe
                .widgets
                .iter()
                .filter(|w| {
                    w.role == "Label"
                        && (w.text.starts_with("White clock 5:0")
                            || w.text.starts_with("Black clock 5:0"))
                })
                .count();
            assert_eq!(clocks, 2, "{what}");
            // The opening of the line shown (1.e4 e5, two moves back).
            assert!(
                probe
                    .widgets
                    .iter()
                    .any(|w| w.role == "Label" && w.text == "C20 King's Pawn Game"),
                "{what}: no opening name"
            );
        }
    }
}

#[test]
fn the_threefold_claim_and_the_answers_fit_at_any_size() {
    let mut h = Harness::new();
    timed_game(&mut h);
    for _ in 0..2 {
        h.play(&[
            (Square::G1, Square::F3),
            (Square::G8, Square::F6),
            (Square::F3, Square::G1),
            (Square::F6, Square::G8),
        ]);
    }
    h.act(Action::OfferDraw(Side::Black));
    for size in SIZES {
        for scale in [1.0, 2.0] {
            let what = format!("claim at {size:?} ×{scale}");
            let probe = probe(&mut h, size, scale);
            assert_clean(&probe, &what);
            assert_boxes_beside_the_board(&probe, &what);
            assert!(
                probe
                    .widgets
                    .iter()
                    .any(|w| w.role == "Button" && w.text == "Claim a draw (threefold repetition)"),
                "{what}: the claim is offered whole"
            );
        }
    }
}

/// The rows of moves the move list has room for: its height over a row's
/// (a move's height and the spacing between rows).
fn list_rows(probe: &Probe) -> f32 {
    let row = probe
        .widgets
        .iter()
        .filter(|w| w.in_move_list && w.role == "Button")
        .map(|w| w.rect.height())
        .fold(0.0, f32::max)
        + 2.0;
    probe.move_list.height() / row
}

/// The rows of moves fully in sight in the move list.
fn rows_in_sight(probe: &Probe) -> usize {
    let mut tops: Vec<i32> = probe
        .widgets
        .iter()
        .filter(|w| w.in_move_list && w.role == "Button" && probe.move_list.contains_rect(w.rect))
        .map(|w| w.rect.min.y.round() as i32)
        .collect();
    tops.sort_unstable();
    tops.dedup_by(|a, b| (*a - *b).abs() < 4);
    tops.len()
}

#[test]
fn the_move_list_keeps_six_rows_at_every_size() {
    // An annotated game with long comments, a long event header and
    // variations, one move forward from the start (its note is long).
    let mut h = Harness::new();
    h.file(FileCommand::Open(super::harness::fixture("long-notes.pgn")));
    h.act(Action::View(ViewCursor::at(1, h.game().ply_count())));
    assert!(h.session().is_analysis());
    for size in SIZES {
        for scale in [1.0, 2.0] {
            let what = format!("an annotated game at {size:?} ×{scale}");
            let probe = probe(&mut h, size, scale);
            assert_clean(&probe, &what);
            let rows = list_rows(&probe);
            assert!(
                rows >= 6.0,
                "{what}: the move list has room for {rows:.1} rows"
            );
            // The event header keeps to one line.
            let header = probe
                .widgets
                .iter()
                .find(|w| w.text.starts_with("International Invitational"))
                .unwrap_or_else(|| panic!("{what}: no header"));
            assert!(header.rect.height() < 24.0, "{what}: {:?}", header.rect);
        }
    }
    // A plain game being played: six rows of moves in sight, at its end.
    let mut h = Harness::new();
    let mut game = Game::new();
    for san in [
        "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3",
        "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7", "Nbd2", "Bb7", "Bc2", "Re8",
    ] {
        game.play_san(san).unwrap();
    }
    h.start(NewGame::timed(game, TimeControl::fischer_minutes(5, 3)));
    for size in SIZES {
        for scale in [1.0, 2.0] {
            let what = format!("a game at {size:?} ×{scale}");
            let probe = probe(&mut h, size, scale);
            assert_clean(&probe, &what);
            let rows = rows_in_sight(&probe);
            assert!(rows >= 6, "{what}: {rows} rows of moves in sight");
        }
    }
}

#[test]
fn the_tabs_keep_their_place_as_the_opening_name_comes_and_goes() {
    let mut h = Harness::new();
    h.file(FileCommand::Open(super::harness::fixture("explorer.pgn")));
    h.file(FileCommand::OpenGame(0));
    let ctx = egui::Context::default();
    let size = egui::vec2(1280.0, 800.0);
    let tab = |h: &mut Harness| {
        let probe = probe_layout(h.app.world_mut(), &ctx, size, 1.0, 3);
        probe
            .widgets
            .iter()
            .find(|w| w.text == "Explorer")
            .expect("the Explorer tab")
            .rect
    };
    // The start has no opening name; after 1.e4 the name shows.
    h.act(Action::ViewStart);
    let at_start = tab(&mut h);
    h.act(Action::ViewForward);
    assert!(rookery::chess::openings::of_line(h.game(), h.game().view_cursor()).is_some());
    let named = tab(&mut h);
    assert_eq!(at_start, named);
}

#[test]
fn home_and_end_scroll_the_move_list_to_the_move_shown() {
    let mut h = Harness::new();
    let mut game = Game::new();
    let mut seed: u64 = 3;
    while game.ply_count() < 90 && !game.status().is_finished() {
        let moves = game.legal_moves();
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        game.play(moves[(seed >> 33) as usize % moves.len()])
            .unwrap();
    }
    h.start(NewGame::untimed(game));
    let ctx = egui::Context::default();
    let size = egui::vec2(1280.0, 800.0);
    let first_in_sight = |h: &mut Harness| {
        let probe = probe_layout(h.app.world_mut(), &ctx, size, 1.0, 4);
        probe.widgets.iter().any(|w| {
            w.in_move_list && w.text == "1." && probe.move_list.expand(1.0).contains_rect(w.rect)
        })
    };
    assert!(!first_in_sight(&mut h), "the list shows the game's end");
    h.key(KeyCode::Home);
    assert!(first_in_sight(&mut h), "Home: the start is in sight");
    h.key(KeyCode::End);
    assert!(!first_in_sight(&mut h), "End: the end is in sight again");
}

#[test]
fn the_new_game_dialog_names_each_sides_time() {
    let mut h = Harness::new();
    h.app
        .world_mut()
        .write_message(rookery::app::shortcuts::PanelRequest::NewGameDialog);
    h.update();
    let probe = probe(&mut h, (1280.0, 800.0), 1.0);
    let labels: Vec<&str> = probe
        .widgets
        .iter()
        .filter(|w| w.role == "Label" && w.text.ends_with(':'))
        .map(|w| w.text.as_str())
        .collect();
    assert!(
        labels.contains(&"White:") && labels.contains(&"Black:"),
        "{labels:?}"
    );
    assert!(!labels.contains(&"Both:"), "{labels:?}");
    assert_clean(&probe, "the new game dialog");
}

#[test]
fn the_panel_takes_its_share_of_the_window_and_the_divider_changes_it() {
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    // A share of the window: wider in a wider window.
    let at_1280 = probe_layout(h.app.world_mut(), &ctx, egui::vec2(1280.0, 800.0), 1.0, 2);
    let at_1920 = probe(&mut h, (1920.0, 1080.0), 1.0);
    assert!((at_1280.panel.width() - 1280.0 * 0.32).abs() < 1.0);
    assert!((at_1920.panel.width() - 1920.0 * 0.32).abs() < 1.0);
    // Dragged to x = 780, it keeps the new share, in the settings.
    let edge = egui::pos2(at_1280.panel.min.x, 400.0);
    rookery::app::panel::probe_drag(
        h.app.world_mut(),
        &ctx,
        egui::vec2(1280.0, 800.0),
        edge,
        egui::pos2(780.0, 400.0),
    );
    let share = h
        .res::<rookery::app::settings::PlayerSettings>()
        .panel_share;
    assert!((share - 500.0 / 1280.0).abs() < 0.002, "{share}");
    let after = probe(&mut h, (1920.0, 1080.0), 1.0);
    assert!((after.panel.width() - 1920.0 * share).abs() < 1.0);
    assert_clean(&after, "a wider panel");
}

#[test]
fn the_game_over_banner_keeps_to_two_lines() {
    let mut h = Harness::new();
    timed_game(&mut h);
    h.play(&[
        (Square::G1, Square::F3),
        (Square::G8, Square::F6),
        (Square::F3, Square::G1),
        (Square::F6, Square::G8),
        (Square::G1, Square::F3),
        (Square::G8, Square::F6),
        (Square::F3, Square::G1),
        (Square::F6, Square::G8),
    ]);
    h.act(Action::ClaimDraw);
    let words = "Draw by threefold repetition (claimed by Alexandra Kosteniuk)";
    for size in SIZES {
        for scale in [1.0, 2.0] {
            let what = format!("banner at {size:?} ×{scale}");
            let probe = probe(&mut h, size, scale);
            // The status line says it too; the banner is over the board.
            let banner = probe
                .widgets
                .iter()
                .find(|w| w.text == words && !in_panel(&probe, w))
                .unwrap_or_else(|| panic!("{what}: no banner"));
            // 18-point words: two lines are under 50 pixels.
            assert!(
                banner.rect.height() < 50.0,
                "{what}: the banner's words take {} px",
                banner.rect.height()
            );
            assert!(
                probe.board.contains_rect(banner.rect),
                "{what}: the banner {:?} is over the board {:?}",
                banner.rect,
                probe.board
            );
            assert_clean(&probe, &what);
        }
    }
}

#[test]
fn the_viewed_move_stays_in_sight_when_a_notice_appears() {
    let mut h = Harness::new();
    // A hundred plies chosen by a fixed random walk: far more than the
    // list shows at 800×600.
    let mut game = Game::new();
    let mut seed: u64 = 7;
    while game.ply_count() < 100 && !game.status().is_finished() {
        let moves = game.legal_moves();
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let m = moves[(seed >> 33) as usize % moves.len()];
        game.play(m).unwrap();
    }
    let plies = game.ply_count();
    h.start(NewGame::untimed(game));
    // A move in the middle is viewed: the list does not stick to its end.
    h.act(Action::View(ViewCursor::at(61, plies)));
    let last = |probe: &Probe| {
        probe
            .widgets
            .iter()
            .find(|w| w.selected)
            .cloned()
            .expect("the viewed move is marked")
    };
    let nav = |probe: &Probe| {
        probe
            .widgets
            .iter()
            .find(|w| w.text == "Start")
            .expect("the browsing row")
            .rect
    };
    // One window: the same egui context throughout, as in the app.
    let ctx = egui::Context::default();
    let size = egui::vec2(800.0, 600.0);
    let before = probe_layout(h.app.world_mut(), &ctx, size, 1.0, 4);
    assert!(
        before.move_list.contains_rect(last(&before).rect),
        "{plies} plies: the viewed move {:?} is in sight {:?}",
        last(&before).rect,
        before.move_list
    );
    h.app
        .world_mut()
        .resource_mut::<PanelNotice>()
        .info("Saved cont.pgn. This notice is long enough to take two lines of the narrow panel.");
    let after = probe_layout(h.app.world_mut(), &ctx, size, 1.0, 4);
    let shown = last(&after);
    assert!(
        after.move_list.contains_rect(shown.rect) && shown.rect.max.y <= nav(&after).min.y,
        "the viewed move {:?} is out of the list's sight {:?}",
        shown.rect,
        after.move_list
    );
}

#[test]
fn a_focused_search_box_asks_for_no_more_frames() {
    let mut h = Harness::new();
    let dir = tempfile::tempdir().unwrap();
    let mut text = String::new();
    for i in 0..50 {
        text.push_str(&format!(
            "[White \"Player {i}\"]\n[Black \"Rival\"]\n\n1. e4 e5 *\n\n"
        ));
    }
    let path = dir.path().join("games.pgn");
    std::fs::write(&path, text).unwrap();
    h.file(FileCommand::Open(path.clone()));
    assert!(h.res::<GameList>().shown);
    h.app.world_mut().resource_mut::<GameList>().view.query = "Player 4".into();
    h.update();
    // The search box has the keyboard (the list gives it focus); after a
    // few frames egui wants no more.
    let probe = probe(&mut h, (1280.0, 800.0), 1.0);
    assert!(
        probe
            .widgets
            .iter()
            .any(|w| w.role == "TextInput" && w.value == "Player 4")
    );
    assert!(
        !probe.wants_repaint,
        "an idle list with its search focused must not ask for frames: {:?}",
        probe.repaint_causes
    );
}

/// A record of up to 200 plies chosen by a fixed random walk, with a
/// variation of four moves on every other ply and a comment on every tenth:
/// several times what any list shows.
fn long_analysis() -> Game {
    let mut seed: u64 = 11;
    let mut pick = |moves: &[shakmaty::Move]| {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        moves[(seed >> 33) as usize % moves.len()]
    };
    let mut game = Game::new();
    while game.ply_count() < 200 && !game.status().is_finished() {
        let m = pick(&game.legal_moves());
        game.play(m).unwrap();
    }
    let mut game = game.into_record();
    let len = game.ply_count();
    for k in (1..len).step_by(2) {
        game.set_view_cursor(ViewCursor::at(k, len)).unwrap();
        let played = game.plies()[k].mv;
        let others: Vec<_> = game
            .legal_moves()
            .into_iter()
            .filter(|&m| Some(m) != played)
            .collect();
        if others.is_empty() {
            continue;
        }
        game.play_in_record(pick(&others)).unwrap();
        for _ in 0..3 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play_in_record(pick(&moves)).unwrap();
        }
        if k % 10 == 1 {
            game.set_comment(
                &ViewCursor::at(k, len),
                "A long enough note to wrap in a narrow panel",
            )
            .unwrap();
        }
    }
    game.set_view_cursor(ViewCursor::at(1, len)).unwrap();
    game
}

/// The moves the list laid out.
fn moves_laid_out(probe: &Probe) -> usize {
    probe
        .widgets
        .iter()
        .filter(|w| w.in_move_list && w.role == "Button")
        .count()
}

#[test]
fn a_long_analysis_covers_nothing_and_lays_out_only_what_shows() {
    let game = long_analysis();
    let len = game.ply_count();
    let moves = len
        + game
            .plies()
            .iter()
            .map(|p| p.variations.iter().map(|v| v.plies.len()).sum::<usize>())
            .sum::<usize>();
    let mut h = Harness::new();
    h.start(NewGame::untimed(game));
    assert!(h.session().is_analysis());
    for size in SIZES {
        for scale in [1.0, 2.0] {
            let what = format!("an analysis at {size:?} ×{scale}");
            let probe = probe(&mut h, size, scale);
            assert_clean(&probe, &what);
            assert_boxes_beside_the_board(&probe, &what);
            let shown = moves_laid_out(&probe);
            assert!(
                (8..moves / 3).contains(&shown),
                "{what}: {shown} of {moves} moves laid out"
            );
        }
    }
    // Jumps far down and back up: the move shown is laid out and in sight.
    let ctx = egui::Context::default();
    let size = egui::vec2(1280.0, 800.0);
    for cursor in [
        ViewCursor::in_variation(&[(len - 3, 0)], 3),
        ViewCursor::at(len - 1, len),
        ViewCursor::in_variation(&[(len / 2, 0)], 2),
        ViewCursor::at(2, len),
    ] {
        h.act(Action::View(cursor.clone()));
        let probe = probe_layout(h.app.world_mut(), &ctx, size, 1.0, 4);
        let selected: Vec<_> = probe.widgets.iter().filter(|w| w.selected).collect();
        assert_eq!(selected.len(), 1, "{cursor}: one move is marked");
        let san = h.game().view_last_ply().unwrap().san.to_string();
        assert!(
            selected[0].text.contains(&format!(". {san}")),
            "{cursor}: {:?} is marked, {san} is shown",
            selected[0].text
        );
        assert!(
            probe.move_list.contains_rect(selected[0].rect),
            "{cursor}: the move shown {:?} is out of the list's sight {:?}",
            selected[0].rect,
            probe.move_list
        );
        assert!(moves_laid_out(&probe) < moves / 3, "{cursor}");
    }
}

#[test]
fn the_board_editor_covers_nothing_at_any_size() {
    let mut h = Harness::new();
    h.app
        .world_mut()
        .write_message(rookery::app::editor::EditorCommand::Open(
            rookery::chess::editor::SetUp::from_fen("4k3/8/8/3Pp3/8/8/8/R3K3 w Q e6 0 1").unwrap(),
        ));
    h.update();
    for size in SIZES {
        for scale in [1.0, 2.0] {
            let what = format!("the board editor at {size:?} ×{scale}");
            let probe = probe(&mut h, size, scale);
            assert_clean(&probe, &what);
            // The palette (named by its pieces and tools) and the buttons
            // that end the editing are there.
            let piece = |name: &str| format!("{name}: Click squares to put it");
            let rows = [
                ["Drag pieces; off the board removes".to_owned()]
                    .into_iter()
                    .chain(
                        ["king", "queen", "rook", "bishop", "knight", "pawn"]
                            .map(|r| piece(&format!("white {r}"))),
                    )
                    .collect::<Vec<_>>(),
                ["Click squares to clear them".to_owned()]
                    .into_iter()
                    .chain(
                        ["king", "queen", "rook", "bishop", "knight", "pawn"]
                            .map(|r| piece(&format!("black {r}"))),
                    )
                    .collect::<Vec<_>>(),
            ];
            for text in ["Play from here…", "Analyse", "Cancel"] {
                assert!(
                    probe.widgets.iter().any(|w| w.text == text),
                    "{what}: no {text}"
                );
            }
            // Each side's pieces on one row: the hand and White's, the
            // eraser and Black's.
            for row in &rows {
                let tops: Vec<f32> = row
                    .iter()
                    .map(|name| {
                        probe
                            .widgets
                            .iter()
                            .find(|w| w.text == *name)
                            .unwrap_or_else(|| panic!("{what}: no {name}"))
                            .rect
                            .top()
                    })
                    .collect();
                assert!(
                    tops.iter().all(|&t| (t - tops[0]).abs() < 1.0),
                    "{what}: {row:?} on several rows: {tops:?}"
                );
            }
        }
    }
}

#[test]
fn the_restored_game_banner_keeps_to_the_board_at_any_size() {
    let dir = tempfile::tempdir().unwrap();
    let harness_in = |dir: &std::path::Path| {
        let dir = dir.to_path_buf();
        let mut h = Harness::with_setup(move |app| {
            app.insert_resource(rookery::app::autosave::AutosaveFolder(Some(dir)));
        });
        h.update();
        h
    };
    let mut h = harness_in(dir.path());
    timed_game(&mut h);
    h.play(&[(Square::E2, Square::E4), (Square::E7, Square::E5)]);
    h.settle();
    drop(h);
    let mut h = harness_in(dir.path());
    assert!(h.session().is_restored());
    for size in SIZES {
        for scale in [1.0, 2.0] {
            let what = format!("the restored banner at {size:?} ×{scale}");
            let probe = probe(&mut h, size, scale);
            let banner = probe
                .widgets
                .iter()
                .find(|w| w.role == "Window" && w.text == "Game restored")
                .unwrap_or_else(|| panic!("{what}: no banner"))
                .rect;
            assert!(
                banner.max.x <= probe.board.max.x && banner.min.x >= probe.board.min.x,
                "{what}: {banner:?} leaves the board {:?}",
                probe.board
            );
        }
    }
}

#[test]
fn the_explorer_covers_nothing_at_any_size() {
    let mut h = Harness::new();
    h.file(FileCommand::Open(super::harness::fixture("explorer.pgn")));
    h.file(FileCommand::OpenGame(0));
    h.act(Action::ViewStart);
    // The Explorer tab, clicked where the panel shows it.
    let ctx = egui::Context::default();
    let before = probe_layout(h.app.world_mut(), &ctx, egui::vec2(1280.0, 800.0), 1.0, 2);
    let tab = before
        .widgets
        .iter()
        .find(|w| w.text == "Explorer")
        .expect("the Explorer tab");
    rookery::app::panel::probe_click(
        h.app.world_mut(),
        &ctx,
        egui::vec2(1280.0, 800.0),
        tab.rect.center(),
    );
    for size in SIZES {
        for scale in [1.0, 2.0] {
            let what = format!("the explorer at {size:?} ×{scale}");
            let probe = probe(&mut h, size, scale);
            assert_clean(&probe, &what);
            assert_boxes_beside_the_board(&probe, &what);
            for text in ["e4", "Nf3", "d4", "Games reaching this position"] {
                assert!(
                    probe
                        .widgets
                        .iter()
                        .any(|w| w.text == text && in_panel(&probe, w)),
                    "{what}: no {text}"
                );
            }
        }
    }
}

#[test]
fn a_frame_that_met_new_glyphs_is_drawn_again_and_no_other() {
    use bevy::{prelude::*, window::RequestRedraw};
    use bevy_egui::{EguiRenderOutput, egui};
    let mut app = App::new();
    app.add_message::<RequestRedraw>()
        .add_systems(Update, rookery::app::window::draw_again_after_new_glyphs);
    let output = app.world_mut().spawn(EguiRenderOutput::default()).id();
    let asked = |app: &mut App| {
        app.update();
        app.world_mut()
            .resource_mut::<Messages<RequestRedraw>>()
            .drain()
            .count()
    };
    assert_eq!(asked(&mut app), 0, "nothing new: no frame asked");
    // New glyphs went into the font atlas this frame.
    let delta = egui::epaint::ImageDelta::partial(
        [0, 0],
        egui::epaint::ColorImage::filled([2, 2], egui::Color32::WHITE),
        egui::TextureOptions::default(),
    );
    app.world_mut()
        .get_mut::<EguiRenderOutput>(output)
        .unwrap()
        .textures_delta
        .set
        .insert(egui::TextureId::default(), vec![delta].into());
    assert_eq!(asked(&mut app), 1, "the frame after is drawn");
    app.world_mut()
        .get_mut::<EguiRenderOutput>(output)
        .unwrap()
        .textures_delta
        .clear();
    assert_eq!(asked(&mut app), 0);
}

#[test]
fn the_opening_and_the_time_control_read_at_the_body_s_size_in_a_wide_panel() {
    let mut h = Harness::new();
    timed_game(&mut h);
    h.play(&[(Square::E2, Square::E4)]);
    h.settle();
    let height = |probe: &Probe, start: &str| {
        probe
            .widgets
            .iter()
            .find(|w| w.role == "Label" && w.text.starts_with(start))
            .unwrap_or_else(|| panic!("no {start}: {:?}", probe.widgets))
            .rect
            .height()
    };
    let wide = probe(&mut h, (1920.0, 1080.0), 1.0);
    let narrow = probe(&mut h, (800.0, 600.0), 1.0);
    for line in ["B00 King's Pawn Game", "Time control 5+3"] {
        // Body text (14.5 points) stands 17 high; the small style, 13.
        assert!(
            height(&wide, line) >= 16.5,
            "{line}: {}",
            height(&wide, line)
        );
        assert!(
            height(&narrow, line) >= 14.5,
            "{line}: {}",
            height(&narrow, line)
        );
    }
}

#[test]
fn a_long_name_ends_in_an_ellipsis_inside_its_field() {
    let mut h = Harness::new();
    h.start(NewGame::untimed(Game::new()).named("Alexandra Konstantinovna Kosteniuk", "Hou Yifan"));
    let probe = probe(&mut h, (800.0, 600.0), 1.0);
    let field = probe
        .widgets
        .iter()
        .find(|w| w.role == "TextInput" && w.text == "White's name")
        .expect("White's name field");
    assert_eq!(field.value, "Alexandra Konstantinovna Kosteniuk");
    let shown = probe
        .widgets
        .iter()
        .find(|w| w.role == "TextRun" && w.text.starts_with("Alexandra K") && w.text.ends_with('…'))
        .unwrap_or_else(|| panic!("no ellipsis: {:?}", probe.widgets));
    assert!(
        field.rect.expand(0.5).contains_rect(shown.rect),
        "{shown:?} in {field:?}"
    );
}

/// Three lines of an engine at the position shown, as if it had sent them.
fn engine_lines(h: &mut Harness) {
    use rookery::chess::uci::{EngineLine, PvLine, read_line};
    let position = h.game().view_position().clone();
    let mut lines = Vec::new();
    for (i, pv) in [
        "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6",
        "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5 f8e7",
        "g1f3 g8f6 c2c4 e7e6 g2g3 d7d5 f1g2 f8e7",
    ]
    .iter()
    .enumerate()
    {
        let text = format!(
            "info depth 20 multipv {} score cp {} wdl 210 700 90 pv {pv}",
            i + 1,
            30 - 5 * i as i32
        );
        let EngineLine::Info(info) = read_line(&text) else {
            panic!("{text}")
        };
        lines.push(PvLine::from_info(&position, &info).unwrap());
    }
    let mut view = h
        .app
        .world_mut()
        .resource_mut::<rookery::app::engine::EngineView>();
    view.mode = rookery::app::engine::EngineMode::Lines;
    view.lines = lines;
    view.depth = 20;
    view.name = Some("Stockfish 15.1".into());
}

#[test]
fn three_engine_lines_and_six_rows_of_moves_at_800_by_600() {
    let mut h = Harness::new();
    h.start(NewGame::analysis(
        shakmaty::Chess::default(),
        shakmaty::CastlingMode::Standard,
    ));
    h.settle();
    for size in [(800.0, 600.0), (1920.0, 1080.0)] {
        engine_lines(&mut h);
        let probe = probe(&mut h, size, 1.0);
        let scores: Vec<&str> = ["+0.30", "+0.25", "+0.20"]
            .into_iter()
            .filter(|s| {
                probe
                    .widgets
                    .iter()
                    .any(|w| w.role == "Label" && w.text == *s)
            })
            .collect();
        assert_eq!(scores, ["+0.30", "+0.25", "+0.20"], "{size:?}");
        // The header above them: the score, the chances, the depth and
        // the engine (cut where the panel is narrow, whole on hover).
        let header = probe
            .widgets
            .iter()
            .find(|w| w.text.starts_with("depth 20"))
            .unwrap_or_else(|| panic!("{size:?}: no depth shown"));
        assert!(
            probe
                .widgets
                .iter()
                .any(|w| w.text == "W 21.0% D 70.0% L 9.0%"
                    && (w.rect.center().y - header.rect.center().y).abs() < 4.0),
            "{size:?}: the chances beside the depth"
        );
        // Each line shows four moves or more (the per-mille column gives
        // way where the panel is narrow).
        for first in ["e4", "d4", "Nf3"] {
            let row = probe
                .widgets
                .iter()
                .find(|w| w.text == first && w.role == "Label")
                .unwrap_or_else(|| panic!("{size:?}: no {first}"))
                .rect;
            let on_row = probe
                .widgets
                .iter()
                .filter(|w| {
                    w.role == "Label"
                        && (w.rect.center().y - row.center().y).abs() < 3.0
                        && w.rect.min.x >= row.min.x
                        && !w.text.ends_with('.')
                })
                .count();
            assert!(
                on_row >= 4,
                "{size:?}: {on_row} moves of the line from {first}"
            );
        }
        let rows = probe.move_list.height() / 27.0;
        assert!(rows >= 6.0, "{size:?}: room for {rows:.1} rows of moves");
        assert_clean(&probe, &format!("{size:?}"));
    }
}

#[test]
fn a_report_s_graph_and_counts_lie_under_the_board_at_every_size() {
    let mut h = Harness::new();
    let pgn = "[White \"Anna\"]\n[Black \"Boris\"]\n\n1. e4 { [%eval 0.3] } e5 { [%eval 0.35] } \
               2. Qh5 { [%eval 0.1] } Nc6 { [%eval 0.2] } 3. Bc4 { [%eval 0.2] } \
               Nf6?? { [%eval #1] } 4. Qxf7# 1-0\n";
    h.file(FileCommand::Paste(pgn.to_owned()));
    assert!(h.session().is_analysis());
    for size in SIZES {
        let what = format!("{size:?}");
        let probe = probe(&mut h, size, 1.0);
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(size.0, size.1));
        let graph = probe
            .widgets
            .iter()
            .find(|w| {
                w.text
                    .starts_with(&rookery::i18n::english().get(rookery::app::panel::GRAPH_LABEL))
            })
            .unwrap_or_else(|| panic!("{what}: no graph"))
            .rect;
        // A ninth of the window's height (a sliver of 36 pixels before).
        let tall = rookery::app::board::layout::report_graph_height(size.1);
        assert!((graph.height() - tall).abs() < 1.0, "{what}: {graph:?}");
        // Under the board, as wide, inside the window, left of the panel.
        assert!(
            graph.min.y >= probe.board.max.y,
            "{what}: {graph:?} {:?}",
            probe.board
        );
        assert!((graph.width() - probe.board.width()).abs() < 1.0, "{what}");
        assert!(window.contains_rect(graph), "{what}: {graph:?}");
        assert!(graph.max.x <= probe.panel.min.x, "{what}");
        for counts in ["Anna: 0 ?!, 0 ?, 0 ??", "Boris: 0 ?!, 0 ?, 1 ??"] {
            let label = probe
                .widgets
                .iter()
                .find(|w| w.role == "Label" && w.text.starts_with(counts))
                .unwrap_or_else(|| panic!("{what}: no {counts}: {:?}", probe.widgets));
            assert!(window.contains_rect(label.rect), "{what}: {label:?}");
            assert!(label.rect.min.y >= graph.max.y, "{what}: {label:?}");
        }
        // The move list keeps its six rows.
        assert!(
            list_rows(&probe) >= 6.0,
            "{what}: {:.1} rows",
            list_rows(&probe)
        );
    }
}

/// A long game as a game report leaves it: evaluations on every move,
/// glyphs on the bad ones, a better line after each of them.
fn reported_game() -> String {
    use shakmaty::Position;
    let mut game = Game::new();
    let mut seed: u64 = 5;
    let mut text = String::from("[White \"Anna\"]\n[Black \"Boris\"]\n\n");
    let mut number_next = true;
    while game.ply_count() < 120 && !game.status().is_finished() {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let moves = game.legal_moves();
        let m = moves[(seed >> 33) as usize % moves.len()];
        let position = game.position().clone();
        let san = shakmaty::san::SanPlus::from_move(position.clone(), m);
        let turn = position.turn();
        let n = position.fullmoves().get();
        if turn == shakmaty::Color::White {
            text.push_str(&format!("{n}. "));
        } else if number_next {
            text.push_str(&format!("{n}... "));
        }
        text.push_str(&san.to_string());
        number_next = false;
        let bad = (seed >> 40).is_multiple_of(5);
        if bad {
            text.push_str(["?!", "?", "??"][(seed >> 45) as usize % 3]);
        }
        text.push_str(&format!(
            " {{ [%eval {:.2}] }} ",
            ((seed >> 20) % 700) as f32 / 100.0 - 3.5
        ));
        if bad {
            let other = moves.iter().find(|o| **o != m).copied().unwrap_or(m);
            let san = shakmaty::san::SanPlus::from_move(position.clone(), other);
            let dots = if turn == shakmaty::Color::White {
                "."
            } else {
                "..."
            };
            text.push_str(&format!("( {n}{dots} {san} {{ [%eval 0.20] }} ) "));
            number_next = true;
        }
        game.play(m).unwrap();
    }
    text.push_str("*\n");
    text
}

#[test]
fn a_reported_game_s_moves_stay_in_the_panel_and_each_number_by_its_move() {
    let mut h = Harness::new();
    h.file(FileCommand::Paste(reported_game()));
    assert!(h.session().is_analysis());
    assert!(h.game().ply_count() > 100);
    let len = h.game().ply_count();
    for cursor in [
        ViewCursor::at(1, len),
        ViewCursor::at(len / 2, len),
        ViewCursor::at(len - 1, len),
    ] {
        h.act(Action::View(cursor.clone()));
        for size in SIZES {
            let what = format!("{size:?} at {cursor}");
            let probe = probe(&mut h, size, 1.0);
            assert_clean(&probe, &what);
            let shown: Vec<&ProbedWidget> = probe
                .widgets
                .iter()
                .filter(|w| w.in_move_list && probe.move_list.contains_rect(w.rect))
                .collect();
            // Every move number in sight has its move on the same row.
            for number in shown
                .iter()
                .filter(|w| w.role == "Label" && w.text.ends_with('.'))
            {
                // (Its move may reach past the list's edge, a row half in
                // sight.)
                let beside = probe.widgets.iter().filter(|w| w.in_move_list).any(|w| {
                    w.role == "Button"
                        && (w.rect.center().y - number.rect.center().y).abs() < 4.0
                        && w.rect.min.x >= number.rect.max.x - 1.0
                        && w.rect.min.x <= number.rect.max.x + 12.0
                });
                assert!(
                    beside,
                    "{what}: {number:?} ends a row without its move: {:?}",
                    shown
                        .iter()
                        .filter(|w| (w.rect.center().y - number.rect.center().y).abs() < 30.0)
                        .map(|w| (w.role.as_str(), w.text.as_str(), w.rect))
                        .collect::<Vec<_>>()
                );
            }
        }
    }
}

#[test]
fn a_long_game_s_list_shows_whole_rows_only() {
    let mut h = Harness::new();
    let mut game = Game::new();
    let mut seed: u64 = 3;
    while game.ply_count() < 90 && !game.status().is_finished() {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let moves = game.legal_moves();
        game.play(moves[(seed >> 33) as usize % moves.len()])
            .unwrap();
    }
    h.start(NewGame::timed(game, TimeControl::fischer_minutes(5, 3)));
    h.settle();
    for size in SIZES {
        let probe = probe(&mut h, size, 1.0);
        let list = probe.move_list;
        for w in probe
            .widgets
            .iter()
            .filter(|w| w.in_move_list && w.role == "Button")
        {
            let shown = w.rect.intersect(list);
            if shown.height() > 0.5 {
                assert!(
                    list.expand(1.0).contains_rect(w.rect),
                    "{size:?}: {} cut at the list's edge: {:?} in {list:?}",
                    w.text,
                    w.rect
                );
            }
        }
    }
}

#[test]
fn the_computer_s_box_shows_its_level_and_no_flag_or_half_at_any_size() {
    use rookery::chess::{clock::TimeControl, game::Game, session::Action, session::NewGame};
    use shakmaty::Color;
    let mut h = Harness::new();
    h.app
        .insert_resource(rookery::app::language::AppWords(rookery::i18n::Words::new(
            rookery::i18n::Language::German,
        )));
    h.start(
        NewGame::timed(Game::new(), TimeControl::fischer_minutes(3, 2))
            .named("Ann", &rookery::app::opponent::provisional_name(3))
            .against_computer(Color::Black, 3),
    );
    h.act(Action::Rename(
        Color::Black,
        "Stockfish 15.1, Rookery level 3".into(),
    ));
    for size in SIZES {
        let probe = probe(&mut h, size, 1.0);
        let what = format!("{size:?}");
        assert_clean(&probe, &what);
        // The whole name, in German, for a screen reader and on hover.
        let name = probe
            .widgets
            .iter()
            .find(|w| w.text == "Stockfish 15.1, Rookery Stufe 3")
            .unwrap_or_else(|| panic!("{what}: no computer's name"));
        assert!(name.rect.width() >= 60.0, "{what}: {:?}", name.rect);
        // Nobody resigns or offers a draw for the computer.
        for sign in ["Stockfish 15.1, Rookery Stufe 3 gibt auf", "Stockfish"] {
            let buttons: Vec<_> = probe
                .widgets
                .iter()
                .filter(|w| w.role == "Button" && w.text.contains(sign))
                .collect();
            assert!(buttons.is_empty(), "{what}: {buttons:?}");
        }
    }
}

#[test]
fn a_preset_chosen_shows_in_the_greyed_custom_fields() {
    let mut h = Harness::new();
    h.app
        .world_mut()
        .write_message(rookery::app::shortcuts::PanelRequest::NewGameDialog);
    h.update();
    let size = egui::vec2(1280.0, 800.0);
    let ctx = egui::Context::default();
    let probe = rookery::app::panel::probe_layout(h.app.world_mut(), &ctx, size, 1.0, 3);
    let at = |probe: &Probe, text: &str| {
        probe
            .widgets
            .iter()
            .find(|w| w.text == text)
            .cloned()
            .unwrap_or_else(|| panic!("no {text}"))
    };
    let preset = at(&probe, "3+2").rect.center();
    rookery::app::panel::probe_click(h.app.world_mut(), &ctx, size, preset);
    let probe = rookery::app::panel::probe_layout(h.app.world_mut(), &ctx, size, 1.0, 3);
    let minutes = at(&probe, "White's minutes");
    let seconds = at(&probe, "White's seconds a move");
    assert!(minutes.disabled && seconds.disabled);
    assert_eq!(
        (minutes.value.as_str(), seconds.value.as_str()),
        ("3.0 min", "2.0 s")
    );
}

#[test]
fn a_game_played_on_untimed_from_a_record_shows_none_of_the_record_s_clocks() {
    use rookery::chess::{pgn::read_str, session::NewGame};
    let record = read_str("1. e4 { [%clk 0:04:59] } e5 { [%clk 0:04:58] } *\n")
        .remove(0)
        .game;
    let mut h = Harness::new();
    h.start(NewGame::untimed(record.clone()));
    let texts = |h: &mut Harness| -> Vec<String> {
        probe(h, (1280.0, 800.0), 1.0)
            .widgets
            .into_iter()
            .map(|w| w.text)
            .collect()
    };
    // A record shows its readings.
    let shown = texts(&mut h);
    assert!(shown.iter().any(|t| t == "4:59"), "{shown:?}");
    // Played on untimed (practice from it): no clock at all.
    let live = record.continued_from_view();
    let mut h = Harness::new();
    h.start(NewGame::untimed(live).against_computer(shakmaty::Color::White, 10));
    assert_eq!(h.game().mode(), rookery::chess::game::GameMode::Live);
    assert_eq!(h.game().ply_count(), 2);
    let shown = texts(&mut h);
    assert!(
        !shown.iter().any(|t| t == "4:59" || t == "4:58"),
        "{shown:?}"
    );
}

#[test]
fn the_report_s_graph_takes_the_keyboard_its_arrows_move_and_it_says_the_move() {
    let mut h = Harness::new();
    let pgn = "[White \"Anna\"]\n[Black \"Boris\"]\n\n1. e4 { [%eval 0.3] } e5 { [%eval 0.35] } \
               2. Qh5 { [%eval 0.1] } Nc6 { [%eval 0.2] } 3. Bc4 { [%eval 0.2] } \
               Nf6?? { [%eval #1] } 4. Qxf7# 1-0\n";
    h.file(FileCommand::Paste(pgn.to_owned()));
    let size = egui::vec2(1920.0, 1080.0);
    let ctx = egui::Context::default();
    rookery::app::panel::probe_layout(h.app.world_mut(), &ctx, size, 1.0, 2);
    let graph = rookery::i18n::english().get(rookery::app::panel::GRAPH_LABEL);
    let tab = [(egui::Key::Tab, egui::Modifiers::NONE)];
    let mut found = None;
    for _ in 0..80 {
        let probe = rookery::app::panel::probe_keys(h.app.world_mut(), &ctx, size, &tab);
        if let Some(w) = probe
            .widgets
            .iter()
            .find(|w| w.focused && w.text.starts_with(&graph))
        {
            found = Some(w.text.clone());
            break;
        }
    }
    let said = found.expect("Tab reaches the graph");
    let shown = |h: &Harness| h.game().view_cursor().ply(h.game().ply_count());
    let at = shown(&h);
    assert_eq!(said, format!("{graph}: 4. Qxf7#, White, #1"));
    // ← goes back a move, Home to the start, End to the last.
    let keys = |h: &mut Harness, key| {
        let probe = rookery::app::panel::probe_keys(
            h.app.world_mut(),
            &ctx,
            size,
            &[(key, egui::Modifiers::NONE)],
        );
        h.update();
        probe
    };
    keys(&mut h, egui::Key::ArrowLeft);
    assert_eq!(shown(&h), at - 1);
    keys(&mut h, egui::Key::Home);
    assert_eq!(shown(&h), 0);
    keys(&mut h, egui::Key::End);
    let probe = keys(&mut h, egui::Key::ArrowLeft);
    assert_eq!(shown(&h), at - 1);
    // Still on the graph: the arrows did not move the keyboard on.
    assert!(
        probe
            .widgets
            .iter()
            .any(|w| w.focused && w.text.starts_with(&graph)),
        "the graph keeps the keyboard"
    );
}

#[test]
fn a_clock_with_tenths_leaves_the_name_its_room_in_a_small_window() {
    use rookery::chess::{clock::TimeControl, game::Game, session::NewGame};
    let mut h = Harness::new();
    h.start(NewGame::timed(Game::new(), TimeControl::fischer_minutes(1, 0)).named("Weiß", "Black"));
    h.play(&[(Square::E2, Square::E4), (Square::E7, Square::E5)]);
    // White thinks until 8 seconds are left: the clock shows tenths.
    h.advance(std::time::Duration::from_secs(52));
    let (clock, now) = h.clock();
    assert!(clock.remaining(Side::White, now) < std::time::Duration::from_secs(10));
    for size in [(720.0, 540.0), (800.0, 600.0)] {
        let probe = probe(&mut h, size, 1.0);
        for name in ["White's name", "Black's name"] {
            let field = probe
                .widgets
                .iter()
                .find(|w| w.role == "TextInput" && w.text == name)
                .unwrap_or_else(|| panic!("{size:?}: no {name}"));
            assert!(
                field.rect.width() >= 60.0,
                "{size:?}: {name} {:?}",
                field.rect
            );
        }
        assert_clean(&probe, &format!("{size:?}"));
    }
}

/// Learning from one's mistakes at 800×600 (in English and German): the
/// series' box, its longest words and its buttons, over six rows of moves
/// (the analysis bar gives way: the record is not edited meanwhile).
#[test]
fn a_puzzle_from_one_s_mistakes_leaves_six_rows_of_moves_at_800_by_600() {
    use rookery::{
        app::training::RetroView,
        i18n::{Language, Said, Words},
    };
    for language in [Language::English, Language::German] {
        let words = Words::new(language);
        let mut h = Harness::new();
        h.app
            .insert_resource(rookery::app::language::AppWords(Words::new(language)));
        let pgn = "[White \"Anna\"]\n[Black \"Boris\"]\n\n\
                   1. e4 { [%eval 0.3] } e5 { [%eval 0.35] } \
                   2. Qh5 { [%eval 0.1] } Nc6 { [%eval 0.2] } 3. Bc4 { [%eval 0.2] } \
                   Nf6?? { [%eval #1] } 4. Qxf7# 1-0\n";
        h.file(FileCommand::Paste(pgn.to_owned()));
        {
            let mut view = h.app.world_mut().resource_mut::<RetroView>();
            view.side = Some(shakmaty::Color::Black);
            view.total = 2;
            // The longest thing the series says.
            view.words = Said::new("retro-not-enough").with("san", "Ba3");
        }
        for size in [(800.0, 600.0)] {
            let probe = probe(&mut h, size, 1.0);
            let what = format!("{language:?} {size:?}");
            for text in [words.get("control-show-answer"), words.get("control-stop")] {
                let button = probe
                    .widgets
                    .iter()
                    .find(|w| w.role == "Button" && w.text == text)
                    .unwrap_or_else(|| panic!("{what}: no {text}"));
                assert!(
                    button.rect.max.y <= size.1,
                    "{what}: {text} {:?}",
                    button.rect
                );
            }
            assert!(
                !probe.widgets.iter().any(|w| w.role == "MultilineTextInput"),
                "{what}: no comment box"
            );
            let rows = probe.move_list.height() / 27.0;
            assert!(rows >= 6.0, "{what}: room for {rows:.1} rows of moves");
            assert_clean(&probe, &what);
        }
    }
}
