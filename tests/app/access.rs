//! The board for the keyboard and screen readers, through the real panel
//! and egui's accessibility tree (the probe reads it as AT-SPI would get
//! it): 64 named squares, walked with the arrows, a piece picked up and put
//! down with Enter; each move said in the live region.

use bevy_egui::egui;
use rookery::app::panel::{Probe, probe_keys, probe_layout, square_id};
use shakmaty::Square;

use super::harness::{FOOLS_MATE, Harness, KNIGHTS_DANCE, OPEN_GAME};

const SIZE: egui::Vec2 = egui::vec2(800.0, 600.0);
const NONE: egui::Modifiers = egui::Modifiers::NONE;

fn named(probe: &Probe, name: &str) -> bool {
    probe.widgets.iter().any(|w| w.text == name)
}

fn squares(probe: &Probe) -> usize {
    probe
        .widgets
        .iter()
        .filter(|w| {
            w.role == "Button"
                && w.text.len() >= 4
                && w.text.as_bytes()[2] == b','
                && w.text[..2].parse::<Square>().is_ok()
        })
        .count()
}

/// The names of the focused widgets.
fn focused(probe: &Probe) -> Vec<&str> {
    probe
        .widgets
        .iter()
        .filter(|w| w.focused)
        .map(|w| w.text.as_str())
        .collect()
}

#[test]
fn the_board_is_64_named_squares_walked_and_played_from_the_keyboard() {
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert_eq!(squares(&probe), 64);
    assert!(named(&probe, "e2, white pawn"));
    assert!(named(&probe, "e4, empty"));
    assert!(named(&probe, "g8, black knight"));
    // Alt+B puts the keyboard on the board, at the king of the side to move.
    let probe = probe_keys(
        h.app.world_mut(),
        &ctx,
        SIZE,
        &[(egui::Key::B, egui::Modifiers::ALT)],
    );
    assert_eq!(focused(&probe), ["e1, white king"]);
    // Focus on e2, Enter picks the pawn up, two steps up, Enter puts it
    // down.
    ctx.memory_mut(|m| m.request_focus(square_id(Square::E2)));
    let probe = probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::Enter, NONE)]);
    assert!(
        probe
            .widgets
            .iter()
            .any(|w| w.focused && w.text == "e2, white pawn, selected")
    );
    assert_eq!(h.selection(), Some(Square::E2));
    let probe = probe_keys(
        h.app.world_mut(),
        &ctx,
        SIZE,
        &[(egui::Key::ArrowUp, NONE), (egui::Key::ArrowUp, NONE)],
    );
    assert_eq!(focused(&probe), ["e4, empty, can go"]);
    probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::Enter, NONE)]);
    h.update();
    h.update();
    assert_eq!(h.sans(), ["e4"]);
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert!(
        named(&probe, "e4, white pawn, last move"),
        "{:?}",
        probe.widgets
    );
    assert!(named(&probe, "e2, empty, last move"));
    let said = probe.widgets.iter().find(|w| w.text.starts_with("White:"));
    assert_eq!(said.map(|w| w.text.as_str()), Some("White: pawn e4"));
}

#[test]
fn a_check_a_capture_and_the_end_are_said() {
    let mut h = Harness::new();
    for (from, to) in FOOLS_MATE {
        h.play(&[(from, to)]);
    }
    let ctx = egui::Context::default();
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert!(
        named(&probe, "e1, white king, check"),
        "{:?}",
        probe.widgets
    );
    let said = probe.widgets.iter().find(|w| w.text.starts_with("Black:"));
    assert_eq!(
        said.map(|w| w.text.as_str()),
        Some("Black: queen h4, checkmate. Black wins by checkmate")
    );
}

#[test]
fn a_position_is_set_up_from_the_keyboard() {
    use rookery::{
        app::editor::{BoardEditor, EditorCommand, Tool},
        chess::editor::SetUp,
    };
    use shakmaty::{Color, Piece, Role};
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    let editor = |h: &mut Harness, command| {
        h.app.world_mut().write_message(command);
        h.update();
        h.update();
    };
    editor(&mut h, EditorCommand::Open(SetUp::start()));
    let queen = Piece {
        color: Color::White,
        role: Role::Queen,
    };
    editor(&mut h, EditorCommand::Tool(Tool::Piece(queen)));
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert!(named(&probe, "d4, empty"), "{:?}", probe.widgets);
    // The queen put on d4 with Enter.
    ctx.memory_mut(|m| m.request_focus(square_id(Square::D4)));
    probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::Enter, NONE)]);
    h.update();
    let at = |h: &Harness, square| {
        h.res::<BoardEditor>()
            .0
            .as_ref()
            .unwrap()
            .set_up
            .piece_at(square)
    };
    assert_eq!(at(&h, Square::D4), Some(queen));
    // With the hand: picked up on d4, put down on e4.
    editor(&mut h, EditorCommand::Tool(Tool::Hand));
    ctx.memory_mut(|m| m.request_focus(square_id(Square::D4)));
    let probe = probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::Enter, NONE)]);
    assert!(
        named(&probe, "d4, white queen, picked up"),
        "{:?}",
        probe.widgets
    );
    probe_keys(
        h.app.world_mut(),
        &ctx,
        SIZE,
        &[(egui::Key::ArrowRight, NONE), (egui::Key::Enter, NONE)],
    );
    h.update();
    assert_eq!(at(&h, Square::D4), None);
    assert_eq!(at(&h, Square::E4), Some(queen));
}

fn key(key: egui::Key, pressed: bool) -> egui::Event {
    egui::Event::Key {
        key,
        physical_key: None,
        pressed,
        repeat: false,
        modifiers: NONE,
    }
}

/// `n` presses of `k` within one frame, as a fast typist's or a key
/// sender's presses 12 ms apart arrive.
fn presses(k: egui::Key, n: usize) -> Vec<egui::Event> {
    (0..n).flat_map(|_| [key(k, true), key(k, false)]).collect()
}

#[test]
fn the_board_is_one_tab_stop_and_every_arrow_press_counts() {
    use rookery::app::panel::probe_frames;
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    ctx.memory_mut(|m| m.request_focus(square_id(Square::A1)));
    // Four presses in one frame walk four squares.
    let probe = probe_frames(
        h.app.world_mut(),
        &ctx,
        SIZE,
        vec![presses(egui::Key::ArrowRight, 4)],
    );
    assert_eq!(focused(&probe), ["e1, white king"]);
    let probe = probe_frames(
        h.app.world_mut(),
        &ctx,
        SIZE,
        vec![
            presses(egui::Key::ArrowUp, 3),
            presses(egui::Key::ArrowLeft, 9),
        ],
    );
    assert_eq!(focused(&probe), ["a4, empty"], "the walk stops at the edge");
    // Tab leaves the board at once: no other square is in the Tab order.
    let probe = probe_frames(
        h.app.world_mut(),
        &ctx,
        SIZE,
        vec![presses(egui::Key::Tab, 1)],
    );
    let now = focused(&probe);
    assert_eq!(now.len(), 1);
    assert!(
        !(now[0].get(..2).is_some_and(|s| s.parse::<Square>().is_ok())
            && now[0].get(2..4) == Some(", ")),
        "Tab went from a4 to {now:?}, another square"
    );
    // Shift+Tab comes back to the square last walked to.
    let back = vec![egui::Event::Key {
        key: egui::Key::Tab,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: egui::Modifiers::SHIFT,
    }];
    let probe = probe_frames(h.app.world_mut(), &ctx, SIZE, vec![back]);
    assert_eq!(focused(&probe), ["a4, empty"]);
    // Seen from Black's side, ↑ goes towards the first rank and → towards
    // the a-file.
    h.act(rookery::chess::session::Action::Flip);
    let probe = probe_frames(
        h.app.world_mut(),
        &ctx,
        SIZE,
        vec![
            presses(egui::Key::ArrowUp, 2),
            presses(egui::Key::ArrowRight, 1),
        ],
    );
    assert_eq!(
        focused(&probe),
        ["a2, white pawn"],
        "the a-file is the edge"
    );
}

#[test]
fn the_move_list_is_one_tab_stop_its_arrows_browse_and_its_moves_are_named() {
    use rookery::app::panel::probe_frames;
    let mut h = Harness::new();
    h.play(&OPEN_GAME);
    h.settle();
    let ctx = egui::Context::default();
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    for name in [
        "1. e4, White",
        "1. e5, Black",
        "2. Nf3, White",
        "2. Nc6, Black",
    ] {
        assert!(named(&probe, name), "{name}: {:?}", probe.widgets);
    }
    // Tab through the panel: one stop in the list, the move shown.
    let mut stops = Vec::new();
    for _ in 0..40 {
        let probe = probe_frames(
            h.app.world_mut(),
            &ctx,
            SIZE,
            vec![presses(egui::Key::Tab, 1)],
        );
        stops.extend(focused(&probe).iter().map(|s| s.to_string()));
    }
    let in_list: Vec<&String> = stops
        .iter()
        .filter(|s| s.ends_with(", White") || s.ends_with(", Black"))
        .collect();
    assert!(!in_list.is_empty(), "{stops:?}");
    assert!(in_list.iter().all(|s| *s == "2. Nc6, Black"), "{stops:?}");
    // On it, ← twice and → once browse, the keyboard following the move.
    let mut tab = || {
        focused(&probe_frames(
            h.app.world_mut(),
            &ctx,
            SIZE,
            vec![presses(egui::Key::Tab, 1)],
        ))
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
    };
    assert!((0..40).any(|_| tab() == ["2. Nc6, Black"]));
    probe_frames(
        h.app.world_mut(),
        &ctx,
        SIZE,
        vec![presses(egui::Key::ArrowLeft, 2)],
    );
    h.update();
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert_eq!(h.game().view_index(), 2);
    assert_eq!(focused(&probe), ["1. e5, Black"]);
    probe_frames(
        h.app.world_mut(),
        &ctx,
        SIZE,
        vec![presses(egui::Key::ArrowRight, 1)],
    );
    h.update();
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert_eq!(h.game().view_index(), 3);
    assert_eq!(focused(&probe), ["2. Nf3, White"]);
}

#[test]
fn esc_on_the_board_puts_a_lifted_piece_back_before_it_leaves_the_board() {
    use rookery::app::panel::probe_frames;
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    ctx.memory_mut(|m| m.request_focus(square_id(Square::G1)));
    probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::Enter, NONE)]);
    assert_eq!(h.selection(), Some(Square::G1));
    // The first Esc: the knight goes back, the keyboard stays on g1.
    let probe = probe_frames(
        h.app.world_mut(),
        &ctx,
        SIZE,
        vec![presses(egui::Key::Escape, 1)],
    );
    assert_eq!(h.selection(), None);
    assert_eq!(focused(&probe), ["g1, white knight"]);
    // The second leaves the board.
    let probe = probe_frames(
        h.app.world_mut(),
        &ctx,
        SIZE,
        vec![presses(egui::Key::Escape, 1)],
    );
    assert!(focused(&probe).is_empty(), "{:?}", focused(&probe));
}

#[test]
fn the_panel_s_divider_shows_the_keyboard_and_its_arrows_resize_the_panel() {
    use rookery::app::{panel::probe_frames, settings::PlayerSettings};
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    let size = egui::vec2(1000.0, 700.0);
    let probe = probe_layout(h.app.world_mut(), &ctx, size, 1.0, 2);
    let divider = probe
        .widgets
        .iter()
        .find(|w| w.text.starts_with("Panel width"))
        .expect("the divider is named");
    assert_eq!(divider.role, "Splitter");
    let before = h.res::<PlayerSettings>().panel_share;
    ctx.memory_mut(|m| m.request_focus(egui::Id::new("panel divider")));
    // Two ← widen the panel by a fiftieth of the window each; one →
    // narrows it by one.
    probe_frames(
        h.app.world_mut(),
        &ctx,
        size,
        vec![presses(egui::Key::ArrowLeft, 2)],
    );
    let wider = h.res::<PlayerSettings>().panel_share;
    assert!(
        (wider - (before + 0.04)).abs() < 0.002,
        "{before} → {wider}"
    );
    let probe = probe_frames(
        h.app.world_mut(),
        &ctx,
        size,
        vec![presses(egui::Key::ArrowRight, 1)],
    );
    let narrower = h.res::<PlayerSettings>().panel_share;
    assert!(
        (narrower - (before + 0.02)).abs() < 0.002,
        "{before} → {narrower}"
    );
    // The keyboard stayed on the divider (the arrows did not move it on).
    assert_eq!(
        focused(&probe),
        ["Panel width: drag, or ← and → while it has the keyboard"]
    );
}

#[test]
fn every_tab_stop_is_named_and_in_sight_at_800_by_600_and_1920_by_1080() {
    use rookery::app::panel::probe_frames;
    for size in [egui::vec2(800.0, 600.0), egui::vec2(1920.0, 1080.0)] {
        let mut h = Harness::new();
        h.play(&[(Square::E2, Square::E4), (Square::E7, Square::E5)]);
        h.settle();
        let ctx = egui::Context::default();
        probe_layout(h.app.world_mut(), &ctx, size, 1.0, 2);
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
        let mut stops = Vec::new();
        for _ in 0..30 {
            let probe = probe_frames(
                h.app.world_mut(),
                &ctx,
                size,
                vec![presses(egui::Key::Tab, 1)],
            );
            let focused: Vec<_> = probe.widgets.iter().filter(|w| w.focused).collect();
            assert_eq!(focused.len(), 1, "{size:?}: after {stops:?}");
            let stop = focused[0];
            assert!(
                !stop.text.trim().is_empty(),
                "{size:?}: an unnamed stop {stop:?}"
            );
            assert_ne!(stop.role, "Unknown", "{size:?}: {stop:?}");
            assert!(
                window.contains_rect(stop.rect),
                "{size:?}: {stop:?} is off the window"
            );
            if let Some(clip) = stop.clip {
                assert!(
                    clip.expand(1.0).contains_rect(stop.rect),
                    "{size:?}: {stop:?} scrolled away"
                );
            }
            stops.push(stop.text.clone());
        }
        // The board and the move list are one stop each.
        let squares = stops.iter().filter(|s| s.get(2..4) == Some(", ")).count();
        let moves = stops
            .iter()
            .filter(|s| s.ends_with(", White") || s.ends_with(", Black"))
            .count();
        let rounds = stops
            .iter()
            .filter(|s| s.starts_with("Panel width"))
            .count();
        assert!(rounds >= 1, "{stops:?}");
        assert!(
            squares <= rounds + 1 && moves <= rounds + 1,
            "{size:?}: {stops:?}"
        );
    }
}

/// What the live region says now.
fn announced(probe: &Probe) -> String {
    let live: Vec<_> = probe.widgets.iter().filter(|w| w.live).collect();
    assert_eq!(live.len(), 1, "one live region");
    live[0].text.clone()
}

#[test]
fn a_new_game_a_refusal_a_request_a_claim_low_time_and_notices_are_said() {
    use rookery::{
        app::panel::probe_typing,
        chess::{
            clock::{DelayMode, SideControl, TimeControl},
            game::Game,
            session::{Action, NewGame},
        },
    };
    use shakmaty::Color;
    let ctx = egui::Context::default();
    let control = TimeControl::both(SideControl {
        base: std::time::Duration::from_secs(60),
        increment: std::time::Duration::ZERO,
        mode: DelayMode::Fischer,
    });
    let mut h = Harness::new();
    h.start(NewGame::timed(Game::new(), control).named("Anna", "Boris"));
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert_eq!(announced(&probe), "Anna (White) to move");
    // A refused typed move, with its reason.
    let probe = probe_typing(h.app.world_mut(), &ctx, SIZE, "Ke2", true);
    assert_eq!(
        announced(&probe),
        "Anna (White) to move. Ke2 is not a legal move here"
    );
    // A takeback request (the move played on the board; the field keeps
    // the keyboard meanwhile).
    h.act(Action::Play {
        from: Square::E2,
        to: Square::E4,
        promotion: None,
        dropped: false,
    });
    h.act(Action::RequestTakeback(Color::White));
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert_eq!(
        announced(&probe),
        "Anna: pawn e4. Anna asks to take back their last move"
    );
    h.act(Action::AnswerTakeback { allow: false });
    // Low time: Boris's clock runs under ten seconds (and his refusal
    // stands until the game goes on).
    h.advance(std::time::Duration::from_millis(50_500));
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert_eq!(
        announced(&probe),
        "Anna: pawn e4. Boris is low on time. Boris refused the takeback"
    );
    // A notice of Rookery's own.
    h.app
        .world_mut()
        .resource_mut::<rookery::app::notice::PanelNotice>()
        .info("Saved game.pgn.");
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert_eq!(
        announced(&probe),
        "Anna: pawn e4. Boris is low on time. Saved game.pgn."
    );

    // A draw the player to move can claim: the knights' dance, twice.
    let mut h = Harness::new();
    h.play(&KNIGHTS_DANCE);
    h.play(&KNIGHTS_DANCE);
    h.settle();
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert_eq!(
        announced(&probe),
        "Black: knight g8. White can claim a draw by threefold repetition"
    );
}

#[test]
fn a_screen_reader_hears_what_is_disabled_named_checked_and_where_a_piece_can_go() {
    use rookery::app::shortcuts::{Menu, PanelRequest};
    const BIG: egui::Vec2 = egui::vec2(1280.0, 800.0);
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    let probe = probe_layout(h.app.world_mut(), &ctx, BIG, 1.0, 2);
    let widget = |probe: &Probe, role: &str, text: &str| {
        probe
            .widgets
            .iter()
            .find(|w| w.role == role && w.text.trim_end() == text)
            .cloned()
            .unwrap_or_else(|| panic!("no {role} {text}: {:?}", probe.widgets))
    };
    // Nothing to take back or browse at the start: disabled (AT-SPI says
    // so: vendor/accesskit_atspi_common), with no English word added.
    for name in ["Takeback…", "Start", "Back one move"] {
        let button = widget(&probe, "Button", name);
        assert!(button.disabled, "{name}");
        assert_eq!(button.description, "", "{name}");
    }
    assert_eq!(widget(&probe, "Button", "Flip board").description, "");
    assert!(!widget(&probe, "Button", "Flip board").disabled);
    // The players' fields are named for their purpose, their value apart
    // (an unnamed side's is empty: its hint is the side's name).
    let white = widget(&probe, "TextInput", "White's name");
    assert_eq!(white.value, "");
    widget(&probe, "TextInput", "Black's name");
    // The Game menu is a menu, its switches checked items.
    h.app
        .world_mut()
        .write_message(PanelRequest::OpenMenu(Menu::Game));
    h.update();
    let probe = probe_layout(h.app.world_mut(), &ctx, BIG, 1.0, 3);
    widget(&probe, "Menu", "Game menu");
    widget(&probe, "MenuItem", "New game… Ctrl+N");
    assert!(!widget(&probe, "MenuItemCheckBox", "Auto-flip").selected);
    probe_keys(h.app.world_mut(), &ctx, BIG, &[(egui::Key::Escape, NONE)]);
    // A knight picked up: the squares it can go to say so.
    ctx.memory_mut(|m| m.request_focus(square_id(Square::G1)));
    let probe = probe_keys(h.app.world_mut(), &ctx, BIG, &[(egui::Key::Enter, NONE)]);
    assert!(named(&probe, "g1, white knight, selected"));
    assert!(named(&probe, "f3, empty, can go"));
    assert!(named(&probe, "h3, empty, can go"));
    assert!(named(&probe, "e2, white pawn"));
    // After the end, nobody can resign or offer a draw.
    let mut h = Harness::new();
    h.play(&FOOLS_MATE);
    let probe = probe_layout(h.app.world_mut(), &ctx, BIG, 1.0, 2);
    for name in ["Resign (White)", "Offer a draw (White)", "Resign (Black)"] {
        assert!(widget(&probe, "Button", name).disabled, "{name}");
    }
}

#[test]
fn practices_verdict_and_a_puzzles_words_are_said() {
    let ctx = egui::Context::default();
    let mut h = Harness::new();
    h.update();
    h.app
        .world_mut()
        .resource_mut::<rookery::app::opponent::OpponentView>()
        .verdict = Some(("Blunder. Bb5 was best.".into(), true));
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert_eq!(
        announced(&probe),
        "White (White) to move. Blunder. Bb5 was best."
    );
    assert!(
        probe
            .widgets
            .iter()
            .any(|w| w.role == "Button" && w.text == "Retry"),
        "practice offers a retry"
    );
    h.app
        .world_mut()
        .resource_mut::<rookery::app::opponent::OpponentView>()
        .verdict = None;
    {
        let mut retro = h
            .app
            .world_mut()
            .resource_mut::<rookery::app::training::RetroView>();
        retro.side = Some(shakmaty::Color::Black);
        retro.total = 2;
        retro.words = "g5 is the move played in the game. Find a better one.".into();
    }
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert_eq!(
        announced(&probe),
        "White (White) to move. g5 is the move played in the game. Find a better one."
    );
    for button in ["Show the answer", "Skip", "Stop"] {
        assert!(
            probe
                .widgets
                .iter()
                .any(|w| w.role == "Button" && w.text == button),
            "{button}"
        );
    }
}

#[test]
fn signs_are_named_by_what_they_do_the_palette_undo_glyphs_and_the_comment_box() {
    use rookery::{app::editor::EditorCommand, chess::editor::SetUp};
    const BIG: egui::Vec2 = egui::vec2(1280.0, 800.0);
    let names = |probe: &Probe| -> Vec<String> {
        probe
            .widgets
            .iter()
            .filter(|w| w.role == "Button" || w.role.contains("TextInput"))
            .map(|w| w.text.clone())
            .collect()
    };
    // The editor's palette: its pieces and tools by name, no figurine.
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    h.app
        .world_mut()
        .write_message(EditorCommand::Open(SetUp::start()));
    h.update();
    h.update();
    let probe = probe_layout(h.app.world_mut(), &ctx, BIG, 1.0, 2);
    let shown = names(&probe);
    for name in [
        "white king: Click squares to put it",
        "black knight: Click squares to put it",
        "Drag pieces; off the board removes",
        "Click squares to clear them",
    ] {
        assert!(shown.iter().any(|n| n == name), "{name}: {shown:?}");
    }
    for sign in ["♔", "♞", "✋", "⌫"] {
        assert!(!shown.iter().any(|n| n.contains(sign)), "{sign}: {shown:?}");
    }
    // An analysis: undo and redo, the glyphs and the comment box named.
    let mut h = Harness::new();
    h.start(rookery::chess::session::NewGame::analysis(
        shakmaty::Chess::default(),
        shakmaty::CastlingMode::Standard,
    ));
    h.play(&[(Square::E2, Square::E4)]);
    let probe = probe_layout(h.app.world_mut(), &ctx, BIG, 1.0, 2);
    let shown = names(&probe);
    assert!(shown.iter().any(|n| n.starts_with("Undo ")), "{shown:?}");
    // Nothing to redo: it says only what it does.
    assert!(
        shown.iter().any(|n| n == "Redo (Ctrl+Shift+Z or Ctrl+Y)"),
        "{shown:?}"
    );
    for name in ["Good move", "Mistake", "Brilliant move", "Blunder"] {
        assert!(shown.iter().any(|n| n == name), "{name}: {shown:?}");
    }
    assert!(
        shown
            .iter()
            .any(|n| n == "The glyphs the row has no room for"),
        "{shown:?}"
    );
    for sign in ["⟲", "⟳", "!", "?", "⋯"] {
        assert!(!shown.iter().any(|n| n == sign), "{sign}: {shown:?}");
    }
    assert!(
        probe
            .widgets
            .iter()
            .any(|w| w.role.contains("TextInput") && w.text == "Comment on 1.e4…"),
        "{shown:?}"
    );
}

#[test]
fn a_takeback_allowed_or_refused_the_resign_question_and_a_restored_game_are_said() {
    use rookery::{
        app::{autosave::AutosaveFolder, shortcuts::PanelRequest},
        chess::{clock::TimeControl, game::Game, session::Action, session::NewGame},
    };
    use shakmaty::Color;
    let ctx = egui::Context::default();
    let mut h = Harness::new();
    h.play(&[(Square::E2, Square::E4), (Square::E7, Square::E5)]);
    // Refused: said with who refused.
    h.act(Action::RequestTakeback(Color::Black));
    h.act(Action::AnswerTakeback { allow: false });
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert!(
        announced(&probe).ends_with("White refused the takeback"),
        "{}",
        announced(&probe)
    );
    // Allowed: the move taken back is said, not only the move now last.
    h.act(Action::RequestTakeback(Color::Black));
    h.act(Action::AnswerTakeback { allow: true });
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert_eq!(announced(&probe), "White: pawn e4. One move taken back");
    // The resign question takes the keyboard, on its Resign button.
    h.app
        .world_mut()
        .write_message(PanelRequest::Resign(Color::Black));
    h.update();
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 3);
    assert_eq!(focused(&probe), ["Resign"]);
    // A game brought back at start says so, and that its clocks wait.
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().to_path_buf();
    let mut h = Harness::with_setup(move |app| {
        app.insert_resource(AutosaveFolder(Some(folder)));
    });
    h.start(NewGame::timed(Game::new(), TimeControl::fischer_minutes(5, 0)).named("Ann", "Bob"));
    h.play(&[(Square::E2, Square::E4)]);
    drop(h);
    let folder = dir.path().to_path_buf();
    let mut h = Harness::with_setup(move |app| {
        app.insert_resource(AutosaveFolder(Some(folder)));
    });
    h.update();
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    assert_eq!(
        announced(&probe),
        "Ann: pawn e4. Ann vs Bob: the game goes on where it stopped, after 1 move. \
         The clocks are paused until you resume."
    );
}
