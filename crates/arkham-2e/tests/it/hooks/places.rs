//! The locations' special abilities, used instead of an encounter where no gate is open: each is
//! offered only when it can be paid for and would do something, and does what the board prints.

use super::*;
use arkham_2e::testing::monster;

/// Darrell Simmons at `name` in his Arkham Encounters step.
fn visit(name: &str, set: impl FnOnce(&mut Investigator)) -> State {
    let mut state = game(location(name));
    set(state.investigator_mut(0));
    state.turn_now(Phase::ArkhamEncounters, 0);
    state
}

fn offered(state: &State) -> bool {
    state.pending() == Some((0, &Pending::Special))
}

/// Uses the ability offered.
fn use_it(state: &mut State) -> Vec<Event> {
    assert!(offered(state), "the ability is offered");
    answer(state, Action::Special)
}

#[test]
fn st_marys_hospital_medical_care_heals_one_free_or_all_for_two_dollars() {
    let mut state = visit("st-marys-hospital", |p| p.stamina = 1);
    use_it(&mut state);
    assert_eq!(me(&state).stamina, 2);

    let mut state = visit("st-marys-hospital", |p| {
        p.stamina = 1;
        p.money = 3;
    });
    use_it(&mut state);
    choose(&mut state, 1);
    assert_eq!(me(&state).stamina, me(&state).max_stamina);
    assert_eq!(me(&state).money, 1);

    let state = visit("st-marys-hospital", |p| p.money = 3);
    assert!(!offered(&state), "nothing to heal");
}

#[test]
fn arkham_asylum_psychiatric_care_heals_one_free_or_all_for_two_dollars() {
    let mut state = visit("arkham-asylum", |p| p.sanity = 1);
    use_it(&mut state);
    assert_eq!(me(&state).sanity, 2);

    let mut state = visit("arkham-asylum", |p| {
        p.sanity = 1;
        p.money = 2;
    });
    use_it(&mut state);
    choose(&mut state, 1);
    assert_eq!(me(&state).sanity, me(&state).max_sanity);
    assert_eq!(me(&state).money, 0);

    assert!(!offered(&visit("arkham-asylum", |_| {})), "nothing to heal");
}

/// Draws three cards of `deck` at the shop, buys the first and checks the other two are gone.
fn shop(name: &str, deck: data::Deck) {
    let mut state = visit(name, |p| p.money = 20);
    use_it(&mut state);
    let Some(Choice::Purchase { cards, one: true, .. }) = choice(&state) else { panic!("a purchase of one") };
    assert_eq!(cards.len(), 3);
    assert!(cards.iter().all(|&c| deck_of(c) == deck));
    let events = choose(&mut state, 0);
    assert_eq!(gained(&events), [cards[0]]);
    assert_eq!(me(&state).money, 20 - price(cards[0]));
    assert!(choice(&state).is_none(), "only one is bought");

    assert!(!offered(&visit(name, |_| {})), "no money: nothing to buy");
    let mut state = game(location(name));
    state.investigator_mut(0).money = 20;
    state.set_closed(location(name), true);
    state.turn_now(Phase::ArkhamEncounters, 0);
    assert!(!offered(&state), "a closed shop sells nothing");
}

#[test]
fn general_store_sells_one_of_three_common_items_at_list_price() {
    shop("general-store", data::Deck::CommonItem);
}

#[test]
fn curiositie_shoppe_sells_one_of_three_unique_items_at_list_price() {
    shop("curiositie-shoppe", data::Deck::UniqueItem);
}

/// Pays `cost` at `name`, draws two cards of `deck` and keeps one.
fn lessons(name: &str, cost: u8, deck: data::Deck) {
    let mut state = visit(name, |p| p.money = cost);
    use_it(&mut state);
    let Some(Choice::Keep { drawn, keep: 1 }) = choice(&state) else { panic!("keep one of two") };
    assert_eq!(drawn.len(), 2);
    let events = choose(&mut state, 1);
    assert_eq!(gained(&events), [drawn[1]]);
    assert_eq!(deck_of(drawn[1]), deck);
    assert_eq!(me(&state).money, 0);

    assert!(!offered(&visit(name, |p| p.money = cost - 1)), "too poor");
}

#[test]
fn ye_olde_magick_shoppe_magic_lessons_sell_one_of_two_spells_for_five_dollars() {
    lessons("ye-olde-magick-shoppe", 5, data::Deck::Spell);
}

#[test]
fn administration_building_classes_sell_one_of_two_skills_for_eight_dollars() {
    lessons("administration-building", 8, data::Deck::Skill);
}

#[test]
fn bank_of_arkham_lends_to_who_has_no_loan() {
    let mut state = visit("bank-of-arkham", |_| {});
    use_it(&mut state);
    assert!(me(&state).specials.loan);
    assert_eq!(me(&state).money, 10);

    assert!(!offered(&visit("bank-of-arkham", |p| p.specials.loan = true)), "one loan at a time");
}

#[test]
fn mas_boarding_house_recruits_an_ally_for_two_gate_trophies() {
    let mut state =
        visit("mas-boarding-house", |p| p.gate_trophies.extend([world("yuggoth"), world("abyss")]));
    use_it(&mut state);
    assert!(matches!(choice(&state), Some(Choice::Search(data::Deck::Ally))));
    let Some(&Action::Take(ally)) = legal(&state).first() else { panic!("an ally to take") };
    let events = answer(&mut state, Action::Take(ally));
    assert_eq!(gained(&events).iter().map(|&c| deck_of(c)).collect::<Vec<_>>(), [data::Deck::Ally]);
    assert!(me(&state).gate_trophies.is_empty());

    assert!(
        !offered(&visit("mas-boarding-house", |p| p.gate_trophies.push(world("yuggoth")))),
        "one is not enough"
    );
}

#[test]
fn police_station_deputizes_for_five_toughness_and_a_gate_trophy() {
    let mut state = visit("police-station", |p| {
        p.monster_trophies.extend([monster("star-spawn"), monster("shoggoth")]);
        p.gate_trophies.push(world("yuggoth"));
    });
    use_it(&mut state);
    assert!(holds(&state, "deputy-of-arkham"));
    assert!(me(&state).monster_trophies.is_empty());
    assert!(me(&state).gate_trophies.is_empty());

    let taken = visit("police-station", |p| p.gate_trophies.extend([world("yuggoth"), world("abyss")]));
    let mut state = taken;
    use_it(&mut state);
    state.investigator_mut(0).gate_trophies.extend([world("yuggoth"), world("abyss")]);
    state.turn_now(Phase::ArkhamEncounters, 0);
    assert!(!offered(&state), "the Deputy is taken");
}

#[test]
fn south_church_blesses_for_a_gate_trophy() {
    let mut state = visit("south-church", |p| p.gate_trophies.push(world("yuggoth")));
    use_it(&mut state);
    assert_eq!(me(&state).specials.fortune, Fortune::Blessed);
    assert!(me(&state).gate_trophies.is_empty());

    assert!(!offered(&visit("south-church", |_| {})), "no trophy");
}
