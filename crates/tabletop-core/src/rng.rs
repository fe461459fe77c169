//! Seeded, portable randomness that tests can rig.
//!
//! [`GameRng`] lives inside a game's state, so cloning the state clones the future and the same
//! seed plus the same actions replay the same game on every machine. Only [`GameRng::below`]
//! draws from the generator; every other method (dice, shuffles, picks) is built on it, so a test
//! that queues values with [`GameRng::rig`] controls every random outcome in order.

use std::collections::VecDeque;
use std::hash::{Hash, Hasher};

use rand::{Rng as _, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The random generator of one game: ChaCha8 plus a queue of rigged results.
#[derive(Clone, Debug)]
pub struct GameRng {
    inner: ChaCha8Rng,
    rigged: VecDeque<u32>,
}

impl GameRng {
    /// A generator seeded from a `u64`; the same seed gives the same stream everywhere.
    pub fn seed_from(seed: u64) -> GameRng {
        GameRng { inner: ChaCha8Rng::seed_from_u64(seed), rigged: VecDeque::new() }
    }

    /// Queues results for the next calls of [`GameRng::below`] (and so of every method built on
    /// it), consumed in order before the generator is used again.
    pub fn rig(&mut self, values: impl IntoIterator<Item = u32>) {
        self.rigged.extend(values);
    }

    /// Queues die faces (1-based) for the next [`GameRng::roll`] calls.
    pub fn rig_dice(&mut self, faces: impl IntoIterator<Item = u8>) {
        self.rigged.extend(faces.into_iter().map(|face| {
            assert!(face >= 1, "die faces are 1-based");
            u32::from(face - 1)
        }));
    }

    /// Number of rigged results not consumed yet.
    pub fn rigged_len(&self) -> usize {
        self.rigged.len()
    }

    /// A uniform number in `0..n`.
    ///
    /// # Panics
    ///
    /// Panics if `n == 0`, or if a rigged value is not below `n` (a broken test fixture).
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "GameRng::below(0)");
        if let Some(value) = self.rigged.pop_front() {
            assert!(value < n, "rigged value {value} is not below {n}");
            return value;
        }
        // Lemire's multiply-and-reject: unbiased and independent of any library's sampling code.
        let threshold = n.wrapping_neg() % n;
        loop {
            let x = self.inner.next_u32();
            let m = u64::from(x) * u64::from(n);
            if (m as u32) >= threshold {
                return (m >> 32) as u32;
            }
        }
    }

    /// A uniform index into a collection of `len` elements.
    ///
    /// # Panics
    ///
    /// Panics if `len == 0` or `len > u32::MAX`.
    pub fn index(&mut self, len: usize) -> usize {
        let n = u32::try_from(len).expect("collection too large for GameRng::index");
        self.below(n) as usize
    }

    /// Rolls one die with `sides` faces: 1..=sides.
    pub fn roll(&mut self, sides: u8) -> u8 {
        self.below(u32::from(sides)) as u8 + 1
    }

    /// True with probability `numerator / denominator`.
    pub fn chance(&mut self, numerator: u32, denominator: u32) -> bool {
        self.below(denominator) < numerator
    }

    /// Shuffles a slice in place (Fisher–Yates, from the back).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }

    /// A fresh 64-bit value, for seeding other generators (bots, sub-simulations).
    pub fn next_u64(&mut self) -> u64 {
        (u64::from(self.below(u32::MAX)) << 32) | u64::from(self.below(u32::MAX))
    }

    /// Replaces the generator's stream with one seeded from `seed`, dropping rigged values.
    /// Bots use it on a cloned state so a look-ahead cannot see the real future.
    pub fn reseed(&mut self, seed: u64) {
        *self = GameRng::seed_from(seed);
    }
}

impl PartialEq for GameRng {
    fn eq(&self, other: &Self) -> bool {
        self.inner == other.inner && self.rigged == other.rigged
    }
}

impl Eq for GameRng {}

impl Hash for GameRng {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.inner.get_seed().hash(state);
        self.inner.get_word_pos().hash(state);
        self.inner.get_stream().hash(state);
        self.rigged.len().hash(state);
        for value in &self.rigged {
            value.hash(state);
        }
    }
}

#[cfg(test)]
mod tests;
