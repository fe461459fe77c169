//! Rumors and Headlines run by name (`hooks/mod.rs`): each Rumor's pass condition and ongoing
//! rule, each Headline's effect when drawn.

use arkham_2e::testing::data::{self, Deck};
use arkham_2e::testing::{card, location, monster, street, world};
use arkham_2e::{Action, ArkhamHorror, Choice, Event, Pending, Phase, Place, State};
use tabletop_core::testing::act;

use crate::fixtures::{S0, checks, game, solo};

/// Cards of a deck seat `seat` holds.
fn of_deck(state: &State, seat: u8, deck: Deck) -> usize {
    state.investigators()[usize::from(seat)].cards.iter().filter(|h| h.def().deck == deck).count()
}

/// Two investigators, seat 0 in `place`; `rumor` drawn in a Mythos phase (its tokens set as
/// it enters), then seat 0's Arkham Encounters: what the Rumor offers there waits.
fn working_on(rumor: &str, place: Place, set: impl FnOnce(&mut State)) -> State {
    let mut state = game(2, "cthulhu", &["amanda-sharpe", "bob-jenkins"]);
    for seat in 0..2 {
        state.investigator_mut(seat).cards.clear();
    }
    state.mythos_now(rumor);
    assert_eq!(state.rumor().map(|m| m.id.rsplit('/').next()), Some(Some(rumor)));
    state.investigator_mut(0).place = place;
    set(&mut state);
    state.turn_now(Phase::ArkhamEncounters, 0);
    state
}

#[test]
fn hook_disturbing_the_dead_passes_for_two_gate_trophies_in_rivertown() {
    let mut state = working_on("disturbing-the-dead", street("rivertown"), |state| {
        let p = state.investigator_mut(0);
        p.gate_trophies.push(world("abyss"));
        p.gate_trophies.push(world("yuggoth"));
    });
    assert_eq!(state.pending(), Some((0, &Pending::Special)));
    act::<ArkhamHorror>(&mut state, S0, Action::Special);
    assert!(state.rumor().is_none(), "passed");
    assert!(state.investigators()[0].gate_trophies.is_empty());
    assert_eq!([of_deck(&state, 0, Deck::Spell), of_deck(&state, 1, Deck::Spell)], [1, 1]);
    // With one trophy the Rumor offers nothing.
    let state = working_on("disturbing-the-dead", street("rivertown"), |state| {
        state.investigator_mut(0).gate_trophies.push(world("abyss"));
    });
    assert_ne!(state.pending(), Some((0, &Pending::Special)));
}

/// Amanda alone with `rumor` in play (entered a round ago), then a Mythos phase whose card
/// (Blue Flu) opens no gate, `faces` rigged for the Rumor's end-of-phase roll.
fn a_mythos_phase_later(rumor: &str, faces: &[u8]) -> State {
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.put_in_play(rumor);
    let flu = data::MYTHOS.iter().find(|m| m.id.ends_with("/blue-flu")).expect("a Mythos card");
    let gate = flu.gate.and_then(|id| data::LOCATIONS.iter().position(|l| l.id == id)).expect("its gate");
    state.put_seal(Place::Location(gate as u8));
    state.rig_dice(faces.iter().copied());
    state.mythos_now("blue-flu");
    state
}

#[test]
fn hook_disturbing_the_dead_raises_the_terror_level_on_a_one_or_two() {
    assert_eq!(a_mythos_phase_later("disturbing-the-dead", &[2]).terror(), 1);
    assert_eq!(a_mythos_phase_later("disturbing-the-dead", &[3]).terror(), 0);
}

#[test]
fn hook_the_southside_strangler_strikes_returns_an_ally_to_the_box_each_mythos_phase() {
    let allies = solo("amanda-sharpe", street("uptown")).deck_len("ally");
    let state = a_mythos_phase_later("the-southside-strangler-strikes", &[]);
    assert_eq!(state.deck_len("ally"), allies - 1);
}

#[test]
fn hook_good_work_undone_passes_when_its_six_clues_are_paid_in_easttown() {
    let mut state = working_on("good-work-undone", street("easttown"), |state| {
        state.investigator_mut(0).clues = 4;
    });
    act::<ArkhamHorror>(&mut state, S0, Action::Special);
    assert!(state.rumor().is_some(), "4 of 6 paid");
    assert_eq!(state.investigators()[0].clues, 0);
    state.investigator_mut(0).clues = 3;
    state.turn_now(Phase::ArkhamEncounters, 0);
    act::<ArkhamHorror>(&mut state, S0, Action::Special);
    assert!(state.rumor().is_none(), "passed");
    assert_eq!(state.investigators()[0].clues, 1);
    assert_eq!([of_deck(&state, 0, Deck::UniqueItem), of_deck(&state, 1, Deck::UniqueItem)], [1, 1]);
}

#[test]
fn hook_the_great_ritual_toughens_cultists_and_passes_for_three_spells_in_french_hill() {
    // Ongoing: Cultists have 2 more toughness.
    let mut state = solo("amanda-sharpe", street("uptown"));
    let p = state.investigator_mut(0);
    p.cards.clear();
    (p.sanity, p.max_sanity) = (9, 9);
    state.put_in_play("the-great-ritual");
    let id = state.put_monster(monster("cultist"), street("uptown"));
    state.rig_dice(vec![6; 12]);
    state.fight_now(0, id);
    state.rig_dice(vec![1; 30]);
    let events = act::<ArkhamHorror>(&mut state, S0, Action::Attack);
    assert_eq!(checks(&events).last().map(|c| c.2), Some(1 + 2));
    // Pass: three Spells discarded in the French Hill streets; everyone gains 2 Clues.
    let mut state = working_on("the-great-ritual", street("french-hill"), |state| {
        for name in ["shrivelling", "wither", "dread-curse-of-azathoth"] {
            state.give_card(0, card(name));
        }
    });
    act::<ArkhamHorror>(&mut state, S0, Action::Special);
    assert!(state.rumor().is_none(), "passed");
    assert_eq!(of_deck(&state, 0, Deck::Spell), 0);
    assert_eq!([state.investigators()[0].clues, state.investigators()[1].clues], [2, 2]);
}

#[test]
fn hook_the_southside_strangler_strikes_passes_for_five_clues_at_mas_boarding_house() {
    let mut state = working_on("the-southside-strangler-strikes", location("mas-boarding-house"), |state| {
        state.investigator_mut(0).clues = 6;
    });
    act::<ArkhamHorror>(&mut state, S0, Action::Special);
    assert!(state.rumor().is_none(), "passed");
    assert_eq!(state.investigators()[0].clues, 1);
    assert_eq!([state.investigators()[0].money, state.investigators()[1].money], [5, 5]);
}

#[test]
fn hook_miskatonic_arctic_expedition_returns_puts_elder_thing_trophies_at_the_docks() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    state.investigator_mut(0).monster_trophies.push(monster("elder-thing"));
    state.investigator_mut(0).monster_trophies.push(monster("cultist"));
    state.mythos_now("miskatonic-arctic-expedition-returns");
    assert_eq!(state.investigators()[0].monster_trophies.as_slice(), [monster("cultist")]);
    assert!(
        state.monsters().any(|(_, m)| m.kind == monster("elder-thing") && m.place == location("river-docks"))
    );
}

#[test]
fn hook_strange_power_flux_plagues_city_lets_the_other_worlds_come_back() {
    let mut state = solo("amanda-sharpe", Place::World { world: world("yuggoth"), second: false });
    state.put_gate(location("woods"), world("yuggoth"));
    state.mythos_now("strange-power-flux-plagues-city");
    assert!(matches!(state.pending(), Some((0, Pending::Choose(Choice::May(_))))));
    act::<ArkhamHorror>(&mut state, S0, Action::Choose(1));
    assert_eq!(state.investigators()[0].place, location("woods"));
}

#[test]
fn hook_the_story_continues_draws_another_mythos_card() {
    let mut state = solo("amanda-sharpe", street("uptown"));
    let events = state.mythos_now("the-story-continues");
    let drawn: Vec<u8> =
        events.iter().filter_map(|e| if let Event::Mythos(m) = e { Some(*m) } else { None }).collect();
    let story = data::MYTHOS.iter().position(|m| m.id.ends_with("/the-story-continues")).expect("card") as u8;
    assert_eq!(drawn.first(), Some(&story));
    assert!(drawn.len() >= 2, "a second card is drawn: {drawn:?}");
}
