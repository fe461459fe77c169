//! The effect vocabulary of encounters, cards and Mythos.

use super::*;

schema! {
/// One effect of an encounter, a card or a Mythos card. Amounts are signed: `{ money = -2 }`
/// loses $2. Inside `may`, a loss is a price that must be payable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    /// Gain (or lose) money.
    Money(i8),
    /// Gain (or lose) Clue tokens.
    Clues(i8),
    /// Gain (or lose) Stamina.
    Stamina(i8),
    /// Gain (or lose) Sanity.
    Sanity(i8),
    /// Restore Stamina to its maximum.
    StaminaFull,
    /// Restore Sanity to its maximum.
    SanityFull,
    /// Draw this many Common Items.
    Common(u8),
    /// Draw this many Unique Items.
    Unique(u8),
    /// Draw this many Spells.
    Spell(u8),
    /// Draw this many Skills.
    Skill(u8),
    /// Take the named Ally if it is still available; otherwise do `otherwise`.
    Ally {
        /// The Ally card.
        #[serde(deserialize_with = "card")]
        card: &'static str,
        /// What happens when it is not available.
        #[serde(default, deserialize_with = "read::slice")]
        otherwise: &'static [Effect],
    },
    /// Take this card (an Ally or a Special card) if it is available.
    Take(#[serde(deserialize_with = "card")] &'static str),
    /// Become Blessed.
    Blessed,
    /// Become Cursed.
    Cursed,
    /// Take a Retainer.
    Retainer,
    /// Take a Silver Twilight Lodge Membership.
    Membership,
    /// Become Deputy of Arkham (with the Revolver and the Patrol Wagon).
    Deputy,
    /// Take a Bank Loan.
    BankLoan,
    /// Make a skill check; `need` successes pass it.
    Check {
        /// What it tests.
        skill: Check,
        /// The printed modifier.
        #[serde(default, rename = "mod", deserialize_with = "read::In::<-9, 9>::i8")]
        modifier: i8,
        /// Successes needed (the `[2]` of a card; 1 unless printed).
        #[serde(default = "one", deserialize_with = "read::In::<1, 9>::u8")]
        need: u8,
        /// What passing it does.
        #[serde(default, deserialize_with = "read::slice")]
        pass: &'static [Effect],
        /// What failing it does.
        #[serde(default, deserialize_with = "read::slice")]
        fail: &'static [Effect],
        /// On a pass, what each success does.
        #[serde(default, deserialize_with = "read::slice")]
        each: &'static [Effect],
        /// Instead of pass and fail: what 0, 1, 2, ... successes do (the last entry also for
        /// more).
        #[serde(default, deserialize_with = "read::slices")]
        chart: &'static [&'static [Effect]],
    },
    /// Roll this many dice: each success does `each`.
    Roll {
        /// Dice rolled.
        #[serde(deserialize_with = "read::In::<1, 9>::u8")]
        dice: u8,
        /// Per success.
        #[serde(default, deserialize_with = "read::slice")]
        each: &'static [Effect],
        /// When no die is a success.
        #[serde(default, deserialize_with = "read::slice")]
        none: &'static [Effect],
    },
    /// The investigator may do these (all or nothing; losses are the price).
    May(#[serde(deserialize_with = "read::slice")] &'static [Effect]),
    /// The investigator chooses one of these.
    Choose(#[serde(deserialize_with = "read::slices")] &'static [&'static [Effect]]),
    /// Move to this location.
    MoveTo(#[serde(deserialize_with = "location")] &'static str),
    /// Move to the street of the neighbourhood the investigator is in.
    MoveToStreet,
    /// Move to any location or street in Arkham (and have an encounter at a location).
    MoveAnywhere,
    /// Have one encounter in this Other World, then come back here.
    Visit(#[serde(deserialize_with = "world")] &'static str),
    /// Roll a die and gain that much.
    GainRolled(Stat),
    /// Roll a die and lose that much.
    LoseRolled(Stat),
    /// Gain this many points of Stamina and Sanity, split as the investigator chooses.
    Split(u8),
    /// Lose all money.
    LoseAllMoney,
    /// Lose all Clue tokens.
    LoseAllClues,
    /// Lose (discard) this card if the investigator has it.
    LoseCard(#[serde(deserialize_with = "card")] &'static str),
    /// Take the first Tome of the Unique Item deck.
    FirstTome,
    /// Take the first Weapon of the Common Item deck.
    FirstWeapon,
    /// Draw `draw` cards of a deck, keep `keep` of them and discard the rest.
    DrawKeep {
        /// The deck.
        deck: Deck,
        /// Cards drawn.
        draw: u8,
        /// Cards kept.
        keep: u8,
    },
    /// Search a deck and take any one card of it.
    Search(Deck),
    /// Draw two location cards here and have the encounter of one of them.
    EncounterTwo,
    /// Lose this many items of the investigator's choice.
    LoseItems(u8),
    /// Have an encounter where the investigator now is.
    Encounter,
    /// Return to Arkham (from an Other World).
    ReturnToArkham,
    /// Lost in Time and Space.
    Lost,
    /// Arrested: to the Police Station's cell; lose half the money.
    Arrested,
    /// Delayed ("stay here next turn").
    Delayed,
    /// Devoured.
    Devoured,
    /// A monster appears: fight or evade it.
    MonsterAppears,
    /// A gate and a monster appear here.
    GateOpens,
    /// Draw through the nearest open gate (or the named world's).
    DrawnThroughGate,
    /// Discard the card this effect is on.
    Discard,
    /// Monsters on the board go back to the cup.
    ReturnMonsters {
        /// Only in this neighbourhood (none: anywhere in Arkham).
        #[serde(default, deserialize_with = "opt_neighbourhood")]
        neighbourhood: Option<&'static str>,
        /// Only in these areas.
        #[serde(default)]
        area: Area,
        /// Only these kinds (none listed: every kind).
        #[serde(default, deserialize_with = "monsters")]
        kinds: &'static [&'static str],
        /// The terror level rises by 1 if at least one monster went back.
        #[serde(default)]
        terror: bool,
    },
    /// Monsters drawn from the cup appear in a neighbourhood's street.
    MonstersAppear {
        /// How many.
        #[serde(deserialize_with = "read::In::<1, 9>::u8")]
        count: u8,
        /// The street.
        #[serde(deserialize_with = "neighbourhood")]
        street: &'static str,
    },
    /// The terror level rises by this much.
    Terror(u8),
    /// Doom tokens on the Ancient One's track.
    Doom(i8),
    /// Lose cards of a kind, chosen by the investigator: `count` of them (fewer if fewer are
    /// held), or all of them when no count is given. Inside `may` or `choose`, a count is a price:
    /// the investigator must hold that many.
    LoseKind {
        /// Which cards.
        kind: Kind,
        /// How many (none: all).
        #[serde(default)]
        count: Option<u8>,
    },
    /// Lose half the items (the investigator's choice), rounded as given.
    LoseHalfItems(Round),
    /// Lose half the money, rounded as given.
    LoseHalfMoney(Round),
    /// Draw `cards` cards of each deck in `from` and buy any of them, one at a time, for their list
    /// price changed by `change` (or half of it, rounded up); the rest are discarded.
    Buy {
        /// The decks drawn from.
        #[serde(deserialize_with = "read::slice")]
        from: &'static [Deck],
        /// Cards drawn from each deck.
        #[serde(default = "one", deserialize_with = "read::In::<1, 9>::u8")]
        cards: u8,
        /// Dollars added to (or taken off) each list price; the price is never below $0.
        #[serde(default, deserialize_with = "read::In::<-9, 9>::i8")]
        change: i8,
        /// Half the list price, rounded up (before `change`).
        #[serde(default)]
        half: bool,
        /// At most one card is bought (a shop).
        #[serde(default)]
        one: bool,
    },
    /// Search a deck and buy any one card of it at its list price (or none); the deck is then
    /// shuffled.
    SearchBuy(Deck),
    /// Extra movement points (during Movement; at any other time nothing).
    MovementPoints(u8),
    /// Draw a monster from the cup and take it as a monster trophy, even an Endless one.
    CupTrophy,
    /// Spend this many gate trophies. Inside `may` or `choose`, a price.
    SpendGateTrophies(u8),
    /// Upkeep of a card: roll a die and discard the card on this number or less (not in the
    /// first Upkeep after the card was gained). A special card held as a status is lost.
    DiscardOn(#[serde(deserialize_with = "read::In::<1, 5>::u8")] u8),
    /// Roll a die per point of Sanity (or Stamina) the investigator has: a point lost per failed
    /// die, then, unless that knocked the investigator out, a Clue per success.
    Risk(Stat),
    /// A rule the vocabulary cannot express, implemented in the engine by name.
    Hook(Hook),
}
}

schema! {
/// Which cards a `lose_kind` effect takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Spells.
    Spell,
    /// Skills.
    Skill,
    /// Weapons: Common and Unique Items with a Combat bonus (not Spells).
    Weapon,
}
}

schema! {
/// How a half is rounded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Round {
    /// Rounded up.
    Up,
    /// Rounded down.
    Down,
}
}

impl Effect {
    /// The effects nested in this one.
    pub fn nested(&self) -> Vec<&'static [Effect]> {
        match *self {
            Effect::Check { pass, fail, each, chart, .. } => {
                [pass, fail, each].into_iter().chain(chart.iter().copied()).collect()
            }
            Effect::Ally { otherwise, .. } => vec![otherwise],
            Effect::Roll { each, none, .. } => vec![each, none],
            Effect::May(effects) => vec![effects],
            Effect::Choose(options) => options.to_vec(),
            _ => Vec::new(),
        }
    }

    /// Every hook named in `lists`, nested effects included.
    pub fn hooks(lists: &[&'static [Effect]]) -> Vec<Hook> {
        let mut found = Vec::new();
        for effect in lists.iter().copied().flatten() {
            if let Effect::Hook(hook) = effect {
                found.push(*hook);
            }
            found.extend(Effect::hooks(&effect.nested()));
        }
        found
    }
}
