//! America, Europe, Asia/Australia and General encounter cards: each card's printed effects, resolved with rigged dice.
