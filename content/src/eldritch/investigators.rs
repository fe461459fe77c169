//! Investigators.

use super::*;

schema! {
/// A starting possession on the back of an investigator sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StartingItem {
    /// An Asset, by id.
    Asset(#[serde(deserialize_with = "asset")] &'static str),
    /// A Spell, by id.
    Spell(#[serde(deserialize_with = "spell")] &'static str),
}
}

schema! {
/// What an investigator's "Action:" ability does (the engine implements each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[expect(missing_docs, reason = "each variant is one investigator's printed Action")]
#[serde(rename_all = "kebab-case")]
pub enum InvestigatorAction {
    LookAtGates,
    ExtraAction,
    CultistAction,
    ShareClues,
    RecoverSanityHere,
    RecruitAlly,
    ConvertHealthSanity,
    RespendImprovements,
    WoundMonster,
    DiscardMonsterAtGate,
    Sail,
    GainClueIfNone,
}
}

schema! {
/// An investigator sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(from = "InvestigatorToml")]
pub struct InvestigatorDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Ukrainian name.
    pub uk: Option<&'static str>,
    /// Profession.
    pub profession: &'static str,
    /// Maximum Health.
    pub health: u8,
    /// Maximum Sanity.
    pub sanity: u8,
    /// Printed skills in [`Skill::ALL`] order.
    pub skills: [u8; 5],
    /// Starting location id.
    pub start: &'static str,
    /// Starting Assets and Spells.
    pub starting: &'static [StartingItem],
    /// Starting Clues.
    pub clues: u8,
    /// The printed "Action:" text.
    pub action: &'static str,
    /// Which Action it is.
    pub action_kind: InvestigatorAction,
    /// The printed passive ability.
    pub passive: &'static str,
    /// The skill tested by the defeated-investigator encounter when it lost all Health.
    pub crippled: Skill,
    /// The skill tested when it lost all Sanity.
    pub insane: Skill,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    pub recalled: &'static [&'static str],
}
}
