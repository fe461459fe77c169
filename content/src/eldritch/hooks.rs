//! Hooks: the rules the effect vocabulary cannot say, one variant each.

use super::*;

schema! {
/// Card text the effect vocabulary cannot express, run by name (`{ custom = "kleptomania" }`),
/// and the engine's own steps of those rules (never written in the content: a `custom` that
/// names one is refused). The `eldritch` crate matches every variant, so a hook without an
/// implementation does not compile; a new hook is a variant here, its `[[hook]]` table beside
/// the cards that use it (the rule in words) and its code there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Hook {
    /// `a-dark-power`: A Dark Power: each Monster on the game board (Epic ones too) recovers all Health; then each investigator, from the Lead Investigator clockwise, encounters each Monster on his space (a combat each) in the order of his choice.
    ADarkPower,
    /// `after-will-roll-to-defeat`: Combat rule (Colour Out of Space): after the Will test, roll 1 die (not a test); on a 5 or 6 the Monster is defeated; otherwise the combat ends (it has no Strength test).
    AfterWillRollToDefeat,
    /// `ally-takes-the-blow`: Combat rule (Maniac): if the investigator fails the Strength test (the Maniac is not defeated) and would lose Health, it may discard 1 Ally Asset instead of losing that Health.
    AllyTakesTheBlow,
    /// `blessed-cursed-dice`: Passive (no card uses it now): its work is done by the tests.
    BlessedCursedDice,
    /// `blessing-of-isis-back-1`: Casting result 0: the chosen investigator gains the Cursed Condition; 1: the caster loses 1 Sanity; 2 or more: nothing. The card stays (flipped face up again).
    #[serde(rename = "blessing-of-isis-back-1")]
    BlessingOfIsisBack1,
    /// `blessing-of-isis-back-2`: Casting result 0 to 2: the caster loses 1 Health; 3 or more: each investigator on the caster's space without the Blessed Condition is asked whether to gain it. The card stays.
    #[serde(rename = "blessing-of-isis-back-2")]
    BlessingOfIsisBack2,
    /// `blood-flows`: Blood Flows: the Lead Investigator discards 1 non-Epic Monster of his choice from any space (wiki ruling after Blood Rites; nothing happens when there is none) and loses Health equal to its toughness.
    BloodFlows,
    /// `box-the-active-expedition`: The World Shakes: every Expedition Encounter card of the Active Expedition's location (in the deck and its discard pile) goes to the game box, then the Expedition Encounter deck is shuffled (its new top card names the Active Expedition).
    BoxTheActiveExpedition,
    /// `byakhee-flight`: When defeated (Byakhee): if it was defeated in the Encounter phase's Combat Encounters and no Monster is left on the space, the investigator may lose 1 Sanity to move up to 3 spaces (one adjacent space at a time, each step optional); it then resolves no other encounter, and does not fight the Monsters on the space it reaches.
    ByakheeFlight,
    /// `choose-spell-target`: Plumb the Void, before the test: the caster chooses an investigator on any space (itself included); the choice is kept for the pass effect and the back.
    ChooseSpellTarget,
    /// `choose-spell-target-here-without-blessed`: Blessing of Isis, before the test: the caster chooses an investigator on its space without the Blessed Condition (with none, the caster); the choice is kept for the pass effect and the back.
    ChooseSpellTargetHereWithoutBlessed,
    /// `clairvoyance-back-1`: Casting result 0: the card is discarded unless the caster gains a Paranoia Condition; 1 or 2: nothing; 3 or more: 1 additional die on each test of that Research encounter. The card stays.
    #[serde(rename = "clairvoyance-back-1")]
    ClairvoyanceBack1,
    /// `clairvoyance-back-2`: Casting result 0: the chosen Clue is discarded (none is chosen on a failed test); 1 or 2: the caster loses 1 Sanity; 3 or more: the caster gains 1 Clue. The card stays.
    #[serde(rename = "clairvoyance-back-2")]
    ClairvoyanceBack2,
    /// `clairvoyance-choose-clue-space`: Clairvoyance's pass: the holder chooses a space with a Clue; it resolves a Research encounter there this encounter step, as if it were there, ignoring Monsters.
    ClairvoyanceChooseClueSpace,
    /// `condition-reckonings-as-ones`: Tied to a Dark Purpose: each investigator, from the Lead Investigator clockwise, resolves the Reckoning ability of each of his Conditions (their data) with every die rolled, plain rolls and tests alike, showing 1.
    ConditionReckoningsAsOnes,
    /// `conjuration-back-1`: Casting result 0: the card is discarded if no die showed a 4 (when the roll is unknown, the card stays); 1 to 3: the caster loses 1 Sanity; 4 or more: the caster gains 1 more Item or Trinket Asset of its choice from the reserve. The card stays otherwise.
    #[serde(rename = "conjuration-back-1")]
    ConjurationBack1,
    /// `conjuration-back-2`: Casting result 0: the card is discarded unless the caster discards 1 Item; 1: the caster loses 1 Sanity; 2 or more: the caster may take more Item or Trinket Assets from the Reserve, one at a time, while their values and the front's Asset total no more than the result. The card stays otherwise.
    #[serde(rename = "conjuration-back-2")]
    ConjurationBack2,
    /// `cultist-becomes-goat-spawn-or-dark-young`: Reckoning (Shub-Niggurath's Cultist): if a set-aside Goat Spawn can spawn (else a set-aside Dark Young), this Cultist is discarded and that Monster spawns on its space.
    CultistBecomesGoatSpawnOrDarkYoung,
    /// `cultist-strikes-then-falls`: Combat rule (Azathoth's Cultist): after the Will test, the investigator loses 1 Health and the Cultist is defeated.
    CultistStrikesThenFalls,
    /// `debt-reckoning-as-ones`: Legitimate Banking, when the Lead Investigator already had a Debt: he resolves that Debt's Reckoning ability (its data) with every die rolled showing 1.
    DebtReckoningAsOnes,
    /// `deep-one-ambushes-the-nearest-investigator`: Reckoning (Cthylla): a Deep One ambushes the investigator nearest to this Monster (a combat with the Deep One's values; no token moves).
    DeepOneAmbushesTheNearestInvestigator,
    /// `defeat-all-monsters-here`: Flute of the Outer Gods: every Monster on the holder's space is defeated by it (Epic Monsters too: the text makes no exception), as if in combat but without a Combat Encounter (no 'if you defeat a Monster during a Combat Encounter' ability triggers).
    DefeatAllMonstersHere,
    /// `devour-another-investigator`: One of the Thousand: the holder chooses another investigator, who is devoured (with no other investigator, nothing).
    DevourAnotherInvestigator,
    /// `discard-any-number-of-items`: The investigator may discard any number of Item possessions, one at a time, until he declines or holds none.
    DiscardAnyNumberOfItems,
    /// `discard-any-number-of-spells`: The investigator may discard any number of Spells, one at a time, until he declines or holds none.
    DiscardAnyNumberOfSpells,
    /// `discard-items-but-one`: Fractured Spine: while the investigator holds more than 1 Item possession, it discards 1 of its choice (so it keeps the one it wants).
    DiscardItemsButOne,
    /// `discard-omen-gates`: Dimensional Instability: discard (not close) each Gate on the game board that corresponds to the current Omen, then advance Doom by 1 for each Gate discarded.
    DiscardOmenGates,
    /// `discard-the-reserve`: Driven to Bankruptcy enters play: every card in the reserve goes to the Asset discard pile (the card then keeps the reserve empty).
    DiscardTheReserve,
    /// `disperse-with-influence`: Combat rule (Riot): before the Strength test, the investigator may test Influence -1; on a pass the Monster is defeated (no Strength test).
    DisperseWithInfluence,
    /// `draw-rumor-from-the-box`: The Storm: a random Rumor Mythos card from the game box is drawn and resolved as a Mythos card: it enters play (its Eldritch tokens, Epic Monster) and its icons are resolved in order.
    DrawRumorFromTheBox,
    /// `driven-to-bankruptcy-ends`: Driven to Bankruptcy's Reckoning: the card goes from play to the Mythos discard pile, then the top 4 cards of the Asset deck fill the reserve.
    DrivenToBankruptcyEnds,
    /// `each-on-its-space-loses-1-health`: Reckoning (Gnoph-Keh): each investigator on this Monster's space loses 1 Health, from the Lead Investigator clockwise.
    #[serde(rename = "each-on-its-space-loses-1-health")]
    EachOnItsSpaceLoses1Health,
    /// `each-on-its-space-loses-1-sanity`: Reckoning (Deep One): each investigator on this Monster's space loses 1 Sanity, from the Lead Investigator clockwise.
    #[serde(rename = "each-on-its-space-loses-1-sanity")]
    EachOnItsSpaceLoses1Sanity,
    /// `each-on-or-next-to-its-space-loses-1-health-and-1-sanity`: Reckoning (Lloigor): each investigator on this Monster's space or a space adjacent to it loses 1 Health and 1 Sanity, from the Lead Investigator clockwise.
    #[serde(rename = "each-on-or-next-to-its-space-loses-1-health-and-1-sanity")]
    EachOnOrNextToItsSpaceLoses1HealthAnd1Sanity,
    /// `failed-will-costs-1-health`: Combat rule (Warlock): if the investigator fails the Will test, it also loses 1 Health (before the Strength test).
    #[serde(rename = "failed-will-costs-1-health")]
    FailedWillCosts1Health,
    /// `failed-will-ends-the-combat`: Combat rule (Spinner of Webs): if the investigator fails the Will test, the Strength test is not resolved.
    FailedWillEndsTheCombat,
    /// `failed-will-gains-cursed`: Combat rule (Witch): if the investigator fails the Will test, it gains a Cursed Condition.
    FailedWillGainsCursed,
    /// `feed-the-mind-back-1`: Casting result 0 to 2: the card is discarded unless the caster loses 2 Sanity; 3 or more: the chosen investigator may improve 1 more skill of his choice. The card stays otherwise.
    #[serde(rename = "feed-the-mind-back-1")]
    FeedTheMindBack1,
    /// `feed-the-mind-back-2`: Casting result 0: the card is discarded if no die showed a 4 (when the roll is unknown, the card stays); 1 or more: the caster loses 1 Sanity. The card stays otherwise.
    #[serde(rename = "feed-the-mind-back-2")]
    FeedTheMindBack2,
    /// `flesh-ward-back-1`: Casting result 0: the card is discarded if no die showed a 4; 1 or more: the caster loses 1 Sanity. The card stays.
    #[serde(rename = "flesh-ward-back-1")]
    FleshWardBack1,
    /// `flesh-ward-back-2`: Casting result 0: the protected investigator loses 1 Health unless it gains an Internal Injury Condition; 1 or 2: nothing; 3 or more: up to the result (not 2) of the Health loss is prevented. The card stays.
    #[serde(rename = "flesh-ward-back-2")]
    FleshWardBack2,
    /// `from-beyond`: From Beyond: if no Mythos card in play has a Reckoning effect, advance Doom by 1; otherwise the investigators may spend, as a group, Clues equal to half the number of investigators, and unless they do, the Reckoning effect of every Mythos card in play is resolved, all of them once and then all of them again.
    FromBeyond,
    /// `gain-clues-per-success`: After a test: the investigator gains 1 Clue for each success of that test ("a number of Clues equal to his test result").
    GainCluesPerSuccess,
    /// `gain-item-or-trinket-up-to-spell-result`: Conjuration, on a pass: the caster gains 1 Item or Trinket Asset of its choice from the reserve whose value is at most the casting test's result (nothing if none).
    GainItemOrTrinketUpToSpellResult,
    /// `give-clues-to-another-investigator`: Wireless Report: the holder chooses another investigator (on any space), then gives him its Clues one at a time, being asked before each whether to give one more.
    GiveCluesToAnotherInvestigator,
    /// `give-items-to-another-investigator`: Delivery Service: the holder chooses another investigator (on any space); each of its Item possessions (Assets and Artifacts with the Item trait) is named in turn and the holder may give it to him.
    GiveItemsToAnotherInvestigator,
    /// `health-loss-discards-an-ally`: Combat rule (Zombie Horde): if the investigator loses Health from the Strength test, it discards 1 Ally Asset (its choice).
    HealthLossDiscardsAnAlly,
    /// `health-loss-gains-paranoia`: Combat rule (Ghoul): if the investigator loses Health from the Strength test, it then gains a Paranoia Condition.
    HealthLossGainsParanoia,
    /// `hound-hunts-the-nearest-investigator`: Reckoning (Hound of Tindalos): this Monster moves to the space of the nearest investigator (fewest paths; ties: the first from the Lead Investigator clockwise), who immediately resolves a Combat Encounter against it.
    HoundHuntsTheNearestInvestigator,
    /// `hound-of-tindalos-comes-to-you`: research-yog-sothoth-3 (Sea): the Hound of Tindalos Monster on the game board moves to the investigator's space and the investigator encounters it (a Combat Encounter with that board Monster, which stays there unless defeated). Used only when the Hound is on the board; otherwise the card's 'lose 1 Sanity' applies.
    HoundOfTindalosComesToYou,
    /// `ignore-monsters-this-encounter`: Mists of Releh's pass: the holder chooses its encounter as if no Monster were on its space (this encounter step).
    IgnoreMonstersThisEncounter,
    /// `instill-bravery-back-1`: Casting result 0: the card is discarded if no die showed a 4; 1 or more: the caster loses 1 Health. The card stays.
    #[serde(rename = "instill-bravery-back-1")]
    InstillBraveryBack1,
    /// `instill-bravery-back-2`: Casting result 0: the protected investigator loses 1 Sanity unless it gains a Hallucinations Condition; 1 or 2: nothing; 3 or more: up to the result (not 2) of the Sanity loss is prevented. The card stays.
    #[serde(rename = "instill-bravery-back-2")]
    InstillBraveryBack2,
    /// `investigator-here-gains-blessed`: Holy Water: the holder chooses an investigator on its space (itself included); that investigator gains the Blessed Condition.
    InvestigatorHereGainsBlessed,
    /// `it-recovers-all-health`: Reckoning (Shoggoth): this Monster recovers all its Health (its Health tokens are removed).
    ItRecoversAllHealth,
    /// `it-steps-toward-shub-niggurath`: Reckoning (Shub-Niggurath's awakened Cultist): this Monster moves 1 space along a shortest path toward the Shub-Niggurath Epic Monster.
    ItStepsTowardShubNiggurath,
    /// `kleptomania`: Paranoia (Kleptomania): the holder gains 1 random Item Asset from the deck, then tests Observation; if the result is lower than that Asset's value, it discards that Asset and gains the Detained Condition.
    Kleptomania,
    /// `lose-1-sanity-before-strength`: Combat rule (Cthulhu's Cultist): before the Strength test, the investigator loses 1 Sanity.
    #[serde(rename = "lose-1-sanity-before-strength")]
    Lose1SanityBeforeStrength,
    /// `lose-2-sanity-before-strength`: Combat rule (Cthulhu's awakened Cultist): before the Strength test, the investigator loses 2 Sanity.
    #[serde(rename = "lose-2-sanity-before-strength")]
    Lose2SanityBeforeStrength,
    /// `lose-sanity-per-spell-before-strength`: Combat rule (Yog-Sothoth's awakened Cultist): before the Strength test, the investigator loses 1 Sanity for each Spell it has.
    LoseSanityPerSpellBeforeStrength,
    /// `mi-go-takes-the-nearest-clue`: Reckoning (Mi-go): the Clue token on the board nearest to this Monster is discarded and this Monster moves to that space (no Clue on the board: nothing happens).
    MiGoTakesTheNearestClue,
    /// `mists-of-releh-back-1`: Casting result 0 or 1: the caster loses 1 Health and 1 Sanity; 2 or more: nothing. The card stays.
    #[serde(rename = "mists-of-releh-back-1")]
    MistsOfRelehBack1,
    /// `mists-of-releh-back-2`: Casting result 0: the card is discarded unless the caster gains a Hallucinations Condition; 1 or more: the caster loses 1 Sanity. The card stays.
    #[serde(rename = "mists-of-releh-back-2")]
    MistsOfRelehBack2,
    /// `move-monster-to-chosen-space`: asia-8@tokyo (on a pass): the investigator chooses 1 non-Epic Monster on any space (Epic Monsters move only by their own text), then another space of the board; the Monster moves there, keeping the Health it has lost. A move is not a spawn. Nothing happens when there is no non-Epic Monster on the board.
    MoveMonsterToChosenSpace,
    /// `nearest-investigator-gains-cursed`: Reckoning (Warlock, on a 1 or 2): the investigator nearest to this Monster gains a Cursed Condition.
    NearestInvestigatorGainsCursed,
    /// `nearest-investigator-steps-toward-it`: Reckoning (Serpent People, on a 1 or 2): the investigator nearest to this Monster moves 1 space along a shortest path toward it.
    NearestInvestigatorStepsTowardIt,
    /// `nightgaunt-carries-off`: Reckoning (Nightgaunt): if an investigator is on its space (the first from the Lead Investigator clockwise), that investigator moves 1 space of its choice, this Monster moves with it, and it becomes Delayed; otherwise this Monster moves 2 spaces along a shortest path toward the nearest investigator.
    NightgauntCarriesOff,
    /// `no-additional-encounter`: When defeated (Gug): if it was defeated in the Encounter phase's Combat Encounters, the investigator does not resolve an additional encounter this round.
    NoAdditionalEncounter,
    /// `no-peace-for-the-fallen`: No Peace For the Fallen: every possession on the defeated investigators' sheets lying on the board is discarded, and their figures and sheets leave the game.
    NoPeaceForTheFallen,
    /// `on-rest-recover-health`: Passive (no card uses it now): an Asset with it adds 1 Health to a Rest.
    OnRestRecoverHealth,
    /// `on-rest-recover-sanity`: Passive (no card uses it now): an Asset with it adds 1 Sanity to a Rest.
    OnRestRecoverSanity,
    /// `others-here-lose-2-health`: Paranoia (Violent Outbursts): each other investigator on the holder's space loses 2 Health.
    #[serde(rename = "others-here-lose-2-health")]
    OthersHereLose2Health,
    /// `passed-will-wounds-it`: Combat rule (Ghost): if the investigator passes the Will test, the Monster loses Health equal to the test's successes and is defeated when its lost Health reaches its toughness; the combat then ends (no Strength test).
    PassedWillWoundsIt,
    /// `patrolling-the-border-ends`: Patrolling the Border's Reckoning, after the tests: the card goes from play to the Mythos discard pile.
    PatrollingTheBorderEnds,
    /// `plumb-the-void-back-1`: Casting result 0: the chosen investigator loses 3 Health; 1 or 2: the caster loses 1 Sanity; 3 or more: the caster may perform 1 additional action this round. The card stays.
    #[serde(rename = "plumb-the-void-back-1")]
    PlumbTheVoidBack1,
    /// `plumb-the-void-back-2`: Casting result 0 or 1: the card is discarded unless the caster gains the Amnesia Condition; 2 or more: nothing. The card stays otherwise.
    #[serde(rename = "plumb-the-void-back-2")]
    PlumbTheVoidBack2,
    /// `printed-text`: The rest of the printed text (shown in `text`) is not automated (no card uses it now).
    PrintedText,
    /// `pull-non-epic-monster-and-fight`: asia-3@tokyo: the investigator chooses 1 non-Epic Monster on any space (its own included); it moves to the investigator's space, keeping the Health it has lost, and the investigator immediately resolves a combat encounter with it (Will test, then Strength test; undefeated, it stays on that space). Nothing happens when there is no non-Epic Monster on the board.
    PullNonEpicMonsterAndFight,
    /// `reroll-once-per-round`: Passive (no card uses it now): its work is done by the tests.
    RerollOncePerRound,
    /// `rising-terror`: Rising Terror: Monster Reckoning effects are not in the content data (monsters.toml holds no Monster text), so none is resolved; Doom advances by 1 only when no Monster is on the game board (then certainly none has a Reckoning effect); otherwise the engine shows the text.
    RisingTerror,
    /// `roll-under-investigators-spawns-a-gate`: Reckoning (Dunwich Horror): roll 1 die (not a test); if the result is equal to or less than the number of investigators, spawn 1 Gate.
    RollUnderInvestigatorsSpawnsAGate,
    /// `rumor`: Rumor cards are implemented by id in crates/eldritch/src/rumor.rs: entering play, their encounter, Reckoning, expiry and solving.
    Rumor,
    /// `shriveling-back-1`: Casting result 0 or 1: the card is discarded unless the caster loses 2 Sanity; 2: nothing; 3 or more: the Monster hurt by the pass effect (if it is still there) loses as much more Health as the result exceeds 2. The card stays otherwise.
    #[serde(rename = "shriveling-back-1")]
    ShrivelingBack1,
    /// `shriveling-back-2`: Casting result 0: the caster loses 2 Health; 1: the caster loses 1 Sanity; 2 or more: each other Monster on the caster's space (not the one the pass effect hurt) loses 2 Health. The card stays.
    #[serde(rename = "shriveling-back-2")]
    ShrivelingBack2,
    /// `solve-a-rumor`: A Proposition: the Lead Investigator solves 1 Rumor Mythos card in play of his choice (asked only when several are in play).
    SolveARumor,
    /// `spawn-a-ghoul-on-its-space`: Reckoning (Nug): a Ghoul Monster (a set-aside one first, else one from the cup) spawns on this Monster's space; none left: nothing happens.
    SpawnAGhoulOnItsSpace,
    /// `spawn-gate-per-spell`: Dark Pact: spawn 1 Gate for each Spell the holder has.
    SpawnGatePerSpell,
    /// `spell-investigator-here-improves-a-skill`: Feed the Mind, on a pass: the caster chooses an investigator on its space (itself included), who improves 1 skill of his choice; the choice is kept for the back.
    SpellInvestigatorHereImprovesASkill,
    /// `spell-result`: First effect after a Spell's casting test, pass or fail: keeps the test result (successes, and whether a 4 was rolled when that roll is known) for the card's back, resolved by 'flip this card'.
    SpellResult,
    /// `spell-target-gains-blessed`: Blessing of Isis, on a pass: the chosen investigator gains the Blessed Condition.
    SpellTargetGainsBlessed,
    /// `spell-target-may-move-anywhere`: Plumb the Void, on a pass: the chosen investigator may move to any space of his choice (he is asked).
    SpellTargetMayMoveAnywhere,
    /// `spend-clues-to-add-successes`: special-2 (PASS): the test that follows the hook is rolled (with its rerolls) as printed; after the roll, when the result is below the test's `pass_at` (3), the investigator may spend Clues to add 1 success for each Clue spent: it is offered to spend exactly the Clues missing to reach 3 (fewer or more would change nothing), and paying resolves the pass list, declining (or holding too few Clues) the fail list. A result already at 3 or more passes at once.
    SpendCluesToAddSuccesses,
    /// `spend-sanity-for-extra-dice`: special-3 (PASS): before the test that follows the hook is rolled, the investigator chooses how much Sanity to spend (0 up to its Sanity minus 1: spending never takes the last Sanity); it loses that much and the test rolls 1 additional die for each Sanity spent, then passes or fails against its `pass_at` (3).
    SpendSanityForExtraDice,
    /// `strange-sightings-ends`: Strange Sightings' Reckoning: the card goes from play to the Mythos discard pile.
    StrangeSightingsEnds,
    /// `that-which-consumes`: That Which Consumes: the Lead Investigator (the group's final word) chooses 1 Gate on the game board and discards it (not closing it); if it does not correspond to the current Omen, advance Doom by 1. Nothing happens when there is no Gate.
    ThatWhichConsumes,
    /// `toll-of-a-clue-before-will`: Combat rule (Wind-Walker): before the Will test, the investigator loses 1 Health and 1 Sanity unless it spends 1 Clue.
    TollOfAClueBeforeWill,
    /// `trade-and-swap-with-another-investigator`: Mi-go Brain Case: the holder chooses another investigator (on any space); each of the holder's Assets, Artifacts and Spells is named in turn and the holder may give it to him, then each of his (those just received included) is named in turn and he may give it to the holder (a Spell goes only to someone without one of the same name); then he may move to the holder's space, and if he does, the holder moves to the space he left. Clues and tickets are not offered.
    TradeAndSwapWithAnotherInvestigator,
    /// `vampire-feeds`: Combat rule (Vampire): if the investigator fails the Will test, the Strength test is not resolved; if it loses Health from the Strength test and the Vampire is not defeated, the Vampire recovers 2 Health.
    VampireFeeds,
    /// `wither-back-1`: Casting result 0 or 1: the card is discarded unless the caster loses 2 Sanity; 2 or more: the caster loses 1 Sanity and the bonus is +5 instead of +3. The card stays.
    #[serde(rename = "wither-back-1")]
    WitherBack1,
    /// `wither-back-2`: Casting result 0: the card is discarded unless the caster gains an Internal Injury Condition; 1: the caster loses 1 Sanity; 2 or more: the caster may reroll 1 die during this combat's Strength test. The card stays.
    #[serde(rename = "wither-back-2")]
    WitherBack2,
    /// `wither-strength`: Wither's pass: +3 Strength (a bonus) for the Combat Encounter being resolved.
    WitherStrength,
    /// `zombie-becomes-the-horde`: Reckoning (Zombie): if the Zombie Horde Epic Monster is neither on the board nor in the box, this Zombie is discarded and the Zombie Horde spawns on its space.
    ZombieBecomesTheHorde,
    /// Engine step (complex): "complex/clue-test-rolled".
    #[serde(skip)]
    ComplexClueTestRolled,
    /// Engine step (complex): "the Clues spent add 1 success each: the result reaches the goal".
    #[serde(skip)]
    TheCluesSpentAdd1SuccessEachTheResultReachesTheGoal,
    /// Engine step (complex): "no Clue spent: the result stays as rolled".
    #[serde(skip)]
    NoClueSpentTheResultStaysAsRolled,
    /// Engine step (complex): "spend no Sanity: no additional die".
    #[serde(skip)]
    SpendNoSanityNoAdditionalDie,
    /// Engine step (complex): "spend 1 Sanity: roll 1 additional die".
    #[serde(skip)]
    Spend1SanityRoll1AdditionalDie,
    /// Engine step (complex): "spend 2 Sanity: roll 2 additional dice".
    #[serde(skip)]
    Spend2SanityRoll2AdditionalDice,
    /// Engine step (complex): "spend 3 Sanity: roll 3 additional dice".
    #[serde(skip)]
    Spend3SanityRoll3AdditionalDice,
    /// Engine step (complex): "spend 4 Sanity: roll 4 additional dice".
    #[serde(skip)]
    Spend4SanityRoll4AdditionalDice,
    /// Engine step (complex): "spend 5 Sanity: roll 5 additional dice".
    #[serde(skip)]
    Spend5SanityRoll5AdditionalDice,
    /// Engine step (complex): "spend 6 Sanity: roll 6 additional dice".
    #[serde(skip)]
    Spend6SanityRoll6AdditionalDice,
    /// Engine step (complex): "spend 7 Sanity: roll 7 additional dice".
    #[serde(skip)]
    Spend7SanityRoll7AdditionalDice,
    /// Engine step (complex): "spend 8 Sanity: roll 8 additional dice".
    #[serde(skip)]
    Spend8SanityRoll8AdditionalDice,
    /// Engine step (complex): "spend 9 Sanity: roll 9 additional dice".
    #[serde(skip)]
    Spend9SanityRoll9AdditionalDice,
    /// Engine step (location): "location/move-monster-to".
    #[serde(skip)]
    LocationMoveMonsterTo,
    /// Engine step (monsters): "monsters/riot-dispersed".
    #[serde(skip)]
    MonstersRiotDispersed,
    /// Engine step (monsters): "monsters/byakhee-landed".
    #[serde(skip)]
    MonstersByakheeLanded,
    /// Engine step (monsters): "monsters/nightgaunt-follows".
    #[serde(skip)]
    MonstersNightgauntFollows,
    /// Engine step (mythos): "a-dark-power: encounters begin".
    #[serde(skip)]
    ADarkPowerEncountersBegin,
    /// Engine step (mythos): "a-dark-power: next Monster".
    #[serde(skip)]
    ADarkPowerNextMonster,
    /// Engine step (mythos): "blood-flows: lose Health equal to its toughness".
    #[serde(skip)]
    BloodFlowsLoseHealthEqualToItsToughness,
    /// Engine step (mythos): "that-which-consumes: Doom unless the Gate matched the Omen".
    #[serde(skip)]
    ThatWhichConsumesDoomUnlessTheGateMatchedTheOmen,
    /// Engine step (mythos): "from-beyond: every Mythos card's Reckoning".
    #[serde(skip)]
    FromBeyondEveryMythosCardSReckoning,
    /// Engine step (mythos): "solve the 1st Rumor in play".
    #[serde(skip)]
    SolveThe1stRumorInPlay,
    /// Engine step (mythos): "solve the 2nd Rumor in play".
    #[serde(skip)]
    SolveThe2ndRumorInPlay,
    /// Engine step (mythos): "solve the 3rd Rumor in play".
    #[serde(skip)]
    SolveThe3rdRumorInPlay,
    /// Engine step (mythos): "solve the 4th Rumor in play".
    #[serde(skip)]
    SolveThe4thRumorInPlay,
    /// Engine step (mythos): "solve the 5th Rumor in play".
    #[serde(skip)]
    SolveThe5thRumorInPlay,
    /// Engine step (mythos): "solve the 6th Rumor in play".
    #[serde(skip)]
    SolveThe6thRumorInPlay,
    /// Engine step (mythos): "solve the 7th Rumor in play".
    #[serde(skip)]
    SolveThe7thRumorInPlay,
    /// Engine step (mythos): "solve the 8th Rumor in play".
    #[serde(skip)]
    SolveThe8thRumorInPlay,
    /// Engine step (mythos): "solve the 9th Rumor in play".
    #[serde(skip)]
    SolveThe9thRumorInPlay,
    /// Engine step (mythos): "solve the 10th Rumor in play".
    #[serde(skip)]
    SolveThe10thRumorInPlay,
    /// Engine step (mythos): "solve the 11th Rumor in play".
    #[serde(skip)]
    SolveThe11thRumorInPlay,
    /// Engine step (mythos): "solve the 12th Rumor in play".
    #[serde(skip)]
    SolveThe12thRumorInPlay,
    /// Engine step (possessions): "possessions: prevention target".
    #[serde(skip)]
    PossessionsPreventionTarget,
    /// Engine step (possessions): "possessions: cast this card".
    #[serde(skip)]
    PossessionsCastThisCard,
    /// Engine step (possessions): "possessions: receives Clues".
    #[serde(skip)]
    PossessionsReceivesClues,
    /// Engine step (possessions): "possessions: receives Items".
    #[serde(skip)]
    PossessionsReceivesItems,
    /// Engine step (possessions): "possessions: trades".
    #[serde(skip)]
    PossessionsTrades,
    /// Engine step (possessions): "possessions: gains Blessed".
    #[serde(skip)]
    PossessionsGainsBlessed,
    /// Engine step (possessions): "possessions: spell target without Blessed".
    #[serde(skip)]
    PossessionsSpellTargetWithoutBlessed,
    /// Engine step (possessions): "possessions: spell target".
    #[serde(skip)]
    PossessionsSpellTarget,
    /// Engine step (possessions): "possessions: improves a skill".
    #[serde(skip)]
    PossessionsImprovesASkill,
    /// Engine step (possessions): "possessions: devoured".
    #[serde(skip)]
    PossessionsDevoured,
    /// Engine step (possessions): "possessions: give 1 Clue".
    #[serde(skip)]
    PossessionsGive1Clue,
    /// Engine step (possessions): "possessions: next Item".
    #[serde(skip)]
    PossessionsNextItem,
    /// Engine step (possessions): "possessions: give this Item".
    #[serde(skip)]
    PossessionsGiveThisItem,
    /// Engine step (possessions): "possessions: keep this Item".
    #[serde(skip)]
    PossessionsKeepThisItem,
    /// Engine step (possessions): "possessions: next card".
    #[serde(skip)]
    PossessionsNextCard,
    /// Engine step (possessions): "possessions: give this card".
    #[serde(skip)]
    PossessionsGiveThisCard,
    /// Engine step (possessions): "possessions: keep this card".
    #[serde(skip)]
    PossessionsKeepThisCard,
    /// Engine step (possessions): "possessions: swap spaces".
    #[serde(skip)]
    PossessionsSwapSpaces,
    /// Engine step (possessions): "possessions: casting result".
    #[serde(skip)]
    PossessionsCastingResult,
    /// Engine step (possessions): "possessions: conjure one more".
    #[serde(skip)]
    PossessionsConjureOneMore,
    /// Engine step (possessions): "possessions: Kleptomania returns the Asset".
    #[serde(skip)]
    PossessionsKleptomaniaReturnsTheAsset,
    /// Engine step (possessions): "take the 1st card of the reserve".
    #[serde(skip)]
    TakeThe1stCardOfTheReserve,
    /// Engine step (possessions): "take the 2nd card of the reserve".
    #[serde(skip)]
    TakeThe2ndCardOfTheReserve,
    /// Engine step (possessions): "take the 3rd card of the reserve".
    #[serde(skip)]
    TakeThe3rdCardOfTheReserve,
    /// Engine step (possessions): "take the 4th card of the reserve".
    #[serde(skip)]
    TakeThe4thCardOfTheReserve,
    /// Engine step (rumor): "rumor/return-of-the-ancient-ones-place".
    #[serde(skip)]
    RumorReturnOfTheAncientOnesPlace,
    /// Engine step (rumor): "rumor/web-between-worlds-token".
    #[serde(skip)]
    RumorWebBetweenWorldsToken,
}
}

impl Hook {
    /// The hook's name as the TOML writes it (an engine step: the name its text shows).
    pub const fn name(self) -> &'static str {
        match self {
            Hook::ADarkPower => "a-dark-power",
            Hook::AfterWillRollToDefeat => "after-will-roll-to-defeat",
            Hook::AllyTakesTheBlow => "ally-takes-the-blow",
            Hook::BlessedCursedDice => "blessed-cursed-dice",
            Hook::BlessingOfIsisBack1 => "blessing-of-isis-back-1",
            Hook::BlessingOfIsisBack2 => "blessing-of-isis-back-2",
            Hook::BloodFlows => "blood-flows",
            Hook::BoxTheActiveExpedition => "box-the-active-expedition",
            Hook::ByakheeFlight => "byakhee-flight",
            Hook::ChooseSpellTarget => "choose-spell-target",
            Hook::ChooseSpellTargetHereWithoutBlessed => "choose-spell-target-here-without-blessed",
            Hook::ClairvoyanceBack1 => "clairvoyance-back-1",
            Hook::ClairvoyanceBack2 => "clairvoyance-back-2",
            Hook::ClairvoyanceChooseClueSpace => "clairvoyance-choose-clue-space",
            Hook::ConditionReckoningsAsOnes => "condition-reckonings-as-ones",
            Hook::ConjurationBack1 => "conjuration-back-1",
            Hook::ConjurationBack2 => "conjuration-back-2",
            Hook::CultistBecomesGoatSpawnOrDarkYoung => "cultist-becomes-goat-spawn-or-dark-young",
            Hook::CultistStrikesThenFalls => "cultist-strikes-then-falls",
            Hook::DebtReckoningAsOnes => "debt-reckoning-as-ones",
            Hook::DeepOneAmbushesTheNearestInvestigator => "deep-one-ambushes-the-nearest-investigator",
            Hook::DefeatAllMonstersHere => "defeat-all-monsters-here",
            Hook::DevourAnotherInvestigator => "devour-another-investigator",
            Hook::DiscardAnyNumberOfItems => "discard-any-number-of-items",
            Hook::DiscardAnyNumberOfSpells => "discard-any-number-of-spells",
            Hook::DiscardItemsButOne => "discard-items-but-one",
            Hook::DiscardOmenGates => "discard-omen-gates",
            Hook::DiscardTheReserve => "discard-the-reserve",
            Hook::DisperseWithInfluence => "disperse-with-influence",
            Hook::DrawRumorFromTheBox => "draw-rumor-from-the-box",
            Hook::DrivenToBankruptcyEnds => "driven-to-bankruptcy-ends",
            Hook::EachOnItsSpaceLoses1Health => "each-on-its-space-loses-1-health",
            Hook::EachOnItsSpaceLoses1Sanity => "each-on-its-space-loses-1-sanity",
            Hook::EachOnOrNextToItsSpaceLoses1HealthAnd1Sanity => {
                "each-on-or-next-to-its-space-loses-1-health-and-1-sanity"
            }
            Hook::FailedWillCosts1Health => "failed-will-costs-1-health",
            Hook::FailedWillEndsTheCombat => "failed-will-ends-the-combat",
            Hook::FailedWillGainsCursed => "failed-will-gains-cursed",
            Hook::FeedTheMindBack1 => "feed-the-mind-back-1",
            Hook::FeedTheMindBack2 => "feed-the-mind-back-2",
            Hook::FleshWardBack1 => "flesh-ward-back-1",
            Hook::FleshWardBack2 => "flesh-ward-back-2",
            Hook::FromBeyond => "from-beyond",
            Hook::GainCluesPerSuccess => "gain-clues-per-success",
            Hook::GainItemOrTrinketUpToSpellResult => "gain-item-or-trinket-up-to-spell-result",
            Hook::GiveCluesToAnotherInvestigator => "give-clues-to-another-investigator",
            Hook::GiveItemsToAnotherInvestigator => "give-items-to-another-investigator",
            Hook::HealthLossDiscardsAnAlly => "health-loss-discards-an-ally",
            Hook::HealthLossGainsParanoia => "health-loss-gains-paranoia",
            Hook::HoundHuntsTheNearestInvestigator => "hound-hunts-the-nearest-investigator",
            Hook::HoundOfTindalosComesToYou => "hound-of-tindalos-comes-to-you",
            Hook::IgnoreMonstersThisEncounter => "ignore-monsters-this-encounter",
            Hook::InstillBraveryBack1 => "instill-bravery-back-1",
            Hook::InstillBraveryBack2 => "instill-bravery-back-2",
            Hook::InvestigatorHereGainsBlessed => "investigator-here-gains-blessed",
            Hook::ItRecoversAllHealth => "it-recovers-all-health",
            Hook::ItStepsTowardShubNiggurath => "it-steps-toward-shub-niggurath",
            Hook::Kleptomania => "kleptomania",
            Hook::Lose1SanityBeforeStrength => "lose-1-sanity-before-strength",
            Hook::Lose2SanityBeforeStrength => "lose-2-sanity-before-strength",
            Hook::LoseSanityPerSpellBeforeStrength => "lose-sanity-per-spell-before-strength",
            Hook::MiGoTakesTheNearestClue => "mi-go-takes-the-nearest-clue",
            Hook::MistsOfRelehBack1 => "mists-of-releh-back-1",
            Hook::MistsOfRelehBack2 => "mists-of-releh-back-2",
            Hook::MoveMonsterToChosenSpace => "move-monster-to-chosen-space",
            Hook::NearestInvestigatorGainsCursed => "nearest-investigator-gains-cursed",
            Hook::NearestInvestigatorStepsTowardIt => "nearest-investigator-steps-toward-it",
            Hook::NightgauntCarriesOff => "nightgaunt-carries-off",
            Hook::NoAdditionalEncounter => "no-additional-encounter",
            Hook::NoPeaceForTheFallen => "no-peace-for-the-fallen",
            Hook::OnRestRecoverHealth => "on-rest-recover-health",
            Hook::OnRestRecoverSanity => "on-rest-recover-sanity",
            Hook::OthersHereLose2Health => "others-here-lose-2-health",
            Hook::PassedWillWoundsIt => "passed-will-wounds-it",
            Hook::PatrollingTheBorderEnds => "patrolling-the-border-ends",
            Hook::PlumbTheVoidBack1 => "plumb-the-void-back-1",
            Hook::PlumbTheVoidBack2 => "plumb-the-void-back-2",
            Hook::PrintedText => "printed-text",
            Hook::PullNonEpicMonsterAndFight => "pull-non-epic-monster-and-fight",
            Hook::RerollOncePerRound => "reroll-once-per-round",
            Hook::RisingTerror => "rising-terror",
            Hook::RollUnderInvestigatorsSpawnsAGate => "roll-under-investigators-spawns-a-gate",
            Hook::Rumor => "rumor",
            Hook::ShrivelingBack1 => "shriveling-back-1",
            Hook::ShrivelingBack2 => "shriveling-back-2",
            Hook::SolveARumor => "solve-a-rumor",
            Hook::SpawnAGhoulOnItsSpace => "spawn-a-ghoul-on-its-space",
            Hook::SpawnGatePerSpell => "spawn-gate-per-spell",
            Hook::SpellInvestigatorHereImprovesASkill => "spell-investigator-here-improves-a-skill",
            Hook::SpellResult => "spell-result",
            Hook::SpellTargetGainsBlessed => "spell-target-gains-blessed",
            Hook::SpellTargetMayMoveAnywhere => "spell-target-may-move-anywhere",
            Hook::SpendCluesToAddSuccesses => "spend-clues-to-add-successes",
            Hook::SpendSanityForExtraDice => "spend-sanity-for-extra-dice",
            Hook::StrangeSightingsEnds => "strange-sightings-ends",
            Hook::ThatWhichConsumes => "that-which-consumes",
            Hook::TollOfAClueBeforeWill => "toll-of-a-clue-before-will",
            Hook::TradeAndSwapWithAnotherInvestigator => "trade-and-swap-with-another-investigator",
            Hook::VampireFeeds => "vampire-feeds",
            Hook::WitherBack1 => "wither-back-1",
            Hook::WitherBack2 => "wither-back-2",
            Hook::WitherStrength => "wither-strength",
            Hook::ZombieBecomesTheHorde => "zombie-becomes-the-horde",
            Hook::ComplexClueTestRolled => "complex/clue-test-rolled",
            Hook::TheCluesSpentAdd1SuccessEachTheResultReachesTheGoal => {
                "the Clues spent add 1 success each: the result reaches the goal"
            }
            Hook::NoClueSpentTheResultStaysAsRolled => "no Clue spent: the result stays as rolled",
            Hook::SpendNoSanityNoAdditionalDie => "spend no Sanity: no additional die",
            Hook::Spend1SanityRoll1AdditionalDie => "spend 1 Sanity: roll 1 additional die",
            Hook::Spend2SanityRoll2AdditionalDice => "spend 2 Sanity: roll 2 additional dice",
            Hook::Spend3SanityRoll3AdditionalDice => "spend 3 Sanity: roll 3 additional dice",
            Hook::Spend4SanityRoll4AdditionalDice => "spend 4 Sanity: roll 4 additional dice",
            Hook::Spend5SanityRoll5AdditionalDice => "spend 5 Sanity: roll 5 additional dice",
            Hook::Spend6SanityRoll6AdditionalDice => "spend 6 Sanity: roll 6 additional dice",
            Hook::Spend7SanityRoll7AdditionalDice => "spend 7 Sanity: roll 7 additional dice",
            Hook::Spend8SanityRoll8AdditionalDice => "spend 8 Sanity: roll 8 additional dice",
            Hook::Spend9SanityRoll9AdditionalDice => "spend 9 Sanity: roll 9 additional dice",
            Hook::LocationMoveMonsterTo => "location/move-monster-to",
            Hook::MonstersRiotDispersed => "monsters/riot-dispersed",
            Hook::MonstersByakheeLanded => "monsters/byakhee-landed",
            Hook::MonstersNightgauntFollows => "monsters/nightgaunt-follows",
            Hook::ADarkPowerEncountersBegin => "a-dark-power: encounters begin",
            Hook::ADarkPowerNextMonster => "a-dark-power: next Monster",
            Hook::BloodFlowsLoseHealthEqualToItsToughness => {
                "blood-flows: lose Health equal to its toughness"
            }
            Hook::ThatWhichConsumesDoomUnlessTheGateMatchedTheOmen => {
                "that-which-consumes: Doom unless the Gate matched the Omen"
            }
            Hook::FromBeyondEveryMythosCardSReckoning => "from-beyond: every Mythos card's Reckoning",
            Hook::SolveThe1stRumorInPlay => "solve the 1st Rumor in play",
            Hook::SolveThe2ndRumorInPlay => "solve the 2nd Rumor in play",
            Hook::SolveThe3rdRumorInPlay => "solve the 3rd Rumor in play",
            Hook::SolveThe4thRumorInPlay => "solve the 4th Rumor in play",
            Hook::SolveThe5thRumorInPlay => "solve the 5th Rumor in play",
            Hook::SolveThe6thRumorInPlay => "solve the 6th Rumor in play",
            Hook::SolveThe7thRumorInPlay => "solve the 7th Rumor in play",
            Hook::SolveThe8thRumorInPlay => "solve the 8th Rumor in play",
            Hook::SolveThe9thRumorInPlay => "solve the 9th Rumor in play",
            Hook::SolveThe10thRumorInPlay => "solve the 10th Rumor in play",
            Hook::SolveThe11thRumorInPlay => "solve the 11th Rumor in play",
            Hook::SolveThe12thRumorInPlay => "solve the 12th Rumor in play",
            Hook::PossessionsPreventionTarget => "possessions: prevention target",
            Hook::PossessionsCastThisCard => "possessions: cast this card",
            Hook::PossessionsReceivesClues => "possessions: receives Clues",
            Hook::PossessionsReceivesItems => "possessions: receives Items",
            Hook::PossessionsTrades => "possessions: trades",
            Hook::PossessionsGainsBlessed => "possessions: gains Blessed",
            Hook::PossessionsSpellTargetWithoutBlessed => "possessions: spell target without Blessed",
            Hook::PossessionsSpellTarget => "possessions: spell target",
            Hook::PossessionsImprovesASkill => "possessions: improves a skill",
            Hook::PossessionsDevoured => "possessions: devoured",
            Hook::PossessionsGive1Clue => "possessions: give 1 Clue",
            Hook::PossessionsNextItem => "possessions: next Item",
            Hook::PossessionsGiveThisItem => "possessions: give this Item",
            Hook::PossessionsKeepThisItem => "possessions: keep this Item",
            Hook::PossessionsNextCard => "possessions: next card",
            Hook::PossessionsGiveThisCard => "possessions: give this card",
            Hook::PossessionsKeepThisCard => "possessions: keep this card",
            Hook::PossessionsSwapSpaces => "possessions: swap spaces",
            Hook::PossessionsCastingResult => "possessions: casting result",
            Hook::PossessionsConjureOneMore => "possessions: conjure one more",
            Hook::PossessionsKleptomaniaReturnsTheAsset => "possessions: Kleptomania returns the Asset",
            Hook::TakeThe1stCardOfTheReserve => "take the 1st card of the reserve",
            Hook::TakeThe2ndCardOfTheReserve => "take the 2nd card of the reserve",
            Hook::TakeThe3rdCardOfTheReserve => "take the 3rd card of the reserve",
            Hook::TakeThe4thCardOfTheReserve => "take the 4th card of the reserve",
            Hook::RumorReturnOfTheAncientOnesPlace => "rumor/return-of-the-ancient-ones-place",
            Hook::RumorWebBetweenWorldsToken => "rumor/web-between-worlds-token",
        }
    }

    /// Whether the content may name this hook (an engine step may not).
    pub const fn is_content(self) -> bool {
        !matches!(
            self,
            Hook::ComplexClueTestRolled
                | Hook::TheCluesSpentAdd1SuccessEachTheResultReachesTheGoal
                | Hook::NoClueSpentTheResultStaysAsRolled
                | Hook::SpendNoSanityNoAdditionalDie
                | Hook::Spend1SanityRoll1AdditionalDie
                | Hook::Spend2SanityRoll2AdditionalDice
                | Hook::Spend3SanityRoll3AdditionalDice
                | Hook::Spend4SanityRoll4AdditionalDice
                | Hook::Spend5SanityRoll5AdditionalDice
                | Hook::Spend6SanityRoll6AdditionalDice
                | Hook::Spend7SanityRoll7AdditionalDice
                | Hook::Spend8SanityRoll8AdditionalDice
                | Hook::Spend9SanityRoll9AdditionalDice
                | Hook::LocationMoveMonsterTo
                | Hook::MonstersRiotDispersed
                | Hook::MonstersByakheeLanded
                | Hook::MonstersNightgauntFollows
                | Hook::ADarkPowerEncountersBegin
                | Hook::ADarkPowerNextMonster
                | Hook::BloodFlowsLoseHealthEqualToItsToughness
                | Hook::ThatWhichConsumesDoomUnlessTheGateMatchedTheOmen
                | Hook::FromBeyondEveryMythosCardSReckoning
                | Hook::SolveThe1stRumorInPlay
                | Hook::SolveThe2ndRumorInPlay
                | Hook::SolveThe3rdRumorInPlay
                | Hook::SolveThe4thRumorInPlay
                | Hook::SolveThe5thRumorInPlay
                | Hook::SolveThe6thRumorInPlay
                | Hook::SolveThe7thRumorInPlay
                | Hook::SolveThe8thRumorInPlay
                | Hook::SolveThe9thRumorInPlay
                | Hook::SolveThe10thRumorInPlay
                | Hook::SolveThe11thRumorInPlay
                | Hook::SolveThe12thRumorInPlay
                | Hook::PossessionsPreventionTarget
                | Hook::PossessionsCastThisCard
                | Hook::PossessionsReceivesClues
                | Hook::PossessionsReceivesItems
                | Hook::PossessionsTrades
                | Hook::PossessionsGainsBlessed
                | Hook::PossessionsSpellTargetWithoutBlessed
                | Hook::PossessionsSpellTarget
                | Hook::PossessionsImprovesASkill
                | Hook::PossessionsDevoured
                | Hook::PossessionsGive1Clue
                | Hook::PossessionsNextItem
                | Hook::PossessionsGiveThisItem
                | Hook::PossessionsKeepThisItem
                | Hook::PossessionsNextCard
                | Hook::PossessionsGiveThisCard
                | Hook::PossessionsKeepThisCard
                | Hook::PossessionsSwapSpaces
                | Hook::PossessionsCastingResult
                | Hook::PossessionsConjureOneMore
                | Hook::PossessionsKleptomaniaReturnsTheAsset
                | Hook::TakeThe1stCardOfTheReserve
                | Hook::TakeThe2ndCardOfTheReserve
                | Hook::TakeThe3rdCardOfTheReserve
                | Hook::TakeThe4thCardOfTheReserve
                | Hook::RumorReturnOfTheAncientOnesPlace
                | Hook::RumorWebBetweenWorldsToken
        )
    }
}

schema! {
/// A `custom` hook and the rule it implements.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HookDef {
    /// The hook.
    pub name: Hook,
    /// The rule, for people.
    pub rule: &'static str,
}
}
