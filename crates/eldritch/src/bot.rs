//! The co-operative position evaluation behind the greedy bot ([`tabletop_core::Game::heuristic`]).

use content::eldritch::{self as data, MysteryGoal, MythosTrait};

use crate::rules::{self, gate_location};
use crate::state::{Pending, Standing, State};

/// The weights, tuned by a random search over simulated games (4 players against Azathoth,
/// greedy play, 300 games per candidate, the best checked on 1,000 other seeds); see
/// [`evaluate`] for what each one scores. Mystery progress must stay below a solved Mystery,
/// or the bots stop short of solving it.
#[derive(Debug, Clone, Copy)]
struct Weights {
    solved: f64,
    mystery_progress: f64,
    doom: f64,
    gate: f64,
    monster: f64,
    clue: f64,
    danger: f64,
    improvement: f64,
    possession: f64,
    gate_distance: f64,
    clue_distance: f64,
    at_gate: f64,
    at_clue: f64,
    at_site: f64,
    rumor: f64,
    vitals: f64,
    spare_action: f64,
    ticket: f64,
    site_distance: f64,
    rumor_distance: f64,
}

const W: Weights = Weights {
    solved: 210.0,
    mystery_progress: 180.0,
    doom: 5.88,
    gate: 1.5,
    monster: 0.5,
    clue: 16.0,
    danger: 4.0,
    improvement: 1.0,
    possession: 1.5,
    gate_distance: 0.98,
    clue_distance: 1.68,
    at_gate: 4.0,
    at_clue: 6.0,
    at_site: 4.0,
    rumor: 15.0,
    vitals: 2.8,
    spare_action: 0.3,
    ticket: 0.35,
    site_distance: 3.0,
    rumor_distance: 1.4,
};

/// Higher is better for the investigators: solved Mysteries and the current one's progress, Doom
/// left, gates, monsters and Rumors on the board, each investigator's Clues, Health and Sanity
/// (squared danger below 3), possessions, unused actions and tickets, and how far they stand from
/// gates, clues, the Mystery token (for whoever can pay its Clues) and each Rumor's site (its
/// nearest investigator). The current Mystery's goal doubles the pull of gates or clues; a
/// Mystery or Rumor offer in hand counts as taken, so one-step lookahead walks into them.
pub(crate) fn evaluate(state: &State) -> f64 {
    if let Some((won, _)) = state.outcome {
        return if won { 1e6 } else { -1e6 };
    }
    let needed = f64::from(state.tokens_needed().clamp(1, 20));
    let mut score =
        W.solved * state.solved.len() as f64 + W.mystery_progress * f64::from(state.mystery_tokens) / needed;
    score += W.doom * f64::from(state.doom);
    score -= W.gate * state.gates.len() as f64 + W.monster * state.monsters.len() as f64;
    let rumors = state
        .ongoing
        .iter()
        .filter(|&&(card, _)| data::MYTHOS[usize::from(card)].traits.contains(&MythosTrait::Rumor))
        .count();
    score -= W.rumor * rumors as f64;
    // An offer in hand is worth about what taking it gives.
    match state.pending {
        Some(Pending::MysterySpend { clues, .. }) => {
            score += W.mystery_progress / needed - W.clue * f64::from(clues);
        }
        Some(Pending::RumorSpend { clues, .. }) => score += W.rumor - W.clue * f64::from(clues),
        _ => {}
    }
    let mut rumor_sites: Vec<u8> =
        (0..data::LOCATIONS.len() as u8).filter(|&l| state.rumors_at(l).next().is_some()).collect();
    // A Rumor solved by defeating its Epic monster pulls towards the monster.
    rumor_sites.extend(state.monsters.iter().filter(|m| state.rumor_epic(m.kind)).map(|m| m.location));
    let mut rumor_best = vec![14.0f64; rumor_sites.len()];
    // What the current Mystery asks for.
    let goal = state.mystery.map(|m| data::MYSTERIES[usize::from(m)].goal);
    let (gate_focus, clue_focus) = match goal {
        Some(MysteryGoal::CloseGate { .. }) => (2.0, 1.0),
        Some(MysteryGoal::Research { .. }) => (1.0, 2.0),
        _ => (1.0, 1.0),
    };
    for inv in state.investigators.iter().filter(|inv| inv.standing == Standing::Active) {
        // Unused actions: an action that changes nothing is not worth taking.
        score += W.spare_action * f64::from((2 + inv.extra_actions).saturating_sub(inv.actions));
        score += W.ticket * f64::from(inv.train + inv.ship);
        let (health, sanity) = (f64::from(inv.health), f64::from(inv.sanity));
        let danger = |v: f64| (3.0 - v).max(0.0).powi(2);
        score -= W.danger * (danger(health) + danger(sanity));
        score += W.vitals * (health + sanity) / 2.0;
        score += W.clue * (inv.clues.len() as f64).min(6.0)
            + W.improvement * f64::from(inv.improve.iter().sum::<u8>());
        score += W.possession * (inv.assets.len() + inv.spells.len() + inv.artifacts.len()) as f64;
        let here = inv.location;
        let dist = rules::distances(here);
        let nearest = |locations: &mut dyn Iterator<Item = u8>| {
            locations.map(|l| f64::from(dist[usize::from(l)].min(12))).fold(f64::INFINITY, f64::min)
        };
        let gate = nearest(&mut state.gates.iter().map(|&g| gate_location(g)));
        if gate.is_finite() {
            score -= W.gate_distance * gate_focus * gate;
        }
        let clue = nearest(&mut state.board_clues.iter().map(|&(_, at)| at));
        if clue.is_finite() {
            score -= W.clue_distance * clue_focus * clue;
        }
        if gate == 0.0 {
            score += W.at_gate * gate_focus;
        }
        if clue == 0.0 {
            score += W.at_clue * clue_focus;
        }
        if let Some(&site) = state.mystery_sites.first() {
            // The token site wants an investigator there with the Clues to spend.
            let ready = (inv.clues.len() as f64 / 2.0).min(1.0) + 0.2;
            score -= W.site_distance * ready * f64::from(dist[usize::from(site)].min(12));
            if site == here {
                score += W.at_site;
            }
        }
        // Each Rumor's site wants its nearest investigator (with Clues to spend).
        for (slot, &site) in rumor_sites.iter().enumerate() {
            let d = f64::from(dist[usize::from(site)].min(12)) + if inv.clues.len() >= 2 { 0.0 } else { 2.0 };
            if d < rumor_best[slot] {
                rumor_best[slot] = d;
            }
        }
    }
    score -= W.rumor_distance * rumor_best.iter().sum::<f64>();
    score
}
