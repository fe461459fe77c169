//! Effect lists in saved forms: a `&'static` list of a content table, written as its place there.
//!
//! A pending decision holds `&'static` lists of the content (the effects a test resolves on a
//! pass, the options of a choice). They have no ids of their own, so each is written as the
//! content entry that holds it and its number there, counting the entry's lists depth first from
//! 0 (the entry's own top-level lists in order, each followed by the lists nested in it):
//! `{"in": "arnak/item/parrot", "at": 1}`, plus whatever text for people the game adds. Reading
//! finds the same list again (the text is not read). The entry named is the one holding this very
//! list (the card being resolved) or else the first in order holding an equal list; the build
//! may share identical lists between entries, so the entry named is then another one with the
//! same effects. Lists written as `null` (empty ones) read back as the empty list of their kind.
//!
//! A game describes its lists once, by implementing [`Lists`] on its own enum of list kinds (an
//! effect list, a list of options, and whatever other nested lists its effects hold): which
//! entries there are and their top-level lists, and which lists a list nests. [`list_field!`](crate::list_field)
//! then declares the field modules for `#[serde(with = "…")]`, one a kind. A game whose lists
//! are only effect lists and choices declares its enum with [`effect_lists!`](crate::effect_lists).

use serde::de::Error as _;
use serde::ser::SerializeMap as _;
use serde::{Deserialize, Deserializer, Serializer};

/// A game's kinds of content lists (an enum of `&'static` lists: effects, options, …), described
/// once for saves.
///
/// Architecture invariant: the numbering is the game's description and nothing else: an entry's
/// top-level lists in the order [`Lists::entries`] gives them, each followed depth first by the
/// lists [`Lists::nested`] finds in it. Changing either changes every save's `at`.
pub trait Lists: Copy + PartialEq + 'static {
    /// Whether a list is named by the entry holding this very list before an equal list in an
    /// earlier entry (`true`, the usual), or by the first equal list (`false`).
    const SAME_FIRST: bool = true;

    /// Whether a list that is in no entry is still written, as `{"in": null, …}` with its text (a
    /// view stays printable; reading it back fails), rather than refused when writing.
    const WRITE_UNPLACED: bool = false;

    /// Calls `visit` with every entry's name and its top-level lists, in order, until it returns
    /// `true`.
    fn entries(visit: &mut dyn FnMut(&str, &[Self]) -> bool);

    /// Calls `visit` with each list directly inside this one, in order, until it returns `true`;
    /// whether it did.
    fn nested(self, visit: &mut dyn FnMut(Self) -> bool) -> bool;

    /// Whether both are the very same static list (one address), not only equal ones.
    fn is(self, other: Self) -> bool;

    /// Whether this list is written as `null` (an empty one).
    fn is_null(self) -> bool;

    /// Writes the list's text for people after its place (`"text": "gain 2 coins"`); nothing by
    /// default.
    ///
    /// # Errors
    ///
    /// When the serializer fails.
    fn write_text<M: serde::ser::SerializeMap>(self, out: &mut M) -> Result<(), M::Error> {
        let _ = out;
        Ok(())
    }

    /// When this list is longer than `part` and starts with it, the length of `part`: the game
    /// may then name `part` as the first `len` items of this list. Never by default.
    fn prefix_len(self, part: Self) -> Option<u16> {
        let _ = part;
        None
    }

    /// The first `len` items of this list, for a place written with `len`. None by default.
    fn prefix(self, len: u16) -> Option<Self> {
        let _ = len;
        None
    }
}

/// Where a list is: the entry, its number there and, for the first items of a longer list, how
/// many.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Place {
    /// The entry holding the list (`arnak/item/parrot`, `engine/blessed`).
    #[serde(rename = "in")]
    pub entry: Option<String>,
    /// The list's number within the entry, depth first from 0.
    #[serde(default)]
    pub at: Option<u16>,
    /// How many of the list's first items are meant, when not all.
    #[serde(default)]
    pub len: Option<u16>,
}

/// Calls `visit` with every list inside `list` (itself first), depth first, numbering them from
/// `*count`; stops early when `visit` returns `true`, and says whether it did.
pub fn walk<L: Lists>(list: L, count: &mut u16, visit: &mut dyn FnMut(u16, L) -> bool) -> bool {
    let number = *count;
    *count = count.saturating_add(1);
    visit(number, list) || list.nested(&mut |inner| walk(inner, count, visit))
}

/// Calls `visit` with every list of every entry (the entry's name, the list's number there and
/// the list), in order, until it returns `true`.
pub fn each_list<L: Lists>(visit: &mut dyn FnMut(&str, u16, L) -> bool) {
    L::entries(&mut |entry, lists| {
        let mut count = 0;
        lists.iter().any(|&list| walk(list, &mut count, &mut |number, item| visit(entry, number, item)))
    });
}

/// The place of `target`: the very list (with [`Lists::SAME_FIRST`]), else the first equal list,
/// else a list it is the start of ([`Lists::prefix_len`]).
pub fn place_of<L: Lists>(target: L) -> Option<Place> {
    let (mut same, mut equal, mut prefix) = (None, None, None);
    let found = |entry: &str, at, len| Place { entry: Some(entry.to_owned()), at: Some(at), len };
    each_list(&mut |entry, number, item: L| {
        if L::SAME_FIRST && item.is(target) {
            same = Some(found(entry, number, None));
            return true;
        }
        if equal.is_none() && item == target {
            equal = Some(found(entry, number, None));
            if !L::SAME_FIRST {
                return true;
            }
        }
        if prefix.is_none()
            && let Some(len) = item.prefix_len(target)
        {
            prefix = Some(found(entry, number, Some(len)));
        }
        false
    });
    same.or(equal).or(prefix)
}

/// The list at list number `at` of `entry`, or its first `len` items.
pub fn list_at<L: Lists>(entry: &str, at: u16, len: Option<u16>) -> Option<L> {
    let mut found = None;
    L::entries(&mut |name, lists| {
        if name != entry {
            return false;
        }
        let mut count = 0;
        lists.iter().any(|&list| {
            walk(list, &mut count, &mut |number, item| {
                if number == at {
                    found = Some(item);
                }
                number == at
            })
        });
        true
    });
    match len {
        None => found,
        Some(len) => found?.prefix(len),
    }
}

/// Writes a list as its place (`{"in": …, "at": …}`, `len` when only its first items) and its
/// text ([`Lists::write_text`]); a list that [`Lists::is_null`] as `null`.
///
/// # Errors
///
/// When the list is in no entry (unless [`Lists::WRITE_UNPLACED`]), or the serializer fails.
pub fn write<L: Lists, S: Serializer>(list: L, serializer: S) -> Result<S::Ok, S::Error> {
    if list.is_null() {
        return serializer.serialize_none();
    }
    let place = place_of(list);
    if place.is_none() && !L::WRITE_UNPLACED {
        return Err(serde::ser::Error::custom("an effect list that is in no content entry or engine list"));
    }
    let mut out = serializer.serialize_map(None)?;
    out.serialize_entry("in", &place.as_ref().and_then(|place| place.entry.as_deref()))?;
    if let Some(place) = &place {
        out.serialize_entry("at", &place.at)?;
        if let Some(len) = place.len {
            out.serialize_entry("len", &len)?;
        }
    }
    list.write_text(&mut out)?;
    out.end()
}

/// Reads a list written by [`write()`]; `empty` says its kind and is what `null` reads as.
///
/// # Errors
///
/// When the place names no list of `empty`'s kind in this build's content (`no such effect list:
/// "arnak/item/whip" has no list 3 of this kind`), or the input is not a place.
pub fn read<'de, L: Lists, D: Deserializer<'de>>(deserializer: D, empty: L) -> Result<L, D::Error> {
    let Some(place) = Option::<Place>::deserialize(deserializer)? else { return Ok(empty) };
    let Some(entry) = place.entry else {
        return Err(D::Error::custom("an effect list that is in no content entry or engine list"));
    };
    let found = place
        .at
        .and_then(|at| list_at(&entry, at, place.len))
        .filter(|list: &L| std::mem::discriminant(list) == std::mem::discriminant(&empty));
    found.ok_or_else(|| {
        let shown: String = entry.chars().take(80).collect();
        let at = place.at.map_or_else(|| "?".to_owned(), |at| at.to_string());
        D::Error::custom(format!("no such effect list: \"{shown}\" has no list {at} of this kind"))
    })
}

/// Checks that every list of every entry (but those written as `null`) is found again at the
/// place [`place_of`] gives it; returns how many lists were checked.
///
/// # Errors
///
/// The first list that has no place or reads back another list, by its entry and number.
pub fn check_every_place<L: Lists>() -> Result<usize, String> {
    let (mut checked, mut failed) = (0, None);
    each_list(&mut |entry, number, item: L| {
        if item.is_null() {
            return false;
        }
        let back =
            place_of(item).and_then(|place| list_at::<L>(place.entry.as_deref()?, place.at?, place.len));
        if back != Some(item) {
            failed = Some(format!("{entry}: list {number} is not found again at its place"));
            return true;
        }
        checked += 1;
        false
    });
    failed.map_or(Ok(checked), Err)
}

/// Declares a field module for `#[serde(with = "…")]` over one kind of a game's [`Lists`] enum:
/// the field's type, the enum variant holding it (a path from the calling module), the value
/// `null` reads as, and what the kind is called in errors. Writes with [`write()`], reads with
/// [`read`].
///
/// A game's wire module (a whole toy game is in this module's tests):
///
/// ```text
/// tabletop_core::list_field!(
///     /// An effect list, written as its place in the content.
///     pub(crate) mod effects: &'static [Effect], List::Effects, empty = &[], "an effect list"
/// );
/// ```
#[macro_export]
macro_rules! list_field {
    ($(#[$meta:meta])* $vis:vis mod $name:ident: $ty:ty, $variant:path, empty = $empty:expr, $what:literal) => {
        $(#[$meta])*
        $vis mod $name {
            #[allow(unused_imports, reason = "the list kinds are named from the calling module")]
            use super::*;
            use $crate::content_id::__serde::de::Error as _;
            use $crate::content_id::__serde::{Deserializer, Serializer};

            pub(crate) fn serialize<S: Serializer>(list: &$ty, serializer: S) -> Result<S::Ok, S::Error> {
                $crate::places::write($variant(*list), serializer)
            }

            pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<$ty, D::Error> {
                #[allow(unreachable_patterns, reason = "a game may have no other kind of list")]
                match $crate::places::read(deserializer, $variant($empty))? {
                    $variant(list) => Ok(list),
                    _ => Err(D::Error::custom(concat!("expected ", $what))),
                }
            }
        }
    };
}

/// Declares the usual [`Lists`] enum, `Effects(&'static [E])` and `Options(&'static [&'static
/// [E]])`, for a game whose effects nest only effect lists and choices: the game names the
/// function listing its entries (as [`Lists::entries`]) and the function calling `visit` with
/// the lists one effect nests (`fn(&'static E, &mut dyn FnMut(List) -> bool) -> bool`, `true`
/// once `visit` returned `true`); options nest their effect lists. `same_first = false` sets
/// [`Lists::SAME_FIRST`].
///
/// ```text
/// tabletop_core::effect_lists!(
///     /// One effect list, or a list of options.
///     pub(crate) enum List: Effect; entries = entries, nested = nested
/// );
/// ```
#[macro_export]
macro_rules! effect_lists {
    (
        $(#[$meta:meta])* $vis:vis enum $name:ident: $effect:ty;
        entries = $entries:path, nested = $nested:path $(, same_first = $same:expr)? $(,)?
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq)]
        $vis enum $name {
            /// Effects resolved in order.
            Effects(&'static [$effect]),
            /// The options of a choice.
            Options(&'static [&'static [$effect]]),
        }

        impl $crate::places::Lists for $name {
            $(const SAME_FIRST: bool = $same;)?

            fn entries(visit: &mut dyn FnMut(&str, &[$name]) -> bool) {
                $entries(visit)
            }

            fn nested(self, visit: &mut dyn FnMut($name) -> bool) -> bool {
                match self {
                    $name::Effects(effects) => effects.iter().any(|effect| $nested(effect, visit)),
                    $name::Options(options) => options.iter().any(|option| visit($name::Effects(option))),
                }
            }

            fn is(self, other: $name) -> bool {
                match (self, other) {
                    ($name::Effects(a), $name::Effects(b)) => std::ptr::eq(a, b),
                    ($name::Options(a), $name::Options(b)) => std::ptr::eq(a, b),
                    _ => false,
                }
            }

            fn is_null(self) -> bool {
                match self {
                    $name::Effects(effects) => effects.is_empty(),
                    $name::Options(options) => options.is_empty(),
                }
            }
        }
    };
}

#[cfg(test)]
mod tests;
