//! Diagrams as files: the SVG of [`crate::chess::diagram`] rasterised with
//! resvg (with Rookery's own font for the coordinates and the caption) to
//! PNG, and a game's main line as an animated GIF (the `gif` crate), one
//! frame per position, as lichess's GIF export.

use std::sync::{Arc, OnceLock};

use resvg::{tiny_skia, usvg};

use crate::chess::diagram::{Diagram, Palette};
use crate::chess::game::Game;

/// The font of the coordinates and the caption (the app's own).
const FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

/// The image formats a diagram is written as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// A PNG picture.
    Png,
    /// Vector art.
    Svg,
    /// An animated GIF of the main line.
    Gif,
}

impl Format {
    /// The format a file name asks for by its extension.
    pub fn of_path(path: &std::path::Path) -> Option<Format> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        match ext.as_str() {
            "png" => Some(Format::Png),
            "svg" => Some(Format::Svg),
            "gif" => Some(Format::Gif),
            _ => None,
        }
    }
}

fn options() -> &'static usvg::Options<'static> {
    static OPTIONS: OnceLock<usvg::Options<'static>> = OnceLock::new();
    OPTIONS.get_or_init(|| {
        let mut options = usvg::Options::default();
        let mut fonts = usvg::fontdb::Database::new();
        fonts.load_font_data(FONT.to_vec());
        fonts.set_sans_serif_family("DejaVu Sans");
        options.fontdb = Arc::new(fonts);
        options
    })
}

/// An SVG document rasterised: straight-alpha RGBA, its width and height.
pub fn rasterise(svg: &str) -> Result<(u32, u32, Vec<u8>), String> {
    let tree = usvg::Tree::from_str(svg, options()).map_err(|e| e.to_string())?;
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height())
        .ok_or_else(|| "the image has no size".to_owned())?;
    resvg::render(
        &tree,
        tiny_skia::Transform::identity(),
        &mut pixmap.as_mut(),
    );
    let rgba = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    Ok((size.width(), size.height(), rgba))
}

/// A diagram as a PNG file's bytes, `size` pixels wide.
pub fn png(diagram: &Diagram, palette: &Palette, size: u32) -> Result<Vec<u8>, String> {
    let tree =
        usvg::Tree::from_str(&diagram.svg(palette, size), options()).map_err(|e| e.to_string())?;
    let px = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(px.width(), px.height())
        .ok_or_else(|| "the image has no size".to_owned())?;
    resvg::render(
        &tree,
        tiny_skia::Transform::identity(),
        &mut pixmap.as_mut(),
    );
    pixmap.encode_png().map_err(|e| e.to_string())
}

/// What a game's GIF shows besides its positions.
#[derive(Debug, Clone)]
pub struct GifOptions {
    /// The board's width in pixels.
    pub size: u32,
    /// The side at the bottom.
    pub orientation: shakmaty::Color,
    /// Each frame's time on screen, in milliseconds (the last stays three
    /// times as long).
    pub delay_ms: u32,
    /// Coordinates along the edges.
    pub coordinates: bool,
    /// The last frame's caption: the players and the result.
    pub last_caption: Option<String>,
}

/// The main line of `game` as an animated GIF: one frame per position,
/// from the start, the last move highlighted, the caption on the last.
pub fn gif(game: &Game, palette: &Palette, options: &GifOptions) -> Result<Vec<u8>, String> {
    use shakmaty::Position;
    let mut diagrams = vec![Diagram {
        orientation: options.orientation,
        coordinates: options.coordinates,
        ..Diagram::new(game.initial_position().board().clone())
    }];
    for ply in game.plies() {
        diagrams.push(Diagram {
            orientation: options.orientation,
            coordinates: options.coordinates,
            last_move: ply.mv.and_then(|m| Some((m.from()?, m.to()))),
            ..Diagram::new(ply.position.board().clone())
        });
    }
    // Every frame the same size: the caption's strip on each when the
    // last has one (empty before it).
    if options.last_caption.is_some() {
        for diagram in &mut diagrams {
            diagram.caption = Some(String::new());
        }
    }
    if let Some(last) = diagrams.last_mut() {
        last.caption.clone_from(&options.last_caption);
    }
    let mut out = Vec::new();
    {
        let (width, height) = (
            options.size.max(16),
            diagrams[0].height(options.size.max(16)),
        );
        let mut encoder = gif::Encoder::new(
            &mut out,
            u16::try_from(width).map_err(|_| "too wide for a GIF")?,
            u16::try_from(height).map_err(|_| "too tall for a GIF")?,
            &[],
        )
        .map_err(|e| e.to_string())?;
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .map_err(|e| e.to_string())?;
        let count = diagrams.len();
        for (i, diagram) in diagrams.iter().enumerate() {
            let (w, h, mut rgba) = rasterise(&diagram.svg(palette, width))?;
            let mut frame = gif::Frame::from_rgba_speed(w as u16, h as u16, &mut rgba, 10);
            // In hundredths of a second; the last position stays longer.
            let delay = options.delay_ms / 10 * if i + 1 == count { 3 } else { 1 };
            frame.delay = u16::try_from(delay).unwrap_or(u16::MAX);
            encoder.write_frame(&frame).map_err(|e| e.to_string())?;
        }
    }
    Ok(out)
}

/// What `rookery --image IN --output OUT` asks.
#[derive(Debug, Clone)]
pub struct ImageJob {
    /// A FEN, or a PGN file whose first game is shown.
    pub input: String,
    /// The file written; its extension names the format.
    pub output: std::path::PathBuf,
    /// Black at the bottom.
    pub flip: bool,
    /// The board's width in pixels.
    pub size: u32,
    /// The board's colours.
    pub palette: Palette,
    /// A GIF's time per position, in milliseconds.
    pub delay_ms: u32,
}

/// Writes the image `job` asks for; what was written, in words, or what
/// could not be read or written.
pub fn write_image(job: &ImageJob) -> Result<String, String> {
    use shakmaty::{Color, Position};
    let format = Format::of_path(&job.output).ok_or_else(|| {
        format!(
            "{}: the output must end in .png, .svg or .gif",
            job.output.display()
        )
    })?;
    let (game, what, caption) = read_input(&job.input)?;
    let orientation = if job.flip { Color::Black } else { Color::White };
    let bytes = match format {
        Format::Gif => gif(
            &game,
            &job.palette,
            &GifOptions {
                size: job.size,
                orientation,
                delay_ms: job.delay_ms,
                coordinates: true,
                last_caption: caption,
            },
        )?,
        Format::Png | Format::Svg => {
            let last = game.plies().last();
            let end = crate::chess::game::ViewCursor::at(game.ply_count(), game.ply_count());
            let diagram = Diagram {
                orientation,
                last_move: last
                    .and_then(|p| p.mv)
                    .and_then(|m| Some((m.from()?, m.to()))),
                shapes: game.shapes(&end),
                ..Diagram::new(game.position().board().clone())
            };
            match format {
                Format::Svg => diagram.svg(&job.palette, job.size).into_bytes(),
                _ => png(&diagram, &job.palette, job.size)?,
            }
        }
    };
    crate::desktop::files::write_atomic(&job.output, &bytes)
        .map_err(|e| format!("could not write {}: {e}", job.output.display()))?;
    Ok(format!("{} written from {what}", job.output.display()))
}

/// The game `input` gives: a FEN's position, or a PGN file's first game.
/// With it, where it came from and the GIF's last caption.
fn read_input(input: &str) -> Result<(Game, String, Option<String>), String> {
    match Game::from_fen(input.trim()) {
        Ok(game) => return Ok((game, "the FEN".to_owned(), None)),
        // Written as a FEN, but not a position a game can have: say why.
        Err(e) if input.trim().parse::<shakmaty::fen::Fen>().is_ok() => {
            return Err(format!("{input}: not a position Rookery can show: {e}"));
        }
        Err(_) => {}
    }
    let bytes = std::fs::read(input).map_err(|e| {
        let looks_like_fen = input.contains('/') && !std::path::Path::new(input).exists();
        if looks_like_fen {
            format!("{input}: neither a FEN nor a file ({e})")
        } else {
            format!("could not read {input}: {e}")
        }
    })?;
    let not_pgn = || format!("{input} is not a PGN file (and not a FEN)");
    if !crate::chess::pgn::looks_like_pgn(&bytes) {
        return Err(not_pgn());
    }
    let first = crate::chess::pgn::Games::new(&bytes[..])
        .next()
        .ok_or_else(not_pgn)?;
    // A game with neither a move nor a tag a game has (a TOML file's
    // `[section]` reads as a tag) is no game.
    let known = ["Event", "White", "Black", "Result", "FEN"];
    if first.game.ply_count() == 0 && !known.iter().any(|t| first.tags.get(t).is_some()) {
        return Err(not_pgn());
    }
    let tag = |name: &str| first.tags.get(name).unwrap_or("?").to_owned();
    let caption = format!("{} – {}   {}", tag("White"), tag("Black"), tag("Result"));
    Ok((first.game, format!("{input}, game 1"), Some(caption)))
}
