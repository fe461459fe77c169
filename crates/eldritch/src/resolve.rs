//! The runner: the kernel's resolution loop over the frame stack (`Machine`), one frame per step.

use tabletop_core::resolve::{self, Ask, Machine};

use crate::action::Event;
use crate::state::{Frame, Pending, State};

/// The game's resolution: frames first, then the phase machine.
pub(crate) struct Resolution<'a>(&'a mut State);

impl Machine for Resolution<'_> {
    type Frame = Frame;
    type Event = Event;
    type Answer = ();

    fn halted(&self) -> bool {
        self.0.outcome.is_some()
    }

    fn pending(&self) -> Option<Ask<()>> {
        // Decisions are posed only when they have a choice (each step checks its options).
        self.0.pending.as_ref().map(|_| Ask::Ask)
    }

    fn pop(&mut self) -> Option<Frame> {
        self.0.frames.pop()
    }

    fn step(&mut self, frame: Frame, events: &mut Vec<Event>) {
        self.0.step_frame(frame, events);
    }

    fn advance(&mut self, events: &mut Vec<Event>) -> bool {
        self.0.step_phase(events);
        true
    }
}

impl State {
    /// Runs one step of a frame taken off the stack.
    pub(crate) fn step_frame(&mut self, frame: Frame, events: &mut Vec<Event>) {
        match frame {
            Frame::Effects { seat, program, at } => {
                let Some((&effect, rest)) = program.step() else { return };
                if let Some(rest) = rest {
                    self.frames.push(Frame::Effects { seat, program: rest, at });
                }
                if self.active(seat) {
                    self.run_effect(seat, effect, at, events);
                }
            }
            Frame::MysteryOffer { seat, trigger } => self.mystery_offer(seat, trigger),
            Frame::AfterFight { seat, fight, at } => self.after_fight(seat, fight, at),
            Frame::Casting { on } => self.casting = on,
            Frame::ForceDice { face } => self.forced_face = face,
            Frame::Loss { seat, health, sanity, offer } => {
                self.step_loss(seat, health, sanity, offer, events)
            }
            Frame::Combat { seat, monster, step } => self.combat_step(seat, monster, step, events),
            Frame::BoostOffer { seat, will } => {
                if self.active(seat) && !self.combat_boosts(seat, will).is_empty() {
                    self.pending =
                        Some(Pending::Pick { seat, pick: crate::effects::Pick::CombatBoost(will), at: 0 });
                }
            }
            Frame::MonsterEffects { seat, program, kind, at } => {
                let Some((&effect, rest)) = program.step() else { return };
                if let Some(rest) = rest {
                    self.frames.push(Frame::MonsterEffects { seat, program: rest, kind, at });
                }
                if self.active(seat) {
                    self.this_monster = Some((kind, at));
                    self.run_effect(seat, effect, at, events);
                }
            }
            Frame::CardEffects { seat, program, card } => {
                let Some((&effect, rest)) = program.step() else { return };
                if let Some(rest) = rest {
                    self.frames.push(Frame::CardEffects { seat, program: rest, card });
                }
                if self.active(seat) {
                    self.this_card = Some((seat, card));
                    let at = self.inv(seat).location;
                    self.run_effect(seat, effect, at, events);
                }
            }
            Frame::Confront { seat } => {
                if self.active(seat) {
                    self.confront_shub(seat, events);
                }
            }
        }
    }

    /// Resolves everything up to the next decision (the kernel's [`resolve::run`]).
    pub(crate) fn run(&mut self, events: &mut Vec<Event>) {
        let stuck = resolve::run(&mut Resolution(self), events);
        debug_assert!(stuck.is_ok(), "the phase machine did not reach a decision");
    }
}
