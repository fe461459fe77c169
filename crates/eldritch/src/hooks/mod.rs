//! Card text the effect vocabulary cannot express: every [`Hook`] of `Effect::Custom`, one module
//! per part of the content (each hook is declared with its rule in `content/data/eldritch/*.toml`).
//!
//! A hook runs like any effect: for the investigator resolving the card (`seat`), with `at` the
//! space of "this Clue" / "this Gate". It may ask a decision through [`crate::effects::Pick`] or
//! push effect frames, exactly as the vocabulary's effects do.

use content::eldritch::Hook;

use crate::action::Event;
use crate::state::State;

mod complex;
mod location;
mod monsters;
mod mythos;
mod possessions;
pub(crate) use possessions::{CAST_THIS, MAY_CAST, PREVENT_FLIP};
mod research;

/// Where a Combat Encounter stands when a Monster's rules are asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CombatStage {
    /// Before the Will test.
    BeforeWill,
    /// After the Will test (and its Sanity loss).
    AfterWill {
        /// Whether the investigator passed.
        passed: bool,
        /// Its successes.
        successes: u8,
    },
    /// Before the Strength test.
    BeforeStrength,
    /// After the Strength test, before its Health loss and before a defeated Monster leaves.
    AfterStrength {
        /// The Health the investigator is about to lose.
        lost_health: u8,
        /// Whether the Monster is defeated.
        defeated: bool,
    },
}

/// What a Monster's rules do to the rest of the combat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CombatFlow {
    /// The combat goes on.
    Continue,
    /// The Monster is defeated now.
    Defeat,
    /// The Strength test is skipped (the combat ends).
    SkipStrength,
    /// The combat ends.
    Stop,
    /// After the Strength test: the rule resolves the investigator's Health loss itself.
    LossHandled,
}

/// A Monster's combat hook (its `combat` rule) at `stage`.
pub(crate) fn monster_combat(
    state: &mut State,
    seat: u8,
    hook: Hook,
    monster: crate::state::MonsterRef,
    stage: CombatStage,
    events: &mut Vec<Event>,
) -> CombatFlow {
    monsters::combat(state, seat, hook, monster, stage, events).unwrap_or(CombatFlow::Continue)
}

/// Gives a hook the answer to the choice it asked (`Pick::HookMonster`, `Pick::HookSpace`).
pub(crate) fn answer(state: &mut State, seat: u8, hook: Hook, at: u8, answer: u16, events: &mut Vec<Event>) {
    if !location::answer(state, seat, hook, at, answer, events) {
        events.push(Event::Note(crate::Note::UnaskedChoice));
    }
}

/// Runs a hook. The match names every [`Hook`], so a hook without an implementation does not
/// compile; each module's `run` answers whether it resolved the hook.
pub(crate) fn run(state: &mut State, seat: u8, hook: Hook, at: u8, events: &mut Vec<Event>) {
    let done = match hook {
        // Their work is done elsewhere (tests, Rest, Reckoning, the Rumor module): as effects
        // they do nothing more.
        Hook::BlessedCursedDice
        | Hook::OnRestRecoverHealth
        | Hook::OnRestRecoverSanity
        | Hook::RerollOncePerRound
        | Hook::Rumor => true,
        Hook::PrintedText => false,
        Hook::RumorReturnOfTheAncientOnesPlace => {
            state.return_place(at, events);
            true
        }
        Hook::RumorWebBetweenWorldsToken => {
            state.web_token(events);
            true
        }
        Hook::AfterWillRollToDefeat
        | Hook::AllyTakesTheBlow
        | Hook::ByakheeFlight
        | Hook::CultistBecomesGoatSpawnOrDarkYoung
        | Hook::CultistStrikesThenFalls
        | Hook::DeepOneAmbushesTheNearestInvestigator
        | Hook::DisperseWithInfluence
        | Hook::EachOnItsSpaceLoses1Health
        | Hook::EachOnItsSpaceLoses1Sanity
        | Hook::EachOnOrNextToItsSpaceLoses1HealthAnd1Sanity
        | Hook::FailedWillCosts1Health
        | Hook::FailedWillEndsTheCombat
        | Hook::FailedWillGainsCursed
        | Hook::HealthLossDiscardsAnAlly
        | Hook::HealthLossGainsParanoia
        | Hook::HoundHuntsTheNearestInvestigator
        | Hook::ItRecoversAllHealth
        | Hook::ItStepsTowardShubNiggurath
        | Hook::Lose1SanityBeforeStrength
        | Hook::Lose2SanityBeforeStrength
        | Hook::LoseSanityPerSpellBeforeStrength
        | Hook::MiGoTakesTheNearestClue
        | Hook::MonstersByakheeLanded
        | Hook::MonstersNightgauntFollows
        | Hook::MonstersRiotDispersed
        | Hook::NearestInvestigatorGainsCursed
        | Hook::NearestInvestigatorStepsTowardIt
        | Hook::NightgauntCarriesOff
        | Hook::NoAdditionalEncounter
        | Hook::PassedWillWoundsIt
        | Hook::RollUnderInvestigatorsSpawnsAGate
        | Hook::SpawnAGhoulOnItsSpace
        | Hook::TollOfAClueBeforeWill
        | Hook::VampireFeeds
        | Hook::ZombieBecomesTheHorde => monsters::run(state, seat, hook, at, events),
        Hook::LocationMoveMonsterTo | Hook::MoveMonsterToChosenSpace | Hook::PullNonEpicMonsterAndFight => {
            location::run(state, seat, hook, at, events)
        }
        Hook::HoundOfTindalosComesToYou => research::run(state, seat, hook, at, events),
        Hook::ComplexClueTestRolled
        | Hook::NoClueSpentTheResultStaysAsRolled
        | Hook::Spend1SanityRoll1AdditionalDie
        | Hook::Spend2SanityRoll2AdditionalDice
        | Hook::Spend3SanityRoll3AdditionalDice
        | Hook::Spend4SanityRoll4AdditionalDice
        | Hook::Spend5SanityRoll5AdditionalDice
        | Hook::Spend6SanityRoll6AdditionalDice
        | Hook::Spend7SanityRoll7AdditionalDice
        | Hook::Spend8SanityRoll8AdditionalDice
        | Hook::Spend9SanityRoll9AdditionalDice
        | Hook::SpendCluesToAddSuccesses
        | Hook::SpendNoSanityNoAdditionalDie
        | Hook::SpendSanityForExtraDice
        | Hook::TheCluesSpentAdd1SuccessEachTheResultReachesTheGoal => {
            complex::run(state, seat, hook, at, events)
        }
        Hook::ADarkPower
        | Hook::ADarkPowerEncountersBegin
        | Hook::ADarkPowerNextMonster
        | Hook::BloodFlows
        | Hook::BloodFlowsLoseHealthEqualToItsToughness
        | Hook::BoxTheActiveExpedition
        | Hook::ConditionReckoningsAsOnes
        | Hook::DebtReckoningAsOnes
        | Hook::DiscardAnyNumberOfItems
        | Hook::DiscardAnyNumberOfSpells
        | Hook::DiscardOmenGates
        | Hook::DiscardTheReserve
        | Hook::DrawRumorFromTheBox
        | Hook::DrivenToBankruptcyEnds
        | Hook::FromBeyond
        | Hook::FromBeyondEveryMythosCardSReckoning
        | Hook::GainCluesPerSuccess
        | Hook::NoPeaceForTheFallen
        | Hook::PatrollingTheBorderEnds
        | Hook::RisingTerror
        | Hook::SolveARumor
        | Hook::SolveThe10thRumorInPlay
        | Hook::SolveThe11thRumorInPlay
        | Hook::SolveThe12thRumorInPlay
        | Hook::SolveThe1stRumorInPlay
        | Hook::SolveThe2ndRumorInPlay
        | Hook::SolveThe3rdRumorInPlay
        | Hook::SolveThe4thRumorInPlay
        | Hook::SolveThe5thRumorInPlay
        | Hook::SolveThe6thRumorInPlay
        | Hook::SolveThe7thRumorInPlay
        | Hook::SolveThe8thRumorInPlay
        | Hook::SolveThe9thRumorInPlay
        | Hook::StrangeSightingsEnds
        | Hook::ThatWhichConsumes
        | Hook::ThatWhichConsumesDoomUnlessTheGateMatchedTheOmen => {
            mythos::run(state, seat, hook, at, events)
        }
        Hook::BlessingOfIsisBack1
        | Hook::BlessingOfIsisBack2
        | Hook::ChooseSpellTarget
        | Hook::ChooseSpellTargetHereWithoutBlessed
        | Hook::ClairvoyanceBack1
        | Hook::ClairvoyanceBack2
        | Hook::ClairvoyanceChooseClueSpace
        | Hook::ConjurationBack1
        | Hook::ConjurationBack2
        | Hook::DefeatAllMonstersHere
        | Hook::DevourAnotherInvestigator
        | Hook::DiscardItemsButOne
        | Hook::FeedTheMindBack1
        | Hook::FeedTheMindBack2
        | Hook::FleshWardBack1
        | Hook::FleshWardBack2
        | Hook::GainItemOrTrinketUpToSpellResult
        | Hook::GiveCluesToAnotherInvestigator
        | Hook::GiveItemsToAnotherInvestigator
        | Hook::IgnoreMonstersThisEncounter
        | Hook::InstillBraveryBack1
        | Hook::InstillBraveryBack2
        | Hook::InvestigatorHereGainsBlessed
        | Hook::Kleptomania
        | Hook::MistsOfRelehBack1
        | Hook::MistsOfRelehBack2
        | Hook::OthersHereLose2Health
        | Hook::PlumbTheVoidBack1
        | Hook::PlumbTheVoidBack2
        | Hook::PossessionsCastThisCard
        | Hook::PossessionsCastingResult
        | Hook::PossessionsConjureOneMore
        | Hook::PossessionsDevoured
        | Hook::PossessionsGainsBlessed
        | Hook::PossessionsGive1Clue
        | Hook::PossessionsGiveThisCard
        | Hook::PossessionsGiveThisItem
        | Hook::PossessionsImprovesASkill
        | Hook::PossessionsKeepThisCard
        | Hook::PossessionsKeepThisItem
        | Hook::PossessionsKleptomaniaReturnsTheAsset
        | Hook::PossessionsNextCard
        | Hook::PossessionsNextItem
        | Hook::PossessionsPreventionTarget
        | Hook::PossessionsReceivesClues
        | Hook::PossessionsReceivesItems
        | Hook::PossessionsSpellTarget
        | Hook::PossessionsSpellTargetWithoutBlessed
        | Hook::PossessionsSwapSpaces
        | Hook::PossessionsTrades
        | Hook::ShrivelingBack1
        | Hook::ShrivelingBack2
        | Hook::SpawnGatePerSpell
        | Hook::SpellInvestigatorHereImprovesASkill
        | Hook::SpellResult
        | Hook::SpellTargetGainsBlessed
        | Hook::SpellTargetMayMoveAnywhere
        | Hook::TakeThe1stCardOfTheReserve
        | Hook::TakeThe2ndCardOfTheReserve
        | Hook::TakeThe3rdCardOfTheReserve
        | Hook::TakeThe4thCardOfTheReserve
        | Hook::TradeAndSwapWithAnotherInvestigator
        | Hook::WitherBack1
        | Hook::WitherBack2
        | Hook::WitherStrength => possessions::run(state, seat, hook, at, events),
    };
    if !done {
        events.push(Event::Note(crate::Note::NotAutomated));
    }
}

/// The hooks' own effect lists, offers and options, by name, for the `serde` feature.
#[cfg(feature = "serde")]
pub(crate) fn wire_lists(out: &mut Vec<(&'static str, Vec<crate::wire::List>)>) {
    complex::wire_lists(out);
    monsters::wire_lists(out);
    mythos::wire_lists(out);
    possessions::wire_lists(out);
}
