//! Tests of the Eldritch Horror compiler module: the real data compiles and covers the component
//! list; malformed entries give located diagnostics with suggestions.

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
    assert_eq!(rows.len(), 22);
    let table = CoverageTable(&rows).to_string();
    for line in [
        "investigator       12/12",
        "mythos             51/51",
        "research           32/32",
        "epic monster         9/9",
    ] {
        assert!(table.contains(line), "missing {line:?} in\n{table}");
    }
}

#[test]
fn derived_malformed_entries_are_located_with_suggestions() {
    let found = check(
        r#"[[condition]]
id = "test-curse"
name = "Test Curse"
traits = ["madnes"]
effects = [{ lose_sanit = 1 }, "dealy", { custom = "no-such-hook" }]
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
    content/data/eldritch/test.toml:4:11: condition "test-curse": traits[1]: unknown trait "madnes" (did you mean "madness"?)
    content/data/eldritch/test.toml:5:14: condition "test-curse": effects[1]: unknown effect "lose_sanit" (did you mean "lose_sanity"?)
    content/data/eldritch/test.toml:5:32: condition "test-curse": effects[2]: unknown effect "dealy" (did you mean "delay"?)
    content/data/eldritch/test.toml:5:52: condition "test-curse": effects[3].custom: unknown hook "no-such-hook" (declare it in a [[hook]] table)
    content/data/eldritch/test.toml:6:10: condition "test-curse": source: unknown source "guessed" (expected one of: rulebook, reference, recalled, public)
    content/data/eldritch/test.toml:14:6: encounter "test-card": section[1].at: unknown section "londn" for a america card
    content/data/eldritch/test.toml:16:31: encounter "test-card": section[1].effects[1].gain_condition: no condition "det" (did you mean "debt"?)
    content/data/eldritch/test.toml:16:59: encounter "test-card": section[1].effects[2].test.skill: unknown skill "lora" (did you mean "lore"?)
    content/data/eldritch/test.toml:20:5: path #1: b: no location "space-99" (did you mean "space-19"?)
    content/data/eldritch/test.toml:21:8: path "arkham" - "space-99": kind: unknown path kind "rail" (expected one of: train, ship, uncharted)
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
    content/data/eldritch/test.toml:9:30: encounter "test-bad": section[1].effects[1].may.cost[1]: unknown cost "clue" (did you mean "clues"?)
    content/data/eldritch/test.toml:9:71: encounter "test-bad": section[1].effects[2].fight.monster: no monster "goul" (did you mean "ghoul"?)
    content/data/eldritch/test.toml:9:92: encounter "test-bad": section[1].effects[3].move: no location "space-99" (did you mean "space-19"?)
    content/data/eldritch/test.toml:9:117: encounter "test-bad": section[1].effects[4].choose: a choice has at least two options
    content/data/eldritch/test.toml:9:185: encounter "test-bad": section[1].effects[5].test.dice.count: unknown count "spels" (did you mean "spells"?)
    "#);
}
