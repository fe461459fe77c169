//! Awakening, the awakened Ancient Ones' backs and Final Mysteries, and Rumors.

use content::eldritch::{self as data, Effect, MonsterStats, Skill};
use eldritch::Eldritch;
use eldritch::{Action, Answer, EncounterChoice, Pending, Standing, State};
use tabletop_core::Game;
use tabletop_core::game::{Options, Outcome};

use crate::examples::{act, cast, game, legal, loc, won};

fn reason(state: &State) -> String {
    match Eldritch::outcome(state) {
        Some(Outcome::Coop { reason, .. }) => reason,
        other => format!("{other:?}"),
    }
}

/// A game against `ancient_one` whose Doom has just reached 0.
fn awakened(players: u8, ancient_one: &str) -> State {
    let mut state = game(players, ancient_one);
    state.set_doom(1);
    let mut events = Vec::new();
    state.advance_doom_now(1, &mut events);
    assert!(state.awakened());
    state
}

#[test]
fn example_15_doom_passes_0_during_multiple_increases() {
    let mut state = game(2, "cthulhu");
    state.set_doom(1);
    let mut events = Vec::new();
    state.advance_doom_now(3, &mut events);
    assert_eq!(state.doom(), 0);
    assert!(state.awakened());
    assert_eq!(state.sheet_sanity(), 2, "the 2 remaining increases are resolved by Cthulhu's back");
    assert_eq!(won(&state), None, "Cthulhu's back is not an immediate loss");
    state.advance_doom_now(-3, &mut events);
    assert_eq!(state.doom(), 0, "Doom cannot retreat after Awakening");

    // Azathoth's back: "The World is Devoured! The investigators lose the game."
    let mut state = game(2, "azathoth");
    state.set_doom(1);
    state.advance_doom_now(3, &mut events);
    assert_eq!(won(&state), Some(false));
    assert_eq!(reason(&state), "the Ancient One awoke");
}

#[test]
fn derived_51_defeat_after_awakening_eliminates() {
    let mut state = game(2, "cthulhu");
    state.set_doom(1);
    let mut events = Vec::new();
    state.advance_doom_now(3, &mut events);
    assert_eq!(state.sheet_sanity(), 2);
    // The Cthylla of "Watching the Stars" leaves: its Reckoning would ambush an investigator.
    state.clear_monsters("space-12");
    state.investigator_mut(0).sanity = 2;
    state.investigator_mut(1).sanity = 5;
    state.reckoning_now(&mut events);
    assert_eq!(state.investigators()[0].standing, Standing::Eliminated, "no replacement after Awakening");
    assert_eq!(state.investigators()[1].sanity, 3);
    assert_eq!(state.sheet_sanity(), 3, "the defeat's Doom advance went onto the sheet");
    assert_eq!(won(&state), None);
    state.reckoning_now(&mut events);
    assert_eq!(state.investigators()[1].standing, Standing::Eliminated);
    assert_eq!(won(&state), Some(false));
    assert_eq!(reason(&state), "every investigator was eliminated");
}

#[test]
fn derived_cthulhu_final_mystery_after_the_mysteries() {
    let mut state = awakened(2, "cthulhu");
    cast(&mut state, &["mark-harrigan", "lily-chen"]);
    state.discard_possessions(0);
    state.move_to(0, "space-3");
    state.clear_monsters("space-3");
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    assert_eq!(state.pending(), Some(&Pending::Encounter { seat: 0, optional: false }));
    assert!(!legal(&state, 0).contains(&Action::Encounter(EncounterChoice::AncientOne)), "Mysteries first");
    for _ in 0..3 {
        state.solve_mystery_now(&mut events);
    }
    assert_eq!(state.solved().len(), 3);
    assert_eq!(won(&state), None, "after Awakening the Mysteries alone do not win");
    assert!(legal(&state, 0).contains(&Action::Encounter(EncounterChoice::AncientOne)));
    // Strength 4 - 1: three dice.
    state.rng_mut().rig_dice([5, 1, 1]);
    act(&mut state, 0, Action::Encounter(EncounterChoice::AncientOne));
    assert_eq!(state.final_tokens(), 1);
    assert_eq!(won(&state), Some(true), "half of 2 investigators: 1 Eldritch token");
    assert_eq!(reason(&state), "the investigators solved the Final Mystery");
}

#[test]
fn derived_cthulhu_confrontation_failed_costs_health() {
    let mut state = awakened(4, "cthulhu");
    cast(&mut state, &["mark-harrigan", "lily-chen", "jim-culver", "leo-anderson"]);
    state.discard_possessions(0);
    state.move_to(0, "space-3");
    state.clear_monsters("space-3");
    let mut events = Vec::new();
    for _ in 0..3 {
        state.solve_mystery_now(&mut events);
    }
    state.start_encounter_phase(&mut events);
    let health = state.investigators()[0].health;
    state.rng_mut().rig_dice([1, 2, 3]);
    act(&mut state, 0, Action::Encounter(EncounterChoice::AncientOne));
    assert_eq!(state.final_tokens(), 0);
    assert_eq!(state.investigators()[0].health, health - 2, "a failed confrontation costs 2 Health");
    assert_eq!(won(&state), None);
}

#[test]
fn derived_shub_niggurath_awakens_and_overruns_the_heart_of_africa() {
    let mut state = awakened(2, "shub-niggurath");
    let shub = data::monster_index("shub-niggurath").expect("the Epic monster") as u8;
    let heart = loc("the-heart-of-africa");
    assert!(state.monsters().iter().any(|m| m.kind == shub && m.location == heart));
    for monster in state.monsters() {
        let id = data::MONSTERS[usize::from(monster.kind)].id;
        if matches!(id, "ghoul" | "goat-spawn" | "dark-young") {
            assert_eq!(monster.location, heart, "{id} moved to Shub-Niggurath");
        }
    }
    let there = |state: &State| state.monsters().iter().filter(|m| m.location == heart).count();
    // Monsters that spawn on a space of their own would go there: they stay out of the cup.
    for def in data::MONSTERS {
        if let Some(space) = def.rules.spawns_on {
            state.place_monster(def.id, space, None);
        }
    }
    let mut events = Vec::new();
    while there(&state) < 5 {
        let before = there(&state);
        state.advance_doom_now(1, &mut events);
        assert_eq!(there(&state), before + 1, "each Doom advance spawns a monster there");
        assert_eq!(won(&state), None);
    }
    state.advance_doom_now(1, &mut events);
    assert_eq!(won(&state), Some(false), "6 monsters on its space");
    assert_eq!(reason(&state), "the awakened Ancient One's defeat condition was met");
}

#[test]
fn derived_shub_niggurath_final_mystery_is_defeating_it() {
    let mut state = awakened(1, "shub-niggurath");
    cast(&mut state, &["mark-harrigan"]);
    state.discard_possessions(0);
    state.move_to(0, "the-heart-of-africa");
    let shub = data::monster_index("shub-niggurath").expect("the Epic monster") as u8;
    let index = state.monsters().iter().position(|m| m.kind == shub).expect("spawned");
    state.damage_monster(index, 3);
    act(&mut state, 0, Action::Wound(index as u8));
    assert_eq!(state.monsters()[index].damage, 3, "no Health lost before the Mysteries are solved");
    let mut events = Vec::new();
    for _ in 0..3 {
        state.solve_mystery_now(&mut events);
    }
    assert_eq!(won(&state), None);
    state.start_encounter_phase(&mut events);
    assert_eq!(state.pending(), Some(&Pending::Fight(0)));
    // Will 4 - 1: three dice; Strength 4 - 3: one die, one success: lost Health 4 of 4 (1
    // investigator + 3).
    state.rng_mut().rig_dice([5, 5, 5, 5]);
    act(&mut state, 0, Action::Fight(index as u8));
    assert_eq!(won(&state), Some(true));
    assert_eq!(reason(&state), "the investigators solved the Final Mystery");
}

#[test]
fn derived_yog_sothoth_three_gates_on_the_sheet_lose() {
    let mut state = awakened(2, "yog-sothoth");
    assert_eq!(state.sheet_gates().len(), 0);
    let mut events = Vec::new();
    state.advance_doom_now(2, &mut events);
    assert_eq!((state.sheet_gates().len(), won(&state)), (2, None));
    assert_eq!(Eldritch::check_invariants(&state), Ok(()), "gates are conserved");
    state.advance_doom_now(1, &mut events);
    assert_eq!(won(&state), Some(false));
}

#[test]
fn example_37_starting_rumor_variant() {
    for seed in 0..12 {
        let config = Eldritch::config(&Options::players(4).with("starting-rumor", "yes")).expect("valid");
        let state = Eldritch::setup(&config, seed).expect("setup");
        let rumors: Vec<u8> = state
            .ongoing()
            .iter()
            .map(|&(card, _)| card)
            .filter(|&c| data::MYTHOS[usize::from(c)].traits.contains(&data::MythosTrait::Rumor))
            .collect();
        assert_eq!(rumors.len(), 1, "seed {seed}");
        assert_eq!(state.clue_locations().count(), 2, "no clues spawned for the Rumor (seed {seed})");
        let epic = |id: &str| {
            let kind = data::monster_index(id).expect("entered") as u8;
            state.monsters().iter().any(|m| m.kind == kind)
        };
        match data::MYTHOS[usize::from(rumors[0])].id {
            "the-wind-walker" => assert!(epic("wind-walker")),
            "lost-knowledge" => assert!(epic("tick-tock-men")),
            "web-between-worlds" => assert!(epic("spinner-of-webs")),
            _ => {}
        }
        assert_eq!(Eldritch::check_invariants(&state), Ok(()));
    }
}

fn rumor(state: &State, id: &str) -> Option<(u8, u8)> {
    state.ongoing().iter().copied().find(|&(card, _)| data::MYTHOS[usize::from(card)].id == id)
}

#[test]
fn derived_rumor_stars_aligned_advances_the_omen_until_solved() {
    let mut state = game(2, "azathoth");
    cast(&mut state, &["trish-scarborough", "lily-chen"]);
    let mut events = Vec::new();
    assert!(state.put_rumor_in_play("stars-aligned", &mut events));
    let (card, _) = rumor(&state, "stars-aligned").expect("in play");
    let omen = state.omen();
    state.reckoning_now(&mut events);
    assert_eq!(state.omen(), omen + 1);
    state.discard_possessions(0);
    state.give_clues(0, 1);
    state.move_to(0, "space-7");
    state.clear_monsters("space-7");
    state.start_encounter_phase(&mut events);
    assert!(legal(&state, 0).contains(&Action::Encounter(EncounterChoice::Rumor(card))));
    // Observation 4: four dice.
    state.rng_mut().rig_dice([6, 1, 1, 1]);
    act(&mut state, 0, Action::Encounter(EncounterChoice::Rumor(card)));
    act(&mut state, 0, Action::Keep);
    assert!(matches!(state.pending(), Some(Pending::RumorSpend { clues: 1, .. })), "{:?}", state.pending());
    act(&mut state, 0, Action::SolveRumor);
    assert_eq!(rumor(&state, "stars-aligned"), None);
    assert!(state.investigators()[0].clues.is_empty());
}

#[test]
fn derived_rumor_web_between_worlds_loses_when_its_tokens_run_out() {
    let mut state = game(2, "azathoth");
    for seat in 0..2 {
        state.discard_possessions(seat);
    }
    let mut events = Vec::new();
    assert!(state.put_rumor_in_play("web-between-worlds", &mut events));
    let spinner = data::monster_index("spinner-of-webs").expect("entered") as u8;
    assert!(state.monsters().iter().any(|m| m.kind == spinner && m.location == loc("space-9")));
    state.reckoning_now(&mut events);
    state.reckoning_now(&mut events);
    assert_eq!(rumor(&state, "web-between-worlds").map(|(_, tokens)| tokens), Some(1));
    // The group may pay 1 Clue (half of 2): the Lead Investigator decides, and the token stays.
    state.give_clues(1, 1);
    state.reckoning_now(&mut events);
    let lead = state.lead();
    assert!(legal(&state, lead).contains(&Action::Decline), "the group may decline to pay");
    act(&mut state, lead, Action::Pick(Answer::Pay));
    assert_eq!(rumor(&state, "web-between-worlds").map(|(_, tokens)| tokens), Some(1));
    assert!(state.investigators()[1].clues.is_empty());
    state.reckoning_now(&mut events);
    assert_eq!(won(&state), Some(false));
    assert_eq!(reason(&state), "an unstopped Rumor ended the game");
}

#[test]
fn derived_rumor_lost_knowledge_expires_and_takes_the_clues() {
    let mut state = game(2, "azathoth");
    let mut events = Vec::new();
    assert!(state.put_rumor_in_play("lost-knowledge", &mut events));
    state.give_clues(0, 2);
    for _ in 0..3 {
        state.reckoning_now(&mut events);
    }
    assert_eq!(rumor(&state, "lost-knowledge"), None, "solved when it expires");
    assert!(state.investigators().iter().all(|inv| inv.clues.is_empty()));
    assert_eq!(state.clue_locations().count(), 0);
    let tick = data::monster_index("tick-tock-men").expect("entered") as u8;
    assert!(!state.monsters().iter().any(|m| m.kind == tick), "its Epic monster leaves with it");
    assert_eq!(Eldritch::check_invariants(&state), Ok(()));
}

#[test]
fn derived_rumor_mysterious_lights_keeps_gates_open() {
    let mut state = game(1, "azathoth");
    let gate = state.gate_locations().next().expect("a gate");
    state.move_to(0, data::LOCATIONS[usize::from(gate)].id);
    let mut events = Vec::new();
    assert!(state.put_rumor_in_play("mysterious-lights", &mut events));
    state.resolve_effect_now(0, Effect::CloseGate, &mut events);
    assert!(state.gate_locations().any(|g| g == gate), "Gates cannot be closed");
}

#[test]
fn derived_azathoth_green_omen_token_advances_doom() {
    let mut state = game(2, "azathoth");
    let gates: Vec<u8> = state.gate_locations().collect();
    for gate in gates {
        state.close_gate_now(data::LOCATIONS[usize::from(gate)].id);
    }
    state.set_doom(15);
    let mut events = Vec::new();
    for _ in 0..3 {
        state.advance_omen_now(&mut events);
    }
    assert_eq!(state.doom(), 15, "no gates, not yet green");
    state.advance_omen_now(&mut events);
    assert_eq!(state.omen(), 0, "back on the green comet");
    assert_eq!(state.doom(), 14, "1 Eldritch token on the green space");
}

#[test]
fn derived_cthulhu_eldritch_tokens_delay_whoever_moves_onto_them() {
    let mut state = game(2, "cthulhu");
    cast(&mut state, &["lily-chen", "norman-withers"]);
    // Space 3 is a Sea space next to others; Lily waits there for the Reckoning.
    state.move_to(0, "space-3");
    // The Cthylla of "Watching the Stars" leaves: its Reckoning would ambush an investigator.
    state.clear_monsters("space-12");
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    assert_eq!(state.board_eldritch(), [loc("space-3")]);
    state.reckoning_now(&mut events);
    assert_eq!(state.board_eldritch().len(), 1, "not twice on one space");
    // Lily steps off, then travels back onto the token: Delayed (her actions end), 1 Sanity lost.
    let Some(Action::Travel { route }) =
        legal(&state, 0).into_iter().find(|a| matches!(a, Action::Travel { route } if route.len() == 1))
    else {
        panic!("space 3 has a neighbour");
    };
    state.move_to(0, data::LOCATIONS[usize::from(route[0])].id);
    let sanity = state.investigators()[0].sanity;
    act(&mut state, 0, Action::Travel { route: smallvec::smallvec![loc("space-3")] });
    assert_eq!(state.investigators()[0].location, loc("space-3"));
    assert_eq!(state.investigators()[0].sanity, sanity - 1);
    assert_eq!(state.pending(), Some(&Pending::Actions(1)), "no second action for the Delayed");
}

#[test]
fn derived_yog_sothoth_reckoning_costs_doom_or_a_spell() {
    let mut state = game(2, "yog-sothoth");
    cast(&mut state, &["lily-chen", "norman-withers"]);
    state.discard_possessions(0);
    let gate = state.gate_locations().next().expect("a gate");
    for seat in 0..2 {
        state.move_to(seat, data::LOCATIONS[usize::from(gate)].id);
    }
    assert_eq!(state.investigators()[1].spells.len(), 1, "Norman holds Feed the Mind");
    state.set_doom(10);
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    assert_eq!(state.doom(), 9, "Lily has no Spell: Doom advances; Norman discards his");
    assert!(state.investigators()[1].spells.is_empty());
}

#[test]
fn derived_shub_niggurath_reckoning_spawns_a_monster() {
    let mut state = game(2, "shub-niggurath");
    let monsters = state.monsters().len();
    state.set_doom(10);
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    assert_eq!(state.monsters().len(), monsters + 1);
    assert_eq!(state.doom(), 10, "fewer than 10 monsters");
    // Monsters with a Reckoning of their own (Doom rolls, ambushes) leave the board: only the
    // sheet's rule moves Doom here.
    let loud = |kind: u8| {
        let def = &data::MONSTERS[usize::from(kind)];
        def.cultist || !def.rules.reckoning.is_empty()
    };
    let clear_loud = |state: &mut State| {
        let spaces: Vec<u8> = state.monsters().iter().filter(|m| loud(m.kind)).map(|m| m.location).collect();
        for space in spaces {
            state.clear_monsters(data::LOCATIONS[usize::from(space)].id);
        }
    };
    clear_loud(&mut state);
    while state.monsters().len() < 9 {
        state.reckoning_now(&mut events);
        clear_loud(&mut state);
    }
    // The tenth: a random space, and a Monster without a Reckoning.
    let quiet = state.cup().iter().position(|&k| !loud(k)).expect("a quiet Monster in the cup");
    state.rng_mut().rig([0, quiet as u32]);
    let doom = state.doom();
    state.reckoning_now(&mut events);
    assert_eq!(state.doom(), doom - 2, "10 monsters: Doom advances by 2");
}

#[test]
fn example_16_simultaneous_win_and_loss() {
    // One effect, Mark Harrigan's "You and 1 Monster on your space each lose 1 Health", both
    // defeats the awakened Shub-Niggurath (the Final Mystery, with 3 Mysteries solved) and
    // defeats the last investigator (every player eliminated).
    let mut state = awakened(1, "shub-niggurath");
    cast(&mut state, &["mark-harrigan"]);
    state.move_to(0, "the-heart-of-africa");
    let mut events = Vec::new();
    for _ in 0..3 {
        state.solve_mystery_now(&mut events);
    }
    let shub = data::monster_index("shub-niggurath").expect("the Epic monster") as u8;
    let index = state.monsters().iter().position(|m| m.kind == shub).expect("spawned");
    state.damage_monster(index, 5);
    state.investigator_mut(0).health = 1;
    act(&mut state, 0, Action::Wound(index as u8));
    assert_eq!(state.investigators()[0].standing, Standing::Eliminated);
    assert_eq!(won(&state), Some(true), "a win and a loss at once are a win");
}

#[test]
fn derived_56_reckoning_order_sheet_then_ongoing_cards() {
    let mut state = game(2, "cthulhu");
    cast(&mut state, &["lily-chen", "norman-withers"]);
    state.move_to(0, "space-3");
    let mut events = Vec::new();
    assert!(state.put_rumor_in_play("stars-aligned", &mut events));
    let omen = state.omen();
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    let sheet = events
        .iter()
        .position(|e| *e == eldritch::Event::Note(eldritch::Note::EldritchOnSea))
        .expect("the Ancient One sheet's Reckoning");
    let rumor =
        events.iter().position(|e| matches!(e, eldritch::Event::Omen(_))).expect("the Rumor's Reckoning");
    assert!(sheet < rumor, "the Ancient One sheet first, then the Ongoing cards: {events:?}");
    assert_eq!(state.omen(), omen + 1);
}

#[test]
fn derived_rumor_return_of_the_ancient_ones_takes_a_defeated_monster_for_a_clue() {
    let mut state = game(2, "azathoth");
    cast(&mut state, &["mark-harrigan", "lily-chen"]);
    for seat in 0..2 {
        state.discard_possessions(seat);
    }
    let mut events = Vec::new();
    assert!(state.put_rumor_in_play("return-of-the-ancient-ones", &mut events));
    state.move_to(0, "space-19");
    state.move_to(1, "arkham");
    state.clear_monsters("space-19");
    state.clear_monsters("arkham");
    // A Zombie (printed toughness 2, >= 2 investigators) with synthetic values: no Will test.
    let stats = MonsterStats { will: None, horror: 0, strength: Some(0), damage: 0, toughness: 2 };
    state.place_monster("zombie", "space-19", Some(stats)).expect("a Zombie in the cup");
    state.give_clues(0, 1);
    let clues = state.investigators()[0].clues.len();
    let cup = state.cup().len();
    state.start_encounter_phase(&mut events);
    let dice = state.test_dice_for(0, Skill::Strength, 0);
    state.rng_mut().rig_dice(std::iter::repeat_n(6, usize::from(dice)));
    let fight = legal(&state, 0).into_iter().find(|a| matches!(a, Action::Fight(_))).expect("a fight");
    act(&mut state, 0, fight);
    while matches!(state.pending(), Some(Pending::Test(_))) {
        act(&mut state, 0, Action::Keep);
    }
    // "He may spend 1 Clue to place that Monster on this card."
    assert!(legal(&state, 0).contains(&Action::Decline), "{:?}", state.pending());
    act(&mut state, 0, Action::Pick(Answer::Pay));
    assert_eq!(state.investigators()[0].clues.len(), clues - 1);
    assert!(
        rumor(&state, "return-of-the-ancient-ones").is_none(),
        "toughness 2 >= 2 investigators solves it"
    );
    assert_eq!(state.cup().len(), cup + 1, "solving discards the Monster on the card to the cup");
    assert_eq!(Eldritch::check_invariants(&state), Ok(()));
}
