//! Files in the app: the command line, drops, the game list, browsing
//! variations, continuing from a position, saving (atomic, write-back),
//! the clipboard and the path field offered when no dialog can be shown.

use rookery::chess::session::Action;
use std::{
    fs,
    path::{Path, PathBuf},
};

use bevy::{prelude::*, window::FileDragAndDrop};
use rookery::{
    app::{
        GameSession,
        files::{
            DropHover, FileCommand, GameList, LastCopied, PathPrompt, PromptPurpose, SaveChoice,
            WindowTitle,
        },
        notice::PanelNotice,
        settings::PlayerSettings,
    },
    chess::clock::TimeControl,
    chess::game::{GameMode, Status, ViewCursor},
    chess::game_list::{Column, GameQuery, filter_and_sort},
    chess::pgn::{read_str, to_pgn},
    chess::session::Origin,
    chess::session::{NewGame, Session},
    desktop::cli::parse_args,
};

use super::harness::{Harness, fixture};

/// Opens a file; it is read within the frame (see [`Harness::file`]).
fn open(h: &mut Harness, path: &Path) {
    h.file(FileCommand::Open(path.to_path_buf()));
    assert!(!h.res::<GameList>().is_indexing());
}

fn origin(h: &Harness) -> &Origin {
    h.session().origin()
}

fn notice(h: &Harness) -> String {
    h.res::<PanelNotice>()
        .0
        .as_ref()
        .map(|n| n.text())
        .unwrap_or_default()
}

fn title(h: &Harness) -> String {
    h.res::<WindowTitle>().0.clone()
}

fn names(h: &Harness) -> (&str, &str) {
    (
        h.session().name(shakmaty::Color::White),
        h.session().name(shakmaty::Color::Black),
    )
}

/// A file of `n` games, the players named after their number.
fn many_games(dir: &Path, n: usize) -> PathBuf {
    let mut text = String::new();
    for i in 1..=n {
        let (white, black) = if i == 137 {
            ("Tal, Mikhail".to_owned(), "Botvinnik, Mikhail".to_owned())
        } else {
            (format!("Player {i}"), format!("Rival {i}"))
        };
        let year = 1950 + i % 50;
        text.push_str(&format!(
            "[Event \"Open {i}\"]\n[Site \"?\"]\n[Date \"{year}.01.01\"]\n[Round \"1\"]\n\
             [White \"{white}\"]\n[Black \"{black}\"]\n[Result \"1-0\"]\n\n\
             1. e4 e5 2. Nf3 {{ game {i} }} 1-0\n\n"
        ));
    }
    let path = dir.join("many.pgn");
    fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_file_given_on_the_command_line_opens() {
    let options = parse_args([fixture("annotated.pgn")])
        .unwrap()
        .start_options();
    let mut h = Harness::with_setup(|app| {
        app.insert_resource(rookery::app::start::CommandLine(Some(options)));
    });
    h.update();
    let expected = read_str(&fs::read_to_string(fixture("annotated.pgn")).unwrap()).remove(0);
    assert_eq!(h.game().plies(), expected.game.plies());
    assert_eq!(h.game().mode(), GameMode::Record);
    // The final position is shown, as it is for every opened game.
    assert!(!h.game().is_viewing_past());
    h.assert_board_matches_model();
    assert_eq!(names(&h), ("Alice", "Bob"));
    assert_eq!(title(&h), "Rookery — annotated.pgn — Alice vs Bob");
    // One game: no list.
    assert!(!h.res::<GameList>().shown);
}

#[test]
fn a_dropped_file_opens_and_other_files_are_refused() {
    let mut h = Harness::new();
    let window = Entity::PLACEHOLDER;
    // A hover says what will open; moving away forgets it.
    h.app
        .world_mut()
        .write_message(FileDragAndDrop::HoveredFile {
            window,
            path_buf: fixture("annotated.pgn"),
        });
    h.update();
    let hover = h.res::<DropHover>().0.clone();
    assert_eq!(hover, Some(fixture("annotated.pgn")));
    h.app
        .world_mut()
        .write_message(FileDragAndDrop::HoveredFileCanceled { window });
    h.update();
    assert_eq!(h.res::<DropHover>().0, None);
    h.app
        .world_mut()
        .write_message(FileDragAndDrop::DroppedFile {
            window,
            path_buf: fixture("annotated.pgn"),
        });
    h.update();
    h.update();
    assert_eq!(origin(&h).path, Some(fixture("annotated.pgn")));
    let expected = read_str(&fs::read_to_string(fixture("annotated.pgn")).unwrap()).remove(0);
    assert_eq!(
        h.game().initial_position(),
        expected.game.initial_position()
    );
    assert_eq!(h.game().plies(), expected.game.plies());

    let before = h.game().revision();
    h.app
        .world_mut()
        .write_message(FileDragAndDrop::DroppedFile {
            window,
            path_buf: PathBuf::from("/tmp/holiday.jpg"),
        });
    h.update();
    h.update();
    assert!(
        notice(&h).contains("holiday.jpg is not a PGN file"),
        "{}",
        notice(&h)
    );
    assert_eq!(h.game().revision(), before, "the open game is untouched");
}

#[test]
fn the_list_filters_and_opens_the_right_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = many_games(dir.path(), 300);
    let mut h = Harness::new();
    open(&mut h, &path);
    let list = h.res::<GameList>();
    assert!(list.shown, "a file of many games shows its list");
    assert_eq!(list.len(), 300);
    // Nothing is opened until the player picks a game.
    assert_eq!(h.game().ply_count(), 0);

    let rows = filter_and_sort(&list.games, &GameQuery::new("tal"), Column::Number, false);
    assert_eq!(rows.len(), 1);
    let rows_by_year = filter_and_sort(&list.games, &GameQuery::new("1987"), Column::White, true);
    assert_eq!(rows_by_year.len(), 6);
    let index = rows[0] as usize;
    h.file(FileCommand::OpenGame(index));
    assert_eq!(names(&h).0, "Tal, Mikhail");
    assert_eq!(h.game().plies()[2].comments, ["game 137"]);
    assert!(!h.res::<GameList>().shown);
    assert_eq!(origin(&h).entry, Some(136));
    assert_eq!(
        title(&h),
        "Rookery — many.pgn — Tal, Mikhail vs Botvinnik, Mikhail"
    );
}

/// A file past 4 MB is listed on every core, in runs joined in order:
/// the list is the file's games in its order, each opening as itself.
#[test]
fn a_big_file_listed_on_every_core_lists_every_game_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let path = many_games(dir.path(), 30_000);
    assert!(fs::metadata(&path).unwrap().len() > 4 << 20);
    let mut h = Harness::new();
    open(&mut h, &path);
    let list = h.res::<GameList>();
    assert_eq!(list.len(), 30_000);
    for g in [0, 1, 14_999, 15_000, 15_001, 29_999] {
        let row = list.games.get(g).unwrap();
        assert_eq!(row.white(), format!("Player {}", g + 1));
        assert_eq!(row.event(), format!("Open {}", g + 1));
    }
    let starts = list.games.starts_every(1);
    assert!(starts.windows(2).all(|w| w[0] < w[1]));
    let rows = filter_and_sort(
        &list.games,
        &GameQuery::new("open 20001"),
        Column::Number,
        false,
    );
    assert_eq!(rows, [20_000]);
    h.file(FileCommand::OpenGame(20_000));
    assert_eq!(names(&h), ("Player 20001", "Rival 20001"));
    assert_eq!(h.game().plies()[2].comments, ["game 20001"]);
    assert_eq!(origin(&h).entry, Some(20_000));
}

/// The list of a file is kept in the cache: the same file opened again
/// is listed from there (here a kept list put in its place shows); a
/// damaged one, or a changed file, is listed afresh.
#[test]
fn a_file_opened_again_is_listed_from_its_kept_list() {
    use rookery::{
        chess::{
            game_list::{GameTable, write_kept, write_kept_start},
            pgn::Indexer,
        },
        desktop::kept_list::{kept_list_file, read_kept_list},
        desktop::source::Stamp,
    };
    let dir = tempfile::tempdir().unwrap();
    let path = many_games(dir.path(), 300);
    let mut h = Harness::new();
    open(&mut h, &path);
    assert_eq!(h.res::<GameList>().len(), 300);
    let cache = h.res::<rookery::app::files::DecodedCache>().0.clone();
    let kept = kept_list_file(&cache, &path, None, Stamp::of(&path).unwrap());
    assert_eq!(read_kept_list(&kept).unwrap().len(), 300);

    // Another list put in the kept one's place is what the next opening
    // shows: it reads no PGN.
    let other = b"[White \"Kept\"]\n\n1. e4 *\n\n[White \"List\"]\n\n1. d4 *\n";
    let mut table = GameTable::new();
    for entry in Indexer::new(&other[..]) {
        table.push(&entry.unwrap());
    }
    let mut bytes = Vec::new();
    write_kept_start(&mut bytes).unwrap();
    write_kept(&mut bytes, &table).unwrap();
    fs::write(&kept, &bytes).unwrap();
    open(&mut h, &path);
    let list = h.res::<GameList>();
    assert_eq!(list.len(), 2);
    assert_eq!(list.games.get(1).unwrap().white(), "List");

    // Damaged (a byte changed): listed afresh, and kept again whole.
    let last = bytes.len() - 1;
    bytes[last] ^= 0xff;
    fs::write(&kept, &bytes).unwrap();
    open(&mut h, &path);
    assert_eq!(h.res::<GameList>().len(), 300);
    assert_eq!(
        h.res::<GameList>().games.get(136).unwrap().white(),
        "Tal, Mikhail"
    );
    assert_eq!(read_kept_list(&kept).unwrap().len(), 300);

    // A game added to the file: another stamp, listed afresh.
    let mut text = fs::read_to_string(&path).unwrap();
    text.push_str("[White \"Late\"]\n\n1. c4 *\n");
    fs::write(&path, text).unwrap();
    open(&mut h, &path);
    assert_eq!(h.res::<GameList>().len(), 301);
    assert_eq!(h.res::<GameList>().games.get(300).unwrap().white(), "Late");
}

#[test]
fn a_file_with_an_error_opens_the_good_part_and_says_why() {
    let mut h = Harness::new();
    open(&mut h, &fixture("multi.pgn"));
    let list = h.res::<GameList>();
    let bad = (0..list.len())
        .find(|&i| {
            let mut h2 = read_str(&fs::read_to_string(fixture("multi.pgn")).unwrap());
            h2.remove(i).error.is_some()
        })
        .expect("multi.pgn has a game with an error");
    h.file(FileCommand::OpenGame(bad));
    h.update();
    let error = origin(&h).error.clone().expect("the error is kept");
    assert!(error.contains("illegal move"), "{error}");
    // Said once, in the game's header: no notice repeats it.
    assert_eq!(notice(&h), "");
    assert!(h.game().ply_count() > 0, "the good part is shown");
}

#[test]
fn browsing_into_a_variation_shows_its_position() {
    let mut h = Harness::new();
    open(&mut h, &fixture("annotated.pgn"));
    // 1. e4 (1. d4 d5 2. c4 (2. Nf3 Nf6 (2... c5 3. dxc5 (3. e3 e6)…
    // The variation on ply 0 (1. d4), inside it the one on its ply 2
    // (2. Nf3), inside that the one on its ply 1 (2... c5), and in that
    // the one on its ply 1 (3. e3): its second move, 3... e6.
    let cursor = ViewCursor::in_variation(&[(0, 0), (2, 0), (1, 0), (1, 0)], 2);
    h.act(Action::View(cursor.clone()));
    h.settle();
    assert_eq!(h.game().view_last_ply().unwrap().san.to_string(), "e6");
    assert_eq!(
        rookery::chess::game::Game::from_position(
            h.game().view_position().clone(),
            shakmaty::CastlingMode::Standard
        )
        .fen(),
        "rnbqkbnr/pp3ppp/4p3/2pp4/3P4/4PN2/PPP2PPP/RNBQKB1R w KQkq - 0 4"
    );
    h.assert_board_matches_model();
    // The arrows step through the line being viewed, and out of it.
    h.key(KeyCode::ArrowLeft);
    assert_eq!(h.game().view_last_ply().unwrap().san.to_string(), "e3");
    h.key(KeyCode::ArrowLeft);
    assert_eq!(h.game().view_last_ply().unwrap().san.to_string(), "c5");
    h.key(KeyCode::ArrowRight);
    assert_eq!(h.game().view_last_ply().unwrap().san.to_string(), "dxc5");
    h.settle();
    h.assert_board_matches_model();
    // Moves cannot be played into a record.
    assert!(h.game().is_viewing_past());
}

#[test]
fn continue_from_here_starts_a_live_game_with_those_moves() {
    let mut h = Harness::new();
    open(&mut h, &fixture("annotated.pgn"));
    // 1. d4 d5 2. c4 in the first variation.
    h.act(Action::View(ViewCursor::in_variation(&[(0, 0)], 3)));
    let continued = h.game().continued_from_view();
    h.start(NewGame::timed(continued, TimeControl::fischer_minutes(5, 3)).named("Alice", "Bob"));
    h.settle();
    assert_eq!(h.game().mode(), GameMode::Live);
    assert_eq!(h.sans(), ["d4", "d5", "c4"]);
    assert_eq!(h.game().status(), Status::Ongoing);
    assert!(h.session().clock().is_some());
    // The board takes Black's move now.
    h.tap(shakmaty::Square::E7);
    h.tap(shakmaty::Square::E6);
    h.settle();
    assert_eq!(h.sans(), ["d4", "d5", "c4", "e6"]);
    // A new, unsaved game: no file, marked as changed; the title names
    // its players.
    assert_eq!(origin(&h).path, None);
    assert_eq!(title(&h), "Rookery — Alice vs Bob *");
    assert_eq!(origin(&h).tags.get("TimeControl"), Some("300+3"));
}

#[test]
fn save_writes_what_the_core_writes_and_marks_the_game_saved() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = Harness::new();
    open(&mut h, &fixture("annotated.pgn"));
    let target = dir.path().join("saved.pgn");
    h.file(FileCommand::SaveTo(target.clone()));
    let written = fs::read_to_string(&target).unwrap();
    let tags = h.session().tags();
    assert_eq!(written, to_pgn(&tags, h.game()));
    // It reopens identically.
    let again = read_str(&written).remove(0);
    let first = read_str(&fs::read_to_string(fixture("annotated.pgn")).unwrap()).remove(0);
    assert_eq!(again, first);
    assert_eq!(title(&h), "Rookery — saved.pgn — Alice vs Bob");

    // A live game is dirty until saved; Save asks where the first time (the
    // path field here, as the tests have no dialog).
    h.start(NewGame::untimed(rookery::chess::game::Game::new()));
    h.tap(shakmaty::Square::E2);
    h.tap(shakmaty::Square::E4);
    h.settle();
    assert!(title(&h).ends_with('*'));
    h.file(FileCommand::Save);
    h.update();
    let prompt = h.res::<PathPrompt>().0.clone().unwrap();
    assert_eq!(prompt.purpose, PromptPurpose::Save);
    let offered = prompt.default_name.clone().unwrap();
    assert!(offered.ends_with(".pgn"), "{offered}");
    assert_eq!(prompt.text, "", "the field starts empty");
    assert!(prompt.path().unwrap().ends_with(&offered));
    let mut typed = prompt.clone();
    typed.text = "club/round1".into();
    assert!(typed.path().unwrap().ends_with("club/round1.pgn"));
    let live = dir.path().join("live.pgn");
    h.file(FileCommand::SaveTo(live.clone()));
    let text = fs::read_to_string(&live).unwrap();
    assert!(text.contains("[Event \"Casual game\"]"), "{text}");
    assert!(text.contains("\n1. e4 *\n"), "{text}");
    assert!(!title(&h).ends_with('*'), "{}", title(&h));
    // Save now writes to the same file.
    h.tap(shakmaty::Square::E7);
    h.tap(shakmaty::Square::E5);
    h.settle();
    h.file(FileCommand::Save);
    assert!(fs::read_to_string(&live).unwrap().contains("1. e4 e5 *"));
}

#[test]
fn a_notice_goes_when_the_game_changes_after_it() {
    use shakmaty::Square;
    let dir = tempfile::tempdir().unwrap();
    let mut h = Harness::new();
    h.play(&[(Square::E2, Square::E4), (Square::E7, Square::E5)]);
    // A failed save: said, and gone once another game is on the board.
    h.file(FileCommand::SaveTo("/proc/x.pgn".into()));
    assert!(notice(&h).starts_with("Could not save /proc/x.pgn"));
    // Browsing changes nothing it says.
    h.key(KeyCode::ArrowLeft);
    h.key(KeyCode::ArrowRight);
    assert!(notice(&h).starts_with("Could not save /proc/x.pgn"));
    h.start(NewGame::untimed(rookery::chess::game::Game::new()));
    h.play(&[(Square::D2, Square::D4)]);
    assert_eq!(notice(&h), "");
    // Saved: true until the next move.
    let path = dir.path().join("saved1.pgn");
    h.file(FileCommand::SaveTo(path.clone()));
    assert_eq!(notice(&h), "Saved saved1.pgn.");
    assert!(!h.session().is_dirty());
    h.update();
    assert_eq!(notice(&h), "Saved saved1.pgn.");
    h.play(&[(Square::D7, Square::D5)]);
    assert!(h.session().is_dirty());
    assert_eq!(notice(&h), "");
}

#[test]
fn a_failed_save_leaves_the_old_file_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = Harness::new();
    open(&mut h, &fixture("annotated.pgn"));
    // A folder that does not exist.
    let folder_before = h.res::<PlayerSettings>().0.last_folder.clone();
    let nowhere = dir.path().join("missing").join("game.pgn");
    h.file(FileCommand::SaveTo(nowhere.clone()));
    assert_eq!(
        notice(&h),
        format!(
            "Could not save {}: there is no folder {}. Nothing on disk was changed.",
            nowhere.display(),
            dir.path().join("missing").display()
        )
    );
    assert!(!nowhere.exists());
    // A folder that cannot take a new file: said so, not "no such file".
    h.file(FileCommand::SaveTo("/proc/test.pgn".into()));
    assert_eq!(
        notice(&h),
        "Could not save /proc/test.pgn: the folder /proc cannot be written to. Nothing on \
         disk was changed."
    );
    // The dialogs still start in the folder that last worked.
    assert_eq!(h.res::<PlayerSettings>().0.last_folder, folder_before);
    // A file that cannot be replaced (a folder stands there): the folder
    // and its contents stay, and no temporary file is left behind.
    let blocked = dir.path().join("blocked.pgn");
    fs::create_dir(&blocked).unwrap();
    fs::write(blocked.join("keep.txt"), "keep").unwrap();
    h.file(FileCommand::SaveTo(blocked.clone()));
    assert!(notice(&h).starts_with("Could not save"), "{}", notice(&h));
    assert_eq!(
        fs::read_to_string(blocked.join("keep.txt")).unwrap(),
        "keep"
    );
    let left: Vec<_> = fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(left.len(), 1, "no temporary file is left: {left:?}");
}

#[test]
fn write_back_copies_every_other_game_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    let path = many_games(dir.path(), 5);
    let original = fs::read(&path).unwrap();
    let mut h = Harness::new();
    open(&mut h, &path);
    h.file(FileCommand::OpenGame(2));
    h.update();
    // The game as an annotator changed it: a comment before the moves.
    let mut game = h.game().clone();
    game.comments_before_mut().push("Annotated".into());
    let edited = Session::new(
        NewGame {
            game,
            control: None,
            names: shakmaty::ByColor::new_with(|side| h.session().name(side).to_owned()),
            computer: Default::default(),
            practice: false,
            exercise: false,
            origin: Some(Box::new(origin(&h).clone())),
        },
        std::time::Instant::now(),
    );
    h.app.world_mut().insert_resource(GameSession(edited));
    h.update();
    h.file(FileCommand::Save);
    // The file holds other games: the player chooses.
    assert!(h.res::<SaveChoice>().0);
    h.file(FileCommand::WriteBack);
    let written = fs::read(&path).unwrap();
    let list = h.res::<GameList>();
    let games = read_str(std::str::from_utf8(&written).unwrap());
    assert_eq!(games.len(), 5);
    assert_eq!(games[2].game.comments_before(), ["Annotated"]);
    // The other games' bytes are the original's.
    let orig_games: Vec<_> = rookery::chess::pgn::Indexer::new(&original[..])
        .map(Result::unwrap)
        .collect();
    for i in [0, 1, 3, 4] {
        let old = &original[orig_games[i].range.start as usize..orig_games[i].range.end as usize];
        let new = &written[{
            let r = list.games.get(i).unwrap().range();
            r.start as usize..r.end as usize
        }];
        assert_eq!(
            String::from_utf8_lossy(old).trim_end(),
            String::from_utf8_lossy(new).trim_end(),
            "game {i}"
        );
    }
    assert!(
        notice(&h).contains("other 4 games are unchanged"),
        "{}",
        notice(&h)
    );

    // A file changed on disk since it was opened is not overwritten.
    fs::write(&path, "[White \"Someone else\"]\n\n1. d4 *\n").unwrap();
    h.file(FileCommand::WriteBack);
    assert!(notice(&h).contains("changed on disk"), "{}", notice(&h));
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        "[White \"Someone else\"]\n\n1. d4 *\n"
    );
}

#[test]
fn without_a_dialog_service_a_path_field_is_offered() {
    let mut h = Harness::new();
    h.file(FileCommand::OpenDialog);
    h.update();
    let prompt = h.res::<PathPrompt>().0.clone();
    let prompt = prompt.expect("the path field appears");
    assert_eq!(prompt.purpose, PromptPurpose::Open);
    assert!(
        prompt.reason.english().contains("No file dialog"),
        "{}",
        prompt.reason
    );
}

#[test]
fn paste_opens_pgn_starts_from_a_fen_and_refuses_the_rest() {
    let mut h = Harness::new();
    h.file(FileCommand::Paste(
        "[White \"Capablanca\"]\n\n1. d4 d5 2. c4 *".into(),
    ));
    h.update();
    h.update();
    assert_eq!(h.sans(), ["d4", "d5", "c4"]);
    assert_eq!(names(&h).0, "Capablanca");

    h.file(FileCommand::Paste(
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\n".into(),
    ));
    h.update();
    assert_eq!(h.game().fen(), "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    assert_eq!(h.game().mode(), GameMode::Live);

    let before = h.game().revision();
    h.file(FileCommand::Paste("shopping list: eggs".into()));
    h.update();
    assert!(
        notice(&h).contains("neither PGN nor a FEN"),
        "{}",
        notice(&h)
    );
    assert_eq!(h.game().revision(), before);

    // Copy FEN copies the viewed position.
    h.file(FileCommand::CopyFen);
    assert_eq!(h.res::<LastCopied>().0, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
}

/// Sets the list's search (as typing in its box does) and lets the rows
/// follow.
fn search(h: &mut Harness, text: &str) -> Vec<u32> {
    h.app.world_mut().resource_mut::<GameList>().view.query = text.to_owned();
    h.update();
    h.res::<GameList>().rows().to_vec()
}

#[test]
fn the_list_search_ignores_accents_and_case_and_starts_empty_for_each_file() {
    let dir = tempfile::tempdir().unwrap();
    let names = "[White \"Réti, Richard\"]\n[Black \"Nimzowitsch, Aron\"]\n\
                 [WhiteElo \"2600\"]\n\n1. Nf3 *\n\n\
                 [White \"Capablanca\"]\n[Black \"Alekhine\"]\n[BlackElo \"2700\"]\n\n1. e4 *\n\n\
                 [White \"Ретi\"]\n[Black \"Černý\"]\n\n1. d4 *\n";
    let first = dir.path().join("names.pgn");
    fs::write(&first, names).unwrap();
    let mut h = Harness::new();
    open(&mut h, &first);
    assert_eq!(search(&mut h, "Reti"), [0]);
    assert_eq!(search(&mut h, "nimzowitsch"), [0]);
    assert_eq!(search(&mut h, "CERNY"), [2]);
    assert_eq!(search(&mut h, "zowitsch"), Vec::<u32>::new());
    // The Elo columns sort each side's rating.
    h.app.world_mut().resource_mut::<GameList>().view.sort = Some((Column::BlackElo, true));
    assert_eq!(search(&mut h, ""), [1, 0, 2]);
    h.app.world_mut().resource_mut::<GameList>().view.sort = Some((Column::WhiteElo, true));
    assert_eq!(search(&mut h, ""), [0, 1, 2]);
    // A search left in the box does not follow to the next file.
    search(&mut h, "nobody");
    let second = many_games(dir.path(), 40);
    open(&mut h, &second);
    let list = h.res::<GameList>();
    assert_eq!(list.view.query, "");
    assert_eq!(list.view.sort, None);
    assert_eq!(list.rows().len(), 40);
}

#[test]
fn a_binary_file_is_not_a_pgn_file_and_nothing_is_listed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ls.pgn");
    // Bytes as a program has them: no tag pair, no move.
    let bytes: Vec<u8> = (0..200_000u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    fs::write(&path, bytes).unwrap();
    let mut h = Harness::new();
    open(&mut h, &path);
    assert_eq!(
        notice(&h),
        "ls.pgn is not a PGN file: its first 64 KB hold no tag pair and no move. Nothing was \
         changed."
    );
    let list = h.res::<GameList>();
    assert!(list.is_empty() && !list.shown);
}

#[test]
fn the_title_names_a_listed_file_and_recent_games_list_newest_first() {
    let dir = tempfile::tempdir().unwrap();
    let path = many_games(dir.path(), 30);
    let mut h = Harness::new();
    open(&mut h, &path);
    assert_eq!(title(&h), "Rookery — many.pgn");
    let archive = dir.path().join("games.pgn");
    fs::copy(&path, &archive).unwrap();
    h.file(FileCommand::OpenRecent(archive));
    let list = h.res::<GameList>();
    assert_eq!(list.rows().to_vec()[..3], [29, 28, 27]);
    assert_eq!(title(&h), "Rookery — games.pgn");
}

#[test]
fn compressed_files_and_zip_archives_open_and_games_come_from_one_decoded_copy() {
    let mut h = Harness::new();
    let zst = fixture("packed/setup.pgn.zst");
    open(&mut h, &zst);
    assert_eq!(h.res::<GameList>().len(), 5);
    assert_eq!(notice(&h), "setup.pgn.zst: 5 games.");
    h.file(FileCommand::OpenGame(1));
    assert_eq!(origin(&h).tags.get("Event"), Some("Chess960, X-FEN"));
    assert_eq!(origin(&h).entry, Some(1));
    // A game is never written back into a compressed file.
    h.file(FileCommand::WriteBack);
    assert_eq!(
        notice(&h),
        "setup.pgn.zst is zstd compressed: Rookery does not write into it. Use Save as."
    );
    // Decoded once, into the cache: the copy and its marker; beside them
    // the explorer's index of the file and its kept list.
    let mut cached: Vec<String> = fs::read_dir(h.cache.path().join("decoded"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    cached.sort();
    assert_eq!(cached.len(), 4, "{cached:?}");
    let index = cached.remove(0);
    assert!(
        index.starts_with("explorer-") && index.ends_with(".bin"),
        "{index}"
    );
    let list = cached.remove(0);
    assert!(
        list.starts_with("list-") && list.ends_with(".bin"),
        "{list}"
    );
    assert!(cached[0].starts_with("setup.pgn.zst-") && cached[0].ends_with(".pgn"));
    assert_eq!(cached[1], format!("{}.done", cached[0]));
    // A zip of one PGN file (The Week in Chess) lists it.
    open(&mut h, &fixture("packed/twic1500g.zip"));
    assert_eq!(h.res::<GameList>().len(), 5);
    // A zip of several asks which, and opens the one chosen.
    let zip = fixture("packed/two.zip");
    open(&mut h, &zip);
    assert_eq!(notice(&h), "two.zip holds 2 PGN files: choose one.");
    assert_eq!(
        h.res::<GameList>().choose,
        Some((
            zip.clone(),
            vec!["twic1500.pgn".to_owned(), "annotated.pgn".to_owned()]
        ))
    );
    h.file(FileCommand::OpenEntry(zip, "annotated.pgn".to_owned()));
    assert_eq!(h.res::<GameList>().choose, None);
    h.settle();
    assert_eq!(h.game().ply_count(), 16);
    assert_eq!(origin(&h).tags.get("White"), Some("Alice"));
}

#[test]
fn a_listed_file_changed_on_disk_is_not_read_from_old_offsets_and_reloads() {
    let dir = tempfile::tempdir().unwrap();
    let path = many_games(dir.path(), 30);
    let mut h = Harness::new();
    open(&mut h, &path);
    h.file(FileCommand::OpenGame(2));
    assert_eq!(origin(&h).tags.get("Event"), Some("Open 3"));
    // Another program writes a game in front of the others.
    let text = fs::read_to_string(&path).unwrap();
    fs::write(
        &path,
        format!("[Event \"New\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. d4 *\n\n{text}"),
    )
    .unwrap();
    h.file(FileCommand::OpenGame(4));
    assert_eq!(
        notice(&h),
        "many.pgn changed on disk since it was listed: reload it to read its games."
    );
    assert!(h.res::<GameList>().stale);
    // Nothing was read from the old offsets: the game shown stays.
    assert_eq!(origin(&h).tags.get("Event"), Some("Open 3"));
    // Reload lists the file as it is now.
    open(&mut h, &path);
    let list = h.res::<GameList>();
    assert_eq!((list.len(), list.stale), (31, false));
    h.file(FileCommand::OpenGame(4));
    assert_eq!(origin(&h).tags.get("Event"), Some("Open 4"));
}

#[test]
fn a_first_save_starts_in_the_documents_folder_not_at_the_root() {
    let mut h = Harness::new();
    h.tap(shakmaty::Square::E2);
    h.tap(shakmaty::Square::E4);
    h.settle();
    h.file(FileCommand::Save);
    h.update();
    let prompt = h.res::<PathPrompt>().0.clone().unwrap();
    let documents = rookery::desktop::files::documents_folder();
    assert!(documents.is_some(), "a home folder");
    assert_eq!(prompt.folder, documents);
    assert_ne!(prompt.folder.as_deref(), Some(std::path::Path::new("/")));
}
