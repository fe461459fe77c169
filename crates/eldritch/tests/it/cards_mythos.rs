//! Mythos cards: each card's printed effects, resolved with rigged dice.
