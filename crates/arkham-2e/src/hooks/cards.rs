//! The rules of encounter cards (location and gate cards) and investigator cards that the
//! effect vocabulary cannot express.

use content::arkham_2e::{Check, Effect, Hook};

use crate::action::Event;
use crate::state::State;

/// Gate card 8, Yuggoth: a Will (−2) check or 2 Sanity.
const GATE_08_YUGGOTH: &[Effect] = &[Effect::Check {
    skill: Check::Will,
    modifier: -2,
    need: 1,
    pass: &[],
    fail: &[Effect::Sanity(-2)],
    each: &[],
    chart: &[],
}];

impl State {
    /// Runs an encounter's or a card's hook; `false` when it is not implemented yet.
    pub(crate) fn content_hook(
        &mut self,
        seat: u8,
        hook: Hook,
        card: Option<u8>,
        events: &mut Vec<Event>,
    ) -> bool {
        let _ = (card, events);
        match hook {
            Hook::Gate08Yuggoth => self.push_effects(seat, GATE_08_YUGGOTH, None),
            _ => return false,
        }
        true
    }
}
