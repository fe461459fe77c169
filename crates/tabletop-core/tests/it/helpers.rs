//! The shared test helpers (`testing::{legal, act, refuse}`) catch what they promise to.

use std::panic::{AssertUnwindSafe, catch_unwind};

use tabletop_core::testing::{act, legal, refuse};
use tabletop_core::{Game, Seat};

use crate::options;
use crate::toy::{Action, Dash};

fn game(flaw: &str) -> <Dash as Game>::State {
    let config = Dash::config(&options(2, &[("flaw", flaw)])).expect("valid options");
    Dash::setup(&config, 1).expect("setup")
}

#[test]
fn act_applies_a_listed_action_and_refuse_returns_the_refusal() {
    let mut state = game("none");
    assert!(legal::<Dash>(&state, Seat(0)).contains(&Action::Walk));
    let events = act::<Dash>(&mut state, Seat(0), Action::Walk);
    assert!(!events.is_empty());
    assert_eq!(refuse::<Dash>(&mut state, Seat(0), Action::Walk), "it is not seat 0's decision now");
}

#[test]
fn act_fails_on_an_action_that_is_not_listed() {
    let mut state = game("none");
    let result = catch_unwind(AssertUnwindSafe(|| act::<Dash>(&mut state, Seat(0), Action::Skip)));
    assert!(result.is_err(), "an unlisted action must fail the test");
}

#[test]
fn refuse_fails_when_a_refusal_changes_the_state() {
    let mut state = game("mutate");
    let result = catch_unwind(AssertUnwindSafe(|| refuse::<Dash>(&mut state, Seat(1), Action::Walk)));
    assert!(result.is_err(), "a refusal that changed the state must fail the test");
}
