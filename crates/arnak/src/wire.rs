//! How the static content a view or an event points at is written with the `serde` feature.
//!
//! A pending question ([`crate::state::Prompt`]) holds `&'static` effect lists of the content
//! tables ("pay 2 coins, then …"). They have no ids of their own, so each is written as the
//! content entry that holds it and its place there, with its English text for people:
//! `{"in": "arnak/item/parrot", "at": 1, "text": "gain 2 coins"}`, where `at` counts the entry's
//! effect lists (and option lists, and exchange lists) depth first, the entry's own list being 0.
//! Reading finds the same list again (the text is not read), so a view read back equals the view
//! written. The entry named is the one holding this very list (the card being resolved), or else
//! the first in table order holding an equal list; the build may share identical lists between
//! entries, so the entry named is then another one with the same effects. An empty list is
//! written as `null`.
//!
//! The content's small enums (site filters, marker choices, row kinds) are written as their
//! TOML names in snake case, as the content files spell them.

use content::arnak::{
    ASSISTANTS, BOARDS, BONUS_TILES, CARDS, Effect, GUARDIANS, IDOLS, MarkerChoice, PLAYER_BOARD, Resource,
    RowKind, SITE_TILES, SiteFilter,
};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use tabletop_core::Lang;

use crate::text::effects_text;

/// One list found in the content: effects, options (lists of effects) or resource exchanges.
#[derive(Clone, Copy, PartialEq)]
enum List {
    Effects(&'static [Effect]),
    Options(&'static [&'static [Effect]]),
    Upgrades(&'static [(Resource, Resource)]),
}

/// Where a list is written: the content entry holding it and its number there.
#[derive(Deserialize)]
struct Place {
    /// The entry (`arnak/item/parrot`, `bird/camp/coins`, `bird/level/1`, `player-board`).
    #[serde(rename = "in")]
    entry: String,
    /// The list's number within the entry, depth first.
    at: u16,
}

/// Calls `visit` with every content entry's name and its top-level lists, in table order, until
/// it returns `true`.
fn entries(visit: &mut dyn FnMut(&str, &[List]) -> bool) {
    for card in CARDS {
        if visit(card.id, &[List::Effects(card.effect)]) {
            return;
        }
    }
    for guardian in GUARDIANS {
        if visit(guardian.id, &[List::Effects(guardian.boon)]) {
            return;
        }
    }
    for assistant in ASSISTANTS {
        if visit(
            assistant.id,
            &[List::Effects(assistant.silver.effect), List::Effects(assistant.gold.effect)],
        ) {
            return;
        }
    }
    for tile in SITE_TILES {
        if visit(tile.id, &[List::Effects(tile.effect)]) {
            return;
        }
    }
    for idol in IDOLS {
        if visit(idol.id, &[List::Effects(idol.effect)]) {
            return;
        }
    }
    for tile in BONUS_TILES {
        if visit(tile.id, &[List::Effects(tile.effect)]) {
            return;
        }
    }
    for board in BOARDS {
        for camp in board.camps {
            if visit(&format!("{}/camp/{}", board.id, camp.id), &[List::Effects(camp.effect)]) {
                return;
            }
        }
        for (index, level) in board.research.levels.iter().enumerate() {
            let lists = [List::Effects(level.magnifier), List::Effects(level.notebook)];
            if visit(&format!("{}/level/{index}", board.id), &lists) {
                return;
            }
        }
    }
    visit("player-board", &[List::Options(PLAYER_BOARD.idol_slot_effects)]);
}

/// Calls `visit` with every list inside `list` (itself first), depth first, numbering them from
/// `*count`; stops early when `visit` returns `true`.
fn walk(list: List, count: &mut u16, visit: &mut dyn FnMut(u16, List) -> bool) -> bool {
    let number = *count;
    *count = count.saturating_add(1);
    if visit(number, list) {
        return true;
    }
    match list {
        List::Effects(effects) => effects.iter().any(|effect| match *effect {
            Effect::DiscardThen(then)
            | Effect::PayThen { then, .. }
            | Effect::PayTravelThen { then, .. }
            | Effect::ReturnArchaeologist(then)
            | Effect::RefreshAssistant(then) => walk(List::Effects(then), count, visit),
            Effect::Choose(options) | Effect::ChooseDistinct { options, .. } => {
                walk(List::Options(options), count, visit)
            }
            Effect::Upgrade(exchanges) => walk(List::Upgrades(exchanges), count, visit),
            _ => false,
        }),
        List::Options(options) => options.iter().any(|option| walk(List::Effects(option), count, visit)),
        List::Upgrades(_) => false,
    }
}

impl List {
    /// Whether both are the same static list (not only equal ones).
    fn is(self, other: List) -> bool {
        match (self, other) {
            (List::Effects(a), List::Effects(b)) => std::ptr::eq(a, b),
            (List::Options(a), List::Options(b)) => std::ptr::eq(a, b),
            (List::Upgrades(a), List::Upgrades(b)) => std::ptr::eq(a, b),
            _ => false,
        }
    }
}

fn is_empty(list: List) -> bool {
    match list {
        List::Effects(items) => items.is_empty(),
        List::Options(items) => items.is_empty(),
        List::Upgrades(items) => items.is_empty(),
    }
}

/// Finds the place of `target`: the very list (the entry being resolved), else the first equal
/// list.
fn place_of(target: List) -> Option<Place> {
    let (mut same, mut equal) = (None, None);
    entries(&mut |entry, lists| {
        let mut count = 0;
        for &list in lists {
            let stop = walk(list, &mut count, &mut |number, item| {
                if item.is(target) {
                    same = Some(Place { entry: entry.to_string(), at: number });
                    return true;
                }
                if equal.is_none() && item == target {
                    equal = Some(Place { entry: entry.to_string(), at: number });
                }
                false
            });
            if stop {
                return true;
            }
        }
        false
    });
    same.or(equal)
}

fn list_at(place: &Place) -> Option<List> {
    let mut found = None;
    entries(&mut |entry, lists| {
        if entry != place.entry {
            return false;
        }
        let mut count = 0;
        for &list in lists {
            if walk(list, &mut count, &mut |number, item| {
                if number == place.at {
                    found = Some(item);
                }
                number == place.at
            }) {
                break;
            }
        }
        true
    });
    found
}

fn write<S: Serializer>(list: List, serializer: S) -> Result<S::Ok, S::Error> {
    if is_empty(list) {
        return serializer.serialize_none();
    }
    use serde::ser::SerializeMap as _;
    let Some(place) = place_of(list) else {
        return Err(serde::ser::Error::custom("an effect list that is in no content entry"));
    };
    let mut out = serializer.serialize_map(Some(3))?;
    out.serialize_entry("in", &place.entry)?;
    out.serialize_entry("at", &place.at)?;
    match list {
        List::Effects(effects) => out.serialize_entry("text", &effects_text(effects, Lang::En))?,
        List::Options(options) => {
            let texts: Vec<String> = options.iter().map(|option| effects_text(option, Lang::En)).collect();
            out.serialize_entry("text", &texts)?;
        }
        List::Upgrades(exchanges) => {
            out.serialize_entry("text", &effects_text(&[Effect::Upgrade(exchanges)], Lang::En))?;
        }
    }
    out.end()
}

fn read<'de, D: Deserializer<'de>>(deserializer: D, empty: List) -> Result<List, D::Error> {
    let Some(place) = Option::<Place>::deserialize(deserializer)? else { return Ok(empty) };
    let found = list_at(&place).filter(|list| std::mem::discriminant(list) == std::mem::discriminant(&empty));
    found.ok_or_else(|| {
        let shown: String = place.entry.chars().take(80).collect();
        D::Error::custom(format!("no such effect list: \"{shown}\" has no list {} of this kind", place.at))
    })
}

/// An effect list (`then`), written as its place in the content.
pub(crate) mod effects {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(
        list: &&'static [Effect],
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        write(List::Effects(list), serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<&'static [Effect], D::Error> {
        match read(deserializer, List::Effects(&[]))? {
            List::Effects(list) => Ok(list),
            _ => Err(D::Error::custom("expected an effect list")),
        }
    }
}

/// A list of options (each an effect list), written as its place in the content.
pub(crate) mod options {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(
        list: &&'static [&'static [Effect]],
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        write(List::Options(list), serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<&'static [&'static [Effect]], D::Error> {
        match read(deserializer, List::Options(&[]))? {
            List::Options(list) => Ok(list),
            _ => Err(D::Error::custom("expected a list of options")),
        }
    }
}

/// A list of resource exchanges (an upgrade), written as its place in the content.
pub(crate) mod upgrades {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(
        list: &&'static [(Resource, Resource)],
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        write(List::Upgrades(list), serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<&'static [(Resource, Resource)], D::Error> {
        match read(deserializer, List::Upgrades(&[]))? {
            List::Upgrades(list) => Ok(list),
            _ => Err(D::Error::custom("expected a list of exchanges")),
        }
    }
}

/// [`SiteFilter`] as the content files write it.
#[derive(Serialize, Deserialize)]
#[serde(remote = "SiteFilter", rename_all = "snake_case")]
pub(crate) enum SiteFilterDef {
    Any,
    Camp,
    CampOrLevel1,
    Level1,
    Level2,
    Own,
}

/// [`MarkerChoice`] as the content files write it.
#[derive(Serialize, Deserialize)]
#[serde(remote = "MarkerChoice", rename_all = "snake_case")]
pub(crate) enum MarkerChoiceDef {
    Any,
    Magnifier,
    Notebook,
}

/// [`RowKind`] as the content files write it.
#[derive(Serialize, Deserialize)]
#[serde(remote = "RowKind", rename_all = "snake_case")]
pub(crate) enum RowKindDef {
    Item,
    Artifact,
}

/// What the Rival removed from the game ([`crate::Event::RivalExiled`]): one of
/// [`crate::action::RIVAL_EXILED`], read back as that same text.
pub(crate) mod rival_exiled {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(what: &&'static str, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(what)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<&'static str, D::Error> {
        let text = String::deserialize(deserializer)?;
        crate::action::RIVAL_EXILED.iter().copied().find(|known| *known == text).ok_or_else(|| {
            let shown: String = text.chars().take(80).collect();
            D::Error::custom(format!("\"{shown}\" is not something the Rival removes"))
        })
    }
}

pub(crate) mod save;

#[cfg(test)]
mod tests;
