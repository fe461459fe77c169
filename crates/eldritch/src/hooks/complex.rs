//! Hooks of the Other World, Expedition and Special encounter cards.
//!
//! Every hook here changes the test written right after it in the same effect list (the card's
//! `test`, with its `pass` / `fail` lists and its `pass_at`): the hook takes that test over and
//! rolls it itself, so the card keeps its branches as data.
//! - special-2: "You may spend any number of Clues to add 1 success to your test result for each
//!   Clue spent. If your test result is 3 or greater, ... Otherwise, ..." The test is rolled (with
//!   its rerolls) first; a result under 3 is then offered the Clues it lacks (like the Bank Loan,
//!   which adds successes after the roll).
//! - special-3: "You may spend any number of Sanity to roll 1 additional die for each Sanity
//!   spent." The amount is chosen before the roll (additional dice belong to the dice pool).

use content::eldritch::{Cost, Effect, Hook, OfferDef, TestDef};
use tabletop_core::resolve::Program;

use crate::action::Event;
use crate::effects::Pick;
use crate::state::{Frame, Pending, Purpose, State};

/// special-2.
const CLUES: Hook = Hook::SpendCluesToAddSuccesses;
/// special-3.
const SANITY: Hook = Hook::SpendSanityForExtraDice;

/// Internal steps, run after a roll or a pick (never named by content).
const ROLLED: Hook = Hook::ComplexClueTestRolled;
const PAID: Hook = Hook::TheCluesSpentAdd1SuccessEachTheResultReachesTheGoal;
const NOT_PAID: Hook = Hook::NoClueSpentTheResultStaysAsRolled;
static AFTER_ROLL: [Effect; 1] = [Effect::Custom(ROLLED)];
static AFTER_PAID: [Effect; 1] = [Effect::Custom(PAID)];
static AFTER_NOT_PAID: [Effect; 1] = [Effect::Custom(NOT_PAID)];

/// "Spend N Clues to add N successes", for the N successes a result lacks (1 to 9).
static ADD_SUCCESSES: [OfferDef; 9] = [
    OfferDef { cost: &[Cost::Clues(1)], then: &AFTER_PAID, otherwise: &AFTER_NOT_PAID },
    OfferDef { cost: &[Cost::Clues(2)], then: &AFTER_PAID, otherwise: &AFTER_NOT_PAID },
    OfferDef { cost: &[Cost::Clues(3)], then: &AFTER_PAID, otherwise: &AFTER_NOT_PAID },
    OfferDef { cost: &[Cost::Clues(4)], then: &AFTER_PAID, otherwise: &AFTER_NOT_PAID },
    OfferDef { cost: &[Cost::Clues(5)], then: &AFTER_PAID, otherwise: &AFTER_NOT_PAID },
    OfferDef { cost: &[Cost::Clues(6)], then: &AFTER_PAID, otherwise: &AFTER_NOT_PAID },
    OfferDef { cost: &[Cost::Clues(7)], then: &AFTER_PAID, otherwise: &AFTER_NOT_PAID },
    OfferDef { cost: &[Cost::Clues(8)], then: &AFTER_PAID, otherwise: &AFTER_NOT_PAID },
    OfferDef { cost: &[Cost::Clues(9)], then: &AFTER_PAID, otherwise: &AFTER_NOT_PAID },
];

/// The answers to "how much Sanity do you spend?": option `k` spends `k` Sanity.
const SPENT: [Hook; 10] = [
    Hook::SpendNoSanityNoAdditionalDie,
    Hook::Spend1SanityRoll1AdditionalDie,
    Hook::Spend2SanityRoll2AdditionalDice,
    Hook::Spend3SanityRoll3AdditionalDice,
    Hook::Spend4SanityRoll4AdditionalDice,
    Hook::Spend5SanityRoll5AdditionalDice,
    Hook::Spend6SanityRoll6AdditionalDice,
    Hook::Spend7SanityRoll7AdditionalDice,
    Hook::Spend8SanityRoll8AdditionalDice,
    Hook::Spend9SanityRoll9AdditionalDice,
];
static SANITY_OPTIONS: [&[Effect]; 10] = [
    &[Effect::Custom(SPENT[0])],
    &[Effect::Custom(SPENT[1])],
    &[Effect::Custom(SPENT[2])],
    &[Effect::Custom(SPENT[3])],
    &[Effect::Custom(SPENT[4])],
    &[Effect::Custom(SPENT[5])],
    &[Effect::Custom(SPENT[6])],
    &[Effect::Custom(SPENT[7])],
    &[Effect::Custom(SPENT[8])],
    &[Effect::Custom(SPENT[9])],
];

/// Runs `hook` if it is one of this module's; returns whether it was.
pub(super) fn run(state: &mut State, seat: u8, hook: Hook, at: u8, events: &mut Vec<Event>) -> bool {
    match hook {
        CLUES => {
            // The test is rolled here; its outcome is decided after the roll (see ROLLED).
            let Some(test) = next_test(state, seat) else { return no_test(events) };
            let extra = printed_dice(state, seat, test);
            let purpose = Purpose::Effect { pass: &AFTER_ROLL, fail: &AFTER_ROLL, at, pass_at: test.pass_at };
            state.begin_test_with(seat, test.skill, test.modifier, extra, purpose, events);
        }
        ROLLED => {
            let Some(test) = next_test(state, seat) else { return true };
            let result = last_result(seat, events);
            let missing = u16::from(test.pass_at).saturating_sub(result);
            if missing == 0 {
                take_test(state);
                push(state, seat, test.pass, at);
            } else {
                let offer = &ADD_SUCCESSES[usize::from(missing - 1).min(ADD_SUCCESSES.len() - 1)];
                events.push(Event::Note(crate::Note::MaySpendCluesForSuccesses));
                let pick = Pick::Offer(offer);
                if state.pick_answers(seat, pick, at).is_empty() {
                    state.resolve_pick(seat, pick, at, None, events);
                } else {
                    state.pending = Some(Pending::Pick { seat, pick, at });
                }
            }
        }
        PAID => {
            if let Some(test) = take_test(state) {
                events.push(Event::Note(crate::Note::CluesAddSuccesses));
                push(state, seat, test.pass, at);
            }
        }
        NOT_PAID => {
            if let Some(test) = take_test(state) {
                push(state, seat, test.fail, at);
            }
        }
        SANITY => {
            if next_test(state, seat).is_none() {
                return no_test(events);
            }
            let most = state.inv(seat).sanity.saturating_sub(1).min(SANITY_OPTIONS.len() as u8 - 1);
            let pick = Pick::Option(&SANITY_OPTIONS[..=usize::from(most)]);
            if most == 0 {
                state.resolve_pick(seat, pick, at, Some(0), events);
            } else {
                state.pending = Some(Pending::Pick { seat, pick, at });
            }
        }
        _ if SPENT.contains(&hook) => {
            let spent = SPENT.iter().position(|&name| name == hook).unwrap_or(0) as u8;
            let Some(test) = take_test(state) else { return true };
            if spent > 0 {
                state.lose(seat, 0, spent, events);
            }
            if state.active(seat) {
                let extra = printed_dice(state, seat, test) + i16::from(spent);
                begin(state, seat, test, extra, at, events);
            }
        }
        _ => return false,
    }
    true
}

/// The test written right after the hook in the list being resolved (the top frame, whose next
/// effect it is), if it is there.
fn next_test(state: &State, seat: u8) -> Option<&'static TestDef> {
    match state.frames.last() {
        Some(&Frame::Effects { seat: s, program, .. }) if s == seat => match program.peek() {
            Some(Effect::Test(test)) => Some(test),
            _ => None,
        },
        _ => None,
    }
}

/// Takes the test after the hook off its list (the list goes on after it).
fn take_test(state: &mut State) -> Option<&'static TestDef> {
    let Some(&Frame::Effects { seat, program, at }) = state.frames.last() else { return None };
    let Some((&Effect::Test(test), rest)) = program.step() else { return None };
    state.frames.pop();
    if let Some(rest) = rest {
        state.frames.push(Frame::Effects { seat, program: rest, at });
    }
    Some(test)
}

/// The dice the test's own `dice` adds or removes.
fn printed_dice(state: &State, seat: u8, test: &TestDef) -> i16 {
    test.dice.map_or(0, |(per, count)| i16::from(per) * i16::from(state.count(seat, count)))
}

/// Rolls `test` with `extra` dice; its `pass` or `fail` list follows as printed.
fn begin(state: &mut State, seat: u8, test: &'static TestDef, extra: i16, at: u8, events: &mut Vec<Event>) {
    let purpose = Purpose::Effect { pass: test.pass, fail: test.fail, at, pass_at: test.pass_at };
    state.begin_test_with(seat, test.skill, test.modifier, extra, purpose, events);
}

/// The result of `seat`'s test that just ended (its last `TestResult` event).
fn last_result(seat: u8, events: &[Event]) -> u16 {
    events
        .iter()
        .rev()
        .find_map(|event| match *event {
            Event::TestResult { seat: s, successes } if s == seat => Some(successes),
            _ => None,
        })
        .unwrap_or(0)
}

fn push(state: &mut State, seat: u8, list: &'static [Effect], at: u8) {
    if !list.is_empty() {
        state.frames.push(Frame::Effects { seat, program: Program::new(list), at });
    }
}

/// A hook written without its test after it: a content error, reported as text.
fn no_test(events: &mut Vec<Event>) -> bool {
    events.push(Event::Note(crate::Note::NoTestAfterHook));
    true
}

/// This module's own effect lists, offers and options, which a pending decision may hold: the
/// `serde` feature writes them by name (see `wire.rs`).
#[cfg(feature = "serde")]
pub(crate) fn wire_lists(out: &mut Vec<(&'static str, Vec<crate::wire::List>)>) {
    use crate::wire::List;
    out.push(("engine/complex/after_roll", vec![List::Effects(&AFTER_ROLL)]));
    out.push(("engine/complex/after_paid", vec![List::Effects(&AFTER_PAID)]));
    out.push(("engine/complex/after_not_paid", vec![List::Effects(&AFTER_NOT_PAID)]));
    out.push(("engine/complex/add_successes", ADD_SUCCESSES.iter().map(List::Offer).collect()));
    out.push(("engine/complex/sanity_options", vec![List::Options(&SANITY_OPTIONS)]));
}
