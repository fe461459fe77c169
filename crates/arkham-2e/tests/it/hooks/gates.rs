//! Other World encounters written in the effect vocabulary.

use super::*;

#[test]
fn gate_02_other_ripple_burns_a_spell() {
    let mut state = game(in_world("yuggoth"));
    state.give_card(0, card("wither"));
    rig_check(&mut state, Check::Lore, -1, false);
    // The only Spell is the only answer: it burns without asking.
    state.resolve_effects(0, gate("02", "other"));
    assert!(!holds(&state, "wither"));
}

#[test]
fn gate_08_city_gives_clues_then_a_luck_check() {
    let mut state = game(in_world("city-of-the-great-race"));
    rig_check(&mut state, Check::Luck, -1, false);
    state.resolve_effects(0, gate("08", "city-of-the-great-race"));
    answer(&mut state, Action::Accept);
    assert_eq!((me(&state).clues, me(&state).sanity), (2, me(&state).max_sanity - 2));
}

#[test]
fn gate_08_yuggoth_mocking_head_costs_two_sanity() {
    let mut state = game(in_world("yuggoth"));
    rig_check(&mut state, Check::Will, -2, false);
    state.resolve_effects(0, gate("08", "yuggoth"));
    assert_eq!(me(&state).sanity, me(&state).max_sanity - 2);
}

#[test]
fn gate_10_dreamlands_secret_takes_all_sanity_on_a_fail() {
    let mut state = game(in_world("the-dreamlands"));
    rig_check(&mut state, Check::Lore, -1, false);
    let events = state.resolve_effects(0, gate("10", "the-dreamlands"));
    assert!(events.iter().any(|e| matches!(e, Event::KnockedOut { insane: true, .. })));

    let mut state = game(in_world("the-dreamlands"));
    rig_check(&mut state, Check::Lore, -1, true);
    state.resolve_effects(0, gate("10", "the-dreamlands"));
    assert_eq!(me(&state).clues, 4);
}

#[test]
fn gate_13_city_device_brings_the_investigator_home() {
    let mut state = game(in_world("city-of-the-great-race"));
    state.put_gate(location("woods"), world("city-of-the-great-race"));
    rig_check(&mut state, Check::Sneak, -1, true);
    let events = state.resolve_effects(0, gate("13", "city-of-the-great-race"));
    assert_eq!(gained(&events).len(), 1);
    assert_eq!(me(&state).place, location("woods"));
}

#[test]
fn gate_14_other_slaughtered_creature_is_a_trophy_and_two_clues() {
    let mut state = game(in_world("yuggoth"));
    let cup = state.cup_len();
    rig_check(&mut state, Check::Luck, -1, true);
    state.resolve_effects(0, gate("14", "other"));
    assert_eq!((state.cup_len(), me(&state).monster_trophies.len(), me(&state).clues), (cup - 1, 1, 2));
}

#[test]
fn gate_16_city_golden_statue_is_worth_ten_dollars_and_a_curse() {
    let mut state = game(in_world("city-of-the-great-race"));
    rig_check(&mut state, Check::Luck, -1, true);
    state.resolve_effects(0, gate("16", "city-of-the-great-race"));
    choose(&mut state, 1);
    assert_eq!((me(&state).money, me(&state).specials.fortune), (10, Fortune::Cursed));
}

#[test]
fn gate_18_celeano_debate_blesses() {
    let mut state = game(in_world("great-hall-of-celeano"));
    rig_check(&mut state, Check::Lore, -1, true);
    state.resolve_effects(0, gate("18", "great-hall-of-celeano"));
    assert_eq!(me(&state).specials.fortune, Fortune::Blessed);
}

#[test]
fn gate_20_celeano_mosaics_give_a_clue_per_success() {
    let mut state = game(in_world("great-hall-of-celeano"));
    rig_check(&mut state, Check::Lore, 2, true);
    let dice = (me(&state).skill(Check::Lore) + 2) as u8;
    state.resolve_effects(0, gate("20", "great-hall-of-celeano"));
    assert_eq!(me(&state).clues, dice);
}

#[test]
fn gate_20_other_valuables_are_three_dollars() {
    let mut state = game(in_world("yuggoth"));
    state.resolve_effects(0, gate("20", "other"));
    assert_eq!(me(&state).money, 3);
}

#[test]
fn gate_21_city_infiltration_that_fails_is_lost_in_time_and_space() {
    let mut state = game(in_world("city-of-the-great-race"));
    state.resolve_effects(0, gate("21", "city-of-the-great-race"));
    rig_check(&mut state, Check::Sneak, -1, false);
    let events = choose(&mut state, 1);
    assert!(lost_in_time(&events));
}

#[test]
fn gate_22_dreamlands_rulers_share_two_dice_of_money() {
    let mut state = game(in_world("the-dreamlands"));
    rig_check(&mut state, Check::Will, -1, true);
    state.rig_dice([2, 6]);
    state.resolve_effects(0, gate("22", "the-dreamlands"));
    assert_eq!(me(&state).money, 8);
}

#[test]
fn gate_23_dreamlands_cats_teach_a_spell() {
    let mut state = game(in_world("the-dreamlands"));
    rig_check(&mut state, Check::Will, 0, true);
    let events = state.resolve_effects(0, gate("23", "the-dreamlands"));
    assert_eq!(gained(&events).iter().map(|&c| deck_of(c)).collect::<Vec<_>>(), [data::Deck::Spell]);
}

#[test]
fn gate_29_leng_priest_or_lost() {
    let mut state = game(in_world("plateau-of-leng"));
    rig_check(&mut state, Check::Lore, -2, false);
    let events = state.resolve_effects(0, gate("29", "plateau-of-leng"));
    assert!(lost_in_time(&events));
}

#[test]
fn gate_34_dreamlands_zoogs_give_wine() {
    let mut state = game(in_world("the-dreamlands"));
    state.investigator_mut(0).sanity = 1;
    rig_check(&mut state, Check::Luck, -2, true);
    state.resolve_effects(0, gate("34", "the-dreamlands"));
    assert_eq!((me(&state).sanity, me(&state).clues), (2, 1));
}

#[test]
fn gate_36_dreamlands_ice_bridge_or_lost() {
    let mut state = game(in_world("the-dreamlands"));
    rig_check(&mut state, Check::Luck, -1, false);
    let events = state.resolve_effects(0, gate("36", "the-dreamlands"));
    assert!(lost_in_time(&events));
}

#[test]
fn gate_38_yuggoth_experiment_takes_half_the_items_and_returns_the_investigator() {
    let mut state = game(in_world("yuggoth"));
    state.put_gate(location("woods"), world("yuggoth"));
    state.give_card(0, card("food"));
    state.give_card(0, card("knife"));
    rig_check(&mut state, Check::Sneak, -1, false);
    state.resolve_effects(0, gate("38", "yuggoth"));
    choose(&mut state, 0);
    assert_eq!(me(&state).items(), 1);
    assert_eq!(me(&state).place, location("woods"));
}

#[test]
fn gate_39_celeano_book_prison_rolls_a_die() {
    let mut state = game(in_world("great-hall-of-celeano"));
    rig_check(&mut state, Check::Luck, -1, false);
    state.rig_dice([5]);
    state.resolve_effects(0, gate("39", "great-hall-of-celeano"));
    assert!(me(&state).delayed);

    let mut state = game(in_world("great-hall-of-celeano"));
    rig_check(&mut state, Check::Luck, -1, false);
    state.rig_dice([2]);
    let events = state.resolve_effects(0, gate("39", "great-hall-of-celeano"));
    assert!(events.iter().any(|e| matches!(e, Event::MonsterAppeared { .. })));
    assert!(!me(&state).delayed);
}

#[test]
fn gate_41_dreamlands_thief_takes_half_the_items_and_half_the_money_rounded_up() {
    let mut state = game(in_world("the-dreamlands"));
    state.investigator_mut(0).money = 5;
    state.give_card(0, card("food"));
    state.give_card(0, card("knife"));
    state.give_card(0, card("whiskey"));
    rig_check(&mut state, Check::Sneak, 0, false);
    state.resolve_effects(0, gate("41", "the-dreamlands"));
    choose(&mut state, 0);
    assert_eq!((me(&state).items(), me(&state).money), (2, 2));
}

#[test]
fn gate_46_celeano_guardian_defeated_gives_two_of_three_spells() {
    let mut state = game(in_world("great-hall-of-celeano"));
    state.resolve_effects(0, gate("46", "great-hall-of-celeano"));
    rig_check(&mut state, Check::Fight, -1, true);
    choose(&mut state, 1);
    let Some(Choice::Keep { drawn, keep }) = choice(&state) else { panic!("keep") };
    assert_eq!((drawn.len(), keep), (3, 2));
}

#[test]
fn gate_48_yuggoth_takes_two_spells_or_two_sanity() {
    let mut state = game(in_world("yuggoth"));
    state.give_card(0, card("wither"));
    rig_check(&mut state, Check::Will, -2, false);
    state.resolve_effects(0, gate("48", "yuggoth"));
    // One Spell only: the Sanity is the only loss possible.
    assert_eq!(me(&state).sanity, me(&state).max_sanity - 2);
    assert!(holds(&state, "wither"));
}

#[test]
fn gate_49_yuggoth_statue_escape() {
    let mut state = game(in_world("yuggoth"));
    rig_check(&mut state, Check::Speed, -1, true);
    state.resolve_effects(0, gate("49", "yuggoth"));
    assert_eq!((me(&state).money, me(&state).clues), (5, 2));
}
