use std::path::Path;

use crate::{CoverageTable, GameInput, SourceFile, compile_game};

/// Compiles the real Evil High Priest data plus `fixture` as a `test.toml` beside it and
/// returns the diagnostics, one per line (empty when it compiles).
fn check(fixture: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content/data");
    let inputs = crate::load(&dir).expect("the real data directory loads");
    let mut input: GameInput =
        inputs.into_iter().find(|input| input.game == "evil-priest").expect("evil-priest data");
    input.files.push(SourceFile::new("content/data/evil-priest/test.toml", fixture));
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
    rows.retain(|row| row.game == "evil-priest");
    insta::assert_snapshot!(CoverageTable(&rows).to_string(), @r"
    game       kind             entries     % data-driven hooks  by source
    evil-priest priest space         5/5  100%           5     0  rulebook 5
    evil-priest town space         13/13  100%          13     0  rulebook 13
    evil-priest ritual               5/5  100%           5     0  rulebook 5
    evil-priest chamber            40/40  100%          40     0  rulebook 3, designed 37
    evil-priest generic monster     15/15  100%          15     0  designed 15
    evil-priest unique monster     12/12  100%          12     0  rulebook 3, designed 9
    evil-priest investigator       10/10  100%           9     1  rulebook 1, reference 2, designed 7
    evil-priest priest card        10/10  100%           8     2  reference 4, designed 6
    evil-priest avatar               4/4  100%           4     0  rulebook 3, designed 1
    evil-priest cult board           6/6  100%           6     0  rulebook 1, designed 5
    total: 120/120 components, 3 with hooks
    ");
}

#[test]
fn derived_mistakes_are_located_with_suggestions() {
    let found = check(
        r#"[[chamber]]
id = "evil-priest/chamber/test-vault"
name = "Test Vault"
copies = 1
defense = 2
storage = [{ blod = 2 }]
on_gain = [{ gian = { magic = 1 } }, "chamberr"]
source = "designed"

[[monster]]
id = "evil-priest/monster/test"
name = "Test"
deck = "unique"
defense = 3
trigger = "on_gain"
source = "guessed"
"#,
    );
    insta::assert_snapshot!(found, @r#"
        content/data/evil-priest/test.toml:6:14: chamber "test-vault": storage[1]: unknown value "blod" (did you mean "blood"?)
        content/data/evil-priest/test.toml:7:14: chamber "test-vault": on_gain[1]: unknown value "gian" (did you mean "gain"?)
        content/data/evil-priest/test.toml:7:38: chamber "test-vault": on_gain[2]: unknown value "chamberr" (did you mean "chamber"?)
        content/data/evil-priest/test.toml:16:10: monster "test": source: unknown value "guessed" (expected "rulebook", "reference", "recalled", "designed")
        "#);
}

#[test]
fn derived_a_hook_the_engine_does_not_have_is_refused_with_a_suggestion() {
    let found = check(
        r#"[[priest]]
id = "evil-priest/priest/test"
name = "Test"
effects = [{ custom = "shan-quen" }]
source = "designed"
"#,
    );
    assert_eq!(
        found,
        r#"content/data/evil-priest/test.toml:4:23: priest card "test": effects[1].custom: unknown value "shan-quen" (did you mean "shan-queen"?)"#
    );
}

#[test]
fn derived_board_links_and_counts_are_checked() {
    let found = check(
        r#"[board]
id = "test-board"
name = "Test"
rule = "cthulhu"
source = "designed"

[[board.node]]
id = "start"
name = "Start"
kind = "one_shot"
start = true
links = ["middle"]
source = "designed"

[[board.node]]
id = "lonely"
name = "Lonely"
kind = "reusable"
source = "designed"
"#,
    );
    insta::assert_snapshot!(found, @r#"
        content/data/evil-priest/test.toml:2:1: board "test-board": a cult board has 13 Elder Sign spaces, found 2
        content/data/evil-priest/test.toml:2:1: board "test-board": node "lonely" cannot be reached from a start space
        content/data/evil-priest/test.toml:7:9: board "test-board": node "lonely": a reusable space needs an action
        content/data/evil-priest/test.toml:12:9: board "test-board": node[1].links: no node "middle" on this board
        "#);
}
