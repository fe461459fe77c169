//! Turn order, the end of turns and rounds, and the card row.

use crate::action::Event;
use crate::apply::reset_turn;
use crate::data::{ARCHAEOLOGISTS, HAND_SIZE, RIVAL_ARCHAEOLOGISTS, ROUNDS, ROW};
use crate::resolve::{draw, gain, gain_fear, to_exile};
use crate::rival;
use crate::score::{rival_score, score};
use crate::state::{Occupant, Phase, State};

/// Ends the current player's turn and hands over to the next.
pub(crate) fn end_turn(state: &mut State, ev: &mut Vec<Event>) {
    let seat = state.current;
    if state.turn.passing {
        let gain_res = state.turn.pass_gain;
        state.player_mut(seat).passed = true;
        ev.push(Event::Passed { seat });
        gain(state, seat, gain_res, ev);
    }
    reset_turn(state);
    refill_row(state, ev);
    advance(state, ev);
}

/// Starts a turn.
pub(crate) fn start_turn(state: &mut State, seat: u8, ev: &mut Vec<Event>) {
    state.current = seat;
    state.phase = Phase::Turn;
    reset_turn(state);
    ev.push(Event::TurnStarted { seat });
}

/// Gives the turn to the next player who has not passed, or ends the round.
pub(crate) fn advance(state: &mut State, ev: &mut Vec<Event>) {
    if state.solo() {
        loop {
            if rival::has_tiles(state) {
                rival::rival_turn(state, ev);
            }
            if !state.player(0).passed {
                start_turn(state, 0, ev);
                return;
            }
            if !rival::has_tiles(state) {
                end_round(state, ev);
                return;
            }
        }
    }
    let n = state.config.players;
    for step in 1..=n {
        let seat = (state.current + step) % n;
        if !state.player(seat).passed {
            start_turn(state, seat, ev);
            return;
        }
    }
    end_round(state, ev);
}

/// End of round, step 1 (fear and archaeologists), then the hand decisions or scoring.
fn end_round(state: &mut State, ev: &mut Vec<Event>) {
    for seat in order(state) {
        let fearless = state.player(seat).no_guardian_fear;
        for site in 0..usize::from(state.site_count) {
            for space in 0..2 {
                if state.sites[site].spaces[space] == Occupant::Player(seat) {
                    if state.sites[site].guardian.is_some() && !fearless {
                        gain_fear(state, seat, ev);
                    }
                    state.sites[site].spaces[space] = Occupant::Free;
                }
            }
        }
        state.player_mut(seat).archaeologists = ARCHAEOLOGISTS;
    }
    for site in state.sites[..usize::from(state.site_count)].iter_mut() {
        for space in site.spaces.iter_mut() {
            if *space == Occupant::Rival {
                *space = Occupant::Free;
            }
        }
    }
    if let Some(r) = state.rival.as_mut() {
        r.archaeologists = RIVAL_ARCHAEOLOGISTS;
    }
    ev.push(Event::RoundEnded { round: state.round });
    if state.round >= ROUNDS {
        state.phase = Phase::Over;
        state.prompt = None;
        state.tasks.clear();
        let scores = (0..state.config.players).map(|s| score(state, s)).collect();
        let rival = state.rival.as_ref().map(|_| rival_score(state));
        ev.push(Event::GameOver { scores, rival });
        return;
    }
    state.phase = Phase::HandDiscard;
    state.current = state.first;
    if state.player(state.current).hand.is_empty() {
        next_hand_discard(state, ev);
    }
}

/// Seats in turn order from the first player.
pub(crate) fn order(state: &State) -> impl Iterator<Item = u8> + use<> {
    let n = state.config.players;
    let first = state.first;
    (0..n).map(move |i| (first + i) % n)
}

/// Moves the end-of-round hand decision to the next player with cards, or finishes the round.
pub(crate) fn next_hand_discard(state: &mut State, ev: &mut Vec<Event>) {
    let n = state.config.players;
    let position = (state.current + n - state.first) % n;
    for i in position + 1..n {
        let seat = (state.first + i) % n;
        if !state.player(seat).hand.is_empty() {
            state.current = seat;
            return;
        }
    }
    finish_round(state, ev);
}

/// End of round, steps 3–4 and the card row; then the next round begins.
fn finish_round(state: &mut State, ev: &mut Vec<Event>) {
    for seat in order(state) {
        let mut play = state.player(seat).play;
        state.rng.shuffle(play.as_mut_slice());
        let p = state.player_mut(seat);
        for (i, &card) in play.iter().enumerate() {
            p.deck.insert(i, card);
        }
        p.play.clear();
        for a in p.assistants.as_mut_slice() {
            a.exhausted = false;
        }
        p.planes = false;
        p.no_guardian_fear = false;
        p.passed = false;
    }
    // The card row: exile both cards next to the Moon Staff, move it, refill.
    let staff = usize::from(state.round);
    for slot in [staff.wrapping_sub(1), staff] {
        if let Some(card) = state.row.get_mut(slot).and_then(Option::take) {
            to_exile(state, card);
            ev.push(Event::RowExiled { card });
        }
    }
    state.round += 1;
    refill_row(state, ev);
    state.first = (state.first + 1) % state.config.players;
    rival::reshuffle(state);
    start_round(state, ev);
}

/// Round start: everybody draws up to five, and the first player (the Rival in solo) begins.
pub(crate) fn start_round(state: &mut State, ev: &mut Vec<Event>) {
    ev.push(Event::RoundStarted { round: state.round });
    for seat in order(state) {
        let have = state.player(seat).hand.len();
        if have < HAND_SIZE {
            draw(state, seat, (HAND_SIZE - have) as u8, ev);
        }
    }
    state.phase = Phase::Turn;
    if state.solo() {
        state.current = 0;
        reset_turn(state);
        advance_solo_start(state, ev);
    } else {
        start_turn(state, state.first, ev);
    }
}

fn advance_solo_start(state: &mut State, ev: &mut Vec<Event>) {
    // The Rival goes first; then the usual alternation.
    if rival::has_tiles(state) {
        rival::rival_turn(state, ev);
    }
    start_turn(state, 0, ev);
}

/// Fills gaps in the card row: cards slide toward the Moon Staff and new ones are dealt at the
/// outer end. A side whose deck is empty is neither slid nor refilled.
pub(crate) fn refill_row(state: &mut State, ev: &mut Vec<Event>) {
    let staff = usize::from(state.round).min(ROW);
    // Items: right of the staff, slide left, deal at the right end.
    while state.row[staff..].contains(&None) && !state.item_deck.is_empty() {
        let mut cards = [None; ROW];
        let mut n = 0;
        for card in state.row[staff..].iter().flatten() {
            cards[n] = Some(*card);
            n += 1;
        }
        for (i, slot) in state.row[staff..].iter_mut().enumerate() {
            *slot = cards[i];
        }
        let slot = staff + n;
        if let Some(card) = state.item_deck.pop() {
            state.row[slot] = Some(card);
            ev.push(Event::RowDealt { slot: slot as u8, card });
        }
    }
    // Artifacts: left of the staff, slide right, deal at the left end.
    while state.row[..staff].contains(&None) && !state.artifact_deck.is_empty() {
        let mut cards = [None; ROW];
        let mut n = 0;
        for card in state.row[..staff].iter().flatten() {
            cards[n] = Some(*card);
            n += 1;
        }
        let gaps = staff - n;
        for (i, slot) in state.row[..staff].iter_mut().enumerate() {
            *slot = if i < gaps { None } else { cards[i - gaps] };
        }
        let slot = gaps - 1;
        if let Some(card) = state.artifact_deck.pop() {
            state.row[slot] = Some(card);
            ev.push(Event::RowDealt { slot: slot as u8, card });
        }
    }
}
