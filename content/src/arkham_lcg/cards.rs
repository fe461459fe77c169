//! The entries: encounter sets, investigators, player cards, scenarios, agendas, acts,
//! locations, enemies, treacheries, campaign-log entries, default decks and hooks.

use super::*;

schema! {
/// An encounter set (`[[encounter_set]]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EncounterSetDef {
    /// arkhamdb's encounter code (`torch`).
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    pub ru: &'static str,
    /// Where the values come from.
    pub source: Source,
}

/// A deck-building option: `{ classes = ["guardian", "neutral"], max_level = 5 }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct DeckOption {
    /// Classes allowed.
    #[serde(deserialize_with = "read::slice")]
    pub classes: &'static [Class],
    /// Highest level allowed.
    pub max_level: u8,
}

/// An investigator (`[[investigator]]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InvestigatorDef {
    /// arkhamdb code.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// English subtitle.
    pub subtitle: &'static str,
    /// Russian name.
    pub ru: &'static str,
    /// Class.
    pub class: Class,
    /// Traits.
    #[serde(deserialize_with = "read::strs")]
    pub traits: &'static [&'static str],
    /// Skills.
    pub skills: Skills,
    /// Health.
    pub health: u8,
    /// Sanity.
    pub sanity: u8,
    /// Abilities, the [elder_sign] effect included.
    #[serde(deserialize_with = "read::slice")]
    pub abilities: &'static [AbilityDef],
    /// Cards in the deck, not counting required cards.
    pub deck_size: u8,
    /// What the deck may hold.
    #[serde(deserialize_with = "read::slice")]
    pub deck_options: &'static [DeckOption],
    /// Signature cards and weaknesses (outside the deck size).
    #[serde(deserialize_with = "card_refs")]
    pub required: &'static [&'static str],
    /// Random basic weaknesses added.
    pub random_basic_weaknesses: u8,
    /// Where the values come from.
    pub source: Source,
}

/// A player card (`[[card]]`): assets, events, skills and the weaknesses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerCardDef {
    /// arkhamdb code.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// English subtitle.
    #[serde(default)]
    pub subtitle: Option<&'static str>,
    /// Russian name.
    pub ru: &'static str,
    /// Type.
    pub kind: PlayerKind,
    /// Class.
    pub class: Class,
    /// Level (experience); `None` for signature cards, weaknesses and story assets.
    #[serde(default)]
    pub level: Option<u8>,
    /// Resource cost; `None` for skills and cards with no cost.
    #[serde(default)]
    pub cost: Option<u8>,
    /// Traits.
    #[serde(default, deserialize_with = "read::strs")]
    pub traits: &'static [&'static str],
    /// Skill icons.
    #[serde(default)]
    pub icons: Icons,
    /// Slots taken.
    #[serde(default, deserialize_with = "read::slice")]
    pub slots: &'static [Slot],
    /// Health (assets); `None` is no health, distinct from 0.
    #[serde(default)]
    pub health: Option<u8>,
    /// Sanity (assets).
    #[serde(default)]
    pub sanity: Option<u8>,
    /// Uses.
    #[serde(default)]
    pub uses: Option<Uses>,
    /// Unique.
    #[serde(default)]
    pub unique: bool,
    /// Keywords (fast, hunter, peril).
    #[serde(default, deserialize_with = "read::slice")]
    pub keywords: &'static [Keyword],
    /// Copies in the box.
    pub copies: u8,
    /// Copies of one title a deck may hold.
    #[serde(default = "two")]
    pub deck_limit: u8,
    /// Which weakness it is.
    #[serde(default)]
    pub weakness: Weakness,
    /// At most this many copies committed to one skill test.
    #[serde(default)]
    pub max_committed: Option<u8>,
    /// The investigator whose deck only it belongs to (signature cards).
    #[serde(default, deserialize_with = "opt_investigator_ref")]
    pub signature_of: Option<&'static str>,
    /// The encounter set of a story asset (Lita Chantler).
    #[serde(default, deserialize_with = "opt_set_ref")]
    pub set: Option<&'static str>,
    /// A weakness enemy's numbers.
    #[serde(default)]
    pub enemy: Option<EnemyStats>,
    /// A weakness enemy's prey.
    #[serde(default)]
    pub prey: Prey,
    /// Abilities.
    #[serde(default, deserialize_with = "read::slice")]
    pub abilities: &'static [AbilityDef],
    /// Where the values come from.
    pub source: Source,
}

/// A scenario reference card's effect of one symbol token for one difficulty side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TokenEffectDef {
    /// Skull, cultist, tablet or elder thing.
    pub token: Token,
    /// The modifier (ignored when `x` is set).
    #[serde(default)]
    pub modifier: i8,
    /// The modifier is minus what this counts.
    #[serde(default)]
    pub x: Option<Count>,
    /// The trait the counts and conditions name.
    #[serde(default, rename = "trait")]
    pub trait_: Option<&'static str>,
    /// Effects whatever the result.
    #[serde(default, deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
    /// Effects on failure.
    #[serde(default, deserialize_with = "read::slice")]
    pub fail: &'static [Effect],
}

/// The chaos bag per difficulty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct ChaosBags {
    /// Easy.
    #[serde(deserialize_with = "read::slice")]
    pub easy: &'static [Token],
    /// Standard.
    #[serde(deserialize_with = "read::slice")]
    pub standard: &'static [Token],
    /// Hard.
    #[serde(deserialize_with = "read::slice")]
    pub hard: &'static [Token],
    /// Expert.
    #[serde(deserialize_with = "read::slice")]
    pub expert: &'static [Token],
}

/// How a campaign ends after a resolution.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Go on to the next scenario.
    #[default]
    Continue,
    /// The investigators win the campaign.
    Win,
    /// They survive, at a cost.
    Survive,
    /// They lose.
    Lose,
}

/// Who a resolution's trauma, XP or card goes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum Who {
    /// Each investigator.
    #[default]
    Each,
    /// The lead investigator.
    Lead,
    /// Each investigator who has not resigned.
    NotResigned,
    /// Only if the lead investigator was killed: an investigator the players choose.
    ChosenIfLeadKilled,
}

/// Trauma suffered: `{ physical = 2, mental = 2, who = "each" }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(default, deny_unknown_fields)]
pub struct Trauma {
    /// Physical trauma.
    pub physical: u8,
    /// Mental trauma.
    pub mental: u8,
    /// Who suffers it.
    pub who: Who,
}

/// A resolution (`[[scenario.resolution]]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct ResolutionDef {
    /// 0 for "no resolution", else R1, R2, R3.
    pub number: u8,
    /// Another resolution this one reads as (Midnight Masks: no resolution is R1).
    #[serde(default)]
    pub same_as: Option<u8>,
    /// Experience each investigator earns beyond the victory display.
    #[serde(default)]
    pub xp_bonus: u8,
    /// Further experience for the lead investigator.
    #[serde(default)]
    pub lead_xp_bonus: u8,
    /// Trauma.
    #[serde(default)]
    pub trauma: Trauma,
    /// Investigators who have not resigned are killed.
    #[serde(default)]
    pub killed: bool,
    /// Campaign-log entries recorded.
    #[serde(default, deserialize_with = "log_refs")]
    pub record: &'static [&'static str],
    /// Campaign-log entries crossed out.
    #[serde(default, deserialize_with = "log_refs")]
    pub cross_out: &'static [&'static str],
    /// Cards earned (by `earn_who`).
    #[serde(default, deserialize_with = "card_refs")]
    pub earn: &'static [&'static str],
    /// Who earns them.
    #[serde(default)]
    pub earn_who: Who,
    /// Cards removed from every deck.
    #[serde(default, deserialize_with = "card_refs")]
    pub remove: &'static [&'static str],
    /// Random basic Madness weaknesses each investigator adds.
    #[serde(default)]
    pub madness_weaknesses: u8,
    /// What it does to the campaign.
    #[serde(default)]
    pub outcome: Outcome,
    /// What the log lists of cultists need (Midnight Masks), run by name.
    #[serde(default)]
    pub hook: Option<Hook>,
}

/// A random pick of locations at setup: `{ from = ["01130", "01131"], pick = 1 }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct RandomPick {
    /// The candidates.
    #[serde(deserialize_with = "location_refs")]
    pub from: &'static [&'static str],
    /// How many are put into play; the rest are removed from the game.
    pub pick: u8,
}

/// A campaign-log condition of setup: `{ if = "house-burned", start_at = "01125", remove = ["01124"] }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LogSetup {
    /// The entry that must be recorded (not crossed out).
    #[serde(rename = "if", deserialize_with = "log_ref")]
    pub entry: &'static str,
    /// Start here instead.
    #[serde(default, deserialize_with = "opt_card_ref")]
    pub start_at: Option<&'static str>,
    /// Remove these cards from the game.
    #[serde(default, deserialize_with = "card_refs")]
    pub remove: &'static [&'static str],
    /// Shuffle these into the encounter deck.
    #[serde(default, deserialize_with = "card_refs")]
    pub shuffle_in: &'static [&'static str],
    /// Each player discards this many random cards from the opening hand.
    #[serde(default)]
    pub discard_opening: u8,
}

/// A scenario (`[[scenario]]`): its reference card, set-up and resolutions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioDef {
    /// The reference card's arkhamdb code.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    pub ru: &'static str,
    /// Its place in the campaign (1, 2, 3).
    pub number: u8,
    /// Its own encounter set.
    #[serde(deserialize_with = "set_ref")]
    pub set: &'static str,
    /// Encounter sets shuffled into the encounter deck (the scenario's own included).
    #[serde(deserialize_with = "set_refs")]
    pub encounter_sets: &'static [&'static str],
    /// One of these sets, chosen at random, is added; the others are removed.
    #[serde(default, deserialize_with = "set_refs")]
    pub one_of_sets: &'static [&'static str],
    /// A set kept as a separate deck (the Cultist deck).
    #[serde(default, deserialize_with = "opt_set_ref")]
    pub extra_deck: Option<&'static str>,
    /// Agendas, in order.
    #[serde(deserialize_with = "agenda_refs")]
    pub agendas: &'static [&'static str],
    /// Acts, in order.
    #[serde(deserialize_with = "act_refs")]
    pub acts: &'static [&'static str],
    /// Locations in play at setup.
    #[serde(deserialize_with = "location_refs")]
    pub locations: &'static [&'static str],
    /// Random picks of locations at setup.
    #[serde(default, deserialize_with = "read::slice")]
    pub random_locations: &'static [RandomPick],
    /// Where every investigator starts.
    #[serde(deserialize_with = "location_ref")]
    pub start_at: &'static str,
    /// Cards set aside, out of play (the set-aside locations among them).
    #[serde(default, deserialize_with = "card_refs")]
    pub set_aside: &'static [&'static str],
    /// Enemies spawned at setup, one per investigator beyond the first, at these locations in turn.
    #[serde(default, deserialize_with = "opt_card_ref")]
    pub setup_spawn: Option<&'static str>,
    /// Where the setup spawns go, in turn: each at whichever of its list is in play.
    #[serde(default, deserialize_with = "location_ref_lists")]
    pub setup_spawn_at: &'static [&'static [&'static str]],
    /// Campaign-log conditions of setup.
    #[serde(default, deserialize_with = "read::slice")]
    pub log_setup: &'static [LogSetup],
    /// Tokens added to the chaos bag for the rest of the campaign.
    #[serde(default, deserialize_with = "read::slice")]
    pub add_tokens: &'static [Token],
    /// Doom placed on agenda 1 by the number of "Cultists Who Got Away" (run by name).
    #[serde(default)]
    pub setup_hook: Option<Hook>,
    /// The chaos bag per difficulty (campaign start).
    pub chaos_bag: ChaosBags,
    /// Token effects, Easy / Standard side.
    #[serde(deserialize_with = "read::slice")]
    pub easy_standard: &'static [TokenEffectDef],
    /// Token effects, Hard / Expert side.
    #[serde(deserialize_with = "read::slice")]
    pub hard_expert: &'static [TokenEffectDef],
    /// Resolutions.
    #[serde(rename = "resolution", deserialize_with = "read::slice")]
    pub resolutions: &'static [ResolutionDef],
    /// Where the values come from.
    pub source: Source,
}

/// An agenda (`[[agenda]]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AgendaDef {
    /// arkhamdb code.
    pub id: &'static str,
    /// English name (a side).
    pub name: &'static str,
    /// Russian name.
    pub ru: &'static str,
    /// The b side's name, when it has one.
    #[serde(default)]
    pub back_name: Option<&'static str>,
    /// Encounter set.
    #[serde(deserialize_with = "set_ref")]
    pub set: &'static str,
    /// Stage.
    pub stage: u8,
    /// Doom threshold.
    pub doom: Amount,
    /// Abilities of the a side.
    #[serde(default, deserialize_with = "read::slice")]
    pub abilities: &'static [AbilityDef],
    /// What the b side does when it advances.
    #[serde(default, deserialize_with = "read::slice")]
    pub advance: &'static [Effect],
    /// The card on the b side instead (The Masked Hunter), spawned when it advances.
    #[serde(default, deserialize_with = "opt_enemy_ref")]
    pub back_enemy: Option<&'static str>,
    /// Where the values come from.
    pub source: Source,
}

/// An act (`[[act]]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActDef {
    /// arkhamdb code.
    pub id: &'static str,
    /// English name (a side).
    pub name: &'static str,
    /// Russian name.
    pub ru: &'static str,
    /// Encounter set.
    #[serde(deserialize_with = "set_ref")]
    pub set: &'static str,
    /// Stage.
    pub stage: u8,
    /// Clues spent as a group to advance; `None` when an objective advances it.
    #[serde(default)]
    pub clues: Option<Amount>,
    /// Abilities of the a side (objectives are forced abilities).
    #[serde(default, deserialize_with = "read::slice")]
    pub abilities: &'static [AbilityDef],
    /// What the b side does when it advances.
    #[serde(default, deserialize_with = "read::slice")]
    pub advance: &'static [Effect],
    /// Where the values come from.
    pub source: Source,
}

/// One side of a location.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct LocationSide {
    /// Symbol.
    pub symbol: Symbol,
    /// Symbols it connects to.
    #[serde(default, deserialize_with = "read::slice")]
    pub connections: &'static [Symbol],
}

/// A location (`[[location]]`), both sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocationDef {
    /// arkhamdb code.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// English subtitle of the revealed side.
    #[serde(default)]
    pub subtitle: Option<&'static str>,
    /// Russian name.
    pub ru: &'static str,
    /// Encounter set.
    #[serde(deserialize_with = "set_ref")]
    pub set: &'static str,
    /// Traits.
    #[serde(default, deserialize_with = "read::strs")]
    pub traits: &'static [&'static str],
    /// Shroud.
    pub shroud: u8,
    /// Clues placed when revealed.
    pub clues: Amount,
    /// Victory points.
    #[serde(default)]
    pub victory: Option<u8>,
    /// The unrevealed side.
    pub unrevealed: LocationSide,
    /// The revealed side.
    pub revealed: LocationSide,
    /// The unrevealed side blocks entry (the Parlor).
    #[serde(default)]
    pub blocked_unrevealed: bool,
    /// Abilities of the revealed side.
    #[serde(default, deserialize_with = "read::slice")]
    pub abilities: &'static [AbilityDef],
    /// Where the values come from.
    pub source: Source,
}

/// An encounter enemy (`[[enemy]]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnemyDef {
    /// arkhamdb code.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// English subtitle.
    #[serde(default)]
    pub subtitle: Option<&'static str>,
    /// Russian name.
    pub ru: &'static str,
    /// Encounter set.
    #[serde(deserialize_with = "set_ref")]
    pub set: &'static str,
    /// Copies.
    pub copies: u8,
    /// Unique.
    #[serde(default)]
    pub unique: bool,
    /// Traits.
    #[serde(deserialize_with = "read::strs")]
    pub traits: &'static [&'static str],
    /// Fight.
    pub fight: u8,
    /// Health.
    pub health: Amount,
    /// Evade.
    pub evade: u8,
    /// Damage dealt by its attack.
    #[serde(default)]
    pub damage: u8,
    /// Horror dealt by its attack.
    #[serde(default)]
    pub horror: u8,
    /// Keywords.
    #[serde(default, deserialize_with = "read::slice")]
    pub keywords: &'static [Keyword],
    /// Where it spawns.
    #[serde(default)]
    pub spawn: Spawn,
    /// Its prey.
    #[serde(default)]
    pub prey: Prey,
    /// Victory points.
    #[serde(default)]
    pub victory: Option<u8>,
    /// Abilities.
    #[serde(default, deserialize_with = "read::slice")]
    pub abilities: &'static [AbilityDef],
    /// Where the values come from.
    pub source: Source,
}

/// An encounter treachery (`[[treachery]]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TreacheryDef {
    /// arkhamdb code.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Russian name.
    pub ru: &'static str,
    /// Encounter set.
    #[serde(deserialize_with = "set_ref")]
    pub set: &'static str,
    /// Copies.
    pub copies: u8,
    /// Traits.
    #[serde(default, deserialize_with = "read::strs")]
    pub traits: &'static [&'static str],
    /// Keywords (peril).
    #[serde(default, deserialize_with = "read::slice")]
    pub keywords: &'static [Keyword],
    /// At most this many attached to one location.
    #[serde(default)]
    pub limit_per_location: Option<u8>,
    /// Abilities (the revelation first).
    #[serde(deserialize_with = "read::slice")]
    pub abilities: &'static [AbilityDef],
    /// Where the values come from.
    pub source: Source,
}

/// A campaign-log entry (`[[log_entry]]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LogEntryDef {
    /// Slug.
    #[serde(deserialize_with = "read::slug")]
    pub id: &'static str,
    /// English text.
    pub text: &'static str,
    /// Russian text.
    pub ru: &'static str,
}

/// A default deck (`[[deck]]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckDef {
    /// The investigator.
    #[serde(deserialize_with = "investigator_ref")]
    pub investigator: &'static str,
    /// `(card code, copies)`, not counting required cards and weaknesses.
    #[serde(deserialize_with = "deck_cards")]
    pub cards: &'static [(&'static str, u8)],
    /// Where the list comes from.
    pub source: Source,
}

/// A `[[hook]]` table: a rule the vocabulary cannot express, with what it does in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HookDef {
    /// The hook.
    pub name: Hook,
    /// The rule it implements.
    pub rule: &'static str,
}
}

impl InvestigatorDef {
    /// Whether the deck-building options let this investigator take a card of `class` at
    /// `level`: some option lists the class and reaches the level (the options list Neutral
    /// where the investigator may take it). The content compiler checks default decks with
    /// this, and the engine checks deck lists with it.
    pub fn may_take(&self, class: Class, level: u8) -> bool {
        self.deck_options.iter().any(|option| option.classes.contains(&class) && level <= option.max_level)
    }
}
