//! How the content a view points at is written with the `serde` feature, and read back.
//!
//! A view's pending decision holds `&'static` effect lists: the ones a test resolves on a pass
//! or a fail, the options of a choice, an offer. They have no ids of their own, so each is
//! written as the entry that holds it and its place there, with its English text for people:
//! `{"in": "asset/bank-loan", "at": 2, "text": "gain 1 Clue"}`. `at` counts the entry's effect
//! lists, option lists and offers depth first from 0; `len` (present only then) says a choice
//! offers the first `len` options of that list. Entries are the content's cards, encounters,
//! Mythos cards, Monsters, Ancient Ones and Mysteries (by kind and id, `condition/amnesia#2` for
//! a second card of the same id) and the engine's own steps (`engine/complex/add_successes`).
//! The entry named is the one holding this very list (the card being resolved), or else the
//! first in that order holding an equal list; the build may share identical lists between
//! entries, so the entry named is then another one with the same effects. An empty effect list
//! is written as `null`. Reading finds the same list again, so a view read back equals the view
//! written.
//!
//! A skill roll is written as its dice, its success rule, the successes needed and the bonus
//! successes, plus the result for people. Content enums are snake case; hooks (`a-dark-power`)
//! and locations are written by their names in the content.

use content::eldritch::{
    self as data, ANCIENT_ONES, ARTIFACTS, ASSETS, CONDITIONS, CardDeck, Destination, During, ENCOUNTERS,
    Effect, LocationKind, MONSTERS, MYSTERIES, MYTHOS, MonsterStats, MysteryGoal, OfferDef, Possession,
    SPELLS, Trait,
};
use serde::de::Error as _;
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use tabletop_core::Lang;
use tabletop_core::places::Lists;

use crate::text::{cost_text, effects_text};

/// One list a pending decision may hold.
#[derive(Clone, Copy, PartialEq)]
pub(crate) enum List {
    /// Effects resolved in order.
    Effects(&'static [Effect]),
    /// The options of a choice.
    Options(&'static [&'static [Effect]]),
    /// An offer: a cost, what paying gives, what declining gives.
    Offer(&'static OfferDef),
}

impl Lists for List {
    /// A view may hold a list built at run time; it is written with its text, and only reading
    /// it fails.
    const WRITE_UNPLACED: bool = true;

    /// Every entry's name and its top-level lists, in order: cards (assets, artifacts, spells,
    /// conditions), encounters, Mythos cards, Monsters, Ancient Ones, Mysteries, then the
    /// engine's own steps.
    fn entries(visit: &mut dyn FnMut(&str, &[List]) -> bool) {
        let mut lists = Vec::new();
        let mut previous = "";
        let mut copy = 0;
        let decks =
            [("asset", ASSETS), ("artifact", ARTIFACTS), ("spell", SPELLS), ("condition", CONDITIONS)];
        for (kind, card) in
            decks.into_iter().flat_map(|(kind, cards)| cards.iter().map(move |card| (kind, card)))
        {
            copy = if card.id == previous { copy + 1 } else { 0 };
            previous = card.id;
            lists.clear();
            lists.push(List::Effects(card.effects));
            lists.extend(card.abilities.iter().map(|ability| List::Effects(ability.effects())));
            lists.extend(card.back.map(|back| List::Effects(back.effects)));
            let stop = match copy {
                0 => visit(&format!("{kind}/{}", card.id), &lists),
                n => visit(&format!("{kind}/{}#{}", card.id, n + 1), &lists),
            };
            if stop {
                return;
            }
        }
        for card in ENCOUNTERS {
            lists.clear();
            lists.extend(card.sections.iter().map(|section| List::Effects(section.effects)));
            if visit(&format!("encounter/{}", card.id), &lists) {
                return;
            }
        }
        for card in MYTHOS {
            if visit(
                &format!("mythos/{}", card.id),
                &[List::Effects(card.effects), List::Effects(card.reckoning_effects)],
            ) {
                return;
            }
        }
        for monster in MONSTERS {
            let rules = monster.rules;
            if visit(
                &format!("monster/{}", monster.id),
                &[List::Effects(rules.reckoning), List::Effects(rules.on_defeat)],
            ) {
                return;
            }
        }
        for one in ANCIENT_ONES {
            lists.clear();
            for rules in std::iter::once(one.cultist_rules).chain(one.awakened_cultist_rules) {
                lists.extend([List::Effects(rules.reckoning), List::Effects(rules.on_defeat)]);
            }
            if visit(&format!("ancient_one/{}", one.id), &lists) {
                return;
            }
        }
        for mystery in MYSTERIES {
            lists.clear();
            lists.push(List::Effects(mystery.enters));
            if let MysteryGoal::TokenSite { challenge, .. } = mystery.goal {
                lists.push(List::Effects(challenge));
            }
            if visit(&format!("mystery/{}", mystery.id), &lists) {
                return;
            }
        }
        let mut engine = Vec::new();
        crate::hooks::wire_lists(&mut engine);
        crate::rules::wire_lists(&mut engine);
        crate::rumor::wire_lists(&mut engine);
        let _ = engine.iter().any(|(name, lists)| visit(name, lists));
    }

    fn nested(self, visit: &mut dyn FnMut(List) -> bool) -> bool {
        match self {
            List::Effects(effects) => effects.iter().any(|effect| match *effect {
                Effect::Choose(options) => visit(List::Options(options)),
                Effect::May(offer) => visit(List::Offer(offer)),
                _ => effect.nested().into_iter().any(|nested| visit(List::Effects(nested))),
            }),
            List::Options(options) => options.iter().any(|option| visit(List::Effects(option))),
            List::Offer(offer) => visit(List::Effects(offer.then)) || visit(List::Effects(offer.otherwise)),
        }
    }

    fn is(self, other: List) -> bool {
        match (self, other) {
            (List::Effects(a), List::Effects(b)) => std::ptr::eq(a, b),
            (List::Options(a), List::Options(b)) => std::ptr::eq(a, b),
            (List::Offer(a), List::Offer(b)) => std::ptr::eq(a, b),
            _ => false,
        }
    }

    /// Only an empty effect list is `null`.
    fn is_null(self) -> bool {
        self == List::Effects(&[])
    }

    fn write_text<M: SerializeMap>(self, out: &mut M) -> Result<(), M::Error> {
        match self {
            List::Effects(effects) => out.serialize_entry("text", &effects_text(effects, Lang::En)),
            List::Options(options) => {
                let texts: Vec<String> =
                    options.iter().map(|option| effects_text(option, Lang::En)).collect();
                out.serialize_entry("text", &texts)
            }
            List::Offer(offer) => {
                let cost: Vec<String> = offer.cost.iter().map(|&cost| cost_text(cost, Lang::En)).collect();
                out.serialize_entry("cost", &cost)?;
                out.serialize_entry("then", &effects_text(offer.then, Lang::En))?;
                out.serialize_entry("otherwise", &effects_text(offer.otherwise, Lang::En))
            }
        }
    }

    /// The options of a choice may be the first options of a longer content list.
    fn prefix_len(self, part: List) -> Option<u16> {
        match (self, part) {
            (List::Options(whole), List::Options(part))
                if whole.len() > part.len() && whole.starts_with(part) =>
            {
                u16::try_from(part.len()).ok()
            }
            _ => None,
        }
    }

    fn prefix(self, len: u16) -> Option<List> {
        match self {
            List::Options(options) => options.get(..usize::from(len)).map(List::Options),
            _ => None,
        }
    }
}

/// The offer `null` would read as (never written: an offer is never `null`).
static NO_OFFER: OfferDef = OfferDef { cost: &[], then: &[], otherwise: &[] };

tabletop_core::list_field!(
    /// An effect list (a test's pass or fail, the effects a chosen investigator resolves).
    pub(crate) mod effects: &'static [Effect], List::Effects, empty = &[], "an effect list"
);
tabletop_core::list_field!(
    /// The options of a choice.
    pub(crate) mod options: &'static [&'static [Effect]], List::Options, empty = &[], "a list of options"
);
tabletop_core::list_field!(
    /// An offer.
    pub(crate) mod offer: &'static OfferDef, List::Offer, empty = &NO_OFFER, "an offer"
);

/// A location named by a Move destination, by its content id, read back as the table's text.
mod location_name {
    use super::*;

    pub(super) fn serialize<S: Serializer>(id: &&'static str, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(id)
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<&'static str, D::Error> {
        let id = String::deserialize(deserializer)?;
        data::location_index(&id).map(|index| data::LOCATIONS[index].id).ok_or_else(|| {
            let shown: String = id.chars().take(80).collect();
            D::Error::custom(format!("no location \"{shown}\""))
        })
    }
}

/// [`data::EncounterDeck`] in snake case.
#[derive(Serialize, Deserialize)]
#[serde(remote = "data::EncounterDeck", rename_all = "snake_case")]
pub(crate) enum EncounterDeckWire {
    America,
    Europe,
    Asia,
    General,
    OtherWorld,
    Expedition,
    Research,
    Special,
}

/// [`data::Omen`] in snake case.
#[derive(Serialize, Deserialize)]
#[serde(remote = "data::Omen", rename_all = "snake_case")]
pub(crate) enum OmenWire {
    Green,
    Blue,
    Red,
}

/// An optional [`data::EncounterDeck`].
pub(crate) mod opt_encounter_deck {
    use super::*;

    #[derive(Serialize, Deserialize)]
    struct Wrap(#[serde(with = "EncounterDeckWire")] data::EncounterDeck);

    pub(crate) fn serialize<S: Serializer>(
        value: &Option<data::EncounterDeck>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        value.map(Wrap).serialize(serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<data::EncounterDeck>, D::Error> {
        Ok(Option::<Wrap>::deserialize(deserializer)?.map(|wrap| wrap.0))
    }
}

/// An optional [`data::Omen`].
pub(crate) mod opt_omen {
    use super::*;

    #[derive(Serialize, Deserialize)]
    struct Wrap(#[serde(with = "OmenWire")] data::Omen);

    pub(crate) fn serialize<S: Serializer>(
        value: &Option<data::Omen>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        value.map(Wrap).serialize(serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<data::Omen>, D::Error> {
        Ok(Option::<Wrap>::deserialize(deserializer)?.map(|wrap| wrap.0))
    }
}

/// An optional [`Trait`] in snake case.
pub(crate) mod opt_trait {
    use super::*;

    #[derive(Serialize, Deserialize)]
    struct Wrap(#[serde(with = "TraitWire")] Trait);

    pub(crate) fn serialize<S: Serializer>(value: &Option<Trait>, serializer: S) -> Result<S::Ok, S::Error> {
        value.map(Wrap).serialize(serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Trait>, D::Error> {
        Ok(Option::<Wrap>::deserialize(deserializer)?.map(|wrap| wrap.0))
    }
}

mod opt_card_deck {
    use super::*;

    #[derive(Serialize, Deserialize)]
    struct Wrap(#[serde(with = "CardDeckWire")] CardDeck);

    pub(super) fn serialize<S: Serializer>(
        value: &Option<CardDeck>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        value.map(Wrap).serialize(serializer)
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<CardDeck>, D::Error> {
        Ok(Option::<Wrap>::deserialize(deserializer)?.map(|wrap| wrap.0))
    }
}

/// Optional [`MonsterStats`].
pub(crate) mod opt_monster_stats {
    use super::*;

    #[derive(Serialize, Deserialize)]
    struct Wrap(#[serde(with = "MonsterStatsWire")] MonsterStats);

    pub(crate) fn serialize<S: Serializer>(
        value: &Option<MonsterStats>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        value.map(Wrap).serialize(serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<MonsterStats>, D::Error> {
        Ok(Option::<Wrap>::deserialize(deserializer)?.map(|wrap| wrap.0))
    }
}

/// [`Trait`] in snake case.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Trait", rename_all = "snake_case")]
pub(crate) enum TraitWire {
    Ally,
    Bane,
    Boon,
    Common,
    Deal,
    Incantation,
    Injury,
    Item,
    Madness,
    Magical,
    Restriction,
    Ritual,
    Service,
    Teamwork,
    Tome,
    Trinket,
    Weapon,
}

/// [`CardDeck`] in snake case.
#[derive(Serialize, Deserialize)]
#[serde(remote = "CardDeck", rename_all = "snake_case")]
enum CardDeckWire {
    Asset,
    Artifact,
    Spell,
    Condition,
}

/// [`Possession`]: a deck and a trait, either optional.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Possession")]
pub(crate) struct PossessionWire {
    #[serde(with = "opt_card_deck")]
    deck: Option<CardDeck>,
    #[serde(with = "opt_trait")]
    with: Option<Trait>,
}

/// [`LocationKind`] in snake case.
#[derive(Serialize, Deserialize)]
#[serde(remote = "LocationKind", rename_all = "snake_case")]
pub(crate) enum LocationKindWire {
    City,
    Wilderness,
    Sea,
}

/// A location's content id, spelled as an alias so serde does not borrow it from the input.
type LocationId = &'static str;

/// [`Destination`] in snake case; a named location by its content id.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Destination", rename_all = "snake_case")]
pub(crate) enum DestinationWire {
    Location(#[serde(with = "location_name")] LocationId),
    Nearest(#[serde(with = "LocationKindWire")] LocationKind),
    Adjacent,
    TowardGate,
    Any,
}

/// [`During`] in snake case.
#[derive(Serialize, Deserialize)]
#[serde(remote = "During", rename_all = "snake_case")]
pub(crate) enum DuringWire {
    Any,
    Combat,
    Spell,
    OtherWorld,
    Acquire,
}

/// [`MonsterStats`]: a Monster's printed values.
#[derive(Serialize, Deserialize)]
#[serde(remote = "MonsterStats")]
pub(crate) struct MonsterStatsWire {
    will: Option<i8>,
    horror: u8,
    strength: Option<i8>,
    damage: u8,
    toughness: u8,
}

/// The content's own combat (an `Effect::Fight` in some list) for which `same` holds.
pub(crate) fn find_fight(same: &dyn Fn(&data::FightDef) -> bool) -> Option<&'static data::FightDef> {
    let mut found = None;
    tabletop_core::places::each_list(&mut |_, _, item| {
        let List::Effects(effects) = item else { return false };
        found = effects.iter().find_map(|effect| match *effect {
            Effect::Fight(fight) if same(fight) => Some(fight),
            _ => None,
        });
        found.is_some()
    });
    found
}

mod answer;
mod hook;
pub(crate) mod ids;
pub(crate) mod save;
#[cfg(test)]
mod tests;

pub(crate) use hook::HookWire;
