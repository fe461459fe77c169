//! Encounter and Mythos cards.

use super::*;

schema! {
/// The encounter decks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum EncounterDeck {
    /// America city encounters.
    America,
    /// Europe city encounters.
    Europe,
    /// Asia / Australia city encounters.
    Asia,
    /// General encounters.
    General,
    /// Other World encounters.
    OtherWorld,
    /// Expedition encounters.
    Expedition,
    /// Research encounters (per Ancient One).
    Research,
    /// Special encounters (per Ancient One).
    Special,
}
}

impl EncounterDeck {
    /// Every deck.
    pub const ALL: [EncounterDeck; 8] = [
        EncounterDeck::America,
        EncounterDeck::Europe,
        EncounterDeck::Asia,
        EncounterDeck::General,
        EncounterDeck::OtherWorld,
        EncounterDeck::Expedition,
        EncounterDeck::Research,
        EncounterDeck::Special,
    ];
}

schema! {
/// Where a section of an encounter card applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SectionAt {
    /// A named city (regional decks).
    Location(&'static str),
    /// A location kind (General and Research decks).
    Kind(LocationKind),
    /// The whole card (complex encounters).
    Any,
}
}

schema! {
/// One section of an encounter card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SectionDef {
    /// Where it applies.
    #[serde(deserialize_with = "section_at")]
    pub at: SectionAt,
    /// The printed text.
    #[serde(default)]
    pub text: &'static str,
    /// The text as effects.
    #[serde(deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
}
}

schema! {
/// An encounter card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EncounterDef {
    /// Stable id.
    pub id: &'static str,
    /// A name for people (cards have none printed).
    pub name: &'static str,
    /// Ukrainian name.
    #[serde(default)]
    pub uk: Option<&'static str>,
    /// Its deck.
    pub deck: EncounterDeck,
    /// Research and Special cards: the Ancient One.
    #[serde(default, deserialize_with = "opt_ancient_one")]
    pub ancient_one: Option<&'static str>,
    /// Expedition cards: the location on the back.
    #[serde(default, deserialize_with = "opt_location")]
    pub location: Option<&'static str>,
    /// Special cards: the Special deck name.
    #[serde(default)]
    pub special: Option<&'static str>,
    /// Its sections.
    #[serde(rename = "section", deserialize_with = "read::slice")]
    pub sections: &'static [SectionDef],
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    #[serde(default, deserialize_with = "read::strs")]
    pub recalled: &'static [&'static str],
}
}

schema! {
/// Mythos card colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum MythosColor {
    /// Green.
    Green,
    /// Yellow.
    Yellow,
    /// Blue.
    Blue,
}
}

schema! {
/// Mythos difficulty marks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    /// Blue seal.
    Easy,
    /// No mark.
    Normal,
    /// Tentacles.
    Hard,
}
}

schema! {
/// Mythos card traits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum MythosTrait {
    /// Resolved and discarded.
    Event,
    /// Stays in play.
    Ongoing,
    /// An Ongoing card that can end the game.
    Rumor,
}
}

schema! {
/// Mythos icons, in resolution order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum MythosIcon {
    /// Advance the Omen.
    AdvanceOmen,
    /// Resolve Reckoning effects.
    Reckoning,
    /// Spawn gates.
    SpawnGates,
    /// Monster Surge.
    MonsterSurge,
    /// Spawn clues.
    SpawnClues,
    /// Place a Rumor token.
    PlaceRumor,
    /// Place Eldritch tokens on the card.
    PlaceEldritch,
}
}

schema! {
/// A Mythos card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MythosDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Ukrainian name.
    #[serde(default)]
    pub uk: Option<&'static str>,
    /// Colour.
    pub color: MythosColor,
    /// Difficulty mark.
    pub difficulty: Difficulty,
    /// Traits.
    #[serde(deserialize_with = "read::slice")]
    pub traits: &'static [MythosTrait],
    /// Icons, in printed order.
    #[serde(deserialize_with = "read::slice")]
    pub icons: &'static [MythosIcon],
    /// Eldritch tokens placed on it.
    #[serde(default, deserialize_with = "read::u8_in::<0, 9, _>")]
    pub eldritch: u8,
    /// The effect text.
    #[serde(default)]
    pub text: &'static str,
    /// The Reckoning text, if any.
    #[serde(default)]
    pub reckoning: Option<&'static str>,
    /// The effect text as effects (resolved by the Lead Investigator); for an Ongoing card, what
    /// happens when it enters play.
    #[serde(default, deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
    /// The Reckoning text as effects (resolved by the Lead Investigator).
    #[serde(default, deserialize_with = "read::slice")]
    pub reckoning_effects: &'static [Effect],
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    #[serde(default, deserialize_with = "read::strs")]
    pub recalled: &'static [&'static str],
}
}
