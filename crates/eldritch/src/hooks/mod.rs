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
mod mythos;
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
    let done = location::run(state, seat, hook, at, events)
        || research::run(state, seat, hook, at, events)
        || complex::run(state, seat, hook, at, events)
        || mythos::run(state, seat, hook, at, events);
    if !done {
        events.push(Event::Text("(printed text not automated)"));
    }
}
