//! How good a position looks, for the greedy bot.
//!
//! Closing gates is how the investigators win, so the evaluation is goal-directed. Each open gate
//! gets one investigator: the one explored at it or in its Other World, else the nearest free
//! investigator in Arkham (closest pairs first), who is scored by its distance to the gate with a
//! steep gradient so that it walks there. Going through, the two Other World areas and coming back
//! explored each count as more progress; a gate trophy and the open gate it removes count more
//! still, so closing always beats waiting. A second investigator on the same gate adds little:
//! investigators with no gate of their own walk to the nearest Clues instead, and Clues count up
//! to the price of a seal (closing with them seals the gate). Sliders follow the plan: Speed in
//! Arkham, Lore or Fight before a close, Will and Luck in the Other Worlds.
//!
//! In the final battle only what fights counts: Combat, the skill the Ancient One's attack tests,
//! and Clues as dice.
//!
//! Monsters: a monster the moving investigator must still evade costs what a failed evade would;
//! ending the move on a street costs more the more monsters are within two steps or in the Sky
//! (monsters move along the streets and flying ones swoop down on them, but none moves into a
//! location).
//!
//! A decision that leads into dice (a check waiting for Clues, a combat) is judged after the
//! dice: [`heuristic`] first plays the obvious answers (accept the roll, or spend Clues on a
//! failing close; attack; evade a monster that appeared) on a copy, so the one-step look-ahead of
//! the greedy bot sees the gate closed, the monster killed or the Stamina lost. The copy it plays
//! on is the one the greedy bot determinized, so it sees no hidden information either.

use content::arkham_2e::{self as data, Check};

use crate::action::Action;
use crate::board::{Map, Place};
use crate::state::{After, Investigator, Pending, Phase, State};

/// How many obvious answers [`heuristic`] plays before it judges a position.
const SETTLE_STEPS: usize = 12;

/// The greedy bot's evaluation of a position (higher is better for the investigators).
pub(crate) fn heuristic(state: &State) -> f64 {
    match settle(state) {
        Some(settled) => evaluate(&settled),
        None => evaluate(state),
    }
}

/// Plays the obvious answers to the decisions that wait (accept a check's roll, attack in a
/// combat, evade a monster that appeared) on a copy; `None` when nothing waits for one.
fn settle(state: &State) -> Option<State> {
    let mut settled: Option<State> = None;
    let mut events = Vec::new();
    for _ in 0..SETTLE_STEPS {
        let current = settled.as_ref().unwrap_or(state);
        if current.phase == Phase::Over {
            break;
        }
        let Some((seat, pending)) = &current.pending else { break };
        let action = match pending {
            Pending::Check(check)
                if !check.roll.passed()
                    && matches!(check.after, After::CloseGate)
                    && current.investigators()[usize::from(check.seat)].clues > 0 =>
            {
                Action::SpendClue
            }
            Pending::Check(_) => Action::Accept,
            Pending::Combat => Action::Attack,
            Pending::FaceEncounter(_) => Action::Flee,
            _ => break,
        };
        let seat = *seat;
        let next = settled.get_or_insert_with(|| state.clone());
        events.clear();
        next.apply_unchecked(seat, &action, &mut events);
    }
    settled
}

/// Open gates and who works on them, as progress toward closing each: an investigator explored
/// at a gate or in its Other World works on it; the investigators in Arkham are then given the
/// other gates greedily, the closest pair of investigator and free gate first. Only the one
/// furthest along counts in full for each gate: a second investigator on the same gate adds
/// little.
struct Targets {
    /// Open gates: (location, Other World).
    gates: Vec<(u8, u8)>,
    /// Progress of each seat toward closing a gate (none: not working on one).
    progress: [Option<f64>; 8],
}

impl Targets {
    fn new(state: &State) -> Targets {
        let map = Map::get();
        let gates: Vec<(u8, u8)> = state.open_gates().collect();
        let players = state.investigators();
        // (gate location, progress) of the seats already on their way.
        let mut working: [Option<(u8, f64)>; 8] = [None; 8];
        for (seat, p) in players.iter().enumerate().take(8) {
            if p.out {
                continue;
            }
            let closing = f64::from(p.skill(Check::Lore).max(p.skill(Check::Fight)).max(0));
            working[seat] = match p.place {
                Place::World { world, second } => gates
                    .iter()
                    .find(|&&(_, w)| w == world)
                    .map(|&(g, _)| (g, if second { 20.0 } else { 14.0 } + 0.5 * closing)),
                Place::Location(l) if p.explored && gates.iter().any(|&(g, _)| g == l) => {
                    Some((l, 26.0 + closing.min(8.0)))
                }
                _ => None,
            };
        }
        let mut taken = 0u32;
        let mut progress = [None; 8];
        for &(gate, _) in &gates {
            let mut best: Option<(usize, f64)> = None;
            for (seat, work) in working.iter().enumerate() {
                if let Some((g, value)) = *work
                    && g == gate
                {
                    progress[seat] = Some(0.25 * value);
                    if best.is_none_or(|(_, b)| value > b) {
                        best = Some((seat, value));
                    }
                }
            }
            if let Some((seat, value)) = best {
                progress[seat] = Some(value);
                taken |= 1 << gate;
            }
        }
        let mut pairs: Vec<(u8, usize, u8)> = Vec::new();
        for (seat, p) in players.iter().enumerate().take(8) {
            if p.out || working[seat].is_some() {
                continue;
            }
            let Some(from) = p.place.node() else { continue };
            for &(location, _) in &gates {
                if taken & (1 << location) != 0 || state.sealed(location) {
                    continue;
                }
                if let Some(d) = map.graph.distance(from, location) {
                    pairs.push((d, seat, location));
                }
            }
        }
        pairs.sort_unstable();
        let mut assigned = 0u8;
        for (d, seat, location) in pairs {
            if assigned & (1 << seat) != 0 || taken & (1 << location) != 0 {
                continue;
            }
            assigned |= 1 << seat;
            taken |= 1 << location;
            progress[seat] = Some(12.0 - 6.5 * f64::from(d));
        }
        Targets { gates, progress }
    }
}

/// Value of a health track: the first three points are worth the most. (A knock-out is not worth
/// avoiding at any price: Stamina and Sanity hardly come back, and an investigator who waits in
/// safety closes no gate.)
fn health(value: u8) -> f64 {
    let v = f64::from(value);
    3.0 * v.min(3.0) + 0.5 * v
}

/// Value of the cards an investigator holds.
fn cards(p: &Investigator) -> f64 {
    p.cards
        .iter()
        .map(|held| {
            let def = held.def();
            if def.id.ends_with("/elder-sign") {
                12.0
            } else if def.weapon.is_some() || def.deck == data::Deck::Spell {
                2.5
            } else {
                1.5
            }
        })
        .sum()
}

/// Whether the seat is moving and may still step on.
fn moving(state: &State, seat: usize) -> bool {
    matches!(state.pending(), Some((s, Pending::Move)) if usize::from(s) == seat) && state.movement > 0
}

/// How exposed a street is to the monsters that may move into it (locations are safe: monsters
/// move out of them and along the streets, never into a location).
fn exposure(state: &State, place: Place) -> f64 {
    let map = Map::get();
    let Some(node) = place.node() else { return 0.0 };
    let near = state
        .monsters()
        .filter(|(_, m)| m.place.node().and_then(|n| map.graph.distance(n, node)).is_some_and(|d| d <= 2))
        .count();
    // Flying monsters in the Sky swoop down on investigators in the streets.
    let sky = state.monsters().filter(|(_, m)| m.place == Place::Sky).count();
    2.0 + 4.0 * near as f64 + 3.0 * sky as f64
}

/// Expected cost of the monsters the moving investigator must still face where it stands.
fn unfaced_cost(state: &State) -> f64 {
    let Some((seat, Pending::Move)) = state.pending() else { return 0.0 };
    let p = &state.investigators()[usize::from(seat)];
    let mut cost = 0.0;
    for id in state.unfaced(seat) {
        let Some(monster) = state.monsters.get(id) else { continue };
        let def = &data::MONSTERS[usize::from(monster.kind)];
        let stats = state.monster_stats(monster.kind);
        let dice = (i32::from(p.skill(Check::Evade)) + i32::from(def.awareness)).max(0);
        let escape = 1.0 - (2.0f64 / 3.0).powi(dice);
        let harm = f64::from(stats.damage) + f64::from(stats.horror_damage);
        cost += (1.0 - escape) * (1.5 * harm + 2.0) + 0.3;
    }
    cost
}

fn evaluate(state: &State) -> f64 {
    if let Some(ending) = state.ending {
        return if ending.won() { 10_000.0 } else { -10_000.0 };
    }
    let targets = Targets::new(state);
    let open = targets.gates.len() as f64;
    let seal_cost = state.seal_cost().unwrap_or(u8::MAX);
    let clue_places: Vec<u8> = (0..32u8).filter(|&l| state.clues_at(l) > 0).collect();
    let map = Map::get();
    let battle = state.phase() == Phase::Battle;
    let mut score = 0.0;
    for (seat, p) in state.investigators().iter().enumerate() {
        if p.out {
            score -= 200.0;
            continue;
        }
        let skill = |c: Check| f64::from(p.skill(c).max(0));
        let closing = skill(Check::Lore).max(skill(Check::Fight));
        score += health(p.sanity) + health(p.stamina);
        if p.knocked_out {
            score -= 8.0;
        }
        let clues = f64::from(p.clues);
        score += if battle {
            // No more seals: Clues are dice for the Combat checks.
            0.5 * clues
        } else {
            4.0 * clues.min(f64::from(seal_cost)) + 0.8 * (clues - f64::from(seal_cost)).max(0.0)
        };
        score += 0.3 * f64::from(p.money.min(12)) + cards(p);
        score += 30.0 * p.gate_trophies.len() as f64 + 1.0 * p.monster_trophies.len() as f64;
        score += 0.3 * (skill(Check::Sneak) + skill(Check::Fight) + skill(Check::Will) + skill(Check::Luck));
        if battle {
            // The final battle: Combat checks against the Ancient One, and its attack's check.
            score += 3.0 * skill(Check::Combat);
            if let Some(attack) = state.ancient_one().attack {
                score += 1.5 * skill(attack.check);
            }
            continue;
        }
        let progress = targets.progress.get(seat).copied().flatten();
        match p.place {
            Place::World { second, .. } => {
                score += progress.unwrap_or(-8.0);
                // Sliders: the Other World's encounters test every skill; from the second area
                // the investigator comes back and tries to close the gate this round.
                score += 0.5 * (skill(Check::Will) + skill(Check::Luck));
                score += if second { 1.5 } else { 0.5 } * closing;
            }
            Place::Lost => score -= 10.0,
            Place::Jail => score -= 6.0,
            place => {
                if let Place::Street(_) = place
                    && !moving(state, seat)
                {
                    score -= exposure(state, place);
                }
                if p.explored && progress.is_some() {
                    score += 1.0 * closing;
                } else {
                    score += 1.5 * skill(Check::Speed) + 0.3 * skill(Check::Lore);
                }
                if let Some(value) = progress {
                    score += value;
                } else if let Some(from) = place.node() {
                    let nearest = clue_places.iter().filter_map(|&l| map.graph.distance(from, l)).min();
                    if let Some(d) = nearest {
                        score -= 1.5 * f64::from(d);
                    }
                }
            }
        }
    }
    score -= unfaced_cost(state);
    score -= open * 20.0 + f64::from(state.doom()) * 4.0 + f64::from(state.terror());
    score += f64::from(state.elder_signs()) * 35.0;
    if state.phase() == Phase::Battle {
        score -= f64::from(state.doom()) * 30.0;
        score += f64::from(state.battle_successes) * 5.0;
    }
    score
}
