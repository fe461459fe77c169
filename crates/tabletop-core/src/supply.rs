//! Token supplies: finite ones where the rules limit the components, unlimited ones elsewhere.
//!
//! Not used by a game yet: it is for Arkham Horror 2e's finite tokens (clues, gates, seals).
//!
//! A [`Supply`] counts the tokens that are *out* (held by players or on the board). A finite
//! supply also knows its total, so taking fails when it is empty and a game's conservation check
//! can compare what the players hold with [`Supply::out`]. Eldritch Horror's clues and gates and
//! Evil High Priest's 13 Elder Signs are finite; Arkham Horror LCG's and Arnak's tokens are
//! unlimited.

use std::fmt;

/// Why tokens could not be taken from or returned to a supply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SupplyError {
    /// A finite supply has fewer tokens than were asked for; nothing was taken.
    #[error("the supply has only {available} left, {wanted} needed")]
    NotEnough {
        /// Tokens asked for.
        wanted: u32,
        /// Tokens left.
        available: u32,
    },
    /// More tokens were returned (or removed from the game) than were ever taken: the tokens
    /// would be created from nothing.
    #[error("{returned} returned to the supply but only {out} were out")]
    ReturnedTooMany {
        /// Tokens returned.
        returned: u32,
        /// Tokens out of the supply.
        out: u32,
    },
}

/// A pool of identical tokens, finite or unlimited.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Supply {
    /// `None` for an unlimited supply.
    total: Option<u32>,
    /// Tokens taken and not returned.
    out: u32,
}

impl Supply {
    /// A finite supply of `total` tokens, all available.
    pub fn finite(total: u32) -> Supply {
        Supply { total: Some(total), out: 0 }
    }

    /// An unlimited supply: taking always succeeds.
    pub fn unlimited() -> Supply {
        Supply { total: None, out: 0 }
    }

    /// Whether the supply is finite.
    pub fn is_finite(&self) -> bool {
        self.total.is_some()
    }

    /// Tokens in the game: `None` when unlimited.
    pub fn total(&self) -> Option<u32> {
        self.total
    }

    /// Tokens left to take: `None` when unlimited.
    pub fn available(&self) -> Option<u32> {
        self.total.map(|total| total - self.out)
    }

    /// Whether no token is left (never for an unlimited supply).
    pub fn is_empty(&self) -> bool {
        self.available() == Some(0)
    }

    /// Tokens taken and not returned: what the players and the board should hold in total.
    pub fn out(&self) -> u32 {
        self.out
    }

    /// Whether `n` tokens can be taken.
    pub fn can_take(&self, n: u32) -> bool {
        self.available().is_none_or(|available| available >= n)
    }

    /// Takes exactly `n` tokens.
    ///
    /// # Errors
    ///
    /// [`SupplyError::NotEnough`] if a finite supply has fewer; nothing is taken then.
    pub fn take(&mut self, n: u32) -> Result<(), SupplyError> {
        match self.available() {
            Some(available) if available < n => Err(SupplyError::NotEnough { wanted: n, available }),
            _ => {
                self.out = self.out.saturating_add(n);
                Ok(())
            }
        }
    }

    /// Takes as many of `n` tokens as are left and returns how many were taken ("gain up to").
    pub fn take_up_to(&mut self, n: u32) -> u32 {
        let taken = self.available().map_or(n, |available| available.min(n));
        self.out = self.out.saturating_add(taken);
        taken
    }

    /// Returns `n` tokens to the supply.
    ///
    /// # Errors
    ///
    /// [`SupplyError::ReturnedTooMany`] if fewer than `n` are out; nothing changes then.
    pub fn put_back(&mut self, n: u32) -> Result<(), SupplyError> {
        self.out = self.checked_out_minus(n)?;
        Ok(())
    }

    /// Removes `n` tokens that are out from the game for good ("destroyed Elder Signs are removed
    /// from the game"): they neither return to the supply nor count as out.
    ///
    /// # Errors
    ///
    /// [`SupplyError::ReturnedTooMany`] if fewer than `n` are out; nothing changes then.
    pub fn remove_from_game(&mut self, n: u32) -> Result<(), SupplyError> {
        self.out = self.checked_out_minus(n)?;
        if let Some(total) = &mut self.total {
            *total -= n;
        }
        Ok(())
    }

    fn checked_out_minus(&self, n: u32) -> Result<u32, SupplyError> {
        self.out.checked_sub(n).ok_or(SupplyError::ReturnedTooMany { returned: n, out: self.out })
    }
}

impl fmt::Display for Supply {
    /// `3/13 left` for a finite supply, `unlimited` otherwise.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.available(), self.total) {
            (Some(available), Some(total)) => write!(f, "{available}/{total} left"),
            _ => f.write_str("unlimited"),
        }
    }
}

#[cfg(test)]
mod tests;
