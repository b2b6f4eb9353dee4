//! Rookery's icon (`assets/icon.svg`, embedded), rasterised with resvg for
//! the window, the desktop entry and `examples/icons.rs`.

use resvg::{tiny_skia, usvg};

/// The icon's SVG source.
pub const ICON_SVG: &str = include_str!("../../assets/icon.svg");

/// The sizes the desktop's icon theme gets.
pub const ICON_SIZES: [u32; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

fn pixmap(px: u32) -> Option<tiny_skia::Pixmap> {
    let tree = usvg::Tree::from_str(ICON_SVG, &usvg::Options::default()).ok()?;
    let mut pixmap = tiny_skia::Pixmap::new(px, px)?;
    let size = tree.size();
    let scale = px as f32 / size.width().max(size.height());
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Some(pixmap)
}

/// The icon as straight-alpha RGBA, `px` × `px`.
pub fn icon_rgba(px: u32) -> Option<Vec<u8>> {
    let pixmap = pixmap(px)?;
    let mut rgba = Vec::with_capacity((px * px * 4) as usize);
    for p in pixmap.pixels() {
        let c = p.demultiply();
        rgba.extend_from_slice(&[c.red(), c.green(), c.blue(), c.alpha()]);
    }
    Some(rgba)
}

/// The icon as a PNG file, `px` × `px`.
pub fn icon_png(px: u32) -> Option<Vec<u8>> {
    pixmap(px)?.encode_png().ok()
}
