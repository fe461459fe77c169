//! Picking a legal action by its index (what the random bot does in playouts) gives exactly the
//! action the legal list holds there, and so the same games as listing.

use evil_priest::{Action, EvilPriest};
use tabletop_core::bot::{Bot, RandomBot};
use tabletop_core::game::Options;
use tabletop_core::{Game, GameRng, Seat, Status, playout};

/// Every board with and without the expansion, two to five players.
fn configurations() -> Vec<Options> {
    let mut all = Vec::new();
    for players in 2..=5 {
        for cult in ["cthulhu", "black-goat"] {
            all.push(Options::players(players).with("cult", cult));
        }
        for cult in ["cthulhu", "black-goat", "crawling-chaos", "opener", "sleeper", "tcho-tcho"] {
            all.push(Options::players(players).with("expansion", "blood-ceremony").with("cult", cult));
        }
    }
    all
}

#[test]
fn picking_by_index_gives_the_listed_action_at_that_index() {
    let (mut legal, mut scratch, mut events) = (Vec::new(), Vec::new(), Vec::new());
    let mut picked = 0u64;
    for (game, options) in configurations().into_iter().enumerate() {
        let config = EvilPriest::config(&options).expect("valid options");
        let mut state = EvilPriest::setup(&config, game as u64).expect("setup");
        let mut rng = GameRng::seed_from(game as u64);
        for _ in 0..3000 {
            let Status::Acting(seats) = EvilPriest::status(&state) else { break };
            // Every seat is asked, the acting ones and the others (who have nothing to pick).
            for seat in (0..options.players).map(Seat) {
                legal.clear();
                EvilPriest::legal_actions(&state, seat, &mut legal);
                for index in 0..legal.len().max(1) {
                    let mut offered = None;
                    let action = EvilPriest::pick_legal(&state, seat, &mut scratch, |count| {
                        offered = Some(count);
                        index
                    });
                    assert_eq!(action.as_ref(), legal.get(index), "{options:?} {seat:?} index {index}");
                    assert_eq!(offered, (!legal.is_empty()).then_some(legal.len()), "{options:?}");
                    picked += 1;
                }
            }
            let seat = seats.first().expect("someone acts");
            legal.clear();
            EvilPriest::legal_actions(&state, seat, &mut legal);
            let action = legal[rng.index(legal.len())];
            events.clear();
            EvilPriest::apply(&mut state, seat, &action, &mut events).expect("a listed action");
        }
    }
    assert!(picked > 300_000, "{picked}");
}

#[test]
fn an_index_past_the_end_picks_the_last_action() {
    let config = EvilPriest::config(&Options::players(3)).expect("valid options");
    let state = EvilPriest::setup(&config, 5).expect("setup");
    let mut legal = Vec::new();
    EvilPriest::legal_actions(&state, Seat(0), &mut legal);
    let last = EvilPriest::pick_legal(&state, Seat(0), &mut Vec::new(), |count| count + 10);
    assert_eq!(last.as_ref(), legal.last());
}

/// The random bot, made to look at the list (so the driver lists every action).
struct ListingRandom(RandomBot);

impl Bot<EvilPriest> for ListingRandom {
    fn name(&self) -> &'static str {
        "listing-random"
    }

    fn choose(&mut self, state: &evil_priest::State, seat: Seat, legal: &[Action]) -> usize {
        Bot::<EvilPriest>::choose(&mut self.0, state, seat, legal)
    }
}

#[test]
fn random_playouts_play_the_same_games_picking_as_listing() {
    for (game, options) in configurations().into_iter().enumerate().step_by(3) {
        let seed = game as u64 * 7 + 1;
        let mut picking: Vec<Box<dyn Bot<EvilPriest>>> = vec![Box::new(RandomBot::new(seed))];
        let mut listing: Vec<Box<dyn Bot<EvilPriest>>> = vec![Box::new(ListingRandom(RandomBot::new(seed)))];
        let picked = playout::play::<EvilPriest>(&options, seed, &mut picking, 50_000, true).expect("a game");
        let listed = playout::play::<EvilPriest>(&options, seed, &mut listing, 50_000, true).expect("a game");
        assert_eq!(picked.replay, listed.replay, "{options:?}");
        assert_eq!(picked.state, listed.state, "{options:?}");
    }
}
