//! Packs the executable's relative relocations (`-z pack-relative-relocs`,
//! DT_RELR) when the system's linker and C library can: a position-
//! independent Rust binary carries one 24-byte entry per pointer in its
//! read-only data (Bevy's and egui's vtables and type tables, some 3.6 MB
//! here), which DT_RELR stores in a few bits each. Measured in
//! docs/performance.md. The linker is asked once with a tiny C program first, so
//! a toolchain without the option (binutils before 2.38, glibc before 2.36)
//! builds as before.
//!
//! It also deflates the translations (`assets/i18n/*.ftl`) into `OUT_DIR`:
//! the binary carries them compressed, a quarter of their size, and
//! `i18n` inflates a language's file when it is chosen.

use std::{env, fs, path::PathBuf, process::Command};

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    compress_translations();
    let target_os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let target_env = env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if target_os == "linux" && target_env == "gnu" && linker_packs_relocations() {
        println!("cargo::rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
}

/// Deflates each `assets/i18n/<tag>.ftl` into `OUT_DIR/i18n/<tag>.ftl.z`.
fn compress_translations() {
    use std::io::Write;
    println!("cargo::rerun-if-changed=assets/i18n");
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("i18n");
    fs::create_dir_all(&out).expect("OUT_DIR takes a folder");
    let mut files: Vec<PathBuf> = fs::read_dir("assets/i18n")
        .expect("assets/i18n is there")
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    for path in files {
        println!("cargo::rerun-if-changed={}", path.display());
        let text = fs::read(&path).expect("a translation reads");
        let mut encoder =
            flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::best());
        encoder.write_all(&text).expect("deflating into memory");
        let name = path
            .file_name()
            .expect("a file")
            .to_string_lossy()
            .into_owned()
            + ".z";
        fs::write(
            out.join(name),
            encoder.finish().expect("deflating into memory"),
        )
        .expect("OUT_DIR takes a file");
    }
}

/// Whether `cc` links a program with packed relocations (the linker Rust
/// uses on Linux is `cc`, unless the player set another).
fn linker_packs_relocations() -> bool {
    let Some(out) = env::var_os("OUT_DIR").map(PathBuf::from) else {
        return false;
    };
    let source = out.join("relr-probe.c");
    if fs::write(&source, "int main(void) { return 0; }\n").is_err() {
        return false;
    }
    let cc = env::var("RUSTC_LINKER").unwrap_or_else(|_| "cc".to_owned());
    Command::new(cc)
        .arg("-pie")
        .arg("-fPIE")
        .arg("-Wl,-z,pack-relative-relocs")
        .arg(&source)
        .arg("-o")
        .arg(out.join("relr-probe"))
        .output()
        .is_ok_and(|output| output.status.success())
}
