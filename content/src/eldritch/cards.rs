//! Assets, Artifacts, Spells and Conditions: their abilities and faces.

use super::*;

schema! {
/// A skill bonus printed on a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct Bonus {
    /// The skill.
    pub skill: Skill,
    /// `+amount`.
    #[serde(deserialize_with = "read::u8_in::<1, 6, _>")]
    pub amount: u8,
}
}

schema! {
/// When a test bonus or a reroll applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum During {
    /// On every test.
    Any,
    /// During Combat Encounters (the tests printed on the Monster token).
    Combat,
    /// When resolving Spell effects.
    Spell,
    /// During Other World Encounters.
    OtherWorld,
    /// During the Acquire Assets action.
    Acquire,
}
}

schema! {
/// How a card prevents a loss of Health or Sanity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PreventBy {
    /// Discard this card (for any investigator on the owner's space).
    DiscardThis,
    /// Once per round, for any investigator: test this skill with this modifier; on a pass the
    /// loss is prevented; then flip this card.
    TestThenFlip(Skill, i8),
    /// Once per round, spend 1 Clue: all the loss of one effect is prevented (the owner only).
    SpendClue,
    /// The owner's own Spell effects (the owner only).
    OwnSpells,
}
}

schema! {
/// One ability printed on an Asset, Artifact, Spell or Condition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(from = "AbilityToml")]
pub enum Ability {
    /// `+amount` to a skill (only the highest bonus of a test counts).
    Bonus {
        /// The skill.
        skill: Skill,
        /// The bonus.
        amount: u8,
        /// When it applies.
        during: During,
    },
    /// Roll additional dice (they stack).
    ExtraDice {
        /// Dice.
        amount: u8,
        /// When.
        during: During,
        /// For every investigator on the owner's space (else the owner only).
        aura: bool,
        /// Only while the owner is on a City space.
        on_city: bool,
    },
    /// Reroll dice after a test's roll.
    Reroll {
        /// Only tests of this skill.
        skill: Option<Skill>,
        /// When.
        during: During,
        /// Once per round (else once per test).
        once_per_round: bool,
        /// Any number of dice (else 1).
        any_number: bool,
        /// Sanity spent to use it.
        sanity: u8,
    },
    /// Add 1 to the result of 1 die.
    AddToDie {
        /// Only tests of this skill.
        skill: Option<Skill>,
        /// When.
        during: During,
        /// Once per round (else once per test).
        once_per_round: bool,
    },
    /// Each 6 rolled counts as 2 successes.
    DoubleSixes {
        /// Only tests of this skill.
        skill: Option<Skill>,
        /// When.
        during: During,
    },
    /// `+strength` Strength and `+will` Will for one Combat Encounter: once per round, or by
    /// discarding this card.
    CombatBoost {
        /// Strength bonus.
        strength: u8,
        /// Will bonus.
        will: u8,
        /// Discard this card to use it (else once per round).
        discard: bool,
    },
    /// Prevent up to `up_to` loss of Health (else Sanity).
    Prevent {
        /// Health (else Sanity).
        health: bool,
        /// The most prevented (`0`: all).
        up_to: u8,
        /// How.
        by: PreventBy,
    },
    /// Monsters the owner encounters deal this much less damage (at least 1).
    ReduceDamage(u8),
    /// When the owner gains this card (then a Service is discarded).
    OnGain(&'static [Effect]),
    /// When the owner gains this card from its deck.
    OnGainFromDeck(&'static [Effect]),
    /// When the owner (or, with `aura`, an investigator on the owner's space) Rests.
    OnRest {
        /// The effects (optional ones are a `may`).
        effects: &'static [Effect],
        /// For investigators on the owner's space.
        aura: bool,
    },
    /// When the owner defeats a Monster in a Combat Encounter.
    OnDefeatMonster(&'static [Effect]),
    /// When the owner closes a Gate during an Other World Encounter.
    OnCloseGate(&'static [Effect]),
    /// "Action:" (or "Local Action:") performed as one of the owner's actions.
    Action {
        /// The effects.
        effects: &'static [Effect],
        /// A Local Action (a Condition's).
        local: bool,
    },
    /// Resolved at each Reckoning.
    Reckoning(&'static [Effect]),
    /// In the Encounter phase, in place of (or as) the owner's encounter.
    Encounter(&'static [Effect]),
    /// The owner cannot become Delayed unless it chooses to.
    NoDelay,
    /// Once per round in the Action phase, spend 1 Sanity to perform 1 additional action.
    ExtraAction,
    /// Once per round, pay 1 fewer Clue for an effect's cost.
    ClueDiscount,
    /// The owner chooses its encounter as if no Monster were on its space.
    IgnoreMonsters,
    /// A Spell whose `effects` (its casting) the owner may resolve as its encounter step starts,
    /// once per round, when a Clue is on the board (Clairvoyance).
    CastAtEncounterStart,
    /// The same, when Monsters are on the owner's space (Mists of Releh).
    CastBesideMonsters,
    /// A Spell whose `effects` the owner may resolve as each Combat Encounter starts (Wither).
    CastAtCombatStart,
    /// The owner's test dice succeed from this face up (Blessed 4, Cursed 6).
    SuccessFrom(u8),
    /// The owner cannot move (Detained).
    CannotMove,
}
}

schema! {
/// The back of one copy of a double-sided card (Spells, Conditions).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BackDef {
    /// The back's title.
    pub name: &'static str,
    /// What it says, in our words.
    #[serde(default)]
    pub text: &'static str,
    /// Resolved when the card is flipped.
    #[serde(deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
}
}

schema! {
/// An Asset, Artifact, Spell or Condition card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardDef {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Ukrainian name.
    pub uk: Option<&'static str>,
    /// Copies in the deck.
    pub copies: u8,
    /// Purchase value (Assets).
    pub cost: u8,
    /// Traits.
    pub traits: &'static [Trait],
    /// Skill bonus, if any.
    pub bonus: Option<Bonus>,
    /// Spells: the combat test whose dice the spell adds to, if any.
    pub combat_skill: Option<Skill>,
    /// Effects (passive or when used).
    pub effects: &'static [Effect],
    /// Its abilities.
    pub abilities: &'static [Ability],
    /// The back of this copy (Spells and Conditions whose backs are entered: one entry per copy).
    pub back: Option<&'static BackDef>,
    /// The card text.
    pub text: &'static str,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    pub recalled: &'static [&'static str],
}
}
