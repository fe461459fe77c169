//! A small serde `Deserializer` over parsed, spanned TOML (`toml::de::DeValue`).
//!
//! toml's own value deserializer also serves `Spanned<T>` and datetimes, so every content type's
//! derived reader was compiled once per access type it might meet (three maps, two sequences);
//! this one has a single map, sequence and enum access, and borrows the parsed file instead of
//! cloning each entry. Content types have no floats, datetimes or `Spanned` fields. Every string
//! is lent as `&'static str` (the files are leaked), so a table's `&'static str` field reads
//! with serde's own impl.
//!
//! It keeps toml's behaviour where content meets it: a unit variant is a string, any other
//! variant a table of one key; a struct variant's unknown keys are refused even without
//! `deny_unknown_fields` (with toml's words, which `schema::explain` rewords); an error is located
//! at the innermost value or key it concerns.

use std::fmt;
use std::ops::Range;

use serde::de::value::StrDeserializer;
use serde::de::{self, DeserializeSeed, IntoDeserializer, Visitor};
use toml::Spanned;
use toml::de::{DeString, DeTable, DeValue};

/// Why a value did not read, and where (a byte range in its file).
#[derive(Debug)]
pub(crate) struct Error {
    message: String,
    span: Option<Range<usize>>,
}

impl Error {
    fn at(message: impl fmt::Display, span: Range<usize>) -> Error {
        Error { message: message.to_string(), span: Some(span) }
    }

    /// What went wrong.
    pub(crate) fn message(&self) -> &str {
        &self.message
    }

    /// Where, when known.
    pub(crate) fn span(&self) -> Option<Range<usize>> {
        self.span.clone()
    }

    /// Locates an error that an inner reader left unlocated.
    fn within(mut self, span: &Range<usize>) -> Error {
        if self.span.is_none() {
            self.span = Some(span.clone());
        }
        self
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

impl de::Error for Error {
    fn custom<T: fmt::Display>(message: T) -> Error {
        Error { message: message.to_string(), span: None }
    }
}

/// Locates `result`'s error at `span` unless it is located already. (A macro, not a generic
/// function: the compiler would build one copy of it per content type.)
macro_rules! located {
    ($result:expr, $span:expr) => {
        match $result {
            Ok(value) => Ok(value),
            Err(error) => Err(Error::within(error, $span)),
        }
    };
}

/// A scalar as the visitor is shown it.
enum Scalar {
    Signed(i64),
    Unsigned(u64),
    Float(f64),
    Bool(bool),
    Error(&'static str),
}

/// Reads a number or boolean without the visitor, so that work is compiled once.
fn scalar(value: &DeValue<'static>) -> Scalar {
    match value {
        DeValue::Integer(integer) => {
            let digits = integer.as_str();
            if let Ok(value) = i64::from_str_radix(digits, integer.radix()) {
                Scalar::Signed(value)
            } else if let Ok(value) = u64::from_str_radix(digits, integer.radix()) {
                Scalar::Unsigned(value)
            } else {
                Scalar::Error("integer number overflowed")
            }
        }
        DeValue::Float(float) => match float.as_str().parse::<f64>() {
            Ok(value) => Scalar::Float(value),
            Err(_) => Scalar::Error("floating-point number overflowed"),
        },
        DeValue::Boolean(value) => Scalar::Bool(*value),
        _ => Scalar::Error("datetimes are not read"),
    }
}

/// One parsed value, to read a content type from.
#[derive(Clone, Copy)]
pub(crate) struct Value<'a>(pub(crate) &'a Spanned<DeValue<'static>>);

impl de::Deserializer<'static> for Value<'_> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'static>>(self, visitor: V) -> Result<V::Value, Error> {
        let span = self.0.span();
        let result = match self.0.get_ref() {
            DeValue::String(DeString::Borrowed(text)) => visitor.visit_borrowed_str(text),
            // An escaped string was unescaped into a new one: leaked, every string can be
            // borrowed for the tables' `&'static str` (only this build-time compiler reads).
            DeValue::String(DeString::Owned(text)) => visitor.visit_borrowed_str(String::leak(text.clone())),
            DeValue::Array(items) => visitor.visit_seq(Seq(items.iter())),
            DeValue::Table(table) => visitor.visit_map(Map { entries: table.iter(), value: None }),
            other => match scalar(other) {
                Scalar::Signed(value) => visitor.visit_i64(value),
                Scalar::Unsigned(value) => visitor.visit_u64(value),
                Scalar::Float(value) => visitor.visit_f64(value),
                Scalar::Bool(value) => visitor.visit_bool(value),
                Scalar::Error(message) => Err(de::Error::custom(message)),
            },
        };
        located!(result, &span)
    }

    // TOML has no null: a written value is `Some`.
    fn deserialize_option<V: Visitor<'static>>(self, visitor: V) -> Result<V::Value, Error> {
        located!(visitor.visit_some(self), &self.0.span())
    }

    fn deserialize_newtype_struct<V: Visitor<'static>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        located!(visitor.visit_newtype_struct(self), &self.0.span())
    }

    fn deserialize_enum<V: Visitor<'static>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        let span = self.0.span();
        let result = match self.0.get_ref() {
            DeValue::String(text) => visitor.visit_enum(unit_variant(text)),
            DeValue::Table(table) => {
                let mut entries = table.iter();
                match (entries.next(), entries.next()) {
                    (Some((key, value)), None) => visitor.visit_enum(Variant { key, value }),
                    (None, _) => Err(Error::at("wanted exactly 1 element, found 0 elements", span.clone())),
                    (Some(_), Some(_)) => {
                        Err(Error::at("wanted exactly 1 element, more than 1 element", span.clone()))
                    }
                }
            }
            _ => Err(Error::at("wanted string or table", span.clone())),
        };
        located!(result, &span)
    }

    serde::forward_to_deserialize_any! {
        <W: Visitor<'static>>
        bool u8 u16 u32 u64 u128 i8 i16 i32 i64 i128 f32 f64 char str string seq bytes byte_buf map
        unit ignored_any unit_struct tuple_struct tuple struct identifier
    }
}

/// A unit variant written as a string.
fn unit_variant(name: &str) -> StrDeserializer<'_, Error> {
    name.into_deserializer()
}

/// A table key, read as a field name, a map key or a variant name.
struct Key<'a>(&'a Spanned<DeString<'static>>);

impl de::Deserializer<'static> for Key<'_> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'static>>(self, visitor: V) -> Result<V::Value, Error> {
        let result = match self.0.get_ref() {
            DeString::Borrowed(name) => visitor.visit_borrowed_str(name),
            DeString::Owned(name) => visitor.visit_str(name),
        };
        located!(result, &self.0.span())
    }

    fn deserialize_enum<V: Visitor<'static>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        located!(visitor.visit_enum(unit_variant(self.0.get_ref())), &self.0.span())
    }

    serde::forward_to_deserialize_any! {
        <W: Visitor<'static>>
        bool u8 u16 u32 u64 u128 i8 i16 i32 i64 i128 f32 f64 char str string seq bytes byte_buf map
        option unit newtype_struct ignored_any unit_struct tuple_struct tuple struct identifier
    }
}

/// An array's items.
struct Seq<'a>(std::slice::Iter<'a, Spanned<DeValue<'static>>>);

impl de::SeqAccess<'static> for Seq<'_> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'static>>(&mut self, seed: T) -> Result<Option<T::Value>, Error> {
        match self.0.next() {
            Some(item) => match seed.deserialize(Value(item)) {
                Ok(item) => Ok(Some(item)),
                Err(error) => Err(error),
            },
            None => Ok(None),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.0.len())
    }
}

/// A table's entries.
struct Map<'a> {
    entries: toml::map::Iter<'a, Spanned<DeString<'static>>, Spanned<DeValue<'static>>>,
    value: Option<&'a Spanned<DeValue<'static>>>,
}

impl de::MapAccess<'static> for Map<'_> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'static>>(&mut self, seed: K) -> Result<Option<K::Value>, Error> {
        match self.entries.next() {
            Some((key, value)) => {
                self.value = Some(value);
                match seed.deserialize(Key(key)) {
                    Ok(key) => Ok(Some(key)),
                    Err(error) => Err(error.within(&key.span())),
                }
            }
            None => Ok(None),
        }
    }

    fn next_value_seed<V: DeserializeSeed<'static>>(&mut self, seed: V) -> Result<V::Value, Error> {
        match self.value.take() {
            Some(value) => located!(seed.deserialize(Value(value)), &value.span()),
            None => Err(de::Error::custom("a value was asked before its key")),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.entries.len())
    }
}

/// A variant written as a table of one key: `{ gain = 2 }`.
struct Variant<'a> {
    key: &'a Spanned<DeString<'static>>,
    value: &'a Spanned<DeValue<'static>>,
}

impl<'a> de::EnumAccess<'static> for Variant<'a> {
    type Error = Error;
    type Variant = Value<'a>;

    fn variant_seed<V: DeserializeSeed<'static>>(self, seed: V) -> Result<(V::Value, Value<'a>), Error> {
        match seed.deserialize(Key(self.key)) {
            Ok(name) => Ok((name, Value(self.value))),
            Err(error) => Err(error.within(&self.key.span())),
        }
    }
}

impl de::VariantAccess<'static> for Value<'_> {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        let span = self.0.span();
        match self.0.get_ref() {
            DeValue::Array(items) if items.is_empty() => Ok(()),
            DeValue::Table(table) if table.is_empty() => Ok(()),
            DeValue::Array(_) => Err(Error::at("expected empty array", span)),
            DeValue::Table(_) => Err(Error::at("expected empty table", span)),
            other => Err(Error::at(format!("expected table, found {}", other.type_str()), span)),
        }
    }

    fn newtype_variant_seed<T: DeserializeSeed<'static>>(self, seed: T) -> Result<T::Value, Error> {
        seed.deserialize(self)
    }

    fn tuple_variant<V: Visitor<'static>>(self, len: usize, visitor: V) -> Result<V::Value, Error> {
        let span = self.0.span();
        match self.0.get_ref() {
            DeValue::Array(items) if items.len() == len => {
                located!(visitor.visit_seq(Seq(items.iter())), &span)
            }
            DeValue::Array(_) => Err(Error::at(format!("expected tuple with length {len}"), span)),
            other => Err(Error::at(format!("expected array, found {}", other.type_str()), span)),
        }
    }

    fn struct_variant<V: Visitor<'static>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        if let DeValue::Table(table) = self.0.get_ref() {
            check_keys(table, fields)?;
        }
        de::Deserializer::deserialize_any(self, visitor)
    }
}

/// A struct variant's keys must be its fields (serde would ignore the others), in toml's words.
fn check_keys(table: &DeTable<'static>, fields: &'static [&'static str]) -> Result<(), Error> {
    let extra: Vec<&Spanned<DeString<'static>>> =
        table.iter().map(|(key, _)| key).filter(|key| !fields.contains(&key.get_ref().as_ref())).collect();
    let Some(first) = extra.first() else { return Ok(()) };
    let names: Vec<&str> = extra.iter().map(|key| key.get_ref().as_ref()).collect();
    Err(Error::at(
        format!("unexpected keys in table: {}, available keys: {}", names.join(", "), fields.join(", ")),
        first.span(),
    ))
}
