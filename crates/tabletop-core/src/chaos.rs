//! The chaos bag of Arkham Horror LCG: tokens, drawing, sealing, and resolving a skill test.
//!
//! A [`ChaosBag`] holds tokens in the bag, tokens revealed by the current test and tokens sealed
//! on cards, so a game's conservation check sees every token. Drawing picks uniformly through
//! [`GameRng`], and [`ChaosBag::rig_draws`] fixes the next draws for rulebook examples.
//!
//! The symbols' effects (the scenario reference card, the investigator's Elder Sign ability) are
//! the game's business: the bag returns the drawn [`ChaosToken`], the game turns it into a
//! [`TokenEffect`] (or takes [`ChaosToken::default_effect`]), and [`ChaosTest::resolve`]
//! compares the modified skill value with the difficulty, with automatic failure and success.
//!
//! ```
//! use tabletop_core::chaos::{ChaosBag, ChaosTest, ChaosToken};
//! use tabletop_core::GameRng;
//!
//! let mut bag = ChaosBag::new(&[ChaosToken::Number(0), ChaosToken::Number(-2), ChaosToken::AutoFail]);
//! let mut rng = GameRng::seed_from(0);
//! bag.rig_draws(&[ChaosToken::Number(-2)], &mut rng).expect("the bag has a -2");
//! let token = bag.draw(&mut rng).expect("the bag is not empty");
//! let result = ChaosTest::new(4, 3).resolve(&[token.default_effect()]);
//! assert_eq!((result.value, result.passed), (2, false));
//! bag.return_revealed();
//! assert_eq!(bag.len(), 3);
//! ```

use std::fmt;
use std::str::FromStr;

use smallvec::SmallVec;

use crate::rng::GameRng;

/// A chaos token: a number that modifies the skill value, or a symbol the game interprets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ChaosToken {
    /// A numeric modifier: `+1`, `0`, `-1` … `-8`.
    Number(i8),
    /// Skull: effect on the scenario reference card.
    Skull,
    /// Cultist: effect on the scenario reference card.
    Cultist,
    /// Tablet: effect on the scenario reference card.
    Tablet,
    /// Elder Thing: effect on the scenario reference card.
    ElderThing,
    /// Tentacles: the test fails automatically.
    AutoFail,
    /// Elder Sign: effect on the tested investigator's card.
    ElderSign,
    /// Bless: +2, and another token is revealed.
    Bless,
    /// Curse: −2, and another token is revealed.
    Curse,
}

impl ChaosToken {
    /// Every symbol token, in bag order.
    pub const SYMBOLS: [ChaosToken; 8] = [
        ChaosToken::Skull,
        ChaosToken::Cultist,
        ChaosToken::Tablet,
        ChaosToken::ElderThing,
        ChaosToken::AutoFail,
        ChaosToken::ElderSign,
        ChaosToken::Bless,
        ChaosToken::Curse,
    ];

    /// The token's name as written in content files and logs: `+1`, `0`, `-2`, `skull`,
    /// `elder-thing`, `auto-fail`, … (numbers are formatted by [`fmt::Display`]).
    pub fn symbol_name(self) -> Option<&'static str> {
        Some(match self {
            ChaosToken::Number(_) => return None,
            ChaosToken::Skull => "skull",
            ChaosToken::Cultist => "cultist",
            ChaosToken::Tablet => "tablet",
            ChaosToken::ElderThing => "elder-thing",
            ChaosToken::AutoFail => "auto-fail",
            ChaosToken::ElderSign => "elder-sign",
            ChaosToken::Bless => "bless",
            ChaosToken::Curse => "curse",
        })
    }

    /// Whether the token's effect is found on a scenario reference card.
    pub fn is_scenario_symbol(self) -> bool {
        matches!(self, ChaosToken::Skull | ChaosToken::Cultist | ChaosToken::Tablet | ChaosToken::ElderThing)
    }

    /// Whether another token is revealed after this one (bless and curse).
    pub fn reveals_another(self) -> bool {
        matches!(self, ChaosToken::Bless | ChaosToken::Curse)
    }

    /// The effect when nothing else defines one: numbers modify by their value, auto-fail fails,
    /// bless is +2, curse is −2, and a symbol with no matching effect is a 0 modifier.
    pub fn default_effect(self) -> TokenEffect {
        match self {
            ChaosToken::Number(n) => TokenEffect::modifier(i16::from(n)),
            ChaosToken::AutoFail => TokenEffect::AUTO_FAIL,
            ChaosToken::Bless => TokenEffect::modifier(2),
            ChaosToken::Curse => TokenEffect::modifier(-2),
            ChaosToken::Skull
            | ChaosToken::Cultist
            | ChaosToken::Tablet
            | ChaosToken::ElderThing
            | ChaosToken::ElderSign => TokenEffect::modifier(0),
        }
    }
}

impl fmt::Display for ChaosToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ChaosToken::Number(n) if n > 0 => write!(f, "+{n}"),
            ChaosToken::Number(n) => write!(f, "{n}"),
            symbol => f.write_str(symbol.symbol_name().unwrap_or_default()),
        }
    }
}

impl FromStr for ChaosToken {
    type Err = ChaosError;

    /// Parses the names [`fmt::Display`] writes; numbers may use `−` (U+2212) as the minus sign.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if let Some(token) = ChaosToken::SYMBOLS.into_iter().find(|t| t.symbol_name() == Some(s)) {
            return Ok(token);
        }
        let ascii = s.replace('\u{2212}', "-");
        match ascii.parse::<i8>() {
            Ok(n) => Ok(ChaosToken::Number(n)),
            Err(_) => Err(ChaosError::UnknownToken { name: s.to_owned() }),
        }
    }
}

/// What a revealed token does to the test, as the game interprets it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct TokenEffect {
    /// Added to the skill value.
    pub modifier: i16,
    /// The test fails automatically.
    pub auto_fail: bool,
}

impl TokenEffect {
    /// An automatic failure.
    pub const AUTO_FAIL: TokenEffect = TokenEffect { modifier: 0, auto_fail: true };

    /// A plain modifier.
    pub const fn modifier(modifier: i16) -> TokenEffect {
        TokenEffect { modifier, auto_fail: false }
    }
}

/// Why a chaos-bag operation was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChaosError {
    /// No such token is in the bag.
    #[error("there is no {token} token in the chaos bag")]
    NotInBag {
        /// The token asked for.
        token: ChaosToken,
    },
    /// No such token is revealed.
    #[error("no {token} token is revealed")]
    NotRevealed {
        /// The token asked for.
        token: ChaosToken,
    },
    /// No such token is sealed.
    #[error("no {token} token is sealed")]
    NotSealed {
        /// The token asked for.
        token: ChaosToken,
    },
    /// A name that is no chaos token.
    #[error("unknown chaos token `{name}`")]
    UnknownToken {
        /// The name given.
        name: String,
    },
}

/// The chaos bag: tokens in the bag, revealed by the current test, and sealed on cards.
///
/// Each group is kept sorted, so two bags with the same tokens are equal and hash alike
/// whatever their history. With the `serde` feature it is saved as the three groups.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ChaosBag {
    bag: SmallVec<[ChaosToken; 24]>,
    revealed: SmallVec<[ChaosToken; 4]>,
    sealed: SmallVec<[ChaosToken; 4]>,
}

fn insert_sorted<const N: usize>(tokens: &mut SmallVec<[ChaosToken; N]>, token: ChaosToken) {
    let index = tokens.partition_point(|&t| t <= token);
    tokens.insert(index, token);
}

fn remove_one<const N: usize>(tokens: &mut SmallVec<[ChaosToken; N]>, token: ChaosToken) -> bool {
    match tokens.iter().position(|&t| t == token) {
        Some(index) => {
            tokens.remove(index);
            true
        }
        None => false,
    }
}

impl ChaosBag {
    /// A bag holding these tokens.
    pub fn new(tokens: &[ChaosToken]) -> ChaosBag {
        let mut bag: SmallVec<[ChaosToken; 24]> = SmallVec::from_slice(tokens);
        bag.sort_unstable();
        ChaosBag { bag, revealed: SmallVec::new(), sealed: SmallVec::new() }
    }

    /// Tokens in the bag, sorted.
    pub fn in_bag(&self) -> &[ChaosToken] {
        &self.bag
    }

    /// Tokens revealed and not yet returned, in the order revealed.
    pub fn revealed(&self) -> &[ChaosToken] {
        &self.revealed
    }

    /// Tokens sealed on cards, sorted.
    pub fn sealed(&self) -> &[ChaosToken] {
        &self.sealed
    }

    /// Tokens in the bag.
    pub fn len(&self) -> usize {
        self.bag.len()
    }

    /// Whether the bag itself is empty.
    pub fn is_empty(&self) -> bool {
        self.bag.is_empty()
    }

    /// Tokens in the bag, revealed and sealed.
    pub fn total(&self) -> usize {
        self.bag.len() + self.revealed.len() + self.sealed.len()
    }

    /// Copies of `token` in the bag.
    pub fn count(&self, token: ChaosToken) -> usize {
        self.bag.iter().filter(|&&t| t == token).count()
    }

    /// Reveals a random token: it leaves the bag until [`ChaosBag::return_revealed`]. `None` if
    /// the bag is empty (everything sealed or revealed).
    pub fn draw(&mut self, rng: &mut GameRng) -> Option<ChaosToken> {
        if self.bag.is_empty() {
            return None;
        }
        let token = self.bag.remove(rng.index(self.bag.len()));
        self.revealed.push(token);
        Some(token)
    }

    /// Returns every revealed token to the bag (the end of a skill test).
    pub fn return_revealed(&mut self) {
        for token in std::mem::take(&mut self.revealed) {
            insert_sorted(&mut self.bag, token);
        }
    }

    /// Takes one revealed token out of the game instead of returning it (bless and curse tokens
    /// leave the bag after the test).
    ///
    /// # Errors
    ///
    /// [`ChaosError::NotRevealed`] if no such token is revealed.
    pub fn remove_revealed(&mut self, token: ChaosToken) -> Result<(), ChaosError> {
        if !remove_one(&mut self.revealed, token) {
            return Err(ChaosError::NotRevealed { token });
        }
        Ok(())
    }

    /// Seals one copy of `token` from the bag on a card.
    ///
    /// # Errors
    ///
    /// [`ChaosError::NotInBag`] if the bag holds none.
    pub fn seal(&mut self, token: ChaosToken) -> Result<(), ChaosError> {
        if !remove_one(&mut self.bag, token) {
            return Err(ChaosError::NotInBag { token });
        }
        insert_sorted(&mut self.sealed, token);
        Ok(())
    }

    /// Seals a revealed token on a card instead of returning it.
    ///
    /// # Errors
    ///
    /// [`ChaosError::NotRevealed`] if no such token is revealed.
    pub fn seal_revealed(&mut self, token: ChaosToken) -> Result<(), ChaosError> {
        if !remove_one(&mut self.revealed, token) {
            return Err(ChaosError::NotRevealed { token });
        }
        insert_sorted(&mut self.sealed, token);
        Ok(())
    }

    /// Releases a sealed token back into the bag.
    ///
    /// # Errors
    ///
    /// [`ChaosError::NotSealed`] if no such token is sealed.
    pub fn release(&mut self, token: ChaosToken) -> Result<(), ChaosError> {
        if !remove_one(&mut self.sealed, token) {
            return Err(ChaosError::NotSealed { token });
        }
        insert_sorted(&mut self.bag, token);
        Ok(())
    }

    /// Adds a token to the bag for good (campaign changes, bless and curse tokens).
    pub fn add(&mut self, token: ChaosToken) {
        insert_sorted(&mut self.bag, token);
    }

    /// Removes one copy of a token from the bag for good.
    ///
    /// # Errors
    ///
    /// [`ChaosError::NotInBag`] if the bag holds none.
    pub fn remove(&mut self, token: ChaosToken) -> Result<(), ChaosError> {
        if !remove_one(&mut self.bag, token) {
            return Err(ChaosError::NotInBag { token });
        }
        Ok(())
    }

    /// Rigs `rng` so that the next draws from this bag reveal `tokens`, in order, provided the
    /// bag does not change between the draws except by them.
    ///
    /// # Errors
    ///
    /// [`ChaosError::NotInBag`] if a token would not be in the bag at its draw; nothing is
    /// rigged then.
    pub fn rig_draws(&self, tokens: &[ChaosToken], rng: &mut GameRng) -> Result<(), ChaosError> {
        let mut bag = self.bag.clone();
        let mut indices: SmallVec<[u32; 8]> = SmallVec::new();
        for &token in tokens {
            let index = bag.iter().position(|&t| t == token).ok_or(ChaosError::NotInBag { token })?;
            bag.remove(index);
            indices.push(index as u32);
        }
        rng.rig(indices);
        Ok(())
    }
}

/// An Arkham Horror LCG skill test before its token is revealed: skill value, modifiers and
/// difficulty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ChaosTest {
    skill: i16,
    modifiers: i16,
    difficulty: i16,
    auto_success: bool,
}

/// The result of a chaos-bag skill test, with the treated values the rules compare.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ChaosResult {
    /// The modified skill value, at least 0; 0 on an automatic failure.
    pub value: i16,
    /// The difficulty, at least 0; 0 on an automatic success.
    pub difficulty: i16,
    /// Whether the test succeeded.
    pub passed: bool,
    /// Whether a token or effect failed the test automatically.
    pub auto_failed: bool,
    /// Whether the test succeeded automatically.
    pub auto_succeeded: bool,
}

impl ChaosResult {
    /// How much the test succeeded (positive or 0) or failed (negative) by, from the treated
    /// values: "succeeds by 2", "fails by 1".
    pub fn margin(&self) -> i16 {
        self.value.saturating_sub(self.difficulty)
    }
}

impl ChaosTest {
    /// A test of a skill with this value against a difficulty.
    pub fn new(skill: i16, difficulty: i16) -> ChaosTest {
        ChaosTest { skill, modifiers: 0, difficulty, auto_success: false }
    }

    /// Adds a modifier to the skill value (committed icons, card effects). Modifiers stack.
    #[must_use]
    pub fn modifier(mut self, modifier: i16) -> ChaosTest {
        self.modifiers = self.modifiers.saturating_add(modifier);
        self
    }

    /// Makes the test succeed automatically (its difficulty counts as 0).
    #[must_use]
    pub fn auto_success(mut self) -> ChaosTest {
        self.auto_success = true;
        self
    }

    /// The skill value with the modifiers so far, before any token.
    pub fn value_before_tokens(&self) -> i16 {
        self.skill.saturating_add(self.modifiers).max(0)
    }

    /// Resolves the test with the effects of every revealed token (one, or more after bless and
    /// curse).
    ///
    /// The skill value is the base plus every modifier, floored at 0. An automatic failure sets
    /// it to 0 and fails the test whatever the difficulty (even 0), and wins over an automatic
    /// success; an automatic success sets the difficulty to 0 and succeeds. Otherwise the test
    /// succeeds when the value reaches the difficulty.
    pub fn resolve(&self, effects: &[TokenEffect]) -> ChaosResult {
        let auto_failed = effects.iter().any(|effect| effect.auto_fail);
        let auto_succeeded = self.auto_success && !auto_failed;
        let token_total = effects.iter().fold(0i16, |sum, effect| sum.saturating_add(effect.modifier));
        let value = if auto_failed {
            0
        } else {
            self.skill.saturating_add(self.modifiers).saturating_add(token_total).max(0)
        };
        let difficulty = if auto_succeeded { 0 } else { self.difficulty.max(0) };
        let passed = !auto_failed && (auto_succeeded || value >= difficulty);
        ChaosResult { value, difficulty, passed, auto_failed, auto_succeeded }
    }
}

#[cfg(test)]
mod tests;
