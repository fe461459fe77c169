//! Compiles `data/<game>/*.toml` into Rust tables in `OUT_DIR` with `content-compiler`.
//!
//! Data problems are reported as `cargo::error=path:line:col: message` lines, never a panic.

use std::path::PathBuf;

fn main() {
    println!("cargo::rerun-if-changed=data");
    let (Some(manifest_dir), Some(out_dir)) =
        (std::env::var_os("CARGO_MANIFEST_DIR"), std::env::var_os("OUT_DIR"))
    else {
        println!("cargo::error=CARGO_MANIFEST_DIR and OUT_DIR must be set (run through cargo)");
        return;
    };
    match content_compiler::compile(&PathBuf::from(manifest_dir).join("data")) {
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
