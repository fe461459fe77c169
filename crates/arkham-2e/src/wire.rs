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
