//! Arkham Horror (2nd edition) content types, read from `content/data/arkham-2e/*.toml` and
//! baked into the tables of `content::arkham_2e`.
//!
//! Each type says how it is written in the TOML through its `#[serde(...)]` attributes; the
//! content compiler's `games/arkham_2e.rs` adds only what a type cannot say (street links both
//! ways, cards per neighbourhood deck, counts, hooks declared and used). Effects are bare
//! strings (`"lost"`) or one-key tables (`{ money = 2 }`, `{ check = { skill = "luck", ... } }`),
//! serde's external tagging; ids other entries name are resolved in scope, so a wrong one is
//! reported where it is written, with a did-you-mean.

mod components;
mod effects;
mod hook;
#[cfg(feature = "read")]
mod readers;

pub use components::*;
pub use effects::*;
pub use hook::Hook;
#[cfg(feature = "read")]
use readers::*;
#[cfg(feature = "read")]
use serde::Deserializer;

use crate::Deserialize;

#[cfg(feature = "read")]
use crate::read;
use crate::read::Scope;
use crate::schema;

/// The reference scope of location ids (`arkham-2e/location/...`).
pub const LOCATION: Scope = Scope { what: "location", within: "" };
/// The reference scope of neighbourhood ids.
pub const NEIGHBOURHOOD: Scope = Scope { what: "neighbourhood", within: "" };
/// The reference scope of Other World ids.
pub const WORLD: Scope = Scope { what: "Other World", within: "" };
/// The reference scope of investigator-card ids (items, spells, skills, allies, special cards).
pub const CARD: Scope = Scope { what: "card", within: "" };
/// The reference scope of monster ids.
pub const MONSTER: Scope = Scope { what: "monster", within: "" };

schema! {
/// Where an entry's values come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// Printed in the rulebook.
    Rulebook,
    /// Public data in `shared/reference/arkham-2e/`.
    Reference,
    /// From knowledge of the published components.
    Recalled,
    /// Not known: a stand-in designed to play like the published component.
    Designed,
}
}

schema! {
/// The nine dimensional symbols of monsters, gates and Mythos movement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Dimension {
    /// Slash (черта).
    Slash,
    /// Triangle.
    Triangle,
    /// Star.
    Star,
    /// Hexagon.
    Hexagon,
    /// Square.
    Square,
    /// Diamond (ромб).
    Diamond,
    /// Circle.
    Circle,
    /// Crescent (moon).
    Crescent,
    /// Plus.
    Plus,
}
}

schema! {
/// The encounter colours of gate cards and Other Worlds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// Red.
    Red,
    /// Blue.
    Blue,
    /// Green.
    Green,
    /// Yellow.
    Yellow,
}
}

schema! {
/// How a monster moves (the colour of its token's border).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Movement {
    /// Black border: one step along its arrow.
    Normal,
    /// Yellow border: never moves.
    Stationary,
    /// Red border: two steps.
    Fast,
    /// Blue border: to the Sky and onto streets with investigators.
    Flying,
    /// Green border: its own rule (the monster's `rule` hook).
    Special,
}
}

schema! {
/// A monster's combat abilities, as printed keywords.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Keyword {
    /// Ambush: once combat starts, the investigator cannot flee.
    Ambush,
    /// Endless: never taken as a trophy; back to the cup.
    Endless,
    /// Undead.
    Undead,
    /// Mask: in the cup only with Nyarlathotep.
    Mask,
    /// Physical Resistance: physical bonuses count half.
    PhysicalResistance,
    /// Physical Immunity: physical bonuses count nothing.
    PhysicalImmunity,
    /// Magical Resistance.
    MagicalResistance,
    /// Magical Immunity.
    MagicalImmunity,
    /// Nightmarish N: lose N Sanity even on a passed Horror check.
    Nightmarish(u8),
    /// Overwhelming N: lose N Stamina even on a passed Combat check.
    Overwhelming(u8),
}
}

impl Keyword {
    /// The ability the keyword names, without its number.
    pub const fn ability(self) -> Ability {
        match self {
            Keyword::Ambush => Ability::Ambush,
            Keyword::Endless => Ability::Endless,
            Keyword::Undead => Ability::Undead,
            Keyword::Mask => Ability::Mask,
            Keyword::PhysicalResistance => Ability::PhysicalResistance,
            Keyword::PhysicalImmunity => Ability::PhysicalImmunity,
            Keyword::MagicalResistance => Ability::MagicalResistance,
            Keyword::MagicalImmunity => Ability::MagicalImmunity,
            Keyword::Nightmarish(_) => Ability::Nightmarish,
            Keyword::Overwhelming(_) => Ability::Overwhelming,
        }
    }
}

schema! {
/// A monster ability by name, without a number (`nightmarish`): what a card lets its holder
/// ignore, or which monsters an Environment changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ability {
    /// Ambush.
    Ambush,
    /// Endless.
    Endless,
    /// Undead.
    Undead,
    /// Mask.
    Mask,
    /// Physical Resistance.
    PhysicalResistance,
    /// Physical Immunity.
    PhysicalImmunity,
    /// Magical Resistance.
    MagicalResistance,
    /// Magical Immunity.
    MagicalImmunity,
    /// Nightmarish.
    Nightmarish,
    /// Overwhelming.
    Overwhelming,
}
}

schema! {
/// What a skill check tests. The six skills, and the checks built on them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Check {
    /// Speed.
    Speed,
    /// Sneak.
    Sneak,
    /// Fight.
    Fight,
    /// Will.
    Will,
    /// Lore.
    Lore,
    /// Luck.
    Luck,
    /// Evade (Sneak).
    Evade,
    /// Horror (Will).
    Horror,
    /// Combat (Fight).
    Combat,
    /// Spell (Lore).
    Spell,
}
}

schema! {
/// The investigator decks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Deck {
    /// Common Items.
    CommonItem,
    /// Unique Items.
    UniqueItem,
    /// Spells.
    Spell,
    /// Skills.
    Skill,
    /// Allies.
    Ally,
    /// Special cards (Retainer, Lodge Membership, Bank Loan, Blessing/Curse, Deputy).
    Special,
}
}

impl Deck {
    /// The deck's name for people (`common item`).
    pub const fn label(self) -> &'static str {
        match self {
            Deck::CommonItem => "common item",
            Deck::UniqueItem => "unique item",
            Deck::Spell => "spell",
            Deck::Skill => "skill",
            Deck::Ally => "ally",
            Deck::Special => "special",
        }
    }
}

schema! {
/// What a rolled amount changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stat {
    /// Money.
    Money,
    /// Clue tokens.
    Clues,
    /// Stamina.
    Stamina,
    /// Sanity.
    Sanity,
}
}

schema! {
/// Which areas of Arkham an effect on monsters covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Area {
    /// Streets and locations (and, with no neighbourhood named, the Sky and the Outskirts).
    #[default]
    Any,
    /// Streets only.
    Streets,
    /// Locations only.
    Locations,
    /// The Sky and the Outskirts.
    SkyAndOutskirts,
}
}
