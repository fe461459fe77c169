//! The ability vocabulary: timings, triggers, costs, limits, conditions and effects.

use super::*;

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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Deserialize, serde::Serialize)]
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
    #[serde(default, rename = "trait")]
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
    At(#[serde(deserialize_with = "location_refs")] &'static [&'static str]),
    /// Any empty location.
    AnyEmpty,
    /// Engaged with its prey.
    EngagedWithPrey,
}
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
