//! The greedy bot's view of a state: the kernel's one-step look-ahead (`tabletop_core::bot`)
//! scores each legal action on a determinized copy with [`heuristic`].

use content::arkham_lcg::{Effect, Hook};

use crate::Ending;
use crate::state::{State, TestKind};

/// How good the state looks for the investigators (co-operative: the same for every seat).
pub(crate) fn heuristic(state: &State) -> f64 {
    if let Some(ending) = state.ending {
        return match ending {
            Ending::Scenario { won: true, .. } | Ending::Campaign { won: true, .. } => 10_000.0,
            _ => -10_000.0,
        };
    }
    let mut score = 0.0;
    // A test under way counts for what it is likely to bring.
    if let Some(test) = state.tests.last() {
        let margin = f64::from(state.test_value() - state.test_difficulty());
        let chance = ((margin + 2.5) / 6.0).clamp(0.05, 0.95);
        score += chance
            * match test.kind {
                TestKind::Investigate(l) => {
                    if state.locations[usize::from(l.0)].clues > 0 {
                        4.5
                    } else {
                        0.0
                    }
                }
                TestKind::Fight(id) => {
                    let hit = 1 + test.extra_damage;
                    let kills = state
                        .enemy(id)
                        .is_some_and(|e| u16::from(e.damage) + u16::from(hit) >= state.enemy_health(id));
                    3.0 * f64::from(hit) + if kills { threat(state, id) + 6.0 } else { 0.0 }
                }
                TestKind::Evade(id) => threat(state, id),
                TestKind::Card => 0.5,
            };
    }
    let acts = state.scenario_def().acts.len() as u8;
    score += 60.0 * f64::from(state.act.min(acts.saturating_sub(1))) - 40.0 * f64::from(state.agenda);
    score -= 3.0 * f64::from(state.doom_in_play());
    score += 4.0 * state.group_clues() as f64;
    score += 8.0 * state.victory.len() as f64;
    for (i, inv) in state.investigators.iter().enumerate() {
        if inv.out.is_some() {
            score -= 80.0;
            continue;
        }
        let def = state.investigator_def(i as u8);
        let health = f64::from(def.health) - f64::from(inv.damage);
        let sanity = f64::from(def.sanity) - f64::from(inv.horror);
        score += 6.0 * health.min(3.0) + 6.0 * sanity.min(3.0) + health + sanity;
        score += 0.3 * f64::from(inv.resources.min(10)) + 0.4 * inv.hand.len().min(8) as f64;
        score += 2.0 * inv.assets.len() as f64;
        for id in state.engaged(i as u8) {
            score -= threat(state, id);
        }
        score -= 0.3 * f64::from(inv.actions == 0 && !inv.turn_taken);
    }
    for enemy in &state.enemies {
        score += 3.0 * f64::from(enemy.damage);
    }
    for loc in &state.locations {
        if loc.in_play && loc.revealed {
            score += 1.0;
        }
    }
    // The Barrier: clues are spent by the investigators in the Hallway at the end of the round.
    if let Some(act) = state.act_def()
        && act.abilities.iter().any(|a| a.effects.contains(&Effect::Custom(Hook::TheBarrier)))
        && let Some(need) = act.clues.map(|c| c.with(state.starting))
        && state.group_clues() >= need
    {
        let hall = state.locations.iter().position(|l| l.card.code() == "01112");
        for inv in state.investigators.iter().filter(|i| i.out.is_none()) {
            if Some(usize::from(inv.at.0)) == hall {
                score += 4.0;
            }
        }
    }
    // Being where the clues are.
    for inv in state.investigators.iter().filter(|i| i.out.is_none()) {
        score += 1.2 * f64::from(state.locations[usize::from(inv.at.0)].clues.min(4));
    }
    score
}

/// What a ready enemy engaged with someone costs the investigators (its attack to come).
fn threat(state: &State, id: crate::EnemyId) -> f64 {
    match state.enemy(id).filter(|e| !e.exhausted).and_then(|e| e.card.enemy()) {
        Some(f) => 3.0 + 2.5 * f64::from(f.damage + f.horror),
        None => 0.0,
    }
}
