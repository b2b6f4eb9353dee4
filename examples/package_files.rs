//! Writes what the Debian package installs besides the binary, from the
//! sources they must not drift from: the manual page and the bash, zsh and
//! fish completions from clap's definitions of the command line, the
//! desktop entry and the PGN MIME types from `desktop::entry`, and the icon
//! at every size from `assets/icon.svg`. Run it after changing any of
//! them, then `cargo deb`:
//!
//! ```text
//! cargo run --example package_files
//! ```
//!
//! A test (`tests/app/package.rs`) writes them again and fails when the
//! files in `assets/linux/` differ.

use std::path::PathBuf;

/// Every generated file: its path under `assets/linux/`, its bytes.
pub fn package_files() -> Vec<(PathBuf, Vec<u8>)> {
    use clap::CommandFactory;
    use clap_complete::Shell;
    let mut files = Vec::new();
    let command = rookery::desktop::cli::Cli::command();
    let mut man = Vec::new();
    clap_mangen::Man::new(command.clone())
        .render(&mut man)
        .expect("the manual page renders into memory");
    files.push((PathBuf::from("rookery.1"), man));
    for (shell, name) in [
        (Shell::Bash, "rookery.bash"),
        (Shell::Zsh, "_rookery"),
        (Shell::Fish, "rookery.fish"),
    ] {
        let mut text = Vec::new();
        clap_complete::generate(shell, &mut command.clone(), "rookery", &mut text);
        files.push((PathBuf::from("completions").join(name), text));
    }
    // Installed in /usr/bin: the entry runs it by name.
    let entry = rookery::desktop::entry::desktop_entry(std::path::Path::new("rookery"));
    files.push((PathBuf::from("rookery.desktop"), entry.into_bytes()));
    files.push((
        PathBuf::from("rookery.xml"),
        rookery::desktop::entry::mime_package().into_bytes(),
    ));
    for px in rookery::desktop::icon::ICON_SIZES {
        let png = rookery::desktop::icon::icon_png(px).expect("the icon renders");
        files.push((PathBuf::from(format!("icons/{px}x{px}/rookery.png")), png));
    }
    files
}

#[allow(
    dead_code,
    reason = "the test includes this file for package_files alone"
)]
fn main() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/linux");
    for (path, bytes) in package_files() {
        let path = root.join(path);
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder).expect("the folder can be made");
        }
        std::fs::write(&path, bytes).expect("the file can be written");
        println!("{}", path.display());
    }
}
