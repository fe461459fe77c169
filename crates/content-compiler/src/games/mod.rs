//! The game modules: each turns its game's TOML files into Rust sources and coverage rows.

mod arkham_2e;
mod arkham_lcg;
mod arnak;
mod eldritch;
mod evil_priest;

use crate::{CoverageRow, Diagnostic, GameInput};

/// What a game module produces.
#[derive(Debug, Default)]
pub(crate) struct Output {
    /// `(file name, Rust source)`.
    pub(crate) files: Vec<(String, String)>,
    /// Coverage against the rulebook's component counts.
    pub(crate) coverage: Vec<CoverageRow>,
}

/// Game directory names with a compiler module.
pub(crate) const NAMES: &[&str] = &["arkham-2e", "arkham-lcg", "arnak", "eldritch", "evil-priest"];

/// Whether `game` has a compiler module.
pub(crate) fn is_known(game: &str) -> bool {
    NAMES.contains(&game)
}

/// Compiles one game's files.
pub(crate) fn compile(input: &GameInput) -> Result<Output, Vec<Diagnostic>> {
    match input.game.as_str() {
        "arkham-2e" => arkham_2e::compile(input),
        "arkham-lcg" => arkham_lcg::compile(input),
        "arnak" => arnak::compile(input),
        "eldritch" => eldritch::compile(input),
        "evil-priest" => evil_priest::compile(input),
        other => Err(vec![Diagnostic::unlocated(
            input.display_dir.clone(),
            format!("no compiler module for game \"{other}\""),
        )]),
    }
}
