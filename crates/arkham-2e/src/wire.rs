//! The JSON form of what names content in actions and replays: places and cards are written by
//! their content ids (`arkham-2e/location/woods`), never by table position, so a save survives
//! content edits that do not touch what it used.

use content::arkham_2e as data;
use tabletop_core::content_id::ContentIndex;

#[cfg(feature = "serde")]
use crate::board::Place;

/// An investigator card kind, by its position in `CARDS`; written as its content id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardId(pub u8);

impl ContentIndex for CardId {
    const KIND: &'static str = "card";

    fn content_id(self) -> Option<&'static str> {
        data::CARDS.get(usize::from(self.0)).map(|c| c.id)
    }

    fn from_content_id(id: &str) -> Option<CardId> {
        data::CARDS.iter().position(|c| c.id == id).and_then(|i| u8::try_from(i).ok()).map(CardId)
    }

    fn from_position(position: u64) -> Option<CardId> {
        u8::try_from(position).ok().filter(|&i| usize::from(i) < data::CARDS.len()).map(CardId)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for CardId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        tabletop_core::content_id::serialize(self, serializer)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for CardId {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<CardId, D::Error> {
        tabletop_core::content_id::deserialize(deserializer)
    }
}

/// [`Place`] as written: content ids for locations, streets and Other Worlds.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
enum PlaceWire {
    Location(String),
    Street(String),
    World { world: String, second: bool },
    Sky,
    Outskirts,
    Lost,
    Jail,
}

#[cfg(feature = "serde")]
impl serde::Serialize for Place {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::Error;
        let id = |found: Option<&'static str>, what: &str| {
            found
                .map(str::to_owned)
                .ok_or_else(|| S::Error::custom(format!("no {what} at this table position")))
        };
        let wire = match *self {
            Place::Location(l) => {
                PlaceWire::Location(id(data::LOCATIONS.get(usize::from(l)).map(|d| d.id), "location")?)
            }
            Place::Street(n) => PlaceWire::Street(id(
                data::NEIGHBOURHOODS.get(usize::from(n)).map(|d| d.id),
                "neighbourhood",
            )?),
            Place::World { world, second } => PlaceWire::World {
                world: id(data::OTHER_WORLDS.get(usize::from(world)).map(|d| d.id), "Other World")?,
                second,
            },
            Place::Sky => PlaceWire::Sky,
            Place::Outskirts => PlaceWire::Outskirts,
            Place::Lost => PlaceWire::Lost,
            Place::Jail => PlaceWire::Jail,
        };
        wire.serialize(serializer)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Place {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Place, D::Error> {
        use serde::de::Error;
        fn find<T>(
            table: &[T],
            id: &str,
            key: impl Fn(&T) -> &'static str,
            what: &str,
        ) -> Result<u8, String> {
            table
                .iter()
                .position(|entry| key(entry) == id)
                .and_then(|i| u8::try_from(i).ok())
                .ok_or_else(|| format!("unknown {what} \"{id}\""))
        }
        let place = match PlaceWire::deserialize(deserializer)? {
            PlaceWire::Location(id) => {
                Place::Location(find(data::LOCATIONS, &id, |d| d.id, "location").map_err(D::Error::custom)?)
            }
            PlaceWire::Street(id) => Place::Street(
                find(data::NEIGHBOURHOODS, &id, |d| d.id, "neighbourhood").map_err(D::Error::custom)?,
            ),
            PlaceWire::World { world, second } => Place::World {
                world: find(data::OTHER_WORLDS, &world, |d| d.id, "Other World").map_err(D::Error::custom)?,
                second,
            },
            PlaceWire::Sky => Place::Sky,
            PlaceWire::Outskirts => Place::Outskirts,
            PlaceWire::Lost => Place::Lost,
            PlaceWire::Jail => Place::Jail,
        };
        Ok(place)
    }
}

/// Content positions inside views and investigators, written as content ids.
#[cfg(feature = "serde")]
pub(crate) mod ids {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    tabletop_core::content_id_field!(
        /// A held card's kind by index into `CARDS`.
        pub(crate) mod card: u8, "card", content::arkham_2e::CARDS
    );
    tabletop_core::content_id_field!(
        /// An investigator sheet by index into `INVESTIGATORS`.
        pub(crate) mod sheet: u8, "investigator", content::arkham_2e::INVESTIGATORS
    );
    tabletop_core::content_id_field!(
        /// A monster kind by index into `MONSTERS`.
        pub(crate) mod monster: u8, "monster", content::arkham_2e::MONSTERS
    );
    tabletop_core::content_id_field!(
        /// Monster trophies.
        pub(crate) mod monsters: smallvec::SmallVec<[u8; 6]>, of u8, via monster
    );
    tabletop_core::content_id_field!(
        /// An Other World by index into `OTHER_WORLDS`.
        pub(crate) mod world: u8, "Other World", content::arkham_2e::OTHER_WORLDS
    );
    tabletop_core::content_id_field!(
        /// Gate trophies (their Other Worlds).
        pub(crate) mod worlds: smallvec::SmallVec<[u8; 4]>, of u8, via world
    );
    tabletop_core::content_id_field!(
        /// An Ancient One by index into `ANCIENT_ONES`.
        pub(crate) mod ancient_one: u8, "Ancient One", content::arkham_2e::ANCIENT_ONES
    );
    tabletop_core::content_id_field!(
        /// A location by index into `LOCATIONS`.
        pub(crate) mod location: u8, "location", content::arkham_2e::LOCATIONS
    );
    tabletop_core::content_id_field!(
        /// A Mythos card by index into `MYTHOS`.
        pub(crate) mod mythos: u8, "Mythos card", content::arkham_2e::MYTHOS
    );
    tabletop_core::content_id_field!(
        /// A Mythos card in play, or none.
        pub(crate) mod opt_mythos: Option<u8> via mythos
    );

    /// An open gate: where, and to which Other World.
    #[derive(Serialize, Deserialize)]
    struct Gate {
        #[serde(with = "location")]
        location: u8,
        #[serde(with = "world")]
        world: u8,
    }

    /// Open gates as `[{"location": …, "world": …}]`.
    pub(crate) mod gates {
        use super::*;

        pub(crate) fn serialize<S: Serializer>(gates: &[(u8, u8)], serializer: S) -> Result<S::Ok, S::Error> {
            serializer.collect_seq(gates.iter().map(|&(location, world)| Gate { location, world }))
        }

        pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
            deserializer: D,
        ) -> Result<Vec<(u8, u8)>, D::Error> {
            Ok(Vec::<Gate>::deserialize(deserializer)?.into_iter().map(|g| (g.location, g.world)).collect())
        }
    }

    /// Clues on a location.
    #[derive(Serialize, Deserialize)]
    struct Clues {
        #[serde(with = "location")]
        location: u8,
        clues: u8,
    }

    /// Clues on locations as `[{"location": …, "clues": n}]`.
    pub(crate) mod clues {
        use super::*;

        pub(crate) fn serialize<S: Serializer>(clues: &[(u8, u8)], serializer: S) -> Result<S::Ok, S::Error> {
            serializer.collect_seq(clues.iter().map(|&(location, clues)| Clues { location, clues }))
        }

        pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
            deserializer: D,
        ) -> Result<Vec<(u8, u8)>, D::Error> {
            Ok(Vec::<Clues>::deserialize(deserializer)?.into_iter().map(|c| (c.location, c.clues)).collect())
        }
    }

    /// A set of locations (bit per location index) as the list of their ids.
    pub(crate) mod locations {
        use super::*;

        #[derive(Serialize, Deserialize)]
        struct One(#[serde(with = "super::location")] u8);

        pub(crate) fn serialize<S: Serializer>(bits: &u32, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.collect_seq((0..32u8).filter(|&i| bits & (1 << i) != 0).map(One))
        }

        pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u32, D::Error> {
            let mut bits = 0u32;
            for One(i) in Vec::<One>::deserialize(deserializer)? {
                bits |= 1u32
                    .checked_shl(u32::from(i))
                    .ok_or_else(|| serde::de::Error::custom("a location past 31"))?;
            }
            Ok(bits)
        }
    }
}

#[cfg(feature = "serde")]
pub(crate) mod save;
