//! Where a save finds the content's effect lists, abilities and words again.
//!
//! An effect list is written as its place ([`tabletop_core::places`]): the entry holding it and
//! its number there, `{"in": "card/01030", "at": 1}`. An entry is a card, an investigator, a
//! scenario, an agenda or an act by its kind and id (`enemy/01116`, `scenario/the-gathering`),
//! or one of the engine's own lists (`engine/heal_damage`); its lists are its abilities' effects
//! in order, then an agenda's or act's advance effects, then a scenario's token effects (effects,
//! then failure effects, easy/standard first), each followed depth first by the lists nested in
//! it. An ability is written as `{"in": …, "ability": n}`, one effect of a list as the list's
//! place and `"effect": n`. Traits and campaign-log entries are written as their text, checked
//! on load against the content.

use content::arkham_lcg::{
    self as data, ACTS, AGENDAS, AbilityDef, ENEMIES, Effect, INVESTIGATORS, LOCATIONS, PLAYER_CARDS,
    SCENARIOS, TREACHERIES,
};
use serde::de::Error as _;
use serde::ser::{Error as _, SerializeMap as _};
use serde::{Deserialize, Deserializer, Serializer};
use tabletop_core::places;

tabletop_core::effect_lists!(
    /// One effect list, or a list of options.
    pub(crate) enum List: Effect; entries = entries, nested = nested
);

/// The engine's own lists (a choice between healing damage or horror).
static HEAL_DAMAGE: [Effect; 1] = [Effect::HealDamage(1)];
static HEAL_HORROR: [Effect; 1] = [Effect::HealHorror(1)];
static RESOURCE: [Effect; 1] = [Effect::Resources(1)];

/// What [`content`] hands over for each entry: its name, its abilities and its other top-level
/// lists; `true` stops.
type Visit<'a> = dyn FnMut(&str, &'static [AbilityDef], &[List]) -> bool + 'a;

/// Calls `visit` with every entry's name, its abilities and its other top-level lists, in order,
/// until it returns `true`.
fn content(visit: &mut Visit<'_>) {
    let cards = INVESTIGATORS
        .iter()
        .map(|def| ("investigator", def.id, def.abilities))
        .chain(PLAYER_CARDS.iter().map(|def| ("card", def.id, def.abilities)))
        .chain(ENEMIES.iter().map(|def| ("enemy", def.id, def.abilities)))
        .chain(TREACHERIES.iter().map(|def| ("treachery", def.id, def.abilities)))
        .chain(LOCATIONS.iter().map(|def| ("location", def.id, def.abilities)));
    for (kind, id, abilities) in cards {
        if visit(&format!("{kind}/{id}"), abilities, &[]) {
            return;
        }
    }
    for agenda in AGENDAS {
        if visit(&format!("agenda/{}", agenda.id), agenda.abilities, &[List::Effects(agenda.advance)]) {
            return;
        }
    }
    for act in ACTS {
        if visit(&format!("act/{}", act.id), act.abilities, &[List::Effects(act.advance)]) {
            return;
        }
    }
    let mut lists = Vec::new();
    for scenario in SCENARIOS {
        lists.clear();
        for token in scenario.easy_standard.iter().chain(scenario.hard_expert) {
            lists.extend([List::Effects(token.effects), List::Effects(token.fail)]);
        }
        if visit(&format!("scenario/{}", scenario.id), &[], &lists) {
            return;
        }
    }
    let engine = [("heal_damage", &HEAL_DAMAGE), ("heal_horror", &HEAL_HORROR), ("resource", &RESOURCE)];
    let _ = engine.iter().any(|&(name, list)| visit(&format!("engine/{name}"), &[], &[List::Effects(list)]));
}

/// Every entry's name and its top-level lists: its abilities' effects, then its other lists.
fn entries(visit: &mut dyn FnMut(&str, &[List]) -> bool) {
    let mut lists = Vec::new();
    content(&mut |entry, abilities, extra| {
        lists.clear();
        lists.extend(abilities.iter().map(|ability| List::Effects(ability.effects)));
        lists.extend_from_slice(extra);
        visit(entry, &lists)
    });
}

/// Calls `visit` with the lists one effect nests.
fn nested(effect: &'static Effect, visit: &mut dyn FnMut(List) -> bool) -> bool {
    match *effect {
        Effect::PerFail(list)
        | Effect::EachInvestigator(list)
        | Effect::ChosenHere(list)
        | Effect::EachHere(list) => visit(List::Effects(list)),
        Effect::Test(test) => visit(List::Effects(test.pass)) || visit(List::Effects(test.fail)),
        Effect::If(branch) => visit(List::Effects(branch.then)) || visit(List::Effects(branch.otherwise)),
        Effect::Choose(options) => visit(List::Options(options)),
        _ => false,
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

/// Where an ability or one effect is: an entry, and the ability's number or the list's number
/// and the effect's.
#[derive(Deserialize)]
struct Spot {
    #[serde(rename = "in")]
    entry: String,
    #[serde(default)]
    ability: Option<u16>,
    #[serde(default)]
    at: Option<u16>,
    #[serde(default)]
    effect: Option<u16>,
}

fn shown(text: &str) -> String {
    text.chars().take(80).collect()
}

/// An ability of a card, agenda or act, as its entry and number.
pub(crate) mod ability {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(
        def: &&'static AbilityDef,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        let (mut same, mut equal) = (None, None);
        content(&mut |entry, abilities, _| {
            for (index, ability) in abilities.iter().enumerate() {
                if std::ptr::eq(ability, *def) {
                    same = Some((entry.to_owned(), index));
                    return true;
                }
                if equal.is_none() && ability == *def {
                    equal = Some((entry.to_owned(), index));
                }
            }
            false
        });
        let Some((entry, index)) = same.or(equal) else {
            return Err(S::Error::custom("an ability that is in no content entry"));
        };
        let mut out = serializer.serialize_map(Some(2))?;
        out.serialize_entry("in", &entry)?;
        out.serialize_entry("ability", &index)?;
        out.end()
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<&'static AbilityDef, D::Error> {
        let spot = Spot::deserialize(deserializer)?;
        let mut found = None;
        content(&mut |entry, abilities, _| {
            if entry == spot.entry {
                found = spot.ability.and_then(|index| abilities.get(usize::from(index)));
            }
            entry == spot.entry
        });
        found.ok_or_else(|| {
            D::Error::custom(format!(
                "no such ability: \"{}\" has no ability {:?}",
                shown(&spot.entry),
                spot.ability
            ))
        })
    }
}

/// One effect of a list, as the list's place and the effect's number in it.
pub(crate) mod effect {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(
        effect: &&'static Effect,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        let (mut same, mut equal) = (None, None);
        places::each_list(&mut |entry, at, list: List| {
            let List::Effects(effects) = list else { return false };
            if let Some(index) = effects.iter().position(|item| std::ptr::eq(item, *effect)) {
                same = Some((entry.to_owned(), at, index));
                return true;
            }
            if equal.is_none()
                && let Some(index) = effects.iter().position(|item| item == *effect)
            {
                equal = Some((entry.to_owned(), at, index));
            }
            false
        });
        let Some((entry, at, index)) = same.or(equal) else {
            return Err(S::Error::custom("an effect that is in no content entry"));
        };
        let mut out = serializer.serialize_map(Some(3))?;
        out.serialize_entry("in", &entry)?;
        out.serialize_entry("at", &at)?;
        out.serialize_entry("effect", &index)?;
        out.end()
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<&'static Effect, D::Error> {
        let spot = Spot::deserialize(deserializer)?;
        let found = spot.at.and_then(|at| places::list_at::<List>(&spot.entry, at, None)).and_then(|list| {
            let List::Effects(effects) = list else { return None };
            effects.get(usize::from(spot.effect?))
        });
        found.ok_or_else(|| {
            D::Error::custom(format!(
                "no such effect: \"{}\" has no effect {:?} in list {:?}",
                shown(&spot.entry),
                spot.effect,
                spot.at
            ))
        })
    }
}

/// Every trait the content names (card traits, traits abilities and token effects ask for).
fn known_trait(text: &str) -> Option<&'static str> {
    let traits = INVESTIGATORS
        .iter()
        .flat_map(|def| def.traits)
        .chain(PLAYER_CARDS.iter().flat_map(|def| def.traits))
        .chain(ENEMIES.iter().flat_map(|def| def.traits))
        .chain(TREACHERIES.iter().flat_map(|def| def.traits))
        .chain(LOCATIONS.iter().flat_map(|def| def.traits));
    if let Some(&found) = traits.into_iter().find(|known| **known == text) {
        return Some(found);
    }
    let mut found = None;
    content(&mut |_, abilities, _| {
        found = abilities.iter().find_map(|ability| ability.trait_.filter(|known| *known == text));
        found.is_some()
    });
    found.or_else(|| {
        SCENARIOS
            .iter()
            .flat_map(|scenario| scenario.easy_standard.iter().chain(scenario.hard_expert))
            .find_map(|token| token.trait_.filter(|known| *known == text))
    })
}

/// A trait an ability names, or none, as its text.
pub(crate) mod opt_trait {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(
        value: &Option<&'static str>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_some(value)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<&'static str>, D::Error> {
        let Some(text) = Option::<String>::deserialize(deserializer)? else { return Ok(None) };
        known_trait(&text).map(Some).ok_or_else(|| {
            D::Error::custom(format!("\"{}\" is no trait of this build's content", shown(&text)))
        })
    }
}

/// The campaign log: entries by id, each crossed out or not.
pub(crate) mod log {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(
        log: &[(&'static str, bool)],
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(log)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Vec<(&'static str, bool)>, D::Error> {
        let entries = Vec::<(String, bool)>::deserialize(deserializer)?;
        entries
            .into_iter()
            .map(|(id, crossed)| {
                let found = data::CAMPAIGN_LOG.binary_search_by(|entry| entry.id.cmp(&id)).ok();
                match found.and_then(|index| data::CAMPAIGN_LOG.get(index)) {
                    Some(entry) => Ok((entry.id, crossed)),
                    None => Err(D::Error::custom(format!("no campaign-log entry \"{}\"", shown(&id)))),
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_list_is_found_again_at_its_place() {
        let lists =
            tabletop_core::places::check_every_place::<super::List>().unwrap_or_else(|e| panic!("{e}"));
        assert!(lists > 200, "{lists} lists");
    }
}
