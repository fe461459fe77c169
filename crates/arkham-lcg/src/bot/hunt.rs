//! The plan of an act that draws enemies from the scenario's extra deck and wants them in the
//! victory display (The Midnight Masks): the work left, counted in actions. Clues to gather for
//! the draws still to make, each draw's action, and for every enemy bound for the victory display
//! (in the extra deck, in play, or set aside to come) the fight actions its health left asks for,
//! or its parley when that costs less, and the moves to reach it. Every action should take work
//! away; the one-step look-ahead then prefers the action that takes the most.

use content::arkham_lcg::{ActionKind, Cost, Effect, Timing};

use crate::card::CardRef;
use crate::state::{LocId, State};

/// Actions to discover one clue (a test passed a little more often than not).
const PER_CLUE: f64 = 1.7;
/// Actions to deal one damage (a fight passed a little more often than not).
pub(super) const PER_DAMAGE: f64 = 1.8;
/// Actions for an enemy still in the extra deck: its health (about 4) and the walk to it.
const IN_DECK: f64 = 8.5;

/// The work left, in actions.
pub(super) fn work(state: &State, draw_cost: u16, nearest: impl Fn(LocId) -> u8) -> f64 {
    let deck = state.extra_deck_len() as f64;
    let clues = (draw_cost as f64 * deck - f64::from(state.group_clues())).max(0.0);
    let mut work = clues * PER_CLUE + deck * (1.0 + IN_DECK);
    for e in state.enemies.iter().filter(|e| bound_for_victory(e.card)) {
        let left = f64::from(state.enemy_health(e.id).saturating_sub(u16::from(e.damage)));
        let parley = parley_work(state, e.card).unwrap_or(f64::INFINITY);
        let reach = if e.engaged.is_some() { 0.0 } else { f64::from(nearest(e.at).min(6)) };
        work += (left * PER_DAMAGE).min(parley) + reach;
    }
    for card in state.set_aside.iter().filter(|c| bound_for_victory(**c)) {
        let health = card.enemy().map_or(1, |f| f.health.with(state.starting));
        work += f64::from(health) * PER_DAMAGE;
    }
    work
}

/// An enemy whose place is the victory display (unique, with victory points).
pub(super) fn bound_for_victory(card: CardRef) -> bool {
    card.is_unique() && super::progress::victory_points(card) > 0
}

/// The actions a parley that adds the enemy to the victory display takes, with what it costs
/// (clues to discover, resources or cards to gain).
fn parley_work(state: &State, card: CardRef) -> Option<f64> {
    let ability = card.abilities().iter().find(|a| {
        a.timing == Timing::Action
            && a.kind == Some(ActionKind::Parley)
            && a.effects.contains(&Effect::AddToVictory)
    })?;
    let mut best_resources = 0u8;
    let mut best_hand = 0usize;
    for seat in state.in_order() {
        let inv = &state.investigators[usize::from(seat)];
        best_resources = best_resources.max(inv.resources);
        best_hand = best_hand.max(inv.hand.len());
    }
    let mut work = 1.0;
    for cost in ability.cost {
        work += match *cost {
            Cost::Clues(n) => f64::from(n) * PER_CLUE,
            Cost::Resources(n) => f64::from(n.saturating_sub(best_resources)),
            Cost::DiscardFromHand(n) => usize::from(n).saturating_sub(best_hand) as f64,
            _ => 0.0,
        };
    }
    Some(work)
}
