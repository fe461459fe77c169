//! The engine contract (`tabletop_core::check`) on random games, core and expansion, 2–5 players.

use evil_priest::EvilPriest;
use tabletop_core::check::{CheckConfig, check_properties, property_games};
use tabletop_core::game::Options;

fn check(options: Options, games: u32, seed: u64) {
    let games = property_games(games);
    let config = CheckConfig { games, seed, max_actions: 20_000, listed_per_step: 4, view_every: 13 };
    if let Err(failure) = check_properties::<EvilPriest>(&options, &config) {
        panic!("{failure}");
    }
}

#[test]
fn core_boards_keep_the_engine_contract() {
    for players in 2..=5 {
        for cult in ["cthulhu", "black-goat"] {
            check(Options::players(players).with("cult", cult), 10, u64::from(players) * 100);
        }
    }
}

#[test]
fn expansion_boards_keep_the_engine_contract() {
    for players in 2..=5 {
        for cult in ["cthulhu", "black-goat", "crawling-chaos", "opener", "sleeper", "tcho-tcho"] {
            let options = Options::players(players).with("expansion", "blood-ceremony").with("cult", cult);
            check(options, 4, u64::from(players) * 1000);
        }
    }
}
