//! Progress toward the current act, read from the act's data: the clues it asks for (spent as a
//! group, collected on the act, or spent on an ability that draws from the scenario's extra
//! deck), the location an objective names, the enemy an objective names, and the victory display.
//!
//! The one-step look-ahead sees only the next decision, so a goal two moves away is weighed by
//! its distance: investigators are drawn toward the clues while the act wants clues, toward the
//! location the act's objective names, and toward the enemy it names.

use content::arkham_lcg::{Cost, Effect, Timing, Trigger};

use crate::card::CardRef;
use crate::state::{LocId, Pending, PickFor, SkillTest, Source, State, TestKind};

/// What one clue held is worth in itself.
const CLUE: f64 = 4.0;
/// A clue the act collects on itself (Disrupting the Ritual): worth a long try, as clues held
/// are worth little then.
const ACT_CLUE: f64 = 40.0;
/// What a clue held is worth while the act collects clues on itself (each try spends one).
const CLUE_TO_SPEND: f64 = 4.0;
/// A clue held beyond what the act still collects.
const CLUE_SPARE: f64 = 1.5;
/// A card gone from the scenario's extra deck, when the act's ability draws it (the Cultist deck).
const EXTRA_DRAWN: f64 = 40.0;
/// A victory point in the victory display.
const VICTORY_POINT: f64 = 12.0;
/// A card in the victory display.
const VICTORY_CARD: f64 = 10.0;
/// What one clue held is worth while the act draws from the extra deck (each draw costs clues),
/// beside the work it takes away ([`ACTION`]).
const HUNT_CLUE: f64 = 6.0;
/// Each damage on an enemy that goes to the victory display, while the act draws from the extra
/// deck (the Cultists must all be there).
const HIT: f64 = 8.0;
/// Each action of work left while the act draws from the extra deck ([`super::hunt::work`]).
const ACTION: f64 = 6.0;
/// Each step of distance between the nearest investigator and a goal.
const STEP: f64 = 3.5;

/// What the act wants and how far the investigators got.
pub(super) fn act_progress(state: &State) -> f64 {
    let mut score = 0.0;
    let clues = state.group_clues();
    let want = clues_wanted(state);
    if let Some(need) = state.act_collects() {
        score +=
            CLUE_TO_SPEND * f64::from(clues.min(want)) + CLUE_SPARE * f64::from(clues.saturating_sub(want));
        score += ACT_CLUE * f64::from(u16::from(state.act_clues).min(need));
    } else {
        // A clue held is worth the same whatever the act wants: a bonus up to the threshold
        // made the investigators worse at advancing (measured on The Gathering).
        score += if hunting(state) { HUNT_CLUE } else { CLUE } * f64::from(clues);
    }
    if hunting(state) {
        score -= EXTRA_DRAWN * state.extra_deck_len() as f64;
    }
    for card in &state.victory {
        score += VICTORY_CARD + VICTORY_POINT * f64::from(victory_points(*card));
    }
    // Where to go: the clues the act wants, the location its objective names, the enemy it names.
    let everyone: smallvec::SmallVec<[LocId; 4]> =
        state.investigators.iter().filter(|i| i.out.is_none()).map(|i| i.at).collect();
    if let Some(place) = objective_location(state) {
        // Reaching it advances the act: that comes before any clue.
        score -= 4.0 * STEP * f64::from(nearest(state, &everyone, |_, l| l == place).min(6));
    } else if want > clues {
        for inv in state.investigators.iter().filter(|i| i.out.is_none()) {
            // A locked location's clues cannot be discovered (Locked Door).
            let here = if crate::hooks::locked(state, inv.at) {
                0
            } else {
                state.locations[usize::from(inv.at.0)].clues
            };
            score += 1.2 * f64::from(here.min(4));
            if here == 0 {
                score -= STEP * f64::from(nearest(state, &[inv.at], has_clues).min(4));
            }
        }
    }
    // An act that draws enemies from the extra deck wants them in the victory display: go after
    // the enemies that score there.
    if draws_extra_deck(state) {
        for e in state.enemies.iter().filter(|e| victory_points(e.card) > 0) {
            let at = e.at;
            score += HIT * f64::from(e.damage);
            score -= STEP * f64::from(nearest(state, &everyone, |_, l| l == at).min(6));
        }
        // The agenda's doom is the clock: the doom on an enemy goes with it, so go after it.
        for e in state.enemies.iter().filter(|e| e.doom > 0) {
            let at = e.at;
            score -= STEP * f64::from(nearest(state, &everyone, |_, l| l == at).min(6));
        }
        // The work left to put them all in the victory display, against the actions the
        // investigators still have before the last agenda ends the game, both in actions: a doom
        // taken away (or not placed) is a round of everyone's actions, and an investigator
        // defeated takes theirs away.
        let work = super::hunt::work(state, draw_cost(state), |at| nearest(state, &everyone, |_, l| l == at));
        score += ACTION * (actions_left(state) - work);
    }
    for target in objective_enemies(state) {
        if let Some(e) = state.enemy(target) {
            let at = e.at;
            score += 8.0 * f64::from(e.damage);
            score -= STEP * f64::from(nearest(state, &everyone, |_, l| l == at).min(6));
        }
    }
    score
}

/// The actions the investigators still in the scenario have in the rounds left before the last
/// agenda advances: one round for each doom still to come (a doom is placed each Mythos phase;
/// the doom in play counts toward the current agenda, and each agenda after starts from none).
fn actions_left(state: &State) -> f64 {
    let agendas = state.scenario_def().agendas;
    let mut doom_left = 0u16;
    for (i, code) in agendas.iter().enumerate().skip(usize::from(state.agenda)) {
        let Some(agenda) = content::arkham_lcg::AGENDAS.iter().find(|a| a.id == *code) else { continue };
        let threshold = agenda.doom.with(state.starting);
        doom_left += if i == usize::from(state.agenda) {
            threshold.saturating_sub(state.doom_in_play())
        } else {
            threshold
        };
    }
    f64::from(doom_left.saturating_sub(1)) * round_actions(state)
}

/// The actions the investigators still in the scenario have in a round.
fn round_actions(state: &State) -> f64 {
    ACTIONS_PER_ROUND * state.investigators.iter().filter(|i| i.out.is_none()).count() as f64
}

/// An investigator's actions in a round.
const ACTIONS_PER_ROUND: f64 = 3.0;

/// What discovering one more clue is worth now.
pub(super) fn next_clue(state: &State) -> f64 {
    let wanted = state.group_clues() < clues_wanted(state);
    if state.act_collects().is_some() {
        if wanted { CLUE_TO_SPEND } else { CLUE_SPARE }
    } else if hunting(state) {
        HUNT_CLUE
    } else {
        CLUE
    }
}

/// What a test under way is worth to the act when it passes: a clue on an act that collects
/// them, or the defeat of the enemy the act's objective names.
pub(super) fn test_worth(state: &State, test: &SkillTest, kills: bool) -> f64 {
    match test.kind {
        TestKind::Card if test.ctx.source == Source::Act && state.act_collects().is_some() => ACT_CLUE,
        TestKind::Fight(id) => {
            // The damage on an enemy the hunt wants, and the work it takes away.
            let hit = f64::from(1 + test.extra_damage);
            let hunt = if hunting(state) && hunted(state, id) {
                hit * (HIT + ACTION * super::hunt::PER_DAMAGE)
            } else {
                0.0
            };
            if !kills {
                return hunt;
            }
            let prize = state
                .enemy(id)
                .map_or(0.0, |e| VICTORY_CARD + VICTORY_POINT * f64::from(victory_points(e.card)));
            let objective = if objective_enemies(state).contains(&id) { 60.0 } else { 0.0 };
            // The doom on it leaves play with it: a round of everyone's actions for each.
            let time = if hunting(state) {
                state.enemy(id).map_or(0.0, |e| ACTION * round_actions(state) * f64::from(e.doom))
            } else {
                0.0
            };
            prize * f64::from(u8::from(has_victory(state, id))) + objective + hunt + time
        }
        _ => 0.0,
    }
}

/// What a choice waiting is worth to the act: the skill for the act's own test (Disrupting the
/// Ritual), before the test begins, weighed by the better skill's chance.
pub(super) fn pending_worth(state: &State) -> f64 {
    let Some(Pending::Pick { inv, what: PickFor::TestSkill(Effect::Test(def), ctx), .. }) = &state.pending
    else {
        return 0.0;
    };
    if ctx.source != Source::Act || state.act_collects().is_none() {
        return 0.0;
    }
    let difficulty = i16::from(def.difficulty);
    let best = [Some(def.skill), def.or]
        .into_iter()
        .flatten()
        .map(|skill| super::chance::chance_of(state, *inv, state.skill_value(*inv, skill), difficulty))
        .fold(0.0, f64::max);
    ACT_CLUE * best
}

/// The clues the current act wants held: its group threshold, what it still collects on itself,
/// or the cost of its ability that draws from the extra deck; when it wants none (an objective
/// to reach), what the next act will want.
fn clues_wanted(state: &State) -> u16 {
    if let Some(need) = state.act_threshold() {
        return need;
    }
    if let Some(need) = state.act_collects() {
        return need.saturating_sub(u16::from(state.act_clues));
    }
    let draws = draw_cost(state);
    if draws > 0 {
        return draws;
    }
    // The next act's clues (an objective act that leads to a clue act).
    let scenario = state.scenario_def();
    let next = scenario.acts.get(usize::from(state.act) + 1);
    let next = next.and_then(|code| content::arkham_lcg::ACTS.iter().find(|a| a.id == *code));
    next.and_then(|a| a.clues).map_or(0, |c| c.with(state.starting))
}

/// The clues the act's action abilities cost at most (the one that draws from the extra deck).
fn draw_cost(state: &State) -> u16 {
    let Some(act) = state.act_def() else { return 0 };
    act.abilities
        .iter()
        .filter(|a| a.timing == Timing::Action)
        .flat_map(|a| a.cost)
        .map(|c| match c {
            Cost::GroupCluesPerInvestigator(n) => u16::from(*n) * u16::from(state.starting),
            Cost::Clues(n) => u16::from(*n),
            _ => 0,
        })
        .max()
        .unwrap_or(0)
}

/// Whether the act has an action that draws from the scenario's extra deck: the investigators
/// hunt its enemies down.
pub(super) fn hunting(state: &State) -> bool {
    draws_extra_deck(state)
}

/// Whether the act has an action that draws from the scenario's extra deck.
fn draws_extra_deck(state: &State) -> bool {
    state.act_def().is_some_and(|act| {
        act.abilities.iter().any(|a| a.timing == Timing::Action && a.effects.contains(&Effect::DrawExtraDeck))
    })
}

/// The location the act's objective advances on entering (Into the Darkness), if in play.
fn objective_location(state: &State) -> Option<LocId> {
    let act = state.act_def()?;
    let code = act.abilities.iter().find(|a| a.trigger == Trigger::WhenEntersNamed).and_then(|a| a.card)?;
    let l = state.locations.iter().position(|l| l.in_play && l.card.code() == code)?;
    Some(LocId(l as u8))
}

/// The enemies in play whose defeat advances the act (What Have You Done?).
fn objective_enemies(state: &State) -> smallvec::SmallVec<[crate::EnemyId; 2]> {
    let Some(act) = state.act_def() else { return smallvec::SmallVec::new() };
    let codes =
        act.abilities.iter().filter(|a| a.trigger == Trigger::WhenNamedDefeated).filter_map(|a| a.card);
    let mut out = smallvec::SmallVec::new();
    for code in codes {
        out.extend(state.enemies.iter().filter(|e| e.card.code() == code).map(|e| e.id));
    }
    out
}

/// A card's victory points.
pub(super) fn victory_points(card: CardRef) -> u8 {
    card.location().and_then(|l| l.victory).or_else(|| card.enemy().and_then(|e| e.victory)).unwrap_or(0)
}

/// Whether an enemy in play is one the hunt wants in the victory display (unique, with victory
/// points).
pub(super) fn hunted(state: &State, id: crate::EnemyId) -> bool {
    state.enemy(id).is_some_and(|e| super::hunt::bound_for_victory(e.card))
}

/// Whether an enemy in play goes to the victory display when defeated.
fn has_victory(state: &State, id: crate::EnemyId) -> bool {
    state.enemy(id).is_some_and(|e| victory_points(e.card) > 0)
}

/// Whether a location may hold clues to discover: clues on it, or unrevealed (its clues come
/// when it is revealed).
fn has_clues(state: &State, l: LocId) -> bool {
    let loc = &state.locations[usize::from(l.0)];
    loc.in_play && (loc.clues > 0 || (!loc.revealed && state.may_enter(l))) && !crate::hooks::locked(state, l)
}

/// The fewest moves from any of `from` to a location that `goal` accepts (8 when none is
/// reachable).
fn nearest(state: &State, from: &[LocId], goal: impl Fn(&State, LocId) -> bool) -> u8 {
    let n = state.locations.len();
    let mut seen = [u8::MAX; 32];
    let mut queue: smallvec::SmallVec<[LocId; 32]> = smallvec::SmallVec::new();
    for &at in from {
        if usize::from(at.0) < n.min(32) && seen[usize::from(at.0)] == u8::MAX {
            seen[usize::from(at.0)] = 0;
            queue.push(at);
        }
    }
    let mut head = 0;
    while head < queue.len() {
        let at = queue[head];
        head += 1;
        let d = seen[usize::from(at.0)];
        if goal(state, at) {
            return d;
        }
        for next in state.connections(at) {
            let i = usize::from(next.0);
            if i < 32 && seen[i] == u8::MAX {
                seen[i] = d + 1;
                queue.push(next);
            }
        }
    }
    8
}
