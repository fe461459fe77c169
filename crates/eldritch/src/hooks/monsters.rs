//! Hooks of the Monster tokens and the Cultist entries of the Ancient One sheets: their combat
//! rules (see [`super::CombatStage`]) and the parts of their Reckonings and "when defeated" texts
//! the vocabulary cannot say.
//!
//! A Reckoning runs for the Lead Investigator with `at` the Monster's space and
//! [`State::this_monster`] naming it (kind and space); "nearest" ties go to the first investigator
//! from the Lead Investigator clockwise (the rules let the active investigator choose).

use content::eldritch::{
    self as data, CardDeck, Cost, Count, Destination, Effect, FightDef, Hook, OfferDef, Possession, Skill,
    TestDef, Trait,
};
use tabletop_core::resolve::Program;

use super::{CombatFlow, CombatStage};
use crate::action::Event;
use crate::rules::{adjacent, distances};
use crate::state::{BoardMonster, CombatStep, EncounterStep, Frame, MonsterRef, Phase, State};

// ---------------------------------------------------------------------- combat rules

/// Azathoth's Cultist: "After the Will test, lose 1 Health; the Cultist is defeated."
const AZATHOTH_CULTIST: Hook = Hook::CultistStrikesThenFalls;
/// Spinner of Webs: "If you fail the Will test, skip the Strength test."
const WILL_FAIL_ENDS: Hook = Hook::FailedWillEndsTheCombat;
/// Colour Out of Space: "After the Will test, roll 1 die; on a 5 or 6, it is defeated."
const COLOUR: Hook = Hook::AfterWillRollToDefeat;
/// Ghost: "If you pass the Will test, it loses Health equal to your test result."
const GHOST: Hook = Hook::PassedWillWoundsIt;
/// Ghoul: "If you lose Health from its Strength test, gain a Paranoia Condition."
const GHOUL: Hook = Hook::HealthLossGainsParanoia;
/// Maniac: "If you fail the Strength test, you may discard 1 Ally instead of losing Health."
const MANIAC: Hook = Hook::AllyTakesTheBlow;
/// Riot: "Before the Strength test, you may test Influence -1; if you pass, it is defeated."
const RIOT: Hook = Hook::DisperseWithInfluence;
/// Vampire: a failed Will test ends the combat; a wound it survives heals 2 Health.
const VAMPIRE: Hook = Hook::VampireFeeds;
/// Warlock: "If you fail the Will test, also lose 1 Health."
const WARLOCK: Hook = Hook::FailedWillCosts1Health;
/// Witch: "If you fail the Will test, gain a Cursed Condition."
const WITCH: Hook = Hook::FailedWillGainsCursed;
/// Wind-Walker: "Before the Will test, lose 1 Health and 1 Sanity unless you spend 1 Clue."
const WIND_WALKER: Hook = Hook::TollOfAClueBeforeWill;
/// Zombie Horde: "If you lose Health from the Strength test, discard 1 Ally."
const HORDE: Hook = Hook::HealthLossDiscardsAnAlly;
/// Cthulhu's Cultist: "Before the Strength test, lose 1 Sanity."
const CTHULHU_CULTIST: Hook = Hook::Lose1SanityBeforeStrength;
/// Cthulhu's awakened Cultist: "Before the Strength test, lose 2 Sanity."
const CTHULHU_AWAKENED: Hook = Hook::Lose2SanityBeforeStrength;
/// Yog-Sothoth's awakened Cultist: "Before the Strength test, lose 1 Sanity for each Spell."
const YOG_AWAKENED: Hook = Hook::LoseSanityPerSpellBeforeStrength;

/// Every combat rule of this module.
const COMBAT: &[Hook] = &[
    AZATHOTH_CULTIST,
    WILL_FAIL_ENDS,
    COLOUR,
    GHOST,
    GHOUL,
    MANIAC,
    RIOT,
    VAMPIRE,
    WARLOCK,
    WITCH,
    WIND_WALKER,
    HORDE,
    CTHULHU_CULTIST,
    CTHULHU_AWAKENED,
    YOG_AWAKENED,
];

// ---------------------------------------------------------------------- effects

/// Byakhee, when defeated: the optional flight instead of another encounter.
const BYAKHEE: Hook = Hook::ByakheeFlight;
/// Gug, when defeated: no additional encounter.
const NO_EXTRA: Hook = Hook::NoAdditionalEncounter;
/// Deep One's Reckoning.
const SANITY_HERE: Hook = Hook::EachOnItsSpaceLoses1Sanity;
/// Gnoph-Keh's Reckoning.
const HEALTH_HERE: Hook = Hook::EachOnItsSpaceLoses1Health;
/// Lloigor's Reckoning.
const LLOIGOR: Hook = Hook::EachOnOrNextToItsSpaceLoses1HealthAnd1Sanity;
/// Shoggoth's Reckoning.
const SHOGGOTH: Hook = Hook::ItRecoversAllHealth;
/// Zombie's Reckoning.
const ZOMBIE: Hook = Hook::ZombieBecomesTheHorde;
/// Hound of Tindalos's Reckoning.
const HOUND: Hook = Hook::HoundHuntsTheNearestInvestigator;
/// Mi-go's Reckoning.
const MI_GO: Hook = Hook::MiGoTakesTheNearestClue;
/// Nightgaunt's Reckoning.
const NIGHTGAUNT: Hook = Hook::NightgauntCarriesOff;
/// Serpent People's Reckoning (on a 1 or 2).
const LURE: Hook = Hook::NearestInvestigatorStepsTowardIt;
/// Warlock's Reckoning (on a 1 or 2).
const CURSE_NEAREST: Hook = Hook::NearestInvestigatorGainsCursed;
/// Cthylla's Reckoning.
const CTHYLLA: Hook = Hook::DeepOneAmbushesTheNearestInvestigator;
/// Dunwich Horror's Reckoning.
const DUNWICH: Hook = Hook::RollUnderInvestigatorsSpawnsAGate;
/// Nug's Reckoning.
const NUG: Hook = Hook::SpawnAGhoulOnItsSpace;
/// Shub-Niggurath's Cultist's Reckoning.
const SHUB_CULTIST: Hook = Hook::CultistBecomesGoatSpawnOrDarkYoung;
/// Shub-Niggurath's awakened Cultist's Reckoning.
const SHUB_AWAKENED: Hook = Hook::ItStepsTowardShubNiggurath;

/// Steps of this module's rules, never named by content.
const RIOT_DISPERSED: Hook = Hook::MonstersRiotDispersed;
const BYAKHEE_LANDED: Hook = Hook::MonstersByakheeLanded;
const NIGHTGAUNT_FOLLOWS: Hook = Hook::MonstersNightgauntFollows;

/// "1 Ally Asset".
const ALLY: Possession = Possession { deck: Some(CardDeck::Asset), with: Some(Trait::Ally) };

static LOSE_1_HEALTH: &[Effect] = &[Effect::LoseHealth(1)];
static LOSE_1_SANITY: &[Effect] = &[Effect::LoseSanity(1)];
static LOSE_2_SANITY: &[Effect] = &[Effect::LoseSanity(2)];
static LOSE_SANITY_PER_SPELL: &[Effect] = &[Effect::LoseSanityPer(Count::Spells)];
static LOSE_HEALTH_AND_SANITY: &[Effect] = &[Effect::LoseHealth(1), Effect::LoseSanity(1)];
static GAIN_PARANOIA: &[Effect] = &[Effect::GainCondition("paranoia")];
static GAIN_CURSED: &[Effect] = &[Effect::GainCondition("cursed")];
static DISCARD_ALLY: &[Effect] = &[Effect::Discard(ALLY)];

/// Wind-Walker: "lose 1 Health and 1 Sanity unless you spend 1 Clue".
static TOLL: OfferDef = OfferDef { cost: &[Cost::Clues(1)], then: &[], otherwise: LOSE_HEALTH_AND_SANITY };
static TOLL_STEP: &[Effect] = &[Effect::May(&TOLL)];

/// Riot: the optional Influence -1 test; a pass defeats it.
static DISPERSE_TEST: TestDef = TestDef {
    skill: Skill::Influence,
    modifier: -1,
    dice: None,
    pass_at: 1,
    pass: &[Effect::Custom(RIOT_DISPERSED)],
    fail: &[],
};
static DISPERSE: OfferDef = OfferDef { cost: &[], then: &[Effect::Test(&DISPERSE_TEST)], otherwise: &[] };
static DISPERSE_STEP: &[Effect] = &[Effect::May(&DISPERSE)];

/// Maniac: "discard 1 Ally instead of losing <n> Health", for n = 1..=6.
macro_rules! ally_instead {
    ($($n:literal),*) => {
        [$(OfferDef { cost: &[Cost::Discard(ALLY)], then: &[], otherwise: &[Effect::LoseHealth($n)] }),*]
    };
}
static ALLY_INSTEAD: [OfferDef; 6] = ally_instead!(1, 2, 3, 4, 5, 6);
static ALLY_INSTEAD_STEPS: [[Effect; 1]; 6] = [
    [Effect::May(&ALLY_INSTEAD[0])],
    [Effect::May(&ALLY_INSTEAD[1])],
    [Effect::May(&ALLY_INSTEAD[2])],
    [Effect::May(&ALLY_INSTEAD[3])],
    [Effect::May(&ALLY_INSTEAD[4])],
    [Effect::May(&ALLY_INSTEAD[5])],
];

/// Byakhee: "you may lose 1 Sanity to move up to 3 spaces instead of another encounter".
static FLY_THIRD: OfferDef =
    OfferDef { cost: &[], then: &[Effect::Move(Destination::Adjacent)], otherwise: &[] };
static FLY_SECOND: OfferDef = OfferDef {
    cost: &[],
    then: &[Effect::Move(Destination::Adjacent), Effect::May(&FLY_THIRD)],
    otherwise: &[],
};
static FLIGHT: OfferDef = OfferDef {
    cost: &[Cost::Sanity(1)],
    then: &[Effect::Custom(NO_EXTRA), Effect::Move(Destination::Adjacent), Effect::May(&FLY_SECOND)],
    otherwise: &[],
};
static FLIGHT_STEP: &[Effect] = &[Effect::May(&FLIGHT)];
static LANDED_STEP: &[Effect] = &[Effect::Custom(BYAKHEE_LANDED)];

/// Nightgaunt: the investigator on its space is carried 1 space and Delayed.
static CARRIED: &[Effect] =
    &[Effect::Move(Destination::Adjacent), Effect::Delay, Effect::Custom(NIGHTGAUNT_FOLLOWS)];

/// Cthylla: "A Deep One Monster ambushes the nearest investigator."
static DEEP_ONE: FightDef =
    FightDef { monster: Some("deep-one"), spawn: false, defeated: &[], undefeated: &[] };
static DEEP_ONE_AMBUSH: &[Effect] = &[Effect::Fight(&DEEP_ONE)];

// ---------------------------------------------------------------------- helpers

/// Pushes `list` for `seat`, resolved at its own space.
fn push(state: &mut State, seat: u8, list: &'static [Effect]) {
    if state.active(seat) {
        let at = state.inv(seat).location;
        state.frames.push(Frame::Effects { seat, program: Program::new(list), at });
    }
}

/// The active investigators from the Lead Investigator clockwise.
fn turn_order(state: &State) -> Vec<u8> {
    (0..state.players()).map(|turn| state.seat_at(turn)).filter(|&seat| state.active(seat)).collect()
}

/// The investigator nearest to `from` (fewest paths; ties: the first in turn order).
fn nearest_investigator(state: &State, from: u8) -> Option<u8> {
    let dist = distances(from);
    turn_order(state).into_iter().min_by_key(|&seat| dist[usize::from(state.inv(seat).location)])
}

/// The next space on a shortest path from `from` to `to` (the lowest index on a tie).
fn step_toward(from: u8, to: u8) -> u8 {
    let dist = distances(to);
    adjacent(from)
        .iter()
        .map(|&(next, _)| next)
        .filter(|&next| dist[usize::from(next)] < dist[usize::from(from)])
        .min()
        .unwrap_or(from)
}

/// The board index of "this Monster" (the one whose Reckoning is resolving).
fn this_monster(state: &State) -> Option<usize> {
    let (kind, space) = state.this_monster?;
    state.monsters.iter().position(|m| m.kind == kind && m.location == space)
}

/// Each investigator within `reach` paths of `at` resolves `list`, from the Lead Investigator
/// clockwise.
fn each_near(state: &mut State, at: u8, reach: u8, list: &'static [Effect]) {
    let dist = distances(at);
    let order = turn_order(state);
    for &seat in order.iter().rev() {
        if dist[usize::from(state.inv(seat).location)] <= reach {
            push(state, seat, list);
        }
    }
}

/// Whether the investigator is fighting the Monsters on its space in the Encounter phase (not an
/// ambush during an encounter).
fn in_encounter_combat(state: &State) -> bool {
    matches!(state.phase, Phase::Encounter { step: EncounterStep::Combat { .. }, .. })
}

/// Puts a Monster of kind `id` on `at`: a set-aside token, else (unless `aside_only`) one from
/// the cup. Returns whether one was placed.
fn spawn_named(state: &mut State, id: &str, at: u8, aside_only: bool, events: &mut Vec<Event>) -> bool {
    let Some(kind) = data::monster_index(id).map(|k| k as u8) else { return false };
    if let Some(pos) = state.set_aside.iter().position(|&k| k == kind) {
        state.set_aside.remove(pos);
    } else if let Some(pos) = state.cup.iter().position(|&k| k == kind).filter(|_| !aside_only) {
        state.cup.swap_remove(pos);
    } else {
        return false;
    }
    state.monsters.insert(BoardMonster { kind, location: at, damage: 0, stats: None, fought: false });
    events.push(Event::MonsterSpawned { kind, at });
    true
}

/// Removes the board Monster `index` to the cup (a discard).
fn discard(state: &mut State, index: usize, events: &mut Vec<Event>) {
    let Some(removed) = state.take_monster(index) else { return };
    events.push(Event::MonsterDiscarded(removed.kind));
    state.monster_to_cup(removed.kind);
}

/// The investigator defeats the Monster it fights (outside the combat's own steps): the token
/// leaves, the cards' "when you defeat a Monster" and the Monster's "when defeated" follow.
fn win(state: &mut State, seat: u8, monster: MonsterRef, events: &mut Vec<Event>) {
    let kind = state.monster_kind(monster);
    state.defeat_monster(seat, monster, events);
    state.monster_defeated_by(seat);
    if let Some(kind) = kind {
        let list = state.monster_rules(kind).on_defeat;
        if !list.is_empty() {
            push(state, seat, list);
        }
    }
}

// ---------------------------------------------------------------------- entry points

/// Runs `hook` if it is one of this module's effects; returns whether it was.
pub(super) fn run(state: &mut State, seat: u8, hook: Hook, at: u8, events: &mut Vec<Event>) -> bool {
    match hook {
        BYAKHEE => {
            let here = state.inv(seat).location;
            if in_encounter_combat(state) && state.monsters_at(here).next().is_none() {
                push(state, seat, LANDED_STEP);
                push(state, seat, FLIGHT_STEP);
            }
        }
        BYAKHEE_LANDED => {
            // The flight ends the encounter step: the Monsters where it lands are not fought.
            let here = state.inv(seat).location;
            for monster in state.monsters.iter_mut().filter(|m| m.location == here) {
                monster.fought = true;
            }
        }
        NO_EXTRA => {
            if in_encounter_combat(state) {
                events.push(Event::Note(crate::Note::NoExtraEncounter));
                state.no_extra_encounter = true;
            }
        }
        SANITY_HERE => each_near(state, at, 0, LOSE_1_SANITY),
        HEALTH_HERE => each_near(state, at, 0, LOSE_1_HEALTH),
        LLOIGOR => each_near(state, at, 1, LOSE_HEALTH_AND_SANITY),
        SHOGGOTH => {
            if let Some(index) = this_monster(state) {
                state.monsters[index].damage = 0;
                events.push(Event::MonsterDamaged { kind: state.monsters[index].kind, damage: 0 });
            }
        }
        ZOMBIE => zombie(state, at, events),
        HOUND => {
            if let (Some(index), Some(target)) = (this_monster(state), nearest_investigator(state, at)) {
                state.monsters[index].location = state.inv(target).location;
                events.push(Event::Note(crate::Note::HoundHunts));
                state.combat(target, state.board_monster(index), events);
            }
        }
        MI_GO => {
            let dist = distances(at);
            let nearest =
                (0..state.board_clues.len()).min_by_key(|&i| dist[usize::from(state.board_clues[i].1)]);
            if let (Some(index), Some(pos)) = (this_monster(state), nearest) {
                let (clue, space) = state.board_clues.remove(pos);
                state.clue_discard.push(clue);
                state.monsters[index].location = space;
                events.push(Event::Note(crate::Note::MiGoTakesClue));
            }
        }
        NIGHTGAUNT => nightgaunt(state, at, events),
        NIGHTGAUNT_FOLLOWS => {
            if let Some(index) = this_monster(state) {
                state.monsters[index].location = state.inv(seat).location;
            }
        }
        LURE => {
            if let Some(target) = nearest_investigator(state, at) {
                let from = state.inv(target).location;
                let to = step_toward(from, at);
                if to != from {
                    state.move_investigator(target, to, events);
                }
            }
        }
        CURSE_NEAREST => {
            if let Some(target) = nearest_investigator(state, at) {
                state.gain_condition(target, "cursed", events);
            }
        }
        CTHYLLA => {
            if let Some(target) = nearest_investigator(state, at) {
                push(state, target, DEEP_ONE_AMBUSH);
            }
        }
        DUNWICH => {
            let face = state.rng.roll(6);
            events.push(Event::PlainRoll { seat, faces: [face].into_iter().collect() });
            if face <= state.players() {
                state.spawn_gate(events);
            }
        }
        NUG => {
            spawn_named(state, "ghoul", at, false, events);
        }
        SHUB_CULTIST => {
            if let Some(index) = this_monster(state) {
                let kind = state.monsters[index].kind;
                if spawn_named(state, "goat-spawn", at, true, events)
                    || spawn_named(state, "dark-young", at, true, events)
                {
                    // The new token is last: the Cultist's index is unchanged.
                    debug_assert_eq!(state.monsters[index].kind, kind);
                    discard(state, index, events);
                }
            }
        }
        SHUB_AWAKENED => {
            let shub = state.monsters.iter().find(|m| state.is_shub(m.kind)).map(|m| m.location);
            if let (Some(index), Some(to)) = (this_monster(state), shub) {
                state.monsters[index].location = step_toward(at, to);
            }
        }
        RIOT_DISPERSED => riot_dispersed(state, seat, events),
        _ => return COMBAT.contains(&hook),
    }
    true
}

/// Zombie's Reckoning: it becomes the Zombie Horde, if the Horde can spawn.
fn zombie(state: &mut State, at: u8, events: &mut Vec<Event>) {
    let Some(horde) = data::monster_index("zombie-horde").map(|k| k as u8) else { return };
    if state.monsters.iter().any(|m| m.kind == horde) || state.boxed_monsters.contains(&horde) {
        return;
    }
    let Some(index) = this_monster(state) else { return };
    discard(state, index, events);
    state.monsters.insert(BoardMonster { kind: horde, location: at, damage: 0, stats: None, fought: false });
    events.push(Event::MonsterSpawned { kind: horde, at });
}

/// Nightgaunt's Reckoning.
fn nightgaunt(state: &mut State, at: u8, events: &mut Vec<Event>) {
    let Some(index) = this_monster(state) else { return };
    let kind = state.monsters[index].kind;
    match turn_order(state).into_iter().find(|&seat| state.inv(seat).location == at) {
        Some(victim) => {
            events.push(Event::Note(crate::Note::NightgauntCarries));
            state.frames.push(Frame::MonsterEffects {
                seat: victim,
                program: Program::new(CARRIED),
                kind,
                at,
            });
        }
        None => {
            if let Some(target) = nearest_investigator(state, at) {
                let to = state.inv(target).location;
                let next = step_toward(step_toward(at, to), to);
                state.monsters[index].location = next;
            }
        }
    }
}

/// Riot: the Influence test passed, the Monster is defeated and its Strength test never comes.
fn riot_dispersed(state: &mut State, seat: u8, events: &mut Vec<Event>) {
    let Some(pos) = state.frames.iter().rposition(
        |frame| matches!(frame, Frame::Combat { seat: s, step: CombatStep::Strength, .. } if *s == seat),
    ) else {
        return;
    };
    let Frame::Combat { monster, .. } = state.frames.remove(pos) else { return };
    // Its offer of combat boosts for the Strength test (above it) goes too.
    let mut index = pos;
    while index < state.frames.len() {
        if matches!(state.frames[index], Frame::BoostOffer { seat: s, will: false } if s == seat) {
            state.frames.remove(index);
        } else {
            index += 1;
        }
    }
    events.push(Event::Note(crate::Note::RiotDefeated));
    win(state, seat, monster, events);
}

/// A Monster's combat rule at `stage`; `None` when `hook` is not one of this module's.
pub(super) fn combat(
    state: &mut State,
    seat: u8,
    hook: Hook,
    monster: MonsterRef,
    stage: CombatStage,
    events: &mut Vec<Event>,
) -> Option<CombatFlow> {
    use CombatStage::{AfterStrength, AfterWill, BeforeStrength, BeforeWill};
    let flow = match (hook, stage) {
        (AZATHOTH_CULTIST, AfterWill { .. }) => {
            events.push(Event::Note(crate::Note::CultistStrikes));
            state.lose_preventable(seat, 1, 0, events);
            CombatFlow::Defeat
        }
        (WILL_FAIL_ENDS | VAMPIRE, AfterWill { passed: false, .. }) => {
            events.push(Event::Note(crate::Note::StrengthSkipped));
            CombatFlow::SkipStrength
        }
        (COLOUR, AfterWill { .. }) => {
            let face = state.rng.roll(6);
            events.push(Event::PlainRoll { seat, faces: [face].into_iter().collect() });
            if face >= 5 { CombatFlow::Defeat } else { CombatFlow::Stop }
        }
        (GHOST, AfterWill { passed: true, successes }) => {
            let toughness = state.monster_stats(monster).toughness;
            let defeated = match monster {
                MonsterRef::Board(id) => match state.monsters.get_mut(id) {
                    Some(m) => {
                        m.damage = m.damage.saturating_add(successes);
                        events.push(Event::MonsterDamaged { kind: m.kind, damage: m.damage });
                        m.damage >= toughness
                    }
                    // A Monster that already left the board takes no damage.
                    None => false,
                },
                MonsterRef::Ambush(_) | MonsterRef::Named(_) => successes >= toughness,
            };
            if defeated { CombatFlow::Defeat } else { CombatFlow::Stop }
        }
        (GHOUL, AfterStrength { lost_health, .. }) if lost_health > 0 => {
            push(state, seat, GAIN_PARANOIA);
            CombatFlow::Continue
        }
        (MANIAC, AfterStrength { lost_health, defeated: false }) if lost_health > 0 => {
            if state.held(seat, ALLY).is_empty() {
                CombatFlow::Continue
            } else {
                // The Health is lost only if the investigator keeps its Ally: the steps ask.
                let lost = lost_health.min(6);
                push(state, seat, &ALLY_INSTEAD_STEPS[usize::from(lost) - 1]);
                CombatFlow::LossHandled
            }
        }
        (RIOT, BeforeStrength) => {
            push(state, seat, DISPERSE_STEP);
            CombatFlow::Continue
        }
        (VAMPIRE, AfterStrength { lost_health, defeated: false }) if lost_health > 0 => {
            if let MonsterRef::Board(id) = monster
                && let Some(m) = state.monsters.get_mut(id)
            {
                m.damage = m.damage.saturating_sub(2);
                events.push(Event::MonsterDamaged { kind: m.kind, damage: m.damage });
            }
            CombatFlow::Continue
        }
        (WARLOCK, AfterWill { passed: false, .. }) => {
            push(state, seat, LOSE_1_HEALTH);
            CombatFlow::Continue
        }
        (WITCH, AfterWill { passed: false, .. }) => {
            push(state, seat, GAIN_CURSED);
            CombatFlow::Continue
        }
        (WIND_WALKER, BeforeWill) => {
            push(state, seat, TOLL_STEP);
            CombatFlow::Continue
        }
        (HORDE, AfterStrength { lost_health, .. }) if lost_health > 0 => {
            push(state, seat, DISCARD_ALLY);
            CombatFlow::Continue
        }
        (CTHULHU_CULTIST, BeforeStrength) => {
            push(state, seat, LOSE_1_SANITY);
            CombatFlow::Continue
        }
        (CTHULHU_AWAKENED, BeforeStrength) => {
            push(state, seat, LOSE_2_SANITY);
            CombatFlow::Continue
        }
        (YOG_AWAKENED, BeforeStrength) => {
            push(state, seat, LOSE_SANITY_PER_SPELL);
            CombatFlow::Continue
        }
        _ if COMBAT.contains(&hook) => CombatFlow::Continue,
        _ => return None,
    };
    Some(flow)
}

/// This module's own effect lists, offers and options, which a pending decision may hold: the
/// `serde` feature writes them by name (see `wire.rs`).
#[cfg(feature = "serde")]
pub(crate) fn wire_lists(out: &mut Vec<(&'static str, Vec<crate::wire::List>)>) {
    use crate::wire::List;
    out.push(("engine/monsters/lose_1_health", vec![List::Effects(LOSE_1_HEALTH)]));
    out.push(("engine/monsters/lose_1_sanity", vec![List::Effects(LOSE_1_SANITY)]));
    out.push(("engine/monsters/lose_2_sanity", vec![List::Effects(LOSE_2_SANITY)]));
    out.push(("engine/monsters/lose_sanity_per_spell", vec![List::Effects(LOSE_SANITY_PER_SPELL)]));
    out.push(("engine/monsters/lose_health_and_sanity", vec![List::Effects(LOSE_HEALTH_AND_SANITY)]));
    out.push(("engine/monsters/gain_paranoia", vec![List::Effects(GAIN_PARANOIA)]));
    out.push(("engine/monsters/gain_cursed", vec![List::Effects(GAIN_CURSED)]));
    out.push(("engine/monsters/discard_ally", vec![List::Effects(DISCARD_ALLY)]));
    out.push(("engine/monsters/toll", vec![List::Offer(&TOLL)]));
    out.push(("engine/monsters/toll_step", vec![List::Effects(TOLL_STEP)]));
    out.push((
        "engine/monsters/disperse_test",
        vec![List::Effects(DISPERSE_TEST.pass), List::Effects(DISPERSE_TEST.fail)],
    ));
    out.push(("engine/monsters/disperse", vec![List::Offer(&DISPERSE)]));
    out.push(("engine/monsters/disperse_step", vec![List::Effects(DISPERSE_STEP)]));
    out.push(("engine/monsters/ally_instead", ALLY_INSTEAD.iter().map(List::Offer).collect()));
    out.push((
        "engine/monsters/ally_instead_steps",
        ALLY_INSTEAD_STEPS.iter().map(|list| List::Effects(list)).collect(),
    ));
    out.push(("engine/monsters/fly_third", vec![List::Offer(&FLY_THIRD)]));
    out.push(("engine/monsters/fly_second", vec![List::Offer(&FLY_SECOND)]));
    out.push(("engine/monsters/flight", vec![List::Offer(&FLIGHT)]));
    out.push(("engine/monsters/flight_step", vec![List::Effects(FLIGHT_STEP)]));
    out.push(("engine/monsters/landed_step", vec![List::Effects(LANDED_STEP)]));
    out.push(("engine/monsters/carried", vec![List::Effects(CARRIED)]));
    out.push((
        "engine/monsters/deep_one",
        vec![List::Effects(DEEP_ONE.defeated), List::Effects(DEEP_ONE.undefeated)],
    ));
    out.push(("engine/monsters/deep_one_ambush", vec![List::Effects(DEEP_ONE_AMBUSH)]));
}
