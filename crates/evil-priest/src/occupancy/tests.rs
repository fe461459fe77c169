//! The kept occupancy summary equals a recomputation after every action of random games.

use tabletop_core::Game;
use tabletop_core::bot::{Bot, RandomBot};
use tabletop_core::game::Options;

use super::Occupancy;
use crate::EvilPriest;

#[test]
fn the_kept_occupancy_equals_a_recomputation_after_every_action() {
    let mut checked = 0;
    for (seed, players, cult) in [
        (1, 3, "opener"),
        (2, 4, "cthulhu"),
        (3, 5, "black-goat"),
        (4, 2, "sleeper"),
        (5, 3, "tcho-tcho"),
        (6, 5, "crawling-chaos"),
    ] {
        let options = Options::players(players).with("expansion", "blood-ceremony").with("cult", cult);
        let config = EvilPriest::config(&options).expect("valid options");
        let mut state = EvilPriest::setup(&config, seed).expect("setup");
        let mut bot = RandomBot::new(seed);
        let mut listed = Vec::new();
        let mut events = Vec::new();
        for step in 0..4000 {
            assert_eq!(
                *state.placed.occupancy(),
                Occupancy::of(&state.placed),
                "{cult}, seed {seed}, after {step} actions: {:?}",
                state.placed
            );
            checked += 1;
            let Some(seat) = crate::legal::acting(&state).first() else { break };
            listed.clear();
            EvilPriest::legal_actions(&state, seat, &mut listed);
            let action = listed[Bot::<EvilPriest>::choose(&mut bot, &state, seat, &listed)];
            events.clear();
            EvilPriest::apply(&mut state, seat, &action, &mut events).expect("a listed action");
        }
    }
    assert!(checked > 2000, "{checked}");
}
