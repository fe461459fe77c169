//! Timing windows: *when*, *at* and *after* a rules event the cards can name.
//!
//! An [`Occurrence`] is one happening of a kind of event (an enemy is defeated, a location is
//! revealed), with a serial number so "once per occurrence" can tell two happenings apart. Around
//! it the game opens up to three [`Window`]s ([`Timing::When`] before it resolves, where a
//! response may cancel it or replace it "instead"; [`Timing::At`]; [`Timing::After`]).
//!
//! Opening a window, the game lists the abilities whose conditions hold ([`Trigger`]s, forced or
//! optional). [`Window::next`] then says what happens, one step at a time:
//!
//! 1. forced abilities first: one alone resolves; several at once are ordered by the lead
//!    investigator ([`WindowStep::OrderForced`], one decision), unless they are all the same
//!    ability, whose order cannot matter;
//! 2. then optional ones, as an offer round from the lead: each seat holding a usable response
//!    is asked ([`WindowStep::Offer`]); a response is used at most once per occurrence;
//! 3. a window in which nobody has a usable response closes without asking anyone.
//!
//! The game keeps the window in a frame of its resolution stack (see [`crate::resolve`]).

use smallvec::SmallVec;

use super::Offer;

/// When, relative to its occurrence, a window is open.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Timing {
    /// Before it resolves: a response may cancel it or replace it ("instead").
    When,
    /// As it resolves.
    At,
    /// After it resolved.
    After,
}

/// One happening of a kind of rules event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Occurrence<K> {
    /// What happened (the game's event kind, with its subject).
    pub kind: K,
    /// Tells two happenings of the same kind apart ("once per occurrence").
    pub serial: u32,
}

/// An ability that may respond in a window.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Trigger<A> {
    /// The ability (the game's id: a card instance and which of its abilities).
    pub ability: A,
    /// The seat that controls it.
    pub holder: u8,
    /// Whether it must resolve ("Forced –"); otherwise its holder may use it.
    pub forced: bool,
}

/// What a window does next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WindowStep<A> {
    /// Resolve this forced ability now.
    Resolve(Trigger<A>),
    /// Several forced abilities wait: the lead investigator chooses which resolves first
    /// ([`Window::choose_forced`] with its index among these).
    OrderForced {
        /// Who chooses.
        lead: u8,
        /// The forced abilities waiting, in the order they were found.
        waiting: SmallVec<[Trigger<A>; 4]>,
    },
    /// Ask this seat whether it uses one of its responses ([`Window::used`] when it does).
    Offer(u8),
    /// Nothing more responds: the window is closed.
    Closed,
}

/// A timing window being resolved.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Window<K, A> {
    /// The occurrence it surrounds.
    pub occurrence: Occurrence<K>,
    /// When it is open.
    pub timing: Timing,
    /// Whether a *when* response cancelled the occurrence (the game then skips it and its *at*
    /// and *after* windows).
    pub cancelled: bool,
    forced: SmallVec<[Trigger<A>; 4]>,
    optional: SmallVec<[Trigger<A>; 4]>,
    used: SmallVec<[A; 4]>,
    offer: Offer,
}

impl<K, A: Copy + PartialEq> Window<K, A> {
    /// Opens a window with the abilities whose conditions hold now; optional ones are offered
    /// from `lead` round the table.
    pub fn open(
        occurrence: Occurrence<K>,
        timing: Timing,
        triggers: impl IntoIterator<Item = Trigger<A>>,
        lead: u8,
    ) -> Window<K, A> {
        let (mut forced, mut optional) = (SmallVec::new(), SmallVec::new());
        for trigger in triggers {
            if trigger.forced { forced.push(trigger) } else { optional.push(trigger) }
        }
        Window {
            occurrence,
            timing,
            cancelled: false,
            forced,
            optional,
            used: SmallVec::new(),
            offer: Offer::from_seat(lead),
        }
    }

    /// What happens next. `seats` is the number of seats; `usable(trigger)` says whether an
    /// optional response can be used now (its cost can be paid, its target exists).
    pub fn next(&mut self, seats: u8, mut usable: impl FnMut(&Trigger<A>) -> bool) -> WindowStep<A> {
        match self.forced.len() {
            0 => {}
            1 => return WindowStep::Resolve(self.forced.remove(0)),
            _ if self.forced.iter().all(|t| t.ability == self.forced[0].ability) => {
                return WindowStep::Resolve(self.forced.remove(0));
            }
            _ => return WindowStep::OrderForced { lead: self.offer.first(), waiting: self.forced.clone() },
        }
        if self.cancelled {
            return WindowStep::Closed;
        }
        let (optional, used) = (&self.optional, &self.used);
        let holds =
            |seat: u8| optional.iter().any(|t| t.holder == seat && !used.contains(&t.ability) && usable(t));
        match self.offer.next(seats, holds) {
            Some(seat) => WindowStep::Offer(seat),
            None => WindowStep::Closed,
        }
    }

    /// The lead investigator chose which forced ability resolves first (an index into the
    /// `waiting` list of [`WindowStep::OrderForced`]); returns it, `None` for a bad index.
    pub fn choose_forced(&mut self, index: usize) -> Option<Trigger<A>> {
        (index < self.forced.len()).then(|| self.forced.remove(index))
    }

    /// The optional responses `seat` may use now, as offered.
    pub fn responses(&self, seat: u8) -> impl Iterator<Item = &Trigger<A>> + '_ {
        self.optional.iter().filter(move |t| t.holder == seat && !self.used.contains(&t.ability))
    }

    /// `seat` used `ability`: it cannot be used again for this occurrence, and the seat may be
    /// offered its other responses.
    pub fn used(&mut self, seat: u8, ability: A) {
        if !self.used.contains(&ability) {
            self.used.push(ability);
        }
        self.offer.reopen(seat);
    }

    /// A *when* response cancelled the occurrence: no further optional response is offered.
    pub fn cancel(&mut self) {
        self.cancelled = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trigger(ability: u8, holder: u8, forced: bool) -> Trigger<u8> {
        Trigger { ability, holder, forced }
    }

    const DEFEATED: Occurrence<&str> = Occurrence { kind: "enemy defeated", serial: 7 };

    #[test]
    fn a_window_nobody_can_answer_is_no_decision() {
        let mut window: Window<&str, u8> = Window::open(DEFEATED, Timing::After, [], 0);
        assert_eq!(window.next(4, |_| true), WindowStep::Closed);
        let mut unusable = Window::open(DEFEATED, Timing::After, [trigger(1, 2, false)], 0);
        assert_eq!(unusable.next(4, |_| false), WindowStep::Closed, "a response that cannot be paid");
    }

    #[test]
    fn forced_abilities_resolve_before_optional_ones_and_the_lead_orders_several() {
        let found = [trigger(5, 1, false), trigger(1, 0, true), trigger(2, 3, true)];
        let mut window = Window::open(DEFEATED, Timing::After, found, 2);
        let WindowStep::OrderForced { lead, waiting } = window.next(4, |_| true) else {
            panic!("two different forced abilities are ordered by the lead");
        };
        assert_eq!((lead, waiting.len()), (2, 2));
        assert_eq!(window.choose_forced(1), Some(trigger(2, 3, true)));
        assert_eq!(window.choose_forced(5), None);
        assert_eq!(window.next(4, |_| true), WindowStep::Resolve(trigger(1, 0, true)));
        assert_eq!(window.next(4, |_| true), WindowStep::Offer(1), "then the optional response");
    }

    #[test]
    fn copies_of_one_forced_ability_need_no_ordering() {
        let mut window = Window::open(DEFEATED, Timing::When, [trigger(4, 0, true), trigger(4, 1, true)], 0);
        assert_eq!(window.next(2, |_| true), WindowStep::Resolve(trigger(4, 0, true)));
        assert_eq!(window.next(2, |_| true), WindowStep::Resolve(trigger(4, 1, true)));
        assert_eq!(window.next(2, |_| true), WindowStep::Closed);
    }

    #[test]
    fn responses_are_offered_from_the_lead_once_per_occurrence() {
        let found = [trigger(1, 0, false), trigger(2, 2, false), trigger(3, 2, false)];
        let mut window = Window::open(DEFEATED, Timing::After, found, 1);
        assert_eq!(window.next(3, |_| true), WindowStep::Offer(2), "from the lead (seat 1) round the table");
        assert_eq!(window.responses(2).count(), 2);
        window.used(2, 2);
        assert_eq!(window.next(3, |_| true), WindowStep::Offer(2), "seat 2 holds another response");
        assert_eq!(window.responses(2).map(|t| t.ability).collect::<Vec<_>>(), [3]);
        assert_eq!(window.next(3, |_| true), WindowStep::Offer(0));
        assert_eq!(window.next(3, |_| true), WindowStep::Closed, "each seat declined");
        window.used(2, 2);
        assert_eq!(window.responses(2).count(), 1, "ability 2 stays used for this occurrence");
    }

    #[test]
    fn a_cancelled_occurrence_offers_nothing_more() {
        let mut window =
            Window::open(DEFEATED, Timing::When, [trigger(1, 0, false), trigger(2, 1, false)], 0);
        assert_eq!(window.next(2, |_| true), WindowStep::Offer(0));
        window.used(0, 1);
        window.cancel();
        assert!(window.cancelled);
        assert_eq!(window.next(2, |_| true), WindowStep::Closed);
    }
}
