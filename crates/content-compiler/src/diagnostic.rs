//! A located problem in the data: `path:line:col: message`.

use std::fmt;

/// One problem in the content data.
///
/// Displayed as `content/data/arnak/items.toml:42:7: card "whip": unknown key "gian" (did you
/// mean "gain"?)`; problems without a position (an unreadable directory) omit `line:col`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Diagnostic {
    /// File path, relative to the workspace root when it can be found.
    pub path: String,
    /// 1-based line, 0 when the problem concerns the whole file.
    pub line: usize,
    /// 1-based column in characters, 0 when the problem concerns the whole file.
    pub col: usize,
    /// What is wrong, starting with the entry it concerns.
    pub message: String,
}

impl Diagnostic {
    /// A problem about a whole file or directory.
    pub fn unlocated(path: impl Into<String>, message: impl Into<String>) -> Diagnostic {
        Diagnostic { path: path.into(), line: 0, col: 0, message: message.into() }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: {}", self.path, self.message)
        } else {
            write!(f, "{}:{}:{}: {}", self.path, self.line, self.col, self.message)
        }
    }
}

impl std::error::Error for Diagnostic {}
