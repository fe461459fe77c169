//! The board: sources, skills, locations, paths, gates, clues, the Omen track and reference cards.

use super::*;

schema! {
/// Where an entry's values come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// Printed in the rulebook or Reference Guide.
    Rulebook,
    /// From the public reference data (`shared/reference/eldritch`).
    Reference,
    /// Publicly known but recalled, not checked against a source.
    Recalled,
    /// Read from public material outside `shared/reference` (a fan wiki's card pages, public
    /// transcriptions of the cards), named in a comment beside the entry.
    Public,
}
}

schema! {
/// The five skills, in sheet order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Skill {
    /// Lore (знання).
    Lore,
    /// Influence (вплив).
    Influence,
    /// Observation (спостережливість).
    Observation,
    /// Strength (сила).
    Strength,
    /// Will (воля).
    Will,
}
}

impl Skill {
    /// Every skill, in sheet order (the index of [`InvestigatorDef::skills`]).
    pub const ALL: [Skill; 5] =
        [Skill::Lore, Skill::Influence, Skill::Observation, Skill::Strength, Skill::Will];

    /// The English name.
    pub fn name(self) -> &'static str {
        ["Lore", "Influence", "Observation", "Strength", "Will"][self as usize]
    }

    /// The Ukrainian name (from the Reference Guide).
    pub fn uk(self) -> &'static str {
        ["знання", "вплив", "спостережливість", "сила", "воля"][self as usize]
    }
}

schema! {
/// A location's type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum LocationKind {
    /// City (місто).
    City,
    /// Wilderness (дика місцевість).
    Wilderness,
    /// Sea (море).
    Sea,
}
}

schema! {
/// The regional encounter deck of a city.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Region {
    /// America.
    America,
    /// Europe.
    Europe,
    /// Asia / Australia.
    Asia,
    /// No regional deck.
    None,
}
}

schema! {
/// A path's type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum PathKind {
    /// Railroad: Train tickets.
    Train,
    /// Water: Ship tickets.
    Ship,
    /// Trail: no ticket moves along it.
    Uncharted,
}
}

schema! {
/// Omen and gate symbols.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Omen {
    /// The green comet.
    Green,
    /// Blue.
    Blue,
    /// Red.
    Red,
}
}

schema! {
/// Ticket kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Ticket {
    /// Train ticket.
    Train,
    /// Ship ticket.
    Ship,
}
}

schema! {
/// Card traits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[expect(missing_docs, reason = "the trait names are the printed ones")]
#[serde(rename_all = "lowercase")]
pub enum Trait {
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
}

schema! {
/// A location on the world map.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocationDef {
    /// Stable id (`arkham`, `space-5`).
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Ukrainian name, where the rulebook gives one.
    #[serde(default)]
    pub uk: Option<&'static str>,
    /// City, Wilderness or Sea.
    pub kind: LocationKind,
    /// The regional encounter deck (cities only).
    #[serde(default = "no_region")]
    pub region: Region,
    /// One of the six expedition sites.
    #[serde(default)]
    pub expedition: bool,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    #[serde(default, deserialize_with = "read::strs")]
    pub recalled: &'static [&'static str],
}
}

schema! {
/// A path between two adjacent locations (the map's wrap-around is an ordinary path).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(try_from = "PathToml")]
pub struct PathDef {
    /// One end (the smaller id).
    pub a: &'static str,
    /// The other end.
    pub b: &'static str,
    /// Train, ship or uncharted.
    pub kind: PathKind,
    /// Provenance.
    pub source: Source,
}
}

schema! {
/// A gate token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GateDef {
    /// The location printed on it.
    #[serde(deserialize_with = "location")]
    pub location: &'static str,
    /// Its Omen symbol.
    pub omen: Omen,
    /// Provenance.
    pub source: Source,
}
}

schema! {
/// A clue token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClueDef {
    /// The location printed on it.
    #[serde(deserialize_with = "location")]
    pub location: &'static str,
    /// Provenance.
    pub source: Source,
}
}

schema! {
/// The Omen track.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct OmenTrackDef {
    /// Symbols clockwise, starting with the green comet.
    #[serde(deserialize_with = "omen_spaces")]
    pub spaces: &'static [Omen],
    /// Provenance.
    pub source: Source,
}
}

schema! {
/// A player-count reference card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(from = "ReferenceCardToml")]
pub struct ReferenceCardDef {
    /// Fewest players it is for.
    pub min_players: u8,
    /// Most players it is for.
    pub max_players: u8,
    /// Gates spawned by setup and Spawn Gates.
    pub gates: u8,
    /// Monsters per matching gate on Monster Surge.
    pub surge: u8,
    /// Clues spawned by setup and Spawn Clues.
    pub clues: u8,
    /// Provenance.
    pub source: Source,
}
}
