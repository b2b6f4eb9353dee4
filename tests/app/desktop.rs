//! The desktop entry: `--install-desktop` writes a valid entry, the icon at
//! every size, the PGN MIME type and Rookery as its default into the XDG
//! folders it is given; `--uninstall-desktop` takes them away again.

use std::process::Command;

use rookery::desktop::entry::{
    XdgHome, desktop_entry, install, uninstall, with_rookery_default, without_rookery_default,
};

fn have(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Where the desktop's own tools are installed: the entry validates, and
/// `xdg-mime` names Rookery the program for PGN files.
fn the_desktop_s_tools_agree(home: &XdgHome) {
    if have("desktop-file-validate") {
        let out = Command::new("desktop-file-validate")
            .arg(home.data.join("applications/rookery.desktop"))
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stdout)
        );
    }
    if have("xdg-mime") {
        for mime in ["application/x-chess-pgn", "application/x-chess-pgn-zstd"] {
            let out = Command::new("xdg-mime")
                .args(["query", "default", mime])
                .env("XDG_DATA_HOME", &home.data)
                .env("XDG_CONFIG_HOME", &home.config)
                .env("XDG_CURRENT_DESKTOP", "X-Generic")
                .output()
                .unwrap();
            assert_eq!(
                String::from_utf8_lossy(&out.stdout).trim(),
                "rookery.desktop",
                "{mime}"
            );
        }
    }
}

#[test]
fn the_desktop_entry_installs_and_uninstalls() {
    let dir = tempfile::tempdir().unwrap();
    let home = XdgHome {
        data: dir.path().join("data"),
        config: dir.path().join("config"),
    };
    std::fs::create_dir_all(&home.config).unwrap();
    std::fs::write(
        home.config.join("mimeapps.list"),
        "[Default Applications]\ntext/plain=editor.desktop\n",
    )
    .unwrap();
    let exe = dir.path().join("my apps/rookery");
    let written = install(&home, &exe).unwrap();
    assert!(written.len() >= 12, "{written:?}");
    let entry = std::fs::read_to_string(home.data.join("applications/rookery.desktop")).unwrap();
    assert!(
        entry.contains(&format!("Exec=\"{}\" %f", exe.display())),
        "{entry}"
    );
    assert!(
        entry.contains(
            "MimeType=application/x-chess-pgn;application/vnd.chess-pgn;\
             application/x-chess-pgn-gzip;application/x-chess-pgn-zstd;\
             application/x-chess-pgn-bzip2;\n"
        ),
        "{entry}"
    );
    let package = std::fs::read_to_string(home.data.join("mime/packages/rookery.xml")).unwrap();
    assert!(
        package.contains("<glob pattern=\"*.pgn.zst\" weight=\"60\"/>"),
        "{package}"
    );
    for px in rookery::desktop::icon::ICON_SIZES {
        let png = std::fs::read(
            home.data
                .join(format!("icons/hicolor/{px}x{px}/apps/rookery.png")),
        )
        .unwrap();
        assert_eq!(&png[1..4], b"PNG");
    }
    let mimeapps = std::fs::read_to_string(home.config.join("mimeapps.list")).unwrap();
    assert!(mimeapps.contains("text/plain=editor.desktop"), "{mimeapps}");
    assert!(
        mimeapps.contains("application/x-chess-pgn=rookery.desktop"),
        "{mimeapps}"
    );
    the_desktop_s_tools_agree(&home);

    let removed = uninstall(&home).unwrap();
    assert_eq!(removed.len(), written.len() - 1, "all but mimeapps.list");
    assert!(!home.data.join("applications/rookery.desktop").exists());
    let mimeapps = std::fs::read_to_string(home.config.join("mimeapps.list")).unwrap();
    assert_eq!(
        mimeapps,
        "[Default Applications]\ntext/plain=editor.desktop\n"
    );
}

#[test]
fn mimeapps_lines_are_added_and_removed_without_touching_the_rest() {
    let with = with_rookery_default("[Added Associations]\nimage/png=viewer.desktop\n");
    assert_eq!(
        with,
        "[Added Associations]\nimage/png=viewer.desktop\n\n[Default Applications]\n\
         application/x-chess-pgn=rookery.desktop\napplication/vnd.chess-pgn=rookery.desktop\n\
         application/x-chess-pgn-gzip=rookery.desktop\n\
         application/x-chess-pgn-zstd=rookery.desktop\n\
         application/x-chess-pgn-bzip2=rookery.desktop\n"
    );
    assert_eq!(
        with_rookery_default(&with),
        with,
        "installing twice changes nothing"
    );
    // The section stays (empty): other programs may have written it.
    assert_eq!(
        without_rookery_default(&with),
        "[Added Associations]\nimage/png=viewer.desktop\n\n[Default Applications]\n"
    );
    // A plain path needs no quotes.
    assert!(
        desktop_entry(std::path::Path::new("/usr/bin/rookery"))
            .contains("Exec=/usr/bin/rookery %f\n")
    );
}

#[test]
fn the_command_line_offers_install_and_uninstall() {
    let cli = rookery::desktop::cli::parse_args(["--install-desktop"]).unwrap();
    assert!(cli.install_desktop && !cli.uninstall_desktop);
    assert!(rookery::desktop::cli::parse_args(["--install-desktop", "game.pgn"]).is_err());
}
