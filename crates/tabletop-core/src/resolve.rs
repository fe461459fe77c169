//! Resolution: effect programs on a stack, one pending decision, the asking rule and offer rounds.
//!
//! Every game resolves its cards the same way. Work still to do sits on a stack of *frames* (last
//! pushed runs first); a frame is usually an effect [`Program`] (a `&'static` list of effects and
//! a program counter) with the context it runs in (who resolves it, which card, which monster).
//! [`run`] pops and steps frames until the game waits for a decision, then stops; when the stack
//! is empty it lets the round structure move on ([`Machine::advance`]). Every decision that waits
//! passes the asking rule there, so a game cannot ask a question with no answer.
//!
//! A step that needs a choice lists its answers and applies the **asking rule** ([`ask`]): no
//! possible answer skips the step; one answer that may not be declined is taken without asking;
//! otherwise the seat is asked. An **offer round** ([`Offer`]) asks each holder of a usable
//! response in seat order from a given seat, one decision each; nobody holding one is no decision.
//!
//! Timing windows (Arkham Horror LCG's *when*, *at* and *after*, [`window`]) are frames of this
//! stack too: forced abilities first, ordered by the lead when several wait, then an offer round
//! of the optional ones, once per occurrence; a window nobody can answer asks no one.
//!
//! ```
//! use tabletop_core::resolve::{self, Ask, Machine, Program};
//!
//! /// A toy game: effects add to a total; "choose" waits for a decision.
//! #[derive(Debug, Clone, Copy)]
//! enum Effect { Add(u8), Choose }
//!
//! struct Toy { frames: Vec<Program<Effect>>, total: u8, waiting: bool }
//!
//! impl Machine for Toy {
//!     type Frame = Program<Effect>;
//!     type Event = String;
//!     type Answer = u8;
//!     fn halted(&self) -> bool { false }
//!     fn pending(&self) -> Option<Ask<u8>> { self.waiting.then_some(Ask::Ask) }
//!     fn pop(&mut self) -> Option<Program<Effect>> { self.frames.pop() }
//!     fn step(&mut self, program: Program<Effect>, events: &mut Vec<String>) {
//!         let Some((effect, rest)) = program.step() else { return };
//!         self.frames.extend(rest);
//!         match *effect {
//!             Effect::Add(n) => { self.total += n; events.push(format!("+{n}")) }
//!             // Two answers (1 or 2) and no declining: the seat is asked.
//!             Effect::Choose => self.waiting = matches!(resolve::ask([1, 2], false), Ask::Ask),
//!         }
//!     }
//!     fn advance(&mut self, _: &mut Vec<String>) -> bool { false }
//! }
//!
//! const CARD: &[Effect] = &[Effect::Add(2), Effect::Choose, Effect::Add(3)];
//! let mut toy = Toy { frames: vec![Program::new(CARD)], total: 0, waiting: false };
//! let mut events = Vec::new();
//! resolve::run(&mut toy, &mut events).unwrap();
//! assert_eq!((toy.total, toy.waiting, events.len()), (2, true, 1));
//! ```

use std::fmt;

pub mod window;

pub use window::{Occurrence, Timing, Trigger, Window, WindowStep};

/// An effect program: a list of effects and the index of the next one.
///
/// `Copy` and two words wide, so a frame that holds one stays cheap to clone.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Program<E: 'static> {
    list: &'static [E],
    pc: u8,
}

impl<E> Program<E> {
    /// A program that starts at the first effect of `list`.
    pub const fn new(list: &'static [E]) -> Program<E> {
        Program { list, pc: 0 }
    }

    /// The whole list.
    pub fn list(&self) -> &'static [E] {
        self.list
    }

    /// The index of the next effect.
    pub fn pc(&self) -> u8 {
        self.pc
    }

    /// The program `pc` effects into `list`, as a save wrote it: [`Program::new`] for `pc` 0,
    /// else `None` unless an effect is left at `pc` (a program is saved before its last effect
    /// is taken, never after).
    pub fn resume(list: &'static [E], pc: u8) -> Option<Program<E>> {
        (pc == 0 || usize::from(pc) < list.len()).then_some(Program { list, pc })
    }

    /// The next effect, without taking it.
    pub fn peek(&self) -> Option<&'static E> {
        self.list.get(usize::from(self.pc))
    }

    /// Whether no effect is left.
    pub fn is_done(&self) -> bool {
        usize::from(self.pc) >= self.list.len()
    }

    /// The next effect, and the program that continues after it (`None` when it was the last):
    /// push the rest back *before* resolving the effect, so that what the effect pushes runs
    /// first. `None` when no effect is left.
    pub fn step(self) -> Option<(&'static E, Option<Program<E>>)> {
        let list = self.list;
        let effect = list.get(usize::from(self.pc))?;
        let next = usize::from(self.pc) + 1;
        let rest = (next < list.len()).then_some(Program { list, pc: self.pc + 1 });
        Some((effect, rest))
    }
}

impl<E> fmt::Debug for Program<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Program({}/{})", self.pc, self.list.len())
    }
}

/// What the asking rule decides for a step that needs a choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ask<A> {
    /// No answer is possible: the step is skipped.
    Skip,
    /// Exactly one answer and it may not be declined: it is taken without asking.
    Only(A),
    /// Ask the seat.
    Ask,
}

/// The asking rule, in one place: `answers` are the possible answers to a step (declining not
/// among them). No answer skips; one answer that may not be declined is taken; otherwise ask.
/// Reads at most two answers, so a lazy iterator stays cheap.
pub fn ask<A>(answers: impl IntoIterator<Item = A>, may_decline: bool) -> Ask<A> {
    let mut answers = answers.into_iter();
    let Some(first) = answers.next() else { return Ask::Skip };
    if may_decline || answers.next().is_some() { Ask::Ask } else { Ask::Only(first) }
}

/// An offer round: "each holder may use X". Seats are asked in seat order starting from `from`,
/// each at most once, and only seats that hold a usable response; nobody holding one ends the
/// round without a decision. A seat that used a response may be offered again
/// ([`reopen`](Offer::reopen)), for a holder with a second card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Offer {
    /// The seat asked first.
    from: u8,
    /// Seats already asked (bit per seat).
    asked: u64,
}

impl Offer {
    /// A round that asks `from` first.
    pub const fn from_seat(from: u8) -> Offer {
        Offer { from, asked: 0 }
    }

    /// The seat asked first.
    pub fn first(&self) -> u8 {
        self.from
    }

    /// Whether `seat` was asked already.
    pub fn was_asked(&self, seat: u8) -> bool {
        seat < 64 && self.asked & (1 << seat) != 0
    }

    /// The next seat to ask (of `seats` at the table) that has not been asked and for which
    /// `holds` is true, marked as asked; `None` when the round is over.
    pub fn next(&mut self, seats: u8, mut holds: impl FnMut(u8) -> bool) -> Option<u8> {
        let seats = seats.min(64);
        if seats == 0 {
            return None;
        }
        let seat =
            (0..seats).map(|i| (self.from % seats + i) % seats).find(|&s| !self.was_asked(s) && holds(s))?;
        self.asked |= 1 << seat;
        Some(seat)
    }

    /// Lets `seat` be asked again (it used a response and may hold another).
    pub fn reopen(&mut self, seat: u8) {
        if seat < 64 {
            self.asked &= !(1 << seat);
        }
    }
}

/// A game's resolution loop, driven by [`run`].
pub trait Machine {
    /// What the stack holds.
    type Frame;
    /// What resolution reports.
    type Event;
    /// An answer to a decision.
    type Answer;

    /// Whether resolution must stop whatever is waiting: the game is over, or a part of the game
    /// that runs outside this loop (a raid, a bidding round) has the floor.
    fn halted(&self) -> bool;

    /// The decision waiting, if any, judged by the asking rule ([`ask`]): [`Ask::Ask`] stops
    /// resolution, [`Ask::Skip`] drops it ([`skip`](Machine::skip)), [`Ask::Only`] answers it
    /// ([`answer_only`](Machine::answer_only)). A game that applies the rule when it poses the
    /// decision answers `Ask::Ask` for any decision that waits.
    fn pending(&self) -> Option<Ask<Self::Answer>>;

    /// Drops the waiting decision: it has no possible answer.
    fn skip(&mut self) {}

    /// Answers the waiting decision with its only answer.
    fn answer_only(&mut self, _answer: Self::Answer, _events: &mut Vec<Self::Event>) {}

    /// Takes the top frame of the stack.
    fn pop(&mut self) -> Option<Self::Frame>;

    /// Resolves one step of `frame` (a frame with more to do pushes itself back).
    fn step(&mut self, frame: Self::Frame, events: &mut Vec<Self::Event>);

    /// The stack is empty: the round structure moves on (next seat, next phase, next round).
    /// Returns `false` when there is nothing more to do until a decision is answered.
    fn advance(&mut self, events: &mut Vec<Self::Event>) -> bool;
}

/// Resolution went on for [`STEP_LIMIT`] steps without reaching a decision: a rules loop.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("resolution ran {STEP_LIMIT} steps without reaching a decision")]
pub struct Stuck;

/// How many steps [`run`] takes before it reports [`Stuck`].
pub const STEP_LIMIT: u32 = 100_000;

/// Resolves until a decision waits, the game ends or nothing is left to do.
pub fn run<M: Machine>(machine: &mut M, events: &mut Vec<M::Event>) -> Result<(), Stuck> {
    for _ in 0..STEP_LIMIT {
        if machine.halted() {
            return Ok(());
        }
        match machine.pending() {
            Some(Ask::Ask) => return Ok(()),
            Some(Ask::Skip) => {
                machine.skip();
                continue;
            }
            Some(Ask::Only(answer)) => {
                machine.answer_only(answer, events);
                continue;
            }
            None => {}
        }
        match machine.pop() {
            Some(frame) => machine.step(frame, events),
            None => {
                if !machine.advance(events) {
                    return Ok(());
                }
            }
        }
    }
    Err(Stuck)
}

#[cfg(test)]
mod tests;

/// Declares the save form of a [`Program`] field: `{"list": …, "pc": n}`, the list written by
/// the field module named in `list` (a game writes an effect list as its place in the content)
/// and `pc` the effects already taken. For `#[serde(with = "…")]`:
/// `program_field!(pub(crate) mod program: Effect, list = "crate::wire::effects");`.
#[cfg(feature = "serde")]
#[macro_export]
macro_rules! program_field {
    ($(#[$meta:meta])* $vis:vis mod $name:ident: $effect:ty, list = $list:literal) => {
        $(#[$meta])*
        $vis mod $name {
            #[allow(unused_imports, reason = "the effect type may be named from the calling module")]
            use super::*;
            use $crate::content_id::__serde::de::Error as _;
            use $crate::content_id::__serde::{Deserialize, Deserializer, Serialize, Serializer};
            use $crate::resolve::Program;

            #[derive(Serialize, Deserialize)]
            struct Saved {
                #[serde(with = $list)]
                list: &'static [$effect],
                pc: u8,
            }

            pub(crate) fn serialize<S: Serializer>(
                program: &Program<$effect>,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                Saved { list: program.list(), pc: program.pc() }.serialize(serializer)
            }

            pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
                deserializer: D,
            ) -> Result<Program<$effect>, D::Error> {
                let saved = Saved::deserialize(deserializer)?;
                Program::resume(saved.list, saved.pc).ok_or_else(|| {
                    D::Error::custom(format!(
                        "effect {} is past the end of its list of {}",
                        saved.pc,
                        saved.list.len()
                    ))
                })
            }
        }
    };
}
