//! Rules engine for Evil High Priest (competitive, 2–5 players).
//!
//! Not started: this crate holds no rules yet. The rules digest is `shared/rules/evil-priest.md`;
//! the work is tracked by the Evil High Priest issue.
