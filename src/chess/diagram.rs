//! A position as an image a player shares: an SVG of the board as Rookery
//! shows it (its colours, its own pieces, coordinates, the last move,
//! arrows and circles), from either side, with an optional caption. Real
//! vector art: the pieces are Rookery's SVG pieces, placed with `<use>`.
//! The desktop side rasterises it for PNG and GIF (`desktop::image`).

use std::fmt::Write as _;

use shakmaty::{Board, Color, File, Rank, Role, Square};

use crate::chess::game::{Brush, Shape};

/// An sRGB colour with alpha.
pub type Rgba = [u8; 4];

/// The colours of a diagram: the board's theme.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Palette {
    /// Light squares.
    pub light: Rgba,
    /// Dark squares.
    pub dark: Rgba,
    /// Laid over the last move's two squares.
    pub last_move: Rgba,
    /// Arrows and circles: green, red, blue, yellow.
    pub brushes: [Rgba; 4],
    /// Behind the caption.
    pub background: Rgba,
    /// The caption's words.
    pub text: Rgba,
}

impl Palette {
    /// Rookery's brown board (the app passes the theme chosen).
    pub const BROWN: Palette = Palette {
        light: [0xf0, 0xd9, 0xb5, 0xff],
        dark: [0xb5, 0x88, 0x63, 0xff],
        last_move: [0x9b, 0xc7, 0x00, 0x69],
        brushes: [
            [0x15, 0x78, 0x1b, 0xff],
            [0x88, 0x20, 0x20, 0xff],
            [0x00, 0x30, 0x88, 0xff],
            [0xe6, 0x8f, 0x00, 0xff],
        ],
        background: [0x26, 0x24, 0x21, 0xff],
        text: [0xe1, 0xe1, 0xe1, 0xff],
    };
}

/// What a diagram shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagram {
    /// The pieces.
    pub board: Board,
    /// The side at the bottom.
    pub orientation: Color,
    /// The last move's squares, highlighted.
    pub last_move: Option<(Square, Square)>,
    /// Arrows and circles.
    pub shapes: Vec<Shape>,
    /// Letters and numbers along the edges.
    pub coordinates: bool,
    /// A line under the board (players and move).
    pub caption: Option<String>,
}

impl Diagram {
    /// A diagram of `board` from White's side, with coordinates.
    pub fn new(board: Board) -> Diagram {
        Diagram {
            board,
            orientation: Color::White,
            last_move: None,
            shapes: Vec::new(),
            coordinates: true,
            caption: None,
        }
    }

    /// The image's height for a board `size` pixels wide: the caption's
    /// strip below it, if any.
    pub fn height(&self, size: u32) -> u32 {
        size + if self.caption.is_some() {
            caption_height(size)
        } else {
            0
        }
    }

    /// Where a square's top-left corner is, in squares from the image's
    /// top-left.
    fn corner(&self, square: Square) -> (u32, u32) {
        let (file, rank) = (u32::from(square.file()), u32::from(square.rank()));
        match self.orientation {
            Color::White => (file, 7 - rank),
            Color::Black => (7 - file, rank),
        }
    }

    /// The SVG document, `size` pixels wide.
    pub fn svg(&self, palette: &Palette, size: u32) -> String {
        let size = size.max(16);
        let q = size as f32 / 8.0;
        let height = self.height(size);
        let mut out = String::with_capacity(64 * 1024);
        let _ = write!(
            out,
            concat!(
                r#"<svg xmlns="http://www.w3.org/2000/svg" "#,
                r#"xmlns:xlink="http://www.w3.org/1999/xlink" "#,
                r#"width="{size}" height="{height}" viewBox="0 0 {size} {height}">"#
            ),
            size = size,
            height = height,
        );
        out.push_str("<defs>");
        for (name, source) in PIECES {
            let _ = write!(
                out,
                r#"<symbol id="{name}" viewBox="0 0 45 45">{}</symbol>"#,
                inner(source)
            );
        }
        out.push_str("</defs>");
        self.squares(&mut out, palette, q);
        self.pieces(&mut out, q);
        self.drawn_shapes(&mut out, palette, q);
        if let Some(caption) = &self.caption {
            let strip = caption_height(size) as f32;
            let _ = write!(
                out,
                concat!(
                    r#"<rect x="0" y="{size}" width="{size}" height="{strip}" fill="{}"/>"#,
                    r#"<text x="{}" y="{}" font-family="DejaVu Sans, sans-serif" "#,
                    r#"font-size="{}" text-anchor="middle" fill="{}">{}</text>"#
                ),
                css(palette.background),
                size as f32 / 2.0,
                size as f32 + strip * 0.68,
                strip * 0.5,
                css(palette.text),
                escape(caption),
                size = size,
                strip = strip,
            );
        }
        out.push_str("</svg>");
        out
    }

    fn squares(&self, out: &mut String, palette: &Palette, q: f32) {
        for square in Square::ALL {
            let (x, y) = self.corner(square);
            let fill = if square.is_light() {
                palette.light
            } else {
                palette.dark
            };
            let _ = write!(
                out,
                r#"<rect x="{}" y="{}" width="{q}" height="{q}" fill="{}"/>"#,
                x as f32 * q,
                y as f32 * q,
                css(fill)
            );
            if let Some((from, to)) = self.last_move
                && (square == from || square == to)
            {
                let _ = write!(
                    out,
                    r#"<rect x="{}" y="{}" width="{q}" height="{q}" fill="{}"/>"#,
                    x as f32 * q,
                    y as f32 * q,
                    css(palette.last_move)
                );
            }
        }
        if !self.coordinates {
            return;
        }
        // As on the board: files along the bottom rank's squares, ranks
        // along the left file's, each in the other square colour.
        let font = q * 0.22;
        for i in 0..8u32 {
            let (file, rank) = match self.orientation {
                Color::White => (File::new(i), Rank::new(7 - i)),
                Color::Black => (File::new(7 - i), Rank::new(i)),
            };
            let bottom = Square::from_coords(file, self.bottom_rank());
            let left = Square::from_coords(self.left_file(), rank);
            let on = |s: Square| {
                if s.is_light() {
                    palette.dark
                } else {
                    palette.light
                }
            };
            let _ = write!(
                out,
                concat!(
                    r#"<text x="{}" y="{}" font-family="DejaVu Sans, sans-serif" "#,
                    r#"font-size="{font}" font-weight="bold" fill="{}">{}</text>"#
                ),
                (i as f32 + 1.0) * q - font * 0.75,
                8.0 * q - font * 0.3,
                css(on(bottom)),
                file.char(),
                font = font,
            );
            let _ = write!(
                out,
                concat!(
                    r#"<text x="{}" y="{}" font-family="DejaVu Sans, sans-serif" "#,
                    r#"font-size="{font}" font-weight="bold" fill="{}">{}</text>"#
                ),
                font * 0.3,
                i as f32 * q + font * 1.05,
                css(on(left)),
                rank.char(),
                font = font,
            );
        }
    }

    fn bottom_rank(&self) -> Rank {
        match self.orientation {
            Color::White => Rank::First,
            Color::Black => Rank::Eighth,
        }
    }

    fn left_file(&self) -> File {
        match self.orientation {
            Color::White => File::A,
            Color::Black => File::H,
        }
    }

    fn pieces(&self, out: &mut String, q: f32) {
        for (square, piece) in self.board.clone() {
            let (x, y) = self.corner(square);
            let _ = write!(
                out,
                concat!(
                    r##"<use id="piece-{square}" href="#{}" xlink:href="#{0}" "##,
                    r#"x="{}" y="{}" width="{q}" height="{q}"/>"#
                ),
                piece_name(piece.color, piece.role),
                x as f32 * q,
                y as f32 * q,
                square = square,
                q = q,
            );
        }
    }

    /// Arrows and circles, as the board draws them: a ring inside the
    /// square, a shaft with a head ending short of the target's centre.
    fn drawn_shapes(&self, out: &mut String, palette: &Palette, q: f32) {
        let centre = |s: Square| {
            let (x, y) = self.corner(s);
            ((x as f32 + 0.5) * q, (y as f32 + 0.5) * q)
        };
        for shape in &self.shapes {
            match *shape {
                Shape::Circle { square, brush } => {
                    let (cx, cy) = centre(square);
                    let width = q * 0.0625;
                    let _ = write!(
                        out,
                        concat!(
                            r#"<circle cx="{cx}" cy="{cy}" r="{}" fill="none" stroke="{}" "#,
                            r#"stroke-width="{width}" stroke-opacity="{}"/>"#
                        ),
                        q * 0.5 - width,
                        css_rgb(brush_colour(palette, brush)),
                        0.8,
                        cx = cx,
                        cy = cy,
                        width = width,
                    );
                }
                Shape::Arrow { from, to, brush } => {
                    let ((x1, y1), (x2, y2)) = (centre(from), centre(to));
                    let (dx, dy) = (x2 - x1, y2 - y1);
                    let len = (dx * dx + dy * dy).sqrt().max(1.0);
                    let (ux, uy) = (dx / len, dy / len);
                    let head = q * 0.42;
                    let width = q * 0.16;
                    // The shaft stops where the head begins.
                    let (bx, by) = (x2 - ux * head, y2 - uy * head);
                    let (px, py) = (-uy, ux);
                    let colour = css_rgb(brush_colour(palette, brush));
                    let _ = write!(
                        out,
                        concat!(
                            r#"<g opacity="0.8"><line x1="{x1}" y1="{y1}" x2="{bx}" y2="{by}" "#,
                            r#"stroke="{colour}" stroke-width="{width}" stroke-linecap="round"/>"#,
                            r#"<polygon points="{},{} {},{} {x2},{y2}" fill="{colour}"/></g>"#
                        ),
                        bx + px * head * 0.6,
                        by + py * head * 0.6,
                        bx - px * head * 0.6,
                        by - py * head * 0.6,
                        x1 = x1,
                        y1 = y1,
                        bx = bx,
                        by = by,
                        colour = colour,
                        width = width,
                        x2 = x2,
                        y2 = y2,
                    );
                }
            }
        }
    }
}

/// The caption strip's height for a board `size` pixels wide.
fn caption_height(size: u32) -> u32 {
    (size / 12).max(14)
}

/// The brush's colour.
pub fn brush_colour(palette: &Palette, brush: Brush) -> Rgba {
    palette.brushes[match brush {
        Brush::Green => 0,
        Brush::Red => 1,
        Brush::Blue => 2,
        Brush::Yellow => 3,
    }]
}

fn css(c: Rgba) -> String {
    if c[3] == 0xff {
        css_rgb(c)
    } else {
        format!(
            "rgba({},{},{},{:.3})",
            c[0],
            c[1],
            c[2],
            f32::from(c[3]) / 255.0
        )
    }
}

fn css_rgb(c: Rgba) -> String {
    format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2])
}

/// Text made safe inside an SVG element.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Rookery's pieces (`assets/pieces`, the board's own), by name.
const PIECES: [(&str, &str); 12] = [
    ("wP", include_str!("../../assets/pieces/wP.svg")),
    ("wN", include_str!("../../assets/pieces/wN.svg")),
    ("wB", include_str!("../../assets/pieces/wB.svg")),
    ("wR", include_str!("../../assets/pieces/wR.svg")),
    ("wQ", include_str!("../../assets/pieces/wQ.svg")),
    ("wK", include_str!("../../assets/pieces/wK.svg")),
    ("bP", include_str!("../../assets/pieces/bP.svg")),
    ("bN", include_str!("../../assets/pieces/bN.svg")),
    ("bB", include_str!("../../assets/pieces/bB.svg")),
    ("bR", include_str!("../../assets/pieces/bR.svg")),
    ("bQ", include_str!("../../assets/pieces/bQ.svg")),
    ("bK", include_str!("../../assets/pieces/bK.svg")),
];

fn piece_name(color: Color, role: Role) -> &'static str {
    let index = usize::from(color == Color::Black) * 6
        + match role {
            Role::Pawn => 0,
            Role::Knight => 1,
            Role::Bishop => 2,
            Role::Rook => 3,
            Role::Queen => 4,
            Role::King => 5,
        };
    PIECES[index].0
}

/// What is inside a piece file's outer `<svg>` element.
fn inner(source: &str) -> &str {
    let start = source
        .find("<svg")
        .and_then(|at| source[at..].find('>').map(|end| at + end + 1))
        .unwrap_or(0);
    let end = source.rfind("</svg>").unwrap_or(source.len());
    &source[start..end.max(start)]
}
