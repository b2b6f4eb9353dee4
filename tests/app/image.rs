//! Diagrams and GIFs, checked by their content: a PNG's pixels at chosen
//! squares, the SVG as usvg reads it, the GIF as the gif crate decodes it;
//! and `rookery --image` from a terminal.

use std::process::Command;

use resvg::{tiny_skia, usvg};
use rookery::{
    chess::diagram::{Diagram, Palette},
    chess::game::{Brush, Shape},
    desktop::image::{GifOptions, gif, png},
};
use shakmaty::{Chess, Color, Position, Square};

use super::harness::fixture;

const SIZE: u32 = 400;
/// A square's side in pixels at [`SIZE`].
const Q: u32 = SIZE / 8;

fn pixels(png_bytes: &[u8]) -> tiny_skia::Pixmap {
    tiny_skia::Pixmap::decode_png(png_bytes).unwrap()
}

fn rgb(pixmap: &tiny_skia::Pixmap, x: u32, y: u32) -> [u8; 3] {
    let p = pixmap.pixel(x, y).unwrap().demultiply();
    [p.red(), p.green(), p.blue()]
}

/// The pixel a few pixels inside a square's top-right corner (away from
/// pieces and coordinates) as White sees the board.
fn corner_of(pixmap: &tiny_skia::Pixmap, square: Square) -> [u8; 3] {
    let (file, rank) = (u32::from(square.file()), u32::from(square.rank()));
    rgb(pixmap, file * Q + Q - 4, (7 - rank) * Q + 4)
}

/// How many pixels of a square's middle half differ from its colour: a
/// piece's.
fn piece_pixels(pixmap: &tiny_skia::Pixmap, square: Square, colour: [u8; 3]) -> usize {
    let (file, rank) = (u32::from(square.file()), u32::from(square.rank()));
    let (x0, y0) = (file * Q + Q / 4, (7 - rank) * Q + Q / 4);
    (0..Q / 2)
        .flat_map(|dy| (0..Q / 2).map(move |dx| (x0 + dx, y0 + dy)))
        .filter(|&(x, y)| rgb(pixmap, x, y) != colour)
        .count()
}

fn rgb_of(c: [u8; 4]) -> [u8; 3] {
    [c[0], c[1], c[2]]
}

#[test]
fn a_png_shows_the_theme_the_pieces_the_last_move_and_an_arrow() {
    let palette = Palette::BROWN;
    let mut position = Chess::default();
    let e4 = shakmaty::uci::UciMove::from_ascii(b"e2e4")
        .unwrap()
        .to_move(&position)
        .unwrap();
    position.play_unchecked(e4);
    let diagram = Diagram {
        last_move: Some((Square::E2, Square::E4)),
        shapes: vec![Shape::Arrow {
            from: Square::A3,
            to: Square::A6,
            brush: Brush::Red,
        }],
        ..Diagram::new(position.board().clone())
    };
    let image = pixels(&png(&diagram, &palette, SIZE).unwrap());
    assert_eq!((image.width(), image.height()), (SIZE, SIZE));
    // The theme's squares: a1 dark, h1 light, d4 dark and empty.
    assert_eq!(corner_of(&image, Square::A1), rgb_of(palette.dark));
    assert_eq!(corner_of(&image, Square::H1), rgb_of(palette.light));
    assert_eq!(piece_pixels(&image, Square::D4, rgb_of(palette.dark)), 0);
    // Pieces where they stand, none on e2.
    let light = rgb_of(palette.light);
    assert!(piece_pixels(&image, Square::D1, light) > (Q * Q / 4 / 4) as usize);
    assert!(piece_pixels(&image, Square::E8, light) > (Q * Q / 4 / 4) as usize);
    // e2 is light, and highlighted: neither the light colour nor a piece.
    let e2 = corner_of(&image, Square::E2);
    assert_ne!(e2, light);
    let e2_middle = rgb(&image, 4 * Q + Q / 2, 6 * Q + Q / 2);
    assert_eq!(e2_middle, e2, "e2 is empty: its middle is its highlight");
    // The red arrow along the a-file, between a4 and a5's centres.
    let red = rgb_of(palette.brushes[1]);
    for y in [4 * Q, 3 * Q + Q / 2] {
        let p = rgb(&image, Q / 2, y);
        assert!(
            p[0] > p[1] + 40 && p[0] > p[2] + 40,
            "the arrow is red at {y}: {p:?} (brush {red:?})"
        );
    }
    // Not beside it, at a4's top-right corner (a light square).
    assert_eq!(rgb(&image, Q - 3, 4 * Q + 3), light);
}

#[test]
fn the_svg_is_vector_art_with_every_piece() {
    let svg = Diagram::new(Chess::default().board().clone()).svg(&Palette::BROWN, SIZE);
    assert!(!svg.contains("<image"), "no picture inside");
    let tree = usvg::Tree::from_str(&svg, &usvg::Options::default()).unwrap();
    fn count(group: &usvg::Group, found: &mut Vec<String>) {
        for node in group.children() {
            if let usvg::Node::Group(g) = node {
                if g.id().starts_with("piece-") {
                    found.push(g.id().to_owned());
                }
                count(g, found);
            }
        }
    }
    let mut pieces = Vec::new();
    count(tree.root(), &mut pieces);
    pieces.sort();
    assert_eq!(pieces.len(), 32);
    assert!(pieces.contains(&"piece-e1".to_owned()));
    assert!(pieces.contains(&"piece-d8".to_owned()));
    assert!(!pieces.contains(&"piece-e4".to_owned()));
    // Vector paths for the pieces, at any size.
    assert!(tree.root().has_children());
}

#[test]
fn a_gif_has_a_frame_per_position_at_the_delay_asked() {
    let bytes = std::fs::read(fixture("multi.pgn")).unwrap();
    let game = rookery::chess::pgn::Games::new(&bytes[..])
        .next()
        .unwrap()
        .game;
    assert_eq!(game.ply_count(), 4);
    let options = GifOptions {
        size: 160,
        orientation: Color::Black,
        delay_ms: 700,
        coordinates: false,
        last_caption: Some("A – B   0-1".into()),
    };
    let out = gif(&game, &Palette::BROWN, &options).unwrap();
    let mut decoder = gif::DecodeOptions::new();
    decoder.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = decoder.read_info(&out[..]).unwrap();
    let (width, height) = (decoder.width(), decoder.height());
    assert_eq!(width, 160);
    assert!(height > 160, "a strip for the caption: {height}");
    let mut delays = Vec::new();
    let mut last = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        delays.push(frame.delay);
        last = frame.buffer.to_vec();
    }
    // The start and four moves; the last stays three times as long.
    assert_eq!(delays, [70, 70, 70, 70, 210]);
    // From Black's side: h1 is the top-left square (light); in the last
    // frame the queen that mated stands on h4, the square in column 1
    // (from the left) and row 4 (from the top).
    let q = 20;
    let at = |x: u32, y: u32| {
        let i = ((y * u32::from(width) + x) * 4) as usize;
        [last[i], last[i + 1], last[i + 2]]
    };
    let near = |a: [u8; 3], b: [u8; 4]| a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 12);
    assert!(
        near(at(q - 3, 3), Palette::BROWN.light),
        "h1: {:?}",
        at(q - 3, 3)
    );
    let queen = (0..q / 2)
        .flat_map(|dy| (0..q / 2).map(move |dx| (q / 4 + dx, 3 * q + q / 4 + dy)))
        .filter(|&(x, y)| {
            !near(at(x, y), Palette::BROWN.dark) && !near(at(x, y), Palette::BROWN.last_move)
        })
        .count();
    assert!(queen > 10, "the queen on h4: {queen} pixels");
}

#[test]
fn the_command_line_writes_png_svg_and_gif_and_names_what_it_cannot_read() {
    let dir = tempfile::tempdir().unwrap();
    let run = |input: &str, output: &str, extra: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_rookery"))
            .args(["--image", input, "--output"])
            .arg(dir.path().join(output))
            .args(extra)
            .env("XDG_CONFIG_HOME", dir.path())
            .output()
            .unwrap()
    };
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    let out = run(fen, "start.png", &["--size", "240"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let image = pixels(&std::fs::read(dir.path().join("start.png")).unwrap());
    assert_eq!((image.width(), image.height()), (240, 240));
    let pgn = fixture("multi.pgn");
    let pgn = pgn.to_str().unwrap();
    let out = run(pgn, "game.svg", &["--flip"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let svg = std::fs::read_to_string(dir.path().join("game.svg")).unwrap();
    // The last position: the queen on h4.
    assert!(svg.contains(r##"id="piece-h4" href="#bQ""##), "{svg:.400}");
    let out = run(pgn, "game.gif", &[]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let gif_bytes = std::fs::read(dir.path().join("game.gif")).unwrap();
    let mut decoder = gif::DecodeOptions::new().read_info(&gif_bytes[..]).unwrap();
    let mut frames = 0;
    while decoder.read_next_frame().unwrap().is_some() {
        frames += 1;
    }
    assert_eq!(frames, 5);
    // What cannot be read: exit 2, and the message names it.
    for (input, output, says) in [
        ("missing.pgn", "x.png", "could not read missing.pgn"),
        (env!("CARGO_MANIFEST_DIR"), "x.png", "could not read"),
        (
            concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"),
            "x.png",
            "is not a PGN file",
        ),
        (pgn, "x.jpg", "must end in .png, .svg or .gif"),
        (
            "8/8/8/8/8/8/8/8 w - - 0 1",
            "x.png",
            "8/8/8/8/8/8/8/8 w - - 0 1: not a position Rookery can show: \
             illegal position: the board is empty, a king is missing",
        ),
    ] {
        let out = run(input, output, &[]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{input}: {stderr}");
        assert!(stderr.contains(says), "{input}: {stderr}");
        assert!(!dir.path().join(output).exists());
    }
}

fn notice(h: &super::harness::Harness) -> (String, bool) {
    let notice = h
        .res::<rookery::app::notice::PanelNotice>()
        .0
        .clone()
        .unwrap();
    (notice.text(), notice.error)
}

#[test]
fn the_board_is_exported_as_the_player_sees_it_and_a_failed_write_says_why() {
    use rookery::app::files::{FileCommand, PathPrompt, PromptPurpose};
    let mut h = super::harness::Harness::new();
    h.play(&[(Square::E2, Square::E4), (Square::E7, Square::E5)]);
    h.act(rookery::chess::session::Action::Flip);
    let dir = tempfile::tempdir().unwrap();

    // PNG of the position shown, from Black's side, with the caption.
    let path = dir.path().join("board.png");
    h.file(FileCommand::ExportTo(path.clone()));
    assert_eq!(notice(&h), ("Saved board.png.".to_owned(), false));
    let image = pixels(&std::fs::read(&path).unwrap());
    assert_eq!(image.width(), 480);
    assert_eq!(image.height(), 480 + 40, "the caption's strip");
    // From Black's side e5 is the fourth row from the top, fourth column
    // from the left (files h..a): a black pawn there, on a light square
    // (highlighted as the last move).
    let q = 60;
    let highlighted = rgb(&image, 3 * q + q - 4, 3 * q + 4);
    let pawn = (0..q / 2)
        .flat_map(|dy| (0..q / 2).map(move |dx| (3 * q + q / 4 + dx, 3 * q + q / 4 + dy)))
        .filter(|&(x, y)| rgb(&image, x, y) != highlighted)
        .count();
    assert!(pawn > 100, "the pawn on e5: {pawn}");

    // SVG: vector, the pawns where they stand; GIF: one frame per
    // position.
    let svg = dir.path().join("board.svg");
    h.file(FileCommand::ExportTo(svg.clone()));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.contains(r##"id="piece-e5" href="#bP""##));
    assert!(text.contains("White – Black, after 1…e5"), "the caption");
    let gif_path = dir.path().join("game.gif");
    h.file(FileCommand::ExportTo(gif_path.clone()));
    assert_eq!(notice(&h), ("Saved game.gif.".to_owned(), false));
    let bytes = std::fs::read(&gif_path).unwrap();
    let mut decoder = gif::DecodeOptions::new().read_info(&bytes[..]).unwrap();
    let mut frames = 0;
    while decoder.read_next_frame().unwrap().is_some() {
        frames += 1;
    }
    assert_eq!(frames, 3);

    // A folder that does not exist: said, nothing written.
    let nowhere = dir.path().join("missing").join("board.png");
    h.file(FileCommand::ExportTo(nowhere.clone()));
    let (text, error) = notice(&h);
    assert!(
        error && text.starts_with("Could not save board.png"),
        "{text}"
    );
    assert!(!nowhere.exists());

    // Without a dialog service the path field asks, offering a PNG name.
    h.file(FileCommand::ExportDialog);
    let prompt = h.res::<PathPrompt>().0.clone().unwrap();
    assert_eq!(prompt.purpose, PromptPurpose::Export);
    assert!(
        prompt
            .default_name
            .as_deref()
            .is_some_and(|n| n.ends_with(".png")),
        "{prompt:?}"
    );
}
