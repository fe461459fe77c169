//! Helpers shared by the rule tests: list, apply, refuse, and common rigs.

use arnak::testing::*;
use arnak::{Action, Arnak, Event, Icons, Side, State, TravelPlan};
use content::arnak::{Res, Resource};
use tabletop_core::{Seat, testing};

pub(crate) fn legal(state: &State, seat: u8) -> Vec<Action> {
    testing::legal::<Arnak>(state, Seat(seat))
}

/// Applies a listed action and checks the invariants.
pub(crate) fn act(state: &mut State, seat: u8, action: Action) -> Vec<Event> {
    testing::act::<Arnak>(state, Seat(seat), action)
}

/// Checks that an action is refused without changing anything; returns the message.
pub(crate) fn refuse(state: &mut State, seat: u8, action: Action) -> String {
    testing::refuse::<Arnak>(state, Seat(seat), action)
}

pub(crate) fn plans(state: &State, seat: u8) -> Vec<TravelPlan> {
    legal(state, seat)
        .into_iter()
        .filter_map(|a| match a {
            Action::Travel(plan) => Some(plan),
            _ => None,
        })
        .collect()
}

pub(crate) fn two_player(side: Side) -> State {
    let mut s = new_game(2, side, 11);
    begin_turn(&mut s, 0);
    s
}

pub(crate) fn coins(n: u8) -> Res {
    res(&[(Resource::Coin, n)])
}

/// A discovered level I site on a spot needing one ship (Bird board).
pub(crate) fn ship_site(s: &mut State) -> u8 {
    let site = site_index(s, "spot/i-1-3");
    assert_eq!(s.space_travel(site, 0), Icons { ship: 1, ..Icons::NONE });
    let tile = s.site_stacks()[0].as_slice()[0];
    discover_site(s, site, tile);
    site
}

/// Nine of every resource.
pub(crate) fn plenty() -> Res {
    Res { coin: 9, compass: 9, tablet: 9, arrowhead: 9, jewel: 9 }
}

/// Answers pending questions with the first listed non-decline option until none is pending.
pub(crate) fn settle(state: &mut State, seat: u8) {
    let mut guard = 0;
    while state.prompt.is_some() && guard < 50 {
        let options = legal(state, seat);
        let a = *options.iter().find(|a| **a != Action::Decline).unwrap_or(&options[0]);
        act(state, seat, a);
        guard += 1;
    }
}
