//! Coverage of a game's content against the rulebook's component counts.

use std::fmt;

/// One kind of entry of one game: how much of it the data covers and how.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CoverageRow {
    /// Game directory name (`arnak`).
    pub game: String,
    /// Entry kind (`item`, `guardian`, ...).
    pub kind: String,
    /// Components found in the data, counting copies.
    pub found: u32,
    /// Components the rulebook lists.
    pub expected: u32,
    /// Components whose effects use only the effect vocabulary.
    pub data_driven: u32,
    /// Components with at least one `custom` hook.
    pub hooks: u32,
    /// Components by `source`: `(source, count)`, in the order rulebook, reference, recalled.
    pub by_source: Vec<(String, u32)>,
}

impl CoverageRow {
    /// Counts one kind's entries: each is `(copies, uses a hook, source)`, where the source is
    /// shown lower-case (`Rulebook` as `rulebook`), from the best-founded to the least.
    pub fn count<S: fmt::Debug>(
        game: &str,
        kind: &str,
        expected: u32,
        entries: impl IntoIterator<Item = (u32, bool, S)>,
    ) -> CoverageRow {
        let mut row = CoverageRow {
            game: game.to_owned(),
            kind: kind.to_owned(),
            found: 0,
            expected,
            data_driven: 0,
            hooks: 0,
            by_source: Vec::new(),
        };
        for (copies, hooks, source) in entries {
            row.found += copies;
            if hooks {
                row.hooks += copies;
            } else {
                row.data_driven += copies;
            }
            let source = format!("{source:?}").to_lowercase();
            match row.by_source.iter_mut().find(|(name, _)| *name == source) {
                Some((_, count)) => *count += copies,
                None => row.by_source.push((source, copies)),
            }
        }
        const ORDER: [&str; 5] = ["rulebook", "reference", "public", "recalled", "designed"];
        row.by_source.sort_by_key(|(name, _)| {
            (ORDER.iter().position(|known| known == name).unwrap_or(ORDER.len()), name.clone())
        });
        row
    }

    /// Found as a percentage of expected (100 when nothing is expected).
    pub fn percent(&self) -> u32 {
        (self.found * 100).checked_div(self.expected).unwrap_or(100)
    }

    /// The column titles matching [`CoverageRow`]'s `Display`.
    pub fn header() -> String {
        format!(
            "{:<10} {:<14} {:>9} {:>5} {:>11} {:>5}  {}",
            "game", "kind", "entries", "%", "data-driven", "hooks", "by source"
        )
    }
}

impl fmt::Display for CoverageRow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sources: Vec<String> =
            self.by_source.iter().map(|(source, count)| format!("{source} {count}")).collect();
        write!(
            f,
            "{:<10} {:<14} {:>9} {:>4}% {:>11} {:>5}  {}",
            self.game,
            self.kind,
            format!("{}/{}", self.found, self.expected),
            self.percent(),
            self.data_driven,
            self.hooks,
            sources.join(", ")
        )
    }
}

/// Coverage rows printed as an aligned table with a header and a total line.
#[derive(Debug, Clone, Copy)]
pub struct CoverageTable<'a>(pub &'a [CoverageRow]);

impl fmt::Display for CoverageTable<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", CoverageRow::header())?;
        for row in self.0 {
            writeln!(f, "{row}")?;
        }
        let found: u32 = self.0.iter().map(|row| row.found).sum();
        let expected: u32 = self.0.iter().map(|row| row.expected).sum();
        let hooks: u32 = self.0.iter().map(|row| row.hooks).sum();
        writeln!(f, "total: {found}/{expected} components, {hooks} with hooks")
    }
}
