//! Hooks of the America, Europe, Asia/Australia and General encounter cards.
//!
//! Two sentences move a Monster, which the vocabulary cannot say:
//! - asia-3@tokyo: "Choose 1 non-Epic Monster on any space and move it to your space, then
//!   encounter it."
//! - asia-8@tokyo: "... move 1 Monster of your choice from any space to another space of your
//!   choice." (Epic Monsters move only by their own text, so the choice is of non-Epic ones.)
//!
//! Both ask through [`Pick::HookMonster`]; the second then asks for the space through
//! [`Pick::HookSpace`], carrying the chosen Monster's board index in `at`.

use content::eldritch::Hook;

use crate::action::Event;
use crate::effects::Pick;
use crate::state::State;

/// asia-3@tokyo.
const PULL: Hook = Hook::PullNonEpicMonsterAndFight;
/// asia-8@tokyo.
const MOVE: Hook = Hook::MoveMonsterToChosenSpace;
/// asia-8@tokyo, second step: the space (never named by content).
const MOVE_TO: Hook = Hook::LocationMoveMonsterTo;

/// Runs `hook` if it is one of this module's; returns whether it was.
pub(super) fn run(state: &mut State, seat: u8, hook: Hook, at: u8, events: &mut Vec<Event>) -> bool {
    match hook {
        PULL | MOVE => {
            if state.pick_answers(seat, Pick::HookMonster(hook), at).is_empty() {
                events.push(Event::Note(crate::Note::NoMonsterToPick));
            } else {
                state.ask_for_hook(seat, Pick::HookMonster(hook), at, events);
            }
            true
        }
        _ => false,
    }
}

/// The answer to a choice one of this module's hooks asked; returns whether it was one.
pub(super) fn answer(
    state: &mut State,
    seat: u8,
    hook: Hook,
    at: u8,
    answer: u16,
    events: &mut Vec<Event>,
) -> bool {
    match hook {
        PULL => {
            let index = usize::from(answer);
            if index < state.monsters.len() {
                let here = state.inv(seat).location;
                state.monsters[index].location = here;
                state.monsters[index].fought = true;
                events.push(Event::Note(crate::Note::MonsterComesToYou));
                state.combat(seat, state.board_monster(index), events);
            }
        }
        MOVE => {
            if usize::from(answer) < state.monsters.len() {
                state.ask_for_hook(seat, Pick::HookSpace(MOVE_TO), answer as u8, events);
            }
        }
        MOVE_TO => {
            if let Some(monster) = state.monsters.at_mut(usize::from(at)) {
                monster.location = answer as u8;
                events.push(Event::Note(crate::Note::MonsterMoved));
            }
        }
        _ => return false,
    }
    true
}
