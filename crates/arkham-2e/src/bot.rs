//! How good a position looks, for the greedy bot: closing gates is how the investigators win,
//! so progress toward a gate (near one, through it, back explored) counts, and so do trophies,
//! Clues for seals, and staying alive.

use content::arkham_2e::Check;

use crate::board::{Map, Place};
use crate::state::{Phase, State};

pub(crate) fn heuristic(state: &State) -> f64 {
    if let Some(ending) = state.ending {
        return if ending.won() { 10_000.0 } else { -10_000.0 };
    }
    let map = Map::get();
    let gates: Vec<u8> = state.open_gates().map(|(l, _)| l).collect();
    let mut score = 0.0;
    for p in state.investigators() {
        if p.out {
            score -= 200.0;
            continue;
        }
        // Skills as the sliders set them: Speed to reach gates, Lore and Fight to close them and
        // to fight, Sneak to get past monsters.
        let skill = |c: Check| f64::from(p.skill(c).max(0));
        let closing = skill(Check::Lore).max(skill(Check::Fight));
        score += 0.6 * skill(Check::Speed) + 0.4 * skill(Check::Sneak) + 0.4 * skill(Check::Fight);
        score += 0.3 * skill(Check::Will) + 0.3 * skill(Check::Lore) + 0.2 * skill(Check::Luck);
        if p.explored || matches!(p.place, Place::World { .. }) {
            score += 1.5 * closing;
        }
        let health = f64::from(p.sanity.min(4)) + f64::from(p.stamina.min(4));
        score += health * 3.0 + f64::from(p.sanity + p.stamina) * 0.5;
        score +=
            f64::from(p.clues.min(8)) * 1.5 + f64::from(p.money.min(10)) * 0.2 + p.cards.len() as f64 * 1.2;
        score += p.gate_trophies.len() as f64 * 25.0 + p.monster_trophies.len() as f64 * 1.5;
        match p.place {
            Place::World { second, .. } => score += if second { 14.0 } else { 10.0 },
            Place::Location(l) if p.explored && state.open_gates().any(|(g, _)| g == l) => score += 20.0,
            Place::Lost | Place::Jail => score -= 6.0,
            place => {
                if let Some(from) = place.node() {
                    let nearest = gates.iter().filter_map(|&g| map.graph.distance(from, g)).min();
                    if let Some(d) = nearest {
                        score -= f64::from(d) * 1.5;
                    }
                }
            }
        }
    }
    let open = gates.len() as f64;
    score -= open * 12.0 + f64::from(state.doom()) * 3.0 + f64::from(state.terror()) * 1.5;
    score += f64::from(state.elder_signs()) * 25.0;
    if state.phase() == Phase::Battle {
        score -= f64::from(state.doom()) * 30.0;
        score += f64::from(state.battle_successes) * 5.0;
    }
    score
}
