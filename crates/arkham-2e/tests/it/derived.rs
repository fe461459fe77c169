//! Cases derived from the rulebook's explicit rules (scenarios 43–62 of
//! `shared/examples/arkham-2e.md`).

use arkham_2e::testing::data::{self, Check, Dimension, Effect};
use arkham_2e::testing::{card, location, monster, street, world};
use arkham_2e::{Action, ArkhamHorror, Ending, Event, Pending, Phase, Place, State};
use tabletop_core::dice::Fortune;
use tabletop_core::testing::{act, legal, refuse};

use crate::fixtures::{S0, checks, dice, game, held, monster_at, short, solo};

/// Unstable locations (where gates open), in table order, but `except`.
fn unstable(except: &[Place]) -> Vec<Place> {
    data::LOCATIONS
        .iter()
        .enumerate()
        .filter(|(_, l)| !l.stable && !l.hidden)
        .map(|(i, _)| Place::Location(i as u8))
        .filter(|p| !except.contains(p))
        .collect()
}

fn mythos_card(pick: impl Fn(&data::MythosDef) -> bool) -> (u8, &'static str) {
    let at = data::MYTHOS.iter().position(pick).expect("such a Mythos card");
    (at as u8, short(data::MYTHOS[at].id))
}

fn gate_of(card: &data::MythosDef) -> Place {
    location(short(card.gate.expect("a gate")))
}

fn loc(place: Place) -> u8 {
    match place {
        Place::Location(l) => l,
        other => panic!("not a location: {other:?}"),
    }
}

#[test]
fn derived_43_double_monsters_limit_and_outskirts_overflow() {
    let mut state = game(5, "cthulhu", &[]);
    assert_eq!(state.monster_limit(), Some(8));
    for i in 0..7 {
        state.put_monster(monster("zombie"), if i % 2 == 0 { street("uptown") } else { street("downtown") });
    }
    for _ in 0..2 {
        state.put_monster(monster("cultist"), Place::Outskirts);
    }
    state.set_terror(1);
    state.truncate_deck("ally", 11);
    let at = unstable(&[])[0];
    state.rig([0, 0]);
    let events = state.open_gate_now(at);
    let appeared: Vec<Place> = events
        .iter()
        .filter_map(|e| match e {
            Event::MonsterAppeared { place, .. } => Some(*place),
            _ => None,
        })
        .collect();
    assert_eq!(appeared, vec![at, Place::Outskirts]);
    assert_eq!((state.monsters_in_arkham(), state.monsters_in_outskirts()), (8, 3));
    assert_eq!(state.terror(), 1);
    // Continuation: one more over the limit, the Outskirts overflow.
    let cup = state.cup_len();
    state.rig([0, 0]);
    state.spawn_monster_now(street("northside"));
    assert_eq!(state.monsters_in_outskirts(), 0);
    assert_eq!(state.cup_len(), cup - 1 + 4);
    assert_eq!(state.terror(), 2);
    assert_eq!(state.deck_len("ally"), 10);
    assert_eq!(state.rigged_left(), 0);
}

#[test]
fn derived_44_terror_at_ten_becomes_doom() {
    // Cthulhu's track has 13 spaces (the fixture's 12 shifted by one).
    let mut state = game(1, "cthulhu", &[]);
    assert_eq!(state.ancient_one().doom, 13);
    state.set_terror(10);
    state.set_doom(9);
    state.truncate_deck("ally", 3);
    state.raise_terror_now(2);
    assert_eq!((state.terror(), state.doom()), (10, 11));
    assert_eq!(state.deck_len("ally"), 3);
    assert_eq!(state.phase(), Phase::Movement);
    // The last space filled: the Ancient One awakens at once.
    state.set_doom(12);
    let events = state.raise_terror_now(1);
    assert!(events.contains(&Event::Awakens));
    assert_eq!(state.phase(), Phase::Battle);
}

#[test]
fn derived_45_terror_three_closes_the_general_store() {
    let store = location("general-store");
    let mut state = solo("amanda-sharpe", store);
    state.set_terror(2);
    state.truncate_deck("ally", 9);
    let zombie = state.put_monster(monster("zombie"), store);
    state.rig([0]);
    state.raise_terror_now(1);
    assert_eq!(state.terror(), 3);
    assert_eq!(state.deck_len("ally"), 8);
    assert!(state.is_closed(loc(store)));
    assert_eq!(state.investigators()[0].place, street("rivertown"));
    assert_eq!(
        state.monsters().find(|(id, _)| *id == zombie).map(|(_, m)| m.place),
        Some(street("rivertown"))
    );
    // Nobody enters it again.
    state.begin_movement(0);
    refuse::<ArkhamHorror>(&mut state, S0, Action::Move(store));
}

#[test]
fn derived_46_too_many_gates_awakens_and_sets_up_the_battle() {
    let mut state = game(3, "cthulhu", &[]);
    let (_, name) = mythos_card(|m| m.gate.is_some() && m.kind == data::MythosKind::Headline);
    let card = data::MYTHOS.iter().find(|m| short(m.id) == name).expect("card");
    for (i, at) in unstable(&[gate_of(card)]).into_iter().take(6).enumerate() {
        state.put_gate(at, (i % 8) as u8);
    }
    state.set_doom(6);
    state.investigator_mut(1).place = Place::Lost;
    let environment = data::MYTHOS.iter().find(|m| m.kind == data::MythosKind::Urban).expect("an Urban card");
    let rumor = data::MYTHOS.iter().find(|m| m.kind == data::MythosKind::Rumor).expect("a Rumor");
    state.put_in_play(short(environment.id));
    state.put_in_play(short(rumor.id));
    let cup = state.cup_len();
    let events = state.mythos_now(name);
    let order: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Doom(_) | Event::GateOpened { .. } | Event::Awakens))
        .collect();
    assert!(matches!(order[..3], [Event::Doom(7), Event::GateOpened { .. }, Event::Awakens]), "{order:?}");
    assert_eq!(state.cup_len(), cup, "no monster drawn");
    assert!(!events.iter().any(|e| matches!(e, Event::MonsterMoved { .. })));
    assert_eq!(state.doom(), 13);
    assert!(events.contains(&Event::Devoured(1)));
    assert!(state.investigators()[1].out);
    assert!(state.environment().is_none() && state.rumor().is_none());
    state.hold(false);
    state.run_on();
    assert_eq!(state.phase(), Phase::Battle);
    assert!(matches!(state.pending(), Some((_, Pending::Sliders))));
}

#[test]
fn derived_47_no_gate_markers_left_awakens() {
    let mut state = solo("amanda-sharpe", street("easttown"));
    state.empty_gate_stack();
    let events = state.open_gate_now(unstable(&[])[0]);
    assert_eq!(events.iter().position(|e| *e == Event::Doom(1)), Some(0));
    assert!(events.contains(&Event::Awakens));
    assert!(!events.iter().any(|e| matches!(e, Event::GateOpened { .. })));
    assert_eq!(state.phase(), Phase::Battle);
}

#[test]
fn derived_48_empty_cup_awakens_when_a_monster_is_needed() {
    // (a) An encounter's "a monster appears".
    let mut state = solo("amanda-sharpe", location("woods"));
    state.empty_cup();
    let events = state.resolve_effects(0, &[Effect::MonsterAppears]);
    assert!(events.contains(&Event::Awakens));
    assert_eq!(state.phase(), Phase::Battle);
    // (b) A new gate's monster.
    let mut state = solo("amanda-sharpe", street("easttown"));
    state.empty_cup();
    let events = state.open_gate_now(unstable(&[])[0]);
    assert!(events.iter().any(|e| matches!(e, Event::GateOpened { .. })));
    assert!(events.contains(&Event::Awakens));
    assert_eq!(state.phase(), Phase::Battle);
}

#[test]
fn derived_49_doom_fills_in_mythos_and_the_rest_is_skipped() {
    let mut state = game(1, "yig", &[]);
    assert_eq!(state.ancient_one().doom, 10);
    state.set_doom(9);
    let (_, name) = mythos_card(|m| {
        m.gate.is_some()
            && m.clue.is_some()
            && matches!(m.kind, data::MythosKind::Urban | data::MythosKind::Mystic)
            && !m.white.is_empty()
    });
    let def = data::MYTHOS.iter().find(|m| short(m.id) == name).expect("card");
    let clue_at = loc(location(short(def.clue.expect("clue"))));
    let mover = data::MONSTERS
        .iter()
        .position(|m| {
            m.movement == data::Movement::Normal
                && (def.white.contains(&m.dimension) || def.black.contains(&m.dimension))
        })
        .expect("a monster that would move") as u8;
    state.put_monster(mover, street("downtown"));
    let (stack, cup) = (state.gate_stack_len(), state.cup_len());
    let events = state.mythos_now(name);
    assert!(events.contains(&Event::Awakens));
    assert_eq!(state.doom(), 10);
    assert_eq!((state.gate_stack_len(), state.cup_len()), (stack, cup));
    assert_eq!(state.clues_at(clue_at), 0);
    assert!(!events.iter().any(|e| matches!(e, Event::MonsterMoved { .. })));
    assert!(state.environment().is_none());
}

#[test]
fn derived_50_no_dice_but_a_clue_still_rolls_one() {
    let mut state = solo("amanda-sharpe", street("easttown"));
    state.investigator_mut(0).sliders[1] = 2;
    assert_eq!(dice(&state, 0, Check::Will, 0), 2);
    state.investigator_mut(0).clues = 1;
    state.check_now(0, Check::Will, -3, 1);
    match state.pending() {
        Some((_, Pending::Check(check))) => assert_eq!(check.roll.faces().len(), 0),
        other => panic!("a check waits: {other:?}"),
    }
    state.rig_dice([5]);
    // With the last Clue spent, accepting is the only answer left: the check settles at once.
    let events = act::<ArkhamHorror>(&mut state, S0, Action::SpendClue);
    assert_eq!(state.investigators()[0].clues, 0);
    assert_eq!(checks(&events), vec![(1, 1, 1, true)]);
}

#[test]
fn derived_51_blessed_and_cursed_thresholds_and_cancellation() {
    let mut state = game(3, "cthulhu", &["amanda-sharpe", "dexter-drake", "jenny-barnes"]);
    state.investigator_mut(0).specials.fortune = Fortune::Blessed;
    state.investigator_mut(1).specials.fortune = Fortune::Cursed;
    let mut results = Vec::new();
    for (seat, faces) in [(0u8, [4, 2]), (1, [5, 5]), (2, [4, 3])] {
        let modifier = 2 - dice(&state, seat, Check::Luck, 0) as i8;
        state.rig_dice(faces);
        let events = state.check_now(seat, Check::Luck, modifier, 1);
        results.push(checks(&events)[0]);
    }
    assert_eq!(results, vec![(2, 1, 1, true), (2, 0, 1, false), (2, 0, 1, false)]);
    state.resolve_effects(0, &[Effect::Cursed]);
    assert_eq!(state.investigators()[0].specials.fortune, Fortune::Normal);
}

#[test]
fn derived_52_one_retainer_and_no_roll_the_first_upkeep() {
    let mut state = solo("amanda-sharpe", location("bank-of-arkham"));
    // Round R's encounter grants a Retainer; (a) a second one is not added.
    state.resolve_effects(0, &[Effect::Retainer]);
    state.resolve_effects(0, &[Effect::Retainer]);
    assert!(state.investigators()[0].specials.retainer);
    assert_eq!(state.investigators()[0].cards.len(), 0);
    // (b) Round R+1: $2 and no roll.
    state.rig_dice([1]);
    state.turn_now(Phase::Upkeep, 0);
    assert_eq!(state.rigged_left(), 1, "no die rolled");
    assert_eq!(state.investigators()[0].money, 2);
    assert!(state.investigators()[0].specials.retainer);
    // (c) Round R+2: $2, then the [1] discards it.
    state.turn_now(Phase::Upkeep, 0);
    assert_eq!(state.rigged_left(), 0);
    assert_eq!(state.investigators()[0].money, 4);
    assert!(!state.investigators()[0].specials.retainer);
}

#[test]
fn derived_53_two_hands_and_nothing_but_fighting_in_combat() {
    let mut state = game(2, "cthulhu", &["amanda-sharpe", "dexter-drake"]);
    state.investigator_mut(0).place = street("uptown");
    state.investigator_mut(1).place = street("uptown");
    state.give_card(0, card("tommy-gun"));
    state.give_card(0, card("45-automatic"));
    let zombie = state.put_monster(monster("zombie"), street("uptown"));
    state.rig_dice(vec![6; dice(&state, 0, Check::Horror, -1)]);
    state.fight_now(0, zombie);
    // (a) The Tommy Gun takes both hands: the .45 adds nothing (+6, not +10).
    let n = dice(&state, 0, Check::Combat, -1) + 6;
    state.rig_dice(vec![1; n]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    assert_eq!(checks(&events)[0].0 as usize, n);
    // (b) Nothing but fighting, fleeing or casting is offered during combat.
    for action in legal::<ArkhamHorror>(&state, S0) {
        assert!(matches!(action, Action::Attack | Action::Flee | Action::Cast(_)), "{action:?}");
    }
}

#[test]
fn derived_53_trading_outside_combat_but_not_during_it() {
    let mut state = game(2, "cthulhu", &["amanda-sharpe", "bob-jenkins"]);
    for seat in 0..2 {
        let investigator = state.investigator_mut(seat);
        investigator.place = street("uptown");
        investigator.cards.clear();
        investigator.money = 3;
    }
    state.give_card(0, card("45-automatic"));
    state.give_card(0, card("duke"));
    state.begin_movement(0);
    let offered = legal::<ArkhamHorror>(&state, S0);
    // Items, Spells and money trade; an Ally does not.
    assert!(offered.contains(&Action::Give { to: 1, card: 0 }));
    assert!(!offered.contains(&Action::Give { to: 1, card: 1 }));
    assert!(offered.contains(&Action::GiveMoney { to: 1 }));
    act::<ArkhamHorror>(&mut state, S0, Action::Give { to: 1, card: 0 });
    act::<ArkhamHorror>(&mut state, S0, Action::GiveMoney { to: 1 });
    assert_eq!(held(&state, 1, "45-automatic"), Some(0));
    assert_eq!(held(&state, 0, "45-automatic"), None);
    assert_eq!((state.investigators()[0].money, state.investigators()[1].money), (2, 4));
    // In combat there is no trading.
    let zombie = state.put_monster(monster("zombie"), street("uptown"));
    state.investigator_mut(0).sanity = 9;
    state.investigator_mut(0).max_sanity = 9;
    state.rig_dice(vec![6; dice(&state, 0, Check::Horror, -1)]);
    state.fight_now(0, zombie);
    refuse::<ArkhamHorror>(&mut state, S0, Action::GiveMoney { to: 1 });
}

#[test]
fn derived_54_unconscious_in_arkham_discards_and_relocates() {
    let mut state = solo("amanda-sharpe", location("graveyard"));
    for name in ["45-automatic", "knife", "food", "elder-sign", "wither", "duke", "speed"] {
        state.give_card(0, card(name));
    }
    let amanda = state.investigator_mut(0);
    amanda.stamina = 1;
    amanda.sanity = 3;
    amanda.clues = 3;
    amanda.specials.retainer = true;
    assert_eq!(amanda.items(), 5);
    state.resolve_effects(0, &[Effect::Stamina(-2)]);
    let amanda = &state.investigators()[0];
    assert_eq!(amanda.place, location("st-marys-hospital"));
    assert_eq!((amanda.stamina, amanda.sanity, amanda.clues), (1, 3, 2));
    assert!(!amanda.specials.retainer);
    assert!(amanda.knocked_out);
    // Two items of the player's choice: only items are offered.
    assert_eq!(legal::<ArkhamHorror>(&state, S0).len(), 5);
    act::<ArkhamHorror>(&mut state, S0, Action::Choose(0));
    assert_eq!(legal::<ArkhamHorror>(&state, S0).len(), 4);
    act::<ArkhamHorror>(&mut state, S0, Action::Choose(0));
    assert!(state.pending().is_none());
    let amanda = &state.investigators()[0];
    assert_eq!(amanda.items(), 3);
    assert!(held(&state, 0, "duke").is_some() && held(&state, 0, "speed").is_some());
    // No further encounter this round.
    let events = state.turn_now(Phase::ArkhamEncounters, 0);
    assert!(!events.iter().any(|e| matches!(e, Event::LocationEncounter { .. })));
}

#[test]
fn derived_55_lost_in_time_and_space_timeline() {
    let yuggoth = world("yuggoth");
    let mut state = solo("amanda-sharpe", Place::World { world: yuggoth, second: true });
    state.give_card(0, card("knife"));
    state.investigator_mut(0).clues = 2;
    // Round R: no gate to Yuggoth.
    state.turn_now(Phase::Movement, 0);
    let amanda = &state.investigators()[0];
    assert_eq!(amanda.place, Place::Lost);
    assert!(amanda.delayed);
    assert_eq!((amanda.items(), amanda.clues), (1, 2));
    assert!(amanda.lost_skip);
    // Round R+1: no actions (no return, no sliders); the marker stands up in Movement.
    state.turn_now(Phase::Upkeep, 0);
    assert!(state.pending().is_none());
    state.turn_now(Phase::Movement, 0);
    assert!(state.pending().is_none());
    assert_eq!(state.investigators()[0].place, Place::Lost);
    assert!(!state.investigators()[0].lost_skip);
    // Round R+2: back anywhere at the start of Upkeep (not a closed location).
    state.set_closed(location("general-store"), true);
    state.turn_now(Phase::Upkeep, 0);
    assert!(matches!(state.pending(), Some((_, Pending::Return))));
    refuse::<ArkhamHorror>(&mut state, S0, Action::PlaceAt(location("general-store")));
    act::<ArkhamHorror>(&mut state, S0, Action::PlaceAt(location("woods")));
    assert_eq!(state.investigators()[0].place, location("woods"));
    assert!(matches!(state.pending(), Some((_, Pending::Sliders))) || state.pending().is_none());
}

#[test]
fn derived_56_both_at_zero_at_once_devours() {
    let mut state = solo("amanda-sharpe", location("woods"));
    state.give_card(0, card("knife"));
    let amanda = state.investigator_mut(0);
    amanda.stamina = 1;
    amanda.sanity = 1;
    amanda.money = 5;
    amanda.clues = 2;
    amanda.monster_trophies.extend([monster("zombie"), monster("cultist")]);
    amanda.gate_trophies.push(world("yuggoth"));
    let old = amanda.sheet;
    let events = state.resolve_effects(0, &[Effect::Stamina(-1), Effect::Sanity(-1)]);
    assert!(events.contains(&Event::Devoured(0)));
    let new = &state.investigators()[0];
    assert_ne!(new.sheet, old);
    assert_eq!((new.monster_trophies.len(), new.gate_trophies.len()), (2, 1));
    let def = new.def();
    // Full Stamina and Sanity (Cthulhu's Dreams of Madness lowers both maximums by one).
    assert_eq!((new.stamina, new.sanity), (def.stamina - 1, def.sanity - 1));
    assert_eq!((new.stamina, new.sanity), (new.max_stamina, new.max_sanity));
    assert_eq!((new.money, new.clues), (def.money, def.clues));
    assert_eq!(new.place, location(short(def.home)));
    assert!(held(&state, 0, "knife").is_none());
}

/// An investigator explored at a gate to `world` at the Black Cave, in a 4-player game; the
/// players hold `trophies` gate trophies.
fn at_explored_gate(trophies: u8, gate_world: u8) -> State {
    let mut state = game(4, "cthulhu", &[]);
    state.investigator_mut(0).place = location("black-cave");
    state.investigator_mut(0).explored = true;
    state.put_gate(location("black-cave"), gate_world);
    state.investigator_mut(0).sliders[2] = 3;
    for i in 0..trophies {
        state.investigator_mut(1 + i % 3).gate_trophies.push(world("abyss"));
    }
    state.turn_now(Phase::ArkhamEncounters, 0);
    assert!(matches!(state.pending(), Some((0, Pending::Gate))));
    state
}

fn close_with_lore(state: &mut State, gate_world: u8) -> Vec<Event> {
    let modifier = data::OTHER_WORLDS[usize::from(gate_world)].close_modifier;
    state.rig_dice(vec![6; dice(state, 0, Check::Lore, modifier)]);
    act::<ArkhamHorror>(state, S0, Action::Close { fight: false })
}

#[test]
fn derived_57_last_gate_closed_wins_only_with_enough_trophies() {
    let yuggoth = world("yuggoth");
    let mut state = at_explored_gate(2, yuggoth);
    close_with_lore(&mut state, yuggoth);
    assert_eq!(state.open_gates().count(), 0);
    assert_eq!(state.gate_trophies(), 3);
    assert_eq!(state.ending(), None);
    // Play goes on: the next gate opens normally.
    state.rig([0]);
    let events = state.open_gate_now(location("woods"));
    assert!(events.iter().any(|e| matches!(e, Event::GateOpened { .. })));
    assert_eq!(state.ending(), None);
    let mut state = at_explored_gate(3, yuggoth);
    close_with_lore(&mut state, yuggoth);
    assert_eq!(state.gate_trophies(), 4);
    assert_eq!(state.ending(), Some(Ending::ClosedGates));
}

fn elder_sign_seal(signs: usize) -> State {
    let yuggoth = world("yuggoth");
    let mut state = solo("amanda-sharpe", location("black-cave"));
    state.put_gate(location("graveyard"), world("abyss"));
    for at in unstable(&[location("black-cave"), location("graveyard")]).into_iter().take(signs) {
        state.put_seal(at);
    }
    state.put_gate(location("black-cave"), yuggoth);
    state.investigator_mut(0).explored = true;
    state.give_card(0, card("elder-sign"));
    state.investigator_mut(0).sanity = 3;
    state.investigator_mut(0).stamina = 1;
    state.set_doom(6);
    let dimension = data::OTHER_WORLDS[usize::from(yuggoth)].dimension;
    let same = data::MONSTERS.iter().position(|m| m.dimension == dimension).expect("a monster") as u8;
    state.put_monster(same, street("rivertown"));
    state.turn_now(Phase::ArkhamEncounters, 0);
    let unique = state.deck_len("unique");
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Seal);
    assert!(checks(&events).is_empty(), "no check");
    assert_eq!(state.doom(), 5);
    assert!(held(&state, 0, "elder-sign").is_none());
    assert_eq!(state.deck_len("unique"), unique, "the card goes to the box");
    assert!(state.sealed(loc(location("black-cave"))));
    assert_eq!(state.investigators()[0].gate_trophies.as_slice(), [yuggoth]);
    assert!(!state.monsters().any(|(_, m)| m.kind == same));
    state
}

#[test]
fn derived_58_sixth_elder_sign_wins() {
    let state = elder_sign_seal(5);
    assert_eq!(state.elder_signs(), 6);
    assert_eq!(state.ending(), Some(Ending::ElderSigns));
    // With fewer signs the price is paid and the seal still holds.
    let state = elder_sign_seal(3);
    assert_eq!(state.ending(), None);
    let amanda = &state.investigators()[0];
    assert_eq!((amanda.sanity, amanda.place), (2, location("st-marys-hospital")));
    assert_eq!(amanda.stamina, 1, "unconscious: back to 1 Stamina");
}

#[test]
fn derived_59_elder_sign_stops_the_gate_and_a_gate_stops_the_clue() {
    let mut state = solo("amanda-sharpe", street("easttown"));
    let (_, name) = mythos_card(|m| {
        m.gate.is_some()
            && m.clue.is_some()
            && m.gate != m.clue
            && matches!(
                m.kind,
                data::MythosKind::Urban | data::MythosKind::Mystic | data::MythosKind::Weather
            )
            && !m.white.is_empty()
    });
    let def = data::MYTHOS.iter().find(|m| short(m.id) == name).expect("card");
    let (x, y) = (gate_of(def), location(short(def.clue.expect("clue"))));
    state.put_seal(x);
    state.put_gate(y, world("abyss"));
    let mover = data::MONSTERS
        .iter()
        .position(|m| {
            m.movement == data::Movement::Normal
                && (def.white.contains(&m.dimension) || def.black.contains(&m.dimension))
        })
        .expect("a monster that moves") as u8;
    let id = state.put_monster(mover, street("southside"));
    let (doom, cup) = (state.doom(), state.cup_len());
    let events = state.mythos_now(name);
    assert_eq!((state.doom(), state.cup_len()), (doom, cup));
    assert!(!events.iter().any(|e| matches!(e, Event::GateOpened { .. } | Event::Surge)));
    assert_eq!(state.clues_at(loc(y)), 0);
    assert_ne!(state.monsters().find(|(i, _)| *i == id).map(|(_, m)| m.place), Some(street("southside")));
    assert_eq!(state.environment().map(|m| m.id), Some(def.id));
}

#[test]
fn derived_60_a_second_rumor_is_ignored() {
    let mut state = solo("amanda-sharpe", street("easttown"));
    let rumors: Vec<&data::MythosDef> =
        data::MYTHOS.iter().filter(|m| m.kind == data::MythosKind::Rumor && m.gate.is_some()).collect();
    let (a, b) = (rumors[0], rumors[1]);
    state.put_in_play(short(a.id));
    let doom = state.doom();
    state.rig(vec![0; 2]);
    let events = state.mythos_now(short(b.id));
    assert!(events.iter().any(|e| matches!(e, Event::GateOpened { .. } | Event::Surge)));
    assert!(state.doom() > doom || events.contains(&Event::Surge));
    assert_eq!(state.rumor().map(|m| m.id), Some(a.id));
    let (b_index, _) = mythos_card(|m| m.id == b.id);
    assert_eq!(state.mythos_bottom(), Some(b_index));
}

fn seal_with_clues(clues: u8) -> State {
    let yuggoth = world("yuggoth");
    let dimension = data::OTHER_WORLDS[usize::from(yuggoth)].dimension;
    let same: Vec<u8> = data::MONSTERS
        .iter()
        .enumerate()
        .filter(|(_, m)| m.dimension == dimension)
        .map(|(i, _)| i as u8)
        .collect();
    let other = data::MONSTERS.iter().position(|m| m.dimension != dimension).expect("another") as u8;
    let mut state = solo("amanda-sharpe", location("black-cave"));
    state.put_gate(location("black-cave"), yuggoth);
    state.put_gate(location("woods"), world("abyss"));
    state.investigator_mut(0).explored = true;
    state.investigator_mut(0).sliders[2] = 3;
    state.investigator_mut(0).clues = clues;
    state.set_doom(7);
    state.put_monster(same[0], street("rivertown"));
    state.put_monster(same[1 % same.len()], Place::Sky);
    state.put_monster(same[2 % same.len()], Place::Outskirts);
    let stays = state.put_monster(other, street("northside"));
    state.turn_now(Phase::ArkhamEncounters, 0);
    let modifier = data::OTHER_WORLDS[usize::from(yuggoth)].close_modifier;
    let n = dice(&state, 0, Check::Lore, modifier);
    state.rig_dice(vec![6; n]);
    act::<ArkhamHorror>(&mut state, S0, Action::Close { fight: false });
    // Clues are not spent on the check: it passed.
    if matches!(state.pending(), Some((_, Pending::Check(_)))) {
        act::<ArkhamHorror>(&mut state, S0, Action::Accept);
    }
    assert_eq!(state.investigators()[0].gate_trophies.as_slice(), [yuggoth]);
    assert_eq!(state.monsters().map(|(id, _)| id).collect::<Vec<_>>(), vec![stays]);
    assert_eq!(state.doom(), 7);
    state
}

#[test]
fn derived_61_sealing_needs_five_clues_and_clears_the_dimension() {
    let state = seal_with_clues(4);
    assert!(!state.sealed(loc(location("black-cave"))));
    assert_eq!(state.investigators()[0].clues, 4);
    let state = seal_with_clues(5);
    assert!(state.sealed(loc(location("black-cave"))));
    assert_eq!(state.investigators()[0].clues, 0);
}

#[test]
fn derived_62_fast_stops_at_investigator_flying_picks_lowest_sneak() {
    // (a) Downtown → Northside (investigator P) → Merchant District along the black arrows.
    let mut state = solo("amanda-sharpe", street("northside"));
    state.put_monster(monster("shoggoth"), street("downtown"));
    state.move_monsters_now(&[], &[Dimension::Diamond]);
    assert!(monster_at(&state, "shoggoth", street("northside")));
    assert!(state.pending().is_none() && state.combat().is_none());
    // P deals with it in the next Movement.
    state.begin_movement(0);
    assert!(
        legal::<ArkhamHorror>(&state, S0).iter().all(|a| matches!(a, Action::Evade(_) | Action::Fight(_)))
    );
    // (b) A flying monster goes to the adjacent street with the lowest Sneak.
    let mut state = game(2, "cthulhu", &["amanda-sharpe", "amanda-sharpe"]);
    state.investigator_mut(0).place = street("northside");
    state.investigator_mut(1).place = street("rivertown");
    state.investigator_mut(1).sliders[0] = 3;
    assert!(dice(&state, 1, Check::Sneak, 0) < dice(&state, 0, Check::Sneak, 0));
    state.put_monster(monster("byakhee"), street("merchant-district"));
    state.move_monsters_now(&[Dimension::Circle], &[]);
    assert!(monster_at(&state, "byakhee", street("rivertown")));
    // (c) Nobody on its street or the adjacent ones: to the Sky.
    let mut state = solo("amanda-sharpe", street("easttown"));
    state.put_monster(monster("byakhee"), street("merchant-district"));
    state.move_monsters_now(&[Dimension::Circle], &[]);
    assert!(monster_at(&state, "byakhee", Place::Sky));
}
