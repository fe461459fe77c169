//! How a whole [`crate::State`] is saved with the `serde` feature: every piece of content by its
//! content id, never by table position.
//!
//! Effect lists (what a check does on a pass, the options of a choice, the effects left of a
//! card) have no ids of their own, so each is written as the content entry that holds it and its
//! number there, counting the entry's lists depth first from 0, with its English text for people:
//! `{"in": "arkham-2e/location-card/downtown-1", "at": 3}`. The engine's own lists are entries
//! named `engine/<name>`. The entry named is the first in table order holding an equal list.
//! Cards, monsters, Other Worlds, locations, location and gate cards, Mythos cards, investigator
//! sheets and the Ancient One are written by id; per-location arrays and bit sets as lists of
//! location ids.

use content::arkham_2e::{self as data, Effect};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

tabletop_core::effect_lists!(
    /// One effect list, or a list of options. Named by the first equal list, as saves have always
    /// been written.
    pub(crate) enum List: Effect; entries = entries, nested = nested, same_first = false
);

/// Every entry's name and its top-level lists, in order: locations, monsters, Ancient Ones,
/// investigator cards, location and gate cards, Mythos cards, then the engine's own lists.
fn entries(visit: &mut dyn FnMut(&str, &[List]) -> bool) {
    for location in data::LOCATIONS {
        if visit(location.id, &[List::Effects(location.ability)]) {
            return;
        }
    }
    for monster in data::MONSTERS {
        if visit(monster.id, &[List::Effects(monster.defeated), List::Effects(monster.fail)]) {
            return;
        }
    }
    for one in data::ANCIENT_ONES {
        let lists: Vec<List> = one.attack.iter().map(|attack| List::Effects(attack.fail)).collect();
        if visit(one.id, &lists) {
            return;
        }
    }
    for card in data::CARDS {
        if visit(
            card.id,
            &[List::Effects(card.on_use), List::Effects(card.on_gain), List::Effects(card.upkeep)],
        ) {
            return;
        }
    }
    for card in data::LOCATION_CARDS {
        let lists: Vec<List> =
            card.encounters.iter().map(|encounter| List::Effects(encounter.effects)).collect();
        if visit(card.id, &lists) {
            return;
        }
    }
    for card in data::GATE_CARDS {
        let lists: Vec<List> =
            card.encounters.iter().map(|encounter| List::Effects(encounter.effects)).collect();
        if visit(card.id, &lists) {
            return;
        }
    }
    for card in data::MYTHOS {
        if visit(card.id, &[List::Effects(card.effects)]) {
            return;
        }
    }
    let mut engine = Vec::new();
    crate::hooks::wire_lists(&mut engine);
    let _ = engine.iter().any(|(name, lists)| visit(name, lists));
}

/// Calls `visit` with the lists one effect nests: a choice's options, a check's pass, fail and
/// other lists then its chart, or whatever else it holds.
fn nested(effect: &'static Effect, visit: &mut dyn FnMut(List) -> bool) -> bool {
    match *effect {
        Effect::Choose(options) => visit(List::Options(options)),
        Effect::Check { chart, .. } => {
            effect.nested().into_iter().take(3).any(|nested| visit(List::Effects(nested)))
                || visit(List::Options(chart))
        }
        _ => effect.nested().into_iter().any(|nested| visit(List::Effects(nested))),
    }
}

tabletop_core::list_field!(
    /// An effect list, as its place in the content.
    pub(crate) mod effects: &'static [Effect], List::Effects, empty = &[], "an effect list"
);
tabletop_core::list_field!(
    /// A list of options, as its place in the content.
    pub(crate) mod options: &'static [&'static [Effect]], List::Options, empty = &[], "a list of options"
);

tabletop_core::program_field!(
    /// An effect program: its list and the number of effects taken.
    pub(crate) mod program: Effect, list = "super::effects"
);

tabletop_core::content_id_table!(
    /// An investigator card by index into `CARDS`.
    pub(crate) mod card: u8, "card", content::arkham_2e::CARDS
);
tabletop_core::content_id_table!(
    /// An investigator sheet by index into `INVESTIGATORS`.
    pub(crate) mod sheet: u8, "investigator", content::arkham_2e::INVESTIGATORS
);
tabletop_core::content_id_table!(
    /// A monster kind by index into `MONSTERS`.
    pub(crate) mod monster: u8, "monster", content::arkham_2e::MONSTERS
);
tabletop_core::content_id_table!(
    /// An Other World by index into `OTHER_WORLDS`.
    pub(crate) mod world: u8, "Other World", content::arkham_2e::OTHER_WORLDS
);
tabletop_core::content_id_table!(
    /// A location by index into `LOCATIONS`.
    pub(crate) mod location: u8, "location", content::arkham_2e::LOCATIONS
);
tabletop_core::content_id_table!(
    /// A neighbourhood by index into `NEIGHBOURHOODS`.
    pub(crate) mod neighbourhood: u8, "neighbourhood", content::arkham_2e::NEIGHBOURHOODS
);
tabletop_core::content_id_table!(
    /// A location card by index into `LOCATION_CARDS`.
    pub(crate) mod location_card: u8, "location card", content::arkham_2e::LOCATION_CARDS
);
tabletop_core::content_id_table!(
    /// A gate card by index into `GATE_CARDS`.
    pub(crate) mod gate_card: u8, "gate card", content::arkham_2e::GATE_CARDS
);
tabletop_core::content_id_table!(
    /// A Mythos card by index into `MYTHOS`.
    pub(crate) mod mythos: u8, "Mythos card", content::arkham_2e::MYTHOS
);
tabletop_core::content_id_table!(
    /// The Ancient One by index into `ANCIENT_ONES`.
    pub(crate) mod ancient_one: u8, "Ancient One", content::arkham_2e::ANCIENT_ONES
);

/// The five investigator-card decks (Common Item, Unique Item, Spell, Skill, Ally), bottom first.
pub(crate) mod decks {
    use super::*;
    use tabletop_core::zone::Deck;

    #[derive(Serialize, Deserialize)]
    struct Saved(#[serde(with = "super::card::deck")] Deck<Vec<u8>>);

    pub(crate) fn serialize<S: Serializer>(
        decks: &[Deck<Vec<u8>>; 5],
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(decks.iter().map(|deck| Saved(deck.clone())))
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<[Deck<Vec<u8>>; 5], D::Error> {
        Ok(<[Saved; 5]>::deserialize(deserializer)?.map(|saved| saved.0))
    }
}

/// The monster cup, kinds by id.
pub(crate) mod cup {
    use super::*;
    use tabletop_core::zone::Cup;

    pub(crate) fn serialize<S: Serializer>(cup: &Cup<Vec<u8>>, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(cup.tokens().iter().map(|&kind| monster::Id(kind)))
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Cup<Vec<u8>>, D::Error> {
        let kinds: Vec<u8> =
            Vec::<monster::Id>::deserialize(deserializer)?.into_iter().map(|id| id.0).collect();
        Ok(Cup::from_tokens(kinds))
    }
}

/// Open gates by location (`[Option<world>; 32]` along `LOCATIONS`): `[[location, world]]`.
pub(crate) mod gates {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(
        gates: &[Option<u8>; 32],
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        let open = gates
            .iter()
            .enumerate()
            .filter_map(|(at, world)| Some((location::Id(at as u8), world::Id((*world)?))));
        serializer.collect_seq(open)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<[Option<u8>; 32], D::Error> {
        let mut gates = [None; 32];
        for (at, world) in Vec::<(location::Id, world::Id)>::deserialize(deserializer)? {
            let slot =
                gates.get_mut(usize::from(at.0)).ok_or_else(|| D::Error::custom("a location past 32"))?;
            *slot = Some(world.0);
        }
        Ok(gates)
    }
}

/// Clue tokens by location (`[u8; 32]` along `LOCATIONS`): `[[location, clues]]`, none left out.
pub(crate) mod clues {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(clues: &[u8; 32], serializer: S) -> Result<S::Ok, S::Error> {
        let held =
            clues.iter().enumerate().filter(|(_, n)| **n > 0).map(|(at, n)| (location::Id(at as u8), *n));
        serializer.collect_seq(held)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<[u8; 32], D::Error> {
        let mut clues = [0; 32];
        for (at, n) in Vec::<(location::Id, u8)>::deserialize(deserializer)? {
            let slot =
                clues.get_mut(usize::from(at.0)).ok_or_else(|| D::Error::custom("a location past 32"))?;
            *slot = n;
        }
        Ok(clues)
    }
}

/// A set of locations kept as bits (bit `i`: location `i`), as a list of location ids.
pub(crate) mod location_bits {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(bits: &u32, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq((0..32u8).filter(|i| bits & (1 << i) != 0).map(location::Id))
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u32, D::Error> {
        let mut bits = 0u32;
        for at in Vec::<location::Id>::deserialize(deserializer)? {
            if at.0 >= 32 {
                return Err(D::Error::custom("a location past the 32 a bit set holds"));
            }
            bits |= 1 << at.0;
        }
        Ok(bits)
    }
}

/// A Headline in play until a round: `(Mythos card, round)`.
pub(crate) mod lingering {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(
        value: &Option<(u8, u16)>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        value.map(|(card, round)| (mythos::Id(card), round)).serialize(serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<(u8, u16)>, D::Error> {
        Ok(Option::<(mythos::Id, u16)>::deserialize(deserializer)?.map(|(card, round)| (card.0, round)))
    }
}

/// Location cards turned face up: `(neighbourhood, location card)` pairs.
pub(crate) mod foreseen {
    use super::*;
    use smallvec::SmallVec;

    pub(crate) fn serialize<S: Serializer>(
        pairs: &SmallVec<[(u8, u8); 2]>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(pairs.iter().map(|&(n, card)| (neighbourhood::Id(n), location_card::Id(card))))
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<SmallVec<[(u8, u8); 2]>, D::Error> {
        let pairs = Vec::<(neighbourhood::Id, location_card::Id)>::deserialize(deserializer)?;
        Ok(pairs.into_iter().map(|(n, card)| (n.0, card.0)).collect())
    }
}

/// [`data::Check`] in snake case.
#[derive(Serialize, Deserialize)]
#[serde(remote = "data::Check", rename_all = "snake_case")]
pub(crate) enum CheckWire {
    Speed,
    Sneak,
    Fight,
    Will,
    Lore,
    Luck,
    Evade,
    Horror,
    Combat,
    Spell,
}

/// [`data::Deck`] in snake case.
#[derive(Serialize, Deserialize)]
#[serde(remote = "data::Deck", rename_all = "snake_case")]
pub(crate) enum DeckWire {
    CommonItem,
    UniqueItem,
    Spell,
    Skill,
    Ally,
    Special,
}

/// [`data::Kind`] in snake case.
#[derive(Serialize, Deserialize)]
#[serde(remote = "data::Kind", rename_all = "snake_case")]
pub(crate) enum KindWire {
    Spell,
    Skill,
    Weapon,
}

/// The cards an encounter choice drew: location cards, or gate cards of `world`.
pub(crate) mod encounter_cards {
    use super::*;
    use smallvec::SmallVec;

    #[derive(Serialize, Deserialize)]
    #[serde(untagged)]
    enum Drawn {
        Gate {
            #[serde(with = "super::gate_card::list")]
            gate_cards: Vec<u8>,
            #[serde(with = "super::world")]
            world: u8,
        },
        Location {
            #[serde(with = "super::location_card::list")]
            location_cards: Vec<u8>,
        },
    }

    /// The variant's fields: the cards and the Other World.
    type Fields = (SmallVec<[u8; 2]>, Option<u8>);

    pub(crate) fn serialize<S: Serializer>(
        cards: &SmallVec<[u8; 2]>,
        world: &Option<u8>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match *world {
            Some(world) => Drawn::Gate { gate_cards: cards.to_vec(), world },
            None => Drawn::Location { location_cards: cards.to_vec() },
        }
        .serialize(serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Fields, D::Error> {
        Ok(match Drawn::deserialize(deserializer)? {
            Drawn::Gate { gate_cards, world } => (SmallVec::from_vec(gate_cards), Some(world)),
            Drawn::Location { location_cards } => (SmallVec::from_vec(location_cards), None),
        })
    }
}

/// The card a redraw choice drew: a location card, or a gate card of `world`.
pub(crate) mod redraw_card {
    use super::*;

    #[derive(Serialize, Deserialize)]
    #[serde(untagged)]
    enum Drawn {
        Gate {
            #[serde(with = "super::gate_card")]
            gate_card: u8,
            #[serde(with = "super::world")]
            world: u8,
        },
        Location {
            #[serde(with = "super::location_card")]
            location_card: u8,
        },
    }

    pub(crate) fn serialize<S: Serializer>(
        card: &u8,
        world: &Option<u8>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match *world {
            Some(world) => Drawn::Gate { gate_card: *card, world },
            None => Drawn::Location { location_card: *card },
        }
        .serialize(serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<(u8, Option<u8>), D::Error> {
        Ok(match Drawn::deserialize(deserializer)? {
            Drawn::Gate { gate_card, world } => (gate_card, Some(world)),
            Drawn::Location { location_card } => (location_card, None),
        })
    }
}
