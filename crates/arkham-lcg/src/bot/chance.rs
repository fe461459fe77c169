//! The chance a skill test under way succeeds: exact over the tokens in the chaos bag.

use content::arkham_lcg::{Timing, Token};
use tabletop_core::chaos::ChaosToken;

use crate::state::{Ctx, EnemyId, Inv, SkillTest, Source, State, TestKind};

/// The chance a test under way succeeds: exact over the tokens in the chaos bag, with the
/// scenario's symbol tokens and the investigator's elder sign (their extra effects aside).
pub(super) fn success_chance(state: &State, test: &SkillTest) -> f64 {
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
            let enemy = match test.kind {
                TestKind::Fight(id) | TestKind::Evade(id) => Some(id),
                _ => None,
            };
            token_modifier(state, test.inv, enemy, token).is_some_and(|m| (value + m).max(0) >= difficulty)
        })
        .count();
    passing as f64 / bag.len() as f64
}

/// The chance a test not yet begun succeeds: `inv`'s skill `value` against `difficulty`, with
/// no card committed.
pub(super) fn chance_of(state: &State, inv: Inv, value: i16, difficulty: i16) -> f64 {
    let bag = state.chaos.in_bag();
    if bag.is_empty() {
        return if value >= difficulty { 0.9 } else { 0.1 };
    }
    let passing = bag
        .iter()
        .filter(|&&token| {
            token_modifier(state, inv, None, token).is_some_and(|m| (value + m).max(0) >= difficulty)
        })
        .count();
    passing as f64 / bag.len() as f64
}

/// A token's modifier for a test of `inv` (against `enemy`), `None` for an automatic failure.
fn token_modifier(state: &State, inv: Inv, enemy: Option<EnemyId>, token: ChaosToken) -> Option<i16> {
    match crate::skill_test::from_chaos(token) {
        Token::AutoFail => None,
        Token::ElderSign => {
            if crate::hooks::elder_sign_is_auto_fail(state, inv) {
                return None;
            }
            let def = state.investigator_def(inv);
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
            let ctx = Ctx { inv, source: Source::Scenario, enemy, trait_: def.trait_ };
            Some(match def.x {
                Some(count) => -(state.count(count, ctx) as i16),
                None => i16::from(def.modifier),
            })
        }
        other => Some(i16::from(other.modifier().unwrap_or(0))),
    }
}
