//! [`Hook`] by its name as the content and the engine write it (`a-dark-power`,
//! `location/move-monster-to`), both ways: engine steps too, which the content's own reading
//! skips. Serde's remote derive matches every variant, so a new hook does not compile until it is
//! listed here.

use content::eldritch::Hook;
use serde::{Deserialize, Serialize};

/// Every [`Hook`], named as [`Hook::name`] names it.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Hook")]
pub(crate) enum HookWire {
    #[serde(rename = "a-dark-power")]
    ADarkPower,
    #[serde(rename = "after-will-roll-to-defeat")]
    AfterWillRollToDefeat,
    #[serde(rename = "ally-takes-the-blow")]
    AllyTakesTheBlow,
    #[serde(rename = "blessed-cursed-dice")]
    BlessedCursedDice,
    #[serde(rename = "blessing-of-isis-back-1")]
    BlessingOfIsisBack1,
    #[serde(rename = "blessing-of-isis-back-2")]
    BlessingOfIsisBack2,
    #[serde(rename = "blood-flows")]
    BloodFlows,
    #[serde(rename = "box-the-active-expedition")]
    BoxTheActiveExpedition,
    #[serde(rename = "byakhee-flight")]
    ByakheeFlight,
    #[serde(rename = "choose-spell-target")]
    ChooseSpellTarget,
    #[serde(rename = "choose-spell-target-here-without-blessed")]
    ChooseSpellTargetHereWithoutBlessed,
    #[serde(rename = "clairvoyance-back-1")]
    ClairvoyanceBack1,
    #[serde(rename = "clairvoyance-back-2")]
    ClairvoyanceBack2,
    #[serde(rename = "clairvoyance-choose-clue-space")]
    ClairvoyanceChooseClueSpace,
    #[serde(rename = "condition-reckonings-as-ones")]
    ConditionReckoningsAsOnes,
    #[serde(rename = "conjuration-back-1")]
    ConjurationBack1,
    #[serde(rename = "conjuration-back-2")]
    ConjurationBack2,
    #[serde(rename = "cultist-becomes-goat-spawn-or-dark-young")]
    CultistBecomesGoatSpawnOrDarkYoung,
    #[serde(rename = "cultist-strikes-then-falls")]
    CultistStrikesThenFalls,
    #[serde(rename = "debt-reckoning-as-ones")]
    DebtReckoningAsOnes,
    #[serde(rename = "deep-one-ambushes-the-nearest-investigator")]
    DeepOneAmbushesTheNearestInvestigator,
    #[serde(rename = "defeat-all-monsters-here")]
    DefeatAllMonstersHere,
    #[serde(rename = "devour-another-investigator")]
    DevourAnotherInvestigator,
    #[serde(rename = "discard-any-number-of-items")]
    DiscardAnyNumberOfItems,
    #[serde(rename = "discard-any-number-of-spells")]
    DiscardAnyNumberOfSpells,
    #[serde(rename = "discard-items-but-one")]
    DiscardItemsButOne,
    #[serde(rename = "discard-omen-gates")]
    DiscardOmenGates,
    #[serde(rename = "discard-the-reserve")]
    DiscardTheReserve,
    #[serde(rename = "disperse-with-influence")]
    DisperseWithInfluence,
    #[serde(rename = "draw-rumor-from-the-box")]
    DrawRumorFromTheBox,
    #[serde(rename = "driven-to-bankruptcy-ends")]
    DrivenToBankruptcyEnds,
    #[serde(rename = "each-on-its-space-loses-1-health")]
    EachOnItsSpaceLoses1Health,
    #[serde(rename = "each-on-its-space-loses-1-sanity")]
    EachOnItsSpaceLoses1Sanity,
    #[serde(rename = "each-on-or-next-to-its-space-loses-1-health-and-1-sanity")]
    EachOnOrNextToItsSpaceLoses1HealthAnd1Sanity,
    #[serde(rename = "failed-will-costs-1-health")]
    FailedWillCosts1Health,
    #[serde(rename = "failed-will-ends-the-combat")]
    FailedWillEndsTheCombat,
    #[serde(rename = "failed-will-gains-cursed")]
    FailedWillGainsCursed,
    #[serde(rename = "feed-the-mind-back-1")]
    FeedTheMindBack1,
    #[serde(rename = "feed-the-mind-back-2")]
    FeedTheMindBack2,
    #[serde(rename = "flesh-ward-back-1")]
    FleshWardBack1,
    #[serde(rename = "flesh-ward-back-2")]
    FleshWardBack2,
    #[serde(rename = "from-beyond")]
    FromBeyond,
    #[serde(rename = "gain-clues-per-success")]
    GainCluesPerSuccess,
    #[serde(rename = "gain-item-or-trinket-up-to-spell-result")]
    GainItemOrTrinketUpToSpellResult,
    #[serde(rename = "give-clues-to-another-investigator")]
    GiveCluesToAnotherInvestigator,
    #[serde(rename = "give-items-to-another-investigator")]
    GiveItemsToAnotherInvestigator,
    #[serde(rename = "health-loss-discards-an-ally")]
    HealthLossDiscardsAnAlly,
    #[serde(rename = "health-loss-gains-paranoia")]
    HealthLossGainsParanoia,
    #[serde(rename = "hound-hunts-the-nearest-investigator")]
    HoundHuntsTheNearestInvestigator,
    #[serde(rename = "hound-of-tindalos-comes-to-you")]
    HoundOfTindalosComesToYou,
    #[serde(rename = "ignore-monsters-this-encounter")]
    IgnoreMonstersThisEncounter,
    #[serde(rename = "instill-bravery-back-1")]
    InstillBraveryBack1,
    #[serde(rename = "instill-bravery-back-2")]
    InstillBraveryBack2,
    #[serde(rename = "investigator-here-gains-blessed")]
    InvestigatorHereGainsBlessed,
    #[serde(rename = "it-recovers-all-health")]
    ItRecoversAllHealth,
    #[serde(rename = "it-steps-toward-shub-niggurath")]
    ItStepsTowardShubNiggurath,
    #[serde(rename = "kleptomania")]
    Kleptomania,
    #[serde(rename = "lose-1-sanity-before-strength")]
    Lose1SanityBeforeStrength,
    #[serde(rename = "lose-2-sanity-before-strength")]
    Lose2SanityBeforeStrength,
    #[serde(rename = "lose-sanity-per-spell-before-strength")]
    LoseSanityPerSpellBeforeStrength,
    #[serde(rename = "mi-go-takes-the-nearest-clue")]
    MiGoTakesTheNearestClue,
    #[serde(rename = "mists-of-releh-back-1")]
    MistsOfRelehBack1,
    #[serde(rename = "mists-of-releh-back-2")]
    MistsOfRelehBack2,
    #[serde(rename = "move-monster-to-chosen-space")]
    MoveMonsterToChosenSpace,
    #[serde(rename = "nearest-investigator-gains-cursed")]
    NearestInvestigatorGainsCursed,
    #[serde(rename = "nearest-investigator-steps-toward-it")]
    NearestInvestigatorStepsTowardIt,
    #[serde(rename = "nightgaunt-carries-off")]
    NightgauntCarriesOff,
    #[serde(rename = "no-additional-encounter")]
    NoAdditionalEncounter,
    #[serde(rename = "no-peace-for-the-fallen")]
    NoPeaceForTheFallen,
    #[serde(rename = "on-rest-recover-health")]
    OnRestRecoverHealth,
    #[serde(rename = "on-rest-recover-sanity")]
    OnRestRecoverSanity,
    #[serde(rename = "others-here-lose-2-health")]
    OthersHereLose2Health,
    #[serde(rename = "passed-will-wounds-it")]
    PassedWillWoundsIt,
    #[serde(rename = "patrolling-the-border-ends")]
    PatrollingTheBorderEnds,
    #[serde(rename = "plumb-the-void-back-1")]
    PlumbTheVoidBack1,
    #[serde(rename = "plumb-the-void-back-2")]
    PlumbTheVoidBack2,
    #[serde(rename = "printed-text")]
    PrintedText,
    #[serde(rename = "pull-non-epic-monster-and-fight")]
    PullNonEpicMonsterAndFight,
    #[serde(rename = "reroll-once-per-round")]
    RerollOncePerRound,
    #[serde(rename = "rising-terror")]
    RisingTerror,
    #[serde(rename = "roll-under-investigators-spawns-a-gate")]
    RollUnderInvestigatorsSpawnsAGate,
    #[serde(rename = "rumor")]
    Rumor,
    #[serde(rename = "shriveling-back-1")]
    ShrivelingBack1,
    #[serde(rename = "shriveling-back-2")]
    ShrivelingBack2,
    #[serde(rename = "solve-a-rumor")]
    SolveARumor,
    #[serde(rename = "spawn-a-ghoul-on-its-space")]
    SpawnAGhoulOnItsSpace,
    #[serde(rename = "spawn-gate-per-spell")]
    SpawnGatePerSpell,
    #[serde(rename = "spell-investigator-here-improves-a-skill")]
    SpellInvestigatorHereImprovesASkill,
    #[serde(rename = "spell-result")]
    SpellResult,
    #[serde(rename = "spell-target-gains-blessed")]
    SpellTargetGainsBlessed,
    #[serde(rename = "spell-target-may-move-anywhere")]
    SpellTargetMayMoveAnywhere,
    #[serde(rename = "spend-clues-to-add-successes")]
    SpendCluesToAddSuccesses,
    #[serde(rename = "spend-sanity-for-extra-dice")]
    SpendSanityForExtraDice,
    #[serde(rename = "strange-sightings-ends")]
    StrangeSightingsEnds,
    #[serde(rename = "that-which-consumes")]
    ThatWhichConsumes,
    #[serde(rename = "toll-of-a-clue-before-will")]
    TollOfAClueBeforeWill,
    #[serde(rename = "trade-and-swap-with-another-investigator")]
    TradeAndSwapWithAnotherInvestigator,
    #[serde(rename = "vampire-feeds")]
    VampireFeeds,
    #[serde(rename = "wither-back-1")]
    WitherBack1,
    #[serde(rename = "wither-back-2")]
    WitherBack2,
    #[serde(rename = "wither-strength")]
    WitherStrength,
    #[serde(rename = "zombie-becomes-the-horde")]
    ZombieBecomesTheHorde,
    #[serde(rename = "complex/clue-test-rolled")]
    ComplexClueTestRolled,
    #[serde(rename = "the Clues spent add 1 success each: the result reaches the goal")]
    TheCluesSpentAdd1SuccessEachTheResultReachesTheGoal,
    #[serde(rename = "no Clue spent: the result stays as rolled")]
    NoClueSpentTheResultStaysAsRolled,
    #[serde(rename = "spend no Sanity: no additional die")]
    SpendNoSanityNoAdditionalDie,
    #[serde(rename = "spend 1 Sanity: roll 1 additional die")]
    Spend1SanityRoll1AdditionalDie,
    #[serde(rename = "spend 2 Sanity: roll 2 additional dice")]
    Spend2SanityRoll2AdditionalDice,
    #[serde(rename = "spend 3 Sanity: roll 3 additional dice")]
    Spend3SanityRoll3AdditionalDice,
    #[serde(rename = "spend 4 Sanity: roll 4 additional dice")]
    Spend4SanityRoll4AdditionalDice,
    #[serde(rename = "spend 5 Sanity: roll 5 additional dice")]
    Spend5SanityRoll5AdditionalDice,
    #[serde(rename = "spend 6 Sanity: roll 6 additional dice")]
    Spend6SanityRoll6AdditionalDice,
    #[serde(rename = "spend 7 Sanity: roll 7 additional dice")]
    Spend7SanityRoll7AdditionalDice,
    #[serde(rename = "spend 8 Sanity: roll 8 additional dice")]
    Spend8SanityRoll8AdditionalDice,
    #[serde(rename = "spend 9 Sanity: roll 9 additional dice")]
    Spend9SanityRoll9AdditionalDice,
    #[serde(rename = "location/move-monster-to")]
    LocationMoveMonsterTo,
    #[serde(rename = "monsters/riot-dispersed")]
    MonstersRiotDispersed,
    #[serde(rename = "monsters/byakhee-landed")]
    MonstersByakheeLanded,
    #[serde(rename = "monsters/nightgaunt-follows")]
    MonstersNightgauntFollows,
    #[serde(rename = "a-dark-power: encounters begin")]
    ADarkPowerEncountersBegin,
    #[serde(rename = "a-dark-power: next Monster")]
    ADarkPowerNextMonster,
    #[serde(rename = "blood-flows: lose Health equal to its toughness")]
    BloodFlowsLoseHealthEqualToItsToughness,
    #[serde(rename = "that-which-consumes: Doom unless the Gate matched the Omen")]
    ThatWhichConsumesDoomUnlessTheGateMatchedTheOmen,
    #[serde(rename = "from-beyond: every Mythos card's Reckoning")]
    FromBeyondEveryMythosCardSReckoning,
    #[serde(rename = "solve the 1st Rumor in play")]
    SolveThe1stRumorInPlay,
    #[serde(rename = "solve the 2nd Rumor in play")]
    SolveThe2ndRumorInPlay,
    #[serde(rename = "solve the 3rd Rumor in play")]
    SolveThe3rdRumorInPlay,
    #[serde(rename = "solve the 4th Rumor in play")]
    SolveThe4thRumorInPlay,
    #[serde(rename = "solve the 5th Rumor in play")]
    SolveThe5thRumorInPlay,
    #[serde(rename = "solve the 6th Rumor in play")]
    SolveThe6thRumorInPlay,
    #[serde(rename = "solve the 7th Rumor in play")]
    SolveThe7thRumorInPlay,
    #[serde(rename = "solve the 8th Rumor in play")]
    SolveThe8thRumorInPlay,
    #[serde(rename = "solve the 9th Rumor in play")]
    SolveThe9thRumorInPlay,
    #[serde(rename = "solve the 10th Rumor in play")]
    SolveThe10thRumorInPlay,
    #[serde(rename = "solve the 11th Rumor in play")]
    SolveThe11thRumorInPlay,
    #[serde(rename = "solve the 12th Rumor in play")]
    SolveThe12thRumorInPlay,
    #[serde(rename = "possessions: prevention target")]
    PossessionsPreventionTarget,
    #[serde(rename = "possessions: cast this card")]
    PossessionsCastThisCard,
    #[serde(rename = "possessions: receives Clues")]
    PossessionsReceivesClues,
    #[serde(rename = "possessions: receives Items")]
    PossessionsReceivesItems,
    #[serde(rename = "possessions: trades")]
    PossessionsTrades,
    #[serde(rename = "possessions: gains Blessed")]
    PossessionsGainsBlessed,
    #[serde(rename = "possessions: spell target without Blessed")]
    PossessionsSpellTargetWithoutBlessed,
    #[serde(rename = "possessions: spell target")]
    PossessionsSpellTarget,
    #[serde(rename = "possessions: improves a skill")]
    PossessionsImprovesASkill,
    #[serde(rename = "possessions: devoured")]
    PossessionsDevoured,
    #[serde(rename = "possessions: give 1 Clue")]
    PossessionsGive1Clue,
    #[serde(rename = "possessions: next Item")]
    PossessionsNextItem,
    #[serde(rename = "possessions: give this Item")]
    PossessionsGiveThisItem,
    #[serde(rename = "possessions: keep this Item")]
    PossessionsKeepThisItem,
    #[serde(rename = "possessions: next card")]
    PossessionsNextCard,
    #[serde(rename = "possessions: give this card")]
    PossessionsGiveThisCard,
    #[serde(rename = "possessions: keep this card")]
    PossessionsKeepThisCard,
    #[serde(rename = "possessions: swap spaces")]
    PossessionsSwapSpaces,
    #[serde(rename = "possessions: casting result")]
    PossessionsCastingResult,
    #[serde(rename = "possessions: conjure one more")]
    PossessionsConjureOneMore,
    #[serde(rename = "possessions: Kleptomania returns the Asset")]
    PossessionsKleptomaniaReturnsTheAsset,
    #[serde(rename = "take the 1st card of the reserve")]
    TakeThe1stCardOfTheReserve,
    #[serde(rename = "take the 2nd card of the reserve")]
    TakeThe2ndCardOfTheReserve,
    #[serde(rename = "take the 3rd card of the reserve")]
    TakeThe3rdCardOfTheReserve,
    #[serde(rename = "take the 4th card of the reserve")]
    TakeThe4thCardOfTheReserve,
    #[serde(rename = "rumor/return-of-the-ancient-ones-place")]
    RumorReturnOfTheAncientOnesPlace,
    #[serde(rename = "rumor/web-between-worlds-token")]
    RumorWebBetweenWorldsToken,
}
