//! The build script of every game's content crate (`crates/content-<game>`): compiles
//! `content/data/<game>/*.toml` into that crate's Rust tables in `OUT_DIR`.
//!
//! Each game's tables are their own crate, so a build reads only the games it uses (a build of
//! Arnak alone never opens Eldritch's files, and a broken Eldritch file cannot stop it), and an
//! edit to one game's data recompiles that game's tables and engine, not the other games. Data
//! problems are reported as `cargo::error=path:line:col: message` lines, never a panic.
//!
//! The data is read from `content/data` unless the environment variable `TABLETOP_CONTENT_DIR`
//! names another directory with the same layout (`<dir>/<game>/*.toml`; a relative path is read
//! from the workspace root). Changing or unsetting the variable rebuilds the tables.
//! `cargo xtask content edit-check` uses it to build the engines against edited copies of the data.

use std::path::{Path, PathBuf};

/// The environment variable naming a data directory to build from instead of `content/data`.
pub const DATA_DIR_VAR: &str = "TABLETOP_CONTENT_DIR";

/// Where `content/data` is seen from a content crate's directory (`crates/content-<game>`).
const DATA_FROM_CRATE: &str = "../../content/data";

/// Runs as the build script of the content crate of `game` (its data directory name, such as
/// `arnak`): writes `OUT_DIR/<game>.rs`, or prints every located problem as a cargo error.
pub fn run(game: &str) {
    let (Some(manifest_dir), Some(out_dir)) =
        (std::env::var_os("CARGO_MANIFEST_DIR"), std::env::var_os("OUT_DIR"))
    else {
        println!("cargo::error=CARGO_MANIFEST_DIR and OUT_DIR must be set (run through cargo)");
        return;
    };
    let manifest_dir = PathBuf::from(manifest_dir);
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed={DATA_DIR_VAR}");
    // The default data is watched by a path relative to the package, so cargo's fingerprints do
    // not depend on where the checkout is; another directory is watched by its absolute path.
    let (data, watched) = match std::env::var_os(DATA_DIR_VAR).filter(|dir| !dir.is_empty()) {
        None => (manifest_dir.join(DATA_FROM_CRATE), PathBuf::from(DATA_FROM_CRATE)),
        Some(dir) => {
            let dir = PathBuf::from(dir);
            let root = manifest_dir.join("../..");
            let dir = if dir.is_relative() { root.join(dir) } else { dir };
            if !dir.is_dir() {
                println!("cargo::error={DATA_DIR_VAR}={}: not a directory", dir.display());
                return;
            }
            (dir.clone(), dir)
        }
    };
    println!("cargo::rerun-if-changed={}", watched.join(game).display());
    write(&data, game, Path::new(&out_dir));
}

/// Writes the generated tables of `game` into `out_dir`, or prints every located problem.
fn write(data: &Path, game: &str, out_dir: &Path) {
    match crate::compile_games(data, &[game]) {
        Ok(generated) if generated.files.is_empty() => {
            println!("cargo::error={}: no data for {game}", data.join(game).display());
        }
        Ok(generated) => {
            for (name, source) in generated.files {
                if let Err(error) = std::fs::write(out_dir.join(&name), source) {
                    println!("cargo::error=cannot write {name} to OUT_DIR: {error}");
                }
            }
        }
        Err(diagnostics) => {
            for diagnostic in diagnostics {
                println!("cargo::error={diagnostic}");
            }
        }
    }
}
