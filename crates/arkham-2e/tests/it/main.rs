//! Integration tests of the Arkham Horror (2nd edition) engine: property checks over random
//! games, the rulebook's worked examples and derived cases.

mod hooks;
mod properties;
