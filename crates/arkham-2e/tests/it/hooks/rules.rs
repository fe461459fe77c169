//! Encounter rules implemented in `hooks/cards.rs`.

use super::*;

#[test]
fn hook_st_marys_hospital_2_treatment_heals_one_to_three() {
    let mut state = game(location("st-marys-hospital"));
    state.investigator_mut(0).stamina = 1;
    state.rig_dice([3]);
    state.resolve_effects(0, at("uptown-2", "st-marys-hospital"));
    assert_eq!(me(&state).stamina, 4);
    state.set_turn(Phase::Upkeep, 0);
    state.rig_dice([4]);
    state.resolve_effects(0, at("uptown-2", "st-marys-hospital"));
    assert_eq!(me(&state).stamina, 4);
}

#[test]
fn hook_the_witch_house_4_journal_trades_a_die_of_sanity_for_clues() {
    let mut state = game(location("the-witch-house"));
    state.rig_dice([3]);
    state.resolve_effects(0, at("french-hill-4", "the-witch-house"));
    assert_eq!((me(&state).sanity, me(&state).clues), (1, 3));
}

#[test]
fn hook_gate_03_yuggoth_gaze_costs_a_die_less_two() {
    let mut state = game(in_world("yuggoth"));
    rig_check(&mut state, Check::Luck, -1, false);
    state.rig_dice([5]);
    state.resolve_effects(0, gate("03", "yuggoth"));
    let p = me(&state);
    assert_eq!((p.max_stamina - p.stamina, p.max_sanity - p.sanity), (3, 3));

    let mut state = game(in_world("yuggoth"));
    rig_check(&mut state, Check::Luck, -1, false);
    state.rig_dice([2]);
    state.resolve_effects(0, gate("03", "yuggoth"));
    assert_eq!((me(&state).stamina, me(&state).sanity), (me(&state).max_stamina, me(&state).max_sanity));
}

#[test]
fn gate_09_and_27_other_roll_a_die_per_point() {
    let mut state = game(in_world("yuggoth"));
    state.investigator_mut(0).sanity = 3;
    state.rig_dice([6, 1, 1]);
    state.resolve_effects(0, gate("09", "other"));
    assert_eq!((me(&state).sanity, me(&state).clues), (1, 1));

    let mut state = game(in_world("yuggoth"));
    state.investigator_mut(0).stamina = 4;
    state.rig_dice([5, 6, 1, 6]);
    state.resolve_effects(0, gate("27", "other"));
    assert_eq!((me(&state).stamina, me(&state).clues), (3, 3));
}

#[test]
fn hook_gate_14_the_dreamlands_zebra_moves_on_an_area() {
    let mut state = game(in_world("the-dreamlands"));
    rig_check(&mut state, Check::Luck, -1, true);
    state.resolve_effects(0, gate("14", "the-dreamlands"));
    assert_eq!(me(&state).place, Place::World { world: world("the-dreamlands"), second: true });

    state.set_turn(Phase::Upkeep, 0);
    state.put_gate(location("woods"), world("the-dreamlands"));
    rig_check(&mut state, Check::Luck, -1, true);
    state.resolve_effects(0, gate("14", "the-dreamlands"));
    assert_eq!(me(&state).place, location("woods"));
}

#[test]
fn hook_gate_25_other_draws_another_encounter() {
    let mut state = game(in_world("yuggoth"));
    let events = state.resolve_effects(0, gate("25", "other"));
    assert!(
        events.iter().any(|e| matches!(e, Event::GateEncounter { .. }))
            || matches!(choice(&state), Some(Choice::Encounter { .. }))
    );
}

#[test]
fn hook_gate_42_other_closes_the_gate_behind_or_before_the_lost() {
    let mut state = game(in_world("yuggoth"));
    state.put_gate(location("woods"), world("yuggoth"));
    state.put_gate(location("unvisited-isle"), world("abyss"));
    rig_check(&mut state, Check::Speed, -2, true);
    state.resolve_effects(0, gate("42", "other"));
    assert_eq!(me(&state).place, location("woods"));
    assert_eq!(state.open_gates().count(), 1);
    assert_eq!(me(&state).gate_trophies.len(), 1);

    let mut state = game(in_world("yuggoth"));
    state.put_gate(location("woods"), world("yuggoth"));
    state.put_gate(location("unvisited-isle"), world("abyss"));
    rig_check(&mut state, Check::Speed, -2, false);
    let events = state.resolve_effects(0, gate("42", "other"));
    assert!(lost_in_time(&events));
    // (The game runs on to the Mythos phase, which may open another gate.)
    assert!(!state.open_gates().any(|(l, _)| l == location_index("woods")));
    assert_eq!(me(&state).gate_trophies.as_slice(), [world("yuggoth")]);
}

#[test]
fn hook_gate_46_abyss_two_successes_lead_to_the_dreamlands() {
    let mut state = game(in_world("abyss"));
    let dice = (me(&state).skill(Check::Luck) + 1) as usize;
    let mut faces = vec![1; dice];
    faces[0] = 6;
    faces[1] = 6;
    state.rig_dice(faces);
    state.resolve_effects(0, gate("46", "abyss"));
    assert_eq!(me(&state).place, in_world("the-dreamlands"));

    let mut state = game(in_world("abyss"));
    rig_check(&mut state, Check::Luck, 1, false);
    state.resolve_effects(0, gate("46", "abyss"));
    assert_eq!(me(&state).place, location("black-cave"));
}

#[test]
fn hook_curiositie_shoppe_3_club_sends_the_investigator_to_a_mythos_gate() {
    let mut state = game(location("curiositie-shoppe"));
    rig_check(&mut state, Check::Speed, -1, false);
    let events = state.resolve_effects(0, at("northside-3", "curiositie-shoppe"));
    let mythos = events.iter().find_map(|e| if let Event::Mythos(m) = e { Some(*m) } else { None });
    let gate = data::MYTHOS[usize::from(mythos.expect("a Mythos card drawn"))].gate.expect("its gate");
    assert_eq!(me(&state).place, location(gate.rsplit('/').next().expect("a name")));
    // Darrell Simmons draws two location cards and picks one.
    assert!(matches!(choice(&state), Some(Choice::Encounter { .. })));
}

#[test]
fn hook_curiositie_shoppe_4_dropped_item_or_another_encounter() {
    let mut state = game(location("curiositie-shoppe"));
    state.give_card(0, card("food"));
    rig_check(&mut state, Check::Luck, -1, false);
    // The only item is the only answer: it is dropped without asking.
    state.resolve_effects(0, at("northside-4", "curiositie-shoppe"));
    assert_eq!(me(&state).items(), 0);

    let mut state = game(location("curiositie-shoppe"));
    rig_check(&mut state, Check::Luck, -1, false);
    state.resolve_effects(0, at("northside-4", "curiositie-shoppe"));
    assert!(matches!(choice(&state), Some(Choice::Encounter { .. })));
}

#[test]
fn hook_hibbs_roadhouse_2_card_game_loss_roughs_up_who_cannot_pay() {
    let mut state = game(location("hibbs-roadhouse"));
    state.investigator_mut(0).money = 3;
    rig_check(&mut state, Check::Luck, -1, false);
    state.resolve_effects(0, at("easttown-2", "hibbs-roadhouse"));
    assert_eq!((me(&state).money, me(&state).place), (0, location("hibbs-roadhouse")));

    let mut state = game(location("hibbs-roadhouse"));
    state.investigator_mut(0).money = 2;
    rig_check(&mut state, Check::Luck, -1, false);
    state.resolve_effects(0, at("easttown-2", "hibbs-roadhouse"));
    assert_eq!((me(&state).money, me(&state).place), (2, street("easttown")));
    assert_eq!(me(&state).stamina, me(&state).max_stamina - 1);
}

#[test]
fn hook_science_building_3_statue_glows_for_few_spells() {
    let mut state = game(location("science-building"));
    let events = state.resolve_effects(0, at("miskatonic-u-3", "science-building"));
    assert_eq!(gained(&events).iter().map(|&c| deck_of(c)).collect::<Vec<_>>(), [data::Deck::UniqueItem]);
    assert_eq!(me(&state).place, street("miskatonic-u"));

    let mut state = game(location("science-building"));
    for name in ["wither", "shrivelling", "enchant-weapon"] {
        state.give_card(0, card(name));
    }
    let events = state.resolve_effects(0, at("miskatonic-u-3", "science-building"));
    assert!(gained(&events).is_empty());
    assert_eq!(me(&state).place, location("science-building"));
}

#[test]
fn hook_science_building_7_brew_splits_a_die_of_points() {
    let mut state = game(location("science-building"));
    state.resolve_effects(0, at("miskatonic-u-7", "science-building"));
    rig_check(&mut state, Check::Luck, 0, true);
    state.rig_dice([4]);
    choose(&mut state, 1);
    assert_eq!(choice(&state), Some(Choice::Split(4)));
}

#[test]
fn hook_science_building_2_beam_closes_gates_without_trophies() {
    let mut state = game(location("science-building"));
    state.put_gate(location("woods"), world("yuggoth"));
    state.put_gate(location("unvisited-isle"), world("abyss"));
    state.resolve_effects(0, at("miskatonic-u-2", "science-building"));
    rig_check(&mut state, Check::Lore, -2, true);
    let (first, _) = state.open_gates().next().expect("a gate");
    state.rig_dice([5, 1]);
    choose(&mut state, 1);
    let open: Vec<u8> = state.open_gates().map(|(l, _)| l).collect();
    assert_eq!(open.len(), 1);
    assert!(!open.contains(&first));
    assert!(me(&state).gate_trophies.is_empty());
}

#[test]
fn hook_inner_sanctum_2_gating_ceremony_closes_a_chosen_gate() {
    let mut state = game(location("inner-sanctum"));
    state.investigator_mut(0).clues = 2;
    state.put_gate(location("woods"), world("yuggoth"));
    state.put_gate(location("unvisited-isle"), world("abyss"));
    state.resolve_effects(0, at("french-hill-2", "inner-sanctum"));
    rig_check(&mut state, Check::Lore, -2, true);
    choose(&mut state, 1);
    assert_eq!(choice(&state), Some(Choice::CloseGate));
    choose(&mut state, location_index("woods"));
    let open: Vec<u8> = state.open_gates().map(|(l, _)| l).collect();
    assert_eq!(open, [location_index("unvisited-isle")]);
    assert_eq!(me(&state).gate_trophies.as_slice(), [world("yuggoth")]);
    assert_eq!(me(&state).place, location("inner-sanctum"));
}

#[test]
fn hook_inner_sanctum_6_banishment_claims_a_monster_from_the_board() {
    let mut state = game(location("inner-sanctum"));
    state.put_monster(arkham_2e::testing::monster("cultist"), street("uptown"));
    state.resolve_effects(0, at("french-hill-6", "inner-sanctum"));
    rig_check(&mut state, Check::Luck, -1, true);
    choose(&mut state, 1);
    // The only monster on the board is claimed without asking.
    let cultist = arkham_2e::testing::monster("cultist");
    assert_eq!(me(&state).monster_trophies.as_slice(), [cultist]);
    assert_eq!(me(&state).sanity, me(&state).max_sanity - 1);
}

#[test]
fn hook_general_store_3_buys_a_common_item_for_twice_its_price() {
    let mut state = game(location("general-store"));
    state.give_card(0, card("food"));
    state.give_card(0, card("wither"));
    state.resolve_effects(0, at("rivertown-3", "general-store"));
    assert_eq!(legal(&state), [Action::Choose(0), Action::Choose(u8::MAX)]);
    choose(&mut state, 0);
    assert_eq!(me(&state).money, 2 * price(card("food")));
    assert!(!holds(&state, "food"));
}

#[test]
fn curiositie_shoppe_jackpot_buys_any_item_of_a_deck() {
    let mut state = game(location("curiositie-shoppe"));
    state.investigator_mut(0).money = 3;
    state.resolve_effects(0, at("northside-2", "curiositie-shoppe"));
    choose(&mut state, 0);
    let offered = legal(&state);
    assert!(offered.contains(&Action::Choose(card("food"))), "Food costs $1");
    assert!(!offered.contains(&Action::Choose(card("tommy-gun"))), "too dear");
    let events = choose(&mut state, card("food"));
    assert_eq!(gained(&events), [card("food")]);
    assert_eq!(me(&state).money, 3 - price(card("food")));
}

#[test]
fn hook_graveyard_6_pickman_joins_for_five_toughness_of_trophies() {
    let mut state = game(location("graveyard"));
    let [cultist, gug, elder_thing, zombie] =
        ["cultist", "gug", "elder-thing", "zombie"].map(arkham_2e::testing::monster);
    state.investigator_mut(0).monster_trophies.extend([cultist, gug, elder_thing, zombie]);
    state.resolve_effects(0, at("rivertown-6", "graveyard"));
    assert!(legal(&state).contains(&Action::Choose(u8::MAX)), "may decline");
    choose(&mut state, 1);
    assert!(!legal(&state).contains(&Action::Choose(u8::MAX)), "no declining once spending");
    let events = choose(&mut state, 1);
    assert_eq!(gained(&events), [card("richard-upton-pickman")]);
    assert_eq!(me(&state).monster_trophies.as_slice(), [cultist, zombie]);

    let mut state = game(location("graveyard"));
    state.investigator_mut(0).monster_trophies.extend([gug, cultist]);
    state.resolve_effects(0, at("rivertown-6", "graveyard"));
    assert_eq!(choice(&state), None, "not enough toughness");
}
