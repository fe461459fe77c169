//! The engine contract on random games: closure, refusal, conservation, views, determinism.

use arnak::Arnak;
use tabletop_core::check::{CheckConfig, check_properties, property_games};
use tabletop_core::game::Options;

fn check(players: u8, side: &str, games: u32, seed: u64) {
    let games = property_games(games);
    let options = Options::players(players).with("side", side);
    let config = CheckConfig { games, seed, listed_per_step: 6, view_every: 5, ..CheckConfig::default() };
    match check_properties::<Arnak>(&options, &config) {
        Ok(report) => assert_eq!(report.games, games),
        Err(failure) => panic!("{players} players, {side}: {failure}"),
    }
}

#[test]
fn solo_bird() {
    check(1, "bird", 50, 100);
}

#[test]
fn solo_snake() {
    check(1, "snake", 50, 200);
}

#[test]
fn two_players_bird() {
    check(2, "bird", 50, 300);
}

#[test]
fn two_players_snake() {
    check(2, "snake", 50, 400);
}

#[test]
fn three_players_bird() {
    check(3, "bird", 40, 500);
}

#[test]
fn three_players_snake() {
    check(3, "snake", 40, 600);
}

#[test]
fn four_players_bird() {
    check(4, "bird", 30, 700);
}

#[test]
fn four_players_snake() {
    check(4, "snake", 30, 800);
}

#[test]
fn solo_hard_rival() {
    let options = Options::players(1).with("difficulty", "5");
    let config = CheckConfig {
        games: property_games(40),
        seed: 900,
        listed_per_step: 4,
        view_every: 9,
        ..CheckConfig::default()
    };
    if let Err(failure) = check_properties::<Arnak>(&options, &config) {
        panic!("{failure}");
    }
}

/// Random games where players are often handed plenty of resources and prefer research, so
/// the deep parts (the Lost Temple, temple tiles, the Snake rescue, late levels) are reached.
/// At every step every listed action must apply and keep the invariants, and views must survive
/// `determinize`.
#[test]
fn deep_games_keep_the_contract() {
    use arnak::state::{Phase, Prompt};
    use arnak::{Action, Marker};
    use content::arnak::Res;
    use tabletop_core::{Game, GameRng, Seat, Status};

    let mut temple_tiles = 0;
    let mut rescues = 0;
    for players in 1..=4u8 {
        for side in ["bird", "snake"] {
            let options = Options::players(players).with("side", side);
            for seed in 0..8u64 {
                let config = Arnak::config(&options).expect("config");
                let mut state = Arnak::setup(&config, seed).expect("setup");
                let mut rng = GameRng::seed_from(seed * 7 + 1);
                let (mut legal, mut events) = (Vec::new(), Vec::new());
                let mut steps = 0;
                while let Status::Acting(seats) = Arnak::status(&state) {
                    let seat = seats.first().expect("a seat acts");
                    if state.prompt.is_none() && state.phase == Phase::Turn && rng.below(3) == 0 {
                        let rich = Res { coin: 6, compass: 6, tablet: 6, arrowhead: 6, jewel: 6 };
                        arnak::testing::set_resources(&mut state, seat.0, rich);
                    }
                    legal.clear();
                    Arnak::legal_actions(&state, seat, &mut legal);
                    assert!(!legal.is_empty(), "{seat} has no legal action");
                    for action in &legal {
                        let mut next = state.clone();
                        events.clear();
                        Arnak::apply(&mut next, seat, action, &mut events)
                            .unwrap_or_else(|e| panic!("{action:?}: {e}"));
                        Arnak::check_invariants(&next).unwrap_or_else(|e| panic!("after {action:?}: {e}"));
                    }
                    if steps % 5 == 0 {
                        for observer in (0..players).map(Seat) {
                            let view = Arnak::view(&state, observer);
                            let mut resampled = state.clone();
                            Arnak::determinize(&mut resampled, observer, &mut rng);
                            assert_eq!(Arnak::view(&resampled, observer), view);
                            Arnak::check_invariants(&resampled).expect("determinize keeps the invariants");
                        }
                    }
                    rescues += usize::from(state.prompt == Some(Prompt::Rescue));
                    let research = legal
                        .iter()
                        .position(|a| {
                            matches!(
                                a,
                                Action::TempleTile { .. }
                                    | Action::Research { marker: Marker::Magnifier, .. }
                            )
                        })
                        .filter(|_| rng.below(4) != 0);
                    let index = research.unwrap_or_else(|| {
                        let busy: Vec<usize> = (0..legal.len())
                            .filter(|&i| !matches!(legal[i], Action::Pass | Action::KeepHand))
                            .collect();
                        if !busy.is_empty() && rng.below(10) != 0 {
                            busy[rng.index(busy.len())]
                        } else {
                            rng.index(legal.len())
                        }
                    });
                    temple_tiles += usize::from(matches!(legal[index], Action::TempleTile { .. }));
                    events.clear();
                    Arnak::apply(&mut state, seat, &legal[index], &mut events).expect("listed action");
                    steps += 1;
                    assert!(steps < 20_000, "the game does not end");
                }
                assert!(Arnak::outcome(&state).is_some());
            }
        }
    }
    assert!(
        temple_tiles > 0 && rescues > 0,
        "the deep paths were reached ({temple_tiles} temple tiles, {rescues} rescues)"
    );
}
