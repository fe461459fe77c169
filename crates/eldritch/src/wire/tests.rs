//! Unit tests of the wire form: every engine step's own list is registered and found again.

use super::*;

/// The names of the statics holding effect lists, offers, tests, fights or options in a source
/// file (`static NAME: &[Effect] = ...`).
fn statics(source: &str) -> Vec<String> {
    let kinds = ["Effect", "OfferDef", "TestDef", "FightDef"];
    source
        .lines()
        .filter_map(|line| {
            let rest = line.trim_start().trim_start_matches("pub(crate) ").strip_prefix("static ")?;
            let (name, ty) = rest.split_once(':')?;
            let ty = ty.split('=').next().unwrap_or_default();
            kinds.iter().any(|kind| ty.contains(kind)).then(|| name.trim().to_lowercase())
        })
        .collect()
}

#[test]
fn derived_every_engine_list_is_registered_by_name() {
    let sources = [
        ("complex", include_str!("../hooks/complex.rs")),
        ("monsters", include_str!("../hooks/monsters.rs")),
        ("mythos", include_str!("../hooks/mythos.rs")),
        ("possessions", include_str!("../hooks/possessions.rs")),
        ("rules", include_str!("../rules/mod.rs")),
        ("rumor", include_str!("../rumor.rs")),
    ];
    let mut engine = Vec::new();
    crate::hooks::wire_lists(&mut engine);
    crate::rules::wire_lists(&mut engine);
    crate::rumor::wire_lists(&mut engine);
    let registered: Vec<&str> = engine.iter().map(|(name, _)| *name).collect();
    let mut count = 0;
    for (module, source) in sources {
        for name in statics(source) {
            let key = format!("engine/{module}/{name}");
            assert!(registered.contains(&key.as_str()), "{key} is not in its module's `wire_lists`");
            count += 1;
        }
    }
    assert_eq!(count, registered.len(), "{registered:?}");
    // Names in other source files would be missed: the engine's lists live in these files only.
    let elsewhere = [
        include_str!("../effects.rs"),
        include_str!("../cards.rs"),
        include_str!("../ability.rs"),
        include_str!("../ancient.rs"),
        include_str!("../lib.rs"),
        include_str!("../apply.rs"),
        include_str!("../view.rs"),
        include_str!("../hooks/location.rs"),
        include_str!("../hooks/research.rs"),
        include_str!("../hooks/mod.rs"),
    ];
    for source in elsewhere {
        assert_eq!(statics(source), Vec::<String>::new());
    }
}

#[test]
fn every_list_is_found_again_at_its_place() {
    let lists = tabletop_core::places::check_every_place::<List>().unwrap_or_else(|e| panic!("{e}"));
    assert!(lists > 1_000, "{lists} lists");
}
