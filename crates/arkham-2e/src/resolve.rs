//! The runner: the kernel's resolution loop (`Machine`) over the state's frames, and the game's
//! status.

use content::arkham_2e as data;
use tabletop_core::Status;
use tabletop_core::resolve::{self, Ask, Machine};

use crate::action::{Action, Event};
use crate::state::{Ending, Frame, Pending, Phase, State};

impl Machine for State {
    type Frame = Frame;
    type Event = Event;
    type Answer = Action;

    fn halted(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The kernel's asking rule: a decision with no legal answer is dropped, one with a single
    /// answer is taken without asking (declining is always listed as an answer of its own).
    fn pending(&self) -> Option<Ask<Action>> {
        let (seat, _) = self.pending.as_ref()?;
        let mut answers = Vec::new();
        self.legal(*seat, &mut answers);
        Some(resolve::ask(answers, false))
    }

    fn skip(&mut self) {
        self.pending = None;
    }

    fn answer_only(&mut self, answer: Action, events: &mut Vec<Event>) {
        if let Some((seat, pending)) = self.pending.take() {
            self.answer(seat, pending, answer, events);
        }
    }

    fn pop(&mut self) -> Option<Frame> {
        self.frames.pop()
    }

    fn step(&mut self, frame: Frame, events: &mut Vec<Event>) {
        match frame {
            Frame::Effects { seat, program, card } => {
                let Some((effect, rest)) = program.step() else { return };
                if let Some((stamina, sanity, rest)) = paired_loss(effect, rest) {
                    if let Some(rest) = rest {
                        self.frames.push(Frame::Effects { seat, program: rest, card });
                    }
                    self.lose_both(seat, stamina, sanity, events);
                    return;
                }
                if let Some(rest) = rest {
                    self.frames.push(Frame::Effects { seat, program: rest, card });
                }
                self.effect(seat, effect, card, events);
            }
            Frame::Repeat { seat, each, times } => {
                if times > 1 {
                    self.frames.push(Frame::Repeat { seat, each, times: times - 1 });
                }
                self.push_effects(seat, each, None);
            }
            Frame::Ask { seat, choice } => self.ask(seat, Pending::Choose(choice)),
            Frame::ResumeCombat(seat) => {
                if self.combat.is_some_and(|c| c.seat == seat) {
                    self.ask_combat(seat);
                }
            }
            Frame::ResumeMove(seat) => {
                if self.phase == Phase::Movement && self.players[usize::from(seat)].place.in_arkham() {
                    self.ask(seat, Pending::Move);
                }
            }
        }
    }

    fn advance(&mut self, events: &mut Vec<Event>) -> bool {
        if self.held {
            return false;
        }
        match self.phase {
            Phase::Setup => {
                self.start_round(events);
            }
            Phase::Upkeep => self.upkeep_turn(events),
            Phase::Movement => self.movement_turn(events),
            Phase::ArkhamEncounters => self.arkham_turn(events),
            Phase::OtherWorldEncounters => self.other_world_turn(events),
            Phase::Mythos => self.mythos_phase(events),
            Phase::Battle => self.battle_turn(events),
            Phase::Over => return false,
        }
        true
    }
}

/// A Stamina loss written next to a Sanity loss (in either order) is one loss of both: the
/// amounts (Stamina, Sanity) and the program after the pair.
pub(crate) fn paired_loss(
    effect: &'static data::Effect,
    rest: Option<resolve::Program<data::Effect>>,
) -> Option<(i8, i8, Option<resolve::Program<data::Effect>>)> {
    let rest = rest?;
    let pair = match (effect, rest.peek()?) {
        (data::Effect::Stamina(a), data::Effect::Sanity(b)) => (*a, *b),
        (data::Effect::Sanity(b), data::Effect::Stamina(a)) => (*a, *b),
        _ => return None,
    };
    if pair.0 >= 0 || pair.1 >= 0 {
        return None;
    }
    Some((pair.0, pair.1, rest.step()?.1))
}

impl State {
    /// Runs the game to the next decision.
    pub(crate) fn run(&mut self, events: &mut Vec<Event>) {
        if resolve::run(self, events).is_err() {
            // A rules loop: end the game rather than hang (the property harness reports it).
            self.finish(Ending::TimeOut, events);
        }
    }

    /// Who must decide now.
    pub(crate) fn status(&self) -> Status {
        match (&self.pending, self.phase) {
            (_, Phase::Over) => Status::Over,
            (Some((seat, _)), _) => {
                Status::Acting(tabletop_core::SeatSet::single(tabletop_core::Seat(*seat)))
            }
            (None, _) => Status::Over,
        }
    }

    pub(crate) fn ask(&mut self, seat: u8, pending: Pending) {
        self.pending = Some((seat, pending));
    }

    pub(crate) fn finish(&mut self, ending: Ending, events: &mut Vec<Event>) {
        if self.phase != Phase::Over {
            self.ending = Some(ending);
            self.phase = Phase::Over;
            self.pending = None;
            self.frames.clear();
            self.combat = None;
            events.push(Event::Ended(ending));
        }
    }
}
