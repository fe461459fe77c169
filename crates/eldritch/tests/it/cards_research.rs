//! Research encounter cards: each card's printed effects, resolved with rigged dice.
//!
//! Every scenario is the real flow: Lily Chen (seat 0, no possessions) stands on a space with its
//! Clue, the card is put on top of the Research deck, the Encounter phase begins and she chooses
//! the Research encounter. Mark Harrigan (seat 1) waits in Tokyo, so the game stops at his
//! encounter once hers is resolved.

use content::eldritch::{self as data, CardDeck, Effect, LocationKind, MonsterStats, Skill};
use eldritch::{Action, Answer, Eldritch, EncounterChoice, Event, Pending, Pick, State};
use tabletop_core::{Game, Seat};

use crate::examples::{act, cast, game, legal, loc};

/// Lily Chen on `space` (its Clue on the board, no Monster there) against `ancient_one`.
fn research(ancient_one: &str, space: &str) -> State {
    let mut state = game(2, ancient_one);
    cast(&mut state, &["lily-chen", "mark-harrigan"]);
    state.discard_possessions(0);
    state.move_to(0, space);
    state.clear_monsters(space);
    state.move_to(1, "tokyo");
    if !state.clue_locations().any(|l| l == loc(space)) {
        assert!(state.place_clue(space), "the Clue of {space}");
    }
    state
}

/// Lily resolves Research card `card` (put on top of the deck) where she stands; the events.
fn encounter(state: &mut State, card: &str) -> Vec<Event> {
    assert!(state.stack_encounter(card), "{card} is in this Research deck");
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    assert_eq!(state.pending(), Some(&Pending::Encounter { seat: 0, optional: false }));
    apply(state, Action::Encounter(EncounterChoice::Research))
}

/// Applies a legal action for seat 0 and returns its events.
fn apply(state: &mut State, action: Action) -> Vec<Event> {
    assert!(legal(state, 0).contains(&action), "{action:?} is not legal: {:?}", state.pending());
    let mut events = Vec::new();
    Eldritch::apply(state, Seat(0), &action, &mut events).expect("legal");
    settle(state);
    events
}

/// Keeps the rolls Lily could reroll and declines the Mystery's offer, so the card goes on.
fn settle(state: &mut State) {
    loop {
        match state.pending() {
            Some(Pending::Test(test)) if test.seat == 0 => act(state, 0, Action::Keep),
            Some(Pending::MysterySpend { seat: 0, .. }) => act(state, 0, Action::MysteryDecline),
            _ => return,
        }
    }
}

fn dice(state: &State, skill: Skill, modifier: i8) -> usize {
    usize::from(state.test_dice_for(0, skill, modifier))
}

/// Rigs Lily's next test: every die a 6 (pass) or a 1 (fail).
fn rig_test(state: &mut State, skill: Skill, modifier: i8, pass: bool) {
    let n = dice(state, skill, modifier);
    state.rng_mut().rig_dice(vec![if pass { 6 } else { 1 }; n]);
}

/// The combat values of Monster `id` in a game against `ancient_one`.
fn stats(ancient_one: &str, id: &str) -> MonsterStats {
    let def = &data::MONSTERS[data::monster_index(id).expect("monster")];
    if def.cultist {
        data::ANCIENT_ONES[data::ancient_one_index(ancient_one).expect("ancient one")].cultist
    } else {
        def.stats
    }
}

/// Rigs a whole Combat Encounter against a Monster with these values: won (all 6s, enough to
/// defeat it) or lost (all 1s).
fn rig_fight(state: &mut State, stats: MonsterStats, win: bool) {
    let face = if win { 6 } else { 1 };
    let mut faces = Vec::new();
    if let Some(modifier) = stats.will {
        faces.extend(vec![face; dice(state, Skill::Will, modifier)]);
    }
    if let Some(modifier) = stats.strength {
        let n = dice(state, Skill::Strength, modifier);
        assert!(!win || n >= usize::from(stats.toughness), "{n} Strength dice cannot defeat it");
        faces.extend(vec![face; n]);
    }
    state.rng_mut().rig_dice(faces);
}

fn lily(state: &State) -> &eldritch::Investigator {
    &state.investigators()[0]
}

fn holds(state: &State, condition: &str) -> bool {
    lily(state).conditions.iter().any(|&c| data::CONDITIONS[usize::from(c)].id == condition)
}

fn clue_on(state: &State, space: &str) -> bool {
    state.clue_locations().any(|l| l == loc(space))
}

fn all_used(state: &mut State) {
    assert_eq!(state.rng_mut().rigged_len(), 0, "every rigged die was rolled");
}

fn give_spell(state: &mut State) {
    let mut events = Vec::new();
    state.resolve_effect_now(0, Effect::GainNamed(CardDeck::Spell, "feed-the-mind"), &mut events);
    assert_eq!(lily(state).spells.len(), 1);
}

/// Shortest path lengths from `from` over every path of the board.
fn distances(from: u8) -> Vec<u8> {
    let n = data::LOCATIONS.len();
    let mut dist = vec![u8::MAX; n];
    dist[usize::from(from)] = 0;
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(here) = queue.pop_front() {
        for path in data::PATHS {
            let (a, b) = (loc(path.a), loc(path.b));
            let next = if a == here {
                b
            } else if b == here {
                a
            } else {
                continue;
            };
            if dist[usize::from(next)] == u8::MAX {
                dist[usize::from(next)] = dist[usize::from(here)] + 1;
                queue.push_back(next);
            }
        }
    }
    dist
}

/// The fewest steps from `from` to a space of `kind`.
fn nearest(from: u8, kind: LocationKind) -> u8 {
    let dist = distances(from);
    (0..data::LOCATIONS.len())
        .filter(|&l| data::LOCATIONS[l].kind == kind)
        .map(|l| dist[l])
        .min()
        .expect("kind")
}

/// Answers a pending pick of seat 0 with its first legal answer.
fn pick_first(state: &mut State) {
    let first = legal(state, 0).into_iter().find(|a| matches!(a, Action::Pick(_))).expect("a pick");
    apply(state, first);
}

/// Doom lost while the Omen advances around the track back to the green space.
fn doom_to_green(state: &mut State) -> u8 {
    let before = state.doom();
    let mut events = Vec::new();
    loop {
        state.advance_omen_now(&mut events);
        if state.omen() == 0 {
            return before - state.doom();
        }
    }
}

// ---------------------------------------------------------------------------------- the hook

#[test]
fn card_research_yog_sothoth_3_the_hound_of_tindalos_comes_to_your_space() {
    let mut state = research("yog-sothoth", "space-2");
    let hound = state.place_monster("hound-of-tindalos", "tokyo", None).expect("the Hound in the cup");
    let kind = state.monsters()[hound].kind;
    let (health, sanity) = (lily(&state).health, lily(&state).sanity);
    rig_fight(&mut state, stats("yog-sothoth", "hound-of-tindalos"), false);
    encounter(&mut state, "research-yog-sothoth-3");
    all_used(&mut state);
    assert_eq!(lily(&state).clues.len(), 1, "gain this Clue");
    assert!(!clue_on(&state, "space-2"));
    let hound = state.monsters().iter().find(|m| m.kind == kind).expect("the Hound survived");
    assert_eq!(hound.location, loc("space-2"), "it moved to her space and stays there");
    // Horror 2 and damage 3, and not the 'otherwise' Sanity loss.
    assert_eq!((lily(&state).health, lily(&state).sanity), (health - 3, sanity - 2));
}

#[test]
fn card_research_yog_sothoth_3_a_defeated_hound_leaves_the_board() {
    let mut state = research("yog-sothoth", "space-2");
    state.place_monster("hound-of-tindalos", "tokyo", None).expect("the Hound in the cup");
    state.investigator_mut(0).improve = [2; 5];
    rig_fight(&mut state, stats("yog-sothoth", "hound-of-tindalos"), true);
    encounter(&mut state, "research-yog-sothoth-3");
    all_used(&mut state);
    let hound = data::monster_index("hound-of-tindalos").expect("id") as u8;
    assert!(state.monsters().iter().all(|m| m.kind != hound));
    assert!(state.cup().contains(&hound));
}

#[test]
fn card_research_yog_sothoth_3_without_the_hound_lose_1_sanity() {
    let mut state = research("yog-sothoth", "space-2");
    let hound = data::monster_index("hound-of-tindalos").expect("id") as u8;
    assert!(state.monsters().iter().all(|m| m.kind != hound), "the Hound starts in the cup");
    let sanity = lily(&state).sanity;
    encounter(&mut state, "research-yog-sothoth-3");
    assert_eq!(lily(&state).clues.len(), 1);
    assert_eq!(lily(&state).sanity, sanity - 1);
    assert!(state.monsters().iter().all(|m| m.location != loc("space-2")));
}

// ---------------------------------------------------------------------------------- Azathoth

#[test]
fn card_research_azathoth_1_the_meteor_lets_you_move_the_omen() {
    let mut state = research("azathoth", "tunguska");
    let doom = state.doom();
    rig_test(&mut state, Skill::Observation, -1, true);
    encounter(&mut state, "research-azathoth-1");
    all_used(&mut state);
    assert_eq!(lily(&state).clues.len(), 1, "this Clue, no additional one");
    assert!(!clue_on(&state, "tunguska"));
    let picks: Vec<Action> = legal(&state, 0).into_iter().filter(|a| matches!(a, Action::Pick(_))).collect();
    assert_eq!(
        picks,
        (0..4).map(|n| Action::Pick(Answer::Omen(n))).collect::<Vec<_>>(),
        "any space of the Omen track"
    );
    apply(&mut state, Action::Pick(Answer::Omen(2)));
    assert_eq!(state.omen(), 2);
    assert_eq!(state.doom(), doom, "without advancing Doom");
}

#[test]
fn card_research_azathoth_2_the_opera_puts_an_eldritch_token_on_the_green_omen_space() {
    let mut state = research("azathoth", "arkham");
    let mut untouched = state.clone();
    rig_test(&mut state, Skill::Lore, 0, false);
    encounter(&mut state, "research-azathoth-2");
    all_used(&mut state);
    assert!(clue_on(&state, "arkham"), "the Clue stays");
    assert_eq!(lily(&state).clues.len(), 0);
    // The Omen reaching green advances Doom once more for the new token.
    assert_eq!(doom_to_green(&mut state), doom_to_green(&mut untouched) + 1);
}

#[test]
fn card_research_azathoth_3_back_from_the_court_an_eldritch_token_leaves_the_omen_track() {
    let mut state = research("azathoth", "tunguska");
    let mut untouched = state.clone();
    rig_test(&mut state, Skill::Will, 0, true);
    encounter(&mut state, "research-azathoth-3");
    all_used(&mut state);
    assert_eq!(lily(&state).clues.len(), 1, "gain this Clue before the test");
    assert_eq!(doom_to_green(&mut state) + 1, doom_to_green(&mut untouched), "the setup token is gone");
}

#[test]
fn card_research_azathoth_3_failing_the_court_costs_6_sanity() {
    let mut state = research("azathoth", "tunguska");
    state.investigator_mut(0).sanity = 7;
    let mut untouched = state.clone();
    rig_test(&mut state, Skill::Will, 0, false);
    encounter(&mut state, "research-azathoth-3");
    all_used(&mut state);
    assert_eq!(lily(&state).clues.len(), 1);
    assert_eq!(lily(&state).sanity, 1);
    assert_eq!(doom_to_green(&mut state), doom_to_green(&mut untouched), "the token stays");
}

#[test]
fn card_research_azathoth_5_a_dark_pact_buys_this_clue_and_the_ttka_halot() {
    let mut state = research("azathoth", "space-2");
    encounter(&mut state, "research-azathoth-5");
    assert!(matches!(state.pending(), Some(Pending::Pick { seat: 0, pick: Pick::Offer(_), .. })));
    assert!(legal(&state, 0).contains(&Action::Decline), "the Dark Pact is optional");
    apply(&mut state, Action::Pick(Answer::Pay));
    assert!(holds(&state, "dark-pact"));
    assert_eq!(lily(&state).clues.len(), 1);
    assert!(!clue_on(&state, "space-2"));
    let artifacts: Vec<&str> =
        lily(&state).artifacts.iter().map(|&a| data::ARTIFACTS[usize::from(a)].id).collect();
    assert_eq!(artifacts, ["ttka-halot"]);
}

#[test]
fn card_research_azathoth_5_declining_the_pact_leaves_the_clue() {
    let mut state = research("azathoth", "space-2");
    encounter(&mut state, "research-azathoth-5");
    apply(&mut state, Action::Decline);
    assert!(!holds(&state, "dark-pact"));
    assert!(lily(&state).clues.is_empty() && lily(&state).artifacts.is_empty());
    assert!(clue_on(&state, "space-2"));
}

#[test]
fn card_research_azathoth_5_the_shan_shuffles_a_solved_mystery_back() {
    let mut state = research("azathoth", "arkham");
    let mut events = Vec::new();
    state.solve_mystery_now(&mut events);
    assert_eq!(state.solved().len(), 1);
    rig_test(&mut state, Skill::Observation, 0, false);
    encounter(&mut state, "research-azathoth-5");
    all_used(&mut state);
    assert!(state.solved().is_empty());
    assert!(clue_on(&state, "arkham"));
}

#[test]
fn card_research_azathoth_6_a_failed_reading_advances_the_omen() {
    let mut state = research("azathoth", "arkham");
    let omen = state.omen();
    rig_test(&mut state, Skill::Influence, 0, false);
    encounter(&mut state, "research-azathoth-6");
    all_used(&mut state);
    assert_eq!(state.omen(), (omen + 1) % 4);
    assert!(clue_on(&state, "arkham"));
}

// ---------------------------------------------------------------------------------- Cthulhu

#[test]
fn card_research_cthulhu_1_refusing_the_star_spawn_discards_this_clue_and_it_ambushes_you() {
    let mut state = research("cthulhu", "space-2");
    let (health, sanity) = (lily(&state).health, lily(&state).sanity);
    let star_spawn = stats("cthulhu", "star-spawn");
    rig_fight(&mut state, star_spawn, false);
    encounter(&mut state, "research-cthulhu-1");
    apply(&mut state, Action::Decline);
    all_used(&mut state);
    assert!(!clue_on(&state, "space-2"), "discard this Clue");
    assert!(lily(&state).clues.is_empty() && lily(&state).spells.is_empty());
    assert_eq!(
        (lily(&state).health, lily(&state).sanity),
        (health - star_spawn.damage, sanity - star_spawn.horror)
    );
    assert!(state.monsters().iter().all(|m| m.location != loc("space-2")), "an ambush leaves no token");
}

#[test]
fn card_research_cthulhu_1_the_pact_gives_this_clue_and_mists_of_releh() {
    let mut state = research("cthulhu", "space-2");
    encounter(&mut state, "research-cthulhu-1");
    apply(&mut state, Action::Pick(Answer::Pay));
    assert!(holds(&state, "dark-pact"));
    assert_eq!(lily(&state).clues.len(), 1);
    let spells: Vec<&str> = lily(&state).spells.iter().map(|&s| data::SPELLS[usize::from(s)].id).collect();
    assert_eq!(spells, ["mists-of-releh"]);
}

#[test]
fn card_research_cthulhu_3_the_deep_ones_hoard_gives_the_grotesque_statue_not_this_clue() {
    let mut state = research("cthulhu", "space-2");
    rig_test(&mut state, Skill::Observation, -1, true);
    encounter(&mut state, "research-cthulhu-3");
    all_used(&mut state);
    let artifacts: Vec<&str> =
        lily(&state).artifacts.iter().map(|&a| data::ARTIFACTS[usize::from(a)].id).collect();
    assert_eq!(artifacts, ["grotesque-statue"]);
    assert!(clue_on(&state, "space-2"), "the printed text does not gain this Clue");
}

#[test]
fn card_research_cthulhu_5_defeating_the_star_spawn_retreats_doom() {
    let mut state = research("cthulhu", "space-2");
    state.set_doom(10);
    state.investigator_mut(0).improve = [2; 5];
    // The Star Spawn (Strength -3, toughness 5): the .45 Automatic's +3 gives Lily 6 dice.
    state.give_asset(0, "45-automatic");
    rig_test(&mut state, Skill::Observation, 0, false);
    let strength = stats("cthulhu", "star-spawn");
    let dice = dice(&state, Skill::Will, strength.will.unwrap_or(0))
        + dice(&state, Skill::Strength, strength.strength.unwrap_or(0))
        + 3;
    state.rng_mut().rig_dice(vec![6; dice]);
    encounter(&mut state, "research-cthulhu-5");
    all_used(&mut state);
    assert_eq!(state.doom(), 11);
    assert!(clue_on(&state, "space-2"));
}

#[test]
fn card_research_cthulhu_7_the_cultist_wins_and_this_clue_goes_to_the_nearest_sea() {
    let mut state = research("cthulhu", "arkham");
    let (health, sanity) = (lily(&state).health, lily(&state).sanity);
    let cultist = stats("cthulhu", "cultist");
    rig_fight(&mut state, cultist, false);
    encounter(&mut state, "research-cthulhu-7");
    if matches!(state.pending(), Some(Pending::Pick { seat: 0, .. })) {
        pick_first(&mut state);
    }
    all_used(&mut state);
    assert!(holds(&state, "amnesia"));
    assert!(lily(&state).clues.is_empty());
    // No Will test; "before the Strength test, lose 1 Sanity".
    assert_eq!((lily(&state).health, lily(&state).sanity), (health - cultist.damage, sanity - 1));
    assert!(!clue_on(&state, "arkham"));
    let moved = state
        .clue_locations()
        .filter(|&l| data::LOCATIONS[usize::from(l)].kind == LocationKind::Sea)
        .map(|l| distances(loc("arkham"))[usize::from(l)])
        .min();
    assert_eq!(moved, Some(nearest(loc("arkham"), LocationKind::Sea)), "a Clue on the nearest Sea space");
}

#[test]
fn card_research_cthulhu_8_a_failed_escape_costs_1_health_and_detains_you() {
    let mut state = research("cthulhu", "arkham");
    let health = lily(&state).health;
    rig_test(&mut state, Skill::Strength, 0, false);
    encounter(&mut state, "research-cthulhu-8");
    all_used(&mut state);
    assert_eq!(lily(&state).health, health - 1);
    assert!(holds(&state, "detained"));
    assert!(clue_on(&state, "arkham") && lily(&state).clues.is_empty());
}

// ---------------------------------------------------------------------------------- Shub-Niggurath

#[test]
fn card_research_shub_niggurath_1_defeat_the_goat_spawn_for_two_clues() {
    let mut state = research("shub-niggurath", "tunguska");
    rig_fight(&mut state, stats("shub-niggurath", "goat-spawn"), true);
    encounter(&mut state, "research-shub-niggurath-1");
    // The Goat Spawn's "you may gain a Dark Pact to discard 1 Monster" is declined.
    apply(&mut state, Action::Decline);
    all_used(&mut state);
    assert_eq!(lily(&state).clues.len(), 2, "this Clue and 1 additional Clue");
    assert!(!clue_on(&state, "tunguska"));
    assert!(!holds(&state, "amnesia"));
}

#[test]
fn card_research_shub_niggurath_1_losing_to_the_goat_spawn_gives_amnesia() {
    let mut state = research("shub-niggurath", "tunguska");
    rig_fight(&mut state, stats("shub-niggurath", "goat-spawn"), false);
    encounter(&mut state, "research-shub-niggurath-1");
    all_used(&mut state);
    assert!(holds(&state, "amnesia"));
    assert!(lily(&state).clues.is_empty() && clue_on(&state, "tunguska"));
}

#[test]
fn card_research_shub_niggurath_2_lost_in_the_forest_a_dark_young_then_a_random_monster() {
    let mut state = research("shub-niggurath", "tunguska");
    let dark_young = data::monster_index("dark-young").expect("id") as u8;
    rig_test(&mut state, Skill::Observation, -1, false);
    rig_fight(&mut state, stats("shub-niggurath", "dark-young"), false);
    encounter(&mut state, "research-shub-niggurath-2");
    all_used(&mut state);
    let here: Vec<u8> =
        state.monsters().iter().filter(|m| m.location == loc("tunguska")).map(|m| m.kind).collect();
    assert_eq!(here, [dark_young], "spawned on her space and still there");
    // Now the Dark Young is on the board: the card spawns a random Monster instead.
    state.move_to(0, "the-amazon");
    state.clear_monsters("the-amazon");
    state.investigator_mut(0).health = lily(&state).def().health;
    state.investigator_mut(0).sanity = lily(&state).def().sanity;
    if !clue_on(&state, "the-amazon") {
        assert!(state.place_clue("the-amazon"));
    }
    rig_test(&mut state, Skill::Observation, -1, false);
    let events = encounter(&mut state, "research-shub-niggurath-2");
    let spawned: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            Event::MonsterSpawned { kind, at } if *at == loc("the-amazon") => Some(*kind),
            _ => None,
        })
        .collect();
    assert_eq!(spawned.len(), 1);
    assert_ne!(spawned[0], dark_young);
    // It is fought at once (the Monster drawn, a Riot, first offers its Influence test).
    assert!(
        events.iter().any(|e| matches!(e, Event::Rolled { skill: Skill::Strength | Skill::Will, .. }))
            || matches!(state.pending(), Some(Pending::Pick { pick: Pick::Offer(_), .. }))
    );
}

#[test]
fn card_research_shub_niggurath_3_abandon_ship_to_the_nearest_wilderness() {
    let mut state = research("shub-niggurath", "space-2");
    rig_test(&mut state, Skill::Strength, -1, false);
    encounter(&mut state, "research-shub-niggurath-3");
    if matches!(state.pending(), Some(Pending::Pick { seat: 0, .. })) {
        pick_first(&mut state);
    }
    all_used(&mut state);
    let at = lily(&state).location;
    assert_eq!(data::LOCATIONS[usize::from(at)].kind, LocationKind::Wilderness);
    assert_eq!(distances(loc("space-2"))[usize::from(at)], nearest(loc("space-2"), LocationKind::Wilderness));
    assert!(lily(&state).delayed);
    assert!(clue_on(&state, "space-2"));
}

#[test]
fn card_research_shub_niggurath_3_refusing_the_goat_masks_gives_paranoia() {
    let mut state = research("shub-niggurath", "tunguska");
    encounter(&mut state, "research-shub-niggurath-3");
    apply(&mut state, Action::Decline);
    assert!(holds(&state, "paranoia") && !holds(&state, "dark-pact"));
    assert!(clue_on(&state, "tunguska"));
}

#[test]
fn card_research_shub_niggurath_6_branded_you_may_discard_a_cursed_or_dark_pact_condition() {
    let mut state = research("shub-niggurath", "space-2");
    let mut events = Vec::new();
    state.give_condition(0, "cursed", &mut events);
    state.give_condition(0, "dark-pact", &mut events);
    let health = lily(&state).health;
    encounter(&mut state, "research-shub-niggurath-6");
    assert_eq!(lily(&state).health, health - 2);
    assert_eq!(lily(&state).clues.len(), 1);
    // First the Cursed Condition is offered; declined, the Dark Pact is.
    apply(&mut state, Action::Decline);
    assert!(matches!(state.pending(), Some(Pending::Pick { seat: 0, pick: Pick::Offer(_), .. })));
    apply(&mut state, Action::Pick(Answer::Pay));
    assert!(holds(&state, "cursed") && !holds(&state, "dark-pact"), "only one of them");
}

// ---------------------------------------------------------------------------------- Yog-Sothoth

#[test]
fn card_research_yog_sothoth_1_the_mist_takes_this_clue_unless_you_discard_a_spell() {
    let mut state = research("yog-sothoth", "space-2");
    give_spell(&mut state);
    let mut paid = state.clone();
    rig_test(&mut state, Skill::Observation, 0, false);
    encounter(&mut state, "research-yog-sothoth-1");
    all_used(&mut state);
    apply(&mut state, Action::Decline);
    assert!(!clue_on(&state, "space-2") && lily(&state).clues.is_empty(), "this Clue is discarded");
    assert_eq!(lily(&state).spells.len(), 1);

    rig_test(&mut paid, Skill::Observation, 0, false);
    encounter(&mut paid, "research-yog-sothoth-1");
    let spell = legal(&paid, 0).into_iter().find(|a| matches!(a, Action::Pick(_))).expect("the Spell");
    apply(&mut paid, spell);
    assert!(lily(&paid).spells.is_empty());
    assert!(clue_on(&paid, "space-2"), "the Clue stays");
}

#[test]
fn card_research_yog_sothoth_2_only_a_spellcaster_is_noticed_by_the_mi_go() {
    let mut state = research("yog-sothoth", "tunguska");
    let mut caster = state.clone();
    let sanity = lily(&state).sanity;
    state.rng_mut().rig_dice([1]);
    encounter(&mut state, "research-yog-sothoth-2");
    assert_eq!(state.rng_mut().rigged_len(), 1, "no test without a Spell");
    assert_eq!(lily(&state).clues.len(), 1);
    assert_eq!(lily(&state).sanity, sanity);

    give_spell(&mut caster);
    rig_test(&mut caster, Skill::Observation, 0, false);
    encounter(&mut caster, "research-yog-sothoth-2");
    all_used(&mut caster);
    assert_eq!(lily(&caster).clues.len(), 1);
    assert_eq!(lily(&caster).sanity, sanity - 1);
    assert!(holds(&caster, "paranoia"));
}

#[test]
fn card_research_yog_sothoth_7_a_spell_patches_the_rift_and_discards_a_gate() {
    let mut state = research("yog-sothoth", "space-2");
    give_spell(&mut state);
    let gates = state.gate_locations().count();
    assert!(gates > 0);
    rig_test(&mut state, Skill::Lore, 0, true);
    encounter(&mut state, "research-yog-sothoth-7");
    all_used(&mut state);
    assert_eq!(lily(&state).clues.len(), 1);
    let spell = legal(&state, 0).into_iter().find(|a| matches!(a, Action::Pick(_))).expect("the Spell");
    apply(&mut state, spell);
    if matches!(state.pending(), Some(Pending::Pick { seat: 0, pick: Pick::DiscardGate, .. })) {
        pick_first(&mut state);
    }
    assert!(lily(&state).spells.is_empty());
    assert_eq!(state.gate_locations().count(), gates - 1);
}

#[test]
fn card_research_yog_sothoth_8_discard_a_spell_to_gain_this_clue_and_1_additional_clue() {
    let mut state = research("yog-sothoth", "arkham");
    give_spell(&mut state);
    rig_test(&mut state, Skill::Observation, 0, true);
    encounter(&mut state, "research-yog-sothoth-8");
    all_used(&mut state);
    assert!(lily(&state).clues.is_empty(), "nothing before the Spell is paid");
    let spell = legal(&state, 0).into_iter().find(|a| matches!(a, Action::Pick(_))).expect("the Spell");
    apply(&mut state, spell);
    assert_eq!(lily(&state).clues.len(), 2);
    assert!(lily(&state).spells.is_empty() && !clue_on(&state, "arkham"));
}

#[test]
fn card_research_yog_sothoth_8_failing_the_lurker_discards_this_clue_and_curses_you() {
    let mut state = research("yog-sothoth", "arkham");
    rig_test(&mut state, Skill::Observation, 0, false);
    encounter(&mut state, "research-yog-sothoth-8");
    all_used(&mut state);
    assert!(!clue_on(&state, "arkham") && lily(&state).clues.is_empty());
    assert!(holds(&state, "cursed"));
}

#[test]
fn card_research_yog_sothoth_8_dragged_toward_the_nearest_gate_then_2_sanity_unless_a_spell() {
    let mut state = research("yog-sothoth", "space-2");
    let gates: Vec<u8> = state.gate_locations().collect();
    let to_gate = |from: u8| gates.iter().map(|&g| distances(from)[usize::from(g)]).min().expect("a gate");
    let before = to_gate(loc("space-2"));
    assert!(before > 0);
    let sanity = lily(&state).sanity;
    encounter(&mut state, "research-yog-sothoth-8");
    if matches!(state.pending(), Some(Pending::Pick { seat: 0, pick: Pick::Move(_), .. })) {
        pick_first(&mut state);
    }
    assert_eq!(lily(&state).clues.len(), 1);
    assert!(!clue_on(&state, "space-2"));
    assert_eq!(to_gate(lily(&state).location), before - 1, "1 space toward the nearest Gate");
    assert_eq!(lily(&state).sanity, sanity - 2, "no Spell to discard");
}
