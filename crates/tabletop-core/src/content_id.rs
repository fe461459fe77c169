//! Content ids in saved forms: a compact table index in memory, the entry's stable id on the wire.
//!
//! Engines address cards by their position in a static content table (a `u8` is cheap to copy
//! and compare), but a position moves when a designer inserts a card above it. So every id type
//! that reaches a save, a replay or a JSON action serializes as the entry's content id
//! (`arnak/item/journal`) and is found again by that id: a save keeps working after cards are
//! added or reordered, and names the card when it is gone.
//!
//! A game implements [`ContentIndex`] for its id type and, with the `serde` feature, forwards its
//! `Serialize`/`Deserialize` to [`serialize`] and [`deserialize`]. Reading also accepts a bare
//! table position, which is what replays of format 1 stored (valid only on unchanged content).

/// An id that is a position in a static content table with stable string ids.
pub trait ContentIndex: Sized + Copy {
    /// What the table holds, for error messages (`card`).
    const KIND: &'static str;

    /// The entry's stable content id, or `None` when the position is outside the table.
    fn content_id(self) -> Option<&'static str>;

    /// The entry with this content id.
    fn from_content_id(id: &str) -> Option<Self>;

    /// The entry at a table position, if there is one.
    fn from_position(position: u64) -> Option<Self>;
}

/// Writes the entry's content id; an id outside its table is an error, not a panic.
///
/// # Errors
///
/// When the position names no entry, or the serializer fails.
#[cfg(feature = "serde")]
pub fn serialize<T: ContentIndex, S: serde::Serializer>(value: &T, serializer: S) -> Result<S::Ok, S::Error> {
    match value.content_id() {
        Some(id) => serializer.serialize_str(id),
        None => Err(serde::ser::Error::custom(format!("no {} at this table position", T::KIND))),
    }
}

/// Reads a content id (or, from old saves, a table position).
///
/// # Errors
///
/// When the id names no entry of this build's content (`unknown card "arnak/item/whip"`).
#[cfg(feature = "serde")]
pub fn deserialize<'de, T: ContentIndex, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<T, D::Error> {
    deserialize_with(T::KIND, &T::from_content_id, &T::from_position, deserializer)
}

/// Writes an entry's content id for a field that is a bare table position (a `u8` the engine
/// keeps), where no [`ContentIndex`] type wraps it: `id` is the entry's id, `None` when the
/// position names no entry (an error, not a panic).
///
/// # Errors
///
/// When `id` is `None`, or the serializer fails.
#[cfg(feature = "serde")]
pub fn serialize_id<S: serde::Serializer>(
    kind: &str,
    id: Option<&str>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match id {
        Some(id) => serializer.serialize_str(id),
        None => Err(serde::ser::Error::custom(format!("no {kind} at this table position"))),
    }
}

/// Reads what [`serialize_id`] wrote (or a bare table position from old saves), looking it up
/// with `by_id` and `by_position`; `kind` names the table in errors.
///
/// # Errors
///
/// When the id or position names no entry of this build's content.
#[cfg(feature = "serde")]
pub fn deserialize_with<'de, R, D: serde::Deserializer<'de>>(
    kind: &str,
    by_id: &dyn Fn(&str) -> Option<R>,
    by_position: &dyn Fn(u64) -> Option<R>,
    deserializer: D,
) -> Result<R, D::Error> {
    deserializer.deserialize_any(Visitor { kind, by_id, by_position })
}

#[cfg(feature = "serde")]
#[doc(hidden)]
pub use serde as __serde;

/// A module for `#[serde(with = "...")]` on a field that is a bare position in a static content
/// table whose entries have an `id`: it writes the entry's id and reads an id (or an old bare
/// position) back, through [`serialize_id`] and [`deserialize_with`]. The table is named by a
/// path from the module the macro is called in (`super::MONSTERS`) or an absolute one. Two more
/// forms wrap a field module made this way, beside it, for an optional field
/// (`mod opt_monster: Option<u8> via monster`) and for a list
/// (`mod route: Vec<u8>, of u8, via location`).
///
/// ```
/// # #[cfg(feature = "serde")]
/// # mod demo {
/// pub struct Entry {
///     pub id: &'static str,
/// }
/// pub static MONSTERS: [Entry; 2] = [Entry { id: "toy/monster/ghoul" }, Entry { id: "toy/monster/cultist" }];
///
/// tabletop_core::content_id_field!(
///     /// A monster by its index in `MONSTERS`, written as its id.
///     pub(crate) mod monster: u8, "monster", super::MONSTERS
/// );
///
/// tabletop_core::content_id_field!(
///     /// A monster or none.
///     pub(crate) mod opt_monster: Option<u8> via monster
/// );
///
/// #[derive(serde::Serialize, serde::Deserialize, Debug, PartialEq)]
/// pub struct Spawned(#[serde(with = "monster")] pub u8);
///
/// #[derive(serde::Serialize, serde::Deserialize, Debug, PartialEq)]
/// pub struct Maybe(#[serde(with = "opt_monster")] pub Option<u8>);
/// # }
///
/// # #[cfg(feature = "serde")]
/// fn main() {
/// #   use demo::{Maybe, Spawned};
///     assert_eq!(serde_json::to_string(&Spawned(1)).ok().as_deref(), Some("\"toy/monster/cultist\""));
///     assert_eq!(serde_json::from_str::<Spawned>("\"toy/monster/ghoul\"").ok(), Some(Spawned(0)));
///     assert_eq!(serde_json::from_str::<Spawned>("1").ok(), Some(Spawned(1)), "an old save's position");
///     assert!(serde_json::from_str::<Spawned>("\"toy/monster/yeti\"").is_err());
///     assert_eq!(serde_json::to_string(&Maybe(Some(0))).ok().as_deref(), Some("\"toy/monster/ghoul\""));
///     assert_eq!(serde_json::from_str::<Maybe>("null").ok(), Some(Maybe(None)));
/// }
/// # #[cfg(not(feature = "serde"))]
/// # fn main() {}
/// ```
#[cfg(feature = "serde")]
#[macro_export]
macro_rules! content_id_field {
    ($(#[$meta:meta])* $vis:vis mod $name:ident: $int:ty, $kind:literal, $table:path) => {
        $(#[$meta])*
        $vis mod $name {
            use $crate::content_id::__serde::{Deserializer, Serializer};

            pub(crate) fn serialize<S: Serializer>(index: &$int, serializer: S) -> Result<S::Ok, S::Error> {
                let id = $table.get(usize::from(*index)).map(|entry| entry.id);
                $crate::content_id::serialize_id($kind, id, serializer)
            }

            pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<$int, D::Error> {
                let by_id = |id: &str| {
                    $table.iter().position(|entry| entry.id == id).and_then(|i| <$int>::try_from(i).ok())
                };
                let by_position =
                    |n: u64| <$int>::try_from(n).ok().filter(|&i| usize::from(i) < $table.len());
                $crate::content_id::deserialize_with($kind, &by_id, &by_position, deserializer)
            }
        }
    };
    // An optional field (`null` for none), written through the field module `$inner`.
    ($(#[$meta:meta])* $vis:vis mod $name:ident: Option<$int:ty> via $inner:ident) => {
        $(#[$meta])*
        $vis mod $name {
            use $crate::content_id::__serde::{Deserialize, Deserializer, Serialize, Serializer};

            $crate::content_id_field!(@wrap $int, $inner);

            pub(crate) fn serialize<S: Serializer>(value: &Option<$int>, serializer: S) -> Result<S::Ok, S::Error> {
                value.map(Wrap).serialize(serializer)
            }

            pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<$int>, D::Error> {
                Ok(Option::<Wrap>::deserialize(deserializer)?.map(|w| w.0))
            }
        }
    };
    // A list field (any collection of `$int`), written as a list through the field module `$inner`.
    ($(#[$meta:meta])* $vis:vis mod $name:ident: $list:ty, of $int:ty, via $inner:ident) => {
        $(#[$meta])*
        $vis mod $name {
            use $crate::content_id::__serde::{Deserialize, Deserializer, Serialize, Serializer};

            $crate::content_id_field!(@wrap $int, $inner);

            pub(crate) fn serialize<S: Serializer>(value: &$list, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_seq(value.iter().map(|&v| Wrap(v)))
            }

            pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<$list, D::Error> {
                Ok(Vec::<Wrap>::deserialize(deserializer)?.into_iter().map(|w| w.0).collect())
            }
        }
    };
    // One value written through the field module `$inner` beside the generated module.
    (@wrap $int:ty, $inner:ident) => {
        struct Wrap($int);

        impl Serialize for Wrap {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                super::$inner::serialize(&self.0, serializer)
            }
        }

        impl<'de> Deserialize<'de> for Wrap {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Wrap, D::Error> {
                super::$inner::deserialize(deserializer).map(Wrap)
            }
        }
    };
}

#[cfg(feature = "serde")]
struct Visitor<'a, R> {
    kind: &'a str,
    by_id: &'a dyn Fn(&str) -> Option<R>,
    by_position: &'a dyn Fn(u64) -> Option<R>,
}

#[cfg(feature = "serde")]
impl<R> serde::de::Visitor<'_> for Visitor<'_, R> {
    type Value = R;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "a {} content id", self.kind)
    }

    fn visit_str<E: serde::de::Error>(self, id: &str) -> Result<R, E> {
        (self.by_id)(id).ok_or_else(|| {
            let shown: String = id.chars().take(80).collect();
            E::custom(format!("unknown {} \"{shown}\": this build's content has no such entry", self.kind))
        })
    }

    fn visit_u64<E: serde::de::Error>(self, position: u64) -> Result<R, E> {
        (self.by_position)(position)
            .ok_or_else(|| E::custom(format!("no {} at table position {position}", self.kind)))
    }

    fn visit_i64<E: serde::de::Error>(self, position: i64) -> Result<R, E> {
        match u64::try_from(position) {
            Ok(position) => self.visit_u64(position),
            Err(_) => Err(E::custom(format!("no {} at table position {position}", self.kind))),
        }
    }
}

/// Declares a save form for indices into one content table: a module `$name` whose `Id` writes
/// an index as its entry's content id (and reads the id, or a bare position older saves held),
/// with field modules for one index (`$name` itself), `$name::opt` (`Option`), `$name::list`
/// (any list: `Vec`, `SmallVec`) and `$name::deck` (a [`crate::zone::Deck`] over a `Vec`, bottom
/// first), for `#[serde(with = "…")]`. Items after the lookups are added to the module (a game's
/// own shapes, written with `Id`).
///
/// The table form looks entries up by their `id` field:
/// `content_id_table!(pub(crate) mod card: u16, "card", content::game::CARDS);`. The general
/// form takes the lookups: `id = |index| -> Option<String>`, `find = |id: &str| -> Option<$int>`
/// and `valid = |index| -> bool` (whether a bare position names an entry).
#[cfg(feature = "serde")]
#[macro_export]
macro_rules! content_id_table {
    ($(#[$meta:meta])* $vis:vis mod $name:ident: $int:ty, $kind:literal, $table:path $(; $($extra:item)*)?) => {
        $crate::content_id_table!(
            $(#[$meta])* $vis mod $name: $int, $kind,
            id = |index: $int| $table.get(usize::from(index)).map(|entry| entry.id.to_owned()),
            find = |id: &str| $table.iter().position(|entry| entry.id == id).and_then(|i| <$int>::try_from(i).ok()),
            valid = |index: $int| usize::from(index) < $table.len()
            $(; $($extra)*)?
        );
    };
    (
        $(#[$meta:meta])* $vis:vis mod $name:ident: $int:ty, $kind:literal,
        id = $id:expr, find = $find:expr, valid = $valid:expr $(; $($extra:item)*)?
    ) => {
        $(#[$meta])*
        #[allow(dead_code, reason = "each table uses only the shapes its fields need")]
        $vis mod $name {
            #[allow(unused_imports, reason = "the lookups may name items of the calling module")]
            use super::*;
            use $crate::content_id::__serde::{Deserialize, Deserializer, Serialize, Serializer};

            /// One index, written as its content id.
            #[derive(Clone, Copy)]
            pub(crate) struct Id(pub(crate) $int);

            impl Serialize for Id {
                fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    let id: Option<String> = ($id)(self.0);
                    $crate::content_id::serialize_id($kind, id.as_deref(), serializer)
                }
            }

            impl<'de> Deserialize<'de> for Id {
                fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Id, D::Error> {
                    let by_id = |id: &str| -> Option<$int> { ($find)(id) };
                    let by_position =
                        |n: u64| -> Option<$int> { <$int>::try_from(n).ok().filter(|&i| ($valid)(i)) };
                    $crate::content_id::deserialize_with($kind, &by_id, &by_position, deserializer).map(Id)
                }
            }

            pub(crate) fn serialize<S: Serializer>(index: &$int, serializer: S) -> Result<S::Ok, S::Error> {
                Id(*index).serialize(serializer)
            }

            pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<$int, D::Error> {
                Ok(Id::deserialize(deserializer)?.0)
            }

            /// An index or none (`null`).
            pub(crate) mod opt {
                use super::*;

                pub(crate) fn serialize<S: Serializer>(index: &Option<$int>, serializer: S) -> Result<S::Ok, S::Error> {
                    index.map(Id).serialize(serializer)
                }

                pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<$int>, D::Error> {
                    Ok(Option::<Id>::deserialize(deserializer)?.map(|id| id.0))
                }
            }

            /// A list of indices (a `Vec` or a `SmallVec`), first to last.
            pub(crate) mod list {
                use super::*;

                pub(crate) fn serialize<S: Serializer, L>(list: &L, serializer: S) -> Result<S::Ok, S::Error>
                where
                    L: std::ops::Deref<Target = [$int]>,
                {
                    serializer.collect_seq(list.iter().map(|&index| Id(index)))
                }

                pub(crate) fn deserialize<'de, D: Deserializer<'de>, L: FromIterator<$int>>(
                    deserializer: D,
                ) -> Result<L, D::Error> {
                    Ok(Vec::<Id>::deserialize(deserializer)?.into_iter().map(|id| id.0).collect())
                }
            }

            /// A face-down deck, bottom first.
            pub(crate) mod deck {
                use super::*;
                use $crate::zone::Deck;

                pub(crate) fn serialize<S: Serializer>(deck: &Deck<Vec<$int>>, serializer: S) -> Result<S::Ok, S::Error> {
                    serializer.collect_seq(deck.bottom_up().iter().map(|&index| Id(index)))
                }

                pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Deck<Vec<$int>>, D::Error> {
                    let cards: Vec<$int> = Vec::<Id>::deserialize(deserializer)?.into_iter().map(|id| id.0).collect();
                    Ok(Deck::from_storage(cards))
                }
            }

            $($($extra)*)?
        }
    };
}

#[cfg(all(test, feature = "serde"))]
mod tests {
    use super::ContentIndex;

    const TABLE: [&str; 3] = ["toy/card/a", "toy/card/b", "toy/card/c"];

    #[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
    struct Id(#[serde(with = "super")] Card);

    #[derive(Debug, Clone, Copy, PartialEq)]
    struct Card(u8);

    impl ContentIndex for Card {
        const KIND: &'static str = "card";
        fn content_id(self) -> Option<&'static str> {
            TABLE.get(usize::from(self.0)).copied()
        }
        fn from_content_id(id: &str) -> Option<Card> {
            TABLE.iter().position(|entry| *entry == id).and_then(|i| u8::try_from(i).ok()).map(Card)
        }
        fn from_position(position: u64) -> Option<Card> {
            u8::try_from(position).ok().filter(|&i| usize::from(i) < TABLE.len()).map(Card)
        }
    }

    #[test]
    fn an_id_is_written_as_its_content_id_and_read_back() {
        let json = serde_json::to_string(&Id(Card(1))).unwrap_or_default();
        assert_eq!(json, "\"toy/card/b\"");
        assert_eq!(serde_json::from_str::<Id>(&json).ok(), Some(Id(Card(1))));
        // Old saves stored positions.
        assert_eq!(serde_json::from_str::<Id>("2").ok(), Some(Id(Card(2))));
    }

    #[test]
    fn unknown_ids_and_positions_are_named_errors() {
        let error =
            serde_json::from_str::<Id>("\"toy/card/z\"").err().map(|e| e.to_string()).unwrap_or_default();
        assert!(
            error.starts_with("unknown card \"toy/card/z\": this build's content has no such entry"),
            "{error}"
        );
        let error = serde_json::from_str::<Id>("7").err().map(|e| e.to_string()).unwrap_or_default();
        assert!(error.starts_with("no card at table position 7"), "{error}");
        let error = serde_json::to_string(&Id(Card(9))).err().map(|e| e.to_string());
        assert_eq!(error.as_deref(), Some("no card at this table position"));
    }
}
