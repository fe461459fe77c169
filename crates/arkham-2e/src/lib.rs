//! Rules engine for Arkham Horror, 2nd edition (co-operative, 1–8 players).
//!
//! Not started: this crate holds no rules yet. The rules digest is `shared/rules/arkham-2e.md`.
