//! Registering Rookery with a Linux desktop, in the user's XDG folders:
//! a `.desktop` entry (menu, and the program for `.pgn` files), the icon at
//! every size, the PGN MIME types, and Rookery as their default in
//! `mimeapps.list`. `rookery --install-desktop` and
//! `--uninstall-desktop` call these.

use std::{
    fs, io,
    path::{Path, PathBuf},
    process::{Command, Stdio},
};

use crate::{desktop::files::write_atomic, desktop::icon};

/// The MIME types of PGN files, plain and compressed (the compressed ones
/// are Rookery's own, named by their double extension): Rookery is their
/// default program.
pub const PGN_MIME_TYPES: [&str; 5] = [
    "application/x-chess-pgn",
    "application/vnd.chess-pgn",
    "application/x-chess-pgn-gzip",
    "application/x-chess-pgn-zstd",
    "application/x-chess-pgn-bzip2",
];
// Not claimed: `application/zip`. Rookery opens a zip archive of PGN files
// (as The Week in Chess ships them) from its Open dialog or its command
// line, but a desktop entry that lists the type is offered for every zip
// file, and becomes the program that opens them where no archive manager
// is installed.

/// The compressed PGN types: name, description, glob, what they are
/// compressed with.
const COMPRESSED_PGN: [(&str, &str, &str, &str); 3] = [
    (
        "application/x-chess-pgn-gzip",
        "Chess games (PGN, gzip-compressed)",
        "*.pgn.gz",
        "application/gzip",
    ),
    (
        "application/x-chess-pgn-zstd",
        "Chess games (PGN, Zstandard-compressed)",
        "*.pgn.zst",
        "application/zstd",
    ),
    (
        "application/x-chess-pgn-bzip2",
        "Chess games (PGN, bzip2-compressed)",
        "*.pgn.bz2",
        "application/x-bzip2",
    ),
];

/// The desktop entry's file name.
pub const DESKTOP_FILE: &str = "rookery.desktop";

/// Where things go: `$XDG_DATA_HOME` and `$XDG_CONFIG_HOME`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct XdgHome {
    /// `~/.local/share` unless set.
    pub data: PathBuf,
    /// `~/.config` unless set.
    pub config: PathBuf,
}

impl XdgHome {
    /// The user's folders, as `directories` finds them.
    pub fn from_environment() -> Option<XdgHome> {
        let base = directories::BaseDirs::new()?;
        Some(XdgHome {
            data: base.data_dir().to_path_buf(),
            config: base.config_dir().to_path_buf(),
        })
    }

    fn desktop_file(&self) -> PathBuf {
        self.data.join("applications").join(DESKTOP_FILE)
    }

    fn mime_package(&self) -> PathBuf {
        self.data.join("mime/packages/rookery.xml")
    }

    fn icon(&self, px: u32) -> PathBuf {
        self.data
            .join(format!("icons/hicolor/{px}x{px}/apps/rookery.png"))
    }

    fn scalable_icon(&self) -> PathBuf {
        self.data.join("icons/hicolor/scalable/apps/rookery.svg")
    }

    fn mimeapps(&self) -> PathBuf {
        self.config.join("mimeapps.list")
    }
}

/// The desktop entry for a Rookery at `exe`.
pub fn desktop_entry(exe: &Path) -> String {
    let exe = exe.display().to_string();
    // Exec quoting: a path with spaces or quotes is quoted, with `"`, `` ` ``,
    // `$` and `\` escaped.
    let exec = if exe.contains([' ', '"', '\'', '\\', '$', '`']) {
        let escaped: String = exe
            .chars()
            .flat_map(|c| match c {
                '"' | '`' | '$' | '\\' => vec!['\\', c],
                c => vec![c],
            })
            .collect();
        format!("\"{escaped}\"")
    } else {
        exe
    };
    format!(
        "[Desktop Entry]\n\
         Type=Application\n\
         Name=Rookery\n\
         GenericName=Chess\n\
         Comment=Play chess with two players at one screen or against the computer, \
         with clocks; open and save PGN games\n\
         Exec={exec} %f\n\
         Icon=rookery\n\
         Terminal=false\n\
         Categories=Game;BoardGame;\n\
         MimeType={};\n\
         Keywords=chess;pgn;clock;board;\n",
        PGN_MIME_TYPES.join(";"),
    )
}

/// The shared-mime-info package that names PGN files.
pub fn mime_package() -> String {
    let mut out = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <mime-info xmlns=\"http://www.freedesktop.org/standards/shared-mime-info\">\n",
    );
    out.push_str(
        "  <mime-type type=\"application/x-chess-pgn\">\n\
         \x20   <comment>Chess game (PGN)</comment>\n\
         \x20   <alias type=\"application/vnd.chess-pgn\"/>\n\
         \x20   <glob pattern=\"*.pgn\"/>\n\
         \x20   <glob pattern=\"*.PGN\"/>\n\
         \x20 </mime-type>\n",
    );
    for (name, comment, glob, packing) in COMPRESSED_PGN {
        out.push_str(&format!(
            "  <mime-type type=\"{name}\">\n\
             \x20   <comment>{comment}</comment>\n\
             \x20   <sub-class-of type=\"{packing}\"/>\n\
             \x20   <glob pattern=\"{glob}\" weight=\"60\"/>\n\
             \x20 </mime-type>\n"
        ));
    }
    out.push_str("</mime-info>\n");
    out
}

/// `mimeapps.list` with Rookery as the default for PGN, keeping every
/// other line as it was.
pub fn with_rookery_default(mimeapps: &str) -> String {
    let mut out = Vec::new();
    let mut in_defaults = false;
    let mut added = false;
    for line in without_rookery_default(mimeapps).lines() {
        let header = line.trim_start().starts_with('[');
        if header && in_defaults && !added {
            out.extend(PGN_MIME_TYPES.map(|m| format!("{m}={DESKTOP_FILE}")));
            added = true;
        }
        if header {
            in_defaults = line.trim() == "[Default Applications]";
        }
        out.push(line.to_owned());
    }
    if !added {
        if !in_defaults {
            if out.last().is_some_and(|l: &String| !l.is_empty()) {
                out.push(String::new());
            }
            out.push("[Default Applications]".to_owned());
        }
        out.extend(PGN_MIME_TYPES.map(|m| format!("{m}={DESKTOP_FILE}")));
    }
    out.join("\n") + "\n"
}

/// `mimeapps.list` without Rookery's defaults.
pub fn without_rookery_default(mimeapps: &str) -> String {
    let mut out: Vec<&str> = mimeapps
        .lines()
        .filter(|line| {
            !PGN_MIME_TYPES
                .iter()
                .any(|m| line.trim() == format!("{m}={DESKTOP_FILE}"))
        })
        .collect();
    while out.last().is_some_and(|l| l.is_empty()) {
        out.pop();
    }
    if out.is_empty() {
        String::new()
    } else {
        out.join("\n") + "\n"
    }
}

/// Runs a desktop tool if it is installed (refreshing caches); a missing
/// tool is no error.
fn refresh(tool: &str, folder: &Path) {
    let _ = Command::new(tool)
        .arg(folder)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
}

/// Installs the desktop entry, icons, MIME type and default; returns the
/// files written.
pub fn install(home: &XdgHome, exe: &Path) -> io::Result<Vec<PathBuf>> {
    let mut written = Vec::new();
    let mut put = |path: PathBuf, bytes: &[u8]| -> io::Result<()> {
        if let Some(folder) = path.parent() {
            fs::create_dir_all(folder)?;
        }
        write_atomic(&path, bytes)?;
        written.push(path);
        Ok(())
    };
    put(home.desktop_file(), desktop_entry(exe).as_bytes())?;
    put(home.mime_package(), mime_package().as_bytes())?;
    put(home.scalable_icon(), icon::ICON_SVG.as_bytes())?;
    for px in icon::ICON_SIZES {
        let png = icon::icon_png(px).ok_or_else(|| io::Error::other("the icon did not render"))?;
        put(home.icon(px), &png)?;
    }
    let mimeapps = fs::read_to_string(home.mimeapps()).unwrap_or_default();
    put(home.mimeapps(), with_rookery_default(&mimeapps).as_bytes())?;
    refresh("update-mime-database", &home.data.join("mime"));
    refresh("update-desktop-database", &home.data.join("applications"));
    Ok(written)
}

/// Removes what [`install`] put in place; returns the files removed.
pub fn uninstall(home: &XdgHome) -> io::Result<Vec<PathBuf>> {
    let mut removed = Vec::new();
    let mut paths = vec![
        home.desktop_file(),
        home.mime_package(),
        home.scalable_icon(),
    ];
    paths.extend(icon::ICON_SIZES.map(|px| home.icon(px)));
    for path in paths {
        match fs::remove_file(&path) {
            Ok(()) => removed.push(path),
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => return Err(e),
        }
    }
    if let Ok(mimeapps) = fs::read_to_string(home.mimeapps()) {
        let kept = without_rookery_default(&mimeapps);
        if kept != mimeapps {
            write_atomic(&home.mimeapps(), kept.as_bytes())?;
        }
    }
    refresh("update-mime-database", &home.data.join("mime"));
    refresh("update-desktop-database", &home.data.join("applications"));
    Ok(removed)
}
