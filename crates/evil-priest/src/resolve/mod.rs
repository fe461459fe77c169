//! Running the game to the next decision: single-answer prompts, queued tasks, node growth, the
//! next seat to place, then the Skulks and Preparation phases.

pub(crate) mod effects;

use content::evil_priest::{self as data, SkulkKind};

use smallvec::SmallVec;
use tabletop_core::resolve::{self, Ask, Machine};

use crate::action::Action;

use crate::action::{Event, Spot};
use crate::apply::answer;
use crate::apply::prompts::prompt_answers;
use crate::legal::placement::can_place;
use crate::legal::skulk_kind_of;
use crate::resolve::effects::exec;
use crate::state::{Phase, Placed, State, Task};

/// Resolves until a seat must decide (the kernel's [`resolve::run`]).
pub(crate) fn run(state: &mut State, events: &mut Vec<Event>) {
    let stuck = resolve::run(&mut Resolution(state), events);
    debug_assert!(stuck.is_ok(), "Evil High Priest's resolution did not reach a decision");
}

/// The game's resolution: the waiting prompt, queued tasks, node growth, then the phases.
struct Resolution<'a>(&'a mut State);

impl Machine for Resolution<'_> {
    type Frame = Task;
    type Event = Event;
    type Answer = Action;

    fn halted(&self) -> bool {
        self.0.over.is_some() || self.0.raid.is_some()
    }

    fn pending(&self) -> Option<Ask<Action>> {
        self.0.prompt.map(|prompt| prompt_answers(self.0, prompt))
    }

    fn skip(&mut self) {
        self.0.prompt = None;
    }

    fn answer_only(&mut self, only: Action, events: &mut Vec<Event>) {
        if let Some(prompt) = self.0.prompt.take() {
            answer(self.0, prompt, only, events);
        }
    }

    fn pop(&mut self) -> Option<Task> {
        self.0.tasks.pop()
    }

    fn step(&mut self, task: Task, events: &mut Vec<Event>) {
        exec(self.0, task, events);
    }

    fn advance(&mut self, _: &mut Vec<Event>) -> bool {
        advance(self.0)
    }
}

/// Nothing is queued: node growth fires, the next seat places, or the phase moves on. Returns
/// whether resolution goes on.
fn advance(state: &mut State) -> bool {
    if !state.pending_growth.is_empty() {
        let nodes = state.cult().nodes;
        state.pending_growth.sort_by_key(|&(node, _)| std::cmp::Reverse(nodes[usize::from(node)].trigger));
        if let Some((node, by)) = state.pending_growth.pop() {
            state.tasks.push(Task::GrowthFire { node, by });
        }
        return true;
    }
    match state.phase {
        Phase::Action => {
            if !state.placed_this_turn && can_place(state, state.turn) {
                return false;
            }
            let n = state.player_count();
            let next = (1..=n).map(|i| (state.turn + i) % n).find(|&seat| can_place(state, seat));
            match next {
                Some(seat) => {
                    state.turn = seat;
                    state.placed_this_turn = false;
                    state.discarded_this_turn = false;
                    // Nothing else is pending and `seat` can place: its decision is next.
                    return false;
                }
                None => start_skulks(state),
            }
        }
        Phase::Skulks => start_preparation(state),
        Phase::Preparation => {
            debug_assert!(false, "the Preparation phase always ends with EndRound");
            state.tasks.push(Task::EndRound);
        }
    }
    true
}

fn start_skulks(state: &mut State) {
    state.phase = Phase::Skulks;
    let mut skulks: SmallVec<[(u8, u8, Placed, SkulkKind); 8]> = SmallVec::new();
    for placed in &state.placed {
        let kind = match placed.spot {
            Spot::Town(t) => skulk_kind_of(data::TOWN[usize::from(t)].effects),
            Spot::CultAction(n) => skulk_kind_of(state.cult().nodes[usize::from(n)].action),
            _ => None,
        };
        if let Some(kind) = kind {
            let position = state.turn_position(placed.seat);
            skulks.push((u8::from(kind != SkulkKind::Block), position, *placed, kind));
        }
    }
    skulks.sort_by_key(|&(block, position, _, _)| (block, position));
    for &(_, _, placed, kind) in skulks.iter().rev() {
        state.tasks.push(Task::Skulk { seat: placed.seat, cultist: placed.cultist, from: placed.spot, kind });
    }
}

fn start_preparation(state: &mut State) {
    state.phase = Phase::Preparation;
    state.tasks.push(Task::EndRound);
    let (n, first) = (state.player_count(), state.first);
    for i in (0..n).rev() {
        state.tasks.push(Task::Upkeep { seat: (first + i) % n });
    }
    state.tasks.push(Task::Recall);
    let mut rituals: SmallVec<[(u8, Placed); 8]> = SmallVec::new();
    for placed in &state.placed {
        if matches!(placed.spot, Spot::Ritual { .. }) {
            rituals.push((state.turn_position(placed.seat), *placed));
        }
    }
    rituals.sort_by_key(|&(position, placed)| (position, placed.spot));
    for &(_, placed) in rituals.iter().rev() {
        if let Spot::Ritual { track, step } = placed.spot {
            state.tasks.push(Task::AdvanceRitual { seat: placed.seat, cultist: placed.cultist, track, step });
        }
    }
}
