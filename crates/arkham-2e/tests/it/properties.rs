//! Random-play property checks at every player count against each Ancient One.

use arkham_2e::{ArkhamHorror, State};
use tabletop_core::check::{CheckConfig, Perturb, check_properties_with, property_games};
use tabletop_core::game::Options;
use tabletop_core::{GameRng, Seat};

/// A change no seat can see: the hidden decks and the cup reordered (every deck is face down;
/// the cup is drawn blind).
fn reorder_hidden(state: &mut State, _observer: Seat, rng: &mut GameRng) -> bool {
    state.reorder_hidden(rng)
}

const PERTURBS: &[Perturb<ArkhamHorror>] = &[reorder_hidden];

const ANCIENT_ONES: [&str; 8] =
    ["azathoth", "cthulhu", "hastur", "ithaqua", "nyarlathotep", "shub-niggurath", "yig", "yog-sothoth"];

fn check(players: u8, games: u32) {
    let games = property_games(games);
    for ancient_one in ANCIENT_ONES {
        let options = Options::players(players).with("ancient-one", ancient_one);
        let config = CheckConfig { games, seed: 5, max_actions: 50_000, listed_per_step: 4, view_every: 11 };
        match check_properties_with::<ArkhamHorror>(&options, &config, PERTURBS) {
            Ok(report) => assert_eq!(report.games, games),
            Err(failure) => panic!("{ancient_one}, {players} players: {failure}"),
        }
    }
}

#[test]
fn properties_hold_for_one_player_against_each_ancient_one() {
    check(1, 25);
}

#[test]
fn properties_hold_for_two_and_three_players_against_each_ancient_one() {
    check(2, 15);
    check(3, 10);
}

#[test]
fn properties_hold_for_four_to_six_players_against_each_ancient_one() {
    check(4, 8);
    check(5, 5);
    check(6, 5);
}

#[test]
fn properties_hold_for_seven_and_eight_players_against_each_ancient_one() {
    check(7, 4);
    check(8, 4);
}
