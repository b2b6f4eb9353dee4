//! What differs between Linux (and other Unix systems), macOS and Windows,
//! in one place: each function here has the same name and meaning on every
//! system, and the rest of Rookery calls only these. Sound has its own seam
//! (`desktop::sound`), and so do the desktop entry and its MIME types
//! (`desktop::entry`, Linux only).

use std::{
    ffi::OsStr,
    fs, io,
    path::{Path, PathBuf},
    process::{Child, Command},
};

/// The file name of Stockfish's program here: `stockfish`, or
/// `stockfish.exe` on Windows.
pub const STOCKFISH: &str = if cfg!(windows) {
    "stockfish.exe"
} else {
    "stockfish"
};

/// The folders searched for Stockfish after `PATH`: Debian's and Ubuntu's
/// `/usr/games` on Unix; on Windows, Rookery's own folder and a
/// `stockfish` folder beside it (where a downloaded engine is unpacked).
pub fn engine_folders() -> Vec<PathBuf> {
    if cfg!(windows) {
        let Some(own) = std::env::current_exe()
            .ok()
            .and_then(|p| p.parent().map(Path::to_path_buf))
        else {
            return Vec::new();
        };
        vec![own.join("stockfish"), own]
    } else {
        vec![PathBuf::from("/usr/games")]
    }
}

/// Whether `path` is a program that can be started: an executable file on
/// Unix, any file on Windows.
pub fn is_program(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        path.metadata()
            .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        path.is_file()
    }
}

/// Before an engine's process starts: on Unix it leads a process group of
/// its own, so that [`end_engine`] ends what it started too; on Linux the
/// kernel is also asked to kill it when Rookery dies, however it dies
/// (macOS has no such request: there an engine left behind by a crash
/// reads the end of its input, and UCI engines quit on it); on Windows it
/// gets no console window of its own.
pub fn before_engine_starts(command: &mut Command) {
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        command.process_group(0);
    }
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::process::CommandExt;
        // SAFETY: prctl is async-signal-safe and touches no memory of the
        // parent; it is all the child runs between fork and exec.
        unsafe {
            command.pre_exec(|| {
                if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) == -1 {
                    return Err(io::Error::last_os_error());
                }
                Ok(())
            });
        }
    }
    #[cfg(windows)]
    {
        use std::os::windows::process::CommandExt;
        /// `CREATE_NO_WINDOW`: a console program started without a console.
        const CREATE_NO_WINDOW: u32 = 0x0800_0000;
        command.creation_flags(CREATE_NO_WINDOW);
    }
    #[cfg(not(any(unix, windows)))]
    let _ = command;
}

/// Ends an engine that did not quit when asked, and waits for it: on Unix
/// its whole process group (a script's engine, helpers it started); on
/// Windows the process (its own children are in Rookery's Job Object).
pub fn end_engine(child: &mut Child) {
    #[cfg(unix)]
    if let Ok(pid) = i32::try_from(child.id()) {
        // SAFETY: a signal to the group the engine leads (made at its
        // start, see before_engine_starts); the engine is not yet waited
        // for, so its number is still its own.
        unsafe {
            libc::kill(-pid, libc::SIGKILL);
        }
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// After an engine's process started: on Windows it joins Rookery's Job
/// Object, which kills it when Rookery ends, however it ends (as
/// `PR_SET_PDEATHSIG` does on Linux). Elsewhere nothing is needed.
pub fn after_engine_started(child: &Child) {
    #[cfg(windows)]
    windows_job::assign(child);
    #[cfg(not(windows))]
    let _ = child;
}

/// Rookery's Job Object on Windows: made once, never closed (its handle
/// closes with the process, and with it every engine in it dies).
#[cfg(windows)]
mod windows_job {
    use std::os::windows::io::AsRawHandle;
    use windows_sys::Win32::System::JobObjects::{
        AssignProcessToJobObject, CreateJobObjectW, JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE,
        JOBOBJECT_EXTENDED_LIMIT_INFORMATION, JobObjectExtendedLimitInformation,
        SetInformationJobObject,
    };

    /// The job's handle, as an integer (a raw handle is not `Sync`).
    fn job() -> Option<usize> {
        static JOB: std::sync::OnceLock<Option<usize>> = std::sync::OnceLock::new();
        *JOB.get_or_init(|| {
            // SAFETY: plain Win32 calls on a handle made here; the
            // information struct is zeroed, then its one flag set.
            unsafe {
                let job = CreateJobObjectW(std::ptr::null(), std::ptr::null());
                if job.is_null() {
                    return None;
                }
                let mut info: JOBOBJECT_EXTENDED_LIMIT_INFORMATION = std::mem::zeroed();
                info.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
                let ok = SetInformationJobObject(
                    job,
                    JobObjectExtendedLimitInformation,
                    (&raw const info).cast(),
                    std::mem::size_of::<JOBOBJECT_EXTENDED_LIMIT_INFORMATION>() as u32,
                );
                (ok != 0).then_some(job as usize)
            }
        })
    }

    pub(super) fn assign(child: &std::process::Child) {
        if let Some(job) = job() {
            // SAFETY: the child's handle is open while `child` lives; the
            // job's for as long as Rookery runs.
            unsafe {
                AssignProcessToJobObject(job as _, child.as_raw_handle() as _);
            }
        }
    }
}

/// The name of the single instance's socket for the data folder `folder`:
/// a socket file in it on Unix, a named pipe named after it on Windows.
pub fn instance_socket(
    folder: &Path,
    file: &str,
) -> io::Result<interprocess::local_socket::Name<'static>> {
    use interprocess::local_socket::prelude::*;
    #[cfg(unix)]
    {
        use interprocess::local_socket::GenericFilePath;
        folder.join(file).to_fs_name::<GenericFilePath>()
    }
    #[cfg(not(unix))]
    {
        use interprocess::local_socket::GenericNamespaced;
        // FNV-1a of the folder: one pipe per data folder.
        let tag: u64 = folder
            .to_string_lossy()
            .bytes()
            .fold(0xcbf2_9ce4_8422_2325, |h, b| {
                (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
            });
        format!("rookery-{tag:016x}-{file}").to_ns_name::<GenericNamespaced>()
    }
}

/// Makes `folder` (and its parents) and keeps it to its owner on Unix;
/// on Windows a profile's folders are its owner's already.
pub fn make_private_folder(folder: &Path) -> io::Result<()> {
    fs::create_dir_all(folder)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(folder, fs::Permissions::from_mode(0o700))?;
    }
    Ok(())
}

/// Gives a new file (written privately, then renamed into place) the
/// permissions a file made by the player would have: 0644 on Unix.
pub fn make_usual_file(path: &Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let _ = fs::set_permissions(path, fs::Permissions::from_mode(0o644));
    }
    #[cfg(not(unix))]
    let _ = path;
}

/// Makes a rename in `folder` survive a power cut: on Unix, a sync of the
/// folder's entries; Windows's rename is written through already.
pub fn sync_folder(folder: &Path) {
    #[cfg(unix)]
    if let Ok(dir) = fs::File::open(folder) {
        let _ = dir.sync_all();
    }
    #[cfg(not(unix))]
    let _ = folder;
}

/// A file name that is not Unicode, as text: on Unix its bytes read as
/// Windows-1252 (an old archive's Latin-1 `Réti.pgn`), as PGN text is; on
/// Windows (UTF-16 names) with U+FFFD for what is not.
pub fn name_text(name: &OsStr) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        encoding_rs::WINDOWS_1252
            .decode_without_bom_handling(name.as_bytes())
            .0
            .into_owned()
    }
    #[cfg(not(unix))]
    {
        name.to_string_lossy().into_owned()
    }
}

/// A path as bytes, to keep in a text file (as hex) and read back whole:
/// its own bytes on Unix, UTF-8 elsewhere.
pub fn path_bytes(path: &Path) -> Vec<u8> {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        path.as_os_str().as_bytes().to_vec()
    }
    #[cfg(not(unix))]
    {
        path.to_string_lossy().into_owned().into_bytes()
    }
}

/// The path [`path_bytes`] gave.
pub fn path_from_bytes(bytes: Vec<u8>) -> PathBuf {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStringExt;
        PathBuf::from(std::ffi::OsString::from_vec(bytes))
    }
    #[cfg(not(unix))]
    {
        PathBuf::from(String::from_utf8_lossy(&bytes).into_owned())
    }
}

/// The CPU time the calling thread has used, where the system tells it
/// cheaply (Linux); `None` elsewhere.
pub fn thread_cpu_time() -> Option<std::time::Duration> {
    #[cfg(target_os = "linux")]
    {
        let mut spec = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: clock_gettime writes the timespec it is given.
        let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut spec) } == 0;
        ok.then(|| std::time::Duration::new(spec.tv_sec as u64, spec.tv_nsec as u32))
    }
    #[cfg(not(target_os = "linux"))]
    {
        None
    }
}

/// Hands back to the system the memory a job freed: glibc keeps what a
/// thread frees in that thread's arena, so a listing or an explorer build
/// of millions of games would leave the idle app a hundred megabytes or
/// more above what it uses (nothing in the standard library or a crate
/// the app has does this). Other allocators give it back themselves.
pub fn give_back_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `malloc_trim` only returns the allocator's free pages; it
    // takes the allocator's own locks and may run on any thread.
    unsafe {
        libc::malloc_trim(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_kept_as_bytes_comes_back_whole() {
        let path = Path::new("Partien/Réti 1923.pgn");
        assert_eq!(path_from_bytes(path_bytes(path)), path);
    }

    #[test]
    fn stockfish_is_looked_for_by_this_system_s_name() {
        assert_eq!(STOCKFISH.ends_with(".exe"), cfg!(windows));
        assert!(!engine_folders().is_empty());
    }

    #[cfg(unix)]
    #[test]
    fn a_file_that_cannot_run_is_no_program() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("engine");
        fs::write(&file, "#!/bin/sh\n").unwrap();
        assert!(!is_program(&file));
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&file, fs::Permissions::from_mode(0o755)).unwrap();
        assert!(is_program(&file));
        assert!(!is_program(dir.path()));
    }
}
