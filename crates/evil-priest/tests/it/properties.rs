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

/// Applying a listed action without the check (`apply_listed`, what random playouts use) does
/// exactly what `apply` does: the same state and the same events, every step.
#[test]
fn listed_actions_apply_alike_with_and_without_the_check() {
    use tabletop_core::bot::{Bot, RandomBot};
    use tabletop_core::{Game, Status};

    let mut steps = 0;
    for (seed, cult) in [
        (1, "cthulhu"),
        (2, "black-goat"),
        (3, "crawling-chaos"),
        (4, "opener"),
        (5, "sleeper"),
        (6, "tcho-tcho"),
    ] {
        let options = Options::players(3).with("expansion", "blood-ceremony").with("cult", cult);
        let config = EvilPriest::config(&options).expect("valid options");
        let mut state = EvilPriest::setup(&config, seed).expect("setup");
        let mut bot = RandomBot::new(seed);
        let (mut listed, mut events, mut checked_events) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..3000 {
            let Status::Acting(seats) = EvilPriest::status(&state) else { break };
            let seat = seats.first().expect("someone acts");
            listed.clear();
            EvilPriest::legal_actions(&state, seat, &mut listed);
            let action = listed[Bot::<EvilPriest>::choose(&mut bot, &state, seat, &listed)];
            let mut checked = state.clone();
            checked_events.clear();
            EvilPriest::apply(&mut checked, seat, &action, &mut checked_events).expect("a listed action");
            events.clear();
            EvilPriest::apply_listed(&mut state, seat, &action, &mut events).expect("a listed action");
            assert_eq!((&state, &events), (&checked, &checked_events), "{cult}: {action:?}");
            steps += 1;
        }
    }
    assert!(steps > 1000, "{steps}");
}
