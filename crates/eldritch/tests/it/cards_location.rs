//! America, Europe, Asia/Australia and General encounter cards: each card's printed effects, resolved with rigged dice.

use content::eldritch::{self as data, Hook, Skill};
use eldritch::{Action, Answer, Eldritch, EncounterChoice, Event, Pending, Pick, State};
use tabletop_core::Game;

use super::examples::{act, cast, game, legal, loc};

/// Charlie Kane (Lore 2, Influence 4, Observation 3, Strength 2, Will 2; Health 4, Sanity 8),
/// without possessions, on `space`; Jim Culver waits his turn on Space 20.
fn charlie_at(space: &str) -> State {
    let mut state = game(2, "azathoth");
    cast(&mut state, &["charlie-kane", "jim-culver"]);
    state.discard_possessions(0);
    state.move_to(0, space);
    state.move_to(1, "space-20");
    state.clear_monsters("space-20");
    state
}

/// Rigs the next test of `skill` (with `modifier`) to pass (every die a 6) or fail (every die a 1).
fn rig(state: &mut State, skill: Skill, modifier: i8, pass: bool) {
    let dice = state.test_dice_for(0, skill, modifier);
    let face = if pass { 6 } else { 1 };
    state.rng_mut().rig_dice(std::iter::repeat_n(face, usize::from(dice)));
}

/// Seat 0 draws encounter `id` in the Encounter phase, where it stands (its city's deck, or the
/// General deck elsewhere), with no Monster on its space; returns the events.
fn encounter(state: &mut State, id: &str) -> Vec<Event> {
    let here = state.investigators()[0].location;
    let def = &data::LOCATIONS[usize::from(here)];
    state.clear_monsters(def.id);
    assert!(state.stack_encounter(id), "no card {id}");
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    assert_eq!(state.pending(), Some(&Pending::Encounter { seat: 0, optional: false }));
    let choice =
        if def.region == data::Region::None { EncounterChoice::General } else { EncounterChoice::Regional };
    apply(state, Action::Encounter(choice), &mut events);
    events
}

/// The card is fully resolved: Jim Culver's encounter is next, and every rigged die was rolled.
fn resolved(state: &mut State) {
    assert_eq!(state.pending(), Some(&Pending::Encounter { seat: 1, optional: false }));
    assert_eq!(state.rng_mut().rigged_len(), 0, "every rigged die was rolled");
}

/// Applies `action` for seat 0, keeping the events.
fn apply(state: &mut State, action: Action, events: &mut Vec<Event>) {
    if let Err(error) = Eldritch::apply(state, tabletop_core::Seat(0), &action, events) {
        panic!("{action:?} was refused: {error}");
    }
}

/// The skills rolled, in order.
fn rolled(events: &[Event]) -> Vec<Skill> {
    events
        .iter()
        .filter_map(|e| if let Event::Rolled { skill, .. } = e { Some(*skill) } else { None })
        .collect()
}

fn held_conditions(state: &State) -> Vec<&'static str> {
    state.investigators()[0].conditions.iter().map(|&c| data::CONDITIONS[usize::from(c)].id).collect()
}

fn improved(state: &State, skill: Skill) -> u8 {
    state.investigators()[0].improve[skill as usize]
}

fn pick_pending(state: &State) -> Option<Pick> {
    match state.pending() {
        Some(Pending::Pick { pick, .. }) => Some(*pick),
        _ => None,
    }
}

fn monster_kind(id: &str) -> u8 {
    data::MONSTERS.iter().position(|m| m.id == id).expect("monster id") as u8
}

/// Every Monster off the board, back into the cup.
fn clear_board(state: &mut State) {
    let spaces: Vec<u8> = state.monsters().iter().map(|m| m.location).collect();
    for space in spaces {
        state.clear_monsters(data::LOCATIONS[usize::from(space)].id);
    }
    assert!(state.monsters().is_empty());
}

// ------------------------------------------------------------------ America

#[test]
fn card_america_1_san_francisco_spend_a_clue_to_improve_observation() {
    let mut state = charlie_at("san-francisco");
    state.give_clues(0, 1);
    encounter(&mut state, "america-1");
    assert!(matches!(pick_pending(&state), Some(Pick::Offer(_))));
    let actions = legal(&state, 0);
    assert!(actions.contains(&Action::Pick(Answer::Pay)) && actions.contains(&Action::Decline));
    act(&mut state, 0, Action::Pick(Answer::Pay));
    assert!(state.investigators()[0].clues.is_empty(), "the Clue is spent");
    assert_eq!(improved(&state, Skill::Observation), 1);

    // Without a Clue there is nothing to pay: nothing happens.
    let mut state = charlie_at("san-francisco");
    encounter(&mut state, "america-1");
    resolved(&mut state);
    assert_eq!(improved(&state, Skill::Observation), 0);
}

#[test]
fn card_america_4_arkham_the_spell_only_for_the_clue() {
    let mut state = charlie_at("arkham");
    state.give_clues(0, 1);
    encounter(&mut state, "america-4");
    act(&mut state, 0, Action::Decline);
    assert!(state.investigators()[0].spells.is_empty(), "declining the Clue gains nothing");
    assert_eq!(state.investigators()[0].clues.len(), 1);

    let mut state = charlie_at("arkham");
    state.give_clues(0, 1);
    encounter(&mut state, "america-4");
    act(&mut state, 0, Action::Pick(Answer::Pay));
    let spells = &state.investigators()[0].spells;
    assert_eq!(spells.len(), 1);
    assert!(data::SPELLS[usize::from(spells[0])].traits.contains(&data::Trait::Incantation));
}

#[test]
fn card_america_6_san_francisco_fail_loses_health_and_sanity() {
    let mut state = charlie_at("san-francisco");
    // "Improve Observation" comes first and rolls nothing.
    rig(&mut state, Skill::Lore, 0, false);
    let events = encounter(&mut state, "america-6");
    assert_eq!(rolled(&events), [Skill::Lore]);
    let charlie = &state.investigators()[0];
    assert_eq!((charlie.health, charlie.sanity), (3, 7));
    assert_eq!(improved(&state, Skill::Observation), 1);
    resolved(&mut state);
}

#[test]
fn card_america_7_arkham_become_delayed_for_two_spells() {
    let mut state = charlie_at("arkham");
    encounter(&mut state, "america-7");
    act(&mut state, 0, Action::Pick(Answer::Pay));
    assert!(state.investigators()[0].delayed);
    assert_eq!(state.investigators()[0].spells.len(), 2);

    let mut state = charlie_at("arkham");
    encounter(&mut state, "america-7");
    act(&mut state, 0, Action::Decline);
    assert!(!state.investigators()[0].delayed);
    assert!(state.investigators()[0].spells.is_empty());
}

#[test]
fn card_america_8_san_francisco_fail_gains_a_madness_condition() {
    let mut state = charlie_at("san-francisco");
    rig(&mut state, Skill::Will, 0, false);
    encounter(&mut state, "america-8");
    let conditions = held_conditions(&state);
    assert_eq!(conditions.len(), 1);
    let def = data::CONDITIONS.iter().find(|c| c.id == conditions[0]).expect("condition");
    assert!(def.traits.contains(&data::Trait::Madness), "{} is a Madness", def.id);
}

// ------------------------------------------------------------------ Europe

#[test]
fn card_europe_3_rome_fail_loses_sanity_and_the_blessing() {
    let mut state = charlie_at("rome");
    let mut events = Vec::new();
    state.give_condition(0, "blessed", &mut events);
    rig(&mut state, Skill::Influence, -1, false);
    encounter(&mut state, "europe-3");
    assert_eq!(state.investigators()[0].sanity, 7);
    assert!(held_conditions(&state).is_empty(), "the Blessed Condition is discarded");
}

#[test]
fn card_europe_4_london_a_debt_for_two_clues() {
    let mut state = charlie_at("london");
    encounter(&mut state, "europe-4");
    act(&mut state, 0, Action::Pick(Answer::Pay));
    assert_eq!(held_conditions(&state), ["debt"]);
    assert_eq!(state.investigators()[0].clues.len(), 2);

    // Already in Debt, the cost cannot be paid: nothing happens.
    encounter(&mut state, "europe-4");
    resolved(&mut state);
    assert_eq!(state.investigators()[0].clues.len(), 2);
}

#[test]
fn card_europe_5_london_a_clue_where_you_choose_then_strength() {
    let mut state = charlie_at("london");
    let before = state.clue_locations().count();
    encounter(&mut state, "europe-5");
    assert_eq!(pick_pending(&state), Some(Pick::ClueSpace));
    rig(&mut state, Skill::Strength, 0, false);
    act(&mut state, 0, Action::Pick(Answer::Location(loc("space-10"))));
    assert_eq!(state.clue_locations().count(), before + 1);
    assert!(state.clue_locations().any(|at| at == loc("space-10")));
    assert_eq!(held_conditions(&state), ["detained"]);
}

#[test]
fn card_europe_7_rome_the_potion_improves_then_tests_will() {
    let mut state = charlie_at("rome");
    encounter(&mut state, "europe-7");
    assert!(matches!(pick_pending(&state), Some(Pick::Offer(_))), "drinking is optional");
    act(&mut state, 0, Action::Pick(Answer::Pay));
    assert_eq!(state.pending(), Some(&Pending::ChooseSkill(0)));
    rig(&mut state, Skill::Will, 0, false);
    act(&mut state, 0, Action::ChooseSkill(Skill::Lore));
    assert_eq!(improved(&state, Skill::Lore), 1);
    assert_eq!(held_conditions(&state), ["cursed"]);
    resolved(&mut state);

    // Not drinking: no improvement and no test.
    let mut state = charlie_at("rome");
    let events = encounter(&mut state, "europe-7");
    act(&mut state, 0, Action::Decline);
    assert!(rolled(&events).is_empty());
    assert_eq!(state.investigators()[0].improve, [0; 5]);
    assert!(held_conditions(&state).is_empty());
}

// ------------------------------------------------------------------ Asia / Australia

#[test]
fn card_asia_1_tokyo_each_monster_on_the_chosen_space_loses_2_health() {
    let mut state = charlie_at("tokyo");
    clear_board(&mut state);
    let a = state.place_monster("dark-young", "space-10", None).expect("in the cup");
    state.place_monster("cthonian", "space-10", None).expect("in the cup");
    state.place_monster("ghoul", "rome", None).expect("in the cup");
    let _ = a;
    rig(&mut state, Skill::Influence, 0, true);
    encounter(&mut state, "asia-1");
    assert_eq!(pick_pending(&state), Some(Pick::DamageSpace(2)));
    act(&mut state, 0, Action::Pick(Answer::Location(loc("space-10"))));
    let damage: Vec<(u8, u8)> = state.monsters().iter().map(|m| (m.location, m.damage)).collect();
    assert_eq!(damage, [(loc("space-10"), 2), (loc("space-10"), 2), (loc("rome"), 0)]);
}

#[test]
fn card_asia_3_sydney_improve_strength_then_an_influence_test() {
    let mut state = charlie_at("sydney");
    rig(&mut state, Skill::Influence, 0, false);
    let events = encounter(&mut state, "asia-3");
    assert_eq!(improved(&state, Skill::Strength), 1);
    assert_eq!(rolled(&events), [Skill::Influence]);
    assert_eq!(held_conditions(&state), ["detained"]);
}

#[test]
fn card_asia_4_shanghai_pass_improves_lore() {
    let mut state = charlie_at("shanghai");
    rig(&mut state, Skill::Influence, 0, true);
    encounter(&mut state, "asia-4");
    assert_eq!(improved(&state, Skill::Lore), 1);
    resolved(&mut state);
}

#[test]
fn card_asia_7_tokyo_a_clue_discards_a_monster_anywhere() {
    let mut state = charlie_at("tokyo");
    clear_board(&mut state);
    state.place_monster("ghoul", "rome", None).expect("in the cup");
    state.place_monster("cthonian", "space-10", None).expect("in the cup");
    state.give_clues(0, 1);
    encounter(&mut state, "asia-7");
    act(&mut state, 0, Action::Pick(Answer::Pay));
    assert_eq!(pick_pending(&state), Some(Pick::DiscardMonster));
    act(&mut state, 0, Action::Pick(Answer::Monster(1)));
    assert!(state.investigators()[0].clues.is_empty());
    let left: Vec<u8> = state.monsters().iter().map(|m| m.kind).collect();
    assert_eq!(left, [monster_kind("ghoul")]);
}

/// asia-3@tokyo's hook: the chosen Monster comes to Tokyo with its lost Health and is fought.
#[test]
fn card_asia_3_tokyo_pulls_a_monster_here_and_fights_it() {
    let mut state = charlie_at("tokyo");
    clear_board(&mut state);
    state.place_monster("ghoul", "rome", None).expect("in the cup");
    let cthonian = state.place_monster("cthonian", "space-10", None).expect("in the cup");
    state.damage_monster(cthonian, 1);
    let cup = state.cup().len();
    encounter(&mut state, "asia-3");
    assert_eq!(pick_pending(&state), Some(Pick::HookMonster(Hook::PullNonEpicMonsterAndFight)));
    assert_eq!(
        legal(&state, 0),
        [Action::Pick(Answer::Monster(0)), Action::Pick(Answer::Monster(1))],
        "both non-Epic Monsters"
    );
    // Cthonian: Will -1 (horror 2), Strength -2 (damage 3), toughness 3. One Will success and
    // one Strength success: Charlie loses 1 Sanity and 2 Health; the Cthonian has lost 2 Health.
    let will = state.test_dice_for(0, Skill::Will, -1);
    let strength = state.test_dice_for(0, Skill::Strength, -2);
    let mut faces = vec![1; usize::from(will)];
    faces[0] = 6;
    let mut hits = vec![1; usize::from(strength)];
    hits[0] = 6;
    faces.extend(hits);
    state.rng_mut().rig_dice(faces);
    let mut events = Vec::new();
    apply(&mut state, Action::Pick(Answer::Monster(1)), &mut events);
    assert!(
        !events.iter().any(|e| matches!(e, Event::MonsterDiscarded(_))),
        "the Monster moves, it is not discarded"
    );
    assert_eq!(rolled(&events), [Skill::Will, Skill::Strength]);
    let charlie = &state.investigators()[0];
    assert_eq!((charlie.health, charlie.sanity), (2, 7));
    let moved: Vec<(u8, u8, u8)> = state.monsters().iter().map(|m| (m.kind, m.location, m.damage)).collect();
    assert_eq!(
        moved,
        [(monster_kind("ghoul"), loc("rome"), 0), (monster_kind("cthonian"), loc("tokyo"), 2)],
        "the Cthonian is on Tokyo with 1 + 1 lost Health"
    );
    assert_eq!(state.cup().len(), cup, "no token left the cup");
    assert_eq!(Eldritch::check_invariants(&state), Ok(()));
    resolved(&mut state);
}

#[test]
fn card_asia_3_tokyo_a_single_monster_is_chosen_and_can_be_defeated() {
    let mut state = charlie_at("tokyo");
    clear_board(&mut state);
    state.place_monster("ghoul", "rome", None).expect("in the cup");
    let cup = state.cup().len();
    // Ghoul: Will +1 (horror 1), Strength +0 (damage 2), toughness 1: all successes defeat it.
    let will = state.test_dice_for(0, Skill::Will, 1);
    let strength = state.test_dice_for(0, Skill::Strength, 0);
    state.rng_mut().rig_dice(std::iter::repeat_n(6, usize::from(will + strength)));
    let events = encounter(&mut state, "asia-3");
    assert!(events.iter().any(|e| matches!(e, Event::MonsterDefeated(_))));
    assert!(state.monsters().is_empty());
    assert_eq!(state.cup().len(), cup + 1, "the defeated Ghoul returns to the cup");
    let charlie = &state.investigators()[0];
    assert_eq!((charlie.health, charlie.sanity), (4, 8));

    // With no non-Epic Monster on the board nothing happens.
    let mut state = charlie_at("tokyo");
    clear_board(&mut state);
    encounter(&mut state, "asia-3");
    resolved(&mut state);
    assert!(state.monsters().is_empty());
}

/// asia-8@tokyo's hook: the chosen Monster moves to the chosen space with its lost Health.
#[test]
fn card_asia_8_tokyo_pass_moves_a_monster_where_you_choose() {
    let mut state = charlie_at("tokyo");
    clear_board(&mut state);
    let ghoul = state.place_monster("ghoul", "rome", None).expect("in the cup");
    state.damage_monster(ghoul, 1);
    state.place_monster("cthonian", "space-10", None).expect("in the cup");
    let clues = state.clue_locations().count();
    rig(&mut state, Skill::Influence, 0, true);
    encounter(&mut state, "asia-8");
    assert_eq!(pick_pending(&state), Some(Pick::HookMonster(Hook::MoveMonsterToChosenSpace)));
    act(&mut state, 0, Action::Pick(Answer::Monster(0)));
    assert_eq!(pick_pending(&state), Some(Pick::HookSpace(Hook::LocationMoveMonsterTo)), "then the space");
    assert_eq!(state.clue_locations().count(), clues);
    let mut events = Vec::new();
    apply(&mut state, Action::Pick(Answer::Location(loc("space-12"))), &mut events);
    assert!(!events.iter().any(|e| matches!(e, Event::ClueSpawned(_))), "no Clue spawns");
    assert_eq!(state.clue_locations().count(), clues);
    let board: Vec<(u8, u8, u8)> = state.monsters().iter().map(|m| (m.kind, m.location, m.damage)).collect();
    assert!(board.contains(&(monster_kind("ghoul"), loc("space-12"), 1)), "{board:?}");
    assert!(board.contains(&(monster_kind("cthonian"), loc("space-10"), 0)), "{board:?}");
    assert_eq!(board.len(), 2);
    assert_eq!(Eldritch::check_invariants(&state), Ok(()));
    resolved(&mut state);

    // On a fail nothing moves.
    let mut state = charlie_at("tokyo");
    clear_board(&mut state);
    state.place_monster("ghoul", "rome", None).expect("in the cup");
    rig(&mut state, Skill::Influence, 0, false);
    encounter(&mut state, "asia-8");
    resolved(&mut state);
    assert_eq!(state.monsters()[0].location, loc("rome"));
}

// ------------------------------------------------------------------ General

#[test]
fn card_general_2_wilderness_pass_a_clue_or_lore() {
    let mut state = charlie_at("space-10");
    rig(&mut state, Skill::Will, 0, true);
    encounter(&mut state, "general-2");
    assert!(matches!(pick_pending(&state), Some(Pick::Option(options)) if options.len() == 2));
    act(&mut state, 0, Action::Pick(Answer::Option(1)));
    assert_eq!(improved(&state, Skill::Lore), 1);
    assert!(state.investigators()[0].clues.is_empty(), "the other option is not gained");
}

#[test]
fn card_general_2_sea_move_one_space_and_lose_sanity() {
    let mut state = charlie_at("space-11");
    encounter(&mut state, "general-2");
    let Some(Pick::Move(_)) = pick_pending(&state) else { panic!("{:?}", state.pending()) };
    let Some(Action::Pick(Answer::Location(to))) = legal(&state, 0).into_iter().next() else {
        panic!("no destination")
    };
    act(&mut state, 0, Action::Pick(Answer::Location(to)));
    let charlie = &state.investigators()[0];
    assert_eq!(charlie.location, to);
    assert_eq!(charlie.sanity, 7);
}

#[test]
fn card_general_3_city_fail_loses_health_and_an_item() {
    let mut state = charlie_at("space-1");
    state.give_asset(0, "38-revolver");
    assert_eq!(state.investigators()[0].assets.len(), 1);
    rig(&mut state, Skill::Strength, 0, false);
    encounter(&mut state, "general-3");
    let charlie = &state.investigators()[0];
    assert_eq!(charlie.health, 3);
    assert!(charlie.assets.is_empty(), "the only Item is discarded");
}

#[test]
fn card_general_3_sea_pass_blessed_and_recovers_both() {
    let mut state = charlie_at("space-11");
    state.investigator_mut(0).health = 2;
    state.investigator_mut(0).sanity = 5;
    rig(&mut state, Skill::Lore, -1, true);
    encounter(&mut state, "general-3");
    let charlie = &state.investigators()[0];
    assert_eq!((charlie.health, charlie.sanity), (3, 6));
    assert_eq!(held_conditions(&state), ["blessed"]);
}

#[test]
fn card_general_7_wilderness_fail_delayed_and_madness() {
    let mut state = charlie_at("space-10");
    rig(&mut state, Skill::Observation, 0, false);
    encounter(&mut state, "general-7");
    assert!(state.investigators()[0].delayed);
    let conditions = held_conditions(&state);
    assert_eq!(conditions.len(), 1);
    let def = data::CONDITIONS.iter().find(|c| c.id == conditions[0]).expect("condition");
    assert!(def.traits.contains(&data::Trait::Madness));
}

#[test]
fn card_general_11_wilderness_delay_to_shed_a_madness() {
    let mut state = charlie_at("space-10");
    let mut events = Vec::new();
    state.give_condition(0, "paranoia", &mut events);
    encounter(&mut state, "general-11");
    act(&mut state, 0, Action::Pick(Answer::Pay));
    assert!(matches!(pick_pending(&state), Some(Pick::Option(_))), "recover 3 Sanity or discard a Madness");
    act(&mut state, 0, Action::Pick(Answer::Option(1)));
    assert!(state.investigators()[0].delayed);
    assert!(held_conditions(&state).is_empty());
}

#[test]
fn card_general_8_city_recover_then_robbed_on_a_fail() {
    let mut state = charlie_at("space-1");
    state.investigator_mut(0).sanity = 4;
    state.give_asset(0, "38-revolver");
    rig(&mut state, Skill::Observation, 0, false);
    encounter(&mut state, "general-8");
    let charlie = &state.investigators()[0];
    assert_eq!(charlie.sanity, 6);
    assert!(charlie.assets.is_empty(), "the Item is stolen");
    resolved(&mut state);
}
