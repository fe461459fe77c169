//! Scoring, the winner with tie-breaks, and the greedy bot's heuristic.

use content::arnak::{ASSISTANTS, GUARDIANS, PLAYER_BOARD, Res};
use tabletop_core::{Outcome, SeatSet};

use crate::data::{CardId, FEAR_TOKEN_VP, IDOL_VP, ROUNDS};
use crate::legal;
use crate::state::{Marker, Occupant, Phase, Pos, State};

/// Points of a research marker at `pos`.
pub(crate) fn marker_vp(state: &State, pos: Pos, marker: Marker) -> i32 {
    let research = &state.board().research;
    match pos {
        Pos::Start => 0,
        Pos::Space(i) => {
            let level = state.level_of(Pos::Space(i));
            research.levels.iter().find(|l| l.level == level).map_or(0, |l| match marker {
                Marker::Magnifier => i32::from(l.magnifier_vp),
                Marker::Notebook => i32::from(l.notebook_vp),
            })
        }
        Pos::Temple(slot) => research.temple_slots_vp.get(usize::from(slot)).map_or(0, |&v| i32::from(v)),
    }
}

/// Points from both research markers.
pub(crate) fn research_vp(state: &State, seat: u8) -> i32 {
    let p = state.player(seat);
    marker_vp(state, p.magnifier, Marker::Magnifier) + marker_vp(state, p.notebook, Marker::Notebook)
}

fn cards_vp(cards: &[CardId]) -> i32 {
    cards.iter().map(|c| i32::from(c.def().vp)).sum()
}

/// A player's score by the end-of-game categories (meaningful at any time).
pub fn score(state: &State, seat: u8) -> i32 {
    let p = state.player(seat);
    let mut total = research_vp(state, seat);
    for (i, &n) in p.temple_tiles.iter().enumerate() {
        total += i32::from(n) * i32::from(legal::temple_value(i));
    }
    let slotted = p.slots.iter().flatten().count();
    total += IDOL_VP * (p.idols.len() + slotted) as i32;
    for (i, vp) in PLAYER_BOARD.idol_slot_vp.iter().enumerate() {
        if p.slots.get(i).is_some_and(Option::is_none) {
            total += i32::from(*vp);
        }
    }
    for t in p.guardians.iter() {
        total += GUARDIANS.get(usize::from(t.id)).map_or(0, |g| i32::from(g.vp));
    }
    total += cards_vp(p.deck.as_slice()) + cards_vp(p.hand.as_slice()) + cards_vp(p.play.as_slice());
    if state.current == seat {
        total += cards_vp(state.looking.as_slice());
    }
    total += FEAR_TOKEN_VP * i32::from(p.fear_tokens);
    total
}

/// The solo Rival's score.
pub fn rival_score(state: &State) -> i32 {
    crate::rival::rival_points(state).0
}

/// The tie-break key: score, then reaching the temple (earlier is better), then research points.
fn key(score: i32, magnifier: Pos, research: i32) -> (i32, i32, i32) {
    let temple = match magnifier {
        Pos::Temple(slot) => 100 - i32::from(slot),
        _ => 0,
    };
    (score, temple, research)
}

/// The outcome, once the game is over.
pub(crate) fn outcome(state: &State) -> Option<Outcome> {
    if state.phase != Phase::Over {
        return None;
    }
    let scores: Vec<i32> = (0..state.config.players).map(|s| score(state, s)).collect();
    let mut winners = SeatSet::EMPTY;
    if let Some(rival) = &state.rival {
        let (rival_total, rival_research) = crate::rival::rival_points(state);
        let me = key(scores[0], state.player(0).magnifier, research_vp(state, 0));
        if me > key(rival_total, rival.magnifier, rival_research) {
            winners.insert(tabletop_core::Seat(0));
        }
    } else {
        let keys: Vec<_> = (0..state.config.players)
            .map(|s| key(scores[usize::from(s)], state.player(s).magnifier, research_vp(state, s)))
            .collect();
        if let Some(best) = keys.iter().max() {
            for (s, k) in keys.iter().enumerate() {
                if k == best {
                    winners.insert(tabletop_core::Seat(s as u8));
                }
            }
        }
    }
    Some(Outcome::Ranked { scores, winners })
}

fn res_value(res: Res, late: f64) -> f64 {
    let v = f64::from(res.coin) * 0.5
        + f64::from(res.compass) * 0.5
        + f64::from(res.tablet) * 0.7
        + f64::from(res.arrowhead) * 0.9
        + f64::from(res.jewel) * 1.3;
    v * late
}

/// How good the state looks for `seat`: the score now plus the value of what may still score.
pub(crate) fn heuristic(state: &State, seat: u8) -> f64 {
    let value = |s: u8| -> f64 {
        let p = state.player(s);
        let rounds_left = f64::from(ROUNDS.saturating_sub(state.round));
        let late = if state.phase == Phase::Over { 0.0 } else { 0.4 + 0.15 * rounds_left };
        let mut v = f64::from(score(state, s));
        v += res_value(p.res, late);
        for a in p.assistants.iter() {
            if ASSISTANTS.get(usize::from(a.id)).is_some() {
                v += (1.0 + if a.gold { 0.5 } else { 0.0 }) * late;
            }
        }
        for t in p.guardians.iter() {
            if !t.used {
                v += 0.5 * late;
            }
        }
        // Good cards in the deck keep paying.
        let good = p.deck.iter().chain(p.hand.iter()).chain(p.play.iter());
        for c in good {
            if matches!(c.kind(), content::arnak::CardKind::Item | content::arnak::CardKind::Artifact) {
                v += 0.8 * late;
            }
        }
        // Archaeologists on guardian sites bring fear at round end.
        for site in state.sites[..usize::from(state.site_count)].iter() {
            if site.guardian.is_some() {
                v -= site.spaces.iter().filter(|o| **o == Occupant::Player(s)).count() as f64 * 0.8;
            }
        }
        if state.phase == Phase::Turn && state.current == s {
            v += state.turn.pool.total() as f64 * 0.05;
        }
        v
    };
    let mine = value(seat);
    let best_other =
        (0..state.config.players).filter(|&s| s != seat).map(value).fold(f64::NEG_INFINITY, f64::max);
    if best_other.is_finite() {
        mine - 0.25 * best_other
    } else {
        mine - 0.25 * f64::from(rival_score(state))
    }
}
