//! The dialogs answer the keyboard: Esc closes or cancels, Enter presses
//! the default button, Tab starts inside the open dialog and stays there;
//! F1's list of shortcuts closes with Esc. Driven through the real panel
//! with egui key events (the probe), as the window delivers them.

use bevy_egui::egui;
use rookery::{
    app::{
        GameCommand,
        panel::{Probe, probe_keys, probe_layout},
        shortcuts::PanelRequest,
    },
    chess::game::Game,
    chess::session::NewGame,
};

use super::harness::Harness;

const SIZE: egui::Vec2 = egui::vec2(1280.0, 800.0);
const NONE: egui::Modifiers = egui::Modifiers::NONE;

fn has(probe: &Probe, role: &str, text: &str) -> bool {
    probe
        .widgets
        .iter()
        .any(|w| w.role == role && w.text.trim_end() == text)
}

/// Asks the panel for something, as a key or menu does.
fn request(h: &mut Harness, ctx: &egui::Context, request: PanelRequest) -> Probe {
    h.app.world_mut().write_message(request);
    h.update();
    probe_layout(h.app.world_mut(), ctx, SIZE, 1.0, 3)
}

fn new_game_dialog(h: &mut Harness, ctx: &egui::Context) -> Probe {
    let probe = request(h, ctx, PanelRequest::NewGameDialog);
    assert!(has(&probe, "Button", "Start game"), "the dialog is open");
    probe
}

#[test]
fn esc_closes_the_new_game_dialog_and_enter_starts_the_game() {
    let mut h = Harness::new();
    h.record::<GameCommand>();
    let ctx = egui::Context::default();
    new_game_dialog(&mut h, &ctx);
    let probe = probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::Escape, NONE)]);
    assert!(!has(&probe, "Button", "Start game"), "Esc closed it");
    h.update();
    assert!(
        h.recorded::<GameCommand>().is_empty(),
        "and started nothing"
    );
    // Enter starts the game, as Start game would.
    h.start(NewGame::untimed(Game::new()));
    h.recorded::<GameCommand>();
    new_game_dialog(&mut h, &ctx);
    let probe = probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::Enter, NONE)]);
    assert!(!has(&probe, "Button", "Start game"), "Enter closed it");
    h.update();
    let sent = h.recorded::<GameCommand>();
    assert!(
        sent.iter().any(|c| matches!(c, GameCommand::NewGame(_))),
        "{sent:?}"
    );
}

#[test]
fn tab_starts_inside_the_open_dialog_and_stays_there() {
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    let open = new_game_dialog(&mut h, &ctx);
    let window = open
        .widgets
        .iter()
        .find(|w| w.role == "Window" && w.text == "New game")
        .expect("the dialog's window")
        .rect;
    // Tab after Tab: the keyboard never leaves the dialog.
    for presses in 1..=40 {
        let probe = probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::Tab, NONE)]);
        let focused: Vec<_> = probe.widgets.iter().filter(|w| w.focused).collect();
        assert_eq!(focused.len(), 1, "press {presses}: {focused:?}");
        assert!(
            window.contains_rect(focused[0].rect),
            "press {presses}: {} \"{}\" at {:?} is outside the dialog {window:?}",
            focused[0].role,
            focused[0].text,
            focused[0].rect
        );
        if presses == 1 {
            // It opened with White's name focused; Tab goes on to Black's
            // row: a person or the computer, then the name.
            assert_eq!(focused[0].role, "Button");
            assert_eq!(focused[0].text, "Black: a person");
        }
        if presses == 3 {
            assert_eq!(focused[0].role, "TextInput");
            assert_eq!(focused[0].text, "Black's name");
        }
    }
}

#[test]
fn the_shortcuts_list_closes_with_esc() {
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    let probe = request(&mut h, &ctx, PanelRequest::ToggleHelp);
    assert!(has(&probe, "Window", "Keyboard shortcuts"));
    let probe = probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::Escape, NONE)]);
    assert!(!has(&probe, "Window", "Keyboard shortcuts"));
}

/// The words of the widget that has the keyboard (a menu item's with its
/// shortcut after them).
fn focused(probe: &Probe) -> String {
    probe
        .widgets
        .iter()
        .find(|w| w.focused)
        .map_or_else(String::new, |w| w.text.clone())
}

/// Opens the Game menu from the keyboard at `size` and presses ↓ until
/// "Settings…" has the keyboard: every step stays on a visible item of
/// the menu, and the Keyboard shortcuts row names F1.
fn walk_the_game_menu_to_settings(h: &mut Harness, size: egui::Vec2) {
    use rookery::app::shortcuts::Menu;
    let ctx = egui::Context::default();
    h.app
        .world_mut()
        .write_message(PanelRequest::OpenMenu(Menu::Game));
    h.update();
    let probe = probe_layout(h.app.world_mut(), &ctx, size, 1.0, 3);
    assert_eq!(focused(&probe), "New game… Ctrl+N");
    assert!(
        has(&probe, "MenuItem", "Keyboard shortcuts F1"),
        "{:?}",
        probe.widgets
    );
    let mut seen = vec![focused(&probe)];
    for _ in 0..30 {
        let probe = probe_keys(
            h.app.world_mut(),
            &ctx,
            size,
            &[(egui::Key::ArrowDown, NONE)],
        );
        let item = probe.widgets.iter().find(|w| w.focused).cloned();
        let item = item.unwrap_or_else(|| panic!("nothing has the keyboard after {seen:?}"));
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
        assert!(
            screen.contains_rect(item.rect),
            "{} is off the window: {:?}",
            item.text,
            item.rect
        );
        seen.push(format!("{}:{}", item.role, item.text.trim_end()));
        assert_ne!(item.role, "Unknown", "{seen:?}");
        if item.text.trim_end() == "Settings…" {
            return;
        }
    }
    panic!("Settings… never reached: {seen:?}");
}

#[test]
fn the_game_menu_s_arrows_reach_settings_in_every_kind_of_game() {
    // A live game at 800×600 and at 1280×800.
    let mut h = Harness::new();
    h.play(&[(shakmaty::Square::E2, shakmaty::Square::E4)]);
    walk_the_game_menu_to_settings(&mut h, egui::vec2(800.0, 600.0));
    walk_the_game_menu_to_settings(&mut h, SIZE);
    // A finished game (the result items are disabled or gone).
    let mut h = Harness::new();
    h.play(&super::harness::FOOLS_MATE);
    walk_the_game_menu_to_settings(&mut h, egui::vec2(800.0, 600.0));
    // A game from a file: an analysis, with the Result submenu.
    let mut h = Harness::new();
    h.file(rookery::app::files::FileCommand::Open(
        super::harness::fixture("annotated.pgn"),
    ));
    assert!(h.session().is_analysis());
    walk_the_game_menu_to_settings(&mut h, egui::vec2(800.0, 600.0));
}

#[test]
fn the_menus_open_from_the_keyboard_and_every_item_is_reached() {
    use rookery::app::shortcuts::Menu;
    let mut h = Harness::new();
    h.record::<GameCommand>();
    // F10 asks for the File menu.
    h.record::<PanelRequest>();
    h.key(bevy::prelude::KeyCode::F10);
    assert_eq!(
        h.recorded::<PanelRequest>(),
        [PanelRequest::OpenMenu(Menu::File)]
    );
    let ctx = egui::Context::default();
    let probe = request(&mut h, &ctx, PanelRequest::OpenMenu(Menu::File));
    assert_eq!(
        focused(&probe),
        "Open… Ctrl+O",
        "the first item has the keyboard"
    );
    // ↓ to the next item, Enter chooses it: a new analysis.
    let probe = probe_keys(
        h.app.world_mut(),
        &ctx,
        SIZE,
        &[(egui::Key::ArrowDown, NONE)],
    );
    assert_eq!(focused(&probe), "New analysis Ctrl+Shift+N");
    probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::Enter, NONE)]);
    h.update();
    assert!(
        h.recorded::<GameCommand>()
            .iter()
            .any(|c| matches!(c, GameCommand::NewGame(new) if new.game.mode() == rookery::chess::game::GameMode::Record)),
        "New analysis was chosen"
    );
}

/// → from File goes to Game, whose items include the players' offers and
/// resignations in a live game; ← on the first menu goes round to the
/// last.
#[test]
fn the_arrows_go_from_menu_to_menu_and_round() {
    use rookery::app::shortcuts::Menu;
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    h.start(NewGame::untimed(Game::new()));
    let probe = request(&mut h, &ctx, PanelRequest::OpenMenu(Menu::File));
    assert_eq!(focused(&probe), "Open… Ctrl+O");
    let probe = probe_keys(
        h.app.world_mut(),
        &ctx,
        SIZE,
        &[(egui::Key::ArrowRight, NONE)],
    );
    assert_eq!(focused(&probe), "New game… Ctrl+N", "the Game menu is open");
    for text in [
        "White offers a draw",
        "White resigns…",
        "Black offers a draw",
        "Black resigns…",
        "Settings…",
    ] {
        assert!(has(&probe, "MenuItem", text), "the Game menu has {text}");
    }
    // Esc closes it.
    let probe = probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::Escape, NONE)]);
    assert!(!has(&probe, "MenuItem", "White resigns…"));
    // ← on the first menu goes round to the last (the Game menu in a
    // game), its first item lit; the next ↓ goes on to the second item.
    let probe = request(&mut h, &ctx, PanelRequest::OpenMenu(Menu::File));
    assert_eq!(focused(&probe), "Open… Ctrl+O");
    let probe = probe_keys(
        h.app.world_mut(),
        &ctx,
        SIZE,
        &[(egui::Key::ArrowLeft, NONE)],
    );
    assert_eq!(focused(&probe), "New game… Ctrl+N");
    let second = probe_keys(
        h.app.world_mut(),
        &ctx,
        SIZE,
        &[(egui::Key::ArrowDown, NONE)],
    );
    assert_ne!(focused(&second), "", "↓ was not lost");
    assert_ne!(focused(&second), "New game… Ctrl+N");
    assert!(
        has(&second, "MenuItem", "White resigns…"),
        "still in the Game menu"
    );
}

#[test]
fn the_game_menu_answers_an_offer_and_a_takeback_request_with_their_keys() {
    use rookery::app::shortcuts::Menu;
    use rookery::chess::session::Action;
    use shakmaty::{Color, Square};
    let mut h = Harness::new();
    h.play(&[(Square::E2, Square::E4), (Square::E7, Square::E5)]);
    h.act(Action::RequestTakeback(Color::Black));
    let ctx = egui::Context::default();
    let probe = request(&mut h, &ctx, PanelRequest::OpenMenu(Menu::Game));
    assert!(
        has(&probe, "MenuItem", "Allow the takeback Alt+Y"),
        "{:?}",
        probe.widgets
    );
    assert!(has(&probe, "MenuItem", "Refuse the takeback Alt+N"));
    probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::Escape, NONE)]);
    h.act(Action::AnswerTakeback { allow: false });
    h.act(Action::OfferDraw(Color::White));
    let probe = request(&mut h, &ctx, PanelRequest::OpenMenu(Menu::Game));
    assert!(
        has(&probe, "MenuItem", "Black accepts the draw Alt+Y"),
        "{:?}",
        probe.widgets
    );
    assert!(has(&probe, "MenuItem", "Black declines the draw Alt+N"));
    assert!(!has(&probe, "MenuItem", "Allow the takeback Alt+Y"));
    // The first item has the keyboard: Enter accepts.
    assert_eq!(focused(&probe), "Black accepts the draw Alt+Y");
    probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::Enter, NONE)]);
    h.update();
    assert!(h.game().status().is_finished());
}

#[test]
fn the_result_banner_stands_aside_for_an_open_window() {
    let mut h = Harness::new();
    h.play(&super::harness::FOOLS_MATE);
    let ctx = egui::Context::default();
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 3);
    assert!(has(&probe, "Button", "Analyse"), "the banner shows");
    let probe = request(&mut h, &ctx, PanelRequest::Settings);
    assert!(
        probe.widgets.iter().any(|w| w.text == "Settings"),
        "{:?}",
        probe.widgets
    );
    assert!(!has(&probe, "Button", "Analyse"), "the banner stands aside");
    // Closed, the banner is back.
    probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::Escape, NONE)]);
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 3);
    assert!(has(&probe, "Button", "Analyse"));
}

#[test]
fn the_shortcuts_list_fits_800_by_600_and_scrolls_to_its_last_line() {
    use rookery::app::shortcuts::help_lines;
    let small = egui::vec2(800.0, 600.0);
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    h.app.world_mut().write_message(PanelRequest::ToggleHelp);
    h.update();
    let probe = probe_layout(h.app.world_mut(), &ctx, small, 1.0, 3);
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, small);
    let window = probe
        .widgets
        .iter()
        .find(|w| w.role == "Window" && w.text == "Keyboard shortcuts")
        .expect("the list is open")
        .rect;
    assert!(screen.contains_rect(window), "{window:?}");
    // Every key shown is whole inside the window (no "trl+N").
    let lines = help_lines();
    let keys: Vec<_> = probe
        .widgets
        .iter()
        .filter(|w| w.role == "Label" && lines.iter().any(|(k, _)| *k == w.text))
        .collect();
    assert!(keys.len() >= 8, "{} keys shown", keys.len());
    for key in &keys {
        let shown = key.clip.map_or(key.rect, |c| key.rect.intersect(c));
        if shown.height() > 1.0 {
            assert!(
                key.rect.min.x >= window.min.x && key.rect.max.x <= window.max.x,
                "{} cut: {:?} in {window:?}",
                key.text,
                key.rect
            );
        }
    }
    // Scrolled to the end, the last line shows.
    let wheel = vec![egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: egui::vec2(0.0, -4000.0),
        phase: egui::TouchPhase::Move,
        modifiers: NONE,
    }];
    let center = window.center();
    let probe = rookery::app::panel::probe_frames(
        h.app.world_mut(),
        &ctx,
        small,
        vec![vec![egui::Event::PointerMoved(center)], wheel],
    );
    let last = rookery::i18n::english().get(lines.last().unwrap().1);
    let in_view = |probe: &rookery::app::panel::Probe, text: &str| {
        let shown = probe
            .widgets
            .iter()
            .find(|w| w.text == text)
            .expect("the line is laid out");
        let clip = shown.clip.unwrap_or(window);
        clip.intersect(window).contains_rect(shown.rect)
    };
    assert!(in_view(&probe, &last));
    // By the keyboard: Home goes back to the first line, End to the last,
    // and Page Down and ↓ move on from the top.
    let first = rookery::i18n::english().get(lines[0].1);
    let probe = probe_keys(h.app.world_mut(), &ctx, small, &[(egui::Key::Home, NONE)]);
    assert!(in_view(&probe, &first) && !in_view(&probe, &last));
    let probe = probe_keys(h.app.world_mut(), &ctx, small, &[(egui::Key::End, NONE)]);
    assert!(in_view(&probe, &last) && !in_view(&probe, &first));
    probe_keys(h.app.world_mut(), &ctx, small, &[(egui::Key::Home, NONE)]);
    let probe = probe_keys(
        h.app.world_mut(),
        &ctx,
        small,
        &[(egui::Key::PageDown, NONE), (egui::Key::ArrowDown, NONE)],
    );
    assert!(!in_view(&probe, &first), "a page and a line down");
}

#[test]
fn new_game_chooses_the_computer_for_a_side_when_an_engine_is_there() {
    use rookery::app::{panel::probe_click, settings::PlayerSettings};
    let engine_at = |h: &mut Harness, path: &str| {
        h.app
            .world_mut()
            .resource_mut::<PlayerSettings>()
            .0
            .engine
            .path = Some(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path));
    };
    // No engine: the computer cannot be chosen, and the dialog says why.
    let mut h = Harness::new();
    engine_at(&mut h, "tests/fixtures/engines/no-such-engine");
    let ctx = egui::Context::default();
    let probe = new_game_dialog(&mut h, &ctx);
    let computer = probe
        .widgets
        .iter()
        .find(|w| w.text == "Black: the computer")
        .expect("the computer's choice");
    assert!(computer.disabled);
    assert_eq!(computer.description, "");
    assert!(
        probe.widgets.iter().any(|w| w
            .text
            .starts_with("The computer cannot play: No chess engine was found.")),
        "{:?}",
        probe.widgets.iter().map(|w| &w.text).collect::<Vec<_>>()
    );
    // An engine: Black the computer at its level, then Enter.
    let mut h = Harness::new();
    h.record::<GameCommand>();
    engine_at(&mut h, "tests/fixtures/engines/crashes.sh");
    let probe = new_game_dialog(&mut h, &ctx);
    let computer = probe
        .widgets
        .iter()
        .find(|w| w.text == "Black: the computer")
        .expect("the computer's choice");
    assert!(!computer.disabled);
    let at = computer.rect.center();
    probe_click(h.app.world_mut(), &ctx, SIZE, at);
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    let level = probe
        .widgets
        .iter()
        .find(|w| w.text == "Black: the computer's level")
        .expect("the level");
    assert!(!level.disabled);
    probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::Enter, NONE)]);
    h.update();
    let started: Vec<_> = h
        .recorded::<GameCommand>()
        .into_iter()
        .filter_map(|c| match c {
            GameCommand::NewGame(new) => Some(new),
            _ => None,
        })
        .collect();
    assert_eq!(started.len(), 1);
    assert_eq!(started[0].computer.black, Some(3));
    assert_eq!(started[0].computer.white, None);
    assert_eq!(started[0].names.black, "Computer, Rookery level 3");
    assert_eq!(h.session().computer(shakmaty::Color::Black), Some(3));
}

#[test]
fn settings_add_and_remove_a_folder_of_endgame_tables() {
    use rookery::app::{
        panel::{probe_click, probe_typing},
        settings::PlayerSettings,
    };
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    request(&mut h, &ctx, PanelRequest::Settings);
    // The tables' rows are near the end: scrolled to.
    let probe = probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::End, NONE)]);
    let field = probe
        .widgets
        .iter()
        .find(|w| w.text == "A folder of endgame tables")
        .expect("the tables' field");
    let add = probe
        .widgets
        .iter()
        .find(|w| w.role == "Button" && w.text == "Add")
        .expect("Add");
    assert!(add.disabled, "nothing typed yet");
    let (field_at, add_at) = (field.rect.center(), add.rect.center());
    probe_click(h.app.world_mut(), &ctx, SIZE, field_at);
    let folder = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("tables-folder");
    std::fs::create_dir_all(&folder).unwrap();
    // The probe types a few letters a pass: the path in pieces.
    let path: Vec<char> = folder.display().to_string().chars().collect();
    for piece in path.chunks(10) {
        let piece: String = piece.iter().collect();
        probe_typing(h.app.world_mut(), &ctx, SIZE, &piece, false);
    }
    probe_click(h.app.world_mut(), &ctx, SIZE, add_at);
    h.update();
    assert_eq!(
        h.res::<PlayerSettings>().engine.syzygy,
        std::slice::from_ref(&folder)
    );
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    let remove = probe
        .widgets
        .iter()
        .find(|w| w.text == format!("Remove {}", folder.display()))
        .expect("its Remove button")
        .rect
        .center();
    probe_click(h.app.world_mut(), &ctx, SIZE, remove);
    h.update();
    assert!(h.res::<PlayerSettings>().engine.syzygy.is_empty());
}

#[test]
fn settings_at_800_by_600_scroll_to_their_last_row_and_to_what_tab_reaches() {
    use rookery::i18n::{Language, Words};
    let small = egui::vec2(800.0, 600.0);
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, small);
    for language in [Language::English, Language::German] {
        let words = Words::new(language);
        let mut h = Harness::new();
        h.app
            .insert_resource(rookery::app::language::AppWords(Words::new(language)));
        let ctx = egui::Context::default();
        h.app.world_mut().write_message(PanelRequest::Settings);
        h.update();
        let probe = probe_layout(h.app.world_mut(), &ctx, small, 1.0, 3);
        let title = words.get("settings-title");
        let window = probe
            .widgets
            .iter()
            .find(|w| w.role == "Window" && w.text == title)
            .expect("Settings are open")
            .rect;
        assert!(screen.contains_rect(window), "{language:?}: {window:?}");
        let in_view = |w: &rookery::app::panel::ProbedWidget| {
            let clip = w.clip.unwrap_or(window).intersect(window);
            clip.contains_rect(w.rect)
        };
        let book = words.get("settings-book");
        let row = |probe: &Probe| {
            probe
                .widgets
                .iter()
                .find(|w| w.text == book)
                .cloned()
                .expect("the book's row is laid out")
        };
        assert!(!in_view(&row(&probe)), "{language:?}: cut at 800×600");
        // End shows the last row.
        let probe = probe_keys(h.app.world_mut(), &ctx, small, &[(egui::Key::End, NONE)]);
        assert!(in_view(&row(&probe)), "{language:?}");
        // Back at the top, Tab after Tab: each control that takes the
        // keyboard is shown.
        probe_keys(h.app.world_mut(), &ctx, small, &[(egui::Key::Home, NONE)]);
        let mut reached = 0;
        for _ in 0..40 {
            let probe = probe_keys(h.app.world_mut(), &ctx, small, &[(egui::Key::Tab, NONE)]);
            if let Some(focused) = probe.widgets.iter().find(|w| w.focused) {
                assert!(in_view(focused), "{language:?}: {focused:?} hidden");
                reached += 1;
            }
        }
        assert!(reached >= 20, "{language:?}: {reached}");
    }
}

#[test]
fn against_the_computer_the_game_menu_offers_and_resigns_for_the_person_only() {
    use rookery::app::shortcuts::Menu;
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    h.start(
        NewGame::untimed(Game::new())
            .named("Ann", &rookery::app::opponent::provisional_name(3))
            .against_computer(shakmaty::Color::Black, 3),
    );
    let probe = request(&mut h, &ctx, PanelRequest::OpenMenu(Menu::Game));
    let items: Vec<&str> = probe
        .widgets
        .iter()
        .filter(|w| w.role == "MenuItem")
        .map(|w| w.text.trim_end())
        .collect();
    assert!(items.contains(&"Ann offers a draw"), "{items:?}");
    assert!(items.contains(&"Ann resigns…"), "{items:?}");
    assert!(
        !items.iter().any(|i| i.contains("Computer")),
        "nothing in the computer's name: {items:?}"
    );
}

#[test]
fn the_game_menu_of_an_analysis_has_practice_from_here_at_800_by_600() {
    use rookery::app::{settings::PlayerSettings, shortcuts::Menu};
    let small = egui::vec2(800.0, 600.0);
    let mut h = Harness::new();
    h.app
        .world_mut()
        .resource_mut::<PlayerSettings>()
        .0
        .engine
        .path = Some(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/engines/wdl.sh"),
    );
    let ctx = egui::Context::default();
    h.start(NewGame::analysis(
        shakmaty::Chess::default(),
        shakmaty::CastlingMode::Standard,
    ));
    // The panel's row has room for as many of its actions as fit (at
    // 800×600 not this one); the Game menu holds every one.
    h.app
        .world_mut()
        .write_message(PanelRequest::OpenMenu(Menu::Game));
    h.update();
    let probe = probe_layout(h.app.world_mut(), &ctx, small, 1.0, 3);
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, small);
    let practice = probe
        .widgets
        .iter()
        .find(|w| w.role == "MenuItem" && w.text.trim_end() == "Practice from here")
        .unwrap_or_else(|| {
            let items: Vec<_> = probe
                .widgets
                .iter()
                .filter(|w| w.role == "MenuItem")
                .collect();
            panic!("the Game menu has no Practice from here: {items:?}")
        });
    assert!(!practice.disabled);
    assert!(screen.contains_rect(practice.rect), "{:?}", practice.rect);
}

#[test]
fn up_from_a_menu_s_first_item_goes_round_to_its_last() {
    use rookery::app::shortcuts::Menu;
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    let probe = request(&mut h, &ctx, PanelRequest::OpenMenu(Menu::Game));
    assert_eq!(focused(&probe), "New game… Ctrl+N");
    let probe = probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::ArrowUp, NONE)]);
    assert_eq!(focused(&probe), "Keyboard shortcuts F1");
    let probe = probe_keys(h.app.world_mut(), &ctx, SIZE, &[(egui::Key::ArrowUp, NONE)]);
    assert_eq!(focused(&probe), "Settings…");
}

#[test]
fn a_new_game_offers_the_players_own_last_choices_not_the_game_looked_at() {
    use rookery::app::settings::PlayerSettings;
    let mut h = Harness::new();
    let ctx = egui::Context::default();
    h.app
        .world_mut()
        .resource_mut::<PlayerSettings>()
        .0
        .engine
        .path = Some(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/engines/wdl.sh"),
    );
    // The player starts a game as Ann against the computer.
    h.app.world_mut().resource_mut::<PlayerSettings>().0.white = "Ann".into();
    let probe = new_game_dialog(&mut h, &ctx);
    let click = |h: &mut Harness, probe: &Probe, text: &str| {
        let at = probe
            .widgets
            .iter()
            .find(|w| w.text == text)
            .unwrap_or_else(|| panic!("no {text}"))
            .rect
            .center();
        rookery::app::panel::probe_click(h.app.world_mut(), &ctx, SIZE, at)
    };
    let probe = click(&mut h, &probe, "Black: the computer");
    drop(probe);
    let probe = probe_layout(h.app.world_mut(), &ctx, SIZE, 1.0, 2);
    click(&mut h, &probe, "Start game");
    h.update();
    assert_eq!(h.session().computer(shakmaty::Color::Black), Some(3));
    // Then looks at a file's game between two others.
    h.file(rookery::app::files::FileCommand::Paste(
        "[White \"James Mortimer\"]\n[Black \"J. Fullerton\"]\n\n1. e4 e5 *\n".into(),
    ));
    assert_eq!(h.session().name(shakmaty::Color::White), "James Mortimer");
    // A new game offers Ann and the computer again, not Mortimer.
    let probe = new_game_dialog(&mut h, &ctx);
    let dialog = probe
        .widgets
        .iter()
        .find(|w| w.role == "Window" && w.text == "New game")
        .expect("the dialog")
        .rect;
    let values: Vec<&str> = probe
        .widgets
        .iter()
        .filter(|w| w.role == "TextInput" && dialog.contains_rect(w.rect))
        .map(|w| w.value.as_str())
        .collect();
    assert!(values.contains(&"Ann"), "{values:?}");
    assert!(
        !values
            .iter()
            .any(|v| v.contains("Mortimer") || v.contains("Fullerton")),
        "{values:?}"
    );
    assert!(
        probe
            .widgets
            .iter()
            .any(|w| w.text.starts_with("Black: the computer") && w.selected),
        "the computer is still chosen for Black"
    );
}
