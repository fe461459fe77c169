//! The effect vocabulary: tests, costs, conditions and effects.

use super::*;

schema! {
/// A skill test with its outcomes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct TestDef {
    /// The tested skill.
    pub skill: Skill,
    /// The test modifier.
    #[serde(default, deserialize_with = "read::i8_in::<-3, 3, _>")]
    pub modifier: i8,
    /// Extra dice per counted thing (`(-1, Count::Spells)`: roll 1 less die for each Spell you
    /// have); the pool never drops below 1 die.
    #[serde(default, deserialize_with = "dice")]
    pub dice: Option<(i8, Count)>,
    /// Successes needed to pass (1 unless the card says "If your test result is 3 or greater").
    #[serde(default = "one", deserialize_with = "read::u8_in::<1, 9, _>")]
    pub pass_at: u8,
    /// Effects on a pass.
    #[serde(default, deserialize_with = "read::slice")]
    pub pass: &'static [Effect],
    /// Effects on a fail.
    #[serde(default, deserialize_with = "read::slice")]
    pub fail: &'static [Effect],
}
}

schema! {
/// Something counted on the board or in an investigator's hands, for amounts that vary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum Count {
    /// Clues the investigator holds.
    Clues,
    /// Spells the investigator holds.
    Spells,
    /// Cultist Monsters on the board.
    Cultists,
    /// Gates on the board.
    Gates,
    /// Gates on the board whose symbol matches the current Omen.
    OmenGates,
    /// The number of investigators (players).
    Investigators,
    /// Half the number of investigators, rounded up.
    HalfInvestigators,
    /// The investigator's Conditions with this trait.
    ConditionsWith(Trait),
    /// The investigator's possessions (Assets, Artifacts) with this trait.
    PossessionsWith(Trait),
    /// Rumor Mythos cards in play.
    Rumors,
}
}

schema! {
/// Who pays a cost or must hold a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cost {
    /// Spend N Clues.
    Clues(#[serde(deserialize_with = "read::u8_in::<1, 9, _>")] u8),
    /// Investigators as a group spend Clues (any of them may contribute).
    GroupClues(Count),
    /// Spend N Health (never the last).
    Health(#[serde(deserialize_with = "read::u8_in::<1, 9, _>")] u8),
    /// Spend N Sanity (never the last).
    Sanity(#[serde(deserialize_with = "read::u8_in::<1, 9, _>")] u8),
    /// Become Delayed.
    Delay,
    /// Gain this Condition (not one already held).
    GainCondition(#[serde(deserialize_with = "condition")] &'static str),
    /// Discard this Condition.
    DiscardCondition(#[serde(deserialize_with = "condition")] &'static str),
    /// Discard a possession.
    Discard(Possession),
}
}

schema! {
/// A kind of possession card: a deck and an optional trait ("1 Item possession": any Asset or
/// Artifact with the Item trait).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(default, deny_unknown_fields)]
pub struct Possession {
    /// The deck, or `None` for Assets and Artifacts alike.
    pub deck: Option<CardDeck>,
    /// The trait the card must have.
    pub with: Option<Trait>,
}
}

schema! {
/// The decks of cards investigators hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "lowercase")]
pub enum CardDeck {
    /// Assets.
    Asset,
    /// Artifacts.
    Artifact,
    /// Spells.
    Spell,
    /// Conditions.
    Condition,
}
}

schema! {
/// An optional effect or a cost: "You may <cost> to <then>"; "<otherwise> unless you <cost>".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct OfferDef {
    /// What the investigator pays (everything, or nothing when the offer is declined).
    #[serde(default, deserialize_with = "read::slice")]
    pub cost: &'static [Cost],
    /// Resolved after paying.
    #[serde(default, deserialize_with = "read::slice")]
    pub then: &'static [Effect],
    /// Resolved when the investigator does not (or cannot) pay.
    #[serde(rename = "else", default, deserialize_with = "read::slice")]
    pub otherwise: &'static [Effect],
}
}

schema! {
/// A condition on the game or the resolving investigator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Check {
    /// The investigator has this Condition.
    HasCondition(&'static str),
    /// The investigator holds a card of this kind.
    Holds(Possession),
    /// A Monster of this kind is on the board.
    MonsterOnBoard(&'static str),
    /// The investigator is on a space of this kind.
    OnKind(LocationKind),
    /// At least one Mystery is solved.
    SolvedMystery,
    /// At least one Gate on the board matches the current Omen.
    OmenGate,
    /// At least one Rumor is in play.
    RumorInPlay,
}
}

schema! {
/// `if` with its branches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(try_from = "IfToml")]
pub struct IfDef {
    /// The condition.
    pub check: Check,
    /// When it holds.
    pub then: &'static [Effect],
    /// When it does not.
    pub otherwise: &'static [Effect],
}
}

schema! {
/// Which investigators an `each` effect reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct ScopeDef {
    /// Only investigators on a space of this kind.
    #[serde(default)]
    pub on: Option<LocationKind>,
    /// Only investigators on the Active Expedition space or a space next to it.
    #[serde(default)]
    pub near_expedition: bool,
    /// Only investigators holding such a card.
    #[serde(default)]
    pub holding: Option<Possession>,
    /// The effects each of them resolves, from the Lead Investigator clockwise.
    #[serde(deserialize_with = "read::slice")]
    pub effects: &'static [Effect],
}
}

schema! {
/// A plain roll (not a test: no rerolls, no test effects) and what each face does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(deny_unknown_fields)]
pub struct RollDef {
    /// Dice rolled.
    #[serde(deserialize_with = "read::u8_in::<1, 9, _>")]
    pub dice: u8,
    /// `(lowest face, highest face, effects)`, resolved once per die showing such a face.
    #[serde(deserialize_with = "faces")]
    pub faces: &'static [(u8, u8, &'static [Effect])],
}
}

schema! {
/// A combat outside the encounter step (an ambush, or a Monster spawned to be fought).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FightDef {
    /// The Monster kind (`None`: a random one from the cup; a Cultist uses the Ancient One's
    /// values).
    #[serde(default, deserialize_with = "fight_monster")]
    pub monster: Option<&'static str>,
    /// The Monster is spawned on the investigator's space and stays if not defeated (else it
    /// ambushes and returns to the cup).
    #[serde(default)]
    pub spawn: bool,
    /// After the combat, if the investigator defeated it.
    #[serde(default, deserialize_with = "read::slice")]
    pub defeated: &'static [Effect],
    /// After the combat, if not.
    #[serde(default, deserialize_with = "read::slice")]
    pub undefeated: &'static [Effect],
}
}

schema! {
/// Where an investigator moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Destination {
    /// A named space.
    Location(&'static str),
    /// The nearest space of a kind (ties: the investigator chooses).
    Nearest(LocationKind),
    /// One space along any path, the investigator's choice.
    Adjacent,
    /// One space toward the nearest Gate.
    TowardGate,
    /// Any space, the investigator's choice.
    Any,
}
}

schema! {
/// Where Monsters spawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SpawnAt {
    /// The resolving investigator's space.
    Here,
    /// A named space.
    Location(&'static str),
    /// The Active Expedition space.
    Expedition,
    /// Each space with a Cultist Monster.
    EachCultist,
}
}

schema! {
/// Which Monsters an effect reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
#[serde(rename_all = "snake_case")]
pub enum MonsterTarget {
    /// One Monster of the investigator's choice on any space.
    AnyOne,
    /// One Monster of the investigator's choice on their space.
    OneHere,
    /// Each Monster on a space of the investigator's choice.
    AllOnChosenSpace,
    /// Each Monster on the investigator's space.
    AllHere,
}
}

schema! {
/// One effect of a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(remote = "Self", rename_all = "snake_case")]
pub enum Effect {
    /// Gain N Clues from the pool.
    GainClue(#[serde(deserialize_with = "read::u8_in::<1, 9, _>")] u8),
    /// Gain the Clue token in this location (Research).
    GainThisClue,
    /// Discard the Clue token in this location (Research).
    DiscardThisClue,
    /// Move the Clue token in this location to the nearest space of a kind.
    MoveThisClue(LocationKind),
    /// Discard N Clues (all when holding fewer).
    DiscardClues(#[serde(deserialize_with = "read::u8_in::<1, 99, _>")] u8),
    /// Discard one Clue per counted thing.
    DiscardCluesPer(Count),
    /// Lose N Health.
    LoseHealth(#[serde(deserialize_with = "read::u8_in::<1, 20, _>")] u8),
    /// Lose N Sanity.
    LoseSanity(#[serde(deserialize_with = "read::u8_in::<1, 20, _>")] u8),
    /// Lose 1 Health per counted thing.
    LoseHealthPer(Count),
    /// Lose 1 Sanity per counted thing.
    LoseSanityPer(Count),
    /// Recover N Health.
    RecoverHealth(#[serde(deserialize_with = "read::u8_in::<1, 20, _>")] u8),
    /// Recover N Sanity.
    RecoverSanity(#[serde(deserialize_with = "read::u8_in::<1, 20, _>")] u8),
    /// Improve a skill.
    Improve(Skill),
    /// Improve one skill of the investigator's choice.
    ImproveChoice,
    /// Gain a named Condition (by id).
    GainCondition(#[serde(deserialize_with = "condition")] &'static str),
    /// Gain a Condition with this trait (a random one the investigator does not have).
    GainConditionWith(Trait),
    /// Discard a named Condition, if held.
    DiscardCondition(#[serde(deserialize_with = "condition")] &'static str),
    /// Discard a Condition with this trait of the investigator's choice, if any.
    DiscardConditionWith(Trait),
    /// Gain a random Spell (of a trait).
    GainSpell(#[serde(deserialize_with = "trait_or_any")] Option<Trait>),
    /// Gain a random Asset from the deck (of a trait).
    GainAsset(#[serde(deserialize_with = "trait_or_any")] Option<Trait>),
    /// Gain an Asset (of a trait) from the Reserve, the investigator's choice.
    GainReserve(#[serde(deserialize_with = "trait_or_any")] Option<Trait>),
    /// Gain a random Artifact (of a trait).
    GainArtifact(#[serde(deserialize_with = "trait_or_any")] Option<Trait>),
    /// Gain a named card: from the Reserve if there, else searched out of its deck.
    #[serde(deserialize_with = "gain_named")]
    GainNamed(CardDeck, &'static str),
    /// Discard a possession of the investigator's choice (nothing when none matches).
    Discard(Possession),
    /// Gain a ticket.
    GainTicket(Ticket),
    /// Become Delayed.
    Delay,
    /// Doom: positive advances towards 0, negative retreats.
    Doom(#[serde(deserialize_with = "doom")] i8),
    /// Advance Doom by 1 per counted thing.
    DoomPer(Count),
    /// Close this gate.
    CloseGate,
    /// Discard a Gate of the investigator's choice.
    DiscardGate,
    /// The investigator is devoured.
    Devoured,
    /// Place N Eldritch tokens on the active Mystery.
    EldritchOnMystery(#[serde(deserialize_with = "read::u8_in::<1, 9, _>")] u8),
    /// Place N Eldritch tokens on the Ancient One sheet.
    EldritchOnSheet(#[serde(deserialize_with = "read::u8_in::<1, 9, _>")] u8),
    /// Azathoth: place (positive) or discard (negative) Eldritch tokens on the green Omen space.
    OmenEldritch(#[serde(deserialize_with = "omen_eldritch")] i8),
    /// Shuffle a solved Mystery (at random) back into the Mystery deck.
    UnsolveMystery,
    /// A skill test.
    Test(#[serde(deserialize_with = "read::leak")] &'static TestDef),
    /// An optional effect or cost.
    May(#[serde(deserialize_with = "read::leak")] &'static OfferDef),
    /// One of several effect lists, the investigator's choice.
    Choose(#[serde(deserialize_with = "options")] &'static [&'static [Effect]]),
    /// A condition.
    If(#[serde(deserialize_with = "read::leak")] &'static IfDef),
    /// Each investigator in scope resolves effects.
    Each(#[serde(deserialize_with = "read::leak")] &'static ScopeDef),
    /// The resolving investigator chooses an investigator, who resolves the effects.
    ChooseInvestigator(#[serde(deserialize_with = "read::slice")] &'static [Effect]),
    /// A plain roll.
    Roll(#[serde(deserialize_with = "read::leak")] &'static RollDef),
    /// A combat outside the encounter step.
    Fight(#[serde(deserialize_with = "read::leak")] &'static FightDef),
    /// Move the investigator.
    Move(#[serde(deserialize_with = "destination")] Destination),
    /// Spawn N Monsters.
    #[serde(deserialize_with = "spawn_monsters")]
    SpawnMonsters(SpawnAt, u8),
    /// Spawn an Epic Monster on a space.
    #[serde(deserialize_with = "spawn_epic")]
    SpawnEpic(&'static str, &'static str),
    /// Monsters lose N Health.
    #[serde(deserialize_with = "damage_monsters")]
    DamageMonsters(MonsterTarget, u8),
    /// Discard Monsters (never an Epic one).
    DiscardMonsters(MonsterTarget),
    /// Spawn N clues.
    SpawnClue(#[serde(deserialize_with = "read::u8_in::<1, 9, _>")] u8),
    /// Spawn a clue on a space of the investigator's choice.
    SpawnClueChoice,
    /// Spawn a gate.
    SpawnGate,
    /// Advance the Omen.
    AdvanceOmen,
    /// Move the Omen counterclockwise by 1.
    RetreatOmen,
    /// Move the Omen to a space of the investigator's choice without advancing Doom.
    ChooseOmen,
    /// A passive penalty to a skill while the card is held.
    #[serde(deserialize_with = "skill_penalty")]
    SkillPenalty(Skill, u8),
    /// The holder cannot move.
    CannotMove,
    /// Flip the card these effects belong to: resolve its back.
    FlipThisCard,
    /// Discard the card these effects belong to.
    DiscardThisCard,
    /// Recover all Health and Sanity.
    RecoverAll,
    /// The active Mystery's offer to spend for an Eldritch token (its `TokenSite` challenge's
    /// reward).
    MysteryOffer,
    /// Move every Clue on the board to the nearest space of a kind.
    MoveCluesTo(LocationKind),
    /// A named hook implemented by the engine (`{ custom = "kleptomania" }`; declared in a
    /// `[[hook]]` table, `content::eldritch::HOOKS`).
    Custom(Hook),
}
}
