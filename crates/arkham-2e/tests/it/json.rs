//! The `serde` feature: views, events and actions of random games written as JSON and read back
//! equal, with content named by id (cards, monsters, locations, Other Worlds), never by position.

use arkham_2e::{Action, ArkhamHorror, Event, State, View};
use tabletop_core::bot::{Bot, RandomBot};
use tabletop_core::game::Options;
use tabletop_core::testing::{SavesChecked, check_saves, round_trip};
use tabletop_core::{Game, Seat, Status};

#[test]
fn views_events_and_actions_of_random_games_read_back_equal() {
    let (mut views, mut events_seen, mut with_cards) = (0, 0, 0);
    for (players, ancient_one) in [(1, "azathoth"), (3, "hastur"), (5, "nyarlathotep")] {
        let options = Options::players(players).with("ancient-one", ancient_one);
        let config = ArkhamHorror::config(&options).unwrap_or_else(|e| panic!("{e}"));
        for seed in 0..2 {
            let mut state = ArkhamHorror::setup(&config, seed).unwrap_or_else(|e| panic!("{e}"));
            let mut bot = RandomBot::new(seed);
            let (mut legal, mut events) = (Vec::new(), Vec::new());
            for step in 0..3_000 {
                if step % 7 == 0 {
                    let view: View = ArkhamHorror::view(&state, Seat(0));
                    let json = round_trip(&view);
                    assert!(json.contains(r#""ancient":"arkham-2e/"#), "{json}");
                    with_cards += usize::from(json.contains(r#""card":"arkham-2e/"#));
                    views += 1;
                }
                let Status::Acting(seats) = ArkhamHorror::status(&state) else { break };
                let Some(seat) = seats.first() else { break };
                legal.clear();
                ArkhamHorror::legal_actions(&state, seat, &mut legal);
                for action in &legal {
                    let _: String = round_trip::<Action>(action);
                }
                let Some(&action) = legal.get(Bot::<ArkhamHorror>::choose(&mut bot, &state, seat, &legal))
                else {
                    break;
                };
                events.clear();
                ArkhamHorror::apply(&mut state, seat, &action, &mut events).unwrap_or_else(|e| panic!("{e}"));
                for event in &events {
                    let _: String = round_trip::<Event>(event);
                    events_seen += 1;
                }
            }
        }
    }
    assert!(views > 100 && events_seen > 500 && with_cards > 0, "{views} views, {events_seen} events");
}

#[test]
fn saved_states_of_random_games_load_equal_and_play_on_the_same() {
    let mut total = SavesChecked::default();
    for (players, ancient_one, seeds) in [
        (1, "azathoth", 0..12),
        (2, "cthulhu", 100..108),
        (3, "hastur", 200..206),
        (5, "nyarlathotep", 300..304),
    ] {
        let options = Options::players(players).with("ancient-one", ancient_one);
        let config = ArkhamHorror::config(&options).unwrap_or_else(|e| panic!("{e}"));
        let checked = check_saves::<ArkhamHorror>(&config, seeds, 4, 3_000, 12);
        total.games += checked.games;
        total.steps += checked.steps;
        total.saves += checked.saves;
        total.continued += checked.continued;
    }
    assert!(total.saves > 400 && total.continued > 4_000, "{total:?}");
}

#[test]
fn a_save_names_content_by_id() {
    let config = ArkhamHorror::config(&Options::players(2).with("ancient-one", "cthulhu"))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut state = ArkhamHorror::setup(&config, 9).unwrap_or_else(|e| panic!("{e}"));
    let mut bot = RandomBot::new(9);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut seen = [false; 3];
    for _ in 0..2_000 {
        let json = round_trip::<State>(&state);
        assert!(json.contains(r#""ancient":"arkham-2e/"#), "{json}");
        assert!(json.contains(r#""decks":[["arkham-2e/"#), "{json}");
        seen[0] |= json.contains(r#""gates":[["arkham-2e/"#);
        seen[1] |= json.contains(r#"{"in":"arkham-2e/"#);
        seen[2] |= json.contains(r#""cup":["arkham-2e/"#);
        let Status::Acting(seats) = ArkhamHorror::status(&state) else { break };
        let Some(seat) = seats.first() else { break };
        legal.clear();
        ArkhamHorror::legal_actions(&state, seat, &mut legal);
        let Some(&action) = legal.get(Bot::<ArkhamHorror>::choose(&mut bot, &state, seat, &legal)) else {
            break;
        };
        events.clear();
        ArkhamHorror::apply(&mut state, seat, &action, &mut events).unwrap_or_else(|e| panic!("{e}"));
    }
    assert_eq!(seen, [true; 3], "open gates, effect lists and the cup were saved by id");
}
