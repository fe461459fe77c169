//! Cards, guardians, assistants, site tiles, idols and bonus tiles.

use super::*;

schema! {
/// A card definition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    /// Stable id, `arnak/<kind>/<slug>`.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    #[serde(default)]
    pub ru: Option<&'static str>,
    /// Kind.
    pub kind: CardKind,
    /// Copies in the game (fear: 19; basic: per colour).
    #[serde(default = "one", deserialize_with = "read::In::<1, 30>::u8")]
    pub copies: u8,
    /// Buy cost: coins for items, compasses for artifacts, 0 otherwise.
    #[serde(default, deserialize_with = "read::In::<0, 12>::u8")]
    pub cost: u8,
    /// Victory points printed on the card (fear: -1).
    #[serde(default, deserialize_with = "read::In::<{ -1 }, 10>::i8")]
    pub vp: i8,
    /// Travel value when played for travel.
    pub travel: Travels,
    /// Whether the effect is a free action (⚡).
    #[serde(default)]
    pub free: bool,
    /// The effect.
    #[serde(default, deserialize_with = "read::slice")]
    pub effect: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
    /// The card's id in the reference data (`0101`), when it has one.
    #[serde(rename = "ref", default)]
    pub reference: Option<&'static str>,
}
}

schema! {
/// A guardian tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GuardianDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    #[serde(default)]
    pub ru: Option<&'static str>,
    /// Resources to overcome it.
    #[serde(default)]
    pub cost: Res,
    /// Travel to provide when overcoming it.
    #[serde(default)]
    pub travel_cost: Travels,
    /// Cards to discard from hand when overcoming it (to your play area, ignoring their effect).
    #[serde(default, deserialize_with = "read::In::<0, 2>::u8")]
    pub discard: u8,
    /// The once-per-game boon.
    #[serde(deserialize_with = "read::slice")]
    pub boon: &'static [Effect],
    /// Victory points (5).
    #[serde(default = "five", deserialize_with = "read::In::<0, 10>::u8")]
    pub vp: u8,
    /// Where the values come from.
    pub source: Source,
    /// The tile's id in the reference data, when it has one.
    #[serde(rename = "ref", default)]
    pub reference: Option<&'static str>,
}
}

schema! {
/// One side of an assistant tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AssistantSide {
    /// The effect.
    #[serde(deserialize_with = "read::slice")]
    pub effect: &'static [Effect],
    /// Whether using it is a free action (the discount-buy assistant needs the main action).
    #[serde(default = "read::yes")]
    pub free: bool,
}
}

schema! {
/// An assistant tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AssistantDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    #[serde(default)]
    pub ru: Option<&'static str>,
    /// Silver side.
    pub silver: AssistantSide,
    /// Gold side.
    pub gold: AssistantSide,
    /// Where the values come from.
    pub source: Source,
    /// The tile's id in the reference data, when it has one.
    #[serde(rename = "ref", default)]
    pub reference: Option<&'static str>,
}
}

schema! {
/// A level I or level II site tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SiteTileDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    #[serde(default)]
    pub ru: Option<&'static str>,
    /// 1 or 2.
    #[serde(deserialize_with = "read::In::<1, 2>::u8")]
    pub level: u8,
    /// The site's effect.
    #[serde(deserialize_with = "read::slice")]
    pub effect: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
    /// The tile's id in the reference data, when it has one.
    #[serde(rename = "ref", default)]
    pub reference: Option<&'static str>,
}
}

schema! {
/// An idol tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IdolDef {
    /// Stable id.
    pub id: &'static str,
    /// Symbol, used by the solo Rival's idol slots (the reward kind).
    #[serde(deserialize_with = "read::slug")]
    pub symbol: &'static str,
    /// Effect when taken face up on discovery.
    #[serde(deserialize_with = "read::slice")]
    pub effect: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
    /// The tile's id in the reference data, when it has one.
    #[serde(rename = "ref", default)]
    pub reference: Option<&'static str>,
}
}

schema! {
/// A research bonus tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BonusTileDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    #[serde(default)]
    pub ru: Option<&'static str>,
    /// The reward.
    #[serde(deserialize_with = "read::slice")]
    pub effect: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
}
}

/// A `[[bonus_tile]]` as written: one face and its number of copies (the compiler makes one
/// [`BonusTileDef`] per copy, ids ending `-1`, `-2`, ...).
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BonusTileFace {
    /// Copies of this face.
    #[serde(default = "one", deserialize_with = "read::In::<1, 10>::u8")]
    pub copies: u8,
    /// Stable id (of the face).
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    #[serde(default)]
    pub ru: Option<&'static str>,
    /// The reward.
    #[serde(deserialize_with = "read::slice")]
    pub effect: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
}

impl BonusTileFace {
    /// One tile per copy, ids ending `-1`, `-2`, ... when there are several.
    pub fn tiles(&self) -> Vec<BonusTileDef> {
        let tile =
            |id| BonusTileDef { id, name: self.name, ru: self.ru, effect: self.effect, source: self.source };
        if self.copies == 1 {
            return vec![tile(self.id)];
        }
        (1..=self.copies).map(|copy| tile(format!("{}-{copy}", self.id).leak())).collect()
    }
}
