//! The property harness accepts a sound game and catches each kind of broken one.

use tabletop_core::check::{CheckConfig, CheckFailure, check_properties, check_properties_with};

use crate::options;
use crate::toy::{Action, Dash, shuffle_deck};

fn config(games: u32) -> CheckConfig {
    CheckConfig { games, max_actions: 2_000, ..CheckConfig::default() }
}

fn failure(flaw: &str, config: &CheckConfig) -> CheckFailure<Action> {
    match check_properties::<Dash>(&options(3, &[("flaw", flaw)]), config) {
        Ok(report) => panic!("flaw `{flaw}` was not caught: {report:?}"),
        Err(failure) => failure,
    }
}

#[test]
fn the_sound_toy_game_passes_every_check() {
    for players in 2..=4 {
        let report = check_properties::<Dash>(&options(players, &[]), &config(40))
            .unwrap_or_else(|failure| panic!("{players} players: {failure}"));
        assert_eq!(report.games, 40);
        assert!(report.actions > 40 * 5, "{report:?}");
        assert!(report.listed_checked >= report.actions, "every step checks its listed actions: {report:?}");
        assert!(report.unlisted_refused > 0, "{report:?}");
        assert!(report.views_checked > 0, "{report:?}");
    }
}

#[test]
fn a_short_target_still_passes() {
    let report =
        check_properties::<Dash>(&options(2, &[("target", "5")]), &config(30)).map_err(|f| f.to_string());
    assert!(report.is_ok(), "{report:?}");
}

#[test]
fn bad_options_fail_at_config() {
    let failure = match check_properties::<Dash>(&options(2, &[("flaw", "typo")]), &config(1)) {
        Ok(report) => panic!("accepted a bad option: {report:?}"),
        Err(failure) => failure,
    };
    assert_eq!(
        failure.message,
        "config: option `flaw`: `typo` is not one of none, mutate, leak, endless, list-illegal, panic, forget, peek, dither"
    );
    assert!(failure.replay.steps.is_empty());
}

#[test]
fn a_refusal_that_changes_the_state_is_caught() {
    let failure = failure("mutate", &config(5));
    // The first probe is another seat acting out of turn, at the very first step.
    assert_eq!(failure.message, "refused action Walk changed the state");
    assert_eq!(failure.replay.game, "dash");
    assert!(failure.replay.steps.is_empty());
}

#[test]
fn a_view_that_leaks_the_deck_order_is_caught() {
    let failure = failure("leak", &config(5));
    assert_eq!(failure.message, "seat 0's view changed when only hidden information was resampled");
    let text = failure.to_string();
    assert!(text.starts_with("seat 0's view changed"), "{text}");
    assert!(text.contains("game seed 1, after 0 steps"), "{text}");
}

#[test]
fn a_game_that_never_ends_is_caught() {
    let config = CheckConfig { max_actions: 300, ..config(5) };
    let failure = failure("endless", &config);
    assert_eq!(failure.message, "the game did not end within 300 actions");
    assert_eq!(failure.replay.steps.len(), 300, "the replay reaches the failure");
}

#[test]
fn a_listed_action_that_is_refused_is_caught() {
    let failure = failure("list-illegal", &config(5));
    assert_eq!(failure.message, "listed action Skip was refused: skipping is not allowed");
}

#[test]
fn a_panic_in_the_engine_is_caught_with_the_replay_that_reaches_it() {
    let failure = failure("panic", &config(20));
    // A listed action is tried on a copy before one is chosen: the Roll that panicked is named,
    // and the replay reaches the state it was tried in.
    assert!(failure.message.contains("action Roll"), "{}", failure.message);
    assert!(failure.message.ends_with("panicked: the toy rolled a 6"), "{}", failure.message);
    assert_eq!(failure.replay.seed, 1);
}

#[test]
fn views_are_not_checked_when_disabled() {
    // With view checks off, the leak goes unnoticed: the check above is what catches it.
    let config = CheckConfig { view_every: 0, ..config(3) };
    let report =
        check_properties::<Dash>(&options(3, &[("flaw", "leak")]), &config).map_err(|f| f.to_string());
    assert_eq!(report.map(|r| r.views_checked), Ok(0));
}

#[test]
fn legal_actions_that_give_away_the_deck_are_caught() {
    let failure = failure("peek", &config(20));
    assert!(
        failure.message.ends_with("'s legal actions changed when only hidden information was resampled"),
        "{}",
        failure.message
    );
}

/// Eldritch Horror's view showed the back of a held card and its `determinize` never moved it:
/// the view check compares two states that agree on it, so only a change of its own catches it.
#[test]
fn a_leak_that_determinize_forgets_is_caught_by_a_perturbation() {
    let options = options(3, &[("flaw", "forget")]);
    let report = check_properties::<Dash>(&options, &config(5)).map_err(|f| f.to_string());
    assert!(report.is_ok(), "the plain check cannot see it: {report:?}");
    let failure = match check_properties_with::<Dash>(&options, &config(5), &[shuffle_deck]) {
        Ok(report) => panic!("the forgotten deck was not caught: {report:?}"),
        Err(failure) => failure,
    };
    assert_eq!(failure.message, "seat 0's view changed when perturbation 0 varied hidden information");
}

#[test]
fn the_sound_toy_game_passes_the_perturbation_checks() {
    for players in 2..=4 {
        let report = check_properties_with::<Dash>(&options(players, &[]), &config(20), &[shuffle_deck])
            .unwrap_or_else(|failure| panic!("{players} players: {failure}"));
        assert!(report.perturbations_checked > 0, "{report:?}");
    }
}
