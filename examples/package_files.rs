//! Writes what the packages install besides the binary, from the sources
//! they must not drift from. Under `assets/linux/`, for the Debian package:
//! the manual page and the bash, zsh and fish completions from clap's
//! definitions of the command line, the desktop entry and the PGN MIME
//! types from `desktop::entry`, and the icon at every size from
//! `assets/icon.svg`. Under `assets/windows/`, for the installer
//! (`assets/windows/rookery.nsi`): the icon file and the file type's name
//! in each language. Under `assets/macos/`: the `.app` bundle's
//! `Info.plist` with the PGN document type. Run it after changing any of
//! them, then `cargo deb`:
//!
//! ```text
//! cargo run --example package_files
//! ```
//!
//! A test (`tests/app/package.rs`) writes them again and fails when the
//! files in `assets/linux/` differ.

use std::path::PathBuf;

/// Every generated file: its path under `assets/`, its bytes.
pub fn package_files() -> Vec<(PathBuf, Vec<u8>)> {
    let mut files: Vec<_> = linux_files()
        .into_iter()
        .map(|(path, bytes)| (PathBuf::from("linux").join(path), bytes))
        .collect();
    files.push((PathBuf::from("windows/rookery.ico"), windows_icon()));
    files.push((
        PathBuf::from("windows/languages.nsh"),
        windows_languages().into_bytes(),
    ));
    files.push((PathBuf::from("macos/Info.plist"), info_plist().into_bytes()));
    files
}

/// The icon at the sizes Windows shows (lists, the taskbar, Explorer's
/// large icons), each a PNG inside the ICO file.
fn windows_icon() -> Vec<u8> {
    let mut icons = ico::IconDir::new(ico::ResourceType::Icon);
    for px in [16, 24, 32, 48, 64, 256] {
        let rgba = rookery::desktop::icon::icon_rgba(px).expect("the icon renders");
        let image = ico::IconImage::from_rgba_data(px, px, rgba);
        icons.add_entry(ico::IconDirEntry::encode(&image).expect("the icon encodes"));
    }
    let mut out = Vec::new();
    icons
        .write(&mut out)
        .expect("the icon file writes into memory");
    out
}

/// The installer's words of Rookery's own, in each of its languages (NSIS's
/// Modern UI gives the rest): the name of the file type a `.pgn` is.
fn windows_languages() -> String {
    use rookery::i18n::{Language, Words};
    // NSIS reads a UTF-8 file by its byte-order mark.
    let mut out = String::from(
        "\u{feff}; Written by `cargo run --example package_files` from assets/i18n.\n",
    );
    for language in Language::ALL {
        let nsis = match language {
            Language::English => "ENGLISH",
            Language::German => "GERMAN",
            Language::French => "FRENCH",
            Language::Spanish => "SPANISH",
            Language::Italian => "ITALIAN",
            Language::Dutch => "DUTCH",
            Language::Polish => "POLISH",
            Language::Portuguese => "PORTUGUESEBR",
            Language::Russian => "RUSSIAN",
            Language::Finnish => "FINNISH",
        };
        let name = Words::new(language).get("file-type-pgn");
        out.push_str(&format!(
            "LangString PGN_TYPE ${{LANG_{nsis}}} \"{}\"\n",
            name.replace('"', "$\\\"")
        ));
    }
    out
}

/// The `.app` bundle's property list: its name, version and identifier,
/// and `.pgn` files as a document type it opens (as their viewer, so
/// Finder offers Rookery for them).
fn info_plist() -> String {
    let version = env!("CARGO_PKG_VERSION");
    let doctype = concat!(
        r#"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "#,
        r#""http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#
    );
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
{doctype}
<plist version="1.0">
<dict>
  <key>CFBundleName</key>
  <string>Rookery</string>
  <key>CFBundleDisplayName</key>
  <string>Rookery</string>
  <key>CFBundleIdentifier</key>
  <string>io.github.rookery.rookery</string>
  <key>CFBundleVersion</key>
  <string>{version}</string>
  <key>CFBundleShortVersionString</key>
  <string>{version}</string>
  <key>CFBundlePackageType</key>
  <string>APPL</string>
  <key>CFBundleExecutable</key>
  <string>rookery</string>
  <key>LSApplicationCategoryType</key>
  <string>public.app-category.board-games</string>
  <key>LSMinimumSystemVersion</key>
  <string>11.0</string>
  <key>NSHighResolutionCapable</key>
  <true/>
  <key>CFBundleDocumentTypes</key>
  <array>
    <dict>
      <key>CFBundleTypeName</key>
      <string>Chess games (PGN)</string>
      <key>CFBundleTypeRole</key>
      <string>Viewer</string>
      <key>LSHandlerRank</key>
      <string>Alternate</string>
      <key>LSItemContentTypes</key>
      <array>
        <string>io.github.rookery.pgn</string>
      </array>
    </dict>
  </array>
  <key>UTImportedTypeDeclarations</key>
  <array>
    <dict>
      <key>UTTypeIdentifier</key>
      <string>io.github.rookery.pgn</string>
      <key>UTTypeDescription</key>
      <string>Chess games (PGN)</string>
      <key>UTTypeConformsTo</key>
      <array>
        <string>public.plain-text</string>
      </array>
      <key>UTTypeTagSpecification</key>
      <dict>
        <key>public.filename-extension</key>
        <array>
          <string>pgn</string>
        </array>
        <key>public.mime-type</key>
        <array>
          <string>application/x-chess-pgn</string>
          <string>application/vnd.chess-pgn</string>
        </array>
      </dict>
    </dict>
  </array>
</dict>
</plist>
"#
    )
}

/// What the Debian package installs besides the binary: paths under
/// `assets/linux/`.
fn linux_files() -> Vec<(PathBuf, Vec<u8>)> {
    use clap::CommandFactory;
    use clap_complete::Shell;
    let mut files = Vec::new();
    let command = rookery::desktop::cli::Cli::command();
    let mut man = Vec::new();
    // Section 6, games, as Debian's games are (installed in /usr/games).
    clap_mangen::Man::new(command.clone())
        .section("6")
        .render(&mut man)
        .expect("the manual page renders into memory");
    man.extend_from_slice(MAN_SECTIONS.as_bytes());
    files.push((PathBuf::from("rookery.6"), man));
    for (shell, name) in [
        (Shell::Bash, "rookery.bash"),
        (Shell::Zsh, "_rookery"),
        (Shell::Fish, "rookery.fish"),
    ] {
        let mut text = Vec::new();
        clap_complete::generate(shell, &mut command.clone(), "rookery", &mut text);
        let text = game_files(
            shell,
            String::from_utf8(text).expect("completions are text"),
        );
        files.push((PathBuf::from("completions").join(name), text.into_bytes()));
    }
    // Installed in /usr/games, as Debian's games are: the entry runs it by
    // its whole path (a PATH without /usr/games would not find it).
    let entry = rookery::desktop::entry::desktop_entry(std::path::Path::new("/usr/games/rookery"));
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

/// The manual page's sections clap does not write: what the exit status
/// means and the files Rookery keeps.
const MAN_SECTIONS: &str = r#".SH "EXIT STATUS"
.TP
\fB0\fR
The window was closed,
a job (\-\-annotate, \-\-image, \-\-probe, \-\-uci) finished,
or the request went to a Rookery that runs already.
.TP
\fB1\fR
Nothing could be done: no graphical session, no engine for a job,
a file that could not be written.
.TP
\fB2\fR
The command line could not be used: an option mistyped,
a file or position that cannot be read,
or a file a running Rookery could not open.
.SH FILES
.TP
\fI~/.config/rookery/settings.toml\fR
The settings.
.TP
\fI~/.local/share/rookery/\fR
The game in progress (autosave.pgn), the archive of played games (games.pgn),
and endgame tables in syzygy/.
.TP
\fI~/.cache/rookery/\fR
What can be made again: the game lists and explorer indexes of the files opened,
and the decompressed copies of compressed ones.
.TP
\fI$XDG_RUNTIME_DIR/rookery/\fR
The lock and socket that keep Rookery to one window.
"#;

/// A game file in the shell's completions: PGN files, plain or compressed,
/// zip archives and folders for `rookery <TAB>` (clap offers any file).
fn game_files(shell: clap_complete::Shell, text: String) -> String {
    use clap_complete::Shell;
    match shell {
        Shell::Bash => text
            .replace(
                "if [[ ${cur} == -* || ${COMP_CWORD} -eq 1 ]] ; then",
                "if [[ ${cur} == -* ]] ; then",
            )
            .replace(
                concat!(
                    "            esac\n",
                    "            COMPREPLY=( $(compgen -W \"${opts}\" -- \"${cur}\") )"
                ),
                "            esac\n            compopt -o filenames 2>/dev/null\n            \
                 COMPREPLY=( $(compgen -d -- \"${cur}\") \
                 $(compgen -f -X '!*.[pP][gG][nN]' -- \"${cur}\") \
                 $(compgen -f -X '!*.[pP][gG][nN].*' -- \"${cur}\") \
                 $(compgen -f -X '!*.[zZ][iI][pP]' -- \"${cur}\") )",
            ),
        Shell::Zsh => text.replace(
            "One file at a time; open others from the window:_files' \\",
            "One file at a time; open others from the window:_files \
             -g \"*.(pgn|PGN|pgn.gz|pgn.zst|pgn.bz2|zip)\"' \\",
        ),
        Shell::Fish => {
            text + "complete -c rookery -f -a \"(__fish_complete_suffix .pgn .pgn.gz .pgn.zst \
                    .pgn.bz2 .zip)\"\n"
        }
        _ => text,
    }
}

#[allow(
    dead_code,
    reason = "the test includes this file for package_files alone"
)]
fn main() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets");
    for (path, bytes) in package_files() {
        let path = root.join(path);
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder).expect("the folder can be made");
        }
        std::fs::write(&path, bytes).expect("the file can be written");
        println!("{}", path.display());
    }
}
