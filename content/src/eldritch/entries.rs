//! Helpers over the types, and card entries as the compiler reads them.

use super::*;

impl Effect {
    /// The effect lists inside this effect (a test's outcomes, an offer's branches, a choice's
    /// options, a roll's faces...), for walking every effect of an entry.
    pub fn nested(&self) -> Vec<&'static [Effect]> {
        match *self {
            Effect::Test(test) => vec![test.pass, test.fail],
            Effect::May(offer) => vec![offer.then, offer.otherwise],
            Effect::Choose(options) => options.to_vec(),
            Effect::If(check) => vec![check.then, check.otherwise],
            Effect::Each(scope) => vec![scope.effects],
            Effect::ChooseInvestigator(effects) => vec![effects],
            Effect::Roll(roll) => roll.faces.iter().map(|face| face.2).collect(),
            Effect::Fight(fight) => vec![fight.defeated, fight.undefeated],
            _ => Vec::new(),
        }
    }
}

impl Effect {
    /// Every `custom` hook named in `lists`, nested effects included.
    pub fn hooks(lists: &[&'static [Effect]]) -> Vec<Hook> {
        let mut found = Vec::new();
        for effect in lists.iter().copied().flatten() {
            if let Effect::Custom(name) = effect {
                found.push(*name);
            }
            found.extend(Effect::hooks(&effect.nested()));
        }
        found
    }
}

impl EncounterDeck {
    /// The deck's name for people (`other world`).
    pub fn label(self) -> &'static str {
        ["america", "europe", "asia", "general", "other world", "expedition", "research", "special"]
            [self as usize]
    }
}

impl Ability {
    /// The effects this ability resolves (none for bonuses and the like).
    pub fn effects(&self) -> &'static [Effect] {
        match *self {
            Ability::OnGain(effects)
            | Ability::OnGainFromDeck(effects)
            | Ability::OnRest { effects, .. }
            | Ability::OnDefeatMonster(effects)
            | Ability::OnCloseGate(effects)
            | Ability::Action { effects, .. }
            | Ability::Reckoning(effects)
            | Ability::Encounter(effects) => effects,
            _ => &[],
        }
    }
}

/// An Asset, Artifact, Spell or Condition as written: one entry, whose `backs` (one per copy)
/// make one [`CardDef`] per copy.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardEntry {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub name: &'static str,
    /// Ukrainian name.
    #[serde(default)]
    pub uk: Option<&'static str>,
    /// Copies in the deck.
    #[serde(default = "one", deserialize_with = "read::u8_in::<1, 9, _>")]
    pub copies: u8,
    /// Purchase value (Assets only, where it is required).
    #[serde(default, deserialize_with = "opt_cost")]
    pub cost: Option<u8>,
    /// Traits.
    #[serde(default, deserialize_with = "read::slice")]
    pub traits: &'static [Trait],
    /// Skill bonus, if any.
    #[serde(default)]
    pub bonus: Option<Bonus>,
    /// Spells: the combat test whose dice the spell adds to, if any.
    #[serde(default)]
    pub combat_skill: Option<Skill>,
    /// Effects (passive or when used).
    #[serde(default, deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
    /// Its abilities.
    #[serde(default, deserialize_with = "read::slice")]
    pub abilities: &'static [Ability],
    /// One back per copy (Spells and Conditions).
    #[serde(default, deserialize_with = "read::slice")]
    pub backs: &'static [BackDef],
    /// The card text.
    #[serde(default)]
    pub text: &'static str,
    /// Provenance.
    pub source: Source,
    /// Fields recalled rather than read.
    #[serde(default, deserialize_with = "read::strs")]
    pub recalled: &'static [&'static str],
}

impl CardEntry {
    /// Its effect lists: its own, its abilities' and its backs'.
    pub fn effect_lists(&self) -> Vec<&'static [Effect]> {
        let mut lists = vec![self.effects];
        lists.extend(self.abilities.iter().map(|ability| ability.effects()));
        lists.extend(self.backs.iter().map(|back| back.effects));
        lists
    }

    /// The cards of the table: one with `copies` when it has no backs, else one per back.
    pub fn cards(&self) -> Vec<CardDef> {
        let card = |copies, back| CardDef {
            id: self.id,
            name: self.name,
            uk: self.uk,
            copies,
            cost: self.cost.unwrap_or(0),
            traits: self.traits,
            bonus: self.bonus,
            combat_skill: self.combat_skill,
            effects: self.effects,
            abilities: self.abilities,
            back,
            text: self.text,
            source: self.source,
            recalled: self.recalled,
        };
        if self.backs.is_empty() {
            return vec![card(self.copies, None)];
        }
        let backs: &'static [BackDef] = self.backs;
        backs.iter().map(|back| card(1, Some(back))).collect()
    }
}
