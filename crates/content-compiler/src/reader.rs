//! Schema reading over spanned TOML: every problem becomes a located [`Diagnostic`] and reading
//! goes on, so one run reports every mistake in a file.
//!
//! A game module parses a file with [`parse`], wraps the root in an [`Obj`], and asks it for the
//! keys its schema has ([`Obj::req_str`], [`Obj::int`], [`Obj::enum_of`], [`Obj::array`],
//! [`Obj::table`], ...). Each ask records the key as known; [`Obj::finish`] then reports every
//! key nobody asked for, with a did-you-mean suggestion. Getters return `None` after reporting a
//! problem, so callers simply skip what they cannot build.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::ops::{Range, RangeInclusive};
use std::rc::Rc;

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::{Diagnostic, SourceFile};

/// Collects diagnostics from every reader of a compilation.
#[derive(Debug, Default)]
pub struct Sink {
    diagnostics: RefCell<Vec<Diagnostic>>,
}

impl Sink {
    /// An empty sink.
    pub fn new() -> Sink {
        Sink::default()
    }

    /// Records a problem at a byte span of a file.
    pub fn error(&self, file: &SourceFile, span: &Range<usize>, message: impl Into<String>) {
        let (line, col) = file.line_col(span.start);
        self.diagnostics.borrow_mut().push(Diagnostic {
            path: file.path.clone(),
            line,
            col,
            message: message.into(),
        });
    }

    /// Records a problem already located.
    pub fn push(&self, diagnostic: Diagnostic) {
        self.diagnostics.borrow_mut().push(diagnostic);
    }

    /// Records a problem about a whole file.
    pub fn error_unlocated(&self, path: &str, message: impl Into<String>) {
        self.diagnostics.borrow_mut().push(Diagnostic::unlocated(path, message));
    }

    /// How many problems so far.
    pub fn len(&self) -> usize {
        self.diagnostics.borrow().len()
    }

    /// Whether no problem was found.
    pub fn is_empty(&self) -> bool {
        self.diagnostics.borrow().is_empty()
    }

    /// The problems sorted by file, line and column, duplicates removed.
    pub fn into_sorted(self) -> Vec<Diagnostic> {
        let mut diagnostics = self.diagnostics.into_inner();
        diagnostics.sort();
        diagnostics.dedup();
        diagnostics
    }
}

/// The file and sink a reader reports to.
#[derive(Debug, Clone, Copy)]
pub struct Cx<'a> {
    /// The file being read.
    pub file: &'a SourceFile,
    /// Where problems go.
    pub sink: &'a Sink,
}

impl Cx<'_> {
    /// A diagnostic at a span of this file (not yet recorded).
    pub fn at(&self, span: &Range<usize>, message: impl Into<String>) -> Diagnostic {
        let (line, col) = self.file.line_col(span.start);
        Diagnostic { path: self.file.path.clone(), line, col, message: message.into() }
    }

    /// Records a problem at a span of this file.
    pub fn error(&self, span: &Range<usize>, message: impl Into<String>) {
        self.sink.error(self.file, span, message);
    }
}

/// How every syntax error's message starts, so a file that does not parse can be told apart.
pub const SYNTAX_ERROR: &str = "invalid TOML: ";

/// Parses a file, reporting syntax errors (located) and returning what could be recovered.
pub fn parse<'a>(file: &'a SourceFile, sink: &Sink) -> Spanned<DeTable<'a>> {
    let (table, errors) = DeTable::parse_recoverable(&file.text);
    for error in errors {
        let span = error.span().unwrap_or(0..0);
        sink.error(
            file,
            &span,
            format!("{SYNTAX_ERROR}{}", error.message().split_whitespace().collect::<Vec<_>>().join(" ")),
        );
    }
    table
}

pub use content_schema::read::{did_you_mean, edit_distance};

/// `" (did you mean \"x\"?)"` or nothing.
pub fn suggestion<'c>(word: &str, candidates: impl IntoIterator<Item = &'c str>) -> String {
    did_you_mean(word, candidates).map(|found| format!(" (did you mean \"{found}\"?)")).unwrap_or_default()
}

/// Describes a value's type for "expected X, found Y" messages.
fn type_name(value: &DeValue<'_>) -> &'static str {
    match value {
        DeValue::String(_) => "a string",
        DeValue::Integer(_) => "an integer",
        DeValue::Float(_) => "a float",
        DeValue::Boolean(_) => "a boolean",
        DeValue::Datetime(_) => "a date",
        DeValue::Array(_) => "an array",
        DeValue::Table(_) => "a table",
    }
}

/// One value in a file: the entry it belongs to (`ctx`, e.g. `card "whip"`) and the key path
/// that leads to it (`label`, e.g. `cost`).
#[derive(Debug, Clone)]
pub struct Val<'a> {
    cx: Cx<'a>,
    ctx: Rc<str>,
    label: Rc<str>,
    value: &'a DeValue<'a>,
    span: Range<usize>,
}

impl<'a> Val<'a> {
    /// Where the value is.
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// The entry and key this value belongs to, for messages.
    pub fn ctx(&self) -> &str {
        &self.ctx
    }

    /// The key path of this value, for messages.
    pub fn label(&self) -> &str {
        &self.label
    }

    /// The reporting context.
    pub fn cx(&self) -> Cx<'a> {
        self.cx
    }

    /// The raw value.
    pub fn raw(&self) -> &'a DeValue<'a> {
        self.value
    }

    /// Reports a problem about this value: `ctx: message`.
    pub fn error(&self, message: impl AsRef<str>) {
        self.cx.error(&self.span, format!("{}: {}", self.ctx, message.as_ref()));
    }

    fn expected(&self, what: &str) {
        self.error(format!("{}: expected {what}, found {}", self.label, type_name(self.value)));
    }

    /// Whether this is a string.
    pub fn is_str(&self) -> bool {
        matches!(self.value, DeValue::String(_))
    }

    /// Whether this is a table.
    pub fn is_table(&self) -> bool {
        matches!(self.value, DeValue::Table(_))
    }

    /// Whether this is an array.
    pub fn is_array(&self) -> bool {
        matches!(self.value, DeValue::Array(_))
    }

    /// A string.
    pub fn str(&self) -> Option<&'a str> {
        match self.value {
            DeValue::String(text) => Some(text.as_ref()),
            _ => {
                self.expected("a string");
                None
            }
        }
    }

    /// A boolean.
    pub fn bool(&self) -> Option<bool> {
        match self.value {
            DeValue::Boolean(value) => Some(*value),
            _ => {
                self.expected("true or false");
                None
            }
        }
    }

    /// An integer within `range`.
    pub fn int(&self, range: RangeInclusive<i64>) -> Option<i64> {
        let DeValue::Integer(integer) = self.value else {
            self.expected("an integer");
            return None;
        };
        let value = i64::from_str_radix(integer.as_str(), integer.radix()).ok();
        match value {
            Some(value) if range.contains(&value) => Some(value),
            _ => {
                self.error(format!(
                    "{}: {integer} is out of range ({}..={})",
                    self.label,
                    range.start(),
                    range.end()
                ));
                None
            }
        }
    }

    /// A `u8` within `range`.
    pub fn u8(&self, range: RangeInclusive<u8>) -> Option<u8> {
        self.int(i64::from(*range.start())..=i64::from(*range.end()))
            .and_then(|value| u8::try_from(value).ok())
    }

    /// One of a fixed list of names, reported as an unknown `what` with a suggestion otherwise.
    pub fn enum_of<T: Copy>(&self, what: &str, options: &[(&str, T)]) -> Option<T> {
        let name = self.str()?;
        if let Some(&(_, value)) = options.iter().find(|(option, _)| *option == name) {
            return Some(value);
        }
        let hint = match did_you_mean(name, options.iter().map(|(option, _)| *option)) {
            Some(found) => format!(" (did you mean \"{found}\"?)"),
            None => format!(
                " (expected one of: {})",
                options.iter().map(|(option, _)| *option).collect::<Vec<_>>().join(", ")
            ),
        };
        self.error(format!("{}: unknown {what} \"{name}\"{hint}", self.label));
        None
    }

    /// The items of an array, labelled `label[i]` (1-based).
    pub fn array(&self) -> Option<Vec<Val<'a>>> {
        let DeValue::Array(items) = self.value else {
            self.expected("an array");
            return None;
        };
        Some(
            items
                .iter()
                .enumerate()
                .map(|(index, item)| Val {
                    cx: self.cx,
                    ctx: self.ctx.clone(),
                    label: format!("{}[{}]", self.label, index + 1).into(),
                    value: item.get_ref(),
                    span: item.span(),
                })
                .collect(),
        )
    }

    /// A table, read with the same entry context.
    pub fn table(&self) -> Option<Obj<'a>> {
        match self.value {
            DeValue::Table(table) => {
                Some(Obj::new(self.cx, self.ctx.clone(), self.label.clone(), table, self.span.clone()))
            }
            _ => {
                self.expected("a table");
                None
            }
        }
    }
}

/// A table being read against a schema. Ask for every key the schema has, then call
/// [`Obj::finish`] to report the keys nobody asked for.
#[derive(Debug)]
pub struct Obj<'a> {
    cx: Cx<'a>,
    ctx: Rc<str>,
    label: Rc<str>,
    span: Range<usize>,
    entries: Vec<(&'a str, Range<usize>, &'a Spanned<DeValue<'a>>)>,
    known: Vec<&'static str>,
}

impl<'a> Obj<'a> {
    /// Wraps a table. `ctx` names the entry in messages; `label` is the key path of the table
    /// (empty for a file's root).
    pub fn new(
        cx: Cx<'a>,
        ctx: Rc<str>,
        label: Rc<str>,
        table: &'a DeTable<'a>,
        span: Range<usize>,
    ) -> Obj<'a> {
        let mut entries: Vec<_> =
            table.iter().map(|(key, value)| (key.get_ref().as_ref(), key.span(), value)).collect();
        entries.sort_by_key(|(_, span, _)| span.start);
        Obj { cx, ctx, label, span, entries, known: Vec::new() }
    }

    /// Wraps the root table of a parsed file.
    pub fn root(cx: Cx<'a>, table: &'a Spanned<DeTable<'a>>) -> Obj<'a> {
        Obj::new(cx, Rc::from("top level"), Rc::from(""), table.get_ref(), table.span())
    }

    /// Renames the entry in later messages (e.g. once its id is known).
    pub fn set_context(&mut self, ctx: impl Into<String>) {
        self.ctx = Rc::from(ctx.into());
    }

    /// Makes this table an entry of its own: key paths in messages start from it (used for the
    /// items of a top-level array, whose context already names them).
    pub fn as_entry(&mut self) {
        self.label = Rc::from("");
    }

    /// The entry name used in messages.
    pub fn ctx(&self) -> &str {
        &self.ctx
    }

    /// Where the table is.
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// The reporting context.
    pub fn cx(&self) -> Cx<'a> {
        self.cx
    }

    /// Reports a problem about the whole table.
    pub fn error(&self, message: impl AsRef<str>) {
        self.cx.error(&self.span, format!("{}: {}", self.ctx, message.as_ref()));
    }

    /// The keys present, in file order.
    pub fn keys(&self) -> impl Iterator<Item = (&'a str, Range<usize>)> + '_ {
        self.entries.iter().map(|(key, span, _)| (*key, span.clone()))
    }

    /// Whether the key is present (without marking it known).
    pub fn has(&self, key: &str) -> bool {
        self.entries.iter().any(|(name, _, _)| *name == key)
    }

    fn child_label(&self, key: &str) -> Rc<str> {
        if self.label.is_empty() { Rc::from(key) } else { Rc::from(format!("{}.{key}", self.label)) }
    }

    /// An optional key; marks it known.
    pub fn get(&mut self, key: &'static str) -> Option<Val<'a>> {
        if !self.known.contains(&key) {
            self.known.push(key);
        }
        let &(_, _, value) = self.entries.iter().find(|(name, _, _)| *name == key)?;
        Some(Val {
            cx: self.cx,
            ctx: self.ctx.clone(),
            label: self.child_label(key),
            value: value.get_ref(),
            span: value.span(),
        })
    }

    /// A required key; reports it missing.
    pub fn req(&mut self, key: &'static str) -> Option<Val<'a>> {
        let value = self.get(key);
        if value.is_none() {
            let within = if self.label.is_empty() { String::new() } else { format!(" in {}", self.label) };
            self.error(format!("missing key \"{key}\"{within}"));
        }
        value
    }

    /// An optional string.
    pub fn str(&mut self, key: &'static str) -> Option<&'a str> {
        self.get(key)?.str()
    }

    /// A required string.
    pub fn req_str(&mut self, key: &'static str) -> Option<&'a str> {
        self.req(key)?.str()
    }

    /// An optional boolean.
    pub fn bool(&mut self, key: &'static str) -> Option<bool> {
        self.get(key)?.bool()
    }

    /// An optional integer within `range`.
    pub fn int(&mut self, key: &'static str, range: RangeInclusive<i64>) -> Option<i64> {
        self.get(key)?.int(range)
    }

    /// A required integer within `range`.
    pub fn req_int(&mut self, key: &'static str, range: RangeInclusive<i64>) -> Option<i64> {
        self.req(key)?.int(range)
    }

    /// An optional `u8` within `range`.
    pub fn u8(&mut self, key: &'static str, range: RangeInclusive<u8>) -> Option<u8> {
        self.get(key)?.u8(range)
    }

    /// A required `u8` within `range`.
    pub fn req_u8(&mut self, key: &'static str, range: RangeInclusive<u8>) -> Option<u8> {
        self.req(key)?.u8(range)
    }

    /// An optional name from a fixed list.
    pub fn enum_of<T: Copy>(&mut self, key: &'static str, what: &str, options: &[(&str, T)]) -> Option<T> {
        self.get(key)?.enum_of(what, options)
    }

    /// A required name from a fixed list.
    pub fn req_enum<T: Copy>(&mut self, key: &'static str, what: &str, options: &[(&str, T)]) -> Option<T> {
        self.req(key)?.enum_of(what, options)
    }

    /// An optional array.
    pub fn array(&mut self, key: &'static str) -> Option<Vec<Val<'a>>> {
        self.get(key)?.array()
    }

    /// A required array.
    pub fn req_array(&mut self, key: &'static str) -> Option<Vec<Val<'a>>> {
        self.req(key)?.array()
    }

    /// An optional nested table.
    pub fn table(&mut self, key: &'static str) -> Option<Obj<'a>> {
        self.get(key)?.table()
    }

    /// A required nested table.
    pub fn req_table(&mut self, key: &'static str) -> Option<Obj<'a>> {
        self.req(key)?.table()
    }

    /// Marks keys as known without reading them (read elsewhere).
    pub fn allow(&mut self, keys: &[&'static str]) {
        for key in keys {
            if !self.known.contains(key) {
                self.known.push(key);
            }
        }
    }

    /// Reports every key that the schema did not ask for, with a did-you-mean suggestion.
    pub fn finish(self) {
        for (key, span, _) in &self.entries {
            if !self.known.contains(key) {
                let hint = suggestion(key, self.known.iter().copied());
                let within =
                    if self.label.is_empty() { String::new() } else { format!(" in {}", self.label) };
                self.cx.error(span, format!("{}: unknown key \"{key}\"{within}{hint}", self.ctx));
            }
        }
    }
}

/// Ids defined so far, to report duplicates with the first definition's location.
#[derive(Debug, Default)]
pub struct Ids {
    defined: BTreeMap<String, String>,
}

impl Ids {
    /// No ids yet.
    pub fn new() -> Ids {
        Ids::default()
    }

    /// Defines `id` at `at`; reports and returns `false` if it was already defined.
    pub fn define(&mut self, what: &str, id: &str, at: &Val<'_>) -> bool {
        let (line, col) = at.cx.file.line_col(at.span.start);
        let here = format!("{}:{line}:{col}", at.cx.file.path);
        match self.defined.get(id) {
            Some(first) => {
                at.cx.error(&at.span, format!("duplicate {what} id \"{id}\" (first defined at {first})"));
                false
            }
            None => {
                self.defined.insert(id.to_owned(), here);
                true
            }
        }
    }

    /// Whether `id` is defined.
    pub fn contains(&self, id: &str) -> bool {
        self.defined.contains_key(id)
    }

    /// All ids, sorted.
    pub fn iter(&self) -> impl Iterator<Item = &str> {
        self.defined.keys().map(String::as_str)
    }
}
