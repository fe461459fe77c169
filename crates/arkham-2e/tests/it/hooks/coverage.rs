//! Every hook has a test: a `#[test]` function named `hook_<name>_…` (the hook's TOML name with
//! `_` for `-`), or a rulebook test listed in [`ELSEWHERE`].
//!
//! The hooks are read from the `Hook::name` match of the schema (which the compiler holds to
//! every variant of the enum), and the tests from the sources of this test binary.

use std::collections::BTreeMap;

/// The schema's `Hook` enum, with the exhaustive `name` match.
const HOOK_ENUM: &str = include_str!("../../../../../content/src/arkham_2e/hook.rs");

/// The sources of the integration tests.
const SOURCES: &[(&str, &str)] = &[
    ("ancient.rs", include_str!("../ancient.rs")),
    ("derived.rs", include_str!("../derived.rs")),
    ("examples.rs", include_str!("../examples.rs")),
    ("lasting.rs", include_str!("../lasting.rs")),
    ("rules.rs", include_str!("../rules.rs")),
    ("hooks/abilities.rs", include_str!("abilities.rs")),
    ("hooks/battle.rs", include_str!("battle.rs")),
    ("hooks/cards.rs", include_str!("cards.rs")),
    ("hooks/encounters.rs", include_str!("encounters.rs")),
    ("hooks/environments.rs", include_str!("environments.rs")),
    ("hooks/gates.rs", include_str!("gates.rs")),
    ("hooks/items.rs", include_str!("items.rs")),
    ("hooks/locations.rs", include_str!("locations.rs")),
    ("hooks/mythos.rs", include_str!("mythos.rs")),
    ("hooks/places.rs", include_str!("places.rs")),
    ("hooks/rules.rs", include_str!("rules.rs")),
    ("hooks/vocabulary.rs", include_str!("vocabulary.rs")),
];

/// Hooks whose test is a rulebook example or derived case, named by the house convention
/// (`example_NN_…`, `derived_NN_…`) rather than after the hook.
const ELSEWHERE: &[(&str, &str)] = &[
    ("elder-sign", "derived_58_sixth_elder_sign_wins"),
    ("elder-thing", "example_33_elder_thing_takes_a_weapon_or_spell"),
    ("heal", "example_35_casting_heal_pays_sanity_first"),
    ("nightgaunt", "example_38_nightgaunt_draws_through_the_nearest_gate"),
];

/// Every hook's TOML name, from the lines `Hook::Variant => "name",` of `Hook::name`.
fn hooks() -> Vec<&'static str> {
    HOOK_ENUM
        .lines()
        .filter_map(|line| line.trim().strip_prefix("Hook::"))
        .filter_map(|rest| rest.split_once(" => \""))
        .filter_map(|(_, name)| name.strip_suffix("\","))
        .collect()
}

/// The names of the `#[test]` functions in the sources.
fn tests() -> Vec<&'static str> {
    let mut names = Vec::new();
    for (_, source) in SOURCES {
        let mut lines = source.lines();
        while let Some(line) = lines.next() {
            if line.trim() != "#[test]" {
                continue;
            }
            let next = lines.next().unwrap_or("");
            if let Some(name) =
                next.trim().strip_prefix("fn ").and_then(|r| r.split_once('(')).map(|(n, _)| n)
            {
                names.push(name);
            }
        }
    }
    names
}

#[test]
fn every_hook_has_a_test_named_after_it() {
    let hooks = hooks();
    // One name per variant of the enum (each has a `#[serde(rename)]`).
    assert_eq!(hooks.len(), HOOK_ENUM.matches("#[serde(rename = ").count(), "the name match is read whole");
    assert!(hooks.len() > 100, "hooks read: {}", hooks.len());
    let tests = tests();
    // A test counts for the longest hook its name starts with (`hook_research_materials_…` is
    // Research Materials', not Research's).
    let mut tested: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for test in &tests {
        let Some(rest) = test.strip_prefix("hook_") else { continue };
        let owner = hooks
            .iter()
            .filter(|h| {
                let snake = h.replace('-', "_");
                rest == snake || rest.starts_with(&format!("{snake}_"))
            })
            .max_by_key(|h| h.len());
        match owner {
            Some(hook) => tested.entry(hook).or_default().push(test),
            None => panic!("{test} names no hook"),
        }
    }
    for (hook, test) in ELSEWHERE {
        assert!(tests.contains(test), "{test} (the test of {hook}) exists");
        tested.entry(hook).or_default().push(test);
    }
    let missing: Vec<&str> = hooks.iter().copied().filter(|h| !tested.contains_key(h)).collect();
    assert!(missing.is_empty(), "{} of {} hooks have no test: {missing:?}", missing.len(), hooks.len());
}
