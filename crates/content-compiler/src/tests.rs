//! Tests of the compiler: the real content, plus small fixture files that show each kind of
//! diagnostic with its exact text and location.

use std::path::{Path, PathBuf};

use crate::reader::{did_you_mean, edit_distance};
use crate::{CoverageTable, GameInput, SourceFile, compile, compile_game, coverage};

/// The real `content/data` directory.
fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content/data")
}

/// Compiles the real Arnak data plus `fixture` as `content/data/arnak/test.toml` and returns the
/// diagnostics, one per line (empty when it compiles).
fn check(fixture: &str) -> String {
    let inputs = crate::load(&data_dir()).expect("the real data directory loads");
    let mut input: GameInput = inputs.into_iter().find(|input| input.game == "arnak").expect("arnak data");
    input.files.push(SourceFile::new("content/data/arnak/test.toml", fixture));
    match compile_game(&input) {
        Ok(_) => String::new(),
        Err(diagnostics) => diagnostics.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"),
    }
}

/// Every hook name, as a message lists them.
const ALL_HOOKS: &str = "\"all-travel-is-planes-this-round\", \"compass-per-archaeologist-on-map\", \"crystal-earring\", \"decorated-horn\", \"gain-item-to-deck-top\", \"ignore-guardian-fear-this-round\", \"move-to-camp-activate-twice\", \"obsidian-earring\", \"ornate-hammer\", \"rescue-assistant\", \"return-slotted-idol\", \"tent-activate-own-site\", \"use-supply-assistant-gold\", \"use-supply-assistant-silver\"";

#[test]
fn derived_misspelled_key_and_hook_the_engine_does_not_have_are_both_reported() {
    let found = check(
        r#"[[card]]
id = "arnak/item/whip-copy"
kind = "item"
name = "Whip"
cost = 2
fre = true
travel = ["car"]
effect = [{ gian = { coin = 1 } }, { custom = "no-such-hook" }]
source = "reference"
"#,
    );
    assert_eq!(
        found,
        r#"content/data/arnak/test.toml:6:1: card "whip-copy": unknown key "fre" (did you mean "free"?)
content/data/arnak/test.toml:8:13: card "whip-copy": effect[1]: unknown effect "gian" (did you mean "gain"?)
content/data/arnak/test.toml:8:47: card "whip-copy": effect[2].custom: unknown value "no-such-hook" (expected {HOOKS})"#
            .replace("{HOOKS}", ALL_HOOKS)
    );
}

#[test]
fn derived_misspelled_hook_gets_a_suggestion() {
    let found = check(
        r#"[[card]]
id = "arnak/artifact/earring-copy"
kind = "artifact"
name = "Earring"
cost = 4
vp = 2
travel = ["plane"]
effect = [{ custom = "obsidian-earing" }]
source = "recalled"
"#,
    );
    assert_eq!(
        found,
        r#"content/data/arnak/test.toml:8:22: card "earring-copy": effect[1].custom: unknown value "obsidian-earing" (did you mean "obsidian-earring"?)"#
    );
}

#[test]
fn derived_dangling_research_space() {
    let found = check(
        r#"[board]
id = "test"
name = "Test Temple"
discover_cost = [3, 6]
source = "recalled"
camp = [{ id = "coins", name = "Coins", resource = "coin", effect = [{ gain = { coin = 2 } }], spaces = [{ travel = ["boot"] }] }]
spot = [{ id = "a", level = 1, row = 1, travel = ["car"] }]

[board.research]
temple_slots_vp = [5]
foundations = [{ coin = 1 }, { jewel = 1 }, { arrowhead = 1 }]
space = [{ id = "1a", level = 1 }]
link = [
    { from = "start", to = "1a", cost = { coin = 1 } },
    { from = "1b", to = "temple", cost = { jewel = 1 } },
]
level = [{ level = 1, magnifier = [{ draw = 1 }], magnifier_vp = 1, notebook_vp = 1 }]
"#,
    );
    assert_eq!(
        found,
        r#"content/data/arnak/test.toml:9:1: board "test": research: no link leads to the temple (to = "temple")
content/data/arnak/test.toml:12:10: board "test": research space "1a" has no link leading on from it
content/data/arnak/test.toml:15:14: board "test": research.link[2].from: no research space "1b" on this board (did you mean "1a"?)"#
    );
}

#[test]
fn derived_duplicate_id() {
    let found = check(
        r#"[[guardian]]
id = "arnak/guardian/twin"
name = "Twin"
cost = { coin = 1 }
boon = [{ draw = 1 }]
source = "recalled"

[[guardian]]
id = "arnak/guardian/twin"
name = "Twin again"
cost = { coin = 2 }
boon = [{ draw = 1 }]
source = "recalled"
"#,
    );
    assert_eq!(
        found,
        r#"content/data/arnak/test.toml:9:1: guardian "twin": duplicate id "arnak/guardian/twin" (first defined at content/data/arnak/test.toml:1:1)"#
    );
}

#[test]
fn derived_out_of_range_and_wrong_type() {
    let found = check(
        r#"[[card]]
id = "arnak/item/golden-pan"
kind = "item"
name = "Golden Pan"
cost = 99
vp = "two"
travel = ["car", "ship", "plane"]
effect = [{ draw = 9 }]
source = "reference"
"#,
    );
    assert_eq!(
        found,
        r#"content/data/arnak/test.toml:5:8: card "golden-pan": cost: 99 is out of range (0..=12)
content/data/arnak/test.toml:6:6: card "golden-pan": vp: invalid type: string "two", expected an integer
content/data/arnak/test.toml:7:10: card "golden-pan": travel: a card shows one or two travel icons
content/data/arnak/test.toml:8:20: card "golden-pan": effect[1].draw: 9 is out of range (1..=5)"#
    );
}

#[test]
fn derived_names_read_escaped_and_refuse_other_types() {
    // An escaped string is unescaped into a new string; it reads like any other into the table's
    // `&'static str`, and a number in its place is "expected a string" (not serde's "a borrowed
    // string", which says nothing to a designer).
    let escaped = r#"[[card]]
id = "arnak/item/quoted-pan"
kind = "item"
name = "The \"Golden\" Pan\u00e9"
cost = 2
travel = ["car"]
effect = [{ draw = 1 }]
source = "reference"
"#;
    assert_eq!(check(escaped), "");
    let found = check(&escaped.replace(r#"name = "The \"Golden\" Pan\u00e9""#, "name = 7"));
    assert_eq!(
        found,
        r#"content/data/arnak/test.toml:4:8: card "quoted-pan": name: invalid type: integer `7`, expected a string"#
    );
}

#[test]
fn derived_unknown_names_are_suggested() {
    let found = check(
        r#"[[site]]
id = "arnak/site/i-test"
name = "Test site"
level = 1
effect = [{ travel = ["shipp"] }, { gain = { jewl = 1 } }, { activate_site = { sites = "camps" } }, "exile_slef"]
source = "recalled"

[[sites]]
id = "arnak/site/oops"
"#,
    );
    assert_eq!(
        found,
        r#"content/data/arnak/test.toml:5:23: site "i-test": effect[1].travel[1]: unknown value "shipp" (did you mean "ship"?)
content/data/arnak/test.toml:5:46: site "i-test": effect[2].gain: unknown key "jewl" (did you mean "jewel"?)
content/data/arnak/test.toml:5:88: site "i-test": effect[3].activate_site.sites: unknown value "camps" (did you mean "camp"?)
content/data/arnak/test.toml:5:101: site "i-test": effect[4]: unknown effect "exile_slef" (did you mean "exile_self"?)
content/data/arnak/test.toml:8:3: unknown table "sites" (did you mean "site"?)"#
    );
}

#[test]
fn derived_one_effect_per_table_and_hook_declarations() {
    let found = check(
        r#"[[bonus_tile]]
id = "arnak/bonus/double"
name = "Double"
effect = [{ gain = { coin = 1 }, draw = 1 }]
source = "recalled"

[[hook]]
name = "crystal-earing"
rule = "Misspelled."

[[hook]]
name = "crystal-earring"
rule = "Declared twice."
"#,
    );
    assert_eq!(
        found,
        r#"content/data/arnak/test.toml:4:13: bonus tile "double": effect[1]: one effect per table: found "draw" and "gain" (write them as two items of the list)
content/data/arnak/test.toml:8:8: hook #1: name: unknown value "crystal-earing" (did you mean "crystal-earring"?)
content/data/arnak/test.toml:11:1: hook #2: duplicate id "crystal-earring" (first defined at content/data/arnak/hooks.toml:15:1)"#
    );
}

#[test]
fn derived_syntax_error_is_located() {
    let found = check("[[card]\nid = \"arnak/item/broken\"\n");
    let first = found.lines().next().unwrap_or_default();
    assert_eq!(first, "content/data/arnak/test.toml:1:8: invalid TOML: unclosed array table, expected `]`");
}

#[test]
fn real_content_compiles_without_diagnostics() {
    let generated = compile(&data_dir())
        .map_err(|diagnostics| diagnostics.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"));
    let generated = match generated {
        Ok(generated) => generated,
        Err(diagnostics) => panic!("the real content has problems:\n{diagnostics}"),
    };
    let Some((_, source)) = generated.files.iter().find(|(name, _)| name == "arnak.rs") else {
        panic!("no arnak.rs among {:?}", generated.files.iter().map(|(name, _)| name).collect::<Vec<_>>());
    };
    let header: String =
        source.lines().take_while(|line| line.starts_with("//")).map(|line| format!("{line}\n")).collect();
    insta::assert_snapshot!(header, @r"
    // @generated by content-compiler 0.1.0 from content/data/arnak/*.toml.
    // Do not edit: change the TOML and rebuild. Entries are sorted by id.
    //
    // CARDS            80
    // GUARDIANS        15
    // ASSISTANTS       12
    // SITE_TILES       16
    // IDOLS            16
    // RIVAL_TILES      15
    // HOOKS            14
    // BONUS_TILES      18
    // BOARDS            2
    // PLAYER_BOARD      1
    // TEMPLE_TILES      1
    ");
    let again = compile(&data_dir()).unwrap_or_default();
    assert_eq!(again, generated, "compiling twice gives the same bytes");
}

#[test]
fn real_content_coverage() {
    let mut rows = coverage(&data_dir()).unwrap_or_default();
    rows.retain(|row| row.game == "arnak");
    insta::assert_snapshot!(CoverageTable(&rows).to_string(), @r"
    game       kind             entries     % data-driven hooks  by source
    arnak      basic              16/16  100%          16     0  rulebook 8, reference 8
    arnak      fear               19/19  100%          19     0  rulebook 19
    arnak      item               40/40  100%          38     2  reference 40
    arnak      artifact           35/35  100%          24    11  reference 35
    arnak      guardian           15/15  100%          15     0  reference 15
    arnak      assistant          12/12  100%          12     0  reference 12
    arnak      site I             10/10  100%          10     0  reference 10
    arnak      site II              6/6  100%           6     0  reference 6
    arnak      idol               16/16  100%          16     0  reference 9, recalled 7
    arnak      bonus tile         18/18  100%          18     0  reference 18
    arnak      board side           2/2  100%           1     1  recalled 2
    arnak      player board         1/1  100%           1     0  recalled 1
    arnak      rival tile         15/15  100%          15     0  rulebook 5, recalled 10
    arnak      temple tile        24/24  100%          24     0  rulebook 24
    total: 229/229 components, 14 with hooks
    ");
}

#[test]
fn reader_helpers() {
    assert_eq!(edit_distance("gian", "gain"), 1);
    assert_eq!(edit_distance("kitten", "sitting"), 3);
    assert_eq!(edit_distance("", "abc"), 3);
    assert_eq!(did_you_mean("sorce", ["source", "name"]), Some("source"));
    assert_eq!(did_you_mean("xyz", ["source", "name"]), None);
    let file = SourceFile::new("f.toml", "a = 1\nру = \"x\"\n");
    assert_eq!(file.line_col(0), (1, 1));
    assert_eq!(file.line_col(6), (2, 1));
    // Columns count characters, not bytes: "ру" is 4 bytes, 2 characters.
    assert_eq!(file.line_col(6 + "ру ".len()), (2, 4));
}

#[test]
fn derived_card_rival_and_effect_shapes_are_checked() {
    let found = check(
        r#"[[card]]
id = "arnak/artifact/free-lunch"
kind = "artifact"
name = "Free Lunch"
free = true
copies = 2
travel = ["plane"]
effect = ["exile_self", { exile = 1 }, { pay = { coin = 1 } }, { choose = [[{ draw = 1 }], [{ draw = 2 }]], count = 3 }]
source = "recalled"

[[card]]
id = "arnak/item/wrong-kind"
kind = "basic"
name = "Wrong Kind"
cost = 2
travel = ["boot"]
effect = [{ upgrade = [["jewel", "coin"]] }]
source = "recalled"

[[rival]]
id = "arnak/rival/red-dig"
name = "Red dig"
action = "dig"
resource = "coin"
red = true
arrow = "right"
source = "rulebook"

[[rival]]
id = "arnak/rival/short-discover"
name = "Short discover"
action = "discover"
rounds = ["skip", { level = 1, guardian = true }]
arrow = "left"
source = "rulebook"
"#,
    );
    insta::assert_snapshot!(found, @r#"
    content/data/arnak/test.toml:1:1: card "free-lunch": missing key "cost" (coins for items, compasses for artifacts)
    content/data/arnak/test.toml:5:8: card "free-lunch": artifact effects are main actions: remove `free = true`
    content/data/arnak/test.toml:6:10: card "free-lunch": only fear and basic cards have copies
    content/data/arnak/test.toml:8:35: card "free-lunch": effect[2].exile: effect "exile" takes no value: write "exile"
    content/data/arnak/test.toml:8:40: card "free-lunch": effect[3]: missing key "then" (what the payment buys)
    content/data/arnak/test.toml:8:64: card "free-lunch": effect[4]: count: 3 is more than the 2 options
    content/data/arnak/test.toml:12:1: card "wrong-kind": id "arnak/item/wrong-kind" should look like "arnak/basic/<slug>"
    content/data/arnak/test.toml:15:8: card "wrong-kind": only items and artifacts have a cost
    content/data/arnak/test.toml:17:23: card "wrong-kind": effect[1].upgrade: an upgrade exchanges for a rarer resource
    content/data/arnak/test.toml:20:1: rival tile "red-dig": archaeologist (dig) tiles are neither green nor red: remove `red`
    content/data/arnak/test.toml:29:1: rival tile "short-discover": rounds: list one entry per round I..V, found 2
    "#);
}

#[test]
fn derived_board_local_ids_and_research_levels_are_checked() {
    let found = check(
        r#"[board]
id = "test"
name = "Test Temple"
discover_cost = [3, 6]
source = "recalled"
camp = [
    { id = "coins", name = "Coins", resource = "coin", effect = [{ gain = { coin = 2 } }], spaces = [] },
    { id = "coins", name = "Coins", resource = "coin", effect = [{ gain = { coin = 2 } }], spaces = [{ travel = ["boot"] }] },
]
spot = [{ id = "a", level = 1, row = 1, travel = ["car"] }]

[board.research]
temple_slots_vp = [5]
foundations = [{ coin = 1 }, { jewel = 1 }, { arrowhead = 1 }]
space = [{ id = "1a", level = 1 }, { id = "2a", level = 2 }]
link = [
    { from = "start", to = "1a" },
    { from = "1a", to = "2a" },
    { from = "start", to = "2a" },
    { from = "2a", to = "temple" },
]
level = [
    { level = 1, magnifier_vp = 1, notebook_vp = 1 },
    { level = 1, magnifier_vp = 1, notebook_vp = 1 },
    { level = 3, magnifier_vp = 1, notebook_vp = 1 },
]
"#,
    );
    insta::assert_snapshot!(found, @r#"
    content/data/arnak/test.toml:7:101: board "test": spaces: a camp has one or two spaces
    content/data/arnak/test.toml:8:12: board "test": duplicate camp id "coins"
    content/data/arnak/test.toml:12:1: board "test": research: no [[board.research.level]] for level 2
    content/data/arnak/test.toml:19:5: board "test": a link joins adjacent levels, this one goes from level 0 to level 2
    content/data/arnak/test.toml:24:5: board "test": level 1 is defined twice
    content/data/arnak/test.toml:25:5: board "test": level 3: no research space on this level
    "#);
}

#[test]
fn derived_discover_costs_are_two_small_numbers() {
    let found =
        check("[board]\nid = \"test\"\nname = \"Test\"\ndiscover_cost = [3]\nsource = \"recalled\"\n");
    assert!(
        found.contains(
            "test.toml:4:17: board \"test\": discover_cost: list the compasses for level I and level II, e.g. [3, 6]"
        ),
        "{found}"
    );
    let found =
        check("[board]\nid = \"test\"\nname = \"Test\"\ndiscover_cost = [3, 60]\nsource = \"recalled\"\n");
    assert!(
        found.contains("test.toml:4:17: board \"test\": discover_cost: 60 is out of range (0..=12)"),
        "{found}"
    );
}
