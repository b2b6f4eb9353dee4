//! Managing a listed file of games in the app: each edit shows the new
//! count at once, keeps every other game byte for byte and is undone back
//! to the same bytes; a compressed file says it is read-only.

use std::{fs, path::Path};

use rookery::app::{
    files::{
        FileCommand, GameList,
        manage::{FileEdits, ManageCommand},
    },
    notice::PanelNotice,
};
use shakmaty::Square;

use super::harness::{Harness, fixture};

fn manage(h: &mut Harness, command: ManageCommand) {
    h.app.world_mut().write_message(command);
    // The edit, then the listing again.
    h.finish_file_work();
}

fn events(h: &Harness) -> Vec<String> {
    let list = h.res::<GameList>();
    (0..list.games.len())
        .map(|i| list.games.get(i).unwrap().event().to_owned())
        .collect()
}

fn notice(h: &Harness) -> (String, bool) {
    let n = h.res::<PanelNotice>().0.clone().unwrap();
    (n.text(), n.error)
}

/// A key going down or up in the panel, with no modifier.
fn key(key: bevy_egui::egui::Key, pressed: bool) -> bevy_egui::egui::Event {
    bevy_egui::egui::Event::Key {
        key,
        physical_key: None,
        pressed,
        repeat: false,
        modifiers: bevy_egui::egui::Modifiers::NONE,
    }
}

fn open(h: &mut Harness, path: &Path) {
    h.file(FileCommand::Open(path.to_path_buf()));
    assert!(!h.res::<GameList>().is_indexing());
}

/// A copy of the club's file in `dir`, listed: the harness, the copy's
/// path and its bytes.
fn club_listed(dir: &Path) -> (Harness, std::path::PathBuf, Vec<u8>) {
    let path = dir.join("club.pgn");
    let original = fs::read(fixture("club.pgn")).unwrap();
    fs::write(&path, &original).unwrap();
    let mut h = Harness::new();
    open(&mut h, &path);
    assert_eq!(events(&h), ["First", "Second", "Third"]);
    (h, path, original)
}

#[test]
fn each_edit_of_the_listed_file_shows_at_once_and_is_undone_to_the_same_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, path, original) = club_listed(dir.path());

    // The game on the board, added at the end.
    h.play(&[(Square::E2, Square::E4)]);
    manage(&mut h, ManageCommand::AddGame);
    assert_eq!(events(&h).len(), 4);
    assert!(h.res::<GameList>().shown, "the list stays");
    let now = fs::read(&path).unwrap();
    assert!(now.starts_with(&original));
    assert!(
        String::from_utf8_lossy(&now)
            .trim_end()
            .ends_with("1. e4 *")
    );
    assert_eq!(h.res::<FileEdits>().done.len(), 1);
    manage(&mut h, ManageCommand::Undo);
    assert_eq!(fs::read(&path).unwrap(), original);
    assert_eq!(events(&h), ["First", "Second", "Third"]);
    assert!(!notice(&h).1, "no error");

    // Delete the second game: asked first, then done.
    manage(&mut h, ManageCommand::AskDelete(vec![1]));
    assert_eq!(h.res::<FileEdits>().asking, Some(vec![1]));
    assert_eq!(
        fs::read(&path).unwrap(),
        original,
        "nothing before the answer"
    );
    manage(&mut h, ManageCommand::Delete(vec![1]));
    assert_eq!(events(&h), ["First", "Third"]);
    assert_eq!(h.res::<FileEdits>().asking, None);
    manage(&mut h, ManageCommand::Undo);
    assert_eq!(fs::read(&path).unwrap(), original);

    // Two games chosen: both go, the one between stays.
    manage(&mut h, ManageCommand::Delete(vec![0, 2]));
    assert_eq!(events(&h), ["Second"]);
    assert_eq!(notice(&h).0, "club.pgn: 1 game.");
    manage(&mut h, ManageCommand::Undo);
    assert_eq!(fs::read(&path).unwrap(), original);
}

#[test]
fn appending_removing_duplicates_and_copying_out_are_undone_to_the_same_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, path, original) = club_listed(dir.path());
    // The file appended to itself, then its duplicates removed: back to
    // three games; each undone.
    let copy = dir.path().join("again.pgn");
    fs::write(&copy, &original).unwrap();
    h.app
        .world_mut()
        .write_message(FileCommand::AppendFrom(copy.clone()));
    h.finish_file_work();
    assert_eq!(events(&h).len(), 6);
    manage(&mut h, ManageCommand::RemoveDuplicates);
    assert_eq!(events(&h), ["First", "Second", "Third"]);
    assert_eq!(
        notice(&h).0,
        "club.pgn: 3 games.",
        "the new count once listed again"
    );
    manage(&mut h, ManageCommand::Undo);
    assert_eq!(events(&h).len(), 6);
    manage(&mut h, ManageCommand::Undo);
    assert_eq!(fs::read(&path).unwrap(), original);

    // The third game copied to another file: the listed one unchanged.
    let mine = dir.path().join("mine.pgn");
    manage(&mut h, ManageCommand::Choose(vec![2]));
    h.app
        .world_mut()
        .write_message(FileCommand::CopyChosenTo(mine.clone()));
    h.finish_file_work();
    let copied = fs::read_to_string(&mine).unwrap();
    assert!(copied.starts_with("[Event \"Third\"]"), "{copied}");
    assert_eq!(notice(&h), ("Copied 1 game to mine.pgn.".to_owned(), false));
    assert_eq!(fs::read(&path).unwrap(), original);
    manage(&mut h, ManageCommand::Undo);
    assert!(!mine.exists());
}

#[test]
fn a_compressed_file_is_read_only_and_says_so() {
    let mut h = Harness::new();
    let packed = fixture("packed/setup.pgn.gz");
    let before = fs::read(&packed).unwrap();
    h.file(FileCommand::OpenRecent(packed.clone()));
    h.finish_file_work();
    manage(&mut h, ManageCommand::AddGame);
    let (text, error) = notice(&h);
    assert!(
        error && text.contains("is compressed, so it is read-only here"),
        "{text}"
    );
    assert_eq!(fs::read(&packed).unwrap(), before);
    assert!(h.res::<FileEdits>().done.is_empty());
}

#[test]
fn a_file_changed_on_disk_is_not_edited_from_its_old_list_nor_undone_over_the_change() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.pgn");
    let original = fs::read(fixture("club.pgn")).unwrap();
    fs::write(&path, &original).unwrap();
    let mut h = Harness::new();
    open(&mut h, &path);
    // Another program puts a game in front: the listed byte ranges no
    // longer hold, and deleting "game 2" from them would cut the wrong one.
    let mut changed = b"[Event \"Zeroth\"]\n\n1. c4 *\n\n".to_vec();
    changed.extend_from_slice(&original);
    fs::write(&path, &changed).unwrap();
    manage(&mut h, ManageCommand::Delete(vec![1]));
    let (text, error) = notice(&h);
    assert!(error, "{text}");
    assert_eq!(
        text,
        "club.pgn changed on disk since it was listed: reload it first. Nothing was changed."
    );
    assert_eq!(fs::read(&path).unwrap(), changed);

    // Listed again, an edit goes; changed once more on disk, its undo is
    // refused rather than losing that change.
    open(&mut h, &path);
    manage(&mut h, ManageCommand::Delete(vec![0]));
    assert_eq!(events(&h), ["First", "Second", "Third"]);
    let mut later = fs::read(&path).unwrap();
    later.extend_from_slice(b"\n[Event \"Fifth\"]\n\n1. d4 *\n");
    fs::write(&path, &later).unwrap();
    manage(&mut h, ManageCommand::Undo);
    let (text, error) = notice(&h);
    assert!(error && text.contains("changed on disk since"), "{text}");
    assert_eq!(fs::read(&path).unwrap(), later);
}

#[test]
fn after_a_deletion_the_list_keeps_its_place() {
    use bevy_egui::egui;
    use rookery::app::panel::{probe_frames, probe_keys, probe_layout};
    let size = egui::vec2(1280.0, 800.0);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.pgn");
    fs::write(&path, fs::read(fixture("club.pgn")).unwrap()).unwrap();
    let mut h = Harness::new();
    open(&mut h, &path);
    let ctx = egui::Context::default();
    probe_layout(h.app.world_mut(), &ctx, size, 1.0, 2);
    // Two presses of ↓ within one frame: the second game of the three.
    let down = |pressed| key(egui::Key::ArrowDown, pressed);
    probe_frames(
        h.app.world_mut(),
        &ctx,
        size,
        vec![vec![down(true), down(false), down(true), down(false)]],
    );
    // The third game deleted: the place stays on the row that was the
    // third's, now the last.
    manage(&mut h, ManageCommand::Delete(vec![2]));
    assert_eq!(events(&h), ["First", "Second"]);
    probe_layout(h.app.world_mut(), &ctx, size, 1.0, 2);
    probe_keys(
        h.app.world_mut(),
        &ctx,
        size,
        &[(egui::Key::Enter, egui::Modifiers::NONE)],
    );
    h.update();
    h.update();
    assert_eq!(h.session().tags().get("Event"), Some("Second"));
}

#[test]
fn page_down_pressed_frame_after_frame_ends_with_the_selected_game_shown() {
    use bevy_egui::egui;
    use rookery::app::panel::{probe_frames, probe_layout};
    let size = egui::vec2(1280.0, 800.0);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("many.pgn");
    let text: String = (1..=1000)
        .map(|i| format!("[White \"Player {i}\"]\n\n1. e4 *\n\n"))
        .collect();
    fs::write(&path, text).unwrap();
    let mut h = Harness::new();
    open(&mut h, &path);
    let ctx = egui::Context::default();
    probe_layout(h.app.world_mut(), &ctx, size, 1.0, 2);
    // Three presses in each of 4 frames 0.1 s apart, as a held key
    // repeats: each frame's come while the list still scrolled to the
    // last frame's (it ran on to game 369 and beyond).
    let page_down = |pressed| key(egui::Key::PageDown, pressed);
    let probe = probe_frames(
        h.app.world_mut(),
        &ctx,
        size,
        vec![
            (0..3)
                .flat_map(|_| [page_down(true), page_down(false)])
                .collect();
            4
        ],
    );
    // 12 pages of 20 rows: the 241st game, whose row is among those shown.
    let shown: Vec<&str> = probe
        .widgets
        .iter()
        .filter_map(|w| w.text.strip_prefix("Player "))
        .collect();
    assert!(
        probe.widgets.iter().any(|w| w.text == "Delete game 241…"),
        "{:?}",
        probe.widgets.iter().map(|w| &w.text).collect::<Vec<_>>()
    );
    assert!(shown.contains(&"241"), "rows shown: {shown:?}");
}

#[test]
fn a_screen_reader_hears_the_selected_game_and_its_place_as_the_arrows_move() {
    use bevy_egui::egui;
    use rookery::app::panel::{probe_keys, probe_layout};
    let size = egui::vec2(1280.0, 800.0);
    let mut h = Harness::new();
    open(&mut h, &fixture("club.pgn"));
    let ctx = egui::Context::default();
    let probe = probe_layout(h.app.world_mut(), &ctx, size, 1.0, 2);
    // Each row is an item of the list, named with its place and its game.
    let mut items: Vec<(&str, bool)> = probe
        .widgets
        .iter()
        .filter(|w| w.role == "ListItem")
        .map(|w| (w.text.as_str(), w.selected))
        .collect();
    items.sort();
    assert_eq!(
        items,
        [
            ("1 of 3: Ana – Ben, 0-1, 2026.11.02, First", true),
            ("2 of 3: Cai – Dee, *, 2026.11.09, Second", false),
            ("3 of 3: Eve – Fay, 1/2-1/2, 2026.11.16, Third", false),
        ]
    );
    // Typing goes to the search field, which has the keyboard.
    let focused = |probe: &rookery::app::panel::Probe| {
        probe
            .widgets
            .iter()
            .filter(|w| w.focused)
            .map(|w| w.text.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(focused(&probe), ["Search the games"]);
    // ↓: the second game is selected and is what a screen reader says.
    let probe = probe_keys(
        h.app.world_mut(),
        &ctx,
        size,
        &[(egui::Key::ArrowDown, egui::Modifiers::NONE)],
    );
    assert_eq!(
        focused(&probe),
        ["2 of 3: Cai – Dee, *, 2026.11.09, Second"]
    );
    let selected: Vec<&str> = probe
        .widgets
        .iter()
        .filter(|w| w.role == "ListItem" && w.selected)
        .map(|w| w.text.as_str())
        .collect();
    assert_eq!(selected, ["2 of 3: Cai – Dee, *, 2026.11.09, Second"]);
}

/// Each row's event cell ("Broken 7"), top to bottom.
fn event_cells(probe: &rookery::app::panel::Probe) -> Vec<rookery::app::panel::ProbedWidget> {
    let mut cells: Vec<rookery::app::panel::ProbedWidget> = probe
        .widgets
        .iter()
        .filter(|w| w.text.starts_with("Broken ") && w.role == "Label")
        .cloned()
        .collect();
    cells.sort_by(|a, b| a.rect.min.y.total_cmp(&b.rect.min.y));
    cells
}

/// The game `event` is selected, its row drawn in sight, above the strip
/// that says its error.
fn in_sight_above_error(probe: &rookery::app::panel::Probe, event: &str) {
    let selected = probe
        .widgets
        .iter()
        .find(|w| w.selected && w.text.contains(" of 41: "))
        .unwrap_or_else(|| panic!("no selected row"));
    assert!(selected.text.ends_with(event), "{}", selected.text);
    let cell = event_cells(probe)
        .into_iter()
        .find(|w| w.text == event)
        .unwrap_or_else(|| panic!("{event} not drawn"));
    let error = probe
        .widgets
        .iter()
        .find(|w| w.text.starts_with("⚠ "))
        .unwrap_or_else(|| panic!("no error strip"));
    assert!(error.text.contains("Ke3"), "{}", error.text);
    let shown = cell.clip.unwrap_or(cell.rect);
    assert!(
        cell.rect.max.y <= error.rect.min.y && cell.rect.max.y <= shown.max.y + 0.5,
        "{event}: cell {:?} shown in {shown:?}, error {:?}",
        cell.rect,
        error.rect
    );
}

/// The selected game's error shows in a strip under the list, and the
/// selected row stays in sight above it: at 800×600, the last row in
/// sight clicked (every other game broken), then the last game by Page
/// Down.
#[test]
fn a_broken_game_selected_stays_in_sight_above_its_error() {
    use bevy_egui::egui;
    use rookery::app::panel::{ProbedWidget, probe_click, probe_keys, probe_layout};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("many.pgn");
    let mut text = String::new();
    for i in 1..=41 {
        let moves = if i % 2 == 1 { "2. Ke3" } else { "2. Nf3" };
        text.push_str(&format!("[Event \"Broken {i}\"]\n\n1. e4 e5 {moves} *\n\n"));
    }
    fs::write(&path, text).unwrap();
    let mut h = Harness::new();
    open(&mut h, &path);
    assert!(h.res::<GameList>().shown);
    let size = egui::vec2(800.0, 600.0);
    let ctx = egui::Context::default();
    // The last broken game's row that a click reaches (game 2, fine, is
    // clicked first: no error strip yet).
    let probe = probe_layout(h.app.world_mut(), &ctx, size, 1.0, 2);
    let page_down = (egui::Key::PageDown, egui::Modifiers::NONE);
    let fine = event_cells(&probe)[1].clone();
    assert_eq!(fine.text, "Broken 2");
    let broken: Vec<ProbedWidget> = event_cells(&probe)
        .into_iter()
        .filter(|c| c.text.trim_start_matches("Broken ").parse::<u32>().unwrap() % 2 == 1)
        .collect();
    let mut clicked = None;
    for cell in broken.iter().rev() {
        probe_click(h.app.world_mut(), &ctx, size, fine.rect.center());
        h.update();
        assert!(
            !probe_layout(h.app.world_mut(), &ctx, size, 1.0, 2)
                .widgets
                .iter()
                .any(|w| w.text.starts_with("⚠ "))
        );
        probe_click(h.app.world_mut(), &ctx, size, cell.rect.center());
        h.update();
        let probe = probe_layout(h.app.world_mut(), &ctx, size, 1.0, 3);
        if probe
            .widgets
            .iter()
            .any(|w| w.selected && w.text.ends_with(&cell.text))
        {
            clicked = Some((cell.text.clone(), probe));
            break;
        }
    }
    let (event, probe) = clicked.expect("a broken game's row clicked");
    in_sight_above_error(&probe, &event);
    probe_keys(
        h.app.world_mut(),
        &ctx,
        size,
        &[page_down, page_down, page_down],
    );
    let probe = probe_layout(h.app.world_mut(), &ctx, size, 1.0, 3);
    in_sight_above_error(&probe, "Broken 41");
}
