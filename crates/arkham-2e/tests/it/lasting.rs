//! Environments, Rumors and Headlines in play, and the investigators' own abilities.

use arkham_2e::testing::data::{Check, Effect};
use arkham_2e::testing::{card, data, location, street, world};
use arkham_2e::{Action, ArkhamHorror, Choice, Event, Pending, Phase, Place};
use tabletop_core::dice::Fortune;
use tabletop_core::testing::{act, legal};

use crate::fixtures::{S0, checks, game, skill, solo};

/// The dice a check of `check` rolls now for seat 0 (all failures rigged).
fn dice_now(state: &mut arkham_2e::State, check: Check) -> u8 {
    state.investigator_mut(0).clues = 0;
    state.rig_dice(vec![1; 20]);
    let events = state.check_now(0, check, 0, 1);
    checks(&events)[0].0
}

#[test]
fn weather_changes_checks_in_arkham() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    let (will, sneak) = (skill(&state, 0, Check::Will) as u8, skill(&state, 0, Check::Sneak) as u8);
    state.put_in_play("an-evil-fog");
    assert_eq!(dice_now(&mut state, Check::Will), will - 1);
    assert_eq!(dice_now(&mut state, Check::Evade), sneak + 1 - 3 + 3, "a Sneak bonus helps Evade");
}

#[test]
fn hook_icy_conditions_take_a_movement_point() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).cards.clear();
    let speed = skill(&state, 0, Check::Speed) as u8;
    state.put_in_play("icy-conditions");
    state.begin_movement(0);
    state.turn_now(Phase::Movement, 0);
    assert_eq!(state.movement_left(), speed - 1);
}

/// Amanda closes an explored gate at the Woods with `clues` Clues: whether it is sealed.
fn seals(card_in_play: Option<&str>, clues: u8) -> bool {
    let mut state = solo("amanda-sharpe", location("woods"));
    if let Some(name) = card_in_play {
        state.put_in_play(name);
    }
    state.put_gate(location("woods"), world("another-dimension"));
    let investigator = state.investigator_mut(0);
    investigator.explored = true;
    investigator.clues = clues;
    investigator.sliders[2] = 3;
    state.turn_now(Phase::ArkhamEncounters, 0);
    state.rig_dice(vec![6; 20]);
    act::<ArkhamHorror>(&mut state, S0, Action::Close { fight: false });
    act::<ArkhamHorror>(&mut state, S0, Action::Accept);
    assert_eq!(state.investigators()[0].gate_trophies.len(), 1);
    state.elder_signs() == 1
}

#[test]
fn hook_nodens_favor_lets_three_clues_seal() {
    assert!(!seals(None, 4));
    assert!(seals(None, 5));
    assert!(seals(Some("nodens-favor"), 3));
}

#[test]
fn hook_no_one_can_help_you_now_forbids_sealing() {
    assert!(seals(None, 9));
    assert!(!seals(Some("no-one-can-help-you-now"), 9));
}

/// Amanda with Shrivelling against a Cultist, `in_play` in play: whether the spell is offered
/// and, if cast, the Sanity it cost.
fn shrivelling(in_play: Option<&str>) -> (bool, Option<u8>) {
    let mut state = solo("amanda-sharpe", street("uptown"));
    if let Some(name) = in_play {
        state.put_in_play(name);
    }
    let investigator = state.investigator_mut(0);
    investigator.cards.clear();
    investigator.sanity = 9;
    investigator.max_sanity = 9;
    investigator.clues = 0;
    state.give_card(0, card("shrivelling"));
    let id = state.put_monster(arkham_2e::testing::monster("cultist"), street("uptown"));
    state.rig_dice(vec![6; 12]);
    state.fight_now(0, id);
    let offered = legal::<ArkhamHorror>(&state, S0).contains(&Action::Cast(0));
    if !offered {
        return (false, None);
    }
    let before = state.investigators()[0].sanity;
    state.rig_dice(vec![1; 20]);
    act::<ArkhamHorror>(&mut state, S0, Action::Cast(0));
    (true, Some(before - state.investigators()[0].sanity))
}

#[test]
fn hook_solar_eclipse_stops_spells() {
    assert_eq!(shrivelling(None), (true, Some(1)));
    assert_eq!(shrivelling(Some("solar-eclipse")), (false, None));
}

#[test]
fn hook_planetary_alignment_makes_spells_free() {
    assert_eq!(shrivelling(None), (true, Some(1)));
    assert_eq!(shrivelling(Some("planetary-alignment")), (true, Some(0)));
}

#[test]
fn hook_happy_days_are_here_again_stop_the_terror_level() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.put_in_play("happy-days-are-here-again");
    state.raise_terror_now(2);
    assert_eq!(state.terror(), 0);
}

#[test]
fn hook_all_quiet_in_arkham_blesses_whoever_passes_luck() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).clues = 0;
    state.rig_dice(vec![6; 20]);
    state.mythos_now("all-quiet-in-arkham");
    assert_eq!(state.investigators()[0].specials.fortune, Fortune::Blessed);
}

#[test]
fn hook_blue_flu_lets_the_jailed_go() {
    let mut state = solo("amanda-sharpe", Place::Jail);
    state.investigator_mut(0).delayed = true;
    state.mythos_now("blue-flu");
    assert_eq!(state.investigators()[0].place, location("police-station"));
    assert!(!state.investigators()[0].delayed);
    // And nobody is arrested while it lingers.
    state.investigator_mut(0).place = street("uptown");
    state.resolve_effects(0, &[Effect::Arrested]);
    assert_eq!(state.investigators()[0].place, street("uptown"));
}

#[test]
fn hook_missing_people_return_to_where_they_choose() {
    let mut state = solo("amanda-sharpe", Place::Lost);
    state.mythos_now("missing-people-return");
    assert!(matches!(state.pending(), Some((0, Pending::Choose(Choice::Return)))));
    act::<ArkhamHorror>(&mut state, S0, Action::PlaceAt(street("uptown")));
    assert_eq!(state.investigators()[0].place, street("uptown"));
}

#[test]
fn hook_the_stars_are_right_adds_doom_on_a_one_or_two_from_the_round_after() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    // The next cards' gates are sealed, so only the Rumor moves the doom track.
    for name in ["the-stars-are-right", "blue-flu"] {
        let def = data::MYTHOS.iter().find(|m| m.id.ends_with(name)).expect("a Mythos card");
        if let Some(gate) = def.gate {
            let index = data::LOCATIONS.iter().position(|l| l.id == gate).expect("a location");
            state.put_seal(Place::Location(index as u8));
        }
    }
    let doom = state.doom();
    state.mythos_now("the-stars-are-right");
    // Its first Mythos phase: no roll yet.
    assert!(state.rumor().is_some());
    assert_eq!(state.doom(), doom);
    state.rig_dice([1]);
    state.mythos_now("blue-flu");
    assert_eq!(state.doom(), doom + 1);
}

#[test]
fn hook_studious_amanda_draws_one_skill_more_and_keeps_one() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.resolve_effects(0, &[Effect::Skill(1)]);
    match state.pending() {
        Some((0, Pending::Choose(Choice::Keep { drawn, keep }))) => assert_eq!((drawn.len(), *keep), (2, 1)),
        other => panic!("a keep choice: {other:?}"),
    }
}

#[test]
fn hook_strong_mind_takes_one_off_each_sanity_loss() {
    let mut state = solo("harvey-walters", street("uptown"));
    let sanity = state.investigators()[0].sanity;
    state.resolve_effects(0, &[Effect::Sanity(-2)]);
    assert_eq!(state.investigators()[0].sanity, sanity - 1);
}

#[test]
fn hook_strong_body_takes_one_off_each_stamina_loss() {
    let mut state = solo("michael-mcglen", street("uptown"));
    let stamina = state.investigators()[0].stamina;
    state.resolve_effects(0, &[Effect::Stamina(-2)]);
    assert_eq!(state.investigators()[0].stamina, stamina - 1);
}

#[test]
fn hook_trust_fund_jenny_gets_a_dollar_each_upkeep() {
    let mut state = solo("jenny-barnes", street("uptown"));
    state.investigator_mut(0).cards.clear();
    state.investigator_mut(0).money = 0;
    state.turn_now(Phase::Upkeep, 0);
    assert_eq!(state.investigators()[0].money, 1);
}

#[test]
fn hook_hunches_joe_diamond_rolls_two_dice_per_clue() {
    let mut state = solo("joe-diamond", street("uptown"));
    state.investigator_mut(0).cards.clear();
    state.investigator_mut(0).clues = 2;
    state.check_now(0, Check::Lore, -9, 1);
    state.rig_dice([1, 1]);
    act::<ArkhamHorror>(&mut state, S0, Action::SpendClue);
    match state.pending() {
        Some((_, Pending::Check(check))) => assert_eq!(check.roll.faces().len(), 2),
        other => panic!("a check waits: {other:?}"),
    }
}

#[test]
fn hook_science_no_gate_opens_where_kate_winthrop_stands() {
    let mut state = solo("kate-winthrop", location("woods"));
    let events = state.open_gate_now(location("woods"));
    assert!(!events.iter().any(|e| matches!(e, Event::GateOpened { .. })));
    assert_eq!(state.open_gates().count(), 0);
}

#[test]
fn hook_guardian_angel_sister_mary_is_never_lost_in_time_and_space() {
    let mut state = solo("sister-mary", street("uptown"));
    state.resolve_effects(0, &[Effect::Lost]);
    assert_eq!(state.investigators()[0].place, location("south-church"));
}

#[test]
fn hook_hometown_advantage_darrell_chooses_between_two_location_encounters() {
    let mut state = solo("darrell-simmons", location("woods"));
    state.turn_now(Phase::ArkhamEncounters, 0);
    match state.pending() {
        Some((0, Pending::Choose(Choice::Encounter { cards, world: None }))) => assert_eq!(cards.len(), 2),
        other => panic!("a choice of two: {other:?}"),
    }
}

#[test]
fn hook_physician_vincent_lee_heals_a_stamina_to_someone_there_in_upkeep() {
    let mut state = game(2, "cthulhu", &["vincent-lee", "amanda-sharpe"]);
    for seat in 0..2 {
        state.investigator_mut(seat).place = street("uptown");
        state.investigator_mut(seat).cards.clear();
    }
    state.investigator_mut(1).stamina = 1;
    // Only Amanda is hurt: the one possible answer is taken without asking.
    state.turn_now(Phase::Upkeep, 0);
    assert_eq!(state.investigators()[1].stamina, 2);
}
