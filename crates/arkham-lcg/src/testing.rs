//! Access to the hidden parts of a [`State`] for tests that rig a situation (feature `testing`):
//! the decks in order, the hands and the chaos bag's next tokens. Not for apps: a seat's view is
//! [`crate::View`].

use tabletop_core::chaos::ChaosToken;
use tabletop_core::zone::Deck;

use crate::card::CardRef;
use crate::state::{Investigator, State};

impl State {
    /// The encounter deck.
    pub fn encounter(&self) -> &Deck<Vec<CardRef>> {
        &self.encounter
    }

    /// The encounter deck, to rig.
    pub fn encounter_mut(&mut self) -> &mut Deck<Vec<CardRef>> {
        &mut self.encounter
    }

    /// The scenario's extra deck, to rig.
    pub fn extra_deck_mut(&mut self) -> &mut Deck<Vec<CardRef>> {
        &mut self.extra_deck
    }

    /// Makes the chaos bag's next draws these tokens (each must be in the bag).
    ///
    /// # Errors
    ///
    /// When a token is not in the bag.
    pub fn rig_chaos(&mut self, tokens: &[ChaosToken]) -> Result<(), tabletop_core::chaos::ChaosError> {
        self.chaos.rig_draws(tokens, &mut self.rng)
    }
}

impl Investigator {
    /// The deck.
    pub fn deck(&self) -> &Deck<Vec<CardRef>> {
        &self.deck
    }

    /// The deck, to rig.
    pub fn deck_mut(&mut self) -> &mut Deck<Vec<CardRef>> {
        &mut self.deck
    }

    /// The hand, to rig.
    pub fn hand_mut(&mut self) -> &mut Vec<CardRef> {
        &mut self.hand
    }
}
