//! Card text the effect vocabulary cannot express: named `custom` hooks, one module per part of
//! the content (each hook is declared with its rule in `content/data/eldritch/*.toml`).
//!
//! A hook runs like any effect: for the investigator resolving the card (`seat`), with `at` the
//! space of "this Clue" / "this Gate". It may ask a decision through [`crate::effects::Pick`] or
//! push effect frames, exactly as the vocabulary's effects do.

use crate::action::Event;
use crate::state::State;

mod complex;
mod location;
mod monsters;
mod mythos;
mod possessions;
pub(crate) use possessions::{CAST_THIS, MAY_CAST, PREVENT_FLIP};
mod research;

/// Hooks whose work is done elsewhere (tests, Rest, Reckoning, the Rumor module): as effects
/// they do nothing more.
const PASSIVE: &[&str] = &[
    "reroll-once-per-round",
    "on-rest-recover-health",
    "on-rest-recover-sanity",
    "blessed-cursed-dice",
    "rumor",
];

/// Whether a hook has an implementation.
pub(crate) fn implemented(name: &str) -> bool {
    name == "printed-text"
        || PASSIVE.contains(&name)
        || location::HOOKS.contains(&name)
        || research::HOOKS.contains(&name)
        || complex::HOOKS.contains(&name)
        || mythos::HOOKS.contains(&name)
        || monsters::HOOKS.contains(&name)
        || possessions::HOOKS.contains(&name)
}

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
    hook: &'static str,
    monster: crate::state::MonsterRef,
    stage: CombatStage,
    events: &mut Vec<Event>,
) -> CombatFlow {
    monsters::combat(state, seat, hook, monster, stage, events).unwrap_or(CombatFlow::Continue)
}

/// Gives a hook the answer to the choice it asked (`Pick::HookMonster`, `Pick::HookSpace`).
pub(crate) fn answer(
    state: &mut State,
    seat: u8,
    hook: &'static str,
    at: u8,
    answer: u16,
    events: &mut Vec<Event>,
) {
    if !location::answer(state, seat, hook, at, answer, events) {
        events.push(Event::Text("(a choice no hook asked for)"));
    }
}

/// Runs a hook.
pub(crate) fn run(state: &mut State, seat: u8, hook: &'static str, at: u8, events: &mut Vec<Event>) {
    if PASSIVE.contains(&hook) {
        return;
    }
    match hook {
        crate::rumor::RETURN_PLACE => return state.return_place(at, events),
        crate::rumor::WEB_TOKEN => return state.web_token(events),
        _ => {}
    }
    let done = monsters::run(state, seat, hook, at, events)
        || location::run(state, seat, hook, at, events)
        || research::run(state, seat, hook, at, events)
        || complex::run(state, seat, hook, at, events)
        || mythos::run(state, seat, hook, at, events)
        || possessions::run(state, seat, hook, at, events);
    if !done {
        events.push(Event::Text("(printed text not automated)"));
    }
}
