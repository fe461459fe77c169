//! Rules engine for Eldritch Horror (co-operative, 1–8 players).
//!
//! Not started: this crate holds no rules yet. The rules digest is `shared/rules/eldritch.md`;
//! the work is tracked by the Eldritch Horror issue.
