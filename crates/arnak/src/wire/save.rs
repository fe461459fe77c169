//! How a whole [`crate::State`] is saved with the `serde` feature: every piece of content by its
//! content id (site tiles, guardians, idols, assistants, bonus tiles, Rival tiles, the board),
//! never by table position, and the fixed-capacity lists as plain JSON lists.
//!
//! Each table gets a field module ([`idol`], [`guardian`], ...) writing one index as its id, with
//! sub-modules for the shapes the state holds: `opt` (an index or none), `list` (an
//! [`Inline`] list), `opt_array` (fixed slots, each an index or none) and `lists` (an array of
//! lists, such as the three assistant stacks). Reading also accepts the bare table position, as
//! every content id field does.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use tabletop_core::zone::Inline;

/// A table's field modules (the kernel's [`tabletop_core::content_id_table!`]): `$name` writes
/// one index into `$table` as the entry's id; besides the kernel's shapes, `inline` (an
/// [`Inline`] list), `opt_array` (fixed slots) and `lists` (an array of inline lists).
macro_rules! table {
    ($(#[$meta:meta])* mod $name:ident, $kind:literal, $table:path) => {
        tabletop_core::content_id_table!(
            $(#[$meta])*
            pub(crate) mod $name: u8, $kind, $table;

            /// An inline list of indices, first to last.
            pub(crate) mod inline {
                use super::*;

                pub(crate) fn serialize<S: Serializer, const N: usize>(
                    list: &Inline<u8, N>,
                    serializer: S,
                ) -> Result<S::Ok, S::Error> {
                    serializer.collect_seq(list.as_slice().iter().map(|&index| Id(index)))
                }

                pub(crate) fn deserialize<'de, D: Deserializer<'de>, const N: usize>(
                    deserializer: D,
                ) -> Result<Inline<u8, N>, D::Error> {
                    let ids = Vec::<Id>::deserialize(deserializer)?;
                    let indices: Vec<u8> = ids.into_iter().map(|id| id.0).collect();
                    crate::wire::save::fill(&indices)
                }
            }

            /// Fixed slots, each an index or none.
            pub(crate) mod opt_array {
                use super::*;

                pub(crate) fn serialize<S: Serializer, const N: usize>(
                    slots: &[Option<u8>; N],
                    serializer: S,
                ) -> Result<S::Ok, S::Error> {
                    serializer.collect_seq(slots.iter().map(|slot| slot.map(Id)))
                }

                pub(crate) fn deserialize<'de, D: Deserializer<'de>, const N: usize>(
                    deserializer: D,
                ) -> Result<[Option<u8>; N], D::Error> {
                    let slots = Vec::<Option<Id>>::deserialize(deserializer)?;
                    let slots: Vec<Option<u8>> = slots.into_iter().map(|slot| slot.map(|id| id.0)).collect();
                    <[Option<u8>; N]>::try_from(slots).map_err(|slots| {
                        serde::de::Error::custom(format!("expected {N} slots, found {}", slots.len()))
                    })
                }
            }

            /// An array of inline lists of indices.
            pub(crate) mod lists {
                use super::*;

                pub(crate) fn serialize<S: Serializer, const M: usize, const N: usize>(
                    lists: &[Inline<u8, N>; M],
                    serializer: S,
                ) -> Result<S::Ok, S::Error> {
                    let ids: Vec<Vec<Id>> =
                        lists.iter().map(|list| list.as_slice().iter().map(|&index| Id(index)).collect()).collect();
                    ids.serialize(serializer)
                }

                pub(crate) fn deserialize<'de, D: Deserializer<'de>, const M: usize, const N: usize>(
                    deserializer: D,
                ) -> Result<[Inline<u8, N>; M], D::Error> {
                    let ids = Vec::<Vec<Id>>::deserialize(deserializer)?;
                    if ids.len() != M {
                        return Err(serde::de::Error::custom(format!("expected {M} lists, found {}", ids.len())));
                    }
                    let mut lists = [Inline::<u8, N>::new(); M];
                    for (list, ids) in lists.iter_mut().zip(ids) {
                        let indices: Vec<u8> = ids.into_iter().map(|id| id.0).collect();
                        *list = crate::wire::save::fill(&indices)?;
                    }
                    Ok(lists)
                }
            }
        );
    };
}

table!(
    /// A board side by index into `BOARDS` (`bird`, `snake`).
    mod board, "board", content::arnak::BOARDS
);
table!(
    /// A site tile by index into `SITE_TILES`.
    mod site_tile, "site tile", content::arnak::SITE_TILES
);
table!(
    /// A guardian by index into `GUARDIANS`.
    mod guardian, "guardian", content::arnak::GUARDIANS
);
table!(
    /// An idol by index into `IDOLS`.
    mod idol, "idol", content::arnak::IDOLS
);
table!(
    /// An assistant by index into `ASSISTANTS`.
    mod assistant, "assistant", content::arnak::ASSISTANTS
);
table!(
    /// A bonus tile by index into `BONUS_TILES`.
    mod bonus_tile, "bonus tile", content::arnak::BONUS_TILES
);
table!(
    /// A Rival tile by index into `RIVAL_TILES`.
    mod rival_tile, "Rival tile", content::arnak::RIVAL_TILES
);

/// An inline list holding `items`; more than it holds is an error (a save from a build with
/// larger capacities), not a silent loss.
pub(crate) fn fill<E: serde::de::Error, T: Copy + Default, const N: usize>(
    items: &[T],
) -> Result<Inline<T, N>, E> {
    if items.len() > N {
        return Err(E::custom(format!("{} items where at most {N} fit", items.len())));
    }
    Ok(Inline::from_slice(items))
}

/// An inline list of values that serialize themselves (cards by [`crate::data::CardId`],
/// assistants, tasks), as a JSON list.
pub(crate) mod inline {
    use super::*;

    pub(crate) fn serialize<S: Serializer, T: Serialize + Copy + Default, const N: usize>(
        list: &Inline<T, N>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(list.as_slice())
    }

    pub(crate) fn deserialize<'de, D, T, const N: usize>(deserializer: D) -> Result<Inline<T, N>, D::Error>
    where
        D: Deserializer<'de>,
        T: Deserialize<'de> + Copy + Default,
    {
        fill(&Vec::<T>::deserialize(deserializer)?)
    }
}

tabletop_core::program_field!(
    /// An effect program: its list (written as its place in the content, as
    /// [`crate::wire::effects`] does) and the number of effects already taken.
    pub(crate) mod program: content::arnak::Effect, list = "crate::wire::effects"
);
