//! Access to the hidden parts of a [`State`] for tests that rig a situation (feature `testing`):
//! the draw piles in order and the generator. Not for apps: a seat's view is [`crate::View`].

use smallvec::SmallVec;
use tabletop_core::GameRng;
use tabletop_core::zone::DrawPile;

use crate::state::{Deck, State};

impl Deck {
    /// The face-down draw pile and the discard pile.
    pub fn pile(&self) -> &DrawPile<SmallVec<[u8; 40]>> {
        &self.pile
    }

    /// The face-down draw pile and the discard pile, to rig.
    pub fn pile_mut(&mut self) -> &mut DrawPile<SmallVec<[u8; 40]>> {
        &mut self.pile
    }
}

impl State {
    /// The generator, to rig dice (`rng_mut().rig_dice([6])`).
    pub fn rng_mut(&mut self) -> &mut GameRng {
        &mut self.rng
    }

    /// Refills the empty slots of the Monster deck's display from its draw pile, as the game
    /// does.
    pub fn refill_monster_display(&mut self) {
        self.monster_deck.refill(&mut self.rng);
    }

    /// Refills the empty slots of the Investigator deck's display from its draw pile, as the
    /// game does.
    pub fn refill_investigator_display(&mut self) {
        self.investigator_deck.refill(&mut self.rng);
    }
}
