//! Starts Rookery: reads the command line, then opens the window.
// A release build on Windows opens no console window behind the app.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::{io::IsTerminal, process::ExitCode};

fn main() -> ExitCode {
    use rookery::desktop::cli;
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    // A job that writes files (`--annotate`, `--image`, the desktop entry)
    // never opens a window, not even to say what was wrong with it.
    let job = cli::asks_for_a_job(&args);
    let display = cli::display_problem();
    let (cli, problem) = match cli::parse_args(&args) {
        Ok(cli) => (cli, None),
        // `--help` and `--version` print and exit 0; mistakes print clap's
        // usual message and exit 2 where nobody would see a window say them.
        Err(e)
            if !e.use_stderr() || job || display.is_some() || std::io::stderr().is_terminal() =>
        {
            e.exit()
        }
        // Started from a launcher, with no terminal to read the message:
        // the window starts as usual and says it.
        Err(e) => {
            let _ = e.print();
            let empty = cli::parse_args(std::iter::empty::<std::ffi::OsString>())
                .expect("no arguments always parse");
            (empty, Some(cli::error_words(&e)))
        }
    };
    if cli.install_desktop || cli.uninstall_desktop {
        return desktop(cli.install_desktop);
    }
    if let (Some(input), Some(output)) = (&cli.image, &cli.output) {
        return image(input, output, cli.flip, cli.size);
    }
    if let (Some(input), Some(output)) = (&cli.annotate, &cli.output) {
        return annotate(input, output, cli.depth, cli.replace, cli.engine.clone());
    }
    if let (Some(input), Some(output)) = (&cli.find_puzzles, &cli.output) {
        return find_puzzles(input, output, cli.depth, cli.engine.clone());
    }
    if let Some(input) = &cli.import_puzzles {
        return import_puzzles(input, cli.puzzle_store.clone());
    }
    if let Some(file) = &cli.repertoire {
        return repertoire(file, &cli);
    }
    if let Some(fen) = &cli.probe {
        return probe(fen, &cli.tables);
    }
    if let (true, Some(level)) = (cli.uci, cli.level) {
        return uci(level, cli.engine.clone());
    }
    if let Some(display) = display {
        eprintln!("rookery: {display}");
        return ExitCode::FAILURE;
    }
    let primary = match primary_or_exit(&cli, problem.as_ref()) {
        Ok(primary) => primary,
        Err(code) => return code,
    };
    let options = rookery::desktop::cli::StartOptions {
        problem,
        ..cli.start_options()
    };
    if rookery::app::run(options, primary).is_error() {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// This launch's claim to be the one Rookery running: the lock, or none
/// (the window opens anyway); or the exit code when another Rookery took
/// the request (or refused it).
fn primary_or_exit(
    cli: &rookery::desktop::cli::Cli,
    problem: Option<&String>,
) -> Result<Option<rookery::desktop::instance::Primary>, ExitCode> {
    use rookery::desktop::instance::{InstanceError, Launch, claim, folder};
    match claim(&folder(), &cli.instance_request()) {
        Ok(Launch::Primary(primary)) => Ok(Some(primary)),
        Ok(Launch::Handed) => {
            if let Some(problem) = problem {
                tell(&format!(
                    "Rookery was started with options it cannot use: {problem}."
                ));
                return Err(ExitCode::from(2));
            }
            println!("Rookery is already running: the request went to its window.");
            Err(ExitCode::SUCCESS)
        }
        Ok(Launch::Refused(why)) => {
            tell(&format!("Rookery is already running, and {why}."));
            Err(ExitCode::from(2))
        }
        Err(e @ InstanceError::NoAnswer { .. }) => {
            tell(&e.to_string());
            Err(ExitCode::FAILURE)
        }
        // Without a lock the window still opens: refusing to start would be
        // worse than the small risk of a second window.
        Err(e) => {
            eprintln!("rookery: {e}");
            Ok(None)
        }
    }
}

/// Says a problem where a player started from the desktop sees it too: on
/// the terminal, and in a message box when the desktop can show one.
fn tell(message: &str) {
    eprintln!("rookery: {message}");
    let _ = rfd::MessageDialog::new()
        .set_title("Rookery")
        .set_description(message)
        .set_level(rfd::MessageLevel::Error)
        .show();
}

/// `--install-desktop` and `--uninstall-desktop`.
fn desktop(install: bool) -> ExitCode {
    use rookery::desktop::entry::{XdgHome, install as put, uninstall};
    let Some(home) = XdgHome::from_environment() else {
        eprintln!("rookery: HOME is not set, so the desktop folders are unknown");
        return ExitCode::FAILURE;
    };
    let result = if install {
        std::env::current_exe()
            .and_then(|exe| exe.canonicalize())
            .and_then(|exe| put(&home, &exe))
    } else {
        uninstall(&home)
    };
    match result {
        Ok(files) => {
            let verb = if install { "Installed" } else { "Removed" };
            println!("{verb}:");
            for file in files {
                println!("  {}", file.display());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("rookery: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `--annotate IN --output OUT`: every game with its report. Exits 0 when
/// the file was written, whatever happened to one game (said on standard
/// error); 2 when the input or the output cannot be used (checked before
/// the engine starts); 1 when nothing could be written.
/// `--probe FEN [--tables DIR]`: what the endgame tables say.
fn probe(fen: &str, tables: &[std::path::PathBuf]) -> ExitCode {
    use rookery::desktop::tablebase;
    let folders = if tables.is_empty() {
        let data = rookery::desktop::settings::project_dirs().map(|d| d.data_dir().to_owned());
        tablebase::default_folders(data.as_deref())
    } else {
        tables.to_vec()
    };
    match tablebase::probe_text(fen, &folders) {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("rookery: {e}");
            ExitCode::from(2)
        }
    }
}

/// The engine a job runs: the one named, the settings', or one found;
/// `None` (said) when there is none.
fn engine_program(
    named: Option<std::path::PathBuf>,
    settings: &rookery::desktop::settings::Settings,
) -> Option<std::path::PathBuf> {
    let found = named.or_else(|| settings.engine.program());
    if found.is_none() {
        eprintln!(
            "rookery: no chess engine found: install one (apt install stockfish) \
             or name it with --engine"
        );
    }
    found
}

/// `--uci --level N`: the computer at level N as a UCI engine.
fn uci(level: u8, engine: Option<std::path::PathBuf>) -> ExitCode {
    let settings = rookery::desktop::settings::Settings::read_quietly();
    let Some(engine) = engine_program(engine, &settings) else {
        return ExitCode::FAILURE;
    };
    let Some(level) = rookery::chess::opponent::level(level) else {
        eprintln!("rookery: there is no level {level}: the levels are 1 to 10");
        return ExitCode::from(2);
    };
    let stdin = std::io::stdin().lock();
    let mut rolls = rookery::chess::opponent::Rolls::new();
    match rookery::desktop::computer::serve_uci(
        level,
        &engine,
        stdin,
        std::io::stdout(),
        &mut rolls,
    ) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("rookery: {e}");
            ExitCode::FAILURE
        }
    }
}

fn annotate(
    input: &std::path::Path,
    output: &std::path::Path,
    depth: u32,
    replace: bool,
    engine: Option<std::path::PathBuf>,
) -> ExitCode {
    use rookery::desktop::report;
    let settings = rookery::desktop::settings::Settings::read_quietly();
    let Some(engine) = engine_program(engine, &settings) else {
        return ExitCode::FAILURE;
    };
    let job = report::Annotate {
        input: input.to_owned(),
        output: output.to_owned(),
        depth,
        replace,
        engine,
        options: settings.engine.options(),
    };
    let progress = if std::io::stderr().is_terminal() {
        report::Progress::Live
    } else {
        report::Progress::Lines
    };
    if let Err(e) = report::check_annotate(input, output, replace) {
        eprintln!("rookery: {e}");
        return ExitCode::from(2);
    }
    match report::annotate_file(&job, &mut std::io::stderr(), progress) {
        Ok(games) => {
            let s = if games == 1 { "" } else { "s" };
            eprintln!("rookery: {games} game{s} written to {}", output.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("rookery: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `--import-puzzles FILE [--puzzle-store STORE]`: prints how many were
/// added; each bad row on standard error. Exits 2 when the file holds no
/// puzzle that can be read (or cannot be read), 1 when the store cannot be
/// opened.
fn import_puzzles(input: &std::path::Path, store: Option<std::path::PathBuf>) -> ExitCode {
    use rookery::desktop::puzzle_store::{Progress, PuzzleStore, Step, default_path};
    // A folder, or a file that cannot be read, is refused before the store
    // is opened: nothing is written for it.
    if let Err(why) = readable_file(input) {
        eprintln!("rookery: {why}");
        return ExitCode::from(2);
    }
    let Some(path) = store.or_else(default_path) else {
        eprintln!("rookery: no data folder is known here; name the store with --puzzle-store");
        return ExitCode::FAILURE;
    };
    let new_store = !path.exists();
    let mut store = match PuzzleStore::open(&path) {
        Ok(store) => store,
        Err(e) => {
            eprintln!("rookery: {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    };
    let progress = Progress {
        each_step: Some(Box::new(|step| match step {
            Step::Added(added) => eprintln!("rookery: {added} puzzles added so far"),
            Step::Filing(count) => {
                eprintln!("rookery: filing {count} puzzles by theme and rating")
            }
        })),
        ..Progress::default()
    };
    match store.import_file(input, &progress) {
        Ok(report) => {
            for e in &report.errors {
                eprintln!("rookery: {}: {e}", input.display());
            }
            if report.bad > report.errors.len() as u64 {
                eprintln!(
                    "rookery: {} more bad rows",
                    report.bad - report.errors.len() as u64
                );
            }
            println!("{}", report.added);
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("rookery: {e}");
            // A store made for a file with no puzzle goes again.
            drop(store);
            if new_store {
                for end in ["", "-wal", "-shm"] {
                    let mut name = path.clone().into_os_string();
                    name.push(end);
                    let _ = std::fs::remove_file(name);
                }
            }
            ExitCode::from(2)
        }
    }
}

/// `--repertoire FILE (--cards | --gaps REFERENCE [--min-share N])`: one
/// JSON object a line; exits 2 with words for a file that is not a
/// repertoire or cannot be read.
fn repertoire(file: &std::path::Path, cli: &rookery::desktop::cli::Cli) -> ExitCode {
    use rookery::desktop::repertoire_job::{Asked, run};
    let asked = match &cli.gaps {
        Some(reference) => Asked::Gaps(reference, cli.min_share.unwrap_or(5.0)),
        None => Asked::Cards,
    };
    let side = cli.side.map(rookery::desktop::cli::Side::color);
    match run(
        file,
        side,
        &asked,
        &mut std::io::stdout().lock(),
        &mut std::io::stderr(),
    ) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("rookery: {}", e.0);
            ExitCode::from(2)
        }
    }
}

/// Whether `path` is a file that can be read (not a folder), in words.
fn readable_file(path: &std::path::Path) -> Result<(), String> {
    match std::fs::metadata(path) {
        Ok(m) if m.is_dir() => Err(format!("{} is a folder, not a file", path.display())),
        Ok(_) => std::fs::File::open(path)
            .map(drop)
            .map_err(|e| format!("could not read {}: {e}", path.display())),
        Err(e) => Err(format!("could not read {}: {e}", path.display())),
    }
}

/// `--find-puzzles IN --output OUT`: lichess's CSV of the puzzles found.
/// Exits 2 when the input cannot be read or the output is the input, 1
/// when no engine runs.
fn find_puzzles(
    input: &std::path::Path,
    output: &std::path::Path,
    depth: u32,
    engine: Option<std::path::PathBuf>,
) -> ExitCode {
    use rookery::desktop::puzzle_finder::{FindJob, FindProgress, find_in_file, write_found};
    if let Err(why) = readable_file(input) {
        eprintln!("rookery: {why}");
        return ExitCode::from(2);
    }
    if output.canonicalize().ok() == input.canonicalize().ok() {
        eprintln!("rookery: --output would write over the games it reads");
        return ExitCode::from(2);
    }
    // Nothing is written, and no engine started, for a file without a
    // game to search (read up to its first game with moves).
    let has_a_game = std::fs::File::open(input).is_ok_and(|file| {
        rookery::chess::pgn::Games::new(std::io::BufReader::new(file))
            .any(|game| !game.game.plies().is_empty())
    });
    if !has_a_game {
        eprintln!("rookery: {} holds no game with moves", input.display());
        return ExitCode::from(2);
    }
    let settings = rookery::desktop::settings::Settings::read_quietly();
    let Some(engine) = engine_program(engine, &settings) else {
        return ExitCode::FAILURE;
    };
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    let job = FindJob {
        input: input.to_owned(),
        engine,
        depth,
        workers,
    };
    let progress = FindProgress::default();
    let found = match find_in_file(&job, &progress) {
        Ok(found) => found,
        Err(e) => {
            eprintln!("rookery: {e}");
            return ExitCode::FAILURE;
        }
    };
    if let Err(e) = write_found(output, &found) {
        eprintln!("rookery: {}: {e}", output.display());
        return ExitCode::FAILURE;
    }
    let games = progress.games.load(std::sync::atomic::Ordering::Relaxed);
    eprintln!(
        "rookery: {} puzzles found in {games} games, written to {}",
        found.len(),
        output.display()
    );
    ExitCode::SUCCESS
}

/// `--image IN --output OUT`: a diagram or a GIF. Exits 0 when written, 2
/// when the input or the output cannot be used (the message names it).
fn image(input: &str, output: &std::path::Path, flip: bool, size: u32) -> ExitCode {
    let settings = rookery::desktop::settings::Settings::read_quietly();
    let job = rookery::desktop::image::ImageJob {
        input: input.to_owned(),
        output: output.to_owned(),
        flip,
        size,
        palette: rookery::app::theme::Theme::named(settings.theme).palette(),
        delay_ms: 1000,
    };
    match rookery::desktop::image::write_image(&job) {
        Ok(words) => {
            eprintln!("rookery: {words}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("rookery: {e}");
            ExitCode::from(2)
        }
    }
}
