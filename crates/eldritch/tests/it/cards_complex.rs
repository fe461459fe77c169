//! Other World, Expedition and Special encounter cards: each card's printed effects, resolved with rigged dice.
