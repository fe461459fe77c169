//! The runner: the kernel's resolution loop over the stack (`Machine`); `flow` gives it the next
//! framework step.

use tabletop_core::resolve::{self, Ask, Machine};

use crate::Event;
use crate::state::{Frame, Phase, State};

impl Machine for State {
    type Frame = Frame;
    type Event = Event;
    type Answer = ();

    fn halted(&self) -> bool {
        self.phase == Phase::Over
    }

    fn pending(&self) -> Option<Ask<()>> {
        self.pending.as_ref().map(|_| Ask::Ask)
    }

    fn pop(&mut self) -> Option<Frame> {
        self.frames.pop()
    }

    fn step(&mut self, frame: Frame, events: &mut Vec<Event>) {
        match frame {
            Frame::Effects(program, ctx) => {
                let Some((effect, rest)) = program.step() else { return };
                if let Some(rest) = rest {
                    self.frames.push(Frame::Effects(rest, ctx));
                }
                self.effect(effect, ctx, events);
            }
            Frame::Repeat(list, ctx, n) => {
                if n > 1 {
                    self.frames.push(Frame::Repeat(list, ctx, n - 1));
                }
                self.push_effects(list, ctx);
            }
            Frame::Test => self.test_step(events),
            Frame::Task(task) => self.task(task, events),
            Frame::Window(open) => self.window_step(open, events),
        }
    }

    fn advance(&mut self, events: &mut Vec<Event>) -> bool {
        if self.ending.is_some() {
            return false;
        }
        let before = self.frames.len();
        self.objectives();
        if self.frames.len() > before {
            return true;
        }
        self.next_step(events);
        true
    }
}

impl State {
    /// Resolves until a decision waits or the game ends; a rules loop ends the game as stuck.
    pub(crate) fn run(&mut self, events: &mut Vec<Event>) {
        if resolve::run(self, events).is_err() {
            events.push(Event::Stuck);
            self.finish(crate::Ending::Stuck, events);
        }
    }
}
