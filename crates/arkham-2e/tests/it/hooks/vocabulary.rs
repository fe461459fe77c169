//! Entries once written as hooks, now in the vocabulary: the Allies' `ignores`, the monsters'
//! `defeated` and `fail`, the Environments' `modifiers` and `toughness`, the special cards'
//! `upkeep` with `discard_on`, the `risk` of gate cards 9 and 27, and Ill Wind's check.

use arkham_2e::testing::monster;

use super::*;

/// Dice of a check now (skill and modifier).
fn dice(state: &State, skill: Check, modifier: i8) -> usize {
    (me(state).skill(skill) + modifier).max(0) as usize
}

/// The checks reported: (dice, successes, need, passed).
fn checks(events: &[Event]) -> Vec<(u8, u8, u8, bool)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Check { dice, successes, need, passed, .. } => Some((dice, successes, need, passed)),
            _ => None,
        })
        .collect()
}

/// In the Uptown streets with 9 Sanity and Stamina, a fight with a `kind`: the Horror check
/// (if any) fails, then a Combat check with these faces (`pass`: 6s, else 1s) is made. Returns
/// the state and the Combat check.
fn fight(kind: &str, environment: Option<&str>, pass: bool) -> (State, (u8, u8, u8, bool), Vec<Event>) {
    let mut state = game(street("uptown"));
    state.hold(true);
    if let Some(card) = environment {
        state.put_in_play(card);
    }
    let p = state.investigator_mut(0);
    (p.sanity, p.max_sanity, p.stamina, p.max_stamina) = (9, 9, 9, 9);
    favour(&mut state, Check::Fight);
    let k = monster(kind);
    let def = &data::MONSTERS[usize::from(k)];
    let horror = def.horror_rating.map(|rating| dice(&state, Check::Horror, rating));
    let mut faces = vec![1; horror.unwrap_or(0)];
    faces.extend(vec![
        if pass { 6 } else { 1 };
        dice(&state, Check::Combat, def.combat_rating.unwrap_or(0)) + 2
    ]);
    state.rig_dice(faces);
    let id = state.put_monster(k, street("uptown"));
    let mut events = state.fight_now(0, id);
    if state.pending() == Some((0, &Pending::Combat)) {
        events.extend(answer(&mut state, Action::Attack));
    }
    let combat = checks(&events)[usize::from(horror.is_some())];
    (state, combat, events)
}

/// The successes the Combat check needs (the monster's toughness now).
fn toughness(kind: &str, environment: Option<&str>) -> u8 {
    fight(kind, environment, false).1.2
}

#[test]
fn environments_raise_the_toughness_they_name() {
    assert_eq!(toughness("cultist", None), 1);
    assert_eq!(toughness("cultist", Some("the-festival")), 2);
    assert_eq!(toughness("zombie", Some("the-chill-of-the-grave")), 2, "the Undead");
    assert_eq!(toughness("cultist", Some("the-chill-of-the-grave")), 1);
    assert_eq!(toughness("fire-vampire", Some("heat-wave")), 2);
    assert_eq!(toughness("ghoul", Some("things-of-darkness")), 2);
}

#[test]
fn environments_modify_checks_in_arkham() {
    for (card, skill, by) in [
        ("heat-wave", Check::Fight, -1),
        ("heat-wave", Check::Lore, 1),
        ("blackest-night", Check::Luck, -1),
        ("blackest-night", Check::Sneak, 1),
        ("an-evil-fog", Check::Will, -1),
    ] {
        let mut state = game(street("uptown"));
        state.hold(true);
        state.put_in_play(card);
        let plain = dice(&state, skill, 0);
        state.rig_dice(vec![1; plain + 1]);
        let events = state.check_now(0, skill, 0, 1);
        assert_eq!(checks(&events)[0].0 as i64, plain as i64 + by, "{card}: {skill:?}");
    }
}

#[test]
fn mi_go_and_warlock_give_their_reward_instead_of_a_trophy() {
    for (kind, unique, clues) in [("mi-go", 1, 0), ("warlock", 0, 2)] {
        let (state, combat, events) = fight(kind, None, true);
        assert!(combat.3, "{kind} defeated");
        let uniques = gained(&events).iter().filter(|&&c| deck_of(c) == data::Deck::UniqueItem).count();
        assert_eq!((uniques, me(&state).clues), (unique, clues), "{kind}");
        assert!(me(&state).monster_trophies.is_empty(), "{kind} goes back to the box");
    }
}

#[test]
fn dimensional_shambler_loses_a_failed_fighter_in_time_and_space() {
    let (state, combat, events) = fight("dimensional-shambler", None, false);
    assert!(!combat.3);
    assert!(lost_in_time(&events));
    assert_eq!(state.combat(), None);
}

#[test]
fn ill_wind_curses_the_first_player_on_a_failed_luck_check() {
    let mut state = game(street("uptown"));
    state.hold(true);
    rig_check(&mut state, Check::Luck, -1, false);
    state.mythos_now("ill-wind-grips-arkham");
    assert_eq!(me(&state).specials.fortune, Fortune::Cursed);
}

#[test]
fn risk_rolls_a_die_per_point_and_pays_clues_for_successes() {
    let mut state = game(in_world("yuggoth"));
    state.hold(true);
    state.investigator_mut(0).sanity = 3;
    state.rig_dice([6, 5, 1]);
    state.resolve_effects(0, gate("09", "other"));
    assert_eq!((me(&state).sanity, me(&state).clues), (2, 2));
}

/// A solo game with this investigator as dealt at setup (its fixed possessions).
fn dealt(name: &str) -> State {
    let options = Options::players(1).with("ancient-one", "azathoth").with("investigators", name);
    let config = ArkhamHorror::config(&options).expect("config");
    ArkhamHorror::setup(&config, 5).expect("setup")
}

#[test]
fn starting_retainer_and_blessing_are_held_as_statuses() {
    let darrell = dealt("darrell-simmons");
    let p = &darrell.investigators()[0];
    assert!(p.specials.retainer, "Darrell Simmons starts with a Retainer");
    assert!(!p.cards.iter().any(|h| data::CARDS[usize::from(h.card)].deck == data::Deck::Special));

    let mary = dealt("sister-mary");
    assert_eq!(mary.investigators()[0].specials.fortune, Fortune::Blessed, "Sister Mary starts Blessed");
}

#[test]
fn a_retainer_pays_two_dollars_each_upkeep_from_its_card() {
    let mut state = game(street("uptown"));
    state.investigator_mut(0).specials.retainer = true;
    state.rig_dice([3]);
    state.turn_now(Phase::Upkeep, 0);
    assert_eq!(me(&state).money, 2);
    assert!(me(&state).specials.retainer);
    state.rig_dice([1]);
    state.turn_now(Phase::Upkeep, 0);
    assert_eq!(me(&state).money, 4);
    assert!(!me(&state).specials.retainer, "discarded on a 1");
}
