//! Encounter and Rumor rules that pose decisions (`hooks/cards.rs`, `hooks/mod.rs`): Curiositie
//! Shoppe 7's sale, Ye Olde Magick Shoppe 5's vision and The Terrible Experiment.

use arkham_2e::testing::monster;

use super::*;

/// Two investigators with $20 each at the Curiositie Shoppe, the game held.
fn two_at_the_shoppe() -> State {
    let config = ArkhamHorror::config(&Options::players(2).with("ancient-one", "azathoth")).expect("config");
    let mut state = ArkhamHorror::setup(&config, 3).expect("setup");
    state.set_turn(Phase::ArkhamEncounters, 0);
    state.clear_mythos_in_play();
    state.hold(true);
    for seat in 0..2 {
        let p = state.investigator_mut(seat);
        p.place = location("curiositie-shoppe");
        p.money = 20;
        p.cards.clear();
    }
    state
}

fn answer_as(state: &mut State, seat: u8, action: Action) -> Vec<Event> {
    let mut events = Vec::new();
    ArkhamHorror::apply(state, Seat(seat), &action, &mut events).expect("a legal answer");
    events
}

#[test]
fn hook_curiositie_shoppe_7_sale_lets_every_investigator_buy_in_turn() {
    let mut state = two_at_the_shoppe();
    let (commons, uniques) = (state.deck_len("common"), state.deck_len("unique"));
    state.resolve_effects(0, at("northside-7", "curiositie-shoppe"));
    let Some((0, Pending::Choose(Choice::Sale { cards, next }))) =
        state.pending().map(|(s, p)| (s, p.clone()))
    else {
        panic!("the sale opens for the investigator: {:?}", state.pending())
    };
    assert_eq!(cards.iter().map(|&c| deck_of(c)).filter(|d| *d == data::Deck::CommonItem).count(), 3);
    assert_eq!(cards.iter().map(|&c| deck_of(c)).filter(|d| *d == data::Deck::UniqueItem).count(), 1);
    assert_eq!(next.as_slice(), [1]);
    let first = cards[0];
    let events = answer_as(&mut state, 0, Action::Choose(0));
    assert_eq!(gained(&events), [first]);
    assert_eq!(state.investigators()[0].money, 20 - price(first));
    // Seat 0 stops; seat 1 buys from what is left.
    answer_as(&mut state, 0, Action::Choose(u8::MAX));
    let Some((1, Pending::Choose(Choice::Sale { cards: left, .. }))) =
        state.pending().map(|(s, p)| (s, p.clone()))
    else {
        panic!("the next investigator buys: {:?}", state.pending())
    };
    assert_eq!(left.len(), 3);
    let events = answer_as(&mut state, 1, Action::Choose(0));
    assert_eq!(gained(&events), [left[0]]);
    answer_as(&mut state, 1, Action::Choose(u8::MAX));
    assert_eq!(state.pending(), None);
    // The two unsold cards go back under their decks.
    assert_eq!(state.deck_len("common") + state.deck_len("unique"), commons + uniques - 2);
}

#[test]
fn hook_ye_olde_magick_shoppe_5_foretells_the_next_card_of_a_deck() {
    let mut state = game(location("ye-olde-magick-shoppe"));
    state.hold(true);
    state.resolve_effects(0, at("uptown-5", "ye-olde-magick-shoppe"));
    assert_eq!(choice(&state), Some(Choice::Foresee));
    assert_eq!(legal(&state).len(), data::NEIGHBOURHOODS.len());
    let downtown =
        data::NEIGHBOURHOODS.iter().position(|n| n.id.ends_with("/downtown")).expect("downtown") as u8;
    choose(&mut state, downtown);
    let [(n, seen)] = state.foreseen() else { panic!("one card seen: {:?}", state.foreseen()) };
    assert_eq!(*n, downtown);
    let seen = *seen;
    state.investigator_mut(0).place = location("bank-of-arkham");
    let events = state.location_encounter_now(0);
    let drawn = events.iter().find_map(|e| match e {
        Event::LocationEncounter { card, .. } => Some(*card),
        _ => None,
    });
    assert_eq!(drawn, Some(seen), "the card seen is the one drawn");
    assert!(state.foreseen().is_empty());
}

#[test]
fn hook_the_terrible_experiment_takes_five_monsters_and_one_more_each_mythos() {
    let mut state = game(street("uptown"));
    state.hold(true);
    let cup = state.cup_len();
    state.mythos_now("the-terrible-experiment");
    assert_eq!(state.experiment().len(), 5);
    assert!(state.cup_len() <= cup - 5);

    // Ongoing, at 8 it fails: terror 10, the monsters into the Miskatonic U. streets.
    let mut state = game(street("uptown"));
    state.hold(true);
    state.put_in_play("the-terrible-experiment");
    state.set_experiment(&[monster("cultist"); 7]);
    state.mythos_now("heat-wave");
    assert_eq!(state.terror(), 10);
    assert!(state.rumor().is_none());
    assert!(state.experiment().is_empty());
    let here = state.monsters().filter(|(_, m)| m.place == street("miskatonic-u")).count();
    assert!(here >= 8, "{here} monsters in the Miskatonic U. streets");
}

#[test]
fn hook_the_terrible_experiment_is_fought_in_the_miskatonic_u_streets_and_passes_when_empty() {
    let mut state = game(street("miskatonic-u"));
    state.hold(true);
    state.put_in_play("the-terrible-experiment");
    state.set_experiment(&[monster("cultist")]);
    state.turn_now(Phase::ArkhamEncounters, 0);
    assert_eq!(state.pending(), Some((0, &Pending::Special)));
    answer(&mut state, Action::Special);
    assert_eq!(state.combat().map(|c| c.foe), Some(arkham_2e::Foe::Experiment(monster("cultist"))));
    let fight = (me(&state).skill(Check::Combat) + 1).max(0) as usize;
    state.rig_dice(vec![6; fight]);
    let events = answer(&mut state, Action::Attack);
    assert_eq!(me(&state).monster_trophies.as_slice(), [monster("cultist")]);
    assert!(state.rumor().is_none(), "passed: back to the box");
    assert_eq!(gained(&events).iter().map(|&c| deck_of(c)).collect::<Vec<_>>(), [data::Deck::Skill]);
}
