//! Location encounters written in the effect vocabulary.

use super::*;

#[test]
fn independence_square_sells_the_drawn_unique_item_for_a_dollar_less_or_curses() {
    let mut state = game(location("independence-square"));
    state.investigator_mut(0).money = 10;
    state.resolve_effects(0, at("downtown-1", "independence-square"));
    rig_check(&mut state, Check::Luck, -1, true);
    choose(&mut state, 1);
    let Some(Choice::Purchase { cards, .. }) = choice(&state) else { panic!("a purchase") };
    let drawn = cards[0];
    assert_eq!(deck_of(drawn), data::Deck::UniqueItem);
    let events = choose(&mut state, 0);
    assert_eq!(gained(&events), [drawn]);
    assert_eq!(me(&state).money, 10 - (price(drawn) - 1));

    let mut state = game(location("independence-square"));
    state.resolve_effects(0, at("downtown-1", "independence-square"));
    rig_check(&mut state, Check::Luck, -1, false);
    choose(&mut state, 1);
    assert_eq!(me(&state).stamina, me(&state).max_stamina - 1);
    assert_eq!(me(&state).specials.fortune, Fortune::Cursed);
}

#[test]
fn arkham_asylum_failed_experiment_takes_what_the_investigator_can_lose() {
    let mut state = game(location("arkham-asylum"));
    state.give_card(0, card("luck"));
    rig_check(&mut state, Check::Will, -1, false);
    state.resolve_effects(0, at("downtown-3", "arkham-asylum"));
    // No 4 Clues, no 2 Spells: the Skill is the only loss possible, taken without asking.
    assert!(!holds(&state, "luck"));

    let mut state = game(location("arkham-asylum"));
    rig_check(&mut state, Check::Will, -1, true);
    let events = state.resolve_effects(0, at("downtown-3", "arkham-asylum"));
    assert_eq!(gained(&events).iter().map(|&c| deck_of(c)).collect::<Vec<_>>(), [data::Deck::Skill]);
}

#[test]
fn ye_olde_magick_shoppe_trunk_pays_two_dice_of_gold_on_one_success() {
    let mut state = game(location("ye-olde-magick-shoppe"));
    state.investigator_mut(0).money = 5;
    state.resolve_effects(0, at("uptown-2", "ye-olde-magick-shoppe"));
    let dice = me(&state).skill(Check::Luck) as usize;
    let mut faces = vec![1; dice];
    faces[0] = 5;
    state.rig_dice(faces);
    state.rig_dice([3, 4]);
    choose(&mut state, 1);
    assert_eq!(me(&state).money, 7);
}

#[test]
fn woods_duke_comes_for_food_or_for_a_speed_check() {
    let mut state = game(location("woods"));
    state.give_card(0, card("food"));
    state.resolve_effects(0, at("uptown-3", "woods"));
    let events = choose(&mut state, 0);
    assert_eq!(gained(&events), [card("duke")]);
    assert!(!holds(&state, "food"));

    let mut state = game(location("woods"));
    rig_check(&mut state, Check::Speed, -2, true);
    let events = state.resolve_effects(0, at("uptown-3", "woods"));
    assert_eq!(gained(&events), [card("duke")]);
}

#[test]
fn black_cave_tom_murphy_comes_for_whiskey() {
    let mut state = game(location("black-cave"));
    state.give_card(0, card("whiskey"));
    state.resolve_effects(0, at("rivertown-2", "black-cave"));
    assert_eq!(legal(&state), [Action::Choose(0), Action::Choose(1)]);
    let events = choose(&mut state, 0);
    assert_eq!(gained(&events), [card("tom-mountain-murphy")]);
    assert!(!holds(&state, "whiskey"));
}

#[test]
fn ye_olde_magick_shoppe_sells_an_underpriced_item_at_half_price_rounded_up() {
    let mut state = game(location("ye-olde-magick-shoppe"));
    state.investigator_mut(0).money = 10;
    rig_check(&mut state, Check::Lore, -1, true);
    state.resolve_effects(0, at("uptown-4", "ye-olde-magick-shoppe"));
    let Some(Choice::Purchase { cards, .. }) = choice(&state) else { panic!("a purchase") };
    let drawn = cards[0];
    choose(&mut state, 0);
    assert_eq!(me(&state).money, 10 - price(drawn).div_ceil(2));
}

#[test]
fn historical_society_armitage_joins_for_a_gate_trophy() {
    let mut state = game(location("historical-society"));
    state.resolve_effects(0, at("southside-5", "historical-society"));
    assert_eq!(choice(&state), None, "no trophy to spend: no offer");

    let mut state = game(location("historical-society"));
    state.investigator_mut(0).gate_trophies.push(world("yuggoth"));
    state.resolve_effects(0, at("southside-5", "historical-society"));
    let events = choose(&mut state, 1);
    assert_eq!(gained(&events), [card("professor-armitage")]);
    assert!(me(&state).gate_trophies.is_empty());
}

#[test]
fn south_church_donation_is_half_the_money_rounded_up() {
    let mut state = game(location("south-church"));
    state.investigator_mut(0).money = 5;
    state.give_card(0, card("food"));
    state.resolve_effects(0, at("southside-6", "south-church"));
    choose(&mut state, 0);
    assert_eq!(me(&state).money, 2);
    assert!(holds(&state, "food"));
}

#[test]
fn mas_boarding_house_salesman_or_a_lost_turn() {
    let mut state = game(location("mas-boarding-house"));
    state.resolve_effects(0, at("southside-7", "mas-boarding-house"));
    rig_check(&mut state, Check::Will, 0, false);
    choose(&mut state, 1);
    assert!(me(&state).delayed);

    let mut state = game(location("mas-boarding-house"));
    state.resolve_effects(0, at("southside-7", "mas-boarding-house"));
    rig_check(&mut state, Check::Will, 0, true);
    choose(&mut state, 1);
    // With no money nothing can be bought: "buy nothing" is the only answer, taken without
    // asking, and the drawn Unique Item goes back.
    let unique = state.deck_len("unique");
    choose(&mut state, 1);
    assert!(choice(&state).is_none());
    assert_eq!(state.deck_len("unique"), unique);
}

#[test]
fn silver_twilight_lodge_temple_rolls_for_each_item() {
    let mut state = game(location("silver-twilight-lodge"));
    rig_check(&mut state, Check::Sneak, -2, true);
    state.rig_dice([5, 2]);
    let events = state.resolve_effects(0, at("french-hill-2", "silver-twilight-lodge"));
    let decks: Vec<_> = gained(&events).into_iter().map(deck_of).collect();
    assert_eq!(decks, [data::Deck::UniqueItem, data::Deck::CommonItem]);
}

#[test]
fn witch_house_dreams_take_half_the_items_rounded_down() {
    let mut state = game(location("the-witch-house"));
    for name in ["food", "whiskey", "knife"] {
        state.give_card(0, card(name));
    }
    rig_check(&mut state, Check::Will, -2, false);
    state.resolve_effects(0, at("french-hill-2", "the-witch-house"));
    choose(&mut state, 0);
    assert_eq!(me(&state).items(), 2);
    assert_eq!(choice(&state), None);
}

#[test]
fn inner_sanctum_ceremony_trades_up_to_three_sanity_for_clues() {
    let mut state = game(location("inner-sanctum"));
    state.investigator_mut(0).sanity = 4;
    state.resolve_effects(0, at("french-hill-5", "inner-sanctum"));
    assert_eq!(legal(&state).len(), 4);
    choose(&mut state, 3);
    assert_eq!((me(&state).sanity, me(&state).clues), (1, 3));
}

#[test]
fn graveyard_corpse_is_a_trophy_from_the_cup() {
    let mut state = game(location("graveyard"));
    let cup = state.cup_len();
    state.resolve_effects(0, at("rivertown-7", "graveyard"));
    assert_eq!(state.cup_len(), cup - 1);
    assert_eq!(me(&state).monster_trophies.len(), 1);
}

#[test]
fn train_station_rat_sells_a_common_item_for_a_dollar_more() {
    let mut state = game(location("train-station"));
    state.investigator_mut(0).money = 20;
    state.resolve_effects(0, at("northside-4", "train-station"));
    let Some(Choice::Purchase { cards, .. }) = choice(&state) else { panic!("a purchase") };
    let events = choose(&mut state, 0);
    assert_eq!(gained(&events), [cards[0]]);
    assert_eq!(me(&state).money, 20 - price(cards[0]) - 1);
}

#[test]
fn curiositie_shoppe_search_offers_both_top_items() {
    let mut state = game(location("curiositie-shoppe"));
    state.investigator_mut(0).money = 30;
    rig_check(&mut state, Check::Luck, -1, true);
    state.resolve_effects(0, at("northside-6", "curiositie-shoppe"));
    let Some(Choice::Purchase { cards, .. }) = choice(&state) else { panic!("a purchase") };
    let decks: Vec<_> = cards.iter().map(|&c| deck_of(c)).collect();
    assert_eq!(decks, [data::Deck::CommonItem, data::Deck::UniqueItem]);
    choose(&mut state, 1);
    choose(&mut state, 0);
    assert_eq!(me(&state).money, 30 - price(cards[0]) - price(cards[1]));
}

#[test]
fn hibbs_roadhouse_rat_sells_any_of_three_common_items() {
    let mut state = game(location("hibbs-roadhouse"));
    state.investigator_mut(0).money = 40;
    state.resolve_effects(0, at("easttown-1", "hibbs-roadhouse"));
    let Some(Choice::Purchase { cards, .. }) = choice(&state) else { panic!("a purchase") };
    assert_eq!(cards.len(), 3);
    choose(&mut state, 2);
    choose(&mut state, u8::MAX);
    assert_eq!(me(&state).money, 40 - price(cards[2]) - 1);
    assert_eq!(me(&state).items(), 1);
}

#[test]
fn police_station_sheriff_takes_every_weapon_from_one_who_cannot_pay() {
    let mut state = game(location("police-station"));
    state.investigator_mut(0).money = 4;
    for name in ["38-revolver", "knife", "food"] {
        state.give_card(0, card(name));
    }
    state.resolve_effects(0, at("easttown-3", "police-station"));
    assert!(!holds(&state, "38-revolver") && !holds(&state, "knife"));
    assert!(holds(&state, "food"));
    assert_eq!(me(&state).money, 4);
}

#[test]
fn velmas_diner_pays_dollars_for_points_split() {
    let mut state = game(location("velmas-diner"));
    let p = state.investigator_mut(0);
    p.money = 10;
    p.stamina = 1;
    p.sanity = 1;
    state.resolve_effects(0, at("easttown-4", "velmas-diner"));
    assert_eq!(legal(&state).len(), 7);
    choose(&mut state, 3);
    choose(&mut state, 1);
    assert_eq!((me(&state).money, me(&state).stamina, me(&state).sanity), (7, 2, 3));
}

#[test]
fn hibbs_roadhouse_drinker_passes_out_and_is_robbed() {
    let mut state = game(location("hibbs-roadhouse"));
    state.investigator_mut(0).money = 6;
    state.give_card(0, card("food"));
    rig_check(&mut state, Check::Will, -1, false);
    state.resolve_effects(0, at("easttown-5", "hibbs-roadhouse"));
    assert_eq!(me(&state).place, street("easttown"));
    choose(&mut state, 1);
    assert_eq!(me(&state).money, 0);
    assert!(holds(&state, "food"));
}

#[test]
fn velmas_diner_pie_costs_a_dollar() {
    let mut state = game(location("velmas-diner"));
    state.investigator_mut(0).money = 1;
    state.investigator_mut(0).stamina = 2;
    state.resolve_effects(0, at("easttown-6", "velmas-diner"));
    choose(&mut state, 1);
    assert_eq!((me(&state).money, me(&state).stamina), (0, 4));
}
