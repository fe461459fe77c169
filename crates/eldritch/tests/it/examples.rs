//! Rulebook examples (`shared/examples/eldritch.md`) and derived cases, with rigged dice.

use content::eldritch::{self as data, Effect, MonsterStats, MythosColor, Skill, Ticket};
use eldritch::{Action, Answer, Eldritch, EncounterChoice, Event, Pending, Standing, State, location};
use smallvec::smallvec;
use tabletop_core::game::{Options, Outcome};
use tabletop_core::{Game, Seat, testing};

/// How actions name a held Spell or Condition (`deck`'s card `card`): its code by face, the
/// first index of its name, whichever copy is held.
pub(crate) fn face_code(deck: data::CardDeck, card: u8) -> u16 {
    let defs = match deck {
        data::CardDeck::Asset => data::ASSETS,
        data::CardDeck::Artifact => data::ARTIFACTS,
        data::CardDeck::Spell => data::SPELLS,
        data::CardDeck::Condition => data::CONDITIONS,
    };
    let id = defs[usize::from(card)].id;
    let first = defs.iter().position(|def| def.id == id).expect("its own entry");
    (deck as u16) << 8 | first as u16
}

/// A fresh game with `players` against `ancient_one`, seed 3.
pub(crate) fn game(players: u8, ancient_one: &str) -> State {
    let config =
        Eldritch::config(&Options::players(players).with("ancient-one", ancient_one)).expect("valid options");
    Eldritch::setup(&config, 3).expect("setup")
}

/// Applies a listed, legal action, or fails the test with the refusal.
pub(crate) fn act(state: &mut State, seat: u8, action: Action) {
    testing::act::<Eldritch>(state, Seat(seat), action);
}

/// Asserts that `action` is refused and changes nothing.
pub(crate) fn refused(state: &mut State, seat: u8, action: Action) {
    testing::refuse::<Eldritch>(state, Seat(seat), action);
}

pub(crate) fn legal(state: &State, seat: u8) -> Vec<Action> {
    testing::legal::<Eldritch>(state, Seat(seat))
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

#[test]
fn example_07_failed_test_no_spell() {
    let mut state = game(2, "azathoth");
    assert!(state.set_investigator(0, "lily-chen"));
    state.discard_possessions(0);
    state.move_to(0, "shanghai");
    state.clear_monsters("shanghai");
    // The rulebook's "Mysterious Tome" is the Arcane Tome: "When you Rest, you may test Lore. If
    // you pass, gain 1 Spell."
    state.give_asset(0, "arcane-tome");
    state.investigator_mut(0).health = 3;
    state.investigator_mut(0).sanity = 3;
    let spells_before = state.investigators()[0].spells.len();
    act(&mut state, 0, Action::Rest);
    // Rest first recovers 1 Health and 1 Sanity; then the Tome asks.
    state.rng_mut().rig_dice([1, 3]);
    let yes = legal(&state, 0).into_iter().find(|a| matches!(a, Action::Pick(_))).expect("test Lore");
    let events = act_events(&mut state, 0, yes);
    let rolled = events
        .iter()
        .find_map(|e| match e {
            Event::Rolled { seat: 0, skill: Skill::Lore, faces } => Some(faces.to_vec()),
            _ => None,
        })
        .expect("a Lore roll");
    assert_eq!(rolled, [1, 3], "exactly 2 dice (Lore 2, no bonus)");
    assert!(events.contains(&Event::TestResult { seat: 0, successes: 0 }), "0 successes: a fail");
    assert_eq!(state.investigators()[0].spells.len(), spells_before, "no Spell");
    assert_eq!(state.rng_mut().rigged_len(), 0);
    let lily = &state.investigators()[0];
    assert_eq!((lily.health, lily.sanity), (4, 4), "Rest recovered 1 Health and 1 Sanity");
}

#[test]
fn example_17_as_an_encounter_waits_for_the_combat() {
    // "As an encounter" (a Rumor's) is one of the encounters chosen after combat: with a Monster
    // on the space, the combat comes first; the Rumor is offered only if no Monster survives.
    for survives in [true, false] {
        let mut state = game(2, "azathoth");
        cast(&mut state, &["trish-scarborough", "lily-chen"]);
        let mut events = Vec::new();
        assert!(state.put_rumor_in_play("stars-aligned", &mut events));
        let card = state
            .ongoing()
            .iter()
            .find(|&&(c, _)| data::MYTHOS[usize::from(c)].id == "stars-aligned")
            .map(|&(c, _)| c)
            .expect("in play");
        state.discard_possessions(0);
        state.move_to(0, "space-7");
        state.clear_monsters("space-7");
        let stats = MonsterStats { will: None, horror: 0, strength: Some(0), damage: 1, toughness: 2 };
        let index = state.place_monster("cultist", "space-7", Some(stats)).expect("a Cultist");
        state.start_encounter_phase(&mut events);
        assert_eq!(state.pending(), Some(&Pending::Fight(0)), "the combat comes first");
        assert!(!legal(&state, 0).contains(&Action::Encounter(EncounterChoice::Rumor(card))));
        // Two successes defeat it (toughness 2); none leave it standing.
        let dice = usize::from(state.test_dice_for(0, Skill::Strength, 0));
        let hits = if survives { 0 } else { 2 };
        state.rng_mut().rig_dice((0..dice).map(|i| if i < hits { 6 } else { 1 }));
        act(&mut state, 0, Action::Fight(index as u8));
        assert_eq!(state.rng_mut().rigged_len(), 0);
        let offered = legal(&state, 0).contains(&Action::Encounter(EncounterChoice::Rumor(card)));
        assert_eq!(offered, !survives, "the Rumor is offered only once no Monster remains");
        if survives {
            assert_ne!(state.pending(), Some(&Pending::Encounter { seat: 0, optional: true }));
        }
    }
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
    // In combat only the highest weapon bonus counts: +3, not +1, not +4.
    assert_eq!(state.combat_dice_for(0, Skill::Strength, 0), u16::from(strength) + 3);
    // The weapons' bonuses are "during Combat Encounters" only.
    assert_eq!(state.test_dice_for(0, Skill::Strength, 0), u16::from(strength));
    // In a real combat the Bull Whip's reroll is still offered after the roll.
    let here = data::LOCATIONS[usize::from(state.investigators()[0].location)].id;
    state.clear_monsters(here);
    let stats = MonsterStats { will: None, horror: 0, strength: Some(0), damage: 1, toughness: 9 };
    state.place_monster("ghoul", here, Some(stats)).expect("a Ghoul in the cup");
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    state.rng_mut().rig_dice(std::iter::repeat_n(1, usize::from(strength) + 3));
    let fight = legal(&state, 0).into_iter().find(|a| matches!(a, Action::Fight(_))).expect("the fight");
    act(&mut state, 0, fight);
    let whip = legal(&state, 0).into_iter().find(|a| matches!(a, Action::CardReroll(_)));
    assert!(whip.is_some(), "the Bull Whip's reroll: {:?}", legal(&state, 0));
    if let Some(Pending::Test(test)) = state.pending() {
        assert_eq!(test.roll.faces().len(), usize::from(strength) + 3, "3 + 3 dice rolled");
    }
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
        Eldritch::config(&Options::players(2).with("ancient-one", "nyarlathotep")).expect_err("unknown");
    assert!(error.to_string().starts_with("option `ancient-one`"), "{error}");
    let error = Eldritch::config(&Options::players(9)).expect_err("too many");
    assert!(error.to_string().starts_with("players: 9"), "{error}");
}

#[test]
fn derived_players_pick_their_investigators() {
    let options = Options::players(3).with("investigators", "lily-chen,akachi-onyele");
    let config = Eldritch::config(&options).expect("valid");
    let state = Eldritch::setup(&config, 5).expect("setup");
    let ids: Vec<&str> = state.investigators().iter().map(|inv| inv.def().id).collect();
    assert_eq!(&ids[..2], ["lily-chen", "akachi-onyele"]);
    assert!(!ids[..2].contains(&ids[2]), "the third seat is dealt from the rest: {ids:?}");
    let start =
        |id: &str| state.investigators().iter().find(|inv| inv.def().id == id).map(|inv| inv.location);
    assert_eq!(
        start("akachi-onyele"),
        location(
            content::eldritch::INVESTIGATORS.iter().find(|d| d.id == "akachi-onyele").map_or("", |d| d.start)
        )
    );
    let twice = Eldritch::config(&Options::players(2).with("investigators", "lily-chen,lily-chen"));
    assert!(twice.expect_err("twice").to_string().contains("picked twice"));
    let unknown = Eldritch::config(&Options::players(2).with("investigators", "lily-chan"));
    assert!(unknown.expect_err("unknown").to_string().starts_with("option `investigators`"));
    let many = Eldritch::config(&Options::players(1).with("investigators", "lily-chen,akachi-onyele"));
    assert!(many.expect_err("too many").to_string().contains("2 investigators for 1 players"));
}

/// Applies a legal action and returns its events.
fn act_events(state: &mut State, seat: u8, action: Action) -> Vec<Event> {
    let mut events = Vec::new();
    if let Err(error) = Eldritch::apply(state, Seat(seat), &action, &mut events) {
        panic!("{action:?} was refused: {error}");
    }
    events
}

#[test]
fn example_06_choosing_the_encounter_deck_in_a_city() {
    // A game in which Arkham has no clue, gate, expedition or rumor.
    let mut state = (0..64)
        .map(|seed| {
            let config = Eldritch::config(&Options::players(1)).expect("valid");
            Eldritch::setup(&config, seed).expect("setup")
        })
        .find(|state| {
            let arkham = loc("arkham");
            !state.clue_locations().any(|l| l == arkham)
                && !state.gate_locations().any(|l| l == arkham)
                && Eldritch::view(state, Seat(0)).expedition != Some(arkham)
        })
        .expect("a quiet Arkham");
    state.move_to(0, "arkham");
    state.clear_monsters("arkham");
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    let choices: Vec<Action> = legal(&state, 0);
    assert_eq!(
        choices,
        [Action::Encounter(EncounterChoice::General), Action::Encounter(EncounterChoice::Regional)]
    );
    let events = act_events(&mut state, 0, Action::Encounter(EncounterChoice::Regional));
    let card = events
        .iter()
        .find_map(|e| match e {
            Event::Encounter { card, .. } => Some(*card),
            _ => None,
        })
        .expect("a card drawn");
    let def = &data::ENCOUNTERS[usize::from(card)];
    assert_eq!(def.deck, data::EncounterDeck::America);
    let section = def
        .sections
        .iter()
        .position(|s| s.at == data::SectionAt::Location("arkham"))
        .expect("an Arkham section") as u8;
    assert!(events.contains(&Event::EncounterText { card, section }), "the Arkham section is resolved");
}

#[test]
fn example_14_effect_applies_once_per_trigger() {
    // The King James Bible: "When you Rest, recover 1 additional Sanity" (the core card with
    // such a Rest bonus).
    let mut state = game(1, "azathoth");
    cast(&mut state, &["jim-culver"]);
    state.discard_possessions(0);
    state.give_asset(0, "king-james-bible");
    state.clear_monsters("space-6");
    state.investigator_mut(0).sanity = 3;
    let health = state.investigators()[0].def().health;
    act(&mut state, 0, Action::Rest);
    let jim = &state.investigators()[0];
    assert_eq!((jim.health, jim.sanity), (health, 5), "1 + 1 Sanity, once");
}

#[test]
fn example_18_detained_replaces_the_encounter_even_with_monsters() {
    let mut state = game(1, "azathoth");
    cast(&mut state, &["lily-chen"]);
    state.clear_monsters("shanghai");
    state.place_monster("zombie", "shanghai", None).expect("a Zombie");
    state.place_monster("ghoul", "shanghai", None).expect("a Ghoul");
    let mut events = Vec::new();
    state.give_condition(0, "detained", &mut events);
    state.start_encounter_phase(&mut events);
    // The back of Detained is resolved instead of any encounter (each back: spend a Clue or
    // test, then discard the card); answer whatever it asks.
    for _ in 0..10 {
        match state.pending() {
            Some(Pending::Fight(_) | Pending::Encounter { .. }) => panic!("no combat, no encounter"),
            Some(Pending::Test(_)) => act(&mut state, 0, Action::Keep),
            Some(Pending::Pick { .. }) => act(&mut state, 0, Action::Decline),
            _ => break,
        }
    }
    assert_eq!(state.monsters().iter().filter(|m| m.location == loc("shanghai")).count(), 2);
    assert!(
        !state.investigators()[0]
            .conditions
            .iter()
            .any(|&c| data::CONDITIONS[usize::from(c)].id == "detained"),
        "the back was resolved and ends by discarding Detained"
    );
}

#[test]
fn example_19_detained_forbids_all_movement() {
    let mut state = game(2, "azathoth");
    cast(&mut state, &["silas-marsh", "akachi-onyele"]);
    let route = legal(&state, 0).into_iter().find(|a| matches!(a, Action::Travel { .. })).expect("a route");
    let mut events = Vec::new();
    state.give_condition(0, "detained", &mut events);
    let actions = legal(&state, 0);
    assert!(!actions.iter().any(|a| matches!(a, Action::Travel { .. } | Action::Sail(_))), "{actions:?}");
    refused(&mut state, 0, route);
}

#[test]
fn example_21_extra_dice_are_rolled_with_the_test() {
    // Lola Hayes's once-per-round die joins the first test on her space before the roll.
    let mut state = game(2, "azathoth");
    cast(&mut state, &["jim-culver", "lola-hayes"]);
    state.discard_possessions(0);
    state.move_to(0, "tokyo");
    state.clear_monsters("tokyo");
    state.rng_mut().rig_dice([1, 1, 1, 1]);
    act(&mut state, 0, Action::AcquireAssets);
    assert_eq!(state.rng_mut().rigged_len(), 0, "Influence 3 + 1 die");
    let late: Vec<Action> = legal(&state, 0);
    assert_eq!(late, [Action::BankLoan, Action::Keep], "no die can be added after the roll");
    act(&mut state, 0, Action::Keep);
    act(&mut state, 0, Action::BuyNothing);
    // Once per round: Jim's combat Will test rolls Will 3 + his own combat die, not Lola's.
    let stats = MonsterStats { will: Some(0), horror: 0, strength: None, damage: 0, toughness: 1 };
    let index = state.place_monster("zombie", "tokyo", Some(stats)).expect("a Zombie");
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    state.rng_mut().rig_dice([1, 1, 1, 1, 1]);
    act(&mut state, 0, Action::Fight(index as u8));
    assert_eq!(state.rng_mut().rigged_len(), 1, "4 dice");
}

#[test]
fn example_38_solo_uses_the_one_two_player_reference_card() {
    let team = |state: &State| {
        let (assets, artifacts) = state.boxed_cards();
        let mut ids: Vec<&str> = assets.iter().map(|&c| data::ASSETS[usize::from(c)].id).collect();
        ids.extend(artifacts.iter().map(|&c| data::ARTIFACTS[usize::from(c)].id));
        ids
    };
    assert!(team(&game(2, "azathoth")).is_empty());
    let mut state = game(1, "azathoth");
    let boxed = team(&state);
    assert!(boxed.contains(&"delivery-service") && boxed.contains(&"mi-go-brain-case"), "{boxed:?}");
    assert!(boxed.iter().all(|id| {
        let traits = data::ASSETS
            .iter()
            .chain(data::ARTIFACTS)
            .find(|card| card.id == *id)
            .map_or(&[][..], |card| card.traits);
        traits.contains(&data::Trait::Teamwork)
    }));
    assert_eq!(state.gate_locations().count(), 1);
    assert_eq!(state.clue_locations().count(), 1);
    let mut events = Vec::new();
    while !state.gate_stack().is_empty() {
        state.spawn_gate_now(&mut events);
    }
    let omen = data::OMEN_TRACK.spaces[usize::from(state.omen())];
    let matching: Vec<u8> = data::GATES.iter().filter(|g| g.omen == omen).map(|g| loc(g.location)).collect();
    let before = state.monsters().len();
    state.monster_surge_now(&mut events);
    assert_eq!(state.monsters().len(), before + matching.len(), "1 monster per matching gate");
}

#[test]
fn derived_41_acquire_assets_refusals_and_taking_no_card() {
    let mut state = game(3, "azathoth");
    cast(&mut state, &["leo-anderson", "lily-chen", "norman-withers"]);
    state.move_to(0, "the-amazon");
    state.clear_monsters("the-amazon");
    state.clear_monsters("shanghai");
    state.place_monster("zombie", "shanghai", None).expect("a Zombie");
    let x = legal(&state, 0);
    assert!(!x.contains(&Action::AcquireAssets) && !x.iter().any(|a| matches!(a, Action::Prepare { .. })));
    act(&mut state, 0, Action::EndTurn);
    let y = legal(&state, 1);
    assert!(!y.contains(&Action::AcquireAssets), "a monster is here");
    assert!(y.iter().any(|a| matches!(a, Action::Prepare { .. })), "Prepare for Travel is allowed");
    act(&mut state, 1, Action::EndTurn);
    // Norman (Influence 1) in Arkham rolls one die: one success buys nothing dearer than 1.
    state.clear_monsters("arkham");
    state.discard_possessions(2);
    state.rng_mut().rig_dice([6]);
    act(&mut state, 2, Action::AcquireAssets);
    act(&mut state, 2, Action::Keep);
    let reserve = state.reserve();
    let affordable = reserve.iter().flatten().any(|&c| data::ASSETS[usize::from(c)].cost <= 1);
    assert_eq!(legal(&state, 2).iter().any(|a| matches!(a, Action::Buy(_))), affordable);
    let old = reserve[3].expect("a Reserve card");
    act(&mut state, 2, Action::DiscardReserve(3));
    assert!(state.asset_discard().contains(&old));
    assert!(state.reserve()[3].is_some(), "refilled after the action");
    assert!(state.investigators()[2].assets.is_empty());
}

#[test]
fn derived_42_ticket_limit_and_prepare_for_travel() {
    let mut state = game(1, "azathoth");
    // A City touched by both a train and a ship path.
    let both = ["arkham", "london", "rome", "san-francisco", "sydney", "tokyo", "shanghai", "istanbul"]
        .into_iter()
        .find(|id| {
            let mut s = state.clone();
            s.move_to(0, id);
            s.investigator_mut(0).train = 0;
            let l = legal(&s, 0);
            l.contains(&Action::Prepare { gain: Ticket::Train, discard: None })
                && l.contains(&Action::Prepare { gain: Ticket::Ship, discard: None })
        })
        .expect("a port with a railway");
    state.move_to(0, both);
    state.investigator_mut(0).train = 2;
    state.investigator_mut(0).ship = 0;
    let prepares: Vec<Action> =
        legal(&state, 0).into_iter().filter(|a| matches!(a, Action::Prepare { .. })).collect();
    assert_eq!(
        prepares,
        [
            Action::Prepare { gain: Ticket::Train, discard: Some(Ticket::Train) },
            Action::Prepare { gain: Ticket::Ship, discard: Some(Ticket::Train) }
        ]
    );
    act(&mut state, 0, Action::Prepare { gain: Ticket::Ship, discard: Some(Ticket::Train) });
    assert_eq!((state.investigators()[0].train, state.investigators()[0].ship), (1, 1));
}

#[test]
fn derived_44_minimum_one_die_and_large_pools() {
    let mut state = game(2, "azathoth");
    cast(&mut state, &["lily-chen", "mark-harrigan"]);
    state.discard_possessions(1);
    // Lily: Observation 2, testing -3: at least 1 die.
    assert_eq!(state.test_dice_for(0, Skill::Observation, -3), 1);
    // Mark: Strength 4 + 2 improvements + the Bull Whip's 1 (in combat).
    state.investigator_mut(1).improve[Skill::Strength as usize] = 2;
    state.give_asset(1, "bull-whip");
    assert_eq!(state.combat_dice_for(1, Skill::Strength, 0), 7);
}

#[test]
fn derived_47_monster_surge_on_matching_gates() {
    let mut state = game(4, "azathoth");
    let mut events = Vec::new();
    for _ in 0..5 {
        state.spawn_gate_now(&mut events);
    }
    let omen = data::OMEN_TRACK.spaces[usize::from(state.omen())];
    let gates: Vec<u8> = state.gate_locations().collect();
    let count = |state: &State, at: u8| state.monsters().iter().filter(|m| m.location == at).count();
    let before: Vec<usize> = gates.iter().map(|&g| count(&state, g)).collect();
    let matching = |at: u8| data::GATES.iter().any(|g| loc(g.location) == at && g.omen == omen);
    let stack = state.gate_stack().len();
    state.monster_surge_now(&mut events);
    if gates.iter().any(|&g| matching(g)) {
        for (i, &g) in gates.iter().enumerate() {
            let expected = before[i] + if matching(g) { 2 } else { 0 };
            assert_eq!(count(&state, g), expected, "4 players: 2 per matching gate");
        }
        assert_eq!(state.gate_stack().len(), stack);
    } else {
        assert_eq!(state.gate_stack().len(), stack - 1, "no match: a gate spawns instead");
    }
}

#[test]
fn derived_50_defeated_investigator() {
    let mut state = game(3, "azathoth");
    cast(&mut state, &["lily-chen", "jim-culver", "norman-withers"]);
    state.set_doom(9);
    let mut events = Vec::new();
    state.give_condition(0, "debt", &mut events);
    state.give_clues(0, 2);
    state.investigator_mut(0).health = 1;
    let conditions = state.investigators().iter().map(|i| i.conditions.len()).sum::<usize>();
    assert_eq!(conditions, 1);
    state.resolve_effect_now(0, Effect::LoseHealth(1), &mut events);
    assert_eq!(state.doom(), 8);
    let lily = &state.investigators()[0];
    assert_eq!(lily.standing, Standing::Replacing);
    assert!(lily.clues.is_empty() && lily.conditions.is_empty() && lily.assets.is_empty());
    assert_eq!(state.lead(), 1, "the Lead Investigator token passed on");
    assert_eq!(
        Eldritch::check_invariants(&state),
        Ok(()),
        "Debt went back to its deck, Clues to the discard"
    );
}

#[test]
fn derived_52_spell_draws_skip_spells_already_held() {
    let mut state = game(1, "azathoth");
    state.discard_possessions(0);
    let mut events = Vec::new();
    for _ in 0..30 {
        state.resolve_effect_now(0, Effect::GainSpell(None), &mut events);
    }
    let mut ids: Vec<&str> =
        state.investigators()[0].spells.iter().map(|&s| data::SPELLS[usize::from(s)].id).collect();
    let held = ids.len();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), held, "never two copies of one Spell");
    assert_eq!(held, 10, "every Spell once");
}

#[test]
fn derived_53_delayed_investigators_stand_up_instead_of_acting() {
    let mut state = game(2, "azathoth");
    state.investigator_mut(1).delayed = true;
    act(&mut state, 0, Action::EndTurn);
    assert!(!matches!(state.pending(), Some(Pending::Actions(1))), "no actions for the Delayed");
    assert!(!state.investigators()[1].delayed, "stood up");
    assert_eq!(state.investigators()[1].actions, 0);
}

#[test]
fn derived_55_epic_monsters_go_to_the_box() {
    let mut state = game(1, "azathoth");
    cast(&mut state, &["mark-harrigan"]);
    state.discard_possessions(0);
    state.clear_monsters("space-14");
    let stats = MonsterStats { will: Some(0), horror: 0, strength: Some(0), damage: 0, toughness: 4 };
    let epic = state.place_monster("cthylla", "space-14", Some(stats)).expect("an Epic monster");
    state.damage_monster(epic, 2);
    let kind = state.monsters()[epic].kind;
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    // Will 4: four dice; Strength 4: four dice, two successes.
    state.rng_mut().rig_dice([1, 1, 1, 1, 5, 6, 1, 1]);
    act(&mut state, 0, Action::Fight(epic as u8));
    assert!(!state.monsters().iter().any(|m| m.kind == kind), "lost Health 4 >= Toughness 4");
    assert!(!state.cup().contains(&kind), "never into the cup");
}

#[test]
fn derived_55_epic_monsters_are_not_discarded_by_effects() {
    let mut state = game(1, "azathoth");
    cast(&mut state, &["diana-stanley"]);
    state.clear_monsters("space-7");
    state.place_monster("cultist", "space-7", None).expect("a Cultist");
    state.place_monster("cthylla", "space-7", None).expect("an Epic monster");
    act(&mut state, 0, Action::Cultists(None));
    let here: Vec<&str> = state
        .monsters()
        .iter()
        .filter(|m| m.location == loc("space-7"))
        .map(|m| data::MONSTERS[usize::from(m.kind)].id)
        .collect();
    assert_eq!(here, ["cthylla"]);
}

#[test]
fn derived_58_scoring() {
    let mut state = game(4, "azathoth");
    cast(&mut state, &["lily-chen", "mark-harrigan", "jim-culver", "leo-anderson"]);
    let mut events = Vec::new();
    while state.gate_locations().count() < 3 {
        state.spawn_gate_now(&mut events);
    }
    for location in data::LOCATIONS {
        state.clear_monsters(location.id);
    }
    let kinds: Vec<u8> = state.cup()[..7].to_vec();
    for (kind, at) in
        kinds.into_iter().zip(["arkham", "rome", "tokyo", "london", "sydney", "shanghai", "istanbul"])
    {
        state.place_monster(data::MONSTERS[usize::from(kind)].id, at, None).expect("in the cup");
    }
    assert_eq!(state.monsters().len(), 7);
    for seat in 0..4 {
        state.discard_possessions(seat);
    }
    state.give_clues(0, 3);
    state.give_clues(1, 1);
    for (seat, condition) in [(0, "cursed"), (1, "dark-pact"), (2, "blessed"), (3, "blessed")] {
        state.give_condition(seat, condition, &mut events);
    }
    assert!(state.put_rumor_in_play("stars-aligned", &mut events));
    state.set_doom(6);
    // 3 + ceil(7/3) + 1 + 1 + 3 - ceil(4/3) - 2 - 6.
    assert_eq!(state.score(), 1);
}

/// Draws random Spells for `seat` until it holds the one with `id`; its card index.
/// The card code (deck 0 in the high byte) of the Asset `id` that `seat` holds.
fn asset_code(state: &State, seat: u8, id: &str) -> u16 {
    let card = state.investigators()[usize::from(seat)]
        .assets
        .iter()
        .copied()
        .find(|&a| data::ASSETS[usize::from(a)].id == id)
        .expect("the Asset is held");
    u16::from(card)
}

/// Applies a legal action, keeping its events.
fn apply_events(state: &mut State, seat: u8, action: Action, events: &mut Vec<Event>) {
    if let Err(error) = Eldritch::apply(state, Seat(seat), &action, events) {
        panic!("{action:?} was refused: {error}");
    }
}

fn draw_spell_until(state: &mut State, seat: u8, id: &str) -> u16 {
    let mut events = Vec::new();
    for _ in 0..20 {
        let held = state.investigators()[usize::from(seat)]
            .spells
            .iter()
            .copied()
            .find(|&s| data::SPELLS[usize::from(s)].id == id);
        if let Some(card) = held {
            return u16::from(card);
        }
        state.resolve_effect_now(seat, Effect::GainSpell(None), &mut events);
    }
    panic!("no {id} in the Spell deck");
}

#[test]
fn example_05_two_different_component_actions_in_one_round() {
    let mut state = game(1, "azathoth");
    cast(&mut state, &["lily-chen"]);
    state.discard_possessions(0);
    state.give_asset(0, "cat-burglar");
    let code = asset_code(&state, 0, "cat-burglar");
    act(&mut state, 0, Action::Convert { spend_health: true, amount: 1 });
    assert!(
        !legal(&state, 0).iter().any(|a| matches!(a, Action::Convert { .. })),
        "her sheet's Action is spent"
    );
    // The Cat Burglar's Action: roll 1 die (a 2: nothing happens).
    state.rng_mut().rig_dice([2]);
    act(&mut state, 0, Action::UseCard(code));
    assert_eq!(state.investigators()[0].actions, 2, "both components' Actions were accepted");
    refused(&mut state, 0, Action::Convert { spend_health: true, amount: 1 });
}

#[test]
fn example_13_component_action_locked_after_trade() {
    let mut state = game(2, "azathoth");
    cast(&mut state, &["diana-stanley", "lily-chen"]);
    state.discard_possessions(0);
    state.discard_possessions(1);
    let here = data::LOCATIONS[usize::from(state.investigators()[0].location)].id;
    state.move_to(1, here);
    state.give_asset(0, "cat-burglar");
    let code = asset_code(&state, 0, "cat-burglar");
    state.rng_mut().rig_dice([2]);
    act(&mut state, 0, Action::UseCard(code));
    act(&mut state, 0, Action::Trade { with: 1, item: eldritch::Item::Asset(code & 0xff) });
    assert!(state.investigators()[1].assets.contains(&((code & 0xff) as u8)));
    assert_eq!(state.pending(), Some(&Pending::Actions(1)));
    refused(&mut state, 1, Action::UseCard(code));
}

#[test]
fn example_08_other_world_encounter_failed() {
    let mut state = game(1, "azathoth");
    cast(&mut state, &["silas-marsh"]);
    state.discard_possessions(0);
    let gate = state.gate_locations().next().expect("a gate");
    let id = data::LOCATIONS[usize::from(gate)].id;
    state.move_to(0, id);
    state.clear_monsters(id);
    // "Observation -1": Silas's Observation 3 rolls 2 dice.
    assert!(state.stack_encounter("other-world-7"));
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    state.rng_mut().rig_dice([2, 4]);
    let events = act_events(&mut state, 0, Action::Encounter(EncounterChoice::OtherWorld));
    assert_eq!(state.rng_mut().rigged_len(), 0, "2 dice");
    assert!(events.contains(&Event::TestResult { seat: 0, successes: 0 }));
    assert!(state.gate_locations().any(|g| g == gate), "the gate is not closed");
    assert_eq!(state.investigators()[0].location, gate, "his figure never left");
}

#[test]
fn derived_45_clue_reroll_keeps_the_newest_result() {
    let mut state = game(1, "azathoth");
    cast(&mut state, &["lily-chen"]);
    state.discard_possessions(0);
    state.give_clues(0, 2);
    state.clear_monsters("shanghai");
    // Influence 2: [4, 3]; the 3 becomes a 2, then the 2 becomes a 1.
    state.rng_mut().rig_dice([4, 3, 2, 1]);
    act(&mut state, 0, Action::AcquireAssets);
    act(&mut state, 0, Action::Reroll);
    act(&mut state, 0, Action::Reroll);
    assert!(state.investigators()[0].clues.is_empty());
    act(&mut state, 0, Action::Keep);
    assert!(matches!(state.pending(), Some(Pending::Acquire { successes: 0, .. })), "[4, 1]: a fail");
    assert_eq!(Eldritch::check_invariants(&state), Ok(()), "both Clues are in the clue discard");
}

#[test]
fn derived_54_ambush() {
    // "A monster ambushes you. Then gain 1 Clue."
    static CARD: [Effect; 2] = [
        Effect::Fight(&data::FightDef { monster: None, spawn: false, defeated: &[], undefeated: &[] }),
        Effect::GainClue(1),
    ];
    // Two players, so the phase stops at the second investigator's encounter.
    let mut state = game(2, "cthulhu");
    cast(&mut state, &["mark-harrigan", "lily-chen"]);
    state.discard_possessions(0);
    state.move_to(0, "arkham");
    state.clear_monsters("arkham");
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    let (cup, board) = (state.cup().len(), state.monsters().len());
    let clues = state.investigators()[0].clues.len();
    // The ambusher is the cup's first token; every die fails.
    state.rng_mut().rig([0]);
    state.rng_mut().rig_dice([1; 12]);
    state.interrupt_with_effects(0, &CARD, &mut events);
    while matches!(state.pending(), Some(Pending::Test(_))) {
        act(&mut state, 0, Action::Keep);
    }
    assert_eq!(state.cup().len(), cup, "the ambusher went back to the cup, damage and all");
    assert_eq!(state.monsters().len(), board, "and was not placed on the board");
    assert_eq!(state.investigators()[0].clues.len(), clues + 1, "the rest of the effect: gain 1 Clue");
}

#[test]
fn derived_57_expedition_token_follows_the_deck() {
    let mut state = game(1, "azathoth");
    cast(&mut state, &["mark-harrigan"]);
    let here = Eldritch::view(&state, Seat(0)).expedition.expect("an Active Expedition");
    let id = data::LOCATIONS[usize::from(here)].id;
    let current = data::ENCOUNTERS
        .iter()
        .find(|e| e.deck == data::EncounterDeck::Expedition && e.location == Some(id))
        .expect("a card for it")
        .id;
    assert!(state.stack_encounter("expedition-10"), "a Himalayas card");
    assert!(state.stack_encounter(current), "on top of it, one for the active expedition");
    state.move_to(0, id);
    state.clear_monsters(id);
    let mut events = Vec::new();
    state.start_encounter_phase(&mut events);
    act(&mut state, 0, Action::Encounter(EncounterChoice::Expedition));
    assert_eq!(Eldritch::view(&state, Seat(0)).expedition, Some(loc("the-himalayas")));
}

#[test]
fn example_22_choose_the_target_before_casting() {
    for (faces, blessed) in [([5, 1, 1, 1], true), ([1, 1, 1, 1], false)] {
        let mut state = game(2, "azathoth");
        cast(&mut state, &["diana-stanley", "lily-chen"]);
        state.discard_possessions(0);
        state.discard_possessions(1);
        let here = data::LOCATIONS[usize::from(state.investigators()[0].location)].id;
        state.move_to(1, here);
        let spell = draw_spell_until(&mut state, 0, "blessing-of-isis");
        let code = face_code(data::CardDeck::Spell, spell as u8);
        state.rng_mut().rig_dice(faces);
        let mut events = Vec::new();
        apply_events(&mut state, 0, Action::UseCard(code), &mut events);
        // The target is chosen before the Lore test is rolled.
        assert!(!events.iter().any(|e| matches!(e, Event::Rolled { .. })), "nothing rolled yet");
        assert!(matches!(state.pending(), Some(Pending::Pick { .. })), "{:?}", state.pending());
        assert!(
            legal(&state, 0).contains(&Action::Pick(Answer::Seat(1))),
            "Lily, on Diana's space, is a target"
        );
        act(&mut state, 0, Action::Pick(Answer::Seat(1)));
        while matches!(state.pending(), Some(Pending::Test(_))) {
            act(&mut state, 0, Action::Keep);
        }
        let holds = |seat: usize| {
            state.investigators()[seat]
                .conditions
                .iter()
                .any(|&c| data::CONDITIONS[usize::from(c)].id == "blessed")
        };
        assert_eq!((holds(0), holds(1)), (false, blessed), "the choice stands whatever the result");
    }
}

#[test]
fn derived_blessed_fours_and_cursed_sixes() {
    for (condition, faces, successes) in
        [("blessed", [4, 1], 1), ("cursed", [5, 1], 0), ("cursed", [6, 1], 1)]
    {
        let mut state = game(1, "azathoth");
        cast(&mut state, &["lily-chen"]);
        state.discard_possessions(0);
        state.clear_monsters("shanghai");
        let mut events = Vec::new();
        state.give_condition(0, condition, &mut events);
        // Influence 2: two dice.
        state.rng_mut().rig_dice(faces);
        act(&mut state, 0, Action::AcquireAssets);
        act(&mut state, 0, Action::Keep);
        assert!(
            matches!(state.pending(), Some(Pending::Acquire { successes: s, .. }) if *s == successes),
            "{condition} {faces:?}: {:?}",
            state.pending()
        );
    }
}

#[test]
fn example_20_a_plain_dice_roll_is_not_a_test() {
    // Cursed's Reckoning: "Roll 1 die. If you roll a 4, 5 or 6, discard this card." A plain roll:
    // with 3 Clues in hand, nothing can reroll its result.
    let mut state = game(1, "azathoth");
    cast(&mut state, &["lily-chen"]);
    state.discard_possessions(0);
    state.give_clues(0, 3);
    let mut events = Vec::new();
    state.give_condition(0, "cursed", &mut events);
    state.rng_mut().rig_dice([1]);
    let mut events = Vec::new();
    state.reckoning_now(&mut events);
    assert!(events.iter().any(|e| matches!(e, Event::PlainRoll { seat: 0, faces } if faces[..] == [1])));
    assert!(!events.iter().any(|e| matches!(e, Event::Rolled { .. })), "not a test");
    assert!(!matches!(state.pending(), Some(Pending::Test(_))), "no reroll is offered");
    assert_eq!(state.investigators()[0].clues.len(), 3);
    assert_eq!(state.investigators()[0].conditions.len(), 1, "the 1 stands: Cursed stays");
    // A 5 discards it.
    state.rng_mut().rig_dice([5]);
    state.reckoning_now(&mut events);
    assert!(state.investigators()[0].conditions.is_empty());
}
