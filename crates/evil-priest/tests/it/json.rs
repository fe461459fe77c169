//! The `serde` feature: views and events of random games written as JSON and read back equal;
//! saved states load equal and play on the same, with every card by content id.

use evil_priest::{ACOLYTE_MOVES, Event, EvilPriest, State, View};
use tabletop_core::game::Options;
use tabletop_core::testing::{check_saves, round_trip};
use tabletop_core::{Game, GameRng, Seat, Status};

fn check_view(view: &View) -> String {
    round_trip(view)
}

/// Writes and reads back an event; returns whether it named a card (by content id).
fn check_event(event: &Event) -> bool {
    let json = round_trip(event);
    let names_card = json.contains(r#""card":"#);
    if names_card {
        assert!(json.contains(r#""card":"evil-priest/"#), "a card by content id, not position: {json}");
    }
    names_card
}

/// Plays `games` random games and checks every seat's view after every action and every event.
fn check(options: &Options, games: u64, seed: u64) {
    let config = EvilPriest::config(options).unwrap_or_else(|e| panic!("{e}"));
    let (mut actions, mut events) = (Vec::new(), Vec::new());
    let (mut views, mut with_tasks, mut cards) = (0, 0, 0);
    for game in 0..games {
        let mut state = EvilPriest::setup(&config, seed + game).unwrap_or_else(|e| panic!("{e}"));
        let mut rng = GameRng::seed_from(seed ^ game);
        for _ in 0..3_000 {
            for seat in 0..options.players {
                let json = check_view(&EvilPriest::view(&state, Seat(seat)));
                views += 1;
                with_tasks += usize::from(json.contains(r#""effect":"#));
            }
            let Status::Acting(seats) = EvilPriest::status(&state) else { break };
            let Some(seat) = seats.iter().next() else { break };
            actions.clear();
            EvilPriest::legal_actions(&state, seat, &mut actions);
            let action = actions[rng.index(actions.len())];
            events.clear();
            EvilPriest::apply(&mut state, seat, &action, &mut events).unwrap_or_else(|e| panic!("{e}"));
            cards += events.iter().filter(|e| check_event(e)).count();
        }
    }
    assert!(views > 500 && with_tasks > 0, "{views} views, {with_tasks} holding an effect");
    assert!(cards > 0, "no event named a Chamber or a monster");
}

#[test]
fn views_and_events_of_random_games_read_back_equal() {
    check(&Options::players(2), 6, 1_000);
    check(&Options::players(3).with("expansion", "blood-ceremony"), 6, 2_000);
    check(&Options::players(5).with("expansion", "blood-ceremony").with("cult", "tcho-tcho"), 3, 3_000);
}

#[test]
fn every_acolyte_move_the_engine_reports_reads_back() {
    // The texts are listed once in `ACOLYTE_MOVES` so events can be read back; this finds every
    // `what: "…"` the engine writes, so a new text cannot be missed there.
    let mut found = 0;
    let mut dirs = vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())).flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            for piece in text.split("what: \"").skip(1) {
                let what = piece.split('"').next().unwrap_or_default();
                assert!(
                    ACOLYTE_MOVES.contains(&what),
                    "{}: \"{what}\" is not in ACOLYTE_MOVES",
                    path.display()
                );
                found += 1;
            }
        }
    }
    assert!(found >= ACOLYTE_MOVES.len(), "found {found} texts");
    for what in ACOLYTE_MOVES {
        check_event(&Event::AcolyteMoved { seat: 1, what });
    }
}

#[test]
fn a_view_is_written_in_snake_case() {
    let config =
        EvilPriest::config(&Options::players(2).with("cult", "black-goat")).unwrap_or_else(|e| panic!("{e}"));
    let state = EvilPriest::setup(&config, 7).unwrap_or_else(|e| panic!("{e}"));
    let json = check_view(&EvilPriest::view(&state, Seat(0)));
    assert!(
        json.starts_with(
            r#"{"seat":0,"state":{"config":{"players":2,"expansion":false,"cult":"black-goat","max_rounds":100}"#
        ),
        "{json}"
    );
    assert!(json.contains(r#""phase":"action""#), "{json}");
    let json = serde_json::to_string(&config).unwrap_or_default();
    assert_eq!(serde_json::from_str::<evil_priest::Config>(&json).ok(), Some(config));
}

#[test]
fn saved_states_of_random_games_load_equal_and_play_on_the_same() {
    let mut total = tabletop_core::testing::SavesChecked::default();
    for (options, seeds) in [
        (Options::players(2), 0..8),
        (Options::players(3).with("expansion", "blood-ceremony").with("cult", "crawling-chaos"), 100..108),
        (Options::players(4).with("expansion", "blood-ceremony").with("cult", "tcho-tcho"), 200..206),
        (Options::players(5).with("expansion", "blood-ceremony").with("cult", "cthulhu"), 300..304),
    ] {
        let config = EvilPriest::config(&options).unwrap_or_else(|e| panic!("{e}"));
        let checked = check_saves::<EvilPriest>(&config, seeds, 25, 3_000, 12);
        total.games += checked.games;
        total.steps += checked.steps;
        total.saves += checked.saves;
        total.continued += checked.continued;
    }
    assert!(total.saves > 400 && total.continued > 4_000, "{total:?}");
}

/// The state of a 3-player Crawling Chaos game with *The Blood Ceremony* after 120 random
/// actions, as saves wrote it before cards were written by content id: table positions for the
/// cult board, Chambers, monsters, Investigators, Priest cards and the Avatars' owners.
const OLD_SAVE: &str = include_str!("fixtures/state-table-positions.json");

#[test]
fn a_save_with_table_positions_still_loads() {
    let old: State = serde_json::from_str(OLD_SAVE).unwrap_or_else(|e| panic!("an old save loads: {e}"));
    // The same game played again today.
    let options = Options::players(3).with("expansion", "blood-ceremony").with("cult", "crawling-chaos");
    let config = EvilPriest::config(&options).unwrap_or_else(|e| panic!("{e}"));
    let mut state = EvilPriest::setup(&config, 11).unwrap_or_else(|e| panic!("{e}"));
    let mut rng = GameRng::seed_from(11);
    let (mut actions, mut events) = (Vec::new(), Vec::new());
    for _ in 0..120 {
        let Status::Acting(seats) = EvilPriest::status(&state) else { break };
        let Some(seat) = seats.first() else { break };
        actions.clear();
        EvilPriest::legal_actions(&state, seat, &mut actions);
        let action = actions[rng.index(actions.len())];
        EvilPriest::apply(&mut state, seat, &action, &mut events).unwrap_or_else(|e| panic!("{e}"));
    }
    assert!(old == state, "the old save loads as the game it saved");
    assert!(
        state.avatars.iter().any(Option::is_some) && state.raid.is_none(),
        "the fixture has owned Avatars"
    );
    let json = round_trip(&state);
    for id in
        ["\"board\":\"crawling-chaos\"", "\"card\":\"evil-priest/chamber/", "\"priest_card\":\"evil-priest/"]
    {
        assert!(json.contains(id), "{id} in {json}");
    }
    assert!(json.contains("\"avatar\":\"evil-priest/avatar/"), "{json}");
    assert!(!json.contains("\"card\":1") && !json.contains("\"deck\":[1"), "no table positions: {json}");
}

/// Every card of a save is written by content id, so the save names the same cards on a build
/// whose tables moved them (the content README's promise: ids are never reused or renamed). The
/// count of ids of each kind in the JSON equals the count of those cards the state holds; a
/// card left as a table position would be missing from the count.
#[test]
fn every_card_of_a_save_is_written_by_content_id() {
    let options = Options::players(4).with("expansion", "blood-ceremony").with("cult", "crawling-chaos");
    let config = EvilPriest::config(&options).unwrap_or_else(|e| panic!("{e}"));
    let (mut actions, mut events) = (Vec::new(), Vec::new());
    let mut checked = 0;
    for seed in 0..4 {
        let mut state = EvilPriest::setup(&config, seed).unwrap_or_else(|e| panic!("{e}"));
        let mut rng = GameRng::seed_from(seed);
        for step in 0..3_000 {
            if step % 10 == 0 {
                let json = round_trip(&state);
                let count = |prefix: &str| json.matches(&format!("\"evil-priest/{prefix}/")).count();
                let sanctums: usize = state.players.iter().map(|p| p.chambers.iter().flatten().count()).sum();
                assert_eq!(count("chamber"), state.chamber_deck.count() + sanctums, "{json}");
                let lairs: usize = state.players.iter().map(|p| p.monsters()).sum();
                let sacrificed = state.raid.as_ref().map_or(0, |raid| raid.sacrificed.len());
                assert_eq!(count("monster"), state.monster_deck.count() + lairs + sacrificed, "{json}");
                let hunting = state.raid.as_ref().and_then(|raid| raid.investigator).map_or(0, |_| 1);
                assert_eq!(count("investigator"), state.investigator_deck.count() + hunting, "{json}");
                let priests = state.players.iter().filter(|p| p.priest_card.is_some()).count();
                assert_eq!(count("priest"), priests, "{json}");
                assert_eq!(count("avatar"), state.avatars.len(), "{json}");
                assert!(json.contains(r#""board":"crawling-chaos""#), "{json}");
                checked += 1;
            }
            let Status::Acting(seats) = EvilPriest::status(&state) else { break };
            let Some(seat) = seats.first() else { break };
            actions.clear();
            EvilPriest::legal_actions(&state, seat, &mut actions);
            let action = actions[rng.index(actions.len())];
            EvilPriest::apply(&mut state, seat, &action, &mut events).unwrap_or_else(|e| panic!("{e}"));
        }
    }
    assert!(checked > 50, "{checked} saves");
}

/// What a save may hold as a bare number: counts, seats, flags, dice and positions on the
/// board's own layout, never a position in a content table (content is written by id, so a
/// content edit elsewhere does not move it). A new numeric field fails this until it is listed
/// here, after checking it names no content by position.
#[test]
fn a_save_holds_no_content_table_position() {
    let configs = tabletop_core::testing::configs::<EvilPriest>(&[
        Options::players(2),
        Options::players(3).with("expansion", "blood-ceremony").with("cult", "crawling-chaos"),
        Options::players(5).with("expansion", "blood-ceremony").with("cult", "tcho-tcho"),
    ]);
    tabletop_core::testing::assert_save_numbers::<EvilPriest>(&configs, 0..6, 3_000, EXPECTED_NUMERIC_KEYS);
}

// Known exception: `town`, `priest`, `track`, `step`, `node`, `hex` and `cult_action` are
// spaces of the printed boards by their position in `TOWN`, `PRIEST_SPACES`, `RITUALS` and the
// cult board's nodes (the same numbers actions and replays use); `sealed` is a bit per node.
// Inserting a board space would move them; cards never move. `chamber` and `slot` are
// sanctum slots, `lair` a lair, `owner`/`seat`/`trigger`/`sacrificed` seats; the rest counts.
const EXPECTED_NUMERIC_KEYS: &[&str] = &[
    "asylum",
    "azathoth",
    "blood",
    "chamber",
    "cult_action",
    "deep_one",
    "elder_sign",
    "elder_signs_removed",
    "escape",
    "evolution",
    "first",
    "growth",
    "hex",
    "lair",
    "magic",
    "marker",
    "max_rounds",
    "node",
    "owner",
    "pending_growth",
    "players",
    "pool",
    "priest",
    "raid",
    "raid_marker",
    "rescue",
    "round",
    "sacrificed",
    "scott",
    "sealed",
    "seat",
    "shoggoth",
    "slot",
    "spellbook",
    "step",
    "stream",
    "strength",
    "tied",
    "town",
    "track",
    "trapped",
    "treasure",
    "trigger",
    "turn",
];
