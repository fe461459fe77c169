//! Hooks of the Monster tokens and the Cultist entries of the Ancient One sheets: their combat
//! rules (see [`super::CombatStage`]) and the parts of their Reckonings the vocabulary cannot say.

use super::{CombatFlow, CombatStage};
use crate::action::Event;
use crate::state::{MonsterRef, State};

/// Azathoth's Cultist: "After the Will test, lose 1 Health; the Cultist is defeated."
const AZATHOTH_CULTIST: &str = "cultist-strikes-then-falls";
/// Vampire, Spinner of Webs: "If you fail the Will test, skip the Strength test."
const WILL_FAIL_ENDS: &str = "failed-will-ends-the-combat";
/// Colour Out of Space: "After the Will test, roll 1 die; on a 5 or 6, it is defeated."
const COLOUR: &str = "after-will-roll-to-defeat";

/// The hooks this module implements.
pub(super) const HOOKS: &[&str] = &[AZATHOTH_CULTIST, WILL_FAIL_ENDS, COLOUR];

/// Runs `hook` if it is one of this module's effects; returns whether it was.
pub(super) fn run(state: &mut State, seat: u8, hook: &'static str, at: u8, events: &mut Vec<Event>) -> bool {
    let _ = (state, seat, at, events);
    // The combat rules only act during combat.
    HOOKS.contains(&hook)
}

/// A Monster's combat rule at `stage`; `None` when `hook` is not one of this module's.
pub(super) fn combat(
    state: &mut State,
    seat: u8,
    hook: &'static str,
    monster: MonsterRef,
    stage: CombatStage,
    events: &mut Vec<Event>,
) -> Option<CombatFlow> {
    let _ = monster;
    let flow = match (hook, stage) {
        (AZATHOTH_CULTIST, CombatStage::AfterWill { .. }) => {
            events.push(Event::Text("The Cultist strikes before it falls: lose 1 Health."));
            state.lose(seat, 1, 0, events);
            CombatFlow::Defeat
        }
        (WILL_FAIL_ENDS, CombatStage::AfterWill { passed: false, .. }) => {
            events.push(Event::Text("The Will test failed: the Strength test is skipped."));
            CombatFlow::SkipStrength
        }
        (COLOUR, CombatStage::AfterWill { .. }) => {
            let face = state.rng.roll(6);
            events.push(Event::PlainRoll { seat, faces: [face].into_iter().collect() });
            if face >= 5 { CombatFlow::Defeat } else { CombatFlow::Stop }
        }
        (AZATHOTH_CULTIST | WILL_FAIL_ENDS | COLOUR, _) => CombatFlow::Continue,
        _ => return None,
    };
    Some(flow)
}
