//! The `serde` feature: views and events of random games written as JSON and read back equal.

use arnak::{Arnak, Event, View};
use tabletop_core::game::Options;
use tabletop_core::testing::{SavesChecked, check_saves, round_trip};
use tabletop_core::{Game, GameRng, Seat, Status};

fn check_view(view: &View) -> String {
    round_trip(view)
}

fn check_event(event: &Event) {
    round_trip(event);
}

/// Plays `games` random games and checks every seat's view after every action and every event.
fn check(players: u8, side: &str, games: u64, seed: u64) {
    let options = Options::players(players).with("side", side);
    let config = Arnak::config(&options).unwrap_or_else(|e| panic!("{e}"));
    let (mut actions, mut events) = (Vec::new(), Vec::new());
    let (mut views, mut with_effects) = (0, 0);
    for game in 0..games {
        let mut state = Arnak::setup(&config, seed + game).unwrap_or_else(|e| panic!("{e}"));
        let mut rng = GameRng::seed_from(seed ^ game);
        for _ in 0..2_000 {
            for seat in 0..players {
                let json = check_view(&Arnak::view(&state, Seat(seat)));
                views += 1;
                with_effects += usize::from(json.contains(r#"{"in":"#));
            }
            let Status::Acting(seats) = Arnak::status(&state) else { break };
            let Some(seat) = seats.iter().next() else { break };
            actions.clear();
            Arnak::legal_actions(&state, seat, &mut actions);
            let action = actions[rng.index(actions.len())];
            events.clear();
            Arnak::apply(&mut state, seat, &action, &mut events).unwrap_or_else(|e| panic!("{e}"));
            events.iter().for_each(check_event);
        }
    }
    // Questions holding effect lists were met and written as their places in the content.
    assert!(views > 500 && with_effects > 10, "{views} views, {with_effects} with effect lists");
}

#[test]
fn views_and_events_of_random_games_read_back_equal() {
    check(1, "bird", 20, 1_000);
    check(1, "snake", 20, 2_000);
    check(2, "snake", 20, 3_000);
    check(4, "bird", 10, 4_000);
}

#[test]
fn a_view_names_cards_by_content_id_in_snake_case() {
    let config = Arnak::config(&Options::players(2)).unwrap_or_else(|e| panic!("{e}"));
    let state = Arnak::setup(&config, 7).unwrap_or_else(|e| panic!("{e}"));
    let json = check_view(&Arnak::view(&state, Seat(0)));
    assert!(json.contains(r#""hand":["arnak/basic/"#), "{json}");
    assert!(json.contains(r#""row":["arnak/"#), "{json}");
    assert!(json.contains(r#""phase":"turn""#), "{json}");
    // Another player's hand is not in the view.
    assert!(json.contains(r#""hand":null"#), "{json}");
}

#[test]
fn the_config_reads_back_equal() {
    let config = Arnak::config(&Options::players(1).with("side", "snake").with("difficulty", "3"))
        .unwrap_or_else(|e| panic!("{e}"));
    let json = serde_json::to_string(&config).unwrap_or_default();
    assert_eq!(json, r#"{"players":1,"side":"snake","difficulty":3}"#);
    assert_eq!(serde_json::from_str::<arnak::Config>(&json).ok(), Some(config));
}

#[test]
fn saved_states_of_random_games_load_equal_and_play_on_the_same() {
    let mut total = SavesChecked::default();
    for (players, side, difficulty, seeds) in [
        (1, "bird", "0", 0..8),
        (1, "snake", "4", 100..108),
        (2, "snake", "", 200..208),
        (4, "bird", "", 300..304),
    ] {
        let mut options = Options::players(players).with("side", side);
        if players == 1 {
            options = options.with("difficulty", difficulty);
        }
        let config = Arnak::config(&options).unwrap_or_else(|e| panic!("{e}"));
        let checked = check_saves::<Arnak>(&config, seeds, 5, 2_000, 12);
        total.games += checked.games;
        total.steps += checked.steps;
        total.saves += checked.saves;
        total.continued += checked.continued;
    }
    assert!(total.saves > 400 && total.continued > 4_000, "{total:?}");
}

#[test]
fn a_save_names_every_piece_of_content_by_id() {
    let options = Options::players(1).with("side", "snake");
    let config = Arnak::config(&options).unwrap_or_else(|e| panic!("{e}"));
    let mut seen = [false; 3];
    tabletop_core::testing::each_save::<Arnak>(&config, 3, 2_000, |json| {
        seen[0] |= json.contains(r#"{"effects":{"list":{"in":"arnak/"#);
        seen[1] |= json.contains(r#""guardian":"arnak/guardian/"#);
        seen[2] |= json.contains(r#""tile":"arnak/site/"#);
        assert!(json.contains(r#""board":"snake""#), "{json}");
        assert!(json.contains(r#""tiles":["arnak/rival/"#), "{json}");
        assert!(json.contains(r#""idols":[]"#) || json.contains(r#""idols":["arnak/idol/"#), "{json}");
    });
    assert_eq!(seen, [true; 3], "a pending effect program, a guardian and a site tile were saved");
}

/// What a save may hold as a bare number: counts, seats, flags and positions on the board's own
/// layout, never a position in a content table (a card, tile, idol, guardian or assistant is
/// written by id, so a content edit elsewhere does not move it). A new numeric field fails this
/// until it is listed here, after checking it names no content by position.
#[test]
fn a_save_holds_no_content_table_position() {
    let options = [(1, "snake"), (2, "bird"), (4, "snake")]
        .map(|(players, side)| Options::players(players).with("side", side));
    let configs = tabletop_core::testing::configs::<Arnak>(&options);
    tabletop_core::testing::assert_save_numbers::<Arnak>(&configs, 0..6, 2_000, EXPECTED_NUMERIC_KEYS);
}

// `site` and `space` are places on the board side's own layout (its sites and research
// spaces), `at` a list's number inside its content entry, `player` a seat; the rest are counts.
const EXPECTED_NUMERIC_KEYS: &[&str] = &[
    "archaeologists",
    "arrowhead",
    "at",
    "boot",
    "car",
    "coin",
    "compass",
    "compass_discount",
    "count",
    "current",
    "difficulty",
    "discard",
    "discount",
    "fear_deck",
    "fear_tokens",
    "first",
    "jewel",
    "level",
    "pc",
    "plane",
    "player",
    "players",
    "round",
    "ship",
    "site",
    "site_count",
    "space",
    "stream",
    "tablet",
    "temple_stacks",
    "temple_tiles",
];
