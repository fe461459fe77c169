//! The `serde` feature: views, events and actions of random games written as JSON and read back
//! equal; cards are named by their arkhamdb codes.

use arkham_lcg::{Action, ArkhamLcg, Event, View};
use tabletop_core::bot::{Bot, RandomBot};
use tabletop_core::game::Options;
use tabletop_core::testing::round_trip;
use tabletop_core::{Game, Seat, Status};

#[test]
fn views_events_and_actions_of_random_games_read_back_equal() {
    let (mut views, mut events_seen, mut actions_seen) = (0, 0, 0);
    for (players, scenario) in [(2, "the-gathering"), (3, "the-midnight-masks"), (1, "campaign")] {
        let options = Options::players(players).with("scenario", scenario);
        let config = ArkhamLcg::config(&options).unwrap_or_else(|e| panic!("{e}"));
        for seed in 0..3 {
            let mut state = ArkhamLcg::setup(&config, seed).unwrap_or_else(|e| panic!("{e}"));
            let mut bot = RandomBot::new(seed);
            let (mut legal, mut events) = (Vec::new(), Vec::new());
            for step in 0..2_000 {
                if step % 5 == 0 {
                    for seat in 0..players {
                        let view: View = ArkhamLcg::view(&state, Seat(seat));
                        let json = round_trip(&view);
                        assert!(!json.contains("\"Player\""), "cards by code, not table position: {json}");
                        views += 1;
                    }
                }
                let Status::Acting(seats) = ArkhamLcg::status(&state) else { break };
                let Some(seat) = seats.first() else { break };
                legal.clear();
                ArkhamLcg::legal_actions(&state, seat, &mut legal);
                for action in &legal {
                    let _: String = round_trip::<Action>(action);
                    actions_seen += 1;
                }
                let Some(action) =
                    legal.get(Bot::<ArkhamLcg>::choose(&mut bot, &state, seat, &legal)).cloned()
                else {
                    break;
                };
                events.clear();
                ArkhamLcg::apply(&mut state, seat, &action, &mut events).unwrap_or_else(|e| panic!("{e}"));
                for event in &events {
                    let _: String = round_trip::<Event>(event);
                    events_seen += 1;
                }
            }
        }
    }
    assert!(views > 200 && events_seen > 500 && actions_seen > 500, "{views} views, {events_seen} events");
}
