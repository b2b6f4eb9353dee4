//! Writes Rookery's icon as PNG files of every size a desktop wants, from
//! `assets/icon.svg`: `cargo run --example icons -- OUT_DIR` (default
//! `target/icons`). `rookery --install-desktop` renders the same files
//! itself; this is for packagers.

fn main() {
    let out = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "target/icons".into());
    std::fs::create_dir_all(&out).expect("the output folder can be made");
    for px in rookery::desktop::icon::ICON_SIZES {
        let png = rookery::desktop::icon::icon_png(px).expect("the icon renders");
        let path = std::path::Path::new(&out).join(format!("rookery-{px}.png"));
        std::fs::write(&path, png).expect("the PNG can be written");
        println!("{}", path.display());
    }
}
