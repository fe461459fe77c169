//! Compiles `data/<game>/*.toml` into Rust tables in `OUT_DIR` with `content-compiler`.
//!
//! Only the games whose cargo feature is on are read: a build of Arnak alone never opens
//! Eldritch's files, so a broken Eldritch file cannot stop it. Data problems are reported as
//! `cargo::error=path:line:col: message` lines, never a panic.
//!
//! The data is read from `content/data` unless the environment variable `TABLETOP_CONTENT_DIR`
//! names another directory with the same layout (`<dir>/<game>/*.toml`; a relative path is read
//! from the workspace root). Changing or unsetting the variable rebuilds the tables.
//! `cargo xtask content edit-check` uses it to build the engines against edited copies of the data.

use std::path::{Path, PathBuf};

/// The environment variable naming a data directory to build from instead of `content/data`.
const DATA_DIR_VAR: &str = "TABLETOP_CONTENT_DIR";

fn main() {
    let (Some(manifest_dir), Some(out_dir)) =
        (std::env::var_os("CARGO_MANIFEST_DIR"), std::env::var_os("OUT_DIR"))
    else {
        println!("cargo::error=CARGO_MANIFEST_DIR and OUT_DIR must be set (run through cargo)");
        return;
    };
    let manifest_dir = PathBuf::from(manifest_dir);
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed={DATA_DIR_VAR}");
    // `data/<game>` paths stay relative to this package when the data is its own, so cargo's
    // fingerprints read as before; another directory is watched by its absolute path.
    let (data, watched) = match std::env::var_os(DATA_DIR_VAR).filter(|dir| !dir.is_empty()) {
        None => (manifest_dir.join("data"), PathBuf::from("data")),
        Some(dir) => {
            let dir = PathBuf::from(dir);
            let root = manifest_dir.parent().unwrap_or(&manifest_dir);
            let dir = if dir.is_relative() { root.join(dir) } else { dir };
            if !dir.is_dir() {
                println!("cargo::error={DATA_DIR_VAR}={}: not a directory", dir.display());
                return;
            }
            (dir.clone(), dir)
        }
    };
    // A game's data directory `<data>/<game>` is read when the feature named `<game>` is on (cargo
    // sets `CARGO_FEATURE_<GAME>`, upper case, `-` as `_`): adding a game adds no line here.
    let mut games: Vec<String> = std::fs::read_dir(&data)
        .map(|entries| entries.filter_map(|entry| entry.ok()?.file_name().into_string().ok()).collect())
        .unwrap_or_default();
    games.sort();
    let feature = |game: &str| format!("CARGO_FEATURE_{}", game.to_uppercase().replace('-', "_"));
    games.retain(|game| std::env::var_os(feature(game)).is_some());
    let enabled: Vec<&str> = games.iter().map(String::as_str).collect();
    for game in &enabled {
        println!("cargo::rerun-if-changed={}", watched.join(game).display());
    }
    compile(&data, &enabled, Path::new(&out_dir));
}

/// Writes the generated tables of `games` into `out_dir`, or prints every located problem.
fn compile(data: &Path, games: &[&str], out_dir: &Path) {
    match content_compiler::compile_games(data, games) {
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
