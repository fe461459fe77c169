//! The co-operative position evaluation behind the greedy bot ([`tabletop_core::Game::heuristic`]).

use content::eldritch::{self as data, MysteryGoal, MythosTrait};

use tabletop_core::{Game, Seat};

use crate::engine::Eldritch;
use crate::rules::{self, gate_location};
use crate::state::{Pending, Standing, State};

/// The weights; see [`static_eval`] for what each one scores. They were chosen by simulated
/// games (4 players against Azathoth, greedy play, `--threads 1`): an earlier random search set
/// most of them; then hand trials and a short hill-climb (300 games per candidate on seeds
/// 5000–5299, measuring Mysteries solved per game and wins) set the target-centred terms
/// (`gate`, `gate_cover`, `clue_cover`, `site_cover`, `omen_gate`) and dropped the old
/// per-investigator "at a gate / at a clue" bonuses, which made closing a gate or taking a Clue
/// look like a loss. The result is checked with `tabletop simulate eldritch --games 1000
/// --players 4 --bot greedy --seed 1` against `--bot random` (see the crate's greedy test).
/// Mystery progress must stay below a solved Mystery, or the bots stop short of solving it.
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
    at_site: f64,
    rumor: f64,
    vitals: f64,
    spare_action: f64,
    ticket: f64,
    site_distance: f64,
    rumor_distance: f64,
    gate_cover: f64,
    omen_gate: f64,
    site_cover: f64,
    clue_cover: f64,
}

const W: Weights = Weights {
    solved: 210.0,
    mystery_progress: 180.0,
    doom: 5.88,
    gate: 10.0,
    monster: 0.5,
    clue: 16.0,
    danger: 4.0,
    improvement: 1.0,
    possession: 1.5,
    at_site: 4.0,
    rumor: 15.0,
    vitals: 2.8,
    spare_action: 0.3,
    ticket: 0.35,
    site_distance: 3.0,
    rumor_distance: 1.4,
    gate_cover: 1.0,
    omen_gate: 2.0,
    site_cover: 2.0,
    clue_cover: 3.0,
};

/// Higher is better for the investigators: the position after the open test (if any) is
/// resolved as well as its rerolls allow (see [`look_through`]), then scored by
/// [`static_eval`].
pub(crate) fn evaluate(state: &State) -> f64 {
    look_through(state, LOOK_DEPTH)
}

/// How many decisions of an open test (rerolls, keep) [`evaluate`] looks through.
const LOOK_DEPTH: u8 = 3;

/// A rolled test waiting on reroll-or-keep is scored by its best continuation, so a choice that
/// leads into a test (an Other World encounter at a gate, a Research encounter) is judged by
/// the test's result rather than by the roll not yet kept.
fn look_through(state: &State, depth: u8) -> f64 {
    if depth > 0
        && state.outcome.is_none()
        && let Some(Pending::Test(test)) = &state.pending
    {
        let seat = Seat(test.seat);
        let mut legal = Vec::new();
        Eldritch::legal_actions(state, seat, &mut legal);
        let mut events = Vec::new();
        let mut best = f64::NEG_INFINITY;
        for action in &legal {
            let mut next = state.clone();
            events.clear();
            if Eldritch::apply(&mut next, seat, action, &mut events).is_ok() {
                best = best.max(look_through(&next, depth - 1));
            }
        }
        if best.is_finite() {
            return best;
        }
    }
    static_eval(state)
}

/// Solved Mysteries and the current one's progress, Doom left, gates (Doom each time the Omen
/// matches them), monsters and Rumors on the board, each investigator's Clues, Health and
/// Sanity (squared danger below 3), possessions, unused actions and tickets; how far each gate,
/// board Clue, Mystery token and Rumor site stands from its nearest investigator (tokens and
/// Rumors count an investigator without 2 Clues as 2 spaces farther); the first Mystery token's
/// pull on investigators with the Clues to pay; under "Omen of Devastation", each investigator's
/// distance to gates of the current Omen (with a Clue to pay). A Mystery or Rumor offer in hand
/// counts as taken, so one-step lookahead walks into them.
fn static_eval(state: &State) -> f64 {
    let w = &W;
    if let Some((won, _)) = state.outcome {
        return if won { 1e6 } else { -1e6 };
    }
    let needed = f64::from(state.tokens_needed().clamp(1, 20));
    let mut score =
        w.solved * state.solved.len() as f64 + w.mystery_progress * f64::from(state.mystery_tokens) / needed;
    score += w.doom * f64::from(state.doom);
    score -= w.gate * state.gates.len() as f64 + w.monster * state.monsters.len() as f64;
    let spaces = data::OMEN_TRACK.spaces;
    let current_omen = spaces[usize::from(state.omen) % spaces.len()];
    let gate_sites: Vec<(u8, data::Omen)> =
        state.gates.iter().map(|&g| (gate_location(g), data::GATES[usize::from(g)].omen)).collect();
    let rumors = state
        .ongoing
        .iter()
        .filter(|&&(card, _)| data::MYTHOS[usize::from(card)].traits.contains(&MythosTrait::Rumor))
        .count();
    score -= w.rumor * rumors as f64;
    // An offer in hand is worth about what taking it gives.
    match state.pending {
        Some(Pending::MysterySpend { clues, .. }) => {
            score += w.mystery_progress / needed - w.clue * f64::from(clues);
        }
        Some(Pending::RumorSpend { clues, .. }) => score += w.rumor - w.clue * f64::from(clues),
        _ => {}
    }
    let mut rumor_sites: Vec<u8> =
        (0..data::LOCATIONS.len() as u8).filter(|&l| state.rumors_at(l).next().is_some()).collect();
    // A Rumor solved by defeating its Epic monster pulls towards the monster.
    rumor_sites.extend(state.monsters.iter().filter(|m| state.rumor_epic(m.kind)).map(|m| m.location));
    let mut rumor_best = vec![14.0f64; rumor_sites.len()];
    // Each gate, board Clue and Mystery token wants its nearest investigator: a target scored
    // this way only ever costs while it is there, so taking a Clue or closing a gate never
    // loses the pull it had (an "at a gate" bonus would make closing it look bad).
    let mut gate_best = vec![14.0f64; gate_sites.len()];
    let mut site_best = vec![14.0f64; state.mystery_sites.len()];
    let mut clue_best = vec![14.0f64; state.board_clues.len()];
    // What the current Mystery asks for.
    let goal = state.mystery.map(|m| data::MYSTERIES[usize::from(m)].goal);
    let omen_mystery = matches!(goal, Some(MysteryGoal::CloseGate { omen: true, .. }));
    for inv in state.investigators.iter().filter(|inv| inv.standing == Standing::Active) {
        // Unused actions: an action that changes nothing is not worth taking.
        score += w.spare_action * f64::from((2 + inv.extra_actions).saturating_sub(inv.actions));
        score += w.ticket * f64::from(inv.train + inv.ship);
        let (health, sanity) = (f64::from(inv.health), f64::from(inv.sanity));
        let danger = |v: f64| (3.0 - v).max(0.0).powi(2);
        score -= w.danger * (danger(health) + danger(sanity));
        score += w.vitals * (health + sanity) / 2.0;
        score += w.clue * (inv.clues.len() as f64).min(6.0)
            + w.improvement * f64::from(inv.improve.iter().sum::<u8>());
        score += w.possession * (inv.assets.len() + inv.spells.len() + inv.artifacts.len()) as f64;
        let here = inv.location;
        let dist = rules::distances(here);
        if let Some(&site) = state.mystery_sites.first() {
            // The token site wants an investigator there with the Clues to spend.
            let ready = (inv.clues.len() as f64 / 2.0).min(1.0) + 0.2;
            score -= w.site_distance * ready * f64::from(dist[usize::from(site)].min(12));
            if site == here {
                score += w.at_site;
            }
        }
        for (slot, &(site, omen)) in gate_sites.iter().enumerate() {
            let mut d = f64::from(dist[usize::from(site)].min(12));
            if omen_mystery && omen == current_omen {
                // A gate of the current Omen, closed by an investigator with a Clue, is a token.
                d += if inv.clues.is_empty() { 2.0 } else { 0.0 };
                score -= w.omen_gate * if inv.clues.is_empty() { 0.3 } else { 1.0 } * d.min(6.0);
            }
            if d < gate_best[slot] {
                gate_best[slot] = d;
            }
        }
        for (slot, &(_, site)) in state.board_clues.iter().enumerate() {
            let d = f64::from(dist[usize::from(site)].min(12));
            if d < clue_best[slot] {
                clue_best[slot] = d;
            }
        }
        for (slot, &site) in state.mystery_sites.iter().enumerate() {
            let d = f64::from(dist[usize::from(site)].min(12)) + if inv.clues.len() >= 2 { 0.0 } else { 2.0 };
            if d < site_best[slot] {
                site_best[slot] = d;
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
    score -= w.rumor_distance * rumor_best.iter().sum::<f64>();
    score -= w.gate_cover * gate_best.iter().sum::<f64>();
    score -= w.site_cover * site_best.iter().sum::<f64>();
    score -= w.clue_cover * clue_best.iter().sum::<f64>();
    score
}
