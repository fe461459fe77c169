//! How content types inside views and events are written with the `serde` feature: effects,
//! resources and skulk kinds in snake case, with serde's external tagging (`"chamber"`,
//! `{"gain": {"magic": 2, ...}}`); hooks by their names in the content
//! (`{"custom": "shan-queen"}`, as [`Hook::name`] says). Events name Chambers, monsters and
//! investigators by content id, never by table position.

use content::evil_priest::{Effect, Hook, Res, Resource, SkulkKind};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// [`Effect`] in snake case.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Effect", rename_all = "snake_case")]
pub(crate) enum EffectWire {
    Gain(Res),
    Chamber,
    Chant,
    Monster,
    FreeMonster,
    Rescue(u8),
    Recover(u8),
    FirstPlayer,
    Raid(u8),
    TakeShoggoth,
    ShoggothRemove,
    DeepOne(#[serde(with = "ResourceWire")] Resource),
    Growth(u8),
    Worship,
    Mutate,
    Evolve,
    Skulk(#[serde(with = "SkulkKindWire")] SkulkKind),
    PriestAbility,
    StealSpellbook,
    TrapCultist,
    StrikePool,
    StrikeBoard,
    Custom(#[serde(with = "HookWire")] Hook),
}

/// [`Resource`] in snake case.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Resource", rename_all = "snake_case")]
pub(crate) enum ResourceWire {
    Treasure,
    Blood,
    Magic,
    Spellbook,
    ElderSign,
}

/// [`SkulkKind`] in snake case.
#[derive(Serialize, Deserialize)]
#[serde(remote = "SkulkKind", rename_all = "snake_case")]
pub(crate) enum SkulkKindWire {
    Town,
    Ritual,
    Flex,
    Block,
    Cult,
}

/// [`Hook`] by its name in the content.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Hook", rename_all = "kebab-case")]
pub(crate) enum HookWire {
    FederalAgent,
    ShanQueen,
    JohnScott,
    AvatarHowler,
    AvatarBloatedWoman,
    AvatarDarkPharaoh,
    AvatarHaunter,
}

/// What happened to acolytes ([`crate::Event::AcolyteMoved`]): one of
/// [`crate::ACOLYTE_MOVES`], read back as that same text.
pub(crate) mod acolyte_moved {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(what: &&'static str, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(what)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<&'static str, D::Error> {
        let text = String::deserialize(deserializer)?;
        crate::action::ACOLYTE_MOVES.iter().copied().find(|known| *known == text).ok_or_else(|| {
            let shown: String = text.chars().take(80).collect();
            D::Error::custom(format!("\"{shown}\" is not a known acolyte move"))
        })
    }
}

#[cfg(test)]
mod tests;

tabletop_core::content_id_field!(
    /// A Chamber by index into `CHAMBERS`, written as its id.
    pub(crate) mod chamber_id: u8, "Chamber", content::evil_priest::CHAMBERS
);
tabletop_core::content_id_field!(
    /// A monster by index into `MONSTERS`, written as its id.
    pub(crate) mod monster_id: u8, "monster", content::evil_priest::MONSTERS
);
tabletop_core::content_id_field!(
    /// An investigator by index into `INVESTIGATORS`, written as its id.
    pub(crate) mod investigator_id: u8, "investigator", content::evil_priest::INVESTIGATORS
);

tabletop_core::content_id_field!(
    /// An investigator or none.
    pub(crate) mod opt_investigator_id: Option<u8> via investigator_id
);
