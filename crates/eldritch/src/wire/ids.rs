//! Content named in actions and events by its content id, never by table position: a replay or
//! a saved action survives cards, investigators, Mythos cards and locations added or reordered in
//! the content. A held card is written as its deck and id (`asset/axe`, `spell/feed-the-mind`), a
//! second card of the same id with its copy (`condition/amnesia#2`); an investigator, a Monster, a
//! Mythos card, an encounter card, a Mystery and a location by id. Reading also accepts the bare
//! numbers replays of earlier builds stored (valid only on the content they were recorded with).
//! Writing and reading go through the kernel's `content_id`, like every game's ids.

use content::eldritch::CardDeck;
use serde::{Deserializer, Serializer};
use tabletop_core::content_id::{deserialize_with, serialize_id};

use crate::cards::deck_defs;

const DECKS: [(CardDeck, &str); 4] = [
    (CardDeck::Asset, "asset"),
    (CardDeck::Artifact, "artifact"),
    (CardDeck::Spell, "spell"),
    (CardDeck::Condition, "condition"),
];

/// `kind/id`, with `#n` for the n-th card (from 1) of an id held by several cards of a deck.
pub(super) fn card_id(deck: CardDeck, index: usize) -> Option<String> {
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
pub(super) fn parse_card(text: &str) -> Option<(CardDeck, u8)> {
    let (kind, rest) = text.split_once('/')?;
    let (deck, _) = DECKS.iter().find(|(_, k)| *k == kind)?;
    let (id, copy) = match rest.split_once('#') {
        Some((id, n)) => (id, n.parse::<usize>().ok().filter(|&n| n >= 1)? - 1),
        None => (rest, 0),
    };
    let index = deck_defs(*deck).iter().enumerate().filter(|(_, c)| c.id == id).nth(copy)?.0;
    Some((*deck, u8::try_from(index).ok()?))
}

macro_rules! deck_module {
    ($name:ident, $deck:expr) => {
        /// A card of this deck by index, written as its content id.
        pub(crate) mod $name {
            use super::*;

            pub(crate) fn serialize<S: Serializer>(index: &u16, serializer: S) -> Result<S::Ok, S::Error> {
                serialize_id("card", card_id($deck, usize::from(*index)).as_deref(), serializer)
            }

            pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u16, D::Error> {
                let by_id = |id: &str| parse_card(id).filter(|(d, _)| *d == $deck).map(|(_, i)| u16::from(i));
                let by_position =
                    |n: u64| u16::try_from(n).ok().filter(|&i| usize::from(i) < deck_defs($deck).len());
                deserialize_with("card", &by_id, &by_position, deserializer)
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
        let id = deck.and_then(|deck| card_id(deck, usize::from(code & 0xff)));
        serialize_id("card", id.as_deref(), serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u16, D::Error> {
        let by_id = |id: &str| parse_card(id).map(|(deck, index)| crate::effects::card_code(deck, index));
        let by_position =
            |n: u64| u16::try_from(n).ok().filter(|&code| crate::cards::get_def(code).is_some());
        deserialize_with("card", &by_id, &by_position, deserializer)
    }
}

tabletop_core::content_id_field!(
    /// An investigator by index into `INVESTIGATORS`, written as its id.
    pub(crate) mod investigator: u8, "investigator", content::eldritch::INVESTIGATORS
);
tabletop_core::content_id_field!(
    /// A Mythos card by index into `MYTHOS`, written as its id.
    pub(crate) mod mythos: u8, "Mythos card", content::eldritch::MYTHOS
);
tabletop_core::content_id_field!(
    /// A location by index into `LOCATIONS`, written as its id.
    pub(crate) mod location: u8, "location", content::eldritch::LOCATIONS
);
tabletop_core::content_id_field!(
    /// A Monster by index into `MONSTERS`, written as its id.
    pub(crate) mod monster: u8, "Monster", content::eldritch::MONSTERS
);
tabletop_core::content_id_field!(
    /// A Mystery by index into `MYSTERIES`, written as its id.
    pub(crate) mod mystery: u8, "Mystery", content::eldritch::MYSTERIES
);
tabletop_core::content_id_field!(
    /// An encounter card by index into `ENCOUNTERS`, written as its id.
    pub(crate) mod encounter: u16, "encounter card", content::eldritch::ENCOUNTERS
);

tabletop_core::content_id_field!(
    /// A location or none.
    pub(crate) mod opt_location: Option<u8> via location
);
tabletop_core::content_id_field!(
    /// A route of locations.
    pub(crate) mod route: smallvec::SmallVec<[u8; 3]>, of u8, via location
);
