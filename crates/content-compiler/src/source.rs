//! One data file in memory, with byte offsets mapped to line and column.

/// A TOML file: its display path and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceFile {
    /// Path as shown in diagnostics (`content/data/arnak/items.toml`).
    pub path: String,
    /// The file's text.
    pub text: String,
    line_starts: Vec<usize>,
}

impl SourceFile {
    /// A file with the given display path and text.
    pub fn new(path: impl Into<String>, text: impl Into<String>) -> SourceFile {
        let text = text.into();
        let line_starts =
            std::iter::once(0).chain(text.match_indices('\n').map(|(index, _)| index + 1)).collect();
        SourceFile { path: path.into(), text, line_starts }
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = self.line_starts.partition_point(|&start| start <= offset) - 1;
        let start = self.line_starts[line];
        let col = self.text.get(start..offset).map_or(offset - start, |prefix| prefix.chars().count());
        (line + 1, col + 1)
    }
}
