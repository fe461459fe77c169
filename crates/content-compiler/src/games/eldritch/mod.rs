//! Eldritch Horror: reads `content/data/eldritch/*.toml` into the tables of `content::eldritch`
//! (board, tokens, investigators, Ancient Ones, Mysteries, encounter cards, Mythos cards, the
//! possession and Condition decks, monsters and the hook list).
//!
//! Any top-level table may sit in any file. Entries carry short ids unique within their kind
//! (`arkham`, `debt`); cross-references are ids too, checked here and kept as `&'static str` in
//! the generated tables (each table is sorted by id, so the engine finds them by binary search).
//! Effects are bare strings (`"delay"`) or one-key tables (`{ lose_sanity = 2 }`) mirroring
//! `content::eldritch::Effect`.

mod effect;
mod tables;

use crate::games::Output;
use crate::reader::{self, Cx, Obj, Sink};
use crate::{Diagnostic, GameInput};

use tables::Content;

/// Compiles the Eldritch Horror data.
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
    let source = content.emit(&input.display_dir);
    let coverage = content.coverage();
    Ok(Output { files: vec![("eldritch.rs".to_owned(), source)], coverage })
}

#[cfg(test)]
mod tests;
