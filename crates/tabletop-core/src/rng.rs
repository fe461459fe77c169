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
    #[inline]
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
    #[inline]
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

/// A generator as saved: its ChaCha8 key, stream and position (so a saved game goes on with the
/// same future), and the rigged queue.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct SavedRng {
    /// The 32-byte key, as hex.
    seed: String,
    stream: u64,
    /// The position in words, as a decimal string (it is a 68-bit number).
    word_pos: String,
    rigged: Vec<u32>,
}

#[cfg(feature = "serde")]
impl serde::Serialize for GameRng {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use std::fmt::Write as _;
        let mut seed = String::with_capacity(64);
        for byte in self.inner.get_seed() {
            let _ = write!(seed, "{byte:02x}");
        }
        SavedRng {
            seed,
            stream: self.inner.get_stream(),
            word_pos: self.inner.get_word_pos().to_string(),
            rigged: self.rigged.iter().copied().collect(),
        }
        .serialize(serializer)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for GameRng {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<GameRng, D::Error> {
        use serde::de::Error as _;
        let saved = SavedRng::deserialize(deserializer)?;
        let bad_seed = || D::Error::custom("rng seed: expected 64 hexadecimal digits");
        if saved.seed.len() != 64 || !saved.seed.is_ascii() {
            return Err(bad_seed());
        }
        let mut seed = [0u8; 32];
        for (index, byte) in seed.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&saved.seed[index * 2..index * 2 + 2], 16).map_err(|_| bad_seed())?;
        }
        let word_pos: u128 =
            saved.word_pos.parse().map_err(|_| D::Error::custom("rng word_pos: expected a whole number"))?;
        if word_pos >= 1 << 68 {
            return Err(D::Error::custom("rng word_pos: past the end of the stream (68 bits)"));
        }
        let mut inner = ChaCha8Rng::from_seed(seed);
        inner.set_stream(saved.stream);
        inner.set_word_pos(word_pos);
        Ok(GameRng { inner, rigged: saved.rigged.into() })
    }
}

#[cfg(all(test, feature = "serde"))]
mod serde_tests {
    use super::GameRng;

    #[test]
    fn a_saved_generator_goes_on_with_the_same_future() {
        let mut rng = GameRng::seed_from(42);
        for _ in 0..37 {
            rng.below(1000);
        }
        rng.rig([3, 1]);
        let json = serde_json::to_string(&rng).unwrap_or_default();
        let mut back: GameRng = serde_json::from_str(&json).expect("a saved generator loads");
        assert_eq!(back, rng);
        let ahead: Vec<u32> = (0..100).map(|_| rng.below(1_000_000)).collect();
        let again: Vec<u32> = (0..100).map(|_| back.below(1_000_000)).collect();
        assert_eq!(ahead, again);
        assert_eq!(ahead[..2], [3, 1], "the rigged queue is kept");
    }

    #[test]
    fn a_corrupt_saved_generator_is_an_error() {
        for bad in [
            r#"{"seed":"zz","stream":0,"word_pos":"0","rigged":[]}"#,
            r#"{"seed":"00000000000000000000000000000000000000000000000000000000000000ёё","stream":0,"word_pos":"0","rigged":[]}"#,
            r#"{"seed":"0000000000000000000000000000000000000000000000000000000000000000","stream":0,"word_pos":"-1","rigged":[]}"#,
            r#"{"seed":"0000000000000000000000000000000000000000000000000000000000000000","stream":0,"word_pos":"999999999999999999999999","rigged":[]}"#,
        ] {
            assert!(serde_json::from_str::<GameRng>(bad).is_err(), "{bad}");
        }
    }
}
