//! Tests of the Eldritch Horror compiler module: the real data compiles and covers the component
//! list; malformed entries give located diagnostics with suggestions; what a type cannot say
//! (paths, regions, backs, costs, hooks, Mythos icons, encounter decks) is checked.

use std::path::Path;

use crate::{CoverageTable, GameInput, SourceFile, compile_game};

/// Compiles the real Eldritch Horror data plus `fixture` as a `test.toml` beside it and returns
/// the diagnostics, one per line (empty when it compiles).
fn check(fixture: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content/data");
    let inputs = crate::load(&dir).expect("the real data directory loads");
    let mut input: GameInput =
        inputs.into_iter().find(|input| input.game == "eldritch").expect("eldritch data");
    input.files.push(SourceFile::new("content/data/eldritch/test.toml", fixture));
    match compile_game(&input) {
        Ok(_) => String::new(),
        Err(diagnostics) => diagnostics.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"),
    }
}

#[test]
fn real_content_compiles_and_covers_the_components() {
    assert_eq!(check(""), "");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content/data");
    let mut rows = crate::coverage(&dir).unwrap_or_default();
    rows.retain(|row| row.game == "eldritch");
    insta::assert_snapshot!(CoverageTable(&rows).to_string(), @r"
    game       kind             entries     % data-driven hooks  by source
    eldritch   location           36/36  100%          36     0  reference 36
    eldritch   gate                 9/9  100%           9     0  recalled 9
    eldritch   clue               36/36  100%          36     0  recalled 36
    eldritch   reference card       4/4  100%           4     0  recalled 4
    eldritch   investigator       12/12  100%          12     0  reference 12
    eldritch   ancient one          4/4  100%           4     0  reference 4
    eldritch   mystery            16/16  100%          16     0  public 16
    eldritch   america              8/8  100%           8     0  reference 8
    eldritch   europe               8/8  100%           8     0  reference 8
    eldritch   asia                 8/8  100%           6     2  reference 8
    eldritch   general            12/12  100%          12     0  reference 12
    eldritch   other world        24/24  100%          24     0  reference 24
    eldritch   expedition         18/18  100%          18     0  reference 18
    eldritch   special            12/12  100%          10     2  reference 12
    eldritch   research           32/32  100%          31     1  reference 32
    eldritch   mythos             51/51  100%          21    30  reference 51
    eldritch   asset              40/40  100%          37     3  reference 40
    eldritch   artifact           14/14  100%          12     2  reference 14
    eldritch   spell              20/20  100%           0    20  reference 20
    eldritch   condition          36/36  100%          27     9  reference 36
    eldritch   monster            34/34  100%          34     0  reference 5, public 29
    eldritch   epic monster         9/9  100%           9     0  public 9
    total: 443/443 components, 69 with hooks
    ");
}

#[test]
fn derived_malformed_entries_are_located_with_suggestions() {
    let found = check(
        r#"[[condition]]
id = "test-curse"
name = "Test Curse"
traits = ["madnes"]
effects = [{ lose_sanit = 1 }, "dealy", { custom = "kleptomanai" }]
source = "guessed"

[[encounter]]
id = "test-card"
deck = "america"
name = "Test"
source = "recalled"
[[encounter.section]]
at = "londn"
text = "x"
effects = [{ gain_condition = "det" }, { test = { skill = "lora", pass = [] } }]

[[path]]
a = "arkham"
b = "space-99"
kind = "rail"
source = "reference"
"#,
    );
    insta::assert_snapshot!(found, @r#"
    content/data/eldritch/test.toml:4:11: condition "test-curse": traits[1]: unknown value "madnes" (did you mean "madness"?)
    content/data/eldritch/test.toml:5:14: condition "test-curse": effects[1]: unknown value "lose_sanit" (did you mean "lose_sanity"?)
    content/data/eldritch/test.toml:5:32: condition "test-curse": effects[2]: unknown value "dealy" (did you mean "delay"?)
    content/data/eldritch/test.toml:5:52: condition "test-curse": effects[3].custom: unknown value "kleptomanai" (did you mean "kleptomania"?)
    content/data/eldritch/test.toml:6:10: condition "test-curse": source: unknown value "guessed" (expected "rulebook", "reference", "recalled", "public")
    content/data/eldritch/test.toml:13:13: encounter "test-card": section[1].at: unknown section "londn" for a america card
    content/data/eldritch/test.toml:16:31: encounter "test-card": section[1].effects[1].gain_condition: no condition "det" (did you mean "debt"?)
    content/data/eldritch/test.toml:16:59: encounter "test-card": section[1].effects[2].test.skill: unknown value "lora" (did you mean "lore"?)
    content/data/eldritch/test.toml:20:5: path #1: b: no location "space-99" (did you mean "space-19"?)
    content/data/eldritch/test.toml:21:8: path #1: kind: unknown value "rail" (expected "train", "ship", "uncharted")
    "#);
}

#[test]
fn derived_structured_effects_compile_and_check_their_parts() {
    let good = r#"[[encounter]]
id = "test-good"
deck = "general"
name = "Test"
source = "recalled"
[[encounter.section]]
at = "city"
text = "x"
effects = [
  { may = { cost = [{ clues = 1 }, "delay"], then = [{ improve = "lore" }], else = [{ lose_sanity = 1 }] } },
  { choose = [[{ gain_clue = 1 }], [{ gain_spell = "any" }], []] },
  { if = { holds = { deck = "spell" }, then = ["delay"] } },
  { each = { on = "city", holding = { with = "weapon" }, effects = [{ lose_health_per = { conditions_with = "injury" } }] } },
  { test = { skill = "will", dice = { per = -1, count = "spells" }, pass_at = 3, pass = [{ doom_per = "omen_gates" }] } },
  { roll = { dice = 1, faces = [{ from = 1, to = 2, effects = ["ambush"] }] } },
  { fight = { monster = "ghoul", spawn = true, defeated = [{ doom = -1 }] } },
  { move = "nearest_city" },
  { damage_monsters = { target = "all_on_chosen_space", amount = 2 } },
]
"#;
    assert_eq!(check(good), "");
    let bad = check(
        r#"[[encounter]]
id = "test-bad"
deck = "general"
name = "Test"
source = "recalled"
[[encounter.section]]
at = "city"
text = "x"
effects = [{ may = { cost = [{ clue = 1 }] } }, { fight = { monster = "goul" } }, { move = "space-99" }, { choose = [["delay"]] }, { test = { skill = "will", dice = { per = 1, count = "spels" } } }]
"#,
    );
    insta::assert_snapshot!(bad, @r#"
    content/data/eldritch/test.toml:9:32: encounter "test-bad": section[1].effects[1].may.cost[1]: unknown value "clue" (did you mean "clues"?)
    content/data/eldritch/test.toml:9:71: encounter "test-bad": section[1].effects[2].fight.monster: no monster "goul" (did you mean "ghoul"?)
    content/data/eldritch/test.toml:9:92: encounter "test-bad": section[1].effects[3].move: no location "space-99" (did you mean "space-19"?)
    content/data/eldritch/test.toml:9:117: encounter "test-bad": section[1].effects[4].choose: a choice has at least two options
    content/data/eldritch/test.toml:9:185: encounter "test-bad": section[1].effects[5].test.dice.count: unknown value "spels" (did you mean "spells"?)
    "#);
}

#[test]
fn derived_rules_a_type_cannot_say_are_checked() {
    let found = check(
        r#"[[location]]
id = "test-sea"
name = "Test Sea"
kind = "sea"
region = "europe"
source = "recalled"

[[path]]
a = "space-12"
b = "antarctica"
kind = "ship"
source = "recalled"

[[path]]
a = "arkham"
b = "arkham"
kind = "ship"
source = "recalled"

[[spell]]
id = "test-spell"
name = "Test Spell"
copies = 2
cost = 1
traits = ["incantation"]
backs = [{ name = "Back", effects = ["delay"] }]
source = "recalled"

[[asset]]
id = "test-asset"
name = "Test Asset"
backs = [{ name = "Back", effects = ["ambush", "gain_artifact", "spawn_clue"] }]
source = "recalled"

[[mythos]]
id = "test-mythos"
name = "Test"
color = "green"
difficulty = "easy"
traits = ["event"]
icons = ["place_eldritch"]
effects = [{ gain_clue = 1, delay = 2 }, { lose_health = 0 }, { if = { on = "sea", omen_gate = true } }, "lose_sanity"]
source = "recalled"

[[encounter]]
id = "test-research"
name = "Test"
deck = "research"
source = "recalled"
[[encounter.section]]
at = "arkham"
effects = [{ roll = { dice = 1, faces = [{ from = 5, to = 2 }] } }]

[[hook]]
name = "printed-text"
rule = "nothing"

[omen_track]
spaces = ["red", "green"]
source = "recalled"

[[reference_card]]
players = [0, 9]
gates = 1
surge = 1
clues = 1
source = "recalled"

[[condition]]
id = "test-condition"
name = "Test"
abilities = [{ bonus = { skill = "lore", amount = 1, durin = "combat" } }, { on_rest_aura = [{ custom = "printed-txt" }] }]
source = "recalled"
"#,
    );
    insta::assert_snapshot!(found, @r#"
    content/data/eldritch/test.toml:5:1: location "test-sea": only a City has an encounter region
    content/data/eldritch/test.toml:9:1: path "antarctica" - "space-12": this path is defined twice
    content/data/eldritch/test.toml:14:1: path #2: a path joins two different locations
    content/data/eldritch/test.toml:24:1: spell "test-spell": cost: an Asset has a cost, and only an Asset
    content/data/eldritch/test.toml:26:1: spell "test-spell": backs: 1 backs for 2 copies (one back per copy)
    content/data/eldritch/test.toml:29:1: asset "test-asset": cost: an Asset has a cost, and only an Asset
    content/data/eldritch/test.toml:32:1: asset "test-asset": only Spells and Conditions have backs
    content/data/eldritch/test.toml:35:1: mythos card "test-mythos": eldritch: give the token count exactly when the card has the place_eldritch icon
    content/data/eldritch/test.toml:42:37: mythos card "test-mythos": effects[1].delay: invalid type: integer `2`, expected unit
    content/data/eldritch/test.toml:42:58: mythos card "test-mythos": effects[2].lose_health: 0 is out of range (1..=20)
    content/data/eldritch/test.toml:42:70: mythos card "test-mythos": effects[3].if: an `if` has exactly one check of: has_condition, holds, monster_on_board, on, solved_mystery, omen_gate, rumor_in_play
    content/data/eldritch/test.toml:42:106: mythos card "test-mythos": effects[4]: "lose_sanity" needs a value: { lose_sanity = ... }
    content/data/eldritch/test.toml:48:1: encounter "test-research": a research encounter names its ancient_one
    content/data/eldritch/test.toml:50:13: encounter "test-research": section[1].at: unknown section "arkham" for a research card
    content/data/eldritch/test.toml:52:41: encounter "test-research": section[1].effects[1].roll.faces: faces 5 to 2 is empty
    content/data/eldritch/test.toml:55:1: hook "printed-text" is declared but never used
    content/data/eldritch/test.toml:59:10: omen_track: spaces: the Omen track starts on the green comet
    content/data/eldritch/test.toml:63:12: reference card #1: players[1]: 0 is out of range (1..=8)
    content/data/eldritch/test.toml:63:15: reference card #1: players[2]: 9 is out of range (1..=8)
    content/data/eldritch/test.toml:72:54: condition "test-condition": abilities[1].bonus: unknown key "durin" (did you mean "during"?)
    content/data/eldritch/test.toml:72:105: condition "test-condition": abilities[2].on_rest_aura[1].custom: unknown value "printed-txt" (did you mean "printed-text"?)
    "#);
}

#[test]
fn derived_an_engine_step_is_not_a_hook_the_content_may_name() {
    let found = check(
        r#"[[condition]]
id = "test-curse"
name = "Test Curse"
effects = [{ custom = "possessions: trades" }]
source = "recalled"
"#,
    );
    let expected = "content/data/eldritch/test.toml:4:23: condition \"test-curse\": effects[1].custom: unknown value \"possessions: trades\" (expected \"a-dark-power\", ";
    assert!(found.starts_with(expected), "{found}");
    // The names offered are the content's hooks, none of the engine's steps.
    let offered = &found[expected.len()..];
    assert!(offered.contains("\"trade-and-swap-with-another-investigator\""), "{found}");
    assert!(!offered.contains("possessions:"), "{found}");
    assert_eq!(found.lines().count(), 1, "{found}");
}
