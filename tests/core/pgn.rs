//! PGN import and export on the fixtures in `tests/fixtures/pgn/`: tags,
//! comments, NAGs, variations, clocks, set-ups, Chess960, encodings, lenient
//! notation, errors, round trips, the index, and hostile input.

use std::{fs, io::Cursor, path::PathBuf, time::Duration};

use rookery::{
    chess::game::{Game, Termination},
    chess::pgn::{
        Field, Games, Indexer, MAX_LINE, MAX_TAG_LINE_BYTES, MAX_VARIATION_DEPTH, PgnErrorKind,
        PgnGame, Tags, read_indexed, read_str, to_pgn,
    },
};
use shakmaty::{CastlingMode, Color, KnownOutcome, Position};

fn fixture_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/pgn")
        .join(name)
}

fn fixture(name: &str) -> Vec<PgnGame> {
    let bytes = fs::read(fixture_path(name)).unwrap();
    Games::new(&bytes[..]).collect()
}

fn sans(game: &Game) -> Vec<String> {
    game.plies().iter().map(|p| p.san.to_string()).collect()
}

const FIXTURES: [&str; 9] = [
    "annotated.pgn",
    "forms.pgn",
    "multi.pgn",
    "setup.pgn",
    "lenient.pgn",
    "record-past-endings.pgn",
    "latin1.pgn",
    "utf8-bom-crlf.pgn",
    "empty.pgn",
];

#[test]
fn every_tag_is_kept_in_file_order_with_escapes_decoded() {
    let game = &fixture("annotated.pgn")[0];
    let names: Vec<&str> = game.tags.iter().map(|(n, _)| n).collect();
    assert_eq!(
        names,
        [
            "Event",
            "Site",
            "Date",
            "Round",
            "White",
            "Black",
            "Result",
            "Annotator",
            "MyOwnTag",
            "WhiteElo"
        ]
    );
    assert_eq!(game.tags.get("Event"), Some("Club \"Open\" 2026"));
    assert_eq!(game.tags.get("Annotator"), Some("C:\\Chess"));
    assert_eq!(game.tags.get("MyOwnTag"), Some("kept, in order"));
}

#[test]
fn comments_nags_and_clocks_attach_to_their_moves() {
    let pgn = &fixture("annotated.pgn")[0];
    assert!(pgn.error.is_none(), "{:?}", pgn.error);
    let game = &pgn.game;
    assert_eq!(
        sans(game),
        "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O"
            .split(' ')
            .collect::<Vec<_>>()
    );
    assert_eq!(game.comments_before(), ["A comment before the first move."]);
    let plies = game.plies();
    // $1, !, ?, !!, ?!, !?, ??, $14 in order of the moves.
    let nags: Vec<Vec<u8>> = plies[..8].iter().map(|p| p.nags.clone()).collect();
    assert_eq!(
        nags,
        [
            vec![1],
            vec![1],
            vec![2],
            vec![3],
            vec![6],
            vec![5],
            vec![4],
            vec![14]
        ]
    );
    // A `;` comment keeps its `}`; the `%` line is not a comment.
    assert_eq!(plies[8].comments, ["a line comment with } inside"]);
    // `[%clk]` goes into the clock; other commands stay in the comment.
    assert_eq!(plies[9].clock, Some(Duration::from_secs(298)));
    assert!(plies[9].comments.is_empty());
    assert_eq!(plies[10].clock, Some(Duration::from_millis(291_500)));
    assert_eq!(plies[10].comments, ["[%eval 0.25] Solid."]);
    // Line breaks inside a comment are the writer's wrapping, not text.
    assert_eq!(plies[11].comments, ["A comment over two lines."]);
    assert_eq!(
        pgn.game.status().outcome(),
        Some(KnownOutcome::Decisive {
            winner: Color::White
        })
    );
}

#[test]
fn variations_nest_and_attach_to_the_move_they_replace() {
    let game = fixture("annotated.pgn").remove(0).game;
    // (1. d4 ...) replaces 1. e4: a variation on the very first move.
    let first = &game.plies()[0].variations;
    assert_eq!(first.len(), 1);
    let d4 = &first[0];
    assert_eq!(sans_of(&d4.plies), ["d4", "d5", "c4", "e6"]);
    assert_eq!(d4.plies[0].comments, ["Queen's pawn"]);
    // (2. Nf3 ...) replaces 2. c4, (2... c5 ...) replaces 2... Nf6, and
    // (3. e3 e6) replaces 3. dxc5: three levels deep.
    let nf3 = &d4.plies[2].variations[0];
    assert_eq!(sans_of(&nf3.plies), ["Nf3", "Nf6", "g3"]);
    let c5 = &nf3.plies[1].variations[0];
    assert_eq!(sans_of(&c5.plies), ["c5", "dxc5", "e6"]);
    let e3 = &c5.plies[1].variations[0];
    assert_eq!(sans_of(&e3.plies), ["e3", "e6"]);
    // Each variation's positions follow from the position it branches from.
    assert_eq!(
        shakmaty::fen::Fen::from_position(&e3.plies[1].position, shakmaty::EnPassantMode::Legal)
            .to_string(),
        "rnbqkbnr/pp3ppp/4p3/2pp4/3P4/4PN2/PPP2PPP/RNBQKB1R w KQkq - 0 4"
    );
}

fn sans_of(plies: &[rookery::chess::game::Ply]) -> Vec<String> {
    plies.iter().map(|p| p.san.to_string()).collect()
}

#[test]
fn an_illegal_move_stops_its_game_only_and_keeps_the_good_part() {
    let games = fixture("multi.pgn");
    assert_eq!(games.len(), 3);
    assert!(games[0].error.is_none());
    assert_eq!(
        games[0].game.status().termination(),
        Some(Termination::Checkmate)
    );
    let error = games[1].error.as_ref().expect("game 2 has an illegal move");
    assert_eq!(
        error.to_string(),
        "game 2, 5...: illegal move Bxd4 in the position after 5.d4"
    );
    assert_eq!(games[1].game.ply_count(), 9, "the moves before the error");
    // The truncated last game keeps its moves and says what broke.
    let error = games[2].error.as_ref().expect("game 3 is truncated");
    assert!(matches!(error.kind, PgnErrorKind::Syntax(_)), "{error}");
    assert!(
        error.to_string().contains("unterminated comment"),
        "{error}"
    );
    assert_eq!(games[2].game.ply_count(), 11);
}

#[test]
fn set_up_positions_and_chess960() {
    let games = fixture("setup.pgn");
    let from_fen = &games[0];
    assert!(from_fen.error.is_none());
    assert_eq!(from_fen.game.initial_position().fullmoves().get(), 40);
    assert_eq!(sans(&from_fen.game), ["e4", "Kd7", "e5", "Ke6"]);

    for (i, castles) in [(1, ["O-O", "O-O-O"]), (2, ["O-O-O", "O-O"])] {
        let game = &games[i];
        assert!(game.error.is_none(), "{:?}", game.error);
        assert_eq!(game.game.castling_mode(), CastlingMode::Chess960);
        assert_eq!(sans(&game.game)[..2], castles);
    }
    let error = games[3].error.as_ref().unwrap();
    assert_eq!(
        error.to_string(),
        "game 4: unsupported variant Atomic (Rookery plays standard chess and Chess960)"
    );
    // Castling rights without their rook (an odds game) are dropped, as
    // lichess does.
    assert!(games[4].error.is_none(), "{:?}", games[4].error);
    assert_eq!(sans(&games[4].game), ["e4", "e5"]);
}

#[test]
fn lenient_notation_reads_as_lichess_reads_it() {
    let games = fixture("lenient.pgn");
    let expect = [
        "e4 e5 Nf3 Nc6 Bc4 Nf6 O-O Bc5 d3 O-O Bg5 h6 Bxf6 Qxf6",
        "e4 Nf6 e5 d5 exd6 exd6 d4 a6 d5 c5 dxc6 bxc6",
        "b8=Q Kf2",
        "b8=N Kf2",
        "Ra8#",
        "e4 e5 Nf3 Nf6 Bc4 Bc5 O-O O-O d3",
    ];
    for (game, expected) in games.iter().zip(expect) {
        assert!(game.error.is_none(), "{:?}", game.error);
        assert_eq!(sans(&game.game).join(" "), expected);
    }
    // `Nf3!?` keeps its glyph; a lone `±` is $16.
    assert_eq!(games[0].game.plies()[2].nags, [5]);
    assert_eq!(games[5].game.plies()[8].nags, [16]);
    assert_eq!(
        games[4].game.status().termination(),
        Some(Termination::Checkmate)
    );
}

#[test]
fn unreadable_tokens_and_null_moves_are_errors_that_name_them() {
    let games = fixture("lenient.pgn");
    let unreadable = games[6].error.as_ref().unwrap();
    assert_eq!(
        unreadable.to_string(),
        "game 7, 5.: \"Kingside\" in the position after 4...Nf6 is not a move, move number, \
         NAG or result"
    );
    assert_eq!(games[6].game.ply_count(), 8);
    // `--` and `Z0` are null moves, read whole.
    for (game, expected) in [(&games[7], "e4 e5 Nf3 -- d4"), (&games[8], "d4 -- c4")] {
        assert!(game.error.is_none(), "{:?}", game.error);
        assert_eq!(sans(&game.game).join(" "), expected);
    }
}

#[test]
fn capture_marks_left_out_or_put_in_read_when_only_one_move_fits() {
    let games = fixture("forms.pgn");
    assert!(games[0].error.is_none(), "{:?}", games[0].error);
    assert_eq!(
        sans(&games[0].game).join(" "),
        "e4 d5 exd5 Qxd5 Nc3 Qa5 d4 c6 Nf3 Bg4 Be2 Bxf3"
    );
    assert_eq!(
        games[1].error.as_ref().unwrap().to_string(),
        "game 2, 1.: ambiguous move Nd5 in the starting position: more than one piece can make it"
    );
    assert_eq!(games[1].game.ply_count(), 0);
}

#[test]
fn coordinates_read_for_every_piece_and_castling() {
    let games = fixture("forms.pgn");
    assert!(games[2].error.is_none(), "{:?}", games[2].error);
    assert_eq!(
        sans(&games[2].game).join(" "),
        "Nf3 c5 e4 Nc6 Bb5 g6 O-O Bg7 Bxc6 dxc6 d4 cxd4"
    );
    let chess960 = &games[3];
    assert!(chess960.error.is_none(), "{:?}", chess960.error);
    assert_eq!(chess960.game.castling_mode(), CastlingMode::Chess960);
    assert_eq!(sans(&chess960.game).join(" "), "O-O Kc7 e8=Q Kb6");
    // Written back as SAN.
    let written = to_pgn(&chess960.tags, &chess960.game);
    assert!(written.ends_with("1. O-O Kc7 2. e8=Q Kb6 *\n"), "{written}");
}

#[test]
fn null_moves_pass_the_turn_and_write_back_exactly() {
    let games = fixture("forms.pgn");
    let nulls = &games[4];
    assert!(nulls.error.is_none(), "{:?}", nulls.error);
    let game = &nulls.game;
    assert_eq!(sans(game).join(" "), "e4 e5 Nf3 Nc6 Bb5 -- O-O -- d4");
    // The position after a pass: the other side to move, no en passant.
    let pass = &game.plies()[5];
    assert!(pass.is_null());
    assert_eq!(
        shakmaty::fen::Fen::from_position(&pass.position, shakmaty::EnPassantMode::Legal)
            .to_string(),
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
    );
    // In a variation, with a comment and a variation of its own.
    let variation = &game.plies()[3].variations[0];
    assert!(variation.plies[0].is_null());
    assert_eq!(variation.plies[0].comments, ["if Black passes"]);
    assert_eq!(variation.plies[1].san.to_string(), "Nxe5");
    assert_eq!(
        variation.plies[1].variations[0].plies[0].san.to_string(),
        "--"
    );
    let written = to_pgn(&nulls.tags, game);
    let movetext = written.split("\n\n").nth(1).unwrap().replace('\n', " ");
    assert_eq!(
        movetext,
        "1. e4 e5 2. Nf3 Nc6 (2... -- { if Black passes } 3. Nxe5 (3. -- d5)) 3. Bb5 -- \
         4. O-O -- 5. d4 * "
    );
    let again = read_str(&written);
    assert!(again[0] == *nulls);
    assert_eq!(to_pgn(&again[0].tags, &again[0].game), written);
    // A pass cannot answer a check: the game stops there, saying why.
    assert_eq!(
        games[5].error.as_ref().unwrap().to_string(),
        "game 6, 2...: null move while in check in the position after 2.Qh5+"
    );
    assert_eq!(sans(&games[5].game).join(" "), "e4 f5 Qh5+");
}

#[test]
fn a_record_goes_on_past_fivefold_and_says_where_it_would_have_ended() {
    let pgn = &fixture("record-past-endings.pgn")[0];
    assert!(pgn.error.is_none());
    assert_eq!(pgn.game.ply_count(), 18);
    let ending = pgn.game.rule_ending().expect("fivefold repetition");
    assert_eq!(ending.ply, 16);
    assert_eq!(ending.termination, Termination::FivefoldRepetition);
    assert_eq!(pgn.game.status().result_str(), "1/2-1/2");
}

#[test]
fn latin1_and_utf8_with_bom_and_crlf_read_the_same() {
    let latin = &fixture("latin1.pgn")[0];
    let utf8 = &fixture("utf8-bom-crlf.pgn")[0];
    for game in [latin, utf8] {
        assert!(game.error.is_none());
        assert_eq!(game.tags.get("White"), Some("Réti, Richard"));
        assert_eq!(game.tags.get("Black"), Some("Sämisch"));
        assert_eq!(game.game.plies()[2].comments, ["Réti's opening"]);
    }
    assert!(latin == utf8);
}

#[test]
fn an_empty_file_has_no_games() {
    assert!(fixture("empty.pgn").is_empty());
    assert!(read_str("\n\n  \r\n").is_empty());
}

/// Every fixture, the hand-written ones and the inputs the fuzzer once
/// broke the reader with (`fuzz-*.pgn`).
fn all_fixtures() -> Vec<String> {
    let dir = fixture_path("");
    let mut names: Vec<String> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".pgn"))
        .collect();
    names.sort();
    for name in FIXTURES {
        assert!(names.iter().any(|n| n == name), "{name} is missing");
    }
    names
}

#[test]
fn tag_names_are_symbols_and_survive_a_round_trip() {
    // A broken tag line (a fuzzer's find): the name keeps its letters.
    let games = read_str("[Event)\"Open\"]\n[My Tag \"x\"]\n\n1. e4 *\n");
    assert_eq!(games[0].tags.get("Event"), Some("Open"));
    let written = to_pgn(&games[0].tags, &games[0].game);
    assert!(written.starts_with("[Event \"Open\"]\n"), "{written}");
    assert!(read_str(&written)[0] == games[0]);
}

#[test]
fn read_write_read_gives_the_same_games_and_write_is_stable() {
    for name in all_fixtures() {
        let name = name.as_str();
        for game in fixture(name) {
            let written = to_pgn(&game.tags, &game.game);
            let again = read_str(&written);
            assert_eq!(again.len(), 1, "{name} game {}:\n{written}", game.number);
            assert!(again[0] == game, "{name} game {}:\n{written}", game.number);
            assert!(again[0].error.is_none(), "{name}: {:?}", again[0].error);
            assert_eq!(
                to_pgn(&again[0].tags, &again[0].game),
                written,
                "{name} game {}",
                game.number
            );
            // Lines wrap at MAX_LINE; only a word longer than that (no
            // space to break at) stands on a line of its own.
            for line in written.lines().filter(|l| !l.starts_with('[')) {
                assert!(
                    line.chars().count() <= MAX_LINE || !line.contains(' '),
                    "{name}: {line}"
                );
            }
        }
    }
}

#[test]
fn the_writer_follows_the_standard() {
    let pgn = fixture("annotated.pgn").remove(0);
    let text = to_pgn(&pgn.tags, &pgn.game);
    let tag_lines: Vec<&str> = text.lines().take_while(|l| l.starts_with('[')).collect();
    assert_eq!(
        tag_lines,
        [
            r#"[Event "Club \"Open\" 2026"]"#,
            r#"[Site "Amsterdam"]"#,
            r#"[Date "2026.11.20"]"#,
            r#"[Round "3"]"#,
            r#"[White "Alice"]"#,
            r#"[Black "Bob"]"#,
            r#"[Result "1-0"]"#,
            r#"[Annotator "C:\\Chess"]"#,
            r#"[MyOwnTag "kept, in order"]"#,
            r#"[WhiteElo "2010"]"#,
        ]
    );
    let movetext = text.split("\n\n").nth(1).unwrap();
    let flat = movetext.replace('\n', " ");
    assert!(flat.starts_with("{ A comment before the first move. } 1. e4 $1 (1. d4"));
    // A Black move after a comment or a variation gets its number.
    assert!(
        flat.contains("{ Queen's pawn } 1... d5 2. c4"),
        "{movetext}"
    );
    assert!(
        flat.contains("2... e6) 1... e5 $1 2. Nf3 $2 Nc6 $3"),
        "{movetext}"
    );
    assert!(
        flat.contains(
            "5... Be7 { [%clk 0:04:58] } 6. Re1 { [%clk 0:04:51.5] [%eval 0.25] Solid. } 6... b5"
        ),
        "{movetext}"
    );
    // A comment holding `}` is written as a `;` comment, which ends its line.
    assert!(
        movetext.contains("\n; a line comment with } inside\n5... Be7"),
        "{movetext}"
    );
    assert!(movetext.trim_end().ends_with("O-O 1-0"));

    // Unknown roster values, a set-up position and Chess960.
    let games = fixture("setup.pgn");
    let text = to_pgn(&Tags::default(), &games[1].game);
    assert!(text.starts_with(
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n\
         [Black \"?\"]\n[Result \"*\"]\n[SetUp \"1\"]\n[FEN \""
    ));
    assert!(
        text.contains("\"]\n[Variant \"Chess960\"]\n\n1. O-O O-O-O"),
        "{text}"
    );
    // TimeControl and Termination come right after the roster.
    let mut tags = Tags::default();
    tags.set("Annotator", "x");
    tags.set("TimeControl", "300+2");
    let mut game = Game::new();
    game.play_san("e4").unwrap();
    game.resign(Color::Black).unwrap();
    let text = to_pgn(&tags, &game);
    assert!(text.contains(
        "[Result \"1-0\"]\n[TimeControl \"300+2\"]\n[Termination \"normal\"]\n[Annotator \"x\"]\n"
    ));
    assert!(text.ends_with("\n\n1. e4 1-0\n"));
}

#[test]
fn the_index_lists_games_and_opens_each_from_its_bytes() {
    let bytes = fs::read(fixture_path("multi.pgn")).unwrap();
    let entries: Vec<_> = Indexer::new(&bytes[..]).map(Result::unwrap).collect();
    assert_eq!(entries.len(), 3);
    assert_eq!(
        entries
            .iter()
            .map(|e| (e.event(), e.white(), e.black(), e.result(), e.plies))
            .collect::<Vec<_>>(),
        [
            ("First", "A", "B", "0-1", 4),
            ("Second", "C", "D", "*", 11),
            ("Third", "E", "F", "1/2-1/2", 11)
        ]
    );
    let imported = fixture("multi.pgn");
    let mut file = Cursor::new(&bytes);
    for (entry, full) in entries.iter().zip(&imported) {
        let game = read_indexed(&mut file, entry).unwrap();
        assert_eq!(game.number, full.number);
        assert!(game == *full);
        assert_eq!(game.error, full.error);
    }
    // Ranges do not overlap and lie inside the file.
    for pair in entries.windows(2) {
        assert!(pair[0].range.end <= pair[1].range.start);
    }
    assert!(entries.last().unwrap().range.end <= bytes.len() as u64);
    // Latin-1 names come out right in the index too.
    let latin = fs::read(fixture_path("latin1.pgn")).unwrap();
    let entry = Indexer::new(&latin[..]).next().unwrap().unwrap();
    assert_eq!(entry.white(), "Réti, Richard");
}

#[test]
fn the_index_keeps_every_listed_tag_and_both_ratings() {
    let text = "[Event \"Ev\"]\n[Site \"St\"]\n[Date \"1972.07.11\"]\n[Round \"6\"]\n\
                [White \" Fischer \"]\n[Black \"Spassky\"]\n[Result \"1-0\"]\n\
                [WhiteElo \"2785\"]\n[BlackElo \"-\"]\n[ECO \"D59\"]\n\
                [Opening \"QGD \\\"Tartakower\\\"\"]\n[Whiteelo \"1\"]\n\n1. c4 e6 1-0\n";
    let entry = Indexer::new(text.as_bytes()).next().unwrap().unwrap();
    assert_eq!(
        Field::ALL.map(|f| entry.get(f)),
        [
            "Fischer",
            "Spassky",
            "1-0",
            "1972.07.11",
            "Ev",
            "6",
            "D59",
            "St",
            "QGD \"Tartakower\""
        ]
    );
    assert_eq!(
        (entry.elo, entry.tags, entry.plies),
        ([Some(2785), None], 12, 2)
    );
}

#[test]
fn deep_nesting_is_capped_with_an_error_and_the_game_survives() {
    let mut text = String::from("1. e4 e5 ");
    for _ in 0..5000 {
        text.push_str("( 1... c5 ");
    }
    for _ in 0..5000 {
        text.push(')');
    }
    text.push_str(" 2. Nf3 *\n");
    let games = read_str(&text);
    assert_eq!(games.len(), 1);
    let game = &games[0];
    let error = game.error.as_ref().unwrap();
    assert_eq!(error.kind, PgnErrorKind::TooDeep);
    // The mainline goes on after the too-deep variation.
    assert_eq!(sans(&game.game), ["e4", "e5", "Nf3"]);
    let mut depth = 0;
    let mut plies = game.game.plies();
    while let Some(variation) = plies.iter().find_map(|p| p.variations.first()) {
        depth += 1;
        plies = &variation.plies;
    }
    assert_eq!(depth, MAX_VARIATION_DEPTH);
    // Clone, compare, write and drop it all without overflowing the stack.
    let copy = game.clone();
    assert!(copy == *game);
    let written = to_pgn(&copy.tags, &copy.game);
    assert!(read_str(&written)[0] == copy);
    drop(copy);
}

#[test]
fn hostile_input_never_panics() {
    // A 10 MB comment is cut to 1 MiB with a note.
    let mut text = String::from("1. e4 { ");
    text.push_str(&"word ".repeat(2_000_000));
    text.push_str("} e5 *\n");
    let games = read_str(&text);
    let comment = &games[0].game.plies()[0].comments[0];
    assert!(comment.len() <= (1 << 20) + 100);
    assert!(comment.ends_with("[comment cut: longer than 1 MiB]"));
    assert_eq!(games[0].game.ply_count(), 2);

    // A 100 KB tag value is more than a tag line may hold: that game says
    // so, and the next game reads as usual.
    let long = "x".repeat(100_000);
    let games = read_str(&format!(
        "[Event \"{long}\"]\n\n1. e4 *\n\n[Event \"Next\"]\n\n1. d4 *\n"
    ));
    let first = games[0].error.as_ref().expect("a tag over the limit");
    assert!(first.to_string().contains("unterminated tag"), "{first}");
    let next = games
        .iter()
        .find(|g| g.tags.get("Event") == Some("Next"))
        .unwrap();
    assert!(next.error.is_none());
    assert_eq!(sans(&next.game), ["d4"]);
    // A tag value within the limit is read whole.
    let long = "y".repeat(MAX_TAG_LINE_BYTES - 100);
    let games = read_str(&format!("[Annotator \"{long}\"]\n\n1. e4 *\n"));
    assert_eq!(
        games[0].tags.get("Annotator").map(str::len),
        Some(long.len())
    );

    // Binary garbage: a cheap generator, many seeds.
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    for _ in 0..200 {
        let bytes: Vec<u8> = (0..2000)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                // Bias towards PGN's own characters so the parser gets deep.
                let pick =
                    b"[]{}()\";%$!?.-+#=/\n 0123456789abcdefghKQRBNOxZ\xef\xbb\xbf\xe2\x80\x91";
                if state.is_multiple_of(3) {
                    (state >> 8) as u8
                } else {
                    pick[(state >> 16) as usize % pick.len()]
                }
            })
            .collect();
        for game in Games::new(&bytes[..]) {
            let written = to_pgn(&game.tags, &game.game);
            let again = read_str(&written);
            assert_eq!(again.len(), 1, "{written}");
        }
        for entry in Indexer::new(&bytes[..]) {
            let Ok(entry) = entry else { break };
            assert!(entry.range.end as usize <= bytes.len());
        }
    }
}
