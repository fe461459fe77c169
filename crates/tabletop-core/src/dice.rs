//! Dice pools: rolls through [`GameRng`], per-game success faces, bless and curse, rerolls.
//!
//! A [`SuccessRule`] says which faces succeed (a minimum face, or any set of faces as a bit
//! mask). A [`DiceRule`] adds the die size and the rules for a [`Fortune`]: Arkham Horror 2e
//! succeeds on 5–6, on 4–6 when Blessed and only on 6 when Cursed; Eldritch Horror on 5–6.
//! A [`DicePool`] is the faces of one roll, kept inline for small pools; rerolls replace faces in
//! place and extra dice are appended, so successes are always counted from the current faces.
//!
//! ```
//! use tabletop_core::dice::{DicePool, DiceRule, Fortune, SuccessRule};
//! use tabletop_core::GameRng;
//!
//! const ARKHAM: DiceRule = DiceRule::new(6, SuccessRule::at_least(5))
//!     .with_fortune(SuccessRule::at_least(4), SuccessRule::at_least(6));
//! let mut rng = GameRng::seed_from(0);
//! rng.rig_dice([4, 5, 6]);
//! let pool = DicePool::roll(6, 3, &mut rng);
//! assert_eq!(pool.successes(ARKHAM.success_for(Fortune::Normal)), 2);
//! assert_eq!(pool.successes(ARKHAM.success_for(Fortune::Blessed)), 3);
//! assert_eq!(pool.successes(ARKHAM.success_for(Fortune::Cursed)), 1);
//! ```

use smallvec::SmallVec;

use crate::rng::GameRng;

/// Which faces of a die count as successes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SuccessRule {
    /// Faces at or above this value succeed.
    AtLeast(u8),
    /// Faces whose bit is set succeed (bit `f` for face `f`, so bit 0 is unused).
    Faces(u32),
}

impl SuccessRule {
    /// Faces at or above `face` succeed.
    pub const fn at_least(face: u8) -> SuccessRule {
        SuccessRule::AtLeast(face)
    }

    /// Exactly the listed faces succeed. Faces above 31 are ignored.
    pub const fn faces(faces: &[u8]) -> SuccessRule {
        let mut mask = 0u32;
        let mut i = 0;
        while i < faces.len() {
            if faces[i] < 32 {
                mask |= 1 << faces[i];
            }
            i += 1;
        }
        SuccessRule::Faces(mask)
    }

    /// Whether `face` is a success.
    pub const fn is_success(self, face: u8) -> bool {
        match self {
            SuccessRule::AtLeast(min) => face >= min,
            SuccessRule::Faces(mask) => face < 32 && mask & (1 << face) != 0,
        }
    }

    /// How many faces of a die with `sides` faces succeed: the odds of one die are this over
    /// `sides`.
    pub const fn successful_faces(self, sides: u8) -> u8 {
        let mut count = 0;
        let mut face = 1;
        while face <= sides {
            if self.is_success(face) {
                count += 1;
            }
            if face == u8::MAX {
                break;
            }
            face += 1;
        }
        count
    }
}

/// Whether a roller is blessed, cursed or neither (Arkham Horror 2e).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Fortune {
    /// Neither blessed nor cursed.
    #[default]
    Normal,
    /// Blessed: the [`DiceRule::blessed`] faces succeed.
    Blessed,
    /// Cursed: the [`DiceRule::cursed`] faces succeed.
    Cursed,
}

impl Fortune {
    /// The fortune after gaining a Blessing: a Blessing and a Curse cancel each other out.
    #[must_use]
    pub fn bless(self) -> Fortune {
        match self {
            Fortune::Cursed => Fortune::Normal,
            Fortune::Normal | Fortune::Blessed => Fortune::Blessed,
        }
    }

    /// The fortune after gaining a Curse: a Blessing and a Curse cancel each other out.
    #[must_use]
    pub fn curse(self) -> Fortune {
        match self {
            Fortune::Blessed => Fortune::Normal,
            Fortune::Normal | Fortune::Cursed => Fortune::Cursed,
        }
    }
}

/// A game's dice: the number of sides and the success faces for each [`Fortune`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DiceRule {
    /// Faces per die (1-based: a d6 shows 1 to 6).
    pub sides: u8,
    /// Successes when neither blessed nor cursed.
    pub success: SuccessRule,
    /// Successes when blessed.
    pub blessed: SuccessRule,
    /// Successes when cursed.
    pub cursed: SuccessRule,
}

impl DiceRule {
    /// Dice with `sides` faces where `success` holds whatever the fortune.
    pub const fn new(sides: u8, success: SuccessRule) -> DiceRule {
        DiceRule { sides, success, blessed: success, cursed: success }
    }

    /// The same dice with other success faces when blessed or cursed.
    #[must_use]
    pub const fn with_fortune(self, blessed: SuccessRule, cursed: SuccessRule) -> DiceRule {
        DiceRule { blessed, cursed, ..self }
    }

    /// The success faces for a fortune.
    pub const fn success_for(self, fortune: Fortune) -> SuccessRule {
        match fortune {
            Fortune::Normal => self.success,
            Fortune::Blessed => self.blessed,
            Fortune::Cursed => self.cursed,
        }
    }
}

/// Why a die could not be changed or a pool built.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum DiceError {
    /// No die has that index.
    #[error("there is no die {index}: the pool has {len}")]
    NoSuchDie {
        /// The index asked for.
        index: usize,
        /// Dice in the pool.
        len: usize,
    },
    /// The face is not on the die.
    #[error("a d{sides} has no face {face}")]
    NoSuchFace {
        /// The face asked for.
        face: u8,
        /// Faces per die.
        sides: u8,
    },
}

/// One die rerolled: its index and both faces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Reroll {
    /// The die's index in the pool.
    pub index: usize,
    /// The face before.
    pub old: u8,
    /// The face after (which counts, even if worse).
    pub new: u8,
}

/// The faces of one roll of same-sized dice.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct DicePool {
    sides: u8,
    faces: SmallVec<[u8; 8]>,
}

impl DicePool {
    /// A pool of no dice with `sides` faces, to add dice to.
    ///
    /// # Panics
    ///
    /// Panics if `sides` is 0 (static game data, so a bug).
    pub fn empty(sides: u8) -> DicePool {
        assert!(sides > 0, "a die needs at least one face");
        DicePool { sides, faces: SmallVec::new() }
    }

    /// Rolls `count` dice with `sides` faces.
    ///
    /// # Panics
    ///
    /// Panics if `sides` is 0 (static game data, so a bug).
    pub fn roll(sides: u8, count: u16, rng: &mut GameRng) -> DicePool {
        let mut pool = DicePool::empty(sides);
        pool.add(count, rng);
        pool
    }

    /// A pool showing these faces (for effects that set dice, and for tests).
    ///
    /// # Errors
    ///
    /// [`DiceError::NoSuchFace`] if a face is 0 or above `sides`.
    pub fn from_faces(sides: u8, faces: &[u8]) -> Result<DicePool, DiceError> {
        if let Some(&face) = faces.iter().find(|&&face| face == 0 || face > sides) {
            return Err(DiceError::NoSuchFace { face, sides });
        }
        Ok(DicePool { sides, faces: SmallVec::from_slice(faces) })
    }

    /// Faces per die.
    pub fn sides(&self) -> u8 {
        self.sides
    }

    /// The faces, in the order rolled (added dice last).
    pub fn faces(&self) -> &[u8] {
        &self.faces
    }

    /// Number of dice.
    pub fn len(&self) -> usize {
        self.faces.len()
    }

    /// Whether the pool has no dice.
    pub fn is_empty(&self) -> bool {
        self.faces.is_empty()
    }

    /// Number of dice showing a success.
    pub fn successes(&self, rule: SuccessRule) -> u16 {
        self.faces.iter().filter(|&&face| rule.is_success(face)).count() as u16
    }

    /// Number of dice not showing a success.
    pub fn failures(&self, rule: SuccessRule) -> u16 {
        self.len() as u16 - self.successes(rule)
    }

    /// The sum of the faces (Evil High Priest's raids: "roll 2d6").
    pub fn sum(&self) -> u32 {
        self.faces.iter().map(|&face| u32::from(face)).sum()
    }

    /// Number of dice showing `face`.
    pub fn count_face(&self, face: u8) -> u16 {
        self.faces.iter().filter(|&&f| f == face).count() as u16
    }

    /// Rolls `count` more dice and appends them (Arkham Horror 2e: a Clue rolls 1 extra die).
    pub fn add(&mut self, count: u16, rng: &mut GameRng) {
        self.faces.extend((0..count).map(|_| rng.roll(self.sides)));
    }

    /// Rerolls die `index`; the new face counts even if worse.
    ///
    /// # Errors
    ///
    /// [`DiceError::NoSuchDie`] if there is no such die; nothing is rolled then.
    pub fn reroll(&mut self, index: usize, rng: &mut GameRng) -> Result<Reroll, DiceError> {
        let len = self.faces.len();
        let sides = self.sides;
        let slot = self.faces.get_mut(index).ok_or(DiceError::NoSuchDie { index, len })?;
        let old = *slot;
        *slot = rng.roll(sides);
        Ok(Reroll { index, old, new: *slot })
    }

    /// Rerolls every die that is not a success, in index order. Returns how many were rerolled.
    pub fn reroll_failures(&mut self, rule: SuccessRule, rng: &mut GameRng) -> u16 {
        let mut rerolled = 0;
        for face in &mut self.faces {
            if !rule.is_success(*face) {
                *face = rng.roll(self.sides);
                rerolled += 1;
            }
        }
        rerolled
    }

    /// Rerolls every die, in index order.
    pub fn reroll_all(&mut self, rng: &mut GameRng) {
        for face in &mut self.faces {
            *face = rng.roll(self.sides);
        }
    }

    /// Turns die `index` to `face` ("change one die to a 6"). Returns the old face.
    ///
    /// # Errors
    ///
    /// A [`DiceError`] if there is no such die or face; nothing changes then.
    pub fn set_face(&mut self, index: usize, face: u8) -> Result<u8, DiceError> {
        if face == 0 || face > self.sides {
            return Err(DiceError::NoSuchFace { face, sides: self.sides });
        }
        let len = self.faces.len();
        let slot = self.faces.get_mut(index).ok_or(DiceError::NoSuchDie { index, len })?;
        Ok(std::mem::replace(slot, face))
    }
}

#[cfg(test)]
mod tests;
