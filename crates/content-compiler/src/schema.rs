//! Reading content through the types' own declarations (`content-schema`): each entry is
//! deserialized by serde from its spanned TOML, and every problem becomes a located
//! [`Diagnostic`] with a did-you-mean, while reading goes on with the next entry.
//!
//! A game module parses its files with [`parse_all`] (a file with syntax errors reports only
//! those and is skipped), reads its tables with [`Doc::entries`] and [`Doc::table`], and checks
//! what a type cannot say (cross-references, counts, ranges) with the located [`Read`]s.

#![cfg_attr(
    not(feature = "all-games"),
    allow(dead_code, unused_imports, unused_macros, reason = "a build of fewer games uses part of it")
)]

use std::ops::Range;

use serde::Deserialize;
use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::codegen::Tables;
use crate::reader::{self, Sink, did_you_mean};
use crate::{CoverageRow, Diagnostic, SourceFile};

/// One parsed file.
#[derive(Debug)]
pub(crate) struct Doc<'a> {
    file: &'a SourceFile,
    root: Spanned<DeTable<'a>>,
    /// The top-level keys read so far ([`Doc::check_unread`]).
    asked: std::cell::RefCell<Vec<String>>,
}

/// An entry read from a file, with where it and each of its keys are.
#[derive(Debug, Clone)]
pub(crate) struct Read<T> {
    /// The value.
    pub(crate) value: T,
    /// `chamber "trap"`: how messages name it.
    pub(crate) context: String,
    /// The entry's position.
    pub(crate) at: Diagnostic,
    /// Parts of the entry were mistaken and cut out (their errors are reported): what is left
    /// is still checked where a check cannot be a consequence of the cut (a board's links),
    /// but not for what the cut may have emptied.
    pub(crate) partial: bool,
    /// Each key of the entry's table and its position.
    keys: Vec<(String, Diagnostic)>,
    /// The entry as written, to locate what is inside it.
    raw: Spanned<DeValue<'static>>,
    file: &'static SourceFile,
}

impl<T> Read<T> {
    /// A problem about the entry, at the key when it is written (else at the entry).
    pub(crate) fn error(&self, key: &str, message: impl AsRef<str>) -> Diagnostic {
        let at = self.keys.iter().find(|(name, _)| name == key).map_or(&self.at, |(_, at)| at);
        Diagnostic { message: format!("{}: {}", self.context, message.as_ref()), ..at.clone() }
    }

    /// Whether the entry writes `key`.
    pub(crate) fn has(&self, key: &str) -> bool {
        self.keys.iter().any(|(name, _)| name == key)
    }

    /// A problem at `path` inside the entry: keys and array positions (from 0) joined by dots,
    /// `research.space.2`. As much of the path as is there locates it.
    pub(crate) fn error_at(&self, path: &str, message: impl AsRef<str>) -> Diagnostic {
        let mut current = &self.raw;
        for step in path.split('.').filter(|step| !step.is_empty()) {
            let next = match current.get_ref() {
                DeValue::Table(table) => table.get(step),
                DeValue::Array(items) => step.parse::<usize>().ok().and_then(|index| items.get(index)),
                _ => None,
            };
            match next {
                Some(next) => current = next,
                None => break,
            }
        }
        self.at_span(&current.span(), message)
    }

    /// A problem about the string `text` written somewhere in the entry (a name it refers to),
    /// at its first occurrence (else at the entry).
    pub(crate) fn error_at_str(&self, text: &str, message: impl AsRef<str>) -> Diagnostic {
        fn find<'v>(
            value: &'v Spanned<DeValue<'static>>,
            text: &str,
        ) -> Option<&'v Spanned<DeValue<'static>>> {
            match value.get_ref() {
                DeValue::String(found) if found.as_ref() == text => Some(value),
                DeValue::Table(table) => table.iter().find_map(|(_, child)| find(child, text)),
                DeValue::Array(items) => items.iter().find_map(|item| find(item, text)),
                _ => None,
            }
        }
        let span = find(&self.raw, text).map_or_else(|| self.raw.span(), Spanned::span);
        self.at_span(&span, message)
    }

    fn at_span(&self, span: &Range<usize>, message: impl AsRef<str>) -> Diagnostic {
        let (line, col) = self.file.line_col(span.start);
        let message = format!("{}: {}", self.context, message.as_ref());
        Diagnostic { path: self.file.path.clone(), line, col, message }
    }

    /// `path:line:col` of the entry, for comments in generated code.
    pub(crate) fn location(&self) -> String {
        format!("{}:{}:{}", self.at.path, self.at.line, self.at.col)
    }
}

/// The entries of a table as [`crate::codegen::Tables::slice`] takes them.
pub(crate) fn entries<T>(list: &[Read<T>]) -> impl Iterator<Item = (&str, String, &T)> {
    list.iter().map(|entry| (entry.context.as_str(), entry.location(), &entry.value))
}

/// Declares a game's `Content`, each table once: a `Vec<Read<T>>` per `[[key]]` table (named
/// `what` in messages) that is baked as `pub static NAME: &[T]`, sorted by `sort`, with its doc;
/// then `@extra { ... }` fields. `read_entries` reads those tables of a file, and
/// `emit_entries` bakes them.
macro_rules! tables {
    (
        $($field:ident: $ty:ident = $key:literal as $what:literal => $name:literal, $doc:literal, $sort:expr;)*
        @extra { $($(#[$meta:meta])* $extra:ident: $xty:ty),* $(,)? }
    ) => {
        /// Every table of the game, as read.
        #[derive(Default)]
        pub(super) struct Content {
            $($field: Vec<$crate::schema::Read<$ty>>,)*
            $($(#[$meta])* $extra: $xty,)*
        }

        impl $crate::schema::Entries for Content {
            fn read_entries(&mut self, doc: &$crate::schema::Doc<'static>, sink: &$crate::reader::Sink) {
                $(self.$field.extend(doc.entries($key, $what, sink));)*
            }

            fn emit_entries(&mut self, tables: &mut $crate::codegen::Tables) {
                $(
                    self.$field.sort_by_key($sort);
                    $crate::schema::emit(tables, $name, $doc, &self.$field);
                )*
            }
        }
    };
}
pub(crate) use tables;

/// The `[[key]]` tables a game declares with [`tables!`]: read from each file, baked sorted.
pub(crate) trait Entries {
    /// Reads the `[[key]]` tables of one file.
    fn read_entries(&mut self, doc: &Doc<'static>, sink: &Sink);

    /// Bakes the `[[key]]` tables, each sorted.
    fn emit_entries(&mut self, tables: &mut Tables);
}

/// Adds `list` to `tables` as `pub static NAME: &[T]`, one entry a line with where it is written.
pub(crate) fn emit<T: content_schema::Bake>(tables: &mut Tables, name: &str, doc: &str, list: &[Read<T>]) {
    let ty = std::any::type_name::<T>().rsplit("::").next().unwrap_or_default();
    tables.slice(name, ty, doc, entries(list));
}

/// One component of a game as coverage and hook checks see it: its kind, how many copies the
/// box holds, where its values come from, and each hook it names (located, with its entry).
pub(crate) struct Component {
    kind: &'static str,
    copies: u32,
    source: String,
    hooks: Vec<(&'static str, Diagnostic, String)>,
}

impl Component {
    /// The component read as `entry`; each hook is located where its name is written.
    pub(crate) fn new<T>(
        entry: &Read<T>,
        kind: &'static str,
        copies: u32,
        source: impl std::fmt::Debug,
        hooks: impl IntoIterator<Item = &'static str>,
    ) -> Component {
        let hooks = hooks.into_iter().map(|name| (name, entry.error_at_str(name, ""), entry.context.clone()));
        Component { kind, copies, source: format!("{source:?}"), hooks: hooks.collect() }
    }

    /// Coverage rows of `components`, one per `(kind, expected count)`.
    pub(crate) fn coverage(
        game: &str,
        expected: &[(&str, u32)],
        components: &[Component],
    ) -> Vec<CoverageRow> {
        let row = |&(kind, expected): &(&str, u32)| {
            let of_kind = components.iter().filter(|c| c.kind == kind);
            let counts = of_kind.map(|c| (c.copies, !c.hooks.is_empty(), c.source.as_str()));
            CoverageRow::count(
                game,
                kind,
                expected,
                counts.map(|(n, hooked, source)| (n, hooked, Shown(source))),
            )
        };
        expected.iter().map(row).collect()
    }

    /// Checks the hooks `components` name against the declared ones ([`check_hooks`]).
    pub(crate) fn check_hooks(components: &[Component], declared: &[(&str, Diagnostic)], sink: &Sink) {
        let used = components.iter().flat_map(|c| c.hooks.iter());
        check_hooks(used.map(|(name, at, context)| (*name, at, context.as_str())), declared, sink);
    }
}

/// A source name that debug-prints as itself.
struct Shown<'a>(&'a str);

impl std::fmt::Debug for Shown<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

/// Checks that every id is `prefix` and a slug (lower case, digits and inner `-`), and is
/// not taken yet (`seen` holds the ids of the game so far, each with where it is).
pub(crate) fn check_ids<'e, T: 'e>(
    entries: impl IntoIterator<Item = &'e Read<T>>,
    id: impl Fn(&T) -> &str,
    prefix: &str,
    seen: &mut Vec<(String, String)>,
    sink: &Sink,
) {
    for entry in entries {
        let id = id(&entry.value);
        let slug = id.strip_prefix(prefix).is_some_and(|rest| {
            rest.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                && !rest.is_empty()
                && !rest.starts_with('-')
                && !rest.ends_with('-')
        });
        if !slug {
            sink.push(entry.error("id", format!("id \"{id}\" should look like \"{prefix}<slug>\"")));
        }
        if let Some((_, first)) = seen.iter().find(|(other, _)| other == id) {
            sink.push(entry.error("id", format!("duplicate id \"{id}\" (first defined at {first})")));
        }
        seen.push((id.to_owned(), entry.location()));
    }
}

/// Checks hooks both ways: every hook an effect names is declared (with a did-you-mean), and
/// every declared hook is used. `used` holds each use with its entry; `declared` each
/// declaration with where it is.
pub(crate) fn check_hooks<'u>(
    used: impl IntoIterator<Item = (&'u str, &'u Diagnostic, &'u str)>,
    declared: &[(&str, Diagnostic)],
    sink: &Sink,
) {
    let used: Vec<_> = used.into_iter().collect();
    for &(name, at, context) in &used {
        if !declared.iter().any(|(hook, _)| *hook == name) {
            let hint = reader::suggestion(name, declared.iter().map(|(hook, _)| *hook));
            let message =
                format!("{context}: unknown hook \"{name}\" (declare it in a [[hook]] table){hint}");
            sink.push(Diagnostic { message, ..at.clone() });
        }
    }
    for (hook, at) in declared {
        if !used.iter().any(|(name, ..)| name == hook) {
            let message = format!("hook \"{hook}\" is declared but never used");
            sink.push(Diagnostic { message, ..at.clone() });
        }
    }
}

/// Parses every file. Syntax errors are reported, and such a file is left out: what its
/// recovered remains lack would only be consequences.
///
/// The files are leaked to `'static`, so entries can hold the `&'static str` of the tables (the
/// compiler runs once per build; the memory is the data's own size).
pub(crate) fn parse_all(files: &[SourceFile], sink: &Sink) -> Vec<Doc<'static>> {
    files
        .iter()
        .filter_map(|file| {
            let file: &'static SourceFile = Box::leak(Box::new(file.clone()));
            let before = sink.len();
            let root = reader::parse(file, sink);
            (sink.len() == before).then_some(Doc { file, root, asked: Default::default() })
        })
        .collect()
}

impl Doc<'static> {
    /// Reports every top-level key not in `known`, with a did-you-mean.
    pub(crate) fn check_keys(&self, known: &[&str], sink: &Sink) {
        for (key, _) in self.root.get_ref() {
            let name: &str = key.get_ref();
            if !known.contains(&name) {
                let hint = reader::suggestion(name, known.iter().copied());
                sink.error(self.file, &key.span(), format!("unknown table \"{name}\"{hint}"));
            }
        }
    }

    /// The string under `field` of each `[[key]]` entry of this file, in order (the ids other
    /// entries may refer to before the entries are read).
    pub(crate) fn ids(&self, key: &str, field: &str) -> Vec<String> {
        let Some(DeValue::Array(items)) = self.raw(key).map(Spanned::get_ref) else { return Vec::new() };
        items.iter().filter_map(|item| string_key(item, field)).map(str::to_owned).collect()
    }

    /// Reports every top-level key that nothing has read (so a game lists its tables once, in
    /// the reads), with a did-you-mean among those read.
    pub(crate) fn check_unread(&self, sink: &Sink) {
        let asked = self.asked.borrow();
        let known: Vec<&str> = asked.iter().map(String::as_str).collect();
        self.check_keys(&known, sink);
    }

    /// The raw value under a top-level key.
    pub(crate) fn raw(&self, key: &str) -> Option<&Spanned<DeValue<'static>>> {
        self.asked.borrow_mut().push(key.to_owned());
        self.root.get_ref().get(key)
    }

    /// The `[[key]]` entries of this file (`what` names one in messages: `chamber`).
    pub(crate) fn entries<T: Deserialize<'static>>(
        &self,
        key: &str,
        what: &str,
        sink: &Sink,
    ) -> Vec<Read<T>> {
        let Some(value) = self.raw(key) else { return Vec::new() };
        let DeValue::Array(items) = value.get_ref() else {
            sink.error(self.file, &value.span(), format!("write the {what} entries as [[{key}]] tables"));
            return Vec::new();
        };
        items
            .iter()
            .enumerate()
            .filter_map(|(index, item)| self.read(item, &format!("{what} #{}", index + 1), what, sink))
            .collect()
    }

    /// The `[key]` table of this file, if it has one.
    pub(crate) fn table<T: Deserialize<'static>>(
        &self,
        key: &str,
        what: &str,
        sink: &Sink,
    ) -> Option<Read<T>> {
        let value = self.raw(key)?;
        if !matches!(value.get_ref(), DeValue::Table(_)) {
            sink.error(self.file, &value.span(), format!("write {what} as a [{key}] table"));
            return None;
        }
        self.read(value, what, what, sink)
    }

    /// Deserializes one value; on failure, reports it located and returns `None`.
    pub(crate) fn read<T: Deserialize<'static>>(
        &self,
        value: &Spanned<DeValue<'static>>,
        fallback: &str,
        what: &str,
        sink: &Sink,
    ) -> Option<Read<T>> {
        let context = match string_key(value, "id") {
            Some(id) => format!("{what} \"{}\"", id.rsplit('/').next().unwrap_or(id)),
            None => fallback.to_owned(),
        };
        let at = self.at(&value.span(), "");
        let keys = match value.get_ref() {
            DeValue::Table(table) => {
                table.iter().map(|(key, _)| (key.get_ref().to_string(), self.at(&key.span(), ""))).collect()
            }
            _ => Vec::new(),
        };
        // Serde stops at an entry's first mistake; to show every one, the mistaken part is cut
        // out and the entry read again, until it reads or nothing more can be cut. A key that
        // was cut and is then missing is a consequence, not a second mistake.
        let mut attempt = value.clone();
        let mut cut: Vec<String> = Vec::new();
        for _ in 0..32 {
            match T::deserialize(crate::de::Value(&attempt)) {
                // What remains after cuts is still checked (its errors are real), never emitted:
                // the compile has already failed.
                Ok(read) => {
                    return Some(Read {
                        value: read,
                        context,
                        at,
                        keys,
                        raw: value.clone(),
                        file: self.file,
                        partial: !cut.is_empty(),
                    });
                }
                Err(error) => {
                    let message = explain(error.message());
                    let span = error.span().unwrap_or_else(|| value.span());
                    // A key that was cut and is then missing is a consequence: its table is cut
                    // in turn, to read on.
                    if !cut.iter().any(|key| message == format!("missing key \"{key}\"")) {
                        let path = path_at(value, span.start);
                        let path = if path.is_empty() { String::new() } else { format!("{path}: ") };
                        sink.error(self.file, &span, format!("{context}: {path}{message}"));
                    }
                    match prune(&mut attempt, span.start) {
                        Some(key) => cut.push(key),
                        None => return None,
                    }
                }
            }
        }
        None
    }

    fn at(&self, span: &Range<usize>, message: &str) -> Diagnostic {
        let (line, col) = self.file.line_col(span.start);
        Diagnostic { path: self.file.path.clone(), line, col, message: message.to_owned() }
    }
}

/// Whether byte `at` lies in `value` or in anything under it (an array of tables' own span is
/// only its header, so children are asked too).
fn contains(value: &Spanned<DeValue<'_>>, at: usize) -> bool {
    let span = value.span();
    (span.start <= at && at < span.end.max(span.start + 1))
        || match value.get_ref() {
            DeValue::Table(table) => table.iter().any(|(key, child)| key_at(key, at) || contains(child, at)),
            DeValue::Array(items) => items.iter().any(|item| contains(item, at)),
            _ => false,
        }
}

fn key_at(key: &Spanned<toml::de::DeString<'_>>, at: usize) -> bool {
    let span = key.span();
    span.start <= at && at < span.end.max(span.start + 1)
}

/// Cuts the innermost part of `value` at byte `at` out of it (a table's key with its value, or
/// an array's element; a table left empty inside an array goes with it). Returns the cut key's
/// name (empty for an element), or `None` when nothing below the value is there.
fn prune(value: &mut Spanned<DeValue<'_>>, at: usize) -> Option<String> {
    match value.get_mut() {
        DeValue::Table(table) => {
            let key = table
                .iter()
                .find(|(key, child)| key_at(key, at) || contains(child, at))
                .map(|(key, _)| key.clone())?;
            let child = table.get_mut(&key)?;
            if !key_at(&key, at)
                && let Some(cut) = prune(child, at)
            {
                return Some(cut);
            }
            table.remove(&key);
            Some(key.get_ref().to_string())
        }
        DeValue::Array(items) => {
            let index = items.iter().position(|item| contains(item, at))?;
            match prune(&mut items.as_mut()[index], at) {
                Some(cut) if !matches!(items[index].get_ref(), DeValue::Table(t) if t.is_empty()) => {
                    Some(cut)
                }
                _ => {
                    let mut kept = toml::de::DeArray::new();
                    for (i, item) in items.iter().enumerate() {
                        if i != index {
                            kept.push(item.clone());
                        }
                    }
                    *items = kept;
                    Some(String::new())
                }
            }
        }
        _ => None,
    }
}

/// Where byte `at` is inside `value`, as a designer writes it: `storage[1]`, `node[3].links`.
fn path_at(value: &Spanned<DeValue<'_>>, at: usize) -> String {
    let mut path = String::new();
    let mut current = value;
    loop {
        let next = match current.get_ref() {
            DeValue::Table(table) => {
                table.iter().find(|(key, child)| key_at(key, at) || contains(child, at)).and_then(
                    |(key, child)| {
                        // A mistaken key names itself in the message.
                        if key_at(key, at) {
                            return None;
                        }
                        if !path.is_empty() {
                            path.push('.');
                        }
                        path.push_str(key.get_ref());
                        Some((child, false))
                    },
                )
            }
            DeValue::Array(items) => items.iter().position(|item| contains(item, at)).map(|index| {
                path.push_str(&format!("[{}]", index + 1));
                (&items[index], false)
            }),
            _ => None,
        };
        match next {
            Some((child, false)) => current = child,
            _ => return path,
        }
    }
}

/// The string under `key` of a table value.
pub(crate) fn string_key<'v>(value: &'v Spanned<DeValue<'_>>, key: &str) -> Option<&'v str> {
    match value.get_ref() {
        DeValue::Table(table) => match table.get(key).map(Spanned::get_ref) {
            Some(DeValue::String(text)) => Some(text),
            _ => None,
        },
        _ => None,
    }
}

/// The value under `key` of a table value.
pub(crate) fn child<'v>(
    value: &'v Spanned<DeValue<'static>>,
    key: &str,
) -> Option<&'v Spanned<DeValue<'static>>> {
    match value.get_ref() {
        DeValue::Table(table) => table.get(key),
        _ => None,
    }
}

/// The `id`s of the tables in the array under `key` of a table value, in order.
pub(crate) fn ids_in(value: &Spanned<DeValue<'_>>, key: &str) -> Vec<String> {
    let DeValue::Table(table) = value.get_ref() else { return Vec::new() };
    let Some(DeValue::Array(items)) = table.get(key).map(Spanned::get_ref) else { return Vec::new() };
    items.iter().filter_map(|item| string_key(item, "id")).map(str::to_owned).collect()
}

/// Serde's message in a designer's words: keys not fields, and a did-you-mean for a misspelled
/// key or value.
fn explain(message: &str) -> String {
    let quoted =
        |text: &str| -> Vec<String> { text.split('`').skip(1).step_by(2).map(str::to_owned).collect() };
    for (prefix, noun) in [("unknown field", "key"), ("unknown variant", "value")] {
        if let Some(rest) = message.strip_prefix(prefix) {
            let names = quoted(rest);
            let Some((word, expected)) = names.split_first() else { break };
            let hint = did_you_mean(word, expected.iter().map(String::as_str))
                .map(|found| format!(" (did you mean \"{found}\"?)"))
                .unwrap_or_else(|| {
                    let list: Vec<String> = expected.iter().map(|name| format!("\"{name}\"")).collect();
                    if list.is_empty() { String::new() } else { format!(" (expected {})", list.join(", ")) }
                });
            return format!("unknown {noun} \"{word}\"{hint}");
        }
    }
    // toml's own words for an enum's table variant with `deny_unknown_fields`.
    if let Some(rest) = message.strip_prefix("unexpected keys in table: ")
        && let Some((unknown, known)) = rest.trim().split_once(", available keys: ")
    {
        let known: Vec<&str> = known.split(", ").collect();
        let each = unknown.split(", ").map(|word| {
            let hint = did_you_mean(word, known.iter().copied())
                .map(|found| format!(" (did you mean \"{found}\"?)"))
                .unwrap_or_default();
            format!("unknown key \"{word}\"{hint}")
        });
        return each.collect::<Vec<_>>().join("; ");
    }
    if let Some(rest) = message.strip_prefix("missing field")
        && let Some(name) = quoted(rest).first()
    {
        return format!("missing key \"{name}\"");
    }
    // serde's words for a `&'static str` field, which a designer writes as any string.
    message.trim().replace("expected a borrowed string", "expected a string")
}

#[cfg(test)]
mod tests {
    use super::explain;

    #[test]
    fn serde_messages_are_explained_with_a_suggestion() {
        assert_eq!(
            explain("unknown field `cots`, expected one of `id`, `cost`, `name`"),
            "unknown key \"cots\" (did you mean \"cost\"?)"
        );
        assert_eq!(
            explain("unknown variant `chamberr`, expected one of `chamber`, `chant`"),
            "unknown value \"chamberr\" (did you mean \"chamber\"?)"
        );
        assert_eq!(
            explain("unknown variant `zzz`, expected `any` or `none`"),
            "unknown value \"zzz\" (expected \"any\", \"none\")"
        );
        assert_eq!(explain("missing field `defense`"), "missing key \"defense\"");
        assert_eq!(
            explain("unexpected keys in table: durin, available keys: skill, amount, during"),
            "unknown key \"durin\" (did you mean \"during\"?)"
        );
        assert_eq!(
            explain("invalid type: string \"x\", expected u8\n"),
            "invalid type: string \"x\", expected u8"
        );
    }
}
