//! Compiles `data/<game>/*.toml` into Rust tables in `OUT_DIR` with `content-compiler`.
//!
//! Only the games whose cargo feature is on are read: a build of Arnak alone never opens
//! Eldritch's files, so a broken Eldritch file cannot stop it. Data problems are reported as
//! `cargo::error=path:line:col: message` lines, never a panic.

use std::path::PathBuf;

fn main() {
    let (Some(manifest_dir), Some(out_dir)) =
        (std::env::var_os("CARGO_MANIFEST_DIR"), std::env::var_os("OUT_DIR"))
    else {
        println!("cargo::error=CARGO_MANIFEST_DIR and OUT_DIR must be set (run through cargo)");
        return;
    };
    let data = PathBuf::from(manifest_dir).join("data");
    // A game's data directory `data/<game>` is read when the feature named `<game>` is on (cargo
    // sets `CARGO_FEATURE_<GAME>`, upper case, `-` as `_`): adding a game adds no line here.
    let mut games: Vec<String> = std::fs::read_dir(&data)
        .map(|entries| entries.filter_map(|entry| entry.ok()?.file_name().into_string().ok()).collect())
        .unwrap_or_default();
    games.sort();
    let feature = |game: &str| format!("CARGO_FEATURE_{}", game.to_uppercase().replace('-', "_"));
    games.retain(|game| std::env::var_os(feature(game)).is_some());
    let enabled: Vec<&str> = games.iter().map(String::as_str).collect();
    println!("cargo::rerun-if-changed=build.rs");
    for game in &enabled {
        println!("cargo::rerun-if-changed=data/{game}");
    }
    match content_compiler::compile_games(&data, &enabled) {
        Ok(generated) => {
            for (name, source) in generated.files {
                if let Err(error) = std::fs::write(PathBuf::from(&out_dir).join(&name), source) {
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
