//! Random-play property checks and bot strength.

use eldritch::Eldritch;
use tabletop_core::Game;
use tabletop_core::bot::{Bot, GreedyBot, RandomBot};
use tabletop_core::check::{CheckConfig, check_properties, property_games};
use tabletop_core::game::{Options, Outcome, Status};

fn check(options: Options, games: u32) {
    let games = property_games(games);
    let config = CheckConfig { games, seed: 11, max_actions: 20_000, listed_per_step: 6, view_every: 13 };
    match check_properties::<Eldritch>(&options, &config) {
        Ok(report) => assert_eq!(report.games, games),
        Err(failure) => panic!("{failure}"),
    }
}

#[test]
fn properties_hold_for_one_player() {
    check(Options::players(1), 3);
}

#[test]
fn properties_hold_for_two_players_against_cthulhu() {
    check(Options::players(2).with("ancient-one", "cthulhu").with("mythos", "hard"), 3);
}

#[test]
fn properties_hold_for_four_players() {
    check(Options::players(4).with("ancient-one", "shub-niggurath").with("starting-rumor", "yes"), 2);
}

#[test]
fn properties_hold_for_three_players_with_a_starting_rumor() {
    check(Options::players(3).with("starting-rumor", "yes").with("mythos", "hard"), 3);
}

#[test]
fn properties_hold_for_eight_players() {
    check(Options::players(8).with("ancient-one", "yog-sothoth").with("mythos", "easy"), 2);
}

/// Plays a 4-player game against Azathoth with one bot for every seat: (won, Mysteries solved).
fn play(bot: &mut dyn Bot<Eldritch>, seed: u64) -> (bool, usize) {
    let config = Eldritch::config(&Options::players(4)).expect("valid options");
    let mut state = Eldritch::setup(&config, seed).expect("setup");
    let mut legal = Vec::new();
    let mut events = Vec::new();
    while let Status::Acting(seats) = Eldritch::status(&state) {
        let seat = seats.first().expect("a seat acts");
        legal.clear();
        Eldritch::legal_actions(&state, seat, &mut legal);
        let choice = bot.choose(&state, seat, &legal);
        Eldritch::apply(&mut state, seat, &legal[choice], &mut events).expect("legal action applies");
    }
    (matches!(Eldritch::outcome(&state), Some(Outcome::Coop { won: true, .. })), state.solved().len())
}

/// Greedy play (the engine's heuristic, one step ahead) wins at least as many 4-player games
/// against Azathoth as random play, and solves far more Mysteries on the way. (With the printed
/// Mysteries, whose several sites, tests at the site and Omen-matching Gates the heuristic does
/// not plan for, neither wins these 150 games.)
#[test]
fn greedy_bot_beats_random_play_against_azathoth() {
    let games = 150u64;
    let (mut greedy_wins, mut greedy_solved, mut random_wins, mut random_solved) = (0, 0, 0, 0);
    for seed in 0..games {
        let (won, solved) = play(&mut GreedyBot::new(seed), seed);
        greedy_wins += usize::from(won);
        greedy_solved += solved;
        let (won, solved) = play(&mut RandomBot::new(seed), seed);
        random_wins += usize::from(won);
        random_solved += solved;
    }
    assert!(greedy_wins >= random_wins, "greedy won {greedy_wins}, random {random_wins} of {games}");
    assert!(
        greedy_solved > random_solved * 3,
        "greedy solved {greedy_solved} Mysteries in {games} games, random {random_solved}"
    );
}
