//! Seats (players by turn-order position) and small sets of seats.

use std::fmt;

/// A player's seat, numbered from 0 in the game's initial turn order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Seat(pub u8);

impl Seat {
    /// The seat number as an index into per-player arrays.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// A set of up to 16 seats, as a bit mask: who may act now, who won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SeatSet(u16);

impl SeatSet {
    /// The empty set.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// The set holding only `seat`.
    ///
    /// # Panics
    ///
    /// Panics if `seat` is 16 or more (a set holds seats 0 to 15).
    pub fn single(seat: Seat) -> SeatSet {
        SeatSet(Self::bit(seat))
    }

    /// The bit of `seat`. Without the check, `1 << 16` would panic in debug builds and silently
    /// wrap to seat 0 in release builds.
    fn bit(seat: Seat) -> u16 {
        assert!(seat.0 < 16, "a SeatSet holds seats 0 to 15, not {seat}");
        1 << seat.0
    }

    /// Seats `0..n`.
    pub fn first_n(n: u8) -> SeatSet {
        debug_assert!(n <= 16, "at most 16 seats");
        if n >= 16 { SeatSet(u16::MAX) } else { SeatSet((1u16 << n) - 1) }
    }

    /// Adds a seat.
    ///
    /// # Panics
    ///
    /// Panics if `seat` is 16 or more (a set holds seats 0 to 15).
    pub fn insert(&mut self, seat: Seat) {
        self.0 |= Self::bit(seat);
    }

    /// Removes a seat (a seat of 16 or more is never in the set, so nothing happens).
    pub fn remove(&mut self, seat: Seat) {
        if seat.0 < 16 {
            self.0 &= !(1 << seat.0);
        }
    }

    /// Whether the set holds `seat`.
    pub fn contains(self, seat: Seat) -> bool {
        seat.0 < 16 && self.0 & (1 << seat.0) != 0
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Number of seats in the set.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The lowest seat in the set.
    pub fn first(self) -> Option<Seat> {
        if self.0 == 0 { None } else { Some(Seat(self.0.trailing_zeros() as u8)) }
    }

    /// The seats in ascending order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..16u8).filter(move |&s| self.0 & (1 << s) != 0).map(Seat)
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        let mut set = SeatSet::EMPTY;
        for seat in iter {
            set.insert(seat);
        }
        set
    }
}

#[cfg(test)]
mod tests;
