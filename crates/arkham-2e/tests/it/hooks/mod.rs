//! Encounter texts once written as hooks, now in the effect vocabulary or in `hooks/cards.rs`:
//! each is resolved from a set-up position with rigged dice and its outcome checked.

mod abilities;
mod battle;
mod cards;
mod coverage;
mod encounters;
mod environments;
mod gates;
mod items;
mod locations;
mod mythos;
mod places;
mod rules;
mod vocabulary;

use arkham_2e::testing::{card, location, sheet, street, world};
use arkham_2e::{Action, ArkhamHorror, Choice, Event, Investigator, Pending, Phase, Place, State};
use content::arkham_2e::{self as data, Check, Effect};
use tabletop_core::dice::Fortune;
use tabletop_core::game::Options;
use tabletop_core::{Game, Seat};

/// One investigator (Darrell Simmons, whose ability changes no encounter) with no possessions,
/// $0, no Clue, at `place`, in the Upkeep before the sliders: what an effect list leaves to decide
/// waits, and the game stops at the sliders when it is done.
pub(super) fn game(place: Place) -> State {
    let config = ArkhamHorror::config(&Options::players(1).with("ancient-one", "azathoth")).expect("config");
    let mut state = ArkhamHorror::setup(&config, 3).expect("setup");
    state.set_turn(Phase::Upkeep, 0);
    state.clear_mythos_in_play();
    state.clear_monsters();
    state.clear_gates();
    state.replace_investigator(0, sheet("darrell-simmons"));
    let p = state.investigator_mut(0);
    p.place = place;
    p.money = 0;
    p.clues = 0;
    p.sliders = [1, 1, 1];
    state
}

pub(super) fn me(state: &State) -> &Investigator {
    &state.investigators()[0]
}

/// The effects of a location card's encounter: `card` is the card's short id (`downtown-1`).
pub(super) fn at(card: &str, location: &str) -> &'static [Effect] {
    let card = data::LOCATION_CARDS.iter().find(|c| c.id.ends_with(&format!("/{card}"))).expect("card");
    let location = format!("arkham-2e/location/{location}");
    card.encounters.iter().find(|e| e.location == location).expect("encounter").effects
}

/// The effects of a gate card's encounter: `card` is its number (`"08"`), `world` a short name or
/// `"other"`.
pub(super) fn gate(card: &str, world: &str) -> &'static [Effect] {
    let card = data::GATE_CARDS.iter().find(|c| c.id.ends_with(&format!("/{card}"))).expect("card");
    let world = (world != "other").then(|| format!("arkham-2e/world/{world}"));
    card.encounters.iter().find(|e| e.world.map(str::to_owned) == world).expect("encounter").effects
}

/// In an Other World's first area.
pub(super) fn in_world(name: &str) -> Place {
    Place::World { world: world(name), second: false }
}

/// Sets the slider that gives `skill` its best value.
pub(super) fn favour(state: &mut State, skill: Check) {
    let (slider, position) = match skill {
        Check::Speed => (0, 3),
        Check::Sneak => (0, 0),
        Check::Fight => (1, 3),
        Check::Will => (1, 0),
        Check::Lore => (2, 3),
        _ => (2, 0),
    };
    state.investigator_mut(0).sliders[slider] = position;
}

/// Rigs the dice of the next check: every die a success (`pass`) or a failure.
pub(super) fn rig_check(state: &mut State, skill: Check, modifier: i8, pass: bool) {
    if pass {
        favour(state, skill);
    }
    let dice = (me(state).skill(skill) + modifier).max(0) as usize;
    assert!(!pass || dice > 0, "no die to pass with");
    state.rig_dice(std::iter::repeat_n(if pass { 6 } else { 1 }, dice));
}

pub(super) fn answer(state: &mut State, action: Action) -> Vec<Event> {
    let mut events = Vec::new();
    ArkhamHorror::apply(state, Seat(0), &action, &mut events).expect("a legal answer");
    events
}

pub(super) fn choose(state: &mut State, option: u8) -> Vec<Event> {
    answer(state, Action::Choose(option))
}

pub(super) fn choice(state: &State) -> Option<Choice> {
    match state.pending() {
        Some((0, Pending::Choose(choice))) => Some(choice.clone()),
        _ => None,
    }
}

pub(super) fn legal(state: &State) -> Vec<Action> {
    let mut out = Vec::new();
    ArkhamHorror::legal_actions(state, Seat(0), &mut out);
    out
}

pub(super) fn gained(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| if let Event::Gained { card, .. } = e { Some(*card) } else { None })
        .collect()
}

pub(super) fn deck_of(card: u8) -> data::Deck {
    data::CARDS[usize::from(card)].deck
}

pub(super) fn price(card: u8) -> u8 {
    data::CARDS[usize::from(card)].price.expect("an item has a price")
}

pub(super) fn holds(state: &State, name: &str) -> bool {
    me(state).cards.iter().any(|h| h.card == card(name))
}

pub(super) fn lost_in_time(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::Moved { to: Place::Lost, .. }))
}

pub(super) fn location_index(name: &str) -> u8 {
    let Place::Location(l) = location(name) else { unreachable!("a location") };
    l
}
