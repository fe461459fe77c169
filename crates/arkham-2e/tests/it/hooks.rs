//! Encounter texts once written as hooks, now in the effect vocabulary or in `hooks/cards.rs`:
//! each is resolved from a set-up position with rigged dice and its outcome checked.

use arkham_2e::testing::{card, location, sheet, street, world};
use arkham_2e::{Action, ArkhamHorror, Choice, Event, Investigator, Pending, Phase, Place, State};
use content::arkham_2e::{self as data, Check, Effect};
use tabletop_core::dice::Fortune;
use tabletop_core::game::Options;
use tabletop_core::{Game, Seat};

/// One investigator (Darrell Simmons, whose ability changes no encounter) with no possessions,
/// $0, no Clue, at `place`, in the Upkeep before the sliders: what an effect list leaves to decide
/// waits, and the game stops at the sliders when it is done.
fn game(place: Place) -> State {
    let config = ArkhamHorror::config(&Options::players(1).with("ancient-one", "azathoth")).expect("config");
    let mut state = ArkhamHorror::setup(&config, 3).expect("setup");
    state.set_turn(Phase::Upkeep, 0);
    state.clear_mythos_in_play();
    state.clear_monsters();
    state.clear_gates();
    state.replace_investigator(0, sheet("darrell-simmons"));
    let p = state.investigator_mut(0);
    p.place = place;
    p.money = 0;
    p.clues = 0;
    p.sliders = [1, 1, 1];
    state
}

fn me(state: &State) -> &Investigator {
    &state.investigators()[0]
}

/// The effects of a location card's encounter: `card` is the card's short id (`downtown-1`).
fn at(card: &str, location: &str) -> &'static [Effect] {
    let card = data::LOCATION_CARDS.iter().find(|c| c.id.ends_with(&format!("/{card}"))).expect("card");
    let location = format!("arkham-2e/location/{location}");
    card.encounters.iter().find(|e| e.location == location).expect("encounter").effects
}

/// The effects of a gate card's encounter: `card` is its number (`"08"`), `world` a short name or
/// `"other"`.
fn gate(card: &str, world: &str) -> &'static [Effect] {
    let card = data::GATE_CARDS.iter().find(|c| c.id.ends_with(&format!("/{card}"))).expect("card");
    let world = (world != "other").then(|| format!("arkham-2e/world/{world}"));
    card.encounters.iter().find(|e| e.world.map(str::to_owned) == world).expect("encounter").effects
}

/// In an Other World's first area.
fn in_world(name: &str) -> Place {
    Place::World { world: world(name), second: false }
}

/// Sets the slider that gives `skill` its best value.
fn favour(state: &mut State, skill: Check) {
    let (slider, position) = match skill {
        Check::Speed => (0, 3),
        Check::Sneak => (0, 0),
        Check::Fight => (1, 3),
        Check::Will => (1, 0),
        Check::Lore => (2, 3),
        _ => (2, 0),
    };
    state.investigator_mut(0).sliders[slider] = position;
}

/// Rigs the dice of the next check: every die a success (`pass`) or a failure.
fn rig_check(state: &mut State, skill: Check, modifier: i8, pass: bool) {
    if pass {
        favour(state, skill);
    }
    let dice = (me(state).skill(skill) + modifier).max(0) as usize;
    assert!(!pass || dice > 0, "no die to pass with");
    state.rig_dice(std::iter::repeat_n(if pass { 6 } else { 1 }, dice));
}

fn answer(state: &mut State, action: Action) -> Vec<Event> {
    let mut events = Vec::new();
    ArkhamHorror::apply(state, Seat(0), &action, &mut events).expect("a legal answer");
    events
}

fn choose(state: &mut State, option: u8) -> Vec<Event> {
    answer(state, Action::Choose(option))
}

fn choice(state: &State) -> Option<Choice> {
    match state.pending() {
        Some((0, Pending::Choose(choice))) => Some(choice.clone()),
        _ => None,
    }
}

fn legal(state: &State) -> Vec<Action> {
    let mut out = Vec::new();
    ArkhamHorror::legal_actions(state, Seat(0), &mut out);
    out
}

fn gained(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| if let Event::Gained { card, .. } = e { Some(*card) } else { None })
        .collect()
}

fn deck_of(card: u8) -> data::Deck {
    data::CARDS[usize::from(card)].deck
}

fn price(card: u8) -> u8 {
    data::CARDS[usize::from(card)].price.expect("an item has a price")
}

fn holds(state: &State, name: &str) -> bool {
    me(state).cards.iter().any(|h| h.card == card(name))
}

fn lost_in_time(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::Moved { to: Place::Lost, .. }))
}

// ----- Location encounters -----

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
    // No 4 Clues, no 2 Spells: the Skill is the only loss possible.
    assert_eq!(legal(&state), [Action::Choose(0)]);
    choose(&mut state, 0);
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
    choose(&mut state, 1);
    let Some(Choice::Purchase { cards, .. }) = choice(&state) else { panic!("a purchase") };
    assert_eq!(deck_of(cards[0]), data::Deck::UniqueItem);
    assert_eq!(legal(&state), [Action::Choose(u8::MAX)], "no money: nothing to buy");
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

// ----- Other World encounters -----

#[test]
fn gate_02_other_ripple_burns_a_spell() {
    let mut state = game(in_world("yuggoth"));
    state.give_card(0, card("wither"));
    rig_check(&mut state, Check::Lore, -1, false);
    state.resolve_effects(0, gate("02", "other"));
    choose(&mut state, 0);
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

// ----- Rules in `hooks/cards.rs` -----

fn location_index(name: &str) -> u8 {
    let Place::Location(l) = location(name) else { unreachable!("a location") };
    l
}

#[test]
fn st_marys_hospital_treatment_heals_one_to_three() {
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
fn witch_house_journal_trades_a_die_of_sanity_for_clues() {
    let mut state = game(location("the-witch-house"));
    state.rig_dice([3]);
    state.resolve_effects(0, at("french-hill-4", "the-witch-house"));
    assert_eq!((me(&state).sanity, me(&state).clues), (1, 3));
}

#[test]
fn gate_03_yuggoth_gaze_costs_a_die_less_two() {
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
fn gate_14_dreamlands_zebra_moves_on_an_area() {
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
fn gate_25_other_draws_another_encounter() {
    let mut state = game(in_world("yuggoth"));
    let events = state.resolve_effects(0, gate("25", "other"));
    assert!(
        events.iter().any(|e| matches!(e, Event::GateEncounter { .. }))
            || matches!(choice(&state), Some(Choice::Encounter { .. }))
    );
}

#[test]
fn gate_42_other_closes_the_gate_behind_or_before_the_lost() {
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
fn gate_46_abyss_two_successes_lead_to_the_dreamlands() {
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
fn curiositie_shoppe_club_sends_the_investigator_to_a_mythos_gate() {
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
fn curiositie_shoppe_dropped_item_or_another_encounter() {
    let mut state = game(location("curiositie-shoppe"));
    state.give_card(0, card("food"));
    rig_check(&mut state, Check::Luck, -1, false);
    state.resolve_effects(0, at("northside-4", "curiositie-shoppe"));
    choose(&mut state, 0);
    assert_eq!(me(&state).items(), 0);

    let mut state = game(location("curiositie-shoppe"));
    rig_check(&mut state, Check::Luck, -1, false);
    state.resolve_effects(0, at("northside-4", "curiositie-shoppe"));
    assert!(matches!(choice(&state), Some(Choice::Encounter { .. })));
}

#[test]
fn hibbs_roadhouse_card_game_loss_roughs_up_who_cannot_pay() {
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
fn science_building_statue_glows_for_few_spells() {
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
fn science_building_brew_splits_a_die_of_points() {
    let mut state = game(location("science-building"));
    state.resolve_effects(0, at("miskatonic-u-7", "science-building"));
    rig_check(&mut state, Check::Luck, 0, true);
    state.rig_dice([4]);
    choose(&mut state, 1);
    assert_eq!(choice(&state), Some(Choice::Split(4)));
}

#[test]
fn science_building_beam_closes_gates_without_trophies() {
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
fn inner_sanctum_gating_ceremony_closes_a_chosen_gate() {
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
fn inner_sanctum_banishment_claims_a_monster_from_the_board() {
    let mut state = game(location("inner-sanctum"));
    state.put_monster(arkham_2e::testing::monster("cultist"), street("uptown"));
    state.resolve_effects(0, at("french-hill-6", "inner-sanctum"));
    rig_check(&mut state, Check::Luck, -1, true);
    choose(&mut state, 1);
    let cultist = arkham_2e::testing::monster("cultist");
    assert_eq!(legal(&state), [Action::Choose(cultist)]);
    choose(&mut state, cultist);
    assert_eq!(me(&state).monster_trophies.as_slice(), [cultist]);
    assert_eq!(me(&state).sanity, me(&state).max_sanity - 1);
}

#[test]
fn general_store_buys_a_common_item_for_twice_its_price() {
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
fn graveyard_pickman_joins_for_five_toughness_of_trophies() {
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

// ----- Investigator cards used during Movement -----

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
fn science_building_statue_trades_places_with_an_unused_investigator() {
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
