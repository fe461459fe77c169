//! Rules engine for Arkham Horror: The Card Game (co-operative, 1–4 players, scenario-driven).
//!
//! Not started: this crate holds no rules yet. The rules digest is `shared/rules/arkham-lcg.md`.
