//! Compiles the designers' `content/data/<game>/*.toml` into Rust source for each game's content
//! crate (`crates/content-<game>`).
//!
//! Every content crate's build script is [`build::run`]; `cargo xtask content check` and
//! `cargo xtask content coverage` call [`check`] and [`coverage`]. Every problem in the data is
//! collected, located (`path:line:col: message`, the path relative to the workspace root) and
//! returned at once, so one run shows a designer every mistake.
//!
//! The framework is game-agnostic: [`reader`] reads spanned TOML against a schema and accumulates
//! [`Diagnostic`]s, [`codegen`] writes deterministic Rust literals, [`CoverageRow`] counts entries
//! against the rulebook. Each game plugs in one module under `games/` that turns its TOML into
//! its statics.
//!
//! Architecture invariant: this crate never depends on a content or game crate (it generates
//! what they compile); the type names it emits are checked by compiling the generated file.
//! Architecture invariant: no IO beyond reading the data directory (and [`build`] writing
//! `OUT_DIR`); output is a pure function of the input files, sorted by id, so it is
//! byte-for-byte reproducible.

#![forbid(unsafe_code)]

pub mod build;
pub mod codegen;
mod coverage;
mod de;
mod diagnostic;
mod games;
pub mod reader;
mod schema;
mod source;

#[cfg(test)]
mod load_tests;
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
    compile_selected(data_dir, None).map(|(generated, _)| generated)
}

/// Compiles only the named games (data directory names such as `arnak`); the other games' files
/// are not read at all, so a broken file of one game never stops another game's build.
///
/// # Errors
///
/// Every problem found in the named games' files, located.
pub fn compile_games(data_dir: &Path, games: &[&str]) -> Result<Generated, Vec<Diagnostic>> {
    compile_selected(data_dir, Some(games)).map(|(generated, _)| generated)
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
    compile_selected(data_dir, None).map(|(_, rows)| rows)
}

/// Compiles one game from files already in memory (used by tests and tools).
///
/// # Errors
///
/// Every problem found, located.
pub fn compile_game(input: &GameInput) -> Result<Generated, Vec<Diagnostic>> {
    compile_one(input, true).map(|output| Generated { files: output.files })
}

fn compile_selected(
    data_dir: &Path,
    only: Option<&[&str]>,
) -> Result<(Generated, Vec<CoverageRow>), Vec<Diagnostic>> {
    let (inputs, mut diagnostics) = load_games(data_dir, only);
    let mut generated = Generated::default();
    let mut rows = Vec::new();
    for input in &inputs {
        // A game with a file left out (unreadable, not UTF-8) is short of whatever that file
        // holds: its counts say nothing more.
        let complete = !diagnostics.iter().any(|diagnostic| {
            diagnostic.path.strip_prefix(&input.display_dir).is_some_and(|rest| rest.starts_with('/'))
        });
        match compile_one(input, complete) {
            Ok(mut output) => {
                for (_, source) in &mut output.files {
                    let fingerprint = fnv1a(source.as_bytes());
                    source.push_str(&format!(
                        "/// A fingerprint of these tables (FNV-1a of the generated text), recorded in replays.\npub const CONTENT_FINGERPRINT: &str = \"{fingerprint:016x}\";\n"
                    ));
                }
                generated.files.append(&mut output.files);
                rows.append(&mut output.coverage);
            }
            Err(mut found) => diagnostics.append(&mut found),
        }
    }
    if diagnostics.is_empty() {
        generated.files.sort();
        Ok((generated, rows))
    } else {
        Err(diagnostics)
    }
}

/// FNV-1a, 64 bits: stable across builds and machines.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .fold(0xcbf2_9ce4_8422_2325, |hash, &byte| (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3))
}

/// Compiles one game, then applies the rules every game shares:
///
/// - A file that is not valid TOML gets its syntax errors and nothing else: what its recovered
///   remains lack is a consequence, not a second mistake. Game-wide problems (a count fallen
///   short) are then left out too, and the other files are still checked.
/// - Every kind of component must be present at least as many times as the box holds (the
///   coverage rows know the rulebook's counts): an emptied file is an error, not a smaller game.
///   A game with a file left out (`complete` false) is not counted: that file's own error says it.
fn compile_one(input: &GameInput, complete: bool) -> Result<games::Output, Vec<Diagnostic>> {
    let mut diagnostics = match games::compile(input) {
        Ok(output) if !complete => return Ok(output),
        Ok(output) => {
            let short: Vec<Diagnostic> = output
                .coverage
                .iter()
                .filter(|row| row.found < row.expected)
                .map(|row| {
                    Diagnostic::unlocated(
                        input.display_dir.clone(),
                        format!(
                            "{} {}: found {} of the {} the box holds (is a file missing or emptied?)",
                            row.game, row.kind, row.found, row.expected
                        ),
                    )
                })
                .collect();
            return if short.is_empty() { Ok(output) } else { Err(short) };
        }
        Err(diagnostics) => diagnostics,
    };
    let broken: Vec<String> = diagnostics
        .iter()
        .filter(|diagnostic| diagnostic.message.starts_with(reader::SYNTAX_ERROR))
        .map(|diagnostic| diagnostic.path.clone())
        .collect();
    if !broken.is_empty() || !complete {
        diagnostics.retain(|diagnostic| {
            if broken.contains(&diagnostic.path) {
                diagnostic.message.starts_with(reader::SYNTAX_ERROR)
            } else {
                diagnostic.line != 0
            }
        });
    }
    Err(diagnostics)
}

/// Reads the game directories under `data_dir` (only those named in `only`, when given).
///
/// A file that cannot be read, is not UTF-8 or is a directory is reported, located, and left out;
/// the rest of its game is still read and checked.
fn load_games(data_dir: &Path, only: Option<&[&str]>) -> (Vec<GameInput>, Vec<Diagnostic>) {
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
            let message = format!("cannot read the data directory: {error}");
            return (Vec::new(), vec![Diagnostic::unlocated(shown(data_dir), message)]);
        }
    };
    dirs.retain(|path| path.is_dir());
    let mut inputs = Vec::new();
    for dir in dirs {
        let game = dir.file_name().map(|name| name.to_string_lossy().into_owned()).unwrap_or_default();
        if only.is_some_and(|only| !only.contains(&game.as_str())) {
            continue;
        }
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
                    match read_source(&path, shown(&path)) {
                        Ok(file) => files.push(file),
                        Err(diagnostic) => diagnostics.push(diagnostic),
                    }
                }
            }
            Err(error) => {
                diagnostics.push(Diagnostic::unlocated(shown(&dir), format!("cannot read: {error}")))
            }
        }
        inputs.push(GameInput { game, display_dir: shown(&dir), files });
    }
    (inputs, diagnostics)
}

/// Reads every game directory under `data_dir`, or every problem met reading them.
#[cfg(test)]
fn load(data_dir: &Path) -> Result<Vec<GameInput>, Vec<Diagnostic>> {
    let (inputs, diagnostics) = load_games(data_dir, None);
    if diagnostics.is_empty() { Ok(inputs) } else { Err(diagnostics) }
}

/// Reads one data file, or says where and why it cannot be read.
fn read_source(path: &Path, shown: String) -> Result<SourceFile, Diagnostic> {
    let whole_file = |message: String| Diagnostic { path: shown.clone(), line: 1, col: 1, message };
    if path.is_dir() {
        return Err(whole_file("is a directory, not a TOML file (rename or move it)".to_owned()));
    }
    let bytes = std::fs::read(path).map_err(|error| whole_file(format!("cannot read: {error}")))?;
    match String::from_utf8(bytes) {
        Ok(text) => Ok(SourceFile::new(shown, text)),
        Err(error) => {
            let offset = error.utf8_error().valid_up_to();
            let bytes = error.into_bytes();
            let valid = String::from_utf8_lossy(&bytes[..offset]).into_owned();
            let (line, col) = SourceFile::new(shown.clone(), valid).line_col(offset);
            let message = format!(
                "not UTF-8: byte 0x{:02x} at byte offset {offset} (save the file as UTF-8)",
                bytes.get(offset).copied().unwrap_or(0)
            );
            Err(Diagnostic { path: shown, line, col, message })
        }
    }
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
