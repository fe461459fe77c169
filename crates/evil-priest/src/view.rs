//! What a seat sees: the whole table but the order of the face-down decks and the generator; and
//! the states a bot's look-ahead may imagine from it.

use tabletop_core::GameRng;

use crate::state::State;

/// What one seat sees: the state with the hidden parts (draw-pile order, the generator)
/// normalised, so two states that differ only there look the same.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct View {
    /// The seat looking.
    pub seat: u8,
    /// The visible state.
    pub state: State,
}

/// The view of `seat`: the draw piles sorted (their order is hidden) and the generator replaced.
pub(crate) fn view(state: &State, seat: u8) -> View {
    let mut visible = state.clone();
    for deck in [&mut visible.chamber_deck, &mut visible.monster_deck, &mut visible.investigator_deck] {
        deck.pile.deck.bottom_up_mut().sort_unstable();
    }
    visible.rng = GameRng::seed_from(0);
    View { seat, state: visible }
}

/// A state the seat cannot tell from `state`: the hidden decks reshuffled, the generator reseeded.
pub(crate) fn determinize(state: &mut State, rng: &mut GameRng) {
    state.chamber_deck.pile.deck.shuffle(rng);
    state.monster_deck.pile.deck.shuffle(rng);
    state.investigator_deck.pile.deck.shuffle(rng);
    state.rng.reseed(rng.next_u64());
}
