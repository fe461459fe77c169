//! The Ancient Ones' sheets run by name (`hooks/mod.rs`, `mythos.rs`, `rules.rs`): their powers
//! while they slumber, their rules at the start of the final battle, and their attacks.

use arkham_2e::testing::data;
use arkham_2e::testing::{card, location, monster, street, world};
use arkham_2e::{Action, ArkhamHorror, Choice, Ending, Event, Pending, Phase, State};
use tabletop_core::testing::act;
use tabletop_core::{Game, Seat};

use crate::fixtures::{S0, checks, game, held};

/// One investigator (Amanda, no possessions) against `ancient`; `set` prepares her, then a
/// gate opening fills the doom track and the Ancient One awakens.
fn awakened(ancient: &str, set: impl FnOnce(&mut State)) -> (State, Vec<Event>) {
    let mut state = game(1, ancient, &["amanda-sharpe"]);
    state.investigator_mut(0).cards.clear();
    set(&mut state);
    state.set_doom(state.ancient_one().doom - 1);
    state.hold(false);
    let events = state.open_gate_now(location("black-cave"));
    assert!(events.contains(&Event::Awakens), "{ancient} awakens");
    (state, events)
}

/// Plays the battle on with the first legal answers (sliders kept, attacks made, checks
/// accepted) until `done` holds or 60 decisions were taken; the dice are all rigged to fail.
fn battle_until(state: &mut State, done: impl Fn(&State) -> bool) {
    for _ in 0..60 {
        if done(state) || state.phase() != Phase::Battle {
            return;
        }
        state.rig_dice(vec![1; 20]);
        let Some((seat, pending)) = state.pending().map(|(s, p)| (s, p.clone())) else { return };
        let action = match pending {
            Pending::Sliders => Action::Sliders(state.investigators()[usize::from(seat)].sliders),
            Pending::Combat => Action::Attack,
            Pending::Check(_) => Action::Accept,
            _ => {
                let mut out = Vec::new();
                ArkhamHorror::legal_actions(state, Seat(seat), &mut out);
                out[0]
            }
        };
        act::<ArkhamHorror>(state, Seat(seat), action);
    }
}

#[test]
fn hook_azathoth_attack_never_comes_the_world_ends_at_his_awakening() {
    let (state, events) = awakened("azathoth", |_| {});
    assert!(events.contains(&Event::Ended(Ending::Destroyed)));
    assert_eq!(state.phase(), Phase::Over);
    assert_eq!(state.pending(), None, "no battle, no attack");
}

#[test]
fn hook_hastur_start_of_battle_sets_his_combat_rating_to_minus_the_terror_level() {
    // The dice of the first attack against Hastur, at a terror level.
    let attack = |terror: u8| {
        // A combat spell held makes the attack a decision (attack, or cast first); the Tommy
        // Gun gives dice enough for the difference to show.
        let (mut state, _) = awakened("hastur", |state| {
            state.set_terror(terror);
            state.give_card(0, card("shrivelling"));
            state.give_card(0, card("tommy-gun"));
        });
        battle_until(&mut state, |s| matches!(s.pending(), Some((_, Pending::Combat))));
        state.rig_dice(vec![1; 30]);
        let events = act::<ArkhamHorror>(&mut state, S0, Action::Attack);
        checks(&events)[0].0
    };
    assert_eq!(attack(0) - attack(3), 3);
}

#[test]
fn hook_ithaqua_start_of_battle_discards_each_item_that_fails_a_die() {
    let (state, _) = awakened("ithaqua", |state| {
        state.give_card(0, card("tommy-gun"));
        state.give_card(0, card("food"));
        // The last item held rolls first: Food fails, the Tommy Gun passes.
        state.rig_dice([1, 6]);
    });
    assert!(held(&state, 0, "food").is_none());
    assert!(held(&state, 0, "tommy-gun").is_some());
}

#[test]
fn hook_ithaqua_power_icy_winds_hurt_the_streets_and_discard_weather() {
    // Weather is discarded without effect.
    let mut state = game(1, "ithaqua", &["amanda-sharpe"]);
    state.mythos_now("icy-conditions");
    assert_eq!(state.environment(), None);
    let mut state = game(1, "cthulhu", &["amanda-sharpe"]);
    state.mythos_now("icy-conditions");
    assert!(state.environment().is_some());
    // In a street at the end of the Mythos phase: 1 Stamina.
    for (place, lost) in [(street("uptown"), 1), (location("woods"), 0)] {
        let mut state = game(1, "ithaqua", &["amanda-sharpe"]);
        state.investigator_mut(0).place = place;
        let stamina = state.investigators()[0].stamina;
        state.mythos_now("blue-flu");
        assert_eq!(state.investigators()[0].stamina, stamina - lost, "{place:?}");
    }
}

/// The monsters of a new game against `ancient`, on the board and in the cup.
fn monsters_in_play(ancient: &str) -> usize {
    let options = tabletop_core::game::Options::players(1).with("ancient-one", ancient);
    let config = ArkhamHorror::config(&options).expect("options");
    let state = ArkhamHorror::setup(&config, 5).expect("setup");
    state.cup_len() + state.monsters().count()
}

#[test]
fn hook_nyarlathotep_power_puts_the_mask_monsters_in_the_cup() {
    let masks = data::MONSTERS
        .iter()
        .filter(|m| m.abilities.contains(&data::Keyword::Mask))
        .map(|m| usize::from(m.copies))
        .sum::<usize>();
    assert!(masks > 0);
    assert_eq!(monsters_in_play("nyarlathotep"), monsters_in_play("cthulhu") + masks);
}

#[test]
fn hook_shub_niggurath_worshippers_dark_young_are_endless() {
    for (ancient, trophies) in [("cthulhu", 1), ("shub-niggurath", 0)] {
        let mut state = game(1, ancient, &["amanda-sharpe"]);
        let p = state.investigator_mut(0);
        p.cards.clear();
        (p.sanity, p.max_sanity, p.stamina, p.max_stamina) = (9, 9, 9, 9);
        state.give_card(0, card("powder-of-ibn-ghazi"));
        let id = state.put_monster(monster("dark-young"), street("easttown"));
        state.rig_dice(vec![6; 12]);
        state.fight_now(0, id);
        state.rig_dice(vec![6; 30]);
        act::<ArkhamHorror>(&mut state, S0, Action::Attack);
        assert!(state.monsters().all(|(m, _)| m != id), "{ancient}: defeated");
        assert_eq!(state.investigators()[0].monster_trophies.len(), trophies, "{ancient}");
    }
}

#[test]
fn hook_cthulhu_attack_lowers_a_maximum_and_puts_a_doom_token_back() {
    let (mut state, _) = awakened("cthulhu", |_| {});
    // Two tokens off his track, as if the investigators had hit him.
    let full = state.ancient_one().doom;
    state.set_doom(full - 2);
    let p = &state.investigators()[0];
    let (sanity, stamina) = (p.max_sanity, p.max_stamina);
    battle_until(&mut state, |s| matches!(s.pending(), Some((_, Pending::Choose(Choice::LowerMax)))));
    assert!(matches!(state.pending(), Some((0, Pending::Choose(Choice::LowerMax)))));
    assert_eq!(state.doom(), full - 2, "the investigator's attack missed");
    state.rig_dice(vec![1; 20]);
    act::<ArkhamHorror>(&mut state, S0, Action::Choose(0));
    let p = &state.investigators()[0];
    assert_eq!(sanity + stamina - 1, p.max_sanity + p.max_stamina);
    battle_until(&mut state, |s| s.doom() != full - 2);
    assert_eq!(state.doom(), full - 1, "one token back after his attack");
}

#[test]
fn hook_nyarlathotep_attack_rule_devours_who_loses_the_last_clue() {
    let (mut state, _) = awakened("nyarlathotep", |state| state.investigator_mut(0).clues = 1);
    assert!(!state.investigators()[0].out);
    battle_until(&mut state, |s| s.investigators()[0].clues == 0);
    assert!(state.investigators()[0].out, "no Clue left: devoured");
}

#[test]
fn hook_shub_niggurath_attack_takes_a_monster_trophy_each_failed_check() {
    let (mut state, _) = awakened("shub-niggurath", |state| {
        let p = state.investigator_mut(0);
        p.monster_trophies.push(monster("cultist"));
        p.monster_trophies.push(monster("zombie"));
    });
    let cup = state.cup_len();
    battle_until(&mut state, |s| s.investigators()[0].monster_trophies.len() < 2);
    assert_eq!(state.investigators()[0].monster_trophies.len(), 1);
    assert_eq!(state.cup_len(), cup + 1, "back to the cup");
    battle_until(&mut state, |s| s.investigators()[0].out);
    assert!(state.investigators()[0].out, "no trophy left: devoured");
}

#[test]
fn hook_shub_niggurath_attack_rule_a_failed_check_costs_exactly_one_trophy() {
    let (mut state, _) = awakened("shub-niggurath", |state| {
        state.investigator_mut(0).monster_trophies.extend([monster("cultist"); 3]);
    });
    battle_until(&mut state, |s| s.investigators()[0].monster_trophies.len() < 3);
    assert_eq!(state.investigators()[0].monster_trophies.len(), 2);
    assert!(!state.investigators()[0].out);
}

#[test]
fn hook_yog_sothoth_attack_takes_a_gate_trophy_each_failed_check() {
    let (mut state, _) = awakened("yog-sothoth", |state| {
        let p = state.investigator_mut(0);
        p.gate_trophies.push(world("abyss"));
        p.gate_trophies.push(world("yuggoth"));
    });
    battle_until(&mut state, |s| s.investigators()[0].gate_trophies.len() < 2);
    assert_eq!(state.investigators()[0].gate_trophies.len(), 1);
    assert_eq!(state.gate_stack_bottom(), Some(world("yuggoth")), "back under the gate markers");
    battle_until(&mut state, |s| s.investigators()[0].out);
    assert!(state.investigators()[0].out, "no trophy left: devoured");
}

#[test]
fn hook_yog_sothoth_attack_rule_a_failed_check_costs_exactly_one_gate_trophy() {
    let (mut state, _) = awakened("yog-sothoth", |state| {
        let p = state.investigator_mut(0);
        p.gate_trophies.extend([world("abyss"), world("yuggoth"), world("rlyeh")]);
    });
    battle_until(&mut state, |s| s.investigators()[0].gate_trophies.len() < 3);
    assert_eq!(state.investigators()[0].gate_trophies.len(), 2);
    assert!(!state.investigators()[0].out);
}
