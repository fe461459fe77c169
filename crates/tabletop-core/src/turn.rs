//! Turn order: seats clockwise from a first player, passing, elimination, and a round/phase clock.
//!
//! Not used by a game yet: it is for the round and phase clock of both Arkham Horror games.
//!
//! [`TurnOrder`] knows who is first, whose turn it is, who has passed this round and who is out
//! of the game; [`TurnOrder::advance`] moves to the next seat clockwise that is still playing the
//! round, and [`TurnOrder::all_passed`] says when the round's turns are over. The first-player
//! token moves clockwise ([`TurnOrder::pass_first_player`], Arnak), jumps to a chosen seat now
//! ([`TurnOrder::set_first`], Eldritch Horror's Lead Investigator) or at the next round
//! ([`TurnOrder::set_next_first`], Evil High Priest's Providence).
//!
//! [`RoundClock`] counts rounds and steps through a game's phases, given as a static list.

use crate::seat::{Seat, SeatSet};

/// Most seats a [`TurnOrder`] holds (the size of a [`SeatSet`]).
pub const MAX_SEATS: u8 = 16;

/// Why a turn order could not be built or changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TurnError {
    /// The seat count is outside 1 to [`MAX_SEATS`].
    #[error("a turn order needs 1 to 16 seats, not {seats}")]
    SeatCount {
        /// The count asked for.
        seats: u8,
    },
    /// The seat is not at the table.
    #[error("{seat} is not at a table of {seats}")]
    NoSuchSeat {
        /// The seat asked for.
        seat: Seat,
        /// Number of seats.
        seats: u8,
    },
    /// The seat is out of the game.
    #[error("{seat} is out of the game")]
    SeatOut {
        /// The seat asked for.
        seat: Seat,
    },
}

/// Who plays when: seats `0..seats` clockwise, a first player, the current seat, who passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TurnOrder {
    seats: u8,
    first: Seat,
    current: Seat,
    passed: SeatSet,
    out: SeatSet,
    next_first: Option<Seat>,
}

impl TurnOrder {
    /// A table of `seats` seats where `first` starts and takes the first turn.
    ///
    /// # Errors
    ///
    /// A [`TurnError`] if `seats` is 0 or above [`MAX_SEATS`], or `first` is not below it.
    pub fn new(seats: u8, first: Seat) -> Result<TurnOrder, TurnError> {
        if seats == 0 || seats > MAX_SEATS {
            return Err(TurnError::SeatCount { seats });
        }
        if first.0 >= seats {
            return Err(TurnError::NoSuchSeat { seat: first, seats });
        }
        Ok(TurnOrder {
            seats,
            first,
            current: first,
            passed: SeatSet::EMPTY,
            out: SeatSet::EMPTY,
            next_first: None,
        })
    }

    /// Number of seats, including those out of the game.
    pub fn seats(&self) -> u8 {
        self.seats
    }

    /// The first player (holder of the first-player token).
    pub fn first(&self) -> Seat {
        self.first
    }

    /// Whose turn it is.
    pub fn current(&self) -> Seat {
        self.current
    }

    /// The first player chosen for the next round, if any.
    pub fn next_first(&self) -> Option<Seat> {
        self.next_first
    }

    /// Seats that passed this round.
    pub fn passed(&self) -> SeatSet {
        self.passed
    }

    /// Seats out of the game.
    pub fn out(&self) -> SeatSet {
        self.out
    }

    /// Seats still in the game.
    pub fn in_game(&self) -> SeatSet {
        (0..self.seats).map(Seat).filter(|&seat| !self.out.contains(seat)).collect()
    }

    /// Seats still taking turns this round: in the game and not passed.
    pub fn active(&self) -> SeatSet {
        (0..self.seats).map(Seat).filter(|&seat| self.is_active(seat)).collect()
    }

    /// Whether `seat` is at the table.
    pub fn has_seat(&self, seat: Seat) -> bool {
        seat.0 < self.seats
    }

    /// Whether `seat` passed this round.
    pub fn has_passed(&self, seat: Seat) -> bool {
        self.passed.contains(seat)
    }

    /// Whether `seat` is out of the game.
    pub fn is_out(&self, seat: Seat) -> bool {
        self.out.contains(seat)
    }

    /// Whether `seat` still takes turns this round.
    pub fn is_active(&self, seat: Seat) -> bool {
        self.has_seat(seat) && !self.passed.contains(seat) && !self.out.contains(seat)
    }

    /// Whether every seat still in the game has passed (also true when nobody is in the game).
    pub fn all_passed(&self) -> bool {
        self.active().is_empty()
    }

    /// The seat to the left of `seat` (clockwise), whatever its state.
    pub fn clockwise(&self, seat: Seat) -> Seat {
        Seat((seat.0 % self.seats + 1) % self.seats)
    }

    /// Seats in the game, clockwise, starting at `start` (included if it is in the game).
    pub fn order_from(&self, start: Seat) -> impl Iterator<Item = Seat> + '_ {
        let start = start.0 % self.seats;
        (0..self.seats).map(move |i| Seat((start + i) % self.seats)).filter(|&seat| !self.out.contains(seat))
    }

    /// Seats in the game in turn order, starting with the first player ("in turn order").
    pub fn in_turn_order(&self) -> impl Iterator<Item = Seat> + '_ {
        self.order_from(self.first)
    }

    /// The next active seat clockwise after `seat`; `seat` itself if it is the only one left.
    pub fn next_active_after(&self, seat: Seat) -> Option<Seat> {
        let start = self.clockwise(seat);
        self.order_from(start).find(|&s| !self.passed.contains(s))
    }

    /// Ends the current turn: the next active seat clockwise becomes current and is returned.
    /// If the current seat is the only active one, it plays again ("if everyone else has passed,
    /// the remaining player takes turns alone"). Returns `None`, leaving the current seat as it
    /// is, when everyone has passed.
    pub fn advance(&mut self) -> Option<Seat> {
        let next = self.next_active_after(self.current)?;
        self.current = next;
        Some(next)
    }

    /// Marks `seat` as passed for the rest of the round. The current seat does not move; call
    /// [`TurnOrder::advance`] next.
    ///
    /// # Errors
    ///
    /// [`TurnError::NoSuchSeat`] if the seat is not at the table.
    pub fn pass(&mut self, seat: Seat) -> Result<(), TurnError> {
        self.check(seat)?;
        self.passed.insert(seat);
        Ok(())
    }

    /// Makes `seat` the current one.
    ///
    /// # Errors
    ///
    /// A [`TurnError`] if the seat is not at the table or is out of the game.
    pub fn set_current(&mut self, seat: Seat) -> Result<(), TurnError> {
        self.check_in_game(seat)?;
        self.current = seat;
        Ok(())
    }

    /// Gives the first-player token to `seat` now.
    ///
    /// # Errors
    ///
    /// A [`TurnError`] if the seat is not at the table or is out of the game.
    pub fn set_first(&mut self, seat: Seat) -> Result<(), TurnError> {
        self.check_in_game(seat)?;
        self.first = seat;
        Ok(())
    }

    /// Gives the first-player token to `seat` when the next round starts; this round's order
    /// does not change. A later call replaces an earlier one.
    ///
    /// # Errors
    ///
    /// A [`TurnError`] if the seat is not at the table or is out of the game.
    pub fn set_next_first(&mut self, seat: Seat) -> Result<(), TurnError> {
        self.check_in_game(seat)?;
        self.next_first = Some(seat);
        Ok(())
    }

    /// Passes the first-player token to the next seat in the game clockwise, and returns it.
    pub fn pass_first_player(&mut self) -> Seat {
        let next = self.order_from(self.clockwise(self.first)).next().unwrap_or(self.first);
        self.first = next;
        next
    }

    /// Starts a new round: nobody has passed, a pending first player takes the token, and the
    /// first player (or, if out of the game, the next seat in the game clockwise) is current.
    pub fn new_round(&mut self) {
        self.passed = SeatSet::EMPTY;
        if let Some(seat) = self.next_first.take() {
            self.first = seat;
        }
        let first = self.order_from(self.first).next();
        if let Some(seat) = first {
            self.first = seat;
            self.current = seat;
        }
    }

    /// Takes `seat` out of the game for good: it is skipped from now on. If it held the
    /// first-player token, the token moves clockwise to the next seat in the game.
    ///
    /// # Errors
    ///
    /// [`TurnError::NoSuchSeat`] if the seat is not at the table.
    pub fn eliminate(&mut self, seat: Seat) -> Result<(), TurnError> {
        self.check(seat)?;
        self.out.insert(seat);
        if self.first == seat {
            self.pass_first_player();
        }
        if self.next_first == Some(seat) {
            self.next_first = None;
        }
        Ok(())
    }

    fn check(&self, seat: Seat) -> Result<(), TurnError> {
        if !self.has_seat(seat) {
            return Err(TurnError::NoSuchSeat { seat, seats: self.seats });
        }
        Ok(())
    }

    fn check_in_game(&self, seat: Seat) -> Result<(), TurnError> {
        self.check(seat)?;
        if self.out.contains(seat) {
            return Err(TurnError::SeatOut { seat });
        }
        Ok(())
    }
}

/// A round counter and the current phase, stepping through a static list of phases.
///
/// ```
/// use tabletop_core::turn::RoundClock;
///
/// #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
/// enum Phase { Action, Monster, Mythos }
/// static PHASES: [Phase; 3] = [Phase::Action, Phase::Monster, Phase::Mythos];
///
/// let mut clock = RoundClock::new(&PHASES);
/// assert_eq!((clock.round(), clock.phase()), (1, Phase::Action));
/// assert!(!clock.advance());
/// assert!(!clock.advance());
/// assert!(clock.advance(), "after Mythos comes a new round");
/// assert_eq!((clock.round(), clock.phase()), (2, Phase::Action));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RoundClock<P: 'static> {
    round: u16,
    index: u8,
    phases: &'static [P],
}

impl<P: Copy + PartialEq> RoundClock<P> {
    /// Round 1, first phase.
    ///
    /// # Panics
    ///
    /// Panics if `phases` is empty or longer than 255 (static game data, so a bug).
    pub fn new(phases: &'static [P]) -> RoundClock<P> {
        assert!(!phases.is_empty() && phases.len() <= usize::from(u8::MAX), "a round needs 1 to 255 phases");
        RoundClock { round: 1, index: 0, phases }
    }

    /// The round number, from 1.
    pub fn round(&self) -> u16 {
        self.round
    }

    /// The current phase.
    pub fn phase(&self) -> P {
        self.phases[usize::from(self.index)]
    }

    /// The current phase's position in the list.
    pub fn phase_index(&self) -> usize {
        usize::from(self.index)
    }

    /// Whether the current phase is the round's last.
    pub fn is_last_phase(&self) -> bool {
        usize::from(self.index) + 1 == self.phases.len()
    }

    /// Moves to the next phase; after the last phase, to the first phase of the next round.
    /// Returns whether a new round started.
    pub fn advance(&mut self) -> bool {
        if self.is_last_phase() {
            self.index = 0;
            self.round = self.round.saturating_add(1);
            true
        } else {
            self.index += 1;
            false
        }
    }

    /// Moves forward to the next occurrence of `phase` (this round if it is still ahead,
    /// otherwise in the next round), skipping the phases between. Returns whether a new round
    /// started; staying on the current phase is not a move. Returns `None` if `phase` is not in
    /// the list.
    pub fn skip_to(&mut self, phase: P) -> Option<bool> {
        let target = self.phases.iter().position(|&p| p == phase)?;
        let new_round = target < usize::from(self.index);
        if new_round {
            self.round = self.round.saturating_add(1);
        }
        self.index = target as u8;
        Some(new_round)
    }
}

#[cfg(test)]
mod tests;
