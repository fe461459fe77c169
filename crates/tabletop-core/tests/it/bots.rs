//! Bots and the playout driver on the toy game.

use tabletop_core::bot::{BOT_NAMES, Bot, FirstLegalBot, GreedyBot, RandomBot, make_bot};
use tabletop_core::playout::{PlayoutError, play};
use tabletop_core::replay::state_hash;
use tabletop_core::{Game, Outcome, Seat, SetupError};

use crate::options;
use crate::toy::{Action, Dash, State};

fn bots(names: &[&str], seed: u64) -> Vec<Box<dyn Bot<Dash>>> {
    names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            make_bot::<Dash>(name, seed.wrapping_mul(31).wrapping_add(i as u64)).expect("a known bot")
        })
        .collect()
}

#[test]
fn every_bot_plays_whole_games() {
    assert!(make_bot::<Dash>("nobody", 1).is_none());
    for name in BOT_NAMES {
        for players in 2..=4u8 {
            let mut seats = bots(&vec![name; usize::from(players)], 7);
            assert_eq!(seats[0].name(), name);
            let playout = play::<Dash>(&options(players, &[]), 11, &mut seats, 10_000, false)
                .unwrap_or_else(|e| panic!("{name}, {players} players: {e}"));
            assert!(playout.replay.is_none(), "not recorded");
            assert!(playout.actions > 0);
            let Outcome::Ranked { scores, winners } = playout.outcome else {
                panic!("a competitive game gives a ranking");
            };
            assert_eq!(scores.len(), usize::from(players));
            assert!(!winners.is_empty());
            let best = scores.iter().copied().max().expect("players");
            assert!(winners.iter().all(|seat| scores[seat.index()] == best));
        }
    }
}

#[test]
fn first_legal_bot_always_walks_and_is_deterministic() {
    let run = || {
        let mut seats: Vec<Box<dyn Bot<Dash>>> = vec![Box::new(FirstLegalBot), Box::new(FirstLegalBot)];
        play::<Dash>(&options(2, &[]), 3, &mut seats, 10_000, true).expect("a whole game")
    };
    let a = run();
    let b = run();
    assert_eq!(state_hash::<Dash>(&a.state), state_hash::<Dash>(&b.state));
    let replay = a.replay.expect("recorded");
    assert!(replay.steps.iter().all(|step| step.action == Action::Walk));
    // Turns go 0, 1 | 1, 0 | 0, 1 | … as the first-player token moves every round, so walking 1
    // a turn, seat 1 takes its 20th turn at step 38, when seat 0 has taken 19.
    assert_eq!((a.state.position(Seat(0)), a.state.position(Seat(1))), (19, 20));
    assert_eq!(a.actions, 39);
    assert_eq!(a.actions, replay.steps.len() as u64);
}

#[test]
fn greedy_clearly_beats_random() {
    let games = 200u64;
    let mut greedy_wins = 0;
    for game in 0..games {
        // Alternate seats so that going first is no advantage to either bot. The games are seeded,
        // so the count is deterministic (182 of 200 when this was written).
        let greedy_seat = (game % 2) as usize;
        let mut seats: Vec<Box<dyn Bot<Dash>>> =
            vec![Box::new(RandomBot::new(game)), Box::new(RandomBot::new(game))];
        seats[greedy_seat] = Box::new(GreedyBot::new(game + 1000));
        let playout = play::<Dash>(&options(2, &[]), game, &mut seats, 10_000, false).expect("a whole game");
        let Outcome::Ranked { winners, .. } = playout.outcome else { panic!("a ranking") };
        if winners.contains(Seat(greedy_seat as u8)) && winners.len() == 1 {
            greedy_wins += 1;
        }
    }
    assert!(greedy_wins * 100 >= games * 85, "greedy won only {greedy_wins} of {games}");
}

#[test]
fn greedy_plays_a_high_card_rather_than_walk() {
    // Greedy sees its own card through determinize: with a 5 in hand it plays it.
    let config = Dash::config(&options(2, &[])).expect("valid");
    let mut seed = 0;
    let state: State = loop {
        let state = Dash::setup(&config, seed).expect("valid");
        if state.hand(Seat(0)) == Some(5) {
            break state;
        }
        seed += 1;
    };
    let legal = [Action::Walk, Action::Roll, Action::Play];
    for bot_seed in 0..20 {
        let mut bot = GreedyBot::new(bot_seed);
        let choice = Bot::<Dash>::choose(&mut bot, &state, Seat(0), &legal);
        assert_eq!(legal[choice], Action::Play, "bot seed {bot_seed}");
    }
}

#[test]
fn the_driver_reports_a_game_that_does_not_end() {
    let mut seats = bots(&["random", "random"], 1);
    let error = match play::<Dash>(&options(2, &[("flaw", "endless")]), 1, &mut seats, 50, false) {
        Ok(playout) => panic!("an endless game ended after {} actions", playout.actions),
        Err(error) => error,
    };
    assert_eq!(error.to_string(), "the game did not end within 50 actions");
    assert_eq!(error.replay().map(|r| r.steps.len()), Some(50));
}

/// Always takes the last listed action.
struct LastBot;

impl Bot<Dash> for LastBot {
    fn name(&self) -> &'static str {
        "last"
    }

    fn choose(&mut self, _state: &State, _seat: Seat, legal: &[Action]) -> usize {
        legal.len() - 1
    }
}

#[test]
fn the_driver_reports_a_listed_action_that_is_refused() {
    let mut seats: Vec<Box<dyn Bot<Dash>>> = vec![Box::new(LastBot), Box::new(LastBot)];
    let error = match play::<Dash>(&options(2, &[("flaw", "list-illegal")]), 1, &mut seats, 50, false) {
        Ok(_) => panic!("the refused Skip went unnoticed"),
        Err(error) => error,
    };
    assert_eq!(error.to_string(), "step 0: a listed action was refused: skipping is not allowed");
    let replay = error.replay().expect("a replay");
    assert_eq!(replay.steps.len(), 1, "the refused step is in the replay");
    assert_eq!(replay.steps[0].action, Action::Skip);
}

#[test]
fn the_driver_reports_setup_errors() {
    let mut seats = bots(&["random"], 1);
    let error = match play::<Dash>(&options(5, &[]), 1, &mut seats, 50, false) {
        Ok(_) => panic!("5 players accepted"),
        Err(error) => error,
    };
    assert!(matches!(error, PlayoutError::Setup(SetupError::Players { players: 5, min: 2, max: 4 })));
    assert_eq!(error.to_string(), "setup: players: 5 is not allowed; this game takes 2 to 4");
    assert!(error.replay().is_none());
}

#[test]
fn the_driver_refuses_to_play_without_a_bot() {
    let mut seats = bots(&[], 1);
    let error = match play::<Dash>(&options(2, &[]), 1, &mut seats, 50, false) {
        Ok(_) => panic!("a game played with no bot"),
        Err(error) => error,
    };
    assert!(matches!(error, PlayoutError::NoBots));
    assert_eq!(error.to_string(), "a playout needs at least one bot");
}

/// The random bot, made to look at the list (so the driver lists every action).
struct ListingRandom(RandomBot);

impl Bot<Dash> for ListingRandom {
    fn name(&self) -> &'static str {
        "listing-random"
    }

    fn choose(&mut self, state: &State, seat: Seat, legal: &[Action]) -> usize {
        Bot::<Dash>::choose(&mut self.0, state, seat, legal)
    }
}

#[test]
fn a_count_only_bot_plays_the_same_games_as_one_that_looks_at_the_list() {
    assert!(Bot::<Dash>::count_only(&RandomBot::new(1)));
    assert!(Bot::<Dash>::count_only(&FirstLegalBot));
    assert!(!Bot::<Dash>::count_only(&GreedyBot::new(1)));
    assert!(!Bot::<Dash>::count_only(&ListingRandom(RandomBot::new(1))));
    for seed in 0..20 {
        let mut counting: Vec<Box<dyn Bot<Dash>>> = vec![Box::new(RandomBot::new(seed))];
        let mut listing: Vec<Box<dyn Bot<Dash>>> = vec![Box::new(ListingRandom(RandomBot::new(seed)))];
        let a = play::<Dash>(&options(3, &[]), seed, &mut counting, 10_000, true).expect("a whole game");
        let b = play::<Dash>(&options(3, &[]), seed, &mut listing, 10_000, true).expect("a whole game");
        assert_eq!(a.replay, b.replay, "seed {seed}");
    }
}

#[test]
fn picking_by_index_takes_the_listed_action_there() {
    let config = Dash::config(&options(2, &[])).expect("valid options");
    let state = Dash::setup(&config, 4).expect("setup");
    let seat = Seat(0);
    let mut legal = Vec::new();
    Dash::legal_actions(&state, seat, &mut legal);
    assert!(legal.len() > 1, "{legal:?}");
    let mut scratch = Vec::new();
    for index in 0..legal.len() {
        let mut offered = 0;
        let picked = Dash::pick_legal(&state, seat, &mut scratch, |count| {
            offered = count;
            index
        });
        assert_eq!((picked.as_ref(), offered), (Some(&legal[index]), legal.len()));
    }
    // An index past the end takes the last action; a seat with nothing to do picks nothing.
    assert_eq!(Dash::pick_legal(&state, seat, &mut scratch, |count| count + 3).as_ref(), legal.last());
    let mut asked = false;
    let nothing = Dash::pick_legal(&state, Seat(1), &mut scratch, |_| {
        asked = true;
        0
    });
    assert_eq!((nothing, asked), (None, false));
}

/// A pair of free actions that undo each other (Turn, Turn) scores best for a one-step
/// look-ahead at every position: the greedy bot takes it once per position, then moves on, so
/// the game ends instead of turning round for ever.
#[test]
fn greedy_does_not_go_round_in_circles() {
    for seed in 1..=5 {
        let mut seats = bots(&["greedy", "greedy"], seed);
        let playout = match play::<Dash>(&options(2, &[("flaw", "dither")]), seed, &mut seats, 10_000, false)
        {
            Ok(playout) => playout,
            Err(error) => panic!("seed {seed}: {error}"),
        };
        // Each position: Turn, Turn back, then a step (Walk: standing still is what it likes).
        assert!(
            playout.actions <= 3 * 2 * u64::from(crate::toy::MAX_ROUNDS) + 3,
            "seed {seed}: {} actions",
            playout.actions
        );
    }
}
