//! Arkham Horror: The Card Game's content types (core set, Night of the Zealot), read from
//! `content/data/arkham-lcg/*.toml` and baked into the tables of `content::arkham_lcg`.
//!
//! Every card is keyed by its arkhamdb code (`id = "01016"`). Each type says how it is written
//! in the TOML through its `#[serde(...)]` attributes; the content compiler's
//! `games/arkham_lcg.rs` adds only what a type cannot say (codes unique, decks legal, hooks
//! declared and used, counts and coverage). A card's text is a list of [`AbilityDef`]s: a timing
//! (constant, action, fast, reaction, forced, revelation, play, commit), a trigger, costs and a
//! list of [`Effect`]s; what the vocabulary cannot express names a [`Hook`].

use serde::{Deserialize, Deserializer};

use crate::read;
use crate::schema;

schema! {
/// Where an entry's values come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// The Rules Reference (`shared/seeds/arkham-lcg-reference.ru.txt`).
    Rulebook,
    /// Public card data in `shared/reference/arkham-lcg/` (arkhamdb, campaign fact sheets).
    Reference,
    /// Not published: designed here (the default decks other than Roland's).
    Designed,
}

/// The five classes, neutral, and the encounter cards' mythos.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Class {
    /// Guardian.
    Guardian,
    /// Seeker.
    Seeker,
    /// Rogue.
    Rogue,
    /// Mystic.
    Mystic,
    /// Survivor.
    Survivor,
    /// Neutral.
    Neutral,
}

/// The four skills.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Skill {
    /// Willpower.
    Willpower,
    /// Intellect.
    Intellect,
    /// Combat.
    Combat,
    /// Agility.
    Agility,
}

/// A value per skill (an investigator's skills, a modifier): `{ combat = 1 }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(default, deny_unknown_fields)]
pub struct Skills {
    /// Willpower.
    pub willpower: i8,
    /// Intellect.
    pub intellect: i8,
    /// Combat.
    pub combat: i8,
    /// Agility.
    pub agility: i8,
}

/// Skill icons of a player card: `{ combat = 1, wild = 1 }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(default, deny_unknown_fields)]
pub struct Icons {
    /// Willpower icons.
    pub willpower: u8,
    /// Intellect icons.
    pub intellect: u8,
    /// Combat icons.
    pub combat: u8,
    /// Agility icons.
    pub agility: u8,
    /// Wild icons.
    pub wild: u8,
}

/// An asset's slot icons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    /// One hand.
    Hand,
    /// Both hands.
    TwoHands,
    /// One arcane slot.
    Arcane,
    /// Both arcane slots.
    TwoArcane,
    /// Accessory.
    Accessory,
    /// Body.
    Body,
    /// Ally.
    Ally,
}

/// What an asset's uses are called.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum UsesKind {
    /// Ammo.
    Ammo,
    /// Supplies.
    Supplies,
    /// Charges.
    Charges,
    /// Secrets.
    Secrets,
}

/// Uses (N kind): `{ count = 4, kind = "ammo" }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct Uses {
    /// Tokens placed when the asset enters play.
    pub count: u8,
    /// Their name.
    pub kind: UsesKind,
    /// Discarded when the last is spent.
    #[serde(default)]
    pub discard_when_empty: bool,
}

/// A number with a part per investigator: `3`, or `{ fixed = 4, per_investigator = 2 }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Amount {
    /// The fixed part.
    pub fixed: u8,
    /// Times the number of investigators who started the scenario.
    pub per_investigator: u8,
}

/// Keywords.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Keyword {
    /// Fast: played without an action.
    Fast,
    /// Hunter: moves toward its prey in the enemy phase.
    Hunter,
    /// Retaliate: attacks an investigator who fails to fight it.
    Retaliate,
    /// Aloof: does not engage by itself.
    Aloof,
    /// Massive: engaged with every investigator at its location.
    Massive,
    /// Peril: resolved alone.
    Peril,
    /// Surge: draw another encounter card.
    Surge,
}

/// A chaos token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
pub enum Token {
    /// +1.
    #[serde(rename = "+1")]
    PlusOne,
    /// 0.
    #[serde(rename = "0")]
    Zero,
    /// -1.
    #[serde(rename = "-1")]
    MinusOne,
    /// -2.
    #[serde(rename = "-2")]
    MinusTwo,
    /// -3.
    #[serde(rename = "-3")]
    MinusThree,
    /// -4.
    #[serde(rename = "-4")]
    MinusFour,
    /// -5.
    #[serde(rename = "-5")]
    MinusFive,
    /// -6.
    #[serde(rename = "-6")]
    MinusSix,
    /// -7.
    #[serde(rename = "-7")]
    MinusSeven,
    /// -8.
    #[serde(rename = "-8")]
    MinusEight,
    /// Skull.
    #[serde(rename = "skull")]
    Skull,
    /// Cultist.
    #[serde(rename = "cultist")]
    Cultist,
    /// Tablet.
    #[serde(rename = "tablet")]
    Tablet,
    /// Elder Thing.
    #[serde(rename = "elder_thing")]
    ElderThing,
    /// Auto-fail (tentacles).
    #[serde(rename = "auto_fail")]
    AutoFail,
    /// Elder Sign.
    #[serde(rename = "elder_sign")]
    ElderSign,
}

/// Where a location's symbol or connections point (the printed shapes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum Symbol {
    /// Circle.
    Circle,
    /// Square.
    Square,
    /// Triangle.
    Triangle,
    /// Plus.
    Plus,
    /// Diamond.
    Diamond,
    /// Squiggle (tilde).
    Squiggle,
    /// Moon (crescent).
    Moon,
    /// Hourglass.
    Hourglass,
    /// T.
    T,
    /// Equals.
    Equals,
}
}

impl Token {
    /// The token's printed modifier, `None` for a symbol token.
    pub const fn modifier(self) -> Option<i8> {
        match self {
            Token::PlusOne => Some(1),
            Token::Zero => Some(0),
            Token::MinusOne => Some(-1),
            Token::MinusTwo => Some(-2),
            Token::MinusThree => Some(-3),
            Token::MinusFour => Some(-4),
            Token::MinusFive => Some(-5),
            Token::MinusSix => Some(-6),
            Token::MinusSeven => Some(-7),
            Token::MinusEight => Some(-8),
            _ => None,
        }
    }
}

impl Amount {
    /// The value with `investigators` investigators.
    pub const fn with(self, investigators: u8) -> u16 {
        self.fixed as u16 + self.per_investigator as u16 * investigators as u16
    }
}

impl<'de> Deserialize<'de> for Amount {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Amount, D::Error> {
        struct Visit;
        #[derive(Deserialize)]
        #[serde(default, deny_unknown_fields)]
        #[derive(Default)]
        struct Written {
            fixed: u8,
            per_investigator: u8,
        }
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Amount;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a number or { fixed = N, per_investigator = M }")
            }
            fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<Amount, E> {
                let fixed =
                    u8::try_from(n).map_err(|_| E::custom(format!("{n} is out of range (0..=255)")))?;
                Ok(Amount { fixed, per_investigator: 0 })
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<Amount, E> {
                let fixed =
                    u8::try_from(n).map_err(|_| E::custom(format!("{n} is out of range (0..=255)")))?;
                Ok(Amount { fixed, per_investigator: 0 })
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<Amount, A::Error> {
                let w = Written::deserialize(serde::de::value::MapAccessDeserializer::new(map))?;
                Ok(Amount { fixed: w.fixed, per_investigator: w.per_investigator })
            }
        }
        d.deserialize_any(Visit)
    }
}

schema! {
/// When an ability can be used or resolves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    /// Always on while the card is in play (or in the zone it names).
    Constant,
    /// [action]: costs `actions` actions during your turn.
    Action,
    /// [fast]: a free triggered ability, used in any player window.
    Fast,
    /// [reaction]: used when its trigger happens.
    Reaction,
    /// Forced: resolves by itself when its trigger happens.
    Forced,
    /// Revelation: resolves when the card is drawn.
    Revelation,
    /// An event's effect when played (`trigger` says when a fast event may be played).
    Play,
    /// A skill card's effect on the test it was committed to.
    Commit,
    /// An investigator's [elder_sign] effect (`modifier` is its value).
    ElderSign,
}

/// What an ability waits for (reactions, forced abilities, fast events).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    /// Nothing in particular (actions, constants, revelations).
    #[default]
    None,
    /// After you defeat an enemy.
    AfterYouDefeatEnemy,
    /// After horror is placed on you.
    AfterHorrorOnYou,
    /// After damage is placed on you.
    AfterDamageOnYou,
    /// When you reveal a chaos token.
    WhenRevealToken,
    /// When you would reveal a chaos token.
    WhenWouldRevealToken,
    /// After you reveal a chaos token with a negative modifier.
    AfterRevealNegativeToken,
    /// When you would discover clues at your location.
    WhenWouldDiscoverClues,
    /// When the game ends.
    GameEnds,
    /// At the end of your turn.
    EndOfYourTurn,
    /// At the end of each investigator's turn.
    EndOfEachTurn,
    /// At the end of the round.
    EndOfRound,
    /// At the end of the enemy phase.
    EndOfEnemyPhase,
    /// At the end of the mythos phase.
    EndOfMythosPhase,
    /// After a phase begins.
    AfterPhaseBegins,
    /// After your turn begins.
    AfterYourTurnBegins,
    /// During your turn.
    DuringYourTurn,
    /// After you play a card with `trait`.
    AfterYouPlayTrait,
    /// After you play or discard an event.
    AfterEventPlayedOrDiscarded,
    /// After this card enters play.
    AfterEntersPlay,
    /// When an enemy attack deals damage to this card.
    WhenAttackDamagesThis,
    /// When an enemy attacks an investigator at your location.
    WhenEnemyAttacksAtYourLocation,
    /// When an enemy attacks you.
    WhenEnemyAttacksYou,
    /// After you successfully investigate.
    AfterSuccessfulInvestigate,
    /// After you successfully investigate by 2 or more.
    AfterInvestigateByTwo,
    /// After you fail a skill test.
    AfterFailTest,
    /// After you fail a skill test by 2 or less while investigating.
    AfterFailInvestigateByTwoOrLess,
    /// When you would fail a skill test.
    WhenWouldFailTest,
    /// After you evade an enemy.
    AfterYouEvade,
    /// After a non-weakness, non-Elite enemy at your location is evaded.
    AfterEnemyAtLocationEvaded,
    /// After this enemy is evaded.
    AfterThisEvaded,
    /// When you draw a non-weakness treachery.
    WhenDrawTreachery,
    /// When a non-Elite enemy spawns at your location.
    WhenEnemySpawnsAtLocation,
    /// After you enter this location.
    AfterYouEnter,
    /// When you move out of this location.
    WhenYouLeave,
    /// When an investigator leaves the attached location.
    WhenInvestigatorLeavesAttached,
    /// After the attached location is successfully investigated.
    AfterAttachedInvestigated,
    /// After you take horror.
    AfterYouTakeHorror,
    /// After you take damage.
    AfterYouTakeDamage,
    /// When this enemy attacks.
    WhenThisAttacks,
    /// After this enemy attacks.
    AfterThisAttacks,
    /// After this enemy engages you.
    AfterThisEngagesYou,
    /// When this enemy is defeated.
    WhenThisDefeated,
    /// When this agenda advances.
    WhenAgendaAdvances,
    /// When an investigator at your location successfully attacks an enemy with `trait`.
    WhenAttackTraitAtLocation,
    /// When the round ends (an objective checked then).
    WhenRoundEnds,
    /// When the card the ability names spawns.
    WhenNamedSpawns,
    /// When the card the ability names is defeated.
    WhenNamedDefeated,
    /// When an investigator enters the location the ability names.
    WhenEntersNamed,
    /// While an investigator at your location takes a turn.
    DuringTurnAtYourLocation,
}

/// The designator of an action ability.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum ActionKind {
    /// Fight.
    Fight,
    /// Investigate.
    Investigate,
    /// Evade.
    Evade,
    /// Parley.
    Parley,
    /// Resign.
    Resign,
}

/// A cost of an ability (paid before its effects).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum Cost {
    /// Exhaust this card.
    Exhaust,
    /// Discard this card.
    DiscardSelf,
    /// Spend uses from this card.
    Uses(u8),
    /// Spend resources.
    Resources(u8),
    /// Spend clues (your own).
    Clues(u8),
    /// Spend clues per investigator, as a group.
    GroupCluesPerInvestigator(u8),
    /// Place damage on this card.
    DamageSelf(u8),
    /// Place horror on this card.
    HorrorSelf(u8),
    /// Take horror yourself.
    Horror(u8),
    /// Choose and discard cards from your hand.
    DiscardFromHand(u8),
}

/// How often an ability may be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum Period {
    /// Per skill test or ability.
    Test,
    /// Per turn.
    Turn,
    /// Per phase.
    Phase,
    /// Per round.
    Round,
    /// Per game.
    Game,
}

/// `{ times = 1, per = "round", group = false }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct Limit {
    /// How many uses.
    #[serde(default = "one")]
    pub times: u8,
    /// In what period.
    pub per: Period,
    /// Counted for the whole group rather than each investigator.
    #[serde(default)]
    pub group: bool,
}

/// When a constant or conditional part applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// Always.
    #[default]
    Always,
    /// While you are investigating.
    Investigating,
    /// During an attack.
    Attacking,
    /// During an evasion attempt.
    Evading,
    /// If the test succeeds.
    Success,
    /// If the test succeeds by 2 or more.
    SuccessByTwo,
    /// If the test succeeds by 3 or more.
    SuccessByThree,
    /// If the test fails.
    Failure,
    /// If there are one or more clues on your location.
    CluesOnLocation,
    /// If there are no clues on your location.
    NoCluesOnLocation,
    /// If the attacked enemy is the only one engaged with you.
    OnlyEnemyEngaged,
    /// If a [skull], [cultist], [tablet], [elder_thing] or [auto_fail] is revealed.
    SymbolRevealed,
    /// If a [skull] or [auto_fail] is revealed.
    SkullOrFailRevealed,
    /// If you have no clues.
    NoClues,
    /// While you control the card the ability names (this card when it names none).
    Controlled,
    /// While the card the ability names is not controlled.
    Uncontrolled,
    /// Only on a test you perform.
    OwnTest,
    /// If the enemy is exhausted.
    EnemyExhausted,
    /// If the enemy is not Elite.
    NonEliteEnemy,
    /// If an enemy of `trait` is at your location.
    TraitEnemyAtLocation,
    /// If an enemy of `trait` is in play.
    TraitEnemyInPlay,
    /// If you control no asset.
    NoAssets,
    /// If the card holds its threshold of clues.
    ThresholdOnSelf,
}

/// One thing an ability does. Written as a bare string (`"surge"`) or a one-key table
/// (`{ draw = 1 }`). Unless it says otherwise, "you" is the investigator resolving it and the
/// enemy is one at your location (the one attacked or evaded during a test).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    /// Take damage.
    Damage(u8),
    /// Take horror.
    Horror(u8),
    /// Take direct damage.
    DirectDamage(u8),
    /// Take direct horror.
    DirectHorror(u8),
    /// For each point the test failed by, resolve these.
    PerFail(#[serde(deserialize_with = "read::slice")] &'static [Effect]),
    /// Each investigator resolves these.
    EachInvestigator(#[serde(deserialize_with = "read::slice")] &'static [Effect]),
    /// An investigator at your location, of your choice, resolves these.
    ChosenHere(#[serde(deserialize_with = "read::slice")] &'static [Effect]),
    /// Each investigator at your location resolves (or gets) these.
    EachHere(#[serde(deserialize_with = "read::slice")] &'static [Effect]),
    /// Each investigator at this location takes horror.
    HorrorEachHere(u8),
    /// Deal damage to an enemy (at your location, or the one the test is against).
    DamageEnemy(u8),
    /// Deal damage to each enemy and each investigator at a chosen location (yours or connecting).
    DamageEachAtLocation(u8),
    /// Heal damage.
    HealDamage(u8),
    /// Heal horror.
    HealHorror(u8),
    /// Heal damage or horror, as you choose.
    HealDamageOrHorror(u8),
    /// Heal damage from this enemy.
    HealSelf(u8),
    /// Gain resources.
    Resources(u8),
    /// Discard all your resources.
    LoseAllResources,
    /// Draw cards.
    Draw(u8),
    /// Draw a card per what is counted.
    DrawPer(Count),
    /// Discover clues at your location.
    Discover(u8),
    /// Discover no clues from this investigation.
    NoClues,
    /// Take clues from the token pool.
    GainClues(u8),
    /// Spend your clues.
    SpendClues(u8),
    /// Place your clues on your location.
    DropClues(u8),
    /// Place all your clues on your location.
    DropAllClues,
    /// Place clues from the token pool on this card.
    PlaceCluesOnSelf(u8),
    /// Add clues to this location until it holds this many.
    RefillClues(Amount),
    /// Get this modifier to your skills (for the test, or while constant).
    Skill(Skills),
    /// Get this modifier to your sanity.
    Sanity(i8),
    /// Get this modifier to your skill value for the test.
    Value(i8),
    /// +1 to the value per what is counted.
    ValuePer(Count),
    /// Succeed automatically.
    AutoSucceed,
    /// Use one skill in place of another: `{ instead = { use = "agility", of = "combat" } }`.
    Instead(SkillSwap),
    /// The attack deals extra damage.
    ExtraDamage(u8),
    /// The location gets this shroud modifier (for the investigation, or while attached).
    Shroud(i8),
    /// Test a skill: `{ test = { skill = "willpower", difficulty = 3, fail = [...] } }`.
    Test(TestDef),
    /// One list or the other, by a condition: `{ if = { when = "success", then = [...] } }`.
    If(IfDef),
    /// Choose one of these lists: `{ choose = [[...], [...]] }`.
    Choose(#[serde(deserialize_with = "read::slices")] &'static [&'static [Effect]]),
    /// Place doom on the current agenda (can make it advance).
    DoomAgenda(u8),
    /// Place doom on this card.
    DoomSelf(u8),
    /// Place doom on the nearest Cultist enemy.
    DoomNearestCultist(u8),
    /// Place doom on each Cultist enemy in play.
    DoomEachCultist(u8),
    /// Place doom on the nearest enemy.
    DoomNearestEnemy(u8),
    /// The card gains surge.
    Surge,
    /// Put this card into your threat area.
    ThreatArea,
    /// Attach this card to your location.
    AttachToLocation,
    /// Place tokens on this card when it enters play.
    PlaceOnSelf(Tokens),
    /// Discard this card.
    DiscardSelf,
    /// Return this card to your hand.
    ReturnToHand,
    /// Cancel what triggered this (an attack, a revelation, a token).
    Cancel,
    /// Automatically evade the enemy.
    AutoEvade,
    /// Automatically evade each enemy at your location.
    AutoEvadeAll,
    /// Discard the enemy (that spawned).
    DiscardEnemy,
    /// Shuffle the enemy into the encounter deck.
    ShuffleEnemyIntoEncounterDeck,
    /// Take additional actions this turn (only for abilities of `trait`, when the ability names one).
    AdditionalActions(u8),
    /// Lose actions this round.
    LoseActions(u8),
    /// An additional slot of this kind (only for assets of `trait`, when the ability names one).
    ExtraSlot(Slot),
    /// Reveal another chaos token.
    RevealAnother,
    /// Add this card to the victory display.
    AddToVictory,
    /// Draw the top card of the encounter deck.
    DrawEncounter,
    /// Draw the top card of the scenario's extra deck (the Cultist deck).
    DrawExtraDeck,
    /// Search the encounter deck and discard pile for an enemy of `trait`, draw it, shuffle.
    FindEnemy,
    /// Discard cards at random from your hand.
    DiscardRandom(u8),
    /// Choose and discard cards from your hand.
    DiscardFromHand(u8),
    /// Choose and discard all but this many cards from your hand.
    DiscardHandBut(u8),
    /// Choose and discard an asset you control.
    DiscardAsset,
    /// Remove every card of your discard pile from the game.
    RemoveDiscardPile,
    /// Return a card of `trait` from your discard pile to your hand.
    Recover,
    /// Resign.
    Resign,
    /// Advance the current act.
    Advance,
    /// Go to a resolution (1, 2, 3).
    Resolution(u8),
    /// Ready this card.
    ReadySelf,
    /// Disengage from each enemy engaged with you.
    DisengageAll,
    /// Move to a connecting location.
    MoveConnecting,
    /// Move to a revealed location with no enemies.
    MoveToSafeLocation,
    /// Move to this location.
    MoveTo(#[serde(deserialize_with = "card_ref")] &'static str),
    /// Put tokens of uses on an asset (of `trait`, when the ability names one).
    AddUses(u8),
    /// Non-Elite enemies cannot attack you until the end of the round.
    NoAttacksThisRound,
    /// You cannot play assets or events.
    NoAssetsOrEvents,
    /// While engaged with this enemy you cannot discover or spend clues.
    NoCluesWhileEngaged,
    /// Assets of `trait` you play cost this much less.
    CostReduction(u8),
    /// This location is connected to each other location of `trait`.
    ConnectedToTrait,
    /// Each enemy gets these modifiers.
    EnemiesGet(EnemyMod),
    /// Add a random basic Madness weakness to your hand.
    MadnessWeakness,
    /// Search your deck: `{ search = { depth = 3, traits = ["Spell"] } }`.
    Search(SearchDef),
    /// Put a set-aside card into play (at a location, for an asset).
    PutIntoPlay(PlaceDef),
    /// Spawn a set-aside enemy at a location.
    Spawn(PlaceDef),
    /// Spawn the enemy here instead.
    SpawnHere,
    /// Reveal a location.
    Reveal(#[serde(deserialize_with = "card_ref")] &'static str),
    /// Discard each enemy at a location.
    DiscardEnemiesAt(#[serde(deserialize_with = "card_ref")] &'static str),
    /// Move every investigator to a location.
    MoveAllTo(#[serde(deserialize_with = "card_ref")] &'static str),
    /// Remove a card from the game.
    RemoveFromGame(#[serde(deserialize_with = "card_ref")] &'static str),
    /// Take control of a story asset.
    TakeControl(#[serde(deserialize_with = "card_ref")] &'static str),
    /// The player card is a [`Hook`] the engine runs by name.
    Custom(Hook),
}

/// What an X counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum Count {
    /// Clues on your location.
    CluesOnLocation,
    /// Horror on you.
    HorrorOnYou,
    /// Tome assets you control.
    TomesYouControl,
    /// Enemies of `trait` at your location.
    TraitEnemiesAtLocation,
    /// Enemies of `trait` in play.
    TraitEnemiesInPlay,
    /// The most doom on one enemy of `trait`.
    HighestDoomOnTraitEnemy,
    /// All doom in play.
    DoomInPlay,
}

/// `{ when = "success", then = [...], otherwise = [...] }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct IfDef {
    /// The condition.
    pub when: Condition,
    /// When it holds.
    #[serde(default, deserialize_with = "read::slice")]
    pub then: &'static [Effect],
    /// When it does not.
    #[serde(default, deserialize_with = "read::slice")]
    pub otherwise: &'static [Effect],
}

/// A set-aside card and where it goes: `{ card = "01116", at = "01112" }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlaceDef {
    /// The card.
    #[serde(deserialize_with = "card_ref")]
    pub card: &'static str,
    /// Where.
    #[serde(default, deserialize_with = "opt_card_ref")]
    pub at: Option<&'static str>,
}

/// Modifiers to every enemy's numbers: `{ fight = 1, evade = 1 }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(default, deny_unknown_fields)]
pub struct EnemyMod {
    /// Fight.
    pub fight: i8,
    /// Evade.
    pub evade: i8,
}

/// `{ use = "agility", of = "combat" }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct SkillSwap {
    /// The skill used.
    #[serde(rename = "use")]
    pub with: Skill,
    /// The skill it replaces (`None`: whatever the test asks).
    #[serde(default)]
    pub of: Option<Skill>,
}

/// Tokens placed on a card: `{ clues = 3 }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(default, deny_unknown_fields)]
pub struct Tokens {
    /// Clues.
    pub clues: u8,
    /// Horror.
    pub horror: u8,
    /// Doom.
    pub doom: u8,
}

/// A skill test and what passing or failing it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct TestDef {
    /// The skill tested (the first of `or` when the investigator may choose).
    pub skill: Skill,
    /// Another skill the investigator may test instead.
    #[serde(default)]
    pub or: Option<Skill>,
    /// The difficulty.
    pub difficulty: u8,
    /// On success.
    #[serde(default, deserialize_with = "read::slice")]
    pub pass: &'static [Effect],
    /// On failure.
    #[serde(default, deserialize_with = "read::slice")]
    pub fail: &'static [Effect],
}

/// `{ depth = 3, traits = ["Spell"], kind = "asset" }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct SearchDef {
    /// How many cards from the top (0: the whole deck).
    #[serde(default)]
    pub depth: u8,
    /// Any of these traits (empty: any card).
    #[serde(default, deserialize_with = "read::strs")]
    pub traits: &'static [&'static str],
    /// Only this kind of card.
    #[serde(default)]
    pub kind: Option<PlayerKind>,
}

/// One ability of a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AbilityDef {
    /// When it is used or resolves.
    pub timing: Timing,
    /// What it waits for.
    #[serde(default)]
    pub trigger: Trigger,
    /// The trait the ability names (a trigger's, a restriction's, a count's).
    #[serde(default, rename = "trait", deserialize_with = "read::opt_str")]
    pub trait_: Option<&'static str>,
    /// The card the ability names (a trigger's or a condition's).
    #[serde(default, deserialize_with = "opt_card_ref")]
    pub card: Option<&'static str>,
    /// [action] icons (for `timing = "action"`).
    #[serde(default = "one")]
    pub actions: u8,
    /// Fight, Investigate, Evade, Parley or Resign.
    #[serde(default)]
    pub kind: Option<ActionKind>,
    /// What it costs.
    #[serde(default, deserialize_with = "read::slice")]
    pub cost: &'static [Cost],
    /// How often.
    #[serde(default)]
    pub limit: Option<Limit>,
    /// When its effects apply.
    #[serde(default)]
    pub when: Condition,
    /// The [elder_sign] or token modifier (`timing = "elder_sign"`).
    #[serde(default)]
    pub modifier: i8,
    /// An [action] that does not provoke attacks of opportunity though it would.
    #[serde(default)]
    pub no_attacks_of_opportunity: bool,
    /// What it does.
    #[serde(default, deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
}

/// A player card's type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum PlayerKind {
    /// Asset.
    Asset,
    /// Event.
    Event,
    /// Skill.
    Skill,
    /// Treachery (weaknesses).
    Treachery,
    /// Enemy (weaknesses).
    Enemy,
}

/// What kind of weakness a card is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum Weakness {
    /// Not a weakness.
    #[default]
    No,
    /// A signature weakness (one investigator's required card).
    Signature,
    /// A basic weakness (drawn at random at deck building).
    Basic,
}

/// An enemy's numbers and keywords (encounter enemies and weakness enemies).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct EnemyStats {
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
}

/// Which investigator an enemy is drawn to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum Prey {
    /// No Prey instruction: the lead investigator chooses.
    #[default]
    Any,
    /// Only the bearer (weakness enemies).
    BearerOnly,
    /// Highest in a skill.
    Highest(Skill),
    /// Lowest in a skill.
    Lowest(Skill),
    /// Lowest remaining health.
    LowestHealth,
    /// Lowest remaining sanity.
    LowestSanity,
    /// Most clues.
    MostClues,
    /// Fewest cards in hand.
    FewestCards,
}

/// Where an enemy spawns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum Spawn {
    /// Engaged with the investigator who drew it.
    #[default]
    Drawer,
    /// At whichever of these locations is in play.
    At(#[serde(deserialize_with = "card_refs")] &'static [&'static str]),
    /// Any empty location.
    AnyEmpty,
    /// Engaged with its prey.
    EngagedWithPrey,
}
}

schema! {
/// An encounter set (`[[encounter_set]]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EncounterSetDef {
    /// arkhamdb's encounter code (`torch`).
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name.
    #[serde(deserialize_with = "read::str")]
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
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// English subtitle.
    #[serde(deserialize_with = "read::str")]
    pub subtitle: &'static str,
    /// Russian name.
    #[serde(deserialize_with = "read::str")]
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
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// English subtitle.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub subtitle: Option<&'static str>,
    /// Russian name.
    #[serde(deserialize_with = "read::str")]
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
    #[serde(default, deserialize_with = "opt_card_ref")]
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
    #[serde(default, rename = "trait", deserialize_with = "read::opt_str")]
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
    #[serde(deserialize_with = "card_refs")]
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
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name.
    #[serde(deserialize_with = "read::str")]
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
    #[serde(deserialize_with = "card_refs")]
    pub agendas: &'static [&'static str],
    /// Acts, in order.
    #[serde(deserialize_with = "card_refs")]
    pub acts: &'static [&'static str],
    /// Locations in play at setup.
    #[serde(deserialize_with = "card_refs")]
    pub locations: &'static [&'static str],
    /// Random picks of locations at setup.
    #[serde(default, deserialize_with = "read::slice")]
    pub random_locations: &'static [RandomPick],
    /// Where every investigator starts.
    #[serde(deserialize_with = "card_ref")]
    pub start_at: &'static str,
    /// Cards set aside, out of play (the set-aside locations among them).
    #[serde(default, deserialize_with = "card_refs")]
    pub set_aside: &'static [&'static str],
    /// Enemies spawned at setup, one per investigator beyond the first, at these locations in turn.
    #[serde(default, deserialize_with = "opt_card_ref")]
    pub setup_spawn: Option<&'static str>,
    /// Where the setup spawns go, in turn: each at whichever of its list is in play.
    #[serde(default, deserialize_with = "card_ref_lists")]
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
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name (a side).
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name.
    #[serde(deserialize_with = "read::str")]
    pub ru: &'static str,
    /// The b side's name, when it has one.
    #[serde(default, deserialize_with = "read::opt_str")]
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
    #[serde(default, deserialize_with = "opt_card_ref")]
    pub back_enemy: Option<&'static str>,
    /// Where the values come from.
    pub source: Source,
}

/// An act (`[[act]]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActDef {
    /// arkhamdb code.
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name (a side).
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name.
    #[serde(deserialize_with = "read::str")]
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
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// English subtitle of the revealed side.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub subtitle: Option<&'static str>,
    /// Russian name.
    #[serde(deserialize_with = "read::str")]
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
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// English subtitle.
    #[serde(default, deserialize_with = "read::opt_str")]
    pub subtitle: Option<&'static str>,
    /// Russian name.
    #[serde(deserialize_with = "read::str")]
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
    #[serde(deserialize_with = "read::str")]
    pub id: &'static str,
    /// English name.
    #[serde(deserialize_with = "read::str")]
    pub name: &'static str,
    /// Russian name.
    #[serde(deserialize_with = "read::str")]
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
    #[serde(deserialize_with = "read::str")]
    pub text: &'static str,
    /// Russian text.
    #[serde(deserialize_with = "read::str")]
    pub ru: &'static str,
}

/// A default deck (`[[deck]]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckDef {
    /// The investigator.
    #[serde(deserialize_with = "card_ref")]
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
    #[serde(deserialize_with = "read::str")]
    pub rule: &'static str,
}
}

include!("arkham_lcg_hooks.rs");

fn one() -> u8 {
    1
}

fn two() -> u8 {
    2
}

/// The reference scope of card codes (every player and encounter card), set by the compiler.
pub const CARD: read::Scope = read::Scope { what: "card", within: "" };
/// The reference scope of encounter-set ids.
pub const SET: read::Scope = read::Scope { what: "encounter set", within: "" };
/// The reference scope of campaign-log entries.
pub const LOG: read::Scope = read::Scope { what: "campaign-log entry", within: "" };

fn card_ref<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(CARD, d)
}

fn opt_card_ref<'de, D: Deserializer<'de>>(d: D) -> Result<Option<&'static str>, D::Error> {
    card_ref(d).map(Some)
}

fn refs<'de, D: Deserializer<'de>>(scope: read::Scope, d: D) -> Result<&'static [&'static str], D::Error> {
    let ids = Vec::<String>::deserialize(d)?;
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        read::resolve(scope, &id).map_err(serde::de::Error::custom)?;
        out.push(&*id.leak());
    }
    Ok(out.leak())
}

fn card_refs<'de, D: Deserializer<'de>>(d: D) -> Result<&'static [&'static str], D::Error> {
    refs(CARD, d)
}

fn card_ref_lists<'de, D: Deserializer<'de>>(d: D) -> Result<&'static [&'static [&'static str]], D::Error> {
    let lists = Vec::<Vec<String>>::deserialize(d)?;
    let mut out = Vec::with_capacity(lists.len());
    for list in lists {
        for id in &list {
            read::resolve(CARD, id).map_err(serde::de::Error::custom)?;
        }
        out.push(&*list.into_iter().map(|id| &*id.leak()).collect::<Vec<_>>().leak());
    }
    Ok(out.leak())
}

fn set_ref<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(SET, d)
}

fn opt_set_ref<'de, D: Deserializer<'de>>(d: D) -> Result<Option<&'static str>, D::Error> {
    set_ref(d).map(Some)
}

fn set_refs<'de, D: Deserializer<'de>>(d: D) -> Result<&'static [&'static str], D::Error> {
    refs(SET, d)
}

fn log_ref<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    read::id(LOG, d)
}

fn log_refs<'de, D: Deserializer<'de>>(d: D) -> Result<&'static [&'static str], D::Error> {
    refs(LOG, d)
}

/// A deck list as written: `{ "01016" = 1, "01086" = 2 }`, in code order.
fn deck_cards<'de, D: Deserializer<'de>>(d: D) -> Result<&'static [(&'static str, u8)], D::Error> {
    let map = std::collections::BTreeMap::<String, u8>::deserialize(d)?;
    let mut out = Vec::with_capacity(map.len());
    for (code, copies) in map {
        read::resolve(CARD, &code).map_err(serde::de::Error::custom)?;
        out.push((&*code.leak(), copies));
    }
    Ok(out.leak())
}

impl Effect {
    /// Every hook named in `lists`, nested effects included.
    pub fn hooks(lists: &[&[Effect]]) -> Vec<Hook> {
        let mut out = Vec::new();
        for list in lists {
            for effect in *list {
                match effect {
                    Effect::Custom(hook) => out.push(*hook),
                    Effect::Test(test) => out.extend(Effect::hooks(&[test.pass, test.fail])),
                    Effect::If(branch) => out.extend(Effect::hooks(&[branch.then, branch.otherwise])),
                    Effect::PerFail(list)
                    | Effect::EachInvestigator(list)
                    | Effect::EachHere(list)
                    | Effect::ChosenHere(list) => out.extend(Effect::hooks(&[list])),
                    Effect::Choose(options) => out.extend(Effect::hooks(options)),
                    _ => {}
                }
            }
        }
        out
    }
}

impl AbilityDef {
    /// Every hook the abilities name.
    pub fn hooks(abilities: &[AbilityDef]) -> Vec<Hook> {
        let lists: Vec<&[Effect]> = abilities.iter().map(|a| a.effects).collect();
        Effect::hooks(&lists)
    }
}
