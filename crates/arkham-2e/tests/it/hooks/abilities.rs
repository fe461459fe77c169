//! Investigators' abilities, monsters' rules and investigator cards read where they apply
//! (`effects.rs`, `checks.rs`, `rules.rs`, `engine.rs`): each against the same position without
//! the investigator, monster or card that has the rule.

use arkham_2e::testing::data::{Check, Effect};
use arkham_2e::testing::{card, monster, street, world};
use arkham_2e::{Action, ArkhamHorror, Choice, Event, Pending, Phase, Place, State};
use tabletop_core::testing::{act, legal};

use crate::fixtures::{S0, checks, dice, game, held, solo};

/// How many cards a draw of `effect` offers `name` to keep one of, or 0 when it just gives
/// the card.
fn offered(name: &str, effect: Effect) -> usize {
    let mut state = solo(name, street("uptown"));
    state.investigator_mut(0).cards.clear();
    let effects: &'static [Effect] = Vec::leak(vec![effect]);
    state.resolve_effects(0, effects);
    match state.pending() {
        Some((0, Pending::Choose(Choice::Keep { drawn, keep: 1 }))) => drawn.len(),
        _ => 0,
    }
}

#[test]
fn hook_scrounge_pete_picks_from_the_top_or_the_bottom() {
    for effect in [Effect::Common(1), Effect::Unique(1), Effect::Spell(1)] {
        assert_eq!(offered("ashcan-pete", effect), 2, "{effect:?}");
        assert_eq!(offered("amanda-sharpe", effect), 0, "{effect:?}");
    }
    assert_eq!(offered("ashcan-pete", Effect::Skill(1)), 0);
}

#[test]
fn hook_shrewd_dealer_bob_draws_an_extra_common_item() {
    assert_eq!(offered("bob-jenkins", Effect::Common(1)), 2);
    assert_eq!(offered("bob-jenkins", Effect::Unique(1)), 0);
}

#[test]
fn hook_magical_gift_dexter_draws_an_extra_spell() {
    assert_eq!(offered("dexter-drake", Effect::Spell(1)), 2);
    assert_eq!(offered("dexter-drake", Effect::Common(1)), 0);
}

#[test]
fn hook_archaeology_monterey_draws_an_extra_unique_item() {
    assert_eq!(offered("monterey-jack", Effect::Unique(1)), 2);
    assert_eq!(offered("monterey-jack", Effect::Spell(1)), 0);
}

#[test]
fn hook_psychology_carolyn_fern_restores_a_sanity_to_someone_there_in_upkeep() {
    let mut state = game(2, "cthulhu", &["carolyn-fern", "amanda-sharpe"]);
    for seat in 0..2 {
        state.investigator_mut(seat).place = street("uptown");
        state.investigator_mut(seat).cards.clear();
    }
    state.investigator_mut(1).sanity = 1;
    state.turn_now(Phase::Upkeep, 0);
    assert_eq!(state.investigators()[1].sanity, 2);
}

#[test]
fn hook_psychic_sensitivity_gloria_chooses_between_two_gate_cards() {
    for (name, two) in [("gloria-goldberg", true), ("amanda-sharpe", false)] {
        let mut state = solo(name, Place::World { world: world("yuggoth"), second: false });
        state.turn_now(Phase::OtherWorldEncounters, 0);
        let asked = matches!(
            state.pending(),
            Some((0, Pending::Choose(Choice::Encounter { cards, world: Some(_) }))) if cards.len() == 2
        );
        assert_eq!(asked, two, "{name}");
    }
}

#[test]
fn hook_research_mandy_rerolls_the_failed_dice_of_a_check() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).cards.clear();
    let n = dice(&state, 0, Check::Luck, 0);
    state.rig_dice(vec![1; n]);
    let events = state.check_now(0, Check::Luck, 0, 1);
    assert_eq!(checks(&events).first().map(|c| c.3), Some(false), "Amanda cannot re-roll");

    let mut state = solo("mandy-thompson", street("uptown"));
    state.investigator_mut(0).cards.clear();
    let n = dice(&state, 0, Check::Luck, 0);
    state.rig_dice(vec![1; n]);
    state.check_now(0, Check::Luck, 0, 1);
    assert!(legal::<ArkhamHorror>(&state, S0).contains(&Action::Research));
    state.rig_dice(vec![6; n]);
    // Passing now, with nothing left to do, the check settles at once.
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Research);
    assert_eq!(checks(&events), vec![(n as u8, n as u8, 1, true)]);
}

#[test]
fn hook_research_materials_add_a_die_instead_of_a_clue() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).cards.clear();
    state.give_card(0, card("research-materials"));
    let n = dice(&state, 0, Check::Luck, 0);
    state.rig_dice(vec![1; n]);
    state.check_now(0, Check::Luck, 0, 1);
    assert!(legal::<ArkhamHorror>(&state, S0).contains(&Action::UseCard(0)));
    state.rig_dice([6]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::UseCard(0));
    assert_eq!(held(&state, 0, "research-materials"), None);
    assert_eq!(checks(&events), vec![(n as u8 + 1, 1, 1, true)]);
}

/// Amanda (9 Sanity and Stamina, no cards) in combat with a `kind` in the Uptown streets, its
/// Horror check passed; `set` prepares the game first.
fn fighting(kind: &str, set: impl FnOnce(&mut State)) -> State {
    let mut state = solo("amanda-sharpe", street("uptown"));
    let p = state.investigator_mut(0);
    p.cards.clear();
    p.clues = 0;
    (p.sanity, p.max_sanity, p.stamina, p.max_stamina) = (9, 9, 9, 9);
    set(&mut state);
    let id = state.put_monster(monster(kind), street("uptown"));
    // Exactly the Horror check's dice, all successes.
    let horror = arkham_2e::testing::data::MONSTERS[usize::from(monster(kind))].horror_rating;
    state.rig_dice(vec![6; horror.map_or(0, |rating| dice(&state, 0, Check::Horror, rating))]);
    state.fight_now(0, id);
    assert_eq!(state.pending(), Some((0, &Pending::Combat)), "in combat with a {kind}");
    state
}

/// The failed Combat check against a `kind`: (dice, needed) and the events.
fn failed_attack(kind: &str, set: impl FnOnce(&mut State)) -> (State, (u8, u8), Vec<Event>) {
    let mut state = fighting(kind, set);
    state.rig_dice(vec![1; 30]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    let check = checks(&events)[0];
    (state, (check.0, check.2), events)
}

#[test]
fn hook_maniac_fights_harder_and_is_endless_from_terror_six() {
    let (calm, (dice_calm, _), _) = failed_attack("maniac", |_| {});
    let (mad, (dice_mad, _), _) = failed_attack("maniac", |s| s.set_terror(6));
    // Combat rating +1 becomes −2, and the damage 3 Stamina instead of 1.
    assert_eq!(i16::from(dice_calm) - i16::from(dice_mad), 3);
    assert_eq!(9 - calm.investigators()[0].stamina, 1);
    assert_eq!(9 - mad.investigators()[0].stamina, 3);
    // Endless: killed at terror 6 it goes back to the cup.
    let mut state = fighting("maniac", |s| s.set_terror(6));
    state.rig_dice(vec![6; 30]);
    act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    assert!(state.investigators()[0].monster_trophies.is_empty());
}

#[test]
fn hook_haunter_of_the_dark_fights_at_minus_five_in_the_blackest_night() {
    // Enough dice for the difference to show: Fight at its best and a Tommy Gun.
    let best = |s: &mut State| {
        s.investigator_mut(0).sliders = [1, 3, 1];
        s.give_card(0, card("tommy-gun"));
    };
    let (_, (plain, _), _) = failed_attack("haunter-of-the-dark", best);
    let (_, (night, _), _) = failed_attack("haunter-of-the-dark", |s| {
        best(s);
        s.put_in_play("blackest-night");
    });
    // Combat rating −2 becomes −5.
    assert_eq!(plain - night, 3);
}

#[test]
fn hook_the_dark_pharoah_is_fought_with_lore() {
    // Fight at its best, Lore at its worst: the dice follow Lore.
    let mut state = fighting("the-dark-pharoah", |s| s.investigator_mut(0).sliders = [1, 3, 0]);
    let rating = arkham_2e::testing::data::MONSTERS[usize::from(monster("the-dark-pharoah"))]
        .combat_rating
        .unwrap_or(0);
    let (lore, fight) = (dice(&state, 0, Check::Lore, rating), dice(&state, 0, Check::Fight, rating));
    assert_ne!(lore, fight);
    state.rig_dice(vec![1; 30]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    assert_eq!(checks(&events).first().map(|c| usize::from(c.0)), Some(lore));
}

/// Amanda meets a `kind` in the Uptown streets, its check before the Horror check rigged to
/// `pass`.
fn meets(kind: &str, check: Check, modifier: i8, pass: bool) -> (State, Vec<Event>) {
    let mut state = solo("amanda-sharpe", street("uptown"));
    let p = state.investigator_mut(0);
    p.cards.clear();
    p.clues = 0;
    (p.sanity, p.max_sanity, p.stamina, p.max_stamina) = (9, 9, 9, 9);
    p.sliders = [1, 1, 1];
    let id = state.put_monster(monster(kind), street("uptown"));
    let n = dice(&state, 0, check, modifier);
    assert!(n > 0);
    state.rig_dice(vec![if pass { 6 } else { 1 }; n]);
    let events = state.fight_now(0, id);
    (state, events)
}

#[test]
fn hook_the_black_man_devours_on_a_failed_luck_check_or_gives_two_clues() {
    let (state, events) = meets("the-black-man", Check::Luck, -1, true);
    assert_eq!(checks(&events).len(), 1, "no Horror check");
    assert_eq!(state.investigators()[0].clues, 2);
    assert_eq!(state.combat(), None);
    assert_eq!(state.monsters().count(), 0, "back to the cup");
    let (_, events) = meets("the-black-man", Check::Luck, -1, false);
    assert!(events.contains(&Event::Devoured(0)));
}

#[test]
fn hook_the_bloated_woman_fails_the_horror_and_combat_checks_on_a_failed_will_check() {
    let (state, events) = meets("the-bloated-woman", Check::Will, -2, false);
    assert_eq!(checks(&events).len(), 1, "no Horror check rolled");
    let p = &state.investigators()[0];
    assert_eq!((p.sanity, p.stamina), (9 - 2, 9 - 2));
    let (state, events) = meets("the-bloated-woman", Check::Will, -2, true);
    assert_eq!(checks(&events).len(), 2, "the Horror check follows");
    assert_eq!(state.investigators()[0].stamina, 9);
}

/// Amanda defaults on her Bank Loan holding `keep` and a .38 Revolver.
fn defaults_holding(keep: &str) -> State {
    let mut state = solo("amanda-sharpe", street("uptown"));
    let p = state.investigator_mut(0);
    p.cards.clear();
    p.money = 0;
    p.specials.loan = true;
    state.give_card(0, card(keep));
    state.give_card(0, card("38-revolver"));
    state.rig_dice([1]);
    state.turn_now(Phase::Upkeep, 0);
    assert_eq!(held(&state, 0, "38-revolver"), None, "the other items are lost");
    state
}

#[test]
fn hook_n18_derringer_cannot_be_lost() {
    assert!(held(&defaults_holding("18-derringer"), 0, "18-derringer").is_some());
    assert!(held(&defaults_holding("tommy-gun"), 0, "tommy-gun").is_none());
}

#[test]
fn hook_deputys_revolver_cannot_be_lost() {
    assert!(held(&defaults_holding("deputys-revolver"), 0, "deputys-revolver").is_some());
}

#[test]
fn hook_sir_william_brinton_raises_maximum_stamina_and_is_given_up_to_restore_it() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).cards.clear();
    let max = state.investigators()[0].max_stamina;
    state.give_card(0, card("sir-william-brinton"));
    assert_eq!(state.investigators()[0].max_stamina, max + 1);
    state.investigator_mut(0).stamina = 1;
    state.resolve_effects(0, &[Effect::Stamina(-2)]);
    assert_eq!(held(&state, 0, "sir-william-brinton"), None);
    assert_eq!(state.investigators()[0].max_stamina, max);
    assert_eq!(state.investigators()[0].stamina, max - 2);
}
