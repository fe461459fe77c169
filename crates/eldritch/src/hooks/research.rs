//! Hooks of the Research encounter cards.

use content::eldritch::{self as data, Hook};

use crate::action::Event;
use crate::state::State;

/// Runs `hook` if it is one of this module's; returns whether it was.
pub(super) fn run(state: &mut State, seat: u8, hook: Hook, at: u8, events: &mut Vec<Event>) -> bool {
    let _ = at;
    match hook {
        Hook::HoundOfTindalosComesToYou => hound_comes(state, seat, events),
        _ => return false,
    }
    true
}

/// research-yog-sothoth-3 (Sea): "if a Hound of Tindalos Monster is on the game board, move it to
/// your space and encounter it". The Hound stays on the space unless defeated.
fn hound_comes(state: &mut State, seat: u8, events: &mut Vec<Event>) {
    let Some(hound) = data::monster_index("hound-of-tindalos") else { return };
    let Some(index) = state.monsters.iter().position(|m| usize::from(m.kind) == hound) else { return };
    state.monsters[index].location = state.inv(seat).location;
    events.push(Event::Note(crate::Note::HoundComes));
    state.combat(seat, state.board_monster(index), events);
}
