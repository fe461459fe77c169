//! Content named in actions by its content id, never by table position: a replay or a saved
//! action survives cards, investigators, Mythos cards and locations added or reordered in the
//! content. A held card is written as its deck and id (`asset/axe`, `spell/feed-the-mind`), a
//! second card of the same id with its copy (`condition/amnesia#2`); an investigator, a Mythos
//! card and a location by id. Reading also accepts the bare numbers replays of earlier builds
//! stored (valid only on the content they were recorded with).

use content::eldritch::{self as data, CardDeck, CardDef};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serializer};
use smallvec::SmallVec;

use crate::cards::deck_defs;

const DECKS: [(CardDeck, &str); 4] = [
    (CardDeck::Asset, "asset"),
    (CardDeck::Artifact, "artifact"),
    (CardDeck::Spell, "spell"),
    (CardDeck::Condition, "condition"),
];

/// A number or a content id, as read.
#[derive(Deserialize)]
#[serde(untagged)]
enum Raw {
    Number(u64),
    Id(String),
}

fn shown(id: &str) -> String {
    id.chars().take(80).collect()
}

/// `kind/id`, with `#n` for the n-th card (from 1) of an id held by several cards of a deck.
fn card_id(deck: CardDeck, index: usize) -> Option<String> {
    let (_, kind) = DECKS.iter().find(|(d, _)| *d == deck)?;
    let cards = deck_defs(deck);
    let card = cards.get(index)?;
    let copy = cards[..index].iter().filter(|c| c.id == card.id).count();
    Some(match copy {
        0 => format!("{kind}/{}", card.id),
        n => format!("{kind}/{}#{}", card.id, n + 1),
    })
}

/// The deck and index of a `kind/id#n` card id.
fn parse_card(text: &str) -> Option<(CardDeck, usize)> {
    let (kind, rest) = text.split_once('/')?;
    let (deck, _) = DECKS.iter().find(|(_, k)| *k == kind)?;
    let (id, copy) = match rest.split_once('#') {
        Some((id, n)) => (id, n.parse::<usize>().ok().filter(|&n| n >= 1)? - 1),
        None => (rest, 0),
    };
    let cards: &[CardDef] = deck_defs(*deck);
    let index = cards.iter().enumerate().filter(|(_, c)| c.id == id).nth(copy)?.0;
    Some((*deck, index))
}

/// A card of one deck by index (`Item::Asset`, `Action::TakeAlly`).
fn write_in<S: Serializer>(deck: CardDeck, index: u16, serializer: S) -> Result<S::Ok, S::Error> {
    match card_id(deck, usize::from(index)) {
        Some(id) => serializer.serialize_str(&id),
        None => Err(serde::ser::Error::custom(format!("no card at position {index} of its deck"))),
    }
}

fn read_in<'de, D: Deserializer<'de>>(deck: CardDeck, deserializer: D) -> Result<u16, D::Error> {
    match Raw::deserialize(deserializer)? {
        Raw::Number(n) => u16::try_from(n)
            .ok()
            .filter(|&i| usize::from(i) < deck_defs(deck).len())
            .ok_or_else(|| D::Error::custom(format!("no card at position {n} of its deck"))),
        Raw::Id(text) => match parse_card(&text) {
            Some((found, index)) if found == deck => Ok(index as u16),
            Some(_) => Err(D::Error::custom(format!("\"{}\" is a card of another deck", shown(&text)))),
            None => Err(D::Error::custom(format!(
                "unknown card \"{}\": this build's content has no such card",
                shown(&text)
            ))),
        },
    }
}

macro_rules! deck_module {
    ($name:ident, $deck:expr) => {
        /// A card of this deck by index, written as its content id.
        pub(crate) mod $name {
            use super::*;

            pub(crate) fn serialize<S: Serializer>(index: &u16, serializer: S) -> Result<S::Ok, S::Error> {
                write_in($deck, *index, serializer)
            }

            pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u16, D::Error> {
                read_in($deck, deserializer)
            }
        }
    };
}

deck_module!(asset, CardDeck::Asset);
deck_module!(artifact, CardDeck::Artifact);
deck_module!(spell, CardDeck::Spell);

/// A held card's code (deck in the high byte, index in the low byte), written as its content id.
pub(crate) mod card_code {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(code: &u16, serializer: S) -> Result<S::Ok, S::Error> {
        let deck = DECKS.get(usize::from(code >> 8)).map(|(d, _)| *d);
        match deck.and_then(|deck| card_id(deck, usize::from(code & 0xff))) {
            Some(id) => serializer.serialize_str(&id),
            None => Err(serde::ser::Error::custom(format!("no card with code {code}"))),
        }
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u16, D::Error> {
        match Raw::deserialize(deserializer)? {
            Raw::Number(n) => u16::try_from(n)
                .ok()
                .filter(|&code| crate::cards::get_def(code).is_some())
                .ok_or_else(|| D::Error::custom(format!("no card with code {n}"))),
            Raw::Id(text) => {
                let (deck, index) = parse_card(&text).ok_or_else(|| {
                    D::Error::custom(format!(
                        "unknown card \"{}\": this build's content has no such card",
                        shown(&text)
                    ))
                })?;
                let index = u8::try_from(index).map_err(|_| D::Error::custom("card index over 255"))?;
                Ok(crate::effects::card_code(deck, index))
            }
        }
    }
}

/// One row of a content table with ids, by index.
fn read_row<'de, D: Deserializer<'de>>(
    kind: &str,
    mut ids: impl ExactSizeIterator<Item = &'static str>,
    deserializer: D,
) -> Result<usize, D::Error> {
    match Raw::deserialize(deserializer)? {
        Raw::Number(n) => usize::try_from(n)
            .ok()
            .filter(|&i| i < ids.len())
            .ok_or_else(|| D::Error::custom(format!("no {kind} at table position {n}"))),
        Raw::Id(text) => ids.position(|id| id == text).ok_or_else(|| {
            D::Error::custom(format!("unknown {kind} \"{}\" in this build's content", shown(&text)))
        }),
    }
}

fn write_row<S: Serializer>(kind: &str, id: Option<&str>, serializer: S) -> Result<S::Ok, S::Error> {
    match id {
        Some(id) => serializer.serialize_str(id),
        None => Err(serde::ser::Error::custom(format!("no {kind} at that table position"))),
    }
}

macro_rules! row_module {
    ($name:ident, $int:ty, $kind:literal, $table:expr) => {
        #[doc = concat!("A ", $kind, " by its index in the content table, written as its id.")]
        pub(crate) mod $name {
            use super::*;

            pub(crate) fn serialize<S: Serializer>(index: &$int, serializer: S) -> Result<S::Ok, S::Error> {
                write_row($kind, $table.get(usize::from(*index)).map(|d| d.id), serializer)
            }

            pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<$int, D::Error> {
                let index = read_row($kind, $table.iter().map(|d| d.id), deserializer)?;
                <$int>::try_from(index).map_err(|_| D::Error::custom(concat!("a ", $kind, " past the table")))
            }
        }
    };
}

row_module!(investigator, u8, "investigator", data::INVESTIGATORS);
row_module!(mythos, u8, "Mythos card", data::MYTHOS);
row_module!(location, u8, "location", data::LOCATIONS);
row_module!(monster, u8, "Monster", data::MONSTERS);
row_module!(mystery, u8, "Mystery", data::MYSTERIES);
row_module!(encounter, u16, "encounter card", data::ENCOUNTERS);

/// A location or none.
pub(crate) mod opt_location {
    use serde::Serialize;

    use super::*;

    #[derive(Serialize, Deserialize)]
    struct Wrap(#[serde(with = "super::location")] u8);

    pub(crate) fn serialize<S: Serializer>(index: &Option<u8>, serializer: S) -> Result<S::Ok, S::Error> {
        index.map(Wrap).serialize(serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<u8>, D::Error> {
        Ok(Option::<Wrap>::deserialize(deserializer)?.map(|w| w.0))
    }
}

/// A route of locations.
pub(crate) mod route {
    use serde::Serialize;

    use super::*;

    #[derive(Serialize, Deserialize)]
    struct Wrap(#[serde(with = "super::location")] u8);

    pub(crate) fn serialize<S: Serializer>(
        route: &SmallVec<[u8; 3]>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(route.iter().map(|&l| Wrap(l)))
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<SmallVec<[u8; 3]>, D::Error> {
        Ok(Vec::<Wrap>::deserialize(deserializer)?.into_iter().map(|w| w.0).collect())
    }
}
