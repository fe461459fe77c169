//! Compiles `data/<game>/*.toml` into Rust tables in `OUT_DIR` with `content-compiler`.
//!
//! Only the games whose cargo feature is on are read: a build of Arnak alone never opens
//! Eldritch's files, so a broken Eldritch file cannot stop it. Data problems are reported as
//! `cargo::error=path:line:col: message` lines, never a panic.

use std::path::PathBuf;

/// Each game's data directory and the cargo feature that turns it on.
const GAMES: &[(&str, &str)] = &[
    ("arkham-2e", "CARGO_FEATURE_ARKHAM_2E"),
    ("arkham-lcg", "CARGO_FEATURE_ARKHAM_LCG"),
    ("arnak", "CARGO_FEATURE_ARNAK"),
    ("eldritch", "CARGO_FEATURE_ELDRITCH"),
    ("evil-priest", "CARGO_FEATURE_EVIL_PRIEST"),
];

fn main() {
    let (Some(manifest_dir), Some(out_dir)) =
        (std::env::var_os("CARGO_MANIFEST_DIR"), std::env::var_os("OUT_DIR"))
    else {
        println!("cargo::error=CARGO_MANIFEST_DIR and OUT_DIR must be set (run through cargo)");
        return;
    };
    let enabled: Vec<&str> = GAMES
        .iter()
        .filter(|(_, feature)| std::env::var_os(feature).is_some())
        .map(|(game, _)| *game)
        .collect();
    println!("cargo::rerun-if-changed=build.rs");
    for game in &enabled {
        println!("cargo::rerun-if-changed=data/{game}");
    }
    match content_compiler::compile_games(&PathBuf::from(manifest_dir).join("data"), &enabled) {
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
