//! What the Debian package installs besides the binary: the files under
//! `assets/linux/` are what `examples/package_files.rs` writes from their
//! sources (the command line's clap definitions, `desktop::entry`, the
//! icon), the manual page and the completions name every option, and the
//! AppStream metainfo, the desktop entry and the MIME XML agree with each
//! other and with `desktop::entry`.

use std::path::Path;

use clap::CommandFactory;
use rookery::desktop::{
    cli::Cli,
    entry::{DESKTOP_FILE, PGN_MIME_TYPES},
};

#[path = "../../examples/package_files.rs"]
mod package_files;

fn linux(path: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/linux")
        .join(path)
}

fn read(path: &str) -> String {
    std::fs::read_to_string(linux(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn the_packaged_files_are_what_the_generator_writes() {
    let files = package_files::package_files();
    // Linux's manual page, three completions, the entry, the MIME XML and
    // an icon for each of the theme's sizes; Windows's icon and words;
    // macOS's Info.plist.
    assert_eq!(
        files.len(),
        6 + rookery::desktop::icon::ICON_SIZES.len() + 3
    );
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    for (path, bytes) in files {
        let kept =
            std::fs::read(assets.join(&path)).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(
            kept == bytes,
            "assets/{} is stale: run `cargo run --example package_files`",
            path.display()
        );
    }
}

#[test]
fn the_windows_installer_names_the_file_type_in_every_language() {
    let nsh = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/windows/languages.nsh"),
    )
    .unwrap();
    assert!(nsh.starts_with('\u{feff}'), "NSIS reads UTF-8 by its mark");
    let lines: Vec<&str> = nsh
        .lines()
        .filter(|l| l.starts_with("LangString"))
        .collect();
    assert_eq!(lines.len(), rookery::i18n::Language::ALL.len());
    assert!(lines.contains(&"LangString PGN_TYPE ${LANG_GERMAN} \"Schachpartien (PGN)\""));
    assert!(lines.contains(&"LangString PGN_TYPE ${LANG_ENGLISH} \"Chess games (PGN)\""));
    // Every language the installer offers has its words, and no other.
    let nsi = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/windows/rookery.nsi"),
    )
    .unwrap();
    let offered: Vec<&str> = nsi
        .lines()
        .filter_map(|l| l.strip_prefix("!insertmacro MUI_LANGUAGE \""))
        .map(|l| l.trim_end_matches('"'))
        .collect();
    assert_eq!(offered.len(), lines.len());
    for name in offered {
        let id = format!("${{LANG_{}}}", name.to_uppercase());
        assert!(lines.iter().any(|l| l.contains(&id)), "{name}");
    }
}

#[test]
fn the_mac_bundle_opens_pgn_files() {
    let plist = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/macos/Info.plist"),
    )
    .unwrap();
    let options = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..Default::default()
    };
    let doc = roxmltree::Document::parse_with_options(&plist, options).unwrap();
    let strings: Vec<&str> = doc
        .descendants()
        .filter(|n| n.has_tag_name("string"))
        .filter_map(|n| n.text())
        .collect();
    for wanted in [
        "pgn",
        "application/x-chess-pgn",
        "rookery",
        env!("CARGO_PKG_VERSION"),
    ] {
        assert!(strings.contains(&wanted), "{wanted} in {strings:?}");
    }
}

#[test]
fn the_manual_page_and_every_completion_name_every_option() {
    let command = Cli::command();
    let longs: Vec<String> = command
        .get_arguments()
        .filter_map(|a| a.get_long())
        .map(|long| format!("--{long}"))
        .chain(["--help".to_owned(), "--version".to_owned()])
        .collect();
    assert!(longs.len() >= 17, "{longs:?}");
    // The manual page escapes its hyphens (`\-\-time`).
    let man = read("rookery.6");
    assert!(man.starts_with(".ie"), "a roff page");
    assert!(
        man.contains(".TH rookery 6"),
        "section 6 (games), named rookery"
    );
    for long in &longs {
        assert!(
            man.contains(&long.replace('-', "\\-")),
            "rookery.6 lacks {long}"
        );
    }
    // fish names a long option without its dashes (`-l time`).
    for (file, dashes) in [
        ("completions/rookery.bash", true),
        ("completions/_rookery", true),
        ("completions/rookery.fish", false),
    ] {
        let text = read(file);
        for long in &longs {
            let written = match dashes {
                true => long.clone(),
                false => format!("-l {}", &long[2..]),
            };
            assert!(text.contains(&written), "{file} lacks {long}");
        }
    }
}

/// The `Key=` line of a desktop entry.
fn entry_value<'a>(entry: &'a str, key: &str) -> &'a str {
    entry
        .lines()
        .find_map(|line| line.strip_prefix(&format!("{key}=")))
        .unwrap_or_else(|| panic!("no {key}= in the entry"))
}

/// Each screenshot of the metainfo is one of the assets' images, at its
/// size.
fn check_screenshots(screenshots: roxmltree::Node) {
    let shots: Vec<roxmltree::Node> = screenshots
        .children()
        .filter(|n| n.has_tag_name("screenshot"))
        .collect();
    assert!(shots.len() >= 3, "{}", shots.len());
    for shot in shots {
        let image = shot
            .children()
            .find(|n| n.has_tag_name("image"))
            .expect("an image");
        let url = image.text().unwrap_or_default();
        let name = url.rsplit('/').next().unwrap();
        let png = std::fs::read(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("assets")
                .join(name),
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"));
        // A PNG's width and height, big-endian, after its signature and
        // the IHDR chunk's length and type.
        let size = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
        assert_eq!(
            (image.attribute("width"), image.attribute("height")),
            (
                Some(size(16).to_string().as_str()),
                Some(size(20).to_string().as_str())
            ),
            "{name}"
        );
    }
}

#[test]
fn the_metainfo_the_entry_and_the_mime_types_agree() {
    let entry = read("rookery.desktop");
    assert_eq!(
        entry_value(&entry, "Exec"),
        "/usr/games/rookery %f",
        "installed in /usr/games"
    );
    assert_eq!(entry_value(&entry, "Icon"), "rookery");
    let entry_types: Vec<&str> = entry_value(&entry, "MimeType")
        .split(';')
        .filter(|t| !t.is_empty())
        .collect();
    // The PGN types only: an entry that lists `application/zip` is offered
    // for (and may become the program of) every zip file.
    assert_eq!(entry_types, PGN_MIME_TYPES);

    let text = read("io.github.rookery.rookery.metainfo.xml");
    let metainfo = roxmltree::Document::parse(&text).expect("the metainfo is well-formed XML");
    let root = metainfo.root_element();
    assert_eq!(root.tag_name().name(), "component");
    assert_eq!(root.attribute("type"), Some("desktop-application"));
    let child = |name: &str| {
        root.children()
            .find(|n| n.has_tag_name(name))
            .unwrap_or_else(|| panic!("no <{name}>"))
    };
    let text_of = |name: &str| child(name).text().unwrap_or_default().trim().to_owned();
    assert_eq!(text_of("id"), "io.github.rookery.rookery");
    assert_eq!(text_of("name"), entry_value(&entry, "Name"));
    assert_eq!(text_of("project_license"), env!("CARGO_PKG_LICENSE"));
    assert_eq!(text_of("launchable"), DESKTOP_FILE);
    assert_eq!(child("launchable").attribute("type"), Some("desktop-id"));
    assert!(child("content_rating").attribute("type").is_some());
    // Rookery is the program for the PGN types (not for every zip file).
    let provided: Vec<&str> = child("provides")
        .children()
        .filter(|n| n.has_tag_name("mediatype"))
        .filter_map(|n| n.text())
        .collect();
    assert_eq!(provided, PGN_MIME_TYPES);
    let newest = child("releases")
        .children()
        .find(|n| n.has_tag_name("release"))
        .expect("a release");
    assert_eq!(newest.attribute("version"), Some(env!("CARGO_PKG_VERSION")));
    check_screenshots(child("screenshots"));

    let mime = read("rookery.xml");
    let mime = roxmltree::Document::parse(&mime).expect("the MIME XML is well-formed");
    let declared: Vec<&str> = mime
        .descendants()
        .filter(|n| n.has_tag_name("mime-type"))
        .filter_map(|n| n.attribute("type"))
        .collect();
    // The plain type with its alias, then the compressed ones.
    assert_eq!(
        declared,
        [
            PGN_MIME_TYPES[0],
            PGN_MIME_TYPES[2],
            PGN_MIME_TYPES[3],
            PGN_MIME_TYPES[4]
        ]
    );
    let aliases: Vec<&str> = mime
        .descendants()
        .filter(|n| n.has_tag_name("alias"))
        .filter_map(|n| n.attribute("type"))
        .collect();
    assert!(aliases.contains(&PGN_MIME_TYPES[1]), "{aliases:?}");
}

/// What bash completes after `words` (the last one being completed), in a
/// folder holding `files`.
fn bash_completes(words: &[&str], files: &[&str]) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    for file in files {
        match file.strip_suffix('/') {
            Some(folder) => std::fs::create_dir(dir.path().join(folder)).unwrap(),
            None => std::fs::write(dir.path().join(file), "").unwrap(),
        }
    }
    let script = format!(
        "source {}; COMP_WORDS=({}); COMP_CWORD={}; _rookery rookery {:?} {:?}; \
         printf '%s\\n' \"${{COMPREPLY[@]}}\"",
        linux("completions/rookery.bash").display(),
        words
            .iter()
            .map(|w| format!("{w:?}"))
            .collect::<Vec<_>>()
            .join(" "),
        words.len() - 1,
        words[words.len() - 1],
        words[words.len() - 2],
    );
    let out = std::process::Command::new("bash")
        .args(["-c", &script])
        .current_dir(dir.path())
        .output()
        .expect("bash runs");
    let mut said: Vec<String> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    said.sort();
    said
}

#[test]
fn bash_completes_game_files_for_rookery_and_no_files_for_a_level() {
    let files = [
        "a.pgn", "b.txt", "c.PGN", "d.pgn.gz", "twic.zip", "games/", "notes.md",
    ];
    assert_eq!(
        bash_completes(&["rookery", ""], &files),
        ["a.pgn", "c.PGN", "d.pgn.gz", "games", "twic.zip"]
    );
    assert_eq!(bash_completes(&["rookery", "--lev"], &files), ["--level"]);
    // A number, a FEN or a time control: nothing from the folder.
    for option in ["--level", "--depth", "--time", "--fen", "--size"] {
        assert_eq!(
            bash_completes(&["rookery", option, ""], &files),
            [""],
            "{option}"
        );
    }
    // A file to annotate: any file.
    assert_eq!(
        bash_completes(&["rookery", "--annotate", "b"], &files),
        ["b.txt"]
    );
}

#[test]
fn the_manual_page_says_what_the_exit_status_means_and_which_files_are_kept() {
    let man = read("rookery.6");
    for section in [
        ".SH \"EXIT STATUS\"",
        ".SH FILES",
        "games.pgn",
        "settings.toml",
    ] {
        assert!(man.contains(section), "{section}");
    }
    assert!(
        man.contains("against the computer"),
        "the computer is named"
    );
}

/// The package's metadata as lintian wants it (`lintian` on the built
/// .deb gives no error and no warning): a maintainer with an address, a
/// game in section games installed in /usr/games with its manual page in
/// section 6, a Debian changelog, and a machine-readable copyright file
/// that points to the GPL in /usr/share/common-licenses.
#[test]
fn the_package_metadata_is_what_lintian_asks_for() {
    let manifest: toml::Table =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
            .unwrap()
            .parse()
            .unwrap();
    let deb = &manifest["package"]["metadata"]["deb"];
    assert_eq!(
        deb["maintainer"].as_str(),
        Some("The Rookery developers <rookery@users.noreply.github.com>")
    );
    assert_eq!(deb["section"].as_str(), Some("games"));
    let assets: Vec<(&str, &str)> = deb["assets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| (a[0].as_str().unwrap(), a[1].as_str().unwrap()))
        .collect();
    assert!(assets.contains(&("target/release/rookery", "usr/games/")));
    assert!(assets.contains(&("assets/linux/rookery.6", "usr/share/man/man6/")));
    assert!(!assets.iter().any(|(_, to)| to.starts_with("usr/bin")));
    let description = manifest["package"]["description"].as_str().unwrap();
    assert!(!description.starts_with("A "), "no article: {description}");

    assert_eq!(deb["changelog"].as_str(), Some("assets/linux/changelog"));
    let changelog = read("changelog");
    let version = manifest["package"]["version"].as_str().unwrap();
    assert!(
        changelog.starts_with(&format!("rookery ({version}) unstable; urgency=medium\n")),
        "{changelog}"
    );
    assert!(
        changelog.contains("\n -- The Rookery developers <rookery@users.noreply.github.com>  ")
    );

    assert_eq!(
        deb["license-file"][0].as_str(),
        Some("assets/linux/copyright")
    );
    let copyright = read("copyright");
    assert!(copyright.starts_with(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
    ));
    assert!(copyright.contains("\"/usr/share/common-licenses/GPL-3\""));
    assert!(
        !copyright.contains("TERMS AND CONDITIONS"),
        "not the whole GPL"
    );
    // Every font embedded has its licence.
    for font in
        std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/fonts")).unwrap()
    {
        let name = font.unwrap().file_name().into_string().unwrap();
        if name.ends_with(".ttf") {
            assert!(
                copyright.contains(&format!("assets/fonts/{name}")),
                "{name}"
            );
        }
    }
}
