//! Hooks of the Research encounter cards.

use crate::action::Event;
use crate::state::State;

/// The hooks this module implements.
pub(super) const HOOKS: &[&str] = &[];

/// Runs `hook` if it is one of this module's; returns whether it was.
pub(super) fn run(state: &mut State, seat: u8, hook: &'static str, at: u8, events: &mut Vec<Event>) -> bool {
    let _ = (state, seat, hook, at, events);
    false
}
