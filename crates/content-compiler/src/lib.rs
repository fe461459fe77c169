//! Compiles the designers' `content/data/<game>/*.toml` into Rust source for the `content` crate.
//!
//! `content/build.rs` is a thin shell over [`compile`]; `cargo xtask content check` and
//! `cargo xtask content coverage` call [`check`] and [`coverage`]. Every problem in the data is
//! collected, located (`path:line:col: message`, the path relative to the workspace root) and
//! returned at once, so one run shows a designer every mistake.
//!
//! The framework is game-agnostic: [`reader`] reads spanned TOML against a schema and accumulates
//! [`Diagnostic`]s, [`codegen`] writes deterministic Rust literals, [`CoverageRow`] counts entries
//! against the rulebook. Each game plugs in one module under `games/` that turns its TOML into
//! its statics.
//!
//! Architecture invariant: this crate never depends on `content` or a game crate (it generates
//! what they compile); the type names it emits are checked by compiling the generated file.
//! Architecture invariant: no IO beyond reading the data directory; output is a pure function of
//! the input files, sorted by id, so it is byte-for-byte reproducible.

#![forbid(unsafe_code)]

pub mod codegen;
mod coverage;
mod diagnostic;
mod games;
pub mod reader;
mod source;

#[cfg(test)]
mod tests;

use std::path::{Path, PathBuf};

pub use coverage::{CoverageRow, CoverageTable};
pub use diagnostic::Diagnostic;
pub use source::SourceFile;

/// The generated Rust sources, one per game: file name (e.g. `arnak.rs`) and its text.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Generated {
    /// `(file name, Rust source)`, sorted by file name.
    pub files: Vec<(String, String)>,
}

/// The data files of one game, already read: the input of a game module.
#[derive(Debug, Clone)]
pub struct GameInput {
    /// Game directory name under the data directory (`arnak`).
    pub game: String,
    /// The directory as shown in diagnostics and headers (`content/data/arnak`).
    pub display_dir: String,
    /// Its `*.toml` files, sorted by path.
    pub files: Vec<SourceFile>,
}

/// Compiles every game under `data_dir` into Rust sources.
///
/// # Errors
///
/// Every problem found in any file, each located as `path:line:col: message`.
pub fn compile(data_dir: &Path) -> Result<Generated, Vec<Diagnostic>> {
    let inputs = load(data_dir)?;
    let mut generated = Generated::default();
    let mut diagnostics = Vec::new();
    for input in &inputs {
        match games::compile(input) {
            Ok(output) => generated.files.extend(output.files),
            Err(mut found) => diagnostics.append(&mut found),
        }
    }
    if diagnostics.is_empty() {
        generated.files.sort();
        Ok(generated)
    } else {
        Err(diagnostics)
    }
}

/// Every problem in the data under `data_dir`; empty when the content compiles.
pub fn check(data_dir: &Path) -> Vec<Diagnostic> {
    compile(data_dir).err().unwrap_or_default()
}

/// Per game and entry kind: entries found against the rulebook's component counts, how many are
/// fully data-driven and how many use hooks, and where the values come from.
///
/// # Errors
///
/// The data's diagnostics, when it does not compile.
pub fn coverage(data_dir: &Path) -> Result<Vec<CoverageRow>, Vec<Diagnostic>> {
    let inputs = load(data_dir)?;
    let mut rows = Vec::new();
    let mut diagnostics = Vec::new();
    for input in &inputs {
        match games::compile(input) {
            Ok(mut output) => rows.append(&mut output.coverage),
            Err(mut found) => diagnostics.append(&mut found),
        }
    }
    if diagnostics.is_empty() { Ok(rows) } else { Err(diagnostics) }
}

/// Compiles one game from files already in memory (used by tests and tools).
///
/// # Errors
///
/// Every problem found, located.
pub fn compile_game(input: &GameInput) -> Result<Generated, Vec<Diagnostic>> {
    games::compile(input).map(|output| Generated { files: output.files })
}

/// Reads every game directory under `data_dir`.
fn load(data_dir: &Path) -> Result<Vec<GameInput>, Vec<Diagnostic>> {
    let display_root = display_root(data_dir);
    let shown = |path: &Path| -> String {
        let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        let rel = display_root.as_ref().and_then(|root| absolute.strip_prefix(root).ok()).unwrap_or(path);
        rel.to_string_lossy().replace('\\', "/")
    };
    let mut diagnostics = Vec::new();
    let mut dirs = match read_dir_sorted(data_dir) {
        Ok(entries) => entries,
        Err(error) => {
            return Err(vec![Diagnostic::unlocated(
                shown(data_dir),
                format!("cannot read the data directory: {error}"),
            )]);
        }
    };
    dirs.retain(|path| path.is_dir());
    let mut inputs = Vec::new();
    for dir in dirs {
        let game = dir.file_name().map(|name| name.to_string_lossy().into_owned()).unwrap_or_default();
        if !games::is_known(&game) {
            diagnostics.push(Diagnostic::unlocated(
                shown(&dir),
                format!("no compiler module for game \"{game}\" (known: {})", games::NAMES.join(", ")),
            ));
            continue;
        }
        let mut files = Vec::new();
        match read_dir_sorted(&dir) {
            Ok(entries) => {
                for path in
                    entries.into_iter().filter(|path| path.extension().is_some_and(|ext| ext == "toml"))
                {
                    match std::fs::read_to_string(&path) {
                        Ok(text) => files.push(SourceFile::new(shown(&path), text)),
                        Err(error) => diagnostics
                            .push(Diagnostic::unlocated(shown(&path), format!("cannot read: {error}"))),
                    }
                }
            }
            Err(error) => {
                diagnostics.push(Diagnostic::unlocated(shown(&dir), format!("cannot read: {error}")))
            }
        }
        inputs.push(GameInput { game, display_dir: shown(&dir), files });
    }
    if diagnostics.is_empty() { Ok(inputs) } else { Err(diagnostics) }
}

fn read_dir_sorted(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut paths = std::fs::read_dir(dir)?
        .map(|entry| entry.map(|entry| entry.path()))
        .collect::<Result<Vec<_>, _>>()?;
    paths.sort();
    Ok(paths)
}

/// The workspace root above `data_dir` (the nearest directory whose `Cargo.toml` has a
/// `[workspace]` table), so paths print as `content/data/arnak/items.toml`.
fn display_root(data_dir: &Path) -> Option<PathBuf> {
    let absolute = std::path::absolute(data_dir).ok()?;
    let mut dir = absolute.as_path();
    loop {
        let manifest = dir.join("Cargo.toml");
        if std::fs::read_to_string(&manifest)
            .is_ok_and(|text| text.lines().any(|line| line.trim() == "[workspace]"))
        {
            return Some(dir.to_path_buf());
        }
        dir = dir.parent()?;
    }
}
