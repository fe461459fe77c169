//! The co-operative position evaluation behind the greedy bot ([`tabletop_core::Game::heuristic`]).

use std::sync::OnceLock;

use content::eldritch::{self as data, MysteryGoal, MythosTrait};

use tabletop_core::{Game, Seat};

use crate::Eldritch;
use crate::action::Action;
use crate::rules::{self, gate_location};
use crate::state::{OpenTest, Pending, Purpose, Standing, State};

/// The weights; see [`static_eval`] and [`plan`] for what each one scores.
#[derive(Debug, Clone, Copy)]
struct Weights {
    solved: f64,
    mystery_progress: f64,
    doom: f64,
    gate: f64,
    gate_blue: f64,
    gate_next: f64,
    monster: f64,
    clue: f64,
    clue_decay: f64,
    danger: f64,
    improvement: f64,
    possession: f64,
    rumor: f64,
    vitals: f64,
    spare_action: f64,
    ticket: f64,
    rumor_distance: f64,
    plan: f64,
    pace: f64,
    clue_task: f64,
    omen_next: f64,
    unready: f64,
    asset_cost: f64,
}

const W: Weights = Weights {
    solved: 400.0,
    mystery_progress: 180.0,
    doom: 5.88,
    gate: 10.0,
    gate_blue: 5.0,
    gate_next: 6.0,
    monster: 0.5,
    clue: 10.0,
    clue_decay: 0.8,
    danger: 4.0,
    improvement: 1.0,
    possession: 1.5,
    rumor: 15.0,
    vitals: 2.8,
    spare_action: 0.3,
    ticket: 0.35,
    rumor_distance: 1.4,
    plan: 0.5,
    pace: 0.8,
    clue_task: 10.0,
    omen_next: 0.6,
    unready: 0.2,
    asset_cost: 0.5,
};

/// The value of holding `n` Clues: `clue` for the first, each next one `clue_decay` times the last.
fn clue_value(w: &Weights, n: usize) -> f64 {
    let n = n.min(12) as i32;
    w.clue * (1.0 - w.clue_decay.powi(n)) / (1.0 - w.clue_decay).max(1e-6)
}

/// Higher is better for the investigators: the position after the open test (if any) is
/// resolved as well as its rerolls allow (see [`look_through`]), then scored by
/// [`static_eval`].
pub(crate) fn evaluate(state: &State) -> f64 {
    look_through(state, LOOK_DEPTH)
}

/// How many determinizations the greedy bot averages over: several for choosing an encounter
/// and for a reroll-or-keep (a drawn card and rolled dice follow), one elsewhere.
pub(crate) fn samples(state: &State) -> u32 {
    match state.pending {
        Some(Pending::Encounter { .. } | Pending::Test(_)) => CHANCE_SAMPLES,
        _ => 1,
    }
}

/// Samples for a decision that leads into a draw or a roll: on 400-game trials (seeds
/// 50001 and 60001), 3 won about 10%, 4 about 11%, 5 about 13.5% of the games.
const CHANCE_SAMPLES: u32 = 5;

/// How many decisions of an open test (rerolls, keep) [`evaluate`] looks through.
const LOOK_DEPTH: u8 = 3;

/// A rolled test waiting on reroll-or-keep is scored by its best continuation, so a choice that
/// leads into a test (an Other World encounter at a gate, a Research encounter) is judged by
/// the test's result rather than by the roll not yet kept. A Clue reroll is scored by its
/// expectation over the rerolled dice (each a success with the roll's odds), not by one sample.
fn look_through(state: &State, depth: u8) -> f64 {
    if depth == 0 || state.outcome.is_some() {
        return static_eval(state);
    }
    let seat = match &state.pending {
        Some(Pending::Test(test)) => test.seat,
        Some(
            Pending::ChooseSkill(seat)
            | Pending::MysterySpend { seat, .. }
            | Pending::RumorSpend { seat, .. }
            | Pending::ChooseAlly(seat),
        ) => *seat,
        _ => return static_eval(state),
    };
    let mut legal = Vec::new();
    Eldritch::legal_actions(state, Seat(seat), &mut legal);
    let mut events = Vec::new();
    let mut best = f64::NEG_INFINITY;
    for action in &legal {
        let value = match (&state.pending, action) {
            // Clues are not spent on shopping, on a test already passed or on one they cannot
            // save.
            (Some(Pending::Test(test)), Action::Reroll) if !reroll_may_help(state, test) => continue,
            (Some(Pending::Test(test)), Action::Reroll) => reroll_value(state, test, depth),
            _ => {
                let mut next = state.clone();
                events.clear();
                match Eldritch::apply(&mut next, Seat(seat), action, &mut events) {
                    Ok(()) => look_through(&next, depth - 1),
                    Err(_) => continue,
                }
            }
        };
        best = best.max(value);
    }
    if best.is_finite() { best } else { static_eval(state) }
}

/// Whether a Clue reroll can change what `test` gives: not for Acquire Assets (Clues are worth
/// more than shopping), nor for a pass-or-fail test already passed or short by more successes
/// than the investigator's Clues can reroll.
fn reroll_may_help(state: &State, test: &OpenTest) -> bool {
    match test.purpose {
        Purpose::Acquire => false,
        Purpose::Effect { pass_at, .. } => {
            let successes = test.roll.successes();
            let short = u16::from(pass_at).saturating_sub(successes);
            let reach = state.inv(test.seat).clues.len() * state.dice_per_clue(test.seat);
            short > 0 && usize::from(short) <= reach
        }
        _ => true,
    }
}

/// The expected score of spending a Clue on `test`: the dice the rules reroll (the lowest failed
/// ones) come up successes or not with the roll's odds, and each outcome is looked through.
fn reroll_value(state: &State, test: &OpenTest, depth: u8) -> f64 {
    let seat = test.seat;
    let mut failed: Vec<usize> = test.roll.failed_dice().collect();
    failed.sort_by_key(|&i| (test.roll.faces()[i], i));
    failed.truncate(state.dice_per_clue(seat));
    let rule = test.roll.success_rule();
    let p = match state.forced_face {
        Some(face) => f64::from(u8::from(rule.is_success(face))),
        None => (1..=6u8).filter(|&face| rule.is_success(face)).count() as f64 / 6.0,
    };
    let success_face = (1..=6u8).rev().find(|&face| rule.is_success(face)).unwrap_or(6);
    let n = failed.len() as i32;
    let mut total = 0.0;
    let mut events = Vec::new();
    for k in 0..=n {
        let ways = if k == 0 || k == n { 1.0 } else { f64::from(n) };
        let chance = ways * p.powi(k) * (1.0 - p).powi(n - k);
        if chance <= 0.0 {
            continue;
        }
        let mut next = state.clone();
        next.spend_clue(seat);
        if let Some(Pending::Test(open)) = &mut next.pending {
            for &index in failed.iter().take(k as usize) {
                let _ = open.roll.set_face(index, success_face);
            }
        }
        events.clear();
        next.maybe_close_test(&mut events);
        next.run(&mut events);
        total += chance * look_through(&next, depth - 1);
    }
    total
}

/// How much an open gate costs: more for a blue one (two spaces of the Omen track match it) and
/// for one the Omen reaches next (Doom at the coming Mythos phase).
fn gate_cost(w: &Weights, omen: data::Omen, next_omen: data::Omen) -> f64 {
    w.gate
        + if omen == data::Omen::Blue { w.gate_blue } else { 0.0 }
        + if omen == next_omen { w.gate_next } else { 0.0 }
}

/// Solved Mysteries and the current one's progress, Doom left, gates (dearer when blue or of the
/// next Omen), monsters and Rumors on the board, each investigator's Clues (each worth less than
/// the last), Health and Sanity (squared danger below 3), possessions, unused actions and
/// tickets, the distance from each Rumor site to its nearest investigator, and the [`plan`]. A
/// Mystery or Rumor offer in hand counts as taken, so one-step lookahead walks into them.
fn static_eval(state: &State) -> f64 {
    let w = &W;
    if let Some((won, _)) = state.outcome {
        return if won { 1e6 } else { -1e6 };
    }
    let needed = f64::from(state.tokens_needed().clamp(1, 20));
    let mut score =
        w.solved * state.solved.len() as f64 + w.mystery_progress * f64::from(state.mystery_tokens) / needed;
    score += w.doom * f64::from(state.doom);
    score -= w.monster * state.monsters.len() as f64;
    let spaces = data::OMEN_TRACK.spaces;
    let next_omen = spaces[(usize::from(state.omen) + 1) % spaces.len()];
    for &gate in &state.gates {
        score -= gate_cost(w, data::GATES[usize::from(gate)].omen, next_omen);
    }
    let rumors = state
        .ongoing
        .iter()
        .filter(|&&(card, _)| data::MYTHOS[usize::from(card)].traits.contains(&MythosTrait::Rumor))
        .count();
    score -= w.rumor * rumors as f64;
    // An offer in hand is worth about what taking it gives.
    let spend_cost = |seat: u8, clues: u8| {
        let held = state.investigators.get(usize::from(seat)).map_or(0, |inv| inv.clues.len());
        clue_value(w, held) - clue_value(w, held.saturating_sub(usize::from(clues)))
    };
    match state.pending {
        Some(Pending::MysterySpend { seat, clues, .. }) => {
            score += w.mystery_progress / needed - spend_cost(seat, clues);
        }
        Some(Pending::RumorSpend { seat, clues, .. }) => score += w.rumor - spend_cost(seat, clues),
        Some(Pending::Acquire { successes, .. }) => score += best_purchase(state, w, successes),
        _ => {}
    }
    let mut rumor_sites: Vec<u8> = if rumors == 0 {
        Vec::new()
    } else {
        (0..data::LOCATIONS.len() as u8).filter(|&l| state.rumors_at(l).next().is_some()).collect()
    };
    // A Rumor solved by defeating its Epic monster pulls towards the monster.
    if rumors > 0 {
        rumor_sites.extend(state.monsters.iter().filter(|m| state.rumor_epic(m.kind)).map(|m| m.location));
    }
    let mut rumor_best = vec![14.0f64; rumor_sites.len()];
    for inv in state.investigators.iter().filter(|inv| inv.standing == Standing::Active) {
        // Unused actions: an action that changes nothing is not worth taking.
        score += w.spare_action * f64::from((2 + inv.extra_actions).saturating_sub(inv.actions));
        score += w.ticket * f64::from(inv.train + inv.ship);
        let (health, sanity) = (f64::from(inv.health), f64::from(inv.sanity));
        let danger = |v: f64| (3.0 - v).max(0.0).powi(2);
        score -= w.danger * (danger(health) + danger(sanity));
        score += w.vitals * (health + sanity) / 2.0;
        score += clue_value(w, inv.clues.len()) + w.improvement * f64::from(inv.improve.iter().sum::<u8>());
        score += w.possession * (inv.assets.len() + inv.spells.len() + inv.artifacts.len()) as f64;
        score += w.asset_cost
            * inv.assets.iter().map(|&a| f64::from(data::ASSETS[usize::from(a)].cost)).sum::<f64>();
        let dist = rules::distances(inv.location);
        // Each Rumor's site wants its nearest investigator (with Clues to spend).
        for (slot, &site) in rumor_sites.iter().enumerate() {
            let d = f64::from(dist[usize::from(site)].min(12)) + if inv.clues.len() >= 2 { 0.0 } else { 2.0 };
            if d < rumor_best[slot] {
                rumor_best[slot] = d;
            }
        }
    }
    score -= w.rumor_distance * rumor_best.iter().sum::<f64>();
    score + w.plan * plan(state, w, needed)
}

/// The most the Reserve's cards within `successes` are worth (each Asset a possession, more
/// with its cost): an Acquire Assets offer counts as taken.
fn best_purchase(state: &State, w: &Weights, successes: u8) -> f64 {
    let mut best = 0.0f64;
    for mask in 1u8..16 {
        let mut cost = 0u32;
        let mut value = 0.0;
        for (slot, card) in state.reserve.iter().enumerate() {
            if mask & (1 << slot) == 0 {
                continue;
            }
            let Some(card) = card else { continue };
            let def = &data::ASSETS[usize::from(*card)];
            cost += u32::from(def.cost);
            value += w.possession + w.asset_cost * f64::from(def.cost);
        }
        if cost <= u32::from(successes) {
            best = best.max(value);
        }
    }
    best
}

/// What a task is done on.
#[derive(Clone, Copy, PartialEq)]
enum Task {
    Gate(usize),
    Clue(usize),
    Site(usize),
}

/// The investigators' plan: each takes the task worth most to it (closing a gate, taking a
/// board Clue, paying at a Mystery site), discounted by `pace` per space to walk, one
/// investigator per gate and per Clue; the value is the sum over investigators. Finishing a task
/// gains its full value in [`static_eval`] and this share of it back, so it never looks bad.
fn plan(state: &State, w: &Weights, needed: f64) -> f64 {
    let spaces = data::OMEN_TRACK.spaces;
    let current_omen = spaces[usize::from(state.omen) % spaces.len()];
    let next_omen = spaces[(usize::from(state.omen) + 1) % spaces.len()];
    let goal = state.mystery.map(|m| data::MYSTERIES[usize::from(m)].goal);
    let token = w.mystery_progress / needed;
    // The Clues a Mystery site asks (`None`: no sites to walk to).
    let (omen_mystery, research_mystery, site_clues) = match goal {
        Some(MysteryGoal::CloseGate { omen, .. }) => (omen, false, None),
        Some(MysteryGoal::Research { .. }) => (false, true, None),
        Some(MysteryGoal::TokenSite { clues, .. }) => (false, false, Some(clues)),
        Some(MysteryGoal::Special { .. }) => (false, false, Some(0)),
        _ => (false, false, None),
    };
    let any_gate_mystery = matches!(goal, Some(MysteryGoal::CloseGate { omen: false, .. }));
    let mut options: Vec<(f64, usize, Task)> = Vec::with_capacity(64);
    let pace: [f64; 13] = std::array::from_fn(|d| w.pace.powi(d as i32));
    static GATE_SPACES: OnceLock<Vec<u8>> = OnceLock::new();
    let gate_spaces = GATE_SPACES.get_or_init(|| (0..data::GATES.len() as u8).map(gate_location).collect());
    for (seat, inv) in state.investigators.iter().enumerate() {
        if inv.standing != Standing::Active {
            continue;
        }
        let dist = rules::distances(inv.location);
        let far = |site: u8| pace[usize::from(dist[usize::from(site)].min(12))];
        let clues = inv.clues.len();
        for (slot, &gate) in state.gates.iter().enumerate() {
            let omen = data::GATES[usize::from(gate)].omen;
            let mut value = gate_cost(w, omen, next_omen);
            if clues > 0 && (any_gate_mystery || (omen_mystery && omen == current_omen)) {
                value += token;
            } else if clues > 0 && omen_mystery && omen == next_omen {
                value += token * w.omen_next;
            }
            options.push((value * far(gate_spaces[usize::from(gate)]), seat, Task::Gate(slot)));
        }
        let clue_value = w.clue_task + if research_mystery { token } else { 0.0 };
        for (slot, &(_, site)) in state.board_clues.iter().enumerate() {
            options.push((clue_value * far(site), seat, Task::Clue(slot)));
        }
        if let Some(site_clues) = site_clues {
            let ready = if clues >= usize::from(site_clues) { 1.0 } else { w.unready };
            for (slot, &site) in state.mystery_sites.iter().enumerate() {
                options.push((token * ready * far(site), seat, Task::Site(slot)));
            }
        }
    }
    // Greedy assignment: the most valuable (investigator, task) pair first.
    let mut total = 0.0;
    while let Some((value, seat, task)) = options.iter().copied().reduce(|a, b| if b.0 > a.0 { b } else { a })
    {
        total += value;
        options.retain(|&(_, s, t)| s != seat && t != task);
    }
    total
}
