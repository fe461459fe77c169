//! The greedy bot's view of a state: the kernel's one-step look-ahead (`tabletop_core::bot`)
//! scores each legal action on a determinized copy with [`heuristic`].
//!
//! Nothing here names a card or a scenario: a test under way is weighed by its exact chance over
//! the chaos bag (the scenario's symbol tokens and the investigator's elder sign included), and
//! an act that advances at the end of the round is asked, on a copy, whether it would take an
//! investigator's clues where they stand.

use content::arkham_lcg::{Effect, Timing, Token};
use tabletop_core::chaos::ChaosToken;

use crate::Ending;
use crate::state::{Ctx, Inv, Pending, PickFor, SkillTest, Source, State, TestKind};

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
        score += success_chance(state, test)
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
        let health = i16::from(def.health) - i16::from(inv.damage);
        let sanity = i16::from(def.sanity) - i16::from(inv.horror);
        score += vitality(health) + vitality(sanity);
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
    // Being where the clues are.
    for inv in state.investigators.iter().filter(|i| i.out.is_none()) {
        score += 1.2 * f64::from(state.locations[usize::from(inv.at.0)].clues.min(4));
    }
    score
}

/// What the health (or sanity) an investigator has left is worth: each point lost costs more
/// than the one before.
fn vitality(left: i16) -> f64 {
    10.0 * f64::from(left.max(0)).sqrt()
}

/// What a ready enemy engaged with someone costs the investigators (its attack to come).
fn threat(state: &State, id: crate::EnemyId) -> f64 {
    match state.enemy(id).filter(|e| !e.exhausted).and_then(|e| e.card.enemy()) {
        Some(f) => 3.0 + 2.5 * f64::from(f.damage + f.horror),
        None => 0.0,
    }
}

/// The chance a test under way succeeds: exact over the tokens in the chaos bag, with the
/// scenario's symbol tokens and the investigator's elder sign (their extra effects aside).
fn success_chance(state: &State, test: &SkillTest) -> f64 {
    let value = state.test_value() - i16::from(test.token_mod);
    let difficulty = state.test_difficulty();
    if test.auto_succeed {
        return 1.0;
    }
    if test.auto_fail {
        return 0.0;
    }
    if !test.tokens.is_empty() || test.no_token {
        let revealed = value + i16::from(test.token_mod);
        return if revealed.max(0) >= difficulty { 1.0 } else { 0.0 };
    }
    let bag = state.chaos.in_bag();
    if bag.is_empty() {
        return if value >= difficulty { 0.9 } else { 0.1 };
    }
    let passing = bag
        .iter()
        .filter(|&&token| {
            token_modifier(state, test, token).is_some_and(|m| (value + m).max(0) >= difficulty)
        })
        .count();
    passing as f64 / bag.len() as f64
}

/// A token's modifier for this test, `None` for an automatic failure.
fn token_modifier(state: &State, test: &SkillTest, token: ChaosToken) -> Option<i16> {
    match crate::test::from_chaos(token) {
        Token::AutoFail => None,
        Token::ElderSign => {
            if crate::hooks::elder_sign_is_auto_fail(state, test.inv) {
                return None;
            }
            let def = state.investigator_def(test.inv);
            Some(
                def.abilities
                    .iter()
                    .find(|a| a.timing == Timing::ElderSign)
                    .map_or(1, |a| i16::from(a.modifier)),
            )
        }
        symbol @ (Token::Skull | Token::Cultist | Token::Tablet | Token::ElderThing) => {
            let hard = matches!(
                state.difficulty,
                crate::config::Difficulty::Hard | crate::config::Difficulty::Expert
            );
            let scenario = state.scenario_def();
            let list = if hard { scenario.hard_expert } else { scenario.easy_standard };
            let Some(def) = list.iter().find(|d| d.token == symbol) else { return Some(0) };
            let enemy = match test.kind {
                TestKind::Fight(id) | TestKind::Evade(id) => Some(id),
                _ => None,
            };
            let ctx = Ctx { inv: test.inv, source: Source::Scenario, enemy, trait_: def.trait_ };
            Some(match def.x {
                Some(count) => -(state.count(count, ctx) as i16),
                None => i16::from(def.modifier),
            })
        }
        other => Some(i16::from(other.modifier().unwrap_or(0))),
    }
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
