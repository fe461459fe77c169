//! The cached map (`State::map`) against the cards: over random games of the whole campaign,
//! after every action the cache fits the locations, and its connections and distances are those
//! read from the cards by a breadth-first search, as the engine computed them before the cache.

use tabletop_core::game::Options;
use tabletop_core::{Game, GameRng, Seat, Status};

use crate::ArkhamLcg;
use crate::state::{LocId, State};

/// Fewest connections from `from` to `to`, searched over the cards' links (no cache).
fn searched_distance(state: &State, from: LocId, to: LocId) -> Option<u8> {
    let mut seen = vec![u8::MAX; state.locations.len()];
    let mut queue = std::collections::VecDeque::from([from]);
    seen[usize::from(from.0)] = 0;
    while let Some(at) = queue.pop_front() {
        if at == to {
            return Some(seen[usize::from(at.0)]);
        }
        for next in state.links_from(at) {
            if seen[usize::from(next.0)] == u8::MAX {
                seen[usize::from(next.0)] = seen[usize::from(at.0)] + 1;
                queue.push_back(next);
            }
        }
    }
    None
}

fn check_map(state: &State) {
    assert!(state.map.get_if(|key| state.map_fits(key)).is_some(), "the cached map is stale");
    let n = state.locations.len() as u8;
    for from in (0..n).map(LocId) {
        assert_eq!(state.connections(from), state.links_from(from), "connections of {from:?}");
        for to in (0..n).map(LocId) {
            assert_eq!(state.distance(from, to), searched_distance(state, from, to), "{from:?} to {to:?}");
        }
    }
}

#[test]
fn the_cached_map_matches_the_cards_through_random_campaigns() {
    let mut reveals = 0;
    for (seed, players) in [(1, 1), (2, 2), (3, 3), (4, 4)] {
        let options = Options::players(players).with("scenario", "campaign");
        let config = ArkhamLcg::config(&options).expect("valid options");
        let mut state = ArkhamLcg::setup(&config, seed).expect("setup");
        let mut rng = GameRng::seed_from(seed);
        let (mut legal, mut events) = (Vec::new(), Vec::new());
        check_map(&state);
        for _ in 0..3_000 {
            let Status::Acting(seats) = ArkhamLcg::status(&state) else { break };
            let seat: Seat = seats.first().expect("someone acts");
            legal.clear();
            ArkhamLcg::legal_actions(&state, seat, &mut legal);
            let action = legal[rng.index(legal.len())].clone();
            events.clear();
            ArkhamLcg::apply(&mut state, seat, &action, &mut events).expect("a listed action is accepted");
            reveals += events.iter().filter(|e| matches!(e, crate::Event::Revealed(_))).count();
            check_map(&state);
        }
    }
    assert!(reveals > 4, "the games revealed locations ({reveals})");
}
