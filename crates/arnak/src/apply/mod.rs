//! Applying an action: checked against the legal list (worded refusals from `explain`), then a turn
//! action (`turn`) or an answer to the question waiting (`answer`).

mod answer;
mod turn;

use answer::answer;
use tabletop_core::ActionError;
pub(crate) use turn::reset_turn;
use turn::turn_action;

use crate::action::{Action, Event};
use crate::legal::{self, Find, Sink};
use crate::resolve::{discard, run};
use crate::state::{Phase, State};
use crate::turns;

/// Validates and applies an action.
pub(crate) fn apply(
    state: &mut State,
    seat: u8,
    action: &Action,
    ev: &mut Vec<Event>,
) -> Result<(), ActionError> {
    if state.phase == Phase::Over {
        return Err(ActionError::GameOver);
    }
    if seat != state.current || usize::from(seat) >= state.n() {
        return Err(ActionError::NotYourTurn { seat: tabletop_core::Seat(seat) });
    }
    let mut find = Find { target: action, found: false };
    validate(state, seat, action, &mut find);
    if !find.found {
        return Err(crate::explain::refusal(state, seat, action));
    }
    execute(state, seat, *action, ev);
    Ok(())
}

/// Runs only the generator that could list `action`.
pub(crate) fn validate(state: &State, seat: u8, action: &Action, out: &mut dyn Sink<Action>) {
    if state.phase != Phase::Turn || state.prompt.is_some() {
        return legal::legal(state, seat, out);
    }
    match action {
        Action::Play { .. }
        | Action::UseAssistant { .. }
        | Action::UseBoon { .. }
        | Action::SlotIdol { .. } => {
            legal::free_actions(state, seat, out);
            if !state.turn.main_used {
                // Non-free cards are main actions.
                legal::main_actions(state, seat, out);
            }
        }
        Action::EndTurn => {
            if state.turn.main_used {
                out.push(Action::EndTurn);
            }
        }
        _ => {
            if !state.turn.main_used {
                legal::main_actions(state, seat, out);
            }
        }
    }
}

pub(crate) fn execute(state: &mut State, seat: u8, action: Action, ev: &mut Vec<Event>) {
    match state.phase {
        Phase::Over => {}
        Phase::HandDiscard => {
            if let Action::Discard { card } = action {
                discard(state, seat, card, ev);
                if !state.player(seat).hand.is_empty() {
                    return;
                }
            }
            turns::next_hand_discard(state, ev);
        }
        Phase::Turn => {
            match state.prompt.take() {
                Some(prompt) => answer(state, seat, prompt, action, ev),
                None => turn_action(state, seat, action, ev),
            }
            run(state, ev);
        }
    }
}
