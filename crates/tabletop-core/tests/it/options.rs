//! Options are checked against what a game declares, in one place and in the same words.

use tabletop_core::game::Options;
use tabletop_core::options::check_options;
use tabletop_core::{Game, SetupError};

use crate::toy::Dash;

fn refusal(options: &Options) -> String {
    match Dash::config(options) {
        Ok(_) => "accepted".to_owned(),
        Err(error) => error.to_string(),
    }
}

#[test]
fn known_options_with_good_values_are_accepted() {
    let options = Options::players(2).with("target", "30").with("flaw", "none").with("duel", "yes");
    assert_eq!(check_options::<Dash>(&options), Ok(()));
    assert_eq!(refusal(&options), "accepted");
}

#[test]
fn an_unknown_key_is_refused_with_a_suggestion() {
    assert_eq!(
        refusal(&Options::players(2).with("traget", "30")),
        "option `traget`: unknown option (did you mean `target`?)"
    );
    assert_eq!(
        refusal(&Options::players(2).with("colour", "red")),
        "option `colour`: unknown option; Dash (toy) takes target, flaw, duel"
    );
}

#[test]
fn values_outside_what_an_option_accepts_are_refused() {
    assert_eq!(
        refusal(&Options::players(2).with("flaw", "leek")),
        "option `flaw`: `leek` is not one of none, mutate, leak, endless, list-illegal, panic, forget, peek, dither (did you mean `leak`?)"
    );
    assert_eq!(
        refusal(&Options::players(2).with("target", "4")),
        "option `target`: `4` is not a number from 5 to 99"
    );
    assert_eq!(
        refusal(&Options::players(2).with("target", "-1")),
        "option `target`: `-1` is not a number from 5 to 99"
    );
    let long = "x".repeat(5000);
    let message = refusal(&Options::players(2).with("target", &long));
    assert!(message.len() < 120, "a long value is cut: {message}");
}

#[test]
fn an_option_for_other_player_counts_is_refused() {
    assert_eq!(
        refusal(&Options::players(3).with("duel", "yes")),
        "option `duel`: applies only to games of 2 players, not to 3 players"
    );
}

#[test]
fn the_player_count_is_checked_first() {
    assert_eq!(
        check_options::<Dash>(&Options::players(9).with("traget", "1")),
        Err(SetupError::Players { players: 9, min: 2, max: 4 })
    );
}
