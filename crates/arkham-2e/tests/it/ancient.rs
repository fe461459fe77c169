//! The Ancient Ones' sheets: what their worshippers become, their powers while they slumber, and
//! their rules at the start of the final battle.

use arkham_2e::testing::data::Check;
use arkham_2e::testing::{card, location, monster, street, world};
use arkham_2e::{Action, ArkhamHorror, Event, Phase, State};
use tabletop_core::testing::act;

use crate::fixtures::{S0, checks, game, skill};

/// A solo game against `ancient`, Amanda on the Uptown streets with 9 Sanity and Stamina and no
/// cards, fighting a `kind` after a Horror check of all 6s. Returns the state and the Horror check.
fn fight(ancient: &str, kind: &str) -> (State, Vec<(u8, u8, u8, bool)>) {
    let mut state = game(1, ancient, &["amanda-sharpe"]);
    let investigator = state.investigator_mut(0);
    investigator.place = street("uptown");
    investigator.cards.clear();
    investigator.sanity = 9;
    investigator.max_sanity = 9;
    investigator.stamina = 9;
    investigator.max_stamina = 9;
    let id = state.put_monster(monster(kind), street("uptown"));
    state.rig_dice(vec![6; 12]);
    let events = state.fight_now(0, id);
    // What the Horror check did not use stays rigged: spend it on a throwaway check.
    let horror = checks(&events);
    (state, horror)
}

/// The Combat check against it: (dice over Fight, toughness needed).
fn combat(ancient: &str, kind: &str) -> (i64, u8) {
    let (mut state, horror) = fight(ancient, kind);
    let leftover = 12 - horror.first().map_or(0, |c| usize::from(c.0));
    let fight = i64::from(skill(&state, 0, Check::Fight));
    let mut faces = vec![6; leftover];
    faces.extend(vec![1; 20]);
    state.rig_dice(faces);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    let check = checks(&events)[0];
    (i64::from(check.0) - fight, check.2)
}

#[test]
fn hook_azathoth_worshippers_maniacs_are_one_tougher() {
    assert_eq!(combat("azathoth", "maniac").1, combat("cthulhu", "maniac").1 + 1);
}

#[test]
fn hook_hastur_worshippers_cultists_fight_at_minus_two() {
    assert_eq!(combat("hastur", "cultist"), (-2, 1));
}

#[test]
fn hook_ithaqua_worshippers_cultists_are_two_tougher() {
    assert_eq!(combat("ithaqua", "cultist"), (1, combat("cthulhu", "cultist").1 + 2));
}

#[test]
fn hook_shub_niggurath_power_every_monster_is_one_tougher() {
    assert_eq!(combat("shub-niggurath", "cultist"), (1, combat("cthulhu", "cultist").1 + 1));
}

#[test]
fn hook_yig_worshippers_cultists_fight_at_zero() {
    assert_eq!(combat("yig", "cultist"), (0, 1));
}

#[test]
fn hook_yog_sothoth_worshippers_cultists_fight_at_minus_one() {
    assert_eq!(combat("yog-sothoth", "cultist"), (-1, 1));
}

#[test]
fn hook_cthulhu_worshippers_cultists_are_horrible() {
    // Cthulhu's Cultists: Horror rating −2, 2 Sanity.
    let (state, horror) = fight("cthulhu", "cultist");
    let will = skill(&state, 0, Check::Will);
    assert_eq!(horror.first().map(|c| i64::from(c.0)), Some(i64::from((will - 2).max(0))));
}

#[test]
fn hook_nyarlathotep_worshippers_cultists_are_endless() {
    // Nyarlathotep's Cultists go back to the cup when killed.
    let (mut state, _) = fight("nyarlathotep", "cultist");
    let cup = state.cup_len();
    state.rig_dice(vec![6; 20]);
    act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    assert!(state.investigators()[0].monster_trophies.is_empty());
    assert_eq!(state.cup_len(), cup + 1);
}

#[test]
fn hook_cthulhu_power_lowers_both_maximums_while_he_slumbers() {
    let state = game(1, "cthulhu", &["amanda-sharpe"]);
    let def = state.investigators()[0].def();
    // The fixture's replacement investigator is set up without the power; a new game applies it.
    let options = tabletop_core::game::Options::players(1)
        .with("ancient-one", "cthulhu")
        .with("investigators", "amanda-sharpe");
    let fresh = <ArkhamHorror as tabletop_core::Game>::setup(
        &<ArkhamHorror as tabletop_core::Game>::config(&options).expect("options"),
        3,
    )
    .expect("setup");
    let amanda = &fresh.investigators()[0];
    assert_eq!((amanda.max_sanity, amanda.max_stamina), (def.sanity - 1, def.stamina - 1));
}

#[test]
fn hook_yig_power_takes_a_doom_token_for_a_cultist_killed() {
    let (mut state, _) = fight("yig", "cultist");
    let doom = state.doom();
    state.rig_dice(vec![6; 20]);
    act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    assert_eq!(state.investigators()[0].monster_trophies.len(), 1);
    assert_eq!(state.doom(), doom + 1);
}

#[test]
fn hook_yog_sothoth_power_makes_gates_harder_to_close_and_devours_the_lost() {
    let mut state = game(1, "yog-sothoth", &["amanda-sharpe"]);
    state.put_gate(location("woods"), world("abyss"));
    state.investigator_mut(0).place = location("woods");
    state.investigator_mut(0).explored = true;
    state.turn_now(Phase::ArkhamEncounters, 0);
    state.rig_dice(vec![6; 12]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Close { fight: false });
    assert_eq!(checks(&events)[0].2, 2, "two successes close a gate");
    let mut state = game(1, "yog-sothoth", &["amanda-sharpe"]);
    let events = state.resolve_effects(0, &[arkham_2e::testing::data::Effect::Lost]);
    assert!(events.contains(&Event::Devoured(0)));
}

#[test]
fn hook_hastur_power_makes_a_seal_cost_eight_clues() {
    for (clues, sealed) in [(5, false), (8, true)] {
        let mut state = game(1, "hastur", &["amanda-sharpe"]);
        state.put_gate(location("woods"), world("another-dimension"));
        let investigator = state.investigator_mut(0);
        investigator.place = location("woods");
        investigator.explored = true;
        investigator.clues = clues;
        investigator.sliders[2] = 3;
        state.turn_now(Phase::ArkhamEncounters, 0);
        state.rig_dice(vec![6; 20]);
        act::<ArkhamHorror>(&mut state, S0, Action::Close { fight: false });
        // Clues in hand: the check waits for them to be spent or not.
        act::<ArkhamHorror>(&mut state, S0, Action::Accept);
        assert_eq!(state.investigators()[0].gate_trophies.len(), 1, "{clues} Clues: closed");
        assert_eq!(state.elder_signs(), u32::from(sealed), "{clues} Clues");
    }
}

/// Two investigators against `ancient`: seat 0 unprepared (no Clue, trophy or blessing; Cursed
/// against Yig), seat 1 with a Clue, a monster and a gate trophy. The Ancient One awakens.
fn battle_starts(ancient: &str) -> State {
    let mut state = game(2, ancient, &["amanda-sharpe", "bob-jenkins"]);
    let ready = state.investigator_mut(1);
    ready.clues = 3;
    ready.monster_trophies.push(monster("cultist"));
    ready.gate_trophies.push(world("abyss"));
    if ancient == "yig" {
        state.investigator_mut(0).specials.fortune = tabletop_core::dice::Fortune::Cursed;
    }
    state.set_doom(state.ancient_one().doom - 1);
    state.hold(false);
    let events = state.open_gate_now(location("black-cave"));
    assert!(events.contains(&Event::Awakens), "{ancient}");
    state
}

/// Whether each seat is still in the game.
fn standing(state: &State) -> [bool; 2] {
    [!state.investigators()[0].out, !state.investigators()[1].out]
}

#[test]
fn hook_nyarlathotep_start_of_battle_devours_who_has_no_clue() {
    assert_eq!(standing(&battle_starts("nyarlathotep")), [false, true]);
}

#[test]
fn hook_shub_niggurath_start_of_battle_devours_who_has_no_monster_trophy() {
    assert_eq!(standing(&battle_starts("shub-niggurath")), [false, true]);
}

#[test]
fn hook_yog_sothoth_start_of_battle_devours_who_has_no_gate_trophy() {
    assert_eq!(standing(&battle_starts("yog-sothoth")), [false, true]);
}

#[test]
fn hook_yig_start_of_battle_devours_the_cursed_and_curses_the_rest() {
    let state = battle_starts("yig");
    assert_eq!(standing(&state), [false, true]);
    assert_eq!(state.investigators()[1].specials.fortune, tabletop_core::dice::Fortune::Cursed);
}

#[test]
fn hook_azathoth_power_ends_the_world_when_he_wakes() {
    let mut state = game(1, "azathoth", &["amanda-sharpe"]);
    state.give_card(0, card("tommy-gun"));
    state.set_doom(state.ancient_one().doom - 1);
    state.hold(false);
    let events = state.open_gate_now(location("black-cave"));
    assert!(events.contains(&Event::Ended(arkham_2e::Ending::Destroyed)));
}
