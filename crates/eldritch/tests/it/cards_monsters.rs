//! The Monster tokens' printed rules and the Cultist entries of the Ancient One sheets: combat
//! rules, Reckonings, "spawns on", "when defeated", Epic toughness, with rigged dice.

use std::collections::VecDeque;

use content::eldritch::{self as data, Effect, SpawnAt};
use eldritch::{Action, Answer, Eldritch, Pending, State};
use tabletop_core::Game;

use crate::examples::{act, cast, game, legal, loc};

// ------------------------------------------------------------------ helpers

/// The investigators seated, in order: none has a rule that changes a Combat Encounter.
const CAST: [&str; 4] = ["lily-chen", "charlie-kane", "akachi-onyele", "jacqueline-fine"];

/// Lily Chen (Lore 2, Influence 2, Observation 2, Strength 4, Will 3; Health 6, Sanity 6) on
/// `space` with no Monster and no possessions, against `ancient_one`; the others wait in Tokyo.
fn lily_at(players: u8, ancient_one: &str, space: &str) -> State {
    let mut state = game(players, ancient_one);
    cast(&mut state, &CAST[..usize::from(players)]);
    for seat in 0..players {
        state.discard_possessions(seat);
    }
    state.clear_monsters("tokyo");
    for seat in 1..players {
        state.move_to(seat, "tokyo");
    }
    state.move_to(0, space);
    state.clear_monsters(space);
    state
}

/// Doom reaches 0: the Ancient One awakens.
fn awaken(state: &mut State) {
    state.set_doom(1);
    let mut events = Vec::new();
    state.advance_doom_now(1, &mut events);
    assert!(state.awakened());
}

fn kind(id: &str) -> u8 {
    data::monster_index(id).expect("a monster id") as u8
}

fn monster_id(state: &State, index: usize) -> &'static str {
    data::MONSTERS[usize::from(state.monsters()[index].kind)].id
}

/// The board index of the (first) Monster of kind `id`.
fn find(state: &State, id: &str) -> Option<usize> {
    state.monsters().iter().position(|m| m.kind == kind(id))
}

/// The Monster kinds on `space`.
fn on(state: &State, space: &str) -> Vec<&'static str> {
    let at = loc(space);
    let mut ids: Vec<_> = (0..state.monsters().len())
        .filter(|&i| state.monsters()[i].location == at)
        .map(|i| monster_id(state, i))
        .collect();
    ids.sort_unstable();
    ids
}

/// Puts a Monster of kind `id` on `space` (from the cup; Epic ones from the box).
fn place(state: &mut State, id: &str, space: &str) -> usize {
    state.place_monster(id, space, None).unwrap_or_else(|| panic!("a {id} to place"))
}

/// Rigs `seat`'s next test of `skill` with `modifier`: `successes` 6s, the other dice 1s.
fn rig_test(state: &mut State, seat: u8, skill: data::Skill, modifier: i8, successes: usize) {
    let dice = usize::from(state.test_dice_for(seat, skill, modifier));
    assert!(successes <= dice, "{successes} successes on {dice} dice");
    let faces: Vec<u8> = (0..dice).map(|i| if i < successes { 6 } else { 1 }).collect();
    state.rng_mut().rig_dice(faces);
}

fn will(state: &mut State, modifier: i8, successes: usize) {
    rig_test(state, 0, data::Skill::Will, modifier, successes);
}

fn strength(state: &mut State, modifier: i8, successes: usize) {
    rig_test(state, 0, data::Skill::Strength, modifier, successes);
}

/// The Encounter phase starts and Lily fights the Monster `index` on her space.
fn fight(state: &mut State, index: usize) {
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    assert_eq!(state.pending(), Some(&Pending::Fight(0)));
    act(state, 0, Action::Fight(index as u8));
    keep(state);
}

/// Keeps every roll waiting for a reroll decision.
fn keep(state: &mut State) {
    while matches!(state.pending(), Some(Pending::Test(_))) {
        act(state, 0, Action::Keep);
    }
}

fn vitals(state: &State, seat: u8) -> (u8, u8) {
    let inv = &state.investigators()[usize::from(seat)];
    (inv.health, inv.sanity)
}

fn conditions(state: &State, seat: u8) -> Vec<&'static str> {
    let inv = &state.investigators()[usize::from(seat)];
    inv.conditions.iter().map(|&c| data::CONDITIONS[usize::from(c)].id).collect()
}

fn assets(state: &State, seat: u8) -> Vec<&'static str> {
    let inv = &state.investigators()[usize::from(seat)];
    inv.assets.iter().map(|&c| data::ASSETS[usize::from(c)].id).collect()
}

/// Every rigged die was rolled, and the token counts hold.
fn settled(state: &mut State) {
    assert_eq!(state.rng_mut().rigged_len(), 0, "every rigged die was rolled");
    assert_eq!(Eldritch::check_invariants(state), Ok(()));
}

/// Lily's encounter step is over and she may resolve another encounter (every Monster on her
/// space is gone).
fn another_encounter(state: &State) -> bool {
    state.pending() == Some(&Pending::Encounter { seat: 0, optional: true })
}

/// Shortest path lengths from `from` over every path of the board.
fn distance(from: &str, to: &str) -> u8 {
    let (from, to) = (loc(from), loc(to));
    let mut dist = vec![u8::MAX; data::LOCATIONS.len()];
    dist[usize::from(from)] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        for path in data::PATHS {
            let (a, b) = (loc(path.a), loc(path.b));
            for (x, y) in [(a, b), (b, a)] {
                if x == at && dist[usize::from(y)] == u8::MAX {
                    dist[usize::from(y)] = dist[usize::from(at)] + 1;
                    queue.push_back(y);
                }
            }
        }
    }
    dist[usize::from(to)]
}

fn space_of(state: &State, index: usize) -> &'static str {
    data::LOCATIONS[usize::from(state.monsters()[index].location)].id
}

/// Gives Lily an Ally whose bonus (Lore) plays no part in a Combat Encounter.
fn give_ally(state: &mut State) -> &'static str {
    state.give_asset(0, "arcane-scholar");
    assert_eq!(assets(state, 0), ["arcane-scholar"]);
    "arcane-scholar"
}

// ------------------------------------------------------------------ the values

#[test]
fn monster_values_follow_the_printed_tokens() {
    let stats = |id: &str| data::MONSTERS[usize::from(kind(id))].stats;
    let ghoul = stats("ghoul");
    assert_eq!(
        (ghoul.will, ghoul.horror, ghoul.strength, ghoul.damage, ghoul.toughness),
        (Some(1), 1, Some(0), 2, 1)
    );
    assert_eq!(stats("riot").will, None, "Riot has no Will test");
    assert_eq!(stats("colour-out-of-space").strength, None, "no Strength test");
    assert_eq!(stats("ghost").strength, None, "no Strength test");
    assert_eq!(stats("tick-tock-men").will, None);
    let epic = |id: &str| data::MONSTERS[usize::from(kind(id))].rules.toughness_plus_investigators;
    assert!(
        ["cthulhu", "cthylla", "dunwich-horror", "nug", "shub-niggurath", "spinner-of-webs"]
            .iter()
            .chain(&["tick-tock-men", "wind-walker"])
            .all(|id| epic(id))
    );
    assert!(!epic("zombie-horde"), "the Zombie Horde's toughness is a fixed 5");
    assert_eq!(data::MONSTERS.iter().filter(|m| m.epic).count(), 9);
    assert_eq!(data::MONSTERS.iter().filter(|m| !m.epic).map(|m| usize::from(m.copies)).sum::<usize>(), 34);
}

// ------------------------------------------------------------------ combat rules

#[test]
fn monster_spinner_of_webs_a_failed_will_test_skips_the_strength_test() {
    let mut state = lily_at(2, "azathoth", "space-6");
    let spinner = place(&mut state, "spinner-of-webs", "space-6");
    // Will +0: 3 dice, no success: 2 horror.
    will(&mut state, 0, 0);
    fight(&mut state, spinner);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (6, 4), "no Strength test: no Health lost");
    assert_eq!(on(&state, "space-6"), ["spinner-of-webs"]);
    assert_eq!(state.monsters()[find(&state, "spinner-of-webs").expect("it stays")].damage, 0);
    // With the Will test passed, the Strength test follows.
    let mut state = lily_at(2, "azathoth", "space-6");
    let spinner = place(&mut state, "spinner-of-webs", "space-6");
    will(&mut state, 0, 2);
    strength(&mut state, -2, 1);
    fight(&mut state, spinner);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (5, 6), "damage 2 - 1 success");
}

#[test]
fn monster_colour_out_of_space_rolls_to_be_defeated_after_the_will_test() {
    for (face, defeated) in [(5, true), (4, false)] {
        let mut state = lily_at(2, "azathoth", "space-6");
        let colour = place(&mut state, "colour-out-of-space", "space-6");
        will(&mut state, 0, 3);
        state.rng_mut().rig_dice([face]);
        fight(&mut state, colour);
        settled(&mut state);
        assert_eq!(vitals(&state, 0), (6, 6));
        assert_eq!(find(&state, "colour-out-of-space").is_none(), defeated, "a {face}");
        assert_eq!(another_encounter(&state), defeated);
    }
}

#[test]
fn monster_ghost_a_passed_will_test_wounds_it() {
    // Two successes: lost Health 2 = toughness 2.
    let mut state = lily_at(2, "azathoth", "space-6");
    let ghost = place(&mut state, "ghost", "space-6");
    will(&mut state, -1, 2);
    fight(&mut state, ghost);
    settled(&mut state);
    assert!(find(&state, "ghost").is_none());
    assert_eq!(vitals(&state, 0), (6, 6));
    assert!(another_encounter(&state));
    // One success: it loses 1 Health and stays; Lily loses 1 Sanity and no Health.
    let mut state = lily_at(2, "azathoth", "space-6");
    let ghost = place(&mut state, "ghost", "space-6");
    will(&mut state, -1, 1);
    fight(&mut state, ghost);
    settled(&mut state);
    let ghost = find(&state, "ghost").expect("it stays");
    assert_eq!(state.monsters()[ghost].damage, 1);
    assert_eq!(vitals(&state, 0), (6, 5));
}

#[test]
fn monster_ghoul_health_lost_to_it_gains_paranoia() {
    let mut state = lily_at(2, "azathoth", "space-6");
    let ghoul = place(&mut state, "ghoul", "space-6");
    will(&mut state, 1, 1);
    strength(&mut state, 0, 0);
    fight(&mut state, ghoul);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (4, 6));
    assert_eq!(conditions(&state, 0), ["paranoia"]);
    // Defeated without a wound: no Paranoia.
    let mut state = lily_at(2, "azathoth", "space-6");
    let ghoul = place(&mut state, "ghoul", "space-6");
    will(&mut state, 1, 1);
    strength(&mut state, 0, 2);
    fight(&mut state, ghoul);
    settled(&mut state);
    assert!(find(&state, "ghoul").is_none() && conditions(&state, 0).is_empty());
}

#[test]
fn monster_maniac_an_ally_takes_the_blow_and_defeating_it_gains_the_axe() {
    let mut state = lily_at(2, "azathoth", "space-6");
    // The setup spawned the Maniac in Arkham.
    state.clear_monsters("arkham");
    let ally = give_ally(&mut state);
    let maniac = place(&mut state, "maniac", "space-6");
    // Strength -1: 3 dice, no success: 2 Health, unless the Ally is discarded.
    will(&mut state, 1, 1);
    strength(&mut state, -1, 0);
    fight(&mut state, maniac);
    assert!(legal(&state, 0).contains(&Action::Decline), "{:?}", state.pending());
    let pick = legal(&state, 0).into_iter().find(|a| matches!(a, Action::Pick(_))).expect("the Ally");
    act(&mut state, 0, pick);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (6, 6), "the Ally took the blow");
    assert!(!assets(&state, 0).contains(&ally));
    assert_eq!(on(&state, "space-6"), ["maniac"]);
    // Kept: the Health is lost.
    let mut state = lily_at(2, "azathoth", "space-6");
    state.clear_monsters("arkham");
    let ally = give_ally(&mut state);
    let maniac = place(&mut state, "maniac", "space-6");
    will(&mut state, 1, 1);
    strength(&mut state, -1, 0);
    fight(&mut state, maniac);
    act(&mut state, 0, Action::Decline);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (4, 6));
    assert!(assets(&state, 0).contains(&ally));
    // Defeated: the Axe.
    let mut state = lily_at(2, "azathoth", "space-6");
    state.clear_monsters("arkham");
    let maniac = place(&mut state, "maniac", "space-6");
    will(&mut state, 1, 1);
    strength(&mut state, -1, 1);
    fight(&mut state, maniac);
    settled(&mut state);
    assert!(find(&state, "maniac").is_none());
    assert_eq!(assets(&state, 0), ["axe"]);
    assert_eq!(vitals(&state, 0), (5, 6), "damage 2 - 1 success");
}

#[test]
fn monster_riot_an_influence_test_disperses_it() {
    // No Will test; Influence -1: 1 die, a success: defeated, no Strength test.
    let mut state = lily_at(2, "azathoth", "space-6");
    let riot = place(&mut state, "riot", "space-6");
    fight(&mut state, riot);
    assert!(legal(&state, 0).contains(&Action::Decline), "the test is optional");
    rig_test(&mut state, 0, data::Skill::Influence, -1, 1);
    act(&mut state, 0, Action::Pick(Answer::Pay));
    keep(&mut state);
    settled(&mut state);
    assert!(find(&state, "riot").is_none());
    assert_eq!(vitals(&state, 0), (6, 6));
    assert!(another_encounter(&state));
    // Failed: the Strength test follows (Strength -3: 1 die).
    let mut state = lily_at(2, "azathoth", "space-6");
    let riot = place(&mut state, "riot", "space-6");
    fight(&mut state, riot);
    rig_test(&mut state, 0, data::Skill::Influence, -1, 0);
    strength(&mut state, -3, 1);
    act(&mut state, 0, Action::Pick(Answer::Pay));
    keep(&mut state);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (4, 6), "damage 3 - 1 success");
    assert_eq!(state.monsters()[find(&state, "riot").expect("it stays")].damage, 1);
    // Declined: the Strength test at once.
    let mut state = lily_at(2, "azathoth", "space-6");
    let riot = place(&mut state, "riot", "space-6");
    fight(&mut state, riot);
    strength(&mut state, -3, 1);
    act(&mut state, 0, Action::Decline);
    keep(&mut state);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (4, 6));
}

#[test]
fn monster_vampire_skips_strength_on_a_failed_will_and_feeds_on_a_wound() {
    let mut state = lily_at(2, "azathoth", "space-6");
    let vampire = place(&mut state, "vampire", "space-6");
    will(&mut state, -1, 0);
    fight(&mut state, vampire);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (6, 5), "horror 1; no Strength test");
    // Strength -2: 2 dice, 1 success: Lily loses 1 Health, it 1, then it recovers 2.
    let mut state = lily_at(2, "azathoth", "space-6");
    let vampire = place(&mut state, "vampire", "space-6");
    state.damage_monster(vampire, 1);
    will(&mut state, -1, 1);
    strength(&mut state, -2, 1);
    fight(&mut state, vampire);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (5, 6));
    assert_eq!(state.monsters()[find(&state, "vampire").expect("it stays")].damage, 0, "1 + 1 - 2");
}

#[test]
fn monster_warlock_and_witch_punish_a_failed_will_test() {
    let mut state = lily_at(2, "azathoth", "space-6");
    let warlock = place(&mut state, "warlock", "space-6");
    will(&mut state, 0, 0);
    strength(&mut state, -1, 1);
    fight(&mut state, warlock);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (5, 5), "horror 1, and 1 Health for the failed Will test");
    assert!(find(&state, "warlock").is_none());

    let mut state = lily_at(2, "azathoth", "space-6");
    let witch = place(&mut state, "witch", "space-6");
    will(&mut state, -1, 0);
    strength(&mut state, -1, 1);
    fight(&mut state, witch);
    settled(&mut state);
    assert_eq!(conditions(&state, 0), ["cursed"]);
    assert_eq!(vitals(&state, 0), (6, 6), "horror 0");
}

#[test]
fn monster_wind_walker_costs_a_clue_or_health_and_sanity_before_the_will_test() {
    let mut state = lily_at(2, "azathoth", "space-6");
    let walker = place(&mut state, "wind-walker", "space-6");
    state.give_clues(0, 1);
    fight(&mut state, walker);
    assert!(legal(&state, 0).contains(&Action::Decline));
    will(&mut state, 0, 2);
    strength(&mut state, -2, 2);
    act(&mut state, 0, Action::Pick(Answer::Pay));
    keep(&mut state);
    settled(&mut state);
    assert!(state.investigators()[0].clues.is_empty());
    assert_eq!(vitals(&state, 0), (6, 6));
    // Toughness 2 + 2 investigators: 2 lost Health of 4.
    assert_eq!(state.monsters()[find(&state, "wind-walker").expect("it stays")].damage, 2);
    // Without a Clue: 1 Health and 1 Sanity, without being asked.
    let mut state = lily_at(2, "azathoth", "space-6");
    let walker = place(&mut state, "wind-walker", "space-6");
    will(&mut state, 0, 2);
    strength(&mut state, -2, 2);
    fight(&mut state, walker);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (5, 5));
}

#[test]
fn monster_zombie_horde_a_wound_costs_an_ally() {
    let mut state = lily_at(2, "azathoth", "space-6");
    let ally = give_ally(&mut state);
    let horde = place(&mut state, "zombie-horde", "space-6");
    will(&mut state, 0, 2);
    strength(&mut state, -3, 1);
    fight(&mut state, horde);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (4, 6), "damage 3 - 1 success");
    assert!(!assets(&state, 0).contains(&ally), "the Ally is discarded");
}

#[test]
fn monster_epic_toughness_grows_with_the_investigators() {
    // Cthylla: toughness 2 + investigators. Lily's 1 Strength success on 1 less than that.
    for (players, toughness) in [(2u8, 4u8), (4, 6)] {
        for (before, defeated) in [(toughness - 1, true), (toughness - 2, false)] {
            let mut state = lily_at(players, "azathoth", "space-6");
            let cthylla = place(&mut state, "cthylla", "space-6");
            state.damage_monster(cthylla, before);
            will(&mut state, -1, 2);
            strength(&mut state, -2, 1);
            fight(&mut state, cthylla);
            settled(&mut state);
            assert_eq!(find(&state, "cthylla").is_none(), defeated, "{players} investigators, {before} + 1");
        }
    }
    // The Zombie Horde's toughness is 5 whatever the number of investigators.
    for players in [2u8, 4] {
        let mut state = lily_at(players, "azathoth", "space-6");
        let horde = place(&mut state, "zombie-horde", "space-6");
        state.damage_monster(horde, 4);
        will(&mut state, 0, 3);
        strength(&mut state, -3, 1);
        fight(&mut state, horde);
        settled(&mut state);
        assert!(find(&state, "zombie-horde").is_none());
    }
}

// ------------------------------------------------------------------ when defeated

#[test]
fn monster_skeleton_defeated_recovers_1_sanity() {
    let mut state = lily_at(2, "azathoth", "space-6");
    state.investigator_mut(0).sanity = 3;
    let skeleton = place(&mut state, "skeleton", "space-6");
    will(&mut state, 0, 2);
    strength(&mut state, -2, 2);
    fight(&mut state, skeleton);
    settled(&mut state);
    assert!(find(&state, "skeleton").is_none());
    assert_eq!(vitals(&state, 0), (6, 4));
}

#[test]
fn monster_gug_defeated_allows_no_additional_encounter() {
    let mut state = lily_at(2, "azathoth", "space-6");
    let gug = place(&mut state, "gug", "space-6");
    state.damage_monster(gug, 2);
    will(&mut state, 0, 2);
    strength(&mut state, -2, 2);
    fight(&mut state, gug);
    settled(&mut state);
    assert!(find(&state, "gug").is_none());
    assert_eq!(state.pending(), Some(&Pending::Encounter { seat: 1, optional: false }), "Charlie's turn");
}

#[test]
fn monster_byakhee_defeated_may_fly_instead_of_another_encounter() {
    let mut state = lily_at(2, "azathoth", "space-6");
    let byakhee = place(&mut state, "byakhee", "space-6");
    will(&mut state, 0, 1);
    strength(&mut state, 0, 2);
    fight(&mut state, byakhee);
    settled(&mut state);
    assert!(find(&state, "byakhee").is_none());
    // "You may lose 1 Sanity to move up to 3 spaces."
    assert!(legal(&state, 0).contains(&Action::Decline));
    act(&mut state, 0, Action::Pick(Answer::Pay));
    assert_eq!(vitals(&state, 0), (6, 5));
    let step = legal(&state, 0).into_iter().find(|a| matches!(a, Action::Pick(_))).expect("a space");
    act(&mut state, 0, step);
    assert_eq!(distance("space-6", data::LOCATIONS[usize::from(state.investigators()[0].location)].id), 1);
    // A second step is offered; she stops there.
    assert!(legal(&state, 0).contains(&Action::Decline));
    act(&mut state, 0, Action::Decline);
    assert_eq!(state.pending(), Some(&Pending::Encounter { seat: 1, optional: false }), "no other encounter");
    // Declined: the additional encounter as usual.
    let mut state = lily_at(2, "azathoth", "space-6");
    let byakhee = place(&mut state, "byakhee", "space-6");
    will(&mut state, 0, 1);
    strength(&mut state, 0, 2);
    fight(&mut state, byakhee);
    act(&mut state, 0, Action::Decline);
    assert!(another_encounter(&state));
    assert_eq!(state.investigators()[0].location, loc("space-6"));
}

#[test]
fn monster_goat_spawn_defeated_may_trade_a_dark_pact_for_a_monster() {
    let mut state = lily_at(2, "azathoth", "space-6");
    let goat = place(&mut state, "goat-spawn", "space-6");
    place(&mut state, "deep-one", "rome");
    will(&mut state, 0, 1);
    strength(&mut state, -2, 2);
    fight(&mut state, goat);
    settled(&mut state);
    act(&mut state, 0, Action::Pick(Answer::Pay));
    assert_eq!(conditions(&state, 0), ["dark-pact"]);
    let deep_one = find(&state, "deep-one").expect("on the board") as u8;
    assert!(legal(&state, 0).contains(&Action::Pick(Answer::Monster(deep_one))), "any Monster on the board");
    act(&mut state, 0, Action::Pick(Answer::Monster(deep_one)));
    assert!(find(&state, "deep-one").is_none());
    assert!(state.cup().contains(&kind("deep-one")));
}

// ------------------------------------------------------------------ spawning

#[test]
fn monster_spawns_on_its_own_space() {
    for (id, space) in [
        ("mummy", "the-pyramids"),
        ("elder-thing", "antarctica"),
        ("colour-out-of-space", "tunguska"),
        ("cthonian", "the-heart-of-africa"),
        ("gnoph-keh", "the-himalayas"),
        ("serpent-people", "the-amazon"),
    ] {
        let mut state = lily_at(2, "azathoth", "space-6");
        let index = state.cup().iter().position(|&k| k == kind(id)).expect("in the cup");
        state.rng_mut().rig([index as u32]);
        let mut events = Vec::new();
        state.resolve_effect_now(0, Effect::SpawnMonsters(SpawnAt::Here, 1), &mut events);
        settled(&mut state);
        assert_eq!(on(&state, "space-6"), Vec::<&str>::new(), "{id}");
        assert!(on(&state, space).contains(&id), "{id} spawns on {space}");
    }
}

// ------------------------------------------------------------------ Reckonings

#[test]
fn monster_deep_one_reckoning_costs_each_investigator_there_1_sanity() {
    let mut state = lily_at(3, "azathoth", "space-6");
    state.move_to(1, "space-6");
    place(&mut state, "deep-one", "space-6");
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (6, 5));
    assert_eq!(vitals(&state, 1).1, 7, "Charlie (Sanity 8) is there too");
    assert_eq!(vitals(&state, 2).1, 7, "Akachi (Sanity 7) is not");
}

#[test]
fn monster_gnoph_keh_and_lloigor_reckonings() {
    let mut state = lily_at(3, "azathoth", "the-himalayas");
    place(&mut state, "gnoph-keh", "the-himalayas");
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    assert_eq!(vitals(&state, 0), (5, 6));
    // Lloigor: its space and the adjacent ones.
    let mut state = lily_at(3, "azathoth", "space-6");
    let next = data::PATHS
        .iter()
        .find_map(|p| match (p.a, p.b) {
            ("space-6", other) | (other, "space-6") => Some(other),
            _ => None,
        })
        .expect("a neighbour");
    state.move_to(1, next);
    state.clear_monsters(next);
    place(&mut state, "lloigor", "space-6");
    state.reckoning_now(&mut events);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (5, 5));
    assert_eq!(vitals(&state, 1), (3, 7), "Charlie (4/8) on {next}");
    assert_eq!(vitals(&state, 2), (5, 7), "Akachi in Tokyo is far");
}

#[test]
fn monster_dark_young_and_star_spawn_reckonings_roll_for_doom() {
    for id in ["dark-young", "star-spawn"] {
        for (face, advance) in [(2, 1), (3, 0)] {
            let mut state = lily_at(2, "azathoth", "space-6");
            place(&mut state, id, "rome");
            let doom = state.doom();
            state.rng_mut().rig_dice([face]);
            let mut events = Vec::new();
            state.reckoning_now(&mut events);
            settled(&mut state);
            assert_eq!(doom - state.doom(), advance, "{id} rolls a {face}");
        }
    }
}

#[test]
fn monster_shoggoth_reckoning_recovers_all_its_health() {
    let mut state = lily_at(2, "azathoth", "space-6");
    let shoggoth = place(&mut state, "shoggoth", "rome");
    let ghoul = place(&mut state, "ghoul", "rome");
    state.damage_monster(shoggoth, 3);
    state.damage_monster(ghoul, 0);
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    settled(&mut state);
    assert_eq!(state.monsters()[find(&state, "shoggoth").expect("on the board")].damage, 0);
}

#[test]
fn monster_zombie_reckoning_becomes_the_zombie_horde() {
    let mut state = lily_at(2, "azathoth", "space-6");
    place(&mut state, "zombie", "rome");
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    settled(&mut state);
    assert_eq!(on(&state, "rome"), ["zombie-horde"]);
    assert!(state.cup().contains(&kind("zombie")), "the Zombie is discarded");
    // With the Horde on the board, a Zombie stays a Zombie.
    place(&mut state, "zombie", "tokyo");
    state.rng_mut().rig_dice([6]);
    state.reckoning_now(&mut events);
    assert_eq!(on(&state, "tokyo"), ["zombie"]);
}

#[test]
fn monster_hound_of_tindalos_reckoning_hunts_the_nearest_investigator() {
    let mut state = lily_at(2, "azathoth", "space-6");
    let hound = place(&mut state, "hound-of-tindalos", "rome");
    let _ = hound;
    // Lily in space-6 is nearer to Rome than Charlie in Tokyo? Charlie moves next to Rome.
    let near = data::PATHS
        .iter()
        .find_map(|p| match (p.a, p.b) {
            ("rome", other) | (other, "rome") => Some(other),
            _ => None,
        })
        .expect("a neighbour of Rome");
    state.move_to(1, near);
    state.clear_monsters(near);
    // Charlie (Will 2, Strength 2) fights it: Will +0 2 dice, Strength -1 1 die.
    rig_test(&mut state, 1, data::Skill::Will, 0, 2);
    rig_test(&mut state, 1, data::Skill::Strength, -1, 1);
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    while matches!(state.pending(), Some(Pending::Test(_))) {
        act(&mut state, 1, Action::Keep);
    }
    settled(&mut state);
    let hound = find(&state, "hound-of-tindalos").expect("it survived");
    assert_eq!(space_of(&state, hound), near);
    assert_eq!(state.monsters()[hound].damage, 1);
    assert_eq!(vitals(&state, 1), (2, 8), "damage 3 - 1 success");
    assert_eq!(vitals(&state, 0), (6, 6));
}

#[test]
fn monster_mi_go_reckoning_takes_the_nearest_clue() {
    let mut state = lily_at(2, "azathoth", "space-6");
    place(&mut state, "mi-go", "rome");
    if !state.clue_locations().any(|l| l == loc("rome")) {
        assert!(state.place_clue("rome"));
    }
    let clues = state.clue_locations().count();
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    settled(&mut state);
    assert_eq!(state.clue_locations().count(), clues - 1);
    assert!(!state.clue_locations().any(|l| l == loc("rome")), "the Clue on its own space is the nearest");
    assert_eq!(on(&state, "rome"), ["mi-go"]);
}

#[test]
fn monster_nightgaunt_reckoning_carries_off_or_closes_in() {
    let mut state = lily_at(2, "azathoth", "space-6");
    place(&mut state, "nightgaunt", "space-6");
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    let step = legal(&state, 0).into_iter().find(|a| matches!(a, Action::Pick(_))).expect("a space");
    act(&mut state, 0, step);
    settled(&mut state);
    let here = state.investigators()[0].location;
    assert_ne!(here, loc("space-6"));
    // Delayed: the Action phase that goes on skips her turn (and stands her up).
    assert_eq!(state.pending(), Some(&Pending::Actions(1)));
    assert!(!state.investigators()[0].delayed);
    let gaunt = find(&state, "nightgaunt").expect("on the board");
    assert_eq!(state.monsters()[gaunt].location, here, "it moves with her");
    // Alone: 2 spaces toward the nearest investigator.
    let mut state = lily_at(2, "azathoth", "space-6");
    let gaunt = place(&mut state, "nightgaunt", "tunguska");
    let before = distance("tunguska", "space-6").min(distance("tunguska", "tokyo"));
    state.reckoning_now(&mut events);
    settled(&mut state);
    let now = space_of(&state, gaunt);
    assert_eq!(distance(now, "space-6").min(distance(now, "tokyo")), before.saturating_sub(2));
}

#[test]
fn monster_serpent_people_and_warlock_reckonings_reach_the_nearest_investigator() {
    // Lily on a space next to The Amazon; Charlie in Tokyo.
    let near = data::PATHS
        .iter()
        .find_map(|p| match (p.a, p.b) {
            ("the-amazon", other) | (other, "the-amazon") => Some(other),
            _ => None,
        })
        .expect("a neighbour");
    let mut state = lily_at(2, "azathoth", near);
    place(&mut state, "serpent-people", "the-amazon");
    state.rng_mut().rig_dice([1]);
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    settled(&mut state);
    assert_eq!(state.investigators()[0].location, loc("the-amazon"), "lured 1 space toward it");
    // Warlock: on a 1 or 2 the nearest investigator gains Cursed.
    let mut state = lily_at(2, "azathoth", "space-6");
    place(&mut state, "warlock", "tokyo");
    state.rng_mut().rig_dice([2]);
    state.reckoning_now(&mut events);
    assert_eq!(conditions(&state, 1), ["cursed"]);
    assert!(conditions(&state, 0).is_empty());
}

#[test]
fn monster_witch_reckoning_wounds_the_cursed() {
    let mut state = lily_at(2, "azathoth", "space-6");
    place(&mut state, "witch", "rome");
    let mut events = Vec::new();
    state.give_condition(1, "cursed", &mut events);
    // Cursed's own Reckoning rolls a die after the Monsters': a 1 keeps it.
    state.rng_mut().rig_dice([1]);
    state.reckoning_now(&mut events);
    settled(&mut state);
    assert_eq!(vitals(&state, 1), (3, 8));
    assert_eq!(vitals(&state, 0), (6, 6));
}

#[test]
fn monster_cthylla_reckoning_a_deep_one_ambushes_the_nearest_investigator() {
    let mut state = lily_at(2, "azathoth", "space-12");
    state.clear_monsters("space-12");
    place(&mut state, "cthylla", "space-12");
    // The Deep One (Will +0, horror 2; Strength -1, damage 1, toughness 2).
    will(&mut state, 0, 0);
    strength(&mut state, -1, 0);
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    keep(&mut state);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (5, 4));
    assert!(find(&state, "deep-one").is_none(), "an ambush moves no token");
}

#[test]
fn monster_dunwich_horror_and_nug_reckonings() {
    for (face, gate) in [(2, true), (3, false)] {
        let mut state = lily_at(2, "azathoth", "space-6");
        place(&mut state, "dunwich-horror", "arkham");
        let gates = state.gate_locations().count();
        state.rng_mut().rig_dice([face]);
        let mut events = Vec::new();
        state.reckoning_now(&mut events);
        assert_eq!(state.gate_locations().count() > gates, gate, "a {face} with 2 investigators");
    }
    let mut state = lily_at(2, "azathoth", "space-6");
    place(&mut state, "nug", "the-amazon");
    state.clear_monsters("the-amazon");
    place(&mut state, "nug", "the-amazon");
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    settled(&mut state);
    assert_eq!(on(&state, "the-amazon"), ["ghoul", "nug"]);
}

// ------------------------------------------------------------------ the Cultists

#[test]
fn cultist_azathoth_strikes_then_falls() {
    let mut state = lily_at(2, "azathoth", "space-6");
    let cultist = place(&mut state, "cultist", "space-6");
    // Will +0: 3 dice; no Strength test.
    will(&mut state, 0, 1);
    fight(&mut state, cultist);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (5, 6), "1 Health as it falls");
    assert!(on(&state, "space-6").is_empty());
    assert!(another_encounter(&state));
}

#[test]
fn cultist_azathoth_that_defeats_its_investigator_still_falls_and_no_token_is_counted_twice() {
    let mut state = lily_at(2, "azathoth", "space-6");
    let mut events = Vec::new();
    state.resolve_effect_now(0, Effect::LoseHealth(5), &mut events);
    assert_eq!(vitals(&state, 0), (1, 6));
    let cultist = place(&mut state, "cultist", "space-6");
    will(&mut state, 0, 1);
    fight(&mut state, cultist);
    settled(&mut state);
    assert_eq!(state.investigators()[0].health, 0, "the strike defeats Lily");
    assert!(on(&state, "space-6").is_empty(), "the Cultist falls all the same");
    // The same strike by an ambushing Cultist: its token returns to the cup once.
    static AMBUSH: data::FightDef =
        data::FightDef { monster: None, spawn: false, defeated: &[], undefeated: &[] };
    let mut state = lily_at(2, "azathoth", "space-6");
    state.resolve_effect_now(0, Effect::LoseHealth(5), &mut events);
    // Only Cultists are left in the cup.
    let others: Vec<&str> = state
        .cup()
        .iter()
        .map(|&k| data::MONSTERS[usize::from(k)].id)
        .filter(|&id| id != "cultist")
        .collect();
    for id in others {
        place(&mut state, id, "tokyo");
    }
    let cup = state.cup().len();
    // The draw from the cup (the first Cultist), then the Will dice.
    state.rng_mut().rig_dice([1]);
    will(&mut state, 0, 1);
    static FIGHT: &[Effect] = &[Effect::Fight(&AMBUSH)];
    state.interrupt_with_effects(0, FIGHT, &mut events);
    keep(&mut state);
    settled(&mut state);
    assert_eq!(state.investigators()[0].health, 0, "the strike defeats Lily");
    assert_eq!(state.cup().len(), cup, "the ambusher is back in the cup, once");
}

#[test]
fn cultist_cthulhu_costs_sanity_before_the_strength_test() {
    let mut state = lily_at(2, "cthulhu", "space-6");
    let cultist = place(&mut state, "cultist", "space-6");
    // No Will test; Strength +0: 4 dice.
    strength(&mut state, 0, 1);
    fight(&mut state, cultist);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (6, 5));
    assert!(on(&state, "space-6").is_empty());
    // Awakened: 2 Sanity, toughness 2.
    let mut state = lily_at(2, "cthulhu", "space-6");
    awaken(&mut state);
    let cultist = place(&mut state, "cultist", "space-6");
    strength(&mut state, 0, 1);
    fight(&mut state, cultist);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (6, 4));
    assert_eq!(on(&state, "space-6"), ["cultist"], "1 success of toughness 2");
}

/// The front of Shub-Niggurath's sheet spawns a Monster at its Reckoning (before the Monsters'
/// Reckonings are read): a random space, and a Monster without a Reckoning of its own.
fn rig_shub_sheet_spawn(state: &mut State) {
    let quiet = |&k: &u8| {
        let def = &data::MONSTERS[usize::from(k)];
        !def.cultist && def.rules.reckoning.is_empty()
    };
    let pos = state.cup().iter().position(quiet).expect("a quiet Monster in the cup");
    state.rng_mut().rig([0, pos as u32]);
}

#[test]
fn cultist_shub_niggurath_becomes_a_goat_spawn_then_a_dark_young() {
    let mut state = lily_at(1, "shub-niggurath", "space-6");
    state.clear_monsters("arkham");
    let mut events = Vec::new();
    // Each Cultist becomes the next set-aside Monster (a set-aside Monster that is discarded is
    // set aside again, so the earlier ones stay on the board here).
    for (space, expected) in
        [("rome", "goat-spawn"), ("london", "goat-spawn"), ("istanbul", "dark-young"), ("tokyo", "cultist")]
    {
        state.clear_monsters(space);
        place(&mut state, "cultist", space);
        rig_shub_sheet_spawn(&mut state);
        state.reckoning_now(&mut events);
        assert_eq!(on(&state, space), [expected], "{space}");
    }
    // Cleared off the board, a set-aside Monster is set aside again and can come back.
    state.clear_monsters("rome");
    state.clear_monsters("tokyo");
    place(&mut state, "cultist", "tokyo");
    rig_shub_sheet_spawn(&mut state);
    state.reckoning_now(&mut events);
    assert_eq!(on(&state, "tokyo"), ["goat-spawn"]);
    // Awakened: it moves 1 space toward the Shub-Niggurath Epic Monster.
    let mut state = lily_at(1, "shub-niggurath", "space-6");
    awaken(&mut state);
    state.clear_monsters("rome");
    let cultist = place(&mut state, "cultist", "rome");
    let before = distance("rome", "the-heart-of-africa");
    state.reckoning_now(&mut events);
    let now = space_of(&state, cultist);
    assert_eq!(distance(now, "the-heart-of-africa"), before - 1);
    // Its values: no Will test, Strength -2, toughness 2.
    let mut state = lily_at(1, "shub-niggurath", "space-6");
    awaken(&mut state);
    let cultist = place(&mut state, "cultist", "space-6");
    strength(&mut state, -2, 1);
    fight(&mut state, cultist);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (6, 6));
    assert_eq!(on(&state, "space-6"), ["cultist"]);
}

#[test]
fn cultist_yog_sothoth_gives_a_spell_for_sanity_then_takes_sanity_per_spell() {
    let mut state = lily_at(2, "yog-sothoth", "space-6");
    let cultist = place(&mut state, "cultist", "space-6");
    strength(&mut state, 0, 1);
    fight(&mut state, cultist);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (6, 5));
    assert_eq!(state.investigators()[0].spells.len(), 1, "a Spell for the Sanity");
    // Awakened: 1 Sanity per Spell before the Strength test (now -1); no Spell for defeating it.
    let mut state = lily_at(2, "yog-sothoth", "space-6");
    awaken(&mut state);
    let mut events = Vec::new();
    state.resolve_effect_now(0, Effect::GainSpell(None), &mut events);
    state.resolve_effect_now(0, Effect::GainSpell(None), &mut events);
    assert_eq!(state.investigators()[0].spells.len(), 2);
    let cultist = place(&mut state, "cultist", "space-6");
    strength(&mut state, -1, 1);
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    act(&mut state, 0, Action::Fight(cultist as u8));
    // A Spell that could prevent Sanity loss is offered first; Lily keeps it.
    while let Some(Pending::Pick { seat: 0, pick: eldritch::Pick::Prevent { loser: 0 }, .. }) =
        state.pending()
    {
        act(&mut state, 0, Action::Decline);
    }
    keep(&mut state);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (6, 4));
    assert_eq!(state.investigators()[0].spells.len(), 2);
    assert!(on(&state, "space-6").is_empty());
}

#[test]
fn wraith_spawning_curses_the_lead_investigator() {
    static FIGHT_WRAITH: data::FightDef =
        data::FightDef { monster: Some("wraith"), spawn: true, defeated: &[], undefeated: &[] };
    static SPAWN: &[Effect] = &[Effect::Fight(&FIGHT_WRAITH)];
    let mut state = lily_at(2, "azathoth", "space-6");
    assert!(conditions(&state, 0).is_empty());
    let mut events = Vec::new();
    // Charlie (seat 1) meets the Wraith; Lily (seat 0) leads.
    state.interrupt_with_effects(1, SPAWN, &mut events);
    assert!(find(&state, "wraith").is_some(), "the Wraith is on the board");
    assert_eq!(conditions(&state, 0), ["cursed"]);
    assert!(conditions(&state, 1).is_empty());
}

#[test]
fn tick_tock_men_forbid_clue_rerolls_in_their_combat() {
    for (id, rerolls) in [("tick-tock-men", false), ("cultist", true)] {
        let mut state = lily_at(2, "azathoth", "space-6");
        state.give_clues(0, 2);
        let monster = place(&mut state, id, "space-6");
        // Failed dice on the first test of the combat.
        let skill = if id == "cultist" { data::Skill::Will } else { data::Skill::Strength };
        rig_test(&mut state, 0, skill, 0, 0);
        let mut events = Vec::new();
        state.start_encounter_phase(&mut events);
        act(&mut state, 0, Action::Fight(monster as u8));
        assert!(matches!(state.pending(), Some(Pending::Test(_))), "{id}: {:?}", state.pending());
        assert_eq!(legal(&state, 0).contains(&Action::Reroll), rerolls, "{id}");
    }
}

#[test]
fn cultist_azathoth_strike_can_be_prevented_and_the_cultist_still_falls() {
    let mut state = lily_at(2, "azathoth", "space-6");
    let mut events = Vec::new();
    state.resolve_effect_now(0, Effect::LoseHealth(5), &mut events);
    state.move_to(1, "space-6");
    state.give_asset(1, "bandages");
    let cultist = place(&mut state, "cultist", "space-6");
    will(&mut state, 0, 1);
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    act(&mut state, 0, Action::Fight(cultist as u8));
    keep(&mut state);
    // The strike waits while Charlie may discard his Bandages for Lily.
    let Some(&Pending::Pick { seat: 1, pick: eldritch::Pick::Prevent { loser: 0 }, .. }) = state.pending()
    else {
        panic!("Charlie is asked: {:?}", state.pending())
    };
    let bandages = legal(&state, 1).into_iter().find(|a| matches!(a, Action::Pick(_))).expect("the Bandages");
    act(&mut state, 1, bandages);
    settled(&mut state);
    assert_eq!(vitals(&state, 0), (1, 6), "the strike is prevented");
    assert!(on(&state, "space-6").is_empty(), "the Cultist falls");
}
