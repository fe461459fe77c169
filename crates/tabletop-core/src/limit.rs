//! Use limits: "once per turn", "twice per round", "once per phase", "once per game".
//!
//! Not used by a game yet: it is for Arkham Horror LCG's per-test, per-round and per-game limits.
//!
//! [`UseLimits`] counts uses of abilities keyed by a small copyable id (the game's ability or
//! card-instance id, possibly paired with a seat) and forgets the counts of a scope when the game
//! says that scope ended. Ending a round also ends its phases and turns; ending a phase also ends
//! its turns. Counts are kept sorted, so equal histories give equal, equally hashed states.

use std::fmt;

use smallvec::SmallVec;

/// How long a use counts against a limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Scope {
    /// One skill test (or one resolution of an ability), the shortest scope.
    Test,
    /// Until the end of the turn.
    Turn,
    /// Until the end of the phase.
    Phase,
    /// Until the end of the round.
    Round,
    /// For the whole game.
    Game,
}

impl Scope {
    /// The scope's name: `turn`, `phase`, `round`, `game`.
    pub fn name(self) -> &'static str {
        match self {
            Scope::Test => "test",
            Scope::Turn => "turn",
            Scope::Phase => "phase",
            Scope::Round => "round",
            Scope::Game => "game",
        }
    }
}

impl fmt::Display for Scope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A limit: at most `times` uses per `scope`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Limit {
    /// How long uses count.
    pub scope: Scope,
    /// Uses allowed within the scope.
    pub times: u8,
}

impl Limit {
    /// Once per turn.
    pub const ONCE_PER_TURN: Limit = Limit { scope: Scope::Turn, times: 1 };
    /// Once per phase.
    pub const ONCE_PER_PHASE: Limit = Limit { scope: Scope::Phase, times: 1 };
    /// Once per round.
    pub const ONCE_PER_ROUND: Limit = Limit { scope: Scope::Round, times: 1 };
    /// Once per game.
    pub const ONCE_PER_GAME: Limit = Limit { scope: Scope::Game, times: 1 };

    /// At most `times` uses per `scope`.
    pub const fn new(scope: Scope, times: u8) -> Limit {
        Limit { scope, times }
    }
}

impl fmt::Display for Limit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.times {
            1 => write!(f, "once per {}", self.scope),
            2 => write!(f, "twice per {}", self.scope),
            n => write!(f, "{n} times per {}", self.scope),
        }
    }
}

/// Why a use was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum LimitError {
    /// The limit is used up for now.
    #[error("already used {limit}")]
    UsedUp {
        /// The limit reached.
        limit: Limit,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct Entry<K> {
    key: K,
    scope: Scope,
    used: u8,
}

/// Uses of limited abilities, by key and scope. With the `serde` feature it is saved as its
/// entries, `[{"key": …, "scope": "turn", "used": 1}]`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct UseLimits<K> {
    /// Sorted by (key, scope); entries with no uses are not kept.
    entries: SmallVec<[Entry<K>; 4]>,
}

impl<K> Default for UseLimits<K> {
    fn default() -> Self {
        UseLimits { entries: SmallVec::new() }
    }
}

impl<K: Copy + Ord> UseLimits<K> {
    /// No uses yet.
    pub fn new() -> UseLimits<K> {
        UseLimits::default()
    }

    fn find(&self, key: K, scope: Scope) -> Result<usize, usize> {
        self.entries.binary_search_by(|entry| (entry.key, entry.scope).cmp(&(key, scope)))
    }

    /// Uses of `key` counted in `scope` so far.
    pub fn used(&self, key: K, scope: Scope) -> u8 {
        self.find(key, scope).map_or(0, |index| self.entries[index].used)
    }

    /// Uses of `key` left under `limit`.
    pub fn remaining(&self, key: K, limit: Limit) -> u8 {
        limit.times.saturating_sub(self.used(key, limit.scope))
    }

    /// Whether `key` may be used under `limit` now.
    pub fn can_use(&self, key: K, limit: Limit) -> bool {
        self.remaining(key, limit) > 0
    }

    /// Counts one use of `key` under `limit`.
    ///
    /// # Errors
    ///
    /// [`LimitError::UsedUp`] if the limit is reached; nothing is counted then.
    pub fn try_use(&mut self, key: K, limit: Limit) -> Result<(), LimitError> {
        if !self.can_use(key, limit) {
            return Err(LimitError::UsedUp { limit });
        }
        match self.find(key, limit.scope) {
            Ok(index) => self.entries[index].used += 1,
            Err(index) => self.entries.insert(index, Entry { key, scope: limit.scope, used: 1 }),
        }
        Ok(())
    }

    /// Ends a skill test: uses per test are forgotten.
    pub fn end_test(&mut self) {
        self.entries.retain(|entry| entry.scope > Scope::Test);
    }

    /// Ends a turn: uses per turn are forgotten.
    pub fn end_turn(&mut self) {
        self.entries.retain(|entry| entry.scope > Scope::Turn);
    }

    /// Ends a phase: uses per phase and per turn are forgotten.
    pub fn end_phase(&mut self) {
        self.entries.retain(|entry| entry.scope > Scope::Phase);
    }

    /// Ends a round: uses per round, per phase and per turn are forgotten.
    pub fn end_round(&mut self) {
        self.entries.retain(|entry| entry.scope > Scope::Round);
    }

    /// Forgets exactly one scope's uses (for a game whose scopes do not nest).
    pub fn reset(&mut self, scope: Scope) {
        self.entries.retain(|entry| entry.scope != scope);
    }

    /// Forgets every use of `key` (a card that leaves play comes back as a new card).
    pub fn forget(&mut self, key: K) {
        self.entries.retain(|entry| entry.key != key);
    }

    /// Whether no use is counted.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

#[cfg(test)]
mod tests;
