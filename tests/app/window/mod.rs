//! The real app in a real window. Ignored by default: it needs an X display
//! (`.ci/run` starts Xvfb), `xdotool` and ImageMagick's `import`.
//!
//! Starts the binary, waits for the first frame, checks square colours and
//! pieces in a screenshot, then plays 1.e4 with real pointer input and checks
//! the pawn moved; then promotes a pawn to a knight through the chooser.
//! Every click is a tap: `xdotool mousemove X Y click 1` in one go, the move
//! and the press arriving in the same frame, as a touchscreen sends them.
//!
//! The tests wait on what a player would see (a screenshot, the window's
//! title, the widgets the app writes out), polling until it shows, never
//! for a fixed time.

mod access;
mod analysis;
mod editor;
mod files;
mod panel;
mod play;
mod sound;

use std::{
    process::{Child, Command, Stdio},
    thread::sleep,
    time::{Duration, Instant},
};

const LIGHT: [u8; 3] = [0xf0, 0xd9, 0xb5];
const DARK: [u8; 3] = [0xb5, 0x88, 0x63];

struct Shot {
    width: usize,
    height: usize,
    rgb: Vec<u8>,
}

impl Shot {
    /// Takes a screenshot of the whole X screen as binary PPM.
    fn take() -> Option<Shot> {
        let out = Command::new("import")
            .args(["-window", "root", "-depth", "8", "ppm:-"])
            .output()
            .ok()?;
        if !out.status.success() {
            return None;
        }
        parse_ppm(&out.stdout)
    }

    fn pixel(&self, x: usize, y: usize) -> [u8; 3] {
        let i = (y * self.width + x) * 3;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }

    /// The bounding box of the board's square colours: (left, top, square).
    fn find_board(&self) -> Option<(f32, f32, f32)> {
        let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
        for y in 0..self.height {
            for x in 0..self.width {
                let p = self.pixel(x, y);
                if p == LIGHT || p == DARK {
                    x0 = x0.min(x);
                    y0 = y0.min(y);
                    x1 = x1.max(x);
                    y1 = y1.max(y);
                }
            }
        }
        if x0 == usize::MAX || x1 - x0 < 80 {
            return None;
        }
        let size = (x1 - x0 + 1) as f32;
        Some((x0 as f32, y0 as f32, size / 8.0))
    }
}

fn parse_ppm(data: &[u8]) -> Option<Shot> {
    // "P6" width height maxval, separated by whitespace, then the pixels.
    let mut fields = Vec::new();
    let mut i = 0;
    while fields.len() < 4 {
        while data.get(i)?.is_ascii_whitespace() {
            i += 1;
        }
        let start = i;
        while !data.get(i)?.is_ascii_whitespace() {
            i += 1;
        }
        fields.push(std::str::from_utf8(&data[start..i]).ok()?.to_owned());
    }
    i += 1;
    if fields[0] != "P6" || fields[3] != "255" {
        return None;
    }
    let width: usize = fields[1].parse().ok()?;
    let height: usize = fields[2].parse().ok()?;
    let rgb = data.get(i..i + width * height * 3)?.to_vec();
    Some(Shot { width, height, rgb })
}

/// A square's centre on screen, White at the bottom.
fn center(board: (f32, f32, f32), file: usize, rank: usize) -> (usize, usize) {
    let (left, top, sq) = board;
    let x = left + (file as f32 + 0.5) * sq;
    let y = top + (7.5 - rank as f32) * sq;
    (x as usize, y as usize)
}

/// How far from a square's centre pieces are looked for, in squares: the
/// middle half, clear of the coordinates in the corners (dark enough to
/// read on every square, so as dark as a piece's outline).
const SAMPLE: f32 = 0.25;

/// How many pixels are looked at in a square.
fn sample_area(board: (f32, f32, f32)) -> usize {
    (board.2 * 2.0 * SAMPLE).powi(2) as usize
}

/// How many pixels in the middle of a square look like a piece: the near
/// white of White's pieces or the near black of outlines and Black's pieces.
fn piece_pixels(shot: &Shot, board: (f32, f32, f32), file: usize, rank: usize) -> usize {
    let (cx, cy) = center(board, file, rank);
    let r = (board.2 * SAMPLE) as usize;
    let mut n = 0;
    for y in cy - r..cy + r {
        for x in cx - r..cx + r {
            let [red, green, blue] = shot.pixel(x, y);
            let whiteish = red > 235 && green > 235 && blue > 225;
            let blackish = red < 70 && green < 70 && blue < 70;
            if whiteish || blackish {
                n += 1;
            }
        }
    }
    n
}

fn close(a: [u8; 3], b: [u8; 3]) -> bool {
    a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 3)
}

/// The window tests share one X display: one at a time.
static DISPLAY: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// No session bus for what these tests start, and none started for it.
///
/// With the variable unset, libdbus (rfd's portal) and GLib (zenity's GTK)
/// each *autolaunch* a session bus through `dbus-launch`, and that bus may
/// start `xdg-desktop-portal-gtk`, which outlives the test and was seen
/// spinning at half a core until the X server ended, slowing every window
/// test after it. An address of the `disabled:` kind is one neither can
/// connect to, and neither autolaunches: the portal fails at once, and rfd
/// falls back to zenity.
const NO_SESSION_BUS: (&str, &str) = ("DBUS_SESSION_BUS_ADDRESS", "disabled:");

struct App(Child);

impl Drop for App {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn xdotool(args: &[&str]) {
    let status = Command::new("xdotool")
        .args(args)
        .status()
        .expect("xdotool runs");
    assert!(status.success(), "xdotool {args:?} failed");
}

/// A tap: the pointer jumps and clicks at once. The caller waits for what
/// it does to show.
fn tap(at: (usize, usize)) {
    click(at, "1");
}

/// The pointer jumps and this button (`1` left, `3` right) clicks.
fn click(at: (usize, usize), button: &str) {
    xdotool(&[
        "mousemove",
        "--sync",
        &at.0.to_string(),
        &at.1.to_string(),
        "click",
        button,
    ]);
}

/// Which pixels in the middle of a square are a piece's (as `piece_pixels`
/// counts them), as a mask.
fn piece_mask(shot: &Shot, board: (f32, f32, f32), file: usize, rank: usize) -> Vec<bool> {
    let (cx, cy) = center(board, file, rank);
    let r = (board.2 * SAMPLE) as usize;
    let mut mask = Vec::new();
    for y in cy - r..cy + r {
        for x in cx - r..cx + r {
            let [red, green, blue] = shot.pixel(x, y);
            mask.push(
                (red > 235 && green > 235 && blue > 225) || (red < 70 && green < 70 && blue < 70),
            );
        }
    }
    mask
}

/// Starts the app with extra arguments. Right after another client closed,
/// Xvfb now and then refuses a connection (`XOpenDisplayFailed`); an app
/// that exits at once is started again.
fn start(args: &[&str]) -> App {
    start_with_env(args, &[])
}

/// An empty config folder for the apps these tests start.
fn private_config() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("rookery-window-tests-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    dir
}

/// A runtime folder (for the one-instance lock) for the apps these tests
/// start.
fn private_runtime() -> std::path::PathBuf {
    let dir = private_config().join("run");
    let _ = std::fs::create_dir_all(&dir);
    dir
}

/// Where the app writes its widgets (see `rookery::app::panel::WIDGETS_ENV`).
fn widgets_file() -> std::path::PathBuf {
    private_config().join("widgets.txt")
}

/// One widget as the app wrote it.
#[derive(Debug, Clone)]
struct Widget {
    role: String,
    selected: bool,
    /// Left, top, right, bottom in window pixels.
    rect: [f32; 4],
    text: String,
    /// What a field holds.
    value: String,
}

fn widgets() -> Vec<Widget> {
    let text = std::fs::read_to_string(widgets_file()).unwrap_or_default();
    text.lines()
        .filter_map(|line| {
            let f: Vec<&str> = line.splitn(8, '\t').collect();
            let n = |i: usize| f.get(i)?.parse::<f32>().ok();
            Some(Widget {
                role: f.first()?.to_string(),
                selected: *f.get(1)? == "1",
                rect: [n(2)?, n(3)?, n(4)?, n(5)?],
                text: f.get(6)?.to_string(),
                value: f.get(7).map_or(String::new(), |v| v.to_string()),
            })
        })
        .collect()
}

/// The window's top left corner on the screen.
fn window_origin() -> (f32, f32) {
    let out = Command::new("xdotool")
        .args([
            "search",
            "--name",
            "^Rookery",
            "getwindowgeometry",
            "--shell",
        ])
        .output()
        .expect("xdotool runs");
    let text = String::from_utf8_lossy(&out.stdout);
    let value = |key: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(key)?.parse::<f32>().ok())
            .unwrap_or(0.0)
    };
    (value("X="), value("Y="))
}

/// Waits for a widget with these words and taps its middle.
fn tap_widget(role: &str, text: &str) {
    let widget = wait_for(
        &format!("{role} \"{text}\""),
        Duration::from_secs(30),
        || {
            widgets()
                .into_iter()
                .find(|w| w.role == role && w.text == text)
        },
    );
    let (x, y) = window_origin();
    let [x0, y0, x1, y1] = widget.rect;
    tap((
        (x + (x0 + x1) / 2.0) as usize,
        (y + (y0 + y1) / 2.0) as usize,
    ));
}

/// The words of the selected widgets (the viewed move in the list).
fn selected_moves() -> Vec<String> {
    widgets()
        .into_iter()
        .filter(|w| w.selected && w.role == "Button")
        // A move of the list is named "1. e4, White": its SAN.
        .map(|w| {
            w.text
                .split_once(". ")
                .and_then(|(_, rest)| rest.rsplit_once(", "))
                .map_or(w.text.clone(), |(san, _)| san.to_owned())
        })
        .collect()
}

/// Starts the app with extra arguments and environment variables.
fn start_with_env(args: &[&str], env: &[(&str, &str)]) -> App {
    for _ in 0..3 {
        let _ = std::fs::remove_file(widgets_file());
        let mut child = Command::new(env!("CARGO_BIN_EXE_rookery"))
            .args(args)
            .env(NO_SESSION_BUS.0, NO_SESSION_BUS.1)
            .env("ROOKERY_NO_AUTOSAVE", "1")
            // Settings of their own: the player's theme must not change
            // the colours these tests look for.
            .env("XDG_CONFIG_HOME", private_config())
            // A runtime folder of their own: a Rookery the player runs is
            // not the one these tests talk to.
            .env("XDG_RUNTIME_DIR", private_runtime())
            // And a cache of their own (decoded copies, explorer indexes).
            .env("XDG_CACHE_HOME", private_config().join("cache"))
            .env(rookery::app::panel::WIDGETS_ENV, widgets_file())
            .envs(env.iter().copied())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the app starts");
        // Its first frame writes the widgets out.
        let ran = wait_for(
            "the first frame",
            Duration::from_secs(120),
            || match child.try_wait() {
                Ok(None) => widgets_file().exists().then_some(true),
                _ => Some(false),
            },
        );
        if ran {
            return App(child);
        }
    }
    panic!("the app exited at start three times");
}

/// Waits for the board to appear and stay put.
fn steady_board() -> (Shot, (f32, f32, f32)) {
    let mut previous = None;
    wait_for("a steady first frame", Duration::from_secs(120), || {
        let shot = Shot::take()?;
        let board = shot.find_board()?;
        let steady = previous == Some(board);
        previous = Some(board);
        if !steady {
            // Two shots apart in time agree once the layout has settled.
            sleep(Duration::from_millis(700));
            return None;
        }
        Some((shot, board))
    })
}

/// Polls `f` until it gives a value.
fn wait_for<T>(what: &str, timeout: Duration, mut f: impl FnMut() -> Option<T>) -> T {
    let start = Instant::now();
    loop {
        if let Some(t) = f() {
            return t;
        }
        assert!(start.elapsed() < timeout, "timed out waiting for {what}");
        sleep(Duration::from_millis(100));
    }
}

/// The title of Rookery's window, as the window manager sees it.
fn window_title() -> Option<String> {
    let out = Command::new("xdotool")
        .args(["search", "--name", "^Rookery", "getwindowname"])
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines().next().map(str::to_owned)
}

/// Types text into the focused window.
fn type_text(text: &str) {
    xdotool(&["type", "--delay", "40", text]);
}

fn key(keys: &str) {
    xdotool(&["key", keys]);
}

/// Gives a window the keyboard (there is no window manager) and waits
/// until it has it.
fn focus(name_or_class: &[&str]) {
    let mut args = vec!["search", "--onlyvisible"];
    args.extend_from_slice(name_or_class);
    args.extend(["windowfocus", "--sync"]);
    xdotool(&args);
}

/// Gives Rookery's window the keyboard.
fn focus_rookery() {
    focus(&["--name", "^Rookery"]);
}

/// Waits for a text field holding these words.
fn wait_for_field(text: &str) {
    wait_for(
        &format!("a field holding {text:?}"),
        Duration::from_secs(30),
        || {
            widgets()
                .iter()
                .any(|w| w.role == "TextInput" && w.value == text)
                .then_some(())
        },
    );
}

/// A game of ten moves whose final position is known.
const TAL_GAME: &str = "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Bg5 e6 \
                        7. f4 Be7 8. Qf3 Qc7 9. O-O-O Nbd7 10. g4 b5 1-0";
const TAL_FINAL: &str = "r1b1k2r/2qnbppp/p2ppn2/1p4B1/3NPPP1/2N2Q2/PPP4P/2KR1B1R w kq - 0 11";

/// A file of 50,000 games; game 4,321 is Tal's.
fn big_file(dir: &std::path::Path) -> std::path::PathBuf {
    let mut text = String::with_capacity(50_000 * 220);
    for i in 1..=50_000 {
        let (white, black, moves) = if i == 4_321 {
            ("Tal, Mikhail", "Petrosian, Tigran", TAL_GAME)
        } else {
            ("Player", "Opponent", "1. d4 d5 2. c4 e6 3. Nc3 Nf6 1/2-1/2")
        };
        text.push_str(&format!(
            "[Event \"Big open\"]\n[Site \"?\"]\n[Date \"1970.01.01\"]\n[Round \"{i}\"]\n\
             [White \"{white} {i}\"]\n[Black \"{black}\"]\n[Result \"*\"]\n\n{moves}\n\n"
        ));
    }
    let path = dir.join("big.pgn");
    std::fs::write(&path, text).unwrap();
    path
}

/// Whether each square holds a piece in a FEN, a8 first by rank.
fn occupied(fen: &str) -> Vec<(usize, usize, bool)> {
    let mut out = Vec::new();
    for (r, row) in fen.split(' ').next().unwrap().split('/').enumerate() {
        let rank = 7 - r;
        let mut file = 0;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                for _ in 0..d {
                    out.push((file, rank, false));
                    file += 1;
                }
            } else {
                out.push((file, rank, true));
                file += 1;
            }
        }
    }
    out
}

/// Waits until the board shows exactly the pieces of a FEN's placement.
fn wait_for_position(board: (f32, f32, f32), fen: &str) {
    let area = sample_area(board);
    wait_for("the game's position", Duration::from_secs(60), || {
        let shot = Shot::take()?;
        occupied(fen)
            .into_iter()
            .all(|(file, rank, piece)| {
                let n = piece_pixels(&shot, board, file, rank);
                if piece { n > area / 12 } else { n == 0 }
            })
            .then_some(())
    });
}

/// A one-game file to open through a dialog or the path field.
fn tal_file(dir: &std::path::Path) -> std::path::PathBuf {
    let path = dir.join("tal.pgn");
    std::fs::write(
        &path,
        format!("[White \"Tal\"]\n[Black \"Petrosian\"]\n[Result \"1-0\"]\n\n{TAL_GAME}\n"),
    )
    .unwrap();
    path
}

fn has_zenity() -> bool {
    // zenity starts GTK even for its version: without the address it
    // would autolaunch a session bus (see `NO_SESSION_BUS`).
    Command::new("zenity")
        .arg("--version")
        .env(NO_SESSION_BUS.0, NO_SESSION_BUS.1)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}
