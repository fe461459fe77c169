//! Dice-based skill tests: how many dice to roll, and the roll that rerolls and extra dice change.
//!
//! A [`SkillTest`] sums a base value, modifiers (which stack), the single highest bonus among
//! the bonus options (Eldritch Horror: "only one bonus to the skill counts") and extra dice
//! (which stack), then applies a minimum number of dice: 1 in Eldritch Horror ("at least 1 die
//! always"), 0 in Arkham Horror 2e (no dice at 0 or below, but Clues may still add dice).
//! [`SkillTest::roll`] gives a [`SkillRoll`], which stays open for rerolls, extra dice and bonus
//! successes until the game reads [`SkillRoll::passed`].
//!
//! Arkham Horror LCG's chaos-bag tests are in [`crate::chaos`].
//!
//! ```
//! use tabletop_core::dice::{DiceRule, Fortune, SuccessRule};
//! use tabletop_core::skill::SkillTest;
//! use tabletop_core::GameRng;
//!
//! // Eldritch Horror: Strength 3, a −1 test, Bull Whip (+1) and .45 Automatic (+3).
//! let test = SkillTest::new(3).modifier(-1).bonus_option(1).bonus_option(3);
//! assert_eq!(test.dice(), 5, "3 − 1 + 3: only the highest bonus counts");
//! let mut rng = GameRng::seed_from(0);
//! rng.rig_dice([1, 2, 3, 4, 5]);
//! let roll = test.roll(DiceRule::new(6, SuccessRule::at_least(5)), Fortune::Normal, &mut rng);
//! assert_eq!((roll.successes(), roll.passed()), (1, true));
//! ```

use crate::dice::{DiceError, DicePool, DiceRule, Fortune, Reroll, SuccessRule};
use crate::rng::GameRng;

/// The dice count of a skill test, built from its parts. All parts are signed; the count never
/// goes below [`SkillTest::min_dice`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SkillTest {
    base: i16,
    modifiers: i16,
    best_bonus: i16,
    extra_dice: i16,
    min_dice: u16,
    difficulty: u16,
}

impl SkillTest {
    /// A test of a skill with this base value, difficulty 1 (one success passes) and at least one
    /// die.
    pub fn new(base: i16) -> SkillTest {
        SkillTest { base, modifiers: 0, best_bonus: 0, extra_dice: 0, min_dice: 1, difficulty: 1 }
    }

    /// Adds a modifier (a test's "−1", a skill penalty, an improvement token). Modifiers stack.
    #[must_use]
    pub fn modifier(mut self, modifier: i16) -> SkillTest {
        self.modifiers = self.modifiers.saturating_add(modifier);
        self
    }

    /// Offers a bonus of which only the single highest counts (weapons' "+N Strength" in
    /// Eldritch Horror). Bonuses of 0 or less never count; penalties go in
    /// [`SkillTest::modifier`].
    #[must_use]
    pub fn bonus_option(mut self, bonus: i16) -> SkillTest {
        self.best_bonus = self.best_bonus.max(bonus);
        self
    }

    /// Adds extra dice declared before the roll. Extra dice stack.
    #[must_use]
    pub fn extra_dice(mut self, dice: i16) -> SkillTest {
        self.extra_dice = self.extra_dice.saturating_add(dice);
        self
    }

    /// Sets the fewest dice rolled, whatever the sum (1 unless set; 0 lets the sum reach 0).
    #[must_use]
    pub fn min_dice(mut self, dice: u16) -> SkillTest {
        self.min_dice = dice;
        self
    }

    /// Sets the successes needed to pass (1 unless set).
    #[must_use]
    pub fn difficulty(mut self, successes: u16) -> SkillTest {
        self.difficulty = successes;
        self
    }

    /// The sum of every part before the minimum applies; may be 0 or negative.
    pub fn raw_dice(&self) -> i32 {
        i32::from(self.base)
            + i32::from(self.modifiers)
            + i32::from(self.best_bonus)
            + i32::from(self.extra_dice)
    }

    /// The dice to roll: the sum of every part, but at least the minimum.
    pub fn dice(&self) -> u16 {
        let raw = u16::try_from(self.raw_dice().max(0)).unwrap_or(u16::MAX);
        raw.max(self.min_dice)
    }

    /// The highest bonus option offered (0 if none).
    pub fn best_bonus(&self) -> i16 {
        self.best_bonus
    }

    /// Successes needed to pass.
    pub fn required(&self) -> u16 {
        self.difficulty
    }

    /// Rolls the test's dice with the success faces of `fortune`.
    pub fn roll(&self, dice: DiceRule, fortune: Fortune, rng: &mut GameRng) -> SkillRoll {
        SkillRoll {
            pool: DicePool::roll(dice.sides, self.dice(), rng),
            success: dice.success_for(fortune),
            difficulty: self.difficulty,
            bonus_successes: 0,
        }
    }
}

/// A rolled skill test, open for rerolls, extra dice and bonus successes.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SkillRoll {
    pool: DicePool,
    success: SuccessRule,
    difficulty: u16,
    bonus_successes: u16,
}

impl SkillRoll {
    /// A roll from given faces (effects that set dice; rulebook examples).
    pub fn from_pool(pool: DicePool, success: SuccessRule, difficulty: u16) -> SkillRoll {
        SkillRoll { pool, success, difficulty, bonus_successes: 0 }
    }

    /// The dice.
    pub fn pool(&self) -> &DicePool {
        &self.pool
    }

    /// The faces, in the order rolled.
    pub fn faces(&self) -> &[u8] {
        self.pool.faces()
    }

    /// The faces that succeed.
    pub fn success_rule(&self) -> SuccessRule {
        self.success
    }

    /// Successes needed to pass.
    pub fn difficulty(&self) -> u16 {
        self.difficulty
    }

    /// Successes on the dice plus bonus successes.
    pub fn successes(&self) -> u16 {
        self.pool.successes(self.success).saturating_add(self.bonus_successes)
    }

    /// Whether the successes reach the difficulty.
    pub fn passed(&self) -> bool {
        self.successes() >= self.difficulty
    }

    /// Successes beyond the difficulty (negative when short).
    pub fn margin(&self) -> i32 {
        i32::from(self.successes()) - i32::from(self.difficulty)
    }

    /// Indices of the dice that are not successes (the candidates for a reroll).
    pub fn failed_dice(&self) -> impl Iterator<Item = usize> + '_ {
        self.pool
            .faces()
            .iter()
            .enumerate()
            .filter(|&(_, &face)| !self.success.is_success(face))
            .map(|(i, _)| i)
    }

    /// Rerolls one die (Eldritch Horror: spend a Clue).
    ///
    /// # Errors
    ///
    /// [`DiceError::NoSuchDie`] if there is no such die; nothing is rolled then.
    pub fn reroll(&mut self, index: usize, rng: &mut GameRng) -> Result<Reroll, DiceError> {
        self.pool.reroll(index, rng)
    }

    /// Rerolls every die that is not a success. Returns how many were rerolled.
    pub fn reroll_failures(&mut self, rng: &mut GameRng) -> u16 {
        self.pool.reroll_failures(self.success, rng)
    }

    /// Rolls more dice whose successes count (Arkham Horror 2e: spend a Clue).
    pub fn add_dice(&mut self, dice: u16, rng: &mut GameRng) {
        self.pool.add(dice, rng);
    }

    /// Adds successes that are not on dice (Eldritch Horror's Bank Loan: "+2 successes").
    pub fn add_successes(&mut self, successes: u16) {
        self.bonus_successes = self.bonus_successes.saturating_add(successes);
    }

    /// Turns die `index` to `face` ("add 1 to the result of 1 die"). Returns the old face.
    ///
    /// # Errors
    ///
    /// A [`DiceError`] if there is no such die or face; nothing changes then.
    pub fn set_face(&mut self, index: usize, face: u8) -> Result<u8, DiceError> {
        self.pool.set_face(index, face)
    }
}

/// How a roll is written: its dice, success rule, difficulty and the successes beyond the dice,
/// plus the total and the verdict for people (not read back):
/// `{"sides":6,"faces":[5,2],"success":{"at_least":5},"difficulty":1,"bonus":0,"successes":1,"passed":true}`.
#[cfg(feature = "serde")]
mod wire {
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::SkillRoll;
    use crate::dice::{DicePool, SuccessRule};

    #[derive(Serialize, Deserialize)]
    struct Roll {
        sides: u8,
        faces: Vec<u8>,
        success: SuccessRule,
        difficulty: u16,
        bonus: u16,
        #[serde(default, skip_deserializing)]
        successes: u16,
        #[serde(default, skip_deserializing)]
        passed: bool,
    }

    impl Serialize for SkillRoll {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let on_dice = self.pool.successes(self.success);
            Roll {
                sides: self.pool.sides(),
                faces: self.pool.faces().to_vec(),
                success: self.success,
                difficulty: self.difficulty,
                bonus: self.successes().saturating_sub(on_dice),
                successes: self.successes(),
                passed: self.passed(),
            }
            .serialize(serializer)
        }
    }

    impl<'de> Deserialize<'de> for SkillRoll {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<SkillRoll, D::Error> {
            let written = Roll::deserialize(deserializer)?;
            if written.sides == 0 {
                return Err(D::Error::custom("a die needs at least one face"));
            }
            let pool = DicePool::from_faces(written.sides, &written.faces).map_err(D::Error::custom)?;
            let mut roll = SkillRoll::from_pool(pool, written.success, written.difficulty);
            roll.add_successes(written.bonus);
            Ok(roll)
        }
    }
}

#[cfg(test)]
mod tests;
