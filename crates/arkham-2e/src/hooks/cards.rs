//! The rules of encounter cards (location and gate cards) and investigator cards that the
//! effect vocabulary cannot express.

use content::arkham_2e::Hook;

use crate::action::Event;
use crate::state::State;

impl State {
    /// Runs an encounter's or a card's hook; `false` when it is not implemented yet.
    pub(crate) fn content_hook(
        &mut self,
        seat: u8,
        hook: Hook,
        card: Option<u8>,
        events: &mut Vec<Event>,
    ) -> bool {
        let _ = (seat, hook, card, events);
        false
    }
}
