//! Investigator cards used at a moment of their own (`hooks/items.rs`, the combat spells in
//! `checks.rs`): each is offered where it can be used and does what its card says.

use arkham_2e::testing::monster;

use super::*;

/// The held-card index of a card.
fn slot(state: &State, name: &str) -> u8 {
    me(state).cards.iter().position(|h| h.card == card(name)).expect("held") as u8
}

fn held(state: &State, name: &str) -> arkham_2e::Held {
    me(state).cards[usize::from(slot(state, name))]
}

/// The checks reported: (dice, successes, need, passed).
fn checks(events: &[Event]) -> Vec<(u8, u8, u8, bool)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Check { dice, successes, need, passed, .. } => Some((dice, successes, need, passed)),
            _ => None,
        })
        .collect()
}

/// Dice of a check now (skill and modifier).
fn dice(state: &State, skill: Check, modifier: i8) -> usize {
    (me(state).skill(skill) + modifier).max(0) as usize
}

/// In the Uptown streets with 9 Sanity and Stamina, in combat with a `kind` that has no Horror
/// check (a Cultist, a Maniac, a Fire Vampire), holding `cards`.
fn in_combat(kind: &str, cards: &[&str]) -> (State, tabletop_core::board::PieceId) {
    let mut state = game(street("uptown"));
    state.hold(true);
    let p = state.investigator_mut(0);
    (p.sanity, p.max_sanity, p.stamina, p.max_stamina) = (9, 9, 9, 9);
    for name in cards {
        state.give_card(0, card(name));
    }
    state.hold(true);
    let id = state.put_monster(monster(kind), street("uptown"));
    state.fight_now(0, id);
    assert_eq!(state.pending(), Some((0, &Pending::Combat)), "no Horror check against a {kind}");
    (state, id)
}

const HIT_2: &[Effect] = &[Effect::Stamina(-2)];
const HIT_1: &[Effect] = &[Effect::Stamina(-1)];

// ----- Dragon's Eye -----

#[test]
fn hook_dragons_eye_draws_another_location_card_for_a_sanity() {
    let mut state = game(location("woods"));
    state.hold(true);
    state.give_card(0, card("dragons-eye"));
    state.location_encounter_now(0);
    let Some(Choice::Redraw { card: first, world: None }) = choice(&state) else {
        panic!("the Eye is offered after the draw: {:?}", state.pending())
    };
    let events = choose(&mut state, 1);
    let drawn = events.iter().find_map(|e| match e {
        Event::LocationEncounter { card, .. } => Some(*card),
        _ => None,
    });
    assert!(drawn.is_some_and(|c| c != first), "another card is drawn in its place");
    assert_eq!(me(&state).sanity, me(&state).max_sanity - 1);
    assert!(held(&state, "dragons-eye").exhausted);

    // Exhausted, it is not offered again.
    state.set_turn(Phase::ArkhamEncounters, 0);
    state.location_encounter_now(0);
    assert!(!matches!(choice(&state), Some(Choice::Redraw { .. })));
}

// ----- Find Gate -----

#[test]
fn hook_find_gate_returns_from_an_other_world_in_movement() {
    let mut state = game(in_world("yuggoth"));
    state.hold(true);
    state.put_gate(location("woods"), world("yuggoth"));
    state.give_card(0, card("find-gate"));
    favour(&mut state, Check::Lore);
    state.turn_now(Phase::Movement, 0);
    assert_eq!(choice(&state), Some(Choice::Cast(0)));
    state.rig_dice(vec![6; dice(&state, Check::Spell, -1)]);
    choose(&mut state, 1);
    assert_eq!(me(&state).place, location("woods"));
    assert_eq!(me(&state).sanity, me(&state).max_sanity - 1);

    // Declined, the investigator moves on in the Other World.
    let mut state = game(in_world("yuggoth"));
    state.hold(true);
    state.put_gate(location("woods"), world("yuggoth"));
    state.give_card(0, card("find-gate"));
    state.turn_now(Phase::Movement, 0);
    choose(&mut state, 0);
    state.continue_turn();
    assert_eq!(me(&state).place, Place::World { world: world("yuggoth"), second: true });
}

// ----- Mists of Releh and the Silver Key -----

#[test]
fn hook_mists_of_releh_is_cast_instead_of_the_evade_check() {
    let mut state = game(street("uptown"));
    state.hold(true);
    state.give_card(0, card("mists-of-releh"));
    favour(&mut state, Check::Lore);
    let id = state.put_monster(monster("zombie"), street("uptown"));
    state.evade_now(0, id);
    assert!(matches!(choice(&state), Some(Choice::Evade { .. })));
    assert_eq!(legal(&state), [Action::Choose(u8::MAX), Action::Choose(0)]);
    // A Spell check with the Zombie's awareness (+1) as its modifier.
    let want = dice(&state, Check::Spell, 1);
    state.rig_dice(vec![6; want]);
    let events = choose(&mut state, 0);
    assert_eq!(checks(&events), [(want as u8, want as u8, 1, true)]);
    assert!(state.evaded().contains(&id));
    assert!(held(&state, "mists-of-releh").exhausted);
}

#[test]
fn hook_silver_key_passes_an_evade_check_and_wears_out_after_three() {
    let mut state = game(street("uptown"));
    state.hold(true);
    state.give_card(0, card("silver-key"));
    for used in 1..=3 {
        state.set_turn(Phase::Movement, 0);
        let id = state.put_monster(monster("zombie"), street("uptown"));
        state.evade_now(0, id);
        let events = choose(&mut state, 0);
        assert!(checks(&events).is_empty(), "no check is rolled");
        assert!(state.evaded().contains(&id));
        if used < 3 {
            assert_eq!(held(&state, "silver-key").tokens, used);
        }
    }
    assert!(!holds(&state, "silver-key"));
}

// ----- Flesh Ward and Enchanted Jewelry -----

#[test]
fn hook_flesh_ward_ignores_a_stamina_loss_that_would_knock_out() {
    let mut state = game(street("uptown"));
    state.hold(true);
    state.investigator_mut(0).stamina = 2;
    state.give_card(0, card("flesh-ward"));
    favour(&mut state, Check::Lore);
    state.rig_dice(vec![6; dice(&state, Check::Spell, -2)]);
    state.resolve_effects(0, HIT_2);
    assert_eq!(me(&state).stamina, 2, "the loss is ignored");
    assert_eq!(me(&state).sanity, me(&state).max_sanity - 1);
    assert!(held(&state, "flesh-ward").exhausted);

    // The Ancient One's awakening discards it.
    state.awaken_now();
    assert!(!holds(&state, "flesh-ward"));
}

#[test]
fn hook_enchanted_jewelry_takes_a_stamina_point_per_token() {
    let mut state = game(street("uptown"));
    state.hold(true);
    state.investigator_mut(0).stamina = 1;
    state.give_card(0, card("enchanted-jewelry"));
    for used in 1..=3 {
        state.resolve_effects(0, HIT_1);
        assert_eq!(me(&state).stamina, 1, "loss {used} avoided");
        if used < 3 {
            assert_eq!(held(&state, "enchanted-jewelry").tokens, used);
        }
    }
    assert!(!holds(&state, "enchanted-jewelry"), "three tokens discard it");
}

// ----- Voice of Ra -----

#[test]
fn hook_voice_of_ra_adds_one_to_every_check_this_turn() {
    let mut state = game(street("uptown"));
    state.hold(true);
    state.give_card(0, card("voice-of-ra"));
    favour(&mut state, Check::Lore);
    state.turn_now(Phase::Upkeep, 0);
    assert_eq!(choice(&state), Some(Choice::Cast(0)));
    state.rig_dice(vec![6; dice(&state, Check::Spell, -1)]);
    choose(&mut state, 1);
    assert!(me(&state).voice_of_ra);
    let luck = dice(&state, Check::Luck, 0);
    state.rig_dice(vec![1; luck + 1]);
    let events = state.check_now(0, Check::Luck, 0, 1);
    assert_eq!(checks(&events)[0].0 as usize, luck + 1);
}

// ----- Combat spells -----

#[test]
fn hook_bind_monster_passes_the_combat_check_with_successes_equal_to_toughness() {
    // Azathoth's Maniacs have toughness 2.
    let (mut state, _) = in_combat("maniac", &["bind-monster"]);
    favour(&mut state, Check::Lore);
    assert!(legal(&state).contains(&Action::Cast(0)));
    state.rig_dice(vec![6; dice(&state, Check::Spell, 4)]);
    let events = answer(&mut state, Action::Cast(0));
    assert_eq!(checks(&events)[0].2, 2, "successes equal to the toughness");
    assert!(events.iter().any(|e| matches!(e, Event::MonsterKilled { .. })));
    assert_eq!(me(&state).monster_trophies.as_slice(), [monster("maniac")]);
    assert!(!holds(&state, "bind-monster"), "discarded");
    assert_eq!(me(&state).sanity, 7);
}

#[test]
fn hook_enchant_weapon_makes_a_physical_weapon_magical_for_the_combat() {
    // The Fire Vampire is immune to physical weapons; with nothing else to do after the cast,
    // the attack follows at once (its only answer).
    let (mut state, _) = in_combat("fire-vampire", &["38-revolver", "enchant-weapon"]);
    favour(&mut state, Check::Lore);
    let fight = dice(&state, Check::Combat, -2);
    let mut faces = vec![6; dice(&state, Check::Spell, 0)];
    faces.extend(vec![1; fight + 3]);
    state.rig_dice(faces);
    let events = answer(&mut state, Action::Cast(1));
    assert_eq!(checks(&events)[1].0 as usize, fight + 3, "the Revolver's +3 counts");
}

#[test]
fn hook_red_sign_of_shudde_mell_lowers_toughness_and_ignores_an_ability() {
    // Azathoth's Maniac: toughness 2. The Fire Vampire: physical immunity.
    let (mut state, _) = in_combat("maniac", &["red-sign-of-shudde-mell"]);
    favour(&mut state, Check::Lore);
    state.rig_dice(vec![6; dice(&state, Check::Spell, -1)]);
    answer(&mut state, Action::Cast(0));
    assert!(state.combat().is_some_and(|c| c.red_sign));
    assert!(!legal(&state).contains(&Action::Cast(0)), "once a combat");
    let fight = dice(&state, Check::Combat, 1);
    state.rig_dice(vec![1; fight]);
    let events = answer(&mut state, Action::Attack);
    assert_eq!(checks(&events)[0].2, 1, "toughness 2 - 1");

    // The attack follows the cast at once (the Fire Vampire's Ambush leaves no other answer).
    let (mut state, _) = in_combat("fire-vampire", &["38-revolver", "red-sign-of-shudde-mell"]);
    favour(&mut state, Check::Lore);
    let fight = dice(&state, Check::Combat, -2);
    let mut faces = vec![6; dice(&state, Check::Spell, -1)];
    faces.extend(vec![1; fight + 3]);
    state.rig_dice(faces);
    let events = answer(&mut state, Action::Cast(1));
    assert_eq!(checks(&events)[1].0 as usize, fight + 3, "physical immunity ignored");
}

// ----- The Warding Statue, the Blue Watcher, the Flute -----

#[test]
fn hook_warding_statue_cancels_the_damage_of_a_failed_combat_check() {
    let (mut state, _) = in_combat("cultist", &["warding-statue"]);
    state.rig_dice(vec![1; dice(&state, Check::Combat, 1)]);
    answer(&mut state, Action::Attack);
    assert_eq!(choice(&state), Some(Choice::Ward { ancient: false }));
    choose(&mut state, 1);
    assert_eq!(me(&state).stamina, 9);
    assert!(!holds(&state, "warding-statue"));
    assert_eq!(state.pending(), Some((0, &Pending::Combat)), "the combat goes on");
}

#[test]
fn hook_warding_statue_cancels_the_ancient_ones_attack_for_a_turn() {
    let config = ArkhamHorror::config(&Options::players(1).with("ancient-one", "cthulhu")).expect("config");
    let mut state = ArkhamHorror::setup(&config, 3).expect("setup");
    state.clear_mythos_in_play();
    state.give_card(0, card("warding-statue"));
    state.awaken_now();
    let mut asked = false;
    for _ in 0..40 {
        if let Some(Choice::Ward { ancient: true }) = choice(&state) {
            asked = true;
            let events = choose(&mut state, 1);
            assert!(checks(&events).is_empty(), "no attack check this turn");
            break;
        }
        match state.pending() {
            Some((0, Pending::Sliders)) => {
                let sliders = me(&state).sliders;
                answer(&mut state, Action::Sliders(sliders));
            }
            Some((0, _)) => {
                let first = legal(&state)[0];
                answer(&mut state, first);
            }
            _ => {
                state.continue_turn();
            }
        }
    }
    assert!(asked, "the Statue is offered against the attack");
    assert!(!holds(&state, "warding-statue"));
}

#[test]
fn hook_blue_watcher_of_the_pyramid_makes_a_failed_combat_check_pass_for_two_stamina() {
    let (mut state, _) = in_combat("cultist", &["blue-watcher-of-the-pyramid"]);
    state.rig_dice(vec![1; dice(&state, Check::Combat, 1)]);
    answer(&mut state, Action::Attack);
    assert!(legal(&state).contains(&Action::UseCard(0)), "offered on the failing check");
    let events = answer(&mut state, Action::UseCard(0));
    assert!(events.iter().any(|e| matches!(e, Event::MonsterKilled { .. })));
    assert_eq!(me(&state).stamina, 7);
    assert!(!holds(&state, "blue-watcher-of-the-pyramid"));
}

#[test]
fn hook_flute_of_the_outer_gods_defeats_every_monster_here() {
    let (mut state, _) = in_combat("cultist", &["flute-of-the-outer-gods"]);
    state.put_monster(monster("zombie"), street("uptown"));
    assert!(legal(&state).contains(&Action::UseCard(0)));
    answer(&mut state, Action::UseCard(0));
    assert_eq!(me(&state).monster_trophies.len(), 2);
    assert_eq!((me(&state).sanity, me(&state).stamina), (6, 6));
    assert!(state.monsters().next().is_none());
    assert!(!holds(&state, "flute-of-the-outer-gods"));
    assert_eq!(state.combat(), None);
}

// ----- The Book of Dzyan and the Patrol Wagon -----

#[test]
fn hook_book_of_dzyan_gives_a_spell_and_wears_out_after_two_readings() {
    let mut state = game(street("uptown"));
    state.hold(true);
    state.investigator_mut(0).sliders[0] = 3;
    state.give_card(0, card("book-of-dzyan"));
    favour(&mut state, Check::Lore);
    for reading in 1..=2 {
        state.begin_movement(0);
        if let Some(book) =
            state.investigator_mut(0).cards.iter_mut().find(|h| h.card == card("book-of-dzyan"))
        {
            book.exhausted = false;
        }
        state.rig_dice(vec![6; dice(&state, Check::Lore, -1)]);
        let use_it = Action::UseCard(slot(&state, "book-of-dzyan"));
        let events = answer(&mut state, use_it);
        assert_eq!(gained(&events).iter().map(|&c| deck_of(c)).collect::<Vec<_>>(), [data::Deck::Spell]);
        assert_eq!(me(&state).sanity, me(&state).max_sanity - reading);
        if reading == 1 {
            assert_eq!(held(&state, "book-of-dzyan").tokens, 1);
        }
    }
    assert!(!holds(&state, "book-of-dzyan"));
}

#[test]
fn hook_patrol_wagon_moves_anywhere_instead_of_moving_and_may_go_back_to_the_box() {
    let mut state = game(street("uptown"));
    state.hold(true);
    state.give_card(0, card("patrol-wagon"));
    state.begin_movement(0);
    let wagon = Action::UseCard(slot(&state, "patrol-wagon"));
    assert!(legal(&state).contains(&wagon));
    answer(&mut state, wagon);
    answer(&mut state, Action::PlaceAt(location("woods")));
    assert_eq!(me(&state).place, location("woods"));
    assert!(!legal(&state).iter().any(|a| matches!(a, Action::Move(_))), "no more movement");

    // Not once the investigator has moved.
    state.begin_movement(0);
    let step = legal(&state).into_iter().find(|a| matches!(a, Action::Move(_))).expect("a step");
    answer(&mut state, step);
    assert!(!legal(&state).contains(&wagon));

    // A 1 after a combat returns it to the box.
    let mut state = game(street("uptown"));
    state.hold(true);
    state.give_card(0, card("patrol-wagon"));
    let id = state.put_monster(monster("cultist"), street("uptown"));
    state.fight_now(0, id);
    let mut faces = vec![6; dice(&state, Check::Combat, 1)];
    faces.push(1);
    state.rig_dice(faces);
    answer(&mut state, Action::Attack);
    assert!(!holds(&state, "patrol-wagon"));
}
