//! Lost Ruins of Arnak: reads `content/data/arnak/*.toml` into the tables of
//! `content::arnak` (cards, guardians, assistants, site tiles, idols, bonus tiles, boards, the
//! player board, Rival tiles, temple tiles and the hook list).
//!
//! Any top-level table may sit in any file; each file groups one kind for readability. Top-level
//! entries carry full ids (`arnak/item/parrot`); entries nested in a board (camps, spots,
//! research spaces) carry short ids local to the board, used by research links.

mod effect;
mod emit;
mod schema;

use crate::games::Output;
use crate::reader::{self, Cx, Obj, Sink};
use crate::{CoverageRow, Diagnostic, GameInput};

pub(crate) use schema::Content;

/// Compiles the Arnak data.
pub(crate) fn compile(input: &GameInput) -> Result<Output, Vec<Diagnostic>> {
    let sink = Sink::new();
    if input.files.is_empty() {
        sink.error_unlocated(&input.display_dir, "no *.toml files");
    }
    let parsed: Vec<_> = input.files.iter().map(|file| reader::parse(file, &sink)).collect();
    let mut content = Content::default();
    for (file, table) in input.files.iter().zip(&parsed) {
        let cx = Cx { file, sink: &sink };
        content.read_file(Obj::root(cx, table));
    }
    content.check(&sink, &input.display_dir);
    if !sink.is_empty() {
        return Err(sink.into_sorted());
    }
    let source = emit::rust(&content, &input.display_dir);
    let coverage = coverage(&content);
    Ok(Output { files: vec![("arnak.rs".to_owned(), source)], coverage })
}

/// Component counts from the rulebook's component list (digest §3).
const EXPECTED: &[(&str, u32)] = &[
    ("basic", 16),
    ("fear", 19),
    ("item", 40),
    ("artifact", 35),
    ("guardian", 15),
    ("assistant", 12),
    ("site I", 10),
    ("site II", 6),
    ("idol", 16),
    ("bonus tile", 18),
    ("board side", 2),
    ("player board", 1),
    ("rival tile", 15),
    ("temple tile", 24),
];

/// Basic cards come in this many colours; the data lists one colour's set.
pub(crate) const COLOURS: u32 = 4;

fn coverage(content: &Content) -> Vec<CoverageRow> {
    let tallies = content.tallies();
    EXPECTED
        .iter()
        .map(|&(kind, expected)| {
            let tally = tallies.iter().find(|tally| tally.kind == kind).cloned().unwrap_or_default();
            let by_source = ["rulebook", "reference", "recalled"]
                .iter()
                .zip(tally.by_source)
                .filter(|(_, count)| *count > 0)
                .map(|(source, count)| ((*source).to_owned(), count))
                .collect();
            CoverageRow {
                game: "arnak".to_owned(),
                kind: kind.to_owned(),
                found: tally.found,
                expected,
                data_driven: tally.found - tally.hooks,
                hooks: tally.hooks,
                by_source,
            }
        })
        .collect()
}
