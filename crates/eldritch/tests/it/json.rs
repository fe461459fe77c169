//! The `serde` feature: views, events and actions of random games written as JSON and read back
//! equal; actions name content by id, never by table position.

use eldritch::{Action, Answer, Config, Eldritch, Event, Pending, Pick, State, View};
use tabletop_core::game::Options;
use tabletop_core::testing::{SavesChecked, check_saves, round_trip};
use tabletop_core::{Game, GameRng, Seat, Status};

fn check_view(view: &View) -> String {
    round_trip(view)
}

/// Writes and reads back an action; returns its JSON.
fn check_action(action: &Action) -> String {
    let json = round_trip(action);
    // What names content is a content id (a string), never a number.
    for key in [
        "travel",
        "use_card",
        "card_reroll",
        "bump_die",
        "take_ally",
        "choose_investigator",
        "sail",
        "teleport",
    ] {
        let prefix = format!("{{\"{key}\":");
        if let Some(rest) = json.strip_prefix(&prefix) {
            assert!(!rest.starts_with(|c: char| c.is_ascii_digit()), "{json}");
            assert!(!rest.contains("[0") && !rest.contains("[1") && !rest.contains("[2"), "{json}");
        }
    }
    // An answer says what it names; a card or a location by its id.
    if let Some(rest) = json.strip_prefix("{\"pick\":") {
        assert!(rest.starts_with('{') || rest == "\"pay\"}", "{json}");
        for key in ["{\"card\":", "{\"location\":"] {
            if let Some(id) = rest.strip_prefix(key) {
                assert!(id.starts_with('"'), "{json}");
            }
        }
    }
    json
}

fn check_event(event: &Event) {
    round_trip(event);
}

/// Plays `games` random games and checks every seat's view after every action and every event.
fn check(options: &Options, games: u64, seed: u64) {
    let config = Eldritch::config(options).unwrap_or_else(|e| panic!("{e}"));
    let (mut actions, mut events) = (Vec::new(), Vec::new());
    let (mut views, mut tests, mut picks, mut cards, mut card_answers) = (0, 0, 0, 0, 0);
    for game in 0..games {
        let mut state = Eldritch::setup(&config, seed + game).unwrap_or_else(|e| panic!("{e}"));
        let mut rng = GameRng::seed_from(seed ^ game);
        for _ in 0..3_000 {
            for seat in 0..options.players {
                let json = check_view(&Eldritch::view(&state, Seat(seat)));
                views += 1;
                tests += usize::from(json.contains(r#""pending":{"test":"#));
                picks += usize::from(json.contains(r#""pending":{"pick":"#));
            }
            let Status::Acting(seats) = Eldritch::status(&state) else { break };
            let Some(seat) = seats.iter().next() else { break };
            actions.clear();
            Eldritch::legal_actions(&state, seat, &mut actions);
            for action in &actions {
                let json = check_action(action);
                cards += usize::from(json.contains(r#"{"use_card":""#) || json.contains(r#"{"asset":""#));
                card_answers += usize::from(json.starts_with(r#"{"pick":{"card":""#));
            }
            let action = actions[rng.index(actions.len())].clone();
            events.clear();
            Eldritch::apply(&mut state, seat, &action, &mut events).unwrap_or_else(|e| panic!("{e}"));
            events.iter().for_each(check_event);
        }
    }
    assert!(views > 300 && tests > 0 && picks > 0, "{views} views, {tests} open tests, {picks} picks");
    assert!(cards > 0 && card_answers > 0, "{cards} actions and {card_answers} answers named a held card");
}

#[test]
fn views_and_events_of_random_games_read_back_equal() {
    check(&Options::players(1), 30, 1_000);
    check(&Options::players(2).with("ancient-one", "cthulhu"), 20, 2_000);
    check(&Options::players(4).with("ancient-one", "yog-sothoth").with("mythos", "hard"), 10, 3_000);
}

#[test]
fn a_view_is_written_in_snake_case() {
    let config = Eldritch::config(&Options::players(2)).unwrap_or_else(|e| panic!("{e}"));
    let state = Eldritch::setup(&config, 7).unwrap_or_else(|e| panic!("{e}"));
    let json = check_view(&Eldritch::view(&state, Seat(0)));
    assert!(json.starts_with(r#"{"round":1,"phase":{"action":{"turn":0}},"doom":"#), "{json}");
    assert!(json.contains(r#""standing":"active""#), "{json}");
}

#[test]
fn the_config_reads_back_equal() {
    let options = Options::players(2).with("mythos", "hard").with("investigators", "lily-chen,akachi-onyele");
    let config = Eldritch::config(&options).unwrap_or_else(|e| panic!("{e}"));
    let json = serde_json::to_string(&config).unwrap_or_default();
    assert!(json.contains(r#""mythos":"hard""#), "{json}");
    assert_eq!(serde_json::from_str::<Config>(&json).ok(), Some(config));
}

#[test]
fn saved_states_of_random_games_load_equal_and_play_on_the_same() {
    let mut total = SavesChecked::default();
    for (options, seeds) in [
        (Options::players(1), 0..20),
        (Options::players(2).with("ancient-one", "cthulhu"), 100..108),
        (Options::players(3).with("ancient-one", "shub-niggurath").with("mythos", "easy"), 200..206),
        (Options::players(4).with("ancient-one", "yog-sothoth").with("mythos", "hard"), 300..305),
    ] {
        let config = Eldritch::config(&options).unwrap_or_else(|e| panic!("{e}"));
        let checked = check_saves::<Eldritch>(&config, seeds, 4, 3_000, 12);
        total.games += checked.games;
        total.steps += checked.steps;
        total.saves += checked.saves;
        total.continued += checked.continued;
    }
    assert!(total.saves > 400 && total.continued > 4_000, "{total:?}");
}

#[test]
fn a_save_names_content_by_id() {
    let config = Eldritch::config(&Options::players(2).with("ancient-one", "cthulhu"))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut seen = [false; 3];
    tabletop_core::testing::each_save::<Eldritch>(&config, 5, 1_500, |json| {
        assert!(
            json.contains(r#""ancient_one":"cthulhu""#) || json.contains(r#""ancient_one":"eldritch/"#),
            "{json}"
        );
        assert!(json.contains(r#""assets":{"deck":["asset/"#), "{json}");
        seen[0] |= json.contains(r#""frames":[{"#);
        seen[1] |= json.contains(r#""program":{"list":{"in":""#);
        seen[2] |= json.contains(r#""cup":[""#);
    });
    assert_eq!(seen, [true; 3], "frames, effect programs and the cup were saved");
}

/// Lily Chen in Shanghai holding a Carbine Rifle fights a Ghoul: the Carbine is offered before
/// the Strength test ([`Pick::CombatBoost`], answered with a card).
fn carbine_before_combat() -> State {
    let mut state = super::examples::game(2, "azathoth");
    super::examples::cast(&mut state, &["lily-chen", "charlie-kane"]);
    state.discard_possessions(0);
    state.discard_possessions(1);
    state.move_to(0, "shanghai");
    state.clear_monsters("shanghai");
    state.give_asset(0, "carbine-rifle");
    state.place_monster("ghoul", "shanghai", None).unwrap_or_else(|| panic!("a Ghoul in the cup"));
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    let fight = super::examples::legal(&state, 0).into_iter().find(|a| matches!(a, Action::Fight(_)));
    super::examples::act(&mut state, 0, fight.unwrap_or_else(|| panic!("a fight")));
    assert!(matches!(state.pending(), Some(Pending::Pick { pick: Pick::CombatBoost(false), .. })));
    state
}

/// A JSON action answering a card's question names the card by content id, not by its position
/// in the content table: it reads back as the listed answer, and is written the same way.
#[test]
fn a_json_answer_names_the_card_by_content_id() {
    let mut state = carbine_before_combat();
    let json = r#"{"pick":{"card":"asset/carbine-rifle"}}"#;
    let action: Action = serde_json::from_str(json).unwrap_or_else(|e| panic!("{e}"));
    assert!(super::examples::legal(&state, 0).contains(&action), "{action:?} is listed");
    assert_eq!(serde_json::to_string(&action).ok().as_deref(), Some(json));
    let mut events = Vec::new();
    Eldritch::apply(&mut state, Seat(0), &action, &mut events).unwrap_or_else(|e| panic!("{e}"));
    assert!(!matches!(state.pending(), Some(Pending::Pick { .. })), "answered: {:?}", state.pending());
}

/// A JSON answer naming content this build does not have, or an answer of no known kind, is
/// refused when read, with an error that names it (not a panic, not another card).
#[test]
fn a_json_answer_naming_an_unknown_id_is_refused_with_a_clear_error() {
    for (json, wanted) in [
        (r#"{"pick":{"card":"asset/no-such-card"}}"#, r#"unknown card "asset/no-such-card""#),
        (r#"{"pick":{"card":"asset/carbine-rifle#2"}}"#, r#"unknown card "asset/carbine-rifle#2""#),
        (r#"{"pick":{"location":"atlantis"}}"#, r#"unknown location "atlantis""#),
        (r#"{"pick":{"colour":1}}"#, "unknown variant `colour`"),
        (r#"{"pick":"maybe"}"#, "unknown variant `maybe`"),
        (r#"{"pick":-1}"#, "no answer numbered -1"),
    ] {
        let error = serde_json::from_str::<Action>(json).err().map(|e| e.to_string()).unwrap_or_default();
        assert!(error.contains(wanted), "{json}: {error:?}");
    }
}

/// Replays of earlier builds answered with a bare number whose meaning was the question's: it is
/// read against the pending question (the same game as the typed answer), and refused when no
/// question waits.
#[test]
fn an_old_bare_number_answer_is_read_against_the_pending_question() {
    let state = carbine_before_combat();
    let typed = super::examples::legal(&state, 0).into_iter().find(|a| matches!(a, Action::Pick(_)));
    let Some(Action::Pick(Answer::Card(code))) = typed else { panic!("the Carbine: {typed:?}") };
    let old: Action =
        serde_json::from_str(&format!(r#"{{"Pick":{code}}}"#)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(old, Action::Pick(Answer::Legacy(code)));
    let (mut by_number, mut by_card) = (state.clone(), state);
    let (mut number_events, mut card_events) = (Vec::new(), Vec::new());
    Eldritch::apply(&mut by_number, Seat(0), &old, &mut number_events).unwrap_or_else(|e| panic!("{e}"));
    let card = Action::Pick(Answer::Card(code));
    Eldritch::apply(&mut by_card, Seat(0), &card, &mut card_events).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(number_events, card_events);
    assert!(!matches!(by_number.pending(), Some(Pending::Pick { .. })));
    let refused = Eldritch::apply(&mut by_number, Seat(0), &Action::Pick(Answer::Legacy(0)), &mut Vec::new());
    assert!(refused.is_err(), "no question waits");
}

/// What a save may hold as a bare number: counts, seats, flags, dice and positions on the
/// board's own layout, never a position in a content table (content is written by id, so a
/// content edit elsewhere does not move it). A new numeric field fails this until it is listed
/// here, after checking it names no content by position.
#[test]
fn a_save_holds_no_content_table_position() {
    let configs = tabletop_core::testing::configs::<Eldritch>(&[
        Options::players(1),
        Options::players(2).with("ancient-one", "cthulhu"),
        Options::players(4).with("ancient-one", "yog-sothoth"),
    ]);
    tabletop_core::testing::assert_save_numbers::<Eldritch>(&configs, 0..6, 3_000, EXPECTED_NUMERIC_KEYS);
}

// `at` is a list's number inside its content entry, or the engine's "no space" (a real space
// is written by id); `board`, `ids` and `next` are board-piece ids; `skill` is a skill of the
// rules' fixed order; `ongoing` holds token counts beside Mythos ids, `this_card` a seat beside
// a card id; `choose_ally`, `choose_skill`, `fight`, `replacement`, `from`, `loser` are seats;
// the rest are counts, dice and bits.
const EXPECTED_NUMERIC_KEYS: &[&str] = &[
    "actions",
    "asked",
    "at",
    "at_least",
    "board",
    "bonus",
    "bonus_turn",
    "choose_ally",
    "choose_skill",
    "clues",
    "combat_boost",
    "damage",
    "damage_space",
    "difficulty",
    "doom",
    "encounter_clues",
    "extra_actions",
    "faces",
    "fight",
    "final_tokens",
    "forced_face",
    "from",
    "health",
    "ids",
    "improve",
    "lead",
    "loser",
    "mystery_tokens",
    "next",
    "omen",
    "omen_eldritch",
    "ongoing",
    "pass_at",
    "pc",
    "players",
    "replacement",
    "round",
    "sanity",
    "seat",
    "sheet_sanity",
    "ship",
    "sides",
    "skill",
    "spells",
    "stream",
    "successes",
    "taken",
    "this_card",
    "train",
    "turn",
    "up_to",
];
