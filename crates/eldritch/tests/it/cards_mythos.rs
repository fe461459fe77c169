//! Mythos cards: each card's printed effects, resolved with rigged dice.
//!
//! A card is resolved by the Lead Investigator as the Mythos phase does (its `effects`, or its
//! `reckoning_effects`), with a free offer held below it so the game stops right after the card
//! (nothing of the next phase, such as a Delayed investigator's skipped turn, runs).

use content::eldritch::{self as data, Effect, Hook, MythosTrait, OfferDef, Skill};
use eldritch::{Action, Answer, Pending, Pick, Standing, State};

use crate::examples::{act, cast, game, legal, loc};

static NOTHING: OfferDef = OfferDef { cost: &[], then: &[], otherwise: &[] };
static HOLD: &[Effect] = &[Effect::May(&NOTHING)];

/// Two investigators without possessions: Charlie Kane (seat 0, the Lead Investigator) and
/// Akachi Onyele (seat 1, on the Sea space 2); no Monster on their spaces.
fn table() -> State {
    let mut state = game(2, "azathoth");
    cast(&mut state, &["charlie-kane", "akachi-onyele"]);
    for seat in 0..2 {
        state.discard_possessions(seat);
    }
    state.move_to(0, "arkham");
    state.move_to(1, "space-2");
    state.clear_monsters("arkham");
    state.clear_monsters("space-2");
    assert_eq!(state.lead(), 0);
    state
}

fn card(id: &str) -> &'static data::MythosDef {
    data::MYTHOS.iter().find(|m| m.id == id).expect("a Mythos card")
}

/// The Lead Investigator resolves `list` now; the game then waits on the held offer (or on a
/// decision the list asks for).
fn resolve(state: &mut State, list: &'static [Effect]) {
    let lead = state.lead();
    let mut events = Vec::new();
    // A decision first, so that the frames below wait for it instead of the Action phase.
    state.resolve_effect_now(lead, Effect::May(&NOTHING), &mut events);
    state.resolve_effects_now(lead, HOLD, &mut events);
    state.resolve_effects_now(lead, list, &mut events);
    act(state, lead, Action::Decline);
}

/// The Lead Investigator resolves the text of Mythos card `id`.
fn mythos(state: &mut State, id: &str) {
    resolve(state, card(id).effects);
}

/// The Lead Investigator resolves the Reckoning text of Mythos card `id`.
fn reckoning(state: &mut State, id: &str) {
    resolve(state, card(id).reckoning_effects);
}

/// Whether the card is over and the game waits on the held offer.
fn done(state: &State) -> bool {
    matches!(state.pending(), Some(Pending::Pick { pick: Pick::Offer(offer), .. }) if **offer == NOTHING)
}

fn conditions(state: &State, seat: u8) -> Vec<&'static str> {
    let mut ids: Vec<&str> = state.investigators()[usize::from(seat)]
        .conditions
        .iter()
        .map(|&c| data::CONDITIONS[usize::from(c)].id)
        .collect();
    ids.sort_unstable();
    ids
}

fn assets(state: &State, seat: u8) -> Vec<&'static str> {
    state.investigators()[usize::from(seat)].assets.iter().map(|&c| data::ASSETS[usize::from(c)].id).collect()
}

fn vitals(state: &State, seat: u8) -> (u8, u8) {
    let inv = &state.investigators()[usize::from(seat)];
    (inv.health, inv.sanity)
}

fn max_vitals(state: &State, seat: u8) -> (u8, u8) {
    let def = state.investigators()[usize::from(seat)].def();
    (def.health, def.sanity)
}

fn in_play(state: &State, id: &str) -> bool {
    state.ongoing().iter().any(|&(c, _)| data::MYTHOS[usize::from(c)].id == id)
}

/// Rigs `n` dice showing `face`.
fn rig(state: &mut State, face: u8, n: u16) {
    state.rng_mut().rig_dice(std::iter::repeat_n(face, usize::from(n)));
}

/// Every Monster leaves the board.
fn clear_board(state: &mut State) {
    let spaces: Vec<u8> = state.monsters().iter().map(|m| m.location).collect();
    for space in spaces {
        state.clear_monsters(data::LOCATIONS[usize::from(space)].id);
    }
}

fn pick(state: &mut State, seat: u8, answer: Answer) {
    assert!(
        legal(state, seat).contains(&Action::Pick(answer)),
        "{answer:?} is not a legal answer: {:?}",
        legal(state, seat)
    );
    act(state, seat, Action::Pick(answer));
}

// ---------------------------------------------------------------------- the data

#[test]
fn card_texts_are_whole_and_every_rumor_is_the_rumor_hook() {
    for def in data::MYTHOS {
        for text in std::iter::once(def.text).chain(def.reckoning) {
            assert!(!text.contains("{{") && !text.contains("[["), "{}: {text}", def.id);
        }
        if def.traits.contains(&MythosTrait::Rumor) {
            assert_eq!(def.effects, &[Effect::Custom(Hook::Rumor)], "{}", def.id);
            assert!(def.reckoning_effects.is_empty(), "{}", def.id);
        } else if def.reckoning.is_some() {
            assert!(!def.reckoning_effects.is_empty(), "{} has a Reckoning", def.id);
        }
        assert!(!def.effects.contains(&Effect::Custom(Hook::PrintedText)), "{}", def.id);
    }
    let eldritch = |id: &str| card(id).eldritch;
    assert_eq!(eldritch("dimensions-collide"), 8, "the wiki's Place ET 8");
    assert_eq!(eldritch("growing-madness"), 4, "the wiki's Place ET 4");
    assert_eq!(card("from-beyond").icons.len(), 3);
    assert!(!card("from-beyond").recalled.contains(&"icons"));
}

// ---------------------------------------------------------------------- Event cards

#[test]
fn card_support_of_the_church_blesses_the_lead_investigator() {
    let mut state = table();
    mythos(&mut state, "support-of-the-church");
    assert!(done(&state));
    assert_eq!(conditions(&state, 0), ["blessed"]);
    assert!(conditions(&state, 1).is_empty());
}

#[test]
fn card_a_dark_power_heals_monsters_then_each_fights_those_on_his_space() {
    let mut state = table();
    let warlock = state.place_monster("warlock", "arkham", None).expect("a Warlock");
    let witch = state.place_monster("witch", "arkham", None).expect("a Witch");
    let ghoul = state.place_monster("ghoul", "tokyo", None).expect("a Ghoul");
    for index in [warlock, witch, ghoul] {
        state.damage_monster(index, 1);
    }
    mythos(&mut state, "a-dark-power");
    assert!(state.monsters().iter().all(|m| m.damage == 0), "each Monster recovers all Health");
    // Two Monsters on Charlie's space: he chooses the order.
    assert_eq!(state.pending(), Some(&Pending::Fight(0)));
    let kind = |state: &State, index: usize| data::MONSTERS[usize::from(state.monsters()[index].kind)].id;
    let warlock = (0..state.monsters().len()).find(|&i| kind(&state, i) == "warlock").expect("the Warlock");
    // Every test succeeds on each die: the Warlock (Will +0, Strength -1, toughness 1) first,
    // then the Witch (Will -1, Strength -1, toughness 1), which is fought without asking since
    // it is the last one.
    for (will, strength) in [(0, -1), (-1, -1)] {
        let dice = state.test_dice_for(0, Skill::Will, will);
        rig(&mut state, 5, dice);
        let dice = state.test_dice_for(0, Skill::Strength, strength);
        rig(&mut state, 5, dice);
    }
    act(&mut state, 0, Action::Fight(warlock as u8));
    assert!(done(&state), "Akachi has no Monster on his space: the card is over");
    assert_eq!(state.rng_mut().rigged_len(), 0);
    assert!(!state.monsters().iter().any(|m| m.location == loc("arkham")), "both defeated");
    assert_eq!(vitals(&state, 0), max_vitals(&state, 0));
    let ghoul = (0..state.monsters().len()).find(|&i| kind(&state, i) == "ghoul").expect("the Ghoul");
    assert_eq!(state.monsters()[ghoul].damage, 0, "healed, and not fought: nobody is on its space");
}

#[test]
fn card_a_proposition_solves_the_rumor_of_his_choice_for_a_dark_pact() {
    let mut state = table();
    let mut events = Vec::new();
    assert!(state.put_rumor_in_play("stars-aligned", &mut events));
    assert!(state.put_rumor_in_play("mysterious-lights", &mut events));
    mythos(&mut state, "a-proposition");
    pick(&mut state, 0, Answer::Pay); // gain the Dark Pact
    assert_eq!(conditions(&state, 0), ["dark-pact"]);
    let options = legal(&state, 0);
    assert_eq!(
        options,
        [Action::Pick(Answer::Option(0)), Action::Pick(Answer::Option(1))],
        "one option per Rumor in play"
    );
    pick(&mut state, 0, Answer::Option(1));
    assert!(done(&state));
    assert!(in_play(&state, "stars-aligned"));
    assert!(!in_play(&state, "mysterious-lights"));
}

#[test]
fn card_a_proposition_asks_nothing_without_a_rumor() {
    let mut state = table();
    mythos(&mut state, "a-proposition");
    assert!(done(&state));
    assert!(conditions(&state, 0).is_empty());
}

#[test]
fn card_all_for_nothing_advances_doom_without_solved_mysteries() {
    let mut state = table();
    let doom = state.doom();
    mythos(&mut state, "all-for-nothing");
    assert!(done(&state));
    assert_eq!(state.doom(), doom - 1);
}

#[test]
fn card_all_for_nothing_the_group_may_spend_clues_to_keep_the_mystery() {
    let mut state = table();
    let mut events = Vec::new();
    state.solve_mystery_now(&mut events);
    assert_eq!(state.solved().len(), 1);
    state.give_clues(1, 1);
    mythos(&mut state, "all-for-nothing");
    pick(&mut state, 0, Answer::Pay); // half of 2 investigators: 1 Clue, paid by Akachi who holds it
    assert!(done(&state));
    assert_eq!(state.solved().len(), 1);
    assert!(state.investigators()[1].clues.is_empty());
    // Without Clues the Mystery goes back.
    mythos(&mut state, "all-for-nothing");
    assert!(state.solved().is_empty());
}

#[test]
fn card_arrests_made_in_murder_case_armed_investigators_on_cities_test_influence() {
    let mut state = table();
    state.give_asset(0, "38-revolver");
    state.give_asset(1, "axe");
    state.move_to(1, "space-2"); // armed, but not on a City space
    let dice = state.test_dice_for(0, Skill::Influence, 0);
    rig(&mut state, 1, dice);
    mythos(&mut state, "arrests-made-in-murder-case");
    assert!(done(&state));
    assert!(assets(&state, 0).is_empty(), "the Weapon is discarded");
    assert_eq!(conditions(&state, 0), ["detained"]);
    assert_eq!(assets(&state, 1), ["axe"]);
    assert!(conditions(&state, 1).is_empty());
}

#[test]
fn card_blood_flows_costs_health_equal_to_the_chosen_monsters_toughness() {
    let mut state = table();
    clear_board(&mut state);
    let mut events = Vec::new();
    state.put_rumor_in_play("the-wind-walker", &mut events); // an Epic Monster is never chosen
    state.place_monster("maniac", "tokyo", None).expect("a Maniac");
    state.place_monster("zombie", "rome", None).expect("a Zombie");
    mythos(&mut state, "blood-flows");
    let answers = legal(&state, 0);
    assert_eq!(answers.len(), 2, "the two non-Epic Monsters: {answers:?}");
    let zombie = state.monsters().iter().position(|m| data::MONSTERS[usize::from(m.kind)].id == "zombie");
    pick(&mut state, 0, Answer::Monster(zombie.expect("the Zombie") as u8));
    assert!(done(&state));
    assert_eq!(vitals(&state, 0).0, max_vitals(&state, 0).0 - 2, "the Zombie's toughness is 2");
    assert_eq!(state.monsters().len(), 2, "the Maniac and the Wind-Walker remain");
}

#[test]
fn card_blood_flows_does_nothing_with_only_epic_monsters() {
    let mut state = table();
    clear_board(&mut state);
    let mut events = Vec::new();
    state.put_rumor_in_play("the-wind-walker", &mut events);
    mythos(&mut state, "blood-flows");
    assert!(done(&state));
    assert_eq!(vitals(&state, 0), max_vitals(&state, 0));
}

#[test]
fn card_burden_of_greed_items_kept_cost_health() {
    let mut state = table();
    state.give_asset(0, "38-revolver");
    state.give_asset(0, "bandages");
    state.give_asset(1, "whiskey");
    mythos(&mut state, "burden-of-greed");
    // Charlie discards the Revolver, then keeps the Bandages.
    let revolver = u16::from(state.investigators()[0].assets[0]); // an Asset's answer is its index
    pick(&mut state, 0, Answer::Card(revolver));
    act(&mut state, 0, Action::Decline);
    // Keeping the Bandages costs 1 Health, which the Bandages themselves could prevent: Charlie
    // is asked, and keeps them.
    assert!(matches!(state.pending(), Some(Pending::Pick { seat: 0, pick: Pick::Prevent { loser: 0 }, .. })));
    act(&mut state, 0, Action::Decline);
    // Akachi keeps his Whiskey.
    act(&mut state, 1, Action::Decline);
    assert!(done(&state));
    assert_eq!(assets(&state, 0), ["bandages"]);
    assert_eq!(vitals(&state, 0).0, max_vitals(&state, 0).0 - 1);
    assert_eq!(vitals(&state, 1).0, max_vitals(&state, 1).0 - 1);
}

#[test]
fn card_buying_information_gains_a_clue_per_success() {
    let mut state = table();
    let dice = state.test_dice_for(0, Skill::Influence, 0);
    assert_eq!(dice, 4);
    state.rng_mut().rig_dice([5, 6, 2, 5]);
    mythos(&mut state, "buying-information");
    assert!(done(&state));
    assert_eq!(state.investigators()[0].clues.len(), 3);
}

#[test]
fn card_calling_the_elder_things_spawns_on_each_cultist_space() {
    let mut state = table();
    clear_board(&mut state);
    // Monsters that spawn on a space of their own would go there: they stay out of the cup.
    for def in data::MONSTERS {
        if let Some(space) = def.rules.spawns_on {
            state.place_monster(def.id, space, None);
        }
    }
    state.place_monster("cultist", "rome", None).expect("a Cultist");
    state.place_monster("cultist", "tokyo", None).expect("a Cultist");
    state.place_monster("cultist", "tokyo", None).expect("a Cultist");
    mythos(&mut state, "calling-the-elder-things");
    assert!(done(&state));
    let on = |state: &State, id: &str| state.monsters().iter().filter(|m| m.location == loc(id)).count();
    assert_eq!((on(&state, "rome"), on(&state, "tokyo")), (2, 3), "1 Monster per space, not per Cultist");
}

#[test]
fn card_desperate_times_doom_unless_a_dark_pact() {
    let mut state = table();
    let doom = state.doom();
    mythos(&mut state, "desperate-times");
    act(&mut state, 0, Action::Decline);
    assert!(done(&state));
    assert_eq!(state.doom(), doom - 2);
    mythos(&mut state, "desperate-times");
    pick(&mut state, 0, Answer::Pay);
    assert_eq!(state.doom(), doom - 2);
    assert_eq!(conditions(&state, 0), ["dark-pact"]);
}

#[test]
fn card_dimensional_instability_discards_omen_gates_and_counts_them() {
    let mut state = table();
    let mut events = Vec::new();
    let omen = data::OMEN_TRACK.spaces[usize::from(state.omen())];
    let matching = |state: &State| {
        state
            .gate_locations()
            .filter(|&at| data::GATES.iter().any(|g| loc(g.location) == at && g.omen == omen))
            .count()
    };
    for _ in 0..9 {
        if matching(&state) > 0 && state.gate_locations().count() > matching(&state) {
            break;
        }
        state.spawn_gate_now(&mut events);
    }
    let (all, n) = (state.gate_locations().count(), matching(&state));
    assert!(n > 0 && all > n);
    state.set_doom(10);
    mythos(&mut state, "dimensional-instability");
    assert!(done(&state));
    assert_eq!(matching(&state), 0);
    assert_eq!(state.gate_locations().count(), all - n);
    assert_eq!(state.doom(), 10 - n as u8);
}

#[test]
fn card_everyone_has_a_price_a_debt_for_another_condition() {
    let mut state = table();
    let mut events = Vec::new();
    state.give_condition(0, "paranoia", &mut events);
    mythos(&mut state, "everyone-has-a-price");
    pick(&mut state, 0, Answer::Pay); // gain a Debt
    let paranoia = state.investigators()[0]
        .conditions
        .iter()
        .copied()
        .find(|&c| data::CONDITIONS[usize::from(c)].id == "paranoia")
        .expect("Paranoia");
    pick(&mut state, 0, Answer::Card(super::examples::face_code(data::CardDeck::Condition, paranoia)));
    act(&mut state, 1, Action::Decline); // Akachi may gain a Debt too; he declines
    assert!(done(&state));
    assert_eq!(conditions(&state, 0), ["debt"]);
    assert!(conditions(&state, 1).is_empty());
}

#[test]
fn card_eyes_everywhere_each_rolls_on_the_table() {
    let mut state = table();
    state.rng_mut().rig_dice([2, 6]);
    mythos(&mut state, "eyes-everywhere");
    assert!(done(&state));
    let (h, s) = max_vitals(&state, 0);
    assert_eq!(vitals(&state, 0), (h - 2, s - 2), "1-2: loses 2 Health and 2 Sanity");
    assert_eq!(vitals(&state, 1), max_vitals(&state, 1), "6: no effect");
}

#[test]
fn card_from_bad_to_worse_counts_injuries_madness_and_deals() {
    let mut state = table();
    let mut events = Vec::new();
    for id in ["leg-injury", "back-injury", "paranoia", "debt", "dark-pact"] {
        state.give_condition(0, id, &mut events);
    }
    state.give_clues(0, 3);
    mythos(&mut state, "from-bad-to-worse");
    assert!(done(&state));
    let (h, s) = max_vitals(&state, 0);
    assert_eq!(vitals(&state, 0), (h - 2, s - 1));
    assert_eq!(state.investigators()[0].clues.len(), 1);
    assert_eq!(vitals(&state, 1), max_vitals(&state, 1));
}

#[test]
fn card_haunting_nightmares_unless_he_spends_a_clue() {
    let mut state = table();
    state.give_clues(0, 1);
    mythos(&mut state, "haunting-nightmares");
    pick(&mut state, 0, Answer::Pay); // Charlie spends his Clue; Akachi has none and cannot pay
    assert!(done(&state));
    assert_eq!(vitals(&state, 0), max_vitals(&state, 0));
    assert!(state.investigators()[0].clues.is_empty());
    let (h, s) = max_vitals(&state, 1);
    assert_eq!(vitals(&state, 1), (h, s - 2));
    let madness = conditions(&state, 1);
    assert_eq!(madness.len(), 1);
    assert!(data::CONDITIONS.iter().any(|c| c.id == madness[0] && c.traits.contains(&data::Trait::Madness)));
}

#[test]
fn card_heart_of_corruption_an_artifact_then_a_plain_roll() {
    let mut state = table();
    state.rng_mut().rig_dice([2]);
    mythos(&mut state, "heart-of-corruption");
    assert!(done(&state));
    assert_eq!(state.investigators()[0].artifacts.len(), 1);
    let (h, s) = max_vitals(&state, 0);
    assert_eq!(vitals(&state, 0), (h - 2, s - 2));
}

#[test]
fn card_heat_wave_singes_the_globe_health_unless_delayed() {
    let mut state = table();
    mythos(&mut state, "heat-wave-singes-the-globe");
    act(&mut state, 0, Action::Decline);
    pick(&mut state, 1, Answer::Pay);
    assert!(done(&state));
    assert_eq!(vitals(&state, 0).0, max_vitals(&state, 0).0 - 3);
    assert!(!state.investigators()[0].delayed);
    assert_eq!(vitals(&state, 1), max_vitals(&state, 1));
    assert!(state.investigators()[1].delayed);
}

#[test]
fn card_legitimate_banking_gains_a_debt() {
    let mut state = table();
    mythos(&mut state, "legitimate-banking");
    assert!(done(&state));
    assert_eq!(conditions(&state, 0), ["debt"]);
    // Already in debt: the Debt's own Reckoning ("flip this card") resolves with every die a 1;
    // every Debt back ends by discarding the card.
    mythos(&mut state, "legitimate-banking");
    settle(&mut state);
    assert!(!conditions(&state, 0).contains(&"debt"), "{:?}", conditions(&state, 0));
}

#[test]
fn card_no_peace_for_the_fallen_clears_defeated_sheets_and_curses_the_lead() {
    let mut state = table();
    state.give_asset(1, "whiskey");
    state.give_clues(1, 2);
    let mut events = Vec::new();
    state.resolve_effect_now(1, Effect::LoseHealth(20), &mut events);
    assert_eq!(state.investigators()[1].standing, Standing::Replacing);
    assert_eq!(state.fallen().len(), 1);
    let discarded = state.asset_discard().len();
    mythos(&mut state, "no-peace-for-the-fallen");
    assert!(done(&state));
    assert!(state.fallen().is_empty());
    assert_eq!(state.asset_discard().len(), discarded + 1);
    assert_eq!(conditions(&state, 0), ["cursed"]);
}

#[test]
fn card_omen_of_good_fortune_moves_the_omen_without_doom() {
    let mut state = table();
    let doom = state.doom();
    mythos(&mut state, "omen-of-good-fortune");
    pick(&mut state, 0, Answer::Omen(2));
    assert!(done(&state));
    assert_eq!((state.omen(), state.doom()), (2, doom));
}

#[test]
fn card_perplexing_stars_omen_back_then_doom_per_omen_gate() {
    let mut state = table();
    let mut events = Vec::new();
    for _ in 0..4 {
        state.spawn_gate_now(&mut events);
    }
    state.set_doom(12);
    mythos(&mut state, "perplexing-stars");
    assert!(done(&state));
    assert_eq!(state.omen(), 3, "counterclockwise from the green comet");
    let omen = data::OMEN_TRACK.spaces[3];
    let matching = state
        .gate_locations()
        .filter(|&at| data::GATES.iter().any(|g| loc(g.location) == at && g.omen == omen))
        .count();
    assert_eq!(state.doom(), 12 - matching as u8);
}

#[test]
fn card_rally_the_people_a_random_ally() {
    let mut state = table();
    mythos(&mut state, "rally-the-people");
    assert!(done(&state));
    let held = &state.investigators()[0].assets;
    assert_eq!(held.len(), 1);
    assert!(data::ASSETS[usize::from(held[0])].traits.contains(&data::Trait::Ally));
}

#[test]
fn card_rising_terror_no_monster_reckoning_is_known() {
    let mut state = table();
    state.place_monster("zombie", "rome", None).expect("a Zombie");
    let doom = state.doom();
    mythos(&mut state, "rising-terror");
    assert!(done(&state));
    assert_eq!(state.doom(), doom, "Monsters are on the board: their Reckonings are not in the data");
    clear_board(&mut state);
    mythos(&mut state, "rising-terror");
    assert_eq!(state.doom(), doom - 1, "no Monster at all: none has a Reckoning effect");
}

#[test]
fn card_silver_twilight_aid_each_takes_one_of_three() {
    let mut state = table();
    mythos(&mut state, "silver-twilight-aid");
    assert_eq!(legal(&state, 0).len(), 4, "a Clue, an Asset, a Spell or nothing");
    pick(&mut state, 0, Answer::Option(2));
    pick(&mut state, 1, Answer::Option(0));
    assert!(done(&state));
    assert_eq!(state.investigators()[0].spells.len(), 1);
    assert_eq!(state.investigators()[1].clues.len(), 1);
}

#[test]
fn card_that_which_consumes_doom_unless_the_gate_matches_the_omen() {
    let mut state = table();
    let mut events = Vec::new();
    let omen = data::OMEN_TRACK.spaces[usize::from(state.omen())];
    let matches = |at: u8| data::GATES.iter().any(|g| loc(g.location) == at && g.omen == omen);
    for _ in 0..9 {
        if state.gate_locations().any(|g| !matches(g)) && state.gate_locations().any(matches) {
            break;
        }
        state.spawn_gate_now(&mut events);
    }
    let doom = state.doom();
    let other = state.gate_locations().find(|&g| !matches(g)).expect("a Gate of another symbol");
    mythos(&mut state, "that-which-consumes");
    pick(&mut state, 0, Answer::Location(other));
    assert!(done(&state));
    assert!(!state.gate_locations().any(|g| g == other));
    assert_eq!(state.doom(), doom - 1);
    let same = state.gate_locations().find(|&g| matches(g)).expect("a Gate of the Omen");
    mythos(&mut state, "that-which-consumes");
    if state.gate_locations().count() > 1 {
        pick(&mut state, 0, Answer::Location(same));
    }
    assert!(done(&state));
    assert_eq!(state.doom(), doom - 1, "the discarded Gate corresponds to the Omen");
}

#[test]
fn card_the_bermuda_triangle_a_low_roll_sends_him_to_space_8() {
    let mut state = table();
    state.rng_mut().rig_dice([1, 3]);
    mythos(&mut state, "the-bermuda-triangle");
    assert!(done(&state));
    let charlie = &state.investigators()[0];
    assert_eq!((charlie.location, charlie.delayed), (loc("space-8"), true));
    let akachi = &state.investigators()[1];
    assert_eq!((akachi.location, akachi.delayed), (loc("space-2"), false));
}

#[test]
fn card_the_bermuda_triangle_a_detained_investigator_stays_but_is_delayed() {
    let mut state = table();
    let mut events = Vec::new();
    state.give_condition(0, "detained", &mut events);
    state.rng_mut().rig_dice([2, 6]);
    mythos(&mut state, "the-bermuda-triangle");
    assert!(done(&state));
    let charlie = &state.investigators()[0];
    assert_eq!((charlie.location, charlie.delayed), (loc("arkham"), true));
}

#[test]
fn card_the_storm_each_discards_a_clue_per_rumor() {
    let mut state = table();
    let mut events = Vec::new();
    state.put_rumor_in_play("stars-aligned", &mut events);
    state.put_rumor_in_play("mysterious-lights", &mut events);
    state.give_clues(0, 3);
    state.give_clues(1, 1);
    mythos(&mut state, "the-storm");
    assert!(done(&state));
    assert_eq!(state.investigators()[0].clues.len(), 1);
    assert!(state.investigators()[1].clues.is_empty());
}

#[test]
fn card_the_storm_draws_a_rumor_from_the_box_when_none_is_in_play() {
    let mut state = table();
    let rumors = |state: &State| {
        state
            .ongoing()
            .iter()
            .filter(|&&(c, _)| data::MYTHOS[usize::from(c)].traits.contains(&MythosTrait::Rumor))
            .count()
    };
    assert_eq!(rumors(&state), 0);
    let omen = state.omen();
    mythos(&mut state, "the-storm");
    assert!(done(&state));
    assert_eq!(rumors(&state), 1, "a Rumor from the game box entered play");
    let (card, tokens) = state.ongoing()[0];
    let def = &data::MYTHOS[usize::from(card)];
    assert_eq!(tokens, def.eldritch);
    if def.icons.contains(&data::MythosIcon::AdvanceOmen) {
        assert_eq!(state.omen(), (omen + 1) % 4, "its icons were resolved");
    }
}

#[test]
fn card_the_world_fights_back_each_may_heal_or_clear_his_space() {
    let mut state = table();
    state.investigator_mut(0).health -= 3;
    state.place_monster("zombie", "space-2", None).expect("a Zombie");
    mythos(&mut state, "the-world-fights-back");
    pick(&mut state, 0, Answer::Option(0));
    let zombie = state.monsters().iter().position(|m| m.location == loc("space-2"));
    pick(&mut state, 1, Answer::Option(2));
    if !done(&state) {
        pick(&mut state, 1, Answer::Monster(zombie.expect("the Zombie") as u8));
    }
    assert!(done(&state));
    assert_eq!(vitals(&state, 0).0, max_vitals(&state, 0).0 - 1);
    assert!(!state.monsters().iter().any(|m| m.location == loc("space-2")));
}

#[test]
fn card_the_world_shakes_hurts_those_near_the_expedition_and_culls_its_cards() {
    use eldritch::Eldritch;
    use tabletop_core::{Game, Seat};
    let mut state = table();
    let site = Eldritch::view(&state, Seat(0)).expedition.expect("an Active Expedition");
    let site_id = data::LOCATIONS[usize::from(site)].id;
    state.move_to(0, site_id);
    state.move_to(1, "arkham"); // far from every expedition site
    mythos(&mut state, "the-world-shakes");
    assert!(done(&state));
    assert_eq!(vitals(&state, 0).0, max_vitals(&state, 0).0 - 2);
    assert!(state.investigators()[0].delayed);
    assert_eq!(vitals(&state, 1), max_vitals(&state, 1));
    for def in data::ENCOUNTERS.iter().filter(|e| e.location == Some(site_id)) {
        assert!(!state.stack_encounter(def.id), "{} went to the game box", def.id);
    }
    let now = Eldritch::view(&state, Seat(0)).expedition;
    assert_ne!(now, Some(site), "the Active Expedition moved on");
}

#[test]
fn card_tide_of_despair_unless_he_discards_blessed() {
    let mut state = table();
    let mut events = Vec::new();
    state.give_condition(0, "blessed", &mut events);
    mythos(&mut state, "tide-of-despair");
    pick(&mut state, 0, Answer::Pay);
    assert!(done(&state));
    assert_eq!(vitals(&state, 0), max_vitals(&state, 0));
    assert!(conditions(&state, 0).is_empty());
    let (h, s) = max_vitals(&state, 1);
    assert_eq!(vitals(&state, 1), (h - 2, s - 2));
}

#[test]
fn card_tied_to_a_dark_purpose_blessed_and_cursed_roll_ones() {
    let mut state = table();
    let mut events = Vec::new();
    state.give_condition(0, "blessed", &mut events);
    state.give_condition(1, "cursed", &mut events);
    state.give_condition(1, "debt", &mut events);
    mythos(&mut state, "tied-to-a-dark-purpose");
    settle(&mut state);
    // Blessed: "on a 1 or 2, discard this card"; Cursed: "on a 4, 5 or 6": a 1 keeps it; Debt
    // flips, and every Debt back ends by discarding it.
    assert!(conditions(&state, 0).is_empty());
    assert!(conditions(&state, 1).contains(&"cursed"));
    assert!(!conditions(&state, 1).contains(&"debt"));
}

/// Answers whatever the card's effects still ask (declining options, keeping rolls) until the
/// game waits on the held offer again.
fn settle(state: &mut State) {
    for _ in 0..20 {
        if done(state) {
            return;
        }
        let seat = match state.pending() {
            Some(Pending::Test(test)) => test.seat,
            Some(Pending::Pick { seat, .. }) => *seat,
            other => panic!("waiting on {other:?}"),
        };
        let options = legal(state, seat);
        let answer = [Action::Keep, Action::Decline]
            .into_iter()
            .find(|a| options.contains(a))
            .unwrap_or_else(|| options[0].clone());
        act(state, seat, answer);
    }
    panic!("the card never finished: {:?}", state.pending());
}

#[test]
fn card_torn_asunder_health_per_omen_gate_or_the_omen_advances() {
    let mut state = table();
    let mut events = Vec::new();
    let omen = data::OMEN_TRACK.spaces[usize::from(state.omen())];
    let matching = |state: &State| {
        state
            .gate_locations()
            .filter(|&at| data::GATES.iter().any(|g| loc(g.location) == at && g.omen == omen))
            .count() as u8
    };
    for _ in 0..9 {
        if matching(&state) > 0 {
            break;
        }
        state.spawn_gate_now(&mut events);
    }
    let n = matching(&state);
    assert!(n > 0);
    mythos(&mut state, "torn-asunder");
    assert!(done(&state));
    assert_eq!(vitals(&state, 0).0, max_vitals(&state, 0).0 - n);
    assert_eq!(vitals(&state, 1).0, max_vitals(&state, 1).0 - n);
    assert_eq!(state.omen(), 0);
    // No Gate of the Omen: the Omen advances instead.
    let mut state = table();
    for at in state.gate_locations().collect::<Vec<_>>() {
        state.close_gate_now(data::LOCATIONS[usize::from(at)].id);
    }
    mythos(&mut state, "torn-asunder");
    assert_eq!(state.omen(), 1);
    assert_eq!(vitals(&state, 0), max_vitals(&state, 0));
}

#[test]
fn card_treacherous_magic_spells_kept_cost_sanity_and_a_madness() {
    let mut state = table();
    let mut events = Vec::new();
    state.resolve_effect_now(0, Effect::GainSpell(None), &mut events);
    state.resolve_effect_now(0, Effect::GainSpell(None), &mut events);
    state.resolve_effect_now(1, Effect::GainSpell(None), &mut events);
    assert_eq!(state.investigators()[0].spells.len(), 2);
    mythos(&mut state, "treacherous-magic");
    // Charlie discards one Spell and keeps the other; Akachi discards his.
    let first = super::examples::face_code(data::CardDeck::Spell, state.investigators()[0].spells[0]);
    pick(&mut state, 0, Answer::Card(first));
    act(&mut state, 0, Action::Decline);
    let his = super::examples::face_code(data::CardDeck::Spell, state.investigators()[1].spells[0]);
    pick(&mut state, 1, Answer::Card(his));
    assert!(done(&state));
    assert_eq!(state.investigators()[0].spells.len(), 1);
    assert_eq!(vitals(&state, 0).1, max_vitals(&state, 0).1 - 1);
    assert_eq!(conditions(&state, 0).len(), 1, "he lost Sanity: a Madness Condition");
    assert_eq!(vitals(&state, 1), max_vitals(&state, 1));
    assert!(conditions(&state, 1).is_empty());
}

#[test]
fn card_unexpected_betrayal_allies_turn() {
    let mut state = table();
    state.give_asset(0, "arcane-scholar");
    state.give_asset(0, "38-revolver");
    mythos(&mut state, "unexpected-betrayal");
    assert!(done(&state));
    assert_eq!(assets(&state, 0), ["38-revolver"]);
    assert_eq!(vitals(&state, 0).0, max_vitals(&state, 0).0 - 3);
    assert_eq!(vitals(&state, 1), max_vitals(&state, 1));
}

// ---------------------------------------------------------------------- Ongoing cards

#[test]
fn card_driven_to_bankruptcy_empties_the_reserve_until_its_reckoning() {
    let mut state = table();
    let mut events = Vec::new();
    assert!(state.put_rumor_in_play("driven-to-bankruptcy", &mut events));
    let discarded = state.asset_discard().len();
    mythos(&mut state, "driven-to-bankruptcy");
    assert!(done(&state));
    assert!(state.reserve().iter().all(Option::is_none));
    assert_eq!(state.asset_discard().len(), discarded + 4);
    reckoning(&mut state, "driven-to-bankruptcy");
    assert!(done(&state));
    assert!(!in_play(&state, "driven-to-bankruptcy"));
    assert!(state.reserve().iter().all(Option::is_some), "the top 4 Assets fill the reserve");
}

#[test]
fn card_strange_sightings_its_reckoning_discards_it() {
    let mut state = table();
    let mut events = Vec::new();
    assert!(state.put_rumor_in_play("strange-sightings", &mut events));
    reckoning(&mut state, "strange-sightings");
    assert!(done(&state));
    assert!(!in_play(&state, "strange-sightings"));
}

#[test]
fn card_patrolling_the_border_delays_one_then_tests_those_on_cities() {
    let mut state = table();
    let mut events = Vec::new();
    assert!(state.put_rumor_in_play("patrolling-the-border", &mut events));
    mythos(&mut state, "patrolling-the-border");
    pick(&mut state, 0, Answer::Seat(1));
    assert!(done(&state));
    assert!(!state.investigators()[0].delayed);
    assert!(state.investigators()[1].delayed);
    // Reckoning: Charlie on Arkham (a City) fails; Akachi on the Sea space 2 is not tested.
    let dice = state.test_dice_for(0, Skill::Observation, 0);
    rig(&mut state, 2, dice);
    reckoning(&mut state, "patrolling-the-border");
    assert!(done(&state));
    assert!(state.investigators()[0].delayed);
    assert_eq!(conditions(&state, 0), ["detained"]);
    assert!(conditions(&state, 1).is_empty());
    assert!(!in_play(&state, "patrolling-the-border"), "then discard this card");
}

#[test]
fn card_from_beyond_resolves_every_mythos_reckoning_twice_unless_the_group_pays() {
    let mut state = table();
    let mut events = Vec::new();
    assert!(state.put_rumor_in_play("stars-aligned", &mut events));
    assert!(state.put_rumor_in_play("strange-sightings", &mut events));
    let omen = state.omen();
    mythos(&mut state, "from-beyond");
    assert!(done(&state), "no Clue to spend: nothing is asked");
    assert_eq!(state.omen(), (omen + 2) % 4, "Stars Aligned's Reckoning twice");
    assert!(!in_play(&state, "strange-sightings"), "discarded by its first Reckoning");
    // The group pays half the investigators' number of Clues: nothing happens.
    state.give_clues(1, 1);
    let omen = state.omen();
    mythos(&mut state, "from-beyond");
    pick(&mut state, 0, Answer::Pay);
    assert!(done(&state));
    assert_eq!(state.omen(), omen);
    assert!(state.investigators()[1].clues.is_empty());
}

#[test]
fn card_from_beyond_advances_doom_without_a_mythos_reckoning() {
    let mut state = table();
    let mut events = Vec::new();
    assert!(state.put_rumor_in_play("mysterious-lights", &mut events));
    let doom = state.doom();
    mythos(&mut state, "from-beyond");
    assert!(done(&state));
    assert_eq!(state.doom(), doom - 1);
}
