//! Tests of the Arkham Horror: The Card Game compiler module: the real data compiles and covers
//! every card code of the reference data; a wrong reference, a misspelt effect and an illegal
//! default deck give located diagnostics with suggestions.

use std::path::Path;

use crate::{CoverageTable, GameInput, SourceFile, compile_game};

/// Compiles the real data plus `fixture` as a `test.toml` beside it and returns the
/// diagnostics, one per line (empty when it compiles).
fn check(fixture: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content/data");
    let inputs = crate::load(&dir).expect("the real data directory loads");
    let mut input: GameInput =
        inputs.into_iter().find(|input| input.game == "arkham-lcg").expect("arkham-lcg data");
    input.files.push(SourceFile::new("content/data/arkham-lcg/test.toml", fixture));
    match compile_game(&input) {
        Ok(_) => String::new(),
        Err(diagnostics) => diagnostics.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"),
    }
}

#[test]
fn real_content_compiles_and_covers_every_card_code() {
    assert_eq!(check(""), "");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content/data");
    let mut rows = crate::coverage(&dir).unwrap_or_default();
    rows.retain(|row| row.game == "arkham-lcg");
    insta::assert_snapshot!(CoverageTable(&rows).to_string(), @r"
    game       kind             entries     % data-driven hooks  by source
    arkham-lcg investigator         5/5  100%           5     0  reference 5
    arkham-lcg asset              49/49  100%          43     6  reference 49
    arkham-lcg event              26/26  100%          21     5  reference 26
    arkham-lcg skill              10/10  100%          10     0  reference 10
    arkham-lcg weakness           13/13  100%           9     4  reference 13
    arkham-lcg story asset          1/1  100%           1     0  reference 1
    arkham-lcg scenario             3/3  100%           1     2  reference 3
    arkham-lcg agenda               8/8  100%           4     4  reference 8
    arkham-lcg act                  7/7  100%           3     4  reference 7
    arkham-lcg location           24/24  100%          24     0  reference 24
    arkham-lcg enemy              21/21  100%          18     3  reference 21
    arkham-lcg treachery          16/16  100%          13     3  reference 16
    arkham-lcg default deck         5/5  100%           5     0  reference 1, designed 4
    total: 188/188 components, 31 with hooks
    ");
}

#[test]
fn a_wrong_reference_is_located_with_a_suggestion() {
    let found = check(
        r#"[[enemy]]
id = "09001"
name = "Test Ghoul"
ru = "Тест"
set = "torhc"
copies = 1
traits = ["Ghoul"]
fight = 2
health = 2
evade = 2
spawn = { at = ["01113", "0111"] }
source = "reference"

[[card]]
id = "09002"
name = "Test Badge"
ru = "Тест"
kind = "asset"
class = "guardian"
level = 0
cost = 1
copies = 1
signature_of = "01O01"
abilities = [{ timing = "action", effects = [{ discovr = 1 }] }]
source = "reference"

[[agenda]]
id = "09004"
name = "Test Agenda"
ru = "Тест"
set = "torch"
stage = 4
doom = 0
back_enemy = "01111"
source = "reference"
"#,
    );
    insta::assert_snapshot!(found, @r#"
    content/data/arkham-lcg/test.toml:5:7: enemy "09001": set: no encounter set "torhc" (did you mean "torch"?)
    content/data/arkham-lcg/test.toml:11:9: enemy "09001": spawn: no location "0111" (did you mean "01111"?)
    content/data/arkham-lcg/test.toml:23:16: card "09002": signature_of: no investigator "01O01" (did you mean "01001"?)
    content/data/arkham-lcg/test.toml:24:48: card "09002": abilities[1].effects[1]: unknown value "discovr" (did you mean "discover"?)
    content/data/arkham-lcg/test.toml:33:1: agenda "09004": doom: an agenda's threshold is at least 1
    content/data/arkham-lcg/test.toml:34:14: agenda "09004": back_enemy: no enemy "01111" (did you mean "01116"?)
    "#);
}

#[test]
fn a_deck_below_its_minimum_or_outside_its_options_errors() {
    let found = check(
        r#"[[deck]]
investigator = "01001"
cards = { "01016" = 1, "01086" = 3, "01044" = 1, "01007" = 1 }
source = "designed"
"#,
    );
    insta::assert_snapshot!(found, @r#"
    content/data/arkham-lcg/test.toml:3:1: deck #1: cards: 6 cards, but Roland Banks plays a deck of exactly 30
    content/data/arkham-lcg/test.toml:3:34: deck #1: cards: 3 copies of "01086" Knife (deck limit 2, 4 in the box)
    content/data/arkham-lcg/test.toml:3:47: deck #1: cards: Roland Banks may not take "01044" Switchblade (Rogue, level 0)
    content/data/arkham-lcg/test.toml:3:60: deck #1: cards: "01007" Cover Up is a weakness, signature or story card (required cards come from the investigator)
    "#);
}

#[test]
fn hooks_must_be_declared_and_signature_cards_required() {
    let found = check(
        r#"[[card]]
id = "09003"
name = "Test Tome"
ru = "Тест"
kind = "asset"
class = "seeker"
cost = 1
copies = 1
signature_of = "01002"
abilities = [{ timing = "constant", effects = [{ custom = "scryin" }] }]
source = "reference"
"#,
    );
    insta::assert_snapshot!(found, @r#"
    content/data/arkham-lcg/test.toml:9:1: card "09003": signature_of: not an investigator requiring this card
    content/data/arkham-lcg/test.toml:10:59: card "09003": abilities[1].effects[1].custom: unknown value "scryin" (did you mean "scrying"?)
    "#);
}

#[test]
fn a_location_connects_only_to_symbols_its_set_shows() {
    let found = check(
        r#"[[location]]
id = "09005"
name = "Test Cellar"
ru = "Тест"
set = "torch"
shroud = 2
clues = { per_investigator = 1, fixd = 1 }
unrevealed = { symbol = "moon", connections = ["square"] }
revealed = { symbol = "moon", connections = ["hourglass"] }
source = "reference"
"#,
    );
    insta::assert_snapshot!(found, @r#"
    content/data/arkham-lcg/test.toml:7:33: location "09005": clues: unknown key "fixd" (did you mean "fixed"?)
    content/data/arkham-lcg/test.toml:9:1: location "09005": revealed.connections: no other location of set "torch" shows "hourglass"
    "#);
}
