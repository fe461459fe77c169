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
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use tabletop_core::Lang;
use tabletop_core::places::Lists;

use crate::text::effects_text;

/// One list found in the content: effects, options (lists of effects) or resource exchanges.
#[derive(Clone, Copy, PartialEq)]
enum List {
    Effects(&'static [Effect]),
    Options(&'static [&'static [Effect]]),
    Upgrades(&'static [(Resource, Resource)]),
}

impl Lists for List {
    /// Every content entry's name and its top-level lists, in table order: cards, guardians,
    /// assistants, site tiles, idols, bonus tiles, each board's camps and research levels
    /// (`bird/camp/coins`, `bird/level/1`) and the player board.
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

    fn nested(self, visit: &mut dyn FnMut(List) -> bool) -> bool {
        match self {
            List::Effects(effects) => effects.iter().any(|effect| match *effect {
                Effect::DiscardThen(then)
                | Effect::PayThen { then, .. }
                | Effect::PayTravelThen { then, .. }
                | Effect::ReturnArchaeologist(then)
                | Effect::RefreshAssistant(then) => visit(List::Effects(then)),
                Effect::Choose(options) | Effect::ChooseDistinct { options, .. } => {
                    visit(List::Options(options))
                }
                Effect::Upgrade(exchanges) => visit(List::Upgrades(exchanges)),
                _ => false,
            }),
            List::Options(options) => options.iter().any(|option| visit(List::Effects(option))),
            List::Upgrades(_) => false,
        }
    }

    fn is(self, other: List) -> bool {
        match (self, other) {
            (List::Effects(a), List::Effects(b)) => std::ptr::eq(a, b),
            (List::Options(a), List::Options(b)) => std::ptr::eq(a, b),
            (List::Upgrades(a), List::Upgrades(b)) => std::ptr::eq(a, b),
            _ => false,
        }
    }

    fn is_null(self) -> bool {
        match self {
            List::Effects(items) => items.is_empty(),
            List::Options(items) => items.is_empty(),
            List::Upgrades(items) => items.is_empty(),
        }
    }

    fn write_text<M: SerializeMap>(self, out: &mut M) -> Result<(), M::Error> {
        match self {
            List::Effects(effects) => out.serialize_entry("text", &effects_text(effects, Lang::En)),
            List::Options(options) => {
                let texts: Vec<String> =
                    options.iter().map(|option| effects_text(option, Lang::En)).collect();
                out.serialize_entry("text", &texts)
            }
            List::Upgrades(exchanges) => {
                out.serialize_entry("text", &effects_text(&[Effect::Upgrade(exchanges)], Lang::En))
            }
        }
    }
}

tabletop_core::list_field!(
    /// An effect list (`then`), written as its place in the content.
    pub(crate) mod effects: &'static [Effect], List::Effects, empty = &[], "an effect list"
);
tabletop_core::list_field!(
    /// A list of options (each an effect list), written as its place in the content.
    pub(crate) mod options: &'static [&'static [Effect]], List::Options, empty = &[], "a list of options"
);
tabletop_core::list_field!(
    /// A list of resource exchanges (an upgrade), written as its place in the content.
    pub(crate) mod upgrades: &'static [(Resource, Resource)], List::Upgrades, empty = &[], "a list of exchanges"
);

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
