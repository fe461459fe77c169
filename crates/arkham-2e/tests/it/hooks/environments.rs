//! Environments in play, read where they apply (`rules.rs`, `effects.rs`, the end of movement
//! in `hooks/mod.rs`): each is put in play and its rule checked against the same position
//! without it.

use arkham_2e::testing::data::{Check, Effect};
use arkham_2e::testing::{card, location, monster, street, world};
use arkham_2e::{Action, ArkhamHorror, Choice, Pending, Phase, Place, State};
use tabletop_core::testing::{act, legal};

use crate::fixtures::{S0, checks, dice, solo};

/// Amanda in the `name` streets with `card_in_play` in play, stopping there at the end of her
/// movement (what the Environment offers then waits).
fn stop_in(name: &str, card_in_play: &str) -> State {
    let mut state = solo("amanda-sharpe", street(name));
    state.investigator_mut(0).cards.clear();
    state.put_in_play(card_in_play);
    state.begin_movement(0);
    act::<ArkhamHorror>(&mut state, S0, Action::Stop);
    state
}

/// The waiting choice of seat 0.
fn choice(state: &State) -> Option<Choice> {
    match state.pending() {
        Some((0, Pending::Choose(choice))) => Some(choice.clone()),
        _ => None,
    }
}

/// Stops in the streets of `name` without any Environment: nothing is offered.
fn nothing_without(name: &str) {
    let mut state = solo("amanda-sharpe", street(name));
    state.investigator_mut(0).cards.clear();
    state.begin_movement(0);
    act::<ArkhamHorror>(&mut state, S0, Action::Stop);
    assert_eq!(choice(&state), None, "{name}: nothing without the Environment");
}

/// The toughness a Combat check against a `kind` needs, with `card_in_play` in play.
fn toughness(kind: &str, card_in_play: Option<&str>) -> u8 {
    let mut state = solo("amanda-sharpe", street("uptown"));
    let p = state.investigator_mut(0);
    p.cards.clear();
    (p.sanity, p.max_sanity, p.stamina, p.max_stamina) = (9, 9, 9, 9);
    if let Some(name) = card_in_play {
        state.put_in_play(name);
    }
    let id = state.put_monster(monster(kind), street("uptown"));
    state.rig_dice(vec![6; 12]);
    state.fight_now(0, id);
    state.rig_dice(vec![1; 30]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    checks(&events).last().expect("a Combat check").2
}

#[test]
fn hook_a_strange_plague_stops_stamina_gains() {
    for (plague, stamina) in [(false, 2), (true, 1)] {
        let mut state = solo("amanda-sharpe", street("uptown"));
        if plague {
            state.put_in_play("a-strange-plague");
        }
        state.investigator_mut(0).stamina = 1;
        state.resolve_effects(0, &[Effect::Stamina(1)]);
        assert_eq!(state.investigators()[0].stamina, stamina, "plague: {plague}");
    }
}

#[test]
fn hook_dreams_of_a_sunken_city_stops_sanity_gains() {
    for (dreams, sanity) in [(false, 2), (true, 1)] {
        let mut state = solo("amanda-sharpe", street("uptown"));
        if dreams {
            state.put_in_play("dreams-of-a-sunken-city");
        }
        state.investigator_mut(0).sanity = 1;
        state.resolve_effects(0, &[Effect::Sanity(1)]);
        assert_eq!(state.investigators()[0].sanity, sanity, "dreams: {dreams}");
    }
}

/// Under `card`, `carer` heals Amanda (in the Uptown streets with them, 1 `stamina` or Sanity
/// left) in Upkeep: what she has after.
fn cared_for(card: &str, carer: &str, stamina: bool) -> u8 {
    let mut state = crate::fixtures::game(2, "cthulhu", &[carer, "amanda-sharpe"]);
    for seat in 0..2 {
        state.investigator_mut(seat).place = street("uptown");
        state.investigator_mut(seat).cards.clear();
    }
    state.put_in_play(card);
    let amanda = state.investigator_mut(1);
    if stamina {
        amanda.stamina = 1;
    } else {
        amanda.sanity = 1;
    }
    // Only Amanda is hurt: the one possible answer is taken without asking.
    state.turn_now(Phase::Upkeep, 0);
    let amanda = &state.investigators()[1];
    if stamina { amanda.stamina } else { amanda.sanity }
}

#[test]
fn hook_a_strange_plague_allows_medical_care_at_the_hospital_and_from_vincent_lee() {
    let mut state = solo("amanda-sharpe", location("st-marys-hospital"));
    state.put_in_play("a-strange-plague");
    state.investigator_mut(0).stamina = 1;
    state.resolve_effects(0, &[Effect::Stamina(1)]);
    assert_eq!(state.investigators()[0].stamina, 2, "medical care at St. Mary's");
    assert_eq!(cared_for("a-strange-plague", "vincent-lee", true), 2);
}

#[test]
fn hook_dreams_of_a_sunken_city_allows_psychiatric_care_at_the_asylum_and_from_carolyn_fern() {
    let mut state = solo("amanda-sharpe", location("arkham-asylum"));
    state.put_in_play("dreams-of-a-sunken-city");
    state.investigator_mut(0).sanity = 1;
    state.resolve_effects(0, &[Effect::Sanity(1)]);
    assert_eq!(state.investigators()[0].sanity, 2, "psychiatric care at the Asylum");
    assert_eq!(cared_for("dreams-of-a-sunken-city", "carolyn-fern", false), 2);
}

#[test]
fn hook_alien_technology_makes_mi_go_two_tougher() {
    assert_eq!(toughness("mi-go", Some("alien-technology")), toughness("mi-go", None) + 2);
    assert_eq!(toughness("cultist", Some("alien-technology")), toughness("cultist", None));
    // "If an investigator passes a Combat check against a Mi-Go, he draws 1 extra Unique Item":
    // the Mi-Go's own Unique Item and the extra one.
    let mut state = solo("amanda-sharpe", street("uptown"));
    let p = state.investigator_mut(0);
    p.cards.clear();
    (p.sanity, p.max_sanity, p.stamina, p.max_stamina) = (9, 9, 9, 9);
    p.sliders = [1, 3, 1];
    state.give_card(0, card("tommy-gun"));
    state.put_in_play("alien-technology");
    let id = state.put_monster(monster("mi-go"), street("uptown"));
    state.rig_dice(vec![6; 40]);
    state.fight_now(0, id);
    act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    assert!(state.monsters().all(|(m, _)| m != id), "the Mi-Go is defeated");
    let uniques = state.investigators()[0]
        .cards
        .iter()
        .filter(|h| h.def().deck == arkham_2e::testing::data::Deck::UniqueItem)
        .count();
    assert_eq!(uniques, 2);
}

#[test]
fn hook_rlyeh_rising_toughens_star_spawn_and_maniacs_and_rlyeh_gates() {
    assert_eq!(toughness("star-spawn", Some("rlyeh-rising")), toughness("star-spawn", None) + 1);
    assert_eq!(toughness("maniac", Some("rlyeh-rising")), toughness("maniac", None) + 1);
    // Closing a gate to R'lyeh needs one more success; another world's does not.
    for (to, need) in [("rlyeh", 2), ("abyss", 1)] {
        let mut state = solo("amanda-sharpe", location("woods"));
        state.put_in_play("rlyeh-rising");
        state.put_gate(location("woods"), world(to));
        state.investigator_mut(0).explored = true;
        state.turn_now(Phase::ArkhamEncounters, 0);
        state.rig_dice(vec![6; 12]);
        let events = act::<ArkhamHorror>(&mut state, S0, Action::Close { fight: false });
        assert_eq!(checks(&events)[0].2, need, "a gate to {to}");
    }
}

#[test]
fn hook_raining_cats_and_dogs_keeps_fire_vampires_out_of_play() {
    let (gone, appeared) = kept_out("raining-cats-and-dogs", "fire-vampire");
    assert!(gone, "the Fire Vampire on the board goes back to the cup");
    assert_ne!(appeared, monster("fire-vampire"), "a different monster is drawn");
}

#[test]
fn hook_raining_cats_and_dogs_takes_a_movement_point() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).cards.clear();
    state.turn_now(Phase::Movement, 0);
    let speed = state.movement_left();
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).cards.clear();
    state.put_in_play("raining-cats-and-dogs");
    state.turn_now(Phase::Movement, 0);
    assert_eq!(state.movement_left(), speed - 1);
}

#[test]
fn hook_icy_conditions_slows_fast_monsters() {
    // Downtown → Easttown → Rivertown along the white arrows: a Fast monster moves twice.
    let dimension =
        arkham_2e::testing::data::MONSTERS[usize::from(monster("dimensional-shambler"))].dimension;
    for (icy, to) in [(false, "rivertown"), (true, "easttown")] {
        let mut state = solo("amanda-sharpe", location("woods"));
        if icy {
            state.put_in_play("icy-conditions");
        }
        let id = state.put_monster(monster("dimensional-shambler"), street("downtown"));
        state.move_monsters_now(&[dimension], &[]);
        let now = state.monsters().find(|(m, _)| *m == id).map(|(_, m)| m.place);
        assert_eq!(now, Some(street(to)), "icy: {icy}");
    }
}

#[test]
fn hook_an_evil_fog_keeps_fliers_still() {
    let dimension = arkham_2e::testing::data::MONSTERS[usize::from(monster("byakhee"))].dimension;
    for (fog, moves) in [(false, true), (true, false)] {
        let mut state = solo("amanda-sharpe", street("uptown"));
        if fog {
            state.put_in_play("an-evil-fog");
        }
        let id = state.put_monster(monster("byakhee"), Place::Sky);
        state.move_monsters_now(&[dimension], &[dimension]);
        let now = state.monsters().find(|(m, _)| *m == id).map(|(_, m)| m.place);
        assert_eq!(now != Some(Place::Sky), moves, "fog: {fog}");
    }
}

#[test]
fn hook_city_gripped_by_blackouts_closes_the_shops() {
    let mut state = solo("amanda-sharpe", location("general-store"));
    state.mythos_now("city-gripped-by-blackouts");
    let out = arkham_2e::Map::get().street_of(location("general-store")).map(Place::Street);
    assert_eq!(Some(state.investigators()[0].place), out, "turned out of the General Store");
    state.begin_movement(0);
    let moves = legal::<ArkhamHorror>(&state, S0);
    assert!(!moves.contains(&Action::Move(location("general-store"))), "closed");
}

#[test]
fn hook_strange_lights_on_campus_closes_the_university() {
    let mut state = solo("amanda-sharpe", location("science-building"));
    state.mythos_now("strange-lights-on-campus");
    assert_eq!(state.investigators()[0].place, street("miskatonic-u"));
    state.begin_movement(0);
    let moves = legal::<ArkhamHorror>(&state, S0);
    assert!(!moves.contains(&Action::Move(location("library"))), "closed");
    assert!(!moves.contains(&Action::Move(location("science-building"))), "closed");
}

#[test]
fn hook_fourth_of_july_parade_closes_the_merchant_district_streets() {
    let mut state = solo("amanda-sharpe", location("unvisited-isle"));
    state.begin_movement(0);
    assert!(legal::<ArkhamHorror>(&state, S0).contains(&Action::Move(street("merchant-district"))));
    state.mythos_now("fourth-of-july-parade");
    state.investigator_mut(0).place = location("unvisited-isle");
    state.begin_movement(0);
    assert!(!legal::<ArkhamHorror>(&state, S0).contains(&Action::Move(street("merchant-district"))));
}

#[test]
fn hook_temperence_fever_sweeps_city_closes_hibbs_and_arrests_a_drinker_who_fails() {
    let mut state = solo("amanda-sharpe", location("hibbs-roadhouse"));
    state.investigator_mut(0).cards.clear();
    state.mythos_now("temperence-fever-sweeps-city");
    let out = arkham_2e::Map::get().street_of(location("hibbs-roadhouse")).map(Place::Street);
    assert_eq!(Some(state.investigators()[0].place), out, "Hibbs' is closed");
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).cards.clear();
    state.investigator_mut(0).clues = 0;
    state.give_card(0, card("whiskey"));
    state.rig_dice(vec![1; 30]);
    state.mythos_now("temperence-fever-sweeps-city");
    assert_eq!(state.investigators()[0].place, Place::Jail);
    assert!(state.investigators()[0].holds("/whiskey").is_none());
}

#[test]
fn hook_curfew_enforced_arrests_who_fails_will_in_the_streets() {
    nothing_without("uptown");
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).cards.clear();
    state.investigator_mut(0).clues = 0;
    state.put_in_play("curfew-enforced");
    state.begin_movement(0);
    state.rig_dice(vec![1; 12]);
    act::<ArkhamHorror>(&mut state, S0, Action::Stop);
    assert_eq!(state.investigators()[0].place, Place::Jail);
}

#[test]
fn hook_blood_magic_trades_failed_stamina_dice_for_three_clues() {
    nothing_without("rivertown");
    let mut state = stop_in("rivertown", "blood-magic");
    assert!(matches!(choice(&state), Some(Choice::May(_))));
    state.investigator_mut(0).stamina = 4;
    state.rig_dice([6, 5, 1, 2]);
    act::<ArkhamHorror>(&mut state, S0, Action::Choose(1));
    let p = &state.investigators()[0];
    assert_eq!((p.stamina, p.clues), (2, 3));
    // Every die failed: devoured.
    let mut state = stop_in("rivertown", "blood-magic");
    state.investigator_mut(0).stamina = 2;
    state.rig_dice([1, 2]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Choose(1));
    assert!(events.contains(&arkham_2e::Event::Devoured(0)));
}

#[test]
fn hook_the_man_in_black_trades_failed_sanity_dice_for_a_clue_and_a_spell() {
    nothing_without("french-hill");
    let mut state = stop_in("french-hill", "the-man-in-black");
    assert!(matches!(choice(&state), Some(Choice::May(_))));
    state.investigator_mut(0).sanity = 3;
    state.rig_dice([6, 1, 1]);
    act::<ArkhamHorror>(&mut state, S0, Action::Choose(1));
    let p = &state.investigators()[0];
    assert_eq!((p.sanity, p.clues), (1, 1));
    assert_eq!(p.cards.iter().filter(|h| h.def().deck == arkham_2e::testing::data::Deck::Spell).count(), 1);
}

#[test]
fn hook_darkes_carnival_arrives_gives_a_clue_and_a_will_check_in_northside() {
    nothing_without("northside");
    let mut state = solo("amanda-sharpe", street("northside"));
    state.investigator_mut(0).cards.clear();
    state.put_in_play("darkes-carnival-arrives");
    let sanity = state.investigators()[0].sanity;
    state.begin_movement(0);
    state.rig_dice(vec![1; 12]);
    act::<ArkhamHorror>(&mut state, S0, Action::Stop);
    if let Some((0, Pending::Check(_))) = state.pending() {
        act::<ArkhamHorror>(&mut state, S0, Action::Accept);
    }
    let p = &state.investigators()[0];
    assert_eq!((p.clues, p.sanity), (1, sanity - 1));
}

#[test]
fn hook_egyptian_exhibit_visits_miskatonic_u_offers_a_lore_check_for_a_clue() {
    nothing_without("miskatonic-u");
    let mut state = stop_in("miskatonic-u", "egyptian-exhibit-visits-miskatonic-u");
    assert!(matches!(choice(&state), Some(Choice::May(_))));
    state.investigator_mut(0).sliders[2] = 3;
    let n = dice(&state, 0, Check::Lore, -1);
    state.rig_dice(vec![6; n]);
    act::<ArkhamHorror>(&mut state, S0, Action::Choose(1));
    assert_eq!(state.investigators()[0].clues, 1);
}

#[test]
fn hook_estate_sale_offers_two_unique_items_in_uptown() {
    nothing_without("uptown");
    let mut state = stop_in("uptown", "estate-sale");
    state.investigator_mut(0).money = 30;
    let mut offers = 0;
    while let Some(Choice::Buy { card, .. }) = choice(&state) {
        assert_eq!(
            arkham_2e::testing::data::CARDS[usize::from(card)].deck,
            arkham_2e::testing::data::Deck::UniqueItem
        );
        offers += 1;
        act::<ArkhamHorror>(&mut state, S0, Action::Choose(0));
    }
    assert_eq!(offers, 2);
}

/// `kind` on the board when `environment` enters play, then drawn first from the cup for a
/// monster that appears: whether it left the board, and the kind that appeared instead.
fn kept_out(environment: &str, kind: &str) -> (bool, u8) {
    // The Haunter of the Dark is a Mask: in the cup only against Nyarlathotep.
    let mut state = crate::fixtures::game(1, "nyarlathotep", &["amanda-sharpe"]);
    let id = state.put_monster(monster(kind), street("rivertown"));
    state.mythos_now(environment);
    assert!(state.environment().is_some_and(|m| m.id.ends_with(environment)));
    let gone = state.monsters().all(|(m, _)| m != id);
    state.rig_cup_draw(monster(kind));
    let events = state.spawn_monster_now(street("uptown"));
    let appeared = events
        .iter()
        .find_map(|e| match e {
            arkham_2e::Event::MonsterAppeared { kind, .. } => Some(*kind),
            _ => None,
        })
        .expect("a monster appears");
    (gone, appeared)
}

#[test]
fn hook_sunny_and_clear_keeps_the_haunter_of_the_dark_out_of_play() {
    let (gone, appeared) = kept_out("sunny-and-clear", "haunter-of-the-dark");
    assert!(gone, "the Haunter on the board goes back to the cup");
    assert_ne!(appeared, monster("haunter-of-the-dark"), "a different monster is drawn");
}
