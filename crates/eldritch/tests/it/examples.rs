//! Rulebook examples (`shared/examples/eldritch.md`) and derived cases, with rigged dice.

use content::eldritch::{self as data, MonsterStats, MythosColor, Ticket};
use eldritch::{Action, Eldritch, Pending, State, location};
use smallvec::smallvec;
use tabletop_core::game::{Options, Outcome};
use tabletop_core::{ActionError, Game, Seat};

/// A fresh game with `players` against `ancient_one`, seed 3.
pub(crate) fn game(players: u8, ancient_one: &str) -> State {
    let config =
        Eldritch::config(&Options::players(players).with("ancient_one", ancient_one)).expect("valid options");
    Eldritch::setup(&config, 3).expect("setup")
}

/// Applies a legal action, or fails the test with the refusal.
pub(crate) fn act(state: &mut State, seat: u8, action: Action) {
    let mut events = Vec::new();
    if let Err(error) = Eldritch::apply(state, Seat(seat), &action, &mut events) {
        panic!("{action:?} was refused: {error}");
    }
}

/// Asserts that `action` is refused and changes nothing.
pub(crate) fn refused(state: &mut State, seat: u8, action: Action) {
    let before = state.clone();
    let mut events = Vec::new();
    assert!(matches!(Eldritch::apply(state, Seat(seat), &action, &mut events), Err(ActionError::Illegal(_))));
    assert_eq!(*state, before);
    assert!(events.is_empty());
}

pub(crate) fn legal(state: &State, seat: u8) -> Vec<Action> {
    let mut out = Vec::new();
    Eldritch::legal_actions(state, Seat(seat), &mut out);
    out
}

pub(crate) fn loc(id: &str) -> u8 {
    location(id).expect("location id")
}

/// Gives the seats these investigators, in seat order (no investigator twice).
pub(crate) fn cast(state: &mut State, ids: &[&str]) {
    for (seat, id) in ids.iter().enumerate() {
        assert!(state.set_investigator(seat as u8, id), "no investigator {id}");
    }
}

/// Whether the game is over and won.
pub(crate) fn won(state: &State) -> Option<bool> {
    match Eldritch::outcome(state) {
        Some(Outcome::Coop { won, .. }) => Some(won),
        _ => None,
    }
}

#[test]
fn example_01_mythos_deck_by_stage() {
    let state = game(4, "azathoth");
    let deck = state.mythos_deck();
    assert_eq!(deck.len(), 16);
    let colours = |cards: &[u8]| {
        let count =
            |c: MythosColor| cards.iter().filter(|&&m| data::MYTHOS[usize::from(m)].color == c).count();
        [count(MythosColor::Green), count(MythosColor::Yellow), count(MythosColor::Blue)]
    };
    // The top is the end of the vector: stage I is the last 4 cards, stage III the first 6.
    assert_eq!(colours(&deck[12..]), [1, 2, 1]);
    assert_eq!(colours(&deck[6..12]), [2, 3, 1]);
    assert_eq!(colours(&deck[..6]), [2, 4, 0]);
}

#[test]
fn example_02_starting_doom_and_omen() {
    let state = game(4, "azathoth");
    assert_eq!(state.doom(), 15);
    assert_eq!(state.omen(), 0, "the green comet");
    assert!(state.reserve().iter().all(Option::is_some));
    assert_eq!(state.gate_locations().count(), 1, "3-4 players spawn 1 gate");
    assert_eq!(state.clue_locations().count(), 2, "3-4 players spawn 2 clues");
    assert_eq!(Eldritch::check_invariants(&state), Ok(()));
}

#[test]
fn example_03_gate_spawn_brings_a_monster() {
    let mut state = game(4, "azathoth");
    let (gates, cup, stack) = (state.gate_locations().count(), state.cup().len(), state.gate_stack().len());
    let top = *state.gate_stack().last().expect("a gate");
    let mut events = Vec::new();
    state.spawn_gate_now(&mut events);
    let at = loc(data::GATES[usize::from(top)].location);
    assert_eq!(state.gate_locations().count(), gates + 1);
    assert_eq!(state.gate_stack().len(), stack - 1);
    assert_eq!(state.cup().len(), cup - 1);
    assert_eq!(state.monsters().last().map(|m| m.location), Some(at));
}

#[test]
fn example_04_silas_marsh_train_and_rest() {
    let mut state = game(2, "azathoth");
    assert!(state.set_investigator(0, "silas-marsh"));
    state.discard_possessions(0);
    state.move_to(0, "san-francisco");
    state.clear_monsters("arkham");
    state.clear_monsters("space-5");
    let max = state.investigators()[0].def().health;
    state.investigator_mut(0).train = 1;
    state.investigator_mut(0).health = max - 1;
    act(&mut state, 0, Action::Travel { route: smallvec![loc("space-5"), loc("arkham")] });
    let silas = &state.investigators()[0];
    assert_eq!((silas.location, silas.train, silas.ship), (loc("arkham"), 0, 0));
    act(&mut state, 0, Action::Rest);
    let silas = &state.investigators()[0];
    assert_eq!((silas.health, silas.sanity), (max, silas.def().sanity));
    assert_eq!(silas.actions, 2);
    assert_eq!(state.pending(), Some(&Pending::Actions(1)), "the investigator to his left acts");
}

/// Lily Chen with only a .38 Revolver, fighting the rulebook's example monster.
fn lily_in_combat() -> State {
    let mut state = game(1, "azathoth");
    assert!(state.set_investigator(0, "lily-chen"));
    state.discard_possessions(0);
    state.give_asset(0, "38-revolver");
    state.clear_monsters("shanghai");
    let stats = MonsterStats { will: Some(0), horror: 2, strength: Some(-1), damage: 1, toughness: 2 };
    state.place_monster("maniac", "shanghai", Some(stats)).expect("a Maniac in the cup");
    state
}

#[test]
fn example_09_combat_lily_chen() {
    let mut state = lily_in_combat();
    let (health, sanity) = (state.investigators()[0].health, state.investigators()[0].sanity);
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    let index =
        state.monsters().iter().position(|m| m.location == loc("shanghai")).expect("the monster") as u8;
    state.rng_mut().rig_dice([5, 2, 3, 6, 1, 2, 3, 4]);
    act(&mut state, 0, Action::Fight(index));
    assert_eq!(state.rng_mut().rigged_len(), 0, "3 Will dice, then 4 - 1 + 2 = 5 Strength dice");
    let lily = &state.investigators()[0];
    assert_eq!((lily.health, lily.sanity), (health, sanity - 1));
    let monster = state.monsters().iter().find(|m| m.location == loc("shanghai")).expect("still there");
    assert_eq!(monster.damage, 1);
    assert!(!matches!(state.pending(), Some(Pending::Encounter { .. })), "no other encounter while it lives");
}

#[test]
fn example_10_combat_kill_returns_monster_to_the_cup() {
    let mut state = lily_in_combat();
    let index = state.monsters().iter().position(|m| m.location == loc("shanghai")).expect("the monster");
    let kind = state.monsters()[index].kind;
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    // Round one as in example 9 leaves 1 damage; here we put it on directly.
    let cup = state.cup().iter().filter(|&&k| k == kind).count();
    state.rng_mut().rig_dice([5, 6, 1, 5, 1, 1, 1, 1, 5, 1, 1, 1, 1]);
    act(&mut state, 0, Action::Fight(index as u8));
    // First fight: 2 Will successes, 1 Strength success: damage 1.
    assert_eq!(state.monsters().iter().filter(|m| m.location == loc("shanghai")).count(), 1);
    let sanity = state.investigators()[0].sanity;
    assert_eq!(sanity, state.investigators()[0].def().sanity, "2 successes against Horror 2");
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    state.rng_mut().rig_dice([5, 6, 1]);
    act(&mut state, 0, Action::Fight(index as u8));
    assert!(state.monsters().iter().all(|m| m.location != loc("shanghai")), "lost Health 2 >= Toughness 2");
    assert_eq!(state.cup().iter().filter(|&&k| k == kind).count(), cup + 1);
    assert_eq!(state.pending(), Some(&Pending::Encounter { seat: 0, optional: true }));
}

#[test]
fn example_11_only_the_highest_weapon_bonus() {
    let mut state = game(1, "azathoth");
    state.discard_possessions(0);
    state.give_asset(0, "bull-whip");
    state.give_asset(0, "45-automatic");
    let strength = state.investigators()[0].def().skills[3];
    let dice = state.test_dice_for(0, content::eldritch::Skill::Strength, 0);
    assert_eq!(dice, u16::from(strength) + 3);
}

#[test]
fn example_12_debt_via_bank_loan() {
    let mut state = game(1, "azathoth");
    assert!(state.set_investigator(0, "lily-chen"));
    state.discard_possessions(0);
    state.clear_monsters("shanghai");
    state.rng_mut().rig_dice([5, 1]);
    act(&mut state, 0, Action::AcquireAssets);
    assert!(legal(&state, 0).contains(&Action::BankLoan), "{:?}", state.pending());
    act(&mut state, 0, Action::BankLoan);
    assert!(
        state.investigators()[0].conditions.iter().any(|&c| data::CONDITIONS[usize::from(c)].id == "debt")
    );
    assert!(matches!(state.pending(), Some(Pending::Acquire { successes: 3, .. })));
    let reserve = state.reserve();
    for action in legal(&state, 0) {
        if let Action::Buy(mask) = action {
            let cost: u8 = (0..4)
                .filter(|slot| mask & (1 << slot) != 0)
                .filter_map(|slot| reserve[slot])
                .map(|card| data::ASSETS[usize::from(card)].cost)
                .sum();
            assert!(cost <= 3, "Buy({mask}) costs {cost}");
        }
    }
}

#[test]
fn derived_39_rest_refused_with_a_monster() {
    let mut state = game(1, "azathoth");
    let here = state.investigators()[0].location;
    let id = data::LOCATIONS[usize::from(here)].id;
    state.place_monster("zombie", id, None).expect("a Zombie in the cup");
    state.investigator_mut(0).health = 2;
    refused(&mut state, 0, Action::Rest);
    assert_eq!(state.investigators()[0].actions, 0);
}

#[test]
fn derived_40_same_action_twice_and_a_third_action() {
    let mut state = game(1, "azathoth");
    assert!(state.set_investigator(0, "lily-chen"));
    state.clear_monsters("shanghai");
    state.investigator_mut(0).health = 2;
    act(&mut state, 0, Action::Rest);
    refused(&mut state, 0, Action::Rest);
    act(&mut state, 0, Action::Prepare { gain: Ticket::Train, discard: None });
    // Two actions used: the turn passed on.
    assert_ne!(state.pending(), Some(&Pending::Actions(0)));
}

#[test]
fn derived_43_ticket_must_match_the_path() {
    let mut state = game(1, "azathoth");
    state.discard_possessions(0);
    state.move_to(0, "san-francisco");
    state.investigator_mut(0).ship = 1;
    // San Francisco - Space 5 is a train path; Space 5 - Arkham is a train path: no Ship ticket.
    refused(&mut state, 0, Action::Travel { route: smallvec![loc("space-5"), loc("arkham")] });
    act(&mut state, 0, Action::Travel { route: smallvec![loc("space-1"), loc("space-19")] });
    assert_eq!((state.investigators()[0].location, state.investigators()[0].ship), (loc("space-19"), 0));
}

#[test]
fn derived_46_gate_spawn_with_exhausted_gates() {
    let mut state = game(1, "azathoth");
    let mut events = Vec::new();
    while !state.gate_stack().is_empty() {
        state.spawn_gate_now(&mut events);
    }
    state.set_doom(8);
    let cup = state.cup().len();
    state.spawn_gate_now(&mut events);
    assert_eq!(state.doom(), 7);
    assert_eq!(state.cup().len(), cup);
}

#[test]
fn derived_48_advance_omen_raises_doom_per_matching_gate() {
    let mut state = game(1, "azathoth");
    let mut events = Vec::new();
    while !state.gate_stack().is_empty() {
        state.spawn_gate_now(&mut events);
    }
    state.set_doom(15);
    let blue = data::GATES.iter().filter(|g| g.omen == content::eldritch::Omen::Blue).count() as u8;
    state.advance_omen_now(&mut events);
    assert_eq!(state.omen(), 1);
    assert_eq!(state.doom(), 15 - blue);
}

#[test]
fn derived_49_empty_mythos_deck_loses() {
    let mut state = game(1, "azathoth");
    state.empty_mythos_deck();
    let mut events = Vec::new();
    state.start_mythos_phase(&mut events);
    assert!(matches!(Eldritch::outcome(&state), Some(Outcome::Coop { won: false, .. })));
}

#[test]
fn derived_bad_options_name_the_field() {
    let error =
        Eldritch::config(&Options::players(2).with("ancient_one", "nyarlathotep")).expect_err("unknown");
    assert!(error.to_string().starts_with("option `ancient_one`"), "{error}");
    let error = Eldritch::config(&Options::players(9)).expect_err("too many");
    assert!(error.to_string().starts_with("players: 9"), "{error}");
}
