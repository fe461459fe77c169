//! The board, investigators, Ancient Ones, monsters, cards, encounters and Mythos cards.

use super::*;

schema! {
/// A neighbourhood of Arkham: its street area, the monster-movement arrows leaving it, and the
/// streets it is linked to without an arrow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NeighbourhoodDef {
    /// Stable id (`arkham-2e/neighbourhood/downtown`).
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name, where the rulebook prints it.
    #[serde(default)]
    pub name_ru: Option<&'static str>,
    /// The street its white arrow leads to.
    #[serde(deserialize_with = "neighbourhood")]
    pub white: &'static str,
    /// The street its black arrow leads to.
    #[serde(deserialize_with = "neighbourhood")]
    pub black: &'static str,
    /// Streets linked without an arrow from here (the link is listed on one side only).
    #[serde(default, deserialize_with = "neighbourhoods")]
    pub links: &'static [&'static str],
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// A location of Arkham (monsters leave it along both arrows to its own street).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocationDef {
    /// Stable id (`arkham-2e/location/black-cave`).
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name, where the rulebook prints it.
    #[serde(default)]
    pub name_ru: Option<&'static str>,
    /// Its neighbourhood.
    #[serde(deserialize_with = "neighbourhood")]
    pub neighbourhood: &'static str,
    /// Green diamond: gates and monsters never appear here.
    pub stable: bool,
    /// Not on the map: an encounter slot of the neighbourhood's cards (the Inner Sanctum).
    #[serde(default)]
    pub hidden: bool,
    /// Closes for good when the terror level reaches this (General Store 3, ...).
    #[serde(default)]
    pub closes_at_terror: Option<u8>,
    /// What it offers instead of an encounter, in the effect vocabulary: taken whole, its losses
    /// are the price (offered only when they can be paid and the ability would do something).
    #[serde(default, deserialize_with = "read::slice")]
    pub ability: &'static [Effect],
    /// The toughness of monster trophies the ability costs (0: none); a gate trophy counts as 5.
    #[serde(default)]
    pub trophies: u8,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// An Other World: two areas, its encounter colours and its gate markers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OtherWorldDef {
    /// Stable id (`arkham-2e/world/yuggoth`).
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name, where the rulebook prints it.
    #[serde(default)]
    pub name_ru: Option<&'static str>,
    /// The gate-card colours of its encounters.
    #[serde(deserialize_with = "read::slice")]
    pub colours: &'static [Colour],
    /// The dimensional symbol of its gates.
    pub dimension: Dimension,
    /// Gate markers leading here.
    pub gates: u8,
    /// The modifier printed on those markers (to close the gate).
    #[serde(deserialize_with = "read::In::<-5, 5>::i8")]
    pub close_modifier: i8,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// The two skills of a slider track, at its four positions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Track {
    /// The left skill (Speed, Fight, Lore) at each position.
    pub left: [u8; 4],
    /// The right skill (Sneak, Will, Luck) at each position.
    pub right: [u8; 4],
}
}

schema! {
/// Random possessions: cards drawn at setup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Draws {
    /// Common Items.
    pub common: u8,
    /// Unique Items.
    pub unique: u8,
    /// Spells.
    pub spell: u8,
    /// Skills.
    pub skill: u8,
    /// Allies.
    pub ally: u8,
}
}

schema! {
/// An investigator sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InvestigatorDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name, where the rulebook prints it.
    #[serde(default)]
    pub name_ru: Option<&'static str>,
    /// Occupation ("the Student").
    pub title: &'static str,
    /// Maximum Sanity.
    #[serde(deserialize_with = "read::In::<1, 9>::u8")]
    pub sanity: u8,
    /// Maximum Stamina.
    #[serde(deserialize_with = "read::In::<1, 9>::u8")]
    pub stamina: u8,
    /// Focus.
    #[serde(deserialize_with = "read::In::<1, 5>::u8")]
    pub focus: u8,
    /// Where the investigator starts.
    #[serde(deserialize_with = "location")]
    pub home: &'static str,
    /// Speed and Sneak.
    pub speed_sneak: Track,
    /// Fight and Will.
    pub fight_will: Track,
    /// Lore and Luck.
    pub lore_luck: Track,
    /// Starting money.
    pub money: u8,
    /// Starting Clue tokens.
    #[serde(default)]
    pub clues: u8,
    /// Fixed possessions: named cards.
    #[serde(default, deserialize_with = "cards")]
    pub cards: &'static [&'static str],
    /// Fixed possessions: cards drawn from a deck (unnamed on the sheet).
    #[serde(default)]
    pub fixed: Draws,
    /// Random possessions.
    pub random: Draws,
    /// The unique ability.
    pub ability: Hook,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// An Ancient One's attack in the final battle: each investigator makes the check, whose
/// modifier falls by `step` every turn after the first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields, bound(deserialize = "'de: 'static"))]
pub struct AttackDef {
    /// The check.
    pub check: Check,
    /// Its first-turn modifier.
    #[serde(rename = "mod", deserialize_with = "read::In::<-9, 9>::i8")]
    pub modifier: i8,
    /// How much the modifier falls each turn.
    #[serde(default)]
    pub step: u8,
    /// What failing it does.
    #[serde(deserialize_with = "read::slice")]
    pub fail: &'static [Effect],
}
}

schema! {
/// An Ancient One sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AncientOneDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name, where the rulebook prints it.
    #[serde(default)]
    pub name_ru: Option<&'static str>,
    /// Spaces of the doom track.
    #[serde(deserialize_with = "read::In::<5, 20>::u8")]
    pub doom: u8,
    /// Combat rating (none: it cannot be fought, or its rating is set by its battle rule).
    #[serde(default)]
    pub combat: Option<i8>,
    /// Defences.
    #[serde(default, deserialize_with = "read::slice")]
    pub defences: &'static [Keyword],
    /// What it does to its worshippers (a monster's statistics).
    pub worshippers: Hook,
    /// Its power while it slumbers.
    pub power: Hook,
    /// What happens once before the final battle.
    #[serde(default)]
    pub start_of_battle: Option<Hook>,
    /// Its attack (none: the game ends when it awakens).
    #[serde(default)]
    pub attack: Option<AttackDef>,
    /// Its attack's rule beyond the check.
    #[serde(default)]
    pub attack_rule: Option<Hook>,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// A monster kind: one entry per kind, `copies` tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MonsterDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name, where the rulebook prints it.
    #[serde(default)]
    pub name_ru: Option<&'static str>,
    /// Tokens in the box.
    #[serde(deserialize_with = "read::In::<1, 9>::u8")]
    pub copies: u8,
    /// Dimensional symbol.
    pub dimension: Dimension,
    /// Movement type.
    pub movement: Movement,
    /// Awareness (the Evade check's modifier).
    #[serde(deserialize_with = "read::In::<-5, 5>::i8")]
    pub awareness: i8,
    /// Horror rating (none: no Horror check).
    #[serde(default)]
    pub horror_rating: Option<i8>,
    /// Horror damage in Sanity.
    #[serde(default)]
    pub horror_damage: u8,
    /// Toughness.
    #[serde(deserialize_with = "read::In::<1, 9>::u8")]
    pub toughness: u8,
    /// Combat rating (none: its rule says how it is fought).
    #[serde(default)]
    pub combat_rating: Option<i8>,
    /// Combat damage in Stamina.
    #[serde(default)]
    pub combat_damage: u8,
    /// Printed abilities.
    #[serde(default, deserialize_with = "read::slice")]
    pub abilities: &'static [Keyword],
    /// What defeating it in combat gives instead of the trophy (the monster goes back to the
    /// box): the Mi-Go's Unique Item, the Warlock's Clues.
    #[serde(default, deserialize_with = "read::slice")]
    pub defeated: &'static [Effect],
    /// What a failed Combat check against it does instead of its combat damage; the combat
    /// ends (the Dimensional Shambler's Lost in Time and Space).
    #[serde(default, deserialize_with = "read::slice")]
    pub fail: &'static [Effect],
    /// Its printed special rule.
    #[serde(default)]
    pub rule: Option<Hook>,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// A weapon's bonus to Combat checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WeaponDef {
    /// The bonus.
    #[serde(deserialize_with = "read::In::<0, 12>::u8")]
    pub bonus: u8,
    /// Magical (else physical).
    #[serde(default)]
    pub magical: bool,
    /// Discarded after one combat.
    #[serde(default)]
    pub once: bool,
}
}

schema! {
/// A passive bonus to a check while the card is held.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BonusDef {
    /// The check.
    pub check: Check,
    /// The bonus.
    #[serde(deserialize_with = "read::In::<-9, 9>::i8")]
    pub amount: i8,
}
}

schema! {
/// An investigator card kind: one entry per kind, `copies` cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    /// Stable id (`arkham-2e/common-item/tommy-gun`).
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name, where the rulebook prints it.
    #[serde(default)]
    pub name_ru: Option<&'static str>,
    /// Its deck.
    pub deck: Deck,
    /// Copies in the box.
    #[serde(deserialize_with = "read::In::<1, 9>::u8")]
    pub copies: u8,
    /// Price in dollars (items).
    #[serde(default)]
    pub price: Option<u8>,
    /// Hands it takes in combat.
    #[serde(default, deserialize_with = "read::In::<0, 2>::u8")]
    pub hands: u8,
    /// A tome (an item that is read).
    #[serde(default)]
    pub tome: bool,
    /// Its Combat-check bonus.
    #[serde(default)]
    pub weapon: Option<WeaponDef>,
    /// Passive bonuses to checks.
    #[serde(default, deserialize_with = "read::slice")]
    pub bonus: &'static [BonusDef],
    /// Spells: the casting modifier (none: set by its rule).
    #[serde(default)]
    pub casting: Option<i8>,
    /// Spells: the Sanity cost.
    #[serde(default)]
    pub sanity_cost: u8,
    /// Exhaust to re-roll a failed check of this kind.
    #[serde(default)]
    pub reroll: Option<Check>,
    /// Monster abilities that do not affect the holder (an Ally's: no Sanity from Nightmarish,
    /// no Stamina from Overwhelming, Endless monsters claimed as trophies, resistances ignored).
    #[serde(default, deserialize_with = "read::slice")]
    pub ignores: &'static [Ability],
    /// Skills: extra bonus dice a Clue token gives when spent on a check of a skill this card's
    /// `bonus` raises (the checks built on that skill included).
    #[serde(default, deserialize_with = "read::In::<0, 3>::u8")]
    pub clue_dice: u8,
    /// Movement points spent to use it (tomes and the like).
    #[serde(default)]
    pub movement_cost: u8,
    /// What using it does (after exhausting it and paying `movement_cost`).
    #[serde(default, rename = "use", deserialize_with = "read::slice")]
    pub on_use: &'static [Effect],
    /// What taking it does.
    #[serde(default, deserialize_with = "read::slice")]
    pub on_gain: &'static [Effect],
    /// What it does every Upkeep.
    #[serde(default, deserialize_with = "read::slice")]
    pub upkeep: &'static [Effect],
    /// Its rule beyond the vocabulary.
    #[serde(default)]
    pub rule: Option<Hook>,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// One encounter on a location card: the location it is for, and what it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocationEncounter {
    /// The location.
    #[serde(deserialize_with = "location")]
    pub location: &'static str,
    /// The printed text, for display.
    #[serde(default)]
    pub text: &'static str,
    /// What it does.
    #[serde(deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
}
}

schema! {
/// A location card of a neighbourhood deck (one encounter per location of the neighbourhood).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocationCardDef {
    /// Stable id (`arkham-2e/location-card/downtown-1`).
    pub id: &'static str,
    /// The neighbourhood deck.
    #[serde(deserialize_with = "neighbourhood")]
    pub neighbourhood: &'static str,
    /// Its encounters.
    #[serde(rename = "encounter", deserialize_with = "read::slice")]
    pub encounters: &'static [LocationEncounter],
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// One encounter on a gate card: for one Other World (none: the "Other" slot).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GateEncounter {
    /// The Other World, or "other".
    #[serde(deserialize_with = "world_or_other")]
    pub world: Option<&'static str>,
    /// The printed text, for display.
    #[serde(default)]
    pub text: &'static str,
    /// What it does.
    #[serde(deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
}
}

schema! {
/// A gate card (Other World encounters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GateCardDef {
    /// Stable id (`arkham-2e/gate-card/01`).
    pub id: &'static str,
    /// Its colour.
    pub colour: Colour,
    /// Its encounters.
    #[serde(rename = "encounter", deserialize_with = "read::slice")]
    pub encounters: &'static [GateEncounter],
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// The kinds of Mythos card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MythosKind {
    /// Headline: resolved at once.
    Headline,
    /// Environment (Weather): stays until replaced.
    Weather,
    /// Environment (Urban).
    Urban,
    /// Environment (Mystic).
    Mystic,
    /// Rumor: stays until passed or failed.
    Rumor,
    /// No type: a card that only acts when drawn (The Story Continues).
    Special,
}
}

schema! {
/// A Mythos card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MythosDef {
    /// Stable id.
    pub id: &'static str,
    /// English title.
    pub name: &'static str,
    /// Russian title, where the rulebook prints it.
    #[serde(default)]
    pub name_ru: Option<&'static str>,
    /// Its kind.
    pub kind: MythosKind,
    /// Where a gate opens.
    #[serde(default, deserialize_with = "opt_location")]
    pub gate: Option<&'static str>,
    /// Where a Clue appears.
    #[serde(default, deserialize_with = "opt_location")]
    pub clue: Option<&'static str>,
    /// Monsters moving along white arrows.
    #[serde(default, deserialize_with = "read::slice")]
    pub white: &'static [Dimension],
    /// Monsters moving along black arrows.
    #[serde(default, deserialize_with = "read::slice")]
    pub black: &'static [Dimension],
    /// The printed text, for display.
    #[serde(default)]
    pub text: &'static str,
    /// What it does when drawn.
    #[serde(default, deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
    /// While in play: bonuses and penalties to checks made in Arkham (by base skill).
    #[serde(default, deserialize_with = "read::slice")]
    pub modifiers: &'static [BonusDef],
    /// While in play: monsters whose toughness rises.
    #[serde(default, deserialize_with = "read::slice")]
    pub toughness: &'static [ToughnessDef],
    /// Its lasting rule (environments and rumors) beyond `effects`.
    #[serde(default)]
    pub rule: Option<Hook>,
    /// Where the values come from.
    pub source: Source,
}
}

schema! {
/// Monsters whose toughness a Mythos card in play raises: the kinds named and those with the
/// ability named.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields, bound(deserialize = "'de: 'static"))]
pub struct ToughnessDef {
    /// Monster kinds.
    #[serde(default, deserialize_with = "monsters")]
    pub monsters: &'static [&'static str],
    /// Every monster with this printed ability.
    #[serde(default)]
    pub ability: Option<Ability>,
    /// How much.
    #[serde(deserialize_with = "read::In::<1, 5>::u8")]
    pub by: u8,
}
}

schema! {
/// A `[[hook]]` table: a hook that entries use, with the rule it implements in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HookDef {
    /// The hook.
    pub name: Hook,
    /// The rule it implements.
    pub rule: &'static str,
}
}
