use std::path::Path;

use crate::{CoverageTable, GameInput, SourceFile};

/// The real Arkham Horror data, with `replace` (file name, text) put in for that file (or added).
fn check_with(name: &str, text: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content/data");
    let inputs = crate::load(&dir).expect("the real data directory loads");
    let mut input: GameInput =
        inputs.into_iter().find(|input| input.game == "arkham-2e").expect("arkham-2e data");
    let path = format!("content/data/arkham-2e/{name}");
    input.files.retain(|file| file.path != path);
    input.files.push(SourceFile::new(&path, text));
    match crate::compile_one(&input, true) {
        Ok(_) => String::new(),
        Err(diagnostics) => diagnostics.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"),
    }
}

#[test]
fn real_content_compiles_and_covers_the_components() {
    assert_eq!(check_with("test.toml", ""), "");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content/data");
    let mut rows = crate::coverage(&dir).unwrap_or_default();
    rows.retain(|row| row.game == "arkham-2e");
    insta::assert_snapshot!(CoverageTable(&rows).to_string());
}

#[test]
fn a_wrong_reference_is_located_with_a_suggestion() {
    let found = check_with(
        "test.toml",
        r#"[[monster]]
id = "arkham-2e/monster/test"
name = "Test"
copies = 1
dimension = "sqare"
movement = "normal"
awareness = 0
toughness = 1
source = "designed"

[[location]]
id = "arkham-2e/location/test"
name = "Test"
neighbourhood = "arkham-2e/neighbourhood/dowtown"
stable = true
source = "designed"

[[mythos]]
id = "arkham-2e/mythos/test"
name = "Test"
kind = "headline"
gate = "arkham-2e/location/black-cav"
effects = [{ mony = 2 }, { move_to = "arkham-2e/location/wods" }]
source = "designed"
"#,
    );
    insta::assert_snapshot!(found);
}

#[test]
fn a_file_below_the_minimum_count_is_an_error() {
    // The real monsters without the last entry (the Zombie's 3 tokens, which name no hook).
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content/data/arkham-2e/monsters.toml");
    let real = std::fs::read_to_string(path).expect("the real monsters file");
    let (kept, last) = real.rsplit_once("[[monster]]").expect("monster entries");
    assert!(last.contains("\"Zombie\"") && last.contains("copies = 3"), "the last entry is the Zombie");
    let found = check_with("monsters.toml", kept);
    assert_eq!(
        found,
        "content/data/arkham-2e: arkham-2e monster: found 57 of the 60 the box holds (is a file missing or emptied?)"
    );
}

#[test]
fn an_unknown_hook_is_refused_and_an_encounter_must_be_for_its_neighbourhood() {
    let found = check_with(
        "test.toml",
        r#"[[location_card]]
id = "arkham-2e/location-card/test"
neighbourhood = "arkham-2e/neighbourhood/downtown"
source = "designed"

[[location_card.encounter]]
location = "arkham-2e/location/woods"
effects = [{ hook = "strong-mnd" }]
"#,
    );
    insta::assert_snapshot!(found);
}

#[test]
fn a_rumor_with_a_clue_and_a_card_without_its_gate_are_refused() {
    let found = check_with(
        "test.toml",
        r#"[[mythos]]
id = "arkham-2e/mythos/test-rumor"
name = "Test Rumor"
kind = "rumor"
gate = "arkham-2e/location/woods"
clue = "arkham-2e/location/woods"
white = ["star"]
rule = "the-great-ritual"
source = "designed"

[[mythos]]
id = "arkham-2e/mythos/test-headline"
name = "Test Headline"
kind = "headline"
effects = [{ terror = 1 }]
source = "designed"
"#,
    );
    insta::assert_snapshot!(found, @r#"
    content/data/arkham-2e/test.toml:6:1: mythos card "test-rumor": a Rumor (or a card of no type) places no Clue
    content/data/arkham-2e/test.toml:11:1: mythos card "test-headline": a Mythos card names its gate and its monster movement
    "#);
}
