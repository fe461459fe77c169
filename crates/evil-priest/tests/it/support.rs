//! Helpers shared by the scenario tests: setting up a game, finding content by id, placing and
//! answering through the public `Game` API, and fixtures that edit the state directly.

use content::evil_priest::{self as data, Res};
use evil_priest::{Action, Cultist, Event, EvilPriest, Pay, RaidStage, Space, State};
use tabletop_core::game::Options;
use tabletop_core::{Game, Seat, Status, testing};

/// Seats of the rulebook's players.
pub(crate) const ZELDA: u8 = 0;
pub(crate) const FRANK: u8 = 1;
pub(crate) const AMELIA: u8 = 2;
pub(crate) const CECILE: u8 = 3;

/// A new game.
pub(crate) fn game(players: u8, cult: &str, expansion: bool) -> State {
    let mut options = Options::players(players).with("cult", cult);
    if expansion {
        options = options.with("expansion", "blood-ceremony");
    }
    let config = EvilPriest::config(&options).expect("valid options");
    EvilPriest::setup(&config, 7).expect("setup")
}

fn index_of(ids: impl Iterator<Item = &'static str>, slug: &str) -> u8 {
    let suffix = format!("/{slug}");
    ids.enumerate()
        .find(|(_, id)| id.ends_with(&suffix))
        .map(|(i, _)| i as u8)
        .unwrap_or_else(|| panic!("no {slug}"))
}

pub(crate) fn town(slug: &str) -> Space {
    Space::Town(index_of(data::TOWN.iter().map(|d| d.id), slug))
}
pub(crate) fn priest_space(slug: &str) -> Space {
    Space::Priest(index_of(data::PRIEST_SPACES.iter().map(|d| d.id), slug))
}
pub(crate) fn ritual(slug: &str) -> u8 {
    index_of(data::RITUALS.iter().map(|d| d.id), slug)
}
pub(crate) fn chamber(slug: &str) -> u8 {
    index_of(data::CHAMBERS.iter().map(|d| d.id), slug)
}
pub(crate) fn monster(slug: &str) -> u8 {
    index_of(data::MONSTERS.iter().map(|d| d.id), slug)
}
pub(crate) fn investigator(slug: &str) -> u8 {
    index_of(data::INVESTIGATORS.iter().map(|d| d.id), slug)
}
pub(crate) fn node(state: &State, id: &str) -> u8 {
    state.cult().nodes.iter().position(|n| n.id == id).unwrap_or_else(|| panic!("no node {id}")) as u8
}

/// Fixture: removes the Elder Signs of these nodes as if shattered earlier (the tokens count as
/// removed from the game).
pub(crate) fn open(state: &mut State, ids: &[&str]) {
    for id in ids {
        let n = node(state, id);
        assert!(state.is_sealed(n), "{id} is already open");
        state.sealed &= !(1 << n);
        state.elder_signs_removed += 1;
    }
}

/// Fixture: takes the lowest copy of `card` out of a deck's draw pile; false if there is none.
pub(crate) fn take_lowest(deck: &mut evil_priest::Deck, card: u8) -> bool {
    let deck = &mut deck.pile_mut().deck;
    match deck.bottom_up().iter().position(|&c| c == card) {
        Some(at) => deck.remove_at(deck.len() - 1 - at).is_some(),
        None => false,
    }
}

/// Fixture: builds a Chamber (taken out of the draw pile, so cards are conserved) holding `held`.
pub(crate) fn give_chamber(state: &mut State, seat: u8, slot: usize, slug: &str, held: Res) {
    let card = chamber(slug);
    assert!(take_lowest(&mut state.chamber_deck, card), "a copy in the draw pile");
    state.players[usize::from(seat)].chambers[slot] = Some(evil_priest::ChamberSlot { card, held });
}

/// Fixture: takes one copy of a monster card out of the Monster deck (draw pile or display, the
/// display slot being refilled), so a test can put it anywhere without creating a card.
pub(crate) fn pull_monster(state: &mut State, slug: &str) -> u8 {
    let card = monster(slug);
    if take_lowest(&mut state.monster_deck, card) {
        return card;
    }
    let Some(slot) = state.monster_deck.display.iter().position(|&c| c == Some(card)) else {
        panic!("no {slug} left in the Monster deck");
    };
    state.monster_deck.display[slot] = None;
    state.refill_monster_display();
    card
}

/// Fixture: puts a monster card face up in a display slot (the card there goes to the draw pile).
pub(crate) fn show_monster(state: &mut State, slot: usize, slug: &str) {
    let card = pull_monster(state, slug);
    if let Some(old) = state.monster_deck.display[slot].replace(card) {
        state.monster_deck.pile_mut().deck.put_bottom(old);
    }
}

/// Fixture: makes it `seat`'s turn in the Action phase.
pub(crate) fn turn(state: &mut State, seat: u8) {
    state.turn = seat;
    state.placed_this_turn = false;
    state.discarded_this_turn = false;
}

/// Fixture: sets a player's exposed resources (and empties their Chambers' holdings).
pub(crate) fn holdings(state: &mut State, seat: u8, res: Res) {
    let player = &mut state.players[usize::from(seat)];
    player.exposed = res;
    for slot in player.chambers.iter_mut().flatten() {
        slot.held = Res::ZERO;
    }
}

pub(crate) fn res(treasure: u8, blood: u8, magic: u8, spellbook: u8, elder_sign: u8) -> Res {
    Res { treasure, blood, magic, spellbook, elder_sign }
}

/// The legal actions of a seat.
pub(crate) fn legal(state: &State, seat: u8) -> Vec<Action> {
    testing::legal::<EvilPriest>(state, Seat(seat))
}

/// Applies an action that must be listed and legal; returns its events.
pub(crate) fn act(state: &mut State, seat: u8, action: Action) -> Vec<Event> {
    testing::act::<EvilPriest>(state, Seat(seat), action)
}

/// Asserts an action is refused and changes nothing.
pub(crate) fn refused(state: &mut State, seat: u8, action: Action) -> String {
    testing::refuse::<EvilPriest>(state, Seat(seat), action)
}

/// The first legal placement of `cultist` on `space` (the default way to pay).
pub(crate) fn placement(state: &State, seat: u8, cultist: Cultist, space: Space) -> Option<Action> {
    legal(state, seat).into_iter().find(
        |action| matches!(action, Action::Place { cultist: c, space: s, .. } if *c == cultist && *s == space),
    )
}

/// Places with the default payment; panics if not legal.
pub(crate) fn place(state: &mut State, seat: u8, cultist: Cultist, space: Space) -> Vec<Event> {
    let action = placement(state, seat, cultist, space).unwrap_or_else(|| {
        panic!("{cultist:?} on {space:?} is not legal for seat {seat}: {:?}", legal(state, seat))
    });
    act(state, seat, action)
}

/// Places on a cult-board space named by node id.
pub(crate) fn place_node(
    state: &mut State,
    seat: u8,
    cultist: Cultist,
    space: fn(u8) -> Space,
    id: &str,
) -> Vec<Event> {
    let n = node(state, id);
    place(state, seat, cultist, space(n))
}

/// A placement with an explicit payment.
pub(crate) fn place_paying(cultist: Cultist, space: Space, pay: Pay) -> Action {
    Action::Place { cultist, space, pay }
}

/// Seats acting now.
pub(crate) fn acting(state: &State) -> Vec<u8> {
    match EvilPriest::status(state) {
        Status::Over => Vec::new(),
        Status::Acting(set) => set.iter().map(|seat| seat.0).collect(),
    }
}

/// Lets the raid in progress go on for every player who is asked, except `except`.
pub(crate) fn continue_raid_except(state: &mut State, except: &[u8], events: &mut Vec<Event>) {
    while let Some(raid) = &state.raid {
        let waiting: Vec<u8> = raid
            .players
            .iter()
            .enumerate()
            .filter(|(seat, p)| p.stage != RaidStage::Done && !except.contains(&(*seat as u8)))
            .map(|(seat, _)| seat as u8)
            .collect();
        let Some(&seat) = waiting.first() else { return };
        events.extend(act(state, seat, Action::Continue));
    }
}

/// Plays on with simple choices (acolytes to Escape, the priest to the cheapest space, first
/// answers, raids go on) until round `round` starts.
pub(crate) fn play_until_round(state: &mut State, round: u16, events: &mut Vec<Event>) {
    let mut guard = 0;
    while state.round < round && state.over.is_none() {
        guard += 1;
        assert!(guard < 2000, "the round did not end");
        let seat = acting(state)[0];
        let options = legal(state, seat);
        let escape = priest_space("escape");
        let choice = options
            .iter()
            .find(|a| matches!(a, Action::Continue))
            .or_else(|| options.iter().find(|a| matches!(a, Action::Place { space, .. } if *space == escape)))
            .or_else(|| options.iter().find(|a| matches!(a, Action::Place { space: Space::Town(_), .. })))
            .or_else(|| {
                options.iter().find(|a| !matches!(a, Action::Place { .. } | Action::DiscardMonster { .. }))
            })
            .unwrap_or(&options[0]);
        events.extend(act(state, seat, *choice));
    }
}

/// Gained events of a seat.
pub(crate) fn gains(events: &[Event], who: u8) -> Vec<Res> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Gained { seat, res } if *seat == who => Some(*res),
            _ => None,
        })
        .collect()
}

/// The personal strengths after asylum defense in the last raid started in `events`.
pub(crate) fn defended(events: &[Event]) -> Vec<(u8, u8)> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::RaidDefended { seat, strength } => Some((*seat, *strength)),
            _ => None,
        })
        .collect()
}

/// The raid strength of the raids started in `events`.
pub(crate) fn raid_strengths(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::RaidStarted { strength, .. } => Some(*strength),
            _ => None,
        })
        .collect()
}

/// Fixture: moves a seat's acolytes so that its pool, asylum and Escape hold these counts; the
/// rest go to the pool's spare count (kept for conservation as trapped nowhere: only used where
/// the test does not check invariants).
pub(crate) fn acolytes(state: &mut State, seat: u8, pool: u8, asylum: u8, escape: u8) {
    let player = &mut state.players[usize::from(seat)];
    player.pool = pool;
    player.asylum = asylum;
    player.escape = escape;
}

/// Asserts the engine's own conservation checks hold.
pub(crate) fn invariants(state: &State) {
    if let Err(error) = EvilPriest::check_invariants(state) {
        panic!("invariant broken: {error}");
    }
}
