//! Investigator cards: used during Movement, skill cards, the Lodge Membership.

use super::*;

/// Movement in a street with this card, Speed 5.
fn moving_with(name: &str) -> (State, Action) {
    let mut state = game(street("uptown"));
    state.investigator_mut(0).sliders[0] = 3;
    state.give_card(0, card(name));
    state.begin_movement(0);
    assert_eq!(state.movement_left(), 5);
    (state, Action::UseCard(0))
}

#[test]
fn motorcycle_and_map_of_arkham_give_movement_points_once() {
    for (name, extra) in [("motorcycle", 2), ("map-of-arkham", 1)] {
        let (mut state, use_it) = moving_with(name);
        answer(&mut state, use_it);
        assert_eq!(state.movement_left(), 5 + extra, "{name}");
        assert!(!legal(&state).contains(&use_it), "{name} is exhausted");
    }
}

#[test]
fn alien_statue_trades_sanity_and_movement_for_a_roll() {
    let (mut state, use_it) = moving_with("alien-statue");
    state.rig_dice([5]);
    answer(&mut state, use_it);
    choose(&mut state, 1);
    assert_eq!(
        (me(&state).clues, me(&state).sanity, state.movement_left()),
        (3, me(&state).max_sanity - 1, 3)
    );

    let (mut state, use_it) = moving_with("alien-statue");
    state.rig_dice([2]);
    answer(&mut state, use_it);
    assert_eq!(me(&state).stamina, me(&state).max_stamina - 2);
}

#[test]
fn ancient_tablet_gives_a_spell_per_success_and_two_clues_per_failure() {
    let (mut state, use_it) = moving_with("ancient-tablet");
    state.rig_dice([6, 3]);
    let events = answer(&mut state, use_it);
    assert_eq!(gained(&events).iter().map(|&c| deck_of(c)).collect::<Vec<_>>(), [data::Deck::Spell]);
    assert_eq!((me(&state).clues, state.movement_left()), (2, 2));
    assert!(!holds(&state, "ancient-tablet"));
}

// ----- Skill cards -----

/// The dice of a check after one Clue is spent on it.
fn dice_with_a_clue(skill: Check, with: &str) -> u8 {
    let mut state = game(street("uptown"));
    state.give_card(0, card(with));
    state.investigator_mut(0).clues = 1;
    let before = (me(&state).skill(skill)).max(0) as usize;
    state.rig_dice(std::iter::repeat_n(1, before + 3));
    state.check_now(0, skill, 0, 1);
    let mut events = answer(&mut state, Action::SpendClue);
    if matches!(state.pending(), Some((0, Pending::Check(_)))) {
        events.extend(answer(&mut state, Action::Accept));
    }
    let dice = events.iter().find_map(|e| if let Event::Check { dice, .. } = e { Some(*dice) } else { None });
    dice.expect("the check settled") - before as u8
}

#[test]
fn a_skill_card_gives_an_extra_die_for_a_clue_on_its_skill() {
    assert_eq!(dice_with_a_clue(Check::Fight, "fight"), 2);
    assert_eq!(dice_with_a_clue(Check::Combat, "fight"), 2, "a Combat check is a Fight check");
    assert_eq!(dice_with_a_clue(Check::Lore, "fight"), 1);
    assert_eq!(dice_with_a_clue(Check::Sneak, "sneak"), 2);
}

// ----- Silver Twilight Lodge Membership -----

/// The location of the encounter a seat has at the Silver Twilight Lodge.
fn lodge_encounter(member: bool) -> &'static str {
    let mut state = game(location("silver-twilight-lodge"));
    state.investigator_mut(0).specials.membership = member;
    state.resolve_effects(0, &[Effect::Encounter]);
    // Darrell Simmons draws two location cards and picks one.
    let events = choose(&mut state, 0);
    let (card, entry) = events
        .iter()
        .find_map(|e| {
            if let Event::LocationEncounter { card, entry, .. } = e { Some((*card, *entry)) } else { None }
        })
        .expect("an encounter");
    data::LOCATION_CARDS[usize::from(card)].encounters[usize::from(entry)].location
}

#[test]
fn a_lodge_member_has_the_inner_sanctum_encounter_at_the_lodge() {
    assert_eq!(lodge_encounter(true), "arkham-2e/location/inner-sanctum");
    assert_eq!(lodge_encounter(false), "arkham-2e/location/silver-twilight-lodge");
}

#[test]
fn a_member_who_cannot_pay_the_dues_loses_the_membership() {
    let mut state = game(location("silver-twilight-lodge"));
    state.investigator_mut(0).specials.membership = true;
    state.resolve_effects(0, at("french-hill-1", "inner-sanctum"));
    assert!(!me(&state).specials.membership);
    assert_eq!(me(&state).sanity, me(&state).max_sanity - 2);

    let mut state = game(location("silver-twilight-lodge"));
    state.investigator_mut(0).specials.membership = true;
    state.investigator_mut(0).money = 3;
    state.resolve_effects(0, at("french-hill-1", "inner-sanctum"));
    choose(&mut state, 0);
    assert!(me(&state).specials.membership);
    assert_eq!(me(&state).money, 0);
}

#[test]
fn hook_science_building_6_statue_trades_places_with_an_unused_investigator() {
    let mut state = game(location("science-building"));
    state.give_card(0, card("food"));
    state.investigator_mut(0).monster_trophies.push(arkham_2e::testing::monster("zombie"));
    let cup = state.cup_len();
    rig_check(&mut state, Check::Luck, -1, true);
    state.resolve_effects(0, at("miskatonic-u-6", "science-building"));
    assert_eq!(choice(&state), Some(Choice::Swap));
    let offered = legal(&state);
    assert!(offered.contains(&Action::Choose(u8::MAX)), "may keep playing");
    let Some(&Action::Choose(sheet)) = offered.first() else { panic!("an unused investigator") };
    choose(&mut state, sheet);
    let def = &data::INVESTIGATORS[usize::from(sheet)];
    assert_eq!(me(&state).sheet, sheet);
    assert_eq!(me(&state).place, location(def.home.rsplit('/').next().expect("a name")));
    assert!(me(&state).monster_trophies.is_empty());
    assert_eq!(state.cup_len(), cup + 1);
    assert_eq!(me(&state).money, def.money);
}
