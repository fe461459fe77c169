//! Deck list reading and checking: each kind of problem, located; several at once.

use super::*;

/// Roland Banks's position in the investigator table.
fn roland() -> u8 {
    investigator_by_name("roland-banks", false).expect("Roland is in the core set")
}

/// Roland's default deck as deck list lines (`1 01016`): 25 lines, 30 cards.
fn roland_lines() -> Vec<String> {
    let deck = data::default_deck("01001").expect("Roland has a default deck");
    deck.cards.iter().map(|(code, n)| format!("{n} {code}")).collect()
}

/// The problems of a text checked for Roland (standalone), as `(line, column, message)`.
fn problems(text: &str) -> Vec<(u32, u32, String)> {
    match DeckList::parse(text).check(roland(), true) {
        Ok(_) => Vec::new(),
        Err(errors) => errors.0.into_iter().map(|p| (p.at.line, p.at.column, p.error.to_string())).collect(),
    }
}

/// Checks that `text` has exactly one problem, at `line` and `column`, whose message holds `part`.
fn check_one(text: &str, line: u32, column: u32, part: &str) {
    let found = problems(text);
    assert_eq!(found.len(), 1, "{found:#?}");
    let (l, c, message) = &found[0];
    assert_eq!((*l, *c), (line, column), "{message}");
    assert!(message.contains(part), "`{message}` lacks `{part}`");
}

/// Checks that `text` has a problem at `line` and `column` whose message holds `part`.
fn check_has(text: &str, line: u32, column: u32, part: &str) {
    let found = problems(text);
    assert!(
        found.iter().any(|(l, c, m)| (*l, *c) == (line, column) && m.contains(part)),
        "{part}: {found:#?}"
    );
}

/// Roland's 25 lines (30 cards) with one line replaced.
fn with_line(index: usize, replacement: &str) -> String {
    let mut lines = roland_lines();
    lines[index] = replacement.to_owned();
    lines.join("\n")
}

#[test]
fn a_good_file_with_comments_names_and_an_investigator_reads() {
    let mut text = String::from("# Roland, the starter deck\n\ninvestigator: Roland Banks\n");
    for line in roland_lines() {
        text.push_str(&line);
        text.push_str("   # a comment\n");
    }
    text.push_str("1x 01006 Roland's .38 Special\n");
    let list = DeckList::parse(&text);
    assert_eq!(list.investigator(), Some(roland()));
    let deck = list.check(roland(), false).expect("a legal deck");
    assert_eq!(deck.len(), 31, "30 cards and the required card listed");
}

#[test]
fn names_instead_of_codes_and_an_arkhamdb_export_read() {
    let deck = data::default_deck("01001").expect("Roland has a default deck");
    let mut text = String::from(
        "Roland's starter\r\n\r\nRoland Banks\r\nPacks: From Core Set to Core Set\r\n\r\nAssets (12)\r\n",
    );
    for (code, n) in deck.cards {
        let card = data::player_card(code).expect("a player card");
        text.push_str(&format!("{n}x {} (Core Set)\r\n", card.name.replace('\'', "’")));
    }
    let list = DeckList::parse(&text);
    assert_eq!(list.investigator(), Some(roland()));
    assert_eq!(list.check(roland(), false).map(|d| d.len()), Ok(30));
}

#[test]
fn a_name_with_several_levels_means_level_0_unless_a_level_follows() {
    let text = "Roland Banks\n1x Beat Cop (Core Set)\n1 Beat Cop (2) (Core Set)\n1 Beat Cop (3)\n";
    let list = DeckList::parse(text);
    let cards: Vec<&str> = list.entries.iter().map(|e| data::PLAYER_CARDS[usize::from(e.card)].id).collect();
    assert_eq!(cards, ["01018", "01028"]);
    let found = problems(text);
    assert!(
        found.iter().any(|(l, c, m)| (*l, *c) == (4, 3) && m.contains("names several cards")),
        "{found:#?}"
    );
}

#[test]
fn each_reading_problem_is_located() {
    // Line 5 of Roland's 25 lines is `1 01020`.
    check_one(&with_line(4, "1 09999"), 5, 3, "`09999` is not a card code");
    check_one(&with_line(4, "1 01001"), 5, 3, "the investigator Roland Banks, not a player card");
    check_one(&with_line(4, "1x Nife"), 5, 4, "no player card is named `Nife` (did you mean `Knife`?)");
    check_has(&with_line(4, "one 01020"), 5, 1, "expected a card");
    check_has(&with_line(4, "0 01020"), 5, 1, "`0` is not a count");
    check_has(&with_line(4, "300x 01020"), 5, 1, "`300x` is not a count");
    check_has(&with_line(4, "  01020"), 5, 3, "a card line starts with its count, as `1 01020`");
    check_has(&with_line(4, "1"), 5, 2, "a count with no card after it");
    let lines = roland_lines().join("\n");
    check_one(&format!("investigator: rolnd-banks\n{lines}"), 1, 15, "(did you mean `roland-banks`?)");
    check_one(&format!("investigator: roland-banks\n{lines}\ninvestigator: roland-banks"), 27, 15, "second");
    // A first line that is no card is the deck's title; a `key:` line later is a header.
    check_one(&format!("colour: blue\n{lines}\nsize: 30"), 27, 1, "unknown header `size:`");
}

#[test]
fn a_name_after_a_code_must_be_that_cards() {
    let first = roland_lines()[0].clone();
    let code = first.split_whitespace().nth(1).expect("a code").to_owned();
    let name = data::player_card(&code).expect("a card").name;
    assert!(problems(&with_line(0, &format!("{first} {name} (level 0)"))).is_empty());
    assert!(problems(&with_line(0, &format!("{first} # anything at all"))).is_empty());
    let wrong = if name == "Knife" { "Flashlight" } else { "Knife" };
    let column = u32::try_from(first.chars().count() + 2).expect("short");
    check_one(&with_line(0, &format!("{first} {wrong}")), 1, column, "the code is for");
}

#[test]
fn each_deck_building_problem_is_located() {
    let lines = roland_lines();
    let with_extra = |extra: &str| format!("{}\n{extra}", lines.join("\n"));
    check_one(
        &with_extra("1 01008"),
        26,
        3,
        "`Daisy's Tote Bag` (01008) belongs in Daisy Walker's deck only",
    );
    check_one(&with_extra("1 01097"), 26, 3, "`Paranoia` (01097) is a basic weakness");
    check_one(&with_extra("2 01006"), 26, 3, "2 copies of this title, at most 1");
    check_one(&with_line(0, "1 01060"), 1, 3, "(level 0, Mystic) is outside the deck-building options");
    check_one(&format!("investigator: roland-banks\n{}", lines[1..].join("\n")), 1, 15, "29 cards");
    check_one(&lines[1..].join("\n"), 1, 1, "Roland Banks's deck size is 30");
    check_one(&format!("investigator: daisy-walker\n{}", lines.join("\n")), 1, 15, "for Daisy Walker");
    let mut three = lines.clone();
    (three[20], three[21]) = ("3 01086".to_owned(), "1 01087".to_owned());
    check_one(&three.join("\n"), 21, 3, "`Knife` (01086): 3 copies of this title, at most 2");
    // Line 21 is `2 01086`; one Knife becomes a Police Badge (level 2).
    let levelled = with_line(20, "1 01086\n1 01027");
    assert!(DeckList::parse(&levelled).check(roland(), true).is_ok(), "standalone takes level 1+");
    let found = DeckList::parse(&levelled).check(roland(), false).expect_err("level 1+ in a campaign");
    assert_eq!(found.0.len(), 1, "{found}");
    assert_eq!(found.0[0].at, Place { line: 22, column: 3 });
    assert!(found.to_string().contains("a campaign starts with level 0 cards"), "{found}");
}

#[test]
fn every_problem_is_reported_in_one_run_in_text_order() {
    let mut lines = roland_lines();
    lines[2] = "1 09999".to_owned();
    lines[5] = "x 01021".to_owned();
    lines[9] = "1 01060".to_owned();
    lines.push("1 01097 Amnesia".to_owned());
    let text = lines.join("\n");
    let found = problems(&text);
    let places: Vec<(u32, u32)> = found.iter().map(|(l, c, _)| (*l, *c)).collect();
    assert_eq!(places, [(1, 1), (3, 3), (6, 1), (10, 3), (26, 3), (26, 9)], "{found:#?}");
    let shown = DeckList::parse(&text).check(roland(), true).expect_err("bad").to_string();
    assert_eq!(shown.lines().count(), 6, "{shown}");
    assert!(shown.starts_with("line 1, column 1: 29 cards besides the required ones"), "{shown}");
    assert!(
        shown.ends_with("line 26, column 9: the code is for `Paranoia` (01097), not `Amnesia`"),
        "{shown}"
    );
}

#[test]
fn a_standalone_deck_allows_under_50_experience() {
    assert_eq!(standalone_weaknesses(9), Some(0));
    assert_eq!(standalone_weaknesses(49), Some(4));
    assert_eq!(standalone_weaknesses(50), None);
}

#[test]
fn the_inline_form_reads_codes_and_counts() {
    let deck = data::default_deck("01001").expect("Roland has a default deck");
    let text: Vec<String> = deck.cards.iter().map(|(code, n)| format!("{code}:{n}")).collect();
    assert_eq!(DeckList::parse_inline(&text.join(",")).check(roland(), true).map(|d| d.len()), Ok(30));
    let found = DeckList::parse_inline("01016:3, 09999").check(roland(), true).expect_err("bad");
    let columns: Vec<u32> = found.0.iter().map(|p| p.at.column).collect();
    assert_eq!(columns, [1, 1, 10], "{found}");
}

#[test]
fn a_seat_deck_option_names_its_investigator_and_is_checked() {
    use tabletop_core::Game as _;
    use tabletop_core::game::Options;
    let daisy = data::default_deck("01002").expect("Daisy has a default deck");
    let mut text = String::from("investigator: daisy-walker\n");
    for (code, n) in daisy.cards {
        text.push_str(&format!("{n} {code}\n"));
    }
    let config = crate::ArkhamLcg::config(&Options::players(2).with("deck1", &text)).expect("legal");
    let walker = investigator_by_name("daisy-walker", false).expect("Daisy");
    assert_eq!(config.investigators, [walker, roland()], "seat 2 takes the first default left");
    assert_eq!(config.decks[0].len(), 30);

    let options = Options::players(2).with("investigators", "roland-banks").with("deck1", &text);
    let error = crate::ArkhamLcg::config(&options).expect_err("Daisy's list for Roland");
    assert!(error.to_string().contains("line 1, column 15: this deck list is for Daisy Walker"), "{error}");

    let options = Options::players(2).with("deck1", &text).with("decks", "01016:2");
    let error = crate::ArkhamLcg::config(&options).expect_err("two lists for seat 1");
    assert!(error.to_string().contains("`deck1`: seat 1 also has a list in `decks`"), "{error}");

    let options = Options::players(1).with("deck2", &text);
    assert!(crate::ArkhamLcg::config(&options).is_err(), "no seat 2 in a solo game");
}

#[test]
fn an_unknown_code_suggests_the_code_of_the_name_written_after_it() {
    check_one(
        &with_line(4, "1 01917 Physical Training"),
        5,
        3,
        "(did you mean `01017` (Physical Training)?)",
    );
}
