//! Tracks: a bounded marker (Doom, terror, research, raid strength) and a cyclic one (the Omen).
//!
//! Not used by a game yet: it is for Arkham Horror 2e's terror and doom tracks.
//!
//! A [`Track`] clamps its marker to `min..=max` and reports, for every move, where it went, how
//! many steps did not fit (Arkham Horror's terror beyond 10 becomes Doom) and which thresholds
//! the marker *entered* (reached or passed) on the way, in the order it entered them.
//! A [`CyclicTrack`] wraps around and reports every space entered, because Eldritch Horror's
//! Omen raises Doom "each time it enters a space".

use std::fmt;

/// Why a track could not be built or set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TrackError {
    /// The bounds or the start value are inconsistent.
    #[error("a track from {min} to {max} cannot hold {value}")]
    OutOfBounds {
        /// Lowest value.
        min: u16,
        /// Highest value.
        max: u16,
        /// The value asked for.
        value: u16,
    },
    /// Thresholds must be listed in strictly ascending order.
    #[error("track thresholds must be strictly ascending")]
    UnsortedThresholds,
    /// A cyclic track needs at least one space.
    #[error("a cyclic track needs at least one space")]
    NoSpaces,
    /// A cyclic track has no such space.
    #[error("space {position} is not on a cyclic track of {len} spaces")]
    NoSuchSpace {
        /// The space asked for.
        position: u8,
        /// Number of spaces.
        len: u8,
    },
}

/// A marker on a bounded track. Moves clamp at the ends and report what they crossed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Track {
    value: u16,
    min: u16,
    max: u16,
    /// Values whose entry the game cares about, strictly ascending (static game data).
    thresholds: &'static [u16],
}

impl Track {
    /// A track from `min` to `max` (inclusive) with its marker on `start`, reporting the given
    /// `thresholds` (strictly ascending; may be empty).
    ///
    /// # Errors
    ///
    /// A [`TrackError`] if `min > max`, `start` is outside the bounds or the thresholds are not
    /// strictly ascending.
    pub fn new(min: u16, max: u16, start: u16, thresholds: &'static [u16]) -> Result<Track, TrackError> {
        if min > max || !(min..=max).contains(&start) {
            return Err(TrackError::OutOfBounds { min, max, value: start });
        }
        if thresholds.windows(2).any(|pair| pair[0] >= pair[1]) {
            return Err(TrackError::UnsortedThresholds);
        }
        Ok(Track { value: start, min, max, thresholds })
    }

    /// The marker's value.
    pub fn value(&self) -> u16 {
        self.value
    }

    /// Lowest value.
    pub fn min(&self) -> u16 {
        self.min
    }

    /// Highest value.
    pub fn max(&self) -> u16 {
        self.max
    }

    /// The thresholds the track reports.
    pub fn thresholds(&self) -> &'static [u16] {
        self.thresholds
    }

    /// Whether the marker is on the highest value.
    pub fn is_at_max(&self) -> bool {
        self.value == self.max
    }

    /// Whether the marker is on the lowest value.
    pub fn is_at_min(&self) -> bool {
        self.value == self.min
    }

    /// Steps left before the highest value.
    pub fn room_up(&self) -> u16 {
        self.max - self.value
    }

    /// Steps left before the lowest value.
    pub fn room_down(&self) -> u16 {
        self.value - self.min
    }

    /// Moves the marker `steps` towards `max`, stopping there.
    pub fn advance(&mut self, steps: u16) -> TrackMove {
        let moved = steps.min(self.room_up());
        self.move_to(self.value + moved, steps - moved)
    }

    /// Moves the marker `steps` towards `min`, stopping there.
    pub fn retreat(&mut self, steps: u16) -> TrackMove {
        let moved = steps.min(self.room_down());
        self.move_to(self.value - moved, steps - moved)
    }

    /// Moves the marker by a signed number of steps.
    pub fn shift(&mut self, delta: i32) -> TrackMove {
        let steps = u16::try_from(delta.unsigned_abs()).unwrap_or(u16::MAX);
        if delta >= 0 { self.advance(steps) } else { self.retreat(steps) }
    }

    /// Puts the marker on `value`, clamped to the bounds; `overflow` counts the clamped steps.
    pub fn set(&mut self, value: u16) -> TrackMove {
        let clamped = value.clamp(self.min, self.max);
        self.move_to(clamped, value.abs_diff(clamped))
    }

    fn move_to(&mut self, to: u16, overflow: u16) -> TrackMove {
        let from = self.value;
        self.value = to;
        TrackMove { from, to, overflow, thresholds: self.thresholds }
    }
}

impl fmt::Display for Track {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({}–{})", self.value, self.min, self.max)
    }
}

/// One move of a [`Track`]'s marker.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TrackMove {
    /// Where the marker was.
    pub from: u16,
    /// Where it is now.
    pub to: u16,
    /// Steps asked for beyond the end of the track, which did not happen.
    pub overflow: u16,
    thresholds: &'static [u16],
}

impl TrackMove {
    /// Steps actually moved.
    pub fn moved(&self) -> u16 {
        self.from.abs_diff(self.to)
    }

    /// Whether the marker moved up.
    pub fn is_up(&self) -> bool {
        self.to > self.from
    }

    /// Whether the marker moved down.
    pub fn is_down(&self) -> bool {
        self.to < self.from
    }

    /// Whether the marker entered `value` during this move (moving up: `from < value <= to`;
    /// moving down: `to <= value < from`). The starting value is never entered.
    pub fn entered(&self, value: u16) -> bool {
        (self.from < value && value <= self.to) || (self.to <= value && value < self.from)
    }

    /// The track's thresholds entered during this move, in the order the marker entered them.
    pub fn crossed(&self) -> impl Iterator<Item = u16> + 'static {
        let (from, to) = (self.from, self.to);
        let up = self.thresholds.iter().copied().filter(move |&t| from < t && t <= to);
        let down = self.thresholds.iter().rev().copied().filter(move |&t| to <= t && t < from);
        up.chain(down)
    }
}

/// A marker on a cycle of spaces, moving clockwise (forward) or back, wrapping around.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CyclicTrack {
    position: u8,
    len: u8,
}

impl CyclicTrack {
    /// A cycle of `len` spaces with the marker on `start`.
    ///
    /// # Errors
    ///
    /// A [`TrackError`] if `len` is 0 or `start` is not below it.
    pub fn new(len: u8, start: u8) -> Result<CyclicTrack, TrackError> {
        if len == 0 {
            return Err(TrackError::NoSpaces);
        }
        if start >= len {
            return Err(TrackError::NoSuchSpace { position: start, len });
        }
        Ok(CyclicTrack { position: start, len })
    }

    /// The space the marker is on.
    pub fn position(&self) -> u8 {
        self.position
    }

    /// Number of spaces.
    pub fn len(&self) -> u8 {
        self.len
    }

    /// Always false: a cyclic track has at least one space. (Present for API symmetry.)
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Moves the marker `steps` spaces forward (clockwise).
    pub fn advance(&mut self, steps: u16) -> CyclicMove {
        let from = self.position;
        let offset = (steps % u16::from(self.len)) as u8;
        self.position = ((u16::from(from) + u16::from(offset)) % u16::from(self.len)) as u8;
        CyclicMove { from, steps, len: self.len, forward: true }
    }

    /// Moves the marker `steps` spaces back (counter-clockwise).
    pub fn retreat(&mut self, steps: u16) -> CyclicMove {
        let from = self.position;
        let offset = (steps % u16::from(self.len)) as u8;
        self.position = ((u16::from(from) + u16::from(self.len - offset)) % u16::from(self.len)) as u8;
        CyclicMove { from, steps, len: self.len, forward: false }
    }

    /// Puts the marker on `position` without entering the spaces between.
    ///
    /// # Errors
    ///
    /// [`TrackError::NoSuchSpace`] if `position` is not below [`CyclicTrack::len`].
    pub fn set(&mut self, position: u8) -> Result<(), TrackError> {
        if position >= self.len {
            return Err(TrackError::NoSuchSpace { position, len: self.len });
        }
        self.position = position;
        Ok(())
    }
}

/// One move of a [`CyclicTrack`]'s marker.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CyclicMove {
    /// Where the marker was.
    pub from: u8,
    /// Spaces moved.
    pub steps: u16,
    len: u8,
    forward: bool,
}

impl CyclicMove {
    /// Where the marker is now.
    pub fn to(&self) -> u8 {
        self.nth_entered(self.steps)
    }

    /// Every space entered, in order (one per step; a long move enters spaces several times).
    pub fn entered(&self) -> impl ExactSizeIterator<Item = u8> + '_ {
        (1..=self.steps).map(|step| self.nth_entered(step))
    }

    /// How many times the move entered `position`.
    pub fn times_entered(&self, position: u8) -> u16 {
        if position >= self.len {
            return 0;
        }
        let len = u16::from(self.len);
        // Steps needed to first reach `position`: 1..=len (a full lap to re-enter the start).
        let distance = if self.forward {
            (u16::from(position) + len - u16::from(self.from)) % len
        } else {
            (u16::from(self.from) + len - u16::from(position)) % len
        };
        let first = if distance == 0 { len } else { distance };
        if self.steps < first { 0 } else { 1 + (self.steps - first) / len }
    }

    /// Full laps completed (times the marker came back to where it started).
    pub fn laps(&self) -> u16 {
        self.steps / u16::from(self.len)
    }

    fn nth_entered(&self, step: u16) -> u8 {
        let len = u32::from(self.len);
        let offset = u32::from(step) % len;
        let from = u32::from(self.from);
        let position = if self.forward { (from + offset) % len } else { (from + len - offset) % len };
        position as u8
    }
}

#[cfg(test)]
mod tests;
