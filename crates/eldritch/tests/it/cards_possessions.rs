//! Assets, Artifacts, Spells and Conditions: their abilities in the real game flow, with rigged
//! dice.
//!
//! Lily Chen (seat 0: Lore 2, Influence 2, Observation 2, Strength 4, Will 3; Health 6, Sanity 6)
//! stands without possessions in Shanghai (a City) with no Monster; Charlie Kane (seat 1) waits
//! without possessions on Space 20.

use content::eldritch::{self as data, CardDeck, Effect, MonsterStats, Skill, TestDef};
use eldritch::{Action, Answer, Eldritch, Event, Pending, Pick, State};
use tabletop_core::{Game, Seat};

use super::examples::{act, cast, game, legal, loc};

fn lily() -> State {
    let mut state = game(2, "azathoth");
    cast(&mut state, &["lily-chen", "charlie-kane"]);
    state.discard_possessions(0);
    state.discard_possessions(1);
    state.move_to(0, "shanghai");
    state.clear_monsters("shanghai");
    state.move_to(1, "space-20");
    clear_board(&mut state);
    state
}

/// Applies a legal action for `seat` and returns its events.
fn apply(state: &mut State, seat: u8, action: Action) -> Vec<Event> {
    assert!(legal(state, seat).contains(&action), "{action:?} is not legal: {:?}", state.pending());
    let mut events = Vec::new();
    Eldritch::apply(state, Seat(seat), &action, &mut events).expect("legal");
    events
}

/// `seat` gains the named card (an Asset, Artifact or Spell) as an effect would give it, at once
/// (the decision waiting now is asked again afterwards).
fn gain(state: &mut State, seat: u8, deck: CardDeck, id: &'static str) -> Vec<Event> {
    let list: &'static [Effect] = Box::leak(Box::new([Effect::GainNamed(deck, id)]));
    let mut events = Vec::new();
    state.interrupt_with_effects(seat, list, &mut events);
    events
}

/// Seat 0 resolves a plain test of `skill` now (a Strength pass gains 2 Clues); the events.
fn run_test(state: &mut State, skill: Skill) -> Vec<Event> {
    let mut events = Vec::new();
    state.interrupt_with_effects(0, test_of(skill), &mut events);
    events
}

/// The number of dice of `seat`'s last roll in these events.
fn dice_rolled(events: &[Event], seat: u8) -> usize {
    events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::Rolled { seat: s, faces, .. } if *s == seat => Some(faces.len()),
            _ => None,
        })
        .expect("a roll")
}

fn defs(deck: CardDeck) -> &'static [data::CardDef] {
    match deck {
        CardDeck::Asset => data::ASSETS,
        CardDeck::Artifact => data::ARTIFACTS,
        CardDeck::Spell => data::SPELLS,
        CardDeck::Condition => data::CONDITIONS,
    }
}

fn held(state: &State, seat: u8, deck: CardDeck) -> &[u8] {
    let inv = &state.investigators()[usize::from(seat)];
    match deck {
        CardDeck::Asset => &inv.assets,
        CardDeck::Artifact => &inv.artifacts,
        CardDeck::Spell => &inv.spells,
        CardDeck::Condition => &inv.conditions,
    }
}

/// The copy (index) of the card `id` that `seat` holds.
fn copy(state: &State, seat: u8, deck: CardDeck, id: &str) -> u8 {
    held(state, seat, deck)
        .iter()
        .copied()
        .find(|&c| defs(deck)[usize::from(c)].id == id)
        .unwrap_or_else(|| panic!("{id} is not held"))
}

/// How actions name the card `id` that `seat` holds: `deck << 8 | index` of its face (the first
/// copy of its name), whichever copy is held.
fn code(state: &State, seat: u8, deck: CardDeck, id: &str) -> u16 {
    super::examples::face_code(deck, copy(state, seat, deck, id))
}

fn holds(state: &State, seat: u8, deck: CardDeck, id: &str) -> bool {
    held(state, seat, deck).iter().any(|&c| defs(deck)[usize::from(c)].id == id)
}

/// The back of the copy of `id` that `seat` holds.
fn back(state: &State, seat: u8, deck: CardDeck, id: &str) -> &'static str {
    defs(deck)[usize::from(copy(state, seat, deck, id))].back.expect("a back").name
}

/// `seat` gains the copy of Condition `id` whose back is `name`.
fn condition_with_back(state: &mut State, seat: u8, id: &str, name: &str) {
    let mut events = Vec::new();
    for _ in 0..40 {
        state.give_condition(seat, id, &mut events);
        if back(state, seat, CardDeck::Condition, id) == name {
            return;
        }
        // Back to the bottom of the deck: the next copy comes first.
        state.discard_possessions(seat);
    }
    panic!("no {id} with the back {name}");
}

/// `seat` gains the copy of Spell `id` whose back is `name`.
fn spell_with_back(state: &mut State, seat: u8, id: &'static str, name: &str) {
    for _ in 0..20 {
        gain(state, seat, CardDeck::Spell, id);
        if back(state, seat, CardDeck::Spell, id) == name {
            return;
        }
        state.discard_possessions(seat);
    }
    panic!("no {id} with the back {name}");
}

fn vitals(state: &State, seat: u8) -> (u8, u8) {
    let inv = &state.investigators()[usize::from(seat)];
    (inv.health, inv.sanity)
}

fn clues(state: &State, seat: u8) -> usize {
    state.investigators()[usize::from(seat)].clues.len()
}

/// A Monster with these values (Strength test only unless `will`) on `space`; its board index.
fn monster(state: &mut State, id: &str, space: &str, toughness: u8) -> u8 {
    let stats = MonsterStats { will: None, horror: 0, strength: Some(0), damage: 0, toughness };
    state.place_monster(id, space, Some(stats)).expect("in the cup") as u8
}

fn test_of(skill: Skill) -> &'static [Effect] {
    // A plain test with no outcome but its events.
    static TESTS: [[Effect; 1]; 5] = [
        [Effect::Test(&TestDef {
            skill: Skill::Lore,
            modifier: 0,
            dice: None,
            pass_at: 1,
            pass: &[],
            fail: &[],
        })],
        [Effect::Test(&TestDef {
            skill: Skill::Influence,
            modifier: 0,
            dice: None,
            pass_at: 1,
            pass: &[],
            fail: &[],
        })],
        [Effect::Test(&TestDef {
            skill: Skill::Observation,
            modifier: 0,
            dice: None,
            pass_at: 1,
            pass: &[],
            fail: &[],
        })],
        [Effect::Test(&TestDef {
            skill: Skill::Strength,
            modifier: 0,
            dice: None,
            pass_at: 1,
            pass: &[Effect::GainClue(2)],
            fail: &[],
        })],
        [Effect::Test(&TestDef {
            skill: Skill::Will,
            modifier: 0,
            dice: None,
            pass_at: 1,
            pass: &[],
            fail: &[],
        })],
    ];
    &TESTS[skill as usize]
}

/// The successes of `seat`'s last test in these events.
fn successes(events: &[Event], seat: u8) -> Option<u16> {
    events.iter().rev().find_map(|e| match *e {
        Event::TestResult { seat: s, successes } if s == seat => Some(successes),
        _ => None,
    })
}

/// Every Monster off the board (their Reckonings roll no dice).
fn clear_board(state: &mut State) {
    for location in data::LOCATIONS {
        state.clear_monsters(location.id);
    }
}

fn conditions(state: &State, seat: u8) -> Vec<&'static str> {
    held(state, seat, CardDeck::Condition).iter().map(|&c| data::CONDITIONS[usize::from(c)].id).collect()
}

// ------------------------------------------------------------------------------ weapons and tests

#[test]
fn card_38_revolver_adds_2_strength_only_in_combat() {
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Asset, "38-revolver");
    // Outside combat: her printed Strength 4.
    assert_eq!(state.test_dice_for(0, Skill::Strength, 0), 4);
    state.rng_mut().rig_dice([1, 1, 1, 1]);
    let events = run_test(&mut state, Skill::Strength);
    assert_eq!(dice_rolled(&events, 0), 4);
    // In combat: 4 + 2.
    let index = monster(&mut state, "cthonian", "shanghai", 9);
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    state.rng_mut().rig_dice([6, 1, 1, 1, 1, 6]);
    let events = apply(&mut state, 0, Action::Fight(index));
    assert_eq!(dice_rolled(&events, 0), 6);
    let wounded = state.monsters().iter().find(|m| m.location == loc("shanghai")).expect("alive");
    assert_eq!(wounded.damage, 2);
}

#[test]
fn card_hired_muscle_rerolls_a_strength_die_once_per_test() {
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Asset, "hired-muscle");
    gain(&mut state, 0, CardDeck::Asset, "bull-whip");
    // The test stays open only while a Clue could reroll (the engine closes it otherwise).
    state.give_clues(0, 1);
    assert_eq!(state.test_dice_for(0, Skill::Strength, 0), 5, "Strength 4 + 1 (the Whip is combat-only)");
    state.rng_mut().rig_dice([1, 1, 1, 1, 1, 6]);
    run_test(&mut state, Skill::Strength);
    let muscle = code(&state, 0, CardDeck::Asset, "hired-muscle");
    let whip = code(&state, 0, CardDeck::Asset, "bull-whip");
    let options = legal(&state, 0);
    assert!(options.contains(&Action::CardReroll(muscle)), "{options:?}");
    assert!(!options.contains(&Action::CardReroll(whip)), "the Whip rerolls only in combat");
    apply(&mut state, 0, Action::CardReroll(muscle));
    assert_eq!(state.rng_mut().rigged_len(), 0);
    assert!(!legal(&state, 0).contains(&Action::CardReroll(muscle)), "once per test");
    apply(&mut state, 0, Action::Keep);
    assert_eq!(clues(&state, 0), 3, "the rerolled 6 passed: 1 + 2 Clues");
}

#[test]
fn card_double_barreled_shotgun_sixes_count_twice_in_combat_strength_only() {
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Asset, "double-barreled-shotgun");
    // Outside combat: 4 dice, a 6 is one success.
    state.rng_mut().rig_dice([6, 6, 1, 1]);
    let events = run_test(&mut state, Skill::Strength);
    assert_eq!(successes(&events, 0), Some(2));
    // In combat: 4 + 4 dice, each 6 counts twice.
    let index = monster(&mut state, "cthonian", "shanghai", 9);
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    state.rng_mut().rig_dice([6, 6, 5, 1, 1, 1, 1, 1]);
    let events = apply(&mut state, 0, Action::Fight(index));
    assert_eq!(dice_rolled(&events, 0), 8);
    // The 2 Clues of the first pass keep the test open for a reroll: she keeps the roll.
    let events = apply(&mut state, 0, Action::Keep);
    assert_eq!(successes(&events, 0), Some(5), "6, 6 and 5: 2 + 2 + 1");
    let wounded = state.monsters().iter().find(|m| m.location == loc("shanghai")).expect("alive");
    assert_eq!(wounded.damage, 5);
}

#[test]
fn card_18_derringer_adds_1_to_a_die_of_a_combat_strength_test() {
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Asset, "18-derringer");
    state.give_clues(0, 1);
    let derringer = code(&state, 0, CardDeck::Asset, "18-derringer");
    // Not on a test outside combat.
    state.rng_mut().rig_dice([4, 1, 1, 1]);
    run_test(&mut state, Skill::Strength);
    assert!(matches!(state.pending(), Some(Pending::Test(_))));
    assert!(!legal(&state, 0).contains(&Action::BumpDie(derringer)));
    apply(&mut state, 0, Action::Keep);
    let index = monster(&mut state, "cthonian", "shanghai", 9);
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    state.rng_mut().rig_dice([4, 1, 1, 1]);
    apply(&mut state, 0, Action::Fight(index));
    assert!(legal(&state, 0).contains(&Action::BumpDie(derringer)), "{:?}", state.pending());
    apply(&mut state, 0, Action::BumpDie(derringer));
    if matches!(state.pending(), Some(Pending::Test(_))) {
        apply(&mut state, 0, Action::Keep);
    }
    let wounded = state.monsters().iter().find(|m| m.location == loc("shanghai")).expect("alive");
    assert_eq!(wounded.damage, 1, "the 4 became a 5");
}

#[test]
fn card_lodge_researcher_recovers_sanity_and_gains_a_clue_on_a_defeat() {
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Asset, "lodge-researcher");
    state.investigator_mut(0).sanity = 3;
    let index = monster(&mut state, "cthonian", "shanghai", 1);
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    state.rng_mut().rig_dice([6, 1, 1, 1]);
    act(&mut state, 0, Action::Fight(index));
    assert!(state.monsters().iter().all(|m| m.location != loc("shanghai")), "defeated");
    assert_eq!(vitals(&state, 0).1, 4);
    assert_eq!(clues(&state, 0), 1);
}

#[test]
fn card_blessed_succeeds_on_4_and_cursed_only_on_6() {
    for (condition, faces, expected) in
        [("blessed", [4, 1, 1, 1], 1), ("cursed", [5, 5, 1, 1], 0), ("cursed", [6, 5, 1, 1], 1)]
    {
        let mut state = lily();
        let mut events = Vec::new();
        state.give_condition(0, condition, &mut events);
        state.rng_mut().rig_dice(faces);
        let events = run_test(&mut state, Skill::Strength);
        assert_eq!(successes(&events, 0), Some(expected), "{condition} {faces:?}");
    }
}

#[test]
fn card_blessed_and_cursed_reckonings_are_plain_rolls() {
    for (condition, face, kept) in
        [("blessed", 2, false), ("blessed", 3, true), ("cursed", 4, false), ("cursed", 3, true)]
    {
        let mut state = lily();
        clear_board(&mut state);
        state.give_clues(0, 2);
        let mut events = Vec::new();
        state.give_condition(0, condition, &mut events);
        state.rng_mut().rig_dice([face]);
        state.reckoning_now(&mut events);
        assert!(!matches!(state.pending(), Some(Pending::Test(_))), "not a test: no reroll");
        assert_eq!(conditions(&state, 0).contains(&condition), kept, "{condition} rolled {face}");
    }
}

// ------------------------------------------------------------------------------------ Conditions

#[test]
fn card_leg_injury_rest_may_roll_and_a_5_discards_it() {
    for (roll, face, kept) in [(true, 5, false), (true, 4, true), (false, 6, true)] {
        let mut state = lily();
        let mut events = Vec::new();
        state.give_condition(0, "leg-injury", &mut events);
        state.investigator_mut(0).health = 3;
        apply(&mut state, 0, Action::Rest);
        assert_eq!(vitals(&state, 0).0, 4, "Rest recovers 1 Health");
        assert!(matches!(state.pending(), Some(Pending::Pick { seat: 0, pick: Pick::Offer(_), .. })));
        state.rng_mut().rig_dice([face]);
        apply(&mut state, 0, if roll { Action::Pick(Answer::Pay) } else { Action::Decline });
        assert_eq!(state.rng_mut().rigged_len(), usize::from(!roll));
        assert_eq!(conditions(&state, 0).contains(&"leg-injury"), kept, "roll {roll} face {face}");
    }
}

#[test]
fn card_internal_injury_reckoning_strength_test_flips_into_its_back() {
    for (name, health, delayed, kept) in [
        ("Excruciating Pain", 3, false, false),
        ("Cracked Rib", 5, false, true),
        ("Internal Bleeding", 5, true, false),
    ] {
        let mut state = lily();
        condition_with_back(&mut state, 0, "internal-injury", name);
        state.rng_mut().rig_dice([1, 1, 1, 1]);
        let mut events = Vec::new();
        state.reckoning_now(&mut events);
        assert_eq!(state.rng_mut().rigged_len(), 0, "a Strength test of 4 dice");
        assert_eq!(vitals(&state, 0).0, health, "{name}");
        assert_eq!(conditions(&state, 0).contains(&"internal-injury"), kept, "{name}");
        // The round goes on: a Delayed investigator loses her actions (and stands up again).
        let next = if delayed { 1 } else { 0 };
        assert_eq!(state.pending(), Some(&Pending::Actions(next)), "{name}");
    }
    // A pass keeps the card face up.
    let mut state = lily();
    clear_board(&mut state);
    let mut events = Vec::new();
    state.give_condition(0, "internal-injury", &mut events);
    state.rng_mut().rig_dice([5, 1, 1, 1]);
    state.reckoning_now(&mut events);
    assert_eq!(vitals(&state, 0).0, 6);
    assert_eq!(conditions(&state, 0), ["internal-injury"]);
}

#[test]
fn card_debt_local_action_influence_test_discards_it() {
    let mut state = lily();
    let mut events = Vec::new();
    state.give_condition(0, "debt", &mut events);
    let debt = code(&state, 0, CardDeck::Condition, "debt");
    state.rng_mut().rig_dice([1, 5]);
    apply(&mut state, 0, Action::UseCard(debt));
    assert!(conditions(&state, 0).is_empty(), "Influence 2: the 5 passed");
    assert_eq!(state.investigators()[0].actions, 1);
}

#[test]
fn card_debt_reckoning_flips_it_to_its_back() {
    let mut state = lily();
    clear_board(&mut state);
    condition_with_back(&mut state, 0, "debt", "Hitmen");
    state.rng_mut().rig_dice([1, 1, 1, 1]);
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    assert_eq!(vitals(&state, 0).0, 3, "failed Strength: lose 3 Health");
    assert!(conditions(&state, 0).is_empty(), "then discard this card");
}

#[test]
fn card_detained_no_move_only_its_action_and_the_encounter_flips_it() {
    for (name, skill, health, sanity, gained) in [
        ("Holding Cell", Skill::Influence, 4, 4, None),
        ("Cruel and Unusual", Skill::Will, 6, 3, Some("paranoia")),
        ("Starvation", Skill::Strength, 3, 6, Some("internal-injury")),
    ] {
        let mut state = lily();
        condition_with_back(&mut state, 0, "detained", name);
        let detained = code(&state, 0, CardDeck::Condition, "detained");
        assert_eq!(legal(&state, 0), [Action::UseCard(detained), Action::EndTurn], "only its action");
        // Monsters on the space are not fought: the card is flipped instead; with no Clue to
        // spend, the test.
        monster(&mut state, "cthonian", "shanghai", 2);
        let dice = state.test_dice_for(0, skill, -1);
        state.rng_mut().rig_dice(vec![1; usize::from(dice)]);
        let mut events = Vec::new();
        state.start_encounter_phase(&mut events);
        assert_eq!(state.rng_mut().rigged_len(), 0, "{name}: {dice} dice");
        assert_eq!(vitals(&state, 0), (health, sanity), "{name}");
        let held = conditions(&state, 0);
        assert!(!held.contains(&"detained"), "{name}: then discard this card");
        assert_eq!(held.first().copied(), gained, "{name}");
        assert_eq!(state.monsters().iter().filter(|m| m.location == loc("shanghai")).count(), 1);
    }
}

#[test]
fn card_detained_local_action_frees_on_an_influence_pass() {
    let mut state = lily();
    let mut events = Vec::new();
    state.give_condition(0, "detained", &mut events);
    let detained = code(&state, 0, CardDeck::Condition, "detained");
    state.rng_mut().rig_dice([6, 1]);
    apply(&mut state, 0, Action::UseCard(detained));
    assert!(conditions(&state, 0).is_empty());
    assert!(legal(&state, 0).iter().any(|a| matches!(a, Action::Travel { .. })), "free to move again");
}

#[test]
fn card_dark_pact_reckoning_flips_on_a_1() {
    for (name, lily_devoured, charlie_devoured) in
        [("One of the Thousand", false, true), ("Dark Pact (back 2)", true, false)]
    {
        let mut state = lily();
        clear_board(&mut state);
        condition_with_back(&mut state, 0, "dark-pact", name);
        let doom = state.doom();
        state.rng_mut().rig_dice([1]);
        let mut events = Vec::new();
        state.reckoning_now(&mut events);
        assert_eq!(events.contains(&Event::Devoured(0)), lily_devoured, "{name}");
        assert_eq!(events.contains(&Event::Devoured(1)), charlie_devoured, "{name}");
        assert!(state.doom() < doom, "{name}: a devoured investigator advances Doom");
    }
    // Back 3: a Gate per Spell held, then the Omen.
    let mut state = lily();
    clear_board(&mut state);
    condition_with_back(&mut state, 0, "dark-pact", "Dark Pact (back 3)");
    gain(&mut state, 0, CardDeck::Spell, "wither");
    let (gates, omen) = (state.gate_locations().count(), state.omen());
    state.rng_mut().rig_dice([1]);
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    assert_eq!(state.gate_locations().count(), gates + 1);
    assert_ne!(state.omen(), omen);
    assert!(conditions(&state, 0).is_empty());
    // A 2 keeps the bargain for later.
    let mut state = lily();
    clear_board(&mut state);
    state.give_condition(0, "dark-pact", &mut events);
    state.rng_mut().rig_dice([2]);
    state.reckoning_now(&mut events);
    assert_eq!(conditions(&state, 0), ["dark-pact"]);
}

#[test]
fn card_paranoia_kleptomania_and_violent_outbursts() {
    // Kleptomania: an Item from the deck, an Observation test against its value.
    let mut state = lily();
    clear_board(&mut state);
    condition_with_back(&mut state, 0, "paranoia", "Kleptomania");
    // The Will test fails (3 dice); drawing the Item shuffles the Asset deck (a 0 keeps each card
    // in place); the Observation test fails too (2 dice).
    let deck = data::ASSETS.len()
        - state.reserve().iter().flatten().count()
        - state.asset_discard().len()
        - state.boxed_cards().0.len()
        - state.investigators().iter().map(|i| i.assets.len()).sum::<usize>();
    state.rng_mut().rig_dice([1, 1, 1]);
    state.rng_mut().rig(std::iter::repeat_n(0, deck - 2));
    state.rng_mut().rig_dice([1, 1]);
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    assert_eq!(state.rng_mut().rigged_len(), 0);
    assert!(state.investigators()[0].assets.is_empty(), "the Item went back");
    assert_eq!(conditions(&state, 0), ["detained"], "Paranoia discarded, Detained gained");
    // Violent Outbursts: the others on the space lose 2 Health; an Ally is discarded.
    let mut state = lily();
    clear_board(&mut state);
    state.move_to(1, "shanghai");
    condition_with_back(&mut state, 0, "paranoia", "Violent Outbursts");
    gain(&mut state, 0, CardDeck::Asset, "hired-muscle");
    state.rng_mut().rig_dice([1, 1, 1]);
    state.reckoning_now(&mut events);
    assert_eq!(vitals(&state, 1).0, 2, "Charlie Kane: 4 - 2");
    assert_eq!(vitals(&state, 0).0, 6);
    assert!(state.investigators()[0].assets.is_empty(), "the Ally is discarded");
    assert_eq!(conditions(&state, 0), ["paranoia"], "then flip: it stays");
}

#[test]
fn card_back_injury_fractured_spine_keeps_one_item() {
    let mut state = lily();
    clear_board(&mut state);
    condition_with_back(&mut state, 0, "back-injury", "Fractured Spine");
    for id in ["38-revolver", "bandages", "kerosene"] {
        gain(&mut state, 0, CardDeck::Asset, id);
    }
    state.rng_mut().rig_dice([1, 1, 1, 1]);
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    // She discards one, then another: the Revolver stays.
    for _ in 0..2 {
        let Some(Pending::Pick { pick: Pick::Discard(_), .. }) = state.pending() else {
            panic!("a discard: {:?}", state.pending())
        };
        let keep = code(&state, 0, CardDeck::Asset, "38-revolver");
        let discard = legal(&state, 0)
            .into_iter()
            .find(|a| matches!(a, Action::Pick(Answer::Card(c)) if *c != keep))
            .expect("another Item");
        apply(&mut state, 0, discard);
    }
    assert!(holds(&state, 0, CardDeck::Asset, "38-revolver"));
    assert_eq!(state.investigators()[0].assets.len(), 1);
    assert!(conditions(&state, 0).is_empty());
}

// -------------------------------------------------------------------------------------- Services

#[test]
fn card_private_care_recovers_all_health_and_sanity_when_gained() {
    let mut state = lily();
    state.investigator_mut(0).health = 1;
    state.investigator_mut(0).sanity = 2;
    gain(&mut state, 0, CardDeck::Asset, "private-care");
    assert_eq!(vitals(&state, 0), (6, 6));
    assert!(!holds(&state, 0, CardDeck::Asset, "private-care"), "then discard this card");
    assert!(state.asset_discard().iter().any(|&c| data::ASSETS[usize::from(c)].id == "private-care"));
}

#[test]
fn card_agency_quarantine_hurts_each_monster_on_the_chosen_space() {
    let mut state = lily();
    monster(&mut state, "cthonian", "space-20", 9);
    monster(&mut state, "mummy", "space-20", 9);
    monster(&mut state, "elder-thing", "tokyo", 9);
    gain(&mut state, 0, CardDeck::Asset, "agency-quarantine");
    apply(&mut state, 0, Action::Pick(Answer::Location(loc("space-20"))));
    let damage = |space: &str| -> Vec<u8> {
        state.monsters().iter().filter(|m| m.location == loc(space)).map(|m| m.damage).collect()
    };
    assert_eq!(damage("space-20"), [4, 4]);
    assert_eq!(damage("tokyo"), [0]);
    assert!(state.investigators()[0].assets.is_empty());
}

#[test]
fn card_silver_twilight_ritual_retreats_doom() {
    let mut state = lily();
    state.set_doom(10);
    gain(&mut state, 0, CardDeck::Asset, "silver-twilight-ritual");
    assert_eq!(state.doom(), 11);
    assert!(state.investigators()[0].assets.is_empty());
}

#[test]
fn card_wireless_report_gives_clues_one_at_a_time_to_another_investigator() {
    let mut state = lily();
    state.give_clues(0, 3);
    gain(&mut state, 0, CardDeck::Asset, "wireless-report");
    // Charlie is the only other investigator: each Clue is offered in turn.
    apply(&mut state, 0, Action::Pick(Answer::Pay));
    apply(&mut state, 0, Action::Pick(Answer::Pay));
    apply(&mut state, 0, Action::Decline);
    assert_eq!((clues(&state, 0), clues(&state, 1)), (1, 2));
    assert!(state.investigators()[0].assets.is_empty(), "then discard this card");
    assert_eq!(state.pending(), Some(&Pending::Actions(0)));
}

#[test]
fn card_delivery_service_offers_each_item_to_give() {
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Asset, "38-revolver");
    gain(&mut state, 0, CardDeck::Asset, "kerosene");
    gain(&mut state, 0, CardDeck::Asset, "hired-muscle");
    let first = state.investigators()[0].assets.clone();
    gain(&mut state, 0, CardDeck::Asset, "delivery-service");
    // Two Items (the Ally is not one), offered in card order: give the first, keep the second.
    apply(&mut state, 0, Action::Pick(Answer::Pay));
    apply(&mut state, 0, Action::Decline);
    let given = first
        .iter()
        .copied()
        .filter(|&c| data::ASSETS[usize::from(c)].traits.contains(&data::Trait::Item))
        .min();
    assert_eq!(state.investigators()[1].assets, [given.expect("an Item")]);
    assert_eq!(state.investigators()[0].assets.len(), 2, "the other Item and the Ally");
    assert_eq!(state.pending(), Some(&Pending::Actions(0)));
}

#[test]
fn card_witch_doctor_helps_investigators_resting_on_its_space() {
    let mut state = lily();
    state.move_to(1, "shanghai");
    gain(&mut state, 1, CardDeck::Asset, "witch-doctor");
    let mut events = Vec::new();
    state.give_condition(0, "cursed", &mut events);
    state.investigator_mut(0).health = 2;
    apply(&mut state, 0, Action::Rest);
    // Cursed: the choice; she discards the Cursed Condition.
    apply(&mut state, 0, Action::Pick(Answer::Option(1)));
    assert!(conditions(&state, 0).is_empty());
    assert_eq!(vitals(&state, 0).0, 3, "only the Rest's Health");
}

#[test]
fn card_urban_guide_gives_a_die_to_investigators_on_its_city() {
    let mut state = lily();
    state.move_to(1, "shanghai");
    gain(&mut state, 1, CardDeck::Asset, "urban-guide");
    assert_eq!(state.test_dice_for(0, Skill::Lore, 0), 3, "Lore 2 + 1 on a City");
    state.move_to(0, "space-3");
    state.move_to(1, "space-3");
    assert_eq!(state.test_dice_for(0, Skill::Lore, 0), 2, "not on a Sea space");
}

#[test]
fn card_arcane_tome_rest_lore_test_gains_a_spell() {
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Asset, "arcane-tome");
    assert_eq!(state.test_dice_for(0, Skill::Lore, 0), 2, "+2 Lore only for Spell effects");
    apply(&mut state, 0, Action::Rest);
    state.rng_mut().rig_dice([1, 6]);
    apply(&mut state, 0, Action::Pick(Answer::Pay));
    assert_eq!(state.investigators()[0].spells.len(), 1);
}

// ------------------------------------------------------------------------------------- Artifacts

#[test]
fn card_necronomicon_action_lore_test_then_1_sanity_for_2_spells() {
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Artifact, "necronomicon");
    let book = code(&state, 0, CardDeck::Artifact, "necronomicon");
    state.rng_mut().rig_dice([1, 5]);
    apply(&mut state, 0, Action::UseCard(book));
    assert!(
        matches!(state.pending(), Some(Pending::Pick { pick: Pick::Offer(_), .. })),
        "may spend 1 Sanity"
    );
    apply(&mut state, 0, Action::Pick(Answer::Pay));
    assert_eq!(state.investigators()[0].spells.len(), 2);
    assert_eq!(vitals(&state, 0).1, 5);
    assert_eq!(state.investigators()[0].actions, 1);
    assert!(!legal(&state, 0).contains(&Action::UseCard(book)), "once per round");
}

#[test]
fn card_flute_of_the_outer_gods_defeats_every_monster_here() {
    let mut state = lily();
    monster(&mut state, "cthonian", "shanghai", 5);
    monster(&mut state, "mummy", "shanghai", 5);
    gain(&mut state, 0, CardDeck::Artifact, "flute-of-the-outer-gods");
    let flute = code(&state, 0, CardDeck::Artifact, "flute-of-the-outer-gods");
    apply(&mut state, 0, Action::UseCard(flute));
    apply(&mut state, 0, Action::Pick(Answer::Pay));
    assert!(state.monsters().iter().all(|m| m.location != loc("shanghai")));
    assert_eq!(vitals(&state, 0), (4, 4));
}

#[test]
fn card_holy_water_action_blesses_an_investigator_on_the_space() {
    let mut state = lily();
    state.move_to(1, "shanghai");
    gain(&mut state, 0, CardDeck::Asset, "holy-water");
    let water = code(&state, 0, CardDeck::Asset, "holy-water");
    apply(&mut state, 0, Action::UseCard(water));
    assert!(matches!(state.pending(), Some(Pending::Pick { pick: Pick::Investigator(_), .. })));
    apply(&mut state, 0, Action::Pick(Answer::Seat(1)));
    assert_eq!(conditions(&state, 1), ["blessed"]);
    assert!(state.investigators()[0].assets.is_empty(), "discarded");
}

// ---------------------------------------------------------------------------------------- Spells

#[test]
fn card_shriveling_action_hurts_a_monster_then_flips_into_its_back() {
    // Back 1 at result 2: nothing more; back 2: each other Monster here loses 2 Health too.
    for (name, other) in [("Shriveling (back 1)", 0), ("Shriveling (back 2)", 2)] {
        let mut state = lily();
        let first = monster(&mut state, "cthonian", "shanghai", 9);
        monster(&mut state, "mummy", "shanghai", 9);
        spell_with_back(&mut state, 0, "shriveling", name);
        let spell = code(&state, 0, CardDeck::Spell, "shriveling");
        state.rng_mut().rig_dice([5, 6]);
        apply(&mut state, 0, Action::UseCard(spell));
        apply(&mut state, 0, Action::Pick(Answer::Monster(first)));
        let damage: Vec<u8> =
            state.monsters().iter().filter(|m| m.location == loc("shanghai")).map(|m| m.damage).collect();
        assert_eq!(damage, [2, other], "{name}");
        assert!(holds(&state, 0, CardDeck::Spell, "shriveling"), "{name}: flipped face up again");
        assert_eq!(state.pending(), Some(&Pending::Actions(0)));
    }
    // Back 2 after a failed cast: lose 2 Health.
    let mut state = lily();
    spell_with_back(&mut state, 0, "shriveling", "Shriveling (back 2)");
    let spell = code(&state, 0, CardDeck::Spell, "shriveling");
    state.rng_mut().rig_dice([1, 1]);
    apply(&mut state, 0, Action::UseCard(spell));
    assert_eq!(vitals(&state, 0).0, 4);
}

#[test]
fn card_shriveling_back_1_loses_the_spell_unless_2_sanity() {
    for (pay, kept) in [(true, true), (false, false)] {
        let mut state = lily();
        spell_with_back(&mut state, 0, "shriveling", "Shriveling (back 1)");
        let spell = code(&state, 0, CardDeck::Spell, "shriveling");
        state.rng_mut().rig_dice([1, 1]);
        apply(&mut state, 0, Action::UseCard(spell));
        apply(&mut state, 0, if pay { Action::Pick(Answer::Pay) } else { Action::Decline });
        assert_eq!(holds(&state, 0, CardDeck::Spell, "shriveling"), kept);
        assert_eq!(vitals(&state, 0).1, if pay { 4 } else { 6 });
    }
}

#[test]
fn card_blessing_of_isis_chooses_before_the_test_and_its_back_reads_the_result() {
    // Back 1: result 1 loses 1 Sanity, 0 curses the chosen one; back 2: 0 loses 1 Health.
    for (name, faces, charlie, lily_vitals) in [
        ("Blessing of Isis (back 1)", [5], vec!["blessed"], (6, 5)),
        ("Blessing of Isis (back 1)", [1], vec!["cursed"], (6, 6)),
        ("Blessing of Isis (back 2)", [1], vec![], (5, 6)),
    ] {
        let mut state = lily();
        state.move_to(1, "shanghai");
        spell_with_back(&mut state, 0, "blessing-of-isis", name);
        let spell = code(&state, 0, CardDeck::Spell, "blessing-of-isis");
        apply(&mut state, 0, Action::UseCard(spell));
        // Both are on her space without Blessed: she chooses Charlie, then tests Lore -1.
        assert!(matches!(state.pending(), Some(Pending::Pick { pick: Pick::Investigator(_), .. })));
        state.rng_mut().rig_dice(faces);
        apply(&mut state, 0, Action::Pick(Answer::Seat(1)));
        assert_eq!(state.rng_mut().rigged_len(), 0, "Lore 2 - 1: 1 die");
        assert_eq!(conditions(&state, 1), charlie, "{name} {faces:?}");
        assert!(conditions(&state, 0).is_empty());
        assert_eq!(vitals(&state, 0), lily_vitals, "{name} {faces:?}");
        assert!(holds(&state, 0, CardDeck::Spell, "blessing-of-isis"));
    }
}

#[test]
fn card_blessing_of_isis_a_choice_elsewhere_stands_for_the_first_on_the_space() {
    let mut state = game(3, "azathoth");
    cast(&mut state, &["lily-chen", "charlie-kane", "jim-culver"]);
    for seat in 0..3 {
        state.discard_possessions(seat);
    }
    state.move_to(0, "shanghai");
    state.move_to(1, "shanghai");
    state.move_to(2, "tokyo");
    clear_board(&mut state);
    spell_with_back(&mut state, 0, "blessing-of-isis", "Blessing of Isis (back 1)");
    let spell = code(&state, 0, CardDeck::Spell, "blessing-of-isis");
    apply(&mut state, 0, Action::UseCard(spell));
    // Jim Culver is in Tokyo, not a choice the card allows: Lily, the first on her space, is.
    state.rng_mut().rig_dice([6]);
    apply(&mut state, 0, Action::Pick(Answer::Seat(2)));
    assert_eq!(conditions(&state, 0), ["blessed"]);
    assert!(conditions(&state, 1).is_empty() && conditions(&state, 2).is_empty());
}

#[test]
fn card_wireless_report_choosing_oneself_stands_for_the_other() {
    let mut state = game(3, "azathoth");
    cast(&mut state, &["lily-chen", "charlie-kane", "jim-culver"]);
    for seat in 0..3 {
        state.discard_possessions(seat);
    }
    state.give_clues(0, 1);
    gain(&mut state, 0, CardDeck::Asset, "wireless-report");
    assert!(matches!(state.pending(), Some(Pending::Pick { pick: Pick::Investigator(_), .. })));
    apply(&mut state, 0, Action::Pick(Answer::Seat(0)));
    apply(&mut state, 0, Action::Pick(Answer::Pay));
    assert_eq!((clues(&state, 0), clues(&state, 1), clues(&state, 2)), (0, 1, 0));
}

#[test]
fn card_feed_the_mind_improves_the_chosen_investigator_and_back_1_adds_another() {
    let mut state = lily();
    spell_with_back(&mut state, 0, "feed-the-mind", "Feed the Mind (back 1)");
    let spell = code(&state, 0, CardDeck::Spell, "feed-the-mind");
    state.rng_mut().rig_dice([6]);
    // Lore 2 - 1: one die, a 6... not 3 successes: back 1 asks 2 Sanity or the card.
    apply(&mut state, 0, Action::UseCard(spell));
    assert_eq!(state.pending(), Some(&Pending::ChooseSkill(0)));
    apply(&mut state, 0, Action::ChooseSkill(Skill::Lore));
    assert_eq!(state.investigators()[0].improve[Skill::Lore as usize], 2, "Lily Chen improves twice");
    apply(&mut state, 0, Action::Pick(Answer::Pay));
    assert_eq!(vitals(&state, 0).1, 4);
    assert!(holds(&state, 0, CardDeck::Spell, "feed-the-mind"));
}

#[test]
fn card_plumb_the_void_moves_the_chosen_investigator_anywhere() {
    let mut state = lily();
    spell_with_back(&mut state, 0, "plumb-the-void", "Plumb the Void (back 2)");
    let spell = code(&state, 0, CardDeck::Spell, "plumb-the-void");
    apply(&mut state, 0, Action::UseCard(spell));
    state.rng_mut().rig_dice([5]);
    apply(&mut state, 0, Action::Pick(Answer::Seat(1)));
    // Charlie Kane decides whether and where to go.
    assert!(matches!(state.pending(), Some(Pending::Pick { seat: 1, pick: Pick::Offer(_), .. })));
    apply(&mut state, 1, Action::Pick(Answer::Pay));
    apply(&mut state, 1, Action::Pick(Answer::Location(loc("rome"))));
    assert_eq!(state.investigators()[1].location, loc("rome"));
    // Result 1: back 2 asks Amnesia or the card; she keeps the card.
    apply(&mut state, 0, Action::Pick(Answer::Pay));
    assert_eq!(conditions(&state, 0), ["amnesia"]);
    assert!(holds(&state, 0, CardDeck::Spell, "plumb-the-void"));
}

#[test]
fn card_conjuration_takes_an_item_or_trinket_worth_at_most_the_result() {
    let mut state = lily();
    spell_with_back(&mut state, 0, "conjuration", "Conjuration (back 2)");
    let spell = code(&state, 0, CardDeck::Spell, "conjuration");
    let reserve = state.reserve();
    // Lore 2 + 1: three dice, one success.
    state.rng_mut().rig_dice([6, 1, 1]);
    apply(&mut state, 0, Action::UseCard(spell));
    let affordable: Vec<u16> = reserve
        .iter()
        .flatten()
        .copied()
        .filter(|&c| {
            let def = &data::ASSETS[usize::from(c)];
            def.cost <= 1
                && (def.traits.contains(&data::Trait::Item) || def.traits.contains(&data::Trait::Trinket))
        })
        .collect();
    apply(&mut state, 0, Action::Pick(Answer::Pay));
    if let Some(Pending::Pick { pick: Pick::Option(options), .. }) = state.pending() {
        assert_eq!(options.len(), affordable.len());
        apply(&mut state, 0, Action::Pick(Answer::Option(0)));
    }
    let gained: Vec<u16> = state.investigators()[0].assets.iter().map(|&c| u16::from(c)).collect();
    assert_eq!(gained.len(), affordable.len().min(1));
    assert!(gained.iter().all(|c| affordable.contains(c)));
    // Result 1 on back 2: lose 1 Sanity.
    assert_eq!(vitals(&state, 0).1, 5);
}

#[test]
fn card_conjuration_back_1_at_0_discards_it_unless_a_4_was_rolled() {
    for (faces, kept) in [([1, 1, 1], false), ([4, 1, 1], true)] {
        let mut state = lily();
        spell_with_back(&mut state, 0, "conjuration", "Conjuration (back 1)");
        let spell = code(&state, 0, CardDeck::Spell, "conjuration");
        state.rng_mut().rig_dice(faces);
        apply(&mut state, 0, Action::UseCard(spell));
        assert_eq!(holds(&state, 0, CardDeck::Spell, "conjuration"), kept, "{faces:?}");
        assert_eq!(vitals(&state, 0), (6, 6));
    }
}

#[test]
fn card_feed_the_mind_back_2_costs_1_sanity_after_a_success() {
    let mut state = lily();
    spell_with_back(&mut state, 0, "feed-the-mind", "Feed the Mind (back 2)");
    let spell = code(&state, 0, CardDeck::Spell, "feed-the-mind");
    state.rng_mut().rig_dice([5]);
    apply(&mut state, 0, Action::UseCard(spell));
    apply(&mut state, 0, Action::ChooseSkill(Skill::Will));
    assert_eq!(vitals(&state, 0).1, 5);
    assert!(holds(&state, 0, CardDeck::Spell, "feed-the-mind"));
}

#[test]
fn card_plumb_the_void_back_1_at_0_hurts_the_chosen_investigator() {
    let mut state = lily();
    spell_with_back(&mut state, 0, "plumb-the-void", "Plumb the Void (back 1)");
    let spell = code(&state, 0, CardDeck::Spell, "plumb-the-void");
    apply(&mut state, 0, Action::UseCard(spell));
    state.rng_mut().rig_dice([1]);
    apply(&mut state, 0, Action::Pick(Answer::Seat(1)));
    assert_eq!(vitals(&state, 1).0, 1, "Charlie Kane: 4 - 3");
    assert_eq!(vitals(&state, 0), (6, 6));
    assert_eq!(state.investigators()[1].location, loc("space-20"), "a fail moves no one");
}

#[test]
fn card_shriveling_back_1_with_the_arcane_tome_hurts_by_the_result() {
    let mut state = lily();
    monster(&mut state, "cthonian", "shanghai", 9);
    spell_with_back(&mut state, 0, "shriveling", "Shriveling (back 1)");
    gain(&mut state, 0, CardDeck::Asset, "arcane-tome");
    let spell = code(&state, 0, CardDeck::Spell, "shriveling");
    // A Spell effect: Lore 2 + 2 (the Tome): 3 successes.
    state.rng_mut().rig_dice([5, 5, 5, 1]);
    let events = apply(&mut state, 0, Action::UseCard(spell));
    assert_eq!(dice_rolled(&events, 0), 4);
    let wounded = state.monsters().iter().find(|m| m.location == loc("shanghai")).expect("alive");
    assert_eq!(wounded.damage, 3, "3 instead of 2");
}

#[test]
fn card_mi_go_brain_case_trades_at_range_then_swaps_spaces() {
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Artifact, "mi-go-brain-case");
    gain(&mut state, 0, CardDeck::Asset, "38-revolver");
    gain(&mut state, 1, CardDeck::Asset, "kerosene");
    let case = code(&state, 0, CardDeck::Artifact, "mi-go-brain-case");
    let events = apply(&mut state, 0, Action::UseCard(case));
    let revolver = code(&state, 0, CardDeck::Asset, "38-revolver");
    assert!(events.contains(&Event::Offered(revolver)), "each card is named when offered");
    // Lily's cards in turn: the Revolver (given), the Brain Case (kept).
    apply(&mut state, 0, Action::Pick(Answer::Pay));
    apply(&mut state, 0, Action::Decline);
    // Charlie's, the Revolver he just received among them: he keeps it and gives the Kerosene.
    apply(&mut state, 1, Action::Decline);
    apply(&mut state, 1, Action::Pick(Answer::Pay));
    // Then he may come to her space; she goes to his.
    apply(&mut state, 1, Action::Pick(Answer::Pay));
    assert!(holds(&state, 1, CardDeck::Asset, "38-revolver"));
    assert!(holds(&state, 0, CardDeck::Asset, "kerosene"));
    assert!(holds(&state, 0, CardDeck::Artifact, "mi-go-brain-case"));
    assert_eq!(state.investigators()[1].location, loc("shanghai"));
    assert_eq!(state.investigators()[0].location, loc("space-20"));
    assert_eq!(state.pending(), Some(&Pending::Actions(0)));
}

#[test]
fn card_pallid_mask_chooses_an_encounter_as_if_no_monster_were_there() {
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Artifact, "pallid-mask");
    monster(&mut state, "ghoul", "shanghai", 5);
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    assert!(
        matches!(state.pending(), Some(Pending::Encounter { seat: 0, optional: false })),
        "no combat first: {:?}",
        state.pending()
    );
    assert_eq!(state.monsters().iter().filter(|m| m.location == loc("shanghai")).count(), 1);
}

#[test]
fn card_ruby_of_rlyeh_buys_an_additional_action_with_sanity_once_per_round() {
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Artifact, "ruby-of-rlyeh");
    let ruby = code(&state, 0, CardDeck::Artifact, "ruby-of-rlyeh");
    let sanity = vitals(&state, 0).1;
    apply(&mut state, 0, Action::UseCard(ruby));
    let lily = &state.investigators()[0];
    assert_eq!((lily.sanity, lily.actions, lily.extra_actions), (sanity - 1, 0, 1), "not an action itself");
    assert!(!legal(&state, 0).contains(&Action::UseCard(ruby)), "once per round");
    // Three actions this round: Rest, Prepare for Travel, Acquire Assets.
    apply(&mut state, 0, Action::Rest);
    let prepare =
        legal(&state, 0).into_iter().find(|a| matches!(a, Action::Prepare { .. })).expect("prepare");
    apply(&mut state, 0, prepare);
    assert_eq!(state.pending(), Some(&Pending::Actions(0)), "a third action is still to come");
}

#[test]
fn card_carbine_rifle_is_offered_before_the_strength_roll_once_per_round() {
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Asset, "carbine-rifle");
    let carbine = code(&state, 0, CardDeck::Asset, "carbine-rifle");
    monster(&mut state, "ghoul", "shanghai", 9);
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    let fight = legal(&state, 0).into_iter().find(|a| matches!(a, Action::Fight(_))).expect("a fight");
    apply(&mut state, 0, fight);
    // No Will test on this Ghoul: the Strength test is next, and the Carbine is offered first.
    assert!(matches!(state.pending(), Some(Pending::Pick { pick: Pick::CombatBoost(false), .. })));
    assert!(legal(&state, 0).contains(&Action::Decline));
    let strength = state.investigators()[0].def().skills[Skill::Strength as usize];
    let events = apply(&mut state, 0, Action::Pick(Answer::Card(carbine)));
    assert_eq!(dice_rolled(&events, 0), usize::from(strength) + 5, "+5 Strength for this combat");
}

/// Seat `seat` loses Health and Sanity through a card effect now.
fn lose(state: &mut State, seat: u8, health: u8, sanity: u8) {
    let list: &'static [Effect] = match (health, sanity) {
        (h, 0) => Box::leak(Box::new([Effect::LoseHealth(h)])),
        (0, s) => Box::leak(Box::new([Effect::LoseSanity(s)])),
        (h, s) => Box::leak(Box::new([Effect::LoseHealth(h), Effect::LoseSanity(s)])),
    };
    let mut events = Vec::new();
    state.interrupt_with_effects(seat, list, &mut events);
}

/// Whether `seat` is asked whether to prevent `loser`'s loss.
fn asked_to_prevent(state: &State, seat: u8, loser: u8) -> bool {
    matches!(state.pending(), Some(&Pending::Pick { seat: s, pick: Pick::Prevent { loser: l }, .. }) if s == seat && l == loser)
}

#[test]
fn bandages_held_by_another_investigator_on_the_space_prevent_up_to_2_health() {
    let mut state = lily();
    state.move_to(1, "shanghai");
    state.give_asset(1, "bandages");
    lose(&mut state, 0, 3, 0);
    // Charlie, on Lily's space, may discard his Bandages for her.
    assert!(asked_to_prevent(&state, 1, 0), "{:?}", state.pending());
    let bandages = code(&state, 1, CardDeck::Asset, "bandages");
    assert!(legal(&state, 1).contains(&Action::Decline));
    act(&mut state, 1, Action::Pick(Answer::Card(bandages)));
    assert_eq!(vitals(&state, 0), (5, 6), "3 Health less the 2 prevented");
    assert!(!holds(&state, 1, CardDeck::Asset, "bandages"), "discarded");
}

#[test]
fn bandages_do_not_reach_another_space_and_declining_keeps_the_loss() {
    let mut state = lily();
    state.give_asset(1, "bandages");
    lose(&mut state, 0, 2, 0);
    assert!(state.pending().is_none_or(|p| !matches!(p, Pending::Pick { pick: Pick::Prevent { .. }, .. })));
    assert_eq!(vitals(&state, 0), (4, 6), "Charlie is on another space");
    // On the same space he may decline: the loss stands and he keeps his Bandages.
    state.move_to(1, "shanghai");
    lose(&mut state, 0, 2, 0);
    assert!(asked_to_prevent(&state, 1, 0));
    act(&mut state, 1, Action::Decline);
    assert_eq!(vitals(&state, 0), (2, 6));
    assert!(holds(&state, 1, CardDeck::Asset, "bandages"));
}

#[test]
fn whiskey_prevents_sanity_not_health() {
    let mut state = lily();
    state.give_asset(0, "whiskey");
    lose(&mut state, 0, 1, 0);
    assert_eq!(vitals(&state, 0), (5, 6), "no Health prevention: not asked");
    lose(&mut state, 0, 0, 3);
    assert!(asked_to_prevent(&state, 0, 0));
    let whiskey = code(&state, 0, CardDeck::Asset, "whiskey");
    act(&mut state, 0, Action::Pick(Answer::Card(whiskey)));
    assert_eq!(vitals(&state, 0), (5, 5));
}

#[test]
fn flesh_ward_passed_lore_test_prevents_2_health_of_any_investigator_once_per_round() {
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Spell, "flesh-ward");
    // Charlie, far away, would lose 3 Health: Lily may cast for him.
    lose(&mut state, 1, 3, 0);
    assert!(asked_to_prevent(&state, 0, 1), "{:?}", state.pending());
    let ward = code(&state, 0, CardDeck::Spell, "flesh-ward");
    // Lily's Lore 2: two dice, one success.
    state.rng_mut().rig_dice([6, 1]);
    act(&mut state, 0, Action::Pick(Answer::Card(ward)));
    while matches!(state.pending(), Some(Pending::Test(_))) {
        act(&mut state, 0, Action::Keep);
    }
    assert_eq!(state.rng_mut().rigged_len(), 0);
    let max = state.investigators()[1].def().health;
    assert_eq!(vitals(&state, 1).0, max - 1, "3 Health less the 2 prevented");
    // Once per round: the next loss this round is not offered to it.
    lose(&mut state, 1, 1, 0);
    assert!(!asked_to_prevent(&state, 0, 1));
    assert_eq!(vitals(&state, 1).0, max - 2);
}

/// Lily holds the Flesh Ward copy whose back is `back` and casts it on her own loss of
/// `health`, rolling `faces`; the decisions the back leaves wait.
fn ward_own_loss(back: &str, health: u8, faces: &[u8]) -> State {
    let mut state = lily();
    spell_with_back(&mut state, 0, "flesh-ward", back);
    lose(&mut state, 0, health, 0);
    assert!(asked_to_prevent(&state, 0, 0));
    let ward = code(&state, 0, CardDeck::Spell, "flesh-ward");
    state.rng_mut().rig_dice(faces.iter().copied());
    act(&mut state, 0, Action::Pick(Answer::Card(ward)));
    while matches!(state.pending(), Some(Pending::Test(_))) {
        act(&mut state, 0, Action::Keep);
    }
    assert_eq!(state.rng_mut().rigged_len(), 0);
    state
}

#[test]
fn flesh_ward_back_1_result_0_discards_the_card_unless_a_4_was_rolled() {
    let state = ward_own_loss("Flesh Ward (back 1)", 2, &[1, 1]);
    assert_eq!(vitals(&state, 0), (4, 6), "nothing prevented");
    assert!(!holds(&state, 0, CardDeck::Spell, "flesh-ward"), "no 4: discarded");
    let state = ward_own_loss("Flesh Ward (back 1)", 2, &[4, 1]);
    assert_eq!(vitals(&state, 0), (4, 6));
    assert!(holds(&state, 0, CardDeck::Spell, "flesh-ward"), "a 4: it stays");
}

#[test]
fn flesh_ward_back_1_a_pass_costs_the_caster_1_sanity() {
    let state = ward_own_loss("Flesh Ward (back 1)", 3, &[6, 1]);
    assert_eq!(vitals(&state, 0), (5, 5), "2 of 3 Health prevented, 1 Sanity for the back");
}

#[test]
fn flesh_ward_back_2_result_0_costs_1_more_health_unless_internal_injury() {
    let mut state = ward_own_loss("Flesh Ward (back 2)", 2, &[1, 1]);
    // Lily declines the Internal Injury: 1 Health more, then the 2 she was losing.
    assert!(matches!(state.pending(), Some(Pending::Pick { seat: 0, pick: Pick::Offer(_), .. })));
    act(&mut state, 0, Action::Decline);
    assert_eq!(vitals(&state, 0), (3, 6));
    // Taking the Condition instead.
    let mut state = ward_own_loss("Flesh Ward (back 2)", 2, &[1, 1]);
    let take = legal(&state, 0).into_iter().find(|a| matches!(a, Action::Pick(_))).expect("the Condition");
    act(&mut state, 0, take);
    assert_eq!(vitals(&state, 0), (4, 6));
    assert!(holds(&state, 0, CardDeck::Condition, "internal-injury"));
}

#[test]
fn flesh_ward_back_2_asks_the_protected_investigator_not_the_caster() {
    let mut state = lily();
    spell_with_back(&mut state, 0, "flesh-ward", "Flesh Ward (back 2)");
    lose(&mut state, 1, 2, 0);
    let ward = code(&state, 0, CardDeck::Spell, "flesh-ward");
    state.rng_mut().rig_dice([1, 1]);
    act(&mut state, 0, Action::Pick(Answer::Card(ward)));
    while matches!(state.pending(), Some(Pending::Test(_))) {
        act(&mut state, 0, Action::Keep);
    }
    assert!(
        matches!(state.pending(), Some(Pending::Pick { seat: 1, pick: Pick::Offer(_), .. })),
        "Charlie chooses: {:?}",
        state.pending()
    );
    act(&mut state, 1, Action::Decline);
    let max = state.investigators()[1].def().health;
    assert_eq!(vitals(&state, 1).0, max - 3);
    assert_eq!(vitals(&state, 0), (6, 6));
}

#[test]
fn flesh_ward_back_2_result_3_prevents_up_to_3() {
    let mut state = lily();
    let mut events = Vec::new();
    state.resolve_effect_now(0, Effect::Improve(Skill::Lore), &mut events);
    spell_with_back(&mut state, 0, "flesh-ward", "Flesh Ward (back 2)");
    lose(&mut state, 0, 4, 0);
    let ward = code(&state, 0, CardDeck::Spell, "flesh-ward");
    // Lore 2 + 1: three dice, three successes.
    state.rng_mut().rig_dice([6, 6, 6]);
    act(&mut state, 0, Action::Pick(Answer::Card(ward)));
    while matches!(state.pending(), Some(Pending::Test(_))) {
        act(&mut state, 0, Action::Keep);
    }
    assert_eq!(state.rng_mut().rigged_len(), 0);
    assert_eq!(vitals(&state, 0), (5, 6), "3 of 4 Health prevented");
}

#[test]
fn instill_bravery_prevents_sanity_and_its_back_1_costs_1_health() {
    let mut state = lily();
    spell_with_back(&mut state, 0, "instill-bravery", "Instill Bravery (back 1)");
    lose(&mut state, 0, 0, 3);
    assert!(asked_to_prevent(&state, 0, 0));
    let bravery = code(&state, 0, CardDeck::Spell, "instill-bravery");
    state.rng_mut().rig_dice([5, 1]);
    act(&mut state, 0, Action::Pick(Answer::Card(bravery)));
    while matches!(state.pending(), Some(Pending::Test(_))) {
        act(&mut state, 0, Action::Keep);
    }
    assert_eq!(vitals(&state, 0), (5, 5), "2 of 3 Sanity prevented, 1 Health for the back");
}

#[test]
fn grotesque_statue_spends_a_clue_to_prevent_all_sanity_loss_once_per_round() {
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Artifact, "grotesque-statue");
    let clues_before = clues(&state, 0);
    assert!(clues_before >= 1, "the Statue gives 5 Clues when gained from the deck");
    lose(&mut state, 0, 0, 4);
    assert!(asked_to_prevent(&state, 0, 0));
    let statue = code(&state, 0, CardDeck::Artifact, "grotesque-statue");
    act(&mut state, 0, Action::Pick(Answer::Card(statue)));
    assert_eq!(vitals(&state, 0), (6, 6), "all 4 Sanity prevented");
    assert_eq!(clues(&state, 0), clues_before - 1);
    // Once per round.
    lose(&mut state, 0, 0, 1);
    assert!(!asked_to_prevent(&state, 0, 0));
    assert_eq!(vitals(&state, 0), (6, 5));
    // Only for its holder's own loss.
    lose(&mut state, 1, 0, 1);
    assert!(!asked_to_prevent(&state, 0, 1));
}

#[test]
fn the_silver_key_pays_1_fewer_clue_once_per_round() {
    use content::eldritch::{Cost, OfferDef};
    static PAY_2: OfferDef =
        OfferDef { cost: &[Cost::Clues(2)], then: &[Effect::GainClue(0)], otherwise: &[] };
    static PAY_2_LIST: &[Effect] = &[Effect::May(&PAY_2)];
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Artifact, "the-silver-key");
    state.give_clues(0, 1);
    let before = clues(&state, 0);
    assert_eq!(before, 1);
    // 2 Clues to pay with 1 held: the Key makes it affordable.
    let mut events = Vec::new();
    state.interrupt_with_effects(0, PAY_2_LIST, &mut events);
    let Some(Pending::Pick { pick: Pick::Offer(_), .. }) = state.pending() else {
        panic!("the offer is payable with the Key: {:?}", state.pending())
    };
    let pay = legal(&state, 0).into_iter().find(|a| matches!(a, Action::Pick(_))).expect("a payment");
    act(&mut state, 0, pay);
    assert_eq!(clues(&state, 0), 0, "1 Clue paid for a cost of 2");
    // Once per round: with 1 Clue again, the same cost is out of reach.
    state.give_clues(0, 1);
    state.interrupt_with_effects(0, PAY_2_LIST, &mut events);
    assert!(
        !legal(&state, 0).iter().any(|a| matches!(a, Action::Pick(_))),
        "no payment: {:?}",
        legal(&state, 0)
    );
    assert_eq!(clues(&state, 0), 1);
}

/// Lily, holding Mists of Releh, starts her encounter step with a Monster on her space and casts
/// it (Lore 2: two dice, `faces`).
fn cast_mists(faces: [u8; 2]) -> State {
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Spell, "mists-of-releh");
    monster(&mut state, "cultist", "shanghai", 1);
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    assert!(
        matches!(state.pending(), Some(Pending::Pick { seat: 0, pick: Pick::Offer(_), .. })),
        "the Spell is offered first: {:?}",
        state.pending()
    );
    state.rng_mut().rig_dice(faces);
    let cast = legal(&state, 0).into_iter().find(|a| matches!(a, Action::Pick(_))).expect("cast");
    act(&mut state, 0, cast);
    while matches!(state.pending(), Some(Pending::Test(_))) {
        act(&mut state, 0, Action::Keep);
    }
    // The back may ask (Hallucinations or the card): keep the card.
    while let Some(Pending::Pick { pick: Pick::Offer(_), .. }) = state.pending() {
        let pay = legal(&state, 0).into_iter().find(|a| matches!(a, Action::Pick(_))).expect("pay");
        act(&mut state, 0, pay);
    }
    state
}

#[test]
fn mists_of_releh_passed_lets_the_holder_choose_an_encounter_despite_the_monster() {
    let state = cast_mists([6, 1]);
    assert_eq!(state.pending(), Some(&Pending::Encounter { seat: 0, optional: false }));
    assert_eq!(state.monsters().iter().filter(|m| m.location == loc("shanghai")).count(), 1);
    // Its back: result 1, so back 1 costs 1 Health and 1 Sanity, back 2 1 Sanity.
    let back = back(&state, 0, CardDeck::Spell, "mists-of-releh");
    let expected = if back.ends_with("(back 1)") { (5, 5) } else { (6, 5) };
    assert_eq!(vitals(&state, 0), expected, "{back}");
}

#[test]
fn mists_of_releh_failed_means_fighting_the_monster() {
    let state = cast_mists([1, 2]);
    assert_eq!(state.pending(), Some(&Pending::Fight(0)));
}

#[test]
fn mists_of_releh_is_not_offered_without_a_monster() {
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Spell, "mists-of-releh");
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    assert_eq!(state.pending(), Some(&Pending::Encounter { seat: 0, optional: false }));
}

/// Lily, holding the Wither copy whose back is `back`, starts a combat with a Monster (no Will
/// test, Strength dice rigged to fail) and casts Wither rolling `faces` (Lore 2); the events
/// from the cast on.
fn wither_combat(back: &str, faces: [u8; 2]) -> (State, Vec<Event>) {
    let mut state = lily();
    spell_with_back(&mut state, 0, "wither", back);
    let index = monster(&mut state, "cultist", "shanghai", 9);
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    act(&mut state, 0, Action::Fight(index));
    assert!(
        matches!(state.pending(), Some(Pending::Pick { seat: 0, pick: Pick::Offer(_), .. })),
        "Wither is offered as the combat starts: {:?}",
        state.pending()
    );
    // The Lore dice, then up to 9 Strength dice that fail.
    state.rng_mut().rig_dice(faces.into_iter().chain([1; 9]));
    let cast = legal(&state, 0).into_iter().find(|a| matches!(a, Action::Pick(_))).expect("cast");
    let mut events = apply(&mut state, 0, cast);
    while matches!(state.pending(), Some(Pending::Test(t)) if t.skill == Skill::Lore) {
        events.extend(apply(&mut state, 0, Action::Keep));
    }
    (state, events)
}

/// The dice of the last Strength roll.
fn strength_dice(events: &[Event]) -> usize {
    events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::Rolled { skill: Skill::Strength, faces, .. } => Some(faces.len()),
            _ => None,
        })
        .expect("a Strength roll")
}

#[test]
fn wither_passed_gives_3_strength_and_back_2_result_1_costs_1_sanity() {
    let (state, events) = wither_combat("Wither (back 2)", [6, 1]);
    assert_eq!(strength_dice(&events), 4 + 3);
    assert_eq!(vitals(&state, 0), (6, 5));
    let wither = code(&state, 0, CardDeck::Spell, "wither");
    assert!(!legal(&state, 0).contains(&Action::CardReroll(wither)));
}

#[test]
fn wither_back_1_result_2_gives_5_strength_for_1_sanity() {
    let (state, events) = wither_combat("Wither (back 1)", [6, 6]);
    assert_eq!(strength_dice(&events), 4 + 5);
    assert_eq!(vitals(&state, 0), (6, 5));
}

#[test]
fn wither_back_2_result_2_lets_the_caster_reroll_1_strength_die() {
    let (mut state, events) = wither_combat("Wither (back 2)", [6, 5]);
    assert_eq!(strength_dice(&events), 4 + 3);
    let wither = code(&state, 0, CardDeck::Spell, "wither");
    assert!(legal(&state, 0).contains(&Action::CardReroll(wither)), "{:?}", state.pending());
    state.rng_mut().rig_dice([6]);
    let events = apply(&mut state, 0, Action::CardReroll(wither));
    assert!(!legal(&state, 0).contains(&Action::CardReroll(wither)), "once");
    assert!(events.iter().any(|e| matches!(e, Event::Rolled { skill: Skill::Strength, .. })));
}

#[test]
fn wither_failed_gives_no_strength() {
    let (mut state, _) = wither_combat("Wither (back 2)", [1, 1]);
    // Result 0 on back 2: an Internal Injury or the card; Lily lets the card go.
    assert!(matches!(state.pending(), Some(Pending::Pick { seat: 0, pick: Pick::Offer(_), .. })));
    let events = apply(&mut state, 0, Action::Decline);
    assert!(!holds(&state, 0, CardDeck::Spell, "wither"));
    assert_eq!(strength_dice(&events), 4);
}

/// Lily, holding Clairvoyance, starts her encounter step (a Monster on her space) and casts it
/// rolling `faces`; a passed cast picks the first space with a Clue. The events from the cast on.
fn cast_clairvoyance(state: &mut State, faces: &[u8]) -> Vec<Event> {
    monster(state, "cultist", "shanghai", 1);
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    assert!(
        matches!(state.pending(), Some(Pending::Pick { seat: 0, pick: Pick::Offer(_), .. })),
        "Clairvoyance is offered as the encounter step starts: {:?}",
        state.pending()
    );
    state.rng_mut().rig_dice(faces.iter().copied());
    let cast = legal(state, 0).into_iter().find(|a| matches!(a, Action::Pick(_))).expect("cast");
    let mut events = apply(state, 0, cast);
    while matches!(state.pending(), Some(Pending::Test(t)) if t.skill == Skill::Lore) {
        events.extend(apply(state, 0, Action::Keep));
    }
    if let Some(Pending::Pick { pick: Pick::RemoteClue, .. }) = state.pending() {
        let first = legal(state, 0).into_iter().find(|a| matches!(a, Action::Pick(_))).expect("a space");
        events.extend(apply(state, 0, first));
    }
    events
}

fn research_drawn(events: &[Event]) -> bool {
    events.iter().any(|e| {
        matches!(e, Event::Encounter { seat: 0, card } if data::ENCOUNTERS[usize::from(*card)].deck == data::EncounterDeck::Research)
    })
}

#[test]
fn clairvoyance_passed_resolves_a_research_encounter_at_a_clue_space_ignoring_the_monster() {
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Spell, "clairvoyance");
    assert!(state.board_clue_spaces().all(|at| at != loc("shanghai")));
    let events = cast_clairvoyance(&mut state, &[6, 1]);
    assert!(research_drawn(&events), "{events:?}");
    assert_eq!(state.investigators()[0].location, loc("shanghai"), "Lily stays where she is");
    assert_ne!(state.pending(), Some(&Pending::Fight(0)), "the Monster is not fought");
}

#[test]
fn clairvoyance_failed_leaves_the_encounter_step_as_it_was() {
    let mut state = lily();
    gain(&mut state, 0, CardDeck::Spell, "clairvoyance");
    let mut events = cast_clairvoyance(&mut state, &[1, 1]);
    // Back 1 asks for a Paranoia Condition or the card; back 2 discards nothing (no Clue chosen).
    if let Some(Pending::Pick { pick: Pick::Offer(_), .. }) = state.pending() {
        events.extend(apply(&mut state, 0, Action::Decline));
    }
    assert!(!research_drawn(&events));
    assert_eq!(state.pending(), Some(&Pending::Fight(0)), "the Monster here is fought");
}

#[test]
fn clairvoyance_back_2_result_3_gains_a_clue() {
    let mut state = lily();
    let mut events = Vec::new();
    state.resolve_effect_now(0, Effect::Improve(Skill::Lore), &mut events);
    spell_with_back(&mut state, 0, "clairvoyance", "Clairvoyance (back 2)");
    let events = cast_clairvoyance(&mut state, &[6, 6, 6]);
    let gained = events.iter().position(|e| matches!(e, Event::Gained { seat: 0, what } if what == "Clue"));
    let drawn = events.iter().position(|e| matches!(e, Event::Encounter { .. }));
    assert!(gained.is_some() && gained < drawn, "the back's Clue comes before the encounter: {events:?}");
}

/// The answer of the Reserve slot holding `id` among the Item and Trinket slots worth at most
/// `budget` (the options are those slots in order).
fn reserve_option(state: &State, id: &str, budget: u8) -> u8 {
    let eligible: Vec<usize> = (0..4)
        .filter(|&slot| {
            state.reserve()[slot].is_some_and(|c| {
                let def = &data::ASSETS[usize::from(c)];
                def.cost <= budget
                    && (def.traits.contains(&data::Trait::Item) || def.traits.contains(&data::Trait::Trinket))
            })
        })
        .collect();
    let slot = (0..4)
        .find(|&slot| state.reserve()[slot].is_some_and(|c| data::ASSETS[usize::from(c)].id == id))
        .expect("in the Reserve");
    eligible.iter().position(|&s| s == slot).expect("eligible") as u8
}

#[test]
fn conjuration_back_2_result_2_takes_more_within_what_the_front_left() {
    let mut state = lily();
    spell_with_back(&mut state, 0, "conjuration", "Conjuration (back 2)");
    assert!(state.set_reserve(["kerosene", "whiskey", "axe", "cat-burglar"]));
    let spell = code(&state, 0, CardDeck::Spell, "conjuration");
    // Lore 2 + 1: three dice, two successes.
    state.rng_mut().rig_dice([6, 6, 1]);
    apply(&mut state, 0, Action::UseCard(spell));
    // "You may gain": yes, the Kerosene (value 1).
    apply(&mut state, 0, Action::Pick(Answer::Pay));
    let kerosene = reserve_option(&state, "kerosene", 2);
    apply(&mut state, 0, Action::Pick(Answer::Option(kerosene)));
    // The back: 2 - 1 = 1 left; the Whiskey (value 1) may come too, the Axe (2) may not.
    assert!(
        matches!(state.pending(), Some(Pending::Pick { seat: 0, pick: Pick::Offer(_), .. })),
        "one more is offered: {:?}",
        state.pending()
    );
    apply(&mut state, 0, Action::Pick(Answer::Pay));
    if let Some(Pending::Pick { pick: Pick::Option(_), .. }) = state.pending() {
        let whiskey = reserve_option(&state, "whiskey", 1);
        apply(&mut state, 0, Action::Pick(Answer::Option(whiskey)));
    }
    let ids: Vec<&str> =
        state.investigators()[0].assets.iter().map(|&c| data::ASSETS[usize::from(c)].id).collect();
    assert_eq!(ids, ["kerosene", "whiskey"]);
    assert!(state.reserve().iter().flatten().any(|&c| data::ASSETS[usize::from(c)].id == "axe"));
    assert_eq!(vitals(&state, 0), (6, 6));
}
