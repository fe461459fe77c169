//! The `serde` feature on the whole state: saves of random games (each scenario, the campaign,
//! one to four investigators) load equal and play on the same, name content by id, never by
//! table position, and a broken or foreign save is a clear error.

use arkham_lcg::ArkhamLcg;
use tabletop_core::Game;
use tabletop_core::game::Options;
use tabletop_core::testing::{SavesChecked, check_saves, each_save};

fn config(players: u8, scenario: &str) -> arkham_lcg::Config {
    ArkhamLcg::config(&Options::players(players).with("scenario", scenario)).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn saved_states_of_random_games_load_equal_and_play_on_the_same() {
    let mut total = SavesChecked::default();
    for (players, scenario, seeds) in [
        (1, "the-gathering", 0..6),
        (2, "the-midnight-masks", 100..104),
        (3, "the-devourer-below", 200..203),
        (4, "the-gathering", 300..302),
        (1, "campaign", 400..403),
        (2, "campaign", 500..502),
    ] {
        let checked = check_saves::<ArkhamLcg>(&config(players, scenario), seeds, 3, 1_500, 12);
        total.games += checked.games;
        total.steps += checked.steps;
        total.saves += checked.saves;
        total.continued += checked.continued;
    }
    assert!(total.saves > 400 && total.continued > 4_000, "{total:?}");
}

#[test]
fn a_save_names_content_by_id() {
    let mut seen = [false; 4];
    for (players, scenario, seed) in [(2, "the-gathering", 7), (1, "campaign", 8)] {
        each_save::<ArkhamLcg>(&config(players, scenario), seed, 1_500, |json| {
            assert!(json.contains(r#""scenario":"#), "{json}");
            assert!(!json.contains(r#""Player""#), "cards by code, not table position: {json}");
            seen[0] |= json.contains(r#"{"list":{"in":""#);
            seen[1] |= json.contains(r#""def":""#);
            seen[2] |= json.contains(r#""frames":[{"#);
            seen[3] |= json.contains(r#""log":[[""#);
        });
    }
    assert_eq!(seen, [true; 4], "effect programs, investigators, frames and the campaign log were saved");
}

/// What a save may hold as a bare number: counts, seats, ids of pieces in play, flags and
/// positions in a scenario's own lists (its agendas, acts, resolutions), never a position in a
/// content table (cards, investigators and scenarios are written by id, effect lists and
/// abilities by their place). A new numeric field fails this until it is listed here, after
/// checking it names no content by position.
#[test]
fn a_save_holds_no_content_table_position() {
    let configs = [config(1, "the-gathering"), config(3, "the-midnight-masks"), config(2, "campaign")];
    tabletop_core::testing::assert_save_numbers::<ArkhamLcg>(&configs, 0..12, 1_500, EXPECTED_NUMERIC_KEYS);
}

// `at` is a list's number inside its content entry or a location of the scenario's own list (as are
// `location`, `move`, `discover`, `investigate`, `attachment`, `spawn_here`); `ability`, `index`
// and `effect` count within one card or list; `act`, `agenda` and `resolution` (also beside a
// scenario id in `played`) are positions in the scenario's own lists; `asset`, `enemy`, `id`,
// `next_asset`, `next_enemy` and the tasks naming an enemy are ids of pieces in play; `active`,
// `inv`, `lead`, `holder`, `owner`, `from`, `investigator`, `threat`, a scry's `deck` and the tasks
// naming an investigator are seats; `key` is a use limit's ability number and seat beside a card
// code; `skill` is a skill in the rules' fixed order, `Number` a chaos token's value, `option` an
// option's number; the rest are counts, bits and flags.
const EXPECTED_NUMERIC_KEYS: &[&str] = &[
    "Number",
    "ability",
    "act",
    "act_clues",
    "actions",
    "active",
    "agenda",
    "agenda_doom",
    "asked",
    "asset",
    "at",
    "attachment",
    "attack_first",
    "attack_hits",
    "attacks",
    "blast",
    "bonus",
    "buy",
    "check_asset",
    "check_defeat",
    "clues",
    "commit",
    "committed",
    "damage",
    "deck",
    "difficulty",
    "difficulty_mod",
    "discard_hand",
    "discover",
    "doom",
    "draw",
    "effect",
    "enemy",
    "enemy_damage",
    "enemy_leaves",
    "engage_who",
    "engaged",
    "evade",
    "event_done",
    "extra_clues",
    "extra_damage",
    "fight",
    "from",
    "hand_size",
    "heal_choice",
    "holder",
    "horror",
    "id",
    "index",
    "inv",
    "investigate",
    "investigator",
    "key",
    "lead",
    "location",
    "margin",
    "move",
    "mulligan",
    "next_asset",
    "next_attack",
    "next_enemy",
    "offer",
    "opportunity",
    "option",
    "others_done",
    "owner",
    "pc",
    "placed",
    "played",
    "players",
    "repeat",
    "resolution",
    "resources",
    "revelation",
    "round",
    "serial",
    "skill",
    "slot_discard",
    "source",
    "spawn_at",
    "spawn_here",
    "starting",
    "stream",
    "threat",
    "token_mod",
    "tokens",
    "trait_actions",
    "trauma",
    "treachery_done",
    "turn",
    "turn_window",
    "used",
    "uses",
    "xp",
    "xp_penalty",
];

/// A save of a game in progress with an effect program on the stack, as JSON.
fn a_save() -> String {
    let mut found = String::new();
    each_save::<ArkhamLcg>(&config(2, "the-gathering"), 3, 1_500, |json| {
        if found.is_empty() && json.contains(r#"{"list":{"in":""#) {
            found = json.to_owned();
        }
    });
    found
}

fn load(json: &str) -> String {
    match serde_json::from_str::<<ArkhamLcg as Game>::State>(json) {
        Ok(_) => "loaded".to_owned(),
        Err(error) => error.to_string(),
    }
}

#[test]
fn a_broken_or_foreign_save_is_a_clear_error() {
    let json = a_save();
    assert_eq!(load(&json), "loaded");
    let cut = json.get(..json.len() / 2).unwrap_or_default();
    assert!(load(cut).contains("EOF"), "{}", load(cut));
    assert!(load("{\"board\":\"snake\"}").starts_with("missing field"), "{}", load("{\"board\":\"snake\"}"));
    let scenario = json.replace(r#""scenario":"01104""#, r#""scenario":"09999""#);
    assert!(load(&scenario).starts_with("unknown scenario \"09999\""), "{}", load(&scenario));
    let list = json.replacen(r#"{"list":{"in":""#, r##"{"list":{"in":"card/nothing","was":""##, 1);
    assert!(load(&list).starts_with("no such effect list: \"card/nothing"), "{}", load(&list));
    let card = json.replacen(r#""hand":[""#, r#""hand":["99999",""#, 1);
    assert!(load(&card).starts_with("no card with code `99999`"), "{}", load(&card));
}
