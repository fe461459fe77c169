//! The game modules: each turns its game's TOML files into Rust sources and coverage rows.
//!
//! Every game runs the same pipeline ([`run`]): parse every file (a file with a syntax error is
//! reported and left out), read each file's tables with the game's ids in scope, report any
//! top-level table nothing read, check what the types cannot say, check hooks both ways, then
//! count coverage and bake the tables. A game module says only what differs, by implementing
//! [`GameData`].

#![cfg_attr(
    not(feature = "all-games"),
    allow(dead_code, unused_imports, unused_macros, reason = "a build of fewer games uses part of it")
)]

#[cfg(feature = "arkham-2e")]
mod arkham_2e;
#[cfg(feature = "arkham-lcg")]
mod arkham_lcg;
#[cfg(feature = "arnak")]
mod arnak;
#[cfg(feature = "eldritch")]
mod eldritch;
#[cfg(feature = "evil-priest")]
mod evil_priest;

use content_schema::read::{Scope, with_scopes};

use crate::codegen::Tables;
use crate::reader::Sink;
use crate::schema::{self, Component, Doc, Entries};
use crate::{CoverageRow, Diagnostic, GameInput};

/// What a game module produces.
#[derive(Debug, Default)]
pub(crate) struct Output {
    /// `(file name, Rust source)`.
    pub(crate) files: Vec<(String, String)>,
    /// Coverage against the rulebook's component counts.
    pub(crate) coverage: Vec<CoverageRow>,
}

/// One game's content as the compiler sees it: read file by file, checked, counted and baked.
trait GameData: Default + Entries {
    /// The game's data directory; the generated file is `<NAME>.rs`.
    const NAME: &'static str;
    /// How many of each kind of component the box holds (coverage's denominators).
    const EXPECTED: &'static [(&'static str, u32)];

    /// Ids entries may name, in scope while every file is read (so a wrong one is reported
    /// where it is written, with a did-you-mean).
    fn scopes(_docs: &[Doc<'static>]) -> Vec<(Scope, Vec<String>)> {
        Vec::new()
    }

    /// Reads what a file holds besides its `[[key]]` tables (single tables, tables read with
    /// their own scope).
    fn read_more(&mut self, _doc: &Doc<'static>, _sink: &Sink) {}

    /// Checks what the types cannot say (`dir` locates problems of the game as a whole).
    fn check(&mut self, sink: &Sink, dir: &str);

    /// Every component, with the hooks it names.
    fn components(&self) -> Vec<Component>;

    /// The declared hooks, each with where it is declared.
    fn declared_hooks(&self) -> Vec<(&'static str, Diagnostic)>;

    /// Bakes what is not a `[[key]]` table, or is baked in a special way.
    fn emit_more(&mut self, _tables: &mut Tables) {}
}

/// The pipeline every game shares.
fn run<C: GameData>(input: &GameInput) -> Result<Output, Vec<Diagnostic>> {
    let sink = Sink::new();
    if input.files.is_empty() {
        sink.error_unlocated(&input.display_dir, "no *.toml files");
    }
    let docs = schema::parse_all(&input.files, &sink);
    let mut content = C::default();
    with_scopes(C::scopes(&docs), || {
        for doc in &docs {
            content.read_entries(doc, &sink);
            content.read_more(doc, &sink);
            doc.check_unread(&sink);
        }
    });
    content.check(&sink, &input.display_dir);
    let components = content.components();
    Component::check_hooks(&components, &content.declared_hooks(), &sink);
    if !sink.is_empty() {
        return Err(sink.into_sorted());
    }
    let coverage = Component::coverage(C::NAME, C::EXPECTED, &components);
    let mut tables = Tables::new();
    content.emit_entries(&mut tables);
    content.emit_more(&mut tables);
    Ok(Output { files: vec![(format!("{}.rs", C::NAME), tables.finish(&input.display_dir))], coverage })
}

/// The ids under `field` of every `[[key]]` entry of every file (for [`GameData::scopes`]).
fn ids(docs: &[Doc<'static>], key: &str, field: &str) -> Vec<String> {
    docs.iter().flat_map(|doc| doc.ids(key, field)).collect()
}

/// Game directory names with a compiler module (those whose cargo feature is on).
pub(crate) const NAMES: &[&str] = &[
    #[cfg(feature = "arkham-2e")]
    "arkham-2e",
    #[cfg(feature = "arkham-lcg")]
    "arkham-lcg",
    #[cfg(feature = "arnak")]
    "arnak",
    #[cfg(feature = "eldritch")]
    "eldritch",
    #[cfg(feature = "evil-priest")]
    "evil-priest",
];

/// Whether `game` has a compiler module.
pub(crate) fn is_known(game: &str) -> bool {
    NAMES.contains(&game)
}

/// Compiles one game's files.
pub(crate) fn compile(input: &GameInput) -> Result<Output, Vec<Diagnostic>> {
    match input.game.as_str() {
        #[cfg(feature = "arkham-2e")]
        "arkham-2e" => run::<arkham_2e::Content>(input),
        #[cfg(feature = "arkham-lcg")]
        "arkham-lcg" => run::<arkham_lcg::Content>(input),
        #[cfg(feature = "arnak")]
        "arnak" => run::<arnak::Content>(input),
        #[cfg(feature = "eldritch")]
        "eldritch" => run::<eldritch::Content>(input),
        #[cfg(feature = "evil-priest")]
        "evil-priest" => run::<evil_priest::Content>(input),
        other => Err(vec![Diagnostic::unlocated(
            input.display_dir.clone(),
            format!("no compiler module for game \"{other}\""),
        )]),
    }
}
