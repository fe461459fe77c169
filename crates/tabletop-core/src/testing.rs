//! Test helpers every game's tests use: list a seat's actions, apply one that must be legal, and
//! check that one is refused without changing anything. Behind the `testing` feature; they
//! panic (with the action, the refusal and what was listed) because that is how a test fails.

use crate::game::{ActionError, Game};
use crate::seat::Seat;

/// The legal actions of `seat` now.
pub fn legal<G: Game>(state: &G::State, seat: Seat) -> Vec<G::Action> {
    let mut out = Vec::new();
    G::legal_actions(state, seat, &mut out);
    out
}

/// Applies an action that must be listed and accepted; returns its events. If the game's
/// invariants held before (a test's rigged state may not keep them), they must hold after.
///
/// # Panics
///
/// When the action is not listed, is refused, or breaks an invariant.
pub fn act<G: Game>(state: &mut G::State, seat: Seat, action: G::Action) -> Vec<G::Event> {
    let listed = legal::<G>(state, seat);
    assert!(listed.contains(&action), "{action:?} by {seat} is not listed; listed: {listed:?}");
    let sound = G::check_invariants(state).is_ok();
    let mut events = Vec::new();
    if let Err(error) = G::apply(state, seat, &action, &mut events) {
        panic!("{action:?} by {seat} was refused: {error}");
    }
    if let Err(broken) = G::check_invariants(state)
        && sound
    {
        panic!("after {action:?} by {seat}: {broken}");
    }
    events
}

/// Checks that an action is refused, leaving the state exactly as it was and producing no
/// events; returns the refusal's text.
///
/// # Panics
///
/// When the action is accepted, or the refusal changed the state or produced events.
pub fn refuse<G: Game>(state: &mut G::State, seat: Seat, action: G::Action) -> String {
    refuse_error::<G>(state, seat, action).to_string()
}

/// [`refuse`], returning the error itself: its stable [`ActionError::code`] and its text.
///
/// # Panics
///
/// As [`refuse`].
pub fn refuse_error<G: Game>(state: &mut G::State, seat: Seat, action: G::Action) -> ActionError {
    let before = state.clone();
    let mut events = Vec::new();
    let Err(error) = G::apply(state, seat, &action, &mut events) else {
        panic!("{action:?} by {seat} was accepted; it should be refused");
    };
    assert!(*state == before, "refusing {action:?} changed the state");
    assert!(events.is_empty(), "refusing {action:?} produced events: {events:?}");
    error
}
