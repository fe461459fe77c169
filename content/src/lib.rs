//! The content types of every game, declared once.
//!
//! A game's card and board types are written here, once, with the [`schema!`] macro. From that
//! one declaration come:
//!
//! - the type itself, which engines read from `content::<game>` (crate `content-<game>`) as plain `'static` data;
//! - `serde::Deserialize`, which the content compiler uses to read the designers' TOML (with
//!   `#[serde(...)]` attributes saying how a field is written there; only with the feature
//!   `read`, which the compiler turns on: without it the derive is inert, and the engines' builds
//!   neither type-check nor encode deserializers they never call);
//! - [`Bake`], which writes a value back as a Rust expression, so the compiler emits the static
//!   tables without a format string per type (only with the feature `bake`, which the compiler
//!   turns on: the engines' builds do not compile it).
//!
//! Reading happens only in the content compiler (a build dependency): strings are leaked there
//! to give the `&'static str` and `&'static [T]` the tables hold, which costs nothing at run time
//! because nothing is read at run time.
//!
//! Architecture invariant: types and small accessors only, no rules, no IO.
//!
//! # Feature flags
//!
//! One per game (`arkham-2e`, `arkham-lcg`, `arnak`, `eldritch`, `evil-priest`), so a build
//! compiles only the types of the games it uses; `bake` for [`Bake`] on the content types;
//! `read` for `serde::Deserialize` on them. The few content types that games keep in their saves
//! (resource amounts, skills and the like) derive `serde::Deserialize` and `serde::Serialize` by
//! path, so they have them whatever the features.

#![forbid(unsafe_code)]

// The derive every content type names: serde's with `read`, an inert one without.
#[cfg(not(feature = "read"))]
use content_schema_inert::Deserialize;
#[cfg(feature = "read")]
use serde::Deserialize;

#[cfg(feature = "arkham-2e")]
pub mod arkham_2e;
#[cfg(feature = "arkham-lcg")]
pub mod arkham_lcg;
#[cfg(feature = "arnak")]
pub mod arnak;
#[cfg(feature = "eldritch")]
pub mod eldritch;
#[cfg(feature = "evil-priest")]
pub mod evil_priest;

use std::fmt::Write as _;

/// Writes a value as a Rust expression that rebuilds it in a `static` (for generated tables).
///
/// Implemented by [`schema!`] for every content type; the expression names types unqualified,
/// so the generated file is included where the types are in scope.
pub trait Bake {
    /// Appends the expression to `out`.
    fn bake(&self, out: &mut String);
}

macro_rules! bake_display {
    ($($ty:ty),*) => {$(
        impl Bake for $ty {
            fn bake(&self, out: &mut String) {
                let _ = write!(out, "{self}");
            }
        }
    )*};
}

bake_display!(u8, u16, u32, u64, i8, i16, i32, i64, bool);

impl Bake for &str {
    fn bake(&self, out: &mut String) {
        // `{:?}` escapes as Rust does, so the result is a valid string literal.
        let _ = write!(out, "{self:?}");
    }
}

impl<T: Bake> Bake for Option<T> {
    fn bake(&self, out: &mut String) {
        match self {
            None => out.push_str("None"),
            Some(value) => {
                out.push_str("Some(");
                value.bake(out);
                out.push(')');
            }
        }
    }
}

impl<T: Bake> Bake for &[T] {
    fn bake(&self, out: &mut String) {
        out.push_str("&[");
        for (index, item) in self.iter().enumerate() {
            if index > 0 {
                out.push_str(", ");
            }
            item.bake(out);
        }
        out.push(']');
    }
}

impl<T: Bake> Bake for &T {
    fn bake(&self, out: &mut String) {
        out.push('&');
        (**self).bake(out);
    }
}

impl<A: Bake, B: Bake> Bake for (A, B) {
    fn bake(&self, out: &mut String) {
        out.push('(');
        self.0.bake(out);
        out.push_str(", ");
        self.1.bake(out);
        out.push(')');
    }
}

impl<A: Bake, B: Bake, C: Bake> Bake for (A, B, C) {
    fn bake(&self, out: &mut String) {
        out.push('(');
        self.0.bake(out);
        out.push_str(", ");
        self.1.bake(out);
        out.push_str(", ");
        self.2.bake(out);
        out.push(')');
    }
}

impl<T: Bake, const N: usize> Bake for [T; N] {
    fn bake(&self, out: &mut String) {
        // `[a, b]` where `&[a, b]` would be a slice.
        let mut slice = String::new();
        self.as_slice().bake(&mut slice);
        out.push_str(&slice[1..]);
    }
}

/// Declares content types: the items are written as usual (with their docs, derives and
/// `#[serde(...)]` attributes) and each also gets a [`Bake`] implementation.
///
/// Structs have named fields or one tuple field; enum variants are units, tuples of one or two
/// fields, or named fields.
#[macro_export]
macro_rules! schema {
    () => {};
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident ( $(#[$fmeta:meta])* $fvis:vis $ty:ty );
        $($rest:tt)*
    ) => {
        $(#[$meta])*
        $vis struct $name ( $(#[$fmeta])* $fvis $ty );

        #[cfg(feature = "bake")]
        impl $crate::Bake for $name {
            fn bake(&self, out: &mut String) {
                out.push_str(concat!(stringify!($name), "("));
                $crate::Bake::bake(&self.0, out);
                out.push(')');
            }
        }

        $crate::schema!($($rest)*);
    };
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $( $(#[$fmeta:meta])* $fvis:vis $field:ident : $ty:ty ),* $(,)?
        }
        $($rest:tt)*
    ) => {
        $(#[$meta])*
        $vis struct $name { $( $(#[$fmeta])* $fvis $field : $ty ),* }

        #[cfg(feature = "bake")]
        impl $crate::Bake for $name {
            fn bake(&self, out: &mut String) {
                out.push_str(concat!(stringify!($name), " { "));
                $(
                    out.push_str(concat!(stringify!($field), ": "));
                    $crate::Bake::bake(&self.$field, out);
                    out.push_str(", ");
                )*
                out.push('}');
            }
        }

        $crate::schema!($($rest)*);
    };
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident $( ( $( $(#[$tmeta:meta])* $tty:ty ),+ ) )? $( { $( $(#[$vfmeta:meta])* $vfield:ident : $vty:ty ),* $(,)? } )?
            ),* $(,)?
        }
        $($rest:tt)*
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $(
                $(#[$vmeta])*
                $variant $( ( $( $(#[$tmeta])* $tty ),+ ) )? $( { $( $(#[$vfmeta])* $vfield : $vty ),* } )?
            ),*
        }

        #[cfg(feature = "bake")]
        impl $crate::Bake for $name {
            #[allow(unused_variables, reason = "a unit-only enum binds nothing")]
            fn bake(&self, out: &mut String) {
                $(
                    $crate::__bake_variant!(self, out, $name, $variant $( ( $( $tty ),+ ) )? $( { $( $vfield ),* } )?);
                )*
            }
        }

        $crate::schema!($($rest)*);
    };
}

/// One variant's arm of an enum's [`Bake`] (used by [`schema!`]).
#[doc(hidden)]
#[macro_export]
macro_rules! __bake_variant {
    ($self:ident, $out:ident, $name:ident, $variant:ident) => {
        #[allow(irrefutable_let_patterns, reason = "one-variant enums")]
        if let Self::$variant = $self {
            $out.push_str(concat!(stringify!($name), "::", stringify!($variant)));
            return;
        }
    };
    ($self:ident, $out:ident, $name:ident, $variant:ident ( $tty:ty )) => {
        #[allow(irrefutable_let_patterns, reason = "one-variant enums")]
        if let Self::$variant(value) = $self {
            $out.push_str(concat!(stringify!($name), "::", stringify!($variant), "("));
            $crate::Bake::bake(value, $out);
            $out.push(')');
            return;
        }
    };
    ($self:ident, $out:ident, $name:ident, $variant:ident ( $tty:ty, $uty:ty )) => {
        #[allow(irrefutable_let_patterns, reason = "one-variant enums")]
        if let Self::$variant(first, second) = $self {
            $out.push_str(concat!(stringify!($name), "::", stringify!($variant), "("));
            $crate::Bake::bake(first, $out);
            $out.push_str(", ");
            $crate::Bake::bake(second, $out);
            $out.push(')');
            return;
        }
    };
    ($self:ident, $out:ident, $name:ident, $variant:ident { $( $vfield:ident ),* }) => {
        #[allow(irrefutable_let_patterns, reason = "one-variant enums")]
        if let Self::$variant { $( $vfield ),* } = $self {
            $out.push_str(concat!(stringify!($name), "::", stringify!($variant), " { "));
            $(
                $out.push_str(concat!(stringify!($vfield), ": "));
                $crate::Bake::bake($vfield, $out);
                $out.push_str(", ");
            )*
            $out.push('}');
            return;
        }
    };
}

/// `deserialize_with` helpers for the `'static` shapes of the tables (the compiler's side).
pub mod read {
    use serde::{Deserialize, Deserializer};

    /// A list, as the `&'static [T]` a table holds (leaked: only the content compiler reads).
    ///
    /// # Errors
    ///
    /// Whatever reading the items gives.
    pub fn slice<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<&'static [T], D::Error> {
        Vec::<T>::deserialize(d).map(|items| &*items.leak())
    }

    /// A list of lists, as `&'static [&'static [T]]`.
    ///
    /// # Errors
    ///
    /// Whatever reading the items gives.
    pub fn slices<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
        d: D,
    ) -> Result<&'static [&'static [T]], D::Error> {
        let lists = Vec::<Vec<T>>::deserialize(d)?;
        Ok(lists.into_iter().map(|items| &*items.leak()).collect::<Vec<_>>().leak())
    }

    /// A list of strings, as `&'static [&'static str]`.
    ///
    /// # Errors
    ///
    /// When the value is not a list of strings.
    pub fn strs<'de, D: Deserializer<'de>>(d: D) -> Result<&'static [&'static str], D::Error> {
        let list = Vec::<String>::deserialize(d)?;
        Ok(list.into_iter().map(|text| &*text.leak()).collect::<Vec<_>>().leak())
    }

    /// A value, as the `&'static T` a table holds.
    ///
    /// # Errors
    ///
    /// Whatever reading the value gives.
    pub fn leak<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<&'static T, D::Error> {
        T::deserialize(d).map(|value| &*Box::leak(Box::new(value)))
    }

    /// A `u8` from `MIN` to `MAX` (`deserialize_with = "read::u8_in::<1, 9, _>"`).
    ///
    /// # Errors
    ///
    /// `12 is out of range (1..=9)` when it is not.
    pub fn u8_in<'de, const MIN: u8, const MAX: u8, D: Deserializer<'de>>(d: D) -> Result<u8, D::Error> {
        let value = i64::deserialize(d)?;
        u8::try_from(value)
            .ok()
            .filter(|value| (MIN..=MAX).contains(value))
            .ok_or_else(|| serde::de::Error::custom(format!("{value} is out of range ({MIN}..={MAX})")))
    }

    /// An `i8` from `MIN` to `MAX`.
    ///
    /// # Errors
    ///
    /// `-9 is out of range (-3..=3)` when it is not.
    pub fn i8_in<'de, const MIN: i8, const MAX: i8, D: Deserializer<'de>>(d: D) -> Result<i8, D::Error> {
        let value = i64::deserialize(d)?;
        i8::try_from(value)
            .ok()
            .filter(|value| (MIN..=MAX).contains(value))
            .ok_or_else(|| serde::de::Error::custom(format!("{value} is out of range ({MIN}..={MAX})")))
    }

    /// An id that must be among those `scope` resolves to ([`with_scope`]), kept as the id.
    ///
    /// # Errors
    ///
    /// `no location "x" (did you mean "y"?)` when it is not there.
    pub fn id<'de, D: Deserializer<'de>>(scope: Scope, d: D) -> Result<&'static str, D::Error> {
        let id = String::deserialize(d)?;
        resolve(scope, &id).map_err(serde::de::Error::custom)?;
        Ok(id.leak())
    }

    /// `true`, for `#[serde(default = "...")]`.
    pub fn yes() -> bool {
        true
    }

    /// Numbers in `LO..=HI`, for `#[serde(deserialize_with = "read::In::<1, 5>::u8")]`: a number
    /// outside reads as `9 is out of range (1..=5)`, located at the number.
    #[derive(Debug, Clone, Copy)]
    pub struct In<const LO: i64, const HI: i64>;

    impl<const LO: i64, const HI: i64> In<LO, HI> {
        fn check<'de, D: Deserializer<'de>>(d: D) -> Result<i64, D::Error> {
            struct Int;
            impl serde::de::Visitor<'_> for Int {
                type Value = i64;
                fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                    f.write_str("an integer")
                }
                fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<i64, E> {
                    Ok(n)
                }
                fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<i64, E> {
                    i64::try_from(n).map_err(E::custom)
                }
            }
            let n = d.deserialize_i64(Int)?;
            if (LO..=HI).contains(&n) {
                Ok(n)
            } else {
                Err(serde::de::Error::custom(format!("{n} is out of range ({LO}..={HI})")))
            }
        }

        /// A `u8` in range.
        ///
        /// # Errors
        ///
        /// When the value is not an integer, or out of range (or of `u8`).
        pub fn u8<'de, D: Deserializer<'de>>(d: D) -> Result<u8, D::Error> {
            u8::try_from(Self::check(d)?).map_err(serde::de::Error::custom)
        }

        /// An `i8` in range.
        ///
        /// # Errors
        ///
        /// When the value is not an integer, or out of range (or of `i8`).
        pub fn i8<'de, D: Deserializer<'de>>(d: D) -> Result<i8, D::Error> {
            i8::try_from(Self::check(d)?).map_err(serde::de::Error::custom)
        }

        /// A list of `u8`s in range, as `&'static [u8]`.
        ///
        /// # Errors
        ///
        /// When an item is not an integer or is out of range (the first such item is reported).
        pub fn u8s<'de, D: Deserializer<'de>>(d: D) -> Result<&'static [u8], D::Error> {
            let items = Vec::<i64>::deserialize(d)?;
            let mut out = Vec::with_capacity(items.len());
            for n in items {
                if !(LO..=HI).contains(&n) {
                    return Err(serde::de::Error::custom(format!("{n} is out of range ({LO}..={HI})")));
                }
                out.push(u8::try_from(n).map_err(serde::de::Error::custom)?);
            }
            Ok(out.leak())
        }
    }

    /// A lowercase-with-dashes name (`crystal-earring`), as `&'static str`.
    ///
    /// # Errors
    ///
    /// When the value is not a string, or not such a name.
    pub fn slug<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
        let text = String::deserialize(d)?;
        let ok = !text.is_empty()
            && text.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            && !text.starts_with('-')
            && !text.ends_with('-');
        if ok {
            Ok(text.leak())
        } else {
            Err(serde::de::Error::custom(format!("expected a lowercase-with-dashes name, found \"{text}\"")))
        }
    }

    /// A kind of id that other entries refer to, resolved against the ids the compiler has
    /// put in scope ([`with_scope`]).
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub struct Scope {
        /// What the ids name (`node`).
        pub what: &'static str,
        /// Where they are looked for, as the error says it (` on this board`).
        pub within: &'static str,
    }

    thread_local! {
        static SCOPES: std::cell::RefCell<Vec<(Scope, Vec<String>)>> = const { std::cell::RefCell::new(Vec::new()) };
    }

    /// Runs `f` with `ids` (in table order) as the ids `scope` resolves to.
    pub fn with_scope<R>(scope: Scope, ids: Vec<String>, f: impl FnOnce() -> R) -> R {
        SCOPES.with(|scopes| scopes.borrow_mut().push((scope, ids)));
        let result = f();
        SCOPES.with(|scopes| scopes.borrow_mut().pop());
        result
    }

    /// Runs `f` with each of `scopes` in scope ([`with_scope`]).
    pub fn with_scopes<R>(scopes: Vec<(Scope, Vec<String>)>, f: impl FnOnce() -> R) -> R {
        SCOPES.with(|known| known.borrow_mut().extend(scopes.iter().cloned()));
        let result = f();
        SCOPES.with(|known| {
            let mut known = known.borrow_mut();
            let kept = known.len().saturating_sub(scopes.len());
            known.truncate(kept);
        });
        result
    }

    /// The position of `id` among the ids in scope.
    ///
    /// # Errors
    ///
    /// `no node "x" on this board (did you mean "y"?)` when it is not there.
    pub fn resolve(scope: Scope, id: &str) -> Result<usize, String> {
        SCOPES.with(|scopes| {
            let scopes = scopes.borrow();
            let Some((_, ids)) = scopes.iter().rev().find(|(s, _)| *s == scope) else {
                return Err(format!("no {} \"{id}\"{} (none are known here)", scope.what, scope.within));
            };
            ids.iter().position(|known| known == id).ok_or_else(|| {
                let hint = did_you_mean(id, ids.iter().map(String::as_str))
                    .map(|found| format!(" (did you mean \"{found}\"?)"))
                    .unwrap_or_default();
                format!("no {} \"{id}\"{}{hint}", scope.what, scope.within)
            })
        })
    }

    pub use tabletop_suggest::{did_you_mean, edit_distance};
}

#[cfg(test)]
mod tests {
    use super::Bake;

    crate::schema! {
        /// A toy.
        #[derive(Debug)]
        pub(crate) struct Toy {
            /// Its name.
            pub name: &'static str,
            /// Parts.
            pub parts: &'static [Part],
            /// Maybe.
            pub maybe: Option<i8>,
            /// Three.
            pub three: [u8; 3],
            /// A newtype.
            pub size: Size,
            /// Pairs.
            pub pairs: &'static [(u8, bool)],
        }

        /// A newtype.
        #[derive(Debug)]
        pub(crate) struct Size(pub u8);

        /// A part.
        #[derive(Debug)]
        pub(crate) enum Part {
            /// Unit.
            Wheel,
            /// Newtype.
            Spring(u8),
            /// Named.
            Lever { long: bool, arms: u8 },
            /// Two fields.
            Pair(i8, &'static Part),
        }
    }

    #[test]
    fn numbers_out_of_range_and_names_that_are_not_slugs_are_refused() {
        use serde::de::IntoDeserializer;
        use serde::de::value::{Error, I64Deserializer, StrDeserializer};
        let n = |n: i64| -> I64Deserializer<Error> { n.into_deserializer() };
        assert_eq!(crate::read::In::<1, 5>::u8(n(5)).ok(), Some(5));
        let error = crate::read::In::<1, 5>::u8(n(9)).map_err(|e| e.to_string());
        assert_eq!(error, Err("9 is out of range (1..=5)".to_owned()));
        assert_eq!(crate::read::In::<{ -1 }, 10>::i8(n(-1)).ok(), Some(-1));
        assert!(crate::read::In::<0, 300>::u8(n(300)).is_err(), "in range, but not a u8");
        let s = |s: &'static str| -> StrDeserializer<'static, Error> { s.into_deserializer() };
        assert_eq!(crate::read::slug(s("crystal-earring")).ok(), Some("crystal-earring"));
        for bad in ["", "-a", "a-", "A", "a/b", "a b"] {
            assert!(crate::read::slug(s(bad)).is_err(), "{bad:?} is not a slug");
        }
    }

    #[test]
    fn values_bake_as_rust_expressions() {
        let toy = Toy {
            name: "Ёж \"quoted\"",
            parts: &[
                Part::Wheel,
                Part::Spring(3),
                Part::Lever { long: true, arms: 2 },
                Part::Pair(-1, &Part::Wheel),
            ],
            maybe: Some(-2),
            three: [1, 2, 3],
            size: Size(4),
            pairs: &[(1, true)],
        };
        let mut out = String::new();
        toy.bake(&mut out);
        assert_eq!(
            out,
            r#"Toy { name: "Ёж \"quoted\"", parts: &[Part::Wheel, Part::Spring(3), Part::Lever { long: true, arms: 2, }, Part::Pair(-1, &Part::Wheel)], maybe: Some(-2), three: [1, 2, 3], size: Size(4), pairs: &[(1, true)], }"#
        );
    }
}
