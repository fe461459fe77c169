//! The Reference Guide's investigator-ability clarifications (examples 23–36), with rigged dice.

use content::eldritch::{self as data, Effect, MonsterStats, Skill};
use eldritch::{Action, Eldritch, Pending, State};
use tabletop_core::Game;

use crate::examples::{act, cast, game, legal, loc, refused};

fn skill_bit(skill: Skill) -> u8 {
    1 << skill as u8
}

fn conditions(state: &State, seat: u8) -> Vec<&'static str> {
    state.investigators()[usize::from(seat)]
        .conditions
        .iter()
        .map(|&c| data::CONDITIONS[usize::from(c)].id)
        .collect()
}

#[test]
fn example_23_effects_on_investigators_include_yourself() {
    // Jim Culver's Action: "Each investigator on your space recovers 1 Sanity".
    let mut state = game(2, "azathoth");
    cast(&mut state, &["jim-culver", "norman-withers"]);
    state.move_to(1, "space-6");
    for seat in 0..2 {
        let max = state.investigators()[seat].def().sanity;
        state.investigator_mut(seat as u8).sanity = max - 1;
    }
    act(&mut state, 0, Action::SheetAction);
    for seat in 0..2 {
        let inv = &state.investigators()[seat];
        assert_eq!(inv.sanity, inv.def().sanity, "{} recovered", inv.def().name);
    }
}

#[test]
fn example_24_lola_hayes_spends_improvement_tokens() {
    let mut state = game(1, "azathoth");
    cast(&mut state, &["lola-hayes"]);
    state.investigator_mut(0).improve[Skill::Strength as usize] = 2;
    act(&mut state, 0, Action::Respend { from: skill_bit(Skill::Strength), to: Skill::Lore });
    let lola = &state.investigators()[0];
    assert_eq!(lola.improve[Skill::Lore as usize], 2, "the +2 token counts as two");
    assert_eq!(lola.improve[Skill::Strength as usize], 0, "the Strength token is discarded");

    // Two +1 tokens of two skills improve one skill twice.
    let mut state = game(1, "azathoth");
    cast(&mut state, &["lola-hayes"]);
    state.investigator_mut(0).improve[Skill::Influence as usize] = 1;
    state.investigator_mut(0).improve[Skill::Observation as usize] = 1;
    // A skill without a token cannot be spent.
    refused(&mut state, 0, Action::Respend { from: skill_bit(Skill::Will), to: Skill::Lore });
    act(
        &mut state,
        0,
        Action::Respend {
            from: skill_bit(Skill::Influence) | skill_bit(Skill::Observation),
            to: Skill::Will,
        },
    );
    assert_eq!(state.investigators()[0].improve, [0, 0, 0, 0, 2]);
}

#[test]
fn example_25_trish_scarborough_double_reroll() {
    // Jim Culver (Influence 3) tests in Arkham next to Trish: [1, 2, 5], one Clue rerolls [6, 3].
    let mut state = game(2, "azathoth");
    cast(&mut state, &["jim-culver", "trish-scarborough"]);
    state.discard_possessions(0);
    state.give_clues(0, 1);
    state.move_to(0, "arkham");
    state.move_to(1, "arkham");
    state.clear_monsters("arkham");
    state.rng_mut().rig_dice([1, 2, 5, 6, 3]);
    act(&mut state, 0, Action::AcquireAssets);
    act(&mut state, 0, Action::Reroll);
    assert_eq!(state.rng_mut().rigged_len(), 0, "both failed dice were rerolled for one Clue");
    assert!(state.investigators()[0].clues.is_empty());
    act(&mut state, 0, Action::Keep);
    assert!(matches!(state.pending(), Some(Pending::Acquire { successes: 2, .. })), "{:?}", state.pending());

    // Without Trish on the space, one Clue rerolls one die.
    let mut state = game(2, "azathoth");
    cast(&mut state, &["jim-culver", "trish-scarborough"]);
    state.discard_possessions(0);
    state.give_clues(0, 1);
    state.move_to(0, "arkham");
    state.move_to(1, "rome");
    state.clear_monsters("arkham");
    state.rng_mut().rig_dice([1, 2, 5, 6]);
    act(&mut state, 0, Action::AcquireAssets);
    act(&mut state, 0, Action::Reroll);
    assert_eq!(state.rng_mut().rigged_len(), 0);
    act(&mut state, 0, Action::Keep);
    assert!(matches!(state.pending(), Some(Pending::Acquire { successes: 2, .. })));
}

#[test]
fn example_26_mark_harrigan_is_never_delayed_or_detained() {
    let mut state = game(2, "azathoth");
    cast(&mut state, &["mark-harrigan", "lily-chen"]);
    let mut events = Vec::new();
    for seat in 0..2 {
        state.resolve_effect_now(seat, Effect::Delay, &mut events);
        state.resolve_effect_now(seat, Effect::GainCondition("detained"), &mut events);
    }
    assert!(!state.investigators()[0].delayed);
    assert!(conditions(&state, 0).is_empty());
    assert!(state.investigators()[1].delayed, "other investigators are Delayed");
    assert_eq!(conditions(&state, 1), ["detained"]);
}

#[test]
fn example_27_mark_harrigan_wounds_a_monster_outside_combat() {
    let mut state = game(1, "azathoth");
    cast(&mut state, &["mark-harrigan"]);
    state.clear_monsters("space-14");
    let stats = MonsterStats { will: Some(0), horror: 1, strength: Some(0), damage: 1, toughness: 3 };
    let index = state.place_monster("zombie", "space-14", Some(stats)).expect("a Zombie in the cup");
    state.damage_monster(index, 2);
    let kind = state.monsters()[index].kind;
    let cup = state.cup().iter().filter(|&&k| k == kind).count();
    let health = state.investigators()[0].health;
    act(&mut state, 0, Action::Wound(index as u8));
    assert!(state.monsters().iter().all(|m| m.location != loc("space-14")), "lost Health 3 >= Toughness 3");
    assert_eq!(state.cup().iter().filter(|&&k| k == kind).count(), cup + 1, "back into the cup");
    assert_eq!(state.investigators()[0].health, health - 1);
    assert_eq!(state.pending(), Some(&Pending::Actions(0)), "no combat, no test: his second action");
}

#[test]
fn example_28_lily_chen_action_and_passive_limits() {
    let mut state = game(1, "azathoth");
    cast(&mut state, &["lily-chen"]);
    state.investigator_mut(0).health = 5;
    state.investigator_mut(0).sanity = 2;
    state.investigator_mut(0).improve[Skill::Strength as usize] = 2;
    let converts: Vec<(bool, u8)> = legal(&state, 0)
        .into_iter()
        .filter_map(|a| match a {
            Action::Convert { spend_health, amount } => Some((spend_health, amount)),
            _ => None,
        })
        .collect();
    // Never her last Health or Sanity: Health 1..=4, Sanity only 1.
    assert_eq!(converts, [(true, 1), (true, 2), (true, 3), (true, 4), (false, 1)]);
    act(&mut state, 0, Action::Convert { spend_health: true, amount: 3 });
    assert_eq!((state.investigators()[0].health, state.investigators()[0].sanity), (2, 5));
    let mut events = Vec::new();
    state.resolve_effect_now(0, Effect::Improve(Skill::Strength), &mut events);
    assert_eq!(state.investigators()[0].improve[Skill::Strength as usize], 2, "already improved twice");
    state.resolve_effect_now(0, Effect::Improve(Skill::Lore), &mut events);
    assert_eq!(state.investigators()[0].improve[Skill::Lore as usize], 2, "improved, then again");
}

#[test]
fn example_29_leo_anderson_recruits_an_ally_despite_a_monster() {
    let mut state = game(1, "azathoth");
    cast(&mut state, &["leo-anderson"]);
    state.discard_possessions(0);
    state.clear_monsters("buenos-aires");
    state.place_monster("zombie", "buenos-aires", None).expect("a Zombie");
    assert!(!legal(&state, 0).contains(&Action::AcquireAssets), "Acquire Assets is refused with a monster");
    let urban = data::ASSETS.iter().position(|a| a.id == "urban-guide").expect("Urban Guide") as u16;
    let in_reserve = state.reserve().contains(&Some(urban));
    assert!(in_reserve || state.asset_to_discard("urban-guide"));
    state.rng_mut().rig_dice([5, 1]);
    act(&mut state, 0, Action::RecruitAlly);
    assert_eq!(state.pending(), Some(&Pending::ChooseAlly(0)), "1 success passes");
    let choices = legal(&state, 0);
    assert!(choices.contains(&Action::TakeAlly(urban)), "cost 4 with 1 success is fine");
    let muscle = data::ASSETS.iter().position(|a| a.id == "hired-muscle").expect("Hired Muscle") as u16;
    assert!(choices.contains(&Action::TakeAlly(muscle)), "from the discard pile too");
    assert!(choices.iter().all(|a| match a {
        Action::TakeAlly(card) => data::ASSETS[usize::from(*card)].traits.contains(&data::Trait::Ally),
        _ => false,
    }));
    act(&mut state, 0, Action::TakeAlly(urban));
    assert!(state.investigators()[0].assets.contains(&(urban as u8)));
}

#[test]
fn example_30_jim_culver_extra_sanity() {
    let mut state = game(2, "azathoth");
    cast(&mut state, &["norman-withers", "jim-culver"]);
    for seat in 0..2 {
        state.move_to(seat, "space-6");
        state.investigator_mut(seat).sanity = 3;
    }
    state.clear_monsters("space-6");
    act(&mut state, 0, Action::Rest);
    act(&mut state, 0, Action::EndTurn);
    act(&mut state, 1, Action::Rest);
    act(&mut state, 1, Action::SheetAction);
    assert_eq!(state.investigators()[0].sanity, 5);
    assert_eq!(state.investigators()[1].sanity, 5);
}

/// Diana Stanley (Will 1, Strength 3, no possessions) fights a Horror-3 monster in space 7.
fn diana_fights(will_die: u8) -> u8 {
    let mut state = game(1, "azathoth");
    cast(&mut state, &["diana-stanley"]);
    state.discard_possessions(0);
    state.clear_monsters("space-7");
    let stats = MonsterStats { will: Some(0), horror: 3, strength: Some(0), damage: 0, toughness: 9 };
    let index = state.place_monster("zombie", "space-7", Some(stats)).expect("a Zombie");
    let sanity = state.investigators()[0].sanity;
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    state.rng_mut().rig_dice([will_die, 1, 1, 1]);
    act(&mut state, 0, Action::Fight(index as u8));
    assert_eq!(state.rng_mut().rigged_len(), 0, "1 Will die, 3 Strength dice");
    sanity - state.investigators()[0].sanity
}

#[test]
fn example_31_diana_stanley_combat_sanity_protection() {
    assert_eq!(diana_fights(5), 0, "1 success: loses 0 instead of 3 - 1");
    assert_eq!(diana_fights(2), 1, "0 successes: loses 1");

    // Her Action moves only the Cultist.
    let mut state = game(1, "azathoth");
    cast(&mut state, &["diana-stanley"]);
    state.clear_monsters("space-7");
    state.place_monster("cultist", "space-7", None).expect("a Cultist");
    state.place_monster("zombie", "space-7", None).expect("a Zombie");
    act(&mut state, 0, Action::Cultists(Some(loc("rome"))));
    let at = |id: &str| state.monsters().iter().filter(|m| m.location == loc(id)).count();
    assert_eq!((at("space-7"), at("rome") >= 1), (1, true));
}

#[test]
fn example_32_jacqueline_fine_and_clues() {
    let mut state = game(2, "azathoth");
    cast(&mut state, &["jacqueline-fine", "norman-withers"]);
    state.discard_possessions(0);
    state.discard_possessions(1);
    state.give_clues(0, 1);
    state.give_clues(1, 3);
    state.investigator_mut(1).train = 1;
    state.move_to(1, "tokyo");
    let shares: Vec<Action> =
        legal(&state, 0).into_iter().filter(|a| matches!(a, Action::ShareClues { .. })).collect();
    let expected: Vec<Action> =
        [1, 2, 3, -1].into_iter().map(|take| Action::ShareClues { with: 1, take }).collect();
    assert_eq!(shares, expected, "any number of Clues, either way, on any space; nothing else");
    assert!(!legal(&state, 0).iter().any(|a| matches!(a, Action::Trade { .. })), "no ticket");
    act(&mut state, 0, Action::ShareClues { with: 1, take: 3 });
    assert_eq!((state.investigators()[0].clues.len(), state.investigators()[1].clues.len()), (4, 0));
    let mut events = Vec::new();
    state.give_condition(1, "debt", &mut events);
    assert_eq!(state.investigators()[0].clues.len(), 4, "Debt is Common");
    state.give_condition(0, "amnesia", &mut events);
    assert_eq!(state.investigators()[0].clues.len(), 4, "not her own Conditions");
    state.give_condition(1, "paranoia", &mut events);
    assert_eq!(state.investigators()[0].clues.len(), 5);
    state.give_condition(1, "hallucinations", &mut events);
    assert_eq!(state.investigators()[0].clues.len(), 5, "once per round");
}

#[test]
fn example_33_norman_withers_spends_sanity_for_clues() {
    let mut state = game(1, "azathoth");
    cast(&mut state, &["norman-withers"]);
    state.discard_possessions(0);
    state.clear_monsters("arkham");
    let sanity = state.investigators()[0].sanity;
    state.rng_mut().rig_dice([1, 5]);
    act(&mut state, 0, Action::AcquireAssets);
    assert!(!legal(&state, 0).contains(&Action::Reroll), "no Clue");
    act(&mut state, 0, Action::RerollWithSanity);
    assert_eq!(state.investigators()[0].sanity, sanity - 1);
    assert!(matches!(state.pending(), Some(Pending::Test(_))), "Bank Loan still open");
    act(&mut state, 0, Action::Keep);
    assert!(matches!(state.pending(), Some(Pending::Acquire { successes: 1, .. })));

    // His Action with 1 Clue: the Sanity pays the second.
    let mut state = game(1, "azathoth");
    cast(&mut state, &["norman-withers"]);
    state.discard_possessions(0);
    state.give_clues(0, 1);
    let gate = state.gate_locations().next().expect("a gate");
    let index = state.monsters().iter().position(|m| m.location == gate).expect("its monster");
    let kind = state.monsters()[index].kind;
    let cup = state.cup().iter().filter(|&&k| k == kind).count();
    let sanity = state.investigators()[0].sanity;
    act(&mut state, 0, Action::Banish(index as u8));
    assert_eq!((state.investigators()[0].clues.len(), state.investigators()[0].sanity), (0, sanity - 1));
    assert_eq!(state.cup().iter().filter(|&&k| k == kind).count(), cup + 1);
}

#[test]
fn example_34_silas_marsh_sails_without_tickets() {
    let mut state = game(1, "azathoth");
    cast(&mut state, &["silas-marsh"]);
    state.investigator_mut(0).ship = 1;
    let sail = legal(&state, 0).into_iter().find(|a| matches!(a, Action::Sail(_))).expect("a ship path");
    let Action::Sail(to) = sail else { unreachable!("filtered") };
    act(&mut state, 0, sail);
    let silas = &state.investigators()[0];
    assert_eq!((silas.location, silas.ship, silas.actions, silas.extra_actions), (to, 1, 1, 1));
    let travel = legal(&state, 0).into_iter().find(|a| matches!(a, Action::Travel { .. }));
    act(&mut state, 0, travel.expect("Travel is still allowed"));
    assert_eq!(state.pending(), Some(&Pending::Actions(0)), "the additional action is still to come");
}

#[test]
fn example_35_charlie_kane_action_target() {
    let mut state = game(4, "azathoth");
    cast(&mut state, &["norman-withers", "charlie-kane", "jim-culver", "lily-chen"]);
    state.investigator_mut(2).delayed = true;
    let first = legal(&state, 0).into_iter().find(|a| matches!(a, Action::Travel { .. }));
    act(&mut state, 0, first.expect("W travels"));
    act(&mut state, 0, Action::EndTurn);
    let grants: Vec<Action> =
        legal(&state, 1).into_iter().filter(|a| matches!(a, Action::GrantAction(_))).collect();
    assert_eq!(grants, [Action::GrantAction(3)], "not the Delayed Y, not W who acted");
    act(&mut state, 1, Action::GrantAction(3));
    assert_eq!(state.pending(), Some(&Pending::Actions(3)), "Z acts at once");
    let z_travel = legal(&state, 3).into_iter().find(|a| matches!(a, Action::Travel { .. }));
    act(&mut state, 3, z_travel.expect("Z travels"));
    assert_eq!(state.pending(), Some(&Pending::Actions(1)), "back to Charlie");
    let z = &state.investigators()[3];
    assert_eq!((z.actions, z.extra_actions), (1, 1), "Z keeps its own two actions");
}

#[test]
fn example_36_akachi_onyele_gates() {
    let mut state = game(1, "azathoth");
    cast(&mut state, &["akachi-onyele"]);
    let mut events = Vec::new();
    while state.gate_stack().len() > 1 {
        state.spawn_gate_now(&mut events);
    }
    let gates: Vec<u8> = state.gate_locations().collect();
    for &gate in &gates[..2] {
        state.close_gate_now(data::LOCATIONS[usize::from(gate)].id);
    }
    let last = state.gate_stack()[0];
    act(&mut state, 0, Action::GateOrder(0));
    assert_eq!(state.gate_stack().len(), 3, "the discard went under the last token");
    assert_eq!(state.gate_stack().last(), Some(&last), "she kept it on top");
    assert!(state.gate_discard().is_empty());

    // Her passive moves her straight to a Gate or Clue, unless she cannot move.
    let here = data::LOCATIONS[usize::from(gates[2])].id;
    state.move_to(0, here);
    state.resolve_effect_now(0, Effect::CloseGate, &mut events);
    assert_eq!(state.pending(), Some(&Pending::AkachiMove(0)));
    let target = gates[3];
    act(&mut state, 0, Action::Teleport(target));
    assert_eq!(state.investigators()[0].location, target);
    state.give_condition(0, "detained", &mut events);
    state.resolve_effect_now(0, Effect::CloseGate, &mut events);
    assert_ne!(state.pending(), Some(&Pending::AkachiMove(0)), "Detained: she cannot move");
    assert_eq!(Eldritch::check_invariants(&state), Ok(()));
}

#[test]
fn derived_spells_cast_as_actions_once_per_round() {
    // Feed the Mind's "Action:" (a Spell) is one of the investigator's actions, once per round.
    let mut state = game(1, "azathoth");
    cast(&mut state, &["diana-stanley"]);
    state.discard_possessions(0);
    let mut events = Vec::new();
    let spell = loop {
        state.resolve_effect_now(0, Effect::GainSpell(None), &mut events);
        let held = state.investigators()[0]
            .spells
            .iter()
            .copied()
            .find(|&s| data::SPELLS[usize::from(s)].id == "feed-the-mind");
        if let Some(card) = held {
            break u16::from(card);
        }
    };
    let code = super::examples::face_code(data::CardDeck::Spell, spell as u8);
    assert!(legal(&state, 0).contains(&Action::UseCard(code)));
    state.rng_mut().rig_dice([1, 1, 1, 1, 1, 1]);
    act(&mut state, 0, Action::UseCard(code));
    for _ in 0..6 {
        match state.pending() {
            Some(Pending::Test(_)) => act(&mut state, 0, Action::Keep),
            Some(Pending::Pick { .. }) => {
                let first = legal(&state, 0)[0].clone();
                act(&mut state, 0, first);
            }
            _ => break,
        }
    }
    assert_eq!(state.investigators()[0].actions, 1, "casting took one action");
    refused(&mut state, 0, Action::UseCard(code));
}

#[test]
fn derived_defeated_investigator_lies_in_the_nearest_city_with_its_possessions() {
    let mut state = game(2, "azathoth");
    cast(&mut state, &["jim-culver", "norman-withers"]);
    state.move_to(0, "space-13");
    state.give_clues(0, 2);
    let held_clues = state.investigators()[0].clues.len();
    let held_assets = state.investigators()[0].assets.clone();
    let doom = state.doom();
    // Jim loses all his Health at sea.
    let mut events = Vec::new();
    state.resolve_effect_now(0, Effect::LoseHealth(20), &mut events);
    assert_eq!(state.doom(), doom - 1, "a defeat advances Doom");
    let fallen = &state.fallen()[0];
    assert_eq!(fallen.location, loc("london"), "the nearest City to space 13");
    assert!(!fallen.insane, "a Health token: he lost all Health");
    assert_eq!(fallen.clues.len(), held_clues, "his Clues stay on his sheet");
    assert_eq!(fallen.assets, held_assets, "so do his Assets");
    assert!(Eldritch::check_invariants(&state).is_ok(), "the sheet's cards are still counted");

    // Norman finds him in London: the encounter is offered there, and a pass takes everything
    // and retreats Doom.
    state.move_to(1, "london");
    let clues_before = state.investigators()[1].clues.len();
    state.start_encounter_phase(&mut events);
    let seat = match state.pending() {
        Some(Pending::Encounter { seat, .. }) => *seat,
        other => panic!("expected an encounter choice, got {other:?}"),
    };
    assert_eq!(seat, 1, "the defeated seat waits for its replacement");
    assert!(legal(&state, 1).contains(&Action::Encounter(eldritch::EncounterChoice::Fallen)));
    state.rng_mut().rig_dice([6, 6, 6, 6, 6, 6, 6, 6]);
    act(&mut state, 1, Action::Encounter(eldritch::EncounterChoice::Fallen));
    if legal(&state, 1).contains(&Action::Keep) {
        act(&mut state, 1, Action::Keep);
    }
    assert!(state.fallen().is_empty(), "the figure and sheet leave the game");
    let norman = &state.investigators()[1];
    assert_eq!(norman.clues.len(), clues_before + held_clues);
    assert!(held_assets.iter().all(|a| norman.assets.contains(a)));
    assert_eq!(state.doom(), doom, "a pass retreats Doom by 1");
    assert!(Eldritch::check_invariants(&state).is_ok());
}

#[test]
fn derived_devoured_investigator_leaves_nothing_on_the_board() {
    let mut state = game(2, "azathoth");
    cast(&mut state, &["jim-culver", "norman-withers"]);
    state.give_clues(0, 1);
    let mut events = Vec::new();
    state.resolve_effect_now(0, Effect::Devoured, &mut events);
    assert!(state.fallen().is_empty());
    assert!(state.investigators()[0].clues.is_empty());
    assert!(Eldritch::check_invariants(&state).is_ok());
}
