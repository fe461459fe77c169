//! The greedy bot's view of a state: the kernel's one-step look-ahead (`tabletop_core::bot`)
//! scores each legal action on a determinized copy with [`heuristic`].
//!
//! Nothing here names a card or a scenario: a test under way is weighed by its exact chance over
//! the chaos bag (the scenario's symbol tokens and the investigator's elder sign included)
//! ([`chance`]); the current act's objective is read from its data ([`progress`]: clues it asks for
//! or collects, an extra deck its ability draws, the location or enemy its objective names, the
//! victory display; while the act draws enemies from an extra deck, the work left to put them all
//! in the victory display, counted in actions ([`hunt`]), against the actions the living
//! investigators have before the last agenda ends the game (a doom is a round of everyone's
//! actions), with hunted enemies engaged no threat beyond their attacks and the last points of
//! health worth more); damage and horror about to be
//! dealt count already ([`harm`]), and so do the attacks that the ready enemies engaged with an
//! investigator will make in this round's enemy phase (a defeat they would bring counts as one
//! made); actions left when a turn ended are lost; and an act that advances at the end of the round
//! is asked, on a copy, whether it would take an investigator's clues where they stand. A turn
//! menu's options, like a commit decision's, are scored over three determinizations ([`samples`]):
//! a fight or an evasion with nothing to commit resolves at once, and one token would decide it.

mod chance;
mod harm;
mod hunt;
mod progress;

use content::arkham_lcg::{Effect, Timing};

use crate::Ending;
use crate::state::{Ctx, Inv, Pending, PickFor, Source, State, TestKind};

/// A doom in play (toward the agenda's threshold).
const DOOM: f64 = 3.0;

/// An asset in play (its use to come).
const ASSET: f64 = 2.0;

/// An investigator defeated (or about to be, by the harm to come).
const OUT: f64 = 80.0;

/// An action left unused when the investigator's turn ended.
const FORFEIT: f64 = 4.0;

/// How good the state looks for the investigators (co-operative: the same for every seat).
pub(crate) fn heuristic(state: &State) -> f64 {
    if let Some(ending) = state.ending {
        return match ending {
            Ending::Scenario { won: true, .. } | Ending::Campaign { won: true, .. } => 10_000.0,
            _ => -10_000.0,
        };
    }
    let mut score = 0.0;
    // The enemy a test under way may take away (evaded, or defeated), with its chance.
    let mut removes: Option<(crate::EnemyId, f64)> = None;
    // A test under way counts for what it is likely to bring.
    if let Some(test) = state.tests.last() {
        let mut kills = false;
        let worth = match test.kind {
            TestKind::Investigate(l) => {
                if state.locations[usize::from(l.0)].clues > 0 {
                    progress::next_clue(state)
                } else {
                    0.0
                }
            }
            TestKind::Fight(id) => {
                let hit = 1 + test.extra_damage;
                kills = state
                    .enemy(id)
                    .is_some_and(|e| u16::from(e.damage) + u16::from(hit) >= state.enemy_health(id));
                // A kill also takes the doom on the enemy out of play.
                let doom = state.enemy(id).map_or(0.0, |e| DOOM * f64::from(e.doom));
                3.0 * f64::from(hit) + if kills { threat(state, id) + 6.0 + doom } else { 0.0 }
            }
            TestKind::Evade(id) => threat(state, id),
            TestKind::Card => 0.5,
        };
        let chance = chance::success_chance(state, test);
        match test.kind {
            TestKind::Fight(id) if kills => removes = Some((id, chance)),
            TestKind::Evade(id) => removes = Some((id, chance)),
            _ => {}
        }
        score += chance * (worth + progress::test_worth(state, test, kills));
    }
    let acts = state.scenario_def().acts.len() as u8;
    score += 60.0 * f64::from(state.act.min(acts.saturating_sub(1))) - 40.0 * f64::from(state.agenda);
    score -= DOOM * f64::from(state.doom_in_play());
    score += progress::act_progress(state) + progress::pending_worth(state);
    let harm = harm::to_come(state);
    let hunting = progress::hunting(state);
    for (i, inv) in state.investigators.iter().enumerate() {
        if inv.out.is_some() {
            score -= OUT;
            continue;
        }
        let def = state.investigator_def(i as u8);
        // Damage and horror an attack or an effect is about to deal count already, and so do
        // the attacks of the ready enemies engaged with the investigator in the enemy phase to
        // come (the one a test under way may take away, by its chance).
        let (mut damage, mut horror) = harm[i.min(3)];
        let mut spared = (0u8, 0u8, 0.0);
        if attacks_to_come(state) {
            for id in state.engaged(i as u8) {
                let Some(f) = state.enemy(id).filter(|e| !e.exhausted).and_then(|e| e.card.enemy()) else {
                    continue;
                };
                match removes {
                    Some((gone, chance)) if gone == id => spared = (f.damage, f.horror, chance),
                    _ => {
                        damage = damage.saturating_add(f.damage);
                        horror = horror.saturating_add(f.horror);
                    }
                }
            }
        }
        let left = |damage: u8, horror: u8| {
            let health = i16::from(def.health) - i16::from(inv.damage) - i16::from(damage);
            let sanity = i16::from(def.sanity) - i16::from(inv.horror) - i16::from(horror);
            vitality(health, hunting) + vitality(sanity, hunting)
                - if health <= 0 || sanity <= 0 { OUT } else { 0.0 }
        };
        let (d, h, chance) = spared;
        score += chance * left(damage, horror)
            + (1.0 - chance) * left(damage.saturating_add(d), horror.saturating_add(h));
        score += 0.3 * f64::from(inv.resources.min(10)) + 0.4 * inv.hand.len().min(8) as f64;
        score += ASSET * inv.assets.len() as f64;
        for id in state.engaged(i as u8) {
            // A hunted enemy engaged is where the hunt wants it (its attack still counts).
            if !(hunting && progress::hunted(state, id)) {
                score -= threat(state, id);
            }
        }
        score -= 0.3 * f64::from(inv.actions == 0 && !inv.turn_taken);
        // Actions left when the turn ended are lost.
        if inv.turn_taken && state.active != Some(i as Inv) {
            score -= FORFEIT * f64::from(inv.actions);
        }
    }
    for enemy in &state.enemies {
        score += 3.0 * f64::from(enemy.damage);
    }
    for loc in &state.locations {
        if loc.in_play && loc.revealed {
            score += 1.0;
        }
    }
    // An act that advances at the end of the round (The Barrier) takes the clues of the
    // investigators at some place: being there counts, once the clues are enough.
    if crate::hooks::advances_at_round_end(state)
        && let Some(need) = state.act_def().and_then(|act| act.clues).map(|c| c.with(state.starting))
        && state.group_clues() >= need
    {
        for seat in 0..state.investigators.len() as Inv {
            if state.investigators[usize::from(seat)].out.is_none() && counts_at_round_end(state, seat, need)
            {
                score += 4.0;
            }
        }
    }
    score
}

/// How many determinizations the greedy bot averages each option over: a test's token decides
/// much, so a commit decision and a turn menu (whose fight, evade, investigate and ability
/// options start tests, resolved at once when nothing can be committed) take several draws.
pub(crate) fn samples(state: &State) -> u32 {
    match state.pending {
        Some(Pending::Commit(_) | Pending::Turn(_)) => 3,
        _ => 1,
    }
}

/// What the health (or sanity) an investigator has left is worth: each point lost costs more
/// than the one before. While the investigators hunt the extra deck's enemies, progress weighs
/// more ([`progress::hunting`]), and so does health, the last points the most: a defeat there
/// loses the actions the hunt needs.
fn vitality(left: i16, hunting: bool) -> f64 {
    let left = f64::from(left.max(0));
    if !hunting {
        return 10.0 * left.sqrt();
    }
    15.0 * left.sqrt() - 20.0 / left.max(1.0)
}

/// What a ready enemy engaged with someone costs the investigators beyond its attack in the
/// enemy phase (counted with the harm to come): the attacks of opportunity, the actions it takes.
fn threat(state: &State, id: crate::EnemyId) -> f64 {
    match state.enemy(id).filter(|e| !e.exhausted).and_then(|e| e.card.enemy()) {
        Some(f) => 3.0 + 1.0 * f64::from(f.damage + f.horror),
        None => 0.0,
    }
}

/// Whether the enemy phase of this round is still to come (its attacks not yet made).
fn attacks_to_come(state: &State) -> bool {
    use crate::state::Step;
    matches!(
        state.step,
        Step::MythosBegin
            | Step::Doom
            | Step::Draw(_)
            | Step::MythosEnd
            | Step::InvestigationBegin
            | Step::NextTurn
            | Step::TurnWindow(_)
            | Step::Turn(_)
            | Step::TurnEnd(_)
            | Step::Hunters
    )
}

/// Whether the act's round-end ability would take an investigator's clues where they stand:
/// asked on a copy where that investigator alone holds the clues needed.
fn counts_at_round_end(state: &State, seat: Inv, need: u16) -> bool {
    let Some(act) = state.act_def() else { return false };
    let hooks =
        act.abilities.iter().filter(|a| a.timing == Timing::Forced).flat_map(|a| a.effects).filter_map(
            |effect| match effect {
                Effect::Custom(hook) => Some(*hook),
                _ => None,
            },
        );
    for hook in hooks {
        let mut probe = state.clone();
        probe.pending = None;
        for (i, inv) in probe.investigators.iter_mut().enumerate() {
            inv.clues = if i == usize::from(seat) { u8::try_from(need).unwrap_or(u8::MAX) } else { 0 };
        }
        let ctx = Ctx { inv: seat, source: Source::Scenario, enemy: None, trait_: None };
        probe.hook(hook, ctx, &mut Vec::new());
        if matches!(probe.pending, Some(Pending::Pick { what: PickFor::Hook(asked, _), .. }) if asked == hook)
        {
            return true;
        }
    }
    false
}
