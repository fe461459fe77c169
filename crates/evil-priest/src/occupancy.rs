//! The cultists on spaces, with a summary of who occupies what kept up to date as they move.
//!
//! Architecture invariant: the summary is derived data. It is rebuilt from the list wherever the
//! list changes (only this module changes it), it is not saved, and equality, hashing and
//! `Debug` look at the list alone; `invariants::check` compares it with a recomputation.

use smallvec::SmallVec;

use crate::action::{Cultist, Spot};
use crate::state::{MAX_PLAYERS, Placed};

/// Cultists on spaces, in the order they were placed, and what they occupy.
#[derive(Default)]
pub struct Placements {
    /// The cultists.
    list: SmallVec<[Placed; 24]>,
    /// Who occupies what, worked out from `list`.
    summary: Occupancy,
}

/// What the cultists on spaces occupy, as bit masks and counts (the questions the placement
/// rules ask about the board again and again).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Occupancy {
    /// Per seat, bit `k`: that seat's own priest space `k` is taken.
    pub(crate) own_priest: [u32; MAX_PLAYERS],
    /// Bit `t`: a cultist stands on town space `t`.
    pub(crate) town: u32,
    /// Cultists on each town space.
    pub(crate) town_count: [u8; 32],
    /// Bit `r`: ritual `r`'s Start is taken.
    pub(crate) ritual_start: u32,
    /// Bit `n`: a cultist stands on hexagon `n`.
    pub(crate) hex: u16,
    /// Bit `n`: a cultist stands on node `n`'s action space.
    pub(crate) cult_action: u16,
}

impl Occupancy {
    /// The summary of `placed`, worked out from scratch.
    pub(crate) fn of(placed: &[Placed]) -> Occupancy {
        let mut summary = Occupancy::default();
        for placed in placed {
            summary.add(placed);
        }
        summary
    }

    /// Counts one more cultist.
    #[inline(always)]
    fn add(&mut self, placed: &Placed) {
        match placed.spot {
            Spot::Priest(k) if k < 32 => {
                if let Some(mask) = self.own_priest.get_mut(usize::from(placed.seat)) {
                    *mask |= 1 << k;
                }
            }
            Spot::Town(t) if t < 32 => {
                self.town |= 1 << t;
                let count = &mut self.town_count[usize::from(t)];
                *count = count.saturating_add(1);
            }
            Spot::Ritual { track, step: 0 } if track < 32 => self.ritual_start |= 1 << track,
            Spot::Hex(n) if n < 16 => self.hex |= 1 << n,
            Spot::CultAction(n) if n < 16 => self.cult_action |= 1 << n,
            _ => {}
        }
    }

    /// Counts one cultist fewer: `left` is on the spaces now (`placed` already taken off).
    #[inline(always)]
    fn take(&mut self, placed: &Placed, left: &[Placed]) {
        // Whether another cultist still holds the spot (of the same seat, on a priest board).
        let still_held = |spot: Spot| {
            left.iter().any(|other| {
                other.spot == spot && (other.seat == placed.seat || !matches!(spot, Spot::Priest(_)))
            })
        };
        match placed.spot {
            Spot::Priest(k) if k < 32 && !still_held(placed.spot) => {
                if let Some(mask) = self.own_priest.get_mut(usize::from(placed.seat)) {
                    *mask &= !(1 << k);
                }
            }
            Spot::Town(t) if t < 32 => {
                let count = &mut self.town_count[usize::from(t)];
                *count = count.saturating_sub(1);
                if *count == 0 {
                    self.town &= !(1 << t);
                }
            }
            Spot::Ritual { track, step: 0 } if track < 32 && !still_held(placed.spot) => {
                self.ritual_start &= !(1 << track);
            }
            Spot::Hex(n) if n < 16 && !still_held(placed.spot) => self.hex &= !(1 << n),
            Spot::CultAction(n) if n < 16 && !still_held(placed.spot) => self.cult_action &= !(1 << n),
            _ => {}
        }
    }
}

impl Placements {
    /// The summary of who occupies what.
    #[inline(always)]
    pub(crate) fn occupancy(&self) -> &Occupancy {
        &self.summary
    }

    /// Puts a cultist on a space (last in placement order).
    #[inline]
    pub fn push(&mut self, placed: Placed) {
        self.list.push(placed);
        self.summary.add(&placed);
    }

    /// Takes the cultist at `index` in placement order off its space.
    ///
    /// # Panics
    ///
    /// When `index` is not below the number of cultists placed.
    #[inline]
    pub fn remove(&mut self, index: usize) -> Placed {
        let placed = self.list.remove(index);
        self.summary.take(&placed, &self.list);
        placed
    }

    /// Takes the first cultist of `seat` of this kind on `spot` off it, if there is one.
    pub fn remove_one(&mut self, seat: u8, cultist: Cultist, spot: Spot) {
        if let Some(index) = self
            .list
            .iter()
            .position(|placed| placed.seat == seat && placed.cultist == cultist && placed.spot == spot)
        {
            self.remove(index);
        }
    }

    /// Moves the cultist at `index` in placement order to `spot`.
    ///
    /// # Panics
    ///
    /// When `index` is not below the number of cultists placed.
    #[inline]
    pub fn move_to(&mut self, index: usize, spot: Spot) {
        let before = std::mem::replace(&mut self.list[index].spot, spot);
        let moved = self.list[index];
        self.summary.take(&Placed { spot: before, ..moved }, &self.list);
        self.summary.add(&moved);
    }

    /// Keeps only the cultists for which `keep` is true (it sees each once, in order).
    pub fn retain(&mut self, mut keep: impl FnMut(&Placed) -> bool) {
        self.list.retain(|placed| keep(placed));
        self.summary = Occupancy::of(&self.list);
    }
}

impl std::ops::Deref for Placements {
    type Target = [Placed];

    #[inline(always)]
    fn deref(&self) -> &[Placed] {
        &self.list
    }
}

impl<'a> IntoIterator for &'a Placements {
    type Item = &'a Placed;
    type IntoIter = std::slice::Iter<'a, Placed>;

    #[inline(always)]
    fn into_iter(self) -> Self::IntoIter {
        self.list.iter()
    }
}

impl FromIterator<Placed> for Placements {
    fn from_iter<I: IntoIterator<Item = Placed>>(iter: I) -> Placements {
        let list: SmallVec<[Placed; 24]> = iter.into_iter().collect();
        let summary = Occupancy::of(&list);
        Placements { list, summary }
    }
}

// Copies the inline list in one go (`SmallVec`'s own `Clone` copies item by item).
impl Clone for Placements {
    fn clone(&self) -> Placements {
        Placements { list: SmallVec::from_slice(&self.list), summary: self.summary }
    }
}

// The summary is derived from the list: only the list is compared, hashed and shown.
impl PartialEq for Placements {
    fn eq(&self, other: &Placements) -> bool {
        self.list == other.list
    }
}

impl Eq for Placements {}

impl std::hash::Hash for Placements {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.list.hash(state);
    }
}

impl std::fmt::Debug for Placements {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.list.fmt(f)
    }
}

// Written as the list alone; the summary is worked out again when read.
#[cfg(feature = "serde")]
impl serde::Serialize for Placements {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.list.serialize(serializer)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Placements {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Placements, D::Error> {
        let list = SmallVec::<[Placed; 24]>::deserialize(deserializer)?;
        let summary = Occupancy::of(&list);
        Ok(Placements { list, summary })
    }
}

#[cfg(test)]
mod tests;
