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
    resvg::render(&tree, tiny_skia::Transform::identity(), &mut pixmap.as_mut());
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
    let tree = usvg::Tree::from_str(&diagram.svg(palette, size), options())
        .map_err(|e| e.to_string())?;
    let px = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(px.width(), px.height())
        .ok_or_else(|| "the image has no size".to_owned())?;
    resvg::render(&tree, tiny_skia::Transform::identity(), &mut pixmap.as_mut());
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
        let (width, height) = (options.size.max(16), diagrams[0].height(options.size.max(16)));
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
