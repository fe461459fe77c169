//! The rulebook's worked examples (scenarios 1–42 of `shared/examples/arkham-2e.md`), each set up
//! through the `testing` feature with rigged dice and checked against the rulebook's numbers.

use arkham_2e::testing::data::{self, Check, Dimension};
use arkham_2e::testing::{card, location, monster, street, world};
use arkham_2e::{Action, ArkhamHorror, Event, Pending, Phase, Place, State};
use tabletop_core::Seat;
use tabletop_core::testing::{act, legal, refuse};

use crate::fixtures::*;

// ----- Upkeep -----

#[test]
fn example_01_exhausted_spell_is_refreshed_next_upkeep() {
    let mut state = solo("harvey-walters", street("uptown"));
    state.give_card(0, card("wither"));
    let zombie = state.put_monster(monster("zombie"), street("uptown"));
    // The Horror check (Zombie: Horror −1): all sixes, passed.
    state.rig_dice(vec![6; dice(&state, 0, Check::Horror, -1)]);
    state.fight_now(0, zombie);
    let wither = held(&state, 0, "wither").expect("held");
    assert!(legal::<ArkhamHorror>(&state, S0).contains(&Action::Cast(wither)));
    // Cast Wither (Spell check, casting +0): passed.
    state.rig_dice(vec![6; dice(&state, 0, Check::Spell, 0)]);
    act::<ArkhamHorror>(&mut state, S0, Action::Cast(wither));
    assert!(state.investigators()[0].cards[usize::from(wither)].exhausted);
    // The second cast in the same round is refused: the card is exhausted.
    refuse::<ArkhamHorror>(&mut state, S0, Action::Cast(wither));
    // Round R+1, Upkeep step 1 (Refresh): face up again.
    state.turn_now(Phase::Upkeep, 0);
    assert!(!state.investigators()[0].cards[usize::from(wither)].exhausted);
    assert_eq!(state.rigged_left(), 0);
    // And it can be cast again.
    state.rig_dice(vec![6; dice(&state, 0, Check::Horror, -1)]);
    state.fight_now(0, zombie);
    assert!(legal::<ArkhamHorror>(&state, S0).contains(&Action::Cast(wither)));
}

fn retainer_upkeep(roll: u8) -> State {
    let mut state = solo("amanda-sharpe", location("bank-of-arkham"));
    state.investigator_mut(0).specials.retainer = true;
    state.investigator_mut(0).money = 3;
    state.rig_dice([roll]);
    state.turn_now(Phase::Upkeep, 0);
    assert_eq!(state.rigged_left(), 0, "one die rolled");
    state
}

#[test]
fn example_02_retainer_pays_then_rolls() {
    let discarded = retainer_upkeep(1);
    assert_eq!(discarded.investigators()[0].money, 5);
    assert!(!discarded.investigators()[0].specials.retainer);
    let kept = retainer_upkeep(4);
    assert_eq!(kept.investigators()[0].money, 5);
    assert!(kept.investigators()[0].specials.retainer);
}

#[test]
fn example_03_focus_spread_over_two_sliders() {
    let mut state = solo("amanda-sharpe", location("bank-of-arkham"));
    state.turn_now(Phase::Upkeep, 0);
    assert_eq!(state.pending().map(|(s, p)| (s, p.clone())), Some((0, Pending::Sliders)));
    let before = state.investigators()[0].clone();
    // Four steps in all is more than Focus 3.
    refuse::<ArkhamHorror>(&mut state, S0, Action::Sliders([3, 0, 0]));
    // Speed/Sneak 2 steps toward Speed, Lore/Luck 1 step: 3 of 3.
    act::<ArkhamHorror>(&mut state, S0, Action::Sliders([3, 1, 0]));
    let after = &state.investigators()[0];
    assert_eq!(after.skill(Check::Speed), before.skill(Check::Speed) + 2);
    assert_eq!(after.skill(Check::Sneak), before.skill(Check::Sneak) - 2);
    assert_eq!(after.skill(Check::Lore), before.skill(Check::Lore) - 1);
    assert_eq!(after.skill(Check::Luck), before.skill(Check::Luck) + 1);
    // The Upkeep's slider decision is over: no further move.
    refuse::<ArkhamHorror>(&mut state, S0, Action::Sliders([3, 1, 1]));
}

#[test]
fn example_04_all_focus_on_one_slider() {
    let mut state = solo("amanda-sharpe", location("bank-of-arkham"));
    state.investigator_mut(0).sliders = [1, 0, 1];
    state.turn_now(Phase::Upkeep, 0);
    // Fight/Will three steps plus any other step is over Focus.
    refuse::<ArkhamHorror>(&mut state, S0, Action::Sliders([2, 3, 1]));
    refuse::<ArkhamHorror>(&mut state, S0, Action::Sliders([1, 3, 2]));
    act::<ArkhamHorror>(&mut state, S0, Action::Sliders([1, 3, 1]));
    assert_eq!(state.investigators()[0].sliders, [1, 3, 1]);
    refuse::<ArkhamHorror>(&mut state, S0, Action::Sliders([2, 3, 1]));
}

// ----- Movement -----

#[test]
fn example_05_movement_in_arkham_costs_a_point_a_step() {
    let mut state = solo("amanda-sharpe", location("graveyard"));
    state.investigator_mut(0).sliders[0] = 3;
    assert_eq!(skill(&state, 0, Check::Speed), 4);
    state.hold(true);
    state.begin_movement(0);
    for (to, left) in [
        (street("rivertown"), 3),
        (street("french-hill"), 2),
        (street("miskatonic-u"), 1),
        (location("administration-building"), 0),
    ] {
        act::<ArkhamHorror>(&mut state, S0, Action::Move(to));
        assert_eq!(state.movement_left(), left);
    }
    assert_eq!(state.investigators()[0].place, location("administration-building"));
    refuse::<ArkhamHorror>(&mut state, S0, Action::Move(street("miskatonic-u")));
}

#[test]
fn example_06_other_world_first_area_then_second_then_back() {
    let dreamlands = world("the-dreamlands");
    let mut state = solo("amanda-sharpe", Place::World { world: dreamlands, second: false });
    state.put_gate(location("woods"), dreamlands);
    state.turn_now(Phase::Movement, 0);
    assert_eq!(state.investigators()[0].place, Place::World { world: dreamlands, second: true });
    assert_eq!(state.movement_left(), 0);
    assert!(state.pending().is_none());
    state.turn_now(Phase::Movement, 0);
    assert_eq!(state.investigators()[0].place, location("woods"));
    assert!(state.investigators()[0].explored);
}

#[test]
fn example_07_return_chooses_among_gates_with_explored_marker() {
    let dreamlands = world("the-dreamlands");
    let mut state = solo("amanda-sharpe", Place::World { world: dreamlands, second: true });
    state.put_gate(location("black-cave"), dreamlands);
    state.put_gate(location("woods"), dreamlands);
    state.put_gate(location("graveyard"), world("yuggoth"));
    state.turn_now(Phase::Movement, 0);
    let mut options = legal::<ArkhamHorror>(&state, S0);
    options.sort_by_key(|a| format!("{a:?}"));
    let mut want = vec![Action::PlaceAt(location("black-cave")), Action::PlaceAt(location("woods"))];
    want.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(options, want);
    refuse::<ArkhamHorror>(&mut state, S0, Action::PlaceAt(location("graveyard")));
    act::<ArkhamHorror>(&mut state, S0, Action::PlaceAt(location("woods")));
    assert_eq!(state.investigators()[0].place, location("woods"));
    assert!(state.investigators()[0].explored);
}

// ----- Arkham encounters -----

/// The position of a location card among its neighbourhood's cards, and the card's index.
fn location_card(neighbourhood: &str, pick: impl Fn(&data::LocationCardDef) -> bool) -> (u32, u8) {
    let cards: Vec<usize> = data::LOCATION_CARDS
        .iter()
        .enumerate()
        .filter(|(_, c)| short(c.neighbourhood) == neighbourhood)
        .map(|(i, _)| i)
        .collect();
    let at = cards.iter().position(|&i| pick(&data::LOCATION_CARDS[i])).expect("such a card");
    (at as u32, cards[at] as u8)
}

fn entry_for<'a>(card: &'a data::LocationCardDef, place: &str) -> Option<&'a data::LocationEncounter> {
    card.encounters.iter().find(|e| short(e.location) == place)
}

#[test]
fn example_08_encounter_moves_to_woods_and_encounters_there() {
    let mut state = solo("amanda-sharpe", location("historical-society"));
    state.hold(true);
    let (society_at, society) = location_card("southside", |c| {
        entry_for(c, "historical-society").is_some_and(|e| e.text.contains("Woods"))
    });
    // The Sheldon Gang's still: a Sneak (−1) check, then to the street.
    let (woods_at, woods) = location_card("uptown", |c| {
        entry_for(c, "woods").is_some_and(|e| e.text.contains("still owned by the Sheldon Gang"))
    });
    state.rig([society_at]);
    let events = state.turn_now(Phase::ArkhamEncounters, 0);
    assert!(events.iter().any(|e| matches!(e, Event::LocationEncounter { card, .. } if *card == society)));
    // Accept the ride: to the Woods, and an encounter there (two cards drawn, one chosen).
    state.rig([woods_at, 0]);
    act::<ArkhamHorror>(&mut state, S0, Action::Choose(1));
    assert_eq!(state.investigators()[0].place, location("woods"));
    state.rig_dice([5, 1]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Choose(0));
    assert!(events.iter().any(|e| matches!(e, Event::LocationEncounter { card, .. } if *card == woods)));
    assert_eq!(checks(&events), vec![(2, 1, 1, true)]);
    assert_eq!(state.investigators()[0].place, street("uptown"));
    assert_eq!(state.investigators()[0].stamina, 5);
    assert_eq!(state.rigged_left(), 0);
}

#[test]
fn example_09_gate_without_explored_marker_draws_through() {
    let dreamlands = world("the-dreamlands");
    let mut state = solo("amanda-sharpe", location("black-cave"));
    state.put_gate(location("black-cave"), dreamlands);
    let events = state.turn_now(Phase::ArkhamEncounters, 0);
    assert!(!events.iter().any(|e| matches!(e, Event::LocationEncounter { .. })));
    let amanda = &state.investigators()[0];
    assert_eq!(amanda.place, Place::World { world: dreamlands, second: false });
    assert!(!amanda.delayed);
}

// ----- Other World encounters -----

#[test]
fn example_10_gate_cards_drawn_until_the_colour_matches() {
    let city = world("city-of-the-great-race");
    let city_id = data::OTHER_WORLDS[usize::from(city)].id;
    let of = |colour: data::Colour| {
        data::GATE_CARDS
            .iter()
            .position(|c| c.colour == colour && c.encounters.iter().all(|e| e.world != Some(city_id)))
            .expect("a card") as u8
    };
    let (red, blue, green) = (of(data::Colour::Red), of(data::Colour::Blue), of(data::Colour::Green));
    let mut state = solo("amanda-sharpe", Place::World { world: city, second: false });
    state.hold(true);
    for c in [green, blue, red] {
        state.stack_gate_card(c);
    }
    let events = state.turn_now(Phase::OtherWorldEncounters, 0);
    let other = data::GATE_CARDS[usize::from(green)].encounters.iter().position(|e| e.world.is_none());
    assert!(events.iter().any(|e| matches!(e, Event::GateEncounter { card, entry, .. }
            if *card == green && Some(usize::from(*entry)) == other)));
    let deck = state.gate_deck();
    assert_eq!(deck[deck.len() - 3..], [red, blue, green]);
}

// ----- Mythos -----

fn mythos_with(pick: impl Fn(&data::MythosDef) -> bool) -> &'static str {
    let card = data::MYTHOS.iter().find(|m| pick(m)).expect("such a Mythos card");
    short(card.id)
}

#[test]
fn example_11_monster_surge_spread_from_its_gate() {
    let mut state = game(7, "cthulhu", &[]);
    assert_eq!(state.monster_limit(), Some(10));
    let (cave, science, isle) =
        (location("black-cave"), location("science-building"), location("unvisited-isle"));
    state.put_gate(cave, world("yuggoth"));
    state.put_gate(science, world("abyss"));
    state.put_gate(isle, world("rlyeh"));
    let doom = state.doom();
    let card = mythos_with(|m| m.gate.is_some_and(|g| short(g) == "black-cave"));
    state.rig(vec![0; 7]);
    let events = state.mythos_now(card);
    assert!(events.contains(&Event::Surge));
    assert!(!events.iter().any(|e| matches!(e, Event::GateOpened { .. })));
    assert_eq!(state.doom(), doom);
    let at = |place: Place| {
        events.iter().filter(|e| matches!(e, Event::MonsterAppeared { place: p, .. } if *p == place)).count()
    };
    assert_eq!((at(cave), at(science), at(isle)), (3, 2, 2));
    assert_eq!(at(Place::Outskirts), 0);
}

#[test]
fn example_12_new_gate_in_mythos() {
    let mut state = solo("amanda-sharpe", street("easttown"));
    let cave = location("black-cave");
    state.set_clues_at(cave, 1);
    state.set_doom(1);
    state.stack_gate(world("yuggoth"));
    let stack = state.gate_stack_len();
    state.rig_cup_draw(monster("dark-young"));
    let card = mythos_with(|m| m.gate.is_some_and(|g| short(g) == "black-cave"));
    let events = state.mythos_now(card);
    let Place::Location(l) = cave else { unreachable!() };
    assert!(events.contains(&Event::GateOpened { location: l, world: world("yuggoth") }));
    assert_eq!(state.doom(), 2);
    assert_eq!(state.gate_stack_len(), stack - 1);
    assert_eq!(state.clues_at(l), 0);
    assert!(monster_at(&state, "dark-young", cave));
}

#[test]
fn example_13_monster_movement_white_black_and_stationary() {
    let mut state = solo("amanda-sharpe", street("easttown"));
    let gug = state.put_monster(monster("gug"), location("woods"));
    let young = state.put_monster(monster("dark-young"), location("graveyard"));
    let events = state
        .move_monsters_now(&[Dimension::Slash, Dimension::Triangle, Dimension::Star], &[Dimension::Hexagon]);
    let place = |id| state.monsters().find(|(i, _)| *i == id).map(|(_, m)| m.place);
    assert_eq!(place(gug), Some(street("uptown")));
    assert_eq!(place(young), Some(location("graveyard")));
    assert_eq!(events.len(), 1);
}

#[test]
fn example_14_fast_monster_moves_twice_and_investigator_blocks() {
    let mut state = solo("amanda-sharpe", street("southside"));
    // Downtown → Easttown → Rivertown along the white arrows.
    let shambler = state.put_monster(monster("dimensional-shambler"), street("downtown"));
    let dhole = state.put_monster(monster("dhole"), street("southside"));
    state.move_monsters_now(&[Dimension::Square, Dimension::Diamond], &[Dimension::Circle]);
    let place = |id| state.monsters().find(|(i, _)| *i == id).map(|(_, m)| m.place);
    assert_eq!(place(shambler), Some(street("rivertown")));
    assert_eq!(place(dhole), Some(street("southside")));
}

#[test]
fn example_15_monster_moving_onto_investigators_starts_no_combat() {
    let mut state = game(2, "cthulhu", &["joe-diamond", "ashcan-pete"]);
    state.investigator_mut(0).place = street("uptown");
    state.investigator_mut(1).place = street("uptown");
    // Miskatonic U.'s black arrow leads to Uptown.
    let spawn = state.put_monster(monster("star-spawn"), street("miskatonic-u"));
    state.move_monsters_now(&[], &[Dimension::Plus]);
    assert!(monster_at(&state, "star-spawn", street("uptown")));
    assert!(state.pending().is_none());
    assert!(state.combat().is_none());
    for seat in [0, 1] {
        state.hold(true);
        state.begin_movement(seat);
        let mut options = legal::<ArkhamHorror>(&state, Seat(seat));
        options.sort_by_key(|a| format!("{a:?}"));
        assert_eq!(options, vec![Action::Evade(spawn), Action::Fight(spawn)]);
    }
}

// ----- End of game -----

#[test]
fn example_16_victory_score() {
    let mut state = game(5, "azathoth", &[]);
    assert_eq!(state.ancient_one().doom, 14);
    state.set_terror(6);
    state.investigator_mut(0).specials.loan = true;
    state.investigator_mut(1).specials.loan = true;
    state.set_elder_sign_cards(3);
    for i in 0..8u8 {
        state.investigator_mut(i % 5).gate_trophies.push(i % 8);
    }
    for i in 0..17u8 {
        state.investigator_mut(i % 5).monster_trophies.push(monster("zombie"));
    }
    assert_eq!(state.score(), 21);
}

// ----- Skill checks -----

fn mcglen() -> State {
    let mut state = solo("michael-mcglen", street("easttown"));
    let want = |state: &State| (skill(state, 0, Check::Sneak), skill(state, 0, Check::Luck));
    'found: for a in 0..4 {
        for c in 0..4 {
            state.investigator_mut(0).sliders = [a, 1, c];
            if want(&state) == (3, 2) {
                break 'found;
            }
        }
    }
    assert_eq!(want(&state), (3, 2));
    state
}

#[test]
fn example_17_18_sneak_minus_one_two_dice_difficulty_one() {
    let mut state = mcglen();
    let sliders = state.investigators()[0].sliders;
    state.rig_dice([2, 5]);
    let events = state.check_now(0, Check::Sneak, -1, 1);
    assert_eq!(checks(&events), vec![(2, 1, 1, true)]);
    assert_eq!(state.investigators()[0].sliders, sliders);
}

#[test]
fn example_17_19_luck_plus_two_four_dice_difficulty_two() {
    let mut state = mcglen();
    let sliders = state.investigators()[0].sliders;
    state.rig_dice([2, 5, 3, 6]);
    let events = state.check_now(0, Check::Luck, 2, 2);
    assert_eq!(checks(&events), vec![(4, 2, 2, true)]);
    assert_eq!(state.investigators()[0].sliders, sliders);
}

#[test]
fn example_20_skill_bonus_helps_special_checks_but_not_the_reverse() {
    // (a) the Sneak skill card (+1 Sneak): Evade 4 dice, Sneak 4 dice.
    let mut state = solo("amanda-sharpe", street("easttown"));
    assert_eq!(skill(&state, 0, Check::Sneak), 3);
    state.give_card(0, card("sneak"));
    state.rig_dice([1; 4]);
    let evade = state.check_now(0, Check::Evade, 0, 1);
    state.rig_dice([1; 4]);
    let sneak = state.check_now(0, Check::Sneak, 0, 1);
    assert_eq!((checks(&evade)[0].0, checks(&sneak)[0].0), (4, 4));
    // (b) the Dark Cloak (+1 to Evade checks): Evade 4 dice, Sneak 3 dice.
    let mut state = solo("amanda-sharpe", street("easttown"));
    state.give_card(0, card("dark-cloak"));
    state.rig_dice([1; 4]);
    let evade = state.check_now(0, Check::Evade, 0, 1);
    state.rig_dice([1; 3]);
    let sneak = state.check_now(0, Check::Sneak, 0, 1);
    assert_eq!((checks(&evade)[0].0, checks(&sneak)[0].0), (4, 3));
    assert_eq!(state.rigged_left(), 0);
}

#[test]
fn example_21_clues_spent_one_at_a_time_after_the_roll() {
    // Joe Diamond's Hunches would add a second die per Clue; the example counts one, so a
    // neutral investigator with Lore 4 stands in.
    let mut state = solo("amanda-sharpe", street("easttown"));
    state.investigator_mut(0).sliders[2] = 3;
    assert_eq!(skill(&state, 0, Check::Lore), 4);
    state.investigator_mut(0).clues = 2;
    state.rig_dice([5, 6, 2]);
    state.check_now(0, Check::Lore, -1, 3);
    let successes = |state: &State| match state.pending() {
        Some((_, Pending::Check(check))) => check.roll.successes(),
        other => panic!("no check waits: {other:?}"),
    };
    assert_eq!(successes(&state), 2);
    state.rig_dice([3]);
    act::<ArkhamHorror>(&mut state, S0, Action::SpendClue);
    assert_eq!(successes(&state), 2);
    state.rig_dice([6]);
    // The last Clue spent, accepting is the only answer left: the check settles at once.
    let events = act::<ArkhamHorror>(&mut state, S0, Action::SpendClue);
    assert_eq!(checks(&events), vec![(5, 3, 3, true)]);
    assert_eq!(state.investigators()[0].clues, 0);
}

// ----- Evading monsters -----

/// Amanda (Sneak 2, Stamina 6) steps from the Woods to Uptown's streets, where a Dhole waits.
fn amanda_meets_dhole() -> (State, tabletop_core::board::PieceId) {
    let mut state = solo("amanda-sharpe", location("woods"));
    state.investigator_mut(0).sliders[0] = 2;
    assert_eq!(skill(&state, 0, Check::Sneak), 2);
    let amanda = state.investigator_mut(0);
    amanda.max_stamina = 6;
    amanda.stamina = 6;
    let dhole = state.put_monster(monster("dhole"), street("uptown"));
    state.hold(true);
    state.begin_movement(0);
    act::<ArkhamHorror>(&mut state, S0, Action::Move(street("uptown")));
    let mut options = legal::<ArkhamHorror>(&state, S0);
    options.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(options, vec![Action::Evade(dhole), Action::Fight(dhole)]);
    (state, dhole)
}

#[test]
fn example_22_evade_rolls_sneak_plus_awareness() {
    let (mut state, dhole) = amanda_meets_dhole();
    state.rig_dice([5]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Evade(dhole));
    assert_eq!(checks(&events), vec![(1, 1, 1, true)]);
}

#[test]
fn example_23_failed_evade_damages_fights_and_ends_movement() {
    let (mut state, dhole) = amanda_meets_dhole();
    // The Evade [3], then the Horror check (Will 3, Horror −1: 2 dice) [6, 1].
    state.rig_dice([3]);
    state.rig_dice(vec![6; dice(&state, 0, Check::Horror, -1)]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Evade(dhole));
    let checks = checks(&events);
    assert_eq!(checks[0], (1, 0, 1, false));
    assert_eq!(checks.len(), 2, "the Horror check follows");
    assert_eq!(state.investigators()[0].stamina, 2);
    assert_eq!(state.pending().map(|(_, p)| p.clone()), Some(Pending::Combat));
    assert_eq!(state.movement_left(), 0);
    assert_eq!(state.investigators()[0].place, street("uptown"));
    assert_eq!(state.rigged_left(), 0);
}

#[test]
fn example_24_passed_evade_lets_movement_continue() {
    let (mut state, dhole) = amanda_meets_dhole();
    state.rig_dice([5]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Evade(dhole));
    assert_eq!(checks(&events).len(), 1, "no Horror check");
    assert_eq!(state.investigators()[0].stamina, 6);
    let left = state.movement_left();
    act::<ArkhamHorror>(&mut state, S0, Action::Move(street("southside")));
    assert_eq!(state.investigators()[0].place, street("southside"));
    assert_eq!(state.movement_left(), left - 1);
}

/// Pete (Sneak 4, Stamina 5) steps from Merchant District's streets to Northside's, where a
/// Star Spawn waits.
fn pete_meets_star_spawn() -> (State, tabletop_core::board::PieceId) {
    let mut state = solo("ashcan-pete", street("merchant-district"));
    state.investigator_mut(0).sliders[0] = 2;
    assert_eq!(skill(&state, 0, Check::Sneak), 4);
    let pete = state.investigator_mut(0);
    pete.stamina = 5;
    let spawn = state.put_monster(monster("star-spawn"), street("northside"));
    state.hold(true);
    state.begin_movement(0);
    act::<ArkhamHorror>(&mut state, S0, Action::Move(street("northside")));
    (state, spawn)
}

#[test]
fn example_25_failed_evade_against_the_star_spawn() {
    let (mut state, spawn) = pete_meets_star_spawn();
    state.rig_dice([1, 2, 4]);
    state.rig_dice(vec![1; dice(&state, 0, Check::Horror, -3)]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Evade(spawn));
    assert_eq!(checks(&events)[0], (3, 0, 1, false));
    assert_eq!(state.investigators()[0].stamina, 2);
    assert_eq!(state.pending().map(|(_, p)| p.clone()), Some(Pending::Combat));
    assert_eq!(state.movement_left(), 0);
    assert_eq!(state.rigged_left(), 0);
}

#[test]
fn example_26_staying_after_a_passed_evade() {
    let (mut state, spawn) = pete_meets_star_spawn();
    state.rig_dice([5, 1, 1]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Evade(spawn));
    assert_eq!(checks(&events), vec![(3, 1, 1, true)]);
    act::<ArkhamHorror>(&mut state, S0, Action::Stop);
    assert!(state.combat().is_none());
    assert_eq!(state.investigators()[0].place, street("northside"));
    // A street has no encounter.
    let events = state.turn_now(Phase::ArkhamEncounters, 0);
    assert!(!events.iter().any(|e| matches!(e, Event::LocationEncounter { .. })));
    // Round R+1: face it again, to leave or to stay.
    state.begin_movement(0);
    let mut options = legal::<ArkhamHorror>(&state, S0);
    options.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(options, vec![Action::Evade(spawn), Action::Fight(spawn)]);
}

#[test]
fn example_27_each_monster_faced_first_failed_evade_ends_movement() {
    let (mut state, spawn) = pete_meets_star_spawn();
    state.investigator_mut(0).stamina = 6;
    state.give_card(0, card("tommy-gun"));
    let shoggoth = state.put_monster(monster("shoggoth"), street("northside"));
    // Evade fails; combat: the Horror check, then a Combat check with the Tommy Gun.
    state.rig_dice(vec![1; dice(&state, 0, Check::Evade, -1)]);
    state.rig_dice(vec![6; dice(&state, 0, Check::Horror, -3)]);
    act::<ArkhamHorror>(&mut state, S0, Action::Evade(spawn));
    assert_eq!(state.investigators()[0].stamina, 3);
    state.rig_dice(vec![6; dice(&state, 0, Check::Combat, -3) + 6]);
    act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    assert_eq!(state.investigators()[0].monster_trophies.as_slice(), [monster("star-spawn")]);
    let mut options = legal::<ArkhamHorror>(&state, S0);
    options.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(options, vec![Action::Evade(shoggoth), Action::Fight(shoggoth)]);
    state.rig_dice(vec![6; dice(&state, 0, Check::Evade, -1)]);
    act::<ArkhamHorror>(&mut state, S0, Action::Evade(shoggoth));
    // Stopping is all that is left to do, so movement ends there without asking.
    assert!(!matches!(state.pending(), Some((0, Pending::Move))));
    assert_eq!(state.investigators()[0].place, street("northside"));
    assert_eq!(state.rigged_left(), 0);
}

// ----- Combat -----

/// Pete with the given Will (3) or Fight (6, with the Fight skill card), fighting a Star Spawn.
fn pete_fights_star_spawn(fight: bool) -> (State, tabletop_core::board::PieceId) {
    let mut state = solo("ashcan-pete", street("northside"));
    if fight {
        state.give_card(0, card("fight"));
        state.investigator_mut(0).sliders[1] = 3;
        assert_eq!(skill(&state, 0, Check::Fight), 6);
    } else {
        state.investigator_mut(0).sliders[1] = 2;
        assert_eq!(skill(&state, 0, Check::Will), 3);
    }
    let spawn = state.put_monster(monster("star-spawn"), street("northside"));
    (state, spawn)
}

#[test]
fn example_28_horror_check_with_no_dice_fails() {
    let (mut state, spawn) = pete_fights_star_spawn(false);
    let events = state.fight_now(0, spawn);
    assert_eq!(checks(&events), vec![(0, 0, 1, false)]);
    assert_eq!(state.investigators()[0].sanity, 2);
    // Variant: a Clue buys one die, [5]: passed, no Sanity lost.
    let (mut state, spawn) = pete_fights_star_spawn(false);
    state.investigator_mut(0).clues = 1;
    state.fight_now(0, spawn);
    state.rig_dice([5]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::SpendClue);
    assert_eq!(checks(&events), vec![(1, 1, 1, true)]);
    assert_eq!(state.investigators()[0].sanity, 4);
}

#[test]
fn example_29_passed_combat_check_kills() {
    let (mut state, spawn) = pete_fights_star_spawn(true);
    state.fight_now(0, spawn);
    state.rig_dice([5, 6, 5]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    assert_eq!(checks(&events), vec![(3, 3, 3, true)]);
    assert!(state.monsters().next().is_none());
    assert_eq!(state.investigators()[0].monster_trophies.as_slice(), [monster("star-spawn")]);
}

#[test]
fn example_30_failed_combat_check_damages_and_no_new_horror_check() {
    let (mut state, spawn) = pete_fights_star_spawn(true);
    state.investigator_mut(0).stamina = 5;
    state.fight_now(0, spawn);
    state.rig_dice([5, 6, 2]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    assert_eq!(checks(&events), vec![(3, 2, 3, false)]);
    assert_eq!(state.investigators()[0].stamina, 2);
    assert_eq!(state.pending().map(|(_, p)| p.clone()), Some(Pending::Combat));
}

#[test]
fn example_31_successes_do_not_carry_over_between_rounds() {
    let (mut state, spawn) = pete_fights_star_spawn(true);
    let pete = state.investigator_mut(0);
    pete.max_stamina = 7;
    pete.stamina = 7;
    state.fight_now(0, spawn);
    state.rig_dice([5, 6, 1]);
    let first = act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    state.rig_dice([5, 1, 1]);
    let second = act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    assert_eq!(checks(&first), vec![(3, 2, 3, false)]);
    assert_eq!(checks(&second), vec![(3, 1, 3, false)]);
    assert!(monster_at(&state, "star-spawn", street("northside")));
    assert_eq!(state.investigators()[0].stamina, 1);
}

fn amanda_fights_elder_thing() -> (State, tabletop_core::board::PieceId) {
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).sliders[1] = 2;
    assert_eq!((skill(&state, 0, Check::Will), skill(&state, 0, Check::Fight)), (2, 3));
    let thing = state.put_monster(monster("elder-thing"), street("uptown"));
    (state, thing)
}

#[test]
fn example_32_amanda_kills_the_elder_thing() {
    let (mut state, thing) = amanda_fights_elder_thing();
    let events = state.fight_now(0, thing);
    assert_eq!(checks(&events), vec![(0, 0, 1, false)]);
    assert_eq!(state.investigators()[0].sanity, 3);
    state.rig_dice([2, 5, 6]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    assert_eq!(checks(&events), vec![(3, 2, 2, true)]);
    assert_eq!(state.investigators()[0].monster_trophies.as_slice(), [monster("elder-thing")]);
}

#[test]
fn example_33_elder_thing_takes_a_weapon_or_spell() {
    let (mut state, thing) = amanda_fights_elder_thing();
    state.give_card(0, card("45-automatic"));
    state.give_card(0, card("wither"));
    state.fight_now(0, thing);
    // The .45 is wielded (+4): 7 dice, one success.
    let n = dice(&state, 0, Check::Combat, 0) + 4;
    let mut faces = vec![1; n];
    faces[1] = 5;
    state.rig_dice(faces);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    assert_eq!(checks(&events), vec![(n as u8, 1, 2, false)]);
    assert_eq!(state.investigators()[0].stamina, 4);
    let automatic = held(&state, 0, "45-automatic").expect("held");
    let wither = held(&state, 0, "wither").expect("held");
    let mut options = legal::<ArkhamHorror>(&state, S0);
    options.sort_by_key(|a| format!("{a:?}"));
    let mut want = vec![Action::Choose(automatic), Action::Choose(wither)];
    want.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(options, want);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Choose(automatic));
    assert!(checks(&events).is_empty(), "no new Horror check");
    assert!(held(&state, 0, "45-automatic").is_none());
    assert_eq!(state.pending().map(|(_, p)| p.clone()), Some(Pending::Combat));
}

#[test]
fn example_34_weapon_and_spell_bonuses_add_up_within_two_hands() {
    let (mut state, spawn) = pete_fights_star_spawn(true);
    state.investigator_mut(0).sliders[2] = 3;
    state.give_card(0, card("45-automatic"));
    state.give_card(0, card("shrivelling"));
    state.rig_dice(vec![6; dice(&state, 0, Check::Horror, -3)]);
    state.fight_now(0, spawn);
    let shrivelling = held(&state, 0, "shrivelling").expect("held");
    state.rig_dice(vec![6; dice(&state, 0, Check::Spell, -1)]);
    act::<ArkhamHorror>(&mut state, S0, Action::Cast(shrivelling));
    state.rig_dice(vec![1; 13]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    assert_eq!(checks(&events), vec![(13, 0, 3, false)]);
    assert_eq!(state.rigged_left(), 0);
}

/// Harvey Walters with Lore 4, Sanity 5, Stamina 3 of 5, no Clues, holding Heal, at his
/// Upkeep: the cast is offered; the Spell check rolls `faces`. Returns (Sanity, Stamina, check).
/// Sanity, Stamina and the checks made.
type HealResult = (u8, u8, Vec<(u8, u8, u8, bool)>);

fn cast_heal(faces: [u8; 5]) -> HealResult {
    let mut state = solo("harvey-walters", street("uptown"));
    for position in 0..4 {
        state.investigator_mut(0).sliders[2] = position;
        if skill(&state, 0, Check::Lore) == 4 {
            break;
        }
    }
    assert_eq!(skill(&state, 0, Check::Lore), 4);
    let investigator = state.investigator_mut(0);
    investigator.cards.clear();
    investigator.clues = 0;
    investigator.max_sanity = 5;
    investigator.sanity = 5;
    investigator.max_stamina = 5;
    investigator.stamina = 3;
    state.give_card(0, card("heal"));
    state.turn_now(Phase::Upkeep, 0);
    assert!(legal::<ArkhamHorror>(&state, S0).contains(&Action::Choose(1)), "Heal is offered in Upkeep");
    state.rig_dice(faces);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Choose(1));
    let investigator = &state.investigators()[0];
    (investigator.sanity, investigator.stamina, checks(&events))
}

#[test]
fn example_35_casting_heal_pays_sanity_first() {
    // Sanity is paid first (Strong Mind does not reduce a price); 5 dice, 2 successes: +2 Stamina.
    assert_eq!(cast_heal([5, 6, 1, 2, 3]), (4, 5, vec![(5, 2, 1, true)]));
    // A failed cast heals nothing and the Sanity stays paid.
    assert_eq!(cast_heal([1, 2, 3, 4, 1]), (4, 3, vec![(5, 0, 1, false)]));
}

// ----- Monster special abilities -----

#[test]
fn example_36_physical_resistance_halves_immunity_cancels() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).sliders[1] = 3;
    assert_eq!(skill(&state, 0, Check::Fight), 4);
    state.give_card(0, card("tommy-gun"));
    // Combat rating 0 is a fixture: the dice are counted against the monster's own rating.
    for (kind, bonus) in [("dark-young", 3), ("ghost", 0)] {
        let mut state = state.clone();
        let stats = data::MONSTERS[usize::from(monster(kind))];
        let rating = stats.combat_rating.unwrap_or(0);
        let id = state.put_monster(monster(kind), street("uptown"));
        state.set_turn(Phase::Movement, 0);
        state.investigator_mut(0).sanity = 9;
        state.investigator_mut(0).max_sanity = 9;
        state.rig_dice(vec![6; dice(&state, 0, Check::Horror, stats.horror_rating.unwrap_or(0))]);
        state.fight_now(0, id);
        let n = (4 + rating + bonus).max(0) as usize;
        state.rig_dice(vec![1; n]);
        let events = act::<ArkhamHorror>(&mut state, S0, Action::Attack);
        assert_eq!(checks(&events)[0].0 as usize, n, "{kind}");
        assert_eq!(state.rigged_left(), 0, "{kind}");
    }
}

fn dark_young_horror(passed: bool) -> u8 {
    let mut state = solo("amanda-sharpe", street("uptown"));
    let young = state.put_monster(monster("dark-young"), street("uptown"));
    state.rig_dice(vec![if passed { 6 } else { 1 }; dice(&state, 0, Check::Horror, 0)]);
    state.fight_now(0, young);
    state.investigators()[0].sanity
}

#[test]
fn example_37_nightmarish_one_or_horror_damage_never_both() {
    assert_eq!(dark_young_horror(false), 2);
    assert_eq!(dark_young_horror(true), 4);
}

#[test]
fn example_38_nightgaunt_draws_through_the_nearest_gate() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.put_gate(location("woods"), world("yuggoth"));
    let gaunt = state.put_monster(monster("nightgaunt"), street("uptown"));
    state.rig_dice(vec![6; dice(&state, 0, Check::Horror, -1)]);
    state.fight_now(0, gaunt);
    state.rig_dice(vec![1; dice(&state, 0, Check::Combat, -2)]);
    act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    assert_eq!(state.investigators()[0].stamina, 5);
    assert_eq!(state.investigators()[0].place, Place::World { world: world("yuggoth"), second: false });
}

// ----- Locations -----

#[test]
fn example_39_location_ability_replaces_encounter_not_at_a_gate() {
    // (a) No gate: the dissection replaces the encounter (no card drawn).
    let mut state = solo("amanda-sharpe", location("science-building"));
    state.investigator_mut(0).monster_trophies.extend([monster("star-spawn"), monster("shoggoth")]);
    state.turn_now(Phase::ArkhamEncounters, 0);
    assert_eq!(state.pending().map(|(_, p)| p.clone()), Some(Pending::Special));
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Special);
    assert!(!events.iter().any(|e| matches!(e, Event::LocationEncounter { .. })));
    // Two trophies of toughness 3 (5 toughness is the price): 2 Clues.
    assert_eq!(state.investigators()[0].clues, 2);
    assert!(state.investigators()[0].monster_trophies.is_empty());
    // (b) An open gate, not explored: drawn through instead; no ability offered.
    let mut state = solo("amanda-sharpe", location("science-building"));
    state.investigator_mut(0).monster_trophies.extend([monster("star-spawn"), monster("shoggoth")]);
    state.put_gate(location("science-building"), world("yuggoth"));
    state.turn_now(Phase::ArkhamEncounters, 0);
    refuse::<ArkhamHorror>(&mut state, S0, Action::Special);
    assert_eq!(state.investigators()[0].place, Place::World { world: world("yuggoth"), second: false });
}

#[test]
fn example_40_river_docks_trophies_for_money() {
    let mut state = solo("amanda-sharpe", location("river-docks"));
    state.investigator_mut(0).gate_trophies.push(world("yuggoth"));
    let stack = state.gate_stack_len();
    state.turn_now(Phase::ArkhamEncounters, 0);
    act::<ArkhamHorror>(&mut state, S0, Action::Special);
    let amanda = &state.investigators()[0];
    assert_eq!(amanda.money, 5);
    assert!(amanda.gate_trophies.is_empty());
    assert_eq!(state.gate_stack_len(), stack + 1);
    assert_eq!(state.gate_stack_bottom(), Some(world("yuggoth")));
    // Monster trophies (5 toughness) go back to the cup.
    let mut state = solo("amanda-sharpe", location("river-docks"));
    state.investigator_mut(0).monster_trophies.extend([monster("star-spawn"), monster("shoggoth")]);
    let cup = state.cup_len();
    state.turn_now(Phase::ArkhamEncounters, 0);
    act::<ArkhamHorror>(&mut state, S0, Action::Special);
    assert_eq!(state.investigators()[0].money, 5);
    assert!(state.investigators()[0].monster_trophies.is_empty());
    assert_eq!(state.cup_len(), cup + 2);
}

// ----- Final battle and awakening -----

/// Awakens Cthulhu (no start-of-battle rule) in a game (the track filled by a gate opening) and runs the
/// battle's Upkeep, up to the first investigator's attack.
pub(crate) fn battle(players: u8) -> State {
    let mut state = game(players, "cthulhu", &[]);
    for seat in 0..players {
        state.give_card(seat, card("tommy-gun"));
        // A combat spell makes each attack a decision (attack, or cast first); with nothing to
        // cast, the attack is the only answer and is made without asking.
        state.give_card(seat, card("shrivelling"));
        state.investigator_mut(seat).sliders = [1, 3, 1];
    }
    state.set_doom(state.ancient_one().doom - 1);
    state.hold(false);
    let events = state.open_gate_now(location("black-cave"));
    assert!(events.contains(&Event::Awakens));
    assert_eq!(state.phase(), Phase::Battle);
    // Each investigator's battle Upkeep: sliders as they are, then no trade.
    loop {
        match state.pending().map(|(s, p)| (s, p.clone())) {
            Some((seat, Pending::Sliders)) => {
                let sliders = state.investigators()[usize::from(seat)].sliders;
                act::<ArkhamHorror>(&mut state, Seat(seat), Action::Sliders(sliders));
            }
            Some((seat, Pending::Trade)) => {
                act::<ArkhamHorror>(&mut state, Seat(seat), Action::Stop);
            }
            _ => break,
        }
    }
    state
}

/// The seat whose attack waits, and its dice against the Ancient One (combat −6, Tommy Gun).
fn attacker(state: &State) -> (Seat, usize) {
    let (seat, pending) = state.pending().expect("a decision");
    assert_eq!(*pending, Pending::Combat);
    (Seat(seat), dice(state, seat, Check::Combat, -6) + 6)
}

#[test]
fn example_41_final_battle_pools_successes() {
    let mut state = battle(2);
    state.set_doom(5);
    assert_eq!(state.battle_successes(), 0);
    let (first, n) = attacker(&state);
    let mut faces = vec![1; n];
    faces[0] = 5;
    state.rig_dice(faces);
    act::<ArkhamHorror>(&mut state, first, Action::Attack);
    assert_eq!((state.battle_successes(), state.doom()), (1, 5));
    let (second, n) = attacker(&state);
    assert_ne!(first, second);
    let mut faces = vec![1; n];
    faces[..3].copy_from_slice(&[5, 6, 5]);
    state.rig_dice(faces);
    let events = act::<ArkhamHorror>(&mut state, second, Action::Attack);
    assert_eq!(checks(&events).first().map(|c| c.1), Some(3));
    // The 2nd and 4th successes each remove a token; then Cthulhu attacks (and puts one back).
    let doom: Vec<&Event> = events.iter().filter(|e| matches!(e, Event::Doom(_))).collect();
    assert_eq!(doom[..2], [&Event::Doom(4), &Event::Doom(3)]);
    assert_eq!(state.battle_successes(), 0);
}

#[test]
fn example_42_terror_ten_and_twice_the_limit_awakens() {
    let mut state = game(5, "cthulhu", &[]);
    state.set_terror(10);
    for i in 0..15 {
        let place = if i % 2 == 0 { street("easttown") } else { street("uptown") };
        state.put_monster(monster("zombie"), place);
    }
    state.rig([0]);
    let events = state.spawn_monster_now(street("downtown"));
    assert!(events.contains(&Event::Awakens));
    assert_eq!(state.phase(), Phase::Battle);
    assert_eq!(state.doom(), state.ancient_one().doom);
}
