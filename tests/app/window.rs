//! The real app in a real window. Ignored by default: it needs an X display
//! (`.ci/run` starts Xvfb), `xdotool` and ImageMagick's `import`.
//!
//! Starts the binary, waits for the first frame, checks square colours and
//! pieces in a screenshot, then plays 1.e4 with real pointer input and checks
//! the pawn moved; then promotes a pawn to a knight through the chooser.
//! Every click is a tap: `xdotool mousemove X Y click 1` in one go, the move
//! and the press arriving in the same frame, as a touchscreen sends them.

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

/// How many pixels in the middle of a square look like a piece: the near
/// white of White's pieces or the near black of outlines and Black's pieces.
fn piece_pixels(shot: &Shot, board: (f32, f32, f32), file: usize, rank: usize) -> usize {
    let (cx, cy) = center(board, file, rank);
    let r = (board.2 * 0.4) as usize;
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

/// A tap: the pointer jumps and clicks at once.
fn tap(at: (usize, usize)) {
    xdotool(&[
        "mousemove",
        &at.0.to_string(),
        &at.1.to_string(),
        "click",
        "1",
    ]);
    sleep(Duration::from_millis(600));
}

/// Which pixels in the middle of a square are a piece's (as `piece_pixels`
/// counts them), as a mask.
fn piece_mask(shot: &Shot, board: (f32, f32, f32), file: usize, rank: usize) -> Vec<bool> {
    let (cx, cy) = center(board, file, rank);
    let r = (board.2 * 0.4) as usize;
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

/// Starts the app with extra arguments and environment variables.
fn start_with_env(args: &[&str], env: &[(&str, &str)]) -> App {
    for _ in 0..3 {
        let mut child = Command::new(env!("CARGO_BIN_EXE_rookery"))
            .args(args)
            .envs(env.iter().copied())
            .env_remove("DBUS_SESSION_BUS_ADDRESS")
            .env("ROOKERY_NO_AUTOSAVE", "1")
            // Settings of their own: the player's theme must not change
            // the colours these tests look for.
            .env("XDG_CONFIG_HOME", private_config())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the app starts");
        sleep(Duration::from_secs(2));
        match child.try_wait() {
            Ok(None) => return App(child),
            _ => sleep(Duration::from_secs(1)),
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
            sleep(Duration::from_millis(700));
            return None;
        }
        Some((shot, board))
    })
}

fn wait_for<T>(what: &str, timeout: Duration, mut f: impl FnMut() -> Option<T>) -> T {
    let start = Instant::now();
    loop {
        if let Some(t) = f() {
            return t;
        }
        assert!(start.elapsed() < timeout, "timed out waiting for {what}");
        sleep(Duration::from_millis(500));
    }
}

#[test]
#[ignore = "needs an X display, xdotool and ImageMagick: .ci/run runs it under Xvfb"]
fn the_real_window_shows_the_board_and_plays_e4() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    assert!(
        std::env::var_os("DISPLAY").is_some(),
        "DISPLAY must name an X server (Xvfb)"
    );
    let app = start(&[]);

    // The first frames: the board's colours appear, and the board stays put
    // once the side panel has measured itself.
    let (shot, board) = steady_board();
    assert!(board.2 > 20.0, "squares are {} px", board.2);

    // a1 dark, h1 light (sampled beside the piece, inside the square).
    let corner = |file, rank| {
        let (x, y) = center(board, file, rank);
        let off = (board.2 * 0.45) as usize;
        shot.pixel(x - off, y)
    };
    assert!(close(corner(0, 2), DARK), "a3 is dark: {:?}", corner(0, 2));
    assert!(
        close(corner(7, 2), LIGHT),
        "h3 is light: {:?}",
        corner(7, 2)
    );
    let (x, y) = center(board, 4, 3);
    assert!(close(shot.pixel(x, y), LIGHT), "e4 is light and empty");
    let (x, y) = center(board, 3, 3);
    assert!(close(shot.pixel(x, y), DARK), "d4 is dark and empty");

    let area = (board.2 * 0.8).powi(2) as usize;
    assert!(piece_pixels(&shot, board, 4, 0) > area / 8, "a piece on e1");
    assert!(piece_pixels(&shot, board, 4, 7) > area / 8, "a piece on e8");
    assert_eq!(piece_pixels(&shot, board, 4, 3), 0, "nothing on e4");

    // 1.e4 with the real pointer: tap the pawn, tap its square.
    tap(center(board, 4, 1));
    tap(center(board, 4, 3));
    let shot = wait_for("the pawn on e4", Duration::from_secs(30), || {
        let shot = Shot::take()?;
        (piece_pixels(&shot, board, 4, 3) > area / 10).then_some(shot)
    });
    assert_eq!(piece_pixels(&shot, board, 4, 1), 0, "the pawn left e2");
    assert!(
        piece_pixels(&shot, board, 3, 1) > area / 10,
        "d2 keeps its pawn"
    );
    drop(app);
}

#[test]
#[ignore = "needs an X display, xdotool and ImageMagick: .ci/run runs it under Xvfb"]
fn a_tap_in_the_real_chooser_promotes_to_a_knight() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    assert!(
        std::env::var_os("DISPLAY").is_some(),
        "DISPLAY must name an X server (Xvfb)"
    );
    // A white knight on h3, a light square like a8, to compare with.
    let app = start(&["--fen", "8/P7/8/8/8/7N/8/k6K w - - 0 1"]);
    let (_, board) = steady_board();
    let area = (board.2 * 0.8).powi(2) as usize;
    tap(center(board, 0, 6));
    tap(center(board, 0, 7));
    // The chooser shows queen, knight, rook, bishop from a8 down: the knight
    // stands on a7.
    sleep(Duration::from_millis(600));
    tap(center(board, 0, 6));
    let shot = wait_for("the promoted piece", Duration::from_secs(30), || {
        let shot = Shot::take()?;
        // The chooser's shade is gone when the board's colours are back.
        let back = shot.find_board() == Some(board);
        (back && piece_pixels(&shot, board, 0, 7) > area / 10).then_some(shot)
    });
    assert_eq!(piece_pixels(&shot, board, 0, 6), 0, "a7 is empty");
    assert_eq!(
        piece_mask(&shot, board, 0, 7),
        piece_mask(&shot, board, 7, 2),
        "a8 shows the same piece as the knight on h3"
    );
    drop(app);
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
    sleep(Duration::from_millis(300));
}

fn key(keys: &str) {
    xdotool(&["key", keys]);
    sleep(Duration::from_millis(400));
}

/// Gives Rookery's window the keyboard (there is no window manager).
fn focus_rookery() {
    let _ = Command::new("xdotool")
        .args(["search", "--name", "^Rookery", "windowfocus"])
        .status();
    sleep(Duration::from_millis(300));
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
    let area = (board.2 * 0.8).powi(2) as usize;
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

#[test]
#[ignore = "needs an X display, xdotool and ImageMagick: .ci/run runs it under Xvfb"]
fn a_big_file_from_the_command_line_lists_filters_and_opens() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let path = big_file(dir.path());
    let app = start(&[path.to_str().unwrap()]);
    let (_, board) = {
        // The list covers the board; wait for the window first.
        wait_for("the window", Duration::from_secs(120), window_title);
        sleep(Duration::from_secs(2));
        focus_rookery();
        // The search box has the keyboard: narrow the list, open the game.
        type_text("Tal");
        let mut tries = 0;
        wait_for("Tal's game to open", Duration::from_secs(120), || {
            tries += 1;
            if tries % 4 == 1 {
                key("Return");
            }
            window_title().filter(|t| t.contains("Tal, Mikhail 4321 vs Petrosian"))
        });
        steady_board()
    };
    assert_eq!(
        window_title().unwrap(),
        "Rookery — big.pgn — Tal, Mikhail 4321 vs Petrosian, Tigran"
    );
    wait_for_position(board, TAL_FINAL);
    drop(app);
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
    Command::new("zenity")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
#[ignore = "needs an X display, xdotool, ImageMagick and zenity: .ci/run runs it under Xvfb"]
fn the_open_dialog_opens_a_file_through_zenity() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    assert!(has_zenity(), "zenity must be installed for this test");
    let dir = tempfile::tempdir().unwrap();
    let path = tal_file(dir.path());
    let app = start(&[]);
    let (_, board) = steady_board();
    focus_rookery();
    key("ctrl+o");
    // zenity's file chooser: typing a path opens its location field.
    wait_for("zenity's dialog", Duration::from_secs(60), || {
        let out = Command::new("xdotool")
            .args(["search", "--onlyvisible", "--class", "zenity"])
            .output()
            .ok()?;
        (!out.stdout.is_empty()).then_some(())
    });
    sleep(Duration::from_secs(2));
    let _ = Command::new("xdotool")
        .args([
            "search",
            "--onlyvisible",
            "--class",
            "zenity",
            "windowfocus",
        ])
        .status();
    sleep(Duration::from_millis(500));
    key("ctrl+l");
    type_text(path.to_str().unwrap());
    key("Return");
    wait_for("the game to open", Duration::from_secs(60), || {
        window_title().filter(|t| t.contains("tal.pgn — Tal vs Petrosian"))
    });
    wait_for_position(board, TAL_FINAL);
    drop(app);
}

#[test]
#[ignore = "needs an X display, xdotool and ImageMagick: .ci/run runs it under Xvfb"]
fn without_a_dialog_service_the_path_field_opens_a_file() {
    let _display = DISPLAY.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let path = tal_file(dir.path());
    // No zenity on the PATH and no session bus: no dialog can be shown.
    let empty = dir.path().join("bin");
    std::fs::create_dir(&empty).unwrap();
    let app = start_with_env(&[], &[("PATH", empty.to_str().unwrap())]);
    let (_, board) = steady_board();
    focus_rookery();
    let asked = Instant::now();
    key("ctrl+o");
    // The path field has the keyboard at once.
    type_text(path.to_str().unwrap());
    key("Return");
    wait_for("the game to open", Duration::from_secs(60), || {
        window_title().filter(|t| t.contains("tal.pgn — Tal vs Petrosian"))
    });
    assert!(asked.elapsed() < Duration::from_secs(30));
    wait_for_position(board, TAL_FINAL);
    drop(app);
}
