//! Fixtures shared by the rulebook scenarios: a cleared game, the checks made, dice counts.

use arkham_2e::testing::data::{self, Check};
use arkham_2e::testing::{card, monster, sheet, street};
use arkham_2e::{ArkhamHorror, Event, Phase, Place, State};
use tabletop_core::game::Options;
use tabletop_core::{Game, Seat};

/// Investigators whose abilities do not touch the procedures these scenarios test.
const NEUTRAL: [&str; 8] = [
    "amanda-sharpe",
    "ashcan-pete",
    "bob-jenkins",
    "dexter-drake",
    "jenny-barnes",
    "monterey-jack",
    "gloria-goldberg",
    "carolyn-fern",
];

/// A game of `players` against `ancient`, cleared: no monsters, gates, terror, doom, Mythos
/// card in play or Clues on the board; seat `i` plays `sheets[i]` (else a neutral investigator)
/// with no possessions, no money and no Clues, on Easttown's streets.
pub(crate) fn game(players: u8, ancient: &str, sheets: &[&str]) -> State {
    let options = Options::players(players).with("ancient-one", ancient);
    let config = ArkhamHorror::config(&options).expect("options");
    let mut state = ArkhamHorror::setup(&config, 11).expect("setup");
    state.clear_monsters();
    state.clear_gates();
    state.clear_mythos_in_play();
    state.set_terror(0);
    state.set_doom(0);
    for l in 0..data::LOCATIONS.len() as u8 {
        state.set_clues_at(Place::Location(l), 0);
    }
    for seat in 0..players {
        let name = sheets.get(usize::from(seat)).copied().unwrap_or(NEUTRAL[usize::from(seat) % 8]);
        state.replace_investigator(seat, sheet(name));
        let investigator = state.investigator_mut(seat);
        investigator.clues = 0;
        investigator.money = 0;
        investigator.place = street("easttown");
    }
    state.set_turn(Phase::Movement, 0);
    state.hold(true);
    state
}

/// One investigator (`name`) against Cthulhu, at `place`.
pub(crate) fn solo(name: &str, place: Place) -> State {
    let mut state = game(1, "cthulhu", &[name]);
    state.investigator_mut(0).place = place;
    state
}

pub(crate) const S0: Seat = Seat(0);

/// The checks made: (dice, successes, needed, passed).
pub(crate) fn checks(events: &[Event]) -> Vec<(u8, u8, u8, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Check { dice, successes, need, passed, .. } => Some((*dice, *successes, *need, *passed)),
            _ => None,
        })
        .collect()
}

/// A seat's skill now (with its cards' bonuses).
pub(crate) fn skill(state: &State, seat: u8, check: Check) -> i8 {
    state.investigators()[usize::from(seat)].skill(check)
}

/// The dice a check of `check` with `modifier` rolls (none below zero).
pub(crate) fn dice(state: &State, seat: u8, check: Check, modifier: i8) -> usize {
    (skill(state, seat, check) + modifier).max(0) as usize
}

/// The monster on the board at `place` of `kind`, if any.
pub(crate) fn monster_at(state: &State, kind: &str, place: Place) -> bool {
    state.monsters().any(|(_, m)| m.kind == monster(kind) && m.place == place)
}

pub(crate) fn held(state: &State, seat: u8, name: &str) -> Option<u8> {
    state.investigators()[usize::from(seat)].cards.iter().position(|h| h.card == card(name)).map(|i| i as u8)
}

pub(crate) fn short(id: &str) -> &str {
    id.rsplit('/').next().unwrap_or(id)
}
