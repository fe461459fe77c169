//! Other World, Expedition and Special encounter cards: each card's printed effects, resolved with rigged dice.

use content::eldritch::{self as data, Skill};
use eldritch::{Action, Answer, Eldritch, EncounterChoice, Event, Pending, Pick, State};
use tabletop_core::Game;

use super::examples::{act, cast, game, legal};

/// Charlie Kane (Lore 2, Influence 4, Observation 3, Strength 2, Will 2; Health 4, Sanity 8),
/// without possessions, on the first Gate of the board; Jim Culver waits his turn on Space 20.
fn charlie_at_gate() -> State {
    let mut state = game(2, "azathoth");
    cast(&mut state, &["charlie-kane", "jim-culver"]);
    state.discard_possessions(0);
    let gate = state.gate_locations().next().expect("a Gate on the board");
    state.move_to(0, data::LOCATIONS[usize::from(gate)].id);
    state.move_to(1, "space-20");
    state.clear_monsters("space-20");
    state
}

/// The space seat 0 stands on.
fn here(state: &State) -> u8 {
    state.investigators()[0].location
}

fn gate_here(state: &State) -> bool {
    let at = here(state);
    state.gate_locations().any(|g| g == at)
}

/// Rigs the next test of `skill` (with `modifier`) to pass (every die a 6) or fail (every die a 1).
fn rig(state: &mut State, skill: Skill, modifier: i8, pass: bool) {
    let dice = state.test_dice_for(0, skill, modifier);
    rig_n(state, dice, pass);
}

/// Rigs `dice` dice, every one a 6 (`pass`) or a 1.
fn rig_n(state: &mut State, dice: u16, pass: bool) {
    let face = if pass { 6 } else { 1 };
    state.rng_mut().rig_dice(std::iter::repeat_n(face, usize::from(dice)));
}

/// Rigs the shuffle of the Condition deck that follows gaining a Condition by name (every
/// remaining card stays in place), so that the dice rigged for a later test reach it.
fn rig_condition_shuffle(state: &mut State) {
    let total: usize = data::CONDITIONS.iter().map(|c| usize::from(c.copies)).sum();
    let held: usize = state.investigators().iter().map(|inv| inv.conditions.len()).sum();
    let left = total - held - 1;
    state.rng_mut().rig(std::iter::repeat_n(0, left.saturating_sub(1)));
}

/// Seat 0 draws encounter `id` from the deck of `choice` in the Encounter phase, with no Monster
/// on its space; returns the events.
fn encounter(state: &mut State, id: &str, choice: EncounterChoice) -> Vec<Event> {
    let at = here(state);
    state.clear_monsters(data::LOCATIONS[usize::from(at)].id);
    assert!(state.stack_encounter(id), "no card {id}");
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    assert_eq!(state.pending(), Some(&Pending::Encounter { seat: 0, optional: false }));
    assert!(legal(state, 0).contains(&Action::Encounter(choice)), "{choice:?} is offered");
    apply(state, Action::Encounter(choice), &mut events);
    events
}

/// Applies `action` for seat 0, keeping the events.
fn apply(state: &mut State, action: Action, events: &mut Vec<Event>) {
    if let Err(error) = Eldritch::apply(state, tabletop_core::Seat(0), &action, events) {
        panic!("{action:?} was refused: {error}");
    }
}

/// Keeps the roll while a test waits for a reroll decision; declines a Mystery's offer.
fn settle(state: &mut State) {
    loop {
        match state.pending() {
            Some(Pending::Test(_)) => act(state, 0, Action::Keep),
            Some(Pending::MysterySpend { seat: 0, .. }) => act(state, 0, Action::MysteryDecline),
            _ => return,
        }
    }
}

/// The card is fully resolved: Jim Culver's encounter is next, and every rigged die was rolled.
fn resolved(state: &mut State) {
    settle(state);
    assert_eq!(state.pending(), Some(&Pending::Encounter { seat: 1, optional: false }));
    assert_eq!(state.rng_mut().rigged_len(), 0, "every rigged die was rolled");
}

/// The skills rolled, in order.
fn rolled(events: &[Event]) -> Vec<Skill> {
    events
        .iter()
        .filter_map(|e| if let Event::Rolled { skill, .. } = e { Some(*skill) } else { None })
        .collect()
}

/// The number of dice of each roll, in order.
fn dice_rolled(events: &[Event]) -> Vec<usize> {
    events
        .iter()
        .filter_map(|e| if let Event::Rolled { faces, .. } = e { Some(faces.len()) } else { None })
        .collect()
}

fn held_conditions(state: &State, seat: u8) -> Vec<&'static str> {
    state.investigators()[usize::from(seat)]
        .conditions
        .iter()
        .map(|&c| data::CONDITIONS[usize::from(c)].id)
        .collect()
}

fn injuries(state: &State, seat: u8) -> usize {
    state.investigators()[usize::from(seat)]
        .conditions
        .iter()
        .filter(|&&c| data::CONDITIONS[usize::from(c)].traits.contains(&data::Trait::Injury))
        .count()
}

fn pick_pending(state: &State) -> Option<Pick> {
    match state.pending() {
        Some(Pending::Pick { pick, .. }) => Some(*pick),
        _ => None,
    }
}

fn health_sanity(state: &State, seat: u8) -> (u8, u8) {
    let inv = &state.investigators()[usize::from(seat)];
    (inv.health, inv.sanity)
}

fn clues(state: &State, seat: u8) -> usize {
    state.investigators()[usize::from(seat)].clues.len()
}

fn delayed(state: &State) -> bool {
    state.investigators()[0].delayed
}

fn monster_kind(id: &str) -> u8 {
    data::MONSTERS.iter().position(|m| m.id == id).expect("monster id") as u8
}

/// An Asset's answer code in a discard pick (Asset deck, card index).
fn asset_code(state: &State, seat: u8, id: &str) -> u16 {
    let card = state.investigators()[usize::from(seat)]
        .assets
        .iter()
        .copied()
        .find(|&c| data::ASSETS[usize::from(c)].id == id)
        .expect("held asset");
    u16::from(card)
}

// ------------------------------------------------------------------ Other World

#[test]
fn card_other_world_1_bribe_the_ghouls_with_an_item() {
    // Failed Influence: the Item bought the Gate's closing.
    let mut state = charlie_at_gate();
    state.give_asset(0, "fishing-net");
    rig(&mut state, Skill::Influence, 0, false);
    encounter(&mut state, "other-world-1", EncounterChoice::OtherWorld);
    assert!(matches!(pick_pending(&state), Some(Pick::Offer(_))), "the bribe is optional");
    let code = asset_code(&state, 0, "fishing-net");
    assert!(legal(&state, 0).contains(&Action::Decline));
    act(&mut state, 0, Action::Pick(Answer::Card(code)));
    assert!(state.investigators()[0].assets.is_empty(), "the Item is discarded");
    assert!(!gate_here(&state), "the Gate is closed");
    assert_eq!(health_sanity(&state, 0), (4, 8));
    resolved(&mut state);

    // Not bribed: the ghouls attack, 1 Health and an Injury Condition; the Gate stays.
    let mut state = charlie_at_gate();
    state.give_asset(0, "fishing-net");
    rig(&mut state, Skill::Influence, 0, false);
    encounter(&mut state, "other-world-1", EncounterChoice::OtherWorld);
    act(&mut state, 0, Action::Decline);
    assert_eq!(health_sanity(&state, 0), (3, 8));
    assert_eq!(injuries(&state, 0), 1);
    assert!(gate_here(&state));
    resolved(&mut state);
}

#[test]
fn card_other_world_1_pass_then_will_fail_loses_1_sanity() {
    let mut state = charlie_at_gate();
    rig(&mut state, Skill::Influence, 0, true);
    rig(&mut state, Skill::Will, 0, false);
    let events = encounter(&mut state, "other-world-1", EncounterChoice::OtherWorld);
    assert_eq!(rolled(&events), [Skill::Influence, Skill::Will]);
    assert_eq!(health_sanity(&state, 0), (4, 7));
    assert!(gate_here(&state));
    resolved(&mut state);
}

#[test]
fn card_other_world_2_will_fail_loses_1_health_and_1_sanity() {
    let mut state = charlie_at_gate();
    rig(&mut state, Skill::Observation, 0, false);
    rig_condition_shuffle(&mut state);
    rig(&mut state, Skill::Will, 0, false);
    let events = encounter(&mut state, "other-world-2", EncounterChoice::OtherWorld);
    assert_eq!(rolled(&events), [Skill::Observation, Skill::Will]);
    assert_eq!(held_conditions(&state, 0), ["leg-injury"]);
    assert_eq!(health_sanity(&state, 0), (3, 7));
    resolved(&mut state);

    // Pass: Will improves before the Strength -1 test, which closes the Gate.
    let mut state = charlie_at_gate();
    rig(&mut state, Skill::Observation, 0, true);
    rig(&mut state, Skill::Strength, -1, true);
    encounter(&mut state, "other-world-2", EncounterChoice::OtherWorld);
    assert_eq!(state.investigators()[0].improve[Skill::Will as usize], 1);
    assert!(!gate_here(&state));
    resolved(&mut state);
}

#[test]
fn card_other_world_3_lose_2_sanity_and_paranoia_unless_you_spend_1_clue() {
    let mut state = charlie_at_gate();
    state.give_clues(0, 1);
    rig(&mut state, Skill::Lore, -1, false);
    encounter(&mut state, "other-world-3", EncounterChoice::OtherWorld);
    settle(&mut state);
    assert!(matches!(pick_pending(&state), Some(Pick::Offer(_))));
    act(&mut state, 0, Action::Decline);
    assert_eq!(health_sanity(&state, 0), (4, 6));
    assert_eq!(held_conditions(&state, 0), ["paranoia"]);
    assert_eq!(clues(&state, 0), 1);
    resolved(&mut state);

    let mut state = charlie_at_gate();
    state.give_clues(0, 1);
    rig(&mut state, Skill::Lore, -1, false);
    encounter(&mut state, "other-world-3", EncounterChoice::OtherWorld);
    settle(&mut state);
    act(&mut state, 0, Action::Pick(Answer::Pay));
    assert_eq!(health_sanity(&state, 0), (4, 8));
    assert!(held_conditions(&state, 0).is_empty());
    assert_eq!(clues(&state, 0), 0, "the Clue is spent");
    resolved(&mut state);

    // Without a Clue nothing is asked: the loss applies.
    let mut state = charlie_at_gate();
    rig(&mut state, Skill::Lore, -1, false);
    encounter(&mut state, "other-world-3", EncounterChoice::OtherWorld);
    assert_eq!(health_sanity(&state, 0), (4, 6));
    assert_eq!(held_conditions(&state, 0), ["paranoia"]);
    resolved(&mut state);
}

#[test]
fn card_other_world_5_spend_a_clue_for_the_pass_effect() {
    // The Clue spent: the PASS paragraph's Will test; passed, the Gate closes.
    let mut state = charlie_at_gate();
    state.give_clues(0, 1);
    let events = encounter(&mut state, "other-world-5", EncounterChoice::OtherWorld);
    assert!(rolled(&events).is_empty(), "no test before the choice");
    assert!(legal(&state, 0).contains(&Action::Decline));
    rig(&mut state, Skill::Will, 0, true);
    let mut events = Vec::new();
    apply(&mut state, Action::Pick(Answer::Pay), &mut events);
    assert_eq!(rolled(&events), [Skill::Will]);
    assert_eq!(clues(&state, 0), 0);
    assert!(!gate_here(&state));
    resolved(&mut state);

    // Not spent: the FAIL paragraph's Strength test; failed, 1 Health and 1 Sanity.
    let mut state = charlie_at_gate();
    state.give_clues(0, 1);
    encounter(&mut state, "other-world-5", EncounterChoice::OtherWorld);
    rig(&mut state, Skill::Strength, 0, false);
    let mut events = Vec::new();
    apply(&mut state, Action::Decline, &mut events);
    assert_eq!(rolled(&events), [Skill::Strength]);
    settle(&mut state);
    assert_eq!(health_sanity(&state, 0), (3, 7));
    assert!(gate_here(&state));
    resolved(&mut state);

    // No Clue: the fail effect without a question.
    let mut state = charlie_at_gate();
    rig(&mut state, Skill::Strength, 0, true);
    let events = encounter(&mut state, "other-world-5", EncounterChoice::OtherWorld);
    assert_eq!(rolled(&events), [Skill::Strength]);
    assert!(!gate_here(&state), "the grateful Yithians help you");
    resolved(&mut state);
}

#[test]
fn card_other_world_7_pass_gains_1_clue_or_1_spell() {
    let mut state = charlie_at_gate();
    rig(&mut state, Skill::Observation, -1, true);
    rig(&mut state, Skill::Lore, 0, true);
    encounter(&mut state, "other-world-7", EncounterChoice::OtherWorld);
    assert!(!gate_here(&state), "the Gate closes before the Lore test");
    assert!(matches!(pick_pending(&state), Some(Pick::Option(options)) if options.len() == 2));
    act(&mut state, 0, Action::Pick(Answer::Option(1)));
    assert_eq!(state.investigators()[0].spells.len(), 1);
    assert_eq!(clues(&state, 0), 0);
    resolved(&mut state);

    // Fail, no Clue to spend: 3 Sanity.
    let mut state = charlie_at_gate();
    rig(&mut state, Skill::Observation, -1, false);
    encounter(&mut state, "other-world-7", EncounterChoice::OtherWorld);
    assert_eq!(health_sanity(&state, 0), (4, 5));
    resolved(&mut state);
}

#[test]
fn card_other_world_16_two_clues_close_the_gate_or_become_delayed() {
    let mut state = charlie_at_gate();
    state.give_clues(0, 2);
    rig(&mut state, Skill::Influence, 0, true);
    encounter(&mut state, "other-world-16", EncounterChoice::OtherWorld);
    settle(&mut state);
    assert_eq!(state.investigators()[0].artifacts.len(), 1, "the bribe: 1 Artifact");
    act(&mut state, 0, Action::Pick(Answer::Pay));
    assert_eq!(clues(&state, 0), 0);
    assert!(!gate_here(&state));
    assert!(!delayed(&state));
    resolved(&mut state);

    // One Clue only: nothing to pay with; Delayed, and the Gate stays.
    let mut state = charlie_at_gate();
    state.give_clues(0, 1);
    rig(&mut state, Skill::Influence, 0, true);
    encounter(&mut state, "other-world-16", EncounterChoice::OtherWorld);
    settle(&mut state);
    assert!(delayed(&state));
    assert!(gate_here(&state));
    assert_eq!(clues(&state, 0), 1);
}

#[test]
fn card_other_world_21_delay_for_2_clues_and_the_gate_closes_either_way() {
    let mut state = charlie_at_gate();
    rig(&mut state, Skill::Influence, -1, true);
    encounter(&mut state, "other-world-21", EncounterChoice::OtherWorld);
    act(&mut state, 0, Action::Pick(Answer::Pay));
    assert!(delayed(&state));
    assert_eq!(clues(&state, 0), 2);
    settle(&mut state);
    assert!(!gate_here(&state));

    let mut state = charlie_at_gate();
    rig(&mut state, Skill::Influence, -1, true);
    encounter(&mut state, "other-world-21", EncounterChoice::OtherWorld);
    act(&mut state, 0, Action::Decline);
    assert!(!delayed(&state));
    assert_eq!(clues(&state, 0), 0);
    assert!(!gate_here(&state), "whether you become Delayed or not");
    resolved(&mut state);
}

#[test]
fn card_other_world_23_one_additional_die_for_each_clue() {
    let mut state = charlie_at_gate();
    state.give_clues(0, 2);
    // Will 2 - 1 + 2 Clues = 3 dice, all 6s: then Strength, passed: the Gate closes.
    let will = state.test_dice_for(0, Skill::Will, -1);
    assert_eq!(will, 1);
    rig_n(&mut state, will + 2, true);
    rig(&mut state, Skill::Strength, 0, true);
    let events = encounter(&mut state, "other-world-23", EncounterChoice::OtherWorld);
    assert_eq!(rolled(&events), [Skill::Will, Skill::Strength]);
    assert_eq!(dice_rolled(&events)[0], 3);
    settle(&mut state);
    assert!(!gate_here(&state));
    resolved(&mut state);

    // Failed: Delayed and Hallucinations.
    let mut state = charlie_at_gate();
    rig_n(&mut state, 1, false);
    let events = encounter(&mut state, "other-world-23", EncounterChoice::OtherWorld);
    assert_eq!(dice_rolled(&events), [1]);
    assert!(delayed(&state));
    assert_eq!(held_conditions(&state, 0), ["hallucinations"]);
    resolved(&mut state);
}

#[test]
fn card_other_world_24_spend_1_health_or_become_delayed() {
    let mut state = charlie_at_gate();
    rig(&mut state, Skill::Lore, 0, true);
    encounter(&mut state, "other-world-24", EncounterChoice::OtherWorld);
    settle(&mut state);
    assert_eq!(clues(&state, 0), 1);
    act(&mut state, 0, Action::Pick(Answer::Pay));
    assert_eq!(health_sanity(&state, 0), (3, 8), "the cats eat your rations");
    settle(&mut state);
    assert!(!gate_here(&state));
    assert!(!delayed(&state));
    resolved(&mut state);

    // The last Health cannot be spent: Delayed.
    let mut state = charlie_at_gate();
    state.investigator_mut(0).health = 1;
    rig(&mut state, Skill::Lore, 0, true);
    encounter(&mut state, "other-world-24", EncounterChoice::OtherWorld);
    settle(&mut state);
    assert!(delayed(&state));
    assert!(gate_here(&state));

    // Fail: 1 Health, then a failed Observation test costs an Item.
    let mut state = charlie_at_gate();
    state.give_asset(0, "fishing-net");
    rig(&mut state, Skill::Lore, 0, false);
    rig(&mut state, Skill::Observation, 0, false);
    encounter(&mut state, "other-world-24", EncounterChoice::OtherWorld);
    assert_eq!(health_sanity(&state, 0), (3, 8));
    assert!(state.investigators()[0].assets.is_empty(), "the zoogs steal the Item");
    resolved(&mut state);
}

// ------------------------------------------------------------------ Expeditions

/// Charlie Kane on the Active Expedition space of `id` (its card on top of the deck).
fn charlie_on_expedition(id: &str) -> State {
    let mut state = charlie_at_gate();
    let card = data::ENCOUNTERS.iter().find(|e| e.id == id).expect("card");
    state.move_to(0, card.location.expect("an expedition site"));
    state
}

#[test]
fn card_expedition_10_the_spawned_monster_defeated_resolves_the_pass_effect() {
    let mut state = charlie_on_expedition("expedition-10");
    let doom = state.doom();
    // The Monster spawned is a Ghoul (Will +1, horror 1; Strength +0, damage 2, toughness 1).
    let index = state.cup().iter().position(|&k| k == monster_kind("ghoul")).expect("in the cup");
    state.rng_mut().rig([index as u32]);
    rig(&mut state, Skill::Will, 1, true);
    rig(&mut state, Skill::Strength, 0, true);
    rig(&mut state, Skill::Lore, 0, false);
    let events = encounter(&mut state, "expedition-10", EncounterChoice::Expedition);
    assert!(events.iter().any(|e| matches!(e, Event::MonsterSpawned { .. })));
    assert_eq!(rolled(&events), [Skill::Will, Skill::Strength, Skill::Lore]);
    settle(&mut state);
    assert!(state.monsters().iter().all(|m| m.kind != monster_kind("ghoul")), "defeated");
    assert_eq!(state.doom(), doom + 1, "Doom retreats by 1");
    assert_eq!(health_sanity(&state, 0), (4, 6), "the failed Lore test: 2 Sanity");
    resolved(&mut state);
}

#[test]
fn card_expedition_10_undefeated_the_monster_stays_until_you_hide() {
    let mut state = charlie_on_expedition("expedition-10");
    let doom = state.doom();
    // A Goat Spawn (Will +0, horror 1; Strength -2, damage 2, toughness 2): Charlie cannot defeat it.
    let index = state.cup().iter().position(|&k| k == monster_kind("goat-spawn")).expect("in the cup");
    state.rng_mut().rig([index as u32]);
    rig(&mut state, Skill::Will, 0, true);
    rig(&mut state, Skill::Strength, -2, true);
    rig(&mut state, Skill::Observation, 0, true);
    let events = encounter(&mut state, "expedition-10", EncounterChoice::Expedition);
    assert_eq!(rolled(&events), [Skill::Will, Skill::Strength, Skill::Observation]);
    settle(&mut state);
    assert_eq!(health_sanity(&state, 0), (3, 8), "the combat: 2 damage - 1 success");
    assert!(
        state.monsters().iter().all(|m| m.location != here(&state)),
        "the Monster is discarded from your space"
    );
    assert!(state.cup().contains(&monster_kind("goat-spawn")));
    assert_eq!(state.doom(), doom + 1, "Doom retreats by 1");
    resolved(&mut state);

    // The Observation test failed: 1 Sanity, and the Monster stays.
    let mut state = charlie_on_expedition("expedition-10");
    let index = state.cup().iter().position(|&k| k == monster_kind("goat-spawn")).expect("in the cup");
    state.rng_mut().rig([index as u32]);
    rig(&mut state, Skill::Will, 0, true);
    rig(&mut state, Skill::Strength, -2, true);
    rig(&mut state, Skill::Observation, 0, false);
    encounter(&mut state, "expedition-10", EncounterChoice::Expedition);
    settle(&mut state);
    assert_eq!(health_sanity(&state, 0), (3, 7));
    let at = here(&state);
    assert!(state.monsters().iter().any(|m| m.location == at && m.kind == monster_kind("goat-spawn")));
}

#[test]
fn card_expedition_11_fail_and_fail_gains_an_internal_injury() {
    let mut state = charlie_on_expedition("expedition-11");
    rig(&mut state, Skill::Observation, 0, false);
    rig(&mut state, Skill::Strength, -1, false);
    let events = encounter(&mut state, "expedition-11", EncounterChoice::Expedition);
    assert_eq!(rolled(&events), [Skill::Observation, Skill::Strength]);
    assert_eq!(held_conditions(&state, 0), ["internal-injury"]);
    assert_eq!(clues(&state, 0), 0);
    resolved(&mut state);
}

#[test]
fn card_expedition_1_fail_then_pass_retreats_doom() {
    let mut state = charlie_on_expedition("expedition-1");
    let doom = state.doom();
    rig(&mut state, Skill::Strength, 0, false);
    rig_condition_shuffle(&mut state);
    rig(&mut state, Skill::Observation, -1, true);
    encounter(&mut state, "expedition-1", EncounterChoice::Expedition);
    assert_eq!(health_sanity(&state, 0), (3, 8));
    assert_eq!(held_conditions(&state, 0), ["internal-injury"]);
    assert_eq!(state.doom(), doom + 1, "Doom retreats by 1");
    resolved(&mut state);
}

// ------------------------------------------------------------------ Special

/// `id` plays seat 0 against `ancient_one` on Space 10, with its starting Spells only (its
/// starting Clue and Assets are gone); Charlie Kane (or Jim Culver) waits on Space 20.
fn special_game(ancient_one: &str, id: &str) -> State {
    let mut state = game(2, ancient_one);
    let other = if id == "charlie-kane" { "jim-culver" } else { "charlie-kane" };
    cast(&mut state, &[id, other]);
    if state.investigators()[0].spells.is_empty() {
        state.discard_possessions(0);
    } else {
        // Keep the Spell in hand (not back in the deck); the Clue token leaves the game.
        state.investigator_mut(0).clues.clear();
        assert!(state.investigators()[0].assets.is_empty());
    }
    state.move_to(0, "space-10");
    state.clear_monsters("space-10");
    state.move_to(1, "space-20");
    state.clear_monsters("space-20");
    state
}

/// Seat 0 resolves Special card `id` where it stands, now (the Key and the Gate cannot be drawn
/// in play: no Yog-Sothoth Mystery or Final Mystery offers the Special deck).
fn resolve(state: &mut State, id: &str) -> Vec<Event> {
    let card = data::ENCOUNTERS.iter().find(|e| e.id == id).expect("card");
    let mut events = Vec::new();
    state.interrupt_with_effects(0, card.sections[0].effects, &mut events);
    events
}

#[test]
fn card_special_1_a_dark_pact_is_devoured() {
    let mut state = special_game("yog-sothoth", "charlie-kane");
    let mut events = Vec::new();
    state.give_condition(0, "dark-pact", &mut events);
    let events = resolve(&mut state, "special-1");
    assert!(events.iter().any(|e| matches!(e, Event::Devoured(0))));
    assert!(rolled(&events).is_empty());
}

#[test]
fn card_special_1_discard_a_spell_for_an_eldritch_token() {
    // Jacqueline Fine (Lore 4, Will 3) holds Flesh Ward.
    let mut state = special_game("yog-sothoth", "jacqueline-fine");
    assert_eq!(state.investigators()[0].spells.len(), 1);
    rig(&mut state, Skill::Will, -1, true);
    rig(&mut state, Skill::Lore, 0, true);
    resolve(&mut state, "special-1");
    assert!(matches!(pick_pending(&state), Some(Pick::Offer(_))));
    let spell = super::examples::face_code(data::CardDeck::Spell, state.investigators()[0].spells[0]);
    act(&mut state, 0, Action::Pick(Answer::Card(spell)));
    assert!(state.investigators()[0].spells.is_empty());
    assert_eq!(state.final_tokens(), 1);
    assert_eq!(health_sanity(&state, 0).1, 8);

    // Declining is "do not discard the Spell": 3 Sanity.
    let mut state = special_game("yog-sothoth", "jacqueline-fine");
    rig(&mut state, Skill::Will, -1, true);
    rig(&mut state, Skill::Lore, 0, true);
    resolve(&mut state, "special-1");
    act(&mut state, 0, Action::Decline);
    assert_eq!(state.final_tokens(), 0);
    assert_eq!(health_sanity(&state, 0).1, 5);

    // Will failed: devoured.
    let mut state = special_game("yog-sothoth", "jacqueline-fine");
    rig(&mut state, Skill::Will, -1, false);
    let events = resolve(&mut state, "special-1");
    assert!(events.iter().any(|e| matches!(e, Event::Devoured(0))));
}

#[test]
fn card_special_2_clues_add_successes_after_the_roll() {
    // Charlie Kane: Will 2 - 1 = 1 die; Influence 4 dice, 1 success; 2 Clues make it 3.
    let mut state = special_game("yog-sothoth", "charlie-kane");
    state.give_clues(0, 3);
    rig(&mut state, Skill::Will, -1, true);
    state.rng_mut().rig_dice([6, 1, 1, 1]);
    let events = resolve(&mut state, "special-2");
    assert_eq!(rolled(&events), [Skill::Will, Skill::Influence]);
    // The Influence roll is open for Clue rerolls first: keep it.
    assert!(matches!(state.pending(), Some(Pending::Test(_))));
    act(&mut state, 0, Action::Keep);
    assert!(matches!(pick_pending(&state), Some(Pick::Offer(_))), "2 Clues are offered");
    act(&mut state, 0, Action::Pick(Answer::Pay));
    assert_eq!(clues(&state, 0), 1, "2 of the 3 Clues are spent");
    assert_eq!(state.final_tokens(), 1);
    assert_eq!(health_sanity(&state, 0), (4, 8));
    assert_eq!(state.rng_mut().rigged_len(), 0);

    // Declined: "Otherwise", 3 Sanity.
    let mut state = special_game("yog-sothoth", "charlie-kane");
    state.give_clues(0, 3);
    rig(&mut state, Skill::Will, -1, true);
    state.rng_mut().rig_dice([6, 1, 1, 1]);
    resolve(&mut state, "special-2");
    act(&mut state, 0, Action::Keep);
    act(&mut state, 0, Action::Decline);
    assert_eq!(clues(&state, 0), 3);
    assert_eq!(state.final_tokens(), 0);
    assert_eq!(health_sanity(&state, 0), (4, 5));

    // Too few Clues for what is missing: nothing is asked.
    let mut state = special_game("yog-sothoth", "charlie-kane");
    state.give_clues(0, 1);
    rig(&mut state, Skill::Will, -1, true);
    state.rng_mut().rig_dice([6, 1, 1, 1]);
    resolve(&mut state, "special-2");
    act(&mut state, 0, Action::Keep);
    assert!(pick_pending(&state).is_none());
    assert_eq!(health_sanity(&state, 0), (4, 5));
    assert_eq!(clues(&state, 0), 1);

    // 3 successes rolled: the token at once, no Clue asked.
    let mut state = special_game("yog-sothoth", "charlie-kane");
    rig(&mut state, Skill::Will, -1, true);
    state.rng_mut().rig_dice([6, 5, 6, 1]);
    resolve(&mut state, "special-2");
    assert!(pick_pending(&state).is_none());
    assert_eq!(state.final_tokens(), 1);
}

#[test]
fn card_special_3_sanity_spent_rolls_additional_dice() {
    // Charlie Kane: Observation 3 - 1 = 2 dice; Strength 2 dice, +2 for 2 Sanity spent.
    let mut state = special_game("yog-sothoth", "charlie-kane");
    rig(&mut state, Skill::Observation, -1, true);
    resolve(&mut state, "special-3");
    let Some(Pick::Option(options)) = pick_pending(&state) else { panic!("the amount is asked") };
    assert_eq!(options.len(), 8, "0 to 7 Sanity: never the last");
    state.rng_mut().rig_dice([6, 6, 6, 1]);
    let mut events = Vec::new();
    apply(&mut state, Action::Pick(Answer::Option(2)), &mut events);
    assert_eq!(dice_rolled(&events), [4]);
    assert_eq!(health_sanity(&state, 0), (4, 6));
    assert_eq!(state.final_tokens(), 1, "3 successes");

    // No Sanity spent, 2 successes: "Otherwise", a Cursed Condition.
    let mut state = special_game("yog-sothoth", "charlie-kane");
    rig(&mut state, Skill::Observation, -1, true);
    resolve(&mut state, "special-3");
    state.rng_mut().rig_dice([6, 6]);
    act(&mut state, 0, Action::Pick(Answer::Option(0)));
    assert_eq!(health_sanity(&state, 0), (4, 8));
    assert_eq!(state.final_tokens(), 0);
    assert_eq!(held_conditions(&state, 0), ["cursed"]);
}

#[test]
fn card_special_4_amnesia_for_an_eldritch_token() {
    let mut state = special_game("yog-sothoth", "charlie-kane");
    rig(&mut state, Skill::Strength, -1, true);
    rig(&mut state, Skill::Lore, 0, true);
    resolve(&mut state, "special-4");
    act(&mut state, 0, Action::Pick(Answer::Pay));
    assert_eq!(held_conditions(&state, 0), ["amnesia"]);
    assert_eq!(state.final_tokens(), 1);

    // Lore failed: 3 Sanity, nothing offered.
    let mut state = special_game("yog-sothoth", "charlie-kane");
    rig(&mut state, Skill::Strength, -1, true);
    rig(&mut state, Skill::Lore, 0, false);
    resolve(&mut state, "special-4");
    assert_eq!(health_sanity(&state, 0), (4, 5));
    assert!(held_conditions(&state, 0).is_empty());
}

#[test]
fn card_special_5_one_less_die_for_each_cultist() {
    let mut state = special_game("yog-sothoth", "charlie-kane");
    assert!(state.place_monster("cultist", "space-5", None).is_some());
    assert!(state.place_monster("cultist", "space-6", None).is_some());
    let cultists =
        state.monsters().iter().filter(|m| data::MONSTERS[usize::from(m.kind)].cultist).count() as u16;
    let doom = state.doom();
    rig(&mut state, Skill::Lore, -1, true);
    let influence = state.test_dice_for(0, Skill::Influence, 0);
    let dice = influence.saturating_sub(cultists).max(1);
    rig_n(&mut state, dice, false);
    let events = resolve(&mut state, "special-5");
    assert_eq!(dice_rolled(&events), [1, usize::from(dice)]);
    assert!(dice < influence);
    assert_eq!(state.doom(), doom - 1, "she recognizes your deceit: Doom advances");

    // Lore failed: Cursed, a Madness and an Injury Condition.
    let mut state = special_game("yog-sothoth", "charlie-kane");
    rig(&mut state, Skill::Lore, -1, false);
    resolve(&mut state, "special-5");
    let held = held_conditions(&state, 0);
    assert_eq!(held.len(), 3);
    assert_eq!(held[0], "cursed");
    assert_eq!(injuries(&state, 0), 1);
}

#[test]
fn card_special_6_one_less_die_for_each_spell() {
    // Akachi Onyele (Lore 3, Will 4) holds Mists of R'lyeh: Will rolls 3 dice.
    let mut state = special_game("yog-sothoth", "akachi-onyele");
    assert_eq!(state.investigators()[0].spells.len(), 1);
    rig(&mut state, Skill::Lore, -1, true);
    rig_n(&mut state, 3, true);
    let events = resolve(&mut state, "special-6");
    assert_eq!(dice_rolled(&events), [2, 3]);
    assert_eq!(state.final_tokens(), 1);

    // Lore failed: 2 Spells and a Dark Pact.
    let mut state = special_game("yog-sothoth", "akachi-onyele");
    rig(&mut state, Skill::Lore, -1, false);
    resolve(&mut state, "special-6");
    assert_eq!(state.investigators()[0].spells.len(), 3);
    assert_eq!(held_conditions(&state, 0), ["dark-pact"]);
}

#[test]
fn card_special_7_a_fumble_resolves_the_fail_effect() {
    let mut state = special_game("cthulhu", "charlie-kane");
    let doom = state.doom();
    rig(&mut state, Skill::Lore, -1, true);
    rig(&mut state, Skill::Influence, -1, false);
    let events = resolve(&mut state, "special-7");
    assert_eq!(rolled(&events), [Skill::Lore, Skill::Influence]);
    assert_eq!(state.doom(), doom - 1, "he fumbles it: Doom advances by 1");
    assert_eq!(state.mystery().map(|(_, tokens)| tokens), Some(0));
}

#[test]
fn card_special_11_a_misread_chant_resolves_the_fail_effect() {
    let mut state = special_game("cthulhu", "charlie-kane");
    rig(&mut state, Skill::Observation, -1, true);
    rig(&mut state, Skill::Lore, -1, false);
    resolve(&mut state, "special-11");
    assert_eq!(health_sanity(&state, 0), (1, 8));
}

#[test]
fn card_special_12_lost_among_the_stones_spawns_a_monster_here() {
    let mut state = special_game("cthulhu", "charlie-kane");
    rig(&mut state, Skill::Observation, -1, false);
    let events = resolve(&mut state, "special-12");
    assert_eq!(health_sanity(&state, 0), (4, 7));
    assert_eq!(held_conditions(&state, 0), ["leg-injury"]);
    let at = here(&state);
    assert!(events.iter().any(|e| matches!(e, Event::MonsterSpawned { at: a, .. } if *a == at)));
    assert_eq!(state.monsters().iter().filter(|m| m.location == at).count(), 1);
}

#[test]
fn card_special_r_lyeh_risen_is_drawn_at_the_mystery_token() {
    // Against Cthulhu, R'lyeh Risen offers the Special deck where its token lies.
    let mut state = special_game("cthulhu", "charlie-kane");
    let mut events = Vec::new();
    let rlyeh = data::MYSTERIES.iter().position(|m| m.id == "rlyeh-risen").expect("mystery") as u8;
    for _ in 0..3 {
        if state.mystery().map(|(m, _)| m) == Some(rlyeh) {
            break;
        }
        state.solve_mystery_now(&mut events);
    }
    assert_eq!(state.mystery().map(|(m, _)| m), Some(rlyeh));
    let site = (0..data::LOCATIONS.len()).find(|&l| {
        let mut probe = state.clone();
        probe.move_to(0, data::LOCATIONS[l].id);
        probe.clear_monsters(data::LOCATIONS[l].id);
        let mut events = Vec::new();
        probe.start_encounter_phase(&mut events);
        legal(&probe, 0).contains(&Action::Encounter(EncounterChoice::Special))
    });
    let site = site.expect("the Mystery token's space offers the Special deck");
    state.move_to(0, data::LOCATIONS[site].id);
    assert!(state.stack_encounter("special-9"));
    // special-9: Will -1 passed, Lore -1 passed: an Eldritch token on the Mystery.
    rig(&mut state, Skill::Will, -1, true);
    rig(&mut state, Skill::Lore, -1, true);
    encounter(&mut state, "special-9", EncounterChoice::Special);
    settle(&mut state);
    // With 2 investigators 1 token is half of them: R'lyeh Risen is solved.
    assert!(state.solved().contains(&rlyeh), "the Eldritch token went on the active Mystery");
}
