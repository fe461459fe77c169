//! Random-play property checks for each scenario and the campaign, 1–4 investigators, every
//! difficulty.

use arkham_lcg::{ArkhamLcg, State};
use tabletop_core::check::{CheckConfig, Perturb, check_properties_with, property_games};
use tabletop_core::game::Options;
use tabletop_core::{GameRng, Seat};

/// A change no seat can see: every deck (investigators', encounter, Cultist) reordered.
fn reorder_hidden(state: &mut State, _observer: Seat, rng: &mut GameRng) -> bool {
    for inv in &mut state.investigators {
        inv.deck_mut().shuffle(rng);
    }
    state.encounter_mut().shuffle(rng);
    state.extra_deck_mut().shuffle(rng);
    true
}

const PERTURBS: &[Perturb<ArkhamLcg>] = &[reorder_hidden];

fn check(scenario: &str, games: u32) {
    let games = property_games(games);
    for players in 1..=4 {
        for difficulty in ["easy", "standard", "hard", "expert"] {
            let options = Options::players(players).with("scenario", scenario).with("difficulty", difficulty);
            let config =
                CheckConfig { games, seed: 9, max_actions: 20_000, listed_per_step: 4, view_every: 7 };
            match check_properties_with::<ArkhamLcg>(&options, &config, PERTURBS) {
                Ok(report) => assert_eq!(report.games, games),
                Err(failure) => panic!("{scenario}, {players} players, {difficulty}: {failure}"),
            }
        }
    }
}

#[test]
fn properties_hold_in_the_gathering() {
    check("the-gathering", 6);
}

#[test]
fn properties_hold_in_the_midnight_masks() {
    check("the-midnight-masks", 6);
}

#[test]
fn properties_hold_in_the_devourer_below() {
    check("the-devourer-below", 6);
}

#[test]
fn properties_hold_over_the_whole_campaign() {
    check("campaign", 3);
}
