//! Monsters and their rules.

use super::*;

schema! {
/// Combat values of a monster (or of the Ancient One's Cultists).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MonsterStats {
    /// Will test modifier; `None` when the token has no Will test.
    pub will: Option<i8>,
    /// Horror.
    pub horror: u8,
    /// Strength test modifier; `None` when the token has no Strength test.
    pub strength: Option<i8>,
    /// Damage.
    pub damage: u8,
    /// Toughness.
    pub toughness: u8,
}
}

schema! {
/// A kind of monster token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(try_from = "MonsterToml")]
pub struct MonsterDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Ukrainian name.
    pub uk: Option<&'static str>,
    /// Tokens of this kind in the box.
    pub copies: u8,
    /// An Epic monster (never in the cup).
    pub epic: bool,
    /// A Cultist: its stats come from the Ancient One.
    pub cultist: bool,
    /// Combat values (ignored for Cultists).
    pub stats: MonsterStats,
    /// Its printed text and the rules the engine applies (ignored for Cultists).
    pub rules: MonsterRules,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    pub recalled: &'static [&'static str],
}
}

schema! {
/// The printed text on a Monster token (or a Cultist entry) and what the engine does with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MonsterRules {
    /// The text, in our words.
    pub text: &'static str,
    /// "Spawns on" this space instead of where it was drawn for.
    pub spawns_on: Option<&'static str>,
    /// Its Reckoning, resolved by the Lead Investigator with "its space" as the effects' space.
    pub reckoning: &'static [Effect],
    /// When an investigator defeats it in combat, that investigator resolves these.
    pub on_defeat: &'static [Effect],
    /// A named hook that changes its Combat Encounter (declared like any hook).
    pub combat: Option<Hook>,
    /// Its toughness is the printed value plus the number of investigators (Epic Monsters).
    pub toughness_plus_investigators: bool,
}
}

impl MonsterRules {
    /// No text and no rules.
    pub const NONE: MonsterRules = MonsterRules {
        text: "",
        spawns_on: None,
        reckoning: &[],
        on_defeat: &[],
        combat: None,
        toughness_plus_investigators: false,
    };
}

schema! {
/// How many Eldritch tokens (or how much toughness) a Mystery needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenCount {
    /// Half the number of investigators, rounded up.
    HalfPlayers,
    /// The number of investigators.
    Players,
    /// Twice the number of investigators.
    TwicePlayers,
    /// A fixed number.
    Fixed(u8),
}
}

schema! {
/// Where a Mystery's tokens lie on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sites {
    /// One Mystery token on a random space, moving to another after each Eldritch token.
    Moving,
    /// Mystery tokens on these spaces; each is taken onto the card when paid for there.
    Fixed(&'static [&'static str]),
    /// This many Mystery tokens on random spaces; each is taken onto the card when paid for.
    Random(TokenCount),
    /// Each investigator places a token on the nearest Sea space without one.
    NearestSea,
}
}
