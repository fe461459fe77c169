//! Option values read from files, for every game: `--opt KEY=@FILE` gives the option the file's
//! text (so a recorded replay holds the text, not the path, and replays on another machine), and
//! a game's located problems in that text (`line L, column C: message`, one per line) are shown
//! as `FILE:L:C: message`.

use std::io::Read as _;

use tabletop_core::SetupError;

use crate::{CliError, CliResult};

/// The largest option file read: an option is a deck list or the like, never this large.
const MAX_BYTES: usize = 1 << 20;

/// The text of an option file (a leading byte-order mark dropped).
pub(crate) fn read(path: &str) -> CliResult<String> {
    if path.is_empty() {
        return Err(CliError::new(
            "expected a file name after `@` (write `@@` for a value starting with `@`)",
        ));
    }
    let file = std::fs::File::open(path).map_err(|e| CliError::new(format!("cannot read {path}: {e}")))?;
    let mut bytes = Vec::new();
    file.take(MAX_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| CliError::new(format!("cannot read {path}: {e}")))?;
    if bytes.len() > MAX_BYTES {
        return Err(CliError::new(format!("{path} is larger than {} KiB", MAX_BYTES / 1024)));
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        let valid = e.utf8_error().valid_up_to();
        let before = std::str::from_utf8(&e.as_bytes()[..valid]).unwrap_or("");
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        CliError::new(format!("{path}:{line}:{column}: not UTF-8 text (save the file as UTF-8)"))
    })?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_owned(),
        None => text,
    })
}

/// A setup error, its problems located in the files the options came from. `sources` gives, for
/// each key, the file its value was read from (`None`: typed on the command line).
pub(crate) fn locate(error: SetupError, sources: &[(String, Option<String>)]) -> CliError {
    let SetupError::Option { key, message } = error else { return CliError::from(error) };
    let path = sources.iter().find(|(k, _)| *k == key).and_then(|(_, file)| file.as_deref());
    let Some(path) = path.filter(|_| message.lines().any(|line| located(line).is_some())) else {
        return CliError::from(SetupError::Option { key, message });
    };
    let lines: Vec<String> = message
        .lines()
        .map(|line| match located(line) {
            Some((at, rest)) => format!("{path}:{at}: {rest}"),
            None => format!("{path}: {line}"),
        })
        .collect();
    let count = lines.len();
    let problems = if count == 1 { "problem" } else { "problems" };
    CliError::new(format!("option `{key}` (@{path}): {count} {problems}\n{}", lines.join("\n")))
}

/// `line L, column C: message` as `("L:C", message)`.
fn located(line: &str) -> Option<(String, &str)> {
    let rest = line.strip_prefix("line ")?;
    let (number, rest) = rest.split_once(", column ")?;
    let (column, rest) = rest.split_once(": ")?;
    let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    (digits(number) && digits(column)).then(|| (format!("{number}:{column}"), rest))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn located_lines_become_file_positions() {
        let error = SetupError::Option {
            key: "deck1".into(),
            message: "line 3, column 4: bad\nline 9, column 1: worse".into(),
        };
        let sources = vec![("deck1".to_owned(), Some("d.txt".to_owned()))];
        let shown = locate(error.clone(), &sources).message;
        assert_eq!(shown, "option `deck1` (@d.txt): 2 problems\nd.txt:3:4: bad\nd.txt:9:1: worse");
        let typed = vec![("deck1".to_owned(), None)];
        assert_eq!(
            locate(error, &typed).message,
            "option `deck1`: line 3, column 4: bad\nline 9, column 1: worse"
        );
        assert_eq!(located("line x, column 2: no"), None);
    }
}
